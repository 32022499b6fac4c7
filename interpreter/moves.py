"""Moves: small values that say what a player decides, with two text notations.

A move is a named tuple: its ``kind`` (Add, Remove, Select, Pass, Swap, ...), the sites
it goes ``to`` and comes ``frm`` (-1 when none), the piece kind ``what`` (-1 when none),
``effect``, the index of the compiled rule that made it and that applies it, and the
``amount`` of pieces it moves when its rule works that out with the move (Ludii's count; -1
otherwise).

A move reads and writes itself without its game, as a UCI move does in chess: ``str(move)``
gives its fields by name, leaving out those at -1, and :meth:`Move.parse` reads that back.
Sites and piece kinds are numbers there, so the text is exact and needs no board.

>>> move = Move("Add", 4, what=1, effect=0)
>>> str(move)
'Add to:4 what:1 effect:0'
>>> Move.parse("Add to:4 what:1 effect:0") == move
True
>>> str(Move("Action:Propose Double", effect=3))
'"Action:Propose Double" effect:3'

The game's own notation names sites by label (:func:`move_text`, ``game.move_to_text``):
it is the one typed in the REPL, listed by ``moves``, and kept in records: ``D3`` (a piece
added on D3), ``xD3`` (removed from D3), ``A1-B2`` (from A1 to B2), ``*D3`` (D3 selected),
``pass`` and ``swap``.
"""

from __future__ import annotations

import json
import re
from typing import Callable, NamedTuple

_FIELDS = ("to", "frm", "what", "effect", "amount")
_PLAIN_KIND = re.compile(r'[^\s"]+')
_FIELD = re.compile(r"\s+(to|frm|what|effect|amount):(-?\d+)")


class Move(NamedTuple):
    """One decision of a player (see the module's docstring for the fields)."""

    kind: str
    to: int = -1
    frm: int = -1
    what: int = -1
    effect: int = -1
    amount: int = -1

    def __str__(self) -> str:
        kind = self.kind if _PLAIN_KIND.fullmatch(self.kind) else json.dumps(self.kind)
        fields = [f"{name}:{value}" for name, value in zip(_FIELDS, self[1:]) if value != -1]
        return " ".join([kind, *fields])

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move written ``text`` by ``str(move)``; raises ValueError saying why otherwise.

        >>> Move.parse('Select to:7 frm:2 effect:1')
        Move(kind='Select', to=7, frm=2, what=-1, effect=1, amount=-1)
        >>> Move.parse("Add to:x")
        Traceback (most recent call last):
        ...
        ValueError: not a move: 'Add to:x' (write the kind, then to:, frm:, what:, effect:, amount: with whole numbers)
        """
        text = text.strip()
        if text.startswith('"'):
            try:
                kind, end = json.JSONDecoder().raw_decode(text)
            except json.JSONDecodeError:
                kind, end = None, 0
        else:
            match = _PLAIN_KIND.match(text)
            kind, end = (match.group(), match.end()) if match else (None, 0)
        values: dict[str, int] = {}
        rest = text[end:]
        while rest and isinstance(kind, str):
            field = _FIELD.match(rest)
            if field is None or field.group(1) in values:
                break
            values[field.group(1)] = int(field.group(2))
            rest = rest[field.end():]
        if not isinstance(kind, str) or not kind or rest:
            raise ValueError(f"not a move: {text!r} (write the kind, then to:, frm:, what:, effect:, amount: "
                             "with whole numbers)")
        return cls(kind, **values)


def move_text(move: Move, label: Callable[[int], str], piece: Callable[[int], str] = str) -> str:
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
    if kind == "Promote" and move.to >= 0:  # the piece on a site made one of another kind
        return f"promote:{piece(move.what)}@{label(move.to)}"
    if kind == "Rotation":  # a piece turned r quarter-turns clockwise
        return f"turn:{move.what}@{label(move.to)}"
    if kind.startswith("Action:"):  # a named decision, with its value if it has one
        return kind[7:] + (f":{move.what}" if move.frm == 1 else "")
    if kind in ("Pass", "Swap"):
        return kind.lower()
    if move.frm >= 0 and move.to >= 0:
        return f"{label(move.frm)}-{label(move.to)}"
    return f"{kind.lower()} {label(move.to)}" if move.to >= 0 else kind.lower()


class MoveRow(dict):
    """The moves of one kind to each site, each made when first asked for and the same value after:
    ``row[site]``. A large board where a kind reaches few sites makes few of them.

    >>> row = MoveRow(lambda site: Move("Add", site, what=1, effect=0))
    >>> row[4] is row[4], len(row)
    (True, 1)
    """

    __slots__ = ("make",)

    def __init__(self, make: Callable[[int], Move]):
        super().__init__()
        self.make = make

    def __missing__(self, site: int) -> Move:
        move = self[site] = self.make(site)
        return move
