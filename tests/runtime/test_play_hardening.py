"""Play never leaves a state half changed or open to its callers, and hostile rules are refused
when compiling, before they could fail while playing."""

import pytest

from interpreter.game import load_game, load_text
from interpreter.repl import Session
from interpreter.state import IllegalMove, RuleError
from ludeme.diagnostics import DiagnosticError

GAME = ('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
        '(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw)))))')


def snapshot(state) -> tuple:
    """Everything a move may change."""
    return (state.who[:], state.what[:], state.empty[:], state.marks[:], state.points[:], state.hands[:],
            state.slots[:], [dict(m) for m in state.multisets], state.stock[:], state.roles[:], state.record[:], len(state.frames),
            len(state.log), state.mover, state.turn, state.last_to, state.last_from, state.result, state.again,
            state.version, state.layout, state.owned[:], state.rng.getstate(), state.legal_moves())


def failing_after_placing(game):
    """Make the Add rule fail after it has placed its piece, as a broken consequence would."""
    effect = game.effects[0]

    def place_then_fail(state, move):
        effect(state, move)
        state.set_score(1, 5)
        state.draw(1, 6)
        raise ZeroDivisionError("division by zero")

    game.effects[0] = place_then_fail


def test_a_move_whose_consequences_fail_changes_nothing():
    game = load_game("examples/tic-tac-toe.lud")
    state = game.new_initial_state(seed=3)
    state.apply("A1")
    before = snapshot(state)
    failing_after_placing(game)
    with pytest.raises(RuleError, match=r"B2 cannot be played: the rules failed .*ZeroDivisionError.*unchanged"):
        state.apply("B2")
    assert snapshot(state) == before
    with pytest.raises(RuleError):  # agents play through play(), without the legality check
        state.play(state.legal_moves()[0])
    assert snapshot(state) == before


def test_the_prompt_reports_a_failing_move_and_goes_on():
    game = load_game("examples/tic-tac-toe.lud")
    session = Session(game)
    failing_after_placing(game)
    answer = session.handle("B2")
    assert answer.startswith("Illegal move: B2 cannot be played") and "this is a bug" in answer.lower()
    assert session.state.what[game.board.site("B2")] < 0 and not session.state.record


def test_a_rule_error_is_a_refused_move():
    assert issubclass(RuleError, IllegalMove)


def test_callers_cannot_change_the_legal_moves_of_a_state():
    state = load_game("examples/tic-tac-toe.lud").new_initial_state()
    moves = state.legal_moves()
    moves.clear()
    assert len(state.legal_moves()) == 9
    clone = state.clone()
    clone.legal_moves().pop()
    assert len(clone.legal_moves()) == 9 and len(state.legal_moves()) == 9
    state.apply("B2")  # the copy handed out before is not the state's
    assert len(state.legal_moves()) == 8


def test_a_huge_hand_is_shown_as_a_count():
    game = load_game("examples/tic-tac-toe.lud")
    state = game.new_initial_state()
    kinds = len(game.pieces)
    state.stock[0] = 3  # a deck, so the panel is shown
    state.stock[1 * kinds + 1] = 10**9
    state.stock[2 * kinds + 1] = 2
    text = str(state)
    assert f"hand P1: {game.pieces[1].name} x1,000,000,000" in text
    assert f"hand P2: {game.pieces[1].name} {game.pieces[1].name}" in text


@pytest.mark.parametrize("change, message", [
    (("(board (square 3))", "(boardless Square 10001)"), "(boardless Square 10001) would have 100,020,001"),
    (("(board (square 3))", "(board (remove (square 3) vertices:{{}}))"), "a vertex is an index or an {x y} point"),
    (("(is Full)", "(= 3 (value Random (range 5 1)))"), "the lowest value is above the highest"),
    (("(move Add (to (sites Empty)))", "(move Add (to (sites Empty)) (then (deal Cards 1 P3)))"),
     "P3 is not a player of this game"),
])
def test_rules_that_could_only_fail_are_refused_when_compiling(change, message):
    with pytest.raises(DiagnosticError) as error:
        load_text(GAME.replace(*change))
    (diagnostic,) = error.value.diagnostics
    assert message in diagnostic.message and diagnostic.span is not None


def test_is_connected_joins_regions_given_as_an_array():
    game = load_text(GAME.replace("(is Full)", "(is Connected {(sites Top) (sites Bottom)})"))
    state = game.new_initial_state()
    for text in ("A1", "C1", "A2", "C2", "A3"):
        state.apply(text)
    assert state.is_terminal() and state.returns() == (0.0, 0.0)  # a draw: P1's column joins top and bottom


@pytest.mark.parametrize("to, sites", [("(+ 100 0)", []), ("(- 0 4)", []), ("(+ 4 0)", ["B2"]),
                                       ("(sites Around (+ 100 0))", []), ("(sites Around (- 0 1))", []),
                                       ("(sites Direction from:(union (handSite P1) (sites {})))", []),
                                       ("(sites Direction from:(union (+ 100 0) (sites {})))", [])])
def test_a_number_given_as_a_site_off_the_board_gives_no_site(to, sites):
    """(to ...) and (sites Around ...) given a number as a site (a score, a count) that is not a
    site of the board find nothing there (a number past the board is also how hands are named)."""
    game = load_text(GAME.replace("(to (sites Empty))", f"(to {to})"))
    state = game.new_initial_state(0)
    assert [game.board.label(move.to) for move in state.legal_moves()] == sites


@pytest.mark.parametrize("region, on_board", [
    ("(sites Occupied by:Mover)", True), ("(sites Empty)", True), ("(sites State 1)", True),
    ("(sites Around (+ 100 0))", True),  # the neighbours of the sites given that are on the board
    ("(sites Around (sites Occupied by:Next) Orthogonal if:(is Empty (to)))", True),
    ("(difference (sites Occupied by:Next) (sites {100}))", True),
    ("(intersection (sites {100}) (sites Empty))", True),
    ("(union (sites Occupied by:Mover) (sites {4}))", True),
    ("(sites {100})", False), ("(union (sites Occupied by:Mover) (sites {100}))", False),
    ("(difference (sites {100}) (sites Empty))", False), ("(sites LastTo)", False),
])
def test_regions_known_to_give_sites_of_the_board(region, on_board):
    """Ludemes indexing the board's tables with a region's sites check them only when the region
    is not known to give sites of the board alone."""
    from ludeme.checker import check_expression
    from ludeme.expansion import expand_expression
    from interpreter.compiler import gives_board_sites

    game = load_text(GAME)
    value, problems = check_expression(expand_expression(region, game.expansion), "sites")
    assert not problems
    assert gives_board_sites(game._compiler.compile(value, "sites")) is on_board


@pytest.mark.parametrize("around, sites", [
    ("(union (sites Occupied by:Mover) (sites {100}))", ["A2", "B1", "B3", "C2"]),
    ("(difference (sites Around (sites Occupied by:Mover) Orthogonal) (sites {100}))", ["A1", "A3", "C1", "C3"]),
])
def test_sites_off_the_board_among_others_are_left_out(around, sites):
    game = load_text(GAME.replace("(to (sites Empty))", f"(to (sites Around {around} Orthogonal if:(is Empty (to))))"))
    state = game.new_initial_state(0)
    state.place(game.board.site("B2"), 1, 0)
    state._legal = None
    assert sorted(game.board.label(move.to) for move in state.legal_moves()) == sites
