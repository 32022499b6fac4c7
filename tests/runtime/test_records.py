"""Saved games: save then load gives the same game; anything else is refused with a reason."""

import doctest
import importlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from interpreter.game import load_game
from interpreter.records import RecordError, load_state, save_state, state_report

GAME = load_game("examples/tic-tac-toe.lud")


def played(choices: list[int], seed: int = 0):
    """A Tic-Tac-Toe state after the legal moves the choices pick, stopping at the end of the game."""
    state = GAME.new_initial_state(seed)
    for choice in choices:
        if state.is_terminal():
            break
        moves = state.legal_moves()
        state.apply(moves[choice % len(moves)])
    return state


@settings(max_examples=60, deadline=None)
@given(choices=st.lists(st.integers(0, 8), max_size=9), seed=st.integers(0, 2**32 - 1))
def test_save_then_load_gives_the_same_game(tmp_path_factory, choices, seed):
    state = played(choices, seed)
    path = tmp_path_factory.mktemp("saves") / "game.json"
    save_state(GAME, state, path)
    loaded = load_state(GAME, path)
    assert (loaded.who, loaded.what) == (state.who, state.what)
    assert (loaded.current_player(), loaded.turn, loaded.scores()) == (state.current_player(), state.turn,
                                                                       state.scores())
    assert (loaded.record, loaded.seed, loaded.returns()) == (state.record, state.seed, state.returns())
    assert state_report(GAME, loaded) == state_report(GAME, state)


@settings(max_examples=60, deadline=None)
@given(choices=st.lists(st.integers(0, 8), min_size=1, max_size=9), data=st.data())
def test_damaged_saves_are_refused_and_left_as_they_were(tmp_path_factory, choices, data):
    text = json.dumps(GAME.state_to_json(played(choices)), indent=2)
    cut = data.draw(st.integers(0, len(text) - 1))
    damaged = text[:cut] + data.draw(st.sampled_from(["", "x", "]", '"', "9", "{}", "null"])) + text[cut + 1:]
    path = tmp_path_factory.mktemp("saves") / "game.json"
    path.write_text(damaged)
    try:
        state = load_state(GAME, path)
    except RecordError as error:
        assert str(error).startswith(str(path))
    else:  # a harmless change, such as one inside the position check that gives the same moves
        assert GAME.state_to_json(state)["moves"] == json.loads(damaged)["moves"]
    assert path.read_text() == damaged


def test_a_save_is_indented_json_ending_with_a_newline(tmp_path):
    path = tmp_path / "game.json"
    save_state(GAME, played([4, 0]), path)
    text = path.read_text()
    assert text.endswith("}\n") and json.loads(text)["moves"] == ["B2", "A1"]
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize("data, reason", [
    ({"format": "other"}, "not a saved game (expected format ludeme-state/1)"),
    ({**GAME.state_to_json(played([])), "game": "Hex"}, "this save is of 'Hex', not of 'Tic-Tac-Toe'"),
    ({**GAME.state_to_json(played([])), "moves": ["B2", "Q7"]},
     "move 2 of the save, 'Q7', is not legal: Q7 is not a move here"),
    ({**GAME.state_to_json(played([4])), "position": {"A1": "Disc1"}}, "the saved position does not match its moves"),
])
def test_saves_of_something_else_are_refused_with_the_reason(tmp_path, data, reason):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as caught:
        load_state(GAME, path)
    assert str(caught.value).startswith(f"{path}: {reason}")


def test_deeply_nested_json_is_refused(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000)
    with pytest.raises(RecordError, match="deep.json:1:101: not a saved game: brackets nest more than 100 levels"):
        load_state(GAME, path)


def test_a_file_that_is_not_text_is_refused(tmp_path):
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(RecordError, match=f"cannot read {path}"):
        load_state(GAME, path)


@pytest.mark.parametrize("name", ["records", "repl"])
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(f"interpreter.{name}"))
    assert result.attempted > 0 and result.failed == 0


def test_a_number_too_long_is_refused_before_conversion(tmp_path):
    path = tmp_path / "long.json"
    save_state(GAME, played([4]), path)
    text = path.read_text(encoding="utf-8").replace('"seed": ', '"seed": ' + "9" * 5000 + ", \"x\": ")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match="not a saved game: a number of 5,0[0-9][0-9] characters"):
        load_state(GAME, path)
    assert path.read_text(encoding="utf-8") == text


def test_devices_fifos_and_oversized_saves_are_refused_without_reading(tmp_path, monkeypatch):
    import os

    from interpreter import records

    with pytest.raises(RecordError, match="not a regular file"):
        load_state(GAME, "/dev/zero")
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe")
        with pytest.raises(RecordError, match="not a regular file"):
            load_state(GAME, tmp_path / "pipe")
    path = tmp_path / "game.json"
    save_state(GAME, played([4]), path)
    monkeypatch.setattr(records, "MAX_SAVE_BYTES", 100)
    with pytest.raises(RecordError, match="the limit is 100 bytes"):
        load_state(GAME, path)


def test_a_byte_order_mark_is_allowed_as_in_descriptions(tmp_path):
    path = tmp_path / "bom.json"
    state = played([4, 0])
    save_state(GAME, state, path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_state(GAME, path).record == state.record


def test_a_save_with_too_many_moves_is_refused(tmp_path, monkeypatch):
    from interpreter import game

    path = tmp_path / "many.json"
    save_state(GAME, played([4, 0, 1]), path)
    monkeypatch.setattr(game, "MAX_SAVE_MOVES", 2)
    with pytest.raises(RecordError, match="holds 3 moves; the limit is 2"):
        load_state(GAME, path)


def test_moves_that_look_alike_are_saved_by_their_rank_and_load_back(tmp_path):
    """Two rules offer the same site with other consequences: the second move is written A1/2, at
    the prompt and in the save, and the save loads back to the same scores."""
    from interpreter.game import load_text

    game = load_text('(game "G" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)}) '
                     '(rules (play (or (move Add (to (sites Empty)) (then (addScore Mover 1))) '
                     '(move Add (to (sites Empty)) (then (addScore Mover 10))))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    assert [game.move_to_text(state, m) for m in state.legal_moves()][:2] == ["A1", "B1"]
    assert "A1/2" in [game.move_to_text(state, m) for m in state.legal_moves()]
    state.apply("A1/2")
    state.apply("B1")
    assert list(state.scores()) == [10, 1]
    saved = game.state_to_json(state)
    assert saved["moves"] == ["A1/2", "B1"]
    assert list(game.state_from_json(json.loads(json.dumps(saved))).scores()) == [10, 1]
    path = tmp_path / "game.json"
    save_state(game, state, path)
    assert list(load_state(game, path).scores()) == [10, 1]


def test_a_hop_and_a_step_between_the_same_two_sites_are_told_apart():
    """On a board merged from two grids, A1 and C1 are joined by a line and by a hop over B1: the
    step and the capturing hop are unlike in a part the notation leaves out, so the hop gets its
    rank, and a save replays the capture, not the step."""
    from interpreter.game import load_text

    game = load_text('''(game "Lookalikes" (players 2)
        (equipment {
            (board (merge {(rectangle 2 3) (scale 2 1 (rectangle 2 2))}) use:Vertex)
            (piece "Disc" Each (or (move Step (to if:(is Empty (to))))
                                   (move Hop (between if:(is Enemy (who at:(between))) (apply (remove (between))))
                                             (to if:(is Empty (to))))))})
        (rules (start {(place "Disc1" 0) (place "Disc2" 1)}) (play (forEach Piece))
               (end (if (no Moves Next) (result Mover Win)))))''')
    state = game.new_initial_state(0)
    texts = [game.move_to_text(state, m) for m in state.legal_moves()]
    assert texts.count("A1-C1") == 1 and "A1-C1/2" in texts and len(set(texts)) == len(texts)
    state.apply("A1-C1/2")
    assert state.what[1] < 0  # the hop took the disc on B1
    replayed = game.state_from_json(json.loads(json.dumps(game.state_to_json(state))))
    assert replayed.what[1] < 0 and replayed.record == state.record


def test_a_move_between_hands_is_written_with_the_hands_names_and_saves():
    """A move from a player's hand to the shared hand has no board site: its notation names the
    hands, and a game where it is legal saves and loads back."""
    from interpreter.game import load_text

    game = load_text('(game "H" (players 2) (equipment {(board (square 2)) (piece "Disc" Each) (hand Each) '
                     '(hand Shared)}) (rules (start {(place "Disc" "Hand" count:2)}) '
                     '(play (or (move (from (handSite Mover)) (to (handSite Shared))) (move Add (to (sites Empty))))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    texts = [game.move_to_text(state, move) for move in state.legal_moves()]
    assert "Hand1-HandShared" in texts
    state.apply("Hand1-HandShared")
    state.apply("A1")
    replayed = game.state_from_json(json.loads(json.dumps(game.state_to_json(state))))
    assert replayed.record == state.record and replayed.hands == state.hands
