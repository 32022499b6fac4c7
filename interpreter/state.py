"""Game state: flat lists of site contents and a log of every change, so moves undo exactly.

Players are numbered from 1, as in descriptions (P1, P2, ...). A state is changed
only by :meth:`State.apply` and :meth:`State.undo`; rules write through the
logged mutators (:meth:`place`, :meth:`clear`, :meth:`set_score`, ...).

>>> import ludeme
>>> state = ludeme.load("examples/tic-tac-toe.lud").new_initial_state()
>>> state.apply("B2"); state.current_player()
2
>>> state.undo(); state.current_player(), len(state.legal_moves())
(1, 9)
"""

from __future__ import annotations

import itertools
import random
from bisect import bisect_left, insort
from typing import Any, Hashable, Sequence

from interpreter import context
from interpreter.chance import Chance, Undecided
from interpreter.moves import Move
from interpreter.standings import RANK_CODE, Standing, finish, settle
from ludeme.errors import LimitExceeded, LudemeError

# Codes of the change log: (code, index, old value, old piece).
_SITE, _SCORE, _ROLES, _LINK, _SLOT, _MARK, _HAND, _MULTISET = range(8)

_STOCK = 16  # the code of a change to a supply count
_RNG = 17  # the code of a draw from the state's generator (see State.draw)
_STACK = 19  # the code of a change to the stack of pieces on a site (a game that stacks; 18 is RANK_CODE)
#: The next version number (see State.version): shared by all states, so a number is never met twice.
#: A counter of the module, not of the class: changing an attribute of a class makes Python forget
#: what it had learnt of the class, and every attribute read of every state would pay for that.
_next_version = itertools.count(1).__next__

#: A draw logs the generator's whole state (about 20 KB) at most once in this many draws; the
#: draws between log where that state is and are replayed from it when taken back.
_DRAWS_PER_ANCHOR = 256


class IllegalMove(LudemeError, ValueError):
    """A move that is not legal in a state; the state is left unchanged."""


class RuleError(IllegalMove):
    """A move whose consequences the rules could not carry out; everything it did is undone.

    The cause (``__cause__``) is an error inside the engine or a rule that asks the impossible:
    a bug to report, never a position half changed.
    """


class State:
    """A position of a game, its mover and turn, scores, the result once over, and its history."""

    __slots__ = ("game", "who", "what", "marks", "mover", "turn", "points", "slots", "multisets", "last_to", "last_from", "result",
                 "again", "rng", "seed", "log", "frames", "record", "roles", "links",
                 "stock", "next_seat", "version", "layout", "owned", "_legal", "hands", "empty", "filled", "draws", "chance", "origin",
                 "_anchor", "seen", "ranks", "places", "stacks", "moving", *context.ATTRIBUTES)

    # The evaluation context (interpreter.context): one slot a name, set from its table.
    var_to: int
    var_from: int
    var_site: int
    var_sites: Sequence[int]
    var_value: int
    var_player: int
    var_between: int
    var_level: int
    var_count: int

    def __init__(self, game, seed: int | None = None):
        sites = game.board.num_sites
        self.game = game
        self.who = [0] * sites  # the player owning each site's piece, 0 when empty
        self.what = [-1] * sites  # the piece kind on each site, -1 when empty
        self.empty = list(range(sites))  # the empty sites, in order
        # the sites that hold a piece or an owner (the others have who 0 and what -1), in order: regions of
        # pieces look at these only, which pays on a large board with few pieces
        self.filled: list[int] = []
        # in a game that stacks, the pieces on each site, bottom first, as (owner, kind); who and what
        # hold the top ones (interpreter.compiler.stacks)
        self.stacks: list[list[tuple[int, int]]] | None = [[] for _ in range(sites)] if game.stacking else None
        self.marks = [0] * sites  # each site's state value, as (set State at:... n) leaves it
        self.mover = 1
        self.turn = 1
        seats = game.num_seats
        self.points = [0] * (seats + 1)  # each seat's score
        self.hands = [0] * (seats + 1)  # pieces in each hand: one per seat, then the shared one
        # with three seats or more, a seat that is out of play: its rank, and 1 won or -1 lost
        self.ranks, self.places = [0.0] * (seats + 1), [0] * (seats + 1)
        layout = game.layout  # the values the rules name, in slots fixed when compiling (interpreter.layout)
        self.slots = layout.initial_slots()
        self.multisets: list[dict[int, int]] = [{} for _ in layout.multisets]  # value -> times remembered
        self.last_to = self.last_from = -1
        self.result: tuple[float, ...] | None = None
        self.again = False
        self.seed = random.randrange(2**32) if seed is None else seed
        self.rng = random.Random(self.seed)
        self.draws: list[int] = []  # the size of each draw made from the generator, in order
        self._anchor: tuple | None = None  # the last logged state of the generator (see draw)
        self.chance: Chance | None = None  # with chance nodes: the draws are outcomes chosen from outside
        self.origin: dict | None = None  # the position the game started from, when not the initial state
        self.log: list[tuple] = []
        self.frames: list[tuple] = []
        self.record: list[Move] = []
        # with (no Repeat): the positions met, (moves made, position, position and mover, a turn starts there)
        self.seen: list[tuple[int, int, int, bool]] | None = [] if game.repetition else None
        self.roles = list(game.roles)  # roles[seat] = the player now playing that seat
        self.links = game.new_links() if game.new_links else None
        for name in context.NAMES.values():  # the evaluation context, all unbound (interpreter.context)
            setattr(self, name.attribute, name.unbound)
        # each seat's supply off the board, counted by piece kind: stock[seat * kinds + what]
        self.stock = [0] * (len(self.points) * len(game.pieces))
        self.next_seat = 0  # the seat chosen by (set NextPlayer ...) to move after this move; 0: the usual
        self.moving = False  # while a move is carried out and its end rules tried (its frame is the last)
        self.version = State.new_version()  # changes with every change, never repeats: a key for caches
        self.layout = self.version  # changes with every change to the pieces on the board (who, what)
        # by owner (0 neutral, the seats, then -1 shared): changes with every change to that owner's pieces
        self.owned = [self.version] * (seats + 2)
        self._legal: list[Move] | None = None

    @staticmethod
    def new_version() -> int:
        """A version number never given before."""
        return _next_version()

    # Reading ----------------------------------------------------------------------------------

    def current_player(self) -> int:
        """The player to move (1, 2, ...), 0 once the game is over, -1 at a chance node."""
        if self.chance is not None and self.chance.pending is not None:
            return -1
        return 0 if self.is_terminal() else self.roles[self.mover]

    def legal_moves(self) -> list[Move]:
        """The moves the current player may make (empty once the game is over, and at a chance node),
        as a new list: changing it changes nothing in the state."""
        return list(self.moves_kept())

    def moves_kept(self) -> list[Move]:
        """The legal moves as the state keeps them, for a caller that only reads them (a playout
        picking one): no copy is made, and changing the list would change the state."""
        if self._legal is None:
            if self.chance is not None and self.chance.pending is not None:
                return []
            self._legal = [] if self.result is not None else self.game.moves_kept(self)
            if not self._legal and self.result is None:
                if self.game.forced_pass:
                    self._legal = [self.game.forced_pass_move]
                else:
                    self.result = finish(self, self.game.outcome_without_moves(self))
        return self._legal

    def all_passed(self) -> bool:
        """Whether each of the last turns, one per seat, was a single pass (the turn just played
        first); with a single seat, whether the last move was a pass. Too few turns: no.

        >>> from interpreter.game import load_text
        >>> game = load_text('(game "T" (players 2) (equipment {(board (square 1))}) '
        ...                  '(rules (play (move Pass)) (end (if (is Full) (result Mover Win)))))')
        >>> state = game.new_initial_state()
        >>> state.apply("Pass"); state.all_passed()
        False
        >>> state.apply("Pass"); state.all_passed()
        True
        """
        moves, frames = self.record, self.frames
        if self.game.num_seats == 1:
            return bool(moves) and moves[-1].kind == "Pass"
        index = len(moves) - 1
        for _ in range(self.game.num_seats):  # as Ludii: as many passes as seats, even with seats out
            if index < 0 or moves[index].kind != "Pass":
                return False
            if index > 0 and frames[index - 1][0] == frames[index][0]:  # a turn of several moves
                return False
            index -= 1
        return True

    def is_terminal(self) -> bool:
        if self.chance is not None and self.chance.pending is not None:
            return False
        if self.result is None:
            self.moves_kept()
        return self.result is not None

    def returns(self) -> tuple[float, ...]:
        """Each player's return (P1 first): 1 for a win, -1 for a loss, 0 for a draw or a game in play."""
        if not self.is_terminal():
            return (0.0,) * self.game.num_players
        by_seat = self.result
        assert by_seat is not None  # the game is over
        by_player = [-2.0] * self.game.num_players
        for seat in range(1, self.game.num_seats + 1):  # a player of several seats has the best of theirs
            player = self.roles[seat] - 1
            by_player[player] = max(by_player[player], by_seat[seat - 1])
        return tuple(by_player)

    def scores(self) -> tuple[int, ...]:
        """Each player's score, P1 first."""
        by_player = [0] * self.game.num_players
        for seat in range(1, self.game.num_seats + 1):  # a player of several seats has their sum
            by_player[self.roles[seat] - 1] += self.points[seat]
        return tuple(by_player)

    # Playing ----------------------------------------------------------------------------------

    def apply(self, move: Move | str) -> None:
        """Play a legal move (or its text); raises :class:`IllegalMove` and changes nothing otherwise."""
        if isinstance(move, str):
            self.play(self.game.parse_move(self, move))
            return
        if move not in self.moves_kept():
            raise IllegalMove(self.game.why_illegal(self, move))
        self.play(move)

    # Integer actions (interpreter.actions) ----------------------------------------------------

    def is_chance_node(self) -> bool:
        """Whether the game waits for the outcome of a draw (only with ``chance_nodes``, see
        :mod:`interpreter.chance`)."""
        return self.chance is not None and self.chance.pending is not None

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance node, its outcomes with their probabilities; otherwise none."""
        return self.chance.outcomes() if self.is_chance_node() else []  # type: ignore[union-attr]  # a chance node has its Chance

    def legal_actions(self) -> list[int]:
        """The legal moves as action numbers, in increasing order (the outcomes at a chance node)."""
        if self.is_chance_node():
            return [outcome for outcome, _ in self.chance.outcomes()]  # type: ignore[union-attr]  # a chance node has its Chance
        return sorted(self._moves_by_action())

    def apply_action(self, action: int) -> None:
        """Play the legal move numbered ``action`` (an outcome at a chance node); :class:`IllegalMove`
        and no change otherwise."""
        if self.is_chance_node():
            try:
                self.chance.apply(self, action)  # type: ignore[union-attr]  # a chance node has its Chance
            except ValueError as error:
                raise IllegalMove(str(error)) from None
            return
        move = self._moves_by_action().get(action)
        if move is None:
            try:
                text = self.game.action_space.text(action)
            except (ValueError, TypeError):
                raise IllegalMove(f"{action!r} is not an action of this game "
                                  f"(0 to {self.game.num_distinct_actions() - 1})") from None
            raise IllegalMove(self.game.why_illegal(self, text))
        self.play(move)

    def action_to_string(self, *arguments) -> str:
        """The notation of an action: ``action_to_string(action)`` or, as OpenSpiel, ``(player, action)``;
        at a chance node, what the outcome draws."""
        if self.is_chance_node() and (len(arguments) == 1 or arguments[0] == -1):
            return self.chance.name(arguments[-1])  # type: ignore[union-attr]  # a chance node has its Chance
        return self.game.action_space.text(arguments[-1])

    def string_to_action(self, *arguments) -> int:
        """The number of the legal move written so: ``(text)`` or ``(player, text)``."""
        return self.game.action_space.action(self.game.parse_move(self, arguments[-1]))

    # Observations (interpreter.observations): players are numbered from 1 --------------------

    def observation_tensor(self, player: int | None = None):
        """What ``player`` (the mover by default) sees, as a flat NumPy vector (``game.observation_layout()``)."""
        return self.game.observer.observation(self, player or self.roles[self.mover])

    def information_state_tensor(self, player: int | None = None):
        """The observation and what ``player`` can know from all they have seen."""
        return self.game.observer.information_state(self, player or self.roles[self.mover])

    def observation_string(self, player: int | None = None) -> str:
        return self.game.observer.observation_string(self, player or self.roles[self.mover])

    def information_state_string(self, player: int | None = None) -> str:
        return self.game.observer.information_state_string(self, player or self.roles[self.mover])

    def _moves_by_action(self) -> dict[int, Move]:
        number = self.game.action_space.action
        by_action: dict[int, Move] = {}
        for move in self.legal_moves():
            by_action.setdefault(number(move), move)
        return by_action

    def play(self, move: Move) -> None:
        """Play a move known to be legal (agents and playouts use this); with chance nodes, up to its
        first draw whose outcome is not given yet (:mod:`interpreter.chance`).

        The move is played whole or not at all: if its consequences fail, what they did is
        undone and :class:`RuleError` says what went wrong.
        """
        if self.chance is not None:
            self.chance.play(self, move)
        else:
            self.play_decided(move)

    def play_decided(self, move: Move) -> None:
        """Play a move whose chance events, if any, are decided (by the generator or given outcomes)."""
        if self.seen is not None:
            self.positions_seen()
        self.frames.append((self.mover, self.turn, self.last_to, self.last_from, self.result, len(self.log),
                            self._legal, self.version, self.layout))
        self.record.append(move)
        transient = (self.again, self.next_seat, context.bindings(self), self.owned[:])
        self.version = _next_version()
        self.again = False
        self.next_seat = 0
        self.last_to, self.last_from = move.to, move.frm
        game = self.game
        was_moving, self.moving = self.moving, True
        try:
            game.effects[move.effect](self, move)
            result = game.end_after(self)
            if isinstance(result, Standing):  # one seat of three or more leaves play
                result = settle(self, result)
            elif result is not None:
                result = finish(self, result)
            self.result = result
        except Exception as error:
            self.undo()
            self.again, self.next_seat, bound, self.owned[:] = transient
            context.restore(self, bound)
            if isinstance(error, Undecided):  # a draw waits for its outcome: the move is taken back whole
                raise
            named = game.move_to_text(self, move) if move.to < game.board.num_sites else move
            if isinstance(error, LimitExceeded):
                raise RuleError(f"{named} cannot be played: {error}; the position is unchanged") from error
            raise RuleError(f"{named} cannot be played: the rules failed while carrying it "
                            f"out ({type(error).__name__}: {error}); the position is unchanged. This is a bug in "
                            "the description or in ludeme.") from error
        finally:
            self.moving = was_moving
        if self.result is None and (not self.again or self.ranks[self.mover]):
            seats = game.num_seats
            self.mover = self.mover % seats + 1
            self.turn += 1
            if self.next_seat:
                self.mover = self.next_seat
            while self.ranks[self.mover]:  # seats out of play are passed over
                self.mover = self.mover % seats + 1
        if self.seen is not None:
            self.seen.append((len(self.record), *self.position_keys(self.mover), not self.again))
        self._legal = None

    def position_keys(self, mover: int) -> tuple[int, int]:
        """Keys of the position (the pieces and site states), and of the position with the seat to move."""
        counted = self.game.layout.arrays.get("count")  # a game counting pieces: the counts too
        stacked = () if self.stacks is None else tuple(map(tuple, self.stacks))  # a game that stacks: its stacks
        if counted is None:
            position = hash((tuple(self.who), tuple(self.what), tuple(self.marks), stacked))
        else:
            first, length = counted
            position = hash((tuple(self.who), tuple(self.what), tuple(self.marks),
                             tuple(self.slots[first:first + length]), stacked))
        return position, hash((position, mover))

    def positions_seen(self) -> list[tuple[int, int, int, bool]]:
        """The positions met so far, for (no Repeat): from the first position asked about or moved
        from (the start, in a game played from it), each after a move, whether a turn starts there."""
        seen = self.seen
        assert seen is not None  # kept for games with (no Repeat) only
        if not seen:
            seen.append((len(self.record), *self.position_keys(self.mover), True))
        return seen

    def undo(self) -> None:
        """Take back the last move exactly (at a chance node: the decision waiting for its outcomes)."""
        if self.chance is not None and self.chance.pending is not None:
            if self.chance.pending[0] is None:
                raise IllegalMove("the start has no move to take back")
            self.chance.pending, self._legal = None, None
            return
        if not self.frames:
            raise IllegalMove("there is no move to take back")
        drawn = self._take_back()
        if drawn is not None:
            self._put_back_generator(drawn)

    def undo_to(self, moves: int) -> None:
        """Take back moves until ``moves`` are left (a search going back up its tree), as that many
        undos would, the generator put back once for all of them.

        >>> import ludeme
        >>> state = ludeme.load("examples/tic-tac-toe.lud").new_initial_state()
        >>> for text in ["A1", "B2", "C3"]: state.apply(text)
        >>> state.undo_to(1); len(state.record), len(state.legal_moves())
        (1, 8)
        """
        if self.chance is not None:  # outcomes given from outside: one undo at a time
            while len(self.frames) > moves:
                self.undo()
            return
        earliest = None  # the earliest draw taken back: the generator is put back as it was before it
        while len(self.frames) > moves:
            drawn = self._take_back()
            if drawn is not None:
                earliest = drawn
        if earliest is not None:
            self._put_back_generator(earliest)

    def _take_back(self) -> tuple | None:
        """Take back the last move but for the generator; the earliest draw it took back, if any."""
        (self.mover, self.turn, self.last_to, self.last_from, self.result, length, self._legal,
         version, layout) = self.frames.pop()
        self.record.pop()
        if self.seen:
            while self.seen and self.seen[-1][0] > len(self.record):
                self.seen.pop()
        drawn = self._rewind(length)
        # the same position again: what was known of it holds (the versions of each owner's pieces
        # are new ones, which only costs the regions that read them a fresh look)
        self.version, self.layout = version, layout
        return drawn

    def rewind(self, length: int) -> None:
        """Take back every logged change after the first ``length`` (a hypothetical, or an undo)."""
        drawn = self._rewind(length)
        if drawn is not None:
            self._put_back_generator(drawn)

    def _rewind(self, length: int) -> tuple | None:
        """Take back every logged change after the first ``length`` but for the generator; the
        earliest draw taken back, if any."""
        version = _next_version()
        self.version = version
        log, who, what, owned, empty, filled = self.log, self.who, self.what, self.owned, self.empty, self.filled
        drawn = None  # the earliest draw taken back: the generator is put back as it was before it
        while len(log) > length:
            entry = log.pop()
            code, index, old, old_what = entry
            if code == _SITE:
                owner, kind = who[index], what[index]
                owned[old] = owned[owner] = self.layout = version
                if old_what < 0:
                    if kind >= 0:
                        insort(empty, index)
                elif kind < 0:
                    del empty[bisect_left(empty, index)]
                if (old != 0 or old_what >= 0) != (owner != 0 or kind >= 0):
                    if old != 0 or old_what >= 0:
                        insort(filled, index)
                    else:
                        del filled[bisect_left(filled, index)]
                who[index], what[index] = old, old_what
            elif code == _SCORE:
                self.points[index] = old
            elif code == _LINK:
                assert self.links is not None  # only a game with links logs them
                self.links.unlink(index, old, old_what)
            elif code == _MARK:
                self.marks[index] = old
            elif code == _HAND:
                self.hands[index] = old
            elif code == _STOCK:
                self.stock[index] = old
            elif code == _RNG:
                drawn = entry
                self.draws.pop()
            elif code == _SLOT:
                self.slots[index] = old
            elif code == _STACK:
                stacks = self.stacks
                assert stacks is not None  # only a game that stacks logs stacks
                for owner, _ in (*old, *stacks[index]):
                    owned[owner] = version
                self.layout = version
                stacks[index] = list(old)
            elif code == RANK_CODE:
                self.ranks[index], self.places[index] = old, old_what
            elif code == _MULTISET:
                if old:
                    self.multisets[index][old_what] = old
                else:  # absent before (forgetting a value never remembered leaves it absent too)
                    self.multisets[index].pop(old_what, None)
            else:
                self.roles[:] = old
        return drawn

    def _put_back_generator(self, drawn: tuple) -> None:
        """Set the generator as it was before a logged draw (all draws after it already taken back)."""
        _, anchor_at, state, draws_before = drawn
        if state is not None:  # the draw logged the whole state
            self.rng.setstate(state)
            return
        self.rng.setstate(self.log[anchor_at][2])  # the state an earlier draw logged, then the draws since
        for size in self.draws[draws_before:]:
            self.rng.randrange(size)

    def reseed(self, seed: int) -> None:
        """Seed the generator anew (a search that must not know what a hidden draw will be); what
        is taken back later is put back as it was."""
        self.rng.seed(seed)
        self._anchor = None

    def clone(self) -> State:
        """An independent copy, history included."""
        copy = State.__new__(State)
        for name in State.__slots__:
            setattr(copy, name, getattr(self, name))
        copy.who, copy.what, copy.marks, copy.points = self.who[:], self.what[:], self.marks[:], self.points[:]
        copy.empty, copy.filled = self.empty[:], self.filled[:]
        copy.hands, copy.owned = self.hands[:], self.owned[:]
        copy.ranks, copy.places = self.ranks[:], self.places[:]
        copy.slots, copy.roles = self.slots[:], self.roles[:]
        copy.multisets = [dict(counts) for counts in self.multisets]
        copy.stacks = [stack[:] for stack in self.stacks] if self.stacks is not None else None
        copy.stock, copy.draws = self.stock[:], self.draws[:]
        copy.log, copy.frames, copy.record = self.log[:], self.frames[:], self.record[:]
        copy.seen = self.seen[:] if self.seen is not None else None
        copy.chance = self.chance.copy() if self.chance else None
        copy.rng = random.Random()
        copy.rng.setstate(self.rng.getstate())
        copy.links = self.links.copy() if self.links else None
        return copy

    def __deepcopy__(self, memo) -> State:
        """A deep copy is a clone: the game, compiled once, is shared."""
        return self.clone()

    # Logged changes, for rules -----------------------------------------------------------------

    def place(self, site: int, player: int, what: int) -> None:
        """Put a piece of kind ``what`` owned by ``player`` on ``site`` (in a game that stacks, on top
        of the pieces there; elsewhere in place of the piece there)."""
        if self.stacks is not None:
            self.set_stack(site, [*self.stacks[site], (player, what)])
        else:
            self._put(site, player, what)

    def replace(self, site: int, player: int, what: int) -> None:
        """Put a piece in place of the one on ``site`` (the top one, in a game that stacks)."""
        stacks = self.stacks
        if stacks is not None and stacks[site]:
            self.set_stack(site, [*stacks[site][:-1], (player, what)])
        else:
            self.place(site, player, what)

    def set_stack(self, site: int, pieces: Sequence[tuple[int, int]]) -> None:
        """Set the pieces on a site of a game that stacks, bottom first, as ``(owner, kind)`` pairs."""
        stacks = self.stacks
        assert stacks is not None  # only a game that stacks has stacks
        old = stacks[site]
        version = _next_version()
        self.version = self.layout = version
        owned = self.owned
        for owner, _ in (*old, *pieces):
            owned[owner] = version
        self.log.append((_STACK, site, tuple(old), None))
        stacks[site] = list(pieces)
        if not pieces:
            self._take(site)
            return
        owner, kind = pieces[-1]
        if self.links is not None and old and old[-1][0] != owner:
            self.links.removed()  # a friend covered: a union cannot be split
        if self.who[site] != owner or self.what[site] != kind:
            self._put(site, owner, kind)

    def _put(self, site: int, player: int, what: int) -> None:
        """Set the piece seen on a site (the top one, in a game that stacks)."""
        owners, kinds, owned = self.who, self.what, self.owned
        old_owner, old_what = owners[site], kinds[site]
        version = _next_version()
        self.version = self.layout = owned[old_owner] = owned[player] = version
        self.log.append((_SITE, site, old_owner, old_what))
        if old_what < 0:
            if what >= 0:
                del self.empty[bisect_left(self.empty, site)]
        elif what < 0:
            insort(self.empty, site)
        if (old_owner != 0 or old_what >= 0) != (player != 0 or what >= 0):
            if player != 0 or what >= 0:
                insort(self.filled, site)
            else:
                del self.filled[bisect_left(self.filled, site)]
        owners[site], kinds[site] = player, what
        if self.links is not None and player > 0:
            self.links.add(self, site, player)

    def clear(self, site: int) -> None:
        """Empty a site (in a game that stacks, take its top piece away). A site emptied of its piece
        loses its state value with it, as a site of Ludii's board does (a move carries the value to
        the piece's new site first)."""
        stacks = self.stacks
        if stacks is not None:
            if stacks[site]:
                self.set_stack(site, stacks[site][:-1])
        else:
            held = self.what[site] >= 0
            self._take(site)
            if held and self.marks[site]:
                self.set_mark(site, 0)

    def _take(self, site: int) -> None:
        """Empty the site as who and what see it."""
        old_owner, old_what = self.who[site], self.what[site]
        if old_owner or old_what >= 0:
            version = _next_version()
            self.version = self.layout = self.owned[old_owner] = version
            self.log.append((_SITE, site, old_owner, old_what))
            if old_what >= 0:
                insort(self.empty, site)
            del self.filled[bisect_left(self.filled, site)]
            self.who[site], self.what[site] = 0, -1
            if self.links is not None:
                self.links.removed()

    def set_score(self, seat: int, value: int) -> None:
        self.version = _next_version()
        self.log.append((_SCORE, seat, self.points[seat], None))
        self.points[seat] = value

    def set_mark(self, site: int, value: int) -> None:
        """Set a site's state value."""
        self.version = _next_version()
        self.log.append((_MARK, site, self.marks[site], None))
        self.marks[site] = value

    def set_slot(self, slot: int, value: int) -> None:
        """Set one of the values the rules name (see :mod:`interpreter.layout`)."""
        self.version = _next_version()
        self.log.append((_SLOT, slot, self.slots[slot], None))
        self.slots[slot] = value

    def set_remembered(self, index: int, value: int, count: int) -> None:
        """Set how many times a value is remembered in the multiset numbered ``index``."""
        self.version = _next_version()
        counts = self.multisets[index]
        self.log.append((_MULTISET, index, counts.get(value, 0), value))
        if count:
            counts[value] = count
        else:
            counts.pop(value, None)

    def variable(self, name: str) -> int:
        """A variable by name (0 when the rules never name it)."""
        slot = self.game.layout.variables.get(name)
        return 0 if slot is None else self.slots[slot]

    def set_variable(self, name: str, value: int) -> None:
        """Set a variable the rules name, by name (for tools and tests; rules use slots)."""
        slot = self.game.layout.variables.get(name)
        if slot is None:
            raise KeyError(f"the rules of {self.game.name} name no variable {name!r}")
        self.set_slot(slot, value)

    def set_stock(self, seat: int, what: int, count: int) -> None:
        """Set how many pieces of kind ``what`` a seat holds in its supply off the board."""
        self.version = _next_version()
        index = seat * len(self.game.pieces) + what
        self.log.append((_STOCK, index, self.stock[index], None))
        self.stock[index] = count

    def draw(self, low: int, high: int) -> int:
        """A number from low to high (both included) drawn from the state's seeded generator, or
        given as the outcome of a chance node. The draw is logged so that an undo draws the same number
        again: the generator's state at most every few hundred draws (an anchor), and between them
        the anchor's place in the log and the draws made since it, replayed when taken back."""
        if self.chance is not None:
            return low + self.chance.outcome(self, [1] * (high - low + 1), [str(v) for v in range(low, high + 1)])
        log, draws, anchor = self.log, self.draws, self._anchor
        if (anchor is not None and anchor[0] < len(log) and log[anchor[0]] is anchor[1]
                and len(draws) - anchor[2] < _DRAWS_PER_ANCHOR):
            log.append((_RNG, anchor[0], None, anchor[2]))  # where the state is, and the draws since
        else:
            entry = (_RNG, len(log), self.rng.getstate(), len(draws))
            self._anchor = (len(log), entry, len(draws))
            log.append(entry)
        draws.append(high - low + 1)
        return self.rng.randint(low, high)

    def choose(self, weights: list[int], names: list[str]) -> int:
        """An index drawn with chances in proportion to ``weights`` (cards of each kind left in a deck)."""
        if self.chance is not None:
            return self.chance.outcome(self, weights, names)
        chosen = self.draw(0, sum(weights) - 1)
        for index, weight in enumerate(weights):
            chosen -= weight
            if chosen < 0:
                return index
        raise ValueError("nothing to choose from")

    def swap_roles(self, a: int, b: int) -> None:
        """Players ``a`` and ``b`` exchange seats (the swap rule)."""
        self.version = _next_version()
        self.log.append((_ROLES, 0, self.roles[:], None))
        self.roles[a], self.roles[b] = self.roles[b], self.roles[a]

    def set_rank(self, seat: int, rank: float, place: int) -> None:
        """Take a seat out of play with its rank, having won (``place`` 1) or lost (-1)."""
        self.log.append((RANK_CODE, seat, self.ranks[seat], self.places[seat]))
        self.ranks[seat], self.places[seat] = rank, place
        self.version = _next_version()

    def set_hand(self, hand: int, count: int) -> None:
        """Set the number of pieces in a hand (``hands[seat - 1]``, the shared hand last)."""
        self.version = _next_version()
        self.log.append((_HAND, hand, self.hands[hand], None))
        self.hands[hand] = count

    def log_link(self, child: int, parent: int, size: int) -> None:
        self.log.append((_LINK, child, parent, size))

    # Text and records -------------------------------------------------------------------------

    def to_position(self) -> dict:
        """Every part of this state by the description's names (:mod:`interpreter.positions`);
        ``game.state_from_position`` reads it back."""
        from interpreter.positions import to_position

        return to_position(self)

    def __str__(self) -> str:
        return self.game.render(self)
