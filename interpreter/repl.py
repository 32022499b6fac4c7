"""The game at the prompt of ``ludeme run``.

A :class:`Session` turns each typed line (a move or a command) into the text to show, so
it can be driven without a terminal; :func:`interact` reads the lines with prompt_toolkit:
line editing, history, and completion of the legal moves and the commands.

>>> from interpreter.game import load_game
>>> session = Session(load_game("examples/tic-tac-toe.lud"), seats={2: "random"})
>>> print(session.handle("B2"))  # doctest: +ELLIPSIS
P2 (random) plays ...
Turn 3: P1 (D) to move. Last move ... Scores P1 0, P2 0.
To do: place a piece (7 ways).
>>> session.handle("B2")
'Illegal move: B2 is occupied'
>>> print(session.handle("undo").splitlines()[0])
Took back 2 moves.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import Completer, Completion, PathCompleter
from prompt_toolkit.document import Document
from prompt_toolkit.history import FileHistory, History, InMemoryHistory

from interpreter.agents import make_agent
from interpreter.records import RecordError, load_state, save_state
from interpreter.render.notation import player_letter, player_name
from interpreter.render.panel import describe, play_explained
from interpreter.state import IllegalMove, State

HELP = """\
Type a move (as listed by moves, e.g. B2) or a command:
  moves          list the legal moves
  undo           take back the last move (and the computer's replies to it)
  hint           the move the mcts agent suggests
  ai             let the computer play this move (the seat's agent, or mcts)
  seat           show who plays each seat; seat P2=mcts chooses: human, random, greedy, mcts
  save FILE      save the game as JSON
  load FILE      continue a saved game
  position       show the position (every part of the state, as JSON); position FILE plays on from one
  svg FILE       draw the position as an SVG picture
  rules          show the game's rules (rules lud: its description)
  help           show this help
  quit           leave (or Ctrl-D; Ctrl-C offers to save first)"""

#: The agent behind ``hint``, with a short budget, and the one ``ai`` uses on a human's seat.
HINT_AGENT = "mcts:iterations=500,seconds=1"
AI_AGENT = "mcts:iterations=2000,seconds=2"
FILE_COMMANDS = ("save", "load", "svg", "position")
SEAT_KINDS = ("human", "random", "greedy", "mcts")


def parse_seat(text: str, num_players: int) -> tuple[int, str]:
    """``"P2=mcts"`` as ``(2, "mcts")``; raises ValueError saying what is wrong.

    >>> parse_seat("p2=mcts:iterations=50", 2)
    (2, 'mcts:iterations=50')
    """
    seat, equals, spec = (part.strip() for part in text.partition("="))
    number = seat[1:] if seat[:1] in "Pp" else seat
    if not (equals and spec and number.isdigit() and 1 <= int(number) <= num_players):
        raise ValueError(f"{text!r} does not choose a seat: write P1..P{num_players}=human|random|greedy|mcts")
    return int(number), spec


class Session:
    """A game being played: the state, who plays each seat, and the handling of typed lines."""

    def __init__(self, game, state: State | None = None, seats: dict[int, str] | None = None, seed: int = 0,
                 notify=None, backend: str | None = None):
        self.game = game
        self.backend = backend  # the backend the agents search on, unless their spec says
        self.notify = notify  # shows a line at once (the computer thinking), when given
        self.state = state if state is not None else game.new_initial_state(seed)
        self.seed = seed
        self.seats = dict.fromkeys(range(1, game.num_players + 1), "human")
        self.agents: dict = {}
        self.done = False
        for player, spec in (seats or {}).items():
            self.set_seat(player, spec)
        self.commands = {"moves": self._moves, "undo": self._undo, "hint": self._hint, "ai": self._ai,
                         "seat": self._seat, "save": self._save, "load": self._load, "svg": self._svg,
                         "position": self._position,
                         "rules": self._rules, "help": self._help, "quit": self._quit, "exit": self._quit}

    def set_seat(self, player: int, spec: str) -> None:
        """Let ``spec`` (human, or an agent spec) play ``player``; ValueError for an unknown agent."""
        if spec.lower() == "human":
            self.agents.pop(player, None)
            self.seats[player] = "human"
            return
        self.agents[player] = make_agent(spec, self.seed + player, self.backend)
        self.seats[player] = spec

    # Lines ------------------------------------------------------------------------------------

    def start(self) -> str:
        """The opening text: the game, the seats and the position (agents to move play first)."""
        options = ", ".join(f"{heading}/{item}" for heading, item in self.game.options.items())
        head = f"{self.game.name}, {self.game.num_players} players" + (f" ({options})" if options else "")
        return "\n".join([head, self._seats_line(), "Type help for the commands.", self._play_agents()])

    def handle(self, line: str) -> str:
        """The text to show after one typed line: a move, or a command and its argument."""
        name, _, argument = line.strip().partition(" ")
        command = self.commands.get(name.lower())
        if command:
            return command(argument.strip())
        return self._move(line.strip()) if line.strip() else ""

    def prompt(self) -> str:
        return "over> " if self.state.is_terminal() else f"P{self.state.current_player()}> "

    def completions(self, text: str) -> list[tuple[str, str]]:
        """The whole lines (and what they are) that complete ``text``: commands, legal moves, seat choices."""
        moves = [self.game.move_to_text(self.state, move) for move in self.state.legal_moves()]
        seats = [f"seat P{player}={kind}" for player in self.seats for kind in SEAT_KINDS]
        candidates = [(m, "move") for m in moves] + [(c, "command") for c in self.commands if c != "exit"]
        candidates += [(s, "seat") for s in seats]
        wanted = text.lstrip().lower()
        return [(line, kind) for line, kind in candidates if line.lower().startswith(wanted)]

    def view(self) -> str:
        """The board, then whose turn it is and the scores, or the result once the game is over."""
        state, players = self.state, range(1, self.game.num_players + 1)
        scores = "Scores " + ", ".join(f"P{p} {score}" for p, score in zip(players, state.scores())) + "."
        last = f" Last move {self.game.move_to_text(state, state.record[-1])}." if state.record else ""
        if state.is_terminal():
            return (f"{state}\nGame over after {len(state.record)} moves: {self._result()}.{last} {scores}\n"
                    f"Type undo, save FILE or quit.")
        player = state.current_player()
        waiting = f" ({self.seats[player]}: type ai to let it play)" if player in self.agents else ""
        symbol = player_letter(self.game, state.roles.index(player))  # it follows the player after a swap
        to_do = describe(self.game, state)["to do"]
        return (f"{state}\nTurn {state.turn}: {player_name(self.game, player)} ({symbol}) to move{waiting}.{last} "
                f"{scores}\nTo do: {to_do}.")

    def _result(self) -> str:
        """The result with its cause: "P1 wins: both scores unchanged over a full round"."""
        return describe(self.game, self.state)["result"]["text"]

    def _seats_line(self) -> str:
        return "Seats: " + ", ".join(f"P{player} {spec}" for player, spec in self.seats.items()) + "."

    # Playing ----------------------------------------------------------------------------------

    def _move(self, text: str) -> str:
        try:
            lines = play_explained(self.game, self.state, text)
        except IllegalMove as error:
            if any(c.isdigit() for c in text) or self.state.is_terminal():
                return f"Illegal move: {error}"
            return f"Unknown command {text!r}: type help for the commands, or moves for the legal moves."
        return self._play_agents(lines)

    def _play_agents(self, lines: list[str] | None = None) -> str:
        """Let the agents move while it is their turn; their moves, then the position."""
        lines = lines or []
        while not self.state.is_terminal() and (player := self.state.current_player()) in self.agents:
            spec = self.seats[player]
            try:
                lines.append(self._play_agent(player, self.agents[player], spec))
            except ValueError as error:  # an agent that cannot play this game (mcts:backend=native): a person plays
                self.set_seat(player, "human")
                lines.append(f"P{player} ({spec}) cannot play here: {error}. P{player} is played by a human now.")
        return "\n".join(lines + [self.view()])

    def _play_agent(self, player: int, agent, spec: str) -> str:
        if self.notify:
            self.notify(f"P{player} ({spec}) is thinking...")
        move = agent.choose(self.state)
        text = self.game.move_to_text(self.state, move)
        return "\n".join([f"P{player} ({spec}) plays {text}", *play_explained(self.game, self.state, move)])

    def _moves(self, _: str) -> str:
        moves = [self.game.move_to_text(self.state, move) for move in self.state.legal_moves()]
        return " ".join(moves) if moves else "The game is over: there are no moves."

    def _undo(self, _: str) -> str:
        state = self.state
        if not state.record:
            return "There is no move to take back."
        state.undo()
        taken = 1
        while state.record and state.current_player() in self.agents and len(self.agents) < len(self.seats):
            state.undo()
            taken += 1
        return f"Took back {taken} move{'s' if taken > 1 else ''}.\n{self.view()}"

    def _hint(self, _: str) -> str:
        if self.state.is_terminal():
            return "The game is over."
        try:
            move = make_agent(HINT_AGENT, self.seed, self.backend).choose(self.state)
        except ValueError as error:
            return f"No hint: {error}"
        return f"Hint: {self.game.move_to_text(self.state, move)}"

    def _ai(self, _: str) -> str:
        if self.state.is_terminal():
            return "The game is over."
        player = self.state.current_player()
        spec = self.seats[player] if player in self.agents else AI_AGENT.partition(":")[0]
        try:
            agent = self.agents.get(player) or make_agent(AI_AGENT, self.seed, self.backend)
        except ValueError as error:
            return f"No computer move: {error}"
        return self._play_agents([self._play_agent(player, agent, spec)])

    def _seat(self, argument: str) -> str:
        try:
            for choice in argument.split():
                self.set_seat(*parse_seat(choice, self.game.num_players))
        except ValueError as error:
            return f"{error}\n{self._seats_line()}"
        if not self.state.is_terminal() and self.state.current_player() in self.agents:
            return f"{self._seats_line()}\n{self._play_agents()}"
        return self._seats_line()

    # Files ------------------------------------------------------------------------------------

    def _save(self, path: str) -> str:
        if not path:
            return "Give a file: save FILE"
        try:
            save_state(self.game, self.state, path)
        except OSError as error:
            return f"Not saved: cannot write {path}: {error.strerror or error}"
        return f"Saved {len(self.state.record)} moves to {path}."

    def _load(self, path: str) -> str:
        if not path:
            return "Give a file: load FILE"
        try:
            self.state = load_state(self.game, path)
        except RecordError as error:
            return f"Not loaded: {error}"
        return f"Loaded {len(self.state.record)} moves from {path}.\n{self.view()}"

    def _position(self, path: str) -> str:
        from interpreter.positions import PositionError, read_position

        if not path:
            return json.dumps(self.state.to_position(), indent=2)
        try:
            self.state = read_position(self.game, path)
        except PositionError as error:
            return f"Not set up: {error}"
        return f"Set up the position of {path}.\n{self._play_agents()}"

    def _svg(self, path: str) -> str:
        from interpreter.render.picture import state_svg
        from ludeme.textfiles import write_atomically

        if not path:
            return "Give a file: svg FILE"
        try:
            write_atomically(path, state_svg(self.game, self.state))
        except OSError as error:
            return f"Not drawn: cannot write {path}: {error.strerror or error}"
        return f"Drew the position in {path}."

    def _rules(self, argument: str) -> str:
        if argument.lower() == "lud":
            return self.game.text.rstrip()
        rules = self.game.metadata.rules
        if not rules:
            return "This description gives no rules text ((info {(rules \"...\")}) in its metadata); rules lud " \
                   "shows the description itself."
        return f"{self.game.name}\n\n{rules}"

    def _help(self, _: str) -> str:
        return HELP

    def _quit(self, _: str) -> str:
        self.done = True
        return ""


class _LineCompleter(Completer):
    """Completes commands, legal moves and seat choices, and file names after save, load and svg."""

    def __init__(self, session: Session):
        self.session = session
        self.paths = PathCompleter(expanduser=True)

    def get_completions(self, document, complete_event):
        text = document.text_before_cursor
        name, space, rest = text.lstrip().partition(" ")
        if space and name.lower() in FILE_COMMANDS:
            yield from self.paths.get_completions(Document(rest.lstrip()), complete_event)
            return
        for line, kind in self.session.completions(text):
            yield Completion(line, -len(text.lstrip()), display_meta=kind)


def _history() -> History:
    """The typed lines, kept between runs under the user's state folder when it can be written."""
    home = Path(os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state")
    path = home / "ludeme" / "history"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
    except OSError:
        return InMemoryHistory()
    return FileHistory(str(path))


def interact(session: Session) -> int:
    """Play at the terminal until ``quit`` or Ctrl-D; Ctrl-C offers to save the game first."""
    prompt: PromptSession[str] = PromptSession(history=_history(), completer=_LineCompleter(session))
    session.notify = lambda line: print(line, flush=True)
    try:
        print(session.start())
        while not session.done:
            try:
                output = session.handle(prompt.prompt(session.prompt()))
            except KeyboardInterrupt:
                output = _offer_to_save(session, prompt)
                if session.done:
                    break
            if output:
                print(output)
    except EOFError:
        print()
    return 0


def _offer_to_save(session: Session, prompt: PromptSession) -> str:
    """After Ctrl-C: a file to save the game in before leaving (empty: leave without saving)."""
    if not session.state.record:
        session.done = True
        return ""
    try:
        path = prompt.prompt("Leaving. Save the game first? File name (empty: do not save): ").strip()
    except (EOFError, KeyboardInterrupt):
        path = ""
    session.done = True
    if not path:
        print("Not saved.")
        return ""
    print(session.handle(f"save {path}"))
    return ""
