"""Turn of Time: the scenario checks of its rules specification (grid TOT-RING), and the rest of
the rules: seats and players, the balance cascade and its choices, the doubling challenge.

Seats are the seasons: P1 Spring, P2 Summer, P3 Fall, P4 Winter. ``Ak.j`` is area k, slot j.
"""

import random
from pathlib import Path

import pytest

import ludeme
from interpreter.state import State

ROOT = Path(__file__).resolve().parents[2]
TOT = ROOT / "descriptions" / "turn-of-time.lud"
SEASONS = {"Sp": "Spring1", "Su": "Summer2", "Fa": "Fall3", "Wi": "Winter4"}
SEAT = {"Sp": 1, "Su": 2, "Fa": 3, "Wi": 4}


@pytest.fixture(scope="module")
def four():
    return ludeme.load(TOT)


@pytest.fixture(scope="module")
def three():
    return ludeme.load(TOT, options=["Players/3"])


@pytest.fixture(scope="module")
def two():
    return ludeme.load(TOT, options=["Players/2"])


def setup(game, tokens: str, mover: str, hand: int = 9):
    """A position from "Wi@A0.3 Sp@A0.5 ...", every hand holding ``hand`` tokens."""
    pieces = {}
    for token in tokens.split():
        season, label = token.split("@")
        pieces[label] = SEASONS[season]
    state = game.position(pieces, mover=SEAT[mover])
    state.hands[:game.num_seats] = [hand] * game.num_seats
    state.version = State.new_version()
    return state


def board(game, state) -> dict:
    """label -> season of every token on the board."""
    names = {v: k for k, v in SEASONS.items()}
    return {game.board.label(site): names[game.pieces[what].name]
            for site, what in enumerate(state.what) if what >= 0}


def area(game, state, k: int) -> dict:
    return {label: season for label, season in board(game, state).items() if label.startswith(f"A{k}.")}


def moves(game, state) -> set:
    return {game.move_to_text(state, m) for m in state.legal_moves()}


def plays(game, state) -> set:
    """The hexagons where the mover may play a token."""
    return {text for text in moves(game, state) if text[0] == "A"}


# Check 1 -------------------------------------------------------------------------------------

INITIAL_PLAYS = {
    "Sp": {"A0.1", "A0.2", "A3.1", "A3.2", "A5.0", "A5.1"},
    "Su": {"A0.1", "A0.2", "A1.2", "A1.3", "A2.3", "A2.4"},
    "Fa": {"A2.3", "A2.4", "A3.4", "A3.5", "A4.0", "A4.5"},
    "Wi": {"A1.0", "A1.5", "A4.0", "A4.5", "A5.0", "A5.1"},
}


@pytest.mark.parametrize("season", ["Sp", "Su", "Fa", "Wi"])
def test_check_1_initial_legal_plays_4p(four, season):
    state = four.new_initial_state(0)
    state.mover = SEAT[season]
    state.version = State.new_version()
    assert plays(four, state) == INITIAL_PLAYS[season]


def test_check_1_initial_legal_plays_3p(three):
    state = three.new_initial_state(0)
    assert plays(three, state) == {"A0.1", "A0.2", "A1.0", "A1.5", "A2.3", "A2.4", "A3.4", "A3.5",
                                   "A4.2", "A4.3", "A5.0", "A5.1"}


def test_setup_hands_and_tokens(four, three, two):
    for game, hand, each in ((four, 9, 3), (three, 11, 4), (two, 9, 3)):
        state = game.new_initial_state(0)
        assert state.hands[:game.num_seats] == [hand] * game.num_seats
        placed = list(board(game, state).values())
        assert all(placed.count(season) == each for season in set(placed))
        assert len(set(placed)) == game.num_seats


# Check 2 -------------------------------------------------------------------------------------

def test_check_2_no_play_into_imbalance(four):
    state = four.new_initial_state(0)
    state.mover = SEAT["Su"]
    state.version = State.new_version()
    state.apply("A2.4")
    assert board(four, state)["A2.4"] == "Su"
    state.mover = SEAT["Sp"]  # Spring's view of the same position
    state.version = State.new_version()
    assert plays(four, state) == {"A0.1", "A0.2", "A3.2", "A5.0", "A5.1"}


# Check 3 -------------------------------------------------------------------------------------

def test_check_3_turn_needs_an_own_token(four):
    state = four.new_initial_state(0)
    turns = {text for text in moves(four, state) if text.startswith("rotate")}
    assert turns == {"rotate:a0", "rotate:a1", "rotate:a5", "rotate:all"}


# Check 4 -------------------------------------------------------------------------------------

def test_check_4_forward_replacement(four):
    state = setup(four, "Wi@A0.3 Sp@A0.5 Sp@A1.5", "Sp")
    state.apply("rotate:a0")
    assert area(four, state, 0) == {"A0.2": "Wi", "A0.4": "Sp"}
    assert moves(four, state) == {"*A0.2"}  # the resolution is Spring's decision
    state.apply("*A0.2")
    assert area(four, state, 0) == {"A0.2": "Sp", "A0.4": "Sp"} and area(four, state, 1) == {"A1.5": "Sp"}
    assert state.hands[SEAT["Wi"] - 1] == 10 and state.hands[SEAT["Sp"] - 1] == 8


def test_check_4_variant_no_following_season_on_the_area(four):
    state = setup(four, "Wi@A0.3 Su@A0.5 Sp@A1.5", "Su")
    state.apply("rotate:a0")
    assert area(four, state, 0) == {"A0.2": "Wi", "A0.4": "Su"}
    assert state.current_player() == SEAT["Fa"]  # nothing to resolve: the turn is over
    assert state.hands[:4] == [9, 9, 9, 9]


# Check 5 -------------------------------------------------------------------------------------

def test_check_5_opposing_seasons_removed_4p(four):
    state = setup(four, "Fa@A0.3 Sp@A0.0 Sp@A1.5", "Fa")
    state.apply("rotate:a0")
    assert area(four, state, 0) == {"A0.2": "Fa", "A0.5": "Sp"}
    state.apply("*A0.2")
    assert area(four, state, 0) == {"A0.5": "Sp"} and area(four, state, 1) == {}
    assert state.hands[SEAT["Fa"] - 1] == 10 and state.hands[SEAT["Sp"] - 1] == 10


def test_check_5_replacement_3p(three):
    state = setup(three, "Fa@A0.3 Sp@A0.0 Sp@A1.5", "Fa", hand=11)
    state.apply("rotate:a0")
    state.apply("*A0.2")
    assert area(three, state, 0) == {"A0.2": "Sp", "A0.5": "Sp"} and area(three, state, 1) == {"A1.5": "Sp"}


# Check 6 -------------------------------------------------------------------------------------

def test_check_6_turn_back_time_reverses_replacement(four):
    state = setup(four, "Fa@A0.1 Wi@A1.4 Fa@A1.0", "Su")
    state.apply("rotate:all")
    assert area(four, state, 0) == {"A0.2": "Fa"} and area(four, state, 1) == {"A1.5": "Wi", "A1.1": "Fa"}
    assert moves(four, state) == {"*A1.5"}
    state.apply("*A1.5")
    assert area(four, state, 1) == {"A1.1": "Fa", "A1.5": "Fa"}
    assert state.hands[SEAT["Wi"] - 1] == 10 and state.hands[SEAT["Fa"] - 1] == 8


def test_check_6_same_position_in_normal_mode_stays(four):
    state = setup(four, "Fa@A0.2 Wi@A1.5 Fa@A1.1 Su@A3.0 Fa@A3.3", "Su")
    state.apply("A3.1")  # any action in normal mode: the pair is not resolvable
    assert area(four, state, 1) == {"A1.5": "Wi", "A1.1": "Fa"}
    assert state.current_player() == SEAT["Fa"]


# Check 7 (order of resolutions) --------------------------------------------------------------

def test_check_7_the_acting_seat_chooses_the_order(four):
    position = "Wi@A0.3 Sp@A0.5 Su@A0.1 Sp@A1.5 Fa@A1.1 Su@A5.1"
    state = setup(four, position, "Sp")
    state.apply("rotate:a0")
    assert moves(four, state) == {"*A0.2", "*A0.4"}
    state.apply("*A0.4")  # Summer replaces the only Spring of A0: Winter's replacement is blocked
    assert area(four, state, 0) == {"A0.0": "Su", "A0.2": "Wi", "A0.4": "Su"}
    assert state.current_player() == SEAT["Su"]
    state = setup(four, position, "Sp")
    state.apply("rotate:a0")
    state.apply("*A0.2")
    assert moves(four, state) == {"*A0.4"}
    state.apply("*A0.4")
    assert area(four, state, 0) == {"A0.0": "Su", "A0.2": "Sp", "A0.4": "Su"}


# Check 8 -------------------------------------------------------------------------------------

def test_check_8a_four_tokens_on_an_area_wins_4p_not_3p(four, three):
    for game, wins in ((four, True), (three, False)):
        state = setup(game, "Su@A2.1 Su@A2.2 Su@A2.3 Fa@A2.5 Sp@A0.0", "Su")
        state.apply("A2.4")
        assert state.is_terminal() == wins
        if wins:
            assert state.returns()[SEAT["Su"] - 1] == 1.0


def test_check_8b_lone_season_wins_4p_not_3p(four, three):
    state = setup(four, "Sp@A1.1 Fa@A1.4 Sp@A2.0 Su@A2.2", "Sp")
    state.apply("rotate:a1")
    assert area(four, state, 1) == {"A1.0": "Sp", "A1.3": "Fa"}
    (pair,) = moves(four, state)  # the pair A1.3-A2.0, resolved at its lower site
    assert pair in ("*A1.3", "*A2.0")
    state.apply(pair)
    assert area(four, state, 1) == {"A1.0": "Sp"} and area(four, state, 2) == {"A2.2": "Su"}
    assert state.is_terminal() and state.returns() == (1.0, 0.0, 0.0, -1.0)  # by points 3 2 1 0
    state = setup(three, "Sp@A1.1 Fa@A1.4 Sp@A2.0 Su@A2.2", "Sp")
    state.apply("rotate:a1")
    state.apply("*A1.3")
    assert area(three, state, 1) == {"A1.0": "Sp", "A1.3": "Sp"}
    assert area(three, state, 2) == {"A2.0": "Sp", "A2.2": "Su"}
    assert not state.is_terminal()


def test_only_the_active_seat_wins(four):
    state = setup(four, "Su@A2.2 Sp@A0.0 Su@A0.3 Fa@A1.1 Wi@A1.4", "Sp")
    state.apply("A0.1")  # Summer's lone area does not count on Spring's turn
    assert not state.is_terminal()


def test_empty_hand_wins(four):
    state = setup(four, "Sp@A0.0 Su@A0.3", "Sp", hand=1)
    state.apply("A0.1")
    assert state.is_terminal() and state.returns()[0] == 1.0


# Check 9 -------------------------------------------------------------------------------------

def win_for(game, season, doubled=False):
    """Play out a win of a season: it plays the last token of its hand."""
    state = game.new_initial_state(0)
    seat = SEAT[season]
    state.mover = seat
    state.hands[seat - 1] = 1
    if doubled:
        state.set_variable("Doubled", 1)
    state.version = State.new_version()
    play = sorted(plays(game, state))[0]
    state.apply(play)
    assert state.is_terminal()
    return state


def test_check_9_points(four, three, two):
    assert win_for(four, "Fa").scores() == (1, 0, 3, 2)
    assert win_for(four, "Fa", doubled=True).scores() == (2, 0, 6, 4)
    assert win_for(three, "Su").scores() == (0, 2, 1)
    winter = win_for(two, "Wi")
    assert winter.scores() == (0, 1) and winter.returns() == (-1.0, 1.0)
    assert win_for(two, "Wi", doubled=True).scores() == (0, 2)


# Seats and players ---------------------------------------------------------------------------

def test_two_players_play_two_seasons_each(two):
    assert (two.num_players, two.num_seats) == (2, 4)
    state = two.new_initial_state(0)
    seen = []
    rng = random.Random(1)
    while len(seen) < 12 and not state.is_terminal():
        seen.append((state.mover, state.current_player()))
        options = [m for m in state.legal_moves() if not m.kind.startswith("Propose")]
        state.apply(options[rng.randrange(len(options))])
    assert all(player == (1 if seat in (1, 3) else 2) for seat, player in seen)
    assert {seat for seat, _ in seen} == {1, 2, 3, 4}


def test_three_players_have_no_winter(three):
    assert three.num_players == 3 and [p.name for p in three.pieces] == ["Spring1", "Summer2", "Fall3"]


# The doubling challenge ----------------------------------------------------------------------

def answer_round(game, state, votes):
    """After a challenge: each other seat acts (turn back time) and answers."""
    rng = random.Random(0)
    for vote in votes:
        while True:
            options = sorted(moves(game, state))
            if any(text.startswith("vote:") for text in options):
                state.apply(f"vote:{vote}")
                break
            state.apply("rotate:all" if "rotate:all" in options else options[rng.randrange(len(options))])


def test_challenge_declined_by_all_the_challenger_wins_single(four):
    state = four.new_initial_state(0)
    state.apply("propose:double")
    assert state.hands[0] == 8 and state.hands[-1] == 1 and "propose:double" not in moves(four, state)
    state.apply("rotate:all")
    answer_round(four, state, ["decline", "decline", "decline"])
    assert state.is_terminal()
    assert state.scores() == (3, 2, 1, 0) and state.hands[-1] == 4


def test_challenge_accepted_doubles_the_points(four):
    state = four.new_initial_state(0)
    state.apply("propose:double")
    state.apply("rotate:all")
    answer_round(four, state, ["accept", "decline", "decline"])
    assert not state.is_terminal()
    assert four.evaluate(state, '(var "Doubled")') == 1
    assert state.hands[:4] == [8, 8, 8, 8]


def test_doubling_can_be_switched_off():
    game = ludeme.load(TOT, options=["Doubling/Off"])
    assert "propose:double" not in moves(game, game.new_initial_state(0))


# Random games ------------------------------------------------------------------------------

@pytest.mark.parametrize("options", [[], ["Players/3"], ["Players/2"]])
def test_random_games_keep_the_token_count(options):
    game = ludeme.load(TOT, options=options)
    for seed in range(6):
        rng = random.Random(seed)
        state = game.new_initial_state(seed)
        total = sum(state.hands) + sum(1 for what in state.what if what >= 0)
        while not state.is_terminal():
            legal = state.legal_moves()
            assert legal
            state.play(legal[rng.randrange(len(legal))])
            assert sum(state.hands) + sum(1 for what in state.what if what >= 0) == total
            assert all(count >= 0 for count in state.hands)
        assert len(state.returns()) == game.num_players


# The picture ---------------------------------------------------------------------------------

def test_svg_shows_areas_rotation_contacts_and_seasons(four, tmp_path):
    import xml.etree.ElementTree as ET

    from interpreter.repl import Session

    session = Session(four)
    session.handle("rotate:a0")
    path = tmp_path / "tot.svg"
    assert "Drew" in session.handle(f"svg {path}")
    root = ET.parse(path).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    kinds = [e.get("class") for e in root.iter() if e.get("class")]
    assert kinds.count("ring") == 6 and kinds.count("rotation") == 6 and kinds.count("contact") == 6
    texts = [e.text for e in root.iter(f"{ns}text")]
    assert all(f"A{k}" in texts for k in range(6))
    assert sorted(t for t in texts if t in ("Sp", "Su", "Fa", "Wi")) == sorted(["Sp", "Su", "Fa", "Wi"] * 3)
    hands = [e for e in root.iter(f"{ns}line") if e.get("class") == "rotation"]
    # area 0 has turned one step clockwise: its hand no longer points east like the others'
    dx = [float(e.get("x2")) - float(e.get("x1")) for e in hands]
    assert dx[0] < max(dx[1:]) - 5 and all(abs(d - dx[1]) < 0.1 for d in dx[1:])


# Alternatives to resolutions [R] -------------------------------------------------------------

def test_existence_in_reversed_mode_is_an_option(four):
    position = "Fa@A0.1 Wi@A1.4 Su@A1.0"
    state = setup(four, position, "Su")
    state.apply("rotate:all")
    assert state.current_player() == SEAT["Fa"]  # no Fall on A1: nothing to resolve
    game = ludeme.load(TOT, options=["Existence/Normal mode only"])
    state = setup(game, position, "Su")
    state.apply("rotate:all")
    assert moves(game, state) == {"*A1.5"}


def test_contact_plays_only_beside_the_same_season_is_an_option():
    game = ludeme.load(TOT, options=["Contact Plays/Same season only"])
    assert plays(game, game.new_initial_state(0)) == {"A0.1", "A3.2", "A5.0"}


# Undo ----------------------------------------------------------------------------------------

def snapshot(state):
    return (list(state.who), list(state.what), list(state.hands), list(state.slots), [dict(m) for m in state.multisets], state.mover, state.turn,
            list(state.points), state.result)


@pytest.mark.parametrize("options", [[], ["Players/3"], ["Players/2"]])
def test_every_move_undoes_exactly(options):
    game = ludeme.load(TOT, options=options)
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new_initial_state(seed)
        while not state.is_terminal() and len(state.record) < 60:
            before = snapshot(state)
            legal = list(state.legal_moves())
            for move in legal:
                state.play(move)
                state.undo()
                assert snapshot(state) == before
            state.play(legal[rng.randrange(len(legal))])


# More of the balance check -------------------------------------------------------------------

def test_a_play_makes_an_old_imbalance_resolvable(four):
    state = setup(four, "Wi@A0.2 Su@A0.5 Sp@A1.5 Fa@A1.1", "Sp")
    assert "A0.3" in plays(four, state)
    state.apply("A0.3")
    assert moves(four, state) == {"*A0.2"}
    state.apply("*A0.2")
    assert area(four, state, 0) == {"A0.2": "Sp", "A0.3": "Sp", "A0.5": "Su"}


def test_no_replacement_from_an_empty_hand(four):
    state = setup(four, "Wi@A0.3 Sp@A0.5 Sp@A1.5 Fa@A1.1", "Sp")
    state.hands[SEAT["Sp"] - 1] = 0
    state.version = State.new_version()
    state.apply("rotate:a0")
    assert area(four, state, 0) == {"A0.2": "Wi", "A0.4": "Sp"}  # the imbalance stays
    assert state.is_terminal() and state.returns()[0] == 1.0  # and Spring's empty hand wins


def test_answering_with_the_last_token_wins(four):
    state = four.new_initial_state(0)
    state.apply("propose:double")
    state.apply("rotate:all")
    assert state.mover == SEAT["Su"]
    state.hands[SEAT["Su"] - 1] = 1
    state.version = State.new_version()
    state.apply("rotate:all")
    while "vote:decline" not in moves(four, state):  # resolutions after turning back time, if any
        state.apply(sorted(moves(four, state))[0])
    state.apply("vote:decline")
    assert state.is_terminal() and state.returns()[SEAT["Su"] - 1] == 1.0
    assert state.scores() == (0, 3, 2, 1)  # Summer 3, Fall 2, Winter 1, Spring 0


# Agents --------------------------------------------------------------------------------------

def test_mcts_beats_random_with_two_players(two):
    from interpreter.agents import make_agent

    wins = 0
    for game_number in range(4):
        mcts_player = 1 + game_number % 2
        agents = {mcts_player: make_agent("mcts:iterations=60", game_number), 3 - mcts_player: make_agent("random", 7)}
        state = two.new_initial_state(game_number)
        while not state.is_terminal():
            state.apply(agents[state.current_player()].choose(state))
        wins += state.returns()[mcts_player - 1] == 1.0
    assert wins >= 3


def test_an_illegal_play_is_refused_with_a_reason(four):
    state = four.new_initial_state(0)
    with pytest.raises(ValueError, match="A0.4 is not legal: it fails the condition of"):
        state.apply("A0.4")
    with pytest.raises(ValueError, match="occupied"):
        state.apply("A0.0")


def test_an_illegal_play_is_explained_with_the_defines_expanded(two):
    state = two.new_initial_state(1)
    with pytest.raises(ValueError) as refused:
        state.apply("A4.5")  # the reason quotes the rule of "PlayOn" with its argument in place
    assert '(sites Track "A0"' in str(refused.value) and "#1" not in str(refused.value)


def test_scripted_runs_report_hands_and_seats(two):
    from interpreter.records import state_report

    state = two.new_initial_state(0)
    state.apply("A0.1")
    report = state_report(two, state)
    assert report["hands"] == [8, 9, 9, 9, 0] and report["seat"] == 2 and report["mover"] == 2
    state.apply("rotate:all")
    report = state_report(two, state)
    assert report["seat"] in (2, 3) and report["mover"] == (1 if report["seat"] == 3 else 2)


def test_turning_areas_carry_tokens_round_and_take_none_off(two):
    from interpreter.render.panel import play_explained

    state = two.new_initial_state(1)
    before = state.what[:]
    assert play_explained(two, state, "rotate:all") == []  # tokens moved round their areas: none lost
    assert state.what != before and sorted(state.what) == sorted(before)


def test_a_resolution_says_which_rule_sent_the_tokens_home(two):
    import random

    from interpreter.render.panel import play_explained

    state, rng, told = two.new_initial_state(0), random.Random(4), []
    while not state.is_terminal() and len(state.record) < 60:
        told += play_explained(two, state, rng.choice(state.legal_moves()))
    assert any(line.endswith("(an opposed pair: both tokens go back to their hands)") for line in told)
    assert not any("taken off by the rules" in line for line in told)
