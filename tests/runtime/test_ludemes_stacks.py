"""Stacks of pieces: which games stack, the stacks kept on the state (and taken back exactly),
(move Add ... stack:True), (size Stack ...), (is Line ... byLevel:True), and the native backend
refusing a game that stacks."""

import pytest

from interpreter.compiler.stacks import height, piece_at
from interpreter.game import load_text
from interpreter.lowering import NotLowered, lower
from ludeme.diagnostics import DiagnosticError

#: Discs dropped into the columns of a 1x5 board, four high: four in a row of any sort wins.
COLUMNS = """
(game "Columns" (players 2)
    (equipment {(board (rectangle 1 5)) (piece "Disc" Each)})
    (rules
        (play (move Add (to (forEach (sites Board) if:(< (size Stack at:(site)) 4))) stack:True))
        (end (if (is Line 3 byLevel:True) (result Mover Win)))))
"""


def columns(end: str = "(is Line 3 byLevel:True)", size: int = 5):
    return load_text(COLUMNS.replace("(is Line 3 byLevel:True)", end).replace("(rectangle 1 5)", f"(rectangle 1 {size})"))


def stacks_of(state) -> list[list[tuple[int, int]]]:
    return [list(stack) for stack in state.stacks]


def test_only_a_game_whose_rules_stack_keeps_stacks():
    assert columns().stacking and columns().new_initial_state().stacks == [[] for _ in range(5)]
    flat = load_text('(game "F" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     "(rules (play (move Add (to (sites Empty)))) (end (if (is Line 3) (result Mover Win)))))")
    assert not flat.stacking and flat.new_initial_state().stacks is None


def test_move_add_with_stack_puts_the_piece_on_top_and_undo_takes_it_back():
    state = columns().new_initial_state()
    for text in ("A1", "A1", "B1"):
        state.apply(text)
    assert stacks_of(state)[:2] == [[(1, 0), (2, 1)], [(1, 0)]]
    assert (state.who[0], state.what[0]) == (2, 1), "who and what hold the top piece"
    assert height(state, 0) == 2 and piece_at(state, 0, 0) == (1, 0) and piece_at(state, 0, 5) == (0, -1)
    assert 0 not in state.empty and state.empty == [2, 3, 4]
    state.undo()
    state.undo()
    assert stacks_of(state)[0] == [(1, 0)] and (state.who[0], state.what[0]) == (1, 0)
    state.undo()
    assert stacks_of(state) == [[] for _ in range(5)] and state.what[0] == -1 and state.empty == [0, 1, 2, 3, 4]


def test_size_stack_counts_the_pieces_on_a_site_or_a_region():
    state = columns(end="(= (size Stack at:0) 3)").new_initial_state()
    for text in ("A1", "A1"):
        state.apply(text)
    assert not state.is_terminal()
    state.apply("A1")
    assert state.is_terminal() and state.returns() == (1.0, -1.0)
    region = columns(end="(= (size Stack in:(sites Board)) 3)").new_initial_state()
    for text in ("A1", "B1", "E1"):
        region.apply(text)
    assert region.is_terminal()
    last = columns(end="(= (size Stack) 2)").new_initial_state()  # (last To) by default
    last.apply("C1")
    last.apply("C1")
    assert last.is_terminal() and last.returns() == (-1.0, 1.0)


def test_a_full_stack_is_no_longer_a_destination():
    state = columns(end="(is Line 9 byLevel:True)").new_initial_state()
    for _ in range(4):
        state.apply("A1")
    assert "A1" not in [state.game.move_to_text(state, move) for move in state.legal_moves()]
    assert len(state.legal_moves()) == 4


def play(game, moves: str):
    state = game.new_initial_state()
    for text in moves.split():
        assert not state.is_terminal(), f"over before {text}"
        state.apply(text)
    return state


@pytest.mark.parametrize("moves,won", [
    ("A1 B1 A1 B1 A1", True),  # up a stack: three of P1's, one above the other
    ("A1 A1 B1 B1 C1", True),  # along level 0
    ("A1 B1 B1 C1 E1 C1 C1", True),  # a level higher at each step east: A1 level 0, B1 level 1, C1 level 2
    ("E1 D1 D1 C1 A1 C1 C1", True),  # the same going west
    ("A1 B1 A1 B1 B1", False),  # no three
])
def test_is_line_by_level_walks_stacks_as_ludii(moves, won):
    state = play(columns(), moves)
    assert state.is_terminal() is won
    if won:
        assert state.returns() == (1.0, -1.0)


def test_is_line_in_a_game_that_stacks_counts_any_level_unless_top():
    # P1 at level 0 of A1, B1 and C1, each covered by P2 but C1: a line of P1's kind at some level
    moves = "A1 A1 B1 B1 C1"
    assert play(columns(end="(is Line 3)"), moves).is_terminal()
    assert not play(columns(end="(is Line 3 top:True)"), moves).is_terminal()


def test_a_game_that_stacks_is_refused_by_the_native_backend_with_its_reason():
    with pytest.raises(NotLowered, match="stacks of pieces"):
        lower(columns())


def row_game(start: str, play: str, end: str = "(end (if (no Moves Next) (result Mover Win)))", size: int = 6):
    """Two players on a 1 x size row, with stacks set up by start."""
    return load_text(f'(game "Row" (players 2) (equipment {{(board (rectangle 1 {size})) (piece "Disc" Each)}}) '
                     f"(rules (start {{{start}}}) (play {play}) {end}))")


def texts(state) -> list[str]:
    return sorted(state.game.move_to_text(state, move) for move in state.legal_moves())


def test_place_stack_stacks_count_pieces_or_one_number_a_site():
    state = row_game('(place Stack "Disc1" (sites {0 1}) count:2) (place Stack "Disc2" (sites {3 4 5}) counts:{1 3 0})',
                     "(move Pass)").new_initial_state()
    assert [height(state, site) for site in range(6)] == [2, 2, 0, 1, 3, 0]
    assert piece_at(state, 4, 2) == (2, 1) and state.who[4] == 2 and state.empty == [2, 5]


def test_a_step_moves_the_top_piece_and_with_stack_the_whole_stack():
    start = '(place Stack "Disc2" 0) (place Stack "Disc1" 0)'
    top = row_game(start, "(forEach Piece (move Step E (to if:(is Empty (to)))))").new_initial_state()
    top.apply("A1-B1")
    assert stacks_of(top)[:2] == [[(2, 1)], [(1, 0)]]
    whole = row_game(start, "(forEach Piece (move Step E (to if:(is Empty (to))) stack:True))").new_initial_state()
    whole.apply("A1-B1")
    assert stacks_of(whole)[:2] == [[], [(2, 1), (1, 0)]] and whole.what[0] == -1 and whole.who[1] == 1
    whole.undo()
    assert stacks_of(whole)[:2] == [[(2, 1), (1, 0)], []]


def test_a_slide_with_stack_carries_the_whole_stack():
    start = '(place Stack "Disc1" 0 count:2)'
    state = row_game(start, "(forEach Piece (move Slide E stack:True))").new_initial_state()
    assert texts(state) == ["A1-B1", "A1-C1", "A1-D1", "A1-E1", "A1-F1"]
    state.apply("A1-D1")
    assert height(state, 3) == 2 and height(state, 0) == 0


def test_a_hop_with_stack_takes_the_top_of_the_jumped_stack_under_the_hopping_one():
    """Lasca's capture: the top piece of the jumped stack goes onto the empty site first, then the
    hopping stack on top of it."""
    start = '(place Stack "Disc1" 0 count:2) (place Stack "Disc1" 1) (place Stack "Disc2" 1)'
    hop = ("(forEach Piece (move Hop E (between if:(is Enemy (who at:(between))) (apply (fromTo (from (between)) (to)))) "
           "(to if:(is Empty (to))) stack:True) top:True)")
    state = row_game(start, hop).new_initial_state()
    assert texts(state) == ["A1-C1"], "the piece under P2's is not on top: it does not move"
    state.apply("A1-C1")
    assert stacks_of(state)[:3] == [[], [(1, 0)], [(2, 1), (1, 0), (1, 0)]]
    assert state.who[1] == 1 and state.who[2] == 1


def test_from_to_in_a_game_that_stacks_moves_the_top_pieces():
    start = '(place Stack "Disc1" 0 count:3) (place Stack "Disc2" 1)'
    moves = {"(fromTo (from 0) (to 1))": [[(1, 0)] * 2, [(2, 1), (1, 0)]],
             "(fromTo (from 0) (to 1) count:2)": [[(1, 0)], [(2, 1), (1, 0), (1, 0)]],
             "(fromTo (from 0) (to 1) stack:True)": [[], [(2, 1), (1, 0), (1, 0), (1, 0)]]}
    for consequence, expected in moves.items():
        state = row_game(start, f"(move Pass (then {consequence}))").new_initial_state()
        state.apply("pass")
        assert stacks_of(state)[:2] == expected, consequence


def test_remove_takes_count_pieces_off_the_top_of_a_stack():
    start = '(place Stack "Disc1" 0 count:3)'
    one = row_game(start, "(move Remove (sites Occupied by:Mover))").new_initial_state()
    one.apply("xA1")
    assert height(one, 0) == 2
    two = row_game(start, "(move Pass (then (remove 0 count:(- (size Stack at:0) 1))))").new_initial_state()
    two.apply("pass")
    assert height(two, 0) == 1


def test_who_what_and_top_level_read_the_levels_of_a_stack():
    start = '(place Stack "Disc2" 0) (place Stack "Disc1" 0 count:2)'
    for end, over in [("(= (who at:0 level:0) 2)", True), ("(= (who at:0) 1)", True), ("(= (what at:0 level:1) 1)", True),
                      ("(= (what at:0 level:2) 1)", True), ("(= (what at:0 level:5) 0)", True),
                      ("(= (topLevel at:0) 2)", True), ("(= (topLevel at:1) 0)", True), ("(= (who at:0 level:1) 2)", False)]:
        state = row_game(start, "(move Pass)", f"(end (if {end} (result Mover Win)))").new_initial_state()
        state.apply("pass")
        assert state.is_terminal() is over, end


def test_for_each_piece_moves_the_pieces_on_top_only():
    start = '(place Stack "Disc1" 0) (place Stack "Disc2" 0) (place Stack "Disc1" 2)'
    state = row_game(start, "(forEach Piece (move Step Adjacent (to if:(is Empty (to)))) top:True)").new_initial_state()
    assert texts(state) == ["C1-B1", "C1-D1"]


def test_is_line_with_if_in_a_game_that_stacks_asks_the_sites_beyond_the_one_played():
    """As Ludii's: the site the line runs through is not asked; the others, with (to) each."""
    alone = "(is Line 3 if:(= (size Stack at:(to)) 1))"
    assert play(columns(end=alone), "B1 A1 C1 A1 A1").is_terminal(), "A1 holds three, but it is the one played"
    assert not play(columns(end=alone), "B1 A1 C1 C1 A1").is_terminal(), "C1 holds two"


def test_levels_given_to_from_and_to_move_one_piece_between_levels():
    start = '(place Stack "Disc2" 0) (place Stack "Disc1" 0 count:2) (place Stack "Disc1" 1 count:2)'
    cases = {"(fromTo (from 0 level:0) (to 1))": ([(1, 0), (1, 0)], [(1, 0), (1, 0), (2, 1)]),
             "(fromTo (from 0) (to 1 level:0))": ([(2, 1), (1, 0)], [(1, 0), (1, 0), (1, 0)]),
             "(fromTo (from 0 level:0) (to 1 level:1))": ([(1, 0), (1, 0)], [(1, 0), (2, 1), (1, 0)])}
    for consequence, expected in cases.items():
        state = row_game(start, f"(move Pass (then {consequence}))").new_initial_state()
        state.apply("pass")
        assert (stacks_of(state)[0], stacks_of(state)[1]) == expected, consequence
        assert state.who[0] == expected[0][-1][0] and state.who[1] == expected[1][-1][0]


def test_move_add_with_a_level_puts_the_piece_into_the_stack():
    state = row_game('(place Stack "Disc2" 0 count:2)', "(move Add (to 0 level:1) stack:True)").new_initial_state()
    state.apply("A1")
    assert stacks_of(state)[0] == [(2, 1), (1, 0), (2, 1)] and state.who[0] == 2


def test_a_level_given_where_no_ludeme_reads_it_is_refused_where_written():
    with pytest.raises(DiagnosticError, match="level: is not read"):
        row_game('(place Stack "Disc1" 0)', "(forEach Piece (move Step E (to level:0 if:(is Empty (to)))))")


def test_a_move_with_copy_leaves_the_piece_where_it_was():
    game = load_text('(game "Copy" (players 2) (equipment {(board (rectangle 1 3)) (hand Each) (piece "Disc" Each)}) '
                     '(rules (start {(place Stack "Disc1" (handSite P1)) (place Stack "Disc2" (handSite P2))}) '
                     "(play (move (from (handSite Mover)) (to (sites Empty)) copy:True)) "
                     "(end (if (is Full) (result Mover Draw)))))")
    state = game.new_initial_state()
    assert state.hands[:2] == [1, 1]
    state.apply("A1")
    state.apply("B1")
    assert state.hands[:2] == [1, 1] and state.who[:2] == [1, 2]


def test_a_position_keeps_the_stacks_and_reads_them_back():
    game = row_game('(place Stack "Disc2" 0) (place Stack "Disc1" 0 count:2) (place Stack "Disc2" 3)', "(move Pass)")
    state = game.new_initial_state()
    position = state.to_position()
    assert position["pieces"] == {"A1": "Disc1", "D1": "Disc2"}
    assert position["stacks"] == {"A1": ["Disc2", "Disc1", "Disc1"]}
    again = game.state_from_position(position)
    assert stacks_of(again) == stacks_of(state) and again.to_position() == position
    from interpreter.positions import PositionError
    with pytest.raises(PositionError, match="top of the stack"):
        game.state_from_position({"pieces": {"A1": "Disc2"}, "stacks": {"A1": ["Disc2", "Disc1"]}})
    flat = load_text('(game "F" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     "(rules (play (move Add (to (sites Empty)))) (end (if (is Line 3) (result Mover Win)))))")
    with pytest.raises(PositionError, match="do not stack"):
        flat.state_from_position({"pieces": {"A1": "Disc1"}, "stacks": {"A1": ["Disc1", "Disc1"]}})


def test_level_is_the_level_of_the_piece_for_each_piece_moves():
    start = '(place Stack "Disc2" 0) (place Stack "Disc1" 0) (place Stack "Disc1" 2)'
    play = "(forEach Piece (move Select (from if:(= (level) 1))))"
    state = row_game(start, play).new_initial_state()
    assert texts(state) == ["*A1"], "the piece on A1 is at level 1, the one on C1 at level 0"


def test_sites_to_gives_the_destinations_of_moves_without_making_them():
    game = row_game('(place Stack "Disc1" 2)', "(move Pass)",
                    "(end (if (= (count Sites in:(sites To (forEach Piece (move Step Adjacent (to if:(is Empty (to))))))) 2) (result Mover Win)))")
    state = game.new_initial_state()
    assert [height(state, site) for site in range(6)] == [0, 0, 1, 0, 0, 0]
    state.apply("pass")
    assert state.is_terminal() and height(state, 2) == 1


def test_count_pieces_counts_every_level_of_the_stacks_as_ludii_does():
    text = ('(game "S" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)}) '
            '(rules (start {(place Stack "Disc1" 0 count:2) (place Stack "Disc2" 1)}) '
            "(play (move Add (to (sites Board)) stack:True)) (end (if (= 4 (count Pieces P1)) (result P1 Win)))))")
    state = load_text(text).new_initial_state()
    state.apply("B1")  # onto P2's disc: P1 has three pieces on two sites
    state.apply("A2")
    assert not state.is_terminal()
    state.apply("A1")  # a third disc on A1: four pieces, the tops of two sites
    assert state.is_terminal() and state.returns() == (1.0, -1.0)
    # All: Ludii counts a stack once for each player named who has a piece in it (B1: P1's and P2's)
    every = load_text(text.replace("(= 4 (count Pieces P1))", "(= 7 (count Pieces All))")).new_initial_state()
    for move in ("B1", "A2"):
        every.apply(move)
    assert every.is_terminal()


def test_no_pieces_with_a_name_sees_a_piece_under_others():
    text = ('(game "S" (players 2) (equipment {(board (square 2)) (piece "Disc" Each) (piece "King" Each)}) '
            '(rules (start (place Stack "King1" 0)) (play (move Add (to (sites Board)) stack:True)) '
            '(end (if (no Pieces P1 "King") (result P2 Win)))))')
    state = load_text(text).new_initial_state()
    state.apply("A1")  # a disc on P1's king: the king is still on the board, under it
    assert state.stacks[0] == [(1, 2), (1, 0)] and not state.is_terminal()  # King1, then Disc1
