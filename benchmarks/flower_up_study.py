"""The Flower Up! study (docs/flower-up-study.md): agents at each difficulty, and how far they get.

Plays the games ``ludeme simulate`` plays for the same ``--seed`` (the same game seeds, the agent
seeded as there), so wins and lengths are those of ``ludeme simulate``; and reads from each game's
last state how far it got: the Flower Track (7 once flipped), whether it was flipped, the Bouquets
and their flowers. One row per difficulty and agent, as a Markdown table, and each game as JSON.

    .venv/bin/python benchmarks/flower_up_study.py --agents ismcts:iterations=1000 --games 100 --jobs 2
    .venv/bin/python benchmarks/flower_up_study.py --difficulties Beginner --agents random,greedy --games 200
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import time
from pathlib import Path

import ludeme
from interpreter.agents import make_agent
from interpreter.collector import tuned_for_play
from interpreter.simulate import game_seed, split_agents

DESCRIPTION = Path(__file__).resolve().parents[1] / "descriptions" / "flower-up.lud"
DIFFICULTIES = ("Beginner", "Normal", "Hard")
_GAMES: dict[str, object] = {}


def play(task: tuple[str, str, int, int]) -> dict:
    """One game: ``(difficulty, agent spec, run seed, game number)``; its figures."""
    difficulty, spec, run_seed, index = task
    game = _GAMES.get(difficulty)
    if game is None:
        game = _GAMES[difficulty] = ludeme.load(str(DESCRIPTION), options=[f"Difficulty/{difficulty}"])
    seed = game_seed(run_seed, index)
    start = time.perf_counter()
    state = game.new_initial_state(seed)
    agent = make_agent(spec, seed=seed)  # as ludeme simulate seeds the agent of P1
    moves = turns = 0
    turn = None
    with tuned_for_play():
        while not state.is_terminal():
            if state.turn != turn:  # a turn is counted when its first decision is made, as ludeme simulate does
                turn, turns = state.turn, turns + 1
            state.play(agent.choose(state))
            moves += 1
    flipped = state.variable("Flipped")
    return {"difficulty": difficulty, "agent": spec, "index": index, "seed": seed, "won": state.returns()[0] > 0,
            "turns": turns, "moves": moves, "track": 7 if flipped else state.variable("Track"),
            "flipped": bool(flipped), "bouquets": state.variable("Bouquets"), "flowers": state.variable("Flowers"),
            "seconds": time.perf_counter() - start}


def row(games: list[dict]) -> str:
    """A Markdown row: difficulty, agent, games, wins, turns, seconds a game, track reached, flips, Bouquets."""
    first = games[0]
    tracks = [game["track"] for game in games]
    return (f"| {first['difficulty']} | {first['agent']} | {len(games)} | {sum(g['won'] for g in games)} | "
            f"{statistics.fmean(g['turns'] for g in games):.1f} | {statistics.fmean(g['seconds'] for g in games):.1f} | "
            f"{statistics.fmean(tracks):.2f} (max {max(tracks)}) | {sum(g['flipped'] for g in games)} | "
            f"{sum(g['bouquets'] for g in games)} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--difficulties", default=",".join(DIFFICULTIES), help="default: all three")
    parser.add_argument("--agents", default="ismcts:iterations=1000", help="agent specs (default ismcts:iterations=1000)")
    parser.add_argument("--games", type=int, default=100, help="games per difficulty and agent (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the run, as ludeme simulate --seed (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--json", metavar="OUT", help="write every game's figures to this file")
    args = parser.parse_args(argv)
    difficulties = [name.strip() for name in args.difficulties.split(",")]
    unknown = sorted(set(difficulties) - set(DIFFICULTIES))
    if unknown:
        parser.error(f"unknown difficulty {unknown[0]!r}; choose among {', '.join(DIFFICULTIES)}")
    agents = split_agents(args.agents)
    try:
        for spec in agents:
            make_agent(spec)
    except ValueError as error:
        parser.error(str(error))
    tasks = [(difficulty, spec, args.seed, index) for difficulty in difficulties for spec in agents
             for index in range(args.games)]
    start = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = list(pool.imap(play, tasks, chunksize=1))
    else:
        results = [play(task) for task in tasks]
    print("| difficulty | agent | games | wins | turns (mean) | seconds a game | track at the end (mean) | "
          "flipped | Bouquets |")
    print("|---|---|---|---|---|---|---|---|---|")
    for difficulty in difficulties:
        for spec in agents:
            print(row([r for r in results if r["difficulty"] == difficulty and r["agent"] == spec]))
    print(f"\n{len(results)} games in {time.perf_counter() - start:.0f} s with {args.jobs} job(s), seed {args.seed}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
