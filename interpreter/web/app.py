"""The web application of ``ludeme serve``: a page that plays any description by clicking, and the
JSON API behind it (Starlette; the page is plain HTML, CSS and JavaScript served from the package).

``GET /api/games``                       the descriptions served, with their options and rules text
``POST /api/matches``                    start a game: {"game": 0, "options": ["Board/Cairo"], "seed": 1,
                                         "seats": {"2": {"kind": "mcts", "strength": 2}}}
``GET /api/matches/{id}``                its view: picture, panel, legal moves, record, events
``POST /api/matches/{id}/move``          {"move": "B2"}
``POST /api/matches/{id}/ai``            the computer plays the seat to move
``POST /api/matches/{id}/undo``, ``/redo``
``POST /api/matches/{id}/seats``         {"seats": {"2": {"kind": "random"}}}
``GET /api/matches/{id}/save``           the game as a save file; ``POST .../load`` with one continues it
``GET /api/matches/{id}/position``       the position (every part of the state, by name: interpreter.positions);
                                         ``POST`` {"position": {...}} plays on from one

A bad request gets a 4xx answer with ``{"error": "..."}`` and changes nothing.

>>> from starlette.testclient import TestClient
>>> client = TestClient(create_app(["examples/tic-tac-toe.lud"]))
>>> match = client.post("/api/matches", json={"game": 0}).json()
>>> client.post(f"/api/matches/{match['id']}/move", json={"move": "B2"}).json()["record"]
['B2']
>>> client.post(f"/api/matches/{match['id']}/move", json={"move": "B2"}).json()
{'error': 'B2 is occupied'}
"""

from __future__ import annotations

import itertools
import threading
from collections import OrderedDict
from pathlib import Path

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from interpreter.web.matches import Match, Refused, brief
from ludeme.diagnostics import DiagnosticError
from ludeme.files import read_description
from ludeme.jsontext import JsonRefused, parse_json
from ludeme.textfiles import FileRefused, decode_text

STATIC = Path(__file__).parent / "static"
MAX_BODY = 1_000_000  # bytes of a request body (a save of a long game is far less)
MAX_MATCHES = 64  # games kept at once; the one left longest is dropped for a new one
MAX_GAMES = 16  # compiled games kept (by file and options); the one used longest ago is dropped


class Catalogue:
    """The descriptions served, read once; compiled games are kept by (file, options, seed)."""

    def __init__(self, paths: list[str]):
        self.entries = []
        for index, path in enumerate(paths):
            description = read_description(path)
            if not description.ok:
                errors = [d for d in description.diagnostics if d.is_error]
                raise DiagnosticError(errors)
            from ludeme.metadata import read_metadata

            expansion = description.expansion
            self.entries.append({
                "id": index, "path": str(path), "name": description.game.get("name"),  # type: ignore[union-attr]
                "options": [{"heading": option.heading, "default": option.default.name,
                             "items": [{"name": item.name, "description": item.description} for item in option.items]}
                            for option in expansion.options],  # type: ignore[union-attr]  # a description that loads
                "rules": read_metadata(expansion).rules,
            })
        self._games: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def game(self, game_id, options, seed: int):
        """The game of entry ``game_id`` with ``options``, on the board ``seed`` lays out."""
        if not isinstance(game_id, int) or isinstance(game_id, bool) or not 0 <= game_id < len(self.entries):
            raise Refused(f"game: there is no game {brief(game_id)}: choose one of 0 to {len(self.entries) - 1}")
        if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
            raise Refused('options: give the options as a list of "Heading/Item" texts')
        key = (game_id, tuple(options))
        with self._lock:
            game = self._games.get(key)
            if game is not None:
                self._games.move_to_end(key)
                return game.for_seed(seed)
        from interpreter.game import load_game

        try:
            game = load_game(self.entries[game_id]["path"], options)
        except DiagnosticError as error:
            raise Refused("options: " + "; ".join(d.message for d in error.diagnostics)) from None
        with self._lock:
            game = self._games.setdefault(key, game)
            while len(self._games) > MAX_GAMES:
                self._games.popitem(last=False)
        return game.for_seed(seed)


def _kind(value) -> str:
    """What a JSON value is, in words."""
    return {list: "a list", str: "a string", bool: "true or false", type(None): "null"}.get(type(value), "a number")


def create_app(paths: list[str]) -> Starlette:
    """The application serving the given description files."""
    catalogue = Catalogue(paths)
    matches: OrderedDict[str, Match] = OrderedDict()
    numbers = itertools.count(1)
    matches_lock = threading.Lock()

    def match_of(request: Request) -> Match:
        match_id = request.path_params["match_id"]
        with matches_lock:
            match = matches.get(match_id)
            if match is None:
                raise HTTPException(404, f"there is no game {match_id!r} (it may have been closed)")
            matches.move_to_end(match_id)
        return match

    async def body(request: Request, fields: tuple[str, ...] | None = ()) -> dict:
        """The request's JSON object, reading no more than :data:`MAX_BODY` bytes; with ``fields``,
        the only keys it may have (None: any)."""
        declared = request.headers.get("content-length", "")
        if len(declared) > 12 or (declared.isdigit() and int(declared) > MAX_BODY):
            raise HTTPException(413, f"the request is larger than {MAX_BODY:,} bytes")
        chunks, size = [], 0
        async for chunk in request.stream():  # never more than the limit held, whatever the header said
            size += len(chunk)
            if size > MAX_BODY:
                raise HTTPException(413, f"the request is larger than {MAX_BODY:,} bytes")
            chunks.append(chunk)
        data = b"".join(chunks)
        if not data.strip():
            return {}
        try:
            value = parse_json(decode_text(data, "the request"))
        except FileRefused as error:
            raise HTTPException(400, str(error)) from None
        except JsonRefused as error:
            raise HTTPException(400, f"the request at {error.place}: {error.reason}") from None
        if not isinstance(value, dict):
            raise HTTPException(400, f"the request is not a JSON object but {_kind(value)}")
        unknown = [key for key in value if fields is not None and key not in fields]
        if unknown:
            raise HTTPException(400, f"{brief(unknown[0])} is not a field of this request; "
                                     + (f"its fields: {', '.join(fields)}" if fields else "it has none"))
        return value

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html")

    async def games(request: Request) -> Response:
        return JSONResponse(catalogue.entries)

    async def new_match(request: Request) -> Response:
        data = await body(request, ("game", "options", "seed", "seats"))
        seed = data.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**32:
            raise Refused(f"seed: {brief(seed)} is not a whole number from 0 to 2^32 - 1")
        game = await run_in_threadpool(catalogue.game, data.get("game"), data.get("options", []), seed)
        match_id = f"m{next(numbers)}"
        match = await run_in_threadpool(Match, match_id, game, seed)
        if "seats" in data:
            await run_in_threadpool(match.set_seats, data["seats"])
        with matches_lock:
            matches[match_id] = match
            while len(matches) > MAX_MATCHES:
                matches.popitem(last=False)
        return JSONResponse(await run_in_threadpool(match.view), status_code=201)

    async def list_matches(request: Request) -> Response:
        with matches_lock:
            found = list(matches.values())
        return JSONResponse([{"id": m.id, "game": m.game.name, "moves": len(m.state.record),
                              "over": m.state.is_terminal()} for m in found])

    async def view(request: Request) -> Response:
        return JSONResponse(await run_in_threadpool(match_of(request).view))

    async def close(request: Request) -> Response:
        match = match_of(request)
        with matches_lock:
            matches.pop(match.id, None)
        return JSONResponse({"closed": match.id})

    async def move(request: Request) -> Response:
        match, data = match_of(request), await body(request, ("move",))
        return JSONResponse(await run_in_threadpool(match.play, data.get("move")))

    def action(name: str):
        async def act(request: Request) -> Response:
            match = match_of(request)
            await body(request, ())
            return JSONResponse(await run_in_threadpool(getattr(match, name)))
        return act

    async def seats(request: Request) -> Response:
        match, data = match_of(request), await body(request, ("seats",))
        return JSONResponse(await run_in_threadpool(match.set_seats, data.get("seats")))  # type: ignore[arg-type]

    async def save(request: Request) -> Response:
        match = match_of(request)
        saved = await run_in_threadpool(match.save)
        name = "".join(c if c.isascii() and c.isalnum() else "-" for c in match.game.name.lower())  # a header is ASCII
        return JSONResponse(saved, headers={"Content-Disposition": f'attachment; filename="{name}.json"'})

    async def load(request: Request) -> Response:
        match, data = match_of(request), await body(request, None)  # {"save": ...}, or the save itself
        return JSONResponse(await run_in_threadpool(match.load, data.get("save", data)))

    async def position(request: Request) -> Response:
        return JSONResponse(await run_in_threadpool(match_of(request).position))

    async def set_position(request: Request) -> Response:
        match, data = match_of(request), await body(request, None)
        if list(data) != ["position"]:
            raise Refused('give the position as {"position": {"pieces": {...}, "mover": "P1", ...}}')
        return JSONResponse(await run_in_threadpool(match.set_position, data["position"]))

    async def refused(request: Request, error: Exception) -> Response:
        return JSONResponse({"error": str(error)}, status_code=400)

    async def http_error(request: Request, error: HTTPException) -> Response:
        return JSONResponse({"error": error.detail}, status_code=error.status_code)

    routes = [
        Route("/", index),
        Route("/api/games", games),
        Route("/api/matches", new_match, methods=["POST"]),
        Route("/api/matches", list_matches, methods=["GET"]),
        Route("/api/matches/{match_id}", view, methods=["GET"]),
        Route("/api/matches/{match_id}", close, methods=["DELETE"]),
        Route("/api/matches/{match_id}/move", move, methods=["POST"]),
        Route("/api/matches/{match_id}/ai", action("computer_move"), methods=["POST"]),
        Route("/api/matches/{match_id}/undo", action("undo"), methods=["POST"]),
        Route("/api/matches/{match_id}/redo", action("redo"), methods=["POST"]),
        Route("/api/matches/{match_id}/seats", seats, methods=["POST"]),
        Route("/api/matches/{match_id}/save", save, methods=["GET"]),
        Route("/api/matches/{match_id}/load", load, methods=["POST"]),
        Route("/api/matches/{match_id}/position", position, methods=["GET"]),
        Route("/api/matches/{match_id}/position", set_position, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(routes=routes, exception_handlers={Refused: refused, HTTPException: http_error})  # type: ignore[dict-item]
