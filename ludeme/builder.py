"""Assembling syntax nodes from tokens: the expanded game text, after options and defines.

The grammar reads text; expansion then rewrites token lists, and this module puts
the result back together with the grammar's own shapes (calls, arrays, named
arguments, ranges, unknown parts), in one pass with an explicit stack, keeping
every token's span.

>>> from ludeme.source import Source
>>> from ludeme.parser import lex
>>> [str(node) for node in build_forms(lex(Source("x", "(a b:{1 2} 3..4) (c)")))]
['(a b:{1 2} 3..4)', '(c)']
"""

from __future__ import annotations

from typing import NamedTuple, NoReturn

import attrs

from ludeme import syntax as s
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.source import Span

#: Deepest bracket nesting accepted (Ludii's library nests at most 37 deep before expansion).
MAX_DEPTH = 200

OPENERS = {"LPAR": "(", "LBRACE": "{", "LBRACKET": "["}
CLOSERS = {"RPAR": "LPAR", "RBRACE": "LBRACE", "RBRACKET": "LBRACKET"}
_HEADS = (s.Name, s.Boolean, s.Operator, s.String, s.OptionRef, s.Parameter, s.Tilde, s.Call)  # as the grammar reads them
_RANGE_ENDS = (s.Integer, s.String, s.OptionRef, s.Parameter, s.Name, s.Boolean)


_tuple = tuple.__new__


class SourceToken(NamedTuple):
    """One token and the span it was written at (``type`` is the grammar's terminal name)."""

    type: str
    value: str
    span: Span

    def moved(self, span: Span) -> SourceToken:
        return _tuple(SourceToken, (self.type, self.value, span))


def atom(kind: str, text: str, span: Span) -> s.Node:
    """The syntax node of an atom token."""
    if kind == "NAME":
        if text.lower() in ("true", "false"):
            return s.Boolean(text.lower() == "true", span=span)
        return s.Name(text, span=span)
    if kind == "INT":
        return s.Integer(integer_literal(text, span), span=span)
    if kind == "FLOAT":
        return s.Float(float(text), text, span=span)
    if kind == "STRING":
        return s.String(text[1:-1].replace('\\"', '"'), span=span)
    if kind == "OPERATOR":
        return s.Operator(text, span=span)
    if kind == "OPTION_REF":
        tag, colon, arg = text[1:-1].partition(":")
        return s.OptionRef(tag.strip(), arg.strip() if colon else None, span=span)
    if kind == "PARAMETER":
        return s.Parameter(parameter_number(text, span), span=span)
    if kind == "TILDE":
        return s.Tilde(span=span)
    if kind in ("HASH", "QUESTION"):
        return s.Placeholder(text, span=span)
    raise ValueError(f"no syntax node for token {kind}")


#: Ludii's integers are 32-bit: an integer literal must lie in this range.
SMALLEST_INTEGER, LARGEST_INTEGER = -(2**31), 2**31 - 1
#: The highest define parameter, ``#k``.
MAX_PARAMETER = 1000


def integer_literal(text: str, span: Span) -> int:
    """The value of an integer literal, refused (before converting it) outside 32 bits.

    >>> integer_literal("-12", None)
    -12
    >>> integer_literal("9" * 5000, None)
    Traceback (most recent call last):
    ...
    ludeme.diagnostics.DiagnosticError: error: the integer 999999999999...999 (5,000 digits) is too large
      hint: integers are 32-bit, as in Ludii: from -2,147,483,648 to 2,147,483,647
    """
    digits = text.lstrip("-+")
    value = int(text) if len(digits) <= 10 else None
    if value is None or not SMALLEST_INTEGER <= value <= LARGEST_INTEGER:
        shown = text if len(text) <= 24 else f"{text[:12]}...{text[-3:]} ({len(digits):,} digits)"
        _fail(f"the integer {shown} is too large", span,
              f"integers are 32-bit, as in Ludii: from {SMALLEST_INTEGER:,} to {LARGEST_INTEGER:,}")
    return value


def parameter_number(text: str, span: Span) -> int:
    """The number k of a define parameter ``#k``, from 1 to :data:`MAX_PARAMETER`.

    >>> parameter_number("#2", None)
    2
    """
    digits = text[1:]
    number = int(digits) if len(digits) <= 4 else 0
    if not 1 <= number <= MAX_PARAMETER:
        _fail(f"{text if len(text) <= 12 else text[:12] + '...'} is not a define parameter", span,
              f"parameters are numbered from #1 to #{MAX_PARAMETER}: #1 is a define's first argument")
    return number


class _Pending:
    """A ``name:`` or ``low..`` waiting for the node that completes it."""

    __slots__ = ("key", "low")

    def __init__(self, key: SourceToken | None = None, low: s.Node | None = None):
        self.key, self.low = key, low


def build_file(tokens: list[SourceToken]) -> tuple[tuple[s.Node, ...], tuple[s.Stray, ...]]:
    """The top-level forms and the stray text of a whole description's tokens."""
    forms = build_forms(tokens)
    return (tuple(f for f in forms if not isinstance(f, s.Stray)),
            tuple(f for f in forms if isinstance(f, s.Stray)))


def build_forms(tokens: list[SourceToken]) -> tuple[s.Node, ...]:
    """The nodes a token list spells; raises :class:`DiagnosticError` when it spells none."""
    top: list = []
    frames: list[tuple[SourceToken, list, bool]] = []  # open bracket, the enclosing items and their `raw`
    items = top
    raw = False  # whether items holds raw tokens: '|', 'item', item arguments
    for token in tokens:
        kind = token.type
        if kind in OPENERS:
            if len(frames) >= MAX_DEPTH:
                _fail(f"after expansion, brackets nest more than {MAX_DEPTH} levels deep", token.span,
                      "a define that uses itself, directly or through others, grows without end")
            frames.append((token, items, raw))
            items, raw = [], False
        elif kind in CLOSERS:
            if not frames:
                _fail(f"'{token.value}' has no matching opening bracket in the expanded text", token.span)
            opener, parent, parent_raw = frames.pop()
            if opener.type != CLOSERS[kind]:
                _fail(f"'{token.value}' does not match '{opener.value}' in the expanded text", token.span,
                      notes=((f"'{opener.value}' opened here", opener.span),))
            node = _close(opener, items, token, raw)
            items, raw = parent, parent_raw
            _append(items, node)
        elif kind == "NAMED_KEY":
            if not items and frames and frames[-1][0].type == "LPAR":  # (coord:"A1") is (coord "A1"), as in Ludii
                items.append(atom("NAME", token.value[:-1], token.span))
            else:
                items.append(_Pending(key=token))
        elif kind == "DOTS":
            low = items.pop() if items and not isinstance(items[-1], _Pending) else None
            while isinstance(low, s.Named):  # `name:1..3` names the range: reopen the name
                items.append(_Pending(key=SourceToken("NAMED_KEY", low.name + ":", low.span or token.span)))
                low = low.value
            if not isinstance(low, _RANGE_ENDS):
                _fail("'..' joins two integers, strings, names or option references", token.span)
            items.append(_Pending(low=low))
        elif kind in ("BAR", "ITEM", "ITEM_ARG"):
            items.append(token)
            raw = True
        elif kind == "ITEM_STRAY":
            continue
        elif kind == "STARS":
            if not items or not isinstance(items[-1], (s.Call, s.Item)):
                _fail("priority stars belong right after an item or a ruleset", token.span)
            items[-1] = attrs.evolve(items[-1], stars=len(token.value))
        elif kind == "STRAY":
            items.append(s.Stray(token.value, span=token.span))
        else:
            _append(items, atom(kind, token.value, token.span))
    if frames:
        opener = frames[-1][0]
        _fail(f"'{opener.value}' is never closed in the expanded text", opener.span)
    _no_pending(top)
    return tuple(top)


def _append(items: list, node: s.Node) -> None:
    while items and isinstance(items[-1], _Pending):
        pending = items.pop()
        if pending.key is not None:
            span = pending.key.span.to(node.span) if node.span else pending.key.span
            node = s.Named(pending.key.value[:-1], node, span=span)
        else:
            if not isinstance(node, _RANGE_ENDS):
                _fail("'..' joins two integers, strings, names or option references", node.span)
            node = s.Range(pending.low, node, span=pending.low.span.to(node.span))
    items.append(node)


def _no_pending(items: list) -> None:
    if items and isinstance(items[-1], _Pending):
        pending = items[-1]
        span = pending.key.span if pending.key else pending.low.span if pending.low else None
        _fail("a named argument or range is missing its value", span)


def _close(opener: SourceToken, items: list, closer: SourceToken, raw: bool) -> s.Node:
    if opener.type == "LPAR" and len(items) > 1 and isinstance(items[-1], _Pending) and items[-1].key:
        items.pop()  # `name:` with no value before ')' is skipped, as in Ludii
    _no_pending(items)
    span = opener.span.to(closer.span)
    if opener.type == "LBRACE":
        if raw:
            _fail("'|' belongs inside [...]", span)
        return s.Array(tuple(items), span=span)
    if opener.type == "LBRACKET":
        alternatives: list[tuple[s.Node, ...]] = []
        current: list[s.Node] = []
        for item in items:
            if isinstance(item, SourceToken):
                alternatives.append(tuple(current))
                current = []
            else:
                current.append(item)
        alternatives.append(tuple(current))
        return s.Unknown(tuple(alternatives), span=span)
    if items and isinstance(items[0], SourceToken) and items[0].type == "ITEM":
        return _item(items[1:], span)
    if items and isinstance(items[0], (s.Integer, s.Float)) and str(items[0]).startswith("-") and not raw:
        items[:1] = _minus_and_number(items[0])  # (-2) is (- 2), as the grammar reads it
    if not items or not isinstance(items[0], _HEADS) or raw:
        got = f"'{items[0]}'" if items else "nothing"
        _fail(f"expected a ludeme name after '(' in the expanded text, got {got}", span,
              "a form starts with its ludeme, as in (sites Empty)")
    return s.Call(items[0], tuple(items[1:]), span=span)


def _minus_and_number(number: s.Integer | s.Float) -> list[s.Node]:
    """A negative number right after '(' read as the operator ``-`` and the number without its sign."""
    span = number.span
    sign = span._replace(end=span.start + 1) if span is not None else None
    rest = span._replace(start=span.start + 1) if span is not None else None
    if isinstance(number, s.Integer):
        unsigned: s.Node = s.Integer(-number.value, span=rest)
    else:
        unsigned = s.Float(-number.value, text=number.text.lstrip("-"), span=rest)
    return [s.Operator("-", span=sign), unsigned]


def _item(parts: list, span: Span) -> s.Item:
    """``(item "Name" <arg>... "Description")`` from its strings and raw arguments."""
    strings = [p for p in parts if isinstance(p, s.String)]
    if not strings or len(strings) + sum(isinstance(p, SourceToken) for p in parts) != len(parts):
        _fail("an option item holds a name, <arguments> and a description", span,
              'write (item "Name" <argument> "Description")')
    arguments = tuple(s.RawText(p.value[1:-1], span=p.span) for p in parts if isinstance(p, SourceToken))
    description = " ".join(string.value for string in strings[1:])
    return s.Item(strings[0].value, arguments, description, span=span)


def _fail(message: str, span: Span | None, hint: str = "", notes: tuple[tuple[str, Span], ...] = ()) -> NoReturn:
    raise DiagnosticError([Diagnostic.error(message, span, hint, notes)])
