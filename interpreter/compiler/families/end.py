"""Compile rules of end rules and results (Ludii's ``game.rules.end`` and ``game.util.end``).

Each rule's catalogue row is in ``ludeme/catalogue/families/end.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler, rule
from interpreter.standings import Standing
from ludeme import syntax as s
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.compiler import EndRule, Number, Outcome
    from interpreter.state import State


def first_outcome(end_rules: list[EndRule]) -> EndRule:
    """The end rule that tries each of ``end_rules`` in order: the first outcome one gives, else None."""
    def first(state: State) -> Outcome | None:
        for end_rule in end_rules:
            found: Outcome | None = end_rule(state)
            if found is not None:
                return found
        return None

    return first


@rule("if", returns="endRule")
def end_if(bound: Bound, c: Compiler) -> EndRule:
    """(if <condition> <result>), or (if <condition> {<end rules>}): the first of them that holds."""
    condition = c.compile(bound.get("condition"), "boolean")
    if "rules" in bound.arguments:
        inner = first_outcome([c.compile(rule_, "endRule") for rule_ in bound.get("rules")])
        return lambda state: inner(state) if condition(state) else None
    result = c.compile(bound.get("result"), "result")
    return lambda state: result(state) if condition(state) else None


def _for_each_player(bound: Bound, c: Compiler) -> EndRule:
    """(forEach <role> if:<condition> <result>): the result of the first player of the role (all of
    them, or all but the mover for NonMover) for whom the condition holds, with (player) that player."""
    word = bound.get("who")
    all_but_mover = word is not None and word.text in ("NonMover", "Enemy")
    condition, result_of = c.compile(bound.get("if"), "boolean"), c.compile(bound.get("result"), "result")
    seats = range(1, c.players + 1)

    def each(state: State) -> Outcome | None:
        saved = state.var_player
        try:
            for seat in seats:
                if all_but_mover and seat == state.mover:
                    continue
                state.var_player = seat
                if condition(state):
                    found: Outcome = result_of(state)
                    return found
            return None
        finally:
            state.var_player = saved

    return each


rule("forEach", None, "endRule", binds={"if": ("player",), "result": ("player",)})(_for_each_player)
rule("forEach", "Player", "endRule", binds={"if": ("player",), "result": ("player",)})(_for_each_player)


@rule("result", returns="result")
def result(bound: Bound, c: Compiler) -> Callable[[State], Outcome]:
    seat = c.seat(bound.get("who"))
    kind = bound.get("resultType").text
    players = c.players
    if kind in ("Draw", "Tie", "Abandon", "Crash"):
        draw = (0.0,) * players
        return lambda state: draw
    winner_value = 1.0 if kind == "Win" else -1.0
    who = bound.get("who")
    # a player of three or more (teams count as one each) leaves play ranked (interpreter.standings)
    ranked = players > 2 and not (isinstance(who, s.Name) and who.text in ("All", "Each", "Shared"))
    won = kind == "Win"

    def outcome(state: State) -> Outcome:
        chosen = seat(state)
        if ranked and state.game.num_players > 2:
            return Standing(chosen, won)
        return tuple(winner_value if p == chosen else -winner_value for p in range(1, players + 1))

    return outcome


@rule("byScore", returns="result")
def by_score(bound: Bound, c: Compiler) -> Callable[[State], Outcome]:
    """Players ranked by score: the best score(s) win, the worst lose, the rest draw."""
    misere = bound.get("misere", False)
    players = c.players
    finals = [c.compile(score, "score") for score in bound.get("scores", ())]  # (byScore {(score P1 ...)})

    def outcome(state: State) -> Outcome:
        if finals:
            values = [(seat(state), value(state)) for seat, value in finals]
            for seat, value in values:
                state.set_score(seat, value)
        points = [state.points[p] * (-1 if misere else 1) for p in range(1, players + 1)]
        best, worst = max(points), min(points)
        if best == worst:
            return (0.0,) * players
        return tuple(1.0 if p == best else -1.0 if p == worst else 0.0 for p in points)

    return outcome


@rule("score", returns="score")
def final_score(bound: Bound, c: Compiler) -> tuple[Number, Number]:
    """``(score P1 n)`` in ``(byScore {...})``: the seat and its final score, as two closures."""
    return c.seat(bound.get("who")), c.compile(bound.get("score"), "int")
