"""Which sites' pieces a test reads, worked out from its ludemes when compiling, so that the test
of a move's candidate sites is remembered under the pieces of those sites alone: asked again
where they hold the same pieces (in another position, after other sites changed), it is
answered from memory.

``(is Empty (to))``, with ``(to)`` among the sites of track "A", reads the pieces of those sites;
``(who at:(trackSite FirstSite "A" from:(to) if:(not (is Empty (to)))))`` reads them too, as the
site it finds is one of track "A" and its test is asked of those sites only. The facts come from
the ludemes' rules (:func:`~interpreter.compiler.rule`): what each reads, ``reads_at`` (the
parameter giving the one site whose pieces it reads) and ``gives`` (the sites it can give). A
ludeme that reads more than the pieces (``STATE``), or pieces it does not say where, leaves the
footprint unknown, and the test is asked of each candidate as before.
"""

from __future__ import annotations

from operator import attrgetter, itemgetter
from typing import Callable

from interpreter.compiler import (BINDS, GIVES, MOVER, PIECES, READS_AT, STATE, Compiler, _everywhere, carry,
                                  free_context, is_candidate, reads_of, sift)
from interpreter.context import NAMES
from ludeme.checker import Bound

Sites = frozenset[int]

#: Answers kept for one test before they are all forgotten (pieces seen long ago rarely come back).
KEPT = 16384


def _key(bound: Bound) -> tuple[str, str | None, str]:
    entry = bound.ludeme
    return entry.head, entry.selector, entry.returns


def site_values(value, c: Compiler, over: Sites | None) -> Sites | None:
    """The sites a ludeme of one site or of sites can give, with ``(to)`` among ``over``; None
    when they are not known.

    >>> site_values(4, None, None), site_values(None, None, None)
    (frozenset({4}), None)
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return frozenset({value})
    if not isinstance(value, Bound):
        return None
    if is_candidate(value):
        return over
    gives = GIVES.get(_key(value))
    return gives(value, c) if gives is not None else None


def sites_read(value, c: Compiler, over: Sites | None) -> Sites | None:
    """The sites of the board whose pieces a ludeme (and the ludemes within it) reads, with
    ``(to)`` among ``over``; None when it may read more than the pieces of known sites."""
    if isinstance(value, tuple):
        found: set[int] = set()
        for item in value:
            read = sites_read(item, c, over)
            if read is None:
                return None
            found |= read
        return frozenset(found)
    if not isinstance(value, Bound):
        return frozenset()
    key = _key(value)
    reads = reads_of(value)
    if STATE in reads:
        return None
    found = set()
    if PIECES in reads:
        parameter = READS_AT.get(key)
        at = site_values(value.arguments.get(parameter), c, over) if parameter is not None else None
        if at is None:
            return None
        found.update(site for site in at if 0 <= site < c.board.num_sites)
    binds = BINDS.get(key, {})
    for name, argument in value.arguments.items():
        inner = over
        if "to" in binds.get(name, ()):  # a test of the sites the ludeme gives
            gives = GIVES.get(key)
            inner = gives(value, c) if gives is not None else None
        read = sites_read(argument, c, inner)
        if read is None:
            return None
        found |= read
    return frozenset(found)


def _conjuncts(test: Bound) -> tuple:
    if (test.ludeme.head, test.ludeme.selector) != ("and", None):
        return (test,)
    listed = test.get("list")
    return tuple(listed) if listed is not None else (test.get("a"), test.get("b"))


def remembered_condition(sites: Bound, test: Bound, condition: Callable, c: Compiler) -> Callable:
    """The condition of ``(to <sites> if:<test>)``, carrying a ``sift`` that remembers the answers
    of the parts of the test that read the pieces of known sites (and the mover and context
    names): kept under those pieces and the candidates, the other parts asked of what they keep.
    The condition itself when no part of the test is of that kind."""
    over = site_values(sites, c, None)
    if not c.remember or over is None:
        return condition
    local, rest, footprint = [], [], set[int]()
    for part in _conjuncts(test):
        read = sites_read(part, c, over)
        if read is None:
            rest.append(part)
        else:
            local.append(part)
            footprint |= read
    if not local:
        return condition
    local_tests = [c.compile(part, "boolean") for part in local]
    rest_tests = [c.compile(part, "boolean") for part in rest]
    pieces = itemgetter(*sorted(footprint)) if footprint else (lambda pieces: ())
    by_mover = any(MOVER in _everywhere(part) for part in local)
    names = sorted({NAMES[name].attribute for part in local for name in free_context(part)} - {"var_to"})
    context = attrgetter(*names) if names else (lambda state: ())
    known: dict[tuple, tuple[int, ...]] = {}

    def sift_remembered(state, candidates):
        if not over.issuperset(candidates):  # candidates found elsewhere (by a movement ludeme)
            return sift(condition, state, candidates)
        key = (pieces(state.who), pieces(state.what), state.mover if by_mover else 0, context(state),
               tuple(candidates))
        kept = known.get(key)
        if kept is None:
            if len(known) >= KEPT:
                known.clear()
            chosen = candidates
            for each in local_tests:
                chosen = sift(each, state, chosen)
            kept = known[key] = tuple(chosen)
        found = list(kept)
        for each in rest_tests:
            found = sift(each, state, found)
        return found

    def tested(state):
        return condition(state)

    return carry(tested, sift=sift_remembered)
