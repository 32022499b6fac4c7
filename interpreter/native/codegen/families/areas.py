"""Emitters of the ludemes over a family of areas (rows, columns, fields, a named region's parts):
``(sites Area ...)`` and ``(sum|min|max Areas ...)``, with the meaning of the reference's rules
(:mod:`interpreter.compiler.areas`, the region and ints families).

A family is one table of the game, a row per area (its sites in increasing order, padded with -1),
kept under the family's name: on a board laid out by chance the areas differ from layout to layout
(the fields), the table's place and the source do not. Each area in turn fills a row of the region
table, bound as ``(sites)`` for the value or the condition read over it.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from interpreter.compiler.areas import resolve_areas
from interpreter.native.codegen.emitter import Emitter, Function, emits
from ludeme import syntax as s
from ludeme.checker import Bound


def _family(bound: Bound, e: Emitter, name: str = "areas") -> str:
    """The table of the areas a family argument names, one row per area."""
    value = bound.get(name)
    areas = resolve_areas(value, bound, e.game._compiler).areas

    def make() -> np.ndarray:
        width = max([len(area) for area in areas] + [1])
        table = np.full((len(areas), width), -1, dtype=np.int32)
        for index, area in enumerate(areas):
            table[index, :len(area)] = area
        return table

    return e.table(("areas", _words(value)), make)


def _words(value: Any) -> tuple[str, ...]:
    """A family argument as text, the key of its table."""
    if isinstance(value, tuple):
        return tuple(item for word in value for item in _words(word))
    return (value.text if isinstance(value, s.Name) else str(value),)


@emits("sites", "Area", "sites")
def sites_area(bound: Bound, e: Emitter, f: Function) -> str:
    """The sites of the areas (those holding the site at:, those meeting if: with (sites) each), in
    increasing order."""
    table = _family(bound, e)
    result, area, index, site = e.row(), e.row(), f.fresh("area"), f.fresh("at")
    f.line(f"start_row(b, {result})")
    at = bound.get("at")
    if at is not None:
        f.line(f"{site} = {e.number(at, f)}")
    with f.block(f"for {index} in range({table}.shape[0]):"):
        f.line(f"fill_table_row(b, np.int64({area}), {table}, np.int64({index}))")
        if at is not None:
            with f.block(f"if not in_row(b, np.int64({area}), np.int64({site})):"):
                f.line("continue")
        condition = bound.get("if")
        if condition is not None:
            with f.bound("sites", str(area)):
                test = e.boolean(condition, f)
            with f.block(f"if not ({test}):"):
                f.line("continue")
        k = f.fresh("k")
        with f.block(f"for {k} in range(b.rows[{area}, 0]):"):
            f.line(f"add_site(b, {result}, b.rows[{area}, {k} + 1])")
    f.line(f"sort_row(b, np.int64({result}))")
    return str(result)


def _over_areas(pick: str):
    """(sum|min|max Areas ...): the value read over each area, combined (0 over no area)."""
    def emit(bound: Bound, e: Emitter, f: Function) -> str:
        table = _family(bound, e)
        area, index, found, value = e.row(), f.fresh("area"), f.fresh("found"), f.fresh("value")
        f.line(f"{found} = 0")
        with f.block(f"for {index} in range({table}.shape[0]):"):
            f.line(f"fill_table_row(b, np.int64({area}), {table}, np.int64({index}))")
            with f.bound("sites", str(area)):
                f.line(f"{value} = {e.number(bound.get('value'), f)}")
            if pick == "sum":
                f.line(f"{found} += {value}")
            else:
                f.line(f"{found} = {value} if {index} == 0 else {pick}({found}, {value})")
        return found
    return emit


for _pick in ("sum", "min", "max"):
    emits(_pick, "Areas", "int")(_over_areas(_pick))
