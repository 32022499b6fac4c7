"""Chance nodes: every draw of play (dice, cards dealt) is a chance node whose outcomes sum to 1,
applied like moves; the same actions replay the same game; seeded play stays the default."""

import random
from fractions import Fraction

import pytest

from api.described import GAMES, game
from interpreter.state import IllegalMove


def chance_game(name: str, seed: int, limit: int = 200):
    """A game with chance nodes, every choice (decision or outcome) seeded; the actions taken."""
    played = game(name)
    state, rng, taken = played.new_initial_state(0, chance_nodes=True), random.Random(seed), []
    while not state.is_terminal() and len(taken) < limit:
        if state.is_chance_node():
            outcomes = state.chance.exact_outcomes()
            assert sum(p for _, p in outcomes) == 1 and all(p > 0 for _, p in outcomes)
            assert [o for o, _ in outcomes] == state.legal_actions() and state.current_player() == -1
            assert state.legal_moves() == [] and max(state.legal_actions()) < played.max_chance_outcomes()
            outcome = rng.choices([o for o, _ in outcomes], [float(p) for _, p in outcomes])[0]
            taken.append(outcome)
        else:
            taken.append(rng.choice(state.legal_actions()))
        state.apply_action(taken[-1])
    return state, taken


@pytest.mark.parametrize("seed", range(3))
def test_flower_up_draws_are_chance_nodes_that_sum_to_one_and_replay(seed):
    state, taken = chance_game("flower-up", seed)
    assert state.is_terminal()
    replayed = game("flower-up").new_initial_state(0, chance_nodes=True)
    nodes = 0
    for action in taken:
        nodes += replayed.is_chance_node()
        replayed.apply_action(action)
    assert nodes > 5 and replayed.to_position() == state.to_position() and replayed.returns() == state.returns()


def test_the_deal_at_the_start_is_a_chance_node_of_the_cards_left():
    played = game("flower-up")
    state = played.new_initial_state(0, chance_nodes=True)
    while len(state.chance_outcomes()) == 6:  # the dice of the start are rolled first
        state.apply_action(0)
    assert state.is_chance_node() and len(state.chance_outcomes()) == 39
    assert {state.action_to_string(o) for o, _ in state.chance_outcomes()} == {k.name for k in played.pieces}
    state.apply_action(0)  # R01 dealt: the second card comes from the 38 left
    assert state.is_chance_node() and len(state.chance_outcomes()) == 38
    state.apply_action(1)
    assert not state.is_chance_node() and state.to_position()["supplies"] == {"P1": {"R01": 1, "R02": 1}}


def test_a_dice_roll_is_a_chance_node_taken_back_by_undo():
    state = game("flower-up").new_initial_state(0, chance_nodes=True)
    while state.is_chance_node():  # the start's dice and deal
        state.apply_action(state.legal_actions()[0])
    while not state.is_chance_node():  # play on to the first roll of the game
        state.apply_action(state.legal_actions()[0])
    with pytest.raises(IllegalMove, match="is not an outcome of this chance node"):
        state.apply_action(99)
    assert state.is_chance_node()
    decision = state.record[:]  # the decision waiting for its roll is not in the record yet
    state.undo()
    assert not state.is_chance_node() and state.legal_actions() and state.record == decision


@pytest.mark.parametrize("name", sorted(set(GAMES) - {"flower-up"}))
def test_games_without_draws_have_no_chance_nodes(name):
    state, taken = chance_game(name, 1, limit=30)
    seeded = game(name).new_initial_state(0)
    for action in taken:
        seeded.apply_action(action)
    assert seeded.to_position()["pieces"] == state.to_position()["pieces"]
