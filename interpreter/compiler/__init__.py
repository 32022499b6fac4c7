"""The compiler: checked ludemes into Python closures over the board's tables.

Each ludeme has one compile function, registered by head, selector and the kind it
gives (:func:`rule`), in the module of its family (:mod:`interpreter.compiler.families`,
named as the catalogue's families); it receives the :class:`~ludeme.checker.Bound` and the
:class:`Compiler`, and returns a closure of the kind's shape:

- ``moves``, ``then``: ``generate(state) -> list[Move]``; a move's ``effect`` applies it;
- ``boolean``, ``int``: ``f(state) -> bool | int``; ``sites``: ``f(state) -> list of sites``;
- ``to``, ``from``: a :class:`Places`; ``endRule``: ``f(state) -> result by seat | None``;
- ``result``: ``f(state) -> result by seat``.

The names of the evaluation context, such as ``(to)``, ``(site)`` or ``(value)``, live on the
state (``var_to``, ``var_site``, ``var_value``: :mod:`interpreter.context`) while a rule looks at
a candidate, so closures take the state alone.
"""

from __future__ import annotations

import re
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Callable, Collection, Iterable, NamedTuple, Sequence, TypeVar

from ludeme import syntax as s
from ludeme.checker import Bound
from interpreter.context import NAMES
from interpreter.layout import Layout
from ludeme.diagnostics import Diagnostic, DiagnosticError

if TYPE_CHECKING:
    from interpreter.board.board import Board
    from interpreter.board.build import BoardRegion
    from interpreter.pieces import PieceKind
    from interpreter.state import State

CONTEXT_NAMES = frozenset(NAMES)

#: The closures compile rules give, by the kind of ludeme (see above).
Test = Callable[["State"], bool]
Number = Callable[["State"], int]
Sites = Callable[["State"], Collection[int]]
Action = Callable[["State"], None]
#: A consequence worked out where it is made, applied later: ``resolve(state) -> apply(state)``.
Resolve = Callable[["State"], Action]
#: A result: a value by seat (1 a win, -1 a loss, 0 a draw); an end rule gives one or None.
Outcome = tuple[float, ...]
EndRule = Callable[["State"], Outcome | None]
#: Neighbours by site, as the board's tables give them.
Table = Sequence[Sequence[int]]
#: A compile function: the checked ludeme and the compiler in, the closure (or rule) out.
CompileRule = TypeVar("CompileRule", bound=Callable[..., Any])

RULES: dict[tuple[str, str | None, str], Callable[..., Any]] = {}

#: What a ludeme reads of the state itself, besides what its arguments read: the names of the
#: evaluation context it reads (``"to"``, ``"value"``, ... see :mod:`interpreter.context`) and
#: these parts of the position:
PIECES = "pieces"  # the pieces on the board (who and what on each site)
MOVER = "mover"  # the mover, beyond the role words written in the ludeme
STATE = "state"  # anything else: site states, variables, scores, hands, supplies, the last move, ...
#: What a ludeme that declares nothing may read.
ANYTHING = frozenset({PIECES, MOVER, STATE})

#: What a ludeme reads, as its rule declares it: names (a set or a tuple), or a function of the
#: ludeme as written.
Reads = Collection[str] | Callable[[Bound], frozenset[str]]
#: By ludeme (head, selector, kind): what it reads (a set, or a function of the ludeme as written).
READS: dict[tuple[str, str | None, str], frozenset[str] | Callable[[Bound], frozenset[str]]] = {}
#: By ludeme: the context names it binds, by the parameter whose ludemes see them.
BINDS: dict[tuple[str, str | None, str], dict[str, tuple[str, ...]]] = {}
#: By ludeme that reads the pieces of one site, or of some sites, only: the parameter giving them.
READS_AT: dict[tuple[str, str | None, str], str] = {}
#: The sites an argument of a ludeme can give (None when they are not known), for :data:`GIVES`.
SiteValues = Callable[[Any], frozenset[int] | None]
#: What a ludeme of sites or of one site can give: ``gives(bound, compiler, values)``, the sites as a
#: set (None when not known), where ``values(argument)`` tells what one of its arguments can give.
Gives = Callable[[Bound, "Compiler", SiteValues], frozenset[int] | None]
#: By ludeme giving sites: the sites it can give (see :data:`Gives`).
GIVES: dict[tuple[str, str | None, str], Gives] = {}


def rule(head: str, selector: str | None = None, returns: str = "moves", *, reads: Reads = ANYTHING,
         binds: dict[str, tuple[str, ...]] | None = None, reads_at: str | None = None,
         gives: Gives | None = None) -> Callable[[CompileRule], CompileRule]:
    """Register the compile function of a ludeme, with what it reads of the state (``reads``; a
    ludeme that says nothing may read anything) and the context names it binds for the ludemes
    of some parameters (``binds={"moves": ("value",)}``). The compiler derives from these what
    a remembered region reads, and so what tells its answers apart.

    Two facts tell which sites' pieces a test reads (:mod:`interpreter.compiler.footprint`):
    ``reads_at``, the parameter giving the site (or the sites) whose pieces the ludeme reads (``(is
    Empty <site>)``: ``reads_at="site"``; ``(count Pieces ... in:<sites>)``: ``"in"``), and ``gives``, the sites a ludeme of sites or of one site can
    give (``(trackSite ...)``: the sites of its track, or Off; ``(contact at:<site>)``: the sites
    touching those ``<site>`` can give). A ludeme giving sites and binding
    ``(to)`` for a test, as ``(trackSite ... if:...)``, asks that test of those sites only."""

    def register(function: CompileRule) -> CompileRule:
        key = (head, selector, returns)
        if key in RULES:
            raise ValueError(f"two compile rules for ({head} {selector or ''}) giving {returns}")
        RULES[key] = function
        READS[key] = reads if callable(reads) else frozenset(reads)
        if binds:
            BINDS[key] = binds
        if reads_at is not None:
            READS_AT[key] = reads_at
        if gives is not None:
            GIVES[key] = gives
        return function

    return register


def reads_of(bound: Bound) -> frozenset[str]:
    """What one ludeme reads of the state itself (not through its arguments). A role word left
    out, such as ``(count Pieces)`` for the mover's pieces, is a reading of the mover."""
    entry = bound.ludeme
    declared = READS.get((entry.head, entry.selector, entry.returns), ANYTHING)
    found = declared(bound) if callable(declared) else declared
    if MOVER not in found and any(p.optional and "roleType" in p.kind and p.name not in bound.arguments
                                  for p in entry.params):
        found = found | {MOVER}
    if any(isinstance(value, s.Name) and value.text == "Player" for value in bound.arguments.values()):
        found = found | {"player"}  # the role word Player: the player of the enclosing loop
    if any(isinstance(value, s.Name) and value.text == "Prev" for value in bound.arguments.values()):
        found = found | {STATE}  # the role word Prev: who made the last move, read from the record
    return found


def previous_mover(state: State) -> int:
    """The seat that made the last move (Ludii's ``Prev``): the mover again while a turn goes on,
    no one (0) before the first move. While a move is carried out and its end rules tried, the
    move before it, as Ludii updates it once the move is made."""
    frames, back = state.frames, 2 if state.moving else 1
    return frames[-back][0] if len(frames) >= back else 0


def _inner(value: object) -> list[Bound]:
    return [v for v in (value if isinstance(value, tuple) else (value,)) if isinstance(v, Bound)]


def free_context(bound: Bound) -> frozenset[str]:
    """The names of the evaluation context a ludeme reads and does not bind itself:
    ``(sites Row (value))`` reads ``value``; ``(forEach Value ... (sites Row (value)))`` none."""
    entry = bound.ludeme
    key = (entry.head, entry.selector, entry.returns)
    found = set(reads_of(bound) & CONTEXT_NAMES)
    bound_here = BINDS.get(key, {})
    for name, value in bound.arguments.items():
        for inner in _inner(value):
            found |= free_context(inner) - set(bound_here.get(name, ()))
    return frozenset(found)


def unwritten(state: State) -> tuple[int, ...]:
    """The sites of a (to ...) or (from ...) written without them: a movement ludeme finds its own, and
    every other ludeme refuses such a part when compiled (:meth:`Compiler.places`)."""
    raise LookupError("these sites were not written; the movement ludeme holding them finds its own")


def refuse_level(value: Bound | None, kind: str) -> None:
    """A clear error for a (to ... level:) or (from ... level:) given to a ludeme that does not read levels."""
    if value is not None and value.get("level") is not None:
        raise DiagnosticError([Diagnostic.error(
            f"level: is not read by the ludeme holding this ({kind} ...)", value.node.span,
            hint="a level is read by (fromTo ...) and (move Add ...) in a game that stacks")])


class Places(NamedTuple):
    """Candidate sites and the condition each must meet (``(to ...)`` and ``(from ...)``); ``chosen``,
    when the rule gives it, works out the sites of ``(to)`` that meet it in one go (remembered:
    :func:`interpreter.compiler.footprint.remembered_places`)."""

    sites: Sites
    condition: Test | None
    text: str
    chosen: Sites | None = None

    def select(self, state: State, variable: str) -> Collection[int]:
        """The sites that meet the condition, with ``state.<variable>`` set to each while testing
        (the sites themselves, not a copy, when there is no condition). Callers never change
        what they are given."""
        if self.chosen is not None and variable == "var_to":
            return self.chosen(state)
        sites = self.sites(state)
        if self.condition is None:
            return sites
        return sift(self.condition, state, sites, variable)

    def selector(self, variable: str) -> Sites:
        """``f(state)``: what :meth:`select` gives, by the shortest way (for hot loops).

        >>> Places(lambda state: (1, 2), None, "(to)").selector("var_to")(None)
        (1, 2)
        """
        if self.chosen is not None and variable == "var_to":
            return self.chosen
        if self.condition is None:
            return self.sites
        return lambda state: self.select(state, variable)

    def why_not(self, state: State, site: int) -> str | None:
        """Why a site is not among these places (None when it is), for the reasons of illegal moves."""
        if site not in self.sites(state):
            return f"it is not among {self.text}"
        if self.condition is not None and site not in self.select(state, "var_to"):
            return f"it fails the condition of {self.text}"
        return None

    def any(self, state: State, variable: str) -> bool:
        """Whether some site meets the condition (stops at the first)."""
        if self.chosen is not None and variable == "var_to":
            return bool(self.chosen(state))
        sites = self.sites(state)
        condition = self.condition
        if condition is None:
            return bool(sites)
        saved = getattr(state, variable)
        try:
            for site in sites:
                setattr(state, variable, site)
                if condition(state):
                    return True
            return False
        finally:
            setattr(state, variable, saved)


def is_candidate(value: object) -> bool:
    """Whether a value is ``(to)``: the site a condition is asked about."""
    return isinstance(value, Bound) and value.ludeme.head == "to" and not value.ludeme.params


def sift(condition: Test, state: State, sites: Iterable[int], variable: str = "var_to") -> list[int]:
    """The sites that meet a condition, with ``state.<variable>`` set to each while testing.

    Conditions about ``(to)`` built from tests that can (``(is Empty (to))``,
    ``(is In (to) ...)``, ``not``, ``and``, ``or``, ...) carry a ``sift`` that answers
    for all the sites at once.
    """
    at_once = getattr(condition, "sift", None)
    if at_once is not None and variable == "var_to":
        chosen: list[int] = at_once(state, sites)
        return chosen
    saved = getattr(state, variable)
    chosen = []
    for site in sites:
        setattr(state, variable, site)
        if condition(state):
            chosen.append(site)
    setattr(state, variable, saved)
    return chosen


def fixed(value: object) -> Callable[[State], Any]:
    """``f(state)``: a value the rules fix once and for all, such as ``(count Players)``; the
    value is also kept as ``f.constant``, so that ludemes using it can fold it in.

    >>> fixed(3).constant, fixed(3)(None)
    (3, 3)
    """

    def constant(state: State) -> Any:
        return value

    carry(constant, constant=value)
    return constant


Closure = TypeVar("Closure", bound=Callable[..., Any])


def carry(function: Closure, **facts: object) -> Closure:
    """The closure with facts attached for the ludemes that use it: ``constant`` (the value of a
    fixed one), ``sift`` (a test answering for many candidates at once), ``within`` (a region
    answering which of some sites it holds: ``within(state, sites)``), ``light`` (a region worked out
    about as fast as it would be looked up: never remembered), ``owner_is``, ...

    >>> carry(lambda state: True, sift=None).sift is None
    True
    """
    for name, value in facts.items():
        setattr(function, name, value)
    return function


def constant_of(compiled: Callable[..., Any]) -> Any:
    """The value of a closure made by :func:`fixed`, or None."""
    return getattr(compiled, "constant", None)


def on_board(region: Closure) -> Closure:
    """The closure of a region marked as giving sites of the board only (the fact
    ``board_sites``), so that a ludeme indexing the board's tables with its sites need not check
    them: a number given as a site, as in ``(sites Around (score Mover))``, may be off the board
    (numbers past the board also name hands). Regions of pieces, site states, neighbours and
    groups carry it, and set operations on regions that carry it.

    >>> gives_board_sites(on_board(lambda state: [0, 1])), gives_board_sites(lambda state: [0, 1])
    (True, False)
    """
    try:
        return carry(region, board_sites=True)
    except AttributeError:  # a getter made in C holds no facts: such getters, made once, are kept here
        _BOARD_GETTERS.add(region)
        return region


#: Getters made in C once for all games (``operator.attrgetter``) that give sites of the board only.
_BOARD_GETTERS: set[Callable[..., Any]] = set()


def gives_board_sites(region: Callable[..., Any]) -> bool:
    """Whether a region's closure is known to give sites of the board only (see :func:`on_board`)."""
    return getattr(region, "board_sites", False) or region in _BOARD_GETTERS


def members_of(region: Sites) -> Callable[[State], frozenset[int]]:
    """``f(state)``: a region's sites as a set, for questions of membership. A remembered region
    comes back as the same list while the position holds, so its set is made once."""
    last: list[Any] = [None, frozenset()]  # the list last seen, and its set

    def members(state: State) -> frozenset[int]:
        sites = region(state)
        if sites is not last[0]:
            last[0], last[1] = sites, frozenset(sites)
        known: frozenset[int] = last[1]
        return known

    return members


#: ludemes compiled once per place they are written in (they name the rule that acted)
NOTED_PER_PLACE = frozenset({("remove", None), ("move", None)})


def source_text(bound: Bound) -> str:
    """A ludeme's text as expanded (the arguments of a define in place of its ``#1``), on one line,
    for messages.

    >>> from ludeme.files import read_description_text
    >>> text = ('(define "Row" (sites Row #1)) (game "G" (players 1) (equipment {(board (square 3))}) '
    ...         '(rules (play (move Add (to ("Row" 2)))) (end (if (is Full) (result Mover Win)))))')
    >>> play = read_description_text(text).game.get("rules").get("play").get("moves")
    >>> source_text(play.get("to"))
    '(to (sites Row 2))'
    """
    text = " ".join(str(bound.node).split())
    return text if len(text) <= 80 else text[:77] + "..."


def _reads_to(bound: Bound) -> bool:
    """Whether a region depends on the site being tested, ``(to)``, outside conditions of its own."""
    for param in bound.ludeme.params:
        if param.named and param.name == "if":
            continue  # an if: tests its own candidates
        value = bound.arguments.get(param.name)
        for inner in value if isinstance(value, tuple) else (value,):
            if isinstance(inner, Bound):
                if inner.ludeme.head == "to" and not inner.ludeme.params:
                    return True
                if _reads_to(inner):
                    return True
    return False


def _context_of(bound: Bound) -> tuple[str, ...]:
    """The state attributes of the context names a region reads and does not bind itself."""
    return tuple(sorted(NAMES[name].attribute for name in free_context(bound)))


def _everywhere(bound: Bound) -> frozenset[str]:
    """What a ludeme and all the ludemes within it read of the state itself."""
    found: set[str] = set()
    stack = [bound]
    while stack:
        current = stack.pop()
        found |= reads_of(current)
        for value in current.arguments.values():
            stack.extend(_inner(value))
    return frozenset(found)


def reads_pieces_only(bound: Bound) -> bool:
    """Whether a ludeme's value follows from the pieces on the board, the mover and the context
    values alone, so that it holds while only other parts of the state change (``state.layout``).
    """
    return STATE not in _everywhere(bound)


_SINGLE_SEATS = ("Mover", "Next", "Prev")
#: The parts of (sites <part>) that the moves set: the last move's sites, its pending values, the
#: pieces the turn's captures take.
MOVE_PARTS = ("LastTo", "LastFrom", "Pending", "ToClear")


def owners_read(bound: Bound) -> tuple[s.Name, ...] | None:
    """The seats (as role words) whose pieces alone a region depends on, besides the context
    values; None when it may depend on any piece, or on more than pieces.
    """
    entry, arguments = bound.ludeme, bound.arguments
    if entry.head == "sites" and entry.selector == "Occupied":
        word = arguments.get("by")
        text = word.text if isinstance(word, s.Name) else "Mover"
        if text in _SINGLE_SEATS or (text[:1] == "P" and text[1:].isdigit()):
            return (word,) if word is not None else (s.Name("Mover"),)
        return None
    if entry.head == "sites" and entry.selector in (None, "Side", "Row", "Column"):
        if getattr(arguments.get("part"), "text", None) in MOVE_PARTS:
            return None  # follows the moves, not the pieces
        return None if any(isinstance(v, Bound) for v in arguments.values()) else ()
    if (entry.head, entry.selector) in (("union", None), ("intersection", None), ("difference", None),
                                        ("sites", "Around")):
        if "if" in arguments:
            return None
        found: list[s.Name] = []
        for value in arguments.values():
            for inner in value if isinstance(value, tuple) else (value,):
                if isinstance(inner, Bound):
                    owners = owners_read(inner)
                    if owners is None:
                        return None
                    found.extend(w for w in owners if w.text not in [f.text for f in found])
        return tuple(found)
    return None


def _computed(bound: Bound) -> bool:
    """Whether a region is worked out from the state (not a fixed set such as ``(sites Board)``,
    nor a context value such as ``(sites)``), so that remembering it can pay."""
    if not bound.arguments:
        return False
    entry = bound.ludeme
    fixed = entry.head == "sites" and entry.selector in (None, "Side", "Row", "Column")
    return not fixed or any(isinstance(v, Bound) for v in bound.arguments.values())


_MOVER_RELATIVE = frozenset({"Enemy", "NonMover", "Friend", "Ally"})  # seats that follow the mover
_ROLE_WORD = re.compile(r"\b(?:Mover|Next|Prev|P\d+)\b")


def seat_neutral_text(bound: Bound) -> str | None:
    """A region's text with its role words (Mover, Next, P1, ...) as ``?``, when the region
    reads the mover only through them, so that two spellings of one question about the same
    seats (``by:Mover`` on one turn, ``by:Next`` on the next) can share what they found.
    """
    if _everywhere(bound) & {MOVER, STATE}:
        return None
    stack = [bound]
    while stack:
        current = stack.pop()
        for value in current.arguments.values():
            for inner in value if isinstance(value, tuple) else (value,):
                if isinstance(inner, Bound):
                    stack.append(inner)
                elif not isinstance(inner, (s.Name, int)) or getattr(inner, "text", "") in _MOVER_RELATIVE:
                    return None
    return _ROLE_WORD.sub("?", str(bound.node))


def _remembered(region: Sites, key_of: Callable[[State], Any], known: dict[Any, Any], on: list[bool]) -> Sites:
    """A region that does not depend on ``(to)``, worked out once per position and context
    (while ``on[0]`` holds; see :meth:`Compiler.settle`).

    Conditions test candidates one by one; a region inside them that does not look at
    the candidate is the same for all of them. ``key_of(state)`` tells apart what the
    region can tell apart (see :meth:`Compiler.region_key`), so a region that does not
    read the group of a (forEach Group ...) is worked out once for all its groups.
    """

    def region_once(state: State) -> Collection[int]:
        if not on[0]:
            return region(state)
        key = key_of(state)
        value = known.get(key)
        if value is None:
            if len(known) >= 4096:  # positions past are rarely asked about again
                known.clear()
            value = known[key] = region(state)
        return value

    return on_board(region_once) if gives_board_sites(region) else region_once


def _light(region: Bound) -> bool:
    """Whether a region is a set operation on regions that are given or remembered on their own
    (they tell answers apart more coarsely): working it out costs about what looking it up would.

    ``(intersection (sites) (sites Around (sites State 1)))`` inside (forEach Group ...) is one.
    """
    if (region.ludeme.head, region.ludeme.selector) not in (("union", None), ("intersection", None),
                                                             ("difference", None)):
        return False
    told_apart = (_context_of(region), _fineness(region))
    for value in region.arguments.values():
        for operand in value if isinstance(value, tuple) else (value,):
            if isinstance(operand, Bound) and _computed(operand) and (
                    _reads_to(operand) or (_context_of(operand), _fineness(operand)) == told_apart):
                return False
    return True


def _fineness(region: Bound) -> int:
    """How finely a region tells positions apart: 0 by some seats' pieces, 1 by all the pieces,
    2 by everything in the state."""
    if owners_read(region) is not None:
        return 0
    return 1 if reads_pieces_only(region) else 2


def _tuple_of(parts: list[Callable[[State], Any]]) -> Callable[[State], tuple[Any, ...]]:
    """``f(state)``: the tuple of the parts' values (with no loop for up to three parts)."""
    if len(parts) == 2:
        first, second = parts
        return lambda state: (first(state), second(state))
    if len(parts) == 3:
        first, second, third = parts
        return lambda state: (first(state), second(state), third(state))
    return lambda state: tuple([part(state) for part in parts])




#: ``f(state)``: the mover, read in one call made in C.
_MOVER: Number = attrgetter("mover")


class Compiler:
    """Compiles the rules of one game; holds what the closures share (board, pieces, effects)."""

    def __init__(self, board: Board, pieces: Sequence[PieceKind], players: int, regions: Sequence[BoardRegion] = (),
                 remember: bool = True) -> None:
        self.board = board
        self.remember = remember  # whether regions are remembered (off: every answer worked out afresh)
        self.layout = Layout(board.num_sites, players)  # slots of the values the rules name
        self.pieces = pieces
        self.players = players
        self.regions = regions
        self.effects: list[Callable[..., Any]] = []
        self.explainers: list[Callable[[State, int], str | None]] = []  # (state, site) -> reason a site is not playable, or None
        self.uses_links = False
        self.stacking = False  # whether the rules stack pieces (interpreter.compiler.stacks)
        #: whether start placements put a piece where one is in a game with hands: its sites count pieces
        self.placements_overlap = False
        self.repetition: str | None = None  # the kind of repetition (no Repeat ...) forbids, if any
        self.votes_counted = False  # whether the rules ask what was proposed or decided (interpreter.compiler.proposals)
        self.links_table: tuple[tuple[int, ...], ...] | None = None  # the neighbours (is Connected <directions> <who>) joins pieces through
        self.rings: Any = None  # the rotating rings behind the board, if any
        self.roles: list[int] | None = None  # the player of each seat, when (set Team ...) joins seats
        self.equipment: Bound | None = None  # the equipment, for the items rules read, such as (map ...)
        self.facing: dict[int, str] = {}  # the compass point each seat faces, for relative directions
        self._compiled: dict[tuple[str | int, ...], object] = {}
        # for each ludeme being compiled: what tells its answers apart, if it is a remembered region
        self._enclosing: list[tuple[tuple[str, ...], int] | None] = []
        # for each remembered region: whether remembering it is on, and whether each use is in vain
        self._remembering: dict[tuple[str | int, ...], tuple[list[bool], list[bool]]] = {}
        self._settled = False
        self._shared: dict[str, dict[Any, Any]] = {}

    def shared(self, name: str) -> dict[Any, Any]:
        """A table the closures of one game share under a name: answers kept for a position,
        teams, ... (``c.shared("territories").setdefault(key, [None, {}])``)."""
        return self._shared.setdefault(name, {})

    def effect(self, function: Callable[..., Any]) -> int:
        """Register how a kind of move is applied; moves carry the index returned."""
        self.effects.append(function)
        return len(self.effects) - 1

    def compile(self, value: Any, kind: str) -> Any:
        """The closure for an argument of the given kind (literals become constants).

        A ludeme written the same way twice (say, in two expansions of one define) is
        compiled once, so its remembered regions serve both places. A removal is compiled once
        per place it is written in, since it tells which rule took a piece off.
        """
        if isinstance(value, Bound):
            key: tuple[str | int, ...] = (str(value.node), kind)
            if (value.ludeme.head, value.ludeme.selector) in NOTED_PER_PLACE and value.node.span is not None:
                key += (value.node.span.start,)
            compiled = self._compiled.get(key)
            if compiled is None:
                compiled = self._compiled[key] = self._compile_ludeme(value, kind, key)
            if key in self._remembering and not self._settled:
                self._remembering[key][1].append(self._in_vain(value))
            return compiled
        if kind in ("int", "float", "boolean"):
            return fixed(value)
        if kind == "sites":
            listed = tuple(self.site_of(v) for v in value) if isinstance(value, tuple) else (self.site_of(value),)
            given = fixed(listed)
            return on_board(given) if all(0 <= site < self.board.num_sites for site in listed) else given
        raise ValueError(f"cannot compile {value!r} as {kind}")

    def _in_vain(self, region: Bound) -> bool:
        """Whether remembering a region is in vain where it is used: inside a remembered region
        that tells answers apart no more finely, it is worked out only when that one is."""
        enclosing = self._enclosing[-1] if self._enclosing else None
        return enclosing == (_context_of(region), _fineness(region))

    def settle(self) -> None:
        """Once the rules are compiled: stop remembering the regions used once only, where that is
        in vain (the test of being remembered costs more than it saves there). A region used in
        two places stays remembered: the second finds what the first worked out."""
        for on, in_vain in self._remembering.values():
            if in_vain == [True]:
                on[0] = False
        self._settled = True  # later uses (expressions evaluated in play) are not counted

    def _compile_ludeme(self, value: Bound, kind: str, key: tuple[str | int, ...]) -> Any:
        entry = value.ludeme
        function = RULES.get((entry.head, entry.selector, entry.returns))
        if function is None:
            raise DiagnosticError([Diagnostic.error(
                f"({entry.head}{' ' + entry.selector if entry.selector else ''} ...) is known to the "
                "language but the engine cannot play it yet", value.node.span)])
        # one site given where sites are expected, (to (handSite Mover)), is worked out about as fast as
        # it would be looked up
        remember = (self.remember and kind == "sites" and entry.returns == "sites" and _computed(value)
                    and not _reads_to(value) and not _light(value))
        self._enclosing.append((_context_of(value), _fineness(value)) if remember else None)
        try:
            compiled = function(value, self)
        except DiagnosticError:
            raise
        except Exception as error:  # a rule that cannot be compiled is located, never a traceback
            raise DiagnosticError([Diagnostic.error(
                f"cannot compile {source_text(value)}: {error}", value.node.span,
                hint=f"the signature is {entry.signature}")]) from None
        finally:
            self._enclosing.pop()
        if kind == "sites" and entry.returns == "int":  # one site where a region is expected: (to (last To))
            one = compiled
            compiled = lambda state: (site,) if (site := one(state)) >= 0 else ()  # noqa: E731
        if remember and not getattr(compiled, "light", False):  # light: about as fast as a look-up
            neutral = seat_neutral_text(value)
            shared = self.shared("regions known").setdefault(neutral, {}) if neutral else {}
            on = [True]
            self._remembering[key] = (on, [])
            remembered = _remembered(compiled, self.region_key(value, neutral is not None), shared, on)
            within = getattr(compiled, "within", None)  # which of some sites it holds: worked out, not kept
            return carry(remembered, within=within) if within is not None else remembered
        return compiled

    def region_key(self, region: Bound, by_seat_words: bool) -> Callable[[State], Any]:
        """``f(state)``: what tells apart the answers of a region that does not read ``(to)``.

        That is the position as far as the region sees it (the state's version; its layout
        for a region of the pieces alone; the versions of the pieces of the seats it reads),
        the seats (the mover, or those its role words name) and the context values it reads.
        """
        owners = owners_read(region)
        context = [attrgetter(name) for name in _context_of(region)]
        position = "layout" if reads_pieces_only(region) else "version"
        if owners is None and not by_seat_words:
            return attrgetter(position, "mover", *_context_of(region))  # one call, made in C
        seats = ([self.seat(s.Name(word)) for word in _ROLE_WORD.findall(str(region.node))] if by_seat_words
                 else [attrgetter("mover")])
        if owners is None:
            return _tuple_of([attrgetter(position), *seats, *context])
        if len(owners) == 1 and len(seats) == 1 and by_seat_words:
            # one (sites Occupied by:Next) within: the versions of that seat's pieces, the seat
            (seat,) = seats
            return _tuple_of([lambda state: state.owned[seat(state)], seat, *context])
        owned = [lambda state, seat=self.seat(word): state.owned[seat(state)] for word in owners]
        return _tuple_of([*owned, *seats, *context])

    def places(self, value: Bound, kind: str, levels: bool = False) -> Places:
        """The compiled (to ...) or (from ...) of a move that needs its sites written (a placement, a
        move between given sites); a clear error when they are left out, when apply is given, or when
        level: is given to a ludeme that does not read it (``levels``: one that does)."""
        if not levels:
            refuse_level(value, kind)
        places: Places = self.compile(value, kind)
        if places.sites is unwritten:
            raise DiagnosticError([Diagnostic.error(
                f"({kind} ...) needs its sites here", value.node.span,
                hint=f"write them, as in ({kind} (sites Empty)); only movement ludemes such as (move Step ...) "
                     "find their own")])
        if value.get("apply") is not None:
            raise DiagnosticError([Diagnostic.error(
                "apply is read by movement ludemes only, such as (move Step ...)", value.node.span,
                hint="write the consequences in (then ...)")])
        return places

    def optional(self, value: Any, kind: str) -> Any:
        return None if value is None else self.compile(value, kind)

    def site_of(self, value: int | str) -> int:
        """A site given by index or label."""
        return self.board.site(value) if isinstance(value, str) else value

    def seat(self, word: s.Name | None) -> Number:
        """The seat a role word means, as ``f(state) -> seat``: Mover, Next, Prev, P1, ..."""
        text = word.text if word is not None else "Mover"
        players = self.players
        if text == "Mover":
            return _MOVER
        if text == "Next":
            return lambda state: state.mover % players + 1
        if text == "Prev":
            return previous_mover
        if text.startswith("P") and text[1:].isdigit():
            seat = int(text[1:])
            if not 1 <= seat <= players:
                raise DiagnosticError([Diagnostic.error(
                    f"{text} is not a player of this game", word.span if word is not None else None,
                    hint=f"its players are P1 to P{players}, as (players {players}) says")])
            return lambda state: seat
        if text == "Neutral":
            return lambda state: 0
        if text == "Player":  # the player of the enclosing (forEach Player ...)
            return attrgetter("var_player")
        raise DiagnosticError([Diagnostic.error(f"{text} names several players; one is needed here",
                                                word.span if word is not None else None)])

    def seat_value(self, value: Any) -> Number:
        """A seat given as a role word, a number, or an integer ludeme such as (who at:(to))."""
        if isinstance(value, s.Name) or value is None:
            return self.seat(value)
        number: Number = self.compile(value, "int")
        return number

    def neighbours(self, value: Any) -> tuple[tuple[int, ...], ...]:
        """Each site's neighbours by a relation or directions (Adjacent when none is given)."""
        board = self.board
        if value is None:
            return board.neighbour_table("Adjacent")
        if isinstance(value, s.Name):
            if value.text in ("Orthogonal", "Diagonal", "Adjacent", "All"):
                return board.neighbour_table(value.text)
            value = (value.text,)
        if isinstance(value, Bound):  # (directions {N S})
            value = value.get("list")
            if isinstance(value, s.Name):
                return self.neighbours(value)
        names = tuple(v.text if isinstance(v, s.Name) else v for v in value)
        return tuple(tuple(n for d in names if (n := board.step(site, d)) is not None)
                     for site in range(board.num_sites))

    def seats(self, word: s.Name | None) -> Callable[[State], tuple[int, ...]]:
        """The seats a role word means, as ``f(state) -> tuple``: also Each, All, Enemy, Friend."""
        text = word.text if word is not None else "Mover"
        everyone = tuple(range(1, self.players + 1))
        if text in ("Each", "All", "Shared"):
            return lambda state: everyone
        if text in ("Enemy", "NonMover"):
            return lambda state: tuple(p for p in everyone if p != state.mover)
        if text in ("Friend", "Ally"):
            return lambda state: (state.mover,)
        one = self.seat(word)
        return lambda state: (one(state),)

    def piece_of(self, seat: int) -> int:
        """The first piece kind a seat owns (what ``(move Add ...)`` places), -1 if none."""
        for index, kind in enumerate(self.pieces):
            if kind.owner == seat:
                return index
        return -1


import interpreter.compiler.families  # noqa: E402,F401  (registers every compile rule)
