"""Agents: legal moves, untouched states, seeds, spec parsing, and playing strength."""

import random
import time

import pytest

import ludeme
from interpreter.agents import AGENTS, make_agent

SPECS = ["random", "greedy", "mcts:iterations=200"]

DOUBLE_LINE = """
(game "Double Line" // each player places two stones a turn
    (players 2)
    (equipment { (board (square 4)) (piece "Disc" Each) })
    (rules
        (play (move Add (to (sites Empty))
            (then (if (is In (count Moves) (sites {1 3 5 7 9 11 13 15})) (moveAgain)))))
        (end (if (is Line 3) (result Mover Win)))
    )
)
"""

SITE_POINTS = """
(game "Site Points" // a move scores the index of its site
    (players 2)
    (equipment { (board (square 3)) (piece "Disc" Each) })
    (rules
        (play (move Add (to (sites Empty)) (then (set Score Mover (+ (score Mover) (last To))))))
        (end (if (is Full) (byScore)))
    )
)
"""


def load_text(tmp_path, text):
    path = tmp_path / "game.lud"
    path.write_text(text)
    return ludeme.load(path)


@pytest.fixture(scope="module")
def tic_tac_toe():
    return ludeme.load("examples/tic-tac-toe.lud")


@pytest.fixture(scope="module")
def hex5():
    return ludeme.load("examples/hex.lud", options=["Board Size/5x5"])


def position(game, moves=(), seed=7):
    state = game.new_initial_state(seed=seed)
    for move in moves:
        state.apply(move)
    return state


def snapshot(state):
    return (state.who[:], state.what[:], list(state.record), len(state.frames), state.current_player(),
            state.rng.getstate(), list(state.legal_moves()), state.returns(), state.scores())


def text(state, move):
    return state.game.move_to_text(state, move)


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("which", ["tic_tac_toe", "hex5"])
def test_agents_choose_a_legal_move_and_leave_the_state_unchanged(spec, which, request):
    game = request.getfixturevalue(which)
    rng = random.Random(3)
    state = game.new_initial_state(seed=5)
    agent = make_agent(spec, seed=1)
    while not state.is_terminal():
        before = snapshot(state)
        move = agent.choose(state)
        assert snapshot(state) == before
        assert move in state.legal_moves()
        moves = state.legal_moves()
        state.play(moves[rng.randrange(len(moves))])


@pytest.mark.parametrize("spec", SPECS)
def test_agents_refuse_a_finished_game(spec, tic_tac_toe):
    state = position(tic_tac_toe, ["A1", "A2", "B1", "B2", "C1"])
    assert state.is_terminal()
    with pytest.raises(ValueError, match="over"):
        make_agent(spec, seed=0).choose(state)


@pytest.mark.parametrize("spec", SPECS)
def test_seeded_agents_are_reproducible(spec, hex5):
    def game_record(seed):
        state = hex5.new_initial_state(seed=0)
        agent = make_agent(spec, seed=seed)
        while not state.is_terminal():
            state.play(agent.choose(state))
        return [text(state, move) for move in state.record]

    assert game_record(4) == game_record(4)
    if spec != "greedy":  # greedy plays all-tied moves at random, so seeds differ too
        assert game_record(4) != game_record(5)


def test_make_agent_reads_names_and_options():
    assert {name: make_agent(name).name for name in AGENTS} == {"random": "random", "greedy": "greedy",
                                                                 "mcts": "mcts", "ismcts": "ismcts"}
    agent = make_agent(" MCTS : iterations=2000, c=0.5 ")
    assert (agent.iterations, agent.seconds, agent.c) == (2000, None, 0.5)
    agent = make_agent("mcts:seconds=1.5")
    assert (agent.iterations, agent.seconds, agent.c) == (None, 1.5, 1.4)
    assert make_agent("mcts").iterations == 1000


@pytest.mark.parametrize("spec, message", [
    ("minimax", "unknown agent 'minimax'; known agents: greedy, ismcts, mcts, random"),
    ("", "unknown agent ''; known agents: greedy, ismcts, mcts, random"),
    ("mcts:depth=3", "agent 'mcts' has no option 'depth'; its options: backend, c, iterations, seconds"),
    ("random:iterations=3", "agent 'random' has no option 'iterations'; its options: none"),
    ("mcts:iterations", "option 'iterations' of agent 'mcts' needs a value"),
    ("mcts:iterations=many", "option 'iterations' of agent 'mcts' wants a whole number, not 'many'"),
    ("mcts:iterations=0", "agent 'mcts' needs iterations >= 1"),
    ("mcts:seconds=-1", "agent 'mcts' needs"),
    ("mcts:c=high", "option 'c' of agent 'mcts' wants a number, not 'high'"),
])
def test_make_agent_explains_bad_specs(spec, message):
    with pytest.raises(ValueError) as error:
        make_agent(spec)
    assert message in str(error.value)


@pytest.mark.parametrize("seed", range(5))
def test_greedy_takes_an_immediate_win(seed, tic_tac_toe):
    state = position(tic_tac_toe, ["A1", "A2", "B1", "B3"])  # X to move wins on C1 only
    assert text(state, make_agent("greedy", seed=seed).choose(state)) == "C1"


def test_greedy_takes_the_best_score_lead(tmp_path):
    game = load_text(tmp_path, SITE_POINTS)
    state = game.new_initial_state(seed=0)
    agent = make_agent("greedy", seed=0)
    while not state.is_terminal():
        state.play(agent.choose(state))
    assert [text(state, move) for move in state.record] == ["C3", "B3", "A3", "C2", "B2", "A2", "C1", "B1", "A1"]
    assert state.returns() == (1.0, -1.0)


@pytest.mark.parametrize("seed", range(5))
def test_mcts_wins_at_once_and_blocks_a_loss(seed, tic_tac_toe):
    agent = make_agent("mcts:iterations=400", seed=seed)
    win = position(tic_tac_toe, ["A1", "A2", "B1", "B3"])
    assert text(win, agent.choose(win)) == "C1"
    block = position(tic_tac_toe, ["B2", "A1", "C3", "C1"])  # O threatens B1; X has no win at once
    assert text(block, agent.choose(block)) == "B1"


def test_mcts_keeps_to_its_time_budget(tic_tac_toe):
    state = tic_tac_toe.new_initial_state(seed=0)
    for spec in ["mcts:seconds=0.2", "mcts:iterations=100000000,seconds=0.2"]:
        agent = make_agent(spec, seed=0)
        start = time.perf_counter()
        assert agent.choose(state) in state.legal_moves()
        assert time.perf_counter() - start < 1.0 and agent.last_iterations > 0


def test_mcts_beats_random_from_both_seats(tic_tac_toe):
    outcomes = {1: 0, 0: 0, -1: 0}
    for game_number in range(20):
        mcts_seat = 1 + game_number % 2
        agents = {mcts_seat: make_agent("mcts:iterations=400", seed=game_number),
                  3 - mcts_seat: make_agent("random", seed=100 + game_number)}
        state = tic_tac_toe.new_initial_state(seed=game_number)
        while not state.is_terminal():
            state.play(agents[state.current_player()].choose(state))
        outcomes[int(state.returns()[mcts_seat - 1])] += 1
    assert outcomes[-1] <= 1 and outcomes[1] >= 14, outcomes


@pytest.mark.parametrize("seed", range(5))
def test_mcts_plans_across_two_decisions_of_one_turn(seed, tmp_path):
    # P1 (A4, B1) places two stones now and has few winning pairs; a search that took the second
    # decision for the opponent's found one in 2 of 10 seeds.
    state = position(load_text(tmp_path, DOUBLE_LINE), ["A4", "B1", "C2", "C1"])
    agent = make_agent("mcts:iterations=1000", seed=seed)
    for _ in range(2):
        assert state.current_player() == 1
        state.play(agent.choose(state))
    assert state.returns() == (1.0, -1.0)
