"""Every game of Ludii's library that the native backend plays, held equal to the reference.

``tests/ludii/native-games.txt`` lists the library's files that lower whole with their default
options (written by ``benchmarks/native_coverage.py --write-list``). Each must still lower, and
seeded random games of it are compared on both backends at every step, there and back."""

import os
from pathlib import Path

import pytest

pytest.importorskip("numba", reason="the native backend needs Numba (pip install 'ludeme[native]')")

import ludeme  # noqa: E402
from interpreter.backends import native_coverage  # noqa: E402
from tests.runtime.test_native import play_both  # noqa: E402

LISTED = Path(__file__).resolve().parents[1] / "ludii" / "native-games.txt"
GAMES = [line for line in LISTED.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_list_names_library_files():
    assert GAMES == sorted(set(GAMES))
    assert all(path.startswith("lud/") and path.endswith(".lud") for path in GAMES)


@pytest.mark.parametrize("path", GAMES)
def test_the_library_game_is_equal_on_both_backends(path):
    library = os.environ.get("LUDEME_LUDII")
    if not library:
        pytest.skip("LUDEME_LUDII is not set: Ludii's library is not available")
    game = ludeme.load(Path(library) / path)
    assert native_coverage(game) is None, f"{path} no longer runs natively"
    lengths = [play_both(game, seed, most_moves=1_000) for seed in (1, 2)]  # some go on for ever (T'uk T'uk)
    assert all(length > 0 for length in lengths)
