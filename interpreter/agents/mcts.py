"""Monte Carlo tree search (UCT): UCB1 selection, random playouts, most visited move.

Each node keeps the visits and the summed returns of the player who moved into it, so the
search serves any number of players and turns where the same player moves again. The budget
is a number of iterations, a number of seconds, or both: whichever runs out first, so
``seconds`` is also a per-move time limit on an iteration budget.

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

from interpreter.agents.base import moves_to_choose
from interpreter.collector import tuned_for_play
from interpreter.moves import Move
from interpreter.state import State

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
    OPTIONS = {"iterations": int, "seconds": float, "c": float}

    def __init__(self, seed: int | None = None, iterations: int | None = None, seconds: float | None = None,
                 c: float = 1.4):
        if iterations is None and seconds is None:
            iterations = 1000
        if (iterations is not None and iterations < 1) or (seconds is not None and not 0 < seconds < math.inf) \
                or not 0 <= c < math.inf:
            raise ValueError("agent 'mcts' needs iterations >= 1, seconds > 0 and c >= 0, finite")
        self.iterations, self.seconds, self.c = iterations, seconds, c
        self.rng = random.Random(seed)
        self.chance = random.Random(seed)  # the future the search imagines, apart from its own choices
        self.last_iterations = 0  # iterations run by the last choose

    def choose(self, state: State) -> Move:
        moves = moves_to_choose(state)
        if len(moves) == 1:
            self.last_iterations = 0
            return moves[0]
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
        depth, legal, play, undo = len(work.frames), work.moves_kept, work.play, work.undo
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
            for _ in range(len(work.frames) - depth):
                undo()
            for node in path:
                node.visits += 1
                if node.player >= 0:
                    node.total += returns[node.player]
            done += 1
        self.last_iterations = done
        return root

    def _shuffled(self, moves: list[Move]) -> list[Move]:
        moves = list(moves)
        self.rng.shuffle(moves)
        return moves


def bench_mcts(game, seconds: float = 2.0, runs: int = 5, seed: int = 0) -> str:
    """MCTS iterations per second from the initial position, the median of ``runs`` timed searches.

    >>> import ludeme
    >>> bench_mcts(ludeme.load("examples/tic-tac-toe.lud"), seconds=0.1, runs=1)  # doctest: +ELLIPSIS
    'Tic-Tac-Toe: MCTS from the initial position, median of 1 runs of 0.1 s: ... iterations/s'
    """
    rates = []
    with tuned_for_play():
        for run in range(max(1, runs)):
            agent = MCTSAgent(seed=seed + run, seconds=seconds)
            start = time.perf_counter()
            agent.search(game.new_initial_state(seed + run))
            rates.append(agent.last_iterations / (time.perf_counter() - start))
    return (f"{game.name}: MCTS from the initial position, median of {len(rates)} runs of {seconds:g} s: "
            f"{statistics.median(rates):,.0f} iterations/s")
