"""Remembered values: named multisets of integers (dice in a pool, tokens by colour), as Ludii's
``(remember Value ...)`` and ``(forget Value ...)``, read with ``(values Remembered ...)``.

Each name gets a multiset of the state (``state.multisets``: value -> times remembered) and a
slot for their number, fixed when compiling (:mod:`interpreter.layout`); every change is logged
and undone.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Collection

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


def remember_all(bound: Bound, c: Compiler) -> Resolve:
    """(set RememberValue <name> <value or sites> [unique:]): each value (each site of a region) is
    remembered once more under the name; with unique:True, only those not remembered yet."""
    index, total = c.layout.multiset(bound.get("name"))
    written = bound.get("values")
    values: Callable[[State], Collection[int]]
    if isinstance(written, Bound) and written.ludeme.returns == "int":
        one: Callable[[State], int] = c.compile(written, "int")
        values = lambda state: (one(state),)  # noqa: E731
    else:
        values = c.compile(written, "sites")
    unique = c.compile(bound.get("unique", False), "boolean")

    def resolve(state: State) -> Action:
        chosen, only_new = tuple(values(state)), unique(state)

        def remember(st: State) -> None:
            counts = st.multisets[index]
            for value in chosen:
                held = counts.get(value, 0)
                if only_new and held:
                    continue
                st.set_remembered(index, value, held + 1)
                st.set_slot(total, st.slots[total] + 1)

        return remember

    return resolve


def forget_all(bound: Bound, c: Compiler) -> Resolve:
    """(forget Value <name> All): every value remembered under the name is forgotten; (forget Value
    All), every value remembered under any name (the names known once the game is compiled)."""
    layout, name = c.layout, bound.get("name")
    chosen = [layout.multiset(name)] if name is not None else []

    def forget(state: State) -> None:
        if not chosen:
            chosen.extend((layout.multisets[known], layout.totals[known]) for known in layout.remembered_names())
        for index, total in chosen:
            for value in list(state.multisets[index]):
                state.set_remembered(index, value, 0)
            if state.slots[total]:
                state.set_slot(total, 0)

    return lambda state: forget
