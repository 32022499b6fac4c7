"""A game played by its generated module: the same interface as the table backend's
:class:`~interpreter.native.state.NativeGame`, so the search, the mirror, ``bench``, ``perft`` and
``simulate`` serve both.

>>> from interpreter.game import load_text
>>> native = GeneratedGame(load_text('(game "Fill" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)})'
...     ' (rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))'))
>>> state = native.new_initial_state()
>>> for move in state.legal_moves()[:1]:
...     state.apply(move)
>>> state.who[:3], state.mover
([1, 0, 0], 2)
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from interpreter.native.codegen import runtime
from interpreter.native.codegen.module import WHAT_OFFSET, load_module, write_module
from interpreter.state import IllegalMove

#: The moves a state holds at first (it grows as a game goes on), and the most a whole game played
#: in native code holds (a longer one stops unfinished, as a capped game).
FIRST_ROOM, MOST_ROOM = 1024, 100_000


class GeneratedGame:
    """A compiled game's rules written as a module and run natively (raises NotLowered when a ludeme
    has no emitter). Not ``compiled``, the same module runs as plain Python: slow, but ready at once
    (for tests of the code written for a game, and for stepping through it)."""

    #: what a move is stored as
    move_dtype = np.int64

    def __init__(self, game, compiled: bool = True):
        self.game = game
        self.compiled = compiled
        source, emitter = write_module(game)
        self.source = source
        self.kinds = [effect.kind for effect in emitter.effects]
        self.tables = tuple(emitter.tables) if compiled else tuple(_widened(table) for table in emitter.tables)
        self.module = load_module(source, self.tables, compiled)
        self._sizes = (game.board.num_sites, game.num_seats, max(game.layout.size, 1), emitter.rows,
                       (emitter.buffers, emitter.most_actions), len(game.pieces), len(game.layout.multisets))
        #: the most legal moves a position can have (a bound: each site with each effect, and a few more)
        self.most_moves = max(64, game.board.num_sites * emitter.moves_per_site + 16)
        self._layouts: dict[int, GeneratedGame] = {}  # the games on other seeds' layouts, latest kept

    # What the search and the tools call ------------------------------------------------------

    @property
    def search_kernel(self):
        return self.module.uct_batch

    @property
    def open_loop_kernel(self):
        return self.module.open_loop_batch

    def buffers(self, room: int = FIRST_ROOM, outcomes: Sequence[int] = ()) -> runtime.Buffers:
        """A state's arrays in the initial position; ``outcomes`` are what the start rules' draws give."""
        sites, seats, slots, rows, actions, kinds, multisets = self._sizes
        buffers = runtime.new_buffers(sites, seats, slots, rows, actions, room, most_moves=self.most_moves,
                                      kinds=kinds, multisets=multisets)
        if not self.compiled:
            buffers = runtime.Buffers(*map(_widened, buffers))
        give_outcomes(buffers, outcomes)
        self.module.reset(self.tables, buffers)
        give_outcomes(buffers, ())
        return buffers

    def with_room(self, buffers: runtime.Buffers, room: int) -> runtime.Buffers:
        """The same state with frames (and log) for at least ``room`` moves."""
        frames = buffers.frames
        if frames.shape[0] >= room:
            return buffers
        grown = np.zeros((room, frames.shape[1]), frames.dtype)
        grown[:frames.shape[0]] = frames
        log = np.zeros((max(buffers.log.shape[0], room * 64), 4), buffers.log.dtype)
        log[:buffers.log.shape[0]] = buffers.log
        return buffers._replace(frames=grown, log=log)

    def for_seed(self, seed: int) -> GeneratedGame:
        """The game on the board a seed lays out (:meth:`interpreter.game.Game.for_seed`): this one
        unless its board is laid out by chance. Layouts differ in their tables only, so they share
        the compiled module.

        >>> from interpreter.game import load_text
        >>> native = GeneratedGame(load_text('(game "T" (players 2) (equipment {(board (tiles 1 2 '
        ...     '{{"ab" "aa"} {"bb" "ba"}} shuffle:True)) (piece "Disc" Each)}) (rules (play (move Add '
        ...     '(to (sites Empty)))) (end (if (is Full) (result Mover Win)))))'))
        >>> other = native.for_seed(7)
        >>> other.game.board_seed, other.module is native.module, native.for_seed(0) is native
        (7, True, True)
        """
        game = self.game.for_seed(seed)
        if game is self.game:
            return self
        if seed not in self._layouts:
            if len(self._layouts) >= 32:  # the layouts of the latest seeds are kept, as the reference keeps them
                self._layouts.pop(next(iter(self._layouts)))
            self._layouts[seed] = GeneratedGame(game, self.compiled)
        return self._layouts[seed]

    def new_initial_state(self, seed: int | None = None, outcomes: Sequence[int] = ()) -> GeneratedState:
        """The position before the first move, on this game's board, or on the board ``seed`` lays
        out when it is laid out by chance (as the reference's ``new_initial_state(seed)``). The draws
        of the start rules are ``outcomes`` while they last, then the generator's."""
        return GeneratedState(self if seed is None else self.for_seed(seed), outcomes=outcomes)

    def state_of(self, state) -> GeneratedState:
        """A native state in the position of a reference state of the same game (its pieces, values,
        supplies, remembered values, mover, turn and seats), with no move to take back: a search
        starts from it. The generator is not copied: the native state's draws are its own.

        >>> from interpreter.game import load_game
        >>> game = load_game("descriptions/sprout.lud")
        >>> reference = game.new_initial_state(3); reference.apply(reference.legal_moves()[5])
        >>> native = GeneratedGame(game).state_of(reference)
        >>> native.who == reference.who, native.mover == reference.mover, len(native.legal_moves())
        (True, True, 6)
        """
        native = self.for_seed(state.seed) if state.game is not self.game else self
        copy = GeneratedState(native)
        b = copy.buffers
        b.who[:], b.what[:], b.marks[:] = state.who, state.what, state.marks
        b.points[:], b.roles[:] = state.points, state.roles
        b.slots[:len(state.slots)] = state.slots
        b.stock[:len(state.stock)] = state.stock
        b.remembered[:] = 0
        for index, counts in enumerate(state.multisets):
            for value, count in counts.items():
                if not 0 <= value + runtime.VALUE_OFFSET < runtime.REMEMBERED_VALUES:
                    raise ValueError(f"a remembered value {value} is out of the native backend's range")
                b.remembered[index, value + runtime.VALUE_OFFSET] = count
        scalars = b.scalars
        scalars[:] = 0
        scalars[runtime.MOVER_AT], scalars[runtime.TURN] = state.mover, state.turn
        scalars[runtime.LAST_TO], scalars[runtime.LAST_FROM] = state.last_to, state.last_from
        if state.result is not None:
            scalars[runtime.OVER] = 1
            b.result[1:] = state.result
        return copy

    def random_playouts(self, count: int, seed: int) -> tuple[int, np.ndarray]:
        """Play ``count`` random games natively: the moves played and each seat's summed results. A
        board laid out by chance keeps this game's layout in every playout (as the reference's
        ``bench`` keeps the game's own)."""
        outcomes = np.zeros(self.game.num_seats + 1)
        played = self.module.random_playouts(self.tables, self.buffers(MOST_ROOM), count, seed, outcomes,
                                             np.zeros(self.most_moves, np.int64))
        return int(played), outcomes[1:]

    def random_game(self, seed: int, max_turns: int) -> tuple[int, int, int, GeneratedState]:
        """One random game played natively: decisions, legal moves summed over them, turns begun, and
        the state it ends in (capped games are not over). A board laid out by chance is laid out by
        ``seed``, as the reference's game of that seed is."""
        native = self.for_seed(seed)
        state = GeneratedState(native, min(MOST_ROOM, max_turns * 50))
        stats = np.zeros(3, np.int64)
        native.module.random_game(native.tables, state.buffers, seed, max_turns, stats, state._moves)
        return int(stats[0]), int(stats[1]), int(stats[2]), state

    def perft(self, depth: int) -> list[int]:
        """The move sequences of each length 1..depth from the initial position."""
        levels = max(depth, 1)
        counts = np.zeros(levels, np.int64)
        self.module.perft(self.tables, self.buffers(levels + 1), depth, counts,
                          np.zeros((levels, self.most_moves), np.int64), np.zeros(levels, np.int64),
                          np.zeros(levels, np.int64))
        return [int(count) for count in counts[:depth]]

    def code_origin(self) -> str:
        stats = self.module.legal.stats
        if sum(stats.cache_hits.values()) and not sum(stats.cache_misses.values()):
            return "generated, loaded from the cache"
        return "generated and compiled"

    def decode(self, code: int) -> tuple[str, int, int, int]:
        """A native move's kind (the reference's), to, from and piece kind (or value)."""
        effects = len(self.kinds) or 1
        sites = self.game.board.num_sites + 1
        effect, rest = code % effects, code // effects
        to, rest = rest % sites - 1, rest // sites
        frm, what = rest % sites - 1, rest // sites - WHAT_OFFSET
        return self.kinds[effect], to, frm, what


class GeneratedState:
    """One state of a generated game; moves are the module's int64 codes (:meth:`GeneratedGame.decode`)."""

    def __init__(self, native: GeneratedGame, room: int | None = None, outcomes: Sequence[int] = ()):
        self.native = native
        self.buffers = native.buffers(room or FIRST_ROOM, outcomes)
        self._moves = np.zeros(native.most_moves, np.int64)

    def legal_moves(self) -> list[int]:
        found = self.native.module.legal(self.native.tables, self.buffers, self._moves)
        return [int(move) for move in self._moves[:found]]

    def apply(self, move: int, outcomes: Sequence[int] = ()) -> None:
        """Play a legal move, its draws giving ``outcomes`` while they last (then the generator's);
        raises :class:`IllegalMove` and changes nothing otherwise."""
        if move not in self.legal_moves():
            raise IllegalMove(f"{move} is not a legal move here" + (": the game is over" if self.is_terminal() else ""))
        if self.buffers.scalars[runtime.PLY] >= len(self.buffers.frames):
            self.buffers = self.native.with_room(self.buffers, 2 * len(self.buffers.frames))
        give_outcomes(self.buffers, outcomes)
        self.native.module.apply(self.native.tables, self.buffers, move)
        give_outcomes(self.buffers, ())

    def undo(self) -> None:
        if self.buffers.scalars[runtime.PLY] == 0:
            raise IllegalMove("there is no move to take back")
        self.native.module.undo(self.native.tables, self.buffers)

    def is_terminal(self) -> bool:
        if not self.buffers.scalars[runtime.OVER]:
            self.legal_moves()  # no legal move ends the game
        return bool(self.buffers.scalars[runtime.OVER])

    @property
    def mover(self) -> int:
        return int(self.buffers.scalars[runtime.MOVER_AT])

    @property
    def turn(self) -> int:
        return int(self.buffers.scalars[runtime.TURN])

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
    def marks(self) -> list[int]:
        return [int(mark) for mark in self.buffers.marks]

    @property
    def points(self) -> list[int]:
        return [int(point) for point in self.buffers.points]

    @property
    def slots(self) -> list[int]:
        return [int(value) for value in self.buffers.slots[:self.native.game.layout.size]]

    @property
    def stock(self) -> list[int]:
        """The pieces of each kind held off the board by seat, the deck first, as the reference's."""
        return [int(count) for count in self.buffers.stock[:(self.native.game.num_seats + 1) * len(self.native.game.pieces)]]

    @property
    def multisets(self) -> list[dict[int, int]]:
        """The values remembered under each name, with how many times each is, as the reference's."""
        return [{value - runtime.VALUE_OFFSET: int(count) for value, count in enumerate(row) if count}
                for row in self.buffers.remembered[:len(self.native.game.layout.multisets)]]

    @property
    def result(self) -> tuple[float, ...] | None:
        """The result by seat once the game is over, as the reference's ``State.result``."""
        return tuple(float(value) for value in self.buffers.result[1:]) if self.is_terminal() else None

    def current_player(self) -> int:
        return 0 if self.is_terminal() else self.roles[self.mover]

    def returns(self) -> tuple[float, ...]:
        """Each player's return, P1 first (a player of several seats has the best of theirs)."""
        seats = self.native.game.num_seats
        if not self.is_terminal():
            return (0.0,) * self.native.game.num_players
        by_player = [-2.0] * self.native.game.num_players
        for seat in range(1, seats + 1):
            player = self.roles[seat] - 1
            by_player[player] = max(by_player[player], float(self.buffers.result[seat]))
        return tuple(by_player)


def give_outcomes(buffers: runtime.Buffers, outcomes: Sequence[int]) -> None:
    """The next draws of a state give these outcomes, in order (a test replaying the reference's draws)."""
    if len(outcomes) > len(buffers.tape):
        raise ValueError(f"at most {len(buffers.tape)} outcomes can be given at once, not {len(outcomes)}")
    buffers.tape[:len(outcomes)] = outcomes
    buffers.scalars[runtime.TAPE_AT] = 0
    buffers.scalars[runtime.TAPE_LENGTH] = len(outcomes)


__all__ = ["GeneratedGame", "GeneratedState", "give_outcomes"]


def _widened(array: np.ndarray) -> np.ndarray:
    """An array of narrower whole numbers as int64, as Numba reads them: plain Python over NumPy
    would keep int32 arithmetic in int32 (and overflow where compiled code does not)."""
    return array.astype(np.int64) if array.dtype.kind in "iu" and array.dtype.itemsize < 8 else array
