"""Boards from checked descriptions: the (board ...) item of a game's equipment and its
named (regions ...) items.

``GRAPHS`` is the one table from a board ludeme to its implementation. Its key is the
ludeme's (head, selector), as in the catalogue. Its value is a builder. A builder gets the
ludeme's arguments by parameter name, with inner graphs already built and enum words
as text, and a seeded ``random.Random`` for boards laid out by chance. So a new board
ludeme is one catalogue entry (``ludeme/catalogue/families/graph.py``) and one row here.
``SITES`` does the same for the fixed regions that (regions ...) items may name.

A ``BoardError`` becomes a diagnostic at the ludeme that caused it.

>>> from ludeme.checker import check
>>> from ludeme.expansion import expand
>>> from ludeme.parser import parse_text
>>> text = ('(game "G" (players 2) (equipment {(board (hex 3 4)) (regions "Home" {0 1 2})'
...         ' (regions P2 {(sites Side N) (sites Side S)})}) (rules (end (if (is Full) (result Mover Draw)))))')
>>> built = board_from_equipment(check(expand(parse_text(text))).game)
>>> built.board.num_sites, sorted(built.board.region("Home"))
(27, [0, 1, 2])
>>> [(r.name, r.owner, [len(p) for p in r.parts]) for r in built.regions]
[('Home', None, [3]), ('RegionP2', 'P2', [3, 4])]
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Callable

from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError

from .board import Board
from .errors import BoardError
from .generators import (CONCENTRIC_SIDES, cairo, concentric, concentric_circle, graph, hex, poly, rectangle,
                         regular, repeat, square, square_diagonals, tiling, tri, tri_hexagon, tri_sides, wedge)
from .graph import Graph, check_size
from .growing import GrowingGrid, growing_grid
from .mancala import mancala_board
from .operators import add, dual, merge, remove, renumber, rotate, scale, shift, skew, split_crossings, trim, union
from .tracks import track_path
from .rings import RotatingRings, rotating_rings
from .tiles import tiled_board


@dataclass(frozen=True)
class BoardRegion:
    """A named region of the equipment, its owner ("P1", or None) and its parts.

    The parts stay apart for rules such as (is Connected Mover) that join them all.
    """

    name: str
    owner: str | None
    parts: tuple[frozenset[int], ...]

    @property
    def sites(self) -> frozenset[int]:
        return frozenset().union(*self.parts)


@dataclass(frozen=True)
class GameBoard:
    """The board of a game: the Board (with the named regions on it), the regions with
    their owners and parts, and the rotating rings or growing grid behind it, if any.
    For a growing grid, ``board`` is a snapshot of the sites it starts with."""

    board: Board
    regions: tuple[BoardRegion, ...] = ()
    rings: RotatingRings | None = None
    grid: GrowingGrid | None = None
    by_chance: bool = False  # laid out with draws from the seed (a shuffled board): each seed its own layout


Builder = Callable[[dict, random.Random], object]


def _hex(a: dict, rng: random.Random) -> Graph:
    if "sides" in a:
        return hex(list(a["sides"]))
    if "shape" in a:
        return hex(a["shape"], a["size"], a.get("other"))
    return hex(a["size"], a.get("other"))


def _diagonals(a: dict) -> str | None:
    """diagonals: as the generators take it (Implied, Ludii's default, is none drawn)."""
    return None if a.get("diagonals", "Implied") == "Implied" else a["diagonals"]


def _rectangle(rows: int, columns: int, diagonals: str | None) -> Graph:
    """(rectangle rows columns): played on vertices, a rectangle one point wide is a line of points
    (its sizes arrive here as the cells between them: 0 for one point)."""
    if 0 in (rows, columns) and rows >= 0 and columns >= 0:
        return square_diagonals(rows + 1, columns + 1, diagonals)
    return rectangle(rows, columns, diagonals)


def _square(size: int, diagonals: str | None) -> Graph:
    """(square n): played on vertices, (square 1) is a single point (its size arrives here as 0)."""
    return square_diagonals(1, 1, diagonals) if size == 0 else square(size, diagonals)


def _concentric(a: dict, rng: random.Random) -> Graph:
    if "cells" in a:
        return concentric_circle(list(a["cells"]), a.get("stagger", False), a["use"] == "Vertex")
    if "shape" in a and a["shape"] not in CONCENTRIC_SIDES:
        raise BoardError(f"(concentric {a['shape']} ...) is not available; shapes: {', '.join(CONCENTRIC_SIDES)}")
    sides = CONCENTRIC_SIDES[a["shape"]] if "shape" in a else a["sides"]
    return concentric(sides, a.get("rings", 3), a.get("midpoints", True), a.get("joinMidpoints", True),
                      a.get("joinCorners", False), cells=a.get("use") != "Vertex")


#: The shapes of (tri <shape> n) this engine builds.
TRI_SHAPES = ("Triangle", "Hexagon", "Limping")


def _tri(a: dict, rng: random.Random) -> Graph:
    if "sides" in a:
        return tri_sides(list(a["sides"]))
    shape = a.get("shape", "Triangle")
    if shape not in TRI_SHAPES:
        raise BoardError(f"the shape {shape} of a tri board is not available; available: {', '.join(TRI_SHAPES)}")
    if shape == "Limping":
        return tri_sides([a["size"], a["size"] + 1], margin=a["size"])
    return tri_hexagon(a["size"]) if shape == "Hexagon" else tri(a["size"])


def _tiles(a: dict, rng: random.Random) -> Board:
    shuffle = a.get("shuffle", False)
    if shuffle and "placement" in a:
        raise BoardError("tiles are either placed (placement:) or shuffled (shuffle:True), not both")
    palette = {}
    for pair in a.get("colours", ()):
        if len(pair) != 2:
            raise BoardError('tiles: each colour is a pair {"code" "fill"}, such as {"L" "#64b5f6"}')
        palette[pair[0]] = pair[1]
    return tiled_board(a["tiles"], (a["rows"], a["columns"]), rng=rng if shuffle else None,
                       placement=a.get("placement"), rotate=a.get("rotate", True), palette=palette)


#: Board ludeme (head, selector) -> builder of its Graph (or of a whole board).
GRAPHS: dict[tuple[str, str | None], Builder] = {
    ("square", None): lambda a, rng: _square(a["size"], _diagonals(a)),
    ("rectangle", None): lambda a, rng: _rectangle(a["rows"], a.get("columns", a["rows"]), _diagonals(a)),
    ("concentric", None): _concentric,
    ("wedge", None): lambda a, rng: wedge(a["rows"], a.get("columns", 3)),
    ("hex", None): _hex,
    ("tri", None): _tri,
    ("tiling", None): lambda a, rng: tiling(a["tilingType"], a["size"]),
    ("cairo", None): lambda a, rng: cairo(a["size"]),
    ("graph", None): lambda a, rng: graph(a["vertices"], a["edges"]),
    ("dual", None): lambda a, rng: dual(a["graph"]),
    ("remove", None): lambda a, rng: remove(a["graph"], cells=a.get("cells", ()), vertices=a.get("vertices", ()),
                                            edges=a.get("edges", ()), trim_edges=a.get("trimEdges", True)),
    ("trim", None): lambda a, rng: trim(a["graph"]),
    ("rotate", None): lambda a, rng: rotate(a["graph"], a["degrees"]),
    ("shift", None): lambda a, rng: shift(a["graph"], a["dx"], a["dy"]),
    ("scale", None): lambda a, rng: scale(a["graph"], a["x"], a.get("y")),
    ("skew", None): lambda a, rng: skew(a["graph"], a["amount"]),
    ("merge", None): lambda a, rng: merge(*a["graphs"]) if "graphs" in a else merge(a["a"], a["b"]),
    ("add", None): lambda a, rng: add(a.get("graph"), a.get("vertices", ()), a.get("edges", ()), a.get("cells", ()),
                                      a.get("connect", False)),
    ("regular", None): lambda a, rng: regular(a["sides"], "star" in a, a["use"] == "Vertex"),
    ("poly", None): lambda a, rng: poly(a["points"]),
    ("repeat", None): lambda a, rng: repeat(a["rows"], a["columns"], a["step"],
                                            [a["polys"]] if isinstance(a["polys"][0][0], float) else list(a["polys"])),
    ("union", None): lambda a, rng: union(*(a["graphs"] if "graphs" in a else (a["a"], a["b"])),
                                          connect=a.get("connect", False)),
    ("splitCrossings", None): lambda a, rng: split_crossings(a["graph"]),
    ("renumber", None): lambda a, rng: renumber(a["graph"], [a[k] for k in ("typeA", "typeB", "typeC") if k in a]),
    ("tiles", None): _tiles,
    ("rotatingRings", None): lambda a, rng: rotating_rings(a.get("areas", 6), a.get("distance", 3)),
}


def _line(lines: tuple[tuple[int, ...], ...], index: int, what: str) -> frozenset[int]:
    if not 0 <= index < len(lines):
        raise BoardError(f"no {what} {index} on this board; its {what}s are 0 to {len(lines) - 1}")
    return frozenset(lines[index])


def _listed(a: dict, board: Board) -> frozenset[int]:
    if "part" in a:
        return board.region(a["part"])
    if "sites" not in a:  # (sites) alone is the sites a loop binds, not a fixed part of the board
        raise BoardError('(sites) with nothing in it names no fixed sites; list them: (sites {"A1" "B2"})')
    return frozenset(board.site(x) if isinstance(x, str) else x for x in a["sites"])


def _operands(a: dict) -> tuple[frozenset[int], ...]:
    """The regions of (union {...}) or (intersection {...}), or of their two-region forms."""
    return tuple(a["regions"]) if "regions" in a else (a["a"], a["b"])


def _expand(a: dict, board: Board) -> frozenset[int]:
    """(expand <sites> [steps:n] [<relation>]) on a fixed region: grown n times (once unless given) by
    the neighbours of its sites in the relation (Adjacent unless given)."""
    start = a.get("sites", a.get("origin"))
    if start is None:
        raise BoardError("(expand ...) needs a region or origin:, e.g. (expand (sites Bottom))")
    found = set([start] if isinstance(start, int) else start)
    table = board.neighbour_table(a.get("relationType", "Adjacent"))
    edge = set(found)
    for _ in range(a.get("steps", 1)):
        edge = {n for site in edge for n in table[site]} - found
        found |= edge
    return frozenset(found)


def _row_or_column(lines: tuple[int, ...], site: int, what: str) -> int:
    if not 0 <= site < len(lines):
        raise BoardError(f"no site {site} on this board to take the {what} of")
    return lines[site]


#: Integer ludemes a fixed region may be written with, such as (sites Row (row of:(centrePoint))):
#: (head, selector) -> their value on a board.
FIXED_INTS: dict[tuple[str, str | None], Callable[[dict, Board], int]] = {
    ("centrePoint", None): lambda a, board: min(board.region("Centre")),
    ("row", None): lambda a, board: _row_or_column(board.row_of, a["of"], "row"),
    ("column", None): lambda a, board: _row_or_column(board.column_of, a["of"], "column"),
    ("coord", None): lambda a, board: _coordinate(a, board),
}


def _coordinate(a: dict, board: Board) -> int:
    """(coord "C3") or (coord row:2 column:2) in a fixed region: the site, as in play."""
    if "coordinate" in a:
        return board.site(a["coordinate"])
    at = {(row, column): site for site, (row, column) in enumerate(zip(board.row_of, board.column_of))}
    if (a.get("row"), a.get("column")) not in at:
        raise BoardError(f"no site at row {a.get('row')}, column {a.get('column')} on this board")
    return at[(a["row"], a["column"])]


#: Fixed region ludeme (head, selector) -> the sites it names on a board.
SITES: dict[tuple[str, str | None], Callable[[dict, Board], frozenset[int]]] = {
    ("sites", None): _listed,
    ("sites", "Side"): lambda a, board: board.side(a["direction"]),
    ("sites", "Row"): lambda a, board: _line(board.rows, a["row"], "row"),
    ("sites", "Column"): lambda a, board: _line(board.columns, a["column"], "column"),
    ("union", None): lambda a, board: frozenset().union(*_operands(a)),
    ("intersection", None): lambda a, board: frozenset.intersection(*_operands(a)),
    ("difference", None): lambda a, board: a["region"] - a["minus"],
    ("expand", None): _expand,
}


def board_from_equipment(game: Bound, seed: int = 0, chance: random.Random | None = None) -> GameBoard:
    """The board of a checked (game ...): its (board ...) item with the named regions.

    ``seed`` seeds the chance that lays out a shuffled board, e.g. (tiles ... shuffle:True);
    ``chance``, when given, is drawn from instead, so a layout drawn again (``(redraw until:...)``)
    takes the draws that follow those of the layout before. Raises DiagnosticError with every
    problem found.
    """
    equipment = game.get("equipment")
    items = [i for i in (equipment.get("items", ()) if equipment else ()) if isinstance(i, Bound)]
    boards = [i for i in items if i.ludeme.head in BOARD_ITEMS]
    if not boards:
        raise DiagnosticError([Diagnostic.error(
            "this game has no board", (equipment or game).node.span,
            hint="add one to the equipment, e.g. (equipment {(board (square 3))})")])
    if len(boards) > 1:
        raise DiagnosticError([Diagnostic.error("a game has one (board ...); this is a second",
                                                boards[1].node.span)])
    chance = random.Random(seed) if chance is None else chance
    before = chance.getstate()
    built = _board(boards[0], chance)
    by_chance = chance.getstate() != before
    regions: list[BoardRegion] = []
    problems: list[Diagnostic] = []
    tracks = _tracks(boards[0], built.board)
    declared = [item for item in items if item.ludeme.head == "regions"]
    for item in declared:
        try:
            regions.append(_region(item, built.board, _Known(tracks, tuple(regions))))
        except DiagnosticError as error:
            problems.extend(error.diagnostics)
    if problems:
        raise DiagnosticError(problems)
    # again, each knowing the others as first worked out: a region may name a player's regions
    # declared after it, as in Ludii, where regions are worked out in play
    regions = [_region(item, built.board, _Known(tracks, tuple(regions))) for item in declared]
    named: dict[str, frozenset[int]] = {}
    for region in regions:
        named[region.name] = named.get(region.name, frozenset()) | region.sites
    board = built.board.with_regions(**named)
    rings = dataclasses.replace(built.rings, board=board) if built.rings else None
    return GameBoard(board, tuple(regions), rings, built.grid, by_chance)


def _failure(bound: Bound, error: BoardError) -> DiagnosticError:
    return DiagnosticError([Diagnostic.error(str(error), bound.node.span,
                                             hint=f"the signature is {bound.ludeme.signature}")])


#: Generators Ludii sizes by what is played on: `(square 15)` is 15 x 15 cells, but with
#: use:Vertex it is 15 x 15 vertices (14 x 14 cells). Each maps its arguments to the sizes of
#: the graph of cells whose vertices those are. (tri Limping n) and (tri {sides}) count points
#: either way, as in Ludii.
VERTEX_SIZED: dict[tuple[str, str | None], tuple[str, ...]] = {
    ("square", None): ("size",),
    ("rectangle", None): ("rows", "columns"),
    ("tri", None): ("size",),
}


#: The size of a boardless square grid when none is given, as Ludii's.
BOARDLESS_SIZE = 41


def _boardless(item: Bound) -> GameBoard:
    """Ludii's (boardless Square n): an n x n square grid round the first piece, its sites labelled
    by position "x,y" from the centre, so that play never reaches an edge."""
    tiling = item.get("tiling").text
    size = item.get("dimension", BOARDLESS_SIZE)
    try:
        if tiling != "Square":
            raise BoardError(f"a boardless {tiling} grid is not built by this engine yet; (boardless Square) is")
        if size < 1:
            raise BoardError(f"a boardless grid needs a size of at least 1; got {size}")
        check_size(size * size, f"(boardless {tiling} {size})")
        low, high = -(size // 2), size - 1 - size // 2
        grid = growing_grid(*[(x, y) for y in range(low, high + 1) for x in range(low, high + 1)])
        return GameBoard(grid.to_board(), grid=grid)
    except BoardError as error:
        raise _failure(item, error) from None


def _mancala(item: Bound) -> GameBoard:
    """Ludii's (mancalaBoard rows columns ...): see :mod:`interpreter.board.mancala`."""
    store = item.get("store")
    try:
        return GameBoard(mancala_board(item.get("rows"), item.get("columns"), store.text if store else "Outer",
                                       item.get("numStores", 2)))
    except BoardError as error:
        raise _failure(item, error) from None


#: The equipment items that are a game's board.
BOARD_ITEMS = ("board", "boardless", "mancalaBoard")


def _board(item: Bound, rng: random.Random) -> GameBoard:
    if item.ludeme.head == "boardless":
        return _boardless(item)
    if item.ludeme.head == "mancalaBoard":
        return _mancala(item)
    use = item.get("use")
    use = use.text if use else "Cell"
    value = _build(item.get("graph"), rng, use)
    try:
        if isinstance(value, Graph):
            return GameBoard(Board(value, use))
        if use != "Cell":
            raise BoardError(f"use:{use} needs a graph; ({item.get('graph').ludeme.head} ...) "
                             "is a board of cells")
        if isinstance(value, RotatingRings):
            return GameBoard(value.board, rings=value)
        return GameBoard(value)
    except BoardError as error:
        raise _failure(item, error) from None


def _build(bound: Bound, rng: random.Random, use: str = "Cell"):
    """The value of a board ludeme: a Graph, or a whole board for those Ludii lacks.

    ``use`` is what the board plays on: on vertices, the generators of ``VERTEX_SIZED`` count
    vertices, as in Ludii.
    """
    key = (bound.ludeme.head, bound.ludeme.selector)
    builder = GRAPHS.get(key)
    if builder is None:
        raise DiagnosticError([Diagnostic.error(f"({bound.ludeme.head} ...) is not a board this engine "
                                                "can build", bound.node.span)])
    arguments = {name: _argument(value, lambda b: _build(b, rng, use)) for name, value in bound.arguments.items()}
    if use == "Vertex" and key in VERTEX_SIZED and arguments.get("shape") not in ("Limping",):
        if key == ("rectangle", None):
            arguments.setdefault("columns", arguments["rows"])
        for name in VERTEX_SIZED[key]:
            if isinstance(arguments.get(name), int) and not isinstance(arguments[name], bool):
                least = 2 if key == ("tri", None) else 1
                if arguments[name] < least:
                    raise _failure(bound, BoardError(
                        f"played on vertices, ({bound.ludeme.head} ...) needs at least {least} vertices a side"))
                arguments[name] -= 1
    arguments["use"] = use  # what the board plays on: some graphs are built for it (as in Ludii)
    try:
        for param in bound.ludeme.params:
            if param.kind in ("graph", "{graph}") and param.name in arguments:
                _require_graphs(bound.arguments[param.name], arguments[param.name])
        return builder(arguments, rng)
    except BoardError as error:
        raise _failure(bound, error) from None
    except (ArithmeticError, LookupError, TypeError, ValueError) as error:  # located, never a traceback
        raise _failure(bound, BoardError(f"cannot build this board: {error}")) from None


def _require_graphs(bound, value) -> None:
    """Operators work on graphs; the boards Ludii lacks are whole boards and stand alone."""
    pairs = zip(bound, value) if isinstance(value, tuple) else [(bound, value)]
    for inner, built in pairs:
        if not isinstance(built, Graph):
            raise BoardError(f"({inner.ludeme.head} ...) is a whole board, not a graph to change; "
                             "put it directly in (board ...)")


#: Arithmetic a board's sizes may be written with, such as (tri Limping (- 4 1)), worked out
#: when the board is built (integers divide as integers, as in Ludii).
ARITHMETIC: dict[str, Callable[..., int]] = {
    "+": lambda *xs: sum(xs), "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a // b,
    "%": lambda a, b: a % b, "max": max, "min": min,
}


def _arithmetic(bound: Bound):
    """The value of an arithmetic ludeme on numbers, or None when it is not one."""
    operation = ARITHMETIC.get(bound.ludeme.head)
    if operation is None:
        return None
    values = []
    for value in bound.arguments.values():
        for item in value if isinstance(value, tuple) else (value,):
            item = _arithmetic(item) if isinstance(item, Bound) else item
            if isinstance(item, bool) or not isinstance(item, int):
                return None
            values.append(item)
    try:
        return operation(*values)
    except (ArithmeticError, TypeError, ValueError):
        raise _failure(bound, BoardError(f"({bound.ludeme.head} ...) cannot be worked out here")) from None


def _argument(value, build):
    """An argument with inner ludemes built, enum words as text and arrays as tuples."""
    if isinstance(value, Bound):
        number = _arithmetic(value)
        return build(value) if number is None else number
    if isinstance(value, s.Name):
        return value.text
    if isinstance(value, tuple):
        return tuple(_argument(v, build) for v in value)
    return value


def _tracks(item: Bound, board: Board) -> dict[str, tuple[int, ...]]:
    """The tracks of a board item by name (the first of each name), for regions made of them; a track
    that names no sites is left to the rules, which say where it is wrong."""
    found: dict[str, tuple[int, ...]] = {}
    written = item.get("tracks", ()) if item.ludeme.head in ("board", "mancalaBoard") else ()
    for track in written if isinstance(written, tuple) else (written,):
        steps = track.get("sites")
        try:
            sites = track_path(board, steps) if isinstance(steps, str) else tuple(
                board.site(v) if isinstance(v, str) else v for v in steps)
        except (BoardError, KeyError, ValueError):
            continue
        found.setdefault(track.get("name"), sites)
    return found


@dataclasses.dataclass(frozen=True)
class _Known:
    """What a fixed region may name besides the board: its tracks by name, and the equipment's other
    regions (``(sites P1 "Inner")``)."""

    tracks: dict[str, tuple[int, ...]] = dataclasses.field(default_factory=dict)
    regions: tuple[BoardRegion, ...] = ()


def _region(item: Bound, board: Board, known: _Known) -> BoardRegion:
    owner = item.get("owner")
    owner = owner.text if owner else None
    name = item.get("name") or f"Region{owner or 'P1'}"
    if "areas" in item.arguments:  # (regions "Areas" {Rows Columns Fields}): a family of areas
        words = item.get("areas")
        try:
            parts = tuple(area for word in (words if isinstance(words, tuple) else (words,))
                          for area in board.areas(word.text))
        except BoardError as error:
            raise _failure(item, error) from None
        return BoardRegion(name, owner, parts)
    sites = item.get("sites")
    if isinstance(sites, Bound):
        parts = (_sites(sites, board, known),)
    elif all(isinstance(part, Bound) for part in sites):
        parts = tuple(_sites(part, board, known) for part in sites)
    else:
        parts = (_checked(sites, board, item),)
    return BoardRegion(name, owner, parts)


def _sites(bound: Bound, board: Board, known: _Known | None = None) -> frozenset[int]:
    """The sites a fixed region ludeme names on the board (a whole track of the board too, or a
    player's other regions)."""
    key = (bound.ludeme.head, bound.ludeme.selector)
    known = known or _Known()
    tracks = known.tracks
    if key == ("sites", "Track") and set(bound.arguments) <= {"name"} and tracks:
        name = bound.get("name", next(iter(tracks)))
        if name in tracks:
            return _checked(tracks[name], board, bound)
    if key == ("sites", None) and "who" in bound.arguments:  # (sites P1 "Inner"): as in play, by owner and name
        who, name = bound.get("who").text, bound.get("name") or ""
        return frozenset(site for region in known.regions if region.owner == who and name in region.name
                         for part in region.parts for site in part)
    if key not in SITES:
        raise DiagnosticError([Diagnostic.error(
            f"{_shown(bound)} is not a fixed part of the board", bound.node.span,
            hint="a (regions ...) item names fixed sites, such as (sites Side N), (sites Row 0) or {0 1 2}")])
    arguments = {}
    for param in bound.ludeme.params:
        if param.name in bound.arguments:
            value = _argument(bound.arguments[param.name], lambda b: _fixed(b, board, known))
            if param.kind == "sites":
                value = _checked(value, board, bound)
            elif param.kind == "{sites}":
                value = tuple(_checked(v, board, bound) for v in value)
            arguments[param.name] = value
    try:
        return _checked(SITES[key](arguments, board), board, bound)
    except BoardError as error:
        raise _failure(bound, error) from None


def _fixed(bound: Bound, board: Board, known: _Known | None = None) -> frozenset[int] | int:
    """The sites of a fixed region ludeme (a track of the board's too), or the value of a fixed integer
    one (FIXED_INTS)."""
    key = (bound.ludeme.head, bound.ludeme.selector)
    if key not in FIXED_INTS:
        return _sites(bound, board, known)
    arguments = {name: _argument(value, lambda b: _fixed(b, board)) for name, value in bound.arguments.items()}
    try:
        return FIXED_INTS[key](arguments, board)
    except BoardError as error:
        raise _failure(bound, error) from None


def _checked(sites, board: Board, bound: Bound) -> frozenset[int]:
    """Sites as a set, every one on the board."""
    found = frozenset([sites] if isinstance(sites, int) else sites)
    bad = sorted(x for x in found if not 0 <= x < board.num_sites)
    if bad:
        raise _failure(bound, BoardError(f"no site {bad[0]} on this board; its sites are 0 to "
                                         f"{board.num_sites - 1}"))
    return found


def _shown(bound: Bound) -> str:
    words = [bound.ludeme.head] + ([bound.ludeme.selector] if bound.ludeme.selector else [])
    return "(" + " ".join(words) + (" ...)" if bound.ludeme.params else ")")


__all__ = ["BOARD_ITEMS", "GRAPHS", "SITES", "BoardRegion", "GameBoard", "board_from_equipment"]
