"""Remembered values: named multisets of integers (dice in a pool, tokens by colour), as Ludii's
``(remember Value ...)`` and ``(forget Value ...)``, counted with ``(count Remembered ...)``.

They are kept among the state's counters, under keys no ``(var ...)`` can name, so every change
is logged and undone.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from interpreter.compiler import Compiler
from ludeme.checker import Bound

_KEY = "remembered"


def _change(bound: Bound, c: Compiler, sign: int):
    name = bound.get("name")
    value = c.compile(bound.get("value"), "int")
    number = c.compile(bound.get("count", 1), "int")

    def resolve(state):
        key, n = (_KEY, name, value(state)), sign * number(state)
        if n == 0:
            return lambda st: None

        def change(st):
            held = st.counters.get(key, 0)
            st.set_counter(key, max(0, held + n))
            total = (_KEY, name)
            st.set_counter(total, st.counters.get(total, 0) + max(0, held + n) - held)

        return change

    return resolve
