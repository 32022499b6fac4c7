"""Ludii's own games played like Ludii plays them: seeded random playouts of the engine against the
statistics Ludii recorded for the same files (``tests/ludii/playouts.jsonl``). The engine plays
with Ludii's forced passes, as Ludii's lengths count them; the same legal moves at the start, the
mean length within 5% (or within three standard errors, for lengths that vary a lot) and each seat's
wins within three standard errors (``benchmarks/ludii_coverage.py`` holds every released file to the
same, and counts apart the files within 5% itself)."""

import json
import math
import random
import statistics
from pathlib import Path

import pytest

import ludeme
from helpers import ludii_library

RECORDS = {record["path"]: record for record in map(json.loads, (Path(__file__).resolve().parents[1] / "ludii" /
                                                                  "playouts.jsonl").read_text().splitlines())}
#: Files that play like Ludii, with the games played here (fewer than Ludii's for the slow ones).
GAMES = {
    "lud/board/hunt/Baghchal.lud": 177,
    "lud/board/space/line/Tic-Tac-Toe.lud": 200,
    "lud/board/space/territory/Reversi.lud": 200,
    "lud/board/space/connection/Hex.lud": 200,
    "lud/board/space/connection/Havannah.lud": 200,
    "lud/board/space/line/Squava.lud": 200,
    "lud/board/space/line/Nine Men's Morris.lud": 200,
    "lud/board/space/blocking/Snort.lud": 104,
    "lud/board/space/blocking/Spots.lud": 52,
    "lud/board/space/connection/Y.lud": 108,
    "lud/board/space/connection/Y (Hex).lud": 38,
    "lud/board/space/blocking/Col.lud": 200,
    "lud/board/space/line/Yavalath.lud": 200,
    "lud/board/space/line/Three Men's Morris.lud": 400,
    "lud/board/space/line/Wure Dune.lud": 400,  # lines along the board's drawn diagonals
    "lud/board/space/line/Tic-Tac-Four.lud": 400,  # four players: a winner leaves, the others play on
    "lud/board/space/line/Tic-Tac-Mo.lud": 400,
    "lud/board/space/line/Broken Line.lud": 83,  # diagonal lines on hexagons
    "lud/board/space/blocking/Lewthwaite's Game.lud": 200,  # slides along a grid's edges only
    "lud/math/nim/Chomp.lud": 200,  # a shared piece
    "lud/reconstruction/done/board/hunt/Kuang.lud": 100,  # (players 2): every seat faces north
    "lud/board/war/leaping/orthogonal/T'oki.lud": 50,  # count:2 and one piece of a site stepping off
    "lud/board/war/leaping/orthogonal/Louis XVI.lud": 60,  # a hop's landing removes (between)
    "lud/board/sow/two_rows/Dongjintian.lud": 40,  # ends when (count Pieces All ...) adds up few seeds
    "lud/board/sow/two_rows/La'b Akila.lud": 40,
    "lud/board/sow/four_rows/Kubuguza.lud": 20,  # (no Moves Player): a stalemate found once passed
}


def playouts(game, games: int):
    lengths, wins = [], [0] * game.num_players
    for seed in range(games):
        state, chooser = game.new_initial_state(seed), random.Random(seed)
        while not state.is_terminal():
            state.play(chooser.choice(state.legal_moves()))
        lengths.append(len(state.record))
        returns = state.returns()
        if max(returns) > 0 and returns.count(max(returns)) == 1:
            wins[returns.index(max(returns))] += 1
    return lengths, wins


@pytest.mark.parametrize("path", sorted(GAMES))
def test_random_playouts_agree_with_ludiis(path):
    record = RECORDS[path]
    game = ludeme.load(ludii_library() / path, options=record["options"], forced_pass=True)
    assert len(game.new_initial_state(0).legal_moves()) == record["legal_moves_at_start"]
    games = GAMES[path]
    lengths, wins = playouts(game, games)
    # within 5%, or within sampling noise for games whose length varies a lot (Nine Men's Morris: a
    # standard deviation of about 127 moves round a mean of 193), taken as three standard errors of
    # the difference, with the engine's spread standing for Ludii's too
    spread = statistics.stdev(lengths) * math.sqrt(1 / games + 1 / record["games"])
    assert abs(sum(lengths) / games - record["mean_length"]) <= max(0.05 * record["mean_length"], 3 * spread)
    for ours, theirs in zip(wins, record["wins_by_seat"]):
        pooled = (ours + theirs) / (games + record["games"])
        noise = 3 * math.sqrt(max(pooled * (1 - pooled), 1e-9) * (1 / games + 1 / record["games"]))
        assert abs(ours / games - theirs / record["games"]) <= noise + 1e-9
