"""No input text produces a traceback: arbitrary text and mutations of real descriptions
always end in a clean result or in diagnostics."""

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludeme.checker import check
from ludeme.diagnostics import DiagnosticError
from ludeme.expansion import expand
from ludeme.parser import lex, parse_text
from ludeme.source import Source

ROOT = Path(__file__).resolve().parents[2]
REAL_FILES = sorted((ROOT / "examples").glob("*.lud")) + sorted((ROOT / "descriptions").glob("*.lud"))
REAL_TEXTS = [path.read_text(encoding="utf-8") for path in REAL_FILES]

ALPHABET = st.sampled_from(list('(){}[]<>"\\#~:.*|?/ \n\t-+=!%^') + list("aAzZ019_") + ["item", "define",
                                                                                          "option", "é"])
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def run_pipeline(text: str) -> None:
    """Parse, expand and check; the only way to fail is with diagnostics that render."""
    try:
        result = check(expand(parse_text(text, "fuzz.lud")))
    except DiagnosticError as error:
        assert error.diagnostics
        for diagnostic in error.diagnostics:
            assert diagnostic.render()
            assert diagnostic.to_json()["severity"] == "error"
        return
    for diagnostic in result.diagnostics:
        assert diagnostic.render()


@SETTINGS
@given(st.lists(ALPHABET, max_size=80).map("".join))
def test_arbitrary_text_gives_diagnostics_not_tracebacks(text):
    run_pipeline(text)


@SETTINGS
@given(st.text(max_size=200))
def test_arbitrary_unicode_gives_diagnostics_not_tracebacks(text):
    run_pipeline(text)


def _tokens(text):
    return lex(Source("x", text)) if text else []


@st.composite
def mutated_descriptions(draw):
    text = draw(st.sampled_from(REAL_TEXTS))
    kind = draw(st.sampled_from(["delete-bracket", "swap-tokens", "truncate", "insert", "delete-token"]))
    if kind == "truncate":
        return text[: draw(st.integers(0, len(text)))]
    if kind == "insert":
        at = draw(st.integers(0, len(text)))
        return text[:at] + draw(ALPHABET) + text[at:]
    if kind == "delete-bracket":
        brackets = [i for i, c in enumerate(text) if c in "(){}"]
        at = draw(st.sampled_from(brackets))
        return text[:at] + text[at + 1:]
    tokens = [t for t in _tokens(text) if t.type != "ITEM_ARG"]
    first = draw(st.integers(0, len(tokens) - 1))
    a = tokens[first].span
    if kind == "delete-token":
        return text[: a.start] + text[a.end:]
    second = draw(st.integers(first, len(tokens) - 1))
    b = tokens[second].span
    if a.start == b.start:
        return text
    return text[: a.start] + b.text + text[a.end: b.start] + a.text + text[b.end:]


def test_there_are_real_files_to_mutate():
    assert len(REAL_TEXTS) >= 2


@SETTINGS
@given(mutated_descriptions())
def test_mutated_real_descriptions_give_diagnostics_not_tracebacks(text):
    run_pipeline(text)


def test_ten_thousand_levels_of_nesting_is_a_clear_error():
    try:
        parse_text("(game " * 10_000 + ")" * 10_000)
    except DiagnosticError as error:
        assert "nest more than" in error.diagnostics[0].message
    else:
        raise AssertionError("deep nesting was accepted")
