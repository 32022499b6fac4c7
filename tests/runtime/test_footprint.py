"""The sites whose pieces a test reads, and the tests of candidates remembered under those pieces."""

import pytest

from interpreter.analysis import first_difference
from interpreter.compiler import sift
from interpreter.compiler.footprint import sites_read
from interpreter.game import load_text
from ludeme.checker import check_expression
from ludeme.parser import parse_text

TRACK = frozenset({0, 1, 2, 5, 8})
NEAREST = '(who at:(trackSite FirstSite "T" from:(to) if:(not (is Empty (to)))))'


def game_of(play: str, remember: bool = True):
    return load_text('(game "T" (players 2) (equipment {(board (square 3) (track "T" {0 1 2 5 8} loop:True)) '
                     f'(piece "Disc" Each)}}) (rules (play {play}) (end (if (is Full) (result Mover Draw)))))',
                     remember=remember)


def read(text: str, over=TRACK):
    game = game_of("(move Add (to (sites Empty)))")
    value, problems = check_expression(parse_text(text).forms[0], "boolean")
    assert not problems
    return sites_read(value, game._compiler, over)


@pytest.mark.parametrize("text, sites", [
    ("(is Empty (to))", TRACK),
    ("(is Empty 4)", {4}),
    (f"(is Mover {NEAREST})", TRACK),  # the site found is on the track, its test asked of the track
    (f"(and (is Empty 4) (= {NEAREST} (+ 1 (% (mover) 2))))", TRACK | {4}),
    ("(= (count Players) 2)", set()),
    ("(< (count Moves) 3)", None),  # reads more than pieces
    ("(= 0 (count Pieces Mover))", None),  # reads pieces it does not say where
])
def test_the_sites_a_test_reads(text, sites):
    assert read(text) == (None if sites is None else frozenset(sites))


def test_candidates_not_known_leave_the_footprint_unknown():
    assert read("(is Empty (to))", over=None) is None
    assert read("(is Empty 4)", over=None) == {4}


PLAYS = [
    f'(move Add (to (sites Track "T") if:(and (is Empty (to)) (or (= 0 {NEAREST}) (is Mover {NEAREST})))))',
    # a part that reads more than pieces is asked of what the remembered part keeps
    f'(move Add (to (sites Track "T") if:(and {{(is Empty (to)) (or (is Mover {NEAREST}) (= 1 (% (count Moves) 2)))}})))',
    f'(or {{(move Add (to (sites Track "T") if:(and (is Empty (to)) (is Next {NEAREST})))) '
    '(move Add (to (sites Empty)))})',
]


@pytest.mark.parametrize("play", PLAYS)
def test_remembered_tests_change_no_legal_move(play):
    assert first_difference(game_of(play), game_of(play, remember=False), seed=3) is None


def test_a_test_is_answered_again_where_its_sites_hold_the_same_pieces(monkeypatch):
    from interpreter.compiler import footprint

    asked = []
    monkeypatch.setattr(footprint, "sift", lambda *args: asked.append(args) or sift(*args))
    game = game_of(PLAYS[0])
    state = game.new_initial_state(0)
    state.place(0, 1, 0)  # the mover's piece on the track

    def targets():
        return [game.move_to_text(state, move) for move in game.legal(state)]

    assert targets() == ["B1", "C1", "C2", "C3"] and asked
    asked.clear()
    state.place(4, 1, 0)  # off the track: the answer is remembered
    assert targets() == ["B1", "C1", "C2", "C3"] and not asked
    state.place(8, 2, 0)  # on the track: worked out again
    assert targets() == [] and asked  # the nearest piece of each empty site is P2's
