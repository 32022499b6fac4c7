"""Any description as an OpenSpiel game (``pip install 'ludeme[openspiel]'``).

:func:`register` makes a description a pyspiel game, so OpenSpiel's algorithms and tools
(MCTS, CFR on small games, ``pyspiel.random_sim_test``) play it::

    import pyspiel
    from ludeme import openspiel

    name = openspiel.register("tic-tac-toe")          # "ludeme_tic_tac_toe"
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[0])

Players are numbered from 0, as in OpenSpiel (ludeme's P1 is player 0). Actions are ludeme's
integer actions (:mod:`interpreter.actions`); draws are explicit chance nodes
(:mod:`interpreter.chance`); observations are ludeme's tensors and strings, the information
state with perfect recall (:mod:`interpreter.observations`). A board laid out by chance is
laid out by the seed of the game (``seed`` of :func:`register`, 0 by default).
"""

from __future__ import annotations

import re

import numpy
import pyspiel

import ludeme
from interpreter.actions import deals_cards

__all__ = ["register", "load"]

_REGISTERED: dict[str, object] = {}


def register(description, options=(), ruleset: str | None = None, seed: int = 0, short_name: str | None = None) -> str:
    """Register a description (a file, a packaged game's name, or a game ``ludeme.load`` gave) with
    these options as a pyspiel game; its short name (``ludeme_<name>_<options>``, or ``short_name``)
    for ``pyspiel.load_game``. Registering the same again gives the same name."""
    loaded = description if hasattr(description, "num_distinct_actions") else None
    if loaded is not None:
        options = [f"{heading}/{item}" for heading, item in loaded.options.items()]
        description = loaded.path
    if short_name is None:
        words = [str(description).rsplit("/", 1)[-1].removesuffix(".lud"), *options] + ([str(seed)] if seed else [])
        short_name = "ludeme_" + "_".join(re.sub(r"[^a-z0-9]+", "_", word.lower()).strip("_") for word in words)
    if short_name in _REGISTERED:
        return short_name
    game = loaded or ludeme.load(description, options=options, ruleset=ruleset, seed=seed)
    chance = game.max_chance_outcomes()
    hidden = deals_cards(game)
    two = game.num_players == 2
    game_type = pyspiel.GameType(
        short_name=short_name,
        long_name=f"{game.name} (ludeme)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if chance
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if hidden
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.ZERO_SUM if two else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.num_players,
        min_num_players=game.num_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={})
    game_info = pyspiel.GameInfo(
        num_distinct_actions=game.num_distinct_actions(),
        max_chance_outcomes=chance,
        num_players=game.num_players,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0 if two else None,
        max_game_length=max_game_length(game))

    class Game(pyspiel.Game):
        def __init__(self, params=None):
            super().__init__(game_type, game_info, params or {})
            self.ludeme_game = game

        def new_initial_state(self):
            return State(self, game.new_initial_state(seed, chance_nodes=bool(chance)))

        def make_py_observer(self, iig_obs_type=None, params=None):
            recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
            return Observer(game, recall)

    Game.__name__ = Game.__qualname__ = f"LudemeGame_{short_name}"
    pyspiel.register_game(game_type, Game)
    _REGISTERED[short_name] = Game
    return short_name


def load(description, options=(), ruleset: str | None = None, seed: int = 0):
    """The pyspiel game of a description (registered first if need be)."""
    return pyspiel.load_game(register(description, options, ruleset, seed))


def max_game_length(game) -> int:
    """A bound on the decisions and chance outcomes of a game: OpenSpiel asks for one, descriptions do
    not state one; ludeme's random playouts of its games stay far below 20 per site, plus 1,000."""
    return 20 * game.board.num_sites + 1000


class State(pyspiel.State):
    """A ludeme state seen through pyspiel's State."""

    def __init__(self, game, state):
        super().__init__(game)
        self.ludeme_state = state

    def current_player(self):
        state = self.ludeme_state
        if state.is_chance_node():
            return pyspiel.PlayerId.CHANCE
        if state.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return state.current_player() - 1

    def _legal_actions(self, player):
        return self.ludeme_state.legal_actions()

    def chance_outcomes(self):
        return self.ludeme_state.chance_outcomes()

    def _apply_action(self, action):
        self.ludeme_state.apply_action(int(action))

    def _action_to_string(self, player, action):
        state = self.ludeme_state
        if player == pyspiel.PlayerId.CHANCE:
            return state.action_to_string(-1, int(action))
        return state.game.action_space.text(int(action))

    def is_terminal(self):
        return self.ludeme_state.is_terminal()

    def returns(self):
        return list(self.ludeme_state.returns())

    def __str__(self):
        return str(self.ludeme_state)


class Observer:
    """OpenSpiel's observer interface (``tensor``, ``dict``, ``set_from``, ``string_from``)."""

    def __init__(self, game, perfect_recall: bool):
        self.game, self.recall = game, perfect_recall
        size = game.information_state_tensor_size() if perfect_recall else game.observation_tensor_size()
        self.tensor = numpy.zeros(size, numpy.float32)
        self.dict = {name: self.tensor[start:start + length] for name, start, length in game.observation_layout()}
        if perfect_recall:
            end = game.observation_tensor_size()
            kinds = len(game.pieces)
            self.dict["unseen"] = self.tensor[end:end + kinds]
            self.dict["moves played"] = self.tensor[end + kinds:end + kinds + 1]

    def set_from(self, state, player):
        view = state.ludeme_state
        values = view.information_state_tensor(player + 1) if self.recall else view.observation_tensor(player + 1)
        self.tensor[:] = values

    def string_from(self, state, player):
        view = state.ludeme_state
        return view.information_state_string(player + 1) if self.recall else view.observation_string(player + 1)
