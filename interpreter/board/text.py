"""Terminal pictures of boards: each site drawn at its column and row, with
column letters above and below and row numbers at both sides.

>>> from interpreter.board import Board, square
>>> print(render_text(Board(square(3)), {0: "X", 4: "O"}))
  A B C
3 . . . 3
2 . O . 2
1 X . . 1
  A B C
"""

from __future__ import annotations

import math
from typing import Mapping

from .board import Board, column_name


def render_text(board: Board, contents: Mapping[int, str] | None = None,
                empty: str = ".", max_width: int = 160) -> str:
    """The board in its own shape: square boards as a grid, hex boards as
    staggered rows, other boards placed by their centres. Contents maps a
    site to a short string. A board too wide for max_width columns is given
    as a labelled list instead."""
    contents = contents or {}
    width = max([len(empty), *(len(str(v)) for v in contents.values())])
    gap = _column_gap(board)
    unit = max(1, math.ceil((width + 1) / gap))
    columns = len(board.columns)
    names = [column_name(c) for c in range(columns)]
    number_width = len(str(len(board.rows)))
    line_width = (columns - 1) * unit + width
    if number_width * 2 + 2 + line_width > max_width:
        return render_list(board, contents, empty)
    by_column = all(board.labels[s] == f"{column_name(board.column_of[s])}{board.row_of[s] + 1}"
                    for s in board.sites)
    if not by_column:  # hexagons lettered along the slant: each row shows its first and last labels
        number_width = max(len(label) for label in board.labels)
    margin = " " * (number_width + 1)
    header = _header(names, unit, width, margin) if by_column else []
    lines = header[:]
    for r in range(len(board.rows) - 1, -1, -1):
        chars = [" "] * line_width
        for site in board.rows[r]:
            text = str(contents.get(site, empty)).center(width)
            start = board.column_of[site] * unit
            chars[start:start + width] = text
        row = sorted(board.rows[r], key=lambda site: board.column_of[site])
        left, right = (str(r + 1), str(r + 1)) if by_column else (board.labels[row[0]], board.labels[row[-1]])
        lines.append(f"{left:>{number_width}} {''.join(chars).rstrip():<{line_width}} {right}".rstrip())
    return "\n".join(lines + header)


def render_list(board: Board, contents: Mapping[int, str] | None = None, empty: str = ".") -> str:
    """One line per site: label and contents, in site order."""
    contents = contents or {}
    size = max(len(label) for label in board.labels)
    return "\n".join(f"{board.labels[s]:>{size}} {contents.get(s, empty)}" for s in board.sites)


def _column_gap(board: Board) -> int:
    """The least difference in column between two sites of one row (2 on hex boards)."""
    gap = None
    for row in board.rows:
        cols = sorted(board.column_of[s] for s in row)
        for a, b in zip(cols, cols[1:]):
            gap = b - a if gap is None else min(gap, b - a)
    return gap or 1


def _header(names: list[str], unit: int, width: int, margin: str) -> list[str]:
    """Column letters, one line per letter position when names are long."""
    tall = max(len(n) for n in names)
    if tall < unit or len(names) == 1:
        chars = [" "] * ((len(names) - 1) * unit + width + tall)
        for c, name in enumerate(names):
            start = c * unit + (width - 1) // 2
            chars[start:start + len(name)] = name
        return [margin + "".join(chars).rstrip()]
    lines = []
    for i in range(tall):
        chars = [" "] * ((len(names) - 1) * unit + width)
        for c, name in enumerate(names):
            padded = name.rjust(tall)
            chars[c * unit + (width - 1) // 2] = padded[i]
        lines.append(margin + "".join(chars).rstrip())
    return lines
