"""Regions: sets of sites, fixed or computed from the position.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.compiler import Sites, Table, Test
    from interpreter.state import State


def group_finder(c: Compiler, table: Table, condition: Test | None = None) -> Callable[[State], list[tuple[int, ...]]]:
    """``f(state)``: the groups of pieces (connected by ``table``) whose sites meet ``condition``
    (tested with ``(to)`` set to each site). Without a condition, a group is pieces of one owner.

    A condition that asks for one seat's pieces (``(is Next (who at:(to)))``) finds that
    seat's groups, kept until its pieces change.
    """
    owner_is = getattr(condition, "owner_is", None)
    if owner_is is not None:
        known = c.shared("groups")  # by seat, the version of its pieces, and relation

        def of_seat(state: State) -> list[tuple[int, ...]]:
            seat = owner_is(state)
            key = (seat, state.owned[seat], id(table))
            found = known.get(key)
            if found is None:
                if len(known) > 64:
                    known.clear()
                found = known[key] = _groups_of(state.who, state.filled, table, seat)
            return found

        return of_seat
    return lambda state: _groups_meeting(state, table, condition)


def _groups_meeting(state: State, table: Table, condition: Test | None) -> list[tuple[int, ...]]:
    seen: set[int] = set()
    found = []
    saved = state.var_to
    for start in state.filled:  # the sites with a piece among them, in order
        if start in seen or state.what[start] < 0:
            continue
        state.var_to = start
        if condition is not None and not condition(state):
            continue
        group = _group_from(state, start, table, condition, seen)
        found.append(tuple(sorted(group)))
    state.var_to = saved
    return found


def _group_from(state: State, start: int, table: Table, condition: Test | None, seen: set[int]) -> list[int]:
    """The pieces joined to ``start`` by ``table``: of the same owner, or meeting ``condition``
    (tested with ``(to)`` set to each). Sites reached are added to ``seen``."""
    who, what = state.who, state.what
    owner = who[start]
    group, frontier = [start], [start]
    seen.add(start)
    kind_is = getattr(condition, "kind_is", None)
    if kind_is is not None:  # (= (what at:(to)) k): compare the kinds, without calling the test
        wanted = kind_is(state)
        while frontier and wanted >= 0:
            for neighbour in table[frontier.pop()]:
                if neighbour not in seen and what[neighbour] == wanted:
                    seen.add(neighbour)
                    group.append(neighbour)
                    frontier.append(neighbour)
        return group
    while frontier:
        for neighbour in table[frontier.pop()]:
            if neighbour in seen or what[neighbour] < 0:
                continue
            if condition is None:
                if who[neighbour] != owner:
                    continue
            else:
                state.var_to = neighbour
                if not condition(state):
                    continue
            seen.add(neighbour)
            group.append(neighbour)
            frontier.append(neighbour)
    return group


def _groups_of(who: Sequence[int], filled: Sequence[int], table: Table, seat: int) -> list[tuple[int, ...]]:
    """The groups of one seat's pieces (among the sites ``filled``, in order), each sorted, in the order
    of their first sites."""
    mine = [site for site in (filled if seat else range(len(who))) if who[site] == seat]
    left, found = set(mine), []
    for start in mine:
        if start not in left:
            continue
        left.discard(start)
        group, frontier = [start], [start]
        while frontier:
            for neighbour in table[frontier.pop()]:
                if neighbour in left:
                    left.discard(neighbour)
                    group.append(neighbour)
                    frontier.append(neighbour)
        group.sort()
        found.append(tuple(group))
    return found


def _regions(bound: Bound, c: Compiler) -> list[Sites]:
    found = bound.get("regions") or (bound.get("a"), bound.get("b"))
    return [c.compile(r, "sites") for r in found]
