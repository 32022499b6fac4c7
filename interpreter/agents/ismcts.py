"""Information-set MCTS: a search that does not know what chance will do or what it cannot see.

``mcts`` plans against one imagined future: it reseeds its copy of the state once per search, so
every iteration rolls the same dice and deals the same cards. ``ismcts`` samples a new future on
every iteration (single-observer information-set MCTS, Cowling, Powley and Whitehouse 2012):

- the copy's generator gets a fresh seed, so each iteration draws its own dice and cards (a deck
  is dealt at random from the cards left when a card is drawn, so nothing of its order is kept);
- in a game that deals cards, the cards the player cannot see (the deck and the other seats'
  supplies, as in ``state.observation_tensor``) are dealt anew among them, each seat keeping as
  many as it holds;
- the tree is open-loop: a node is a sequence of moves, not a position, and its children are
  kept by move. The moves legal at a node change with the future sampled, so each child counts
  the iterations in which it was legal (its availability), and UCB1 uses that count in place of
  its parent's visits (subset-armed UCB).

The root's moves are known, and the move played is the one visited most. A game that draws
nothing has one future: there ``ismcts`` is ``mcts``, the same search with the same choices for
a seed (natively too, when the native backend covers the game). A game with chance is searched
natively when the generated backend covers it (:func:`interpreter.native.search.open_loop_batch`,
from a native copy of the position: its draws are its own), else on the reference backend; a game
dealing cards to several seats stays on the reference, which deals the unseen cards anew.

>>> import ludeme
>>> state = ludeme.load("examples/tic-tac-toe.lud").new_initial_state()
>>> for text in ["A1", "A2", "B1", "B2"]: state.apply(text)
>>> state.game.move_to_text(state, ISMCTSAgent(seed=0, iterations=300).choose(state))
'C1'
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from interpreter.actions import deals_cards
from interpreter.agents.base import moves_to_choose
from interpreter.backends import BackendError, native_for
from interpreter.agents.mcts import PLAYOUT_LIMIT, MCTSAgent
from interpreter.moves import Move
from interpreter.state import State


class OpenNode:
    """A sequence of moves from the root: who made the last one, that player's statistics, and how
    often the last move was legal when its parent was reached (its availability)."""

    __slots__ = ("player", "visits", "total", "available", "children")

    def __init__(self, player: int):
        self.player = player  # counted from 0; -1 at the root
        self.visits, self.total, self.available = 0, 0.0, 0
        self.children: dict[Move, OpenNode] = {}


class ISMCTSAgent(MCTSAgent):
    """Information-set MCTS with the options of ``mcts``: ``iterations``, ``seconds``, ``c`` and ``backend``
    (which applies to games without chance; a game with chance is searched on the reference backend)."""

    name = "ismcts"
    OPTIONS = MCTSAgent.OPTIONS
    _futures_game = None  # the game the native open-loop search below was made for
    _futures_search = None

    def choose(self, state: State) -> Move:
        if not state.game.max_chance_outcomes():  # one future only: the plain search
            return super().choose(state)
        moves = moves_to_choose(state)
        if len(moves) == 1:
            self.last_iterations = 0
            return moves[0]
        native = self._native_futures(state)
        if native is not None:
            search, position = native
            result = search.search(position, self.iterations, self.seconds)
            self.last_iterations, self.last_backend, self.why_reference = result.iterations, "native", None
            return state.legal_moves()[position.legal_moves().index(result.best_move())]
        self.last_backend = "reference"
        root = self.search_futures(state)
        return max(root.children.items(), key=lambda item: (item[1].visits, item[1].total))[0]

    def _native_futures(self, state: State):
        """The native open-loop search and a native copy of ``state`` to search from, or None when the
        reference searches (``why_reference`` says why); raises ValueError when ``native`` was asked
        for and cannot be. A game that deals cards to several seats is searched on the reference,
        which deals the unseen cards anew each iteration."""
        if self.backend == "reference":
            return None
        if state.game is not self._futures_game:
            self._futures_game, self._futures_search = state.game, None
            try:
                native, self._uncovered = native_for(state.game, self.backend)
            except BackendError as error:
                raise ValueError(str(error)) from None
            if native is not None and not hasattr(native, "state_of"):
                native, self._uncovered = None, "the table kernels play no game with chance"
            if native is not None and _unseen_seats(state):
                native, self._uncovered = None, "cards dealt to other seats are dealt anew on the reference only"
            if native is not None:
                from interpreter.native.search import NativeSearch

                self._futures_search = NativeSearch(native, self.c, self.rng.getrandbits(64), open_loop=True)
        search = self._futures_search
        if search is None:
            if self.backend == "native":
                raise ValueError(f"agent 'ismcts' cannot search natively: {self._uncovered}")
            self.why_reference = self._uncovered
            return None
        native_game: Any = search.native  # a GeneratedGame: the table kernels were refused above
        return search, native_game.state_of(state)

    def search_futures(self, state: State) -> OpenNode:
        """Grow an open-loop tree from ``state`` (left unchanged) within the budget, a new future
        sampled for each iteration; its root."""
        c, random_index, chance = self.c, self.rng.randrange, self.chance
        root = OpenNode(-1)
        limit = math.inf if self.iterations is None else self.iterations
        deadline = math.inf if self.seconds is None else time.perf_counter() + self.seconds
        work = state.clone()
        work.chance = None  # outcomes of chance nodes, if the state has them, come from the generator here
        unseen = _unseen_seats(work)
        depth, dealt, legal, play, undo_to = len(work.frames), len(work.log), work.moves_kept, work.play, work.undo_to
        done = 0
        while done < limit and (done == 0 or time.perf_counter() < deadline):
            work.reseed(chance.getrandbits(64))
            if unseen:
                _deal_unseen(work, unseen, chance)
            node, path = root, [root]
            # Selection and expansion: the first move never tried here is expanded, else UCB1 on availability.
            while True:
                moves = legal()
                if not moves:
                    break
                children, untried = node.children, []
                for move in moves:
                    child = children.get(move)
                    if child is None:
                        untried.append(move)
                    else:
                        child.available += 1
                if untried:
                    move = untried[random_index(len(untried))]
                    child = children[move] = OpenNode(work.current_player() - 1)
                    child.available = 1
                    play(move)
                    path.append(child)
                    break
                best, best_value = moves[0], -math.inf
                for move in moves:
                    child = children[move]
                    value = child.total / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
                    if value > best_value:
                        best, best_value = move, value
                node = children[best]
                play(best)
                path.append(node)
            # Playout: random moves to the end (or to PLAYOUT_LIMIT moves, counted as a game still on).
            for _ in range(PLAYOUT_LIMIT):
                moves = legal()
                if not moves:
                    break
                play(moves[random_index(len(moves))])
            returns = work.returns()
            undo_to(depth)
            if unseen:
                work.rewind(dealt)
            for node in path:
                node.visits += 1
                if node.player >= 0:
                    node.total += returns[node.player]
            done += 1
        self.last_iterations = done
        return root


def _unseen_seats(state: State) -> list[int]:
    """The seats whose supplies the player to move cannot see, in a game that deals cards (none otherwise)."""
    game = state.game
    if not deals_cards(game):
        return []
    player = state.roles[state.mover]
    return [seat for seat in range(1, game.num_seats + 1) if state.roles[seat] != player]


def _deal_unseen(state: State, seats: list[int], rng: random.Random) -> None:
    """Deal the cards of the deck and of ``seats`` anew among them, each seat keeping as many as it
    holds and the deck the rest (logged, so that ``state.rewind`` takes it back)."""
    kinds, stock = len(state.game.pieces), state.stock
    rows = [0, *seats]
    cards = [what for row in rows for what in range(kinds) for _ in range(stock[row * kinds + what])]
    rng.shuffle(cards)
    for row in reversed(rows):  # the seats first, from the shuffled cards; the deck takes what is left
        size = len(cards) if row == 0 else sum(stock[row * kinds:(row + 1) * kinds])
        held = [0] * kinds
        for what in cards[len(cards) - size:]:
            held[what] += 1
        del cards[len(cards) - size:]
        for what in range(kinds):
            if stock[row * kinds + what] != held[what]:
                state.set_stock(row, what, held[what])
