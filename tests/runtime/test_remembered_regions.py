"""Remembered regions: what tells positions apart (versions of the pieces), and answers that stay right."""

import pytest

from interpreter.compiler import owners_read, reads_pieces_only, seat_neutral_text
from interpreter.game import load_text
from ludeme.checker import check_expression
from ludeme.parser import parse_text


def checked(text: str, kind: str = "sites"):
    value, problems = check_expression(parse_text(text).forms[0], kind)
    assert not problems
    return value


def game_of(play="(move Add (to (sites Empty)))"):
    return load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     f"(rules (play {play}) (end (if (is Full) (result Mover Draw)))))")


def test_the_layout_changes_with_the_pieces_only():
    state = game_of().new_initial_state(0)
    layout, version = state.layout, state.version
    state.set_mark(0, 1)
    state.set_score(1, 2)
    assert state.layout == layout and state.version != version
    state.place(0, 1, 0)
    assert state.layout != layout


def test_each_owner_has_a_version_of_its_pieces():
    state = game_of().new_initial_state(0)
    first, second = state.owned[1], state.owned[2]
    state.place(4, 1, 0)
    assert state.owned[1] != first and state.owned[2] == second
    after_first = state.owned[1]
    state.clear(4)
    assert state.owned[1] not in (first, after_first) and state.owned[2] == second


def test_undo_gives_back_the_versions_of_the_position():
    state = game_of().new_initial_state(0)
    before, owned = (state.version, state.layout), state.owned[1]
    state.apply("B2")
    assert (state.version, state.layout) != before and state.owned[1] != owned
    after = state.owned[1]
    state.undo()
    assert (state.version, state.layout) == before
    assert state.owned[1] not in (owned, after)  # new: P1's pieces are as they were, but not known so


def test_versions_are_never_met_twice_across_states():
    first, second = game_of().new_initial_state(0), game_of().new_initial_state(0)
    seen = {first.version, second.version}
    for state in (first, second, first):
        state.apply(state.legal_moves()[0])
        state.set_mark(0, 1)
        assert state.version not in seen
        seen.add(state.version)


def test_playing_leaves_the_state_class_unchanged():
    # a counter kept on the class would change it with every move, and Python forgets what it
    # learnt of a class that changes: every attribute read of every state would cost more
    from interpreter.state import State

    before = dict(vars(State))
    state = game_of().new_initial_state(0)
    for _ in range(3):
        state.apply(state.legal_moves()[0])
    state.undo()
    state.set_score(1, 2)
    after = vars(State)
    assert after.keys() == before.keys() and all(after[name] is value for name, value in before.items())


@pytest.mark.parametrize("text, owners", [
    ("(sites Occupied by:Next)", ["Next"]),
    ("(sites Around (difference (sites Occupied by:P2) (sites)) Orthogonal)", ["P2"]),
    ("(union (sites Occupied by:Mover) (sites Occupied by:Next))", ["Mover", "Next"]),
    ("(sites Board)", []),
    ("(sites Empty)", None),  # every piece
    ("(sites Occupied by:All)", None),
    ("(sites Around (sites Occupied by:Next) if:(is Empty (to)))", None),
    ("(sites State 1)", None),
])
def test_the_seats_whose_pieces_a_region_reads(text, owners):
    found = owners_read(checked(text))
    assert (None if found is None else [word.text for word in found]) == owners


@pytest.mark.parametrize("text, pieces_only", [
    ("(sites Around (sites Occupied by:Next) if:(is Empty (to)))", True),
    ("(difference (sites Empty) (sites))", True),
    ("(sites State 1)", False),
    ("(sites LastTo)", False),
])
def test_regions_of_the_pieces_alone(text, pieces_only):
    assert reads_pieces_only(checked(text)) is pieces_only


def test_spellings_of_one_question_about_seats_read_alike():
    mover = seat_neutral_text(checked("(sites Around (difference (sites Occupied by:Mover) (sites)))"))
    following = seat_neutral_text(checked("(sites Around (difference (sites Occupied by:Next) (sites)))"))
    assert mover == following == "(sites Around (difference (sites Occupied by:?) (sites)))"
    assert seat_neutral_text(checked("(sites Occupied by:Enemy)")) is None  # seats that follow the mover
    assert seat_neutral_text(checked("(sites State 1)")) is None


def test_a_remembered_region_follows_the_pieces_and_not_the_marks():
    game = game_of()
    state = game.new_initial_state(0)
    around = "(sites Around (sites Occupied by:Next) Orthogonal)"
    state.apply("A1")  # P1 at A1; P2 to move, so Next is P1
    assert game.evaluate(state, around, "sites") == [1, 3]
    state.set_mark(1, 5)
    assert game.evaluate(state, around, "sites") == [1, 3]
    state.apply("C3")  # P2 at C3; P1 to move, so Next is P2
    assert game.evaluate(state, around, "sites") == [5, 7]
    state.undo()
    assert game.evaluate(state, around, "sites") == [1, 3]


def test_the_mover_and_next_spellings_answer_for_their_own_seat():
    game = game_of()
    state = game.new_initial_state(0)
    state.apply("A1")
    state.apply("C3")  # P1 to move
    by_mover = "(count Sites in:(sites Around (sites Occupied by:Mover) Orthogonal))"
    by_next = "(count Sites in:(sites Around (sites Occupied by:Next) Orthogonal))"
    assert game.evaluate(state, by_mover) == 2  # beside A1: A2 B1
    assert game.evaluate(state, by_next) == 2  # beside C3: B3 C2
    state.apply("B2")  # P2 to move: Next is P1, with A1 and B2
    assert game.evaluate(state, by_next) == 4 == game.evaluate(state, by_next.replace("Next", "P1"))
    assert game.evaluate(state, by_mover) == 2
    state.undo()
    assert (game.evaluate(state, by_mover), game.evaluate(state, by_next)) == (2, 2)


def test_a_hypothetical_shared_by_two_values_gives_each_its_own():
    game = game_of()
    state = game.new_initial_state(0)
    for move in ("A1", "C3", "B1"):
        state.apply(move)
    removed = "(forEach Site (sites Occupied by:P1) (remove (site)))"
    assert game.evaluate(state, f"(whatIf {removed} (count Pieces P1))") == 0
    assert game.evaluate(state, f"(whatIf {removed} (count Pieces P2))") == 1
    state.set_score(1, 1)  # another part of the state: the pieces, and what was worked out, hold
    assert game.evaluate(state, f"(whatIf {removed} (count Sites in:(sites Empty)))") == 8
    assert game.evaluate(state, "(count Pieces P1)") == 2


@pytest.mark.parametrize("text, expected", [
    ("(intersection (sites {8 0 4 2}) (sites Occupied by:All))", [0, 4]),
    ("(intersection (sites Occupied by:All) (sites {8 0 4 2}))", [0, 4]),
    ("(intersection (sites {8 0 4 2}) (sites Occupied by:P2))", [4]),
    ("(intersection (sites {8 0 4 2}) (sites Occupied by:Mover))", [0]),
    ("(intersection (sites {8 0 4 2}) (sites Empty))", [2, 8]),
    ("(intersection (sites Row 0) (sites Empty))", [1, 2]),
    ("(intersection (sites {40 0 -1}) (sites Occupied by:All))", [0]),  # numbers off the board hold nothing
])
def test_given_sites_intersected_with_a_region_of_pieces(text, expected):
    """Given sites and a region that can say which of some sites it holds: only those sites are asked
    (the same sites, in order, as intersecting the whole region)."""
    game = game_of()
    state = game.position({"A1": "Disc1", "B2": "Disc2"})
    assert list(game.evaluate(state, text, "sites")) == expected
    plain = load_text(game.text, remember=False)
    assert list(plain.evaluate(plain.position({"A1": "Disc1", "B2": "Disc2"}), text, "sites")) == expected


def test_a_remembered_region_of_pieces_still_says_which_of_some_sites_it_holds():
    game = game_of()
    state = game.position({"A1": "Disc1", "B2": "Disc2"})
    region = game._compiler.compile(checked("(sites Occupied by:All)"), "sites")
    assert region.within(state, [8, 4, 0]) == [4, 0] and list(region(state)) == [0, 4]


def test_given_sites_intersected_with_a_region_of_pieces_are_not_remembered():
    """Asking a few sites costs about what a look-up does: the intersection is worked out each time."""
    game = game_of()
    region = game._compiler.compile(checked("(intersection (sites {8 0 4 2}) (sites Occupied by:All))"), "sites")
    assert region.light  # a remembered region would not carry it
