"""The syntax tree of a .lud description: small immutable nodes with source spans.

Every node carries ``span`` (compared by nothing: two trees with the same shape
and values are equal wherever they came from). The tree keeps the text as written,
before options, defines and ranges are expanded; the expanded game text is made of
the same nodes.

>>> from ludeme.parser import parse_text
>>> tree = parse_text('(game "Demo" (players 2))')
>>> game = tree.forms[0]
>>> game.name, [str(arg) for arg in game.args]
('game', ['"Demo"', '(players 2)'])
"""

from __future__ import annotations

import attrs

from ludeme.source import Source, Span

_span = attrs.field(eq=False, repr=False, default=None)


@attrs.frozen
class Name:
    """A bare word: a ludeme name or an enum constant, e.g. ``Orthogonal``, ``P1``, ``Off``."""

    text: str
    span: Span | None = _span

    def __str__(self) -> str:
        return self.text


@attrs.frozen
class Operator:
    """An operator used as a head or a value, e.g. ``<=`` in ``(<= a b)``."""

    text: str
    span: Span | None = _span

    def __str__(self) -> str:
        return self.text


@attrs.frozen
class String:
    """A string; ``value`` has its ``\\"`` turned into ``"``."""

    value: str
    span: Span | None = _span

    def __str__(self) -> str:
        return '"' + self.value.replace('"', '\\"') + '"'


@attrs.frozen
class Integer:
    value: int
    span: Span | None = _span

    def __str__(self) -> str:
        return str(self.value)


@attrs.frozen
class Float:
    """A float, written as in the source (``.14`` stays ``.14``)."""

    value: float
    text: str = attrs.field(eq=False, default="")
    span: Span | None = _span

    def __str__(self) -> str:
        return self.text or repr(self.value)


@attrs.frozen
class Boolean:
    """``True`` or ``False``, in any case."""

    value: bool
    span: Span | None = _span

    def __str__(self) -> str:
        return "True" if self.value else "False"


@attrs.frozen
class Parameter:
    """``#n`` inside a define body: the define's n-th argument."""

    index: int
    span: Span | None = _span

    def __str__(self) -> str:
        return f"#{self.index}"


@attrs.frozen
class Tilde:
    """``~``: an explicit missing argument passed to a define."""

    span: Span | None = _span

    def __str__(self) -> str:
        return "~"


@attrs.frozen
class OptionRef:
    """``<Tag>`` or ``<Tag:arg>``: the text of the chosen item of an option."""

    tag: str
    arg: str | None = None
    span: Span | None = _span

    def __str__(self) -> str:
        return f"<{self.tag}:{self.arg}>" if self.arg is not None else f"<{self.tag}>"


@attrs.frozen
class Placeholder:
    """``#`` or ``?``: an unknown part in a reconstruction, inside ``[...]``."""

    text: str
    span: Span | None = _span

    def __str__(self) -> str:
        return self.text


@attrs.frozen
class Range:
    """``low..high``: integers, site labels, or ends that expansion resolves."""

    low: Node
    high: Node
    span: Span | None = _span

    def __str__(self) -> str:
        return f"{self.low}..{self.high}"


@attrs.frozen
class Named:
    """A named argument ``name:value``, e.g. ``use:Vertex``."""

    name: str
    value: Node
    span: Span | None = _span

    def __str__(self) -> str:
        return f"{self.name}:{self.value}"


@attrs.frozen
class Array:
    """``{ ... }``."""

    items: tuple[Node, ...]
    span: Span | None = _span

    def __str__(self) -> str:
        return "{" + " ".join(map(str, self.items)) + "}"


@attrs.frozen
class Unknown:
    """``[a | b]``: a part left open in a reconstruction; one tuple per alternative."""

    alternatives: tuple[tuple[Node, ...], ...]
    span: Span | None = _span

    def __str__(self) -> str:
        return "[" + " | ".join(" ".join(map(str, alt)) for alt in self.alternatives) + "]"


@attrs.frozen
class Call:
    """A ludeme application ``(head args...)``, with priority ``stars`` when followed by ``*``."""

    head: Node
    args: tuple[Node, ...]
    stars: int = 0
    span: Span | None = _span
    #: the text, written once it is first asked for (compiling a game asks it of every ludeme, often)
    _text: str | None = attrs.field(default=None, init=False, eq=False, repr=False)

    @property
    def name(self) -> str:
        """The head as text: ``'sites'``, ``'<='``, or a define's name for ``("Name" ...)``."""
        return self.head.value if isinstance(self.head, String) else str(self.head)

    def named(self, name: str) -> Node | None:
        """The value of the named argument ``name``, if given."""
        for arg in self.args:
            if isinstance(arg, Named) and arg.name == name:
                return arg.value
        return None

    @property
    def positional(self) -> tuple[Node, ...]:
        return tuple(arg for arg in self.args if not isinstance(arg, Named))

    def __str__(self) -> str:
        text = self._text
        if text is None:
            inner = " ".join([str(self.head), *map(str, self.args)])
            text = f"({inner})" + "*" * self.stars
            object.__setattr__(self, "_text", text)  # a cache: the node itself is unchanged
        return text


@attrs.frozen
class RawText:
    """An option item's argument: the raw text between ``<`` and ``>``."""

    text: str
    span: Span | None = _span

    def __str__(self) -> str:
        return f"<{self.text}>"


@attrs.frozen
class Item:
    """``(item "Name" <arg>... "Description")**``: one choice of an option."""

    name: str
    arguments: tuple[RawText, ...]
    description: str = ""
    stars: int = 0
    span: Span | None = _span

    def __str__(self) -> str:
        parts = [str(String(self.name)), *map(str, self.arguments)]
        if self.description:
            parts.append(str(String(self.description)))
        return "(item " + " ".join(parts) + ")" + "*" * self.stars


@attrs.frozen
class Stray:
    """Text between top-level forms, which Ludii skips (a warning here)."""

    text: str
    span: Span | None = _span


@attrs.frozen
class Comment:
    """A ``//`` comment, kept for formatting."""

    text: str
    span: Span | None = _span


@attrs.frozen
class File:
    """A parsed description: its top-level forms, stray text and comments."""

    forms: tuple[Node, ...]
    stray: tuple[Stray, ...] = ()
    comments: tuple[Comment, ...] = attrs.field(default=(), eq=False)
    source: Source | None = attrs.field(default=None, eq=False, repr=False)
    tokens: tuple = attrs.field(default=(), eq=False, repr=False)  # every token, for expansion


Node = (
    Name | Operator | String | Integer | Float | Boolean | Parameter | Tilde | OptionRef
    | Placeholder | Range | Named | Array | Unknown | Call | Item
)


def children(node: Node) -> tuple[Node, ...]:
    """The direct sub-nodes of a node, in source order."""
    if isinstance(node, Call):
        return (node.head, *node.args)
    if isinstance(node, Array):
        return node.items
    if isinstance(node, Named):
        return (node.value,)
    if isinstance(node, Range):
        return (node.low, node.high)
    if isinstance(node, Unknown):
        return tuple(n for alternative in node.alternatives for n in alternative)
    return ()


def walk(node: Node):
    """Every node of a tree, parents before children, without recursion.

    >>> from ludeme.parser import parse_text
    >>> [str(n) for n in walk(parse_text("(a (b 1))").forms[0])]
    ['(a (b 1))', 'a', '(b 1)', 'b', '1']
    """
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(children(current)))
