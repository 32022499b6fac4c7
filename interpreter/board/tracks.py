"""The sites of a track written as steps, as Ludii reads a ``(track ...)`` given by a string.

The string is a first site, then sites by number and compass directions of the board, each
direction followed as far as the board goes, or as many sites as the number after it says
("N1": one site north). Sites met twice in a row count once.

>>> from interpreter.board.mancala import mancala_board
>>> track_path(mancala_board(2, 3, store="None"), "0,E,N1,W")
(0, 1, 2, 5, 4, 3)
"""

from __future__ import annotations

from .board import Board
from .errors import BoardError


def track_path(board: Board, steps: str) -> tuple[int, ...]:
    """The sites of the track the steps describe (BoardError when they name no site or direction)."""
    parts = [part.strip() for part in steps.split(",")]
    if not parts[0].isdigit():
        raise BoardError(f'the steps of a track start with a site number, as in "0,E,N1,W"; got "{parts[0]}"')
    sites = [_site(board, int(parts[0]))]
    for part in parts[1:]:
        if part.isdigit():
            sites.append(_site(board, int(part)))
            continue
        direction = part.rstrip("0123456789")
        if direction not in board.directions:
            raise BoardError(f'"{part}" in the steps of a track is no direction of this board; '
                             f"its directions are {', '.join(board.directions)}")
        ray = board.ray(sites[-1], direction)
        sites.extend(ray if len(direction) == len(part) else ray[:int(part[len(direction):])])
    return tuple(site for index, site in enumerate(sites) if index == 0 or sites[index - 1] != site)


def _site(board: Board, site: int) -> int:
    if not 0 <= site < board.num_sites:
        raise BoardError(f"no site {site} on this board for the track; its sites are 0 to {board.num_sites - 1}")
    return site
