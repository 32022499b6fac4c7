"""Captures at the end of the turn, apart from any game: (remove ... at:EndOfTurn), (move Remove ...
at:EndOfTurn) and (sites ToClear), as a run of captures in draughts leaves its pieces until it ends."""

from interpreter.game import load_text
from interpreter.positions import PositionError, state_from_position, to_position

import pytest

#: P1 adds discs; each addition marks P2's pieces to be taken; one on the left column lets P1 go on.
MARKING = ('(game "C" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
           '(rules (start (place "Disc2" {"A1" "B1"})) (play PLAY) (end (if (no Pieces P2) (result P1 Win)))))')
ADD_AND_MARK = ("(move Add (to (sites Empty)) (then (and (remove (sites Occupied by:Next) at:EndOfTurn) "
                "(if (is In (last To) (sites Left)) (moveAgain)))))")


def labels(game, sites):
    return sorted(game.board.label(site) for site in sites)


def test_pieces_taken_at_the_end_of_the_turn_stay_until_it_ends():
    game = load_text(MARKING.replace("PLAY", ADD_AND_MARK))
    state = game.new_initial_state()
    assert labels(game, game.evaluate(state, "(sites ToClear)", "sites")) == []
    state.apply("A2")  # on the left column: P1 moves again, P2's discs are marked and still there
    assert state.mover == 1 and labels(game, game.evaluate(state, "(sites ToClear)", "sites")) == ["A1", "B1"]
    assert labels(game, game.evaluate(state, "(sites Occupied by:P2)", "sites")) == ["A1", "B1"]
    state.apply("C3")  # the turn ends: the marked discs go before the end rules are asked
    assert state.is_terminal() and state.returns() == (1.0, -1.0)
    assert labels(game, game.evaluate(state, "(sites ToClear)", "sites")) == []
    state.undo()
    assert labels(game, game.evaluate(state, "(sites ToClear)", "sites")) == ["A1", "B1"] and not state.is_terminal()
    state.undo()
    assert labels(game, game.evaluate(state, "(sites ToClear)", "sites")) == []


def test_a_marked_piece_can_be_left_alone_by_the_rules_that_read_the_marks():
    """Only the pieces not marked yet may be removed as a decision: each is taken once, at the end."""
    play = ('(if (is Prev Mover) (move Remove (difference (sites Occupied by:Next) (sites ToClear)) at:EndOfTurn '
            '(then (if (< 0 (count Sites in:(difference (sites Occupied by:Next) (sites ToClear)))) (moveAgain)))) '
            '(move Add (to (sites Empty)) (then (moveAgain))))')
    game = load_text(MARKING.replace("PLAY", play))
    state = game.new_initial_state()
    state.apply("C3")
    assert labels(game, [move.to for move in state.legal_moves()]) == ["A1", "B1"]
    state.apply("B1")
    assert state.mover == 1 and labels(game, [move.to for move in state.legal_moves()]) == ["A1"]
    state.apply("A1")
    assert state.is_terminal() and state.returns() == (1.0, -1.0)


def test_a_position_names_the_sites_to_clear_and_reads_them_back():
    game = load_text(MARKING.replace("PLAY", ADD_AND_MARK))
    state = game.new_initial_state()
    assert "to clear" not in to_position(state)
    state.apply("A2")
    position = to_position(state)
    assert position["to clear"] == {"A1": 1, "B1": 1}
    again = state_from_position(game, position)
    assert labels(game, game.evaluate(again, "(sites ToClear)", "sites")) == ["A1", "B1"]
    with pytest.raises(PositionError, match="to clear"):
        state_from_position(game, {**position, "to clear": {"C3": 1}})  # an empty site has nothing to take
