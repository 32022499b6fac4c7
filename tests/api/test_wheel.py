"""The built wheel carries the games: installed into a fresh environment outside the repository,
``ludeme run sprout`` plays Sprout-R-Out."""

import json
import shutil
import subprocess
import sys
import venv

import pytest

from api.described import ROOT


def test_the_packaged_games_are_listed_and_load_by_name():
    import ludeme

    assert ludeme.games() == ["flower-up", "hex", "making-ground", "quadrants", "springtime", "springtime-puzzle", "sprout",
                              "tic-tac-toe", "turn-of-time"]
    assert ludeme.load("tic-tac-toe").name == "Tic-Tac-Toe"
    with pytest.raises(KeyError, match="no game is named 'chess'"):
        from ludeme.games import path_of

        path_of("chess")


@pytest.mark.slow
def test_a_wheel_installed_outside_the_repository_runs_sprout(tmp_path):
    source = tmp_path / "source"  # built from a copy: the build leaves nothing in the repository
    shutil.copytree(ROOT, source, symlinks=True, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache"))
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "dist"),
                            str(source)], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    (wheel,) = (tmp_path / "dist").glob("ludeme-*.whl")
    venv.create(tmp_path / "env", with_pip=True)
    python = tmp_path / "env" / "bin" / "python"
    installed = subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], capture_output=True,
                               text=True, timeout=300)
    assert installed.returncode == 0, installed.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    played = subprocess.run([str(tmp_path / "env" / "bin" / "ludeme"), "run", "sprout", "--moves", "C1", "--json"],
                            capture_output=True, text=True, cwd=elsewhere, timeout=120)
    assert played.returncode == 0, played.stderr
    report = json.loads(played.stdout)
    assert report["game"] == "Sprout-R-Out" and report["moves"] == ["C1"] and report["mover"] == 2
