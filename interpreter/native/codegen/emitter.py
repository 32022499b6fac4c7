"""The code generator's core: Python source for Numba, written ludeme by ludeme from the checked tree.

Each ludeme the generator covers has an emitter, registered with :func:`emits` under the same key
as its compile rule in the reference (head, selector, kind), in the module of its family
(:mod:`interpreter.native.codegen.families`). An emitter reads the :class:`~ludeme.checker.Bound`
node and writes lines into the :class:`Function` being generated:

- an ``int`` or ``boolean`` emitter returns a Python expression (after writing any statements it
  needs first);
- a ``sites`` emitter fills a row of the state's region table and returns the row's number;
- a ``moves`` emitter is asked for decisions (``generate``: it calls ``sink`` for each move it
  makes, which writes what to do with it) or for consequences (``actions``: each action is an
  effect with up to four numbers, worked out now and applied afterwards, as the reference's
  ``(then ...)`` works them all out before applying them).

The evaluation context (``(to)``, ``(site)``, ``(sites)``, ...) is lexical here: a binder writes a
loop over a fresh local variable and maps the name to it in :attr:`Function.env` for the ludemes
inside. A ludeme with no emitter raises :class:`~interpreter.lowering.NotLowered` with where it is
written, so the game stays on the reference backend.

>>> f = Function("demo", ["t", "b"])
>>> with f.block("if True:"):
...     f.line("x = 1")
>>> print(f.source(), end="")
def demo(t, b):
    if True:
        x = 1
"""

from __future__ import annotations

import contextlib
import itertools
import re
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import numpy as np

from interpreter.context import NAMES
from interpreter.lowering import NotLowered, where
from ludeme import syntax as s
from ludeme.checker import Bound

#: Emitters by (head, selector, kind): ``emit(bound, emitter, function, ...)``.
EMITTERS: dict[tuple[str, str | None, str], Callable[..., Any]] = {}
#: The kinds of value an emitter gives.
KINDS = ("int", "boolean", "sites", "moves")

#: The size (in ludemes) from which a value is written as a function of its own (see Emitter.emit).
SHARED_NODES = 6

#: The longest function written into its caller: Numba's compile time grows faster than the
#: length of a function, so long ones stay apart even when called once.
MERGED_LINES = 150
#: The longest a caller grows by having functions written into it.
MERGED_CALLER = 300

Sink = Callable[["Function", int, str, str, str, str], None]


def emits(head: str, selector: str | None = None, kind: str = "moves"):
    """Register an emitter for a ludeme, keyed as the reference's compile rules are."""
    def register(function):
        EMITTERS[(head, selector, kind)] = function
        return function
    return register


def name_of(bound: Bound) -> str:
    entry = bound.ludeme
    return f"({entry.head}{' ' + entry.selector if entry.selector else ''} ...)"


def refuse(bound: Bound | None, why: str = "is not generated") -> NotLowered:
    """The error that leaves a game on the reference: the ludeme, why, and where it is written."""
    if bound is None:
        return NotLowered("the rules", "", why)
    return NotLowered(name_of(bound), where(bound), why)


class Function:
    """The lines of one generated function, with its local names and the context bound where a
    line is written (``env``: context name -> local variable)."""

    def __init__(self, name: str, parameters: list[str], env: dict[str, str] | None = None,
                 names: Iterator[int] | None = None):
        self.name, self.parameters = name, parameters
        self.lines: list[str] = []
        self.depth = 1
        self.env = dict(env or {})
        self._names = names if names is not None else itertools.count(1)

    def line(self, text: str) -> None:
        self.lines.append("    " * self.depth + text)

    @contextlib.contextmanager
    def block(self, header: str) -> Iterator[None]:
        """A statement with an indented body (``if ...:``, ``for ...:``)."""
        self.line(header)
        self.depth += 1
        length = len(self.lines)
        try:
            yield
        finally:
            if len(self.lines) == length:
                self.line("pass")
            self.depth -= 1

    @contextlib.contextmanager
    def bound(self, name: str, variable: str) -> Iterator[None]:
        """Lines written inside read the context name ``name`` from ``variable``."""
        saved = self.env.get(name)
        self.env[name] = variable
        try:
            yield
        finally:
            if saved is None:
                del self.env[name]
            else:
                self.env[name] = saved

    def fresh(self, prefix: str) -> str:
        """A local name not used yet in this function (nor in any other of its module, so that one
        function's body can be written into another's)."""
        return f"{prefix}_{next(self._names)}"

    def source(self) -> str:
        body = self.lines or ["    pass"]
        return "\n".join([f"def {self.name}({', '.join(self.parameters)}):", *body]) + "\n"


@attrs.define
class Effect:
    """How a kind of move or action is applied: the reference's move kind, and the function's name
    (its arguments: ``t, b`` and four numbers, for a decision its to, from, piece kind and amount)."""

    kind: str
    name: str


class Emitter:
    """Writes one game's module: its tables, region rows, effects and functions."""

    def __init__(self, game):
        self.game = game
        self.board = game.board
        self.sites = game.board.num_sites
        #: the number of sites as the generated code reads it: the same code serves every size of board
        self.size = "b.who.shape[0]"
        self.seats = game.num_seats
        self.layout = game.layout
        #: the constant arrays, the first the numbers written in the description (see :meth:`literal`)
        self.tables: list[np.ndarray] = [np.zeros(1, np.int64)]
        self._table_keys: dict[Any, int] = {}
        self._literals: list[int] = []
        self.rows = 0
        self.functions: list[Function] = []
        self.effects: list[Effect] = []
        self.buffers = 0  # action buffers, one per (then ...) and (whatIf ...) written
        self.most_actions = 4 * self.sites + 8  # the most actions one buffer may hold
        #: the most legal moves one site may carry (a bound): emitters that offer several kinds of piece raise it
        self.moves_per_site = 4
        self._counter = 0
        self._local_names = itertools.count(1)
        self._shared_functions: dict[tuple, str] = {}  # (text, kind, context names) -> function
        self._writing: Bound | None = None  # the value whose shared function is being written
        self._consequences: dict[tuple[str, tuple[str, ...]], str] = {}  # by text: one function for the same (then ...)

    # Names, tables and rows -------------------------------------------------------------------

    def unique(self, prefix: str) -> str:
        """A function's name: ``prefix``, two underscores and a number (a local has one underscore)."""
        self._counter += 1
        return f"{prefix}__{self._counter}"

    def table(self, key: Any, make: Callable[[], np.ndarray]) -> str:
        """``t[i]``: a constant array of the game (made once per key), as the functions read it."""
        index = self._table_keys.get(key)
        if index is None:
            index = self._table_keys[key] = len(self.tables)
            self.tables.append(np.ascontiguousarray(make()))
        return f"t[{index}]"

    def literal(self, value: int) -> str:
        """A number written in the description, read from the first table: descriptions that differ
        only in their numbers (an option's komi, a board's size) share their compiled code."""
        self._literals.append(value)  # one entry per place written, so the source never depends on the values
        self.tables[0] = np.array(self._literals, dtype=np.int64)
        return f"t[0][{len(self._literals) - 1}]"

    def neighbours(self, relation: Any) -> str:
        """The table of each site's neighbours by a relation (a word or directions; Adjacent by
        default), padded with -1."""
        words = _relation_words(relation)
        if words is None:
            raise NotLowered("directions given as a ludeme", "", "are not generated")

        def make() -> np.ndarray:
            if len(words) == 1 and words[0] in ("Orthogonal", "Diagonal", "Adjacent", "All"):
                rows = self.board.neighbour_table(words[0])
            else:
                rows = tuple(tuple(n for d in words if (n := self.board.step(site, d)) is not None)
                             for site in range(self.sites))
            return padded(rows)
        return self.table(("neighbours", words), make)

    def row(self) -> int:
        """A new row of the region table, for one region written in the rules."""
        self.rows += 1
        return self.rows - 1

    def buffer(self) -> int:
        """A new buffer of actions (for one (then ...) or (whatIf ...) written)."""
        self.buffers += 1
        return self.buffers - 1

    def function(self, prefix: str, parameters: list[str], env: dict[str, str] | None = None,
                 exact: bool = False) -> Function:
        """A new function named ``prefix`` and a number (``prefix`` itself when ``exact``)."""
        made = Function(prefix if exact else self.unique(prefix), parameters, env, self._local_names)
        self.functions.append(made)
        return made

    # Values -------------------------------------------------------------------------------------

    def emit(self, value: Any, kind: str, f: Function, *more: Any) -> Any:
        """Write a ludeme (or a literal) of a kind; see the module's docstring for what it gives.

        A value of some size (``SHARED_NODES`` ludemes or more) is written once as a function of its
        own, called wherever it is written the same way: the reference compiles such a ludeme once
        too, and the callers stay short, which Numba compiles much faster."""
        if (kind in ("int", "boolean", "sites") and isinstance(value, Bound) and value is not self._writing
                and _nodes(value) >= SHARED_NODES):
            return self._shared(value, kind, f)
        if kind == "sites":
            known = self.constant_region(value)
            if known is not None:
                return self.constant_sites(known, f)
        if isinstance(value, Bound):
            entry = value.ludeme
            emitter = EMITTERS.get((entry.head, entry.selector, kind))
            if emitter is None and kind != entry.returns:
                emitter = EMITTERS.get((entry.head, entry.selector, entry.returns))
                if emitter is not None and entry.returns == "int" and kind == "sites":
                    site = emitter(value, self, f, *more)
                    return self.one_site(site, f)
                if emitter is not None and kind == "int" and entry.returns == "boolean":
                    return f"int({emitter(value, self, f, *more)})"
            if emitter is None:
                raise refuse(value)
            return emitter(value, self, f, *more)
        if kind == "int" and isinstance(value, bool):
            return str(int(value))
        if kind == "int" and isinstance(value, int):
            return self.literal(value)
        if kind == "boolean" and isinstance(value, bool):
            return str(value)
        if kind == "sites" and isinstance(value, (int, str, tuple)):
            known = self.constant_region(value)
            if known is not None:
                return self.constant_sites(known, f)
        raise NotLowered(f"the value {value!r}", "", f"is not generated as {kind}")

    def _shared(self, value: Bound, kind: str, f: Function) -> str:
        """A call of the function computing a value (made the first time it is asked for): its
        parameters are the context names the value reads; a region is copied into a row of the caller."""
        from interpreter.compiler import free_context

        names = sorted(name for name in free_context(value) if name in NAMES)
        key = (str(value.node), kind, tuple(names))
        made = self._shared_functions.get(key)
        if made is None:
            parameters = ["t", "b", *(["out"] if kind == "sites" else []), *(f"ctx_{name}" for name in names)]
            g = self.function(f"value_{kind}", parameters, {name: f"ctx_{name}" for name in names})
            saved, self._writing = self._writing, value
            try:
                result = self.emit(value, kind, g)
            finally:
                self._writing = saved
            g.line(f"copy_row(b, out, np.int64({result}))" if kind == "sites"
                   else f"return {'np.int64' if kind == 'int' else 'bool'}({result})")
            made = self._shared_functions[key] = g.name
        arguments = [f"np.int64({self.context(name, f)})" for name in names]
        if kind != "sites":
            return f"{made}(t, b{''.join(', ' + argument for argument in arguments)})"
        row = self.row()
        f.line(f"{made}(t, b, np.int64({row}){''.join(', ' + argument for argument in arguments)})")
        return str(row)

    def number(self, value: Any, f: Function) -> str:
        return self.emit(value, "int", f)

    def boolean(self, value: Any, f: Function) -> str:
        return self.emit(value, "boolean", f)

    def region(self, value: Any, f: Function) -> str:
        return self.emit(value, "sites", f)

    def generate(self, value: Any, f: Function, sink: Sink) -> None:
        self.emit(value, "moves", f, "generate", sink)

    def actions(self, value: Any, f: Function, sink: Sink) -> None:
        self.emit(value, "moves", f, "actions", sink)

    def one_site(self, site: str, f: Function) -> str:
        """A region of one site (none when the number is no site of the board)."""
        row = self.row()
        variable = f.fresh("one")
        f.line(f"start_row(b, {row})")
        f.line(f"{variable} = {site}")
        with f.block(f"if 0 <= {variable} < {self.size}:"):
            f.line(f"add_site(b, {row}, {variable})")
        return str(row)

    def constant_sites(self, sites: tuple[int, ...], f: Function) -> str:
        """A row holding sites known before play (those on the board), in the order given."""
        row = self.row()
        on_board = tuple(site for site in sites if 0 <= site < self.sites)
        f.line(f"start_row(b, {row})")
        table, index = self.table(("sites", on_board), lambda: np.array(on_board, dtype=np.int32)), f.fresh("i")
        with f.block(f"for {index} in range({table}.shape[0]):"):
            f.line(f"add_site(b, {row}, {table}[{index}])")
        return str(row)

    def constant_region(self, value: Any) -> tuple[int, ...] | None:
        """The sites of a region known before play ((sites Board), (sites Top), listed sites), in the
        reference's order; None for a region worked out in play."""
        if isinstance(value, (int, str)):
            value = (value,)
        if isinstance(value, tuple) and not any(isinstance(v, Bound) for v in value):
            return tuple(self.board.site(v) if isinstance(v, str) else v for v in value)
        if not isinstance(value, Bound) or (value.ludeme.head, value.ludeme.selector) != ("sites", None):
            return None
        part = value.get("part")
        if part is not None and set(value.arguments) == {"part"}:
            if part.text == "Board":
                return tuple(range(self.sites))
            if part.text not in ("LastTo", "LastFrom", "ToClear"):
                return tuple(sorted(self.board.region(part.text)))
        listed = value.get("sites")
        if listed is not None and set(value.arguments) == {"sites"}:
            return self.constant_region(listed)
        return None

    def context(self, name: str, f: Function) -> str:
        """The local variable holding a context name, or its value where nothing binds it."""
        variable = f.env.get(name)
        if variable is not None:
            return variable
        if name == "sites":
            return self.constant_sites((), f)
        return str(NAMES[name].unbound)

    def seat(self, word: Any, f: Function) -> str:
        """The seat a role word (or an int ludeme) names, as an expression."""
        if word is None or isinstance(word, s.Name):
            text = word.text if word is not None else "Mover"
            seats = self.seats
            if text == "Mover":
                return "b.scalars[MOVER_AT]"
            if text == "Next":
                return f"(b.scalars[MOVER_AT] % {seats} + 1)"
            if text == "Prev":
                return f"((b.scalars[MOVER_AT] - 2) % {seats} + 1)"
            if text.startswith("P") and text[1:].isdigit() and 1 <= int(text[1:]) <= seats:
                return text[1:]
            if text == "Neutral":
                return "0"
            if text == "Player" and "player" in f.env:
                return f.env["player"]
            raise NotLowered(f"the role {text}", "", "is not generated here")
        return self.number(word, f)

    def seat_words(self, word: Any) -> str | None:
        """Several seats (Each, All, Enemy, ...) as a Python condition on ``seat``; None for one seat."""
        text = word.text if isinstance(word, s.Name) else None
        if text in ("Each", "All", "Shared"):
            return f"1 <= seat <= {self.seats}"
        if text in ("Enemy", "NonMover"):
            return f"1 <= seat <= {self.seats} and seat != b.scalars[MOVER_AT]"
        return None

    # Effects and consequences ---------------------------------------------------------------

    def effect(self, kind: str) -> tuple[int, Function]:
        """A new effect: its number and its function, whose body the caller writes."""
        f = self.function("effect", ["t", "b", "a0", "a1", "a2", "a3"])
        self.effects.append(Effect(kind, f.name))
        return len(self.effects) - 1, f

    def wrapped(self, inner: int, then: str) -> int:
        """An effect that applies ``inner`` and then the consequences function ``then``."""
        number, f = self.effect(self.effects[inner].kind)
        f.line(f"{self.effects[inner].name}(t, b, a0, a1, a2, a3)")
        f.line(f"{then}(t, b)")
        return number

    def consequences(self, bound: Bound | None, binds: tuple[str, ...] = ()) -> str | None:
        """``(then ...)`` as a function ``then_n(t, b[, <context>])``: its actions worked out, then
        applied in order; None when there is nothing to do. The context names ``binds`` are
        parameters of the function (``(value)`` of the consequences of (move Action ... n): the
        caller passes them, as ``np.int64`` numbers)."""
        if bound is None:
            return None
        moves = bound.get("moves")
        if moves is None or _does_nothing(moves):
            return None
        key = (" ".join(str(bound.node).split()), binds)  # the same text (a define used twice) does the same
        if key in self._consequences:
            return self._consequences[key]
        f = self.function("then", ["t", "b", *(f"ctx_{name}" for name in binds)],
                          {name: f"ctx_{name}" for name in binds})
        self.apply_actions(moves, f)
        self._consequences[key] = f.name
        return f.name

    def apply_actions(self, moves: Any, f: Function,
                      write: Callable[[Function, Sink], None] | None = None) -> None:
        """Work out the actions of ``moves`` (or those ``write(f, sink)`` writes) into a buffer of
        their own, then apply them in order."""
        buffer = self.buffer()
        count = f.fresh("count")
        f.line(f"{count} = 0")
        made: list[int] = []

        def sink(g: Function, effect: int, a0: str, a1: str, a2: str, a3: str) -> None:
            made.append(effect)
            numbers = ", ".join(f"np.int64({value})" for value in (buffer, count, effect, a0, a1, a2, a3))
            g.line(f"{count} = push_action(b, {numbers})")

        if write is None:
            self.actions(moves, f, sink)
        else:
            write(f, sink)
        if not made:
            return
        with f.block(f"if {count} > b.actions.shape[1]:"):
            f.line("b.scalars[FULL_LOG] = 1")
            f.line(f"{count} = b.actions.shape[1]")
        index, kind = f.fresh("action"), f.fresh("effect")
        with f.block(f"for {index} in range({count}):"):
            f.line(f"{kind} = b.actions[{buffer}, {index}, 0]")
            arguments = ", ".join(f"b.actions[{buffer}, {index}, {field}]" for field in range(1, 5))
            for position, effect in enumerate(sorted(set(made))):
                keyword = "if" if position == 0 else "elif"
                with f.block(f"{keyword} {kind} == {effect}:"):
                    f.line(f"{self.effects[effect].name}(t, b, {arguments})")

    def probe(self, f: Function, write: Callable[[Function], None]) -> str:
        """A call of a new function ``(t, b, <context>) -> bool`` whose body ``write(g)`` writes (it
        returns True where it finds what it looks for), with the context bound at ``f``."""
        names = sorted(f.env)
        g = self.function("probe", ["t", "b", *(f"ctx_{name}" for name in names)],
                          {name: f"ctx_{name}" for name in names})
        write(g)
        g.line("return False")
        return f"{g.name}(t, b{''.join(', np.int64(' + f.env[name] + ')' for name in names)})"

    def merged(self, kept: tuple[str, ...]) -> list[Function]:
        """The functions, with each one called from a single place (other than those ``kept``) written
        into its caller there: its parameters become locals of their own, set from the arguments.
        Fewer functions compile much faster, and the code is the same. The calls are counted once
        and the counts kept as functions are written in, so a module of thousands of functions is
        merged in a fraction of a second."""
        functions = {function.name: function for function in self.functions}
        _share_copies(functions, kept)
        counts: dict[str, int] = {}  # name -> its calls in all the functions
        holders: dict[str, set[str]] = {}  # name -> the functions that call it
        for function in functions.values():
            for called in _called("\n".join(function.lines)):
                counts[called] = counts.get(called, 0) + 1
                holders.setdefault(called, set()).add(function.name)
        returns = {name for name, function in functions.items()
                   if any(line.lstrip().startswith("return") for line in function.lines)}
        merged = True
        while merged:
            merged = False
            for name, function in list(functions.items()):
                if (name in kept or name in returns or len(function.lines) > MERGED_LINES
                        or counts.get(name, 0) != 1):
                    continue
                statement = re.compile(rf"\s*{name}\((.*)\)")
                caller = next((functions[holder] for holder in sorted(holders.get(name, ()))
                               if holder != name and any(statement.fullmatch(line) for line in functions[holder].lines)),
                              None)
                if caller is None or len(caller.lines) + len(function.lines) > MERGED_CALLER:
                    continue
                at = next(index for index, line in enumerate(caller.lines) if statement.fullmatch(line))
                call = caller.lines[at]
                body = self._written_in(function, call)
                for called in _called(call + "\n" + "\n".join(function.lines)):
                    counts[called] -= 1
                for called in _called("\n".join(body)):
                    counts[called] = counts.get(called, 0) + 1
                    holders.setdefault(called, set()).add(caller.name)
                for called_set in holders.values():
                    called_set.discard(name)
                caller.lines[at:at + 1] = body
                del functions[name]
                merged = True
                break
        return list(functions.values())

    def _written_in(self, function: Function, call: str) -> list[str]:
        """The lines that take the place of ``call`` (a statement calling ``function``): its body,
        indented as the call, after its parameters set, each under a local name of its own."""
        indent = call[:len(call) - len(call.lstrip())]
        arguments = _arguments(call.strip()[len(function.name) + 1:-1])
        renamed = {parameter: f"{parameter}_{next(self._local_names)}"
                   for parameter in function.parameters if parameter not in ("t", "b")}
        used = "\n".join(function.lines)
        body = [indent + f"{renamed[parameter]} = {argument}"
                for parameter, argument in zip(function.parameters, arguments)
                if parameter in renamed and re.search(rf"\b{parameter}\b", used)]
        for line in function.lines:
            for parameter, local in renamed.items():
                line = re.sub(rf"\b{parameter}\b", local, line)
            body.append(indent + line[4:])
        return body


_CALLED = re.compile(r"\b([A-Za-z_][A-Za-z0-9_]*)\(")


def _called(text: str) -> list[str]:
    """The names called in ``text``, once per call (``f(g(x))`` calls ``f`` and ``g``)."""
    return _CALLED.findall(text)


def _share_copies(functions: dict[str, Function], kept: tuple[str, ...]) -> None:
    """Functions written alike (the same consequence in several places) made one: the copies are
    dropped and their callers call the first, until no two are alike."""
    while True:
        first: dict[tuple, str] = {}
        copies: dict[str, str] = {}
        for name, function in functions.items():
            if name in kept:
                continue
            shape = (tuple(function.parameters), _local_names_numbered("\n".join(function.lines)))
            if shape in first:
                copies[name] = first[shape]
            else:
                first[shape] = name
        if not copies:
            return
        pattern = re.compile(r"\b(" + "|".join(map(re.escape, copies)) + r")\(")
        for name in copies:
            del functions[name]
        for function in functions.values():
            function.lines = [pattern.sub(lambda match: copies[match.group(1)] + "(", line) for line in function.lines]


_LOCAL = re.compile(r"\b([a-z][a-z0-9]*(?:_[a-z]+)*)_(\d+)\b")


def _local_names_numbered(text: str) -> str:
    """A function's text with its local names (``count_69``) numbered in the order they appear, so two
    functions written alike but for the numbers of their locals read the same."""
    numbers: dict[str, int] = {}

    def number(match: re.Match) -> str:
        return f"{match.group(1)}_{numbers.setdefault(match.group(0), len(numbers))}"

    return _LOCAL.sub(number, text)


def _nodes(value: Any) -> int:
    """The ludemes a value is made of."""
    if isinstance(value, Bound):
        return 1 + sum(_nodes(inner) for inner in value.arguments.values())
    if isinstance(value, tuple):
        return sum(_nodes(inner) for inner in value)
    return 0


def _arguments(text: str) -> list[str]:
    """The arguments of a call written by the generator, split at the commas outside brackets."""
    found, depth, current = [], 0, ""
    for character in text:
        if character == "," and depth == 0:
            found.append(current.strip())
            current = ""
            continue
        depth += character in "([{"
        depth -= character in ")]}"
        current += character
    if current.strip():
        found.append(current.strip())
    return found


def padded(rows) -> np.ndarray:
    """Rows of ints of any lengths as one int32 array padded with -1 (at least one column)."""
    width = max([len(row) for row in rows] + [1])
    array = np.full((max(len(rows), 1), width), -1, dtype=np.int32)
    for index, row in enumerate(rows):
        array[index, :len(row)] = row
    return array


def _relation_words(value: Any) -> tuple[str, ...] | None:
    if value is None:
        return ("Adjacent",)
    if isinstance(value, s.Name):
        return (value.text,)
    if isinstance(value, Bound):
        listed = value.get("list")
        return _relation_words(listed)
    if isinstance(value, tuple) and all(isinstance(v, (s.Name, str)) for v in value):
        return tuple(v.text if isinstance(v, s.Name) else v for v in value)
    return None


def _does_nothing(value: Any) -> bool:
    """Moves that are ``(and {})`` (or made of such only): consequences that change nothing."""
    return (isinstance(value, Bound) and value.ludeme.head == "and" and value.get("then") is None
            and value.get("a") is None and all(_does_nothing(item) for item in value.get("list") or ()))
