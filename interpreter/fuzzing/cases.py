"""What one fuzz case does: a description through every stage, a save loaded, a position set up
(web requests are :mod:`interpreter.fuzzing.requests`).

A case ends in one of these outcomes:

- ``ok``: every stage ran;
- ``refused``: a stage refused the input with a located message (``DiagnosticError``,
  ``RecordError``, ``PositionError``, an illegal move): what bad input should get, with the
  file it came from and the game left as they were;
- ``failed``: anything else (a traceback, or an assertion of this module); the worker reports
  its signature.

>>> run_description('(game "T" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)}) '
...                 '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')
'ok'
>>> run_description('(game "T" (players 2)')
'refused'
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import random
import re
import tempfile
from pathlib import Path

from interpreter.game import Game, load_text
from interpreter.positions import PARTS, PositionError, read_position
from interpreter.records import RecordError, load_state
from interpreter.render.panel import describe
from interpreter.render.picture import state_svg
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


def _play(game, seed: int, moves: int, state=None) -> None:
    """Random moves from the start (or from ``state``), the position shown and saved, then every move
    taken back."""
    rng = random.Random(seed)
    state = game.new_initial_state(seed=seed) if state is None else state
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


@functools.lru_cache(maxsize=32)
def game_of(description: str) -> Game:
    """The game of a description text, compiled once per process: saves and positions are loaded into
    a few real games over and over, and compiling one again (a second for a large board) would be most
    of a case's time, and fragment memory."""
    return load_text(description)


@contextlib.contextmanager
def _file_holding(data: bytes):
    """A new file holding ``data`` in a private folder, which must still hold exactly it when done."""
    folder = tempfile.mkdtemp(prefix="ludeme-fuzz-")
    path = Path(folder) / "case.json"
    try:
        path.write_bytes(data)
        yield path
        if path.read_bytes() != data:
            raise AssertionError("reading the file changed it")
    finally:
        path.unlink(missing_ok=True)
        os.rmdir(folder)


def run_save(description: str, save_text: bytes) -> str:
    """Load ``save_text`` as a save of the game; the file must be left as it was."""
    game = game_of(description)
    with _file_holding(save_text) as path:
        try:
            state = load_state(game, path)
        except RecordError as error:
            if not str(error).startswith(str(path)):
                raise AssertionError(f"a refusal that does not name the file: {error}") from None
            return "refused"
        state.legal_moves()
        return "ok"


#: What a refused position says after its file's name: the place in the text, or the part at fault.
_LOCATED = re.compile(r":\d+:\d+: not a position: |: (a position is a JSON object|.+ is not a part of a position|"
                      r"(" + "|".join(re.escape(part) for part in PARTS) + r")[:\[])", re.DOTALL)


def run_position(description: str, text: str, seed: int = 0) -> str:
    """Set up the position ``text`` (a file) in the game and, when it fits, play on from it: random
    moves, shown, drawn, saved and reloaded, taken back to the position, which must read back the same.
    A refusal must name the file and the part at fault; the file and the game stay as they were."""
    game = game_of(description)
    before = _fingerprint(game)
    with _file_holding(text.encode("utf-8", "surrogateescape")) as path:
        try:
            state = read_position(game, path)
        except PositionError as error:
            message = str(error)
            if not message.startswith(str(path)) or not _LOCATED.match(message, len(str(path))):
                raise AssertionError(f"a refusal that does not name the part at fault: {message}") from None
            outcome = "refused"
        else:
            _play_on(state, seed)
            outcome = "ok"
    if _fingerprint(game) != before:
        raise AssertionError("setting up a position changed the game")
    return outcome


def _play_on(state, seed: int) -> None:
    game = state.game
    start = state.to_position()
    describe(game, state), state_svg(game, state)  # what the web page shows
    if game.state_from_position(json.loads(json.dumps(start))).to_position() != start:
        raise AssertionError("a position does not read back the same")
    _play(game, seed, PLAYOUT_MOVES // 4, state)
    if state.to_position() != start:
        raise AssertionError("taking every move back does not give the position back")


def position_words(game) -> list[str]:
    """Names worth trying in a position of ``game``: parts, site labels, pieces, seats, variables."""
    labels = game.board.labels
    return [*PARTS, *labels[:20], labels[-1], *(kind.name for kind in game.pieces),
            *(f"P{seat}" for seat in range(game.num_seats + 2)), *game.layout.variables, *game.layout.multisets,
            "to", "from", "state", "value", "rotation", "piece", "owner"]


def _fingerprint(game) -> str:
    state = game.new_initial_state(seed=0)
    return json.dumps([state.to_position(), [game.move_to_text(state, m) for m in state.legal_moves()]])
