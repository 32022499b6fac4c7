"""Compile rules of integer arrays (Ludii's ``game.functions.intArray``).

Each rule's catalogue row is in ``ludeme/catalogue/families/intArray.py``. An array compiles to
``f(state) -> tuple of integers``; the array of a remembered multiset carries its name
(``remembered``: its multiset and the slot of its size), so that ``(size Array ...)`` and ``(count Value ... in:...)`` read its counts
directly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.compiler import STATE, Compiler, carry, fixed, rule
from interpreter.compiler.memory import remembered_values
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.state import State


@rule("values", "Remembered", "intArray", reads={STATE})
def values_remembered(bound: Bound, c: Compiler) -> Callable[[State], tuple[int, ...]]:
    name = bound.get("name")
    if c.layout.frozen and name not in c.layout.multisets:
        return fixed(())  # asked about once the game is compiled: nothing is remembered under it
    index, total = c.layout.multiset(name)
    return carry(lambda state: remembered_values(state, index), remembered=(index, total))
