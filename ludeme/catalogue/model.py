"""Ludeme signatures, written in the notation of Ludii's language reference.

``(move Add [<roleType>] <to> [count:<int>] (then:<then>)?)`` reads: the head ``move``,
the selector ``Add`` (a leading word that picks this overload), an optional
positional ``roleType``, a required ``to``, and optional named arguments.

- ``<kind>``: a positional argument; ``<name=kind>`` gives it a name of its own;
- ``[<kind>]``: optional; ``<kind>*``: any number of them;
- ``name:<kind>``: a named argument; ``[name:<kind>]``: an optional one;
- ``<a|b>``: either kind; ``<{kind}>``: an array of that kind.

>>> entry = Ludeme.parse("(square <rows=int> [diagonals:<diagonalsType>])", "graph",
...                      "A square board of rows x rows cells.", "(square 9)")
>>> entry.head, entry.selector, [(p.name, p.kind, p.optional, p.named) for p in entry.params]
('square', None, [('rows', 'int', False, False), ('diagonals', 'diagonalsType', True, True)])
>>> entry.signature
'(square <rows=int> [diagonals:<diagonalsType>])'
"""

from __future__ import annotations

import re

import attrs

_TOKEN = re.compile(r"\s*(?:(?P<open>\[)|(?P<close>\])|(?P<named>[A-Za-z_][\w-]*):"
                    r"|<(?P<kind>[^>]+)>(?P<star>\*)?|(?P<word>[A-Za-z_][\w-]*))")


@attrs.frozen
class Param:
    """One argument of a ludeme."""

    name: str
    kind: str
    optional: bool = False
    named: bool = False
    repeated: bool = False

    def notation(self) -> str:
        kind = self.kind if self.name == self.kind.split("|")[0].strip("{}") else f"{self.name}={self.kind}"
        text = f"{self.name}:<{self.kind}>" if self.named else f"<{kind}>" + ("*" if self.repeated else "")
        return f"[{text}]" if self.optional else text


@attrs.frozen
class Ludeme:
    """A ludeme the engine knows: its signature, what it returns, a one-line doc and an example."""

    head: str
    selector: str | None
    params: tuple[Param, ...]
    returns: str
    doc: str
    example: str
    category: str = ""

    @classmethod
    def parse(cls, signature: str, returns: str, doc: str, example: str, category: str = "") -> Ludeme:
        """Read a signature written in Ludii's notation (see the module docstring)."""
        text = signature.strip()
        if not (text.startswith("(") and text.endswith(")")):
            raise ValueError(f"signature must be in parentheses: {signature}")
        body = text[1:-1]
        head, _, rest = body.strip().partition(" ")
        params: list[Param] = []
        selector: str | None = None
        optional, pending_name = False, ""
        position = 0
        while position < len(rest):
            match = _TOKEN.match(rest, position)
            if not match or match.end() == position:
                if rest[position:].strip() == "":
                    break
                raise ValueError(f"cannot read signature {signature!r} at {rest[position:]!r}")
            position = match.end()
            if match["open"]:
                optional = True
            elif match["close"]:
                optional = False
            elif match["named"]:
                pending_name = match["named"]
            elif match["word"]:
                if params or selector:
                    raise ValueError(f"selector must come first in {signature!r}")
                selector = match["word"]
            else:
                name, _, kind = match["kind"].rpartition("=")
                if pending_name:
                    params.append(Param(pending_name, kind, optional, named=True))
                    pending_name = ""
                else:
                    default_name = kind.split("|")[0].strip("{}")
                    params.append(Param(name or default_name, kind, optional, repeated=bool(match["star"])))
        return cls(head, selector, tuple(params), returns, doc, example, category)

    @property
    def signature(self) -> str:
        parts = [self.head] + ([self.selector] if self.selector else []) + [p.notation() for p in self.params]
        return "(" + " ".join(parts) + ")"

    @property
    def positional(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if not p.named)

    def named_param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.named and p.name == name), None)


class Catalogue:
    """Every ludeme the engine knows, looked up by head and selector."""

    def __init__(self, entries):
        self.entries: tuple[Ludeme, ...] = tuple(entries)
        self._by_head: dict[str, list[Ludeme]] = {}
        self._by_selector: dict[tuple[str, str], list[Ludeme]] = {}
        for entry in self.entries:
            self._by_head.setdefault(entry.head, []).append(entry)
            if entry.selector:
                self._by_selector.setdefault((entry.head, entry.selector.lower()), []).append(entry)
        self._plain = {head: [e for e in found if not e.selector] for head, found in self._by_head.items()}

    def overloads(self, head: str) -> list[Ludeme]:
        return self._by_head.get(head, [])

    def selected(self, head: str, word: str) -> list[Ludeme]:
        """The overloads a leading word picks, in any case: (move Add ...), (move add ...)."""
        return self._by_selector.get((head, word.lower()), [])

    def plain(self, head: str) -> list[Ludeme]:
        """The overloads without a selector word."""
        return self._plain.get(head, [])

    def heads(self) -> list[str]:
        return sorted(self._by_head)

    def __len__(self) -> int:
        return len(self.entries)
