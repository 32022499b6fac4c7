"""Emitters of boolean functions: each returns a Python expression of the test, with the meaning of
the reference's rule (:mod:`interpreter.compiler.families.booleans`). Operands that need statements
are written first; ``and``/``or`` keep their short circuit by writing later operands as statements
under the earlier ones."""

from __future__ import annotations

from interpreter.native.codegen.emitter import Emitter, Function, emits, refuse
from ludeme.checker import Bound

_COMPARISONS = {"=": "==", "!=": "!=", "<": "<", "<=": "<=", ">": ">", ">=": ">="}


def _comparison(symbol: str):
    def compare(bound: Bound, e: Emitter, f: Function) -> str:
        a, b = bound.get("a"), bound.get("b")
        if a is None or b is None:
            raise refuse(bound, "is not generated with one operand")
        return f"({e.number(a, f)} {symbol} {e.number(b, f)})"
    return compare


for _head, _symbol in _COMPARISONS.items():
    emits(_head, None, "boolean")(_comparison(_symbol))


def _operands(bound: Bound) -> tuple:
    listed = bound.get("list")
    return listed if listed is not None else (bound.get("a"), bound.get("b"))


@emits("and", None, "boolean")
def both(bound: Bound, e: Emitter, f: Function) -> str:
    answer = f.fresh("answer")
    f.line(f"{answer} = True")
    opened = 0
    for position, operand in enumerate(_operands(bound)):
        if position:
            f.line(f"if {answer}:")
            f.depth += 1
            opened += 1
        f.line(f"{answer} = {e.boolean(operand, f)}")
    f.depth -= opened
    return answer


@emits("or", None, "boolean")
def either(bound: Bound, e: Emitter, f: Function) -> str:
    answer = f.fresh("answer")
    f.line(f"{answer} = False")
    opened = 0
    for position, operand in enumerate(_operands(bound)):
        if position:
            f.line(f"if not {answer}:")
            f.depth += 1
            opened += 1
        f.line(f"{answer} = {e.boolean(operand, f)}")
    f.depth -= opened
    return answer


@emits("not", None, "boolean")
def negation(bound: Bound, e: Emitter, f: Function) -> str:
    return f"(not {e.boolean(bound.get('boolean'), f)})"


@emits("if", None, "boolean")
def boolean_if(bound: Bound, e: Emitter, f: Function) -> str:
    answer = f.fresh("answer")
    with f.block(f"if {e.boolean(bound.get('condition'), f)}:"):
        f.line(f"{answer} = {e.boolean(bound.get('then'), f)}")
    with f.block("else:"):
        f.line(f"{answer} = {e.boolean(bound.get('else', False), f)}")
    return answer


@emits("is", "Empty", "boolean")
def is_empty(bound: Bound, e: Emitter, f: Function) -> str:
    at = f.fresh("at")
    f.line(f"{at} = {e.number(bound.get('site'), f)}")
    return f"(0 <= {at} < {e.size} and b.what[{at}] < 0)"


@emits("is", "Occupied", "boolean")
def is_occupied(bound: Bound, e: Emitter, f: Function) -> str:
    at = f.fresh("at")
    f.line(f"{at} = {e.number(bound.get('site'), f)}")
    return f"(0 <= {at} < {e.size} and b.what[{at}] >= 0)"


@emits("is", "Full", "boolean")
def is_full(bound: Bound, e: Emitter, f: Function) -> str:
    full, site = f.fresh("full"), f.fresh("site")
    f.line(f"{full} = True")
    with f.block(f"for {site} in range({e.size}):"):
        with f.block(f"if b.what[{site}] < 0:"):
            f.line(f"{full} = False")
            f.line("break")
    return full


@emits("is", "Mover", "boolean")
def is_mover(bound: Bound, e: Emitter, f: Function) -> str:
    return f"({e.seat(bound.get('who'), f)} == b.scalars[MOVER_AT])"


@emits("is", "Next", "boolean")
def is_next(bound: Bound, e: Emitter, f: Function) -> str:
    """Whether a player moves next: while a move is made, the one its consequences chose so far."""
    return f"({e.seat(bound.get('who'), f)} == next_to_move(b, {e.seats}))"


@emits("can", "Move", "boolean")
def can_move(bound: Bound, e: Emitter, f: Function) -> str:
    return e.probe(f, lambda g: e.generate(bound.get("moves"), g, lambda h, *fields: h.line("return True")))
