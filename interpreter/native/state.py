"""A game on the native backend: its tables, and states held in flat arrays.

>>> from interpreter.game import load_game
>>> native = NativeGame(load_game("examples/tic-tac-toe.lud"))
>>> state = native.new_initial_state()
>>> for site in (0, 3, 1, 4, 2):
...     state.apply(site)
>>> state.is_terminal(), state.returns()
(True, (1.0, -1.0))
>>> state.undo(); state.legal_moves()
[2, 5, 6, 7, 8]

In a game whose pieces move, a move is ``sites + from * sites + to`` (:meth:`NativeGame.step`).
"""

from __future__ import annotations

import numpy as np

from interpreter.lowering import CONNECTED, Program, lower
from interpreter.native import kernels
from interpreter.moves import Move
from interpreter.native.kernels import FRAME_FIELDS, SWAP, Buffers, Tables
from interpreter.state import IllegalMove

#: The moves a state of a game whose pieces move holds at first (it grows as a game goes on), and the
#: most a whole game played in native code holds (a longer one stops unfinished, as a capped game).
FIRST_ROOM, MOST_ROOM = 1024, 100_000


def tables_of(program: Program) -> Tables:
    """The kernels' view of a program."""
    sizes = np.array([program.num_sites, program.num_seats, int(program.swap),
                      int(CONNECTED in program.end_condition), int(program.starts), int(program.moves_pieces)],
                     dtype=np.int32)
    return Tables(sizes, program.piece_of_seat, program.owner_of_piece, program.end_condition,
                  program.end_length, program.end_exact, program.end_role, program.end_need, program.end_line_table,
                  program.line_axes, program.result_role, program.result_kind, program.rays,
                  program.neighbours, program.rule_mask, program.site_mask, program.loop_around,
                  program.loop_flood, program.on_edge, program.start_who, program.start_what, program.kind_steps,
                  program.step_targets, program.step_classes, program.step_slides, program.slide_rays, program.end_region,
                  program.in_region)


class NativeGame:
    """A compiled game's rules lowered and run natively (raises NotLowered when they cannot be)."""

    def __init__(self, game):
        self.game = game
        self.program = lower(game)
        self.tables = tables_of(self.program)
        program = self.program
        #: the most legal moves a position can have: each piece's steps, or each site and the swap
        self.most_moves = program.num_sites * (
            program.kind_steps.shape[1] * max(program.step_targets.shape[3],
                                              program.slide_rays.shape[3] * program.slide_rays.shape[4])
            if program.moves_pieces else 1) + 1

    def buffers(self, room: int | None = None) -> Buffers:
        """Flat arrays for one state, in the initial position, with frames for ``room`` moves (by
        default, as many as a game can last when pieces are only placed, else :data:`FIRST_ROOM`)."""
        program = self.program
        sites, seats = program.num_sites, program.num_seats
        int32 = np.int32
        if room is None:  # a game of placements lasts at most one a site, plus the swap
            room = FIRST_ROOM if program.moves_pieces else sites + 2
        buffers = Buffers(np.zeros(sites, int32), np.full(sites, -1, int32), np.arange(sites, dtype=int32),
                          np.arange(sites, dtype=int32), np.arange(sites, dtype=int32), np.ones(sites, int32),
                          np.zeros(sites, np.int64), np.zeros((sites, 4), np.int64),
                          np.zeros(program.rule_mask.shape, int32), np.zeros(sites, int32), np.zeros(sites, int32),
                          np.zeros(sites, int32), np.zeros(sites, int32), np.zeros((room, FRAME_FIELDS), int32),
                          np.zeros(8, int32), np.arange(seats + 1, dtype=int32), np.zeros(seats + 1),
                          np.zeros(seats + 1, int32))
        kernels.reset(self.tables, buffers)
        return buffers

    #: what a move is stored as
    move_dtype = np.int32

    @property
    def search_kernel(self):
        """The native search's iterations over the table kernels."""
        from interpreter.native.search import uct_batch

        return uct_batch

    @property
    def open_loop_kernel(self):
        """The native open-loop search's iterations over the table kernels."""
        from interpreter.native.search import open_loop_batch

        return open_loop_batch

    def with_room(self, buffers: Buffers, room: int) -> Buffers:
        """The same state with frames for at least ``room`` moves (a game of placements has room for
        all of them already)."""
        if not self.program.moves_pieces or buffers.frames.shape[0] >= room:
            return buffers
        frames = buffers.frames
        return buffers._replace(frames=np.concatenate([frames, np.zeros((room - frames.shape[0], frames.shape[1]),
                                                                        frames.dtype)]))

    def step(self, frm: int, to: int) -> int:
        """The move of the piece on site ``frm`` one step to site ``to``."""
        sites = self.program.num_sites
        return sites + frm * sites + to

    def code_of(self, move: Move) -> int:
        """The native move of one of the reference backend's moves (a placement, a step or the swap)."""
        if move.kind == "Swap":
            return SWAP
        return self.step(move.frm, move.to) if move.frm >= 0 else move.to

    def new_initial_state(self) -> NativeState:
        return NativeState(self)

    def random_playouts(self, count: int, seed: int) -> tuple[int, np.ndarray]:
        """Play ``count`` random games natively: the moves played and each seat's summed results."""
        outcomes = np.zeros(self.program.num_seats + 1)
        if self.program.moves_pieces:
            played = kernels.random_listed_playouts(self.tables, self.buffers(MOST_ROOM), count, seed, outcomes,
                                                    np.zeros(self.most_moves, np.int32))
        else:
            played = kernels.random_playouts(self.tables, self.buffers(), count, seed, outcomes)
        return int(played), outcomes[1:]

    def random_game(self, seed: int, max_turns: int) -> tuple[int, int, int, NativeState]:
        """One random game played natively: decisions, legal moves summed over them, turns begun,
        and the state it ends in (capped games are not over)."""
        state = NativeState(self, min(MOST_ROOM, max_turns * 50) if self.program.moves_pieces else None)
        stats = np.zeros(3, np.int64)
        kernels.random_game(self.tables, state.buffers, seed, max_turns, stats, state._moves)
        return int(stats[0]), int(stats[1]), int(stats[2]), state

    def code_origin(self) -> str:
        """Whether the machine code was compiled in this process or loaded from the private cache."""
        if kernels.CACHE_FOLDER is None:
            return f"compiled; nothing is cached: {kernels.CACHE_PROBLEM}"
        stats = kernels.random_playouts.stats
        if sum(stats.cache_hits.values()) and not sum(stats.cache_misses.values()):
            return f"loaded from {kernels.CACHE_FOLDER}"
        return f"compiled and cached in {kernels.CACHE_FOLDER}"

    def perft(self, depth: int) -> list[int]:
        """The move sequences of each length 1..depth from the initial position."""
        counts = np.zeros(max(depth, 1), np.int64)
        width = self.most_moves
        room = max(depth, 1) + (0 if self.program.moves_pieces else self.program.num_sites + 2)
        kernels.perft(self.tables, self.buffers(room), depth, counts, np.zeros((max(depth, 1), width), np.int32),
                      np.zeros(max(depth, 1), np.int32), np.zeros(max(depth, 1), np.int32))
        return [int(count) for count in counts[:depth]]


class NativeState:
    """One state of a native game; moves are sites (a placement), steps (:meth:`NativeGame.step`) or
    :data:`SWAP`."""

    def __init__(self, native: NativeGame, room: int | None = None):
        self.native = native
        self.buffers = native.buffers(room)
        self._moves = np.zeros(native.most_moves, np.int32)

    def legal_moves(self) -> list[int]:
        found = kernels.legal(self.native.tables, self.buffers, self._moves)
        return [int(move) for move in self._moves[:found]]

    def apply(self, move: int) -> None:
        """Play a legal move; raises :class:`IllegalMove` and changes nothing otherwise."""
        if move not in self.legal_moves():
            raise IllegalMove(f"{move} is not a legal move here" + (": the game is over" if self.is_terminal() else ""))
        frames = self.buffers.frames
        if self.buffers.scalars[kernels.PLY] >= len(frames):  # room for twice as many moves
            self.buffers = self.buffers._replace(frames=np.concatenate([frames, np.zeros_like(frames)]))
        kernels.apply(self.native.tables, self.buffers, move)

    def undo(self) -> None:
        if self.buffers.scalars[kernels.PLY] == 0:
            raise IllegalMove("there is no move to take back")
        kernels.undo(self.native.tables, self.buffers)

    def is_terminal(self) -> bool:
        return bool(self.buffers.scalars[kernels.OVER])

    @property
    def mover(self) -> int:
        return int(self.buffers.scalars[kernels.MOVER_AT])

    @property
    def turn(self) -> int:
        return int(self.buffers.scalars[kernels.TURN])

    @property
    def roles(self) -> list[int]:
        return [int(player) for player in self.buffers.roles]

    @property
    def who(self) -> list[int]:
        return [int(owner) for owner in self.buffers.who]

    @property
    def what(self) -> list[int]:
        return [int(kind) for kind in self.buffers.what]

    @property
    def result(self) -> tuple[float, ...] | None:
        """The result by seat once the game is over, as the reference's ``State.result``."""
        return tuple(float(value) for value in self.buffers.result[1:]) if self.is_terminal() else None

    def current_player(self) -> int:
        return 0 if self.is_terminal() else self.roles[self.mover]

    def returns(self) -> tuple[float, ...]:
        """Each player's return, P1 first (a player of several seats has the best of theirs)."""
        seats = self.native.program.num_seats
        if not self.is_terminal():
            return (0.0,) * seats
        by_player = [-2.0] * seats
        for seat in range(1, seats + 1):
            player = self.roles[seat] - 1
            by_player[player] = max(by_player[player], float(self.buffers.result[seat]))
        return tuple(by_player)


__all__ = ["NativeGame", "NativeState", "SWAP", "tables_of"]
