"""Which games of a Ludii library the native backend plays, and which ludemes keep the others off it.

Usage::

    python benchmarks/native_coverage.py [LIBRARY] [--jobs 2] [--only SUBSTRING] [--list FILES]
        [--results native.jsonl] [--write-list tests/ludii/native-games.txt]

Each ``.lud`` file under ``LIBRARY/lud`` (default ``$LUDEME_LUDII``) is loaded with its default
options, as ``ludeme run`` would, and lowered for the native backend (nothing is compiled to
machine code). The report gives, per folder, how many files load and how many lower, then the
ludemes that stop the most files from lowering (the first one each file meets): the order in
which to lower ludemes next. ``--write-list`` writes the library paths of the files that lower,
one a line: ``tests/runtime/test_native_ludii.py`` plays each of them on both backends.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import re
import signal
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from ludii_coverage import _alarm, _limit_memory, _OutOfTime, folder_of, is_released, library_files


def lower_file(job) -> dict:
    """Load one file and try to lower it (in a worker process)."""
    root, relative, timeout = job
    import ludeme
    from interpreter.lowering import NotLowered, lower

    outcome = {"path": relative, "loads": False, "lowers": False, "ludeme": "", "reason": ""}
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(timeout)
    try:
        game = ludeme.load(str(Path(root) / relative))
        outcome["loads"] = True
        lower(game)
        outcome["lowers"] = True
    except NotLowered as reason:
        outcome["ludeme"], outcome["reason"] = reason.ludeme, str(reason)
    except _OutOfTime:
        outcome["reason"] = f"over {timeout} s"
    except Exception as error:  # a file that does not load is counted, not raised
        outcome["reason"] = f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
    finally:
        signal.alarm(0)
    return outcome


def report(outcomes: list[dict], depth: int, top: int) -> str:
    """Per folder, files, loaded and lowered; then the ludemes that stop the most loaded files."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for outcome in outcomes:
        total = "released (total)" if is_released(outcome["path"]) else "not released (total)"
        for group in (folder_of(outcome["path"], depth), total, "all (total)"):
            row = counts[group]
            row[0] += 1
            row[1] += outcome["loads"]
            row[2] += outcome["lowers"]
    lines = ["| folder | files | load | native |", "|---|---:|---:|---:|"]
    totals = sorted((g for g in counts if g.endswith("(total)")), reverse=True)
    for group in sorted(g for g in counts if g not in totals) + totals:
        files, loads, lowers = counts[group]
        lines.append(f"| {group} | {files} | {loads} | {lowers} |")
    stoppers = Counter(re.sub(r"\s+", " ", o["ludeme"]) for o in outcomes if o["loads"] and o["ludeme"])
    lines += ["", "| first ludeme not lowered | files it stops |", "|---|---:|"]
    lines += [f"| `{ludeme}` | {count} |" for ludeme, count in stoppers.most_common(top)]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("library", nargs="?", default=os.environ.get("LUDEME_LUDII"),
                        help="a Ludii library folder holding lud/ (default: $LUDEME_LUDII)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--timeout", type=int, default=60, help="seconds allowed per file (default 60)")
    parser.add_argument("--memory", type=int, default=3000, help="megabytes allowed per worker (default 3000)")
    parser.add_argument("--depth", type=int, default=1, help="folder depth of the table (default 1)")
    parser.add_argument("--top", type=int, default=25, help="ludemes listed as stopping files (default 25)")
    parser.add_argument("--only", default="", help="only files whose path contains this text")
    parser.add_argument("--list", type=Path, help="only the files named in this file, one library path a line")
    parser.add_argument("--results", type=Path, help="write each file's outcome here (JSON lines)")
    parser.add_argument("--write-list", type=Path, help="write the library paths of the files that lower here")
    args = parser.parse_args(argv)
    root, files = library_files(parser, args)
    started = time.perf_counter()
    outcomes = []
    with multiprocessing.Pool(args.jobs, initializer=_limit_memory, initargs=(args.memory,),
                              maxtasksperchild=50) as pool:
        jobs = [(str(root), f, args.timeout) for f in files]
        for done, outcome in enumerate(pool.imap_unordered(lower_file, jobs), 1):
            outcomes.append(outcome)
            print(f"\r{done}/{len(files)} files", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    outcomes.sort(key=lambda o: o["path"])
    if args.results:
        args.results.write_text("".join(json.dumps(o) + "\n" for o in outcomes), encoding="utf-8")
    if args.write_list:
        args.write_list.write_text("".join(o["path"] + "\n" for o in outcomes if o["lowers"]), encoding="utf-8")
    print(report(outcomes, args.depth, args.top))
    print(f"\n{len(files)} files in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
