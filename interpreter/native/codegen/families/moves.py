"""Emitters of moves: decisions, their consequences, and the ludemes that combine them.

Each writes, for ``mode`` ``"generate"``, the moves a player may choose from, calling ``sink`` for
each; for ``mode`` ``"actions"``, the actions of a consequence, each an effect with its numbers
worked out now (see :mod:`interpreter.native.codegen.emitter`). The meaning of each is the
reference's (:mod:`interpreter.compiler.families.moves`), in the same order of moves.
"""

from __future__ import annotations

from typing import Any, Callable

from interpreter.native.codegen.emitter import Emitter, Function, Sink, emits, refuse
from interpreter.native.codegen.families.ints import player_seat
from interpreter.native.codegen.families.region import write_group
from ludeme import syntax as s
from ludeme.checker import Bound


def _sift(bound: Bound | None, e: Emitter, f: Function, row: str, name: str, body) -> None:
    """For each site of a row that meets the ``if:`` of ``bound`` (a (to ...) or (from ...)), with
    ``name`` bound to it: ``body(site)``."""
    index, site = f.fresh("i"), f.fresh(name)
    condition = bound.get("if") if bound is not None else None
    with f.block(f"for {index} in range(b.rows[{row}, 0]):"):
        f.line(f"{site} = b.rows[{row}, {index} + 1]")
        if condition is None:
            body(site)
            return
        with f.bound(name, site):
            test = e.boolean(condition, f)
            with f.block(f"if {test}:"):
                body(site)


def _places(bound: Bound, e: Emitter, f: Function) -> str:
    """The row of a (to ...)'s sites, before its condition."""
    sites = bound.get("sites")
    if sites is None:
        raise refuse(bound, "is not generated without its sites")
    if bound.get("apply") is not None or bound.get("level") is not None:
        raise refuse(bound, "is not generated with apply: or level:")
    return e.region(sites, f)


@emits("move", "Add")
def move_add(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    if "piece" in bound.arguments:
        _add_piece(bound, e, f, mode, sink)
        return
    if bound.get("stack") or bound.get("count") is not None:
        raise refuse(bound, "is not generated with piece:, count: or stack:")
    pieces = e.game.pieces
    after = e.consequences(bound.get("then"))
    effect, body = e.effect("Add")
    owners = e.table(("owners",), lambda: _array([max(kind.owner, 0) for kind in pieces]))
    body.line(f"place(b, a0, {owners}[a2], a2)")
    if after:
        body.line(f"{after}(t, b)")
    placed = e.table(("piece of seat",), lambda: _array(
        [next((k for k, kind in enumerate(pieces) if kind.owner == seat), -1) for seat in range(e.seats + 1)]))
    what = f.fresh("what")
    f.line(f"{what} = {placed}[{e.seat(bound.get('who'), f)}]")
    to = bound.get("to")
    row = _places(to, e, f)
    with f.block(f"if {what} >= 0:"):
        _sift(to, e, f, row, "to", lambda site: sink(f, effect, site, "-1", what, "-1"))


@emits("move", "Pass")
def move_pass(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    after = e.consequences(bound.get("then"))
    if mode == "actions" and after is None:
        return
    effect, body = e.effect("Pass")
    if after:
        body.line(f"{after}(t, b)")
    sink(f, effect, "-1", "-1", "-1", "-1")


@emits("moveAgain")
def move_again(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    effect, body = e.effect("MoveAgain")
    body.line("b.scalars[AGAIN] = 1")
    body.line("b.scalars[NEXT_SEAT] = 0")
    sink(f, effect, "-1", "-1", "-1", "-1")


@emits("remove")
def remove(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """Empty a site or a region: as a decision, one move per occupied site, each followed by the
    consequences; as a consequence, every site emptied, then the consequences once."""
    if bound.get("count") is not None:
        raise refuse(bound, "is not generated with count:")
    after = e.consequences(bound.get("then"))
    row = e.region(bound.get("site"), f)
    effect, body = e.effect("Remove")
    body.line("clear(b, a0)")
    index, site = f.fresh("i"), f.fresh("site")
    if mode == "generate" and after:
        body.line(f"{after}(t, b)")
    with f.block(f"for {index} in range(b.rows[{row}, 0]):"):
        f.line(f"{site} = b.rows[{row}, {index} + 1]")
        if mode == "generate":
            with f.block(f"if b.what[{site}] >= 0:"):
                sink(f, effect, site, "-1", "-1", "-1")
        else:
            sink(f, effect, site, "-1", "-1", "-1")
    if mode == "actions" and after:
        then_effect, then_body = e.effect("Remove")
        then_body.line(f"{after}(t, b)")
        sink(f, then_effect, "-1", "-1", "-1", "-1")


def _assignment(kind: str, bound: Bound, e: Emitter, f: Function, sink: Sink, values: list[str],
                setter: Callable[[Function], None]) -> None:
    """A rule that sets something (the reference's ``_assignment``): its numbers worked out where it
    is made, the setter (``setter(body)`` writes lines reading ``a0``...) applied, then the consequences."""
    after = e.consequences(bound.get("then"))
    effect, body = e.effect(kind)
    setter(body)
    if after:
        body.line(f"{after}(t, b)")
    padded = (values + ["-1"] * 4)[:4]
    sink(f, effect, *padded)


@emits("set", "State")
def set_state(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    at = f.fresh("at")
    f.line(f"{at} = {e.number(bound.get('at'), f)}")
    value = e.number(bound.get("value"), f)

    def setter(body: Function) -> None:
        with body.block(f"if 0 <= a0 < {e.size}:"):
            body.line("set_mark(b, a0, a1)")

    _assignment("SetState", bound, e, f, sink, [at, value], setter)


@emits("set", "Var")
def set_var(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    slot = e.layout.variables.get(bound.get("name", ""))
    if slot is None:
        raise refuse(bound, "names a variable the layout does not hold")
    _assignment("SetVar", bound, e, f, sink, [e.number(bound.get("value"), f)], lambda body: body.line(f"set_slot(b, {slot}, a0)"))


@emits("set", "Score")
def set_score(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    seat = f.fresh("seat")
    f.line(f"{seat} = {e.seat(bound.get('who'), f)}")
    _assignment("SetScore", bound, e, f, sink, [seat, e.number(bound.get("score"), f)],
                lambda body: body.line("set_score(b, a0, a1)"))


@emits("forEach", "Site")
def for_each_site(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """The moves for each site of a region, in order, each once, bound as (site) and (to)."""
    if bound.get("noMoveYet") is not None:
        raise refuse(bound, "is not generated with noMoveYet:")
    row = e.region(bound.get("sites"), f)
    f.line(f"sort_row(b, np.int64({row}))")
    index, site = f.fresh("i"), f.fresh("site")
    with f.block(f"for {index} in range(b.rows[{row}, 0]):"):
        f.line(f"{site} = b.rows[{row}, {index} + 1]")
        with f.bound("site", site), f.bound("to", site):
            e.emit(bound.get("moves"), "moves", f, mode, sink)


@emits("forEach", "Group")
def for_each_group(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """The moves for each group of pieces joined by the relation whose sites meet the condition
    (all of one owner's without it), in the order of their first sites, bound as (sites)."""
    table = e.neighbours(bound.get("directions"))
    visited, group = e.row(), e.row()
    start, index = f.fresh("start"), f.fresh("i")
    condition = bound.get("if")
    f.line(f"start_row(b, {visited})")
    with f.block(f"for {start} in range({e.size}):"):
        with f.block(f"if b.what[{start}] < 0 or in_row(b, {visited}, {start}):"):
            f.line("continue")
        if condition is not None:
            with f.bound("to", start):
                test = e.boolean(condition, f)
            with f.block(f"if not ({test}):"):
                f.line("continue")
        write_group(e, f, group, visited, start, table, condition)
        with f.bound("sites", str(group)):
            e.emit(bound.get("moves"), "moves", f, mode, sink)


def _choices(bound: Bound) -> tuple:
    listed = bound.get("list")
    return listed if listed is not None else (bound.get("a"), bound.get("b"))


def _then_sink(bound: Bound, e: Emitter, sink: Sink, key: str = "then") -> Sink:
    """The sink of moves followed by the consequences of ``bound`` (the reference's
    ``_with_consequences``): each effect wrapped once."""
    after = e.consequences(bound.get(key))
    if after is None:
        return sink
    wrapped: dict[int, int] = {}

    def then_sink(g: Function, effect: int, a0: str, a1: str, a2: str, a3: str) -> None:
        if effect not in wrapped:
            wrapped[effect] = e.wrapped(effect, after)
        sink(g, wrapped[effect], a0, a1, a2, a3)

    return then_sink


def _then_action(bound: Bound, e: Emitter, f: Function, sink: Sink, key: str = "then") -> None:
    """The consequences of ``bound`` as one action after the others."""
    after = e.consequences(bound.get(key))
    if after is not None:
        effect, body = e.effect("Then")
        body.line(f"{after}(t, b)")
        sink(f, effect, "-1", "-1", "-1", "-1")


@emits("or")
def either(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    if mode == "generate":
        inner = _then_sink(bound, e, sink)
        for item in _choices(bound):
            e.emit(item, "moves", f, mode, inner)
        return
    for item in _choices(bound):
        e.emit(item, "moves", f, mode, sink)
    _then_action(bound, e, f, sink)


@emits("and")
def both(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """All the given moves as one: their actions worked out first, then applied in order."""
    items = _choices(bound)
    if all(isinstance(item, Bound) and item.ludeme.head == "move" for item in items):
        either(bound, e, f, mode, sink)
        return
    if mode == "generate":
        effect, body = e.effect("And")
        e.apply_actions(bound, body, lambda g, inner: both(bound, e, g, "actions", inner))
        sink(f, effect, "-1", "-1", "-1", "-1")
        return
    for item in items:
        e.emit(item, "moves", f, mode, sink)
    _then_action(bound, e, f, sink)


@emits("if")
def moves_if(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    test = e.boolean(bound.get("condition"), f)
    inner = _then_sink(bound, e, sink, "after") if mode == "generate" else sink
    with f.block(f"if {test}:"):
        e.emit(bound.get("then"), "moves", f, mode, inner)
    if bound.get("else") is not None:
        with f.block("else:"):
            e.emit(bound.get("else"), "moves", f, mode, inner)
    if mode == "actions":
        _then_action(bound, e, f, sink, "after")


@emits("priority")
def priority(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """The moves of the first list that has any (the consequences of the first such list)."""
    found = f.fresh("found")
    f.line(f"{found} = False")
    items = _choices(bound)
    if mode == "generate":
        inner = _then_sink(bound, e, sink)

        def counting(g: Function, effect: int, a0: str, a1: str, a2: str, a3: str) -> None:
            g.line(f"{found} = True")
            inner(g, effect, a0, a1, a2, a3)

        for position, item in enumerate(items):
            if position == 0:
                e.emit(item, "moves", f, mode, counting)
            else:
                with f.block(f"if not {found}:"):
                    e.emit(item, "moves", f, mode, counting)
        return
    # as a consequence: the actions of the first list that generates a move
    for item in items:
        call = e.probe(f, lambda g: e.emit(item, "moves", g, "generate", lambda h, *fields: h.line("return True")))
        with f.block(f"if not {found} and {call}:"):
            f.line(f"{found} = True")
            e.emit(item, "moves", f, mode, sink)
    _then_action(bound, e, f, sink)


def _array(values: list[int]):
    import numpy as np

    return np.array(values or [-1], dtype=np.int32)


__all__: list[Any] = []


@emits("forEach", "Value")
def for_each_value(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """The moves for each value from min to max, bound as (value)."""
    value, high = f.fresh("value"), f.fresh("high")
    f.line(f"{high} = {e.number(bound.get('max'), f)}")
    with f.block(f"for {value} in range({e.number(bound.get('min'), f)}, {high} + 1):"):
        with f.bound("value", value):
            e.emit(bound.get("moves"), "moves", f, mode, sink)


@emits("move", "Action")
def move_action(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """A named decision, with a value when one is given (its consequences read it as (value))."""
    after = e.consequences(bound.get("then"), ("value",))
    effect, body = e.effect("Action:" + bound.get("name"))
    if after:
        body.line(f"{after}(t, b, a2)")
    if bound.get("value") is None:
        sink(f, effect, "-1", "-1", "-1", "-1")
    else:
        sink(f, effect, "-1", "1", e.number(bound.get("value"), f), "-1")


@emits("move", "Select")
def move_select(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """A site chosen among the origins that meet their condition (tested with (from), and (to) too)."""
    if bound.get("to") is not None:
        raise refuse(bound, "is not generated with a second site (to ...)")
    origins = bound.get("from")
    if origins.get("sites") is None or origins.get("level") is not None:
        raise refuse(origins, "is not generated without its sites or with level:")
    after = e.consequences(bound.get("then"))
    effect, body = e.effect("Select")
    with body.block("if a1 < 0:"):  # one site chosen: it is where the move comes from too
        body.line("b.scalars[LAST_FROM] = a0")
    if after:
        body.line(f"{after}(t, b)")
    row = e.region(origins.get("sites"), f)
    index, site = f.fresh("i"), f.fresh("from")
    condition = origins.get("if")
    with f.block(f"for {index} in range(b.rows[{row}, 0]):"):
        f.line(f"{site} = b.rows[{row}, {index} + 1]")
        if condition is None:
            sink(f, effect, site, "-1", "-1", "-1")
        else:
            with f.bound("from", site), f.bound("to", site):
                test = e.boolean(condition, f)
            with f.block(f"if {test}:"):
                sink(f, effect, site, "-1", "-1", "-1")


@emits("remember", "Value")
def remember_value(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    index, total = e.layout.multiset(bound.get("name"))
    value, count = e.number(bound.get("value"), f), e.number(bound.get("count", 1), f)
    _assignment("Remember", bound, e, f, sink, [value, count],
                lambda body: body.line(f"remember(b, np.int64({index}), a0, a1, np.int64({total}))"))


@emits("forget", "Value")
def forget_value(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    index, total = e.layout.multiset(bound.get("name"))
    if "all" in bound.arguments:
        _assignment("Forget", bound, e, f, sink, [],
                    lambda body: body.line(f"forget_all(b, np.int64({index}), np.int64({total}))"))
        return
    value, count = e.number(bound.get("value"), f), e.number(bound.get("count", 1), f)
    _assignment("Forget", bound, e, f, sink, [value, count],
                lambda body: body.line(f"remember(b, np.int64({index}), a0, -a1, np.int64({total}))"))


def _kind(value: Any, bound: Bound, e: Emitter, f: Function) -> str:
    """A piece given by name (its kind) or by a number (Ludii's component number, from 1)."""
    from interpreter.compiler.supplies import piece_index

    if isinstance(value, str):
        return e.literal(piece_index(value, bound, e.game._compiler))
    number = f.fresh("kind")
    f.line(f"{number} = {e.number(value, f)} - 1")
    return number


@emits("add", "Hand")
def add_hand(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """Pieces of a kind added to (or, counted down, taken from) a seat's supply, never below none."""
    kinds = len(e.game.pieces)
    seat, what = f.fresh("seat"), _kind(bound.get("piece"), bound, e, f)
    f.line(f"{seat} = {e.seat(bound.get('who'), f)}")

    def setter(body: Function) -> None:
        with body.block(f"if 0 < a0 <= {e.seats} and 0 <= a1 < {kinds} and a2 != 0:"):
            body.line(f"set_stock(b, a0 * {kinds} + a1, max(0, b.stock[a0 * {kinds} + a1] + a2))")

    _assignment("AddHand", bound, e, f, sink, [seat, what, e.number(bound.get("count", 1), f)], setter)


@emits("deal", "Cards")
def deal_cards(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    seat = f.fresh("seat")
    f.line(f"{seat} = {e.seat(bound.get('who'), f)}")
    _assignment("Deal", bound, e, f, sink, [seat, e.number(bound.get("count"), f)],
                lambda body: body.line(f"deal(b, a0, a1, np.int64({len(e.game.pieces)}))"))


@emits("set", "Value")
def set_value(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    if bound.get("at") is None:
        _set_player_value(bound, e, f, sink)
        return
    _site_setter("SetValue", "piece value", bound, e, f, sink, e.number(bound.get("value"), f))


def _site_setter(kind: str, array: str, bound: Bound, e: Emitter, f: Function, sink: Sink, value: str) -> None:
    """A value of a per-site array of the layout set (on a site of the board, when it differs)."""
    first = e.layout.array(array)
    at = f.fresh("at")
    f.line(f"{at} = {e.number(bound.get('at'), f)}")

    def setter(body: Function) -> None:
        with body.block(f"if 0 <= a0 < {e.size} and b.slots[{first} + a0] != a1:"):
            body.line(f"set_slot(b, {first} + a0, a1)")

    _assignment(kind, bound, e, f, sink, [at, value], setter)


@emits("set", "Rotation")
def set_rotation(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """A piece turned: with several rotations, one decision each (one action: the first)."""
    turns = bound.get("rotations")
    if not isinstance(turns, tuple):
        _site_setter("SetRotation", "rotation", bound, e, f, sink, e.number(turns, f))
        return
    first = e.layout.array("rotation")
    after = e.consequences(bound.get("then"))
    effect, body = e.effect("Rotation")
    with body.block(f"if b.slots[{first} + a0] != a2:"):
        body.line(f"set_slot(b, {first} + a0, a2)")
    if after:
        body.line(f"{after}(t, b)")
    site = f.fresh("at")
    f.line(f"{site} = {e.number(bound.get('at'), f)}")
    with f.block(f"if {site} >= 0:"):
        for turn in turns if mode == "generate" else turns[:1]:
            sink(f, effect, site, "-1", e.number(turn, f), "-1")


def _add_piece(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """(move Add (piece ...) (to ...)): one decision per kind chosen and site, kinds first; a piece
    from a hand is taken from the seat's supply."""
    choice = bound.get("piece")
    if choice.get("state") is not None:
        raise refuse(bound, "is not generated with state:")
    if choice.ludeme.selector != "Hand":
        _add_named_piece(bound, e, f, sink)
        return
    if bound.get("who") is not None:
        raise refuse(bound, "is not generated with (piece Hand) and who")
    kinds = len(e.game.pieces)
    e.moves_per_site += kinds
    owners = e.table(("owners of kinds",), lambda: _array([kind.owner for kind in e.game.pieces]))
    after = e.consequences(bound.get("then"))
    effect, body = e.effect("Hand")
    giver = f.fresh("giver")
    f.line(f"{giver} = {e.seat(choice.get('who'), f)}")
    body.line(f"seat = {owners}[a2] if {owners}[a2] >= 0 else b.scalars[MOVER_AT]")
    body.line(f"giver = {e.seat(choice.get('who'), body)}")
    body.line(f"set_stock(b, giver * {kinds} + a2, b.stock[giver * {kinds} + a2] - 1)")
    body.line("place(b, a0, seat, a2)")
    if after:
        body.line(f"{after}(t, b)")
    to = bound.get("to")
    row = _places(to, e, f)
    what = f.fresh("what")
    with f.block(f"for {what} in range({kinds}):"):
        with f.block(f"if b.stock[{giver} * {kinds} + {what}] > 0:"):
            _sift(to, e, f, row, "to", lambda site: sink(f, effect, site, "-1", what, "-1"))


def _set_player_value(bound: Bound, e: Emitter, f: Function, sink: Sink) -> None:
    """``(set Value <who> n)``: the value a player keeps (the layout's "player value"), its seat and
    number worked out where it is made; nothing for no seat."""
    first, seat = e.layout.array("player value"), player_seat(bound, e, f)

    def setter(body: Function) -> None:
        with body.block("if 0 <= a0 <= SEATS:"):
            body.line(f"set_slot(b, {first} + a0, a1)")

    _assignment("SetValue", bound, e, f, sink, [seat, e.number(bound.get("value"), f)], setter)


def _one_kind(choice: Bound, bound: Bound, e: Emitter, f: Function) -> str:
    """The kind a (piece ...) names (the first of a list), by name or by its number (from 1, as
    (what at:...) gives it): -1 for none."""
    from interpreter.compiler.supplies import piece_index

    if not isinstance(choice, Bound) or choice.ludeme.selector is not None or choice.get("state") is not None:
        raise refuse(bound, "is not generated but with (piece <name or number>)")
    what = choice.get("what")
    if isinstance(what, tuple):
        what = what[0]
    if isinstance(what, str):
        return e.literal(piece_index(what, choice, e.game._compiler))
    return f"({e.number(what, f)} - 1)"


def _add_named_piece(bound: Bound, e: Emitter, f: Function, sink: Sink) -> None:
    """(move Add (piece "A") ...), (piece {"A" "B"}) or (piece <number>) [who] (to ...): one decision
    per kind and site, kinds first; the piece is the owner's of its kind (the mover's for a shared
    kind) unless who: names the owner."""
    from interpreter.compiler.supplies import piece_index

    choice, who = bound.get("piece"), bound.get("who")
    if who is not None and not isinstance(who, s.Name):
        raise refuse(bound, "is not generated with who: given as a number")
    owners = e.table(("owners of kinds",), lambda: _array([kind.owner for kind in e.game.pieces]))
    after = e.consequences(bound.get("then"))
    effect, body = e.effect("Place")
    if who is None:
        body.line(f"place(b, a0, {owners}[a2] if {owners}[a2] >= 0 else b.scalars[MOVER_AT], a2)")
    else:
        body.line(f"place(b, a0, {e.seat(who, body)}, a2)")
    if after:
        body.line(f"{after}(t, b)")
    to, what = bound.get("to"), choice.get("what")
    if isinstance(what, tuple):
        kinds = [piece_index(name, choice, e.game._compiler) for name in what]
        e.moves_per_site += len(kinds)
        table, index, kind = e.table(("kinds", tuple(kinds)), lambda: _array(kinds)), f.fresh("k"), f.fresh("what")
        row = _places(to, e, f)
        with f.block(f"for {index} in range({table}.shape[0]):"):
            f.line(f"{kind} = {table}[{index}]")
            _sift(to, e, f, row, "to", lambda site: sink(f, effect, site, "-1", kind, "-1"))
        return
    e.moves_per_site += 1
    kind = f.fresh("what")
    f.line(f"{kind} = {_one_kind(choice, bound, e, f)}")
    with f.block(f"if 0 <= {kind} < {owners}.shape[0]:"):
        row = _places(to, e, f)
        _sift(to, e, f, row, "to", lambda site: sink(f, effect, site, "-1", kind, "-1"))


@emits("forEach", "Player")
def for_each_player(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """The moves for each seat in turn, bound as (player)."""
    seat = f.fresh("player")
    with f.block(f"for {seat} in range(1, SEATS + 1):"):
        with f.bound("player", seat):
            e.emit(bound.get("moves"), "moves", f, mode, sink)


@emits("addScore")
def add_score(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """A seat's score raised by an amount, both worked out where it is made (nothing for no seat or
    an amount of 0); the score it adds to is the one at the time it is applied."""
    if isinstance(bound.get("who"), tuple) or isinstance(bound.get("score"), tuple):
        raise refuse(bound, "is not generated with lists of players and scores")
    seat = player_seat(bound, e, f)

    def setter(body: Function) -> None:
        with body.block("if 0 < a0 <= SEATS and a1 != 0:"):
            body.line("set_score(b, a0, b.points[a0] + a1)")

    _assignment("AddScore", bound, e, f, sink, [seat, e.number(bound.get("score"), f)], setter)


@emits("set", "NextPlayer")
def set_next_player(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """The seat to move after this move (in place of a (moveAgain) made before it in the move)."""
    who = bound.get("who")
    seat = f.fresh("seat")
    f.line(f"{seat} = {e.number(who, f) if isinstance(who, Bound) else e.seat(who, f)}")

    def setter(body: Function) -> None:
        with body.block("if 0 < a0 <= SEATS:"):
            body.line("b.scalars[NEXT_SEAT] = a0")
            body.line("b.scalars[AGAIN] = 0")

    _assignment("SetNextPlayer", bound, e, f, sink, [seat], setter)


@emits("promote")
def promote(bound: Bound, e: Emitter, f: Function, mode: str, sink: Sink) -> None:
    """The piece on a site becomes one of the kind given, owned by the kind's owner (the site's owner
    for a kind nobody owns); nothing off the board, on an empty site, or for no kind. The site and
    the kind are worked out where it is made."""
    if bound.get("who") is not None:
        raise refuse(bound, "is not generated with who")
    owners = e.table(("owners of kinds",), lambda: _array([kind.owner for kind in e.game.pieces]))
    at, kind = f.fresh("at"), f.fresh("kind")
    f.line(f"{at} = {e.number(bound.get('site'), f)}")
    f.line(f"{kind} = {_one_kind(bound.get('piece'), bound, e, f)}")
    with f.block(f"if not (0 <= {at} < {e.size} and b.what[{at}] >= 0 and 0 <= {kind} < {owners}.shape[0]):"):
        f.line(f"{kind} = -1")

    def setter(body: Function) -> None:
        with body.block("if a1 >= 0:"):
            body.line(f"place(b, a0, {owners}[a1] if {owners}[a1] > 0 else b.who[a0], a1)")

    _assignment("Promote", bound, e, f, sink, [at, kind], setter)
