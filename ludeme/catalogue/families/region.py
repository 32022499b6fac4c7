"""Regions: functions whose value is a set of sites.

Ludii's packages: ``game.functions.region``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

from ludeme.catalogue.kinds import AREAS

ROWS: list[tuple[str, str, str, str]] = [
    ("(sites Empty)", "sites", "The empty sites of the board.", "(sites Empty)"),
    ("(sites <who=roleType> [<name=string>])", "sites",
     "The sites of the regions of the equipment a player owns (those whose names hold name, when "
     "given), region after region.", '(sites Mover "Home")'),
    ("(sites <name=string>)", "sites",
     "The sites of the regions of the equipment with that name, region after region (once each).",
     '(sites "Home")'),
    ("(sites <part=sitesSimpleType>)", "sites", "A named part of the board: Board, Top, Corners, ...; "
     "LastTo and LastFrom, the last move's sites; Pending, the values the last move marked the position "
     "pending with ((set Pending ...)).",
     "(sites Board)"),
    ("(sites <values=intArray>)", "sites", "The sites an array of integers names (each once).",
     '(sites (values Remembered "Owned"))'),
    ("(sites <sites={int}|{string}>)", "sites", "The sites listed, by index or by label.",
     '(sites {"A1" "B2" "C3"})'),
    ("(sites To <moves>)", "sites",
     "The sites the moves go to (each once), the moves worked out without being made.",
     "(sites To (move Leap (from (last To)) {{F F R F} {F F L F}} (to if:(is Empty (to)))))"),
    ("(sites From <moves>)", "sites",
     "The sites the moves start from (each once; a move on one site, a piece added or a site "
     "selected, starts there), the moves worked out without being made.",
     "(sites From (forEach Piece))"),
    ("(last Between)", "sites",
     "The sites the last move jumped over (the hurdles of a (move Hop ...) whose between has an apply); "
     "none after any other move.", "(last Between)"),
    ("(sites Side <direction=absoluteDirection>)", "sites", "The sites along one side of the board.",
     "(sites Side NE)"),
    ("(sites Phase <phase=int>)", "sites",
     "The cells of one colour of the board's colouring, so that orthogonal neighbours differ (the "
     "squares of a chequered board: phase 0 holds the first cell, A1).", "(sites Phase 0)"),
    ("(sites Row <row=int>)", "sites", "The sites of one row, counted from 0 at the bottom.",
     "(sites Row 0)"),
    ("(sites Column <column=int>)", "sites", "The sites of one column, counted from 0 at the left.",
     "(sites Column 2)"),
    ("(sites Around <of=sites|int> [<relationType>] [if:<boolean>] [includeSelf:<boolean>])", "sites",
     "The neighbours of a site or a region, by the given relation (Adjacent by default).",
     "(sites Around (last To) Orthogonal if:(is Empty (to)))"),
    ("(sites Group at:<int> [<directions>] [if:<boolean>])", "sites",
     "The connected group of pieces that contains a site.", "(sites Group at:(last To) Orthogonal)"),
    ("(sites State <value=int>)", "sites", "The sites whose state value is the given one.",
     "(sites State 1)"),
    ("(sites Occupied by:<roleType> [container:<string>] [component:<string|int>] [components:<{string}>])",
     "sites",
     "The sites holding a piece of the given player(s): on the board, then, in a game with hands, the "
     "sites of their hands that hold pieces (container:\"Board\" leaves hands out); with "
     "component: or components:, only pieces of those kinds (\"Pawn\" for Pawn1, Pawn2, ..., or a kind's "
     "number), on the board; by:Neutral the pieces nobody owns, by:Shared the pieces of Shared kinds "
     "and the shared hand, by:All every piece.",
     "(sites Occupied by:Mover)"),
    ("(sites Start <piece>)", "sites",
     "The sites the pieces of a kind stood on at the start, once the start rules were applied.",
     "(sites Start (piece (what at:(from))))"),
    ("(sites LineOfSight [<lineOfSightType>] [at:<int>] [<directions>])", "sites",
     "Along each ray from a site ((last To) by default) in the directions (Adjacent by default): the first "
     "piece met (Piece, the default), the empty sites before it (Empty), or the last empty site before a "
     "piece or the board's edge (Farthest).",
     "(sites LineOfSight Farthest at:(last To) Orthogonal)"),
    ("(sites Hand <who=roleType>)", "sites",
     "The site of a player's hand (Shared: the shared hand), as (handSite ...) gives it.",
     "(sites Hand Mover)"),
    ("(expand [<sites|int>] [origin:<int>] [steps:<int>] [<relationType>])", "sites",
     "A region (or the site origin:) grown steps times (1 by default) by the neighbours of its sites "
     "(Adjacent by default).",
     "(expand (sites Bottom))"),
    ("(sites)", "sites", "The group of the enclosing (forEach Group ...).", "(sites)"),
    ("(if <condition=boolean> <then=sites> [<else=sites>])", "sites",
     "One of two regions, by a condition (no site when it fails and there is no else).",
     "(if (is Mover P1) (sites Bottom) (sites Top))"),
    ("(union <regions={sites}>)", "sites", "Every site in any of the regions.",
     "(union {(sites Top) (sites Bottom)})"),
    ("(union <a=sites> <b=sites>)", "sites", "Every site in either region.",
     "(union (sites Top) (sites Bottom))"),
    ("(intersection <regions={sites}>)", "sites", "The sites in all of the regions.",
     "(intersection {(sites Top) (sites Left)})"),
    ("(intersection <a=sites> <b=sites>)", "sites", "The sites in both regions.",
     "(intersection (sites Top) (sites Left))"),
    ("(difference <region=sites> <minus=sites>)", "sites", "The sites of a region not in another.",
     "(difference (sites Board) (sites Empty))"),
    ("(sites Direction from:<int|sites> [<directions>] [included:<boolean>] [stop:<boolean>] "
     "[stopIncluded:<boolean>] [distance:<int>])", "sites",
     "The sites in line with a site (or the sites of a region) in the given directions (Adjacent, "
     "every direction, by default), at any distance; stop: ends each line at the first site "
     "(to) that meets it, which stopIncluded:True keeps.",
     "(sites Direction from:(last To) Diagonal stop:(not (is Empty (to))))"),
    (f"(sites Area <areas={AREAS}> [at:<int>] [if:<boolean>])", "sites",
     "The sites of the areas of a family: of those containing the site at:, and of those that meet "
     "if:, where (sites) is the area in question.",
     "(sites Area Rows at:(to) if:(< (count Pieces All in:(sites)) 3))"),
    ("(sites Track [<name=string>] [from:<int>] [to:<int>])", "sites",
     "The sites of a track of the board (the first one everyone shares when no name is given) in its order: from the site from: (included) up to the site to: "
     "(included); when to: is not met, on from the track's start back to the site before from:.",
     '(sites Track "A0" from:(trackSite FirstSite "A0" if:(not (is Empty (to)))))'),
    ("(sites Ring at:<int> [if:<boolean>] [areas:<string>])", "sites",
     "The sites of the area that turns (a ring of the board, or an area of the areas: family) that "
     "holds a site, those meeting if: (with (to) each site).",
     "(sites Ring at:(last To) if:(is Empty (to)))"),
    ("(sites Contact [of:<sites|int>] [areas:<string>])", "sites",
     "The sites that touch another area that turns (the contact pairs of a ring board, or orthogonal "
     "neighbours in two areas of the areas: family); with of:, the sites touching those given.",
     "(sites Contact of:(sites Occupied by:Enemy))"),
    ("(forEach <sites> if:<boolean>)", "sites",
     "The sites of a region that meet a condition, with (site) the site tested.",
     "(forEach (sites Occupied by:Mover) if:(> (value Piece at:(site)) 0))"),
]
