"""The evaluation context: each name a ludeme binds is seen by the ludemes inside it, also where
regions are remembered; and remembering never changes what the rules allow."""

import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interpreter.analysis import first_difference
from interpreter.game import load_game, load_text

ROOT = Path(__file__).resolve().parents[2]
DESCRIPTIONS = sorted((ROOT / "descriptions").glob("*.lud")) + sorted((ROOT / "examples").glob("*.lud"))


def game_of(play: str, players: int = 2, size: int = 3, remember: bool = True):
    return load_text(f'(game "T" (players {players}) (equipment {{(board (square {size})) (piece "Disc" Each)}}) '
                     f"(rules (play {play}) (end (if (is Full) (result Mover Draw)))))", remember=remember)


def targets(game) -> list[str]:
    state = game.new_initial_state(0)
    return [game.move_to_text(state, move) for move in state.legal_moves()]


def test_for_each_value_binds_the_value_of_a_remembered_region():
    game = game_of("(forEach Value min:1 max:3 (move Add (to (sites Row (- (value) 1)))))")
    assert sorted(targets(game)) == ["A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"]


def test_for_each_player_binds_the_player_of_a_remembered_region():
    game = game_of("(forEach Player (move Add (to (sites Row (- (player) 1)))))", players=3)
    assert sorted(targets(game)) == ["A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"]


def test_nested_loops_each_see_their_own_name():
    game = game_of("(forEach Player (forEach Value min:0 max:1 "
                   "(move Add (to (sites {(+ (* 3 (- (player) 1)) (value))})))))", players=3)
    assert sorted(targets(game)) == ["A1", "A2", "A3", "B1", "B2", "B3"]


def test_sites_listed_by_integer_ludemes():
    game = game_of("(forEach Value min:0 max:2 (move Add (to (sites {(value) (+ (value) 6)}))))")
    assert sorted(targets(game)) == ["A1", "A3", "B1", "B3", "C1", "C3"]


def test_the_value_of_an_action_is_seen_by_its_consequences_only():
    game = game_of('(or {(move Action "put" 4 (then (set Var "Put" (value)))) (move Pass)})')
    state = game.new_initial_state(0)
    state.apply("put:4")
    assert state.variable("Put") == 4
    assert state.var_value == 0  # unbound again once the move is made


def test_regions_listed_as_is_connected_regions():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     "(rules (play (move Add (to (sites Empty)))) "
                     "(end {(if (is Connected Orthogonal {(sites Row 0) (sites Row 2)}) (result Mover Win)) "
                     "(if (is Full) (result Mover Draw))})))")
    state = game.new_initial_state(0)
    for move in ("A1", "C3", "A2", "C2", "A3"):
        state.apply(move)
    assert state.returns() == (1.0, -1.0)


@pytest.mark.skipif(not os.environ.get("LUDEME_LUDII"), reason="LUDEME_LUDII (Ludii's library) is not set")
def test_ludii_cross_plays_to_the_end():
    found = sorted(Path(os.environ["LUDEME_LUDII"]).rglob("Cross.lud"))
    assert found, "Cross.lud is not in the library at LUDEME_LUDII"
    game = load_game(found[0])
    state = game.new_initial_state(3)
    rng = random.Random(3)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
    assert sum(state.returns()) == 0


@pytest.mark.parametrize("path", DESCRIPTIONS, ids=lambda p: p.stem)
def test_remembering_changes_no_legal_move(path):
    assert first_difference(load_game(path), load_game(path, remember=False), seed=5) is None


REGIONS = ["(sites Empty)", "(sites Board)", "(sites Occupied by:Mover)", "(sites Occupied by:Next)",
           "(sites Row {n})", "(sites Column {n})", "(sites {{{n} {m}}})"]
NUMBERS = ["(value)", "(player)", "(site)", "(mover)", "(count Sites in:(sites Empty))", "(count Moves)",
           "(who at:(last To))", "1", "0"]


@st.composite
def numbers(draw, depth=2):
    if depth == 0 or draw(st.booleans()):
        return draw(st.sampled_from(NUMBERS))
    a, b = draw(numbers(depth - 1)), draw(numbers(depth - 1))
    return f"(% (+ {a} {b}) 3)"


@st.composite
def regions(draw, depth=2):
    choice = draw(st.integers(0, 5 if depth else 0))
    if choice == 0:
        return draw(st.sampled_from(REGIONS)).format(n=draw(numbers()), m=draw(numbers()))
    if choice == 1:
        return f"(sites Around {draw(regions(depth - 1))} if:(is Empty (to)))"
    if choice == 2:
        return f"(union {draw(regions(depth - 1))} {draw(regions(depth - 1))})"
    if choice == 3:
        return f"(difference {draw(regions(depth - 1))} {draw(regions(depth - 1))})"
    if choice == 4:
        return f"(intersection {draw(regions(depth - 1))} {draw(regions(depth - 1))})"
    return f"(sites Around {draw(regions(depth - 1))} Orthogonal)"


@st.composite
def plays(draw):
    add = f"(move Add (to {draw(regions())} if:(is Empty (to))))"
    binder = draw(st.sampled_from(["{}", "(forEach Value min:0 max:2 {})", "(forEach Player {})",
                                   "(forEach Site (sites Occupied by:Mover) {})",
                                   "(forEach Group Orthogonal {})"]))
    return f"(or {{{binder.format(add)} (move Add (to (sites Empty)))}})"


@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(plays(), st.integers(2, 3))
def test_remembering_changes_no_legal_move_in_generated_rules(play, players):
    on, off = (game_of(play, players=players, size=4, remember=flag) for flag in (True, False))
    assert first_difference(on, off, seed=1) is None


def test_the_layout_is_fixed_when_compiling_and_read_by_name():
    game = game_of('(or {(move Action "put" 4 (then (set Var "Put" (value)))) (move Pass)})')
    assert set(game.layout.variables) == {"Put"} and game.layout.frozen
    state = game.new_initial_state(0)
    assert state.slots == [0] * game.layout.size
    state.apply("put:4")
    assert game.state_to_json(state)["values"] == {"variables": {"Put": 4}}
    state.undo()
    assert "values" not in game.state_to_json(state) and state.variable("Put") == 0
