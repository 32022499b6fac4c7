"""The catalogue's families, grouped as Ludii groups its ludemes (``Core/src/game``).

Each family module holds ``ROWS`` of (signature, result kind, doc, example); its ludemes'
compile rules are in the module of the same name in ``interpreter/compiler/families/``
(board graphs: in ``interpreter/board/build.py``; equipment items and the game's parts:
read when the game is loaded).
"""

from __future__ import annotations

from ludeme.catalogue.families import (booleans, directions, end, equipment, game, graph, intArray, ints, meta,
                                       moves, range, region, start)

#: Family name -> its rows, in the order the catalogue lists them.
FAMILIES: dict[str, list[tuple[str, str, str, str]]] = {
    "game": game.ROWS,
    "equipment": equipment.ROWS,
    "graph": graph.ROWS,
    "start": start.ROWS,
    "meta": meta.ROWS,
    "moves": moves.ROWS,
    "end": end.ROWS,
    "region": region.ROWS,
    "ints": ints.ROWS,
    "intArray": intArray.ROWS,
    "booleans": booleans.ROWS,
    "directions": directions.ROWS,
    "range": range.ROWS,
}
