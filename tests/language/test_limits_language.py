"""Hostile descriptions are refused with a located message before the work they would cause:
limits counted first, memory proportional to the text, files that are not text refused."""

import os
import tracemalloc

import pytest

from ludeme.checker import MAX_ERRORS
from ludeme.diagnostics import DiagnosticError
from ludeme.expansion import MAX_EXPANDED_CHARACTERS, MAX_EXPANSION_STEPS
from ludeme.files import read_description, read_description_text
from ludeme.parser import MAX_DESCRIPTION_BYTES, parse_text

GAME = ('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
        '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')


def errors_of(text: str) -> list[str]:
    return [d.message for d in read_description_text(text).diagnostics if d.is_error]


def peak_bytes(work) -> int:
    """The most memory Python allocated while ``work`` ran."""
    tracemalloc.start()
    try:
        work()
    except DiagnosticError:
        pass
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return peak


def test_ranges_are_counted_before_they_are_expanded():
    # 100 uses of a define holding 1..99999 would be 10 million tokens, gigabytes
    text = '(define "R" 1..99999)\n' + GAME.replace("(players 2)", "(players 2) {" + ' "R"' * 100 + "}")
    assert len(text) < 1000
    assert peak_bytes(lambda: read_description_text(text)) < 100_000_000
    (message,) = errors_of(text)
    assert "ranges expand to at most" in message and f"{MAX_EXPANDED_CHARACTERS:,} characters" in message


@pytest.mark.parametrize("literal", ["9" * 4301, "-" + "1" * 5000, "2147483648", "100000000000000000000"])
def test_integers_beyond_32_bits_are_refused_before_conversion(literal):
    (message,) = errors_of(GAME.replace("(square 3)", f"(square {literal})"))
    assert message.startswith("the integer ") and message.endswith("is too large")


def test_the_largest_32_bit_integers_are_read():
    assert "2147483647" in str(parse_text("(a 2147483647 -2147483648)").forms[0])


@pytest.mark.parametrize("end", ["9" * 30, "9" * 5000])
def test_huge_range_ends_are_refused(end):
    (message,) = errors_of(GAME.replace("(players 2)", f"(players 2) {{1..{end}}}"))
    assert "too large" in message or "ranges expand to at most" in message


def test_site_ranges_with_huge_labels_are_refused():
    (message,) = errors_of(GAME.replace("(players 2)", '(players 2) {"A1".."A' + "9" * 5000 + '"}'))
    assert "a range joins two integers or two site labels" in message


@pytest.mark.parametrize("parameter", ["#0", "#99999999999999999999"])
def test_parameters_are_numbered_from_one(parameter):
    (message,) = errors_of('(define "D" (square ' + parameter + "))" + GAME.replace("(square 3)", '("D" 3)'))
    assert message == f"{parameter} is not a define parameter" or message.startswith("#9999")


def test_parameters_inside_strings_with_no_argument_are_empty():
    text = '(define "D" "x#0y#12345678901234567890") ' + GAME.replace('"T"', '("D" 1)')
    assert read_description_text(text).ok


def test_a_define_used_many_times_over_to_no_text_ends():
    defines = '(define "E") ' + " ".join(
        f'(define "L{level}" {" ".join([chr(34) + ("L" + str(level - 1) if level else "E") + chr(34)] * 20)})'
        for level in range(8))
    (message,) = errors_of(defines + GAME.replace("(players 2)", '(players 2) "L7"'))
    assert f"more than {MAX_EXPANSION_STEPS:,} steps" in message and 'define "' in message


def test_option_args_that_are_not_an_array_are_reported():
    text = '(option "O" <O> args:(item "x") {(item "I" <3> "three")**}) ' + GAME.replace("(square 3)", "(square <O>)")
    assert "args: of an option is an array of names" in errors_of(text)


def test_strings_take_memory_in_proportion_to_their_text():
    # the old pattern kept about 290 bytes per character of a string while reading it
    text = '(game "' + "ab\\" * 300_000 + '")'
    assert peak_bytes(lambda: parse_text(text)) < 20 * len(text)


def test_item_arguments_take_memory_in_proportion_to_their_text():
    text = '(option "O" <O> {(item "I" <' + "(a b) " * 100_000 + '> "x")})'
    assert peak_bytes(lambda: parse_text(text)) < 20 * len(text)


def test_strings_end_where_they_always_did():
    assert [f.args[0].value for f in parse_text('(a "x\\"y" "z")').forms] == ['x"y']
    form = parse_text('(a "x\\" b)').forms[0]  # no unescaped quote left: the string ends at the last one
    assert [str(arg) for arg in form.args] == ['"x\\"', "b"]


def test_files_over_the_size_limit_are_refused_before_reading(tmp_path):
    path = tmp_path / "big.lud"
    path.write_text("(game " + " " * MAX_DESCRIPTION_BYTES + ")", encoding="utf-8")
    (diagnostic,) = read_description(path).diagnostics
    assert f"the limit is {MAX_DESCRIPTION_BYTES:,} bytes" in diagnostic.message


def test_large_texts_without_defines_say_so():
    filler = " ".join(["(a)"] * (MAX_EXPANDED_CHARACTERS // 4 + 10))
    (message,) = errors_of(GAME.replace("(players 2)", "(players 2) {" + filler + "}"))
    assert "is more than 1,000,000 characters long" in message and '"?"' not in message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.lud"
    os.mkfifo(fifo)  # opening it to read would wait for a writer for ever
    (diagnostic,) = read_description(fifo).diagnostics
    assert "not a regular file" in diagnostic.message


def test_devices_and_folders_are_refused(tmp_path):
    assert "not a regular file" in read_description("/dev/zero").diagnostics[0].message
    assert "a folder" in read_description(tmp_path).diagnostics[0].message


def test_a_non_utf8_file_is_located(tmp_path):
    path = tmp_path / "latin.lud"
    path.write_bytes(b'(game "T"\n  (players \xe9))')
    (diagnostic,) = read_description(path).diagnostics
    assert (diagnostic.span.line, diagnostic.span.column) == (2, 12)
    assert "not UTF-8" in diagnostic.message and "2 |   (players" in diagnostic.render()


def test_a_byte_order_mark_is_dropped(tmp_path):
    path = tmp_path / "bom.lud"
    path.write_bytes("\ufeff".encode() + GAME.encode())
    assert read_description(path).ok


def test_an_error_inside_the_game_form_does_not_add_a_missing_game_form():
    messages = errors_of(GAME.replace("(square 3)", "(squaer 3)"))
    assert messages and not any("no (game ...) form" in m for m in messages)
    assert "this description has no (game ...) form" in errors_of('(define "X" 1)')


@pytest.mark.parametrize("count", [0, 17, 1000000])
def test_player_counts_are_those_ludii_allows(count):
    (message,) = errors_of(GAME.replace("(players 2)", f"(players {count})"))
    assert message == f"(players {count}): count must be from 1 to 16"


def test_sixteen_players_are_allowed():
    assert read_description_text(GAME.replace("(players 2)", "(players 16)")).ok


def test_checking_stops_after_many_errors():
    text = GAME.replace("(players 2)", "(players 2) {(sites Empty " + " ".join(["(squaer 3)"] * 5000) + ")}")
    messages = errors_of(text)
    assert len(messages) <= MAX_ERRORS + 1 and messages[-1] == f"more than {MAX_ERRORS} errors; checking stopped here"
