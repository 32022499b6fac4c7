"""Chance nodes: the draws of a game (dice, cards dealt from a deck) as outcomes chosen from outside.

By default a state draws from its seeded generator, so a seed replays a game (play and saves
use this). With ``game.new_initial_state(chance_nodes=True)`` every draw a decision (or the
start) makes stops the game at a chance node instead: ``state.is_chance_node()``, the outcomes
and their probabilities in ``state.chance_outcomes()``, and ``state.apply_action(outcome)``
plays the decision on with that outcome, as OpenSpiel's chance nodes do. An outcome is the
index of what is drawn: ``value - low`` for ``(value Random (range low high))``, the piece kind for a
card dealt (with the chance of the cards of that kind left in the deck).

>>> from interpreter.game import load_text
>>> game = load_text('(game "Dice" (players 1) (equipment {(board (square 1)) (piece "Disc" P1)}) '
...     '(rules (play (move Pass (then (set Score Mover (value Random (range 1 6)))))) (end (if (> (score Mover) 0) '
...     '(result Mover Win)))))')
>>> state = game.new_initial_state(chance_nodes=True)
>>> state.apply("pass"); state.is_chance_node(), state.chance_outcomes()[:2]
(True, [(0, 0.16666666666666666), (1, 0.16666666666666666)])
>>> state.action_to_string(4); state.apply_action(4); state.scores()
'5'
(5,)
"""

from __future__ import annotations

from fractions import Fraction

from interpreter import context
from ludeme.errors import LudemeError


class Undecided(LudemeError):
    """Raised inside a decision when it draws and no outcome is given yet; :class:`Chance` catches it,
    so it never reaches a caller."""

    def __init__(self, weights: list[int], names: list[str]):
        super().__init__("a draw without its outcome")
        self.weights, self.names = weights, names


class Chance:
    """The outcomes given to the decision being played, and the chance node the state is at, if any."""

    __slots__ = ("given", "used", "pending")

    def __init__(self):
        self.given: list[int] = []
        self.used = 0
        # at a chance node: (the decision, None for the start; outcomes given so far; weights; names)
        self.pending: tuple | None = None

    def copy(self) -> Chance:
        twin = Chance()
        twin.given, twin.used, twin.pending = list(self.given), self.used, self.pending
        return twin

    # Drawing, from inside a decision -------------------------------------------------------------

    def outcome(self, state, weights: list[int], names: list[str]) -> int:
        """The outcome given for this draw; raises :class:`Undecided` when it is the first not given."""
        if self.used < len(self.given):
            chosen = self.given[self.used]
            self.used += 1
            return chosen
        raise Undecided(list(weights), list(names))

    # Playing ------------------------------------------------------------------------------------

    def start(self, state) -> None:
        """Set a new state up with its start rules, stopping at their first draw."""
        self.given = []
        self._try(state, None)

    def play(self, state, move) -> None:
        """Play a decision, stopping at its first draw."""
        self.given = []
        self._try(state, move)

    def apply(self, state, outcome: int) -> None:
        """Play the pending decision on with one more outcome; ValueError for an outcome that cannot happen."""
        move, given, weights, _ = self._node()
        if not isinstance(outcome, int) or not 0 <= outcome < len(weights) or weights[outcome] <= 0:
            raise ValueError(f"{outcome!r} is not an outcome of this chance node; outcomes: "
                             f"{', '.join(str(o) for o, _ in self.outcomes())}")
        self.given = given + [outcome]
        self._try(state, move)

    def outcomes(self) -> list[tuple[int, float]]:
        """The outcomes of the pending draw and their probabilities (which sum to 1)."""
        weights = self._node()[2]
        total = sum(weights)
        return [(index, weight / total) for index, weight in enumerate(weights) if weight > 0]

    def exact_outcomes(self) -> list[tuple[int, Fraction]]:
        """The same, as exact fractions."""
        weights = self._node()[2]
        total = sum(weights)
        return [(index, Fraction(weight, total)) for index, weight in enumerate(weights) if weight > 0]

    def name(self, outcome: int) -> str:
        return self._node()[3][outcome]

    def _node(self) -> tuple:
        """The pending chance node; ValueError when the state is at none."""
        if self.pending is None:
            raise ValueError("the state is not at a chance node")
        return self.pending

    def _try(self, state, move) -> None:
        self.used, self.pending = 0, None
        bound = tuple(getattr(state, attribute) for attribute in context.ATTRIBUTES)
        try:
            if move is None:
                state.game.start(state)
            else:
                state.play_decided(move)
        except Undecided as need:
            if move is None:
                state.rewind(0)  # a decision has been taken back whole already
            context.restore(state, bound)  # the names a decision bound when it stopped
            self.pending = (move, list(self.given), need.weights, need.names)
            state._legal = None
        else:
            if move is None:
                state.log.clear()
