"""Rotating rings: rings of sites that turn with their pieces, the sites where rings touch,
and the turn order of the pieces round a ring.

The rings are those of a ``(rotatingRings ...)`` board: ring k's sites in counter-clockwise
order are ``rings.site_of[k]`` (slot 0 east of the ring's centre). Turning a ring moves its
pieces one slot through the logged mutators, so undo and hypotheticals need nothing more;
how far the rings have turned is kept in the counters (``ROTATION``: one number a ring, in
sixths of a turn counter-clockwise) for pictures.
"""

from __future__ import annotations

import operator

from interpreter.compiler import Compiler, rule, sift
from interpreter.compiler.moves import Rule, consequences
from interpreter.moves import Move
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError


#: The counter that keeps how far each ring has turned (a key no (var "...") can name).
ROTATION = ("rotation",)


def rotations(state, rings: int) -> tuple[int, ...]:
    """How far each ring has turned, in sixths of a turn counter-clockwise."""
    return state.counters.get(ROTATION) or (0,) * rings


class Rings:
    """The rings of a board as tables: ``cycles[k]`` (sites counter-clockwise), ``ring_of[site]``
    (-1 off the rings), ``contact[site]`` (the touching site of another ring, -1 when none)."""

    __slots__ = ("cycles", "ring_of", "contact", "sites_of")

    def __init__(self, rings, num_sites: int):
        self.cycles = tuple(tuple(row) for row in rings.site_of)
        ring_of, contact = [-1] * num_sites, [-1] * num_sites
        for k, cycle in enumerate(self.cycles):
            for site in cycle:
                ring_of[site] = k
        for (a, i), (b, j) in rings.contacts:
            x, y = rings.site(a, i), rings.site(b, j)
            contact[x], contact[y] = y, x
        self.ring_of, self.contact = tuple(ring_of), tuple(contact)
        self.sites_of = tuple(tuple(sorted(cycle)) for cycle in self.cycles)


def rings_of(bound: Bound, c: Compiler) -> Rings:
    """The rings of the game's board; a diagnostic at ``bound`` when the board has none."""
    known = c.shared("equipment")
    if "rings" in known:
        return known["rings"]
    rings = getattr(c, "rings", None)
    if rings is None:
        raise DiagnosticError([Diagnostic.error(
            f"({bound.ludeme.head} {bound.ludeme.selector or ''} ...) needs a board of rings that turn",
            bound.node.span, hint="use (board (rotatingRings)) in the equipment")])
    known["rings"] = Rings(rings, c.board.num_sites)
    return known["rings"]


def turner(tables: Rings):
    """``turn(state, rings, steps)``: the pieces of each ring listed move ``steps`` slots (+1
    counter-clockwise)."""
    cycles = tables.cycles
    count = len(cycles)

    def turn(state, rings, steps):
        who, what = state.who, state.what
        for ring in rings:
            cycle = cycles[ring]
            kinds = [what[site] for site in cycle]
            if max(kinds) < 0:
                continue  # an empty ring turns without a change
            owners = [who[site] for site in cycle]
            shift = steps % len(cycle)
            turned = zip(cycle, kinds[-shift:] + kinds[:-shift], owners[-shift:] + owners[:-shift], kinds, owners)
            for site, piece, owner, old_piece, old_owner in turned:
                if piece != old_piece or owner != old_owner:
                    if piece < 0:
                        state.clear(site)
                    else:
                        state.place(site, owner, piece)
        offsets = list(rotations(state, count))
        for ring in rings:
            offsets[ring] = (offsets[ring] + steps) % len(cycles[ring])
        state.set_counter(ROTATION, tuple(offsets))

    return turn


@rule("move", "Rotate")
def move_rotate(bound: Bound, c: Compiler):
    tables = rings_of(bound, c)
    region = c.compile(bound.get("sites"), "sites")
    direction = bound.get("direction")
    word = direction.text if isinstance(direction, s.Name) else "CW"
    if word not in ("CW", "CCW"):
        raise DiagnosticError([Diagnostic.error(f"a ring turns CW or CCW, not {word}", bound.node.span)])
    steps = -1 if word == "CW" else 1
    every = bound.get("all", False)
    after = consequences(bound.get("then"), c)
    turn, ring_of, cycles = turner(tables), tables.ring_of, tables.cycles
    count = len(cycles)
    names = [c.board.label(cycle[0]).split(".")[0] for cycle in cycles]  # A0, A1, ...: the rings' regions

    def rings_in(state):
        return sorted({ring_of[site] for site in region(state) if 0 <= site < len(ring_of) and ring_of[site] >= 0})

    everyone = tuple(range(count))

    def perform(state, move):
        turn(state, everyone if every else (move.what,), steps)
        if after:
            after(state)

    index = c.effect(perform)
    if every:
        together = [Move("Rotate:All", effect=index)]

        def any_ring(state):
            return any(0 <= site < len(ring_of) and ring_of[site] >= 0 for site in region(state))

        def generate(state):
            return together if any_ring(state) else []

        def actions(state):
            chosen = [lambda st: turn(st, everyone, steps)] if any_ring(state) else []
            return chosen + ([after] if after else [])

        return Rule(generate, actions, any_ring)

    one = [Move(f"Rotate:{name}", -1, -1, ring, index) for ring, name in enumerate(names)]

    def generate_each(state):
        return [one[ring] for ring in rings_in(state)]

    def actions_each(state):
        return [lambda st, k=k: turn(st, (k,), steps) for k in rings_in(state)] + ([after] if after else [])

    return Rule(generate_each, actions_each, lambda state: bool(rings_in(state)))


@rule("sites", "Ring", "sites")
def sites_ring(bound: Bound, c: Compiler):
    tables = rings_of(bound, c)
    at = c.compile(bound.get("at"), "int")
    condition = c.optional(bound.get("if"), "boolean")
    ring_of, sites_of = tables.ring_of, tables.sites_of

    def select(state):
        site = at(state)
        if not 0 <= site < len(ring_of) or ring_of[site] < 0:
            return ()
        sites = sites_of[ring_of[site]]
        if condition is None:
            return sites
        return sift(condition, state, sites)

    return select


@rule("count", "Rings", "int")
def count_rings(bound: Bound, c: Compiler):
    sites_of = rings_of(bound, c).sites_of
    condition = c.optional(bound.get("if"), "boolean")
    if condition is None:
        return lambda state: len(sites_of)

    def count(state):
        saved, total = state.var_sites, 0
        for sites in sites_of:
            state.var_sites = sites
            if condition(state):
                total += 1
        state.var_sites = saved
        return total

    return count


@rule("contact", returns="int")
def contact(bound: Bound, c: Compiler):
    table = rings_of(bound, c).contact
    at = c.compile(bound.get("at"), "int")
    size = len(table)
    return lambda state: table[site] if 0 <= (site := at(state)) < size else -1


@rule("sites", "Contact", "sites")
def sites_contact(bound: Bound, c: Compiler):
    table = rings_of(bound, c).contact
    every = tuple(site for site, other in enumerate(table) if other >= 0)
    of = c.optional(bound.get("of"), "sites")
    if of is None:
        return lambda state: every

    def select(state):
        found = [table[site] for site in of(state) if 0 <= site < len(table) and table[site] >= 0]
        found.sort()
        return found

    return select


@rule("sites", "InOrder", "sites")
def sites_in_order(bound: Bound, c: Compiler):
    """Between two pieces round a ring (counter-clockwise, empty sites skipped), the empty sites
    are in order for a seat when the piece before is the seat's or its predecessor's in turn
    order, and the piece after is the seat's or its successor's."""
    cycles = rings_of(bound, c).cycles
    seat = c.seat_value(bound.get("who"))
    players = c.players

    owner_of = [max(kind.owner, 0) for kind in c.pieces]
    every = operator.itemgetter(*[site for cycle in cycles for site in cycle])  # the kinds round each ring
    bounds = []
    for cycle in cycles:
        start = bounds[-1][1] if bounds else 0
        bounds.append((start, start + len(cycle)))
    known: dict[tuple, tuple[int, ...]] = {}  # (seat, ring, the kinds round it) -> its sites in order

    def in_ring(me, cycle, kinds):
        size = len(cycle)
        prior, following = (me - 2) % players + 1, me % players + 1
        held = [slot for slot in range(size) if kinds[slot] >= 0]
        found = []
        for i, before in enumerate(held):
            after = held[(i + 1) % len(held)]
            if (after - before) % size == 1:
                continue  # no empty site between them
            first, last = owner_of[kinds[before]], owner_of[kinds[after]]
            if (first == me or first == prior) and (last == me or last == following):
                slot = (before + 1) % size
                while slot != after:
                    found.append(cycle[slot])
                    slot = (slot + 1) % size
        return tuple(found)

    def select(state):
        me, found = seat(state), []
        kinds = every(state.what)
        for ring, (start, end) in enumerate(bounds):
            key = (me, ring, kinds[start:end])
            sites = known.get(key)
            if sites is None:
                if len(known) > 100_000:
                    known.clear()
                sites = known[key] = in_ring(me, cycles[ring], key[2])
            found += sites
        return found

    return select
