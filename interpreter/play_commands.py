"""The play commands of ``ludeme`` (registered by entry point): ``perft``."""

from __future__ import annotations

import sys

from interpreter.analysis import perft
from interpreter.game import load_game
from ludeme.cli import add_selection_arguments
from ludeme.diagnostics import DiagnosticError


def register(commands) -> None:
    """Add the play commands to the ``ludeme`` subcommand parsers."""
    count = commands.add_parser("perft", help="count the move sequences of each length from the start")
    count.add_argument("file", metavar="FILE")
    count.add_argument("depth", type=int, metavar="DEPTH")
    add_selection_arguments(count)
    count.add_argument("--seed", type=int, default=0, help="seed of the game's chance events (default 0)")
    count.set_defaults(command=_perft)


def _perft(args) -> int:
    try:
        game = load_game(args.file, args.option, args.ruleset)
    except DiagnosticError as error:
        for diagnostic in error.diagnostics:
            print(diagnostic.render(), end="\n\n", file=sys.stderr)
        return 1
    for depth, leaves in enumerate(perft(game.new_initial_state(args.seed), args.depth), 1):
        print(f"{depth} {leaves}")
    return 0
