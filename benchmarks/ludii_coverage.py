"""How much of a Ludii library the engine reads, checks, loads and plays, per folder.

Usage::

    python benchmarks/ludii_coverage.py [LIBRARY] [--games 20] [--jobs 2] [--depth 1]
        [--only SUBSTRING] [--list FILES] [--results results.jsonl] [--playouts tests/ludii/playouts.jsonl]
    python benchmarks/ludii_coverage.py --compare results.jsonl [--playouts tests/ludii/playouts.jsonl]
    python benchmarks/ludii_coverage.py --extend results.jsonl --results more.jsonl [--match-seconds 60]

``LIBRARY`` is a folder holding Ludii's ``lud/`` (default: ``$LUDEME_LUDII``). Every ``.lud``
file under ``lud/`` goes through the stages in turn, each counted only when the one before
succeeded:

- parse: read and expanded with its default options;
- check: every ludeme known and well used (``ludeme check``);
- load: the board built and the rules compiled;
- play: ``--games`` random games from seeds 0, 1, ... without an error (a game may stop at
  ``--max-moves`` or 1,250 turns per player, Ludii's limits; that is no error);
- match: the file has statistics recorded from Ludii in ``--playouts`` and the engine's agree:
  the same number of legal moves at the start, the mean length within 5% of Ludii's, and each
  seat's wins within sampling noise (three standard errors of the difference of proportions),
  over at least 200 games and then as many as ``--match-seconds`` allow (at most ``--match-games``).

The table's last column, "match within noise", is wider: it also accepts a mean length further
than 5% from Ludii's when the gap is within three standard errors of the difference (the samples
cannot tell 5% apart when the lengths vary a lot and few games were played). With ``--results``,
each file's line gives the engine's mean length, its spread, its wins by seat and the games behind
it, and the gap that three standard errors allow (``length_noise``), to tell real differences from
noise. ``--compare RESULTS`` plays nothing: it judges those games again against ``--playouts`` (say,
after Ludii's records were measured again) and prints the table. ``--extend RESULTS`` plays more
games for the files that an earlier run compared, from the seed after its last game, and adds them
to its figures (at most ``--match-games`` in all, for ``--match-seconds`` a file): samples grow
run after run until the mean lengths can tell 5% apart. The files it did not compare run afresh.

Files run in worker processes with a time limit each (``--timeout`` up to the play stage, and
``--timeout`` plus ``--match-seconds`` more for the match); a file over its time is counted as
failing the stage it was in. The table goes to standard output (Markdown); with
``--results`` every file's outcome is written as one JSON object a line, for comparing runs.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import resource
import signal
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

STAGES = ("parse", "check", "load", "play", "match")
#: Folders of Ludii's library counted apart: broken on purpose, incomplete, tests, work in progress.
APART = ("test/parser", "reconstruction/pending", "reconstruction/done")
RELEASED = ("board", "experimental", "puzzle", "math", "reconstruction/done", "wishlist", "WishlistDLP",
            "subgame", "dominoes", "simulation")


class _OutOfTime(BaseException):
    """A file over its time: not an Exception, so that no handler of the engine's takes it for a
    failure of the rules."""


def _alarm(signum, frame):
    raise _OutOfTime()


def folder_of(relative: str, depth: int) -> str:
    """The folder a library file is counted in: ``lud/board/war/x.lud`` -> ``board`` at depth 1."""
    parts = relative.split("/")[1:-1]
    for apart in APART:
        if "/".join(parts).startswith(apart):
            return apart if depth <= 2 else "/".join(parts[:depth])
    return "/".join(parts[:depth]) or "."


def is_released(relative: str) -> bool:
    inside = relative.split("/", 1)[1]
    return any(inside.startswith(folder + "/") for folder in RELEASED)


def _error_text(error: BaseException) -> str:
    diagnostics = getattr(error, "diagnostics", None)
    if diagnostics:
        first = diagnostics[0]
        return f"{first.message}"[:200]
    return f"{type(error).__name__}: {error}"[:200]


#: Ludii's other limit on a playout: turns per player (its default, beside the moves).
TURNS_PER_PLAYER = 1250


def _play(game, games: int, max_moves: int, seconds: float | None = None, least: int = 0, first: int = 0):
    """Random games from seeds first..games-1: their lengths in moves, returns, and legal moves at
    start. A game stops, as Ludii's playouts do, after ``max_moves`` moves or 1,250 turns per
    player. With ``seconds``, no game starts after that time once ``least`` games are played."""
    lengths, results = [], []
    start_moves = len(game.new_initial_state(0).legal_moves())
    most_turns = TURNS_PER_PLAYER * game.num_players
    deadline = None if seconds is None else time.perf_counter() + seconds
    for seed in range(first, games):
        if deadline is not None and seed >= least and time.perf_counter() > deadline:
            break
        state = game.new_initial_state(seed)
        chooser = random.Random(seed)
        moves = 0
        while not state.is_terminal() and moves < max_moves and state.turn <= most_turns:
            state.apply(chooser.choice(state.legal_moves()))
            moves += 1
        lengths.append(moves)
        results.append(tuple(state.returns()) if state.is_terminal() else None)
    return start_moves, lengths, results


def _wins_by_seat(results, seats: int):
    wins, draws = [0] * seats, 0
    for returns in results:
        if returns is None:
            draws += 1
            continue
        best = max(returns)
        winners = [i for i, value in enumerate(returns) if value == best]
        if best <= 0 or 1 < len(winners) == len(returns):  # alone, a player's win is a win
            draws += 1
        else:
            for i in winners:
                wins[i] += 1
    return wins, draws


#: The fields of a results line that :func:`summary` writes.
SUMMARY = ("legal_moves_at_start", "match_games", "match_mean_length", "match_length_sd", "match_wins_by_seat",
           "match_draws")


def summary(start_moves: int, lengths: list[int], results: list, seats: int) -> dict:
    """What the comparison with Ludii needs of the engine's games, as kept in a results line."""
    wins, draws = _wins_by_seat(results, seats)
    return {"legal_moves_at_start": start_moves, "match_games": len(lengths),
            "match_mean_length": round(sum(lengths) / len(lengths), 2),
            "match_length_sd": round(statistics.stdev(lengths), 2) if len(lengths) > 1 else 0.0,
            "match_wins_by_seat": wins, "match_draws": draws}


def merged(earlier: dict, later: dict) -> dict:
    """The :func:`summary` of two runs' games together (``later`` played the seeds after
    ``earlier``'s), from their counts, means and spreads.

    >>> merged({"legal_moves_at_start": 9, "match_games": 2, "match_mean_length": 5.0, "match_length_sd": 1.41,
    ...         "match_wins_by_seat": [1, 0], "match_draws": 1},
    ...        {"legal_moves_at_start": 9, "match_games": 2, "match_mean_length": 9.0, "match_length_sd": 1.41,
    ...         "match_wins_by_seat": [0, 2], "match_draws": 0})["match_mean_length"]
    7.0
    """
    n1, n2 = earlier["match_games"], later["match_games"]
    total = n1 + n2
    mean = (n1 * earlier["match_mean_length"] + n2 * later["match_mean_length"]) / total
    squares = sum((n - 1) * figures["match_length_sd"] ** 2 + n * figures["match_mean_length"] ** 2
                  for n, figures in ((n1, earlier), (n2, later)))
    variance = max(squares - total * mean ** 2, 0.0) / (total - 1)
    return {"legal_moves_at_start": later["legal_moves_at_start"], "match_games": total,
            "match_mean_length": round(mean, 2), "match_length_sd": round(math.sqrt(variance), 2),
            "match_wins_by_seat": [a + b for a, b in zip(earlier["match_wins_by_seat"], later["match_wins_by_seat"])],
            "match_draws": earlier["match_draws"] + later["match_draws"]}


def _standard_error(ours: dict, record: dict) -> float:
    """The standard error of the difference of the two mean lengths (a :func:`summary` and a record)."""
    spread = ours["match_length_sd"]
    ludii_spread = record.get("length_sd", spread)  # older records give no spread: the engine's stands for it
    return math.sqrt(spread ** 2 / ours["match_games"] + ludii_spread ** 2 / record["games"])


def _matches(record: dict, ours: dict) -> tuple[bool, bool, str, float]:
    """Whether the engine's statistics (a :func:`summary`) agree with Ludii's record (mean length
    within 5%), whether they agree within sampling noise, what differs, and three standard errors
    of the difference of the mean lengths."""
    n1, n2 = ours["match_games"], record["games"]
    mean = ours["match_mean_length"]
    length_noise = 3 * _standard_error(ours, record)
    if record["legal_moves_at_start"] != ours["legal_moves_at_start"]:
        return (False, False, f"legal moves at start {ours['legal_moves_at_start']}, "
                              f"Ludii {record['legal_moves_at_start']}", length_noise)
    gap = abs(mean - record["mean_length"])
    within_five = gap <= 0.05 * record["mean_length"]
    within_noise = within_five or gap <= length_noise
    for seat, (wins, theirs) in enumerate(zip(ours["match_wins_by_seat"], record["wins_by_seat"]), 1):
        p1, p2 = wins / n1, theirs / n2
        pooled = (wins + theirs) / (n1 + n2)
        noise = 3 * math.sqrt(max(pooled * (1 - pooled), 1e-9) * (1 / n1 + 1 / n2)) + 1e-9
        if abs(p1 - p2) > noise:
            return False, False, f"P{seat} wins {p1:.2f}, Ludii {p2:.2f}", length_noise
    if not within_five:
        return False, within_noise, f"mean length {mean:.1f}, Ludii {record['mean_length']:.1f}", length_noise
    return True, True, "", length_noise


def judge(outcome: dict, record: dict) -> None:
    """Set the match stage of an outcome whose games were played to compare, against Ludii's record."""
    outcome["reached"] = [stage for stage in outcome["reached"] if stage != "match"]
    if outcome["failed"] == "match":
        outcome["failed"], outcome["error"] = None, ""
    agree, within_noise, why, length_noise = _matches(record, outcome)
    outcome["length_noise"] = round(length_noise, 2)
    outcome["match_within_noise"] = within_noise
    if agree:
        outcome["reached"].append("match")
    else:
        outcome["failed"], outcome["error"] = "match", why


def run_file(job) -> dict:
    """Every stage for one file (in a worker process)."""
    root, relative, settings = job
    import ludeme
    from ludeme.files import read_description

    path = str(Path(root) / relative)
    outcome = {"path": relative, "reached": [], "failed": None, "error": "", "seconds": 0.0}
    started = time.perf_counter()
    record = settings["records"].get(relative)
    options = record["options"] if record else []
    signal.signal(signal.SIGALRM, _alarm)
    limit = settings["timeout"]
    signal.alarm(limit)
    stage = "parse"
    try:
        read = read_description(path, options, syntax_only=True)
        if not read.ok:
            raise ValueError(next(d.message for d in read.diagnostics if d.is_error))
        outcome["reached"].append("parse")
        stage = "check"
        description = read_description(path, options)
        if not description.ok:
            raise ValueError(next(d.message for d in description.diagnostics if d.is_error))
        outcome["reached"].append("check")
        stage = "load"
        game = ludeme.load(path, options=options, forced_pass=True)  # compared with Ludii: its forced passes
        outcome["reached"].append("load")
        earlier = settings["earlier"].get(relative, {})
        match_limit = settings["timeout"] + math.ceil(settings["match_seconds"])
        if record and "match_games" in earlier:  # more games for an earlier run's
            stage, limit = "match", match_limit
            signal.alarm(limit)
            extend(outcome, earlier, game, settings)
            judge(outcome, record)
        else:
            stage = "play"
            start_moves, lengths, results = _play(game, settings["games"], settings["max_moves"])
            outcome["reached"].append("play")
            outcome["legal_moves_at_start"] = start_moves
            outcome["mean_length"] = sum(lengths) / len(lengths)
            if record:
                stage, limit = "match", match_limit  # more games, to compare with Ludii: 200, then as time allows
                signal.alarm(limit)
                games = settings["match_games"]
                _, more_lengths, more_results = _play(game, games, settings["max_moves"], settings["match_seconds"],
                                                      least=min(games, 200), first=len(lengths))
                lengths, results = lengths + more_lengths, results + more_results
                outcome.update(summary(start_moves, lengths, results, game.num_players))
                judge(outcome, record)
    except _OutOfTime:
        outcome["failed"], outcome["error"] = stage, f"over {limit} s"
    except MemoryError:
        outcome["failed"], outcome["error"] = stage, "out of memory"
    except RecursionError:
        outcome["failed"], outcome["error"] = stage, "recursion too deep"
    except Exception as error:  # a failure of the engine is what this benchmark counts
        outcome["failed"], outcome["error"] = stage, _error_text(error)
    finally:
        signal.alarm(0)
    outcome["seconds"] = round(time.perf_counter() - started, 2)
    return outcome


def extend(outcome: dict, earlier: dict, game, settings: dict) -> None:
    """Fill ``outcome`` with an earlier run's figures for its file and the games of the seeds after
    its last (as many as ``match_seconds`` allow, up to ``match_games`` in all)."""
    outcome["reached"].append("play")
    outcome.update({key: earlier[key] for key in SUMMARY})  # kept if the time runs out
    outcome["mean_length"] = earlier["mean_length"]
    first = earlier["match_games"]
    start_moves, lengths, results = _play(game, max(settings["match_games"], first), settings["max_moves"],
                                          settings["match_seconds"], least=first, first=first)
    if start_moves != earlier["legal_moves_at_start"]:
        raise ValueError(f"{start_moves} legal moves at start, {earlier['legal_moves_at_start']} in the earlier run: "
                         "the engine changed since, so its games cannot be added to")
    if lengths:
        outcome.update(merged(earlier, summary(start_moves, lengths, results, game.num_players)))


def _limit_memory(megabytes: int) -> None:
    limit = megabytes * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def read_records(path: Path | None) -> dict[str, dict]:
    """Ludii's playout statistics by library path (the first record of each path)."""
    records: dict[str, dict] = {}
    if path and path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                records.setdefault(record["path"], record)
    return records


def read_results(path: Path) -> list[dict]:
    """The outcomes that a run wrote with ``--results``, one a line."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def chance_within_five(outcome: dict, record: dict) -> float:
    """The chance that the mean lengths fall within 5% of each other if the engine played exactly
    as Ludii does, with these spreads and numbers of games (a normal approximation)."""
    noise = _standard_error(outcome, record)
    allowed = 0.05 * record["mean_length"]
    return 1.0 if noise == 0 else math.erf(allowed / noise / math.sqrt(2))


def expected_note(outcomes: list[dict], records: dict[str, dict]) -> str:
    """What the samples allow: of the files played and compared, on how many an engine equal to
    Ludii would find the mean length within 5%."""
    compared = [(o, records[o["path"]]) for o in outcomes if "match_games" in o and o["path"] in records]
    if not compared:
        return ""
    expected = sum(chance_within_five(o, r) for o, r in compared)
    within = sum("match" in o["reached"] for o, _ in compared)
    return (f"{len(compared)} files compared with Ludii: {within} match with the mean length within 5%. "
            f"Were the engine to play exactly as Ludii, the samples (their spreads and numbers of games) "
            f"would put the mean lengths within 5% on about {expected:.0f} of them.")


def table(outcomes: list[dict], depth: int, with_match: bool) -> str:
    """The Markdown table: per folder, how many files reached each stage (and, with Ludii's
    records, how many agree with them within sampling noise)."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0] * (len(STAGES) + 2))
    for outcome in outcomes:
        groups = [folder_of(outcome["path"], depth)]
        groups.append("released (total)" if is_released(outcome["path"]) else "not released (total)")
        groups.append("all (total)")
        for group in groups:
            row = counts[group]
            row[0] += 1
            for stage in outcome["reached"]:
                row[1 + STAGES.index(stage)] += 1
            row[-1] += bool(outcome.get("match_within_noise"))
    stages = list(STAGES) + ["match within noise"] if with_match else list(STAGES[:-1])
    lines = ["| folder | files | " + " | ".join(stages) + " |",
             "|---|---:|" + "---:|" * len(stages)]
    totals = [g for g in counts if g.endswith("(total)")]
    for group in sorted(g for g in counts if g not in totals) + sorted(totals, reverse=True):
        row = counts[group]
        figures = row[1:1 + len(STAGES)] + [row[-1]] if with_match else row[1:len(STAGES)]
        lines.append(f"| {group} | {row[0]} | " + " | ".join(str(n) for n in figures) + " |")
    return "\n".join(lines)


def library_files(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[Path, list[str]]:
    """The library's folder and the paths (below it) of its ``.lud`` files that ``--only`` and
    ``--list`` choose; a missing library is the parser's error."""
    if not args.library:
        parser.error("name a Ludii library: give LIBRARY or set LUDEME_LUDII")
    root = Path(args.library).resolve()
    if not (root / "lud").is_dir():
        parser.error(f"{root} holds no lud/ folder")
    files = sorted(str(p.relative_to(root)) for p in (root / "lud").rglob("*.lud") if args.only in str(p))
    if args.list:  # in the list's order
        found = set(files)
        files = [f for f in dict.fromkeys(args.list.read_text(encoding="utf-8").split("\n")) if f in found]
    return root, files


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("library", nargs="?", default=os.environ.get("LUDEME_LUDII"),
                        help="a Ludii library folder holding lud/ (default: $LUDEME_LUDII)")
    parser.add_argument("--games", type=int, default=20, help="random games played per file (default 20)")
    parser.add_argument("--match-games", type=int, default=2000,
                        help="most games played to compare with Ludii's statistics (default 2000)")
    parser.add_argument("--match-seconds", type=float, default=60,
                        help="seconds of play to compare with Ludii once 200 games are played (default 60)")
    parser.add_argument("--max-moves", type=int, default=10_000,
                        help="moves after which a game stops (Ludii's limit for its recorded playouts)")
    parser.add_argument("--timeout", type=int, default=120, help="seconds allowed per file (default 120)")
    parser.add_argument("--memory", type=int, default=3000, help="megabytes allowed per worker (default 3000)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--depth", type=int, default=1, help="folder depth of the table (default 1)")
    parser.add_argument("--only", default="", help="only files whose path contains this text")
    parser.add_argument("--list", type=Path,
                        help="only the files named in this file, one library path a line, in its order")
    parser.add_argument("--playouts", type=Path,
                        default=Path(__file__).resolve().parents[1] / "tests" / "ludii" / "playouts.jsonl",
                        help="Ludii's playout statistics, one JSON object a line")
    parser.add_argument("--results", type=Path, help="write each file's outcome here (JSON lines)")
    parser.add_argument("--compare", type=Path, metavar="RESULTS",
                        help="play nothing: judge the games of an earlier run's --results against --playouts again")
    parser.add_argument("--extend", type=Path, metavar="RESULTS",
                        help="add games to an earlier run's --results: the seeds after its last, for its files")
    args = parser.parse_args(argv)
    if args.compare:
        return compare(args.compare, read_records(args.playouts), args.depth)
    root, files = library_files(parser, args)
    earlier = {o["path"]: o for o in read_results(args.extend)} if args.extend else {}
    if earlier and not args.list:
        files = [f for f in files if f in earlier]
    records = read_records(args.playouts)
    settings = {"games": args.games, "match_games": args.match_games, "match_seconds": args.match_seconds,
                "max_moves": args.max_moves, "timeout": args.timeout, "records": records, "earlier": earlier}
    started = time.perf_counter()
    outcomes = []
    written = args.results.open("w", encoding="utf-8") if args.results else None
    with multiprocessing.Pool(args.jobs, initializer=_limit_memory, initargs=(args.memory,),
                              maxtasksperchild=25) as pool:
        for done, outcome in enumerate(pool.imap_unordered(run_file, [(str(root), f, settings) for f in files]), 1):
            outcomes.append(outcome)
            if written:  # each file as it is done, so a long run can be followed
                written.write(json.dumps(outcome) + "\n")
                written.flush()
            print(f"\r{done}/{len(files)} files", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    if written:
        written.close()
    report(outcomes, records, args.depth)
    print(f"\n{len(files)} files in {time.perf_counter() - started:.0f} s; "
          f"{len(records)} files with Ludii's statistics ({args.playouts})")
    return 0


def compare(results: Path, records: dict[str, dict], depth: int) -> int:
    """The table of an earlier run, its files' games judged again against (new) records of Ludii's."""
    outcomes = read_results(results)
    for outcome in outcomes:
        record = records.get(outcome["path"])
        if record and "match_games" in outcome:
            judge(outcome, record)
    report(outcomes, records, depth)
    return 0


def report(outcomes: list[dict], records: dict[str, dict], depth: int) -> None:
    """Print the table per folder, then what the samples allow."""
    outcomes.sort(key=lambda o: o["path"])
    print(table(outcomes, depth, bool(records)))
    print("\n" + expected_note(outcomes, records))


if __name__ == "__main__":
    sys.exit(main())
