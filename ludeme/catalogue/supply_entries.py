"""Catalogue entries for placing a chosen piece, supplies of pieces by kind, maps, values kept by
players, scores added to, and who moves next.

Same table layout as :mod:`ludeme.catalogue.entries`: category -> rows of
(signature, result kind, doc, example). Names and meanings are Ludii's where Ludii has the
concept: ``(piece ...)`` as the piece a move places (``game.util.moves.Piece``),
``(promote ...)`` (``game.rules.play.moves.nonDecision.effect.Promote``), ``(map ...)``,
``(pair ...)`` and ``(mapEntry ...)`` (``game.equipment.other.Map``,
``game.functions.ints.iterator``... ``MapEntry``), ``(value Player ...)`` and
``(set Value ...)`` (``game.functions.ints.value.player``), ``(addScore ...)``,
``(set NextPlayer ...)``, ``(min ...)``, ``(max ...)`` and ``(byScore {(score P1 ...)})``.
The rest extend them in the same style: a player's supply holds pieces off the board counted
by kind (``(count Hand ...)``, ``(add Hand ...)``, ``(piece Hand)``). The compile functions
are in ``interpreter/compiler/supplies.py`` and ``values.py``.
"""

from __future__ import annotations

SUPPLY_TABLE: dict[str, list[tuple[str, str, str, str]]] = {
    "chosen pieces": [
        ("(piece <what=string|{string}|int>)", "piece",
         "The piece a move places, by name or by kind number (as (what at:...) gives it); with several "
         "names, each is a choice of its own.",
         '(piece {"V1" "A1"})'),
        ("(piece Hand [<who=roleType>])", "piece",
         "Any piece kind the mover (or who) holds in their supply; placing one takes it from there.",
         "(piece Hand)"),
        ("(move Add <piece> [<who=roleType>] <to> [<then>])", "moves",
         "Place a piece of the kind chosen on a site chosen from to, written V1@D3 (hand:V1@D3 from the "
         "supply). It belongs to who; without who, to the piece's owner, or to the mover when the piece "
         "is Shared (Neutral places it unowned).",
         '(move Add (piece "V1") (to (sites Empty)))'),
        ("(promote <site=int> <piece> [<then>])", "moves",
         "Replace the piece on a site by a piece of another kind; the site keeps its owner and state.",
         "(promote (last To) (piece (+ 1 (what at:(last To)))))"),
        ("(what at:<int>)", "int", "The kind of piece on a site, numbered in the order of the equipment "
         "from 0 (Off when empty).", "(what at:(last To))"),
    ],
    "supplies": [
        ("(count Hand <who=roleType|int> [<piece=string|int>])", "int",
         "How many pieces of a kind (or of every kind) a player holds in their supply, off the board.",
         '(count Hand Mover "V1")'),
        ("(add Hand <who=roleType|int> <piece=string|int> [count:<int>] [<then>])", "moves",
         "Put pieces of a kind into a player's supply (count: how many, 1 by default; a negative count "
         "takes them out). Nothing happens for no player (0).",
         "(add Hand (who at:(site)) (what at:(site)))"),
    ],
    "maps": [
        ("(map <name=string> <entries={pair}>)", "item",
         "A named table from integers or piece names to integers or piece names (piece names stand for "
         "their kind numbers).",
         '(map "Next" {(pair "V1" "V2") (pair "V2" "V3")})'),
        ("(pair <key=int|string> <value=int|string>)", "pair", "One entry of a map.", '(pair "V1" 1)'),
        ("(mapEntry <name=string> <key=int|string>)", "int",
         "The value a map gives for a key (Off when the map has no such key).",
         '(mapEntry "Points" (what at:(site)))'),
    ],
    "players": [
        ("(value Player <who=roleType|int>)", "int", "The value kept by a player (0 until set).",
         "(value Player Mover)"),
        ("(set Value <who=roleType|int> <value=int> [<then>])", "moves", "Set the value kept by a player.",
         "(set Value Mover (+ 1 (value Player Mover)))"),
        ("(addScore <who=roleType|int> <score=int> [<then>])", "moves",
         "Add to a player's score (a negative number takes away). Nothing happens for no player (0).",
         "(addScore Mover 3)"),
        ("(set NextPlayer <who=roleType|int> [<then>])", "moves",
         "The player who moves after this turn, instead of the next in turn order.",
         "(set NextPlayer P1)"),
        ("(min <a=int> <b=int>)", "int", "The smaller of two integers.", "(min (score P1) (score P3))"),
        ("(max <a=int> <b=int>)", "int", "The larger of two integers.", "(max (score P1) (score P3))"),
        ("(byScore <scores={score}> [misere:<boolean>])", "result",
         "Players ranked by the scores given, which become their final scores.",
         "(byScore {(score P1 (min (score P1) (score P3))) (score P2 (min (score P2) (score P4)))})"),
        ("(score <who=roleType> <score=int>)", "score", "A player's final score, for (byScore {...}).",
         "(score P1 (min (score P1) (score P3)))"),
    ],
}
