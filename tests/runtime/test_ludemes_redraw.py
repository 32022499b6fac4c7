"""(redraw until:<boolean>): a board laid out by chance is laid out again until a condition holds."""

import random

import pytest

from interpreter.board.tiles import tiled_board
from interpreter.game import SET_UP_DRAWS, load_text
from ludeme.diagnostics import DiagnosticError

TILES = '{{"ab" "aa"} {"bb" "ba"} {"ab" "ba"} {"aa" "aa"}}'
TILE_ROWS = [("ab", "aa"), ("bb", "ba"), ("ab", "ba"), ("aa", "aa")]


def game(board: str, condition: str | None = None, seed: int = 0):
    start = f"(start (redraw until:{condition}))" if condition else ""
    return load_text(f'(game "T" (players 2) (equipment {{(board {board}) (piece "Disc" Each) '
                     f'(regions "Fields" Fields)}}) (rules {start} (play (move Add (to (sites Empty)))) '
                     "(end (if (is Full) (result Mover Draw)))))", seed=seed)


def fields(board: str, condition: str | None = None, seed: int = 0) -> int:
    return len(game(board, condition, seed).board.fields)


SHUFFLED = f"(tiles 2 2 {TILES} shuffle:True)"
AT_LEAST_SIX = '(<= 6 (sum Areas "Fields" 1))'


def test_a_layout_is_drawn_again_until_the_condition_holds():
    plain = [fields(SHUFFLED, seed=seed) for seed in range(30)]
    assert min(plain) < 6  # some layouts have fewer than six fields...
    found = [fields(SHUFFLED, AT_LEAST_SIX, seed) for seed in range(30)]
    assert min(found) >= 6  # ...and are laid out again
    assert [f for f, p in zip(found, plain) if p >= 6] == [p for p in plain if p >= 6]  # the others are kept


def test_the_next_draws_of_the_seed_lay_it_out_again():
    """The layouts drawn one after the other from one seeded stream, the first that holds kept."""
    for seed in range(30):
        chance = random.Random(seed)
        while len((expected := tiled_board(TILE_ROWS, (2, 2), rng=chance)).fields) < 6:
            pass
        assert game(SHUFFLED, AT_LEAST_SIX, seed).board.colours == expected.colours


def test_the_condition_reads_the_position_the_start_rules_set_up():
    def with_start(rules: str):
        return load_text(f'(game "T" (players 2) (equipment {{(board (tiles 2 2 {TILES})) (piece "Disc" Each)}}) '
                         f"(rules (start {{{rules}}}) (play (move Add (to (sites Empty)))) "
                         "(end (if (is Full) (result Mover Draw)))))")

    placed = with_start('(redraw until:(= 1 (count Pieces P1))) (place "Disc1" 0)')
    assert placed.new_initial_state(0).legal_moves()  # the piece placed after the rule is counted
    with pytest.raises(DiagnosticError, match="chance does not lay it out"):
        with_start('(redraw until:(= 1 (count Pieces P1))) (place "Disc2" 0)')


def test_a_condition_no_layout_satisfies_is_located():
    with pytest.raises(DiagnosticError, match=f"no set-up laid out in {SET_UP_DRAWS} draws") as raised:
        game(SHUFFLED, '(<= 40 (sum Areas "Fields" 1))')
    [problem] = raised.value.diagnostics
    assert problem.span is not None and "redraw" in problem.span.source.text[problem.span.start:problem.span.end]


def test_a_fixed_set_up_must_satisfy_the_condition():
    assert fields(f"(tiles 2 2 {TILES})", '(<= 4 (sum Areas "Fields" 1))') >= 4
    with pytest.raises(DiagnosticError, match="chance does not lay it out"):
        game(f"(tiles 2 2 {TILES})", '(<= 40 (sum Areas "Fields" 1))')


def test_the_rule_does_nothing_in_play():
    state = game(SHUFFLED, AT_LEAST_SIX, seed=3).new_initial_state(3)
    assert len(state.legal_moves()) == 16 and not state.log


def test_render_and_info_show_the_board_laid_out_again(tmp_path, capsys):
    from ludeme.cli import main

    seed = next(seed for seed in range(30) if fields(SHUFFLED, seed=seed) < 6)
    path = tmp_path / "redrawn.lud"
    path.write_text(f'(game "T" (players 2) (equipment {{(board {SHUFFLED}) (piece "Disc" Each) '
                    f'(regions "Fields" Fields)}}) (rules (start (redraw until:{AT_LEAST_SIX})) '
                    "(play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))")
    assert main(["render", str(path), "--seed", str(seed)]) == 0
    shown = [row.split()[1:5] for row in capsys.readouterr().out.splitlines()[1:5]]
    colours = game(SHUFFLED, AT_LEAST_SIX, seed).board.colours
    assert [c for row in reversed(shown) for c in row] == list(colours)
    assert main(["info", str(path), "--seed", str(seed), "--json"]) == 0
    assert "Fields" in capsys.readouterr().out
