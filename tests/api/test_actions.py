"""Integer actions: in every state reached in play of every description, each legal move has its
own number, which names it, plays it, and is the same in another process."""

import json
import random
import subprocess
import sys

import pytest

from api.described import GAMES, ROOT, game
from interpreter.state import IllegalMove


def fingerprint(name: str, seed: int = 1, limit: int = 40) -> list:
    """The legal actions along a seeded random game, with the size of the space."""
    played = game(name)
    state, rng, seen = played.new_initial_state(seed), random.Random(seed), [played.num_distinct_actions()]
    while not state.is_terminal() and len(state.record) < limit:
        actions = state.legal_actions()
        seen.append(actions)
        state.apply_action(actions[rng.randrange(len(actions))])
    return seen


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_legal_move_has_its_own_action_that_names_and_plays_it(name):
    played = game(name)
    rng = random.Random(7)
    state = played.new_initial_state(7)
    size = played.num_distinct_actions()
    while not state.is_terminal() and len(state.record) < 60:
        moves = state.legal_moves()
        actions = [state.string_to_action(played.move_to_text(state, move)) for move in moves]
        assert len(set(actions)) == len(moves) and sorted(actions) == state.legal_actions()
        assert all(0 <= action < size for action in actions)
        for move, action in zip(moves, actions):
            assert state.action_to_string(action) == state.action_to_string(1, action) \
                == played.move_to_text(state, move)
        chosen = rng.randrange(len(moves))
        twin = state.clone()
        twin.apply(moves[chosen])
        state.apply_action(actions[chosen])
        assert state.to_position() == twin.to_position()


ELSEWHERE = ["making-ground-4", "sprout-cairo", "tic-tac-toe", "turn-of-time"]  # small, and every kind of block


def test_the_numbering_is_the_same_in_another_process():
    script = ("import json, sys; sys.path[:0] = ['tests']; from test_actions import fingerprint; "
              f"print(json.dumps({{name: fingerprint(name) for name in {ELSEWHERE!r}}}))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT / "tests" / "api",
                          env={"PYTHONHASHSEED": "12345", "PYTHONPATH": str(ROOT / "tests")}, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {name: fingerprint(name) for name in ELSEWHERE}


def test_tic_tac_toe_numbers_as_documented():
    played = game("tic-tac-toe")
    state = played.new_initial_state()
    assert played.num_distinct_actions() == 45
    assert state.legal_actions() == list(range(18, 27))  # Add at sites A1 .. C3 after the named decisions
    assert [state.action_to_string(a) for a in (0, 1, 22)] == ["pass", "swap", "B2"]


def test_an_action_that_is_not_legal_is_refused_with_the_reason():
    state = game("tic-tac-toe").new_initial_state()
    state.apply_action(22)
    before = state.to_position()
    for action, reason in [(22, "B2 is occupied"), (45, "45 is not an action of this game (0 to 44)"),
                           (0, "pass is not a move here"), ("B2", "'B2' is not an action")]:
        with pytest.raises(IllegalMove, match=reason.replace("(", r"\(").replace(")", r"\)")):
            state.apply_action(action)
    assert state.to_position() == before
