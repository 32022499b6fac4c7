"""Graph generators named and sized as Ludii's ludemes.

Each returns a Graph; `Board(graph)` makes it playable. Cells have unit edges
and sit where Ludii puts them, so sites are numbered as in Ludii.

>>> len(square(9).faces), len(hex(5).faces), len(hex(3, 4).faces)
(81, 61, 27)
>>> len(tri(4).faces), len(cairo(5).faces)
(16, 40)
"""

from __future__ import annotations

import math
from typing import Sequence

from .errors import BoardError
from .geometry import Point, contains
from .graph import MAX_SITES, Graph, check_size, ludii_faces

SQRT3 = math.sqrt(3)

#: Corner offsets of a pointy-top hexagon of unit edge (Ludii's Hex.ref).
HEX_CORNERS = ((0.0, 1.0), (SQRT3 / 2, 0.5), (SQRT3 / 2, -0.5),
               (0.0, -1.0), (-SQRT3 / 2, -0.5), (-SQRT3 / 2, 0.5))


def point_index(points: list[Point], p: Point) -> int:
    """The index of the point of ``points`` at ``p`` (within 0.001), added at the end when there is none.

    >>> points = [(0.0, 0.0)]
    >>> point_index(points, (1.0, 0.0)), point_index(points, (0.0, 0.0005)), len(points)
    (1, 0, 2)
    """
    found = next((i for i, q in enumerate(points) if math.dist(p, q) < 1e-3), None)
    if found is None:
        points.append(p)
        found = len(points) - 1
    return found


def _size(value: object, what: str, least: int = 1) -> int:
    """A size checked for people: `what` names the board, e.g. "a hexagon"."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BoardError(f"{what} needs a whole number as its size; got {value!r}")
    if value < least:
        raise BoardError(f"{what} needs a size of at least {least}; got {value}")
    return value


# ---------------------------------------------------------------- square
#: Ludii's DiagonalsType: how the squares of a board get diagonal edges.
DIAGONALS = ("Alternating", "Solid", "SolidNoSplit", "Concentric", "Radiating")


def rectangle(rows: int, columns: int, diagonals: str | None = None) -> Graph:
    """`(rectangle rows columns [diagonals:...])`: rows x columns unit squares, A1 at the
    bottom left; with diagonals, the diagonal edges Ludii draws (see `square_diagonals`).

    >>> len(rectangle(2, 3).faces), len(rectangle(2, 2, "Alternating").faces)
    (6, 8)
    """
    rows, columns = _size(rows, "a rectangle"), _size(columns, "a rectangle")
    check_size(rows * columns, f"(rectangle {rows} {columns})")
    if diagonals is not None:
        return square_diagonals(rows + 1, columns + 1, diagonals)
    return Graph.from_polygons(
        (((c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1))
         for r in range(rows) for c in range(columns)), basis="Square")


def square(size: int, diagonals: str | None = None) -> Graph:
    """`(square n [diagonals:...])`: an n x n board of squares; site = row * n + column.

    >>> g = square(3); g.face_centres[5]
    (2.5, 1.5)
    """
    size = _size(size, "a square board")
    check_size(size * size, f"(square {size})")
    return rectangle(size, size, diagonals)


def square_diagonals(rows: int, columns: int, diagonals: str | None) -> Graph:
    """A grid of rows x columns points joined along its rows and columns, with Ludii's diagonals
    (none for None):

    - Alternating: one diagonal per square, alternating like an Alquerque board (from the
      bottom-left corner where row + column of that corner is even, else from the top-left);
    - Solid: both diagonals, crossing at a new point at the centre of each square;
    - SolidNoSplit: both diagonals, with no point where they cross;
    - Concentric: one diagonal per square, drawing squares around the centre;
    - Radiating: diagonals from the central point to the corners only.

    Its cells are the regions the edges enclose.

    >>> g = square_diagonals(3, 3, "Solid"); len(g.vertices), len(g.faces)
    (13, 16)
    """
    if diagonals is not None and diagonals not in DIAGONALS:
        raise BoardError(f"unknown diagonals {diagonals!r}; available: {', '.join(DIAGONALS)}")
    points: list[Point] = [(c, r) for r in range(rows) for c in range(columns)]
    index = {point: i for i, point in enumerate(points)}
    edges = {(index[(c, r)], index[(c + dc, r + dr)])
             for r in range(rows) for c in range(columns) for dc, dr in ((1, 0), (0, 1))
             if (c + dc, r + dr) in index}

    def join(a: Point, b: Point) -> None:
        if a in index and b in index:
            edges.add((index[a], index[b]))

    middle_row, middle_column = (rows - 1) // 2, (columns - 1) // 2
    for r in range(rows - 1):
        for c in range(columns - 1):
            a, b, c_, d = (c, r), (c, r + 1), (c + 1, r + 1), (c + 1, r)
            if diagonals == "Alternating":
                join(*((a, c_) if (r + c) % 2 == 0 else (b, d)))
            elif diagonals == "Solid":
                index[(c + 0.5, r + 0.5)] = len(points)
                points.append((c + 0.5, r + 0.5))
                for corner in (a, b, c_, d):
                    join(corner, (c + 0.5, r + 0.5))
            elif diagonals == "SolidNoSplit":
                join(a, c_)
                join(b, d)
            elif diagonals == "Concentric":
                same_quarter = (r < middle_row and c < middle_column) or (r >= middle_row and c >= middle_column)
                join(*((b, d) if same_quarter else (a, c_)))
    if diagonals == "Radiating":
        for n in range(max(middle_row, middle_column) + 1):
            for dx, dy in ((1, 1), (1, -1), (-1, -1), (-1, 1)):
                join((middle_row + n * dx, middle_column + n * dy), (middle_row + (n + 1) * dx, middle_column + (n + 1) * dy))
    return Graph.from_vertices_edges(points, sorted(edges), basis="Square")


# ---------------------------------------------------------------- concentric
#: (concentric <shape> rings:n): the number of sides of each ring's polygon.
CONCENTRIC_SIDES = {"Triangle": 3, "Square": 4, "Hexagon": 6}


def concentric(sides: int, rings: int = 3, midpoints: bool = True, join_midpoints: bool = True,
               join_corners: bool = False, cells: bool = True) -> Graph:
    """`(concentric Square rings:3)`: rings of regular polygons about a centre, as on morris boards.
    As in Ludii, the regions between the lines are cells only when the board is played on cells
    (``cells``): played on vertices, there are none, so no step is diagonal across one.

    Ring k (from 0) has radius 1 + k (1 + 2k for triangles); each side has its two corners and,
    with ``midpoints``, the point halfway. Each ring is joined round; neighbouring rings are
    joined at their midpoints (``join_midpoints``) and at their corners (``join_corners``).
    Even-sided rings sit with a side at the bottom, odd-sided ones with a corner at the top.

    >>> g = concentric(4, 3); len(g.vertices), len(g.edges)   # Nine Men's Morris
    (24, 32)
    """
    sides = _size(sides, "a concentric board", least=3)
    rings = _size(rings, "a concentric board")
    check_size(sides * rings * 2, f"(concentric sides:{sides} rings:{rings})")
    arc = 2 * math.pi / sides
    start = math.pi / 2 + (arc / 2 if sides % 2 == 0 else 0)
    per_side = 2 if midpoints else 1
    points: list[Point] = []
    edges: list[tuple[int, int]] = []
    for ring in range(rings):
        radius = 1 + ring * (2 if sides == 3 else 1)
        first = len(points)
        for side in range(sides):
            a = (radius * math.cos(start + arc * side), radius * math.sin(start + arc * side))
            b = (radius * math.cos(start + arc * (side + 1)), radius * math.sin(start + arc * (side + 1)))
            points.append(a)
            if midpoints:
                points.append(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))
        edges += [(v, v + 1 if v + 1 < len(points) else first) for v in range(first, len(points))]
    per_ring = sides * per_side
    for ring in range(rings - 1):
        for side in range(sides):
            corner = ring * per_ring + side * per_side
            if join_corners:
                edges.append((corner, corner + per_ring))
            if midpoints and join_midpoints:
                edges.append((corner + 1, corner + 1 + per_ring))
    return Graph.from_vertices_edges(points, edges, basis="Concentric", faces=cells)


def concentric_circle(cells: Sequence[int], stagger: bool = False, on_vertices: bool = True) -> Graph:
    """`(concentric {1 8 8})`: Ludii's circle boards. Played on cells (``on_vertices=False``), ring r
    (from 0) holds as many cells as the r-th number, between radii r - 1/2 and r + 1/2, and a
    ring of fewer than 2 cells is one cell inside the next ring (see `_circle_cells`). Played on
    vertices, they are rings of points round a centre. Ring r (from 1) has radius r and as many points as the r-th number (the first number
    counts the centre's points when it is 0 or 1, else it is ring 1 and there is no centre); each
    ring's points start just counter-clockwise of the top and go round counter-clockwise, joined
    round (unless its number is below 2), the centre joined to every point of ring 1 and each
    point to the one straight outwards, if any. With ``stagger``, odd rings turn half a step.
    One number alone is a polygon of that many points, numbered bottom row first. There are no
    cells, as in Ludii.

    >>> g = concentric_circle([1, 8]); len(g.vertices), len(g.edges), g.vertices[0]
    (9, 16, (0.0, 0.0))
    >>> [tuple(round(c, 2) for c in p) for p in concentric_circle([0, 4]).vertices]
    [(-1.0, 0.0), (0.0, -1.0), (1.0, 0.0), (0.0, 1.0)]
    """
    counts = [int(c) for c in cells]
    if not counts:
        raise BoardError("a circle board needs the number of points of each ring, e.g. (concentric {1 8 8})")
    check_size(2 * sum(abs(c) for c in counts), "(concentric {" + " ".join(map(str, counts)) + "})")
    if not on_vertices:
        return _circle_cells(counts, stagger)
    if len(counts) == 1:
        return _circle_polygon(counts[0])
    rings = [0, *counts] if abs(counts[0]) > 1 else counts
    samples: list[list[tuple[float, float, float]]] = []
    for radius, count in enumerate(rings):
        n = abs(count)
        offset = math.pi / n if stagger and radius % 2 == 1 and n else 0.0
        ring = [(radius * math.cos(theta), radius * math.sin(theta), theta)
                for theta in (math.pi / 2 + offset - 2 * math.pi * step / n for step in range(n))]
        if radius >= 1:
            ring.sort(key=lambda sample: sample[2])
            for i in range(len(ring) - 1, 0, -1):
                if math.dist(ring[i][:2], ring[i - 1][:2]) < 0.1:
                    del ring[i]
        samples.append(ring)
    points: list[Point] = []

    def find(x: float, y: float) -> int | None:
        return next((i for i, p in enumerate(points) if math.dist(p, (x, y)) < 1e-3), None)

    def find_or_add(x: float, y: float) -> int:
        found = find(x, y)
        if found is None:
            points.append((x, y))
            found = len(points) - 1
        return found

    for ring in samples:
        for x, y, _ in ring:
            find_or_add(x, y)
    edges: set[tuple[int, int]] = set()
    for radius in range(1, len(rings)):
        ring = samples[radius]
        if rings[radius] < 2 or len(ring) < 2:
            continue
        for i in range(len(ring)):
            a, b = find_or_add(*ring[i][:2]), find_or_add(*ring[(i + 1) % len(ring)][:2])
            if a != b:
                edges.add((min(a, b), max(a, b)))
    for radius in range(len(rings) - 1):
        for x, y, _ in samples[radius]:
            a = find_or_add(x, y)
            outwards = [s[:2] for s in samples[1]] if radius == 0 else \
                [(x * (radius + 1) / radius, y * (radius + 1) / radius)]
            for outer in (find(*p) for p in outwards):
                if outer is not None and outer != a:
                    edges.add((min(a, outer), max(a, outer)))
    return Graph.in_order(points, sorted(edges), faces=(), basis="Concentric")


def _circle_cells(counts: Sequence[int], stagger: bool) -> Graph:
    """The cells of a circle board: the centre point first, then the points of the ring
    boundaries from the inside out, each ring's in order of angle from the west (-180 degrees),
    counter-clockwise; each boundary joined round and each cell's sides joined radially; the cells
    are found in Ludii's order.

    >>> g = _circle_cells([1, 8], False); len(g.vertices), len(g.faces), len(g.faces[1])  # the centre: cell 1
    (17, 9, 8)
    """
    rings = len(counts)
    boundaries: list[list[tuple[float, float, float]]] = [[] for _ in range(rings + 1)]
    spokes: list[tuple[Point, Point]] = []
    for ring, count in enumerate(counts):
        n = abs(count)
        if n < 2:
            continue
        inner, outer = max(0.0, ring - 0.5), ring + 0.5
        offset = math.pi / n if stagger and ring % 2 == 1 else 0.0
        for step in range(n):
            theta = math.pi / 2 + offset - 2 * math.pi * step / n
            theta = (theta + math.pi) % (2 * math.pi) - math.pi
            near = (inner * math.cos(theta), inner * math.sin(theta))
            far = (outer * math.cos(theta), outer * math.sin(theta))
            boundaries[ring].append((*near, theta))
            boundaries[ring + 1].append((*far, theta))
            spokes.append((near, far))
    for boundary in boundaries:
        boundary.sort(key=lambda sample: sample[2])
        for i in range(len(boundary) - 1, 0, -1):
            if math.dist(boundary[i][:2], boundary[i - 1][:2]) < 1e-3:
                del boundary[i]
    points: list[Point] = [(0.0, 0.0)]

    def find_or_add(p: Point) -> int:
        return point_index(points, p)

    ids = [[find_or_add((sample[0], sample[1])) for sample in boundary] for boundary in boundaries]
    edges: set[tuple[int, int]] = set()
    for ring_ids in ids:
        if len(ring_ids) >= 2:
            for a, b in zip(ring_ids, ring_ids[1:] + ring_ids[:1]):
                if a != b:
                    edges.add((min(a, b), max(a, b)))
    for inside, outside in spokes:
        i, j = find_or_add(inside), find_or_add(outside)
        if i != j:
            edges.add((min(i, j), max(i, j)))
    # the cells are found from the points as computed, not snapped: as in Ludii, the spoke due west
    # (at -180 degrees, a hair below the axis) comes first round its inner point, not last
    return Graph.in_order(points, sorted(edges), ludii_faces(points, edges), basis="Concentric")


def _circle_polygon(count: int) -> Graph:
    """One ring of count points joined round, as Ludii's circle board of one ring (its regular polygon)."""
    if count < 3:
        raise BoardError(f"a circle board of one ring needs at least 3 points; got {count}")
    return regular(count, on_vertices=True)


def regular(sides: int, star: bool = False, on_vertices: bool = False) -> Graph:
    """`(regular [Star] n)`: n points evenly round a circle of circumference n (a corner at the
    top, a square standing on a side), joined round, or, as a star, each to the one (n - 1) // 2
    further on; numbered as Ludii orders points, by the score 100 y + x. Played on cells, its
    cells are the regions the edges enclose.

    >>> [tuple(round(c, 2) for c in p) for p in regular(4).vertices]
    [(-0.45, -0.45), (0.45, -0.45), (-0.45, 0.45), (0.45, 0.45)]
    >>> len(regular(5, star=True).edges)
    5
    """
    n = _size(sides, "a regular polygon", least=3)
    check_size(n, f"(regular {n})")
    radius = n / (2 * math.pi)
    offset = math.pi / 4 if n == 4 else math.pi / 2
    made = [(radius * math.cos(offset + 2 * math.pi * k / n), radius * math.sin(offset + 2 * math.pi * k / n))
            for k in range(n)]
    order = sorted(range(n), key=lambda k: made[k][1] * 100 + made[k][0])
    number = {k: i for i, k in enumerate(order)}
    step = (n - 1) // 2 if star else 1
    edges = [(number[k], number[(k + step) % n]) for k in range(n)]
    return Graph.in_order([made[k] for k in order], edges, faces=() if on_vertices else None, basis="Custom")


def repeat(rows: int, columns: int, step: Sequence[Sequence[float]], polygons: Sequence[Sequence[Point]]) -> Graph:
    """`(repeat rows columns step:{{cx cy} {rx ry}} (poly {...}))`: the polygons copied onto rows x
    columns places, the copy in row r and column c moved by c (cx, cy) + r (rx, ry); corners that
    meet are one vertex, each polygon's sides are edges, and the cells are the regions they enclose,
    numbered by position as Ludii numbers its generators.

    >>> g = repeat(1, 2, [(1, 0), (0, 1)], [[(0, 0), (1, 0), (0, 1)]]); len(g.vertices), len(g.faces)
    (5, 2)
    """
    rows, columns = _size(rows, "a repeated polygon"), _size(columns, "a repeated polygon")
    if len(step) < 2 or any(len(s) < 2 for s in step[:2]):
        raise BoardError("repeat: step: is two steps {{x y} {x y}}, along a row and up a column")
    check_size(rows * columns * sum(len(p) for p in polygons), f"(repeat {rows} {columns} ...)")
    (cx, cy), (rx, ry) = step[0][:2], step[1][:2]
    points: list[Point] = []
    edges: set[tuple[int, int]] = set()

    def find_or_add(p: Point) -> int:
        return point_index(points, p)

    for r in range(rows):
        for c in range(columns):
            dx, dy = c * cx + r * rx, c * cy + r * ry
            for polygon in polygons:
                corners = [find_or_add((x + dx, y + dy)) for x, y in polygon]
                for a, b in zip(corners, corners[1:] + corners[:1]):
                    if a != b:
                        edges.add((min(a, b), max(a, b)))
    return Graph.from_vertices_edges(points, sorted(edges))


def poly(points: Sequence[Sequence[float]]) -> tuple[Point, ...]:
    """`(poly {{x y} ...})`: a polygon's corners, for repeat."""
    corners = tuple((float(p[0]), float(p[1])) for p in points if len(p) >= 2)
    if len(corners) < 3 or len(corners) != len(points):
        raise BoardError("a polygon needs at least three corners, each {x y}")
    return corners


# ---------------------------------------------------------------- hex
def _hex_centre(row: int, col: int) -> Point:
    """Ludii's Hex.xy: centre of the hexagon at lattice row and column."""
    return (SQRT3 * (col - 0.5 * row), 1.5 * row)


def _hexagons(centres: Sequence[Point], basis: str = "Hexagonal") -> Graph:
    return Graph.from_polygons(
        (tuple((x + dx, y + dy) for dx, dy in HEX_CORNERS) for x, y in centres), basis=basis)


def _hex_outline(sides: Sequence[int], at=None) -> list[Point]:
    """Ludii's walk round a hex board's outline, one corner cell per side (``at`` places a
    lattice row and column: hexagon centres, or the points of a triangular tiling)."""
    at = at or _hex_centre
    steps = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))
    direction, row, col = 1, 0, 0
    outline = [at(0, 0)]
    for n in range(max(5, len(sides))):
        length = sides[n % len(sides)]
        length += 1 if length < 0 else -1
        direction = (direction + (-1 if length < 0 else 1)) % 6
        if length > 0:
            row += length * steps[direction][0]
            col += length * steps[direction][1]
            outline.append(at(row, col))
    return outline


def _hex_from_sides(sides: Sequence[int]) -> Graph:
    if not sides:
        raise BoardError("a hexagon needs the lengths of its sides, e.g. (hex {4 3 4 3 4 3})")
    sides = [_size(s, "each side of a hexagon") for s in sides]
    what = "(hex {" + " ".join(map(str, sides)) + "})"
    longest = max(sides)
    # a board whose sides are at most m cells fits in the regular hexagon of side m
    if 3 * longest * (longest - 1) + 1 > 2 * MAX_SITES:
        check_size(3 * longest * (longest - 1) + 1, what)
    span = sum(sides) + 3
    outline = _hex_outline(sides)
    rows = [round(y / 1.5) for _, y in outline]
    cols = [round(x / SQRT3 + r / 2) for (x, _), r in zip(outline, rows)]
    centres = [_hex_centre(r, c)
               for r in range(min(rows) - 1, max(rows) + 2)
               for c in range(min(cols) - span, max(cols) + span)
               if contains(outline, _hex_centre(r, c), margin=0.1)]
    check_size(len(centres), what)
    return _hexagons(centres)


#: The shapes hex() draws, with the phrase that names each in messages.
_HEX_SHAPES = {"Hexagon": "a hexagon", "Limping": "a limping hexagon",
               "Diamond": "a diamond of hexagons", "Triangle": "a triangle of hexagons"}


def hex(shape: int | str | Sequence[int], a: int | None = None, b: int | None = None) -> Graph:
    """`(hex ...)`: boards of hexagons (pointy top, rows horizontal).

    hex(n)                regular hexagon of side n: 3n(n-1)+1 cells      (hex 5)
    hex(a, b)             limping hexagon, sides alternating a and b      (hex 3 4)
    hex([s1, s2, ...])    sides in clockwise order from the top           (hex {4 3 4 3 4 3})
    hex("Limping", n)     hex(n, n + 1): 3n^2 cells                       (hex Limping 3)
    hex("Diamond", n)     rhombus of n x n flat-top cells                 (hex Diamond 11)
    hex("Triangle", n)    triangle with n cells per side                  (hex Triangle 4)
    hex("Hexagon", n)     same as hex(n)

    >>> len(hex("Limping", 5).faces), len(hex("Diamond", 3).faces), len(hex("Triangle", 3).faces)
    (75, 9, 6)
    """
    if isinstance(shape, str):
        if shape not in _HEX_SHAPES:
            raise BoardError(f"unknown shape {shape!r} for a hex board; "
                             f"available: {', '.join(_HEX_SHAPES)}")
        if a is None:
            raise BoardError(f"{_HEX_SHAPES[shape]} needs a size, e.g. (hex {shape} 4)")
        n = _size(a, _HEX_SHAPES[shape])
        if shape == "Hexagon":
            return hex(n, b) if b is not None else hex(n)
        if shape == "Limping":
            return _hex_from_sides([n, n + 1])
        if shape == "Triangle":
            check_size(n * (n + 1) // 2, f"(hex Triangle {n})")
            return _hexagons([_hex_centre(r, c) for r in range(n) for c in range(n) if r <= c])
        check_size(n * n, f"(hex Diamond {n})")
        flat = [tuple((x + dy, y + dx) for dx, dy in HEX_CORNERS)
                for x, y in ((1.5 * (c - r), SQRT3 / 2 * (r + c))
                             for r in range(n) for c in range(n))]
        return Graph.from_polygons(flat, basis="Hexagonal")
    if isinstance(shape, (list, tuple)):
        return _hex_from_sides(list(shape))
    n = _size(shape, "a hexagon")
    if a is None:
        check_size(3 * n * (n - 1) + 1, f"(hex {n})")
        return _hex_from_sides([n])
    return _hex_from_sides([n, _size(a, "a limping hexagon")])


# ---------------------------------------------------------------- triangles
def _tri_point(row: int, col: int) -> Point:
    """Ludii's Tri.xy: the point of a triangular tiling at lattice row and column."""
    return (col - 0.5 * row, SQRT3 / 2 * row)


def _triangular_lattice(points: Sequence[Point]) -> Graph:
    """The points of a triangular tiling joined where they are one unit apart; its cells are
    the triangles they enclose."""
    index = {(round(x * 2), round(y / SQRT3 * 2)): i for i, (x, y) in enumerate(points)}
    edges = [(i, j) for (a, b), i in index.items()
             for da, db in ((2, 0), (1, 1), (-1, 1)) if (j := index.get((a + da, b + db))) is not None]
    return Graph.from_vertices_edges(points, edges, basis="Triangular")


def tri_hexagon(size: int) -> Graph:
    """`(tri Hexagon n)`: a hexagon of triangles with n cells (n + 1 points) along each side.

    >>> g = tri_hexagon(2); len(g.vertices), len(g.faces)
    (19, 24)
    """
    n = _size(size, "a hexagon of triangles")
    check_size(6 * n * n, f"(tri Hexagon {n})")
    rows = 2 * (n + 1) - 1
    return _triangular_lattice([_tri_point(r, c) for r in range(rows) for c in range(rows)
                                if not (c > rows // 2 + r or r - c > rows // 2)])


def tri_sides(sides: Sequence[int], margin: int = 2) -> Graph:
    """`(tri {4 5})`: the points of a triangular tiling inside the outline whose sides have these
    numbers of points, clockwise (two sides alternate: `(tri Limping n)` is `(tri {n n+1})`, with a
    margin of n). As in Ludii, the sides count points whether the board is played on cells or
    vertices, and the lattice rows and columns tried are those of the outline's x and y bounds
    (truncated towards zero) widened by the margin: an outline running beyond them is cut off.

    >>> len(tri_sides([3, 4]).vertices)
    27
    """
    if not sides:
        raise BoardError("a board of triangles needs the lengths of its sides, e.g. (tri {4 5})")
    sides = [_size(side, "each side of a board of triangles") for side in sides]
    longest = max(sides)
    check_size(6 * longest * longest, "(tri {" + " ".join(map(str, sides)) + "})")
    outline = _hex_outline(sides, _tri_point)
    xs, ys = [x for x, _ in outline], [y for _, y in outline]
    rows = range(int(min(ys) - 0.05) - margin, int(max(ys) + 0.05) + margin + 1)
    columns = range(int(min(xs) - 0.05) - margin, int(max(xs) + 0.05) + margin + 1)
    points = [_tri_point(r, c) for r in rows for c in columns if contains(outline, _tri_point(r, c), margin=0.1)]
    return _triangular_lattice(points)


def tri(size: int) -> Graph:
    """`(tri n)`: a triangle of n^2 triangular cells, n along each side.

    >>> len(tri(3).faces)
    9
    """
    n = _size(size, "a triangle of triangles")
    check_size(n * n, f"(tri {n})")
    h = SQRT3 / 2

    def at(r: int, c: int) -> Point:
        return (c - 0.5 * r, r * h)

    up = [(at(r, c), at(r, c + 1), at(r + 1, c + 1)) for r in range(n) for c in range(r, n)]
    down = [(at(r, c), at(r + 1, c + 1), at(r + 1, c)) for r in range(n) for c in range(r + 1, n)]
    return Graph.from_polygons(up + down, basis="Triangular")


# ---------------------------------------------------------------- snub square and Cairo
_U2, _U3 = 0.5, SQRT3 / 2
#: Ludii's Tiling33434.ref: the satellite points of each reference position.
T33434_POINTS = (
    (-_U2, -_U2 - _U3), (_U2, -_U2 - _U3), (-_U2 - _U3, -_U3), (_U2 + _U3, -_U3),
    (0.0, -_U2), (-2 * _U2 - _U3, 0.0), (-_U3, 0.0), (_U3, 0.0), (2 * _U2 + _U3, 0.0),
    (0.0, _U2), (-_U2 - _U3, _U3), (_U2 + _U3, _U3), (-_U2, _U2 + _U3), (_U2, _U2 + _U3))


def tiling(kind: str, size: int) -> Graph:
    """`(tiling T33434 n)`: the snub square tiling 3.3.4.3.4 built as Ludii builds
    it (an n x n diamond of reference points, edges joining points one unit
    apart). Its dual is Ludii's Cairo board: dual(tiling("T33434", 5)).

    >>> g = tiling("T33434", 2); len(g.faces) > 0
    True
    """
    if kind != "T33434":
        raise BoardError(f"the tiling {kind} is not available; supported: T33434")
    n = _size(size, "a snub square tiling")
    check_size(7 * n * n, f"(tiling T33434 {n})")
    h = (1 + SQRT3) / 2
    points: dict[tuple[float, float], Point] = {}
    for r in range(n):
        for c in range(n):
            x0, y0 = h * (c - r), h * (r + c)
            for dx, dy in T33434_POINTS:
                p = (x0 + dx, y0 + dy)
                points.setdefault((round(p[0], 4), round(p[1], 4)), p)
    vertices = list(points.values())
    cell: dict[tuple[int, int], list[int]] = {}
    for i, (x, y) in enumerate(vertices):
        cell.setdefault((math.floor(x), math.floor(y)), []).append(i)
    edges = []
    for i, (x, y) in enumerate(vertices):
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for j in cell.get((math.floor(x) + dx, math.floor(y) + dy), ()):
                    if j > i and abs(math.dist(vertices[i], vertices[j]) - 1) < 0.01:
                        edges.append((i, j))
    return Graph.from_vertices_edges(vertices, edges, basis="T33434")


#: Half-length of the bar through each grid square of a Cairo board; this
#: value makes every pentagon edge the same length.
CAIRO_BAR = (math.sqrt(7) - 1) / 6


def cairo_cells(k: int) -> dict[tuple[str, int, int], tuple[Point, ...]]:
    """The pentagons of the CAIRO-k board by name: ("H", i, j) for
    0 <= i <= k-2, 0 <= j <= k-1 and ("V", i, j) for 0 <= i <= k-1, 0 <= j <= k-2.

    The pentagons lie on a square grid of unit squares (corners at integer
    points): H(i, j) sits on the vertical grid edge x = j, i <= y <= i+1, and
    V(i, j) on the horizontal edge y = i, j <= x <= j+1. A bar through the
    centre of each square separates its four pentagons: vertical where i + j
    is even (H(i,j) and H(i,j+1) touch), horizontal where it is odd (V(i,j) and
    V(i+1,j) touch).
    """
    k = _size(k, "a Cairo board", least=2)
    check_size(2 * k * (k - 1), f"(cairo {k})")
    d = CAIRO_BAR

    def even(i: int, j: int) -> bool:
        return (i + j) % 2 == 0

    cells: dict[tuple[str, int, int], tuple[Point, ...]] = {}
    for i in range(k - 1):
        for j in range(k):
            cy = i + 0.5
            right = ([(j + 0.5, cy - d), (j + 0.5, cy + d)] if even(i, j)
                     else [(j + 0.5 - d, cy)])
            left = ([(j - 0.5, cy + d), (j - 0.5, cy - d)] if even(i, j - 1)
                    else [(j - 0.5 + d, cy)])
            cells[("H", i, j)] = ((j, i), *right, (j, i + 1), *left)
    for i in range(k):
        for j in range(k - 1):
            cx = j + 0.5
            below = ([(cx, i - 0.5 + d)] if even(i - 1, j)
                     else [(cx - d, i - 0.5), (cx + d, i - 0.5)])
            above = ([(cx, i + 0.5 - d)] if even(i, j)
                     else [(cx + d, i + 0.5), (cx - d, i + 0.5)])
            cells[("V", i, j)] = ((j, i), *below, (j + 1, i), *above)
    return cells


def cairo(k: int) -> Graph:
    """The CAIRO-k board of Cairo pentagons: 2k(k-1) cells (see cairo_cells).

    >>> len(cairo(5).faces)
    40
    """
    return Graph.from_polygons(cairo_cells(k).values(), basis="Cairo")


# ---------------------------------------------------------------- wedge
def wedge(rows: int, columns: int = 3) -> Graph:
    """`(wedge rows [columns])`: a triangle of points with its apex at the top and rows rows; each
    row below the apex has columns points (3 unless given) spread evenly, joined across and to
    the row below, and the apex joins the first row. Wedges add triangular arms to Alquerque
    boards. As in Ludii, the apex is vertex 0 and the rows follow downwards, left to right, and
    a wedge is lines only: it has no cells, so no diagonals across them.

    >>> g = wedge(3); len(g.vertices), len(g.edges), len(g.faces)
    (7, 10, 0)
    """
    rows = _size(rows, "a wedge")
    columns = _size(columns, "a wedge", least=2)
    check_size(rows * columns, f"(wedge {rows} {columns})")
    middle = rows - 1
    points: list[Point] = [(middle, middle)]
    for r in range(1, rows):
        left, right = middle - r, middle + r
        points += [(left + (right - left) * c / (columns - 1), middle - r) for c in range(columns)]
    edges = [(0, c + 1) for c in range(columns)]
    for r in range(1, rows):
        first = (r - 1) * columns + 1
        edges += [(first + c, first + c + 1) for c in range(columns - 1)]
        if r < rows - 1:
            edges += [(first + c, first + columns + c) for c in range(columns)]
    return Graph.in_order(points, edges, faces=(), basis="Custom")  # lines only, no cells, as in Ludii


# ---------------------------------------------------------------- custom
def graph(vertices: Sequence[Sequence[float]], edges: Sequence[Sequence[int]] = ()) -> Graph:
    """`(graph vertices:{{x y} ...} edges:{{a b} ...})`: a board from listed
    vertices and edges (vertex numbers from 0), numbered as listed, as in Ludii; its
    cells are the regions the edges enclose.

    >>> g = graph([(0, 0), (1, 0), (0, 1)], [(0, 1), (1, 2), (2, 0)])
    >>> len(g.faces)
    1
    """
    check_size(len(vertices), "(graph ...)")
    points = []
    for v in vertices:
        if len(v) < 2:
            raise BoardError(f"graph: vertex {list(v)} needs two coordinates {{x y}}")
        points.append((float(v[0]), float(v[1])))
    pairs = []
    for e in edges:
        if len(e) != 2:
            raise BoardError(f"graph: edge {list(e)} needs two vertex numbers {{a b}}")
        pairs.append((int(e[0]), int(e[1])))
    return Graph.in_order(points, pairs)


__all__ = ["square", "rectangle", "square_diagonals", "concentric", "concentric_circle", "regular", "repeat", "poly", "hex", "tri", "tri_hexagon", "tri_sides",
           "wedge", "tiling", "cairo", "cairo_cells", "graph"]
