"""End rules: when the game ends and with which results.

Ludii's packages: ``game.rules.end, game.util.end``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(if <condition=boolean> <result>)", "endRule", "The game ends with a result when the condition holds.",
     "(if (is Line 3) (result Mover Win))"),
    ("(if <condition=boolean> <rules={endRule}>)", "endRule",
     "When the condition holds, the first of the end rules given that holds ends the game.",
     "(if (no Moves Next) {(if (> (score P1) (score P2)) (result P1 Win)) (if (< (score P1) (score P2)) "
     "(result P2 Win))})"),
    ("(forEach <who=roleType> if:<boolean> <result>)", "endRule",
     "For each player of the role (Player: every player; NonMover: all but the mover), with (player) the "
     "player in question and Player in the result naming them: the result when the condition holds.",
     "(forEach NonMover if:(no Pieces Player) (result Player Loss))"),
    ("(forEach Player if:<boolean> <result>)", "endRule",
     "For each player, with (player) the player in question and Player in the result naming them: the "
     "result when the condition holds.",
     "(forEach Player if:(no Moves Player) (result Player Loss))"),
    ("(result <who=roleType> <resultType>)", "result",
     "A result for a player: Win, Loss, Draw, ... With three players or more, a Win or Loss for one player "
     "takes that player out ranked (the best free rank for a win, the worst for a loss) and the others play "
     "on until one is left, as in Ludii.",
     "(result Mover Win)"),
    ("(byScore [misere:<boolean>])", "result", "Players are ranked by score, highest first.",
     "(byScore)"),
    ("(byScore <scores={score}> [misere:<boolean>])", "result",
     "Players ranked by the scores given, which become their final scores.",
     "(byScore {(score P1 (min (score P1) (score P3))) (score P2 (min (score P2) (score P4)))})"),
    ("(score <who=roleType> <score=int>)", "score", "A player's final score, for (byScore {...}).",
     "(score P1 (min (score P1) (score P3)))"),
]
