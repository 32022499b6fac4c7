"""The random agent: a uniformly random legal move, reproducible with a seed.

>>> import ludeme
>>> state = ludeme.load("examples/tic-tac-toe.lud").new_initial_state()
>>> RandomAgent(seed=1).choose(state) == RandomAgent(seed=1).choose(state)
True
"""

from __future__ import annotations

import random

from interpreter.agents.base import moves_to_choose
from interpreter.moves import Move
from interpreter.state import State


class RandomAgent:
    """Uniform over the legal moves."""

    name = "random"
    OPTIONS: dict[str, type] = {}

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Move:
        moves = moves_to_choose(state)
        return moves[self.rng.randrange(len(moves))]
