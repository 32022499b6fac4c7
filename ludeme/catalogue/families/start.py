"""Start rules: what is set up before the first move.

Ludii's packages: ``game.rules.start``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(place <piece=string> <sites=sites|{string}|string> [count:<int>] [counts:<{int}>] [state:<int>])",
     "startRule",
     "Put pieces of one kind on sites before the game starts: sites listed, by label, or any "
     "region fixed at the start; count: pieces into a hand; counts:{n}: n pieces on each site (a game "
     "that counts pieces; Ludii reads the first number); state: the state value of each site "
     "a piece is put on. A site that already holds a piece keeps it, as in Ludii: with count: or "
     "counts:, or in a game with hands (Ludii counts pieces there), it holds that many more of it (one "
     "more by default), so one stays behind when another moves away.",
     '(place "Pawn1" (sites Row 1))'),
    ("(place <piece=string> coord:<string> [count:<int>] [state:<int>])", "startRule",
     "Put a piece on the site with this label before the game starts, as Ludii writes it.",
     '(place "King1" coord:"E1")'),
    ("(place Stack <piece=string> <sites=sites|int> [count:<int>] [counts:<{int}>] [state:<int>])", "startRule",
     "Stack pieces of one kind on sites before the game starts: count: of them on each site (1 by default), "
     "or with counts:{n ...} the n-th number on the n-th site; on a hand site, count: more pieces in the hand. "
     "Using it makes the game stack pieces.",
     '(place Stack "Disc1" (sites Bottom) count:2)'),
    ("(set Count <count=int> [at:<int>] [to:<sites>])", "startRule",
     "Put count pieces (of the first kind of the equipment) on a site, or on each site of a region, "
     "before the game starts: the seeds of a sowing game.",
     "(set Count 4 to:(sites Track))"),
    ("(set Team <index=int> <roles={roleType}>)", "startRule",
     "One player plays every seat of a team: the game's players are its teams, numbered from 1 "
     "(seats in no team play alone); a team wins when one of its seats wins, and scores the sum "
     "of its seats' scores.",
     "(set Team 1 {P1 P3})"),
    ("(deal Cards <count=int> [<who=roleType>])", "startRule", "Deal cards at the start.",
     "(deal Cards 2)"),
    ("(redraw until:<boolean>)", "startRule",
     "Lay out again what chance laid out before the first move (a board laid out by chance, such as "
     "(tiles ... shuffle:True)), with the next draws of the game's seed, until the condition holds "
     "on the position the start rules set up; a set-up that chance does not lay out must satisfy "
     "it, or the game does not load.",
     "(redraw until:(<= 9 (sum Areas \"Fields\" 1)))"),
    ("(set RememberValue <name=string> <values=int|sites> [unique:<boolean>])", "startRule",
     "Remember a value, or each site of a region, under a name at the start (with unique:True, only "
     "those not remembered yet).",
     '(set RememberValue "Playable" (union (sites Top) (sites Bottom)))'),
    ("(remember Value <name=string> <value=int> [count:<int>])", "startRule",
     "Add values to a named multiset at the start.", '(remember Value "Tokens" 1 count:2)'),
]
