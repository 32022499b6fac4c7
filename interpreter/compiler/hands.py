"""Hands: pieces off the board, counted, and moves between hands and the board.

As in Ludii, a hand is a site of its own container; hand sites follow the board's sites:
``num_sites + seat - 1`` for each seat, then the shared hand (``(hand Shared)``). The state
keeps only a count per hand (``state.hands``); the pieces of a seat's hand are of the seat's
first piece kind.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, Places, rule
from interpreter.compiler.moves import Rule, consequences
from interpreter.moves import Move
from ludeme import syntax as s
from ludeme.checker import Bound


def hand_site(c: Compiler, value):
    """``f(state) -> site`` of the hand a role word or an integer names."""
    base = c.board.num_sites
    if isinstance(value, s.Name) and value.text == "Shared":
        shared = base + c.players
        return lambda state: shared
    seat, players = c.seat_value(value), c.players
    return lambda state: base + number - 1 if 1 <= (number := seat(state)) <= players else -1


@rule("handSite", returns="int")
def hand_site_rule(bound: Bound, c: Compiler):
    return hand_site(c, bound.get("who"))


@rule("count", "Cell", "int")
def count_cell(bound: Bound, c: Compiler):
    at = c.compile(bound.get("at"), "int")
    base = c.board.num_sites

    def count(state):
        site = at(state)
        if site >= base:
            return state.hands[site - base] if site - base < len(state.hands) else 0
        return 1 if site >= 0 and state.what[site] >= 0 else 0

    return count


def transfer(c: Compiler):
    """``move(state, frm, to, what)``: a piece from a site or hand to a site or hand; ``what`` is the kind
    of piece a hand gives (-1 for the shared hand, whose pieces go to hands only)."""
    base = c.board.num_sites
    owners = [max(kind.owner, 0) for kind in c.pieces]

    def move(state, frm, to, what):
        if frm >= base:
            hand = frm - base
            state.set_hand(hand, state.hands[hand] - 1)
        else:
            what = state.what[frm]
            state.clear(frm)
        if to >= base:
            hand = to - base
            state.set_hand(hand, state.hands[hand] + 1)
        elif what >= 0:
            state.place(to, owners[what], what)

    return move


@rule("move", None)
def move_from_to(bound: Bound, c: Compiler):
    """A piece from an origin to a destination: placements from a hand, returns to a hand, moves."""
    origins: Places = c.compile(bound.get("from"), "from")
    targets: Places = c.compile(bound.get("to"), "to")
    after = consequences(bound.get("then"), c)
    base = c.board.num_sites
    gives = [c.piece_of(hand + 1) if hand < c.players else -1 for hand in range(c.players + 1)]
    move = transfer(c)

    def perform(state, m):
        if m.kind == "Remove":  # written by the board site it empties: xA1
            move(state, m.to, m.frm, m.what)
        else:
            move(state, m.frm, m.to, m.what)
        if after:
            after(state)

    index = c.effect(perform)
    made: dict[tuple[int, int], Move] = {}  # moves are values: one per origin and destination

    def available(state, frm):
        """The kind of piece an origin gives (-2 when it has none to give)."""
        if frm >= base:
            hand = frm - base
            return gives[hand] if hand < len(gives) and state.hands[hand] > 0 else -2
        return state.what[frm] if frm >= 0 and state.what[frm] >= 0 else -2

    def pairs(state):
        found = []
        saved = state.var_from
        for frm in origins.select(state, "var_from"):
            what = available(state, frm)
            if what == -2:
                continue
            state.var_from = frm
            for to in targets.select(state, "var_to"):
                if to != frm:
                    found.append((frm, to, what))
        state.var_from = saved
        return found

    def generate(state):
        moves = []
        for frm, to, what in pairs(state):
            value = made.get((frm, to))
            if value is None:
                kind = "Add" if frm >= base and to < base else "Remove" if to >= base > frm else "Move"
                shown, origin = (frm, to) if kind == "Remove" else (to, frm)
                value = made[(frm, to)] = Move(kind, shown, origin, what if frm >= base else -1, index)
            moves.append(value)
        return moves

    def actions(state):
        found = [lambda st, f=frm, t=to, w=what: move(st, f, t, w) for frm, to, what in pairs(state)]
        return found + ([after] if after else [])

    def exists(state):
        saved = state.var_from
        try:
            for frm in origins.select(state, "var_from"):
                if available(state, frm) != -2:
                    state.var_from = frm
                    if targets.any(state, "var_to"):
                        return True
            return False
        finally:
            state.var_from = saved

    def explain(state, site):
        if not any(0 <= to < base for to in targets.sites(state)):
            return None  # a move into hands says nothing about a site of the board
        if site not in targets.sites(state):
            return f"it is not among {targets.text}"
        if targets.condition is not None and site not in targets.select(state, "var_to"):
            return f"it fails the condition of {targets.text}"
        if not any(available(state, frm) != -2 for frm in origins.select(state, "var_from")):
            return f"there is nothing to move from {origins.text}"
        return None

    c.explainers.append(explain)
    return Rule(generate, actions, exists)
