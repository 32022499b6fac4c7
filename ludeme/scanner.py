"""Fast scanning of .lud text into tokens, with the grammar's own terminal patterns.

The patterns are read from ``grammar.lark`` (the terminals of the Lark parser), and
the scanner applies the same contexts as the grammar's contextual lexer: stray text
only between top-level forms, raw ``<...>`` arguments only inside ``(item ...)``,
priority stars only right after a closing ``)``. Reading a 500 KB description this
way is about ten times faster than Lark's LALR parser; when the fast path meets
text it cannot read, :mod:`ludeme.parser` asks Lark for the diagnostic.

>>> from ludeme.source import Source
>>> tokens, comments = scan(Source("x", '(o (item "A" <(dual >)**) // c\\n/--'))
>>> [t.value for t in tokens]
['(', 'o', '(', 'item', '"A"', '<(dual >', ')', '**', ')', '/--']
>>> [t.type for t in tokens][3:8]
['ITEM', 'STRING', 'ITEM_ARG', 'RPAR', 'STARS']
>>> [c.value for c in comments]
['// c']
"""

from __future__ import annotations

import functools
import re

from ludeme.builder import SourceToken
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.source import Source, Span, new_span

_tuple = tuple.__new__

# Terminals tried inside forms, first match wins: the grammar's priorities, then longest patterns first.
_GENERAL = ("COMMENT", "FLOAT", "NAMED_KEY", "OPTION_REF", "STRING", "INT", "NAME", "PARAMETER", "OPERATOR",
            "DOTS", "LPAR", "RPAR", "LBRACE", "RBRACE", "LBRACKET", "RBRACKET", "TILDE", "BAR", "HASH",
            "QUESTION")
_TOP = ("COMMENT", "LPAR", "RPAR", "STRAY")
_ITEM = ("COMMENT", "STRING", "ITEM_ARG", "RPAR", "ITEM_STRAY")
_DEPTH = {"LPAR": 1, "LBRACE": 1, "LBRACKET": 1, "RPAR": -1, "RBRACE": -1, "RBRACKET": -1}


@functools.cache
def _patterns() -> dict[str, re.Pattern]:
    from ludeme.parser import grammar_terminals

    terminals = grammar_terminals()

    space = f"(?:{terminals['WS']})?"  # whitespace before a token is read with it

    def joined(names):
        return re.compile(space + "(?:" + "|".join(f"(?P<{name}>{terminals[name]})" for name in names) + ")")

    return {"general": joined(_GENERAL), "top": joined(_TOP), "item": joined(_ITEM),
            "ITEM": re.compile(space + f"(?P<ITEM>{terminals['ITEM']})"),
            "STARS": re.compile(space + f"(?P<STARS>{terminals['STARS']})")}


def scan(source: Source, start: int = 0, end: int | None = None, fragment: bool = False):
    """The tokens and the comments of ``source.text[start:end]``.

    With ``fragment``, the text is read as the inside of a form (no top level).
    Raises :class:`DiagnosticError` at the first character no token can start with.
    """
    patterns = _patterns()
    general, top, item_context = patterns["general"], patterns["top"], patterns["item"]
    item_word, stars = patterns["ITEM"], patterns["STARS"]
    text = source.text
    end = len(text) if end is None else end
    tokens: list[SourceToken] = []
    comments: list[SourceToken] = []
    depth = 1 if fragment else 0
    item_depth = 0  # the depth of the (item ...) being read, 0 outside items
    after_close = expect_head = False
    position = start
    while position < end:
        if after_close and (star := stars.match(text, position, end)):
            tokens.append(SourceToken("STARS", star.group("STARS"), Span(source, star.start("STARS"), star.end())))
            position, after_close = star.end(), False
            continue
        if depth == 0:
            match = top.match(text, position, end)
        elif item_depth:
            match = item_context.match(text, position, end)
        elif expect_head and depth > 1 and (word := item_word.match(text, position, end)):  # items are nested
            tokens.append(SourceToken("ITEM", "item", Span(source, word.start("ITEM"), word.end())))
            position, expect_head, item_depth = word.end(), False, depth
            continue
        else:
            match = general.match(text, position, end)
        if match is None:
            rest = text[position:end]
            if rest.isspace():
                break
            position += len(rest) - len(rest.lstrip())
            raise DiagnosticError([Diagnostic.error(f"unexpected character {text[position]!r}",
                                                    Span(source, position, position + 1))])
        kind = match.lastgroup or ""  # every alternative of the pattern is a named group
        start, position = match.start(kind), match.end()
        if kind == "COMMENT":
            comments.append(SourceToken(kind, match.group(kind), new_span(source, start, position)))
            continue
        tokens.append(_tuple(SourceToken, (kind, match.group(kind), _tuple(Span, (source, start, position, None, "")))))
        change = _DEPTH.get(kind, 0)
        depth += change
        if depth < item_depth:
            item_depth = 0
        after_close = kind == "RPAR"
        expect_head = kind == "LPAR"
    return tokens, comments
