"""Positions: every state reached in play reads back to a state that plays on identically, and
positions that do not fit the game are refused with the part at fault."""

import json
import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.described import GAMES, ROOT, game
from helpers import play_on, texts
from interpreter.game import load_text
from interpreter.positions import PositionError

SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def reached(name: str, seed: int, moves: int):
    """A state after ``moves`` seeded random moves (fewer if the game ends)."""
    played = game(name)
    rng = random.Random(seed)
    state = played.new_initial_state(seed)
    while not state.is_terminal() and len(state.record) < moves:
        options = state.legal_moves()
        state.apply(options[rng.randrange(len(options))])
    return state


@pytest.mark.parametrize("name", sorted(GAMES))
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), moves=st.integers(0, 40))
def test_a_position_read_back_plays_on_identically(name, seed, moves):
    played = game(name)
    state = reached(name, seed, moves)
    position = json.loads(json.dumps(state.to_position()))  # plain JSON all through
    back = played.state_from_position(position)
    assert back.to_position() == position
    assert texts(played, back) == texts(played, state)
    assert [played.move_to_text(back, m) for m in back.legal_moves()] == \
           [played.move_to_text(state, m) for m in state.legal_moves()]
    assert str(back) == str(state)
    assert play_on(played, back, seed, 60) == play_on(played, state, seed, 60)


def test_a_position_written_by_hand():
    played = game("tic-tac-toe")
    state = played.state_from_position({"pieces": {"A1": "Disc1", "A2": "Disc1", "B1": "Cross2"}, "mover": "P1"})
    state.apply("A3")
    assert state.is_terminal() and state.returns() == (1.0, -1.0)


def test_every_part_of_a_rich_state_is_named():
    state = reached("flower-up", 5, 30)
    position = state.to_position()
    assert {"pieces", "sites", "supplies", "deck", "variables", "remembered", "draws", "seed"} <= set(position)
    assert all(isinstance(name, str) for name in position["variables"])
    assert set(position["supplies"]) == {"P1"} and all(name[0] in "RBPG" for name in position["deck"])


@pytest.mark.parametrize("change, reason", [
    ({"pieces": {"Z9": "Disc1"}}, "pieces: Z9: no site is labelled 'Z9'"),
    ({"pieces": {"A1": "Rook1"}}, "pieces: A1: no piece is named 'Rook1'; pieces: Disc1, Cross2"),
    ({"pieces": {"A1": {"piece": "Disc1", "owner": "P7"}}}, "pieces: A1: owner: 'P7' is not a seat"),
    ({"mover": "P3"}, "mover: 'P3' is not a seat of this game (P1 to P2)"),
    ({"turn": 0}, "turn: 0 is out of range"),
    ({"turn": "two"}, "turn: expected a whole number, not 'two'"),
    ({"scores": [1, 2]}, "scores: expected an object"),
    ({"colour": "red"}, "'colour' is not a part of a position"),
    ({"game": "Hex"}, "game: this position is of 'Hex', not of 'Tic-Tac-Toe'"),
    ({"sites": {"A1": {"height": 2}}}, "sites: A1: 'height' is not a value of a site"),
    ({"result": {"P1": 2}}, "result: P1: write 1 (win), -1 (loss) or 0 (draw)"),
    ({"draws": [6, 0]}, "draws[1]: 0 is out of range"),
    ({"rings": [1]}, "rings: this board has 0 ring(s)"),
])
def test_a_position_that_does_not_fit_is_refused_with_the_reason(change, reason):
    with pytest.raises(PositionError) as refused:
        game("tic-tac-toe").state_from_position(change)
    assert reason in str(refused.value)


def run(*arguments, stdin=""):
    return subprocess.run([sys.executable, "-m", "ludeme.cli", *arguments], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=60)


def test_run_starts_from_a_position_file(tmp_path):
    path = tmp_path / "puzzle.json"
    path.write_text(json.dumps({"pieces": {"A1": "Disc1", "A2": "Disc1", "B1": "Cross2", "B2": "Cross2"}}))
    done = run("run", "examples/tic-tac-toe.lud", "--position", str(path), "--moves", "A3", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["result"] == [1.0, -1.0]


def test_run_refuses_a_bad_position_file_without_a_traceback(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"pieces": {"A1": "Disc1",\n "B9": "Disc2"}}')
    done = run("run", "examples/tic-tac-toe.lud", "--position", str(path), "--json")
    assert done.returncode == 1
    assert "broken.json: pieces: B9: no site is labelled 'B9'" in done.stderr and "Traceback" not in done.stderr
    path.write_text('{"pieces": {"A1": "Disc1",,}}')
    done = run("run", "examples/tic-tac-toe.lud", "--position", str(path), "--json")
    assert "broken.json:1:27: not a position: broken JSON" in done.stderr


def test_the_prompt_shows_a_position_and_plays_on_from_one(tmp_path):
    from interpreter.repl import Session

    session = Session(game("tic-tac-toe"))
    session.handle("B2")
    shown = json.loads(session.handle("position"))
    assert shown["pieces"] == {"B2": "Disc1"} and shown["mover"] == "P2"
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"pieces": {"A1": "Cross2"}, "mover": "P1"}))
    assert session.handle(f"position {path}").startswith(f"Set up the position of {path}.")
    assert session.state.to_position()["pieces"] == {"A1": "Cross2"}
    path.write_text(json.dumps({"mover": 1}))
    assert session.handle(f"position {path}") == f"Not set up: {path}: mover: 1 is not a seat of this game (P1 to P2)"


def test_a_game_played_on_from_a_position_saves_and_reloads():
    played = game("tic-tac-toe")
    state = played.state_from_position({"pieces": {"A1": "Disc1", "B1": "Cross2"}, "mover": "P1", "seed": 4})
    state.apply("A2")
    saved = json.loads(json.dumps(played.state_to_json(state)))
    assert saved["from position"]["pieces"] == {"A1": "Disc1", "B1": "Cross2"} and saved["moves"] == ["A2"]
    back = played.state_from_json(saved)
    assert back.to_position() == state.to_position()
    broken = dict(saved, **{"from position": {"pieces": {"Z1": "Disc1"}}})
    with pytest.raises(ValueError, match="the position this save starts from does not fit: pieces: Z1"):
        played.state_from_json(broken)


def test_a_position_file_too_large_or_with_a_huge_number_is_refused(tmp_path):
    path = tmp_path / "huge.json"
    path.write_text('{"turn": ' + "9" * 5000 + "}")
    done = run("run", "examples/tic-tac-toe.lud", "--position", str(path), "--json")
    assert done.returncode == 1 and "huge.json:1:10: not a position: a number of 5,000 characters" in done.stderr


def test_remembered_values_keep_their_counts_however_many_there_are():
    played = game("flower-up")
    start = played.new_initial_state(seed=1).to_position()
    state = played.state_from_position(dict(start, remembered={"Dice": [5, 3, 3, 5, 5]}))
    assert state.to_position()["remembered"]["Dice"] == [3, 3, 5, 5, 5]
    many = played.state_from_position(dict(start, remembered={"Dice": list(range(50_000)) + [7]}))  # once quadratic
    assert many.to_position()["remembered"]["Dice"][6:10] == [6, 7, 7, 8]


def test_the_pending_values_are_written_and_read_back():
    played = load_text('(game "P" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) (rules (play '
                       '(move Add (to (sites Empty) if:(not (is In (to) (sites Pending)))) (then (set Pending '
                       '(sites Around (last To) Orthogonal))))) (end (if (is Full) (result Mover Draw)))))')
    state = played.new_initial_state(0)
    state.apply("B2")
    assert state.to_position()["pending"] == [1, 3, 5, 7]
    back = played.state_from_position(state.to_position())
    assert texts(played, back) == texts(played, state) == ["A1", "A3", "C1", "C3"]
    assert played.state_from_position(dict(state.to_position(), pending=True)).to_position()["pending"] == [1]
    with pytest.raises(PositionError, match="pending"):
        played.state_from_position(dict(state.to_position(), pending=["B2"]))


def test_a_position_says_the_result_its_rules_give_before_anything_asks_for_it():
    # the result is worked out when first asked for; a position once left it out until then
    full = {"A1": "Disc1", "B1": "Cross2", "C1": "Disc1", "A2": "Disc1", "B2": "Cross2", "C2": "Cross2",
            "A3": "Cross2", "B3": "Disc1", "C3": "Disc1"}
    state = game("tic-tac-toe").state_from_position({"pieces": full, "mover": "P2"})
    assert state.to_position()["result"] == {"P1": 0.0, "P2": 0.0}
