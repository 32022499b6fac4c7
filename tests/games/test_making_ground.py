"""Making Ground: the scenario checks of its rules specification (shared/rules/making-ground.md, §6),
the concepts for address as options, and properties of random games.

The specification names squares a1..g7 with rows counted from the top; :func:`sq` gives the
board's own label (rows counted from the bottom). Tiles are written as the specification writes
them: ``V2(P3)`` (vegetable, rank 2, P3's marker), ``V1(-)`` (unmarked), ``#`` (a rock).
"""

import random
from pathlib import Path

import pytest

import ludeme
from interpreter.state import State

ROOT = Path(__file__).resolve().parents[2]
MG = ROOT / "descriptions" / "making-ground.lud"


def load(*options, players="2"):
    return ludeme.load(MG, options=[f"Players/{players}", *options])


@pytest.fixture(scope="module")
def two():
    return load()


@pytest.fixture(scope="module")
def three():
    return load(players="3")


@pytest.fixture(scope="module")
def four():
    return load(players="4 Partnerships")


def side(game):
    return int(round(game.board.num_sites ** 0.5))


def sq(game, name: str) -> str:
    """The board label of the specification's square, e.g. c3 -> C5 on 7x7."""
    return f"{name[0].upper()}{side(game) + 1 - int(name[1:])}"


def spec_name(game, label: str) -> str:
    return f"{label[0].lower()}{side(game) + 1 - int(label[1:])}"


def kind(game, name: str) -> int:
    return [k.name for k in game.pieces].index(name)


def position(game, tiles, mover=1, supply=(), qualified=()):
    """A game in play (after the first moves) with the tiles given; supply: (seat, tile, count);
    qualified: (seat, value), value 1 for animals, 2 for humans too."""
    pieces = {}
    for square, text in tiles.items():
        if text == "#":
            pieces[sq(game, square)] = "Rock0"
        else:
            name, owner = text[:-1].split("(")
            pieces[sq(game, square)] = (name, 0 if owner == "-" else int(owner[1:]))
    state = game.position(pieces, mover=mover)
    state.set_variable("Started", 1)
    for seat, name, count in supply:
        state.stock[seat * len(game.pieces) + kind(game, name)] = count
    for seat, value in qualified:
        game.layout.set(state, "player value", seat, value)
    state.version = State.new_version()
    return state


def board(game, state) -> dict[str, str]:
    found = {}
    for site, what in enumerate(state.what):
        if what < 0:
            continue
        name = game.pieces[what].name
        label = spec_name(game, game.board.label(site))
        found[label] = "#" if name == "Rock0" else f"{name}({'P%d' % state.who[site] if state.who[site] else '-'})"
    return found


def supply(game, state, seat) -> dict[str, int]:
    size = len(game.pieces)
    return {game.pieces[k].name: n for k, n in enumerate(state.stock[seat * size:(seat + 1) * size]) if n}


def place(game, state, tile, square, hand=False):
    state.apply(f"{'hand:' if hand else ''}{tile}@{sq(game, square)}")


def board_score(game, state, seat) -> int:
    """A seat's score worked out from the board with the description's own points table."""
    return sum(game.evaluate(state, f'(mapEntry "Points" {what + 1})')  # numbered from 1, as (what at:) gives them
               for site, what in enumerate(state.what) if what >= 0 and state.who[site] == seat)


# Scenario checks --------------------------------------------------------------------------------


def test_check_1_basic_glob(three):
    state = position(three, {"c3": "V1(P2)", "d3": "V1(P3)"})
    place(three, state, "V1", "e3")
    assert board(three, state) == {"e3": "V2(P1)"}
    assert supply(three, state, 2) == {"V1": 1} and supply(three, state, 3) == {"V1": 1}
    assert supply(three, state, 1) == {}
    assert state.current_player() == 2


def test_check_2_no_glob(two):
    state = position(two, {"c3": "V1(P2)"})
    place(two, state, "V1", "d3")
    assert board(two, state) == {"c3": "V1(P2)", "d3": "V1(P1)"}

    state = position(two, {"c3": "V1(P2)", "d3": "V1(P2)"}, qualified=[(1, 1)])
    place(two, state, "A1", "e3")
    assert board(two, state) == {"c3": "V1(P2)", "d3": "V1(P2)", "e3": "A1(P1)"}

    state = position(two, {"c3": "V2(P2)", "d3": "V1(P2)"})
    place(two, state, "V1", "e3")
    assert board(two, state) == {"c3": "V2(P2)", "d3": "V1(P2)", "e3": "V1(P1)"}


def test_check_3_a_connected_set_of_four_globs_as_one(three):
    state = position(three, {"c3": "V1(P2)", "d3": "V1(P2)", "d4": "V1(P3)"})
    place(three, state, "V1", "e3")
    assert board(three, state) == {"e3": "V2(P1)"}
    assert supply(three, state, 2) == {"V1": 2} and supply(three, state, 3) == {"V1": 1}


def test_check_5_connected_extension_at_level_2(four):
    tiles = {"c3": "V1(P2)", "d3": "V1(P3)", "b3": "V2(P2)", "a3": "V2(P4)"}
    state = position(four, tiles)
    place(four, state, "V1", "e3")
    assert board(four, state) == {"e3": "V3(P1)"}
    assert supply(four, state, 2) == {"V1": 1, "V2": 1}
    assert supply(four, state, 3) == {"V1": 1} and supply(four, state, 4) == {"V2": 1}


def test_a_cascade_climbs_three_levels_through_the_footprint(two):
    tiles = {"c3": "V1(P2)", "d3": "V1(P2)", "e2": "V2(P2)", "e1": "V2(P2)", "f3": "V3(P2)", "g3": "V3(P2)",
             "a1": "V3(P2)"}
    state = position(two, tiles)
    place(two, state, "V1", "e3")
    assert board(two, state) == {"e3": "V4(P1)", "a1": "V3(P2)"}
    assert supply(two, state, 2) == {"V1": 2, "V2": 2, "V3": 2}  # two of each: no trade
    assert state.scores()[0] == 27 == board_score(two, state, 1)


def test_check_5_with_the_literal_threshold_the_cascade_stops(four):
    literal = load("Cascade/Three Others", players="4 Partnerships")
    state = position(literal, {"c3": "V1(P2)", "d3": "V1(P3)", "b3": "V2(P2)", "a3": "V2(P4)"})
    place(literal, state, "V1", "e3")
    assert board(literal, state) == {"a3": "V2(P4)", "b3": "V2(P2)", "e3": "V2(P1)"}


def test_check_6_rocks_and_vp_tiles_break_connectivity(three):
    state = position(three, {"c3": "V1(P2)", "d3": "#", "e3": "V1(P3)"})
    place(three, state, "V1", "f3")
    assert board(three, state) == {"c3": "V1(P2)", "d3": "#", "e3": "V1(P3)", "f3": "V1(P1)"}
    state = position(three, {"c3": "V1(P2)", "d3": "VPV(P2)", "e3": "V1(P3)"})
    place(three, state, "V1", "f3")
    assert len(board(three, state)) == 4
    state = position(three, {"c3": "V1(P2)", "e3": "V1(P3)"})
    place(three, state, "V1", "d3")  # without the rock, d3 globs the line
    assert board(three, state) == {"d3": "V2(P1)"}


def test_check_7_rank_4_and_vp_tiles(three):
    tiles = {"c3": "H4(P2)", "d3": "H4(P3)"}
    state = position(three, tiles, supply=[(1, "H4", 1)])
    place(three, state, "H4", "e3", hand=True)
    assert board(three, state) == {**tiles, "e3": "H4(P1)"} and supply(three, state, 1) == {}

    vp = load("VP Tiles/On", players="3")
    state = position(vp, tiles, supply=[(1, "H4", 1)])
    place(vp, state, "H4", "e3", hand=True)
    assert board(vp, state) == {"e3": "VPH(P1)"}
    assert supply(vp, state, 2) == {"H4": 1} and supply(vp, state, 3) == {"H4": 1}
    assert state.scores()[0] == 243 == board_score(vp, state, 1)
    # The VP tile acts as a rock: it joins no glob.
    state = position(vp, {"c3": "H4(P2)", "d3": "VPH(P2)", "e3": "H4(P3)"}, supply=[(1, "H4", 1)])
    place(vp, state, "H4", "f3", hand=True)
    assert len(board(vp, state)) == 4


def test_check_8_first_move_protocol(three):
    state = three.new_initial_state(0)
    moves = lambda: sorted(three.move_to_text(state, m) for m in state.legal_moves())  # noqa: E731
    assert moves() == ["pass"]  # P1: nothing to accept yet
    state.apply("pass")
    state.apply(f"V1@{sq(three, 'd4')}")  # M1
    assert state.current_player() == 2 and f"V1@{sq(three, 'd4')}" in moves() and "pass" in moves()
    state.apply(f"V1@{sq(three, 'd4')}")  # P2 accepts M1
    state.apply(f"V1@{sq(three, 'b2')}")  # M2
    assert board(three, state)["d4"] == "V1(P2)"
    state.apply("pass")  # P3 declines
    state.apply(f"V1@{sq(three, 'f6')}")  # M3
    # Round 2: P1 must accept (M2 or M3); P2 accepted already and passes; P3 must accept M2.
    assert state.current_player() == 1 and moves() == sorted([f"V1@{sq(three, 'b2')}", f"V1@{sq(three, 'f6')}"])
    state.apply(f"V1@{sq(three, 'f6')}")
    assert state.current_player() == 2 and moves() == ["pass"]
    state.apply("pass")
    assert state.current_player() == 3 and moves() == [f"V1@{sq(three, 'b2')}"]
    state.apply(f"V1@{sq(three, 'b2')}")
    assert board(three, state) == {"d4": "V1(P2)", "b2": "V1(P3)", "f6": "V1(P1)"}
    assert state.current_player() == 1  # left of the last acceptor, P3
    assert state.scores() == (1, 1, 1)
    assert "pass" in moves() and len(moves()) == 1 + 46  # a V1 on any empty square, or pass


def test_check_8_own_proposal_only_when_it_is_the_last(three):
    state = three.new_initial_state(0)
    for text in ["pass", f"V1@{sq(three, 'd4')}", f"V1@{sq(three, 'd4')}", f"V1@{sq(three, 'b2')}",
                 "pass", f"V1@{sq(three, 'f6')}", f"V1@{sq(three, 'b2')}", "pass"]:
        state.apply(text)
    assert state.current_player() == 3
    assert [three.move_to_text(state, m) for m in state.legal_moves()] == [f"V1@{sq(three, 'f6')}"]
    state.apply(f"V1@{sq(three, 'f6')}")
    assert board(three, state)["f6"] == "V1(P3)" and state.current_player() == 1


def test_check_10_scoring(three):
    state = position(three, {"a1": "V3(P1)", "c1": "A2(P1)", "e1": "H1(P1)", "g1": "V1(-)"})
    assert board_score(three, state, 1) == 9 + 6 + 3 == 18
    assert board_score(three, state, 0) == 1  # the unmarked tile belongs to no one


def test_check_10_partnerships_score_the_lower_member(four):
    state = position(four, {})
    for seat, points in zip((1, 2, 3, 4), (30, 20, 12, 18)):
        state.points[seat] = points
    state.set_variable("Over", 1)
    assert four.end(state) == (-1.0, 1.0, -1.0, 1.0)
    assert state.scores() == (12, 18, 12, 18)


def test_check_10_the_game_ends_n_rounds_after_the_first_vp_tile():
    game = load("VP Tiles/On", "End After VP/2 Rounds", players="3")
    state = position(game, {"c3": "V4(P2)", "d3": "V4(P3)"}, supply=[(1, "V4", 1)])
    state.turn = 20  # global turn 20
    place(game, state, "V4", "e3", hand=True)
    assert board(game, state)["e3"] == "VPV(P1)"
    squares = ["a7", "c7", "e7", "g7", "a5", "c5"]
    for number, square in enumerate(squares, 21):
        assert not state.is_terminal() and state.turn == number
        place(game, state, "V1", square)
    assert state.is_terminal()  # after turn 26


# The concepts and the rest of the rules ------------------------------------------------------------


def test_supply_triples_go_up_a_rank(three):
    state = position(three, {"c3": "V1(P2)", "d3": "V1(P3)"}, supply=[(2, "V1", 2), (2, "V2", 2)])
    place(three, state, "V1", "e3")
    assert supply(three, state, 2) == {"V3": 1}  # three V1 -> V2, then three V2 -> V3
    off = load("Supply Upgrades/Off", players="3")
    state = position(off, {"c3": "V1(P2)", "d3": "V1(P3)"}, supply=[(2, "V1", 2)])
    place(off, state, "V1", "e3")
    assert supply(off, state, 2) == {"V1": 3}


def test_a_rank_3_vegetable_qualifies_for_animals(two):
    tiles = {"a3": "V2(P2)", "b3": "V2(P2)", "c3": "V1(P2)", "d3": "V1(P2)"}
    state = position(two, tiles)
    assert not any(m.what == kind(two, "A1") for m in state.legal_moves())
    place(two, state, "V1", "e3")
    assert board(two, state) == {"e3": "V3(P1)"}
    state.apply("pass")
    assert any(two.move_to_text(state, m) == f"A1@{sq(two, 'a1')}" for m in state.legal_moves())
    assert not any(m.what == kind(two, "H1") for m in state.legal_moves())


def test_hand_tiles_and_pool_tiles_are_different_moves(two):
    state = position(two, {}, supply=[(1, "V1", 1), (1, "A2", 1)])
    texts = {two.move_to_text(state, m) for m in state.legal_moves()}
    assert {f"V1@{sq(two, 'a1')}", f"hand:V1@{sq(two, 'a1')}", f"hand:A2@{sq(two, 'a1')}"} <= texts
    assert f"A1@{sq(two, 'a1')}" not in texts
    place(two, state, "A2", "a1", hand=True)
    assert supply(two, state, 1) == {"V1": 1} and state.scores() == (6, 0)


def marker_board(empty):
    """A 5x5 game with the start marker, P1 holding it; only the squares ``empty`` are free.
    b3 and d3 are V1s (a V1 on c3 globs), a2 is a lone V1, the rest rocks."""
    game = load("Start Marker/On", "Board Size/5x5", players="3")
    tiles = {f"{c}{r}": "#" for c in "abcde" for r in range(1, 6)}
    tiles.update({"b3": "V1(P2)", "d3": "V1(P3)", "a2": "V1(P2)"})
    for square in empty:
        del tiles[square]
    state = position(game, tiles)
    state.set_variable("Marker", 1)
    return game, state


def test_start_marker_places_an_unmarked_tile_where_it_does_not_glob():
    game, state = marker_board(["a1", "c3", "e5"])
    state.apply("pass")  # P1's turn; the marker action follows, still P1's
    assert state.current_player() == 1
    options = sorted(game.move_to_text(state, m) for m in state.legal_moves())
    assert options == sorted([f"V1@{sq(game, 'a1')}", f"V1@{sq(game, 'e5')}"])  # c3 would glob
    state.apply(f"V1@{sq(game, 'a1')}")
    assert board(game, state)["a1"] == "V1(-)" and state.scores() == (0, 0, 0)
    assert state.variable("Marker") == 3  # passed to P1's right
    assert state.current_player() == 2


def test_the_marker_tile_globs_when_it_must_and_stays_unmarked():
    game, state = marker_board(["c3"])
    state.apply("pass")
    assert [game.move_to_text(state, m) for m in state.legal_moves()] == [f"V1@{sq(game, 'c3')}"]
    state.apply(f"V1@{sq(game, 'c3')}")
    assert board(game, state)["c3"] == "V2(-)" and "b3" not in board(game, state)
    assert supply(game, state, 2) == {"V1": 1} and supply(game, state, 3) == {"V1": 1}


def test_the_marker_waits_for_its_holder():
    game, state = marker_board(["a1", "c3", "e5"])
    state.set_variable("Marker", 2)
    state.apply("pass")
    assert state.current_player() == 2  # P1 has no marker action


def test_extra_turn_after_a_glob():
    game = load("Extra Turn/On")
    state = position(game, {"c3": "V1(P2)", "d3": "V1(P2)"})
    place(game, state, "V1", "e3")
    assert state.current_player() == 1
    place(game, state, "V1", "a1")
    assert state.current_player() == 2


def test_all_passing_ends_the_game(three):
    state = position(three, {"a1": "V1(P2)"})
    state.points[2] = 1
    for _ in range(2):
        state.apply("pass")
        assert not state.is_terminal()
    state.apply("pass")
    assert state.is_terminal() and state.returns() == (-1.0, 1.0, -1.0)


def test_a_full_board_ends_the_game(two):
    tiles = {f"{c}{r}": ("V1(P1)" if (ord(c) + r) % 2 else "A1(P2)") for c in "abcdefg" for r in range(1, 8)}
    del tiles["g7"]
    state = position(two, tiles, qualified=[(1, 1)])
    place(two, state, "A1", "g7")
    assert state.is_terminal()


def test_an_illegal_placement_is_refused_with_the_state_unchanged(two):
    state = position(two, {"c3": "V1(P2)"})
    before = (list(state.who), list(state.what))
    with pytest.raises(ValueError, match="not"):
        state.apply(f"A1@{sq(two, 'a1')}")  # not qualified for animals
    with pytest.raises(ValueError):
        state.apply(f"V1@{sq(two, 'c3')}")  # occupied
    assert (state.who, state.what) == before and state.current_player() == 1


@pytest.mark.parametrize("options", [
    ("Players/2", "Board Size/9x9"),
    ("Players/3", "VP Tiles/On", "End After VP/1 Round", "Rocks/4"),
    ("Players/4 Partnerships", "Start Marker/On", "Extra Turn/On", "VP Tiles/On"),
    ("Players/2", "Start Player/Nominal First", "Scoring/One Per Tile", "Pass/When Unable", "Board Size/5x5"),
])
def test_random_games_end_and_scores_match_the_board(options):
    game = ludeme.load(MG, options=list(options))
    rng = random.Random(3)
    for seed in range(3):
        state = game.new_initial_state(seed)
        while not state.is_terminal():
            moves = state.legal_moves()
            state.play(moves[rng.randrange(len(moves))])
            if rng.random() < 0.05 and state.variable("Started"):
                seats = range(1, game.num_players + 1)
                assert [state.points[s] for s in seats] == [board_score(game, state, s) for s in seats]
                assert not any(state.marks)  # no footprint is left between moves
        assert state.variable("Started") == 1
        if "4 Partnerships" not in options[0]:
            seats = range(1, game.num_players + 1)
            assert list(state.scores()) == [board_score(game, state, s) for s in seats]
