"""OpenSpiel: every description registered as a pyspiel game passes OpenSpiel's random simulation
checks and is played by OpenSpiel's MCTS bot, which beats a random bot at Tic-Tac-Toe."""

import numpy
import pytest

from api.described import GAMES, game as ludeme_game

pyspiel = pytest.importorskip("pyspiel", reason="OpenSpiel is the optional extra openspiel")
from open_spiel.python.algorithms import mcts  # noqa: E402

from ludeme import openspiel  # noqa: E402


def registered(name):
    return pyspiel.load_game(openspiel.register(ludeme_game(name)))


def bot(game, simulations, seed):
    rng = numpy.random.RandomState(seed)
    return mcts.MCTSBot(game, 2.0, simulations, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_openspiel_random_simulation_checks_pass(name):
    pyspiel.random_sim_test(registered(name), num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_mcts_bot_plays_every_description(name):
    game = registered(name)
    rng = numpy.random.RandomState(1)
    searcher = bot(game, 3, 1)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal() and decisions < 12:
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=chances)))
            continue
        action = searcher.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        decisions += 1
    assert decisions == 12 or len(state.returns()) == game.num_players()


def test_mcts_beats_a_random_bot_at_tic_tac_toe():
    game = registered("tic-tac-toe")
    rng = numpy.random.RandomState(3)
    results = []
    for number in range(6):
        searcher, seat = bot(game, 150, number), number % 2
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.current_player() == seat:
                state.apply_action(searcher.step(state))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))
        results.append(state.returns()[seat])
    assert results.count(-1.0) == 0 and results.count(1.0) >= 4, results


def test_a_registered_game_reads_as_ludeme_does():
    game = registered("tic-tac-toe")
    state = game.new_initial_state()
    assert game.num_distinct_actions() == 45 and state.legal_actions() == list(range(18, 27))
    state.apply_action(22)
    assert state.current_player() == 1 and state.history() == [22]
    assert state.observation_tensor(0)[4] == 1.0 and len(state.information_state_tensor(1)) == 93
    assert state.action_to_string(1, 18) == "A1"
