"""The pending values: what ``(set Pending ...)`` marks the position with, for the next move alone
(Ludii's pending values, a set of numbers cleared before each move is made).

``(set Pending)`` marks it with 1, ``(set Pending <value>)`` with a number and ``(set Pending <region>)``
with each site of a region (an empty region marks nothing). The marks of one move add up; the next
move starts afresh. ``(is Pending)`` asks whether there are any, ``(value Pending)`` gives the one
value (0 unless there is exactly one, as in Ludii) and ``(sites Pending)`` all of them.

The state keeps them as a marker slot, the number of moves recorded when they were set plus one (so
they lapse by themselves once another move is recorded), and a set of values kept as one of the
state's multisets (:data:`~interpreter.layout.PENDING_VALUES`), which positions do not list.

>>> from interpreter.game import load_text
>>> game = load_text('(game "P" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
...     '(rules (play (move Add (to (sites Empty)) (then (set Pending (sites Around (last To)))))) '
...     '(end (if (is Full) (result Mover Draw)))))')
>>> state = game.new_initial_state()
>>> state.apply("A1")
>>> game.evaluate(state, "(sites Pending)", "sites"), game.evaluate(state, "(value Pending)")
((1, 3, 4), 0)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from interpreter.compiler import Compiler
from interpreter.layout import PENDING_VALUES, mark_pending, pending_values
from interpreter.state import State


def _places(c: Compiler) -> tuple[int, int]:
    return c.layout.array("pending"), c.layout.multiset(PENDING_VALUES)[0]


def marker(c: Compiler) -> Callable[[State, Iterable[int]], None]:
    """``mark(state, values)``: add values to the marks of the move being made."""
    slot, index = _places(c)
    return lambda state, values: mark_pending(state, slot, index, values)


def reader(c: Compiler) -> Callable[[State], tuple[int, ...]]:
    """``values(state)``: the values the last move marked the position with, in order (none when it
    marked none)."""
    slot, index = _places(c)
    return lambda state: pending_values(state, slot, index)
