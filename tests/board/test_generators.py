"""Generators: cell counts, edge counts, Ludii numbering and labels."""

import math

import pytest

from interpreter.board import (Board, BoardError, cairo, dual, graph, hex, rectangle, remove,
                               square, tiling, trim, tri)
from interpreter.board.geometry import polygon_area


def test_square_9_has_81_cells_and_144_orthogonal_pairs():
    board = Board(square(9))
    assert board.num_sites == 81
    assert len(board.pairs("Orthogonal")) == 144
    assert len(board.pairs("Diagonal")) == 128


def test_square_numbering_is_row_times_n_plus_column_from_bottom_left():
    board = Board(square(9))
    for site in board.sites:
        row, col = divmod(site, 9)
        assert board.centres[site] == (col + 0.5, row + 0.5)
        assert board.label(site) == "ABCDEFGHI"[col] + str(row + 1)
    assert board.site("A1") == 0 and board.site("I9") == 80 and board.site("E5") == 40


def test_rectangle_rows_and_columns():
    board = Board(rectangle(2, 5))
    assert board.num_sites == 10
    assert [len(r) for r in board.rows] == [5, 5]
    assert [len(c) for c in board.columns] == [2] * 5
    assert board.label(9) == "E2"


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8])
def test_hex_regular_cell_count(n):
    board = Board(hex(n))
    assert board.num_sites == 3 * n * (n - 1) + 1
    assert len(board.pairs("Orthogonal")) == 3 * (n - 1) * (3 * n - 2)


def test_hex_5_is_61_cells_with_rows_of_5_to_9():
    board = Board(hex(5))
    assert board.num_sites == 61
    assert [len(r) for r in board.rows] == [5, 6, 7, 8, 9, 8, 7, 6, 5]
    assert max(len(board.neighbours(s, "Orthogonal")) for s in board.sites) == 6


def test_hex_limping_forms_agree():
    assert Board(hex("Limping", 3)).num_sites == 27
    assert hex("Limping", 3) == hex(3, 4)
    assert Board(hex(5, 6)).num_sites == 75
    assert Board(hex(7, 8)).num_sites == 147


def test_hex_limping_rows_from_top_are_3_4_5_6_5_4():
    board = Board(hex(3, 4))
    assert [len(r) for r in reversed(board.rows)] == [3, 4, 5, 6, 5, 4]


def test_hex_sides_list_equals_limping():
    assert hex([3, 4, 3, 4, 3, 4]) == hex(3, 4)


def test_hex_diamond_and_triangle():
    diamond = Board(hex("Diamond", 4))
    assert diamond.num_sites == 16
    assert len(diamond.pairs("Orthogonal")) == 3 * 9 + 2 * 3
    triangle = Board(hex("Triangle", 4))
    assert triangle.num_sites == 10
    assert len(triangle.corners) == 3


def test_hex_cells_are_pointy_top_hexagons_of_unit_edge():
    board = Board(hex(2))
    for polygon in board.polygons:
        assert len(polygon) == 6
        sides = [math.dist(a, b) for a, b in zip(polygon, polygon[1:] + polygon[:1])]
        assert all(abs(s - 1) < 1e-5 for s in sides)
    assert board.supported_directions("Orthogonal") == ("NNE", "E", "SSE", "SSW", "W", "NNW")
    # the six diagonals beyond the corners are steps too, so that lines run along them
    assert board.supported_directions("Diagonal") == ("N", "ENE", "ESE", "S", "WSW", "WNW")


@pytest.mark.parametrize("n", [1, 2, 4, 6])
def test_tri_has_n_squared_triangles(n):
    board = Board(tri(n))
    assert board.num_sites == n * n
    assert all(len(p) == 3 for p in board.polygons)
    assert len(board.pairs("Orthogonal")) == 3 * n * (n - 1) // 2


def test_cairo_pentagons_are_equilateral():
    board = Board(cairo(4))
    for polygon in board.polygons:
        assert len(polygon) == 5
        sides = [math.dist(a, b) for a, b in zip(polygon, polygon[1:] + polygon[:1])]
        assert max(sides) - min(sides) < 1e-5
        assert polygon_area(polygon) > 0


def test_snub_square_tiling_has_triangles_and_squares():
    g = tiling("T33434", 5)
    assert (len(g.vertices), len(g.edges), len(g.faces)) == (142, 321, 180)
    assert {len(f) for f in g.faces} == {3, 4}


LUDII_CAIRO_1 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 24, 27, 28,
                 29, 35, 36, 39, 40, 44, 45, 46, 47, 53, 54, 55, 59, 60, 64, 65, 71, 72, 76, 79,
                 85, 90, 93, 94, 95, 96, 97, 98, 99]


def test_ludii_cairo_1_from_the_dual_of_the_snub_square_tiling():
    """Sprout-R-Out.lud's "Cairo 1": (remove (dual (tiling T33434 5)) cells:{...})
    must leave Ludii's 48 connected pentagons, so our cell numbering matches Ludii's."""
    whole = dual(tiling("T33434", 5))
    assert len(whole.faces) == 100
    assert all(len(f) == 5 for f in whole.faces)
    board = Board(trim(remove(whole, cells=LUDII_CAIRO_1)))
    assert board.num_sites == 48
    assert board.connected(0, lambda s: True) == frozenset(board.sites)
    inner = [s for s in board.sites if len(board.neighbours(s, "Orthogonal")) == 5]
    assert len(inner) == 28


def test_custom_graph_traces_its_cells():
    g = graph([(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)],
              [(0, 1), (1, 2), (3, 4), (4, 5), (0, 3), (1, 4), (2, 5)])
    board = Board(g)
    assert board.num_sites == 2
    assert board.neighbours(0, "Orthogonal") == (1,)
    vertices = Board(g, use="Vertex")
    assert vertices.num_sites == 6
    assert vertices.neighbours(vertices.site("B1"), "Orthogonal") == (0, 2, 4)


def test_vertex_sites_of_a_square():
    board = Board(square(2), use="Vertex")
    assert board.num_sites == 9
    assert len(board.pairs("Orthogonal")) == 12
    assert board.neighbours(4, "Diagonal") == (0, 2, 6, 8)
    assert board.polygons[0] == ()


def test_generators_refuse_bad_sizes():
    for make in (lambda: square(0), lambda: square(-3), lambda: square(2.5),
                 lambda: rectangle(3, 0), lambda: hex(0), lambda: hex(3, -1),
                 lambda: tri(0), lambda: cairo(1), lambda: square(True)):
        with pytest.raises(BoardError):
            make()


def test_unknown_shapes_and_tilings_are_named_in_the_error():
    with pytest.raises(BoardError, match="unknown shape 'Star'"):
        hex("Star", 3)
    with pytest.raises(BoardError, match="supported: T33434"):
        tiling("T488", 3)
    with pytest.raises(BoardError, match="needs a size, e.g. \\(hex Diamond 4\\)"):
        hex("Diamond")


def test_custom_graph_refuses_missing_vertices():
    with pytest.raises(BoardError, match="vertex that does not exist"):
        graph([(0, 0), (1, 0)], [(0, 5)])
    with pytest.raises(BoardError, match="two coordinates"):
        graph([(0,)])
