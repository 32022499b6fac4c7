"""Every description and example, each with a small choice of options, compiled once for the API tests."""

from functools import cache
from pathlib import Path

import ludeme

ROOT = Path(__file__).resolve().parents[2]
GAMES = {
    "tic-tac-toe": (ROOT / "examples" / "tic-tac-toe.lud", []),
    "hex-3": (ROOT / "examples" / "hex.lud", ["Board Size/3x3"]),
    "springtime-puzzle": (ROOT / "examples" / "springtime-puzzle.lud", []),
    "quadrants": (ROOT / "examples" / "quadrants.lud", []),
    "sprout": (ROOT / "descriptions" / "sprout.lud", []),
    "sprout-cairo": (ROOT / "descriptions" / "sprout.lud", ["Board/Cairo", "Pie/On"]),
    "springtime": (ROOT / "descriptions" / "springtime.lud", []),
    "springtime-match": (ROOT / "descriptions" / "springtime.lud", ["Match/Two games", "Stacks/Physical"]),
    "turn-of-time": (ROOT / "descriptions" / "turn-of-time.lud", []),
    "flower-up": (ROOT / "descriptions" / "flower-up.lud", []),
    "making-ground-4": (ROOT / "descriptions" / "making-ground.lud", ["Players/4 Partnerships"]),
}


@cache
def game(name: str):
    path, options = GAMES[name]
    return ludeme.load(path, options=options)
