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

The same holds of a test asked of each area of a family with ``(sites)`` bound to the area's sites
(``(count Rings if:(<= 4 (count Pieces Mover in:(sites))))``): it reads the pieces of that area,
and its answer for each area is kept under them (:func:`remembered_per_area`).
"""

from __future__ import annotations

from operator import attrgetter, itemgetter
from typing import Callable, Mapping, Sequence

from interpreter.compiler import (BINDS, CONTEXT_NAMES, GIVES, MOVER, PIECES, READS_AT, STATE, Compiler, Places,
                                  carry, free_context, reads_of, sift)
from interpreter.context import NAMES
from ludeme import syntax as s
from ludeme.checker import Bound

Sites = frozenset[int]

#: Answers kept for one test before they are all forgotten (pieces seen long ago rarely come back).
KEPT = 16384


def _key(bound: Bound) -> tuple[str, str | None, str]:
    entry = bound.ludeme
    return entry.head, entry.selector, entry.returns


#: The sites each name of the evaluation context can be where a ludeme is asked, such as
#: ``{"to": <the candidates>}`` or ``{"sites": <an area's sites>}``; a name left out is not known.
Bindings = Mapping[str, Sites]


def _bindings(over: Sites | None, bound: Bindings | None) -> dict[str, Sites]:
    found = dict(bound or {})
    if over is not None:
        found["to"] = over
    return found


def _context_name(value: Bound) -> str | None:
    """The name of the evaluation context a ludeme is, when it reads that name and nothing else:
    ``(to)``, ``(sites)``, ``(site)``."""
    if value.arguments:
        return None
    names = reads_of(value)
    return next(iter(names)) if len(names) == 1 and names <= CONTEXT_NAMES else None


def site_values(value, c: Compiler, over: Sites | None, bound: Bindings | None = None) -> Sites | None:
    """The sites a ludeme of one site or of sites can give, with ``(to)`` among ``over`` (and the
    other names of the context among the sites ``bound`` gives them); None when they are not known.

    >>> site_values(4, None, None), site_values(None, None, None)
    (frozenset({4}), None)
    """
    return _site_values(value, c, _bindings(over, bound))


def _site_values(value, c: Compiler, context: Bindings) -> Sites | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return frozenset({value})
    if not isinstance(value, Bound):
        return None
    name = _context_name(value)
    if name is not None:
        return context.get(name)
    gives = GIVES.get(_key(value))
    return gives(value, c, lambda argument: _site_values(argument, c, context)) if gives is not None else None


def sites_read(value, c: Compiler, over: Sites | None, bound: Bindings | None = None) -> Sites | None:
    """The sites of the board whose pieces a ludeme (and the ludemes within it) reads, with
    ``(to)`` among ``over`` (and the other names of the context among the sites ``bound`` gives
    them); None when it may read more than the pieces of known sites."""
    return _sites_read(value, c, _bindings(over, bound))


def _sites_read(value, c: Compiler, context: Bindings) -> Sites | None:
    if isinstance(value, tuple):
        found: set[int] = set()
        for item in value:
            read = _sites_read(item, c, context)
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
        at = _site_values(value.arguments.get(parameter), c, context) if parameter is not None else None
        if at is None:
            return None
        found.update(site for site in at if 0 <= site < c.board.num_sites)
    binds = BINDS.get(key, {})
    for name, argument in value.arguments.items():
        inner = context
        if binds.get(name):  # names bound here: (to) a test of the sites the ludeme gives, others not known
            inner = {known: sites for known, sites in context.items() if known not in binds[name]}
            if "to" in binds[name] and (given := _site_values(value, c, context)) is not None:
                inner["to"] = given
        read = _sites_read(argument, c, inner)
        if read is None:
            return None
        found |= read
    return frozenset(found)


def _conjuncts(test: Bound) -> tuple:
    if (test.ludeme.head, test.ludeme.selector) != ("and", None):
        return (test,)
    listed = test.get("list")
    return tuple(listed) if listed is not None else (test.get("a"), test.get("b"))


def _parts_read(test: Bound, over: Sites, c: Compiler) -> list[tuple[Bound, Sites | None]]:
    """The parts of a test (the operands of an ``and``, or the test), each with the sites whose
    pieces it reads (with ``(to)`` among ``over``; None when not known)."""
    return [(part, sites_read(part, c, over)) for part in _conjuncts(test)]


def _position_key(footprint: set[int] | frozenset[int], by_mover: bool, names: set[str]) -> Callable:
    """``key(state)``: the pieces on some sites (who and what), the mover if read, and the context
    names read (their state attributes)."""
    pieces = itemgetter(*sorted(footprint)) if footprint else (lambda pieces: ())
    if names:
        context = attrgetter(*sorted(names))
        if by_mover:
            return lambda state: (pieces(state.who), pieces(state.what), state.mover, context(state))
        return lambda state: (pieces(state.who), pieces(state.what), context(state))
    if by_mover:
        return lambda state: (pieces(state.who), pieces(state.what), state.mover)
    return lambda state: (pieces(state.who), pieces(state.what))


#: Role words whose seat follows the mover.
_MOVER_WORDS = frozenset({"Mover", "Next", "Prev", "Enemy", "NonMover", "Friend", "Ally"})


def _reads_mover(parts: list[Bound]) -> bool:
    """Whether some ludemes read the mover: as their rules declare, or through a role word written
    in them (``(count Pieces Mover in:...)``)."""
    stack = list(parts)
    while stack:
        current = stack.pop()
        if MOVER in reads_of(current):
            return True
        for value in current.arguments.values():
            for inner in value if isinstance(value, tuple) else (value,):
                if isinstance(inner, Bound):
                    stack.append(inner)
                elif isinstance(inner, s.Name) and inner.text in _MOVER_WORDS:
                    return True
    return False


def _context_read(parts: list[Bound], bound_here: frozenset[str] = frozenset()) -> set[str]:
    """The state attributes of the context names some ludemes read, but those bound here."""
    return {NAMES[name].attribute for part in parts for name in free_context(part) - bound_here}


def remembered_places(sites: Bound | None, test: Bound, region: Callable, condition: Callable, text: str,
                      c: Compiler) -> Places:
    """The places of ``(to <sites> if:<test>)``, remembering what follows from the pieces of known
    sites (and the mover and the context names read):

    - when the sites do: the sites meeting the parts of the test that read no other sites, kept
      under those pieces (``chosen``: the sites are not worked out again while they hold the same
      pieces; with fixed sites, every part that reads the pieces of known sites is kept);
    - the parts that read the pieces of other known sites: their answers, kept under those pieces
      and the candidates they are asked about (a ``sift`` of the condition when the sites are not
      kept).

    The other parts of the test are asked of what is kept, each time."""
    over = site_values(sites, c, None)
    if not c.remember or over is None:
        return Places(region, condition, text)
    parts = _parts_read(test, over, c)
    region_read = sites_read(sites, c, None)
    inside: list[Bound] = []
    if region_read is not None:
        kept_by = region_read or frozenset().union(*(read for _, read in parts if read is not None))
        inside = [part for part, read in parts if read is not None and read <= kept_by]
    outside = [(part, read) for part, read in parts if read is not None and part not in inside]
    answers = _answers([part for part, _ in outside], frozenset().union(*(read for _, read in outside)), c)
    rest = [c.compile(part, "boolean") for part, read in parts if read is None]
    if inside:
        written = [sites] if isinstance(sites, Bound) else []  # a ludeme, or sites written out
        key_of = _position_key(kept_by, _reads_mover([*written, *inside]),
                               _context_read(inside, frozenset({"to"})) | _context_read(written))
        tests = [c.compile(part, "boolean") for part in inside]
        return Places(region, condition, text, _chosen(key_of, region, tests, answers, rest))
    if answers is None:
        return Places(region, condition, text)

    def sift_remembered(state, candidates):
        if not over.issuperset(candidates):  # candidates found elsewhere (by a movement ludeme)
            return sift(condition, state, candidates)
        found = answers(state, candidates)
        for each in rest:
            found = sift(each, state, found)
        return found

    def tested(state):
        return condition(state)

    return Places(region, carry(tested, sift=sift_remembered), text)


def _answers(parts: list[Bound], footprint: frozenset[int], c: Compiler) -> Callable | None:
    """``answers(state, candidates)``: the candidates meeting some tests that read the pieces of
    known sites (the ``footprint``), as a tuple kept under those pieces, the mover and context names
    they read, and the candidates; None for no tests."""
    if not parts:
        return None
    key_of = _position_key(footprint, _reads_mover(parts), _context_read(parts, frozenset({"to"})))
    tests = [c.compile(part, "boolean") for part in parts]
    known: dict[tuple, tuple[int, ...]] = {}

    def answers(state, candidates):  # its known answers and key are read by _chosen itself
        key = (key_of(state), tuple(candidates))
        kept = known.get(key)
        if kept is None:
            if len(known) >= KEPT:
                known.clear()
            chosen = candidates
            for each in tests:
                chosen = sift(each, state, chosen)
            kept = known[key] = tuple(chosen)
        return kept

    return carry(answers, known=known, key_of=key_of)


def _chosen(key_of: Callable, region: Callable, tests: list[Callable], answers: Callable | None,
            rest: list[Callable]) -> Callable:
    """``chosen(state)``: the sites of a region meeting some tests, kept under ``key_of(state)``
    (what the region and the tests read); then those that the ``answers`` of other tests keep,
    and those meeting the ``rest`` of the tests."""
    known: dict[tuple, tuple[int, ...]] = {}
    # the answers of the other tests, looked up here (a call less on the way that counts)
    answered, answer_key = getattr(answers, "known", {}), getattr(answers, "key_of", None)
    ask: Callable = answers or (lambda state, candidates: candidates)

    def chosen(state):
        key = key_of(state)
        kept = known.get(key)
        if kept is None:
            if len(known) >= KEPT:
                known.clear()
            found = region(state)
            for each in tests:
                found = sift(each, state, found)
            kept = known[key] = tuple(found)
        if answer_key is not None and kept:
            found = answered.get((answer_key(state), kept))
            kept = found if found is not None else ask(state, kept)
        if not rest:
            return kept
        found = kept
        for each in rest:
            found = sift(each, state, found)
        return found

    return chosen


def remembered_per_area(test: object, condition: Callable, areas: Sequence[Sequence[int]],
                        c: Compiler) -> list[Callable] | None:
    """A test asked of each area of a family with ``(sites)`` bound to the area's sites (``(count
    Rings if:...)``): for each area, the test remembered under the pieces of the sites it reads
    there, the mover and the other context names it reads; None when it reads more than that."""
    if not c.remember or not isinstance(test, Bound):
        return None
    reads = [sites_read(test, c, None, {"sites": frozenset(area)}) for area in areas]
    if any(read is None for read in reads):
        return None
    by_mover, names = _reads_mover([test]), _context_read([test], frozenset({"sites"}))
    return [_kept_test(_position_key(read, by_mover, names), condition) for read in reads if read is not None]


def _kept_test(key_of: Callable, condition: Callable) -> Callable:
    """``tested(state)``: the condition's answer, kept under ``key_of(state)``."""
    known: dict[tuple, bool] = {}

    def tested(state):
        key = key_of(state)
        answer = known.get(key)
        if answer is None:
            if len(known) >= KEPT:
                known.clear()
            answer = known[key] = condition(state)
        return answer

    return tested
