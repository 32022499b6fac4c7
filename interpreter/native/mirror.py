"""A native state kept at the position of a reference game, so that native code can think about it.

A :class:`Mirror` plays the moves of a reference :class:`~interpreter.state.State` into a native
state, and maps moves both ways by their place in the legal moves, which both backends list in
the same order (``tests/runtime/test_native.py`` holds them equal): so it needs no knowledge of
how either backend encodes a move. It keeps a reference copy beside the native state; a later
position of the same game replays only the moves that are new (after taking back those that
differ, when moves were taken back).

>>> from interpreter.game import load_game
>>> from interpreter.native.state import NativeGame
>>> game = load_game("examples/tic-tac-toe.lud")
>>> mirror = Mirror(NativeGame(game))
>>> state = game.new_initial_state()
>>> for text in ["A1", "B2"]: state.apply(text)
>>> mirror.follow(state) is None, mirror.state.who[:5]
(True, [1, 0, 0, 0, 2])
>>> state.game.move_to_text(state, mirror.reference_move(mirror.state.legal_moves()[0]))
'B1'
"""

from __future__ import annotations

from interpreter.moves import Move
from interpreter.native.state import NativeGame


def unmirrored(state) -> str | None:
    """Why a reference state cannot be followed natively, or None when it can."""
    if state.origin is not None:
        return "the game was started from a given position, not from its initial state"
    if state.chance is not None:
        return "the game's chance events are decided from outside (chance nodes)"
    return None


class Mirror:
    """A native state that follows the positions of reference states of one game."""

    def __init__(self, native: NativeGame):
        self.native = native
        self._restart()

    def follow(self, state) -> str | None:
        """Bring the native state to ``state``'s position (a state of the same game); None, or why it
        cannot be (then the native state is back at the start)."""
        problem = unmirrored(state)
        if problem is not None:
            return problem
        mine, theirs = self.reference.record, state.record
        common = 0
        while common < min(len(mine), len(theirs)) and mine[common] == theirs[common]:
            common += 1
        for _ in range(len(mine) - common):
            self.reference.undo()
            self.state.undo()
        for move in theirs[common:]:
            legal = self.reference.legal_moves()
            native_moves = self.state.legal_moves()
            if move not in legal or len(legal) != len(native_moves):
                self._restart()
                return f"the native backend lists other moves than the reference before {move}"
            self.state.apply(native_moves[legal.index(move)])
            self.reference.play(move)
        if (self.state.current_player() != state.current_player()
                or len(self.state.legal_moves()) != len(state.legal_moves())):
            self._restart()
            return "the native backend reaches another position than the reference"
        return None

    def reference_move(self, native_move: int) -> Move:
        """The reference's move for a legal native move of the position followed."""
        return self.reference.legal_moves()[self.state.legal_moves().index(native_move)]

    def _restart(self) -> None:
        game = self.native.game  # a board laid out by chance: the seed of the native game's own layout
        self.reference = game.new_initial_state(game.board_seed if game.layout_by_chance else 0)  # where the native state stands
        self.state = self.native.new_initial_state()


__all__ = ["Mirror", "unmirrored"]
