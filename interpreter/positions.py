"""Positions: every part of a state, written by the names the description gives them.

A position is plain JSON data (``ludeme-position/1``), readable and writable by hand, so a
designer can set up a puzzle or a test, and a tool can store and restore a state exactly
(OpenSpiel's ``serialize_state``, python-chess's FEN):

>>> from interpreter.game import load_game
>>> game = load_game("examples/tic-tac-toe.lud")
>>> state = game.new_initial_state(seed=3)
>>> state.apply("B2")
>>> position = state.to_position()
>>> position["pieces"], position["mover"], position["turn"]
({'B2': 'Disc1'}, 'P2', 2)
>>> puzzle = game.state_from_position({"pieces": {"A1": "Disc1", "A2": "Disc1", "B1": "Cross2"}})
>>> puzzle.apply("A3"); puzzle.returns()
(1.0, -1.0)

Only ``pieces`` and ``mover`` are usually needed; every other part has a default (the state
before the first move holds). The parts, all optional when read:

- ``pieces``: site label -> piece name (``"Disc1"``), or ``{"piece": "V1", "owner": "P2"}`` when
  the owner is not the piece's own (``"neutral"`` for none);
- ``stacks``: in a game that stacks pieces, site label -> the pieces on the site, bottom first, each
  written as in ``pieces`` (only sites holding two or more; ``pieces`` gives the top one);
- ``sites``: site label -> ``{"state": n, "count": n, "value": n, "rotation": n}`` (site state, the
  number of pieces on it in a game that counts them, the value a piece carries, its orientation in
  turns);
- ``mover`` (``"P1"``), ``turn`` (from 1), ``played by`` (seat -> player, after a swap or with teams),
  ``last`` (``{"to": label, "from": label}``, what ``(last To)`` and ``(last From)`` read);
- ``scores``, ``hands`` (pieces in each hand, ``"shared"`` too), ``supplies`` (each seat's pieces
  off the board, by name), ``deck`` (the cards left, by name), ``variables`` (``(var ...)``),
  ``player values`` (``(value Player ...)``), ``remembered`` (name -> the values remembered),
  ``rings`` (how far each ring has turned), ``area turns`` (how far each rotating area of a named
  family has turned: ``{"Quadrants": [0, 1, 0, 0]}``), ``pending`` (the values ``(set Pending ...)``
  marked the position with for the next move, ``[1]`` for a mark with none; ``true`` reads as ``[1]``),
  ``to clear`` (site label -> how many of its pieces the turn's captures take once it ends,
  ``(remove ... at:EndOfTurn)``);
- ``result`` (seat -> 1 win, -1 loss, 0 draw) once the game is over;
- ``seed`` and ``draws``: the generator of chance events, as seeded and the sizes of the
  draws made since, so chance plays on identically.

Anything else, or a value that does not fit the game, is refused with a
:class:`PositionError` naming the part and the reason.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from interpreter.layout import RING_TURNS, TO_CLEAR
from interpreter.state import State
from ludeme.errors import LudemeError
from ludeme.jsontext import JsonRefused, parse_json
from ludeme.textfiles import FileRefused, read_text_file

#: The format tag of positions.
POSITION_FORMAT = "ludeme-position/1"

_LIMIT = 2**31  # every number of a position lies strictly within ±_LIMIT
_MAX_DRAWS = 10**6
_MAX_STACK = 10**4  # the most pieces a position may stack on one site

#: The parts of a position, in the order they are written.
PARTS = ("format", "game", "options", "pieces", "stacks", "sites", "mover", "turn", "played by", "last", "scores",
         "hands", "supplies", "deck", "variables", "player values", "remembered", "rings", "area turns", "pending",
         "to clear", "result", "seed", "draws")


class PositionError(LudemeError, ValueError):
    """A position that does not fit the game, with the part at fault and the reason."""


# Writing ---------------------------------------------------------------------------------------


def to_position(state: State) -> dict:
    """Every part of ``state`` as plain data, by the description's names (see the module)."""
    if state.is_chance_node():
        raise PositionError("a position is between moves, not at a chance node: apply an outcome first")
    game = state.game
    board, pieces = game.board, game.pieces
    seats = range(1, game.num_seats + 1)
    position: dict = {"format": POSITION_FORMAT, "game": game.name}
    if game.options:
        position["options"] = dict(game.options)
    placed = {}
    for site, what in enumerate(state.what):
        if what >= 0:
            owner = state.who[site]
            kind = pieces[what]
            placed[board.label(site)] = _piece_entry(kind, owner)
    position["pieces"] = placed
    if state.stacks is not None and any(len(stack) > 1 for stack in state.stacks):
        position["stacks"] = {board.label(site): [_piece_entry(pieces[what], owner) for owner, what in stack]
                              for site, stack in enumerate(state.stacks) if len(stack) > 1}
    sites: dict[str, dict] = {}
    for site, mark in enumerate(state.marks):
        if mark:
            sites.setdefault(board.label(site), {})["state"] = mark
    layout = game.layout
    unknown = {name for name in layout.arrays if not name.startswith(RING_TURNS)} - {
        "count", "piece value", "rotation", "player value", "pending", TO_CLEAR}
    if unknown:  # a value this format would lose: refused rather than lost
        raise PositionError(f"the state keeps values this position format does not know: {', '.join(sorted(unknown))}")
    values = layout.describe(state, board.label)
    for part, name in (("count", "count"), ("piece value", "value"), ("rotation", "rotation")):
        for label, value in values.get(part, {}).items():
            sites.setdefault(label, {})[name] = value
    if sites:
        position["sites"] = dict(sorted(sites.items(), key=lambda item: board.site(item[0])))
    position["mover"] = f"P{state.mover}"
    position["turn"] = state.turn
    if list(state.roles) != list(game.roles):
        position["played by"] = {f"P{seat}": state.roles[seat] for seat in seats}
    last = {name: _site_name(game, site) for name, site in (("to", state.last_to), ("from", state.last_from))
            if site >= 0}
    if last:
        position["last"] = last
    position["scores"] = {f"P{seat}": state.points[seat] for seat in seats}
    if any(state.hands):
        position["hands"] = {_hand_name(game, hand): count for hand, count in enumerate(state.hands) if count}
    kinds = len(pieces)
    supplies = {f"P{seat}": {pieces[what].name: count for what in range(kinds)
                             if (count := state.stock[seat * kinds + what])}
                for seat in seats}
    supplies = {seat: held for seat, held in supplies.items() if held}
    if supplies:
        position["supplies"] = supplies
    deck = {pieces[what].name: count for what in range(kinds) if (count := state.stock[what])}
    if deck:
        position["deck"] = deck
    for part, name in (("variables", "variables"), ("player value", "player values"), ("remembered", "remembered")):
        if values.get(part):
            position[name] = dict(values[part])
    if RING_TURNS in layout.arrays and any(turns := _array(state, RING_TURNS)):
        position["rings"] = turns
    area_turns = {family: turns for family in layout.turning_areas() if family
                  and any(turns := _array(state, f"{RING_TURNS} {family}"))}
    if area_turns:
        position["area turns"] = area_turns
    if marks := layout.pending(state):
        position["pending"] = list(marks)
    if TO_CLEAR in layout.arrays and any(marked := _array(state, TO_CLEAR)):
        position["to clear"] = {board.label(site): times for site, times in enumerate(marked) if times}
    if state.is_terminal() and (result := state.result) is not None:  # worked out when first asked for
        position["result"] = {f"P{seat}": result[seat - 1] for seat in seats}
    position["seed"] = state.seed
    if state.draws:
        position["draws"] = list(state.draws)
    return position


def _array(state, name: str) -> list[int]:
    first, length = state.game.layout.arrays[name]
    return state.slots[first:first + length]


def _piece_entry(kind, owner: int) -> str | dict:
    """A piece as a position writes it: its name, or its name and owner when not the piece's own."""
    return kind.name if owner == max(kind.owner, 0) else {"piece": kind.name, "owner": _owner_name(owner)}


def _owner_name(owner: int) -> str:
    return f"P{owner}" if owner > 0 else "neutral"


def _hand_name(game, hand: int) -> str:
    return f"P{hand + 1}" if hand < game.num_seats else "shared"


def _site_name(game, site: int) -> str:
    board = game.board
    return board.label(site) if site < board.num_sites else "hand " + _hand_name(game, site - board.num_sites)


# Reading ---------------------------------------------------------------------------------------


def state_from_position(game, data) -> State:
    """The state a position describes; raises :class:`PositionError` naming what does not fit."""
    if not isinstance(data, dict):
        raise PositionError("a position is a JSON object of its parts (pieces, mover, ...)")
    unknown = [key for key in data if key not in PARTS]
    if unknown:
        raise PositionError(f"{unknown[0]!r} is not a part of a position; parts: {', '.join(PARTS)}")
    if data.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise PositionError(f"format: {data['format']!r} is not {POSITION_FORMAT!r}")
    if data.get("game", game.name) != game.name:
        raise PositionError(f"game: this position is of {data['game']!r}, not of {game.name!r}")
    options = data.get("options", game.options)
    if options != game.options:
        raise PositionError(f"options: this position is for the options {options}, the game has {game.options}")
    reader = _Reader(game)
    seed = reader.number(data.get("seed", game.board_seed), "seed", low=0, high=2**64 - 1)
    game = game.for_seed(seed)  # a board laid out by chance is laid out by the seed
    state = State(game, seed)
    draws = reader.sequence(data.get("draws", []), "draws", _MAX_DRAWS)
    state.draws = [reader.number(size, f"draws[{i}]", low=1) for i, size in enumerate(draws)]
    for size in state.draws:
        state.rng.randrange(size)  # the generator as it was after those draws
    kinds = {kind.name: index for index, kind in enumerate(game.pieces)}
    for label, entry in reader.mapping(data.get("pieces", {}), "pieces").items():
        where = f"pieces: {label}"
        site = reader.board_site(label, where)
        state.place(site, *reader.piece_entry(entry, kinds, where))
    for label, entries in reader.mapping(data.get("stacks", {}), "stacks").items():
        where = f"stacks: {label}"
        if state.stacks is None:
            raise PositionError(f"{where}: this game's rules do not stack pieces")
        site = reader.board_site(label, where)
        stack = [reader.piece_entry(entry, kinds, f"{where}[{i}]")
                 for i, entry in enumerate(reader.sequence(entries, where, _MAX_STACK))]
        if stack and (state.who[site], state.what[site]) != stack[-1]:
            raise PositionError(f"{where}: the top of the stack is not the piece pieces: gives for {label}")
        state.set_stack(site, stack)
    for label, values in reader.mapping(data.get("sites", {}), "sites").items():
        where = f"sites: {label}"
        site = reader.board_site(label, where)
        for part, value in reader.mapping(values, where).items():
            if part == "state":
                state.set_mark(site, reader.number(value, f"{where}: state"))
            elif part in ("count", "value", "rotation"):
                reader.array(state, {"value": "piece value"}.get(part, part), site,
                             reader.number(value, f"{where}: {part}"), f"{where}: {part}")
            else:
                raise PositionError(f"{where}: {part!r} is not a value of a site; values: state, count, value, "
                                    "rotation")
    state.mover = reader.seat(data.get("mover", "P1"), "mover")
    state.turn = reader.number(data.get("turn", 1), "turn", low=1)
    if "played by" in data:
        roles = [0] * (game.num_seats + 1)
        for seat_name, player in reader.mapping(data["played by"], "played by").items():
            roles[reader.seat(seat_name, "played by")] = reader.number(player, f"played by: {seat_name}", low=1,
                                                                      high=game.num_players)
        if 0 in roles[1:]:
            raise PositionError(f"played by: name the player of every seat, P1 to P{game.num_seats}")
        state.roles = roles
    last = reader.mapping(data.get("last", {}), "last")
    for part, value in last.items():
        if part not in ("to", "from"):
            raise PositionError(f"last: {part!r} is not a part of the last move; parts: to, from")
        site = reader.any_site(value, f"last: {part}")
        if part == "to":
            state.last_to = site
        else:
            state.last_from = site
    for seat_name, score in reader.mapping(data.get("scores", {}), "scores").items():
        state.points[reader.seat(seat_name, "scores")] = reader.number(score, f"scores: {seat_name}")
    for hand_name, count in reader.mapping(data.get("hands", {}), "hands").items():
        hand = game.num_seats if hand_name == "shared" else reader.seat(hand_name, "hands") - 1
        state.hands[hand] = reader.number(count, f"hands: {hand_name}", low=0)
    count_kinds = len(game.pieces)
    for seat_name, held in reader.mapping(data.get("supplies", {}), "supplies").items():
        seat = reader.seat(seat_name, "supplies")
        for name, count in reader.mapping(held, f"supplies: {seat_name}").items():
            what = reader.piece(name, kinds, f"supplies: {seat_name}")
            state.stock[seat * count_kinds + what] = reader.number(count, f"supplies: {seat_name}: {name}", low=0)
    for name, count in reader.mapping(data.get("deck", {}), "deck").items():
        state.stock[reader.piece(name, kinds, "deck")] = reader.number(count, f"deck: {name}", low=0)
    layout = game.layout
    for name, value in reader.mapping(data.get("variables", {}), "variables").items():
        if name not in layout.variables:
            raise PositionError(f"variables: {name!r} is not a variable of this game's rules"
                                + (f"; variables: {', '.join(sorted(layout.variables))}" if layout.variables else ""))
        state.set_variable(name, reader.number(value, f"variables: {name}"))
    for seat_name, value in reader.mapping(data.get("player values", {}), "player values").items():
        seat = reader.seat(seat_name, "player values")
        reader.array(state, "player value", seat, reader.number(value, f"player values: {seat_name}"),
                     "player values")
    for name, values in reader.mapping(data.get("remembered", {}), "remembered").items():
        where = f"remembered: {name}"
        if name not in layout.multisets:
            raise PositionError(f"{where}: this game's rules remember no values under {name!r}")
        given = reader.sequence(values, where, _LIMIT)
        numbers = Counter(reader.number(value, f"{where}[{i}]") for i, value in enumerate(given))
        for value, count in sorted(numbers.items()):  # counted in one pass (counting each value apart was quadratic)
            layout.remember(state, name, value, count)
    families = layout.turning_areas()
    if "rings" in data:
        rings = families.get("", 0)
        turns = reader.sequence(data["rings"], "rings", 1000)
        if len(turns) != rings:
            raise PositionError(f"rings: this board has {rings} ring(s); give how far each has turned")
        for ring, turn in enumerate(turns):
            layout.set(state, RING_TURNS, ring, reader.number(turn, f"rings[{ring}]"))
    for family, given in reader.mapping(data.get("area turns", {}), "area turns").items():
        where = f"area turns: {family}"
        if not family or family not in families:
            named = ", ".join(sorted(f for f in families if f)) or "none"
            raise PositionError(f"{where}: this board has no rotating areas named {family!r} (it has: {named})")
        turns = reader.sequence(given, where, 1000)
        if len(turns) != families[family]:
            raise PositionError(f"{where}: the family has {families[family]} area(s); give how far each has turned")
        for area, turn in enumerate(turns):
            layout.set(state, f"{RING_TURNS} {family}", area, reader.number(turn, f"{where}[{area}]"))
    pending = data.get("pending", [])
    if pending is True:  # as positions wrote it before they gave the values: (set Pending) alone
        pending = [1]
    if pending is False:
        pending = []
    marks = [reader.number(value, f"pending[{i}]") for i, value in enumerate(reader.sequence(pending, "pending", 10_000))]
    if marks:
        if "pending" not in layout.arrays:
            raise PositionError("pending: this game's rules never set a pending mark")
        layout.mark_pending(state, marks)
    for label, times in reader.mapping(data.get("to clear", {}), "to clear").items():
        where = f"to clear: {label}"
        site = reader.board_site(label, where)
        if state.what[site] < 0:
            raise PositionError(f"{where}: no piece stands there to be taken")
        reader.array(state, TO_CLEAR, site, reader.number(times, where, low=1), where)
    if "result" in data:
        result = [0.0] * game.num_seats
        for seat_name, value in reader.mapping(data["result"], "result").items():
            if value not in (-1, 0, 1) or isinstance(value, bool):
                raise PositionError(f"result: {seat_name}: write 1 (win), -1 (loss) or 0 (draw), not {value!r}")
            result[reader.seat(seat_name, "result") - 1] = float(value)
        state.result = tuple(result)
    state.log.clear()
    state.version = state.layout = State.new_version()
    state.owned = [state.version] * len(state.owned)
    state.origin = to_position(state)  # saves of the game played on from here start from it
    return state


class _Reader:
    """Checks of a position's values against the game, each naming where it looked."""

    def __init__(self, game):
        self.game = game

    @staticmethod
    def mapping(value, where: str) -> dict:
        if not isinstance(value, dict):
            raise PositionError(f"{where}: expected an object ({{name: value, ...}}), not {type(value).__name__}")
        return value

    @staticmethod
    def sequence(value, where: str, longest: int) -> list:
        if not isinstance(value, list):
            raise PositionError(f"{where}: expected a list, not {type(value).__name__}")
        if len(value) > longest:
            raise PositionError(f"{where}: at most {longest} values")
        return value

    @staticmethod
    def number(value, where: str, low: int = -_LIMIT + 1, high: int = _LIMIT - 1) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise PositionError(f"{where}: expected a whole number, not {value!r}")
        if not low <= value <= high:
            raise PositionError(f"{where}: {value} is out of range ({low} to {high})")
        return value

    def piece_entry(self, entry, kinds: dict[str, int], where: str) -> tuple[int, int]:
        """``(owner, kind)`` of a piece written as its name or as ``{"piece": name, "owner": "P2"}``."""
        if isinstance(entry, dict):
            extra = set(entry) - {"piece", "owner"}
            if extra or "piece" not in entry:
                raise PositionError(f"{where}: write a piece as its name or as {{\"piece\": name, \"owner\": \"P2\"}}")
            name, owner = entry["piece"], self.owner(entry.get("owner"), where)
        else:
            name, owner = entry, None
        if not isinstance(name, str) or name not in kinds:
            raise PositionError(f"{where}: no piece is named {name!r}; pieces: {', '.join(kinds)}")
        what = kinds[name]
        return (max(self.game.pieces[what].owner, 0) if owner is None else owner), what

    def seat(self, name, where: str) -> int:
        seats = self.game.num_seats
        if isinstance(name, str) and name[:1] == "P" and name[1:].isdigit() and 1 <= int(name[1:]) <= seats:
            return int(name[1:])
        raise PositionError(f"{where}: {name!r} is not a seat of this game (P1 to P{seats})")

    def array(self, state, name: str, index: int, value: int, where: str) -> None:
        """Set a value of one of the layout's arrays; refused when the game's rules keep none."""
        if name not in self.game.layout.arrays:
            raise PositionError(f"{where}: this game's rules keep no {name}")
        self.game.layout.set(state, name, index, value)

    def owner(self, name, where: str) -> int:
        return 0 if name == "neutral" else self.seat(name, f"{where}: owner")

    def board_site(self, label, where: str) -> int:
        board = self.game.board
        site = board._by_label.get(label) if isinstance(label, str) else None
        if site is None:
            raise PositionError(f"{where}: no site is labelled {label!r} on this board "
                                f"(labels run {board.labels[0]} .. {board.labels[-1]})")
        return site

    def any_site(self, label, where: str) -> int:
        """A board site, or a hand (``"hand P1"``, ``"hand shared"``)."""
        if isinstance(label, str) and label.startswith("hand "):
            name = label[5:]
            hand = self.game.num_seats if name == "shared" else self.seat(name, where) - 1
            return self.game.board.num_sites + hand
        return self.board_site(label, where)

    @staticmethod
    def piece(name, kinds: dict, where: str) -> int:
        if not isinstance(name, str) or name not in kinds:
            raise PositionError(f"{where}: no piece is named {name!r}; pieces: {', '.join(kinds)}")
        return kinds[name]


# Files ------------------------------------------------------------------------------------------


#: The largest position file read (a position of the largest board is far smaller).
MAX_POSITION_BYTES = 8_000_000


def read_position(game, path: str | Path) -> State:
    """The state of a position file (JSON); :class:`PositionError` says why when it is not one of ``game``.
    The file is only read."""
    try:
        text = read_text_file(path, MAX_POSITION_BYTES)
    except FileRefused as error:
        raise PositionError(f"cannot read {error}") from None
    try:
        data = parse_json(text)
    except JsonRefused as error:
        raise PositionError(f"{path}:{error.place}: not a position: {error.reason}") from None
    try:
        return state_from_position(game, data)
    except PositionError as error:
        raise PositionError(f"{path}: {error}") from None
