"""Rotating rings, hands, teams of seats, pending decisions and votes, apart from any game:
(move Rotate ...), (sites Ring ...), (count Rings ...), (contact at:...), a turn order round a ring
written with tracks,
(hand ...), (handSite ...), a hand in (sites Occupied ...), (count Cell at:...), (place ... count:), (move (from ...) (to ...)),
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


def site_of(game, label: str) -> int:
    return next(site for site in range(game.board.num_sites) if game.board.label(site) == label)


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
    state = put(game, {"A1.0": "Disc", "A1.2": "Disc"})  # one player: named alone, as in Ludii
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
    with pytest.raises(DiagnosticError, match="needs areas that turn"):
        game_of("(move Rotate (sites Board) CW)", board="(square 3)")
    with pytest.raises(DiagnosticError, match="area Odd0 cannot turn"):
        game_of('(move Rotate (sites Board) CW areas:"Odd")', board="(square 3)",
                equipment='(piece "Disc" Each) (regions "Odd" {(sites {0 1 3})})')


# Areas that turn on any board --------------------------------------------------------------

QUADRANTS = ('(regions "Quadrants" {(sites {"A1" "B1" "C1" "A2" "B2" "C2" "A3" "B3" "C3"}) '
             '(sites {"D1" "E1" "F1" "D2" "E2" "F2" "D3" "E3" "F3"}) '
             '(sites {"A4" "B4" "C4" "A5" "B5" "C5" "A6" "B6" "C6"}) '
             '(sites {"D4" "E4" "F4" "D5" "E5" "F5" "D6" "E6" "F6"})})')


def quadrant_game(play):
    return game_of(play, board="(square 6)", equipment=f'(piece "Ball" Each) {QUADRANTS}')


def test_a_quadrant_turns_a_quarter_with_its_pieces():
    game = quadrant_game('(or {(move Rotate (sites Board) CW areas:"Quadrants") '
                         '(move Rotate (sites Board) CCW areas:"Quadrants")})')
    state = put(game, {"A1": "Ball1", "B1": "Ball2", "B2": "Ball1", "E5": "Ball2"})
    assert sorted(texts(game, state)) == sorted(f"rotate:quadrants{k}{way}" for k in range(4) for way in ("", ":ccw"))
    state.apply("rotate:quadrants0")  # clockwise: A1 goes to A3, B1 to A2; the centre B2 stays
    assert on_board(game, state) == {"A3": "Ball1", "A2": "Ball2", "B2": "Ball1", "E5": "Ball2"}
    assert [game.layout.get(state, "ring turns Quadrants", k) for k in range(4)] == [3, 0, 0, 0]
    state.undo()
    state.apply("rotate:quadrants0:ccw")  # counter-clockwise: A1 goes to C1, B1 to C2
    assert on_board(game, state) == {"C1": "Ball1", "C2": "Ball2", "B2": "Ball1", "E5": "Ball2"}
    for _ in range(3):
        state.apply("rotate:quadrants0:ccw")
    assert on_board(game, state) == {"A1": "Ball1", "B1": "Ball2", "B2": "Ball1", "E5": "Ball2"}


def test_contacts_and_areas_of_a_family():
    game = quadrant_game("(move Pass)")
    state = put(game, {"C1": "Ball1"})
    board = game.board

    def labels(sites):
        return sorted(board.label(site) for site in sites)

    assert labels(game.evaluate(state, f'(sites Ring at:{board.site("B2")} areas:"Quadrants")', "sites")) == sorted(
        "A1 B1 C1 A2 B2 C2 A3 B3 C3".split())
    assert board.label(game.evaluate(state, f'(contact at:{board.site("C1")} areas:"Quadrants")')) == "D1"
    assert game.evaluate(state, f'(contact at:{board.site("C3")} areas:"Quadrants")') == -1  # two touch it
    assert game.evaluate(state, f'(contact at:{board.site("B2")} areas:"Quadrants")') == -1  # none does
    assert labels(game.evaluate(state, f'(sites Contact of:{board.site("C3")} areas:"Quadrants")', "sites")) == [
        "C4", "D3"]
    assert len(game.evaluate(state, '(sites Contact areas:"Quadrants")', "sites")) == 20
    assert game.evaluate(state, '(count Rings if:(< 0 (count Pieces P1 in:(sites))) areas:"Quadrants")') == 1


def test_a_ring_of_five_areas_turns_on_a_hex_board():
    """Five rings of six hexagons round a hex board's centre, declared as a family of areas
    ((rotatingRings 5) is refused: its areas would not sit on hexagons)."""
    import math

    board = game_of("(move Pass)", board="(hex 7)").board
    mean = (sum(x for x, _ in board.centres) / board.num_sites, sum(y for _, y in board.centres) / board.num_sites)
    middle = min(range(board.num_sites), key=lambda s: math.dist(board.centres[s], mean))
    step = min(math.dist(board.centres[middle], board.centres[n]) for n in board.neighbour_table("Adjacent")[middle])
    centres = []
    for k in range(5):  # five of the six cells three steps from the middle, 60 degrees apart
        angle = math.radians(60 * k)
        target = (board.centres[middle][0] + 3 * step * math.cos(angle),
                  board.centres[middle][1] + 3 * step * math.sin(angle))
        centres.append(min(range(board.num_sites), key=lambda s: math.dist(board.centres[s], target)))
    around = board.neighbour_table("Adjacent")
    rings = " ".join("(sites {" + " ".join(map(str, around[centre])) + "})" for centre in centres)
    game = game_of('(move Rotate (sites Occupied by:Mover) CW areas:"Rings")', board="(hex 7)",
                   equipment=f'(piece "Disc" Each) (regions "Rings" {{{rings}}})')
    first = game.evaluate(game.position({}), f'(sites Ring at:{centres[0] + 0} areas:"Rings")', "sites")
    assert first == ()  # a ring's centre is not on it
    ring = sorted(game.board.neighbour_table("Adjacent")[centres[0]])
    state = game.position({game.board.label(ring[0]): "Disc1"})
    assert texts(game, state) == ["rotate:rings0"]
    assert game.evaluate(state, '(count Rings areas:"Rings")') == 5
    state.apply("rotate:rings0")
    (now,) = [s for s, w in enumerate(state.what) if w >= 0]
    assert now in ring and now != ring[0]
    assert math.dist(game.board.centres[now], game.board.centres[ring[0]]) == pytest.approx(step)  # one sixth


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


def test_a_hand_holding_pieces_is_one_of_its_owners_occupied_sites():
    game = game_of("(move Pass)", start=HAND_START)
    state = put(game, {"A0.0": "Disc1", "A0.1": "Disc2"})
    state.hands[:3] = [2, 0, 1]
    n = game.board.num_sites
    one, two = (site_of(game, label) for label in ("A0.0", "A0.1"))
    assert list(game.evaluate(state, "(sites Occupied by:P1)", "sites")) == [one, n]
    assert list(game.evaluate(state, "(sites Occupied by:P2)", "sites")) == [two]  # an empty hand is none
    assert list(game.evaluate(state, '(sites Occupied by:P1 container:"Board")', "sites")) == [one]
    assert sorted(game.evaluate(state, "(sites Occupied by:All)", "sites")) == sorted([one, two, n, n + 2])
    assert game.evaluate(state, "(count Sites in:(sites Occupied by:P1))") == 2
    assert game.evaluate(state, "(is In (handSite P1) (sites Occupied by:P1))", "boolean")
    assert not game.evaluate(state, "(is In (handSite P2) (sites Occupied by:P2))", "boolean")


def test_removing_a_hand_site_empties_the_hand():
    game = game_of("(move Remove (sites Occupied by:Next))", start=HAND_START)
    state = put(game, {"A0.0": "Disc1"}, mover=2)
    state.hands[:2] = [2, 1]
    n = game.board.num_sites
    assert sorted(move.to for move in state.legal_moves()) == [site_of(game, "A0.0"), n]
    state.apply(next(move for move in state.legal_moves() if move.to == n))
    assert state.hands[:2] == [0, 1] and on_board(game, state) == {"A0.0": "Disc1"}
    state.undo()
    assert state.hands[:2] == [2, 1]


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


def test_a_decision_from_one_site_given_by_a_number():
    """(from <int>): nothing to move from Off, from an empty site or from an empty hand."""
    game = game_of("(or {(move (from (last To)) (to (sites Empty) if:(= (to) 1))) "
                   "(move (from (handSite Mover)) (to (sites Empty) if:(= (to) 2)))})", start=HAND_START)
    state = game.new_initial_state(0)
    label = game.board.label
    assert texts(game, state) == [label(2)]  # no last move yet: (last To) is Off
    state.apply(label(2))
    assert texts(game, state) == [f"{label(2)}-{label(1)}"]  # P2's hand holds one, but site 2 is taken
    state.apply(f"{label(2)}-{label(1)}")
    assert texts(game, state) == [label(2)]  # P1's hand: one left
    state.apply(label(2))
    assert state.hands[:2] == [0, 1] and texts(game, state) == []  # (last To) is 2: nothing can go to 1


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


def test_pending_values_add_up_within_a_move_and_lapse_with_the_next():
    game = game_of("(move Add (to (sites Empty)) (then (and {(set Pending (sites {(last To)})) (set Pending 7) (set Pending 40)})))",
                   board="(square 3)")
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(sites Pending)", "sites") == () and not game.evaluate(state, "(is Pending)", "boolean")
    state.apply("B2")
    assert game.evaluate(state, "(sites Pending)", "sites") == (4, 7, 40)  # values, on the board or not
    assert game.evaluate(state, "(value Pending)") == 0  # several values: none is the value, as in Ludii
    state.apply("A1")
    assert game.evaluate(state, "(sites Pending)", "sites") == (0, 7, 40)  # B2's marks are gone
    state.undo()
    assert game.evaluate(state, "(sites Pending)", "sites") == (4, 7, 40)
    assert "remembered" not in game.layout.describe(state)  # no remembered values of the rules'


@pytest.mark.parametrize("marked, value, pending", [("", 1, True), (" 5", 5, True), (" (sites {})", 0, False)])
def test_the_value_pending_is_the_one_value_marked(marked, value, pending):
    game = game_of(f"(move Add (to (sites Empty)) (then (set Pending{marked})))", board="(square 3)")
    state = game.new_initial_state(0)
    state.apply("A1")
    assert game.evaluate(state, "(value Pending)") == value and game.evaluate(state, "(is Pending)", "boolean") == pending


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


def test_the_quadrants_example_wins_by_a_turn_that_makes_five():
    import random

    import ludeme

    game = ludeme.load("examples/quadrants.lud")
    state = game.position({"C4": "Ball1", "C5": "Ball1", "C6": "Ball1", "D4": "Ball1", "E4": "Ball1",
                           "A1": "Ball2", "F6": "Ball2"})
    state.apply("F1")
    assert not state.is_terminal() and state.current_player() == 1  # the same player turns a quadrant
    state.apply("rotate:quadrants2:ccw")  # the column C4-C6 goes to the top row: no line
    assert not state.is_terminal() and state.current_player() == 2
    state.undo()
    state.apply("rotate:quadrants2")  # clockwise: C6, C5, C4 come to A4, B4, C4 beside D4, E4
    assert state.is_terminal() and state.returns() == (1.0, -1.0)
    state, rng = game.new_initial_state(1), random.Random(1)
    while not state.is_terminal():  # a random game reaches an end
        moves = state.legal_moves()
        state.play(moves[rng.randrange(len(moves))])
    assert sum(w >= 0 for w in state.what) >= 9
