"""docs/python.md stays true: its table of sizes is the games' own, and every ludeme name in its
side-by-side table exists."""

import re

import pytest

import ludeme
from api.described import ROOT, game

PAGE = (ROOT / "docs" / "python.md").read_text(encoding="utf-8")


def sizes_table():
    rows = re.findall(r"^\| ([a-z-]+) \| (\d+) \| (\d+) \| (\d+) \| ([\d,]+) \| (\d+) \| ([\d,]+) \| ([\d,]+) \|$",
                      PAGE, re.MULTILINE)
    return {row[0]: [int(value.replace(",", "")) for value in row[1:]] for row in rows}


def test_the_table_of_sizes_lists_every_packaged_game_as_it_is():
    table = sizes_table()
    assert sorted(table) == ludeme.games()
    for name, figures in table.items():
        played = game("flower-up") if name == "flower-up" else ludeme.load(name)
        assert figures == [played.num_players, played.board.num_sites, len(played.pieces),
                           played.num_distinct_actions(), played.max_chance_outcomes(),
                           played.observation_tensor_size(), played.information_state_tensor_size()], name


OURS = " ".join(line.rsplit(" | ", 1)[-1] for line in PAGE.splitlines() if line.startswith("| `"))


@pytest.mark.parametrize("owner, name", sorted(set(re.findall(r"`(game|state)\.([a-z_]+)\(", OURS))))
def test_every_name_of_ours_in_the_page_exists(owner, name):
    played = game("tic-tac-toe")
    assert hasattr(played if owner == "game" else played.new_initial_state(), name)
