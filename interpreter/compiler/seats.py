"""Seats and turns: teams of seats played by one player, each seat in turn, pending
decisions, proposals and votes.

``(set Team 1 {P1 P3})`` is resolved when the game is compiled: ``c.roles[seat]`` is the
player of each seat, and the game's players are its teams. A pending mark is the number of
moves made when it was set, so it holds for the next decision only and undoes with the log.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, fixed, rule
from interpreter.compiler.moves import Rule, _assignment, consequences
from interpreter.moves import Move
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError

#: The counter that keeps the pending mark (a key no (var "...") can name).
PENDING = ("pending",)


@rule("set", "Team", "startRule")
def set_team(bound: Bound, c: Compiler):
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


@rule("count", "Players", "int")
def count_players(bound: Bound, c: Compiler):
    return fixed(c.players)


def _player_context(c: Compiler) -> list:
    """The seat of the (forEach Player ...) being worked out, shared by the game's (player) ludemes."""
    return c.shared("player").setdefault("context", [0])


@rule("forEach", "Player")
def for_each_player(bound: Bound, c: Compiler):
    inner: Rule = c.compile(bound.get("moves"), "moves")
    current = _player_context(c)
    seats = range(1, c.players + 1)

    def each(state, face):
        found, saved = [], current[0]
        for seat in seats:
            current[0] = seat
            found += face(inner)(state)
        current[0] = saved
        return found

    return Rule(lambda state: each(state, lambda r: r.generate), lambda state: each(state, lambda r: r.actions))


@rule("player", returns="int")
def player(bound: Bound, c: Compiler):
    current = _player_context(c)
    return lambda state: current[0]


@rule("set", "Pending")
def set_pending(bound: Bound, c: Compiler):
    def resolve(state):
        return lambda st: st.set_counter(PENDING, len(st.record))

    return _assignment("SetPending", resolve, consequences(bound.get("then"), c), c)


@rule("is", "Pending", "boolean")
def is_pending(bound: Bound, c: Compiler):
    return lambda state: state.counters.get(PENDING, -1) == len(state.record)


def _named_decision(kind: str):
    def compile_decision(bound: Bound, c: Compiler):
        after = consequences(bound.get("then"), c)
        name = bound.get("proposal") if kind == "Propose" else bound.get("vote")
        move = [Move(f"{kind}:{name}", effect=c.effect(lambda state, m: after(state) if after else None))]
        return Rule(lambda state: move, lambda state: [after] if after else [])

    return compile_decision


rule("move", "Propose")(_named_decision("Propose"))
rule("move", "Vote")(_named_decision("Vote"))
