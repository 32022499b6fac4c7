"""(do ...) on its own: moves kept when a condition holds once they are made (ifAfterwards:), moves
worked out after others (next:), both, and its (then ...)."""

from helpers import texts
from interpreter.game import load_text
from interpreter.records import state_report


def game_of(play: str, players: int = 2):
    return load_text(f'(game "T" (players {players}) (equipment {{(board (rectangle 1 4)) (piece "Disc" Each)}}) '
                     f'(rules (play {play}) (end (if (is Full) (result Mover Draw)))))')


def variable(state, name: str) -> int:
    return state.slots[state.game.layout.variables[name]]


def test_if_afterwards_sees_the_move_and_its_consequences_and_changes_nothing():
    game = game_of("(do (move Add (to (sites Empty)) (then (if (is Occupied 0) (addScore Mover 10)))) "
                   "ifAfterwards:(< (score Mover) 5))")
    state = game.new_initial_state()
    before, version = state_report(game, state), state.version
    assert texts(game, state) == ["B1", "C1", "D1"]  # A1 would score 10
    assert state_report(game, state) == before and state.version == version
    state.apply("C1")
    assert state.scores() == (0, 0) and texts(game, state) == ["B1", "D1"]


def test_if_afterwards_keeps_the_mover():
    game = game_of("(do (move Add (to (sites Empty))) ifAfterwards:(is Mover 1))")
    state = game.new_initial_state()
    assert len(state.legal_moves()) == 4  # asked with P1 still the mover
    state.apply("A1")
    assert state.legal_moves() == []  # P2: never P1


def test_next_works_its_moves_out_after_the_prior_ones_and_makes_them_together():
    game = game_of('(do (set Var "At" 3) next:(move Add (to (sites {(var "At")}))))')
    state = game.new_initial_state()
    assert texts(game, state) == ["D1"]  # (var "At") is 3 only once the prior move is made
    state.apply("D1")
    assert variable(state, "At") == 3 and state.who[3] == 1


def test_next_and_if_afterwards_together_and_the_then():
    game = game_of('(do (set Var "At" (count Sites in:(sites Empty))) next:(move Add (to (sites Empty))) '
                   'ifAfterwards:(!= (last To) 0) (then (addScore Mover (var "At"))))')
    state = game.new_initial_state()
    assert texts(game, state) == ["B1", "C1", "D1"]
    state.apply("B1")
    assert state.scores() == (4, 0)
    state.undo()
    assert state.scores() == (0, 0) and variable(state, "At") == 0


# (meta (no Repeat ...)) ------------------------------------------------------------------------------

def repeating(kind: str, players: int = 1, play: str = "(or (move Add (to (sites Empty))) "
                                                       "(move Remove (sites Occupied by:Mover)))"):
    return load_text(f'(game "R" (players {players}) (equipment {{(board (rectangle 1 3)) (piece "Disc" Each)}}) '
                     f'(rules (meta (no Repeat {kind})) (play {play}) (end (if (is Full) (result P1 Win)))))')


def test_no_repeat_positional_forbids_a_position_met_at_the_start_of_a_turn():
    game = repeating("")
    state = game.new_initial_state()
    state.apply("A1")
    assert texts(game, state) == ["B1", "C1"]  # taking A1 off again would give the empty board back
    state.apply("B1")
    assert texts(game, state) == ["C1", "xA1"]  # without B1: A1 alone, met before
    state.undo()
    state.undo()
    assert texts(game, state) == ["A1", "B1", "C1"]  # undone: those positions are no longer met
    clone = state.clone()
    clone.apply("A1")
    assert texts(game, clone) == ["B1", "C1"] and texts(game, state) == ["A1", "B1", "C1"]


def test_no_repeat_situational_looks_at_the_player_to_move_too():
    play = "(or (move Add (to (sites Empty))) (move Remove (sites Occupied by:Prev)))"
    positional, situational = repeating("Positional", 3, play), repeating("Situational", 3, play)
    for game, allowed in ((positional, False), (situational, True)):
        state = game.new_initial_state()
        state.apply("A1")  # P1: A1 alone, P2 to move
        state.apply("B1")  # P2
        assert ("xB1" in texts(game, state)) == allowed  # P3: A1 alone again, but P1 to move


def test_no_repeat_in_turn_looks_at_the_positions_of_this_turn_only():
    play = ("(or {(move Add (to (sites Empty)) (then (moveAgain))) "
            "(move Remove (sites Occupied by:Mover) (then (moveAgain))) (move Pass)})")
    for kind, allowed in (("PositionalInTurn", False), ("Positional", True)):
        game = repeating(kind, 1, play)
        state = game.new_initial_state()
        state.apply("A1")
        state.apply("B1")  # A1 alone was met in this turn, never at the start of one
        assert ("xB1" in texts(game, state)) == allowed, kind
        assert "pass" in texts(game, state)  # a pass always may


def test_can_move_of_moves_kept_after_a_condition_looks_for_one_move_that_passes():
    def can_move(condition: str) -> bool:
        game = game_of(f"(if (can Move (do (move Add (to (sites Empty))) ifAfterwards:{condition})) "
                       "(move Add (to 0)) (move Pass))")
        return texts(game, game.new_initial_state()) == ["A1"]

    assert can_move("(is Occupied 3)")  # only the last of the four moves passes
    assert not can_move("(is Occupied 4)")  # none does


def test_next_as_a_consequence_keeps_the_sites_its_moves_were_worked_out_with_and_the_last_move():
    # after the disc on A1, (do ... next:) moves each other disc to the mover's hand: the sites of
    # (forEach Site ...) are those the moves were worked out with, and (last To) is still A1, as in Ludii
    game = load_text('(game "T" (players 2) (equipment {(board (rectangle 1 4)) (piece "Disc" Each) (hand Each)}) '
                     '(rules (start (place "Disc2" {"B1" "C1"})) (play (move Add (to (sites {0})) (then (do '
                     '(set Var "Seen" (last To)) next:(forEach Site (difference (sites Occupied by:All) (sites {(last To)})) '
                     '(fromTo (from (site)) (to (handSite Mover)))))))) (end (if (= 1 1) (result Mover Win)))))')
    state = game.new_initial_state()
    state.apply("A1")
    assert [site for site in range(4) if state.what[site] >= 0] == [0] and variable(state, "Seen") == 0


def test_next_as_a_consequence_with_no_moves_makes_nothing_as_ludii():
    game = load_text('(game "T" (players 2) (equipment {(board (rectangle 1 4)) (piece "Disc" Each)}) '
                     '(rules (play (move Add (to (sites Empty)) (then (do (set Var "X" 5) next:(move Add (to (sites {3}) '
                     'if:(is Occupied 2))))))) (end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state()
    state.apply("A1")  # C1 is empty: next: has no move, so the whole (do ...) makes nothing
    assert variable(state, "X") == 0
