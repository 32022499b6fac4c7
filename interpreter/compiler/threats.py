"""Threats: whether the moves of a piece's enemies could reach its site (Ludii's ``IsThreatened``),
as chess's check is written: ``(do (forEach Piece) ifAfterwards:(not (is Threatened (id "King" Mover))))``.

A threat is looked for with each enemy of the piece's owner as the mover and the owner as the
player who moved last ((is Prev ...) answers so), among the moves the rules give that enemy (the
play of its phase, or the moves given), with no name bound. While it is looked for, the game is
*probing*: a threat asked inside it is never found (so looking ahead stops at one turn), and a
requirement of the moves that is only the absence of a threat, ``ifAfterwards:(not (is Threatened
...))``, holds without the move being tried: a piece pinned to its king still threatens.

>>> from interpreter.game import load_text
>>> game = load_text('(game "T" (players 2) (equipment {(board (square 3)) (piece "Rook" Each (move Slide '
...     'Orthogonal (to if:(is Enemy (who at:(to))) (apply (remove (to))))))}) (rules (start {(place "Rook1" 0) '
...     '(place "Rook2" 8)}) (play (do (forEach Piece) ifAfterwards:(not (is Threatened (id "Rook" Mover))))) '
...     '(end (if (no Moves Next) (result Mover Win)))))')
>>> [game.move_to_text(game.new_initial_state(), m) for m in game.new_initial_state().legal_moves()]
['A1-A2', 'A1-B1']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from interpreter import context
from interpreter.compiler import Compiler
from ludeme.checker import Bound

if TYPE_CHECKING:
    from interpreter.state import State

#: The name of the table (:meth:`Compiler.shared`) saying whether the game is probing for a threat
#: (``"on"``) and for whom (``"prev"``: the owner of the threatened piece).
PROBE = "threat probe"


def probe(c: Compiler) -> dict[str, Any]:
    """The game's probing table: ``{"on": bool, "prev": seat}``."""
    table = c.shared(PROBE)
    table.setdefault("on", False)
    return table


def needless_while_probing(condition: Any) -> bool:
    """Whether a checked condition holds whenever the game probes for a threat: the absence of a
    threat, ``(not (is Threatened ...))``, or all of several such."""
    if not isinstance(condition, Bound):
        return False
    head, selector = condition.ludeme.head, condition.ludeme.selector
    if head == "not":
        inner = condition.get("boolean")
        return isinstance(inner, Bound) and (inner.ludeme.head, inner.ludeme.selector) == ("is", "Threatened")
    if head == "and":
        parts = condition.get("list") or (condition.get("a"), condition.get("b"))
        return all(needless_while_probing(part) for part in parts)
    return False


def threatened(state: State, table: dict[str, Any], site: int, owner: int,
               lands_on: Callable[[State, int], bool]) -> bool:
    """Whether a move of an enemy of ``owner`` lands on ``site`` (see the module)."""
    roles = state.roles
    saved_mover, saved_prev, bound = state.mover, table.get("prev", 0), context.bindings(state)
    unbound = bound == context.UNBOUND
    if not unbound:
        context.clear(state)
    table["on"], table["prev"] = True, owner
    try:
        for enemy in range(1, len(roles)):
            if roles[enemy] == roles[owner]:
                continue
            state.mover = enemy
            if lands_on(state, site):
                return True
        return False
    finally:
        table["on"], table["prev"] = False, saved_prev
        state.mover = saved_mover
        if not unbound:
            context.restore(state, bound)


def with_piece(state: State, site: int, owner: int, kind: int, ask: Callable[[State], bool]) -> bool:
    """``ask(state)`` with a piece of ``kind`` owned by ``owner`` set on ``site`` (whatever was there);
    the state is left as it was."""
    mark = len(state.log)
    saved = state.version, state.layout, state.owned[:]
    try:
        state.replace(site, owner, kind)
        return ask(state)
    finally:
        state.rewind(mark)
        state.version, state.layout, state.owned[:] = saved
