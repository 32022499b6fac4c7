"""Diagnostics: every problem found in a rule file, for people and for tools.

A diagnostic names the file, line and column, shows the line with a caret under
the span, and adds a hint. Spans brought in by expansion add a note for each
place they were expanded from.

>>> from ludeme.source import Source, Span
>>> src = Source("demo.lud", "(game (sities Empty))")
>>> print(Diagnostic.error("unknown ludeme 'sities'", Span(src, 7, 13), hint="did you mean 'sites'?").render())
demo.lud:1:8: error: unknown ludeme 'sities'
  1 | (game (sities Empty))
    |        ^^^^^^
  hint: did you mean 'sites'?
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

import attrs

from ludeme.errors import LudemeError
from ludeme.source import Span


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"


@attrs.frozen
class Diagnostic:
    """One problem, at one span, with an optional hint and notes pointing elsewhere."""

    severity: Severity
    message: str
    span: Span | None
    hint: str = ""
    notes: tuple[tuple[str, Span], ...] = ()

    @classmethod
    def error(cls, message: str, span: Span | None, hint: str = "", notes=()) -> Diagnostic:
        return cls(Severity.ERROR, message, span, hint, tuple(notes))

    @classmethod
    def warning(cls, message: str, span: Span | None, hint: str = "", notes=()) -> Diagnostic:
        return cls(Severity.WARNING, message, span, hint, tuple(notes))

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def all_notes(self) -> list[tuple[str, Span]]:
        """The explicit notes, then one per expansion the span went through."""
        notes = list(self.notes)
        span = self.span
        while span is not None and span.via is not None:
            notes.append((f"expanded from {span.reason} used here", span.via))
            span = span.via
        return notes

    def render(self) -> str:
        """The diagnostic as text: location, message, source line with caret, hint, notes."""
        location = f"{self.span}: " if self.span else ""
        lines = [f"{location}{self.severity.value}: {self.message}"]
        if self.span:
            lines.extend(_excerpt(self.span))
        if self.hint:
            lines.append(f"  hint: {self.hint}")
        for message, span in self.all_notes():
            lines.append(f"{span}: note: {message}")
            lines.extend(_excerpt(span))
        return "\n".join(lines)

    def to_json(self) -> dict:
        """A plain dict for editors and tools (``ludeme check --json``)."""

        def place(span: Span) -> dict[str, object]:
            return {
                "file": span.path,
                "line": span.line,
                "column": span.column,
                "end_line": span.end_line,
                "end_column": span.end_column,
            }

        result: dict[str, object] = {"severity": self.severity.value, "message": self.message, "hint": self.hint}
        result.update(place(self.span) if self.span else {"file": None})
        result["notes"] = [{"message": m, **place(s)} for m, s in self.all_notes()]
        return result


_EXCERPT_WIDTH = 100


def _excerpt(span: Span) -> list[str]:
    """The first line of a span with carets under the part the span covers."""
    line, column = span.line, span.column
    text = span.source.line_text(line).expandtabs(1)
    if span.end_line == line:
        width = max(1, span.end_column - column)
    else:
        width = max(1, len(text) - column + 1)
    if len(text) > _EXCERPT_WIDTH:  # show a window around the caret
        start = max(0, min(column - 1 - _EXCERPT_WIDTH // 2, len(text) - _EXCERPT_WIDTH))
        text = text[start : start + _EXCERPT_WIDTH]
        column -= start
        width = min(width, _EXCERPT_WIDTH - column + 1)
    gutter = str(line)
    pad = " " * len(gutter)
    return [f"  {gutter} | {text}", f"  {pad} | {' ' * (column - 1)}{'^' * width}"]


class DiagnosticError(LudemeError):
    """Raised when a description cannot go further; carries every diagnostic found."""

    def __init__(self, diagnostics: Iterable[Diagnostic]) -> None:
        self.diagnostics = list(diagnostics)
        super().__init__("\n".join(d.render() for d in self.diagnostics))
