"""``forced_pass``: a player with no legal move passes, and every player passing in a row ends the
game in a draw (Ludii's convention), against the engine's own (no move ends the game)."""

import json

import pytest

from interpreter.analysis import perft
from interpreter.backends import native_coverage
from interpreter.game import load_game, load_text
from interpreter.records import RecordError, load_state, save_state, state_report
from ludeme.cli import main

TIC_TAC_TOE = "examples/tic-tac-toe.lud"
#: a full board but one cell, no line anywhere: the last stone fills the board without a line
NO_LINE = {"A1": "Disc1", "B1": "Cross2", "C1": "Disc1", "A2": "Disc1", "B2": "Cross2", "C2": "Cross2",
           "A3": "Cross2", "B3": "Disc1"}
#: only P1 has moves: P2 can only pass
ONLY_P1 = ('(game "T" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)}) '
           '(rules (play (if (is Mover 1) (move Add (to (sites Empty))))) (end (if (is Full) (result P1 Win)))))')


def full_board(forced_pass: bool):
    game = load_game(TIC_TAC_TOE, forced_pass=forced_pass)
    state = game.position(NO_LINE, mover=1)
    state.apply("C3")
    return state


def test_without_forced_pass_a_player_without_moves_ends_the_game_in_a_draw():
    state = full_board(forced_pass=False)
    assert state.is_terminal() and state.returns() == (0.0, 0.0)


def test_a_player_without_moves_passes_and_two_passes_in_a_row_draw():
    state = full_board(forced_pass=True)
    assert not state.is_terminal()
    assert state.current_player() == 2 and [m.kind for m in state.legal_moves()] == ["Pass"]
    state.apply("Pass")
    assert not state.is_terminal() and state.current_player() == 1 and not state.all_passed()
    state.apply("Pass")
    assert state.all_passed() and state.is_terminal() and state.returns() == (0.0, 0.0)
    assert len(state.record) == 3


def test_perft_counts_the_forced_passes_as_plies():
    game = load_game(TIC_TAC_TOE, forced_pass=True)
    assert perft(game.position(NO_LINE, mover=1), 4) == [1, 1, 1, 0]
    assert perft(load_game(TIC_TAC_TOE).position(NO_LINE, mover=1), 2) == [1, 0]


def test_the_game_goes_on_after_one_players_forced_pass():
    state = load_text(ONLY_P1, forced_pass=True).new_initial_state()
    state.apply("A1")
    assert [m.kind for m in state.legal_moves()] == ["Pass"]
    state.apply("Pass")
    assert state.current_player() == 1 and len(state.legal_moves()) == 3
    for cell in ("B1", "Pass", "A2", "Pass", "B2"):
        state.apply(cell)
    assert state.returns() == (1.0, -1.0)
    assert load_text(ONLY_P1).new_initial_state().legal_moves()  # the same game without the convention
    ended = load_text(ONLY_P1).new_initial_state()
    ended.apply("A1")
    assert ended.is_terminal() and ended.returns() == (0.0, 0.0)


def test_undo_takes_back_the_passes_and_the_draw():
    state = full_board(forced_pass=True)
    before = state_report(state.game, state)
    state.apply("Pass")
    state.apply("Pass")
    state.undo()
    assert not state.is_terminal() and state.current_player() == 1
    state.undo()
    assert state_report(state.game, state) == before and state.current_player() == 2


def test_a_game_with_forced_passes_saves_and_loads(tmp_path):
    game = load_game(TIC_TAC_TOE, forced_pass=True)
    state = game.new_initial_state()
    for move in "B1 A1 A2 C1 C2 B2 A3 B3 C3 Pass".split():
        state.apply(move)
    path = tmp_path / "game.json"
    save_state(game, state, path)
    again = load_state(game, path)
    assert again.record == state.record and again.current_player() == 1
    again.apply("Pass")
    assert again.is_terminal()
    saved = path.read_bytes()
    with pytest.raises(RecordError):  # the passes are not moves of the game without the convention
        load_state(load_game(TIC_TAC_TOE), path)
    assert path.read_bytes() == saved


def test_integer_actions_include_the_forced_pass():
    state = full_board(forced_pass=True)
    (action,) = state.legal_actions()
    state.apply_action(action)
    assert state.record[-1].kind == "Pass"


SOLITAIRE = ('(game "S" (players 1) (equipment {{(board (square 2)) (piece "Disc" P1)}}) '
             '(rules (play {play}) (end (if (>= (count Pieces P1) 9) (result P1 Win)))))')


def test_a_single_player_without_moves_passes_once_and_the_game_is_drawn():
    state = load_text(SOLITAIRE.format(play="(move Add (to (sites Empty)))"), forced_pass=True).new_initial_state()
    for cell in ("A1", "B1", "A2", "B2", "Pass"):
        state.apply(cell)
    assert state.is_terminal() and state.returns() == (0.0,)


def test_a_single_player_whose_rules_give_a_pass_is_not_ended_by_passing():
    game = load_text(SOLITAIRE.format(play="(or (move Add (to (sites Empty))) (move Pass))"), forced_pass=True)
    state = game.new_initial_state()
    state.apply("Pass")
    state.apply("Pass")
    assert not state.is_terminal()


def test_the_native_backend_leaves_the_convention_to_the_reference():
    assert native_coverage(load_game(TIC_TAC_TOE)) in (None, "the native backend needs Numba: pip install 'ludeme[native]'")
    assert "forced_pass" in native_coverage(load_game(TIC_TAC_TOE, forced_pass=True))


def test_perft_from_the_command_line_counts_ludiis_forced_passes(capsys):
    assert main(["perft", TIC_TAC_TOE, "11", "--forced-pass"]) == 0
    out, err = capsys.readouterr()
    assert out.split()[-4:] == ["10", "46080", "11", "46080"]  # Ludii's counts, passes and all
    assert "forced_pass" in err  # says why the reference backend counts


def test_run_plays_the_forced_passes_from_the_command_line(capsys):
    moves = "B1 A1 A2 C1 C2 B2 A3 B3 C3 Pass Pass"
    assert main(["run", TIC_TAC_TOE, "--forced-pass", "--moves", moves, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["over"] and report["result"] == [0.0, 0.0] and report["moves"][-2:] == ["pass", "pass"]
    assert main(["run", TIC_TAC_TOE, "--moves", moves, "--json"]) == 2  # without: the game ended at C3


def test_simulate_counts_the_forced_passes_in_the_lengths_with_any_jobs():
    from interpreter.simulate import simulate

    with_passes = simulate(TIC_TAC_TOE, 60, ["random"], seed=3, forced_pass=True)
    without = simulate(TIC_TAC_TOE, 60, ["random"], seed=3)
    drawn = [r for r in without.records if r.returns == (0.0, 0.0)]
    assert drawn and all(r.moves == 9 for r in drawn)  # a full board without a line
    assert [r.moves for r in with_passes.records] == [r.moves + 2 * (r in drawn) for r in without.records]
    assert with_passes.to_json()["forced_pass"] is True and "forced passes" in with_passes.report()
    in_two = simulate(TIC_TAC_TOE, 60, ["random"], seed=3, jobs=2, forced_pass=True)
    assert [r.moves for r in in_two.records] == [r.moves for r in with_passes.records]


def test_passes_in_a_phase_without_end_rules_do_not_end_the_game():
    # the placement phase asks no end rule, and the game none of its own: as in Ludii, nobody
    # asks whether everyone passed, so the players pass on (Ludii's playouts then reach the move limit)
    game = load_text('(game "T" (players 2) (equipment {(board (square 2)) (piece "Disc" Each) (hand Each)}) '
                     '(rules (start (place "Disc" "Hand" count:3)) phases:{(phase "Placement" (play (move '
                     '(from (handSite Mover)) (to (sites Empty)))) (nextPhase (is Empty (handSite P1)) "Done")) (phase "Done" '
                     '(play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw))))}))',
                     forced_pass=True)
    state = game.new_initial_state(0)
    for _ in range(6):
        state.apply(state.legal_moves()[0])
    assert not state.is_terminal() and state.all_passed()  # the board is full, the hands are not empty
    ended = load_text(ONLY_P1, forced_pass=True)  # end rules of the game itself: every pass is looked at
    state = ended.new_initial_state(0)
    state.apply(state.legal_moves()[0])
    assert not state.is_terminal()
