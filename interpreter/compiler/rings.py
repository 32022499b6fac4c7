"""Areas that turn: the rings of a ``(rotatingRings ...)`` board, or any family of areas of a
board declared with ``(regions "Name" {...})`` and named by ``areas:"Name"`` (a Pentago board's
quadrants), the sites where two areas touch (contacts), and turning an area with its pieces.

An area turns by the smallest rotation about its centre that maps it onto itself (a sixth of a
turn for a ring of six hexagons, a quarter for a 3 x 3 square): its sites fall into orbits, each
listed counter-clockwise, and one step moves each piece to the next site of its orbit. A ring's
orbit is its sites counter-clockwise from slot 0, east of its centre. Turning goes through the
logged mutators, so undo and hypotheticals need nothing more; how far each area has turned is
kept in the state's layout (``RING_TURNS`` for a ring board, one slot a ring; ``RING_TURNS`` and the
family's name for a family of areas), in steps counter-clockwise, for pictures.
Two sites touch when they are orthogonal neighbours in different areas (a ring board keeps its
own contact pairs).

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from interpreter.board.errors import BoardError
from interpreter.compiler import Compiler
from interpreter.compiler.areas import resolve_areas
from interpreter.layout import RING_TURNS
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError

if TYPE_CHECKING:
    from interpreter.board.board import Board
    from interpreter.board.rings import RotatingRings
    from interpreter.state import State


#: The array of the state's layout that keeps how far each ring has turned.

#: The orders of rotation tried for an area, finest first: sixths, quarters, thirds, halves.
_ORDERS = (6, 4, 3, 2)


class Rings:
    """The areas that turn, as tables: ``orbits[k]`` (area k's orbits, each counter-clockwise),
    ``period[k]`` (the steps of a whole turn), ``ring_of[site]`` (-1 off the areas), ``contact[site]``
    (the one touching site of another area, -1 when none or several), ``touching[site]`` (every
    such site), ``sites_of[k]`` (sorted) and ``names[k]`` (for the notation)."""

    __slots__ = ("orbits", "period", "ring_of", "contact", "touching", "sites_of", "names", "turns")

    def __init__(self, orbits: Iterable[Iterable[Iterable[int]]], names: Iterable[str],
                 touching: Iterable[Iterable[int]], num_sites: int, turns: str = RING_TURNS) -> None:
        self.turns = turns  # the layout's array of how far each area has turned
        self.orbits = tuple(tuple(tuple(orbit) for orbit in area) for area in orbits)
        self.period = tuple(max(len(orbit) for orbit in area) for area in self.orbits)
        self.names = tuple(names)
        ring_of = [-1] * num_sites
        for k, area in enumerate(self.orbits):
            for orbit in area:
                for site in orbit:
                    ring_of[site] = k
        self.ring_of = tuple(ring_of)
        self.touching = tuple(tuple(sorted(others)) for others in touching)
        self.contact = tuple(others[0] if len(others) == 1 else -1 for others in self.touching)
        self.sites_of = tuple(tuple(sorted(site for orbit in area for site in orbit)) for area in self.orbits)

    @classmethod
    def of_ring_board(cls, rings: RotatingRings, num_sites: int) -> Rings:
        """The rings of a (rotatingRings ...) board, with its contact pairs."""
        touching: list[list[int]] = [[] for _ in range(num_sites)]
        for (a, i), (b, j) in rings.contacts:
            x, y = rings.site(a, i), rings.site(b, j)
            touching[x].append(y)
            touching[y].append(x)
        names = [f"A{k}" for k in range(len(rings.site_of))]
        return cls([[row] for row in rings.site_of], names, touching, num_sites)

    @classmethod
    def of_areas(cls, areas: Sequence[Sequence[int]], family: str, board: Board) -> Rings:
        """A family of areas of a board, each turning about its centre; BoardError for an area no
        rotation maps onto itself."""
        orbits = [_orbits(area, board, f"{family}{k}") for k, area in enumerate(areas)]
        area_of = {site: k for k, area in enumerate(areas) for site in area}
        neighbours = board.neighbour_table("Orthogonal")
        touching = [[n for n in neighbours[site] if area_of.get(n, k) != k] if (k := area_of.get(site)) is not None
                    else [] for site in range(board.num_sites)]
        return cls(orbits, [f"{family}{k}" for k in range(len(areas))], touching, board.num_sites,
                   f"{RING_TURNS} {family}")


def _orbits(area: Iterable[int], board: Board, name: str) -> list[list[int]]:
    """The orbits of an area's sites under the finest rotation about its centre that maps the area
    onto itself, each listed counter-clockwise."""
    sites = sorted(area)
    centres = {site: board.centres[site] for site in sites}
    cx = sum(x for x, _ in centres.values()) / len(sites)
    cy = sum(y for _, y in centres.values()) / len(sites)
    scale = max([math.hypot(x - cx, y - cy) for x, y in centres.values()] + [1.0])
    for order in _ORDERS:
        angle = 2 * math.pi / order
        cos, sin = math.cos(angle), math.sin(angle)
        step = {}
        for site, (x, y) in centres.items():
            tx, ty = cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos
            target = min(sites, key=lambda s: math.hypot(centres[s][0] - tx, centres[s][1] - ty))
            if math.hypot(centres[target][0] - tx, centres[target][1] - ty) > 1e-3 * scale:
                break
            step[site] = target
        else:
            found, seen = [], set()
            for site in sites:
                if site not in seen:
                    orbit = [site]
                    seen.add(site)
                    while step[orbit[-1]] != site:
                        orbit.append(step[orbit[-1]])
                        seen.add(orbit[-1])
                    found.append(orbit)
            return found
    raise BoardError(f"area {name} cannot turn: no rotation about its centre maps it onto itself")


def rings_of(bound: Bound, c: Compiler) -> Rings:
    """The areas that turn for a ludeme: those of its areas: family, or the rings of the board;
    a diagnostic at ``bound`` when there are none or they cannot turn."""
    family = bound.get("areas")
    key = f"rings {family}" if family is not None else "rings"
    known = c.shared("equipment")
    if key in known:
        found: Rings = known[key]
        return found
    if family is not None:
        try:
            found = known[key] = Rings.of_areas(resolve_areas(family, bound, c).areas, family, c.board)
        except BoardError as error:
            raise DiagnosticError([Diagnostic.error(str(error), bound.node.span)]) from None
        return found
    rings = getattr(c, "rings", None)
    if rings is None:
        raise DiagnosticError([Diagnostic.error(
            f"({bound.ludeme.head} {bound.ludeme.selector or ''} ...) needs areas that turn",
            bound.node.span, hint='use (board (rotatingRings)), or name a family of areas of the board '
                                  'with areas:"Name" (declared with (regions "Name" {...}))')])
    found = known[key] = Rings.of_ring_board(rings, c.board.num_sites)
    return found


def turner(tables: Rings, c: Compiler) -> Callable[[State, Iterable[int], int], None]:
    """``turn(state, areas, steps)``: the pieces of each area listed move ``steps`` steps round
    their orbits (+1 counter-clockwise), and the area's turns are counted (``tables.turns``)."""
    orbits, period = tables.orbits, tables.period
    first = c.layout.array(tables.turns, len(orbits))

    def turn(state: State, areas: Iterable[int], steps: int) -> None:
        who, what = state.who, state.what
        for area in areas:
            for cycle in orbits[area]:
                kinds = [what[site] for site in cycle]
                if max(kinds) < 0:
                    continue  # an empty orbit turns without a change
                owners = [who[site] for site in cycle]
                shift = steps % len(cycle)
                turned = zip(cycle, kinds[-shift:] + kinds[:-shift], owners[-shift:] + owners[:-shift], kinds,
                             owners)
                for site, piece, owner, old_piece, old_owner in turned:
                    if piece != old_piece or owner != old_owner:
                        if piece < 0:
                            state.clear(site)
                        else:
                            state.place(site, owner, piece)
        slots = state.slots
        for area in areas:
            state.set_slot(first + area, (slots[first + area] + steps) % period[area])

    return turn
