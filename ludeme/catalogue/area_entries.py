"""Catalogue entries for lines through a site, families of areas, and whether a player can move.

Same table layout as :mod:`ludeme.catalogue.entries`: category -> rows of
(signature, result kind, doc, example). Names and meanings are Ludii's where Ludii has
the concept: ``(sites Direction ...)`` (``game.functions.region.sites.direction``),
``(row of:...)`` and ``(column of:...)`` (``game.functions.ints.board``),
``(no Moves ...)`` (``game.functions.booleans.no``) and the static region types of
``(regions ...)`` (``game.types.board.RegionTypeStatic``: ``Rows``, ``Columns``,
``SubGrids``, ...). The rest extend them in the same style: a family of areas (the
rows, the columns, the fields of a coloured board, ...) is given by those words, or by
the name of a ``(regions ...)`` item made of them, and ``(sites Area ...)``,
``(count Majority ...)`` and ``(min Areas ...)`` read it. The compile functions are in
``interpreter/compiler/lines.py``, ``areas.py`` and ``turns.py``.
"""

from __future__ import annotations

#: What a family of areas may be written as.
AREAS = "string|regionTypeStatic|{regionTypeStatic}"

AREA_TABLE: dict[str, list[tuple[str, str, str, str]]] = {
    "lines": [
        ("(sites Direction from:<int|sites> [<directions>] [included:<boolean>] [stop:<boolean>] "
         "[stopIncluded:<boolean>] [distance:<int>])", "sites",
         "The sites in line with a site (or the sites of a region) in the given directions (Adjacent, "
         "every direction, by default), at any distance; stop: ends each line at the first site "
         "(to) that meets it, which stopIncluded:True keeps.",
         "(sites Direction from:(last To) Diagonal stop:(not (is Empty (to))))"),
        ("(row of:<int>)", "int", "The row of a site, counted from 0 at the bottom (Off for no site).",
         "(row of:(to))"),
        ("(column of:<int>)", "int", "The column of a site, counted from 0 at the left (Off for no site).",
         "(column of:(last To))"),
    ],
    "areas": [
        ("(regions [<name=string>] [<owner=roleType>] <areas=regionTypeStatic|{regionTypeStatic}>)", "item",
         "A named family of areas of the board: Rows, Columns, Diagonals, SubGrids (the boxes of a "
         "Sudoku grid), AllSites, Fields (the same-colour areas of a coloured board), or several.",
         '(regions "Areas" {Rows Columns SubGrids})'),
        (f"(sites Area <areas={AREAS}> [at:<int>] [if:<boolean>])", "sites",
         "The sites of the areas of a family: of those containing the site at:, and of those that meet "
         "if:, where (sites) is the area in question.",
         "(sites Area Rows at:(to) if:(< (count Pieces All in:(sites)) 3))"),
        (f"(count Majority <who=roleType> in:<{AREAS}> [difference:<boolean>])", "int",
         "Majority scoring: over the areas where the player has more pieces than any other player, "
         "the sum of the lead over the next best player (or 1 per such area with difference:False).",
         '(count Majority P1 in:{Rows Columns Fields})'),
        (f"(min Areas <areas={AREAS}> <value=int>)", "int",
         "The least value of an integer over the areas of a family, where (sites) is the area in question.",
         "(min Areas {Rows Columns} (count Pieces All in:(sites)))"),
        (f"(max Areas <areas={AREAS}> <value=int>)", "int",
         "The greatest value of an integer over the areas of a family, where (sites) is the area in question.",
         "(max Areas Rows (count Pieces Mover in:(sites)))"),
    ],
    "turns": [
        ("(no Moves <who=roleType>)", "boolean",
         "Whether the player has no legal move, as if it were their turn now.", "(no Moves Next)"),
    ],
}
