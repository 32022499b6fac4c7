"""Moves: decisions, their consequences, and the (to ...), (from ...), (piece ...) and (then ...) parts of moves.

Ludii's packages: ``game.rules.play.moves, game.util.moves``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(move Add [<who=roleType>] <to> [stack:<boolean>] [<then>])", "moves",
     "Place a new piece of the mover (or of who) on a site chosen from to; with stack:True the game "
     "stacks pieces, and the piece goes on top of those on the site.",
     "(move Add (to (sites Empty)))"),
    ("(add [<piece>] <to> [stack:<boolean>] [<then>])", "moves",
     "The same placement as (move Add ...), used as a consequence or inside other ludemes.",
     "(add (to (last From)))"),
    ("(move Remove <sites|int> [count:<int>] [at:<whenType>] [<then>])", "moves",
     "Remove the pieces on a site chosen from the region (in a game that stacks, count: of them off the "
     "top, with (to) the site, one by default; otherwise the site is emptied whatever count: says, as "
     "Ludii does); at:EndOfTurn, once the mover's turn ends (see (remove ...)).",
     "(move Remove (sites Occupied by:Next))"),
    ("(move Pass [<then>])", "moves", "Do nothing this turn.", "(move Pass)"),
    ("(custodial [<from>] [<directions>] [<between>] [<to>] [<then>])", "moves",
     "Sandwiches: from a site ((last To) by default), along each ray in the directions (Adjacent by "
     "default), a line of sites meeting between's condition (an enemy piece by default; as many as "
     "between's range allows) closed by a site meeting to's condition (a friendly piece by default); "
     "between's apply is made at each site of the line, with (between) the site and (to) the closing "
     "one (a removal by default): one move or consequence per site.",
     "(custodial (from (last To)) Orthogonal (between (range 1 1) if:(is Enemy (who at:(between))) "
     "(apply (remove (between)))) (to if:(is Friend (who at:(to)))))"),
    ("(do <prior=moves> [next:<moves>] [ifAfterwards:<boolean>] [<then>])", "moves",
     "The moves of prior, each kept only if ifAfterwards holds once it is made (its consequences too, "
     "the mover unchanged); with next:, the moves next gives once all of prior's are made, each "
     "made after them as one move.",
     "(do (move Add (to (sites Empty))) ifAfterwards:(> (count Sites in:(sites Empty)) 1))"),
    ("(intervene [<from>] [<direction=absoluteDirection>] [<between>] [<to>] [<then>])", "moves",
     "Captures by intervention: from a site ((last To) by default), along each axis of the direction "
     "(Adjacent by default), when the sites on both sides meet to's condition (an enemy piece by default; "
     "as many on each side as between's range allows, one by default), to's apply is made at each of "
     "them, with (to) the site (a removal by default): one move or consequence per site.",
     "(intervene (from (last To)) Orthogonal (to if:(is Enemy (who at:(to))) (apply (remove (to)))))"),
    ("(enclose [<from>] [<directions>] [<between>] [numException:<int>] [<then>])", "moves",
     "Captures by enclosure: beside a site ((last To) by default), each group of sites meeting between's "
     "condition (an enemy piece by default), joined in the directions (Adjacent by default), that has "
     "no empty site beside it (numException: empty sites it may hold) gets between's apply at each of "
     "its sites, with (between) the site (a removal by default): one move or consequence per site. When the "
     "condition takes empty sites in (a cavity), the group must be closed by one group of other sites, "
     "joined in all directions.",
     "(enclose (from (last To)) Orthogonal (between if:(is Enemy (who at:(between))) (apply (remove (between)))))"),
    ("(flip [<site=int>] [<then>])", "moves",
     "Turn over the piece on a site ((to) by default) whose kind has flips: its site's state goes to "
     "the other side. Nothing happens on an empty site or to a piece without flips.",
     "(flip (last To))"),
    ("(allCombinations <a=moves> <b=moves> [<then>])", "moves",
     "Every move of a made together with every move of b, as one move each (a's first).",
     '(allCombinations (add (piece "Disc0") (to (site))) (flip (between)))'),
    ("(append <moves> [<then>])", "moves",
     "All the moves given, made together as one move, written as the first of them; no move when "
     "there are none.",
     "(append (custodial (from (site))) (then (moveAgain)))"),
    ("(move Select <from> [<to>] [<then>])", "moves",
     "Choose a site (and optionally a second one) without moving anything; (then ...) does the work. "
     "A from without sites is the context's (from), as in Ludii (the site (forEach Piece ...) moves from).",
     "(move Select (from (sites Occupied by:Mover)) (then (remove (last To))))"),
    ("(remove <site=int|sites> [count:<int>] [at:<whenType>] [<then>])", "moves",
     "Remove the pieces on a site or a region (in a game that stacks, count: of them off the top of each "
     "stack, one by default; otherwise each site is emptied whatever count: says, as Ludii does). "
     "at:EndOfTurn takes them once the mover's turn ends: until then they stay, "
     "listed by (sites ToClear), as a capturing run in draughts leaves them.",
     "(remove (last To))"),
    ("(forEach Site <sites> <moves> [noMoveYet:<moves>])", "moves",
     "The moves made for each site of a region, with (site) the site in question.",
     "(forEach Site (sites Empty) (move Add (to (site))))"),
    ("(forEach Group [<directions>] [if:<boolean>] <moves>)", "moves",
     "The moves made for each group of pieces, with (sites) the group in question.",
     "(forEach Group Orthogonal if:(is Next (who at:(to))) (move Add (to (sites Around (sites)))))"),
    ("(or <list={moves}> [<then>])", "moves", "All the moves of every list.",
     "(or {(move Pass) (move Add (to (sites Empty)))})"),
    ("(or <a=moves> <b=moves> [<then>])", "moves", "All the moves of both.",
     "(or (move Pass) (move Add (to (sites Empty))))"),
    ("(and <list={moves}> [<then>])", "moves", "All the given moves made together, as one move.",
     "(and {(remove (last To)) (moveAgain)})"),
    ("(and <a=moves> <b=moves> [<then>])", "moves", "Both moves made together, as one move.",
     "(and (remove (last To)) (moveAgain))"),
    ("(if <condition=boolean> <then=moves> [<else=moves>] [<after=then>])", "moves",
     "The first moves when the condition holds, else the second (or none); after's consequences follow "
     "each of them.",
     "(if (is Empty 0) (move Add (to 0)) (move Pass))"),
    ("(priority <list={moves}> [<then>])", "moves", "The first non-empty list of moves, in order.",
     "(priority {(move Add (to (sites Centre))) (move Add (to (sites Empty)))})"),
    ("(max Moves <moves> [<then>])", "moves",
     "The moves after which the mover can go on moving longest (moving again in the same turn): "
     "captures in a row that must take as many pieces as possible.",
     '(max Moves (forEach Piece "Counter"))'),
    ("(then <moves>)", "then", "Consequences applied after a move, as part of it.",
     "(then (moveAgain))"),
    ("(moveAgain)", "moves", "The mover moves again: the turn goes on with another decision.",
     "(moveAgain)"),
    ("(set Score <who=roleType|int> <score=int> [<then>])", "moves", "Set a player's score.",
     "(set Score Mover (count Pieces Mover))"),
    ("(set State at:<int> <value=int> [<then>])", "moves",
     "Set a site's state value, a number kept with the site until changed.",
     "(set State at:(last To) 1)"),
    ("(set Counter [<value=int>] [<then>])", "moves",
     "Set the counter (-1 by default), which then grows by one after each move, once its end rules are "
     "asked: (set Counter) at each capture makes (counter) the moves made since the last one, less one.",
     "(set Counter)"),
    ("(set Var [<name=string>] <value=int> [<then>])", "moves",
     "Set a named number kept by the game (without a name, its one unnamed number).",
     '(set Var "Stable" (+ (var "Stable") 1))'),
    ("(to [<siteType>] [<sites|int>] [level:<int>] [if:<boolean>] [<apply=moves>])", "to",
     "The destination sites of a move, those meeting if: (with (to) the site tested). Placements need "
     "the sites; a movement ludeme ((move Step ...), (move Slide ...), (move Hop ...)) finds its own, and "
     "applies apply's moves before the piece arrives, with (from) and (to) bound (a capture). level: (in a "
     "game that stacks, for (fromTo ...) and (move Add ...)) is where in the stack the piece goes, from 0 at "
     "the bottom (on top by default).",
     "(to (sites Empty) if:(is Empty (to)))"),
    ("(from [<siteType>] [<sites|int>] [level:<int>] [if:<boolean>])", "from",
     "The origin sites of a move; without sites, in a movement ludeme, the site of the piece "
     "(forEach Piece ...) is moving, (from). level: (in a game that stacks, for (fromTo ...)) is the level "
     "of the piece that moves, from 0 at the bottom (the top one by default).",
     "(from (sites Occupied by:Mover))"),
    ("(apply [if:<boolean>] <moves>)", "moves",
     "The consequences a movement ludeme applies at its destination (in (to ...)) or at each site it "
     "jumps (in (between ...)), worked out with (from), (to) and (between) bound; with if:, only when "
     "the condition holds (the move is made either way; but a (move Slide ...) goes only to sites, passed "
     "through or stopped on, where to's apply's if: holds, as in Ludii).",
     "(apply if:(is Enemy (who at:(to))) (remove (to)))"),
    ("(between [before:<int>] [<range>] [after:<int>] [if:<boolean>] [<apply=moves>])", "between",
     "The sites a movement ludeme passes over: for (move Hop ...), the hurdle, range sites long (1 by "
     "default), that must meet if: (with (between) each site), before: and after: the empty sites "
     "allowed before and after it; for (move Slide ...), the sites slid through, which must meet if: "
     "(empty by default). apply's moves are applied at each of them.",
     "(between if:(is Enemy (who at:(between))) (apply (remove (between))))"),
    ("(move Step [<from>] [<directions>] <to> [stack:<boolean>] [<then>])", "moves",
     "Move the piece on (from) to a neighbour in the given directions (Adjacent by default; relative "
     "directions such as Forward or FR follow the mover's facing) that meets the condition of to, "
     "written A1-B2; to's apply is applied first (a capture by replacement). In a game that stacks, the top "
     "piece moves onto the pieces there; with stack:True the whole stack does.",
     "(move Step Forward (to if:(is Empty (to))))"),
    ("(step [<from>] [<directions>] <to> [stack:<boolean>] [<then>])", "moves",
     "The same move as (move Step ...), used inside other ludemes such as (can Move ...).",
     "(step Forward (to if:(is Empty (to))))"),
    ("(move Slide [<from>] [<directions>] [<between>] [<to>] [stack:<boolean>] [<then>])", "moves",
     "Move the piece on (from) any number of sites in a straight line in the given directions "
     "(Adjacent by default; a line in a relation goes on through its neighbours only), through sites "
     "meeting between's condition (empty by default), stopping "
     "on any of them, or on the first site beyond that meets to's condition (then with to's apply "
     "applied: a capture); between's range limits the distance. With stack:True the whole stack moves.",
     "(move Slide Orthogonal (to if:(is Enemy (who at:(to))) (apply (remove (to)))))"),
    ("(slide [<from>] [<directions>] [<between>] [<to>] [stack:<boolean>] [<then>])", "moves",
     "The same move as (move Slide ...), used inside other ludemes such as (can Move ...).",
     "(slide Orthogonal)"),
    ("(move Hop [<from>] [<directions>] [<between>] <to> [stack:<boolean>] [<then>])", "moves",
     "Move the piece on (from) over a hurdle in a straight line in the given directions (Adjacent "
     "by default; a line in a relation goes on through its neighbours only): the sites right after it (up to "
     "between's before: away) that meet between's condition, landing on a site after them (up to "
     "after: further) that meets to's condition; between's apply is applied at each site jumped "
     "(a capture), before the piece moves. With stack:True the whole stack moves.",
     "(move Hop Orthogonal (between if:(is Enemy (who at:(between))) (apply (remove (between)))) "
     "(to if:(is Empty (to))))"),
    ("(hop [<from>] [<directions>] [<between>] <to> [stack:<boolean>] [<then>])", "moves",
     "The same move as (move Hop ...), used inside other ludemes such as (can Move ...).",
     "(hop (between if:(is Enemy (who at:(between)))) (to if:(is Empty (to))))"),
    ("(move Leap [<from>] <walk={{stepType}}> [forward:<boolean>] [rotations:<boolean>] <to> [<then>])", "moves",
     "Move the piece on (from) to the end of a walk, whatever lies between: each walk is a list of turtle "
     "steps (F a step forward, L and R a turn to the next orthogonal direction left or right), walked from "
     "each orthogonal direction of the board (only the first, N on a square board, with rotations:False); "
     "each site reached once, if it meets to's condition (to's apply applied: a capture). With forward:True, "
     "only sites ahead of the piece's facing.",
     "(move Leap {{F F R F} {F F L F}} (to if:(not (is Friend (who at:(to)))) (apply (remove (to)))))"),
    ("(leap [<from>] <walk={{stepType}}> [forward:<boolean>] [rotations:<boolean>] <to> [<then>])", "moves",
     "The same move as (move Leap ...), used inside other ludemes such as (can Move ...).",
     "(leap {{F F R F} {F F L F}} (to if:(is Empty (to))))"),
    ("(move Shoot <piece> [<from>] [<directions>] [<between>] [<to>] [<then>])", "moves",
     "Add a piece on a site in a straight line from the origin ((last To) by default) in the given "
     "directions (Adjacent by default): a site meeting to's condition, all sites before it meeting "
     "between's (both: empty by default); an arrow shot by the piece that just moved.",
     '(move Shoot (piece "Dot0"))'),
    ("(forEach Piece [<names=string|{string}>] [<moves>] [<who=roleType>] [top:<boolean>] [<then>])", "moves",
     "The moves of each of the mover's pieces (of who's, when given: worked out as if who moved; of the "
     "kinds named, when names are given: \"Pawn\" for Pawn1, Pawn2, ...), with (from) its site: the moves "
     "its piece declares in the equipment ((piece \"Pawn\" Each (move Step Forward ...))), or the moves "
     "given for every piece. In a game that stacks, the pieces on top of their stacks (top:True says so).",
     "(forEach Piece Next)"),
    ("(piece <what=string|{string}|int> [state:<int>])", "piece",
     "The piece a move places, by name or by kind number (as (what at:...) gives it); with several "
     "names, each is a choice of its own; state: the state value its site then holds.",
     '(piece {"V1" "A1"})'),
    ("(piece Hand [<who=roleType>])", "piece",
     "Any piece kind the mover (or who) holds in their supply; placing one takes it from there.",
     "(piece Hand)"),
    ("(move Add <piece> [<who=roleType>] <to> [stack:<boolean>] [<then>])", "moves",
     "Place a piece of the kind chosen on a site chosen from to, written V1@D3 (hand:V1@D3 from the "
     "supply). It belongs to who; without who, to the piece's owner, or to the mover when the piece "
     "is Shared (Neutral places it unowned).",
     '(move Add (piece "V1") (to (sites Empty)))'),
    ("(promote <site=int> <piece> [<who=roleType>] [<then>])", "moves",
     "Replace the piece on a site by a piece of another kind; the site keeps its owner and state. "
     "With who, the piece named is the one of that player (\"DoubleCounter\" and Mover: the mover's "
     "DoubleCounter).",
     "(promote (last To) (piece (+ 1 (what at:(last To)))))"),
    ("(move Promote [<site=int>] <piece> [<who=roleType>] [<then>])", "moves",
     "A decision to replace the piece on a site ((to) by default) by a piece of another kind, one move for "
     "each kind named, written promote:Queen1@A8; the site gets the new kind's owner. With who, each name "
     "means the first piece of that player's whose name holds it (\"Queen\" and Mover: Queen1 for P1).",
     '(move Promote (last To) (piece {"Queen" "Knight"}) Mover)'),
    ("(add Hand <who=roleType|int> <piece=string|int> [count:<int>] [<then>])", "moves",
     "Put pieces of a kind into a player's supply (count: how many, 1 by default; a negative count "
     "takes them out). Nothing happens for no player (0).",
     "(add Hand (who at:(site)) (what at:(site)))"),
    ("(set Value <who=roleType|int> <value=int> [<then>])", "moves", "Set the value kept by a player.",
     "(set Value Mover (+ 1 (value Player Mover)))"),
    ("(addScore <who=roleType|int> <score=int> [<then>])", "moves",
     "Add to a player's score (a negative number takes away). Nothing happens for no player (0).",
     "(addScore Mover 3)"),
    ("(set NextPlayer <who=playerIndex> [<then>])", "moves",
     "The player who moves after this turn, instead of the next in turn order.",
     "(set NextPlayer (player 1))"),
    ("(player <index=int>)", "playerIndex",
     "A player given by number, as a move names who it is for or who moves next.",
     "(player (next))"),
    ("(move <from> <to> [count:<int>] [copy:<boolean>] [<then>])", "moves",
     "Move a piece from a site to another: from a hand onto the board (written as the site), from "
     "the board back into a hand (written x and the site), between hands, or along the board; (from) "
     "without sites is the site the piece (forEach Piece ...) moves stands on; in a game that keeps "
     "counts, count: pieces at once (1 by default); with copy:True, the origin keeps its piece and a copy "
     "of it arrives.",
     "(move (from (handSite Mover)) (to (sites Empty)))"),
    ("(fromTo <from> <to> [count:<int>] [stack:<boolean>] [<then>])", "moves",
     "The same move as (move <from> <to> ...) used as a consequence: count: pieces (1 by default) "
     "from the site of from to the site of to (a capture into a store); (from) or (to) without sites is "
     "the context's. In a game that stacks, the top count: pieces go onto the pieces there, the whole "
     "stack with stack:True.",
     "(fromTo (from (to)) (to (mapEntry (mover))) count:(count at:(to)))"),
    ("(sow [<start=int>] [count:<int>] [numPerHole:<int>] [<track=string>] [owner:<int>] [if:<boolean>] "
     "[sowEffect:<moves>] [apply:<moves>] [includeSelf:<boolean>] [origin:<boolean>] [skipIf:<boolean>] "
     "[backtracking:<boolean>] [forward:<boolean>] [<then>])", "moves",
     "Sowing: take the count: pieces (all of them by default) from the site start ((last To) by default) "
     "and drop numPerHole (1 by default) on each site after it along the track (the board's first track, "
     "the track of that name, or with owner: the track of that player whose name holds it), with "
     "(to) the site and (value) the pieces left to drop: origin:True drops one on start first, "
     "includeSelf:False passes start by, a site where skipIf holds (asked before the pieces move) is "
     "passed by. Then, with (to) the last site sown, while if: holds (True by default), apply's moves "
     "are made (once; with backtracking: or forward:, again at the site before or after it, while "
     "that holds there too). Conditions and apply's values are worked out on the position after the "
     "sowing, before any of apply's moves is made.",
     "(sow if:(= (count at:(to)) 2) apply:(fromTo (from (to)) (to (mapEntry (mover))) count:2) "
     "backtracking:True)"),
    ("(set Count <count=int> at:<int> [<then>])", "moves",
     "Set the number of pieces on a site (0 empties it).", "(set Count 0 at:(last To))"),
    ("(forEach Player <moves>)", "moves",
     "The moves made for each seat in turn order, with (player) the seat in question.",
     "(forEach Player (set Score (player) 0))"),
    ("(set Pending [<value=int|sites>] [<then>])", "moves",
     "Mark the position as pending until the next move is made: with 1, a value, or each site of a region "
     "(an empty region marks nothing); the marks of one move add up. (is Pending) asks whether there are "
     "any, (value Pending) gives the one value and (sites Pending) all of them.",
     "(set Pending (ahead (last To) Backward))"),
    ("(move Propose <proposal=string> [<then>])", "moves",
     "A decision to make a proposal, written propose: and its name; (then ...) records it.",
     '(move Propose "Double" (then (set Var "Proposer" (mover))))'),
    ("(move Vote <vote=string> [<then>])", "moves",
     "A decision to cast a vote, written vote: and its name; (then ...) counts it.",
     '(move Vote "Accept" (then (set Var "Accepted" (+ (var "Accepted") 1))))'),
    ("(move Rotate <sites|int> [<direction=absoluteDirection>] [all:<boolean>] [areas:<string>] [<then>])",
     "moves",
     "Turn an area one step about its centre, CW (the default) or CCW, its pieces with it: a ring of "
     "a (rotatingRings) board, or an area of the family areas: names (declared with (regions \"Name\" "
     "{...}); a step is the smallest turn that maps the area onto itself). One move for each area "
     "holding a site of the region (written rotate: and the area's name, rotate:a2, with :ccw for "
     "CCW), or, with all:True, one move turning every area at once (rotate:all).",
     "(move Rotate (sites Occupied by:Mover) CW)"),
    ("(deal Cards <count=int> [<who=roleType>] [<then>])", "moves",
     "Deal cards from the deck into the mover's (or who's) hand, each chosen at random among the "
     "cards left, as from a shuffled deck; nothing once the deck is empty. Cards in hand are placed "
     "with (move Add (piece Hand) ...).",
     "(deal Cards 1)"),
    ("(remember Value <name=string> <value=int> [count:<int>] [<then>])", "moves",
     "Add a value (count: that many copies) to a named multiset, such as a pool of dice by face.",
     '(remember Value "Dice" (value Random (range 1 6)))'),
    ("(set RememberValue <name=string> <values=int|sites> [unique:<boolean>] [<then>])", "moves",
     "Remember a value, or each site of a region, under a name (with unique:True, only those not "
     "remembered yet).",
     '(set RememberValue "Owned" (sites Bottom))'),
    ("(forget Value [<name=string>] <all=forgetValueAllType> [<then>])", "moves",
     "Forget every value remembered under a name; without a name, every value remembered under any name.",
     '(forget Value "Owned" All)'),
    ("(forget Value <name=string> <value=int> [count:<int>] [<then>])", "moves",
     "Take copies of a value out of a named multiset (as many as it holds, at most).",
     '(forget Value "Dice" 6)'),
    ("(set Value at:<int> <value=int> [<then>])", "moves",
     "Set the value the piece on a site carries (0: none).", "(set Value at:(last To) 4)"),
    ("(set Rotation at:<int> <rotations={int}|int> [<then>])", "moves",
     "Turn the piece on a site: with a list, a decision among those quarter-turns clockwise, "
     "written turn:1@B2; with one number, a consequence.",
     "(set Rotation at:(last To) {0 1 2 3})"),
    ("(move Action <name=string> [<value=int>] [<then>])", "moves",
     "A decision with no site, written as its name (name:value with a value, which (value) gives "
     "inside its consequences): ending a turn, using an ability, choosing a number.",
     '(move Action "plant" 4 (then (set Value at:(last To) (value))))'),
    ("(forEach Value min:<int> max:<int> <moves>)", "moves",
     "The moves made for each integer from min to max, with (value) the integer in question.",
     '(forEach Value min:1 max:6 (move Action "choose" (value)))'),
]
