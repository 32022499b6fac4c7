"""Monte Carlo tree search (UCT): UCB1 selection, random playouts, most visited move.

Each node keeps the visits and the summed returns of the player who moved into it, so the
search serves any number of players and turns where the same player moves again. The budget
is a number of iterations, a number of seconds, or both: whichever runs out first, so
``seconds`` is also a per-move time limit on an iteration budget.

With ``backend`` ``auto`` (the default) the search runs whole in native code
(:mod:`interpreter.native.search`) when the native backend covers the game and the state was
played from the initial position, and on the reference closures otherwise; ``native`` refuses
a game it cannot search natively, ``reference`` always searches on the closures.

>>> import ludeme
>>> state = ludeme.load("examples/tic-tac-toe.lud").new_initial_state()
>>> for text in ["A1", "A2", "B1", "B2"]: state.apply(text)
>>> agent = MCTSAgent(seed=0, iterations=300)
>>> state.game.move_to_text(state, agent.choose(state))
'C1'
"""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import TYPE_CHECKING

from interpreter.agents.base import moves_to_choose
from interpreter.backends import BACKENDS, BackendError, native_for
from interpreter.collector import tuned_for_play
from interpreter.moves import Move
from interpreter.state import State

if TYPE_CHECKING:
    from interpreter.native.mirror import Mirror
    from interpreter.native.search import NativeSearch

PLAYOUT_LIMIT = 10_000  # moves per playout, against games that can go on for ever


class Node:
    """A position reached in the tree: the move into it, who made it, and that player's statistics."""

    __slots__ = ("move", "player", "visits", "total", "children", "untried")

    def __init__(self, move: Move | None, player: int, untried: list[Move]):
        self.move, self.player = move, player  # player counted from 0
        self.visits, self.total = 0, 0.0
        self.children: list[Node] = []
        self.untried = untried


class MCTSAgent:
    """UCT with options ``iterations`` (1000 when neither budget is given), ``seconds`` and ``c`` (1.4)."""

    name = "mcts"
    OPTIONS = {"iterations": int, "seconds": float, "c": float, "backend": str}

    def __init__(self, seed: int | None = None, iterations: int | None = None, seconds: float | None = None,
                 c: float = 1.4, backend: str = "auto"):
        if iterations is None and seconds is None:
            iterations = 1000
        if (iterations is not None and iterations < 1) or (seconds is not None and not 0 < seconds < math.inf) \
                or not 0 <= c < math.inf:
            raise ValueError(f"agent {self.name!r} needs iterations >= 1, seconds > 0 and c >= 0, finite")
        if backend not in BACKENDS:
            raise ValueError(f"option 'backend' of agent {self.name!r} is one of {', '.join(BACKENDS)}, not {backend!r}")
        self.iterations, self.seconds, self.c, self.backend = iterations, seconds, c, backend
        self.rng = random.Random(seed)
        self.chance = random.Random(seed)  # the future the search imagines, apart from its own choices
        self.last_iterations = 0  # iterations run by the last choose
        self.last_backend = ""  # the backend the last search ran on
        self.why_reference: str | None = None  # why the last search ran on the reference closures, under auto
        self._native_game = None  # the game the native search below was made for
        self._uncovered: str | None = None  # why the native backend does not play that game
        self._native: tuple[Mirror, NativeSearch] | None = None

    def choose(self, state: State) -> Move:
        moves = moves_to_choose(state)
        if len(moves) == 1:
            self.last_iterations = 0
            return moves[0]
        native = self._native_search(state)
        if native is not None:
            mirror, search = native
            result = search.search(mirror.state, self.iterations, self.seconds)
            self.last_iterations, self.last_backend = result.iterations, "native"
            return mirror.reference_move(result.best_move())
        self.last_backend = "reference"
        root = self.search(state)
        best = max(root.children, key=lambda child: (child.visits, child.total)).move
        assert best is not None  # only the root has no move
        return best

    def search(self, state: State) -> Node:
        """Grow a tree from ``state`` (left unchanged) within the budget; its root."""
        c, random_index = self.c, self.rng.randrange
        root = Node(None, -1, self._shuffled(state.legal_moves()))
        limit = math.inf if self.iterations is None else self.iterations
        deadline = math.inf if self.seconds is None else time.perf_counter() + self.seconds
        # One copy, played forward and taken back each iteration: 1.7 times as fast as a clone each.
        work = state.clone()
        # Chance drawn from the state's generator is not known to the player: the copy draws from a
        # generator of the agent's own (one sampled future per search), not from the game's seed.
        work.reseed(self.chance.getrandbits(64))
        depth, legal, play, undo_to = len(work.frames), work.moves_kept, work.play, work.undo_to
        done = 0
        while done < limit and (done == 0 or time.perf_counter() < deadline):
            node, path = root, [root]
            # Selection: descend through fully expanded nodes by UCB1.
            while not node.untried and node.children:
                log_n = c * c * math.log(node.visits)
                best, best_value = node.children[0], -math.inf
                for child in node.children:
                    value = child.total / child.visits + math.sqrt(log_n / child.visits)
                    if value > best_value:
                        best, best_value = child, value
                node = best
                assert node.move is not None  # only the root has no move
                play(node.move)
                path.append(node)
            # Expansion: one untried move.
            if node.untried:
                move = node.untried.pop()
                player = work.current_player() - 1
                play(move)
                child = Node(move, player, self._shuffled(legal()))
                node.children.append(child)
                node = child
                path.append(node)
            # Playout: random moves to the end (or to PLAYOUT_LIMIT moves, counted as a game still on).
            for _ in range(PLAYOUT_LIMIT):
                moves = legal()
                if not moves:
                    break
                play(moves[random_index(len(moves))])
            returns = work.returns()
            undo_to(depth)
            for node in path:
                node.visits += 1
                if node.player >= 0:
                    node.total += returns[node.player]
            done += 1
        self.last_iterations = done
        return root

    def _native_search(self, state: State) -> tuple[Mirror, NativeSearch] | None:
        """The native search following ``state``, or None when the reference search is to run (with
        the reason in ``why_reference``); raises ValueError when ``native`` was asked for and cannot be."""
        if self.backend == "reference":
            return None
        if state.game is not self._native_game:
            self._native_game, self._native = state.game, None
            try:
                native, self._uncovered = native_for(state.game, self.backend)
            except BackendError as error:
                raise ValueError(str(error)) from None
            if native is not None:
                from interpreter.native.mirror import Mirror
                from interpreter.native.search import NativeSearch

                search = NativeSearch(native, self.c, self.rng.getrandbits(64))
                search.warm_up()  # compiled (or loaded) now, not on the clock of a move
                self._native = Mirror(native), search
        if self._native is None:
            self.why_reference = self._uncovered
            return None
        problem = self._native[0].follow(state)
        if problem is not None:
            if self.backend == "native":
                raise ValueError(f"agent {self.name!r} cannot search natively: {problem}")
            self.why_reference = f"the reference backend searches: {problem}"
            return None
        self.why_reference = None
        return self._native

    def _shuffled(self, moves: list[Move]) -> list[Move]:
        moves = list(moves)
        self.rng.shuffle(moves)
        return moves


def bench_mcts(game, seconds: float = 2.0, runs: int = 5, seed: int = 0) -> str:
    """MCTS iterations per second from the initial position on the reference backend, the median of
    ``runs`` timed searches (:func:`interpreter.native.search.bench_native_mcts` for the native one).

    >>> import ludeme
    >>> bench_mcts(ludeme.load("examples/tic-tac-toe.lud"), seconds=0.1, runs=1)  # doctest: +ELLIPSIS
    'Tic-Tac-Toe (reference): MCTS from the initial position, median of 1 runs of 0.1 s: ... iterations/s (... per second of processor time)'
    """
    rates, cpu_rates = [], []
    with tuned_for_play():
        for run in range(max(1, runs)):
            agent = MCTSAgent(seed=seed + run, seconds=seconds, backend="reference")
            start, cpu = time.perf_counter(), time.process_time()
            agent.search(game.new_initial_state(seed + run))
            rates.append(agent.last_iterations / (time.perf_counter() - start))
            cpu_rates.append(agent.last_iterations / max(time.process_time() - cpu, 1e-9))
    return mcts_report(game.name, "reference", seconds, rates, cpu_rates)


def mcts_report(name: str, backend: str, seconds: float, rates: list[float], cpu_rates: list[float]) -> str:
    """One line: the median iterations per second of wall clock and of processor time."""
    return (f"{name} ({backend}): MCTS from the initial position, median of {len(rates)} runs of {seconds:g} s: "
            f"{statistics.median(rates):,.0f} iterations/s "
            f"({statistics.median(cpu_rates):,.0f} per second of processor time)")
