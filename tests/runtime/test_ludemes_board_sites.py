"""Sites named by the board: (centrePoint), the site nearest the centre, the lowest-numbered site of
(sites Centre), as Ludii's CentrePoint takes the first of the topology's centre sites; and (coord ...),
the site with a label or at a row and column, or Off."""

import pytest

from interpreter.game import load_text
from ludeme.diagnostics import DiagnosticError


def centre_point(board: str, written: str = "(centrePoint)") -> int:
    game = load_text(f'(game "T" (players 2) (equipment {{(board {board}) (piece "Disc" Each)}}) '
                     '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')
    return game.evaluate(game.new_initial_state(0), written)


@pytest.mark.parametrize("board, site", [
    ("(square 5)", 12),                 # one centre cell: C3
    ("(square 4)", 5),                  # four centre cells 5 6 9 10: the first
    ("(square 5) use:Vertex", 12),      # 5 x 5 points: the middle one
    ("(rectangle 3 5 diagonals:Alternating) use:Vertex", 7),
    ("(hex 3)", 9),                     # 19 hexagons, the middle one
])
def test_centre_point_is_the_first_centre_site(board, site):
    assert centre_point(board) == site


def test_centre_point_of_the_kind_the_board_plays_on():
    assert centre_point("(square 5) use:Vertex", "(centrePoint Vertex)") == 12


def test_centre_point_of_another_kind_of_site_is_refused():
    with pytest.raises(DiagnosticError, match="played on its cells"):
        centre_point("(square 5)", "(centrePoint Vertex)")


@pytest.mark.parametrize("written, site", [
    ('(coord "C2")', 6),
    ('(coord "Z9")', -1),                      # no such label: Off
    ("(coord row:1 column:2)", 6),
    ("(coord row:(+ 1 1) column:(- 1 1))", 8),
    ("(coord row:9 column:0)", -1),
])
def test_coord_is_the_site_with_a_label_or_at_a_row_and_column(written, site):
    assert centre_point("(square 4)", written) == site


def test_a_line_on_vertices_goes_along_edges_as_in_ludii():
    # Nine Men's Morris: the corners of the three squares lie on a straight line across the cells
    # between them, but no edge joins them, so they are no line (Ludii's default relation, Adjacent,
    # is the edges on vertices); three points along a side are one
    game = load_text('(game "T" (players 2) (equipment {(board (concentric Square rings:3) use:Vertex) '
                     '(piece "Disc" Each)}) (rules (play (move Add (to (sites Empty)))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    label = game.board.labels
    corners, side = [label[6], label[3], label[0]], [label[0], label[1], label[2]]   # bottom left; the bottom side
    across = game.position({site: "Disc1" for site in corners}, last=corners[0])
    along = game.position({site: "Disc1" for site in side}, last=side[0])
    assert not game.evaluate(across, "(is Line 3)", "boolean")
    assert game.evaluate(along, "(is Line 3)", "boolean")


def test_a_line_is_of_pieces_of_one_kind_as_in_ludii():
    # three pieces no player owns make a line when they are of one kind; two kinds of one player's do not
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Square" Shared) '
                     '(piece "Disc" Each) (piece "Cross" Each)}) (rules (play (move Add (to (sites Empty)))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    shared = game.position({"A1": "Square", "B1": "Square", "C1": "Square"}, last="A1")
    mixed = game.position({"A1": "Disc1", "B1": "Cross1", "C1": "Disc1"}, last="A1")
    assert game.evaluate(shared, "(is Line 3)", "boolean")
    assert not game.evaluate(mixed, "(is Line 3)", "boolean")
