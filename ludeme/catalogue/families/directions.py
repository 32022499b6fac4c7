"""Directions: sets of directions.

Ludii's packages: ``game.functions.directions``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(directions <list={absoluteDirection}|{relativeDirection}|absoluteDirection|relativeDirection> "
     "[of:<relationType>])",
     "directions",
     "A set of directions: compass points and relations (Orthogonal: the directions of orthogonal "
     "neighbours), or directions relative to the mover's facing (FR, FL: forward right and left), the "
     "nearest among the directions the board supports for the relation of: (Adjacent by default; All, "
     "Orthogonal or Diagonal: Forwards of:All on a grid's vertices takes the diagonals too).",
     "(directions Forwards of:All)"),
]
