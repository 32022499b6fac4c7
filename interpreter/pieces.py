"""Piece kinds from the equipment, named as Ludii names them.

``(piece "Disc" Each)`` gives one kind per player, ``Disc1``, ``Disc2``, ...;
``(piece "Disc" P2)`` gives ``Disc2``; ``(piece "Ball" Neutral)`` gives ``Ball0``. In a game of one
player, a player's piece keeps its name alone (``(piece "Marker" P1)`` is ``Marker``), as in Ludii.
"""

from __future__ import annotations

from typing import NamedTuple

from ludeme.checker import Bound


def owned_name(name: str, seat: int, players: int) -> str:
    """The name of a player's kind of a piece: the seat's number after it, unless one player plays.

    >>> owned_name("Disc", 2, 2), owned_name("Marker", 1, 1)
    ('Disc2', 'Marker')
    """
    return name if players == 1 else f"{name}{seat}"


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
    return tuple(kind for _, kind in _kinds_by_item(game.get("equipment"), players))


def piece_flips(equipment: Bound | None, players: int) -> tuple[tuple[int, int] | None, ...]:
    """The two states of each piece kind that (flip ...) turns it between (``(flips a b)``), None
    for a kind without flips; in the order of :func:`piece_kinds`.

    >>> from interpreter.game import load_text
    >>> game = load_text('(game "F" (players 2) (equipment {(board (square 2)) (piece "Disc" Neutral (flips 1 2)) '
    ...                  '(piece "Cross" Each)}) (rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')
    >>> piece_flips(game.bound.get("equipment"), 2)
    ((1, 2), None, None)
    """
    found = []
    for item, _ in _kinds_by_item(equipment, players):
        flips = item.get("flips")
        found.append((flips.get("a"), flips.get("b")) if flips is not None else None)
    return tuple(found)


def _kinds_by_item(equipment: Bound | None, players: int) -> list[tuple[Bound, PieceKind]]:
    """Each piece kind with the (piece ...) item that declares it."""
    kinds: list[tuple[Bound, PieceKind]] = []
    for item in equipment.get("items", ()) if equipment else ():
        if not (isinstance(item, Bound) and item.ludeme.head == "piece"):
            continue
        name, owner = item.get("name"), item.get("owner")
        owner = owner.text if owner else "Each"
        if owner == "Each":
            kinds += [(item, PieceKind(owned_name(name, p, players), p)) for p in range(1, players + 1)]
        elif owner.startswith("P") and owner[1:].isdigit():
            kinds.append((item, PieceKind(owned_name(name, int(owner[1:]), players), int(owner[1:]))))
        elif owner == "Neutral":
            kinds.append((item, PieceKind(f"{name}0", 0)))
        else:
            kinds.append((item, PieceKind(name, -1)))
    return kinds
