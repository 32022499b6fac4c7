"""``ludeme serve [FILE ...]``: play descriptions in the browser (registered by entry point).

Without files it serves the descriptions of ``descriptions/`` and ``examples/`` in the current
folder. It listens on 127.0.0.1 (this machine only) unless ``--host`` says otherwise.
"""

from __future__ import annotations

from pathlib import Path

from ludeme.cli import print_error, print_problems
from ludeme.diagnostics import DiagnosticError


def register(commands) -> None:
    """Add ``serve`` to the ``ludeme`` subcommand parsers."""
    serve = commands.add_parser("serve", help="play games in the browser",
                                description="Serve a web page that plays the given descriptions (by default "
                                            "those of descriptions/ and examples/ here) by clicking.")
    serve.add_argument("files", nargs="*", metavar="FILE")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for all)")
    serve.add_argument("--port", type=int, default=8000, help="the port to listen on (default 8000)")
    serve.set_defaults(command=_serve)


def default_files(folder: Path = Path(".")) -> list[str]:
    """The descriptions served when no file is named: descriptions/*.lud, then examples/*.lud."""
    return [str(path) for name in ("descriptions", "examples") for path in sorted((folder / name).glob("*.lud"))]


def _serve(args) -> int:
    import uvicorn

    from interpreter.web.app import create_app

    if not 0 <= args.port <= 65535:
        print_error("serve", f"--port must be from 0 to 65535, not {args.port}")
        return 2
    files = args.files or default_files()
    if not files:
        print_error("serve", "no description to serve: name .lud files, or run it where descriptions/ is")
        return 2
    missing = [name for name in files if not Path(name).exists()]  # what is there but unreadable is said below
    if missing:
        print_error("serve", f"no such file: {', '.join(missing)}")
        return 2
    try:
        app = create_app(files)
    except DiagnosticError as error:
        print_problems("serve", error.diagnostics)
        return 1
    print(f"Serving {len(files)} games at http://{args.host}:{args.port}/ (Ctrl-C to stop)")
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0
