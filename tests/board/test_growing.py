"""The unbounded grid that grows (FU-PLANE of flower-up.md §0)."""

import pytest

from interpreter.board import BoardError
from interpreter.board.growing import GrowingGrid, around, distance, growing_grid, step


def test_placement_frontier_of_check_1():
    grid = growing_grid((0, 0), (1, 0), (0, 1))
    assert grid.frontier() == {(-1, 0), (0, -1), (2, 0), (1, 1), (1, -1), (-1, 1), (0, 2)}


def test_sites_keep_their_numbers_as_the_grid_grows():
    small = growing_grid((0, 0))
    big = small.extend((5, 5), (-3, 2))
    assert len(small) == 1 and len(big) == 3
    assert big.site((0, 0)) == 0 and big.site((-3, 2)) == 2
    assert big.position(1) == (5, 5)
    assert (5, 5) in big and (5, 5) not in small


def test_neighbours_rays_and_bounds():
    grid = GrowingGrid([(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)])
    assert set(grid.neighbours((0, 0))) == {(1, 0), (0, 1)}
    assert set(grid.neighbours((0, 0), "Adjacent")) == {(1, 0), (0, 1), (1, 1)}
    assert grid.ray((0, 0), "E") == ((1, 0), (2, 0))
    assert grid.ray((0, 0), "N") == ((0, 1),)
    assert grid.bounds() == (0, 0, 2, 1)
    assert step((0, 0), "NW") == (-1, 1)
    assert len(around((0, 0), "Diagonal")) == 4
    assert distance((0, 0), (3, -4)) == 7 and distance((0, 0), (3, -4), "Adjacent") == 4


def test_snapshot_board():
    board = growing_grid((0, 0), (1, 0), (-1, -1)).to_board()
    assert board.labels == ("-1,-1", "0,0", "1,0")
    assert board.pairs("Orthogonal") == {(1, 2)}
    assert board.pairs("Diagonal") == {(0, 1)}


def test_growing_grid_errors():
    grid = growing_grid((0, 0))
    with pytest.raises(BoardError, match="already on the grid"):
        grid.extend((0, 0))
    with pytest.raises(BoardError, match="pair of integers"):
        grid.extend((0.5, 1))
    with pytest.raises(BoardError, match="no site at"):
        grid.site((9, 9))
    with pytest.raises(BoardError, match="unknown direction"):
        step((0, 0), "Up")
    with pytest.raises(BoardError, match="empty grid"):
        growing_grid().bounds()
