"""Regions: sets of sites, fixed or computed from the position."""

from __future__ import annotations

from interpreter.compiler import Compiler, fixed, members_of, rule, sift
from ludeme import syntax as s
from ludeme.checker import Bound


def group_finder(c: Compiler, table, condition=None):
    """``f(state)``: the groups of pieces (connected by ``table``) whose sites meet ``condition``
    (tested with ``(to)`` set to each site). Without a condition, a group is pieces of one owner.

    A condition that asks for one seat's pieces (``(is Next (who at:(to)))``) finds that
    seat's groups, kept until its pieces change.
    """
    owner_is = getattr(condition, "owner_is", None)
    if owner_is is not None:
        known = c.shared("groups")  # by seat, the version of its pieces, and relation

        def of_seat(state):
            seat = owner_is(state)
            key = (seat, state.owned[seat], id(table))
            found = known.get(key)
            if found is None:
                if len(known) > 64:
                    known.clear()
                found = known[key] = _groups_of(state.who, table, seat)
            return found

        return of_seat
    return lambda state: _groups_meeting(state, table, condition)


def _groups_meeting(state, table, condition) -> list[tuple[int, ...]]:
    seen: set[int] = set()
    found = []
    saved = state.var_to
    for start in range(len(state.what)):
        if start in seen or state.what[start] < 0:
            continue
        state.var_to = start
        if condition is not None and not condition(state):
            continue
        group = _group_from(state, start, table, condition, seen)
        found.append(tuple(sorted(group)))
    state.var_to = saved
    return found


def _group_from(state, start: int, table, condition, seen: set[int]) -> list[int]:
    """The pieces joined to ``start`` by ``table``: of the same owner, or meeting ``condition``
    (tested with ``(to)`` set to each). Sites reached are added to ``seen``."""
    who, what = state.who, state.what
    owner = who[start]
    group, frontier = [start], [start]
    seen.add(start)
    kind_is = getattr(condition, "kind_is", None)
    if kind_is is not None:  # (= (what at:(to)) k): compare the kinds, without calling the test
        wanted = kind_is(state)
        while frontier and wanted >= 0:
            for neighbour in table[frontier.pop()]:
                if neighbour not in seen and what[neighbour] == wanted:
                    seen.add(neighbour)
                    group.append(neighbour)
                    frontier.append(neighbour)
        return group
    while frontier:
        for neighbour in table[frontier.pop()]:
            if neighbour in seen or what[neighbour] < 0:
                continue
            if condition is None:
                if who[neighbour] != owner:
                    continue
            else:
                state.var_to = neighbour
                if not condition(state):
                    continue
            seen.add(neighbour)
            group.append(neighbour)
            frontier.append(neighbour)
    return group


def _groups_of(who, table, seat: int) -> list[tuple[int, ...]]:
    """The groups of one seat's pieces, each sorted, in the order of their first sites."""
    mine = [site for site, owner in enumerate(who) if owner == seat]
    left, found = set(mine), []
    for start in mine:
        if start not in left:
            continue
        left.discard(start)
        group, frontier = [start], [start]
        while frontier:
            for neighbour in table[frontier.pop()]:
                if neighbour in left:
                    left.discard(neighbour)
                    group.append(neighbour)
                    frontier.append(neighbour)
        group.sort()
        found.append(tuple(group))
    return found


@rule("sites", "Empty", "sites")
def empty(bound: Bound, c: Compiler):
    return lambda state: state.empty[:]  # the state keeps them as pieces come and go


@rule("sites", None, "sites")
def sites(bound: Bound, c: Compiler):
    if "part" in bound.arguments:
        part = bound.get("part").text
        if part == "Board":
            return fixed(tuple(range(c.board.num_sites)))
        if part == "LastTo":
            return lambda state: (state.last_to,) if state.last_to >= 0 else ()
        if part == "LastFrom":
            return lambda state: (state.last_from,) if state.last_from >= 0 else ()
        return fixed(tuple(sorted(c.board.region(part))))
    if "sites" in bound.arguments:
        return fixed(tuple(c.site_of(v) for v in bound.get("sites")))
    return lambda state: state.var_sites  # (sites) inside (forEach Group ...)


@rule("sites", "Side", "sites")
def side(bound: Bound, c: Compiler):
    return fixed(tuple(sorted(c.board.side(bound.get("direction").text))))


@rule("sites", "Row", "sites")
def row(bound: Bound, c: Compiler):
    row_of = c.board.rows
    index = c.compile(bound.get("row"), "int")
    return lambda state: tuple(row_of[index(state)]) if 0 <= index(state) < len(row_of) else ()


@rule("sites", "Column", "sites")
def column(bound: Bound, c: Compiler):
    columns = c.board.columns
    index = c.compile(bound.get("column"), "int")
    return lambda state: tuple(columns[index(state)]) if 0 <= index(state) < len(columns) else ()


@rule("sites", "Around", "sites")
def around(bound: Bound, c: Compiler):
    of = c.compile(bound.get("of"), "sites")
    relation = bound.get("relationType")
    table = c.board.neighbour_table(relation.text if relation else "Adjacent")
    condition = c.optional(bound.get("if"), "boolean")
    include_self = bound.get("includeSelf", False)

    def select(state):
        centre = of(state)
        found = set()
        for site in centre:
            found.update(table[site])
        if include_self:
            found.update(centre)
        else:
            found.difference_update(centre)
        if condition is None:
            return sorted(found)
        if kind_is is not None:  # (= (what at:(to)) k): compare the kinds, without calling the test
            wanted, what = kind_is(state), state.what
            return [site for site in sorted(found) if what[site] == wanted]
        if at_once is not None:
            return at_once(state, sorted(found))
        return sift(condition, state, sorted(found))

    kind_is = getattr(condition, "kind_is", None)
    at_once = getattr(condition, "sift", None)  # the test of all candidates at once, if it has one
    return select


@rule("sites", "Group", "sites")
def group(bound: Bound, c: Compiler):
    at = c.compile(bound.get("at"), "int")
    table = c.neighbours(bound.get("directions"))
    condition = c.optional(bound.get("if"), "boolean")

    def select(state):
        start = at(state)
        if start < 0 or state.what[start] < 0:
            return ()
        saved = state.var_to
        group = _group_from(state, start, table, condition, set())
        state.var_to = saved
        return sorted(group)

    return select


@rule("sites", "Occupied", "sites")
def occupied(bound: Bound, c: Compiler):
    seats = c.seats(bound.get("by"))
    players = c.players

    def select(state):
        wanted = seats(state)
        if len(wanted) == 1:
            (seat,) = wanted
            return [site for site, owner in enumerate(state.who) if owner == seat]
        if len(wanted) == players:  # everyone's pieces
            return [site for site, owner in enumerate(state.who) if owner]
        return [site for site, owner in enumerate(state.who) if owner and owner in wanted]

    return select


def _regions(bound: Bound, c: Compiler):
    found = bound.get("regions") or (bound.get("a"), bound.get("b"))
    return [c.compile(r, "sites") for r in found]


@rule("union", returns="sites")
def union(bound: Bound, c: Compiler):
    regions = _regions(bound, c)
    return lambda state: sorted(set().union(*(region(state) for region in regions)))


@rule("intersection", returns="sites")
def intersection(bound: Bound, c: Compiler):
    regions = _regions(bound, c)

    if len(regions) == 2:
        one, other = regions

        kept = members_of(other)

        def both(state):  # the sites of the first also in the second, in order
            keep = kept(state)
            return sorted([site for site in one(state) if site in keep])

        return both

    def select(state):
        first, *rest = [set(region(state)) for region in regions]
        return sorted(first.intersection(*rest))

    return select


@rule("difference", returns="sites")
def difference(bound: Bound, c: Compiler):
    region, minus = c.compile(bound.get("region"), "sites"), c.compile(bound.get("minus"), "sites")

    taken_of = members_of(minus)

    def select(state):
        taken = taken_of(state)
        return [site for site in region(state) if site not in taken]

    return select


@rule("directions", returns="directions")
def directions(bound: Bound, c: Compiler):
    return tuple(word.text if isinstance(word, s.Name) else word for word in bound.get("list"))


@rule("sites", "State", "sites")
def with_state(bound: Bound, c: Compiler):
    value = c.compile(bound.get("value"), "int")

    def select(state):
        wanted = value(state)
        return [site for site, mark in enumerate(state.marks) if mark == wanted]

    return select
