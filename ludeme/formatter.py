"""The canonical layout of a .lud description (``ludeme fmt``).

The layout follows the files of Ludii's own library:

- a form that fits in ``width`` columns at its indentation stays on one line;
- otherwise its head stays on the first line with the leading atoms that fit (a
  first atom always does), the other arguments go one per line, 4 spaces deeper,
  and the closing bracket goes on its own line, aligned with the opener;
- an array that is a broken form's last argument, right after its first line,
  opens on that line and closes with it: ``(equipment {`` ... ``})``;
- a long array packs its atoms to the width, and puts each form on its own line;
- comments stay where they were: on their own line before the node that follows
  them, at its indentation, or at the end of the line of the node they followed;
- top-level forms are separated by one blank line; after a top-level comment or
  stray text, a blank line is kept if there was one.

Only layout changes: the text parses to the same tree, with the same comments.

>>> text = '(game "Demo" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)}))'
>>> print(format_text(text, width=40))
(game "Demo"
    (players 2)
    (equipment {
        (board (square 3))
        (piece "Disc" Each)
    })
)
<BLANKLINE>
"""

from __future__ import annotations

import re
from bisect import bisect_left

from ludeme import syntax as s
from ludeme.parser import parse_text
from ludeme.source import Span

INDENT = "    "

_BAR = s.Operator("|")  # the separator of an Unknown's alternatives
_SPACE = re.compile(r"\s*")


def format_text(text: str, path: str = "<text>", width: int = 100) -> str:
    """The canonical layout of a description; raises ``DiagnosticError`` if it does not parse."""
    return format_file(parse_text(text, path), width)


def format_file(file: s.File, width: int = 100) -> str:
    """The canonical layout of a description already parsed."""
    return _Formatter(file, width).run()


def _unname(node):
    """``(prefix, value)`` of a chain of named arguments: ``a:b:(x)`` gives ``('a:b:', (x))``."""
    prefix = ""
    while isinstance(node, s.Named):
        prefix += node.name + ":"
        node = node.value
    return prefix, node


def _group(node):
    """``(opener, elements, closer)`` of a bracketed node, or None for an atom."""
    if isinstance(node, s.Call):
        return "(", (node.head, *node.args), ")" + "*" * node.stars
    if isinstance(node, s.Item):
        description = (s.String(node.description),) if node.description else ()
        elements = (s.Name("item"), s.String(node.name), *node.arguments, *description)
        return "(", elements, ")" + "*" * node.stars
    if isinstance(node, s.Array):
        return "{", node.items, "}"
    if isinstance(node, s.Unknown):
        elements = []
        for index, alternative in enumerate(node.alternatives):
            elements.extend((_BAR, *alternative) if index else alternative)
        return "[", tuple(elements), "]"
    return None


def _span(node: s.Node | s.Comment | s.Stray) -> Span:
    """The span of a node read from text (every node the formatter meets has one)."""
    assert node.span is not None, "the formatter lays out parsed text"
    return node.span


def _atom(node) -> str | None:
    """The text of an atom (a named argument with an atom value included), or None for a group."""
    prefix, value = _unname(node)
    return None if _group(value) else prefix + str(value)


class _Formatter:
    def __init__(self, file: s.File, width: int):
        assert file.source is not None, "the formatter lays out parsed files"
        self.file, self.width, self.text = file, width, file.source.text
        self.lines: list[str] = []  # output lines; a multi-line string stays in one entry
        self.starts = [_span(comment).start for comment in file.comments]
        self.top = self._top_elements()
        self.slots: dict[int | None, dict[int, list[tuple[s.Comment, bool]]]] = {}
        self._attach()

    # Comments --------------------------------------------------------------------------

    def _attach(self):
        """Give each comment a slot: before which element of its innermost group it goes.

        Slot k is before element k, ``len(elements)`` before the closer. A Call's head
        cannot be preceded, so its slot 0 becomes 1. Top-level comments are under ``None``.
        """
        owner = [None] * len(self.starts)
        for form in self.file.forms:
            for node in s.walk(form):
                if _group(node):
                    index = bisect_left(self.starts, node.span.start)
                    while index < len(self.starts) and self.starts[index] < node.span.end:
                        owner[index] = node  # walk visits parents first: the last is innermost
                        index += 1
        for comment, node in zip(self.file.comments, owner):
            elements = self.top if node is None else _group(node)[1]
            position = comment.span.start
            slot = next((k for k, e in enumerate(elements)
                         if e.span is not None and e.span.end > position), len(elements))
            if isinstance(node, (s.Call, s.Item)):
                slot = max(slot, 1)
            line_start = self.text.rfind("\n", 0, position) + 1
            trailing = bool(self.text[line_start:position].strip())
            key = None if node is None else id(node)
            self.slots.setdefault(key, {}).setdefault(slot, []).append((comment, trailing))

    def _has_comment(self, node) -> bool:
        index = bisect_left(self.starts, node.span.start)
        return index < len(self.starts) and self.starts[index] < node.span.end

    def _comments(self, entries, pad: str):
        """Emit a slot's comments: the first may end the previous line, the others get their own."""
        for index, (comment, trailing) in enumerate(entries):
            text = comment.text.rstrip()
            if index == 0 and trailing and self.lines:
                self.lines[-1] += " " + text
            else:
                self.lines.append(pad + text)

    # Layout ------------------------------------------------------------------------------

    def _flat(self, node, budget: int) -> str | None:
        """The one-line text of a node if it has no comment or line break and fits in ``budget``."""
        prefix, value = _unname(node)
        group = _group(value)
        if group is None:
            text = prefix + str(value)
            return text if len(text) <= budget and "\n" not in text else None
        if self._has_comment(value):
            return None
        opener, elements, closer = group
        parts, used = [], len(prefix) + len(opener) + len(closer) + max(0, len(elements) - 1)
        for element in elements:
            text = self._flat(element, budget - used)
            if text is None:
                return None
            used += len(text)
            parts.append(text)
        return prefix + opener + " ".join(parts) + closer

    def _beside_head(self, line: str, node, first: bool, pad: str) -> str | None:
        """The text of an argument if it goes on its form's first line ``line`` (at ``pad``), else None.

        An atom or an array of atoms goes there when it fits; an atom also when it is the
        first argument, or too long for a line of its own anyway.
        """
        value = _unname(node)[1]
        atom = _atom(node)
        text = self._flat(node, self.width) if isinstance(value, s.Array) and all(
            _atom(item) is not None for item in value.items) else atom
        if text is None:
            return None
        head = text.split("\n", 1)[0]
        if self._fits(line + " " + head):
            return text
        return text if atom and (first or not self._fits(pad + INDENT + head)) else None

    def _fits(self, line: str) -> bool:
        return len(line) - line.rfind("\n") - 1 <= self.width

    def _node(self, node, level: int):
        """Emit a node on lines of its own, starting at ``level``."""
        pad = INDENT * level
        text = self._flat(node, self.width - len(pad))
        if text is not None:
            self.lines.append(pad + text)
            return
        prefix, value = _unname(node)
        group = _group(value)
        if group is None:  # an atom too long or with a line break
            self.lines.append(pad + prefix + str(value))
            return
        opener, elements, closer = group
        slots = self.slots.get(id(value), {})
        start = 0
        line = pad + prefix + opener
        if isinstance(value, (s.Call, s.Item)):
            line += str(elements[0])
            start = 1
            while start < len(elements) and start not in slots:
                text = self._beside_head(line, elements[start], start == 1, pad)
                if text is None:
                    break
                line += " " + text
                start += 1
                if "\n" in text:
                    break
            if start == len(elements) and start not in slots:
                self.lines.append(line + closer)
                return
            last_prefix, last = _unname(elements[-1])
            if (start == len(elements) - 1 and isinstance(last, s.Array) and start not in slots
                    and len(elements) not in slots and self._fits(line + " " + last_prefix + "{")):
                self.lines.append(line + " " + last_prefix + "{")
                self._body(last.items, 0, self.slots.get(id(last), {}), level + 1, pack=True)
                self.lines.append(pad + "}" + closer)
                return
        self.lines.append(line)
        self._body(elements, start, slots, level + 1, pack=not start)
        self.lines.append(pad + closer)

    def _body(self, elements, start: int, slots, level: int, pack: bool):
        """Emit ``elements[start:]`` one per line (atoms packed if ``pack``), then the closer's comments."""
        pad = INDENT * level
        joinable = False
        for index in range(start, len(elements)):
            self._comments(slots.get(index, ()), pad)
            atom = _atom(elements[index])
            joins = joinable and atom is not None and index not in slots and "\n" not in atom
            if joins and atom is not None and self._fits(self.lines[-1] + " " + atom):
                self.lines[-1] += " " + atom
            else:
                self._node(elements[index], level)
            joinable = pack and atom is not None and "\n" not in atom
        self._comments(slots.get(len(elements), ()), pad)

    # The file ----------------------------------------------------------------------------

    def _top_elements(self):
        """The top-level forms and lines of stray text (strays on one line joined), in source order."""
        elements = []
        for element in sorted((*self.file.forms, *self.file.stray), key=lambda e: e.span.start):
            last = elements[-1] if elements else None
            same_line = isinstance(last, s.Stray) and last.span.end_line == element.span.line
            if isinstance(element, s.Stray) and same_line:
                elements.pop()
                element = s.Stray(last.text + " " + element.text, span=last.span.to(element.span))
            elements.append(element)
        return elements

    def _blank_after(self, offset: int) -> bool:
        """Whether a blank line follows ``offset`` before the next text."""
        space = _SPACE.match(self.text, offset)
        return space is not None and space.group().count("\n") > 1

    def run(self) -> str:
        """Lay out the top level: forms, stray text and comments, with the blank lines between them."""
        slots = self.slots.get(None, {})
        blank = False  # whether a blank line goes before the next line
        for index in range(len(self.top) + 1):
            for number, (comment, trailing) in enumerate(slots.get(index, ())):
                if number == 0 and trailing and self.lines:
                    self.lines[-1] += " " + comment.text.rstrip()
                    blank = blank or self._blank_after(_span(comment).end)  # after a form, always
                else:
                    self.lines.extend([""] * blank + [comment.text.rstrip()])
                    blank = self._blank_after(_span(comment).end)
            if index == len(self.top):
                break
            element = self.top[index]
            self.lines.extend([""] * blank)
            if isinstance(element, s.Stray):
                self.lines.append(element.text)
                blank = self._blank_after(_span(element).end)
            else:
                self._node(element, 0)
                blank = True
        return "\n".join(self.lines) + "\n" if self.lines else ""
