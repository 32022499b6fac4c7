"""The seam between the compiler and a second backend: a game's rules lowered to one typed form.

:func:`lower` reads a compiled :class:`~interpreter.game.Game` (its checked ludemes, board tables,
pieces and regions) and gives a :class:`Program`: flat integer tables and operation codes that
say everything the rules do, with no Python closure left in them. A backend that runs machine
code (:mod:`interpreter.native`) consumes a program; the closure compiler stays the reference.

A ludeme the lowering does not cover raises :class:`NotLowered`, naming the ludeme and where it
was written, so the game runs on the reference backend and ``ludeme info``/``bench`` say why.

Covered today: ``(players n)``; any board built from graph ludemes (square, hex, ...); pieces;
regions owned by players; ``(play (move Add (to (sites Empty))))`` (the mover's first piece kind,
optionally ``who:``); ``(meta (swap))``; ``(end ...)`` of ``(if <condition> (result <role> <kind>))``
with conditions ``(is Line n [Orthogonal|Diagonal|...] [exact:])``, ``(is Connected <role>)`` over
the role's regions, and ``(is Full)``; no legal move ends the game in a draw, as in the reference.

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

from interpreter.compiler.lines import line_rays
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.errors import LudemeError

#: Operation codes of end conditions, by position.
END_CONDITIONS = ("Line", "Connected", "Full")
LINE, CONNECTED, FULL = range(3)
#: Role codes: a seat number (1, 2, ...) stands for itself; these are worked out in play.
MOVER, NEXT, PREV = -1, -2, -3
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
    end_role: np.ndarray  # [rules] (is Connected <role>): the role code
    end_line_table: np.ndarray  # [rules] (is Line): its index in ``rays``
    result_role: np.ndarray  # [rules] the role the result names
    result_kind: np.ndarray  # [rules] WIN, LOSS or DRAW
    rays: np.ndarray  # [line tables, sites, axes, 2, length] the sites from each site along each axis, both ways
    line_axes: np.ndarray  # [line tables] how many axes each table has
    neighbours: np.ndarray  # [sites, degree] adjacent sites
    part_nodes: np.ndarray  # [seats + 1, parts] the union-find node of each part of a seat's regions
    site_parts: np.ndarray  # [seats + 1, sites, parts] the part nodes a site belongs to, by seat
    num_nodes: int  # union-find nodes: the sites, then one per part


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
    if text == "Prev":
        return PREV
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
    if rules.get("start") is not None:
        raise NotLowered("(start ...)", where(rules.get("start")))
    if rules.get("phases") is not None:
        raise NotLowered("phases:", where(rules.get("phases")[0]))
    if tuple(game.roles) != tuple(range(seats + 1)):
        raise NotLowered("(set Team ...)", where(rules))

    play = rules.get("play")
    if play is None:
        raise NotLowered("a game without (play ...)", where(rules), "is not lowered")
    _only(play, {"moves"})
    moves = play.get("moves")
    if not _is(moves, "move", "Add"):
        raise NotLowered(_name(moves), where(moves))
    _only(moves, {"to", "who"})
    mover_word = moves.get("who")
    if mover_word is not None and _role(mover_word, seats, moves) != MOVER:
        raise NotLowered(_name(moves), where(moves), "is not lowered with who: other than Mover")
    to = moves.get("to")
    _only(to, {"sites"})
    if not _is(to.get("sites"), "sites", "Empty"):
        raise NotLowered(_name(to.get("sites")), where(to.get("sites")))
    _only(to.get("sites"), set())

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
    conditions, lengths, exacts, roles, line_tables = [], [], [], [], []
    result_roles, result_kinds = [], []
    rays: list[list[list[list[list[int]]]]] = []
    for rule in _each(end.get("rules")) if end is not None else ():
        if not _is(rule, "if"):
            raise NotLowered(_name(rule), where(rule))
        condition, result = rule.get("condition"), rule.get("result")
        if not _is(result, "result"):
            raise NotLowered(_name(result), where(result))
        kind = result.get("resultType").text
        if seats > 2 and kind not in _DRAWS:
            raise NotLowered(_name(result), where(result), "is lowered for two players only (with more, a player's "
                                                           "win or loss takes them out and the others play on)")
        result_kinds.append(DRAW if kind in _DRAWS else WIN if kind == "Win" else LOSS)
        result_roles.append(_role(result.get("who"), seats, result))
        length, exact, role, table = 0, 0, 0, -1
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
            _only(condition, {"who"})
            who = condition.get("who")
            if isinstance(who, tuple):
                raise NotLowered(_name(condition), where(condition), "is not lowered with {regions}")
            role = _role(who, seats, condition)
            conditions.append(CONNECTED)
        elif _is(condition, "is", "Full"):
            _only(condition, set())
            conditions.append(FULL)
        else:
            raise NotLowered(_name(condition), where(condition))
        lengths.append(length)
        exacts.append(exact)
        roles.append(role)
        line_tables.append(table)

    pieces = game.pieces
    piece_of_seat = [-1] * (seats + 1)
    for seat in range(seats + 1):
        piece_of_seat[seat] = next((index for index, kind in enumerate(pieces) if kind.owner == seat), -1)
    part_nodes: list[list[int]] = [[] for _ in range(seats + 1)]
    site_parts: list[list[list[int]]] = [[[] for _ in range(board.num_sites)] for _ in range(seats + 1)]
    node = board.num_sites
    if CONNECTED in conditions:  # as the reference's links: the parts of each seat's regions, in order
        for seat in range(1, seats + 1):
            for region in game.regions:
                if region.owner == f"P{seat}":
                    for part in region.parts:
                        for site in part:
                            site_parts[seat][site].append(node)
                        part_nodes[seat].append(node)
                        node += 1
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
        end_line_table=np.array(line_tables, dtype=np.int32),
        result_role=np.array(result_roles, dtype=np.int32),
        result_kind=np.array(result_kinds, dtype=np.int32),
        rays=_padded(rays, 4) if rays else np.full((1, 1, 1, 2, 1), -1, dtype=np.int32),
        line_axes=np.array([len(table[0]) if table else 0 for table in rays] or [0], dtype=np.int32),
        neighbours=_padded([list(row) for row in board.neighbour_table("Adjacent")]),
        part_nodes=_padded(part_nodes),
        site_parts=_padded(site_parts, 2),
        num_nodes=node,
    )


def _line_rays(board, relation) -> list[list[list[list[int]]]]:
    """For each site, each line axis, the sites both ways from it, as ``(is Line ...)`` walks them."""
    return [[[list(forward), list(backward)] for forward, backward in site_rays]
            for site_rays in line_rays(board, relation.text if relation is not None else None)]
