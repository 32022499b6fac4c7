"""Reading .lud text into syntax trees, with diagnostics for every syntax error.

The grammar (``grammar.lark``) is compiled once per process and cached on disk.
Three entry points:

- :func:`parse_text` / :func:`parse_file`: a whole description as written;
- :func:`lex` : any text, balanced or not, as a list of :class:`SourceToken`;
- :func:`parse_tokens`: tokens (say, after expansion) into nodes, keeping each
  token's span, so errors in expanded text point where that text was written.

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

import attrs
from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import Lexer

from ludeme import syntax as s
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.source import Source, Span

GRAMMAR = Path(__file__).with_name("grammar.lark")

#: Deepest bracket nesting accepted (Ludii's library nests at most 37 deep before expansion).
MAX_DEPTH = 256

_OPENERS = {"LPAR": "(", "LBRACE": "{", "LBRACKET": "["}
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
    "STARS": "priority stars", "STRAY": "text", "$END": "the end of the file",
}


@attrs.frozen
class SourceToken:
    """One token and the span it was written at (``type`` is the grammar's terminal name)."""

    type: str
    value: str
    span: Span

    def moved(self, span: Span) -> SourceToken:
        return SourceToken(self.type, self.value, span)


class _Context(threading.local):
    """What the parser callbacks need to know about the text being read."""

    source: Source
    offset: int = 0
    tokens: list[SourceToken] | None = None
    brackets: list[Token] | None = None
    comments: list[Token]

    def span(self, first: Token, last: Token | None = None) -> Span:
        last = last or first
        if self.tokens is not None:
            return self.tokens[first.start_pos].span.to(self.tokens[last.start_pos].span)
        return Span(self.source, first.start_pos + self.offset, last.end_pos + self.offset)


_context = _Context()
_lock = threading.Lock()


def _node(token: Token | s.Node) -> s.Node:
    """The syntax node of an atom token (other nodes pass through)."""
    if not isinstance(token, Token):
        return token
    kind, text, span = token.type, str(token), _context.span(token)
    if kind == "NAME":
        if text.lower() in ("true", "false"):
            return s.Boolean(text.lower() == "true", span=span)
        return s.Name(text, span=span)
    if kind == "INT":
        return s.Integer(int(text), span=span)
    if kind == "FLOAT":
        return s.Float(float(text), text, span=span)
    if kind == "STRING":
        return s.String(text[1:-1].replace('\\"', '"'), span=span)
    if kind == "OPERATOR":
        return s.Operator(text, span=span)
    if kind == "OPTION_REF":
        tag, _, arg = text[1:-1].partition(":")
        return s.OptionRef(tag.strip(), arg.strip() if ":" in text else None, span=span)
    if kind == "PARAMETER":
        return s.Parameter(int(text[1:]), span=span)
    if kind == "TILDE":
        return s.Tilde(span=span)
    if kind in ("HASH", "QUESTION"):
        return s.Placeholder(text, span=span)
    raise ValueError(f"no syntax node for token {kind}")


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

    def forms(self, children):
        return tuple(_node(child) for child in children)

    def fragment(self, children):
        return children

    def call(self, children):
        stars = children.pop() if children[-1].type == "STARS" else None
        lpar, head, *args, rpar = children
        return s.Call(
            _node(head), tuple(_node(a) for a in args), len(stars or ""), span=_context.span(lpar, rpar)
        )

    top = call

    def item(self, children):
        stars = children.pop() if children[-1].type == "STARS" else None
        lpar, _item, *parts, rpar = children
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
    **{name: _on_open for name in _OPENERS},
    **{name: _on_close for name in _CLOSERS},
    "COMMENT": _on_comment,
}


@functools.cache
def _text_parser() -> Lark:
    return Lark.open(
        str(GRAMMAR), parser="lalr", lexer="contextual", start=["file", "fragment"],
        transformer=_TreeBuilder(), lexer_callbacks=_CALLBACKS, cache=True,
    )


class _TokenFeed(Lexer):
    """Hands prepared tokens to the parser instead of lexing text."""

    def __init__(self, lexer_conf):
        pass

    def lex(self, data):
        return iter(data)


@functools.cache
def _token_parser() -> Lark:
    return Lark.open(
        str(GRAMMAR), parser="lalr", lexer=_TokenFeed, start=["forms"], transformer=_TreeBuilder()
    )


def parse_text(text: str, path: str = "<text>") -> s.File:
    """Parse a whole description. Raises :class:`DiagnosticError` on a syntax error."""
    source = Source(path, text)
    with _lock:
        _context.source, _context.offset, _context.tokens = source, 0, None
        _context.brackets, _context.comments = [], []
        try:
            forms, stray = _text_parser().parse(text, start="file")
        except UnexpectedInput as error:
            raise DiagnosticError([_syntax_diagnostic(error, source, _context.brackets)]) from None
        comments = tuple(s.Comment(str(c), span=_context.span(c)) for c in _context.comments)
    return s.File(tuple(forms), tuple(stray), comments, source)


def parse_file(path: str | Path) -> s.File:
    """Parse a description file (UTF-8)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise DiagnosticError([Diagnostic.error(
            f"{path}: not UTF-8 text (byte {error.start} cannot be decoded)", None)]) from None
    except OSError as error:
        raise DiagnosticError([Diagnostic.error(f"{path}: {error.strerror}", None)]) from None
    return parse_text(text, str(path))


def lex(source: Source, start: int = 0, end: int | None = None) -> list[SourceToken]:
    """The tokens of ``source.text[start:end]``, brackets balanced or not.

    >>> [t.value for t in lex(Source("x", "(dual (hex 3 4) <= #1"))]
    ['(', 'dual', '(', 'hex', '3', '4', ')', '<=', '#1']
    """
    end = len(source.text) if end is None else end
    with _lock:
        _context.source, _context.offset, _context.tokens = source, start, None
        _context.brackets, _context.comments = None, []
        try:
            tokens = _text_parser().parse(source.text[start:end], start="fragment")
        except UnexpectedInput as error:
            raise DiagnosticError([_syntax_diagnostic(error, source, None, offset=start)]) from None
        return [SourceToken(t.type, str(t), _context.span(t)) for t in tokens]


def parse_tokens(tokens: list[SourceToken]) -> tuple[s.Node, ...]:
    """Parse a list of tokens into nodes; each node's span comes from its tokens."""
    feed = [Token(t.type, t.value, start_pos=i) for i, t in enumerate(tokens)]
    depth = 0
    for token in tokens:
        if token.type in _OPENERS:
            depth += 1
            if depth > MAX_DEPTH:
                raise DiagnosticError([Diagnostic.error(
                    f"after expansion, brackets nest more than {MAX_DEPTH} levels deep", token.span,
                    hint="a define that uses itself, directly or through others, grows without end")])
        elif token.type in _CLOSERS:
            depth -= 1
    with _lock:
        _context.tokens, _context.brackets, _context.comments = tokens, None, []
        try:
            return _token_parser().parse(feed, start="forms")
        except UnexpectedInput as error:
            token = getattr(error, "token", None)
            if token is None or token.type == "$END":
                span = tokens[-1].span if tokens else None
                message = "the expanded text ends in the middle of a form"
            else:
                span = tokens[token.start_pos].span
                message = f"unexpected {_describe(token)} in the expanded text"
            raise DiagnosticError([Diagnostic.error(
                message, span, hint=_expected_hint(getattr(error, "expected", ())))]) from None
        finally:
            _context.tokens = None


def _describe(token: Token) -> str:
    text = str(token)
    if token.type in ("STRING", "STRAY") and len(text) > 30:
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
    if isinstance(error, UnexpectedCharacters) or (token is not None and token.type == "STRAY" and brackets):
        # Text no terminal of this place can read (the lexer falls back to STRAY inside forms).
        position = (error.pos_in_stream if token is None else token.start_pos) + offset
        char = source.text[position]
        span = Span(source, position, position + 1)
        allowed = getattr(error, "allowed", None) or getattr(error, "expected", ())
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
    span = Span(source, token.start_pos + offset, token.end_pos + offset)
    expected = getattr(error, "expected", set())
    previous = getattr(error, "token_history", None) or []
    if previous and previous[-1].type == "LPAR":
        return Diagnostic.error(f"expected a ludeme name after '(', got {_describe(token)}", span,
                                hint="a form starts with its ludeme, as in (sites Empty)")
    return Diagnostic.error(f"unexpected {_describe(token)}", span, hint=_expected_hint(expected))
