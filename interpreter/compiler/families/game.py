"""Compile rules of the game's parts (Ludii's ``game.rules``): the start, play, end and meta rules.

Each rule's catalogue row is in ``ludeme/catalogue/families/game.py``.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, rule
from ludeme.checker import Bound


def _each(rules) -> tuple:
    """``(end r)`` and ``(end {r1 r2})`` alike: the rules as a tuple."""
    return rules if isinstance(rules, tuple) else (rules,)


@rule("play", returns="play")
def play(bound: Bound, c: Compiler):
    return c.compile(bound.get("moves"), "moves")


@rule("start", returns="start")
def start(bound: Bound, c: Compiler):
    rules = bound.get("rules")
    placements = [c.compile(r, "startRule") for r in _each(rules)]

    def set_up(state):
        for placement in placements:
            placement(state)

    return set_up


@rule("end", returns="end")
def end(bound: Bound, c: Compiler):
    rules = bound.get("rules")
    tests = [c.compile(r, "endRule") for r in _each(rules)]

    def outcome(state):
        for test in tests:
            result = test(state)
            if result is not None:
                return result
        return None

    return outcome


@rule("meta", returns="meta")
def meta(bound: Bound, c: Compiler):
    rules = bound.get("rules")
    return [c.compile(r, "metaRule") for r in _each(rules)]
