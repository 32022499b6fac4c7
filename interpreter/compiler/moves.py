"""Moves: what a player may decide, and the consequences that follow.

A moves ludeme compiles to a :class:`Rule` with two faces:

- ``generate(state)``: the moves a player may choose from (decisions);
- ``actions(state)``: what happens when the ludeme is a consequence, each action a
  function of the state with its values worked out now, while ``(site)``, ``(sites)``
  or ``(to)`` still mean what they meant where the action was made.

``(then X)`` applies X's actions after the move; ``(and {A B})`` works out all the
actions of A and B first and then applies them in order (simultaneous), while a
``then`` inside a consequence runs after it (sequential).
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from interpreter.compiler import Compiler, Places, rule, source_text
from interpreter.moves import Move
from ludeme.checker import Bound


class Rule(NamedTuple):
    generate: Callable
    actions: Callable
    exists: Callable | None = None  # whether generate would give a move, found without making them all

    def any(self, state) -> bool:
        return self.exists(state) if self.exists else bool(self.generate(state))


def from_generator(generate, c: Compiler) -> Rule:
    """A rule whose consequences are its generated moves, applied one after another."""
    effects = c.effects

    def actions(state):
        return [lambda s, m=move: effects[m.effect](s, m) for move in generate(state)]

    return Rule(generate, actions)


def consequences(bound: Bound | None, c: Compiler):
    """``(then ...)`` as ``apply(state)``: its actions, worked out, then applied in order."""
    if bound is None or _does_nothing(bound.get("moves")):
        return None
    actions = c.compile(bound, "then").actions

    def apply(state):
        for action in actions(state):
            action(state)

    return apply


def _then(after):
    return [after] if after else []


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
    if "piece" in bound.arguments:  # (move Add (piece ...) ...): a kind chosen with the site
        from interpreter.compiler.supplies import move_add_piece

        return move_add_piece(bound, c)
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
    made: dict[int, list[Move]] = {}  # moves are values: one per piece kind and site, made once

    def generate(state):
        what = pieces[who(state) if who else state.mover]
        if what < 0:
            return []
        cache = made.get(what)
        if cache is None:
            cache = made[what] = [Move("Add", site, -1, what, index) for site in range(c.board.num_sites)]
        return [cache[site] for site in places.select(state, "var_to")]

    c.explainers.append(places.why_not)

    def exists(state):
        return pieces[who(state) if who else state.mover] >= 0 and places.any(state, "var_to")

    return from_generator(generate, c)._replace(exists=exists)


def _removals(sites, after, c: Compiler):
    """One move per occupied site of the region, emptying it (then ``after``)."""

    def clear(state, move):
        state.clear(move.to)
        if after:
            after(state)

    index = c.effect(clear)
    return lambda state: [Move("Remove", site, -1, -1, index) for site in sites(state) if state.what[site] >= 0]


@rule("move", "Remove")
def move_remove(bound: Bound, c: Compiler):
    sites = c.compile(bound.get("sites"), "sites")
    return from_generator(_removals(sites, consequences(bound.get("then"), c), c), c)


@rule("remove")
def remove(bound: Bound, c: Compiler):
    """Empty a site or a region: as a decision, one move per occupied site."""
    sites = c.compile(bound.get("site"), "sites")
    after = consequences(bound.get("then"), c)
    generate = _removals(sites, after, c)

    def actions(state):
        return [lambda s, at=site: s.clear(at) for site in sites(state)] + _then(after)

    return Rule(generate, actions)


@rule("move", "Pass")
def move_pass(bound: Bound, c: Compiler):
    after = consequences(bound.get("then"), c)
    move = [Move("Pass", effect=c.effect(lambda state, m: after(state) if after else None))]
    return Rule(lambda state: move, lambda state: _then(after))


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

    def exists(state):  # stops at the first site chosen
        if targets is None:
            return origins.any(state, "var_from")
        saved = state.var_from
        try:
            for origin in origins.select(state, "var_from"):
                state.var_from = origin
                if targets.any(state, "var_to"):
                    return True
            return False
        finally:
            state.var_from = saved

    return from_generator(generate, c)._replace(exists=exists)


@rule("moveAgain")
def move_again(bound: Bound, c: Compiler):
    def again(state, move=None):
        state.again = True

    move = [Move("MoveAgain", effect=c.effect(again))]
    return Rule(lambda state: move, lambda state: [again])


def _assignment(kind: str, apply, after, c: Compiler):
    """A rule that sets something: a single move as a decision, the assignment as a consequence."""

    if after is None:
        def actions(state):
            return [apply(state)]
    else:
        def actions(state):
            return [apply(state), after]

    def perform(state, move):
        for action in actions(state):
            action(state)

    move = [Move(kind, effect=c.effect(perform))]
    return Rule(lambda state: move, actions)


@rule("set", "Score")
def set_score(bound: Bound, c: Compiler):
    seat, score = c.seat_value(bound.get("who")), c.compile(bound.get("score"), "int")

    def resolve(state):
        return lambda s, at=seat(state), value=score(state): s.set_score(at, value)

    return _assignment("SetScore", resolve, consequences(bound.get("then"), c), c)


@rule("set", "State")
def set_state(bound: Bound, c: Compiler):
    site, value = c.compile(bound.get("at"), "int"), c.compile(bound.get("value"), "int")

    def resolve(state):
        return lambda s, at=site(state), v=value(state): s.set_mark(at, v)

    return _assignment("SetState", resolve, consequences(bound.get("then"), c), c)


@rule("set", "Var")
def set_var(bound: Bound, c: Compiler):
    name, value = bound.get("name"), c.compile(bound.get("value"), "int")

    def resolve(state):
        return lambda s, v=value(state): s.set_counter(name, v)

    return _assignment("SetVar", resolve, consequences(bound.get("then"), c), c)


@rule("forEach", "Site")
def for_each_site(bound: Bound, c: Compiler):
    sites = c.compile(bound.get("sites"), "sites")
    inner: Rule = c.compile(bound.get("moves"), "moves")
    fallback: Rule | None = c.optional(bound.get("noMoveYet"), "moves")

    def each(state, face):
        found = []
        saved = state.var_site
        work = face(inner)
        for site in list(sites(state)):
            state.var_site = site
            found += work(state)
        state.var_site = saved
        if not found and fallback is not None:
            return face(fallback)(state)
        return found

    return Rule(lambda state: each(state, _GENERATE), lambda state: each(state, _ACTIONS))


def _GENERATE(rule_: Rule):
    return rule_.generate


def _ACTIONS(rule_: Rule):
    return rule_.actions


@rule("forEach", "Group")
def for_each_group(bound: Bound, c: Compiler):
    from interpreter.compiler.regions import group_finder

    groups = group_finder(c, c.neighbours(bound.get("directions")), c.optional(bound.get("if"), "boolean"))
    inner: Rule = c.compile(bound.get("moves"), "moves")

    def each(state, face):
        found = []
        saved = state.var_sites
        work = face(inner)
        for group in groups(state):
            state.var_sites = group
            found += work(state)
        state.var_sites = saved
        return found

    def exists(state):
        saved = state.var_sites
        try:
            for group in groups(state):
                state.var_sites = group
                if inner.any(state):
                    return True
            return False
        finally:
            state.var_sites = saved

    return Rule(lambda state: each(state, _GENERATE), lambda state: each(state, _ACTIONS), exists)


def _does_nothing(value) -> bool:
    """Whether moves are ``(and {})`` (or made of such only): consequences that change nothing."""
    return (isinstance(value, Bound) and value.ludeme.head == "and" and value.get("then") is None
            and all(_does_nothing(item) for item in value.get("list") or ()))


def _lists(bound: Bound, c: Compiler) -> list[Rule]:
    return [c.compile(item, "moves") for item in bound.get("list")]


@rule("or")
def either(bound: Bound, c: Compiler):
    lists = _lists(bound, c)
    after = consequences(bound.get("then"), c)
    def generate(state):
        found = []
        for r in lists:
            found.extend(r.generate(state))  # whole lists at a time: no Python step per move
        return found

    actions = (lambda state: [a for r in lists for a in r.actions(state)] + _then(after))
    return Rule(_with_consequences(generate, after, c), actions)


@rule("and")
def both(bound: Bound, c: Compiler):
    """All the given moves as one: their actions worked out first, then applied in order."""
    lists = _lists(bound, c)
    after = consequences(bound.get("then"), c)

    tail = _then(after)
    actions_of = [rule_.actions for rule_, item in zip(lists, bound.get("list")) if not _does_nothing(item)]

    def actions(state):
        found = []
        for of in actions_of:
            found.extend(of(state))
        return found + tail if tail else found

    def perform(state, move):
        for action in actions(state):
            action(state)

    move = [Move("And", effect=c.effect(perform))]
    return Rule(lambda state: move, actions)


@rule("if")
def moves_if(bound: Bound, c: Compiler):
    condition = c.compile(bound.get("condition"), "boolean")
    chosen: Rule = c.compile(bound.get("then"), "moves")
    otherwise: Rule | None = c.optional(bound.get("else"), "moves")

    if otherwise is None:  # the usual case, without the look-up of a branch
        generate, actions, exists = chosen.generate, chosen.actions, chosen.any
        return Rule(lambda state: generate(state) if condition(state) else [],
                    lambda state: actions(state) if condition(state) else [],
                    lambda state: exists(state) if condition(state) else False)

    def pick(state) -> Rule:
        return chosen if condition(state) else otherwise

    return Rule(lambda state: pick(state).generate(state), lambda state: pick(state).actions(state),
                lambda state: pick(state).any(state))


@rule("priority")
def priority(bound: Bound, c: Compiler):
    lists = _lists(bound, c)
    after = consequences(bound.get("then"), c)

    def generate(state):
        for candidates in lists:
            found = candidates.generate(state)
            if found:
                return found
        return []

    def actions(state):
        for candidates in lists:
            if candidates.generate(state):
                return candidates.actions(state) + _then(after)
        return _then(after)

    return Rule(_with_consequences(generate, after, c), actions)


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
