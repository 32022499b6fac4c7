"""Compile rules of meta rules (Ludii's ``game.rules.meta``): rules over the whole game.

Each rule's catalogue row is in ``ludeme/catalogue/families/meta.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler, rule
from interpreter.compiler.requirements import measure_after
from interpreter.moves import Move
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.state import State


@rule("swap", returns="metaRule")
def swap(bound: Bound, c: Compiler) -> Callable[[State, list[Move]], list[Move]]:
    """The second player's first decision may be to take over the first player's side."""

    def exchange(state: State, move: Move) -> None:
        state.swap_roles(1, 2)
        state.again = True  # the player now in seat 2 moves next

    index = c.effect(exchange)
    offer = [Move("Swap", effect=index)]

    def with_swap(state: State, moves: list[Move]) -> list[Move]:
        return moves + offer if state.turn == 2 and state.mover == 2 and state.roles[1] == 1 else moves

    return with_swap


@rule("no", "Repeat", returns="metaRule")
def no_repeat(bound: Bound, c: Compiler) -> Callable[[State, list[Move]], list[Move]]:
    """A move may not lead back to a position met before (Ludii's NoRepeat; passes always may):
    Positional, the pieces as at the start of a turn of the game; Situational, the same with the
    same seat to move; PositionalInTurn and SituationalInTurn, as met earlier in this turn."""
    kind = bound.get("repetitionType").text if bound.get("repetitionType") is not None else "Positional"
    c.repetition = kind
    situational, in_turn = kind.startswith("Situational"), kind.endswith("InTurn")
    effects, seats = c.effects, c.players

    def key_after(state: State, move: Move) -> int:
        def key(after: State) -> int:
            mover = after.mover if after.again else (after.next_seat or after.mover % seats + 1)
            return after.position_keys(mover)[1 if situational else 0]
        return measure_after(state, effects[move.effect], move, key)

    def allowed(state: State, moves: list[Move]) -> list[Move]:
        seen = state.positions_seen()
        if in_turn:
            start = max(i for i, entry in enumerate(seen) if entry[3])
            met = {entry[2 if situational else 1] for entry in seen[start:]}
        else:
            met = {entry[2 if situational else 1] for entry in seen if entry[3]}
        return [move for move in moves if move.kind == "Pass" or key_after(state, move) not in met]

    return allowed
