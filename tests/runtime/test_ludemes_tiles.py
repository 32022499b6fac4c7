"""Tiled boards: (tiles ... colours:), and the pictures of coloured boards, apart from any game."""

import random
import xml.etree.ElementTree as ElementTree

import pytest

from interpreter.board import Board, square
from interpreter.board.build import board_from_equipment
from interpreter.board.svg import code_palette, render_svg
from interpreter.board.tiles import tiled_board
from ludeme.checker import check
from ludeme.diagnostics import DiagnosticError
from ludeme.expansion import expand
from ludeme.parser import parse_text

TILES = '{{"ab" "aa"} {"bb" "ba"} {"ab" "ba"} {"aa" "aa"}}'
SVG = "{http://www.w3.org/2000/svg}"


def board_of(tiles: str, seed: int = 0):
    text = (f'(game "T" (players 2) (equipment {{(board {tiles}) (piece "Disc" Each)}}) '
            "(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))")
    result = check(expand(parse_text(text)))
    assert result.ok, [d.message for d in result.diagnostics]
    return board_from_equipment(result.game, seed=seed).board


def test_colours_give_the_fills_of_the_colour_codes():
    board = board_of(f'(tiles 2 2 {TILES} colours:{{{{"a" "rgb(1,2,3)"}} {{"b" "navy"}}}})')
    assert dict(board.palette) == {"a": "rgb(1,2,3)", "b": "navy"}
    assert code_palette(board) == {"a": "rgb(1,2,3)", "b": "navy"}
    assert board.with_regions(Home=[0]).palette == board.palette
    with pytest.raises(DiagnosticError, match="pair"):
        board_of(f'(tiles 2 2 {TILES} colours:{{{{"a"}}}})')


def test_pictures_of_coloured_boards_outline_their_fields():
    board = tiled_board([("ab", "aa")], (1, 1), palette={"a": "#010101"})  # fields: 3 a's and 1 b
    root = ElementTree.fromstring(render_svg(board))
    assert {p.get("fill") for p in root.iter(f"{SVG}polygon")} == {"#010101", code_palette(board)["b"]}
    borders = [line for line in root.iter(f"{SVG}line") if line.get("class") == "field-border"]
    assert len(borders) == 2 + 8  # b's two inner sides and the outline
    plain = ElementTree.fromstring(render_svg(Board(square(2))))
    assert not [line for line in plain.iter(f"{SVG}line") if line.get("class") == "field-border"]


def test_board_areas():
    board = tiled_board([("ab", "aa"), ("bb", "ba")], (1, 2), rng=random.Random(0))
    assert len(board.areas("Rows")) == 2 and len(board.areas("Columns")) == 4
    assert board.areas("Fields") == board.fields
    with pytest.raises(ValueError, match="unknown kind of areas"):
        board.areas("Hints")
