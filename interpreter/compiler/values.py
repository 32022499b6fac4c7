"""Values: maps in the equipment, values kept by players, scores added to, final scores, and who
moves next.

``(map "Points" {(pair "V1" 1) ...})`` is read from the equipment once, when the game is compiled
(piece names become their kind numbers, site labels their sites); ``(mapEntry "Points" k)`` is then
a dictionary look-up. A player's value is kept among the state's counters, under a key no
``(var ...)`` can name.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, rule
from interpreter.compiler.moves import _assignment, consequences
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean


def _key(value, bound: Bound, c: Compiler) -> int:
    """A map's key or value: an integer, a piece name (its kind number) or a site label (its site)."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise DiagnosticError([Diagnostic.error("a map holds integers and names, not expressions", bound.node.span)])
    if isinstance(value, int):
        return value
    for index, kind in enumerate(c.pieces):
        if kind.name == value:
            return index
    try:
        return c.board.site(value)
    except Exception:  # neither a piece nor a site
        names = [kind.name for kind in c.pieces]
        raise DiagnosticError([Diagnostic.error(
            f'"{value}" names no piece and no site', bound.node.span,
            hint=did_you_mean(value, names) or "a map's names are piece names or site labels")]) from None


def maps(c: Compiler) -> dict[str, dict[int, int]]:
    """Every (map ...) of the equipment, read once per game."""
    known = c.shared("equipment")
    if "maps" not in known:
        found = known["maps"] = {}
        equipment = getattr(c, "equipment", None)
        for item in equipment.get("items", ()) if equipment is not None else ():
            if isinstance(item, Bound) and item.ludeme.head == "map":
                table = found.setdefault(item.get("name"), {})
                for pair in item.get("entries"):
                    table[_key(pair.get("key"), pair, c)] = _key(pair.get("value"), pair, c)
    return known["maps"]


@rule("mapEntry", returns="int")
def map_entry(bound: Bound, c: Compiler):
    name = bound.get("name")
    known = maps(c)
    if name not in known:
        raise DiagnosticError([Diagnostic.error(
            f'no map is named "{name}"', bound.node.span,
            hint=did_you_mean(name, list(known)) or 'declare it in the equipment: (map "Name" {(pair 1 2)})')])
    table = known[name]
    key = bound.get("key")
    if isinstance(key, str):
        fixed = table.get(_key(key, bound, c), -1)
        return lambda state: fixed
    value = c.compile(key, "int")
    get = table.get
    return lambda state: get(value(state), -1)


def _seat(bound: Bound, c: Compiler):
    value = bound.get("who")
    return c.seat(value) if isinstance(value, s.Name) or value is None else c.compile(value, "int")


@rule("value", "Player", "int")
def value_player(bound: Bound, c: Compiler):
    seat = _seat(bound, c)
    counters_key = _VALUE
    return lambda state: state.counters.get((counters_key, seat(state)), 0)


_VALUE = "player value"  # counters hold a player's value under (_VALUE, seat)


@rule("set", "Value")
def set_value(bound: Bound, c: Compiler):
    seat, value = _seat(bound, c), c.compile(bound.get("value"), "int")

    def resolve(state):
        return lambda st, key=(_VALUE, seat(state)), v=value(state): st.set_counter(key, v)

    return _assignment("SetValue", resolve, consequences(bound.get("then"), c), c)


@rule("addScore")
def add_score(bound: Bound, c: Compiler):
    seat, score = _seat(bound, c), c.compile(bound.get("score"), "int")
    seats = c.players

    def resolve(state):
        at, amount = seat(state), score(state)
        if not 0 < at <= seats or amount == 0:
            return lambda st: None
        return lambda st: st.set_score(at, st.points[at] + amount)

    return _assignment("AddScore", resolve, consequences(bound.get("then"), c), c)


@rule("set", "NextPlayer")
def set_next_player(bound: Bound, c: Compiler):
    seat = _seat(bound, c)
    seats = c.players

    def resolve(state):
        chosen = seat(state)

        def choose(st):
            if 0 < chosen <= seats:
                st.next_seat = chosen

        return choose

    return _assignment("SetNextPlayer", resolve, consequences(bound.get("then"), c), c)


def _pair(pick):
    def compile_pair(bound: Bound, c: Compiler):
        a, b = c.compile(bound.get("a"), "int"), c.compile(bound.get("b"), "int")
        return lambda state: pick(a(state), b(state))

    return compile_pair


rule("min", returns="int")(_pair(min))
rule("max", returns="int")(_pair(max))


@rule("score", returns="score")
def final_score(bound: Bound, c: Compiler):
    """``(score P1 n)`` in ``(byScore {...})``: the seat and its final score, as two closures."""
    return c.seat(bound.get("who")), c.compile(bound.get("score"), "int")
