"""(is Threatened ...): whether an enemy's moves could reach a piece, as chess's check is written, and the
player words (P1, Mover, ...) that stand for a player's number in (is Mover ...) and (= ...)."""

import random

from helpers import texts
from interpreter.game import load_text

ROOK = '(piece "Rook" Each (move Slide Orthogonal (to if:(is Enemy (who at:(to))) (apply (remove (to))))))'
ROOKS = ROOK + '(piece "King" Each (move Step (to if:(not (is Friend (who at:(to)))) (apply (remove (to))))))'


def chess_like(start: str, play: str = '(do (forEach Piece) ifAfterwards:(not (is Threatened (id "King" Mover))))',
               end: str = '(if (no Moves Next) (result Mover Win))', size: int = 4):
    return load_text(f'(game "T" (players 2) (equipment {{(board (square {size})) {ROOKS}}}) '
                     f'(rules (start {{{start}}}) (play {play}) (end {end})))')


def test_moves_leaving_the_king_threatened_are_not_legal():
    game = chess_like('(place "King1" {"A1"}) (place "Rook2" {"B4"}) (place "King2" {"D4"})')
    assert texts(game, game.new_initial_state(0)) == ["A1-A2"]  # B1 and B2 are on the rook's file


def test_a_pinned_piece_still_threatens():
    # P2's rook on C2 is pinned to its king on C4 by P1's rook on C1, yet it still covers row 2
    game = chess_like('(place "King1" {"B1"}) (place "Rook1" {"C1"}) (place "Rook2" {"C2"}) (place "King2" {"C4"})')
    assert texts(game, game.new_initial_state(0)) == ["B1-A1", "B1-C2", "C1-C2", "C1-D1"]


def test_threatened_at_a_site_sets_the_piece_there_first():
    king = ('(piece "King" Each (move Step (to if:(and (not (is Friend (who at:(to)))) (not (is Threatened '
            '(id "King" Mover) at:(to)))) (apply (remove (to))))))')
    game = load_text(f'(game "T" (players 2) (equipment {{(board (square 4)) {ROOK} {king}}}) '
                     '(rules (start {(place "King1" {"A1"}) (place "Rook2" {"B4"}) (place "King2" {"D4"})}) '
                     '(play (forEach Piece)) (end (if (no Moves Next) (result Mover Win)))))')
    assert texts(game, game.new_initial_state(0)) == ["A1-A2"]  # B1 and B2 are on the rook's file


def test_checkmate_asks_the_next_players_moves_and_threats_to_its_king():
    checkmate = ('(if (and (is Threatened (id "King" Next)) (not (can Move (do (forEach Piece Next) '
                 'ifAfterwards:(not (is Threatened (id "King" Next))))))) (result Mover Win))')
    game = chess_like('(place "King1" {"B3"}) (place "Rook1" {"D3"}) (place "King2" {"A1"})', end=checkmate)
    state = game.new_initial_state(0)
    state.apply("D3-D1")  # check on the first row; the king's other sites, A2 and B2, are covered by P1's king
    assert state.is_terminal() and state.returns()[0] == 1.0
    other = game.new_initial_state(0)
    other.apply("D3-D2")  # no check
    assert not other.is_terminal()


def test_no_threat_without_the_piece_and_any_piece_threatened_without_what():
    game = chess_like('(place "King1" {"A1"}) (place "Rook2" {"D1"})',
                      end='(if (is Threatened (id "King" Next)) (result Mover Win))')
    assert not game.new_initial_state(0).is_terminal()  # P2 has no king: nothing of it is threatened
    any_piece = chess_like('(place "King1" {"A1"}) (place "Rook2" {"D1"}) (place "King2" {"D4"})',
                           end="(if (is Threatened) (result Mover Win))")
    state = any_piece.new_initial_state(0)
    state.apply("A1-B2")  # no piece is under threat now: the rook's line is open
    assert not state.is_terminal()
    state.apply("D1-D2")  # the rook comes beside the king's row: it threatens B2
    assert state.is_terminal()


def test_player_words_stand_for_a_players_number():
    game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}) '
                     '(rules (play (if (is Mover P1) (move Add (to (sites Bottom))) (move Add (to (sites Top))))) '
                     '(end (if (and (= (who at:0) P1) (!= (who at:8) Mover)) (result P1 Win)))))')
    state = game.new_initial_state(0)
    assert texts(game, state) == ["A1", "B1", "C1"]
    state.apply("B1")
    assert texts(game, state) == ["A3", "B3", "C3"]
    state.apply("A3")
    state.apply("A1")
    assert state.is_terminal() and state.returns()[0] == 1.0


def test_whether_a_move_lands_on_a_site_is_answered_as_the_moves_themselves_would():
    # the shortcut a threat takes (only the walks that could reach the site) against every move made
    import random

    pieces = ('(piece "Rook" Each (move Slide Orthogonal (between (range 1 3)) (to if:(is Enemy (who at:(to))) '
              '(apply (remove (to))))))'
              '(piece "Knight" Each (move Leap {{F F R F}} (to if:(not (is Friend (who at:(to)))) '
              '(apply (remove (to))))))'
              '(piece "Elephant" Each (move Hop Diagonal (between if:True) (to if:(not (is Friend (who at:(to)))) '
              '(apply (remove (to))))))'
              '(piece "Pawn" Each (move Step Forward (to if:(is Empty (to)))))')
    start = ('(place "Rook1" {"A1"}) (place "Knight1" {"B1"}) (place "Elephant1" {"C1"}) (place "Pawn1" {"D2"}) '
             '(place "Rook2" {"E5"}) (place "Knight2" {"D5"}) (place "Elephant2" {"C5"}) (place "Pawn2" {"B4"})')
    captures_first = ('(priority {(forEach Piece {"Knight" "Elephant"} (move Step (to if:(is Enemy (who at:(to))) '
                      '(apply (remove (to)))))) (forEach Piece)})')  # a knight or elephant next to an enemy takes it
    chooser = random.Random(3)
    phased = ('phases:{(phase "Rooks" (play (forEach Piece "Rook")) (nextPhase (= (count Moves) 2))) '
              '(phase "All" (play (forEach Piece)))}')  # a threat asks the moves of the mover's phase
    for play in ("(play (forEach Piece))", f"(play {captures_first})", phased):
        game = load_text(f'(game "T" (players 2) (equipment {{(board (square 5)) {pieces}}}) (rules (start {{{start}}}) '
                         f'{play} (end (if (no Moves Next) (result Mover Win)))))')
        for _ in range(6):
            state = game.new_initial_state(0)
            while not state.is_terminal() and state.turn < 30:
                for site in range(game.board.num_sites):
                    landing = {move.to for move in state.legal_moves()}
                    assert game.play_lands_on(state, site) == (site in landing), (str(state), site)
                state.apply(chooser.choice(state.legal_moves()))


def test_whether_moves_with_a_requirement_land_on_a_site_agrees_with_the_moves_kept():
    # each move must leave the opponent a move: whether one lands on a site (what a threat asks)
    # is found by asking the requirement of the moves landing there alone, with the same answer
    play = ('(do (forEach Piece) ifAfterwards:(and (can Move (forEach Piece Next)) '
            '(not (is Threatened (id "King" Mover)))))')
    game = chess_like('(place "King1" {"A1"}) (place "Rook1" {"D1"}) (place "Rook2" {"B4"}) (place "King2" {"D4"})',
                      play=play, size=5)
    rule, state, choose = game._play_rule, game.new_initial_state(0), random.Random(3)
    asked = 0
    for _ in range(12):
        if state.is_terminal():
            break
        kept = rule.generate(state)
        for site in game.board.sites:
            assert rule.lands_on(state, site) == any(move.to == site for move in kept)
            asked += 1
        state.apply(choose.choice(state.legal_moves()))
    assert asked >= 25 * 4


def test_whether_a_player_has_a_move_is_found_as_the_moves_made_say():
    # (no Moves ...) asked while a threat is probed finds one move and stops: its answer must be the
    # moves' own, in a stalemate, in plain play and in a game with phases
    stalemate = chess_like('(place "King1" {"A1"}) (place "Rook2" {"B3" "C2"}) (place "King2" {"D4"})')
    state = stalemate.new_initial_state(0)
    assert not stalemate.has_moves(state) and state.legal_moves() == []
    phases = ('{(phase "Opening" (play (forEach Piece)) (nextPhase (>= (count Turns) 4) "Middle")) '
              '(phase "Middle" (play (do (forEach Piece) ifAfterwards:(not (is Threatened (id "King" Mover))))))}')
    end = '(if (= (count Pieces Next) 1) (result Mover Win))'  # asks no moves: none are remembered
    games = [chess_like('(place "King1" {"A1"}) (place "Rook1" {"D1"}) (place "Rook2" {"B4"}) (place "King2" {"D4"})',
                        end=end),
             load_text('(game "T" (players 2) (equipment {(board (square 4)) ' + ROOKS + '}) (rules (start {'
                       '(place "King1" {"A1"}) (place "Rook1" {"D1"}) (place "Rook2" {"B4"}) (place "King2" {"D4"})}) '
                       'phases:' + phases + ' (end ' + end + ')))')]
    asked = 0
    for game in games:
        for seed in range(6):
            state, choose, played = game.new_initial_state(seed), random.Random(seed), []
            while not state.is_terminal() and state.turn < 30:
                fresh = game.new_initial_state(seed)  # the same position, asked before its moves are made
                for move in played:
                    fresh.apply(move)
                assert game.has_moves(fresh) == bool(state.legal_moves())
                asked += 1
                played.append(choose.choice(state.legal_moves()))
                state.apply(played[-1])
    assert asked >= 40
