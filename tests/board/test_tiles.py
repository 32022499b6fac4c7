"""Boards assembled from tiles."""

import random

import pytest

from interpreter.board import BoardError
from interpreter.board.tiles import random_placement, rotate_tile, tiled_board

from .test_regions import SPR_TILES


def test_rotation_turns_clockwise():
    tile = ("abc", "def", "ghi")
    assert rotate_tile(tile, 1) == ("gda", "heb", "ifc")
    assert rotate_tile(tile, 2) == ("ihg", "fed", "cba")
    assert rotate_tile(tile, 4) == tile
    # spec: local (r, c) moves to (c, 2 - r)
    turned = rotate_tile(tile, 1)
    assert all(turned[c][2 - r] == tile[r][c] for r in range(3) for c in range(3))


def test_tiles_are_placed_by_slot_and_turned():
    tiles = [("ab", "cd"), ("ef", "gh")]
    board = tiled_board(tiles, (1, 2), placement=[(1, 0), (0, 1)])
    top = "".join(board.colours[s] for s in board.rows[1])
    bottom = "".join(board.colours[s] for s in board.rows[0])
    assert (top, bottom) == ("efca", "ghdb")
    assert board.region("Tile 1") == {board.site(x) for x in ("A1", "A2", "B1", "B2")}


def test_seeded_layout_is_reproducible_and_uses_each_tile_once():
    a = tiled_board(SPR_TILES, (3, 3), random.Random(7))
    b = tiled_board(SPR_TILES, (3, 3), random.Random(7))
    assert a.colours == b.colours
    placement = random_placement(9, 9, random.Random(7))
    assert sorted(t for t, _ in placement) == list(range(9))
    assert all(0 <= q < 4 for _, q in placement)
    counts = {c: a.colours.count(c) for c in "MPFL"}
    assert counts == {"M": 22, "P": 22, "F": 19, "L": 18}


def test_different_seeds_give_different_layouts():
    layouts = {tiled_board(SPR_TILES, (3, 3), random.Random(seed)).colours for seed in range(5)}
    assert len(layouts) > 1


def test_unrotated_random_layout_keeps_tile_orientation():
    board = tiled_board([("ab", "cd")] * 4, (2, 2), random.Random(1), rotate=False)
    assert "".join(board.colours[s] for s in board.rows[-1]) == "abab"


def test_tile_errors():
    with pytest.raises(BoardError, match="does not cover the area: 9 slots but only 8 tiles"):
        tiled_board(SPR_TILES[:8], (3, 3))
    with pytest.raises(BoardError, match="tile 1 is not 3 x 3"):
        tiled_board([SPR_TILES[0], ("ab", "cd")], (1, 2))
    with pytest.raises(BoardError, match="equal length"):
        tiled_board([("ab", "c")], (1, 1))
    with pytest.raises(BoardError, match="placed twice"):
        tiled_board(SPR_TILES, (1, 2), placement=[(0, 0), (0, 1)])
    with pytest.raises(BoardError, match="no tile 12"):
        tiled_board(SPR_TILES, (1, 1), placement=[(12, 0)])
    with pytest.raises(BoardError, match="quarter turns"):
        tiled_board([("abc", "def")], (1, 1), placement=[(0, 1)])
