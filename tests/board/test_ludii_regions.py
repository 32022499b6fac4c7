"""The corners, perimeter, sides (compass sides and Top, Bottom, Left, Right), centre, relations,
compass steps and rays of every board of Ludii's library that the engine loads, held to Ludii's own:
``tests/ludii/regions.jsonl`` holds Ludii 1.3.13's figures, one line per file, with the options of
``playouts.jsonl`` (see ``tests/ludii/README.md``). Relations, steps and rays are kept as digests:
for each site, its neighbours in each relation, the sites one step away in any compass direction,
and every ray, sorted."""

import hashlib
import json
from pathlib import Path

import pytest

import ludeme
from tests.helpers import ludii_library

RECORDS = Path(__file__).resolve().parents[1] / "ludii" / "regions.jsonl"
LINES = [json.loads(line) for line in RECORDS.read_text(encoding="utf-8").splitlines()]

COMPASS_SIDES = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")

#: Where the engine knowingly differs (docs/boards.md): in Juroku Musashi two points added on the
#: base of the triangle are on Ludii's outline, as if they split the edge they lie on; in Pic Ludii's
#: centre holds two more holes.
KNOWN = {
    "lud/board/hunt/Juroku Musashi.lud": {"convex_corners", "perimeter", "sides"},
    "lud/board/sow/other/Pic.lud": {"centre"},
}


#: Boards whose diagonals, and so compass steps and rays, differ from Ludii's: across the inner pentagon of a
#: pentagram two points are equally good diagonals and Ludii's rounding picks the other one (Kaooa,
#: Pentalpha and three puzzles); Hund efter Hare (Thy)'s added edges make three more cells in
#: Ludii; and the diagonals of Gadis, MacBeth, Egara Guti and Louis XVI differ (Ludii has others,
#: or more).
STEPS_DIFFER = {
    "lud/board/hunt/Hund efter Hare (Thy).lud",
    "lud/board/hunt/Kaooa.lud",
    "lud/board/race/fill/Gadis.lud",
    "lud/board/space/territory/MacBeth.lud",
    "lud/board/war/leaping/lines/Egara Guti.lud",
    "lud/board/war/leaping/orthogonal/Louis XVI.lud",
    "lud/puzzle/planning/Jiu Zi Xian Qi.lud",
    "lud/puzzle/planning/Lam Turki.lud",
    "lud/puzzle/planning/Nao Gutiya Baithaneka.lud",
    "lud/puzzle/planning/Pentalpha.lud",
}


def known(path: str) -> set[str]:
    """The measures of a board that knowingly differ from Ludii's."""
    return KNOWN.get(path, set()) | ({"steps_digest", "rays_digest", "relations_digest"} if path in STEPS_DIFFER
                                     else set())


def digest(value) -> str:
    """A short digest of the JSON text of a value: how the steps and rays of a board are kept."""
    return hashlib.sha256(json.dumps(value, separators=(",", ":")).encode()).hexdigest()[:16]


def test_the_records_are_one_per_file_in_order():
    paths = [line["path"] for line in LINES]
    assert paths == sorted(set(paths)) and len(paths) > 600
    assert set(KNOWN) | STEPS_DIFFER <= set(paths)


@pytest.mark.parametrize("line", LINES, ids=[line["path"][4:-4] for line in LINES])
def test_the_board_measures_as_in_ludii(line):
    library = ludii_library()
    board = ludeme.load(library / line["path"], options=line["options"]).board
    ours = {"use": board.use, "sites": board.num_sites,
            "convex_corners": sorted(board.convex_corners), "concave_corners": sorted(board.concave_corners),
            "perimeter": sorted(board.perimeter), "centre": sorted(board.centre),
            "sides": {name: sorted(board.sides[name]) for name in COMPASS_SIDES if name in board.sides},
            **{name.lower(): sorted(board.sides[name]) for name in ("Top", "Bottom", "Left", "Right")}}
    ours["steps_digest"] = digest([sorted(t for d in board.directions for t in board.steps(site, d))
                                   for site in board.sites])
    ours["rays_digest"] = digest([sorted(list(ray) for d in board.directions for ray in board.rays_in(site, d))
                                  for site in board.sites])
    ours["relations_digest"] = {relation: digest([sorted(board.neighbour_table(relation)[site]) for site in board.sites])
                                for relation in ("Orthogonal", "Diagonal", "Adjacent", "All")}
    differing = {name for name, value in ours.items() if value != line[name]}
    assert differing == known(line["path"]), {name: (ours[name], line[name]) for name in differing}
