"""A ring of rotatable areas of hexagons, joined by contact pairs.

Each area is the ring of six hexagons around an (absent) centre cell; the
areas sit round the board centre. Slot j of an area is the hexagon in
direction 60*j degrees (counter-clockwise from east) from the area's centre,
and area k's centre lies `distance` hex steps from the board centre in
direction 360*k/areas degrees. Contacts are the pairs of slots of different
areas whose hexagons share an edge.

Areas turn; the board does not. A state keeps each area's tokens in its own
frame together with a rotation offset: a token at frame position f of an area
turned by offset o shows in slot (f + o) mod 6. Turning an area is then one
change of its offset.

>>> rr = rotating_rings()
>>> rr.board.num_sites, rr.contacts[0]
(36, ((0, 2), (1, 5)))
>>> rr.board_slot(frame=0, offset=-1)
5
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .board import Board
from .errors import BoardError
from .generators import HEX_CORNERS, SQRT3
from .graph import Graph

SLOTS = 6


@dataclass(frozen=True)
class RotatingRings:
    """The board of the areas and the tables to move between slots, frames and sites."""

    board: Board
    areas: int
    site_of: tuple[tuple[int, ...], ...]          # [area][slot] -> site
    area_slot: tuple[tuple[int, int], ...]        # site -> (area, slot)
    contacts: tuple[tuple[tuple[int, int], tuple[int, int]], ...]

    def site(self, area: int, slot: int) -> int:
        """The board site of an area's slot."""
        return self.site_of[area][slot % SLOTS]

    def partner(self, area: int, slot: int) -> tuple[int, int] | None:
        """The (area, slot) in contact with this slot, or None."""
        for a, b in self.contacts:
            if a == (area, slot % SLOTS):
                return b
            if b == (area, slot % SLOTS):
                return a
        return None

    @staticmethod
    def board_slot(frame: int, offset: int) -> int:
        """Where a token at a frame position shows, for an area turned by offset."""
        return (frame + offset) % SLOTS

    @staticmethod
    def frame_position(slot: int, offset: int) -> int:
        """The frame position that shows in a board slot, for an area turned by offset."""
        return (slot - offset) % SLOTS

    @staticmethod
    def turn(offsets: tuple[int, ...], area: int | None, steps: int) -> tuple[int, ...]:
        """Offsets after turning one area (or every area, for None) by steps:
        +1 is a counter-clockwise sixth of a turn, -1 a clockwise one."""
        return tuple((o + steps) % SLOTS if area is None or a == area else o
                     for a, o in enumerate(offsets))


def rotating_rings(areas: int = 6, distance: int = 3) -> RotatingRings:
    """`areas` rings of six hexagons around a common centre (areas in 2..6).

    With the defaults: six areas, contact pairs Ak.(k+2) - A(k+1).(k+5).
    """
    if not 2 <= areas <= 6 or 6 % areas:
        raise BoardError(f"rotating rings: areas must be 2, 3 or 6, got {areas}")
    if isinstance(distance, bool) or not isinstance(distance, int) or distance < 1:
        raise BoardError(f"rotating rings: distance must be a whole number of steps, got {distance!r}")
    step = SQRT3
    named: list[tuple[tuple[int, int], tuple[float, float]]] = []
    for k in range(areas):
        angle = math.radians(360 * k / areas)
        cx, cy = distance * step * math.cos(angle), distance * step * math.sin(angle)
        for j in range(SLOTS):
            a = math.radians(60 * j)
            named.append(((k, j), (cx + step * math.cos(a), cy + step * math.sin(a))))
    graph = Graph.from_polygons(
        [tuple((x + dx, y + dy) for dx, dy in HEX_CORNERS) for _, (x, y) in named],
        basis="Hexagonal")
    probe = Board(graph)
    area_slot = [(0, 0)] * len(named)
    for name, centre in named:
        site = probe.site_at(centre)
        if site is None:
            raise BoardError(f"rotating rings: no hexagon at {centre} of this layout")
        area_slot[site] = name
    if len(set(area_slot)) != len(named):
        raise BoardError(f"rotating rings: at distance {distance} the areas overlap; "
                         "use a larger distance")
    labels = [f"A{k}.{j}" for k, j in area_slot]
    regions = {f"A{k}": [s for s, (a, _) in enumerate(area_slot) if a == k] for k in range(areas)}
    board = Board(graph, labels=labels, regions=regions)
    site_of = [[0] * SLOTS for _ in range(areas)]
    for s, (k, j) in enumerate(area_slot):
        site_of[k][j] = s
    contacts = sorted(
        (_ordered_contact(area_slot[a], area_slot[b], areas)
         for a, b in board.pairs("Orthogonal") if area_slot[a][0] != area_slot[b][0]))
    return RotatingRings(board, areas, tuple(map(tuple, site_of)), tuple(area_slot),
                         tuple(contacts))


def _ordered_contact(a: tuple[int, int], b: tuple[int, int],
                     areas: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """A contact written with area k before area k+1 (mod areas)."""
    return (a, b) if (a[0] + 1) % areas == b[0] else (b, a)
