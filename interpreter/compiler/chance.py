"""Chance and decks: numbers drawn from the state's seeded generator, and a deck of cards dealt
at random.

``(value Random a b)`` draws with :meth:`State.draw`, which logs the generator's state first,
so a seed replays a game exactly and an undo draws the same number again. The deck is the
shared supply (``state.stock`` row 0): ``(deck {...})`` fills it at the start, ``(deal Cards n)``
moves n cards from it, each chosen at random among those left (a shuffled face-down deck), into
a player's supply (their hand, placed with ``(move Add (piece Hand) ...)``), and ``(count Deck)``
counts what is left.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from interpreter.compiler import Table
    from interpreter.state import State


def game_names(state: State) -> list[str]:
    return [kind.name for kind in state.game.pieces]


def deal(state: State, seat: int, count: int) -> None:
    """Deal ``count`` cards from the deck (row 0 of the stock) to a seat, each at random."""
    kinds = len(state.game.pieces)
    stock = state.stock
    for _ in range(count):
        left = sum(stock[:kinds])
        if left <= 0:
            return
        what = state.choose(stock[:kinds], game_names(state))
        state.set_stock(0, what, stock[what] - 1)
        state.set_stock(seat, what, stock[seat * kinds + what] + 1)
