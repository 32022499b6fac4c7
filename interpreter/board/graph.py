"""Graph: the geometry a board is built from (vertices, edges and faces).

A Graph is what Ludii's graph ludemes produce: `(square 3)`, `(dual ...)`,
`(remove ...)`. Its vertices, edges and faces are kept in Ludii's order (by
centre: bottom row first, each row left to right), so that a board made from
it numbers its sites as Ludii does.

>>> g = Graph.from_polygons([((0, 0), (1, 0), (1, 1), (0, 1))])
>>> len(g.vertices), len(g.edges), len(g.faces)
(4, 4, 1)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from .errors import BoardError
from .geometry import Point, average, key, ludii_order, polygon_area

#: Boards with more sites than this are refused before they are built. A board takes about
#: 6 kB a site with all its tables and 0.1 to 0.2 ms a site to build, so the limit keeps a board
#: under 100 MB and its building to a few seconds; Ludii's largest library board, (hex 40), has
#: 4,681 sites.
MAX_SITES = 10_000


def check_size(count: int, what: str) -> None:
    """Refuse a board of more than MAX_SITES sites with a clear message."""
    if count > MAX_SITES:
        raise BoardError(
            f"{what} would have {count:,} sites, more than the limit of {MAX_SITES:,}")


@dataclass(frozen=True)
class Graph:
    """Vertices (points), edges (vertex pairs, low id first) and faces
    (vertex ids counter-clockwise), each in Ludii's order. `basis` names the
    tiling it came from ("Square", "Hexagonal", "Triangular", "T33434",
    "Cairo", "Dual" or "Custom")."""

    vertices: tuple[Point, ...]
    edges: tuple[tuple[int, int], ...]
    faces: tuple[tuple[int, ...], ...]
    basis: str = "Custom"
    _face_centres: tuple[Point, ...] = field(default=(), repr=False, compare=False)

    # ----------------------------------------------------------- construction
    @staticmethod
    def from_polygons(polygons: Iterable[Sequence[Point]], basis: str = "Custom",
                      extra_edges: Iterable[tuple[Point, Point]] = ()) -> "Graph":
        """Faces given by their corners; shared corners and sides are merged."""
        points: dict[Point, Point] = {}
        faces_xy: list[tuple[Point, ...]] = []
        for polygon in polygons:
            corners = [key(p) for p in polygon]
            if polygon_area(corners) < 0:
                corners.reverse()
            for corner in corners:
                points.setdefault(corner, corner)
            faces_xy.append(tuple(corners))
        edges_xy: set[tuple[Point, Point]] = set()
        for face in faces_xy:
            for a, b in zip(face, face[1:] + face[:1]):
                edges_xy.add((min(a, b), max(a, b)))
        for a, b in extra_edges:
            a, b = key(a), key(b)
            points.setdefault(a, a)
            points.setdefault(b, b)
            edges_xy.add((min(a, b), max(a, b)))
        return Graph._assemble(points, edges_xy, faces_xy, basis)

    @staticmethod
    def from_vertices_edges(vertices: Sequence[Point], edges: Iterable[tuple[int, int]],
                            basis: str = "Custom", faces: bool = True) -> "Graph":
        """Vertices and edges as Ludii's `(graph vertices:{...} edges:{...})`;
        the faces are the bounded regions the edges enclose (none without ``faces``)."""
        pts = [key(p) for p in vertices]
        pairs = set()
        for a, b in edges:
            if not (0 <= a < len(pts) and 0 <= b < len(pts)):
                raise BoardError(f"graph: edge {{{a} {b}}} names a vertex that does not exist "
                                 f"(there are {len(pts)} vertices, numbered from 0)")
            if a != b and pts[a] != pts[b]:
                pairs.add((min(pts[a], pts[b]), max(pts[a], pts[b])))
        faces_xy = trace_faces(pairs) if faces else []
        return Graph._assemble({p: p for p in pts}, pairs, faces_xy, basis)

    @staticmethod
    def in_order(vertices: Sequence[Point], edges: Iterable[tuple[int, int]],
                 faces: Iterable[Sequence[int]] | None = None, basis: str = "Custom") -> "Graph":
        """A graph numbered as written: vertices keep the order given (a point that coincides
        with an earlier one becomes that one), as Ludii's operators and listed graphs keep theirs.
        Without ``faces``, the cells are the regions the edges enclose, in the order Ludii finds
        them (see :func:`ludii_faces`).

        >>> g = Graph.in_order([(1, 1), (0, 0), (1, 0), (0, 1)], [(1, 2), (2, 0), (0, 3), (3, 1)])
        >>> g.vertices[0], g.faces
        ((1.0, 1.0), ((3, 1, 2, 0),))
        """
        points: list[Point] = []
        index: dict[Point, int] = {}
        same: list[int] = []
        for p in vertices:
            k = key(p)
            if k not in index:
                index[k] = len(points)
                points.append((float(k[0]), float(k[1])))
            same.append(index[k])
        pairs: set[tuple[int, int]] = set()
        for a, b in edges:
            if not (0 <= a < len(same) and 0 <= b < len(same)):
                raise BoardError(f"graph: edge {{{a} {b}}} names a vertex that does not exist "
                                 f"(there are {len(same)} vertices, numbered from 0)")
            a, b = same[a], same[b]
            if a != b:
                pairs.add((min(a, b), max(a, b)))
        if faces is None:
            found = ludii_faces(points, pairs)
        else:
            found = []
            for face in faces:
                ids = [same[v] for v in face]
                if polygon_area([points[v] for v in ids]) < 0:
                    ids.reverse()
                found.append(tuple(ids))
        return Graph(tuple(points), tuple(sorted(pairs)), tuple(found), basis)

    @staticmethod
    def _assemble(points: dict[Point, Point], edges_xy: Iterable[tuple[Point, Point]],
                  faces_xy: Iterable[Sequence[Point]], basis: str) -> "Graph":
        keys = list(points)
        order = [keys[i] for i in ludii_order(keys)]
        index = {p: i for i, p in enumerate(order)}
        vertices = tuple(points[p] for p in order)
        edges = tuple(sorted({(min(index[a], index[b]), max(index[a], index[b]))
                              for a, b in edges_xy}))
        unique: dict[frozenset[int], tuple[int, ...]] = {}
        for corners in faces_xy:
            ids = tuple(index[c] for c in corners)
            unique.setdefault(frozenset(ids), ids)
        found = list(unique.values())
        centres = [average(vertices[v] for v in f) for f in found]
        faces = tuple(found[i] for i in ludii_order(centres))
        return Graph(vertices, edges, faces, basis)

    # ------------------------------------------------------------- queries
    @property
    def face_centres(self) -> tuple[Point, ...]:
        """The centre of each face (mean of its corners, as Ludii's midpoint)."""
        if len(self._face_centres) != len(self.faces):
            centres = tuple(average(self.vertices[v] for v in f) for f in self.faces)
            object.__setattr__(self, "_face_centres", centres)
        return self._face_centres

    def face_polygon(self, face: int) -> tuple[Point, ...]:
        """Corners of a face as points, counter-clockwise."""
        return tuple(self.vertices[v] for v in self.faces[face])

    def face_edges(self) -> dict[tuple[int, int], list[int]]:
        """For each edge (low id, high id), the faces it borders."""
        table: dict[tuple[int, int], list[int]] = {}
        for f, corners in enumerate(self.faces):
            for a, b in zip(corners, corners[1:] + corners[:1]):
                table.setdefault((min(a, b), max(a, b)), []).append(f)
        return table

    def rebuild(self, vertices: Sequence[Point], edges: Iterable[tuple[int, int]],
                faces: Iterable[Sequence[int]], basis: str | None = None) -> "Graph":
        """A new graph from vertex points and id-based edges and faces, reordered."""
        pts = [key(p) for p in vertices]
        return Graph._assemble({p: p for p in pts},
                               [(pts[a], pts[b]) for a, b in edges],
                               [[pts[v] for v in f] for f in faces],
                               self.basis if basis is None else basis)


#: Ludii looks for faces of at most this many sides.
MAX_FACE_SIDES = 32


def ludii_faces(points: Sequence[Point], edges: Iterable[tuple[int, int]]) -> list[tuple[int, ...]]:
    """The bounded faces of a plane graph, in the order Ludii's graphs find them: from each
    vertex in turn, and from its edges in order of direction (from west, counter-clockwise), the
    face reached by turning as far left as possible at every corner (the face to the right of
    the path), kept when it closes clockwise and is new. Each face is given counter-clockwise.

    >>> ludii_faces([(0, 0), (1, 0), (0, 1), (1, 1)], [(0, 1), (0, 2), (2, 3), (1, 3)])
    [(1, 3, 2, 0)]
    """
    around: dict[int, list[int]] = {v: [] for v in range(len(points))}
    for a, b in edges:
        around[a].append(b)
        around[b].append(a)
    for v, others in around.items():
        x, y = points[v]
        others.sort(key=lambda w: math.atan2(points[w][1] - y, points[w][0] - x))
    faces: list[tuple[int, ...]] = []
    seen: set[frozenset[int]] = set()
    for start in range(len(points)):
        for first in around[start]:
            path, here, back, closed = [start], start, first, False
            while len(path) <= MAX_FACE_SIDES:
                ways = around[here]
                if len(ways) < 2:
                    break
                here, back = ways[(ways.index(back) + 1) % len(ways)], here
                if here == start:
                    closed = True
                    break
                if here in path:
                    break
                path.append(here)
            if closed and len(path) >= 3 and frozenset(path) not in seen \
                    and polygon_area([points[v] for v in path]) < 0:
                seen.add(frozenset(path))
                faces.append(tuple(reversed(path)))
    return faces


def trace_faces(edges: Iterable[tuple[Point, Point]]) -> list[list[Point]]:
    """The bounded faces of a plane graph drawn with straight edges.

    Each face is traced by turning as far right as possible at every corner;
    faces with non-positive area (the outer boundary of each component) are dropped.
    """
    around: dict[Point, list[Point]] = {}
    for a, b in edges:
        around.setdefault(a, []).append(b)
        around.setdefault(b, []).append(a)
    for p, others in around.items():
        others.sort(key=lambda q: math.atan2(q[1] - p[1], q[0] - p[0]))
    seen: set[tuple[Point, Point]] = set()
    faces: list[list[Point]] = []
    for start in around:
        for first in around[start]:
            if (start, first) in seen:
                continue
            cycle, a, b = [], start, first
            while (a, b) not in seen:
                seen.add((a, b))
                cycle.append(a)
                neighbours = around[b]
                # next edge counter-clockwise before the reverse edge: keeps the face on the left
                c = neighbours[(neighbours.index(a) - 1) % len(neighbours)]
                a, b = b, c
            if len(cycle) >= 3 and polygon_area(cycle) > 1e-9:
                faces.append(cycle)
    return faces
