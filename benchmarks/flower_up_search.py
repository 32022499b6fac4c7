"""Does a game of Flower Up! have a win? A search that knows the whole future of a seed.

A state's generator is seeded, so every die and every card the game will draw follows from the
seed and the moves made: a copy of the state played forward shows exactly what a line of play
brings. This script searches such lines for a win (three Bouquets worth 12 flowers or more): a
beam search over whole turns with transpositions merged and a domain evaluation. It is a study
tool: every move is played by the engine (``descriptions/flower-up.lud``); what it knows of the
game besides the rules' moves is read from the state (variables, remembered values, the value
and rotation of each card, the hand and the deck, through ``game.layout``) and from the
description's maps (``game.evaluate(state, '(mapEntry "N" 3)')``).

One turn is expanded in two stages:

1. every card of the hand on every open space, turned each way (one way for a card whose four
   squares are alike: a sum card, ``=`` all round), and planted with each value of the Available
   dice; a value that would make more plots flower but is not Available is also reached with a
   Blue (one up or down), a Gold (set) or Reds re-rolling one Available die until it shows it (up
   to three; the seed says what each roll shows), and with no die left a Purple or a Gold gives
   one. The best ``--keep`` of these per state go on;
2. keep or discard either card of the hand; Flower Ups on planted dice where they make more plots
   flower (a Blue one up or down, Reds re-rolling one until it does, up to three, a Purple taking
   a die back), up to two such changes a turn, and with at most one die left a Purple taking back
   a seed that makes nothing flower; picks of all the plots in flower, or all but one or two
   (every subset of four or fewer), then a second pick of any plot a pick made flower; then flip
   the track, take a Bouquet or end the turn.

The ``--width`` best turn ends, by the evaluation, over all states of the beam (at most a quarter
of them from one state, transpositions merged), make the next beam. The evaluation counts the
track, the plots in flower, the Available dice and face-up Flower Ups, a penalty when fewer than
four dice are to come before a pick (Available, or given by a Purple or a Gold), the cards left
(a turn places one), and the open spaces where cards still to come could flower among the seeds
around them (each card tried in its four turns with any seed); once the track is flipped, the
flowers the Bouquets still owe, shared as evenly as they can be among the Bouquets left, each
Bouquet weighed by how hard it is to have that many plots in flower at once (a Bouquet of 3
taken first leaves 4.5 flowers a Bouquet to find). The flowering of a plot is worked out here
too, to rank moves (``tests/games/test_flower_up_search.py`` holds it to the description's
``"Flowering"``); a self-check compares the two on the states of the first turns searched.

    .venv/bin/python benchmarks/flower_up_search.py --difficulty Beginner --seeds 1-5
    .venv/bin/python benchmarks/flower_up_search.py --difficulty Hard --seeds 3 --width 40 --json out.json

Each seed's line says whether a win was found, or how far the best line got (a win first, then
the most Bouquets, flowers in them, the flip, the track, plots in flower): the track, whether it
was flipped, the Bouquets and their flowers, the plots in flower at its last state, and the turns
searched. ``--json`` writes each seed's best line of moves too, which ``replay`` plays back.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict, dataclass, field
from itertools import combinations
from pathlib import Path

import ludeme
from interpreter.collector import tuned_for_play

DESCRIPTION = Path(__file__).resolve().parents[1] / "descriptions" / "flower-up.lud"
DIRECTIONS = ((0, 1), (1, 0), (0, -1), (-1, 0))  # N E S W, as (ahead <site> N) steps on the plane
WIN = 1e9


# --- What the search knows of the game: the cards, the plane, a state's values ------------------

@dataclass(frozen=True)
class Card:
    name: str
    squares: tuple[int, int, int, int] | None  # printed N E S W codes; None for a sum card
    threshold: int
    total: int  # a sum card's sum, else 0


def wanted(code: int, seed: int) -> int:
    """The seed a printed square asks of its neighbour: 1-6 as printed; 9, 10, 11: one less, equal, one more."""
    return seed + code - 10 if code >= 9 else code


def blooms(card: Card, seed: int, rotation: int, around: tuple[int, int, int, int]) -> bool:
    """Whether a plot flowers, with the seeds of its neighbours N E S W (0: none) on the plane."""
    if seed <= 0:
        return False
    if card.squares is None:
        return sum(around) == card.total
    met = 0
    for printed, code in enumerate(card.squares):
        neighbour = around[(printed + rotation) % 4]
        if neighbour and neighbour == wanted(code, seed):
            met += 1
    return met >= card.threshold


def bouquet_cost(size: int) -> int:
    """How hard a Bouquet of ``size`` flowers is to gather: a flower a turn, and more dice held
    in flowering plots the more of them must wait together beyond four."""
    return size + 3 * max(0, size - 4) ** 2


FULL_COST = 3 * bouquet_cost(4)  # three Bouquets of four flowers
RED_TRIES = 3  # Reds spent in a row on one die, at most, waiting for a wanted roll
DYING = {0: 120, 1: 80, 2: 30, 3: 10}  # what a garden loses with that few dice to come (see Study.evaluate)


class Study:
    """A loaded game of Flower Up! with what the search reads from its states."""

    def __init__(self, difficulty: str):
        self.game = game = ludeme.load(str(DESCRIPTION), options=[f"Difficulty/{difficulty}"])
        self.difficulty = difficulty
        state = game.new_initial_state(seed=0)
        names = [piece.name for piece in game.pieces]
        # a map keyed by cards: the rules number kinds from 1, as (what at:...) gives them
        entry = lambda table, kind: game.evaluate(state, f'(mapEntry "{table}" {kind + 1})')  # noqa: E731
        self.cards = []
        for kind, name in enumerate(names):
            total = entry("Sum", kind)
            squares = None if total > 0 else tuple(entry(side, kind) for side in "NESW")
            self.cards.append(Card(name, squares,
                                   0 if squares is None else entry("Threshold", kind), max(total, 0)))
        self.kinds = len(names)
        # one turn only for a card whose four squares are alike
        self.symmetric = [card.squares is None or len(set(card.squares)) == 1 for card in self.cards]
        self.crowding = game.options.get("Crowding") == "On" or (
            game.options.get("Crowding", "As the difficulty") == "As the difficulty" and difficulty != "Beginner")
        sites = game.board.num_sites
        xy = [tuple(int(part) for part in game.site_label(site).split(",")) for site in range(sites)]
        at = {place: site for site, place in enumerate(xy)}
        self.near = [tuple(at.get((x + dx, y + dy), -1) for dx, dy in DIRECTIONS) for x, y in xy]
        layout = game.layout
        self.value_at, self.rotation_at = layout.arrays["piece value"][0], layout.arrays["rotation"][0]
        self.slot = dict(layout.variables)
        self.remembered_index = dict(layout.multisets)
        self._fits: dict[tuple[int, int, int, int], tuple[int, ...]] = {}

    # reading a state
    def var(self, state, name: str) -> int:
        return state.slots[self.slot[name]]

    def remembered(self, state, name: str) -> dict[int, int]:
        return state.multisets[self.remembered_index[name]]

    def seed_at(self, state, site: int) -> int:
        return state.slots[self.value_at + site] if site >= 0 and state.what[site] >= 0 else 0

    def around(self, state, site: int) -> tuple[int, int, int, int]:
        return tuple(self.seed_at(state, other) for other in self.near[site])

    def plots(self, state) -> list[int]:
        return [site for site in state.filled if state.what[site] >= 0]

    def flowering(self, state, seeds: dict[int, int] | None = None) -> list[int]:
        """The plots in flower; ``seeds`` overrides the seeds of some plots (a die not yet planted)."""
        found = []
        for site in self.plots(state):
            seed = self.seed_at(state, site) if seeds is None or site not in seeds else seeds[site]
            if seed <= 0:
                continue
            around = tuple((seeds[n] if seeds is not None and n in seeds else self.seed_at(state, n))
                           for n in self.near[site])
            if blooms(self.cards[state.what[site]], seed, state.slots[self.rotation_at + site], around):
                found.append(site)
        return found

    def fits(self, around: tuple[int, int, int, int]) -> tuple[int, ...]:
        """For each card kind, the seeds (a bit each, 1-6) with which it flowers on a space with these
        neighbours in some turn of the card."""
        known = self._fits.get(around)
        if known is None:
            known = tuple(sum(1 << seed for seed in range(1, 7)
                              if any(blooms(card, seed, turn, around) for turn in range(4)))
                          for card in self.cards)
            self._fits[around] = known
        return known

    def holdings(self, state) -> tuple[list[int], list[int]]:
        """The cards of the hand and of the deck, as kinds (repeated by count)."""
        stock, kinds = state.stock, self.kinds
        hand = [what for what in range(kinds) for _ in range(stock[kinds + what])]
        deck = [what for what in range(kinds) for _ in range(stock[what])]
        return hand, deck

    def key(self, state) -> int:
        """A state's transposition key: everything the future depends on, the generator included."""
        plots = tuple((site, state.what[site], state.slots[self.value_at + site], state.slots[self.rotation_at + site])
                      for site in self.plots(state))
        values = tuple(state.slots[slot] for slot in self.slot.values())
        remembered = tuple(tuple(sorted(counts.items())) for counts in state.multisets)
        return hash((plots, values, remembered, tuple(state.stock[:2 * self.kinds]),
                     hash(state.rng.getstate()), state.result))

    # --- the evaluation -------------------------------------------------------------------------

    def progress(self, state) -> dict:
        """The figures a line of play is judged by in the report."""
        flipped = self.var(state, "Flipped")
        return {"track": 7 if flipped else self.var(state, "Track"), "flipped": bool(flipped),
                "bouquets": self.var(state, "Bouquets"), "flowers": self.var(state, "Flowers"),
                "in_flower": len(self.flowering(state)), "won": state.returns()[0] > 0}

    def evaluate(self, state) -> float:
        """How promising a state is; a win is WIN, a loss -WIN."""
        if state.result is not None:  # the end rules are tried after every move
            return WIN if state.result[0] > 0 else -WIN
        flipped, track = self.var(state, "Flipped"), self.var(state, "Track")
        bouquets, flowers = self.var(state, "Bouquets"), self.var(state, "Flowers")
        in_flower = len(self.flowering(state))
        if flipped:
            # the Bouquets still to take: the flowers they owe, shared as evenly as they can be,
            # each weighed by how hard it is to have that many plots in flower at once
            left = 3 - bouquets
            rest = max(12 - flowers, 3 * left)
            sizes = [rest // left + (1 if part < rest % left else 0) for part in range(left)]
            target = sizes[0]
            score = (200 + 18 * (FULL_COST - sum(map(bouquet_cost, sizes))) + 25 * bouquets
                     + 14 * min(in_flower, target) + 6 * max(0, in_flower - target))
            needed = rest - in_flower
        else:
            score = 12 * track + 6 * min(in_flower, 7 - track) + 10 * max(0, in_flower - (7 - track))
            needed = 7 - track + 12 - in_flower
        dice = sum(self.remembered(state, "Dice").values())
        zone = self.remembered(state, "Zone")
        spare = sum(self.remembered(state, "Spare").values())
        score += 4 * min(dice, 6) + 1 * max(0, dice - 6)
        score += 2 * zone.get(0, 0) + 3 * zone.get(1, 0) + 3 * zone.get(2, 0) + (4 if spare else 1) * zone.get(3, 0)
        # the turns the garden can go on without a pick: dice, and those a Purple or a Gold can give;
        # a plot in flower now gives its die back next turn
        life = dice + zone.get(2, 0) + min(zone.get(3, 0), spare) + in_flower
        score -= DYING.get(life, 0)
        hand, deck = self.holdings(state)
        score += self.promise(state, hand, deck)
        turns_left = len(hand) + len(deck)  # a turn places one card: each card is a flower to come
        score += 5 * turns_left
        if turns_left < needed:
            score -= 40 * (needed - turns_left)
        return score

    def promise(self, state, hand: list[int], deck: list[int]) -> float:
        """The open spaces where cards to come could flower among the seeds around them: for the best
        spaces, the hand's cards and the share of the deck's that could (any turn, any seed)."""
        plots = self.plots(state)
        spaces = {site for site in plots if self.seed_at(state, site) == 0}
        for site in plots:
            spaces.update(other for other in self.near[site] if other >= 0 and state.what[other] < 0)
        values = []
        for space in spaces:
            around = self.around(state, space)
            seeded = sum(1 for seed in around if seed)
            if seeded < 2 or (self.crowding and seeded >= 3):
                continue
            fits = self.fits(around)
            in_hand = sum(1 for kind in hand if fits[kind])
            in_deck = sum(1 for kind in deck if fits[kind]) / len(deck) if deck else 0.0
            values.append(3 * min(in_hand, 1) + 8 * in_deck)
        values.sort(reverse=True)
        return sum(value * weight for value, weight in zip(values, (1.0, 0.8, 0.6, 0.5, 0.4)))


# --- Expanding a turn ------------------------------------------------------------------------

_TEXTS: dict = {}  # each move's notation, worked out once (no two legal moves of Flower Up! look alike)


def moves_named(state) -> dict[str, object]:
    """The legal moves of ``state`` by their notation."""
    named = {}
    for move in state.moves_kept():
        text = _TEXTS.get(move)
        if text is None:
            text = _TEXTS[move] = state.game.move_to_text(state, move)
        named[text] = move
    return named


@dataclass
class Line:
    """A state reached by a line of moves, and its evaluation."""
    state: object
    moves: list[str]
    value: float


class TurnExpander:
    """The ends of the turns from a state at the start of a turn (see the module's docstring)."""

    def __init__(self, study: Study, keep: int):
        self.study, self.keep = study, keep

    def play(self, state, texts: list[str]) -> bool:
        """Play moves by their text; False (and the moves played taken back) if one is not legal."""
        for done, text in enumerate(texts):
            move = moves_named(state).get(text)
            if move is None:
                for _ in range(done):
                    state.undo()
                return False
            state.play(move)
        return True

    def ends_of_turn(self, state) -> list[tuple[list[str], float, int]]:
        """(moves, value, key) for every end of the turn searched from ``state``."""
        planted = self.plantings(state)
        planted.sort(key=lambda item: -item[1])
        ends: dict[int, tuple[list[str], float, int]] = {}
        for moves, _ in planted[:self.keep]:
            assert self.play(state, moves)
            for tail in self.finishes(state):
                if self.play(state, tail):
                    study = self.study
                    key = study.key(state)
                    if key not in ends:
                        ends[key] = (moves + tail, study.evaluate(state), key)
                    for _ in tail:
                        state.undo()
            for _ in moves:
                state.undo()
        return list(ends.values())

    # stage 1: place, turn, plant
    def plantings(self, state) -> list[tuple[list[str], float]]:
        study, found = self.study, []
        for place, move in moves_named(state).items():
            if not place.startswith("hand:"):
                continue
            state.play(move)
            plot = study.var(state, "Plot")
            kind = state.what[plot]
            for turn_text, turn in moves_named(state).items():
                if not turn_text.startswith("turn:") or (study.symmetric[kind] and not turn_text.startswith("turn:0@")):
                    continue
                state.play(turn)
                for seq in self.seeds(state, plot):
                    if self.play(state, seq):
                        found.append(([place, turn_text, *seq], study.evaluate(state)))
                        for _ in seq:
                            state.undo()
                state.undo()
            state.undo()
        return found

    def seeds(self, state, plot: int) -> list[list[str]]:
        """The ways to plant a seed on the card just placed (see the module's docstring)."""
        study = self.study
        dice = {value for value, count in study.remembered(state, "Dice").items() if count}
        zone = study.remembered(state, "Zone")
        spare = sum(study.remembered(state, "Spare").values())
        gain = {value: len(study.flowering(state, {plot: value})) for value in range(1, 7)}
        ways = [[f"plant:{value}"] for value in sorted(dice)]
        best = max((gain[value] for value in dice), default=-1)
        for value in range(1, 7):
            if value in dice or gain[value] <= best:
                continue
            if zone.get(1, 0):
                if value - 1 in dice:
                    ways.append(["blue", f"up:{value - 1}", f"plant:{value}"])
                elif value + 1 in dice:
                    ways.append(["blue", f"down:{value + 1}", f"plant:{value}"])
            if zone.get(3, 0) and spare:
                ways.append(["gold", f"set:{value}", f"plant:{value}"])
        wanted_values = {value for value in range(1, 7) if value not in dice and gain[value] > best}
        if zone.get(0, 0) and dice and wanted_values:
            ways.extend(self.rerolls(state, min(dice, key=lambda value: gain[value]), wanted_values, zone[0]))
        if not dice:  # a die must come from a Flower Up
            if zone.get(2, 0):
                for site in study.plots(state):
                    seed = study.seed_at(state, site)
                    if seed:
                        ways.append(["purple", "*" + study.game.site_label(site), f"plant:{seed}"])
            if zone.get(3, 0) and spare:
                ways.extend(["gold", f"set:{value}", f"plant:{value}"] for value in range(1, 7)
                            if gain[value] >= max(gain.values()) or value in (3, 4))
        return ways

    def rerolls(self, state, die: int, wanted_values: set[int], reds: int) -> list[list[str]]:
        """Reds re-rolling an Available die until it shows a wanted value (the seed says when), at most
        RED_TRIES of them, then planting it; [] or one way."""
        study, chain, found = self.study, [], []
        for _ in range(min(reds, RED_TRIES)):
            before = dict(study.remembered(state, "Dice"))
            step = ["red", f"reroll:{die}", "roll"]
            if not self.play(state, step):
                break
            chain += step
            after = study.remembered(state, "Dice")
            die = next(value for value in after if after[value] > before.get(value, 0) - (value == die))
            if die in wanted_values:
                found.append(chain + [f"plant:{die}"])
                break
        for _ in chain:
            state.undo()
        return found

    # stage 2: discard, Flower Ups on planted dice, picks, the end of the turn
    def finishes(self, state) -> list[list[str]]:
        study = self.study
        texts = moves_named(state)
        discards = [[text] for text in texts if text.startswith("discard:") or text == "keep"] or [[]]
        tails = []
        for discard in discards:
            assert self.play(state, discard)
            for boost in self.boosts(state, 2):
                assert self.play(state, boost)
                for picks in self.picks(state):
                    assert self.play(state, picks)
                    ends = [text for text in moves_named(state) if text in ("flip", "bouquet", "pass")]
                    if "bouquet" in ends:
                        ends = ["bouquet"]
                    tails.extend(discard + boost + picks + [end] for end in ends)
                    for _ in picks:
                        state.undo()
                for _ in boost:
                    state.undo()
            for _ in discard:
                state.undo()
        return tails

    def boosts(self, state, most: int) -> list[list[str]]:
        """Flower Ups on planted dice that make more plots flower, up to ``most`` of them, and with at
        most one die left a Purple taking back a seed that makes nothing flower; [] first."""
        found = [[]]
        if most == 0:
            return found
        study = self.study
        zone = study.remembered(state, "Zone")
        before = len(study.flowering(state))
        label = study.game.site_label
        # (the moves, whether they must make more plots flower, how often they may be made in a row to)
        options = []
        for site in study.plots(state):
            seed = study.seed_at(state, site)
            if not seed:
                continue
            # a Blue or a Purple changes a seed as the search foresees; a Red's roll is seen by playing it,
            # and Reds may follow one another until one shows a seed that makes more plots flower
            if zone.get(1, 0):
                options.extend((["blue", "*" + label(site), step], True, 1) for step, new in (("up", seed + 1), ("down", seed - 1))
                               if 1 <= new <= 6 and len(study.flowering(state, {site: new})) > before)
            if zone.get(0, 0) and any(len(study.flowering(state, {site: new})) > before
                                      for new in range(1, 7) if new != seed):
                options.append((["red", "*" + label(site)], True, min(zone[0], RED_TRIES)))
            if zone.get(2, 0):
                after = len(study.flowering(state, {site: 0}))
                if after > before:
                    options.append((["purple", "*" + label(site)], True, 1))
                elif after == before and sum(study.remembered(state, "Dice").values()) <= 1:
                    options.append((["purple", "*" + label(site)], False, 1))
        for option, must_gain, tries in options:
            chain = []
            for _ in range(tries):
                if not self.play(state, option):
                    break
                chain += option
                now = len(study.flowering(state))
                if now > before or (now == before and not must_gain):
                    found.extend(chain + more for more in self.boosts(state, most - 1))
                    break
            for _ in chain:
                state.undo()
        return found

    def picks(self, state) -> list[list[str]]:
        """Which plots in flower to pick (see the module's docstring), [] first."""
        study = self.study
        label = study.game.site_label
        blooming = sorted(study.flowering(state))
        if len(blooming) <= 4:
            chosen = [set(group) for size in range(1, len(blooming) + 1) for group in combinations(blooming, size)]
        else:
            chosen = [set(blooming)] + [set(blooming) - set(group) for size in (1, 2)
                                        for group in combinations(blooming, size)]
        found = [[]]
        for group in chosen:
            first = ["*" + label(site) for site in sorted(group)] + ["pick"]
            if not self.play(state, first):
                continue
            found.append(first)
            later = [site for site in study.flowering(state) if site not in blooming]
            if later:
                found.append(first + ["*" + label(site) for site in sorted(later)] + ["pick"])
            for _ in first:
                state.undo()
        return found


# --- The beam --------------------------------------------------------------------------------

@dataclass
class Outcome:
    seed: int
    difficulty: str
    won: bool
    turns: int
    best: dict
    seconds: float
    states: int
    moves: list[str] = field(default_factory=list)


def search(study: Study, seed: int, width: int = 20, keep: int = 8, deadline: float | None = None,
           check: int = 3, log=None) -> Outcome:
    """Beam search over whole turns from the start of the game of ``seed``; see the module's docstring."""
    start = time.perf_counter()
    expander = TurnExpander(study, keep)
    initial = study.game.new_initial_state(seed=seed)
    beam = [Line(initial, [], study.evaluate(initial))]
    best_line, best_rank, states, turn = beam[0], (-1,), 0, 0

    def rank(line: Line) -> tuple:
        p = study.progress(line.state)
        return (p["won"], p["bouquets"], p["flowers"], p["flipped"], p["track"], p["in_flower"], line.value)

    while beam:
        turn += 1
        candidates: dict[int, tuple[Line, list[str], float]] = {}
        per_parent = max(1, width // 4)
        for line in beam:
            work = line.state.clone()
            if turn <= check:
                self_check(study, work)
            ends = expander.ends_of_turn(work)
            states += len(ends)
            for moves, value, key in sorted(ends, key=lambda end: -end[1])[:per_parent]:
                if value > -WIN and (key not in candidates or candidates[key][2] < value):
                    candidates[key] = (line, moves, value)
        if not candidates:
            break
        chosen = sorted(candidates.values(), key=lambda item: -item[2])[:width]
        beam = []
        for parent, moves, value in chosen:
            state = parent.state.clone()
            assert expander.play(state, moves)
            beam.append(Line(state, parent.moves + moves, value))
        leader = max(beam, key=rank)
        if rank(leader) > best_rank:
            best_line, best_rank = leader, rank(leader)
        if log:
            p = study.progress(leader.state)
            log(f"  seed {seed} turn {turn}: {len(candidates)} ends, best {leader.value:.0f} {p}")
        winners = [line for line in beam if line.value >= WIN]
        if winners:
            best_line = winners[0]
            break
        beam = [line for line in beam if not line.state.is_terminal()]
        if deadline is not None and time.perf_counter() > deadline:
            break
    progress = study.progress(best_line.state)
    won = progress.pop("won")
    return Outcome(seed, study.difficulty, won, turn, progress, time.perf_counter() - start, states, best_line.moves)


def self_check(study: Study, state) -> None:
    """The flowering worked out here against the description's own, on one state."""
    expected = sorted(study.game.evaluate(state, '"Flowering"', "sites"))
    if sorted(study.flowering(state)) != expected:
        raise AssertionError(f"the search's flowering {sorted(study.flowering(state))} is not the game's {expected}")


def replay(game, seed: int, moves: list[str]):
    """The state a list of moves reaches from the start of a seed's game (each must be legal)."""
    state = game.new_initial_state(seed=seed)
    for text in moves:
        state.apply(text)
    return state


def seed_list(text: str) -> list[int]:
    """``1-5,9`` as [1, 2, 3, 4, 5, 9]."""
    seeds = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        seeds.extend(range(int(low), int(high or low) + 1))
    return seeds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--difficulty", default="Beginner", choices=["Beginner", "Normal", "Hard"])
    parser.add_argument("--seeds", type=seed_list, default="1-5", help="game seeds, as 1-5,9 (default 1-5)")
    parser.add_argument("--width", type=int, default=20, help="states kept after each turn (default 20)")
    parser.add_argument("--keep", type=int, default=8, help="plantings followed on per state (default 8)")
    parser.add_argument("--seconds", type=float, help="time limit per seed")
    parser.add_argument("--json", metavar="OUT", help="write each seed's outcome to this file")
    parser.add_argument("--verbose", action="store_true", help="a line per turn searched")
    args = parser.parse_args(argv)
    study = Study(args.difficulty)
    outcomes = []
    with tuned_for_play():
        for seed in args.seeds:
            deadline = None if args.seconds is None else time.perf_counter() + args.seconds
            outcome = search(study, seed, args.width, args.keep, deadline,
                             log=(lambda line: print(line, file=sys.stderr, flush=True)) if args.verbose else None)
            outcomes.append(outcome)
            found = f"WIN in {len(outcome.moves)} moves" if outcome.won else "no win found"
            print(f"{args.difficulty} seed {seed}: {found}; best line: {outcome.best}; {outcome.turns} turns searched, "
                  f"{outcome.states} turn ends, {outcome.seconds:.0f} s", flush=True)
            if args.json:  # after each seed, so that a run stopped early keeps what it found
                Path(args.json).write_text(json.dumps({"difficulty": args.difficulty, "width": args.width,
                                                       "keep": args.keep,
                                                       "outcomes": [asdict(outcome) for outcome in outcomes]}, indent=1))
    wins = sum(outcome.won for outcome in outcomes)
    print(f"{args.difficulty}: a win found on {wins} of {len(outcomes)} seeds (width {args.width}, keep {args.keep}); "
          f"{time.process_time():.0f} s of processor time")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
