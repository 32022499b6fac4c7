"""The named grids of the Sprout-R-Out specification: LH34 (§0.1) and CAIRO-k (§0.2, check 9)."""

import pytest

from interpreter.board import Board, cairo, hex

LH34_ROWS = {"A": 3, "B": 4, "C": 5, "D": 6, "E": 5, "F": 4}


def lh34_names(board: Board) -> dict[str, int]:
    """Spec names (rows A-F from the top, cells from 1 at the left) -> our sites."""
    names = {}
    for letter, row in zip("ABCDEF", reversed(board.rows)):
        assert len(row) == LH34_ROWS[letter]
        for n, site in enumerate(row, start=1):
            names[f"{letter}{n}"] = site
    return names


def lh34_spec_pairs() -> set[frozenset[str]]:
    """The adjacency exactly as §0.1 states it."""
    pairs = set()
    letters = "ABCDEF"
    for i, x in enumerate(letters):
        for n in range(1, LH34_ROWS[x] + 1):
            if n < LH34_ROWS[x]:
                pairs.add(frozenset({f"{x}{n}", f"{x}{n + 1}"}))
            if i + 1 < len(letters):
                y = letters[i + 1]
                below = (n, n + 1) if x in "ABC" else (n - 1, n)
                for m in below:
                    if 1 <= m <= LH34_ROWS[y]:
                        pairs.add(frozenset({f"{x}{n}", f"{y}{m}"}))
    return pairs


def test_lh34_adjacency_is_exactly_the_specified_63_pairs():
    board = Board(hex(3, 4))
    names = lh34_names(board)
    spec = lh34_spec_pairs()
    assert len(spec) == 63
    ours = {frozenset({board_name(names, a), board_name(names, b)})
            for a, b in board.pairs("Orthogonal")}
    assert ours == spec


def board_name(names: dict[str, int], site: int) -> str:
    return next(name for name, s in names.items() if s == site)


def test_lh34_examples_and_corners():
    board = Board(hex(3, 4))
    names = lh34_names(board)

    def around(name):
        return {board_name(names, s) for s in board.neighbours(names[name], "Orthogonal")}

    assert around("A1") == {"A2", "B1", "B2"}
    assert around("D3") == {"D2", "D4", "C2", "C3", "E2", "E3"}
    assert around("E1") == {"E2", "D1", "D2", "F1"}
    assert around("F4") == {"F3", "E4", "E5"}
    three = {board_name(names, s) for s in board.sites if len(board.neighbours(s, "Orthogonal")) == 3}
    assert three == {"A1", "A3", "D1", "D6", "F1", "F4"}
    assert {board_name(names, s) for s in board.corners} == three


def test_lh34_side_lengths_alternate_3_and_4():
    board = Board(hex(3, 4))
    lengths = {name: len(board.side(name)) for name in ("N", "NE", "SE", "S", "SW", "NW")}
    assert lengths == {"N": 3, "NE": 4, "SE": 3, "S": 4, "SW": 3, "NW": 4}


def cairo_names(board: Board, k: int) -> dict[tuple[str, int, int], int]:
    """H(i,j) lies on the grid edge x = j, y in [i, i+1]; V(i,j) on y = i, x in [j, j+1]."""
    names = {}
    for i in range(k - 1):
        for j in range(k):
            names[("H", i, j)] = board.site_at((j, i + 0.5))
    for i in range(k):
        for j in range(k - 1):
            names[("V", i, j)] = board.site_at((j + 0.5, i))
    assert None not in names.values()
    assert len(set(names.values())) == board.num_sites
    return names


def cairo_spec_pairs(k: int) -> set[frozenset[tuple[str, int, int]]]:
    """The adjacency exactly as §0.2 states it, keeping neighbours that exist."""
    def exists(cell):
        kind, i, j = cell
        return (0 <= i <= k - 2 and 0 <= j <= k - 1) if kind == "H" else (0 <= i <= k - 1 and 0 <= j <= k - 2)

    pairs = set()
    for i in range(k):
        for j in range(k):
            h, v = ("H", i, j), ("V", i, j)
            if exists(h):
                near = [("V", i, j), ("V", i, j - 1), ("V", i + 1, j), ("V", i + 1, j - 1),
                        ("H", i, j + 1) if (i + j) % 2 == 0 else ("H", i, j - 1)]
                pairs.update(frozenset({h, n}) for n in near if exists(n))
            if exists(v):
                near = [("H", i, j), ("H", i - 1, j), ("H", i, j + 1), ("H", i - 1, j + 1),
                        ("V", i + 1, j) if (i + j) % 2 == 1 else ("V", i - 1, j)]
                pairs.update(frozenset({v, n}) for n in near if exists(n))
    return pairs


@pytest.mark.parametrize("k", [2, 3, 4, 5, 6, 8])
def test_cairo_k_adjacency_is_exactly_the_specified_one(k):
    board = Board(cairo(k))
    assert board.num_sites == 2 * k * (k - 1)
    names = cairo_names(board, k)
    site_name = {s: n for n, s in names.items()}
    ours = {frozenset({site_name[a], site_name[b]}) for a, b in board.pairs("Orthogonal")}
    assert ours == cairo_spec_pairs(k)


def test_cairo_5_check_9():
    board = Board(cairo(5))
    assert board.num_sites == 40
    assert len(board.pairs("Orthogonal")) == 80
    names = cairo_names(board, 5)
    site_name = {s: n for n, s in names.items()}

    def around(cell):
        return {site_name[s] for s in board.neighbours(names[cell], "Orthogonal")}

    assert around(("H", 1, 1)) == {("V", 1, 1), ("V", 1, 0), ("V", 2, 1), ("V", 2, 0), ("H", 1, 2)}
    assert around(("V", 2, 2)) == {("H", 2, 2), ("H", 1, 2), ("H", 2, 3), ("H", 1, 3), ("V", 1, 2)}
    assert around(("V", 0, 0)) == {("H", 0, 0), ("H", 0, 1)}


def test_cairo_interior_cells_have_five_neighbours_in_three_triangles():
    board = Board(cairo(6))
    for site in board.sites:
        around = board.neighbour_table("Orthogonal")[site]
        if len(around) == 5 and site not in board.perimeter:
            triples = sum(1 for a in around for b in around
                          if a < b and board.are_related(a, b, "Orthogonal"))
            assert triples == 3
