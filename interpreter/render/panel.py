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

from collections import Counter

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
        "site states": site_states(game, state),
        "shown": shown_values(game, state),
        "highlighted": highlighted(game, state),
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


def _face_text(meta, key: str, value) -> str:
    """A card's entry in a map, by its name when the metadata names the map's numbers."""
    return meta.value_text(key, value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


def _card_kinds(game) -> frozenset[int]:
    known = getattr(game, "_card_kinds", None)
    if known is None:
        start = game.new_initial_state(0)
        kinds = len(game.pieces)
        known = frozenset(index % kinds for index, count in enumerate(start.stock) if count)
        game._card_kinds = known
    return known


def _faces(game) -> dict[str, dict[str, str]]:
    """Each piece name's entries in the maps of the equipment: {"R05": {"Colour": "red", "N": "6"}}
    (a number the metadata names by its name)."""
    from ludeme.checker import Bound

    names = {kind.name for kind in game.pieces}
    faces: dict[str, dict[str, str]] = {}
    equipment = getattr(game, "equipment", None)
    for item in equipment.get("items", ()) if equipment is not None else ():
        if isinstance(item, Bound) and item.ludeme.head == "map":
            for pair in item.get("entries"):
                key = pair.get("key")
                if isinstance(key, str) and key in names:
                    name = item.get("name")
                    faces.setdefault(key, {})[name] = _face_text(game.metadata, name, pair.get("value"))
    return faces


def remembered(state) -> dict[str, list[list]]:
    """The values the rules remember, under the names players see, each value (by its name when the
    metadata names it) with how many times it is remembered, in rising order:
    {"Dice": [[2, 1], [5, 2]]}, {"Flower Ups face up": [["red", 2]]} (counts, never the values one by
    one: there may be many). Values the metadata hides are left out."""
    game = state.game
    layout, meta = game.layout, game.metadata
    found = {name: layout.remembered(state, name) for name in layout.remembered_names() if name not in meta.hidden}
    return {meta.value_label(name): [[_named(meta, name, value), count] for value, count in sorted(values.items())
                                     if count]
            for name, values in found.items() if any(values.values())}


def _named(meta, name: str, value: int):
    """A remembered value as shown: its name when the metadata gives one, else the number."""
    return meta.value_text(name, value) if value in meta.value_names.get(name, {}) else value


def variables(game, state) -> dict[str, str]:
    """The description's variables with their values, under the names players see: those that are not
    0 (or whose 0 the metadata names), not hidden by the metadata; a variable that holds a site shows
    its label, one whose numbers the metadata names shows the name."""
    meta = game.metadata
    shown = {}
    for name, slot in sorted(game.layout.variables.items()):
        value = state.slots[slot]
        if name in meta.hidden or not value and 0 not in meta.value_names.get(name, {}):
            continue  # unset and 0 are one: only the variables that hold something are shown
        if name in game.site_variables and 0 <= value < game.board.num_sites:
            shown[meta.value_label(name)] = game.board.label(value)
        else:
            shown[meta.value_label(name)] = meta.value_text(name, value)
    return shown


def site_states(game, state) -> dict[str, list[str]]:
    """The sites in each state the metadata names (``(state Names ...)``), by that name."""
    names = game.metadata.state_names
    found: dict[str, list[str]] = {}
    if names:
        for site, mark in enumerate(state.marks):
            if mark in names and site < game.board.num_sites:
                found.setdefault(names[mark], []).append(game.board.label(site))
    return found


def shown_values(game, state) -> dict[str, int]:
    """The numbers the metadata asks to show (``(show Value "label" <int>)``), by label, as computed
    by their ludemes in this position (while the game goes on)."""
    if state.is_terminal():
        return {}
    return {shown.label: value for shown, compute in game.shown if shown.kind == "Value"
            and (value := _computed(compute, state)) is not None}


def highlighted(game, state) -> list[dict]:
    """The sites the metadata asks to highlight (``(show Sites "caption" <sites>)``), with their caption
    and colour, as computed in this position; empty regions are left out."""
    if state.is_terminal():
        return []
    found = []
    for shown, compute in game.shown:
        if shown.kind == "Sites" and (sites := _computed(compute, state)):
            board = game.board
            found.append({"caption": shown.label, "colour": shown.colour or "#ef6c00",
                          "sites": [board.label(site) for site in sorted(sites) if 0 <= site < board.num_sites]})
    return found


def _computed(compute, state):
    """The value of a ludeme of the metadata in a position (None when it cannot be computed there)."""
    try:
        return compute(state)
    except Exception:  # a ludeme that cannot be asked of this position shows nothing
        return None


def move_labels(game, state) -> dict[str, str]:
    """What the moves offered now mean, by move text (lower case), from ``(move Label ...)``."""
    labels = {}
    for label, condition in game.move_labels:
        if label.move.lower() not in labels and (condition is None or _computed(condition, state)):
            labels[label.move.lower()] = label.label
    return labels


def to_do(game, state, legal) -> str:
    """What the player to move may do now, by kind of move: "place a piece: 12 sites; pass"."""
    if not legal:
        return ""
    groups: dict[str, list[str]] = {}
    labels = move_labels(game, state) if game.move_labels else {}
    for move in legal:
        text = game.move_to_text(state, move)
        if text.lower() in labels:
            text = f"{text} ({labels[text.lower()]})"
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
    for name, sites in info["site states"].items():
        lines.append(f"{name}: {' '.join(sites)}")
    for label, value in info["shown"].items():
        lines.append(f"{label}: {value}")
    for region in info["highlighted"]:
        lines.append(f"{region['caption']}: {' '.join(region['sites'])}")
    return lines


#: the kinds of move whose ``what`` is the piece placed (a turn's ``what`` is how far it turns)
PLACEMENTS = frozenset({"Add", "Place", "Hand"})


def play_explained(game, state, move) -> list[str]:
    """Apply a move (or its text) and say what it did besides the piece it played (see :func:`changes`);
    an illegal move raises :class:`~interpreter.state.IllegalMove` and changes nothing."""
    before = (state.who[:], state.what[:])
    with state.game.removals_noted() as causes:
        state.apply(move)
    return changes(game, before, state, causes)


def changes(game, before: tuple[list[int], list[int]], state, causes: dict[int, str] | None = None) -> list[str]:
    """What a move did to the board besides the piece it played, in words: the pieces the rules took
    off (not those that only moved, as on a turning area), each with the rule that took it (``causes``: site -> the rule in words, as
    :meth:`~interpreter.game.Game.removals_noted` gives them), and those they changed (``before``:
    the owners and kinds of every site before the move).

    >>> from interpreter.game import load_game
    >>> game = load_game("descriptions/sprout.lud")
    >>> state = game.position({"B2": "Stone1", "C2": "Stone2"}, mover=1)
    >>> before = (state.who[:], state.what[:])
    >>> state.clear(game.board.site("C2"))
    >>> changes(game, before, state, {game.board.site("C2"): "a doomed group"})
    ['P2 lost Stone2 at C2 (a doomed group)']
    """
    who, what = before
    causes = causes or {}
    move = state.record[-1] if state.record else None
    played = {move.to, move.frm} if move else set()
    sites = range(game.board.num_sites)
    # pieces of each owner and kind gone from the board, and come onto it: a piece that only moved
    # (a turning area carries pieces round) is neither lost nor changed
    fewer = Counter((who[s], what[s]) for s in sites if what[s] >= 0)
    fewer.subtract((state.who[s], state.what[s]) for s in sites if state.what[s] >= 0)
    lost: dict[tuple[int, str, str], list[str]] = {}
    changed = []
    label = game.board.label
    for site in sites:
        old, new = what[site], state.what[site]
        if old >= 0 and new < 0 and (site in causes or site not in played and fewer[(who[site], old)] > 0):
            fewer[(who[site], old)] -= 1
            cause = causes.get(site, "taken off by the rules")
            lost.setdefault((who[site], game.pieces[old].name, cause), []).append(label(site))
        elif old >= 0 and new >= 0 and old != new and fewer[(who[site], old)] > 0 \
                and fewer[(state.who[site], new)] < 0:
            fewer[(who[site], old)] -= 1
            fewer[(state.who[site], new)] += 1
            why = f": {causes[site]}" if site in causes else ""
            changed.append(f"{label(site)} became {game.pieces[new].name} (was {game.pieces[old].name}{why})")
    if move and move.kind in PLACEMENTS and 0 <= move.to < game.board.num_sites \
            and 0 <= move.what != state.what[move.to] >= 0:
        changed.append(f"{label(move.to)} became {game.pieces[state.what[move.to]].name} "
                       f"(played as {game.pieces[move.what].name})")
    lines = [f"{player_name(game, owner) if owner else 'the board'} lost {name} at {', '.join(sites)} ({cause})"
             for (owner, name, cause), sites in lost.items()]
    return lines + changed
