"""Moves: what a player may decide, and the consequences that follow."""

from __future__ import annotations

from interpreter.compiler import Compiler, Places, rule, source_text
from interpreter.moves import Move
from ludeme.checker import Bound

_NONE = ()


def consequences(bound: Bound | None, c: Compiler):
    """``(then ...)`` as ``apply(state)``: every move it generates, applied in order."""
    if bound is None:
        return None
    generate = c.compile(bound, "then")
    effects = c.effects

    def apply(state):
        for move in generate(state):
            effects[move.effect](state, move)

    return apply


@rule("then", returns="then")
def then(bound: Bound, c: Compiler):
    return c.compile(bound.get("moves"), "moves")


@rule("to", returns="to")
def to(bound: Bound, c: Compiler) -> Places:
    return Places(c.compile(bound.get("sites"), "sites"), c.optional(bound.get("if"), "boolean"),
                  source_text(bound))


@rule("from", returns="from")
def frm(bound: Bound, c: Compiler) -> Places:
    return Places(c.compile(bound.get("sites"), "sites"), c.optional(bound.get("if"), "boolean"),
                  source_text(bound))


@rule("move", "Add")
def move_add(bound: Bound, c: Compiler):
    who = c.seat(bound.get("who")) if bound.get("who") is not None else None
    places: Places = c.compile(bound.get("to"), "to")
    after = consequences(bound.get("then"), c)
    owners = [max(kind.owner, 0) for kind in c.pieces]
    pieces = {seat: c.piece_of(seat) for seat in range(c.players + 1)}

    def add(state, move):
        state.place(move.to, owners[move.what], move.what)
        if after:
            after(state)

    index = c.effect(add)

    def generate(state):
        what = pieces[who(state) if who else state.mover]
        if what < 0:
            return []
        return [Move("Add", site, -1, what, index) for site in places.select(state, "var_to")]

    def explain(state, site):
        if site not in places.sites(state):
            return f"it is not among {places.text}"
        if places.condition is not None and site not in places.select(state, "var_to"):
            return f"it fails the condition of {places.text}"
        return None

    c.explainers.append(explain)
    return generate


@rule("move", "Remove")
def move_remove(bound: Bound, c: Compiler):
    sites = c.compile(bound.get("sites"), "sites")
    after = consequences(bound.get("then"), c)

    def remove(state, move):
        state.clear(move.to)
        if after:
            after(state)

    index = c.effect(remove)
    return lambda state: [Move("Remove", site, -1, -1, index) for site in sites(state) if state.what[site] >= 0]


@rule("remove")
def remove(bound: Bound, c: Compiler):
    sites = c.compile(bound.get("site"), "sites")
    after = consequences(bound.get("then"), c)

    def clear(state, move):
        for site in sites(state):
            state.clear(site)
        if after:
            after(state)

    move = [Move("Remove", effect=c.effect(clear))]
    return lambda state: move


@rule("move", "Pass")
def move_pass(bound: Bound, c: Compiler):
    after = consequences(bound.get("then"), c)
    move = [Move("Pass", effect=c.effect(lambda state, m: after(state) if after else None))]
    return lambda state: move


@rule("move", "Select")
def move_select(bound: Bound, c: Compiler):
    origins: Places = c.compile(bound.get("from"), "from")
    targets: Places | None = c.optional(bound.get("to"), "to")
    after = consequences(bound.get("then"), c)
    index = c.effect(lambda state, move: after(state) if after else None)

    def generate(state):
        chosen = origins.select(state, "var_from")
        if targets is None:
            return [Move("Select", site, -1, -1, index) for site in chosen]
        found = []
        saved = state.var_from
        for origin in chosen:
            state.var_from = origin
            found += [Move("Select", site, origin, -1, index) for site in targets.select(state, "var_to")]
        state.var_from = saved
        return found

    return generate


@rule("moveAgain")
def move_again(bound: Bound, c: Compiler):
    def again(state, move):
        state.again = True

    move = [Move("MoveAgain", effect=c.effect(again))]
    return lambda state: move


@rule("set", "Score")
def set_score(bound: Bound, c: Compiler):
    seat = c.seat_value(bound.get("who"))
    score = c.compile(bound.get("score"), "int")
    after = consequences(bound.get("then"), c)

    def assign(state, move):
        state.set_score(seat(state), score(state))
        if after:
            after(state)

    move = [Move("SetScore", effect=c.effect(assign))]
    return lambda state: move


@rule("forEach", "Site")
def for_each_site(bound: Bound, c: Compiler):
    sites = c.compile(bound.get("sites"), "sites")
    inner = c.compile(bound.get("moves"), "moves")
    fallback = c.optional(bound.get("noMoveYet"), "moves")

    def generate(state):
        found = []
        saved = state.var_site
        for site in list(sites(state)):
            state.var_site = site
            found += inner(state)
        state.var_site = saved
        if not found and fallback is not None:
            return fallback(state)
        return found

    return generate


@rule("forEach", "Group")
def for_each_group(bound: Bound, c: Compiler):
    from interpreter.compiler.regions import groups

    table = c.neighbours(bound.get("directions"))
    condition = c.optional(bound.get("if"), "boolean")
    inner = c.compile(bound.get("moves"), "moves")

    def generate(state):
        found = []
        saved = state.var_sites
        for group in groups(state, table, condition):
            state.var_sites = group
            found += inner(state)
        state.var_sites = saved
        return found

    return generate


def _lists(bound: Bound, c: Compiler):
    return [c.compile(item, "moves") for item in bound.get("list")]


@rule("or")
def either(bound: Bound, c: Compiler):
    lists = _lists(bound, c)
    after = consequences(bound.get("then"), c)
    generate = (lambda state: [m for g in lists for m in g(state)])
    return _with_consequences(generate, after, c)


@rule("and")
def both(bound: Bound, c: Compiler):
    """All the given moves as one move: each list's moves are applied in order."""
    lists = _lists(bound, c)
    after = consequences(bound.get("then"), c)
    effects = c.effects

    def apply_all(state, move):
        for generate in lists:
            for inner in generate(state):
                effects[inner.effect](state, inner)
        if after:
            after(state)

    move = [Move("And", effect=c.effect(apply_all))]
    return lambda state: move


@rule("if")
def moves_if(bound: Bound, c: Compiler):
    condition = c.compile(bound.get("condition"), "boolean")
    chosen = c.compile(bound.get("then"), "moves")
    otherwise = c.optional(bound.get("else"), "moves")
    return lambda state: chosen(state) if condition(state) else (otherwise(state) if otherwise else [])


@rule("priority")
def priority(bound: Bound, c: Compiler):
    lists = _lists(bound, c)
    after = consequences(bound.get("then"), c)

    def generate(state):
        for candidates in lists:
            found = candidates(state)
            if found:
                return found
        return []

    return _with_consequences(generate, after, c)


def _with_consequences(generate, after, c: Compiler):
    """Moves whose own effect is followed by ``after`` (the ``then`` of (or ...) and (priority ...))."""
    if after is None:
        return generate
    effects = c.effects
    wrapped: dict[int, int] = {}

    def effect_then(inner_index):
        if inner_index not in wrapped:
            def apply(state, move):
                effects[inner_index](state, move)
                after(state)

            wrapped[inner_index] = c.effect(apply)
        return wrapped[inner_index]

    def generate_then(state):
        return [move._replace(effect=effect_then(move.effect)) for move in generate(state)]

    return generate_then
