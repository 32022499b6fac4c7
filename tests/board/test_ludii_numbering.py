"""Graphs numbered as Ludii numbers them: its operators keep the numbers of what they are given
(rotate, shift, scale move points only; merge numbers its graphs one after the other; add numbers
what it adds after what was there) and its cells are found in the order of its face search.

The expected numbers are worked out by hand from Ludii's algorithms (game.util.graph.Graph's
makeFaces, and the operators Merge, Add, Rotate and Wedge of game.functions.graph), not read
from Ludii."""

import math

import pytest

from interpreter.board import Board, BoardError, add, graph, merge, rectangle, remove, rotate, scale, shift, square
from interpreter.board.generators import wedge
from interpreter.board.graph import ludii_faces

from .descriptions import built


def centres(g):
    return [tuple(round(c, 6) + 0.0 for c in p) for p in g.face_centres]


def test_rotate_keeps_the_numbers_of_vertices_and_cells():
    turned = rotate(rectangle(1, 2), 180)
    assert turned.vertices[0] == (2.0, 1.0) and turned.vertices[5] == (0.0, 0.0)
    assert centres(turned) == [(1.5, 0.5), (0.5, 0.5)]


def test_merge_numbers_its_graphs_in_turn_and_a_coincident_vertex_is_the_first():
    joined = merge(square(1), shift(square(1), 1, 0))
    assert joined.vertices == ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (2.0, 0.0), (2.0, 1.0))
    assert centres(joined) == [(0.5, 0.5), (1.5, 0.5)]
    # the second graph first: its vertices come first and so does its cell
    swapped = merge(shift(square(1), 1, 0), square(1))
    assert swapped.vertices[:4] == ((1.0, 0.0), (2.0, 0.0), (1.0, 1.0), (2.0, 1.0))
    assert centres(swapped) == [(1.5, 0.5), (0.5, 0.5)]


def test_merge_joins_points_within_ludii_tolerance_and_measures_rows_and_columns():
    # a half-size wedge shifted to x = 1.99 meets the square's point at x = 2 (Ludii: 0.66 * 2 + 0.67
    # is 1.9900000000000002, less than 0.01 from it)
    joined = merge(shift(scale(wedge(3), 0.66), 0.67, -1.32), rectangle(2, 4))
    assert len(joined.vertices) == 7 + 15 - 1 and joined.basis == "Custom"
    # a merged board is labelled by the rows and columns Ludii measures, not by exact positions: a
    # diamond of points stood on a square board's top edge takes the square's columns
    board = built("(board (merge (rotate 45 (shift 1.5 4.2 (square 2 diagonals:Solid))) "
                  "(square 5 diagonals:Alternating)) use:Vertex)").board
    assert board.labels[:5] == ("C5", "D6", "C6", "B6", "C7") and board.labels[25:] == ("A5", "B5", "D5", "E5")


def test_cells_are_found_from_each_vertex_in_turn_by_direction():
    # a fan of three triangles round vertex 0: found from vertex 0, its edges taken from the west
    # counter-clockwise, each face being the one clockwise of the edge after
    points = [(0, 0), (1, -1), (1, 0), (1, 1)]
    edges = [(0, 1), (0, 2), (0, 3), (1, 2), (2, 3)]
    assert [set(f) for f in ludii_faces(points, edges)] == [{0, 1, 2}, {0, 2, 3}]
    # listed top first: still the lower triangle first, the edges of vertex 0 being taken by direction
    upside = [(0, 0), (1, 1), (1, 0), (1, -1)]
    assert [set(f) for f in ludii_faces(upside, edges)] == [{0, 2, 3}, {0, 1, 2}]
    assert ludii_faces(points, [(0, 1)]) == []


def test_a_listed_graph_keeps_the_order_of_its_vertices():
    g = graph([(1, 1), (0, 0), (1, 0)], [(0, 1), (1, 2), (2, 0)])
    assert g.vertices[0] == (1.0, 1.0) and len(g.faces) == 1


def test_wedge_numbers_its_apex_first_then_rows_downwards():
    g = wedge(3)
    assert g.vertices[:4] == ((2.0, 2.0), (1.0, 1.0), (2.0, 1.0), (3.0, 1.0))
    assert (0, 1) in g.edges and (1, 4) in g.edges and len(g.edges) == 10


def test_add_numbers_what_it_adds_after_what_was_there():
    g = add(square(1), vertices=[(0.5, 2), (0, 0)], edges=[(2, 4), ((1, 1), (1, 2))])
    assert g.vertices[4:] == ((0.5, 2.0), (1.0, 2.0))       # (0 0) was there; (1 2) made by the edge
    assert {(2, 4), (3, 5)} <= set(g.edges) and len(g.edges) == 6
    assert len(g.faces) == 1


def test_add_cells_by_corner_points_and_by_vertex_numbers():
    g = add(square(1), cells=[((1, 0), (2, 0), (2, 1), (1, 1))])
    assert len(g.vertices) == 6 and centres(g) == [(0.5, 0.5), (1.5, 0.5)]
    h = add(g, cells=[(2, 3, 5)], edges=[(2, 5)])
    assert len(h.faces) == 3 and (2, 5) in h.edges


def test_add_connects_new_vertices_to_near_ones():
    g = add(square(1), vertices=[(0.5, 1.5)], connect=True)
    assert {(2, 4), (3, 4)} <= set(g.edges)


def test_add_refuses_a_vertex_that_is_not_there():
    with pytest.raises(BoardError, match="no vertex 9"):
        add(square(1), edges=[(0, 9)])
    with pytest.raises(BoardError, match="a point is"):
        add(square(1), vertices=[(1,)])


def test_a_board_with_added_edges_played_on_vertices():
    # Pong Hau K'i's board: the corners and centre of an Alquerque board of 3 x 3 points, with
    # three sides joined
    board = built("(board (add (remove (rectangle 3 3 diagonals:Alternating) vertices:{1 3 5 7}) "
                  "edges:{{3 0} {0 1} {1 4}}) use:Vertex)").board
    assert board.num_sites == 5 and board.centres[2] == (1.0, 1.0)
    assert sorted(board.neighbours(0, "Adjacent")) == [1, 2, 3]
    assert sorted(board.neighbours(2, "Adjacent")) == [0, 1, 3, 4]


def test_a_rectangle_one_point_wide_played_on_vertices_is_a_line():
    board = built("(board (rectangle 1 3) use:Vertex)").board
    assert board.num_sites == 3 and len(board.graph.edges) == 2


def test_a_square_of_one_point_played_on_vertices_is_a_point():
    # Deka's board: two lines of five points joined by their ends, a point in the middle alone
    board = built("(board (merge {(rectangle 1 5) (rectangle 3 1) (shift 0 2 (rectangle 1 5)) "
                  "(shift 4 0 (rectangle 3 1)) (shift 2 1 (square 1))}) use:Vertex)").board
    assert board.num_sites == 13 and board.centres[12] == (2.0, 1.0)
    assert not board.neighbours(12, "Adjacent") and sorted(board.neighbours(11, "Adjacent")) == [4, 10]
    with pytest.raises(Exception, match="at least 2 vertices"):
        built("(board (tri 1) use:Vertex)")


def test_removing_vertices_keeps_the_order_of_the_rest():
    g = remove(merge(square(1), shift(square(1), 1, 0)), vertices=[0])
    assert g.vertices[0] == (1.0, 0.0) and len(g.faces) == 1


def rounded(points):
    return [tuple(round(c, 3) + 0.0 for c in p) for p in points]


def test_circle_board_rings_start_just_anticlockwise_of_the_top():
    g = built("(board (concentric {1 8 8}) use:Vertex)").board.graph
    assert len(g.vertices) == 17 and len(g.faces) == 0
    assert rounded(g.vertices[:2]) == [(0.0, 0.0), (-0.707, 0.707)] and rounded(g.vertices[8:10]) == [(0.0, 1.0), (-1.414, 1.414)]
    # 8 spokes from the centre, 8 + 8 round the rings, 8 outwards
    assert len(g.edges) == 32 and (1, 9) in g.edges and (0, 1) in g.edges


def test_circle_board_without_centre_and_staggered():
    from interpreter.board.generators import concentric_circle
    assert len(concentric_circle([0, 8]).vertices) == 8
    staggered = concentric_circle([1, 4, 4], stagger=True)
    assert rounded(staggered.vertices[1:5]) == [(-0.707, -0.707), (0.707, -0.707), (0.707, 0.707), (-0.707, 0.707)]
    assert len(staggered.edges) == 4 + 4 + 4       # no point straight outwards of a staggered ring


def test_circle_of_one_ring_is_numbered_bottom_row_first():
    g = built("(board (concentric {7}) use:Vertex)").board.graph
    angles = [round(math.degrees(math.atan2(y, x)) % 360) for x, y in g.vertices]
    assert angles == [244, 296, 193, 347, 141, 39, 90] and len(g.edges) == 7


def test_circle_board_on_cells():
    board = built("(board (concentric {1 8 8}))").board
    # the centre is one cell, then 8 + 8 ring cells; from the first point of the inner ring (due
    # west) the spoke outwards is met first, as Ludii computes it a hair below the axis, so the
    # cell below it comes first, then the centre, then the cell above it
    assert board.num_sites == 17 and len(board.graph.faces[1]) == 8
    assert board.centres[1] == pytest.approx((0.0, 0.0), abs=1e-9)
    assert rounded(board.centres[:1] + board.centres[2:3]) == [(-0.854, -0.354), (-0.854, 0.354)]
    assert len(board.neighbours(1, "Orthogonal")) == 8
    holed = built("(board (concentric {0 0 12 12}))").board   # no centre point: the hole is one cell
    assert rounded(holed.centres[:3]) == [(-1.866, -0.5), (0.0, 0.0), (-1.866, 0.5)]
    wheel = built("(board (concentric {8}))").board     # a ring of 8 cells round the centre point
    assert wheel.num_sites == 8 and all(len(f) == 3 for f in wheel.graph.faces)


def test_union_sets_graphs_side_by_side_without_joining_them():
    from interpreter.board.operators import union
    touching = union(square(1), shift(square(1), 1, 0))
    assert len(touching.vertices) == 8 and touching.faces == ((0, 1, 3, 2), (4, 5, 7, 6))
    board = built("(board (union {(square 3) (shift 4 0 (square 3))}))").board
    assert board.num_sites == 18 and board.centres[9] == (4.5, 0.5)


def test_split_crossings_numbers_crossings_after_the_graph():
    from interpreter.board.operators import split_crossings
    from interpreter.board.generators import regular
    star = split_crossings(regular(5, star=True))
    assert len(star.vertices) == 10 and len(star.edges) == 15 and len(star.faces) == 6
    assert all(math.hypot(*p) < 0.5 for p in star.vertices[5:])     # the five crossings come last
    # a vertex lying on an edge splits it
    on_edge = split_crossings(graph([(0, 0), (2, 0), (1, 0), (1, 1)], [(0, 1), (2, 3)]))
    assert set(on_edge.edges) == {(0, 2), (1, 2), (2, 3)}


def test_regular_polygon_numbered_by_height():
    from interpreter.board.generators import regular
    g = regular(6)
    assert [round(math.degrees(math.atan2(y, x))) % 360 for x, y in g.vertices] == [270, 210, 330, 150, 30, 90]
    assert len(g.faces) == 1 and len(regular(6, on_vertices=True).faces) == 0


def test_renumber_numbers_vertices_and_cells_by_position_again():
    from interpreter.board.operators import renumber
    turned = rotate(rectangle(1, 2), 180)
    again = renumber(turned)
    assert again.vertices[0] == (0.0, 0.0) and centres(again) == [(0.5, 0.5), (1.5, 0.5)]
    cells_only = renumber(turned, ["Cell"])
    assert cells_only.vertices == turned.vertices and centres(cells_only) == [(0.5, 0.5), (1.5, 0.5)]
    with pytest.raises(BoardError, match="no kind of site"):
        renumber(turned, ["Face"])


def test_rows_and_columns_of_a_graph_made_by_operators_are_measured_as_ludii_does():
    # an Alquerque board with a bottom triangle and a small diamond on top: the diamond's points
    # off the grid join the nearest columns (within 0.6 of the mean spacing), so "C3" is the
    # middle of the triangle's top and "C7" the middle of the square's top
    board = built("(board (merge (merge (shift 0 2 (square 5 diagonals:Alternating)) (wedge 3)) "
                  "(rotate 45 (shift 1.5 6.2 (square 2 diagonals:Solid)))) use:Vertex)").board
    assert board.centres[board.site("C3")] == (2.0, 2.0) and board.centres[board.site("C7")] == (2.0, 6.0)
    assert len(board.columns) == 5 and len(board.rows) == 9
    # generators keep their own rows: a hex board's offset rows are not grouped
    assert len(built("(board (hex 3))").board.columns) > 5


def test_repeat_copies_polygons_and_joins_corners_that_meet():
    # a strip of triangles along a line of points: the Awithlaknannai boards
    board = built("(board (merge {(repeat 3 1 step:{{0.5 0} {1 0}} (poly {{0.5 0} {0 0.5} {1 0.5}})) "
                  "(shift 0.5 0 (rectangle 1 3))}) use:Vertex)").board
    assert board.num_sites == 7                                  # 4 points above, 3 on the line
    assert sorted(board.neighbours(board.site_at((1.5, 0.0)), "Adjacent")) == sorted(
        board.site_at(p) for p in ((0.5, 0.0), (2.5, 0.0), (1.0, 0.5), (2.0, 0.5)))
    two = built("(board (repeat 1 2 step:{{1 0} {0 1}} {(poly {{0 0} {1 0} {0 1}}) (poly {{1 0} {1 1} {0 1}})}))")
    assert two.board.num_sites == 4
    with pytest.raises(Exception, match="three corners"):
        built("(board (repeat 1 1 step:{{1 0} {0 1}} (poly {{0 0} {1 0}})))")


def test_when_measured_labels_would_be_shared_rows_columns_and_labels_are_exact():
    # the top point lies within 0.6 of the mean spacing of the point below it: grouped, the two would
    # share a label, so Ludii labels and counts rows and columns by exact position
    board = built("(board (graph vertices:{{0 0} {4 0} {0 2} {4 2} {4 2.8}} "
                  "edges:{{0 1} {0 2} {1 3} {2 3} {3 4}}) use:Vertex)").board
    assert board.labels == ("A1", "B1", "A2", "B2", "B3")
    assert len(board.rows) == 3 and board.row_of[4] == 2
