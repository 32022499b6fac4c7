"""Won games of Flower Up!: the lines of play in tests/golden/flower-up-wins.json, found by the
full-information search (benchmarks/flower_up_search.py), replayed from their seeds.

Every die rolled and card drawn follows from the seed and the moves, so each line must replay
move for move to three Bouquets worth 12 flowers, the game ending with its last move. A change
to the rules, the card table, the generator or the order of draws breaks them.
"""

import json
from pathlib import Path

import pytest

import ludeme

ROOT = Path(__file__).resolve().parents[2]
RECORD = json.loads((ROOT / "tests" / "golden" / "flower-up-wins.json").read_text())


@pytest.fixture(scope="module")
def game():
    return ludeme.load(ROOT / RECORD["description"], options=RECORD["options"])


@pytest.mark.parametrize("win", RECORD["wins"], ids=lambda win: f"seed {win['seed']}")
def test_the_found_line_wins_from_its_seed(win, game):
    state = game.new_initial_state(seed=win["seed"])
    for number, turn in enumerate(win["turns"], start=1):
        assert not state.is_terminal(), f"the game ended before turn {number}"
        for text in turn.split():
            state.apply(text)  # raises IllegalMove if the line is no longer legal
        assert state.variable("Phase") == 0 or state.is_terminal(), f"turn {number} did not end"
    assert state.returns() == (1.0,)
    assert (state.variable("Bouquets"), state.variable("Flowers")) == (3, 12)
    assert game.end_cause(state) == "Three Bouquets worth 12 flowers or more."
    # the track was flipped, and the Bouquets were taken in three separate turns
    assert state.variable("Flipped") == 1
    assert sum("bouquet" in turn.split() for turn in win["turns"]) == 3


def test_the_wins_are_on_different_seeds():
    seeds = [win["seed"] for win in RECORD["wins"]]
    assert len(seeds) >= 4 and len(set(seeds)) == len(seeds)
