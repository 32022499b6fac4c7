"""A compiled game: its board, pieces and rules, and the states played on it.

>>> game = load_game("examples/tic-tac-toe.lud")
>>> game.name, game.num_players, game.board.num_sites
('Tic-Tac-Toe', 2, 9)
>>> state = game.new_initial_state(seed=1)
>>> for text in ["A1", "B1", "A2", "B2", "A3"]:
...     state.apply(text)
>>> state.is_terminal(), state.returns()
(True, (1.0, -1.0))
"""

from __future__ import annotations

import random
import re
from contextlib import contextmanager
from pathlib import Path

from interpreter.board import DEFAULT_FACING
from interpreter.board.build import GameBoard, board_from_equipment
from interpreter.board.geometry import COMPASS
from interpreter.chance import Chance
from interpreter.compiler import Compiler, source_text
from interpreter.compiler.counts import BOARD_PLACEMENTS, OVERLAPPING_PLACEMENTS
from interpreter.compiler.phases import Phases
from interpreter.compiler.stacks import uses_stacks
from interpreter.compiler.supplies import deck_filler
from interpreter.compiler.tracks import tracks_of
from interpreter.layout import COUNTER, TO_CLEAR, TURN_MOVES, VISITED
from interpreter.links import Links
from interpreter.moves import Move, move_text
from interpreter.pieces import piece_flips, piece_kinds
from interpreter.state import IllegalMove, State
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.files import Description, read_description_text
from ludeme.library import LibraryError, locate
from ludeme.metadata import read_metadata
from ludeme.syntax import Call, walk

#: The ludemes (head, selector, kind) a game reads from its description when loading (the game's frame and its
#: equipment items), rather than compiling to closures or building as boards.
READ_WHEN_LOADING = frozenset({("game", None, "game"), ("players", None, "players"), ("player", None, "player"),
                               ("equipment", None, "equipment"), ("rules", None, "rules"),
                               ("board", None, "item"), ("piece", None, "item"), ("regions", None, "item"),
                               ("hand", None, "item"), ("map", None, "item"), ("pair", None, "pair"),
                               ("track", None, "track"), ("boardless", None, "item"), ("mancalaBoard", None, "item"), ("deck", None, "item"),
                               ("flips", None, "flips")})

#: Layouts drawn by chance before a game whose (redraw until:...) condition none of them satisfies
#: fails to load.
SET_UP_DRAWS = 200

#: The format of saved states.
SAVE_FORMAT = "ludeme-state/1"
#: The most moves a save may hold (each is replayed and checked when it is loaded).
MAX_SAVE_MOVES = 100_000


def _facing(players) -> dict[int, str]:
    """Each seat and the direction it faces: given by (players {(player N) ...}), else north for
    every seat, as Ludii (two seats when (players ...) is absent)."""
    if players is None:
        return {1: DEFAULT_FACING, 2: DEFAULT_FACING}
    if "count" in players.arguments:
        return {seat: DEFAULT_FACING for seat in range(1, players.get("count") + 1)}
    facing = {}
    for seat, player in enumerate(players.get("players"), 1):
        direction = player.get("facing").text
        if direction not in COMPASS:
            raise DiagnosticError([Diagnostic.error(
                f"a player faces a compass direction such as N or SE; got {direction}", player.node.span)])
        facing[seat] = direction
    return facing


def _uses(node, head: str, selector: str) -> bool:
    """Whether a ludeme ``(head selector ...)`` is written in the rules, such as ``(move Pass)``."""
    return any(isinstance(n, Call) and n.name == head and n.positional and str(n.positional[0]) == selector
               for n in walk(node))


def _no_end(state) -> None:
    """The end rules of a game that writes none: it ends only when a player cannot move."""
    return None


class Game:
    """The rules of one description with one choice of options, compiled once."""

    def __init__(self, bound, *, path: str = "", expansion=None, text: str = "", seed: int = 0,
                 remember: bool = True, forced_pass: bool = False):
        self.path = path
        asks_all_passed = _uses(bound.node, "all", "Passed")
        #: a player with no legal move passes, and every player passing in a row ends the game in a
        #: draw (Ludii's convention; always so in a game whose rules ask (all Passed)); otherwise the
        #: game ends at once, a draw unless the end rules said otherwise
        self.forced_pass = forced_pass or asks_all_passed
        #: whether the end rules are being asked, after a move and before the turn passes on
        self.ending = False
        # the draw after every player passed, unless the rules say themselves what passes do
        self._all_pass_draws = self.forced_pass and not asks_all_passed and not (
            len(_facing(bound.get("players"))) == 1 and _uses(bound.node, "move", "Pass"))
        self._bound, self._remember = bound, remember
        self.expansion = expansion
        self.options = dict(expansion.chosen) if expansion else {}
        self.text = text
        self.metadata = read_metadata(expansion)
        self.name = bound.get("name")
        players = bound.get("players")
        self.facing = _facing(players)
        self.num_seats = self.num_players = len(self.facing)
        self.board_seed = seed
        chance = random.Random(seed)  # lays out a board laid out by chance, and again for (redraw until:...)
        for _ in range(SET_UP_DRAWS):
            built = board_from_equipment(bound, chance=chance)
            self._compile(bound, built, remember)
            if self._compiler.shared(OVERLAPPING_PLACEMENTS):  # a game with hands counts pieces there
                self._compile(bound, built, remember, placements_overlap=True)
            failed = self._failed_set_up_condition()
            if failed is None:
                return
            if not built.by_chance:
                raise DiagnosticError([Diagnostic.error(
                    "the set-up does not satisfy this condition, and chance does not lay it out", failed,
                    hint="a condition of (redraw until:...) draws again a board laid out by chance, "
                         "such as (tiles ... shuffle:True); a fixed set-up must satisfy it")])
        raise DiagnosticError([Diagnostic.error(
            f"no set-up laid out in {SET_UP_DRAWS} draws satisfies this condition", failed,
            hint="a condition that few layouts satisfy, or none: check it against the board")])

    def _compile(self, bound, built: GameBoard, remember: bool, placements_overlap: bool = False) -> None:
        """The rules compiled on one layout of the board; ``placements_overlap``: start placements put
        pieces where others are, in a game with hands (the sites then count pieces, as in Ludii)."""
        self.board = built.board
        self.regions = built.regions
        self.rings = built.rings
        self.bound = bound  # the checked ludemes, for a second backend to lower (interpreter.lowering)
        self.grid = built.grid  # a growing grid behind the board, if any
        self.layout_by_chance = built.by_chance  # each seed lays the board out its own way
        self._layouts: dict[int, Game] = {}
        self.pieces = piece_kinds(bound, self.num_seats)
        self.flips = piece_flips(bound.get("equipment"), self.num_seats)  # each kind's two sides, if it turns over
        compiler = Compiler(self.board, self.pieces, self.num_seats, self.regions, remember=remember)
        #: whether the rules stack pieces: states then keep the pieces on each site (interpreter.compiler.stacks)
        self.stacking = compiler.stacking = uses_stacks(bound.node)
        # proposals and votes are kept only for rules that ask about them
        compiler.votes_counted = _uses(bound.node, "is", "Proposed") or _uses(bound.node, "is", "Decided")
        compiler.rings = built.rings
        compiler.placements_overlap = placements_overlap
        compiler.facing = self.facing
        compiler.equipment = self.equipment = bound.get("equipment")  # for the items rules read, such as (map ...)
        tracks_of(compiler)  # the board's tracks are checked when the game loads, used or not
        self._deck = deck_filler(compiler)
        rules = bound.get("rules")
        self._start = compiler.optional(rules.get("start"), "start")
        play = compiler.optional(rules.get("play"), "play")
        self._play = play.generate if play else (lambda state: [])
        self._play_rule = play
        phases = rules.get("phases")
        self._phases = Phases(compiler, [compiler.compile(p, "phase") for p in phases]) if phases else None
        if self._phases is not None:
            self._play = self._phases.generate
            self._play_rule = None
        # (set Team n {P1 P3}) at the start: one player plays every seat of a team
        self.roles = tuple(getattr(compiler, "roles", None) or range(self.num_seats + 1))
        self.num_players = max(self.roles)
        self._meta = compiler.optional(rules.get("meta"), "meta") or []
        self._end = compiler.compile(rules.get("end"), "end") if rules.get("end") is not None else _no_end
        # what (no Repeat ...) forbids, or whether (is Cycle) asks: states then keep the positions met
        self.repetition = compiler.repetition
        self._end_rules = rules.get("end")
        self._end_conditions: list | None = None  # compiled when a game's end is first explained
        #: what the metadata asks to show, each with its compiled ludeme: (Shown, f(state))
        self.shown = [(shown, _compile_shown(shown.node, "int" if shown.kind == "Value" else "sites", compiler))
                      for shown in self.metadata.shown]
        #: what moves mean, each with its compiled condition (None: always): (MoveLabel, f(state) | None)
        self.move_labels = [(label, label.condition and _compile_shown(label.condition, "boolean", compiler))
                            for label in self.metadata.move_labels]
        compiler.settle()
        self.layout = compiler.layout
        self._counter = self.layout.arrays[COUNTER][0] if COUNTER in self.layout.arrays else None
        self._turn_moves = self.layout.arrays[TURN_MOVES][0] if TURN_MOVES in self.layout.arrays else None
        self._visited = self.layout.arrays[VISITED][0] if VISITED in self.layout.arrays else None
        #: the pieces captured at the end of the turn go, in a game whose rules take some so
        self._clear_captured = compiler.shared(TO_CLEAR).get("remove")
        self.layout.freeze()  # states are made with this layout
        self.site_variables = frozenset(compiler.shared("site variables"))  # variables that hold a site
        #: the families of rotating areas the rules turn (``areas:"Quadrants"``), by name
        self.area_families = {key.removeprefix("rings "): rings for key, rings in compiler.shared("equipment").items()
                              if key.startswith("rings ")}
        self.effects = compiler.effects
        self._explainers = compiler.explainers
        self._compiler = compiler
        self._actions = self._observer = None
        self._last_legal: tuple = (None, ())  # (version, mover, turn) and the moves found there
        self._last_lookalikes: tuple = (None, {})  # the same, and the legal moves that look alike
        self.new_links = self._links_factory() if compiler.uses_links else None
        self.forced_pass_move = Move("Pass", effect=compiler.effect(lambda state, move: None))
        if not placements_overlap and len(compiler.shared(BOARD_PLACEMENTS)) > 1:
            self.start(State(self, self.board_seed))  # notes whether the placements overlap

    def _failed_set_up_condition(self):
        """Where the first condition of (redraw until:...) that the position before the first move
        fails is written; None when they all hold (or there are none)."""
        conditions = self._compiler.shared("set-up conditions")
        if not conditions:
            return None
        state = State(self, self.board_seed)
        self.start(state)
        return next((span for span, holds in conditions.items() if not holds(state)), None)

    def _links_factory(self):
        parts = {seat: [part for region in self.regions if region.owner == f"P{seat}" for part in region.parts]
                 for seat in range(1, self.num_players + 1)}
        table = self._compiler.links_table or self.board.neighbour_table("Adjacent")
        template = Links(self.board.num_sites, parts, table)
        return template.copy

    # Rules -----------------------------------------------------------------------------------

    def new_initial_state(self, seed: int | None = None, chance_nodes: bool = False) -> State:
        """The position before the first move; ``seed`` fixes every chance event of the game, the
        layout of a board laid out by chance too (the state's ``game`` is then the game on that layout).
        With ``chance_nodes``, the draws of play are chance nodes instead (:mod:`interpreter.chance`)."""
        if self.layout_by_chance:
            seed = random.randrange(2**32) if seed is None else seed
            if seed != self.board_seed:
                return self.for_seed(seed).new_initial_state(seed, chance_nodes)
        state = State(self, seed)
        if chance_nodes:  # each draw is a chance node (interpreter.chance)
            state.chance = Chance()
            state.chance.start(state)
        elif self._start or self._deck:
            self.start(state)
            state.log.clear()
        return state

    def start(self, state: State) -> None:
        """Fill the deck and apply the start rules to a new state."""
        if self._deck:
            self._deck(state)
        if self._start:
            self._start(state)

    def max_chance_outcomes(self) -> int:
        """An upper bound on the outcomes of a chance node: the most numbers one (value Random (range a b)) of
        the description can draw, or the piece kinds a deal can give (a draw of more numbers than
        this is refused at a chance node)."""
        from interpreter.actions import chance_bound

        return chance_bound(self)

    def for_seed(self, seed: int) -> Game:
        """The game on the board a seed lays out: this game itself unless its board is laid out by chance."""
        if not self.layout_by_chance or seed == self.board_seed:
            return self
        if seed not in self._layouts:
            if len(self._layouts) >= 32:  # the layouts of the latest seeds are kept
                self._layouts.pop(next(iter(self._layouts)))
            self._layouts[seed] = Game(self._bound, path=self.path, expansion=self.expansion, text=self.text,
                                       seed=seed, remember=self._remember, forced_pass=self.forced_pass)
        return self._layouts[seed]

    def play_lands_on(self, state: State, site: int) -> bool:
        """Whether a move the play rules (of the mover's phase) give the mover, before any meta rule,
        goes to a site; not remembered, so the rules may ask it for any mover (a threat to a piece
        looks at its enemies' moves)."""
        if self._play_rule is not None:
            return self._play_rule.lands_on(state, site)
        if self._phases is not None:
            return self._phases.lands_on(state, site)
        return any(move.to == site for move in self._play(state))

    def legal(self, state: State) -> list[Move]:
        """The legal moves of the mover, as a new list."""
        return list(self.moves_kept(state))

    def moves_remembered(self, version: int, mover: int, turn: int) -> list[Move] | None:
        """The legal moves :meth:`moves_kept` remembers for a position (its state's version), mover and
        turn, or None when it remembers none there."""
        key, moves = self._last_legal
        return moves if key == (version, mover, turn) else None

    def has_moves(self, state: State) -> bool:
        """Whether the mover has a legal move: from the moves remembered for the position when there
        are, else found without making them all (the first answers), unless a meta rule changes them."""
        if self._meta or self._last_legal[0] == (state.version, state.mover, state.turn):
            return bool(self.moves_kept(state))
        if self._phases is not None:
            return self._phases.any(state)
        return self._play_rule is not None and self._play_rule.any(state)

    def moves_kept(self, state: State) -> list[Move]:
        """The legal moves of the mover, as remembered: the last position asked about is remembered
        (rules such as (no Moves Next) ask for the next turn's moves before that turn starts), and
        the list is never changed, by this game or by its callers."""
        key = (state.version, state.mover, state.turn)
        if self._last_legal[0] == key:
            kept: list[Move] = self._last_legal[1]
            return kept
        moves = self._play(state)
        for meta_rule in self._meta:  # each meta rule adds moves (swap) or takes some away (no Repeat)
            moves = meta_rule(state, moves)
        self._last_legal = (key, moves)
        return moves

    def end(self, state: State):
        """The result after a move, or None while the game goes on. In a game with phases, as in
        Ludii, the end rules of the mover's phase are tested before the game's own, and then, while
        the game goes on, the players go on to their next phases."""
        phases = self._phases
        if phases is None:
            return self._end(state)
        result = phases.end(state)
        if result is None:
            result = self._end(state)
        if result is None:
            phases.update(state)
        return result

    def _asks_end_rules(self, state: State) -> bool:
        """Whether end rules are tried after this move: the game's own, or the mover's phase's. Only
        then does every player passing in a row end the game (Ludii tries it with the end rules)."""
        if self._end_rules is not None:
            return True
        phases = self._phases
        return phases is not None and phases.phases[phases.of(state, state.mover)].end is not None

    def outcome_without_moves(self, state: State) -> tuple[float, ...]:
        """The player to move has no legal move (and the game does not pass for them): the game ends,
        a draw unless the end rules said otherwise."""
        return (0.0,) * self.num_players

    def end_after(self, state: State):
        """The result after a move: the end rules', or with ``forced_pass`` a draw once every player
        passed in a row (a single player: once they passed, unless the rules give a pass of their own).
        A move that ends the turn first takes the pieces captured at the end of the turn."""
        if self._clear_captured is not None and not state.again:
            self._clear_captured(state)
        self.ending = True
        try:
            result = self.end(state)
        finally:
            self.ending = False
        if self._counter is not None:  # (counter) grows once the end rules are asked
            state.set_slot(self._counter, state.slots[self._counter] + 1)
        if result is None and self._all_pass_draws and self._asks_end_rules(state) and state.all_passed():
            result = (0.0,) * self.num_players
        if self._turn_moves is not None or self._visited is not None:
            seat = state.mover
            stays = result is None and (state.again or (state.next_seat or seat % self.num_seats + 1) == seat)
            if self._turn_moves is not None:  # (count MovesThisTurn): one more while the mover keeps the turn
                slot = self._turn_moves
                state.set_slot(slot, state.slots[slot] + 1 if stays else 0)
            if self._visited is not None:  # (is Visited ...): the sites the mover's moves went through
                self._visit(state, stays)
        return result

    def _visit(self, state: State, stays: bool) -> None:
        """While the mover keeps the turn, the origin and destination of each of its moves are
        visited; once the turn passes, none is (Ludii's visited sites)."""
        first, sites = self._visited, self.board.num_sites
        assert first is not None  # asked only in a game whose rules ask (is Visited ...)
        if stays:
            move = state.record[-1]
            for site in (move.frm, move.to):
                if 0 <= site < sites and not state.slots[first + site]:
                    state.set_slot(first + site, 1)
            return
        for site in range(sites):
            if state.slots[first + site]:
                state.set_slot(first + site, 0)

    def position(self, pieces: dict[str, str], mover: int = 1, seed: int = 0, last: str | None = None) -> State:
        """A state set up directly: site label -> piece name, the player to move, and the site
        of the last move (``(last To)``), if any.

        >>> game = load_game("examples/tic-tac-toe.lud")
        >>> game.position({"B2": "Disc1"}, mover=2).legal_moves()[0]
        Move(kind='Add', to=0, frm=-1, what=1, effect=0, amount=-1)
        """
        state = State(self, seed)
        kinds = {kind.name: index for index, kind in enumerate(self.pieces)}
        for label, name in pieces.items():
            name, owner = name if isinstance(name, tuple) else (name, None)  # ("V1", 2): owned by P2
            if name not in kinds:
                raise ValueError(f"no piece is named {name!r}; pieces: {', '.join(kinds)}")
            state.place(self.board.site(label), max(self.pieces[kinds[name]].owner, 0) if owner is None else owner,
                        kinds[name])
        state.log.clear()
        state.mover = mover
        if last is not None:
            state.last_to = self.board.site(last)
        state.version = state.layout = State.new_version()
        return state

    def state_from_position(self, data) -> State:
        """The state a position describes (:mod:`interpreter.positions`); raises
        :class:`~interpreter.positions.PositionError` naming the part that does not fit."""
        from interpreter.positions import state_from_position

        return state_from_position(self, data)

    def evaluate(self, state: State, text: str, kind: str = "int"):
        """The value of an expression written in the description's terms, in a state.

        >>> game = load_game("examples/tic-tac-toe.lud")
        >>> game.evaluate(game.position({"B2": "Disc1"}), "(count Sites in:(sites Empty))")
        8
        """
        from ludeme.checker import check_expression
        from ludeme.expansion import expand_expression

        value, problems = check_expression(expand_expression(text, self.expansion), kind)
        if problems:
            raise DiagnosticError(problems)
        return self._compiler.compile(value, kind)(state)

    # Integer actions (interpreter.actions) ---------------------------------------------------

    @property
    def action_space(self):
        """The numbering of this game's decisions, worked out once."""
        if self._actions is None:
            from interpreter.actions import ActionSpace

            self._actions = ActionSpace(self)
        return self._actions

    def num_distinct_actions(self) -> int:
        """How many action numbers the game has; legal actions are some of 0 .. this - 1."""
        return self.action_space.size

    # Observations (interpreter.observations) -------------------------------------------------

    @property
    def observer(self):
        """The layout of this game's observations, worked out once."""
        if self._observer is None:
            from interpreter.observations import Observer

            self._observer = Observer(self)
        return self._observer

    def observation_tensor_shape(self) -> list[int]:
        return [self.observer.size]

    def observation_tensor_size(self) -> int:
        return self.observer.size

    def information_state_tensor_shape(self) -> list[int]:
        return [self.observer.information_size]

    def information_state_tensor_size(self) -> int:
        return self.observer.information_size

    def observation_layout(self) -> list[tuple[str, int, int]]:
        """The parts of an observation vector: (name, start, size), in order."""
        return list(self.observer.layout)

    # Notation ---------------------------------------------------------------------------------

    def move_to_text(self, state: State, move: Move) -> str:
        """The notation of a move (:func:`~interpreter.moves.move_text`). Two legal moves of ``state``
        may look alike (two rules offer the same site with other consequences): the second of them
        and those after are told apart by their rank, ``rotate:quadrants0/2``, so that each legal
        move has a text of its own.

        >>> game = load_text('(game "G" (players 1) (equipment {(board (square 2)) (piece "Disc" P1)}) '
        ...     '(rules (play (or (move Add (to 0) (then (addScore P1 1))) (move Add (to 0) (then (addScore P1 2))))) '
        ...     '(end (if (is Full) (result P1 Win)))))')
        >>> state = game.new_initial_state(0)
        >>> [game.move_to_text(state, move) for move in state.legal_moves()]
        ['A1', 'A1/2']
        >>> game.parse_move(state, "a1/2") == state.legal_moves()[1]
        True
        """
        text = move_text(move, self.site_label, self._piece_name)
        alike = self._lookalikes(state).get(text)
        if alike is None or alike[0] == move or move not in alike:
            return text
        return f"{text}/{alike.index(move) + 1}"

    def _lookalikes(self, state: State) -> dict[str, list[Move]]:
        """The legal moves of ``state`` that share their notation with another, by that notation
        (moves unlike in a part the notation leaves out, such as a hop and a step between the same
        two sites); worked out once per position."""
        key = (state.version, state.mover, state.turn)
        if self._last_lookalikes[0] != key:
            by_text: dict[str, list[Move]] = {}
            for move in state.moves_kept():
                by_text.setdefault(move_text(move, self.site_label, self._piece_name), []).append(move)
            self._last_lookalikes = (key, {text: moves for text, moves in by_text.items() if len(moves) > 1})
        return self._last_lookalikes[1]

    def record_texts(self, state: State) -> list[str]:
        """The texts of the moves that led to ``state``, each written in the position it was played
        in (where a move that looks like another gets its rank, see :meth:`move_to_text`)."""
        earlier, texts = state.clone(), []
        for move in reversed(state.record):
            earlier.undo()
            texts.append(self.move_to_text(earlier, move))
        return texts[::-1]

    def _piece_name(self, what: int) -> str:
        return self.pieces[what].name

    def site_label(self, site: int) -> str:
        """A site's label in move notation: the board's label, or a hand's name after the board's
        sites (Hand1, Hand2, ..., HandShared; any other number as itself).

        >>> game = load_game("examples/tic-tac-toe.lud")
        >>> [game.site_label(site) for site in (0, 9, 10, 11, 12)]
        ['A1', 'Hand1', 'Hand2', 'HandShared', '12']
        """
        board = self.board.num_sites
        if 0 <= site < board:
            return self.board.label(site)
        if board <= site < board + self.num_seats:
            return f"Hand{site - board + 1}"
        return "HandShared" if site == board + self.num_seats else str(site)

    def parse_move(self, state: State, text: str) -> Move:
        """The legal move written ``text`` (as :meth:`move_to_text` writes it; letters in either
        case), or the only legal move to the site ``text`` names (``E3`` for ``Disc0@E3``); raises
        :class:`IllegalMove` with the reason otherwise."""
        wanted = text.strip()
        written: dict[str, Move] = {}
        legal = state.legal_moves()
        for move in legal:
            written.setdefault(self.move_to_text(state, move).lower(), move)
        found = written.get(wanted.lower())
        if found is None:
            site = self._site_named(wanted) if wanted[:1].isalnum() else None
            to_site = [move for move in legal if site is not None and move.to == site]
            if len(to_site) == 1:
                return to_site[0]
            if to_site:
                named = ", ".join(self.move_to_text(state, move) for move in to_site)
                raise IllegalMove(f"{wanted} is more than one move here: {named}; write one of them")
            raise IllegalMove(self.why_illegal(state, wanted))
        return found

    def why_illegal(self, state: State, move: Move | str) -> str:
        """Why a move (or its text) cannot be played now, in words."""
        text = move if isinstance(move, str) else self.move_to_text(state, move)
        if state.is_terminal():
            return f"{text}: the game is over"
        site = self._site_named(text)
        if site is None:
            legal = [self.move_to_text(state, m) for m in state.legal_moves()]
            shown = ", ".join(legal[:12]) + (", ..." if len(legal) > 12 else "")
            return f"{text} is not a move here; legal moves: {shown}"
        if state.what[site] >= 0:
            return f"{text} is occupied"
        reasons = [reason for explain in self._explainers if (reason := explain(state, site))]
        if reasons:
            return f"{text} is not legal: {reasons[0]}"
        return f"{text} is not a legal move now"

    def _site_named(self, text: str) -> int | None:
        label = text.lstrip("x*").split("-")[-1]
        try:
            return self.board.site(label.upper())
        except Exception:  # not a site label of this board
            return None

    def render(self, state: State) -> str:
        """The position as text: the board, then what lies beside it (see :mod:`interpreter.render`)."""
        from interpreter.render.text import render_state

        return render_state(self, state)

    def end_cause(self, state: State) -> str:
        """Why a finished game ended, in the description's words: the comment written beside or
        above the end rule that holds (else its text); empty while the game goes on.

        >>> game = load_game("examples/tic-tac-toe.lud")
        >>> state = game.new_initial_state()
        >>> for text in ["A1", "B1", "A2", "B2", "A3"]:
        ...     state.apply(text)
        >>> game.end_cause(state)
        '(is Line 3)'
        """
        if not state.is_terminal():
            return ""
        if self._end_conditions is None:
            self._end_conditions = _end_conditions(self._end_rules, self._compiler)
        for condition, explain in self._end_conditions:
            try:
                if condition(state):
                    return explain(state)
            except Exception:  # a condition that cannot be asked of this position explains nothing
                continue
        return "no legal move is left"

    @contextmanager
    def removals_noted(self):
        """While inside, each piece the rules take off is noted with the rule that did it (not
        those a ``(whatIf ...)`` takes off to look ahead): yields {site: the cause in words}, filled
        on leaving.

        >>> game = load_game("descriptions/sprout.lud")
        >>> state = game.position({"C1": "Stone1", "D1": "Stone2", "B2": "Stone2", "C2": "Stone2"}, mover=2)
        >>> with game.removals_noted() as causes:  # P1's stone at C1 has no empty cell beside it
        ...     state.apply("pass")
        >>> [(game.board.label(site), cause) for site, cause in causes.items()]
        [('C1', 'doomed: no empty cell touched the group alone when the turn began')]
        """
        noted = self._compiler.shared("removals")
        rules: dict = {}
        noted["causes"] = rules
        found: dict[int, str] = {}
        try:
            yield found
        finally:
            noted.pop("causes", None)
            found.update((site, rule_cause(rule)) for site, rule in rules.items())

    # Saving -----------------------------------------------------------------------------------

    def state_to_json(self, state: State) -> dict:
        """A saved game: the game, the seed and the moves, with the position they lead to as a check
        (and the values the rules keep, by name, when there are any)."""
        label = self.board.label
        values = self.layout.describe(state, label)
        return {
            "format": SAVE_FORMAT,
            "game": self.name,
            "options": self.options,
            **({"board seed": state.game.board_seed} if self.layout_by_chance else {}),
            "seed": state.seed,
            **({"from position": state.origin} if state.origin is not None else {}),
            "moves": self.record_texts(state),
            "position": {label(site): self.pieces[what].name for site, what in enumerate(state.what) if what >= 0},
            "mover": state.current_player(),
            "scores": list(state.scores()),
        } | ({"values": values} if values else {})

    def state_from_json(self, data) -> State:
        """The state a saved game describes; raises ValueError with the reason when it is not one."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError(f"not a saved game (expected format {SAVE_FORMAT})")
        if data.get("game") != self.name:
            raise ValueError(f"this save is of {data.get('game')!r}, not of {self.name!r}")
        if data.get("options", {}) != self.options:
            raise ValueError(f"this save was played with other options: {data.get('options')}")
        seed, moves = data.get("seed"), data.get("moves")
        if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(moves, list) \
                or not all(isinstance(m, str) for m in moves):
            raise ValueError("the seed or the moves of this save are damaged")
        if len(moves) > MAX_SAVE_MOVES:
            raise ValueError(f"the save holds {len(moves):,} moves; the limit is {MAX_SAVE_MOVES:,}")
        if self.layout_by_chance and data.get("board seed", seed) != seed:  # saves made before one seed did all
            raise ValueError(f"this save was played on a board laid out with seed {data.get('board seed')}, "
                             f"not with its seed {seed}")
        if data.get("from position") is not None:  # a game started from a position
            from interpreter.positions import PositionError

            try:
                state = self.state_from_position(data["from position"])
            except PositionError as error:
                raise ValueError(f"the position this save starts from does not fit: {error}") from None
        else:
            state = self.new_initial_state(seed)
        for number, text in enumerate(moves, 1):
            try:
                state.apply(text)
            except IllegalMove as error:
                raise ValueError(f"move {number} of the save, {text!r}, is not legal: {error}") from None
        if data.get("position") is not None and self.state_to_json(state)["position"] != data["position"]:
            raise ValueError("the saved position does not match its moves")
        return state


def _compile_shown(node, kind: str, compiler):
    """A ludeme of the metadata, checked and compiled with the rules; DiagnosticError when it is wrong."""
    from ludeme.checker import check_expression

    bound, diagnostics = check_expression(node, kind)
    errors = [d for d in diagnostics if d.is_error]
    if errors or bound is None:
        raise DiagnosticError(errors or [Diagnostic.error(f"expected {kind} here", node.span)])
    return compiler.compile(bound, kind)


def _end_conditions(end, compiler) -> list:
    """(condition, explanation) for each end rule, in order; an (or ...) of conditions is explained by
    the first of its parts that holds."""
    from ludeme.checker import Bound

    found = []
    clauses = end.get("rules") if end is not None else ()
    for clause in clauses if isinstance(clauses, tuple) else (clauses,):
        if isinstance(clause, Bound) and clause.ludeme.head == "if":
            condition = clause.get("condition")
            found.append((compiler.compile(condition, "boolean"), _explainer(clause, condition, compiler)))
    return found


def _explainer(clause, condition, compiler):
    parts = condition.get("list") if condition.ludeme.head == "or" else None
    if isinstance(parts, tuple):  # each part may have its comment beside it
        compiled = [(compiler.compile(part, "boolean"), part) for part in parts]
        return lambda state: next((_comment_of(part, beside_only=True) for test, part in compiled if test(state)),
                                  "") or _comment_of(clause, condition)
    return lambda state: _comment_of(clause, condition)


def _comment_of(bound, fallback=None, beside_only: bool = False) -> str:
    """The comment beside a rule (after it on its line), or the nearest comment above it among the
    rules of its block; else the text of ``fallback`` (the rule itself by default)."""
    span = _written(bound)
    if span is None:
        return ""
    beside = span.source.line_text(span.line).partition("//")[2].strip()
    if beside or beside_only:
        return beside
    above = _comments_above(span.source, span.line)
    if above:
        return _without_notes(" ".join(above))
    shown = _written(fallback or bound)
    return " ".join(shown.text.split()) if shown else ""


def rule_cause(bound) -> str:
    """A rule in the description's own words: the comment beside it, else the comments just above it
    in its block, else those above the define it is written in (the innermost that has any), else
    the define's name; its text when none of these is there (notes in brackets ``[R ...]`` left out)."""
    span = bound.node.span
    while span is not None:
        words = _comment_at(span)
        if words:
            return words
        if span.reason.startswith("define ") and span.via is not None:
            name = span.reason.removeprefix("define ").strip('"')
            above = _define_comment(span.source, name)
            if above:
                return above
            return f"the rule {name}"
        span = span.via
    return source_text(bound)


def _comment_at(span) -> str:
    """The comment beside the text at span, else the block of comments just above it; '' for none."""
    source = span.source
    beside = source.line_text(span.line).partition("//")[2].strip()
    if beside:
        return _without_notes(beside)
    return _without_notes(" ".join(_comments_above(source, span.line)))


def _comments_above(source, line: int) -> list[str]:
    above: list[str] = []
    while line > 1:
        text = source.line_text(line - 1).strip()
        if text.startswith("//"):
            above.insert(0, text[2:].strip())
        elif above or not text or text.endswith("{"):  # the comment block ends, or the block opens
            break
        line -= 1
    return above


def _define_comment(source, name: str) -> str:
    """The comments just above ``(define "name" ...)`` in a source."""
    at = re.search(r'\(define\s+"' + re.escape(name) + '"', source.text)
    if at is None:
        return ""
    return _without_notes(" ".join(_comments_above(source, source.position(at.start())[0])))


def _without_notes(text: str) -> str:
    """Without the notes in brackets that say which question of the rules a line settles."""
    return re.sub(r"\s*\[R[^\]]*\]", "", text).strip()


def _written(bound):
    """Where a rule is written in its own file (not where a define it uses is)."""
    span = bound.node.span
    while span is not None and span.via is not None and span.via.source is span.source:
        span = span.via
    return span


def load_game(path: str | Path, options=(), ruleset: str | None = None, seed: int = 0,
              remember: bool = True, forced_pass: bool = False) -> Game:
    """Read, check and compile a description (a file, a packaged game by name: ``"sprout"``, or a
    game of the Ludii library named by its name); raises DiagnosticError listing every problem.
    With ``remember=False`` no region is remembered (to compare with, in tests); with
    ``forced_pass`` a player with no legal move passes, as in Ludii (:attr:`Game.forced_pass`)."""
    from ludeme.games import resolve

    try:
        label, text = locate(resolve(path))
    except LibraryError as error:
        raise DiagnosticError([Diagnostic.error(str(error), None)]) from None
    description = read_description_text(text, options, ruleset, path=label)
    return compile_description(description, label, text, seed, remember, forced_pass)


def load_text(text: str, options=(), ruleset: str | None = None, seed: int = 0, remember: bool = True,
              forced_pass: bool = False) -> Game:
    """A game from description text rather than a file (for tests, tools and notebooks).

    >>> load_text('(game "T" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)}) '
    ...           '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))').name
    'T'
    """
    description = read_description_text(text, options, ruleset)
    return compile_description(description, "<text>", text, seed, remember, forced_pass)


def compile_diagnostics(description: Description, seed: int = 0) -> list[Diagnostic]:
    """The problems met building the board and compiling the rules of a checked description:
    none when the game loads. ``ludeme check`` reports them, so "ok" means the game can be played.

    >>> from ludeme.files import read_description_text
    >>> text = ('(game "T" (players 2) (equipment {(board (square -3))}) '
    ...         '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')
    >>> [(str(d.span), d.message, d.hint) for d in compile_diagnostics(read_description_text(text))]
    [('<text>:1:42', 'a square board needs a size of at least 1; got -3', 'the signature is (square <size=int> [diagonals:<diagonalsType>])')]
    """
    try:
        compile_description(description, "", "", seed)
    except DiagnosticError as error:
        return list(error.diagnostics)
    return []


def compile_description(description: Description, path: str, text: str, seed: int, remember: bool = True,
                        forced_pass: bool = False) -> Game:
    """The game of a description read and checked; raises DiagnosticError listing its problems."""
    if not description.ok or description.game is None:
        raise DiagnosticError([d for d in description.diagnostics if d.is_error])
    game = description.game
    try:
        return Game(game, path=path, expansion=description.expansion, text=text, seed=seed, remember=remember,
                    forced_pass=forced_pass)
    except DiagnosticError:
        raise
    except Exception as error:  # a defect of the engine: still a located diagnostic, never a traceback
        raise DiagnosticError([Diagnostic.error(
            f"this game cannot be loaded: {type(error).__name__}: {error}", game.node.span,
            hint="the description checks clean, so this is a defect of the engine; please report it")]) from None
