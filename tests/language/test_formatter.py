"""The formatter: exact layouts of realistic descriptions, and properties over random texts."""

import doctest

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import ludeme.formatter
from ludeme.diagnostics import DiagnosticError
from ludeme.formatter import format_text
from ludeme.parser import MAX_DEPTH, parse_text


def test_docstring_examples():
    result = doctest.testmod(ludeme.formatter)
    assert result.attempted > 0 and result.failed == 0


def test_tic_tac_toe():
    text = """(game "Tic-Tac-Toe"  (players 2)
  (equipment { (board (square 3)) (piece "Disc" P1) (piece "Cross" P2) })
  (rules (play (move Add (to (sites Empty)))) (end (if (is Line 3) (result Mover Win)))))
//------------------------------------------------------------------------------
(metadata (info { (description "Tic-Tac-Toe is a game of alignment popular among children.")
  (aliases {"Noughts and Crosses" "Oughts and Crosses" "Tik Tak Tol" "Tripp Trapp Trull" "Tick-Tack-Toe"})
  (version "1.2.11") }) (ai "Tic-Tac-Toe_ai"))
"""
    assert format_text(text, width=80) == """\
(game "Tic-Tac-Toe"
    (players 2)
    (equipment {(board (square 3)) (piece "Disc" P1) (piece "Cross" P2)})
    (rules
        (play (move Add (to (sites Empty))))
        (end (if (is Line 3) (result Mover Win)))
    )
)

//------------------------------------------------------------------------------
(metadata
    (info {
        (description "Tic-Tac-Toe is a game of alignment popular among children.")
        (aliases {
            "Noughts and Crosses" "Oughts and Crosses" "Tik Tak Tol"
            "Tripp Trapp Trull" "Tick-Tack-Toe"
        })
        (version "1.2.11")
    })
    (ai "Tic-Tac-Toe_ai")
)
"""


def test_option_block_with_items_and_stars():
    text = """(option "Board Size" <Board> args:{ <type> <direction> } {
(item "Limping 3 (27)" <(hex 3 4)> <Orthogonal> "Order 3 limping board")
(item "Limping 5 (75)" <(hex 5 6)>   <Orthogonal> "Order 5 limping board")**
(item "Dual" <(dual > <)> "")*
})
(rulesets { (ruleset "Ruleset/Standard (Described)" { "Board Size/Limping 3 (27)" })* })"""
    assert format_text(text) == """\
(option "Board Size" <Board> args:{<type> <direction>} {
    (item "Limping 3 (27)" <(hex 3 4)> <Orthogonal> "Order 3 limping board")
    (item "Limping 5 (75)" <(hex 5 6)> <Orthogonal> "Order 5 limping board")**
    (item "Dual" <(dual > <)>)*
})

(rulesets {(ruleset "Ruleset/Standard (Described)" {"Board Size/Limping 3 (27)"})*})
"""


def test_define_with_parameters():
    text = """(define "Step" (move Step #1 (to if:(is Empty (to))) #2))
(define "Custodial" (custodial (from (last To)) All (between if:(is Next (who at:(between))) (apply (remove (between)))) (to if:(is Mover (who at:(to))))))
(game "X" (rules (play (forEach Piece ("Step" ~ (then "Custodial"))))))"""
    assert format_text(text, width=60) == """\
(define "Step" (move Step #1 (to if:(is Empty (to))) #2))

(define "Custodial"
    (custodial
        (from (last To))
        All
        (between
            if:(is Next (who at:(between)))
            (apply (remove (between)))
        )
        (to if:(is Mover (who at:(to))))
    )
)

(game "X"
    (rules
        (play (forEach Piece ("Step" ~ (then "Custodial"))))
    )
)
"""


def test_comments_keep_their_places():
    text = """// Header

// About the game
(game "X" // the name
  (players 2)
  // The board
  (equipment {
     (board (square 3)) // small
     // last piece
     (piece "Disc" Each)
     // after the pieces
  })
  (rules (play (move Pass)) (end (if (no Moves Next) (result Mover Win)))) // rules
  // end of game
) // after the game
// before metadata
(metadata (info {}))
// at the end"""
    assert format_text(text) == """\
// Header

// About the game
(game "X" // the name
    (players 2)
    // The board
    (equipment {
        (board (square 3)) // small
        // last piece
        (piece "Disc" Each)
        // after the pieces
    })
    (rules (play (move Pass)) (end (if (no Moves Next) (result Mover Win)))) // rules
    // end of game
) // after the game

// before metadata
(metadata (info {}))

// at the end
"""


def test_comment_before_a_head_and_between_key_and_value():
    text = "(f // a\n x // b\n use: // c\n Vertex (g // d\n))"
    assert format_text(text) == """\
(f // a
    x // b
    // c
    use:Vertex
    (g // d
    )
)
"""


def test_stray_text_stays_on_its_own_line():
    text = "(define \"A\" 1) /----- text\n(game \"X\" (players 2))\nstray"
    assert format_text(text) == """\
(define "A" 1)

/----- text
(game "X" (players 2))

stray
"""


def test_atoms_come_out_as_written():
    text = """(game "Say \\"hi\\"" (a .14 -.5 -3 true <Board:size> <Board> 1..8 "A1".."C3" <B>..#1 use:Vertex ~ #1
    [a | b c] [#] [?] [] [2..16] (<= 1 2) (- 3) ("Define" ~ #2)
    "two
  lines" {})** )"""
    assert format_text(text) == """\
(game "Say \\"hi\\""
    (a .14 -.5 -3 True <Board:size> <Board> 1..8 "A1".."C3" <B>..#1 use:Vertex ~ #1
        [a | b c]
        [#]
        [?]
        []
        [2..16]
        (<= 1 2)
        (- 3)
        ("Define" ~ #2)
        "two
  lines"
        {}
    )**
)
"""


def test_long_arrays_pack_atoms_and_break_forms():
    text = "(sites {" + " ".join(f'"A{i}"' for i in range(30)) + "})\n(a {(b 1) 2 3 (c [x | y]) 4})"
    assert format_text(text, width=40) == """\
(sites {
    "A0" "A1" "A2" "A3" "A4" "A5" "A6"
    "A7" "A8" "A9" "A10" "A11" "A12"
    "A13" "A14" "A15" "A16" "A17" "A18"
    "A19" "A20" "A21" "A22" "A23" "A24"
    "A25" "A26" "A27" "A28" "A29"
})

(a {(b 1) 2 3 (c [x | y]) 4})
"""
    assert format_text("(a {(b 1) 2 3 (c [x | y]) 4} x)", width=20) == """\
(a
    {
        (b 1)
        2 3
        (c [x | y])
        4
    }
    x
)
"""


def test_a_long_string_stays_with_its_head():
    text = '(info {(description "' + "word " * 30 + '") (id "1")})'
    assert format_text(text, width=40) == '(info {\n    (description "' + "word " * 30 + '")\n    (id "1")\n})\n'


def test_empty_text_and_syntax_errors():
    assert format_text("") == ""
    assert format_text("  // only a comment  \n\n") == "// only a comment\n"
    with pytest.raises(DiagnosticError):
        format_text("(game (players 2)")


def test_deepest_nesting_does_not_exhaust_the_stack():
    depth = MAX_DEPTH - 1
    for opener, closer in [("(a ", ")"), ("{", "}"), ("[", "]")]:
        text = "(a " + opener * depth + "1" + closer * depth + ")"
        formatted = format_text(text, width=40)
        assert formatted.split() != text.split() and "".join(formatted.split()) == "".join(text.split())
        assert format_text(formatted, width=40) == formatted
    named = "(a " + "k:" * 5000 + "1)"  # named arguments nest without brackets
    assert format_text(named) == named + "\n"


# Properties over random texts ---------------------------------------------------------
# A generated node is a list of tokens, with GAP where a separator must go and OPTIONAL
# where one may; descriptions() fills them with random spaces and comments.

GAP, OPTIONAL = object(), object()

NAMES = ["game", "players", "sites", "Orthogonal", "P1", "Mover", "Off", "End", "a-b", "x_1", "ruleset"]
OPERATORS = ["<", "<=", ">", ">=", "=", "!=", "+", "-", "*", "/", "%", "^"]

strings = st.text(st.sampled_from(list('ab Z1"\n/()<>{}#:.*|')), max_size=12).map(
    lambda value: '"' + value.replace('"', '\\"') + '"')
floats = st.tuples(st.sampled_from(["", "-", "0", "3", "-12"]), st.integers(0, 999)).map(
    "{0[0]}.{0[1]}".format)
option_refs = st.sampled_from(["<Board>", "<Board:size>", "<Board Size:type>", "<B>"])
parameters = st.integers(1, 20).map("#{}".format)
atoms = st.one_of(
    st.sampled_from(NAMES + OPERATORS + ["True", "false", "~", "#", "?"]),
    st.integers(-1000, 1000).map(str), floats, strings, option_refs, parameters,
).map(lambda token: [token])
range_ends = st.one_of(st.integers(-9, 99).map(str), strings, option_refs, parameters, st.sampled_from(NAMES))
ranges = st.tuples(range_ends, range_ends).map(lambda ends: [ends[0], OPTIONAL, "..", OPTIONAL, ends[1]])
heads = st.one_of(st.sampled_from(NAMES + OPERATORS), strings, option_refs, parameters, st.just("~"))
stars = st.sampled_from([[], [], [OPTIONAL, "*"], [OPTIONAL, "**"]])
raw_texts = st.text(st.sampled_from(list("ab ()<=\n/")), max_size=8).filter(lambda raw: not raw.endswith("("))
items = st.tuples(strings, st.lists(raw_texts, max_size=3), st.lists(strings, max_size=1), stars).map(
    lambda parts: ["(", OPTIONAL, "item", GAP, parts[0], *_join([[f"<{raw}>"] for raw in parts[1]], True),
                   *_join([[text] for text in parts[2]], True), OPTIONAL, ")", *parts[3]])


def _join(nodes, first=False):
    """The tokens of nodes separated by GAP (and preceded by one if ``first``)."""
    joined = []
    for index, node in enumerate(nodes):
        joined += [GAP, *node] if index or first else node
    return joined


def _call(parts):
    head, args, priority = parts
    priority = priority if head == "ruleset" else []  # stars are only allowed on rulesets and items
    return ["(", OPTIONAL, head, *_join(args, first=True), OPTIONAL, ")", *priority]


def _unknown(alternatives):
    tokens = ["[", OPTIONAL]
    for index, alternative in enumerate(alternatives):
        tokens += [GAP, "|", GAP] if index else []
        tokens += _join(alternative)
    return tokens + [OPTIONAL, "]"]


def _extend(children):
    keys = st.sampled_from(["use", "if", "by", "cells", "a-b"])
    return st.one_of(
        st.tuples(heads, st.lists(st.one_of(children, items), max_size=5), stars).map(_call),
        st.lists(children, max_size=6).map(lambda nodes: ["{", OPTIONAL, *_join(nodes), OPTIONAL, "}"]),
        st.lists(st.lists(children, max_size=2), min_size=1, max_size=3).map(_unknown),
        st.tuples(keys, children).map(lambda parts: [parts[0] + ":", OPTIONAL, *parts[1]]),
    )


nodes = st.recursive(st.one_of(atoms, ranges), _extend, max_leaves=25)
forms = st.tuples(heads, st.lists(st.one_of(nodes, items), max_size=6), stars).map(_call)
comments = st.text(st.sampled_from(list('ab /"(){} ')), max_size=10).map(lambda text: "//" + text)
strays = st.text(st.sampled_from(list('ab/-=*"<>{}')), min_size=1, max_size=6).filter(lambda t: t[:2] != "//")
spaces = st.sampled_from([" ", "  ", "\n", "\n\n", "\t", "\r\n", "\n    "])


@st.composite
def descriptions(draw):
    """A random description: forms, stray text and comments, with random spaces and comments inside."""
    lines = st.one_of(strays.map(lambda stray: [stray]), comments.map(lambda comment: [comment, "\n"]))
    pieces = draw(st.lists(st.one_of(forms, forms, lines), max_size=4))
    text = []
    for number, piece in enumerate(pieces):
        text.append(draw(spaces) if number else "")
        for token in piece:
            if token is GAP or token is OPTIONAL:
                choices = [spaces, comments.map(lambda comment: " " + comment + "\n")]
                token = draw(st.one_of(choices + [st.just("")] * (token is OPTIONAL)))
            text.append(token)
    return "".join(text)


def _comment_texts(file):
    return [comment.text.rstrip() for comment in file.comments]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(descriptions(), st.sampled_from([12, 40, 100]))
def test_formatting_keeps_the_tree_and_comments_and_is_idempotent(text, width):
    try:
        before = parse_text(text)
    except DiagnosticError:
        assume(False)  # the property is about texts that parse
    formatted = format_text(text, width=width)
    after = parse_text(formatted)
    assert after.forms == before.forms
    assert after.stray == before.stray
    assert _comment_texts(after) == _comment_texts(before)
    assert format_text(formatted, width=width) == formatted
