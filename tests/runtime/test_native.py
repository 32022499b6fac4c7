"""The native backend held equal to the reference: seeded random games played on both, compared
at every step (legal moves in order, pieces, mover, turn, seats, result), then taken back move
by move and compared again; perft files on both; the reason a game stays on the reference."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numba", reason="the native backend needs Numba (pip install 'ludeme[native]')")

import ludeme  # noqa: E402
from interpreter.backends import BackendError, native_coverage, native_for  # noqa: E402
from interpreter.game import load_text  # noqa: E402
from interpreter.native.state import SWAP, NativeGame  # noqa: E402
from ludeme.files import read_description  # noqa: E402
from helpers import ludii_library  # noqa: E402
from tests.runtime.test_perft import FILES as PERFT_FILES, LUDII_FILES as LUDII_PERFT_FILES, read_perft  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def selections(path: Path) -> list[list[str]]:
    """The defaults, then each option item that is not a default, alone."""
    expansion = read_description(path, syntax_only=True).expansion
    return [[]] + [[f"{option.heading}/{item.name}"] for option in expansion.options
                   for item in option.items if item is not option.default]


#: Examples the native backend plays on code generated for them rather than on the table kernels.
GENERATED_EXAMPLES = ("springtime-puzzle",)
EXAMPLES = [pytest.param(path, options, id=f"{path.stem}-{'|'.join(options) or 'defaults'}")
            for path in sorted((ROOT / "examples").glob("*.lud")) for options in selections(path)]


def position(state) -> tuple:
    return (state.legal_moves(), state.who, state.what, state.mover, state.turn, state.roles,
            state.is_terminal(), state.result, state.returns(), state.current_player())


def reference_position(state, native: NativeGame) -> tuple:
    moves = [native.code_of(move) for move in state.legal_moves()]
    return (moves, state.who, state.what, state.mover, state.turn, state.roles,
            state.is_terminal(), state.result, state.returns(), state.current_player())


def play_both(game, seed: int, most_moves: int = 10_000) -> int:
    """One seeded random game on both backends, compared at each step there and back (up to
    ``most_moves`` moves, for games that may go on for ever); its length."""
    native_game = NativeGame(game)
    native = native_game.new_initial_state()
    reference = game.new_initial_state(seed)
    rng = random.Random(seed)
    seen = [reference_position(reference, native_game)]
    assert position(native) == seen[0]
    while not reference.is_terminal() and len(seen) <= most_moves:
        index = rng.randrange(len(seen[-1][0]))
        native.apply(seen[-1][0][index])
        reference.play(reference.legal_moves()[index])
        seen.append(reference_position(reference, native_game))
        assert position(native) == seen[-1], f"after {len(seen) - 1} moves"
    for back in range(len(seen) - 2, -1, -1):
        native.undo()
        reference.undo()
        assert position(native) == reference_position(reference, native_game) == seen[back]
    return len(seen) - 1


@pytest.mark.parametrize("path,options", EXAMPLES)
def test_random_games_are_equal_on_both_backends(path, options):
    """Each example with each option item: played on both backends when covered, else the reason."""
    game = ludeme.load(path, options=options)
    reason = native_coverage(game)
    if path.stem in ("tic-tac-toe", "hex"):
        assert reason is None
    if reason is not None:
        assert f"{path.name}:" in reason
        return
    native, _ = native_for(game, "native")
    if not isinstance(native, NativeGame):  # code generated for it: held equal in test_generated.py
        assert path.stem in GENERATED_EXAMPLES
        return
    lengths = [play_both(game, seed) for seed in (1, 2)]
    assert all(length > 0 for length in lengths)


GAMES = {
    "line of four, orthogonal, exact, the mover loses":
        '(game "L" (players 2) (equipment {(board (square 5)) (piece "Disc" Each)}) (rules (play (move Add '
        '(to (sites Empty)))) (end {(if (is Line 4 Orthogonal exact:True) (result Mover Loss)) '
        '(if (is Full) (result P1 Draw))})))',
    "three players, a line of three ends in a draw":
        '(game "T" (players 3) (equipment {(board (hex 3)) (piece "Ball" Each)}) (rules (play (move Add '
        '(to (sites Empty)))) (end (if (is Line 3) (result Next Draw)))))',
    "connection on a square board, first seat's regions only":
        '(game "C" (players 2) (equipment {(board (square 4)) (piece "Disc" Each) '
        '(regions P1 {(sites Side N) (sites Side S)})}) (rules (meta (swap)) (play (move Add (to (sites Empty)))) '
        '(end {(if (is Connected P1) (result P1 Win)) (if (is Full) (result Mover Draw))})))',
    "a group touching two of the three sides of a triangle, the last piece's owner wins":
        '(game "Y" (players 2) (equipment {(board (hex Triangle 6)) (piece "Disc" Each)}) (rules (play (move Add '
        '(to (sites Empty)))) (end (if (is Connected 2 Sides) (result Mover Win)))))',
    "one group joining three regions known at load, orthogonally":
        '(game "R" (players 2) (equipment {(board (square 5)) (piece "Disc" Each)}) (rules (play (move Add '
        '(to (sites Empty)))) (end {(if (is Connected Orthogonal {(sites Side N) (sites Side W) (sites {12})}) '
        '(result Mover Win)) (if (is Full) (result Mover Draw))})))',
    "a lone region: a piece standing in it joins it":
        '(game "O" (players 2) (equipment {(board (square 4)) (piece "Disc" Each) (regions P2 {(sites Side E)})}) '
        '(rules (play (move Add (to (sites Empty)))) (end {(if (is Connected P2) (result P2 Win)) '
        '(if (is Full) (result Mover Draw))})))',
    "a loop, or a group joining two corners, wins (one rule of an or)":
        '(game "H" (players 2) (equipment {(board (hex 4)) (piece "Marker" Each)}) (rules (meta (swap)) (play '
        '(move Add (to (sites Empty)))) (end (if (or {(is Loop) (is Connected 2 Corners)}) (result Mover Win)))))',
    "a seat with no piece to place":
        '(game "N" (players 2) (equipment {(board (square 3)) (piece "Disc" P1)}) (rules (play (move Add '
        '(to (sites Empty)))) (end (if (is Line 3) (result Mover Win)))))',
    "orthogonal steps to empty sites only, the centre reached":
        '(game "O" (players 2) (equipment {(board (square 5)) (piece "Disc" Each (move Step Orthogonal (to '
        'if:(is Empty (to)))))}) (rules (start {(place "Disc1" (sites Bottom)) (place "Disc2" (sites Top))}) '
        '(play (forEach Piece)) (end (if (is In (last To) (sites Centre)) (result Next Loss)))))',
    "kings that take any piece but a friend's, a seat without pieces loses":
        '(game "K" (players 2) (equipment {(board (square 4)) (piece "King" Each (move Step Adjacent (to '
        'if:(not (is Friend (who at:(to)))) (apply (remove (to))))))}) (rules (start {(place "King1" '
        '(sites {"A1" "D1"})) (place "King2" (sites {"A4" "D4"}))}) (play (forEach Piece)) '
        '(end (if (no Pieces Next) (result Next Loss)))))',
    "pawns facing each other, taking backwards too, around a neutral rock":
        '(game "P" (players {(player N) (player S)}) (equipment {(board (square 5)) (piece "Pawn" Each (or '
        '{(move Step Forward (to if:(is Empty (to)))) (move Step (directions {FL FR BL BR}) (to if:(and (not '
        '(is Empty (to))) (not (is Friend (who at:(to))))) (apply (remove (to)))))})) (piece "Rock" Neutral) '
        '(regions P1 (sites Top)) (regions P2 (sites Bottom))}) (rules (start {(place "Pawn1" (sites Bottom)) '
        '(place "Pawn2" (sites Top)) (place "Rock0" (sites Centre))}) (play (forEach Piece)) (end {(if (no '
        'Pieces Next) (result Mover Win)) (if (is In (last To) (sites Mover)) (result Mover Win))})))',
    "a player who cannot move loses":
        '(game "B" (players 2) (equipment {(board (square 3)) (piece "Disc" Each (move Step Adjacent (to if:(is '
        'Empty (to)))))}) (rules (start {(place "Disc1" (sites Bottom)) (place "Disc2" (sites Top))}) (play '
        '(forEach Piece)) (end (if (no Moves Next) (result Mover Win)))))',
    "slides: orthogonally up to an enemy, taken; diagonally onto the first empty site only":
        '(game "R" (players 2) (equipment {(board (square 4)) (piece "Rook" Each (or {(move Slide Orthogonal (to '
        'if:(is Enemy (who at:(to))) (apply (remove (to))))) (move Slide Diagonal (to if:(is Empty (to))))}))}) '
        '(rules (start {(place "Rook1" (sites {"A1" "D1"})) (place "Rook2" (sites {"A4" "D4"}))}) (play (forEach '
        'Piece)) (end (if (no Pieces Next) (result Mover Win)))))',
}


@pytest.mark.parametrize("name", GAMES)
def test_compositions_are_equal_on_both_backends(name):
    game = load_text(GAMES[name])
    assert native_coverage(game) is None
    lengths = [play_both(game, seed, most_moves=300) for seed in range(6)]
    assert all(length > 0 for length in lengths)


LUDII_GAMES = [("space/line/Tic-Tac-Toe.lud", []), ("space/line/Gomoku.lud", ["Board Size/9x9"]),
               ("space/connection/Hex.lud", ["Board Size/7x7"]), ("race/reach/Breakthrough.lud", []),
               ("race/reach/Breakthrough.lud", ["Board Size/5x5"]), ("race/reach/Breakthrough.lud", ["Board/Hexagon"])]


@pytest.mark.parametrize("name,options", LUDII_GAMES,
                         ids=[name.rsplit("/", 1)[1] + "".join(f"-{o}" for o in options) for name, options in LUDII_GAMES])
def test_ludii_library_games_are_equal_on_both_backends(name, options):
    library = os.environ.get("LUDEME_LUDII")
    if not library:
        pytest.skip("LUDEME_LUDII is not set: Ludii's library is not available")
    game = ludeme.load(Path(library) / "lud" / "board" / name, options=options)
    assert native_coverage(game) is None
    for seed in (1, 2, 3):
        play_both(game, seed)


def test_a_ring_round_an_empty_cell_ends_the_game_on_both_backends():
    game = load_text('(game "Ring" (players 2) (equipment {(board (hex 4)) (piece "Marker" Each)}) (rules (play '
                     '(move Add (to (sites Empty)))) (end {(if (is Loop) (result Mover Win)) '
                     '(if (is Full) (result Mover Draw))})))')
    ring = game.board.neighbour_table("Adjacent")[11]  # the six cells round cell 11, none on the edge
    elsewhere = sorted(game.board.perimeter)[:5]
    native, reference = NativeGame(game).new_initial_state(), game.new_initial_state(0)
    for index, site in enumerate(ring):
        for move in (site, elsewhere[index]) if index < 5 else (site,):
            assert not native.is_terminal() and not reference.is_terminal()
            native.apply(move)
            reference.play(next(legal for legal in reference.legal_moves() if legal.to == move))
    assert native.result == reference.result == (1.0, -1.0)
    native.undo()
    assert not native.is_terminal() and len(native.legal_moves()) == 37 - 10


def test_a_seat_with_no_piece_draws_at_once_natively():
    state = NativeGame(load_text(GAMES["a seat with no piece to place"])).new_initial_state()
    state.apply(4)
    assert state.is_terminal() and state.returns() == (0.0, 0.0)


def test_an_illegal_native_move_is_refused_and_changes_nothing():
    from interpreter.state import IllegalMove

    state = NativeGame(ludeme.load(ROOT / "examples" / "tic-tac-toe.lud")).new_initial_state()
    state.apply(4)
    before = position(state)
    for move in (4, 9, -1, SWAP):
        with pytest.raises(IllegalMove, match="not a legal move"):
            state.apply(move)
        assert position(state) == before
    state.undo()
    with pytest.raises(IllegalMove, match="no move to take back"):
        state.undo()


@pytest.mark.parametrize("path", PERFT_FILES, ids=lambda p: p.stem)
def test_perft_files_pass_on_the_native_backend(path):
    settings, counts = read_perft(path)
    game = ludeme.load(ROOT / settings["file"], options=settings["option"])
    if native_coverage(game) is not None:
        pytest.skip(f"not covered natively: {native_coverage(game)}")
    found = native_for(game, "native")[0].perft(max(d for d, _ in counts))
    assert [(d, found[d - 1]) for d, _ in counts] == counts


@pytest.mark.parametrize("path", LUDII_PERFT_FILES, ids=lambda p: p.stem)
def test_ludii_perft_files_of_covered_games_pass_on_the_native_backend(path):
    """Ludii's own counts, at every depth up to two million sequences, for the games covered natively."""
    settings, counts = read_perft(path)
    game = ludeme.load(ludii_library() / settings["library"], options=settings["option"],
                       forced_pass=settings.get("forced-pass") == "yes")
    if native_coverage(game) is not None:
        pytest.skip(f"not covered natively: {native_coverage(game)}")
    counts = [(depth, count) for depth, count in counts if count <= 2_000_000]
    found = native_for(game, "native")[0].perft(max(d for d, _ in counts))
    assert [(d, found[d - 1]) for d, _ in counts] == counts


def test_breakthrough_is_covered_natively_and_its_perft_is_ludiis():
    path = ROOT / "tests" / "perft" / "ludii" / "breakthrough-8x8.perft"
    settings, counts = read_perft(path)
    game = ludeme.load(ludii_library() / settings["library"], options=settings["option"])
    assert native_coverage(game) is None
    assert NativeGame(game).perft(4) == [count for _, count in counts][:4] == [22, 484, 11132, 256036]


def test_native_perft_matches_the_reference_on_hex_5x5():
    game = ludeme.load(ROOT / "examples" / "hex.lud", options=["Board Size/5x5"])
    from interpreter.analysis import perft

    assert NativeGame(game).perft(3) == perft(game.new_initial_state(0), 3) == [25, 625, 14400]


@pytest.mark.parametrize("path", sorted((ROOT / "descriptions").glob("*.lud")), ids=lambda p: p.stem)
def test_each_description_is_played_natively_or_says_which_ludeme_keeps_it_on_the_reference(path):
    game = ludeme.load(path)
    reason = native_coverage(game)
    if reason is None:
        native, why = native_for(game, "auto")
        assert native is not None and why is None
        return
    assert f"{path.name}:" in reason and reason.startswith(("(", "the "))
    with pytest.raises(BackendError, match="cannot play"):
        native_for(game, "native")
    native, why = native_for(game, "auto")
    assert native is None and why == f"the reference backend plays: {reason}"


def test_the_command_line_names_the_backend_and_the_fallback():
    ludeme_command = [sys.executable, "-m", "ludeme.cli"]
    rings = str(ROOT / "descriptions" / "turn-of-time.lud")
    refused = subprocess.run([*ludeme_command, "perft", rings, "1", "--backend", "native"],
                             capture_output=True, text=True)
    assert refused.returncode == 2 and "is not generated: " in refused.stderr
    info = subprocess.run([*ludeme_command, "info", rings, "--json"], capture_output=True, text=True)
    assert json.loads(info.stdout)["native"]["reason"] == native_coverage(ludeme.load(rings))
    counted = subprocess.run([*ludeme_command, "perft", str(ROOT / "examples" / "tic-tac-toe.lud"), "3",
                              "--backend", "native"], capture_output=True, text=True)
    assert counted.stdout.split() == ["1", "9", "2", "72", "3", "504"]


def test_run_refuses_the_native_backend_for_a_game_it_cannot_play():
    refused = subprocess.run([sys.executable, "-m", "ludeme.cli", "run",
                              str(ROOT / "descriptions" / "turn-of-time.lud"), "--backend", "native"],
                             capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert refused.returncode == 2
    assert "the native backend cannot play" in refused.stderr and "is not generated: " in refused.stderr


@pytest.mark.parametrize("backend,spec,searched", [("native", "mcts:iterations=60", "native"),
                                                   ("reference", "mcts:iterations=60", "reference"),
                                                   ("reference", "mcts:iterations=60,backend=native", "native")])
def test_run_chooses_where_the_agents_search(backend, spec, searched):
    """``ludeme run --backend``: the seats' agents search there, unless their own backend= says."""
    from interpreter.repl import Session

    game = ludeme.load(ROOT / "examples" / "tic-tac-toe.lud")
    session = Session(game, seats={2: spec}, backend=backend)
    session.state.apply("A1")
    agent = session.agents[2]
    move = agent.choose(session.state)
    assert agent.last_backend == searched and move in session.state.legal_moves()


def test_simulate_plays_random_games_natively():
    from interpreter.simulate import simulate

    notes: list[str] = []
    summary = simulate(str(ROOT / "examples" / "tic-tac-toe.lud"), games=300, agents=["random"], seed=3,
                       backend="native", notes=notes)
    assert notes == [] and len(summary.records) == 300 and not any(r.capped for r in summary.records)
    assert all(5 <= r.moves <= 9 and r.turns == r.moves and r.returns in {(1.0, -1.0), (-1.0, 1.0), (0.0, 0.0)}
               for r in summary.records)
    wins = sum(r.returns == (1.0, -1.0) for r in summary.records)
    assert 150 < wins < 220  # the first player wins about 58% of random games
    again = simulate(str(ROOT / "examples" / "tic-tac-toe.lud"), games=300, agents=["random"], seed=3,
                     backend="native", jobs=2)
    assert [r.returns for r in again.records] == [r.returns for r in summary.records]


def test_simulate_with_other_agents_stays_on_the_reference():
    from interpreter.simulate import simulate

    notes: list[str] = []
    simulate(str(ROOT / "examples" / "tic-tac-toe.lud"), games=2, agents=["greedy", "random"], notes=notes,
             backend="auto")
    assert notes == ["the reference backend plays: the native backend plays random agents only; "
                     "agents: greedy,random"]
    with pytest.raises(BackendError, match="random agents only"):
        simulate(str(ROOT / "examples" / "tic-tac-toe.lud"), games=2, agents=["greedy"], backend="native")


_CACHE_PROBE = """
import json, sys
from interpreter.native import kernels
from numba.core.caching import NullCache
kernels.reset.py_func  # the kernels module is imported: its cache folder is decided
print(json.dumps({"folder": str(kernels.CACHE_FOLDER) if kernels.CACHE_FOLDER else None,
                  "problem": kernels.CACHE_PROBLEM,
                  "cached": not isinstance(kernels.find._cache, NullCache),
                  "find": kernels.find(__import__("numpy").arange(3, dtype="int32"), 2)}))
"""


def _probe(cache_home: Path) -> dict:
    environment = {**os.environ, "XDG_CACHE_HOME": str(cache_home), "NUMBA_CACHE_DIR": str(cache_home / "planted")}
    environment.pop("LUDEME_NATIVE_CACHE", None)
    done = subprocess.run([sys.executable, "-c", _CACHE_PROBE], capture_output=True, text=True, env=environment,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_compiled_code_is_cached_only_in_a_private_folder(tmp_path):
    found = _probe(tmp_path)
    folder = tmp_path / "ludeme" / "native"
    assert found == {"folder": str(folder), "problem": None, "cached": True, "find": 2}
    assert (folder.stat().st_mode & 0o777) == 0o700
    assert any(folder.rglob("*.nbi")), "the compiled kernel is kept in the private folder"
    assert not (tmp_path / "planted").exists(), "NUMBA_CACHE_DIR is never used"


@pytest.mark.parametrize("unsafe", ["writable by others", "a link"])
def test_an_unsafe_cache_folder_is_never_used(tmp_path, unsafe):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    (elsewhere / "planted.nbi").write_bytes(b"a pickle that would run code")
    (tmp_path / "ludeme").mkdir()
    if unsafe == "a link":
        (tmp_path / "ludeme" / "native").symlink_to(elsewhere)
    else:
        os.chmod(tmp_path / "ludeme", 0o777)
    before = sorted(p.name for p in tmp_path.rglob("*"))
    found = _probe(tmp_path)
    assert found["folder"] is None and found["cached"] is False and found["find"] == 2
    assert found["problem"].endswith("is writable by others" if unsafe != "a link" else "(a link or a file)")
    assert sorted(p.name for p in tmp_path.rglob("*")) == before, "nothing is written or read there"


def test_bench_asked_for_the_native_backend_on_a_game_it_cannot_play_says_why(capsys):
    from ludeme.cli import main

    status = main(["bench", str(ROOT / "descriptions" / "turn-of-time.lud"), "--backend", "native",
                   "--runs", "1", "--seconds", "0.1"])
    assert status == 2
    assert "the native backend cannot play" in capsys.readouterr().err
