"""The ``ludeme`` command: check, format and measure .lud descriptions.

The runtime adds its own commands (play, render, ...) through the ``ludeme.commands``
entry point group: each entry is a function given the subcommand parsers to add to,
so the language package never imports the runtime.

``ludeme check FILE...``   report every problem (exit 0 clean, 1 on any error)
``--ludii PATH``           Ludii's library (or ``LUDEME_LUDII``): its defines, and games found by name
``ludeme fmt FILE...``     print the canonical layout (``--check``, ``--write``)
``ludeme catalogue``       list the ludemes the engine knows (``--markdown`` for the docs)
``ludeme bench --parse``   read files and report files and megabytes per second

Exit status: 0 clean, 1 when the input has errors, 2 for a wrong command line, 70 for
an error inside ludeme itself (a bug: the traceback is printed and should be reported).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from importlib.metadata import entry_points
from pathlib import Path

from ludeme.diagnostics import DiagnosticError
from ludeme.errors import LudemeError
from ludeme.files import read_description
from ludeme.library import ENVIRONMENT_VARIABLE
from ludeme.parser import read_description_file
from ludeme.runtime import runtime_function
from ludeme.textfiles import write_atomically
from ludeme.usage import option_selections

#: The exit status of an error inside ludeme itself (a traceback), apart from 1, "the input has errors".
BUG_EXIT_STATUS = 70


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.ludii:  # the one setting every reader consults (ludeme.library), for this process and its workers
        os.environ[ENVIRONMENT_VARIABLE] = os.path.abspath(args.ludii)
    try:
        return args.command(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except LudemeError as error:  # a refusal no command caught itself (a limit reached in play): said, not a bug
        print(f"ludeme: {error}", file=sys.stderr)
        return 1
    except Exception:  # a traceback is a bug in ludeme, never the user's input
        traceback.print_exc()
        print(f"\nludeme: this is a bug in ludeme, not a problem with your input; please report it with the "
              f"command and the files above (exit status {BUG_EXIT_STATUS})", file=sys.stderr)
        return BUG_EXIT_STATUS


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ludeme", description="Read, check and play .lud game descriptions.")
    parser.add_argument("--ludii", metavar="PATH", help=LUDII_HELP)
    commands = parser.add_subparsers(dest="name", required=True, metavar="COMMAND")

    check = commands.add_parser("check", help="report every problem in description files")
    check.add_argument("files", nargs="+", metavar="FILE")
    add_selection_arguments(check)
    check.add_argument("--json", action="store_true", help="print the diagnostics as JSON")
    check.add_argument("--syntax-only", action="store_true",
                       help="stop after parsing and expansion (for ludemes the engine does not know)")
    check.add_argument("--language-only", action="store_true",
                       help="check the language only: do not build the board nor compile the rules")
    check.add_argument("--all-options", action="store_true",
                       help="also check the game with each option item chosen in turn")
    check.add_argument("--seed", type=int, default=0, help="seed for a board laid out by chance (default 0)")
    check.set_defaults(command=_check)

    fmt = commands.add_parser("fmt", help="print descriptions in the canonical layout")
    fmt.add_argument("files", nargs="+", metavar="FILE")
    mode = fmt.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="exit 1 if a file is not formatted")
    mode.add_argument("--write", action="store_true", help="rewrite the files in place")
    fmt.set_defaults(command=_fmt)

    catalogue = commands.add_parser("catalogue", help="list the ludemes the engine knows")
    catalogue.add_argument("--markdown", action="store_true", help="the catalogue as a Markdown document")
    catalogue.add_argument("--used-by", nargs="+", metavar="FILE",
                           help="each ludeme with the descriptions (under any option item) that use it")
    catalogue.set_defaults(command=_catalogue)

    bench = commands.add_parser("bench", help="measure the engine: random playouts, MCTS with --mcts, or reading with --parse")
    bench.add_argument("file", nargs="?", metavar="FILE", help="the game to play random playouts of")
    add_selection_arguments(bench)
    bench.add_argument("--parse", nargs="+", metavar="PATH", help="files or folders of .lud files to read instead")
    bench.add_argument("--runs", type=int, default=5, help="runs to take the median of (default 5)")
    bench.add_argument("--seconds", type=float, default=2.0, help="seconds of playouts per run (default 2)")
    bench.add_argument("--check", action="store_true", help="with --parse: also expand and check each file")
    bench.add_argument("--mcts", action="store_true",
                       help="measure MCTS iterations per second from the initial position instead of random playouts")
    add_backend_argument(bench)
    bench.set_defaults(command=_bench)
    for extension in entry_points(group="ludeme.commands"):
        extension.load()(commands)
    return parser


def add_backend_argument(parser: argparse.ArgumentParser) -> None:
    """``--backend reference|native|auto``: which engine plays the game (auto: native when it covers
    the whole game)."""
    parser.add_argument("--backend", choices=("reference", "native", "auto"), default="auto",
                        help="play on the reference engine, the native one, or native when it covers "
                             "every ludeme of the game (auto, the default)")


def add_forced_pass_argument(parser: argparse.ArgumentParser) -> None:
    """``--forced-pass``: play Ludii's convention for a player with no legal move."""
    parser.add_argument("--forced-pass", action="store_true",
                        help="a player with no legal move passes, and the game ends in a draw once every "
                             "player passed in a row, as in Ludii (by default the game ends when the player "
                             "to move has no move)")


def add_selection_arguments(parser: argparse.ArgumentParser) -> None:
    """``--option "Heading/Item"`` (repeatable) and ``--ruleset``, for every command that reads a game."""
    parser.add_argument("--option", action="append", default=[], metavar='"Heading/Item"',
                        help="choose an option item (repeatable)")
    parser.add_argument("--ruleset", metavar='"Ruleset/Name"', help="choose a ruleset")
    parser.add_argument("--ludii", metavar="PATH", default=argparse.SUPPRESS, help=LUDII_HELP)


LUDII_HELP = (f"Ludii's library: a folder holding def/ and lud/, or Ludii's jar, for Ludii's standard "
              f"defines and games named by name (default: ${ENVIRONMENT_VARIABLE})")


def print_problems(command: str, diagnostics) -> None:
    """Problems on standard error, in the one style of every command: a problem at a place in a
    description with its file:line:col, the line and a caret; any other as ``ludeme COMMAND: message``."""
    for diagnostic in diagnostics:
        if diagnostic.span is not None:
            print(diagnostic.render(), end="\n\n", file=sys.stderr)
        else:
            print_error(command, diagnostic.message, diagnostic.hint)


def print_error(command: str, message: str, hint: str = "") -> None:
    """``ludeme COMMAND: message`` (and its hint) on standard error."""
    print(f"ludeme {command}: {message}" + (f"\n  hint: {hint}" if hint else ""), file=sys.stderr)


def _check(args: argparse.Namespace) -> int:
    compile_game = None if args.syntax_only or args.language_only else runtime_function("compile")
    failed = False
    report = []
    for path in args.files:
        shown: set[str] = set()
        for options in option_selections(path, args.option, args.ruleset) if args.all_options else [args.option]:
            label = path + (f" [{', '.join(options)}]" if args.all_options and options else "")
            description = read_description(path, options, args.ruleset, args.syntax_only)
            diagnostics = list(description.diagnostics)
            if compile_game is not None and description.ok:
                diagnostics += compile_game(description, seed=args.seed)
            errors = sum(d.is_error for d in diagnostics)
            failed |= errors > 0
            if args.json:
                report.append({"file": path, "options": options, "ok": errors == 0,
                               "diagnostics": [d.to_json() for d in diagnostics]})
                continue
            for diagnostic in diagnostics:
                text = diagnostic.render()
                if text not in shown:  # a problem common to several option items is shown once
                    shown.add(text)
                    print(text, end="\n\n")
            warnings = len(diagnostics) - errors
            if errors or warnings:
                print(f"{label}: {_count(errors, 'error')}, {_count(warnings, 'warning')}")
            else:
                print(f"{label}: ok")
    if args.json:
        print(json.dumps(report, indent=2))
    return 1 if failed else 0


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _fmt(args) -> int:
    from ludeme.formatter import format_text

    status = 0
    for name in args.files:
        path = Path(name)
        try:
            text = read_description_file(path)
            formatted = format_text(text, name)
        except DiagnosticError as error:
            print_problems("fmt", error.diagnostics)
            status = 1
            continue
        if args.check:
            if formatted != text:
                print(f"{name}: not formatted")
                status = 1
        elif args.write:
            if formatted != text:
                try:
                    write_atomically(path, formatted)
                except OSError as error:
                    print(f"{name}: cannot write: {error.strerror or error}; the file is unchanged",
                          file=sys.stderr)
                    status = 1
                    continue
                print(f"{name}: formatted")
        else:
            sys.stdout.write(formatted)
    return status


def _catalogue(args) -> int:
    from ludeme.catalogue import CATALOGUE
    from ludeme.catalogue.markdown import catalogue_markdown

    if args.markdown:
        sys.stdout.write(catalogue_markdown(CATALOGUE))
        return 0
    if args.used_by:
        from ludeme.usage import usage

        found = usage(args.used_by)
        for entry in CATALOGUE.entries:
            users = found.get(entry.signature, [])
            print(f"{len(users)}  {entry.signature}" + (f"  {' '.join(users)}" if users else ""))
        return 0
    for entry in CATALOGUE.entries:
        print(f"{entry.signature:<70} {entry.doc}")
    return 0


def _bench(args) -> int:
    from ludeme.bench import bench_parse

    if not args.parse:
        if not args.file:
            print_error("bench", "give a FILE to play, or --parse PATH...")
            return 2
        bench_game = runtime_function("bench")
        if bench_game is None:
            print_error("bench", "playing a game needs the runtime, which is not installed")
            return 2
        result: int = bench_game(args)
        return result
    paths = []
    for name in args.parse:
        path = Path(name)
        paths.extend(sorted(path.rglob("*.lud")) if path.is_dir() else [path])
    if not paths:
        print_error("bench", f"no .lud files found in {', '.join(args.parse)}")
        return 1
    try:
        print(bench_parse(paths, runs=args.runs, check=args.check).report())
    except DiagnosticError as error:  # a file that cannot be read: missing, not a regular file, not UTF-8
        print_problems("bench", error.diagnostics)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
