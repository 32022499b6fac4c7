"""Directions: sets of directions.

Ludii's packages: ``game.functions.directions``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(directions <list={absoluteDirection}>)", "directions", "A set of directions.",
     "(directions {N S})"),
]
