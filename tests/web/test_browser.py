"""``ludeme serve`` in a real headless browser (Debian's chromium, driven by Playwright): a whole
game of each game is played by clicking on the board and on the move buttons, with an undo, a
save and a load: the first seat clicks every one of its moves to the end of the game, the other
seats are played by the computer (Flower Up! is played alone, every move clicked).

Screenshots of each game in mid-play go to the folder named by LUDEME_SCREENSHOTS, if set.
The tests are skipped where /usr/bin/chromium is not installed (``.ci/run`` installs it).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() or shutil.which("chromium") is None,
                                reason="needs Debian's chromium at /usr/bin/chromium (apt-get install chromium)")

FILES = ["descriptions/sprout.lud", "descriptions/springtime.lud", "descriptions/turn-of-time.lud",
         "descriptions/making-ground.lud", "descriptions/flower-up.lud", "examples/tic-tac-toe.lud"]


@pytest.fixture(scope="module")
def server():
    import uvicorn

    from interpreter.web.app import create_app

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(create_app(FILES), log_level="warning")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not running.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert running.started, "the server did not start"
    yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    running.should_exit = True
    thread.join(timeout=10)
    sock.close()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser, server):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    page = context.new_page()
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto(server)
    page.wait_for_selector("#game-choice option", state="attached")
    yield page
    context.close()
    assert not problems, f"the page raised: {problems}"


def new_game(page, path: str, options: dict[str, str] = {}, seed: int = 0):
    page.select_option("#game-choice", label=next(o for o in page.locator("#game-choice option").all_inner_texts()
                                                  if path in o))
    for heading, item in options.items():
        page.select_option(f'#option-choices select[data-heading="{heading}"]', item)
    page.fill("#seed", str(seed))
    page.click("#new-game")
    page.wait_for_function("view !== null && view.record.length === 0")


def view(page) -> dict:
    return page.evaluate("view")


def wait_for_moves(page, count: int):
    page.wait_for_function(f"view.record.length === {count} && !busy", timeout=30_000)


def click_move(page, move: dict):
    """Play a legal move by clicking: its site (then its button when several moves go there, or
    its destination when it moves a piece), or its button when it is not on a site."""
    if move["to"] < 0:
        page.click(f'#choices button[data-move="{move["text"]}"]')
        return
    if move["from"] >= 0 and move["from"] != move["to"]:
        page.click(f'#board .site[data-site="{move["from"]}"]', force=True)
    page.click(f'#board .site[data-site="{move["to"]}"]', force=True)
    choice = page.locator(f'#choices button[data-move="{move["text"]}"]')
    if page.locator("#choices").inner_text().startswith("Choose"):
        choice.click()


def play_by_clicking(page, moves: int, rng: random.Random, prefer=None):
    """Click ``moves`` legal moves (fewer if the game ends), each chosen at random (``prefer`` first)."""
    for _ in range(moves):
        current = view(page)
        if current["panel"]["result"]:
            return
        legal = current["legal"]
        wanted = [m for m in legal if prefer and prefer(m)] or legal
        click_move(page, rng.choice(wanted))
        wait_for_moves(page, len(current["record"]) + 1)


def undo_save_and_load(page, tmp_path: Path):
    """Take back a move and play it again, then save the game and load it back."""
    record = view(page)["record"]
    page.click("#undo")
    page.wait_for_function(f"view.record.length < {len(record)} && !busy")
    page.click("#redo")
    page.wait_for_function(f"view.record.length === {len(record)} && !busy")
    with page.expect_download() as download:
        page.click("#save")
    saved = tmp_path / "save.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text())["moves"] == record
    page.click("#undo")
    page.wait_for_function(f"view.record.length < {len(record)} && !busy")
    page.set_input_files("#load", str(saved))
    page.wait_for_function(f"view.record.length === {len(record)} && !busy")
    assert view(page)["record"] == record


def computer_seats(page, kind: str = "random"):
    """Let the computer play every seat but the first."""
    for seat in page.locator("#seats select[data-seat]").all():
        player = seat.get_attribute("data-seat")
        if player != "1":
            page.select_option(f'#seats select[data-seat="{player}"]', kind)
            page.wait_for_function(f'view.seats["{player}"].kind === "{kind}"')


def click_to_the_end(page, rng: random.Random, prefer=None) -> str:
    """Click every move of the first seat until the game ends, the computer answering for the others;
    returns the result as the page shows it."""
    computer_seats(page)
    clicked = 0
    ready = "!busy && (view.panel.result !== null || view.panel.mover === 1)"
    while True:
        page.wait_for_function(ready, timeout=60_000)
        current = view(page)
        if current["panel"]["result"]:
            assert clicked > 0, "the first seat played no move of its own"
            return finish(page)
        legal = current["legal"]
        click_move(page, rng.choice([m for m in legal if prefer and prefer(m)] or legal))
        clicked += 1
        page.wait_for_function(f"view.record.length > {len(current['record'])} && {ready}", timeout=60_000)


def finish(page, timeout: float = 90_000) -> str:
    page.wait_for_function("view.panel.result !== null", timeout=timeout)
    result = page.locator("#result").inner_text()
    assert result.startswith("Result: ")
    return result


def screenshot(page, name: str, tmp_path: Path):
    assert not view(page)["panel"]["result"], "a picture of the game in mid-play"
    folder = Path(os.environ.get("LUDEME_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{name}.png"), full_page=True)
    assert (folder / f"{name}.png").stat().st_size > 10_000


def test_tic_tac_toe_against_the_computer(page, tmp_path):
    new_game(page, "tic-tac-toe.lud")
    page.select_option('#seats select[data-seat="2"]', "mcts")
    page.select_option('#seats select[data-strength="2"]', "1")
    page.wait_for_function('view.seats["2"].kind === "mcts" && view.seats["2"].strength === 1')
    page.click('#board .site[data-label="B2"]', force=True)
    page.wait_for_function("view.record.length === 2 && !busy")  # the computer answers by itself
    assert page.locator("#events").inner_text().count("P2 plays") == 1
    page.click('#board .site[data-label="B2"]', force=True)  # occupied: the reason, and nothing changes
    page.wait_for_function("document.getElementById('error').textContent.includes('occupied')")
    assert len(view(page)["record"]) == 2
    undo_save_and_load(page, tmp_path)
    screenshot(page, "tic-tac-toe", tmp_path)
    rng = random.Random(1)
    while not view(page)["panel"]["result"]:
        before = len(view(page)["record"])
        click_move(page, rng.choice(view(page)["legal"]))
        page.wait_for_function(f"(view.record.length >= {before + 2} || view.panel.result !== null) && !busy")
    finish(page)


def test_sprout_r_out(page, tmp_path):
    new_game(page, "sprout.lud")
    play_by_clicking(page, 10, random.Random(2))
    undo_save_and_load(page, tmp_path)
    screenshot(page, "sprout", tmp_path)
    result = click_to_the_end(page, random.Random(2))
    assert "P1 wins" in result or "P2 wins" in result or "draw" in result


def test_springtime(page, tmp_path):
    new_game(page, "springtime.lud", seed=3)
    play_by_clicking(page, 10, random.Random(3))
    undo_save_and_load(page, tmp_path)
    screenshot(page, "springtime", tmp_path)
    click_to_the_end(page, random.Random(3))


def test_turn_of_time(page, tmp_path):
    new_game(page, "turn-of-time.lud", {"Players": "2"})
    rng = random.Random(4)
    play_by_clicking(page, 4, rng, prefer=lambda m: m["text"].startswith("rotate:a"))  # turns of areas: buttons
    play_by_clicking(page, 4, rng, prefer=lambda m: m["to"] >= 0)  # plays and resolutions: sites
    undo_save_and_load(page, tmp_path)
    screenshot(page, "turn-of-time", tmp_path)
    click_to_the_end(page, rng)


def test_making_ground(page, tmp_path):
    new_game(page, "making-ground.lud", {"Board Size": "5x5"})
    play_by_clicking(page, 16, random.Random(5), prefer=lambda m: m["text"] != "pass")
    undo_save_and_load(page, tmp_path)
    screenshot(page, "making-ground", tmp_path)
    click_to_the_end(page, random.Random(5), prefer=lambda m: m["text"] != "pass")


def test_flower_up(page, tmp_path):
    new_game(page, "flower-up.lud", {"Difficulty": "Beginner"}, seed=6)
    play_by_clicking(page, 14, random.Random(6))
    undo_save_and_load(page, tmp_path)
    assert page.locator("#beside .card").count() >= 1 and page.locator("#beside .chip").count() >= 1
    screenshot(page, "flower-up", tmp_path)
    result = click_to_the_end(page, random.Random(6))
    assert "P1 has won" in result or "P1 has lost" in result


def beside(page) -> dict[str, str]:
    """The panel beside the board as its terms and their values, as a player reads them."""
    return page.evaluate("""Object.fromEntries([...document.querySelectorAll('#beside dt')].map((term) => {
        const value = term.nextElementSibling;  // chips and cards are read one by one
        const parts = value.children.length ? [...value.children].map((part) => part.innerText) : [value.innerText];
        return [term.innerText, parts.join(" ")];
    }))""")


def test_flower_up_shows_colours_by_name_and_hides_bookkeeping(page, tmp_path):
    new_game(page, "flower-up.lud", {"Difficulty": "Beginner"}, seed=6)
    play_by_clicking(page, 3, random.Random(6), prefer=lambda m: m["to"] >= 0)
    shown = beside(page)
    assert shown["Flower Ups face up"].split() == ["red", "red", "blue", "blue", "purple", "gold"]
    assert "red" in shown["Flower Up supply"] and "gold" in shown["Flower Up supply"]
    assert not {"Phase", "Resume", "Pending", "Plot", "Zone", "Supply"} & set(shown)
    assert shown["card just placed"]  # Plot, by its label
    cards = page.locator("#beside .card").all_inner_texts()
    assert cards and all(any(f"Colour {name}" in card for name in ("red", "blue", "purple", "gold")) for card in cards)
    screenshot(page, "flower-up-named", tmp_path)


def test_sprout_shows_what_is_left_of_the_turn_and_why_stones_go(page, tmp_path):
    new_game(page, "sprout.lud")
    for label in ["B2", "C1"]:
        page.click(f'#board .site[data-label="{label}"]', force=True)
        page.wait_for_function(f"view.record.at(-1) === '{label}' && !busy")
    shown = beside(page)
    assert shown["stones left to place this turn"] == "1" and shown["groups still to take a stone"] == "C1"
    assert page.locator("#board g.highlight").count() == 1
    screenshot(page, "sprout-left-to-do", tmp_path)
    for label in ["C2", "D1", "D2", "B3", "A4", "E1", "E2", "B4", "A5", "F1"]:  # P2's C1, D1 are doomed
        page.click(f'#board .site[data-label="{label}"]', force=True)
        page.wait_for_function(f"view.record.at(-1) === '{label}' && !busy")
    assert "P2 lost Stone2 at C1, D1 (doomed: no empty cell touched the group alone when the turn began)" \
        in page.locator("#events").inner_text()


def test_making_ground_says_what_a_pass_means(page, tmp_path):
    new_game(page, "making-ground.lud", {"Board Size": "5x5"})
    button = page.locator('#choices button[data-move="pass"]')
    assert "accept none of the proposals" in button.inner_text()
    assert "accept none of the proposals" in page.locator("#status").inner_text()
    button.click()
    page.wait_for_function("view.record.length === 1 && !busy")
    page.click('#board .site[data-label="C3"]', force=True)
    page.wait_for_function("view.record.length === 2 && !busy")
    assert beside(page)["proposals"] == "C3"
    screenshot(page, "making-ground-pass", tmp_path)


def test_the_position_is_viewed_and_set_up(page, tmp_path):
    new_game(page, "tic-tac-toe.lud")
    page.click('#board .site[data-label="B2"]', force=True)
    wait_for_moves(page, 1)
    page.click("#position-box summary")
    page.wait_for_function("document.getElementById('position-text').value.includes('pieces')")
    position = json.loads(page.input_value("#position-text"))
    assert position["pieces"] == {"B2": "Disc1"} and position["mover"] == "P2"
    svg = view(page)["svg"]
    position["pieces"]["Z9"] = "Disc1"  # not a site of this board: refused, the game unchanged
    page.fill("#position-text", json.dumps(position))
    page.click("#position-set")
    page.wait_for_function("document.getElementById('position-error').textContent.includes('pieces: Z9')")
    assert view(page)["svg"] == svg and view(page)["record"] == ["B2"]
    page.fill("#position-text", "{not json")
    page.click("#position-set")
    page.wait_for_function("document.getElementById('error').textContent.includes('not JSON')")
    page.fill("#position-text", json.dumps({"pieces": {"A1": "Disc1", "A2": "Disc1", "B1": "Cross2"}}))
    page.click("#position-set")
    page.wait_for_function("view.record.length === 0 && view.panel.mover === 1 && !busy")
    assert "Set up a position" in page.locator("#events").inner_text()
    page.click('#board .site[data-label="A3"]', force=True)
    page.wait_for_function("view.panel.result !== null")
    assert page.locator("#result").inner_text().startswith("Result: P1 wins")
