"""The machine code of the native backend: one set of kernels over a lowered program's tables.

Every kernel takes ``t`` (:class:`Tables`, the program's arrays) and ``b`` (:class:`Buffers`, one
state in flat int32 arrays), so the same compiled code serves every game the lowering covers
and is compiled once per machine (then loaded from the private cache, :mod:`interpreter.native.cache`).

A move is an int32: a site (a placement of the mover's piece there), :data:`SWAP`, or in a game
whose pieces move, ``sites + from * sites + to`` (a step of the piece on ``from`` to ``to``,
taking what stood there: :func:`step_move`). The state's ``scalars`` hold, at these indices, the
mover's seat, the turn, the last site played, whether the game is over, the moves played, the
empty sites left and the unions logged.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal, NamedTuple

import numba
import numpy as np

from interpreter.lowering import (CONNECTED, DRAW, FULL, IN_REGION, LINE, LOOP, MOVER, NEXT, NO_MOVES_NEXT,
                                  NO_PIECES, TO_EMPTY, TO_ENEMY, TO_FRIEND, TO_NEUTRAL, WIN)
from interpreter.native.cache import private_folder

SWAP = -2  # the move that takes over the first seat
MOVER_AT, TURN, LAST_TO, OVER, PLY, EMPTY_LEFT, LINKS_LEFT, STAMP = range(8)
#: Indices in ``Tables.sizes``.
SITES, SEATS, OFFERS_SWAP, USES_LINKS, STARTS, MOVES_PIECES = range(6)
#: Fields of a frame (what an undo puts back): a step keeps the owner and kind it took in the last two.
F_MOVE, F_MOVER, F_TURN, F_LAST, F_LINKS, F_EMPTY_AT, F_TAKEN_WHO, F_TAKEN_WHAT = range(8)
FRAME_FIELDS = 8

CACHE_FOLDER, CACHE_PROBLEM = private_folder()


def _jit(function=None, *, inline: bool = False, cache_folder: Path | None = CACHE_FOLDER):
    """Compile with Numba, caching on disk only in the private folder (never beside the sources), or
    in ``cache_folder`` (one inside it). Small kernels called on every move are inlined into their
    callers (``inline=True``).

    The kernels allocate nothing (every array comes from the caller, who keeps it alive), so they
    are compiled without Numba's reference counting (``_nrt=False``): with it, each array taken
    out of the tables costs an atomic count up and down, which made a move about 8 times slower."""
    if function is None:
        return lambda wrapped: _jit(wrapped, inline=inline, cache_folder=cache_folder)
    how: Literal["always", "never"] = "always" if inline else "never"
    options: dict[str, Any] = {"nogil": True, "inline": how, "_nrt": False}  # _nrt: not in the stubs
    if cache_folder is None:
        return numba.njit(cache=False, **options)(function)
    saved = getattr(numba.config, "CACHE_DIR")
    setattr(numba.config, "CACHE_DIR", str(cache_folder))  # read once, when the cache of this function is made
    try:
        return numba.njit(cache=True, **options)(function)
    finally:
        setattr(numba.config, "CACHE_DIR", saved)


class Tables(NamedTuple):
    """A program's tables, as the kernels read them (see :class:`interpreter.lowering.Program`)."""

    sizes: np.ndarray
    piece_of_seat: np.ndarray
    owner_of_piece: np.ndarray
    end_condition: np.ndarray
    end_length: np.ndarray
    end_exact: np.ndarray
    end_role: np.ndarray
    end_need: np.ndarray
    end_line_table: np.ndarray
    line_axes: np.ndarray
    result_role: np.ndarray
    result_kind: np.ndarray
    rays: np.ndarray
    neighbours: np.ndarray
    rule_mask: np.ndarray
    site_mask: np.ndarray
    loop_around: np.ndarray
    loop_flood: np.ndarray
    on_edge: np.ndarray
    start_who: np.ndarray
    start_what: np.ndarray
    kind_steps: np.ndarray
    step_targets: np.ndarray
    step_classes: np.ndarray
    step_slides: np.ndarray
    slide_rays: np.ndarray
    end_region: np.ndarray
    in_region: np.ndarray


class Buffers(NamedTuple):
    """One state: pieces, the empty sites (a list and each site's place in it), union-find over the
    sites with each group's parts touched (bits, on its root) and the log of unions, the ply at which
    each (is Connected) rule first held for each seat, work space for (is Loop)'s floods (marks
    stamped with a counter, a stack, the members of a flood), the frames of the moves played (as many
    rows as moves a game may hold), the scalars, the seats' players, the result by seat and each
    seat's pieces on the board."""

    who: np.ndarray
    what: np.ndarray
    empty: np.ndarray
    empty_at: np.ndarray
    parent: np.ndarray
    size: np.ndarray
    touched: np.ndarray
    links: np.ndarray
    joined_at: np.ndarray
    flooded: np.ndarray
    tried: np.ndarray
    stack: np.ndarray
    members: np.ndarray
    frames: np.ndarray
    scalars: np.ndarray
    roles: np.ndarray
    result: np.ndarray
    pieces: np.ndarray


@_jit(inline=True)
def reset(t, b):
    """The initial position."""
    sites = t.sizes[SITES]
    for site in range(sites):
        b.who[site] = 0
        b.what[site] = -1
        b.empty[site] = site
        b.empty_at[site] = site
    for node in range(b.parent.shape[0]):
        b.parent[node] = node
        b.size[node] = 1
        b.touched[node] = 0
    for rule in range(b.joined_at.shape[0]):
        for seat in range(b.joined_at.shape[1]):
            b.joined_at[rule, seat] = 0
    b.scalars[MOVER_AT] = 1
    b.scalars[TURN] = 1
    b.scalars[LAST_TO] = -1
    b.scalars[OVER] = 0
    b.scalars[PLY] = 0
    b.scalars[EMPTY_LEFT] = sites
    b.scalars[LINKS_LEFT] = 0
    for seat in range(b.roles.shape[0]):
        b.roles[seat] = seat
        b.result[seat] = 0.0
        b.pieces[seat] = 0
    if t.sizes[STARTS] != 0:
        start_position(t, b)
    if count_moves(t, b) == 0:
        b.scalars[OVER] = 1


@_jit(inline=True)
def start_position(t, b):
    """The pieces (start ...) placed, with the empty sites listed again and the pieces counted."""
    who, what, empty, empty_at, pieces = b.who, b.what, b.empty, b.empty_at, b.pieces
    start_who, start_what = t.start_who, t.start_what
    sites = t.sizes[SITES]
    left = 0
    for site in range(sites):
        who[site] = start_who[site]
        what[site] = start_what[site]
        if start_what[site] < 0:
            empty[left] = site
            empty_at[site] = left
            left += 1
        else:
            pieces[start_who[site]] += 1
    b.scalars[EMPTY_LEFT] = left
    for site in range(sites):  # the occupied sites after the empty ones
        if start_what[site] >= 0:
            empty[left] = site
            empty_at[site] = left
            left += 1


@_jit(inline=True)
def seat_of(t, b, role):
    """The seat a role code names now."""
    if role > 0:
        return role
    mover = b.scalars[MOVER_AT]
    seats = t.sizes[SEATS]
    if role == MOVER:
        return mover
    return mover % seats + 1  # NEXT


@_jit(inline=True)
def find(parent, node):
    while parent[node] != node:
        node = parent[node]
    return node


@_jit(inline=True)
def union(b, first, second):
    """Join two groups, by size, the parts they touch too, logging the union so that undo can take
    it back."""
    root_a = find(b.parent, first)
    root_b = find(b.parent, second)
    if root_a == root_b:
        return
    if b.size[root_a] < b.size[root_b]:
        root_a, root_b = root_b, root_a
    logged = b.scalars[LINKS_LEFT]
    b.links[logged, 0] = root_b
    b.links[logged, 1] = root_a
    b.links[logged, 2] = b.size[root_a]
    b.links[logged, 3] = b.touched[root_a]
    b.scalars[LINKS_LEFT] = logged + 1
    b.parent[root_b] = root_a
    b.size[root_a] += b.size[root_b]
    b.touched[root_a] |= b.touched[root_b]


@_jit(inline=True)
def join(t, b, site, owner, ply):
    """A piece of ``owner`` placed on ``site``: it joins its neighbours of the same owner, and each
    (is Connected) rule whose parts one group of the owner now touches is marked as holding."""
    b.touched[site] = t.site_mask[owner, site]
    for index in range(t.neighbours.shape[1]):
        other = t.neighbours[site, index]
        if other >= 0 and b.who[other] == owner:
            union(b, site, other)
    touched = b.touched[find(b.parent, site)]
    for rule in range(b.joined_at.shape[0]):
        wanted = t.rule_mask[rule, owner]
        if b.joined_at[rule, owner] == 0 and wanted != 0 and touched & wanted == wanted:
            b.joined_at[rule, owner] = ply + 1


@_jit(inline=True)
def popcount(bits):
    count = 0
    while bits != 0:
        bits &= bits - 1
        count += 1
    return count


@_jit(inline=True)
def connected(t, b, rule):
    """(is Connected ...): with a need of n, the group on the last site played touches n of its
    owner's parts; otherwise one group of the role's pieces touches every part (a lone part: a
    piece of the role stands in it), as marked when the pieces were placed."""
    need = t.end_need[rule]
    if need > 0:
        site = b.scalars[LAST_TO]
        if site < 0 or b.who[site] <= 0:
            return False
        return popcount(b.touched[find(b.parent, site)] & t.rule_mask[rule, b.who[site]]) >= need
    return b.joined_at[rule, seat_of(t, b, t.end_role[rule])] != 0


@_jit(inline=True)
def stamp(b):
    """A mark no site bears yet (the marks are cleared when the counter runs high)."""
    value = b.scalars[STAMP] + 1
    if value >= 1 << 30:
        for site in range(b.flooded.shape[0]):
            b.flooded[site] = 0
            b.tried[site] = 0
        value = 1
    b.scalars[STAMP] = value
    return value


@_jit(inline=True)
def closes_loop(t, b):
    """(is Loop): from each site around the last piece, not on the edge, the sites not of its kind
    are flooded (orthogonally), as the reference does; a flood that never reaches the edge is
    enclosed by pieces of that kind. A flood from a site not of the kind marks the sites it reached
    as tried (the edge it met is theirs too)."""
    start = b.scalars[LAST_TO]
    if start < 0 or b.what[start] < 0:
        return False
    kind = b.what[start]
    tried = stamp(b)
    for index in range(t.loop_around.shape[1]):
        origin = t.loop_around[start, index]
        if origin < 0:
            break
        if t.on_edge[origin] != 0 or b.tried[origin] == tried:
            continue
        region = stamp(b)
        b.flooded[origin] = region
        b.members[0] = origin
        b.stack[0] = origin
        members, top, enclosed = 1, 1, True
        while top > 0 and enclosed:
            top -= 1
            site = b.stack[top]
            for way in range(t.loop_flood.shape[1]):
                other = t.loop_flood[site, way]
                if other < 0:
                    break
                if b.flooded[other] != region and b.what[other] != kind:
                    if t.on_edge[other] != 0:
                        enclosed = False
                        break
                    b.flooded[other] = region
                    b.members[members] = other
                    b.stack[top] = other
                    members += 1
                    top += 1
        if enclosed:
            return True
        if b.what[origin] != kind:
            for member in range(members):
                b.tried[b.members[member]] = tried
    return False


@_jit(inline=True)
def in_line(t, b, rule):
    """(is Line n): n or more pieces of one kind in a row through the last site played."""
    site = b.scalars[LAST_TO]
    if site < 0:
        return False
    kind = b.what[site]
    if kind < 0:
        return False
    table = t.end_line_table[rule]
    need = t.end_length[rule]
    exact = t.end_exact[rule] != 0
    longest = t.rays.shape[4]
    for axis in range(t.line_axes[table]):
        count = 1
        for way in range(2):
            for step in range(longest):
                other = t.rays[table, site, axis, way, step]
                if other < 0 or b.what[other] != kind:
                    break
                count += 1
        if count == need or (count > need and not exact):
            return True
    return False


@_jit(inline=True)
def no_moves_next(t, b):
    """(no Moves Next): whether the next seat, on the next turn, would have no legal move."""
    mover, turn = b.scalars[MOVER_AT], b.scalars[TURN]
    b.scalars[MOVER_AT] = mover % t.sizes[SEATS] + 1
    b.scalars[TURN] = turn + 1
    none = count_moves(t, b) == 0
    b.scalars[MOVER_AT] = mover
    b.scalars[TURN] = turn
    return none


@_jit(inline=True)
def ended(t, b):
    """Test the end rules in order; the first that holds sets the result by seat."""
    for rule in range(t.end_condition.shape[0]):
        condition = t.end_condition[rule]
        if condition == LINE:
            holds = in_line(t, b, rule)
        elif condition == CONNECTED:
            holds = connected(t, b, rule)
        elif condition == FULL:
            holds = b.scalars[EMPTY_LEFT] == 0
        elif condition == IN_REGION:
            site = b.scalars[LAST_TO]
            holds = site >= 0 and t.in_region[t.end_region[rule], b.scalars[MOVER_AT], site] != 0
        elif condition == NO_PIECES:
            holds = b.pieces[seat_of(t, b, t.end_role[rule])] == 0
        elif condition == LOOP:
            holds = closes_loop(t, b)
        elif condition == NO_MOVES_NEXT:
            holds = no_moves_next(t, b)
        else:
            holds = False
        if holds:
            kind = t.result_kind[rule]
            chosen = seat_of(t, b, t.result_role[rule])
            value = 1.0 if kind == WIN else -1.0
            for seat in range(1, t.sizes[SEATS] + 1):
                b.result[seat] = 0.0 if kind == DRAW else (value if seat == chosen else -value)
            b.scalars[OVER] = 1
            return True
    return False


@_jit(inline=True)
def swap_offered(t, b):
    return (t.sizes[OFFERS_SWAP] != 0 and b.scalars[TURN] == 2 and b.scalars[MOVER_AT] == 2
            and b.roles[1] == 1)


@_jit(inline=True)
def placements(t, b):
    """How many placements the mover has: every empty site, if the mover has a piece to place."""
    if t.piece_of_seat[b.scalars[MOVER_AT]] < 0:
        return 0
    return b.scalars[EMPTY_LEFT]


@_jit(inline=True)
def step_move(t, frm, to):
    """The move of the piece on ``frm`` one step to ``to``."""
    sites = t.sizes[SITES]
    return sites + frm * sites + to


@_jit(inline=True)
def destination(who, what, to, mover):
    """What a step of the mover finds on ``to``: TO_EMPTY, TO_FRIEND, TO_ENEMY or TO_NEUTRAL."""
    if what[to] < 0:
        return TO_EMPTY
    if who[to] == mover:
        return TO_FRIEND
    if who[to] > 0:
        return TO_ENEMY
    return TO_NEUTRAL


@_jit(inline=True)
def steps(t, b, out, first_only):
    """The mover's steps in the reference's order (sites ascending, each kind's rules in order, each
    rule's targets in order) written to ``out``; their number (at most 1 with ``first_only``). A
    rule's destination is allowed by what stands there: its mask's bit ``lowering.TO_EMPTY``, ...
    A slide's moves are the empty sites along each ray, and the first after them that its mask
    allows."""
    who, what = b.who, b.what
    kind_steps, targets, classes, slides, rays = t.kind_steps, t.step_targets, t.step_classes, t.step_slides, \
        t.slide_rays
    mover = b.scalars[MOVER_AT]
    sites = t.sizes[SITES]
    rules, most = kind_steps.shape[1], targets.shape[3]
    directions, length = rays.shape[3], rays.shape[4]
    found = 0
    for site in range(sites):
        if who[site] != mover:
            continue
        kind = what[site]
        if kind < 0:
            continue
        for index in range(rules):
            rule = kind_steps[kind, index]
            if rule < 0:
                break
            allowed = classes[rule]
            if slides[rule] != 0:
                for direction in range(directions):
                    for k in range(length):
                        to = rays[rule, mover, site, direction, k]
                        if to < 0:
                            break
                        bit = destination(who, what, to, mover)
                        stops = (allowed >> bit) & 1
                        if stops or bit == TO_EMPTY:
                            if first_only:
                                return 1
                            out[found] = sites + site * sites + to
                            found += 1
                        if stops or bit != TO_EMPTY:
                            break
                continue
            for k in range(most):
                to = targets[rule, mover, site, k]
                if to < 0:
                    break
                bit = destination(who, what, to, mover)
                if (allowed >> bit) & 1:
                    if first_only:
                        return 1
                    out[found] = sites + site * sites + to
                    found += 1
    return found


@_jit(inline=True)
def count_moves(t, b):
    """How many legal moves the mover has (in a game whose pieces move: 1 if any, else 0)."""
    if b.scalars[OVER] != 0:
        return 0
    if t.sizes[MOVES_PIECES] != 0:
        return steps(t, b, b.empty, True) + (1 if swap_offered(t, b) else 0)  # nothing is written to b.empty
    return placements(t, b) + (1 if swap_offered(t, b) else 0)


@_jit(inline=True)
def legal(t, b, out):
    """The legal moves in the reference's order (empty sites ascending, or the pieces' steps, then
    the swap); their number."""
    if b.scalars[OVER] != 0:
        return 0
    found = 0
    if t.sizes[MOVES_PIECES] != 0:
        found = steps(t, b, out, False)
    elif placements(t, b) > 0:
        for site in range(t.sizes[SITES]):
            if b.what[site] < 0:
                out[found] = site
                found += 1
    if swap_offered(t, b):
        out[found] = SWAP
        found += 1
    return found


@_jit(inline=True)
def apply(t, b, move):
    """Play a legal move: its effect, the end rules, then the next seat (a draw if it cannot move)."""
    ply = b.scalars[PLY]
    frames = b.frames
    frames[ply, F_MOVE] = move
    frames[ply, F_MOVER] = b.scalars[MOVER_AT]
    frames[ply, F_TURN] = b.scalars[TURN]
    frames[ply, F_LAST] = b.scalars[LAST_TO]
    frames[ply, F_LINKS] = b.scalars[LINKS_LEFT]
    b.scalars[PLY] = ply + 1
    again = False
    if move == SWAP:
        b.roles[1], b.roles[2] = b.roles[2], b.roles[1]
        again = True  # the player now in seat 2 moves next
        b.scalars[LAST_TO] = -1
    elif move >= t.sizes[SITES]:
        step_piece(t, b, move, ply)
    else:
        what = t.piece_of_seat[b.scalars[MOVER_AT]]
        owner = t.owner_of_piece[what]
        b.who[move] = owner
        b.what[move] = what
        b.pieces[owner] += 1
        place = b.empty_at[move]  # take the site out of the empty list: the last one fills its place
        frames[ply, F_EMPTY_AT] = place
        last = b.scalars[EMPTY_LEFT] - 1
        moved = b.empty[last]
        b.empty[place] = moved
        b.empty_at[moved] = place
        b.empty[last] = move
        b.empty_at[move] = last
        b.scalars[EMPTY_LEFT] = last
        if t.sizes[USES_LINKS] != 0 and owner > 0:
            join(t, b, move, owner, ply)
        b.scalars[LAST_TO] = move
    if ended(t, b):
        return
    if not again:
        b.scalars[MOVER_AT] = b.scalars[MOVER_AT] % t.sizes[SEATS] + 1
        b.scalars[TURN] += 1
    if count_moves(t, b) == 0:  # no legal move: a draw
        b.scalars[OVER] = 1
        for seat in range(b.result.shape[0]):
            b.result[seat] = 0.0


@_jit(inline=True)
def step_piece(t, b, move, ply):
    """Move a piece one step, taking what stood on its destination (kept in the frame for undo)."""
    who, what, empty, empty_at, frames, scalars = b.who, b.what, b.empty, b.empty_at, b.frames, b.scalars
    sites = t.sizes[SITES]
    frm = (move - sites) // sites
    to = (move - sites) % sites
    taken_who = who[to]
    taken_what = what[to]
    frames[ply, F_TAKEN_WHO] = taken_who
    frames[ply, F_TAKEN_WHAT] = taken_what
    who[to] = who[frm]
    what[to] = what[frm]
    who[frm] = 0
    what[frm] = -1
    place = empty_at[frm]
    if taken_what < 0:  # the origin and the destination trade places in the list of sites
        other = empty_at[to]
        empty[other] = frm
        empty_at[frm] = other
        empty[place] = to
        empty_at[to] = place
    else:  # the origin joins the empty sites, at the end of them
        frames[ply, F_EMPTY_AT] = place
        last = scalars[EMPTY_LEFT]
        moved = empty[last]
        empty[place] = moved
        empty_at[moved] = place
        empty[last] = frm
        empty_at[frm] = last
        scalars[EMPTY_LEFT] = last + 1
        b.pieces[taken_who] -= 1
    scalars[LAST_TO] = to


@_jit(inline=True)
def unstep_piece(t, b, move, frame):
    """Take back a step exactly: the piece back on its origin, what it took back on the destination."""
    who, what, empty, empty_at = b.who, b.what, b.empty, b.empty_at
    sites = t.sizes[SITES]
    frm = (move - sites) // sites
    to = (move - sites) % sites
    taken_what = frame[F_TAKEN_WHAT]
    who[frm] = who[to]
    what[frm] = what[to]
    who[to] = frame[F_TAKEN_WHO]
    what[to] = taken_what
    place = empty_at[frm]
    if taken_what < 0:
        other = empty_at[to]
        empty[other] = frm
        empty_at[frm] = other
        empty[place] = to
        empty_at[to] = place
    else:  # the origin is the last empty site: it goes back to its place among the others
        place = frame[F_EMPTY_AT]
        last = b.scalars[EMPTY_LEFT] - 1
        moved = empty[place]
        empty[place] = frm
        empty_at[frm] = place
        empty[last] = moved
        empty_at[moved] = last
        b.scalars[EMPTY_LEFT] = last
        b.pieces[frame[F_TAKEN_WHO]] += 1


@_jit(inline=True)
def undo(t, b):
    """Take back the last move exactly."""
    ply = b.scalars[PLY] - 1
    b.scalars[PLY] = ply
    frame = b.frames[ply]
    move = frame[F_MOVE]
    b.scalars[MOVER_AT] = frame[F_MOVER]
    b.scalars[TURN] = frame[F_TURN]
    b.scalars[LAST_TO] = frame[F_LAST]
    b.scalars[OVER] = 0
    for seat in range(b.result.shape[0]):
        b.result[seat] = 0.0
    if move == SWAP:
        b.roles[1], b.roles[2] = b.roles[2], b.roles[1]
        return
    if move >= t.sizes[SITES]:
        unstep_piece(t, b, move, frame)
        return
    b.pieces[b.who[move]] -= 1
    b.who[move] = 0
    b.what[move] = -1
    last = b.scalars[EMPTY_LEFT]  # the site sits at the end of the list: put it back in its place
    place = frame[F_EMPTY_AT]
    moved = b.empty[place]
    b.empty[place] = move
    b.empty_at[move] = place
    b.empty[last] = moved
    b.empty_at[moved] = last
    b.scalars[EMPTY_LEFT] = last + 1
    logged = b.scalars[LINKS_LEFT]
    while logged > frame[F_LINKS]:
        logged -= 1
        b.parent[b.links[logged, 0]] = b.links[logged, 0]
        b.size[b.links[logged, 1]] = b.links[logged, 2]
        b.touched[b.links[logged, 1]] = b.links[logged, 3]
    b.scalars[LINKS_LEFT] = logged
    b.touched[move] = 0
    for rule in range(b.joined_at.shape[0]):
        for seat in range(b.joined_at.shape[1]):
            if b.joined_at[rule, seat] == ply + 1:
                b.joined_at[rule, seat] = 0


@_jit
def random_playouts(t, b, count, seed, outcomes):
    """Play ``count`` random games from the start, uniformly over the legal moves; the moves played.
    ``outcomes[seat]`` adds up each seat's results (by seat; a draw adds nothing)."""
    np.random.seed(seed)
    played = 0
    for _ in range(count):
        reset(t, b)
        while b.scalars[OVER] == 0:
            placing = placements(t, b)
            total = placing + (1 if swap_offered(t, b) else 0)
            pick = np.random.randint(0, total)
            apply(t, b, b.empty[pick] if pick < placing else SWAP)
            played += 1
        for seat in range(outcomes.shape[0]):
            outcomes[seat] += b.result[seat]
    return played


@_jit
def random_listed_playouts(t, b, count, seed, outcomes, moves):
    """:func:`random_playouts` for games whose pieces move: each move drawn from the legal moves
    listed in ``moves``. A game that fills the frames (``b.frames`` rows) stops unfinished and adds
    nothing to ``outcomes``."""
    np.random.seed(seed)
    played = 0
    room = b.frames.shape[0]
    for _ in range(count):
        reset(t, b)
        while b.scalars[OVER] == 0 and b.scalars[PLY] < room:
            found = legal(t, b, moves)
            apply(t, b, moves[np.random.randint(0, found)])
            played += 1
        if b.scalars[OVER] != 0:
            for seat in range(outcomes.shape[0]):
                outcomes[seat] += b.result[seat]
    return played


@_jit
def perft(t, b, depth, counts, moves, found, at):
    """Add to ``counts[d]`` the move sequences of length d + 1 from the state, for d < depth
    (``moves``, ``found`` and ``at`` are work space: each level's moves, their number, the next one)."""
    if depth <= 0:
        return
    found[0] = legal(t, b, moves[0])
    counts[0] += found[0]
    at[0] = 0
    level = 0
    while level >= 0:
        if level + 1 < depth and at[level] < found[level]:
            apply(t, b, moves[level, at[level]])
            at[level] += 1
            level += 1
            found[level] = legal(t, b, moves[level])
            counts[level] += found[level]
            at[level] = 0
        else:
            level -= 1
            if level >= 0:
                undo(t, b)


@_jit
def random_game(t, b, seed, max_turns, stats, moves):
    """One random game from the start, stopped after ``max_turns`` turns (or 50 decisions a turn, or
    once the frames are full); ``stats`` receives the decisions, the legal moves summed over them,
    and the turns begun. ``moves`` is work space for the legal moves of a game whose pieces move."""
    np.random.seed(seed)
    reset(t, b)
    decisions = options = turns = 0
    turn = -1
    room = b.frames.shape[0]
    while b.scalars[OVER] == 0 and b.scalars[PLY] < room:
        if b.scalars[TURN] != turn:  # a turn is counted when its first decision is made
            if turns >= max_turns:
                break
            turn = b.scalars[TURN]
            turns += 1
        if decisions >= max_turns * 50:
            break
        if t.sizes[MOVES_PIECES] != 0:
            found = legal(t, b, moves)
            options += found
            apply(t, b, moves[np.random.randint(0, found)])
            decisions += 1
            continue
        placing = placements(t, b)
        total = placing + (1 if swap_offered(t, b) else 0)
        options += total
        pick = np.random.randint(0, total)
        apply(t, b, b.empty[pick] if pick < placing else SWAP)
        decisions += 1
    stats[0] = decisions
    stats[1] = options
    stats[2] = turns
