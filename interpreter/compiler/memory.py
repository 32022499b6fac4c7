"""Remembered values: named multisets of integers (dice in a pool, tokens by colour), as Ludii's
``(remember Value ...)`` and ``(forget Value ...)``, counted with ``(count Remembered ...)``.

They are kept among the state's counters, under keys no ``(var ...)`` can name, so every change
is logged and undone.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, rule
from interpreter.compiler.moves import _assignment, consequences
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


@rule("remember", "Value")
def remember_value(bound: Bound, c: Compiler):
    return _assignment("Remember", _change(bound, c, 1), consequences(bound.get("then"), c), c)


@rule("forget", "Value")
def forget_value(bound: Bound, c: Compiler):
    return _assignment("Forget", _change(bound, c, -1), consequences(bound.get("then"), c), c)


def _start(function):
    def compile_start(bound: Bound, c: Compiler):
        resolve = function(bound, c)
        return lambda state: resolve(state)(state)

    return compile_start


rule("remember", "Value", "startRule")(_start(lambda b, c: _change(b, c, 1)))


@rule("count", "Remembered", "int")
def count_remembered(bound: Bound, c: Compiler):
    name = bound.get("name")
    if bound.get("value") is None:
        key = (_KEY, name)
        return lambda state: state.counters.get(key, 0)
    value = c.compile(bound.get("value"), "int")
    return lambda state: state.counters.get((_KEY, name, value(state)), 0)
