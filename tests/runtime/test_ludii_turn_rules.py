"""Rules as Ludii carries them out, each on its own: the player next while a move is made
((moveAgain), (set NextPlayer ...), (is Next ...), (no Moves Next)), a player found stalemated
by the end rules ((no Moves P2)), a phase's end rules asked before the phase changes, (do ...
next:...) worked out where its move is offered, (forEach Site ...) binding (to), counts carried
by moves ((move ... count:...)), (count Pieces ...) adding up counts, and (sites Mover) as a set."""

from interpreter.game import load_text
from interpreter.moves import Move


def game(equipment: str, rules: str, players: int = 2, **options):
    return load_text(f'(game "T" (players {players}) (equipment {{{equipment}}}) (rules {rules}))', **options)


LINE = '(board (rectangle 1 4)) (piece "Disc" Each)'
HOLES = '(mancalaBoard 2 3 store:None (track "T" "0,E,N,W" loop:True)) (piece "Seed" Shared)'


def counts(state) -> list[int]:
    return [state.game.layout.get(state, "count", site) for site in range(state.game.board.num_sites)]


def test_sites_of_a_player_list_a_site_in_two_of_their_regions_once():
    played = game(LINE + ' (regions "Home" P1 (sites {0 1})) (regions "Front" P1 (sites {1 2}))',
                  '(play (move Add (to (sites Mover)))) (end (if (is Full) (result Mover Draw)))')
    assert sorted(move.to for move in played.new_initial_state().legal_moves()) == [0, 1, 2]


def test_count_pieces_adds_up_the_counts_and_all_takes_in_shared_seeds():
    played = game(HOLES, '(start (set Count 2 to:(sites Track))) (play (move Select (from (sites Bottom) '
                         'if:(> (count at:(from)) 0)) (then (sow)))) '
                         '(end (if (= 12 (count Pieces All in:(sites Board))) (result Mover Win)))')
    state = played.new_initial_state()
    state.apply(state.legal_moves()[0])
    assert state.is_terminal() and state.returns()[0] > 0


def test_a_player_named_is_stalemated_once_they_passed_for_want_of_moves():
    """P2 can add only while P1 has no piece: after P1's first move P2 has no move, but the end
    rules find P2 stalemated only after P2 passed for want of moves, as Ludii's flag says."""
    played = game(LINE, '(play (if (is Mover P1) (move Add (to (sites Empty))) '
                        '(move Add (to (sites Empty) if:(= 0 (count Pieces P1)))))) '
                        '(end (if (no Moves P2) (result P1 Win)))', forced_pass=True)
    state = played.new_initial_state()
    state.apply(state.legal_moves()[0])
    assert not state.is_terminal() and state.mover == 2
    assert state.legal_moves() == [played.forced_pass_move]
    state.apply(played.forced_pass_move)
    assert state.is_terminal() and state.returns()[0] > 0


def test_is_next_mover_holds_after_move_again_while_the_move_is_made():
    played = game(LINE, 'phases:{(phase "Adding" (play (move Add (to (sites Empty)) (then (moveAgain)))) '
                        '(nextPhase Mover (not (is Next Mover)) "Passing")) '
                        '(phase "Passing" (play (move Pass)))} (end (if (is Full) (result Mover Draw)))')
    state = played.new_initial_state()
    state.apply(state.legal_moves()[0])
    assert state.mover == 1 and {move.kind for move in state.legal_moves()} == {"Add"}


def test_no_moves_next_after_move_again_asks_about_the_mover():
    played = game(LINE, '(play (if (not (is Prev Mover)) (move Add (to (sites Empty)) (then (moveAgain))))) '
                        '(end (if (no Moves Next) (result Mover Win)))')
    state = played.new_initial_state()
    state.apply(state.legal_moves()[0])
    assert state.is_terminal() and state.returns()[0] > 0


def test_the_last_of_move_again_and_set_next_player_chooses_who_moves():
    def after_first_move(consequences: str) -> int:
        played = game(LINE, f'(play (move Add (to (sites Empty)) (then (and {consequences})))) '
                            '(end (if (is Full) (result Mover Draw)))', players=3)
        state = played.new_initial_state()
        state.apply(state.legal_moves()[0])
        return state.mover

    assert after_first_move("(moveAgain) (set NextPlayer (player 3))") == 3
    assert after_first_move("(set NextPlayer (player 3)) (moveAgain)") == 1


def test_the_end_rules_of_a_phase_are_asked_before_the_phase_changes():
    played = game(LINE, 'phases:{(phase "Opening" (play (move Add (to (sites Empty)))) '
                        '(end (if (is Occupied 0) (result Mover Win))) (nextPhase (is Occupied 0) "Rest")) '
                        '(phase "Rest" (play (move Add (to (sites Empty)))))} (end (if (is Full) (result Mover Draw)))')
    state = played.new_initial_state()
    state.apply(next(move for move in state.legal_moves() if move.to == 0))
    assert state.is_terminal() and state.returns()[0] > 0


def test_for_each_site_binds_to_and_visits_each_site_once_in_order():
    played = game(LINE, '(play (forEach Site (sites {2 0 2}) (if (= (to) (site)) (move Add (to (site)))))) '
                        '(end (if (is Full) (result Mover Draw)))')
    assert [move.to for move in played.new_initial_state().legal_moves()] == [0, 2]


def test_a_move_carries_the_count_worked_out_where_it_is_offered():
    played = game(HOLES, '(start (set Count 2 to:(sites Track))) (play (forEach Site (sites Bottom) '
                         '(if (is Occupied (site)) (move (from (site)) (to 5) count:(count at:(site)))))) '
                         '(end (if (no Moves Next) (result Mover Win)))')
    state = played.new_initial_state()
    move = next(move for move in state.legal_moves() if move.frm == 0)
    assert move.amount == 2 and Move.parse(str(move)) == move
    state.apply(move)
    assert counts(state) == [0, 2, 2, 2, 2, 4]


def test_do_next_makes_its_first_part_as_worked_out_with_the_move():
    """(set Var "N" (value)) is worked out in (forEach Value ...), where the value is bound."""
    played = game(HOLES + ' (hand Each)',
                  '(start (set Count 3 at:(handSite P1))) (play (forEach Value min:1 max:2 '
                  '(do (set Var "N" (value)) next:(move (from (handSite Mover)) (to 0) count:(value) '
                  '(then (fromTo (from 0) (to 1) count:(var "N"))))))) (end (if (no Moves Next) (result Mover Win)))')
    state = played.new_initial_state()
    state.apply(next(move for move in state.legal_moves() if move.amount == 2))
    assert counts(state)[:2] == [0, 2]


def test_do_next_reads_the_last_move_as_it_was_where_the_move_was_offered():
    """The first part reads (last To): the site of the move before, not of the move being made."""
    played = game(HOLES, '(start (set Count 1 to:(sites Track))) (play (or (move Select (from 0)) '
                         '(do (fromTo (from (last To)) (to 5) count:1) next:(move Select (from 1))))) '
                         '(end (if (no Moves Next) (result Mover Win)))')
    state = played.new_initial_state()
    state.apply(next(move for move in state.legal_moves() if move.to == 0))
    state.apply(next(move for move in state.legal_moves() if move.to == 1))
    assert counts(state) == [0, 1, 1, 1, 1, 2]
