"""Tracks: named paths through the board's sites, as Ludii's ``(track ...)`` items of a board.

A track is written in the board item, ``(board <graph> {(track "A0" {...} loop:True) ...})``,
with its sites by index or by label; a looped track goes on from its last site to its first.
The compile rules of the ludemes reading tracks (``(sites Track ...)``, ``(trackSite ...)``)
are in their families; this module resolves the tracks once per game.
"""

from __future__ import annotations

from typing import NamedTuple

from interpreter.compiler import Compiler, SiteValues
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean


class Track(NamedTuple):
    """A track's sites in order, the place of each site on it, and whether it loops."""

    sites: tuple[int, ...]
    position: dict[int, int]
    loop: bool


def tracks_of(c: Compiler) -> dict[str, Track]:
    """The tracks of the game's board by name (shared by the game's ludemes)."""
    known = c.shared("equipment")
    if "tracks" not in known:
        found: dict[str, Track] = {}
        items = c.equipment.get("items", ()) if c.equipment is not None else ()
        for item in items:
            if not (isinstance(item, Bound) and item.ludeme.head == "board"):
                continue
            written = item.get("tracks", ())
            for track in written if isinstance(written, tuple) else (written,):
                sites = tuple(_site(value, track, c) for value in track.get("sites"))
                if track.get("name") in found:
                    raise DiagnosticError([Diagnostic.error(
                        f'a second track is named "{track.get("name")}"', track.node.span,
                        hint="each track of a board has a name of its own")])
                found[track.get("name")] = Track(sites, {site: i for i, site in reversed(list(enumerate(sites)))},
                                                 bool(track.get("loop", False)))
        known["tracks"] = found
    tracks: dict[str, Track] = known["tracks"]
    return tracks


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


def track_named(bound: Bound, c: Compiler) -> Track:
    """The track a ludeme names; a diagnostic at the ludeme when the board has no such track."""
    name = bound.get("name")
    tracks = tracks_of(c)
    if name not in tracks:
        hint = did_you_mean(name, list(tracks)) or (
            f"tracks: {', '.join(tracks)}" if tracks else 'add one to the board, e.g. (board (square 3) '
                                                          '(track "Track" {0 1 2} loop:True))')
        raise DiagnosticError([Diagnostic.error(f'the board has no track named "{name}"', bound.node.span,
                                                hint=hint)])
    return tracks[name]
