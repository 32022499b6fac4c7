"""Lines through a site: (sites Direction ...), (row of:...) and (column of:...), apart from any game."""

import pytest

from ludeme.diagnostics import DiagnosticError
from interpreter.game import load_text


def game_of(board="(square 5)", play="(move Add (to (sites Empty)))"):
    text = (f'(game "T" (players 2) (equipment {{(board {board}) (piece "Disc" Each)}}) '
            f"(rules (play {play}) (end (if (is Full) (result Mover Draw)))))")
    return load_text(text)


@pytest.fixture(scope="module")
def game():
    return game_of()


def labels(game, sites):
    return sorted(game.board.label(s) for s in sites)


def region(game, state, text):
    return labels(game, game.evaluate(state, text, "sites"))


def test_lines_in_every_direction_at_any_distance(game):
    state = game.position({"C3": "Disc1", "E5": "Disc2"})
    assert region(game, state, '(sites Direction from:(sites {"C3"}))') == sorted(
        "A1 B2 D4 E5 A5 B4 D2 E1 C1 C2 C4 C5 A3 B3 D3 E3".split())
    # Tokens do not block a line unless stop: says so.
    assert "E5" in region(game, state, '(sites Direction from:(sites {"C3"}) Diagonal)')
    assert region(game, state, '(sites Direction from:(sites {"A1"}) Diagonal stop:(not (is Empty (to))))') == ["B2"]
    assert region(game, state, '(sites Direction from:(sites {"A1"}) Diagonal stop:(not (is Empty (to))) '
                               'stopIncluded:True)') == ["B2", "C3"]


def test_directions_distance_and_origin(game):
    state = game.position({"C3": "Disc1"}, last="C3")
    assert region(game, state, "(sites Direction from:(last To) Orthogonal)") == sorted(
        "C1 C2 C4 C5 A3 B3 D3 E3".split())
    assert region(game, state, "(sites Direction from:(last To) distance:1)") == sorted(
        "B2 B3 B4 C2 C4 D2 D3 D4".split())
    assert region(game, state, "(sites Direction from:(last To) (directions {N E}) included:True)") == sorted(
        "C3 C4 C5 D3 E3".split())
    assert region(game, state, '(sites Direction from:(sites {"A1" "E1"}) N)') == sorted(
        "A2 A3 A4 A5 E2 E3 E4 E5".split())
    assert region(game, game.position({}), "(sites Direction from:(last To))") == []


def test_a_daisy_chain_of_placements():
    game = game_of(play="(if (= (count Pieces All) 0) (move Add (to (sites Empty))) "
                        "(move Add (to (sites Direction from:(last To) Diagonal) if:(is Empty (to)))))")
    state = game.new_initial_state(0)
    state.apply("C3")
    assert labels(game, [m.to for m in state.legal_moves()]) == sorted("A1 B2 D4 E5 A5 B4 D2 E1".split())
    state.apply("E5")
    assert labels(game, [m.to for m in state.legal_moves()]) == sorted("A1 B2 D4".split())


def test_row_and_column_of_a_site(game):
    state = game.position({"B4": "Disc1"}, last="B4")
    assert game.evaluate(state, "(row of:(last To))") == 3
    assert game.evaluate(state, "(column of:(last To))") == 1
    assert game.evaluate(game.position({}), "(row of:(last To))") == -1
    assert region(game, state, "(sites Row (row of:(last To)))") == sorted("A4 B4 C4 D4 E4".split())
    assert game.evaluate(state, "(count Pieces All in:(sites Column (column of:(last To))))") == 1


def test_count_pieces_in_a_region(game):
    state = game.position({"A1": "Disc1", "B1": "Disc2", "C1": "Disc1", "A2": "Disc1"}, last="C1")
    assert [game.evaluate(state, f"(count Pieces {who} in:(sites Row 0))") for who in ("P1", "P2", "All", "Mover")] \
        == [2, 1, 3, 2]
    assert game.evaluate(state, "(count Pieces P1 in:(last To))") == 1  # one site stands for a region
    assert game.evaluate(state, "(count Pieces P1)") == 3


def test_a_placement_at_one_site():
    game = game_of(play="(if (= (count Pieces All) 0) (move Add (to 12)) (move Add (to (last From))))")
    state = game.new_initial_state(0)
    assert [game.board.label(m.to) for m in state.legal_moves()] == ["C3"]
    state.apply("C3")
    assert state.legal_moves() == []  # (last From) is no site: no region


def test_directions_the_board_lacks_are_refused():
    with pytest.raises(DiagnosticError, match="no direction of this board"):
        game_of(board="(hex 3)", play="(move Add (to (sites Direction from:(last To) NE)))")


def test_orthogonal_lines_follow_the_boards_own_relation():
    # On a vertex board every edge is Orthogonal, drawn diagonals too (as in Ludii): a line of
    # three along a drawn diagonal counts; on a plain square board it does not.
    for board, counts in (("(rectangle 3 3 diagonals:Alternating) use:Vertex", True),
                          ("(square 3) use:Vertex", False)):
        game = load_text(f'(game "T" (players 2) (equipment {{(board {board}) (piece "Disc" Each)}}) '
                         "(rules (play (move Add (to (sites Empty)))) (end (if (is Line 3 Orthogonal) "
                         "(result Mover Win)))))")
        state = game.position({"A1": "Disc1", "B2": "Disc1"}, last="B2")
        state.apply("C3")
        assert state.is_terminal() is counts
    # Hexagonal cells: all six directions are orthogonal, so a line running NNE from the centre
    # counts as Orthogonal, and not as Diagonal.
    for relation, wins in (("Orthogonal", True), ("Diagonal", False)):
        game = load_text('(game "T" (players 2) (equipment {(board (hex 3)) (piece "Disc" Each)}) '
                         f"(rules (play (move Add (to (sites Empty)))) (end (if (is Line 3 {relation}) "
                         "(result Mover Win)))))")
        beyond = game.board.ray(9, "NNE")
        assert len(beyond) == 2
        state = game.position({game.board.label(site): "Disc1" for site in beyond})
        state.apply(game.board.label(9))
        assert state.is_terminal() is wins


def test_diagonal_lines_on_hexagons_run_through_the_cells_beyond_the_corners():
    game = load_text('(game "T" (players 2) (equipment {(board (hex 3)) (piece "Disc" Each)}) '
                     "(rules (play (move Add (to (sites Empty)))) (end (if (is Line 3 Diagonal) "
                     "(result Mover Win)))))")
    state = game.position({"C1": "Disc1", "B3": "Disc1"})  # A5 is next along the N diagonal
    state.apply("A5")
    assert state.is_terminal() and state.returns() == (1.0, -1.0)


def test_is_line_with_if_counts_only_sites_meeting_the_condition():
    """if: is asked of each site of the line, with (to) the site: here, only the sites off the middle
    column make lines."""
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     "(rules (play (move Add (to (sites Empty)))) (end (if (is Line 3 Orthogonal "
                     "if:(!= (column of:(to)) 1)) (result Mover Win)))))")
    across = game.position({"A1": "Disc1", "B1": "Disc1"}, last="B1")
    across.apply("C1")
    assert not across.is_terminal(), "B1 is in the middle column"
    up = game.position({"A1": "Disc1", "A2": "Disc1"}, last="A2")
    up.apply("A3")
    assert up.is_terminal() and up.returns() == (1.0, -1.0)
    through = game.position({"A1": "Disc1", "C1": "Disc1"}, last="C1")
    through.apply("B1")
    assert not through.is_terminal(), "the site the line runs through must meet it too"
