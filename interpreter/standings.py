"""Players leaving a game of three or more, as Ludii ranks them.

In a game of two, ``(result Mover Win)`` ends the game. With three or more seats, a result for one
seat only takes that seat out of play with a rank, and the others play on: a win takes the best rank
still free (1, then 2, ...), a loss the worst (the last place, then the one above). Once a single
seat is left it takes the rank that remains, and the game is over; each seat's return is its rank
spread evenly from +1 (first) to -1 (last). A draw while some seats are out gives the seats still
playing the middle of the ranks left to them. Seats that are out are skipped in the turn order.

>>> from interpreter.game import load_text
>>> game = load_text('(game "T" (players 3) (equipment {(board (square 4)) (piece "Disc" Each)}) '
...                  '(rules (play (move Add (to (sites Empty)))) (end (if (is Line 2 Orthogonal) '
...                  '(result Mover Win)))))')
>>> state = game.new_initial_state(0)
>>> for site in ("A1", "C1", "A3", "B1"): state.apply(site)
>>> state.ranks[1:], state.current_player()  # P1 made a line of two: first place; the others play on
([1.0, 0.0, 0.0], 2)
>>> for site in ("D4", "C3", "D1"): state.apply(site)  # P2, P3, then P2 joins C1: second place
>>> state.is_terminal(), state.ranks[1:], state.returns()  # P3, left alone, is last
(True, [1.0, 2.0, 3.0], (1.0, 0.0, -1.0))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from interpreter.state import State

#: The code of a change to a seat's rank in a state's change log: (code, seat, old rank, old place).
RANK_CODE = 18


class Standing(NamedTuple):
    """A result for one seat of a game of three or more: it leaves play, having won or lost."""

    seat: int
    won: bool


def utility(rank: float, seats: int) -> float:
    """A rank's return: +1 for first place down to -1 for last, evenly (Ludii's ranks to utilities)."""
    return 1.0 - (rank - 1.0) * 2.0 / (seats - 1)


def playing(state: State) -> list[int]:
    """The seats still in play."""
    return [seat for seat in range(1, state.game.num_seats + 1) if not state.ranks[seat]]


def settle(state: State, standing: Standing) -> tuple[float, ...] | None:
    """Take a seat out with its rank; the returns once a single seat (or none) is left, else None."""
    ranks, places, seats = state.ranks, state.places, state.game.num_seats
    if ranks[standing.seat]:
        return None  # out already
    winners, losers = places.count(1), places.count(-1)
    if standing.won:
        state.set_rank(standing.seat, winners + 1.0, 1)
    else:
        state.set_rank(standing.seat, float(seats - losers), -1)
    left = playing(state)
    if len(left) == 1:  # the last seat takes the rank left: below a winner, above a loser
        if standing.won:
            state.set_rank(left[0], ranks[standing.seat] + 1.0, -1)
        else:
            state.set_rank(left[0], places.count(1) + 1.0, 1)
        left = []
    if left:
        return None
    return tuple(utility(ranks[seat], seats) for seat in range(1, seats + 1))


def finish(state: State, outcome: tuple[float, ...]) -> tuple[float, ...]:
    """The returns when the game ends for everyone with some seats already out: those keep their
    ranks; after a draw the others share the middle of the ranks left, else they keep the outcome's."""
    ranks, seats = state.ranks, state.game.num_seats
    if not any(ranks[1:]):
        return outcome
    if all(value == 0.0 for value in outcome):
        shared = (len(playing(state)) + 1) / 2.0 + state.places.count(1)
        return tuple(utility(ranks[seat] or shared, seats) for seat in range(1, seats + 1))
    return tuple(utility(ranks[seat], seats) if ranks[seat] else outcome[seat - 1] for seat in range(1, seats + 1))
