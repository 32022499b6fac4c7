"""`ludeme run` in scripted mode: moves in, the state out as JSON."""

import io
import json

import pytest

from ludeme.cli import main

TTT = "examples/tic-tac-toe.lud"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(["run", TTT, *argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_moves_give_the_state_as_json(capsys):
    status, out, err = run(capsys, "--moves", "B2 A1", "--json")
    assert (status, err) == (0, "")
    expected = {
        "game": "Tic-Tac-Toe",
        "mover": 1,
        "turn": 3,
        "moves": ["B2", "A1"],
        "legal": ["B1", "C1", "A2", "C2", "A3", "B3", "C3"],
        "scores": [0, 0],
        "over": False,
        "result": None,
        "sites": {"A1": "Cross2", "B2": "Disc1"},
    }
    assert out == json.dumps(expected, indent=2) + "\n"


def test_a_won_game_gives_its_result(capsys):
    status, out, _ = run(capsys, "--moves", "a1 B1 A2 B2 A3", "--json")
    report = json.loads(out)
    assert status == 0
    assert (report["mover"], report["over"], report["result"], report["legal"]) == (0, True, [1.0, -1.0], [])
    assert report["sites"] == {"A1": "Disc1", "B1": "Cross2", "A2": "Disc1", "B2": "Cross2", "A3": "Disc1"}


def test_no_moves_gives_the_initial_state(capsys):
    status, out, _ = run(capsys, "--moves", "", "--json")
    report = json.loads(out)
    assert (status, report["mover"], report["turn"], report["moves"], report["sites"]) == (0, 1, 1, [], {})
    assert len(report["legal"]) == 9


def test_moves_are_read_from_standard_input_when_it_is_not_a_terminal(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("B2\nA1  C3\n"))
    status, out, _ = run(capsys)
    assert (status, json.loads(out)["moves"]) == (0, ["B2", "A1", "C3"])


def test_an_illegal_move_exits_2_naming_its_position_and_reason(capsys):
    status, out, err = run(capsys, "--moves", "B2 A1 B2 C3", "--json")
    assert (status, out) == (2, "")
    assert err == "ludeme run: move 3 of 4, 'B2', is not legal: B2 is occupied\n"


def test_an_unknown_move_lists_the_legal_ones(capsys):
    status, _, err = run(capsys, "--moves", "Z9", "--json")
    assert status == 2
    assert err.startswith("ludeme run: move 1 of 1, 'Z9', is not legal: Z9 is not a move here; legal moves: A1, B1")


def test_a_move_after_the_end_is_refused(capsys):
    status, _, err = run(capsys, "--moves", "A1 B1 A2 B2 A3 C3", "--json")
    assert status == 2
    assert err == "ludeme run: move 6 of 6, 'C3', is not legal: C3: the game is over\n"


def test_state_round_trip(capsys, tmp_path):
    from interpreter.game import load_game
    from interpreter.records import save_state

    game = load_game(TTT)
    state = game.new_initial_state(seed=5)
    for text in ["B2", "A1", "C3"]:
        state.apply(text)
    path = tmp_path / "game.json"
    save_state(game, state, path)
    status, out, _ = run(capsys, "--state", str(path), "--moves", "A3", "--json")
    report = json.loads(out)
    assert status == 0
    assert report["moves"] == ["B2", "A1", "C3", "A3"]
    assert report["sites"] == {"A1": "Cross2", "B2": "Disc1", "A3": "Cross2", "C3": "Disc1"}


@pytest.mark.parametrize("text, reason", [
    ("{not json", ":1:2: not a saved game: broken JSON"),
    ('{"format": "ludeme-state/1", "game": "Hex", "moves": [], "seed": 0}', "this save is of 'Hex'"),
    ('{"format": "ludeme-state/1", "game": "Tic-Tac-Toe", "options": {}, "seed": 0, "moves": ["B2", "B2"]}',
     "move 2 of the save, 'B2', is not legal: B2 is occupied"),
    ('{"format": "ludeme-state/1", "game": "Tic-Tac-Toe", "options": {}, "seed": 0, "moves": "B2"}',
     "the seed or the moves of this save are damaged"),
    ("[1, 2]", "not a saved game"),
])
def test_corrupt_saves_are_refused_and_left_as_they_were(capsys, tmp_path, text, reason):
    path = tmp_path / "bad.json"
    path.write_text(text)
    status, out, err = run(capsys, "--state", str(path), "--json")
    assert (status, out) == (1, "")
    assert err.startswith(f"ludeme run: {path}") and reason in err
    assert path.read_text() == text


def test_a_missing_save_is_refused(capsys, tmp_path):
    status, _, err = run(capsys, "--state", str(tmp_path / "none.json"), "--json")
    assert status == 1
    assert err == f"ludeme run: cannot read {tmp_path / 'none.json'}: No such file or directory\n"


def test_a_broken_description_reports_its_problems(capsys, tmp_path):
    path = tmp_path / "broken.lud"
    path.write_text('(game "Broken" (players 2) (equipment {(board (square 3))}) (rules (play (move Ad))))')
    status = main(["run", str(path), "--json", "--moves", ""])
    err = capsys.readouterr().err
    assert status == 1 and "broken.lud:1:" in err
