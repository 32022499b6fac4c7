"""A one-player description as a Gymnasium environment (``pip install 'ludeme[gymnasium]'``).

>>> from ludeme.gymnasium import LudemeEnv
>>> game = LudemeEnv("flower-up")
>>> observation, info = game.reset(seed=3)
>>> observation["observation"].shape == game.observation_space["observation"].shape
True
>>> action = int(observation["action_mask"].nonzero()[0][0])
>>> _, reward, terminated, truncated, info = game.step(action)
>>> reward, terminated, truncated
(0.0, False, False)

An action is one of ludeme's integer actions; the observation is the player's observation
tensor with the mask of legal actions. Draws (dice, cards) come from the seed of ``reset``.
The reward is the game's return when it ends (1 won, -1 lost). An action that is not legal
changes nothing and gives reward 0, with the reason in ``info["illegal"]``.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy
from gymnasium import spaces

import ludeme

__all__ = ["LudemeEnv"]


class LudemeEnv(gymnasium.Env):
    """A game for one player; ``max_steps`` truncates an episode (0: never)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, description, options=(), ruleset: str | None = None, render_mode: str | None = None,
                 max_steps: int = 0):
        game = description if hasattr(description, "num_distinct_actions") else ludeme.load(
            description, options=options, ruleset=ruleset)
        if game.num_players != 1:
            raise ValueError(
                f"{game.name} has {game.num_players} players; a Gymnasium environment is for one-player games "
                f"(use ludeme.pettingzoo for more)")
        self.game, self.render_mode, self.max_steps = game, render_mode, max_steps
        size, actions = game.observation_tensor_size(), game.num_distinct_actions()
        self.action_space = spaces.Discrete(actions)
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(-numpy.inf, numpy.inf, (size,), numpy.float32),
            "action_mask": spaces.Box(0, 1, (actions,), numpy.int8)})
        self.state: Any = None  # the game's state once reset (the runtime's State; ludeme does not import it)

    def _observation(self) -> dict:
        mask = numpy.zeros(self.game.num_distinct_actions(), numpy.int8)
        if not self.state.is_terminal():
            mask[self.state.legal_actions()] = 1
        return {"observation": self.state.observation_tensor(1), "action_mask": mask}

    def reset(self, *, seed: int | None = None, options=None):
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(2**32))
        self.state = self.game.new_initial_state(seed)
        return self._observation(), {}

    def step(self, action):
        info = {}
        try:
            self.state.apply_action(int(action))
        except ValueError as error:  # not legal here: nothing changes
            info["illegal"] = str(error)
        terminated = self.state.is_terminal()
        reward = float(self.state.returns()[0]) if terminated else 0.0
        truncated = bool(self.max_steps) and len(self.state.record) >= self.max_steps and not terminated
        return self._observation(), reward, terminated, truncated, info

    def render(self) -> str | None:
        return str(self.state) if self.render_mode == "ansi" else None
