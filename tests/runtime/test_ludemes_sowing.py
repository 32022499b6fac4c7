"""Sowing games: (mancalaBoard ...), tracks written as steps, counts of pieces per site ((count at:),
(count in:), (set Count ...)), (sow ...), (fromTo ...), region-valued (if ...), maps keyed by players,
proposals and votes, (is Cycle), and a small sowing game of our own played through."""

import json
import random

import pytest

from interpreter.game import load_text
from interpreter.lowering import NotLowered, lower
from interpreter.positions import state_from_position
from interpreter.render.picture import state_svg
from ludeme.diagnostics import DiagnosticError
from tests.helpers import ludii_library

#: A two-row game of our own: four seeds a hole, sowing anticlockwise, captures of 2 or 3 in the
#: opponent's row, taken back along the row while they go on, into the mover's store.
PITS = """
(game "Pits"
    (players 2)
    (equipment {
        (mancalaBoard 2 4 (track "Round" "1,E,N,W" loop:True))
        (regions P1 (sites Bottom))
        (regions P2 (sites Top))
        (map {(pair P1 LastSite) (pair P2 FirstSite)})
        (piece "Seed" Shared)
    })
    (rules
        (start (set Count 2 to:(sites Track)))
        (play
            (move Select (from (sites Mover) if:(< 0 (count at:(from))))
                (then (sow if:(and (is In (to) (sites Next)) (or (= (count at:(to)) 2) (= (count at:(to)) 3)))
                           apply:(fromTo (from (to)) (to (mapEntry (mover))) count:(count at:(to)))
                           includeSelf:False
                           backtracking:True))))
        (end (if (no Moves Mover)
                 (byScore {(score P1 (+ (count at:(mapEntry P1)) (count in:(sites P1))))
                           (score P2 (+ (count at:(mapEntry P2)) (count in:(sites P2))))})))
    )
)
"""


def game_of(equipment: str, start: str, play: str, end: str = "(end (if (no Moves Next) (result Mover Win)))",
            **options):
    return load_text(f'(game "T" (players 2) (equipment {{{equipment} (piece "Seed" Shared)}}) '
                     f"(rules (start {start}) (play {play}) {end}))", **options)


def counts(state) -> list[int]:
    return [state.game.layout.get(state, "count", site) for site in range(state.game.board.num_sites)]


ROW = '(mancalaBoard 2 3 store:None (track "T" "0,E,N,W" loop:True))'


def test_a_mancala_board_numbers_its_stores_and_holes_as_ludii():
    game = load_text(PITS)
    board = game.board
    assert board.num_sites == 10
    assert sorted(board.region("RegionP1")) == [1, 2, 3, 4] and sorted(board.region("RegionP2")) == [5, 6, 7, 8]
    assert (board.step(0, "ESE"), board.step(0, "ENE"), board.step(4, "ENE"), board.step(4, "N")) == (1, 5, 9, 8)
    tracks = game._compiler.shared("equipment")["tracks"]
    assert tracks["Round"].sites == (1, 2, 3, 4, 8, 7, 6, 5)


@pytest.mark.parametrize("store, sites", [("store:None", 6), ("", 8), ("store:Inner", 9)])
def test_stores_of_a_mancala_board(store, sites):
    game = game_of(f"(mancalaBoard 2 3 {store})", "(set Count 1 at:0)", "(move Pass)")
    assert game.board.num_sites == sites  # inner stores: as in Ludii, a square of rows x rows cells, on its vertices


def test_a_track_of_steps_names_a_direction_of_the_board():
    with pytest.raises(DiagnosticError, match='"Q" in the steps of a track is no direction'):
        game_of('(mancalaBoard 2 3 store:None (track "T" "0,E,Q" loop:True))', "(set Count 1 at:0)", "(move Pass)")


def test_tracks_owned_by_players_and_steps_of_a_given_length():
    game = game_of('(mancalaBoard 2 3 store:None {(track "T1" "0,E,N1,W" loop:True P1) '
                   '(track "T2" "5,W,S1,E" loop:True P2)})',
                   "(set Count 2 to:(sites Track))",
                   "(move Select (from (sites Board) if:(> (count at:(from)) 0)) (then (sow \"T\" owner:(mover))))")
    tracks = game._compiler.shared("equipment")["all tracks"]
    assert [(name, track.sites, track.owner) for name, track in tracks] == [
        ("T1", (0, 1, 2, 5, 4, 3), 1), ("T2", (5, 4, 3, 0, 1, 2), 2)]
    state = game.new_initial_state()
    assert counts(state) == [2, 2, 2, 2, 2, 2]  # (sites Track): the first track
    state.apply("B1")  # P1 sows along T1: C1 then C2
    assert counts(state) == [2, 0, 3, 2, 2, 3]
    state.apply("C2")  # P2 sows along T2: B2, A2, A1
    assert counts(state) == [3, 0, 3, 3, 3, 0]


def test_count_at_in_and_cell_and_set_count():
    game = game_of(ROW, "{(set Count 3 at:0) (set Count 2 to:(sites {4 5}))}",
                   "(if (= 7 (count in:(sites Board))) (move Select (from 0) (then (set Count (count Cell at:4) at:1))))")
    state = game.new_initial_state()
    assert counts(state) == [3, 0, 0, 0, 2, 2]
    assert [game.move_to_text(state, move) for move in state.legal_moves()] == ["*A1"]
    state.apply("*A1")
    assert counts(state)[1] == 2 and state.what[1] >= 0  # a site given pieces holds a piece
    state.undo()
    assert counts(state) == [3, 0, 0, 0, 2, 2] and state.what[1] < 0


def sown(play_sow: str, start: str = "(set Count 2 to:(sites Track))", track: str = '"0,E,N,W"',
         chosen: str = "A1") -> list[int]:
    game = game_of(f'(mancalaBoard 2 3 store:None (track "T" {track} loop:True))', start,
                   f"(move Select (from (sites Bottom) if:(> (count at:(from)) 0)) (then {play_sow}))")
    state = game.new_initial_state()
    state.apply(chosen)
    return counts(state)


def test_sow_drops_one_a_site_along_the_track():
    assert sown("(sow)") == [0, 3, 3, 2, 2, 2]


def test_sow_skips_sites_as_they_were_before_the_sowing():
    # C1 is passed by: the pieces go to B1 and C2
    assert sown("(sow skipIf:(= (to) 2))") == [0, 3, 2, 2, 2, 3]
    # (value): the pieces left to drop; B1 is passed by while 2 are left, so they go to C1 and C2
    assert sown("(sow skipIf:(and (= (value) 2) (= (to) 1)))") == [0, 2, 3, 2, 2, 3]
    # skipIf is asked of the position before the sowing: B1 holds 2 then, and is passed by
    assert sown("(sow skipIf:(= (count at:(to)) 2))", "{(set Count 2 to:{0 1}) (set Count 1 to:{2 3 4 5})}") \
        == [0, 2, 2, 1, 1, 2]


def test_sow_around_the_start_with_and_without_it():
    start = "{(set Count 7 at:0) (set Count 0 to:(sites {1 2 3 4 5}))}"
    assert sown("(sow)", start) == [1, 2, 1, 1, 1, 1]  # round the track: one stays in A1, the last in B1
    assert sown("(sow includeSelf:False)", start) == [0, 2, 2, 1, 1, 1]
    assert sown("(sow origin:True)", start) == [2, 1, 1, 1, 1, 1]  # first into A1 itself


def test_sow_with_several_pieces_a_hole_and_a_count_given():
    assert sown("(sow numPerHole:2)") == [0, 4, 2, 2, 2, 2]
    assert sown("(sow count:1)") == [1, 3, 2, 2, 2, 2]


def test_sow_captures_backwards_on_the_position_after_the_sowing():
    start = "{(set Count 3 at:0) (set Count 1 to:(sites {3 4 5}))}"
    rule = ("(sow if:(= (count at:(to)) 2) apply:(fromTo (from (to)) (to 1) count:(count at:(to))) "
            "backtracking:True)")
    track = '"0,1,2,5,4,3"'  # A1 B1 C1 C2 B2 A2: sown into B1, C1, C2
    assert sown(rule, start, track) == [0, 3, 1, 1, 1, 0]  # C2 holds 2: taken; C1 holds 1: the captures stop
    start = "{(set Count 3 at:0) (set Count 1 to:(sites {2 3 4 5}))}"
    # C2 and C1 (2 each after the sowing) are taken; B1 held 1 after the sowing, its captures not yet made
    assert sown(rule, start, track) == [0, 5, 0, 1, 1, 0]


def test_sow_apply_once_without_backtracking_and_then_after():
    start = "{(set Count 2 at:0) (set Count 0 to:(sites {1 2 3 4 5}))}"
    rule = "(sow apply:(fromTo (from (to)) (to 5)) (then (set Count 9 at:3)))"
    assert sown(rule, start) == [0, 1, 0, 9, 0, 1]


def test_sowing_undoes_exactly_and_shows_in_saves_pictures_and_text():
    game = load_text(PITS)
    state = game.new_initial_state(seed=3)
    before = (counts(state), state.who[:], state.what[:], state.version)
    state.apply(state.legal_moves()[0])
    assert counts(state) != before[0]
    saved = game.state_to_json(state)
    assert saved["values"]["count"]["C1"] == 3
    assert game.state_from_json(json.loads(json.dumps(saved))).slots == state.slots
    position = state.to_position()
    assert position["sites"]["C1"] == {"count": 3}
    assert state_from_position(game, position).slots == state.slots
    assert "Seed3" in str(state) and ">3<" in state_svg(game, state)
    state.undo()
    assert (counts(state), state.who, state.what, state.version) == before


def test_games_that_count_pieces_stay_on_the_reference_backend():
    with pytest.raises(NotLowered, match="counts of pieces"):
        lower(load_text(PITS))


def test_region_if_maps_keyed_by_players_and_is_mover_of_a_role():
    game = game_of(ROW + ' (map {(pair P1 LastSite) (pair P2 FirstSite)})', "(set Count 1 at:0)",
                   "(move Select (from (if (is Mover P1) (sites {(mapEntry (mover))}) (sites Top))))")
    state = game.new_initial_state()
    assert [m.to for m in state.legal_moves()] == [5]
    state.apply("*C2")
    assert sorted(m.to for m in state.legal_moves()) == [3, 4, 5]


def test_proposals_votes_and_decisions():
    game = game_of(ROW, "(set Count 1 at:0)",
                   '(if (is Proposed "End") (or (move Vote "End") (move Vote "No")) (move Propose "End"))',
                   '(end (if (is Decided "End") (result Mover Win)))')
    state = game.new_initial_state()
    for move in ["propose:end", "vote:end", "vote:no"]:
        assert move in [game.move_to_text(state, m) for m in state.legal_moves()]
        state.apply(move)
    assert not state.is_terminal()  # one vote each way: nothing decided, the proposal forgotten
    for move in ["propose:end", "vote:end", "vote:end"]:  # P2 proposes, both agree
        state.apply(move)
    assert state.returns() == (-1.0, 1.0)  # decided on P2's vote: P2, the mover, wins


def test_a_cycle_is_three_rounds_of_the_same_positions():
    game = game_of(ROW, "(set Count 1 at:0)", "(move Select (from (sites {0 5})) (then (fromTo (from (last To)) "
                   "(to (if (= (last To) 0) 5 0)))))", "(end (if (is Cycle) (result Mover Draw)))")
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        state.apply(next(m for m in state.legal_moves() if counts(state)[m.to] > 0))
        moves += 1
    # as in Ludii, a position is among those met once the end rules after its move have been asked: the
    # thirteenth move's end rules see twelve, the last four three times over
    assert moves == 13


def test_no_moves_of_the_mover_ends_the_turn_after_a_forced_pass():
    game = load_text(PITS, forced_pass=True)
    rng = random.Random(5)
    state = game.new_initial_state(seed=5)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
    assert state.record[-1].kind == "Pass" and sum(state.scores()) == 16  # the seeds each owns
    assert sum(counts(state)) == 16  # no seed lost or made


def test_our_sowing_game_plays_to_the_end_keeping_every_seed():
    game = load_text(PITS, forced_pass=True)
    for seed in range(10):
        state = game.new_initial_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_moves()))
            assert sum(counts(state)) == 16
        assert state.returns() in [(1.0, -1.0), (-1.0, 1.0), (0.0, 0.0)]


@pytest.mark.parametrize("name", ["two_rows/Kalah.lud", "two_rows/Oware.lud", "two_rows/Das Bohnenspiel.lud"])
def test_ludii_sowing_games_load_and_play(name):
    from interpreter.game import load_game

    game = load_game(str(ludii_library() / "lud/board/sow" / name), forced_pass=True)
    state = game.new_initial_state(seed=1)
    assert len(state.legal_moves()) == 6
    rng = random.Random(1)
    total = sum(counts(state))
    while not state.is_terminal() and len(state.record) < 2000:
        state.apply(rng.choice(state.legal_moves()))
        assert sum(counts(state)) + sum(state.hands) == total
    assert state.is_terminal()


def test_hands_count_seeds_and_moves_carry_a_count_of_them():
    game = game_of(ROW + " (hand Each)", "{(set Count 3 at:(handSite P1)) (set Count 1 at:1)}",
                   "(if (is Occupied (handSite Mover)) (move (from (handSite Mover)) (to (sites {1 2})) count:2) "
                   "(move Pass))", "(end (if (is Empty (handSite P1)) (result P1 Win)))")
    state = game.new_initial_state()
    assert state.hands[0] == 3 and len(state.legal_moves()) == 2
    state.apply(next(m for m in state.legal_moves() if m.to == 1))
    assert counts(state)[1] == 3 and state.hands[0] == 1  # two seeds onto the one there
    state.apply("pass")
    state.apply(next(m for m in state.legal_moves() if m.to == 2))
    assert counts(state)[2] == 1 and state.hands[0] == 0  # the one left: no more than the hand holds
    assert state.returns() == (1.0, -1.0)


def test_a_selected_site_is_where_the_move_comes_from():
    assert sown("(sow origin:(!= (count at:(last From)) 2))") == [0, 3, 3, 2, 2, 2]
    assert sown("(sow origin:(= (count at:(last From)) 2))") == [1, 3, 2, 2, 2, 2]


def test_map_values_worked_out_from_constants():
    game = game_of(ROW + " (map {(pair P1 (- (* 2 3) 1)) (pair P2 0)})", "(set Count 1 at:(mapEntry P1))",
                   "(move Select (from (sites {(mapEntry (mover))})))", "(end (if (= 1 (count Moves)) (result Mover Win)))")
    state = game.new_initial_state()
    assert [m.to for m in state.legal_moves()] == [5] and counts(state)[5] == 1


def test_removing_from_a_counted_site_empties_it_whatever_the_count_and_remembered_values_are_asked():
    # Ludii's removal clears a site of a game that does not stack: count:2 of 5 leaves none
    game = game_of(ROW, '{(set Count 5 at:0) (set Count 2 at:1) (set Count 4 at:2) (set RememberValue "Sown" 1)}',
                   '(move Select (from (sites {0 1}) if:(not (is In (from) (values Remembered "Sown")))) '
                   '(then (and (remove (last To) count:2) (remove 1))))')
    state = game.new_initial_state()
    assert [m.to for m in state.legal_moves()] == [0]
    state.apply("*A1")
    assert counts(state)[:3] == [0, 0, 4] and state.what[0] < 0 and state.what[1] < 0
    state.undo()
    assert counts(state)[:3] == [5, 2, 4]


def test_a_decision_to_remove_from_a_counted_site_empties_it_as_in_ludii():
    game = game_of(ROW, "{(set Count 5 at:0) (set Count 3 at:1)}", "(move Remove (sites {0}) count:(- (count at:(to)) 1))")
    state = game.new_initial_state()
    state.apply(state.legal_moves()[0])
    assert counts(state)[:2] == [0, 3] and state.what[0] < 0


def test_placing_several_pieces_a_site_at_the_start():
    game = load_text('(game "T" (players 2) (equipment {(mancalaBoard 2 3 store:None) (piece "Seed" Each)}) '
                     '(rules (start {(place "Seed1" (sites Bottom) counts:{4}) (place "Seed2" (sites {3}) counts:{2 5})}) '
                     '(play (move Pass)) (end (if (= 2 (count Moves)) (result Mover Draw)))))')
    state = game.new_initial_state()
    assert counts(state) == [4, 4, 4, 2, 0, 0] and state.who[:4] == [1, 1, 1, 2]


def test_pieces_placed_with_counts_and_a_state_keep_the_state():
    game = load_text('(game "T" (players 2) (equipment {(mancalaBoard 2 3 store:None) (piece "Seed" Shared)}) '
                     '(rules (start {(place "Seed" (sites {0}) counts:{3} state:2) (place "Seed" (sites {4}) count:2 state:1) '
                     '(place "Seed" (sites {0}) counts:{1} state:5)}) '
                     '(play (move Pass)) (end (if (= 2 (count Moves)) (result Mover Draw)))))')
    state = game.new_initial_state()
    assert counts(state) == [4, 0, 0, 0, 2, 0]
    assert state.marks[:6] == [5, 0, 0, 0, 1, 0]  # a site placed on again takes the new state, as in Ludii


def test_games_that_set_no_count_keep_none():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each) (hand Each)}) '
                     '(rules (start (place "Disc1" (handSite P1) count:2)) (play (or (move (from (handSite Mover)) '
                     '(to (sites Empty))) (move Remove (sites Occupied by:Mover)))) (end (if (is Full) (result Mover Draw)))))')
    assert "count" not in game.layout.arrays
    state = game.new_initial_state()
    state.apply(next(m for m in state.legal_moves() if m.to == 4))
    assert state.what[4] == 0 and state.hands[0] == 1


def test_a_seed_sown_back_into_its_hole_is_the_last_piece_moved():
    # four seeds round a loop of four holes: the last falls back into the hole they came from
    game = load_text('(game "Round" (players 2) (equipment {(mancalaBoard 2 2 store:None (track "T" "0,E,N,W" '
                     'loop:True)) (piece "Seed" Shared)}) (rules (start (set Count 4 to:(sites {0}))) '
                     '(play (move Select (from (sites Board) if:(> (count at:(from)) 0)) (then (sow)))) '
                     '(end (if (= 0 (last To afterConsequence:True)) (result Mover Win)))))')
    state = game.new_initial_state(0)
    state.apply(state.legal_moves()[0])
    assert counts(state) == [1, 1, 1, 1]
    assert state.is_terminal() and state.returns() == (1.0, -1.0)


def test_a_sowing_whose_last_piece_passes_over_its_start_leaves_to_at_the_start_as_ludii():
    # four seeds from A1 round a loop of four holes without the start: B1, B2, A2, then over A1 to
    # B1; apply: sees (to) at the start, as in Ludii, where it names the start and drops beyond it
    game = load_text('(game "Round" (players 2) (equipment {(mancalaBoard 2 2 store:None (track "T" "0,E,N,W" '
                     'loop:True)) (piece "Seed" Shared)}) (rules (start (set Count 4 to:(sites {0}))) '
                     '(play (move Select (from (sites Board) if:(> (count at:(from)) 0)) (then (sow '
                     'apply:(addScore Mover (+ 1 (to))) includeSelf:False)))) (end (if (= 1 1) (result Mover Win)))))')
    state = game.new_initial_state(0)
    state.apply(state.legal_moves()[0])
    assert counts(state) == [0, 2, 1, 1] and state.scores()[0] == 1  # (to) 0, not 1 where the last seed fell


def round_board(start: str, then: str) -> object:
    """Four holes in a loop (A1 B1 B2 A2), counts from ``start``, and a sowing from a chosen hole."""
    return load_text('(game "Round" (players 2) (equipment {(mancalaBoard 2 2 store:None (track "T" "0,E,N,W" '
                     f'loop:True)) (piece "Seed" Shared)}}) (rules (start (set Count {start})) '
                     f'(play (move Select (from (sites Board) if:(> (count at:(from)) 0)) (then {then}))) '
                     '(end (if (= 1 1) (result Mover Win)))))')


def test_apply_is_worked_out_on_the_position_after_the_sowing_alone_as_ludii():
    # the value remembered beside the sowing is not there yet when apply: is worked out
    game = round_board("5 to:(sites {0})", '(and (remember Value "R" (last To)) (sow apply:(if (is In (to) '
                       '(sites (values Remembered "R"))) (addScore Mover 1)) origin:True))')
    state = game.new_initial_state(0)
    state.apply(state.legal_moves()[0])  # A1's five seeds: A1 (origin:True), B1, B2, A2, A1
    assert counts(state) == [2, 1, 1, 1] and state.scores()[0] == 0
    assert game.evaluate(state, '(count Sites in:(sites (values Remembered "R")))') == 1  # remembered after


def test_a_move_made_by_apply_is_the_last_move_for_its_own_consequences_as_ludii():
    # the seeds of the last hole sown (B2) go to A2, then (last From) names B2, not the hole chosen
    game = round_board("2 to:(sites {0})", '(sow apply:(fromTo (from (to)) (to 2) count:1 '
                       '(then (addScore Mover (+ 1 (last From))))))')
    state = game.new_initial_state(0)
    state.apply(state.legal_moves()[0])  # A1's two seeds: B1, B2; one goes on from B2 to A2
    assert counts(state) == [0, 1, 1, 0] and state.scores()[0] == 4  # B2 is site 3


def test_a_hole_emptied_loses_its_state_value_as_in_ludii():
    game = round_board("2 to:(sites {0})", "(and (set State at:(last To) 5) (sow))")
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(state at:0)") == 0
    state.apply(state.legal_moves()[0])  # A1 marked 5, then its seeds sown: emptied, it is 0 again
    assert counts(state) == [0, 1, 0, 1] and game.evaluate(state, "(state at:0)") == 0
