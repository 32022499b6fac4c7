"""Catalogue entries for hands, seats played by one player, pending decisions, votes, and
boards of rotating rings.

Same table layout as :mod:`ludeme.catalogue.entries`: category -> rows of
(signature, result kind, doc, example). Names and meanings are Ludii's where Ludii has
the concept: ``(hand Each)``, ``(handSite Mover)``, ``(count Cell at:...)`` and
``(move (from ...) (to ...))`` (``game.equipment.container.other.Hand``,
``game.functions.ints.board.HandSite``, ``game.rules.play.moves.decision.MoveSiteType``),
``(set Team 1 {P1 P3})``, ``(count Players)``, ``(forEach Player ...)``, ``(player)``,
``(set Pending)``, ``(is Pending)``, ``(move Propose ...)`` and ``(move Vote ...)``, and the
rotational directions ``CW`` and ``CCW``. The ring ludemes extend them in the same style for
boards of rings that turn, ``(rotatingRings)``. The compile functions are in
``interpreter/compiler/hands.py``, ``seats.py`` and ``rings.py``.
"""

from __future__ import annotations

RING_TABLE: dict[str, list[tuple[str, str, str, str]]] = {
    "hands": [
        ("(hand <owner=roleType> [size:<int>])", "item",
         "A hand for each player (Each), for one player, or one shared by all (Shared): pieces off "
         "the board, counted; (handSite ...) is its site.",
         "(hand Each)"),
        ("(handSite <who=roleType|int>)", "int",
         "The site of a player's hand (Shared: the shared hand); hand sites follow the board's sites.",
         "(handSite Mover)"),
        ("(count Cell at:<int>)", "int",
         "The number of pieces on a site: the count of a hand, or 1 or 0 for a site of the board.",
         "(count Cell at:(handSite Mover))"),
        ("(move <from> <to> [<then>])", "moves",
         "Move a piece from a site to another: from a hand onto the board (written as the site), from "
         "the board back into a hand (written x and the site), between hands, or along the board.",
         "(move (from (handSite Mover)) (to (sites Empty)))"),
    ],
    "seats and turns": [
        ("(set Team <index=int> <roles={roleType}>)", "startRule",
         "One player plays every seat of a team: the game's players are its teams, numbered from 1 "
         "(seats in no team play alone); a team wins when one of its seats wins, and scores the sum "
         "of its seats' scores.",
         "(set Team 1 {P1 P3})"),
        ("(count Players)", "int", "The number of seats, the players of (players ...).", "(count Players)"),
        ("(forEach Player <moves>)", "moves",
         "The moves made for each seat in turn order, with (player) the seat in question.",
         "(forEach Player (set Score (player) 0))"),
        ("(player)", "int", "The seat of the enclosing (forEach Player ...).", "(player)"),
        ("(set Pending [<then>])", "moves",
         "Mark the position as pending: (is Pending) holds until the next decision is made.",
         "(set Pending (then (moveAgain)))"),
        ("(is Pending)", "boolean", "Whether the last move marked the position as pending.", "(is Pending)"),
        ("(move Propose <proposal=string> [<then>])", "moves",
         "A decision to make a proposal, written propose: and its name; (then ...) records it.",
         '(move Propose "Double" (then (set Var "Proposer" (mover))))'),
        ("(move Vote <vote=string> [<then>])", "moves",
         "A decision to cast a vote, written vote: and its name; (then ...) counts it.",
         '(move Vote "Accept" (then (set Var "Accepted" (+ (var "Accepted") 1))))'),
    ],
    "rotating rings": [
        ("(move Rotate <sites|int> [<direction=absoluteDirection>] [all:<boolean>] [<then>])", "moves",
         "Turn a ring of the board one step, CW (the default) or CCW, its pieces with it: one move for "
         "each ring holding a site of the region (written rotate: and the ring's name, rotate:a2), or, "
         "with all:True, one move turning every ring at once (written rotate:all).",
         "(move Rotate (sites Occupied by:Mover) CW)"),
        ("(sites Ring at:<int> [if:<boolean>])", "sites",
         "The sites of the ring that holds a site, those meeting if: (with (to) each site).",
         "(sites Ring at:(last To) if:(is Empty (to)))"),
        ("(count Rings [if:<boolean>])", "int",
         "The number of rings of the board that meet a condition, with (sites) the ring in question.",
         "(count Rings if:(= 0 (count Sites in:(intersection (sites) (sites Empty)))))"),
        ("(contact at:<int>)", "int",
         "The site of another ring that touches a site (Off when none does).",
         "(contact at:(to))"),
        ("(sites Contact [of:<sites|int>])", "sites",
         "The sites that touch another ring (the contact pairs); with of:, the sites touching those given.",
         "(sites Contact of:(sites Occupied by:Enemy))"),
        ("(sites InOrder [who:<roleType|int>])", "sites",
         "The empty sites where a piece of the player (the mover) keeps its ring in turn order: read "
         "counter-clockwise round the ring, skipping empty sites, the piece before it belongs to the "
         "same player or the one before in turn order, and the piece after it to the same player or the "
         "one after. A ring without pieces has no such site.",
         "(sites InOrder who:Mover)"),
    ],
}
