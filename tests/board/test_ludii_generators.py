"""Board generators held to Ludii's site counts and numbering: diagonals on squares, concentric
rings, and boards played on vertices sized by their vertices."""

import pytest

from .descriptions import built


def board(text):
    return built(text).board


@pytest.mark.parametrize("text, sites, edges", [
    # Alquerque: 5 x 5 points, 16 squares each with one diagonal.
    ("(board (square 5 diagonals:Alternating) use:Vertex)", 25, 40 + 16),
    # Both diagonals crossing at a new point in each square: 5 x 5 + 16 points.
    ("(board (square 5 diagonals:Solid) use:Vertex)", 41, 40 + 64),
    ("(board (square 5 diagonals:SolidNoSplit) use:Vertex)", 25, 40 + 32),
    ("(board (square 5 diagonals:Concentric) use:Vertex)", 25, 40 + 16),
    # From the centre to the four corners: 2 steps each way.
    ("(board (square 5 diagonals:Radiating) use:Vertex)", 25, 40 + 8),
    ("(board (rectangle 3 7 diagonals:Alternating) use:Vertex)", 21, 32 + 12),
    ("(board (square 5 diagonals:Implied) use:Vertex)", 25, 40),
])
def test_square_diagonals_as_in_ludii(text, sites, edges):
    b = board(text)
    assert (b.num_sites, len(b.pairs("Orthogonal"))) == (sites, edges)


def test_alternating_diagonals_start_from_the_bottom_left_corner():
    b = board("(board (square 3 diagonals:Alternating) use:Vertex)")
    centre = b.site("B2")
    assert b.are_related(b.site("A1"), centre, "Orthogonal")   # (0 0)-(1 1): row + column even
    assert not b.are_related(b.site("B1"), b.site("A2"), "Orthogonal")
    assert b.neighbours(centre, "Orthogonal") == tuple(range(9)[:4]) + tuple(range(5, 9))


@pytest.mark.parametrize("text, sites, edges", [
    ("(board (concentric Square rings:3) use:Vertex)", 24, 32),                    # Nine Men's Morris
    ("(board (concentric Square rings:3 joinCorners:True) use:Vertex)", 24, 40),   # Twelve Men's Morris
    ("(board (concentric Square rings:2) use:Vertex)", 16, 20),                    # Six Men's Morris
    ("(board (concentric Triangle rings:3 joinMidpoints:False joinCorners:True) use:Vertex)", 18, 24),
    ("(board (concentric Hexagon rings:3 joinCorners:True) use:Vertex)", 36, 36 + 24),
    ("(board (concentric sides:5 rings:2 midpoints:False) use:Vertex)", 10, 10),
])
def test_concentric_rings_as_in_ludii(text, sites, edges):
    b = board(text)
    assert (b.num_sites, len(b.pairs("Orthogonal"))) == (sites, edges)


def test_concentric_points_are_numbered_bottom_row_first():
    b = board("(board (concentric Square rings:3) use:Vertex)")
    # The outer ring's bottom side is row 1: its left corner, midpoint and right corner are 0, 1, 2.
    assert [b.centres[i] for i in (0, 1, 2)] == [(-2.12132, -2.12132), (0.0, -2.12132), (2.12132, -2.12132)]
    assert b.neighbours(1, "Orthogonal") == (0, 2, 4)     # along the ring, and in to the middle ring
    assert b.label(0) == "A1"


def test_unknown_concentric_shapes_are_refused():
    from ludeme.diagnostics import DiagnosticError

    with pytest.raises(DiagnosticError, match="Target"):
        built("(board (concentric Target rings:3))")


@pytest.mark.parametrize("text, sites", [
    ("(board (square (+ 1 4)) use:Vertex)", 25),
    ("(board (rectangle (+ (* 3 3) (- 3 1)) (max 2 3)))", 33),
    ("(board (merge (shift 0 (/ (- 7 3) 2) (rectangle 3 7)) (shift (/ (- 7 3) 2) 0 (rectangle 7 3))))", 33),
])
def test_board_sizes_may_be_arithmetic(text, sites):
    assert board(text).num_sites == sites


def test_hexagons_have_ludiis_six_diagonals():
    b = board("(board (hex 3))")
    centre = 9  # the middle cell of 19
    assert len(b.neighbours(centre, "Orthogonal")) == 6 and len(b.neighbours(centre, "Diagonal")) == 6
    assert set(b.neighbours(centre, "Diagonal")).isdisjoint(b.neighbours(centre, "Adjacent"))
    assert b.neighbours(centre, "Adjacent") == b.neighbours(centre, "Orthogonal")
    assert set(b.neighbours(centre, "All")) == set(b.neighbours(centre, "Orthogonal")) | set(
        b.neighbours(centre, "Diagonal"))


@pytest.mark.parametrize("text, sites", [
    ("(board (tri Hexagon 5) use:Vertex)", 61),      # 5 points a side
    ("(board (tri Hexagon 2))", 24),                 # 2 cells a side
    ("(board (tri Limping 4) use:Vertex)", 48),      # sides of 4 and 5 points
    ("(board (tri Limping (- 4 1)) use:Vertex)", 27),
    ("(board (tri {4 6 4 7 4}) use:Vertex)", 60),  # the outline runs beyond the lattice rows Ludii tries
    ("(board (tri 4) use:Vertex)", 10),
])
def test_boards_of_triangles_as_in_ludii(text, sites):
    assert board(text).num_sites == sites


def test_wedges_as_in_ludii():
    b = board("(board (wedge 3) use:Vertex)")
    assert (b.num_sites, len(b.pairs("Orthogonal"))) == (7, 10)
    apex = max(b.sites, key=lambda s: b.centres[s][1])
    assert len(b.neighbours(apex, "Orthogonal")) == 3
    # Adugo: an Alquerque board with a wedge below it shares the wedge's apex with the board's edge.
    adugo = board("(board (merge (shift 0 2 (square 5 diagonals:Alternating)) (wedge 3)) use:Vertex)")
    assert adugo.num_sites == 31
