"""Constant folding: values the rules fix once are worked out when compiling."""

import pytest

from interpreter.compiler import constant_of
from interpreter.game import load_text
from ludeme.checker import check_expression
from ludeme.parser import parse_text

GAME = load_text('(game "T" (players 3) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                 "(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))")


def compiled(text: str, kind: str):
    value, problems = check_expression(parse_text(text).forms[0], kind)
    assert not problems
    return GAME._compiler.compile(value, kind)


@pytest.mark.parametrize("text, kind, value", [
    ("(count Players)", "int", 3),
    ("(count Sites in:(sites Board))", "int", 9),
    ("(* 10 (count Sites in:(sites Board)))", "int", 90),
    ("(+ (count Players) 1)", "int", 4),
    ("(>= (count Players) 3)", "boolean", True),
    ("(= 2 (count Players))", "boolean", False),
])
def test_fixed_values_are_folded(text, kind, value):
    closure = compiled(text, kind)
    assert constant_of(closure) == value and closure(GAME.new_initial_state(0)) == value


@pytest.mark.parametrize("text, kind", [
    ("(count Turns)", "int"),
    ("(count Sites in:(sites Empty))", "int"),
    ("(>= (count Turns) (count Players))", "boolean"),
])
def test_values_of_the_position_are_not(text, kind):
    assert constant_of(compiled(text, kind)) is None


def test_a_comparison_with_one_fixed_side_follows_the_position():
    state = GAME.new_initial_state(0)
    fewer = compiled("(< (count Sites in:(sites Empty)) (count Players))", "boolean")
    assert fewer(state) is False
    for label in ("A1", "B1", "C1", "A2", "B2", "C2", "A3"):
        state.apply(label)
    assert fewer(state) is True  # 2 empty sites, 3 players


@pytest.mark.parametrize("operator", ["=", "!=", "<", "<=", ">", ">="])
@pytest.mark.parametrize("moves", [1, 2, 3])
def test_a_comparison_with_a_fixed_side_on_either_side_compares_as_written(operator, moves):
    """A comparison with one fixed side calls only the other side: each operator, written with the
    fixed side first or second, answers as Python's operator does."""
    import operator as python

    compare = {"=": python.eq, "!=": python.ne, "<": python.lt, "<=": python.le, ">": python.gt, ">=": python.ge}[operator]
    state = GAME.new_initial_state(0)
    for label in ("A1", "B1", "C1")[:moves - 1]:
        state.apply(label)
    turn = compiled("(count Turns)", "int")(state)
    assert turn == moves  # 1, 2, 3 around the fixed side 2: the first turn is 1
    assert compiled(f"({operator} (count Turns) 2)", "boolean")(state) is compare(turn, 2)
    assert compiled(f"({operator} 2 (count Turns))", "boolean")(state) is compare(2, turn)
