"""Catalogue entries for boards: the (board ...) item and the graphs it is built from.

Same table layout as :mod:`ludeme.catalogue.entries`: category -> rows of
(signature, result kind, doc, example).
"""

from __future__ import annotations

BOARD_TABLE: dict[str, list[tuple[str, str, str, str]]] = {
    "board": [
        ("(board <graph> [use:<siteType>])", "item",
         "The board: a graph of sites; use:Vertex plays on its vertices instead of its cells.",
         "(board (square 3) use:Cell)"),
        ("(square <size=int> [diagonals:<diagonalsType>])", "graph",
         "A square board of size x size cells; A1 is the bottom left cell.", "(square 9)"),
        ("(rectangle <rows=int> [<columns=int>] [diagonals:<diagonalsType>])", "graph",
         "A rectangular board of rows x columns cells.", "(rectangle 4 6)"),
        ("(hex [<shape=hexShapeType>] <size=int> [<other=int>])", "graph",
         "A board of hexagons: a hexagon with sides of size cells, or with sides size and other "
         "alternating (limping), or of the given shape.", "(hex Diamond 11)"),
        ("(tri [<shape=hexShapeType>] <size=int>)", "graph", "A board of triangles forming a large triangle.",
         "(tri 4)"),
        ("(tiling <tilingType> <size=int> [<other=int>])", "graph",
         "A board cut from a regular or semi-regular tiling.", "(tiling T33434 3)"),
        ("(dual <graph>)", "graph", "The dual of a graph: one cell per vertex, one vertex per cell.",
         "(dual (tiling T33434 3))"),
        ("(remove <graph> [cells:<{int}>] [vertices:<{int}>])", "graph",
         "A graph with some cells or vertices removed.", "(remove (square 4) cells:{0 3 12 15})"),
        ("(trim <graph>)", "graph", "A graph without its dangling edges and isolated vertices.",
         "(trim (dual (square 4)))"),
        ("(rotate <degrees=float> <graph>)", "graph", "A graph rotated by the given degrees.",
         "(rotate 45 (square 3))"),
        ("(merge <graphs={graph}>)", "graph", "One graph joining several, merging vertices that coincide.",
         "(merge {(square 2) (shift 2 0 (square 2))})"),
        ("(shift <dx=float> <dy=float> <graph>)", "graph", "A graph moved by (dx, dy) cell widths.",
         "(shift 2 0 (square 2))"),
        ("(graph vertices:<{{float}}> edges:<{{int}}>)", "graph",
         "A graph given by the coordinates of its vertices and its edges as vertex pairs.",
         "(graph vertices:{{0 0} {1 0} {0 1}} edges:{{0 1} {1 2} {2 0}})"),
    ],
}
