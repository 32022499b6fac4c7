"""Booleans: conditions.

Ludii's packages: ``game.functions.booleans``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(is Empty [<siteType>] <site=int>)", "boolean", "Whether a site holds no piece.", "(is Empty (to))"),
    ("(if <condition=boolean> <then=boolean> [<else=boolean>])", "boolean",
     "One of two conditions, by a condition (False when it fails and there is no else).",
     "(if (is Mover P1) (is Empty 0) (is Empty 1))"),
    ("(was Pass)", "boolean", "Whether the last move was a pass.", "(was Pass)"),
    ("(is Full)", "boolean", "Whether the board has no empty site.", "(is Full)"),
    ("(is In <site=int> <region=sites>)", "boolean", "Whether a site is in a region.",
     "(is In (last To) (sites Top))"),
    ("(is In <site=int> <values=intArray>)", "boolean", "Whether an integer is among those of an array.",
     '(is In (from) (values Remembered "Sown"))'),
    ("(is Line <length=int> [<relationType>] [through:<int>] [exact:<boolean>] [if:<boolean>] [byLevel:<boolean>] "
     "[top:<boolean>])", "boolean",
     "Whether a line of at least length pieces of one kind (the kind on the site) runs through the last move "
     "(or through:); with Orthogonal "
     "or Diagonal, along directions whose first step is a neighbour by that relation (on a vertex board "
     "every edge is Orthogonal, drawn diagonals too); with if:, every site of the line meets the condition "
     "(with (to) the site; but for the site it runs through, in a game that stacks). In a game that stacks, a site is in the line when "
     "a piece of its stack is of the kind on top at the site the line runs through (its top piece only, "
     "with top:True); with byLevel:True, the line runs through the stacks as Ludii's does for pieces "
     "dropped on top: up the stack, along one level, or up or down one level at each step.",
     "(is Line 3 Orthogonal)"),
    ("(is Connected [<directions>] <who=roleType|{sites}>)", "boolean",
     "Whether the player's pieces join all the player's regions (or the regions given).",
     "(is Connected Mover)"),
    ("(is Loop [<directions>])", "boolean",
     "Whether the piece just placed ((last To)) closes a loop of pieces of its kind: a ring of them, "
     "joined in the directions (Adjacent by default), round at least one site that cannot reach the "
     "edge of the board without crossing them (empty or holding other pieces).",
     "(is Loop)"),
    ("(is Connected [<number=int>] [at:<int>] [<directions>] <regions=regionTypeStatic>)", "boolean",
     "Whether the group of pieces on a site ((last To) by default), joined in the directions (Adjacent "
     "by default), touches number of the board's areas of a static type (all of them by default), such "
     "as 3 of its Sides, 2 of its Corners.",
     "(is Connected 3 Sides)"),
    ("(is Mover <who=roleType|int>)", "boolean", "Whether a player (by number, or a role word such as P1) is the "
     "mover.", "(is Mover P1)"),
    ("(is Next <who=roleType|int>)", "boolean", "Whether a player (by number, or a role word such as P1) is the "
     "next player.", "(is Next (who at:(to)))"),
    ("(is Prev <who=roleType|int>)", "boolean",
     "Whether a player made the last move ((is Prev Mover): the mover goes on with its turn).",
     "(is Prev Mover)"),
    ("(is Occupied [<siteType>] <site=int>)", "boolean", "Whether a site holds a piece.", "(is Occupied (from))"),
    ("(is Even <value=int>)", "boolean", "Whether an integer is even.", "(is Even (count Moves))"),
    ("(is Odd <value=int>)", "boolean", "Whether an integer is odd.", "(is Odd (count Moves))"),
    ("(all Sites <sites> if:<boolean>)", "boolean",
     "Whether every site of a region meets the condition, with (site) the site tested.",
     "(all Sites (sites Top) if:(is Empty (site)))"),
    ("(all Passed)", "boolean",
     "Whether the last turn of every player was a single pass (one player: whether the last move "
     "was a pass). A game whose rules ask this plays forced passes: a player with no legal move "
     "passes.",
     "(all Passed)"),
    ("(is Enemy <who=int>)", "boolean",
     "Whether a player is an enemy of the mover: a player other than the mover and not of its team "
     "(never 0, no one).", "(is Enemy (who at:(to)))"),
    ("(is Friend <who=int>)", "boolean",
     "Whether a player is a friend of the mover: the mover itself or a player of its team.",
     "(is Friend (who at:(to)))"),
    ("(not <boolean>)", "boolean", "The opposite of a condition.", "(not (is Empty 0))"),
    ("(can Move <moves>)", "boolean", "Whether the given moves offer at least one move.",
     "(can Move (move Add (to (sites Empty))))"),
    ("(and <list={boolean}>)", "boolean", "Whether all the conditions hold.",
     "(and {(is Empty 0) (is Empty 1)})"),
    ("(and <a=boolean> <b=boolean>)", "boolean", "Whether both conditions hold.",
     "(and (is Empty 0) (is Empty 1))"),
    ("(or <list={boolean}>)", "boolean", "Whether any of the conditions holds.",
     "(or {(is Empty 0) (is Empty 1)})"),
    ("(or <a=boolean> <b=boolean>)", "boolean", "Whether either condition holds.",
     "(or (is Empty 0) (is Empty 1))"),
    ("(= <a=int|roleType> <b=int|roleType>)", "boolean",
     "Whether two integers are equal; either may be a player's role word (P1, Mover, ...), its number.",
     "(= (who at:(last To)) P1)"),
    ("(!= <a=int|roleType> <b=int|roleType>)", "boolean",
     "Whether two integers differ; either may be a player's role word (P1, Mover, ...), its number.",
     "(!= (who at:(last To)) Mover)"),
    ("(< <a=int> <b=int>)", "boolean", "Whether a is less than b.", "(< (score P1) 3)"),
    ("(<= <a=int> <b=int>)", "boolean", "Whether a is at most b.", "(<= (score P1) 3)"),
    ("(> <a=int> <b=int>)", "boolean", "Whether a is more than b.", "(> (score P1) 3)"),
    ("(>= <a=int> <b=int>)", "boolean", "Whether a is at least b.", "(>= (score P1) 3)"),
    ("(no Pieces [<who=roleType>] [<name=string>] [in:<sites>])", "boolean",
     "Whether a player (the mover unless given; All for anyone) has no piece, as (count Pieces ...) counts "
     "them (on the board and in hand), or none in a region; with a name, no piece on the board of a kind "
     "whose name holds it (\"King\": King1, King2, ...).",
     '(no Pieces Next "King")'),
    ("(no Moves <who=roleType>)", "boolean",
     "Whether the player has no legal move, as if it were their turn now.", "(no Moves Next)"),
    ("(is Pattern <walk={stepType}> [from:<int>] [what:<int>] [whats:<{int}>])", "boolean",
     "Whether a turtle walk from a site ((last To) by default), started in one of the board's orthogonal "
     "directions, meets pieces of the kinds given in turn (whats, repeated as needed; the kind on the "
     "site by default) on the site and on every site it steps to (F a step, L and R a turn).",
     "(is Pattern {F R F R F})"),
    ("(is Visited <site=int>)", "boolean",
     "Whether a move of the mover in this turn (of several moves, with (moveAgain)) went from or to a site; "
     "inside (can Move ...), the last move's sites count too.",
     "(is Visited (to))"),
    ("(is Within <what=int> [at:<int>] [in:<sites>])", "boolean",
     "Whether a piece of a kind (by number, as (id ...) gives it) stands on a site, or in a region.",
     '(is Within (id "King" Mover) in:(sites Centre))'),
    ("(is Threatened [<what=int>] [at:<int>] [in:<sites>] [<moves>])", "boolean",
     "Whether a move of an enemy of a piece's owner could land on its site: the piece of kind what set on "
     "at: (or on each site of in:, or where it stands), or, without what, any piece on those sites (on "
     "the board, by default). The enemies' moves are those their play gives (or the moves given), "
     "worked out as if each moved after the owner; a threat is not looked for inside another, and "
     "ifAfterwards:(not (is Threatened ...)) then holds without trying the move.",
     '(is Threatened (id "King" Mover))'),
    ("(is Proposed <proposal=string>)", "boolean",
     "Whether a player has proposed this (with (move Propose ...)) and the vote is not over.",
     '(is Proposed "End")'),
    ("(is Decided <proposal=string>)", "boolean",
     "Whether the last vote every player took part in decided this (more than half voted for it).",
     '(is Decided "End")'),
    ("(is Cycle)", "boolean",
     "Whether play goes round in a loop: the positions after the last n moves, n the square of the "
     "number of players, repeat those after the n moves before them, and the n before those.",
     "(is Cycle)"),
    ("(is Pending)", "boolean", "Whether the last move marked the position as pending ((set Pending ...)).",
     "(is Pending)"),
]
