"""Boards of holes for sowing games, as Ludii's ``(mancalaBoard rows columns ...)``.

Played on vertices, one vertex a hole. The holes are rows of ``columns`` unit-spaced points from
the bottom up; with outer stores (Ludii's default) a store sits beyond each end, half way up the
board, a little nearer the holes than a unit. Sites are numbered as Ludii numbers them: the left
store first, then the holes row by row from the bottom left, then the right store. Holes beside
each other in a row or a column are joined, and each store to the end holes nearest it (the squares and triangles they close are the cells, so
holes across a square are diagonal neighbours), so the
compass directions of the board are those of the geometry (from the left store, the bottom left
hole is ESE and the top left one ENE).

>>> board = mancala_board(2, 6)
>>> board.num_sites, board.step(0, "ESE"), board.step(6, "N"), board.step(6, "ENE")
(14, 1, 12, 13)
>>> mancala_board(2, 6, store="None").num_sites
12
"""

from __future__ import annotations

from .board import Board
from .errors import BoardError
from .generators import square
from .graph import Graph

#: How far from the end holes each store sits, by number of rows (Ludii's layout).
_STORE_X = {2: 0.85, 3: 1.0, 4: 0.9, 5: 1.0, 6: 0.9}


def mancala_board(rows: int, columns: int, store: str = "Outer", num_stores: int = 2) -> Board:
    """The board of ``(mancalaBoard rows columns store:... numStores:...)``.

    As in Ludii, inner stores or a number of stores other than two give a plain square board of
    ``rows`` cells a side instead.
    """
    if not 2 <= rows <= 6:
        raise BoardError(f"a mancala board has 2 to 6 rows; got {rows}")
    if columns < 1:
        raise BoardError(f"a mancala board needs at least one column; got {columns}")
    if store == "Inner" or num_stores != 2:
        return Board(square(rows), "Vertex")
    points: list[tuple[float, float]] = []
    middle = (rows - 1) / 2
    with_stores = store != "None"
    if with_stores:
        points.append((-_STORE_X[rows], middle))
    first_hole = len(points)
    points += [(float(x), float(y)) for y in range(rows) for x in range(columns)]

    def hole(x: int, y: int) -> int:
        return first_hole + y * columns + x

    edges = {(hole(x, y), hole(x + 1, y)) for y in range(rows) for x in range(columns - 1)}
    edges |= {(hole(x, y), hole(x, y + 1)) for y in range(rows - 1) for x in range(columns)}
    if with_stores:
        right = len(points)
        points.append((columns - 1 + _STORE_X[rows], middle))
        nearest = [y for y in range(rows) if abs(y - middle) <= 0.5]  # the end holes beside the stores
        edges |= {(0, hole(0, y)) for y in nearest}
        edges |= {(hole(columns - 1, y), right) for y in nearest}
    faces: list[tuple[int, ...]] = [(hole(x, y), hole(x + 1, y), hole(x + 1, y + 1), hole(x, y + 1))
             for y in range(rows - 1) for x in range(columns - 1)]
    if with_stores and rows == 2:  # each store closes a triangle with the two end holes
        faces += [(0, hole(0, 0), hole(0, 1)), (hole(columns - 1, 0), right, hole(columns - 1, 1))]
    graph = Graph(tuple(points), tuple(sorted(edges)), tuple(faces))
    return Board(graph, "Vertex")
