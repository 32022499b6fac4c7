"""Families of areas: the rows, the columns, the fields of a coloured board, ... and what
is counted over them.

A family is written as static region words (``Rows``, ``{Rows Columns Fields}``, as
Ludii's RegionTypeStatic) or as the name of a ``(regions "Name" ...)`` item made of areas
(or of any named region: its parts are its areas). It is resolved once, at compile time,
to a tuple of areas (sorted tuples of sites) and a table from each site to the areas that
contain it; counting then visits only the occupied sites.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from interpreter.board.errors import BoardError
from interpreter.compiler import Compiler
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean

if TYPE_CHECKING:
    from interpreter.state import State


class Areas:
    """A family of areas on a board: ``areas[i]`` (sorted sites) and ``of_site[site]`` (area indices)."""

    __slots__ = ("areas", "of_site")

    def __init__(self, areas: Iterable[Iterable[int]], num_sites: int) -> None:
        self.areas = tuple(tuple(sorted(area)) for area in areas)
        of_site: list[list[int]] = [[] for _ in range(num_sites)]
        for index, area in enumerate(self.areas):
            for site in area:
                of_site[site].append(index)
        self.of_site = tuple(tuple(indices) for indices in of_site)


def resolve_areas(value: Any, bound: Bound, c: Compiler) -> Areas:
    """The family an areas argument names; a diagnostic at ``bound`` when it names none."""
    board = c.board
    try:
        if isinstance(value, str):
            for region in c.regions:
                if region.name == value:
                    return Areas(region.parts, board.num_sites)
            if value in board.regions:
                return Areas([board.regions[value]], board.num_sites)
            known = [region.name for region in c.regions] + [n for n in board.regions if not n.startswith("Tile ")]
            raise DiagnosticError([Diagnostic.error(
                f'no region is named "{value}"', bound.node.span,
                hint=did_you_mean(value, known) or (
                    f"regions: {', '.join(dict.fromkeys(known))}" if known
                    else 'name one in the equipment, e.g. (regions "Areas" {Rows Columns})'))])
        words = value if isinstance(value, tuple) else (value,)
        found = [area for word in words for area in board.areas(word.text if isinstance(word, s.Name) else word)]
        return Areas(found, board.num_sites)
    except BoardError as error:
        raise DiagnosticError([Diagnostic.error(str(error), bound.node.span)]) from None


def _over_areas(bound: Bound, c: Compiler, name: str = "areas") -> Areas:
    return resolve_areas(bound.get(name), bound, c)


#: Ludemes whose value follows from their arguments alone (no reading of the state).
_PURE = frozenset({("+", None), ("-", None), ("*", None), ("/", None), ("%", None), ("max", None), ("min", None),
                   ("if", None), ("=", None), ("!=", None), ("<", None), ("<=", None), (">", None), (">=", None),
                   ("and", None), ("or", None), ("not", None)})


def counts_in_the_area(value: object, all_owners: bool = False) -> bool:
    """Whether a value over an area follows from the owners of the pieces in the area alone:
    it is made of pure arithmetic, comparisons, constants and (count Pieces <seat> in:(sites)) with
    a seat written P1, P2, ... (with ``all_owners``, also All: every owner's pieces).

    >>> from ludeme.files import read_description_text
    >>> text = ('(game "G" (players 2) (equipment {(board (square 3))}) (rules (play (move Add (to '
    ...         '(sites Area Rows if:(>= (count Pieces All in:(sites)) 2))))) (end (if (is Full) (result Mover Win)))))')
    >>> test = read_description_text(text).game.get("rules").get("play").get("moves").get("to").get("sites").get("if")
    >>> counts_in_the_area(test), counts_in_the_area(test, all_owners=True)
    (False, True)
    """
    if not isinstance(value, Bound):
        return isinstance(value, (int, bool))
    entry = value.ludeme
    if (entry.head, entry.selector) == ("count", "Pieces"):
        who, where = value.arguments.get("who"), value.arguments.get("in")
        return (set(value.arguments) == {"who", "in"} and isinstance(who, s.Name)
                and (who.text[:1] == "P" and who.text[1:].isdigit() or all_owners and who.text == "All")
                and isinstance(where, Bound) and where.ludeme.head == "sites"
                and not where.ludeme.selector and not where.arguments)
    if (entry.head, entry.selector) not in _PURE:
        return False
    return all(counts_in_the_area(inner, all_owners) for argument in value.arguments.values()
               for inner in (argument if isinstance(argument, tuple) else (argument,)))


def kept_by_owners(areas: Sequence[tuple[int, ...]], value: Callable[[State], Any],
                   num_sites: int) -> Callable[[State], list[Any]]:
    """``f(state)``: ``value(state)`` with ``(sites)`` bound to each area in turn, for a value that
    follows from the owners of the area's pieces alone (:func:`counts_in_the_area`): each area's value
    is kept, and worked out again only for the areas holding a site whose owner changed since the
    last call (by owners, so a content seen before is not worked out again either). The owners of
    the last call are compared with the state's whole, so any state may be asked about. The list
    given is the same each time: callers read it only.

    >>> values = kept_by_owners([(0, 1), (1, 2)], lambda state: state.who[state.var_sites[0]], 3)
    >>> class Position: who, var_sites = [1, 2, 0], ()
    >>> values(Position())
    [1, 2]
    """
    getters = [itemgetter(*area) if len(area) > 1 else (lambda who, site=area[0]: (who[site],))
               for area in areas]
    known: list[dict[tuple[int, ...], Any]] = [{} for _ in areas]
    areas_of: list[list[int]] = [[] for _ in range(num_sites)]
    for index, area in enumerate(areas):
        for site in area:
            areas_of[site].append(index)
    last_owners: list[int] = [-1] * num_sites  # no owner is -1: every area is worked out at first
    found: list[Any] = [0] * len(areas)

    def work_out(state: State, index: int) -> None:
        owners, seen = getters[index](state.who), known[index]
        result = seen.get(owners)
        if result is None:
            if len(seen) >= 4096:
                seen.clear()
            state.var_sites = areas[index]
            result = seen[owners] = value(state)
        found[index] = result

    def values(state: State) -> list[Any]:
        who = state.who
        changed = list(compress(areas_of, map(operator.ne, who, last_owners)))  # one C loop
        if changed:
            saved = state.var_sites
            for index in {index for indices in changed for index in indices}:
                work_out(state, index)
            state.var_sites = saved
            last_owners[:] = who
        return found

    return values
