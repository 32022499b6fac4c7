"""Properties of every playable description: random playouts end and keep their invariants,
undo restores the exact state, saves round-trip, and records replay to the same state."""

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ludeme
from helpers import random_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = {
    "tic-tac-toe": (ROOT / "examples" / "tic-tac-toe.lud", []),
    "hex-5": (ROOT / "examples" / "hex.lud", ["Board Size/5x5"]),
    "sprout": (ROOT / "descriptions" / "sprout.lud", []),
    "sprout-cairo": (ROOT / "descriptions" / "sprout.lud", ["Board/Cairo", "Pie/On"]),
    "springtime": (ROOT / "descriptions" / "springtime.lud", []),
    "springtime-match": (ROOT / "descriptions" / "springtime.lud", ["Match/Two games", "Stacks/Physical"]),
    "springtime-puzzle": (ROOT / "examples" / "springtime-puzzle.lud", []),
    "turn-of-time": (ROOT / "descriptions" / "turn-of-time.lud", []),
    "turn-of-time-2": (ROOT / "descriptions" / "turn-of-time.lud", ["Players/2"]),
    "flower-up": (ROOT / "descriptions" / "flower-up.lud", []),  # one player against chance
    "making-ground": (ROOT / "descriptions" / "making-ground.lud", []),
    "making-ground-4": (ROOT / "descriptions" / "making-ground.lud", ["Players/4 Partnerships"]),
}
LOADED = {name: ludeme.load(path, options=options) for name, (path, options) in GAMES.items()}
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def snapshot(state):
    state.is_terminal()  # the result of a position without moves is found when asked
    return (list(state.who), list(state.what), list(state.empty), list(state.marks), state.mover, state.turn,
            list(state.points), list(state.stock),
            list(state.slots), [dict(m) for m in state.multisets], state.result, list(state.roles), list(state.record), state.current_player())


@pytest.mark.parametrize("name", sorted(GAMES))
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_random_playouts_end_and_keep_invariants(name, seed):
    game = LOADED[name]
    rng = random.Random(seed)
    state = game.new_initial_state(seed)
    cap = 20 * game.board.num_sites + 10
    while not state.is_terminal():
        assert len(state.record) < cap, "the game did not end"
        moves = state.legal_moves()
        assert moves and len(set(moves)) == len(moves)
        assert state.current_player() in range(1, game.num_players + 1)
        state.apply(moves[rng.randrange(len(moves))])
        assert all((w == 0) == (p < 0) or p >= 0 and game.pieces[p].owner <= 0
                   for w, p in zip(state.who, state.what))
        assert state.empty == [site for site, piece in enumerate(state.what) if piece < 0]
    assert state.current_player() == 0 and state.legal_moves() == []
    returns = state.returns()
    assert len(returns) == game.num_players and all(r in (-1.0, 0.0, 1.0) for r in returns)


@pytest.mark.parametrize("name", sorted(GAMES))
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 60))
def test_undo_after_apply_restores_the_exact_state(name, seed, steps):
    game = LOADED[name]
    state = random_game(game, seed, limit=steps)
    if state.is_terminal():
        state.undo()
    before = snapshot(state)
    legal = [game.move_to_text(state, m) for m in state.legal_moves()]
    for move in state.legal_moves():
        state.apply(move)
        state.undo()
        assert snapshot(state) == before
    assert [game.move_to_text(state, m) for m in state.legal_moves()] == legal


@pytest.mark.parametrize("name", sorted(GAMES))
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 80))
def test_saves_round_trip_and_records_replay(name, seed, steps):
    game = LOADED[name]
    state = random_game(game, seed, limit=steps)
    saved = json.loads(json.dumps(game.state_to_json(state)))
    loaded = game.state_from_json(saved)
    assert snapshot(loaded) == snapshot(state)
    replayed = game.new_initial_state(state.seed)
    for move in state.record:
        replayed.apply(game.move_to_text(replayed, move))
    assert snapshot(replayed) == snapshot(state)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_clones_are_independent(name):
    game = LOADED[name]
    state = random_game(game, 3, limit=6)
    twin = state.clone()
    before = snapshot(state)
    if not twin.is_terminal():
        twin.apply(twin.legal_moves()[0])
    assert snapshot(state) == before


def test_a_save_of_another_game_or_a_damaged_save_is_refused():
    tic, hex_game = LOADED["tic-tac-toe"], LOADED["hex-5"]
    saved = tic.state_to_json(random_game(tic, 1, limit=4))
    with pytest.raises(ValueError, match="this save is of 'Tic-Tac-Toe'"):
        hex_game.state_from_json(saved)
    damaged = dict(saved, moves=saved["moves"][:-1] + ["Z9"])
    with pytest.raises(ValueError, match="is not legal"):
        tic.state_from_json(damaged)
    with pytest.raises(ValueError, match="not a saved game"):
        tic.state_from_json({"moves": []})
    moved = dict(saved, position={"A1": "Cross2"})
    with pytest.raises(ValueError, match="does not match"):
        tic.state_from_json(moved)


def test_one_seed_lays_out_a_board_by_chance_and_a_save_reloads_from_it_alone():
    path = ROOT / "descriptions" / "springtime.lud"
    first, other = ludeme.load(path, seed=1), ludeme.load(path, seed=2)
    state = random_game(first, 5, limit=3)
    assert state.game.board_seed == 5 and state.game.board.colours != first.board.colours
    saved = first.state_to_json(state)
    assert saved["board seed"] == saved["seed"] == 5
    assert snapshot(other.state_from_json(saved)) == snapshot(state)
    with pytest.raises(ValueError, match="laid out with seed 1, not with its seed 5"):
        other.state_from_json(dict(saved, **{"board seed": 1}))


def test_a_save_of_a_board_not_laid_out_by_chance_does_not_depend_on_the_seed_of_the_game():
    path = ROOT / "descriptions" / "flower-up.lud"
    saved = LOADED["flower-up"].state_to_json(random_game(ludeme.load(path, seed=5), 5, limit=6))
    assert "board seed" not in saved
    assert LOADED["flower-up"].state_from_json(saved).to_position()["seed"] == 5
