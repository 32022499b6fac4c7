"""Moves: small values that say what a player decides, with one text notation.

A move is a named tuple: its ``kind`` (Add, Remove, Select, Pass, Swap, ...), the sites
it goes ``to`` and comes ``frm`` (-1 when none), the piece kind ``what`` (-1 when none),
and ``effect``, the index of the compiled rule that made it and that applies it.

The notation is the one typed in the REPL, listed by ``moves``, and kept in records:
``D3`` (a piece added on D3), ``xD3`` (removed from D3), ``A1-B2`` (from A1 to B2),
``*D3`` (D3 selected), ``pass`` and ``swap``.
"""

from __future__ import annotations

from typing import NamedTuple


class Move(NamedTuple):
    kind: str
    to: int = -1
    frm: int = -1
    what: int = -1
    effect: int = -1


def move_text(move: Move, label, piece=str) -> str:
    """The notation of a move, with ``label(site)`` naming sites (and ``piece(what)`` pieces).

    >>> move_text(Move("Add", 4), lambda site: "B2")
    'B2'
    >>> move_text(Move("Pass"), str)
    'pass'
    >>> move_text(Move("Place", 4, -1, 2), lambda site: "B2", lambda what: "V1")
    'V1@B2'
    """
    kind = move.kind
    if kind == "Add":
        return label(move.to)
    if kind == "Remove":
        return "x" + label(move.to)
    if kind == "Select":
        return "*" + label(move.to) if move.frm < 0 else f"*{label(move.frm)}-{label(move.to)}"
    if kind == "Place":  # a piece of a kind chosen with the site
        return f"{piece(move.what)}@{label(move.to)}"
    if kind == "Hand":  # the same, from the mover's supply
        return f"hand:{piece(move.what)}@{label(move.to)}"
    if kind == "Rotation":  # a piece turned r quarter-turns clockwise
        return f"turn:{move.what}@{label(move.to)}"
    if kind.startswith("Action:"):  # a named decision, with its value if it has one
        return kind[7:] + (f":{move.what}" if move.frm == 1 else "")
    if kind in ("Pass", "Swap"):
        return kind.lower()
    if move.frm >= 0 and move.to >= 0:
        return f"{label(move.frm)}-{label(move.to)}"
    return f"{kind.lower()} {label(move.to)}" if move.to >= 0 else kind.lower()
