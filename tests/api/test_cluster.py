"""Simulation on a Dask cluster: a LocalCluster of two workers plays the same study as two local
processes for the same seeds, and the command line reaches it with --scheduler."""

import json

import pytest

from interpreter.simulate import simulate
from ludeme.cli import main

pytest.importorskip("distributed", reason="Dask distributed is the optional extra dask")

SPROUT = "descriptions/sprout.lud"


def without_time(summary):
    return [r.as_row() | {"seconds": 0} for r in summary.records]


@pytest.mark.slow
def test_a_local_cluster_of_two_workers_plays_the_same_study_as_two_processes(capsys):
    study = dict(games=24, agents=["greedy", "random"], seed=9, rotate=True, jobs=2)
    cluster = simulate(SPROUT, scheduler="local", **study)
    processes = simulate(SPROUT, **study)
    assert without_time(cluster) == without_time(processes)
    assert [r.index for r in cluster.records] == list(range(24))
    assert main(["simulate", "examples/tic-tac-toe.lud", "-n", "12", "--seed", "3", "--scheduler", "local",
                 "--jobs", "2", "--json", "-", "--quiet"]) == 0
    reported = json.loads(capsys.readouterr().out)
    alone = simulate("examples/tic-tac-toe.lud", games=12, agents=["random"], seed=3)
    assert [r | {"seconds": 0} for r in reported["records"]] == without_time(alone)


def test_an_address_without_a_scheduler_is_refused_with_the_reason(capsys, monkeypatch):
    monkeypatch.setattr("interpreter.simulate.CONNECT_SECONDS", 1)
    assert main(["simulate", "examples/tic-tac-toe.lud", "-n", "2", "--scheduler", "tcp://127.0.0.1:9",
                 "--quiet"]) == 2
    assert "no Dask scheduler answers at tcp://127.0.0.1:9" in capsys.readouterr().err
