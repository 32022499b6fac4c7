"""Conditions: questions about the position.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler, carry, is_candidate
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.compiler import Number, Table, Test
    from interpreter.state import State


def enemy_of_mover(state: State, who: int) -> bool:
    """Whether a player is an enemy of the mover: a player, not the mover, not of the mover's team."""
    roles = state.roles
    return 0 < who < len(roles) and roles[who] != roles[state.mover]


def friend_of_mover(state: State, who: int) -> bool:
    """Whether a player is a friend of the mover: the mover, or a player of the mover's team."""
    roles = state.roles
    return 0 < who < len(roles) and roles[who] == roles[state.mover]


def _joined(state: State, seat: int, parts: Sequence[frozenset[int]], table: Table) -> bool:
    """Whether one group of the seat's pieces (neighbours by ``table``) touches every part: each
    group with a piece in the first part is flooded in turn."""
    who = state.who
    seen: set[int] = set()
    for start in parts[0]:
        if who[start] != seat or start in seen:
            continue
        group, frontier = {start}, [start]
        while frontier:
            for neighbour in table[frontier.pop()]:
                if neighbour not in group and who[neighbour] == seat:
                    group.add(neighbour)
                    frontier.append(neighbour)
        if all(group & part for part in parts[1:]):
            return True
        seen |= group
    return False


def _owner_test(bound: Bound, c: Compiler, seat: Number) -> Test:
    """``(is Mover (who at:(to)))`` and the like: a test of the owner of the site being tested, or of
    a player named by a role word (``(is Mover P1)``).

    The closure carries ``owner_is`` (the seat it wants), so group searches can compare
    owners directly instead of calling the test for every site.
    """
    who = bound.get("who")
    player = c.seat_value(who)

    def test(state: State) -> bool:
        return bool(player(state) == seat(state))

    at = who.get("at") if isinstance(who, Bound) and who.ludeme.head == "who" else None
    if is_candidate(at):
        carry(test, owner_is=seat, sift=lambda state, sites: [s for s in sites if state.who[s] == seat(state)])
    return test


def _operands(bound: Bound, c: Compiler) -> list[Test]:
    if "list" in bound.arguments:
        return [c.compile(item, "boolean") for item in bound.get("list")]
    return [c.compile(bound.get("a"), "boolean"), c.compile(bound.get("b"), "boolean")]
