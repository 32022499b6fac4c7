"""Integers: counts, players, sites and arithmetic."""

from __future__ import annotations

import operator
from operator import attrgetter

from interpreter.compiler import SITE_ATTRIBUTES, Compiler, constant_of, fixed, reads_pieces_only, rule
from ludeme.checker import Bound


@rule("count", "Sites", "int")
def count_sites(bound: Bound, c: Compiler):
    region = c.compile(bound.get("in"), "sites")
    if constant_of(region) is not None:
        return fixed(len(constant_of(region)))
    return lambda state: len(region(state))


@rule("count", "Pieces", "int")
def count_pieces(bound: Bound, c: Compiler):
    seats = c.seats(bound.get("who"))
    region = c.optional(bound.get("in"), "sites")
    of = c.optional(bound.get("of"), "int")  # a seat given by number, as Ludii's of:
    if of is not None and region is None:
        return lambda state: state.who.count(of(state)) if of(state) > 0 else 0
    word = bound.get("who")
    single = word is None or word.text in ("Mover", "Next", "Prev") or word.text[1:].isdigit()
    if region is None and single:
        seat = c.seat(word)
        return lambda state: state.who.count(seat(state))  # list.count runs in C
    if region is None:
        def count(state):
            who = state.who
            return sum([who.count(seat) for seat in seats(state) if seat])  # list.count runs in C

        return count

    if of is None and word is not None and word.text in ("All", "Each", "Shared"):  # every player's pieces
        def count_all(state):
            who = state.who
            return len([site for site in region(state) if who[site]])

        return count_all

    if of is not None or single:
        seat = of if of is not None else c.seat(word)  # one seat

        def count_one(state):
            wanted, who, total = seat(state), state.who, 0
            for site in region(state):
                if who[site] == wanted:
                    total += 1
            return total

        return count_one

    def count_in(state):
        wanted, who = seats(state), state.who
        return sum(1 for site in region(state) if who[site] and who[site] in wanted)

    return count_in


@rule("count", "Groups", "int")
def count_groups(bound: Bound, c: Compiler):
    from interpreter.compiler.regions import group_finder

    groups = group_finder(c, c.neighbours(bound.get("directions")), c.optional(bound.get("if"), "boolean"))
    return lambda state: len(groups(state))


@rule("count", "Moves", "int")
def count_moves(bound: Bound, c: Compiler):
    return lambda state: len(state.record)


@rule("count", "Turns", "int")
def count_turns(bound: Bound, c: Compiler):
    return lambda state: state.turn - 1


@rule("who", returns="int")
def who(bound: Bound, c: Compiler):
    at, sites = c.compile(bound.get("at"), "int"), c.board.num_sites
    return lambda state: state.who[site] if 0 <= (site := at(state)) < sites else 0


@rule("mover", returns="int")
def mover(bound: Bound, c: Compiler):
    return lambda state: state.mover


@rule("next", returns="int")
def next_player(bound: Bound, c: Compiler):
    players = c.players
    return lambda state: state.mover % players + 1


@rule("prev", returns="int")
def previous_player(bound: Bound, c: Compiler):
    players = c.players
    return lambda state: (state.mover - 2) % players + 1


@rule("score", returns="int")
def score(bound: Bound, c: Compiler):
    seat = c.seat_value(bound.get("who"))
    return lambda state: state.points[seat(state)]


def _context_site(name: str):
    reader = attrgetter(name)  # one call, made in C
    return lambda bound, c: reader


# (last To), (last From), (to), (from), (site): the context sites, read from the state
for (_head, _selector), _name in SITE_ATTRIBUTES.items():
    rule(_head, _selector, "int")(_context_site(_name))


@rule("+", returns="int")
def plus(bound: Bound, c: Compiler):
    if "values" in bound.arguments:
        values = [c.compile(v, "int") for v in bound.get("values")]
        return lambda state: sum(value(state) for value in values)
    a, b = c.compile(bound.get("a"), "int"), c.compile(bound.get("b"), "int")
    if constant_of(a) is not None and constant_of(b) is not None:
        return fixed(constant_of(a) + constant_of(b))
    return lambda state: a(state) + b(state)


def _arithmetic(combine):
    def compile_arithmetic(bound: Bound, c: Compiler):
        a, b = c.compile(bound.get("a"), "int"), c.compile(bound.get("b"), "int")
        if constant_of(a) is not None and constant_of(b) is not None:
            return fixed(combine(constant_of(a), constant_of(b)))
        return lambda state: combine(a(state), b(state))

    return compile_arithmetic


def _divide(a: int, b: int) -> int:
    return a // b if b else 0


def _remainder(a: int, b: int) -> int:
    return a % b if b else 0


for _head, _combine in (("-", operator.sub), ("*", operator.mul), ("/", _divide), ("%", _remainder)):
    rule(_head, returns="int")(_arithmetic(_combine))


@rule("if", returns="int")
def int_if(bound: Bound, c: Compiler):
    condition = c.compile(bound.get("condition"), "boolean")
    chosen, otherwise = c.compile(bound.get("then"), "int"), c.compile(bound.get("else"), "int")
    return lambda state: chosen(state) if condition(state) else otherwise(state)


@rule("state", returns="int")
def state_value(bound: Bound, c: Compiler):
    at, sites = c.compile(bound.get("at"), "int"), c.board.num_sites
    return lambda state: state.marks[site] if 0 <= (site := at(state)) < sites else 0


@rule("var", returns="int")
def variable(bound: Bound, c: Compiler):
    name = bound.get("name")
    return lambda state: state.counters.get(name, 0)


@rule("size", "Territory", "int")
def territory(bound: Bound, c: Compiler):
    """Empty sites in the empty regions that border the player's pieces and no other pieces.

    One pass finds every player's territory; it is kept for the position, so asking for
    each player in turn costs one pass.
    """
    seat = c.seat(bound.get("who"))
    table = c.neighbours(bound.get("directions"))
    # the layout last measured and each owner's territory then, shared by every (size Territory ...)
    known = c.shared("territories").setdefault(id(table), [None, {}])

    def size(state):
        if known[0] != state.layout:
            known[0], known[1] = state.layout, _territories(state, table)
        return known[1].get(seat(state), 0)

    return size


def _territories(state, table) -> dict[int, int]:
    """Each owner's territory: the sizes of the empty regions that border that owner alone."""
    what, who, empty = state.what, state.who, state.empty
    left = set(empty)
    sizes: dict[int, int] = {}
    for start in empty:
        if start not in left:
            continue
        left.discard(start)
        region, frontier, borders = 1, [start], set()
        while frontier:
            for neighbour in table[frontier.pop()]:
                if neighbour in left:
                    left.discard(neighbour)
                    region += 1
                    frontier.append(neighbour)
                elif what[neighbour] >= 0:
                    borders.add(who[neighbour])
        if len(borders) == 1:
            (owner,) = borders
            sizes[owner] = sizes.get(owner, 0) + region
    return sizes


@rule("whatIf", returns="int")
def what_if(bound: Bound, c: Compiler):
    """Apply the moves' actions, read the value, and take the changes back.

    Working out the actions is the costly part, so they are kept for the position and
    context last asked about, and shared by every (whatIf ...) of the same moves. Moves
    that read and change only the pieces are kept while other parts of the state change.
    """
    moves = bound.get("moves")
    actions = c.compile(moves, "moves").actions
    value = c.compile(bound.get("value"), "int")
    pieces_only = reads_pieces_only(moves)
    # the position and context last asked about, its actions, and the version and layout after them
    remembered = c.shared("what if").setdefault((str(moves.node), pieces_only), [None] * 4)

    def evaluate(state):
        key = (state.layout if pieces_only else state.version,
               state.var_sites, state.var_site, state.var_to, state.var_from, state.mover)
        fresh = remembered[0] != key
        if fresh:
            remembered[0], remembered[1] = key, actions(state)
        mark, version, layout = len(state.log), state.version, state.layout
        for action in remembered[1]:
            action(state)
        if fresh:
            remembered[2], remembered[3] = state.version, state.layout
        else:  # the same actions on the same position: the same position after, known as before
            state.layout = remembered[3]
            if not pieces_only:
                state.version = remembered[2]
        result = value(state)
        state.rewind(mark)
        state.version, state.layout = version, layout  # exactly the position it was
        return result

    return evaluate
