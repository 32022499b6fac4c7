"""Compile rules of start rules (Ludii's ``game.rules.start``): what is set up before the first move.

Each rule's catalogue row is in ``ludeme/catalogue/families/start.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler, counts, rule
from interpreter.compiler.chance import deal
from interpreter.compiler.hands import has_hands
from interpreter.compiler.memory import _change, remember_all
from interpreter.pieces import owned_name
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.suggest import did_you_mean

if TYPE_CHECKING:
    from interpreter.compiler import Action, Resolve, Sites
    from interpreter.state import State


@rule("deal", "Cards", "startRule")
def deal_cards_start(bound: Bound, c: Compiler) -> Action:
    number = c.compile(bound.get("count"), "int")
    seat = c.seat(bound.get("who"))
    return lambda state: deal(state, seat(state), number(state))


def _start(function: Callable[[Bound, Compiler], Resolve]) -> Callable[[Bound, Compiler], Action]:
    def compile_start(bound: Bound, c: Compiler) -> Action:
        resolve = function(bound, c)
        return lambda state: resolve(state)(state)

    return compile_start


@rule("redraw", returns="startRule")
def redraw(bound: Bound, c: Compiler) -> Action:
    """The condition is kept for the game to test when it loads (``Game`` lays the board out again
    until it holds); in play the rule does nothing, the set-up being done by then."""
    c.shared("set-up conditions")[bound.node.span] = c.compile(bound.get("until"), "boolean")
    return lambda state: None


rule("remember", "Value", "startRule")(_start(lambda b, c: _change(b, c, 1)))
rule("set", "RememberValue", "startRule")(_start(remember_all))


@rule("set", "Team", "startRule")
def set_team(bound: Bound, c: Compiler) -> Action:
    index = bound.get("index")
    if not isinstance(index, int) or not 1 <= index <= c.players:
        raise DiagnosticError([Diagnostic.error(
            f"a team is numbered from 1 to {c.players}, the number of seats", bound.node.span)])
    teams = c.shared("teams")
    for word in bound.get("roles"):
        text = word.text if isinstance(word, s.Name) else str(word)
        if not (text.startswith("P") and text[1:].isdigit() and 1 <= int(text[1:]) <= c.players):
            raise DiagnosticError([Diagnostic.error(
                f"{text} is not a seat of this game; a team lists seats P1 to P{c.players}", bound.node.span)])
        seat = int(text[1:])
        if teams.get(seat, index) != index:
            raise DiagnosticError([Diagnostic.error(f"{text} is already in team {teams[seat]}", bound.node.span)])
        teams[seat] = index
    # seats in no team play alone, numbered after the teams
    roles, alone = [0], max(teams.values())
    for seat in range(1, c.players + 1):
        if seat not in teams:
            alone += 1
        roles.append(teams.get(seat, alone))
    c.roles = roles
    return lambda state: None


def _into_hands(bound: Bound, c: Compiler, name: str, container: str, kinds: dict[str, int]) -> Action:
    """``(place "Marker" "Hand" count:9)``: count: pieces into each player's hand, their own kind of
    the piece named (Marker1 into P1's, ...); ``(place "Marker1" "Hand1" count:9)``: into one hand."""
    if container == "Hand":
        seats = list(range(1, c.players + 1))
        missing = [owned for seat in seats if (owned := owned_name(name, seat, c.players)) not in kinds]
    else:
        seats = [int(container[4:])]
        missing = [] if name in kinds and 1 <= seats[0] <= c.players else [name]
        if not 1 <= seats[0] <= c.players:
            raise DiagnosticError([Diagnostic.error(f'no hand is named "{container}"', bound.node.span,
                                                    hint=f"hands: Hand1 to Hand{c.players}, or Hand for each one's")])
    if missing:
        raise DiagnosticError([Diagnostic.error(f'no piece is named "{missing[0]}"', bound.node.span,
                                                hint=did_you_mean(missing[0], list(kinds)) or
                                                f"pieces: {', '.join(kinds) or 'none'}")])
    count = c.compile(bound.get("count", 1), "int")

    def put(state: State) -> None:
        for seat in seats:
            state.set_hand(seat - 1, state.hands[seat - 1] + count(state))

    return put


@rule("place", returns="startRule")
def place(bound: Bound, c: Compiler) -> Action:
    name = bound.get("piece")
    kinds = {kind.name: index for index, kind in enumerate(c.pieces)}
    written = bound.get("sites")
    if isinstance(written, str) and re.fullmatch(r"Hand\d*", written):
        return _into_hands(bound, c, name, written, kinds)
    if name not in kinds:
        raise DiagnosticError([Diagnostic.error(f'no piece is named "{name}"', bound.node.span,
                                                hint=did_you_mean(name, list(kinds)) or
                                                f"pieces: {', '.join(kinds) or 'none'}")])
    what = kinds[name]
    owner = c.pieces[what].owner
    value = bound.get("sites")
    if "coord" in bound.arguments:  # (place "King1" coord:"E1")
        value = bound.get("coord")
    sites: Sites
    if isinstance(value, Bound) and value.ludeme.returns == "int":  # one site: (handSite P1)
        one = c.compile(value, "int")
        sites = lambda state: (one(state),)  # noqa: E731
    else:
        sites = c.compile(value, "sites")
    written = bound.get("counts")
    count = c.compile(written[0] if written else bound.get("count", 1), "int")  # counts:{n ...}: Ludii takes the first
    side = c.optional(bound.get("state"), "int")
    board_sites = c.board.num_sites
    # counts: or count: on sites of the board, several pieces a site: a game that counts them, as in
    # Ludii (count: on a hand adds that many pieces to it)
    put_count = counts.setter(c) if written or bound.get("count") is not None and _on_board(value, c) \
        and not c.stacking else None
    held = counts.counter(c)
    # a piece placed where an earlier placement put one: Ludii keeps the first piece, one more of it
    # where its game counts pieces (one with hands counts them), so the site holds two of the first
    # piece (one stays when the other moves away); such a game is compiled again to count them
    earlier = c.shared(counts.BOARD_PLACEMENTS)
    if _on_board(value, c) and not c.stacking:
        earlier[len(earlier)] = bound
    overlapping = c.shared(counts.OVERLAPPING_PLACEMENTS) if has_hands(c) and not c.stacking else None
    adds_up = put_count or counts.setter(c, keeps=c.placements_overlap and overlapping is not None)
    counted = counts.kept(c)

    def put(state: State) -> None:
        for site in sites(state):
            if 0 <= site < board_sites:
                if state.what[site] >= 0 and not c.stacking:
                    # a site already holding a piece keeps it, as in Ludii: more of it with count: or
                    # counts:, or in a game with hands (compiled again to count them once this is seen)
                    if put_count is not None or counted() and overlapping is not None:
                        adds_up(state, site, held(state, site) + count(state), state.what[site])
                    elif overlapping is not None:
                        overlapping[site] = True
                elif put_count is not None:
                    put_count(state, site, count(state), what)
                else:
                    state.place(site, max(owner, 0), what)
                if side is not None:  # state: the site's state, whichever way its pieces came (Ludii's add)
                    state.set_mark(site, side(state))
            elif 0 <= site - board_sites < len(state.hands):  # a hand: count: more pieces in it
                state.set_hand(site - board_sites, state.hands[site - board_sites] + count(state))
            # any other number is no site of the game: nothing is placed there

    return put


@rule("place", "Stack", "startRule")
def place_stack(bound: Bound, c: Compiler) -> Action:
    """Pieces stacked on sites at the start (Ludii's PlaceMonotonousStack): count: pieces on each site,
    or counts:{...} one number a site, in the order of the region."""
    name = bound.get("piece")
    kinds = {kind.name: index for index, kind in enumerate(c.pieces)}
    if name not in kinds:
        raise DiagnosticError([Diagnostic.error(f'no piece is named "{name}"', bound.node.span,
                                                hint=did_you_mean(name, list(kinds)) or
                                                f"pieces: {', '.join(kinds) or 'none'}")])
    what = kinds[name]
    owner = max(c.pieces[what].owner, 0)
    value = bound.get("sites")
    sites: Sites
    if isinstance(value, Bound) and value.ludeme.returns == "int" or isinstance(value, int):  # one site: (handSite P1)
        one = c.compile(value, "int")
        sites = lambda state: (one(state),)  # noqa: E731
    else:
        sites = c.compile(value, "sites")
    each = [c.compile(number, "int") for number in bound.get("counts") or ()]
    count = c.compile(bound.get("count", 1), "int")
    side = c.optional(bound.get("state"), "int")
    board_sites = c.board.num_sites

    def put(state: State) -> None:
        for index, site in enumerate(sites(state)):
            number = each[index](state) if index < len(each) else 0 if each else count(state)
            if 0 <= site < board_sites:
                for _ in range(number):
                    state.place(site, owner, what)
                if side is not None and number:
                    state.set_mark(site, side(state))
            elif 0 <= site - board_sites < len(state.hands):  # a hand: more pieces in it
                state.set_hand(site - board_sites, state.hands[site - board_sites] + number)

    return put


def _on_board(value: object, c: Compiler) -> bool:
    """Whether the sites of a (place ...) may be sites of the board (a hand is not: (handSite P1), "Hand")."""
    if isinstance(value, str):
        return not value.startswith("Hand")
    return not (isinstance(value, Bound) and value.ludeme.head == "handSite")


@rule("set", "Count", "startRule")
def set_count(bound: Bound, c: Compiler) -> Action:
    """(set Count n at:<site>) or (set Count n to:<sites>): n pieces of the first kind on each site."""
    number = c.compile(bound.get("count"), "int")
    at = c.optional(bound.get("at"), "int")
    region = c.optional(bound.get("to"), "sites")
    if at is None and region is None:
        raise DiagnosticError([Diagnostic.error("(set Count ...) needs its sites, at:<site> or to:<sites>",
                                                bound.node.span, hint="e.g. (set Count 4 to:(sites Track))")])
    put = counts.setter(c)

    def fill(state: State) -> None:
        sites = (at(state),) if at is not None else region(state)
        value = number(state)
        for site in sites:
            put(state, site, value, -1)

    return fill
