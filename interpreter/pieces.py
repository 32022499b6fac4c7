"""Piece kinds from the equipment, named as Ludii names them.

``(piece "Disc" Each)`` gives one kind per player, ``Disc1``, ``Disc2``, ...;
``(piece "Disc" P2)`` gives ``Disc2``; ``(piece "Ball" Neutral)`` gives ``Ball0``.
"""

from __future__ import annotations

from typing import NamedTuple

from ludeme.checker import Bound


class PieceKind(NamedTuple):
    """A kind of piece: its name and its owner (a player number, 0 for neutral, -1 for shared)."""

    name: str
    owner: int

    @property
    def owner_name(self) -> str:
        return {0: "Neutral", -1: "Shared"}.get(self.owner, f"P{self.owner}")


def piece_kinds(game: Bound, players: int) -> tuple[PieceKind, ...]:
    """The piece kinds of a checked game, in the order of the equipment.

    >>> from ludeme.files import read_description
    >>> [tuple(k) for k in piece_kinds(read_description("examples/tic-tac-toe.lud").game, 2)]
    [('Disc1', 1), ('Cross2', 2)]
    """
    equipment = game.get("equipment")
    kinds: list[PieceKind] = []
    for item in equipment.get("items", ()) if equipment else ():
        if not (isinstance(item, Bound) and item.ludeme.head == "piece"):
            continue
        name, owner = item.get("name"), item.get("owner")
        owner = owner.text if owner else "Each"
        if owner == "Each":
            kinds += [PieceKind(f"{name}{p}", p) for p in range(1, players + 1)]
        elif owner.startswith("P") and owner[1:].isdigit():
            kinds.append(PieceKind(f"{name}{owner[1:]}", int(owner[1:])))
        elif owner == "Neutral":
            kinds.append(PieceKind(f"{name}0", 0))
        else:
            kinds.append(PieceKind(name, -1))
    return tuple(kinds)
