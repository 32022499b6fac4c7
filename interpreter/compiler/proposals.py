"""Proposals and votes, as Ludii's ``(move Propose ...)``, ``(move Vote ...)``, ``(is Proposed ...)``
and ``(is Decided ...)``: a player proposes (an end of the game by agreement, say), the players
vote, and once every player has voted, the vote a majority cast (more than half) is decided; the
proposals and the votes are then forgotten.

What is proposed, the votes and the decision are variables of the layout (``"proposed End"``,
``"votes End"``, ``"votes"``, ``"decided"``), so they are logged, undone and saved like any value.
Each name proposed or voted gets a number when compiled, and ``"decided"`` holds the number of
the name decided (0 for none). A game whose rules never ask what was proposed or decided (they
keep their own count of votes) keeps none of these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from interpreter.compiler import Compiler

if TYPE_CHECKING:
    from interpreter.state import State


def _names(c: Compiler) -> dict[str, int]:
    """The names proposed and voted in this game, numbered from 1."""
    return c.shared("proposals")


def number_of(c: Compiler, name: str) -> int:
    """The number of a name proposed or voted (given when first met)."""
    names = _names(c)
    return names.setdefault(name, len(names) + 1)


def _nothing(state: State) -> None:
    """What proposing and voting keep in a game whose rules never ask about them."""


def proposer(c: Compiler, name: str) -> Callable[[State], None]:
    """``propose(state)``: the name is proposed (nothing is kept when the rules never ask)."""
    if not c.votes_counted:
        return _nothing
    slot = c.layout.variable(f"proposed {name}")
    number_of(c, name)
    return lambda state: state.set_slot(slot, 1)


def proposed(c: Compiler, name: str) -> Callable[[State], bool]:
    slot = c.layout.variable(f"proposed {name}")
    number_of(c, name)
    return lambda state: state.slots[slot] != 0


def decided(c: Compiler, name: str) -> Callable[[State], bool]:
    slot, number = c.layout.variable("decided"), number_of(c, name)
    return lambda state: state.slots[slot] == number


def voter(c: Compiler, name: str) -> Callable[[State], None]:
    """``vote(state)``: a vote for the name; the last vote decides and forgets what was proposed and voted
    (nothing is kept when the rules never ask)."""
    if not c.votes_counted:
        return _nothing
    number_of(c, name)
    votes, total, outcome = c.layout.variable(f"votes {name}"), c.layout.variable("votes"), c.layout.variable("decided")
    layout, players = c.layout, c.players

    def vote(state: State) -> None:
        state.set_slot(votes, state.slots[votes] + 1)
        state.set_slot(total, state.slots[total] + 1)
        if state.slots[total] < players:
            return
        names = _names(c)
        counts = {other: state.slots[layout.variables[f"votes {other}"]] for other in names
                  if f"votes {other}" in layout.variables}
        best = max(counts, key=lambda other: counts[other])
        if counts[best] > players // 2:
            state.set_slot(outcome, names[best])
        for variable, slot in layout.variables.items():
            if (variable.startswith("proposed ") or variable.startswith("votes")) and state.slots[slot]:
                state.set_slot(slot, 0)

    return vote
