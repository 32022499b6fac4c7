"""What lies beside the board, as plain data for both front ends (the prompt and the browser):
whose turn it is and what is left to do in it, scores, hands, supplies and cards with their
faces, the deck, remembered values (dice, tokens), variables, and the result with its cause.

Everything is named as the description names it: piece names, the names of its variables and
remembered values, the maps of its equipment (a card's face is its entry in each map), the
players' names of its metadata.

>>> from interpreter.game import load_game
>>> game = load_game("examples/tic-tac-toe.lud")
>>> state = game.new_initial_state()
>>> for text in ["A1", "B1", "A2", "B2", "A3"]:
...     state.apply(text)
>>> describe(game, state)["result"]["text"]
'P1 wins: (is Line 3)'
"""

from __future__ import annotations

from interpreter.render.notation import player_letter, player_name

def describe(game, state) -> dict:
    """The state beside the board, as JSON-ready data."""
    over = state.is_terminal()
    mover = state.current_player()
    players = []
    for player in range(1, game.num_players + 1):
        players.append({"player": player, "name": player_name(game, player), "letter": player_letter(game, player),
                        "score": state.scores()[player - 1],
                        "hand": _hand(state, player), "supply": _supply(game, state, player)})
    legal = [] if over else state.legal_moves()
    return {
        "game": game.name,
        "turn": state.turn,
        "moves played": len(state.record),
        "mover": mover,
        "mover name": player_name(game, mover) if mover else "",
        "again": bool(state.frames) and not over and state.frames[-1][0] == state.mover
                 and state.frames[-1][1] == state.turn,
        "players": players,
        "shared hand": state.hands[-1],
        "deck": deck_count(game, state),
        "cards": card_faces(game, state),
        "colours": {kind.name: colour for kind in game.pieces  # fills the metadata gives pieces
                    if (colour := game.metadata.piece_colour(kind.name))},
        "remembered": remembered(state),
        "variables": variables(game, state),
        "to do": to_do(game, state, legal),
        "result": result(game, state) if over else None,
    }


def _hand(state, player: int) -> int:
    seats = [seat for seat in range(1, len(state.roles)) if state.roles[seat] == player]
    return sum(state.hands[seat - 1] for seat in seats)


def _supply(game, state, player: int) -> dict[str, int]:
    """The pieces off the board that a player holds, by name."""
    kinds = len(game.pieces)
    held: dict[str, int] = {}
    for seat in range(1, game.num_seats + 1):
        if state.roles[seat] == player:
            for what in range(kinds):
                if state.stock[seat * kinds + what]:
                    held[game.pieces[what].name] = held.get(game.pieces[what].name, 0) + state.stock[seat * kinds + what]
    return held


def deck_count(game, state) -> int:
    return sum(state.stock[:len(game.pieces)])


def card_faces(game, state) -> dict[str, dict[str, str]]:
    """The face of every card in a hand or on the board: its entry in each map of the equipment
    (cards are the kinds dealt from a deck: kinds the start puts in the deck or a hand)."""
    cards = _card_kinds(game)
    if not cards:
        return {}
    kinds = len(game.pieces)
    seen = {what for what in state.what if what in cards}
    seen |= {index % kinds for index, count in enumerate(state.stock) if count and index >= kinds
             and index % kinds in cards}
    faces = _faces(game)
    return {game.pieces[what].name: faces.get(game.pieces[what].name, {}) for what in sorted(seen)}


def _card_kinds(game) -> frozenset[int]:
    known = getattr(game, "_card_kinds", None)
    if known is None:
        start = game.new_initial_state(0)
        kinds = len(game.pieces)
        known = frozenset(index % kinds for index, count in enumerate(start.stock) if count)
        game._card_kinds = known
    return known


def _faces(game) -> dict[str, dict[str, str]]:
    """Each piece name's entries in the maps of the equipment: {"R05": {"Colour": "0", "N": "6"}}."""
    from ludeme.checker import Bound

    names = {kind.name for kind in game.pieces}
    faces: dict[str, dict[str, str]] = {}
    equipment = getattr(game, "equipment", None)
    for item in equipment.get("items", ()) if equipment is not None else ():
        if isinstance(item, Bound) and item.ludeme.head == "map":
            for pair in item.get("entries"):
                key = pair.get("key")
                if isinstance(key, str) and key in names:
                    faces.setdefault(key, {})[item.get("name")] = str(pair.get("value"))
    return faces


def remembered(state) -> dict[str, list[list[int]]]:
    """The values the rules remember, by name, each value with how many times it is remembered, in
    rising order: {"Dice": [[2, 1], [5, 2]]} (counts, never the values one by one: there may be many)."""
    layout = state.game.layout
    found = {name: layout.remembered(state, name) for name in sorted(layout.multisets)}
    return {name: [[value, count] for value, count in sorted(values.items()) if count]
            for name, values in found.items() if any(values.values())}


def variables(game, state) -> dict[str, str]:
    """The description's variables that are not 0, with their values; a variable that holds a site
    shows its label."""
    shown = {}
    for name, slot in sorted(game.layout.variables.items()):
        value = state.slots[slot]
        if not value:  # unset and 0 are one: only the variables that hold something are shown
            continue
        if name in game.site_variables and 0 <= value < game.board.num_sites:
            shown[name] = game.board.label(value)
        else:
            shown[name] = str(value)
    return shown


def to_do(game, state, legal) -> str:
    """What the player to move may do now, by kind of move: "place a piece: 12 sites; pass"."""
    if not legal:
        return ""
    groups: dict[str, list[str]] = {}
    for move in legal:
        text = game.move_to_text(state, move)
        groups.setdefault(_kind_of(move), []).append(text)
    parts = []
    for kind, texts in groups.items():
        if len(texts) == 1 or kind in ("decide",):
            parts.append(", ".join(texts[:8]) + (", ..." if len(texts) > 8 else ""))
        else:
            parts.append(f"{kind} ({len(texts)} ways)")
    again = " (another decision of the same turn)" if state.frames and state.frames[-1][0] == state.mover \
        and state.frames[-1][1] == state.turn else ""
    return "; ".join(parts) + again


def _kind_of(move) -> str:
    kind = move.kind
    if kind in ("Add", "Place"):
        return "place a piece"
    if kind == "Hand":
        return "place a piece from the supply"
    if kind == "Remove":
        return "remove a piece"
    if kind == "Select":
        return "choose a site" if move.frm < 0 else "move a piece"
    if kind == "Rotation":
        return "turn a piece"
    if move.to >= 0 and move.frm >= 0:
        return "move a piece"
    return "decide"


def result(game, state) -> dict:
    """The result once the game is over: its text with the cause, and each player's return."""
    returns = state.returns()
    cause = game.end_cause(state)
    if game.num_players == 1:
        outcome = {1.0: "won", -1.0: "lost"}.get(returns[0], "drawn")
        text = f"{player_name(game, 1)} has {outcome}"
    elif max(returns) == min(returns):
        text = "a draw"
    else:
        winners = [player_name(game, p) for p, value in enumerate(returns, 1) if value == max(returns)]
        text = f"{' and '.join(winners)} {'wins' if len(winners) == 1 else 'win'}"
    return {"text": f"{text}: {cause}" if cause else text, "outcome": text, "cause": cause,
            "returns": list(returns)}


#: The most pieces of one kind shown one by one in a hand; more are shown as a count.
SHOWN_IN_HAND = 8


def held_text(name: str, count: int) -> str:
    """Pieces of one kind in a hand: ``Card1 Card1``, or ``Card1 x1,000`` for many (the count is
    looked at before anything is written).

    >>> held_text("V2", 2), held_text("R05", 10**6)
    ('V2 V2', 'R05 x1,000,000')
    """
    return " ".join([name] * count) if count <= SHOWN_IN_HAND else f"{name} x{count:,}"


def counted(values: list[list[int]]) -> str:
    """Remembered values as written in the panel: each one when there are few, else each value with
    its count.

    >>> counted([[2, 1], [5, 2]]), counted([[0, 4], [1, 2], [3, 1]])
    ('2 5 5', '0 x4, 1 x2, 3')
    """
    if sum(count for _, count in values) <= 6:
        return " ".join(str(value) for value, count in values for _ in range(count))
    return ", ".join(f"{value} x{count:,}" if count > 1 else str(value) for value, count in values)


def panel_lines(game, state) -> list[str]:
    """The panel as lines of text, under the text board (the prompt adds whose turn it is, what is
    left to do in it and the scores)."""
    info = describe(game, state)
    lines = []
    if any(player["hand"] for player in info["players"]):
        lines.append("in hand: " + ", ".join(f"{player['name']} {player['hand']}" for player in info["players"]))
    for player in info["players"]:
        if player["supply"]:
            held = " ".join(held_text(name, count) for name, count in player["supply"].items())
            lines.append(f"hand {player['name']}: {held}")
    if info["shared hand"]:
        lines.append(f"shared hand: {info['shared hand']}")
    for name, face in info["cards"].items():
        lines.append(f"card {name}: " + ", ".join(f"{key} {value}" for key, value in face.items()))
    if info["deck"]:
        lines.append(f"deck: {info['deck']} cards")
    for name, values in info["remembered"].items():
        lines.append(f"{name}: {counted(values)}")
    if info["variables"]:
        lines.append("variables: " + ", ".join(f"{name} {value}" for name, value in info["variables"].items()))
    return lines


def changes(game, before: tuple[list[int], list[int]], state) -> list[str]:
    """What a move did to the board besides the piece it played, in words: the pieces the rules took
    off, and those they changed (``before``: the owners and kinds of every site before the move).

    >>> from interpreter.game import load_game
    >>> game = load_game("descriptions/sprout.lud")
    >>> state = game.position({"B2": "Stone1", "C2": "Stone2"}, mover=1)
    >>> before = (state.who[:], state.what[:])
    >>> state.clear(game.board.site("C2"))
    >>> changes(game, before, state)
    ['P2 lost Stone2 at C2 (taken off by the rules)']
    """
    who, what = before
    move = state.record[-1] if state.record else None
    played = {move.to, move.frm} if move else set()
    lost: dict[tuple[int, str], list[str]] = {}
    changed = []
    label = game.board.label
    for site in range(game.board.num_sites):
        old, new = what[site], state.what[site]
        if old >= 0 and new < 0 and site not in played:
            lost.setdefault((who[site], game.pieces[old].name), []).append(label(site))
        elif old >= 0 and new >= 0 and old != new:
            changed.append(f"{label(site)} became {game.pieces[new].name} (was {game.pieces[old].name})")
    if move and 0 <= move.to < game.board.num_sites and 0 <= move.what != state.what[move.to] >= 0:
        changed.append(f"{label(move.to)} became {game.pieces[state.what[move.to]].name} "
                       f"(played as {game.pieces[move.what].name})")
    lines = [f"{player_name(game, owner) if owner else 'the board'} lost {name} at {', '.join(sites)} "
             f"(taken off by the rules)" for (owner, name), sites in lost.items()]
    return lines + changed
