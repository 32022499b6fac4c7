"""The game and its parts: players, equipment, rules, and the start, play, end and meta rules that hold the rest.

Ludii's packages: ``game, game.players, game.rules``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(game <name=string> <players> [<equipment>] <rules>)", "game",
     "A whole game: its name, players, equipment and rules.",
     '(game "Demo" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
     "(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))"),
    ("(players <count=int>)", "players", "The number of players, who take turns in order P1, P2, ...",
     "(players 2)"),
    ("(players <players={player}>)", "players",
     "The players in turn order, each with the direction it faces (Forward for its pieces).",
     "(players {(player N) (player S)})"),
    ("(player <facing=absoluteDirection>)", "player",
     "A player facing a compass direction, such as N; a player given none, as with (players 2), faces N, as in Ludii.",
     "(player N)"),
    ("(equipment <items={item}>)", "equipment", "The board and the pieces a game uses.",
     '(equipment {(board (square 3)) (piece "Disc" Each)})'),
    ("(rules [<meta>] [<start>] [<play>] [phases:<{phase}>] [<end>])", "rules",
     "The rules: optional meta rules and start position, then what a player may do (or the phases "
     "of the game, each with its own play), then how it ends.",
     "(rules (play (move Add (to (sites Empty)))) (end (if (is Line 3) (result Mover Win))))"),
    ("(phase <name=string> [<owner=roleType>] <play> [<end>] [<next=nextPhase|{nextPhase}>])", "phase",
     "A phase of the game: what a player in it may do, end rules tested besides the game's own, and "
     "when the players go on to another phase. A player starts in the first phase that is theirs "
     "(owner P1, ...) or everyone's (no owner).",
     '(phase "Placement" (play (move Add (to (sites Empty)))) (nextPhase (>= (count Moves) 8) "Movement"))'),
    ("(nextPhase [<who=roleType>] [<condition=boolean>] [<name=string>])", "nextPhase",
     "After a move of a player in the phase, when the condition holds (always without one): that "
     "player (who, Mover, P1, ...) or every player (no who) goes on to the named phase, or to the "
     "phase after their own (the first after the last). Only the first of a phase's nextPhase that "
     "holds applies.",
     '(nextPhase Mover (= (count Moves) 10) "Movement")'),
    ("(meta <rules={metaRule}|metaRule>)", "meta", "Rules that apply over the whole game, such as the swap rule.",
     "(meta (swap))"),
    ("(start <rules={startRule}|startRule>)", "start", "The pieces placed before the first move.",
     '(start (place "Disc1" {0 4 8}))'),
    ("(play <moves>)", "play", "The moves a player may choose from on their turn.",
     "(play (move Add (to (sites Empty))))"),
    ("(end <rules={endRule}|endRule>)", "end", "The conditions that end the game, tested after each move.",
     "(end (if (is Line 3) (result Mover Win)))"),
]
