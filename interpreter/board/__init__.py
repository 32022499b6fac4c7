"""Graph boards: sites, relations, directions, lines, regions and pictures.

>>> from interpreter.board import Board, hex
>>> b = Board(hex(3, 4))
>>> b.num_sites, len(b.pairs("Orthogonal"))
(27, 63)
"""

from .board import DEFAULT_FACING, RELATIONS, Board, column_name
from .errors import BoardError
from .generators import cairo, cairo_cells, graph, hex, rectangle, square, tiling, tri
from .graph import MAX_SITES, Graph
from .operators import add, dual, merge, remove, rotate, scale, shift, trim

__all__ = [
    "Board", "BoardError", "Graph", "MAX_SITES", "RELATIONS", "DEFAULT_FACING", "column_name",
    "square", "rectangle", "hex", "tri", "tiling", "cairo", "cairo_cells", "graph",
    "remove", "trim", "dual", "rotate", "shift", "scale", "merge", "add",
]
