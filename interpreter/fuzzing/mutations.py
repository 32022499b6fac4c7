"""Grammar-aware mutations of descriptions, and mutations of JSON (saves, positions, web
requests): the inputs a fuzzer feeds the engine.

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

import json
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
        text = mutate_json_text(text, rng, SAVE_VALUES)
    return text


#: Values worth trying anywhere in JSON data (a position's parts, a request's fields).
JSON_VALUES: tuple[object, ...] = (
    0, -1, 1, 2, 17, 2**31 - 1, 2**31, -(2**31), 2**63, 2**64, 10**39, -(10**39), 0.5, -0.0, 1e300, True, False, None,
    "", " ", "A1", "Z99", "P0", "P1", "P2", "P17", "neutral", "shared", "hand P1", "hand P9", "hand shared",
    "x" * 10_000, "\u0662", "é", "\U0001f600", "B2", "pass", "ludeme-position/1", "ludeme-state/1", [], {}, [[]], {"": {}},
    [1, 2, 3], ["A1"] * 1000, list(range(2000)), {"piece": "Disc1", "owner": "P2"}, {"piece": "Disc1"},
    {"state": 1, "value": 2, "rotation": 3})
#: Text worth putting in place of a JSON value or appended to a document (bypassing the JSON writer).
JSON_TEXTS = ("9" * 5000, "-" + "9" * 41, "1e999", "NaN", "-Infinity", '"\\ud800"', '"\\udc00\\ud800"',
              '"\\ud83d\\ude00"', "[" * 150 + "]" * 150, "[" * 100_000, "{" * 60 + "}" * 60, "0x10", "01", "+1", ".5",
              "'A1'", "\"A1", "\x00", "\ufeff", "\"\\", "[1,]", "{\"a\" 1}")


def mutate_json(value, rng: random.Random, words: list[str], most: int = 3):
    """JSON data changed one to ``most`` times where it nests: a value replaced (by a hostile one or by a
    word of ``words``), a key removed, renamed or added, a list emptied, grown or shuffled."""
    for _ in range(rng.randint(1, most)):
        value = _mutate_json_once(value, rng, words)
    return value


def _replacement(rng: random.Random, words: list[str]):
    if words and rng.random() < 0.4:
        return rng.choice(words)
    return rng.choice(JSON_VALUES)


def _mutate_json_once(value, rng: random.Random, words: list[str]):
    containers = []  # (container, key) of every place a value sits

    def walk(node, depth=0):
        if depth > 20:
            return
        if isinstance(node, dict):
            for key in list(node):
                containers.append((node, key))
                walk(node[key], depth + 1)
        elif isinstance(node, list):
            for index in range(min(len(node), 50)):
                containers.append((node, index))
                walk(node[index], depth + 1)

    value = json_copy(value)
    walk(value)
    if not containers or rng.random() < 0.05:
        return _replacement(rng, words) if rng.random() < 0.5 else value
    container, key = rng.choice(containers)
    choice = rng.random()
    if choice < 0.5:
        container[key] = _replacement(rng, words)
    elif choice < 0.6 and isinstance(container, dict):
        del container[key]
    elif choice < 0.7 and isinstance(container, dict):
        container[rng.choice(words) if words else "x"] = container.pop(key)
    elif choice < 0.8 and isinstance(container, dict):
        container[rng.choice(words) if words else "x"] = _replacement(rng, words)
    elif choice < 0.85 and isinstance(container, list):
        rng.shuffle(container)
    elif choice < 0.9 and isinstance(container, list):
        container.extend(container[: rng.randint(1, 100)])
    elif rng.random() < 0.5:
        container[key] = [container[key]]
    else:
        container[key] = {rng.choice(words) if words else "x": container[key]}
    return value


def json_copy(value):
    """A deep copy of JSON data (lists and dicts copied, the rest shared)."""
    if isinstance(value, dict):
        return {key: json_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [json_copy(item) for item in value]
    return value


def mutate_json_text(text: str, rng: random.Random, values: tuple[str, ...] = JSON_TEXTS) -> str:
    """JSON text damaged below the JSON writer: a value replaced by one of ``values`` (text), a byte
    order mark put first, characters dropped, added or repeated, the text cut short."""
    choice = rng.random()
    if choice < 0.5:
        starts = [i for i, c in enumerate(text) if c in '0123456789"[{tfn-']
        if starts:
            at = rng.choice(starts)
            end = at + 1
            if text[at] == '"':
                end = text.find('"', at + 1) + 1 or len(text)
            else:
                while end < len(text) and text[end] not in ',]}\n':
                    end += 1
            return text[:at] + rng.choice(values) + text[end:]
        return text
    if choice < 0.6:
        return "\ufeff" + text
    return _mutate_characters(text, rng, truncate=choice > 0.9)


def mutate_position(text: str, rng: random.Random, words: list[str]) -> str:
    """A position (JSON text) changed: mostly its data, where it nests, with ``words`` (the game's
    labels, pieces, seats, the parts' names) among the values tried; sometimes its text."""
    if rng.random() < 0.75:
        return json.dumps(mutate_json(json.loads(text), rng, words))
    return mutate_json_text(text, rng)
