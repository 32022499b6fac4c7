"""Chosen pieces, supplies counted by kind, maps, player values, added scores, the next player and final
scores given to (byScore {...}), apart from any game."""

import pytest

from ludeme.diagnostics import DiagnosticError
from helpers import texts
from interpreter.game import load_text

PIECES = '(piece "Red" Shared) (piece "Blue" Shared) (piece "Big" Shared) (piece "Stone" Each) (piece "Wall" Neutral)'
MAP = '(map "Next" {(pair "Red" "Blue") (pair "Blue" "Big")}) (map "Points" {(pair "Red" 1) (pair "Blue" 3) (pair 9 4)})'


def game_of(play, end="(if (is Full) (byScore))", players=2, equipment=""):
    text = (f'(game "T" (players {players}) (equipment {{(board (square 3)) {PIECES} {MAP} {equipment}}}) '
            f"(rules (play {play}) (end {end})))")
    return load_text(text)


def test_move_add_with_pieces_offers_each_kind_on_each_site_and_gives_shared_pieces_to_the_mover():
    game = game_of('(move Add (piece {"Red" "Blue"}) (to (sites Empty) if:(is In (to) (sites {"A1" "B1"}))))')
    state = game.new_initial_state(0)
    assert texts(game, state) == ["Blue@A1", "Blue@B1", "Red@A1", "Red@B1"]
    state.apply("blue@b1")
    assert state.who[1] == 1 and game.pieces[state.what[1]].name == "Blue"
    assert texts(game, state) == ["Blue@A1", "Red@A1"]
    state.apply("Red@A1")
    assert state.who[0] == 2


def test_move_add_with_who_and_with_owned_and_neutral_pieces():
    game = game_of('(or {(move Add (piece "Red") Neutral (to 0)) (move Add (piece "Stone2") (to 1)) '
                   '(move Add (piece "Wall0") (to 2))})')
    state = game.new_initial_state(0)
    for text in ("Red@A1", "Stone2@B1", "Wall0@C1"):
        state.apply(text)
    assert state.who[:3] == [0, 2, 0]


def test_a_piece_by_number_and_an_unknown_piece_name():
    game = game_of("(move Add (piece (+ 2 (count Moves))) (to (sites Empty)))")  # numbered from 1, as in Ludii
    state = game.new_initial_state(0)
    assert {game.pieces[m.what].name for m in state.legal_moves()} == {"Blue"}
    with pytest.raises(DiagnosticError, match='no piece is named "Grean"'):
        game_of('(move Add (piece "Grean") (to (sites Empty)))')


def test_supplies_count_add_and_give_pieces_to_place():
    play = ('(priority {(move Add (piece Hand) (to (sites Empty) if:(is In (to) (sites {"A1" "B1"})))) '
            '(move Pass (then (add Hand Mover "Blue" count:2)))})')
    game = game_of(play)
    state = game.new_initial_state(0)
    assert texts(game, state) == ["pass"]
    state.apply("pass")  # P1 gets two blues
    assert game.evaluate(state, '(count Hand P1 "Blue")') == 2 and game.evaluate(state, "(count Hand P1)") == 2
    assert game.evaluate(state, '(count Hand P2 "Blue")') == 0
    state.apply("pass")
    assert texts(game, state) == ["hand:Blue@A1", "hand:Blue@B1"]
    state.apply("hand:Blue@A1")
    assert game.evaluate(state, '(count Hand P1 "Blue")') == 1 and state.who[0] == 1
    state.undo()
    assert game.evaluate(state, '(count Hand P1 "Blue")') == 2


def test_add_hand_takes_out_with_a_negative_count_never_below_zero_and_ignores_no_player():
    game = game_of('(move Pass (then (and {(add Hand P1 "Red" count:3) (add Hand 0 "Red" count:5)} '
                   '(then (add Hand P1 "Red" count:-5)))))')
    state = game.new_initial_state(0)
    state.apply("pass")
    assert game.evaluate(state, '(count Hand P1 "Red")') == 0 and not any(state.stock[:len(game.pieces)])


def test_promote_keeps_owner_and_state():
    game = game_of('(move Add (piece "Red") (to (sites Empty)) '
                   '(then (set State at:(last To) 7 (then (promote (last To) (piece (mapEntry "Next" (what at:(last To)))))))))')
    state = game.new_initial_state(0)
    state.apply("Red@B2")
    assert game.pieces[state.what[4]].name == "Blue" and state.who[4] == 1 and state.marks[4] == 7
    # kinds numbered from 1 in the order of the equipment, 0 for none, as Ludii numbers its components
    assert game.evaluate(state, "(what at:4)") == 2 and game.evaluate(state, "(what at:0)") == 0


def test_map_entries_by_piece_name_number_and_a_missing_key():
    game = game_of("(move Pass)")
    state = game.new_initial_state(0)
    assert game.evaluate(state, '(mapEntry "Points" "Blue")') == 3
    assert game.evaluate(state, '(mapEntry "Points" 9)') == 4
    assert game.evaluate(state, '(mapEntry "Next" (mapEntry "Next" 1))') == 3  # Red (1): Blue (2), then Big (3)
    assert game.evaluate(state, '(mapEntry "Next" "Big")') == -1
    with pytest.raises(DiagnosticError, match='no map is named "Pionts"'):
        game.evaluate(state, '(mapEntry "Pionts" 1)')


def test_player_values_added_scores_min_max():
    game = game_of("(move Pass (then (and {(set Value Mover (+ 2 (value Player Mover))) (addScore Mover 5) "
                   "(addScore Next -1) (addScore 0 9)})))")
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(value Player P1)") == -1 and game.layout.describe(state) == {}
    state.apply("pass")
    state.apply("pass")
    state.apply("pass")
    # a player's value is -1 until set, as in Ludii: P1 added 2 twice, P2 once
    assert game.evaluate(state, "(value Player P1)") == 3 and game.evaluate(state, "(value Player P2)") == 1
    assert state.scores() == (9, 3)  # P1: 5 + 5 - 1, P2: 5 - 1 - 1; no player (0) scores nothing
    assert game.evaluate(state, "(min (score P1) (score P2))") == 3
    assert game.evaluate(state, "(max (score P1) (score P2))") == 9


def test_set_next_player_chooses_who_moves_after_the_turn():
    game = game_of("(move Pass (then (set NextPlayer (player 1))))", players=3)
    state = game.new_initial_state(0)
    for _ in range(3):
        state.apply("pass")
        assert state.current_player() == 1
    state.undo()
    assert state.current_player() == 1
    game = game_of("(move Pass (then (set NextPlayer (player (- (mover) 1)))))", players=3)
    state = game.new_initial_state(0)
    state.apply("pass")  # P1 names no player (0): the next in turn order moves
    assert state.current_player() == 2
    state.apply("pass")
    assert state.current_player() == 1


def test_by_score_with_final_scores_ranks_and_keeps_them():
    end = ("(if (= (count Moves) 1) (byScore {(score P1 (min (score P1) (score P3))) "
           "(score P2 (min (score P2) (score P4))) (score P3 (min (score P1) (score P3))) "
           "(score P4 (min (score P2) (score P4)))}))")
    game = game_of("(move Pass (then (and {(addScore P1 30) (addScore P2 20) (addScore P3 12) (addScore P4 18)})))",
                   end=end, players=4)
    state = game.new_initial_state(0)
    state.apply("pass")
    assert state.returns() == (-1.0, 1.0, -1.0, 1.0) and state.scores() == (12, 18, 12, 18)
    state.undo()
    assert state.scores() == (0, 0, 0, 0)


@pytest.mark.parametrize("to, sites", [("(+ 100 0)", []), ("(- 0 4)", []), ("(+ 4 0)", ["B2", "B2"])])
def test_move_add_with_pieces_at_a_number_off_the_board_offers_nothing_there(to, sites):
    game = game_of(f'(move Add (piece {{"Red" "Blue"}}) (to {to}))')
    state = game.new_initial_state(0)
    assert [game.board.label(move.to) for move in state.legal_moves()] == sites
