"""Which backend plays a game: the reference (closures, every ludeme) or the native one.

``--backend reference`` always plays on closures; ``--backend native`` plays natively or fails
with the reason; ``--backend auto`` (the default) plays natively when the lowering covers the
whole game and Numba is installed, and otherwise on the reference backend, saying why.

>>> from interpreter.game import load_game
>>> native_coverage(load_game("examples/tic-tac-toe.lud")) is None
True
>>> print(native_coverage(load_game("descriptions/turn-of-time.lud")))
the rotating rings of (board ...) is not generated: descriptions/turn-of-time.lud:236:5
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
    (with where it is written). Only lowers the rules (to tables, else to generated source):
    nothing is compiled to machine code."""
    return _native_plan(game)[1]


def _native_plan(game) -> tuple[str | None, str | None]:
    """How the native backend plays a game: ``("tables", None)`` on the table kernels,
    ``("generated", None)`` on code generated for it, or ``(None, reason)``."""
    if importlib.util.find_spec("numba") is None:
        return None, NEEDS_NUMBA
    from interpreter.lowering import NotLowered, lower
    from interpreter.native.codegen.module import write_module

    try:
        lower(game)
        return "tables", None
    except NotLowered:
        pass
    try:
        write_module(game)
    except NotLowered as reason:
        return None, str(reason)
    return "generated", None


def native_for(game, backend: str):
    """The native game to play on (:class:`~interpreter.native.state.NativeGame` on the table kernels,
    or :class:`~interpreter.native.codegen.game.GeneratedGame`), or None for the reference backend,
    with the reason the reference plays (None when it was asked for or native plays)."""
    if backend not in BACKENDS:
        raise BackendError(f"no backend is named {backend!r}; backends: {', '.join(BACKENDS)}")
    if backend == "reference":
        return None, None
    plan, reason = _native_plan(game)
    if plan is None:
        if backend == "native":
            raise BackendError(f"the native backend cannot play {game.name}: {reason}")
        return None, f"the reference backend plays: {reason}"
    if plan == "generated":
        from interpreter.native.codegen.game import GeneratedGame

        return GeneratedGame(game), None
    from interpreter.native.state import NativeGame

    return NativeGame(game), None
