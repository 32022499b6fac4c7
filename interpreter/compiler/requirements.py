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
from interpreter.compiler.combining import bindings_key
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
        if following is not None and condition is None:  # a consequence: next:'s worked out after prior's
            made = _followed_actions(prior, following, state)
            return made + _then(after) if made else []
        return [lambda s, m=move: effects[m.effect](s, m) for move in generate(state)] + _then(after)

    exists = None if following is not None else prior.exists
    if following is None and condition is not None:
        def exists(state) -> bool:  # the first move kept answers: the others are never tried
            if needless is not None and needless():
                return prior.any(state)
            return any(holds_after(state, effects[move.effect], move, condition) for move in unfiltered(state))
    toward = None
    if following is None:
        def toward(state, site):  # only the moves landing on the site are tried, as few as can be
            if condition is None or (needless is not None and needless()) or not prior.lands_on(state, site):
                return prior.lands_on(state, site)
            return any(holds_after(state, effects[move.effect], move, condition)
                       for move in unfiltered(state) if move.to == site)

        toward = reaching(toward, prior.reach)

    return Rule(_with_consequences(generate, after, c), actions, exists, toward)


def _followed_actions(prior: Rule, following: Rule, state) -> list[Callable]:
    """(do ... next:...) as a consequence, as Ludii makes it: ``prior``'s actions worked out on the
    position as it is, made for the while (not as the last move: ``(last To)`` is as it was), and
    ``following``'s worked out then, with the names they bind (a site of (forEach Site ...)); the
    whole is prior's actions then following's, or nothing when following has none."""
    worked_out = prior.actions(state)
    now = context.bindings(state)
    mark = len(state.log)
    saved = (state.version, state.layout, state.owned[:], state.last_to, state.last_from, state.again,
             state.next_seat)
    try:
        for action in worked_out:
            action(state)
        following_actions = following.actions(state)
    finally:
        state.rewind(mark)
        (state.version, state.layout, state.owned[:], state.last_to, state.last_from, state.again,
         state.next_seat) = saved
        context.restore(state, now)
    return worked_out + following_actions if following_actions else []


def _followed(prior: Rule, following: Rule, c: Compiler) -> Callable:
    """Each move of ``following`` worked out after all of ``prior``'s are made, as one move with them:
    written as the following move; its effect makes ``prior``'s part and then the following move.

    As Ludii works out the whole move where it is offered, ``prior``'s part is the one worked out
    then, on the position before the move and with the names bound there (so ``(do (set Var "N"
    (value)) next:...)`` in ``(forEach Value ...)`` sets the value of the move, and ``(fromTo (from
    (last To afterConsequence:True)) ...)`` reads the move before this one); when the move is made
    on a position other than the last one its moves were offered on, the part is worked out anew.
    """
    effects = c.effects
    made: dict[tuple, int] = {}
    #: for each effect, the position its move was last offered on and prior's part worked out there
    offered: dict[int, tuple[int, list[Callable]]] = {}

    def effect_for(bound: tuple, parts: tuple[Move, ...], then_move: Move) -> int:
        key = (bound, parts, then_move)
        index = made.get(key)
        if index is None:
            def perform(state, move):
                known = offered.get(made[key])
                before = state.frames[-1][7] if state.frames else None  # the position the move was made on
                now = context.bindings(state)
                context.restore(state, bound)
                try:
                    if known is not None and known[0] in (state.version, before):
                        for action in known[1]:
                            action(state)
                    else:
                        for part in parts:
                            effects[part.effect](state, part)
                finally:
                    context.restore(state, now)
                effects[then_move.effect](state, then_move)

            index = made[key] = c.effect(perform)
        return index

    def generate(state) -> list[Move]:
        first = prior.generate(state)
        worked_out = prior.actions(state)
        version = state.version
        now = context.bindings(state)
        bound = bindings_key(state)
        mark = len(state.log)
        saved = (state.version, state.layout, state.owned[:], state.last_to, state.last_from, state.again,
                 state.next_seat)
        try:
            for part in first:  # made as Ludii makes them there: not the last move ((last To) is as it was)
                effects[part.effect](state, part)
            following_moves = following.generate(state)
        finally:
            state.rewind(mark)
            (state.version, state.layout, state.owned[:], state.last_to, state.last_from, state.again,
             state.next_seat) = saved
            context.restore(state, now)
        parts = tuple(first)
        moves = []
        for move in following_moves:
            index = effect_for(bound, parts, move)
            offered[index] = (version, worked_out)
            moves.append(move._replace(effect=index))
        return moves

    return generate
