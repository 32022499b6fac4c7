"""The state's layout, fixed when the rules are compiled: where each value the rules name lives.

Besides the lists every game has (the owner, piece and state value of each site, scores, hands,
supplies), a game keeps values its rules name: variables (``(set Var "Stable" ...)``), the value
a player keeps (``(set Value Mover ...)``), the value and the rotation of the piece on each site,
how far each ring has turned, the pending mark, and remembered values. The compiler gives each a
numbered slot in one flat list of integers, ``state.slots``, as it meets the ludemes that use it:
a variable one slot, a value per site an array of ``num_sites`` slots, and so on; a compiled
closure holds its slot number, so reading a variable is one index. Remembered values are the one
part kept as maps: each name the rules remember under gets a number, and ``state.multisets[n]``
counts each value remembered (a native backend holds a small map, or counts over a known range).

Once the game is compiled the layout is frozen: an expression evaluated later may read a
variable the rules never name (it is 0, as an unset variable is) but not create one. A new
state's slots are 0 but for the arrays of :data:`UNSET`: a player's value is -1 until the rules
set it, as in Ludii.

Nothing outside reads slot numbers: :meth:`Layout.describe` gives the values by name, for
pictures, saves and positions.

>>> layout = Layout(num_sites=9, num_seats=2)
>>> layout.variable("Stable"), layout.array("piece value", 9), layout.variable("Stable")
(0, 1, 0)
>>> layout.size
10
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

#: Arrays a layout may hold, with what they are indexed by.
ARRAYS = {"count": "site", "piece value": "site", "rotation": "site", "player value": "seat", "phase": "seat", "ring turns": "ring",
          "pending": "one", "moved": "one", "counter": "one",
          "turn moves": "one", "visited": "site", "to clear": "site"}

#: Arrays whose entries start at another value than 0: a player's value (``(value Player ...)``) is
#: Ludii's Undefined, -1, until the rules set it.
UNSET = {"player value": -1}

#: The last piece moved by a move's consequences: the number of moves made then, and the sites it
#: came from and went to, plus one (for (last To afterConsequence:True)).
MOVED = "moved"

#: The multiset of the values the position was last marked pending with ((set Pending ...)), under
#: a name beginning with a line break, kept apart from the names rules remember values under.
PENDING_VALUES = "\n(pending)"

#: The moves made since the counter was last set (Ludii's ``(counter)``), plus one: 0 stands for
#: -1, the counter before the first move and once set. It grows by one after the end rules of
#: each move.
COUNTER = "counter"

#: The moves the mover made in a row before the one being made: 0 at the start of a turn, one more
#: after each move's end rules while the mover keeps the turn (Ludii's ``(count MovesThisTurn)``).
TURN_MOVES = "turn moves"

#: For each site, whether the mover's moves of this turn went from or to it (Ludii's visited sites,
#: for (is Visited ...)).
VISITED = "visited"

#: For each site, how many of its pieces the turn's captures take once the turn ends (Ludii's
#: sites to remove, of (remove ... at:EndOfTurn), read by (sites ToClear)).
TO_CLEAR = "to clear"

#: The array of how far each ring of a ring board has turned; a family of rotating areas named
#: on a board (``areas:"Quadrants"``) keeps its own, ``"ring turns Quadrants"``.
RING_TURNS = "ring turns"


def indexed_by(name: str) -> str:
    """What a named array is indexed by (see :data:`ARRAYS`).

    >>> indexed_by("rotation"), indexed_by("ring turns Quadrants")
    ('site', 'ring')
    """
    return "ring" if name.startswith(RING_TURNS) else ARRAYS[name]


class Layout:
    """Slot numbers of the values a game's rules name (see the module docstring)."""

    def __init__(self, num_sites: int, num_seats: int, num_rings: int = 0):
        self.num_sites, self.num_seats, self.num_rings = num_sites, num_seats, num_rings
        self.size = 0
        self.variables: dict[str, int] = {}  # name -> slot
        self.arrays: dict[str, tuple[int, int]] = {}  # name -> (first slot, length)
        self.multisets: dict[str, int] = {}  # name -> index in state.multisets
        self.totals: dict[str, int] = {}  # name -> slot of the number of values remembered under it
        self.frozen = False

    def _allot(self, length: int, what: str) -> int:
        if self.frozen:
            raise ValueError(f"{what} is not among the values this game's rules keep")
        first, self.size = self.size, self.size + length
        return first

    def variable(self, name: str) -> int:
        """The slot of a variable, given when first named."""
        slot = self.variables.get(name)
        if slot is None:
            slot = self.variables[name] = self._allot(1, f'the variable "{name}"')
        return slot

    def array(self, name: str, length: int | None = None) -> int:
        """The first slot of a named array (see :data:`ARRAYS`); ``length`` defaults to what it
        is indexed by (the sites, the seats and one more so seats index it from 1, the rings)."""
        known = self.arrays.get(name)
        if known is None:
            if length is None:
                length = {"site": self.num_sites, "seat": self.num_seats + 1, "ring": self.num_rings,
                          "one": 1}[indexed_by(name)]
            known = self.arrays[name] = (self._allot(length, f"the {name}"), length)
        return known[0]

    def multiset(self, name: str) -> tuple[int, int]:
        """The index of the values remembered under a name, and the slot of their number."""
        if name not in self.multisets:
            if self.frozen:
                raise ValueError(f'no values are remembered under "{name}" by this game\'s rules')
            self.multisets[name] = len(self.multisets)
            self.totals[name] = self._allot(1, f'the values remembered under "{name}"')
        return self.multisets[name], self.totals[name]

    def freeze(self) -> None:
        """No more slots: states are made with this layout from now on."""
        self.frozen = True

    def initial_slots(self) -> list[int]:
        """The slots of a new state: 0, but for the arrays of :data:`UNSET`.

        >>> layout = Layout(num_sites=9, num_seats=2)
        >>> layout.variable("Stable"), layout.array("player value")
        (0, 1)
        >>> layout.initial_slots()
        [0, -1, -1, -1]
        """
        slots = [0] * self.size
        for name, (first, length) in self.arrays.items():
            unset = UNSET.get(name, 0)
            if unset:
                slots[first:first + length] = [unset] * length
        return slots

    def describe(self, state, label: Callable[[int], str] | None = None) -> dict[str, Any]:
        """The values a state keeps, by name: only those set (not 0, or not the value of
        :data:`UNSET`), so a game that names none describes to ``{}``. With ``label``, sites are
        named by it and seats as P1, P2, ...

        ``{"variables": {"Stable": 2}, "piece value": {"B3": 3}, "remembered": {"Dice": [1, 1, 6]}}``
        """
        slots = state.slots
        found: dict[str, Any] = {}
        variables = {name: slots[slot] for name, slot in sorted(self.variables.items()) if slots[slot]}
        if variables:
            found["variables"] = variables
        for name, (first, length) in self.arrays.items():
            name_of: Callable[[int], Any] = (
                int if label is None else label if indexed_by(name) == "site" else
                (lambda seat: f"P{seat}") if indexed_by(name) == "seat" else int)
            unset = UNSET.get(name, 0)
            values = {name_of(index): slots[first + index] for index in range(length) if slots[first + index] != unset}
            if values:
                found[name] = values
        remembered = {name: sorted(value for value, count in state.multisets[index].items() for _ in range(count))
                      for name in self.remembered_names() if state.multisets[index := self.multisets[name]]}
        if remembered:
            found["remembered"] = remembered
        return found

    def turning_areas(self) -> dict[str, int]:
        """The families of rotating areas the rules turn, each with its number of areas: ``""`` for
        the rings of a ring board, else the family's name (``{"Quadrants": 4}``)."""
        return {name[len(RING_TURNS):].strip(): length for name, (_, length) in self.arrays.items()
                if name.startswith(RING_TURNS)}

    def get(self, state, name: str, index: int = 0) -> int:
        """A value of a named array: ``layout.get(state, "rotation", site)``; 0 when the rules
        keep no such array."""
        known = self.arrays.get(name)
        return state.slots[known[0] + index] if known is not None and 0 <= index < known[1] else 0

    def set(self, state, name: str, index: int, value: int) -> None:
        """Set a value of a named array, logged like any change (for tools and tests)."""
        first, length = self.arrays[name]
        if not 0 <= index < length:
            raise IndexError(f"{name} has no entry {index}")
        state.set_slot(first + index, value)

    def pending(self, state) -> tuple[int, ...]:
        """The values the last move marked the position pending with ((set Pending ...)), in order."""
        if "pending" not in self.arrays or PENDING_VALUES not in self.multisets:
            return ()
        return pending_values(state, self.arrays["pending"][0], self.multisets[PENDING_VALUES])

    def mark_pending(self, state, values: Iterable[int]) -> None:
        """Mark the position pending with these values for the next move, as (set Pending ...) does
        (for positions and tools; rules use slots)."""
        mark_pending(state, self.array("pending"), self.multiset(PENDING_VALUES)[0], values)

    def remembered_names(self) -> list[str]:
        """The names the rules remember values under, in order (the pending values left out)."""
        return sorted(name for name in self.multisets if name != PENDING_VALUES)

    def remembered(self, state, name: str) -> dict[int, int]:
        """The values remembered under a name, with how many times each ({} when none)."""
        index = self.multisets.get(name)
        return {} if index is None else dict(state.multisets[index])

    def remember(self, state, name: str, value: int, count: int) -> None:
        """Have a value remembered ``count`` times under a name, logged (for tools and tests)."""
        index, total = self.multisets[name], self.totals[name]
        held = state.multisets[index].get(value, 0)
        state.set_remembered(index, value, count)
        state.set_slot(total, state.slots[total] + count - held)


def pending_values(state, slot: int, index: int) -> tuple[int, ...]:
    """The pending values kept in multiset ``index``, if the marker in ``slot`` says the last move set
    them (it holds the number of moves recorded then, plus one); none otherwise."""
    return tuple(sorted(state.multisets[index])) if state.slots[slot] == len(state.record) + 1 else ()


def mark_pending(state, slot: int, index: int, values: Iterable[int]) -> None:
    """Add pending values for the next move; those an earlier move set are dropped first."""
    values = list(values)
    if not values:
        return
    now = len(state.record) + 1
    if state.slots[slot] != now:
        for old in list(state.multisets[index]):
            state.set_remembered(index, old, 0)
        state.set_slot(slot, now)
    for value in values:
        state.set_remembered(index, value, 1)
