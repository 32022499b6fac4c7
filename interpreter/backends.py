"""Which backend plays a game: the reference (closures, every ludeme) or the native one.

``--backend reference`` always plays on closures; ``--backend native`` plays natively or fails
with the reason; ``--backend auto`` (the default) plays natively when the lowering covers the
whole game and Numba is installed, and otherwise on the reference backend, saying why.

>>> from interpreter.game import load_game
>>> native_coverage(load_game("examples/tic-tac-toe.lud")) is None
True
>>> print(native_coverage(load_game("descriptions/sprout.lud")))
(if ...) is not lowered: descriptions/sprout.lud:97:13
"""

from __future__ import annotations

import importlib.util

from ludeme.errors import LudemeError

BACKENDS = ("reference", "native", "auto")
NEEDS_NUMBA = "the native backend needs Numba: pip install 'ludeme[native]'"


class BackendError(LudemeError):
    """The native backend was asked for and cannot play the game; the message says why."""


def native_coverage(game) -> str | None:
    """None when the native backend covers every ludeme of the game, else the ludeme that it lacks
    (with where it is written). Only lowers the rules: nothing is compiled to machine code."""
    if importlib.util.find_spec("numba") is None:
        return NEEDS_NUMBA
    from interpreter.lowering import NotLowered, lower

    try:
        lower(game)
    except NotLowered as reason:
        return str(reason)
    return None


def native_for(game, backend: str):
    """The :class:`~interpreter.native.state.NativeGame` to play on, or None for the reference
    backend, with the reason the reference plays (None when it was asked for or native plays)."""
    if backend not in BACKENDS:
        raise BackendError(f"no backend is named {backend!r}; backends: {', '.join(BACKENDS)}")
    if backend == "reference":
        return None, None
    reason = native_coverage(game)
    if reason is not None:
        if backend == "native":
            raise BackendError(f"the native backend cannot play {game.name}: {reason}")
        return None, f"the reference backend plays: {reason}"
    from interpreter.native.state import NativeGame

    return NativeGame(game), None
