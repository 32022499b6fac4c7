"""Compile rules of regions (Ludii's ``game.functions.region``): ``f(state) -> sites``.

Each rule's catalogue row is in ``ludeme/catalogue/families/region.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from itertools import compress
from operator import attrgetter
from typing import TYPE_CHECKING

from interpreter.compiler import (MOVE_PARTS, MOVER, PIECES, STATE, Compiler, carry, constant_of, fixed,
                                  gives_board_sites, members_of, on_board, rule, sift)
from interpreter.compiler import clearing, counts, pending
from interpreter.compiler.areas import _over_areas, counts_in_the_area, kept_by_owners
from interpreter.compiler.tracks import track_named, track_sites
from interpreter.compiler.hands import hand_site, has_hands
from interpreter.compiler.supplies import kind_of
from interpreter.compiler.lines import direction_names
from interpreter.compiler.movement import JUMPED, rays_of
from interpreter.compiler.regions import _group_from, _regions
from interpreter.compiler.rings import rings_of
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean

if TYPE_CHECKING:
    from interpreter.compiler import Sites
    from interpreter.state import State

#: ``(sites)``: the sites the context binds, read in one call made in C (they are groups, areas
#: and rings of the board).
_CONTEXT_SITES: Sites = on_board(attrgetter("var_sites"))


@rule("forEach", None, "sites", reads=(), binds={"if": ("site",)})
def for_each_region(bound: Bound, c: Compiler) -> Sites:
    region = c.compile(bound.get("sites"), "sites")
    condition = c.compile(bound.get("if"), "boolean")

    def chosen(state: State) -> Collection[int]:
        return sift(condition, state, region(state), "var_site")

    return chosen


@rule("sites", "Area", "sites", reads=(), binds={"if": ("sites",)})
def sites_area(bound: Bound, c: Compiler) -> Sites:
    family = _over_areas(bound, c)
    areas, of_site = family.areas, family.of_site
    at = c.optional(bound.get("at"), "int")
    condition = c.optional(bound.get("if"), "boolean")
    every = tuple(range(len(areas)))
    count = c.board.num_sites
    # a test of the owners of an area's pieces alone (in a game that keeps no counts of pieces): each
    # area's answer kept, asked again only of the areas whose owners changed
    answers = kept_by_owners(areas, condition, count) if (
        at is None and condition is not None and counts_in_the_area(bound.get("if"), all_owners=True)) else None
    keeps_counts = counts.kept(c)

    def select(state: State) -> Collection[int]:
        chosen: Sequence[int]
        if at is None:
            chosen = every
        else:
            site = at(state)
            chosen = of_site[site] if 0 <= site < count else ()
        if answers is not None and not keeps_counts():
            chosen = list(compress(every, answers(state)))
        elif condition is not None:
            saved, kept = state.var_sites, []
            for index in chosen:
                state.var_sites = areas[index]
                if condition(state):
                    kept.append(index)
            state.var_sites = saved
            chosen = kept
        if len(chosen) == 1:
            return areas[chosen[0]]
        return sorted({site for index in chosen for site in areas[index]})

    return select


@rule("sites", "Track", "sites", reads=(), gives=track_sites)
def sites_track(bound: Bound, c: Compiler) -> Sites:
    """Ludii's reading: from its from: site (the start when none, nothing when off the track),
    up to its to: site; when to: is not met, on from the track's start back to from:."""
    track = track_named(bound, c)
    sites, index = track.sites, track.position
    start = c.optional(bound.get("from"), "int")
    end = c.optional(bound.get("to"), "int")
    if start is None and end is None:
        return fixed(sites)

    def select(state: State) -> Collection[int]:
        first = start(state) if start is not None else -1
        if first < 0:
            position = 0
        elif first in index:
            position = index[first]
        else:
            return ()
        last = end(state) if end is not None else -1
        order = sites[position:] + sites[:position]
        if last in order:
            return order[:order.index(last) + 1]
        return order

    return select


@rule("sites", "Direction", "sites", reads=(), binds={"stop": ("to",)})
def sites_direction(bound: Bound, c: Compiler) -> Sites:
    board = c.board
    origin = bound.get("from")
    from_region = isinstance(origin, tuple) or (isinstance(origin, Bound) and origin.ludeme.returns == "sites")
    start = c.compile(origin, "sites" if from_region else "int")
    names = direction_names(board, bound.get("directions"))
    if not names:
        raise DiagnosticError([Diagnostic.error(
            f"no direction of this board is meant here; it has {', '.join(board.directions)}", bound.node.span)])
    rays = [tuple(board.ray(site, d) for d in names) for site in board.sites]
    included = c.optional(bound.get("included"), "boolean")
    stop = c.optional(bound.get("stop"), "boolean")
    stop_included = c.optional(bound.get("stopIncluded"), "boolean")
    distance = c.optional(bound.get("distance"), "int")
    count = board.num_sites

    if included is None and stop is None and distance is None:
        lines = [tuple(sorted({t for ray in site_rays for t in ray})) for site_rays in rays]
        if not from_region:
            return lambda state: lines[site] if 0 <= (site := start(state)) < count else ()

        def joined(state: State) -> Collection[int]:
            found = set()
            for site in start(state):
                if 0 <= site < count:  # a number given as a site may be off the board
                    found.update(lines[site])
            return sorted(found)

        return joined

    def walk(state: State) -> Collection[int]:
        origins = start(state) if from_region else (start(state),)
        found: dict[int, None] = {}  # in order of discovery, each once
        limit = distance(state) if distance is not None else count
        saved = state.var_to
        for site in origins:
            if not 0 <= site < count:
                continue
            if included is not None and included(state):
                found[site] = None
            for ray in rays[site]:
                for to in ray[:max(0, limit)]:
                    if stop is not None:
                        state.var_to = to
                        if stop(state):
                            if stop_included is not None and stop_included(state):
                                found[to] = None
                            break
                    found[to] = None
        state.var_to = saved
        return sorted(found)

    return walk


@rule("sites", "Empty", "sites", reads={PIECES})
def empty(bound: Bound, c: Compiler) -> Sites:
    def within(state: State, sites: Sequence[int]) -> list[int]:
        what = state.what
        return [site for site in sites if what[site] < 0]

    # the state keeps them as pieces come and go
    return on_board(carry(lambda state: state.empty[:], within=within))


def _sites_reads(bound: Bound) -> frozenset[str]:
    """``(sites)`` reads the context name ``sites``; ``(sites LastTo)`` and ``(sites Pending)`` the
    last move; ``(sites Mover)`` the mover; the rest (the board's parts, listed sites, a named
    player's regions) nothing."""
    if not bound.arguments:
        return frozenset({"sites"})
    who = getattr(bound.arguments.get("who"), "text", "")
    if who and not (who.startswith("P") and who[1:].isdigit()):
        return frozenset({MOVER})
    part = bound.arguments.get("part")
    return frozenset({STATE}) if getattr(part, "text", None) in MOVE_PARTS else frozenset()


@rule("sites", None, "sites", reads=_sites_reads)
def sites(bound: Bound, c: Compiler) -> Sites:
    if "values" in bound.arguments:  # (sites (values Remembered "Owned")): each value once, as a site
        values = c.compile(bound.get("values"), "intArray")
        return lambda state: tuple(sorted(set(values(state))))
    if "who" in bound.arguments:
        return _player_regions(bound, c)
    if "name" in bound.arguments:
        return _named_regions(bound, c)
    if "part" in bound.arguments:
        part = bound.get("part").text
        if part == "Board":
            return on_board(fixed(tuple(range(c.board.num_sites))))
        if part == "LastTo":
            return lambda state: (state.last_to,) if state.last_to >= 0 else ()
        if part == "LastFrom":
            return lambda state: (state.last_from,) if state.last_from >= 0 else ()
        if part == "ToClear":  # the pieces the turn's captures take once it ends
            return clearing.reader(c)
        if part == "Pending":  # the values the last move marked the position pending with
            return pending.reader(c)
        return fixed(tuple(sorted(c.board.region(part))))
    if "sites" in bound.arguments:
        listed = bound.get("sites")
        if not any(isinstance(v, Bound) for v in listed):
            given = tuple(c.site_of(v) for v in listed)
            return on_board(fixed(given)) if all(0 <= site < c.board.num_sites for site in given) else fixed(given)
        # sites worked out in play, such as (sites {(value) (last To)}): those on the board, once each
        parts = [c.compile(v, "int") if isinstance(v, Bound) else fixed(c.site_of(v)) for v in listed]
        size = c.board.num_sites
        return lambda state: tuple(dict.fromkeys(site for part in parts if 0 <= (site := part(state)) < size))
    return _CONTEXT_SITES  # (sites) inside (forEach Group ...)


def _player_regions(bound: Bound, c: Compiler) -> Sites:
    """``(sites Mover)``, ``(sites P1 "Home")``: the sites of the regions of the equipment the player
    owns whose names hold the name given (all of them without one), each once and in order, as Ludii's
    region is a set of sites (a site in two of the player's regions is not listed twice)."""
    name = bound.get("name") or ""
    by_seat = {seat: tuple(sorted({site for region in c.regions if region.owner == f"P{seat}" and name in region.name
                                   for part in region.parts for site in part}))
               for seat in range(1, c.players + 1)}
    seat_of = c.seat(bound.get("who"))
    return lambda state: by_seat.get(seat_of(state), ())


def _named_regions(bound: Bound, c: Compiler) -> Sites:
    """``(sites "Home")``: the sites of the equipment's regions of that name, whoever owns them."""
    name = bound.get("name")
    found = [region for region in c.regions if region.name == name]
    if not found:
        known = sorted({region.name for region in c.regions if region.name})
        raise DiagnosticError([Diagnostic.error(f"no region of the equipment is named {name!r}", bound.node.span,
                                                hint=did_you_mean(name, known) or
                                                f"regions: {', '.join(known) or 'none'}")])
    return on_board(fixed(tuple(dict.fromkeys(site for region in found for part in region.parts
                                              for site in sorted(part)))))


@rule("sites", "Side", "sites", reads=())
def side(bound: Bound, c: Compiler) -> Sites:
    return fixed(tuple(sorted(c.board.side(bound.get("direction").text))))


@rule("sites", "Row", "sites", reads=())
def row(bound: Bound, c: Compiler) -> Sites:
    row_of = c.board.rows
    index = c.compile(bound.get("row"), "int")
    return lambda state: tuple(row_of[index(state)]) if 0 <= index(state) < len(row_of) else ()


@rule("sites", "Column", "sites", reads=())
def column(bound: Bound, c: Compiler) -> Sites:
    columns = c.board.columns
    index = c.compile(bound.get("column"), "int")
    return lambda state: tuple(columns[index(state)]) if 0 <= index(state) < len(columns) else ()


@rule("sites", "Around", "sites", reads=(), binds={"if": ("to",)})
def around(bound: Bound, c: Compiler) -> Sites:
    of = c.compile(bound.get("of"), "sites")
    relation = bound.get("relationType")
    table = c.board.neighbour_table(relation.text if relation else "Adjacent")
    condition = c.optional(bound.get("if"), "boolean")
    include_self = bound.get("includeSelf", False)
    count = c.board.num_sites

    checked = not gives_board_sites(of)  # a number given as a site may be off the board

    def select(state: State) -> Collection[int]:
        centre = of(state)
        if checked and centre and (min(centre) < 0 or max(centre) >= count):
            centre = [site for site in centre if 0 <= site < count]
        found: set[int] = set()
        for site in centre:
            found.update(table[site])
        if include_self:
            found.update(centre)
        else:
            found.difference_update(centre)
        if condition is None:
            return sorted(found)
        if kind_is is not None:  # (= (what at:(to)) k): compare the kinds, without calling the test
            wanted, what = kind_is(state), state.what
            return [site for site in sorted(found) if what[site] == wanted]
        if at_once is not None:
            sifted: list[int] = at_once(state, sorted(found))
            return sifted
        return sift(condition, state, sorted(found))

    kind_is = getattr(condition, "kind_is", None)
    at_once = getattr(condition, "sift", None)  # the test of all candidates at once, if it has one
    return on_board(select)


@rule("sites", "Group", "sites", reads={PIECES}, binds={"if": ("to",)})
def group(bound: Bound, c: Compiler) -> Sites:
    at = c.compile(bound.get("at"), "int")
    table = c.neighbours(bound.get("directions"))
    condition = c.optional(bound.get("if"), "boolean")

    def select(state: State) -> Collection[int]:
        start = at(state)
        if start < 0 or state.what[start] < 0:
            return ()
        saved = state.var_to
        group = _group_from(state, start, table, condition, set())
        state.var_to = saved
        return sorted(group)

    return on_board(select)


@rule("sites", "Start", "sites", reads={STATE})
def start_sites(bound: Bound, c: Compiler) -> Sites:
    """The sites holding each kind of piece once the start rules are applied (for the seed of the
    game asked about), worked out once per seed."""
    choice = c.compile(bound.get("piece"), "piece")
    kept: dict[int, tuple[tuple[int, ...], ...]] = {}

    def at_start(state: State) -> tuple[tuple[int, ...], ...]:
        found = kept.get(state.seed)
        if found is None:
            if len(kept) >= 64:  # the latest seeds are kept
                kept.pop(next(iter(kept)))
            first = state.game.new_initial_state(state.seed)
            found = kept[state.seed] = tuple(tuple(site for site, there in enumerate(first.what) if there == kind)
                                             for kind in range(len(c.pieces)))
        return found

    def sites(state: State) -> tuple[int, ...]:
        kinds = choice.kinds(state)
        if not kinds or not 0 <= kinds[0] < len(c.pieces):
            return ()
        return at_start(state)[kinds[0]]

    return sites


@rule("sites", "Hand", "sites", reads=())
def hand_sites(bound: Bound, c: Compiler) -> Sites:
    site = hand_site(c, bound.get("who"))
    return lambda state: (site(state),)


@rule("sites", "Occupied", "sites", reads={PIECES})
def occupied(bound: Bound, c: Compiler) -> Sites:
    container = bound.get("container")
    if container is not None and container != "Board":
        raise DiagnosticError([Diagnostic.error(f"no container is named {container!r}", bound.node.span,
                                                hint='(sites Occupied ...) looks at the board: container:"Board"')])
    seats = c.seats(bound.get("by"))
    players = c.players
    kinds = _kinds_named(bound, c)
    if kinds is not None:
        return _of_kinds(bound, c, seats, kinds)
    by = bound.get("by")
    held = has_hands(c) and container is None  # as Ludii, a hand holding pieces is a site of its owner's
    if by is not None and by.text in ("All", "Shared"):
        everyone = range(c.players + 1) if by.text == "All" else (c.players,)
        region = _occupied_by_kinds(c, by.text)
        return _with_hands(region, lambda state: everyone, c) if held else on_board(region)

    def select(state: State) -> Collection[int]:
        wanted, who = seats(state), state.who
        if len(wanted) == 1:
            (seat,) = wanted
            if seat == 0:  # Neutral: the pieces no player owns (an empty site is owned by no one either)
                what = state.what
                return [site for site in state.filled if who[site] == 0 and what[site] >= 0]
            return [site for site in state.filled if who[site] == seat]
        if len(wanted) == players:  # everyone's pieces
            return [site for site in state.filled if who[site]]
        return [site for site in state.filled if who[site] and who[site] in wanted]

    def within(state: State, sites: Sequence[int]) -> list[int]:
        wanted, who = seats(state), state.who
        if wanted == (0,):
            return [site for site in sites if who[site] == 0 and state.what[site] >= 0]
        if len(wanted) == players:
            return [site for site in sites if who[site]]
        return [site for site in sites if who[site] and who[site] in wanted]

    region = carry(select, within=within)
    if held:
        return _with_hands(region, lambda state: [seat - 1 for seat in seats(state) if 0 < seat <= players], c)
    return on_board(region)


def _with_hands(region: Sites, hands: Callable[[State], Collection[int]], c: Compiler) -> Sites:
    """A region of pieces on the board and, after them, the sites of the hands (their numbers in
    ``state.hands``, as ``hands(state)`` gives them) that hold pieces."""
    base = c.board.num_sites
    on_the_board: Callable[[State, Sequence[int]], list[int]] = getattr(region, "within")

    def holding(state: State) -> list[int]:
        return [base + hand for hand in hands(state) if state.hands[hand] > 0]

    def sites(state: State) -> Collection[int]:
        found, held = region(state), holding(state)
        return [*found, *held] if held else found

    def within(state: State, candidates: Sequence[int]) -> list[int]:
        kept = on_the_board(state, [site for site in candidates if 0 <= site < base])
        off = [site for site in candidates if site >= base]
        if off:
            held = set(holding(state))
            kept += [site for site in off if site in held]
        return kept

    return carry(sites, within=within)


def _occupied_by_kinds(c: Compiler, word: str) -> Sites:
    """``by:All``: every piece on the board, the players', neutral and shared ones (as Ludii's All
    counts every owner); ``by:Shared``: the pieces of the kinds declared ``Shared``."""
    kinds = frozenset(k for k, kind in enumerate(c.pieces) if word == "All" or kind.owner == -1)

    def select(state: State) -> Collection[int]:
        what = state.what
        return [site for site in state.filled if what[site] in kinds]

    def within(state: State, sites: Sequence[int]) -> list[int]:
        what = state.what
        return [site for site in sites if what[site] in kinds]

    return carry(select, within=within)


def _kinds_named(bound: Bound, c: Compiler) -> Callable[[State], frozenset[int]] | None:
    """``f(state)``: the kinds component: or components: name (by the name without its number, "Pawn"
    for Pawn1, or a kind's number), or None when neither is given."""
    named = bound.get("components")
    one = bound.get("component")
    if named is None and isinstance(one, str):
        named = (one,)
    if named is not None:
        chosen = frozenset(index for index, kind in enumerate(c.pieces) if kind.name.rstrip("0123456789") in named)
        return lambda state: chosen
    if one is None:
        return None
    number = c.compile(one, "int")  # a kind given by its number (kind_number)
    return lambda state: frozenset((kind_of(number(state)),))


def _of_kinds(bound: Bound, c: Compiler, seats: Callable[[State], tuple[int, ...]],
              kinds: Callable[[State], frozenset[int]]) -> Sites:
    """(sites Occupied ...) of the pieces of some kinds only."""

    by = bound.get("by")
    if isinstance(by, s.Name) and by.text == "Shared":  # the pieces of the kinds no player owns
        unowned = frozenset(index for index, kind in enumerate(c.pieces) if kind.owner < 0)

        def shared(state: State) -> Collection[int]:
            allowed, what = kinds(state) & unowned, state.what
            return [site for site in state.filled if what[site] in allowed]

        return on_board(shared)

    def select(state: State) -> Collection[int]:
        wanted, allowed, who, what = seats(state), kinds(state), state.who, state.what
        sites = state.filled if -1 not in allowed else range(len(what))  # kind -1: the empty sites
        return [site for site in sites
                if what[site] in allowed and (who[site] in wanted or wanted == (0,) and who[site] == 0)]

    return on_board(select)


@rule("sites", "LineOfSight", "sites", reads={PIECES, MOVER, STATE})
def line_of_sight(bound: Bound, c: Compiler) -> Sites:
    """Along each ray from a site: the first piece, the empty sites before it, or the farthest of them."""
    kind = bound.get("lineOfSightType")
    keep = kind.text if kind is not None else "Piece"
    at = c.compile(bound.get("at"), "int") if bound.get("at") is not None else (lambda state: state.last_to)
    rays = rays_of(c, bound.get("directions"), bound.node.span).pick
    count = c.board.num_sites

    def sites(state: State) -> Collection[int]:
        origin = at(state)
        if not 0 <= origin < count:
            return ()
        what, found = state.what, set()
        for ray in rays(state, origin)[origin]:
            before = -1
            for to in ray:
                if what[to] >= 0:
                    if keep == "Piece":
                        found.add(to)
                    elif keep == "Farthest" and before >= 0:
                        found.add(before)
                    break
                if keep == "Empty":
                    found.add(to)
                before = to
            else:
                if keep == "Farthest" and before >= 0:
                    found.add(before)
        return sorted(found)

    return sites


@rule("union", returns="sites", reads=())
def union(bound: Bound, c: Compiler) -> Sites:
    regions = _regions(bound, c)
    joined: Sites = lambda state: sorted(set().union(*(region(state) for region in regions)))  # noqa: E731
    return on_board(joined) if all(map(gives_board_sites, regions)) else joined


@rule("intersection", returns="sites", reads=())
def intersection(bound: Bound, c: Compiler) -> Sites:
    regions = _regions(bound, c)

    if len(regions) == 2:
        one, other = regions
        for given, tested in ((one, other), (other, one)):
            within = getattr(tested, "within", None)
            if constant_of(given) is not None and within is not None:
                # given sites and a region of pieces, which says which sites it holds: the given sites
                # on the board are asked
                size = c.board.num_sites
                in_order = sorted({site for site in constant_of(given) if 0 <= site < size})
                return on_board(carry(lambda state: within(state, in_order), light=True))

        kept = members_of(other)

        def both(state: State) -> list[int]:  # the sites of the first also in the second, in order
            keep = kept(state)
            return sorted([site for site in one(state) if site in keep])

        return on_board(both) if any(map(gives_board_sites, regions)) else both

    def select(state: State) -> Collection[int]:
        first, *rest = [set(region(state)) for region in regions]
        return sorted(first.intersection(*rest))

    return on_board(select) if any(map(gives_board_sites, regions)) else select


@rule("difference", returns="sites", reads=())
def difference(bound: Bound, c: Compiler) -> Sites:
    region, minus = c.compile(bound.get("region"), "sites"), c.compile(bound.get("minus"), "sites")

    taken_of = members_of(minus)

    def select(state: State) -> Collection[int]:
        taken = taken_of(state)
        return [site for site in region(state) if site not in taken]

    return on_board(select) if gives_board_sites(region) else select


@rule("sites", "State", "sites")
def with_state(bound: Bound, c: Compiler) -> Sites:
    value = c.compile(bound.get("value"), "int")

    def select(state: State) -> Collection[int]:
        wanted = value(state)
        return [site for site, mark in enumerate(state.marks) if mark == wanted]

    return on_board(select)


@rule("sites", "Ring", "sites", reads=(), binds={"if": ("to",)})
def sites_ring(bound: Bound, c: Compiler) -> Sites:
    tables = rings_of(bound, c)
    at = c.compile(bound.get("at"), "int")
    condition = c.optional(bound.get("if"), "boolean")
    ring_of, sites_of = tables.ring_of, tables.sites_of

    def select(state: State) -> Collection[int]:
        site = at(state)
        if not 0 <= site < len(ring_of) or ring_of[site] < 0:
            return ()
        sites = sites_of[ring_of[site]]
        if condition is None:
            return sites
        return sift(condition, state, sites)

    return select


@rule("sites", "Contact", "sites", reads=())
def sites_contact(bound: Bound, c: Compiler) -> Sites:
    touching = rings_of(bound, c).touching  # fixed: the areas turn their pieces, not their sites
    every = tuple(site for site, others in enumerate(touching) if others)
    of = c.optional(bound.get("of"), "sites")
    if of is None:
        return on_board(fixed(every))

    def select(state: State) -> Collection[int]:
        found = sorted({other for site in of(state) if 0 <= site < len(touching) for other in touching[site]})
        return found

    return select


@rule("expand", None, "sites", reads=())
def expand(bound: Bound, c: Compiler) -> Sites:
    """The region grown by its neighbours, steps times; a region fixed at the start is grown once."""
    written = bound.get("sites") if bound.get("sites") is not None else bound.get("origin")
    if written is None:
        raise DiagnosticError([Diagnostic.error("(expand ...) needs a region or origin:", bound.node.span,
                                                hint="write (expand (sites Bottom)) or (expand origin:(centrePoint))")])
    region = c.compile(written, "sites")
    steps = c.compile(bound.get("steps", 1), "int")
    relation = bound.get("relationType")
    table = c.board.neighbour_table(relation.text if relation is not None else "Adjacent")

    def grown(state: State) -> Collection[int]:
        found = set(region(state))
        edge = set(found)
        for _ in range(max(steps(state), 0)):
            edge = {n for site in edge for n in table[site]} - found
            if not edge:
                break
            found |= edge
        return sorted(found)

    return grown


@rule("sites", "Phase", "sites", reads=())
def sites_phase(bound: Bound, c: Compiler) -> Sites:
    """The sites of one phase, as Ludii colours a board (:meth:`~interpreter.board.board.Board.phases`):
    a chequered board's squares; three phases on hexagons or points joined by diagonals."""
    colours = c.board.phases()
    by_colour: dict[int, tuple[int, ...]] = {}
    for site, colour in enumerate(colours):
        by_colour[colour] = by_colour.get(colour, ()) + (site,)
    phase = c.compile(bound.get("phase"), "int")
    return lambda state: by_colour.get(phase(state), ())


@rule("if", returns="sites", reads=())
def sites_if(bound: Bound, c: Compiler) -> Sites:
    """(if <condition> <sites> [<sites>]): one of two regions, by a condition (none without else)."""
    condition = c.compile(bound.get("condition"), "boolean")
    chosen = c.compile(bound.get("then"), "sites")
    otherwise = c.compile(bound.get("else"), "sites") if bound.get("else") is not None else fixed(())
    return lambda state: chosen(state) if condition(state) else otherwise(state)


@rule("last", "Between", "sites", reads={STATE})
def last_between(bound: Bound, c: Compiler) -> Sites:
    """The sites the last move jumped over (Ludii's LastBetween): the hurdles a hop noted in its move."""
    jumped = c.shared(JUMPED)  # by the effect of a movement ludeme: the sites each of its moves jumps

    def sites(state: State) -> Sequence[int]:
        if not state.record:
            return ()
        move = state.record[-1]
        table = jumped.get(move.effect)
        return table[move.what] if table is not None and move.kind == "Move" and 0 <= move.what < len(table) else ()

    return sites


@rule("sites", "To", "sites")
def sites_to(bound: Bound, c: Compiler) -> Sites:
    """The sites the moves go to, each once, in order (Ludii's SitesTo); the moves are generated only."""
    moves = c.compile(bound.get("moves"), "moves").generate

    def sites(state: State) -> list[int]:
        return sorted({move.to for move in moves(state) if move.to >= 0})

    return sites


@rule("sites", "From", "sites")
def sites_from(bound: Bound, c: Compiler) -> Sites:
    """The sites the moves start from, each once, in order (Ludii's SitesFrom); the moves are
    generated only. A move on one site (a site selected, a piece added) starts where it is made."""
    moves = c.compile(bound.get("moves"), "moves").generate

    def sites(state: State) -> list[int]:
        return sorted({move.frm if move.frm >= 0 else move.to for move in moves(state) if max(move.frm, move.to) >= 0})

    return sites
