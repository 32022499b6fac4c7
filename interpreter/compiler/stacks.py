"""Stacks of pieces, as Ludii keeps them in a game that stacks (its ``ContainerStateStacks``).

A game stacks when its rules say so, as Ludii's game flags do: a move or placement with
``stack:True`` (``(move Add ... stack:True)``, ``(move Step ... stack:True)``, ...), a ``level:``
given to ``(to ...)`` or ``(from ...)``, ``levelFrom:``/``levelTo:``, or a ludeme that reads
levels (``(size Stack ...)``, ``(topLevel ...)``, ``(level)``, ``(forEach Level ...)``, ``(count
Stack ...)``, ``(where Level ...)``), ``(place Stack ...)`` at the start, ``largeStack:True`` on the
board. Only such a game pays for stacks: its states keep ``state.stacks``, the pieces on each site
bottom first, as ``(owner, kind)`` pairs; every other game keeps ``None`` there.

In a game that stacks, ``state.who`` and ``state.what`` hold the top piece of each site (what
Ludii's ``(who at:...)`` and ``(what at:...)`` read without ``level:``), so every ludeme reading
the pieces on the board sees the tops; ``state.place`` puts a piece on top, ``state.clear`` takes
the top one away, and ``state.set_stack`` changes a whole stack (:mod:`interpreter.state`). Levels
are numbered from 0, the bottom, as in Ludii.

>>> from ludeme.parser import parse_text
>>> uses_stacks(parse_text('(game "G" (rules (play (move Add (to (sites Board)) stack:True))))').forms[0])
True
>>> uses_stacks(parse_text('(game "G" (rules (play (move Add (to (sites Empty))))))').forms[0])
False
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from interpreter.compiler import PIECES, STATE
from ludeme.checker import Bound
from ludeme.syntax import Boolean, Call, Named, Node, walk

if TYPE_CHECKING:
    from interpreter.state import State

#: Ludemes that read or write levels, so that a game using them stacks: (head, selector).
_STACKING_LUDEMES = frozenset({("size", "Stack"), ("count", "Stack"), ("forEach", "Level"), ("where", "Level"),
                               ("place", "Stack"), ("level", None), ("topLevel", None)})
#: Named arguments that make a game stack when written True (any value for the level ones).
_STACKING_FLAGS = frozenset({"stack", "largeStack"})
_LEVEL_ARGUMENTS = frozenset({"levelFrom", "levelTo"})
#: Parts of moves whose level: makes a game stack (a level given to (who ...) or (what ...) alone does not).
_LEVELLED_PARTS = frozenset({"to", "from"})


def uses_stacks(node: Node) -> bool:
    """Whether the rules written in ``node`` (a game's syntax tree) stack pieces (see the module)."""
    for inner in walk(node):
        if not isinstance(inner, Call):
            continue
        selector = str(inner.positional[0]) if inner.positional else None
        if (inner.name, selector) in _STACKING_LUDEMES:
            return True
        for argument in inner.args:
            if not isinstance(argument, Named):
                continue
            if argument.name in _STACKING_FLAGS and isinstance(argument.value, Boolean) and argument.value.value:
                return True
            if argument.name in _LEVEL_ARGUMENTS or (argument.name == "level" and inner.name in _LEVELLED_PARTS):
                return True
    return False


def reads_levels(bound: Bound) -> frozenset[str]:
    """What a ludeme reading the stack on a site (``at:``, ``(last To)`` by default) or a region (``in:``)
    reads of the state: the pieces (every level of them, so never under the top pieces of some sites
    alone: :mod:`interpreter.compiler.footprint` leaves such a test unremembered), and the last move when
    it names no site."""
    written = bound.get("at") is not None or bound.get("in") is not None
    return frozenset({PIECES}) if written else frozenset({PIECES, STATE})


def reads_at_level(bound: Bound) -> frozenset[str]:
    """What ``(who at:...)`` and ``(what at:...)`` read: the pieces of the site (the top one), or, with
    ``level:``, a piece below it, which the pieces seen on top of sites do not tell apart."""
    return frozenset({PIECES, STATE}) if bound.get("level") is not None else frozenset({PIECES})


def mover(whole: bool) -> Callable[[State, int, int, int], None]:
    """``move_pieces(state, frm, to, number)``: the top ``number`` pieces of a stack (all, with
    ``whole``) go onto the pieces on another site, in their order (Ludii's move of a sub-stack)."""

    def move_pieces(state: State, frm: int, to: int, number: int) -> None:
        stacks = state.stacks
        assert stacks is not None  # a game that stacks
        moving = stacks[frm] if whole else stacks[frm][max(len(stacks[frm]) - number, 0):] if number > 0 else []
        if not moving or frm == to or not 0 <= to < len(stacks):
            return
        state.set_stack(to, [*stacks[to], *moving])
        state.set_stack(frm, stacks[frm][:len(stacks[frm]) - len(moving)])

    return move_pieces


def shift(state: State, frm: int, level_from: int, to: int, level_to: int) -> None:
    """One piece from a level of a stack (its top with -1) to a level of another (on top with -1)
    (Ludii's moves with levelFrom: and levelTo:); a level beyond the stack is its top."""
    stacks = state.stacks
    assert stacks is not None  # a game that stacks
    if frm == to or not (0 <= frm < len(stacks) and 0 <= to < len(stacks)) or not stacks[frm]:
        return
    leaving = stacks[frm]
    at = len(leaving) - 1 if not 0 <= level_from < len(leaving) else level_from
    piece = leaving[at]
    state.set_stack(frm, [*leaving[:at], *leaving[at + 1:]])
    arriving = stacks[to]
    into = len(arriving) if not 0 <= level_to < len(arriving) else level_to
    state.set_stack(to, [*arriving[:into], piece, *arriving[into:]])


def insert(state: State, site: int, level: int, owner: int, kind: int) -> None:
    """A new piece into the stack on a site at a level (on top when the level is beyond the stack)."""
    stacks = state.stacks
    assert stacks is not None  # a game that stacks
    stack = stacks[site]
    into = len(stack) if not 0 <= level < len(stack) else level
    state.set_stack(site, [*stack[:into], (owner, kind), *stack[into:]])


def take(state: State, site: int, number: int) -> None:
    """Take ``number`` pieces off the top of the stack on a site (Ludii's removal of the top piece, made
    ``number`` times)."""
    stacks = state.stacks
    assert stacks is not None  # a game that stacks
    if 0 <= site < len(stacks) and number > 0 and stacks[site]:
        state.set_stack(site, stacks[site][:max(len(stacks[site]) - number, 0)])


def height(state: State, site: int) -> int:
    """The number of pieces on a site of the board (0 off the board, or in a game that does not stack
    and an empty site; 1 for an occupied site there)."""
    stacks = state.stacks
    if stacks is not None:
        return len(stacks[site]) if 0 <= site < len(stacks) else 0
    return 1 if 0 <= site < len(state.what) and state.what[site] >= 0 else 0


def piece_at(state: State, site: int, level: int) -> tuple[int, int]:
    """``(owner, kind)`` of the piece at a level of a site ((0, -1) where there is none); in a game
    that does not stack, the piece on the site, whatever the level (as Ludii reads it there)."""
    stacks = state.stacks
    if stacks is not None:
        if 0 <= site < len(stacks):
            stack = stacks[site]
            if 0 <= level < len(stack):
                return stack[level]
        return 0, -1
    if 0 <= site < len(state.what):
        return state.who[site], state.what[site]
    return 0, -1


#: Sites along one axis from a site: the rays both ways, the site itself left out.
Axis = tuple[tuple[int, ...], tuple[int, ...]]


def line_in_stacks(state: State, site: int, need: int, exact: bool, axes: Sequence[Axis],
                   by_level: bool, top: bool, condition: Callable[[State], bool] | None = None) -> bool:
    """Whether a line of ``need`` pieces of the kind on top of ``site`` runs through it, in a game that
    stacks (Ludii's IsLine on stacks). Without ``by_level`` a site is in the line when a piece of its
    stack is of that kind (its top one only, with ``top``) and, the site through which the line runs
    aside, it meets ``condition`` (with (to) the site); with ``by_level``, the line goes up the
    stack from the top piece, along the top piece's level, or one level up or down at each step."""
    stacks = state.stacks
    assert stacks is not None  # asked in a game that stacks only
    stack = stacks[site]
    if not stack:
        return False
    kind = stack[-1][1]
    if need == 1:
        return True
    if by_level:
        return _line_by_level(stacks, site, kind, need, exact, axes)

    def holds(at: int) -> bool:
        pieces = stacks[at]
        return bool(pieces) and pieces[-1][1] == kind if top else any(what == kind for _, what in pieces)

    if not holds(site):
        return False
    if condition is None:
        return _line_of(axes, holds, need, exact)

    def meets(at: int) -> bool:
        state.var_to = at
        return holds(at) and condition(state)

    saved = state.var_to
    try:
        return _line_of(axes, meets, need, exact)
    finally:
        state.var_to = saved


def _line_of(axes: Sequence[Axis], holds: Callable[[int], bool], need: int, exact: bool) -> bool:
    """Whether, along some direction and its opposite, the sites that hold make a line of ``need``
    with the site itself."""
    for axis in _radials(axes):
        count = 1
        for ray in axis:  # ahead, then behind
            for at in ray:
                if not holds(at):
                    break
                count += 1
                if count == need and not exact:
                    return True
        if count == need:
            return True
    return False


def _radials(axes: Sequence[Axis]) -> list[Axis]:
    """Each direction of each axis with its opposite, as Ludii walks radials: both ways of an axis."""
    return [pair for ahead, behind in axes for pair in ((ahead, behind), (behind, ahead))]


def _line_by_level(stacks: list[list[tuple[int, int]]], site: int, kind: int, need: int, exact: bool,
                   axes: Sequence[Axis]) -> bool:
    """A line of ``need`` pieces of ``kind`` through the top piece of ``site``, as Ludii finds one with
    byLevel:True (made for pieces dropped on top of each other): down the stack from the top;
    else, for each direction and its opposite, along the top piece's level, then going down a level
    at each step one way and up the other, then up one way and down the other. A line with exact:
    counts as Ludii's does, the opposite way of a slope left out."""
    size = len(stacks[site])
    if size >= need:
        count = 1
        for level in range(size - 2, size - 1 - need, -1):
            if stacks[site][level][1] != kind:
                break
            count += 1
            if count == need and not exact:
                return True
        if count == need:
            return True
    origin = size - 1

    def walk(sites: Sequence[int], level: int, slope: int, count: int) -> int:
        """The pieces of ``kind`` met along ``sites``, at ``level`` and then ``slope`` more at each step,
        added to ``count``; ``need`` as soon as a line is made (without exact:)."""
        for at in sites:
            if level < 0:
                break
            pieces = stacks[at]
            if len(pieces) <= level or pieces[level][1] != kind:
                break
            count += 1
            level += slope
            if count == need and not exact:
                return need
        return count

    for ahead, behind in _radials(axes):
        for slope in (0, -1, 1):  # along the level; down then up; up then down
            count = walk((site, *ahead), origin, slope, 0)
            if count == need and not exact:
                return True
            total = walk(behind, origin - slope, -slope, count)
            # Ludii's test after the walk: the forward count alone going down, the whole line otherwise
            if (count if slope < 0 else total) == need or (total == need and not exact):
                return True
    return False
