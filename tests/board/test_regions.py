"""Regions: rows, columns, sides, corners, perimeter, named regions and fields."""

import pytest

from interpreter.board import Board, BoardError, Graph, graph, hex, remove, square
from interpreter.board.tiles import tiled_board

#: Springtime's reconstructed tiles (spec §1.3), test data only.
SPR_TILES = [("MMP", "MPP", "LLP"), ("FFF", "MFL", "MML"), ("PLL", "PPL", "FPP"),
             ("MMM", "FFM", "FLM"), ("LPP", "LPF", "LFF"), ("PPM", "FPM", "FFM"),
             ("FMM", "FMP", "LLP"), ("LLM", "PLM", "PPM"), ("MPF", "MPF", "LLF")]

SPR_R1 = """MMPFFFPLL MPPMFLPPL LLPMMLFPP MMMLPPPPM FFMLPFFPM FLMLFFFFM FMMLLMMPF FMPPLMMPF LLPPPMLLF""".split()

SPR_R1_FIELDS = {
    "F1": "a1 b1 a2", "F2": "c1 b2 c2 c3", "F3": "d1 e1 f1 e2",
    "F4": "g1 g2 h2 h3 i3 e4 f4 g4 h4 e5 h5", "F5": "h1 i1 i2", "F6": "d2 d3 e3",
    "F7": "f2 f3", "F8": "a3 b3", "F9": "g3", "F10": "a4 b4 c4 c5 c6 b7 c7 b8",
    "F11": "d4 d5 d6 d7 e7 e8", "F12": "i4 i5 i6", "F13": "a5 b5 a6 a7 a8",
    "F14": "f5 g5 e6 f6 g6 h6", "F15": "b6", "F16": "f7 g7 f8 g8 f9", "F17": "h7 h8",
    "F18": "i7 i8 i9", "F19": "c8 d8 c9 d9 e9", "F20": "a9 b9", "F21": "g9 h9",
}


def spr(name: str) -> str:
    """Springtime's a1 is the top left; ours is A9."""
    return name[0].upper() + str(10 - int(name[1:]))


def test_rows_and_columns_of_a_square():
    board = Board(square(4))
    assert board.rows[0] == (0, 1, 2, 3)
    assert board.columns[0] == (0, 4, 8, 12)
    assert board.row_of[6] == 1 and board.column_of[6] == 2


def test_sides_and_corners_of_a_square():
    board = Board(square(3))
    assert board.side("Top") == {6, 7, 8} == board.side("N")
    assert board.side("Bottom") == {0, 1, 2}
    assert board.side("Left") == {0, 3, 6}
    assert board.side("Right") == {2, 5, 8}
    assert board.corners == {0, 2, 6, 8}
    assert board.perimeter == frozenset(range(9)) - {4}
    assert board.region("Inner") == {4}
    assert board.region("Board") == frozenset(range(9))


def _ell() -> Graph:
    """A 4 x 4 grid of cells without its top right 2 x 2: an L, its arms two cells wide."""
    points = [(x, y) for y in range(5) for x in range(5) if not (x > 2 and y > 2)]
    index = {p: i for i, p in enumerate(points)}
    edges = [(index[p], index[q]) for p in points for q in ((p[0] + 1, p[1]), (p[0], p[1] + 1)) if q in index]
    return graph(points, edges)


def test_corners_are_where_the_outline_bends_out_or_in():
    # Ludii gives the same figures for this drawing: an outward bend also takes a neighbour
    # along the outline that bends almost as much (9 and 19, at the ends of the short arms)
    points = Board(_ell(), use="Vertex")
    assert points.convex_corners == {0, 4, 9, 14, 18, 19, 20} and points.concave_corners == {12}
    assert points.corners == points.convex_corners | points.concave_corners
    assert points.region("ConvexCorners") == points.convex_corners
    assert points.region("ConcaveCorners") == {12}
    cells = Board(_ell())
    assert cells.convex_corners == {0, 3, 7, 10, 11} and cells.concave_corners == {5}


def test_a_straight_outline_has_no_corner_along_it():
    board = Board(square(5), use="Vertex")
    assert board.corners == {0, 5, 30, 35}
    assert not board.concave_corners


def test_a_cell_touching_the_outline_at_a_point_is_on_the_perimeter():
    # 3 x 3 cells without the top right one: the centre cell shares all its sides with other
    # cells but its top right corner is on the outline, so it is on the perimeter (as in Ludii)
    points = [(x, y) for y in range(4) for x in range(4) if (x, y) != (3, 3)]
    index = {p: i for i, p in enumerate(points)}
    edges = [(index[p], index[q]) for p in points for q in ((p[0] + 1, p[1]), (p[0], p[1] + 1)) if q in index]
    board = Board(graph(points, edges))
    assert board.num_sites == 8 and board.centres[4] == (1.5, 1.5)
    assert board.perimeter == frozenset(range(8))


def test_hex_sides_and_corners():
    board = Board(hex(4))
    for name in ("N", "NE", "SE", "S", "SW", "NW"):
        assert len(board.side(name)) == 4
    assert len(board.corners) == 6
    assert len(board.perimeter) == 18
    assert board.side("Top") == board.side("N")
    assert len(board.side("Left")) == 1
    # as in Ludii, the short stretch of outline at each side point is a side: one cell
    assert board.side("E") == {21} and board.side("W") == {15}
    with pytest.raises(BoardError, match="no side 'SSE'"):
        board.side("SSE")


def test_named_regions_and_unknown_names():
    board = Board(square(3), regions={"Home": [0, 1]})
    assert board.region("Home") == {0, 1}
    more = board.with_regions(Away=[7, 8])
    assert more.region("Away") == {7, 8} and more.region("Home") == {0, 1}
    with pytest.raises(BoardError, match="no region 'Nowhere'"):
        board.region("Nowhere")
    with pytest.raises(BoardError, match="no site 9"):
        Board(square(3), regions={"Bad": [9]})


def test_fields_of_the_springtime_reading_order_layout():
    """SPR-R1 (spec §1.3): T1..T9 unrotated in reading order have 21 fields, one spanning three tiles."""
    board = tiled_board(SPR_TILES, (3, 3))
    for r, line in enumerate(SPR_R1, start=1):
        for c, colour in enumerate(line):
            assert board.colours[board.site(spr(f"{'abcdefghi'[c]}{r}"))] == colour
    assert len(board.fields) == 21
    expected = {frozenset(board.site(spr(n)) for n in squares.split())
                for squares in SPR_R1_FIELDS.values()}
    assert set(board.fields) == expected
    c4, d3 = board.site(spr("c4")), board.site(spr("d3"))
    assert board.colours[c4] == board.colours[d3] == "M"
    assert board.field_of[c4] != board.field_of[d3]


def test_every_site_is_in_one_row_one_column_and_one_field():
    board = tiled_board(SPR_TILES, (3, 3))
    for s in board.sites:
        assert sum(s in row for row in board.rows) == 1
        assert sum(s in col for col in board.columns) == 1
        assert sum(s in field for field in board.fields) == 1


def test_boards_without_colours_have_no_fields():
    board = Board(square(3))
    assert board.fields == ()
    assert set(board.field_of) == {-1}


def test_the_perimeter_of_vertices_is_the_outer_walk_crossing_edges_leave_inner_points_inner():
    """A square with a centre point, plus two edges across it that cross without a point between: the
    centre is inside the walk around the outside, so it is not on the perimeter (as Ludii measures it)."""
    from interpreter.board.geometry import perimeter_walks

    points = [(0.0, 0.0), (2.0, 0.0), (2.0, 2.0), (0.0, 2.0), (1.0, 1.0), (1.0, 0.0), (0.0, 1.0)]
    edges = [(0, 5), (5, 1), (1, 2), (2, 3), (3, 6), (6, 0), (4, 0), (4, 2), (5, 3), (6, 1)]
    assert perimeter_walks(points, edges) == [[0, 6, 3, 2, 1, 5]]
    two_apart = [(0.0, 0.0), (1.0, 0.0), (5.0, 0.0), (6.0, 0.0)]
    assert perimeter_walks(two_apart, [(0, 1), (2, 3)]) == [[0, 1], [2, 3]]


def test_phases_are_measured_as_ludii_measures_them():
    # Ludii's phases of these boards (its own figures): a queue from the first site, each site the
    # least phase its neighbours lack, neighbours that already see two phases first
    from interpreter.game import load_text

    def phases(board: str) -> list[int]:
        game = load_text(f'(game "T" (players 2) (equipment {{{board} (piece "Disc" Each)}}) '
                         "(rules (play (move Add (to (sites Empty))))))")
        state, found = game.new_initial_state(0), [-1] * game.board.num_sites
        for phase in range(4):
            for site in game.evaluate(state, f"(sites Phase {phase})", "sites"):
                found[site] = phase
        return found

    assert phases("(board (tri 3) use:Vertex)") == [0, 1, 2, 2, 0, 1]
    assert phases("(board (remove (rectangle 3 4 diagonals:Alternating) vertices:{1 6}) use:Vertex)") == [
        0, 0, 2, 2, 1, 1, 0, 2, 0, 2]
    assert phases("(board (square 3))") == [0, 1, 0, 1, 0, 1, 0, 1, 0]
