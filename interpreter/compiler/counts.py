"""Counts of pieces per site, for sowing games (Ludii's count of a container's site).

A game whose rules set counts (``(set Count ...)``, ``(sow ...)``, ``(fromTo ...)``) keeps them in
its layout (the array ``"count"``, a slot a site), so a game that sets none pays nothing (reading
``(count at:...)`` there counts the piece on a site). Every change goes through :func:`set_count`, logged like any slot, so an undo
is exact, and keeps the site's piece in step: a site with pieces holds one piece (of the kind
that came there, owned as that kind is), an emptied site none. So ``(is Empty ...)``, ``(sites
Occupied ...)``, pictures and saves see the seeds too. A site holding a piece put there by a
ludeme that does not count (``(move Add ...)``) counts 1.

The compile rules of the counting ludemes are in their families
(:mod:`interpreter.compiler.families`); this module holds what they share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from interpreter.compiler import Compiler
from interpreter.layout import MOVED

if TYPE_CHECKING:
    from interpreter.state import State

#: The layout array holding the number of pieces on each site.
COUNT = "count"

#: ``count(state, site)``: the number of pieces on a site of the board or in a hand.
Counter = Callable[["State", int], int]


#: the shared tables of the start's placements on the board, and of those that met a held site in a
#: game with hands (the game is then compiled again with counts, as Ludii counts pieces there)
BOARD_PLACEMENTS = "board placements"
OVERLAPPING_PLACEMENTS = "overlapping placements"


def counter(c: Compiler) -> Counter:
    """``count(state, site)``: how many pieces a site holds (a hand's count for a hand site; 0 off
    the board). Reading counts keeps none: in a game whose rules never set one, a site holding a
    piece counts 1; the layout is looked up on the first call, once the game is compiled."""
    arrays, sites = c.layout.arrays, c.board.num_sites
    known: list[int] = []  # the first slot of the counts, -1 when the game keeps none

    def count(state: State, site: int) -> int:
        if 0 <= site < sites:
            if state.what[site] < 0:
                return 0
            if not known:
                known.append(arrays[COUNT][0] if COUNT in arrays else -1)
            first = known[0]
            return 1 if first < 0 else (state.slots[first + site] or 1)
        hand = site - sites
        return state.hands[hand] if 0 <= hand < len(state.hands) else 0

    return count


def kept(c: Compiler) -> Callable[[], bool]:
    """``f()``: whether the game keeps counts, known once it is compiled (asked in play)."""
    arrays = c.layout.arrays
    return lambda: COUNT in arrays


def setter(c: Compiler, keeps: bool = True) -> Callable[[State, int, int, int], None]:
    """``set_count(state, site, number, kind)``: put ``number`` pieces on a site (a hand's count for a
    hand site). A site that was empty gets a piece of ``kind`` (the first kind when -1). With
    ``keeps``, the game keeps counts from now on; without, the setter is for ludemes that count
    pieces only in a game that keeps counts for other reasons (they ask :func:`kept` first)."""
    if keeps:
        c.layout.array(COUNT)
    arrays = c.layout.arrays
    first = -1
    sites = c.board.num_sites
    owners = [max(piece.owner, 0) for piece in c.pieces]

    def set_count(state: State, site: int, number: int, kind: int) -> None:
        nonlocal first
        if 0 <= site < sites:
            if first < 0:  # looked up once the game is compiled
                first = arrays[COUNT][0]
            slot = first + site
            if state.slots[slot] != number:
                state.set_slot(slot, number)
            if number <= 0:
                if state.what[site] >= 0:
                    state.clear(site)
            elif state.what[site] < 0:
                kind = kind if kind >= 0 else 0
                state.place(site, owners[kind] if kind < len(owners) else 0, kind)
        elif 0 <= site - sites < len(state.hands):
            state.set_hand(site - sites, max(number, 0))

    return set_count


def mover(c: Compiler, keeps: bool = True) -> Callable[[State, int, int, int], None]:
    """``move_pieces(state, frm, to, number)``: move up to ``number`` pieces from a site to another
    (noted for ``(last To afterConsequence:True)`` when the rules read it); ``keeps`` as for
    :func:`setter`."""
    count, set_count = counter(c), setter(c, keeps)
    kept = c.shared(MOVED)  # filled when a ludeme reading the last piece moved is compiled
    arrays, sites = c.layout.arrays, c.board.num_sites
    # a seat's hand gives the seat's first kind of piece; the shared hand, the first kind
    gives = [c.piece_of(seat) for seat in range(1, c.players + 1)] + [-1]

    def move_pieces(state: State, frm: int, to: int, number: int) -> None:
        held = count(state, frm)
        number = min(number, held)
        if number <= 0 or to < 0:
            return
        if frm != to:  # a seed sown back into the hole it came from changes no count, but is the last moved
            kind = state.what[frm] if 0 <= frm < sites else gives[frm - sites] if frm - sites < len(gives) else -1
            set_count(state, frm, held - number, kind)
            set_count(state, to, count(state, to) + number, kind)
        if kept:
            moved = arrays[MOVED][0]
            state.set_slot(moved, len(state.record))
            state.set_slot(moved + 1, frm + 1)
            state.set_slot(moved + 2, to + 1)

    return move_pieces


def empty_hand(state: State, hand: int) -> None:
    """Every piece leaves a hand (its number in ``state.hands``), as Ludii's removal empties the
    hand's site."""
    if 0 <= hand < len(state.hands):
        state.set_hand(hand, 0)
