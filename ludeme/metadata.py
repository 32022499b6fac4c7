"""What a description's ``(metadata ...)`` says for people: its ``(info ...)`` texts and the names
it gives the players, read as Ludii writes them.

``(info {(description "...") (rules "...") (source "...")})`` gives texts by key;
``(player Name P1 "Spring")`` names a player. Other metadata (graphics, AI hints) is ignored.

>>> from ludeme.files import read_description
>>> meta = read_metadata(read_description("examples/tic-tac-toe.lud").expansion)
>>> meta.info["rules"][:32]
'Play occurs on a 3x3 grid. One p'
>>> meta.player_names
{}
"""

from __future__ import annotations

import attrs

from ludeme import syntax as s


@attrs.frozen
class Metadata:
    """The texts of ``(info ...)`` by key, and the players' names by player number."""

    info: dict[str, str] = attrs.field(factory=dict)
    player_names: dict[int, str] = attrs.field(factory=dict)

    @property
    def rules(self) -> str:
        """The rules in words, or an empty string when the description gives none."""
        return self.info.get("rules", "")


def read_metadata(expansion) -> Metadata:
    """The metadata of an expanded description (empty when it has none)."""
    info: dict[str, str] = {}
    names: dict[int, str] = {}
    for form in expansion.forms if expansion is not None else ():
        if isinstance(form, s.Call) and form.name == "metadata":
            _walk(form, info, names)
    return Metadata(info, names)


def _walk(node, info: dict[str, str], names: dict[int, str]) -> None:
    if isinstance(node, s.Array):
        for item in node.items:
            _walk(item, info, names)
        return
    if not isinstance(node, s.Call):
        return
    if node.name == "info":
        for item in _calls(node.args):
            texts = [arg.value for arg in item.args if isinstance(arg, s.String)]
            if texts:
                info.setdefault(item.name, "\n".join(texts))
        return
    if node.name == "player" and len(node.args) == 3:
        kind, role, name = node.args
        if (str(kind) == "Name" and isinstance(name, s.String) and str(role)[:1] == "P" and str(role)[1:].isdigit()):
            names[int(str(role)[1:])] = name.value
        return
    for arg in node.args:
        _walk(arg, info, names)


def _calls(nodes) -> list[s.Call]:
    """The calls among nodes, looking inside arrays."""
    found = []
    for node in nodes:
        if isinstance(node, s.Array):
            found += _calls(node.items)
        elif isinstance(node, s.Call):
            found.append(node)
    return found
