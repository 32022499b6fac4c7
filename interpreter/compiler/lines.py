"""Lines through a site: the sites in line with it, and its row and column.

``(sites Direction from:... <directions>)`` walks the board's rays (precomputed by the
board) from a site in each direction to the edge, as Ludii's SitesDirection does. Without
``stop:``, ``distance:`` or ``included:`` the answer for each site is worked out once, at
compile time, so the sites in line with the last placement are one table look-up.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludeme import syntax as s
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.board.board import Board

#: The relation words a direction argument may use, for every direction of that relation.
RELATION_WORDS = ("Orthogonal", "Diagonal", "Adjacent", "All")


def direction_names(board: Board, value: Any) -> tuple[str, ...]:
    """The board's compass directions that a directions argument means (Adjacent when absent).

    A relation word gives every direction whose step is a neighbour by that relation; a
    compass word gives itself when the board has it (Ludii ignores the others).
    """
    if value is None:
        words: tuple[str, ...] = ("Adjacent",)
    elif isinstance(value, s.Name):
        words = (value.text,)
    elif isinstance(value, Bound):  # (directions {N S})
        words = tuple(v.text if isinstance(v, s.Name) else v for v in value.get("list"))
    else:
        words = tuple(v.text if isinstance(v, s.Name) else v for v in value)
    names: list[str] = []
    for word in words:
        if word in ("Adjacent", "All"):
            found = list(board.directions)
        elif word in ("Orthogonal", "Diagonal"):
            table = board.neighbour_table(word)
            found = [d for d in board.directions
                     if any((t := board.step(site, d)) is not None and t in table[site] for site in board.sites)]
        else:
            found = [word] if word in board.directions else []
        names += [d for d in found if d not in names]
    return tuple(names)
