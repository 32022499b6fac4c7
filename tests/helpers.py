"""Helpers shared by the tests: legal move texts, and seeded random games."""

import random


def texts(game, state) -> list[str]:
    """The legal moves of a state, as sorted texts."""
    return sorted(game.move_to_text(state, m) for m in state.legal_moves())


def random_game(game, seed: int, limit: int | None = None):
    """A game of seeded random moves, stopped at its end or after ``limit`` moves."""
    rng = random.Random(seed)
    state = game.new_initial_state(seed)
    while not state.is_terminal() and (limit is None or len(state.record) < limit):
        moves = state.legal_moves()
        state.apply(moves[rng.randrange(len(moves))])
    return state


def ludii_library():
    """The Ludii library named by ``LUDEME_LUDII`` as a folder, or skip the test saying how to name one."""
    import os
    from pathlib import Path

    import pytest

    location = os.environ.get("LUDEME_LUDII")
    if not location:
        pytest.skip("needs Ludii's library: set LUDEME_LUDII to a folder holding def/ and lud/ "
                    "(.ci/run sets it to ../shared/ludii)")
    if not (Path(location) / "lud").is_dir():
        pytest.skip(f"LUDEME_LUDII={location} is not a folder holding lud/ (a jar serves the engine, "
                    "not these tests)")
    return Path(location)


def play_on(game, state, seed: int, limit: int) -> list[str]:
    """The texts of up to ``limit`` seeded random moves played on from ``state`` (changed), with the result."""
    rng = random.Random(seed)
    played = []
    while not state.is_terminal() and len(played) < limit:
        moves = state.legal_moves()
        move = moves[rng.randrange(len(moves))]
        played.append(game.move_to_text(state, move))
        state.apply(move)
    return played + [repr((state.is_terminal(), state.returns(), state.scores(), state.current_player()))]
