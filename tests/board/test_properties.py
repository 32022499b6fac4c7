"""Properties over random sizes."""

from hypothesis import given, settings
from hypothesis import strategies as st

from interpreter.board import Board, cairo, hex, rectangle, remove, square, tri

from .conftest import symmetric
from .test_sprout_grids import cairo_names, cairo_spec_pairs

FAST = settings(max_examples=25, deadline=None)


def in_ludii_order(board: Board) -> bool:
    keys = [(board.row_of[s], board.centres[s][0]) for s in board.sites]
    return keys == sorted(keys)


@FAST
@given(st.integers(1, 12), st.integers(1, 12))
def test_rectangle_counts(rows, cols):
    board = Board(rectangle(rows, cols))
    assert board.num_sites == rows * cols
    assert len(board.pairs("Orthogonal")) == rows * (cols - 1) + cols * (rows - 1)
    assert len(board.pairs("Diagonal")) == 2 * (rows - 1) * (cols - 1)
    assert all(len(board.neighbours(s, "Orthogonal")) <= 4 for s in board.sites)
    assert all(len(board.neighbours(s, "Adjacent")) <= 8 for s in board.sites)
    assert in_ludii_order(board)
    assert all(board.site(board.label(s)) == s for s in board.sites)


@FAST
@given(st.integers(1, 8))
def test_hex_counts(n):
    board = Board(hex(n))
    assert board.num_sites == 3 * n * (n - 1) + 1
    assert all(len(board.neighbours(s, "Orthogonal")) <= 6 for s in board.sites)
    assert all(len(board.neighbours(s, "All")) <= 12 for s in board.sites)
    assert symmetric(board, "Orthogonal") and symmetric(board, "All")
    assert in_ludii_order(board)


@FAST
@given(st.integers(1, 7))
def test_limping_counts(n):
    board = Board(hex("Limping", n))
    assert board.num_sites == 3 * n * n
    degrees = [len(board.neighbours(s, "Orthogonal")) for s in board.sites]
    assert min(degrees) >= (2 if n == 1 else 3) and max(degrees) <= 6
    assert not any(s in board.neighbours(s, "Orthogonal") for s in board.sites)


@FAST
@given(st.integers(1, 9))
def test_triangle_counts(n):
    board = Board(tri(n))
    assert board.num_sites == n * n
    assert all(len(board.neighbours(s, "Orthogonal")) <= 3 for s in board.sites)
    assert all(len(board.neighbours(s, "Adjacent")) <= 12 for s in board.sites)
    assert symmetric(board, "Adjacent")


@FAST
@given(st.integers(2, 9))
def test_cairo_matches_the_combinatorial_rule(k):
    board = Board(cairo(k))
    assert board.num_sites == 2 * k * (k - 1)
    names = cairo_names(board, k)
    site_name = {s: n for n, s in names.items()}
    assert {frozenset({site_name[a], site_name[b]})
            for a, b in board.pairs("Orthogonal")} == cairo_spec_pairs(k)
    assert all(len(board.neighbours(s, "Orthogonal")) <= 5 for s in board.sites)


@FAST
@given(st.integers(2, 7), st.data())
def test_removing_cells_keeps_everything_else(n, data):
    g = square(n)
    gone = data.draw(st.sets(st.integers(0, n * n - 1), max_size=n * n - 1))
    board = Board(remove(g, cells=sorted(gone)))
    assert board.num_sites == n * n - len(gone)
    kept = [c for i, c in enumerate(g.face_centres) if i not in gone]
    assert list(board.centres) == kept
    assert symmetric(board, "Adjacent")
