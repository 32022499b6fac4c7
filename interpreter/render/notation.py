"""How pieces and players are written on a text board, taken from the description's names.

A player's own pieces show a short name: the shortest beginning of their names that tells them
apart (``Sp``, ``Su``, ``Fa``, ``Wi`` for Spring1 .. Winter4), or X, O, A, B, ... when every
player has the same kind (``Stone1``, ``Stone2``). Shared and neutral pieces show their name
(``V1``, ``R05``; ``Rock0`` as ``R``); a shared piece that a player owns carries that player's
letter in lower case after its name (``V1x``).

>>> from interpreter.game import load_game
>>> game = load_game("descriptions/turn-of-time.lud")
>>> piece_symbols(game)
('Sp', 'Su', 'Fa', 'Wi')
>>> piece_symbols(load_game("descriptions/sprout.lud"))
('X', 'O')
"""

from __future__ import annotations

from functools import lru_cache

#: The letters of the players whose pieces are all of one kind, P1 first.
PLAYER_LETTERS = "XO" + "ABCDEFGHIJKLMNPQRSTUVWYZ"


def base_name(name: str) -> str:
    """A piece kind's name without the owner number Ludii adds (Stone1 -> Stone)."""
    return name.rstrip("0123456789") or name


@lru_cache(maxsize=64)
def piece_symbols(game) -> tuple[str, ...]:
    """The text each piece kind shows on the text board, by kind number."""
    kinds = game.pieces
    owned = [k for k in kinds if k.owner >= 1]
    bases = {base_name(k.name) for k in owned}
    symbols = []
    for kind in kinds:
        if kind.owner >= 1:
            symbols.append(PLAYER_LETTERS[(kind.owner - 1) % len(PLAYER_LETTERS)] if len(bases) <= 1
                           else base_name(kind.name)[:_unique_length(bases)])
        elif kind.owner == 0:
            others = {base_name(k.name) for k in kinds if k.owner == 0}
            symbols.append(base_name(kind.name)[:_unique_length(others)])
        else:
            symbols.append(kind.name)
    return tuple(symbols)


def _unique_length(names: set[str]) -> int:
    """The shortest length whose beginnings tell every name apart (1 for a single name)."""
    longest = max(map(len, names))
    return next((n for n in range(1, longest + 1) if len({name[:n] for name in names}) == len(names)), longest)


def player_letter(game, seat: int) -> str:
    """The letter of a seat: its pieces' symbol when it owns one kind, else X, O, A, ..."""
    own = [index for index, kind in enumerate(game.pieces) if kind.owner == seat]
    if len(own) == 1:
        return piece_symbols(game)[own[0]]
    return PLAYER_LETTERS[(seat - 1) % len(PLAYER_LETTERS)]


def site_symbol(game, state, site: int) -> str | None:
    """What a site shows on the text board, or None when it is empty."""
    what = state.what[site]
    if what < 0:
        return None
    symbol = piece_symbols(game)[what]
    owner = state.who[site]
    if game.pieces[what].owner < 1 and owner >= 1:  # a shared piece marked as a player's
        symbol += player_letter(game, owner).lower()
    if game.flips[what] is not None:  # a piece that turns over: the side it shows (its site's state)
        symbol += str(state.marks[site])
    if "count" in game.layout.arrays:  # a game that counts pieces (sowing): how many the site holds
        symbol += str(game.layout.get(state, "count", site) or 1)
    return symbol


def player_name(game, player: int) -> str:
    """P1, or P1 with the name the description's metadata gives it (P1 Spring); a player of several
    seats keeps its number only."""
    name = game.metadata.player_names.get(player) if game.num_seats == game.num_players else None
    return f"P{player} {name}" if name else f"P{player}"


def legend(game, state) -> str:
    """What the symbols on the board stand for, as one line, when neither the pieces' names nor the
    players' letters say it (empty otherwise)."""
    symbols = piece_symbols(game)
    shown = sorted({what for what in state.what if what >= 0})
    parts = [f"{symbols[what]} {game.pieces[what].name} ({game.pieces[what].owner_name})" for what in shown
             if not game.pieces[what].name.startswith(symbols[what])  # a beginning of the name says it
             and symbols[what] != player_letter(game, game.pieces[what].owner)]  # so does "P1 (X) to move"
    marked = sorted({state.who[site] for site, what in enumerate(state.what)
                     if what >= 0 and game.pieces[what].owner < 1 and state.who[site] >= 1})
    if marked:
        parts.append("a lower-case " + ", ".join(f"{player_letter(game, seat).lower()} marks P{seat}'s"
                                                 for seat in marked))
    if any(game.flips[what] is not None for what in shown):
        parts.append("the number after a piece that turns over is the side it shows")
    return "pieces: " + "; ".join(parts) if parts else ""
