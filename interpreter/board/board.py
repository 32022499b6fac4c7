"""Board: the playable sites of a graph with every table the rules consult.

A Board is made once from a Graph (`use="Cell"` plays on the faces,
`use="Vertex"` on the vertices, as Ludii's `(board <graph> use:Vertex)`),
precomputes its relations, directions, lines and regions into flat tuples, and
never changes afterwards.

>>> from interpreter.board import square
>>> b = Board(square(3))
>>> b.label(0), b.label(8), b.site("B2")
('A1', 'C3', 4)
>>> b.neighbours(4, "Orthogonal")
(1, 3, 5, 7)
>>> b.ray(0, "NE")
(4, 8)
"""

from __future__ import annotations

import math

from collections import deque
from types import MappingProxyType
from typing import Callable, Iterable, Mapping, Sequence

from .errors import BoardError
from .geometry import (COMPASS, TOLERANCE, Point, bearing, compass_bearing, compass_name,
                       contains, ludii_rows_columns, perimeter_walks, ranks,
                       walk_corners)
from .graph import Graph, check_size

#: How close two sums of squared distances must be for both sites to be at the centre (Ludii's figure).
CENTRE_TOLERANCE = 0.0001
#: Sites this close to the highest, lowest, leftmost or rightmost are on Top, Bottom, Left or
#: Right, as in Ludii (a rotated drawing puts a row a little apart).
EXTREME_TOLERANCE = 0.01
#: A ray goes on only while each step bends from the one before by a tangent under this (0.25 rad).
STRAIGHT_ENOUGH = math.tan(0.25)

#: Relation names, as Ludii's RelationType.
RELATIONS = ("Orthogonal", "Diagonal", "Adjacent", "All")

#: The facing of a player that (players ...) gives none, as Ludii: every seat looks north (a piece
#: of a player without a facing faces north, so (players 2) moves both sides' Forward northward).
DEFAULT_FACING = "N"

#: Names of outline sides, by the nearest of eight compass points to their outward normal.
SIDE_POINTS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")


def column_name(index: int) -> str:
    """Spreadsheet-style column letters: 0 -> A, 25 -> Z, 26 -> AA."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(65 + rest) + name
    return name


def _distance_to_line(point: Point, a: Point, b: Point) -> float:
    """Distance from point to the line through a and b."""
    (px, py), (ax, ay), (bx, by) = point, a, b
    length = math.hypot(bx - ax, by - ay)
    return abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length if length else math.hypot(px - ax, py - ay)


class Board:
    """The sites of a graph and their precomputed tables; immutable.

    Attributes (all tuples indexed by site unless stated):
      graph, use, num_sites, centres, polygons, labels,
      colours (a colour name per site, or None), directions (names on this board),
      rows / columns (tuples of sites, bottom row and left column first),
      row_of / column_of, perimeter, corners, sides (name -> frozenset),
      fields (same-colour connected sets), field_of, regions (name -> frozenset),
      palette (colour code -> fill for pictures; empty unless given).
    """

    def __init__(self, graph: Graph, use: str = "Cell", *,
                 colours: Sequence[str | None] | None = None,
                 regions: Mapping[str, Iterable[int]] | None = None,
                 labels: Sequence[str] | None = None,
                 palette: Mapping[str, str] | None = None):
        if use not in ("Cell", "Vertex"):
            raise BoardError("a board plays on its cells (use:Cell) or its vertices (use:Vertex); "
                             f"got use:{use}")
        count = len(graph.faces) if use == "Cell" else len(graph.vertices)
        check_size(count, "the board")
        if count == 0:
            raise BoardError(f"board: the graph has no {use.lower()}s to play on")
        self.graph, self.use, self.num_sites = graph, use, count
        self.sites = range(count)
        if use == "Cell":
            self.centres: tuple[Point, ...] = graph.face_centres
            self.polygons = tuple(graph.face_polygon(f) for f in range(count))
        else:
            self.centres = graph.vertices
            self.polygons = tuple(() for _ in range(count))
        self._build_coordinates(labels)
        self._build_relations()
        self._build_directions()
        self._build_outline()
        self.colours: tuple[str | None, ...] = self._checked_colours(colours)
        self._build_fields()
        self.regions: Mapping[str, frozenset[int]] = MappingProxyType(
            {name: self._checked_sites(sites, f"region {name!r}")
             for name, sites in (regions or {}).items()})
        self.sides: Mapping[str, frozenset[int]] = MappingProxyType(self._sides)
        self.palette: Mapping[str, str] = MappingProxyType(dict(palette or {}))
        # caches filled on first use; they never change what a query returns
        self._distance_rows: dict[tuple[str, int], tuple[int, ...]] = {}
        self._rays: dict[tuple[int, str], tuple[int, ...]] = {}
        self._relation_rays: dict[tuple[int, int, str], tuple[int, ...]] = {}
        self._supported: dict[str, tuple[str, ...]] = {}
        self._frozen = True

    def __setattr__(self, name: str, value: object) -> None:
        if getattr(self, "_frozen", False):
            raise AttributeError(f"a Board cannot be changed (tried to set {name!r})")
        object.__setattr__(self, name, value)

    # ------------------------------------------------------------ building
    def _build_coordinates(self, labels: Sequence[str] | None) -> None:
        xs = ranks([c[0] for c in self.centres])
        ys = ranks([c[1] for c in self.centres])
        # a graph made by operators or listed is no tiling: Ludii groups its points into rows and
        # columns and labels them so, unless two points would share a label, when rows, columns
        # and labels are the exact heights and abscissae, as on every other board
        measured = ludii_rows_columns(self.centres) if self.graph.basis == "Custom" else None
        if measured is not None and len(set(zip(*measured))) == self.num_sites:
            ys, xs = measured
        letters, numbers = xs, ys
        self.column_of, self.row_of = tuple(xs), tuple(ys)
        self.columns = _group(xs)
        self.rows = _group(ys)
        if labels is None:
            # Hexagons in offset rows are lettered along the slanted axis (axial coordinates),
            # so that neighbouring columns differ by one letter, not two.
            if self.graph.basis == "Hexagonal" and self.use == "Cell" and self.num_sites > 1:
                letters, numbers = _hex_lines(self.centres)
            labels = [f"{column_name(x)}{y + 1}" for x, y in zip(letters, numbers)]
        if len(labels) != self.num_sites:
            raise BoardError(f"board: {len(labels)} labels for {self.num_sites} sites")
        self.labels: tuple[str, ...] = tuple(labels)
        self._by_label = {label: site for site, label in enumerate(self.labels)}
        if len(self._by_label) != self.num_sites:
            twice = sorted({l for l in self.labels if self.labels.count(l) > 1})
            raise BoardError(f"board: two sites share a position (labels {', '.join(twice)})")

    def _build_relations(self) -> None:
        g, n = self.graph, self.num_sites
        orth: list[set[int]] = [set() for _ in range(n)]
        diag: list[set[int]] = [set() for _ in range(n)]
        extra: list[set[int]] = [set() for _ in range(n)]
        if self.use == "Cell":
            by_vertex: list[list[int]] = [[] for _ in g.vertices]
            for f, corners in enumerate(g.faces):
                for v in corners:
                    by_vertex[v].append(f)
            for faces in g.face_edges().values():
                for a in faces:
                    orth[a].update(f for f in faces if f != a)
            for faces in by_vertex:
                for a in faces:
                    diag[a].update(f for f in faces if f != a and f not in orth[a])
            degree = [0] * len(g.vertices)
            ends: list[list[int]] = [[] for _ in g.vertices]
            for a, b in g.edges:
                degree[a] += 1
                degree[b] += 1
                ends[a].append(b)
                ends[b].append(a)
            # where only three cells meet, the cell beyond the corner (hex "diagonal")
            for f, corners in enumerate(g.faces):
                own = set(corners)
                for v in corners:
                    if degree[v] != 3 or len(by_vertex[v]) != 3:
                        continue
                    for w in ends[v]:
                        if w not in own:
                            for x in by_vertex[w]:
                                if x not in by_vertex[v]:
                                    extra[f].add(x)
                                    extra[x].add(f)
        else:
            # As in Ludii, a vertex is adjacent (and orthogonal) to the vertices its edges join; across
            # each cell of four sides or more it has one diagonal, the corner whose line from it passes
            # nearest the cell's centre (the first such corner in a tie).
            for a, b in g.edges:
                orth[a].add(b)
                orth[b].add(a)
            for f, corners in enumerate(g.faces):
                if len(corners) < 4:
                    continue
                centre = g.face_centres[f]
                for a in corners:
                    across = min((b for b in corners if b != a),
                                 key=lambda b: _distance_to_line(centre, g.vertices[a], g.vertices[b]))
                    if across not in orth[a]:
                        diag[a].add(across)
        adjacent = [orth[s] | diag[s] for s in range(n)] if self.use == "Cell" else orth
        every = [adjacent[s] | diag[s] | extra[s] for s in range(n)]
        if self.use == "Cell":
            # As in Ludii, a cell's diagonals include the cells beyond its corners where three
            # cells meet: the six diagonals of a hexagon (which share no corner with it).
            diag = [diag[s] | extra[s] for s in range(n)]
        self._neighbours = {
            name: tuple(tuple(sorted(x)) for x in table)
            for name, table in (("Orthogonal", orth), ("Diagonal", diag),
                                ("Adjacent", adjacent), ("All", every))}
        self._neighbour_sets = {name: tuple(frozenset(x) for x in table)
                                for name, table in self._neighbours.items()}

    def _build_directions(self) -> None:
        chosen: list[dict[str, list[tuple[float, int]]]] = []
        for s in self.sites:
            found: dict[str, list[tuple[float, int]]] = {}
            # every related site gives a compass step: a hexagon's six diagonals beyond its corners
            # too, so that lines run along them as Ludii's radials do
            for t in self._neighbours["All"][s]:
                angle = bearing(self.centres[s], self.centres[t])
                name = compass_name(angle)
                error = abs((angle - compass_bearing(name) + 180) % 360 - 180)
                found.setdefault(name, []).append((error, t))
            chosen.append({name: sorted(steps) for name, steps in found.items()})
        names = sorted({d for found in chosen for d in found}, key=COMPASS.index)
        self.directions: tuple[str, ...] = tuple(names)
        # the step nearest each compass point; where two neighbours lie nearest the same point,
        # Ludii steps to both: the others are kept apart (steps, rays_in)
        self._steps = {d: tuple(found[d][0][1] if d in found else -1 for found in chosen)
                       for d in names}
        self._more_steps: dict[tuple[int, str], tuple[int, ...]] = {
            (s, d): tuple(t for _, t in steps[1:]) for s, found in enumerate(chosen)
            for d, steps in found.items() if len(steps) > 1}
        self._line_of: dict[str, tuple[int, ...]] = {}
        for d in names:
            opposite = COMPASS[(COMPASS.index(d) + 8) % 16]
            if COMPASS.index(d) < 8:
                self._line_of[f"{d}-{opposite}"] = self._chain(d, opposite)

    def _chain(self, forward: str, backward: str) -> tuple[int, ...]:
        parent = list(self.sites)

        def root(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for d in (forward, backward):
            for s, t in enumerate(self._steps.get(d, ())):
                if t >= 0:
                    parent[root(s)] = root(t)
        return tuple(root(s) for s in self.sites)

    def _build_outline(self) -> None:
        walks = perimeter_walks(self.graph.vertices, self.graph.edges)
        outline = {v for walk in walks for v in walk}
        if self.use == "Cell":  # as Ludii: a cell with a corner on the outline
            self.perimeter = frozenset(f for f, ring in enumerate(self.graph.faces) if outline.intersection(ring))
        else:
            self.perimeter = frozenset(outline)
        bends, dents = self._corner_points(walks)
        self.convex_corners, self.concave_corners = self._measured_corners(walks, bends, dents)
        self.corners = self.convex_corners | self.concave_corners
        self._sides = self._measured_sides(walks, bends | dents)
        #: the sides of the outline, one area each (Ludii's static region Sides)
        self.outline_sides = tuple(self._sides[name] for name in SIDE_POINTS if name in self._sides)
        self.centre = self._measured_centre()
        ys = [c[1] for c in self.centres]
        xs = [c[0] for c in self.centres]
        for name, values, pick in (("Top", ys, max), ("Bottom", ys, min),
                                   ("Left", xs, min), ("Right", xs, max)):
            extreme = pick(values)
            self._sides[name] = frozenset(s for s, v in enumerate(values)
                                         if abs(v - extreme) < EXTREME_TOLERANCE)

    def _corner_points(self, walks: list[list[int]]) -> tuple[set[int], set[int]]:
        """The points of the drawing at its outline's convex and concave corners (walk_corners)."""
        convex: set[int] = set()
        concave: set[int] = set()
        for walk in walks:
            bends, dents = walk_corners([self.graph.vertices[v] for v in walk])
            convex.update(walk[i] for i in bends)
            concave.update(walk[i] for i in dents)
        return convex, concave

    def _measured_sides(self, walks: list[list[int]], corner_points: set[int]) -> dict[str, frozenset[int]]:
        """The compass sides of the outline, as Ludii measures them: each stretch of a walk from
        one corner point to the next (both included) is the side that its mean point faces, seen
        from the mean of all points (the nearest of 16 directions: E, N, W, S, or else NE, NW,
        SW, SE); on a board of cells a side holds every cell with a corner on it.

        >>> from interpreter.board import square
        >>> sides = Board(square(3))._sides
        >>> sorted(sides["N"]), sorted(sides["W"]), "NE" in sides
        ([6, 7, 8], [0, 3, 6], False)
        """
        points = self.graph.vertices
        middle = (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))
        sides: dict[str, set[int]] = {}
        for walk in walks:
            count = len(walk)
            for start in (i for i in range(count) if walk[i] in corner_points):
                length = next(k for k in range(1, count + 1) if walk[(start + k) % count] in corner_points)
                stretch = [walk[(start + k) % count] for k in range(length + 1)]
                mean = (sum(points[v][0] for v in stretch) / len(stretch),
                        sum(points[v][1] for v in stretch) / len(stretch))
                angle = math.atan2(mean[1] - middle[1], mean[0] - middle[0]) % (2 * math.pi)
                sixteenth = int((angle + math.pi / 16) / (math.pi / 8)) % 16
                name = {0: "E", 4: "N", 8: "W", 12: "S"}.get(sixteenth, ("NE", "NW", "SW", "SE")[sixteenth // 4])
                sides.setdefault(name, set()).update(stretch)
        if self.use == "Vertex":
            return {name: frozenset(side) for name, side in sides.items()}
        return {name: frozenset(f for f, ring in enumerate(self.graph.faces) if side.intersection(ring))
                for name, side in sides.items()}

    def _measured_corners(self, walks: list[list[int]], convex: set[int],
                          concave: set[int]) -> tuple[frozenset[int], frozenset[int]]:
        """The convex and the concave corners, as Ludii measures them, from the corner points of the
        drawing's outline (_corner_points); on a board of cells, a corner cell is
        the one on an outline edge between two corner points, else one on an outline edge at a
        convex corner point, or, at a concave one, one that touches the outline there alone.

        >>> from interpreter.board import square
        >>> board = Board(square(3))
        >>> walks = perimeter_walks(board.graph.vertices, board.graph.edges)
        >>> sorted(board._measured_corners(walks, *board._corner_points(walks))[0])
        [0, 2, 6, 8]
        >>> sorted(Board(square(3), use="Vertex").corners)
        [0, 3, 12, 15]
        """
        g = self.graph
        if self.use == "Vertex":
            return frozenset(convex), frozenset(concave)
        outline_edges = {frozenset((w[i], w[(i + 1) % len(w)])) for w in walks for i in range(len(w))}
        on_outline = {v for w in walks for v in w}
        faces_of = g.face_edges()
        touching: list[list[tuple[int, int]]] = [[] for _ in g.vertices]
        for a, b in g.edges:
            touching[a].append((a, b))
            touching[b].append((a, b))

        def left_of(a: int, b: int) -> int | None:
            """The cell to the left of the edge from a to b, else the cell on its other side."""
            faces = faces_of.get((a, b), faces_of.get((b, a), []))
            for f in faces:
                ring = g.faces[f]
                if any(ring[i] == a and ring[(i + 1) % len(ring)] == b for i in range(len(ring))):
                    return f
            return faces[0] if faces else None

        corner_points = convex | concave
        cells: tuple[set[int], set[int]] = (set(), set())  # convex, concave
        for v in sorted(corner_points):
            is_convex = v not in concave
            along = [(a, b) for a, b in touching[v] if (b if a == v else a) in corner_points]
            for a, b in along:
                cell = left_of(a, b)
                if cell is not None:
                    cells[0 if is_convex else 1].add(cell)
            if along:
                continue
            for a, b in touching[v]:
                if frozenset((a, b)) not in outline_edges:
                    continue
                if is_convex:
                    cell = left_of(a, b)
                    if cell is not None:
                        cells[0].add(cell)
                else:
                    cells[1].update(f for f, ring in enumerate(g.faces)
                                    if v in ring and sum(1 for x in ring if x in on_outline) == 1)
        return frozenset(cells[0]), frozenset(cells[1])

    def _measured_centre(self) -> frozenset[int]:
        """The sites at the centre, as Ludii finds them: those with the least sum of squared
        distances to the perimeter (on a board of fewer than 100 sites) and to the corners.

        >>> from interpreter.board import square
        >>> sorted(Board(square(8)).centre), sorted(Board(square(3)).centre)
        ([27, 28, 35, 36], [4])
        """
        points = self.centres
        measured = [points[q] for q in (*(self.perimeter if self.num_sites < 100 else ()), *self.corners)]
        sums = [sum((x - a) ** 2 + (y - b) ** 2 for a, b in measured) for x, y in points]
        least = min(sums, default=0.0)
        return frozenset(site for site, total in enumerate(sums) if abs(total - least) < CENTRE_TOLERANCE)

    def _checked_colours(self, colours: Sequence[str | None] | None) -> tuple[str | None, ...]:
        if colours is None:
            return tuple(None for _ in self.sites)
        if len(colours) != self.num_sites:
            raise BoardError(f"board: {len(colours)} colours for {self.num_sites} sites")
        return tuple(colours)

    def _build_fields(self) -> None:
        field_of = [-1] * self.num_sites
        fields: list[frozenset[int]] = []
        for start in self.sites:
            if field_of[start] >= 0 or self.colours[start] is None:
                continue
            found = self.connected(start, lambda s, c=self.colours[start]: self.colours[s] == c)
            for s in found:
                field_of[s] = len(fields)
            fields.append(found)
        self.fields: tuple[frozenset[int], ...] = tuple(fields)
        self.field_of: tuple[int, ...] = tuple(field_of)

    def _checked_sites(self, sites: Iterable[int], what: str) -> frozenset[int]:
        result = frozenset(sites)
        bad = sorted(s for s in result if not (isinstance(s, int) and 0 <= s < self.num_sites))
        if bad:
            raise BoardError(f"{what}: no site {bad[0]} on a board of {self.num_sites} sites")
        return result

    # ------------------------------------------------------------ sites
    def __len__(self) -> int:
        return self.num_sites

    def __repr__(self) -> str:
        """The kind of drawing and the sites played on.

        >>> from interpreter.board import square
        >>> Board(square(2)), Board(square(2), use="Vertex")
        (<Board Square 4 cells>, <Board Square 9 vertices>)
        """
        return f"<Board {self.graph.basis} {self.num_sites} {'cells' if self.use == 'Cell' else 'vertices'}>"

    def label(self, site: int) -> str:
        """The human label of a site: column letter + row number, e.g. "C3"."""
        return self.labels[site]

    def site(self, label: str) -> int:
        """The site with a label; BoardError if there is none."""
        try:
            return self._by_label[label]
        except KeyError:
            raise BoardError(f"no site labelled {label!r} on this board "
                             f"(labels run {self.labels[0]} .. {self.labels[-1]})") from None

    def site_at(self, point: Point) -> int | None:
        """The cell whose polygon contains point (or the vertex at point), else None."""
        if self.use == "Vertex":
            for s, c in enumerate(self.centres):
                if abs(c[0] - point[0]) < TOLERANCE and abs(c[1] - point[1]) < TOLERANCE:
                    return s
            return None
        for s, polygon in enumerate(self.polygons):
            if contains(polygon, point):
                return s
        return None

    # ------------------------------------------------------------ relations
    def neighbours(self, site: int, relation: str = "Adjacent") -> tuple[int, ...]:
        """Sites related to site, in increasing order."""
        return self._table(relation)[site]

    def neighbour_table(self, relation: str = "Adjacent") -> tuple[tuple[int, ...], ...]:
        """The whole neighbour table of a relation, indexed by site."""
        return self._table(relation)

    def are_related(self, a: int, b: int, relation: str = "Adjacent") -> bool:
        """Whether b is a neighbour of a in the relation."""
        self._table(relation)
        return b in self._neighbour_sets[relation][a]

    def pairs(self, relation: str = "Adjacent") -> frozenset[tuple[int, int]]:
        """Every related pair (low, high) once: square(9) has 144 Orthogonal pairs."""
        return frozenset((a, b) for a, row in enumerate(self._table(relation))
                         for b in row if a < b)

    def _table(self, relation: str) -> tuple[tuple[int, ...], ...]:
        try:
            return self._neighbours[relation]
        except KeyError:
            raise BoardError(f"unknown relation {relation!r}; "
                             f"expected one of {', '.join(RELATIONS)}") from None

    # ------------------------------------------------------------ directions
    def step(self, site: int, direction: str) -> int | None:
        """The neighbour one step away in a compass direction, or None."""
        target = self.step_table(direction)[site]
        return None if target < 0 else target

    def step_table(self, direction: str) -> tuple[int, ...]:
        """The neighbour one step away from each site in a compass direction, -1 where there is none."""
        if direction in self._steps:
            return self._steps[direction]
        if direction in COMPASS:
            return tuple(-1 for _ in self.sites)
        raise BoardError(f"unknown direction {direction!r}; this board has "
                         f"{', '.join(self.directions)}")

    def steps(self, site: int, direction: str) -> tuple[int, ...]:
        """Every neighbour one step away in a compass direction: the nearest to the compass point
        first, then any other that lies nearest the same point (as Ludii steps to each)."""
        first = self.step(site, direction)
        return () if first is None else (first, *self._more_steps.get((site, direction), ()))

    def rays_in(self, site: int, direction: str) -> tuple[tuple[int, ...], ...]:
        """The non-empty rays from site in a compass direction: the ray, then one through each other
        neighbour nearest the same point (as Ludii has a radial through each)."""
        rays = [ray] if (ray := self.ray(site, direction)) else []
        rays.extend(self._follow(site, other, lambda at: self.steps(at, direction))
                    for other in self._more_steps.get((site, direction), ()))
        return tuple(rays)

    def relation_ray(self, site: int, first: int, relation: str) -> tuple[int, ...]:
        """The ray from site whose first step is to first, going on through neighbours by the
        relation only (as Ludii follows a radial of Adjacent or Orthogonal): on a square grid's
        vertices an Adjacent ray ends where the straight way on is a diagonal.

        >>> from interpreter.board import square
        >>> Board(square(3)).relation_ray(0, 4, "Diagonal"), Board(square(3)).relation_ray(0, 4, "Orthogonal")
        ((4, 8), (4,))
        """
        key = (site, first, relation)
        cached = self._relation_rays.get(key)
        if cached is None:
            table = self.neighbour_table(relation)
            cached = self._relation_rays[key] = self._follow(site, first, table.__getitem__)
        return cached

    def ray(self, site: int, direction: str) -> tuple[int, ...]:
        """Sites met walking from site (excluded) in direction while the way runs straight on:
        as Ludii follows a radial, each step goes to the neighbour in that direction that bends
        least from the step before, if it bends by less than 0.25 radians (about 14 degrees)."""
        cached = self._rays.get((site, direction))
        if cached is None:
            first = self.step_table(direction)[site]
            cached = self._rays[(site, direction)] = () if first < 0 else self._follow(
                site, first, lambda at: self.steps(at, direction))
        return cached

    def _follow(self, origin: int, first: int, onward: Callable[[int], Iterable[int]]) -> tuple[int, ...]:
        """The ray from origin whose first step is to first, each next step the one of onward(site)
        that bends least (see ray)."""
        points = self.centres
        found, seen = [first], {origin, first}
        previous, current = origin, first
        while True:
            (ax, ay), (bx, by) = points[previous], points[current]
            best, least = None, STRAIGHT_ENOUGH
            for following in onward(current):
                cx, cy = points[following]
                along = (cx - bx) * (bx - ax) + (cy - by) * (by - ay)
                if along <= 0:
                    continue
                bend = abs(((cx - bx) * -(by - ay) + (cy - by) * (bx - ax)) / along)
                if bend < least:
                    best, least = following, bend
            if best is None or best in seen:
                return tuple(found)
            found.append(best)
            seen.add(best)
            previous, current = current, best

    def rays(self, site: int) -> dict[str, tuple[int, ...]]:
        """The non-empty ray in every direction of the board from site."""
        return {d: r for d in self.directions if (r := self.ray(site, d))}

    def axes(self) -> tuple[str, ...]:
        """Line axes of the board, e.g. ("N-S", "NE-SW", "E-W", "SE-NW")."""
        return tuple(self._line_of)

    def in_line(self, a: int, b: int, axes: Iterable[str] | None = None) -> bool:
        """Whether two distinct sites lie on one straight line of the board
        (any distance, nothing blocks): on a square board, queen lines."""
        if a == b:
            return False
        names = self._line_of if axes is None else axes
        return any(self._line_of[x][a] == self._line_of[x][b] for x in names)

    def lines(self, axis: str) -> tuple[tuple[int, ...], ...]:
        """Every maximal line along an axis, each in increasing site order."""
        if axis not in self._line_of:
            raise BoardError(f"unknown axis {axis!r}; this board has {', '.join(self._line_of)}")
        return _group(ranks([float(x) for x in self._line_of[axis]]))

    def diagonals(self) -> tuple[tuple[int, ...], ...]:
        """The lines along the NE-SW and SE-NW axes (squares' diagonals)."""
        return tuple(line for axis in ("NE-SW", "SE-NW") if axis in self._line_of
                     for line in self.lines(axis))

    def supported_directions(self, relation: str = "Adjacent") -> tuple[str, ...]:
        """The board's compass directions in which some site steps to a neighbour by the relation
        (Ludii's supported directions: N, E, S, W for Adjacent on a square grid's vertices)."""
        found = self._supported.get(relation)
        if found is None:
            table = self.neighbour_table(relation)
            found = self._supported[relation] = tuple(
                d for d in self.directions
                if any((t := self.step(site, d)) is not None and t in table[site] for site in self.sites))
        return found

    def relative_directions(self, facing: str, relative: str, relation: str = "Adjacent") -> tuple[str, ...]:
        """Absolute directions of this board for a direction relative to a facing, as Ludii resolves
        them among the directions the board supports for the relation (Adjacent by default).

        Forward, Backward, Rightward and Leftward are the facing, its opposite and the points a
        quarter turn right and left, when supported (none otherwise: Forward facing N on pointy
        hex cells is none); FR and FL turn right or left from the facing to the first supported
        point, BR and BL the same from its opposite (FRR, FRRR, ... turn as far as FR, as in
        Ludii); Forwards, Backwards, Rightwards and Leftwards every supported point less than a
        quarter turn from the facing, its opposite, and strictly right or left of it.
        """
        if facing not in COMPASS:
            raise BoardError(f"unknown facing {facing!r}; expected a compass point such as N")
        supported = set(self.supported_directions(relation))
        at = COMPASS.index(facing)

        def point(offset: int) -> str:
            return COMPASS[(at + offset) % 16]

        def turn(start: int, step: int) -> tuple[str, ...]:
            for k in range(16):
                if (found := point(start + k * step)) in supported:
                    return (found,)
            return ()

        def sweep(start: int, stop: int, step: int) -> tuple[str, ...]:
            met = {point(k) for k in range(start, stop, step)}
            return tuple(d for d in self.directions if d in met and d in supported)

        exact = {"Forward": 0, "Rightward": 4, "Backward": 8, "Leftward": 12}
        if relative in exact:
            return (point(exact[relative]),) if point(exact[relative]) in supported else ()
        if relative in ("FR", "FRR", "FRRR"):
            return turn(1, 1)
        if relative in ("FL", "FLL", "FLLL"):
            return turn(-1, -1)
        if relative in ("BR", "BRR", "BRRR"):
            return turn(9, 1)
        if relative in ("BL", "BLL", "BLLL"):
            return turn(7, -1)
        spreads = {"Forwards": (-3, 4, 1), "Backwards": (5, 12, 1), "Rightwards": (1, 8, 1), "Leftwards": (-1, -8, -1)}
        if relative in spreads:
            return sweep(*spreads[relative])
        raise BoardError(f"unknown relative direction {relative!r}; expected one of "
                         f"{', '.join([*exact, 'FR', 'FL', 'BR', 'BL', *spreads])}")

    # ------------------------------------------------------------ distances
    def distances_from(self, site: int, relation: str = "Adjacent") -> tuple[int, ...]:
        """Steps from site to every site in the relation; -1 where unreachable."""
        row = self._distance_rows.get((relation, site))
        if row is None:
            table = self._table(relation)
            found = [-1] * self.num_sites
            found[site] = 0
            queue = deque([site])
            while queue:
                s = queue.popleft()
                for t in table[s]:
                    if found[t] < 0:
                        found[t] = found[s] + 1
                        queue.append(t)
            row = self._distance_rows[(relation, site)] = tuple(found)
        return row

    def distance(self, a: int, b: int, relation: str = "Adjacent") -> int | None:
        """Graph distance between two sites, or None if no path joins them."""
        d = self.distances_from(a, relation)[b]
        return None if d < 0 else d

    def sites_within(self, site: int, steps: int, relation: str = "Adjacent") -> frozenset[int]:
        """Sites at 1..steps steps from site."""
        return frozenset(t for t, d in enumerate(self.distances_from(site, relation))
                         if 0 < d <= steps)

    def connected(self, start: int, member, relation: str = "Orthogonal") -> frozenset[int]:
        """The connected set of sites around start whose member(site) is true."""
        table = self._table(relation)
        seen, stack = {start}, [start]
        while stack:
            for t in table[stack.pop()]:
                if t not in seen and member(t):
                    seen.add(t)
                    stack.append(t)
        return frozenset(seen)

    # ------------------------------------------------------------ regions
    def phases(self) -> tuple[int, ...]:
        """Each site's phase (its colour in (sites Phase ...)), as Ludii measures a board: from the
        first site without one, sites come off a queue and each takes the least phase none of its
        neighbours has; its neighbours join the queue after it, at the front when their own
        neighbours already show two phases or more. Neighbours are the sites sharing an edge: a
        vertex's in the order of their bearing, as Ludii sorts a vertex's edges (clockwise from
        west), a cell's in the order of its sides. A chequered board takes two phases, the first
        site's 0; a board with triangles more.

        >>> from interpreter.board.generators import square
        >>> Board(square(3)).phases()
        (0, 1, 0, 1, 0, 1, 0, 1, 0)
        """
        graph, count = self.graph, self.num_sites
        if self.use == "Vertex":
            ends: list[list[int]] = [[] for _ in range(count)]
            for a, b in graph.edges:
                ends[a].append(b)
                ends[b].append(a)
            points = self.centres

            def by_bearing(centre: tuple[float, float], others: list[int]) -> list[int]:
                return sorted(others, key=lambda o: math.atan2(points[o][1] - centre[1], points[o][0] - centre[0]))

            nbors = [by_bearing(points[v], others) for v, others in enumerate(ends)]
        else:
            across = graph.face_edges()
            nbors = [[other for a, b in zip(corners, corners[1:] + corners[:1])
                      for other in across[(min(a, b), max(a, b))] if other != f]
                     for f, corners in enumerate(graph.faces)]
        phase = [-1] * count

        def seen(site: int) -> set[int]:
            return {phase[n] for n in nbors[site] if phase[n] >= 0}

        for start in range(count):
            if phase[start] >= 0:
                continue
            phase[start], queue, visited = 0, deque([start]), set()
            while queue:
                site = queue.popleft()
                if site in visited:
                    continue
                taken = seen(site)
                phase[site] = next(k for k in range(len(taken) + 1) if k not in taken)
                visited.add(site)
                for other in nbors[site]:
                    if other not in visited:
                        if len(seen(other)) > 1:
                            queue.appendleft(other)
                        else:
                            queue.append(other)
        return tuple(phase)

    def side(self, name: str) -> frozenset[int]:
        """Sites of a side: Top, Bottom, Left, Right (extreme rows and columns)
        or a compass side of the outline such as "NE" on a hex board."""
        try:
            return self.sides[name]
        except KeyError:
            raise BoardError(f"no side {name!r} on this board; it has "
                             f"{', '.join(sorted(self.sides))}") from None

    def region(self, name: str) -> frozenset[int]:
        """A region by name: a named region of the board, "Board", "Perimeter",
        "Inner", "Corners" (its "ConvexCorners" and "ConcaveCorners"), "Centre", or a side."""
        if name in self.regions:
            return self.regions[name]
        if name == "Board":
            return frozenset(self.sites)
        if name in ("Perimeter", "Outer"):
            return self.perimeter
        if name == "Inner":
            return frozenset(self.sites) - self.perimeter
        if name == "Corners":
            return self.corners
        if name == "ConvexCorners":
            return self.convex_corners
        if name == "ConcaveCorners":
            return self.concave_corners
        if name == "Centre":
            return self.centre
        if name in self.sides:
            return self.sides[name]
        known = sorted({*self.regions, "Board", "Perimeter", "Inner", "Corners", "ConvexCorners",
                        "ConcaveCorners", "Centre", *self.sides})
        raise BoardError(f"no region {name!r} on this board; known: {', '.join(known)}")

    def areas(self, kind: str) -> tuple[frozenset[int], ...]:
        """A family of areas, as Ludii's static region types name them: "Rows", "Columns",
        "Diagonals", "SubGrids" (the k x k boxes of a k² x k² grid, as in Sudoku),
        "AllSites" (one area of every site), "Fields" (same-colour areas, on a
        coloured board), "Sides" (each straight stretch of the outline), "SidesNoCorners" (the same
        without the corners) and "Corners" (one area of each corner).

        >>> from interpreter.board import square
        >>> [sorted(a) for a in Board(square(4)).areas("SubGrids")][:2]
        [[0, 1, 4, 5], [2, 3, 6, 7]]
        """
        if kind == "Rows":
            return tuple(frozenset(row) for row in self.rows)
        if kind == "Columns":
            return tuple(frozenset(column) for column in self.columns)
        if kind == "Diagonals":
            return tuple(frozenset(line) for line in self.diagonals() if len(line) > 1)
        if kind == "AllSites":
            return (frozenset(self.sites),)
        if kind == "Fields":
            if all(colour is None for colour in self.colours):
                raise BoardError("Fields are the same-colour areas of a coloured board, such as "
                                 "(tiles ...); this board has no colours")
            return self.fields
        if kind == "SubGrids":
            size = math.isqrt(len(self.rows))
            if size < 2 or size * size != len(self.rows) or len(self.rows) != len(self.columns) \
                    or any(len(row) != len(self.columns) for row in self.rows):
                raise BoardError("SubGrids needs a full square grid whose side is a square number "
                                 f"(4, 9, 16, ...); this board has {len(self.rows)} rows and "
                                 f"{len(self.columns)} columns")
            boxes: dict[tuple[int, int], set[int]] = {}
            for site in self.sites:
                key = (self.row_of[site] // size, self.column_of[site] // size)
                boxes.setdefault(key, set()).add(site)
            return tuple(frozenset(boxes[key]) for key in sorted(boxes))
        if kind == "Sides":
            return self.outline_sides
        if kind == "SidesNoCorners":
            return tuple(side - self.corners for side in self.outline_sides if side - self.corners)
        if kind == "Corners":
            return tuple(frozenset({corner}) for corner in sorted(self.corners))
        raise BoardError(f"unknown kind of areas {kind!r}; known: Rows, Columns, Diagonals, SubGrids, "
                         "AllSites, Fields, Sides, SidesNoCorners, Corners")

    def with_regions(self, **regions: Iterable[int]) -> "Board":
        """A copy of this board with more named regions; its tables are shared, not rebuilt.

        >>> from interpreter.board import square
        >>> sorted(Board(square(2)).with_regions(Home=[0, 1]).region("Home"))
        [0, 1]
        """
        checked = {name: self._checked_sites(sites, f"region {name!r}") for name, sites in regions.items()}
        copy = object.__new__(Board)
        copy.__dict__.update(self.__dict__)
        copy.__dict__["regions"] = MappingProxyType({**self.regions, **checked})
        return copy


def _group(keys: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Sites grouped by key, groups in key order, sites increasing."""
    groups: dict[int, list[int]] = {}
    for site, k in enumerate(keys):
        groups.setdefault(k, []).append(site)
    return tuple(tuple(groups[k]) for k in sorted(groups))


def _hex_lines(centres: Sequence[Point]) -> tuple[list[int], list[int]]:
    """Letter and number of each hexagon along two of the lattice's three line families.

    The two families that need the fewest letters and numbers are used (a Hex rhombus
    gets A1..K11), numbers rising with the rows and letters running left to right.
    """
    x0, y0 = centres[0]
    nearest = min((c for c in centres[1:]), key=lambda c: (c[0] - x0) ** 2 + (c[1] - y0) ** 2)
    angle = math.atan2(nearest[1] - y0, nearest[0] - x0)
    step = math.hypot(nearest[0] - x0, nearest[1] - y0)
    ax, ay = step * math.cos(angle), step * math.sin(angle)
    bx, by = step * math.cos(angle + math.pi / 3), step * math.sin(angle + math.pi / 3)
    determinant = ax * by - ay * bx
    lattice = []
    for x, y in centres:
        dx, dy = x - x0, y - y0
        i, j = round((dx * by - dy * bx) / determinant), round((ax * dy - ay * dx) / determinant)
        lattice.append((i, j, i + j))
    families = [[cell[k] for cell in lattice] for k in range(3)]
    first, second = min(((a, b) for a in range(3) for b in range(a + 1, 3)),
                        key=lambda pair: len(set(families[pair[0]])) + len(set(families[pair[1]])))

    def slope(values, along):  # how a family's values follow x or y
        mean_v, mean_a = sum(values) / len(values), sum(along) / len(along)
        return sum((v - mean_v) * (a - mean_a) for v, a in zip(values, along))

    ys = [c[1] for c in centres]
    xs = [c[0] for c in centres]
    numbered, lettered = (first, second) if abs(slope(families[first], ys)) >= abs(slope(families[second], ys)) \
        else (second, first)
    numbers = families[numbered] if slope(families[numbered], ys) >= 0 else [-v for v in families[numbered]]
    letters = families[lettered] if slope(families[lettered], xs) >= 0 else [-v for v in families[lettered]]
    return ranks([float(v) for v in letters]), ranks([float(v) for v in numbers])
