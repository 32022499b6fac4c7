"""Perft: move sequences of each length from the start, against data files in tests/perft/."""

from pathlib import Path

import pytest

import ludeme
from interpreter.analysis import complete_games, perft

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tests" / "perft").glob("*.perft"))


def read_perft(path: Path):
    settings, counts = {"option": []}, []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        key, colon, value = line.partition(":")
        if colon:
            if key == "option":
                settings["option"].append(value.strip())
            else:
                settings[key] = value.strip()
        else:
            depth, count = line.split()
            counts.append((int(depth), int(count)))
    return settings, counts


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_perft_counts(path):
    settings, counts = read_perft(path)
    game = ludeme.load(ROOT / settings["file"], options=settings["option"])
    depth = max(d for d, _ in counts)
    found = perft(game.new_initial_state(0), depth)
    assert [(d, found[d - 1]) for d, _ in counts] == counts
    if "complete" in settings:
        assert complete_games(game.new_initial_state(0)) == int(settings["complete"])


def test_there_are_perft_files():
    assert len(FILES) >= 3
