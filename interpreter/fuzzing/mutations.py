"""Grammar-aware mutations of descriptions: the inputs a fuzzer feeds the engine.

A mutant is a real description changed a few times, at the level of its tokens and
balanced forms (so most mutants still parse and reach the checker, the compiler and
play), with the values an attacker would try: huge and negative integers, empty
arrays, ranges, define parameters, option references, forms from other files.

>>> import random
>>> text = '(game "T" (players 2) (equipment {(board (square 3))}))'
>>> donors = Donors.of([text])
>>> mutants = {mutate(text, random.Random(seed), donors) for seed in range(20)}
>>> len(mutants) > 10
True
"""

from __future__ import annotations

import random

from ludeme.diagnostics import DiagnosticError
from ludeme.parser import lex
from ludeme.source import Source

#: Integers worth trying where a description has one.
INTEGERS = ("0", "-1", "1", "2", "3", "16", "17", "-7", "255", "4096", "65536", "2147483647", "2147483648",
            "-2147483648", "1000000", "100000000000000000000", "9" * 4301, "-" + "1" * 5000)
#: Forms, words and fragments worth trying anywhere.
FRAGMENTS = (
    "{}", "()", "(sites)", "(sites {})", "#0", "#1", "#99999999999999999999", "~", "?", "#", "[?]", "[1..3]",
    "1..99999", "1..100000", "-5..5", "\"A1\"..\"ZZ999\"", "<X>", "<X:y>", "(item \"I\" <1>)", "**",
    "(define \"R\" 1..99999)", "\"R\"", "(players 0)", "(players 17)", "(players 1000000)",
    "(boardless Square 10001)", "(square 1000)", "(rotate 1000000000000 (square 3))",
    "(remove {})", "(is Connected {(sites Top) (sites Bottom)})", "(value Random (range 5 1))",
    "(deal Cards 1000000000 to:{P17})", "(then (moveAgain))", "(moveAgain)", "(sites Empty)",
    "(set Hand P1 1000000000)", "(add (piece \"Disc0\") (to (sites Empty)) count:1000000000)",
    "\"" + "\\" * 50, "//", "\n", "\ufeff", "\x00", "é", "-0.5", "1e9", ".5", "1.", "name:", "if:",
)


def tokens_of(text: str) -> list:
    """The tokens of a text read as the inside of a form (empty when it cannot be read)."""
    try:
        return lex(Source("mutant", text))
    except DiagnosticError:
        return []


def _balanced_spans(tokens) -> list[tuple[int, int]]:
    """(start, end) character offsets of every bracketed form or array."""
    spans, open_at = [], []
    for token in tokens:
        if token.type in ("LPAR", "LBRACE", "LBRACKET"):
            open_at.append(token.span.start)
        elif token.type in ("RPAR", "RBRACE", "RBRACKET") and open_at:
            spans.append((open_at.pop(), token.span.end))
    return spans


class Donors:
    """Names and forms taken from descriptions, to put into others (read once, not per mutant)."""

    def __init__(self, names: list[str], forms: list[str]):
        self.names, self.forms = names or ["x"], forms or ["(x)"]

    @classmethod
    def of(cls, texts: list[str], longest_form: int = 400) -> "Donors":
        names: set[str] = set()
        forms: set[str] = set()
        for text in texts:
            tokens = tokens_of(text)
            names.update(t.value for t in tokens if t.type == "NAME")
            forms.update(text[a:b] for a, b in _balanced_spans(tokens) if b - a <= longest_form)
        return cls(sorted(names), sorted(forms))


def mutate_once(text: str, rng: random.Random, donors: Donors) -> str:
    """One mutation of ``text``; ``donors`` gives names and forms from other descriptions."""
    tokens = tokens_of(text)
    kind = rng.choice(("integer", "integer", "name", "string", "delete-token", "duplicate-token", "swap-tokens",
                       "delete-form", "duplicate-form", "swap-forms", "splice", "fragment", "fragment",
                       "wrap-range", "characters", "truncate"))
    if not tokens or kind in ("characters", "truncate"):
        return _mutate_characters(text, rng, truncate=kind == "truncate")
    token = rng.choice(tokens)
    start, end = token.span.start, token.span.end
    if kind == "integer":
        integers = [t for t in tokens if t.type in ("INT", "FLOAT")] or tokens
        token = rng.choice(integers)
        return text[: token.span.start] + rng.choice(INTEGERS) + text[token.span.end:]
    if kind == "name":
        names = [t for t in tokens if t.type in ("NAME", "NAMED_KEY")] or tokens
        token = rng.choice(names)
        replacement = rng.choice(donors.names)
        if token.type == "NAMED_KEY":
            replacement += ":"
        return text[: token.span.start] + replacement + text[token.span.end:]
    if kind == "string":
        strings = [t.value for t in tokens if t.type == "STRING"] or ['""']
        token = rng.choice([t for t in tokens if t.type == "STRING"] or tokens)
        return text[: token.span.start] + rng.choice(strings) + text[token.span.end:]
    if kind == "delete-token":
        return text[:start] + text[end:]
    if kind == "duplicate-token":
        return text[:end] + " " + text[start:end] + text[end:]
    if kind == "swap-tokens":
        other = rng.choice(tokens)
        (a, b), (c, d) = sorted([(start, end), (other.span.start, other.span.end)])
        if b > c:
            return text
        return text[:a] + text[c:d] + text[b:c] + text[a:b] + text[d:]
    spans = _balanced_spans(tokens)
    if kind in ("delete-form", "duplicate-form", "swap-forms") and spans:
        a, b = rng.choice(spans)
        if kind == "delete-form":
            return text[:a] + text[b:]
        if kind == "duplicate-form":
            return text[:b] + " " + text[a:b] + text[b:]
        c, d = rng.choice(spans)
        if b <= c:
            return text[:a] + text[c:d] + text[b:c] + text[a:b] + text[d:]
        if d <= a:
            return text[:c] + text[a:b] + text[d:a] + text[c:d] + text[b:]
        return text
    if kind == "splice":
        at = rng.choice(tokens).span.start
        return text[:at] + rng.choice(donors.forms) + " " + text[at:]
    if kind == "wrap-range":
        return text[:start] + text[start:end] + ".." + rng.choice(INTEGERS) + text[end:]
    at = rng.choice((start, end))
    return text[:at] + " " + rng.choice(FRAGMENTS) + " " + text[at:]


def _mutate_characters(text: str, rng: random.Random, truncate: bool) -> str:
    if truncate or not text:
        return text[: rng.randint(0, len(text))]
    at = rng.randint(0, len(text) - 1)
    choice = rng.random()
    if choice < 0.4:
        return text[:at] + text[at + 1:]
    if choice < 0.7:
        return text[:at] + rng.choice("(){}[]<>\"\\#~:.*|?/ \n-0123456789") + text[at:]
    return text[:at] + text[at:at + rng.randint(1, 40)] * rng.randint(2, 4) + text[at:]


def mutate(text: str, rng: random.Random, donors: Donors, most: int = 3) -> str:
    """``text`` changed one to ``most`` times."""
    for _ in range(rng.randint(1, most)):
        text = mutate_once(text, rng, donors)
    return text


#: Values worth trying in a save, in place of one of its values.
SAVE_VALUES = ('"' + "9" * 5000 + '"', "9" * 5000, "1e999", "-0", "null", "true", "[]", "{}", '""', '"pass"',
               '"A1"', '"xZ99"', '"ludeme-state/1"', "[" * 100_000 + "]" * 100_000, '"\\ud800"', "NaN",
               "-1", "2147483648", '["' + 'A1", "' * 2000 + 'A1"]')


def mutate_save(text: str, rng: random.Random) -> str:
    """A save (JSON text) changed once or twice: values replaced, characters dropped or added."""
    for _ in range(rng.randint(1, 2)):
        choice = rng.random()
        if choice < 0.5:
            values = [i for i, c in enumerate(text) if c in '0123456789"[{tfn-']
            if values:
                at = rng.choice(values)
                end = at + 1
                if text[at] == '"':
                    end = text.find('"', at + 1) + 1 or len(text)
                else:
                    while end < len(text) and text[end] not in ',]}\n':
                        end += 1
                text = text[:at] + rng.choice(SAVE_VALUES) + text[end:]
        elif choice < 0.6:
            text = "\ufeff" + text
        else:
            text = _mutate_characters(text, rng, truncate=choice > 0.9)
    return text
