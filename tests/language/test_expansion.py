"""Expansion: options, rulesets, defines, ranges, limits, and spans that survive."""

import pytest

from ludeme.diagnostics import DiagnosticError
from ludeme.expansion import MAX_EXPANDED_CHARACTERS, expand
from ludeme.parser import parse_text

OPTIONS = """
(game "G" (board <Board:shape> <Board:size>) (rule <Rule>))
(option "Board" <Board> args:{<shape> <size>} {
    (item "Small" <(square> <3)> "small")
    (item "Large" <(square> <9)> "large")**
    (item "Hex" <(hex> <5)> "hex")*
})
(option "Rule" <Rule> args:{<kind>} {
    (item "Win" <Win> "win")*
    (item "Loss" <Loss> "loss")
})
(rulesets {
    (ruleset "Ruleset/Misere (Described)" {"Board/Small" "Rule/Loss"})
    (ruleset "Ruleset/Standard (Described)" {"Board/Hex"})*
})
"""


def game_text(text, **selection):
    return str(expand(parse_text(text, "t.lud"), **selection).form("game"))


def errors(text, **selection):
    with pytest.raises(DiagnosticError) as raised:
        expand(parse_text(text, "t.lud"), **selection)
    return raised.value.diagnostics


def test_most_stars_by_default_even_with_a_starred_ruleset():
    # as Ludii's loader: the starred ruleset (Board/Hex) applies only when named
    assert game_text(OPTIONS) == '(game "G" (board (square 9)) (rule Win))'
    assert game_text(OPTIONS, ruleset="Ruleset/Standard") == '(game "G" (board (hex 5)) (rule Win))'
    no_ruleset = OPTIONS.split("(rulesets")[0]
    assert game_text(no_ruleset) == '(game "G" (board (square 9)) (rule Win))'


def test_ruleset_and_options_choose_items():
    assert game_text(OPTIONS, ruleset="Ruleset/Misere") == '(game "G" (board (square 3)) (rule Loss))'
    assert game_text(OPTIONS, ruleset="Misere (Described)", options=["Rule/Win"]).endswith("(rule Win))")
    assert game_text(OPTIONS, options=["Board/Large"]).startswith('(game "G" (board (square 9))')


def test_chosen_items_are_reported():
    expansion = expand(parse_text(OPTIONS), options=["Board/Small"])
    assert expansion.chosen == {"Board": "Small", "Rule": "Win"} and expansion.ruleset is None
    named = expand(parse_text(OPTIONS), ruleset="Standard")
    assert named.chosen == {"Board": "Hex", "Rule": "Win"}
    assert named.ruleset.name == "Ruleset/Standard (Described)"


def test_unknown_selection_suggests_nearest():
    first, second = errors(OPTIONS, options=["Bord/Small", "Board/Smal"])
    assert "no option heading 'Bord'" in first.message and "did you mean 'Board'?" in first.hint
    assert "has no item 'Smal'" in second.message and "did you mean 'Small'?" in second.hint
    (ruleset,) = errors(OPTIONS, ruleset="Ruleset/Misery")
    assert "no such ruleset" in ruleset.message and "Misere" in ruleset.hint


def test_unknown_option_tag_and_argument():
    (tag,) = errors('(game <Bord>) (option "B" <Board> args:{<a>} {(item "x" <1> "x")})')
    assert tag.message == "no option has the tag <Bord>" and "did you mean 'Board'?" == tag.hint
    (arg,) = errors('(game <Board:sise>) (option "B" <Board> args:{<size>} {(item "x" <1> "x")})')
    assert "has no argument 'sise'" in arg.message and "size" in arg.hint


def test_defines_with_parameters_missing_arguments_and_tilde():
    text = ('(define "Step" (move Step #1 (to if:#2)))'
            '(game ("Step" Forward (is Empty (to))) ("Step" ~ True) ("Step") "Step")')
    assert game_text(text) == (
        "(game (move Step Forward (to if:(is Empty (to)))) (move Step (to if:True)) "
        "(move Step (to)) (move Step (to)))")


def test_defines_inside_defines_and_metadata():
    text = '(define "A" (a "B")) (define "B" (b #1)) (game ("A")) (metadata (define "C" 1) (info "C"))'
    expansion = expand(parse_text(text))
    assert [str(f) for f in expansion.forms] == ["(game (a (b)))", "(metadata (info 1))"]


def test_define_bodies_can_be_bare_operators():
    # As in Ludii, an applied define is replaced whole, brackets included, by its body.
    assert game_text('(define "LessThan" <) (game (f "LessThan" 1))') == "(game (f < 1))"
    assert game_text('(define "LessThan" <) (game (f ("LessThan" 1 2)))') == "(game (f <))"


def test_ranges_of_integers_and_site_labels():
    assert game_text('(game {1..4} {3..1} {"A1".."B2"})') == '(game {1 2 3 4} {3 2 1} {"A1" "A2" "B1" "B2"})'
    assert game_text('(define "N" 3) (game {0.."N"})') == "(game {0 1 2 3})"


def test_ranges_of_other_things_are_errors():
    (error,) = errors("(game {a..b})")
    assert "a range joins two integers or two site labels" in error.message


def test_error_in_expanded_define_points_at_body_and_use():
    (error,) = errors('(define "Bad" (f #3 ~))\n(game\n  ("Bad" 1))')
    assert error.span.line == 1 and error.span.text == "~"
    notes = error.all_notes()
    assert notes[0][0] == 'expanded from define "Bad" used here'
    assert (notes[0][1].line, notes[0][1].column) == (3, 3)


def test_self_reference_is_named():
    (error,) = errors('(define "A" (x "B")) (define "B" (y "A")) (game "A")')
    assert error.message == 'define "B" uses itself ("A" -> "B" -> "A"), so it never ends' or \
        error.message == 'define "A" uses itself ("A" -> "B" -> "A"), so it never ends'


def test_exponential_growth_hits_the_size_limit():
    doubling = " ".join(f'(define "D{n}" (x "D{n + 1}" "D{n + 1}"))' for n in range(30))
    (error,) = errors(doubling + ' (define "D30" y) (game "D0")')
    assert f"expansion grows past {MAX_EXPANDED_CHARACTERS:,} characters" in error.message


def test_unknown_define_application():
    (error,) = errors('(define "StepToEmpty" (x)) (game ("StepToEmty" ~))')
    assert error.message == 'no define is named "StepToEmty"' and "StepToEmpty" in error.hint


def test_parameter_outside_define():
    (error,) = errors("(game #2)")
    assert error.message == "#2 is a define parameter, used outside a define body"


def test_stray_text_is_a_warning():
    expansion = expand(parse_text("/---\n(game)"))
    (warning,) = expansion.warnings
    assert not warning.is_error and "stray text '/---'" in warning.message


def test_unbalanced_option_fragments_join_up():
    text = ('(game (board <B:pre> (tiling T33434 5) <B:post>)) '
            '(option "Shape" <B> args:{<pre> <post>} {(item "Dual" <(dual> <)> "d")})')
    assert game_text(text) == "(game (board (dual (tiling T33434 5))))"


def test_parameters_inside_strings_are_replaced_as_in_ludii():
    text = ('(define "Board2" (square 2)) (define "Pick" ("Board#1")) (define "Label" (name "Player #1"))'
            '(game ("Pick" 2) ("Label" 3) ("Label"))')
    assert game_text(text) == '(game (square 2) (name "Player 3") (name "Player "))'


def test_double_brackets_collapse_as_in_ludii():
    assert game_text('(game (f ((a) (b)) (((c)))))') == "(game (f (a) (b) (c)))"
    assert game_text('(define "At" (f (#1))) (game ("At" (to)))') == "(game (f (to)))"
    assert game_text('(define "Two" (a) (b)) (game (and (("Two"))))') == "(game (and (a) (b)))"


def test_double_brackets_that_do_not_close_together_are_an_error():
    (error,) = errors("(game ((a) b))")
    assert error.message.startswith("'((' opens a form") and error.span.column == 7


def test_an_option_tag_shared_by_two_options_finds_each_argument():
    text = ('(game (pieces <Num:pieces>) (dice <Num:dice>) (other <Num>))'
            '(option "Start" <Num> args:{<pieces>} {(item "Two" <2> "two")*})'
            '(option "Dice" <Num> args:{<dice>} {(item "Four" <4> "four")*})')
    assert game_text(text) == "(game (pieces 2) (dice 4) (other 2))"


def test_an_option_reference_between_forms_may_bring_defines():
    text = ('<Size:defines>\n(game (board ("Side")))\n'
            '(option "Size" <Size> args:{<defines>} {(item "Big" <(define "Side" 9)> "big")*})')
    expansion = expand(parse_text(text, "t.lud"))
    assert str(expansion.form("game")) == "(game (board 9))" and expansion.warnings == ()


def test_a_named_key_in_head_position_is_the_ludeme():
    assert game_text('(game (= (site) (coord:"A1")))') == '(game (= (site) (coord "A1")))'


def test_stray_text_in_an_item_and_a_name_without_value_are_skipped_as_in_ludii():
    text = ('(game <G> (concept "N" min:5 max:))'
            '(option "G" <G> args:{<x>} {(item "A" <1> "a")* (item "B" <(x> > "b")})')
    assert game_text(text) == '(game 1 (concept "N" min:5))'
