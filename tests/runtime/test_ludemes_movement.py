"""Ludii's movement ludemes, each on its own: (move Step ...), (move Slide ...), (move Hop ...), moves
declared on pieces and (forEach Piece), (to ... if: (apply ...)), (between ...), (directions ...)
relative to the mover's facing, and (expand ...)."""

import pytest

from helpers import texts
from interpreter.game import load_text
from ludeme.diagnostics import DiagnosticError


def game_of(pieces: str, start: str, play: str = "(forEach Piece)", size: int = 5, players: str = "(players 2)",
            end: str = "(if (no Moves Next) (result Mover Win))"):
    return load_text(f'(game "T" {players} (equipment {{(board (square {size})) {pieces}}}) '
                     f'(rules (start {{{start}}}) (play {play}) (end {end})))')


def test_step_forward_follows_each_players_facing():
    game = game_of('(piece "Pawn" Each (move Step Forward (to if:(is Empty (to)))))',
                   '(place "Pawn1" {"B2"}) (place "Pawn2" {"D4"})', players="(players {(player N) (player S)})")
    state = game.new_initial_state(0)
    assert texts(game, state) == ["B2-B3"]
    state.apply("B2-B3")
    assert texts(game, state) == ["D4-D3"]  # P2 faces S
    unfaced = game_of('(piece "Pawn" Each (move Step Forward (to if:(is Empty (to)))))',
                      '(place "Pawn1" {"B2"}) (place "Pawn2" {"D4"})')
    state = unfaced.new_initial_state(0)
    state.apply("B2-B3")
    assert texts(unfaced, state) == ["D4-D5"]  # (players 2) gives no facing: north, as in Ludii


def test_step_with_relative_directions_and_a_capture_by_replacement():
    game = game_of('(piece "Pawn" Each (move Step (directions {FR FL}) (to if:(or (is Empty (to)) '
                   '(is Enemy (who at:(to)))) (apply (remove (to))))))',
                   '(place "Pawn1" {"B2" "C2"}) (place "Pawn2" {"C3"})')
    state = game.new_initial_state(0)
    assert texts(game, state) == ["B2-A3", "B2-C3", "C2-B3", "C2-D3"]
    state.apply("B2-C3")
    assert state.who[game.board.site("C3")] == 1 and state.who[game.board.site("B2")] == 0
    assert str(state).count("O") == 0  # P2's only piece was taken


def test_step_by_default_goes_to_every_adjacent_site_meeting_the_condition():
    game = game_of('(piece "King" Each (move Step (to if:(not (is Friend (who at:(to)))))))',
                   '(place "King1" {"A1" "B1"})')
    assert texts(game, game.new_initial_state(0)) == ["A1-A2", "A1-B2", "B1-A2", "B1-B2", "B1-C1", "B1-C2"]


def test_slide_through_empty_sites_and_onto_an_enemy():
    game = game_of('(piece "Rook" Each (move Slide Orthogonal (to if:(is Enemy (who at:(to))) '
                   '(apply (remove (to))))))',
                   '(place "Rook1" {"A1"}) (place "Rook2" {"A3"}) (place "Rook1" {"C1"})', size=4)
    state = game.new_initial_state(0)
    moves = texts(game, state)
    assert [m for m in moves if m.startswith("A1")] == ["A1-A2", "A1-A3", "A1-B1"]  # stops at C1 (own), takes A3
    state.apply("A1-A3")
    assert str(state).count("O") == 0


def test_slide_between_range_limits_the_distance():
    game = game_of('(piece "Rook" Each (move Slide N (between (range 1 2))))', '(place "Rook1" {"A1"})', size=5)
    assert texts(game, game.new_initial_state(0)) == ["A1-A2", "A1-A3"]


def test_hop_over_an_enemy_removes_it():
    game = game_of('(piece "Man" Each (move Hop Orthogonal (between if:(is Enemy (who at:(between))) '
                   '(apply (remove (between)))) (to if:(is Empty (to)))))',
                   '(place "Man1" {"A1"}) (place "Man2" {"A2" "B1"}) (place "Man1" {"C1"})', size=4)
    state = game.new_initial_state(0)
    assert texts(game, state) == ["A1-A3"]  # B1 is enemy but C1 beyond it is not empty
    state.apply("A1-A3")
    assert str(state).count("O") == 1
    assert game.board.site("A2") in state.empty


def test_hop_by_a_relation_goes_on_only_through_neighbours_by_that_relation():
    # E4 on the wedge is adjacent to F3 of the rectangle; the straight way on, F3 to G2, is a
    # diagonal of the rectangle, not adjacent, so the Adjacent hop over F3 has nowhere to land
    # (as in Ludii); the hop along the wedge's row, over D4 to C4, stays.
    game = load_text('(game "T" (players 2) (equipment {(board (merge (rectangle 3 5) (shift 1 2 (scale 0.5 '
                     '(wedge 3)))) use:Vertex) (piece "Man" Each (move Hop (between if:(is Enemy (who '
                     'at:(between)))) (to if:(is Empty (to)))))}) (rules (start {(place "Man1" {"E4"}) '
                     '(place "Man2" {"F3" "D4"})}) (play (forEach Piece)) (end (if (no Moves Next) '
                     '(result Mover Win)))))')
    assert texts(game, game.new_initial_state(0)) == ["E4-C4"]
    assert game.board.ray(game.board.site("E4"), "SE") == tuple(map(game.board.site, ("F3", "G2")))


def test_hop_whose_landing_applies_a_removal_of_the_site_jumped():
    game = game_of('(piece "Man" Each (move Hop Orthogonal (between if:(is Enemy (who at:(between)))) '
                   '(to if:(is Empty (to)) (apply (remove (between))))))',
                   '(place "Man1" {"A1"}) (place "Man2" {"A2"})', size=4)
    state = game.new_initial_state(0)
    state.apply("A1-A3")
    assert game.board.site("A2") in state.empty  # (between) in to's apply is the site jumped, as in Ludii


def test_and_of_decision_moves_offers_each_of_them():
    game = game_of('(piece "Man" Each (and (move Step N (to if:(is Empty (to)))) (move Hop N (between '
                   'if:(is Enemy (who at:(between))) (apply (remove (between)))) (to if:(is Empty (to))))))',
                   '(place "Man1" {"A1" "B1"}) (place "Man2" {"A2"})', size=4)
    state = game.new_initial_state(0)
    assert texts(game, state) == ["A1-A3", "B1-B2"]  # as Ludii's (and ...): a step or a hop, not both at once
    state.apply("A1-A3")
    assert game.board.site("A2") in state.empty and game.board.site("B1") not in state.empty


def test_several_pieces_on_a_site_in_a_game_that_counts_them_leave_one_at_a_time():
    game = game_of('(piece "Disc" Each (move Step Orthogonal (to if:(is Empty (to))))) (hand Each)',
                   '(place "Disc" "Hand" count:4)',
                   play='(or (move (from (handSite Mover)) (to (sites Empty)) count:2) (forEach Piece))', size=3)
    state = game.new_initial_state(0)
    state.apply(next(m for m in state.legal_moves() if m.to == game.board.site("A1")))
    assert state.hands[0] == 2  # count:2 takes two pieces from the hand
    state.apply(next(m for m in state.legal_moves() if m.to == game.board.site("C3")))
    state.apply(next(m for m in state.legal_moves() if m.frm == game.board.site("A1")
                     and m.to == game.board.site("A2")))
    a1, a2 = game.board.site("A1"), game.board.site("A2")
    assert state.who[a1] == 1 and state.who[a2] == 1  # one of the two went, one stayed


def test_hop_with_before_and_after_lets_the_piece_fly():
    game = game_of('(piece "Man" Each (move Hop N (between before:3 after:3 if:(is Enemy (who at:(between)))) '
                   '(to if:(is Empty (to)))))', '(place "Man1" {"A1"}) (place "Man2" {"A3"})', size=6)
    assert texts(game, game.new_initial_state(0)) == ["A1-A4", "A1-A5", "A1-A6"]


def test_for_each_piece_with_moves_given_for_every_piece():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1"})',
                   play="(forEach Piece (move Step E (to if:(is Empty (to)))))")
    assert texts(game, game.new_initial_state(0)) == ["A1-B1"]


def test_a_piece_with_no_moves_gives_none_and_the_then_follows_the_move():
    game = game_of('(piece "Pawn" Each (move Step N (to if:(is Empty (to))))) (piece "Stone" Each)',
                   '(place "Pawn1" {"A1"}) (place "Stone1" {"C1"})',
                   play='(forEach Piece (then (addScore Mover 1)))')
    state = game.new_initial_state(0)
    assert texts(game, state) == ["A1-A2"]
    state.apply("A1-A2")
    assert state.scores()[0] == 1


def test_step_from_given_sites_with_a_condition_on_the_origin():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1" "B1"})',
                   play="(move Step (from (sites Occupied by:Mover) if:(= (from) 0)) N (to if:(is Empty (to))))")
    assert texts(game, game.new_initial_state(0)) == ["A1-A2"]


def test_expand_grows_a_region_by_its_neighbours():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" (expand (sites Bottom))) '
                   '(place "Disc2" (expand (sites {"C5"}) steps:1 Orthogonal))', play="(move Pass)")
    rows = str(game.new_initial_state(0)).splitlines()[1:6]
    assert rows == ["5 . O O O . 5", "4 . . O . . 4", "3 . . . . . 3", "2 X X X X X 2", "1 X X X X X 1"]


def test_to_without_sites_in_a_placement_is_refused_with_its_place():
    with pytest.raises(DiagnosticError, match=r"\(to \.\.\.\) needs its sites here"):
        game_of('(piece "Disc" Each)', "", play="(move Add (to if:(is Empty (to))))")


def test_apply_outside_a_movement_ludeme_is_refused():
    with pytest.raises(DiagnosticError, match="apply is read by movement ludemes only"):
        game_of('(piece "Disc" Each)', "", play="(move Add (to (sites Empty) (apply (remove (to)))))")


def test_an_unsupported_direction_is_refused_with_its_place():
    with pytest.raises(DiagnosticError, match="Rotational is not supported"):
        game_of('(piece "Disc" Each (move Step Rotational (to if:(is Empty (to)))))', '(place "Disc1" {"A1"})')


def test_moves_undo_exactly():
    game = game_of('(piece "Pawn" Each (move Step (directions {Forward FR FL}) (to if:(not (is Friend (who at:(to)))) '
                   '(apply (remove (to))))))', '(place "Pawn1" (sites Bottom)) (place "Pawn2" (sites Row 1))')
    state = game.new_initial_state(0)
    before = str(state)
    for move in state.legal_moves():
        state.apply(move)
        state.undo()
        assert str(state) == before


def test_shoot_adds_a_piece_in_line_with_the_last_move():
    game = game_of('(piece "Queen" Each (move Slide (then (moveAgain)))) (piece "Dot" Neutral)',
                   '(place "Queen1" {"A1"}) (place "Queen2" {"C1"})',
                   play='(if (is Even (count Moves)) (forEach Piece) (move Shoot (piece "Dot0")))', size=3)
    state = game.new_initial_state(0)
    assert texts(game, state) == ["A1-A2", "A1-A3", "A1-B1", "A1-B2", "A1-C3"]
    state.apply("A1-A3")
    assert texts(game, state) == ["A1", "A2", "B2", "B3", "C3"]  # every empty site in line, up to the first piece
    state.apply("B2")
    assert state.what[game.board.site("B2")] == 2 and state.who[game.board.site("B2")] == 0


def test_a_piece_facing_its_own_way_and_for_each_piece_of_named_kinds():
    game = game_of('(piece "Pawn" P1 E (move Step Forward (to if:(is Empty (to))))) (piece "Rook" Each '
                   '(move Step Forward (to if:(is Empty (to)))))', '(place "Pawn1" {"A1"}) (place "Rook1" {"C1"})',
                   play='(forEach Piece "Pawn")')
    assert texts(game, game.new_initial_state(0)) == ["A1-B1"]  # the pawn faces E; the rook is not named
    every = game_of('(piece "Pawn" P1 E (move Step Forward (to if:(is Empty (to))))) (piece "Rook" Each '
                    '(move Step Forward (to if:(is Empty (to)))))', '(place "Pawn1" {"A1"}) (place "Rook1" {"C1"})')
    assert texts(every, every.new_initial_state(0)) == ["A1-B1", "C1-C2"]  # the rook faces its player's N


def test_promote_names_the_piece_of_a_player():
    game = game_of('(piece "Man" Each (move Step Forward (to if:(is Empty (to))) (then (if (is In (last To) '
                   '(sites Top)) (promote (last To) (piece "King") Mover))))) (piece "King" Each)',
                   '(place "Man1" {"A2"})', size=3)
    state = game.new_initial_state(0)
    state.apply("A2-A3")
    assert game.pieces[state.what[game.board.site("A3")]].name == "King1"


def test_slide_as_a_consequence_with_an_exact_distance_and_the_site_it_ends_on():
    game = load_text('(game "T" (players 2) (equipment {(board (rectangle 4 2)) (piece "Disc" Each)}) '
                     '(rules (play (move Add (to (intersection (sites Top) (sites Empty))) (then (slide (from (last To)) S '
                     '(between (exact (count Sites in:(intersection (sites Empty) (sites Column (column of:(last To))))))))))) '
                     '(end (if (is In (last To afterConsequence:True) (sites Bottom)) (result Mover Win)))))')
    state = game.new_initial_state(0)
    state.apply("A4")
    assert state.who[game.board.site("A1")] == 1 and state.is_terminal()  # dropped to the bottom, where it wins


def test_sites_phase_colours_the_board_and_to_clear_is_empty_without_deferred_removals():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" (sites Phase 0)) (place "Disc2" (sites ToClear))',
                   play="(move Pass)", size=3)
    rows = str(game.new_initial_state(0)).splitlines()[1:4]
    assert rows == ["3 X . X 3", "2 . X . 2", "1 X . X 1"]


def test_or_of_two_moves_and_a_step_with_no_origin_moves_nothing():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1"})',
                   play='(or (move Step (from (sites Occupied by:Mover)) N (to if:(is Empty (to)))) '
                        '(move Step E (to if:(is Empty (to)))))')
    assert texts(game, game.new_initial_state(0)) == ["A1-A2"]  # the second has no (from) to move


KNIGHT = ('(piece "Knight" Each (move Leap {{F F R F} {F F L F}} (to if:(not (is Friend (who at:(to)))) '
          '(apply (remove (to))))))')


def test_leap_lands_at_the_end_of_each_walk_in_every_direction_whatever_lies_between():
    game = game_of(KNIGHT, '(place "Knight1" {"A1" "C3" "B2"}) (place "Knight2" {"B3"})')
    state = game.new_initial_state(0)
    moves = texts(game, state)
    assert [m for m in moves if m.startswith("C3")] == ["C3-A2", "C3-A4", "C3-B1", "C3-B5", "C3-D1", "C3-D5",
                                                          "C3-E2", "C3-E4"]
    assert [m for m in moves if m.startswith("A1")] == ["A1-B3", "A1-C2"]  # over B2, onto the enemy
    state.apply("A1-B3")
    assert str(state).count("O") == 0


def test_leap_without_rotations_walks_from_the_first_direction_only_and_forward_keeps_sites_ahead():
    one_way = game_of('(piece "Knight" Each (move Leap {{F F R F} {F F L F}} rotations:False (to if:(is Empty (to)))))',
                      '(place "Knight1" {"C3"})')
    assert texts(one_way, one_way.new_initial_state(0)) == ["C3-B5", "C3-D5"]  # two steps N, then a turn
    ahead = game_of('(piece "Knight" Each (move Leap {{F F R F} {F F L F}} forward:True (to if:(is Empty (to)))))',
                    '(place "Knight2" {"C3"})', players="(players {(player N) (player S)})")
    p2 = ahead.position({"C3": "Knight2"}, mover=2)
    assert texts(ahead, p2) == ["C3-A2", "C3-B1", "C3-D1", "C3-E2"]  # P2 faces S: only rows below


def test_a_walk_that_leaves_the_board_ends_nowhere():
    game = game_of('(piece "Runner" Each (move Leap {{F F F F F F}} (to if:(is Empty (to)))))',
                   '(place "Runner1" {"A1"})')
    assert texts(game, game.new_initial_state(0)) == []  # six steps leave a board five wide in every direction


def test_move_promote_is_a_decision_for_each_piece_named_of_the_player():
    game = game_of('(piece "Pawn" Each (move Step Forward (to if:(is Empty (to))) (then (if (is In (last To) '
                   '(sites Top)) (moveAgain))))) (piece "Queen" Each) (piece "Rook" Each)',
                   '(place "Pawn1" {"A2"}) (place "Pawn2" {"C3"})',
                   play='(if (is Prev Mover) (move Promote (last To) (piece {"Queen" "Rook"}) Mover) (forEach Piece))',
                   size=3, players="(players {(player N) (player S)})")
    state = game.new_initial_state(0)
    state.apply("A2-A3")
    assert texts(game, state) == ["promote:Queen1@A3", "promote:Rook1@A3"]
    assert state.action_to_string(state.string_to_action("promote:Queen1@A3")) == "promote:Queen1@A3"
    state.apply("promote:Rook1@A3")
    assert game.pieces[state.what[game.board.site("A3")]].name == "Rook1" and state.mover == 2
    assert state.action_to_string(state.string_to_action("C3-C2")) == "C3-C2"  # a step has its number too


def test_for_each_piece_of_another_player_moves_its_pieces_as_that_player():
    game = game_of('(piece "Pawn" Each (move Step Forward (to if:(is Empty (to)))))',
                   '(place "Pawn1" {"A1"}) (place "Pawn2" {"C3"})',
                   play="(forEach Piece Next)", players="(players {(player N) (player S)})")
    assert texts(game, game.new_initial_state(0)) == ["C3-C2"]  # P2's pawn, facing S


def test_sites_start_are_where_a_kind_stood_once_the_start_rules_were_applied():
    game = game_of('(piece "Pawn" Each (if (is In (from) (sites Start (piece (what at:(from))))) '
                   '(move Slide Forward (between (range 1 2)) (to if:False)) (move Step Forward (to if:(is Empty (to))))))',
                   '(place "Pawn1" {"A1" "C2"})', play="(forEach Piece)", size=5)
    state = game.new_initial_state(0)
    assert texts(game, state) == ["A1-A2", "A1-A3", "C2-C3", "C2-C4"]
    state.apply("A1-A2")
    assert sorted(game.board.label(s) for s in game.evaluate(state, '(sites Start (piece "Pawn1"))', "sites")) == [
        "A1", "C2"]  # where it stood, not where it stands


def test_ahead_walks_steps_in_a_direction_relative_to_the_mover_and_the_pending_value_keeps_it():
    game = game_of('(piece "Pawn" Each (move Step Forward (to if:(is Empty (to))) (then (set Pending (ahead (last To) '
                   'Backward)))))', '(place "Pawn1" {"B2"}) (place "Pawn2" {"D4"})',
                   players="(players {(player N) (player S)})")
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(ahead 7 steps:2)") == game.board.site("C4")  # Forward, 2 sites: from C2 for P1
    assert game.evaluate(state, "(value Pending)") == 0  # not pending
    state.apply("B2-B3")
    assert game.board.label(game.evaluate(state, "(value Pending)")) == "B2"  # behind B3 for P1, who moved
    assert game.evaluate(state, "(ahead 0 W)") == 0  # past the edge: the site itself, as in Ludii


def test_apply_if_makes_its_consequences_only_when_the_condition_holds():
    game = game_of('(piece "Man" Each (move Step Orthogonal (to if:(not (is Friend (who at:(to)))) '
                   '(apply if:(is Enemy (who at:(to))) (remove (to))))))',
                   '(place "Man1" {"A2"}) (place "Man2" {"A3"})', size=3)
    state = game.new_initial_state(0)
    assert texts(game, state) == ["A2-A1", "A2-A3", "A2-B2"]
    state.apply("A2-A3")
    assert str(state).count("O") == 0


def test_where_finds_a_players_piece_by_name_or_a_kind_by_number():
    game = game_of('(piece "King" Each) (piece "Pawn" Each)', '(place "King2" {"C3"}) (place "Pawn1" {"A1" "B1"})',
                   play="(move Pass)", size=3)
    state = game.new_initial_state(0)
    assert game.board.label(game.evaluate(state, '(where "King" Next)')) == "C3"
    assert game.evaluate(state, '(where "King" Mover)') == -1  # P1 has no king on the board
    assert game.board.label(game.evaluate(state, '(where (id "Pawn" P1))')) == "A1"


def test_count_steps_and_the_sites_in_line_of_sight():
    game = game_of('(piece "Disc" Each)', '(place "Disc1" {"A1" "A4"}) (place "Disc2" {"C1"})', play="(move Pass)")
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(count Steps Orthogonal 0 (sites {\"C3\" \"E5\"}))") == 4
    assert game.evaluate(state, "(count Steps 0 (sites {\"C3\"}))") == 2  # Adjacent: diagonals too
    # to one site given as a number: the same distances, 0 at the site itself and off the board
    assert [game.evaluate(state, f"(count Steps Orthogonal 0 {site})") for site in (12, 0, -1)] == [4, 0, 0]
    sights = {kind: sorted(game.board.label(s) for s in game.evaluate(
        state, f"(sites LineOfSight {kind} at:0 Orthogonal)", "sites")) for kind in ("Piece", "Empty", "Farthest")}
    assert sights == {"Piece": ["A4", "C1"], "Empty": ["A2", "A3", "B1"], "Farthest": ["A3", "B1"]}


def test_count_moves_this_turn_counts_the_movers_moves_so_far():
    game = game_of('(piece "Disc" Each)', "", play='(move Add (to (sites Empty)) (then (if (< (count MovesThisTurn) 2) '
                   '(moveAgain))))', size=3)
    state = game.new_initial_state(0)
    for _ in range(3):
        assert state.mover == 1
        state.apply(state.legal_moves()[0])
    assert state.mover == 2  # the third move of the turn (two made before it) gives the turn away


def test_sites_occupied_of_named_kinds_and_directions_of_all():
    game = game_of('(piece "Pawn" Each (move Step (directions {FR FL} of:All) (to if:(is Empty (to))))) '
                   '(piece "King" Each)', '(place "Pawn1" {"B2"}) (place "King1" {"A1"})', play="(forEach Piece)")
    state = game.new_initial_state(0)
    assert texts(game, state) == ["B2-A3", "B2-C3"]
    pawns = game.evaluate(state, '(sites Occupied by:Mover component:"Pawn")', "sites")
    assert [game.board.label(s) for s in pawns] == ["B2"]


def test_a_sites_state_value_goes_with_the_piece_that_moves():
    # a king marked as never moved (state 1) keeps its mark when it moves; the site it left has none
    game = game_of('(piece "King" Each (move Step Orthogonal (to if:(is Empty (to)))))',
                   '(place "King1" {"A1"} state:1) (place "King2" {"E5"})', size=5)
    state = game.new_initial_state(0)
    state.apply("A1-A2")
    a1, a2 = game.board.site("A1"), game.board.site("A2")
    assert (state.marks[a1], state.marks[a2]) == (0, 1)
    state.undo()
    assert (state.marks[a1], state.marks[a2]) == (1, 0)


def test_if_with_consequences_of_its_own():
    game = game_of('(piece "Disc" Each)', "", size=3,
                   play='(if (is Mover P1) (move Add (to (sites Bottom))) (move Add (to (sites Top))) '
                        '(then (set Score Mover (+ (score Mover) 1))))')
    state = game.new_initial_state(0)
    state.apply("A1")
    state.apply("C3")
    assert state.points[1:] == [1, 1]


def test_last_between_gives_the_sites_the_last_hop_jumped_over():
    hop = ('(piece "Man" Each (move Hop Orthogonal (between if:(is Enemy (who at:(between))) (apply (remove (between)))) '
           '(to if:(is Empty (to)))))')
    jumped = game_of(hop, '(place "Man1" {"A1"}) (place "Man2" {"A2" "E5"})', end="(if (is In 5 (last Between)) (result Mover Win))")
    state = jumped.new_initial_state(0)
    state.apply("A1-A3")  # over A2, site 5
    assert state.is_terminal() and state.returns() == (1.0, -1.0)
    stepped = game_of('(piece "Man" Each (move Step (to if:(is Empty (to)))))', '(place "Man1" {"A1"}) (place "Man2" {"E5"})',
                      end="(if (> (count Sites in:(last Between)) 0) (result Mover Win))").new_initial_state(0)
    stepped.apply("A1-A2")
    assert not stepped.is_terminal(), "a step jumps over nothing"


def test_a_slide_goes_only_where_the_if_of_its_apply_holds_as_in_ludii():
    """Ludii's Slide takes the if: of to's apply as the condition of its destinations, the sites
    passed through as well as the one stopped on: here, captures only."""
    slide = ('(piece "Rook" Each (move Slide Orthogonal (to if:(is Enemy (who at:(to))) '
             '(apply if:(is Enemy (who at:(to))) (remove (to))))))')
    game = game_of(slide, '(place "Rook1" {"A1"}) (place "Rook2" {"A4"})')
    state = game.new_initial_state(0)
    assert texts(game, state) == ["A1-A4"]


@pytest.mark.parametrize("directions, moves", [("Forwards", ["B1-B2"]), ("(directions Forwards of:All)", ["B1-A2", "B1-B2", "B1-C2"])])
def test_relative_directions_are_taken_among_the_relation_of_(directions, moves):
    """On a grid's vertices Adjacent steps are the edges only, so Forwards is N alone; of:All adds the
    diagonals, as in Ludii."""
    text = ('(game "T" (players 2) (equipment {(board (square 3) use:Vertex) '
            f'(piece "Ball" Each (move Step {directions} (to if:(is Empty (to)))))}}) '
            '(rules (start (place "Ball1" {"B1"})) (play (forEach Piece)) (end (if (no Moves Next) (result Mover Win)))))')
    game = load_text(text)
    assert sorted(texts(game, game.new_initial_state(0))) == moves


def test_a_piece_removed_takes_its_sites_state_value_with_it_as_in_ludii():
    game = game_of('(piece "Disc" Each)', '(place "Disc2" {"A1"} state:3)',
                   play='(move Remove (sites Occupied by:Next))', size=2)
    state = game.new_initial_state(0)
    assert game.evaluate(state, '(state at:0)') == 3
    state.apply(state.legal_moves()[0])
    assert state.what[0] < 0 and game.evaluate(state, '(state at:0)') == 0


FAN = ('(board (graph vertices:{{0 4} {-0.35 2} {0.35 2} {-0.7 0} {0.7 0}} '
       'edges:{{0 1} {0 2} {1 3} {2 4} {1 2}}) use:Vertex)')


def fan_game(moves: str):
    """Point 0 above two neighbours that both lie nearest S of it (1 and 2), each with a point
    straight below it (3 and 4): P1 on 0, P2 on 1 and 2."""
    return load_text(f'(game "Fan" (players 2) (equipment {{{FAN} (piece "Man" Each {moves})}}) '
                     '(rules (start {(place "Man1" 0) (place "Man2" {1 2})}) (play (forEach Piece)) '
                     '(end (if (no Moves Next) (result Mover Win)))))')


@pytest.mark.parametrize("directions", ["Adjacent", "S"])
def test_a_hop_goes_over_each_neighbour_nearest_one_compass_point(directions):
    game = fan_game(f'(move Hop {directions} (between if:(is Enemy (who at:(between))) '
                    '(apply (remove (between)))) (to if:(is Empty (to))))')
    state = game.new_initial_state(0)
    assert sorted((m.frm, m.to) for m in state.legal_moves()) == [(0, 3), (0, 4)]  # as Ludii: over 1 and over 2


def test_a_step_goes_to_each_neighbour_nearest_one_compass_point():
    game = fan_game('(move Step S (to if:(is Enemy (who at:(to))) (apply (remove (to)))))')
    state = game.new_initial_state(0)
    assert sorted(m.to for m in state.legal_moves()) == [1, 2]


def test_a_hop_in_a_relation_goes_over_a_neighbour_that_shares_its_compass_point_with_another():
    # 0's two neighbours nearest S: 2 across the cell 0-5-2-1 (a diagonal, nearer S) and 1 along
    # an edge (orthogonal), with 3 straight on below 1: an orthogonal hop goes over 1, as in Ludii
    board = ('(board (graph vertices:{{0 4} {-0.35 2} {0.25 2} {-0.7 0} {0 0} {0.8 3.2}} '
             'edges:{{0 1} {0 5} {5 2} {2 1} {1 3}}) use:Vertex)')
    game = load_text(f'(game "Cell" (players 2) (equipment {{{board} (piece "Man" Each (move Hop Orthogonal '
                     '(between if:(is Enemy (who at:(between))) (apply (remove (between)))) (to if:(is Empty (to)))))}) '
                     '(rules (start {(place "Man1" 0) (place "Man2" {1 2})}) (play (forEach Piece)) '
                     '(end (if (no Moves Next) (result Mover Win)))))')
    assert game.board.step(0, "S") == 2 and game.board.neighbours(0, "Diagonal") == (2,)
    state = game.new_initial_state(0)
    assert [(m.frm, m.to) for m in state.legal_moves()] == [(0, 3)]


def test_sites_from_gives_the_origins_of_moves_without_making_them():
    step = "(move Step Orthogonal (to if:(is Empty (to))))"
    game = game_of(f'(piece "Pawn" Each {step})', '(place "Pawn1" {"A1" "B1" "E5"}) (place "Pawn2" {"A2"})')
    state = game.new_initial_state(0)
    origins = game.evaluate(state, "(sites From (forEach Piece))", "sites")
    assert [game.board.label(site) for site in origins] == ["B1", "E5"]  # A1 is hemmed in by B1 and A2
    state.apply("B1-C1")
    # P2 to move: its pawn's moves start from A2; a piece added, or a site selected, starts where it goes
    assert [game.board.label(site) for site in game.evaluate(state, "(sites From (forEach Piece))", "sites")] == ["A2"]
    added = game.evaluate(state, "(sites From (move Add (to (sites Bottom) if:(is Empty (to)))))", "sites")
    assert [game.board.label(site) for site in added] == ["B1", "D1", "E1"]
    selected = game.evaluate(state, "(sites From (move Select (from (sites Occupied by:Mover))))", "sites")
    assert [game.board.label(site) for site in selected] == ["A2"]
