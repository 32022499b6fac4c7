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


def _holds(value, wanted: set[tuple[str, str | None]]) -> bool:
    """Whether a checked value holds one of the ludemes ``(head, selector)`` anywhere inside."""
    if isinstance(value, tuple):
        return any(_holds(item, wanted) for item in value)
    if not isinstance(value, Bound):
        return False
    return (value.ludeme.head, value.ludeme.selector) in wanted or any(
        _holds(argument, wanted) for argument in value.arguments.values())


def _any_move(bound: Bound, e: Emitter) -> str:
    """The name of ``any_move(t, b)``: whether the mover has a legal move (the play rules' moves,
    and the swap's), written once per game."""
    from interpreter.native.codegen.module import SWAP_OFFERED, _meta_rules

    if any(function.name == "any_move" for function in e.functions):
        return "any_move"
    rules = e.game.bound.get("rules")
    play = rules.get("play").get("moves")
    # any_move lists the play rules' moves (their consequences written too): (no Moves ...) there would
    # call it again; (is Next ...) reads whether the end rules are being tried, which the generated
    # state does not tell from a move being made
    if _holds(play, {("no", "Moves"), ("is", "Next")}):
        raise refuse(bound, "is not generated in a game whose play rules (or their consequences) ask "
                            "(no Moves ...) or (is Next ...)")
    g = e.function("any_move", ["t", "b"], exact=True)
    e.generate(play, g, lambda h, *fields: h.line("return True"))
    for meta in _meta_rules(rules):
        if meta.ludeme.head != "swap" or e.seats != 2:
            raise refuse(meta)
        with g.block(f"if {SWAP_OFFERED}:"):
            g.line("return True")
    g.line("return False")
    return g.name


@emits("no", "Moves", "boolean")
def no_moves(bound: Bound, e: Emitter, f: Function) -> str:
    """Whether the player next (the one a move being made chose so far) has no legal move, asked as
    at the start of their turn: the mover set to them (and the turn to the next one when they are
    another player), no context bound (the reference's ``_no_moves``). One function of the game
    answers it wherever it is asked."""
    word = bound.get("who")
    if word is None or word.text != "Next":
        raise refuse(bound, "is generated for Next only")
    if not any(function.name == "no_moves_next" for function in e.functions):
        probe = _any_move(bound, e)
        g = e.function("no_moves_next", ["t", "b"], exact=True)
        g.line(f"seat = next_to_move(b, {e.seats})")
        g.line("known = moves_known(b, seat)")  # asked already here: the end rules ask it rule after rule
        with g.block("if known >= 0:"):
            g.line("return known == 1")
        g.line("saved = (b.scalars[MOVER_AT], b.scalars[TURN], b.scalars[MOVING])")
        with g.block("if seat != b.scalars[MOVER_AT]:"):
            g.line("b.scalars[MOVER_AT] = seat")
            g.line("b.scalars[TURN] += 1")
        g.line("b.scalars[MOVING] = 0")
        g.line(f"none = not {probe}(t, b)")
        g.line("b.scalars[MOVER_AT], b.scalars[TURN], b.scalars[MOVING] = saved")
        g.line("note_moves(b, seat, np.int64(none))")
        g.line("return none")
    return "no_moves_next(t, b)"
