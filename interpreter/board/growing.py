"""An unbounded square grid that grows as sites are added.

Positions are integer (x, y) pairs, x to the east and y to the north. The grid
is immutable: `extend` returns a larger grid in which every old position keeps
its site number (sites are numbered in the order they were added).
Neighbours are arithmetic, so nothing is recomputed as the grid grows.

>>> g = GrowingGrid().extend((0, 0), (1, 0))
>>> g.site((1, 0)), sorted(g.frontier())
(1, [(-1, 0), (0, -1), (0, 1), (1, -1), (1, 1), (2, 0)])
"""

from __future__ import annotations

from typing import Iterable, Iterator

from .board import Board
from .errors import BoardError
from .graph import Graph, check_size

Position = tuple[int, int]

#: Unit steps of the compass directions.
STEPS: dict[str, Position] = {"N": (0, 1), "NE": (1, 1), "E": (1, 0), "SE": (1, -1),
                              "S": (0, -1), "SW": (-1, -1), "W": (-1, 0), "NW": (-1, 1)}

#: Directions of each relation.
RELATION_STEPS = {"Orthogonal": ("N", "E", "S", "W"), "Diagonal": ("NE", "SE", "SW", "NW"),
                  "Adjacent": tuple(STEPS), "All": tuple(STEPS)}


def step(position: Position, direction: str) -> Position:
    """The position one step away in a compass direction."""
    try:
        dx, dy = STEPS[direction]
    except KeyError:
        raise BoardError(f"unknown direction {direction!r}; expected one of {', '.join(STEPS)}") from None
    return (position[0] + dx, position[1] + dy)


def around(position: Position, relation: str = "Orthogonal") -> tuple[Position, ...]:
    """Every position related to position, whether on the grid or not."""
    try:
        names = RELATION_STEPS[relation]
    except KeyError:
        raise BoardError(f"unknown relation {relation!r}; expected one of "
                         f"{', '.join(RELATION_STEPS)}") from None
    return tuple(step(position, d) for d in names)


def distance(a: Position, b: Position, relation: str = "Orthogonal") -> int:
    """Steps between positions on the unbounded grid (Manhattan for
    Orthogonal, king moves for Adjacent)."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    if relation == "Orthogonal":
        return dx + dy
    if relation in ("Adjacent", "All"):
        return max(dx, dy)
    raise BoardError(f"distance: relation {relation!r} has no unbounded distance; "
                     "use Orthogonal or Adjacent")


class GrowingGrid:
    """The positions placed so far on an unbounded square grid."""

    __slots__ = ("_positions", "_index")

    def __init__(self, positions: Iterable[Position] = ()):
        self._positions: tuple[Position, ...] = ()
        self._index: dict[Position, int] = {}
        self._add(positions)

    def _add(self, positions: Iterable[Position]) -> None:
        found = list(self._positions)
        for p in positions:
            if (not isinstance(p, tuple) or len(p) != 2
                    or not all(isinstance(c, int) and not isinstance(c, bool) for c in p)):
                raise BoardError(f"growing grid: position {p!r} is not an (x, y) pair of integers")
            if p in self._index:
                raise BoardError(f"growing grid: position {p} is already on the grid")
            self._index[p] = len(found)
            found.append(p)
        check_size(len(found), "the growing grid")
        self._positions = tuple(found)

    def extend(self, *positions: Position) -> "GrowingGrid":
        """A new grid with more positions; old site numbers are unchanged."""
        grown = GrowingGrid.__new__(GrowingGrid)
        grown._positions, grown._index = self._positions, dict(self._index)
        grown._add(positions)
        return grown

    def __len__(self) -> int:
        return len(self._positions)

    def __contains__(self, position: object) -> bool:
        return position in self._index

    def __iter__(self) -> Iterator[Position]:
        return iter(self._positions)

    def __repr__(self) -> str:
        return f"<GrowingGrid {len(self)} sites>"

    @property
    def positions(self) -> tuple[Position, ...]:
        """Positions in site order."""
        return self._positions

    def site(self, position: Position) -> int:
        """The site number of a position on the grid."""
        try:
            return self._index[position]
        except KeyError:
            raise BoardError(f"growing grid: no site at {position}") from None

    def position(self, site: int) -> Position:
        """The position of a site number."""
        return self._positions[site]

    def neighbours(self, position: Position, relation: str = "Orthogonal") -> tuple[Position, ...]:
        """Related positions that are on the grid."""
        return tuple(p for p in around(position, relation) if p in self._index)

    def frontier(self, relation: str = "Orthogonal") -> frozenset[Position]:
        """Positions off the grid that are related to a position on it (where it can grow)."""
        return frozenset(p for q in self._positions for p in around(q, relation)
                         if p not in self._index)

    def ray(self, position: Position, direction: str) -> tuple[Position, ...]:
        """Positions on the grid met walking from position (excluded) until a gap."""
        found = []
        current = step(position, direction)
        while current in self._index:
            found.append(current)
            current = step(current, direction)
        return tuple(found)

    def bounds(self) -> tuple[int, int, int, int]:
        """(min x, min y, max x, max y) of the positions."""
        if not self._positions:
            raise BoardError("growing grid: an empty grid has no bounds")
        xs = [p[0] for p in self._positions]
        ys = [p[1] for p in self._positions]
        return (min(xs), min(ys), max(xs), max(ys))

    def to_board(self) -> Board:
        """A snapshot Board of unit squares (for pictures and finite queries);
        its sites are in Ludii's order and labelled "x,y"."""
        if not self._positions:
            raise BoardError("growing grid: an empty grid has no board")
        graph = Graph.from_polygons((((x - 0.5, y - 0.5), (x + 0.5, y - 0.5), (x + 0.5, y + 0.5),
                                      (x - 0.5, y + 0.5)) for x, y in self._positions),
                                    basis="Square")
        labels = [f"{round(cx)},{round(cy)}" for cx, cy in graph.face_centres]
        return Board(graph, labels=labels)


def growing_grid(*positions: Position) -> GrowingGrid:
    """An unbounded square grid holding the given positions (often none yet)."""
    return GrowingGrid(positions)
