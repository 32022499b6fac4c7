"""Any description as a PettingZoo AEC environment (``pip install 'ludeme[pettingzoo]'``).

>>> from ludeme.pettingzoo import env
>>> game = env("tic-tac-toe")
>>> game.reset(seed=1)
>>> game.agent_selection, int(game.action_space("player_1").n)
('player_1', 45)
>>> observed = game.observe("player_1")
>>> int(observed["action_mask"].sum())  # the nine empty sites
9
>>> game.step(22); game.agent_selection
'player_2'

Agents are ``player_1``, ``player_2``, ... (ludeme's P1, P2). An action is one of ludeme's integer
actions (:mod:`interpreter.actions`); the observation is a dict of ``observation`` (the
player's observation tensor, :mod:`interpreter.observations`) and ``action_mask`` (1 for the
legal actions of the agent to move, all 0 for the others), as in PettingZoo's classic games.
Draws come from the seed given to ``reset``. Rewards are the returns, given when the game ends.
"""

from __future__ import annotations

from typing import Any

import numpy
from gymnasium import spaces
from pettingzoo import AECEnv

import ludeme

__all__ = ["LudemeEnv", "env"]


def env(description, options=(), ruleset: str | None = None, render_mode: str | None = None) -> LudemeEnv:
    """The AEC environment of a description (a file, a packaged game's name, or a loaded game)."""
    return LudemeEnv(description, options, ruleset, render_mode)


class LudemeEnv(AECEnv):
    """A game of a description, played in turns by its players."""

    metadata = {"render_modes": ["ansi"], "name": "ludeme", "is_parallelizable": False}

    def __init__(self, description, options=(), ruleset: str | None = None, render_mode: str | None = None):
        super().__init__()
        game = description if hasattr(description, "num_distinct_actions") else ludeme.load(
            description, options=options, ruleset=ruleset)
        self.game, self.render_mode = game, render_mode
        self.metadata = dict(self.metadata, name=f"ludeme_{game.name}")
        self.possible_agents = [f"player_{p}" for p in range(1, game.num_players + 1)]
        self.agents = self.possible_agents[:]
        size, actions = game.observation_tensor_size(), game.num_distinct_actions()
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        self.observation_spaces = {agent: spaces.Dict({
            "observation": spaces.Box(-numpy.inf, numpy.inf, (size,), numpy.float32),
            "action_mask": spaces.Box(0, 1, (actions,), numpy.int8)}) for agent in self.possible_agents}
        self.state: Any = None  # the game's state once reset (the runtime's State; ludeme does not import it)

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options=None) -> None:
        self.state = self.game.new_initial_state(seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict] = {agent: {} for agent in self.agents}
        self.agent_selection = self._agent_to_move()

    def _agent_to_move(self) -> str:
        player = self.state.current_player()
        return self.possible_agents[player - 1] if player > 0 else self.agent_selection

    def observe(self, agent: str) -> dict:
        player = self.possible_agents.index(agent) + 1
        mask = numpy.zeros(self.game.num_distinct_actions(), numpy.int8)
        if agent == self.agent_selection and not self.state.is_terminal():
            mask[self.state.legal_actions()] = 1
        return {"observation": self.state.observation_tensor(player), "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action(int(action))
        if self.state.is_terminal():
            for index, value in enumerate(self.state.returns()):
                self.rewards[self.possible_agents[index]] = value
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self.agent_selection = self._agent_to_move()
        self._accumulate_rewards()

    def render(self) -> str | None:
        return str(self.state) if self.render_mode == "ansi" else None

    def close(self) -> None:
        pass
