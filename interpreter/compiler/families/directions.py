"""Compile rules of sets of directions (Ludii's ``game.functions.directions``).

Each rule's catalogue row is in ``ludeme/catalogue/families/directions.py``.
"""

from __future__ import annotations

from interpreter.compiler import Compiler, rule
from ludeme import syntax as s
from ludeme.checker import Bound
from ludeme.diagnostics import Diagnostic, DiagnosticError


@rule("directions", returns="directions", reads=())
def directions(bound: Bound, c: Compiler) -> tuple[str, ...]:
    among = bound.get("of")
    if among is not None and among.text not in ("All", "Adjacent", "Orthogonal", "Diagonal"):
        raise DiagnosticError([Diagnostic.error(f"directions of:{among.text} are not supported yet", among.span,
                                                hint="relative directions are taken among the directions the board "
                                                     "supports for a relation: of:Adjacent (the default), "
                                                     "of:All, of:Orthogonal or of:Diagonal")])
    words = bound.get("list")
    if isinstance(words, s.Name):
        return (words.text,)
    return tuple(word.text if isinstance(word, s.Name) else word for word in words)
