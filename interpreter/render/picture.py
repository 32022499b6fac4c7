"""A state as an SVG picture: every piece with its short name (see :mod:`interpreter.render.notation`)
in its owner's colour, a value it carries and where it points written under it, the last move ringed,
the sites of the legal moves dotted, the sites the metadata points out (``(show Sites ...)``) ringed. A growing board is drawn only around what is on it (and
where the next piece may go), never as its whole grid.

>>> from interpreter.game import load_game
>>> game = load_game("descriptions/flower-up.lud")
>>> picture = state_svg(game, game.new_initial_state(seed=1))
>>> picture.count('class="site"'), len(picture) < 20_000  # the first place and the eight around it
(9, True)
"""

from __future__ import annotations

from interpreter.board.svg import render_svg
from interpreter.render.notation import piece_symbols
from interpreter.render.panel import highlighted

_POINTS = "↑→↓←"  # a piece's north after 0-3 quarter-turns clockwise


def state_svg(game, state, size: int = 640, legal: bool = True) -> str:
    """The position as an SVG document (legal: dot the sites the mover's moves go to)."""
    board = game.board
    symbols = piece_symbols(game)
    pieces = {}
    colours = [game.metadata.piece_colour(kind.name) for kind in game.pieces]  # from (piece Colour ...)
    for site, what in enumerate(state.what):
        if what >= 0:
            owner = state.who[site] if state.who[site] >= 1 else max(game.pieces[what].owner, 0)
            pieces[site] = (owner, symbols[what], colours[what])
    last = [site for site in (state.last_from, state.last_to) if 0 <= site < board.num_sites]
    targets = sorted(_targets(state)) if legal and not state.is_terminal() else []
    rings = getattr(game, "rings", None)
    turns = {ring: game.layout.get(state, "ring turns", ring) for ring in range(rings.areas)} if rings else None
    window = grid_window(board, [s for s in range(board.num_sites) if state.what[s] >= 0] + targets) \
        if game.grid is not None else None
    highlights = [([board.site(label) for label in region["sites"]], region["colour"], region["caption"])
                  for region in highlighted(game, state)]
    return render_svg(board, pieces=pieces, last_move=last, legal_moves=targets,  # type: ignore[arg-type]
                      rings=rings, turns=turns, sites=window, notes=_notes(game, state), size=size,
                      highlights=highlights)


def _targets(state) -> set[int]:
    """The sites the legal moves go to (and come from, for moves from a site to another)."""
    sites = state.game.board.num_sites
    found = set()
    for move in state.legal_moves():
        if 0 <= move.to < sites:
            found.add(move.to)
            if 0 <= move.frm < sites:
                found.add(move.frm)
    return found


def _notes(game, state) -> dict[int, str]:
    """The value each piece carries (when any), where it points (when turned) and the side it shows
    (when it turns over); in a game that counts pieces, how many each site holds."""
    layout, notes = game.layout, {}
    turned = "rotation" in layout.arrays  # the rules turn pieces
    counted = "count" in layout.arrays  # the rules count the pieces on each site (sowing)
    for site, what in enumerate(state.what):
        if what < 0:
            continue
        if counted:
            notes[site] = str(layout.get(state, "count", site) or 1)
            continue
        value = layout.get(state, "piece value", site)
        rotation = layout.get(state, "rotation", site) if turned else None
        text = (str(value) if value else "") + (_POINTS[rotation % 4] if rotation is not None else "")
        if game.flips[what] is not None:  # a piece that turns over: the side it shows
            text += f"side {state.marks[site]}"
        if text:
            notes[site] = text
    return notes


def grid_window(board, kept: list[int]) -> list[int]:
    """The sites of a growing grid (labelled ``x,y``) worth drawing: those kept, and one more row and
    column around them; the centre and its neighbours when none is kept."""
    if not kept:
        kept = [board.num_sites // 2]
    places = [tuple(int(v) for v in board.label(site).split(",")) for site in kept]
    xs, ys = [p[0] for p in places], [p[1] for p in places]
    window = []
    for x in range(min(xs) - 1, max(xs) + 2):
        for y in range(min(ys) - 1, max(ys) + 2):
            try:
                window.append(board.site(f"{x},{y}"))
            except Exception:  # beyond the edge of the grid
                continue
    return window
