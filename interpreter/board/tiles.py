"""Boards assembled from square tiles of coloured squares, placed and rotated.

A tile is a sequence of equal-length strings, top row first, one character
(a colour code) per square. The tiles are laid out in a grid of slots in
reading order (top-left slot first), each turned 0-3 quarter turns clockwise.
Same-colour squares that share an edge form the board's fields, across tile
borders.

>>> tiles = [("ab", "aa"), ("bb", "ba")]
>>> b = tiled_board(tiles, (1, 2))
>>> b.colours[:4], len(b.fields)
(('a', 'a', 'b', 'a'), 3)
"""

from __future__ import annotations

import random
from typing import Sequence

from .board import Board
from .errors import BoardError
from .generators import rectangle
from .graph import check_size

Tile = Sequence[str]
Placement = Sequence[tuple[int, int]]


def rotate_tile(tile: Tile, quarter_turns: int) -> tuple[str, ...]:
    """The tile turned clockwise: square (r, c) moves to (c, size-1-r).

    >>> rotate_tile(("ab", "cd"), 1)
    ('ca', 'db')
    """
    rows = tuple(tile)
    for _ in range(quarter_turns % 4):
        rows = tuple("".join(rows[len(rows) - 1 - r][c] for r in range(len(rows)))
                     for c in range(len(rows[0])))
    return rows


def random_placement(tile_count: int, slots: int, rng: random.Random,
                     rotate: bool = True) -> tuple[tuple[int, int], ...]:
    """A random choice of distinct tiles for the slots, each with a random
    quarter-turn count (0 when rotate is false)."""
    chosen = rng.sample(range(tile_count), slots)
    return tuple((t, rng.randrange(4) if rotate else 0) for t in chosen)


def tiled_board(tiles: Sequence[Tile], layout: tuple[int, int],
                rng: random.Random | None = None, placement: Placement | None = None,
                rotate: bool = True, palette: dict[str, str] | None = None) -> Board:
    """A square-grid board of layout = (tile rows, tile columns) slots.

    placement gives (tile index, clockwise quarter turns) per slot in reading
    order; without it, rng (a seeded random.Random) chooses tiles and turns,
    and without either the tiles go unturned in their given order. The board
    has a colour per site, its fields, and regions "Tile 1", "Tile 2", ... by slot;
    palette (colour code -> fill) is kept on the board for pictures.
    """
    tile_rows, tile_cols = layout
    if tile_rows < 1 or tile_cols < 1:
        raise BoardError(f"tiled board: layout must be at least 1 x 1, got {tile_rows} x {tile_cols}")
    slots = tile_rows * tile_cols
    shapes = _check_tiles(tiles)
    height, width = shapes
    check_size(slots * height * width, "the tiled board")
    if len(tiles) < slots:
        raise BoardError(f"tiled board: the tile set does not cover the area: "
                         f"{slots} slots but only {len(tiles)} tiles")
    if placement is None:
        placement = (random_placement(len(tiles), slots, rng, rotate) if rng is not None
                     else tuple((t, 0) for t in range(slots)))
    placement = _check_placement(placement, len(tiles), slots, square=height == width)
    rows, cols = tile_rows * height, tile_cols * width
    colours: list[str] = [""] * (rows * cols)
    regions: dict[str, list[int]] = {}
    for slot, (t, turns) in enumerate(placement):
        top, left = divmod(slot, tile_cols)
        for r, line in enumerate(rotate_tile(tiles[t], turns)):
            for c, colour in enumerate(line):
                row_from_top = top * height + r
                site = (rows - 1 - row_from_top) * cols + left * width + c
                colours[site] = colour
                regions.setdefault(f"Tile {slot + 1}", []).append(site)
    return Board(rectangle(rows, cols), colours=colours, regions=regions, palette=palette)


def _check_tiles(tiles: Sequence[Tile]) -> tuple[int, int]:
    if not tiles:
        raise BoardError("tiled board: no tiles given")
    shape: tuple[int, int] | None = None
    for i, tile in enumerate(tiles):
        widths = {len(row) for row in tile}
        if not tile or len(widths) != 1 or 0 in widths:
            raise BoardError(f"tiled board: tile {i} must be non-empty rows of equal length")
        if shape is None:
            shape = (len(tile), widths.pop())
        elif (len(tile), widths.pop()) != shape:
            raise BoardError(f"tiled board: tile {i} is not {shape[0]} x {shape[1]} like tile 0")
    assert shape is not None  # there is at least one tile
    return shape


def _check_placement(placement: Placement, tile_count: int, slots: int,
                     square: bool) -> tuple[tuple[int, int], ...]:
    if any(len(slot) != 2 for slot in placement):
        raise BoardError("tiled board: each slot of a placement is a pair {tile quarterTurns}")
    placement = tuple((int(t), int(q)) for t, q in placement)
    if len(placement) != slots:
        raise BoardError(f"tiled board: placement lists {len(placement)} slots, the layout has {slots}")
    used = [t for t, _ in placement]
    for t in used:
        if not 0 <= t < tile_count:
            raise BoardError(f"tiled board: there is no tile {t} (tiles are 0 to {tile_count - 1})")
    if len(set(used)) != len(used):
        raise BoardError("tiled board: a tile is placed twice")
    if not square and any(q % 2 for _, q in placement):
        raise BoardError("tiled board: only square tiles can make quarter turns")
    return placement
