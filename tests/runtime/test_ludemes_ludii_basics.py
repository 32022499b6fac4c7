"""Ludii's ludemes for setting up and reading a position: (place ...) on a region or at a coordinate,
players facing directions, (sites <player>), (is Enemy ...), (is Friend ...), (no Pieces ...) and (id ...)."""

import pytest

from helpers import texts
from interpreter.game import load_text
from ludeme.diagnostics import DiagnosticError


def start(rules: str):
    text = ('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
            f'(rules (start {{{rules}}}) (play (move Add (to (sites Empty)))) '
            '(end (if (is Full) (result Mover Draw)))))')
    return load_text(text).new_initial_state(0)


def test_place_on_a_region():
    state = start('(place "Disc1" (sites Row 0)) (place "Disc2" (union (sites {8}) (sites {"A3"})))')
    assert str(state).splitlines()[1:4] == ["3 O . O 3", "2 . . . 2", "1 X X X 1"]


@pytest.mark.parametrize("number", [12, 255, -1, 2**31 - 1])
def test_place_at_a_number_that_is_no_site_places_nothing(number):
    state = start(f'(place "Disc1" (sites {{4 {number}}}))')  # sites 0 to 8, then the hands of P1, P2 and the shared one: 9 to 11
    assert str(state).splitlines()[1:4] == ["3 . . . 3", "2 . X . 2", "1 . . . 1"]
    assert state.hands == [0] * len(state.hands)


def test_place_on_a_site_already_holding_a_piece_leaves_it_there():
    # as in Ludii: a later placement does not replace the piece an earlier one put down
    state = start('(place "Disc2" coord:"B1") (place "Disc1" (sites Row 0))')
    assert str(state).splitlines()[3] == "1 X O X 1"


def test_place_with_a_count_on_a_site_holding_pieces_adds_to_them():
    text = ('(game "T" (players 2) (equipment {(board (square 2)) (piece "Bean" Shared)}) '
            '(rules (start {(place "Bean" 0 count:5) (place "Bean" (sites {0 1}) count:2)}) '
            '(play (move Pass)) (end (if (is Empty 0) (result Mover Win)))))')
    game = load_text(text)
    state = game.new_initial_state(0)
    assert [game.evaluate(state, f"(count at:{site})") for site in (0, 1)] == [7, 2]


def test_place_on_a_held_site_in_a_game_with_hands_gives_two_of_the_first_piece():
    # Ludii counts pieces in a game with hands: the site keeps the first piece and holds two of it,
    # so one stays when the other moves away; without hands the site holds the one piece
    def game(hands: str, second: str = '{"A1" "B3"}', more: str = ""):
        return load_text('(game "T" (players 2) (equipment {(board (square 3)) '
                         '(piece "Disc" Each (move Step (to if:(is Empty (to))))) ' + hands + '}) '
                         '(rules (start {(place "Disc1" {"A1" "C3"}) (place "Disc2" ' + second + ') ' + more + '}) '
                         '(play (forEach Piece)) (end (if (no Moves Next) (result Mover Win)))))')
    assert "count" not in game("(hand Each)", '{"B3"}').layout.arrays  # apart, the sites count no pieces
    # a game counting pieces for another reason, without hands: the held site keeps its one piece
    for hands, more, left in (("(hand Each)", "", 1), ("", "", 0), ("", '(place "Disc1" {"C1"} count:3)', 0)):
        played = game(hands, more=more)
        state = played.new_initial_state(0)
        assert played.evaluate(state, "(count at:0)") == 1 + left and state.who[0] == 1
        state.apply(next(move for move in state.legal_moves() if move.frm == 0 and move.to == 1))
        assert played.evaluate(state, "(count at:0)") == left and state.who[1] == 1
        assert (state.who[0] == 1) == bool(left)


def test_place_at_a_coordinate():
    state = start('(place "Disc2" coord:"B3")')
    assert str(state).splitlines()[1] == "3 . O . 3"


def test_place_at_a_coordinate_not_on_the_board_is_refused():
    with pytest.raises(DiagnosticError, match="Z9"):
        start('(place "Disc2" coord:"Z9")')


def players(text: str):
    return load_text(f'(game "T" {text} (equipment {{(board (square 3)) (piece "Disc" Each)}}) '
                     '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')


def test_players_with_the_directions_they_face():
    game = players("(players {(player S) (player N) (player E)})")
    assert (game.num_seats, game.facing) == (3, {1: "S", 2: "N", 3: "E"})
    assert players("(players 2)").facing == {1: "N", 2: "N"}  # as Ludii: a seat given no facing looks north


def test_a_player_given_no_facing_moves_forward_northward():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each (move Step Forward '
                     '(to if:(is Empty (to)))))}) (rules (start {(place "Disc1" coord:"A1") (place "Disc2" coord:"C2")}) '
                     '(play (forEach Piece)) (end (if (no Moves Next) (result Next Loss)))))')
    state = game.new_initial_state(0)
    state.apply(state.legal_moves()[0])
    assert [str(move).split(" effect")[0] for move in state.legal_moves()] == ["Move to:8 frm:5"]  # C2 to C3, not C1


def test_a_player_faces_a_compass_direction():
    with pytest.raises(DiagnosticError, match="compass direction"):
        players("(players {(player N) (player Orthogonal)})")


def game_of(equipment: str, play: str, players_text: str = "(players 2)"):
    return load_text(f'(game "T" {players_text} (equipment {{(board (square 3)) (piece "Disc" Each) {equipment}}}) '
                     f'(rules (play {play}) (end (if (is Full) (result Mover Draw)))))')


def test_sites_of_a_player_are_the_regions_it_owns():
    game = game_of('(regions "Home" P1 (sites Bottom)) (regions "Goal" P1 {8}) (regions "Home" P2 (sites Top))',
                   '(move Add (to (sites Mover "Home")))')
    state = game.new_initial_state(0)
    assert sorted(game.move_to_text(state, m) for m in state.legal_moves()) == ["A1", "B1", "C1"]
    state.apply("A1")
    assert sorted(game.move_to_text(state, m) for m in state.legal_moves()) == ["A3", "B3", "C3"]
    both = game_of('(regions "Home" P1 (sites Bottom)) (regions "Goal" P1 {8})', "(move Add (to (sites P1)))")
    assert len(both.new_initial_state(0).legal_moves()) == 4


def test_enemies_and_friends_of_the_mover():
    text = ('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) (rules '
            '(start {(place "Disc1" coord:"B2") (place "Disc2" coord:"A2")}) '
            '(play (move Add (to (sites Empty) if:(or (is Enemy (who at:(ahead (to) N))) '
            '(is Friend (who at:(ahead (to) S))))))) (end (if (is Full) (result Mover Draw)))))')
    game = load_text(text)
    state = game.new_initial_state(0)
    # P1 moves: an enemy (P2 at A2) is north of A1; a friend (P1 at B2) is south of B3; no one is 0.
    assert sorted(game.move_to_text(state, m) for m in state.legal_moves()) == ["A1", "B3"]
    state.apply("A1")
    # P2 moves: its enemy P1 (at B2) is north of B1; its friend P2 (at A2) is south of A3.
    assert sorted(game.move_to_text(state, m) for m in state.legal_moves()) == ["A3", "B1"]


def test_no_pieces_of_a_player():
    text = ('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) (rules '
            '(start (place "Disc1" coord:"A1")) '
            '(play (move Add (to (sites Empty) if:(or (no Pieces Next) (no Pieces Mover in:(sites Top)))))) '
            '(end (if (is Full) (result Mover Draw)))))')
    game = load_text(text)
    state = game.new_initial_state(0)
    # P1 to move: P2 has no piece on the board, so every empty site is open.
    assert len(state.legal_moves()) == 8
    state.apply("B1")
    # P2 to move: P1 has pieces, and P2 has none in the top row: every site again.
    assert len(state.legal_moves()) == 7
    state.apply("C3")
    # P1 to move: P2 now has a piece, and P1 none in the top row.
    assert len(state.legal_moves()) == 6
    state.apply("A3")
    # P2 to move: P1 has pieces; P2 has one in the top row (C3): no move left.
    assert state.legal_moves() == []


def test_id_of_a_piece_and_of_a_player():
    text = ('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each) (piece "Cross" Each)}) '
            '(rules (start {(place "Cross1" coord:"A1") (place "Disc2" coord:"C3")}) '
            '(play (move Add (to (sites Empty) if:(or (= (what at:(ahead (to) S)) (id "Cross" Mover)) '
            '(= (id Mover) (who at:(ahead (to) N))))))) (end (if (is Full) (result Mover Draw)))))')
    game = load_text(text)
    state = game.new_initial_state(0)
    # P1: above its own cross (A2); no P1 piece lies north of an empty site.
    assert sorted(game.move_to_text(state, m) for m in state.legal_moves()) == ["A2"]
    state.apply("A2")
    # P2: no Cross2 on the board; its disc at C3 is north of C2.
    assert sorted(game.move_to_text(state, m) for m in state.legal_moves()) == ["C2"]


def test_id_of_a_piece_not_in_the_equipment_is_refused():
    text = ('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
            '(rules (play (move Add (to (sites Empty) if:(= 0 (id "Pawn1"))))) (end (if (is Full) (result Mover Draw)))))')
    with pytest.raises(DiagnosticError, match='no piece is named "Pawn1"'):
        load_text(text)


def test_is_connected_joins_through_the_relation_given():
    def game(relation):
        return load_text(
            '(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each) '
            '(regions P1 {(sites {0}) (sites {8})}) (regions P2 {(sites {2}) (sites {6})})}) '
            f'(rules (play (move Add (to (sites Empty)))) (end (if (is Connected {relation} Mover) '
            '(result Mover Win)))))')

    for relation, over in (("Orthogonal", False), ("Diagonal", True), ("Adjacent", True)):
        g = game(relation)
        state = g.new_initial_state(0)
        for move in ("A1", "A3", "B2", "C1", "C3"):  # P1 holds the diagonal A1 B2 C3
            state.apply(move)
        assert state.is_terminal() == over, relation


def test_is_connected_with_one_region_holds_once_a_piece_stands_in_it():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each) '
                     '(regions P1 (sites Top)) (regions P2 (sites Bottom))}) '
                     '(rules (play (move Add (to (sites Empty)))) (end (if (is Connected Mover) (result Mover Win)))))')
    state = game.new_initial_state(0)
    state.apply("B2")
    assert not state.is_terminal()  # P1 has nothing on the top row yet
    state.apply("B3")  # P2's piece on the top row is not in P2's region
    state.apply("A3")
    assert state.returns() == (1.0, -1.0)


def test_is_connected_regions_asks_one_group_to_touch_them_all():
    """Two groups of P1, one touching the left and top sides, the other the left and right: together
    they touch all three, but no single group does."""
    game = load_text('(game "T" (players 2) (equipment {(board (square 5)) (piece "Disc" Each)}) '
                     '(rules (play (move Add (to (sites Empty)))) '
                     '(end (if (is Connected Orthogonal {(sites Left) (sites Top) (sites Right)}) (result Mover Win)))))')
    state = game.new_initial_state(0)
    p1 = ["A4", "A5", "A2", "B2", "C2", "D2", "E2"]
    p2 = ["C5", "D5", "E5", "B4", "C4", "D4"]
    for first, second in zip(p1, p2 + [None]):
        state.apply(first)
        if second:
            state.apply(second)
    assert not state.is_terminal()
    state.apply("B3")  # P2
    state.apply("A3")  # joins the two groups: one group now touches all three sides
    assert state.returns() == (1.0, -1.0)


@pytest.mark.parametrize("condition, plies", [("(is Connected 3 Sides)", 5), ("(is Connected 2 Sides)", 1),
                                              ("(is Connected 2 Orthogonal Corners)", 5)])
def test_is_connected_a_number_of_the_boards_sides_or_corners(condition, plies):
    """P1 fills the bottom row A1 B1 C1 of a 3x3 board (P2 plays the top row): the group touches
    the bottom side and, from its ends, the left and the right sides and two corners (A1 alone is on
    two sides)."""
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     f'(rules (play (move Add (to (sites Empty)))) (end (if {condition} (result Mover Win)))))')
    state = game.new_initial_state(0)
    for move in ("A1", "A3", "B1", "B3", "C1")[:plies]:
        assert not state.is_terminal()
        state.apply(move)
    assert state.returns() == (1.0, -1.0)


def test_sites_of_a_region_by_its_name():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each) '
                     '(regions "Goal" {(sites {0 1}) (sites {1 8})})}) '
                     '(rules (play (move Add (to (sites "Goal")))) (end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    assert sorted(game.move_to_text(state, m) for m in state.legal_moves()) == ["A1", "B1", "C3"]
    with pytest.raises(DiagnosticError, match="no region of the equipment is named 'Gaol'"):
        load_text(game.text.replace('(sites "Goal")', '(sites "Gaol")'))


@pytest.mark.parametrize("inside, loop", [(None, True), ("P1", True), ("P2", True), ("open", False)])
def test_is_loop_a_ring_round_a_site_closed_by_the_last_piece(inside, loop):
    """P1 rings D4, the centre of a hex board, with six stones (the last one, D5, closes it); D4 is
    empty, P1's, or P2's: a loop each time. Left open (D5 never played), no loop."""
    game = load_text('(game "H" (players 2) (equipment {(board (hex 4)) (piece "Marker" Each)}) '
                     '(rules (play (move Add (to (sites Empty)))) (end (if (is Loop) (result Mover Win)))))')
    state = game.new_initial_state(0)
    ring = ["D3", "E3", "C4", "E4", "C5", "D5" if inside != "open" else "B4"]
    elsewhere = ["A4", "A5", "A6", "A7", "B3", "B7"]
    if inside == "P1":
        ring, elsewhere = ["D4", *ring], [*elsewhere, "C2"]
    if inside == "P2":
        elsewhere = ["D4", *elsewhere]
    for number, (mine, theirs) in enumerate(zip(ring, elsewhere), 1):
        assert not state.is_terminal()
        state.apply(mine)
        if number < len(ring):
            state.apply(theirs)
    assert state.is_terminal() == loop and (not loop or state.returns() == (1.0, -1.0))


def test_place_into_every_players_hand_and_count_pieces_in_hand():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (hand Each) (piece "Disc" Each)}) '
                     '(rules (start {(place "Disc" "Hand" count:3) (place "Disc2" "Hand2" count:1)}) '
                     '(play (move (from (handSite Mover)) (to (sites Empty)))) '
                     '(end (if (<= (count Pieces Next) 1) (result Next Loss)))))')
    state = game.new_initial_state(0)
    assert state.hands[:2] == [3, 4]
    assert game.evaluate(state, "(count Pieces P1)") == 3 and game.evaluate(state, "(count Pieces P1 in:(sites Board))") == 0
    state.apply(state.legal_moves()[0])
    assert game.evaluate(state, "(count Pieces P1)") == 3  # one on the board, two in hand
    assert list(game.evaluate(state, "(sites Hand P2)", "sites")) == [game.board.num_sites + 1]
    assert list(game.evaluate(state, '(sites Occupied by:P1 container:"Board")', "sites")) == [0]


def test_place_into_a_hand_that_is_not_there_is_refused():
    with pytest.raises(DiagnosticError, match='no hand is named "Hand3"'):
        load_text('(game "T" (players 2) (equipment {(board (square 3)) (hand Each) (piece "Disc" Each)}) '
                  '(rules (start (place "Disc1" "Hand3" count:3)) (play (move Add (to (sites Empty)))) '
                  '(end (if (is Full) (result Mover Draw)))))')
    with pytest.raises(DiagnosticError, match="no container is named 'Bag'"):
        load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                  '(rules (play (move Remove (sites Occupied by:Next container:"Bag"))) '
                  '(end (if (is Full) (result Mover Draw)))))')


@pytest.mark.parametrize("number", [9, 255, -1, 2**31 - 1])
def test_set_state_at_a_number_that_is_no_site_changes_nothing(number):
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     f'(rules (play (move Add (to (sites Empty)) (then (set State at:{number} 1)))) '
                     '(end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    state.apply("B2")
    assert state.marks == [0] * 9 and state.who[4] == 1


def test_sites_occupied_by_neutral_is_the_pieces_nobody_owns_not_the_empty_sites():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Ball" Neutral) (piece "Disc" Each)}) '
                     '(rules (start {(place "Ball0" {"A1" "C3"}) (place "Disc1" {"B2"})}) '
                     '(play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    assert list(game.evaluate(state, "(sites Occupied by:Neutral)", "sites")) == [0, 8]
    assert game.evaluate(state, "(count Sites in:(sites Around 4 if:(is In (to) (sites Occupied by:Neutral))))") == 2


def test_counter_counts_moves_since_it_was_set_as_ludii_does():
    # (counter) is -1 in the end rules of the first move, then one more after each move; (set Counter)
    # makes it -1 again in the end rules of the move that sets it
    def game(end: str):
        return load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                         '(rules (play (move Add (to (sites Empty)) (then (if (is In (last To) (sites {4})) '
                         f'(set Counter))))) (end (if {end} (result Mover Win)))))')

    first = game("(= (counter) -1)").new_initial_state(0)
    first.apply("A1")
    assert first.is_terminal()
    state = game("(= (counter) 2)").new_initial_state(0)
    for site in ("A1", "B1", "B2", "C1", "A2"):  # set on the third move: the end rules see -1, 0, 1, 2 after it
        state.apply(site)
        assert not state.is_terminal()
    state.apply("A3")
    assert state.is_terminal() and state.returns()[1] == 1.0


def test_no_pieces_of_a_kind_and_the_rows_and_columns_of_the_board():
    game = load_text('(game "T" (players 2) (equipment {(board (rectangle 3 4)) (piece "King" Each) (piece "Pawn" Each)}) '
                     '(rules (start {(place "King2" 0) (place "Pawn1" 1)}) (play (move Pass)) '
                     '(end (if (no Pieces Mover "King") (result Mover Loss)))))')
    state = game.new_initial_state(0)
    assert (game.evaluate(state, "(count Rows)"), game.evaluate(state, "(count Columns)")) == (3, 4)
    assert game.evaluate(state, '(no Pieces Next "King")', "boolean") is False
    assert game.evaluate(state, '(no Pieces Next "King" in:(sites {5}))', "boolean") is True
    state.apply("pass")
    assert state.returns() == (-1.0, 1.0)  # P1 has a pawn but no king


def test_size_group_counts_the_sites_joined_to_a_site():
    game = load_text('(game "T" (players 2) (equipment {(board (square 4)) (piece "Disc" Each) (piece "Ring" Each)}) '
                     '(rules (start {(place "Disc1" {0 1 5}) (place "Ring1" {2})}) (play (move Pass)) '
                     '(end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(size Group at:0 Orthogonal)") == 3  # A1 B1 B2: the ring on C1 is another kind
    assert game.evaluate(state, "(size Group at:0 Orthogonal if:(is Mover (who at:(to))))") == 4
    assert game.evaluate(state, "(size Group at:15)") == 12  # the empty sites, joined Adjacent


def test_sites_occupied_by_shared_is_the_shared_pieces_and_by_all_every_piece():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Ball" Neutral) '
                     '(piece "Stone" Shared) (piece "Disc" Each)}) '
                     '(rules (start {(place "Ball0" {"A1"}) (place "Stone" {"B1" "C1"}) (place "Disc2" {"B2"})}) '
                     '(play (move Remove (sites Occupied by:Shared))) (end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    assert list(game.evaluate(state, "(sites Occupied by:Shared)", "sites")) == [1, 2]
    assert list(game.evaluate(state, "(sites Occupied by:All)", "sites")) == [0, 1, 2, 4]
    assert [move.to for move in state.legal_moves()] == [1, 2]


def test_is_within_asks_whether_a_kind_of_piece_stands_on_a_site_or_in_a_region():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "King" Each)}) '
                     '(rules (start {(place "King1" {"B2"})}) (play (move Pass)) (end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    assert game.evaluate(state, '(is Within (id "King" P1) in:(sites Centre))', "boolean") is True
    assert game.evaluate(state, '(is Within (id "King" P1) at:0)', "boolean") is False
    assert game.evaluate(state, '(is Within (id "King" P2) in:(sites Board))', "boolean") is False


def test_is_pattern_walks_from_the_last_site_in_each_orthogonal_direction():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     '(rules (play (move Add (to (sites Empty)))) (end (if (is Pattern {F R F R F}) (result Mover Win)))))')
    state = game.new_initial_state(0)
    for site in ("A1", "C3", "A2", "C2", "B1"):  # P1's A1 A2 B1 and, last, B2 would close a square
        state.apply(site)
    assert not state.is_terminal()
    state.apply("A3")  # P2
    state.apply("B2")  # P1: A1-A2-B2-B1 (N, turn right: E, turn right: S) is a square of P1's discs
    assert state.returns() == (1.0, -1.0)


def test_is_visited_holds_for_the_sites_of_the_movers_moves_this_turn():
    game = load_text('(game "T" (players 2) (equipment {(board (rectangle 1 5)) (piece "Disc" Each '
                     '(move Step (to if:(and (is Empty (to)) (not (is Visited (to))))) (then (moveAgain))))}) '
                     '(rules (start {(place "Disc1" 0) (place "Disc2" 4)}) (play (forEach Piece)) '
                     '(end (if (no Moves Mover) (result Mover Loss)))))')
    state = game.new_initial_state(0)
    state.apply("A1-B1")
    assert texts(game, state) == ["B1-C1"]  # A1 was visited in this turn
    state.undo()
    assert texts(game, state) == ["A1-B1"]


def test_id_of_a_shared_piece():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each) (piece "Marker" Shared)}) '
                     '(rules (play (move Pass)) (end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    assert game.evaluate(state, '(id "Marker" Shared)') == 3  # Disc1, Disc2, Marker: numbered from 1, as in Ludii


def test_count_turns_counts_from_one_and_the_end_rules_see_the_turn_just_played():
    text = ('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
            '(rules (play (move Add (to (sites Empty)))) '
            '(end (if (= (count Turns) 2) (result Mover Win)))))')
    game = load_text(text)
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(count Turns)") == 1
    state.apply("A1")
    assert game.evaluate(state, "(count Turns)") == 2 and state.result is None
    state.apply("B1")  # the end rules after the second turn see 2
    assert state.returns() == (-1.0, 1.0)  # P2, who played the second turn, wins


def test_place_with_a_count_on_a_site_of_the_board_puts_that_many_pieces_there():
    text = ('(game "T" (players 2) (equipment {(board (square 2)) (piece "Bean" Shared) (hand Each)}) '
            '(rules (start {(place "Bean" 0 count:5) (place "Bean" (handSite P1) count:2)}) '
            '(play (move (from (sites Board)) (to (handSite Mover)) count:2)) (end (if (is Empty 0) (result Mover Win)))))')
    game = load_text(text)
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(count at:0)") == 5
    assert game.evaluate(state, "(count at:(handSite P1))") == 2
    state.apply(state.legal_moves()[0])
    assert game.evaluate(state, "(count at:0)") == 3


def test_from_to_out_of_a_hand_puts_down_the_hand_owners_piece():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each) (hand Each)}) '
                     '(rules (start (place "Disc" "Hand" count:2)) (play (move Pass (then (fromTo '
                     '(from (handSite Mover)) (to (+ 3 (mover))))))) (end (if (is Full) (result Mover Draw)))))')
    state = game.new_initial_state(0)
    state.apply(state.legal_moves()[0])
    state.apply(state.legal_moves()[0])
    assert (state.who[4], state.who[5]) == (1, 2)  # each seat's hand gives its own kind: Disc1, Disc2
    assert [game.pieces[state.what[site]].name for site in (4, 5)] == ["Disc1", "Disc2"]
    assert state.hands[:2] == [1, 1]


def test_a_players_piece_in_a_game_of_one_player_keeps_its_name_alone_as_in_ludii():
    game = load_text('(game "S" (players 1) (equipment {(board (square 2)) (piece "Marker" P1) (piece "Disc" Each) '
                     '(piece "Rock" Neutral)}) (rules (start {(place "Marker" 0) (place "Disc" 1) (place "Rock0" 2)}) '
                     '(play (move Add (piece "Marker") (to (sites Empty)))) (end (if (is Full) (result P1 Win)))))')
    assert [kind.name for kind in game.pieces] == ["Marker", "Disc", "Rock0"]
    state = game.new_initial_state(0)
    assert game.evaluate(state, '(id "Marker" P1)') == 1 and state.who[:3] == [1, 1, 0]


def test_what_numbers_the_pieces_from_one_and_gives_zero_for_none_as_ludii():
    # Ludii numbers its components from 1 in the order of the equipment (Marker1 1, Marker2 2), 0 for
    # no piece: a piece's number may be compared with its owner's, or kept and given back to (piece ...)
    game = load_text('(game "S" (players 2) (equipment {(board (square 2)) (piece "Marker" Each)}) '
                     '(rules (start {(place "Marker1" 0) (place "Marker2" 1)}) '
                     '(play (if (= (what at:3) 0) (move Add (piece (what at:1)) (to 3)) (move Pass))) '
                     '(end (if (= (what at:0) (mover)) (result Mover Win)))))')
    state = game.new_initial_state(0)
    assert [game.evaluate(state, f"(what at:{site})") for site in range(4)] == [1, 2, 0, 0]
    state.apply(state.legal_moves()[0])  # P1 adds a piece of the kind on site 1: Marker2
    assert game.pieces[state.what[3]].name == "Marker2" and state.is_terminal() and state.returns() == (1.0, -1.0)
