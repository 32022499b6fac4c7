"""Moves made together as one: ``(allCombinations a b)`` and ``(append <moves>)`` (Ludii's
``game.rules.play.moves.nonDecision.operators.logical``).

A combined move is a value like any other move, written as its first part (``D3`` for a disc put
on D3 with the discs it turns over); its effect, registered once per combination, carries out
every part in order. Two combined moves with the same first part are told apart by their rank
in the notation (``D3/2``), as any moves that look alike.

>>> from interpreter.game import load_text
>>> game = load_text('(game "C" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)}) '
...     '(rules (play (append (or (move Add (to 0)) (move Add (to 3))))) (end (if (is Full) (result Mover Draw)))))')
>>> state = game.new_initial_state()
>>> [game.move_to_text(state, move) for move in state.legal_moves()]
['A1']
>>> state.apply("A1"); [state.game.board.label(site) for site in range(4) if state.what[site] >= 0]
['A1', 'B2']
"""

from __future__ import annotations

from typing import Callable

from interpreter import context
from interpreter.compiler import Compiler
from interpreter.compiler.moves import Rule, _then, from_generator
from interpreter.moves import Move


def bindings_key(state) -> tuple:
    """The names bound now (:mod:`interpreter.context`), as a key: a group of sites as a tuple."""
    return tuple(tuple(v) if isinstance(v, (list, set, frozenset)) else v for v in context.bindings(state))


def generated_under(state, bound: tuple, rule: Rule) -> list[Move]:
    """The moves ``rule`` makes with the names bound as ``bound`` (a :func:`bindings_key`); the names
    bound now are put back afterwards."""
    saved = context.bindings(state)
    context.restore(state, bound)
    try:
        return rule.generate(state)
    finally:
        context.restore(state, saved)


def combinations(first: Rule, second: Rule, after: Callable | None, c: Compiler) -> Rule:
    """``(allCombinations a b)``: each move of a with each move of b, as one move (a's part first),
    followed by ``after``."""
    effects = c.effects
    made: dict[tuple[Move, Move], int] = {}  # one effect per pair of parts, made when first met

    def effect_of(a: Move, b: Move) -> int:
        index = made.get((a, b))
        if index is None:
            def perform(state, move):
                effects[a.effect](state, a)
                effects[b.effect](state, b)
                if after:
                    after(state)

            index = made[(a, b)] = c.effect(perform)
        return index

    def generate(state) -> list[Move]:
        firsts = first.generate(state)
        if not firsts:
            return []
        seconds = second.generate(state)
        return [a._replace(effect=effect_of(a, b)) for a in firsts for b in seconds]

    return from_generator(generate, c)


def appended(inner: Rule, after: Callable | None, c: Compiler) -> Rule:
    """``(append <moves>)``: all the moves given as one, written as the first of them, followed by
    ``after``; none when there are none.

    The parts depend on the position and on the names bound where the move was made (the
    ``(site)`` of a ``(forEach Site ...)``), so the effect is registered once per set of bound
    names and works the parts out again, under those names, when the move is made."""
    effects = c.effects
    made: dict[tuple, int] = {}

    def effect_for(bound: tuple) -> int:
        index = made.get(bound)
        if index is None:
            def perform(state, move):
                for part in generated_under(state, bound, inner):
                    effects[part.effect](state, part)
                if after:
                    after(state)

            index = made[bound] = c.effect(perform)
        return index

    def generate(state) -> list[Move]:
        parts = inner.generate(state)
        if not parts:
            return []
        return [parts[0]._replace(effect=effect_for(bindings_key(state)))]

    def actions(state) -> list[Callable]:
        parts = inner.generate(state)
        if not parts:
            return []
        return [lambda s, m=part: effects[m.effect](s, m) for part in parts] + _then(after)

    return Rule(generate, actions, inner.any)
