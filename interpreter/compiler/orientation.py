"""Values and rotations of the pieces on sites, and steps in directions turned with a piece.

``(value Piece at:...)`` and ``(set Value at:... n)`` are the value a piece on a site carries (a
die planted on a card, say; 0 when none), ``(rotation at:...)`` and ``(set Rotation at:... r)``
the quarter-turns clockwise of the piece on a site; given a list of rotations, ``(set Rotation
...)`` is a decision, one move per rotation, written ``turn:r@site``. ``(ahead site N
rotation:r)`` is the site one step away in a direction turned r quarter-turns clockwise (the
direction that a piece's printed north faces once it is turned), Off when there is none.
Both values are kept in per-site arrays of the state's layout (:mod:`interpreter.layout`), so they
are logged and undone.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.compiler import Action, Number, Resolve
    from interpreter.state import State

VALUE, ROTATION = "piece value", "rotation"  # the arrays of the state's layout that hold them

_TURNS = ("N", "E", "S", "W")
_DIAGONAL = ("NE", "SE", "SW", "NW")


def _get(name: str, c: Compiler) -> Callable[[State, int], int]:
    """``get(state, site)``: the value of a per-site array of the layout (0 off the board)."""
    first, sites = c.layout.array(name), c.board.num_sites

    def get(state: State, site: int) -> int:
        return state.slots[first + site] if 0 <= site < sites else 0

    return get


def _setter(name: str, bound: Bound, c: Compiler, value: Number) -> Resolve:
    at = c.compile(bound.get("at"), "int")
    first, sites = c.layout.array(name), c.board.num_sites

    def resolve(state: State) -> Action:
        site, v = at(state), value(state)
        if not 0 <= site < sites:
            return lambda st: None
        slot = first + site
        return lambda st: st.set_slot(slot, v) if st.slots[slot] != v else None

    return resolve
