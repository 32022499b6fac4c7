"""Graph operators named as Ludii's: remove, trim, dual, rotate, shift, scale, merge, add, union,
splitCrossings, renumber.

As in Ludii, an operator keeps the numbering of what it is given: rotate, shift and scale
move points only, merge numbers its graphs one after the other and add numbers what it adds
after what was there.

>>> from interpreter.board.generators import square
>>> len(remove(square(3), cells=[4]).faces)
8
>>> len(dual(square(3)).faces)
4
"""

from __future__ import annotations

import math
from typing import Iterable, Sequence

from .errors import BoardError
from .geometry import Point, key, polygon_area, rotate_point
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
    """The graph with every point moved; its elements keep their numbers, as in Ludii."""
    return Graph.in_order([move(p) for p in graph.vertices], graph.edges, graph.faces, graph.basis)


def _pivot(graph: Graph) -> Point:
    xs = [p[0] for p in graph.vertices]
    ys = [p[1] for p in graph.vertices]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)


def rotate(graph: Graph, degrees: float) -> Graph:
    """`(rotate <degrees> <graph>)`: turn counter-clockwise about the centre of
    the bounding box; every element keeps its number, as in Ludii.

    >>> from interpreter.board import Board, rectangle
    >>> [len(row) for row in Board(rotate(rectangle(1, 3), 90)).rows]
    [1, 1, 1]
    >>> [tuple(round(c, 6) + 0 for c in p) for p in rotate(rectangle(1, 2), 180).vertices[:2]]
    [(2.0, 1.0), (1.0, 1.0)]
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


def skew(graph: Graph, amount: float) -> Graph:
    """`(skew <amount> <graph>)`: slant the graph sideways, each point moved right by ``amount``
    times its height above the lowest point (Ludii's Skew); elements keep their numbers.

    >>> from interpreter.board import square
    >>> skew(square(2), 0.5).vertices[-1]
    (3.0, 2.0)
    """
    low = min(p[1] for p in graph.vertices) if graph.vertices else 0.0
    return _transform(graph, lambda p: (p[0] + (p[1] - low) * amount, p[1]))


#: Two points closer than this are one vertex when graphs are merged: Ludii's tolerance, and a
#: hair more, since coordinates here are rounded where Ludii's keep the error of their arithmetic
#: (a point shifted to 1.99 is 1.9900000000000002 in Ludii, within 0.01 of 2).
MERGE_TOLERANCE = 0.01 + 1e-9


def _coincident(points: Sequence[Point], tolerance: float) -> list[int]:
    """For each point, the number of the first point within tolerance of it among those kept
    (numbered from 0 in order): a later point that coincides with an earlier one becomes it.
    Within tolerance is as Ludii measures it: the differences of x and of y add up to less."""
    kept: list[Point] = []
    buckets: dict[tuple[int, int], list[int]] = {}
    same: list[int] = []
    for x, y in points:
        cell = (math.floor(x / tolerance), math.floor(y / tolerance))
        found = next((i for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                      for i in buckets.get((cell[0] + dx, cell[1] + dy), ())
                      if abs(kept[i][0] - x) + abs(kept[i][1] - y) < tolerance), None)
        if found is None:
            found = len(kept)
            kept.append((x, y))
            buckets.setdefault(cell, []).append(found)
        same.append(found)
    return same


def merge(*graphs: Graph) -> Graph:
    """`(merge {<graph> ...})`: the graphs one after the other, numbered in that order; a vertex
    that coincides with an earlier one becomes it, and the cells are the regions the edges of all
    of them enclose, found in Ludii's order.

    >>> from interpreter.board.generators import square
    >>> g = merge(square(2), shift(square(2), 1, 0))
    >>> len(g.vertices), len(g.faces), g.vertices[9:]
    (12, 6, ((3.0, 0.0), (3.0, 1.0), (3.0, 2.0)))
    """
    if not graphs:
        raise BoardError("merge: at least one graph is needed")
    check_size(sum(len(g.faces) + len(g.vertices) for g in graphs), "(merge ...)")
    points: list[Point] = []
    edges: list[tuple[int, int]] = []
    for g in graphs:
        offset = len(points)
        points.extend(g.vertices)
        edges.extend((a + offset, b + offset) for a, b in g.edges)
    same = _coincident(points, MERGE_TOLERANCE)
    kept: dict[int, Point] = {}
    for i, first in enumerate(same):
        kept.setdefault(first, points[i])
    # as in Ludii, a merged graph has no basis: its rows and columns are measured (labels, ...)
    return Graph.in_order([kept[i] for i in range(len(kept))], [(same[a], same[b]) for a, b in edges], basis="Custom")


#: Two points closer than this are the same vertex when elements are added to a graph.
ADD_TOLERANCE = 0.001


def add(graph: Graph | None = None, vertices: Iterable[Sequence[float]] = (),
        edges: Iterable[Sequence] = (), cells: Iterable[Sequence] = (), connect: bool = False) -> Graph:
    """`(add [<graph>] vertices:{...} edges:{...} cells:{...} connect:...)`: a graph with more
    elements, numbered after its own, as Ludii adds them: first the vertices listed (a point
    already there is not added again), then edges and cells given by their corner points (a
    corner not yet there is added), then edges and cells given by vertex numbers (which may name
    the vertices just added). With connect, each vertex added is joined to every vertex closer
    than 1.1 times the mean edge length.

    >>> from interpreter.board.generators import square
    >>> g = add(square(1), vertices=[(0.5, 2)], edges=[(2, 4), (3, 4)])
    >>> len(g.vertices), len(g.edges), g.vertices[4]
    (5, 6, (0.5, 2.0))
    """
    points: list[Point] = list(graph.vertices) if graph else []
    pairs: set[tuple[int, int]] = set(graph.edges) if graph else set()
    faces: list[tuple[int, ...]] = list(graph.faces) if graph else []

    def point(values: Sequence) -> Point:
        if isinstance(values, (int, float)) or len(values) < 2 \
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
            raise BoardError(f"add: a point is {{x y}}; got {_shown(values)}")
        return (float(values[0]), float(values[1]))

    def find(p: Point) -> int | None:
        return next((i for i, q in enumerate(points) if math.dist(p, q) < ADD_TOLERANCE), None)

    def find_or_add(p: Point) -> int:
        found = find(p)
        if found is None:
            points.append(p)
            found = len(points) - 1
        return found

    def vertex(number) -> int:
        if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number < len(points):
            raise BoardError(f"add: there is no vertex {_shown(number)} "
                             f"(vertices are numbered 0 to {len(points) - 1})")
        return number

    def join(a: int, b: int) -> None:
        if a != b:
            pairs.add((min(a, b), max(a, b)))

    def face(ids: list[int]) -> None:
        for a, b in zip(ids, ids[1:] + ids[:1]):
            join(a, b)
        if len(set(ids)) >= 3 and frozenset(ids) not in {frozenset(f) for f in faces}:
            if polygon_area([points[v] for v in ids]) < 0:
                ids = ids[::-1]
            faces.append(tuple(ids))

    by_position = lambda item: not isinstance(item, (int, float)) and all(  # noqa: E731
        isinstance(part, tuple) for part in item)
    edges, cells = list(edges), list(cells)
    added = []
    for values in vertices:
        p = point(values)
        if find(p) is None:
            points.append(p)
            added.append(len(points) - 1)
    for ends in (e for e in edges if by_position(e)):
        if len(ends) != 2:
            raise BoardError(f"add: an edge has two ends; got {_shown(ends)}")
        join(find_or_add(point(ends[0])), find_or_add(point(ends[1])))
    for corners in (c for c in cells if by_position(c)):
        face([find_or_add(point(p)) for p in corners])
    for ends in (e for e in edges if not by_position(e)):
        if isinstance(ends, (int, float)) or len(ends) != 2:
            raise BoardError(f"add: an edge is two vertex numbers {{a b}} or two points; got {_shown(ends)}")
        join(vertex(ends[0]), vertex(ends[1]))
    for corners in (c for c in cells if not by_position(c)):
        if isinstance(corners, (int, float)) or len(corners) < 3:
            raise BoardError(f"add: a cell has at least three corners; got {_shown(corners)}")
        face([vertex(v) for v in corners])
    if connect and pairs:
        reach = 1.1 * sum(math.dist(points[a], points[b]) for a, b in pairs) / len(pairs)
        for a in added:
            for b in range(len(points)):
                if b != a and math.dist(points[a], points[b]) < reach:
                    join(a, b)
    check_size(len(points) + len(faces), "(add ...)")
    return Graph(tuple(points), tuple(sorted(pairs)), tuple(faces), graph.basis if graph else "Custom")


def _shown(value) -> str:
    """A value as written in a description: {0 1}, {{0 0} {1 1}}."""
    if isinstance(value, (tuple, list)):
        return "{" + " ".join(_shown(v) for v in value) + "}"
    return str(value)


def _crossing(a: Point, b: Point, c: Point, d: Point) -> Point | None:
    """Where the segments ab and cd cross inside both (not at an end), or None."""
    rx, ry, sx, sy = b[0] - a[0], b[1] - a[1], d[0] - c[0], d[1] - c[1]
    across = rx * sy - ry * sx
    if abs(across) < 1e-9:
        return None
    t = ((c[0] - a[0]) * sy - (c[1] - a[1]) * sx) / across
    u = ((c[0] - a[0]) * ry - (c[1] - a[1]) * rx) / across
    inside = 1e-6
    if inside < t < 1 - inside and inside < u < 1 - inside:
        return (a[0] + t * rx, a[1] + t * ry)
    return None


def _touches(p: Point, a: Point, b: Point) -> bool:
    """Whether p lies on the segment ab, away from its ends."""
    length = math.dist(a, b)
    if length < 1e-9 or math.dist(p, a) < 1e-4 or math.dist(p, b) < 1e-4:
        return False
    t = ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / (length * length)
    return 0 < t < 1 and math.dist(p, (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))) < 1e-4


def split_crossings(graph: Graph) -> Graph:
    """`(splitCrossings <graph>)`: a vertex wherever two edges cross, splitting both, and wherever a
    vertex lies on an edge, splitting it; the new vertices are numbered after the graph's own, in
    the order the crossings are met (edge by edge), and the cells are found again, as in Ludii.

    >>> from interpreter.board.generators import graph
    >>> g = split_crossings(graph([(0, 0), (2, 0), (2, 2), (0, 2)], [(0, 2), (1, 3), (0, 1)]))
    >>> len(g.vertices), g.vertices[4], len(g.edges), len(g.faces)
    (5, (1.0, 1.0), 5, 1)
    """
    points = list(graph.vertices)
    edges = list(graph.edges)
    check_size(len(edges) * len(edges), "(splitCrossings ...)")
    split = True
    while split:
        split = False
        for i, (a, b) in enumerate(edges):
            for j in range(i + 1, len(edges)):
                c, d = edges[j]
                where = _crossing(points[a], points[b], points[c], points[d])
                if where is None:
                    continue
                points.append(where)
                x = len(points) - 1
                del edges[j], edges[i]
                _add_new_edges(edges, ((a, x), (x, b), (c, x), (x, d)))
                split = True
                break
            if split:
                break
    split = True
    while split:
        split = False
        for i, (a, b) in enumerate(edges):
            for v, p in enumerate(points):
                if v not in (a, b) and _touches(p, points[a], points[b]):
                    del edges[i]
                    _add_new_edges(edges, ((a, v), (v, b)))
                    split = True
                    break
            if split:
                break
    return Graph.in_order(points, edges, basis="Custom")


def union(*graphs: Graph, connect: bool = False) -> Graph:
    """`(union {<graph> ...})`: the graphs side by side, each element numbered after those of the
    graphs before; unlike merge, nothing is joined, not even vertices that coincide, as in Ludii.
    With connect, vertices closer than 1.1 times the mean edge length are joined and the cells
    found again.

    >>> from interpreter.board.generators import square
    >>> g = union(square(1), shift(square(1), 3, 0))
    >>> len(g.vertices), len(g.faces), g.faces[1]
    (8, 2, (4, 5, 7, 6))
    """
    if not graphs:
        raise BoardError("union: at least one graph is needed")
    check_size(sum(len(g.faces) + len(g.vertices) for g in graphs), "(union ...)")
    points: list[Point] = []
    edges: list[tuple[int, int]] = []
    faces: list[tuple[int, ...]] = []
    for g in graphs:
        offset = len(points)
        points.extend(g.vertices)
        edges.extend((a + offset, b + offset) for a, b in g.edges)
        faces.extend(tuple(v + offset for v in f) for f in g.faces)
    if not connect:
        return Graph(tuple(points), tuple(sorted(edges)), tuple(faces), "Custom")
    if edges:
        reach = 1.1 * sum(math.dist(points[a], points[b]) for a, b in edges) / len(edges)
        edges += [(a, b) for a in range(len(points)) for b in range(a + 1, len(points))
                  if math.dist(points[a], points[b]) < reach]
    return Graph.in_order(points, edges, basis="Custom")


def renumber(graph: Graph, kinds: Iterable[str] = ()) -> Graph:
    """`(renumber [Vertex] [Cell] <graph>)`: number the vertices and cells (those named, or both)
    again as Ludii's generators do, by the score 100 y + x of each one's position, lowest first.

    >>> from interpreter.board.generators import rectangle
    >>> renumber(rotate(rectangle(1, 2), 180)).vertices[:2]
    ((0.0, 0.0), (1.0, 0.0))
    """
    kinds = set(kinds) or {"Vertex", "Cell"}
    unknown = kinds - {"Vertex", "Edge", "Cell"}
    if unknown:
        raise BoardError(f"renumber: {', '.join(sorted(unknown))} is no kind of site; the kinds are Vertex, Edge, Cell")
    order = list(range(len(graph.vertices)))
    if "Vertex" in kinds:
        order.sort(key=lambda v: graph.vertices[v][1] * 100 + graph.vertices[v][0])
    number = {old: new for new, old in enumerate(order)}
    faces = [tuple(number[v] for v in f) for f in graph.faces]
    if "Cell" in kinds:
        centres = graph.face_centres
        faces = [faces[f] for f in sorted(range(len(faces)), key=lambda f: centres[f][1] * 100 + centres[f][0])]
    return Graph(tuple(graph.vertices[v] for v in order),
                 tuple(sorted((min(number[a], number[b]), max(number[a], number[b])) for a, b in graph.edges)),
                 tuple(faces), graph.basis)


__all__ = ["remove", "trim", "dual", "rotate", "shift", "scale", "merge", "add", "union", "split_crossings", "renumber"]


def _add_new_edges(edges: list[tuple[int, int]], pairs) -> None:
    """Append each pair not already an edge either way round."""
    for pair in pairs:
        if pair not in edges and pair[::-1] not in edges:
            edges.append(pair)
