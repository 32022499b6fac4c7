"""Emitters of start rules: each writes, into the game's ``reset``, what it sets up before the first
move, as the reference's rules do (:mod:`interpreter.compiler.families.start`)."""

from __future__ import annotations

from interpreter.native.codegen.emitter import Emitter, Function, emits


@emits("remember", "Value", "startRule")
def remember_value(bound, e: Emitter, f: Function) -> None:
    index, total = e.layout.multiset(bound.get("name"))
    value, count = e.number(bound.get("value"), f), e.number(bound.get("count", 1), f)
    f.line(f"remember(b, np.int64({index}), np.int64({value}), np.int64({count}), np.int64({total}))")


@emits("deal", "Cards", "startRule")
def deal_cards(bound, e: Emitter, f: Function) -> None:
    f.line(f"deal(b, np.int64({e.seat(bound.get('who'), f)}), np.int64({e.number(bound.get('count'), f)}), "
           f"np.int64({len(e.game.pieces)}))")


@emits("redraw", None, "startRule")
def redraw(bound, e: Emitter, f: Function) -> None:
    """Nothing in play: the game lays its board out again until the condition holds when it loads."""
