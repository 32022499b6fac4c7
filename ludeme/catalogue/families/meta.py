"""Meta rules: rules over the whole game.

Ludii's packages: ``game.rules.meta``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(swap)", "metaRule", "The second player may take over the first player's opening move.", "(swap)"),
    ("(no Repeat [<repetitionType>])", "metaRule",
     "No move may lead back to a position met before; passes always may. Positional (the default): "
     "the pieces and site states as at the start of any turn of the game; Situational: the same with "
     "the same player to move; PositionalInTurn and SituationalInTurn: as met earlier in this turn.",
     "(no Repeat)"),
]
