"""Simulation: many games between agents, and what they say about a game's length, balance and breadth.

``ludeme simulate FILE -n 100 --agents greedy,random --jobs 2`` plays the games (in parallel over
local processes, with a progress bar) and reports:

- game length in turns and in moves (decisions): mean, median, percentiles, maximum, and how many
  games reached the cap;
- results and scores per seat (and per agent when ``--rotate`` moves the agents round the seats);
- the first player's advantage, the draws;
- the branching factor: legal moves per decision.

Every game has its own seed, worked out from ``--seed`` and its number, so the same command gives
the same games whatever ``--jobs`` is, and on a Dask cluster too: ``--scheduler tcp://host:8786``
sends the games to a Dask distributed scheduler and its workers (each needs ludeme installed; the
description goes with the games, so workers need no files), ``--scheduler local`` starts a
LocalCluster of ``--jobs`` worker processes. Results stream back as games finish.

>>> summary = simulate("examples/tic-tac-toe.lud", games=4, agents=["random"], seed=1)
>>> summary.games, len(summary.records), summary.records[0].agents
(4, 4, ('random', 'random'))
>>> 5 <= summary.length()["median"] <= 9
True
"""

from __future__ import annotations

import csv
import io
import json
import multiprocessing
import random
import statistics
import sys
import time
from typing import Iterable, Sequence

import attrs

from interpreter.agents import make_agent
from interpreter.collector import tune_for_play, tuned_for_play
from interpreter.game import load_game
from ludeme.textfiles import write_atomically

#: Turns after which a game is stopped and counted as reaching the cap.
DEFAULT_MAX_TURNS = 10_000

PERCENTILES = (10, 25, 75, 90, 99)


@attrs.frozen
class GameRecord:
    """One simulated game: who played which seat, how long it lasted, how it ended."""

    index: int
    seed: int
    agents: tuple[str, ...]  # by seat, P1 first
    turns: int
    moves: int
    capped: bool  # stopped at the cap before the game ended
    returns: tuple[float, ...]  # by player, P1 first (all 0 when capped)
    scores: tuple[int, ...]
    first: int  # the player who made the first move
    branching: float  # mean legal moves per decision
    seconds: float

    def as_row(self) -> dict:
        row: dict[str, object] = {"game": self.index, "seed": self.seed, "turns": self.turns, "moves": self.moves,
               "capped": self.capped, "first": self.first, "branching": round(self.branching, 3),
               "seconds": round(self.seconds, 4)}
        for player, (agent, result, score) in enumerate(zip(self.agents, self.returns, self.scores), 1):
            row[f"P{player} agent"] = agent
            row[f"P{player} result"] = result
            row[f"P{player} score"] = score
        return row


def split_agents(text: str) -> list[str]:
    """Agent specs from ``--agents``: commas part agents, but an ``option=value`` part belongs to the
    agent before it.

    >>> split_agents("greedy,mcts:iterations=200,c=1,random")
    ['greedy', 'mcts:iterations=200,c=1', 'random']
    """
    specs: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if "=" in part and ":" not in part and specs:
            specs[-1] += "," + part
        else:
            specs.append(part)
    return specs


def seating(agents: Sequence[str], players: int, index: int, rotate: bool) -> tuple[str, ...]:
    """The agent of each seat in game ``index``: the list repeated to fill the seats, turned by one
    seat per game when rotating.

    >>> seating(["greedy", "random"], 2, 1, rotate=True)
    ('random', 'greedy')
    >>> seating(["greedy"], 3, 5, rotate=False)
    ('greedy', 'greedy', 'greedy')
    """
    seats = [agents[seat % len(agents)] for seat in range(players)]
    if rotate:
        shift = index % players
        seats = seats[-shift:] + seats[:-shift] if shift else seats
    return tuple(seats)


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run started with ``seed``."""
    return random.Random(f"{seed}/{index}").randrange(2**32)


def play_game(game, agents: Sequence[str], seed: int, index: int = 0,
              max_turns: int = DEFAULT_MAX_TURNS) -> GameRecord:
    """Play one game between agents (one spec per seat) from a seeded initial state."""
    start = time.perf_counter()
    state = game.new_initial_state(seed)
    players = [make_agent(spec, seed=seed + seat) for seat, spec in enumerate(agents)]
    first = state.current_player()
    decisions = options = turns = 0
    turn = None
    max_moves = max_turns * 50  # against a turn that never ends
    while not state.is_terminal():
        if state.turn != turn:  # a turn is counted when its first decision is made
            if turns >= max_turns:
                break
            turn, turns = state.turn, turns + 1
        if decisions >= max_moves:
            break
        options += len(state.legal_moves())
        move = players[state.current_player() - 1].choose(state)
        state.play(move)
        decisions += 1
    over = state.is_terminal()
    return GameRecord(
        index=index, seed=seed, agents=tuple(agents),
        turns=turns, moves=decisions, capped=not over,
        returns=tuple(state.returns()), scores=tuple(state.scores()), first=first,
        branching=options / decisions if decisions else 0.0, seconds=time.perf_counter() - start)


def play_native_game(native, agents: Sequence[str], seed: int, index: int = 0,
                     max_turns: int = DEFAULT_MAX_TURNS) -> GameRecord:
    """Play one game between random agents whole in native code (:mod:`interpreter.native`)."""
    start = time.perf_counter()
    decisions, options, turns, state = native.random_game(seed, max_turns)
    return GameRecord(
        index=index, seed=seed, agents=tuple(agents), turns=turns, moves=decisions, capped=not state.is_terminal(),
        returns=state.returns(), scores=(0,) * native.game.num_players, first=1,
        branching=options / decisions if decisions else 0.0, seconds=time.perf_counter() - start)


def native_simulation(game, agents: Sequence[str], backend: str):
    """The native game to simulate on, or None, with the reason the reference plays: the native
    backend plays games between random agents only."""
    from interpreter.backends import BackendError, native_for

    if backend != "reference" and any(spec != "random" for spec in agents):
        reason = "the native backend plays random agents only; agents: " + ",".join(agents)
        if backend == "native":
            raise BackendError(reason)
        return None, f"the reference backend plays: {reason}"
    return native_for(game, backend)


def _percentile(values: Sequence[float], percent: float) -> float:
    """The percentile by linear interpolation between closest ranks (as numpy's default)."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    position = (len(ordered) - 1) * percent / 100
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def describe(values: Sequence[float]) -> dict:
    """Mean, median, percentiles and extremes of a list of numbers.

    >>> describe([1, 2, 3, 4])["median"], describe([1, 2, 3, 4])["p25"]
    (2.5, 1.75)
    """
    if not values:
        return {"mean": 0.0, "median": 0.0, **{f"p{p}": 0.0 for p in PERCENTILES}, "min": 0, "max": 0}
    return {"mean": statistics.fmean(values), "median": statistics.median(values),
            **{f"p{p}": _percentile(values, p) for p in PERCENTILES}, "min": min(values), "max": max(values)}


@attrs.frozen
class Summary:
    """Every game of a run, and the figures drawn from them."""

    game: str
    path: str
    options: tuple[str, ...]
    players: int
    agents: tuple[str, ...]
    rotate: bool
    seed: int
    jobs: int
    max_turns: int
    seconds: float
    records: tuple[GameRecord, ...]
    forced_pass: bool = False  # a player with no move passed, as in Ludii (Game.forced_pass)

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def finished(self) -> list[GameRecord]:
        return [r for r in self.records if not r.capped]

    def length(self, unit: str = "turns") -> dict:
        """Statistics of game length (in ``turns`` or ``moves``) over every game, capped ones included."""
        return describe([getattr(r, unit) for r in self.records])

    def capped(self) -> int:
        return sum(r.capped for r in self.records)

    def draws(self) -> int:
        """Finished games where every player has the same result (for one player: a result of 0)."""
        return sum(1 for r in self.finished if len(set(r.returns)) == 1 and (len(r.returns) > 1 or r.returns[0] == 0))

    def by_seat(self) -> list[dict]:
        """Per seat: the agents that played it, wins (shared wins included), draws, losses, scores."""
        rows = []
        for seat in range(self.players):
            finished = self.finished
            results = [r.returns[seat] for r in finished]
            rows.append({
                "seat": f"P{seat + 1}",
                "agents": sorted({r.agents[seat] for r in self.records}),
                "wins": sum(1 for v in results if v > 0),
                "draws": sum(1 for v in results if v == 0),
                "losses": sum(1 for v in results if v < 0),
                "win_rate": _rate(sum(1 for v in results if v > 0), len(results)),
                "mean_return": statistics.fmean(results) if results else 0.0,
                "score": describe([r.scores[seat] for r in self.records]),
            })
        return rows

    def by_agent(self) -> list[dict]:
        """Per agent spec: the games and seats it played, its wins, draws, losses and mean score."""
        table: dict[str, dict] = {}
        for record in self.records:
            for seat, agent in enumerate(record.agents):
                row = table.setdefault(agent, {"agent": agent, "seats": 0, "wins": 0, "draws": 0, "losses": 0,
                                               "scores": []})
                row["seats"] += 1
                row["scores"].append(record.scores[seat])
                if record.capped:
                    continue
                value = record.returns[seat]
                row["wins" if value > 0 else "losses" if value < 0 else "draws"] += 1
        return [{**{k: v for k, v in row.items() if k != "scores"}, "mean_score": statistics.fmean(row["scores"])}
                for row in table.values()]

    def first_player(self) -> dict:
        """How the player who moved first fared, against an even share of the wins."""
        finished = self.finished
        wins = sum(1 for r in finished if r.returns[r.first - 1] > 0)
        return {"wins": wins, "games": len(finished), "win_rate": _rate(wins, len(finished)),
                "even_share": 1 / self.players if self.players else 0.0,
                "mean_return": statistics.fmean([r.returns[r.first - 1] for r in finished]) if finished else 0.0}

    def branching(self) -> dict:
        """Legal moves per decision: over all decisions of all games, and the per-game means."""
        decisions = sum(r.moves for r in self.records)
        total = sum(r.branching * r.moves for r in self.records)
        return {"mean": total / decisions if decisions else 0.0, "per_game": describe([r.branching for r in self.records])}

    def to_json(self) -> dict:
        return {
            "game": self.game, "file": self.path, "options": list(self.options), "players": self.players,
            "agents": list(self.agents), "rotate": self.rotate, "seed": self.seed, "jobs": self.jobs,
            "max_turns": self.max_turns, "forced_pass": self.forced_pass, "games": self.games, "seconds": round(self.seconds, 3),
            "turns": self.length("turns"), "moves": self.length("moves"), "capped": self.capped(),
            "draws": self.draws(), "seats": self.by_seat(), "agents_results": self.by_agent(),
            "first_player": self.first_player(), "branching": self.branching(),
            "records": [r.as_row() for r in self.records],
        }

    def report(self) -> str:
        """The summary as text, for people."""
        lines = []
        options = f" ({', '.join(self.options)})" if self.options else ""
        lines.append(f"{self.game}{options}: {self.games} games in {self.seconds:.1f} s "
                     f"({self.jobs} job{'s' if self.jobs != 1 else ''}, seed {self.seed}"
                     + (", forced passes" if self.forced_pass else "") + ")")
        lines.append("agents by seat: " + " ".join(f"P{i + 1}={a}" for i, a in enumerate(
            seating(self.agents, self.players, 0, False))) + (", rotated each game" if self.rotate else ""))
        lines.append("")
        for unit in ("turns", "moves"):
            d = self.length(unit)
            lines.append(f"length in {unit:<5}: mean {d['mean']:.1f}, median {d['median']:g}, "
                         + ", ".join(f"p{p} {d[f'p{p}']:.0f}" for p in PERCENTILES)
                         + f", min {d['min']}, max {d['max']}")
        capped = self.capped()
        lines.append(f"reached the cap of {self.max_turns} turns: {capped} of {self.games}"
                     f" ({_rate(capped, self.games):.1%})")
        b = self.branching()
        lines.append(f"branching factor: {b['mean']:.1f} legal moves per decision "
                     f"(per game: median {b['per_game']['median']:.1f}, max {b['per_game']['max']:.1f})")
        lines.append("")
        lines.append(f"{'seat':<5} {'agent':<16} {'wins':>6} {'draws':>6} {'losses':>6} {'win %':>6} "
                     f"{'score mean':>10} {'median':>8} {'max':>7}")
        for row in self.by_seat():
            s = row["score"]
            lines.append(f"{row['seat']:<5} {'/'.join(row['agents'])[:16]:<16} {row['wins']:>6} {row['draws']:>6} "
                         f"{row['losses']:>6} {row['win_rate']:>6.1%} {s['mean']:>10.1f} {s['median']:>8g} "
                         f"{s['max']:>7}")
        if self.rotate or len(set(self.agents)) > 1:
            lines.append("")
            lines.append(f"{'agent':<22} {'seats':>6} {'wins':>6} {'draws':>6} {'losses':>6} {'score mean':>10}")
            for row in self.by_agent():
                lines.append(f"{row['agent'][:22]:<22} {row['seats']:>6} {row['wins']:>6} {row['draws']:>6} "
                             f"{row['losses']:>6} {row['mean_score']:>10.1f}")
        first = self.first_player()
        lines.append("")
        lines.append(f"first player: won {first['wins']} of {first['games']} finished games "
                     f"({first['win_rate']:.1%}; an even share is {first['even_share']:.1%}), "
                     f"mean return {first['mean_return']:+.3f}")
        draws = self.draws()
        lines.append(f"draws (every player the same result): {draws} ({_rate(draws, len(self.finished)):.1%} "
                     "of finished games)")
        return "\n".join(lines)

    def write_csv(self, out) -> None:
        rows = [r.as_row() for r in self.records]
        writer = csv.DictWriter(out, fieldnames=list(rows[0]) if rows else ["game"])
        writer.writeheader()
        writer.writerows(rows)


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


# Workers ---------------------------------------------------------------------------------------

_WORKER: dict = {}


def _start_worker(path: str, options: tuple[str, ...], ruleset: str | None, forced_pass: bool, native: bool) -> None:
    _WORKER["game"] = game = load_game(path, options, ruleset, forced_pass=forced_pass)
    if native:
        from interpreter.backends import native_for

        _WORKER["native"] = native_for(game, "native")[0]
    tune_for_play()  # a worker only plays


def _play_task(task: tuple) -> GameRecord:
    index, agents, seed, max_turns = task
    if "native" in _WORKER:
        return play_native_game(_WORKER["native"], agents, seed, index, max_turns)
    return play_game(_WORKER["game"], agents, seed, index, max_turns)


#: Games a Dask task plays one after the other (fewer, larger tasks for long runs).
CLUSTER_BATCH = 10
#: Seconds to wait for a Dask scheduler to answer.
CONNECT_SECONDS = 30

_CLUSTER_GAMES: dict = {}  # on a Dask worker: the games compiled so far, by description and options


def _play_batch(text: str, options: tuple[str, ...], ruleset: str | None, forced_pass: bool,
                batch: list[tuple]) -> list[GameRecord]:
    """Play some games of a description sent as text (on a Dask worker)."""
    from interpreter.game import load_text

    key = (text, options, ruleset, forced_pass)
    if key not in _CLUSTER_GAMES:
        _CLUSTER_GAMES.clear()
        _CLUSTER_GAMES[key] = load_text(text, options, ruleset, forced_pass=forced_pass)
        tune_for_play()
    game = _CLUSTER_GAMES[key]
    return [play_game(game, agents, seed, index, max_turns) for index, agents, seed, max_turns in batch]


def _on_cluster(scheduler: str, jobs: int, game, options, ruleset, tasks: list[tuple], bar):
    """The records of the tasks played on a Dask cluster, as they finish (``local``: a LocalCluster)."""
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise ValueError("--scheduler needs Dask distributed: pip install 'ludeme[dask]'") from None
    cluster = None
    if scheduler == "local":
        cluster = LocalCluster(n_workers=jobs, threads_per_worker=1, processes=True, dashboard_address=None,
                               silence_logs=40)
        client = Client(cluster)
    else:
        try:
            client = Client(scheduler, timeout=CONNECT_SECONDS)
        except OSError as error:
            raise ValueError(f"no Dask scheduler answers at {scheduler}: {error}") from None
    try:
        text = client.scatter(game.text, broadcast=True)
        batches = [tasks[i:i + CLUSTER_BATCH] for i in range(0, len(tasks), CLUSTER_BATCH)]
        futures = [client.submit(_play_batch, text, options, ruleset, game.forced_pass, batch, pure=False) for batch in batches]
        for future in as_completed(futures):
            played = future.result()
            bar.update(len(played))
            yield from played
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def simulate(path: str, games: int, agents: Sequence[str], *, options: Iterable[str] = (),
             ruleset: str | None = None, seed: int = 0, jobs: int = 1, rotate: bool = False,
             max_turns: int = DEFAULT_MAX_TURNS, progress: bool = False, scheduler: str | None = None,
             backend: str = "reference", notes: list[str] | None = None, forced_pass: bool = False) -> Summary:
    """Play ``games`` games of a description between agents and gather the records; ``scheduler``
    plays them on a Dask cluster (an address, or ``"local"`` for a LocalCluster of ``jobs`` workers),
    always on the reference backend; otherwise on the backend ``backend`` chooses
    (:mod:`interpreter.backends`), and ``notes`` receives why the reference plays when ``auto``
    could not play natively. ``forced_pass`` plays Ludii's convention for a player with no move
    (:attr:`~interpreter.game.Game.forced_pass`).

    Raises ``DiagnosticError`` when the description does not load, ``ValueError`` for an agent
    spec that names no agent, and ``BackendError`` when the native backend cannot play the game.
    """
    options = tuple(options)
    game = load_game(path, options, ruleset, forced_pass=forced_pass)
    agents = list(agents) or ["random"]
    for spec in agents:
        make_agent(spec)  # an unknown agent or option is refused before any game is played
    native, reason = native_simulation(game, agents, "reference" if scheduler else backend)
    if scheduler and backend == "native":
        from interpreter.backends import BackendError

        raise BackendError("games on a cluster are played on the reference backend")
    if reason and notes is not None:
        notes.append(reason)
    tasks = [(index, seating(agents, game.num_players, index, rotate), game_seed(seed, index), max_turns)
             for index in range(games)]
    jobs = max(1, min(jobs, games or 1))
    bar = _progress_bar(games, game.name, progress)
    start = time.perf_counter()
    records: list[GameRecord] = []
    try:
        if scheduler:
            records.extend(_on_cluster(scheduler, jobs, game, options, ruleset, tasks, bar))
        elif jobs == 1:
            _WORKER["game"] = game
            if native is not None:
                _WORKER["native"] = native
            with tuned_for_play():
                for task in tasks:
                    records.append(_play_task(task))
                    bar.update(1)
        else:
            context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
            with context.Pool(jobs, initializer=_start_worker, initargs=(str(path), options, ruleset, forced_pass, native is not None)) as pool:
                for record in pool.imap_unordered(_play_task, tasks, chunksize=1):
                    records.append(record)
                    bar.update(1)
    finally:
        bar.close()
        _WORKER.clear()
    records.sort(key=lambda r: r.index)
    return Summary(game=game.name, path=str(path), options=options, players=game.num_players,
                   agents=tuple(agents), rotate=rotate, seed=seed, jobs=jobs, max_turns=max_turns,
                   seconds=time.perf_counter() - start, records=tuple(records), forced_pass=forced_pass)


class _NoBar:
    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def _progress_bar(total: int, name: str, shown: bool):
    if not shown:
        return _NoBar()
    from tqdm import tqdm

    return tqdm(total=total, desc=name, unit="game", file=sys.stderr, dynamic_ncols=True, leave=False)


# The command -----------------------------------------------------------------------------------


def register(commands) -> None:
    """Add ``ludeme simulate`` to the subcommand parsers."""
    from ludeme.cli import add_backend_argument, add_forced_pass_argument, add_selection_arguments

    sim = commands.add_parser(
        "simulate", help="play many games between agents and report length, results and branching",
        description="Play many games between agents (in parallel with --jobs) and report game length "
                    "(turns and moves), results and scores per seat, the first player's advantage, draws "
                    "and the branching factor.")
    sim.add_argument("file", metavar="FILE")
    add_selection_arguments(sim)
    sim.add_argument("-n", "--games", type=int, default=100, help="games to play (default 100)")
    sim.add_argument("--agents", default="random", metavar="greedy,random,...",
                     help="agents by seat, P1 first, repeated to fill the seats: random, greedy, mcts, ismcts "
                          "(with options as mcts:iterations=200,c=1); default random")
    sim.add_argument("--rotate", action="store_true", help="turn the agents one seat further each game")
    sim.add_argument("--seed", type=int, default=0, help="seed of the run; each game gets its own (default 0)")
    sim.add_argument("--jobs", type=int, default=1, help="processes to play games in parallel (default 1)")
    sim.add_argument("--scheduler", metavar="ADDRESS",
                     help="play the games on a Dask cluster: its scheduler's address (tcp://host:8786), "
                          "or local for a LocalCluster of --jobs workers")
    sim.add_argument("--max-turns", type=int, default=DEFAULT_MAX_TURNS,
                     help=f"stop a game after this many turns and count it as capped (default {DEFAULT_MAX_TURNS})")
    out = sim.add_mutually_exclusive_group()
    out.add_argument("--json", metavar="OUT", help="write the summary and every game as JSON (- for stdout)")
    out.add_argument("--csv", metavar="OUT", help="write one row per game as CSV (- for stdout)")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    add_backend_argument(sim)
    add_forced_pass_argument(sim)
    sim.set_defaults(command=_simulate_command)


def _simulate_command(args) -> int:
    from ludeme.cli import print_error, print_problems
    from interpreter.backends import BackendError
    from ludeme.diagnostics import DiagnosticError

    if not (0 <= args.games <= 10**9 and 1 <= args.jobs <= 1024 and 1 <= args.max_turns <= 2**31 - 1):
        print_error("simulate", "-n must be from 0 to 1,000,000,000, --jobs from 1 to 1,024 and --max-turns from 1 "
                                "to 2,147,483,647")
        return 2
    notes: list[str] = []
    try:
        summary = simulate(args.file, args.games, split_agents(args.agents), options=args.option,
                           ruleset=args.ruleset, seed=args.seed, jobs=args.jobs, rotate=args.rotate,
                           max_turns=args.max_turns, progress=not args.quiet and sys.stderr.isatty(),
                           scheduler=args.scheduler, backend=args.backend, notes=notes,
                           forced_pass=args.forced_pass)
    except DiagnosticError as error:
        print_problems("simulate", error.diagnostics)
        return 1
    except OSError as error:
        print_error("simulate", f"{error.filename}: {error.strerror}" if error.strerror else str(error))
        return 2
    except (ValueError, BackendError) as error:
        print_error("simulate", str(error))
        return 2
    for note in notes:
        print(note, file=sys.stderr)
    target = args.json or args.csv
    if target and target != "-":
        text = io.StringIO(newline="")
        _write(summary, text, args)
        try:
            write_atomically(target, text.getvalue())
        except OSError as error:
            print(summary.report())
            print_error("simulate", f"cannot write {target}: {error.strerror or error}; nothing was written")
            return 1
        print(summary.report())
        print(f"\nwritten to {target}")
    elif target == "-":
        _write(summary, sys.stdout, args)
    else:
        print(summary.report())
    return 0


def _write(summary: Summary, out, args) -> None:
    if args.json:
        json.dump(summary.to_json(), out, indent=2)
        out.write("\n")
    else:
        summary.write_csv(out)
