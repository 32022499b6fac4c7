"""Lines through a site: the sites in line with it, and its row and column.

``(sites Direction from:... <directions>)`` walks the board's rays (precomputed by the
board) from a site in each direction to the edge, as Ludii's SitesDirection does. Without
``stop:``, ``distance:`` or ``included:`` the answer for each site is worked out once, at
compile time, so the sites in line with the last placement are one table look-up.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, rule
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError

#: The relation words a direction argument may use, for every direction of that relation.
RELATION_WORDS = ("Orthogonal", "Diagonal", "Adjacent", "All")


def direction_names(board, value) -> tuple[str, ...]:
    """The board's compass directions that a directions argument means (Adjacent when absent).

    A relation word gives every direction whose step is a neighbour by that relation; a
    compass word gives itself when the board has it (Ludii ignores the others).
    """
    if value is None:
        words = ("Adjacent",)
    elif isinstance(value, s.Name):
        words = (value.text,)
    elif isinstance(value, Bound):  # (directions {N S})
        words = tuple(v.text if isinstance(v, s.Name) else v for v in value.get("list"))
    else:
        words = tuple(v.text if isinstance(v, s.Name) else v for v in value)
    names: list[str] = []
    for word in words:
        if word in ("Adjacent", "All"):
            found = list(board.directions)
        elif word in ("Orthogonal", "Diagonal"):
            table = board.neighbour_table(word)
            found = [d for d in board.directions
                     if any((t := board.step(site, d)) is not None and t in table[site] for site in board.sites)]
        else:
            found = [word] if word in board.directions else []
        names += [d for d in found if d not in names]
    return tuple(names)


@rule("sites", "Direction", "sites")
def sites_direction(bound: Bound, c: Compiler):
    board = c.board
    origin = bound.get("from")
    from_region = isinstance(origin, tuple) or (isinstance(origin, Bound) and origin.ludeme.returns == "sites")
    start = c.compile(origin, "sites" if from_region else "int")
    names = direction_names(board, bound.get("directions"))
    if not names:
        raise DiagnosticError([Diagnostic.error(
            f"no direction of this board is meant here; it has {', '.join(board.directions)}", bound.node.span)])
    rays = [tuple(board.ray(site, d) for d in names) for site in board.sites]
    included = c.optional(bound.get("included"), "boolean")
    stop = c.optional(bound.get("stop"), "boolean")
    stop_included = c.optional(bound.get("stopIncluded"), "boolean")
    distance = c.optional(bound.get("distance"), "int")
    count = board.num_sites

    if included is None and stop is None and distance is None:
        lines = [tuple(sorted({t for ray in site_rays for t in ray})) for site_rays in rays]
        if not from_region:
            return lambda state: lines[site] if 0 <= (site := start(state)) < count else ()

        def joined(state):
            found = set()
            for site in start(state):
                found.update(lines[site])
            return sorted(found)

        return joined

    def walk(state):
        origins = start(state) if from_region else (start(state),)
        found: dict[int, None] = {}  # in order of discovery, each once
        limit = distance(state) if distance is not None else count
        saved = state.var_to
        for site in origins:
            if not 0 <= site < count:
                continue
            if included is not None and included(state):
                found[site] = None
            for ray in rays[site]:
                for to in ray[:max(0, limit)]:
                    if stop is not None:
                        state.var_to = to
                        if stop(state):
                            if stop_included is not None and stop_included(state):
                                found[to] = None
                            break
                    found[to] = None
        state.var_to = saved
        return sorted(found)

    return walk


@rule("row", returns="int")
def row_of(bound: Bound, c: Compiler):
    rows, at = c.board.row_of, c.compile(bound.get("of"), "int")
    return lambda state: rows[site] if 0 <= (site := at(state)) < len(rows) else -1


@rule("column", returns="int")
def column_of(bound: Bound, c: Compiler):
    columns, at = c.board.column_of, c.compile(bound.get("of"), "int")
    return lambda state: columns[site] if 0 <= (site := at(state)) < len(columns) else -1
