"""Chance drawn from the state's generator, decks dealt at random, remembered values, values and
rotations of pieces, steps turned with a piece, named decisions and counted loops, apart from any game."""

from helpers import texts
from interpreter.game import load_text

PIECES = '(piece "A" Shared) (piece "B" Shared) (piece "C" Shared)'


def game_of(play, end="(if (= (count Deck) 99) (result Mover Win))", players=1, start="", board="(square 3)",
            deck=""):
    text = (f'(game "T" (players {players}) (equipment {{(board {board}) {PIECES} {deck}}}) '
            f"(rules {start} (play {play}) (end {end})))")
    return load_text(text)


def test_a_range_bounds_the_draws_and_one_end_is_both():
    game = game_of("(move Pass)")
    state = game.new_initial_state(3)
    assert {game.evaluate(state, "(value Random (range 2 4))") for _ in range(60)} == {2, 3, 4}
    assert {game.evaluate(state, "(value Random (range (+ 1 4)))") for _ in range(5)} == {5}


def test_value_random_draws_from_the_seed_and_undo_draws_it_again():
    game = game_of('(move Action "roll" (then (set Var "X" (value Random (range 1 6)))))')
    rolls = []
    for seed in (1, 1, 2):
        state = game.new_initial_state(seed)
        for _ in range(5):
            state.apply("roll")
            rolls.append(state.variable("X"))
    assert rolls[:5] == rolls[5:10] and rolls[:5] != rolls[10:] and set(rolls) <= set(range(1, 7))
    state = game.new_initial_state(7)
    state.apply("roll")
    first = state.variable("X")
    state.undo()
    state.apply("roll")
    assert state.variable("X") == first


def test_deck_deal_and_count_deck():
    game = game_of('(move Action "draw" (then (deal Cards 1)))', start="(start {(deal Cards 2)})",
                   deck='(deck {"A" "B" "C" "C"})')
    state = game.new_initial_state(3)
    kinds = len(game.pieces)
    assert sum(state.stock[:kinds]) == 2 and sum(state.stock[kinds:2 * kinds]) == 2
    assert game.evaluate(state, "(count Deck)") == 2
    state.apply("draw")
    state.apply("draw")
    state.apply("draw")  # nothing is left to deal
    assert game.evaluate(state, "(count Deck)") == 0 and state.stock[kinds:2 * kinds] == [1, 1, 2]
    hands = {tuple(game.new_initial_state(seed).stock[kinds:]) for seed in range(20)}
    assert len(hands) > 2  # the deal depends on the seed
    full = game_of("(move Pass)", deck='(deck {"A" "B" "C" "C"})').new_initial_state(0)
    assert full.stock[:kinds] == [1, 1, 2] and full.log == []  # the deck is filled before play, for good


def test_remember_forget_and_count_remembered():
    game = game_of('(or {(move Action "add" (then (remember Value "Pool" 3 count:2))) '
                   '(move Action "take" (then (forget Value "Pool" 3 count:5)))})',
                   start='(start {(remember Value "Pool" 5)})')
    state = game.new_initial_state(0)
    count = '(count Value 3 in:(values Remembered "Pool"))'
    assert game.evaluate(state, count) == 0 and game.evaluate(state, '(size Array (values Remembered "Pool"))') == 1
    state.apply("add")
    assert game.evaluate(state, count) == 2 and game.evaluate(state, '(size Array (values Remembered "Pool"))') == 3
    state.apply("take")  # no fewer than none
    assert game.evaluate(state, count) == 0 and game.evaluate(state, '(size Array (values Remembered "Pool"))') == 1
    state.undo()
    assert game.evaluate(state, count) == 2
    assert game.evaluate(state, '(values Remembered "Pool")', "intArray") == (3, 3, 5)
    assert game.evaluate(state, '(values Remembered "Nothing")', "intArray") == ()


def test_size_and_count_read_any_array_as_they_read_a_remembered_one(monkeypatch):
    """The counts kept for a remembered multiset and the array worked out give the same answers."""
    from interpreter.compiler import RULES
    from interpreter.compiler.memory import remembered_values

    def plain(bound, c):  # the same array, without the fact that lets the counts be read directly
        index, _ = c.layout.multiset(bound.get("name"))
        return lambda state: remembered_values(state, index)

    questions = ['(size Array (values Remembered "Pool"))', '(count Value 3 in:(values Remembered "Pool"))',
                 '(count Value 4 in:(values Remembered "Pool"))']
    answers = []
    for patched in (False, True):
        if patched:
            monkeypatch.setitem(RULES, ("values", "Remembered", "intArray"), plain)
        game = game_of('(move Action "add" (then (remember Value "Pool" 3 count:2)))',
                       start='(start {(remember Value "Pool" 5) (remember Value "Pool" 4)})')
        state = game.new_initial_state(0)
        state.apply("add")
        answers.append([game.evaluate(state, question) for question in questions])
    assert answers == [[4, 2, 1], [4, 2, 1]]


def test_value_piece_and_set_value_at():
    game = game_of('(move Add (piece "A") (to (sites Empty)) (then (set Value at:(last To) (+ 1 (last To)))))')
    state = game.new_initial_state(0)
    state.apply("A@B1")
    assert game.evaluate(state, '(value Piece at:1)') == 2 and game.evaluate(state, '(value Piece at:0)') == 0
    state.undo()
    assert game.evaluate(state, '(value Piece at:1)') == 0


def test_set_rotation_is_a_decision_among_the_listed_turns():
    game = game_of('(if (is Empty 4) (move Add (piece "A") (to 4) (then (moveAgain))) '
                   '(set Rotation at:4 {0 1 3}))')
    state = game.new_initial_state(0)
    state.apply("A@B2")
    assert texts(game, state) == ["turn:0@B2", "turn:1@B2", "turn:3@B2"]
    state.apply("turn:3@B2")
    assert game.evaluate(state, "(rotation at:4)") == 3


def test_set_rotation_turns_worked_out_in_play():
    game = game_of('(if (is Empty 4) (move Add (piece "A") (to 4) (then (moveAgain))) '
                   '(set Rotation at:4 {0 (+ 1 (count Moves))}))')
    state = game.new_initial_state(0)
    state.apply("A@B2")
    assert texts(game, state) == ["turn:0@B2", "turn:2@B2"]  # one move made: 1 + 1
    state.apply("turn:2@B2")
    assert game.evaluate(state, "(rotation at:4)") == 2


def test_ahead_turns_the_direction_with_the_rotation():
    game = game_of("(move Pass)")
    state = game.new_initial_state(0)
    label = game.board.label
    assert label(game.evaluate(state, "(ahead 4 N)")) == "B3"
    assert label(game.evaluate(state, "(ahead 4 N rotation:1)")) == "C2"
    assert label(game.evaluate(state, "(ahead 4 W rotation:2)")) == "C2"
    assert label(game.evaluate(state, "(ahead 4 NE rotation:1)")) == "C1"
    # past the edge of the board: the site itself, as in Ludii; no site at all: Off
    assert game.evaluate(state, "(ahead 0 S)") == 0 and game.evaluate(state, "(ahead 0 N rotation:2)") == 0
    assert label(game.evaluate(state, "(ahead 4 N steps:2)")) == "B2"  # two steps north leave the board: B2 itself
    assert game.evaluate(state, "(ahead -1 N)") == -1


def test_move_action_for_each_value_and_value():
    game = game_of('(forEach Value min:2 max:4 (if (!= (value) 3) (move Action "pick" (value) '
                   '(then (set Var "X" (* 10 (value)))))))')
    state = game.new_initial_state(0)
    assert texts(game, state) == ["pick:2", "pick:4"]
    state.apply("pick:4")
    assert state.variable("X") == 40


def test_for_each_region_filters_sites_with_site():
    game = game_of("(move Pass)")
    state = game.new_initial_state(0)
    assert list(game.evaluate(state, "(forEach (sites Empty) if:(= 0 (% (site) 4)))", "sites")) == [0, 4, 8]


def test_a_boardless_grid_is_labelled_by_position():
    game = load_text(f'(game "T" (players 1) (equipment {{(boardless Square 5) {PIECES}}}) '
                     "(rules (play (move Pass)) (end (if (= (count Deck) 99) (result Mover Win)))))")
    assert game.board.num_sites == 25
    state = game.new_initial_state(0)
    assert game.board.label(game.evaluate(state, '(ahead (ahead 12 N) E)')) == "1,1"


def test_forgetting_a_value_never_remembered_is_undone_cleanly():
    game = game_of('(move Action "take" (then (forget Value "Pool" 6)))', start='(start {(remember Value "Pool" 5)})')
    state = game.new_initial_state(0)
    state.apply("take")
    state.undo()
    assert game.layout.remembered(state, "Pool") == {5: 1}


def test_a_move_of_many_draws_logs_little_and_every_undo_puts_the_generator_back():
    from interpreter import state as states

    game = game_of('(move Action "roll" (then (forEach Value min:1 max:600 '
                   '(remember Value "Dice" (value Random (range 1 6))))))')
    state = game.new_initial_state(5)
    generators, dice = [state.rng.getstate()], []
    for _ in range(3):
        state.apply("roll")
        generators.append(state.rng.getstate())
        dice.append(game.layout.remembered(state, "Dice"))
    whole = [entry for entry in state.log if entry[0] == states._RNG and entry[2] is not None]
    assert len(state.draws) == 1800 and len(whole) <= 9  # the whole generator logged every 256 draws
    clone = state.clone()
    clone.undo()
    assert clone.rng.getstate() == generators[2]
    for move in (2, 1, 0):
        state.undo()
        assert state.rng.getstate() == generators[move]
    for move in range(3):  # played again: the same numbers drawn
        state.apply("roll")
        assert game.layout.remembered(state, "Dice") == dice[move]


def test_a_counted_loop_past_its_limit_refuses_the_move_and_changes_nothing():
    import pytest

    from interpreter.state import RuleError
    from ludeme.errors import LimitExceeded

    game = game_of('(move Action "grow" (then (and {(set Var "N" (* 4 (+ 1 (var "N")))) '
                   '(forEach Value min:1 max:(var "N") (remember Value "Seen" (value)))})))')
    state = game.new_initial_state(0)
    for _ in range(7):  # the loop reads N as it was before the move: 0, 4, 20, 84, 340, 1,364, 5,460 values
        state.apply("grow")
    before = game.state_to_json(state)
    with pytest.raises(RuleError, match="would walk 21,844 values, from 1 to 21844; a loop walks at most 10,000") as caught:
        state.apply("grow")
    assert isinstance(caught.value.__cause__, LimitExceeded) and "bug" not in str(caught.value)
    assert game.state_to_json(state) == before
