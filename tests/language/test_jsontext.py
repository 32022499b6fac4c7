"""JSON from users is checked in one pass before it is read, and every refusal names its place."""

import pytest

from ludeme.jsontext import JsonRefused, parse_json


@pytest.mark.parametrize("text, refusal", [
    ('{\n  "\\ud{},\n  "seed": 1}', "2:5: broken JSON (Invalid \\uXXXX escape)"),  # once a JSONDecodeError
    ('["\\u00e9\n"]', "1:9: broken JSON (Invalid control character at)"),
    ('["\\udc00"]', "1:2: a string holds a lone surrogate"),
    ('{"a": [1, 2,]}', "1:13: broken JSON (Expecting value)"),
    ("[" * 101, "1:101: brackets nest more than 100 levels deep"),
    ('{"a": -' + "1" * 40 + "}", "1:7: a number of 41 characters; numbers have at most 40"),
    ('[1, -Infinity]', "1:5: -Infinity is not a finite number"),
    ('[1e400]', "1:2: 1e400 is not a finite number"),
    ("", "1:1: broken JSON (Expecting value)"),
])
def test_refusals_name_the_line_and_column(text, refusal):
    with pytest.raises(JsonRefused) as refused:
        parse_json(text)
    assert str(refused.value).startswith(refusal)


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth - 1):
        value = [value]
    return value


@pytest.mark.parametrize("text, value", [
    ('{"move": "B2", "seed": 7}', {"move": "B2", "seed": 7}),
    ('["\\ud83d\\ude00", "\\u00e9", "[{"]', ["\U0001f600", "é", "[{"]),  # a pair is Unicode; brackets in strings
    ("[" * 100 + "]" * 100, nested(100)),
    ("-" + "9" * 39, -int("9" * 39)),
    ('["' + "x" * 1000 + '"]', ["x" * 1000]),  # a long string is no long number
])
def test_what_fits_is_read_as_json(text, value):
    assert parse_json(text) == value
