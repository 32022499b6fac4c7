"""Graph operators named as Ludii's: remove, trim, dual, rotate, shift, scale, merge.

>>> from interpreter.board.generators import square
>>> len(remove(square(3), cells=[4]).faces)
8
>>> len(dual(square(3)).faces)
4
"""

from __future__ import annotations

from typing import Iterable, Sequence

from .errors import BoardError
from .geometry import Point, key, rotate_point
from .graph import Graph, check_size, trace_faces


def remove(graph: Graph, cells: Iterable[int | Sequence[Point]] = (),
           vertices: Iterable[int | Point] = (), edges: Iterable[Sequence] = (),
           trim_edges: bool = True) -> Graph:
    """`(remove <graph> cells:{...} vertices:{...} edges:{...})`.

    Cells and vertices are given by index (in the graph's current numbering)
    or by position (a cell by its corner points, a vertex by its point); edges
    as index pairs or point pairs. Removing a vertex removes its edges and the
    cells around it. With trim_edges, edges left bordering no cell go too.
    The remaining elements keep their order, as in Ludii.
    """
    face_ids = {_face_index(graph, c) for c in cells}
    vertex_ids = {_vertex_index(graph, v) for v in vertices}
    edge_ids = set()
    for e in edges:
        if len(e) != 2:
            raise BoardError(f"remove: edge {e!r} needs two ends")
        a, b = sorted(_vertex_index(graph, v) for v in e)
        if (a, b) not in set(graph.edges):
            raise BoardError(f"remove: there is no edge between vertices {a} and {b}")
        edge_ids.add((a, b))
    faces = [f for i, f in enumerate(graph.faces)
             if i not in face_ids and not vertex_ids.intersection(f)
             and not any((min(a, b), max(a, b)) in edge_ids for a, b in zip(f, f[1:] + f[:1]))]
    bordered = {(min(a, b), max(a, b)) for f in faces for a, b in zip(f, f[1:] + f[:1])}
    removed_borders = {(min(a, b), max(a, b)) for i in face_ids
                       for f in [graph.faces[i]] for a, b in zip(f, f[1:] + f[:1])}
    kept_edges = [e for e in graph.edges
                  if e not in edge_ids and not vertex_ids.intersection(e)
                  and not (trim_edges and e in removed_borders and e not in bordered)]
    kept_vertices = [i for i in range(len(graph.vertices)) if i not in vertex_ids]
    return _subgraph(graph, kept_vertices, kept_edges, faces)


def _face_index(graph: Graph, cell: int | Sequence[Point]) -> int:
    if isinstance(cell, int) and not isinstance(cell, bool):
        if not 0 <= cell < len(graph.faces):
            raise BoardError(f"remove: there is no cell {cell} "
                             f"(cells are numbered 0 to {len(graph.faces) - 1})")
        return cell
    if isinstance(cell, bool):
        raise BoardError(f"remove: {cell} is not a cell")
    ids = frozenset(_vertex_index(graph, p) for p in cell)
    for i, f in enumerate(graph.faces):
        if frozenset(f) == ids:
            return i
    raise BoardError(f"remove: no cell has the corners {list(cell)}")


def _vertex_index(graph: Graph, vertex: int | Point) -> int:
    if isinstance(vertex, int) and not isinstance(vertex, bool):
        if not 0 <= vertex < len(graph.vertices):
            raise BoardError(f"remove: there is no vertex {vertex} "
                             f"(vertices are numbered 0 to {len(graph.vertices) - 1})")
        return vertex
    if isinstance(vertex, bool):
        raise BoardError(f"remove: {vertex} is not a vertex")
    if len(vertex) != 2:
        raise BoardError(f"remove: a vertex is an index or an {{x y}} point; got {{{' '.join(map(str, vertex))}}}")
    target = key((float(vertex[0]), float(vertex[1])))
    for i, p in enumerate(graph.vertices):
        if abs(p[0] - target[0]) < 1e-4 and abs(p[1] - target[1]) < 1e-4:
            return i
    raise BoardError(f"remove: there is no vertex at {tuple(vertex)}")


def _subgraph(graph: Graph, vertices: list[int], edges: Iterable[tuple[int, int]],
              faces: Iterable[Sequence[int]]) -> Graph:
    renumber = {old: new for new, old in enumerate(vertices)}
    return Graph(tuple(graph.vertices[v] for v in vertices),
                 tuple(sorted((renumber[a], renumber[b]) for a, b in edges)),
                 tuple(tuple(renumber[v] for v in f) for f in faces), graph.basis)


def trim(graph: Graph) -> Graph:
    """`(trim <graph>)`: drop dangling edges (repeatedly) and vertices on no edge."""
    edges = list(graph.edges)
    while True:
        degree: dict[int, int] = {}
        for a, b in edges:
            degree[a] = degree.get(a, 0) + 1
            degree[b] = degree.get(b, 0) + 1
        in_face = {(min(a, b), max(a, b)) for f in graph.faces for a, b in zip(f, f[1:] + f[:1])}
        kept = [e for e in edges if e in in_face or (degree[e[0]] > 1 and degree[e[1]] > 1)]
        if len(kept) == len(edges):
            break
        edges = kept
    used = sorted({v for e in edges for v in e} | {v for f in graph.faces for v in f})
    return _subgraph(graph, used, edges, graph.faces)


def dual(graph: Graph) -> Graph:
    """`(dual <graph>)`: Ludii's weak dual. A vertex at the centre of every
    cell, an edge between cells sharing a side; the new cells are the regions
    these edges enclose (one round each inner vertex of the original).

    >>> from interpreter.board.generators import tiling
    >>> len(dual(tiling("T33434", 5)).faces)
    100
    """
    if not graph.faces:
        raise BoardError("dual: the graph has no cells to take the dual of")
    centres = graph.face_centres
    pairs = set()
    for faces in graph.face_edges().values():
        if len(faces) == 2:
            a, b = (key(centres[f]) for f in faces)
            pairs.add((min(a, b), max(a, b)))
    points = {key(c): c for c in centres}
    return Graph._assemble({k: k for k in points}, pairs, trace_faces(pairs), "Dual")


def _transform(graph: Graph, move) -> Graph:
    return graph.rebuild([move(p) for p in graph.vertices], graph.edges, graph.faces)


def _pivot(graph: Graph) -> Point:
    xs = [p[0] for p in graph.vertices]
    ys = [p[1] for p in graph.vertices]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)


def rotate(graph: Graph, degrees: float) -> Graph:
    """`(rotate <degrees> <graph>)`: turn counter-clockwise about the centre of
    the bounding box, then renumber in Ludii's order.

    >>> from interpreter.board import Board, rectangle
    >>> [len(row) for row in Board(rotate(rectangle(1, 3), 90)).rows]
    [1, 1, 1]
    """
    pivot = _pivot(graph)
    return _transform(graph, lambda p: rotate_point(p, degrees, pivot))


def shift(graph: Graph, dx: float, dy: float) -> Graph:
    """`(shift dx dy <graph>)`: translate every point."""
    return _transform(graph, lambda p: (p[0] + dx, p[1] + dy))


def scale(graph: Graph, sx: float, sy: float | None = None) -> Graph:
    """`(scale sx sy <graph>)`: stretch every point about the origin."""
    sy = sx if sy is None else sy
    if sx == 0 or sy == 0:
        raise BoardError("scale: a factor of 0 would collapse the board")
    return _transform(graph, lambda p: (p[0] * sx, p[1] * sy))


def merge(*graphs: Graph) -> Graph:
    """`(merge {<graph> ...})`: overlay graphs; coincident vertices, edges and
    cells become one.

    >>> from interpreter.board.generators import square
    >>> len(merge(square(2), shift(square(2), 1, 0)).faces)
    6
    """
    if not graphs:
        raise BoardError("merge: at least one graph is needed")
    check_size(sum(len(g.faces) + len(g.vertices) for g in graphs), "(merge ...)")
    points: dict[Point, Point] = {}
    edges: list[tuple[Point, Point]] = []
    faces: list[list[Point]] = []
    for g in graphs:
        keys = [key(p) for p in g.vertices]
        points.update((k, k) for k in keys)
        edges.extend((keys[a], keys[b]) for a, b in g.edges)
        faces.extend([keys[v] for v in f] for f in g.faces)
    edges = [(min(a, b), max(a, b)) for a, b in edges]
    basis = graphs[0].basis if all(g.basis == graphs[0].basis for g in graphs) else "Custom"
    return Graph._assemble(points, edges, faces, basis)


__all__ = ["remove", "trim", "dual", "rotate", "shift", "scale", "merge"]
