"""What a description asks its front ends to show (``(metadata ...)``): values by their names or
hidden, counts and sites computed by ludemes, what a move means, and the rule that took a piece
off, in the prompt's text and in the picture."""

from __future__ import annotations

from xml.etree import ElementTree

import pytest

from interpreter.game import load_text
from interpreter.render.panel import describe, panel_lines, play_explained
from interpreter.render.picture import state_svg
from ludeme.diagnostics import DiagnosticError
from ludeme.files import read_description_text
from ludeme.metadata import read_metadata

# A row of five cells: each turn adds a stone and bumps a counter; a stone at E1 takes off the
# opponent's stones (comment beside the rule), a pass clears the board (the define's comment).
GAME = """
// The board empties: a pass starts over.
(define "Clear" (remove (sites Occupied by:All)))
(define "Mine" (sites Occupied by:Mover))
(game "Row"
    (players 2)
    (equipment {(board (rectangle 1 5)) (piece "Disc" Each)})
    (rules
        (start (remember Value "Tokens" 2 count:2))
        (play (or {
            (move Add (to (sites Empty))
                (then (and {
                    (set Var "Count" (+ (var "Count") 1))
                    (set Var "Step" 1)
                    (if (= (last To) 4) (remove (sites Occupied by:Next))) // the far end sweeps the row
                    (set Var "Look" (whatIf (remove (sites Occupied by:All)) 0))
                }))
            )
            (move Pass (then "Clear"))
        }))
        (end (if (>= (var "Count") 9) (result Mover Win)))
    )
)
(metadata (graphics {
    (value Label "Count" "stones played")
    (value Names "Tokens" {(pair 2 "gold")})
    (value Names "Step" {"resting" "moving"})
    (value Hidden {"Look"})
    (state Names {(pair 1 "marked")})
    (show Value "stones of the mover" (count Sites in:"Mine"))
    (show Sites "the mover's stones" "Mine" (colour Blue))
    (move Label "pass" "clear the board" if:(> (count Pieces All) 0))
    (move Label "pass" "nothing to clear")
}))
"""


@pytest.fixture(scope="module")
def game():
    return load_text(GAME)


def test_the_metadata_is_read_as_written():
    meta = read_metadata(read_description_text(GAME).expansion)
    assert meta.value_labels == {"Count": "stones played"}
    assert meta.value_names == {"Tokens": {2: "gold"}, "Step": {0: "resting", 1: "moving"}}
    assert meta.hidden == {"Look"} and meta.state_names == {1: "marked"}
    assert [(s.kind, s.label, s.colour) for s in meta.shown] == [
        ("Value", "stones of the mover", None), ("Sites", "the mover's stones", "#1e63c8")]
    assert [(m.move, m.label, m.condition is not None) for m in meta.move_labels] == [
        ("pass", "clear the board", True), ("pass", "nothing to clear", False)]


def test_values_are_shown_by_their_names_and_bookkeeping_is_hidden(game):
    state = game.new_initial_state()
    info = describe(game, state)
    assert info["variables"] == {"Step": "resting"}  # a named 0 is shown; Count 0 is not
    assert info["remembered"] == {"Tokens": [["gold", 2]]}
    state.apply("C1")
    info = describe(game, state)
    assert info["variables"] == {"stones played": "1", "Step": "moving"}  # Look is hidden
    assert "variables: stones played 1, Step moving" in panel_lines(game, state)


def test_values_and_sites_computed_by_ludemes_are_shown(game):
    state = game.new_initial_state()
    state.apply("A1")
    state.apply("B1")
    state.apply("C1")  # P2 to move: B1 is theirs
    info = describe(game, state)
    assert info["shown"] == {"stones of the mover": 1}
    assert info["highlighted"] == [{"caption": "the mover's stones", "colour": "#1e63c8", "sites": ["B1"]}]
    assert "the mover's stones: B1" in panel_lines(game, state)
    assert state_svg(game, state).count('data-caption="the mover&apos;s stones"') + \
        state_svg(game, state).count("data-caption=\"the mover's stones\"") == 1


def test_a_move_says_what_it_means_by_the_first_label_that_holds(game):
    state = game.new_initial_state()
    assert "pass (nothing to clear)" in describe(game, state)["to do"]
    state.apply("A1")
    assert "pass (clear the board)" in describe(game, state)["to do"]


def test_removals_are_told_with_the_rule_that_made_them(game):
    state = game.new_initial_state()
    for text in ("A1", "B1", "C1"):
        state.apply(text)
    # P2 plays at the far end: P1's stones go by the rule with a comment beside it; the (whatIf ...)
    # that only looks ahead takes nothing off
    assert play_explained(game, state, "E1") == ["P1 lost Disc1 at A1, C1 (the far end sweeps the row)"]
    with game.removals_noted() as causes:
        state.apply("D1")
    assert causes == {}  # only the (whatIf ...) took pieces off, to look ahead
    assert play_explained(game, state, "pass") == ["P2 lost Disc2 at B1, E1 (The board empties: a pass starts over.)",
                                                "P1 lost Disc1 at D1 (The board empties: a pass starts over.)"]


def test_a_removal_in_a_define_without_comments_is_told_by_the_define_name():
    text = GAME.replace("// The board empties: a pass starts over.\n", "")
    game = load_text(text)
    state = game.new_initial_state()
    state.apply("A1")
    assert play_explained(game, state, "pass") == ["P1 lost Disc1 at A1 (the rule Clear)"]


def test_a_caption_cannot_break_out_of_the_picture():
    game = load_text(GAME.replace('"the mover\'s stones"', '"x\\" onload=\\"alert(1)"'))
    state = game.new_initial_state()
    state.apply("A1")
    state.apply("B1")
    picture = ElementTree.fromstring(state_svg(game, state))
    assert not [node for node in picture.iter() if "onload" in node.attrib]
    assert [node.get("data-caption") for node in picture.iter() if node.get("class") == "highlight"] == \
        ['x" onload="alert(1)']


def test_a_mistake_in_a_shown_ludeme_is_reported_where_it_is_written():
    text = GAME.replace("(count Sites in:\"Mine\")", "(count Sitez in:\"Mine\")")
    with pytest.raises(DiagnosticError) as error:
        load_text(text)
    diagnostic = error.value.diagnostics[0]
    assert "Sitez" in diagnostic.message and diagnostic.hint == "did you mean 'Sites'?"
    assert "(count Sitez" in text.splitlines()[diagnostic.span.line - 1]
