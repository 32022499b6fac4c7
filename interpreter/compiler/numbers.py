"""Integers: counts, players, sites and arithmetic.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from interpreter.compiler import Table
    from interpreter.state import State


def _territories(state: State, table: Table) -> dict[int, int]:
    """Each owner's territory: the sizes of the empty regions that border that owner alone."""
    what, who, empty = state.what, state.who, state.empty
    left = set(empty)
    sizes: dict[int, int] = {}
    for start in empty:
        if start not in left:
            continue
        left.discard(start)
        region, frontier, borders = 1, [start], set()
        while frontier:
            for neighbour in table[frontier.pop()]:
                if neighbour in left:
                    left.discard(neighbour)
                    region += 1
                    frontier.append(neighbour)
                elif what[neighbour] >= 0:
                    borders.add(who[neighbour])
        if len(borders) == 1:
            (owner,) = borders
            sizes[owner] = sizes.get(owner, 0) + region
    return sizes
