"""What a description's ``(metadata ...)`` says for people: its ``(info ...)`` texts and the names
it gives the players, read as Ludii writes them.

``(info {(description "...") (rules "...") (source "...")})`` gives texts by key;
``(player Name P1 "Spring")`` names a player; ``(piece Colour "R01" fillColour:(colour Red))`` colours
a piece (by its name, or by the name before Ludii's owner number: "Disc" for Disc1 and Disc2).
Other metadata (the rest of graphics, AI hints) is ignored.

>>> from ludeme.files import read_description
>>> meta = read_metadata(read_description("descriptions/turn-of-time.lud").expansion)
>>> meta.info["author"], meta.rules[:30]
('Nicholas Hjelmberg', 'Six areas of six hexagons lie ')
>>> meta.player_names[4]
'Winter'
>>> from ludeme.files import read_description_text
>>> read_metadata(read_description_text('(game "G" (players 1) (equipment {(board (square 1))}) '
...     '(rules (play (move Pass)))) (metadata (graphics {(piece Colour "Disc" fillColour:(colour 255 0 0))}))'
...     ).expansion).piece_colour("Disc1")
'#ff0000'
"""

from __future__ import annotations

import attrs

from ludeme import syntax as s


@attrs.frozen
class Metadata:
    """The texts of ``(info ...)`` by key, and the players' names by player number."""

    info: dict[str, str] = attrs.field(factory=dict)
    player_names: dict[int, str] = attrs.field(factory=dict)
    piece_colours: dict[str, str] = attrs.field(factory=dict)  # piece name -> CSS colour

    def piece_colour(self, name: str) -> str | None:
        """The fill the metadata gives a piece kind (Disc1 also takes the colour given to "Disc")."""
        return self.piece_colours.get(name) or self.piece_colours.get(name.rstrip("0123456789"))

    @property
    def rules(self) -> str:
        """The rules in words, or an empty string when the description gives none."""
        return self.info.get("rules", "")


def read_metadata(expansion) -> Metadata:
    """The metadata of an expanded description (empty when it has none)."""
    info: dict[str, str] = {}
    names: dict[int, str] = {}
    colours: dict[str, str] = {}
    for form in expansion.forms if expansion is not None else ():
        if isinstance(form, s.Call) and form.name == "metadata":
            _walk(form, info, names, colours)
    return Metadata(info, names, colours)


#: Ludii's colour names most used in its library, as CSS colours.
COLOURS = {"Black": "#1b1b1b", "White": "#fafafa", "Red": "#d32f2f", "Blue": "#1e63c8", "Green": "#2e8b3e",
           "Yellow": "#fdd835", "Gold": "#e0a800", "Purple": "#7b3fa0", "Orange": "#ef6c00", "Pink": "#f48fb1",
           "Brown": "#795548", "Grey": "#9e9e9e", "DarkGrey": "#616161", "LightGrey": "#d0d0d0",
           "VeryDarkGrey": "#303030", "DarkGreen": "#1b5e20", "DarkBlue": "#0d2c6e", "LightBlue": "#90caf9",
           "Cyan": "#00acc1", "Magenta": "#c2185b", "Cream": "#f3e9d2", "DarkRed": "#8e1b1b"}


def _colour(node) -> str | None:
    """``(colour Red)`` or ``(colour 200 30 30)`` as a CSS colour; None for anything else."""
    if not (isinstance(node, s.Call) and node.name == "colour" and node.args):
        return None
    numbers = [arg.value for arg in node.args if isinstance(arg, s.Integer)]
    if len(numbers) >= 3:
        return "#" + "".join(f"{max(0, min(255, n)):02x}" for n in numbers[:3])
    return COLOURS.get(str(node.args[0]))


def _walk(node, info: dict[str, str], names: dict[int, str], colours: dict[str, str]) -> None:
    if isinstance(node, s.Array):
        for item in node.items:
            _walk(item, info, names, colours)
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
    if node.name == "piece" and node.args and str(node.args[0]) == "Colour":
        piece = next((arg.value for arg in node.args if isinstance(arg, s.String)), None)
        fill = _colour(node.named("fillColour"))
        if piece and fill:
            colours[piece] = fill
        return
    for arg in node.args:
        _walk(arg, info, names, colours)


def _calls(nodes) -> list[s.Call]:
    """The calls among nodes, looking inside arrays."""
    found = []
    for node in nodes:
        if isinstance(node, s.Array):
            found += _calls(node.items)
        elif isinstance(node, s.Call):
            found.append(node)
    return found
