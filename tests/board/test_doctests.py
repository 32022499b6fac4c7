"""The examples in the board library's docstrings run and give what they show."""

import doctest
import importlib

import pytest

MODULES = ["__init__", "board", "build", "errors", "generators", "geometry", "graph", "growing",
           "operators", "rings", "svg", "text", "tiles"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module("interpreter.board" + ("" if name == "__init__" else "." + name))
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0
