"""The fast reading path and the Lark grammar read every text the same way."""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludeme.diagnostics import DiagnosticError
from ludeme.parser import parse_text, parse_text_with_lark

ROOT = Path(__file__).resolve().parents[2]
REAL = sorted((ROOT / "examples").glob("*.lud")) + sorted((ROOT / "descriptions").glob("*.lud"))

PIECES = st.sampled_from([
    "(", ")", "{", "}", "[", "]", " ", "\n", "game", "item", "items", "(item", '"a"', '"b\\"c"', "<x>",
    "<Board:size>", "<(dual >", "<>", "<=", ">=", "<", ">", "*", "**", "1", "-2", ".5", "3.25", "..", "#1",
    "#", "?", "|", "~", "use:", "name:", "True", "// note\n", "/---", ":", "-", "x-y", "é", "%", "^",
])


def outcome(parse, text):
    try:
        tree = parse(text, "t.lud")
    except DiagnosticError:
        return "error"
    return tree.forms, tree.stray, [c.text for c in tree.comments]


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(PIECES, max_size=40).map(" ".join), st.lists(PIECES, max_size=40).map("".join))
def test_fast_path_agrees_with_the_grammar(spaced, packed):
    for text in (spaced, packed):
        assert outcome(parse_text, text) == outcome(parse_text_with_lark, text)


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_real_files_read_the_same_both_ways(path):
    text = path.read_text(encoding="utf-8")
    fast = outcome(parse_text, text)
    assert fast != "error"
    assert fast == outcome(parse_text_with_lark, text)


def test_a_syntax_error_is_described_by_the_grammar():
    with pytest.raises(DiagnosticError) as raised:
        parse_text("(game {(players 2)))", "t.lud")
    assert raised.value.diagnostics[0].message == "')' does not match '{' opened at 1:7"


@pytest.mark.parametrize("text", ["(-2)", "(-2 3)", "(-2.5)", "(-.5 1)"])
def test_a_negative_number_opening_a_form_is_minus_and_the_number_both_ways(text):
    fast = outcome(parse_text, text)
    assert fast != "error" and fast == outcome(parse_text_with_lark, text)
