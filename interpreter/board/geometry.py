"""Plane geometry helpers: points are (x, y) tuples of floats, y grows upwards.

>>> polygon_area(((0, 0), (1, 0), (1, 1), (0, 1)))
1.0
>>> bearing((0, 0), (0, 1))
0.0
"""

from __future__ import annotations

import math
from typing import Iterable, Sequence

Point = tuple[float, float]

#: Coordinates are compared after rounding to this many decimals.
PRECISION = 6

#: The 16 compass points, clockwise from north; bearing of entry k is 22.5 * k degrees.
COMPASS = ("N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
           "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW")


def snap(value: float) -> float:
    """Round a coordinate so that equal points computed two ways compare equal."""
    result = round(value, PRECISION)
    return 0.0 if result == 0 else result


def key(point: Point) -> Point:
    """The snapped form of a point, for use as a dictionary key."""
    return (snap(point[0]), snap(point[1]))


#: Coordinates closer than this belong to the same row or column.
TOLERANCE = 1e-4


def ranks(values: Sequence[float], tolerance: float = TOLERANCE) -> list[int]:
    """Rank of each value among the distinct values, where values closer than
    tolerance count as one. ranks([0.5, 0.1, 0.50000001]) == [1, 0, 1]"""
    order = sorted(range(len(values)), key=values.__getitem__)
    result = [0] * len(values)
    rank, previous = -1, None
    for i in order:
        if previous is None or values[i] - previous > tolerance:
            rank += 1
            previous = values[i]
        result[i] = rank
    return result


def ludii_order(points: Sequence[Point]) -> list[int]:
    """Indices of points in Ludii's site order: bottom row first, each row
    left to right (rows are equal y within TOLERANCE).

    >>> ludii_order([(1, 1), (0, 1), (5, 0)])
    [2, 1, 0]
    """
    rows = ranks([p[1] for p in points])
    return sorted(range(len(points)), key=lambda i: (rows[i], points[i][0]))


def polygon_area(polygon: Sequence[Point]) -> float:
    """Signed area: positive when the corners run counter-clockwise."""
    total = 0.0
    for (x1, y1), (x2, y2) in zip(polygon, [*polygon[1:], *polygon[:1]]):
        total += x1 * y2 - x2 * y1
    return total / 2


def average(points: Iterable[Point]) -> Point:
    """The mean of the points (Ludii's midpoint of a face)."""
    xs, ys, count = 0.0, 0.0, 0
    for x, y in points:
        xs, ys, count = xs + x, ys + y, count + 1
    return (xs / count, ys / count)


def bearing(origin: Point, target: Point) -> float:
    """Compass bearing in degrees from origin to target: 0 = north, 90 = east."""
    angle = math.degrees(math.atan2(target[0] - origin[0], target[1] - origin[1]))
    return angle % 360.0


def compass_name(degrees: float) -> str:
    """The nearest of the 16 compass points to a bearing."""
    return COMPASS[int(round(degrees / 22.5)) % 16]


def compass_bearing(name: str) -> float:
    """The bearing of a compass point name such as "NE" (45.0)."""
    return COMPASS.index(name) * 22.5


def rotate_point(point: Point, degrees: float, pivot: Point = (0.0, 0.0)) -> Point:
    """Rotate counter-clockwise by degrees around pivot."""
    theta = math.radians(degrees)
    dx, dy = point[0] - pivot[0], point[1] - pivot[1]
    return (pivot[0] + dx * math.cos(theta) - dy * math.sin(theta),
            pivot[1] + dy * math.cos(theta) + dx * math.sin(theta))


def distance_to_segment(point: Point, a: Point, b: Point) -> float:
    """Euclidean distance from point to the segment ab."""
    (px, py), (ax, ay), (bx, by) = point, a, b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def contains(polygon: Sequence[Point], point: Point, margin: float = 0.0) -> bool:
    """Whether point lies inside polygon, or within margin of its boundary."""
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, [*polygon[1:], *polygon[:1]]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    if inside:
        return True
    return any(distance_to_segment(point, a, b) <= margin
               for a, b in zip(polygon, [*polygon[1:], *polygon[:1]]))


def perimeter_walks(points: Sequence[Point], edges: Iterable[tuple[int, int]]) -> list[list[int]]:
    """The outer boundaries of a drawing of points joined by edges, as Ludii measures them: from the
    leftmost point not yet covered, walk clockwise, at each point taking the first edge clockwise from
    the one arrived by; the points on or inside a walk are covered; a walk starting inside another is
    dropped. Edges that cross without a point between do not change the walk.

    >>> perimeter_walks([(0, 0), (1, 0), (1, 1), (0, 1), (0.5, 0.5)], [(0, 1), (1, 2), (2, 3), (3, 0), (0, 4), (4, 2)])
    [[0, 3, 2, 1]]
    """
    around: dict[int, list[int]] = {v: [] for v in range(len(points))}
    for a, b in edges:
        if a != b:
            around[a].append(b)
            around[b].append(a)
    covered: set[int] = set()
    walks: list[list[int]] = []
    while len(covered) < len(points):
        start = min((v for v in range(len(points)) if v not in covered), key=lambda v: points[v][0])
        walk, came_from, at = [], None, start
        back = 270.0  # arriving from the west
        for _ in range(2 * sum(len(n) for n in around.values()) + 1):
            walk.append(at)
            choices = [w for w in around[at] if w != came_from] or around[at]
            if not choices:
                break
            ahead = min(choices, key=lambda w: (bearing(points[at], points[w]) - back) % 360.0 or 360.0)
            back, came_from, at = bearing(points[ahead], points[at]), at, ahead
            if at == start:
                break
        polygon = [points[v] for v in walk]
        covered.update(walk)
        covered.update(v for v in range(len(points)) if v not in covered and contains(polygon, points[v]))
        walks.append(walk)
    return [walk for walk in walks
            if not any(other is not walk and len(other) > 2 and contains([points[v] for v in other], points[walk[0]])
                       for other in walks)]


def walk_corners(walk: Sequence[Point]) -> tuple[set[int], set[int]]:
    """The convex and the concave corners of a perimeter walk (as perimeter_walks gives it), by
    position in the walk, found as Ludii finds them: each point scores how far it stands out of
    the line through its k-th neighbours along the walk (k = 1, 2, 3, divided by k; positive where
    the outline turns outwards), the scores are smoothed once, and a corner is a local peak above
    0.32 (with neighbours scoring at least 95% of a peak joined to it) or a local trough below
    -0.25. A walk of fewer than six points is all convex corners.

    >>> walk_corners([(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0)])
    ({0, 2, 4, 6}, set())
    >>> sorted(walk_corners([(0, 0), (0, 2), (1, 2), (1, 1), (2, 1), (2, 0)])[1])
    [3]
    """
    count = len(walk)
    if count < 6:
        return set(range(count)), set()
    raw = []
    for n, point in enumerate(walk):
        score = 0.0
        for k in (1, 2, 3):
            before, after = walk[(n - k) % count], walk[(n + k) % count]
            turn = ((point[0] - before[0]) * (after[1] - before[1])
                    - (after[0] - before[0]) * (point[1] - before[1]))
            outwards = turn <= -1e-5  # the walk turns clockwise here
            score += (1 if outwards else -1) * _distance_to_line(point, before, after) / k
        raw.append(score)
    scores = [(4 * raw[n] + raw[(n + 1) % count] + raw[n - 1]) / 6 for n in range(count)]
    margin = 0.001
    convex = [scores[n] >= 0.32 and scores[n] >= scores[n - 1] - margin
              and scores[n] >= scores[(n + 1) % count] - margin for n in range(count)]
    for n in range(count):  # in order, so that a run of near-peaks after a peak joins it
        if convex[n]:
            if scores[n - 1] >= 0.95 * scores[n]:
                convex[n - 1] = True
            if scores[(n + 1) % count] >= 0.95 * scores[n]:
                convex[(n + 1) % count] = True
    concave = {n for n in range(count) if scores[n] <= -0.25 and scores[n] <= scores[n - 1] + margin
               and scores[n] <= scores[(n + 1) % count] + margin}
    return {n for n in range(count) if convex[n]}, concave


def _distance_to_line(point: Point, a: Point, b: Point) -> float:
    """Distance from point to the (endless) line through a and b."""
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length == 0:
        return math.hypot(point[0] - a[0], point[1] - a[1])
    return abs((b[0] - a[0]) * (a[1] - point[1]) - (a[0] - point[0]) * (b[1] - a[1])) / length


def _clusters(points: Sequence[Point], theta: float, rows: bool) -> tuple[list[int], float]:
    """Ludii's grouping of points into rows (or columns) along the direction theta: by distance
    from a line in that direction outside the board, a new group wherever a point lies further
    than 0.6 of the mean spacing from the mean of the group being made; and the fit's error."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, bottom, width, height = min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
    a = (left + width / 2, bottom - height) if rows else (left - width, bottom + height / 2)
    b = (a[0] + width * math.cos(theta), a[1] + width * math.sin(theta))
    margin = 0.6 * (width + height) / 2 / math.sqrt(len(points))
    scores = [_distance_to_line(p, a, b) for p in points]
    groups: list[list[int]] = []
    total = 0.0
    for i in sorted(range(len(points)), key=scores.__getitem__):
        if not groups or abs(scores[i] - total / len(groups[-1])) > margin:
            groups.append([])
            total = 0.0
        groups[-1].append(i)
        total += scores[i]
    found = [0] * len(points)
    error = 0.0
    for number, group in enumerate(groups):
        mean = sum(scores[i] for i in group) / len(group)
        for i in group:
            found[i] = number
        error += (mean - scores[group[-1]]) ** 2 / len(group)  # Ludii weighs the last point of each group
    return found, error + 0.01 * len(groups)


def ludii_rows_columns(points: Sequence[Point]) -> tuple[list[int], list[int]] | None:
    """The row and column of each point as Ludii measures a board it cannot read as a tiling: rows
    along the best of 0, 15, ..., 60 degrees, columns along the best of 90, 105 and 120 degrees
    from the rows (see `_clusters`). None for points all in one line across or up.

    >>> ludii_rows_columns([(0, 0), (1, 0), (1.3, 0.1), (0, 1)])
    ([0, 0, 0, 1], [0, 1, 1, 0])
    """
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    if len(points) < 2 or max(xs) == min(xs) or max(ys) == min(ys):
        return None

    def best(angles: Iterable[float], rows: bool) -> tuple[list[int], float]:
        chosen: tuple[list[int], float] = ([], 0.0)
        least = 1000.0
        for theta in angles:
            found, error = _clusters(points, theta, rows)
            if error < least:
                chosen, least = (found, theta), error
                if error < 0.01:
                    break
        return chosen

    rows, theta = best((math.radians(a) for a in range(0, 61, 15)), True)
    columns, _ = best((theta + math.radians(a) for a in (90, 105, 120)), False)
    return rows, columns
