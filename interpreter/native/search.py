"""Monte Carlo tree search (UCT) run whole in native code, over a game the native backend plays.

The same search as :class:`interpreter.agents.mcts.MCTSAgent`: UCB1 selection with constant
``c`` over each node's statistics for the player who moved into it (so any number of players,
and players who move again, are served), one untried move expanded per iteration in a random
order, a uniformly random playout to the end, the returns added along the path, and the moves
taken back to the root. The tree lives in flat arrays (:class:`Tree`); the kernel runs a batch of
iterations and returns, and Python checks the clock and grows the arrays between batches.

A node's moves are listed (shuffled) in a pool the first time the search stands on it (a leaf
reached once never pays for it): they are ``pool_move[first:first + listed]``, the first
``expanded`` of them have a child, ``pool_child[first + k]``. Moves are the kernels' own values,
never looked into, so the search serves any move the kernels encode.

>>> from interpreter.game import load_game
>>> from interpreter.native.state import NativeGame
>>> native = NativeGame(load_game("examples/tic-tac-toe.lud"))
>>> state = native.new_initial_state()
>>> for site in (0, 3, 1, 4):  # the first seat completes the top row at 2, or must block at 5
...     state.apply(site)
>>> result = NativeSearch(native, seed=1).search(state, iterations=2000)
>>> result.iterations, result.best_move()
(2000, 2)
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from pathlib import Path
from typing import NamedTuple

import numpy as np

from interpreter.native import kernels
from interpreter.native.kernels import MOVER_AT, OVER, PLY, _jit, apply, legal, undo
from interpreter.native.state import NativeGame, NativeState

PLAYOUT_LIMIT = 10_000  # moves per playout, as the reference search (a longer one counts as a game still on)
DEPTH_ROOM = 1024  # moves the tree may descend before a playout, beyond which an iteration counts as a game still on
#: Fields of ``Tree.counts``: nodes in use, pool entries in use.
NODES_USED, POOL_USED = range(2)
#: What a batch stopped on: its iterations done, or the tree's arrays full.
DONE, FULL = range(2)


def _cache_folder() -> Path | None:
    """The private cache, in a folder named by the kernels' source: Numba keys a cached function by its
    own file only, and this module's code holds the kernels inlined, so an edit of them must miss."""
    if kernels.CACHE_FOLDER is None:
        return None
    digest = hashlib.sha256(Path(kernels.__file__).read_bytes()).hexdigest()[:16]
    folder = kernels.CACHE_FOLDER / f"search-{digest}"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
    except OSError:
        return None
    return folder if not folder.is_symlink() and folder.is_dir() else None


class Tree(NamedTuple):
    """A search tree in flat arrays, node 0 the root (see the module's docstring for the pool)."""

    move: np.ndarray  # int32 [nodes] the move into the node
    player: np.ndarray  # int32 [nodes] the player (from 0) who made it, -1 at the root
    visits: np.ndarray  # int64 [nodes]
    total: np.ndarray  # float64 [nodes] that player's returns, summed
    first: np.ndarray  # int32 [nodes] where the node's moves start in the pool, -1 before they are listed
    listed: np.ndarray  # int32 [nodes] how many moves it has
    expanded: np.ndarray  # int32 [nodes] how many of them have a child
    pool_move: np.ndarray  # int32 [pool]
    pool_child: np.ndarray  # int32 [pool]
    counts: np.ndarray  # int64 [2] NODES_USED, POOL_USED


def new_tree(nodes: int, pool: int, move_dtype: type = np.int32) -> Tree:
    """Empty arrays for ``nodes`` nodes and ``pool`` listed moves (stored as ``move_dtype``)."""
    int32 = np.int32
    return Tree(np.zeros(nodes, move_dtype), np.zeros(nodes, int32), np.zeros(nodes, np.int64), np.zeros(nodes),
                np.zeros(nodes, int32), np.zeros(nodes, int32), np.zeros(nodes, int32),
                np.zeros(pool, move_dtype), np.zeros(pool, int32), np.zeros(2, np.int64))


def grown(tree: Tree, nodes: int, pool: int) -> Tree:
    """The same tree in arrays of at least ``nodes`` nodes and ``pool`` listed moves."""
    bigger = new_tree(max(nodes, tree.move.shape[0]), max(pool, tree.pool_move.shape[0]), tree.move.dtype.type)
    for old, new in zip(tree, bigger):
        new[:old.shape[0]] = old
    return bigger


@_jit(cache_folder=_cache_folder())
def playout_and_back_up(t, b, tree, moves, path, depth, returns, root_ply):
    """The end of an iteration of either search: a random playout from ``b`` to the end (at most
    ``PLAYOUT_LIMIT`` moves, and while the frames last), each player's return worked out (the best
    result of the seats they hold; 0 for a game still on), every move back to ``root_ply`` taken
    back, and the returns added to the nodes of ``path`` up to ``depth``."""
    frames = b.frames.shape[0]
    playout = 0
    while b.scalars[OVER] == 0 and playout < PLAYOUT_LIMIT and b.scalars[PLY] < frames:
        found = legal(t, b, moves)
        if found == 0:
            break
        apply(t, b, moves[np.random.randint(0, found)])
        playout += 1
    for player in range(returns.shape[0]):
        returns[player] = 0.0 if b.scalars[OVER] == 0 else -2.0
    if b.scalars[OVER] != 0:
        for seat in range(1, b.result.shape[0]):
            player = b.roles[seat] - 1
            returns[player] = max(returns[player], b.result[seat])
    while b.scalars[PLY] > root_ply:
        undo(t, b)
    for index in range(depth + 1):
        node = path[index]
        tree.visits[node] += 1
        if tree.player[node] >= 0:
            tree.total[node] += returns[tree.player[node]]


@_jit(cache_folder=_cache_folder())
def uct_batch(t, b, tree, iterations, c, seed, moves, path, returns, done):
    """Run up to ``iterations`` iterations from the state ``b`` (node 0), leaving ``b`` as it was.
    ``done[0]`` receives the iterations run; the result is DONE, or FULL when the arrays cannot hold
    one more iteration (then the tree is whole and the caller grows it). The generator is seeded
    with ``seed`` unless it is negative (a later batch of the same search goes on drawing from it).
    ``moves``, ``path`` and ``returns`` are work space: a legal move list, a node per ply, a return
    per player."""
    if seed >= 0:
        np.random.seed(seed)
    counts = tree.counts
    root_ply = b.scalars[PLY]
    frames = b.frames.shape[0]
    done[0] = 0
    for _ in range(iterations):
        if counts[NODES_USED] + 1 > tree.move.shape[0] or counts[POOL_USED] + moves.shape[0] > tree.pool_move.shape[0]:
            return FULL
        node = 0
        depth = 0
        path[0] = 0
        while b.scalars[PLY] < frames:  # selection, down to a node with an untried move (expanded) or none
            if tree.first[node] < 0:  # its moves are listed, shuffled, the first time the search stands on it
                found = legal(t, b, moves)
                start = counts[POOL_USED]
                for index in range(found):
                    other = np.random.randint(0, index + 1)
                    tree.pool_move[start + index] = tree.pool_move[start + other]
                    tree.pool_move[start + other] = moves[index]
                tree.first[node] = start
                tree.listed[node] = found
                counts[POOL_USED] = start + found
            start = tree.first[node]
            if tree.expanded[node] < tree.listed[node]:  # expansion: one untried move
                slot = start + tree.expanded[node]
                tree.expanded[node] += 1
                move = tree.pool_move[slot]
                child = counts[NODES_USED]
                counts[NODES_USED] = child + 1
                tree.move[child] = move
                tree.player[child] = b.roles[b.scalars[MOVER_AT]] - 1
                tree.visits[child] = 0
                tree.total[child] = 0.0
                tree.first[child] = -1
                tree.listed[child] = 0
                tree.expanded[child] = 0
                tree.pool_child[slot] = child
                apply(t, b, move)
                depth += 1
                path[depth] = child
                break
            if tree.listed[node] == 0:  # the game is over here
                break
            log_n = c * c * math.log(tree.visits[node])
            best = -1
            best_value = -math.inf
            for slot in range(start, start + tree.listed[node]):  # UCB1 over the children
                child = tree.pool_child[slot]
                visits = tree.visits[child]
                value = tree.total[child] / visits + math.sqrt(log_n / visits)
                if value > best_value:
                    best = child
                    best_value = value
            node = best
            apply(t, b, tree.move[node])
            depth += 1
            path[depth] = node
        playout_and_back_up(t, b, tree, moves, path, depth, returns, root_ply)
        done[0] += 1
    return DONE


class OpenTree(NamedTuple):
    """An open-loop tree in flat arrays, node 0 the root: a node is a sequence of moves, its children
    a list (``first_child``, then ``next_sibling``) kept by move, each with the iterations in which its
    move was legal when its parent was reached (``available``)."""

    move: np.ndarray  # [nodes] the move into the node
    player: np.ndarray  # int32 [nodes] the player (from 0) who made it, -1 at the root
    visits: np.ndarray  # int64 [nodes]
    total: np.ndarray  # float64 [nodes] that player's returns, summed
    available: np.ndarray  # int64 [nodes]
    first_child: np.ndarray  # int32 [nodes] -1 for none
    next_sibling: np.ndarray  # int32 [nodes] -1 for none
    counts: np.ndarray  # int64 [2] NODES_USED, unused


def new_open_tree(nodes: int, move_dtype: type = np.int32) -> OpenTree:
    int32 = np.int32
    return OpenTree(np.zeros(nodes, move_dtype), np.zeros(nodes, int32), np.zeros(nodes, np.int64), np.zeros(nodes),
                    np.zeros(nodes, np.int64), np.full(nodes, -1, int32), np.full(nodes, -1, int32),
                    np.zeros(2, np.int64))


def grown_open(tree: OpenTree, nodes: int) -> OpenTree:
    bigger = new_open_tree(max(nodes, tree.move.shape[0]), tree.move.dtype.type)
    for old, new in zip(tree, bigger):
        new[:old.shape[0]] = old
    return bigger


@_jit(cache_folder=_cache_folder())
def open_loop_batch(t, b, tree, iterations, c, seed, moves, path, returns, done):
    """Information-set MCTS (single observer), as :class:`interpreter.agents.ismcts.ISMCTSAgent`
    searches: up to ``iterations`` iterations from the state ``b`` (node 0), each drawing its own
    future (the generator is seeded once with ``seed``, unless negative, and goes on), over an
    open-loop tree: at each node the moves legal in this iteration are asked, the first one without
    a child is expanded (chosen at random), else the child with the best UCB1 on its availability is
    followed; a random playout to the end; the returns added along the path; every move taken back.
    ``done[0]`` receives the iterations run; FULL when the tree cannot hold one more iteration."""
    if seed >= 0:
        np.random.seed(seed)
    counts = tree.counts
    root_ply = b.scalars[PLY]
    frames = b.frames.shape[0]
    done[0] = 0
    for _ in range(iterations):
        if counts[NODES_USED] + 1 > tree.move.shape[0]:
            return FULL
        node = 0
        depth = 0
        path[0] = 0
        while b.scalars[PLY] < frames:
            found = legal(t, b, moves)
            if found == 0:
                break
            untried = 0
            for index in range(found):  # the legal moves without a child, moved to the front
                child = tree.first_child[node]
                while child >= 0 and tree.move[child] != moves[index]:
                    child = tree.next_sibling[child]
                if child < 0:
                    held = moves[untried]
                    moves[untried] = moves[index]
                    moves[index] = held
                    untried += 1
                else:
                    tree.available[child] += 1
            if untried > 0:  # expansion: one move never tried here
                move = moves[np.random.randint(0, untried)]
                child = counts[NODES_USED]
                counts[NODES_USED] = child + 1
                tree.move[child] = move
                tree.player[child] = b.roles[b.scalars[MOVER_AT]] - 1
                tree.visits[child] = 0
                tree.total[child] = 0.0
                tree.available[child] = 1
                tree.first_child[child] = -1
                tree.next_sibling[child] = tree.first_child[node]
                tree.first_child[node] = child
                apply(t, b, move)
                depth += 1
                path[depth] = child
                break
            best = -1
            best_value = -math.inf
            for index in range(found):  # UCB1 over the children legal now, on their availability
                child = tree.first_child[node]
                while tree.move[child] != moves[index]:
                    child = tree.next_sibling[child]
                visits = tree.visits[child]
                value = tree.total[child] / visits + c * math.sqrt(math.log(tree.available[child]) / visits)
                if value > best_value:
                    best = child
                    best_value = value
            node = best
            apply(t, b, tree.move[node])
            depth += 1
            path[depth] = node
        playout_and_back_up(t, b, tree, moves, path, depth, returns, root_ply)
        done[0] += 1
    return DONE


class SearchResult:
    """A finished search: its tree, the iterations run, and the root's children."""

    def __init__(self, tree: Tree, iterations: int):
        self.tree = tree
        self.iterations = iterations

    def children(self) -> list[tuple[int, int, float]]:
        """The root's children as (move, visits, summed return of the player to move at the root),
        in the order they were expanded."""
        tree = self.tree
        first, expanded = int(tree.first[0]), int(tree.expanded[0])
        if first < 0:
            return []
        nodes = tree.pool_child[first:first + expanded]
        return [(int(tree.move[node]), int(tree.visits[node]), float(tree.total[node])) for node in nodes]

    def best_move(self) -> int:
        """The most visited move (then the best summed return), as the reference search chooses."""
        children = self.children()
        if not children:
            raise ValueError("the game is over: there is no move to choose")
        return max(children, key=lambda child: (child[1], child[2]))[0]


class OpenSearchResult:
    """A finished open-loop search: the root's children as (move, visits, summed return)."""

    def __init__(self, tree: OpenTree, iterations: int):
        self.tree = tree
        self.iterations = iterations

    def children(self) -> list[tuple[int, int, float]]:
        tree, found = self.tree, []
        child = int(tree.first_child[0])
        while child >= 0:
            found.append((int(tree.move[child]), int(tree.visits[child]), float(tree.total[child])))
            child = int(tree.next_sibling[child])
        return found[::-1]  # in the order they were expanded

    def best_move(self) -> int:
        children = self.children()
        if not children:
            raise ValueError("the game is over: there is no move to choose")
        return max(children, key=lambda child: (child[1], child[2]))[0]


class NativeSearch:
    """UCT over a native game with exploration constant ``c`` (1.4); ``seed`` fixes its choices (for a
    budget of iterations). The tree's arrays hold ``nodes`` nodes at first (fewer for a smaller budget
    of iterations) and double whenever they are full. With ``open_loop``, the search is information-set
    MCTS over an open-loop tree (:func:`open_loop_batch`), for games with chance: each iteration draws
    its own future."""

    def __init__(self, native: NativeGame, c: float = 1.4, seed: int | None = None, nodes: int = 1 << 16,
                 open_loop: bool = False):
        self.native, self.c, self.nodes, self.open_loop = native, c, max(1, nodes), open_loop
        self.rng = random.Random(seed)
        self._moves = np.zeros(native.most_moves, native.move_dtype)
        self._returns = np.zeros(native.game.num_players)
        self._done = np.zeros(1, np.int64)

    def warm_up(self) -> None:
        """Compile the kernel (or load it from the cache) before anything is timed."""
        self.search(self.native.new_initial_state(), iterations=1)

    def search(self, state: NativeState, iterations: int | None = None, seconds: float | None = None) -> SearchResult | OpenSearchResult:
        """Grow a tree from ``state`` (left unchanged) until ``iterations`` are run or ``seconds`` have
        passed, whichever comes first (at least one iteration; 1000 when neither is given)."""
        if iterations is None and seconds is None:
            iterations = 1000
        limit = math.inf if iterations is None else iterations
        start = time.perf_counter()
        deadline = math.inf if seconds is None else start + seconds
        capacity = self._moves.shape[0]
        tree: Tree | OpenTree
        if self.open_loop:
            tree = new_open_tree(int(min(limit, self.nodes)) + 1, self.native.move_dtype)
            tree.player[0], tree.counts[NODES_USED] = -1, 1
        else:
            tree = new_tree(int(min(limit, self.nodes)) + 1, capacity * min(64, self.nodes), self.native.move_dtype)
            tree.first[0], tree.player[0], tree.counts[NODES_USED] = -1, -1, 1
        room = int(state.buffers.scalars[PLY]) + PLAYOUT_LIMIT + DEPTH_ROOM
        buffers = state.buffers = self.native.with_room(state.buffers, room)
        kernel = self.native.open_loop_kernel if self.open_loop else self.native.search_kernel
        path = np.zeros(buffers.frames.shape[0] + 2, np.int32)
        done, batch = 0, 16 if seconds is not None else int(min(limit, 1 << 20))
        while done < limit and (done == 0 or time.perf_counter() < deadline):
            asked = int(min(batch, limit - done))
            before = time.perf_counter()
            seed = self.rng.randrange(2**32) if done == 0 else -1
            stop = kernel(self.native.tables, buffers, tree, asked, self.c, seed,
                             self._moves, path, self._returns, self._done)
            done += int(self._done[0])
            if stop == FULL and isinstance(tree, OpenTree):
                tree = grown_open(tree, int(tree.counts[NODES_USED]) * 2)
            elif stop == FULL and isinstance(tree, Tree):
                used = int(tree.counts[NODES_USED])
                tree = grown(tree, used * 2, int(tree.counts[POOL_USED]) * 2 + capacity)
            elif seconds is not None:  # batches of about a tenth of the budget (and 0.1 s) at most: the clock is kept
                took = time.perf_counter() - before
                if took < min(0.05, seconds / 20):
                    batch *= 2
                elif took > seconds / 10 and batch > 1:
                    batch //= 2
        return OpenSearchResult(tree, done) if isinstance(tree, OpenTree) else SearchResult(tree, done)


def bench_native_mcts(native: NativeGame, seconds: float = 2.0, runs: int = 5, seed: int = 0) -> str:
    """Native MCTS iterations per second from the initial position, the median of ``runs`` timed
    searches (the kernel is compiled or loaded before the first).

    >>> from interpreter.game import load_game
    >>> bench_native_mcts(NativeGame(load_game("examples/tic-tac-toe.lud")), 0.1, 1)  # doctest: +ELLIPSIS
    'Tic-Tac-Toe (native): MCTS from the initial position, median of 1 runs of 0.1 s: ... iterations/s (...)'
    """
    from interpreter.agents.mcts import mcts_report

    rates, cpu_rates = [], []
    for run in range(max(1, runs)):
        search = NativeSearch(native, seed=seed + run)
        search.warm_up()
        state = native.new_initial_state()
        start, cpu = time.perf_counter(), time.process_time()
        done = search.search(state, seconds=seconds).iterations
        rates.append(done / (time.perf_counter() - start))
        cpu_rates.append(done / max(time.process_time() - cpu, 1e-9))
    return mcts_report(native.game.name, "native", seconds, rates, cpu_rates)


__all__ = ["NativeSearch", "OpenSearchResult", "OpenTree", "SearchResult", "Tree", "bench_native_mcts",
           "open_loop_batch", "uct_batch"]
