"""The seam between the compiler and a second backend: a game's rules lowered to one typed form.

:func:`lower` reads a compiled :class:`~interpreter.game.Game` (its checked ludemes, board tables,
pieces and regions) and gives a :class:`Program`: flat integer tables and operation codes that
say everything the rules do, with no Python closure left in them. A backend that runs machine
code (:mod:`interpreter.native`) consumes a program; the closure compiler stays the reference.

A ludeme the lowering does not cover raises :class:`NotLowered`, naming the ludeme and where it
was written, so the game runs on the reference backend and ``ludeme info``/``bench`` say why.

Covered today: ``(players n)``, with the players' facings; any board built from graph ludemes
(square, hex, ...); pieces; regions owned by players; ``(start (place <piece> <sites>))`` on sites
known before play; ``(play (move Add (to (sites Empty))))`` (the mover's first piece kind,
optionally ``who:``) or ``(play (forEach Piece))`` over the pieces' own moves, ``(move Step|Slide
<directions> (to if:<condition> (apply (remove (to)))))`` and ``(or ...)`` of them, where the
condition is ``(is Empty (to))``, ``(is Occupied (to))``, ``(is Enemy|Friend (who at:(to)))`` and
``or``/``and``/``not`` of those; ``(meta (swap))``; ``(end ...)`` of ``(if <condition> (result
<role> <kind>))`` with conditions ``(is Line n [Orthogonal|Diagonal|...] [exact:])``, ``(is
Connected <role>|{regions}|n <areas>)`` (for games that place pieces), ``(is Full)``, ``(is Loop)``,
``(is In (last To) <sites>)``, ``(no Pieces <role>)``, ``(no Moves Next)`` and ``(or ...)`` of them; no
legal move ends the game in a draw, as in the reference.

>>> from interpreter.game import load_game
>>> program = lower(load_game("examples/tic-tac-toe.lud"))
>>> program.num_sites, program.num_seats, [END_CONDITIONS[c] for c in program.end_condition]
(9, 2, ['Line'])
>>> try:
...     lower(load_game("descriptions/sprout.lud"))
... except NotLowered as reason:
...     print(reason.ludeme, reason.where)
(if ...) descriptions/sprout.lud:97:13
"""

from __future__ import annotations

import attrs
import numpy as np

from interpreter.compiler import reads_of
from interpreter.compiler.lines import line_rays
from interpreter.compiler.movement import (RELATIONS, compass_points, direction_relation, direction_words,
                                           rays_at, relations_named)
from interpreter.pieces import _kinds_by_item
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.errors import LudemeError

#: Operation codes of end conditions, by position.
END_CONDITIONS = ("Line", "Connected", "Full", "In", "NoPieces", "Loop", "NoMovesNext")
LINE, CONNECTED, FULL, IN_REGION, NO_PIECES, LOOP, NO_MOVES_NEXT = range(7)
#: What a step finds on its destination, as bit numbers of a step's mask of destinations allowed:
#: no piece, a piece of the mover, a piece of another player, a piece of nobody's (Neutral).
TO_EMPTY, TO_FRIEND, TO_ENEMY, TO_NEUTRAL = range(4)
ANY_DESTINATION = 0b1111
#: Role codes: a seat number (1, 2, ...) stands for itself; these are worked out in play.
MOVER, NEXT = -1, -2
#: Result kinds: the role named wins, loses, or everybody draws.
WIN, LOSS, DRAW = range(3)
_DRAWS = frozenset({"Draw", "Tie", "Abandon", "Crash"})


class NotLowered(LudemeError):
    """A ludeme outside what the lowering covers: the game stays on the reference backend."""

    def __init__(self, ludeme: str, where: str, why: str = "is not lowered"):
        super().__init__(f"{ludeme} {why}" + (f": {where}" if where else ""))
        self.ludeme = ludeme
        self.where = where


@attrs.frozen
class Program:
    """A game's rules as typed tables (int32 arrays, padded with -1), ready for a native backend.

    Sites are the board's; seats are numbered from 1 as in descriptions (index 0 unused).
    """

    num_sites: int
    num_seats: int
    piece_of_seat: np.ndarray  # [seats + 1] the piece kind a seat places, -1 for none
    owner_of_piece: np.ndarray  # [kinds] the seat owning each piece kind (0 for none)
    swap: bool  # (meta (swap)): seat 2's first decision may take over seat 1
    end_condition: np.ndarray  # [rules] an END_CONDITIONS code
    end_length: np.ndarray  # [rules] (is Line n): n
    end_exact: np.ndarray  # [rules] (is Line n exact:True): 1
    end_role: np.ndarray  # [rules] (is Connected <role>|{regions}): the role code whose pieces must join
    end_need: np.ndarray  # [rules] (is Connected n <areas>): n (the group on the last site played); 0: all parts
    end_line_table: np.ndarray  # [rules] (is Line): its index in ``rays``
    result_role: np.ndarray  # [rules] the role the result names
    result_kind: np.ndarray  # [rules] WIN, LOSS or DRAW
    rays: np.ndarray  # [line tables, sites, axes, 2, length] the sites from each site along each axis, both ways
    line_axes: np.ndarray  # [line tables] how many axes each table has
    neighbours: np.ndarray  # [sites, degree] the sites a piece joins (the relation (is Connected) names)
    rule_mask: np.ndarray  # [rules, seats + 1] int64: the bits of the parts a rule joins, by seat
    site_mask: np.ndarray  # [seats + 1, sites] int64: the bits of the parts holding a site, by seat
    loop_around: np.ndarray  # [sites, degree] (is Loop): the sites around the last piece that start a flood
    loop_flood: np.ndarray  # [sites, degree] (is Loop): the sites a flood spreads to (orthogonal ones)
    on_edge: np.ndarray  # [sites] 1 for a site of the board's perimeter
    starts: bool  # (start ...) places pieces: the initial position is start_who/start_what
    start_who: np.ndarray  # [sites] the owner of the piece on each site at the start (0: none)
    start_what: np.ndarray  # [sites] the piece kind on each site at the start (-1: none)
    moves_pieces: bool  # (play (forEach Piece)): a move is a piece's step (else a placement)
    kind_steps: np.ndarray  # [kinds, rules] the step rules of each piece kind, in order
    step_targets: np.ndarray  # [rules, seats + 1, sites, targets] where a step goes, by the mover's seat
    step_classes: np.ndarray  # [rules] the destinations allowed (a slide's: where it stops): bits TO_EMPTY, ...
    step_slides: np.ndarray  # [rules] 1 for (move Slide ...): the piece goes along rays, not one step
    slide_rays: np.ndarray  # [rules, seats + 1, sites, directions, length] a slide's rays, by the mover's seat
    end_region: np.ndarray  # [rules] (is In (last To) <sites>): its index in ``in_region``
    in_region: np.ndarray  # [tables, seats + 1, sites] 1 where a site is in the sites, by the mover's seat


def where(bound: Bound) -> str:
    """file:line:col of a ludeme as written."""
    return str(bound.node.span)


def _name(bound: Bound) -> str:
    entry = bound.ludeme
    return f"({entry.head}{' ' + entry.selector if entry.selector else ''} ...)"


def _only(bound: Bound, allowed: set[str]) -> None:
    """Refuse a ludeme written with arguments the lowering does not read."""
    extra = sorted(set(bound.arguments) - allowed)
    if extra:
        raise NotLowered(_name(bound), where(bound), f"is not lowered with {extra[0]}:")


def _is(bound, head: str, selector: str | None = None) -> bool:
    return isinstance(bound, Bound) and bound.ludeme.head == head and bound.ludeme.selector == selector


def _each(value) -> tuple:
    return value if isinstance(value, tuple) else (value,)


def _role(word, seats: int, bound: Bound) -> int:
    text = word.text if isinstance(word, s.Name) else "Mover" if word is None else None
    if text == "Mover":
        return MOVER
    if text == "Next":
        return NEXT
    if text == "Prev":  # who made the last move: the record of moves, which the native state keeps not
        raise NotLowered(_name(bound), where(bound), "is not lowered with the role Prev")
    if text and text.startswith("P") and text[1:].isdigit() and 1 <= int(text[1:]) <= seats:
        return int(text[1:])
    raise NotLowered(_name(bound), where(bound), f"is not lowered with the role {text or word!r}")


def _padded(rows, depth: int = 1) -> np.ndarray:
    """Nested lists of ints, ``depth`` levels below the top one, as one int32 array padded with -1."""
    shape = [len(rows)] + [0] * depth

    def measure(value, level: int) -> None:
        for inner in value:
            shape[level] = max(shape[level], len(inner))
            if level < depth:
                measure(inner, level + 1)

    def fill(value, index: tuple[int, ...]) -> None:
        if isinstance(value, int):
            array[index] = value
        else:
            for position, inner in enumerate(value):
                fill(inner, index + (position,))

    measure(rows, 1)
    array = np.full([max(1, n) for n in shape], -1, dtype=np.int32)
    fill(rows, ())
    return array


def lower(game) -> Program:
    """The game's rules as a :class:`Program`; raises :class:`NotLowered` naming the first ludeme
    (in the order play, meta, end) that the lowering does not cover."""
    bound: Bound = game.bound
    board = game.board
    seats = game.num_seats
    if game.grid is not None or game.rings:
        equipment = bound.get("equipment")
        what = "the growing grid" if game.grid is not None else "the rotating rings"
        raise NotLowered(f"{what} of (board ...)", where(equipment) if equipment else "")
    if "count" in game.layout.arrays:  # the native state holds one piece a site
        raise NotLowered("counts of pieces per site", where(bound.get("rules")),
                         "(sowing, (count at:...), (set Count ...)) are not lowered")
    if game.stacking:  # the native state holds one piece a site
        raise NotLowered("stacks of pieces", where(bound.get("rules")),
                         "(stack:True, levels, (size Stack ...)) are not lowered")
    if game.forced_pass:
        raise NotLowered("forced_pass", "", "(a player with no move passes, as in Ludii) is not lowered")
    rules = bound.get("rules")
    start_who, start_what = _start(game, rules.get("start"))
    if rules.get("phases") is not None:
        raise NotLowered("phases:", where(rules.get("phases")[0]))
    if tuple(game.roles) != tuple(range(seats + 1)):
        raise NotLowered("(set Team ...)", where(rules))

    play = rules.get("play")
    if play is None:
        raise NotLowered("a game without (play ...)", where(rules), "is not lowered")
    _only(play, {"moves"})
    moves = play.get("moves")
    steps = None
    if _is(moves, "forEach", "Piece"):
        _only(moves, set())
        steps = _piece_steps(game)
    elif _is(moves, "move", "Add"):
        _placement(moves, seats)
    else:
        raise NotLowered(_name(moves), where(moves))

    swap = False
    meta = rules.get("meta")
    if meta is not None:
        for item in _each(meta.get("rules")):
            if not _is(item, "swap"):
                raise NotLowered(_name(item), where(item))
            swap = True
    if swap and seats != 2:
        raise NotLowered("(swap)", where(meta), "is lowered for two players only")

    end = rules.get("end")
    conditions, lengths, exacts, roles, needs, line_tables, region_tables = [], [], [], [], [], [], []
    joined: list[list[list[frozenset[int]]]] = []  # each rule's parts to join, by seat
    relations: set[str] = set()
    result_roles, result_kinds = [], []
    rays: list[list[list[list[list[int]]]]] = []
    in_region: list[list[list[int]]] = []
    loop_around = None
    for condition, result in _end_rules(end):
        if not _is(result, "result"):
            raise NotLowered(_name(result), where(result))
        kind = result.get("resultType").text
        if seats > 2 and kind not in _DRAWS:
            raise NotLowered(_name(result), where(result), "is lowered for two players only (with more, a player's "
                                                           "win or loss takes them out and the others play on)")
        result_kinds.append(DRAW if kind in _DRAWS else WIN if kind == "Win" else LOSS)
        result_roles.append(_role(result.get("who"), seats, result))
        length, exact, role, need, table, region = 0, 0, 0, 0, -1, -1
        parts: list[list[frozenset[int]]] = [[] for _ in range(seats + 1)]
        if _is(condition, "is", "Line"):
            _only(condition, {"length", "exact", "relationType"})
            length = condition.get("length")
            if not isinstance(length, int):
                raise NotLowered(_name(condition), where(condition), "is not lowered with a length worked out in play")
            exact = int(bool(condition.get("exact", False)))
            table = len(rays)
            rays.append(_line_rays(board, condition.get("relationType")))
            conditions.append(LINE)
        elif _is(condition, "is", "Connected"):
            if steps is not None or start_who is not None:
                raise NotLowered(_name(condition), where(condition),
                                 "is not lowered in a game whose pieces move or start on the board")
            role, need, parts = _connection(game, condition, relations)
            conditions.append(CONNECTED)
        elif _is(condition, "is", "Full"):
            _only(condition, set())
            conditions.append(FULL)
        elif _is(condition, "is", "In") and "region" in condition.arguments:
            _only(condition, {"site", "region"})
            site = condition.get("site")
            if not (_is(site, "last", "To") and not site.arguments):
                raise NotLowered(_name(condition), where(condition), "is lowered for the site (last To) only")
            region = len(in_region)
            in_region.append(_sites_by_seat(game, condition.get("region")))
            conditions.append(IN_REGION)
        elif _is(condition, "no", "Pieces"):
            _only(condition, {"who"})
            if any(_is(item, "hand") for item in _each(bound.get("equipment").get("items", ()))):
                raise NotLowered(_name(condition), where(condition), "is not lowered in a game with hands")
            role = _role(condition.get("who"), seats, condition)
            conditions.append(NO_PIECES)
        elif _is(condition, "is", "Loop"):
            _only(condition, {"directions"})
            around = _relation_of(condition)
            if loop_around not in (None, around):
                raise NotLowered(_name(condition), where(condition), "is lowered with one relation for all its rules")
            loop_around = around
            conditions.append(LOOP)
        elif _is(condition, "no", "Moves"):
            _only(condition, {"who"})
            if _role(condition.get("who"), seats, condition) != NEXT:
                raise NotLowered(_name(condition), where(condition), "is lowered for Next only")
            conditions.append(NO_MOVES_NEXT)
        else:
            raise NotLowered(_name(condition), where(condition))
        lengths.append(length)
        exacts.append(exact)
        roles.append(role)
        needs.append(need)
        joined.append(parts)
        line_tables.append(table)
        region_tables.append(region)

    pieces = game.pieces
    piece_of_seat = [-1] * (seats + 1)
    for seat in range(seats + 1):
        piece_of_seat[seat] = next((index for index, kind in enumerate(pieces) if kind.owner == seat), -1)
    # each part a rule joins is one bit, numbered by seat: a group's bits are the parts it touches
    rule_mask = np.zeros((max(1, len(conditions)), seats + 1), dtype=np.int64)
    site_mask = np.zeros((seats + 1, board.num_sites), dtype=np.int64)
    bits = [0] * (seats + 1)
    for rule, by_seat in enumerate(joined):
        for seat, seat_parts in enumerate(by_seat):
            for part in seat_parts:
                if bits[seat] == 63:
                    raise NotLowered("(is Connected ...)", where(end), "is lowered with at most 63 parts a player joins")
                bit = np.int64(1) << np.int64(bits[seat])
                bits[seat] += 1
                rule_mask[rule, seat] |= bit
                for site in part:
                    site_mask[seat, site] |= bit
    if len(relations) > 1:
        raise NotLowered("(is Connected ...)", where(end), "is lowered with one relation for all its rules")
    relation = relations.pop() if relations else "Adjacent"
    return Program(
        num_sites=board.num_sites,
        num_seats=seats,
        piece_of_seat=np.array(piece_of_seat, dtype=np.int32),
        owner_of_piece=np.array([max(kind.owner, 0) for kind in pieces] or [0], dtype=np.int32),
        swap=swap,
        end_condition=np.array(conditions, dtype=np.int32),
        end_length=np.array(lengths, dtype=np.int32),
        end_exact=np.array(exacts, dtype=np.int32),
        end_role=np.array(roles, dtype=np.int32),
        end_need=np.array(needs, dtype=np.int32),
        end_line_table=np.array(line_tables, dtype=np.int32),
        result_role=np.array(result_roles, dtype=np.int32),
        result_kind=np.array(result_kinds, dtype=np.int32),
        rays=_padded(rays, 4) if rays else np.full((1, 1, 1, 2, 1), -1, dtype=np.int32),
        line_axes=np.array([len(table[0]) if table else 0 for table in rays] or [0], dtype=np.int32),
        neighbours=_padded([list(row) for row in board.neighbour_table(relation)]),
        rule_mask=rule_mask,
        site_mask=site_mask,
        loop_around=_padded([list(row) for row in board.neighbour_table(loop_around or "Adjacent")]),
        loop_flood=_padded([list(row) for row in board.neighbour_table("Orthogonal")]),
        on_edge=np.array([int(site in board.perimeter) for site in range(board.num_sites)], dtype=np.int32),
        starts=start_who is not None,
        start_who=np.array(start_who if start_who is not None else [0] * board.num_sites, dtype=np.int32),
        start_what=np.array(start_what if start_what is not None else [-1] * board.num_sites, dtype=np.int32),
        moves_pieces=steps is not None,
        kind_steps=_padded(steps.by_kind if steps else [[]]),
        step_targets=_padded(steps.targets, 3) if steps and steps.targets else np.full((1, 1, 1, 1), -1, np.int32),
        step_classes=np.array(steps.classes if steps and steps.classes else [0], dtype=np.int32),
        step_slides=np.array(steps.slides if steps and steps.slides else [0], dtype=np.int32),
        slide_rays=_padded(steps.rays, 4) if steps and any(steps.slides) else np.full((1, 1, 1, 1, 1), -1, np.int32),
        end_region=np.array(region_tables, dtype=np.int32),
        in_region=np.array(in_region, dtype=np.int32) if in_region else np.zeros((1, seats + 1, board.num_sites),
                                                                                 np.int32),
    )


def _connection(game, condition: Bound, relations: set[str]) -> tuple[int, int, list[list[frozenset[int]]]]:
    """``(is Connected ...)``: the role whose pieces must join (0 when it is the owner of the piece
    last placed), how many parts the group on the last site played must touch (0: one group must
    touch them all), and the parts, by seat. Its forms are the reference's: ``<role>``, the parts
    of the role's regions; ``{regions}``, the mover's pieces joining regions known at load;
    ``n <areas>`` (``3 Sides``), the board's areas of a kind, touched by the last piece's group."""
    _only(condition, {"who", "regions", "number", "directions"})
    seats, board = game.num_seats, game.board
    relations.add(_relation_of(condition))
    who, areas = condition.get("who"), condition.get("regions")
    if areas is not None:
        number = condition.get("number")
        if number is not None and not isinstance(number, int):
            raise NotLowered(_name(condition), where(condition), "is not lowered with a number worked out in play")
        found = [frozenset(area) for area in board.areas(areas.text) if area]
        need = number if number is not None else len(found)
        if need <= 0:
            raise NotLowered(_name(condition), where(condition), "is not lowered with no part to touch")
        return 0, need, [[] if seat == 0 else found for seat in range(seats + 1)]
    if condition.get("number") is not None:
        raise NotLowered(_name(condition), where(condition), "is not lowered with number: and no areas")
    if isinstance(who, tuple):
        parts = [frozenset(_known_sites(game, region)) for region in who]
        return MOVER, 0, [[] if seat == 0 else parts for seat in range(seats + 1)]
    role = _role(who, seats, condition)
    owned = [[frozenset(part) for region in game.regions if region.owner == f"P{seat}" for part in region.parts]
             for seat in range(seats + 1)]
    return role, 0, owned


def _relation_of(condition: Bound) -> str:
    """The relation a condition's ``directions:`` names (Adjacent when none); NotLowered for a list."""
    relation = condition.get("directions")
    if relation is None:
        return "Adjacent"
    if isinstance(relation, s.Name) and relation.text in ("Orthogonal", "Diagonal", "Adjacent", "All"):
        return relation.text
    raise NotLowered(_name(condition), where(condition), "is lowered with a relation, not with directions:")


def _end_rules(end: Bound | None) -> list[tuple[Bound, Bound]]:
    """The end rules as (condition, result) pairs, in order; ``(if (or {a b}) r)`` is the two rules
    ``(if a r)`` and ``(if b r)``, which end the game alike."""
    pairs = []
    for rule in _each(end.get("rules")) if end is not None else ():
        if not _is(rule, "if"):
            raise NotLowered(_name(rule), where(rule))
        condition, result = rule.get("condition"), rule.get("result")
        if _is(condition, "or"):
            operands = condition.get("list") if "list" in condition.arguments else (condition.get("a"), condition.get("b"))
            pairs += [(operand, result) for operand in operands]
        else:
            pairs.append((condition, result))
    return pairs


def _known_sites(game, region: Bound) -> tuple[int, ...]:
    """The sites of a region the rules fix once and for all (its closure is a constant), such as
    ``(sites Side N)`` or ``(sites "Home")``; raises NotLowered for one worked out in play."""
    from interpreter.compiler import Compiler

    closure = Compiler(game.board, game.pieces, game.num_seats, game.regions).compile(region, "sites")
    sites = getattr(closure, "constant", None)
    if sites is None:
        raise NotLowered(_name(region), where(region), "is not lowered in (is Connected {regions}): "
                                                       "it is worked out in play")
    return tuple(sites)


def _line_rays(board, relation) -> list[list[list[list[int]]]]:
    """For each site, each line axis, the sites both ways from it, as ``(is Line ...)`` walks them."""
    return [[[list(forward), list(backward)] for forward, backward in site_rays]
            for site_rays in line_rays(board, relation.text if relation is not None else None)]


def _placement(moves: Bound, seats: int) -> None:
    """Check ``(move Add (to (sites Empty)))``, the mover's piece added on an empty site."""
    _only(moves, {"to", "who"})
    mover_word = moves.get("who")
    if mover_word is not None and _role(mover_word, seats, moves) != MOVER:
        raise NotLowered(_name(moves), where(moves), "is not lowered with who: other than Mover")
    to = moves.get("to")
    _only(to, {"sites"})
    if not _is(to.get("sites"), "sites", "Empty"):
        raise NotLowered(_name(to.get("sites")), where(to.get("sites")))
    _only(to.get("sites"), set())


def _fixed(value) -> bool:
    """Whether a ludeme's value is known before play: it and every ludeme inside read nothing of the state."""
    if isinstance(value, tuple):
        return all(_fixed(item) for item in value)
    if not isinstance(value, Bound):
        return True
    return not reads_of(value) and all(_fixed(inner) for inner in value.arguments.values())


def _start(game, start: Bound | None) -> tuple[list[int] | None, list[int] | None]:
    """The owner and kind on each site after ``(start (place <piece> <sites>) ...)`` with sites known
    before play (None, None without a start): the reference's own initial position, read once."""
    if start is None:
        return None, None
    for item in _each(start.get("rules")):
        if not _is(item, "place"):
            raise NotLowered(_name(item), where(item))
        _only(item, {"piece", "sites", "coord"})
        sites = item.get("sites", item.get("coord"))
        if isinstance(sites, str) and sites.startswith("Hand") or not _fixed(sites):
            raise NotLowered(_name(item), where(item), "is lowered on sites of the board known before play only")
    state = game.new_initial_state(0)
    return list(state.who), list(state.what)


def _sites_by_seat(game, region) -> list[list[int]]:
    """For each seat (index 0 unused), 1 on the sites of a region: ``(sites <role> [<name>])``, whose
    sites depend on the seat, or sites known before play."""
    sites = game.board.num_sites
    seats = game.num_seats
    if _is(region, "sites") and "who" in region.arguments:
        _only(region, {"who", "name"})
        name = region.get("name") or ""
        role = _role(region.get("who"), seats, region)
        if role == NEXT:
            raise NotLowered(_name(region), where(region), "is lowered with Mover or a player's seat only")
        inside = [[0] * sites for _ in range(seats + 1)]
        for seat in range(1, seats + 1):
            owner = f"P{role if role > 0 else seat}"  # a role worked out in play is the mover's, as in (sites Mover)
            for area in game.regions:
                if area.owner == owner and name in area.name:
                    for part in area.parts:
                        for site in part:
                            inside[seat][site] = 1
        return inside
    if not isinstance(region, Bound) or not _fixed(region):
        raise NotLowered(_name(region) if isinstance(region, Bound) else repr(region),
                         where(region) if isinstance(region, Bound) else "", "is lowered on sites known before play only")
    found = game._compiler.compile(region, "sites")(game.new_initial_state(0))
    row = [0] * sites
    for site in found:
        if 0 <= site < sites:
            row[site] = 1
    return [row[:] for _ in range(seats + 1)]


@attrs.frozen
class _Steps:
    """The step rules of the pieces' own moves: their targets by seat and site, and the destinations
    each allows; each kind's rules in order."""

    by_kind: list[list[int]]
    targets: list[list[list[list[int]]]]
    classes: list[int]
    slides: list[int]
    rays: list[list[list[list[list[int]]]]]


def _piece_steps(game) -> _Steps:
    """The step rules of each piece kind's moves, ``(piece <name> <owner> <moves>)``, in the order the
    reference makes them: site by site, each kind's rules in order, each rule's targets in order."""
    equipment = game.bound.get("equipment")
    steps = _Steps([], [], [], [], [])
    for item, _ in _kinds_by_item(equipment, game.num_seats):
        _only(item, {"name", "owner", "moves"})
        moves = item.get("moves")
        rules: list[int] = []
        for step in _move_list(moves) if moves is not None else ():
            rules.append(len(steps.classes))
            slide = _is(step, "move", "Slide")
            steps.targets.append([] if slide else _step_targets(game, step))
            steps.rays.append(_slide_rays(game, step) if slide else [])
            steps.slides.append(int(slide))
            steps.classes.append(_destinations(step.get("to"), slide))
        steps.by_kind.append(rules)
    if len(steps.by_kind) != len(game.pieces):
        raise NotLowered("(piece ...)", where(equipment), "is not lowered with these owners")
    return steps


def _move_list(moves: Bound) -> list[Bound]:
    """The steps of a piece's moves: ``(move Step ...)``, or ``(or ...)`` of them (``(and ...)`` of
    moves alone is the same, as in the reference)."""
    if _is(moves, "or") or _is(moves, "and"):
        _only(moves, {"list", "a", "b"})
        items = moves.get("list") if "list" in moves.arguments else (moves.get("a"), moves.get("b"))
        if _is(moves, "and") and not all(isinstance(i, Bound) and i.ludeme.head == "move" for i in items):
            raise NotLowered(_name(moves), where(moves))
        return [step for inner in items for step in _move_list(inner)]
    if not (_is(moves, "move", "Step") or _is(moves, "move", "Slide")):
        raise NotLowered(_name(moves), where(moves))
    _only(moves, {"directions", "to"})
    return [moves]


def _step_targets(game, step: Bound) -> list[list[list[int]]]:
    """For each seat (index 0 unused) and site, the sites one step away in the step's directions, as
    the reference finds them: relative directions turn with the seat's facing."""
    board = game.board
    directions = step.get("directions")
    words, relation = direction_words(directions), direction_relation(directions)
    if isinstance(directions, Bound):
        _only(directions, {"list", "of"})
    if all(word in RELATIONS for word in words):
        tables = [board.neighbour_table(word) for word in words]
        merged = [list(dict.fromkeys(n for table in tables for n in table[site])) for site in range(board.num_sites)]
        return [merged] * (game.num_seats + 1)
    compiler = game._compiler
    by_seat = []
    for seat in range(game.num_seats + 1):
        facing = game.facing.get(max(seat, 1), "N")
        by_seat.append([list(dict.fromkeys(target for d in compass_points(compiler, words, facing, site, step.node.span,
                                                                           relation)
                                           for target in board.steps(site, d)))
                        for site in range(board.num_sites)])
    return by_seat


def _slide_rays(game, slide: Bound) -> list[list[list[list[int]]]]:
    """For each seat (index 0 unused), site and direction of a slide, the sites met walking away to the
    board's edge, as the reference walks them (relative directions turn with the seat's facing)."""
    board = game.board
    directions = slide.get("directions")
    words, relation = direction_words(directions), direction_relation(directions)
    if isinstance(directions, Bound):
        _only(directions, {"list", "of"})
    relations = relations_named(words)
    return [[[list(ray) for ray in rays_at(board, site, compass_points(game._compiler, words,
                                                                       game.facing.get(max(seat, 1), "N"), site,
                                                                       slide.node.span, relation), relations)]
             for site in range(board.num_sites)]
            for seat in range(game.num_seats + 1)]


def _destinations(to: Bound | None, slide: bool = False) -> int:
    """The mask of destinations ``(to if:<condition> (apply (remove (to))))`` allows (see TO_EMPTY):
    removing the piece on the destination is what moving there does anyway. A slide passes over
    empty sites and stops on the first that meets the condition (none without one)."""
    if to is None:
        return 0 if slide else ANY_DESTINATION
    _only(to, {"if", "apply"})
    effect = to.get("apply")
    if effect is not None:
        _only(effect, {"moves"})
        removal = effect.get("moves")
        if not _is(removal, "remove"):
            raise NotLowered(_name(removal), where(removal))
        _only(removal, {"site"})
        if not _is_to(removal.get("site")):
            raise NotLowered(_name(removal), where(removal), "is lowered on (to) only")
    condition = to.get("if")
    return (0 if slide else ANY_DESTINATION) if condition is None else _condition_mask(condition)


def _is_to(value) -> bool:
    return _is(value, "to") and not value.arguments


def _condition_mask(condition) -> int:
    """The destinations where a condition on ``(to)`` holds, as a mask (see TO_EMPTY)."""
    if not isinstance(condition, Bound):
        raise NotLowered(repr(condition), "", "is not lowered as a destination's condition")
    if _is(condition, "or") or _is(condition, "and"):
        _only(condition, {"list", "a", "b"})
        items = condition.get("list") if "list" in condition.arguments else (condition.get("a"), condition.get("b"))
        masks = [_condition_mask(item) for item in items]
        found = 0 if _is(condition, "or") else ANY_DESTINATION
        for mask in masks:
            found = found | mask if _is(condition, "or") else found & mask
        return found
    if _is(condition, "not"):
        _only(condition, {"boolean"})
        return ANY_DESTINATION & ~_condition_mask(condition.get("boolean"))
    if _is(condition, "is", "Empty") or _is(condition, "is", "Occupied"):
        _only(condition, {"site"})
        if not _is_to(condition.get("site")):
            raise NotLowered(_name(condition), where(condition), "is lowered on (to) only")
        empty = 1 << TO_EMPTY
        return empty if _is(condition, "is", "Empty") else ANY_DESTINATION & ~empty
    if _is(condition, "is", "Enemy") or _is(condition, "is", "Friend"):
        _only(condition, {"who"})
        who = condition.get("who")
        if not (_is(who, "who") and set(who.arguments) == {"at"} and _is_to(who.get("at"))):
            raise NotLowered(_name(condition), where(condition), "is lowered with (who at:(to)) only")
        return 1 << (TO_ENEMY if _is(condition, "is", "Enemy") else TO_FRIEND)
    raise NotLowered(_name(condition), where(condition))
