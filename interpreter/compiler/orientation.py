"""Values and rotations of the pieces on sites, and steps in directions turned with a piece.

``(value Piece at:...)`` and ``(set Value at:... n)`` are the value a piece on a site carries (a
die planted on a card, say; 0 when none), ``(rotation at:...)`` and ``(set Rotation at:... r)``
the quarter-turns clockwise of the piece on a site; given a list of rotations, ``(set Rotation
...)`` is a decision, one move per rotation, written ``turn:r@site``. ``(ahead site N
rotation:r)`` is the site one step away in a direction turned r quarter-turns clockwise (the
direction that a piece's printed north faces once it is turned), Off when there is none.
Both values are kept among the state's counters, so they are logged and undone.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, rule
from interpreter.compiler.moves import Rule, _assignment, consequences
from interpreter.moves import Move
from ludeme import syntax as s
from ludeme.checker import Bound

VALUE, ROTATION = "piece value", "rotation"  # counters hold them under (VALUE, site), (ROTATION, site)

_TURNS = ("N", "E", "S", "W")
_DIAGONAL = ("NE", "SE", "SW", "NW")


@rule("value", "Piece", "int")
def value_piece(bound: Bound, c: Compiler):
    at = c.compile(bound.get("at"), "int")
    get_value = _get(VALUE)
    return lambda state: get_value(state, at(state))


def _get(name):
    def get(state, site):
        return state.counters.get((name, site), 0) if site >= 0 else 0

    return get


def _setter(name, bound: Bound, c: Compiler, value):
    at = c.compile(bound.get("at"), "int")

    def resolve(state):
        site, v = at(state), value(state)
        if site < 0:
            return lambda st: None
        key = (name, site)
        return lambda st: st.set_counter(key, v) if st.counters.get(key, 0) != v else None

    return resolve


@rule("set", "Value", "moves")
def set_value_at(bound: Bound, c: Compiler):
    if bound.get("at") is None:  # (set Value <who> n): a player's value
        from interpreter.compiler.values import set_value

        return set_value(bound, c)
    resolve = _setter(VALUE, bound, c, c.compile(bound.get("value"), "int"))
    return _assignment("SetValue", resolve, consequences(bound.get("then"), c), c)


@rule("rotation", None, "int")
def rotation(bound: Bound, c: Compiler):
    at = c.compile(bound.get("at"), "int")
    get_rotation = _get(ROTATION)
    return lambda state: get_rotation(state, at(state))


@rule("set", "Rotation", "moves")
def set_rotation(bound: Bound, c: Compiler):
    after = consequences(bound.get("then"), c)
    turns = bound.get("rotations")
    if not isinstance(turns, tuple):
        resolve = _setter(ROTATION, bound, c, c.compile(turns, "int"))
        return _assignment("SetRotation", resolve, after, c)
    at = c.compile(bound.get("at"), "int")
    choices = tuple(turns)

    def turn(state, move):
        key = (ROTATION, move.to)
        if state.counters.get(key, 0) != move.what:
            state.set_counter(key, move.what)
        if after:
            after(state)

    index = c.effect(turn)

    def generate(state):
        site = at(state)
        return [Move("Rotation", site, -1, r, index) for r in choices] if site >= 0 else []

    def actions(state):
        site = at(state)
        return [lambda st, m=Move("Rotation", site, -1, choices[0], index): turn(st, m)] if site >= 0 else []

    return Rule(generate, actions)


@rule("ahead", None, "int")
def ahead(bound: Bound, c: Compiler):
    site = c.compile(bound.get("site"), "int")
    word = bound.get("direction")
    name = word.text if isinstance(word, s.Name) else str(word)
    board = c.board
    cycle = _TURNS if name in _TURNS else _DIAGONAL if name in _DIAGONAL else (name,)
    start = cycle.index(name)
    steps = [tuple(board.step(at, d) for at in range(board.num_sites)) for d in cycle]
    steps = [tuple(-1 if n is None else n for n in table) for table in steps]
    turns = c.optional(bound.get("rotation"), "int")
    size = len(cycle)

    def one(state):
        at = site(state)
        if at < 0:
            return -1
        turn = (start + turns(state)) % size if turns else start
        return steps[turn][at]

    return one
