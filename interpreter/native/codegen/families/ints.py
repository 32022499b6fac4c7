"""Emitters of integer functions: each returns a Python expression of the value, with the meaning of
the reference's rule (:mod:`interpreter.compiler.families.ints`)."""

from __future__ import annotations

import numpy as np

from interpreter.native.codegen.emitter import Emitter, Function, emits, refuse
from ludeme import syntax as s
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


def _on_site(bound: Bound, e: Emitter, f: Function, read: str) -> str:
    """``read`` (a format of the site ``{at}``) of the site ``at:`` names, 0 off the board; the
    top of a site only (no ``level:``)."""
    if bound.get("level") is not None:
        raise refuse(bound, "is not generated with level:")
    at = f.fresh("at")
    f.line(f"{at} = {e.number(bound.get('at'), f)}")
    return f"({read.format(at=at)} if 0 <= {at} < {e.size} else 0)"


@emits("who", None, "int")
def who(bound: Bound, e: Emitter, f: Function) -> str:
    return _on_site(bound, e, f, "b.who[{at}]")


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


@emits("min", None, "int")
def minimum(bound: Bound, e: Emitter, f: Function) -> str:
    first, second = _operands(bound, e, f)
    return f"min({first}, {second})"


@emits("max", None, "int")
def maximum(bound: Bound, e: Emitter, f: Function) -> str:
    first, second = _operands(bound, e, f)
    return f"max({first}, {second})"


@emits("value", None, "int")
def value(bound: Bound, e: Emitter, f: Function) -> str:
    return e.context("value", f)


@emits("value", "Random", "int")
def value_random(bound: Bound, e: Emitter, f: Function) -> str:
    """A number drawn between the ends of the range (in either order), both included."""
    span = bound.get("range")
    low, high, drawn = f.fresh("low"), f.fresh("high"), f.fresh("drawn")
    f.line(f"{low} = {e.number(span.get('min'), f)}")
    f.line(f"{high} = {e.number(span.get('max'), f) if span.get('max') is not None else low}")
    f.line(f"{drawn} = draw(b, min({low}, {high}), max({low}, {high}))")
    return drawn


def _site_value(array: str, bound: Bound, e: Emitter, f: Function) -> str:
    """The value a per-site array of the layout holds at a site, 0 off the board."""
    first, at = e.layout.array(array), f.fresh("at")
    f.line(f"{at} = {e.number(bound.get('at'), f)}")
    return f"(b.slots[{first} + {at}] if 0 <= {at} < {e.size} else 0)"


@emits("value", "Piece", "int")
def value_piece(bound: Bound, e: Emitter, f: Function) -> str:
    return _site_value("piece value", bound, e, f)


@emits("rotation", None, "int")
def rotation(bound: Bound, e: Emitter, f: Function) -> str:
    return _site_value("rotation", bound, e, f)


@emits("state", None, "int")
def state_value(bound: Bound, e: Emitter, f: Function) -> str:
    at = f.fresh("at")
    f.line(f"{at} = {e.number(bound.get('at'), f)}")
    return f"(b.marks[{at}] if 0 <= {at} < {e.size} else 0)"


@emits("what", None, "int")
def what(bound: Bound, e: Emitter, f: Function) -> str:
    """The kind of the piece on a site as Ludii numbers components: from 1, 0 for none."""
    return _on_site(bound, e, f, "b.what[{at}] + 1")


@emits("count", "Deck", "int")
def count_deck(bound: Bound, e: Emitter, f: Function) -> str:
    return f"count_stock(b, np.int64(0), np.int64({len(e.game.pieces)}))"


@emits("count", "Hand", "int")
def count_hand(bound: Bound, e: Emitter, f: Function) -> str:
    """The pieces a seat holds off the board (of one kind, when given)."""
    from interpreter.native.codegen.families.moves import _kind

    kinds = len(e.game.pieces)
    seat, count = f.fresh("seat"), f.fresh("count")
    f.line(f"{seat} = {e.seat(bound.get('who'), f)}")
    if bound.get("piece") is None:
        f.line(f"{count} = count_stock(b, np.int64({seat}), np.int64({kinds})) if 0 < {seat} <= {e.seats} else 0")
        return count
    what = _kind(bound.get("piece"), bound, e, f)
    f.line(f"{count} = b.stock[{seat} * {kinds} + {what}] if 0 < {seat} <= {e.seats} and 0 <= {what} < {kinds} else 0")
    return count


@emits("mapEntry", None, "int")
def map_entry(bound: Bound, e: Emitter, f: Function) -> str:
    """A map's entry for a key, -1 when it has none (the map kept as a table from its lowest key)."""
    from interpreter.compiler.values import _key, maps

    name, key = bound.get("name"), bound.get("key")
    known = maps(e.game._compiler)
    if name is None or name not in known or isinstance(key, s.Name):
        raise refuse(bound, "is not generated without a map's name or with a role as key")
    entries = known[name]
    if isinstance(key, str):
        return e.literal(entries.get(_key(key, bound, e.game._compiler), -1))
    low = min(entries, default=0)
    high = max(entries, default=-1)
    if high - low > 4096:
        raise refuse(bound, "is not generated for a map of keys this far apart")

    def make():
        table = np.full(high - low + 3, -1, dtype=np.int64)
        table[0], table[1] = low, high
        for entry_key, entry in entries.items():
            table[entry_key - low + 2] = entry
        return table

    table, at = e.table(("map", name), make), f.fresh("key")
    f.line(f"{at} = {e.number(key, f)}")
    return f"({table}[{at} - {table}[0] + 2] if {table}[0] <= {at} <= {table}[1] else -1)"


@emits("ahead", None, "int")
def ahead(bound: Bound, e: Emitter, f: Function) -> str:
    """The site some steps away in a compass direction, turned by a number of quarter turns when
    rotation: is given; -1 off the board."""
    from interpreter.compiler.orientation import _DIAGONAL, _TURNS

    word = bound.get("direction")
    if not isinstance(word, s.Name) or word.text not in e.board.directions:
        raise refuse(bound, "is not generated with this direction")
    name = word.text
    cycle = _TURNS if name in _TURNS else _DIAGONAL if name in _DIAGONAL else (name,)
    table = e.table(("steps", cycle), lambda: np.array([e.board.step_table(d) for d in cycle], dtype=np.int32))
    start, size = cycle.index(name), len(cycle)
    turns = bound.get("rotation")
    heading = f.fresh("heading")
    f.line(f"{heading} = {start}" if turns is None else f"{heading} = ({start} + {e.number(turns, f)}) % {size}")
    at, distance, step = f.fresh("at"), f.fresh("distance"), f.fresh("step")
    f.line(f"{at} = {e.number(bound.get('site'), f)}")
    f.line(f"{distance} = {e.number(bound.get('steps', 1), f)}")
    with f.block(f"for {step} in range({distance}):"):
        with f.block(f"if not 0 <= {at} < {e.size}:"):
            f.line(f"{at} = -1")
            f.line("break")
        f.line(f"{at} = {table}[{heading}, {at}]")
    return at


@emits("count", "Value", "int")
def count_value(bound: Bound, e: Emitter, f: Function) -> str:
    index = _remembered(bound.get("in"))
    if index is None:
        raise refuse(bound, "is not generated but in remembered values")
    return f"remembered_count(b, np.int64({e.layout.multiset(index)[0]}), np.int64({e.number(bound.get('value'), f)}))"


@emits("size", "Array", "int")
def size_array(bound: Bound, e: Emitter, f: Function) -> str:
    index = _remembered(bound.get("array"))
    if index is None:
        raise refuse(bound, "is not generated but of remembered values")
    return f"b.slots[{e.layout.multiset(index)[1]}]"


def _remembered(array) -> str | None:
    """The name of the multiset of (values Remembered "name"), or None for another array."""
    if isinstance(array, Bound) and (array.ludeme.head, array.ludeme.selector) == ("values", "Remembered"):
        return array.get("name")
    return None


@emits("count", "Players", "int")
def count_players(bound: Bound, e: Emitter, f: Function) -> str:
    return "SEATS"


@emits("next", None, "int")
def next_player(bound: Bound, e: Emitter, f: Function) -> str:
    return "(b.scalars[MOVER_AT] % SEATS + 1)"


@emits("prev", None, "int")
def previous_player(bound: Bound, e: Emitter, f: Function) -> str:
    return "((b.scalars[MOVER_AT] - 2) % SEATS + 1)"


@emits("player", None, "int")
def player(bound: Bound, e: Emitter, f: Function) -> str:
    """``(player)``: the seat (forEach Player ...) binds; ``(player n)``: the number given."""
    index = bound.get("index")
    return e.context("player", f) if index is None else e.number(index, f)


def player_seat(bound: Bound, e: Emitter, f: Function) -> str:
    """The seat ``who`` names (a role word or an int ludeme, the reference's ``_seat``), in a local."""
    seat = f.fresh("seat")
    f.line(f"{seat} = {e.seat(bound.get('who'), f)}")
    return seat


@emits("value", "Player", "int")
def value_player(bound: Bound, e: Emitter, f: Function) -> str:
    """A player's value (-1 until the rules set it; the layout's "player value"), 0 for no seat."""
    first, seat = e.layout.array("player value"), player_seat(bound, e, f)
    return f"(b.slots[{first} + {seat}] if 0 <= {seat} <= SEATS else 0)"
