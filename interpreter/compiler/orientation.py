"""Values and rotations of the pieces on sites, and steps in directions turned with a piece.

``(value Piece at:...)`` and ``(set Value at:... n)`` are the value a piece on a site carries (a
die planted on a card, say; 0 when none), ``(rotation at:...)`` and ``(set Rotation at:... r)``
the quarter-turns clockwise of the piece on a site; given a list of rotations, ``(set Rotation
...)`` is a decision, one move per rotation, written ``turn:r@site``. ``(ahead site N
rotation:r)`` is the site one step away in a direction turned r quarter-turns clockwise (the
direction that a piece's printed north faces once it is turned), Off when there is none.
Both values are kept among the state's counters, so they are logged and undone.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from interpreter.compiler import Compiler
from ludeme.checker import Bound

VALUE, ROTATION = "piece value", "rotation"  # counters hold them under (VALUE, site), (ROTATION, site)

_TURNS = ("N", "E", "S", "W")
_DIAGONAL = ("NE", "SE", "SW", "NW")


def _get(name):
    def get(state, site):
        return state.counters.get((name, site), 0) if site >= 0 else 0

    return get


def _setter(name, bound: Bound, c: Compiler, value):
    at = c.compile(bound.get("at"), "int")

    def resolve(state):
        site, v = at(state), value(state)
        if site < 0:
            return lambda st: None
        key = (name, site)
        return lambda st: st.set_counter(key, v) if st.counters.get(key, 0) != v else None

    return resolve
