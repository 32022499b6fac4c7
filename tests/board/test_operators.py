"""Graph operators: remove, trim, dual, rotate, shift, scale, skew, merge."""

import pytest

from interpreter.board import (Board, BoardError, dual, hex, merge, rectangle, remove, rotate,
                               scale, shift, square, trim)
from interpreter.board.operators import skew


def test_remove_cells_by_index_keeps_the_order_of_the_rest():
    g = square(3)
    smaller = remove(g, cells=[4, 0])
    assert len(smaller.faces) == 7
    assert smaller.face_centres == tuple(c for i, c in enumerate(g.face_centres) if i not in (0, 4))
    board = Board(smaller)
    assert board.label(0) == "B1"
    assert board.neighbours(board.site("B1"), "Orthogonal") == (board.site("C1"),)


def test_remove_cells_by_corners_and_vertices():
    g = square(3)
    by_corners = remove(g, cells=[[(1, 1), (2, 1), (2, 2), (1, 2)]])
    assert by_corners == remove(g, cells=[4])
    without_centre_corner = remove(g, vertices=[(1, 1)])
    assert len(without_centre_corner.faces) == 5
    assert len(without_centre_corner.vertices) == 15


def test_remove_trims_edges_left_outside_every_cell():
    g = square(2)
    kept = remove(g, cells=[3], trim_edges=False)
    trimmed = remove(g, cells=[3])
    assert len(kept.edges) == 12 and len(trimmed.edges) == 10
    assert len(trim(trimmed).vertices) == 8


def test_remove_edge_splits_cells():
    g = rectangle(1, 2)
    cut = remove(g, edges=[[(1, 0), (1, 1)]])
    assert len(cut.faces) == 0 and len(cut.edges) == 6


def test_remove_refuses_what_does_not_exist():
    with pytest.raises(BoardError, match="there is no cell 9"):
        remove(square(3), cells=[9])
    with pytest.raises(BoardError, match="no vertex at"):
        remove(square(3), vertices=[(0.5, 0.5)])
    with pytest.raises(BoardError, match="no cell has the corners"):
        remove(square(3), cells=[[(0, 0), (2, 0), (2, 2), (0, 2)]])
    with pytest.raises(BoardError, match="no edge between"):
        remove(square(3), edges=[[0, 5]])


def test_trim_drops_dangling_edges():
    from interpreter.board import graph
    g = graph([(0, 0), (1, 0), (0, 1), (3, 3)], [(0, 1), (1, 2), (2, 0), (2, 3)])
    trimmed = trim(g)
    assert len(trimmed.vertices) == 3 and len(trimmed.edges) == 3 and len(trimmed.faces) == 1


def test_dual_of_squares_and_hexagons():
    assert len(dual(square(4)).faces) == 9
    tri_board = Board(dual(hex(3)))
    assert tri_board.num_sites == 24
    assert all(len(p) == 3 for p in tri_board.polygons)
    with pytest.raises(BoardError, match="no cells"):
        dual(dual(dual(square(2))))


def test_rotate_turns_about_the_centre():
    wide = Board(rectangle(2, 3))
    tall = Board(rotate(rectangle(2, 3), 90))
    assert [len(r) for r in tall.rows] == [2, 2, 2]
    assert tall.pairs("Orthogonal").__len__() == wide.pairs("Orthogonal").__len__()
    diamond = Board(rotate(square(3), 45))
    assert [len(r) for r in diamond.rows] == [1, 2, 3, 2, 1]


def test_skew_slants_each_point_by_its_height_and_keeps_the_numbers_and_relations():
    slanted = skew(shift(square(2), 0, 3), 0.5)
    assert slanted.vertices[:4] == ((0.0, 3.0), (1.0, 3.0), (2.0, 3.0), (0.5, 4.0)), "the lowest row stays"
    assert slanted.edges == shift(square(2), 0, 3).edges and slanted.faces == square(2).faces
    assert len(Board(slanted).pairs("Orthogonal")) == len(Board(square(2)).pairs("Orthogonal"))


def test_shift_scale_and_merge():
    assert shift(square(2), 5, 0).vertices[0] == (5.0, 0.0)
    assert scale(square(1), 2).vertices[-1] == (2.0, 2.0)
    overlap = merge(square(2), shift(square(2), 1, 0))
    assert len(overlap.faces) == 6
    assert Board(overlap).num_sites == 6
    plus = merge(rectangle(1, 3), shift(rotate(rectangle(1, 3), 90), 0, 0))
    assert len(plus.faces) == 5
    with pytest.raises(BoardError):
        merge()
    with pytest.raises(BoardError, match="collapse"):
        scale(square(2), 0)
