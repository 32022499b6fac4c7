"""Seats and turns: teams of seats played by one player, each seat in turn, pending
decisions, proposals and votes.

``(set Team 1 {P1 P3})`` is resolved when the game is compiled: ``c.roles[seat]`` is the
player of each seat, and the game's players are its teams. A pending mark is the number of
moves made when it was set, so it holds for the next decision only and undoes with the log.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations


#: The counter that keeps the pending mark (a key no (var "...") can name).
PENDING = ("pending",)
