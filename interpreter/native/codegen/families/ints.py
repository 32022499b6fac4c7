"""Emitters of integer functions: each returns a Python expression of the value, with the meaning of
the reference's rule (:mod:`interpreter.compiler.families.ints`)."""

from __future__ import annotations

from interpreter.native.codegen.emitter import Emitter, Function, emits, refuse
from ludeme.checker import Bound


def _operands(bound: Bound, e: Emitter, f: Function) -> list[str]:
    values = bound.get("values")
    listed = values if values is not None else (bound.get("a"), bound.get("b"))
    return [e.number(value, f) for value in listed]


@emits("+", None, "int")
def plus(bound: Bound, e: Emitter, f: Function) -> str:
    return "(" + " + ".join(_operands(bound, e, f)) + ")"


@emits("*", None, "int")
def times(bound: Bound, e: Emitter, f: Function) -> str:
    return "(" + " * ".join(_operands(bound, e, f)) + ")"


@emits("-", None, "int")
def minus(bound: Bound, e: Emitter, f: Function) -> str:
    first, second = _operands(bound, e, f)
    return f"({first} - {second})"


def _division(symbol: str):
    """``/`` (rounded down) and ``%`` as Python's, 0 when dividing by 0 (as the reference)."""
    def divide(bound: Bound, e: Emitter, f: Function) -> str:
        first, second = _operands(bound, e, f)
        divisor = f.fresh("divisor")
        f.line(f"{divisor} = {second}")
        return f"(({first}) {symbol} {divisor} if {divisor} != 0 else 0)"
    return divide


emits("/", None, "int")(_division("//"))
emits("%", None, "int")(_division("%"))


@emits("if", None, "int")
def int_if(bound: Bound, e: Emitter, f: Function) -> str:
    """Both branches are written as statements: only the one chosen is worked out."""
    value = f.fresh("value")
    with f.block(f"if {e.boolean(bound.get('condition'), f)}:"):
        f.line(f"{value} = {e.number(bound.get('then'), f)}")
    with f.block("else:"):
        f.line(f"{value} = {e.number(bound.get('else'), f)}")
    return value


@emits("var", None, "int")
def variable(bound: Bound, e: Emitter, f: Function) -> str:
    slot = e.layout.variables.get(bound.get("name", ""))
    return "0" if slot is None else f"b.slots[{slot}]"


@emits("score", None, "int")
def score(bound: Bound, e: Emitter, f: Function) -> str:
    return f"b.points[{e.seat(bound.get('who'), f)}]"


@emits("count", "Turns", "int")
def count_turns(bound: Bound, e: Emitter, f: Function) -> str:
    return "b.scalars[TURN]"


@emits("count", "Sites", "int")
def count_sites(bound: Bound, e: Emitter, f: Function) -> str:
    return f"b.rows[{e.region(bound.get('in'), f)}, 0]"


@emits("count", "Pieces", "int")
def count_pieces(bound: Bound, e: Emitter, f: Function) -> str:
    """The sites of the board (or of a region) holding a piece of the players named."""
    if bound.get("of") is not None or bound.get("component") is not None:
        raise refuse(bound, "is not generated with of: or component:")
    if any(isinstance(item, Bound) and item.ludeme.head == "hand"
           for item in (e.game.equipment.get("items", ()) if e.game.equipment is not None else ())):
        raise refuse(bound, "is not generated in a game with hands")
    word = bound.get("who")
    several = e.seat_words(word)
    if several is None and bound.get("in") is None:
        return f"count_owned(b, {e.seat(word, f)})"
    count, site = f.fresh("count"), f.fresh("site")
    test = f"b.who[{site}] != 0 and " + several.replace("seat", f"b.who[{site}]") if several else \
        f"b.who[{site}] == {e.seat(word, f)}"
    f.line(f"{count} = 0")
    region = bound.get("in")
    if region is None:
        loop, pick = f"for {site} in range({e.size}):", None
    else:
        row, index = e.region(region, f), f.fresh("i")
        loop, pick = f"for {index} in range(b.rows[{row}, 0]):", f"{site} = b.rows[{row}, {index} + 1]"
    with f.block(loop):
        if pick:
            f.line(pick)
        with f.block(f"if {test}:"):
            f.line(f"{count} += 1")
    return count


@emits("who", None, "int")
def who(bound: Bound, e: Emitter, f: Function) -> str:
    if bound.get("level") is not None:
        raise refuse(bound, "is not generated with level:")
    at = f.fresh("at")
    f.line(f"{at} = {e.number(bound.get('at'), f)}")
    return f"(b.who[{at}] if 0 <= {at} < {e.size} else 0)"


@emits("last", "To", "int")
def last_to(bound: Bound, e: Emitter, f: Function) -> str:
    if bound.get("afterConsequence"):
        raise refuse(bound, "is not generated with afterConsequence:")
    return "b.scalars[LAST_TO]"


@emits("last", "From", "int")
def last_from(bound: Bound, e: Emitter, f: Function) -> str:
    if bound.get("afterConsequence"):
        raise refuse(bound, "is not generated with afterConsequence:")
    return "b.scalars[LAST_FROM]"


@emits("to", None, "int")
def to(bound: Bound, e: Emitter, f: Function) -> str:
    return e.context("to", f)


@emits("from", None, "int")
def from_(bound: Bound, e: Emitter, f: Function) -> str:
    return e.context("from", f)


@emits("site", None, "int")
def site(bound: Bound, e: Emitter, f: Function) -> str:
    return e.context("site", f)


@emits("mover", None, "int")
def mover(bound: Bound, e: Emitter, f: Function) -> str:
    return "b.scalars[MOVER_AT]"


@emits("size", "Territory", "int")
def territory(bound: Bound, e: Emitter, f: Function) -> str:
    """Empty sites in the empty regions that border the player's pieces and no other pieces."""
    table = e.neighbours(bound.get("directions"))
    return f"territory(b, {table}, np.int64({e.seat(bound.get('who'), f)}))"


@emits("whatIf", None, "int")
def what_if(bound: Bound, e: Emitter, f: Function) -> str:
    """The value after the moves' actions, which are then taken back."""
    mark, value = f.fresh("mark"), f.fresh("value")
    f.line(f"{mark} = b.scalars[LOG_LEN]")
    e.apply_actions(bound.get("moves"), f)
    f.line(f"{value} = {e.number(bound.get('value'), f)}")
    f.line(f"rewind(b, {mark})")
    return value
