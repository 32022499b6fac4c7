"""Catalogue entries for chance, decks of cards, remembered values, values and rotations of pieces,
named decisions and counted loops.

Same table layout as :mod:`ludeme.catalogue.entries`: category -> rows of (signature, result
kind, doc, example). Names and meanings are Ludii's where Ludii has the concept:
``(value Random ...)`` (``game.functions.ints.value.random``), ``(deal Cards ...)``,
``(remember Value ...)``, ``(forget Value ...)``, ``(value Piece at:...)`` and
``(set Value at:...)``, ``(rotation ...)`` and ``(set Rotation ...)``, ``(ahead ...)``,
``(forEach Value ...)`` with ``(value)``, and the region ``(forEach <sites> if:...)``. The rest
extend them in the same style: ``(deck {...})`` fills the shared face-down deck at the start,
``(count Deck)``, ``(count Remembered ...)``, and ``(move Action "name")``, a decision with no
site. The compile functions are in ``interpreter/compiler/chance.py``, ``memory.py``,
``orientation.py`` and ``actions.py``.
"""

from __future__ import annotations

CARD_TABLE: dict[str, list[tuple[str, str, str, str]]] = {
    "chance and decks": [
        ("(value Random <min=int> <max=int>)", "int",
         "A number from min to max drawn from the state's seeded generator (a die: 1 6); the same seed "
         "draws the same numbers, and an undo takes a draw back.",
         "(value Random 1 6)"),
        ("(deck <cards={string}>)", "startRule",
         "At the start, one card of each kind listed goes into the shared face-down deck (pieces "
         "declared in the equipment).",
         '(deck {"R01" "R02" "B01"})'),
        ("(deal Cards <count=int> [<who=roleType>] [<then>])", "moves",
         "Deal cards from the deck into the mover's (or who's) hand, each chosen at random among the "
         "cards left, as from a shuffled deck; nothing once the deck is empty. Cards in hand are placed "
         "with (move Add (piece Hand) ...).",
         "(deal Cards 1)"),
        ("(deal Cards <count=int> [<who=roleType>])", "startRule", "Deal cards at the start.",
         "(deal Cards 2)"),
        ("(count Deck)", "int", "The number of cards left in the deck.", "(count Deck)"),
    ],
    "remembered values": [
        ("(remember Value <name=string> <value=int> [count:<int>] [<then>])", "moves",
         "Add a value (count: that many copies) to a named multiset, such as a pool of dice by face.",
         '(remember Value "Dice" (value Random 1 6))'),
        ("(remember Value <name=string> <value=int> [count:<int>])", "startRule",
         "Add values to a named multiset at the start.", '(remember Value "Tokens" 1 count:2)'),
        ("(forget Value <name=string> <value=int> [count:<int>] [<then>])", "moves",
         "Take copies of a value out of a named multiset (as many as it holds, at most).",
         '(forget Value "Dice" 6)'),
        ("(count Remembered <name=string> [<value=int>])", "int",
         "How many copies of a value a named multiset holds, or how many values in all.",
         '(count Remembered "Dice" 6)'),
    ],
    "values and rotations of pieces": [
        ("(value Piece at:<int>)", "int", "The value the piece on a site carries (0 when none).",
         "(value Piece at:(last To))"),
        ("(set Value at:<int> <value=int> [<then>])", "moves",
         "Set the value the piece on a site carries (0: none).", "(set Value at:(last To) 4)"),
        ("(rotation at:<int>)", "int", "How many quarter-turns clockwise the piece on a site is turned.",
         "(rotation at:(last To))"),
        ("(set Rotation at:<int> <rotations={int}|int> [<then>])", "moves",
         "Turn the piece on a site: with a list, a decision among those quarter-turns clockwise, "
         "written turn:1@B2; with one number, a consequence.",
         "(set Rotation at:(last To) {0 1 2 3})"),
        ("(ahead <site=int> <direction=absoluteDirection> [rotation:<int>])", "int",
         "The site one step away in a direction, turned rotation quarter-turns clockwise first (the way "
         "a turned piece's printed side faces); Off when there is none.",
         "(ahead (site) N rotation:(rotation at:(site)))"),
    ],
    "decisions and loops": [
        ("(move Action <name=string> [<value=int>] [<then>])", "moves",
         "A decision with no site, written as its name (name:value with a value, which (value) gives "
         "inside its consequences): ending a turn, using an ability, choosing a number.",
         '(move Action "plant" 4 (then (set Value at:(last To) (value))))'),
        ("(forEach Value min:<int> max:<int> <moves>)", "moves",
         "The moves made for each integer from min to max, with (value) the integer in question.",
         '(forEach Value min:1 max:6 (move Action "choose" (value)))'),
        ("(value)", "int", "The integer of the enclosing (forEach Value ...), or the value of the "
         "(move Action ...) being applied.", "(value)"),
        ("(forEach <sites> if:<boolean>)", "sites",
         "The sites of a region that meet a condition, with (site) the site tested.",
         "(forEach (sites Occupied by:Mover) if:(> (value Piece at:(site)) 0))"),
    ],
}
