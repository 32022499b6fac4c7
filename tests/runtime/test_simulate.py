"""ludeme simulate: many games between agents, summarised; the same games whatever the number of jobs."""

import csv
import json

import pytest

from interpreter.simulate import describe, game_seed, seating, simulate, split_agents
from ludeme.cli import main

TTT = "examples/tic-tac-toe.lud"
SPROUT = "descriptions/sprout.lud"


def without_time(summary):
    return [r.as_row() | {"seconds": 0} for r in summary.records]


def test_games_are_the_same_in_one_process_or_several():
    one = simulate(TTT, games=12, agents=["greedy", "random"], seed=5, rotate=True, jobs=1)
    two = simulate(TTT, games=12, agents=["greedy", "random"], seed=5, rotate=True, jobs=2)
    assert without_time(one) == without_time(two)
    assert [r.index for r in two.records] == list(range(12))
    other = simulate(TTT, games=12, agents=["greedy", "random"], seed=6, rotate=True)
    assert without_time(other) != without_time(one)


def test_tic_tac_toe_figures_hold_together():
    summary = simulate(TTT, games=60, agents=["random"], seed=2)
    length = summary.length()
    assert 5 <= length["min"] <= length["p10"] <= length["median"] <= length["p90"] <= length["max"] <= 9
    assert summary.capped() == 0 and all(r.turns == r.moves for r in summary.records)
    seats = summary.by_seat()
    for row in seats:
        assert row["wins"] + row["draws"] + row["losses"] == 60
    draws = summary.draws()
    assert seats[0]["draws"] == seats[1]["draws"] == draws
    assert seats[0]["wins"] == seats[1]["losses"]
    # Branching: 9 moves at the first decision, fewer later; the mean lies between.
    assert 4 < summary.branching()["mean"] < 9
    first = summary.first_player()
    assert first["wins"] == seats[0]["wins"] and first["even_share"] == 0.5


def test_greedy_beats_random_when_the_seats_rotate():
    summary = simulate(TTT, games=40, agents=["greedy", "random"], seed=0, rotate=True)
    assert [r.agents for r in summary.records[:2]] == [("greedy", "random"), ("random", "greedy")]
    agents = {row["agent"]: row for row in summary.by_agent()}
    assert agents["greedy"]["seats"] == agents["random"]["seats"] == 40
    assert agents["greedy"]["wins"] > 2 * agents["random"]["wins"]


def test_games_stop_at_the_cap_and_are_counted():
    summary = simulate(TTT, games=3, agents=["random"], max_turns=3)
    assert summary.capped() == 3 and {r.turns for r in summary.records} == {3}
    assert all(r.returns == (0.0, 0.0) for r in summary.records)
    assert summary.first_player()["games"] == 0


def test_sprout_with_turns_of_several_moves():
    summary = simulate(SPROUT, games=4, agents=["random"], seed=1)
    assert all(r.moves > r.turns > 0 for r in summary.records)
    assert all(r.returns in ((1.0, -1.0), (-1.0, 1.0), (0.0, 0.0)) for r in summary.records)


def test_helpers():
    assert split_agents("greedy, mcts:iterations=10,c=1 ,random") == ["greedy", "mcts:iterations=10,c=1", "random"]
    assert seating(["a", "b", "c"], 3, 2, rotate=True) == ("b", "c", "a")
    assert seating(["a", "b"], 4, 0, rotate=False) == ("a", "b", "a", "b")
    assert game_seed(0, 1) == game_seed(0, 1) != game_seed(0, 2)
    figures = describe([3, 1, 2, 10])
    assert (figures["median"], figures["max"], figures["mean"]) == (2.5, 10, 4.0)


def test_command_writes_json(capsys):
    status = main(["simulate", TTT, "-n", "6", "--agents", "greedy,random", "--json", "-"])
    data = json.loads(capsys.readouterr().out)
    assert status == 0
    assert data["games"] == 6 and len(data["records"]) == 6
    assert data["records"][0]["P1 agent"] == "greedy" and data["records"][0]["P2 agent"] == "random"
    assert set(data["turns"]) >= {"mean", "median", "p90", "max"} and data["capped"] == 0


def test_command_writes_csv_and_prints_the_report(tmp_path, capsys):
    out = tmp_path / "games.csv"
    status = main(["simulate", SPROUT, "-n", "3", "--csv", str(out), "--seed", "4"])
    text = capsys.readouterr().out
    assert status == 0
    assert "length in turns" in text and "branching factor" in text and "first player" in text
    rows = list(csv.DictReader(out.open()))
    assert [row["game"] for row in rows] == ["0", "1", "2"] and rows[0]["P2 agent"] == "random"


def test_command_refuses_an_unknown_agent_and_a_broken_file(tmp_path, capsys):
    assert main(["simulate", TTT, "-n", "2", "--agents", "minimax"]) == 2
    assert "unknown agent 'minimax'" in capsys.readouterr().err
    broken = tmp_path / "broken.lud"
    broken.write_text('(game "X" (players 2) (rules (end (if (is Ful) (result Mover Win)))))')
    assert main(["simulate", str(broken), "-n", "2"]) == 1
    assert "broken.lud:1:" in capsys.readouterr().err


@pytest.mark.parametrize("bad", [["-n", "-1"], ["--jobs", "0"]])
def test_command_refuses_bad_numbers(bad, capsys):
    assert main(["simulate", TTT, *bad]) == 2
