"""Information-set MCTS: a new future each iteration, availability counts, unseen cards dealt anew,
and the plain search on games without chance."""

import doctest
import time

import pytest

import ludeme
from interpreter.agents import ISMCTSAgent, make_agent
from interpreter.agents import ismcts as ismcts_module
from interpreter.game import load_text

LONG_SHOT = """
(game "Long Shot" // stop for a draw, or roll one die: "one" wins on 3 or more, "six" on a 6 only
    (players 1)
    (equipment { (board (square 1)) })
    (rules
        (play (or {
            (move Action "stop" (then (set Var "Chosen" 1)))
            (move Action "one" (then (and (set Var "Chosen" 2) (set Var "Roll" (value Random (range 1 6))))))
            (move Action "six" (then (and (set Var "Chosen" 3) (set Var "Roll" (value Random (range 1 6))))))
        }))
        (end {
            (if (= (var "Chosen") 1) (result Mover Draw))
            (if (and (= (var "Chosen") 2) (>= (var "Roll") 3)) (result Mover Win))
            (if (and (= (var "Chosen") 3) (= (var "Roll") 6)) (result Mover Win))
            (if (> (var "Chosen") 0) (result Mover Loss))
        })
    )
)
"""

BONUS = """
(game "Bonus" // roll, then keep (a win on 4 or more) or, on a 6 only, take the bonus (a win)
    (players 1)
    (equipment { (board (square 1)) })
    (rules
        (play
            (if (= (var "Phase") 0)
                (move Action "roll" (then (and {(set Var "Roll" (value Random (range 1 6))) (set Var "Phase" 1) (moveAgain)})))
                (or
                    (move Action "keep" (then (set Var "Phase" (if (>= (var "Roll") 4) 2 3))))
                    (if (= (var "Roll") 6) (move Action "bonus" (then (set Var "Phase" 2))))
                )
            )
        )
        (end {
            (if (= (var "Phase") 2) (result Mover Win))
            (if (= (var "Phase") 3) (result Mover Loss))
        })
    )
)
"""

GUESS = """
(game "Guess" // P2 is dealt one card of A, B, B; P1 guesses it without seeing it
    (players 2)
    (equipment { (board (square 1)) (piece "A" Shared) (piece "B" Shared) (deck {"A" "B" "B"}) })
    (rules
        (start (deal Cards 1 P2))
        (play (or (move Action "a" (then (set Var "Guess" 1))) (move Action "b" (then (set Var "Guess" 2)))))
        (end {
            (if (and (= (var "Guess") 1) (> (count Hand P2 "A") 0)) (result P1 Win))
            (if (and (= (var "Guess") 2) (= (count Hand P2 "A") 0)) (result P1 Win))
            (if (> (var "Guess") 0) (result P1 Loss))
        })
    )
)
"""


@pytest.fixture(scope="module")
def long_shot():
    return load_text(LONG_SHOT)


@pytest.fixture(scope="module")
def flower_up():
    return ludeme.load("descriptions/flower-up.lud")  # the defaults: the module test_generated.py compiles


def text(state, move):
    return state.game.move_to_text(state, move)


def snapshot(state):
    return (state.who[:], state.what[:], state.slots[:], [dict(m) for m in state.multisets], state.stock[:],
            list(state.record), len(state.frames), len(state.log), state.draws[:], state.rng.getstate(),
            state.current_player(), list(state.legal_moves()), state.returns())


def flower_up_position(game, seed=4, moves=25):
    """A Flower Up! game some decisions in, its moves taken in turn from the legal ones."""
    state = game.new_initial_state(seed=seed)
    for number in range(moves):
        legal = state.legal_moves()
        state.play(legal[number % len(legal)])
    assert not state.is_terminal()
    return state


def test_docstring_examples():
    result = doctest.testmod(ismcts_module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("seed", range(10))
def test_a_choice_is_judged_over_the_whole_distribution_of_the_die(seed, long_shot):
    # "one" wins 2 times in 3 (worth 1/3), "stop" draws (0), "six" wins 1 time in 6 (-2/3). A search
    # against one imagined roll takes "stop" or "six" whenever that roll is a 1, 2 or 6.
    state = long_shot.new_initial_state(seed=seed)
    assert text(state, ISMCTSAgent(seed=seed, iterations=300, backend="reference").choose(state)) == "one"


def test_moves_legal_only_in_some_futures_count_their_availability():
    game = load_text(BONUS)
    root = ISMCTSAgent(seed=1, iterations=1200).search_futures(game.new_initial_state(seed=0))
    (roll,) = root.children.values()
    keep = next(child for move, child in roll.children.items() if move.kind == "Action:keep")
    bonus = next(child for move, child in roll.children.items() if move.kind == "Action:bonus")
    assert roll.visits == 1200 and keep.available == roll.visits - 1  # legal every time but the first
    assert 150 <= bonus.available <= 250  # legal after a 6: 200 expected of 1,199
    assert bonus.visits >= 0.9 * bonus.available  # and taken nearly every time it is legal (a sure win)
    assert keep.visits + bonus.visits == roll.visits - 1


def test_the_cards_the_player_cannot_see_are_dealt_anew():
    game = load_text(GUESS)
    holds_a = []
    for seed in range(24):
        state = game.new_initial_state(seed=seed)
        holds_a.append(state.stock[2 * 2] == 1)  # P2's row of the stock, kind A
        before = snapshot(state)
        agent = make_agent("ismcts:iterations=200", seed=seed)
        assert text(state, agent.choose(state)) == "b"  # 2 chances in 3
        assert agent.last_backend == "reference"  # the unseen cards are dealt anew on the reference only
        assert snapshot(state) == before
    assert 4 <= sum(holds_a) <= 20  # P2 held the A in some of these games: a search that peeked would say "a"


def test_states_with_chance_nodes_are_searched_on_sampled_outcomes(long_shot):
    state = long_shot.new_initial_state(seed=0, chance_nodes=True)
    assert text(state, ISMCTSAgent(seed=0, iterations=300, backend="reference").choose(state)) == "one"
    assert state.chance is not None and not state.is_chance_node() and not state.record


@pytest.mark.parametrize("backend", ["reference", "auto"])
@pytest.mark.parametrize("path, options", [("examples/tic-tac-toe.lud", []),
                                           ("examples/hex.lud", ["Board Size/5x5"])])
def test_games_without_chance_are_searched_as_by_mcts(path, options, backend):
    game = ludeme.load(path, options=options)
    state = game.new_initial_state(seed=0)
    spec = f"iterations=150,backend={backend}"
    ismcts, mcts = make_agent("ismcts:" + spec, seed=3), make_agent("mcts:" + spec, seed=3)
    while not state.is_terminal():
        move = ismcts.choose(state)
        assert move == mcts.choose(state)
        assert ismcts.last_backend == mcts.last_backend
        state.play(move)


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_the_state_is_left_unchanged(flower_up, backend):
    state = flower_up_position(flower_up)
    agent = ISMCTSAgent(seed=2, iterations=60, backend=backend)
    for _ in range(6):
        before = snapshot(state)
        move = agent.choose(state)
        assert snapshot(state) == before
        assert move in state.legal_moves()
        state.play(move)


@pytest.mark.parametrize("backend", ["reference", "native"])
def test_a_seed_fixes_the_choices(flower_up, backend):
    def choices(seed):
        state, agent, made = flower_up.new_initial_state(seed=9), ISMCTSAgent(seed=seed, iterations=40, backend=backend), []
        for _ in range(12):
            move = agent.choose(state)
            made.append(text(state, move))
            state.play(move)
        return made

    assert choices(1) == choices(1)
    assert choices(1) != choices(2)


def test_the_budget_is_kept(flower_up):
    state = flower_up_position(flower_up)
    for backend in ("reference", "native"):
        agent = ISMCTSAgent(seed=0, iterations=37, backend=backend)
        agent.choose(state)
        assert agent.last_iterations == 37 and agent.last_backend == backend
    for spec in ["ismcts:seconds=0.3", "ismcts:iterations=100000000,seconds=0.3"]:
        agent = make_agent(spec, seed=0)
        start = time.perf_counter()
        assert agent.choose(state) in state.legal_moves()
        # without its budget the search would run for hours; the bound leaves room for a loaded machine
        assert time.perf_counter() - start < 5 and agent.last_iterations > 0


@pytest.mark.parametrize("seed", range(4))
def test_the_native_search_judges_a_choice_over_the_whole_distribution_of_the_die(seed, long_shot):
    state = long_shot.new_initial_state(seed=seed)
    agent = ISMCTSAgent(seed=seed, iterations=300, backend="native")
    assert text(state, agent.choose(state)) == "one" and agent.last_backend == "native"


def test_the_native_open_loop_tree_counts_availability():
    """The native search keeps the same statistics as the reference's: a move legal after a 6 only is
    available in about a sixth of the iterations, and taken nearly every time (a sure win)."""
    from interpreter.backends import native_for
    from interpreter.native.search import NativeSearch

    game = load_text(BONUS)
    native, _ = native_for(game, "native")
    result = NativeSearch(native, seed=1, open_loop=True).search(native.new_initial_state(), iterations=1200)
    tree = result.tree
    (roll, visits, _), = result.children()
    node = int(tree.first_child[0])
    children = []
    child = int(tree.first_child[node])
    while child >= 0:
        children.append((native.decode(int(tree.move[child]))[0], int(tree.visits[child]), int(tree.available[child])))
        child = int(tree.next_sibling[child])
    (keep,), (bonus,) = ([c for c in children if c[0] == name] for name in ("Action:keep", "Action:bonus"))
    assert visits == 1200 and keep[2] == 1199
    assert 150 <= bonus[2] <= 250 and bonus[1] >= 0.9 * bonus[2] and keep[1] + bonus[1] == 1199


def test_native_search_of_cards_dealt_to_another_seat_is_refused_with_the_reason():
    state = load_text(GUESS).new_initial_state(seed=0)
    with pytest.raises(ValueError, match="cards dealt to other seats are dealt anew on the reference only"):
        make_agent("ismcts:backend=native").choose(state)
    with pytest.raises(ValueError, match="agent 'ismcts' has no option 'depth'; its options: backend, c, iterations, seconds"):
        make_agent("ismcts:depth=3")
    with pytest.raises(ValueError, match="agent 'ismcts' needs iterations >= 1"):
        make_agent("ismcts:iterations=0")
