"""Results for one seat in games of three or more: the seat leaves play ranked, the others play on."""

import pytest

from interpreter.game import load_text
from interpreter.lowering import NotLowered, lower


def game(end: str, players: int = 3, board: str = "(square 4)", forced_pass: bool = False):
    return load_text(f'(game "T" (players {players}) (equipment {{(board {board}) (piece "Disc" Each)}}) '
                     f"(rules (play (move Add (to (sites Empty)))) (end {end})))", forced_pass=forced_pass)


def test_a_win_takes_the_best_free_rank_and_the_last_seat_left_the_rank_below():
    state = game("(if (is Line 2 Orthogonal) (result Mover Win))").new_initial_state(0)
    for site in ("A1", "C1", "A3", "B1"):  # P1 joins A1 B1
        state.apply(site)
    assert state.ranks[1:] == [1.0, 0.0, 0.0] and not state.is_terminal()
    assert state.current_player() == 2
    for site in ("D4", "C3"):  # P2, P3: P1 is passed over
        assert state.current_player() != 1
        state.apply(site)
    state.apply("D1")  # P2 joins C1 D1: second; P3 is left alone, last
    assert state.is_terminal() and state.ranks[1:] == [1.0, 2.0, 3.0]
    assert state.returns() == (1.0, 0.0, -1.0)


def test_a_loss_takes_the_worst_free_rank_and_undo_puts_the_seat_back():
    state = game("(if (is Line 2 Orthogonal) (result Mover Loss))").new_initial_state(0)
    for site in ("A1", "C1", "A3", "B1"):  # P1 joins A1 B1: last place
        state.apply(site)
    assert state.ranks[1:] == [3.0, 0.0, 0.0] and state.current_player() == 2
    state.undo()
    assert state.ranks[1:] == [0.0, 0.0, 0.0] and state.current_player() == 1
    state.apply("B1")
    state.apply("D4")  # P2
    state.apply("C3")  # P3
    state.apply("D1")  # P2 joins C1 D1: third place of the two left, so P3 is first
    assert state.is_terminal() and state.ranks[1:] == [3.0, 2.0, 1.0]
    assert state.returns() == (-1.0, 0.0, 1.0)


def test_a_draw_with_seats_out_shares_the_middle_of_the_ranks_left():
    state = game("(if (is Line 2 Orthogonal) (result Mover Win))", board="(square 2)").new_initial_state(0)
    for site in ("A1", "B2", "B1"):  # no two of one owner side by side
        state.apply(site)
    state.apply("A2")  # P1 joins A1 A2: first place, and the board is full
    # P2 and P3 play on without a move: a draw between them, sharing ranks 2 and 3
    assert state.is_terminal() and state.ranks[1] == 1.0
    assert state.returns() == (1.0, -0.5, -0.5)


def test_two_players_still_end_at_the_first_result():
    state = game("(if (is Line 2 Orthogonal) (result Mover Win))", players=2).new_initial_state(0)
    for site in ("A1", "C1", "B1"):
        state.apply(site)
    assert state.is_terminal() and state.returns() == (1.0, -1.0)


def test_forced_passes_end_the_game_after_as_many_passes_as_seats_even_with_seats_out():
    # As in Ludii: once the board is full, every seat in play passes until there were three passes.
    state = game("(if (is Line 2 Orthogonal) (result Mover Win))", board="(square 2)",
                 forced_pass=True).new_initial_state(0)
    for site in ("A1", "B2", "B1"):
        state.apply(site)
    state.apply("A2")  # P1 joins A1 A2: first place, and the board is full
    assert state.ranks[1] == 1.0 and not state.is_terminal()
    passes = 0
    while not state.is_terminal():
        (move,) = state.legal_moves()
        assert move.kind == "Pass"
        state.apply(move)
        passes += 1
    assert passes == 3 and state.returns()[0] == 1.0


def test_the_native_backend_leaves_results_of_one_seat_of_three_to_the_reference():
    with pytest.raises(NotLowered, match="two players only"):
        lower(game("(if (is Line 3) (result Mover Win))"))
