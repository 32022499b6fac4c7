"""The comparison of benchmarks/ludii_coverage.py: the engine's games summed up in a results line,
judged against a record of Ludii's, and judged again by ``--compare`` against newer records."""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def coverage():
    spec = importlib.util.spec_from_file_location("ludii_coverage", ROOT / "benchmarks" / "ludii_coverage.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules["ludii_coverage"] = module  # where its worker processes look its functions up
    return module


def record(games=2000, mean=50.0, sd=10.0, wins=(1000, 1000), legal=9):
    return {"path": "lud/board/x.lud", "games": games, "mean_length": mean, "length_sd": sd,
            "wins_by_seat": list(wins), "legal_moves_at_start": legal}


def played(coverage, lengths, results, legal=9):
    outcome = {"path": "lud/board/x.lud", "reached": ["parse", "check", "load", "play"], "failed": None,
               "error": ""}
    outcome.update(coverage.summary(legal, lengths, results, 2))
    return outcome


def test_summary_counts_wins_draws_and_spread(coverage):
    ours = coverage.summary(9, [4, 6, 8], [(1, -1), (-1, 1), (0, 0)], 2)
    assert ours == {"legal_moves_at_start": 9, "match_games": 3, "match_mean_length": 6.0,
                    "match_length_sd": 2.0, "match_wins_by_seat": [1, 1], "match_draws": 1}


def test_a_mean_length_within_five_percent_matches(coverage):
    outcome = played(coverage, [50, 52] * 1000, [(1, -1), (-1, 1)] * 1000)
    coverage.judge(outcome, record())
    assert outcome["reached"][-1] == "match" and outcome["failed"] is None


def test_a_mean_length_further_than_five_percent_is_refused_but_may_be_noise(coverage):
    outcome = played(coverage, [40, 70] * 10, [(1, -1), (-1, 1)] * 10)  # 55 against 50, 20 games
    coverage.judge(outcome, record())
    assert outcome["failed"] == "match" and "mean length 55.0" in outcome["error"]
    assert outcome["match_within_noise"]  # three standard errors over 20 games allow more than 5


def test_other_legal_moves_or_wins_refuse_the_match(coverage):
    outcome = played(coverage, [50] * 2000, [(1, -1)] * 2000)
    coverage.judge(outcome, record())
    assert outcome["error"].startswith("P1 wins 1.00") and not outcome["match_within_noise"]
    outcome = played(coverage, [50] * 2000, [(1, -1), (-1, 1)] * 1000, legal=8)
    coverage.judge(outcome, record())
    assert outcome["error"] == "legal moves at start 8, Ludii 9"


def test_compare_judges_an_earlier_run_again(coverage, tmp_path, capsys):
    outcome = played(coverage, [55] * 2000, [(1, -1), (-1, 1)] * 1000)
    coverage.judge(outcome, record(mean=50.0))
    assert outcome["failed"] == "match"
    results = tmp_path / "results.jsonl"
    results.write_text(json.dumps(outcome) + "\n")
    newer = tmp_path / "playouts.jsonl"
    newer.write_text(json.dumps(record(mean=54.0)) + "\n")
    assert coverage.main(["--compare", str(results), "--playouts", str(newer)]) == 0
    assert "| board | 1 | 1 | 1 | 1 | 1 | 1 | 1 |" in capsys.readouterr().out  # matched now


def test_the_chance_of_five_percent_grows_with_the_games(coverage):
    few = played(coverage, [40, 60] * 5, [(1, -1), (-1, 1)] * 5)  # spread 10.5 over 10 games
    many = played(coverage, [40, 60] * 1000, [(1, -1), (-1, 1)] * 1000)
    assert coverage.chance_within_five(few, record()) < 0.6 < 0.99 < coverage.chance_within_five(many, record())
    note = coverage.expected_note([few, many], {"lud/board/x.lud": record()})
    assert note.startswith("2 files compared with Ludii: 0 match") and "on about 2 of them" in note


def test_merged_figures_are_those_of_all_the_games(coverage):
    lengths, results = [5, 7, 9, 6, 8, 9, 5], [(1, -1), (-1, 1), (0, 0), (1, -1), (1, -1), (-1, 1), (0, 0)]
    whole = coverage.summary(9, lengths, results, 2)
    parts = coverage.merged(coverage.summary(9, lengths[:3], results[:3], 2),
                            coverage.summary(9, lengths[3:], results[3:], 2))
    assert parts["match_games"] == 7 and parts["match_wins_by_seat"] == [3, 2] and parts["match_draws"] == 2
    assert parts["match_mean_length"] == pytest.approx(whole["match_mean_length"], abs=0.01)
    assert parts["match_length_sd"] == pytest.approx(whole["match_length_sd"], abs=0.01)


def test_extend_adds_the_next_seeds_games_to_an_earlier_run(coverage, tmp_path, capsys):
    library = tmp_path / "library"
    (library / "lud" / "board").mkdir(parents=True)
    (library / "lud" / "board" / "x.lud").write_text((ROOT / "examples" / "tic-tac-toe.lud").read_text())
    playouts = tmp_path / "playouts.jsonl"
    playouts.write_text(json.dumps(record(mean=7.6, sd=1.5, wins=(1170, 574)) | {"options": []}) + "\n")
    common = [str(library), "--playouts", str(playouts), "--games", "5", "--match-seconds", "60"]

    def results_of(name, *extra):
        assert coverage.main(common + ["--results", str(tmp_path / name), *extra]) == 0
        [outcome] = coverage.read_results(tmp_path / name)
        return outcome

    first = results_of("first.jsonl", "--match-games", "40")
    more = results_of("more.jsonl", "--match-games", "100", "--extend", str(tmp_path / "first.jsonl"))
    whole = results_of("whole.jsonl", "--match-games", "100")
    assert first["match_games"] == 40 and more["match_games"] == whole["match_games"] == 100
    assert more["match_wins_by_seat"] == whole["match_wins_by_seat"]
    assert more["match_draws"] == whole["match_draws"]
    assert more["match_mean_length"] == pytest.approx(whole["match_mean_length"], abs=0.01)
    assert more["reached"] == whole["reached"] and more["legal_moves_at_start"] == 9
    capsys.readouterr()
