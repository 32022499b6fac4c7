"""Compile rules of moves (Ludii's ``game.rules.play.moves`` and ``game.util.moves``): decisions,
their consequences, and the (to ...), (from ...), (piece ...) and (then ...) parts of moves.

A move compiles to a :class:`~interpreter.compiler.moves.Rule` with two faces: ``generate(state)``
for decisions and ``actions(state)`` for consequences.

Each rule's catalogue row is in ``ludeme/catalogue/families/moves.py``.
"""

from __future__ import annotations

from functools import partial

from interpreter import context
from interpreter.compiler import (MOVER, PIECES, STATE, Compiler, Places, gives_board_sites, refuse_level, rule,
                                  source_text, unwritten)
from interpreter.compiler import clearing, counts, pending, proposals, sowing, stacks
from interpreter.compiler.chance import deal
from interpreter.compiler.combining import appended, combinations
from interpreter.compiler.captures import enclosures, interventions, sandwiches
from interpreter.compiler.footprint import remembered_places
from interpreter.compiler.hands import transfer
from interpreter.compiler.memory import _change, forget_all, remember_all
from interpreter.compiler.movement import (Mover, hop_candidates, leap_candidates, parts, piece_moves, shoot,
                                           slide_candidates, step_candidates)
from interpreter.compiler.moves import (Rule, _ACTIONS, _GENERATE, _assignment, _does_nothing, _items, _lists,
                                        _removals, _then, _with_consequences, consequences, from_generator,
                                        joined_reach, reaching, site_emptier)
from interpreter.compiler.orientation import ROTATION, VALUE, _setter
from interpreter.compiler.requirements import requirement
from interpreter.compiler.rings import rings_of, turner
from interpreter.compiler.supplies import Choice, _stock_seat, kind_of, kind_value, piece_index
from interpreter.compiler.threats import needless_while_probing, probe
from interpreter.compiler.values import _seat
from interpreter.layout import COUNTER
from interpreter.moves import Move, MoveRow
from interpreter.pieces import piece_flips
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.errors import LimitExceeded

#: The most values one (forEach Value ...) walks when it is evaluated, as many as the sites of the
#: largest board: past it the move is refused (docs/limits.md), so a value the rules let grow
#: cannot make one move run for minutes.
MAX_LOOP_VALUES = 10_000


@rule("move", "Action", binds={"then": ("value",)})
def move_action(bound: Bound, c: Compiler):
    name = bound.get("name")
    number = c.optional(bound.get("value"), "int")
    after = consequences(bound.get("then"), c)
    kind = "Action:" + name

    def perform(state, move):
        if after:
            saved, state.var_value = state.var_value, move.what
            try:
                after(state)
            finally:
                state.var_value = saved

    index = c.effect(perform)
    if number is None:
        plain = [Move(kind, -1, -1, -1, index)]
        return Rule(lambda state: plain, lambda state: [after] if after else [])
    made: dict[int, Move] = {}

    def generate(state):
        v = number(state)
        move = made.get(v)
        if move is None:
            move = made[v] = Move(kind, -1, 1, v, index)
        return [move]

    def actions(state):
        return [lambda st, m=generate(state)[0]: perform(st, m)]

    return Rule(generate, actions)


@rule("forEach", "Value", reads=(), binds={"moves": ("value",)})
def for_each_value(bound: Bound, c: Compiler):
    low, high = c.compile(bound.get("min"), "int"), c.compile(bound.get("max"), "int")
    inner: Rule = c.compile(bound.get("moves"), "moves")

    def values(state) -> range:
        walked = range(low(state), high(state) + 1)
        if len(walked) > MAX_LOOP_VALUES:
            raise LimitExceeded(f"(forEach Value ...) would walk {len(walked):,} values, from {walked.start} to "
                                f"{walked.stop - 1}; a loop walks at most {MAX_LOOP_VALUES:,}")
        return walked

    return Rule(lambda state: context.each(state, "value", values(state), inner.generate),
                lambda state: context.each(state, "value", values(state), inner.actions))


@rule("deal", "Cards")
def deal_cards(bound: Bound, c: Compiler):
    number = c.compile(bound.get("count"), "int")
    seat = c.seat(bound.get("who"))

    def resolve(state):
        return lambda st, to=seat(state), n=number(state): deal(st, to, n)

    return _assignment("Deal", resolve, consequences(bound.get("then"), c), c)


def _context_origin(state) -> tuple[int, ...]:
    return (state.var_from,) if state.var_from >= 0 else ()


@rule("move", None, binds={"to": ("from",)})
def move_from_to(bound: Bound, c: Compiler):
    """A piece from an origin to a destination: placements from a hand, returns to a hand, moves. An
    origin without sites, (from), is the site (forEach Piece ...) moves from."""
    refuse_level(bound.get("from"), "from")
    origins: Places = c.compile(bound.get("from"), "from")
    if origins.sites is unwritten:
        origins = origins._replace(sites=_context_origin)
    targets: Places = c.places(bound.get("to"), "to")
    after = consequences(bound.get("then"), c)
    base = c.board.num_sites
    gives = [c.piece_of(hand + 1) if hand < c.players else -1 for hand in range(c.players + 1)]
    move = transfer(c, bool(bound.get("copy", False)))
    written = bound.get("count", 1)
    number = c.compile(written, "int")
    # count: other than 1 makes the game count pieces (several on a site), as Ludii's count: does
    move_pieces, counted = counts.mover(c, keeps=written != 1), counts.kept(c)
    #: in a game that counts pieces, a move carries the count: written (its amount), worked out with the moves
    #: from the origin as Ludii does (count:(count at:(site)) in (forEach Site ...), count:(value))
    carries_count = bound.get("count") is not None

    def perform(state, m):
        frm, to = (m.to, m.frm) if m.kind == "Remove" else (m.frm, m.to)  # a removal is written by the site it empties: xA1
        if counted():  # a game that counts pieces: count: of them (1 by default)
            move_pieces(state, frm, to, m.amount if m.amount >= 0 else number(state))
        else:
            move(state, frm, to, m.what)
        if after:
            after(state)

    index = c.effect(perform)
    made: dict[tuple[int, int, int], Move] = {}  # moves are values: one per origin, destination and count

    def available(state, frm):
        """The kind of piece an origin gives (-2 when it has none to give)."""
        if frm >= base:
            hand = frm - base
            return gives[hand] if hand < len(gives) and state.hands[hand] > 0 else -2
        return state.what[frm] if frm >= 0 and state.what[frm] >= 0 else -2

    def pairs(state):
        found = []
        saved = state.var_from
        for frm in origins.select(state, "var_from"):
            what = available(state, frm)
            if what == -2:
                continue
            state.var_from = frm
            for to in targets.select(state, "var_to"):
                if to != frm:
                    found.append((frm, to, what))
        state.var_from = saved
        return found

    select_from, select_to = origins.selector("var_from"), targets.selector("var_to")

    def moves_from(state, frm: int, what: int, moves: list[Move]) -> None:
        """The moves from an origin giving a piece (``state.var_from`` set to it), added to a list."""
        carried = number(state) if carries_count and counted() else -1
        for to in select_to(state):
            value = made.get((frm, to, carried))
            if value is None:
                if to == frm:
                    continue
                kind = "Add" if frm >= base and to < base else "Remove" if to >= base > frm else "Move"
                shown, origin = (frm, to) if kind == "Remove" else (to, frm)
                value = made[(frm, to, carried)] = Move(kind, shown, origin, what if frm >= base else -1, index, carried)
            moves.append(value)

    def generate(state):
        moves: list[Move] = []
        saved = state.var_from
        for frm in select_from(state):
            what = available(state, frm)
            if what != -2:
                state.var_from = frm
                moves_from(state, frm, what, moves)
        state.var_from = saved
        return moves

    generated = generate
    written = bound.get("from")
    one = written.get("sites")
    if isinstance(one, Bound) and one.ludeme.returns == "int" and written.get("if") is None:
        origin_of = c.compile(one, "int")  # one origin, (from (handSite Mover)): read as a number

        def generate_one(state):  # the same, without a region of one site
            moves: list[Move] = []
            frm = origin_of(state)
            what = available(state, frm)
            if what != -2:
                saved, state.var_from = state.var_from, frm
                moves_from(state, frm, what, moves)
                state.var_from = saved
            return moves

        generated = generate_one

    noted = c.shared("removals")  # {"causes": {site: rule}} while a front end asks why pieces go

    def taken_off(state, frm, to, what):
        """A piece the rules send from the board to a hand, noted with this rule when asked."""
        move(state, frm, to, what)
        causes = noted.get("causes")
        if causes is not None:
            causes[frm] = bound

    def actions(state):
        found = [lambda st, f=frm, t=to, w=what, act=taken_off if to >= base > frm else move: act(st, f, t, w)
                 for frm, to, what in pairs(state)]
        return found + ([after] if after else [])

    def exists(state):
        saved = state.var_from
        try:
            for frm in origins.select(state, "var_from"):
                if available(state, frm) != -2:
                    state.var_from = frm
                    if targets.any(state, "var_to"):
                        return True
            return False
        finally:
            state.var_from = saved

    def explain(state, site):
        if not any(0 <= to < base for to in targets.sites(state)):
            return None  # a move into hands says nothing about a site of the board
        if site not in targets.sites(state):
            return f"it is not among {targets.text}"
        if targets.condition is not None and site not in targets.select(state, "var_to"):
            return f"it fails the condition of {targets.text}"
        if not any(available(state, frm) != -2 for frm in origins.select(state, "var_from")):
            return f"there is nothing to move from {origins.text}"
        return None

    c.explainers.append(explain)
    return Rule(generated, actions, exists)


@rule("remember", "Value")
def remember_value(bound: Bound, c: Compiler):
    return _assignment("Remember", _change(bound, c, 1), consequences(bound.get("then"), c), c)


@rule("forget", "Value")
def forget_value(bound: Bound, c: Compiler):
    forget = forget_all(bound, c) if "all" in bound.arguments else _change(bound, c, -1)
    return _assignment("Forget", forget, consequences(bound.get("then"), c), c)


@rule("set", "RememberValue")
def set_remember_value(bound: Bound, c: Compiler):
    return _assignment("Remember", remember_all(bound, c), consequences(bound.get("then"), c), c)


@rule("then", returns="then")
def then(bound: Bound, c: Compiler):
    return c.compile(bound.get("moves"), "moves")


@rule("to", returns="to", reads=(), binds={"if": ("to",), "apply": ("to",)})
def to(bound: Bound, c: Compiler) -> Places:
    """The sites (:func:`~interpreter.compiler.unwritten` when left out: a movement ludeme finds its
    own) and their condition; the movement ludemes read apply themselves. What follows from the
    pieces of known sites is remembered under those pieces (:mod:`interpreter.compiler.footprint`):
    the sites meeting the condition, or the answers of parts of it."""
    region = c.optional(bound.get("sites"), "sites") or unwritten
    condition = c.optional(bound.get("if"), "boolean")
    if condition is None:
        return Places(region, None, source_text(bound))
    return remembered_places(bound.get("sites"), bound.get("if"), region, condition, source_text(bound), c)


@rule("from", returns="from", reads=(), binds={"if": ("from",)})
def frm(bound: Bound, c: Compiler) -> Places:
    return Places(c.optional(bound.get("sites"), "sites") or unwritten, c.optional(bound.get("if"), "boolean"),
                  source_text(bound))


@rule("apply", reads=())
def apply(bound: Bound, c: Compiler):
    moves: Rule = c.compile(bound.get("moves"), "moves")
    condition = c.optional(bound.get("if"), "boolean")
    if condition is None:
        return moves
    generate, actions = moves.generate, moves.actions
    return Rule(lambda state: generate(state) if condition(state) else [],
                lambda state: actions(state) if condition(state) else [])


@rule("between", returns="between", reads=(), binds={"if": ("between",), "apply": ("between",)})
def between(bound: Bound, c: Compiler):
    """Read by the movement ludeme that holds it (:func:`interpreter.compiler.movement.parts`)."""
    return bound


def _movement(candidates_of):
    def compile_movement(bound: Bound, c: Compiler):
        mover = Mover(c, parts(bound, c))
        return mover.rule(candidates_of(c, bound, mover))

    return compile_movement


_SEES_MOVE = {"to": ("from", "to", "between"), "between": ("from", "to", "between"), "from": ("from",)}
_MOVING = {PIECES, MOVER, "from"}
rule("move", "Step", reads=_MOVING, binds=_SEES_MOVE)(_movement(step_candidates))
rule("step", reads=_MOVING, binds=_SEES_MOVE)(_movement(step_candidates))
rule("move", "Slide", reads=_MOVING, binds=_SEES_MOVE)(_movement(slide_candidates))
rule("slide", reads=_MOVING, binds=_SEES_MOVE)(_movement(slide_candidates))
rule("move", "Hop", reads=_MOVING, binds=_SEES_MOVE)(_movement(hop_candidates))
rule("hop", reads=_MOVING, binds=_SEES_MOVE)(_movement(hop_candidates))
rule("move", "Leap", reads=_MOVING, binds=_SEES_MOVE)(_movement(leap_candidates))
rule("leap", reads=_MOVING, binds=_SEES_MOVE)(_movement(leap_candidates))


@rule("move", "Shoot", reads={PIECES, MOVER, STATE}, binds=_SEES_MOVE)
def move_shoot(bound: Bound, c: Compiler):
    return shoot(bound, c)



@rule("forEach", "Piece", reads={PIECES, MOVER}, binds={"moves": ("from", "level")})
def for_each_piece(bound: Bound, c: Compiler):
    given: Rule | None = c.optional(bound.get("moves"), "moves")
    by_kind = [given] * len(c.pieces) if given is not None else piece_moves(c)
    names = bound.get("names")
    if names is not None:  # only the kinds named: "Pawn" names Pawn1, Pawn2, ...
        wanted = {names} if isinstance(names, str) else set(names)
        chosen = [kind.name in wanted or kind.name.rstrip("0123456789") in wanted for kind in c.pieces]
        if not any(chosen):
            raise DiagnosticError([Diagnostic.error(
                f"no piece is named {' or '.join(sorted(wanted))}", bound.node.span,
                hint="pieces: " + ", ".join(kind.name for kind in c.pieces))])
        by_kind = [moves if keep else None for moves, keep in zip(by_kind, chosen)]
    after = consequences(bound.get("then"), c)
    sites = range(c.board.num_sites)
    owner = c.seat(bound.get("who")) if bound.get("who") is not None else None
    stacking = c.stacking  # (level): the level of the piece, the top of its stack

    def each(state, face):
        found: list = []
        mover, who, what = state.mover, state.who, state.what
        player = owner(state) if owner is not None else mover
        saved = state.var_from, state.var_level
        try:
            state.mover = player  # another player's pieces move as that player's: Next is then the mover
            for site in sites:
                if who[site] == player and (kind := what[site]) >= 0 and (moves := by_kind[kind]) is not None:
                    state.var_from = site
                    if stacking:
                        state.var_level = len(state.stacks[site]) - 1
                    found.extend(face(moves)(state))
        finally:
            state.var_from, state.var_level = saved
            state.mover = mover
        return found

    def actions(state):
        return each(state, _ACTIONS) + _then(after)

    reaches = [moves.reach if moves is not None else None for moves in by_kind]
    # for each target, the sites from which a piece of some kind could land on it, in order
    toward_from = None if any(reach is None for reach, moves in zip(reaches, by_kind) if moves is not None) else \
        tuple(tuple(site for site in sites if any(reach is not None and target in reach[site] for reach in reaches))
              for target in sites)

    def toward(state, target):
        mover, who, what = state.mover, state.who, state.what
        player = owner(state) if owner is not None else mover
        saved = state.var_from, state.var_level
        try:
            state.mover = player
            for site in sites if toward_from is None or not 0 <= target < len(toward_from) else toward_from[target]:
                if who[site] == player and (kind := what[site]) >= 0 and (moves := by_kind[kind]) is not None:
                    if (reach := reaches[kind]) is not None and target not in reach[site]:
                        continue
                    state.var_from = site
                    if stacking:
                        state.var_level = len(state.stacks[site]) - 1
                    if moves.lands_on(state, target):
                        return True
        finally:
            state.var_from, state.var_level = saved
            state.mover = mover
        return False

    moving = [kind for kind, moves in enumerate(by_kind) if moves is not None]
    count = c.board.num_sites

    def exists(state) -> bool:
        mover, who, what = state.mover, state.who, state.what
        player = owner(state) if owner is not None else mover
        saved = state.var_from, state.var_level
        try:
            state.mover = player
            if names is None:  # every kind: the first piece found with a move answers
                for site in sites:
                    if who[site] == player and (kind := what[site]) >= 0 and (moves := by_kind[kind]) is not None:
                        state.var_from = site
                        if stacking:
                            state.var_level = len(state.stacks[site]) - 1
                        if moves.any(state):
                            return True
                return False
            for kind in moving:  # the few kinds named, found by searches of the list made in C
                start = 0
                while True:
                    try:
                        site = what.index(kind, start, count)
                    except ValueError:
                        break
                    start = site + 1
                    if who[site] == player:
                        state.var_from = site
                        if stacking:
                            state.var_level = len(state.stacks[site]) - 1
                        if by_kind[kind].any(state):  # type: ignore[union-attr]
                            return True
        finally:
            state.var_from, state.var_level = saved
            state.mover = mover
        return False

    generate = _with_consequences(lambda state: each(state, _GENERATE), after, c)
    return Rule(generate, actions, exists, toward)


@rule("move", "Add")
def move_add(bound: Bound, c: Compiler):
    if "piece" in bound.arguments:  # (move Add (piece ...) ...): a kind chosen with the site
        from interpreter.compiler.supplies import move_add_piece

        return move_add_piece(bound, c)
    who = c.seat(bound.get("who")) if bound.get("who") is not None else None
    places: Places = c.places(bound.get("to"), "to", levels=True)
    after = consequences(bound.get("then"), c)
    owners = [max(kind.owner, 0) for kind in c.pieces]
    pieces = {seat: c.piece_of(seat) for seat in range(c.players + 1)}
    level = c.optional(bound.get("to").get("level"), "int") if c.stacking else None

    def add(state, move):
        if level is None:
            state.place(move.to, owners[move.what], move.what)
        else:  # (to ... level:): into the stack at that level, (to) the site (Ludii's insertion)
            saved, state.var_to = state.var_to, move.to
            stacks.insert(state, move.to, level(state), owners[move.what], move.what)
            state.var_to = saved
        if after:
            after(state)

    index = c.effect(add)
    made: dict[int, MoveRow] = {}  # moves are values: one per piece kind and site, made once
    count = c.board.num_sites
    checked = not gives_board_sites(places.sites)  # a number given as a site may be off the board

    def generate(state):
        what = pieces[who(state) if who else state.mover]
        if what < 0:
            return []
        cache = made.get(what)
        if cache is None:
            cache = made[what] = MoveRow(lambda site: Move("Add", site, -1, what, index))
        chosen = places.select(state, "var_to")
        if checked and chosen and (min(chosen) < 0 or max(chosen) >= count):
            return [cache[site] for site in chosen if 0 <= site < count]
        return [cache[site] for site in chosen]

    c.explainers.append(places.why_not)

    def exists(state):
        return pieces[who(state) if who else state.mover] >= 0 and places.any(state, "var_to")

    return from_generator(generate, c)._replace(exists=exists)


rule("add")(move_add)


@rule("move", "Remove", reads={PIECES})
def move_remove(bound: Bound, c: Compiler):
    sites = c.compile(bound.get("sites"), "sites")
    number = c.optional(bound.get("count"), "int")
    later = _at_end_of_turn(bound, c)
    return from_generator(_removals(sites, consequences(bound.get("then"), c), c, number, later), c)


def _at_end_of_turn(bound: Bound, c: Compiler):
    """With at:EndOfTurn, the marker of the pieces to take once the turn ends; else None."""
    when = bound.get("at")
    return clearing.marker(c) if when is not None and when.text == "EndOfTurn" else None


@rule("remove", reads={PIECES})
def remove(bound: Bound, c: Compiler):
    """Empty a site or a region: as a decision, one move per occupied site. In a game that stacks,
    count: pieces go off the top of each stack (one by default); any other site is emptied, as Ludii
    does whatever count: says."""
    sites = c.compile(bound.get("site"), "sites")
    after = consequences(bound.get("then"), c)
    later = _at_end_of_turn(bound, c)
    generate = _removals(sites, after, c, later=later)
    noted = c.shared("removals")  # {"causes": {site: rule}} while a front end asks why pieces go
    number = c.optional(bound.get("count"), "int") if c.stacking else None
    empty = site_emptier(c, later)

    def clear(state, site, taken):
        empty(state, site, taken)
        causes = noted.get("causes")
        if causes is not None:
            causes[site] = bound

    def actions(state):
        taken = number(state) if number is not None else None
        return [lambda s, at=site: clear(s, at, taken) for site in sites(state)] + _then(after)

    return Rule(generate, actions)


@rule("move", "Pass")
def move_pass(bound: Bound, c: Compiler):
    after = consequences(bound.get("then"), c)
    move = [Move("Pass", effect=c.effect(lambda state, m: after(state) if after else None))]
    return Rule(lambda state: move, lambda state: _then(after))


@rule("custodial", binds={"between": ("between", "to"), "to": ("between", "to")})
def custodial(bound: Bound, c: Compiler):
    return sandwiches(bound, c)


@rule("intervene", binds={"to": ("to",)})
def intervene(bound: Bound, c: Compiler):
    return interventions(bound, c)


@rule("enclose", binds={"between": ("between",)})
def enclose(bound: Bound, c: Compiler):
    return enclosures(bound, c)


@rule("flip", reads={PIECES, STATE})
def flip(bound: Bound, c: Compiler):
    """Turn over the piece on a site: its site's state goes to the other of its kind's flips."""
    site = c.compile(bound.get("site"), "int") if bound.get("site") is not None else (lambda state: state.var_to)
    sides = piece_flips(c.equipment, c.players)
    for pair in sides:
        if pair is not None and not all(isinstance(side, int) and not isinstance(side, bool) for side in pair):
            raise DiagnosticError([Diagnostic.error("(flips ...) takes two whole numbers, such as (flips 1 2)",
                                                    bound.node.span)])
    after = consequences(bound.get("then"), c)
    num_sites = c.board.num_sites

    def turn(state, move):
        at = move.to
        a, b = sides[state.what[at]]
        mark = state.marks[at]
        if mark == a or mark == b:
            state.set_mark(at, b if mark == a else a)
        if after:
            after(state)

    index = c.effect(turn)

    def generate(state):
        at = site(state)
        if 0 <= at < num_sites and (what := state.what[at]) >= 0 and sides[what] is not None:
            return [Move("Flip", at, -1, -1, index)]
        return []

    return from_generator(generate, c)


@rule("do")
def do(bound: Bound, c: Compiler):
    needless = None
    if needless_while_probing(bound.get("ifAfterwards")):  # no threat looked for inside a threat
        probing = probe(c)
        needless = lambda: probing["on"]  # noqa: E731
    return requirement(c.compile(bound.get("prior"), "moves"), c.optional(bound.get("next"), "moves"),
                       c.optional(bound.get("ifAfterwards"), "boolean"), consequences(bound.get("then"), c), c,
                       needless)


@rule("allCombinations", reads=())
def all_combinations(bound: Bound, c: Compiler):
    return combinations(c.compile(bound.get("a"), "moves"), c.compile(bound.get("b"), "moves"),
                        consequences(bound.get("then"), c), c)


@rule("append", reads=())
def append(bound: Bound, c: Compiler):
    return appended(c.compile(bound.get("moves"), "moves"), consequences(bound.get("then"), c), c)


@rule("move", "Select", binds={"to": ("from",)})
def move_select(bound: Bound, c: Compiler):
    """A site chosen (and optionally a second); an origin without sites, (from ... if:...), is the
    context's (from), as in Ludii (the site (forEach Piece ...) moves from)."""
    refuse_level(bound.get("from"), "from")
    origins: Places = c.compile(bound.get("from"), "from")
    if origins.sites is unwritten:
        origins = origins._replace(sites=_context_origin)
    origins = _tested_as_to(origins, bound.get("from"))
    targets: Places | None = c.places(bound.get("to"), "to") if bound.get("to") is not None else None
    after = consequences(bound.get("then"), c)

    def select(state, move):
        if move.frm < 0:  # one site chosen: it is where the move comes from too, as in Ludii ((last From))
            state.last_from = move.to
        if after:
            after(state)

    index = c.effect(select)

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
    """The mover moves again: as Ludii's, the mover is made the player next, in place of any player
    an earlier ``(set NextPlayer ...)`` of the move chose (the last of the two made counts)."""
    def again(state, move=None):
        state.again = True
        state.next_seat = 0

    move = [Move("MoveAgain", effect=c.effect(again))]
    return Rule(lambda state: move, lambda state: [again])


@rule("set", "Score")
def set_score(bound: Bound, c: Compiler):
    seat, score = c.seat_value(bound.get("who")), c.compile(bound.get("score"), "int")

    def resolve(state):
        return lambda s, at=seat(state), value=score(state): s.set_score(at, value)

    return _assignment("SetScore", resolve, consequences(bound.get("then"), c), c)


@rule("set", "State")
def set_state(bound: Bound, c: Compiler):
    """A site's state value; a number that is no site of the board changes nothing."""
    site, value = c.compile(bound.get("at"), "int"), c.compile(bound.get("value"), "int")
    num_sites = c.board.num_sites

    def resolve(state):
        at = site(state)
        if not 0 <= at < num_sites:
            return lambda s: None
        return lambda s, v=value(state): s.set_mark(at, v)

    return _assignment("SetState", resolve, consequences(bound.get("then"), c), c)


#: The ludemes whose value is a site of the move or of the evaluation context, such as (last To).
_SITE_VALUES = {("to", None), ("from", None), ("site", None), ("last", "To"), ("last", "From")}


@rule("set", "Var")
def set_var(bound: Bound, c: Compiler):
    name, value = bound.get("name", ""), c.compile(bound.get("value"), "int")  # "": the unnamed one
    slot = c.layout.variable(name)
    chosen = bound.get("value")
    if isinstance(chosen, Bound) and (chosen.ludeme.head, chosen.ludeme.selector) in _SITE_VALUES:
        c.shared("site variables")[name] = True  # shown as the site's label, not its number

    def resolve(state):
        return lambda s, v=value(state): s.set_slot(slot, v)

    return _assignment("SetVar", resolve, consequences(bound.get("then"), c), c)


@rule("set", "Counter")
def set_counter(bound: Bound, c: Compiler):
    """The counter set to a value (-1 by default): it reads so until the end rules of the move are
    asked, then grows by one (:data:`interpreter.layout.COUNTER`)."""
    value = c.compile(bound.get("value", -1), "int")
    slot = c.layout.array(COUNTER)

    def resolve(state):
        return lambda s, v=value(state): s.set_slot(slot, v + 1)

    return _assignment("SetVar", resolve, consequences(bound.get("then"), c), c)


def _tested_as_to(origins: Places, written: Bound) -> Places:
    """The origins of a (move Select ...), whose condition reads ``(to)`` as the site tested too,
    as Ludii's Select binds both (``(from (sites Mover) if:(< 3 (count at:(to))))``)."""
    test = origins.condition
    if test is None or not any(isinstance(node, s.Call) and node.name == "to" and not node.args
                               for node in s.walk(written.node)):
        return origins

    def tested(state) -> bool:
        saved, state.var_to = state.var_to, state.var_from
        try:
            return bool(test(state))
        finally:
            state.var_to = saved

    return origins._replace(condition=tested)


@rule("forEach", "Site", reads=(), binds={"moves": ("site", "to")})
def for_each_site(bound: Bound, c: Compiler):
    """The moves for each site of a region, as Ludii makes them: each site once, in order, bound
    both as ``(site)`` and as ``(to)``."""
    sites = c.compile(bound.get("sites"), "sites")
    inner: Rule = c.compile(bound.get("moves"), "moves")
    fallback: Rule | None = c.optional(bound.get("noMoveYet"), "moves")

    def each(state, face):
        found = []
        saved = state.var_site, state.var_to
        work = face(inner)
        for site in sorted(set(sites(state))):
            state.var_site = state.var_to = site
            found += work(state)
        state.var_site, state.var_to = saved
        if not found and fallback is not None:
            return face(fallback)(state)
        return found

    return Rule(lambda state: each(state, _GENERATE), lambda state: each(state, _ACTIONS))


@rule("forEach", "Group", reads={PIECES}, binds={"if": ("to",), "moves": ("sites",)})
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


@rule("or", reads=())
def either(bound: Bound, c: Compiler):
    lists = _lists(bound, c)
    after = consequences(bound.get("then"), c)
    def generate(state):
        found = []
        for r in lists:
            found.extend(r.generate(state))  # whole lists at a time: no Python step per move
        return found

    actions = (lambda state: [a for r in lists for a in r.actions(state)] + _then(after))
    return Rule(_with_consequences(generate, after, c), actions,
                toward=reaching(lambda state, site: any(r.lands_on(state, site) for r in lists), joined_reach(lists)))


@rule("and", reads=())
def both(bound: Bound, c: Compiler):
    """All the given moves as one: their actions worked out first, then applied in order. Of
    decisions, (move ...) each, as in Ludii: every move of each, to choose from, as (or ...)
    gives them, e.g. (and (move Step ...) (move Hop ...)); their consequences still do them all."""
    if all(isinstance(item, Bound) and item.ludeme.head == "move" for item in _items(bound)):
        return either(bound, c)
    lists = _lists(bound, c)
    after = consequences(bound.get("then"), c)

    tail = _then(after)
    actions_of = [rule_.actions for rule_, item in zip(lists, _items(bound)) if not _does_nothing(item)]

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


@rule("if", reads=())
def moves_if(bound: Bound, c: Compiler):
    condition = c.compile(bound.get("condition"), "boolean")
    chosen: Rule = c.compile(bound.get("then"), "moves")
    otherwise: Rule | None = c.optional(bound.get("else"), "moves")
    after = consequences(bound.get("after"), c)
    if after is not None:  # (if ... (then ...)): the branch's moves, each followed by the consequences
        branches = _unconditional_if(condition, chosen, otherwise)
        return Rule(_with_consequences(branches.generate, after, c),
                    lambda state: branches.actions(state) + [after], branches.exists, branches.toward)
    return _unconditional_if(condition, chosen, otherwise)


def _unconditional_if(condition, chosen: Rule, otherwise: Rule | None) -> Rule:
    """The moves of (if ...) without consequences of its own."""
    if otherwise is None:  # the usual case, without the look-up of a branch
        generate, actions, exists, lands = chosen.generate, chosen.actions, chosen.any, chosen.lands_on
        return Rule(lambda state: generate(state) if condition(state) else [],
                    lambda state: actions(state) if condition(state) else [],
                    lambda state: exists(state) if condition(state) else False,
                    reaching(lambda state, site: lands(state, site) if condition(state) else False, chosen.reach))

    def pick(state) -> Rule:
        return chosen if condition(state) else otherwise

    return Rule(lambda state: pick(state).generate(state), lambda state: pick(state).actions(state),
                lambda state: pick(state).any(state),
                reaching(lambda state, site: pick(state).lands_on(state, site), joined_reach([chosen, otherwise])))


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

    def exists(state) -> bool:
        return any(candidates.any(state) for candidates in lists)

    def toward(state, site) -> bool:  # the moves of the first list that has any
        for candidates in lists:
            if candidates.any(state):
                return candidates.lands_on(state, site)
        return False

    return Rule(_with_consequences(generate, after, c), actions, exists, reaching(toward, joined_reach(lists)))


@rule("max", "Moves")
def max_moves(bound: Bound, c: Compiler):
    """The moves that let the mover go on longest (Ludii's MaxMoves): each is tried on a copy of the
    position and, while the same player moves again, the longest run of moves that can follow it
    counted; those of the longest runs are kept (captures that must take as many pieces as they can)."""
    candidates: Rule = c.compile(bound.get("moves"), "moves")
    after = consequences(bound.get("then"), c)
    effects = c.effects

    def run(trial, move, made: int) -> int:
        """How many moves the mover makes in a row with ``move`` first, at most (``made`` before it)."""
        mover = trial.mover
        trial.play_decided(move)
        try:
            if trial.result is not None or trial.mover != mover:
                return made + 1
            return max((run(trial, following, made + 1) for following in trial.legal_moves()), default=made + 1)
        finally:
            trial.undo()

    def generate(state):
        found = candidates.generate(state)
        if len(found) < 2:
            return found
        trial = state.clone()  # tried apart: the position may be in the middle of a move
        lengths = [run(trial, move, 0) for move in found]
        longest = max(lengths)
        return [move for move, length in zip(found, lengths) if length == longest]

    def actions(state):
        return [lambda s, m=move: effects[m.effect](s, m) for move in generate(state)] + _then(after)

    return Rule(_with_consequences(generate, after, c), actions, candidates.exists)


@rule("set", "Value", "moves")
def set_value(bound: Bound, c: Compiler):
    if bound.get("at") is None:  # (set Value <who> n): a player's value
        return _set_player_value(bound, c)
    resolve = _setter(VALUE, bound, c, c.compile(bound.get("value"), "int"))
    return _assignment("SetValue", resolve, consequences(bound.get("then"), c), c)


@rule("set", "Rotation", "moves")
def set_rotation(bound: Bound, c: Compiler):
    after = consequences(bound.get("then"), c)
    turns = bound.get("rotations")
    if not isinstance(turns, tuple):
        resolve = _setter(ROTATION, bound, c, c.compile(turns, "int"))
        return _assignment("SetRotation", resolve, after, c)
    at = c.compile(bound.get("at"), "int")
    choices = [c.compile(turn, "int") for turn in turns]  # numbers, or worked out in play: (value) ...

    first = c.layout.array(ROTATION)

    def turn(state, move):
        slot = first + move.to
        if state.slots[slot] != move.what:
            state.set_slot(slot, move.what)
        if after:
            after(state)

    index = c.effect(turn)

    def generate(state):
        site = at(state)
        return [Move("Rotation", site, -1, r(state), index) for r in choices] if site >= 0 else []

    def actions(state):
        site = at(state)
        return [lambda st, m=Move("Rotation", site, -1, choices[0](state), index): turn(st, m)] if site >= 0 else []

    return Rule(generate, actions)


@rule("move", "Rotate")
def move_rotate(bound: Bound, c: Compiler):
    tables = rings_of(bound, c)
    region = c.compile(bound.get("sites"), "sites")
    direction = bound.get("direction")
    word = direction.text if isinstance(direction, s.Name) else "CW"
    if word not in ("CW", "CCW"):
        raise DiagnosticError([Diagnostic.error(f"an area turns CW or CCW, not {word}", bound.node.span)])
    steps = -1 if word == "CW" else 1
    every = bound.get("all", False)
    after = consequences(bound.get("then"), c)
    turn, ring_of = turner(tables, c), tables.ring_of
    count = len(tables.orbits)
    suffix = ":CCW" if word == "CCW" else ""  # rotate:a0 turns clockwise, rotate:a0:ccw the other way

    def rings_in(state):
        return sorted({ring_of[site] for site in region(state) if 0 <= site < len(ring_of) and ring_of[site] >= 0})

    everyone = tuple(range(count))

    def perform(state, move):
        turn(state, everyone if every else (move.what,), steps)
        if after:
            after(state)

    index = c.effect(perform)
    if every:
        together = [Move("Rotate:All", effect=index)]

        def any_ring(state):
            return any(0 <= site < len(ring_of) and ring_of[site] >= 0 for site in region(state))

        def generate(state):
            return together if any_ring(state) else []

        def actions(state):
            chosen = [lambda st: turn(st, everyone, steps)] if any_ring(state) else []
            return chosen + ([after] if after else [])

        return Rule(generate, actions, any_ring)

    one = [Move(f"Rotate:{name}{suffix}", -1, -1, ring, index) for ring, name in enumerate(tables.names)]

    def generate_each(state):
        return [one[ring] for ring in rings_in(state)]

    def actions_each(state):
        return [lambda st, k=k: turn(st, (k,), steps) for k in rings_in(state)] + ([after] if after else [])

    return Rule(generate_each, actions_each, lambda state: bool(rings_in(state)))


@rule("forEach", "Player", reads=(), binds={"moves": ("player",)})
def for_each_player(bound: Bound, c: Compiler):
    inner: Rule = c.compile(bound.get("moves"), "moves")
    seats = range(1, c.players + 1)
    return Rule(lambda state: context.each(state, "player", seats, inner.generate),
                lambda state: context.each(state, "player", seats, inner.actions))


@rule("set", "Pending")
def set_pending(bound: Bound, c: Compiler):
    """Ludii's (set Pending [<value>|<region>]): see :mod:`interpreter.compiler.pending`."""
    mark = pending.marker(c)
    given = bound.get("value")
    if isinstance(given, Bound) and given.ludeme.returns == "sites":
        marked = c.compile(given, "sites")
    else:
        value = c.optional(given, "int")
        marked = (lambda state: (value(state),)) if value is not None else (lambda state: (1,))  # Ludii's 1 for none

    def resolve(state):
        values = marked(state)
        return lambda st: mark(st, values)

    return _assignment("SetPending", resolve, consequences(bound.get("then"), c), c)


def _named_decision(kind: str):
    def compile_decision(bound: Bound, c: Compiler):
        after = consequences(bound.get("then"), c)
        name = bound.get("proposal") if kind == "Propose" else bound.get("vote")
        record = proposals.proposer(c, name) if kind == "Propose" else proposals.voter(c, name)

        def perform(state, move=None):
            record(state)
            if after:
                after(state)

        move = [Move(f"{kind}:{name}", effect=c.effect(perform))]
        return Rule(lambda state: move, lambda state: [perform])

    return compile_decision


rule("move", "Propose")(_named_decision("Propose"))


rule("move", "Vote")(_named_decision("Vote"))


@rule("piece", None, "piece")
def piece(bound: Bound, c: Compiler) -> Choice:
    what = bound.get("what")
    side = c.optional(bound.get("state"), "int")
    if isinstance(what, tuple):
        fixed = tuple(piece_index(name, bound, c) for name in what)
        return Choice(lambda state: fixed, state=side)
    if isinstance(what, str):
        one = (piece_index(what, bound, c),)
        return Choice(lambda state: one, state=side)
    value = c.compile(what, "int")  # a kind given by its number (kind_number)
    kinds = len(c.pieces)
    return Choice(lambda state: (k,) if 0 <= (k := kind_of(value(state))) < kinds else (), state=side)


@rule("piece", "Hand", "piece")
def piece_hand(bound: Bound, c: Compiler) -> Choice:
    seat = c.seat(bound.get("who"))
    kinds = len(c.pieces)

    def held(state):
        start = seat(state) * kinds
        stock = state.stock
        return [what for what in range(kinds) if stock[start + what] > 0]

    return Choice(held, seat)


@rule("promote")
def promote(bound: Bound, c: Compiler):
    site = c.compile(bound.get("site"), "int")
    choice = _promoted(bound, c)
    sites = c.board.num_sites
    owners = [kind.owner for kind in c.pieces]

    def resolve(state):
        at, chosen = site(state), choice.kinds(state)
        if not (0 <= at < sites) or state.what[at] < 0 or not chosen:
            return lambda s: None
        return lambda s, what=chosen[0]: _replace_piece(s, at, what, owners)

    return _assignment("Promote", resolve, consequences(bound.get("then"), c), c)


def _replace_piece(state, at: int, what: int, owners: list[int]) -> None:
    """The piece on a site becomes one of another kind, owned by that kind's owner (an unowned kind
    keeps the site's owner)."""
    state.replace(at, owners[what] if owners[what] > 0 else state.who[at], what)


@rule("move", "Promote", reads={PIECES, MOVER, "to"})
def move_promote(bound: Bound, c: Compiler):
    """One decision for each kind the piece on the site ((to) by default) may become, written
    promote:Queen1@A8."""
    written = bound.get("site")
    site = c.compile(written, "int") if written is not None else (lambda state: state.var_to)
    choice = _promoted(bound, c)
    after = consequences(bound.get("then"), c)
    sites = c.board.num_sites
    owners = [kind.owner for kind in c.pieces]

    def perform(state, move):
        if state.what[move.to] >= 0:
            _replace_piece(state, move.to, move.what, owners)
        if after:
            after(state)

    index = c.effect(perform)
    made: dict[tuple[int, int], Move] = {}

    def generate(state):
        at = site(state)
        if not 0 <= at < sites or state.what[at] < 0:
            return []
        found = []
        for what in choice.kinds(state):
            move = made.get((at, what))
            if move is None:
                move = made[(at, what)] = Move("Promote", at, -1, what, index)
            found.append(move)
        return found

    def actions(state):
        return [lambda st, m=move: perform(st, m) for move in generate(state)]

    return Rule(generate, actions)


def _promoted(bound: Bound, c: Compiler) -> Choice:
    """The kinds a promotion may give: the pieces named, or with who, each name meaning the first
    piece of that player's whose name holds it (\"King\" and P1: King1)."""
    if bound.get("who") is None:
        return c.compile(bound.get("piece"), "piece")
    written = bound.get("piece")
    names = written.get("what") if isinstance(written, Bound) else None
    names = (names,) if isinstance(names, str) else names
    if not (isinstance(names, tuple) and all(isinstance(name, str) for name in names)):
        raise DiagnosticError([Diagnostic.error("with who, name the pieces: (piece \"King\")", written.node.span)])
    who = bound.get("who")
    if isinstance(who, s.Name) and who.text == "Shared":  # the pieces no player owns
        shared = tuple(index for name in names for index in
                       [next((i for i, kind in enumerate(c.pieces) if name in kind.name and kind.owner < 0), -1)]
                       if index >= 0)
        if not shared:
            piece_index(names[0], written, c)
        return Choice(lambda state: shared)
    by_seat: dict[int, tuple[int, ...]] = {}
    for player in range(0, c.players + 1):
        kinds = []
        for name in names:
            index = next((index for index, kind in enumerate(c.pieces) if name in kind.name and kind.owner == player),
                         None)
            if index is not None:
                kinds.append(index)
        by_seat[player] = tuple(kinds)
    if not any(by_seat.values()):
        piece_index(names[0], written, c)  # names the pieces there are
    seat = c.seat(bound.get("who"))
    return Choice(lambda state: by_seat.get(seat(state), ()))


@rule("add", "Hand")
def add_hand(bound: Bound, c: Compiler):
    seat = _stock_seat(bound.get("who"), c)
    piece_of = kind_value(bound.get("piece"), bound, c)
    number = c.compile(bound.get("count", 1), "int")
    kinds = len(c.pieces)
    seats = c.players

    def resolve(state):
        who, what, n = seat(state), piece_of(state), number(state)
        if not (0 < who <= seats and 0 <= what < kinds) or n == 0:
            return lambda st: None
        return lambda st: st.set_stock(who, what, max(0, st.stock[who * kinds + what] + n))

    return _assignment("AddHand", resolve, consequences(bound.get("then"), c), c)


def _set_player_value(bound: Bound, c: Compiler):
    """``(set Value <who> n)``: the value kept by a player."""
    seat, value = _seat(bound, c), c.compile(bound.get("value"), "int")
    first, seats = c.layout.array("player value"), c.players

    def resolve(state):
        at = seat(state)
        if not 0 <= at <= seats:
            return lambda st: None
        return lambda st, slot=first + at, v=value(state): st.set_slot(slot, v)

    return _assignment("SetValue", resolve, consequences(bound.get("then"), c), c)


@rule("addScore")
def add_score(bound: Bound, c: Compiler):
    seat, score = _seat(bound, c), c.compile(bound.get("score"), "int")
    seats = c.players

    def resolve(state):
        at, amount = seat(state), score(state)
        if not 0 < at <= seats or amount == 0:
            return lambda st: None
        return lambda st: st.set_score(at, st.points[at] + amount)

    return _assignment("AddScore", resolve, consequences(bound.get("then"), c), c)


@rule("player", returns="playerIndex", reads=())
def player_given(bound: Bound, c: Compiler):
    return c.compile(bound.get("index"), "int")


@rule("set", "NextPlayer")
def set_next_player(bound: Bound, c: Compiler):
    seat = c.compile(bound.get("who"), "playerIndex")
    seats = c.players

    def resolve(state):
        chosen = seat(state)

        def choose(st):  # in place of a (moveAgain) made before it in the move, as in Ludii
            if 0 < chosen <= seats:
                st.next_seat = chosen
                st.again = False

        return choose

    return _assignment("SetNextPlayer", resolve, consequences(bound.get("then"), c), c)


@rule("set", "Count", "moves")
def set_count(bound: Bound, c: Compiler):
    at, number, put = c.compile(bound.get("at"), "int"), c.compile(bound.get("count"), "int"), counts.setter(c)

    def resolve(state):
        site = at(state)
        return lambda s, value=number(state): put(s, site, value, -1)

    return _assignment("SetCount", resolve, consequences(bound.get("then"), c), c)


@rule("fromTo")
def from_to(bound: Bound, c: Compiler):
    """(fromTo (from <site>) (to <site>) count:<n>): n pieces (1 by default) from one site to another,
    the sites and the number worked out where the consequence is made; a (from) or (to) written
    without sites is the context's, as in Ludii. In a game that stacks, the top n pieces move onto
    the pieces there (the whole stack with stack:True)."""
    origins, targets = _site_or_context(bound.get("from"), "from", c), _site_or_context(bound.get("to"), "to", c)
    number = c.compile(bound.get("count", 1), "int")
    move_pieces = stacks.mover(bool(bound.get("stack", False))) if c.stacking else counts.mover(c)
    level_from = c.optional(bound.get("from").get("level"), "int") if c.stacking else None
    level_to = c.optional(bound.get("to").get("level"), "int") if c.stacking else None
    own = sowing.made_by_apply(c)  # made by a sowing's apply:, it is the last move for its consequences
    table = c.shared(sowing.APPLIED)
    table["on"] = False  # the moves of its consequences are not
    try:
        after = consequences(bound.get("then"), c)
    finally:
        table["on"] = own

    def resolve(state):
        found = []
        for frm in origins.select(state, "var_from"):
            saved = state.var_from
            state.var_from = frm
            for to in targets.select(state, "var_to"):
                if level_from is None and level_to is None:
                    found.append(lambda s, frm=frm, to=to, n=number(state): move_pieces(s, frm, to, n))
                else:  # one piece, from a level of a stack (the top by default) to a level (the top by default)
                    low = level_from(state) if level_from is not None else -1
                    high = level_to(state) if level_to is not None else -1
                    found.append(partial(stacks.shift, frm=frm, level_from=low, to=to, level_to=high))
                if after and own:
                    found.append(partial(_as_last_move, after, frm, to))
            state.var_from = saved
        if after and not own:
            found.append(after)
        return found

    def perform(state, move):
        for action in resolve(state):
            action(state)

    move = [Move("FromTo", effect=c.effect(perform))]
    return Rule(lambda state: move, resolve)


def _as_last_move(after, frm: int, to: int, state) -> None:
    """Consequences worked out with a move from one site to another as the last move made."""
    saved = state.last_from, state.last_to
    state.last_from, state.last_to = frm, to
    try:
        after(state)
    finally:
        state.last_from, state.last_to = saved


def _site_or_context(value: Bound, kind: str, c: Compiler) -> Places:
    """The places of a (from ...) or (to ...) part; written without sites, the context's (from) or (to)."""
    if value.get("sites") is None and value.get("if") is None:
        attribute = "var_" + kind
        return Places(lambda state: (site,) if (site := getattr(state, attribute)) >= 0 else (), None, f"({kind})")
    return c.places(value, kind, levels=True)


@rule("sow", binds={"skipIf": ("to", "value"), "numPerHole": ("to", "value"), "sowEffect": ("to", "value"),
                    "if": ("to",), "apply": ("to", "from"), "backtracking": ("to",), "forward": ("to",)})
def sow(bound: Bound, c: Compiler):
    """Ludii's Sow: see :mod:`interpreter.compiler.sowing`."""
    return sowing.sow(bound, c)
