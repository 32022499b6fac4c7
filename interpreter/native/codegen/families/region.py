"""Emitters of regions: each fills a row of the state's region table with sites, in the order the
reference gives them (:mod:`interpreter.compiler.families.region`), and returns the row's number."""

from __future__ import annotations

from typing import Any

from interpreter.native.codegen.emitter import Emitter, Function, emits, refuse
from ludeme import syntax as s
from ludeme.checker import Bound


def write_group(e: Emitter, f: Function, row: int, visited: int, start: str, table: str, condition: Any) -> None:
    """Fill ``row`` with the pieces joined to ``start`` through ``table`` (of its owner, or meeting
    ``condition`` with (to) each candidate), in order, marking each in the row ``visited``."""
    top, site, index, other = f.fresh("top"), f.fresh("site"), f.fresh("k"), f.fresh("other")
    stack = e.row()  # the sites still to look around, a row of its own: the condition may flood too
    f.line(f"start_row(b, {row})")
    f.line(f"add_site(b, {row}, {start})")
    f.line(f"add_site(b, {visited}, {start})")
    f.line(f"b.rows[{stack}, 1] = {start}")
    f.line(f"{top} = 1")
    with f.block(f"while {top} > 0:"):
        f.line(f"{site} = b.rows[{stack}, {top}]")
        f.line(f"{top} -= 1")
        with f.block(f"for {index} in range({table}.shape[1]):"):
            f.line(f"{other} = {table}[{site}, {index}]")
            with f.block(f"if {other} < 0 or b.what[{other}] < 0 or in_row(b, {visited}, {other}):"):
                f.line("continue")
            if condition is None:
                with f.block(f"if b.who[{other}] != b.who[{start}]:"):
                    f.line("continue")
            else:
                with f.bound("to", other):
                    test = e.boolean(condition, f)
                with f.block(f"if not ({test}):"):
                    f.line("continue")
            f.line(f"add_site(b, {row}, {other})")
            f.line(f"add_site(b, {visited}, {other})")
            f.line(f"{top} += 1")
            f.line(f"b.rows[{stack}, {top}] = {other}")
    f.line(f"sort_row(b, np.int64({row}))")


def _filled(e: Emitter, f: Function, test: str) -> str:
    """A row of the sites, in order, for which ``test`` (reading ``site``) holds."""
    row = e.row()
    site = f.fresh("site")
    f.line(f"start_row(b, {row})")
    with f.block(f"for {site} in range({e.size}):"):
        with f.block(f"if {test.format(site=site)}:"):
            f.line(f"add_site(b, {row}, {site})")
    return str(row)


@emits("sites", "Empty", "sites")
def empty(bound: Bound, e: Emitter, f: Function) -> str:
    row = e.row()
    f.line(f"fill_empty(b, {row})")
    return str(row)


@emits("sites", "Occupied", "sites")
def occupied(bound: Bound, e: Emitter, f: Function) -> str:
    if bound.get("component") is not None or bound.get("components") is not None:
        raise refuse(bound, "is not generated with component:")
    container = bound.get("container")
    if container is not None and container != "Board":
        raise refuse(bound, "is not generated with container:")
    by = bound.get("by")
    text = by.text if isinstance(by, s.Name) else None
    row = e.row()
    if text in ("All", "Shared"):
        if text == "Shared":
            raise refuse(bound, "is not generated with by:Shared")
        f.line(f"fill_pieces(b, {row})")
        return str(row)
    several = e.seat_words(by)
    if several is not None:
        seat_test = several.replace("seat", "b.who[{site}]")
        return _filled(e, f, f"b.who[{{site}}] != 0 and {seat_test}")
    f.line(f"fill_owned(b, {row}, {e.seat(by, f)})")
    return str(row)


@emits("sites", "State", "sites")
def with_state(bound: Bound, e: Emitter, f: Function) -> str:
    row = e.row()
    f.line(f"fill_marked(b, {row}, {e.number(bound.get('value'), f)})")
    return str(row)


@emits("sites", None, "sites")
def sites(bound: Bound, e: Emitter, f: Function) -> str:
    """(sites) of (forEach Group ...); (sites LastTo) and (sites LastFrom): the last move's site, if
    any (the regions known before play are rows of constants, see Emitter.constant_region)."""
    part = bound.get("part")
    if part is not None and set(bound.arguments) == {"part"} and part.text in ("LastTo", "LastFrom"):
        return e.one_site(f"b.scalars[{'LAST_TO' if part.text == 'LastTo' else 'LAST_FROM'}]", f)
    if bound.arguments:
        raise refuse(bound, "is not generated with these arguments")
    return e.context("sites", f)


@emits("sites", "Around", "sites")
def around(bound: Bound, e: Emitter, f: Function) -> str:
    """The sites beside a region by a relation (not the region's own unless includeSelf:True), in
    order, that meet the condition with (to) each."""
    if bound.get("distance") is not None or bound.get("directions") is not None:
        raise refuse(bound, "is not generated with distance: or directions:")
    of = e.region(bound.get("of"), f)
    table = e.neighbours(bound.get("relationType"))
    found = e.row()
    f.line(f"fill_around(b, {found}, {of}, {table}, {int(bool(bound.get('includeSelf', False)))})")
    condition = bound.get("if")
    if condition is None:
        return str(found)
    result = e.row()
    candidate, index = f.fresh("to"), f.fresh("i")
    f.line(f"start_row(b, {result})")
    with f.block(f"for {index} in range(b.rows[{found}, 0]):"):
        f.line(f"{candidate} = b.rows[{found}, {index} + 1]")
        with f.bound("to", candidate):
            test = e.boolean(condition, f)
        with f.block(f"if {test}:"):
            f.line(f"add_site(b, {result}, {candidate})")
    return str(result)


@emits("sites", "Group", "sites")
def group(bound: Bound, e: Emitter, f: Function) -> str:
    """The pieces joined to the piece on a site (none when it is empty)."""
    table = e.neighbours(bound.get("directions"))
    row, visited = e.row(), e.row()
    start = f.fresh("start")
    f.line(f"{start} = {e.number(bound.get('at'), f)}")
    f.line(f"start_row(b, {row})")
    with f.block(f"if 0 <= {start} < {e.size} and b.what[{start}] >= 0:"):
        f.line(f"start_row(b, {visited})")
        write_group(e, f, row, visited, start, table, bound.get("if"))
    return str(row)


def _regions(bound: Bound) -> tuple:
    return bound.get("regions") or (bound.get("a"), bound.get("b"))


def _combined(bound: Bound, e: Emitter, f: Function, kernel: str) -> str:
    """A set operation of two regions or more, as a kernel filling a row from two, taken in turn."""
    rows = [e.region(region, f) for region in _regions(bound)]
    result = rows[0]
    for other in rows[1:]:
        made = e.row()
        f.line(f"{kernel}(b, {made}, {result}, {other})")
        result = str(made)
    if len(rows) == 1 and kernel != "fill_difference":  # one region: sorted, as the set operations give it
        f.line(f"sort_row(b, np.int64({result}))")
    return result


@emits("union", None, "sites")
def union(bound: Bound, e: Emitter, f: Function) -> str:
    return _combined(bound, e, f, "fill_union")


@emits("intersection", None, "sites")
def intersection(bound: Bound, e: Emitter, f: Function) -> str:
    return _combined(bound, e, f, "fill_intersection")


@emits("difference", None, "sites")
def difference(bound: Bound, e: Emitter, f: Function) -> str:
    """The sites of the region not in the other, in the region's order."""
    region, minus = e.region(bound.get("region"), f), e.region(bound.get("minus"), f)
    row = e.row()
    f.line(f"fill_difference(b, {row}, {region}, {minus})")
    return str(row)


@emits("forEach", None, "sites")
def for_each_region(bound: Bound, e: Emitter, f: Function) -> str:
    """The sites of a region, in its order, that meet the condition with (site) each."""
    region = e.region(bound.get("sites"), f)
    result = e.row()
    index, site = f.fresh("i"), f.fresh("site")
    f.line(f"start_row(b, {result})")
    with f.block(f"for {index} in range(b.rows[{region}, 0]):"):
        f.line(f"{site} = b.rows[{region}, {index} + 1]")
        with f.bound("site", site):
            test = e.boolean(bound.get("if"), f)
        with f.block(f"if {test}:"):
            f.line(f"add_site(b, {result}, {site})")
    return str(result)
