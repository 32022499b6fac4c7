"""Compile rules of meta rules (Ludii's ``game.rules.meta``): rules over the whole game.

Each rule's catalogue row is in ``ludeme/catalogue/families/meta.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler, rule
from interpreter.moves import Move
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.state import State


@rule("swap", returns="metaRule")
def swap(bound: Bound, c: Compiler) -> Callable[[State], list[Move]]:
    """The second player's first decision may be to take over the first player's side."""

    def exchange(state: State, move: Move) -> None:
        state.swap_roles(1, 2)
        state.again = True  # the player now in seat 2 moves next

    index = c.effect(exchange)
    offer = [Move("Swap", effect=index)]

    def extra_moves(state: State) -> list[Move]:
        return offer if state.turn == 2 and state.mover == 2 and state.roles[1] == 1 else []

    return extra_moves
