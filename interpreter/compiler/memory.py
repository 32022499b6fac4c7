"""Remembered values: named multisets of integers (dice in a pool, tokens by colour), as Ludii's
``(remember Value ...)`` and ``(forget Value ...)``, read with ``(values Remembered ...)``.

Each name gets a multiset of the state (``state.multisets``: value -> times remembered) and a
slot for their number, fixed when compiling (:mod:`interpreter.layout`); every change is logged
and undone.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from interpreter.compiler import Compiler
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.compiler import Action, Resolve
    from interpreter.state import State

def remembered_values(state: State, index: int) -> tuple[int, ...]:
    """The values of the multiset numbered ``index``, each as many times as it is held, in increasing order."""
    counts: dict[int, int] = state.multisets[index]
    return tuple(value for value in sorted(counts) for _ in range(counts[value]))


def _change(bound: Bound, c: Compiler, sign: int) -> Resolve:
    index, total = c.layout.multiset(bound.get("name"))
    value = c.compile(bound.get("value"), "int")
    number = c.compile(bound.get("count", 1), "int")

    def resolve(state: State) -> Action:
        v, n = value(state), sign * number(state)
        if n == 0:
            return lambda st: None

        def change(st: State) -> None:
            held = st.multisets[index].get(v, 0)
            st.set_remembered(index, v, max(0, held + n))
            st.set_slot(total, st.slots[total] + max(0, held + n) - held)

        return change

    return resolve
