"""Games being played in the browser, apart from the web framework: each :class:`Match` holds a
state, who plays each seat, the moves taken back (for redo) and what happened so far; every
change is refused whole with a :class:`Refused` saying why, and leaves the match as it was.

>>> from interpreter.game import load_game
>>> match = Match("m1", load_game("examples/tic-tac-toe.lud"))
>>> match.play("B2")["record"]
['B2']
>>> match.play("B2")
Traceback (most recent call last):
interpreter.web.matches.Refused: B2 is occupied
>>> match.undo()["can redo"]
True
>>> match.set_position({"pieces": {"A1": "Disc1"}, "mover": "P2"})["record"], match.position()["pieces"]
([], {'A1': 'Disc1'})
"""

from __future__ import annotations

import threading
from collections import deque

from interpreter.agents import make_agent
from interpreter.render.panel import describe, move_labels
from interpreter.render.picture import state_svg
from interpreter.state import IllegalMove
from ludeme.errors import LudemeError

#: The budget of each strength of the mcts seat (1 weakest, 5 strongest).
MCTS_STRENGTHS = {1: "mcts:iterations=50", 2: "mcts:iterations=300,seconds=1", 3: "mcts:iterations=1500,seconds=2",
                  4: "mcts:iterations=6000,seconds=4", 5: "mcts:iterations=30000,seconds=8"}
SEAT_KINDS = ("human", "random", "greedy", "mcts")
#: The events a match keeps and shows (moves, removals, the end), newest last.
MAX_EVENTS = 40


class Refused(LudemeError, ValueError):
    """A request that cannot be met, with the reason in words; nothing was changed."""


def brief(value, longest: int = 40) -> str:
    """A value of a request as a message quotes it, cut short when long.

    >>> brief("B2"), brief([1] * 100)
    ("'B2'", '[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, ...')
    """
    text = repr(value)
    return text if len(text) <= longest else text[:longest - 3] + "..."


def seat_spec(kind: str, strength: int | None = None) -> str:
    """The agent spec of a seat chosen in the page: ``seat_spec("mcts", 2)``.

    >>> seat_spec("mcts", 1), seat_spec("random")
    ('mcts:iterations=50', 'random')
    """
    if not isinstance(kind, str) or kind not in SEAT_KINDS:
        raise Refused(f"unknown seat kind {brief(kind)}; choose one of {', '.join(SEAT_KINDS)}")
    if kind != "mcts":
        return kind
    if strength is None:
        strength = 3
    if not isinstance(strength, int) or isinstance(strength, bool) or strength not in MCTS_STRENGTHS:
        raise Refused(f"the strength of an mcts seat is a whole number from 1 to {len(MCTS_STRENGTHS)}")
    return MCTS_STRENGTHS[strength]


class Match:
    """One game in play. Methods that change it return its view; they are safe to call from several
    threads (one change at a time); the computer's choice is made on a copy of the state."""

    def __init__(self, match_id: str, game, seed: int = 0, seats: dict[int, tuple[str, int | None]] | None = None):
        self.id = match_id
        self.game = game
        self.seed = seed
        self.state = game.new_initial_state(seed)
        self.redo_moves: list[str] = []
        self.events: deque[str] = deque(maxlen=MAX_EVENTS)  # what happened, newest last: moves, removals, the end
        self.seats: dict[int, tuple[str, int | None]] = {p: ("human", None) for p in range(1, game.num_players + 1)}
        self.thinking = 0  # the player the computer is choosing a move for, 0 when none
        self.lock = threading.Lock()
        for player, (kind, strength) in (seats or {}).items():
            self._set_seat(player, kind, strength)
        self._started()

    # Seats ------------------------------------------------------------------------------------

    def set_seats(self, seats: dict) -> dict:
        """Choose who plays seats: {"2": {"kind": "mcts", "strength": 2}}; all or nothing."""
        if not isinstance(seats, dict) or not seats:
            raise Refused('seats: give the seats as {"2": {"kind": "mcts", "strength": 3}}')
        chosen = {}
        for key, choice in seats.items():
            players, key = self.game.num_players, str(key)
            if not (key.isascii() and key.isdigit() and len(key) < 3 and 1 <= int(key) <= players):
                raise Refused(f"seats: there is no seat {brief(key)}: seats are 1 to {players}")
            if not isinstance(choice, dict) or set(choice) - {"kind", "strength"}:
                raise Refused(f"seats: seat {key}: give {{\"kind\": ..., \"strength\": ...}} and nothing else")
            kind, strength = choice.get("kind"), choice.get("strength")
            try:
                seat_spec(kind, strength)  # type: ignore[arg-type]  # refuses a bad choice before anything changes
            except Refused as error:
                raise Refused(f"seats: seat {key}: {error}") from None
            chosen[int(key)] = (kind, strength)
        with self.lock:
            for player, (kind, strength) in chosen.items():
                self._set_seat(player, kind, strength)  # type: ignore[arg-type]  # checked by seat_spec
            return self.view()

    def _set_seat(self, player: int, kind: str, strength: int | None) -> None:
        seat_spec(kind, strength)
        self.seats[player] = (kind, strength if kind == "mcts" else None)

    def is_computer(self, player: int) -> bool:
        return self.seats.get(player, ("human", None))[0] != "human"

    # Moves ------------------------------------------------------------------------------------

    def play(self, text) -> dict:
        """Play a move written as the move list writes it; Refused with the reason when it is not legal."""
        if not isinstance(text, str) or not text.strip():
            raise Refused('move: give the move as text, as the legal moves list writes it: {"move": "B2"}')
        with self.lock:
            if self.thinking:
                raise Refused(f"P{self.thinking}'s computer player is choosing a move; wait for it")
            self._apply(text.strip())
            self.redo_moves.clear()
            return self.view()

    def _apply(self, text: str) -> None:
        from interpreter.render.panel import play_explained

        state, game = self.state, self.game
        player = state.current_player()
        try:
            lines = play_explained(game, state, text)
        except IllegalMove as error:
            raise Refused(str(error)) from None
        self.events.append(f"{game_player(game, player)} plays {game.move_to_text(state, state.record[-1])}")
        self.events += lines
        self._ended()

    def _ended(self) -> None:
        if self.state.is_terminal():
            result = describe(self.game, self.state)["result"]
            self.events.append(f"Game over: {result['text']}")

    def _started(self) -> None:
        self.events.append(f"{self.game.name}: {game_player(self.game, self.state.current_player())} to move")
        self._ended()

    def computer_move(self) -> dict:
        """Let the computer play the seat to move (its seat's agent, or mcts for a human's seat)."""
        with self.lock:
            state = self.state
            if state.is_terminal():
                raise Refused("the game is over")
            if self.thinking:
                raise Refused(f"P{self.thinking}'s computer player is already choosing a move")
            player = state.current_player()
            kind, strength = self.seats[player]
            spec = seat_spec(kind, strength) if kind != "human" else seat_spec("mcts", 2)
            copy, version = state.clone(), state.version
            self.thinking = player
        try:
            move = make_agent(spec, self.seed + len(state.record) + player).choose(copy)
            text = self.game.move_to_text(copy, move)
        finally:
            with self.lock:
                self.thinking = 0
        with self.lock:
            if self.state is not state or state.version != version:
                raise Refused("the game changed while the computer was thinking; ask again")
            self._apply(text)
            self.redo_moves.clear()
            return self.view()

    def undo(self) -> dict:
        """Take back the last move, and the computer's moves before it, back to a human's turn."""
        with self.lock:
            state = self.state
            if self.thinking:
                raise Refused("wait for the computer's move before taking back")
            if not state.record:
                raise Refused("there is no move to take back")
            taken = []
            while state.record:
                taken.append(self.game.move_to_text(state, state.record[-1]))
                state.undo()
                if not self.is_computer(state.current_player()) or not self._has_human():
                    break
            self.redo_moves += taken
            self.events.append(f"Took back {', '.join(reversed(taken))}")
            return self.view()

    def redo(self) -> dict:
        """Play again the moves last taken back, up to a human's turn."""
        with self.lock:
            if self.thinking:
                raise Refused("wait for the computer's move")
            if not self.redo_moves:
                raise Refused("there is no move to play again")
            while self.redo_moves:
                self._apply(self.redo_moves.pop())
                if self.state.is_terminal() or not self.is_computer(self.state.current_player()) \
                        or not self._has_human():
                    break
            return self.view()

    def _has_human(self) -> bool:
        return any(kind == "human" for kind, _ in self.seats.values())

    # Saving -----------------------------------------------------------------------------------

    def save(self) -> dict:
        with self.lock:
            return self.game.state_to_json(self.state)

    def load(self, data) -> dict:
        """Continue a saved game (as :meth:`save` gives it); Refused, with the match unchanged, otherwise."""
        try:
            state = self.game.state_from_json(data)
        except ValueError as error:
            raise Refused(f"not loaded: {error}") from None
        except RecursionError:
            raise Refused("not loaded: the save is nested too deeply") from None
        return self._play_on_from(state, "loading", f"Loaded a save of {len(state.record)} moves")

    def position(self) -> dict:
        """The current position: every part of the state by the description's names
        (:mod:`interpreter.positions`)."""
        from interpreter.positions import PositionError

        with self.lock:
            try:
                return self.state.to_position()
            except PositionError as error:
                raise Refused(str(error)) from None

    def set_position(self, data) -> dict:
        """Play on from a position (as :meth:`position` gives it, or written by hand); Refused, with
        the part at fault and the match unchanged, when it does not fit the game."""
        from interpreter.positions import PositionError

        try:
            state = self.game.state_from_position(data)
        except PositionError as error:
            raise Refused(f"not set up: {error}") from None
        except RecursionError:
            raise Refused("not set up: the position is nested too deeply") from None
        return self._play_on_from(state, "setting up a position",
                                  f"Set up a position: {game_player(self.game, state.current_player())} to move")

    def _play_on_from(self, state, doing: str, event: str) -> dict:
        """Make a loaded or set-up state the match's, unless the computer is thinking."""
        with self.lock:
            if self.thinking:
                raise Refused(f"wait for the computer's move before {doing}")
            self.state = state
            self.redo_moves.clear()
            self.events.append(event)
            self._ended()
            return self.view()

    # Viewing ----------------------------------------------------------------------------------

    def view(self) -> dict:
        """Everything the page shows, as JSON-ready data."""
        game, state = self.game, self.state
        board = game.board
        legal = []
        labels = move_labels(game, state) if game.move_labels else {}
        for move in state.legal_moves():
            to = move.to if 0 <= move.to < board.num_sites else -1
            frm = move.frm if to >= 0 and 0 <= move.frm < board.num_sites else -1
            text = game.move_to_text(state, move)
            legal.append({"text": text, "to": to, "from": frm} | ({"label": labels[text.lower()]}
                                                                   if text.lower() in labels else {}))
        return {
            "id": self.id,
            "game": game.name,
            "path": game.path,
            "options": game.options,
            "seed": self.seed,
            "players": game.num_players,
            "seats": {str(p): {"kind": kind, "strength": strength} for p, (kind, strength) in self.seats.items()},
            "thinking": self.thinking,
            "svg": state_svg(game, state),
            "panel": describe(game, state),
            "legal": legal,
            "record": [game.move_to_text(state, move) for move in state.record],
            "can undo": bool(state.record),
            "can redo": bool(self.redo_moves),
            "events": list(self.events),
            "rules": game.metadata.rules,
        }


def game_player(game, player: int) -> str:
    from interpreter.render.notation import player_name

    return player_name(game, player) if player else "nobody"
