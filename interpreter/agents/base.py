"""What every agent shares: the :class:`Agent` protocol and the check that a game is still on.

>>> import ludeme
>>> state = ludeme.load("examples/tic-tac-toe.lud").new_initial_state()
>>> len(moves_to_choose(state))
9
"""

from __future__ import annotations

from typing import Protocol

from interpreter.moves import Move
from interpreter.state import State


class Agent(Protocol):
    """A player: ``choose`` returns a legal move of ``state`` and leaves ``state`` unchanged."""

    name: str

    def choose(self, state: State) -> Move: ...


def moves_to_choose(state: State) -> list[Move]:
    """The legal moves of ``state``; raises ValueError once the game is over."""
    moves = state.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    return moves
