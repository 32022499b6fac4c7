"""The catalogue: every entry documented, with an example that checks against that very entry."""

import pytest

from ludeme.catalogue import CATALOGUE, Ludeme
from ludeme.catalogue.kinds import KINDS, describe
from ludeme.catalogue.enums import ENUMS
from ludeme.checker import check_expression
from ludeme.parser import parse_text


@pytest.mark.parametrize("entry", CATALOGUE.entries, ids=lambda e: e.signature)
def test_example_checks_against_its_own_entry(entry):
    node = parse_text(entry.example).forms[0]
    value, diagnostics = check_expression(node, entry.returns)
    assert [d.message for d in diagnostics] == []
    assert value.ludeme is entry


@pytest.mark.parametrize("entry", CATALOGUE.entries, ids=lambda e: e.signature)
def test_entry_is_documented_and_its_kinds_are_known(entry):
    assert entry.doc.endswith(".") and entry.example.startswith(f"({entry.head}")
    for param in entry.params:
        for kind in param.kind.split("|"):
            assert kind.strip("{}") in KINDS or kind.strip("{}") in ENUMS, kind
    assert entry.returns in KINDS


def test_signature_notation_round_trips():
    entry = Ludeme.parse("(move Add [<who=roleType>] <to> [count:<int>])", "moves", "d.", "(move Add (to 0))")
    assert entry.selector == "Add"
    assert entry.signature == "(move Add [<who=roleType>] <to> [count:<int>])"
    assert Ludeme.parse(entry.signature, "moves", "d.", "x").params == entry.params


def test_unreadable_signature_is_refused():
    with pytest.raises(ValueError):
        Ludeme.parse("square <int>", "graph", "d.", "(square 3)")


def test_kind_phrases():
    assert describe("graph") == "a graph such as (square 9) or (hex 5)"
    assert describe("{int}") == "an array of integers such as {1 2 3}"
    assert describe("sites|int").startswith("a region such as")


def test_no_duplicate_signatures():
    signatures = [(e.head, e.selector, tuple((p.kind, p.named) for p in e.params)) for e in CATALOGUE.entries]
    assert len(signatures) == len(set(signatures))
