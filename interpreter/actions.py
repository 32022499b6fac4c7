"""Integer actions: every decision a game can offer numbered once, the same on every run and machine.

Learning agents (AlphaZero, policy networks) and OpenSpiel want a fixed action space: a number
of distinct actions and, in each state, the legal ones as integers. The numbering is worked
out from the description and its options alone (the board, the piece kinds, the names of its
decisions), never from play, so it is stable; it is laid out in blocks, in this order:

1. the decisions without a site, by name: ``pass``, ``swap``, the engine's decisions made of a
   single consequence (``SetVar``, ``Remember``, ...), then the description's named decisions
   (``(move Action "roll")``, ``(move Propose ...)``, ``(move Vote ...)``, ``Rotate:A0`` ...);
2. for each named decision that carries a value, the values 0 to 63;
3. ``Add``, ``Remove`` and ``Select`` at each site (the site's number on the board);
4. where the description has such moves: from one site to another (``*A1-B2``, ``A1-B2``:
   origin × sites + destination), a piece kind chosen with its site (``V1@B2``,
   ``hand:V1@B2``, ``promote:Queen1@A8``: kind × sites + site), and a turn chosen for a site
   (``turn:2@B2``).

>>> from interpreter.game import load_game
>>> game = load_game("examples/tic-tac-toe.lud")
>>> state = game.new_initial_state()
>>> game.num_distinct_actions(), state.legal_actions()[:3]
(45, [18, 19, 20])
>>> state.action_to_string(22), state.string_to_action("B2")
('B2', 22)
>>> state.apply_action(22); state.to_position()["pieces"]
{'B2': 'Disc1'}
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from interpreter.moves import Move, move_text
from ludeme.checker import Bound

#: Decisions of the engine that are one consequence played as a move (``(set Var ...)`` as a move).
ENGINE_DECISIONS = ("MoveAgain", "And", "Rotate:All", "SetScore", "AddScore", "SetState", "SetVar", "SetValue",
                    "SetNextPlayer", "SetPending", "SetRotation", "AddHand", "Deal", "Remember", "Forget",
                    "Promote")

#: The values a named decision may carry as an action (0 to VALUES - 1).
VALUES = 64

_SITE_KINDS = ("Add", "Remove", "Select")
#: The selectors of (move ...) whose moves go from one site to another (None: (move <from> <to>)).
_FROM_TO = (None, "Step", "Slide", "Hop", "Leap")


class ActionSpace:
    """The numbering of a game's decisions (see the module)."""

    def __init__(self, game):
        self.game = game
        sites = self.sites = game.board.num_sites
        self.kinds = len(game.pieces)
        uses = _uses(game._bound)
        names = ["Pass", "Swap", *ENGINE_DECISIONS]
        names += [name for name in uses["named"] if name not in names]
        names += [f"Rotate:{name}{way}" for way in uses["ways"] for name in _ring_names(game)]
        self.names = {name: index for index, name in enumerate(names)}
        self.valued = {name: index for index, name in enumerate(uses["valued"])}
        self.turns = uses["turns"]
        blocks = [("named", len(names)), ("valued", len(self.valued) * VALUES)]
        blocks += [(kind, sites) for kind in _SITE_KINDS]
        if uses["select from"]:
            blocks.append(("*from-to", sites * sites))
        if uses["from"]:
            blocks.append(("from-to", sites * sites))
        if uses["Place"]:
            blocks.append(("Place", self.kinds * sites))
        if uses["Hand"]:
            blocks.append(("Hand", self.kinds * sites))
        if uses["Promote"]:
            blocks.append(("Promote", self.kinds * sites))
        if self.turns:
            blocks.append(("Rotation", self.turns * sites))
        self.offsets, total = {}, 0
        for block, size in blocks:
            self.offsets[block] = (total, size)
            total += size
        self.size = total

    def action(self, move: Move) -> int:
        """The number of a move; ValueError for a move outside the space (a description the
        numbering does not foresee)."""
        kind, sites = move.kind, self.sites
        if move.to < 0 and move.frm < 0 or kind.startswith("Action:") and move.to < 0:
            if move.frm == 1 and kind in self.valued:  # a named decision with its value
                if not 0 <= move.what < VALUES:
                    raise ValueError(f"{move_text(move, str)}: values of actions run from 0 to {VALUES - 1}")
                return self._at("valued", self.valued[kind] * VALUES + move.what)
            if kind.startswith("Rotate:") and kind not in self.names:
                raise ValueError(f"{kind}: no ring of this board is named so")
            if kind in self.names:
                return self._at("named", self.names[kind])
        elif kind in ("Place", "Hand") or kind == "Promote" and move.to >= 0:
            return self._at(kind, move.what * sites + move.to)
        elif kind == "Rotation":
            return self._at("Rotation", move.what * sites + move.to)
        elif kind == "Select" and move.frm >= 0:
            return self._at("*from-to", move.frm * sites + move.to)
        elif kind in _SITE_KINDS:
            return self._at(kind, move.to)
        elif move.frm >= 0 and move.to >= 0:
            return self._at("from-to", move.frm * sites + move.to)
        raise ValueError(f"the move {move!r} has no action number in this game")

    def _at(self, block: str, index: int) -> int:
        if block not in self.offsets:
            raise ValueError(f"this game's actions have no block {block!r}")
        offset, size = self.offsets[block]
        if not 0 <= index < size:
            raise ValueError(f"{block} action {index} is outside its block of {size}")
        return offset + index

    def text(self, action: int) -> str:
        """The notation of the move an action number stands for."""
        for block, (offset, size) in self.offsets.items():
            if offset <= action < offset + size:
                return self._text(block, action - offset)
        raise ValueError(f"{action} is not an action of this game (0 to {self.size - 1})")

    def _text(self, block: str, index: int) -> str:
        label, sites = self.game.board.label, self.sites
        piece = self.game._piece_name
        if block == "named":
            name = list(self.names)[index]
            return move_text(Move(name), label)
        if block == "valued":
            name = list(self.valued)[index // VALUES]
            return move_text(Move(name, -1, 1, index % VALUES), label)
        if block in _SITE_KINDS:
            return move_text(Move(block, index), label)
        first, site = divmod(index, sites)
        if block == "*from-to":
            return move_text(Move("Select", site, first), label)
        if block == "from-to":
            return move_text(Move("Move", site, first), label)
        return move_text(Move(block, site, -1, first), label, piece)


def _ring_names(game) -> list[str]:
    """The names of the rings of a ring board, then of each family of rotating areas."""
    rings = game.rings
    names = [game.board.label(slots[0]).split(".")[0] for slots in rings.site_of] if rings else []
    return names + [name for family in game.area_families.values() for name in family.names]


def _uses(bound: Bound) -> dict:
    """What kinds of decisions a checked game's rules can make, found in its tree."""
    uses: dict[str, Any] = {"named": [], "valued": [], "turns": 0, "select from": False, "from": False, "Place": False,
            "Hand": False, "Promote": False, "ways": [""]}
    for node in _ludemes_in(bound):
        head, selector = node.ludeme.head, node.ludeme.selector
        if head == "move" and selector in ("Action", "Propose", "Vote"):
            name = node.get({"Action": "name", "Propose": "proposal", "Vote": "vote"}[selector])
            kind = f"{selector}:{name}"
            if kind not in uses["named"]:
                uses["named"].append(kind)
            if selector == "Action" and node.get("value") is not None and kind not in uses["valued"]:
                uses["valued"].append(kind)
        elif head == "move" and selector == "Promote":
            uses["Promote"] = True
        elif head == "move" and selector == "Select" and node.get("to") is not None:
            uses["select from"] = True
        elif head == "move" and selector in _FROM_TO or head in ("step", "slide", "hop", "leap"):
            uses["from"] = True
        elif head == "move" and selector == "Add" and node.get("piece") is not None:
            piece = node.get("piece")
            uses["Hand" if isinstance(piece, Bound) and piece.ludeme.selector == "Hand" else "Place"] = True
        elif (head == "move" and selector == "Rotate" and getattr(node.get("direction"), "text", "") == "CCW"
              and not node.get("all", False)):
            uses["ways"][1:] = [":CCW"]  # one area turned counter-clockwise too: rotate:a0:ccw
        elif head == "set" and selector == "Rotation" and isinstance(node.get("rotations"), tuple):
            uses["turns"] = max(uses["turns"], *(r + 1 for r in node.get("rotations") if isinstance(r, int)))
    uses["named"].sort()
    uses["valued"].sort()
    return uses


def chance_bound(game) -> int:
    """The most outcomes one draw of the game can have (see ``Game.max_chance_outcomes``)."""
    most = 0
    for node in _ludemes_in(game._bound):
        head, selector = node.ludeme.head, node.ludeme.selector
        if head == "value" and selector == "Random":
            span = node.get("range")  # (range low [high])
            low = span.get("min") if isinstance(span, Bound) else None
            high = span.get("max", low) if isinstance(span, Bound) else None
            most = max(most, high - low + 1 if isinstance(low, int) and isinstance(high, int) else VALUES)
        elif head == "deal":
            most = max(most, len(game.pieces))
    return most


def deals_cards(game) -> bool:
    """Whether the description deals cards (``(deal ...)``), which the other players do not see."""
    return any(node.ludeme.head == "deal" for node in _ludemes_in(game._bound))


def _ludemes_in(bound: Bound) -> Iterator[Bound]:
    """Every checked ludeme of a tree, the root included (in no particular order)."""
    stack: list = [bound]
    while stack:
        node = stack.pop()
        if isinstance(node, tuple):
            stack.extend(node)
        elif isinstance(node, Bound):
            yield node
            stack.extend(node.arguments.values())
