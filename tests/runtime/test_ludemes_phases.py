"""Phases of a game, (phase ...) and (nextPhase ...), and the conditions and consequences Ludii's games
use with them: (is Prev ...), (is Occupied ...), (is Even ...), (is Odd ...), (all Sites ...) and (add ...)."""

import pytest

from helpers import texts
from interpreter.game import load_text
from ludeme.diagnostics import DiagnosticError

PIECES = '(piece "Disc" Each (move Step Orthogonal (to if:(is Empty (to)))))'


def game_of(phases: str, end: str = "(end (if (is Line 3) (result Mover Win)))", pieces: str = PIECES):
    return load_text(f'(game "T" (players 2) (equipment {{(board (square 3)) {pieces}}}) '
                     f'(rules phases:{{{phases}}} {end}))')


PLACE_THEN_MOVE = ('(phase "Placement" (play (move Add (to (sites Empty)))) (nextPhase (>= (count Moves) 4) "Movement")) '
                   '(phase "Movement" (play (forEach Piece)))')


def test_players_go_on_to_the_named_phase_when_its_condition_holds():
    game = game_of(PLACE_THEN_MOVE)
    state = game.new_initial_state(0)
    for text in ["A1", "C3", "B1", "A3"]:
        assert len(state.legal_moves()) == 9 - len(state.record)
        state.apply(text)
    assert texts(game, state) == ["A1-A2", "B1-B2", "B1-C1"]
    assert game.layout.describe(state)["phase"] == {1: 2, 2: 2}
    state.undo()
    assert len(state.legal_moves()) == 6 and "phase" not in game.layout.describe(state)


def test_a_phase_for_one_player_and_the_next_phase_in_the_list():
    game = game_of('(phase "Opening" P2 (play (move Add (to (sites Empty)))) (nextPhase Mover)) '
                   '(phase "Main" (play (move Pass)))')
    state = game.new_initial_state(0)
    assert [str(m.kind) for m in state.legal_moves()] == ["Pass"]  # P1 starts in the first phase that is theirs
    state.apply("pass")
    assert len(state.legal_moves()) == 9  # P2's own first phase
    state.apply("B2")
    state.apply("pass")
    assert [m.kind for m in state.legal_moves()] == ["Pass"]  # P2 went on to the next phase


def test_the_end_rules_of_a_phase_are_tested_besides_the_games():
    game = game_of('(phase "Only" (play (move Add (to (sites Empty)))) (end (if (is Occupied 4) (result Mover Win))))',
                   end="")
    state = game.new_initial_state(0)
    state.apply("A1")
    assert not state.is_terminal()
    state.apply("B2")
    assert state.is_terminal() and state.returns() == (-1.0, 1.0)


def test_a_next_phase_naming_no_phase_is_refused_with_its_place():
    with pytest.raises(DiagnosticError, match='no phase is named "Moving"'):
        game_of('(phase "Placement" (play (move Add (to (sites Empty)))) (nextPhase "Moving"))')


def test_is_prev_is_the_player_who_made_the_last_move():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     '(rules (play (if (is Prev Mover) (move Pass) (move Add (to (sites Empty)) (then (moveAgain))))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    assert len(state.legal_moves()) == 9  # no one moved yet
    state.apply("A1")
    assert [m.kind for m in state.legal_moves()] == ["Pass"]  # P1 again, after its own move
    state.apply("pass")
    assert len(state.legal_moves()) == 8


def test_while_a_move_is_made_is_prev_is_the_player_who_made_the_move_before_it():
    """A second move of the same turn: its consequences see the first move's player as Prev, the
    first move's consequences the other player (Ludii updates Prev once a move and its end rules are done)."""
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     '(rules (play (move Add (to (sites Empty)) (then (if (not (is Prev Mover)) (moveAgain))))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    state.apply("A1")  # no one moved before: P1 goes again
    assert state.mover == 1
    state.apply("B1")  # P1 made the move before this one: the turn passes
    assert state.mover == 2
    state.apply("C1")
    assert state.mover == 2


def test_every_player_passing_in_a_row_ends_the_game_only_where_end_rules_are_tried():
    """As in Ludii, the draw after every player passed is tried with the end rules: a phase with none
    (and no end rules of the game's own) goes on passing."""
    text = ('(game "T" (players 2) (equipment {(board (square 1)) (piece "Disc" Each)}) '
            '(rules (start (place "Disc1" 0)) phases:{(phase "Only" (play (move Add (to (sites Empty)))) END)}))')
    ends = load_text(text.replace("END", "(end (if (is Empty 0) (result Mover Win)))"), forced_pass=True)
    goes_on = load_text(text.replace("END", ""), forced_pass=True)
    for game, over in ((ends, True), (goes_on, False)):
        state = game.new_initial_state(0)
        state.apply("pass")
        state.apply("pass")
        assert state.is_terminal() is over
    assert goes_on.new_initial_state(0).legal_moves()[0].kind == "Pass"


@pytest.mark.parametrize("condition, expected", [
    ("(is Occupied 0)", 8), ("(is Occupied 1)", 0), ("(is Even (count Moves))", 8), ("(is Odd (count Moves))", 0),
    ("(all Sites (sites Bottom) if:(is Empty (site)))", 0), ("(all Sites (sites Top) if:(is Empty (site)))", 8)])
def test_conditions_on_sites_and_numbers(condition, expected):
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     f'(rules (start (place "Disc1" 0)) (play (if {condition} (move Add (to (sites Empty))))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    assert len(game.new_initial_state(0).legal_moves()) == expected


def test_add_as_a_consequence():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     '(rules (play (move Add (to (sites Empty)) (then (add (to 8 if:(is Empty (to))))))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    state.apply("A1")
    assert state.who[0] == 1 and state.who[8] == 1


def test_next_phase_without_a_name_takes_every_player_to_the_phase_after_the_movers():
    """P1 alone places first (P2 starts in the second phase, moving); once P1 has two discs down,
    (nextPhase <cond>) with no player and no name takes everyone to the phase after P1's: the
    second, where P2 already is, not round past it to the first."""
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) ' + PIECES + '}) '
                     '(rules (start (place "Disc2" {"C3"})) phases:{'
                     '(phase "Placement" P1 (play (move Add (to (sites Empty)))) (nextPhase (>= (count Pieces P1) 2))) '
                     '(phase "Movement" (play (forEach Piece)))} (end (if (is Line 3) (result Mover Win)))))')
    state = game.new_initial_state(0)
    for text in ["A1", "C3-C2", "B1"]:
        state.apply(text)
    assert texts(game, state) == ["C2-B2", "C2-C1", "C2-C3"]  # P2 moves still
    state.apply("C2-C3")
    assert texts(game, state) == ["A1-A2", "B1-B2", "B1-C1"]  # and P1 moves now


def test_each_player_goes_on_by_the_first_next_phase_of_its_own_that_holds():
    """One (nextPhase ...) per player in the placement phase: P1's holds from its second disc on, and
    P2 still goes on by its own once it has two discs down (only the first that holds was looked at
    before, P1's, so P2 stayed placing)."""
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) ' + PIECES + '}) '
                     '(rules phases:{(phase "Placement" (play (move Add (to (sites Empty)))) '
                     '{(nextPhase P1 (>= (count Pieces P1) 2) "Moving") (nextPhase P2 (>= (count Pieces P2) 2) "Moving")}) '
                     '(phase "Moving" (play (forEach Piece)))} (end (if (is Line 3) (result Mover Win)))))')
    state = game.new_initial_state(0)
    for text in ["A1", "C3", "B1", "B3"]:
        state.apply(text)
    assert texts(game, state) == ["A1-A2", "B1-B2", "B1-C1"]  # P1 moves
    state.apply("B1-C1")
    assert texts(game, state) == ["B3-A3", "B3-B2", "C3-C2"]  # and so does P2


def test_no_moves_of_a_player_named_outright_is_whether_they_had_none_when_their_last_turn_began():
    """With Ludii's forced passes, (no Moves P1) holds once P1 had to pass, not as soon as P1 has no move."""
    game = load_text('(game "T" (players 2) (equipment {(board (rectangle 1 3)) (piece "Disc" Each)}) '
                     '(rules (play (move Add (to (sites Empty)))) (end (if (no Moves P1) (result P2 Win)))))',
                     forced_pass=True)
    state = game.new_initial_state(0)
    for label in ("A1", "B1", "C1"):
        state.apply(label)
    assert not state.is_terminal()  # the board is full, but P1 has not had to pass yet
    state.apply("pass")  # P2's
    assert not state.is_terminal()
    state.apply("pass")  # P1's, for want of moves
    assert state.is_terminal() and state.returns() == (-1.0, 1.0)
