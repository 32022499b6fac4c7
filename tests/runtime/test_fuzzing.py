"""The short fuzz run: grammar-aware mutants of every description and example (and of Ludii's
library when ``LUDEME_LUDII`` is set), each run through fmt, check, compile and a short playout;
corrupted saves; mutated positions, set up and played on; runs of damaged web requests. Each case
runs in a worker process under a time and memory limit. A case may be refused with a message that
names the place at fault, leaving the file and the game as they were; a traceback, a hang past the
time limit, a memory blow-up, a refusal without its place or a refusal that changed something fails
the test.

The long campaign is ``benchmarks/fuzz.py``.
"""

import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from interpreter.fuzzing.mutations import mutate_save
from interpreter.fuzzing.pool import Pool
from interpreter.game import load_game
from interpreter.positions import PositionError

ROOT = Path(__file__).resolve().parents[2]
OWN = [str(p) for p in sorted(ROOT.glob("descriptions/*.lud")) + sorted(ROOT.glob("examples/*.lud"))]
LUDII = os.environ.get("LUDEME_LUDII")
LIBRARY = [str(p) for p in sorted(Path(LUDII).rglob("*.lud"))] if LUDII else []


def fuzz(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None, derandomize=True,
                    suppress_health_check=list(HealthCheck))


@pytest.fixture(scope="module")
def pool():
    with Pool(workers=1, donors=OWN + LIBRARY[::40]) as workers:
        yield workers


def run(pool, case) -> dict:
    (result,) = pool.run([case])
    return result


def assert_handled(result: dict) -> None:
    assert result["outcome"] in ("ok", "refused"), (
        f"{result.get('signature')}: {result.get('detail', '')}\n--- case ---\n"
        f"{result.get('text') or json.dumps(result['case'])[:2000]}")


@fuzz(60)
@given(path=st.sampled_from(OWN), seed=st.integers(0, 2**32 - 1))
def test_mutants_of_every_description_are_handled(pool, path, seed):
    assert_handled(run(pool, {"kind": "mutant", "path": path, "seed": seed}))


@pytest.mark.skipif(not LUDII, reason="LUDEME_LUDII is not set: Ludii's library is not here to mutate")
@fuzz(40)
@given(index=st.integers(0, 10**6), seed=st.integers(0, 2**32 - 1))
def test_mutants_of_ludii_library_files_are_handled(pool, index, seed):
    path = LIBRARY[index % len(LIBRARY)]
    assert_handled(run(pool, {"kind": "mutant", "path": path, "seed": seed}))


def real_save(path: str, moves: int) -> tuple[str, str]:
    game = load_game(path)
    state = game.new_initial_state(seed=1)
    rng = random.Random(moves)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_moves()))
    return Path(path).read_text(encoding="utf-8"), json.dumps(game.state_to_json(state), indent=2)


SAVES = [real_save(str(ROOT / "examples/tic-tac-toe.lud"), 4), real_save(str(ROOT / "examples/hex.lud"), 6)]


@fuzz(40)
@given(which=st.sampled_from(range(len(SAVES))), rng=st.randoms(use_true_random=False))
def test_corrupted_saves_are_refused_and_left_as_they_were(pool, which, rng):
    description, save = SAVES[which]
    assert_handled(run(pool, {"kind": "save", "description": description, "save": mutate_save(save, rng)}))


def real_position(name: str, moves: int) -> tuple[str, str]:
    game = load_game(str(ROOT / name))
    state = game.new_initial_state(seed=2)
    rng = random.Random(moves)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_moves()))
    return (ROOT / name).read_text(encoding="utf-8"), json.dumps(state.to_position())


POSITIONS = [real_position("examples/tic-tac-toe.lud", 3), real_position("examples/hex.lud", 5),
             real_position("examples/quadrants.lud", 4), real_position("descriptions/springtime.lud", 6)]


@fuzz(50)
@given(which=st.sampled_from(range(len(POSITIONS))), seed=st.integers(0, 2**32 - 1))
def test_mutated_positions_are_set_up_or_refused_with_the_part_at_fault(pool, which, seed):
    description, position = POSITIONS[which]
    assert_handled(run(pool, {"kind": "position", "description": description, "position": position, "seed": seed}))


@fuzz(10)
@given(seed=st.integers(0, 2**32 - 1))
def test_damaged_web_requests_are_answered_or_refused_changing_nothing(pool, seed):
    assert_handled(run(pool, {"kind": "request", "seed": seed}))


def test_a_position_refused_without_its_part_or_changing_the_game_fails_the_case(monkeypatch):
    from interpreter.fuzzing import cases

    description, position = POSITIONS[0]
    assert cases.run_position(description, position) == "ok"

    def unlocated(game, path):
        raise PositionError(f"{path}: something is wrong")

    monkeypatch.setattr(cases, "read_position", unlocated)
    with pytest.raises(AssertionError, match="does not name the part at fault"):
        cases.run_position(description, position)

    def meddling(game, path):
        game.name = "Changed"
        raise PositionError(f"{path}: pieces: A1: no")

    monkeypatch.setattr(cases, "read_position", meddling)
    with pytest.raises(AssertionError, match="changed the game"):
        cases.run_position(description + "\n", position)  # a game of its own, not the one compiled above


def test_the_harness_reports_hangs_and_memory_blow_ups():
    heavy = '(game "T" {' + "1 " * 100_000 + "})"  # reading it takes about 100 MB and a second or more
    with Pool(workers=1, memory=64 << 20) as limited:
        blown = run(limited, {"kind": "description", "text": heavy})
        after = run(limited, {"kind": "description", "text": "(game"})  # a fresh worker takes over
    assert blown["outcome"] == "failed" and blown["signature"].startswith("MemoryError")
    assert after["outcome"] == "refused" and limited.restarts == 1
    with Pool(workers=1, timeout=0.001) as hasty:
        hung = run(hasty, {"kind": "description", "text": heavy})
    assert hung["outcome"] == "failed" and hung["signature"] == "hang"


def test_an_item_argument_never_closed_is_read_in_time(pool):
    # the runs of text between brackets once made the pattern try every way of splitting them
    text = '(option "O" <O> {(item "I" <' + " ".join(['(tiles 3 3 "T" colours:"L")'] * 200) + ' "x")})'
    assert_handled(run(pool, {"kind": "description", "text": text}))
