"""One root error: every error the engine raises on purpose is a LudemeError."""

import importlib
import inspect
import pkgutil

import pytest

import interpreter
import ludeme
from interpreter.board.errors import BoardError
from interpreter.records import RecordError, load_state
from interpreter.state import IllegalMove
from ludeme.diagnostics import DiagnosticError
from ludeme.errors import LudemeError


def _modules(package):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        try:
            yield importlib.import_module(info.name)
        except ImportError:  # a module of an optional extra that is not installed
            continue


def test_every_error_class_of_the_project_is_below_the_root():
    errors = {cls for package in (ludeme, interpreter) for module in _modules(package)
              for _, cls in inspect.getmembers(module, inspect.isclass)
              if issubclass(cls, BaseException) and cls.__module__ == module.__name__}
    assert {IllegalMove, BoardError, RecordError, DiagnosticError} <= errors
    assert [cls.__qualname__ for cls in errors if not issubclass(cls, LudemeError)] == []


def test_the_root_catches_each_refusal(tmp_path):
    with pytest.raises(LudemeError, match="needs a size of at least 1"):
        from interpreter.board import square
        square(0)
    broken = tmp_path / "broken.lud"
    broken.write_text("(game (players 2)", encoding="utf-8")
    with pytest.raises(LudemeError, match="never closed"):
        ludeme.load(broken)
    game = ludeme.load("examples/tic-tac-toe.lud")
    state = game.new_initial_state(seed=3)
    with pytest.raises(LudemeError, match="is not a move here"):
        state.apply("Q7")
    save = tmp_path / "save.json"
    save.write_text("{", encoding="utf-8")
    with pytest.raises(LudemeError, match="not a saved game"):
        load_state(game, save)
    # the errors about a bad value stay ValueErrors, for callers that catch those
    assert all(issubclass(cls, ValueError) for cls in (IllegalMove, BoardError, RecordError))
