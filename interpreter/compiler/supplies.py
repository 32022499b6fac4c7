"""Chosen pieces and supplies: placing a piece of a kind chosen by the player, promoting a piece to
another kind, and each player's supply of pieces off the board, counted by kind.

``(piece "V1")``, ``(piece {"V1" "A1"})`` and ``(piece (what at:...))`` name the kinds a move may
place (by name, or by the number the rules see, :func:`kind_number`); ``(piece Hand)`` the kinds the mover holds in their supply (``state.stock``, one count per
seat and kind). ``(move Add (piece ...) (to ...))`` makes one decision per kind and site, written
``V1@D3`` (``hand:V1@D3`` when it comes from the supply).

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from interpreter.compiler import Compiler, Places, free_context, gives_board_sites
from interpreter.compiler.moves import Rule, consequences, from_generator
from interpreter.moves import Move, MoveRow
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean

if TYPE_CHECKING:
    from interpreter.compiler import Action, Number
    from interpreter.state import State


def kind_number(kind: int) -> int:
    """The number the rules see for a kind of piece (what ``(what at:...)`` and ``(id ...)`` give and
    a kind given as a number is read as): Ludii's component number, from 1 in the order of the
    equipment, 0 for no piece. The engine's kinds count from 0 (-1 for none), one less.

    >>> kind_number(0), kind_number(-1), kind_of(kind_number(3))
    (1, 0, 3)
    """
    return kind + 1


def kind_of(number: int) -> int:
    """The engine's kind for a number the rules give (:func:`kind_number`): -1 for 0, no piece."""
    return number - 1


class Choice(NamedTuple):
    """The kinds a move may place (``kinds(state)``), for a supply whose (``hand(state)``), and the
    state value of the site it is placed on (``state(state)``), if given."""

    kinds: Callable[[State], Sequence[int]]
    hand: Number | None = None
    state: Number | None = None  # the state value the site of a placed piece takes (state:)


def piece_index(name: str, bound: Bound, c: Compiler) -> int:
    """The kind number of a piece name; a diagnostic at ``bound`` when no piece has that name."""
    for index, kind in enumerate(c.pieces):
        if kind.name == name:
            return index
    names = [kind.name for kind in c.pieces]
    raise DiagnosticError([Diagnostic.error(
        f'no piece is named "{name}"', bound.node.span,
        hint=did_you_mean(name, names) or f"pieces: {', '.join(names) or 'none'}")])


def deck_filler(c: Compiler) -> Action | None:
    """``fill(state)``: one card of each kind listed by the equipment's (deck ...) items goes into
    the shared face-down deck, before the start rules; None without a deck."""
    items = c.equipment.get("items", ()) if c.equipment is not None else ()
    kinds = [piece_index(name, item, c) for item in items
             if isinstance(item, Bound) and item.ludeme.head == "deck" for name in item.get("cards")]
    if not kinds:
        return None

    def fill(state: State) -> None:
        for what in kinds:
            state.set_stock(0, what, state.stock[what] + 1)

    return fill


def kind_value(value: object, bound: Bound, c: Compiler) -> Number:
    """A piece given by name or by an integer expression (:func:`kind_number`), as ``f(state) -> kind``."""
    if isinstance(value, str):
        index = piece_index(value, bound, c)
        return lambda state: index
    number: Number = c.compile(value, "int")
    return lambda state: kind_of(number(state))


def move_add_piece(bound: Bound, c: Compiler) -> Rule:
    """``(move Add (piece ...) [who] (to ...))``: one decision per kind chosen and site."""
    choice: Choice = c.compile(bound.get("piece"), "piece")
    places: Places = c.places(bound.get("to"), "to")
    after = consequences(bound.get("then"), c)
    word = bound.get("who")
    owner = c.seat(word) if word is not None else None
    owners = [kind.owner for kind in c.pieces]
    kinds = len(c.pieces)
    hand, side = choice.hand, choice.state

    def add(state: State, move: Move) -> None:
        what = move.what
        if owner is not None:
            seat = owner(state)
        else:
            seat = owners[what] if owners[what] >= 0 else state.mover
        if hand is not None:
            giver = hand(state)
            state.set_stock(giver, what, state.stock[giver * kinds + what] - 1)
        state.place(move.to, seat, what)
        if side is not None:
            state.set_mark(move.to, side(state))
        if after:
            after(state)

    index = c.effect(add)
    kind = "Hand" if hand is not None else "Place"
    # moves are values: one per kind and site, made once, when the kind is first placed (a game of
    # many kinds on a large board places few of them)
    num_sites = c.board.num_sites
    rows: list[MoveRow | None] = [None] * kinds

    def row(what: int) -> MoveRow:
        made = rows[what]
        if made is None:
            made = rows[what] = MoveRow(lambda site: Move(kind, site, -1, what, index))
        return made

    checked = not gives_board_sites(places.sites)  # a number given as a site may be off the board
    # Rules that place on the same region (written the same way) share it once per position, unless
    # it reads a name bound round it, such as the (site) of (forEach Site ...): then it differs within one.
    shared = c.shared("placement sites").setdefault(id(places), [None, None])
    per_position = not free_context(bound.get("to"))

    def generate(state: State) -> list[Move]:
        chosen = choice.kinds(state)
        if not chosen:
            return []
        if shared[0] != state.version or not per_position:
            found = places.select(state, "var_to")
            if checked and found and (min(found) < 0 or max(found) >= num_sites):  # a number given as a site
                found = [site for site in found if 0 <= site < num_sites]
            shared[0], shared[1] = state.version, found
        sites = shared[1]
        if len(chosen) == 1:
            made = rows[chosen[0]] or row(chosen[0])
            return list(map(made.__getitem__, sites))
        moves: list[Move] = []
        for what in chosen:
            moves.extend(map((rows[what] or row(what)).__getitem__, sites))
        return moves

    def exists(state: State) -> bool:
        return bool(choice.kinds(state)) and places.any(state, "var_to")

    def explain(state: State, site: int) -> str | None:
        return "there is no piece to place" if not choice.kinds(state) else places.why_not(state, site)

    c.explainers.append(explain)
    return from_generator(generate, c)._replace(exists=exists)


def _stock_seat(value: object, c: Compiler) -> Number:
    return c.seat_value(value) if not isinstance(value, s.Name) else c.seat(value)
