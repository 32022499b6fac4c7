"""The type checker over both packages, with the settings in pyproject.toml ([tool.mypy]):
``make test`` and CI fail on a type error as on a failing test."""

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_finds_no_type_error():
    report, errors, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                      "--cache-dir", str(ROOT / ".mypy_cache"),
                                      str(ROOT / "ludeme"), str(ROOT / "interpreter")])
    assert status == 0, report + errors
