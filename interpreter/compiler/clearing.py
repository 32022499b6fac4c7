"""Captures made at the end of the turn (Ludii's ``(remove ... at:EndOfTurn)``): a piece taken while
the mover goes on capturing stays on its site, marked, until the turn ends, so that it blocks
the way and cannot be taken twice (``(sites ToClear)`` lists the marked sites). When a move ends
the turn (its consequences do not make the mover move again), the marked pieces go, before the end
rules are asked, and the marks are cleared.

The marks are the layout array :data:`~interpreter.layout.TO_CLEAR` (how many pieces each site
loses), logged like any slot, so an undo is exact.

>>> from interpreter.game import load_text
>>> game = load_text('(game "C" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
...     '(rules (start (place "Disc2" {"A1" "B1"})) (play (move Add (to (sites Empty)) (then (and '
...     '(remove (sites Occupied by:Next) at:EndOfTurn) (if (is In (last To) (sites Left)) (moveAgain)))))) '
...     '(end (if (no Pieces P2) (result P1 Win)))))')
>>> state = game.new_initial_state()
>>> state.apply("A2"); state.mover, sorted(game.evaluate(state, "(sites ToClear)", "sites"))
(1, [0, 1])
>>> state.apply("C3"); state.is_terminal()
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from interpreter.compiler import Compiler, counts, stacks
from interpreter.layout import TO_CLEAR

if TYPE_CHECKING:
    from interpreter.compiler import Sites
    from interpreter.state import State


def marker(c: Compiler) -> Callable[[State, int], None]:
    """``mark(state, site)``: one more piece of the site goes when the turn ends (a site off the
    board, or empty, is not marked, as Ludii takes nothing there). The game removes the marked
    pieces once it knows of this ludeme (:func:`remover`)."""
    first = c.layout.array(TO_CLEAR)
    shared = c.shared(TO_CLEAR)
    if "remove" not in shared:
        shared["remove"] = remover(c)
    sites = c.board.num_sites

    def mark(state: State, site: int) -> None:
        if 0 <= site < sites and state.what[site] >= 0:
            state.set_slot(first + site, state.slots[first + site] + 1)

    return mark


def reader(c: Compiler) -> Sites:
    """``(sites ToClear)``: the sites marked, in order (none in a game that marks none)."""
    arrays, sites = c.layout.arrays, c.board.num_sites

    def marked(state: State) -> list[int]:
        if TO_CLEAR not in arrays:
            return []
        first = arrays[TO_CLEAR][0]
        slots = state.slots
        return [site for site in range(sites) if slots[first + site]]

    return marked


def remover(c: Compiler) -> Callable[[State], None]:
    """``remove(state)``: the marked pieces go (in a game that stacks, as many pieces off the top of
    each stack as its site is marked; else the whole site) and the marks are cleared."""
    first = c.layout.array(TO_CLEAR)
    sites = c.board.num_sites
    set_count, counted = counts.setter(c, keeps=False), counts.kept(c)
    stacking = c.stacking

    def remove(state: State) -> None:
        slots = state.slots
        for site in range(sites):
            marks = slots[first + site]
            if not marks:
                continue
            state.set_slot(first + site, 0)
            if stacking:
                stacks.take(state, site, marks)
            elif counted():
                set_count(state, site, 0, state.what[site])
            elif state.what[site] >= 0:
                state.clear(site)

    return remove
