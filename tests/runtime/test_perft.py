"""Perft: move sequences of each length from the start, against data files in tests/perft/.

A file names its game with ``file:`` (a description of the project) or ``library:`` (a path in
Ludii's library, found through ``LUDEME_LUDII``; the files in ``tests/perft/ludii/`` hold
Ludii's own counts). ``option:`` lines choose option items; ``forced-pass: yes`` counts with Ludii's
forced passes (:attr:`interpreter.game.Game.forced_pass`). ``status: pending`` marks a game
the engine does not load or match yet: it runs as a strict expected failure, so the day it
passes it is flagged. Of Ludii's counts, depths above ``LUDEME_PERFT_NODES`` nodes (default
20,000) are left to ``ludeme perft``, to keep the suite quick; a pending game equal at the depths
run is then an expected failure still, since it is not shown equal at every depth.
"""

import os
from pathlib import Path

import pytest

import ludeme
from helpers import ludii_library
from interpreter.analysis import complete_games, perft

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tests" / "perft").glob("*.perft"))
LUDII_FILES = sorted((ROOT / "tests" / "perft" / "ludii").glob("*.perft"))
MOST_NODES = int(os.environ.get("LUDEME_PERFT_NODES", "20000"))


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


def _case(path: Path):
    settings, _ = read_perft(path)
    if settings.get("status") == "pending":
        return pytest.param(path, marks=pytest.mark.xfail(strict=True, reason=f"{path.name}: pending"))
    return path


def _check_counts(path: Path, game_path, most_nodes: int | None = None) -> None:
    settings, counts = read_perft(path)
    game = ludeme.load(game_path, options=settings["option"], forced_pass=settings.get("forced-pass") == "yes")
    deeper = []
    if most_nodes is not None:
        checked = [(d, c) for d, c in counts if c <= most_nodes] or counts[:1]
        counts, deeper = checked, counts[len(checked):]
    found = perft(game.new_initial_state(0), max(d for d, _ in counts))
    assert [(d, found[d - 1]) for d, _ in counts] == counts
    if deeper and settings.get("status") == "pending":  # equal so far, but not shown equal at every depth
        pytest.xfail(f"equal to depth {counts[-1][0]}; depths {deeper[0][0]}-{deeper[-1][0]} are left to ludeme perft")
    if "complete" in settings:
        assert complete_games(game.new_initial_state(0)) == int(settings["complete"])


@pytest.mark.parametrize("path", [_case(p) for p in FILES], ids=lambda p: p.stem)
def test_perft_counts(path):
    _check_counts(path, ROOT / read_perft(path)[0]["file"])


@pytest.mark.parametrize("path", [_case(p) for p in LUDII_FILES], ids=lambda p: p.stem)
def test_perft_counts_equal_ludiis(path):
    _check_counts(path, ludii_library() / read_perft(path)[0]["library"], MOST_NODES)


def test_there_are_perft_files():
    assert len(FILES) >= 3
