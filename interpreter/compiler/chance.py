"""Chance and decks: numbers drawn from the state's seeded generator, and a deck of cards dealt
at random.

``(value Random a b)`` draws with :meth:`State.draw`, which logs the generator's state first,
so a seed replays a game exactly and an undo draws the same number again. The deck is the
shared supply (``state.stock`` row 0): ``(deck {...})`` fills it at the start, ``(deal Cards n)``
moves n cards from it, each chosen at random among those left (a shuffled face-down deck), into
a player's supply (their hand, placed with ``(move Add (piece Hand) ...)``), and ``(count Deck)``
counts what is left.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, rule
from interpreter.compiler.moves import _assignment, consequences
from interpreter.compiler.supplies import piece_index
from ludeme.checker import Bound


@rule("value", "Random", "int")
def value_random(bound: Bound, c: Compiler):
    low, high = c.compile(bound.get("min"), "int"), c.compile(bound.get("max"), "int")
    return lambda state: state.draw(low(state), high(state))


def deal(state, seat: int, count: int) -> None:
    """Deal ``count`` cards from the deck (row 0 of the stock) to a seat, each at random."""
    kinds = len(state.game.pieces)
    stock = state.stock
    for _ in range(count):
        left = sum(stock[:kinds])
        if left <= 0:
            return
        chosen = state.draw(0, left - 1)
        for what in range(kinds):
            chosen -= stock[what]
            if chosen < 0:
                break
        state.set_stock(0, what, stock[what] - 1)
        state.set_stock(seat, what, stock[seat * kinds + what] + 1)


@rule("deal", "Cards")
def deal_cards(bound: Bound, c: Compiler):
    number = c.compile(bound.get("count"), "int")
    seat = c.seat(bound.get("who"))

    def resolve(state):
        return lambda st, to=seat(state), n=number(state): deal(st, to, n)

    return _assignment("Deal", resolve, consequences(bound.get("then"), c), c)


@rule("deal", "Cards", "startRule")
def deal_cards_start(bound: Bound, c: Compiler):
    number = c.compile(bound.get("count"), "int")
    seat = c.seat(bound.get("who"))
    return lambda state: deal(state, seat(state), number(state))


@rule("deck", None, "startRule")
def deck(bound: Bound, c: Compiler):
    kinds = [piece_index(name, bound, c) for name in bound.get("cards")]

    def fill(state):
        for what in kinds:
            state.set_stock(0, what, state.stock[what] + 1)

    return fill


@rule("count", "Deck", "int")
def count_deck(bound: Bound, c: Compiler):
    kinds = len(c.pieces)
    return lambda state: sum(state.stock[:kinds])
