"""Meta rules: rules over the whole game.

Ludii's packages: ``game.rules.meta``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(swap)", "metaRule", "The second player may take over the first player's opening move.", "(swap)"),
]
