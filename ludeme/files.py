"""Reading descriptions through the whole language pipeline.

>>> description = read_description("examples/tic-tac-toe.lud")
>>> description.ok, description.game.arguments["name"]
(True, 'Tic-Tac-Toe')
"""

from __future__ import annotations

import contextlib
import gc
from pathlib import Path

import attrs

from ludeme.checker import Bound, CheckResult, check
from ludeme.diagnostics import Diagnostic
from ludeme.expansion import Expansion, expand
from ludeme.parser import parse_file, parse_text


@attrs.frozen
class Description:
    """A description read, expanded and checked; ``game`` is None when it has errors."""

    expansion: Expansion | None
    checked: CheckResult | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)

    @property
    def game(self) -> Bound | None:
        return self.checked.game if self.checked and self.ok else None


def read_description(path: str | Path, options=(), ruleset: str | None = None,
                     syntax_only: bool = False) -> Description:
    """Parse, expand and (unless ``syntax_only``) check a file, or a packaged game by name
    (``"sprout"``, see :mod:`ludeme.games`); every problem is in ``diagnostics``."""
    from ludeme.games import resolve

    path = resolve(path)
    return _read(lambda: parse_file(path), options, ruleset, syntax_only)


def read_description_text(text: str, options=(), ruleset: str | None = None,
                          syntax_only: bool = False, path: str = "<text>") -> Description:
    """The same for description text, read as the file named ``path``."""
    return _read(lambda: parse_text(text, path), options, ruleset, syntax_only)


def _read(parse, options, ruleset, syntax_only) -> Description:
    from ludeme.diagnostics import DiagnosticError

    with collection_paused():
        try:
            expansion = expand(parse(), options, ruleset)
        except DiagnosticError as error:
            return Description(None, None, tuple(error.diagnostics))
        if syntax_only:
            return Description(expansion, None, tuple(expansion.warnings))
        checked = check(expansion)
    return Description(expansion, checked, checked.diagnostics)


@contextlib.contextmanager
def collection_paused():
    """Pause Python's cycle collector while trees are built.

    Reading makes hundreds of thousands of small objects and no cycles; the collector
    would walk them again and again (a third of the time on a 500 KB description).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
