"""What a description's ``(metadata ...)`` says for people: its ``(info ...)`` texts and the names
it gives the players, read as Ludii writes them.

``(info {(description "...") (rules "...") (source "...")})`` gives texts by key;
``(player Name P1 "Spring")`` names a player; ``(piece Colour "R01" fillColour:(colour Red))`` colours
a piece (by its name, or by the name before Ludii's owner number: "Disc" for Disc1 and Disc2).

What the rules keep is shown to players as the description says (a *value* is a variable of
``(var ...)`` or a list of remembered values of ``(remember Value ...)``):

- ``(value Label "Track" "Flower Track")`` shows a value under a name of its own;
- ``(value Names {"Zone" "Supply"} {"red" "blue"})`` names the numbers a value holds, from 0 (or
  ``{(pair 1 "red") ...}`` for chosen numbers); ``(state Names {(pair 2 "proposal")})`` names site states;
- ``(value Hidden {"Phase" "Resume"})`` keeps values of the rules' own bookkeeping out of sight;
- ``(show Value "Stones left" <int>)`` and ``(show Sites "Groups to reach" <sites> (colour Orange))``
  show what ludemes compute in each position: a number with its label, sites highlighted with a caption;
- ``(move Label "Pass" "accept no proposal" if:<boolean>)`` says what a move means, when the
  condition holds in the position where it is offered (always without one).

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
class Shown:
    """A quantity the metadata asks to show: ``kind`` "Value" (a number) or "Sites" (sites highlighted),
    its label, the ludeme computing it (checked and compiled with the rules), and a colour for sites."""

    kind: str
    label: str
    node: s.Node
    colour: str | None = None


@attrs.frozen
class MoveLabel:
    """What a move written ``move`` means, when ``condition`` (a ludeme, None for always) holds."""

    move: str
    label: str
    condition: s.Node | None = None


@attrs.frozen
class Metadata:
    """The texts of ``(info ...)`` by key, the players' names by player number, and how values, site
    states and moves are shown."""

    info: dict[str, str] = attrs.field(factory=dict)
    player_names: dict[int, str] = attrs.field(factory=dict)
    piece_colours: dict[str, str] = attrs.field(factory=dict)  # piece name -> CSS colour
    value_labels: dict[str, str] = attrs.field(factory=dict)  # value -> its name for players
    value_names: dict[str, dict[int, str]] = attrs.field(factory=dict)  # value -> number -> its name
    hidden: frozenset[str] = frozenset()
    state_names: dict[int, str] = attrs.field(factory=dict)
    shown: tuple[Shown, ...] = ()
    move_labels: tuple[MoveLabel, ...] = ()

    def value_label(self, name: str) -> str:
        """The name players see for a value (its own name unless relabelled)."""
        return self.value_labels.get(name, name)

    def value_text(self, name: str, number: int) -> str:
        """A number a value holds, by its name when the metadata names it.

        >>> Metadata(value_names={"Zone": {0: "red"}}).value_text("Zone", 0), Metadata().value_text("Zone", 0)
        ('red', '0')
        """
        return self.value_names.get(name, {}).get(number, str(number))

    def piece_colour(self, name: str) -> str | None:
        """The fill the metadata gives a piece kind (Disc1 also takes the colour given to "Disc")."""
        return self.piece_colours.get(name) or self.piece_colours.get(name.rstrip("0123456789"))

    @property
    def rules(self) -> str:
        """The rules in words, or an empty string when the description gives none."""
        return self.info.get("rules", "")


def read_metadata(expansion) -> Metadata:
    """The metadata of an expanded description (empty when it has none)."""
    found = _Found()
    for form in expansion.forms if expansion is not None else ():
        if isinstance(form, s.Call) and form.name == "metadata":
            _walk(form, found)
    return Metadata(found.info, found.names, found.colours, found.value_labels, found.value_names,
                    frozenset(found.hidden), found.state_names, tuple(found.shown), tuple(found.move_labels))


@attrs.define
class _Found:
    info: dict[str, str] = attrs.field(factory=dict)
    names: dict[int, str] = attrs.field(factory=dict)
    colours: dict[str, str] = attrs.field(factory=dict)
    value_labels: dict[str, str] = attrs.field(factory=dict)
    value_names: dict[str, dict[int, str]] = attrs.field(factory=dict)
    hidden: set[str] = attrs.field(factory=set)
    state_names: dict[int, str] = attrs.field(factory=dict)
    shown: list[Shown] = attrs.field(factory=list)
    move_labels: list[MoveLabel] = attrs.field(factory=list)


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


def _walk(node, found: _Found) -> None:
    if isinstance(node, s.Array):
        for item in node.items:
            _walk(item, found)
        return
    if not isinstance(node, s.Call):
        return
    form = str(node.args[0]) if node.args and isinstance(node.args[0], s.Name) else ""
    texts = [arg.value for arg in node.args if isinstance(arg, s.String)]
    if node.name == "info":
        for item in _calls(node.args):
            item_texts = [arg.value for arg in item.args if isinstance(arg, s.String)]
            if item_texts:
                found.info.setdefault(item.name, "\n".join(item_texts))
        return
    if node.name == "player" and len(node.args) == 3:
        kind, role, name = node.args
        if (str(kind) == "Name" and isinstance(name, s.String) and str(role)[:1] == "P" and str(role)[1:].isdigit()):
            found.names[int(str(role)[1:])] = name.value
        return
    if node.name == "piece" and form == "Colour":
        fill = _colour(node.named("fillColour"))
        if texts and fill:
            found.colours[texts[0]] = fill
        return
    if node.name == "value" and form in ("Label", "Names", "Hidden"):
        values = _strings(node.args[1]) if len(node.args) > 1 else []
        if form == "Label" and len(node.args) == 3 and isinstance(node.args[2], s.String):
            found.value_labels.update((value, node.args[2].value) for value in values)
        elif form == "Names" and len(node.args) == 3:
            named = _numbered(node.args[2])
            found.value_names.update((value, named) for value in values)
        elif form == "Hidden":
            found.hidden.update(values)
        return
    if node.name == "state" and form == "Names" and len(node.args) == 2:
        found.state_names.update(_numbered(node.args[1]))
        return
    if node.name == "show" and form in ("Value", "Sites"):
        expression = next((arg for arg in node.args[1:] if isinstance(arg, s.Call) and arg.name != "colour"), None)
        colour = next((_colour(arg) for arg in node.args if isinstance(arg, s.Call) and arg.name == "colour"), None)
        if texts and expression is not None:
            found.shown.append(Shown(form, texts[0], expression, colour))
        return
    if node.name == "move" and form == "Label" and len(texts) == 2:
        found.move_labels.append(MoveLabel(texts[0], texts[1], node.named("if")))
        return
    for arg in node.args:
        _walk(arg, found)


def _strings(node) -> list[str]:
    """A string, or the strings of an array."""
    items = node.items if isinstance(node, s.Array) else (node,)
    return [item.value for item in items if isinstance(item, s.String)]


def _numbered(node) -> dict[int, str]:
    """Names of numbers: ``{"red" "blue"}`` (0, 1, ...) or ``{(pair 2 "proposal")}``."""
    named: dict[int, str] = {}
    for index, item in enumerate(node.items if isinstance(node, s.Array) else (node,)):
        if isinstance(item, s.String):
            named[index] = item.value
        elif isinstance(item, s.Call) and item.name == "pair" and len(item.args) == 2:
            number, name = item.args
            if isinstance(number, s.Integer) and isinstance(name, s.String):
                named[number.value] = name.value
    return named


def _calls(nodes) -> list[s.Call]:
    """The calls among nodes, looking inside arrays."""
    found = []
    for node in nodes:
        if isinstance(node, s.Array):
            found += _calls(node.items)
        elif isinstance(node, s.Call):
            found.append(node)
    return found
