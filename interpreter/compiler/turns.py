"""Whose move it could be: whether a player has a legal move.

``(no Moves Next)`` asks the game for the legal moves of another player as if it were
their turn now (the mover and the turn number are set for the question and put back).
The game remembers the answer for the position, so the turn that follows does not work
it out again.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, rule
from ludeme.checker import Bound


@rule("no", "Moves", "boolean")
def no_moves(bound: Bound, c: Compiler):
    seat = c.seat(bound.get("who"))
    asking = [False]

    def test(state):
        if asking[0]:  # asked again while the moves are being found, as in (play (if (no Moves Mover) ...))
            return False
        asking[0] = True
        try:
            return _no_moves(state, seat(state))
        finally:
            asking[0] = False

    return test


def _no_moves(state, player: int) -> bool:
    """Whether ``player`` has no legal move, asked with them as the mover and no context set."""
    saved = (state.mover, state.turn, state.var_to, state.var_from, state.var_site, state.var_sites)
    if player != state.mover:
        state.mover, state.turn = player, state.turn + 1
    state.var_to = state.var_from = state.var_site = -1
    state.var_sites = ()
    try:
        return not state.game.legal(state)
    finally:
        state.mover, state.turn, state.var_to, state.var_from, state.var_site, state.var_sites = saved
