"""Captures worked out from the site just played: ``(custodial ...)``, lines of sites sandwiched
between it and a closing site (Ludii's ``Custodial``: captures by sandwich, or discs turned over),
and ``(enclose ...)``, groups left without an empty site beside them (Ludii's ``Enclose``: captures
by surrounding).

(custodial ...): from a site ((last To) by default), along each ray in the directions (Adjacent by default), the
sites meeting between's condition, one after another and at most as many as between's range
allows, must be followed by a site meeting to's condition; between's apply is then made at each
of them, with ``(between)`` the site and ``(to)`` the closing one.

(enclose ...): each group of sites meeting between's condition (enemy pieces by default) beside the
site, joined in the directions (Adjacent by default), with no empty site beside it (numException:
empty sites it may hold), has between's apply made at each of its sites (a removal by default).
When the condition takes empty sites in (a cavity), the group must also be closed by one single
group of the other sites round it, as Ludii checks it: walking them from the first met, each step to
the first of them beside the last (clockwise from north, in all directions), which may stop short.

>>> from interpreter.game import load_text
>>> game = load_text('(game "C" (players 2) (equipment {(board (rectangle 1 4)) (piece "Disc" Each)}) '
...     '(rules (start {(place "Disc1" 0) (place "Disc2" {1 2})}) '
...     '(play (move Add (to (sites Empty)) (then (custodial))))(end (if (is Full) (result Mover Draw)))))')
>>> state = game.new_initial_state()
>>> state.apply("D1"); [state.who[site] for site in range(4)]
[1, 0, 0, 1]
"""

from __future__ import annotations

from typing import Callable

from interpreter.compiler import Compiler
from interpreter.compiler.conditions import enemy_of_mover, friend_of_mover
from interpreter.board.geometry import COMPASS, bearing
from interpreter.compiler.movement import compass_points, direction_words, rays_of
from interpreter.compiler.moves import Rule, _ACTIONS, _GENERATE, _then, _with_consequences, consequences
from interpreter.moves import Move
from ludeme.checker import Bound
from ludeme import syntax


def sandwiches(bound: Bound, c: Compiler) -> Rule:
    """The compiled (custodial ...): one move (or consequence) per site sandwiched."""
    origins = _origins(bound, c)
    rays = rays_of(c, bound.get("directions"), bound.node.span).pick
    between, closing = bound.get("between"), bound.get("to")
    target = _part(between, "if", "boolean", c) or _enemy_between
    friend = _part(closing, "if", "boolean", c) or _friend_to
    effect: Rule = _part(between, "apply", "moves", c) or _removal(c)
    span = _part(between, "range", "range", c)
    after = consequences(bound.get("then"), c)
    num_sites = c.board.num_sites

    def walk(state, face) -> list:
        found: list = []
        lowest, highest = span(state) if span else (0, num_sites)
        saved = state.var_between, state.var_to
        try:
            for origin in origins(state):
                if not 0 <= origin < num_sites:
                    continue
                for ray in rays(state, origin)[origin]:
                    count = 0
                    while count < len(ray) and count < highest:
                        state.var_between = ray[count]
                        if not target(state):
                            break
                        count += 1
                    if count == 0 or count < lowest:
                        continue
                    state.var_to = ray[count] if count < len(ray) else -1  # off the board: no closing site
                    if not friend(state):
                        continue
                    for site in ray[:count]:
                        state.var_between = site
                        found.extend(face(effect)(state))
        finally:
            state.var_between, state.var_to = saved
        return found

    return _walked(walk, after, c)


def interventions(bound: Bound, c: Compiler) -> Rule:
    """The compiled (intervene ...): from a site ((last To) by default), along each axis of the
    directions (Adjacent by default), the sites meeting to's condition (an enemy piece by default) on
    both sides, as many on each as between's range allows (one by default), get to's apply (a
    removal by default), with (to) each of them: one move or consequence per site."""
    origins = _origins(bound, c)
    board = c.board
    words = direction_words(bound.get("direction"))
    axes = {}  # per site: the pairs of opposite rays
    for site in range(board.num_sites):
        points = compass_points(c, words, "N", site, bound.node.span)
        pairs = []
        for point in points:
            opposite = COMPASS[(COMPASS.index(point) + 8) % 16]
            if COMPASS.index(point) < COMPASS.index(opposite) or opposite not in points:
                pairs.append((board.ray(site, point), board.ray(site, opposite) if opposite in points else ()))
        axes[site] = pairs
    between, closing = bound.get("between"), bound.get("to")
    target = _part(closing, "if", "boolean", c) or _enemy_to
    effect: Rule = _part(closing, "apply", "moves", c) or _removal(c, "var_to")
    span = _part(between, "range", "range", c)
    after = consequences(bound.get("then"), c)
    num_sites = board.num_sites

    def side(state, ray, lowest: int, highest: int) -> tuple[int, ...]:
        count = 0
        while count < len(ray) and count < highest:
            state.var_to = ray[count]
            if not target(state):
                break
            count += 1
        return tuple(ray[:count]) if count >= max(lowest, 1) else ()

    def walk(state, face) -> list:
        found: list = []
        lowest, highest = span(state) if span else (1, 1)
        saved = state.var_to
        try:
            for origin in origins(state):
                if not 0 <= origin < num_sites:
                    continue
                for ray, opposite in axes[origin]:
                    one, other = side(state, ray, lowest, highest), side(state, opposite, lowest, highest)
                    if one and other:
                        for site in other + one:
                            state.var_to = site
                            found.extend(face(effect)(state))
        finally:
            state.var_to = saved
        return found

    return _walked(walk, after, c)


def enclosures(bound: Bound, c: Compiler) -> Rule:
    """The compiled (enclose ...): one move (or consequence) per site of each group enclosed."""
    origins = _origins(bound, c)
    table = c.neighbours(bound.get("directions"))
    between = bound.get("between")
    target = _part(between, "if", "boolean", c) or _enemy_between
    effect: Rule = _part(between, "apply", "moves", c) or _removal(c)
    exceptions = c.optional(bound.get("numException"), "int")
    after = consequences(bound.get("then"), c)
    num_sites = c.board.num_sites
    # a condition that takes empty sites in (a cavity): the group must be closed by one single group
    # of other sites, joined in all directions, as Ludii asks then
    cavity = between is not None and between.get("if") is not None and any(
        isinstance(n, syntax.Call) and n.name == "is" and n.positional and str(n.positional[0]) == "Empty"
        for n in syntax.walk(between.get("if").node))
    table = clockwise(c.board, table)  # Ludii walks each site's steps clockwise from north
    every_way = clockwise(c.board, c.board.neighbour_table("All"))

    def closed_by_one_group(group: list[int], members: set[int]) -> bool:
        """Ludii's test: the sites round the group, in the order met, walked from the first, each step
        to the first of them (clockwise) beside the last one reached, which is then left out; closed
        when the walk leaves one site (it may stop short of a group joined some other way)."""
        rim = list(dict.fromkeys(n for site in group for n in table[site] if n not in members))
        if not rim:
            return False
        at = rim[0]
        while len(rim) > 1:
            ahead = next((n for n in every_way[at] if n in rim and n != at), None)
            if ahead is None:
                return False
            rim.remove(at)
            at = ahead
        return True

    def is_target(state, site: int) -> bool:
        state.var_between = site
        return bool(target(state))

    def groups(state, origin: int) -> list[list[int]]:
        """The groups enclosed beside the origin, each as its sites in the order found."""
        allowed = exceptions(state) if exceptions else 0
        what = state.what
        beside = [site for site in dict.fromkeys(table[origin])
                  if is_target(state, site) or (allowed > 0 and what[site] < 0)]
        checked, found = set(), []
        for first in beside:
            if first in checked:
                continue
            left = allowed - 1 if allowed > 0 and what[first] < 0 else allowed
            group, members, index = [first], {first}, 0
            enclosed = True
            while index < len(group) and enclosed:
                for neighbour in table[group[index]]:
                    if neighbour in members:
                        continue
                    if is_target(state, neighbour):
                        members.add(neighbour)
                        group.append(neighbour)
                    elif what[neighbour] < 0:
                        if left > 0:
                            members.add(neighbour)
                            group.append(neighbour)
                            left -= 1
                        else:  # an empty site beside it: not enclosed
                            enclosed = False
                            break
                checked.add(group[index])
                index += 1
            if enclosed and (not cavity or closed_by_one_group(group, members)):
                found.append(group)
        return found

    def walk(state, face) -> list:
        found: list = []
        saved = state.var_between
        try:
            for origin in origins(state):
                if not 0 <= origin < num_sites or state.what[origin] < 0:
                    continue
                for group in groups(state, origin):
                    for site in group:
                        state.var_between = site
                        found.extend(face(effect)(state))
        finally:
            state.var_between = saved
        return found

    return _walked(walk, after, c)


def clockwise(board, table) -> tuple[tuple[int, ...], ...]:
    """Each site's neighbours in a table, clockwise from north, as Ludii orders a site's steps."""
    centres = board.centres

    def turned(site: int, near: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(near, key=lambda n: (bearing(centres[site], centres[n]) + 0.0057) % 360.0))

    return tuple(turned(site, near) for site, near in enumerate(table))


def _part(owner: Bound | None, name: str, kind: str, c: Compiler):
    return c.optional(owner.get(name), kind) if owner is not None else None


def _origins(bound: Bound, c: Compiler) -> Callable:
    """The sites the lines start from: from's site (or sites), (last To) by default."""
    written = bound.get("from")
    value = written.get("sites") if written is not None else None
    if value is None:
        return lambda state: (state.last_to,)
    if isinstance(value, Bound) and value.ludeme.returns == "int" or isinstance(value, int):
        site = c.compile(value, "int")
        return lambda state: (site(state),)
    return c.compile(value, "sites")


def _enemy_between(state) -> bool:
    """Ludii's default condition: an enemy's piece on (between)."""
    return enemy_of_mover(state, state.who[state.var_between])


def _friend_to(state) -> bool:
    """Ludii's default closing condition: a friendly piece on (to)."""
    return state.var_to >= 0 and friend_of_mover(state, state.who[state.var_to])


def _enemy_to(state) -> bool:
    """Ludii's default condition of (intervene ...): an enemy's piece on (to)."""
    return enemy_of_mover(state, state.who[state.var_to])


def _removal(c: Compiler, variable: str = "var_between") -> Rule:
    """Ludii's default effect: the piece on (between) (or on the site another name holds) is removed."""

    def clear(state, move):
        state.clear(move.to)

    index = c.effect(clear)

    def generate(state) -> list[Move]:
        site = getattr(state, variable)
        return [Move("Remove", site, -1, -1, index)] if state.what[site] >= 0 else []

    def actions(state) -> list[Callable]:
        site = getattr(state, variable)
        return [lambda s, at=site: s.clear(at)] if state.what[site] >= 0 else []

    return Rule(generate, actions)


def _walked(walk: Callable, after, c: Compiler) -> Rule:
    """The rule of a capture that walks the board: ``walk(state, _GENERATE)`` its moves, each followed by
    the consequences, and ``walk(state, _ACTIONS)`` its actions, then the consequences when it took any."""
    def actions(state) -> list[Callable]:
        found = walk(state, _ACTIONS)
        return found + _then(after) if found else found

    return Rule(_with_consequences(lambda state: walk(state, _GENERATE), after, c), actions)
