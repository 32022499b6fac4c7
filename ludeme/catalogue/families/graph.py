"""Graphs: the boards a (board ...) item is built from, and the operators that change them.

Ludii's packages: ``game.functions.graph``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(square <size=int> [diagonals:<diagonalsType>])", "graph",
     "A square board of size x size cells (size x size points when played on vertices); A1 is the "
     "bottom left. diagonals: adds Ludii's diagonal edges: Alternating (an Alquerque board), Solid "
     "(both, crossing at a new point), SolidNoSplit, Concentric or Radiating.",
     "(square 5 diagonals:Alternating)"),
    ("(rectangle <rows=int> [<columns=int>] [diagonals:<diagonalsType>])", "graph",
     "A board of rows x columns squares (as many columns as rows when columns is left out; points "
     "when played on vertices), with diagonals as for square.",
     "(rectangle 4 6)"),
    ("(concentric <shape=concentricShapeType> [rings:<int>] [midpoints:<boolean>] "
     "[joinMidpoints:<boolean>] [joinCorners:<boolean>])", "graph",
     "Rings of squares, triangles or hexagons about a centre (3 rings unless given), with a point "
     "at each corner and, unless midpoints:False, halfway along each side; rings are joined at "
     "their midpoints (unless joinMidpoints:False) and at their corners with joinCorners:True. "
     "The morris boards.", "(concentric Square rings:3)"),
    ("(concentric sides:<int> [rings:<int>] [midpoints:<boolean>] [joinMidpoints:<boolean>] "
     "[joinCorners:<boolean>])", "graph",
     "Concentric rings of regular polygons with the given number of sides.",
     "(concentric sides:5 rings:3)"),
    ("(concentric <cells={int}> [stagger:<boolean>])", "graph",
     "A circle board: rings round a centre with as many cells in each as listed (a ring of fewer "
     "than 2 is one cell), or, played on vertices, as many points in each (a first 0 or 1 is the "
     "centre's points; one number alone is a ring of that many points); stagger:True turns odd "
     "rings half a step.", "(concentric {1 8 8})"),
    ("(regular [<star=shapeStarType>] <sides=int>)", "graph",
     "A regular polygon of that many corners (a corner at the top, a square on a side), or with "
     "Star the star joining each corner to the one (sides - 1) / 2 further round.",
     "(regular 6)"),
    ("(poly <points={{float}}>)", "poly",
     "A polygon given by its corners, for (repeat ...).", "(poly {{0 0} {1 0} {0 1}})"),
    ("(repeat <rows=int> <columns=int> step:<{{float}}> <polys=poly|{poly}>)", "graph",
     "Copies of polygons on rows x columns places: the copy in row r and column c is moved by c times "
     "the first step {x y} and r times the second; corners that meet are one vertex.",
     "(repeat 2 3 step:{{1 0} {0.5 1}} (poly {{0 0} {1 0} {0.5 1}}))"),
    ("(wedge <rows=int> [<columns=int>])", "graph",
     "A triangle of points, apex at the top, with rows rows and columns points (3 unless given) in "
     "each row below the apex, joined by lines; the arms of Alquerque-like hunt boards. It has no "
     "cells: a board of a wedge alone plays on its points (use:Vertex).", "(wedge 3)"),
    ("(hex [<shape=hexShapeType>] <size=int> [<other=int>])", "graph",
     "A board of hexagons: a hexagon with sides of size cells, a limping one with sides size and "
     "other, or the shape Limping, Diamond or Triangle.", "(hex Diamond 11)"),
    ("(hex <sides={int}>)", "graph",
     "A board of hexagons whose outline has the side lengths listed, clockwise from the top.",
     "(hex {4 3 4 3 4 3})"),
    ("(tri [<shape=triShapeType>] <size=int>)", "graph",
     "A board of triangles: a triangle with size cells a side (the shape Triangle, by default), "
     "a hexagon with size cells a side (Hexagon), or the limping hexagon (tri {size size+1}) "
     "(Limping). Played on vertices, the triangle and the hexagon have size points a side.",
     "(tri Hexagon 4)"),
    ("(tri <sides={int}>)", "graph",
     "The points of a triangular tiling inside an outline whose sides hold these numbers of points, "
     "clockwise, and the triangles between them.", "(tri {4 6 4 7 4})"),
    ("(tiling <tilingType> <size=int>)", "graph",
     "A diamond of size x size places cut from a semi-regular tiling (T33434, the snub square tiling).",
     "(tiling T33434 3)"),
    ("(cairo <size=int>)", "graph",
     "A board of Cairo pentagons on a size x size grid of points: 2 x size x (size - 1) cells.",
     "(cairo 5)"),
    ("(graph vertices:<{{float}}> edges:<{{int}}>)", "graph",
     "A graph given by the coordinates of its vertices and its edges as vertex pairs; its cells "
     "are the regions the edges enclose.",
     "(graph vertices:{{0 0} {1 0} {0 1}} edges:{{0 1} {1 2} {2 0}})"),
    ("(dual <graph>)", "graph", "The dual of a graph: one vertex per cell, one cell per inner vertex.",
     "(dual (tiling T33434 3))"),
    ("(remove <graph> [cells:<{int}|{{{float}}}>] [vertices:<{int}|{{float}}>] "
     "[edges:<{{int}}|{{{float}}}>] [trimEdges:<boolean>])", "graph",
     "A graph without some cells, vertices or edges, given by index or by position; what "
     "remains keeps its order.", "(remove (square 4) cells:{0 3 12 15})"),
    ("(trim <graph>)", "graph", "A graph without its dangling edges and isolated vertices.",
     "(trim (dual (square 4)))"),
    ("(rotate <degrees=float> <graph>)", "graph",
     "A graph turned counter-clockwise by the given degrees about its centre.", "(rotate 45 (square 3))"),
    ("(shift <dx=float> <dy=float> <graph>)", "graph", "A graph moved by (dx, dy) cell widths.",
     "(shift 2 0 (square 2))"),
    ("(scale <x=float> [<y=float>] <graph>)", "graph",
     "A graph stretched by x across and y upwards (y is x when left out).", "(scale 2 1 (square 3))"),
    ("(skew <amount=float> <graph>)", "graph",
     "A graph slanted sideways: each point moved across by amount times its height above the lowest point.",
     "(skew .5 (square 4))"),
    ("(merge <graphs={graph}>)", "graph", "One graph joining several; vertices that coincide become one.",
     "(merge {(square 2) (shift 2 0 (square 2))})"),
    ("(merge <a=graph> <b=graph>)", "graph", "One graph joining two; vertices that coincide become one.",
     "(merge (rectangle 6 2) (rectangle 3 5))"),
    ("(add [<graph>] [vertices:<{{float}}>] [edges:<{{int}}|{{{float}}}>] [cells:<{{int}}|{{{float}}}>] "
     "[connect:<boolean>])", "graph",
     "A graph with more elements, numbered after its own: the vertices listed ({x y}), then edges and "
     "cells given by corner points ({{x y} {x y}}, adding corners not there yet), then edges and cells "
     "given by vertex numbers ({a b}, {a b c d}); connect:True joins each vertex added to its near "
     "neighbours.", "(add (square 2) vertices:{{1 3}} edges:{{6 9} {8 9}})"),
    ("(union <graphs={graph}> [connect:<boolean>])", "graph",
     "Graphs side by side, each numbered after those before; unlike merge, nothing is joined, not "
     "even vertices that coincide (connect:True joins vertices nearer than the mean edge length).",
     "(union {(square 3) (shift 4 0 (square 3))})"),
    ("(union <a=graph> <b=graph> [connect:<boolean>])", "graph",
     "Two graphs side by side, as (union {a b}).", "(union (square 1) (shift 0 2 (square 1)))"),
    ("(splitCrossings <graph>)", "graph",
     "A graph with a vertex wherever two edges cross or a vertex lies on an edge, splitting them; "
     "the new vertices are numbered after the graph's own.",
     "(splitCrossings (graph vertices:{{0 0} {2 0} {2 2} {0 2}} edges:{{0 2} {1 3} {0 1}}))"),
    ("(renumber [<typeA=siteType>] [<typeB=siteType>] [<typeC=siteType>] <graph>)", "graph",
     "A graph whose vertices and cells (or the kinds named) are numbered again by position, bottom row "
     "first, each row left to right, as generators number them.", "(renumber (rotate 90 (hex 3)))"),
    ("(tiles <rows=int> <columns=int> <tiles={{string}}> [placement:<{{int}}>] [shuffle:<boolean>] "
     "[rotate:<boolean>] [colours:<{{string}}>])", "graph",
     "A board of rows x columns square tiles, each a list of rows (top first) of colour codes; "
     "placement gives {tile quarterTurns} per slot, shuffle:True lets chance choose at setup "
     "(a start rule (redraw until:...) lays it out again until a condition holds), colours gives "
     "{code fill} pairs for pictures.",
     '(tiles 1 2 {{"ab" "aa"} {"bb" "ba"}} placement:{{1 0} {0 1}})'),
    ("(rotatingRings [<areas=int>] [distance:<int>])", "graph",
     "Rings of six hexagons round a common centre (2, 3 or 6 of them) that turn, touching in "
     "contact pairs.", "(rotatingRings 6 distance:3)"),
]
