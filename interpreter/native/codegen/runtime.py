"""What every generated game shares: its state in flat arrays and the logged changes to it.

A generated module (:mod:`interpreter.native.codegen.module`) imports these kernels and calls them
from the game's own functions. Every change to a state goes through a setter here, which logs the
old value, so :func:`rewind` takes a move (or a hypothetical, ``(whatIf ...)``) back exactly, as
the reference :class:`~interpreter.state.State` does with its log.

The scalars of a state sit at fixed indices, the first five the same as the table kernels'
(:mod:`interpreter.native.kernels`), so the native search serves both backends.

>>> b = new_buffers(sites=4, seats=2, slots=1, rows=1, actions=(1, 4), room=8)
>>> place(b, 2, 1, 0); int(b.who[2]), int(b.scalars[LOG_LEN])
(1, 1)
>>> rewind(b, 0); int(b.who[2]), int(b.what[2])
(0, -1)
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numba
import numpy as np

from interpreter.native.kernels import CACHE_FOLDER

#: Indices in ``Buffers.scalars``.
(MOVER_AT, TURN, LAST_TO, OVER, PLY, LAST_FROM, AGAIN, NEXT_SEAT, LOG_LEN, FULL_LOG, MOVING, TAPE_AT,
 TAPE_LENGTH, REWINDS, ASKED_SEAT, ASKED_MOVER, ASKED_TURN, ASKED_PLY, ASKED_LOG, ASKED_REWINDS, ASKED_NONE,
 SCALARS) = range(22)
#: Fields of a frame, what an undo puts back.
F_MOVER, F_TURN, F_LAST_TO, F_LAST_FROM, F_LOG, F_AGAIN, F_NEXT_SEAT, FRAME_FIELDS = range(8)
#: Codes of the log: (code, index, old value, old piece kind).
L_SITE, L_MARK, L_SLOT, L_SCORE, L_ROLES, L_STOCK, L_REMEMBERED = range(7)
#: Remembered values are counted for values from -VALUE_OFFSET to REMEMBERED_VALUES - VALUE_OFFSET - 1;
#: a value outside stops the game where it is, as a full log does.
REMEMBERED_VALUES, VALUE_OFFSET = 128, 16



class Buffers(NamedTuple):
    """One state of a generated game.

    ``rows`` are the regions the rules work out, one row per ludeme written (its first entry the
    number of sites, then the sites), with ``marked``/``stamps`` telling in one look-up whether a
    site is in a row; ``actions`` hold the consequences a ``(then ...)`` works out before it applies
    them; ``work``/``seen``/``spare`` are space for floods, ``listed`` for the legal moves the
    game's own functions ask for. ``stock`` counts the pieces of each kind off the board by seat
    (row 0 the shared deck), as the reference's ``state.stock``; ``remembered`` counts each value
    of each named multiset (``(remember Value ...)``); ``tape`` holds outcomes of chance given from
    outside (a test replaying the reference's draws), used before the generator's own."""

    who: np.ndarray
    what: np.ndarray
    marks: np.ndarray
    points: np.ndarray
    slots: np.ndarray
    scalars: np.ndarray
    roles: np.ndarray
    result: np.ndarray
    frames: np.ndarray
    log: np.ndarray
    rows: np.ndarray
    marked: np.ndarray
    stamps: np.ndarray
    actions: np.ndarray
    work: np.ndarray
    seen: np.ndarray
    spare: np.ndarray
    listed: np.ndarray
    stock: np.ndarray
    remembered: np.ndarray
    tape: np.ndarray


def new_buffers(sites: int, seats: int, slots: int, rows: int, actions: tuple[int, int], room: int,
                log_room: int = 0, most_moves: int = 0, kinds: int = 1, multisets: int = 1) -> Buffers:
    """Arrays for one state with ``room`` frames and room for ``most_moves`` legal moves (the initial
    position is set by the game's ``reset``)."""
    int32, int64 = np.int32, np.int64
    log_room = log_room or min(room * 64, 1 << 20) + 8 * sites  # a fuller log stops a game where it is
    return Buffers(np.zeros(sites, int32), np.full(sites, -1, int32), np.zeros(sites, int32),
                   np.zeros(seats + 1, int64), np.zeros(max(slots, 1), int64), np.zeros(SCALARS, int64),
                   np.arange(seats + 1, dtype=int32), np.zeros(seats + 1), np.zeros((room, FRAME_FIELDS), int64),
                   np.zeros((log_room, 4), int64), np.zeros((max(rows, 1), sites + 1), int32),
                   np.zeros((max(rows, 1), max(sites, 1)), int64), np.zeros(max(rows, 1), int64),
                   np.zeros((max(actions[0], 1), max(actions[1], 1), 5), int64), np.zeros(2 * sites + 2, int32),
                   np.zeros(max(sites, 1), int64), np.zeros(2, int64), np.zeros(max(most_moves, sites + 2), int64),
                   np.zeros((seats + 1) * max(kinds, 1), int64), np.zeros((max(multisets, 1), REMEMBERED_VALUES), int64),
                   np.zeros(256, int64))


#: The kinds of argument of the kernels below: one state, whole numbers, a table of sites.
STATE = numba.typeof(new_buffers(1, 1, 1, 1, (1, 1), 1))
_INT = numba.int64
_TABLE = numba.typeof(np.zeros((1, 1), np.int32))


def _kernel(*arguments):
    """Compile a kernel for these kinds of argument only, without Numba's reference counting (it
    allocates nothing), kept in the private cache. A generated game calls these with row numbers
    written as constants: with the kinds fixed, each kernel is compiled once, not once per constant."""
    options: dict[str, Any] = {"nogil": True, "_nrt": False, "cache": CACHE_FOLDER is not None}
    saved = getattr(numba.config, "CACHE_DIR")
    if CACHE_FOLDER is not None:
        setattr(numba.config, "CACHE_DIR", str(CACHE_FOLDER))
    try:
        return numba.njit((STATE, *arguments), **options)
    finally:
        setattr(numba.config, "CACHE_DIR", saved)


@_kernel()
def clear_state(b):
    """Every site empty, every value 0, seat 1 to move on turn 1, nothing logged (outcomes given on
    the tape are kept)."""
    b.who[:] = 0
    b.what[:] = -1
    b.marks[:] = 0
    b.points[:] = 0
    b.slots[:] = 0
    b.stock[:] = 0
    b.remembered[:] = 0
    for index in range(SCALARS):  # the outcomes given on the tape stay, for the start to read
        if index != TAPE_AT and index != TAPE_LENGTH:
            b.scalars[index] = 0
    b.result[:] = 0.0
    for seat in range(b.roles.shape[0]):
        b.roles[seat] = seat
    b.scalars[MOVER_AT] = 1
    b.scalars[TURN] = 1
    b.scalars[LAST_TO] = -1
    b.scalars[LAST_FROM] = -1


@_kernel(_INT, _INT, _INT, _INT)
def _log(b, code, index, old, old_kind):
    """Log a change; a full log marks the state (a playout stops there, as on a move limit)."""
    at = b.scalars[LOG_LEN]
    if at >= b.log.shape[0]:
        b.scalars[FULL_LOG] = 1
        return False
    b.log[at, 0] = code
    b.log[at, 1] = index
    b.log[at, 2] = old
    b.log[at, 3] = old_kind
    b.scalars[LOG_LEN] = at + 1
    return True


@_kernel(_INT, _INT, _INT)
def place(b, site, owner, kind):
    """A piece of ``kind`` owned by ``owner`` on ``site``, in place of what stood there."""
    if _log(b, L_SITE, site, b.who[site], b.what[site]):
        b.who[site] = owner
        b.what[site] = kind


@_kernel(_INT)
def clear(b, site):
    """Empty a site (nothing is logged when it is empty already); a piece taken away takes the site's
    state value with it, as on the reference."""
    held = b.what[site] >= 0
    if (b.who[site] != 0 or held) and _log(b, L_SITE, site, b.who[site], b.what[site]):
        b.who[site] = 0
        b.what[site] = -1
        if held and b.marks[site] != 0 and _log(b, L_MARK, site, b.marks[site], 0):
            b.marks[site] = 0


@_kernel(_INT, _INT)
def set_mark(b, site, value):
    if _log(b, L_MARK, site, b.marks[site], 0):
        b.marks[site] = value


@_kernel(_INT, _INT)
def set_slot(b, slot, value):
    if _log(b, L_SLOT, slot, b.slots[slot], 0):
        b.slots[slot] = value


@_kernel(_INT, _INT)
def set_score(b, seat, value):
    if _log(b, L_SCORE, seat, b.points[seat], 0):
        b.points[seat] = value


@_kernel(_INT, _INT)
def set_stock(b, index, value):
    """The pieces of a kind a seat holds off the board (``stock[seat * kinds + kind]``)."""
    if _log(b, L_STOCK, index, b.stock[index], 0):
        b.stock[index] = value


@_kernel(_INT, _INT, _INT, _INT)
def remember(b, multiset, value, count, total):
    """A value remembered ``count`` more times (fewer when negative, never below none) under a
    multiset, whose number of values is kept in slot ``total``."""
    at = value + VALUE_OFFSET
    if count == 0:
        return
    if not 0 <= at < REMEMBERED_VALUES:
        b.scalars[FULL_LOG] = 1
        return
    held = b.remembered[multiset, at]
    now = max(0, held + count)
    if _log(b, L_REMEMBERED, multiset, held, at):
        b.remembered[multiset, at] = now
        set_slot(b, total, b.slots[total] + now - held)


@_kernel(_INT, _INT)
def forget_all(b, multiset, total):
    """Every value of a multiset forgotten."""
    for at in range(REMEMBERED_VALUES):
        if b.remembered[multiset, at] != 0 and _log(b, L_REMEMBERED, multiset, b.remembered[multiset, at], at):
            b.remembered[multiset, at] = 0
    if b.slots[total] != 0:
        set_slot(b, total, 0)


@_kernel(_INT, _INT)
def remembered_count(b, multiset, value):
    """How many times a value is remembered under a multiset."""
    at = value + VALUE_OFFSET
    return b.remembered[multiset, at] if 0 <= at < REMEMBERED_VALUES else 0


@_kernel(_INT, _INT)
def count_stock(b, seat, kinds):
    """The pieces a seat holds off the board, of every kind (seat 0: the deck)."""
    total = 0
    for kind in range(kinds):
        total += b.stock[seat * kinds + kind]
    return total


@_kernel(_INT, _INT)
def draw(b, low, high):
    """A number from low to high (both included): the next outcome given on the tape, else one from
    the generator (seeded by the loops with ``np.random.seed``)."""
    if b.scalars[TAPE_AT] < b.scalars[TAPE_LENGTH]:
        value = b.tape[b.scalars[TAPE_AT]]
        b.scalars[TAPE_AT] += 1
        return value
    return np.random.randint(low, high + 1)


@_kernel(_INT, _INT, _INT)
def deal(b, seat, count, kinds):
    """``count`` cards from the deck (stock row 0) to a seat, each drawn at random among those left,
    as the reference deals them (a draw below the number left, then the kinds in order)."""
    for _ in range(count):
        left = 0
        for kind in range(kinds):
            left += b.stock[kind]
        if left <= 0:
            return
        chosen = draw(b, 0, left - 1)
        for kind in range(kinds):
            chosen -= b.stock[kind]
            if chosen < 0:
                set_stock(b, kind, b.stock[kind] - 1)
                set_stock(b, seat * kinds + kind, b.stock[seat * kinds + kind] + 1)
                break


@_kernel(_INT, _INT)
def swap_roles(b, first, second):
    """Players in seats ``first`` and ``second`` exchange them (the swap rule)."""
    if _log(b, L_ROLES, first, b.roles[first], second):
        held = b.roles[first]
        b.roles[first] = b.roles[second]
        b.roles[second] = held


@_kernel(_INT)
def rewind(b, length):
    """Take back every logged change after the first ``length``."""
    at = b.scalars[LOG_LEN]
    while at > length:
        at -= 1
        code = b.log[at, 0]
        index = b.log[at, 1]
        if code == L_SITE:
            b.who[index] = b.log[at, 2]
            b.what[index] = b.log[at, 3]
        elif code == L_MARK:
            b.marks[index] = b.log[at, 2]
        elif code == L_SLOT:
            b.slots[index] = b.log[at, 2]
        elif code == L_SCORE:
            b.points[index] = b.log[at, 2]
        elif code == L_STOCK:
            b.stock[index] = b.log[at, 2]
        elif code == L_REMEMBERED:
            b.remembered[index, b.log[at, 3]] = b.log[at, 2]
        else:
            held = b.roles[index]
            b.roles[index] = b.roles[b.log[at, 3]]
            b.roles[b.log[at, 3]] = held
    b.scalars[LOG_LEN] = at
    b.scalars[REWINDS] += 1  # a position met again after a rewind is not known to be the one before it


@_kernel(_INT)
def next_to_move(b, seats):
    """The seat next: while a move is made, the one its consequences chose so far (the mover again
    after (moveAgain), the seat (set NextPlayer ...) chose); otherwise the seat after the mover."""
    mover = b.scalars[MOVER_AT]
    if b.scalars[MOVING] != 0:
        if b.scalars[AGAIN] != 0:
            return mover
        if b.scalars[NEXT_SEAT] != 0:
            return b.scalars[NEXT_SEAT]
    return mover % seats + 1


# Regions: a row holds a count then sites; a site is in row r when marked[r, site] == stamps[r].

@_kernel(_INT)
def start_row(b, row):
    """Empty a row, ready to be filled."""
    b.rows[row, 0] = 0
    b.stamps[row] += 1


@_kernel(_INT, _INT)
def add_site(b, row, site):
    """Add a site to a row (once: a site already in it is not added again)."""
    if b.marked[row, site] != b.stamps[row]:
        b.marked[row, site] = b.stamps[row]
        count = b.rows[row, 0] + 1
        b.rows[row, count] = site
        b.rows[row, 0] = count


@_kernel(_INT, _INT)
def in_row(b, row, site):
    return 0 <= site < b.marked.shape[1] and b.marked[row, site] == b.stamps[row]


@_kernel(_INT)
def sort_row(b, row):
    """Put a row's sites in increasing order (insertion sort: rows are short or nearly sorted)."""
    count = b.rows[row, 0]
    for index in range(2, count + 1):
        site = b.rows[row, index]
        at = index - 1
        while at >= 1 and b.rows[row, at] > site:
            b.rows[row, at + 1] = b.rows[row, at]
            at -= 1
        b.rows[row, at + 1] = site


@_kernel(_INT, _INT, _INT, _INT, _INT, _INT, _INT)
def push_action(b, buffer, count, effect, a0, a1, a2, a3):
    """An action written at place ``count`` of a buffer (while there is room: the caller notes an
    overflow); the next place."""
    if count < b.actions.shape[1]:
        b.actions[buffer, count, 0] = effect
        b.actions[buffer, count, 1] = a0
        b.actions[buffer, count, 2] = a1
        b.actions[buffer, count, 3] = a2
        b.actions[buffer, count, 4] = a3
    return count + 1


@_kernel(_INT, _INT)
def copy_row(b, row, source):
    """Row ``row`` made a copy of row ``source``."""
    if row == source:
        return
    start_row(b, row)
    for index in range(b.rows[source, 0]):
        add_site(b, row, b.rows[source, index + 1])


@_kernel()
def next_stamp(b):
    """A mark for ``seen`` that no site bears yet."""
    b.spare[0] += 1
    return b.spare[0]


@_kernel(_TABLE, _INT)
def territory(b, table, seat):
    """The empty sites in the empty regions that border pieces of ``seat`` and no other pieces."""
    stamp = next_stamp(b)
    sites = b.who.shape[0]
    total = 0
    for start in range(sites):
        if b.what[start] >= 0 or b.seen[start] == stamp:
            continue
        b.seen[start] = stamp
        size = 1
        borders = 0  # 0 none yet, the one owner met, or -1 for several
        b.work[0] = start
        top = 1
        while top > 0:
            top -= 1
            site = b.work[top]
            for index in range(table.shape[1]):
                other = table[site, index]
                if other < 0:
                    continue
                if b.what[other] < 0:
                    if b.seen[other] != stamp:
                        b.seen[other] = stamp
                        size += 1
                        b.work[top] = other
                        top += 1
                elif borders == 0:
                    borders = b.who[other] + 1
                elif borders != b.who[other] + 1:
                    borders = -1
        if borders == seat + 1:
            total += size
    return total


# Regions the rules name often, each into a row of its own, in increasing order.

@_kernel(_INT)
def fill_empty(b, row):
    """The empty sites."""
    start_row(b, row)
    for site in range(b.who.shape[0]):
        if b.what[site] < 0:
            add_site(b, row, site)


@_kernel(_INT, _INT)
def fill_owned(b, row, seat):
    """The sites holding a piece of ``seat`` (0: a piece of nobody's)."""
    start_row(b, row)
    for site in range(b.who.shape[0]):
        if b.who[site] == seat and (seat != 0 or b.what[site] >= 0):
            add_site(b, row, site)


@_kernel(_INT)
def fill_pieces(b, row):
    """The sites holding any piece."""
    start_row(b, row)
    for site in range(b.who.shape[0]):
        if b.what[site] >= 0:
            add_site(b, row, site)


@_kernel(_INT, _INT)
def fill_marked(b, row, value):
    """The sites whose state value is ``value``."""
    start_row(b, row)
    for site in range(b.who.shape[0]):
        if b.marks[site] == value:
            add_site(b, row, site)


@_kernel(_INT, _INT, _TABLE, _INT)
def fill_around(b, row, of, table, include_self):
    """The sites beside those of row ``of`` through ``table`` (not those of ``of`` itself unless
    ``include_self``)."""
    start_row(b, row)
    for index in range(b.rows[of, 0]):
        centre = b.rows[of, index + 1]
        if include_self != 0:
            add_site(b, row, centre)
        for k in range(table.shape[1]):
            other = table[centre, k]
            if other >= 0 and (include_self != 0 or not in_row(b, of, other)):
                add_site(b, row, other)
    sort_row(b, row)


@_kernel(_INT, _INT, _INT)
def fill_difference(b, row, region, minus):
    """The sites of ``region`` not in ``minus``, in the order of ``region``."""
    start_row(b, row)
    for index in range(b.rows[region, 0]):
        site = b.rows[region, index + 1]
        if not in_row(b, minus, site):
            add_site(b, row, site)


@_kernel(_INT, _INT, _INT)
def fill_intersection(b, row, first, second):
    """The sites of ``first`` also in ``second``, in increasing order."""
    start_row(b, row)
    for index in range(b.rows[first, 0]):
        site = b.rows[first, index + 1]
        if in_row(b, second, site):
            add_site(b, row, site)
    sort_row(b, row)


@_kernel(_INT, _INT, _INT)
def fill_union(b, row, first, second):
    """The sites of either row, each once, in increasing order."""
    start_row(b, row)
    for source in (first, second):
        for index in range(b.rows[source, 0]):
            add_site(b, row, b.rows[source, index + 1])
    sort_row(b, row)


@_kernel(_INT)
def count_owned(b, seat):
    """The pieces of ``seat`` on the board."""
    count = 0
    for site in range(b.who.shape[0]):
        if b.who[site] == seat:
            count += 1
    return count


@_kernel(_INT, _TABLE, _INT)
def fill_table_row(b, row, table, index):
    """The sites of one row of a table (a family's area, a site's line), in the table's order."""
    start_row(b, row)
    for k in range(table.shape[1]):
        site = table[index, k]
        if site >= 0:
            add_site(b, row, site)

# Whether a player had no legal move, as last asked (the end rules ask (no Moves Next) rule after rule).

@_kernel()
def _asked_here(b):
    """Whether the position is the one last asked about: every change to a state is logged, so no
    rewind since and the same log, ply, mover and turn are the same position."""
    s = b.scalars
    return (s[ASKED_REWINDS] == s[REWINDS] and s[ASKED_LOG] == s[LOG_LEN] and s[ASKED_PLY] == s[PLY]
            and s[ASKED_MOVER] == s[MOVER_AT] and s[ASKED_TURN] == s[TURN])


@_kernel(_INT)
def moves_known(b, seat):
    """1 when ``seat`` was found without legal moves in this very position, 0 with some, -1 unknown."""
    if b.scalars[ASKED_SEAT] == seat and seat > 0 and _asked_here(b):
        return b.scalars[ASKED_NONE]
    return -1


@_kernel(_INT, _INT)
def note_moves(b, seat, none):
    """Remember whether ``seat`` has no legal move (``none``: 1 or 0) in this position."""
    s = b.scalars
    s[ASKED_SEAT], s[ASKED_NONE], s[ASKED_REWINDS], s[ASKED_LOG] = seat, none, s[REWINDS], s[LOG_LEN]
    s[ASKED_PLY], s[ASKED_MOVER], s[ASKED_TURN] = s[PLY], s[MOVER_AT], s[TURN]


__all__ = ["Buffers", "new_buffers", "clear_state", "place", "clear", "set_mark", "set_slot", "set_score",
           "swap_roles", "rewind", "next_to_move", "set_stock", "remember", "forget_all", "remembered_count", "count_stock", "draw", "deal", "start_row", "add_site", "in_row", "sort_row", "copy_row", "push_action", "next_stamp", "territory",
           "fill_empty", "fill_owned", "fill_pieces", "fill_marked", "fill_around", "fill_difference",
           "fill_intersection", "fill_union", "count_owned", "fill_table_row",
           "moves_known", "note_moves"]
