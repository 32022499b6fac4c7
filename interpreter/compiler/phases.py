"""Phases of a game (Ludii's ``(rules ... phases:{...})``): each player is in one phase at a time,
which gives the moves they may make and end rules of its own, and moves on to another phase when a
``(nextPhase ...)`` of it, for them or for everyone, holds after a move (anyone's).

Each seat's phase is kept in the state's ``phase`` array (its index plus one; 0 until it first
changes, which means the seat's first phase: the first that is theirs or everyone's), so undo and
saves follow it as any other value of the state.

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds what the game does with them.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from interpreter.compiler import Compiler
from interpreter.compiler.moves import Rule
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError


class NextPhase(NamedTuple):
    """A (nextPhase ...): for whom (None: every player), when, and where to (None: the next phase)."""

    who: Callable | None
    condition: Callable | None
    name: str | None
    bound: Bound


class Phase(NamedTuple):
    name: str
    owner: int  # 0: every player's
    play: Rule
    end: Callable | None
    nexts: tuple[NextPhase, ...]


class Phases:
    """The phases of a game, compiled: the moves and end rules of each seat's phase, and the change
    of phase after a move."""

    def __init__(self, c: Compiler, phases: list[Phase]):
        self.phases = phases
        self.slot = c.layout.array("phase")
        names = [phase.name for phase in phases]
        for phase in phases:
            for next_phase in phase.nexts:
                if next_phase.name is not None and next_phase.name not in names:
                    raise DiagnosticError([Diagnostic.error(
                        f'no phase is named "{next_phase.name}"', next_phase.bound.node.span,
                        hint="its phases: " + ", ".join(f'"{name}"' for name in names))])
        self.index = {name: number for number, name in enumerate(names)}
        self.first = [next((number for number, phase in enumerate(phases) if phase.owner in (0, seat)), 0)
                      for seat in range(c.players + 1)]

    def of(self, state, seat: int) -> int:
        """The index of a seat's phase now."""
        kept = state.slots[self.slot + seat]
        return kept - 1 if kept else self.first[seat]

    def generate(self, state):
        return self.phases[self.of(state, state.mover)].play.generate(state)

    def any(self, state) -> bool:
        """Whether the mover's phase gives a move (found without making them all)."""
        return self.phases[self.of(state, state.mover)].play.any(state)

    def lands_on(self, state, site: int) -> bool:
        """Whether a move of the mover's phase goes to a site (a threat to a piece)."""
        return self.phases[self.of(state, state.mover)].play.lands_on(state, site)

    def end(self, state):
        """The result by the end rules of the mover's phase, or None."""
        rule = self.phases[self.of(state, state.mover)].end
        return rule(state) if rule is not None else None

    def update(self, state) -> None:
        """After a move, as Ludii does: each seat in turn (P1 first) goes on by the first
        (nextPhase ...) of its own phase that is for it (or for everyone) and holds; without a
        phase name, to the phase after its own (after the mover's, for a (nextPhase ...) for
        everyone), read as it is when that seat's turn in this pass comes."""
        count = len(self.phases)
        for seat in range(1, len(self.first)):
            for next_phase in self.phases[self.of(state, seat)].nexts:
                whose = next_phase.who(state) if next_phase.who is not None else None
                if whose is not None and whose != seat:
                    continue
                if next_phase.condition is not None and not next_phase.condition(state):
                    continue
                if next_phase.name is not None:
                    chosen = self.index[next_phase.name]
                else:
                    chosen = (self.of(state, state.mover if whose is None else seat) + 1) % count
                if self.of(state, seat) != chosen or state.slots[self.slot + seat] == 0:
                    state.set_slot(self.slot + seat, chosen + 1)
                break
