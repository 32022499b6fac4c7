"""The board commands of ``ludeme``: ``info`` and ``render`` (registered by entry point).

``ludeme info FILE``     sites, edges per relation, regions, players, pieces, options (``--json``)
``ludeme render FILE``   the board as text (default) or as an SVG file (``--svg out.svg``)

Both take ``--option "Heading/Item"`` (repeatable), ``--ruleset`` and ``--seed`` (for a board
laid out by chance). A broken description prints its diagnostics and exits with 1.
"""

from __future__ import annotations

import json
from pathlib import Path

from interpreter.board import RELATIONS
from interpreter.board.build import GameBoard, board_from_equipment
from interpreter.board.svg import REGION_TINTS, region_fills, render_svg
from interpreter.board.text import render_text
from interpreter.game import Game
from interpreter.pieces import piece_kinds
from interpreter.render.picture import grid_window
from ludeme.checker import Bound
from ludeme.cli import add_selection_arguments, print_error, print_problems
from ludeme.diagnostics import DiagnosticError
from ludeme.expansion import Expansion
from ludeme.files import read_description
from ludeme.metadata import read_metadata
from ludeme.textfiles import write_atomically


def register(commands) -> None:
    """Add the board commands to the ``ludeme`` subcommand parsers."""
    info = commands.add_parser("info", help="describe a game's board, regions, players and pieces")
    _add_common(info)
    info.add_argument("--json", action="store_true", help="print the description as JSON, for tools")
    info.set_defaults(command=_info)

    render = commands.add_parser("render", help="draw a game's board as text or SVG")
    _add_common(render)
    render.add_argument("--svg", metavar="OUT.svg", help="write the board as an SVG picture to this file")
    render.add_argument("--text", action="store_true", help="print the board as text (the default without --svg)")
    render.set_defaults(command=_render)


def _add_common(parser) -> None:
    parser.add_argument("file", metavar="FILE")
    add_selection_arguments(parser)
    parser.add_argument("--seed", type=int, default=0, help="seed for a board laid out by chance (default 0)")


def _load(args) -> tuple[Expansion, Bound, GameBoard] | None:
    """The expansion, checked game and board of the file; None when it has errors.

    Every diagnostic (warnings too) is printed to stderr.
    """
    description = read_description(args.file, args.option, args.ruleset)
    problems, loaded = list(description.diagnostics), None
    if description.game is not None and description.expansion is not None:
        try:
            board = board_from_equipment(description.game, seed=args.seed)
            if board.by_chance:  # the board the game plays on: (redraw until:...) may lay it out again
                game = Game(description.game, expansion=description.expansion, seed=args.seed)
                board = GameBoard(game.board, game.regions, game.rings, game.grid, by_chance=True)
            loaded = description.expansion, description.game, board
        except DiagnosticError as error:
            problems += error.diagnostics
    print_problems(args.name, problems)
    return loaded


def _info(args) -> int:
    loaded = _load(args)
    if loaded is None:
        return 1
    report = _report(args.file, *loaded)
    report["native"] = _native_coverage(args)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    board = report["board"]
    lines = [f"{report['game']} ({args.file})",
             f"options: {', '.join(f'{h}/{i}' for h, i in report['options'].items()) or 'none'}",
             f"players: {report['players']}",
             f"board: {board['sites']} {board['use'].lower()}s ({board['basis']})",
             "edges: " + ", ".join(f"{relation} {count}" for relation, count in board["edges"].items())]
    if "rings" in board:
        lines.append(f"rings: {board['rings']['areas']} areas, {board['rings']['contacts']} contact pairs")
    lines.append("regions: " + (", ".join(
        f"{r['name']}{' (' + r['owner'] + ')' if r['owner'] else ''} {r['sites']} sites" for r in report["regions"])
        or "none"))
    lines.append("pieces: " + (", ".join(f"{p['name']} ({p['owner']})" for p in report["pieces"]) or "none"))
    native = report["native"]
    lines.append("native backend: " + ("covers every ludeme" if native["covered"] else f"no: {native['reason']}"))
    if report["rules"]:
        lines += ["", "Rules", "", report["rules"]]
    print("\n".join(lines))
    return 0


def _native_coverage(args) -> dict:
    """Whether the native backend covers the game, and if not, the ludeme it lacks."""
    from interpreter.backends import native_coverage
    from interpreter.game import load_game

    try:
        reason = native_coverage(load_game(args.file, args.option, args.ruleset, seed=args.seed))
    except DiagnosticError as error:
        reason = f"the rules do not compile: {error.diagnostics[0].message}"
    return {"covered": reason is None, "reason": reason}


def _report(path: str, expansion: Expansion, game: Bound, built: GameBoard) -> dict:
    """What ``info`` tells, as plain data."""
    board = built.board
    players = game.get("players")
    count = (players.get("count") if "count" in players.arguments else len(players.get("players"))) if players else 0
    summary = {"sites": board.num_sites, "use": board.use, "basis": board.graph.basis,
               "edges": {relation: len(board.pairs(relation)) for relation in RELATIONS}}
    declared = {r.name for r in built.regions}
    if built.rings:
        summary["rings"] = {"areas": built.rings.areas, "contacts": len(built.rings.contacts)}
    return {
        "file": path, "game": game.get("name"), "options": dict(expansion.chosen),
        "ruleset": expansion.ruleset.name if expansion.ruleset else None,
        "players": count, "board": summary,
        "regions": [{"name": r.name, "owner": r.owner, "sites": len(r.sites), "parts": [len(p) for p in r.parts]}
                    for r in built.regions]
                   + [{"name": name, "owner": None, "sites": len(sites), "parts": [len(sites)]}
                      for name, sites in board.regions.items() if name not in declared],
        "pieces": _pieces(game, count),
        "rules": read_metadata(expansion).rules,  # the (info {(rules "...")}) text, empty when none
    }


def _pieces(game: Bound, players: int) -> list[dict]:
    """The pieces of the equipment, named as Ludii names them: "Disc" for each player is Disc1, Disc2, ..."""
    return [{"name": kind.name, "owner": kind.owner_name} for kind in piece_kinds(game, players)]


def _render(args) -> int:
    loaded = _load(args)
    if loaded is None:
        return 1
    built = loaded[2]
    board = built.board
    if args.svg:
        tints = {r.name: REGION_TINTS[int(r.owner[1:])] for r in built.regions
                 if r.owner and r.owner[1:].isdigit() and int(r.owner[1:]) in REGION_TINTS}
        window = grid_window(board, []) if built.grid is not None else None  # a growing grid: its centre
        try:
            write_atomically(Path(args.svg), render_svg(board, fills=region_fills(board, tints), sites=window))
        except OSError as error:
            print_error("render", f"cannot write {args.svg}: {error.strerror}")
            return 1
    if (args.text or not args.svg) and built.grid is not None:  # empty until pieces are placed
        print(f"a growing grid of {board.num_sites} places labelled x,y from {board.label(0)} to "
              f"{board.label(board.num_sites - 1)}; it is drawn around its pieces once play begins")
    elif args.text or not args.svg:
        contents = {site: colour for site, colour in enumerate(board.colours) if colour}
        print(render_text(board, contents))
    return 0


