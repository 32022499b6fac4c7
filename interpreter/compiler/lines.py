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
        if word == "All":
            found = list(board.directions)
        elif word in ("Orthogonal", "Diagonal", "Adjacent"):
            table = board.neighbour_table(word)
            found = [d for d in board.directions
                     if any((t := board.step(site, d)) is not None and t in table[site] for site in board.sites)]
        else:
            found = [word] if word in board.directions else []
        names += [d for d in found if d not in names]
    return tuple(names)


def line_rays(board: Board, relation: str | None) -> list[list[tuple[tuple[int, ...], tuple[int, ...]]]]:
    """For each site, each line axis of the board, the sites both ways from it, as ``(is Line ...)``
    walks them: as Ludii's radials, a line goes along the steps of its relation (Adjacent when none
    is given, every step with All), up to the first step that is not one (on vertices Orthogonal and
    Adjacent steps are edges, drawn diagonals too, whatever their compass points)."""
    axes = [axis.split("-") for axis in board.axes()]
    rays = [[(board.ray(site, a), board.ray(site, b)) for a, b in axes] for site in range(board.num_sites)]
    if relation == "All":
        return rays
    related = board.neighbour_table(relation or "Adjacent")
    return [[(along(forward, site, related), along(backward, site, related)) for forward, backward in site_rays]
            for site, site_rays in enumerate(rays)]


def along(ray: tuple[int, ...], start: int, related: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The part of a ray walked by steps of a relation, from start up to the first step that is not one."""
    kept, here = [], start
    for site in ray:
        if site not in related[here]:
            break
        kept.append(site)
        here = site
    return tuple(kept)
