"""Relations, directions, rays, lines and distances."""

import pytest

from interpreter.board import (RELATIONS, Board, BoardError, cairo, graph, hex, square, tiling, tri)
from interpreter.board.board import DEFAULT_FACING

from .conftest import symmetric

BOARDS = {
    "square": lambda: Board(square(5)),
    "hex": lambda: Board(hex(4)),
    "limping": lambda: Board(hex(3, 4)),
    "tri": lambda: Board(tri(4)),
    "cairo": lambda: Board(cairo(5)),
    "snub": lambda: Board(tiling("T33434", 3)),
    "square vertices": lambda: Board(square(4), use="Vertex"),
    "hex vertices": lambda: Board(hex(3), use="Vertex"),
}


@pytest.mark.parametrize("name", BOARDS)
@pytest.mark.parametrize("relation", RELATIONS)
def test_every_relation_is_symmetric_and_irreflexive(name, relation):
    board = BOARDS[name]()
    assert symmetric(board, relation)
    assert all(s not in board.neighbours(s, relation) for s in board.sites)


@pytest.mark.parametrize("name", BOARDS)
def test_relations_nest(name):
    board = BOARDS[name]()
    for s in board.sites:
        orth = set(board.neighbours(s, "Orthogonal"))
        diag = set(board.neighbours(s, "Diagonal"))
        assert not orth & diag
        # Adjacent is Orthogonal with the cells sharing a corner: all of Diagonal but a
        # hexagon's six diagonals beyond its corners.
        assert orth <= set(board.neighbours(s, "Adjacent")) <= orth | diag
        assert orth | diag <= set(board.neighbours(s, "All"))


def test_square_relations_of_a_centre_cell():
    board = Board(square(3))
    assert board.neighbours(4, "Orthogonal") == (1, 3, 5, 7)
    assert board.neighbours(4, "Diagonal") == (0, 2, 6, 8)
    assert board.neighbours(4, "Adjacent") == (0, 1, 2, 3, 5, 6, 7, 8)
    assert board.neighbours(0, "Adjacent") == (1, 3, 4)



def test_a_vertex_is_adjacent_only_along_edges_as_in_ludii():
    # the vertex across a square face is Diagonal (and All) but not Adjacent; the board still
    # steps and draws lines in the diagonal directions
    board = Board(square(2), use="Vertex")  # 3 x 3 points
    centre = 4
    assert board.neighbours(centre, "Adjacent") == board.neighbours(centre, "Orthogonal") == (1, 3, 5, 7)
    assert board.neighbours(centre, "Diagonal") == (0, 2, 6, 8)
    assert board.neighbours(centre, "All") == (0, 1, 2, 3, 5, 6, 7, 8)
    assert board.directions == ("N", "NE", "E", "SE", "S", "SW", "W", "NW")

def test_hex_cells_have_no_corner_only_neighbours_but_six_diagonals_beyond_corners():
    board = Board(hex(4))
    centre = board.rows[3][3]
    assert board.neighbours(centre, "Adjacent") == board.neighbours(centre, "Orthogonal")
    assert len(board.neighbours(centre, "Orthogonal")) == 6
    beyond = set(board.neighbours(centre, "All")) - set(board.neighbours(centre, "Orthogonal"))
    assert len(beyond) == 6 and beyond == set(board.neighbours(centre, "Diagonal"))
    assert all(board.distance(centre, s, "Orthogonal") == 2 for s in beyond)


def test_triangle_cells_have_three_edge_and_nine_corner_neighbours_inside():
    board = Board(tri(5))
    inner = [s for s in board.sites if len(board.neighbours(s, "Adjacent")) == 12]
    assert inner
    assert all(len(board.neighbours(s, "Orthogonal")) == 3 for s in inner)


def test_square_steps_in_every_compass_direction():
    board = Board(square(3))
    assert board.directions == ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
    steps = {d: board.step(4, d) for d in board.directions}
    assert steps == {"N": 7, "NE": 8, "E": 5, "SE": 2, "S": 1, "SW": 0, "W": 3, "NW": 6}
    assert board.step(0, "S") is None
    assert board.step(0, "NNE") is None


def test_unknown_direction_and_relation_are_refused():
    board = Board(square(3))
    with pytest.raises(BoardError, match="unknown direction 'Up'"):
        board.step(0, "Up")
    with pytest.raises(BoardError, match="unknown relation 'Sideways'"):
        board.neighbours(0, "Sideways")


def test_rays_run_to_the_edge():
    board = Board(square(5))
    centre = board.site("C3")
    rays = board.rays(centre)
    assert rays["N"] == (board.site("C4"), board.site("C5"))
    assert rays["SW"] == (board.site("B2"), board.site("A1"))
    assert sum(len(r) for r in rays.values()) == 16
    assert board.ray(board.site("A1"), "S") == ()


def _fan() -> Board:
    """A point 0 with two neighbours below it nearest S (1 and 2, about 10 degrees either side of
    it, joined to each other), each going on straight below (3 under 1, 4 under 2)."""
    points = [(0, 4), (-0.35, 2), (0.35, 2), (-0.7, 0), (0.7, 0)]
    return Board(graph(points, [(0, 1), (0, 2), (1, 3), (2, 4), (1, 2)]), use="Vertex")


def test_two_neighbours_nearest_one_compass_point_are_both_steps():
    board = _fan()
    assert board.step(0, "S") in (1, 2)
    assert set(board.steps(0, "S")) == {1, 2} and board.steps(0, "S")[0] == board.step(0, "S")
    assert board.steps(0, "N") == () and board.steps(3, "S") == ()


def test_a_ray_goes_through_each_of_them_and_on_straight():
    board = _fan()
    assert sorted(board.rays_in(0, "S")) == [(1, 3), (2, 4)]
    assert board.rays_in(3, "S") == ()


def test_a_ray_stops_where_the_way_bends_too_much():
    # from 0 east to 1, then 2 lies 30 degrees off the line: the ray stops at 1
    board = Board(graph([(0, 0), (1, 0), (2, 0.577)], [(0, 1), (1, 2)]), use="Vertex")
    assert board.step(1, "E") == 2 or board.step(1, "ENE") == 2
    assert board.ray(0, "E") == (1,)
    # 10 degrees off: it goes on
    straighter = Board(graph([(0, 0), (1, 0), (2, 0.176)], [(0, 1), (1, 2)]), use="Vertex")
    assert straighter.ray(0, "E") == (1, 2)


def test_hex_rays_follow_the_three_axes():
    board = Board(hex(3))
    left = board.site("A3")
    assert len(board.ray(left, "E")) == 4
    assert board.axes() == ("N-S", "NNE-SSW", "ENE-WSW", "E-W", "ESE-WNW", "SSE-NNW")
    # three of them run through edges (Orthogonal), three through the cells beyond the corners
    assert board.supported_directions("Orthogonal") == ("NNE", "E", "SSE", "SSW", "W", "NNW")
    assert len(board.ray(board.site("C1"), "N")) == 2


def spr(name: str) -> str:
    """Springtime's a1 is the top left; ours is A9."""
    return name[0].upper() + str(10 - int(name[1:]))


def test_queen_lines_through_e5_minus_orthogonal_contact():
    """Springtime check 1: the squares in line with e5 (any distance, no
    blocking) and not orthogonally next to it."""
    board = Board(square(9))
    e5 = board.site(spr("e5"))
    found = {s for s in board.sites if board.in_line(e5, s)
             and not board.are_related(e5, s, "Orthogonal")}
    expected = ("a1 a5 a9 b2 b5 b8 c3 c5 c7 d4 d6 e1 e2 e3 e7 e8 e9 f4 f6 g3 g5 g7 "
                "h2 h5 h8 i1 i5 i9").split()
    assert found == {board.site(spr(n)) for n in expected}


def test_in_line_is_not_blocked_by_other_sites():
    """Springtime check 4: from a1 the whole diagonal to i9 is in line, past c3."""
    board = Board(square(9))
    a1 = board.site(spr("a1"))
    assert board.in_line(a1, board.site(spr("i9")))
    assert not board.in_line(a1, board.site(spr("b3")))
    assert not board.in_line(a1, a1)
    assert board.in_line(a1, board.site(spr("a9")), axes=["N-S"])
    assert not board.in_line(a1, board.site(spr("i9")), axes=["N-S", "E-W"])


def test_lines_and_diagonals_of_a_square():
    board = Board(square(4))
    assert len(board.lines("E-W")) == 4
    assert sorted(len(d) for d in board.diagonals()) == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4]
    with pytest.raises(BoardError, match="unknown axis"):
        board.lines("N-E")


def test_distances_per_relation():
    board = Board(square(9))
    a1, i9 = board.site("A1"), board.site("I9")
    assert board.distance(a1, i9, "Orthogonal") == 16
    assert board.distance(a1, i9, "Adjacent") == 8
    assert board.distance(a1, a1) == 0
    assert len(board.sites_within(board.site("E5"), 1, "Orthogonal")) == 4
    assert len(board.sites_within(board.site("E5"), 2, "Adjacent")) == 24


def test_distance_between_unconnected_sites_is_none():
    board = Board(square(3))
    corner, centre = board.site("A1"), board.site("B2")
    assert board.distance(corner, board.site("C3"), "Diagonal") == 2
    assert board.distance(corner, board.site("B1"), "Diagonal") is None
    assert board.distances_from(centre, "Diagonal")[board.site("B1")] == -1


def test_relative_directions_for_player_facings():
    board = Board(square(3))
    assert DEFAULT_FACING == "N"
    assert board.relative_directions("N", "Forward") == ("N",)
    assert board.relative_directions("S", "Forward") == ("S",)
    assert board.relative_directions("S", "Leftward") == ("E",)
    assert board.relative_directions("N", "FR") == ("NE",)
    assert board.relative_directions("N", "Forwards") == ("N", "NE", "NW")
    assert board.relative_directions("N", "BL") == ("SE",)  # as Ludii: left of S, seen from behind
    # Ludii resolves them among the directions the board supports (Adjacent by default): on a square
    # grid's vertices only N, E, S, W, so FR turns right from N to E and Forwards is N alone.
    points = Board(square(3), use="Vertex")
    assert points.relative_directions("N", "FR") == ("E",)
    assert points.relative_directions("N", "Forwards") == ("N",)
    assert points.relative_directions("N", "FR", "All") == ("NE",)
    # Pointy hex cells: no step points N, so Forward facing N is none; FR is the next point right.
    hexes = Board(hex(3))
    assert hexes.relative_directions("N", "Forward") == ()
    assert hexes.relative_directions("N", "FR") == ("NNE",)
    assert hexes.relative_directions("N", "Forwards") == ("NNE", "NNW")
    assert hexes.relative_directions("N", "Backward") == ()
    with pytest.raises(BoardError, match="unknown relative direction"):
        board.relative_directions("N", "Upward")


def test_board_tables_are_immutable_tuples():
    board = Board(square(3))
    table = board.neighbour_table("Orthogonal")
    assert isinstance(table, tuple) and all(isinstance(row, tuple) for row in table)
    assert isinstance(board.centres, tuple) and isinstance(board.labels, tuple)
    with pytest.raises(TypeError):
        table[0] = ()
    with pytest.raises(AttributeError, match="cannot be changed"):
        board.num_sites = 3
    with pytest.raises(TypeError):
        board.regions["Mine"] = frozenset({0})
