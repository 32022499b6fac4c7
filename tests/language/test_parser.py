"""The grammar and the syntax tree: every surface form of LUDII-SYNTAX, and syntax errors."""

import pytest

from ludeme import syntax as s
from ludeme.diagnostics import DiagnosticError
from ludeme.parser import MAX_DEPTH, lex, parse_text
from ludeme.source import Source


def only_form(text):
    return parse_text(text).forms[0]


def error_of(text):
    with pytest.raises(DiagnosticError) as raised:
        parse_text(text, "t.lud")
    (diagnostic,) = raised.value.diagnostics
    return diagnostic


def test_call_with_leading_enum_and_named_arguments():
    call = only_form("(move Add (to (sites Empty)) stack:True)")
    assert call.name == "move"
    assert call.args[0] == s.Name("Add")
    assert call.named("stack") == s.Boolean(True)
    assert [str(a) for a in call.positional] == ["Add", "(to (sites Empty))"]


def test_a_call_written_as_text_is_still_equal_to_one_never_written():
    written, fresh = only_form("(sites Around (to) Orthogonal)*"), only_form("(sites Around (to) Orthogonal)*")
    assert str(written) == "(sites Around (to) Orthogonal)*" == str(written)  # the second from the cache
    assert written == fresh and hash(written) == hash(fresh) and repr(written) == repr(fresh)
    assert str(s.Call(s.Name("last"), (s.Name("To"),))) == "(last To)"


def test_named_argument_tolerates_space_after_colon():
    assert only_form("(board (square 3) use: Vertex)").named("use") == s.Name("Vertex")


@pytest.mark.parametrize("operator", ["<", "<=", ">", ">=", "=", "!=", "+", "-", "*", "/", "%", "^"])
def test_operator_heads(operator):
    call = only_form(f"({operator} 1 2)")
    assert call.head == s.Operator(operator) and call.args == (s.Integer(1), s.Integer(2))


def test_numbers_booleans_and_constants():
    call = only_form("(f 3 -4 .14 -0.5 2.25 True false TRUE Off End Infinity)")
    assert call.args[:5] == (s.Integer(3), s.Integer(-4), s.Float(0.14), s.Float(-0.5), s.Float(2.25))
    assert str(call.args[2]) == ".14"
    assert call.args[5:8] == (s.Boolean(True), s.Boolean(False), s.Boolean(True))
    assert call.args[8:] == (s.Name("Off"), s.Name("End"), s.Name("Infinity"))


def test_strings_span_lines_and_escape_quotes():
    call = only_form('(rules "Say \\"hi\\"\nthen go" "http://x.y/z")')
    assert call.args[0].value == 'Say "hi"\nthen go'
    assert call.args[1].value == "http://x.y/z"


def test_parameters_tilde_option_references_and_ranges():
    call = only_form('(f #1 ~ <Board> <Board:size> 1..8 8..1 "A1".."C3" 0..<Board:size>)')
    assert call.args[0] == s.Parameter(1) and call.args[1] == s.Tilde()
    assert call.args[2] == s.OptionRef("Board") and call.args[3] == s.OptionRef("Board", "size")
    assert call.args[4] == s.Range(s.Integer(1), s.Integer(8))
    assert call.args[6] == s.Range(s.String("A1"), s.String("C3"))
    assert call.args[7] == s.Range(s.Integer(0), s.OptionRef("Board", "size"))


def test_define_applications_have_string_heads():
    call = only_form('("StepToEmpty" ~ (then (moveAgain)))')
    assert call.head == s.String("StepToEmpty") and call.name == "StepToEmpty"


def test_option_items_keep_raw_arguments_and_stars():
    option = only_form('(option "Board" <Board> args:{<pre> <post>} {\n'
                       '  (item "Plain" <> <> "plain")\n'
                       '  (item "Dual" <(dual > <)> "dual")**\n'
                       '  (item "Cmp" <(if (>= 1 2) "a>b" (> 3 4))> <=> "cmp")})')
    plain, dual, compare = option.args[-1].items
    assert [a.text for a in plain.arguments] == ["", ""]
    assert [a.text for a in dual.arguments] == ["(dual ", ")"] and dual.stars == 2
    assert compare.arguments[0].text == '(if (>= 1 2) "a>b" (> 3 4))' and compare.arguments[1].text == "="
    assert dual.description == "dual"


def test_rulesets_with_default_star():
    rulesets = only_form('(rulesets {(ruleset "Ruleset/Standard (Described)" {"Board/Plain"})*})')
    assert rulesets.args[0].items[0].stars == 1


def test_reconstruction_placeholders():
    call = only_form("(f [#] [?] [a | (b c)] [2..16])")
    assert call.args[0] == s.Unknown(((s.Placeholder("#"),),))
    assert call.args[2].alternatives == ((s.Name("a"),), (s.Call(s.Name("b"), (s.Name("c"),)),))
    assert call.args[3] == s.Unknown(((s.Range(s.Integer(2), s.Integer(16)),),))


def test_comments_and_stray_text_between_forms():
    tree = parse_text("// head\n(game \"G\") // after\n/-------\n(metadata (info {}))\n")
    assert [str(f) for f in tree.forms] == ['(game "G")', "(metadata (info {}))"]
    assert [c.text for c in tree.comments] == ["// head", "// after"]
    assert [x.text for x in tree.stray] == ["/-------"]


def test_words_starting_with_item_are_names():
    call = only_form("(items item-x)")
    assert call.name == "items" and call.args == (s.Name("item-x"),)


def test_spans_give_file_line_and_column():
    tree = parse_text('(game "G"\n    (players 2))', "g.lud")
    players = tree.forms[0].args[1]
    span = players.span
    assert (span.path, span.line, span.column, span.end_line, span.end_column) == ("g.lud", 2, 5, 2, 16)
    assert span.text == "(players 2)"


def test_unclosed_bracket_names_where_it_opened():
    diagnostic = error_of("(game \"G\"\n  (players 2)\n")
    assert diagnostic.message == "'(' opened here is never closed"
    assert (diagnostic.span.line, diagnostic.span.column) == (1, 1)
    assert "add ')'" in diagnostic.hint


def test_mismatched_bracket_points_at_both():
    diagnostic = error_of("(game {(players 2)))")
    assert diagnostic.message == "')' does not match '{' opened at 1:7"
    assert diagnostic.notes[0][1].column == 7


def test_extra_closing_bracket():
    diagnostic = error_of("(game) )")
    assert diagnostic.message == "')' has no matching '('" and diagnostic.span.column == 8


def test_unterminated_string():
    diagnostic = error_of('(game "Tic')
    assert diagnostic.message == "this string is never closed" and diagnostic.span.column == 7


def test_form_without_a_head():
    diagnostic = error_of("(game (3 4))")
    assert diagnostic.message == "expected a ludeme name after '(', got '3'"


def test_unexpected_character_and_colon_hint():
    assert error_of("(game @)").message == "unexpected character '@'"
    assert "name:value" in error_of("(a b :c)").hint


def test_rendering_shows_line_and_caret():
    rendered = error_of("(game\n  (players 2}").render()
    assert rendered.splitlines()[:3] == [
        "t.lud:2:13: error: '}' does not match '(' opened at 2:3",
        "  2 |   (players 2}",
        "    |             ^",
    ]


def test_deep_nesting_is_refused_clearly():
    diagnostic = error_of("(a " * 10_000 + ")" * 10_000)
    assert diagnostic.message == f"brackets nest more than {MAX_DEPTH} levels deep"


def test_nesting_up_to_the_limit_parses():
    depth = MAX_DEPTH
    tree = parse_text("(a " * depth + ")" * depth)
    assert len(list(s.walk(tree.forms[0]))) == 2 * depth


def test_lex_reads_unbalanced_fragments():
    tokens = lex(Source("x", "(dual (hex 3 4) <= #1"))
    assert [(t.type, t.value) for t in tokens][:3] == [("LPAR", "("), ("NAME", "dual"), ("LPAR", "(")]
    assert tokens[-2].type == "OPERATOR" and tokens[-1].type == "PARAMETER"
