"""Compile rules of ranges (Ludii's ``game.functions.range``).

Each rule's catalogue row is in ``ludeme/catalogue/families/range.py``. A range compiles to
``f(state) -> (min, max)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler, rule
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError

if TYPE_CHECKING:
    from interpreter.state import State


@rule("range", returns="range", reads=())
def range_of(bound: Bound, c: Compiler) -> Callable[[State], tuple[int, int]]:
    written = bound.get("min"), bound.get("max", bound.get("min"))
    if all(isinstance(end, int) for end in written) and written[0] > written[1]:
        raise DiagnosticError([Diagnostic.error(
            f"(range {written[0]} {written[1]}): the lowest value is above the highest", bound.node.span,
            hint=f"write (range {written[1]} {written[0]})")])
    low = c.compile(bound.get("min"), "int")
    high = c.compile(bound.get("max"), "int") if "max" in bound.arguments else low
    return lambda state: (low(state), high(state))


@rule("exact", returns="range", reads=())
def exact(bound: Bound, c: Compiler) -> Callable[[State], tuple[int, int]]:
    value: Callable[[State], int] = c.compile(bound.get("value"), "int")

    def both(state: State) -> tuple[int, int]:
        number = value(state)
        return number, number

    return both
