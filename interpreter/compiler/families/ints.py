"""Compile rules of integer functions (Ludii's ``game.functions.ints``): ``f(state) -> int``.

Each rule's catalogue row is in ``ludeme/catalogue/families/ints.py``.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Collection, Sequence
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any

from interpreter.board.errors import BoardError
from interpreter.compiler import (MOVER, PIECES, STATE, Compiler, SiteValues, constant_of, fixed, free_context,
                                  previous_mover, reads_pieces_only, rule)
from interpreter.context import NAMES
from interpreter.layout import COUNTER, MOVED, TURN_MOVES
from interpreter.pieces import owned_name
from interpreter.compiler.areas import _over_areas, counts_in_the_area, kept_by_owners
from interpreter.compiler.footprint import remembered_per_area
from interpreter.compiler import counts, pending, stacks
from interpreter.compiler.hands import hand_site, has_hands
from interpreter.compiler.numbers import _territories
from interpreter.compiler.orientation import ROTATION, VALUE, _DIAGONAL, _TURNS
from interpreter.compiler.rings import rings_of
from interpreter.compiler.supplies import _stock_seat, kind_number, kind_of, kind_value
from interpreter.compiler.tracks import Track, all_tracks, track_named, track_site_or_off, tracks_holding_or_off
from interpreter.compiler.values import _key, _seat, maps
from ludeme import syntax as s
from ludeme.catalogue.enums import ENUMS
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean

if TYPE_CHECKING:
    from interpreter.compiler import Number, Sites, Test
    from interpreter.state import State


def _last(selector: str, attribute: str) -> Callable[[Bound, Compiler], Number]:
    def compile_last(bound: Bound, c: Compiler) -> Number:
        reader = attrgetter(attribute)  # one call, made in C
        if not bound.get("afterConsequence", False):
            return reader
        base = c.layout.array(MOVED, 3)
        site = base + (1 if selector == "From" else 2)
        c.shared(MOVED)["read"] = True  # the movement ludemes keep it from now on

        def after(state: State) -> int:
            slots = state.slots
            found: int = slots[site] - 1 if slots[base] == len(state.record) else reader(state)
            return found

        return after

    return compile_last


def _reader(attribute: str) -> Callable[[Bound, Compiler], Number]:
    reader = attrgetter(attribute)  # one call, made in C
    return lambda bound, c: reader


# (to), (from), (site), (value), (player), (between): names of the evaluation context, read from the state
for _name in ("to", "from", "site", "value", "player", "between"):
    rule(_name, None, "int", reads={_name})(_reader(NAMES[_name].attribute))
# (last To), (last From): the sites of the last move, or of the last piece its consequences moved
for _selector, _attribute in (("To", "last_to"), ("From", "last_from")):
    rule("last", _selector, "int", reads={STATE})(_last(_selector, _attribute))


def _arithmetic(combine: Callable[[int, int], int]) -> Callable[[Bound, Compiler], Number]:
    def compile_arithmetic(bound: Bound, c: Compiler) -> Number:
        a: Number = c.compile(bound.get("a"), "int")
        b: Number = c.compile(bound.get("b"), "int")
        if constant_of(a) is not None and constant_of(b) is not None:
            return fixed(combine(constant_of(a), constant_of(b)))
        return lambda state: combine(a(state), b(state))

    return compile_arithmetic


def _divide(a: int, b: int) -> int:
    return a // b if b else 0


def _remainder(a: int, b: int) -> int:
    return a % b if b else 0


for _head, _combine in (("-", operator.sub), ("*", operator.mul), ("/", _divide), ("%", _remainder)):
    rule(_head, returns="int", reads=())(_arithmetic(_combine))


def _extreme(pick: Callable[[list[int]], int]) -> Callable[[Bound, Compiler], Number]:
    def compile_extreme(bound: Bound, c: Compiler) -> Number:
        areas = _over_areas(bound, c).areas
        value: Number = c.compile(bound.get("value"), "int")
        if counts_in_the_area(bound.get("value")):
            return _extreme_kept(areas, value, pick, c.board.num_sites)

        def extreme(state: State) -> int:
            saved = state.var_sites
            found: list[int] = []
            for area in areas:
                state.var_sites = area
                found.append(value(state))
            state.var_sites = saved
            return pick(found) if found else 0

        return extreme

    return compile_extreme


def _extreme_kept(areas: Sequence[tuple[int, ...]], value: Number, pick: Callable[[list[int]], int],
                  num_sites: int) -> Number:
    """The extreme of an area's value that follows from the area's owners alone, each area's value
    kept (:func:`interpreter.compiler.areas.kept_by_owners`).

    >>> kept = _extreme_kept([(0, 1), (1, 2)], lambda state: state.who[state.var_sites[0]], sum, 3)
    >>> class Position: who, var_sites = [1, 2, 0], ()
    >>> kept(Position()), kept(Position())
    (3, 3)
    """
    values = kept_by_owners(areas, value, num_sites)

    def extreme_kept(state: State) -> int:
        found = values(state)
        return pick(found) if found else 0

    return extreme_kept


rule("min", "Areas", "int", binds={"value": ("sites",)})(_extreme(min))


rule("max", "Areas", "int", binds={"value": ("sites",)})(_extreme(max))


rule("sum", "Areas", "int", binds={"value": ("sites",)})(_extreme(sum))


@rule("trackSite", "Move", "int", gives=tracks_holding_or_off)
def track_site_move(bound: Bound, c: Compiler) -> Number:
    """The site steps sites along a track after from: (Ludii's TrackSiteMove)."""
    word, name = bound.get("who"), bound.get("name")
    seat = c.seat(word)
    start = c.compile(bound.get("from"), "int") if bound.get("from") is not None else attrgetter("var_from")
    steps = c.compile(bound.get("steps"), "int")
    tracks = all_tracks(c)
    by_seat: dict[int, Track | None] = {}
    for player in range(0, c.players + 1):
        named = [t for written, t in tracks if name is not None and name in written]
        chosen = next((t for t in named if t.owner == player), None) or (named[0] if named else None)
        if chosen is None and name is None:
            chosen = next((t for _, t in tracks if t.owner == player), None) or next(
                (t for _, t in tracks if t.owner == 0), None)
        by_seat[player] = chosen

    def site(state: State) -> int:
        track: Track | None = by_seat.get(seat(state))
        if track is None:
            return -1
        sites: tuple[int, ...] = track.sites
        place: int = track.position.get(start(state), len(sites)) + max(steps(state), 0)
        if place < len(sites):
            return sites[place]
        return sites[place % len(sites)] if track.loop else -1

    return site


@rule("trackSite", "FirstSite", "int", reads=(), binds={"if": ("to",)}, gives=track_site_or_off)
def track_site_first(bound: Bound, c: Compiler) -> Number:
    """Along the track from its from: site (its start when none; Off when off the track), round to
    the site before it, the first site that meets if: (with (to) each site), or Off."""
    track = track_named(bound, c)
    sites, index, length = track.sites, track.position, len(track.sites)
    start = c.optional(bound.get("from"), "int")
    test = bound.get("if")
    condition = c.optional(test, "boolean")
    if condition is not None and not free_context(test) - {"to"}:
        # the answer follows from the position, the mover and the start alone: kept for the position,
        # as a rule asking it of each candidate asks it again for the same start (versions never repeat)
        walk, seen = _first_along(sites, index, length, start, condition), [(0, 0)]
        known: dict[int, int] = {}

        def first_kept(state: State) -> int:
            if seen[0] != (state.version, state.mover):
                seen[0] = (state.version, state.mover)
                known.clear()
            begin = start(state) if start is not None else -1
            found = known.get(begin)
            if found is None:
                found = known[begin] = walk(state)
            return found

        return first_kept
    return _first_along(sites, index, length, start, condition)


def _first_along(sites: tuple[int, ...], index: dict[int, int], length: int, start: Number | None,
                 condition: Test | None) -> Number:
    at_once = getattr(condition, "sift", None)
    if at_once is not None:  # a test that answers for many sites at once: the track read from each start
        orders = [sites[position:] + sites[:position] for position in range(length)]

        def first_sifted(state: State) -> int:
            if start is None:
                position = 0
            else:
                position = index.get(start(state), -1)
                if position < 0:
                    return -1
            found = at_once(state, orders[position])
            return found[0] if found else -1

        return first_sifted

    def first(state: State) -> int:
        if start is None:
            position = 0
        else:
            position = index.get(start(state), -1)
            if position < 0:
                return -1
        if condition is None:
            return sites[position]
        saved = state.var_to
        try:
            for step in range(length):
                site = sites[(position + step) % length]
                state.var_to = site
                if condition(state):
                    return site
            return -1
        finally:
            state.var_to = saved

    return first


@rule("value", "Random", "int")
def value_random(bound: Bound, c: Compiler) -> Number:
    bounds = c.compile(bound.get("range"), "range")
    # a range the position reverses draws from its two ends in order
    return lambda state: state.draw(*sorted(bounds(state)))


@rule("count", "Deck", "int")
def count_deck(bound: Bound, c: Compiler) -> Number:
    kinds = len(c.pieces)
    return lambda state: sum(state.stock[:kinds])


@rule("handSite", returns="int")
def hand_site_rule(bound: Bound, c: Compiler) -> Number:
    return hand_site(c, bound.get("who"))


def _site_type(bound: Bound, c: Compiler) -> None:
    """Refuse a type: naming another kind of site than the one the board plays on."""
    kind = bound.get("type")
    if kind is not None and kind.text != c.board.use:
        raise DiagnosticError([Diagnostic.error(
            f"this board is played on its {c.board.use.lower()}s; ({bound.ludeme.head} {kind.text} ...) names "
            "another kind of site", bound.node.span, hint=f"leave the type out, or write {c.board.use}")])


@rule("centrePoint", returns="int", reads=())
def centre_point(bound: Bound, c: Compiler) -> Number:
    """The lowest-numbered site of the board's centre, as Ludii's CentrePoint takes the first of
    its centre sites; the board plays on one kind of site, so a type: naming another is refused."""
    _site_type(bound, c)
    return fixed(min(c.board.region("Centre")))


@rule("coord", returns="int", reads=())
def coord(bound: Bound, c: Compiler) -> Number:
    """The site with a label (``(coord "A1")``) or at a row and column (``(coord row:2 column:3)``),
    or Off (-1) when the board has none, as Ludii's Coord."""
    _site_type(bound, c)
    label = bound.get("coordinate")
    if label is not None:
        try:
            return fixed(c.board.site(label))
        except BoardError:
            return fixed(-1)
    at = {(r, col): site for site, (r, col) in enumerate(zip(c.board.row_of, c.board.column_of))}
    row, column = c.compile(bound.get("row"), "int"), c.compile(bound.get("column"), "int")
    if constant_of(row) is not None and constant_of(column) is not None:
        return fixed(at.get((constant_of(row), constant_of(column)), -1))
    return lambda state: at.get((row(state), column(state)), -1)


@rule("count", "Cell", "int")
def count_cell(bound: Bound, c: Compiler) -> Number:
    at, count = c.compile(bound.get("at"), "int"), counts.counter(c)
    return lambda state: count(state, at(state))


@rule("count", None, "int")
def count_site(bound: Bound, c: Compiler) -> Number:
    """(count at:<site>): the pieces on one site; (count in:<sites>): on the sites of a region."""
    count = counts.counter(c)
    if "at" in bound.arguments:
        at = c.compile(bound.get("at"), "int")
        return lambda state: count(state, at(state))
    region = c.compile(bound.get("in"), "sites")
    return lambda state: sum([count(state, site) for site in region(state)])


@rule("row", returns="int")
def row_of(bound: Bound, c: Compiler) -> Number:
    rows, at = c.board.row_of, c.compile(bound.get("of"), "int")
    return lambda state: rows[site] if 0 <= (site := at(state)) < len(rows) else -1


@rule("column", returns="int")
def column_of(bound: Bound, c: Compiler) -> Number:
    columns, at = c.board.column_of, c.compile(bound.get("of"), "int")
    return lambda state: columns[site] if 0 <= (site := at(state)) < len(columns) else -1


@rule("size", "Array", "int", reads=())
def size_array(bound: Bound, c: Compiler) -> Number:
    array = c.compile(bound.get("array"), "intArray")
    kept = getattr(array, "remembered", None)
    if kept is not None:  # a remembered multiset: its number of values, kept in a slot
        _, total = kept
        return lambda state: state.slots[total]
    return lambda state: len(array(state))


@rule("count", "Value", "int", reads=())
def count_value(bound: Bound, c: Compiler) -> Number:
    value = c.compile(bound.get("value"), "int")
    array = c.compile(bound.get("in"), "intArray")
    kept = getattr(array, "remembered", None)
    if kept is not None:  # a remembered multiset: the count of each value, kept up to date
        index, _ = kept
        return lambda state: state.multisets[index].get(value(state), 0)
    return lambda state: array(state).count(value(state))


@rule("count", "Sites", "int", reads=())
def count_sites(bound: Bound, c: Compiler) -> Number:
    region = c.compile(bound.get("in"), "sites")
    if constant_of(region) is not None:
        return fixed(len(constant_of(region)))
    return lambda state: len(region(state))


#: The itemgetters an owners reader made, by the id of the tuple of sites they read, with that tuple.
Getters = dict[int, tuple[Collection[int], Callable[[Sequence[int]], Any]]]


def _owners_reader(getters: Getters) -> Callable[[Sequence[int], Collection[int]], Sequence[int]]:
    """``owners(who, sites)``: the owners of the pieces on some sites, as a sequence. The same
    tuple of sites asked about again (the areas of a family, one after the other) is read with an
    ``itemgetter`` made for it once (kept in ``getters``, which a caller may look in first); the
    tuples are kept with their getters, so that an id is never mistaken for another."""

    def owners(who: Sequence[int], sites: Collection[int]) -> Sequence[int]:
        if type(sites) is not tuple or len(sites) < 2:
            return [who[site] for site in sites]
        known = getters.get(id(sites))
        if known is None or known[0] is not sites:
            if len(getters) >= 512:
                getters.clear()
            known = getters[id(sites)] = (sites, itemgetter(*sites))
        read: Sequence[int] = known[1](who)
        return read

    return owners


@rule("count", "Pieces", "int", reads={PIECES}, reads_at="in")
def count_pieces(bound: Bound, c: Compiler) -> Number:
    on_board = _count_on_board(bound, c)
    if bound.get("in") is not None or not has_hands(c):
        return on_board
    # a game with hands: a player's pieces are on the board and in their hand, as Ludii counts them
    seats, kinds = c.seats(bound.get("who")), len(c.pieces)
    of = c.optional(bound.get("of"), "int")

    def held(state: State) -> int:
        chosen = (of(state),) if of is not None else seats(state)
        return sum(state.hands[seat - 1] + sum(state.stock[seat * kinds:(seat + 1) * kinds])
                   for seat in chosen if 0 < seat <= c.players)

    return lambda state: on_board(state) + held(state)


def _count_on_board(bound: Bound, c: Compiler) -> Number:
    """The pieces of (count Pieces ...) on the board, or in its region: in a game that keeps counts
    of pieces per site, the counts of the sites added up, as Ludii adds them (a site of sowing seeds
    holds many); one a site otherwise. Which of the two is known once the game is compiled.

    >>> from interpreter.game import load_text
    >>> game = load_text('(game "S" (players 2) (equipment {(mancalaBoard 2 3 store:None '
    ...     '(track "T" "0,E,N,W" loop:True)) (piece "Seed" Shared)}) (rules (start (set Count 2 to:(sites Track))) '
    ...     '(play (move Select (from (sites Bottom) if:(> (count at:(from)) 0)) (then (sow)))) '
    ...     '(end (if (= 12 (count Pieces All in:(sites Board))) (result Mover Win)))))')
    >>> state = game.new_initial_state(); state.apply("A1"); state.is_terminal()
    True
    """
    if c.stacking:
        return _pieces_in_stacks(bound, c)
    one_a_site, weighed = _sites_with_pieces(bound, c), _pieces_counted(bound, c)
    keeps = counts.kept(c)
    chosen: list[Number] = []

    def count(state: State) -> int:
        if not chosen:
            chosen.append(weighed if keeps() else one_a_site)
        return chosen[0](state)

    return count


def _pieces_in_stacks(bound: Bound, c: Compiler) -> Number:
    """(count Pieces ...) in a game that stacks: the pieces of the players named at every level, not
    only the tops, as Ludii counts them. Ludii goes through the players named one by one and, for
    each, through the stacks holding one of that player's pieces, counting the pieces there of any
    player named: a stack holding pieces of two of the players named counts twice.

    >>> from interpreter.game import load_text
    >>> game = load_text('(game "S" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)}) '
    ...     '(rules (start {(place Stack "Disc1" 0 count:2) (place Stack "Disc2" 1)}) '
    ...     '(play (move Add (to (sites Empty)))) (end (if (= 3 (count Pieces P1)) (result P2 Win)))))')
    >>> state = game.new_initial_state(); state.apply(state.legal_moves()[0]); state.is_terminal()
    True
    """
    word = bound.get("who")
    region = c.optional(bound.get("in"), "sites")
    of = c.optional(bound.get("of"), "int")
    everyone = tuple(range(c.players + 1))
    seats = c.seats(word)
    text = word.text if word is not None else ""

    def wanted(state: State) -> Sequence[int]:
        if of is not None:
            return (of(state),)
        if text == "All":
            return everyone
        return (0,) if text == "Shared" else seats(state)

    def count(state: State) -> int:
        owners = wanted(state)
        stacks = state.stacks
        assert stacks is not None  # a game that stacks keeps its stacks
        sites = region(state) if region is not None else range(len(stacks))
        total = 0
        for site in sites:
            if not 0 <= site < len(stacks) or not stacks[site]:
                continue
            held = [owner for owner, _ in stacks[site]]
            named = sum(held.count(owner) for owner in set(owners))
            total += named * sum(1 for owner in set(owners) if owner in held)
        return total

    return count


def _pieces_counted(bound: Bound, c: Compiler) -> Number:
    """(count Pieces ...) in a game that keeps counts: the counts of the sites holding pieces of the
    players named added up. ``All`` names every player and nobody (the owner of ``Shared`` pieces,
    such as sowing seeds), ``Shared`` nobody alone, as in Ludii."""
    word = bound.get("who")
    region = c.optional(bound.get("in"), "sites")
    of = c.optional(bound.get("of"), "int")
    count = counts.counter(c)
    everyone = frozenset(range(c.players + 1))
    seats = c.seats(word)
    text = word.text if word is not None else ""

    def wanted(state: State) -> Collection[int]:
        if of is not None:
            return (of(state),)
        if text == "All":
            return everyone
        return (0,) if text == "Shared" else seats(state)

    def weighed(state: State) -> int:
        owners, who, what = wanted(state), state.who, state.what
        sites = region(state) if region is not None else range(len(who))
        return sum(count(state, site) for site in sites
                   if 0 <= site < len(what) and what[site] >= 0 and who[site] in owners)

    return weighed


def _sites_with_pieces(bound: Bound, c: Compiler) -> Number:
    """(count Pieces ...) in a game without counts: the sites of the board, or of its region, holding
    a piece of the players named."""
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
        def count(state: State) -> int:
            who = state.who
            return sum([who.count(seat) for seat in seats(state) if seat])  # list.count runs in C

        return count

    if of is None and word is not None and word.text in ("All", "Each", "Shared"):  # every player's pieces
        def count_all(state: State) -> int:
            sites = region(state)
            return len(sites) - list(map(state.who.__getitem__, sites)).count(0)  # the loops run in C

        return count_all

    if of is not None or single:
        seat = of if of is not None else c.seat(word)  # one seat

        getters: Getters = {}
        owners_in = _owners_reader(getters)

        def count_one(state: State) -> int:
            sites = region(state)
            known = getters.get(id(sites))
            if known is not None and known[0] is sites:  # a tuple read before: its getter at once
                return known[1](state.who).count(seat(state))  # type: ignore[no-any-return]  # the loops run in C
            return owners_in(state.who, sites).count(seat(state))

        return count_one

    def count_in(state: State) -> int:
        wanted, who = seats(state), state.who
        return sum(1 for site in region(state) if who[site] and who[site] in wanted)

    return count_in


@rule("count", "Groups", "int", reads={PIECES}, binds={"if": ("to",)})
def count_groups(bound: Bound, c: Compiler) -> Number:
    from interpreter.compiler.regions import group_finder

    groups = group_finder(c, c.neighbours(bound.get("directions")), c.optional(bound.get("if"), "boolean"))
    return lambda state: len(groups(state))


@rule("count", "Moves", "int")
def count_moves(bound: Bound, c: Compiler) -> Number:
    return lambda state: len(state.record)


@rule("count", "MovesThisTurn", "int", reads={STATE})
def count_moves_this_turn(bound: Bound, c: Compiler) -> Number:
    """The moves the mover made in this turn before the one being made (:data:`interpreter.layout.TURN_MOVES`)."""
    slot = c.layout.array(TURN_MOVES)
    return lambda state: state.slots[slot]


@rule("count", "Steps", "int", reads=())
def count_steps(bound: Bound, c: Compiler) -> Number:
    """The fewest steps from a site to the nearest site of a region, through neighbours in the
    relation; 0 when none is reachable (Ludii's table of distances is 0 there)."""
    site: Number = c.compile(bound.get("site"), "int")
    written = bound.get("sites")
    relation = bound.get("relationType")
    name = relation.text if relation is not None else "Adjacent"
    board = c.board
    count = board.num_sites
    if isinstance(written, Bound) and written.ludeme.returns == "int":  # one site, e.g. (between): no list
        target: Number = c.compile(written, "int")

        def steps_to(state: State) -> int:
            at, to = site(state), target(state)
            if not (0 <= at < count and 0 <= to < count):
                return 0
            found = board.distances_from(at, name)[to]
            return found if found > 0 else 0

        return steps_to
    targets = c.compile(written, "sites")

    def steps(state: State) -> int:
        at = site(state)
        if not 0 <= at < count:
            return 0
        wanted = [t for t in targets(state) if 0 <= t < count]
        if not wanted:
            return 0
        row = board.distances_from(at, name)
        return int(min(max(row[t], 0) for t in wanted))

    return steps


@rule("count", "Turns", "int")
def count_turns(bound: Bound, c: Compiler) -> Number:
    """The turn being played, counted from 1 as Ludii counts it: 1 until the first player's turn
    ends (and while the end rules after its last move are tried), then 2, and so on."""
    return lambda state: state.turn


@rule("who", returns="int", reads=stacks.reads_at_level, reads_at="at")
def who(bound: Bound, c: Compiler) -> Number:
    at, sites = c.compile(bound.get("at"), "int"), c.board.num_sites
    if bound.get("level") is not None and c.stacking:
        level: Number = c.compile(bound.get("level"), "int")
        return lambda state: stacks.piece_at(state, at(state), level(state))[0]
    return lambda state: state.who[site] if 0 <= (site := at(state)) < sites else 0


@rule("mover", returns="int", reads={MOVER})
def mover(bound: Bound, c: Compiler) -> Number:
    return lambda state: state.mover


@rule("next", returns="int", reads={MOVER})
def next_player(bound: Bound, c: Compiler) -> Number:
    players = c.players
    return lambda state: state.mover % players + 1


@rule("prev", returns="int", reads={MOVER, STATE})
def previous_player(bound: Bound, c: Compiler) -> Number:
    """Who made the last move (Ludii's Prev): see :func:`~interpreter.compiler.previous_mover`."""
    return previous_mover


@rule("score", returns="int")
def score(bound: Bound, c: Compiler) -> Number:
    seat = c.seat_value(bound.get("who"))
    return lambda state: state.points[seat(state)]


@rule("+", returns="int", reads=())
def plus(bound: Bound, c: Compiler) -> Number:
    if "values" in bound.arguments:
        values = [c.compile(v, "int") for v in bound.get("values")]
        if len(values) == 2:  # a few values added in one expression: no generator
            first, second = values
            return lambda state: first(state) + second(state)
        if len(values) == 3:
            first, second, third = values
            return lambda state: first(state) + second(state) + third(state)
        if len(values) == 4:
            first, second, third, fourth = values
            return lambda state: first(state) + second(state) + third(state) + fourth(state)
        return lambda state: sum(value(state) for value in values)
    a, b = c.compile(bound.get("a"), "int"), c.compile(bound.get("b"), "int")
    if constant_of(a) is not None and constant_of(b) is not None:
        return fixed(constant_of(a) + constant_of(b))
    return lambda state: a(state) + b(state)


@rule("if", returns="int", reads=())
def int_if(bound: Bound, c: Compiler) -> Number:
    condition = c.compile(bound.get("condition"), "boolean")
    chosen, otherwise = c.compile(bound.get("then"), "int"), c.compile(bound.get("else"), "int")
    return lambda state: chosen(state) if condition(state) else otherwise(state)


@rule("count", "Liberties", "int", reads={PIECES, STATE}, binds={"if": ("to",)})
def count_liberties(bound: Bound, c: Compiler) -> Number:
    """The empty sites beside the group of the piece on a site (Ludii's CountLiberties)."""
    at = c.optional(bound.get("at"), "int")
    table = c.neighbours(bound.get("directions"))
    condition = c.optional(bound.get("if"), "boolean")
    num_sites = c.board.num_sites

    def count(state: State) -> int:
        start = at(state) if at else state.last_to
        if not 0 <= start < num_sites:
            return 0
        what, saved = state.what, state.var_to
        kind = what[start]
        try:
            state.var_to = start
            if condition is not None and not condition(state):
                return 0
            group, members, index = [start], {start}, 0
            while index < len(group):
                for neighbour in table[group[index]]:
                    if neighbour not in members and what[neighbour] == kind:
                        state.var_to = neighbour
                        if condition is None or condition(state):
                            members.add(neighbour)
                            group.append(neighbour)
                index += 1
        finally:
            state.var_to = saved
        return len({n for site in group for n in table[site] if n not in members and what[n] < 0})

    return count


@rule("state", returns="int")
def state_value(bound: Bound, c: Compiler) -> Number:
    at, sites = c.compile(bound.get("at"), "int"), c.board.num_sites
    return lambda state: state.marks[site] if 0 <= (site := at(state)) < sites else 0


@rule("value", "Pending", "int", reads={STATE})
def value_pending(bound: Bound, c: Compiler) -> Number:
    """The one value the last move marked the position pending with; 0 when there are none or
    several, as in Ludii."""
    values = pending.reader(c)
    return lambda state: marked[0] if len(marked := values(state)) == 1 else 0


@rule("where", returns="int", reads={PIECES, MOVER, STATE})
def where(bound: Bound, c: Compiler) -> Number:
    """The lowest site holding a kind of piece: given by number, or by a name and its owner (the first
    kind whose name holds it), with a state value when state: is given; Off (-1) when none does."""
    sites = range(c.board.num_sites)
    if bound.get("name") is None:
        what: Number = c.compile(bound.get("what"), "int")

        def site_of(state: State) -> int:
            kind = kind_of(what(state))
            if kind < 0:
                return -1
            return next((site for site in sites if state.what[site] == kind), -1)

        return site_of
    name = bound.get("name")
    first_of = [next((index for index, kind in enumerate(c.pieces) if name in kind.name and kind.owner == player), -1)
                for player in range(c.players + 1)]
    if all(kind < 0 for kind in first_of):
        raise DiagnosticError([Diagnostic.error(f'no piece of a player has a name holding "{name}"', bound.node.span,
                                                hint=f"pieces: {', '.join(kind.name for kind in c.pieces) or 'none'}")])
    player = c.seat_value(bound.get("who"))
    local = c.optional(bound.get("state"), "int")

    def site_of_named(state: State) -> int:
        owner = player(state)
        kind = first_of[owner] if 0 <= owner < len(first_of) else -1
        if kind < 0:
            return -1
        wanted = local(state) if local is not None else None
        for site in sites:
            if state.what[site] == kind and (wanted is None or state.marks[site] == wanted):
                return site
        return -1

    return site_of_named


@rule("counter", returns="int", reads={STATE})
def counter(bound: Bound, c: Compiler) -> Number:
    """The moves made since the counter was set, less one (:data:`interpreter.layout.COUNTER`)."""
    slot = c.layout.array(COUNTER)
    return lambda state: state.slots[slot] - 1


@rule("var", returns="int")
def variable(bound: Bound, c: Compiler) -> Number:
    name = bound.get("name", "")  # "": the game's one unnamed number
    if c.layout.frozen and name not in c.layout.variables:
        return fixed(0)  # asked about once the game is compiled: a variable the rules never set
    slot = c.layout.variable(name)
    return lambda state: state.slots[slot]


@rule("size", "Group", "int", reads={PIECES}, binds={"if": ("to", "from")})
def size_group(bound: Bound, c: Compiler) -> Number:
    """The sites joined to a site in the directions, of its kind of piece or meeting if: (Ludii's
    SizeGroup)."""
    at: Number = c.compile(bound.get("at"), "int")
    table = c.neighbours(bound.get("directions"))
    condition = c.optional(bound.get("if"), "boolean")
    count = c.board.num_sites

    def size(state: State) -> int:
        start = at(state)
        if not 0 <= start < count:
            return 0
        saved = state.var_from, state.var_to
        try:
            state.var_from = state.var_to = start
            if condition is not None and not condition(state):
                return 0
            kind, what = state.what[start], state.what
            group, frontier = {start}, [start]
            while frontier:
                for to in table[frontier.pop()]:
                    if to in group:
                        continue
                    state.var_to = to
                    if (condition(state) if condition is not None else what[to] == kind):
                        group.add(to)
                        frontier.append(to)
            return len(group)
        finally:
            state.var_from, state.var_to = saved

    return size


@rule("size", "Stack", "int", reads=stacks.reads_levels)
def size_stack(bound: Bound, c: Compiler) -> Number:
    """The pieces stacked on a site ((last To) by default) or on the sites of a region (Ludii's SizeStack)."""
    if bound.get("in") is not None:
        region: Sites = c.compile(bound.get("in"), "sites")
        return lambda state: sum(stacks.height(state, site) for site in region(state))
    at: Number = c.compile(bound.get("at"), "int") if bound.get("at") is not None else attrgetter("last_to")
    return lambda state: stacks.height(state, at(state))


@rule("size", "Territory", "int", reads={PIECES})
def territory(bound: Bound, c: Compiler) -> Number:
    """Empty sites in the empty regions that border the player's pieces and no other pieces.

    One pass finds every player's territory; it is kept for the position, so asking for
    each player in turn costs one pass.
    """
    seat = c.seat(bound.get("who"))
    table = c.neighbours(bound.get("directions"))
    # the layout last measured and each owner's territory then, shared by every (size Territory ...)
    known: list[Any] = c.shared("territories").setdefault(id(table), [None, {}])

    def size(state: State) -> int:
        if known[0] != state.layout:
            known[0], known[1] = state.layout, _territories(state, table)
        sizes: dict[int, int] = known[1]
        return sizes.get(seat(state), 0)

    return size


@rule("whatIf", returns="int")
def what_if(bound: Bound, c: Compiler) -> Number:
    """Apply the moves' actions, read the value, and take the changes back.

    Working out the actions is the costly part, so they are kept for the position and
    context last asked about, and shared by every (whatIf ...) of the same moves. Moves
    that read and change only the pieces are kept while other parts of the state change.
    """
    moves = bound.get("moves")
    actions = c.compile(moves, "moves").actions
    value: Number = c.compile(bound.get("value"), "int")
    pieces_only = reads_pieces_only(moves)
    # the position and context last asked about, its actions, and the version and layout after them
    remembered = c.shared("what if").setdefault((str(moves.node), pieces_only), [None] * 4)
    # the names of the context the moves read (a tuple of their values, made in C)
    read = [NAMES[name].attribute for name in sorted(free_context(moves))]
    context_now = attrgetter(*read, "mover") if read else attrgetter("mover")
    noted = c.shared("removals")  # what is taken off only to see what would follow is not noted

    def evaluate(state: State) -> int:
        if "causes" in noted:
            causes = noted.pop("causes")
            try:
                return evaluate(state)
            finally:
                noted["causes"] = causes
        key = (state.layout if pieces_only else state.version, context_now(state))
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


@rule("value", "Piece", "int")
def value_piece(bound: Bound, c: Compiler) -> Number:
    return _site_array(VALUE, c.compile(bound.get("at"), "int"), c)


@rule("rotation", None, "int")
def rotation(bound: Bound, c: Compiler) -> Number:
    return _site_array(ROTATION, c.compile(bound.get("at"), "int"), c)


def _site_array(name: str, at: Number, c: Compiler) -> Number:
    """``f(state)``: the value a per-site array of the layout holds at a site (0 off the board), as
    the getter of :mod:`interpreter.compiler.orientation` reads it, in one call."""
    first, sites = c.layout.array(name), c.board.num_sites
    return lambda state: state.slots[first + site] if 0 <= (site := at(state)) < sites else 0


@rule("ahead", None, "int")
def ahead(bound: Bound, c: Compiler) -> Number:
    site: Number = c.compile(bound.get("site"), "int")
    word = bound.get("direction")
    if isinstance(word, Bound):  # (directions {...}): the first
        listed = word.get("list")
        word = listed if isinstance(listed, s.Name) else listed[0]
    name = word.text if isinstance(word, s.Name) else str(word) if word is not None else "Forward"
    distance: Number = c.compile(bound.get("steps", 1), "int")
    board = c.board
    if name not in board.directions and name in ENUMS["relativeDirection"]:
        # relative to the mover's facing: one compass point for each seat
        by_seat = [next(iter(board.relative_directions(c.facing.get(max(seat, 1), "N"), name)), None)
                   for seat in range(c.players + 1)]
        tables = {d: board.step_table(d) for d in by_seat if d is not None}

        def relative(state: State) -> int:
            at, point = site(state), by_seat[state.mover]
            return _walked(tables[point], at, distance(state)) if point is not None else -1

        return relative
    cycle = _TURNS if name in _TURNS else _DIAGONAL if name in _DIAGONAL else (name,)
    start = cycle.index(name)
    steps = [board.step_table(d) for d in cycle]
    turns = c.optional(bound.get("rotation"), "int")
    size = len(cycle)

    def one(state: State) -> int:
        turn = (start + turns(state)) % size if turns else start
        return _walked(steps[turn], site(state), distance(state))

    if constant_of(distance) == 1:  # one step: the table read at once, as _walked does it
        if turns is None:
            table, count = steps[start], len(steps[start])
            return lambda state: (to if (to := table[at]) >= 0 else at) if 0 <= (at := site(state)) < count else -1

        def one_step(state: State) -> int:
            table = steps[(start + turns(state)) % size]
            return (to if (to := table[at]) >= 0 else at) if 0 <= (at := site(state)) < len(table) else -1

        return one_step
    return one


def _walked(table: Sequence[int], at: int, distance: int) -> int:
    """The site ``distance`` steps from ``at`` by a table of steps; ``at`` itself when the board ends
    before (as Ludii's Ahead does), -1 when ``at`` is no site of the board."""
    if not 0 <= at < len(table):
        return -1
    here = at
    for _ in range(distance):
        here = table[here]
        if here < 0:
            return at
    return here


@rule("count", "Rings", "int", binds={"if": ("sites",)})
def count_rings(bound: Bound, c: Compiler) -> Number:
    sites_of = rings_of(bound, c).sites_of
    condition = c.optional(bound.get("if"), "boolean")
    if condition is None:
        return lambda state: len(sites_of)

    # each area's answer kept under the pieces it reads there, when that is all it reads
    tests = remembered_per_area(bound.get("if"), condition, sites_of, c) or [condition] * len(sites_of)
    areas = tuple(zip(sites_of, tests))

    def count(state: State) -> int:
        saved, total = state.var_sites, 0
        for sites, test in areas:
            state.var_sites = sites
            if test(state):
                total += 1
        state.var_sites = saved
        return total

    return count


def _contact_sites(bound: Bound, c: Compiler, values: SiteValues) -> frozenset[int] | None:
    """The sites ``(contact at:<site>)`` can give: those touching the sites ``<site>`` can, or Off."""
    at = values(bound.get("at"))
    if at is None:
        return None
    table = rings_of(bound, c).contact
    return frozenset(table[site] if 0 <= site < len(table) else -1 for site in at)


@rule("contact", returns="int", reads=(), gives=_contact_sites)
def contact(bound: Bound, c: Compiler) -> Number:
    """The one site touching a site in another area (the board's contact pairs are fixed), or Off."""
    table = rings_of(bound, c).contact
    at = c.compile(bound.get("at"), "int")
    size = len(table)
    return lambda state: table[site] if 0 <= (site := at(state)) < size else -1


@rule("count", "Rows", "int", reads=())
def count_rows(bound: Bound, c: Compiler) -> Number:
    return fixed(len(c.board.rows))


@rule("count", "Columns", "int", reads=())
def count_columns(bound: Bound, c: Compiler) -> Number:
    return fixed(len(c.board.columns))


@rule("count", "Players", "int", reads=())
def count_players(bound: Bound, c: Compiler) -> Number:
    return fixed(c.players)


def _id_reads(bound: Bound) -> frozenset[str]:
    """``(id "Pawn" Mover)`` reads the mover; a piece or player named outright reads nothing."""
    who = getattr(bound.arguments.get("who"), "text", "P1")
    return frozenset() if who.startswith("P") and who[1:].isdigit() else frozenset({MOVER})


@rule("id", returns="int", reads=_id_reads)
def identifier(bound: Bound, c: Compiler) -> Number:
    """``(id "Pawn" P1)``: the number of the kind of piece named Pawn1 (as (what at:) numbers kinds,
    :func:`~interpreter.compiler.supplies.kind_number`), -1 if there is none; ``(id "Pawn1")`` names
    it whole; ``(id Mover)``: a player's number."""
    name, word = bound.get("name"), bound.get("who")
    if name is None:
        return c.seat(word)
    kinds = {kind.name: kind_number(index) for index, kind in enumerate(c.pieces)}
    if word is None:
        if name not in kinds:
            raise DiagnosticError([Diagnostic.error(f'no piece is named "{name}"', bound.node.span,
                                                    hint=f"pieces: {', '.join(kinds) or 'none'}")])
        index = kinds[name]
        return lambda state: index
    if isinstance(word, s.Name) and word.text == "Shared":  # the piece of that name no player owns
        shared = next((kind_number(index) for index, kind in enumerate(c.pieces)
                       if kind.name == name and kind.owner < 0), -1)
        return lambda state: shared
    by_seat = [kinds.get(owned_name(name, seat, c.players), -1) for seat in range(c.players + 1)]
    seat = c.seat(word)
    return lambda state: by_seat[player] if 0 <= (player := seat(state)) < len(by_seat) else -1


@rule("what", returns="int", reads=stacks.reads_at_level, reads_at="at")
def what(bound: Bound, c: Compiler) -> Number:
    """The number of the kind of piece on a site (at a level), as Ludii numbers its components: from
    1, 0 for no piece (:func:`~interpreter.compiler.supplies.kind_number`)."""
    at, sites = c.compile(bound.get("at"), "int"), c.board.num_sites
    if bound.get("level") is not None and c.stacking:
        level: Number = c.compile(bound.get("level"), "int")
        return lambda state: stacks.piece_at(state, at(state), level(state))[1] + 1
    return lambda state: state.what[site] + 1 if 0 <= (site := at(state)) < sites else 0


@rule("level", returns="int", reads=("level",))
def level(bound: Bound, c: Compiler) -> Number:
    """The level of the piece in question (Ludii's Level iterator): bound by (forEach Piece ...)."""
    return attrgetter("var_level")


@rule("topLevel", returns="int", reads=stacks.reads_levels)
def top_level(bound: Bound, c: Compiler) -> Number:
    """The level of a site's top piece (Ludii's TopLevel): 0 for one piece or none, Off off the board."""
    at, sites = c.compile(bound.get("at"), "int"), c.board.num_sites
    return lambda state: max(stacks.height(state, site) - 1, 0) if 0 <= (site := at(state)) < sites else -1


@rule("count", "Hand", "int")
def count_hand(bound: Bound, c: Compiler) -> Number:
    seat = _stock_seat(bound.get("who"), c)
    kinds = len(c.pieces)
    seats = c.players
    if bound.get("piece") is None:
        def every(state: State) -> int:
            who = seat(state)
            return sum(state.stock[who * kinds:(who + 1) * kinds]) if 0 < who <= seats else 0

        return every
    piece_of = kind_value(bound.get("piece"), bound, c)

    def count(state: State) -> int:
        who, what = seat(state), piece_of(state)
        return state.stock[who * kinds + what] if 0 < who <= seats and 0 <= what < kinds else 0

    return count


@rule("mapEntry", returns="int")
def map_entry(bound: Bound, c: Compiler) -> Number:
    name = bound.get("name")
    known = maps(c)
    if name is None:  # the first map with the key, else the key itself (Ludii's reading)
        return _first_entry(bound, c, list(known.values()))
    if isinstance(bound.get("key"), s.Name):
        key_seat, table = c.seat(bound.get("key")), known.get(name, {})
        return lambda state: table.get(key_seat(state), -1)
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


def _first_entry(bound: Bound, c: Compiler, tables: list[dict[int, int]]) -> Number:
    written = bound.get("key")
    key = c.seat(written) if isinstance(written, s.Name) else c.compile(written, "int")
    merged: dict[int, int] = {}
    for table in reversed(tables):
        merged.update(table)
    get = merged.get

    def entry(state: State) -> int:
        found = key(state)
        return get(found, found)

    return entry


@rule("value", "Player", "int")
def value_player(bound: Bound, c: Compiler) -> Number:
    seat, first, seats = _seat(bound, c), c.layout.array("player value"), c.players
    return lambda state: state.slots[first + at] if 0 <= (at := seat(state)) <= seats else 0


def _pair(pick: Callable[[int, int], int]) -> Callable[[Bound, Compiler], Number]:
    def compile_pair(bound: Bound, c: Compiler) -> Number:
        a: Number = c.compile(bound.get("a"), "int")
        b: Number = c.compile(bound.get("b"), "int")
        return lambda state: pick(a(state), b(state))

    return compile_pair


rule("min", returns="int", reads=())(_pair(min))


rule("max", returns="int", reads=())(_pair(max))
