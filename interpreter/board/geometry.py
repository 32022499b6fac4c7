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


def convex_hull(points: Iterable[Point]) -> list[Point]:
    """Corners of the convex hull, counter-clockwise, without collinear points."""
    pts = sorted(set(key(p) for p in points))
    if len(pts) <= 2:
        return pts

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    def half(sequence: list[Point]) -> list[Point]:
        chain: list[Point] = []
        for p in sequence:
            while len(chain) >= 2 and cross(chain[-2], chain[-1], p) <= 1e-4:
                chain.pop()
            chain.append(p)
        return chain

    lower, upper = half(pts), half(pts[::-1])
    return lower[:-1] + upper[:-1]
