"""Saved games as JSON files, and the JSON report of a state that ``ludeme run --json`` prints.

A save is ``game.state_to_json(state)``: the seed and the moves, with the position as a
check. Saving writes through a temporary file, so a file is never half written; loading
refuses anything that is not a save of this game, and never touches the file.

>>> import tempfile, pathlib
>>> from interpreter.game import load_game
>>> game = load_game("examples/tic-tac-toe.lud")
>>> state = game.new_initial_state(seed=7)
>>> state.apply("B2")
>>> path = pathlib.Path(tempfile.mkdtemp()) / "game.json"
>>> save_state(game, state, path)
>>> [game.move_to_text(state, m) for m in load_state(game, path).record]
['B2']
>>> state_report(game, state)["sites"]
{'B2': 'Disc1'}
"""

from __future__ import annotations

import json
from pathlib import Path

from interpreter.state import State
from ludeme.errors import LudemeError
from ludeme.jsontext import JsonRefused, parse_json
from ludeme.textfiles import FileRefused, read_text_file, write_atomically


class RecordError(LudemeError, ValueError):
    """A file that cannot be read as a save of the game, with the reason in words."""


def save_state(game, state: State, path: str | Path) -> None:
    """Write the game so far to ``path`` as JSON, atomically (OSError when the place cannot be written)."""
    write_atomically(path, json.dumps(game.state_to_json(state), indent=2) + "\n")


#: The largest save read, in bytes (the most moves a save may hold is ``interpreter.game.MAX_SAVE_MOVES``).
MAX_SAVE_BYTES = 8_000_000


def load_state(game, path: str | Path) -> State:
    """The state saved in ``path``; raises :class:`RecordError` saying why when it is not a save of ``game``.

    The file is never changed. What is not a regular file (a FIFO, a device) is refused without being
    waited on, and so is a file over :data:`MAX_SAVE_BYTES`; a leading UTF-8 byte order mark is
    allowed, as in descriptions.
    """
    try:
        text = read_text_file(path, MAX_SAVE_BYTES)
    except FileRefused as error:
        raise RecordError(f"cannot read {error}") from None
    try:
        data = parse_json(text)
    except JsonRefused as error:
        raise RecordError(f"{path}:{error.place}: not a saved game: {error.reason}") from None
    try:
        return game.state_from_json(data)
    except ValueError as error:
        raise RecordError(f"{path}: {error}") from None


def state_report(game, state: State) -> dict:
    """The state as plain data: mover (0 once over), turn, legal moves, scores, result and site contents."""
    label, text = game.board.label, game.move_to_text
    over = state.is_terminal()
    return {
        "game": game.name,
        "mover": state.current_player(),
        "turn": state.turn,
        "moves": game.record_texts(state),
        "legal": [text(state, move) for move in state.legal_moves()],
        "scores": list(state.scores()),
        "over": over,
        "result": list(state.returns()) if over else None,
        "sites": {label(site): game.pieces[what].name for site, what in enumerate(state.what) if what >= 0},
        **({"hands": list(state.hands)} if any(state.hands) else {}),  # by seat, the shared hand last
        **({"seat": state.mover} if game.num_seats != game.num_players else {}),  # a player of several seats
    }
