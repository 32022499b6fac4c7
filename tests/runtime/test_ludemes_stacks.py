"""Stacks of pieces: which games stack, the stacks kept on the state (and taken back exactly),
(move Add ... stack:True), (size Stack ...), (is Line ... byLevel:True), and the native backend
refusing a game that stacks."""

import pytest

from interpreter.compiler.stacks import height, piece_at
from interpreter.game import load_text
from interpreter.lowering import NotLowered, lower

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
