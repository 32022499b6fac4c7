"""Reading JSON that users give (saves, positions, web requests): bounded before it is read.

One pass over the text checks, before Python's reader builds anything, that brackets nest at
most :data:`MAX_DEPTH` levels, that numbers have at most :data:`MAX_DIGITS` characters, and
that every string is Unicode text (no lone surrogate escape such as ``"\\ud800"``, which
could not be written back or printed). Every refusal names the line and column:

>>> parse_json('{"seed": 7, "moves": ["B2"]}')
{'seed': 7, 'moves': ['B2']}
>>> parse_json('{"seed":\\n  ' + '9' * 50 + '}')
Traceback (most recent call last):
...
ludeme.jsontext.JsonRefused: 2:3: a number of 50 characters; numbers have at most 40
>>> parse_json('[' * 101 + ']' * 101)
Traceback (most recent call last):
...
ludeme.jsontext.JsonRefused: 1:101: brackets nest more than 100 levels deep
>>> parse_json('{"move": NaN}')
Traceback (most recent call last):
...
ludeme.jsontext.JsonRefused: 1:10: NaN is not a finite number
"""

from __future__ import annotations

import json
import math
import re

from ludeme.errors import LudemeError

#: The most characters of a number (a seed has at most 20 digits).
MAX_DIGITS = 40
#: The deepest nesting of brackets (saves and positions nest at most 6 levels).
MAX_DEPTH = 100

_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[{]|[\]}]|-?[0-9][0-9.eE+-]*')
_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")


class JsonRefused(LudemeError, ValueError):
    """JSON text refused: ``place`` is its ``line:column``, ``reason`` says why."""

    def __init__(self, line: int, column: int, reason: str):
        super().__init__(f"{line}:{column}: {reason}")
        self.place, self.reason = f"{line}:{column}", reason


def parse_json(text: str, max_digits: int = MAX_DIGITS, max_depth: int = MAX_DEPTH):
    """The value of JSON ``text``; :class:`JsonRefused` naming the place when it is broken, nests too
    deeply, holds too long a number, a non-finite one or a string that is not Unicode text."""
    depth = 0
    for token in _TOKENS.finditer(text):
        first = text[token.start()]
        if first in "[{":
            depth += 1
            if depth > max_depth:
                raise _refused(text, token.start(), f"brackets nest more than {max_depth} levels deep")
        elif first in "]}":
            depth -= 1
        elif first == '"':
            if "\\u" in token.group():
                _check_escapes(text, token)
        elif token.end() - token.start() > max_digits:
            raise _refused(text, token.start(), f"a number of {token.end() - token.start():,} characters; "
                                                f"numbers have at most {max_digits}")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except json.JSONDecodeError as error:
        raise JsonRefused(error.lineno, error.colno, f"broken JSON ({error.msg})") from None
    except _NotFinite as error:
        raise _refused(text, text.find(error.args[0]), f"{error.args[0]} is not a finite number") from None


def _check_escapes(text: str, token: re.Match) -> None:
    """A string whose escapes are broken, or make a lone surrogate, is refused with its place."""
    try:
        value = json.loads(token.group())
    except json.JSONDecodeError as error:  # a broken escape, or a control character, in the string
        raise _refused(text, token.start() + error.pos, f"broken JSON ({error.msg})") from None
    if _LONE_SURROGATE.search(value):
        raise _refused(text, token.start(), "a string holds a lone surrogate (\\ud800 to \\udfff): not Unicode text")


class _NotFinite(LudemeError, ValueError):
    """A NaN or an infinity met while reading (raised again as :class:`JsonRefused` with its place)."""


def _no_constant(name: str):
    raise _NotFinite(name)


def _finite(number: str) -> float:
    value = float(number)
    if not math.isfinite(value):
        raise _NotFinite(number)
    return value


def _refused(text: str, offset: int, reason: str) -> JsonRefused:
    line = text.count("\n", 0, offset) + 1
    column = offset - text.rfind("\n", 0, offset)
    return JsonRefused(line, column, reason)
