"""PettingZoo and Gymnasium: every description passes PettingZoo's api_test as an AEC environment,
and Flower Up! passes Gymnasium's environment checker."""

import pytest

from api.described import GAMES, game

pytest.importorskip("pettingzoo", reason="PettingZoo is the optional extra pettingzoo")
from pettingzoo.test import api_test  # noqa: E402

from ludeme.pettingzoo import LudemeEnv  # noqa: E402

CYCLES = {"flower-up": 8, "making-ground-4": 20}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_pettingzoo_api_test_passes(name):
    api_test(LudemeEnv(game(name)), num_cycles=CYCLES.get(name, 60))


def test_a_pettingzoo_game_ends_with_the_returns_as_rewards():
    env = LudemeEnv(game("tic-tac-toe"))
    env.reset(seed=0)
    for action in (18, 19, 21, 20, 24):  # A1 B1 A2 C1 A3: P1 has a column
        env.step(action)
    assert all(env.terminations.values())
    assert env._cumulative_rewards == {"player_1": 1.0, "player_2": -1.0}


def test_flower_up_is_a_gymnasium_environment():
    from gymnasium.utils.env_checker import check_env

    from ludeme.gymnasium import LudemeEnv as GymEnv

    env = GymEnv(game("flower-up"), max_steps=300)
    check_env(env, skip_render_check=True)
    observation, _ = env.reset(seed=4)
    total, done = 0.0, False
    while not done:
        action = int(observation["action_mask"].nonzero()[0][0])
        observation, reward, terminated, truncated, info = env.step(action)
        total, done = total + reward, terminated or truncated
        assert "illegal" not in info
    assert total in (-1.0, 1.0) or truncated
    with pytest.raises(ValueError, match="for one-player games"):
        GymEnv(game("tic-tac-toe"))
