"""A move reads and writes itself without its game: ``Move.parse(str(move)) == move``."""

import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import ludeme
from interpreter.moves import Move

ROOT = Path(__file__).resolve().parents[2]
numbers = st.integers(min_value=-1, max_value=10**6)


@given(kind=st.text(min_size=1), to=numbers, frm=numbers, what=numbers, effect=numbers)
def test_any_move_round_trips(kind, to, frm, what, effect):
    move = Move(kind, to, frm, what, effect)
    assert Move.parse(str(move)) == move


@pytest.mark.parametrize("path", sorted((ROOT / "descriptions").glob("*.lud")), ids=lambda p: p.stem)
def test_the_moves_of_a_game_round_trip_without_it(path):
    game = ludeme.load(path)
    state, rng = game.new_initial_state(5), random.Random(5)
    seen = set()
    while not state.is_terminal():
        legal = state.legal_moves()
        texts = [str(move) for move in legal]
        assert [Move.parse(text) for text in texts] == legal
        seen.update(move.kind for move in legal)
        state.play(legal[rng.randrange(len(legal))])
    assert seen


@pytest.mark.parametrize("text", ["", "Add to:", "Add to:1 to:2", "Add where:3", '"Add to:1', "Add to:1.5", "Add  x"])
def test_broken_text_is_refused_with_the_reason(text):
    with pytest.raises(ValueError, match="not a move"):
        Move.parse(text)
