"""MCTS in native code: the moves it finds, its tree, its budgets, the states it is given, and the
MCTS agent choosing between it and the reference search."""

import time
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba", reason="the native backend needs Numba (pip install 'ludeme[native]')")

import ludeme  # noqa: E402
from interpreter.agents import make_agent  # noqa: E402
from interpreter.agents.mcts import MCTSAgent  # noqa: E402
from interpreter.game import load_text  # noqa: E402
from interpreter.native.kernels import SWAP  # noqa: E402
from interpreter.native.mirror import Mirror  # noqa: E402
from interpreter.native.search import NODES_USED, NativeSearch  # noqa: E402
from interpreter.native.state import NativeGame  # noqa: E402
from tests.runtime.test_native import GAMES  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tic_tac_toe():
    game = ludeme.load(ROOT / "examples" / "tic-tac-toe.lud")
    return game, NativeGame(game)


@pytest.fixture(scope="module")
def hex5():
    game = ludeme.load(ROOT / "examples" / "hex.lud", options=["Board Size/5x5"])
    return game, NativeGame(game)


def native_position(native, sites):
    state = native.new_initial_state()
    for site in sites:
        state.apply(site)
    return state


def reference_position(game, sites):
    state = game.new_initial_state(0)
    for site in sites:
        state.apply(next(move for move in state.legal_moves() if move.to == site))
    return state


def buffers_of(state):
    """A state's arrays, the logs of moves and unions up to their ends (beyond is work space)."""
    from interpreter.native.kernels import LINKS_LEFT, PLY

    buffers = state.buffers
    return [array.copy() for array in buffers._replace(frames=buffers.frames[:buffers.scalars[PLY]],
                                                       links=buffers.links[:buffers.scalars[LINKS_LEFT]])]


def check_tree(result, iterations, players):
    """Visits add up: the root has one per iteration, each through one child; every other node has
    the one of the iteration that made it plus its children's; totals stay within the visits."""
    tree = result.tree
    used = int(tree.counts[NODES_USED])
    assert result.iterations == iterations == tree.visits[0]
    assert 1 < used <= iterations + 1
    for node in range(used):
        first, expanded, count = int(tree.first[node]), int(tree.expanded[node]), int(tree.listed[node])
        children = tree.pool_child[first:first + expanded] if first >= 0 else []
        assert 0 <= expanded <= count or first < 0
        below = sum(int(tree.visits[child]) for child in children)
        if node == 0:
            assert below == tree.visits[0]
        elif count:
            assert tree.visits[node] == below + 1
        assert abs(tree.total[node]) <= tree.visits[node]
        assert -1 <= tree.player[node] < players and (tree.player[node] == -1) == (node == 0)
        assert sorted(tree.pool_move[first:first + count]) == sorted(set(tree.pool_move[first:first + count]))


@pytest.mark.parametrize("sites,best", [((0, 3, 1, 4), 2), ((0, 4, 1), 2), ((4, 0, 8, 2), 1)],
                         ids=["win", "block", "block-the-fork"])
def test_both_searches_find_the_winning_or_blocking_move(tic_tac_toe, sites, best):
    game, native = tic_tac_toe
    state = native_position(native, sites)
    assert NativeSearch(native, seed=3).search(state, iterations=3000).best_move() == best
    for backend in ("native", "reference"):
        reference = reference_position(game, sites)
        agent = MCTSAgent(seed=3, iterations=3000, backend=backend)
        assert agent.choose(reference).to == best
        assert agent.last_backend == backend and agent.last_iterations == 3000


def test_the_tree_statistics_add_up(hex5):
    _, native = hex5
    result = NativeSearch(native, seed=1).search(native.new_initial_state(), iterations=3000)
    check_tree(result, 3000, 2)
    children = result.children()
    assert len(children) == 25 and sum(visits for _, visits, _ in children) == 3000
    assert all(result.tree.player[node] == 0 for node in result.tree.pool_child[:25])


def test_each_node_counts_for_the_player_who_moved_into_it():
    """Three players, and a swap: the second seat moves again, now held by the first player."""
    native = NativeGame(load_text(GAMES["three players, a line of three ends in a draw"]))
    state = native_position(native, (0, 1))  # the third player to move
    result = NativeSearch(native, seed=2).search(state, iterations=1500)
    check_tree(result, 1500, 3)
    tree = result.tree
    assert {int(tree.player[child]) for child in tree.pool_child[tree.first[0]:tree.first[0] + tree.expanded[0]]} == {2}
    swapping = NativeGame(load_text(GAMES["connection on a square board, first seat's regions only"]))
    state = native_position(swapping, (5,))
    result = NativeSearch(swapping, seed=2).search(state, iterations=800)
    check_tree(result, 800, 2)
    tree = result.tree
    (swap,) = [node for node in range(1, int(tree.counts[NODES_USED])) if tree.move[node] == SWAP]
    assert tree.player[swap] == 1  # the second player swaps and takes the first seat
    grandchildren = tree.pool_child[tree.first[swap]:tree.first[swap] + tree.expanded[swap]]
    assert len(grandchildren) > 0 and {int(tree.player[node]) for node in grandchildren} == {0}


def test_the_same_seed_grows_the_same_tree_and_another_seed_another(hex5):
    _, native = hex5
    state = native_position(native, (12,))
    trees = [NativeSearch(native, seed=seed).search(state, iterations=500).tree for seed in (4, 4, 5)]
    assert all(np.array_equal(a, b) for a, b in zip(trees[0], trees[1]))
    assert not np.array_equal(trees[0].move, trees[2].move)


def test_full_arrays_grow_and_lose_nothing(hex5):
    _, native = hex5
    state = native.new_initial_state()
    small = NativeSearch(native, seed=6, nodes=8).search(state, iterations=2000)
    large = NativeSearch(native, seed=6).search(state, iterations=2000)
    check_tree(small, 2000, 2)
    assert small.tree.move.shape[0] > 8
    assert small.children() == large.children()  # the same search, whatever the arrays' first size


def test_the_state_searched_is_left_unchanged(hex5):
    _, native = hex5
    state = native_position(native, (3, 7, 11))
    before = buffers_of(state)
    NativeSearch(native, seed=0).search(state, iterations=700)
    NativeSearch(native, seed=0).search(state, seconds=0.05)
    assert all(np.array_equal(a, b) for a, b in zip(before, buffers_of(state)))


def test_a_single_legal_move_is_the_only_child_and_the_agents_play_it_without_search(tic_tac_toe):
    game, native = tic_tac_toe
    sites = (0, 1, 2, 4, 3, 5, 7, 6)  # a drawn game with one site left
    state = native_position(native, sites)
    assert state.legal_moves() == [8]
    result = NativeSearch(native, seed=1).search(state, iterations=50)
    assert result.children() == [(8, 50, 0.0)] and result.best_move() == 8
    for backend in ("native", "reference"):
        agent = MCTSAgent(seed=1, iterations=50, backend=backend)
        assert agent.choose(reference_position(game, sites)).to == 8 and agent.last_iterations == 0


def test_an_ended_game_has_nothing_to_choose(tic_tac_toe):
    _, native = tic_tac_toe
    state = native_position(native, (0, 3, 1, 4, 2))
    result = NativeSearch(native, seed=1).search(state, iterations=10)
    assert result.children() == [] and result.tree.visits[0] == 10
    with pytest.raises(ValueError, match="the game is over"):
        result.best_move()


def test_the_time_budget_is_kept(hex5):
    _, native = hex5
    search = NativeSearch(native, seed=0)
    search.warm_up()
    for seconds in (0.05, 0.3):
        start = time.perf_counter()
        result = search.search(native.new_initial_state(), seconds=seconds)
        elapsed = time.perf_counter() - start
        assert seconds <= elapsed < seconds + 1.0  # a batch takes about a tenth of the budget at most
        check_tree(result, result.iterations, 2)
    assert search.search(native.new_initial_state(), iterations=40, seconds=30).iterations == 40


def test_the_agent_searches_natively_and_leaves_the_state_unchanged(hex5):
    from tests.runtime.test_agents import snapshot

    game, _ = hex5
    state = game.new_initial_state(5)
    for text in ("C3", "B2"):
        state.apply(text)
    before = snapshot(state)
    agent = make_agent("mcts:iterations=400", seed=1)
    move = agent.choose(state)
    assert agent.last_backend == "native" and agent.why_reference is None
    assert move in state.legal_moves() and snapshot(state) == before


def test_the_mirror_follows_moves_taken_back_and_played_again(hex5):
    game, native = hex5
    mirror = Mirror(native)
    state = game.new_initial_state(0)
    for text in ("A1", "E5", "C3"):
        state.apply(text)
    assert mirror.follow(state) is None and mirror.state.who == state.who
    state.undo()
    state.undo()
    for text in ("swap", "B4"):  # after the swap the second seat moves again, now held by the first player
        state.apply(text)
    assert mirror.follow(state) is None
    assert (mirror.state.who, mirror.state.roles, mirror.state.current_player()) == \
        (state.who, state.roles, state.current_player())
    assert [mirror.reference_move(move) for move in mirror.state.legal_moves()] == state.legal_moves()


def test_the_agent_falls_back_to_the_reference_search_and_says_why():
    rings = ludeme.load(ROOT / "descriptions" / "turn-of-time.lud")
    agent = MCTSAgent(seed=1, iterations=5)
    agent.choose(rings.new_initial_state(1))
    assert agent.last_backend == "reference" and "is not generated" in agent.why_reference
    with pytest.raises(ValueError, match="cannot play"):
        MCTSAgent(seed=1, iterations=5, backend="native").choose(rings.new_initial_state(1))
    forced = ludeme.load(ROOT / "examples" / "tic-tac-toe.lud", forced_pass=True)
    agent = MCTSAgent(seed=1, iterations=20)
    agent.choose(forced.new_initial_state(1))
    assert agent.last_backend == "reference" and "forced_pass" in agent.why_reference


def test_a_game_set_up_from_a_position_is_searched_on_the_reference(tic_tac_toe):
    from interpreter.positions import state_from_position, to_position

    game, _ = tic_tac_toe
    given = state_from_position(game, to_position(reference_position(game, (0, 3, 1, 4))))
    agent = MCTSAgent(seed=1, iterations=2000)
    assert agent.choose(given).to == 2
    assert agent.last_backend == "reference" and "started from a given position" in agent.why_reference
    agent.choose(reference_position(game, (0, 3)))
    assert agent.last_backend == "native" and agent.why_reference is None
    with pytest.raises(ValueError, match="cannot search natively: the game was started from a given position"):
        MCTSAgent(seed=1, iterations=20, backend="native").choose(given)
    with pytest.raises(ValueError, match="one of reference, native, auto"):
        make_agent("mcts:backend=gpu")


def test_bench_measures_mcts_and_names_the_backend(capsys):
    from ludeme.cli import main

    tic_tac_toe = str(ROOT / "examples" / "tic-tac-toe.lud")
    assert main(["bench", tic_tac_toe, "--mcts", "--runs", "1", "--seconds", "0.1"]) == 0
    assert main(["bench", tic_tac_toe, "--mcts", "--runs", "1", "--seconds", "0.1", "--backend", "reference"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("native code ready in ")
    assert lines[1].startswith("Tic-Tac-Toe (native): MCTS from the initial position, median of 1 runs of 0.1 s: ")
    assert lines[2].startswith("Tic-Tac-Toe (reference): MCTS from the initial position")
    assert all(line.endswith("per second of processor time)") for line in lines[1:])


def test_games_whose_pieces_move_are_searched_natively_too():
    """Pieces that step and take, and a game that can go on for ever (playouts stop at the limit)."""
    from tests.runtime.test_agents import snapshot

    endless = NativeGame(load_text(GAMES["orthogonal steps to empty sites only, the centre reached"]))
    state = endless.new_initial_state()
    before = buffers_of(state)
    result = NativeSearch(endless, seed=2).search(state, iterations=300)
    check_tree(result, 300, 2)
    assert all(np.array_equal(a, b) for a, b in zip(before, buffers_of(state)))
    game = load_text(GAMES["pawns facing each other, taking backwards too, around a neutral rock"])
    reference = game.new_initial_state(3)
    agent = MCTSAgent(seed=4, iterations=500)
    while not reference.is_terminal() and len(reference.record) < 12:
        before = snapshot(reference)
        move = agent.choose(reference)
        assert snapshot(reference) == before and move in reference.legal_moves()
        assert agent.last_backend == "native" or agent.last_iterations == 0
        reference.apply(move)


def test_a_seat_whose_agent_cannot_search_natively_passes_to_a_person_at_the_prompt():
    from interpreter.repl import Session

    session = Session(ludeme.load(ROOT / "descriptions" / "turn-of-time.lud"),
                      seats={1: "mcts:backend=native,iterations=5"})
    opening = session.start()
    assert "P1 (mcts:backend=native,iterations=5) cannot play here: the native backend cannot play Turn of Time: " \
           "the rotating rings of (board ...) is not generated" in opening
    assert session.seats[1] == "human" and 1 not in session.agents and not session.state.record
