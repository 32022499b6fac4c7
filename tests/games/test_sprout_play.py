"""Sprout-R-Out played by agents: MCTS beats random, from both seats."""

from pathlib import Path

import ludeme
from interpreter.agents import make_agent

SPROUT = Path(__file__).resolve().parents[2] / "descriptions" / "sprout.lud"


def test_mcts_beats_random_in_at_least_nine_games_of_ten():
    game = ludeme.load(SPROUT)
    wins = 0
    for number in range(10):
        seat = 1 + number % 2
        agents = {seat: make_agent("mcts:iterations=32", seed=number), 3 - seat: make_agent("random", seed=100 + number)}
        state = game.new_initial_state(number)
        while not state.is_terminal():
            state.apply(agents[state.current_player()].choose(state))
        wins += state.returns()[seat - 1] == 1.0
    assert wins >= 9
