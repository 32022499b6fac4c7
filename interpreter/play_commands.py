"""The play commands of ``ludeme`` (registered by entry point): ``perft``, ``run`` and ``simulate``
(:mod:`interpreter.simulate`).

``ludeme run FILE``                     play at the prompt (``--seat P2=mcts`` lets an agent play a seat)
``ludeme run FILE --position P.json``     play on from a position (every part of a state, by name)
``ludeme run FILE --moves "B2 A1" --json``  apply the moves and print the state as JSON; the same when
                                        standard input is not a terminal, which gives the moves when
                                        ``--moves`` does not (exit 2 at an illegal move)
"""

from __future__ import annotations

import json
import sys

from interpreter.analysis import perft
from interpreter.game import load_game
from interpreter.positions import PositionError, read_position
from interpreter.records import RecordError, load_state, state_report
from interpreter.state import IllegalMove
from ludeme.cli import (add_backend_argument, add_forced_pass_argument, add_selection_arguments, print_error,
                        print_problems)
from ludeme.diagnostics import DiagnosticError


def register(commands) -> None:
    """Add the play commands to the ``ludeme`` subcommand parsers."""
    count = commands.add_parser("perft", help="count the move sequences of each length from the start")
    count.add_argument("file", metavar="FILE")
    count.add_argument("depth", type=int, metavar="DEPTH")
    add_selection_arguments(count)
    count.add_argument("--seed", type=int, default=0, help="seed of the game's chance events (default 0)")
    add_backend_argument(count)
    add_forced_pass_argument(count)
    count.set_defaults(command=_perft)

    run = commands.add_parser("run", help="play a game at the prompt, or apply moves and print the state as JSON",
                              description="Play a game at the prompt (type help there), or, with --json or when "
                                          "standard input is not a terminal, apply moves and print the state as "
                                          "JSON; the moves then come from --moves, or else from standard input.")
    run.add_argument("file", metavar="FILE")
    add_selection_arguments(run)
    run.add_argument("--seed", type=int, default=0,
                     help="seed of the game's chance events and of the agents (default 0)")
    run.add_argument("--seat", action="append", default=[], metavar="P2=mcts",
                     help="who plays a seat at the prompt: human, random, greedy, mcts, ismcts (repeatable)")
    run.add_argument("--moves", metavar='"M1 M2 ..."', help="moves to play first, separated by spaces")
    start = run.add_mutually_exclusive_group()
    start.add_argument("--state", metavar="FILE", help="start from a saved game")
    start.add_argument("--position", metavar="FILE", help="start from a position (JSON, see docs/python.md)")
    run.add_argument("--json", action="store_true", help="print the state as JSON instead of playing at the prompt")
    run.add_argument("--backend", choices=("reference", "native", "auto"), default="auto",
                     help="where the agents' searches (mcts) play: the reference engine, the native one, or native "
                          "when it covers every ludeme of the game (auto, the default); an agent's own backend= wins")
    add_forced_pass_argument(run)
    run.set_defaults(command=_run)

    from interpreter.simulate import register as register_simulate

    register_simulate(commands)


def _load(args, command: str):
    """The game the arguments choose, or None after printing its problems."""
    try:
        return load_game(args.file, args.option, args.ruleset, seed=args.seed, forced_pass=args.forced_pass)  # the seed lays out chance boards
    except DiagnosticError as error:
        print_problems(command, error.diagnostics)
        return None


#: The deepest perft counted (the counts of a game grow past any machine's reach long before).
MAX_PERFT_DEPTH = 100


def _perft(args) -> int:
    from interpreter.backends import BackendError, native_for

    if not 1 <= args.depth <= MAX_PERFT_DEPTH:
        print_error("perft", f"DEPTH must be from 1 to {MAX_PERFT_DEPTH}, not {args.depth}")
        return 2
    game = _load(args, "perft")
    if game is None:
        return 1
    try:
        native, reason = native_for(game, args.backend)
    except BackendError as error:
        print(f"ludeme perft: {error}", file=sys.stderr)
        return 2
    if reason:
        print(reason, file=sys.stderr)
    counts = native.perft(args.depth) if native else perft(game.new_initial_state(args.seed), args.depth)
    for depth, leaves in enumerate(counts, 1):
        print(f"{depth} {leaves}")
    return 0


def _run(args) -> int:
    from interpreter.backends import native_coverage
    from interpreter.repl import Session, interact, parse_seat

    game = _load(args, "run")
    if game is None:
        return 1
    if args.backend == "native" and (reason := native_coverage(game)) is not None:
        print_error("run", f"the native backend cannot play {game.name}: {reason}",
                    hint="--backend auto searches natively where it can and on the reference engine otherwise")
        return 2
    try:
        if args.position:
            state = read_position(game, args.position)
        else:
            state = load_state(game, args.state) if args.state else game.new_initial_state(args.seed)
    except (RecordError, PositionError) as error:
        print_error("run", str(error))
        return 1
    game = state.game  # on the board its seed lays out, for a board laid out by chance
    scripted = args.json or not sys.stdin.isatty()
    if args.moves is not None:
        moves = args.moves.split()
    else:
        moves = sys.stdin.read().split() if not sys.stdin.isatty() else []
    for number, text in enumerate(moves, 1):
        try:
            state.apply(text)
        except IllegalMove as error:
            print_error("run", f"move {number} of {len(moves)}, {text!r}, is not legal: {error}")
            return 2
    if scripted:
        print(json.dumps(state_report(game, state), indent=2))
        return 0
    try:
        seats = dict(parse_seat(choice, game.num_players) for choice in args.seat)
        session = Session(game, state, seats, args.seed, backend=args.backend)
    except ValueError as error:
        print_error("run", str(error))
        return 2
    return interact(session)
