"""``(do ...)``: moves kept only if a condition holds once they are made, or followed by more moves
worked out after them (Ludii's ``Do``, in ``game.rules.play.moves.nonDecision.effect.requirement``).

A move is tried on the state itself: made (its consequences too), the condition asked, then every
change taken back, so the position, its version and the names bound are exactly as before.

>>> from interpreter.game import load_text
>>> game = load_text('(game "D" (players 2) (equipment {(board (rectangle 1 4)) (piece "Disc" Each)}) '
...     '(rules (play (do (move Add (to (sites Empty))) ifAfterwards:(is Empty 1))) (end (if (is Full) (result Mover Draw)))))')
>>> state = game.new_initial_state()
>>> [game.move_to_text(state, move) for move in state.legal_moves()]
['A1', 'C1', 'D1']
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from interpreter import context
from interpreter.compiler import Compiler
from interpreter.compiler.combining import bindings_key, generated_under
from interpreter.compiler.moves import Rule, _then, _with_consequences, reaching
from interpreter.moves import Move


def holds_after(state, effect: Callable, move: Move, condition: Callable) -> bool:
    """Whether ``condition`` holds once ``move`` is made by ``effect``; the state is left as it was."""
    return bool(measure_after(state, effect, move, condition))


Measured = TypeVar("Measured")


def measure_after(state, effect: Callable, move: Move, measure: Callable[[Any], Measured]) -> Measured:
    """``measure(state)`` once ``move`` is made by ``effect``; the state is left as it was."""
    mark = len(state.log)
    saved = (state.version, state.layout, state.owned[:], state.last_to, state.last_from, state.again,
             state.next_seat, context.bindings(state))
    state.last_to, state.last_from = move.to, move.frm
    try:
        effect(state, move)
        return measure(state)
    finally:
        state.rewind(mark)
        (state.version, state.layout, state.owned[:], state.last_to, state.last_from, state.again,
         state.next_seat, bound) = saved
        if context.bindings(state) != bound:
            context.restore(state, bound)


def requirement(prior: Rule, following: Rule | None, condition: Callable | None, after: Callable | None,
                c: Compiler, needless: Callable[[], bool] | None = None) -> Rule:
    """The compiled (do ...): ``prior``'s moves, each kept when ``condition`` holds after it; with
    ``following`` (next:), the moves worked out once ``prior``'s are made, each made after them.
    While ``needless()`` says so, the condition is known to hold and no move is tried."""
    effects = c.effects
    generate = prior.generate
    if following is not None:
        generate = _followed(prior, following, c)
    if condition is not None:
        unfiltered = generate

        def generate(state) -> list[Move]:
            if needless is not None and needless():
                return unfiltered(state)
            return [move for move in unfiltered(state) if holds_after(state, effects[move.effect], move, condition)]

    def actions(state) -> list[Callable]:
        return [lambda s, m=move: effects[m.effect](s, m) for move in generate(state)] + _then(after)

    exists = None if following is not None else prior.exists
    if following is None and condition is not None:
        def exists(state) -> bool:  # the first move kept answers: the others are never tried
            if needless is not None and needless():
                return prior.any(state)
            return any(holds_after(state, effects[move.effect], move, condition) for move in unfiltered(state))
    toward = None
    if following is None and (condition is None or needless is not None):
        def toward(state, site):
            if condition is not None and not (needless is not None and needless()):
                return any(move.to == site for move in generate(state))
            return prior.lands_on(state, site)

        toward = reaching(toward, prior.reach)

    return Rule(_with_consequences(generate, after, c), actions, exists, toward)


def _followed(prior: Rule, following: Rule, c: Compiler) -> Callable:
    """Each move of ``following`` worked out after all of ``prior``'s are made, as one move with them:
    written as the following move; its effect makes ``prior``'s moves again (worked out under the
    names bound where it was made) and then the following one."""
    effects = c.effects
    made: dict[tuple, int] = {}

    def effect_for(bound: tuple, then_move: Move) -> int:
        key = (bound, then_move)
        index = made.get(key)
        if index is None:
            def perform(state, move):
                for part in generated_under(state, bound, prior):
                    effects[part.effect](state, part)
                effects[then_move.effect](state, then_move)

            index = made[key] = c.effect(perform)
        return index

    def generate(state) -> list[Move]:
        first = prior.generate(state)
        now = context.bindings(state)
        bound = bindings_key(state)
        mark = len(state.log)
        saved = (state.version, state.layout, state.owned[:], state.last_to, state.last_from, state.again,
                 state.next_seat)
        try:
            for part in first:
                state.last_to, state.last_from = part.to, part.frm
                effects[part.effect](state, part)
            following_moves = following.generate(state)
        finally:
            state.rewind(mark)
            (state.version, state.layout, state.owned[:], state.last_to, state.last_from, state.again,
             state.next_seat) = saved
            context.restore(state, now)
        return [move._replace(effect=effect_for(bound, move)) for move in following_moves]

    return generate
