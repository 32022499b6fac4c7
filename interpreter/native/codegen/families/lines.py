"""Emitters of the sites in line with a site: ``(sites Direction ...)``, with the meaning of the
reference's rule (:func:`interpreter.compiler.families.region.sites_direction`).

The board's rays are tables: without stop:, included: or distance:, each site's line (the sites
of every ray from it, in increasing order) is a row of one table; otherwise the rays are walked, one
row of a table per site and direction (``site * directions + direction``), each ray in its order.
"""

from __future__ import annotations

import contextlib

from interpreter.compiler.lines import direction_names
from interpreter.native.codegen.emitter import Emitter, Function, emits, padded, refuse
from ludeme.checker import Bound


@emits("sites", "Direction", "sites")
def sites_direction(bound: Bound, e: Emitter, f: Function) -> str:
    """The sites in line with a site (or with the sites of a region), in increasing order."""
    board = e.board
    names = direction_names(board, bound.get("directions"))
    if not names:
        raise refuse(bound, "names no direction of this board")
    origin = bound.get("from")
    from_region = isinstance(origin, tuple) or (isinstance(origin, Bound) and origin.ludeme.returns == "sites")
    included, stop, distance = bound.get("included"), bound.get("stop"), bound.get("distance")
    row = e.row()
    f.line(f"start_row(b, {row})")
    with contextlib.ExitStack() as origins:
        site = f.fresh("origin")
        if from_region:
            region, index = e.region(origin, f), f.fresh("i")
            origins.enter_context(f.block(f"for {index} in range(b.rows[{region}, 0]):"))
            f.line(f"{site} = b.rows[{region}, {index} + 1]")
        else:
            f.line(f"{site} = {e.number(origin, f)}")
        with f.block(f"if 0 <= {site} < {e.size}:"):
            if included is None and stop is None and distance is None:
                lines = e.table(("lines", names), lambda: padded(
                    [sorted({t for d in names for t in board.ray(s, d)}) for s in board.sites]))
                k, other = f.fresh("k"), f.fresh("to")
                with f.block(f"for {k} in range({lines}.shape[1]):"):
                    f.line(f"{other} = {lines}[{site}, {k}]")
                    with f.block(f"if {other} >= 0:"):
                        f.line(f"add_site(b, {row}, {other})")
            else:
                _walk(bound, e, f, row, site, names)
    f.line(f"sort_row(b, np.int64({row}))")
    return str(row)


def _walk(bound: Bound, e: Emitter, f: Function, row: int, site: str, names: tuple[str, ...]) -> None:
    """Each ray from ``site`` up to distance: sites, ended before the first (to) meeting stop: (which
    stopIncluded: keeps); the origin first when included: holds."""
    board = e.board
    rays = e.table(("rays", names), lambda: padded(
        [board.ray(s, d) for s in board.sites for d in names]))
    included, stop, distance = bound.get("included"), bound.get("stop"), bound.get("distance")
    if included is not None:
        with f.block(f"if {e.boolean(included, f)}:"):
            f.line(f"add_site(b, {row}, {site})")
    limit, ways, way, k, other = f.fresh("limit"), f.fresh("ways"), f.fresh("way"), f.fresh("k"), f.fresh("to")
    f.line(f"{limit} = {e.number(distance, f) if distance is not None else e.size}")
    f.line(f"{ways} = {rays}.shape[0] // {e.size}")
    with f.block(f"for {way} in range({ways}):"):
        with f.block(f"for {k} in range(min({limit}, {rays}.shape[1])):"):
            f.line(f"{other} = {rays}[{site} * {ways} + {way}, {k}]")
            with f.block(f"if {other} < 0:"):
                f.line("break")
            if stop is not None:
                with f.bound("to", other):
                    test = e.boolean(stop, f)
                    with f.block(f"if {test}:"):
                        kept = bound.get("stopIncluded")
                        if kept is not None:
                            with f.block(f"if {e.boolean(kept, f)}:"):
                                f.line(f"add_site(b, {row}, {other})")
                        f.line("break")
            f.line(f"add_site(b, {row}, {other})")


__all__ = ["sites_direction"]
