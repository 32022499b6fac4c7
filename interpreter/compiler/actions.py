"""Named decisions and counted loops: ``(move Action "name" [value])`` is a decision with no
site, written as its name (``name:value`` with a value, which ``(value)`` gives inside its
consequences); ``(forEach Value min:a max:b <moves>)`` makes moves for each integer from a to b,
with ``(value)`` the integer in question; ``(forEach <sites> if:...)`` is the sites of a region
that meet a condition, with ``(site)`` the site tested (Ludii's region ``forEach``).
"""

from __future__ import annotations

from interpreter.compiler import Compiler, rule, sift
from interpreter.compiler.moves import Rule, consequences
from interpreter.moves import Move
from ludeme.checker import Bound







_values: dict[int, int] = {}  # (value) of each state while a rule looks at it


@rule("value", None, "int")
def value(bound: Bound, c: Compiler):
    get = _values.get
    return lambda state: get(id(state), 0)


@rule("move", "Action")
def move_action(bound: Bound, c: Compiler):
    name = bound.get("name")
    number = c.optional(bound.get("value"), "int")
    after = consequences(bound.get("then"), c)
    kind = "Action:" + name

    def perform(state, move):
        if after:
            key = id(state)
            saved = _values.get(key)
            _values[key] = move.what
            try:
                after(state)
            finally:
                if saved is None:
                    del _values[key]
                else:
                    _values[key] = saved

    index = c.effect(perform)
    if number is None:
        plain = [Move(kind, -1, -1, -1, index)]
        return Rule(lambda state: plain, lambda state: [after] if after else [])
    made: dict[int, Move] = {}

    def generate(state):
        v = number(state)
        move = made.get(v)
        if move is None:
            move = made[v] = Move(kind, -1, 1, v, index)
        return [move]

    def actions(state):
        return [lambda st, m=generate(state)[0]: perform(st, m)]

    return Rule(generate, actions)


@rule("forEach", "Value")
def for_each_value(bound: Bound, c: Compiler):
    low, high = c.compile(bound.get("min"), "int"), c.compile(bound.get("max"), "int")
    inner: Rule = c.compile(bound.get("moves"), "moves")

    def each(state, face):
        found = []
        key = id(state)
        saved = _values.get(key)
        try:
            for v in range(low(state), high(state) + 1):
                _values[key] = v
                found += face(state)
        finally:
            if saved is None:
                _values.pop(key, None)
            else:
                _values[key] = saved
        return found

    return Rule(lambda state: each(state, inner.generate), lambda state: each(state, inner.actions))


@rule("forEach", None, "sites")
def for_each_region(bound: Bound, c: Compiler):
    region = c.compile(bound.get("sites"), "sites")
    condition = c.compile(bound.get("if"), "boolean")

    def chosen(state):
        return sift(condition, state, region(state), "var_site")

    return chosen
