"""The greedy agent: looks one move ahead and takes the best immediate outcome for the mover.

Moves rank by the result they give the mover (a win above a game still on or drawn, a loss
last), then by the mover's score minus the best opponent's score; ties are broken at random.

>>> import ludeme
>>> state = ludeme.load("examples/tic-tac-toe.lud").new_initial_state()
>>> for text in ["A1", "A2", "B1", "B2"]: state.apply(text)
>>> state.game.move_to_text(state, GreedyAgent(seed=0).choose(state))
'C1'
"""

from __future__ import annotations

import random

from interpreter.agents.base import moves_to_choose
from interpreter.moves import Move
from interpreter.state import State


class GreedyAgent:
    """The best move one ply ahead, ties broken at random."""

    name = "greedy"
    OPTIONS: dict[str, type] = {}

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self.chance = random.Random(seed)  # the chance the agent imagines, not the game's seed

    def choose(self, state: State) -> Move:
        moves = moves_to_choose(state)
        mover = state.current_player() - 1
        work = state.clone()  # rules may draw from the state's generator, which undo does not rewind
        work.reseed(self.chance.getrandbits(64))  # and what it will draw is not known to the player
        best, best_moves = None, []
        for move in moves:
            work.play(move)
            value = outcome(work, mover)
            work.undo()
            if best is None or value > best:
                best, best_moves = value, [move]
            elif value == best:
                best_moves.append(move)
        return best_moves[self.rng.randrange(len(best_moves))]


def outcome(state: State, player: int) -> tuple[float, int]:
    """How good ``state`` is for ``player`` (counted from 0): its return, then its score lead."""
    scores = state.scores()
    others = scores[:player] + scores[player + 1:]
    lead = scores[player] - max(others) if others else scores[player]
    return state.returns()[player], lead
