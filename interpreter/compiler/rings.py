"""Rotating rings: rings of sites that turn with their pieces, the sites where rings touch,
and the turn order of the pieces round a ring.

The rings are those of a ``(rotatingRings ...)`` board: ring k's sites in counter-clockwise
order are ``rings.site_of[k]`` (slot 0 east of the ring's centre). Turning a ring moves its
pieces one slot through the logged mutators, so undo and hypotheticals need nothing more;
how far the rings have turned is kept in the state's layout (``RING_TURNS``: one slot a ring,
in sixths of a turn counter-clockwise) for pictures.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from interpreter.compiler import Compiler
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError


#: The array of the state's layout that keeps how far each ring has turned.
RING_TURNS = "ring turns"


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


def turner(tables: Rings, c: Compiler):
    """``turn(state, rings, steps)``: the pieces of each ring listed move ``steps`` slots (+1
    counter-clockwise), and the ring's turns are counted (``RING_TURNS``)."""
    cycles = tables.cycles
    first = c.layout.array(RING_TURNS, len(cycles))

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
        slots = state.slots
        for ring in rings:
            state.set_slot(first + ring, (slots[first + ring] + steps) % len(cycles[ring]))

    return turn
