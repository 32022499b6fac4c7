"""SVG pictures of boards: cells, region colours, pieces, labels and marks.

Pure string building; the picture has y growing upwards like the board.

>>> from interpreter.board import Board, square
>>> svg = render_svg(Board(square(3)), pieces={4: 1}, last_move=4, legal_moves=[0])
>>> svg.startswith("<svg") and svg.count("<polygon") == 9
True
"""

from __future__ import annotations

import math
from typing import Iterable, Mapping
from xml.sax.saxutils import escape

_QUOTES = {'"': "&quot;"}  # for text in attributes

from .board import Board

#: Fill of each player's pieces; 0 is neutral.
OWNER_COLOURS = {0: "#9e9e9e", 1: "#1b1b1b", 2: "#fafafa", 3: "#c62828", 4: "#1565c0",
                 5: "#2e7d32", 6: "#ef6c00"}

BOARD_FILL = "#eedcb3"
LINE = "#3b3024"

#: Fills of colour codes that name a colour by its initial (R, G, B, ...), in any case.
NAMED_FILLS = {"R": "#e8a0a0", "G": "#a5d6a7", "B": "#90caf9", "Y": "#fff59d", "P": "#ce93d8",
               "O": "#ffcc80", "W": "#fafafa", "K": "#9e9e9e"}

#: Fills given in turn to the other colour codes.
CODE_FILLS = ("#80cbc4", "#bcaaa4", "#f48fb1", "#b0bec5", "#e6ee9c", "#ffab91", "#b39ddb", "#81d4fa")

#: Light fills for the regions of each player (1, 2, ...), under the pieces' colours.
REGION_TINTS = {1: "#f6c3bd", 2: "#c3d7f6", 3: "#f6e7b0", 4: "#bfe3c8"}


def region_fills(board: Board, colours: Mapping[str, str]) -> dict[int, str]:
    """Per-site fills from region names: region_fills(b, {"Top": "#fdd"})."""
    fills: dict[int, str] = {}
    for name, colour in colours.items():
        for site in board.region(name):
            fills[site] = colour
    return fills


def code_palette(board: Board) -> dict[str, str]:
    """A fill for each colour code of the board: R is red, G green, B blue, and so on
    (Y, P, O, W, K); other codes get distinct fills in code order.

    >>> from interpreter.board.tiles import tiled_board
    >>> code_palette(tiled_board([("Ra", "bR")], (1, 1)))
    {'R': '#e8a0a0', 'a': '#80cbc4', 'b': '#90caf9'}
    """
    codes = sorted({c for c in board.colours if c})
    others = iter(CODE_FILLS * (len(codes) // len(CODE_FILLS) + 1))
    given = getattr(board, "palette", None) or {}
    return {code: given.get(code) or NAMED_FILLS.get(code.upper()) or next(others) for code in codes}


def render_svg(board: Board, pieces: Mapping[int, int | tuple[int, str]] | None = None,
               fills: Mapping[int, str] | None = None, palette: Mapping[str, str] | None = None,
               last_move: int | Iterable[int] | None = None, legal_moves: Iterable[int] = (),
               labels: bool = True, size: int = 640, rings=None,
               turns: Mapping[int, int] | None = None, sites: Iterable[int] | None = None,
               notes: Mapping[int, str] | None = None,
               highlights: Iterable[tuple[Iterable[int], str, str]] = ()) -> str:
    """The board as an SVG document.

    pieces: site -> owner (1, 2, ...), (owner, text) or (owner, text, colour); fills: site -> colour;
    palette: board colour code -> colour (code_palette(board) by default);
    last_move: a site or sites ringed in red; legal_moves: sites marked with a dot.
    On a coloured board (tiles), the borders of its fields are drawn thick.
    rings: the RotatingRings behind a board of rings: each ring is outlined and named, its
    contact pairs joined by a red line, and a hand on each ring points at the slot where its
    slot 0 has turned to (turns: ring -> sixths of a turn counter-clockwise).
    sites: draw only these sites (a window on a large board); notes: site -> a short text
    written under its piece (a value it carries, where it points); highlights: (sites, colour,
    caption) for each group of sites to point out, each site ringed with a dashed line of the colour.
    Every site's shape carries ``data-site`` (its number) and ``data-label``, for pages that click on it.
    """
    pieces, fills, palette, notes = pieces or {}, fills or {}, palette or code_palette(board), notes or {}
    shown = sorted(set(sites)) if sites is not None else list(board.sites)
    if board.use == "Cell":
        points = [p for site in shown for p in board.polygons[site]]
    else:
        points = [board.centres[site] for site in shown]
    points = points or list(board.centres)
    unit = _spacing(board)
    pad = unit * 0.6
    xmin = min(p[0] for p in points) - pad
    xmax = max(p[0] for p in points) + pad
    ymin = min(p[1] for p in points) - pad
    ymax = max(p[1] for p in points) + pad
    scale = size / max(xmax - xmin, ymax - ymin)
    width, height = (xmax - xmin) * scale, (ymax - ymin) * scale

    def xy(p: tuple[float, float]) -> str:
        return f"{(p[0] - xmin) * scale:.2f},{(ymax - p[1]) * scale:.2f}"

    def circle(site: int, radius: float, style: str) -> str:
        x, y = xy(board.centres[site]).split(",")
        return f'<circle cx="{x}" cy="{y}" r="{radius * unit * scale:.2f}" {style}/>'

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
           f'viewBox="0 0 {width:.2f} {height:.2f}" font-family="sans-serif">',
           '<style>svg * { pointer-events: none } svg .site { pointer-events: all }</style>',  # clicks reach sites
           '<rect width="100%" height="100%" fill="#ffffff"/>']
    stroke = max(1.0, scale * unit * 0.03)
    if board.use == "Cell":
        for site in shown:
            fill = fills.get(site) or palette.get(board.colours[site] or "", BOARD_FILL)
            corners = " ".join(xy(p) for p in board.polygons[site])
            out.append(f'<polygon points="{corners}" fill="{fill}" stroke="{LINE}" '
                       f'stroke-width="{stroke:.2f}" stroke-linejoin="round" class="site" '
                       f'data-site="{site}" data-label="{escape(board.labels[site])}"/>')
    else:
        g = board.graph
        for face in g.faces:
            out.append(f'<polygon points="{" ".join(xy(g.vertices[v]) for v in face)}" '
                       f'fill="{BOARD_FILL}" stroke="none"/>')
        for a, b in g.edges:
            (x1, y1), (x2, y2) = (xy(g.vertices[v]).split(",") for v in (a, b))
            out.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{LINE}" '
                       f'stroke-width="{stroke:.2f}"/>')
        for site in shown:
            fill = fills.get(site) or palette.get(board.colours[site] or "", LINE)
            out.append(circle(site, 0.08, f'fill="{fill}"'))
            out.append(circle(site, 0.4, f'fill="transparent" class="site" data-site="{site}" '
                                         f'data-label="{escape(board.labels[site])}"'))
    if board.use == "Cell" and any(board.colours) and sites is None:
        for start, end in _field_borders(board):
            out.append(f'<line x1="{xy(start).split(",")[0]}" y1="{xy(start).split(",")[1]}" '
                       f'x2="{xy(end).split(",")[0]}" y2="{xy(end).split(",")[1]}" stroke="{LINE}" '
                       f'stroke-width="{stroke * 3:.2f}" stroke-linecap="round" class="field-border"/>')
    if rings is not None:
        out += _rings(rings, board, turns or {}, xy, unit * scale, stroke)
    if labels:
        font = unit * scale * 0.2
        dx, dy = (0.18, 0.3) if board.use == "Vertex" else (0.0, 0.42)
        for site in shown:
            x, y = (float(v) for v in xy(board.centres[site]).split(","))
            out.append(f'<text pointer-events="none" x="{x + unit * scale * dx:.2f}" y="{y + unit * scale * dy:.2f}" '
                       f'font-size="{font:.1f}" text-anchor="middle" fill="#4e4236" '
                       f'stroke="#ffffff" stroke-width="{font * 0.25:.2f}" stroke-opacity="0.7" '
                       f'paint-order="stroke">{escape(board.labels[site])}</text>')
    for site, piece in sorted(pieces.items()):
        owner, text, colour = (piece + (None,))[:3] if isinstance(piece, tuple) else (piece, "", None)
        fill = colour or OWNER_COLOURS.get(owner, "#7b1fa2")
        out.append(circle(site, 0.3, f'fill="{fill}" stroke="{LINE}" stroke-width="{stroke:.2f}" '
                                     f'class="piece" pointer-events="none"'))
        x, y = (float(v) for v in xy(board.centres[site]).split(","))
        ink = "#ffffff" if _dark(fill) else "#000000"
        if text:
            font = unit * scale * 0.28 * min(1.0, 2.2 / max(1, len(str(text))))
            out.append(f'<text x="{x:.2f}" y="{y + font * 0.35:.2f}" pointer-events="none" '
                       f'font-size="{font:.1f}" text-anchor="middle" '
                       f'fill="{ink}">{escape(str(text))}</text>')
        if site in notes:
            out.append(f'<text x="{x:.2f}" y="{y + unit * scale * 0.25:.2f}" pointer-events="none" '
                       f'font-size="{unit * scale * 0.14:.1f}" text-anchor="middle" '
                       f'fill="{ink}">{escape(notes[site])}</text>')
    for region, colour, caption in highlights:
        out.append(f'<g class="highlight" data-caption="{escape(caption, _QUOTES)}"><title>{escape(caption)}</title>')
        out += [circle(site, 0.46, f'fill="none" stroke="{escape(colour, _QUOTES)}" stroke-width="{stroke * 3:.2f}" '
                                   f'stroke-dasharray="{stroke * 4:.2f} {stroke * 2:.2f}" pointer-events="none"')
                for site in region if site in pieces or sites is None or site in shown]
        out.append("</g>")
    marked = [last_move] if isinstance(last_move, int) else list(last_move or ())
    for site in marked:
        out.append(circle(site, 0.4, f'fill="none" stroke="#d32f2f" stroke-width="{stroke * 2.5:.2f}" '
                                     f'pointer-events="none" class="last"'))
    for site in legal_moves:  # a dot on an empty site, a ring round a piece
        out.append(circle(site, 0.36, f'fill="none" stroke="#2e7d32" stroke-width="{stroke * 2.5:.2f}" '
                                      f'pointer-events="none" class="target"') if site in pieces
                   else circle(site, 0.1, 'fill="#2e7d32" fill-opacity="0.8" pointer-events="none" class="target"'))
    out.append("</svg>")
    return "\n".join(out)


def _dark(colour: str) -> bool:
    """Whether a #rrggbb colour is dark enough for white writing on it."""
    red, green, blue = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * red + 0.587 * green + 0.114 * blue < 150


def _rings(rings, board: Board, turns: Mapping[int, int], xy, unit: float, stroke: float) -> list[str]:
    """Ring outlines, names and rotation hands, and the contact pairs, for render_svg."""
    out = []

    def point(p):
        x, y = xy(p).split(",")
        return float(x), float(y)

    for k, sites in enumerate(rings.site_of):
        corners = [point(board.centres[s]) for s in sites]
        cx, cy = sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners)
        radius = math.dist((cx, cy), corners[0])
        out.append(f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{radius:.2f}" fill="none" stroke="{LINE}" '
                   f'stroke-width="{stroke * 2:.2f}" stroke-dasharray="{stroke * 4:.2f}" class="ring"/>')
        hx, hy = corners[turns.get(k, 0) % len(corners)]
        tip = (cx + (hx - cx) * 0.45, cy + (hy - cy) * 0.45)
        out.append(f'<line x1="{cx:.2f}" y1="{cy:.2f}" x2="{tip[0]:.2f}" y2="{tip[1]:.2f}" stroke="{LINE}" '
                   f'stroke-width="{stroke * 2.5:.2f}" stroke-linecap="round" class="rotation"/>')
        out.append(f'<text x="{cx:.2f}" y="{cy - unit * 0.12:.2f}" font-size="{unit * 0.3:.1f}" '
                   f'text-anchor="middle" fill="{LINE}">A{k}</text>')
    for (a, i), (b, j) in rings.contacts:
        (x1, y1), (x2, y2) = point(board.centres[rings.site(a, i)]), point(board.centres[rings.site(b, j)])
        out.append(f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}" stroke="#d32f2f" '
                   f'stroke-width="{stroke * 3:.2f}" stroke-linecap="round" class="contact"/>')
    return out


def _field_borders(board: Board) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The cell sides between two fields, and those on the board's outline."""
    owners: dict[tuple, list[int]] = {}
    for site, polygon in enumerate(board.polygons):
        for a, b in zip(polygon, polygon[1:] + polygon[:1]):
            key = tuple(sorted(((round(a[0], 6), round(a[1], 6)), (round(b[0], 6), round(b[1], 6)))))
            owners.setdefault(key, []).append(site)
    return [key for key, sites in owners.items()
            if len(sites) == 1 or len({board.field_of[s] for s in sites}) > 1]


def _spacing(board: Board) -> float:
    """Typical distance between neighbouring sites (the size of a piece)."""
    distances = sorted(math.dist(board.centres[a], board.centres[b])
                       for a, row in enumerate(board.neighbour_table("Orthogonal")) for b in row)
    if distances:
        return distances[len(distances) // 2]
    if board.num_sites > 1:
        xs = [c[0] for c in board.centres]
        ys = [c[1] for c in board.centres]
        return max(max(xs) - min(xs), max(ys) - min(ys)) / math.sqrt(board.num_sites)
    return 1.0
