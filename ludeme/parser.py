"""Reading .lud text into syntax trees, with diagnostics for every syntax error.

The syntax is defined once, in ``grammar.lark`` (LALR, built once per process in
about 40 ms and never cached on disk: a grammar cache is a pickle, and loading a
pickle from a shared folder would run whatever code a planted file holds). Text is
read by a fast path built from the grammar's own terminals (:mod:`ludeme.scanner`,
:mod:`ludeme.builder`); when it meets text it cannot read, the Lark parser reads it
again to say precisely what is wrong.
:func:`parse_text_with_lark` is that reference parser, and the tests hold the two
to the same trees on every input.

- :func:`parse_text` / :func:`parse_file`: a whole description as written, with its
  tokens kept for expansion;
- :func:`lex`: any text, balanced or not, as a list of :class:`SourceToken`.

>>> tree = parse_text('(game "Demo" (players 2) (equipment {(board (square 3))}))')
>>> str(tree.forms[0].args[2])
'(equipment {(board (square 3))})'
>>> parse_text("(game (players 2)")
Traceback (most recent call last):
...
ludeme.diagnostics.DiagnosticError: <text>:1:1: error: '(' opened here is never closed
  1 | (game (players 2)
    | ^
  hint: add ')' at the end of the form
"""

from __future__ import annotations

import functools
import threading
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput

from ludeme import syntax as s
from ludeme.builder import MAX_DEPTH, OPENERS, SourceToken, atom, build_file
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.scanner import scan
from ludeme.source import Source, Span
from ludeme.textfiles import FileRefused, read_text_file

GRAMMAR = Path(__file__).with_name("grammar.lark")

_CLOSERS = {"RPAR": "(", "RBRACE": "{", "RBRACKET": "["}
_CLOSER_OF = {"(": ")", "{": "}", "[": "]"}

#: How each terminal is named in messages.
TERMINAL_NAMES = {
    "LPAR": "'('", "RPAR": "')'", "LBRACE": "'{'", "RBRACE": "'}'", "LBRACKET": "'['",
    "RBRACKET": "']'", "DOTS": "'..'", "TILDE": "'~'", "BAR": "'|'", "HASH": "'#'",
    "QUESTION": "'?'", "ITEM": "'item'", "STRING": "a string", "FLOAT": "a number",
    "INT": "an integer", "NAME": "a ludeme or enum name", "NAMED_KEY": "a named argument",
    "PARAMETER": "a define parameter such as #1", "OPTION_REF": "an option reference such as <Board>",
    "ITEM_ARG": "an item argument such as <(square 9)>", "OPERATOR": "an operator",
    "STARS": "priority stars", "STRAY": "text", "ITEM_STRAY": "text", "$END": "the end of the file",
}


class _Context(threading.local):
    """What the parser callbacks need to know about the text being read."""

    source: Source
    offset: int = 0
    brackets: list[Token] | None = None
    comments: list[Token]

    def span(self, first: Token, last: Token | None = None) -> Span:
        last = last or first
        return Span(self.source, (first.start_pos or 0) + self.offset, (last.end_pos or 0) + self.offset)


_context = _Context()
_lock = threading.Lock()


def _node(token: Token | s.Node) -> s.Node:
    """The syntax node of an atom token (other nodes pass through)."""
    if not isinstance(token, Token):
        return token
    return atom(token.type, str(token), _context.span(token))


class _TreeBuilder(Transformer):
    """Builds syntax nodes while the LALR parser reduces (no parse tree, no recursion)."""

    def file(self, children):
        forms, stray = [], []
        for child in children:
            if isinstance(child, Token):
                stray.append(s.Stray(str(child), span=_context.span(child)))
            else:
                forms.append(child)
        return forms, stray

    def call(self, children):
        stars = children.pop() if children[-1].type == "STARS" else None
        lpar, head, *args, rpar = children
        if isinstance(head, Token) and head.type == "NAMED_KEY":
            head = atom("NAME", str(head)[:-1], _context.span(head))
        if args and isinstance(args[-1], Token) and args[-1].type == "NAMED_KEY":
            args.pop()  # a name with no value, skipped
        return s.Call(
            _node(head), tuple(_node(a) for a in args), len(stars or ""), span=_context.span(lpar, rpar)
        )

    top = call

    def item(self, children):
        stars = children.pop() if children[-1].type == "STARS" else None
        lpar, _item, *parts, rpar = children
        parts = [p for p in parts if p.type != "ITEM_STRAY"]
        strings = [_node(p) for p in parts if p.type == "STRING"]
        arguments = tuple(
            s.RawText(str(p)[1:-1], span=_context.span(p)) for p in parts if p.type == "ITEM_ARG"
        )
        span = _context.span(lpar, rpar)
        if not strings:
            raise DiagnosticError([Diagnostic.error("an option item needs a name", span,
                                                    hint='write (item "Name" <argument> "Description")')])
        description = " ".join(string.value for string in strings[1:])
        return s.Item(strings[0].value, arguments, description, len(stars or ""), span=span)

    def array(self, children):
        lbrace, *items, rbrace = children
        return s.Array(tuple(_node(i) for i in items), span=_context.span(lbrace, rbrace))

    def named(self, children):
        key, value = children
        value = _node(value)
        span = _context.span(key)
        return s.Named(str(key)[:-1], value, span=span.to(value.span) if value.span else span)

    def range(self, children):
        low, _dots, high = children
        return s.Range(_node(low), _node(high), span=_context.span(low, high))

    def unknown(self, children):
        lbracket, *parts, rbracket = children
        alternatives, current = [], []
        for part in parts:
            if isinstance(part, Token) and part.type == "BAR":
                alternatives.append(tuple(current))
                current = []
            else:
                current.append(_node(part))
        alternatives.append(tuple(current))
        return s.Unknown(tuple(alternatives), span=_context.span(lbracket, rbracket))


def _on_open(token: Token) -> Token:
    brackets = _context.brackets
    if brackets is not None:
        brackets.append(token)
        if len(brackets) > MAX_DEPTH:
            raise DiagnosticError([Diagnostic.error(
                f"brackets nest more than {MAX_DEPTH} levels deep", _context.span(token),
                hint="a description this deep is almost certainly generated by mistake")])
    return token


def _on_close(token: Token) -> Token:
    brackets = _context.brackets
    if brackets is not None:
        opener = _CLOSERS[token.type]
        if not brackets:
            raise DiagnosticError([Diagnostic.error(
                f"'{token}' has no matching '{opener}'", _context.span(token),
                hint=f"remove it, or add the '{opener}' it closes")])
        open_token = brackets.pop()
        if str(open_token) != opener:
            open_span = _context.span(open_token)
            raise DiagnosticError([Diagnostic.error(
                f"'{token}' does not match '{open_token}' opened at {open_span.line}:{open_span.column}",
                _context.span(token), hint=f"close it with '{_CLOSER_OF[str(open_token)]}'",
                notes=[(f"'{open_token}' opened here", open_span)])])
    return token


def _on_comment(token: Token) -> Token:
    _context.comments.append(token)
    return token


_CALLBACKS = {
    **{name: _on_open for name in OPENERS},
    **{name: _on_close for name in _CLOSERS},
    "COMMENT": _on_comment,
}


@functools.cache
def _text_parser() -> Lark:
    return Lark.open(
        str(GRAMMAR), parser="lalr", lexer="contextual", start="file",
        transformer=_TreeBuilder(), lexer_callbacks=_CALLBACKS,
    )


def grammar_terminals() -> dict[str, str]:
    """Each terminal of the grammar and its regular expression."""
    return {terminal.name: terminal.pattern.to_regexp() for terminal in _text_parser().terminals}


def parse_text(text: str, path: str = "<text>") -> s.File:
    """Parse a whole description. Raises :class:`DiagnosticError` on a syntax error."""
    source = Source(path, text)
    try:
        tokens, comments = scan(source)
        forms, stray = build_file(tokens)
    except DiagnosticError:
        parse_text_with_lark(text, path)  # raises the grammar's own diagnostic
        raise
    return s.File(forms, stray, tuple(s.Comment(c.value, span=c.span) for c in comments), source, tuple(tokens))


def parse_text_with_lark(text: str, path: str = "<text>") -> s.File:
    """Parse with the Lark grammar alone: the reference for :func:`parse_text` (no tokens kept)."""
    source = Source(path, text)
    with _lock:
        _context.source, _context.offset = source, 0
        _context.brackets, _context.comments = [], []
        try:
            parsed: Any = _text_parser().parse(text, start="file")  # the transformer gives (forms, stray)
            forms, stray = parsed
        except UnexpectedInput as error:
            raise DiagnosticError([_syntax_diagnostic(error, source, _context.brackets)]) from None
        comments = tuple(s.Comment(str(c), span=_context.span(c)) for c in _context.comments)
        return s.File(tuple(forms), tuple(stray), comments, source)


#: The largest description file read, in bytes: twice Ludii's largest library file (484 KB), and as
#: much as its expanded text may hold.
MAX_DESCRIPTION_BYTES = 1_000_000


def read_description_file(path: str | Path) -> str:
    """The text of a description file (UTF-8, a leading BOM dropped), refused with a diagnostic when
    it is not a regular file, is over :data:`MAX_DESCRIPTION_BYTES`, or is not UTF-8."""
    try:
        return read_text_file(path, MAX_DESCRIPTION_BYTES)
    except FileRefused as error:
        if error.offset is None:
            raise DiagnosticError([Diagnostic.error(str(error), None)]) from None
        span = Span(Source(str(path), error.text), error.offset, error.offset + 1)  # the undecodable byte
        raise DiagnosticError([Diagnostic.error(str(error).split(": ", 1)[1], span,
                                                hint="save the file as UTF-8 text")]) from None


def parse_file(path: str | Path) -> s.File:
    """Parse a description file (UTF-8), or a game of the Ludii library named by its name."""
    from ludeme.library import LibraryError, locate

    try:
        label, text = locate(path)
    except LibraryError as error:
        raise DiagnosticError([Diagnostic.error(str(error), None)]) from None
    return parse_text(text, label)


def lex(source: Source, start: int = 0, end: int | None = None) -> list[SourceToken]:
    """The tokens of ``source.text[start:end]`` read as the inside of a form, balanced or not.

    >>> [t.value for t in lex(Source("x", "(dual (hex 3 4) <= #1"))]
    ['(', 'dual', '(', 'hex', '3', '4', ')', '<=', '#1']
    """
    return scan(source, start, end, fragment=True)[0]


def _describe(token: Token) -> str:
    text = str(token)
    if token.type in ("STRING", "STRAY", "ITEM_STRAY") and len(text) > 30:
        text = text[:27] + "..."
    return f"'{text}'"


def _expected_hint(expected) -> str:
    names = sorted({TERMINAL_NAMES.get(name, name) for name in expected or ()})
    if not names:
        return ""
    if len(names) > 6:
        return "expected a value, a '(' form, a '{' array or a closing bracket here"
    return "expected " + ", ".join(names[:-1]) + (" or " if len(names) > 1 else "") + names[-1]


def _syntax_diagnostic(error: UnexpectedInput, source: Source, brackets, offset: int = 0) -> Diagnostic:
    """A diagnostic for what Lark could not read, with the unclosed bracket when there is one."""
    token = getattr(error, "token", None)
    previous = getattr(error, "token_history", None) or []
    after_open = bool(previous) and previous[-1].type == "LPAR"
    stray_inside = token is not None and token.type in ("STRAY", "ITEM_STRAY") and bool(brackets)
    if isinstance(error, UnexpectedCharacters) or (stray_inside and not after_open):
        # Text no terminal of this place can read (the lexer falls back to STRAY inside forms).
        position = ((error.pos_in_stream or 0) if token is None else token.start_pos) + offset
        char = source.text[position]
        span = Span(source, position, position + 1)
        allowed = getattr(error, "allowed", None) or getattr(error, "expected", None) or ()
        if char == '"':
            return Diagnostic.error("this string is never closed", span,
                                    hint='add the closing \'"\'; write \\" for a quote inside a string')
        if char == "<" and "ITEM_ARG" in allowed:
            return Diagnostic.error("this item argument is never closed", span, hint="close it with '>'")
        if char == ":":
            return Diagnostic.error("unexpected ':'", span,
                                    hint="a named argument is written name:value, with no space before ':'")
        return Diagnostic.error(f"unexpected character {char!r}", span, hint=_expected_hint(allowed))
    at_end = isinstance(error, UnexpectedEOF) or token is None or token.type == "$END"
    if at_end and brackets:
        opener = brackets[-1]
        span = Span(source, opener.start_pos + offset, opener.end_pos + offset)
        closer = _CLOSER_OF[str(opener)]
        return Diagnostic.error(f"'{opener}' opened here is never closed", span,
                                hint=f"add '{closer}' at the end of the {'form' if closer == ')' else 'array'}")
    if at_end:
        end = len(source.text)
        return Diagnostic.error("the file ends in the middle of a form", Span(source, max(0, end - 1), end),
                                hint=_expected_hint(getattr(error, "expected", ())))
    assert token is not None  # at_end covers a missing token
    span = Span(source, token.start_pos + offset, token.end_pos + offset)
    expected: set[str] = getattr(error, "expected", set())
    if after_open:
        return Diagnostic.error(f"expected a ludeme name after '(', got {_describe(token)}", span,
                                hint="a form starts with its ludeme, as in (sites Empty)")
    return Diagnostic.error(f"unexpected {_describe(token)}", span, hint=_expected_hint(expected))
