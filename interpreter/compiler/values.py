"""Values: maps in the equipment, values kept by players, scores added to, final scores, and who
moves next.

``(map "Points" {(pair "V1" 1) ...})`` is read from the equipment once, when the game is compiled
(piece names become their numbers, as (what at:...) gives them, site labels their sites); ``(mapEntry "Points" k)`` is then
a dictionary look-up. A player's value is kept in the state's layout (the array ``"player
value"``, indexed by seat).

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from interpreter.compiler import Compiler, constant_of
from interpreter.compiler.supplies import kind_number
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean

if TYPE_CHECKING:
    from interpreter.compiler import Number
    from interpreter.state import State


def _key(value: object, bound: Bound, c: Compiler) -> int:
    """A map's key or value: an integer, a piece name (its kind number), a site label (its site), a
    player (its number) or a named site (FirstSite, LastSite, ...)."""
    if isinstance(value, s.Name):
        return _word(value, bound, c)
    if isinstance(value, Bound) and value.ludeme.returns == "int":  # arithmetic on constants: (- (* 6 2) 1)
        folded = constant_of(c.compile(value, "int"))
        if isinstance(folded, int):
            return folded
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise DiagnosticError([Diagnostic.error("a map holds integers and names, not expressions", bound.node.span)])
    if isinstance(value, int):
        return value
    for index, kind in enumerate(c.pieces):
        if kind.name == value:
            return kind_number(index)
    try:
        return c.board.site(value)
    except Exception:  # neither a piece nor a site
        names = [kind.name for kind in c.pieces]
        raise DiagnosticError([Diagnostic.error(
            f'"{value}" names no piece and no site', bound.node.span,
            hint=did_you_mean(value, names) or "a map's names are piece names or site labels")]) from None


def _word(word: s.Name, bound: Bound, c: Compiler) -> int:
    """A player written as a role word (P1: 1), or a named site of the board (Ludii's LandmarkType)."""
    text = word.text
    if text.startswith("P") and text[1:].isdigit():
        return int(text[1:])
    board = c.board
    last = board.num_sites - 1
    if text == "FirstSite":
        return 0
    if text == "LastSite":
        return last
    centres = board.centres
    extremes = {"LeftSite": lambda i: (centres[i][0], centres[i][1]), "RightSite": lambda i: (-centres[i][0], centres[i][1]),
                "BottomSite": lambda i: (centres[i][1], centres[i][0]), "Topsite": lambda i: (-centres[i][1], centres[i][0])}
    if text in extremes:
        return min(board.sites, key=extremes[text])
    if text == "CentreSite":
        x = sum(p[0] for p in centres) / len(centres)
        y = sum(p[1] for p in centres) / len(centres)
        return min(board.sites, key=lambda i: (centres[i][0] - x) ** 2 + (centres[i][1] - y) ** 2)
    raise DiagnosticError([Diagnostic.error(f"{text} is not a player or a site a map can hold", bound.node.span,
                                            hint="write a player such as P1, a site such as FirstSite, or an integer")])


def maps(c: Compiler) -> dict[str, dict[int, int]]:
    """Every (map ...) of the equipment, read once per game."""
    known = c.shared("equipment")
    if "maps" not in known:
        found: dict[str, dict[int, int]] = {}
        known["maps"] = found
        equipment = getattr(c, "equipment", None)
        for item in equipment.get("items", ()) if equipment is not None else ():
            if isinstance(item, Bound) and item.ludeme.head == "map":
                table = found.setdefault(item.get("name", "Map"), {})
                for pair in item.get("entries"):
                    table[_key(pair.get("key"), pair, c)] = _key(pair.get("value"), pair, c)
    tables: dict[str, dict[int, int]] = known["maps"]
    return tables


def _seat(bound: Bound, c: Compiler) -> Number:
    value = bound.get("who")
    return c.seat(value) if isinstance(value, s.Name) or value is None else c.compile(value, "int")


