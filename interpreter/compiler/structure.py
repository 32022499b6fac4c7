"""The frame of a game: start, play, end and meta rules, and where pieces start."""

from __future__ import annotations

from interpreter.compiler import Compiler, rule
from interpreter.moves import Move
from ludeme.checker import Bound


def _each(rules) -> tuple:
    """``(end r)`` and ``(end {r1 r2})`` alike: the rules as a tuple."""
    return rules if isinstance(rules, tuple) else (rules,)


@rule("play", returns="play")
def play(bound: Bound, c: Compiler):
    return c.compile(bound.get("moves"), "moves")


@rule("start", returns="start")
def start(bound: Bound, c: Compiler):
    rules = bound.get("rules")
    placements = [c.compile(r, "startRule") for r in _each(rules)]

    def set_up(state):
        for placement in placements:
            placement(state)

    return set_up


@rule("place", returns="startRule")
def place(bound: Bound, c: Compiler):
    name = bound.get("piece")
    kinds = {kind.name: index for index, kind in enumerate(c.pieces)}
    if name not in kinds:
        from ludeme.diagnostics import Diagnostic, DiagnosticError
        from ludeme.suggest import did_you_mean

        raise DiagnosticError([Diagnostic.error(f'no piece is named "{name}"', bound.node.span,
                                                hint=did_you_mean(name, list(kinds)) or
                                                f"pieces: {', '.join(kinds) or 'none'}")])
    what = kinds[name]
    owner = c.pieces[what].owner
    value = bound.get("sites")
    if isinstance(value, Bound) and value.ludeme.returns == "int":  # one site: (handSite P1)
        one = c.compile(value, "int")
        sites = lambda state: (one(state),)  # noqa: E731
    else:
        sites = c.compile(value, "sites")
    count = c.compile(bound.get("count", 1), "int")
    board_sites = c.board.num_sites

    def put(state):
        for site in sites(state):
            if site >= board_sites:  # a hand: count: more pieces in it
                state.set_hand(site - board_sites, state.hands[site - board_sites] + count(state))
            else:
                state.place(site, max(owner, 0), what)

    return put


@rule("end", returns="end")
def end(bound: Bound, c: Compiler):
    rules = bound.get("rules")
    tests = [c.compile(r, "endRule") for r in _each(rules)]

    def outcome(state):
        for test in tests:
            result = test(state)
            if result is not None:
                return result
        return None

    return outcome


@rule("meta", returns="meta")
def meta(bound: Bound, c: Compiler):
    rules = bound.get("rules")
    return [c.compile(r, "metaRule") for r in _each(rules)]


@rule("swap", returns="metaRule")
def swap(bound: Bound, c: Compiler):
    """The second player's first decision may be to take over the first player's side."""

    def exchange(state, move):
        state.swap_roles(1, 2)
        state.again = True  # the player now in seat 2 moves next

    index = c.effect(exchange)
    offer = [Move("Swap", effect=index)]

    def extra_moves(state):
        return offer if state.turn == 2 and state.mover == 2 and state.roles[1] == 1 else []

    return extra_moves
