"""Compile rules of the game's parts (Ludii's ``game.rules``): the start, play, end and meta rules.

Each rule's catalogue row is in ``ludeme/catalogue/families/game.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from interpreter.compiler import Compiler, rule
from interpreter.compiler.families.end import first_outcome
from interpreter.compiler.phases import NextPhase, Phase
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError

if TYPE_CHECKING:
    from interpreter.compiler import Action, EndRule
    from interpreter.moves import Move
    from interpreter.state import State


def _each(rules: object) -> tuple[Any, ...]:
    """``(end r)`` and ``(end {r1 r2})`` alike: the rules as a tuple."""
    return rules if isinstance(rules, tuple) else (rules,)


@rule("play", returns="play")
def play(bound: Bound, c: Compiler) -> Any:
    return c.compile(bound.get("moves"), "moves")


@rule("start", returns="start")
def start(bound: Bound, c: Compiler) -> Action:
    rules = bound.get("rules")
    placements = [c.compile(r, "startRule") for r in _each(rules)]

    def set_up(state: State) -> None:
        for placement in placements:
            placement(state)

    return set_up


@rule("end", returns="end")
def end(bound: Bound, c: Compiler) -> EndRule:
    return first_outcome([c.compile(r, "endRule") for r in _each(bound.get("rules"))])


@rule("meta", returns="meta")
def meta(bound: Bound, c: Compiler) -> list[Callable[[State], list[Move]]]:
    rules = bound.get("rules")
    return [c.compile(r, "metaRule") for r in _each(rules)]


@rule("phase", returns="phase")
def phase(bound: Bound, c: Compiler) -> Phase:
    owner = bound.get("owner")
    seat = 0
    if owner is not None and owner.text not in ("Shared", "All", "Each"):
        if not (owner.text[:1] == "P" and owner.text[1:].isdigit()):
            raise DiagnosticError([Diagnostic.error(
                f"a phase belongs to one player (P1, P2, ...) or to every player, not {owner.text}", owner.span)])
        c.seat(owner)  # refuses a seat the game does not have
        seat = int(owner.text[1:])
    nexts = bound.get("next")
    nexts = () if nexts is None else nexts if isinstance(nexts, tuple) else (nexts,)
    return Phase(bound.get("name"), seat, c.compile(bound.get("play"), "play"),
                 c.optional(bound.get("end"), "end"), tuple(c.compile(n, "nextPhase") for n in nexts))


@rule("nextPhase", returns="nextPhase")
def next_phase(bound: Bound, c: Compiler) -> NextPhase:
    who = bound.get("who")
    everyone = who is None or who.text in ("Shared", "All", "Each")
    return NextPhase(None if everyone else c.seat(who), c.optional(bound.get("condition"), "boolean"),
                     bound.get("name"), bound)
