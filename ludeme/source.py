"""Source texts and the spans that point into them.

A :class:`Span` is a half-open range of character offsets in a :class:`Source`.
Line and column numbers (1-based) are derived from the offsets, so spans stay
cheap to create. A span made by expansion remembers where it was expanded:
``via`` is the span of the define use or option reference that brought the text in.

>>> src = Source("demo.lud", "(game\\n  (players 2))")
>>> span = Span(src, 8, 19)
>>> (span.line, span.column, span.end_line, span.end_column)
(2, 3, 2, 14)
>>> span.text
'(players 2)'
"""

from __future__ import annotations

from bisect import bisect_right
from typing import NamedTuple

import attrs


@attrs.frozen(eq=False)
class Source:
    """A named text, with an index of its line starts."""

    path: str
    text: str
    line_starts: tuple[int, ...] = attrs.field(init=False)

    @line_starts.default
    def _index_lines(self) -> tuple[int, ...]:
        starts = [0]
        find = self.text.find
        position = find("\n")
        while position != -1:
            starts.append(position + 1)
            position = find("\n", position + 1)
        return tuple(starts)

    def position(self, offset: int) -> tuple[int, int]:
        """The 1-based (line, column) of a character offset."""
        index = bisect_right(self.line_starts, offset) - 1
        return index + 1, offset - self.line_starts[index] + 1

    def line_text(self, line: int) -> str:
        """The text of a 1-based line, without its newline."""
        start = self.line_starts[line - 1]
        end = self.line_starts[line] - 1 if line < len(self.line_starts) else len(self.text)
        return self.text[start:end]


_tuple = tuple.__new__  # builds a named tuple from a tuple, skipping the argument parsing of __new__


def new_span(source: Source, start: int, end: int) -> Span:
    """A span with no expansion history, made as fast as the parser needs."""
    return _tuple(Span, (source, start, end, None, ""))


class Span(NamedTuple):
    """Where a piece of text came from: ``source.text[start:end]``, expanded at ``via``.

    A named tuple: the parser makes one per token, so it must be cheap to create.
    """

    source: Source
    start: int
    end: int
    via: Span | None = None
    reason: str = ""  # why the text was brought in at ``via``, e.g. 'define "Line3Win"'

    @property
    def path(self) -> str:
        return self.source.path

    @property
    def line(self) -> int:
        return self.source.position(self.start)[0]

    @property
    def column(self) -> int:
        return self.source.position(self.start)[1]

    @property
    def end_line(self) -> int:
        return self.source.position(self.end)[0]

    @property
    def end_column(self) -> int:
        return self.source.position(self.end)[1]

    @property
    def text(self) -> str:
        return self.source.text[self.start : self.end]

    def to(self, other: Span) -> Span:
        """The span from the start of this one to the end of ``other``, where both share a source."""
        if other.source is not self.source or other.via is not self.via or other.end < self.start:
            return self
        return _tuple(Span, (self.source, self.start, other.end, self.via, self.reason))

    def expanded_at(self, use: Span, reason: str) -> Span:
        """This span, marked as brought in by ``reason`` at ``use``."""
        return _tuple(Span, (self.source, self.start, self.end, use, reason))

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"
