"""Rules a player can read: every game's description carries its rules in words, shown by the
prompt's rules command and by ludeme info, and every game has a page in docs/ that stands on its
own (no doc points at a file outside the repository)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from interpreter.game import load_game
from interpreter.repl import Session
from ludeme.cli import main

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"sprout": "Sprout-R-Out", "springtime": "Springtime", "turn-of-time": "Turn of Time",
         "making-ground": "Making Ground", "flower-up": "Flower Up"}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_description_has_its_rules_in_words(name, capsys):
    game = load_game(ROOT / "descriptions" / f"{name}.lud")
    rules = game.metadata.rules
    assert game.name == GAMES[name] and len(rules) > 800 and not rules.lstrip().startswith("(")  # words, not ludemes
    assert Session(game).handle("rules") == f"{game.name}\n\n{rules}"
    assert main(["info", str(ROOT / "descriptions" / f"{name}.lud")]) == 0
    assert rules in capsys.readouterr().out


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_has_a_page_with_its_rules_and_settled_questions(name):
    page = (ROOT / "docs" / f"{name}.md").read_text(encoding="utf-8")
    assert "## The rules as played" in page
    assert re.search(r"^\| G1 \|", page, re.MULTILINE), "the settled questions, G1 onwards"


def test_no_doc_points_outside_the_repository():
    texts = [*ROOT.glob("docs/*.md"), ROOT / "README.md", *ROOT.glob("descriptions/*.lud")]
    for path in texts:
        text = path.read_text(encoding="utf-8")
        assert "shared/rules" not in text and "shared/seeds" not in text and "specification" not in text, path.name
        for target in re.findall(r"`((?:docs|descriptions|examples|tests)/[\w./-]+\.(?:md|lud|py))`", text):
            assert (ROOT / target).exists(), f"{path.name} names {target}, which is not in the repository"
