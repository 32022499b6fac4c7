"""A board that cannot be built is a diagnostic at the ludeme that caused it."""

import time

import pytest

from interpreter.board import MAX_SITES
from interpreter.board.build import board_from_equipment
from ludeme.diagnostics import DiagnosticError

from .descriptions import checked, game_text


def problems(*items: str) -> list:
    with pytest.raises(DiagnosticError) as caught:
        board_from_equipment(checked(game_text(*items)))
    return caught.value.diagnostics


def where(diagnostic) -> tuple[int, int, str]:
    return diagnostic.span.line, diagnostic.span.column, diagnostic.span.text


def test_a_negative_size_points_at_the_generator():
    [error] = problems("(board (hex -3))")
    assert error.message == "a hexagon needs a size of at least 1; got -3"
    assert where(error) == (4, 12, "(hex -3)")
    assert "4 |     (board (hex -3))" in error.render()


def test_removing_a_missing_cell_points_at_the_remove():
    [error] = problems("(board (dual (remove (hex 3 4) cells:{5 99})))")
    assert "there is no cell 99" in error.message and "0 to 26" in error.message
    assert where(error) == (4, 18, "(remove (hex 3 4) cells:{5 99})")


@pytest.mark.parametrize("graph, limit", [
    ("(square 5000)", "(square 5000) would have 25,000,000 sites"),
    ("(hex 1000)", "(hex 1000) would have 2,997,001 sites"),
    ("(rectangle 100000 100000)", "10,000,000,000 sites"),
    ("(tiles 400 400 {{\"ab\" \"ba\"}})", "the tiled board would have 640,000 sites"),
])
def test_a_board_above_the_site_limit_is_refused_at_once(graph, limit):
    start = time.perf_counter()
    if limit is None:
        assert board_from_equipment(checked(game_text(f"(board {graph})"))).board.num_sites == 1
        return
    [error] = problems(f"(board {graph})")
    assert time.perf_counter() - start < 1.0
    assert limit in error.message and f"more than the limit of {MAX_SITES:,}" in error.message
    assert where(error)[:2] == (4, 12)


def test_shapes_and_tilings_not_available_are_named():
    [error] = problems("(board (hex Star 3))")
    assert error.message == "unknown shape 'Star' for a hex board; available: Hexagon, Limping, Diamond, Triangle"
    [error] = problems("(board (tiling T3636 3))")
    assert error.message == "the tiling T3636 is not available; supported: T33434"
    [error] = problems("(board (tri Star 3))")
    assert error.message == "the shape Star of a tri board is not available; available: Triangle, Hexagon, Limping"


def test_whole_boards_cannot_be_changed_by_operators():
    [error] = problems("(board (rotate 90 (rotatingRings)))")
    assert error.message.startswith("(rotatingRings ...) is a whole board, not a graph to change")
    assert where(error) == (4, 12, "(rotate 90 (rotatingRings))")
    [error] = problems('(board (tiles 1 1 {{"ab" "ba"}}) use:Vertex)')
    assert error.message == "use:Vertex needs a graph; (tiles ...) is a board of cells"
    assert where(error)[:2] == (4, 5)


def test_bad_tiles_point_at_the_tiles():
    [error] = problems('(board (tiles 1 2 {{"ab" "ba"}}))')
    assert "2 slots but only 1 tiles" in error.message and where(error)[:2] == (4, 12)
    [error] = problems('(board (tiles 1 1 {{"ab" "ba"}} placement:{{0 1 2}}))')
    assert "a pair {tile quarterTurns}" in error.message
    [error] = problems('(board (tiles 1 1 {{"ab" "ba"}} placement:{{0 0}} shuffle:True))')
    assert "not both" in error.message


def test_a_board_on_edges_is_refused():
    [error] = problems("(board (square 3) use:Edge)")
    assert error.message.endswith("got use:Edge") and where(error)[:2] == (4, 5)


def test_every_region_problem_is_reported_together():
    found = problems("(board (square 3))", '(regions "Far" {0 99})', '(regions "East" (sites Side NE))',
                     '(regions "Free" (sites Empty))', '(regions "Row" (union {(sites Top) (sites Row 5)}))')
    assert [where(d)[:2] for d in found] == [(5, 5), (6, 21), (7, 21), (8, 40)]
    far, east, free, row = found
    assert far.message == "no site 99 on this board; its sites are 0 to 8"
    assert east.message.startswith("no side 'NE' on this board; it has ")
    assert free.message == "(sites Empty) is not a fixed part of the board"
    assert "(sites Side N)" in free.hint
    assert row.message == "no row 5 on this board; its rows are 0 to 2"


def test_unknown_labels_in_regions():
    [error] = problems("(board (square 3))", '(regions "Home" (sites {"A1" "Z9"}))')
    assert error.message.startswith("no site labelled 'Z9'")


def test_a_game_needs_exactly_one_board():
    [error] = problems('(piece "Disc" Each)')
    assert error.message == "this game has no board" and where(error)[:2] == (3, 3)
    [error] = problems("(board (square 3))", "(board (square 4))")
    assert error.message == "a game has one (board ...); this is a second"
    assert where(error) == (5, 5, "(board (square 4))")


def test_an_empty_sites_in_a_region_list_is_located():
    [error] = problems("(board (square 3))", '(regions "Parts" {(sites {"A1"}) (sites)})')
    assert "names no fixed sites" in error.message and where(error)[2] == "(sites)"
