"""A state as text: the board with each piece's short name (see :mod:`interpreter.render.notation`),
what the symbols stand for, then the panel beside the board (:mod:`interpreter.render.panel`).

>>> from interpreter.game import load_game
>>> game = load_game("examples/tic-tac-toe.lud")
>>> state = game.new_initial_state()
>>> state.apply("B2")
>>> print(render_state(game, state))
  A B C
3 . . . 3
2 . D . 2
1 . . . 1
  A B C
"""

from __future__ import annotations

from interpreter.board.text import render_text
from interpreter.render.notation import legend, site_symbol
from interpreter.render.panel import panel_lines

_TURNED = "^>v<"  # a piece's printed north after 0-3 quarter-turns clockwise


def render_state(game, state) -> str:
    """The board as text, then the legend and the panel, one item a line."""
    lines = [render_grid(game, state) if game.grid is not None else render_board(game, state)]
    key = legend(game, state) if game.grid is None else ""
    if key:
        lines.append(key)
    lines += panel_lines(game, state)
    return "\n".join(lines)


def render_board(game, state) -> str:
    """The board with the pieces' short names; the empty sites of a coloured board (tiles) show their
    colour code in lower case."""
    contents = {}
    for site in range(game.board.num_sites):
        symbol = site_symbol(game, state, site)
        if symbol is not None:
            contents[site] = symbol
        elif game.board.colours[site]:
            contents[site] = game.board.colours[site].lower()
    return render_text(game.board, contents)


def render_grid(game, state) -> str:
    """A growing grid as text, only around the occupied positions: each piece with the value it
    carries (- for none) and where its printed north points; * marks a site whose state is set."""
    board = game.board
    occupied = [site for site in range(board.num_sites) if state.what[site] >= 0]
    if not occupied:
        return "(no pieces yet: the first goes anywhere)"
    places = {tuple(int(v) for v in board.label(site).split(",")): site for site in occupied}
    xs, ys = [p[0] for p in places], [p[1] for p in places]
    layout = game.layout
    cells = {}
    for position, site in places.items():
        value = layout.get(state, "piece value", site)
        cells[position] = (f"{game.pieces[state.what[site]].name}/{value or '-'}"
                           f"{_TURNED[layout.get(state, 'rotation', site) % 4]}{'*' if state.marks[site] else ''}")
    width = max(max(len(c) for c in cells.values()), 4) + 1
    lines = ["      " + "".join(f"{x:^{width}}" for x in range(min(xs) - 1, max(xs) + 2))]
    for y in range(max(ys) + 1, min(ys) - 2, -1):
        row = "".join(f"{cells.get((x, y), '.'):^{width}}" for x in range(min(xs) - 1, max(xs) + 2))
        lines.append(f"{y:>5} {row}")
    lines.append("(each piece: name/its value, ^>v< where its north points, * its state is set)")
    return "\n".join(lines)
