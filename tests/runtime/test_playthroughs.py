"""Golden playthroughs: a seeded game of each description, every state written out, replayed and diffed.

A change in rules, notation or rendering shows up here as a readable diff. After an
intended change, write the files anew with ``LUDEME_REGENERATE=1 pytest tests/runtime/test_playthroughs.py``.
"""

import os
import random
from pathlib import Path

import pytest

import ludeme

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
PLAYTHROUGHS = {
    "tic-tac-toe": ("examples/tic-tac-toe.lud", [], 11),
    "hex-5x5": ("examples/hex.lud", ["Board Size/5x5"], 12),
    "sprout-limping-3-4": ("descriptions/sprout.lud", [], 13),
    "sprout-cairo": ("descriptions/sprout.lud", ["Board/Cairo"], 14),
    "springtime": ("descriptions/springtime.lud", [], 15),
    "turn-of-time-4": ("descriptions/turn-of-time.lud", [], 16),
}


def playthrough(path: str, options: list[str], seed: int) -> str:
    """The text of a seeded random game: each state, then the move chosen from it."""
    game = ludeme.load(ROOT / path, options=options)
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    lines = [f"game: {game.name}", f"options: {game.options}", f"seed: {seed}", ""]
    while True:
        legal = [game.move_to_text(state, m) for m in state.legal_moves()]
        lines += [str(state), f"turn {state.turn}, to move: P{state.current_player()}, scores: {state.scores()}",
                  f"legal ({len(legal)}): {' '.join(legal)}"]
        if state.is_terminal():
            lines.append(f"over: returns {state.returns()}")
            return "\n".join(lines) + "\n"
        move = state.legal_moves()[rng.randrange(len(legal))]
        lines += [f"play: {game.move_to_text(state, move)}", ""]
        state.apply(move)


@pytest.mark.parametrize("name", sorted(PLAYTHROUGHS))
def test_playthrough_matches_its_golden_file(name):
    text = playthrough(*PLAYTHROUGHS[name])
    golden = GOLDEN / f"{name}.txt"
    if os.environ.get("LUDEME_REGENERATE"):
        golden.write_text(text, encoding="utf-8")
    assert golden.exists(), f"no golden file; run with LUDEME_REGENERATE=1 to write {golden.name}"
    assert text == golden.read_text(encoding="utf-8")
