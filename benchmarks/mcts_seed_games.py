"""MCTS iterations per second from the initial position of each seed description (one thread).

For each description (and board) the figure of ``bench_mcts`` (a search of ``--seconds``, wall
time, the median of ``--runs``), and the rate of a search of a fixed ``--iterations`` in processor
time, the median of ``--runs``: the same work each run (the engine plays the same moves for the same
seed), and less disturbed than wall time on a shared machine.

    .venv/bin/python benchmarks/mcts_seed_games.py --runs 5
    .venv/bin/python benchmarks/mcts_seed_games.py --only sprout --iterations 300
"""

from __future__ import annotations

import argparse
import re
import statistics
import time
from pathlib import Path

import ludeme
from interpreter.agents.mcts import MCTSAgent, bench_mcts
from interpreter.collector import tuned_for_play

DESCRIPTIONS = Path(__file__).resolve().parents[1] / "descriptions"

#: (name, description, options): the boards the seed games are measured on.
SEED_GAMES = [
    ("Flower Up!", "flower-up.lud", ()),
    ("Making Ground 9x9", "making-ground.lud", ("Board Size/9x9",)),
    ("Springtime", "springtime.lud", ()),
    ("Sprout-R-Out, limping 3/4", "sprout.lud", ("Board/Limping 3/4",)),
    ("Sprout-R-Out, Cairo", "sprout.lud", ("Board/Cairo",)),
    ("Turn of Time, 4 players", "turn-of-time.lud", ("Players/4",)),
]


def fixed_rate(game, iterations: int, seed: int) -> float:
    """Iterations per second of processor time of one search of ``iterations`` from the start."""
    MCTSAgent(seed=seed + 1, iterations=20).search(game.new_initial_state(seed))  # tables made on first use
    with tuned_for_play():
        agent = MCTSAgent(seed=seed, iterations=iterations)
        state = game.new_initial_state(seed)
        start = time.process_time()
        agent.search(state)
        return iterations / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs to take the median of (default 3)")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds of each bench_mcts search (default 2)")
    parser.add_argument("--iterations", type=int, default=400, help="iterations of each fixed search (default 400)")
    parser.add_argument("--only", help="only the games whose name holds this text (case ignored)")
    arguments = parser.parse_args()
    print(f"{'game':28s} {'bench_mcts (wall)':>18s} {'fixed (processor)':>18s}")
    for name, file, options in SEED_GAMES:
        if arguments.only and arguments.only.lower() not in name.lower():
            continue
        game = ludeme.load(DESCRIPTIONS / file, options=options)
        text = bench_mcts(game, seconds=arguments.seconds, runs=arguments.runs)
        wall = re.search(r"([\d,]+) iterations/s", text)
        fixed = statistics.median(fixed_rate(game, arguments.iterations, run) for run in range(arguments.runs))
        print(f"{name:28s} {wall.group(1) if wall else text:>18s} {fixed:>18,.0f}", flush=True)


if __name__ == "__main__":
    main()
