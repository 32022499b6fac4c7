"""Fuzzing the web API of ``ludeme serve``: a match started, then a run of requests to every route,
most of them valid ones damaged (fields changed, added or dropped, values of the wrong type, huge
numbers, deep nesting, broken JSON, bytes that are not UTF-8, bodies past the limit with or without
a length, unknown matches, wrong methods), some sent at once from several threads.

Every answer must be a 2xx, or a 4xx with ``{"error": "..."}`` after which the match and the list of
matches are exactly as before; a 5xx or an exception in the application (the test client raises
it) is a failure. Requests sent at once must leave a match whose save loads back. A fuzz worker
runs ``run_requests(seed)`` for each case (``{"kind": "request", "seed": 3}``).
"""

from __future__ import annotations

import functools
import json
import random
import threading

from interpreter.fuzzing.mutations import JSON_TEXTS, mutate_json, mutate_json_text
from interpreter.web.app import MAX_BODY
from ludeme.games import path_of

#: The games the fuzzed server serves (packaged ones: square, hexagonal and turning boards).
SERVED = ("tic-tac-toe", "hex", "quadrants", "sprout")
#: Match ids that name no match, or are odd to route.
ODD_IDS = ("m999999", "m0", "m-1", "M1", "m1.0", "m%00", "..", "m1/../m2", "x" * 3000, "m\u0661", "%ff", " ")
ROUTES = (("POST", "move", 30), ("POST", "undo", 8), ("POST", "redo", 6), ("POST", "seats", 8), ("POST", "ai", 3),
          ("GET", "save", 4), ("POST", "load", 10), ("GET", "", 4), ("DELETE", "", 1), ("POST", "new", 10),
          ("GET", "list", 2), ("GET", "games", 1), ("PUT", "move", 1), ("GET", "move", 1), ("POST", "nothing", 1))
FIELDS = ("game", "options", "seed", "seats", "move", "save", "kind", "strength", "format", "moves", "position")


@functools.cache
def client():
    """The test client of an application serving :data:`SERVED` (made once per process); an exception
    in the application is raised here, not turned into a 500."""
    from starlette.testclient import TestClient

    from interpreter.web.app import create_app

    http = TestClient(create_app([str(path_of(name)) for name in SERVED]), raise_server_exceptions=True)
    http.__enter__()  # one event loop for every request, rather than one each
    return http


@functools.cache
def option_texts() -> list[str]:
    """Every "Heading/Item" of the games served, and a few that are not."""
    texts = [f"{option['heading']}/{item['name']}" for game in client().get("/api/games").json()
             for option in game["options"] for item in option["items"]]
    return texts + ["Board/", "/", "Board/Cairo/Cairo", "Nothing/At all"]


def run_requests(seed: int, steps: int = 8) -> str:
    """A match started, then ``steps`` requests made from ``seed``; ``ok`` when every one was
    answered 2xx, ``refused`` when some were refused properly. Raises AssertionError otherwise."""
    rng = random.Random(seed)
    http = client()
    computers = {"1": {"kind": "random"}, "2": {"kind": "random"}}  # quick to play for "ai", until seats change
    first = {"game": rng.randrange(len(SERVED)), "seed": rng.randrange(5), "seats": computers}
    match = _send(http, "POST", "/api/matches", json.dumps(first).encode())
    if match.status_code != 201:
        raise AssertionError(f"a valid new match was refused: {match.text[:300]}")
    match_id, outcome = match.json()["id"], "ok"
    try:
        for _ in range(steps):
            if rng.random() < 0.1:
                _at_once(http, rng, match_id)
                continue
            before = _snapshot(http, match_id)
            method, path, body = _request(http, rng, match_id, json.loads(before[2]) if before[1] == 200 else {})
            unsized = body is not None and len(body) > MAX_BODY and rng.random() < 0.5  # sent without a length
            response = _send(http, method, path, body, unsized)
            if response.status_code >= 400:
                _refused_properly(response, method, path, body)
                if _snapshot(http, match_id) != before:
                    raise AssertionError(f"{method} {path} was refused ({response.json()['error']}) but changed "
                                         f"the games\n--- body ---\n{_shown(body)}")
                outcome = "refused"
            if method == "POST" and path == "/api/matches" and response.status_code == 201:
                http.delete(f"/api/matches/{response.json()['id']}")  # one match per case is enough
    finally:
        http.delete(f"/api/matches/{match_id}")
    return outcome


def _send(http, method: str, path: str, body: bytes | None, unsized: bool = False):
    content = (body[i:i + 65536] for i in range(0, len(body), 65536)) if unsized and body else body
    return http.request(method, path, content=content, headers={"Content-Type": "application/json"})


def _refused_properly(response, method: str, path: str, body: bytes | None) -> None:
    if response.status_code >= 500:
        raise AssertionError(f"{method} {path} answered {response.status_code}: {response.text[:300]}")
    try:
        error = response.json().get("error")
    except ValueError:
        error = None
    if not isinstance(error, str) or not error.strip():
        raise AssertionError(f"{method} {path} was refused ({response.status_code}) without a message: "
                             f"{response.text[:300]}\n--- body ---\n{_shown(body)}")


def _snapshot(http, match_id: str) -> tuple:
    """What a refused request must leave as it was: the list of matches and everything the match shows."""
    listed = http.get("/api/matches").json()
    view = http.get(f"/api/matches/{match_id}")
    return listed, view.status_code, view.text


def _shown(body: bytes | None) -> str:
    return "(none)" if body is None else repr(body[:1500])


def _request(http, rng: random.Random, match_id: str, view: dict) -> tuple[str, str, bytes | None]:
    """A request to one of the routes (the match shows ``view``): its method, path and body."""
    method, route, _ = rng.choices(ROUTES, weights=[weight for *_, weight in ROUTES])[0]
    target = match_id if rng.random() < 0.9 else rng.choice(ODD_IDS)
    paths = {"new": "/api/matches", "list": "/api/matches", "games": "/api/games", "": f"/api/matches/{target}"}
    path = paths.get(route, f"/api/matches/{target}/{route}")
    words = [move["text"] for move in view.get("legal", [])][:30] + list(FIELDS) + option_texts()
    value = _valid_body(http, rng, route, view)
    return method, path, _damaged(rng, value, words)


def _valid_body(http, rng: random.Random, route: str, view: dict):
    legal = [move["text"] for move in view.get("legal", [])]
    if route == "move":
        return {"move": rng.choice(legal) if legal else "pass"}
    if route == "seats":
        return {"seats": {str(rng.randint(1, 2)): {"kind": rng.choice(("human", "random", "greedy", "mcts")),
                                                    "strength": 1}}}
    if route == "load":
        saved = http.get(f"/api/matches/{view.get('id')}/save")
        save = saved.json() if saved.status_code == 200 else {}
        if legal and rng.random() < 0.5:
            save = dict(save, moves=save.get("moves", []) + [rng.choice(legal)])
        return {"save": save} if rng.random() < 0.7 else save
    if route == "new":
        options = rng.sample(option_texts(), rng.randint(0, 2))
        return {"game": rng.randrange(len(SERVED)), "seed": rng.randrange(2**32), "options": options,
                "seats": {"2": {"kind": "random"}}}
    return None if rng.random() < 0.7 else {}


def _damaged(rng: random.Random, value, words: list[str]) -> bytes | None:
    """The body of a request: mostly ``value`` damaged, sometimes bytes no JSON writer would make."""
    choice = rng.random()
    if choice < 0.05:
        return rng.choice((b" " * (MAX_BODY + 1), b"[" * (MAX_BODY - 10), b'{"move": "\xff\xfe"}', b"\x00" * 100,
                           JSON_TEXTS[rng.randrange(len(JSON_TEXTS))].encode("utf-8", "surrogatepass"),
                           b'{"move": "' + b"9" * (MAX_BODY - 20) + b'"}'))
    if value is None:
        return None if choice < 0.7 else json.dumps(mutate_json({}, rng, words)).encode()
    if choice < 0.7:
        value = mutate_json(value, rng, words)
    text = json.dumps(value)
    if choice > 0.85:
        text = mutate_json_text(text, rng)
    return text.encode("utf-8", "surrogatepass")


def _at_once(http, rng: random.Random, match_id: str) -> None:
    """Several requests to one match from threads at once; then the match must still save and load."""
    answer = http.get(f"/api/matches/{match_id}")
    if answer.status_code == 404:  # closed by an earlier request of the case
        return
    legal = [move["text"] for move in answer.json()["legal"]]
    requests = [("POST", f"/api/matches/{match_id}/{route}",
                 json.dumps({"move": rng.choice(legal)}).encode() if route == "move" and legal else None)
                for route in rng.choices(("move", "move", "undo", "redo", "ai"), k=4)]
    answers: list = [None] * len(requests)
    failures: list[BaseException] = []

    def send(index: int) -> None:
        try:
            answers[index] = _send(http, *requests[index])
        except BaseException as error:  # reported below, in the case's own thread
            failures.append(error)

    threads = [threading.Thread(target=send, args=(index,)) for index in range(len(requests))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]
    for (method, path, body), response in zip(requests, answers):
        if response.status_code >= 400:
            _refused_properly(response, method, path, body)
    saved = http.get(f"/api/matches/{match_id}/save").json()
    loaded = _send(http, "POST", f"/api/matches/{match_id}/load", json.dumps({"save": saved}).encode())
    if loaded.status_code != 200 or loaded.json()["record"] != saved["moves"]:
        raise AssertionError(f"after requests at once the match does not load its own save: {loaded.text[:300]}")
