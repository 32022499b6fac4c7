"""Hands: pieces off the board, counted, and moves between hands and the board.

As in Ludii, a hand is a site of its own container; hand sites follow the board's sites:
``num_sites + seat - 1`` for each seat, then the shared hand (``(hand Shared)``). The state
keeps only a count per hand (``state.hands``); the pieces of a seat's hand are of the seat's
first piece kind.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler
from interpreter.compiler.movement import carry_mark
from ludeme import syntax as s
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.compiler import Number
    from interpreter.state import State


def has_hands(c: Compiler) -> bool:
    """Whether the game's equipment holds hands (``(hand Each)``, ``(hand Shared)``, ...)."""
    items = c.equipment.get("items", ()) if c.equipment is not None else ()
    return any(isinstance(item, Bound) and item.ludeme.head == "hand" for item in items)


def hand_site(c: Compiler, value: object) -> Number:
    """``f(state) -> site`` of the hand a role word or an integer names."""
    base = c.board.num_sites
    if isinstance(value, s.Name) and value.text == "Shared":
        shared = base + c.players
        return lambda state: shared
    if value is None or (isinstance(value, s.Name) and value.text == "Mover"):  # the mover is always a seat
        return lambda state: base - 1 + state.mover
    seat, players = c.seat_value(value), c.players
    return lambda state: base + number - 1 if 1 <= (number := seat(state)) <= players else -1


def transfer(c: Compiler, copy: bool = False) -> Callable[[State, int, int, int], None]:
    """``move(state, frm, to, what)``: a piece from a site or hand to a site or hand; ``what`` is the kind
    of piece a hand gives (-1 for the shared hand, whose pieces go to hands only). With ``copy``, the
    origin keeps its piece and a copy of it arrives (Ludii's copy:True)."""
    base = c.board.num_sites
    owners = [max(kind.owner, 0) for kind in c.pieces]

    def move(state: State, frm: int, to: int, what: int) -> None:
        if frm >= base:
            hand = frm - base
            if not copy:
                state.set_hand(hand, state.hands[hand] - 1)
        else:
            what = state.what[frm]
            if to < base and what >= 0 and not copy:  # along the board: the site's state value goes with the piece, as in Ludii
                carry_mark(state, frm, to)
            if not copy:
                state.clear(frm)
        if to >= base:
            hand = to - base
            state.set_hand(hand, state.hands[hand] + 1)
        elif what >= 0:
            state.place(to, owners[what], what)

    return move
