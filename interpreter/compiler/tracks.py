"""Tracks: named paths through the board's sites, as Ludii's ``(track ...)`` items of a board.

A track is written in the board item, ``(board <graph> {(track "A0" {...} loop:True) ...})``,
with its sites by index or by label; a looped track goes on from its last site to its first.
The compile rules of the ludemes reading tracks (``(sites Track ...)``, ``(trackSite ...)``)
are in their families; this module resolves the tracks once per game.
"""

from __future__ import annotations

from typing import NamedTuple

from interpreter.board.build import BOARD_ITEMS
from interpreter.board.errors import BoardError
from interpreter.board.tracks import track_path
from interpreter.compiler import Compiler, SiteValues
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean


class Track(NamedTuple):
    """A track's sites in order, the place of each site on it, whether it loops, and the player owning
    it (0: everyone's)."""

    sites: tuple[int, ...]
    position: dict[int, int]
    loop: bool
    owner: int = 0


def tracks_of(c: Compiler) -> dict[str, Track]:
    """The tracks of the game's board by name (the first of each name), shared by the game's ludemes."""
    known = c.shared("equipment")
    if "tracks" not in known:
        found: dict[str, Track] = {}
        for name, track in all_tracks(c):
            found.setdefault(name, track)
        known["tracks"] = found
    tracks: dict[str, Track] = known["tracks"]
    return tracks


def all_tracks(c: Compiler) -> list[tuple[str, Track]]:
    """Every track of the game's board with its name, in the order written."""
    known = c.shared("equipment")
    if "all tracks" not in known:
        found: list[tuple[str, Track]] = []
        items = c.equipment.get("items", ()) if c.equipment is not None else ()
        for item in items:
            if not (isinstance(item, Bound) and item.ludeme.head in BOARD_ITEMS):
                continue
            written = item.get("tracks", ())
            for track in written if isinstance(written, tuple) else (written,):
                steps = track.get("sites")
                if isinstance(steps, str):
                    try:
                        sites = track_path(c.board, steps)
                    except BoardError as error:
                        raise DiagnosticError([Diagnostic.error(str(error), track.node.span)]) from None
                else:
                    sites = tuple(_site(v, track, c) for v in steps)
                    sites = tuple(site for i, site in enumerate(sites) if i == 0 or sites[i - 1] != site)
                owner = _owner(track.get("owner"), track, c)
                if any(name == track.get("name") and other.owner == owner for name, other in found):
                    raise DiagnosticError([Diagnostic.error(
                        f'a second track is named "{track.get("name")}"', track.node.span,
                        hint="each track of a board has a name of its own (or another owner)")])
                found.append((track.get("name"), Track(sites, {site: i for i, site in reversed(list(enumerate(sites)))},
                                                       bool(track.get("loop", False)), owner)))
        known["all tracks"] = found
    tracks: list[tuple[str, Track]] = known["all tracks"]
    return tracks


def _owner(value: object, track: Bound, c: Compiler) -> int:
    if value is None:
        return 0
    if isinstance(value, s.Name):
        if value.text.startswith("P") and value.text[1:].isdigit():
            return int(value.text[1:])
        if value.text in ("Neutral", "Shared", "All", "Each"):
            return 0
        raise DiagnosticError([Diagnostic.error(f"a track belongs to one player, such as P1; got {value.text}",
                                                track.node.span)])
    if isinstance(value, int):
        return value
    raise DiagnosticError([Diagnostic.error("a track's owner is a player, such as P1, or a number", track.node.span)])


def _site(value: int | str, track: Bound, c: Compiler) -> int:
    board = c.board
    try:
        site = board.site(value) if isinstance(value, str) else value
    except (KeyError, ValueError):
        site = -1
    if not 0 <= site < board.num_sites:
        raise DiagnosticError([Diagnostic.error(f"no site {value!r} on this board for the track", track.node.span,
                                                hint=f"sites are 0 to {board.num_sites - 1}, or their labels")])
    return site


def track_sites(bound: Bound, c: Compiler, values: SiteValues | None = None) -> frozenset[int]:
    """The sites of the track a ludeme names, as a set (what ``(sites Track ...)`` can give, whatever
    its arguments give)."""
    return frozenset(track_named(bound, c).sites)


def track_site_or_off(bound: Bound, c: Compiler, values: SiteValues | None = None) -> frozenset[int]:
    """The sites of the track a ludeme names, and Off (-1): what ``(trackSite ...)`` can give."""
    return track_sites(bound, c) | {-1}


def tracks_holding_or_off(bound: Bound, c: Compiler, values: SiteValues | None = None) -> frozenset[int]:
    """The sites of every track whose name holds the name a ludeme gives (every track when it gives
    none), and Off (-1): what ``(trackSite Move ...)`` can give."""
    name = bound.get("name")
    found = {-1}
    for written, track in all_tracks(c):
        if name is None or name in written:
            found.update(track.sites)
    return frozenset(found)


def track_named(bound: Bound, c: Compiler) -> Track:
    """The track a ludeme names; a diagnostic at the ludeme when the board has no such track."""
    name = bound.get("name")
    tracks = tracks_of(c)
    if name is None and tracks:  # the first track everyone shares (else the first)
        shared = [track for _, track in all_tracks(c) if track.owner == 0]
        return shared[0] if shared else all_tracks(c)[0][1]
    if name not in tracks:
        hint = did_you_mean(name, list(tracks)) or (
            f"tracks: {', '.join(tracks)}" if tracks else 'add one to the board, e.g. (board (square 3) '
                                                          '(track "Track" {0 1 2} loop:True))')
        raise DiagnosticError([Diagnostic.error(f'the board has no track named "{name}"', bound.node.span,
                                                hint=hint)])
    return tracks[name]
