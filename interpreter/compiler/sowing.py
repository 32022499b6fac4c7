"""Sowing, as Ludii's ``(sow ...)``: the pieces of one site dropped one by one along a track.

Where the consequence is made, on the position before any piece moves, the sowing is planned:
the start site (``(last To)`` by default) and how many pieces (all it holds by default), the
track (the first of the board; the one named; with ``owner:``, that player's whose name holds the
name given), and the sites dropped on, with ``(to)`` each site and ``(value)`` the pieces left to
drop while ``skipIf:``, ``numPerHole:`` and ``sowEffect:`` are asked. Then, as Ludii does, on the
position after this sowing alone (made for the while and taken back: the consequences made with it,
such as a value remembered beside it, are not there yet) and with ``(to)`` the last site sown and
``(from)`` the start, while ``if:`` holds, ``apply:``'s moves are worked out (once; with
``backtracking:`` or ``forward:``, again at the site before or after, while that holds there). When
it is applied, the pieces move, one site after another, then ``apply:``'s moves are made. With
``includeSelf:False``, a sowing whose last piece passes over the start leaves ``(to)`` at the start,
as Ludii's does (it names the start as the site reached, then drops the piece beyond it).

>>> from interpreter.game import load_text
>>> game = load_text('(game "S" (players 2) (equipment {(mancalaBoard 2 3 store:None '
...     '(track "T" "0,E,N,W" loop:True)) (piece "Seed" Shared)}) (rules (start (set Count 2 to:(sites Track))) '
...     '(play (move Select (from (sites Bottom) if:(> (count at:(from)) 0)) (then (sow)))) '
...     '(end (if (no Moves Next) (result Mover Win)))))')
>>> state = game.new_initial_state(); state.apply("A1")
>>> [game.layout.get(state, "count", site) for site in range(6)]
[0, 3, 3, 2, 2, 2]
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from interpreter.compiler import Compiler, counts
from interpreter.compiler.moves import Rule, consequences
from interpreter.compiler.tracks import Track, all_tracks
from interpreter.moves import Move
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError

if TYPE_CHECKING:
    from interpreter.state import State

#: How many sites in a row skipIf: may pass by before a piece is dropped anyway (Ludii's bound).
SKIP_LIMIT = 1000

#: The table (``c.shared``) saying whether the moves being compiled are those of a sowing's apply:.
APPLIED = "moves of a sowing's apply:"


def made_by_apply(c: Compiler) -> bool:
    """Whether the moves being compiled are made by a sowing's ``apply:`` (not by their consequences):
    Ludii makes each as a move of its own, the last move while its own consequences are worked out,
    so that ``(last From)`` and ``(last To)`` there name its sites."""
    return bool(c.shared(APPLIED).get("on"))


def _compiled_as_applied(value: object, c: Compiler):
    """``apply:``'s moves, compiled with :func:`made_by_apply` on."""
    table = c.shared(APPLIED)
    was = table.get("on", False)
    table["on"] = True
    try:
        return c.optional(value, "moves")
    finally:
        table["on"] = was


def sow(bound: Bound, c: Compiler) -> Rule:
    """The rule of a ``(sow ...)``: a consequence (or a decision of its own) as the module says."""
    start = c.compile(bound.get("start"), "int") if bound.get("start") is not None else attrgetter("last_to")
    count, move_pieces = counts.counter(c), counts.mover(c)
    number = c.optional(bound.get("count"), "int")
    per_hole = c.optional(bound.get("numPerHole"), "int")
    owner = c.optional(bound.get("owner"), "int")
    skip = c.optional(bound.get("skipIf"), "boolean")
    origin = c.optional(bound.get("origin"), "boolean")
    sow_effect = c.optional(bound.get("sowEffect"), "moves")
    condition = c.optional(bound.get("if"), "boolean")
    capture = _compiled_as_applied(bound.get("apply"), c)
    backtracking = c.optional(bound.get("backtracking"), "boolean")
    forward = c.optional(bound.get("forward"), "boolean")
    include_self = bound.get("includeSelf", True)
    after = consequences(bound.get("then"), c)
    choose = _track_chooser(bound, c, owner)

    def plan(state: State) -> list:
        """The actions of the sowing, planned on the position as it is."""
        track = choose(state)
        first = start(state)
        if track is None or first not in track.position:
            return []
        sites, place = track.sites, track.position[first]
        total = number(state) if number is not None else count(state, first)
        saved = state.var_to, state.var_from, state.var_value
        steps: list = []  # in order: sowEffect's actions and (site, pieces) drops
        sown = 0
        state.var_from = first
        target = first
        if origin is not None and origin(state):
            if sow_effect is not None:
                steps.extend(sow_effect.actions(state))
            dropped = max(per_hole(state) if per_hole is not None else 1, 0)
            steps.append((first, min(dropped, total - sown)))
            sown += dropped
        try:
            skipped = index = 0
            while sown < total and index < total:
                state.var_value = total - index
                place = _next(track, place)
                if place < 0:
                    break
                state.var_to = site = sites[place]
                if skip is not None and skipped < SKIP_LIMIT and skip(state):
                    skipped += 1
                    continue
                skipped = 0
                target = site  # apply:'s (to), as Ludii leaves it: the start, where the last piece passed over it
                if not include_self and site == first:
                    place = _next(track, place)
                    if place < 0:
                        break
                    state.var_to = site = sites[place]
                dropped = max(per_hole(state) if per_hole is not None else 1, 0)
                if sow_effect is not None:
                    steps.extend(sow_effect.actions(state))
                if dropped:
                    steps.append((site, min(dropped, total - sown)))
                sown += dropped
                index += 1
        finally:
            state.var_to, state.var_from, state.var_value = saved
        captures: list = []
        if capture is not None:  # on the position after this sowing alone, made for the while
            length = len(state.log)
            _drop(state, first, steps)
            context = state.var_to, state.var_from
            try:
                captures = _captures(state, first, target, place, track)
            finally:
                state.var_to, state.var_from = context
                state.rewind(length)
        return [lambda s: _carry_out(s, first, steps, captures)]

    def _drop(state: State, first: int, steps: list) -> None:
        for step in steps:
            if isinstance(step, tuple):
                move_pieces(state, first, step[0], step[1])
            else:
                step(state)

    def _carry_out(state: State, first: int, steps: list, captures: list) -> None:
        _drop(state, first, steps)
        for action in captures:
            action(state)
        if after is not None:
            after(state)

    def _captures(state: State, first: int, target: int, place: int, track: Track) -> list:
        """apply's actions at the last site sown, and before or after it while the rules say so."""
        assert capture is not None
        found: list = []
        state.var_to = target
        rounds = 0
        while condition is None or condition(state):
            state.var_from = first
            found.extend(capture.actions(state))
            if backtracking is None and forward is None:
                break
            for going, step in ((backtracking, _previous), (forward, _next)):
                if going is None:
                    continue
                if not going(state):
                    return found
                place = step(track, place)
                if place < 0:
                    return found
                state.var_to = track.sites[place]
                if not going(state) or (going is backtracking and track.sites[place] == first):
                    return found
            rounds += 1
            if rounds >= len(track.sites):
                break
        return found

    def perform(state: State, move: Move) -> None:
        for action in plan(state):
            action(state)

    decision = [Move("Sow", effect=c.effect(perform))]
    return Rule(lambda state: decision, plan)


def _next(track: Track, place: int) -> int:
    """The place after one on a track (-1 past the end of a track that does not loop)."""
    place += 1
    if place < len(track.sites):
        return place
    return 0 if track.loop else -1


def _previous(track: Track, place: int) -> int:
    if place > 0:
        return place - 1
    return len(track.sites) - 1 if track.loop else -1


def _track_chooser(bound: Bound, c: Compiler, owner):
    """``f(state)``: the track to sow along (None when there is none for the owner)."""
    tracks = all_tracks(c)
    name = bound.get("track")
    if not tracks:
        raise DiagnosticError([Diagnostic.error(
            "(sow ...) sows along a track, and the board has none", bound.node.span,
            hint='add one to the board, e.g. (mancalaBoard 2 6 (track "Track" "1,E,N,W" loop:True))')])
    if name is None:
        first = tracks[0][1]
        return lambda state: first
    if owner is None:
        named = [track for written, track in tracks if written == name]
        if not named:
            raise DiagnosticError([Diagnostic.error(f'the board has no track named "{name}"', bound.node.span,
                                                    hint=f"tracks: {', '.join(t for t, _ in tracks)}")])
        return lambda state: named[0]
    by_owner: dict[int, Track] = {}
    for written, track in tracks:
        if name in written:
            by_owner.setdefault(track.owner, track)
    return lambda state: by_owner.get(owner(state))
