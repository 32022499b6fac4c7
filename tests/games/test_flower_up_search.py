"""The full-information search of benchmarks/flower_up_search.py: the flowering it works out to rank
moves is the description's own, and a turn it expands is played by the engine from the seed."""

import importlib.util
import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def search():
    spec = importlib.util.spec_from_file_location("flower_up_search", ROOT / "benchmarks" / "flower_up_search.py")
    module = sys.modules[spec.name] = importlib.util.module_from_spec(spec)  # dataclasses look it up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def study(search):
    return search.Study("Normal")


def test_the_flowering_worked_out_by_the_search_is_the_games(study):
    game, rng, flowering = study.game, random.Random(3), 0
    names = [piece.name for piece in game.pieces]
    for _ in range(300):  # random 5x5 gardens: any card, seed (few values, so that squares are met) and turn
        plots = {f"{x},{y}": (rng.choice(names), rng.choice([0, 2, 3, 3, 4, 4, 5]), rng.randrange(4))
                 for x in range(-2, 3) for y in range(-2, 3) if rng.random() < 0.8}
        state = game.position({label: (card, 1) for label, (card, _, _) in plots.items()})
        for label, (_, seed, turn) in plots.items():
            game.layout.set(state, "piece value", game.board.site(label), seed)
            game.layout.set(state, "rotation", game.board.site(label), turn)
        expected = sorted(game.evaluate(state, '"Flowering"', "sites"))
        assert sorted(study.flowering(state)) == expected, plots
        flowering += len(expected)
    assert flowering > 100  # the gardens do flower, so the comparison says something


def test_a_card_fits_a_space_when_some_turn_and_seed_make_it_flower(search, study):
    around = (3, 0, 4, 3)  # seeds north, east, south and west of an empty space
    fits = study.fits(around)
    for kind, card in enumerate(study.cards):
        for seed in range(1, 7):
            flowers = any(search.blooms(card, seed, turn, around) for turn in range(4))
            assert bool(fits[kind] >> seed & 1) == flowers
    sum_ten = next(kind for kind, card in enumerate(study.cards) if card.total == 10)
    assert fits[sum_ten] == 0b1111110  # 3 + 4 + 3: any seed of its own


def test_the_ends_of_a_turn_are_legal_lines_from_the_seed(search, study):
    state = study.game.new_initial_state(seed=5)
    ends = search.TurnExpander(study, keep=3).ends_of_turn(state.clone())
    assert ends and len({key for _, _, key in ends}) == len(ends)
    for moves, value, key in ends:
        replayed = search.replay(study.game, 5, moves)
        assert study.var(replayed, "Phase") == 0 and replayed.turn == 2  # a whole turn, no more
        assert study.key(replayed) == key and study.evaluate(replayed) == value
