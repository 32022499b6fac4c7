"""Ludii's ludemes that sowing games lean on, each on its own: end rules under one condition and for
each player, a condition chosen by a condition, (was Pass), comparisons with players, the unnamed
variable, (trackSite Move ...), (if ...) of moves with consequences, and remembering regions."""

import pytest

from interpreter.game import load_text


def game_of(rules: str, equipment: str = "", players: int = 2, **options):
    return load_text(f'(game "T" (players {players}) (equipment {{(board (square 3)) (piece "Disc" Each) {equipment}}}) '
                     f"(rules {rules}))", **options)


def test_end_rules_under_one_condition_give_the_first_that_holds():
    game = game_of('(play (move Add (to (sites Empty)))) (end (if (= (count Moves) 2) '
                   '{(if (is Empty 0) (result P2 Win)) (if True (result P1 Win))}))')
    state = game.new_initial_state()
    state.apply("B2")
    assert not state.is_terminal()
    state.apply("C3")
    assert state.returns() == (-1.0, 1.0)  # A1 is empty: the first rule
    state = game.new_initial_state()
    state.apply("A1"), state.apply("C3")
    assert state.returns() == (1.0, -1.0)


@pytest.mark.parametrize("role, expected", [("Player", (-1.0, 1.0)), ("NonMover", (1.0, -1.0))])
def test_end_rule_for_each_player(role, expected):
    # after P1's first move, P2 has no piece: with Player, P1 is looked at first (it has one), then P2
    game = game_of(f"(play (move Add (to (sites Empty)))) (end (forEach {role} if:(no Pieces Player) "
                   "(result Player Loss)))")
    state = game.new_initial_state()
    state.apply("A1")
    assert state.returns() == (1.0, -1.0)
    if role == "NonMover":
        return
    game = game_of(f"(play (move Add (to (sites Empty)))) (end (forEach {role} if:(not (no Pieces Player)) "
                   "(result Player Loss)))")
    state = game.new_initial_state()
    state.apply("A1")
    assert state.returns() == (-1.0, 1.0)


def test_a_condition_chosen_by_a_condition_and_was_pass():
    game = game_of("(play (or (move Pass) (move Add (to (sites Empty) if:(if (is Mover P1) (is In (to) (sites Bottom)) "
                   "(is In (to) (sites Top))))))) (end (if (and (was Pass) (= (mover) P2)) (result P2 Win)))")
    state = game.new_initial_state()
    assert sorted(game.move_to_text(state, m) for m in state.legal_moves()) == ["A1", "B1", "C1", "pass"]
    state.apply("pass")
    assert not state.is_terminal()
    assert sorted(game.move_to_text(state, m) for m in state.legal_moves()) == ["A3", "B3", "C3", "pass"]
    state.apply("pass")
    assert state.returns() == (-1.0, 1.0)


def test_the_unnamed_variable():
    game = game_of("(play (move Add (to (sites Empty)) (then (set Var (+ (var) 1))))) "
                   "(end (if (= (var) 2) (result Mover Win)))")
    state = game.new_initial_state()
    state.apply("A1")
    assert state.variable("") == 1 and not state.is_terminal()
    state.apply("B1")
    assert state.returns() == (-1.0, 1.0)


def test_track_site_move_counts_steps_along_the_mover_s_track():
    equipment = ('(board (square 3) {(track "Path1" {0 1 2 5 8} P1) (track "Path2" {8 7 6 3 0} P2) '
                 '(track "Ring" {0 1 2 5 8 7 6 3} loop:True)})')

    def game(end: str):
        return load_text(f'(game "T" (players 2) (equipment {{{equipment} (piece "Disc" Each)}}) (rules '
                         '(start {(place "Disc1" 0) (place "Disc2" 8)}) (play (forEach Piece (move (from (from)) '
                         f'(to (trackSite Move "Path" steps:2) if:(is Empty (to)))))) (end {end})))')

    state = game("(if (no Moves Mover) (result Mover Loss))").new_initial_state()
    for move in ["A1-C1", "C3-A3", "C1-C3", "A3-A1"]:  # each along its own track
        assert [state.game.move_to_text(state, m) for m in state.legal_moves()] == [move]
        state.apply(move)
    assert state.legal_moves() == []  # two past C3, the end of P1's track: Off
    # round a looped track: from A3 (its 7th site), 2 steps (after the second move) come back to A1
    state = game("(if (= 0 (trackSite Move from:6 \"Ring\" steps:(count Moves))) (result Mover Win))").new_initial_state()
    state.apply("A1-C1")
    assert not state.is_terminal()
    state.apply("C3-A3")
    assert state.returns() == (-1.0, 1.0)


def test_moves_of_a_branch_followed_by_consequences():
    game = game_of('(play (if (is Mover P1) (move Add (to (sites Bottom))) (move Add (to (sites Top))) '
                   '(then (addScore Mover 1)))) (end (if (= (score P2) 1) (result P2 Win)))')
    state = game.new_initial_state()
    state.apply("A1")
    assert state.scores() == (1, 0)
    state.apply("A3")
    assert state.returns() == (-1.0, 1.0)


def test_forgetting_all_without_a_name_forgets_every_name():
    game = game_of('(start {(set RememberValue "Open" (sites Bottom)) (remember Value "Pool" 7)}) '
                   '(play (move Add (to (sites Empty)) (then (forget Value All)))) '
                   '(end (if (is Full) (result Mover Draw)))')
    state = game.new_initial_state()
    assert game.layout.remembered(state, "Open") == {0: 1, 1: 1, 2: 1} and game.layout.remembered(state, "Pool") == {7: 1}
    state.apply("B2")
    assert game.layout.remembered(state, "Open") == {} and game.layout.remembered(state, "Pool") == {}
    assert game.evaluate(state, '(count Sites in:(sites (values Remembered "Open")))') == 0
    state.undo()
    assert game.layout.remembered(state, "Pool") == {7: 1}


def test_remembering_a_region_and_forgetting_it_all():
    game = game_of('(start (set RememberValue "Open" (sites Bottom))) '
                   '(play (move Add (to (sites (values Remembered "Open"))) (then (and (forget Value "Open" All) '
                   '(set RememberValue "Open" (sites {(last To) 4 4}) unique:True))))) '
                   '(end (if (is Full) (result Mover Draw)))')
    state = game.new_initial_state()
    assert sorted(m.to for m in state.legal_moves()) == [0, 1, 2]
    state.apply("A1")
    assert game.layout.remembered(state, "Open") == {0: 1, 4: 1}
    state.undo()
    assert game.layout.remembered(state, "Open") == {0: 1, 1: 1, 2: 1}
