"""Families of areas: (regions "Name" {Rows Columns ...}), (sites Area ...), (sum Areas ...),
(min Areas ...) and (max Areas ...), apart from any game."""

import pytest

from ludeme.diagnostics import DiagnosticError
from interpreter.game import load_text

TILES = '(tiles 1 2 {{"ab" "aa"} {"bb" "ba"}})'  # a 2 x 4 board: fields a (4 squares), b (3), a (1)


def game_of(board="(square 4)", regions="", players=2):
    text = (f'(game "T" (players {players}) (equipment {{(board {board}) (piece "Disc" Each) {regions}}}) '
            "(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))")
    return load_text(text)


def labels(game, sites):
    return sorted(game.board.label(s) for s in sites)


def test_a_family_of_areas_in_the_equipment():
    game = game_of(regions='(regions "Lines" {Rows Columns}) (regions "Boxes" SubGrids)')
    lines = [r for r in game.regions if r.name == "Lines"][0]
    assert len(lines.parts) == 8 and all(len(part) == 4 for part in lines.parts)
    boxes = [r for r in game.regions if r.name == "Boxes"][0]
    assert sorted(labels(game, part) for part in boxes.parts)[0] == ["A1", "A2", "B1", "B2"]
    assert len(game.board.region("Lines")) == 16


@pytest.mark.parametrize("words, sizes", [
    ("Rows", [4] * 4), ("Columns", [4] * 4), ("SubGrids", [4] * 4), ("AllSites", [16]),
    ("Diagonals", [2, 2, 2, 2, 3, 3, 3, 3, 4, 4]),
])
def test_static_area_words(words, sizes):
    game = game_of(regions=f'(regions "Areas" {words})')
    assert sorted(len(part) for part in game.regions[0].parts) == sizes


def test_fields_are_the_same_colour_areas_of_a_coloured_board():
    game = game_of(board=TILES, regions='(regions "Fields" Fields)')
    assert sorted(len(part) for part in game.regions[0].parts) == [1, 3, 4]


@pytest.mark.parametrize("board, words, message", [
    ("(square 4)", "Fields", "has no colours"),
    ("(square 5)", "SubGrids", "square number"),
])
def test_areas_a_board_lacks_are_diagnosed(board, words, message):
    with pytest.raises(DiagnosticError, match=message):
        game_of(board=board, regions=f'(regions "Areas" {words})')


def test_an_unknown_family_name_is_diagnosed():
    game = game_of(regions='(regions "Lines" {Rows Columns})')
    with pytest.raises(DiagnosticError, match='no region is named "Line"'):
        game.evaluate(game.position({}), '(sum Areas "Line" (count Pieces P1 in:(sites)))')


def test_sites_of_areas_at_a_site_and_by_condition():
    game = game_of(regions='(regions "Lines" {Rows Columns})')
    state = game.position({"A1": "Disc1", "B1": "Disc2", "C1": "Disc1", "B3": "Disc1"}, last="B1")
    assert labels(game, game.evaluate(state, '(sites Area "Lines" at:(last To))', "sites")) == sorted(
        "A1 B1 C1 D1 B2 B3 B4".split())
    assert labels(game, game.evaluate(state, "(sites Area Rows at:(last To))", "sites")) == sorted(
        "A1 B1 C1 D1".split())
    full = "(sites Area {Rows Columns} if:(>= (count Pieces All in:(sites)) 3))"
    assert labels(game, game.evaluate(state, full, "sites")) == sorted("A1 B1 C1 D1".split())
    assert game.evaluate(state, "(sites Area Columns if:(= (count Pieces P2 in:(sites)) 2))", "sites") == []


def lead(p: int, others: tuple[int, ...]) -> str:
    """The lead of P<p> over the best of the others in the area (sites)."""
    best = f"(count Pieces P{others[0]} in:(sites))"
    for other in others[1:]:
        best = f"(max {best} (count Pieces P{other} in:(sites)))"
    return f"(- (count Pieces P{p} in:(sites)) {best})"


def test_majority_scoring_by_difference_or_one_per_area():
    game = game_of(regions='(regions "Lines" {Rows Columns})')
    # Row 1: P1 3, P2 1; row 2: P2 2; columns A and B tied; column C P1 alone, column D P2 alone.
    state = game.position({"A1": "Disc1", "B1": "Disc1", "C1": "Disc1", "D1": "Disc2",
                           "A2": "Disc2", "B2": "Disc2"})
    by_difference = {p: f"(max 0 {lead(p, (3 - p,))})" for p in (1, 2)}
    assert game.evaluate(state, f'(sum Areas "Lines" {by_difference[1]})') == 2 + 1  # row 1 and column C
    assert game.evaluate(state, f"(sum Areas Rows {by_difference[1]})") == 2
    assert game.evaluate(state, f"(sum Areas Rows {by_difference[2]})") == 2
    assert game.evaluate(state, f"(sum Areas Columns {by_difference[1]})") == 0 + 0 + 1
    assert game.evaluate(state, f"(sum Areas Columns {by_difference[2]})") == 1
    assert game.evaluate(state, f"(sum Areas {{Rows Columns}} (if (< 0 {lead(1, (2,))}) 1 0))") == 2
    assert game.evaluate(state, f"(sum Areas AllSites {by_difference[1]})") == 0  # 3 each: a tie
    assert game.evaluate(game.position({}), f"(sum Areas Rows {by_difference[1]})") == 0


def test_majority_among_three_players_is_over_the_next_best():
    game = game_of(players=3)
    state = game.position({"A1": "Disc1", "B1": "Disc1", "C1": "Disc2", "D1": "Disc3",
                           "A2": "Disc3", "B2": "Disc2", "C2": "Disc2", "D2": "Disc2"})
    # Row 1: P1 2 against 1 and 1; row 2: P2 3 against P3's 1.
    leads = [f"(max 0 {lead(p, tuple(q for q in (1, 2, 3) if q != p))})" for p in (1, 2, 3)]
    assert [game.evaluate(state, f"(sum Areas Rows {text})") for text in leads] == [1, 2, 0]


def test_least_and_greatest_over_areas():
    game = game_of()
    state = game.position({"A1": "Disc1", "B1": "Disc2", "C2": "Disc1"})
    assert game.evaluate(state, "(min Areas Rows (count Pieces All in:(sites)))") == 0
    assert game.evaluate(state, "(max Areas Rows (count Pieces All in:(sites)))") == 2
    assert game.evaluate(state, "(max Areas {Rows Columns} (count Pieces P1 in:(sites)))") == 1
    assert game.evaluate(state, "(min Areas AllSites (count Sites in:(sites)))") == 16


def test_area_values_kept_by_owners_agree_with_values_worked_out_afresh():
    """(sum Areas ...) of counts in the area keeps each area's value by its owners; the same sum
    written so that it cannot be kept gives the same answers through a game of changes."""
    import random

    game = game_of(regions='(regions "Lines" {Rows Columns Diagonals})')
    kept = "(sum Areas \"Lines\" (max 0 (- (count Pieces P1 in:(sites)) (count Pieces P2 in:(sites)))))"
    afresh = ("(sum Areas \"Lines\" (max 0 (- (count Pieces P1 in:(intersection (sites) (sites Board))) "
              "(count Pieces P2 in:(sites)))))")
    rng = random.Random(5)
    for _ in range(40):
        pieces = {f"{column}{row}": rng.choice(["Disc1", "Disc2"]) for column in "ABCD" for row in "1234"
                  if rng.random() < 0.5}
        state = game.position(pieces)
        assert game.evaluate(state, kept) == game.evaluate(state, afresh)
        assert game.evaluate(state, kept.replace("sum Areas", "max Areas")) == \
            game.evaluate(state, afresh.replace("sum Areas", "max Areas"))


def test_area_values_kept_agree_through_moves_undos_and_two_games_asked_in_turn():
    """The kept values are worked out again for the areas whose owners changed since the last
    question, whichever state asked it: two games played side by side, with moves taken back,
    give the answers of the same sum written so that it cannot be kept."""
    import random

    game = game_of(regions='(regions "Lines" {Rows Columns Diagonals})')
    kept = "(sum Areas \"Lines\" (max 0 (- (count Pieces P1 in:(sites)) (count Pieces P2 in:(sites)))))"
    afresh = ("(sum Areas \"Lines\" (max 0 (- (count Pieces P1 in:(intersection (sites) (sites Board))) "
              "(count Pieces P2 in:(sites)))))")
    rng = random.Random(11)
    states = [game.new_initial_state(1), game.new_initial_state(2)]
    for step in range(200):
        state = states[step % 2]
        if state.is_terminal() or (state.record and rng.random() < 0.3):
            state.undo()
        else:
            state.play(rng.choice(state.legal_moves()))
        assert game.evaluate(state, kept) == game.evaluate(state, afresh)
