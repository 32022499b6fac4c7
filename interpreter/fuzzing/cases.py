"""What one fuzz case does: a description through every stage, or a save loaded.

A case ends in one of these outcomes:

- ``ok``: every stage ran;
- ``refused``: a stage refused the input with a located message (``DiagnosticError``,
  ``RecordError``, an illegal move): what bad input should get;
- ``failed``: anything else (a traceback); the worker reports its signature.

>>> run_description('(game "T" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)}) '
...                 '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')
'ok'
>>> run_description('(game "T" (players 2)')
'refused'
"""

from __future__ import annotations

import functools
import json
import os
import random
import tempfile
from pathlib import Path

from interpreter.game import Game, load_text
from interpreter.records import RecordError, load_state
from interpreter.state import IllegalMove, RuleError
from ludeme.checker import check
from ludeme.diagnostics import DiagnosticError
from ludeme.expansion import expand
from ludeme.errors import LimitExceeded, LudemeError
from ludeme.formatter import format_file
from ludeme.parser import parse_text

#: Moves played from the start of each compiled mutant.
PLAYOUT_MOVES = 40


def run_description(text: str, seed: int = 0, playout_moves: int = PLAYOUT_MOVES) -> str:
    """Parse, format, expand, check, compile and play a description (read once, as the commands do
    in turn); ``ok`` or ``refused``, and anything else raises."""
    try:
        file = parse_text(text, "mutant.lud")
        format_file(file)
        expansion = expand(file)
    except DiagnosticError as error:
        _located(error)
        return "refused"
    checked = check(expansion)
    for diagnostic in checked.diagnostics:
        diagnostic.render()
    if not checked.ok or checked.game is None:
        return "refused"
    try:  # the game made directly, so that a defect of the engine comes out as a traceback
        game = Game(checked.game, path="mutant.lud", expansion=expansion, text=text, seed=seed)
    except LudemeError as error:
        if isinstance(error, DiagnosticError):
            _located(error)
        return "refused"
    try:
        _play(game, seed, playout_moves)
    except LimitExceeded:  # play went past a stated limit, and said so
        return "refused"
    return "ok"


def _located(error: DiagnosticError) -> None:
    """A refusal must say something, and render."""
    if not error.diagnostics:
        raise AssertionError("a DiagnosticError with no diagnostic")
    for diagnostic in error.diagnostics:
        diagnostic.render()


def _play(game, seed: int, moves: int) -> None:
    """Random moves from the start, the position shown and saved, then every move taken back."""
    rng = random.Random(seed)
    state = game.new_initial_state(seed=seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        legal = state.legal_moves()
        try:
            state.apply(rng.choice(legal))
        except RuleError as error:
            if isinstance(error.__cause__, LimitExceeded):
                raise error.__cause__ from None
            raise  # the engine failed inside a rule: a bug, reported with its cause
        except IllegalMove:
            raise AssertionError("a listed legal move was refused") from None
    str(state)
    state.returns(), state.scores()
    saved = game.state_to_json(state)
    replayed = game.state_from_json(json.loads(json.dumps(saved)))
    if game.state_to_json(replayed) != saved:
        raise AssertionError("a save does not load back to the same position")
    while state.record:
        state.undo()


@functools.lru_cache(maxsize=16)
def _game_of(description: str):
    """A save's game, compiled once per worker: saves are loaded into a few real games, and
    compiling one (a second for a large board) would otherwise be most of a save case's time."""
    return load_text(description)


def run_save(description: str, save_text: bytes) -> str:
    """Load ``save_text`` as a save of the game; the file must be left as it was."""
    game = _game_of(description)
    folder = tempfile.mkdtemp(prefix="ludeme-fuzz-")
    path = Path(folder) / "save.json"
    try:
        path.write_bytes(save_text)
        try:
            state = load_state(game, path)
        except RecordError as error:
            if not str(error):
                raise AssertionError("a refusal without a reason") from None
            outcome = "refused"
        else:
            state.legal_moves()
            outcome = "ok"
        if path.read_bytes() != save_text:
            raise AssertionError("loading a save changed the file")
        return outcome
    finally:
        path.unlink(missing_ok=True)
        os.rmdir(folder)
