"""Moving pieces across the board: the tables and functions shared by Ludii's movement ludemes,
``(move Step ...)``, ``(move Slide ...)``, ``(move Hop ...)``, ``(move Leap ...)`` and ``(forEach Piece ...)``.

Directions are worked out once per seat, as the seat's facing turns relative directions
(Forward, FR, ...) into compass points, into one table per seat: for each site, the compass
points to walk (or, for a step along a relation such as Orthogonal, the neighbours themselves).

A move of a piece is the value ``Move("Move", to, frm, what, effect)``, written ``A1-B2``;
``what`` numbers the sites a hop jumps over (an entry of the rule's own table), -1 when it
jumps over none. Applying it binds ``(from)``, ``(to)`` and each ``(between)`` while the
moves of ``apply`` are worked out, applies them, then moves the piece (a piece already on the
destination is replaced), then the move's ``(then ...)``.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds what they share.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from interpreter.compiler import Compiler, Places, refuse_level, sift, source_text, unwritten
from interpreter.compiler.counts import COUNT
from interpreter.compiler.moves import Rule, consequences, reaching
from interpreter.layout import MOVED
from interpreter.moves import Move
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError

#: Direction words that name a relation between neighbours rather than one compass point.
RELATIONS = ("Orthogonal", "Diagonal", "Adjacent", "All")
#: Ludii's direction words this engine cannot turn into compass points yet.
_UNSUPPORTED = frozenset({"Angled", "Axial", "OffDiagonal", "SameLayer", "Upward", "Downward", "Rotational",
                          "Base", "Support", "In", "Out", "CW", "CCW", "OppositeDirection", "SameDirection"})


def direction_words(value) -> tuple[str, ...]:
    """The words of a directions argument as checked: a word, or the tuple (directions {...}) gives."""
    if value is None:
        return ("Adjacent",)
    if isinstance(value, Bound):  # (directions ...)
        value = value.get("list")
    if isinstance(value, s.Name):
        return (value.text,)
    return tuple(word.text if isinstance(word, s.Name) else word for word in value)


def direction_relation(value) -> str:
    """The relation among whose supported directions relative words are resolved: ``of:`` of a
    ``(directions ...)``, Adjacent by default (Ludii's)."""
    among = value.get("of") if isinstance(value, Bound) else None
    return among.text if isinstance(among, s.Name) else "Adjacent"


def compass_points(c: Compiler, words: tuple[str, ...], facing: str, site: int, where,
                   relation: str = "Adjacent") -> tuple[str, ...]:
    """The compass points of the board the words mean at a site for a seat facing ``facing``
    (relative words among the directions the board supports for ``relation``)."""
    board = c.board
    found: list[str] = []
    for word in words:
        if word in _UNSUPPORTED:
            raise DiagnosticError([Diagnostic.error(
                f"the direction {word} is not supported yet", where,
                hint="use compass points (N, NE, ...), a relation (Orthogonal, Diagonal, Adjacent, All) or a "
                     "direction relative to the mover (Forward, FR, Forwards, ...)")])
        if word in RELATIONS:
            near = board.neighbour_table(word)[site]
            points = tuple(d for d in board.directions if any(t in near for t in board.steps(site, d)))
        elif word in board.directions:
            points = (word,)
        elif word[:1].isupper() and word in _COMPASS_WORDS:
            points = ()  # a compass point this board has no step for
        else:
            points = board.relative_directions(facing, word, relation)
        found.extend(d for d in points if d not in found)
    return tuple(found)


_COMPASS_WORDS = frozenset({"N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW",
                            "NW", "NNW"})


def piece_facings(c: Compiler) -> list[str | None]:
    """The compass point each piece kind faces, by kind number (None: its player's facing)."""
    found: list[str | None] = []
    equipment = c.equipment
    for item in equipment.get("items", ()) if equipment is not None else ():
        if isinstance(item, Bound) and item.ludeme.head == "piece":
            owner, facing = item.get("owner"), item.get("facing")
            count = c.players if owner is None or owner.text == "Each" else 1
            found.extend([facing.text if facing is not None else None] * count)
    return found


class Directed(NamedTuple):
    """Tables of a movement's directions, one per facing, and which one a piece uses: ``pick(state,
    site)`` is the table for the piece on the site (its own facing, else its player's)."""

    tables: tuple
    pick: Callable


def directed(c: Compiler, directions, where, table_of: Callable) -> Directed:
    """The tables ``table_of(walks)`` gives for each facing the directions can mean."""
    words, relation = direction_words(directions), direction_relation(directions)
    seat_facing = [c.facing.get(max(seat, 1), "N") for seat in range(c.players + 1)]
    kind_facing = piece_facings(c)
    facings = sorted(set(seat_facing) | {f for f in kind_facing if f is not None})
    if all(word in RELATIONS or word in _COMPASS_WORDS for word in words):
        facings = facings[:1]  # the same whatever the facing
    tables = tuple(table_of(tuple(compass_points(c, words, facing, site, where, relation)
                                  for site in range(c.board.num_sites)))
                   for facing in facings)
    if len(tables) == 1:
        only = tables[0]
        return Directed(tables, lambda state, site: only)
    number = {facing: index for index, facing in enumerate(facings)}
    # by seat, then by the kind on the site plus one (0: no piece there)
    chosen = [[number[seat_facing[seat]]] + [number[kind_facing[kind] or seat_facing[seat]]
                                              for kind in range(len(kind_facing))]
              for seat in range(c.players + 1)]

    def pick(state, site):
        return tables[chosen[state.mover][state.what[site] + 1]]

    return Directed(tables, pick)


def steps_of(c: Compiler, directions, where) -> Directed:
    """Each site's neighbours one step away in the directions (a relation gives its neighbours
    whatever their compass points)."""
    words = direction_words(directions)
    board = c.board
    if all(word in RELATIONS for word in words):
        tables = [board.neighbour_table(word) for word in words]
        merged = tuple(tuple(dict.fromkeys(n for table in tables for n in table[site]))
                       for site in range(board.num_sites))
        return Directed((merged,), lambda state, site: merged)
    return directed(c, directions, where, lambda walks: tuple(
        tuple(dict.fromkeys(t for d in points for t in board.steps(site, d)))
        for site, points in enumerate(walks)))


def rays_of(c: Compiler, directions, where) -> Directed:
    """Each site's rays (the sites met walking away in each direction, in order); in relations
    alone, the rays through neighbours in them (see rays_at)."""
    board = c.board
    relations = relations_named(direction_words(directions))
    return directed(c, directions, where, lambda walks: tuple(
        rays_at(board, site, points, relations) for site, points in enumerate(walks)))


def relations_named(words: tuple[str, ...]) -> tuple[str, ...] | None:
    """The words when they all name relations (Adjacent, Orthogonal, ...), else None."""
    return words if words and all(word in RELATIONS for word in words) else None


def rays_at(board, site: int, points, relations: tuple[str, ...] | None) -> tuple[tuple[int, ...], ...]:
    """The rays from a site in the compass points, each through one neighbour nearest its point.
    With relations (relations_named), the rays whose first step is to a neighbour by one of them,
    each going on through that relation's neighbours only, as Ludii follows a radial of Adjacent:
    on a merged board, a straight way on along a line the relation does not join ends the ray."""
    if relations is None:
        return tuple(ray for d in points for ray in board.rays_in(site, d))
    found: dict[tuple[int, ...], None] = {}
    for d in points:
        for ray in board.rays_in(site, d):
            for relation in relations:
                if ray[0] in board.neighbour_table(relation)[site]:
                    followed = board.relation_ray(site, ray[0], relation)
                    found.setdefault(followed, None)
    return tuple(found)


class Parts(NamedTuple):
    """The parts of a movement ludeme: its origins, its destination's condition and effect, its
    hurdle's condition and effect, and its own consequences."""

    origins: Places | None  # None: the (from) of the context
    to_if: Callable | None
    to_apply: Rule | None
    between_if: Callable | None
    between_apply: Rule | None
    after: Callable | None
    stack: bool = False  # stack:True: the whole stack on the origin moves (a game that stacks)


def parts(bound: Bound, c: Compiler) -> Parts:
    origins: Places | None = None
    written_from = bound.get("from")
    refuse_level(written_from, "from")
    refuse_level(bound.get("to"), "to")
    if written_from is not None and written_from.get("sites") is not None:
        origins = c.compile(written_from, "from")
    elif written_from is not None and written_from.get("if") is not None:
        origins = Places(unwritten, c.compile(written_from.get("if"), "boolean"), source_text(written_from))
    to_bound, between = bound.get("to"), bound.get("between")

    def part(owner, name, kind):
        return c.optional(owner.get(name), kind) if owner is not None else None

    return Parts(origins, part(to_bound, "if", "boolean"), part(to_bound, "apply", "moves"),
                 part(between, "if", "boolean"), part(between, "apply", "moves"),
                 consequences(bound.get("then"), c), bool(bound.get("stack", False)) and c.stacking)


def origins_of(p: Parts) -> Callable:
    """``f(state)``: the sites a movement ludeme moves from (the context's (from) by default)."""
    if p.origins is None:
        return lambda state: (state.var_from,) if state.var_from >= 0 else ()
    places = p.origins
    if places.sites is unwritten and places.condition is not None:  # (from if:...): the context's (from)
        condition = places.condition

        def tested(state):
            site = state.var_from
            return (site,) if site >= 0 and condition(state) else ()

        return tested
    return lambda state: places.select(state, "var_from")


#: The name of the table the compiler shares of the sites each movement's moves jump, by the index of
#: the movement's effect (for (last Between)).
JUMPED = "jumped"


class Mover:
    """What moves of pieces share: the effect that applies one, and the moves made once each."""

    def __init__(self, c: Compiler, p: Parts):
        self.c = c
        self.parts = p
        self.jumped: list[tuple[int, ...]] = []  # the sites each hop jumps over, by number
        self._jumped_index: dict[tuple[int, ...], int] = {}
        self.index = c.effect(self.perform)
        c.shared(JUMPED)[self.index] = self.jumped
        self._made: dict[tuple[int, int, int], Move] = {}
        self.moved = c.layout.array(MOVED, 3)  # for (last To afterConsequence:True), when it is read
        self.kept = c.shared(MOVED)
        self._arrays = c.layout.arrays
        self._counts: list[int] = []  # the first slot of the counts (-1: none kept), once compiled

    def move(self, frm: int, to: int, jumped: tuple[int, ...] = ()) -> Move:
        """The move from frm to to over the jumped sites, the same value each time."""
        what = -1
        if jumped and (self.parts.between_apply is not None or self.parts.to_apply is not None):
            what = self._jumped_index.get(jumped, -1)
            if what < 0:
                what = self._jumped_index[jumped] = len(self.jumped)
                self.jumped.append(jumped)
        key = (frm, to, what)
        made = self._made.get(key)
        if made is None:
            made = self._made[key] = Move("Move", to, frm, what, self.index)
        return made

    def actions(self, state, move: Move) -> list:
        """The actions of the move's apply parts, worked out with (from), (to), (between) bound."""
        p = self.parts
        found: list = []
        saved = state.var_from, state.var_to, state.var_between
        state.var_from, state.var_to = move.frm, move.to
        try:
            if move.what >= 0 and p.between_apply is not None:
                for site in self.jumped[move.what]:
                    state.var_between = site
                    found.extend(p.between_apply.actions(state))
            if p.to_apply is not None:
                if move.what >= 0:  # as Ludii: the destination's apply sees (between), the site jumped last
                    state.var_between = self.jumped[move.what][-1]
                found.extend(p.to_apply.actions(state))
        finally:
            state.var_from, state.var_to, state.var_between = saved
        return found

    def carry(self, state, frm: int, to: int) -> None:
        """Move the piece on frm to to, replacing any piece there (and note it, when the rules read it).
        The site's state value goes with the piece, as in Ludii: (set State at:...) marks a piece that
        has not moved yet, such as a king that may still castle. In a game that stacks, the top piece
        goes on top of the pieces on to; with stack:True, the whole stack does."""
        who, what = state.who[frm], state.what[frm]
        if what < 0:
            return
        if self.parts.stack:
            stacks = state.stacks
            state.set_stack(to, [*stacks[to], *stacks[frm]])
            state.set_stack(frm, [])
            carry_mark(state, frm, to)
        else:
            if not self._counts:
                self._counts.append(self._arrays[COUNT][0] if COUNT in self._arrays else -1)
            first = self._counts[0]
            if first < 0:
                carry_mark(state, frm, to)
                state.clear(frm)
                state.place(to, who, what)
            else:
                carry_one(state, first, frm, to, who, what)
        if self.kept:
            first = self.moved
            state.set_slot(first, len(state.record))
            state.set_slot(first + 1, frm + 1)
            state.set_slot(first + 2, to + 1)

    def perform(self, state, move: Move) -> None:
        for action in self.actions(state, move):
            action(state)
        self.carry(state, move.frm, move.to)
        if self.parts.after:
            self.parts.after(state)

    def rule(self, candidates: Callable) -> Rule:
        """The rule of moves found by ``candidates(state)``, a list of moves."""
        after = self.parts.after

        def actions(state):
            found: list = []
            for move in candidates(state):
                found.extend(self.actions(state, move))
                found.append(lambda st, m=move: self.carry(st, m.frm, m.to))
            return found + ([after] if after else [])

        reach = getattr(candidates, "reach", None)
        toward = None
        if reach is not None and self.parts.origins is None:  # from the context's (from)
            def toward(state, target):
                frm = state.var_from
                if not 0 <= frm < len(reach) or target not in reach[frm]:
                    return False
                return any(move.to == target for move in candidates(state, target))

            toward = reaching(toward, reach)
        return Rule(candidates, actions, toward=toward)


def reachable(tables, rays: bool = False) -> tuple[frozenset[int], ...]:
    """For each site, every site a movement could land on from it whatever the position: the
    neighbours (or, with ``rays``, the sites of the rays) of its tables, for every facing. A move
    that cannot land on a site need not be made to know it (a threat to a piece)."""
    return tuple(frozenset(t for table in tables for item in table[site] for t in (item if rays else (item,)))
                 for site in range(len(tables[0])))


def _reaching(candidates: Callable, reach: tuple[frozenset[int], ...]) -> Callable:
    """``candidates(state, aim=-1)`` saying, in ``reach``, where its moves could ever land. With an
    ``aim``, candidates may leave out moves that do not land there (the walks that cannot reach it),
    and keep those that do: whether a move lands on a site is then asked of those few."""
    candidates.reach = reach  # type: ignore[attr-defined]
    return candidates


def carry_one(state, first: int, frm: int, to: int, who: int, what: int) -> None:
    """In a game that counts pieces (counts from slot ``first``), as Ludii: one piece of the site
    goes, the others stay; on a site holding pieces of its kind it makes one more, on any other it
    is the only one (replacing what was there)."""
    slots = state.slots
    held = slots[first + frm] or 1
    if held > 1:
        state.set_slot(first + frm, held - 1)
        if state.marks[to] != state.marks[frm]:
            state.set_mark(to, state.marks[frm])
    else:
        if slots[first + frm]:
            state.set_slot(first + frm, 0)
        carry_mark(state, frm, to)
        state.clear(frm)
    if state.what[to] == what:
        state.set_slot(first + to, (slots[first + to] or 1) + 1)
        return
    state.place(to, who, what)
    if slots[first + to] != 1:
        state.set_slot(first + to, 1)


def carry_mark(state, frm: int, to: int) -> None:
    """The state value of a site a piece left goes to the site it went to (Ludii moves a piece's site
    state with it); the site left keeps none."""
    marks = state.marks
    if marks[to] != marks[frm]:
        state.set_mark(to, marks[frm])
    if marks[frm]:
        state.set_mark(frm, 0)


def step_candidates(c: Compiler, bound: Bound, mover: Mover) -> Callable:
    """``f(state)``: the moves of (move Step ...)."""
    p = mover.parts
    directed_steps = steps_of(c, bound.get("directions"), bound.node.span)
    steps = directed_steps.pick
    origins = origins_of(p)
    condition = p.to_if
    make = mover.move

    def candidates(state, aim: int = -1):
        found: list[Move] = []
        saved = state.var_from, state.var_to
        for frm in origins(state):
            targets = steps(state, frm)[frm]
            if aim >= 0:
                targets = (aim,) if aim in targets else ()
            if not targets:
                continue
            state.var_from = frm
            if condition is not None:
                targets = sift(condition, state, targets)
            found.extend(make(frm, to) for to in targets)
        state.var_from, state.var_to = saved
        return found

    return _reaching(candidates, reachable(directed_steps.tables))


def _is_empty_between(state) -> bool:
    return state.what[state.var_between] < 0


def slide_candidates(c: Compiler, bound: Bound, mover: Mover) -> Callable:
    """``f(state)``: the moves of (move Slide ...): along each ray, every site through which the
    piece may pass, and the first beyond them that meets to's condition."""
    p = mover.parts
    directed_rays = rays_of(c, bound.get("directions"), bound.node.span)
    rays = directed_rays.pick
    origins = origins_of(p)
    between = bound.get("between")
    span = c.optional(between.get("range"), "range") if between is not None else None
    go = p.between_if or _is_empty_between
    stop = p.to_if
    make = mover.move  # onto a site meeting to's condition, with to's apply
    passing = Mover(c, p._replace(to_apply=None)).move  # onto a site passed through: no apply
    jumps = p.between_apply is not None
    to_bound = bound.get("to")
    applied = to_bound.get("apply") if to_bound is not None else None
    # as Ludii's Slide: the if: of to's apply says which sites, passed through or stopped on, the piece may go to
    allows = c.optional(applied.get("if"), "boolean") if applied is not None else None

    def candidates(state, aim: int = -1):
        low, high = span(state) if span else (1, len(state.what))
        found: list[Move] = []
        saved = state.var_from, state.var_to, state.var_between
        for frm in origins(state):
            state.var_from = frm
            for ray in rays(state, frm)[frm]:
                if aim >= 0:
                    if aim not in ray:
                        continue
                    ray = ray[:ray.index(aim) + 1]  # the walk past the aim lands elsewhere
                for distance, to in enumerate(ray, 1):
                    if distance > high:
                        break
                    state.var_to = to
                    if stop is not None and stop(state):
                        if distance >= low:
                            if allows is None or allows(state):
                                found.append(make(frm, to, ray[:distance - 1] if jumps else ()))
                            break
                    state.var_between = to
                    if not go(state):
                        break
                    if distance >= low and (allows is None or allows(state)):
                        found.append(passing(frm, to, ray[:distance - 1] if jumps else ()))
        state.var_from, state.var_to, state.var_between = saved
        return found

    return _reaching(candidates, reachable(directed_rays.tables, rays=True))


def hop_candidates(c: Compiler, bound: Bound, mover: Mover) -> Callable:
    """``f(state)``: the moves of (move Hop ...), as Ludii finds them: along each ray, a hurdle of
    range sites meeting between's condition, at most before: sites away (each before it meeting to's
    condition), then a landing site meeting to's condition, at most after: sites beyond."""
    p = mover.parts
    directed_rays = rays_of(c, bound.get("directions"), bound.node.span)
    rays = directed_rays.pick
    origins = origins_of(p)
    between = bound.get("between")

    def number(name, default):
        value = between.get(name) if between is not None else None
        return c.compile(value, "int") if value is not None else (lambda state: default)

    before, after = number("before", 0), number("after", 0)
    span = c.optional(between.get("range"), "range") if between is not None else None
    hurdle = p.between_if or (lambda state: True)
    land = p.to_if or (lambda state: True)
    make = mover.move

    def candidates(state, aim: int = -1):
        most_before, most_after = before(state), after(state)
        shortest, longest = span(state) if span else (1, 1)
        found: list[Move] = []
        saved = state.var_from, state.var_to, state.var_between
        for frm in origins(state):
            state.var_from = frm
            table = rays(state, frm)
            walks = table[frm] if aim < 0 else [ray for ray in table[frm] if aim in ray]
            if shortest == 0:
                for ray in walks:
                    state.var_to = ray[0]
                    if land(state):
                        found.append(make(frm, ray[0]))
            if longest <= 0:
                continue
            for ray in walks:
                for index, site in enumerate(ray):
                    state.var_between = site
                    if hurdle(state):
                        jumped = [site]
                        end = index + 1
                        wrong = False
                        while end < len(ray) and len(jumped) < longest:
                            state.var_between = ray[end]
                            if not hurdle(state):
                                wrong = True
                                break
                            jumped.append(ray[end])
                            end += 1
                        if len(jumped) < shortest or (wrong and len(jumped) == longest):
                            break
                        for spare in range(len(jumped) - shortest, -1, -1):
                            over = tuple(jumped[:len(jumped) - spare])
                            for landing in range(end - spare, len(ray)):
                                state.var_to = ray[landing]
                                if not land(state):
                                    break
                                found.append(make(frm, ray[landing], over))
                                if landing - end + 1 > most_after - spare:
                                    break
                        break
                    state.var_to = site
                    if index + 1 > most_before or not land(state):
                        break
        state.var_from, state.var_to, state.var_between = saved
        return found

    return _reaching(candidates, reachable(directed_rays.tables, rays=True))


def orthogonal_directions(c: Compiler) -> tuple[str, ...]:
    """The compass points of the board that lead to an orthogonal neighbour somewhere, clockwise from N:
    the directions a walk of (move Leap ...) may start in and turn to."""
    board = c.board
    orthogonal = board.neighbour_table("Orthogonal")
    return tuple(d for d in board.directions
                 if any(board.step(site, d) in orthogonal[site] for site in range(board.num_sites)))


def walk_ends(c: Compiler, walks, first_only: bool) -> tuple[tuple[int, ...], ...]:
    """For each site, the sites the walks end on (in increasing order, each once), started in every
    orthogonal direction of the board (only the first with ``first_only``). A walk that leaves the
    board ends nowhere.

    ``walks`` are lists of turtle steps: ``F`` a step forward, ``L``/``R`` a turn to the next
    orthogonal direction counter-clockwise/clockwise."""
    board = c.board
    turns = orthogonal_directions(c)
    starts = turns[:1] if first_only else turns
    ends: list[tuple[int, ...]] = []
    for site in range(board.num_sites):
        found: set[int] = set()
        for start in starts:
            for walk in walks:
                at: int | None = site
                heading = turns.index(start)
                for step in walk:
                    if at is None:
                        break
                    if step == "F":
                        at = board.step(at, turns[heading])
                    else:
                        heading = (heading + (1 if step == "R" else -1)) % len(turns)
                if at is not None:
                    found.add(at)
        ends.append(tuple(sorted(found)))
    return tuple(ends)


#: For a facing, whether a site is ahead of another: by their rows and columns (Ludii's test of
#: forward:True); facings between the eight main points have nothing ahead.
_AHEAD: dict[str, Callable[[int, int, int, int], bool]] = {
    "N": lambda r, k, r2, k2: r < r2, "S": lambda r, k, r2, k2: r > r2,
    "E": lambda r, k, r2, k2: k < k2, "W": lambda r, k, r2, k2: k > k2,
    "NE": lambda r, k, r2, k2: r < r2 and k < k2, "NW": lambda r, k, r2, k2: r < r2 and k > k2,
    "SE": lambda r, k, r2, k2: r > r2 and k < k2, "SW": lambda r, k, r2, k2: r > r2 and k > k2,
}


def leap_candidates(c: Compiler, bound: Bound, mover: Mover) -> Callable:
    """``f(state)``: the moves of (move Leap ...): from each origin, to each site a walk ends on that
    meets to's condition, whatever the sites between hold."""
    p = mover.parts
    walks = tuple(tuple(step.text if isinstance(step, s.Name) else step for step in walk)
                  for walk in bound.get("walk"))
    rotations = bound.get("rotations")
    turning = c.compile(rotations, "boolean") if rotations is not None else None
    every = walk_ends(c, walks, first_only=False)
    first = walk_ends(c, walks, first_only=True) if turning is not None else every
    forward = bound.get("forward")
    ahead = c.compile(forward, "boolean") if forward is not None else None
    seat_facing = [c.facing.get(max(seat, 1), "N") for seat in range(c.players + 1)]
    kind_facing = piece_facings(c)
    rows, columns = c.board.row_of, c.board.column_of
    origins = origins_of(p)
    condition = p.to_if
    make = mover.move

    def is_ahead(state, frm: int, to: int) -> bool:
        what = state.what[frm]
        facing = (kind_facing[what] if 0 <= what < len(kind_facing) else None) or seat_facing[max(state.who[frm], 0)]
        test = _AHEAD.get(facing)
        return test is not None and test(rows[frm], columns[frm], rows[to], columns[to])

    def candidates(state, aim: int = -1):
        table = every if turning is None or turning(state) else first
        only_ahead = ahead is not None and ahead(state)
        found: list[Move] = []
        saved = state.var_from, state.var_to
        for frm in origins(state):
            if not 0 <= frm < len(table):
                continue
            state.var_from = frm
            for to in table[frm] if aim < 0 else [aim] if aim in table[frm] else ():
                if only_ahead and not is_ahead(state, frm, to):
                    continue
                state.var_to = to
                if condition is None or condition(state):
                    found.append(make(frm, to))
        state.var_from, state.var_to = saved
        return found

    return _reaching(candidates, tuple(frozenset(ends) for ends in every))


def piece_moves(c: Compiler) -> list[Rule | None]:
    """The moves each piece kind declares in the equipment (``(piece "Pawn" Each <moves>)``), by kind
    number, in the order :func:`interpreter.pieces.piece_kinds` numbers them (None: no moves)."""
    found: list[Rule | None] = []
    equipment = c.equipment
    for item in equipment.get("items", ()) if equipment is not None else ():
        if not (isinstance(item, Bound) and item.ludeme.head == "piece"):
            continue
        moves = item.get("moves")
        owner = item.get("owner")
        count = c.players if owner is None or owner.text == "Each" else 1
        found.extend([c.compile(moves, "moves") if moves is not None else None] * count)
    return found


def shoot(bound: Bound, c: Compiler) -> Rule:
    """(move Shoot ...): a piece added on a site in line with the origin ((last To) by default), every
    site before it meeting between's condition, itself meeting to's (both: empty, by default)."""
    from interpreter.compiler.supplies import Choice

    choice: Choice = c.compile(bound.get("piece"), "piece")
    p = parts(bound, c)
    rays = rays_of(c, bound.get("directions"), bound.node.span).pick
    origins = origins_of(p) if p.origins is not None else (lambda state: (state.last_to,) if state.last_to >= 0 else ())
    go = p.between_if or _is_empty_between
    land = p.to_if or (lambda state: state.what[state.var_to] < 0)
    owners = [max(kind.owner, 0) for kind in c.pieces]
    after = p.after

    def add(state, move):
        state.place(move.to, owners[move.what], move.what)
        if after:
            after(state)

    index = c.effect(add)
    made: dict[tuple[int, int], Move] = {}

    def candidates(state):
        kinds = choice.kinds(state)
        if not kinds:
            return []
        what = kinds[0]
        found: list[Move] = []
        saved = state.var_from, state.var_to, state.var_between
        for frm in origins(state):
            if not 0 <= frm < len(state.what):
                continue
            state.var_from = frm
            for ray in rays(state, frm)[frm]:
                for to in ray:
                    state.var_to = to
                    if not land(state):
                        break
                    move = made.get((to, what))
                    if move is None:
                        move = made[(to, what)] = Move("Add", to, -1, what, index)
                    found.append(move)
                    state.var_between = to
                    if not go(state):
                        break
        state.var_from, state.var_to, state.var_between = saved
        return found

    def actions(state):
        return [lambda st, m=move: add(st, m) for move in candidates(state)]

    return Rule(candidates, actions)
