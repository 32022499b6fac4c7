"""Emitters of end rules and results: an end rule writes the result by seat into ``b.result`` and
returns True when it ends the game, as the reference's rules (:mod:`interpreter.compiler.families.end`)
give the first outcome that holds."""

from __future__ import annotations

from interpreter.native.codegen.emitter import Emitter, Function, emits, refuse
from ludeme import syntax as s
from ludeme.checker import Bound

_DRAWS = ("Draw", "Tie", "Abandon", "Crash")


@emits("if", None, "endRule")
def end_if(bound: Bound, e: Emitter, f: Function) -> None:
    with f.block(f"if {e.boolean(bound.get('condition'), f)}:"):
        if "rules" in bound.arguments:
            for inner in bound.get("rules"):
                e.emit(inner, "endRule", f)
        else:
            e.emit(bound.get("result"), "result", f)
            f.line("return True")


@emits("result", None, "result")
def result(bound: Bound, e: Emitter, f: Function) -> None:
    """The named seat wins (or loses), the others the opposite; a draw is 0 for everyone."""
    kind = bound.get("resultType").text
    seats = e.seats
    if kind in _DRAWS:
        for seat in range(1, seats + 1):
            f.line(f"b.result[{seat}] = 0.0")
        return
    who = bound.get("who")
    if seats > 2 and not (isinstance(who, s.Name) and who.text in ("All", "Each", "Shared")):
        raise refuse(bound, "is not generated with three players or more (standings)")
    chosen = f.fresh("chosen")
    value = 1.0 if kind == "Win" else -1.0
    f.line(f"{chosen} = {e.seat(who, f)}")
    for seat in range(1, seats + 1):
        f.line(f"b.result[{seat}] = {value} if {chosen} == {seat} else {-value}")


@emits("byScore", None, "result")
def by_score(bound: Bound, e: Emitter, f: Function) -> None:
    """Players ranked by score: the best score(s) win, the worst lose, the rest draw. Final scores
    (``(byScore {(score P1 ...) ...})``) are all worked out first, then set (logged), then ranked."""
    finals = []
    for final in bound.get("scores", ()):
        seat, value = f.fresh("seat"), f.fresh("score")
        f.line(f"{seat} = {e.seat(final.get('who'), f)}")
        f.line(f"{value} = {e.number(final.get('score'), f)}")
        finals.append((seat, value))
    for seat, value in finals:
        f.line(f"set_score(b, {seat}, {value})")
    sign = -1 if bound.get("misere", False) else 1
    seats = e.seats
    best, worst = f.fresh("best"), f.fresh("worst")
    points = [f"({sign} * b.points[{seat}])" for seat in range(1, seats + 1)]
    f.line(f"{best} = max({', '.join(points)})" if seats > 1 else f"{best} = {points[0]}")
    f.line(f"{worst} = min({', '.join(points)})" if seats > 1 else f"{worst} = {points[0]}")
    for number, point in enumerate(points, start=1):
        f.line(f"b.result[{number}] = 0.0 if {best} == {worst} else 1.0 if {point} == {best} else "
               f"-1.0 if {point} == {worst} else 0.0")
