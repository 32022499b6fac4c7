"""Observations: vectors of the documented layout in every state of every description, and what a
player cannot see (the deck, the other players' supplies) left out of their view."""

import random

import numpy
import pytest

from api.described import GAMES, game


@pytest.mark.parametrize("name", sorted(GAMES))
def test_observations_follow_the_layout_in_play(name):
    played = game(name)
    layout = played.observation_layout()
    assert sum(size for _, _, size in layout) == played.observation_tensor_size() == layout[-1][1] + layout[-1][2]
    state, rng = played.new_initial_state(3), random.Random(3)
    while True:
        for player in range(1, played.num_players + 1):
            seen = state.observation_tensor(player)
            known = state.information_state_tensor(player)
            assert seen.shape == tuple(played.observation_tensor_shape()) and seen.dtype == numpy.float32
            assert known.shape == tuple(played.information_state_tensor_shape())
            assert numpy.isfinite(known).all() and (known[:seen.size] == seen).all()
            assert state.information_state_string(player).startswith(state.observation_string(player))
        pieces = sum(1 for what in state.what if what >= 0)
        assert seen[:len(played.pieces) * played.board.num_sites].sum() == pieces
        if state.is_terminal() or len(state.record) >= 12:
            break
        state.apply(rng.choice(state.legal_moves()))


def views(name, position, player):
    state = game(name).state_from_position(position)
    return state.observation_tensor(player), state.information_state_tensor(player), state.observation_string(player)


def test_the_deck_is_hidden_but_what_is_unseen_is_known():
    base = {"supplies": {"P1": {"R01": 1}}}
    one = views("flower-up", dict(base, deck={"B01": 1, "B02": 1}), 1)
    other = views("flower-up", dict(base, deck={"G01": 2}), 1)
    assert (one[0] == other[0]).all() and one[2] == other[2]
    assert not (one[1] == other[1]).all()


def test_another_players_supply_shows_only_its_size():
    mine = views("tic-tac-toe", {"supplies": {"P1": {"Disc1": 1}, "P2": {"Cross2": 2}}}, 1)
    swapped = views("tic-tac-toe", {"supplies": {"P1": {"Disc1": 1}, "P2": {"Disc1": 1, "Cross2": 1}}}, 1)
    assert (mine[0] == swapped[0]).all() and mine[2] == swapped[2]
    theirs = views("tic-tac-toe", {"supplies": {"P1": {"Disc1": 1}, "P2": {"Cross2": 2}}}, 2)
    assert not (theirs[0] == views("tic-tac-toe", {"supplies": {"P1": {"Disc1": 1}, "P2": {"Disc1": 2}}}, 2)[0]).all()
