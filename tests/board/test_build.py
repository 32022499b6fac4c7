"""Boards from .lud descriptions: the registry builds every board kind, and named regions."""

import pytest

from interpreter.board import Board, cairo, hex
from interpreter.board.build import GRAPHS, board_from_equipment
from interpreter.board.growing import GrowingGrid
from ludeme.catalogue import CATALOGUE
from ludeme.checker import Bound, check_expression
from ludeme.diagnostics import DiagnosticError
from ludeme.parser import parse_text

from .descriptions import CAIRO_1, TILES, built, built_file, checked, game_text

BOARD_ENTRIES = [entry for entry in CATALOGUE.entries if entry.category == "graph" or entry.head == "board"]


@pytest.mark.parametrize("graph, sites, orthogonal", [
    ("(square 9)", 81, 144),
    ("(rectangle 3 4)", 12, 17),
    ("(rectangle 3)", 9, 12),
    ("(hex 5)", 61, 156),
    ("(hex 3 4)", 27, 63),
    ("(hex Limping 3)", 27, 63),
    ("(hex {4 3 4 3 4 3})", 27, 63),
    ("(hex Diamond 11)", 121, 320),
    ("(hex Triangle 4)", 10, 18),
    ("(hex Hexagon 2)", 7, 12),
    ("(tri 4)", 16, 18),
    ("(tri Triangle 3)", 9, 9),
    ("(tiling T33434 2)", None, None),
    ("(cairo 5)", 40, 80),
    (CAIRO_1, 48, None),
    ("(graph vertices:{{0 0} {1 0} {2 0} {0 1} {1 1} {2 1}} edges:{{0 1} {1 2} {3 4} {4 5} {0 3} {1 4} {2 5}})", 2, 1),
    ("(remove (square 4) cells:{0 3 12 15})", 12, None),
    ("(remove (square 3) cells:{{{1 1} {2 1} {2 2} {1 2}}})", 8, 8),
    ("(remove (square 3) vertices:{0})", 8, None),
    ("(trim (dual (square 4)))", 9, 12),
    ("(rotate 90 (rectangle 1 3))", 3, 2),
    ("(shift 2 0 (square 2))", 4, 4),
    ("(scale 2 1 (square 3))", 9, 12),
    ("(skew .5 (scale 1 .5 (square 4)))", 16, 24),
    ("(merge {(square 2) (shift 2 0 (square 2))})", 8, 10),
    ("(merge (rectangle 6 2) (rectangle 3 5))", 21, None),
])
def test_the_registry_builds_each_graph_from_lud_text(graph, sites, orthogonal):
    board = built(f"(board {graph})").board
    if sites is not None:
        assert board.num_sites == sites
    if orthogonal is not None:
        assert len(board.pairs("Orthogonal")) == orthogonal


def test_boards_from_text_match_the_library():
    assert built("(board (hex 3 4))").board.pairs("All") == Board(hex(3, 4)).pairs("All")
    assert built("(board (cairo 4))").board.labels == Board(cairo(4)).labels


def test_use_vertex_plays_on_the_vertices():
    board = built("(board (square 2) use:Vertex)").board
    assert (board.use, board.num_sites) == ("Vertex", 4)


@pytest.mark.parametrize("text, sites", [
    ("(board (square 15) use:Vertex)", 225),        # Gomoku's board: 15 x 15 points
    ("(board (square 19) use:Vertex)", 361),        # Go
    ("(board (rectangle 3 5) use:Vertex)", 15),
    ("(board (tri 4) use:Vertex)", 10),             # four points a side
    ("(board (hex 3) use:Vertex)", 54),             # hexagons keep their cells: 6 n^2 corners
    ("(board (square 15))", 225),
])
def test_boards_played_on_vertices_are_sized_by_their_vertices_as_in_ludii(text, sites):
    assert built(text).board.num_sites == sites


def test_vertices_are_numbered_as_in_ludii():
    board = built("(board (square 15) use:Vertex)").board
    assert [board.centres[i] for i in (0, 1, 14, 15, 224)] == [(0, 0), (1, 0), (14, 0), (0, 1), (14, 14)]
    assert [board.label(i) for i in (0, 14, 15, 224)] == ["A1", "O1", "A2", "O15"]


def test_examples_build(tmp_path):
    hex_board = built_file("examples/hex.lud", ["Board Size/5x5"])
    assert hex_board.board.num_sites == 25
    assert built_file("examples/tic-tac-toe.lud").board.num_sites == 9


def test_placed_tiles_are_coloured_in_reading_order():
    board = built('(board (tiles 1 2 {{"ab" "aa"} {"bb" "ba"}} placement:{{1 0} {0 1}}))').board
    assert board.num_sites == 8
    assert board.colours[:4] == ("b", "a", "a", "b")  # bottom row: tile 1, then tile 0 turned once
    assert sorted(board.regions) == ["Tile 1", "Tile 2"]


def test_shuffled_tiles_follow_the_seed():
    layouts = {seed: built(f"(board {TILES} shuffle:True))", seed=seed).board.colours for seed in range(6)}
    assert layouts[3] == built(f"(board {TILES} shuffle:True))", seed=3).board.colours
    assert len(set(layouts.values())) > 1
    fixed = built(f"(board {TILES} shuffle:True rotate:False))", seed=5).board
    assert sorted(fixed.colours) == sorted(built(f"(board {TILES}))").board.colours)


def test_rotating_rings_keep_their_contacts():
    game_board = built("(board (rotatingRings))", '(regions "First" {0})')
    assert game_board.rings.board is game_board.board
    assert game_board.board.num_sites == 36 and len(game_board.rings.contacts) == 6
    assert game_board.board.region("A0") and game_board.board.region("First") == {0}
    assert built("(board (rotatingRings 3 distance:2))").rings.areas == 3


def test_a_boardless_square_grid_is_labelled_by_position_round_its_centre():
    game_board = built("(boardless Square 3)")
    assert isinstance(game_board.grid, GrowingGrid)
    assert game_board.board.labels == ("-1,-1", "0,-1", "1,-1", "-1,0", "0,0", "1,0", "-1,1", "0,1", "1,1")
    assert built("(boardless Square)").board.num_sites == 41 * 41  # Ludii's size
    assert built("(boardless Square 2)").board.labels == ("-1,-1", "0,-1", "-1,0", "0,0")


def test_regions_of_players_keep_their_parts():
    game_board = built_file("examples/hex.lud", ["Board Size/5x5"])
    first, second = game_board.regions
    assert (first.name, first.owner, second.name, second.owner) == ("RegionP1", "P1", "RegionP2", "P2")
    board = game_board.board
    assert first.parts == (board.side("NE"), board.side("SW"))
    assert board.region("RegionP1") == board.side("NE") | board.side("SW")


@pytest.mark.parametrize("region, sites", [
    ('(regions "Home" {0 1 2})', {0, 1, 2}),
    ('(regions "Labels" (sites {"A1" "C3"}))', {0, 8}),
    ('(regions "Top" (sites Top))', {6, 7, 8}),
    ('(regions "Middle" (sites Row 1))', {3, 4, 5}),
    ('(regions "Left" (sites Column 0))', {0, 3, 6}),
    ('(regions "Edge" (difference (sites Board) (sites Inner)))', set(range(9)) - {4}),
    ('(regions "Rim" (union {(sites Top) (sites Bottom)}))', {0, 1, 2, 6, 7, 8}),
    ('(regions "Corner" (intersection {(sites Top) (sites Left)}))', {6}),
    ('(regions "Rim2" (union (sites Top) (sites Bottom)))', {0, 1, 2, 6, 7, 8}),
    ('(regions "Corner2" (intersection (sites Top) (sites Left)))', {6}),
    ('(regions "Ends" (difference (sites Row 0) 1))', {0, 2}),
    ('(regions "Sides" {(sites Side N) (sites Side S)})', {0, 1, 2, 6, 7, 8}),
    ('(regions "Around" (expand origin:(coord "A1") steps:1 All))', {0, 1, 3, 4}),
    ('(regions "Corner3" (sites {(coord row:2 column:0)}))', {6}),
])
def test_named_regions_of_fixed_sites(region, sites):
    board = built("(board (square 3))", region).board
    name = region.split('"')[1]
    assert board.region(name) == sites


def test_regions_without_a_name_are_named_by_owner_as_ludii():
    regions = built("(board (square 3))", "(regions P2 {0 1})", "(regions P2 {2})").regions
    assert [(r.name, r.owner) for r in regions] == [("RegionP2", "P2"), ("RegionP2", "P2")]
    board = built("(board (square 3))", "(regions P2 {0 1})", "(regions P2 {2})").board
    assert board.region("RegionP2") == {0, 1, 2}


def test_a_region_may_be_made_of_a_players_regions():
    regions = built("(board (square 3))", '(regions "Inner" P1 {0 1})', '(regions "Inner" P2 {6})',
                    '(regions "Outer" P1 (difference (sites Row 0) (sites P1 "Inner")))').regions
    assert regions[2].parts == (frozenset({2}),)
    later = built("(board (square 3))", '(regions "Outer" P1 (difference (sites Row 0) (sites P1 "Inner")))',
                  '(regions "Inner" P1 {0 1})').regions
    assert later[0].parts == (frozenset({2}),)  # declared after it: known all the same


def test_every_board_ludeme_of_the_catalogue_has_a_builder_and_back():
    graphs = {(e.head, e.selector) for e in CATALOGUE.entries if e.returns in ("graph", "poly")}
    assert graphs == set(GRAPHS)


@pytest.mark.parametrize("entry", BOARD_ENTRIES, ids=lambda e: e.signature)
def test_board_entry_examples_check_against_their_own_entry(entry):
    value, diagnostics = check_expression(parse_text(entry.example).forms[0], entry.returns)
    assert not diagnostics, [d.message for d in diagnostics]
    assert isinstance(value, Bound) and value.ludeme is entry


#: Graphs of lines only, without cells (as in Ludii): boards of their points.
LINES_ONLY = {"wedge"}


@pytest.mark.parametrize("entry", [e for e in BOARD_ENTRIES if e.returns == "graph"], ids=lambda e: e.signature)
def test_board_entry_examples_build(entry):
    use = " use:Vertex" if entry.head in LINES_ONLY else ""
    board = board_from_equipment(checked(game_text(f"(board {entry.example}{use})"))).board
    assert board.num_sites > 0


def test_a_board_of_cells_on_lines_only_is_refused_clearly():
    with pytest.raises(DiagnosticError, match="the graph has no cells to play on"):
        board_from_equipment(checked(game_text("(board (wedge 3))")))


def test_regions_grown_by_expand_and_rows_of_fixed_sites():
    game_board = built("(board (square 5))", "(regions P1 (expand (sites Bottom) steps:2))",
                       '(regions "Middle" (sites Row (row of:(centrePoint))))',
                       '(regions "Cross" (expand (sites {12}) Orthogonal))')
    board = game_board.board
    assert sorted(board.region("RegionP1")) == list(range(15))
    assert sorted(board.region("Middle")) == [10, 11, 12, 13, 14]
    assert sorted(board.region("Cross")) == [7, 11, 12, 13, 17]
