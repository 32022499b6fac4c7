"""The generated backend held equal to the reference: seeded random games of each description it
covers and of compositions written for each emitter, played on both and compared at every step
(legal moves in order, pieces, site states, scores, variables, mover, turn, seats, result), then
taken back move by move and compared again; perft files; sizes sharing their code.

Each description's defaults are played on its compiled module. Every option item is played on the
code written for it run as plain Python (``GeneratedGame(game, compiled=False)``): the same source,
held to the reference in a second where compiling each item's module would take a minute."""

import contextlib
import random
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

import pytest

pytest.importorskip("numba", reason="the native backend needs Numba (pip install 'ludeme[native]')")

import ludeme  # noqa: E402
from interpreter.backends import native_coverage, native_for  # noqa: E402
from interpreter.game import load_text  # noqa: E402
from interpreter.native.codegen.game import GeneratedGame  # noqa: E402
from interpreter.native.codegen.module import write_module  # noqa: E402
from interpreter.state import State  # noqa: E402
from tests.runtime.test_native import GENERATED_EXAMPLES, selections  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DESCRIPTIONS = sorted((ROOT / "descriptions").glob("*.lud"))
#: Descriptions the generated backend covers (every option item of them is played below).
COVERED = ("sprout", "springtime", "flower-up", "making-ground")


def reference_position(state) -> tuple:
    moves = [(move.kind, move.to, move.frm, move.what) for move in state.legal_moves()]
    return (moves, state.who, state.what, state.marks, state.points, state.slots, state.stock, state.multisets,
            state.mover, state.turn, state.roles, state.is_terminal(), state.result, state.returns())


def native_position(state) -> tuple:
    moves = [state.native.decode(move) for move in state.legal_moves()]
    return (moves, state.who, state.what, state.marks, state.points, state.slots, state.stock, state.multisets,
            state.mover, state.turn, state.roles, state.is_terminal(), state.result, state.returns())


@contextlib.contextmanager
def draws_recorded() -> Iterator[list[int]]:
    """The numbers the reference's states draw meanwhile, in order (for the native state to be given)."""
    drawn: list[int] = []
    original = State.draw

    def recording(state, low: int, high: int) -> int:
        drawn.append(original(state, low, high))
        return drawn[-1]

    with mock.patch.object(State, "draw", recording):
        yield drawn


def play_both(game, native: GeneratedGame, seed: int, most_moves: int = 300) -> int:
    """One seeded random game on both backends (a board laid out by chance laid out by the seed on
    both; the native state given the reference's draws), compared at each step there and back; its length."""
    with draws_recorded() as drawn:
        reference = game.new_initial_state(seed)
    state = native.new_initial_state(seed, outcomes=drawn)
    rng = random.Random(seed)
    seen = [reference_position(reference)]
    assert native_position(state) == seen[0]
    while not reference.is_terminal() and len(seen) <= most_moves:
        index = rng.randrange(len(seen[-1][0]))
        with draws_recorded() as drawn:
            reference.play(reference.legal_moves()[index])
        state.apply(state.legal_moves()[index], outcomes=drawn)
        seen.append(reference_position(reference))
        assert native_position(state) == seen[-1], f"after {len(seen) - 1} moves"
    for back in range(len(seen) - 2, -1, -1):
        state.undo()
        reference.undo()
        assert native_position(state) == reference_position(reference) == seen[back]
    return len(seen) - 1


DESCRIBED = [pytest.param(path, options, id=f"{path.stem}-{'|'.join(options) or 'defaults'}")
             for path in DESCRIPTIONS if path.stem in COVERED for options in selections(path)] + \
            [pytest.param(ROOT / "examples" / f"{stem}.lud", options, id=f"{stem}-{'|'.join(options) or 'defaults'}")
             for stem in GENERATED_EXAMPLES for options in selections(ROOT / "examples" / f"{stem}.lud")]


@pytest.mark.parametrize("path", [path for path in DESCRIPTIONS if path.stem in COVERED], ids=lambda p: p.stem)
def test_descriptions_play_alike_on_both_backends(path):
    game = ludeme.load(path)
    native, reason = native_for(game, "native")
    assert reason is None and isinstance(native, GeneratedGame) and native.compiled
    lengths = [play_both(game, native, seed) for seed in range(3)]
    assert min(lengths) > 2


@pytest.mark.parametrize("path,options", DESCRIBED)
def test_the_code_written_for_each_option_item_plays_alike_on_both_backends(path, options):
    game = ludeme.load(path, options=options)
    native = GeneratedGame(game, compiled=False)
    lengths = [play_both(game, native, seed) for seed in range(3)]
    assert min(lengths) > 2


def test_the_code_run_as_python_is_the_compiled_code():
    """The same source either way, and the same play: a game of Sprout-R-Out played by both."""
    game = ludeme.load(ROOT / "descriptions" / "sprout.lud")
    compiled, interpreted = GeneratedGame(game), GeneratedGame(game, compiled=False)
    assert compiled.source == interpreted.source and compiled.module is not interpreted.module
    assert not hasattr(interpreted.module.legal, "py_func") and hasattr(compiled.module.legal, "py_func")
    one, other = compiled.new_initial_state(4), interpreted.new_initial_state(4)
    rng = random.Random(4)
    while not one.is_terminal():
        assert one.legal_moves() == other.legal_moves() and one.who == other.who
        move = rng.choice(one.legal_moves())
        one.apply(move)
        other.apply(move)
    assert other.is_terminal() and one.returns() == other.returns()


@pytest.mark.parametrize("path", [path for path in DESCRIPTIONS if path.stem not in COVERED], ids=lambda p: p.stem)
def test_a_description_not_covered_says_which_ludeme_stops_it(path):
    reason = native_coverage(ludeme.load(path))
    assert reason is not None and f"{path.name}:" in reason


def test_boards_and_numbers_of_one_description_share_their_code():
    """The source reads the board's size and the numbers written from tables, so every board and
    komi of Sprout-R-Out is one module, compiled once."""
    path = ROOT / "descriptions" / "sprout.lud"
    sources = {write_module(ludeme.load(path, options=options))[0]
               for options in ([], ["Board/Cairo"], ["Board/Limping 7/8", "Komi/3"])}
    assert len(sources) == 1
    assert write_module(ludeme.load(path, options=["Pie/On"]))[0] not in sources  # the swap is a rule more


#: Compositions of the emitted ludemes, each played on both backends.
GAMES = {
    "groups without a liberty are taken, then scores and territory": """
        (game "G" (players 2) (equipment {(board (square 4)) (piece "Disc" Each)})
          (rules (play (move Add (to (sites Empty))
              (then (and {
                  (forEach Group Orthogonal if:(is Next (who at:(to)))
                      (if (= 0 (count Sites in:(sites Around (sites) Orthogonal if:(is Empty (to)))))
                          (remove (sites))))
                  (set Score P1 (+ (count Pieces P1) (size Territory P1 Orthogonal)))
                  (set Score P2 (+ (count Pieces P2) (size Territory P2 Orthogonal)))}))))
            (end (if (>= (count Turns) 12) (byScore)))))""",
    "marks, variables, moving again, priority and passes": """
        (game "M" (players 2) (equipment {(board (hex 3)) (piece "Disc" Each)})
          (rules (play (priority {
                  (move Add (to (difference (sites Empty) (sites State 1)))
                      (then (set State at:(last To) 1
                          (then (if (< (var "Run") 1) (set Var "Run" (+ (var "Run") 1) (then (moveAgain)))
                                    (set Var "Run" 0))))))
                  (move Pass (then (forEach Site (sites State 1) (set State at:(site) 0))))}))
            (end {(if (is Full) (result Mover Win)) (if (> (count Turns) 20) (byScore misere:True))})))""",
    "what if, can move, intersection, union and occupied sites": """
        (game "W" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)})
          (rules (play (if (can Move (move Add (to (intersection (sites Empty) (sites {0 4 8})))))
                  (move Add (to (intersection (sites Empty) (sites {0 4 8}))))
                  (or (move Add (to (union (sites Around (sites Occupied by:Mover) Orthogonal)
                                           (sites Around (sites Occupied by:Next) Diagonal))
                                     if:(is Empty (to))))
                      (move Pass))
                  (then (set Score Mover (whatIf (remove (sites Occupied by:Next)) (count Pieces All))))))
            (end (if (or (is Full) (>= (count Turns) 10)) (byScore)))))""",
    "areas of a family, lines with stop: and distance:, remainders and quotients, no moves next": """
        (game "A" (players 2)
          (equipment {(board (square 5)) (piece "Disc" Each) (regions "Lines" {Rows Columns Diagonals})})
          (rules
            (play (priority {
                (move Add (to (intersection (sites Empty) (sites Direction from:(last To) Orthogonal
                    stop:(is Occupied (to)) distance:(+ 1 (% (count Turns) 3))))))
                (move Add (to (difference (sites Empty)
                    (sites Area {Rows Columns} if:(>= (count Pieces All in:(sites)) 3)))))}
                (then (and {
                    (set Score P1 (sum Areas "Lines" (- (count Pieces P1 in:(sites)) (count Pieces P2 in:(sites)))))
                    (set Score P2 (+ (max Areas {Rows Columns} (count Pieces P2 in:(sites)))
                                     (min Areas Rows (/ (count Pieces All in:(sites)) 2))))}))))
            (end {(if (no Moves Next) (result Mover Win)) (if (>= (count Turns) 18) (byScore))})))""",
    "a board laid out by chance, areas at: a site, lines from a region, the swap and no moves next": """
        (game "T" (players 2)
          (equipment {(board (tiles 2 2 {{"ab" "bb"} {"aa" "ab"} {"ba" "bb"} {"bb" "aa"}} shuffle:True))
                      (piece "Disc" Each) (regions "Fields" Fields) (regions "Patches" {Fields Columns})})
          (rules (meta (swap)) (start (redraw until:(<= 5 (sum Areas "Fields" 1))))
            (play (or {
                (move Add (to (sites Empty) if:(= 0 (count Pieces Mover))))
                (move Add (to (sites Direction from:(sites Occupied by:Mover) Diagonal
                    included:(= 0 (% (count Turns) 2)) stop:(is Occupied (to)) stopIncluded:True) if:(is Empty (to))))
                (move Add (to (sites Area "Fields" at:(last To) if:(= 0 (count Pieces Next in:(sites))))
                    if:(is Empty (to))))
                (move Add (to (sites Direction from:(last To))
                    if:(and (is Empty (to)) (= (% (to) 3) (% (count Turns) 3)))))}
                (then (set Score Mover (sum Areas "Patches" (count Pieces Mover in:(sites)))))))
            (end (if (no Moves Next) (byScore)))))""",
    "moving again, then no moves next for the same player": """
        (game "P" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)})
          (rules
            (play (move Add (to (sites Empty) if:(!= (% (to) 2) (% (count Turns) 2)))
                (then (if (= 1 (% (count Turns) 3)) (moveAgain)))))
            (end (if (no Moves Next) (result Next Win)))))""",
    "a piece removed takes its site's state value with it": """
        (game "S" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)})
          (rules
            (play (move Add (to (sites Empty))
                (then (and (set State at:(last To) (+ 1 (% (count Turns) 2)))
                           (if (= 0 (% (count Turns) 4)) (remove (sites Occupied by:Next)))))))
            (end {(if (= 3 (count Sites in:(sites State 2))) (result Mover Win))
                  (if (> (count Turns) 30) (result Mover Draw))})))""",
}


@pytest.mark.parametrize("name", GAMES)
def test_compositions_play_alike_on_both_backends(name):
    game = load_text(GAMES[name])
    native, reason = native_for(game, "native")
    assert reason is None and isinstance(native, GeneratedGame), reason
    assert max(play_both(game, native, seed) for seed in range(4)) > 4


def test_a_board_laid_out_by_chance_is_played_on_the_layout_of_each_seed():
    """Each seed lays the board out its own way on both backends: the layouts share one module and
    differ in their tables; a native game of a seed and the search follow the reference's layout."""
    from interpreter.agents.mcts import MCTSAgent
    from interpreter.native.mirror import Mirror

    game = load_text(GAMES["a board laid out by chance, areas at: a site, lines from a region, the swap and no moves next"])
    native = GeneratedGame(game)
    layouts = [native.for_seed(seed) for seed in range(4)]
    assert [layout.game for layout in layouts] == [game.for_seed(seed) for seed in range(4)]
    assert all(layout.module is native.module for layout in layouts) and layouts[0] is native
    assert len({str(layout.tables) for layout in layouts}) > 1  # the fields differ from layout to layout
    assert native.random_game(3, 100)[3].native is layouts[3]
    assert Mirror(layouts[2]).reference.game is layouts[2].game  # the reference copy the search follows by
    agent = MCTSAgent(seed=1, iterations=20, backend="native")
    state = game.new_initial_state(2)
    state.play(agent.choose(state))
    agent.choose(state)
    assert agent.last_backend == "native" and agent.why_reference is None


def test_whether_a_player_has_moves_is_known_again_only_in_the_same_position():
    """(no Moves Next) asked again on an unchanged state reuses its answer; a change, a rewind (a
    hypothetical taken back, a move undone), another ply, mover or turn ask again."""
    from interpreter.native.codegen import runtime

    b = runtime.new_buffers(sites=4, seats=2, slots=1, rows=1, actions=(1, 4), room=8)
    runtime.clear_state(b)
    runtime.note_moves(b, 2, 1)
    assert runtime.moves_known(b, 2) == 1 and runtime.moves_known(b, 1) == -1
    runtime.place(b, 0, 1, 0)
    assert runtime.moves_known(b, 2) == -1
    runtime.note_moves(b, 2, 0)
    runtime.rewind(b, 0)
    runtime.place(b, 1, 1, 0)  # another position with a log as long
    assert runtime.moves_known(b, 2) == -1
    runtime.note_moves(b, 2, 1)
    b.scalars[runtime.TURN] += 1
    assert runtime.moves_known(b, 2) == -1
