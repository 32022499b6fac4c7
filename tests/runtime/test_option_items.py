"""Every description with each of its option items: perft counts and seeded playthroughs,
against the records in tests/golden/options/.

A change to the descriptions or the engine that changes how any option item plays shows
up here: the legal moves at each depth from the start, and whole seeded random games
(each move with the number of legal moves it was chosen from and the scores after it,
then the result and the final position). After an intended change, write the records
anew with ``LUDEME_REGENERATE=1 pytest tests/runtime/test_option_items.py``.
"""

import os
import random
from pathlib import Path

import pytest

import ludeme
from interpreter.analysis import perft
from ludeme.files import read_description

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "golden" / "options"
DESCRIPTIONS = sorted((ROOT / "descriptions").glob("*.lud"))
SEEDS = (1, 2)
#: Perft goes as deep as it can while the deepest level has at most this many move sequences.
PERFT_LEAVES = 12000


def selections(path: Path) -> list[list[str]]:
    """The defaults, then each option item that is not a default, alone."""
    expansion = read_description(path, syntax_only=True).expansion
    return [[]] + [[f"{option.heading}/{item.name}"] for option in expansion.options
                   for item in option.items if item is not option.default]


def playthrough(game, seed: int) -> list[str]:
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    steps = []
    while not state.is_terminal():
        legal = state.legal_moves()
        move = legal[rng.randrange(len(legal))]
        text = game.move_to_text(state, move)
        state.play(move)
        steps.append(f"{text}/{len(legal)}/{','.join(map(str, state.scores()))}")
    position = game.state_to_json(state)["position"]
    return [" ".join(steps), f"returns {state.returns()} after {len(steps)} moves",
            "position " + " ".join(f"{site}={piece}" for site, piece in sorted(position.items()))]


def record(path: Path, depth: int | None = None) -> str:
    """The record of a description: for each selection of options, perft and the playthroughs."""
    lines = [f"# {path.name}: perft and seeded playthroughs of each option item"]
    for options in selections(path):
        game = ludeme.load(path, options=options)
        counts = perft(game.new_initial_state(0), 1)
        while len(counts) < 5 and counts[-1] and counts[-1] * counts[-1] / max(1, counts[0]) <= PERFT_LEAVES:
            counts = perft(game.new_initial_state(0), len(counts) + 1)
        lines += ["", f"options: {' | '.join(options) or '(defaults)'}", "perft: " + " ".join(map(str, counts))]
        for seed in SEEDS:
            lines += [f"seed {seed}: " + line for line in playthrough(game, seed)]
    return "\n".join(lines) + "\n"


def replay(path: Path, expected: str) -> str:
    """The record again, with perft to the depths the stored record reached."""
    depths = {}
    options = None
    for line in expected.splitlines():
        if line.startswith("options: "):
            options = line[len("options: "):]
        elif line.startswith("perft: "):
            depths[options] = len(line.split()) - 1
    lines = [f"# {path.name}: perft and seeded playthroughs of each option item"]
    for chosen in selections(path):
        name = " | ".join(chosen) or "(defaults)"
        game = ludeme.load(path, options=chosen)
        counts = perft(game.new_initial_state(0), depths.get(name, 1))
        lines += ["", f"options: {name}", "perft: " + " ".join(map(str, counts))]
        for seed in SEEDS:
            lines += [f"seed {seed}: " + line for line in playthrough(game, seed)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("path", DESCRIPTIONS, ids=lambda p: p.stem)
def test_every_option_item_plays_as_recorded(path):
    stored = RECORDS / f"{path.stem}.txt"
    if os.environ.get("LUDEME_REGENERATE"):
        stored.write_text(record(path), encoding="utf-8")
    assert stored.exists(), f"no record; run with LUDEME_REGENERATE=1 to write {stored.name}"
    expected = stored.read_text(encoding="utf-8")
    assert replay(path, expected) == expected
