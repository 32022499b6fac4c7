"""Sandwiches and pieces that turn over, each ludeme on its own: (custodial ...), (flips a b) with
(flip ...), (allCombinations ...), (append ...), (all Passed), the state: of (piece ...) and of
(place ...), and (sites Centre)."""

import pytest

from helpers import texts
from interpreter.game import load_text
from interpreter.state import IllegalMove


def game_of(pieces: str, start: str, play: str, size: str = "(square 5)", players: int = 2,
            end: str = "(if (is Full) (result Mover Draw))"):
    return load_text(f'(game "T" (players {players}) (equipment {{(board {size}) {pieces}}}) '
                     f'(rules (start {{{start}}}) (play {play}) (end {end})))')


def owners(state, labels: str) -> list[int]:
    return [state.who[state.game.board.site(label)] for label in labels.split()]


def marks(state, labels: str) -> list[int]:
    return [state.marks[state.game.board.site(label)] for label in labels.split()]


# (custodial ...) ------------------------------------------------------------------------------

def test_custodial_by_default_removes_enemy_lines_closed_by_a_friend_from_the_last_site():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1" "E1"}) (place "Disc2" {"B1" "C1" "A2"})',
                   "(move Add (to (sites Empty)) (then (custodial)))", size="(rectangle 3 5)")
    state = game.new_initial_state()
    state.apply("D1")  # B1 C1 sandwiched between A1 and D1; A2 is not closed (A3 empty)
    assert owners(state, "A1 B1 C1 D1 E1 A2") == [1, 0, 0, 1, 1, 2]


def test_custodial_range_limits_the_line():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1"}) (place "Disc2" {"B1" "C1"})',
                   "(move Add (to (sites Empty)) (then (custodial (between (range 1 1)))))", size="(square 4)")
    state = game.new_initial_state()
    state.apply("D1")  # B1 C1 is two long: too long for (range 1 1)
    assert owners(state, "B1 C1") == [2, 2]


@pytest.mark.parametrize("directions, left", [("Orthogonal", 2), ("Diagonal", 0), ("", 0)])
def test_custodial_directions_choose_the_rays(directions, left):
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1"}) (place "Disc2" {"B2"})',
                   f"(move Add (to (sites Empty)) (then (custodial (from (last To)) {directions})))",
                   size="(square 4)")
    state = game.new_initial_state()
    state.apply("C3")  # B2 sits on the diagonal between A1 and C3 (Adjacent by default takes diagonals)
    assert owners(state, "B2") == [left]


def test_custodial_with_its_own_conditions_and_effect_as_a_decision():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1"}) (place "Disc2" {"B1" "C1"}) (place "Disc1" {"D1"})',
                   "(custodial (from (sites {0})) E (between if:(is Next (who at:(between))) "
                   "(apply (remove (between)))) (to if:(is Mover (who at:(to)))))", size="(rectangle 1 5)")
    state = game.new_initial_state()
    assert texts(game, state) == ["xB1", "xC1"]  # one decision per site sandwiched
    state.apply("xC1")
    assert owners(state, "B1 C1") == [2, 0]


def test_custodial_finds_nothing_without_a_closing_site():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1"}) (place "Disc2" {"B1" "C1"})',
                   "(or (custodial (from (sites {0}))) (move Pass))", size="(rectangle 1 3)")
    assert texts(game, game.new_initial_state()) == ["pass"]  # the line runs off the board


# (flips ...), (flip ...) and state: -------------------------------------------------------------

FLIPPING = '(piece "Disc" Neutral (flips 1 2)) (piece "Stone" Neutral)'


def test_flip_turns_a_piece_with_flips_over_and_nothing_else():
    game = game_of(FLIPPING, '(place "Disc0" {"A1"} state:1) (place "Disc0" {"B1"} state:2) '
                             '(place "Disc0" {"C1"} state:7) (place "Stone0" {"D1"} state:1)',
                   "(move Select (from (sites Board)) (then (flip (last To))))", size="(rectangle 1 5)")
    state = game.new_initial_state()
    assert marks(state, "A1 B1 C1 D1 E1") == [1, 2, 7, 1, 0]
    for label in "A1 B1 C1 D1 E1".split():
        state.apply("*" + label)
    assert marks(state, "A1 B1 C1 D1 E1") == [2, 1, 7, 1, 0]  # 7 is neither side; a stone, an empty site


def test_flip_as_a_decision_is_offered_only_on_a_piece_with_flips():
    game = game_of(FLIPPING, '(place "Disc0" {"A1"} state:1) (place "Stone0" {"B1"} state:1)',
                   "(or (flip 0) (flip 1))", size="(rectangle 1 3)")
    state = game.new_initial_state()
    assert [m.kind for m in state.legal_moves()] == ["Flip"]
    state.apply(state.legal_moves()[0])
    assert marks(state, "A1 B1") == [2, 1]


def test_flips_must_be_whole_numbers():
    with pytest.raises(Exception, match="flips"):
        game_of('(piece "Disc" Neutral (flips 1 (+ 1 1)))', "", "(flip 0)", size="(rectangle 1 3)")


def test_the_state_of_a_placed_piece():
    game = game_of(FLIPPING, "", '(move Add (piece "Disc0" state:(mover)) (to (sites Empty)))',
                   size="(rectangle 1 3)")
    state = game.new_initial_state()
    state.apply("Disc0@A1")
    state.apply("Disc0@B1")
    assert marks(state, "A1 B1 C1") == [1, 2, 0] and owners(state, "A1 B1") == [0, 0]


# (allCombinations ...) and (append ...) ----------------------------------------------------------

def test_all_combinations_makes_each_pair_one_move_first_part_first():
    game = game_of(FLIPPING, '(place "Disc0" {"C1"} state:1) (place "Disc0" {"D1"} state:1)',
                   '(forEach Site (sites {2 3}) (allCombinations (move Add (piece "Disc0" state:2) '
                   "(to (sites {0 1}))) (flip (site))))", size="(rectangle 1 4)")
    state = game.new_initial_state()
    assert texts(game, state) == ["Disc0@A1", "Disc0@A1/2", "Disc0@B1", "Disc0@B1/2"]  # /2: with D1 turned over
    state.apply("Disc0@B1/2")  # B1 added, D1 turned over
    assert marks(state, "A1 B1 C1 D1") == [0, 2, 1, 2]


def test_append_makes_all_the_moves_one_written_as_the_first():
    game = game_of(FLIPPING, '(place "Disc0" {"C1"} state:1) (place "Disc0" {"D1"} state:1)',
                   '(forEach Site (sites Empty) (append (or {(move Add (piece "Disc0" state:2) (to (site))) '
                   "(flip 2) (flip 3)})))", size="(rectangle 1 4)")
    state = game.new_initial_state()
    assert texts(game, state) == ["Disc0@A1", "Disc0@B1"]  # one move a site, each made at its own (site)
    state.apply("Disc0@B1")
    assert marks(state, "A1 B1 C1 D1") == [0, 2, 2, 2]
    state.undo()
    assert marks(state, "A1 B1 C1 D1") == [0, 0, 1, 1]


def test_append_of_no_moves_is_no_move_and_its_then_follows_the_parts():
    game = game_of('(piece "Disc" Each)', "",
                   "(or (append (move Add (to (sites {1}) if:(is Occupied (to))))) "
                   "(append (move Add (to (sites {0 2}))) (then (addScore Mover 5))))", size="(rectangle 1 3)")
    state = game.new_initial_state()
    assert texts(game, state) == ["A1"]
    state.apply("A1")
    assert owners(state, "A1 B1 C1") == [1, 0, 1] and state.scores() == (5, 0)


# (all Passed) ---------------------------------------------------------------------------------------

def test_all_passed_ends_a_game_whose_players_have_no_move_and_plays_forced_passes():
    game = game_of('(piece "Disc" Each)', "",
                   "(move Add (to (sites Empty) if:(is Mover 1)))", size="(rectangle 1 3)",
                   end="(if (all Passed) (result P2 Win))")
    assert game.forced_pass
    state = game.new_initial_state()
    state.apply("A1")
    assert [m.kind for m in state.legal_moves()] == ["Pass"]  # P2 has no move: a forced pass
    state.apply("Pass")
    state.apply("B1")
    state.apply("Pass")
    state.apply("C1")
    state.apply("Pass")  # P2
    assert not state.is_terminal()
    state.apply("Pass")  # P1, the board full: both passed in a row
    assert state.returns() == (-1.0, 1.0)


def test_all_passed_with_one_player_is_the_last_move_a_pass():
    game = game_of('(piece "Disc" Each)', "", "(or (move Add (to (sites Empty))) (move Pass))",
                   size="(rectangle 1 3)", players=1, end="(if (all Passed) (result P1 Loss))")
    state = game.new_initial_state()
    state.apply("A1")
    assert not state.is_terminal()
    state.apply("Pass")
    assert state.returns() == (-1.0,)


# (sites Centre) -------------------------------------------------------------------------------------

@pytest.mark.parametrize("size, centre", [("(square 8)", "D4 E4 D5 E5"), ("(square 5)", "C3"),
                                          ("(rectangle 3 4)", "B2 C2")])
def test_sites_centre(size, centre):
    game = game_of('(piece "Disc" Each)', "", "(move Add (to (sites Centre)))", size=size)
    assert sorted(texts(game, game.new_initial_state())) == sorted(centre.split())


# (enclose ...) and (count Liberties ...) --------------------------------------------------------

ENCLOSE = "(move Add (to (sites Empty)) (then (enclose Orthogonal {between})))"


def test_enclose_takes_the_groups_left_without_an_empty_site_beside_them():
    game = game_of('(piece "Disc" Each)', '(place "Disc2" {"B1" "C1" "B3"}) (place "Disc1" {"A1" "B2" "C2" "A3"})',
                   ENCLOSE.format(between=""), size="(square 4)")
    state = game.new_initial_state()
    state.apply("D1")  # B1 C1: no empty site beside them now; B3 keeps C3 and B4
    assert owners(state, "B1 C1 B3 D1") == [0, 0, 2, 1]


def test_enclose_with_its_own_condition_effect_and_empty_sites_allowed():
    game = game_of('(piece "Disc" Each)', '(place "Disc2" {"B1"}) (place "Disc1" {"A1" "B2"})',
                   ENCLOSE.format(between="(between if:(is Next (who at:(between))) (apply (addScore Mover 1))) "
                                          "numException:1"), size="(rectangle 2 3)")
    state = game.new_initial_state()
    assert [m.kind for m in state.legal_moves()].count("Add") == 3
    state.apply("C2")  # B1 and the empty C1 beside it: one empty site allowed, so the group is enclosed
    assert state.scores() == (2, 0) and owners(state, "B1") == [2]  # each of its two sites scored, none removed


def test_count_liberties_of_the_group_on_a_site():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1" "B1"}) (place "Disc2" {"A2"})',
                   "(move Add (to (sites Empty)))", size="(square 3)")
    state = game.new_initial_state()
    ask = {label: game.evaluate(state, f'(count Liberties at:{game.board.site(label)} Orthogonal)')
           for label in ("A1", "A2", "C3")}
    assert ask == {"A1": 2, "A2": 2, "C3": 0}  # A1 B1: C1 and B2; A2: A3 and B2; C3: empty, so its group is the
    # empty sites joined to it, which have no empty site beside them
    state.apply("B2")
    a1 = game.board.site("A1")
    assert game.evaluate(state, f"(count Liberties at:{a1} Orthogonal)") == 3  # A1 B1 B2: C1, C2 and B3
    assert game.evaluate(state, f"(count Liberties at:{a1} Orthogonal if:(!= (to) 1))") == 0  # A1 alone: none


def test_a_piece_that_turns_over_shows_its_side_on_the_board_and_in_the_picture():
    from interpreter.render.picture import state_svg

    game = game_of(FLIPPING, '(place "Disc0" {"A1"} state:1) (place "Disc0" {"B1"} state:2) (place "Stone0" {"C1"})',
                   "(flip 0)", size="(rectangle 1 3)")
    state = game.new_initial_state()
    board = game.render(state)
    assert "D1 D2 S" in board and "the side it shows" in board
    assert "side 2" in state_svg(game, state)


def test_the_only_move_to_a_site_may_be_written_as_the_site():
    game = game_of(FLIPPING, "", '(move Add (piece "Disc0" state:(mover)) (to (sites Empty)))', size="(rectangle 1 3)")
    state = game.new_initial_state()
    state.apply("b1")  # Disc0@B1, the only move to B1
    assert marks(state, "B1") == [1]
    two = game_of(FLIPPING, "", '(move Add (piece {"Disc0" "Stone0"}) (to (sites Empty)))', size="(rectangle 1 3)")
    with pytest.raises(IllegalMove, match="B1 is more than one move here: Disc0@B1, Stone0@B1; write one of them"):
        two.new_initial_state().apply("B1")  # a disc or a stone: the site alone does not say


def test_enclose_a_cavity_needs_one_closing_group_walked_as_ludii_walks_it():
    """A condition taking empty sites in: the sites round a cavity must make one group, which Ludii
    checks by walking them from the first met, each step (in all directions) to the first of them
    clockwise from north beside the last, leaving that one out. Each case is as Ludii plays it."""
    rule = ENCLOSE.format(between="(between if:(or (is Next (who at:(between))) (is Empty (between))) "
                                  "(apply (addScore Mover 1)))")
    # B1 (P2) and the empty A1, round them B2 C1 A2: the walk B2, C1 stops short of A2
    one = game_of('(piece "Disc" Each)', '(place "Disc2" {"B1"}) (place "Disc1" {"A2" "B2" "C2"})', rule,
                  size="(rectangle 2 3)")
    state = one.new_initial_state()
    state.apply("C1")
    assert state.scores() == (0, 0)
    # on a row, B1 (P2) and the empty C1 between P1's A1 and D1 are closed by two sites apart and stay;
    # the empty E1, closed by D1 alone, is taken
    apart = game_of('(piece "Disc" Each)', '(place "Disc2" {"B1"}) (place "Disc1" {"A1"})', rule,
                    size="(rectangle 1 5)")
    state = apart.new_initial_state()
    state.apply("D1")
    assert state.scores() == (1, 0)
    empty = ENCLOSE.format(between="(between if:(is Empty (between)) (apply (addScore Mover 1)))")
    # the empty A1 in the corner, round it A2 and B1: closed; so are the six empty sites beyond A2
    walked = game_of('(piece "Disc" Each)', '(place "Disc1" {"B1"})', empty, size="(square 3)")
    state = walked.new_initial_state()
    state.apply("A2")
    assert state.scores() == (7, 0)
    # the empty B1, round it B2 C1 A1: the walk B2, C1 stops short of A1 (nothing is taken beyond B2 either)
    stuck = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1" "C1"})', empty, size="(square 3)")
    state = stuck.new_initial_state()
    state.apply("B2")
    assert state.scores() == (0, 0)


def test_intervene_captures_the_enemies_on_both_sides_of_the_site_played():
    game = load_text('(game "I" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     '(rules (start {(place "Disc2" {"A2" "C2" "B1"})}) '
                     '(play (move Add (to (sites Empty)) (then (intervene (from (last To)) Orthogonal)))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    state.apply("B2")  # between A2 and C2 (both enemies): both go; B1 has no partner on B3
    assert [game.board.label(s) for s, who in enumerate(state.who) if who == 2] == ["B1"]
