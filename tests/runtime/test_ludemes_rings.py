"""Rotating rings, hands, teams of seats, pending decisions and votes, apart from any game:
(move Rotate ...), (sites Ring ...), (count Rings ...), (contact at:...), a turn order round a ring
written with tracks,
(hand ...), (handSite ...), (count Cell at:...), (place ... count:), (move (from ...) (to ...)),
(set Team ...), (count Players), (forEach Player ...), (player), (set Pending), (is Pending),
(move Propose ...), (move Vote ...)."""

import pytest

from interpreter.state import State
from ludeme.diagnostics import DiagnosticError
from helpers import texts
from interpreter.game import load_text


def game_of(play, start="", players=2, board="(rotatingRings)", end="(if (is Full) (result Mover Draw))",
            equipment='(piece "Disc" Each) (hand Each) (hand Shared)'):
    text = (f'(game "T" (players {players}) (equipment {{(board {board}) {equipment}}}) '
            f"(rules {start} (play {play}) (end {end})))")
    return load_text(text)


def put(game, pieces: dict, mover=1):
    return game.position(pieces, mover=mover)


def on_board(game, state):
    return {game.board.label(s): game.pieces[w].name for s, w in enumerate(state.what) if w >= 0}


# Rotating rings ------------------------------------------------------------------------------

def turns(game, state) -> list[int]:
    """How far each ring has turned, in sixths of a turn counter-clockwise."""
    return [game.layout.get(state, "ring turns", ring) for ring in range(6)]


def test_rotate_turns_one_ring_with_its_pieces_clockwise():
    game = game_of("(move Rotate (sites Occupied by:Mover) CW)")
    state = put(game, {"A0.0": "Disc1", "A0.3": "Disc2", "A2.1": "Disc1", "A3.3": "Disc2"})
    assert texts(game, state) == ["rotate:a0", "rotate:a2"]
    state.apply("rotate:a0")
    assert on_board(game, state) == {"A0.5": "Disc1", "A0.2": "Disc2", "A2.1": "Disc1", "A3.3": "Disc2"}
    assert turns(game, state) == [5, 0, 0, 0, 0, 0]
    state.undo()
    assert on_board(game, state)["A0.0"] == "Disc1" and turns(game, state) == [0] * 6


def test_rotate_all_counter_clockwise():
    game = game_of("(move Rotate (sites Board) CCW all:True)")
    state = put(game, {"A0.5": "Disc1", "A4.2": "Disc2"})
    assert texts(game, state) == ["rotate:all"]
    state.apply("rotate:all")
    assert on_board(game, state) == {"A0.0": "Disc1", "A4.3": "Disc2"}
    assert turns(game, state) == [1] * 6


def test_rotate_six_times_is_the_same_position():
    game = game_of("(move Rotate (sites Occupied by:Mover) CW (then (moveAgain)))", players=1)
    state = put(game, {"A1.0": "Disc1", "A1.2": "Disc1"})
    before = on_board(game, state)
    for _ in range(6):
        state.apply("rotate:a1")
    assert on_board(game, state) == before and turns(game, state) == [0] * 6


def test_rotate_as_a_consequence():
    game = game_of("(move Add (to (sites Empty)) (then (move Rotate (last To) CW)))")
    state = game.new_initial_state(0)
    state.apply("A3.2")
    assert on_board(game, state) == {"A3.1": "Disc1"}


def test_rotate_refuses_other_directions_and_other_boards():
    with pytest.raises(DiagnosticError, match="CW or CCW"):
        game_of("(move Rotate (sites Board) N)")
    with pytest.raises(DiagnosticError, match="rings that turn"):
        game_of("(move Rotate (sites Board) CW)", board="(square 3)")


def test_sites_ring_and_contact():
    game = game_of("(move Pass)")
    board = game.board
    state = put(game, {"A2.1": "Disc1"})
    ring = game.evaluate(state, f"(sites Ring at:{board.site('A2.4')})", "sites")
    assert sorted(board.label(s) for s in ring) == [f"A2.{j}" for j in range(6)]
    empty = game.evaluate(state, f"(sites Ring at:{board.site('A2.3')} if:(is Empty (to)))", "sites")
    assert sorted(board.label(s) for s in empty) == [f"A2.{j}" for j in (0, 2, 3, 4, 5)]
    assert board.label(game.evaluate(state, f"(contact at:{board.site('A0.2')})")) == "A1.5"
    assert board.label(game.evaluate(state, f"(contact at:{board.site('A5.1')})")) == "A0.4"
    assert game.evaluate(state, f"(contact at:{board.site('A0.0')})") == -1
    assert game.evaluate(state, "(contact at:Off)") == -1
    assert game.evaluate(state, "(sites Ring at:Off)", "sites") == ()


def test_sites_contact():
    game = game_of("(move Pass)")
    board = game.board
    state = put(game, {"A0.2": "Disc1", "A0.0": "Disc1", "A3.1": "Disc2"})
    every = {board.label(s) for s in game.evaluate(state, "(sites Contact)", "sites")}
    assert every == {f"A{k}.{(k + 2) % 6}" for k in range(6)} | {f"A{(k + 1) % 6}.{(k + 5) % 6}" for k in range(6)}
    touching = [board.label(s) for s in game.evaluate(state, "(sites Contact of:(sites Occupied by:All))", "sites")]
    assert sorted(touching) == ["A1.5", "A2.4"]


def test_count_rings():
    game = game_of("(move Pass)")
    state = put(game, {"A0.0": "Disc1", "A0.1": "Disc1", "A3.3": "Disc2"})
    assert game.evaluate(state, "(count Rings)") == 6
    assert game.evaluate(state, "(count Rings if:(< 0 (count Sites in:(intersection (sites) (sites Occupied by:All)))))") == 2
    assert game.evaluate(state, "(count Rings if:(<= 2 (count Pieces P1 in:(sites))))") == 1


@pytest.mark.parametrize("pieces, seat, expected", [
    # one piece on a ring: only its own player may play there, anywhere round it
    ({"A0.0": "Disc1"}, 1, {"A0.1", "A0.2", "A0.3", "A0.4", "A0.5"}),
    ({"A0.0": "Disc1"}, 2, set()),
    # P1 at slot 0, P2 at slot 3: between them (slots 1, 2) P1 and P2 fit; after P2 (4, 5) nobody of 3
    ({"A0.0": "Disc1", "A0.3": "Disc2"}, 1, {"A0.1", "A0.2"}),
    ({"A0.0": "Disc1", "A0.3": "Disc2"}, 2, {"A0.1", "A0.2"}),
    ({"A0.0": "Disc1", "A0.3": "Disc2"}, 3, {"A0.4", "A0.5"}),  # P2 then P1: P3 fits between them
    # P3 before P1 wraps round the turn order: P1 follows P3
    ({"A0.0": "Disc3", "A0.3": "Disc1"}, 3, {"A0.1", "A0.2"}),
    ({"A0.0": "Disc3", "A0.3": "Disc1"}, 1, {"A0.1", "A0.2"}),
    ({"A0.0": "Disc3", "A0.3": "Disc1"}, 2, {"A0.4", "A0.5"}),
    ({"A0.0": "Disc3", "A0.3": "Disc1"}, 4, {"A0.1", "A0.2"}),  # with four players P4 comes between
])
def test_turn_order_round_a_ring_from_tracks(pieces, seat, expected):
    """The empty sites of a ring where the nearest piece clockwise is the mover's or the prior
    player's, and the nearest counter-clockwise the mover's or the following player's."""
    tracks = ('(track "Ring" {"A0.0" "A0.1" "A0.2" "A0.3" "A0.4" "A0.5"} loop:True) '
              '(track "Back" {"A0.0" "A0.5" "A0.4" "A0.3" "A0.2" "A0.1"} loop:True)')
    players = max(3, seat)
    nearest = "(who at:(trackSite FirstSite {} from:(to) if:(not (is Empty (to)))))"
    before, after = nearest.format('"Back"'), nearest.format('"Ring"')
    prior, following = f"(+ 1 (% (+ (mover) {players - 2}) {players}))", f"(+ 1 (% (mover) {players}))"
    play = (f"(move Add (to (sites Track \"Ring\") if:(and {{(is Empty (to)) "
            f"(or (is Mover {before}) (= {before} {prior})) (or (is Mover {after}) (= {after} {following}))}})))")
    game = game_of(play, players=players, board=f"(rotatingRings) {{{tracks}}}")
    state = put(game, pieces, mover=seat)
    assert set(texts(game, state)) == expected


# Hands ---------------------------------------------------------------------------------------

HAND_START = '(start {(place "Disc1" (handSite P1) count:2) (place "Disc2" (handSite P2) count:1)})'


def test_hands_are_filled_at_the_start_and_counted():
    game = game_of("(move Pass)", start=HAND_START)
    state = game.new_initial_state(0)
    assert state.hands == [2, 1, 0]
    n = game.board.num_sites
    assert [game.evaluate(state, f"(handSite {who})") for who in ("P1", "P2", "Shared", "Mover")] == [n, n + 1, n + 2, n]
    assert game.evaluate(state, "(count Cell at:(handSite Mover))") == 2
    assert game.evaluate(state, "(count Cell at:(handSite Next))") == 1
    assert game.evaluate(state, "(count Cell at:0)") == 0
    assert game.evaluate(state, "(handSite 0)") == -1 and game.evaluate(state, "(handSite 3)") == -1
    assert game.evaluate(state, "(count Cell at:(handSite 0))") == 0


def test_move_from_hand_to_board_until_the_hand_is_empty():
    game = game_of("(move (from (handSite Mover)) (to (sites Empty)))", start=HAND_START)
    state = game.new_initial_state(0)
    assert len(state.legal_moves()) == 36
    state.apply("A0.0")
    assert state.hands[:2] == [1, 1] and on_board(game, state) == {"A0.0": "Disc1"}
    state.apply("A1.0")
    state.apply("A2.0")
    assert state.hands[:2] == [0, 0]
    assert state.legal_moves() == [] and state.is_terminal()
    state.undo()
    assert state.hands[:2] == [1, 0]


def test_move_back_to_a_hand_and_between_hands_as_consequences():
    game = game_of("(move Select (from (sites Occupied by:All)) (then (and {"
                   "(move (from (last To)) (to (handSite (who at:(last To)))))"
                   "(move (from (handSite Mover)) (to (handSite Shared)))})))", start=HAND_START)
    state = put(game, {"A0.0": "Disc2"})
    state.hands[:2] = [2, 1]
    state.apply("*A0.0")
    assert on_board(game, state) == {} and state.hands == [1, 2, 1]


def test_move_along_the_board_and_back_as_a_decision():
    game = game_of("(or {(move (from (sites Occupied by:Mover)) (to (sites Empty) if:(= (to) 1)))"
                   "(move (from (sites Occupied by:Mover)) (to (handSite Mover)))})")
    state = put(game, {game.board.label(0): "Disc1"})
    moves = texts(game, state)
    assert moves == sorted([f"{game.board.label(0)}-{game.board.label(1)}", f"x{game.board.label(0)}"])
    state.apply(f"x{game.board.label(0)}")
    assert state.hands[0] == 1 and on_board(game, state) == {}


def test_a_hand_site_named_in_an_illegal_move_is_explained():
    game = game_of("(move (from (handSite Mover)) (to (sites Empty)))", start=HAND_START)
    state = game.new_initial_state(0)
    state.apply("A0.0")
    state.apply("A0.1")
    state.apply("A0.2")
    with pytest.raises(ValueError):
        state.apply("A0.3")


# Seats and turns -----------------------------------------------------------------------------

def test_teams_make_one_player_of_several_seats():
    game = game_of("(move Add (to (sites Empty)))", players=4, start="(start {(set Team 1 {P1 P3}) (set Team 2 {P2 P4})})",
                   end="(if (= (count Moves) 3) (result Mover Win))")
    assert (game.num_players, game.num_seats, game.roles) == (2, 4, (0, 1, 2, 1, 2))
    state = game.new_initial_state(0)
    assert [state.current_player() for _ in range(1)] == [1]
    state.apply("A0.0")
    assert state.current_player() == 2
    state.apply("A0.1")
    assert (state.mover, state.current_player()) == (3, 1)
    state.apply("A0.2")
    assert state.returns() == (1.0, -1.0)


def test_seats_outside_teams_play_alone():
    game = game_of("(move Pass)", players=3, start="(start (set Team 1 {P1 P3}))")
    assert game.roles == (0, 1, 2, 1) and game.num_players == 2


def test_team_errors():
    with pytest.raises(DiagnosticError, match="not a seat"):
        game_of("(move Pass)", players=2, start="(start (set Team 1 {P3}))")
    with pytest.raises(DiagnosticError, match="already in team"):
        game_of("(move Pass)", players=3, start="(start {(set Team 1 {P1}) (set Team 2 {P1})})")


def test_scores_of_a_team_are_summed():
    game = game_of("(move Pass (then (forEach Player (set Score (player) (* 10 (player))))))", players=4,
                   start="(start {(set Team 1 {P1 P3}) (set Team 2 {P2 P4})})",
                   end="(if (> (score P1) 0) (byScore))")
    state = game.new_initial_state(0)
    state.apply("pass")
    assert state.points[1:] == [10, 20, 30, 40] and state.scores() == (40, 60)
    assert state.returns() == (0.0, 1.0)


def test_count_players_and_for_each_player():
    game = game_of("(move Pass)", players=3)
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(count Players)") == 3
    game = game_of("(move Pass (then (forEach Player (set Score (player) (+ (player) (count Players))))))",
                   players=3, end="(if (> (score P1) 0) (byScore))")
    state = game.new_initial_state(0)
    state.apply("pass")
    assert state.points[1:] == [4, 5, 6] and state.returns() == (-1.0, 0.0, 1.0)


def test_pending_holds_for_the_next_decision_only():
    game = game_of("(if (is Pending) (move Pass) (move Add (to (sites Empty)) (then (set Pending (then (moveAgain))))))",
                   players=2)
    state = game.new_initial_state(0)
    state.apply("A0.0")
    assert texts(game, state) == ["pass"] and state.mover == 1
    state.apply("pass")
    assert state.mover == 2 and len(state.legal_moves()) == 35
    state.undo()
    assert texts(game, state) == ["pass"]


def test_propose_and_vote_are_named_decisions():
    game = game_of('(or {(move Propose "Draw" (then (set Var "Asked" 1))) (move Vote "Yes") (move Vote "No")})')
    state = game.new_initial_state(0)
    assert texts(game, state) == ["propose:draw", "vote:no", "vote:yes"]
    state.apply("propose:draw")
    assert state.variable("Asked") == 1
    state.apply("VOTE:YES")
    assert state.mover == 1


def test_state_hands_undo_and_clone():
    game = game_of("(move (from (handSite Mover)) (to (sites Empty)))", start=HAND_START)
    state = game.new_initial_state(0)
    copy = state.clone()
    state.apply("A0.0")
    assert copy.hands == [2, 1, 0] and state.hands == [1, 1, 0]
    state.set_hand(2, 5)
    state.version = State.new_version()
    state.undo()
    assert state.hands == [2, 1, 0]


def test_count_pieces_of_a_seat_given_by_number():
    game = game_of("(move Pass)", players=3)
    state = put(game, {"A0.0": "Disc2", "A0.1": "Disc2", "A1.0": "Disc2", "A0.3": "Disc3"})
    assert game.evaluate(state, "(count Pieces of:2)") == 3
    ring = game.board.site("A0.3")
    assert game.evaluate(state, f"(count Pieces of:(who at:{ring}) in:(sites Ring at:{ring}))") == 1
    assert game.evaluate(state, f"(count Pieces of:2 in:(sites Ring at:{ring}))") == 2
    assert game.evaluate(state, "(count Pieces of:0)") == 0


# Tracks --------------------------------------------------------------------------------------

LOOP = '(track "Loop" {"A1" "B1" "C1" "C2" "C3" "B3" "A3" "A2"} loop:True)'


def track_game(tracks=LOOP):
    return game_of("(move Pass)", board=f"(square 3) {{{tracks}}}", equipment='(piece "Disc" Each)')


def labels_of(game, sites):
    return [game.board.label(site) if site >= 0 else "Off" for site in sites]


def test_sites_of_a_track_in_its_order_from_and_to_a_site():
    game = track_game()
    state = put(game, {"C1": "Disc1", "A3": "Disc2"})
    assert labels_of(game, game.evaluate(state, '(sites Track "Loop")', "sites")) == \
        "A1 B1 C1 C2 C3 B3 A3 A2".split()
    assert labels_of(game, game.evaluate(state, '(sites Track "Loop" from:5)', "sites")) == \
        "C2 C3 B3 A3 A2 A1 B1 C1".split()
    assert labels_of(game, game.evaluate(state, '(sites Track "Loop" from:5 to:6)',
                                         "sites")) == "C2 C3 B3 A3".split()
    assert game.evaluate(state, '(sites Track "Loop" from:4)', "sites") == ()  # off the track


def test_first_site_along_a_track_that_meets_a_condition():
    game = track_game()
    state = put(game, {"C1": "Disc1", "A3": "Disc2"})
    occupied = 'if:(not (is Empty (to)))'
    first = [game.evaluate(state, f'(trackSite FirstSite "Loop" {text})') for text in (
        occupied, f'from:5 {occupied}', f'from:3 {occupied}', f'from:4 {occupied}',
        'from:5', 'if:(is Mover (who at:(to)))')]
    assert labels_of(game, first) == ["C1", "A3", "C1", "Off", "C2", "C1"]
    assert game.evaluate(put(game, {}), f'(trackSite FirstSite "Loop" {occupied})') == -1


def test_tracks_are_checked_when_the_game_loads():
    with pytest.raises(DiagnosticError, match='the board has no track named "Lop"'):
        game = track_game()
        game.evaluate(game.position({}), '(sites Track "Lop")', "sites")
    with pytest.raises(DiagnosticError, match="no site 'Z9' on this board for the track"):
        game_of("(move Pass)", board='(square 3) (track "T" {"A1" "Z9"})', equipment='(piece "Disc" Each)')
