"""Boards too large or impossible are refused with a clear BoardError."""

import time

import pytest

from interpreter.board import (MAX_SITES, Board, BoardError, cairo, graph, hex, rectangle, square,
                               tiling, tri)


@pytest.mark.parametrize("make", [
    lambda: square(1001), lambda: rectangle(1000, 1001), lambda: hex(600),
    lambda: hex(3, 10**6), lambda: tri(1001), lambda: cairo(800),
    lambda: tiling("T33434", 400), lambda: square(10**9),
])
def test_oversized_boards_are_refused_before_building(make):
    start = time.perf_counter()
    with pytest.raises(BoardError, match=f"limit of {MAX_SITES:,}"):
        make()
    assert time.perf_counter() - start < 1.0


def test_board_error_is_a_value_error():
    assert issubclass(BoardError, ValueError)


def test_board_refuses_graphs_without_sites_and_bad_options():
    with pytest.raises(BoardError, match="no cells"):
        Board(graph([(0, 0), (1, 0)], [(0, 1)]))
    with pytest.raises(BoardError, match="got use:Edge"):
        Board(square(2), use="Edge")
    with pytest.raises(BoardError, match="2 colours for 4 sites"):
        Board(square(2), colours=["a", "b"])
    with pytest.raises(BoardError, match="labelled 'Z9'"):
        Board(square(2)).site("Z9")


def test_largest_small_boards_still_build():
    assert Board(square(30)).num_sites == 900
    assert Board(hex(12)).num_sites == 397
