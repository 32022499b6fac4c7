"""Text and SVG pictures."""

import re
import xml.etree.ElementTree as ET

import pytest

from interpreter.board import Board, cairo, hex, square, tri
from interpreter.board.growing import growing_grid
from interpreter.board.rings import rotating_rings
from interpreter.board.svg import region_fills, render_svg
from interpreter.board.text import render_list, render_text
from interpreter.board.tiles import tiled_board


def test_square_text_has_coordinates_all_round():
    text = render_text(Board(square(3)), {Board(square(3)).site("C3"): "X"})
    assert text.splitlines() == ["  A B C", "3 . . X 3", "2 . . . 2", "1 . . . 1", "  A B C"]


def test_hex_text_is_drawn_in_its_shape():
    board = Board(hex(3, 4))
    body = render_text(board, {board.rows[-1][0]: "X"}).splitlines()
    assert [line.count(".") + line.count("X") for line in body] == [3, 4, 5, 6, 5, 4]
    # Hexagons are lettered along the slant: each row shows its first and last labels.
    assert body[0] == "A6    X . .    C6"
    assert body[-1] == "C1   . . . .   F1"
    indents = [len(line[3:]) - len(line[3:].lstrip()) for line in body]
    assert indents == [3, 2, 1, 0, 1, 2]


def test_hexagons_are_lettered_along_the_lattice():
    assert Board(hex("Diamond", 3)).labels == ("C1", "B1", "C2", "A1", "B2", "C3", "A2", "B3", "A3")
    limping = Board(hex(3, 4))
    assert [limping.label(s) for s in limping.rows[0]] == ["C1", "D1", "E1", "F1"]
    assert [limping.label(s) for s in limping.rows[2]] == ["A3", "B3", "C3", "D3", "E3", "F3"]


def test_wide_contents_widen_the_cells():
    board = Board(square(2))
    text = render_text(board, {0: "P1", 3: "P2"})
    assert "2 .  P2 2" in text and "1 P1 .  1" in text


def test_long_column_names_are_written_downwards():
    board = Board(square(28))
    lines = render_text(board, max_width=200).splitlines()
    assert lines[0].split() == ["A", "A"]
    assert lines[1].split()[:2] == ["A", "B"] and lines[1].split()[-2:] == ["A", "B"]
    assert lines[2].startswith("28 .")


def test_too_wide_boards_fall_back_to_a_labelled_list():
    board = Board(square(3))
    assert render_text(board, {4: "O"}, max_width=4) == render_list(board, {4: "O"})
    assert render_list(board, {4: "O"}).splitlines()[4] == "B2 O"


@pytest.mark.parametrize("board", [
    Board(square(4)), Board(hex(3)), Board(hex(3, 4)), Board(tri(3)), Board(cairo(4)),
    Board(square(3), use="Vertex"), rotating_rings().board, growing_grid((0, 0), (2, 1)).to_board(),
], ids=["square", "hex", "limping", "tri", "cairo", "vertices", "rings", "growing"])
def test_every_board_kind_renders_valid_svg(board):
    svg = render_svg(board, pieces={0: 1, board.num_sites - 1: (2, "3")}, last_move=0,
                     legal_moves=[board.num_sites - 1])
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    texts = [t.text for t in root.iter() if t.tag.endswith("text")]
    assert set(board.labels) <= set(texts)
    assert "3" in texts
    if board.use == "Cell":
        assert svg.count("<polygon") == board.num_sites
    assert svg.count('stroke="#d32f2f"') == 1


def test_svg_colours_pieces_and_regions():
    board = tiled_board([("ab", "ba")], (1, 1))
    svg = render_svg(board, pieces={0: 1, 1: 2}, palette={"a": "#111111", "b": "#222222"})
    assert svg.count('fill="#111111"') == 2 and svg.count('fill="#222222"') == 2
    assert 'fill="#1b1b1b"' in svg and 'fill="#fafafa"' in svg
    fills = region_fills(Board(square(3)), {"Top": "#abcdef"})
    assert set(fills) == {6, 7, 8}
    svg = render_svg(Board(square(3)), fills=fills, labels=False)
    assert svg.count('fill="#abcdef"') == 3 and "<text" not in svg


def test_svg_is_upright():
    board = Board(square(2))
    svg = render_svg(board, labels=False)
    polygons = re.findall(r'<polygon points="([^"]+)"', svg)
    first_y = float(polygons[0].split()[0].split(",")[1])
    last_y = float(polygons[-1].split()[0].split(",")[1])
    assert first_y > last_y  # site 0 (bottom row) is lower on the page
