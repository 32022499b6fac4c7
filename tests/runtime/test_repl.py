"""The game at the prompt, driven line by line through Session.handle, and once through prompt_toolkit."""

import re

import pytest

from interpreter import repl
from interpreter.game import load_game
from interpreter.repl import Session, parse_seat

EMPTY = "  A B C\n3 . . . 3\n2 . . . 2\n1 . . . 1\n  A B C"


@pytest.fixture
def game():
    return load_game("examples/tic-tac-toe.lud")


@pytest.fixture
def session(game):
    return Session(game, seed=3)


def play(session, *lines):
    return [session.handle(line) for line in lines]


def test_start_shows_the_game_seats_and_board(session):
    assert session.start() == ("Tic-Tac-Toe, 2 players\nSeats: P1 human, P2 human.\nType help for the commands.\n"
                               f"{EMPTY}\nTurn 1: P1 (D) to move. Scores P1 0, P2 0.\nTo do: place a piece (9 ways).")
    assert session.prompt() == "P1> "


def test_a_move_shows_the_board_and_whose_turn(session):
    assert session.handle("b2") == ("  A B C\n3 . . . 3\n2 . D . 2\n1 . . . 1\n  A B C\n"
                                    "Turn 2: P2 (C) to move. Last move B2. Scores P1 0, P2 0.\n"
                                    "To do: place a piece (8 ways).")
    assert session.prompt() == "P2> "


def test_moves_lists_the_legal_moves(session):
    play(session, "B2", "A1")
    assert session.handle("moves") == "B1 C1 A2 C2 A3 B3 C3"


def test_an_illegal_move_is_refused_and_the_state_is_unchanged(session, game):
    play(session, "B2")
    before = game.state_to_json(session.state)
    assert session.handle("B2") == "Illegal move: B2 is occupied"
    assert session.handle("D7").startswith("Illegal move: D7 is not a move here; legal moves: A1, B1, C1")
    assert game.state_to_json(session.state) == before


def test_an_unknown_command_points_to_help(session):
    assert session.handle("fly away") == ("Unknown command 'fly away': type help for the commands, "
                                          "or moves for the legal moves.")
    assert session.handle("") == ""
    assert "moves " in session.handle("help") and "seat P2=mcts" in session.handle("HELP")


def test_undo_takes_back_a_move(session):
    play(session, "B2", "A1")
    assert session.handle("undo") == ("Took back 1 move.\n  A B C\n3 . . . 3\n2 . D . 2\n1 . . . 1\n  A B C\n"
                                      "Turn 2: P2 (C) to move. Last move B2. Scores P1 0, P2 0.\n"
                                      "To do: place a piece (8 ways).")
    play(session, "undo")
    assert session.handle("undo") == "There is no move to take back."


def test_the_end_shows_the_result_and_allows_undo(session):
    *_, last = play(session, "A1", "B1", "A2", "B2", "A3")
    assert last.endswith("Game over after 5 moves: P1 wins: (is Line 3). Last move A3. Scores P1 0, P2 0.\n"
                         "Type undo, save FILE or quit.")
    assert session.prompt() == "over> "
    assert session.handle("C3") == "Illegal move: C3: the game is over"
    assert session.handle("moves") == "The game is over: there are no moves."
    assert session.handle("undo").endswith("Turn 5: P1 (D) to move. Last move B2. Scores P1 0, P2 0.\n"
                                           "To do: place a piece (5 ways).")


def test_a_draw(session):
    *_, last = play(session, "B2", "A1", "C1", "A3", "A2", "C2", "B1", "B3", "C3")
    assert "Game over after 9 moves: a draw: no legal move is left." in last


def test_a_random_seat_answers_each_move_and_undo_takes_both_back(session, game):
    assert session.handle("seat P2=random") == "Seats: P1 human, P2 random."
    reply, view = session.handle("B2").split("\n", 1)
    answer = re.fullmatch(r"P2 \(random\) plays ([A-C][1-3])", reply).group(1)
    assert answer != "B2" and game.board.label(session.state.last_to) == answer
    assert view.endswith(f"Turn 3: P1 (D) to move. Last move {answer}. Scores P1 0, P2 0.\n"
                         "To do: place a piece (7 ways).")
    assert session.handle("undo").startswith("Took back 2 moves.")
    assert session.state.record == []


def test_choosing_an_agent_for_the_seat_to_move_lets_it_play(session):
    reply = session.handle("seat P1=random p2=random")
    lines = reply.splitlines()
    assert lines[0] == "Seats: P1 random, P2 random."
    assert re.fullmatch(r"P1 \(random\) plays [A-C][1-3]", lines[1])
    assert session.state.is_terminal() and "Game over after" in reply
    assert session.handle("undo").startswith("Took back 1 move.")
    assert session.handle("seat P1=human P2=human") == "Seats: P1 human, P2 human."


def test_bad_seats_are_refused(session):
    assert session.handle("seat P3=random") == ("'P3=random' does not choose a seat: write P1..P2=human|random|"
                                                "greedy|mcts\nSeats: P1 human, P2 human.")
    assert session.handle("seat P1=wizard").startswith("unknown agent 'wizard'")
    assert session.seats == {1: "human", 2: "human"}


def test_parse_seat():
    assert parse_seat("P2=mcts:iterations=50", 2) == (2, "mcts:iterations=50")
    assert parse_seat("1 = random", 2) == (1, "random")
    for text in ["P0=random", "P2", "P2=", "X=random"]:
        with pytest.raises(ValueError, match="does not choose a seat"):
            parse_seat(text, 2)


def test_ai_and_hint_use_the_agents(session, monkeypatch):
    monkeypatch.setattr(repl, "AI_AGENT", "random")
    monkeypatch.setattr(repl, "HINT_AGENT", "random")
    assert re.fullmatch(r"Hint: [A-C][1-3]", session.handle("hint"))
    assert re.match(r"P1 \(random\) plays [A-C][1-3]\n", session.handle("ai"))
    assert len(session.state.record) == 1
    monkeypatch.setattr(repl, "AI_AGENT", "wizard")
    assert session.handle("ai").startswith("No computer move: unknown agent 'wizard'")
    assert len(session.state.record) == 1


def test_ai_and_hint_after_the_end(session):
    play(session, "A1", "B1", "A2", "B2", "A3")
    assert session.handle("hint") == session.handle("ai") == "The game is over."


def test_save_and_load(session, game, tmp_path):
    play(session, "B2", "A1")
    path = tmp_path / "game.json"
    assert session.handle(f"save {path}") == f"Saved 2 moves to {path}."
    play(session, "C3", "undo", "undo", "undo")
    assert session.handle(f"load {path}").startswith(f"Loaded 2 moves from {path}.\n  A B C\n")
    assert [game.move_to_text(session.state, m) for m in session.state.record] == ["B2", "A1"]
    assert session.handle("save") == "Give a file: save FILE"
    assert session.handle(f"save {tmp_path}/no/such/folder.json").startswith("Not saved: cannot write")


@pytest.mark.parametrize("text", ["{broken", '{"format": "ludeme-state/1", "game": "Hex"}', ""])
def test_loading_a_bad_save_changes_nothing(session, game, tmp_path, text):
    play(session, "B2")
    before = game.state_to_json(session.state)
    path = tmp_path / "bad.json"
    path.write_text(text)
    assert session.handle(f"load {path}").startswith(f"Not loaded: {path}")
    assert game.state_to_json(session.state) == before and path.read_text() == text
    assert session.handle(f"load {tmp_path}/none.json") == f"Not loaded: cannot read {tmp_path}/none.json: " \
                                                         "No such file or directory"


def test_svg_draws_the_position(session, tmp_path):
    play(session, "B2")
    path = tmp_path / "board.svg"
    assert session.handle(f"svg {path}") == f"Drew the position in {path}."
    assert path.read_text().startswith("<svg")


def test_rules_and_quit(session, game):
    assert session.handle("rules").startswith("This description gives no rules text")  # no (info ...) here
    assert session.handle("rules lud") == game.text.rstrip()
    assert session.handle("quit") == "" and session.done


def test_completions(session):
    assert session.completions("se") == [("seat", "command"), *((f"seat P{p}={kind}", "seat")
                                         for p in (1, 2) for kind in ("human", "random", "greedy", "mcts"))]
    assert session.completions("c") == [("C1", "move"), ("C2", "move"), ("C3", "move")]
    play(session, "C2")
    assert session.completions(" c") == [("C1", "move"), ("C3", "move")]


@pytest.mark.parametrize("end", ["\x04", "\x03\r", "quit\r"])
def test_the_prompt_reads_lines_until_the_end(session, capsys, monkeypatch, tmp_path, end):
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
        pipe.send_text(f"B2\rmoves\r{end}")
        assert repl.interact(session) == 0
    out = capsys.readouterr().out
    assert "Turn 2: P2 (C) to move. Last move B2." in out and "A1 B1 C1 A2 C2 A3 B3 C3" in out
    assert ("Not saved." in out) == (end == "\x03\r")  # Ctrl-C offers to save; an empty name declines
    assert (tmp_path / "ludeme" / "history").read_text().count("\n+") == 2 + (end == "quit\r")


def test_ctrl_c_offers_to_save(session, capsys, monkeypatch, tmp_path):
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
        pipe.send_text(f"B2\r\x03{tmp_path}/left.json\r")
        assert repl.interact(session) == 0
    assert f"Saved 1 moves to {tmp_path}/left.json." in capsys.readouterr().out
    assert '"B2"' in (tmp_path / "left.json").read_text()


def test_the_computer_thinking_is_shown_at_once(game):
    shown = []
    session = Session(game, seats={2: "random"}, seed=1, notify=shown.append)
    session.handle("B2")
    assert shown == ["P2 (random) is thinking..."]


def test_a_lost_solitaire_is_a_loss_and_removals_are_told():
    flower = load_game("descriptions/flower-up.lud")
    session = Session(flower, seats={1: "random"}, seed=4)
    text = session.start()
    assert session.state.is_terminal() and "P1 has lost" in text and "a draw" not in text
    sprout = load_game("descriptions/sprout.lud")
    session = Session(sprout, seed=1)
    *_, last = play(session, "B2", "C1", "C2", "D1", "D2", "B3", "A4", "E1", "E2", "B4", "A5", "F1")
    assert last.startswith("P2 lost Stone2 at C1, D1 (doomed: no empty cell touched the group alone when the turn "
                           "began)\n")  # a doomed group goes, with the rule that took it
