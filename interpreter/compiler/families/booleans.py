"""Compile rules of conditions (Ludii's ``game.functions.booleans``): ``f(state) -> bool``.

Each rule's catalogue row is in ``ludeme/catalogue/families/booleans.py``.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING

from interpreter import context
from interpreter.board.errors import BoardError
from interpreter.compiler import (ANYTHING, MOVER, PIECES, STATE, Compiler, _reads_to, carry, constant_of, fixed,
                                  is_candidate, members_of, rule)
from interpreter.compiler import pending, proposals, stacks
from interpreter.compiler.conditions import _joined, _operands, _owner_test, enemy_of_mover, friend_of_mover
from interpreter.compiler.lines import line_rays
from interpreter.compiler.threats import probe, threatened, with_piece
from interpreter.compiler.supplies import kind_of, kind_value
from interpreter.layout import VISITED
from ludeme import syntax as s
from ludeme.catalogue.enums import INTEGER_CONSTANTS
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError

if TYPE_CHECKING:
    from interpreter.compiler import Number, Sites, Test
    from interpreter.compiler.moves import Rule
    from interpreter.state import State


def _no_moves(state: State, player: int, probing: bool = False) -> bool:
    """Whether ``player`` has no legal move, asked with them as the mover and no context set. While
    a threat is probed for, the first move found answers (the position is one tried for the while,
    whose moves no turn will want), else the moves are made and remembered for the turn to come."""
    known = state.game.moves_remembered(state.version, player,
                                        state.turn if player == state.mover else state.turn + 1)
    if known is not None:  # asked already in this position (the end rules ask it again and again)
        return not known
    saved, bound = (state.mover, state.turn, state.moving), context.bindings(state)
    unbound = bound == context.UNBOUND  # as at the top of a turn: nothing to clear
    if not unbound:
        context.clear(state)
    if player != state.mover:  # the next turn's moves: the move being made is then the last one
        state.mover, state.turn = player, state.turn + 1
    state.moving = False  # the moves are looked for as at the start of a turn (the mover's, after (moveAgain))
    try:
        return not (state.game.has_moves(state) if probing else state.game.moves_kept(state))
    finally:
        state.mover, state.turn, state.moving = saved
        if not unbound:
            context.restore(state, bound)


def _what_at_to(value: object) -> bool:
    """Whether a value is ``(what at:(to))``, the kind of piece on the site being tested."""
    if not (isinstance(value, Bound) and value.ludeme.head == "what"):
        return False
    at = value.get("at")
    return isinstance(at, Bound) and at.ludeme.head == "to" and not at.ludeme.params


def _counted(value: object, c: Compiler) -> Sites | None:
    """The region of ``(count Sites in:...)``, compared by its length without a call between."""
    if isinstance(value, Bound) and (value.ludeme.head, value.ludeme.selector) == ("count", "Sites"):
        region: Sites = c.compile(value.get("in"), "sites")
        return region
    return None


#: ``compare(a(state), k)`` written out for each operator, so a test against a constant calls
#: nothing but its one side.
_AGAINST_CONSTANT: dict[Callable[[int, int], bool], Callable[[Number, int], Test]] = {
    operator.eq: lambda a, k: lambda state: a(state) == k,
    operator.ne: lambda a, k: lambda state: a(state) != k,
    operator.lt: lambda a, k: lambda state: a(state) < k,
    operator.le: lambda a, k: lambda state: a(state) <= k,
    operator.gt: lambda a, k: lambda state: a(state) > k,
    operator.ge: lambda a, k: lambda state: a(state) >= k,
}
#: The operator that compares the other way round: ``k < x`` is ``x > k``.
_MIRRORED: dict[Callable[[int, int], bool], Callable[[int, int], bool]] = {
    operator.eq: operator.eq, operator.ne: operator.ne, operator.lt: operator.gt,
    operator.le: operator.ge, operator.gt: operator.lt, operator.ge: operator.le}


def _player_or_int(value: object, c: Compiler) -> Number:
    """An integer, or the number of the player a role word names (P1: 1; Mover: the mover's), a
    constant when the word names one player for good."""
    if isinstance(value, s.Name) and value.text not in INTEGER_CONSTANTS:
        seat = c.seat(value)
        text = value.text
        if text == "Neutral" or (text[:1] == "P" and text[1:].isdigit()):
            return fixed(0 if text == "Neutral" else int(text[1:]))
        return seat
    number: Number = c.compile(value, "int")
    return number


def _comparison(compare: Callable[[int, int], bool]) -> Callable[[Bound, Compiler], Test]:
    def compile_comparison(bound: Bound, c: Compiler) -> Test:
        left, right = bound.get("a"), bound.get("b")
        a: Number = _player_or_int(left, c)
        b: Number = _player_or_int(right, c)
        first, second = constant_of(a), constant_of(b)
        if first is not None and second is not None:
            return fixed(compare(first, second))
        if first is not None:  # a constant side is not called
            if (right_region := _counted(right, c)) is not None:
                return lambda state: compare(first, len(right_region(state)))
            return _AGAINST_CONSTANT[_MIRRORED[compare]](b, first)
        if second is not None:
            if (left_region := _counted(left, c)) is not None:
                return lambda state: compare(len(left_region(state)), second)
            return _AGAINST_CONSTANT[compare](a, second)

        def test(state: State) -> bool:
            return compare(a(state), b(state))

        # (= (what at:(to)) k): group searches compare the engine's kinds directly (see regions._group_from)
        if compare is operator.eq:
            for site_side, other_side, other in ((left, right, b), (right, left, a)):
                if _what_at_to(site_side) and not (isinstance(other_side, Bound) and _reads_to(other_side)):
                    carry(test, kind_is=lambda state, number=other: kind_of(number(state)))
                    break
        return test

    return compile_comparison


for _head, _compare in (("=", operator.eq), ("!=", operator.ne), ("<", operator.lt), ("<=", operator.le),
                        (">", operator.gt), (">=", operator.ge)):
    rule(_head, returns="boolean", reads=())(_comparison(_compare))


def _site_reads(bound: Bound) -> frozenset[str]:
    """What (is Empty <site>) and (is Occupied <site>) read: the pieces, and a hand's count when the
    site is a hand's, (handSite ...)."""
    site = bound.get("site")
    return ANYTHING if isinstance(site, Bound) and site.ludeme.head == "handSite" else frozenset({PIECES})


@rule("is", "Empty", "boolean", reads=_site_reads, reads_at="site")
def is_empty(bound: Bound, c: Compiler) -> Test:
    """Whether a site holds no piece (a hand's site: whether the hand is empty)."""
    site: Number = c.compile(bound.get("site"), "int")
    sites = c.board.num_sites

    def test(state: State) -> bool:
        at = site(state)
        if 0 <= at < sites:
            return state.what[at] < 0
        return 0 <= at - sites < len(state.hands) and not state.hands[at - sites]

    if is_candidate(bound.get("site")):
        carry(test, sift=lambda state, candidates: [s for s in candidates if state.what[s] < 0])
    return test


@rule("is", "Full", "boolean", reads={PIECES})
def is_full(bound: Bound, c: Compiler) -> Test:
    return lambda state: not state.empty


@rule("is", "In", "boolean", reads=())
def is_in(bound: Bound, c: Compiler) -> Test:
    if "values" in bound.arguments:  # (is In <int> <intArray>)
        number, values = c.compile(bound.get("site"), "int"), c.compile(bound.get("values"), "intArray")
        return lambda state: number(state) in values(state)
    site, members = c.compile(bound.get("site"), "int"), members_of(c.compile(bound.get("region"), "sites"))

    def test(state: State) -> bool:
        return site(state) in members(state)

    if is_candidate(bound.get("site")):
        def sift(state: State, sites: Iterable[int]) -> list[int]:
            inside = members(state)
            return [s for s in sites if s in inside]

        carry(test, sift=sift)
    return test


@rule("is", "Line", "boolean", binds={"if": ("to",)})
def is_line(bound: Bound, c: Compiler) -> Test:
    """A line of ``length`` or more pieces of one kind through the last site played (exactly, with
    exact:): of the kind on that site, as Ludii's (is Line ...) matches pieces by what they are; each
    site of it meeting if: (with (to) the site) when given."""
    length = c.compile(bound.get("length"), "int")
    exact = bound.get("exact", False)
    through = c.optional(bound.get("through"), "int")
    condition = c.optional(bound.get("if"), "boolean")
    board = c.board
    relation = bound.get("relationType")
    rays = line_rays(board, relation.text if relation is not None else None)
    if c.stacking:  # lines through stacks (Ludii's IsLine in a game that stacks)
        by_level, top = bound.get("byLevel", False), bound.get("top", False)

        def in_stacks(state: State) -> bool:
            site = through(state) if through else state.last_to
            return 0 <= site < board.num_sites and stacks.line_in_stacks(
                state, site, length(state), exact, rays[site], by_level, top, condition)

        return in_stacks

    def test(state: State) -> bool:
        site = through(state) if through else state.last_to
        if site < 0:
            return False
        kind = state.what[site]
        if kind < 0:
            return False
        what, need = state.what, length(state)
        for forward, backward in rays[site]:
            count = 1
            for other in forward:
                if what[other] != kind:
                    break
                count += 1
            for other in backward:
                if what[other] != kind:
                    break
                count += 1
            if count == need or (count > need and not exact):
                return True
        return False

    if condition is None:
        return test

    def meeting(state: State) -> bool:
        """As Ludii: the site the line runs through must meet the condition, and the line stops at
        the first site that does not."""
        site = through(state) if through else state.last_to
        if not 0 <= site < board.num_sites or (kind := state.what[site]) < 0:
            return False
        saved = state.var_to
        try:
            state.var_to = site
            if not condition(state):
                return False
            what, need = state.what, length(state)
            for forward, backward in rays[site]:
                count = 1
                for ray in (forward, backward):
                    for other in ray:
                        state.var_to = other
                        if what[other] != kind or not condition(state):
                            break
                        count += 1
                if count == need or (count > need and not exact):
                    return True
            return False
        finally:
            state.var_to = saved

    return meeting


@rule("is", "Connected", "boolean")
def is_connected(bound: Bound, c: Compiler) -> Test:
    """Whether one group of the player's pieces touches every part of the player's regions."""
    if bound.get("regions") is not None:  # (is Connected 3 Sides): the group on a site touches 3 sides
        return _group_touches_areas(bound, c)
    who = bound.get("who")
    if isinstance(who, tuple):  # {regions}: the mover's pieces join them all
        regions = [members_of(c.compile(region, "sites")) for region in who]
        seat, table = c.seat(None), c.neighbours(bound.get("directions"))
        return lambda state: _joined(state, seat(state), [region(state) for region in regions], table)
    seat = c.seat(who)
    table = c.neighbours(bound.get("directions"))
    if c.links_table is not None and c.links_table != table:
        raise DiagnosticError([Diagnostic.error(
            "this game joins pieces through two different relations; (is Connected ...) takes one", bound.node.span)])
    c.uses_links, c.links_table = True, table
    # state.links is made for every game whose rules join pieces (c.uses_links)
    return lambda state: state.links.connected(state, seat(state))  # type: ignore[union-attr]


@rule("is", "Loop", "boolean", reads={PIECES, STATE})
def is_loop(bound: Bound, c: Compiler) -> Test:
    """Whether the piece on (last To) closes a loop (Ludii's IsLoop): from each neighbour of it not
    on the edge, the sites not of its kind are flooded (Orthogonal, as Ludii floods); a flood that
    never reaches the edge is enclosed by pieces of the kind, a loop. A neighbour of the kind is
    itself enclosed when its flood stays inside: a loop round one's own pieces counts too."""
    around = c.neighbours(bound.get("directions"))
    flood_table = c.board.neighbour_table("Orthogonal")
    edge = c.board.perimeter
    num_sites = c.board.num_sites

    def test(state: State) -> bool:
        start, kinds = state.last_to, state.what
        if not 0 <= start < num_sites or (kind := kinds[start]) < 0:
            return False
        tried: set[int] = set()
        for origin in around[start]:
            if origin in edge or origin in tried:
                continue
            region, frontier, enclosed = {origin}, [origin], True
            while frontier and enclosed:
                for neighbour in flood_table[frontier.pop()]:
                    if neighbour not in region and kinds[neighbour] != kind:
                        if neighbour in edge:
                            enclosed = False
                            break
                        region.add(neighbour)
                        frontier.append(neighbour)
            if enclosed:
                return True
            if kinds[origin] != kind:  # a piece's flood mixes the sides it touches: not one area
                tried |= region
        return False

    return test


def _group_touches_areas(bound: Bound, c: Compiler) -> Test:
    """Whether the group on a site touches enough areas of a static type (Ludii's IsConnected with
    a number and a region type): found by walking the group out from the site, stopping once enough
    areas are touched."""
    try:
        areas = [area for area in c.board.areas(bound.get("regions").text) if area]
    except BoardError as error:
        raise DiagnosticError([Diagnostic.error(str(error), bound.node.span)]) from None
    number = c.optional(bound.get("number"), "int")
    at = c.optional(bound.get("at"), "int")
    table = c.neighbours(bound.get("directions"))
    num_sites = c.board.num_sites

    def test(state: State) -> bool:
        start = at(state) if at else state.last_to
        if not 0 <= start < num_sites or (owner := state.who[start]) <= 0:
            return False
        wanted = number(state) if number else len(areas)
        left, touched = list(areas), 0
        seen, frontier = {start}, [start]
        while frontier:
            site = frontier.pop()
            for area in [area for area in left if site in area]:
                left.remove(area)
                touched += 1
            if touched >= wanted:
                return True
            for neighbour in table[site]:
                if neighbour not in seen and state.who[neighbour] == owner:
                    seen.add(neighbour)
                    frontier.append(neighbour)
        return False

    return test


@rule("is", "Mover", "boolean", reads={MOVER})
def is_mover(bound: Bound, c: Compiler) -> Test:
    return _owner_test(bound, c, lambda state: state.mover)


@rule("is", "Next", "boolean", reads={MOVER})
def is_next(bound: Bound, c: Compiler) -> Test:
    """Whether a player moves next. As in Ludii, while a move is made (its consequences carried
    out, its end rules and phase changes asked), the player next is the one its consequences
    chose so far: the mover again after ``(moveAgain)``, the player of ``(set NextPlayer ...)``;
    otherwise, and when moves are looked for, the seat after the mover."""
    players = c.players
    return _owner_test(bound, c, lambda state: _next_to_move(state, players))


def _next_to_move(state: State, players: int) -> int:
    """The player next (Ludii's ``state.next()``): while a move is made, the one its consequences
    chose so far (the mover again after ``(moveAgain)``, the player of ``(set NextPlayer ...)``);
    otherwise the seat after the mover."""
    if state.moving or state.game.ending:
        if state.again:
            return state.mover
        if state.next_seat:
            return state.next_seat
    return state.mover % players + 1


@rule("all", "Passed", "boolean")
def all_passed(bound: Bound, c: Compiler) -> Test:
    """Whether every player's last turn was a single pass (:meth:`~interpreter.state.State.all_passed`)."""
    return lambda state: state.all_passed()


@rule("is", "Enemy", "boolean", reads={MOVER})
def is_enemy(bound: Bound, c: Compiler) -> Test:
    """Whether a player is an enemy of the mover: a player, not the mover, not of the mover's team."""
    player: Number = c.compile(bound.get("who"), "int")
    return lambda state: enemy_of_mover(state, player(state))


@rule("is", "Friend", "boolean", reads={MOVER})
def is_friend(bound: Bound, c: Compiler) -> Test:
    """Whether a player is a friend of the mover: the mover, or a player of the mover's team."""
    player: Number = c.compile(bound.get("who"), "int")
    return lambda state: friend_of_mover(state, player(state))


@rule("no", "Pieces", "boolean", reads={PIECES})
def no_pieces(bound: Bound, c: Compiler) -> Test:
    """Whether a player (the mover by default) has no piece on the board (in a region, with in:); with a
    name, no piece on the board of the kinds whose names hold it. In a game that stacks, a piece under
    others counts."""
    from interpreter.compiler.families.ints import count_pieces

    name = bound.get("name")
    if name is None:
        count = count_pieces(bound, c)
        return lambda state: count(state) == 0
    kinds = frozenset(index for index, kind in enumerate(c.pieces) if name in kind.name)
    seats = c.seats(bound.get("who"))
    region = c.optional(bound.get("in"), "sites")

    def none(state: State) -> bool:
        wanted, who, what = seats(state), state.who, state.what
        sites = region(state) if region is not None else range(len(what))
        return not any(0 <= site < len(what) and what[site] in kinds and who[site] in wanted for site in sites)

    if not c.stacking:
        return none

    def none_in_stacks(state: State) -> bool:  # a piece under others counts too, as in Ludii
        wanted, stacks = seats(state), state.stacks
        assert stacks is not None  # a game that stacks keeps its stacks
        sites = region(state) if region is not None else range(len(stacks))
        return not any(owner in wanted and kind in kinds
                       for site in sites if 0 <= site < len(stacks) for owner, kind in stacks[site])

    return none_in_stacks


@rule("not", returns="boolean", reads=())
def negation(bound: Bound, c: Compiler) -> Test:
    inner = c.compile(bound.get("boolean"), "boolean")

    def test(state: State) -> bool:
        return not inner(state)

    inner_sift = getattr(inner, "sift", None)
    if inner_sift is not None:
        def sift(state: State, sites: Sequence[int]) -> list[int]:
            kept = set(inner_sift(state, sites))
            return [s for s in sites if s not in kept]

        carry(test, sift=sift)
    return test


@rule("and", returns="boolean", reads=())
def conjunction(bound: Bound, c: Compiler) -> Test:
    tests = _operands(bound, c)
    if len(tests) == 2:
        first, second = tests

        def every(state: State) -> bool:
            return first(state) and second(state)
    else:
        def every(state: State) -> bool:  # a loop: faster than all() over a generator
            for test in tests:
                if not test(state):
                    return False
            return True

    sifts = [sift for test in tests if (sift := getattr(test, "sift", None)) is not None]
    if len(sifts) == len(tests):
        def sift(state: State, sites: Sequence[int]) -> Sequence[int]:
            for each in sifts:
                sites = each(state, sites)
            return sites

        carry(every, sift=sift)
    return every


@rule("or", returns="boolean", reads=())
def disjunction(bound: Bound, c: Compiler) -> Test:
    tests = _operands(bound, c)
    if len(tests) == 2:
        first, second = tests

        def some(state: State) -> bool:
            return first(state) or second(state)
    else:
        def some(state: State) -> bool:
            for test in tests:
                if test(state):
                    return True
            return False

    sifts = [sift for test in tests if (sift := getattr(test, "sift", None)) is not None]
    if len(sifts) == len(tests):
        def sift(state: State, sites: Sequence[int]) -> list[int]:
            kept: set[int] = set()
            for each in sifts:
                kept.update(each(state, sites))
            return [s for s in sites if s in kept]

        carry(some, sift=sift)
    return some


@rule("can", "Move", "boolean")
def can_move(bound: Bound, c: Compiler) -> Test:
    """Whether the moves have one; in a game that asks (is Visited ...), the sites of the last move
    count as visited meanwhile, as in Ludii."""
    moves: Rule = c.compile(bound.get("moves"), "moves")
    layout, count = c.layout, c.board.num_sites

    def with_last_visited(state: State) -> bool:
        if VISITED not in layout.arrays or not state.record:
            return moves.any(state)
        first, last = layout.arrays[VISITED][0], state.record[-1]
        mark, saved = len(state.log), (state.version, state.layout)
        try:
            for site in (last.frm, last.to):
                if 0 <= site < count and not state.slots[first + site]:
                    state.set_slot(first + site, 1)
            return moves.any(state)
        finally:
            state.rewind(mark)
            state.version, state.layout = saved

    return with_last_visited


@rule("if", returns="boolean", reads=())
def boolean_if(bound: Bound, c: Compiler) -> Test:
    condition, chosen = c.compile(bound.get("condition"), "boolean"), c.compile(bound.get("then"), "boolean")
    otherwise = c.compile(bound.get("else"), "boolean") if bound.get("else") is not None else fixed(False)
    return lambda state: chosen(state) if condition(state) else otherwise(state)


@rule("was", "Pass", "boolean", reads={STATE})
def was_pass(bound: Bound, c: Compiler) -> Test:
    return lambda state: bool(state.record) and state.record[-1].kind == "Pass"


@rule("is", "Proposed", "boolean", reads={STATE})
def is_proposed(bound: Bound, c: Compiler) -> Test:
    return proposals.proposed(c, bound.get("proposal"))


@rule("is", "Decided", "boolean", reads={STATE})
def is_decided(bound: Bound, c: Compiler) -> Test:
    return proposals.decided(c, bound.get("proposal"))


@rule("is", "Cycle", "boolean", reads={STATE})
def is_cycle(bound: Bound, c: Compiler) -> Test:
    """Whether the positions after the last n moves (n the square of the number of players) are those
    after the n moves before them, and the n before those, in the same order (Ludii's IsCycle)."""
    c.repetition = c.repetition or "Cycle"  # states keep the positions met
    span = c.players * c.players

    def test(state: State) -> bool:
        seen = state.positions_seen()[1:]  # after each move
        if len(seen) < 3 * span:
            return False
        last = [entry[1] for entry in seen[-span:]]
        return all([entry[1] for entry in seen[len(seen) - (k + 1) * span:len(seen) - k * span]] == last
                   for k in (1, 2))

    return test


@rule("is", "Pending", "boolean")
def is_pending(bound: Bound, c: Compiler) -> Test:
    values = pending.reader(c)
    return lambda state: bool(values(state))


def _passed_for_want_of_moves(state: State, player: int) -> bool:
    """Whether the last move ``player`` made was the pass forced on them for want of moves."""
    frames, record = state.frames, state.record
    for index in range(len(record) - 1, -1, -1):
        if frames[index][0] == player:
            return record[index] is state.game.forced_pass_move
    return False


@rule("no", "Moves", "boolean")
def no_moves(bound: Bound, c: Compiler) -> Test:
    """As in Ludii, while a move is made (its consequences, then its end rules), the rules ask about
    a player other than the next one whether they had no move the last time they were to move (so
    passed, with Ludii's forced passes; never, before they first moved): the mover who has just
    moved, or a player named, is found stalemated on the turn after the one without moves. About
    the next player (the one the move chose so far: the mover again after ``(moveAgain)``), and when
    moves are looked for, the moves are looked for in the position."""
    word = bound.get("who")
    of_mover = word is None or word.text == "Mover"
    remembered = word is None or word.text != "Next"
    players = c.players
    seat = c.seat(word) if remembered else (lambda state: _next_to_move(state, players))
    asking, threat = [False], probe(c)

    def test(state: State) -> bool:
        game = state.game
        if remembered and (state.moving or game.ending) and (of_mover or game.forced_pass):
            return _passed_for_want_of_moves(state, seat(state))
        if asking[0]:  # asked again while the moves are being found, as in (play (if (no Moves Mover) ...))
            return False
        asking[0] = True
        try:
            return _no_moves(state, seat(state), threat["on"])
        finally:
            asking[0] = False

    return test


@rule("is", "Prev", "boolean", reads={MOVER, STATE})
def is_prev(bound: Bound, c: Compiler) -> Test:
    """Whether a player made the move before the one being chosen (no one before the first move); as
    in Ludii, while a move is carried out and its end rules tried, the move before that one; while a
    threat to a piece is looked for, its owner (:mod:`interpreter.compiler.threats`)."""
    who = c.seat_value(bound.get("who"))
    probing = probe(c)

    def test(state: State) -> bool:
        if probing["on"]:
            return bool(probing["prev"] == who(state))
        frames, back = state.frames, 2 if state.moving else 1
        return len(frames) >= back and frames[-back][0] == who(state)

    return test


@rule("is", "Pattern", "boolean", reads={PIECES, STATE})
def is_pattern(bound: Bound, c: Compiler) -> Test:
    """Whether the walk, from some orthogonal direction, meets the kinds given in turn (Ludii's IsPattern)."""
    from interpreter.compiler.movement import orthogonal_directions

    walk = tuple(step.text if isinstance(step, s.Name) else step for step in bound.get("walk"))
    start: Number = (c.compile(bound.get("from"), "int") if bound.get("from") is not None
                     else (lambda state: state.last_to))
    listed = bound.get("whats")
    one = bound.get("what")
    kinds = ([kind_value(value, bound, c) for value in listed] if listed is not None
             else [kind_value(one, bound, c)] if one is not None else None)
    board, turns = c.board, orthogonal_directions(c)
    count = board.num_sites

    def test(state: State) -> bool:
        origin = start(state)
        if not 0 <= origin < count:
            return False
        what = state.what
        wanted = [kind(state) for kind in kinds] if kinds is not None else [what[origin]]
        if what[origin] < 0 and kinds is None or what[origin] != wanted[0]:
            return False
        for heading in range(len(turns)):
            at: int | None = origin
            index = 1 % len(wanted)
            for step in walk:
                if step == "F":
                    at = board.step(at, turns[heading]) if at is not None else None
                    if at is None or what[at] != wanted[index]:
                        break
                    index = (index + 1) % len(wanted)
                else:
                    heading = (heading + (1 if step == "R" else -1)) % len(turns)
            else:
                return True
        return False

    return test


@rule("is", "Visited", "boolean", reads={STATE})
def is_visited(bound: Bound, c: Compiler) -> Test:
    site: Number = c.compile(bound.get("site"), "int")
    first, count = c.layout.array(VISITED), c.board.num_sites
    return lambda state: 0 <= (at := site(state)) < count and state.slots[first + at] == 1


@rule("is", "Within", "boolean", reads={PIECES})
def is_within(bound: Bound, c: Compiler) -> Test:
    """Whether a piece of a kind (given by its number) stands on a site (at:) or in a region (in:)."""
    what: Number = kind_value(bound.get("what"), bound, c)
    at: Number | None = c.optional(bound.get("at"), "int")
    region: Sites | None = c.optional(bound.get("in"), "sites")
    count = c.board.num_sites

    def test(state: State) -> bool:
        kind = what(state)
        if kind < 0:
            return False
        sites = (at(state),) if at is not None else region(state) if region is not None else range(count)
        return any(0 <= site < count and state.what[site] == kind for site in sites)

    return test


@rule("is", "Threatened", "boolean", reads={PIECES, MOVER, STATE})
def is_threatened(bound: Bound, c: Compiler) -> Test:
    """Whether an enemy's moves could reach a piece: the piece of kind what on at: (or on each site of
    in:, or where it stands), or any piece on those sites (every occupied site by default); see
    :mod:`interpreter.compiler.threats`."""
    what: Number | None = kind_value(bound.get("what"), bound, c) if bound.get("what") is not None else None
    at: Number | None = c.optional(bound.get("at"), "int")
    region: Sites | None = c.optional(bound.get("in"), "sites")
    given = c.optional(bound.get("moves"), "moves")
    probing = probe(c)
    owners = [kind.owner for kind in c.pieces]
    count = c.board.num_sites

    def lands_on(state: State, site: int) -> bool:
        return bool(given.lands_on(state, site) if given is not None else state.game.play_lands_on(state, site))

    def sites_of(state: State, kind: int) -> Iterable[int]:
        if at is not None:
            return (at(state),)
        if region is not None:
            return region(state)
        if kind >= 0:  # where the piece stands
            what = state.what
            return (what.index(kind),) if kind in what else ()
        return [site for site, there in enumerate(state.what) if there >= 0]

    def test(state: State) -> bool:
        if probing["on"]:
            return False
        kind = what(state) if what is not None else -1
        if what is not None and not 0 <= kind < len(owners):
            return False
        for site in sites_of(state, kind):
            if not 0 <= site < count:
                continue
            if what is None:
                there = state.what[site]
                if there < 0:
                    continue
                owner = state.who[site]
            else:
                owner = owners[kind]
            if owner <= 0:
                continue
            if what is not None and (state.what[site] != kind or state.who[site] != owner):
                found = with_piece(state, site, owner, kind, lambda s: threatened(s, probing, site, owner, lands_on))
            else:
                found = threatened(state, probing, site, owner, lands_on)
            if found:
                return True
        return False

    return test



@rule("is", "Occupied", "boolean", reads=_site_reads)
def is_occupied(bound: Bound, c: Compiler) -> Test:
    """Whether a site holds a piece (a hand's site: whether the hand holds any)."""
    site: Number = c.compile(bound.get("site"), "int")
    count = c.board.num_sites

    def test(state: State) -> bool:
        at = site(state)
        if 0 <= at < count:
            return state.what[at] >= 0
        return 0 <= at - count < len(state.hands) and state.hands[at - count] > 0

    return test


@rule("is", "Even", "boolean", reads=())
def is_even(bound: Bound, c: Compiler) -> Test:
    value = c.compile(bound.get("value"), "int")
    return lambda state: value(state) % 2 == 0


@rule("is", "Odd", "boolean", reads=())
def is_odd(bound: Bound, c: Compiler) -> Test:
    value = c.compile(bound.get("value"), "int")
    return lambda state: value(state) % 2 == 1


@rule("all", "Sites", "boolean", reads=(), binds={"if": ("site",)})
def all_sites(bound: Bound, c: Compiler) -> Test:
    region = c.compile(bound.get("sites"), "sites")
    condition = c.compile(bound.get("if"), "boolean")

    def test(state: State) -> bool:
        saved = state.var_site
        try:
            for site in region(state):
                state.var_site = site
                if not condition(state):
                    return False
            return True
        finally:
            state.var_site = saved

    return test
