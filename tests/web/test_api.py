"""The JSON API of ``ludeme serve``: games start, moves are played and taken back, seats change,
saves go out and come back; every bad request gets a 4xx with a message and changes nothing."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from interpreter.web.app import MAX_BODY, create_app
from interpreter.web.command import default_files
from ludeme.cli import _parser

FILES = ["examples/tic-tac-toe.lud", "descriptions/sprout.lud", "descriptions/flower-up.lud",
         "descriptions/making-ground.lud"]
TTT, SPROUT, FLOWER, MAKING = range(4)


@pytest.fixture(scope="module")
def client():
    return TestClient(create_app(FILES))


def start(client, game=TTT, **extra):
    response = client.post("/api/matches", json={"game": game, **extra})
    assert response.status_code == 201, response.text
    return response.json()


def snapshot(client, match_id):
    """What a refused request must leave as it was."""
    view = client.get(f"/api/matches/{match_id}").json()
    return view["record"], view["svg"], view["panel"], view["seats"], view["can redo"]


def refused(response, status=400, words=""):
    assert response.status_code == status, response.text
    message = response.json()["error"]
    assert message and words in message
    return message


def test_the_games_served_with_their_options_and_rules(client):
    games = client.get("/api/games").json()
    assert [g["name"] for g in games] == ["Tic-Tac-Toe", "Sprout-R-Out", "Flower Up", "Making Ground"]
    board = next(o for o in games[SPROUT]["options"] if o["heading"] == "Board")
    assert board["default"] == "Limping 3/4" and "Cairo" in [i["name"] for i in board["items"]]
    assert games[TTT]["rules"] == "" and "Black's first stone goes on any cell" in games[SPROUT]["rules"]


def test_the_page_and_its_files_are_served(client):
    page = client.get("/")
    assert page.status_code == 200 and "/static/app.js" in page.text
    assert "function clickSite" in client.get("/static/app.js").text
    assert client.get("/static/style.css").status_code == 200


def test_a_game_is_played_by_moves_and_ends_with_its_result(client):
    view = start(client)
    assert view["panel"]["mover"] == 1 and len(view["legal"]) == 9
    assert {"text": "B2", "to": 4, "from": -1} in view["legal"]
    for text in ["A1", "B1", "A2", "B2"]:
        view = client.post(f"/api/matches/{view['id']}/move", json={"move": text}).json()
    view = client.post(f"/api/matches/{view['id']}/move", json={"move": "A3"}).json()
    assert view["panel"]["result"]["text"] == "P1 wins: (is Line 3)"
    assert view["legal"] == [] and view["events"][-1].startswith("Game over: P1 wins")
    refused(client.post(f"/api/matches/{view['id']}/move", json={"move": "C3"}), words="the game is over")
    refused(client.post(f"/api/matches/{view['id']}/ai"), words="the game is over")


@pytest.mark.parametrize("body, words", [
    ({"move": "B2"}, "occupied"),
    ({"move": "Z9"}, "not a move here"),
    ({"move": ""}, "give the move"),
    ({"move": 4}, "give the move"),
    ({"move": ["B2"]}, "give the move"),
    ({}, "give the move"),
])
def test_an_illegal_or_malformed_move_is_refused_and_changes_nothing(client, body, words):
    view = start(client)
    client.post(f"/api/matches/{view['id']}/move", json={"move": "B2"})
    before = snapshot(client, view["id"])
    refused(client.post(f"/api/matches/{view['id']}/move", json=body), words=words)
    assert snapshot(client, view["id"]) == before


@pytest.mark.parametrize("content, words", [
    (b"{not json", "the request at 1:2: broken JSON"),
    (b'{"move":\n "B2",}', "the request at 2:7: broken JSON"),
    (b"[1, 2]", "not a JSON object but a list"),
    (b'"B2"', "not a JSON object but a string"),
    (b"[" * 100_000 + b"]" * 100_000, "the request at 1:101: brackets nest more than 100 levels deep"),
    (b'{"move": ' + b"9" * 5000 + b"}", "the request at 1:10: a number of 5,000 characters"),
    (b'{"move": NaN}', "the request at 1:10: NaN is not a finite number"),
    (b'{"move": "\\ud800"}', "the request at 1:10: a string holds a lone surrogate"),
    (b'{"move": "\xff"}', "the request:1:11: not UTF-8 text"),
    (b'{"move": "B2", "then": "A1"}', "'then' is not a field of this request; its fields: move"),
])
def test_a_body_that_is_not_a_json_object_is_refused(client, content, words):
    view = start(client)
    before = snapshot(client, view["id"])
    response = client.post(f"/api/matches/{view['id']}/move", content=content,
                           headers={"Content-Type": "application/json"})
    refused(response, words=words)
    assert snapshot(client, view["id"]) == before


def test_a_body_too_large_is_refused(client):
    view = start(client)
    refused(client.post(f"/api/matches/{view['id']}/load", content=b" " * (MAX_BODY + 1)), 413, "larger")


def test_a_body_larger_than_it_says_is_cut_off_at_the_limit(client):
    view = start(client)
    before = snapshot(client, view["id"])

    def chunks():  # sent without a length: the server must stop reading at its limit
        for _ in range(MAX_BODY // 65536 + 2):
            yield b" " * 65536

    refused(client.post(f"/api/matches/{view['id']}/move", content=chunks()), 413, "larger than 1,000,000 bytes")
    refused(client.post(f"/api/matches/{view['id']}/move", content=b"{}", headers={"Content-Length": "9" * 30}),
            413, "larger")
    assert snapshot(client, view["id"]) == before


@pytest.mark.parametrize("route", ["ai", "undo", "redo"])
def test_actions_without_arguments_refuse_any(client, route):
    view = start(client)
    client.post(f"/api/matches/{view['id']}/move", json={"move": "B2"})
    before = snapshot(client, view["id"])
    refused(client.post(f"/api/matches/{view['id']}/{route}", json={"move": "A1"}), words="it has none")
    assert snapshot(client, view["id"]) == before


def test_quoted_values_are_cut_short(client):
    message = refused(client.post("/api/matches", json={"game": ["x" * 1000]}), words="game: there is no game")
    assert len(message) < 120


def test_unknown_games_and_routes(client):
    refused(client.get("/api/matches/m999999"), 404, "no game")
    refused(client.post("/api/matches/m999999/move", json={"move": "B2"}), 404, "no game")
    refused(client.post("/api/matches", json={"game": 99}), words="no game 99")
    refused(client.post("/api/matches", json={"game": "0"}), words="no game")
    refused(client.post("/api/matches", json={"game": TTT, "options": "Board/Cairo"}), words="options")
    refused(client.post("/api/matches", json={"game": SPROUT, "options": ["Board/Square"]}), words="Square")
    refused(client.post("/api/matches", json={"game": TTT, "seed": -1}), words="seed")
    refused(client.post("/api/matches", json={"game": TTT, "seed": True}), words="seed: True is not a whole number")
    refused(client.post("/api/matches", json={"game": TTT, "seed": 10**30}), words="seed")
    refused(client.post("/api/matches", json={"gmae": TTT}), words="'gmae' is not a field of this request")
    refused(client.post("/api/matches", json={"game": TTT, "seats": []}), words="seats: give the seats")
    assert client.get("/api/matches/m1/move").status_code == 405
    assert client.get("/api/nothing").status_code == 404


def test_options_and_seed_choose_the_game(client):
    view = start(client, SPROUT, options=["Board/Cairo"], seed=5)
    assert view["options"]["Board"] == "Cairo" and view["seed"] == 5
    assert len(view["legal"]) == 40


def test_undo_and_redo(client):
    view = start(client)
    match = view["id"]
    refused(client.post(f"/api/matches/{match}/undo"), words="no move to take back")
    refused(client.post(f"/api/matches/{match}/redo"), words="no move to play again")
    client.post(f"/api/matches/{match}/move", json={"move": "B2"})
    client.post(f"/api/matches/{match}/move", json={"move": "A1"})
    view = client.post(f"/api/matches/{match}/undo").json()
    assert view["record"] == ["B2"] and view["can redo"]
    view = client.post(f"/api/matches/{match}/redo").json()
    assert view["record"] == ["B2", "A1"] and not view["can redo"]
    client.post(f"/api/matches/{match}/undo")
    view = client.post(f"/api/matches/{match}/move", json={"move": "C3"}).json()
    assert view["record"] == ["B2", "C3"] and not view["can redo"]  # a new move forgets what was taken back


def test_undo_takes_back_the_computer_reply_too(client):
    view = start(client, seats={"2": {"kind": "random"}})
    match = view["id"]
    client.post(f"/api/matches/{match}/move", json={"move": "B2"})
    view = client.post(f"/api/matches/{match}/ai").json()
    assert len(view["record"]) == 2 and view["panel"]["mover"] == 1
    view = client.post(f"/api/matches/{match}/undo").json()
    assert view["record"] == [] and view["panel"]["mover"] == 1


def test_seats_and_the_computer_player(client):
    view = start(client)
    match = view["id"]
    view = client.post(f"/api/matches/{match}/seats", json={"seats": {"2": {"kind": "mcts", "strength": 1}}}).json()
    assert view["seats"]["2"] == {"kind": "mcts", "strength": 1} and view["seats"]["1"]["kind"] == "human"
    client.post(f"/api/matches/{match}/move", json={"move": "A1"})
    view = client.post(f"/api/matches/{match}/ai").json()
    assert len(view["record"]) == 2 and view["thinking"] == 0
    assert view["events"][-1].startswith("P2 plays ")


@pytest.mark.parametrize("seats, words", [
    ({"3": {"kind": "random"}}, "no seat"),
    ({"0": {"kind": "random"}}, "no seat"),
    ({"x": {"kind": "random"}}, "no seat"),
    ({"2": {"kind": "alphazero"}}, "seats: seat 2: unknown seat kind 'alphazero'"),
    ({"2": {"kind": ["mcts"]}}, "unknown seat kind ['mcts']"),
    ({"2": {"kind": "mcts", "strenght": 2}}, "nothing else"),
    ({"99999999999999999999": {"kind": "random"}}, "no seat"),
    ({"٢": {"kind": "random"}}, "no seat"),
    ({"2": {"kind": "mcts", "strength": 9}}, "strength"),
    ({"2": {"kind": "mcts", "strength": "high"}}, "strength"),
    ({"2": "mcts"}, "seat 2"),
    ({"1": {"kind": "random"}, "2": {"kind": "chess engine"}}, "unknown seat kind"),  # all or nothing
    ([], "give the seats"),
    (None, "give the seats"),
])
def test_bad_seats_are_refused_and_change_nothing(client, seats, words):
    view = start(client)
    before = snapshot(client, view["id"])
    refused(client.post(f"/api/matches/{view['id']}/seats", json={"seats": seats}), words=words)
    assert snapshot(client, view["id"]) == before


def test_save_and_load(client):
    view = start(client, SPROUT, seed=3)
    match = view["id"]
    for text in ["C3", view["legal"][0]["text"]]:
        view = client.post(f"/api/matches/{match}/move", json={"move": text}).json()
        if text == "C3":
            second = view["legal"][0]["text"]
    client.post(f"/api/matches/{match}/move", json={"move": second})
    saved = client.get(f"/api/matches/{match}/save")
    assert saved.status_code == 200 and "attachment" in saved.headers["content-disposition"]
    other = start(client, SPROUT, seed=3)
    view = client.post(f"/api/matches/{other['id']}/load", json={"save": saved.json()}).json()
    assert view["record"] == client.get(f"/api/matches/{match}").json()["record"]


@pytest.mark.parametrize("damage, words", [
    (lambda save: {**save, "moves": ["C3", "C3"]}, "not legal"),
    (lambda save: {**save, "game": "Chess"}, "Chess"),
    (lambda save: {**save, "format": "other/9"}, "not a saved game"),
    (lambda save: {**save, "seed": "seven"}, "damaged"),
    (lambda save: {**save, "options": {"Board": "Cairo"}}, "other options"),
    (lambda save: {**save, "position": {"A1": "Stone1"}}, "does not match"),
    (lambda save: [save], "not a saved game"),
])
def test_a_damaged_save_is_refused_and_changes_nothing(client, damage, words):
    view = start(client, SPROUT)
    match = view["id"]
    client.post(f"/api/matches/{match}/move", json={"move": "C3"})
    saved = client.get(f"/api/matches/{match}/save").json()
    before = snapshot(client, match)
    refused(client.post(f"/api/matches/{match}/load", json={"save": damage(saved)}), words=words)
    assert snapshot(client, match) == before


def test_several_games_at_once(client):
    first, second = start(client), start(client, SPROUT)
    client.post(f"/api/matches/{first['id']}/move", json={"move": "B2"})
    assert client.get(f"/api/matches/{second['id']}").json()["record"] == []
    listed = {m["id"]: m for m in client.get("/api/matches").json()}
    assert listed[first["id"]]["moves"] == 1 and listed[second["id"]]["game"] == "Sprout-R-Out"
    assert client.delete(f"/api/matches/{first['id']}").json() == {"closed": first["id"]}
    refused(client.get(f"/api/matches/{first['id']}"), 404)


def test_the_view_explains_the_state(client):
    view = start(client, FLOWER, seed=2)
    panel = view["panel"]
    assert panel["players"][0]["supply"] and panel["deck"] == 37
    card = next(iter(panel["players"][0]["supply"]))
    assert set(panel["cards"][card]) >= {"Colour", "Threshold"}  # the card's face, from the maps
    assert panel["cards"][card]["Colour"] in ("red", "blue", "purple", "gold")  # named by the metadata
    # remembered values under the names the metadata gives them, the tokens by colour
    assert sorted(panel["remembered"]) == ["Available dice", "Flower Up supply", "Flower Ups face up", "die supply"]
    assert panel["remembered"]["Flower Ups face up"] == [["red", 2], ["blue", 2], ["purple", 1]]
    assert "card just placed" not in panel["variables"]
    assert len(view["svg"]) < 20_000  # a window on the growing grid, not its 77 x 77 sites
    place = next(m for m in view["legal"] if m["to"] >= 0)
    view = client.post(f"/api/matches/{view['id']}/move", json={"move": place["text"]}).json()
    variables = view["panel"]["variables"]
    assert variables["card just placed"] == "0,0"  # a variable holding a site shows its label
    assert not {"Phase", "Resume", "Pending", "Plot"} & set(variables)  # hidden, or shown by their label
    assert view["panel"]["again"]  # the turn goes on: orient the card


def test_making_ground_shows_its_tiles_and_their_markers(client):
    view = start(client, MAKING, options=["Board Size/5x5"])
    assert [m["text"] for m in view["legal"]] == ["pass"]  # no proposal to accept yet
    view = client.post(f"/api/matches/{view['id']}/move", json={"move": "pass"}).json()
    assert view["panel"]["again"] and view["panel"]["mover"] == 1  # then propose a first tile
    view = client.post(f"/api/matches/{view['id']}/move", json={"move": "V1@C3"}).json()
    assert ">V1<" in view["svg"] and view["panel"]["mover"] == 2


def test_a_pass_says_what_it_means_where_it_is_offered(client):
    view = start(client, MAKING, options=["Board Size/5x5"])
    assert view["legal"] == [{"text": "pass", "to": -1, "from": -1,
                              "label": "accept none of the proposals, then propose your own"}]
    assert "pass (accept none of the proposals" in view["panel"]["to do"]


def test_sprout_shows_what_is_left_of_the_turn(client):
    view = start(client, SPROUT)
    for text in ["B2", "C2"]:  # P1's stone, then P2's stone beside it
        view = client.post(f"/api/matches/{view['id']}/move", json={"move": text}).json()
    panel = view["panel"]
    assert panel["shown"] == {"stones left to place this turn": 1}
    assert panel["highlighted"][0] == {"caption": "groups still to take a stone", "colour": "#ef6c00",
                                       "sites": ["C2"]}
    assert 'class="highlight" data-caption="groups still to take a stone"' in view["svg"]
    assert "Black" not in panel["variables"]  # the rules' own copy of the score is hidden


def test_removals_are_told_with_the_rule_that_made_them(client):
    view = start(client, SPROUT)
    for text in ["B2", "C1", "C2", "D1", "D2", "B3", "A4", "E1", "E2", "B4", "A5", "F1"]:
        view = client.post(f"/api/matches/{view['id']}/move", json={"move": text}).json()
    assert "P2 lost Stone2 at C1, D1 (doomed: no empty cell touched the group alone when the turn began)" \
        in view["events"]


def test_the_position_is_shown_and_set_up(client):
    view = start(client)
    client.post(f"/api/matches/{view['id']}/move", json={"move": "B2"})
    position = client.get(f"/api/matches/{view['id']}/position").json()
    assert position["pieces"] == {"B2": "Disc1"} and position["mover"] == "P2"
    puzzle = {"pieces": {"A1": "Disc1", "A2": "Disc1", "B1": "Cross2"}, "mover": "P1"}
    view = client.post(f"/api/matches/{view['id']}/position", json={"position": puzzle}).json()
    assert view["record"] == [] and view["panel"]["mover"] == 1 and "Set up a position" in view["events"][-1]
    view = client.post(f"/api/matches/{view['id']}/move", json={"move": "A3"}).json()
    assert view["panel"]["result"]["outcome"] == "P1 wins"


@pytest.mark.parametrize("body, words", [
    ({"position": {"pieces": {"Z9": "Disc1"}}}, "pieces: Z9: no site is labelled 'Z9'"),
    ({"position": {"pieces": {"A1": "Queen"}}}, "pieces: A1: no piece is named 'Queen'"),
    ({"position": {"mover": "P7"}}, "mover: 'P7' is not a seat"),
    ({"position": {"colour": 3}}, "'colour' is not a part of a position"),
    ({"position": [1, 2]}, "a position is a JSON object"),
    ({"pieces": {}}, 'give the position as {"position"'),
])
def test_a_bad_position_is_refused_with_the_part_at_fault_and_changes_nothing(client, body, words):
    view = start(client)
    client.post(f"/api/matches/{view['id']}/move", json={"move": "B2"})
    before = snapshot(client, view["id"])
    refused(client.post(f"/api/matches/{view['id']}/position", json=body), words=words)
    assert snapshot(client, view["id"]) == before


def test_serve_listens_on_this_machine_unless_told(tmp_path):
    args = _parser().parse_args(["serve"])
    assert args.host == "127.0.0.1" and args.files == []
    assert _parser().parse_args(["serve", "--host", "0.0.0.0", "a.lud"]).host == "0.0.0.0"
    (tmp_path / "descriptions").mkdir()
    (tmp_path / "descriptions" / "g.lud").write_text("(game)")
    assert default_files(tmp_path) == [str(tmp_path / "descriptions" / "g.lud")]


def test_serve_refuses_a_missing_file(capsys):
    from ludeme.cli import main

    assert main(["serve", "no/such.lud"]) == 2
    assert capsys.readouterr().err == "ludeme serve: no such file: no/such.lud\n"



def test_a_save_of_a_game_named_in_any_script_is_offered_under_an_ascii_name(tmp_path):
    path = tmp_path / "named.lud"
    path.write_text('(game "Jeu de l\'étoile 星" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)}) '
                    '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))',
                    encoding="utf-8")
    named = TestClient(create_app([str(path)]))
    match = named.post("/api/matches", json={"game": 0}).json()
    saved = named.get(f"/api/matches/{match['id']}/save")  # a header is ASCII: this once raised UnicodeEncodeError
    assert saved.status_code == 200
    assert saved.headers["content-disposition"] == 'attachment; filename="jeu-de-l--toile--.json"'
