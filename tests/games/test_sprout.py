"""Sprout-R-Out: the scenario checks of its rules specification, on the limping 3/4 board and Cairo.

The specification names the limping board's cells by row, top to bottom (A to F), and by
position in the row from the left; :func:`cell` translates to the board's own labels.
"""

from pathlib import Path

import pytest

import ludeme
from interpreter.board.generators import cairo_cells

ROOT = Path(__file__).resolve().parents[2]
SPROUT = ROOT / "descriptions" / "sprout.lud"


@pytest.fixture(scope="module")
def game():
    return ludeme.load(SPROUT)


def cell(game, name: str) -> str:
    """The board label of the specification's cell, e.g. D3: row D (fourth from the top), third from the left."""
    board = game.board
    rows = sorted(board.rows, key=lambda sites: -board.centres[sites[0]][1])
    row = sorted(rows["ABCDEF".index(name[0])], key=lambda site: board.centres[site][0])
    return board.label(row[int(name[1:]) - 1])


def position(game, black=(), white=(), mover=1):
    pieces = {cell(game, c): "Stone1" for c in black} | {cell(game, c): "Stone2" for c in white}
    return game.position(pieces, mover=mover)


def replies(game, state):
    return {game.move_to_text(state, m) for m in state.legal_moves()}


def named(game, *cells):
    return {cell(game, c) for c in cells}


def turns(state):
    """Every way the mover can play out the turn: the set of cells each places."""
    mover, found = state.current_player(), set()

    def walk(placed):
        if state.is_terminal() or state.current_player() != mover or state.mover != mover:
            found.add(frozenset(placed))
            return
        for move in state.legal_moves():
            state.play(move)
            walk(placed | ({move.to} if move.kind == "Add" else set()))
            state.undo()

    walk(frozenset())
    return found


def test_board_is_the_limping_hexagon_of_27_cells(game):
    assert game.board.num_sites == 27 and len(game.board.pairs("Orthogonal")) == 63


def test_check_1_free_first_move_and_the_forced_reply(game):
    state = game.new_initial_state(0)
    assert len(state.legal_moves()) == 27
    state.apply(cell(game, "D3"))
    assert replies(game, state) == named(game, "C2", "C3", "D2", "D4", "E2", "E3")
    state.undo()
    state.apply(cell(game, "A1"))
    assert replies(game, state) == named(game, "A2", "B1", "B2")


def test_check_2_shared_cells_excluded_own_stones_ignored(game):
    state = position(game, black=["D3"], white=["C2", "C4"])
    first = replies(game, state)
    assert first == named(game, "B1", "B2", "C1", "D2", "B3", "B4", "C5", "D4", "D5")
    assert cell(game, "C3") not in first and cell(game, "D2") in first
    every = turns(state)
    assert len(every) == 20 and all(len(t) == 2 for t in every)


def test_check_3_a_shared_liberty_kills_both_groups(game):
    state = position(game, black=["B1", "B2", "B3", "B4"], white=["A1", "A3", "C3"])
    assert replies(game, state) == named(game, "C2", "C4", "D3", "D4")
    state.apply(cell(game, "D3"))
    assert state.current_player() == 2
    board = game.board
    white = {board.label(s) for s in range(board.num_sites) if state.who[s] == 2}
    assert white == named(game, "C3") and state.what[board.site(cell(game, "A2"))] < 0
    assert all(len(t) == 1 for t in turns(position(game, black=["B1", "B2", "B3", "B4"], white=["A1", "A3", "C3"])))


def test_check_4_a_doomed_group_still_blocks_during_the_turn(game):
    state = position(game, black=["A2", "B1"], white=["A1", "C2"])
    assert replies(game, state) == named(game, "C1", "C3", "D2", "D3")
    state.apply(cell(game, "C1"))
    assert state.what[game.board.site(cell(game, "A1"))] < 0


def test_check_5_a_single_eye_gives_life(game):
    state = position(game, black=["A2", "B1", "B2"], white=["E3"], mover=2)
    assert replies(game, state) == named(game, "A1", "A3", "B3", "C1", "C2", "C3")
    state.apply(cell(game, "A1"))
    assert replies(game, state) == named(game, "D3", "D4", "E2", "E4", "F2", "F3")
    state.apply(cell(game, "D3"))
    board = game.board
    assert state.what[board.site(cell(game, "A1"))] < 0
    assert all(state.who[board.site(cell(game, c))] == 1 for c in ("A2", "B1", "B2"))


WALLS = {"black": ["A2", "B1", "B2", "C2", "D2", "E2", "F2"], "white": ["A1", "B4", "C4", "D4", "E4", "F4"]}


def test_check_6_scoring_removes_the_doomed_groups_first(game):
    # The score at the start of Black's turn is counted as White's turn ends (White the mover).
    state = position(game, **WALLS, mover=2)
    assert (game.evaluate(state, '("TurnScore" P1)'), game.evaluate(state, '("TurnScore" P2)')) == (12, 9)
    raw = [game.evaluate(state, f"(+ (count Pieces {p}) (size Territory {p} Orthogonal))") for p in ("P1", "P2")]
    assert raw == [11, 10]  # what keeping A1 would wrongly give


def test_check_7_the_score_depends_on_whose_turn_it_is(game):
    state = position(game, **WALLS, mover=1)
    assert (game.evaluate(state, '("TurnScore" P1)'), game.evaluate(state, '("TurnScore" P2)')) == (11, 10)


def test_check_9_cairo_board_and_a_lone_stone(game):
    cairo = ludeme.load(SPROUT, options=["Board/Cairo"])
    board = cairo.board
    assert board.num_sites == 40 and len(board.pairs("Orthogonal")) == 80
    sites = {}
    for name, polygon in cairo_cells(5).items():
        x = sum(p[0] for p in polygon) / len(polygon)
        y = sum(p[1] for p in polygon) / len(polygon)
        sites[name] = board.site_at((x, y))
    state = cairo.new_initial_state(0)
    state.apply(board.label(sites[("H", 1, 1)]))
    assert {m.to for m in state.legal_moves()} == {sites[n] for n in
                                                   [("V", 1, 1), ("V", 1, 0), ("V", 2, 1), ("V", 2, 0), ("H", 1, 2)]}


def test_check_10_turn_count_is_the_product_of_candidate_set_sizes(game):
    state = position(game, black=["D3"], white=["C2", "C4", "F4"])
    every = turns(state)
    assert len(every) == 60 and all(len(t) == 3 for t in every)


def test_no_placement_is_an_empty_turn(game):
    # White's only group is doomed: Black places nothing, and the group goes.
    state = position(game, black=["A2", "B1", "B2"], white=["A1"])
    assert [game.move_to_text(state, m) for m in state.legal_moves()] == ["pass"]
    state.apply("pass")
    assert state.what[game.board.site(cell(game, "A1"))] < 0 and state.current_player() == 2


def test_an_illegal_stone_is_refused_with_the_state_unchanged(game):
    state = position(game, black=["D3"], white=["C2", "C4"])
    before = list(state.who)
    with pytest.raises(ValueError, match="not legal"):
        state.apply(cell(game, "C3"))
    assert state.who == before and state.current_player() == 1
