"""(no Moves <who>): whether a player has a legal move as if it were their turn; (max Moves ...): the
moves after which the mover goes on longest; apart from any game."""

from interpreter.game import load_text


def game_of(play, end="(if (no Moves Next) (result Mover Win))", meta=""):
    text = (f'(game "T" (players 2) (equipment {{(board (square 3)) (piece "Disc" Each)}}) '
            f"(rules {meta} (play {play}) (end {end})))")
    return load_text(text)


ONLY_P1 = "(if (is Mover 1) (move Add (to (sites Empty))))"


def test_the_game_ends_when_the_next_player_cannot_move():
    game = game_of(ONLY_P1)
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(no Moves Mover)", "boolean") is False
    assert game.evaluate(state, "(no Moves Next)", "boolean") is True  # P2 could not move now
    assert game.evaluate(state, "(no Moves P1)", "boolean") is False
    state.apply("B2")
    assert state.is_terminal() and state.returns() == (1.0, -1.0)


def test_asking_leaves_the_mover_turn_and_context_alone():
    game = game_of(ONLY_P1)
    state = game.new_initial_state(0)
    before = (state.mover, state.turn, state.var_to, state.var_site, state.var_sites)
    game.evaluate(state, "(no Moves Next)", "boolean")
    assert (state.mover, state.turn, state.var_to, state.var_site, state.var_sites) == before


def test_a_meta_move_counts_as_a_move():
    game = game_of(ONLY_P1, meta="(meta (swap))")
    state = game.new_initial_state(0)
    state.apply("B2")
    assert not state.is_terminal() and [m.kind for m in state.legal_moves()] == ["Swap"]


def test_the_moves_found_for_the_next_turn_serve_that_turn_and_never_a_later_one():
    game = game_of("(move Add (to (sites Empty) if:(not (is In (to) (sites Around (sites Occupied by:All))))))")
    state = game.new_initial_state(0)
    state.apply("A1")  # the end rule has just worked out P2's moves
    assert sorted(game.board.label(m.to) for m in state.legal_moves()) == sorted("C1 C2 C3 A3 B3".split())
    state.undo()
    assert len(state.legal_moves()) == 9
    state.apply("B2")
    assert state.is_terminal() and state.returns() == (1.0, -1.0)
    clone = state.clone()
    clone.undo()
    assert len(clone.legal_moves()) == 9 and state.legal_moves() == []


def test_asking_inside_the_play_rule_does_not_loop():
    game = game_of("(if (no Moves Mover) (move Pass) (move Add (to (sites Empty))))",
                   end="(if (is Full) (result Mover Draw))")
    assert len(game.new_initial_state(0).legal_moves()) == 9


def test_max_moves_keeps_the_moves_that_let_the_mover_go_on_longest():
    """A disc on the left column lets its player move again: a run through the whole column is longest."""
    game = game_of("(max Moves (move Add (to (sites Empty)) (then (if (is In (last To) (sites Left)) (moveAgain)))))",
                   end="(if (is Full) (result Mover Draw))")
    state = game.new_initial_state(0)
    assert sorted(game.board.label(move.to) for move in state.legal_moves()) == ["A1", "A2", "A3"]
    state.apply("A2")
    assert state.mover == 1 and sorted(game.board.label(move.to) for move in state.legal_moves()) == ["A1", "A3"]
    state.apply("A1")
    state.apply("A3")
    assert state.mover == 1 and len(state.legal_moves()) == 6  # every run is one move long now
    state.apply("B1")
    assert state.mover == 2 and sorted(game.board.label(move.to) for move in state.legal_moves()) == [
        "B2", "B3", "C1", "C2", "C3"]  # nothing lets P2 move again: every move is kept


def test_max_moves_tries_its_moves_without_changing_the_position():
    game = game_of("(max Moves (move Add (to (sites Empty)) (then (if (is In (last To) (sites Left)) (moveAgain)))))",
                   end="(if (is Full) (result Mover Draw))")
    state = game.new_initial_state(0)
    before = (state.mover, state.turn, list(state.what), len(state.record))
    state.legal_moves()
    assert (state.mover, state.turn, list(state.what), len(state.record)) == before


def test_prev_is_who_made_the_last_move_the_mover_again_while_its_turn_goes_on():
    game = game_of("(move Add (to (sites Empty)) (then (if (is In (last To) (sites Left)) (moveAgain))))",
                   end="(if (is Full) (result Mover Draw))")
    state = game.new_initial_state(0)
    assert game.evaluate(state, "(prev)") == 0  # before the first move: no one
    state.apply("B2")
    assert (state.mover, game.evaluate(state, "(prev)")) == (2, 1)
    state.apply("A1")  # on the left column: P2 goes on
    assert (state.mover, game.evaluate(state, "(prev)")) == (2, 2)
    assert list(game.evaluate(state, "(sites Occupied by:Prev)", "sites")) == [0]
    state.apply("C3")
    assert (state.mover, game.evaluate(state, "(prev)")) == (1, 2)
    state.undo()
    assert game.evaluate(state, "(prev)") == 2
