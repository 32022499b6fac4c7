"""Small .lud descriptions for the board tests: a game around a board and its equipment."""

from ludeme.checker import check
from ludeme.expansion import expand
from ludeme.parser import parse_file, parse_text

from interpreter.board.build import board_from_equipment

#: Ludii's "Cairo 1" (Sprout-R-Out.lud): the cells removed from the dual of (tiling T33434 5).
CAIRO_1 = ("(trim (remove (dual (tiling T33434 5)) cells:{0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 "
           "20 21 24 27 28 29 35 36 39 40 44 45 46 47 53 54 55 59 60 64 65 71 72 76 79 85 90 93 94 95 96 "
           "97 98 99}))")

TILES = '(tiles 2 2 {{"RRG" "RGG" "BBB"} {"YYY" "YRR" "GGR"} {"BGB" "GGB" "RRR"} {"RYY" "RBY" "BBY"}}'


def game_text(*items: str) -> str:
    """A two-player game whose equipment holds the items, one a line from line 4, each at column 5."""
    lines = ['(game "Test"', "  (players 2)", "  (equipment {", *(f"    {item}" for item in items), "  })",
             "  (rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))"]
    return "\n".join(lines) + "\n"


def checked(text: str, path: str = "test.lud", options=()):
    result = check(expand(parse_text(text, path), options))
    assert result.ok, [d.render() for d in result.diagnostics]
    return result.game


def built(*items: str, seed: int = 0):
    """The GameBoard of a game with these equipment items."""
    return board_from_equipment(checked(game_text(*items)), seed=seed)


def built_file(path, options=()):
    result = check(expand(parse_file(path), options))
    assert result.ok
    return board_from_equipment(result.game)
