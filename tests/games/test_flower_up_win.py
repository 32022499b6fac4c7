"""A won game of Flower Up!: the line of play in tests/golden/flower-up-win.json, found by the
full-information search (benchmarks/flower_up_search.py), replayed from its seed.

Every die rolled and card drawn follows from the seed and the moves, so the line must replay
move for move to three Bouquets worth 12 flowers, the game ending with its last move. A change
to the rules, the card table, the generator or the order of draws breaks it.
"""

import json
from pathlib import Path

import ludeme

ROOT = Path(__file__).resolve().parents[2]
RECORD = json.loads((ROOT / "tests" / "golden" / "flower-up-win.json").read_text())


def test_the_found_line_wins_from_its_seed():
    game = ludeme.load(ROOT / RECORD["description"], options=RECORD["options"])
    state = game.new_initial_state(seed=RECORD["seed"])
    for number, turn in enumerate(RECORD["turns"], start=1):
        assert not state.is_terminal(), f"the game ended before turn {number}"
        for text in turn.split():
            state.apply(text)  # raises IllegalMove if the line is no longer legal
        assert state.variable("Phase") == 0 or state.is_terminal(), f"turn {number} did not end"
    assert state.returns() == (1.0,)
    assert (state.variable("Bouquets"), state.variable("Flowers")) == (3, 12)
    assert game.end_cause(state) == "Three Bouquets worth 12 flowers or more."
    # the line flipped the track, and took its Bouquets from three separate turns
    assert state.variable("Flipped") == 1
    assert sum("bouquet" in turn.split() for turn in RECORD["turns"]) == 3
