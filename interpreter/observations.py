"""Observations: what a player sees of a state, as a NumPy vector and as text.

``state.observation_tensor(player)`` is a flat ``float32`` vector whose layout depends only on
the game (``game.observation_layout()`` names each part, with where it starts and its size):

- planes over the sites (one value per site of the board, in site order): one plane for each
  piece kind (``Disc1`` ...), one for each seat's pieces (by owner), the site states, the
  values pieces carry, their orientations, and the site of the last move;
- scalars: the seat to move (one-hot), the turn, each seat's score, each hand's count, the
  observing player's own supply by piece kind, each other seat's supply size, the number of
  cards in the deck, each variable and player value, each remembered name's values counted
  from 0 to 15, each ring's turn, and whether the game is over with each seat's result.

What a player cannot see is not in it: other players' supplies show only their size, the
deck only its size. ``state.information_state_tensor(player)`` adds what the player can know
from all they have seen (perfect recall): the cards they have not seen, by kind (the deck and
the other supplies together), and the number of moves played. The strings are the same
views as text.

>>> from interpreter.game import load_game
>>> game = load_game("examples/tic-tac-toe.lud")
>>> state = game.new_initial_state(); state.apply("B2")
>>> tensor = state.observation_tensor(1)
>>> tensor.shape, game.observation_tensor_shape()
((90,), [90])
>>> [(name, start, size) for name, start, size in game.observation_layout()][:3]
[('piece Disc1', 0, 9), ('piece Cross2', 9, 9), ('owner P1', 18, 9)]
>>> int(tensor[4])  # B2, site 4, holds a Disc1
1
"""

from __future__ import annotations

from interpreter.layout import RING_TURNS

#: Remembered values are counted for the values 0 to REMEMBERED_VALUES - 1.
REMEMBERED_VALUES = 16



def _numpy():
    try:
        import numpy
    except ImportError:  # pragma: no cover - numpy comes with the extras that use tensors
        raise ImportError("observation tensors need NumPy: pip install 'ludeme[numpy]'") from None
    return numpy


class Observer:
    """The layout of a game's observations, worked out once from the description."""

    def __init__(self, game):
        self.game = game
        sites, seats, kinds = game.board.num_sites, game.num_seats, len(game.pieces)
        layout = game.layout
        self.variables = sorted(layout.variables)
        self.remembered = layout.remembered_names()
        self.turning = layout.turning_areas()  # "" (a ring board's rings) or a family -> its areas
        parts = [(f"piece {kind.name}", sites) for kind in game.pieces]
        parts += [(f"owner P{seat}", sites) for seat in range(1, seats + 1)]
        parts += [("site state", sites), ("piece value", sites), ("rotation", sites), ("last to", sites),
                  ("mover", seats), ("turn", 1), ("scores", seats), ("hands", seats + 1),
                  ("own supply", kinds), ("supply sizes", seats), ("deck size", 1)]
        parts += [(f"variable {name}", 1) for name in self.variables]
        parts += [("player values", seats)]
        parts += [(f"remembered {name}", REMEMBERED_VALUES) for name in self.remembered]
        parts += [(f"turns {family}" if family else "rings", areas) for family, areas in sorted(self.turning.items())]
        parts += [("over", 1), ("result", seats)]
        self.layout, start = [], 0
        for name, size in parts:
            self.layout.append((name, start, size))
            start += size
        self.size = start
        self.starts = {name: start for name, start, _ in self.layout}
        self.information_size = start + kinds + 1  # the unseen cards by kind, the moves played

    def observation(self, state, player: int):
        """The observation vector of ``player`` (1, 2, ...)."""
        numpy = _numpy()
        tensor = numpy.zeros(self.size, dtype=numpy.float32)
        self._fill(tensor, state, player)
        return tensor

    def information_state(self, state, player: int):
        numpy = _numpy()
        tensor = numpy.zeros(self.information_size, dtype=numpy.float32)
        self._fill(tensor, state, player)
        kinds = len(self.game.pieces)
        tensor[self.size:self.size + kinds] = self.unseen(state, player)
        tensor[self.size + kinds] = len(state.record)
        return tensor

    def unseen(self, state, player: int) -> list[int]:
        """The cards ``player`` has not seen, by kind: the deck and the other seats' supplies."""
        kinds, mine = len(self.game.pieces), self._seats_of(state, player)
        unseen = list(state.stock[:kinds])
        for seat in range(1, self.game.num_seats + 1):
            if seat not in mine:
                for what in range(kinds):
                    unseen[what] += state.stock[seat * kinds + what]
        return unseen

    def _seats_of(self, state, player: int) -> set[int]:
        return {seat for seat in range(1, self.game.num_seats + 1) if state.roles[seat] == player}

    def _fill(self, tensor, state, player: int) -> None:
        game = self.game
        sites, seats, kinds = game.board.num_sites, game.num_seats, len(game.pieces)
        if not 1 <= player <= game.num_players:
            raise ValueError(f"player {player} is not a player of this game (1 to {game.num_players})")
        numpy = _numpy()
        at = self.starts
        what, who = numpy.asarray(state.what), numpy.asarray(state.who)
        placed = numpy.flatnonzero(what >= 0)
        tensor[what[placed] * sites + placed] = 1
        owned = placed[who[placed] > 0]
        tensor[(kinds + who[owned] - 1) * sites + owned] = 1
        tensor[at["site state"]:at["site state"] + sites] = state.marks
        layout, slots = game.layout, state.slots
        for name, slot in layout.variables.items():
            tensor[at[f"variable {name}"]] = slots[slot]
        for name, part, length in (("piece value", "piece value", sites), ("rotation", "rotation", sites),
                                   ("player value", "player values", seats),
                                   *((f"{RING_TURNS} {family}".strip(), f"turns {family}" if family else "rings", areas)
                                     for family, areas in self.turning.items())):
            if name in layout.arrays:
                first, kept = layout.arrays[name]
                offset = 1 if name == "player value" else 0  # seats index it from 1
                tensor[at[part]:at[part] + length] = slots[first + offset:first + offset + length]
        for name in self.remembered:
            for value, count in state.multisets[layout.multisets[name]].items():
                if 0 <= value < REMEMBERED_VALUES:
                    tensor[at[f"remembered {name}"] + value] = count
        if 0 <= state.last_to < sites:
            tensor[at["last to"] + state.last_to] = 1
        if not state.is_terminal() and not state.is_chance_node():
            tensor[at["mover"] + state.mover - 1] = 1
        tensor[at["turn"]] = state.turn
        tensor[at["scores"]:at["scores"] + seats] = state.points[1:seats + 1]
        tensor[at["hands"]:at["hands"] + seats + 1] = state.hands
        mine = self._seats_of(state, player)
        for seat in range(1, seats + 1):
            held = state.stock[seat * kinds:(seat + 1) * kinds]
            tensor[at["supply sizes"] + seat - 1] = sum(held)
            if seat in mine:
                tensor[at["own supply"]:at["own supply"] + kinds] += held
        tensor[at["deck size"]] = sum(state.stock[:kinds])
        if state.result is not None:
            tensor[at["over"]] = 1
            tensor[at["result"]:at["result"] + seats] = state.result

    # Text --------------------------------------------------------------------------------------

    def observation_string(self, state, player: int) -> str:
        """The position as text, with the other seats' supplies shown only by their size."""
        game, kinds = self.game, len(self.game.pieces)
        mine = self._seats_of(state, player)
        lines = []
        for line in str(state).splitlines():
            if line.startswith("hand P") and ":" in line:
                seat = int(line[6:line.index(":")])
                if seat not in mine:
                    line = f"hand P{seat}: {sum(state.stock[seat * kinds:(seat + 1) * kinds])} cards"
            lines.append(line)
        mover = "over" if state.is_terminal() else "chance" if state.is_chance_node() else f"P{state.mover} to move"
        lines.append(f"turn {state.turn}, {mover}; scores " + " ".join(map(str, state.points[1:game.num_seats + 1])))
        return "\n".join(lines)

    def information_state_string(self, state, player: int) -> str:
        """The observation, the cards not seen and every move so far."""
        game = self.game
        unseen = " ".join(f"{game.pieces[what].name}x{count}" if count > 1 else game.pieces[what].name
                          for what, count in enumerate(self.unseen(state, player)) if count)
        moves = " ".join(game.move_to_text(state, move) for move in state.record)
        return "\n".join([self.observation_string(state, player)] + ([f"unseen: {unseen}"] if unseen else [])
                         + [f"moves: {moves}"])
