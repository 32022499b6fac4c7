"""Flower Up!: the scenario checks of its rules specification (shared/rules/flower-up.md, section 6),
the rulebook's worked example, the turn's steps, the end and replays by seed.

Plots are named by the specification's FU-PLANE coordinates, which are the board's labels
("x,y"). Positions are set up directly: cards on sites (owned by P1), their seeds and
orientations, the Available dice, the Flower Up Zone and supply, the hand and the deck.
"""

from pathlib import Path

import pytest

import ludeme
from interpreter.compiler.orientation import ROTATION, VALUE

ROOT = Path(__file__).resolve().parents[2]
FLOWER_UP = ROOT / "descriptions" / "flower-up.lud"
COLOURS = {"red": 0, "blue": 1, "purple": 2, "gold": 3}


@pytest.fixture(scope="module")
def normal():
    return ludeme.load(FLOWER_UP)


@pytest.fixture(scope="module")
def beginner():
    return ludeme.load(FLOWER_UP, options=["Difficulty/Beginner"])


def kind(game, name):
    return next(i for i, k in enumerate(game.pieces) if k.name == name)


def setup(game, plots, dice=(), zone=(), supply=None, hand=("R02",), deck=("R03",), spare=3, **variables):
    """A position: plots {(x, y): (card, seed, rotation)}, Available dice by value, face-up tokens by
    colour name, the supply (the full one by default), the hand, the deck and variables."""
    state = game.position({f"{x},{y}": (card, 1) for (x, y), (card, *_) in plots.items()})
    for (x, y), (card, seed, *turn) in plots.items():
        site = game.board.site(f"{x},{y}")
        if seed:
            game.layout.set(state, VALUE, site, seed)
        if turn and turn[0]:
            game.layout.set(state, ROTATION, site, turn[0])

    def remember(name, values):
        for v in set(values):
            game.layout.remember(state, name, v, values.count(v))

    remember("Dice", list(dice))
    remember("Zone", [COLOURS[c] for c in zone])
    remember("Supply", [COLOURS[c] for c in (supply if supply is not None else
                                              ["red"] * 6 + ["blue"] * 5 + ["purple"] * 4 + ["gold"] * 3)])
    remember("Spare", [0] * spare)
    for name in hand:
        state.set_stock(1, kind(game, name), state.stock[len(game.pieces) + kind(game, name)] + 1)
    for name in deck:
        state.set_stock(0, kind(game, name), state.stock[kind(game, name)] + 1)
    for name, value in variables.items():
        state.set_variable(name, value)
    state.log.clear()
    state.version = state.new_version()
    return state


def flowering(game, state):
    return {game.board.label(site) for site in game.evaluate(state, '"Flowering"', "sites")}


def texts(game, state):
    return {game.move_to_text(state, m) for m in state.legal_moves()}


def var(state, name):
    return state.variable(name)


def dice(state):
    return {v: n for v in range(1, 7) if (n := state.game.layout.remembered(state, "Dice").get(v, 0))}


# --- Check 1: the placement set ----------------------------------------------------------------

def test_check_1_placement_set(beginner):
    state = setup(beginner, {(0, 0): ("R01", 4), (1, 0): ("R02", 2), (0, 1): ("R03", 0)}, dice=[3], hand=["R04"])
    places = {t.split("@")[1] for t in texts(beginner, state) if t.startswith("hand:")}
    assert places == {"-1,0", "0,-1", "2,0", "1,1", "1,-1", "-1,1", "0,2", "0,1"}
    state.apply("hand:R04@0,1")  # on top of the unseeded plot; then four orientations
    assert texts(beginner, state) >= {f"turn:{r}@0,1" for r in range(4)}
    assert state.what[beginner.board.site("0,1")] == kind(beginner, "R04")


def test_the_first_card_goes_to_the_origin_in_any_orientation(normal):
    state = normal.new_initial_state(seed=3)
    places = {t.split("@")[1] for t in texts(normal, state) if t.startswith("hand:")}
    assert places == {"0,0"}
    state.apply(next(t for t in texts(normal, state) if t.startswith("hand:")))
    assert {t for t in texts(normal, state) if t.startswith("turn:")} == {f"turn:{r}@0,0" for r in range(4)}


# --- Check 2: Crowding -------------------------------------------------------------------------

def test_check_2_crowding(normal, beginner):
    plots = {(0, 0): ("R01", 3), (2, 0): ("R02", 3), (1, 1): ("R03", 3), (1, 0): ("R04", 0)}
    crowded = setup(normal, plots, dice=[2], hand=["R05"])
    free = setup(beginner, plots, dice=[2], hand=["R05"])
    assert "hand:R05@1,0" not in texts(normal, crowded)
    assert "hand:R05@1,0" in texts(beginner, free)
    assert "hand:R05@0,1" in texts(normal, crowded) and "hand:R05@0,1" in texts(beginner, free)
    forced = ludeme.load(FLOWER_UP, options=["Difficulty/Beginner", "Crowding/On"])
    assert "hand:R05@1,0" not in texts(forced, setup(forced, plots, dice=[2], hand=["R05"]))


# --- Check 3: orientation ----------------------------------------------------------------------

def test_check_3_orientation(normal):
    plots = {(0, 0): ("R01", 2), (0, 1): ("R02", 3), (1, 0): ("R03", 5)}
    assert "0,0" in flowering(normal, setup(normal, plots))
    turned = {**plots, (0, 0): ("R01", 2, 1)}
    assert "0,0" not in flowering(normal, setup(normal, turned))


# --- Check 4: relative criteria, no wrap -------------------------------------------------------

def test_check_4_relative_criteria_without_wrap(normal):
    plots = {(0, 0): ("B01", 5), (0, 1): ("R02", 6), (1, 0): ("R03", 4), (-1, 0): ("R04", 4)}
    assert "0,0" in flowering(normal, setup(normal, plots))
    wrapped = {**plots, (0, 0): ("B01", 6), (0, 1): ("R02", 1), (1, 0): ("R03", 5), (-1, 0): ("R04", 5)}
    assert "0,0" not in flowering(normal, setup(normal, wrapped))  # only the two -1 squares are met
    # A Blue cannot turn a planted 6 into a 1 (nor go past 6).
    state = setup(normal, {(0, 0): ("B01", 6)}, zone=["blue"], Phase=4)
    state.apply("blue")
    state.apply("*0,0")
    assert texts(normal, state) == {"down"}


# --- Check 5: Sum cards ------------------------------------------------------------------------

def test_check_5_sum_card(normal):
    plots = {(0, 0): ("R12", 1), (0, 1): ("R02", 6), (1, 0): ("R03", 4), (1, 1): ("R04", 3)}
    assert "0,0" in flowering(normal, setup(normal, plots))
    assert "0,0" not in flowering(normal, setup(normal, {**plots, (-1, 0): ("R05", 5)}))
    assert "0,0" in flowering(normal, setup(normal, {**plots, (1, 1): ("R04", 6)}))  # diagonals do not count
    assert "0,0" not in flowering(normal, setup(normal, {**plots, (0, 0): ("R12", 0)}))  # no seed, no flower


# --- Check 6: the rulebook's worked example ----------------------------------------------------

EXAMPLE = {
    (-1, 0): ("R01", 4),   # plot (1): a 3 above, a 5 to the right
    (0, 0): ("B01", 5),    # plot (2): 4 left and right, 6 above
    (1, 0): ("G01", 4),    # plot (3): an equal 4 above, a 5 to the left
    (-1, -1): ("P01", 3),  # plot (4): only the adjacent 6 and 4
    (0, -1): ("R12", 6),   # plot (5): Sum 10, its neighbours total 15
    (-1, 1): ("R02", 3), (0, 1): ("R03", 6), (1, 1): ("R04", 4), (1, -1): ("R05", 3), (0, -2): ("R06", 4),
}


def test_check_6_worked_example(normal):
    state = setup(normal, EXAMPLE, zone=[], Phase=4, Flipped=1)
    shown = flowering(normal, state)
    assert {"-1,0", "0,0", "1,0"} <= shown and not {"-1,-1", "0,-1"} & shown
    for plot in ("-1,0", "0,0", "1,0"):
        state.apply("*" + plot)
    state.apply("pick")
    zone = {c: normal.layout.remembered(state, "Zone").get(n, 0) for c, n in COLOURS.items()}
    assert zone == {"red": 1, "blue": 1, "purple": 0, "gold": 1}
    assert sum(dice(state).values()) == 3 and var(state, "Picked") == 3
    assert "bouquet" in texts(normal, state)  # the 3 Bouquet at the end of this turn
    assert "0,-1" in flowering(normal, state)  # plot (5) now sums to 10
    state.apply("*0,-1")
    state.apply("pick")
    assert normal.layout.remembered(state, "Zone").get(0) == 2 and var(state, "Picked") == 4
    state.apply("bouquet")
    assert (var(state, "Bouquets"), var(state, "Flowers"), var(state, "Stars")) == (1, 4, 4)
    # With Crowding, no card can go back on plot (5): it touches three planted seeds.
    state.set_variable("Phase", 0)
    state.version = state.new_version()
    assert not any(t.endswith("@0,-1") for t in texts(normal, state))


# --- Flowering against the specification's card table ------------------------------------------

# Section 1.2 of the specification, read independently of the description's maps: the squares
# [N, E, S, W] and threshold of a criteria card, or the sum of a Sum card.
SPEC_CARDS = {
    "R01": ("3 5 2 6", 2), "R02": ("1 4 6 3", 2), "R03": ("2 6 5 1", 2), "R04": ("4 1 3 5", 2),
    "R05": ("6 2 4 =", 2), "R06": ("5 = 1 4", 2), "R07": ("= 3 -1 2", 2), "R08": ("+1 6 = 3", 2),
    "R09": 7, "R10": 8, "R11": 9, "R12": 10, "R13": 11, "R14": 12,
    "B01": ("+1 -1 = -1", 3), "B02": ("= = +1 -1", 2), "B03": ("-1 +1 -1 +1", 2), "B04": ("+1 = -1 =", 2),
    "B05": ("= +1 = -1", 3), "B06": ("-1 -1 +1 +1", 3), "B07": ("+1 +1 = 2", 2), "B08": ("-1 = 5 =", 2),
    "B09": ("= -1 +1 4", 3), "B10": 13, "B11": 14, "B12": 15,
    "P01": ("4 6 +1 =", 3), "P02": ("1 = 6 -1", 3), "P03": ("+1 2 -1 5", 3), "P04": ("= 3 = 3", 3),
    "P05": ("4 -1 +1 =", 3), "P06": ("5 5 = -1", 3), "P07": 16, "P08": 17,
    "G01": ("= 1 6 +1", 2), "G02": ("= = = =", 4), "G03": ("6 6 6 6", 3), "G04": ("1 +1 -1 6", 3), "G05": 18,
}
STEPS = [(0, 1), (1, 0), (0, -1), (-1, 0)]  # N E S W


def spec_flowers(plots, at):
    """Whether the plot at ``at`` flowers by the specification (section 3.1)."""
    card, seed, turn = plots[at]
    seeds = [plots.get((at[0] + dx, at[1] + dy), (None, 0, 0))[1] for dx, dy in STEPS]
    if not seed:
        return False
    if isinstance(SPEC_CARDS[card], int):
        return sum(seeds) == SPEC_CARDS[card]
    squares, threshold = SPEC_CARDS[card]
    wanted = [seed + {"=": 0, "+1": 1, "-1": -1}[s] if s in ("=", "+1", "-1") else int(s) for s in squares.split()]
    met = sum(1 for i, w in enumerate(wanted) if seeds[(i + turn) % 4] and seeds[(i + turn) % 4] == w)
    return met >= threshold


def test_flowering_agrees_with_the_specification_over_random_gardens(normal):
    import random
    rng, flowers = random.Random(7), 0
    for _ in range(300):
        plots = {(x, y): (rng.choice(list(SPEC_CARDS)), rng.choice([0, 1, 2, 3, 4, 5, 6, 6]), rng.randrange(4))
                 for x in range(-2, 3) for y in range(-2, 3) if rng.random() < 0.7}
        expected = {f"{x},{y}" for (x, y) in plots if spec_flowers(plots, (x, y))}
        assert flowering(normal, setup(normal, plots)) == expected, plots
        flowers += len(expected)
    assert flowers > 50  # the gardens do flower, so the comparison says something


# --- Check 7: track and flip -------------------------------------------------------------------

def three_flowering():
    """Sum plots of 7, 8 and 9 in a row, seeds 3 4 4 4 5 from (-2,0) to (2,0): all three flower."""
    return {(-2, 0): ("R02", 3), (-1, 0): ("R09", 4), (0, 0): ("R10", 4), (1, 0): ("R11", 4), (2, 0): ("R03", 5)}


def test_check_7_track_and_flip(normal):
    state = setup(normal, three_flowering(), Phase=4, Track=5)
    assert {"-1,0", "0,0", "1,0"} <= flowering(normal, state)
    for plot in ("-1,0", "0,0", "1,0"):
        state.apply("*" + plot)
    state.apply("pick")
    assert var(state, "Track") == 7 and "flip" in texts(normal, state) and "bouquet" not in texts(normal, state)
    turn = state.turn
    state.apply("flip")
    assert state.turn == turn + 1 and var(state, "Phase") == 0 and var(state, "Flipped") == 1
    assert var(state, "Bouquets") == 0
    later = setup(normal, three_flowering(), Phase=4, Flipped=1)
    for plot in ("-1,0", "0,0", "1,0"):
        later.apply("*" + plot)
    later.apply("pick")
    later.apply("bouquet")
    assert (var(later, "Flowers"), var(later, "Stars")) == (3, 2)


# --- Check 8: Bouquets and Bonus ---------------------------------------------------------------

@pytest.mark.parametrize("picked,bouquet", [(2, None), (4, (4, 4)), (9, (9, 10 + 2 * 2))])
def test_check_8_bouquets_and_bonus(normal, picked, bouquet):
    state = setup(normal, {(0, 0): ("R01", 0)}, dice=[1], Phase=4, Flipped=1, Picked=picked)
    if bouquet is None:
        assert "bouquet" not in texts(normal, state)
        return
    state.apply("bouquet")
    assert (var(state, "Flowers"), var(state, "Stars")) == bouquet
    assert var(state, "Picked") == 0 and var(state, "Phase") == 0


def test_picks_add_up_over_a_turn(normal):
    state = setup(normal, three_flowering(), Phase=4, Flipped=1)
    state.apply("*0,0")
    state.apply("pick")
    assert var(state, "Picked") == 1 and "bouquet" not in texts(normal, state)


# --- Check 10: defeat at the start of a turn ---------------------------------------------------

def test_check_10_defeat(normal):
    # End rules are tested after every decision: the checks come when a turn ends.
    lost = setup(normal, {(0, 0): ("R01", 4)}, dice=[], zone=["red", "blue", "gold"], spare=0, Phase=4)
    lost.apply("pass")
    assert lost.is_terminal() and lost.returns() == (-1.0,)
    alive = setup(normal, {(0, 0): ("R01", 4)}, dice=[], zone=["red", "blue", "purple", "gold"], spare=0, Phase=4)
    alive.apply("pass")
    assert not alive.is_terminal()
    alive.apply("hand:R02@1,0")
    alive.apply("turn:0@1,0")
    assert not any(t.startswith("plant") for t in texts(normal, alive))  # Purple first
    alive.apply("purple")
    alive.apply("*0,0")
    assert texts(normal, alive) >= {"plant:4"}
    empty = setup(normal, {(0, 0): ("R01", 4)}, dice=[2], hand=[], deck=[], Phase=4)
    empty.apply("pass")
    assert empty.is_terminal() and empty.returns() == (-1.0,)


def test_the_third_bouquet_ends_the_game(normal):
    win = setup(normal, {(0, 0): ("R01", 0)}, dice=[1], zone=["gold"], Phase=4, Flipped=1, Picked=5,
                Bouquets=2, Flowers=8, Stars=10)
    win.apply("bouquet")
    assert win.is_terminal() and win.returns() == (1.0,)
    assert win.scores() == (10 + 6 + 5,) and var(win, "Rating") == 0  # under 25: Sprout
    lose = setup(normal, {(0, 0): ("R01", 0)}, dice=[1], Phase=4, Flipped=1, Picked=3,
                 Bouquets=2, Flowers=6, Stars=4)
    lose.apply("bouquet")
    assert lose.is_terminal() and lose.returns() == (-1.0,)


# --- The turn ----------------------------------------------------------------------------------

def test_a_turn_plants_draws_and_may_discard(normal):
    state = normal.new_initial_state(seed=5)
    assert sum(dice(state).values()) == 7 and sum(state.stock[len(normal.pieces):]) == 2
    state.apply(sorted(t for t in texts(normal, state) if t.startswith("hand:"))[0])
    state.apply("turn:1@0,0")
    plant = sorted(t for t in texts(normal, state) if t.startswith("plant:"))[0]
    state.apply(plant)
    assert sum(dice(state).values()) == 6 and sum(state.stock[len(normal.pieces):]) == 2
    hand = [k.name for w, k in enumerate(normal.pieces) if state.stock[len(normal.pieces) + w]]
    assert {t for t in texts(normal, state) if t.startswith("discard:")} == {f"discard:{name}" for name in hand}
    assert "keep" in texts(normal, state)
    state.apply(next(t for t in texts(normal, state) if t.startswith("discard:")))
    assert sum(state.stock[len(normal.pieces):]) == 2 and sum(state.stock[:len(normal.pieces)]) == 35
    assert "pass" in texts(normal, state)
    state.apply("pass")
    assert var(state, "Phase") == 0 and state.turn == 2


def test_red_rerolls_a_chosen_set_of_available_dice(normal):
    state = setup(normal, {(0, 0): ("R01", 4)}, dice=[1, 1, 6], zone=["red"], Phase=4)
    state.apply("red")
    state.apply("reroll:1")
    state.apply("reroll:1")
    assert "reroll:1" not in texts(normal, state) and "roll" in texts(normal, state)
    state.apply("roll")
    assert sum(dice(state).values()) == 3 and dice(state).get(6, 0) >= 1
    assert var(state, "Phase") == 4 and "red" not in texts(normal, state)


def test_gold_and_blue_on_available_dice(beginner):
    state = setup(beginner, {(0, 0): ("R01", 4)}, dice=[6], zone=["gold", "blue"], spare=1, Phase=2, Plot=0)
    state.apply("gold")
    state.apply("set:3")
    assert dice(state) == {6: 1, 3: 1} and "gold" not in texts(beginner, state)
    state.apply("blue")
    assert "up:6" not in texts(beginner, state)
    state.apply("down:6")
    assert dice(state) == {5: 1, 3: 1}


def test_no_flower_up_during_a_pick(normal):
    state = setup(normal, three_flowering(), zone=["red"], Phase=4)
    assert "red" in texts(normal, state)
    state.apply("*0,0")
    assert "red" not in texts(normal, state) and "pick" in texts(normal, state)


# --- Chance, replays, undo ---------------------------------------------------------------------

def play_random(game, seed, moves=400):
    import random
    rng = random.Random(seed)
    state = game.new_initial_state(seed=seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        legal = state.legal_moves()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_a_seed_replays_a_game_exactly(normal):
    first = play_random(normal, 11)
    again = normal.state_from_json(normal.state_to_json(first))
    assert (again.slots, again.multisets) == (first.slots, first.multisets) and again.stock == first.stock and again.what == first.what


def test_undo_restores_the_generator(normal):
    state = play_random(normal, 4, moves=30)
    before = (state.slots[:], [dict(m) for m in state.multisets], state.stock[:], state.rng.getstate())
    legal = state.legal_moves()
    for move in legal:
        state.play(move)
        state.undo()
        assert (state.slots[:], [dict(m) for m in state.multisets], state.stock[:], state.rng.getstate()) == before


def test_turning_a_card_is_not_told_as_a_change_of_card(beginner):
    from interpreter.render.panel import play_explained

    state = beginner.new_initial_state(6)
    assert play_explained(beginner, state, "hand:P05@0,0") == []
    assert play_explained(beginner, state, "turn:1@0,0") == []  # was "0,0 became P05 (played as R01)"
