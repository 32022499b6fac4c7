"""Measuring games: perft (leaf counts per depth), random playouts per second, and whether two
compilations of one game play alike (:func:`first_difference`).

>>> from interpreter.game import load_game
>>> perft(load_game("examples/tic-tac-toe.lud").new_initial_state(0), 2)
[9, 72]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

import attrs

from interpreter.collector import tuned_for_play
from interpreter.game import load_game
from interpreter.state import State
from ludeme.diagnostics import DiagnosticError


def first_difference(reference, candidate, seed: int, plies: int = 400) -> str | None:
    """Play one seeded random game with two compilations of the same rules side by side (say
    with and without remembered regions, or another backend against this one); the first step
    where they offer different moves, results or scores, or None when they agree throughout.

    >>> game = load_game("examples/tic-tac-toe.lud")
    >>> first_difference(game, load_game("examples/tic-tac-toe.lud", remember=False), seed=1) is None
    True
    """
    first, second = reference.new_initial_state(seed), candidate.new_initial_state(seed)
    rng = random.Random(seed)
    for step in range(plies):
        legal, other = first.legal_moves(), second.legal_moves()
        texts = [reference.move_to_text(first, m) for m in legal]
        if texts != [candidate.move_to_text(second, m) for m in other]:
            return f"step {step}: the legal moves differ"
        if (first.is_terminal(), first.returns(), first.scores()) != (
                second.is_terminal(), second.returns(), second.scores()):
            return f"step {step}: the results or scores differ"
        if first.is_terminal():
            return None
        choice = rng.randrange(len(legal))
        first.play(legal[choice])
        second.play(other[choice])
    return None


def perft(state: State, depth: int) -> list[int]:
    """The number of move sequences of each length 1..depth (finished games stop counting)."""
    counts = [0] * depth

    def walk(level: int) -> None:
        moves = state.legal_moves()
        counts[level] += len(moves)
        if level + 1 == depth:
            return
        for move in moves:
            state.play(move)
            walk(level + 1)
            state.undo()

    if depth > 0:
        walk(0)
    return counts


def complete_games(state: State) -> int:
    """The number of distinct complete games from a state (every line played to its end)."""
    if state.is_terminal():
        return 1
    total = 0
    for move in state.legal_moves():
        state.play(move)
        total += complete_games(state)
        state.undo()
    return total


def random_playout(state: State, rng: random.Random, max_moves: int = 100_000) -> int:
    """Play random legal moves to the end; the number of moves played."""
    played = 0
    while not state.is_terminal() and played < max_moves:
        moves = state.legal_moves()
        state.play(moves[rng.randrange(len(moves))])
        played += 1
    return played


@attrs.frozen
class PlayoutBench:
    """Random playouts from the initial position: per run, playouts and moves per second (of the
    wall clock, and of the process's own processor time, which a loaded machine lowers less)."""

    game: str
    playouts_per_second: tuple[float, ...]
    moves_per_second: tuple[float, ...]
    cpu_playouts_per_second: tuple[float, ...] = ()
    backend: str = "reference"
    #: for a board laid out by chance: seconds to lay out and compile the game on a new seed's board
    layout_seconds: tuple[float, ...] = ()

    def report(self) -> str:
        playouts = statistics.median(self.playouts_per_second)
        moves = statistics.median(self.moves_per_second)
        text = (f"{self.game} ({self.backend}): median of {len(self.playouts_per_second)} runs: "
                f"{playouts:,.0f} random playouts/s, {moves:,.0f} moves/s")
        if self.cpu_playouts_per_second:
            text += f" ({statistics.median(self.cpu_playouts_per_second):,.0f} playouts per second of processor time)"
        if self.layout_seconds:
            text += (f"\nthe board is laid out by chance: the playouts are on the layout of the game's seed; "
                     f"a new seed's layout takes {statistics.median(self.layout_seconds) * 1000:,.1f} ms to lay "
                     f"out and compile (median of {len(self.layout_seconds)}; simulate pays it for each game)")
        return text


def bench_playouts(game, runs: int = 5, seconds: float = 2.0, seed: int = 0) -> PlayoutBench:
    """Random playouts from the game's initial position, each with a seed of its own for its draws.
    A board laid out by chance keeps the layout of the game's seed in every playout (a new layout
    is a new game, compiled again), and the time a new seed's layout takes is measured apart.

    >>> from interpreter.game import load_text
    >>> rules = '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result P1 Win))))'
    >>> game = load_text(f'(game "G" (players 1) (equipment {{(board (square 2))}}) {rules})')
    >>> bench = bench_playouts(game, 1, 0.01)
    >>> bench.playouts_per_second[0] > 0, bench.layout_seconds
    (True, ())
    """
    rng = random.Random(seed)
    playout_rates, move_rates, cpu_rates = [], [], []
    with tuned_for_play():
        for _ in range(max(1, runs)):
            playouts = moves = 0
            start, cpu = time.perf_counter(), time.process_time()
            while (elapsed := time.perf_counter() - start) < seconds or playouts == 0:
                moves += random_playout(_playout_start(game, rng.randrange(2**32)), rng)
                playouts += 1
            playout_rates.append(playouts / elapsed)
            move_rates.append(moves / elapsed)
            cpu_rates.append(playouts / max(time.process_time() - cpu, 1e-9))
        layouts = tuple(_layout_seconds(game, rng.randrange(2**32)) for _ in range(runs)) \
            if game.layout_by_chance else ()
    return PlayoutBench(game.name, tuple(playout_rates), tuple(move_rates), tuple(cpu_rates),
                        layout_seconds=layouts)


def _playout_start(game, seed: int) -> State:
    """The initial position a playout starts from: a new seed's, on the game's own layout."""
    if not game.layout_by_chance:
        return game.new_initial_state(seed)
    state = game.new_initial_state(game.board_seed)
    state.reseed(seed)
    return state


def _layout_seconds(game, seed: int) -> float:
    start = time.perf_counter()
    game.for_seed(seed)
    return time.perf_counter() - start


def bench_native_playouts(native, runs: int = 5, seconds: float = 2.0, seed: int = 0) -> PlayoutBench:
    """Random playouts run whole in native code, in batches of about a tenth of a second. A board
    laid out by chance keeps the game's layout, as on the reference, and the time a new seed's layout
    takes (laid out, its rules written again for the compiled code) is measured apart."""
    rng = random.Random(seed)
    native.random_playouts(1, 0)  # compiled (or loaded) before timing
    playout_rates, move_rates, cpu_rates = [], [], []
    for _ in range(max(1, runs)):
        playouts = moves = 0
        batch = 16
        start, cpu = time.perf_counter(), time.process_time()
        while (elapsed := time.perf_counter() - start) < seconds or playouts == 0:
            before = time.perf_counter()
            moves += native.random_playouts(batch, rng.randrange(2**32))[0]
            playouts += batch
            if time.perf_counter() - before < 0.05:
                batch *= 2
        playout_rates.append(playouts / elapsed)
        move_rates.append(moves / elapsed)
        cpu_rates.append(playouts / max(time.process_time() - cpu, 1e-9))
    layouts = tuple(_layout_seconds(native, rng.randrange(2**32)) for _ in range(runs)) \
        if native.game.layout_by_chance else ()
    return PlayoutBench(native.game.name, tuple(playout_rates), tuple(move_rates), tuple(cpu_rates), "native",
                        layouts)


def bench_command(args) -> int:
    """``ludeme bench FILE``: random playouts per second (with ``--mcts``: MCTS iterations per second
    from the initial position), median of several runs, on the backend ``--backend`` chooses (the
    reason is printed when the reference backend plays instead)."""
    from interpreter.backends import BackendError, native_for

    try:
        game = load_game(args.file, args.option, args.ruleset)
    except DiagnosticError as error:
        from ludeme.cli import print_problems

        print_problems("bench", error.diagnostics)
        return 1
    try:
        start = time.perf_counter()
        native, reason = native_for(game, getattr(args, "backend", "auto"))
    except BackendError as error:
        print(f"ludeme bench: {error}", file=sys.stderr)
        return 2
    mcts = getattr(args, "mcts", False)
    if native is None:
        if reason:
            print(reason)
        if mcts:
            from interpreter.agents.mcts import bench_mcts

            print(bench_mcts(game, args.seconds, args.runs))
        else:
            print(bench_playouts(game, args.runs, args.seconds).report())
        return 0
    if mcts:
        from interpreter.native.search import NativeSearch, bench_native_mcts

        NativeSearch(native).warm_up()
        print(f"native code ready in {time.perf_counter() - start:.1f} s")
        print(bench_native_mcts(native, args.seconds, args.runs))
        return 0
    native.random_playouts(1, 0)
    print(f"native code ready in {time.perf_counter() - start:.1f} s ({native.code_origin()})")
    print(bench_native_playouts(native, args.runs, args.seconds).report())
    return 0
