"""The catalogue and the engine match one to one: every ludeme the language knows is played
by exactly one implementation (a compile rule, a board builder, or the loader's reading of the
equipment), every compile rule has its catalogue entry, and each rule sits in the compiler
module of its catalogue family."""

from collections import Counter

import pytest

from interpreter.board.build import GRAPHS
from interpreter.compiler import RULES
from interpreter.game import READ_WHEN_LOADING
from ludeme.catalogue import CATALOGUE

KEYS = Counter((entry.head, entry.selector, entry.returns) for entry in CATALOGUE.entries)


def implementations(entry) -> list[str]:
    found = []
    if (entry.head, entry.selector, entry.returns) in RULES:
        found.append("compile rule")
    if entry.returns in ("graph", "poly") and (entry.head, entry.selector) in GRAPHS:
        found.append("board builder")
    if (entry.head, entry.selector, entry.returns) in READ_WHEN_LOADING:
        found.append("read when loading")
    return found


@pytest.mark.parametrize("entry", CATALOGUE.entries, ids=lambda e: e.signature)
def test_every_entry_has_exactly_one_implementation(entry):
    assert len(implementations(entry)) == 1, implementations(entry)


@pytest.mark.parametrize("key", sorted(RULES, key=str), ids=str)
def test_every_compile_rule_has_its_entry_in_its_family(key):
    assert KEYS[key] >= 1, f"{key} has a compile rule but no catalogue entry"
    families = {entry.category for entry in CATALOGUE.entries if (entry.head, entry.selector, entry.returns) == key}
    assert RULES[key].__module__.rsplit(".", 1)[-1] in families


def test_every_board_builder_has_its_entry():
    graphs = {(entry.head, entry.selector) for entry in CATALOGUE.entries if entry.returns in ("graph", "poly")}
    assert set(GRAPHS) == graphs
