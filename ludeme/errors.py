"""The errors of ludeme: one root, :class:`LudemeError`, with every other error below it.

Catching ``LudemeError`` catches every refusal of the engine, each with its reason in
words: a description with errors (:class:`~ludeme.diagnostics.DiagnosticError`), a board
that cannot be built (``BoardError``), an illegal move (``IllegalMove``), a file that is not
a save of the game (``RecordError``). Those about a bad value are also ``ValueError``s.

>>> import ludeme
>>> game = ludeme.load("examples/tic-tac-toe.lud")
>>> state = game.new_initial_state(seed=1)
>>> try:
...     state.apply("Z9")
... except LudemeError as error:
...     print(type(error).__name__, "-", error)
IllegalMove - Z9 is not a move here; legal moves: A1, B1, C1, A2, B2, C2, A3, B3, C3
"""

from __future__ import annotations


class LudemeError(Exception):
    """The root of every error the engine raises on purpose, with a message for people."""


class LimitExceeded(LudemeError):
    """Play that would go past one of the engine's stated limits (``docs/limits.md``), such as a
    counted loop over more values than a rule may walk in one move."""
