"""ludeme: board games written in the .lud language, read, checked and played.

>>> import ludeme
>>> game = ludeme.load("examples/tic-tac-toe.lud")
>>> state = game.new_initial_state(seed=7)
>>> len(state.legal_moves())
9

The language (this package) reaches the runtime only through the ``ludeme.runtime``
entry point, so it can be read and checked without it.
"""

from __future__ import annotations

from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.errors import LudemeError
from ludeme.files import read_description
from ludeme.games import games
from ludeme.runtime import runtime_function

__all__ = ["Diagnostic", "DiagnosticError", "LudemeError", "games", "load", "read_description"]


def load(path, options=(), ruleset: str | None = None, seed: int = 0, forced_pass: bool = False):
    """The compiled game of a description, with ``"Heading/Item"`` options and a ruleset.
    ``path`` is a file, or the name of a packaged game (:func:`games`): ``ludeme.load("sprout")``.

    ``seed`` lays out boards made by chance. With ``forced_pass``, a player with no legal move
    passes and the game ends in a draw once every player passed in a row (Ludii's convention);
    without, the game ends when the player to move has no move. Raises :class:`DiagnosticError`
    for a description with errors.
    """
    load_game = runtime_function("load")
    if load_game is None:
        raise RuntimeError("playing a game needs the runtime (the interpreter package), which is not installed")
    return load_game(path, options=options, ruleset=ruleset, seed=seed, forced_pass=forced_pass)
