"""Integers: functions whose value is a number: counts, sites, values, arithmetic.

Ludii's packages: ``game.functions.ints``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

from ludeme.catalogue.kinds import AREAS

ROWS: list[tuple[str, str, str, str]] = [
    ("(count Sites in:<sites>)", "int", "The number of sites in a region.", "(count Sites in:(sites Empty))"),
    ("(count Pieces [<who=roleType>] [of:<int>] [in:<sites>])", "int",
     "The number of pieces a player (or the seat numbered of:) has: on the board and, in a game with "
     "hands, in their hand; or in a region (in:).",
     "(count Pieces All in:(sites Row (row of:(to))))"),
    ("(count Groups [<directions>] [if:<boolean>])", "int", "The number of groups of pieces.",
     "(count Groups Orthogonal if:(is Mover (who at:(to))))"),
    ("(count Moves)", "int", "The number of moves made so far.", "(count Moves)"),
    ("(count MovesThisTurn)", "int",
     "The moves the mover has made so far in this turn, before the one being chosen (0 at the start of a turn).",
     "(count MovesThisTurn)"),
    ("(count Steps [<relationType>] <site=int> <sites|int>)", "int",
     "The fewest steps from a site to the nearest of some sites through neighbours in the relation "
     "(Adjacent by default); 0 when none can be reached, as in Ludii.",
     "(count Steps Orthogonal (from) (sites Top))"),
    ("(count Turns)", "int", "The turn being played, from 1: the number of turns played so far plus one (the "
     "end rules after a turn's last move still see that turn's number).", "(count Turns)"),
    ("(who [<siteType>] at:<int> [level:<int>])", "int", "The player whose piece is on a site (0 when empty); "
     "in a game that stacks, the top piece's, or the piece's at level:.", "(who at:(last To))"),
    ("(count Liberties [at:<int>] [<directions>] [if:<boolean>])", "int",
     "The empty sites beside the group of the piece on a site ((last To) by default): pieces of its "
     "kind joined in the directions (Adjacent by default) that meet if: (with (to) each site).",
     "(count Liberties Orthogonal)"),
    ("(state at:<int>)", "int", "A site's state value (0 until set).", "(state at:(to))"),
    ("(counter)", "int",
     "The counter: -1 before the first move's end rules, then one more after each move's (see (set Counter)).",
     "(counter)"),
    ("(var [<name=string>])", "int",
     "A named number kept by the game (0 until set); without a name, the game's one unnamed number.",
     '(var "Stable")'),
    ("(size Group at:<int> [<directions>] [if:<boolean>])", "int",
     "The number of sites of the group at a site: the sites joined to it in the directions (Adjacent by "
     "default) holding the same kind of piece as it (empty sites, from an empty site), or, with if:, "
     "meeting the condition (with (to) the site tested, (from) the first).",
     "(size Group at:(last To) Orthogonal)"),
    ("(size Stack [in:<sites>] [at:<int>])", "int",
     "The number of pieces stacked on a site ((last To) by default), or on all the sites of a region together; "
     "using it makes the game stack pieces.",
     "(size Stack at:(site))"),
    ("(size Territory <who=roleType> [<directions>])", "int",
     "The empty sites in regions of empty sites that touch the player's pieces and no one else's.",
     "(size Territory P1 Orthogonal)"),
    ("(whatIf <moves> <value=int>)", "int",
     "What a number would be after the moves were applied; the position itself is unchanged.",
     "(whatIf (remove (sites Occupied by:Next)) (size Territory Mover))"),
    ("(mover)", "int", "The player to move.", "(mover)"),
    ("(next)", "int", "The player who moves after the mover.", "(next)"),
    ("(prev)", "int", "The player who made the last move (so does the role word Prev): the mover "
     "itself while its turn goes on, no one (0) before the first move.", "(prev)"),
    ("(score <who=roleType|int>)", "int", "A player's score.", "(score P1)"),
    ("(last To [afterConsequence:<boolean>])", "int",
     "The site the last move went to; with afterConsequence:True, where its consequences last moved a "
     "piece to (a disc dropped to the bottom of its column).", "(last To afterConsequence:True)"),
    ("(last From [afterConsequence:<boolean>])", "int",
     "The site the last move came from; with afterConsequence:True, where its consequences last moved a "
     "piece from.", "(last From)"),
    ("(to)", "int", "The destination being tested, inside (to ... if:...).", "(to)"),
    ("(from)", "int", "The origin being tested, inside (from ... if:...).", "(from)"),
    ("(between)", "int", "The site being tested or jumped inside (between ...) of a movement ludeme.",
     "(between)"),
    ("(site)", "int", "The site of the enclosing (forEach Site ...).", "(site)"),
    ("(+ <values={int}>)", "int", "The sum of integers.", "(+ {1 2 3})"),
    ("(+ <a=int> <b=int>)", "int", "The sum of two integers.", "(+ (score P1) 1)"),
    ("(- <a=int> <b=int>)", "int", "The difference of two integers.", "(- (score P1) (score P2))"),
    ("(* <a=int> <b=int>)", "int", "The product of two integers.", "(* 2 (count Pieces P1))"),
    ("(/ <a=int> <b=int>)", "int", "The quotient of two integers, rounded down.", "(/ (count Moves) 2)"),
    ("(% <a=int> <b=int>)", "int", "The remainder of a divided by b.", "(% (count Moves) 2)"),
    ("(if <condition=boolean> <then=int> <else=int>)", "int", "One of two integers, by a condition.",
     "(if (is Empty 0) 1 2)"),
    ("(id <name=string> [<who=roleType>])", "int",
     "The kind of piece with this name and owner (\"Pawn\" and P1: Pawn1; with Shared, the piece of "
     "that name no player owns), numbered as (what at:) numbers them; the name alone names the kind "
     "whole.", '(id "Pawn" Mover)'),
    ("(id <who=roleType>)", "int", "A player's number: 1 for P1, the mover's for Mover.", "(id Mover)"),
    ("(what [<siteType>] at:<int> [level:<int>])", "int", "The kind of piece on a site, numbered in the order of "
     "the equipment from 1, as Ludii numbers its components (0 when empty); in a game that stacks, the top piece's, or the piece's at level: "
     "(levels counted from 0 at the bottom).", "(what at:(last To))"),
    ("(level)", "int",
     "The level of the piece in question: in a game that stacks, of the piece (forEach Piece ...) moves, "
     "the top of its stack (0 where nothing binds it); using it makes the game stack pieces.",
     "(level)"),
    ("(topLevel [<siteType>] at:<int>)", "int",
     "The level of the top piece of the stack on a site (0 for one piece or none).",
     "(topLevel at:(last To))"),
    ("(count Hand <who=roleType|int> [<piece=string|int>])", "int",
     "How many pieces of a kind (or of every kind) a player holds in their supply, off the board.",
     '(count Hand Mover "V1")'),
    ("(mapEntry <name=string> <key=int|string|roleType>)", "int",
     "The value a map gives for a key (Off when the map has no such key).",
     '(mapEntry "Points" (what at:(site)))'),
    ("(mapEntry <key=int|roleType>)", "int",
     "The value the first map that has the key gives for it (the key itself when none has it): a "
     "player's store, (mapEntry Mover).",
     "(mapEntry (mover))"),
    ("(count [<siteType>] at:<int>)", "int",
     "The number of pieces on a site (its count in a sowing game; 1 for a site holding a piece of a "
     "game that keeps no counts, 0 when empty), or in a hand.",
     "(count at:(to))"),
    ("(count [<siteType>] in:<sites>)", "int", "The number of pieces on the sites of a region, summed.",
     "(count in:(sites Mover))"),
    ("(value Player <who=roleType|int>)", "int", "The value kept by a player (-1, Ludii's Undefined, until set).",
     "(value Player Mover)"),
    ("(min <a=int> <b=int>)", "int", "The smaller of two integers.", "(min (score P1) (score P3))"),
    ("(max <a=int> <b=int>)", "int", "The larger of two integers.", "(max (score P1) (score P3))"),
    ("(row of:<int>)", "int", "The row of a site, counted from 0 at the bottom (Off for no site).",
     "(row of:(to))"),
    ("(column of:<int>)", "int", "The column of a site, counted from 0 at the left (Off for no site).",
     "(column of:(last To))"),
    (f"(sum Areas <areas={AREAS}> <value=int>)", "int",
     "The sum of an integer over the areas of a family, where (sites) is the area in question: "
     "majority scoring, the points of each row and column, ...",
     "(sum Areas {Rows Columns} (max 0 (- (count Pieces P1 in:(sites)) (count Pieces P2 in:(sites)))))"),
    (f"(min Areas <areas={AREAS}> <value=int>)", "int",
     "The least value of an integer over the areas of a family, where (sites) is the area in question.",
     "(min Areas {Rows Columns} (count Pieces All in:(sites)))"),
    (f"(max Areas <areas={AREAS}> <value=int>)", "int",
     "The greatest value of an integer over the areas of a family, where (sites) is the area in question.",
     "(max Areas Rows (count Pieces Mover in:(sites)))"),
    ("(trackSite Move [from:<int>] [<who=roleType>] [<name=string>] steps:<int>)", "int",
     "The site steps sites along a track after the site from: ((from) by default): the track of who (the "
     "mover by default) whose name holds name, else the first whose name holds it, else who's first track "
     "or the first everyone shares; round again on a track that loops, Off past the end of one that does not.",
     '(trackSite Move from:(last From) "Track" steps:3)'),
    ("(trackSite FirstSite [<name=string>] [from:<int>] [if:<boolean>])", "int",
     "The first site along a track, from the site from: (the track's start when none) round to the site "
     "before it, that meets if: (with (to) each site in turn); Off when none does or from: is off the track.",
     '(trackSite FirstSite "A0" from:(to) if:(not (is Empty (to))))'),
    ("(handSite <who=roleType|int>)", "int",
     "The site of a player's hand (Shared: the shared hand); hand sites follow the board's sites.",
     "(handSite Mover)"),
    ("(centrePoint [<type=siteType>])", "int",
     "The site nearest the centre of the board (the lowest-numbered site of (sites Centre)); type: "
     "names what the board is played on, Cell or Vertex, and may be left out.",
     "(centrePoint)"),
    ("(coord [<type=siteType>] <coordinate=string>)", "int",
     "The site with this label, such as \"A1\" (Off when there is none).", '(coord "C2")'),
    ("(coord [<type=siteType>] row:<int> column:<int>)", "int",
     "The site in this row and column, counted from 0 at the bottom left (Off when there is none).",
     "(coord row:(row of:(last To)) column:0)"),
    ("(count Cell at:<int>)", "int",
     "The number of pieces on a site: the count of a hand, or of a site of the board (1 or 0 in a game "
     "that keeps no counts).",
     "(count Cell at:(handSite Mover))"),
    ("(count Rows)", "int", "The number of rows of the board.", "(count Rows)"),
    ("(count Columns)", "int", "The number of columns of the board.", "(count Columns)"),
    ("(count Players)", "int", "The number of seats, the players of (players ...).", "(count Players)"),
    ("(player)", "int", "The seat of the enclosing (forEach Player ...).", "(player)"),
    ("(count Rings [if:<boolean>] [areas:<string>])", "int",
     "The number of areas that turn (the rings of the board, or the areas: family) that meet a "
     "condition, with (sites) the area in question.",
     "(count Rings if:(= 0 (count Sites in:(intersection (sites) (sites Empty)))))"),
    ("(contact at:<int> [areas:<string>])", "int",
     "The one site of another area that touches a site: the contact pair of a ring board, or an "
     "orthogonal neighbour in another area of the areas: family (Off when none or several do).",
     "(contact at:(to))"),
    ("(value Random <range>)", "int",
     "A number in a range, both ends included, drawn from the state's seeded generator (a die: "
     "(range 1 6)); the same seed draws the same numbers, and an undo takes a draw back.",
     "(value Random (range 1 6))"),
    ("(count Deck)", "int", "The number of cards left in the deck.", "(count Deck)"),
    ("(size Array <array=intArray>)", "int", "The number of integers in an array, copies included.",
     '(size Array (values Remembered "Dice"))'),
    ("(count Value <value=int> in:<intArray>)", "int", "How many copies of an integer an array holds.",
     '(count Value 6 in:(values Remembered "Dice"))'),
    ("(where <name=string> <who=roleType|int> [state:<int>])", "int",
     "The site of a piece of a player's whose name holds name (the first such kind, and the lowest site "
     "holding it, with that state value when state: is given); Off when it is not on the board.",
     '(where "King" Mover)'),
    ("(where <what=int>)", "int",
     "The lowest site holding a piece of a kind (by number, as (what at:...) gives it); Off when none does.",
     "(where (what at:(last To)))"),
    ("(value Pending)", "int",
     "The value the last move marked the position pending with ((set Pending ...)); 0 when it marked none, "
     "or several, as in Ludii.",
     "(value Pending)"),
    ("(value Piece at:<int>)", "int", "The value the piece on a site carries (0 when none).",
     "(value Piece at:(last To))"),
    ("(rotation at:<int>)", "int", "How many quarter-turns clockwise the piece on a site is turned.",
     "(rotation at:(last To))"),
    ("(ahead <site=int> [steps:<int>] [<direction=absoluteDirection|relativeDirection|directions>] "
     "[rotation:<int>])", "int",
     "The site steps sites away (1 by default) in a straight line in a direction (Forward by default; a "
     "direction relative to the mover's facing, such as Backward, or the first of (directions ...)), "
     "turned rotation quarter-turns clockwise first (the way a turned piece's printed side faces); the "
     "site itself when the board ends first, as in Ludii (Off for no site).",
     "(ahead (site) N rotation:(rotation at:(site)))"),
    ("(value)", "int", "The integer of the enclosing (forEach Value ...), or the value of the "
     "(move Action ...) being applied.", "(value)"),
]
