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

from collections.abc import Iterable
from typing import Any

from interpreter.board.errors import BoardError
from interpreter.compiler import Compiler
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean


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
