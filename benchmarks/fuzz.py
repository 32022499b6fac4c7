"""The long fuzz campaign: mutated descriptions and saves, each under a time and memory limit.

Usage: nice -n 10 python benchmarks/fuzz.py [--kind mixed|mutant|save|position|request] [--cases 100000]
                                          [--workers 2] [--seed 1] [--minutes M] [--ludii PATH]
                                          [--saves 0.1] [--keep DIR] [--json OUT]

Kinds of case (``--kind``):

- ``mutant``: every description of ``descriptions/`` and ``examples/`` (and, with ``--ludii`` or
  ``LUDEME_LUDII``, every file of Ludii's library, read in place) mutated with grammar-aware
  changes and run through fmt, check, compile and a short random playout;
- ``save``: real saves corrupted and loaded into their game from a file;
- ``position``: real positions of every game mutated (values, parts, types, nesting, text) and set
  up from a file, then played on, drawn, saved, reloaded and taken back; a refusal must name the
  part at fault and leave the file and the game as they were;
- ``request``: runs of damaged requests to every route of ``ludeme serve``'s API, some at once;
  a refusal must be a 4xx with a message and change nothing;
- ``mixed`` (the default): mutants, with a share of corrupted saves (``--saves``).

Each case runs in a worker process limited to 1 GiB of address space and is a hang past 10 s of
processor time (or 100 s on the clock).

The report gives the cases and their outcomes, the failures grouped by signature (with
the first example of each written to ``--keep``), the time, and the peak resident memory
of any worker.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from interpreter.fuzzing.mutations import mutate_save  # noqa: E402
from interpreter.fuzzing.pool import MEMORY_BYTES, TIMEOUT_SECONDS, Pool  # noqa: E402


def corpus(ludii: str | None) -> tuple[list[str], list[str]]:
    """The paths of the project's descriptions, and of Ludii's library files when a location is given."""
    own = sorted(ROOT.glob("descriptions/*.lud")) + sorted(ROOT.glob("examples/*.lud"))
    library = sorted(Path(ludii).rglob("*.lud")) if ludii else []
    return [str(p) for p in own], [str(p) for p in library]


def save_seeds(paths: list[str], count: int = 12) -> list[tuple[str, str]]:
    """(description, save text) pairs: real saves of games played a few random moves."""
    from interpreter.game import load_text

    seeds = []
    rng = random.Random(0)
    for path in paths:
        text = Path(path).read_text(encoding="utf-8")
        try:
            game = load_text(text)
        except Exception:
            continue
        state = game.new_initial_state(seed=1)
        for _ in range(rng.randint(1, 12)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_moves()))
        seeds.append((text, json.dumps(game.state_to_json(state), indent=2)))
        if len(seeds) == count:
            break
    return seeds


def position_seeds(paths: list[str]) -> list[tuple[str, str]]:
    """(description, position text) pairs: positions of each game after a few random moves, and at its start."""
    from interpreter.game import load_text
    from interpreter.positions import PositionError

    seeds = []
    rng = random.Random(0)
    for path in paths:
        text = Path(path).read_text(encoding="utf-8")
        game = load_text(text)
        for moves in (0, rng.randint(1, 6), rng.randint(7, 30)):
            state = game.new_initial_state(seed=moves)
            for _ in range(moves):
                if state.is_terminal():
                    break
                state.apply(rng.choice(state.legal_moves()))
            try:
                seeds.append((text, json.dumps(state.to_position())))
            except PositionError:  # a game whose state a position cannot hold
                break
    return seeds


def cases(count: int, seed: int, own: list[str], library: list[str], saves: float, kind: str = "mixed"):
    """The cases of a run of ``kind``: mutants of the files (half of them of Ludii's when it is given)
    and corrupted saves, or only one of mutants, saves, positions or requests."""
    rng = random.Random(seed)
    share = {"mixed": saves, "save": 1.0}.get(kind, 0.0)
    save_pairs = save_seeds(own) if share else []
    positions = position_seeds(own) if kind == "position" else []
    for number in range(count):
        case_seed = seed * 10_000_000 + number
        if kind == "request":
            yield {"kind": "request", "seed": case_seed}
        elif kind == "position":
            description, position = rng.choice(positions)
            yield {"kind": "position", "description": description, "position": position, "seed": case_seed}
        elif save_pairs and rng.random() < share:
            description, save = rng.choice(save_pairs)
            yield {"kind": "save", "description": description, "save": mutate_save(save, rng)}
        else:
            path = rng.choice(own if not library or rng.random() < 0.5 else library)
            yield {"kind": "mutant", "path": path, "seed": case_seed}


def donors(own: list[str], library: list[str]) -> list[str]:
    """The files mutants borrow names and forms from: the project's, and every 20th of Ludii's."""
    return own + library[::20]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kind", choices=("mixed", "mutant", "save", "position", "request"), default="mixed",
                        help="what the cases are (default: mutants with a share of saves)")
    parser.add_argument("--cases", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ludii", default=os.environ.get("LUDEME_LUDII"), help="Ludii's library, to mutate too")
    parser.add_argument("--saves", type=float, default=0.1, help="share of the cases that are corrupted saves")
    parser.add_argument("--keep", type=Path, help="write the first case of each failure signature here, as it is found")
    parser.add_argument("--json", type=Path, help="write the report as JSON here")
    parser.add_argument("--progress", type=int, default=5000,
                        help="print a line (and write the report so far) every this many cases")
    parser.add_argument("--minutes", type=float, help="stop starting cases after this many minutes")
    args = parser.parse_args(argv)

    own, library = corpus(args.ludii)
    outcomes: collections.Counter = collections.Counter()
    signatures: collections.Counter = collections.Counter()
    first: dict[str, dict] = {}
    peak_kb, slowest, done = 0, 0.0, 0
    peak_case: dict = {}  # the case after which a worker first reached the peak
    slowest_case: dict = {}  # the case that took the most processor time
    start = time.monotonic()
    deadline = start + args.minutes * 60 if args.minutes else None

    def report() -> dict:
        return {
            "cases": done, "seconds": round(time.monotonic() - start, 1), "outcomes": dict(outcomes),
            "signatures": dict(signatures.most_common()), "peak_rss_mb": round(peak_kb / 1024, 1),
            "peak_case": {key: str(value)[:300] for key, value in peak_case.items()},
            "slowest_case_cpu_seconds": round(slowest, 2),
            "slowest_case": {key: str(value)[:300] for key, value in slowest_case.items()},
            "worker_restarts": pool.restarts,
            "limits": {"seconds": TIMEOUT_SECONDS, "address_space_mb": MEMORY_BYTES >> 20},
            "library_files": len(library), "own_files": len(own), "seed": args.seed, "workers": args.workers,
            "kind": args.kind,
        }

    def until_deadline(cases):
        for case in cases:
            if deadline and time.monotonic() > deadline:
                return
            yield case

    borrowed = donors(own, library) if args.kind in ("mixed", "mutant") else []  # only mutants borrow
    with Pool(workers=args.workers, donors=borrowed) as pool:
        for result in pool.run(until_deadline(cases(args.cases, args.seed, own, library, args.saves, args.kind))):
            done += 1
            outcomes[result["outcome"]] += 1
            if result["peak_kb"] > peak_kb:
                peak_kb, peak_case = result["peak_kb"], result["case"]
            if result.get("cpu_seconds", result["seconds"]) > slowest:
                slowest, slowest_case = result.get("cpu_seconds", result["seconds"]), result["case"]
            if result["outcome"] == "failed":
                signatures[result["signature"]] += 1
                if result["signature"] not in first:
                    first[result["signature"]] = result
                    if args.keep:  # written when found, so a long run shows what it found as it goes
                        args.keep.mkdir(parents=True, exist_ok=True)
                        kept = args.keep / f"{len(first) - 1:03}.json"
                        kept.write_text(json.dumps(result, indent=2), encoding="utf-8")
            if args.progress and done % args.progress == 0:
                print(f"{done:,} cases, {time.monotonic() - start:,.0f} s, {dict(outcomes)}, "
                      f"{len(signatures)} signatures, peak {peak_kb / 1024:.0f} MB", flush=True)
                if args.json:
                    args.json.write_text(json.dumps(report(), indent=2) + "\n", encoding="utf-8")
        final = report()
    print(json.dumps(final, indent=2))
    if args.json:
        args.json.write_text(json.dumps(final, indent=2) + "\n", encoding="utf-8")
    return 1 if signatures else 0


if __name__ == "__main__":
    sys.exit(main())
