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


def on_the_track(game):
    """A state with the mover's piece on the track, and its legal moves as texts, asked anew each call."""
    state = game.new_initial_state(0)
    state.place(0, 1, 0)
    return state, lambda: [game.move_to_text(state, move) for move in game.legal(state)]


def test_a_test_is_answered_again_where_its_sites_hold_the_same_pieces(monkeypatch):
    from interpreter.compiler import footprint

    asked = []
    monkeypatch.setattr(footprint, "sift", lambda *args: asked.append(args) or sift(*args))
    game = game_of(PLAYS[0])
    state, targets = on_the_track(game)
    assert targets() == ["B1", "C1", "C2", "C3"] and asked
    asked.clear()
    state.place(4, 1, 0)  # off the track: the answer is remembered
    assert targets() == ["B1", "C1", "C2", "C3"] and not asked
    state.place(8, 2, 0)  # on the track: worked out again
    assert targets() == [] and asked  # the nearest piece of each empty site is P2's


# The sites of a move remembered whole: (to <sites> if:<test>) whose sites read known sites too ---------

FROM_FIRST = '(sites Track "T" from:(trackSite FirstSite "T" if:(not (is Empty (to)))))'
#: the nearest piece along the track is the mover's; and site 4, off the track, is not the next player's
WHOLE = f'(move Add (to {FROM_FIRST} if:(and {{(is Empty (to)) (is Mover {NEAREST}) (not (is Next (who at:4)))}})))'


def test_the_sites_a_region_reads():
    game = game_of("(move Add (to (sites Empty)))")
    value, problems = check_expression(parse_text(FROM_FIRST).forms[0], "sites")
    assert not problems
    assert sites_read(value, game._compiler, None) == TRACK


def test_the_sites_contact_reads_are_those_touching():
    ring_game = load_text('(game "R" (players 2) (equipment {(board (rotatingRings)) (piece "Disc" Each)}) '
                          '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')
    board = ring_game.board
    value, problems = check_expression(parse_text("(is Mover (who at:(contact at:(to))))").forms[0], "boolean")
    assert not problems
    over = frozenset({board.site("A0.2"), board.site("A0.0")})  # A0.0 touches no other ring
    assert sites_read(value, ring_game._compiler, over) == {board.site("A1.5")}


@pytest.mark.parametrize("play", [WHOLE, f'(or {{{WHOLE} (move Add (to (sites {{4}}) if:(is Empty (to))))}})',
                                  # one site written out: read whole too
                                  '(or {(move Add (to 4 if:(and (is Empty (to)) (is Empty 0)))) (move Add (to 0))})'])
def test_sites_remembered_whole_change_no_legal_move(play):
    for seed in (1, 2, 3):
        assert first_difference(game_of(play), game_of(play, remember=False), seed=seed) is None


def test_sites_remembered_whole_are_worked_out_again_only_where_they_read(monkeypatch):
    from interpreter.compiler import footprint

    asked = []
    monkeypatch.setattr(footprint, "sift", lambda *args: asked.append(args) or sift(*args))
    game = game_of(WHOLE)
    places = [to for to in game._compiler._compiled.values() if getattr(to, "chosen", None) is not None]
    assert len(places) == 1  # the sites and the track test kept whole, site 4 asked of what they keep
    state, targets = on_the_track(game)
    assert targets() == ["B1", "C1", "C2", "C3"] and asked
    asked.clear()
    state.place(3, 2, 0)  # off the track and off site 4: nothing is worked out again
    assert targets() == ["B1", "C1", "C2", "C3"] and not asked
    state.place(4, 1, 0)  # site 4: asked again of the sites kept, the track not walked again
    assert targets() == ["B1", "C1", "C2", "C3"] and len(asked) == 1
    state.place(4, 2, 0)
    assert targets() == []
    state.clear(4)
    asked.clear()
    state.place(8, 2, 0)  # on the track: worked out again
    assert targets() == [] and asked  # the nearest piece of each empty site is P2's


# A test asked of each area of a family, with (sites) bound to its sites ------------------------------

def test_the_sites_a_test_of_an_area_reads():
    game = game_of("(move Add (to (sites Empty)))")
    value, problems = check_expression(parse_text("(<= 2 (count Pieces Mover in:(sites)))").forms[0], "boolean")
    assert not problems
    assert sites_read(value, game._compiler, None, {"sites": frozenset({0, 1, 2})}) == {0, 1, 2}
    assert sites_read(value, game._compiler, None) is None  # the sites of (sites) not known


def ring_game(end: str):
    return load_text('(game "R" (players 2) (equipment {(board (rotatingRings)) (piece "Disc" Each)}) '
                     f'(rules (play (move Add (to (sites Empty)))) (end {end})))')


def test_a_test_of_each_area_is_remembered_for_the_seat_its_role_word_names():
    rings = "(count Rings if:(<= 2 (count Pieces Mover in:(sites))))"
    game = ring_game("(if (is Full) (result Mover Draw))")
    pieces = {"A0.0": "Disc1", "A0.1": "Disc1", "A2.0": "Disc2", "A2.3": "Disc2", "A3.1": "Disc2", "A3.2": "Disc2"}
    assert game.evaluate(game.position(pieces, mover=1), rings) == 1
    assert game.evaluate(game.position(pieces, mover=2), rings) == 2  # the same pieces, another mover
    assert game.evaluate(game.position(pieces, mover=1), rings) == 1


@pytest.mark.parametrize("condition", ["(<= 3 (count Pieces Mover in:(sites)))",
                                       "(and (< 0 (count Pieces Mover in:(sites))) "
                                       "(= (count Pieces Mover in:(sites)) (count Pieces All in:(sites))))"])
def test_tests_of_areas_remembered_change_no_result(condition):
    end = f"{{(if (< 0 (count Rings if:{condition})) (result Mover Win)) (if (is Full) (result Mover Draw))}}"
    game, plain = ring_game(end), load_text(ring_game(end).text, remember=False)
    for seed in range(4):
        assert first_difference(game, plain, seed=seed) is None
