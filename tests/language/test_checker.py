"""Checking against the catalogue: bindings for the compiler, and diagnostics with hints."""

from ludeme.checker import check
from ludeme.expansion import expand
from ludeme.parser import parse_text
from ludeme.syntax import Name

END = "(end (if (is Line 3) (result Mover Win)))"


def checked(rules="(play (move Add (to (sites Empty))))", equipment='(board (square 3)) (piece "Disc" Each)'):
    text = f'(game "G"\n  (players 2)\n  (equipment {{{equipment}}})\n  (rules {rules}\n    {END}))'
    return check(expand(parse_text(text, "g.lud")))


def messages(result):
    return [d.message for d in result.diagnostics]


def test_a_clean_game_binds_arguments_by_parameter_name():
    result = checked()
    assert result.ok and result.diagnostics == ()
    game = result.game
    assert game.arguments["name"] == "G"
    board, piece = game.arguments["equipment"].arguments["items"]
    assert board.ludeme.head == "board" and board.arguments["graph"].arguments["size"] == 3
    assert piece.arguments == {"name": "Disc", "owner": Name("Each")}
    add = game.arguments["rules"].arguments["play"].arguments["moves"]
    assert (add.ludeme.head, add.ludeme.selector) == ("move", "Add")


def test_overloads_are_chosen_by_the_expected_kind():
    result = checked(rules="(play (if (is Empty 0) (move Add (to 0)) (move Pass)))")
    assert result.ok
    play_if = result.game.arguments["rules"].arguments["play"].arguments["moves"]
    end_if = result.game.arguments["rules"].arguments["end"].arguments["rules"]
    assert play_if.ludeme.returns == "moves" and end_if.ludeme.returns == "endRule"


def test_integer_constants_stand_for_integers():
    result = checked(rules="(play (move Add (to (sites Empty) if:(!= (who at:(to)) Off))))")
    assert result.ok


def test_wrong_kind_names_what_was_expected():
    result = checked(equipment="(board 9)")
    assert messages(result) == ["(board ...) expects a graph such as (square 9) or (hex 5); got the integer 9"]
    span = result.diagnostics[0].span
    assert (span.line, span.column) == (3, 22)


def test_misspelled_ludeme_gets_the_nearest_name():
    result = checked(rules="(play (move Add (to (sities Empty))))")
    (diagnostic,) = result.diagnostics
    assert diagnostic.message == "unknown ludeme 'sities'"
    assert diagnostic.hint == "did you mean 'sites'?"


def test_misspelled_selector_and_enum_words():
    result = checked(rules="(play (move Ad (to (sites Emty))))")
    assert messages(result) == ["unknown word 'Ad' after 'move'", "unknown word 'Emty' after 'sites'"]
    assert [d.hint for d in result.diagnostics] == ["did you mean 'Add'?", "did you mean 'Empty'?"]


def test_unknown_named_argument_gets_the_nearest_name():
    result = checked(equipment="(board (square 3) sue:Vertex)")
    (diagnostic,) = result.diagnostics
    assert diagnostic.message == "(board ...) has no argument 'sue'" and diagnostic.hint == "did you mean 'use'?"


def test_missing_and_extra_arguments():
    result = check(expand(parse_text('(game "G" (players 2 3) (rules (end (if (is Full)))))')))
    assert messages(result) == [
        "(players ...) takes no further argument; got the integer 3",
        "(if ...) needs its result, a result such as (result Mover Win)",
    ]


def test_every_problem_is_reported_not_only_the_first():
    result = checked(rules="(play (move Ad (to (sities Empty))))", equipment="(bord (square 3))")
    assert len(result.diagnostics) == 3


def test_errors_inside_defines_point_at_the_use():
    text = ('(define "Place" (move Add (to (sites Emty))))\n'
            '(game "G" (players 2) (rules (play ("Place")) (end (if (is Full) (result Mover Draw)))))')
    (diagnostic,) = check(expand(parse_text(text, "d.lud"))).diagnostics
    assert diagnostic.span.line == 1
    (note,) = diagnostic.all_notes()
    assert note[1].line == 2 and note[1].text == '("Place")'


def test_a_description_needs_a_game():
    result = check(expand(parse_text("(metadata (info {}))")))
    assert messages(result) == ["this description has no (game ...) form"]


def test_match_descriptions_are_refused_with_a_pointer_to_syntax_only():
    result = check(expand(parse_text('(match "M" (players 2) (games {}))')))
    assert "cannot be played yet" in messages(result)[0] and "--syntax-only" in result.diagnostics[0].hint


def test_reconstruction_placeholders_cannot_be_played():
    result = checked(rules="(play (move Add (to [?])))")
    assert any("left unknown" in m for m in messages(result))


def test_enum_words_and_selectors_in_any_case_as_ludii_reads_them():
    result = checked(rules="(play (move add (to (sites empty))))", equipment="(board (square 3) use:cell)")
    assert result.ok
    board = result.game.arguments["equipment"].arguments["items"][0]
    assert board.arguments["use"] == Name("Cell")


def test_arrays_mixing_integers_and_numbers_are_numbers():
    from ludeme.checker import check_expression
    value, diagnostics = check_expression(parse_text("(graph vertices:{{0 0} {0.5 1}} edges:{{0 1}})").forms[0],
                                          "graph")
    assert diagnostics == [] and value.arguments["vertices"] == ((0.0, 0.0), (0.5, 1.0))
