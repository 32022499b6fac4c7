"""Moves: what a player may decide, and the consequences that follow.

A moves ludeme compiles to a :class:`Rule` with two faces:

- ``generate(state)``: the moves a player may choose from (decisions);
- ``actions(state)``: what happens when the ludeme is a consequence, each action a
  function of the state with its values worked out now, while ``(site)``, ``(sites)``
  or ``(to)`` still mean what they meant where the action was made.

``(then X)`` applies X's actions after the move; ``(and {A B})`` works out all the
actions of A and B first and then applies them in order (simultaneous), while a
``then`` inside a consequence runs after it (sequential).

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Callable, NamedTuple

from interpreter.compiler import Compiler, counts, stacks
from interpreter.moves import Move
from ludeme.checker import Bound


class Rule(NamedTuple):
    generate: Callable
    actions: Callable
    exists: Callable | None = None  # whether generate would give a move, found without making them all
    # whether generate would give a move to a site, found without making them all (a threat to a piece)
    toward: Callable | None = None

    def any(self, state) -> bool:
        return self.exists(state) if self.exists else bool(self.generate(state))

    def lands_on(self, state, site: int) -> bool:
        """Whether one of the moves goes to the site (Ludii's ``canMoveTo``)."""
        if self.toward is not None:
            return bool(self.toward(state, site))
        return any(move.to == site for move in self.generate(state))

    @property
    def reach(self) -> Reach | None:
        """For each origin ((from) of the context), every site a move could land on whatever the
        position, when the rule knows it (see :func:`reaching`)."""
        return getattr(self.toward, "reach", None)


#: For each site, the sites a move from it could ever land on.
Reach = tuple[frozenset[int], ...]


def reaching(toward: Callable, reach: Reach | None) -> Callable:
    """``toward`` (a :class:`Rule`'s), saying which sites its moves could ever land on from each origin
    (None: any), so that rules holding it skip origins that cannot reach a site."""
    if reach is not None:
        toward.reach = reach  # type: ignore[attr-defined]
    return toward


def joined_reach(rules: Sequence[Rule]) -> Reach | None:
    """The sites any of the rules could land on from each origin; None when one of them does not say."""
    reaches = [rule_.reach for rule_ in rules]
    if not reaches or any(reach is None for reach in reaches):
        return None
    return tuple(frozenset().union(*parts) for parts in zip(*reaches))


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


def site_emptier(c: Compiler, later=None) -> Callable:
    """``empty(state, site, taken)``: the pieces of a site go. In a game that stacks, ``taken`` of them
    off the top of the stack (one with None); any other site is emptied whatever its count, as
    Ludii's removal clears a site of a game that does not stack (count: makes no difference there),
    a hand's site too. With ``later`` (at:EndOfTurn), the site is marked by it instead, its pieces
    taken once the turn ends."""
    set_count, counted = counts.setter(c, keeps=False), counts.kept(c)
    base = c.board.num_sites

    def empty(state, site: int, taken: int | None) -> None:
        if later is not None:
            later(state, site)
        elif site >= base:  # a hand (a region of pieces lists those holding some)
            counts.empty_hand(state, site - base)
        elif c.stacking:
            stacks.take(state, site, 1 if taken is None else taken)
        elif counted():
            set_count(state, site, 0, state.what[site])
        else:
            state.clear(site)

    return empty


def _removals(sites, after, c: Compiler, number=None, later=None):
    """One move per occupied site of the region, emptying it (:func:`site_emptier`; then ``after``),
    ``number(state)`` pieces off a stack worked out with (to) the site."""
    empty = site_emptier(c, later)
    base = c.board.num_sites

    def clear(state, move):
        taken = None
        if number is not None and c.stacking:
            saved, state.var_to = state.var_to, move.to
            taken = number(state)
            state.var_to = saved
        empty(state, move.to, taken)
        if after:
            after(state)

    index = c.effect(clear)

    def held(state, site: int) -> bool:
        if site < base:
            return state.what[site] >= 0
        return 0 <= site - base < len(state.hands) and state.hands[site - base] > 0

    return lambda state: [Move("Remove", site, -1, -1, index) for site in sites(state) if held(state, site)]


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


def _GENERATE(rule_: Rule):
    return rule_.generate


def _ACTIONS(rule_: Rule):
    return rule_.actions


def _does_nothing(value) -> bool:
    """Whether moves are ``(and {})`` (or made of such only): consequences that change nothing."""
    return (isinstance(value, Bound) and value.ludeme.head == "and" and value.get("then") is None
            and value.get("a") is None and all(_does_nothing(item) for item in value.get("list") or ()))


def _items(bound: Bound) -> tuple:
    """The moves of (or {...}) and (and {...}), or of their two-argument forms (or a b)."""
    listed = bound.get("list")
    return listed if listed is not None else (bound.get("a"), bound.get("b"))


def _lists(bound: Bound, c: Compiler) -> list[Rule]:
    return [c.compile(item, "moves") for item in _items(bound)]


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
