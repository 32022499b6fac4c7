"""Checking: the expanded game text against the ludeme catalogue.

Every ludeme application is matched to one of its catalogue signatures (picked by
its leading selector word, the kinds of its arguments, and the kind the enclosing
ludeme expects). A match gives a :class:`Bound`: the entry and its arguments by
parameter name, ready for the compiler. Every problem becomes a diagnostic with a
hint, and checking goes on after one, so a file's problems are reported together.

>>> from ludeme.parser import parse_text
>>> from ludeme.expansion import expand
>>> result = check(expand(parse_text('(game "T" (players 2) (rules (end (if (is Full) (result Mover Draw)))))')))
>>> result.ok, result.game.ludeme.head, result.game.arguments["players"].arguments["count"]
(True, 'game', 2)
>>> bad = check(expand(parse_text('(game "T" (players 2) (equipment {(board 9)}) (rules (end (if (is Full) (result Mover Draw)))))')))
>>> print(bad.diagnostics[0].message)
(board ...) expects a graph such as (square 9) or (hex 5); got the integer 9
"""

from __future__ import annotations

import functools
from typing import Any

import attrs

from ludeme import syntax as s
from ludeme.catalogue import CATALOGUE, Catalogue, Ludeme, Param
from ludeme.catalogue.enums import ENUMS, INTEGER_CONSTANTS, all_words, canonical, kinds_of_word
from ludeme.catalogue.kinds import KINDS, accepts, describe
from ludeme.diagnostics import Diagnostic
from ludeme.errors import LudemeError
from ludeme.expansion import Expansion
from ludeme.suggest import did_you_mean

#: Integer arguments with a range, by (ludeme, parameter): (lowest, highest, why).
INTEGER_LIMITS = {
    ("players", "count"): (1, 16, "Ludii plays games of 1 to 16 players"),
}

#: Checking stops after this many errors (a range of 100,000 wrong values would make as many).
MAX_ERRORS = 100


class _TooManyErrors(LudemeError):
    """Raised inside the checker to stop once :data:`MAX_ERRORS` are found."""


ANY = frozenset({"any"})
#: What an unknown ludeme may give: anything but an enum word or an array.
ANY_CALL = frozenset(kind for kind in KINDS if kind != "any")


@attrs.frozen
class Bound:
    """A ludeme application matched to its catalogue entry.

    ``arguments`` maps parameter names to values: a :class:`Bound`, an ``int``,
    ``float``, ``bool`` or ``str``, a :class:`ludeme.syntax.Name` for an enum word,
    or a tuple for arrays and repeated parameters. Absent optional arguments are absent.
    """

    ludeme: Ludeme
    arguments: dict
    node: s.Call = attrs.field(repr=False)

    def get(self, name: str, default=None):
        return self.arguments.get(name, default)


@attrs.frozen
class CheckResult:
    """The checked game (None when it could not be checked) and every diagnostic, warnings too."""

    game: Bound | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)


def check(expansion: Expansion, catalogue: Catalogue = CATALOGUE) -> CheckResult:
    """Check an expanded description: its (game ...) form against the catalogue."""
    checker = _Checker(catalogue)
    game = None
    found = False  # a (game ...) form was met, even one with errors
    try:
        for form in expansion.forms:
            if isinstance(form, s.Call) and form.name == "game":
                if found:
                    checker.error("a description has one (game ...) form; this is a second", form.span)
                    continue
                found = True
                game = checker.value(form, "game")
            elif isinstance(form, s.Call) and form.name == "metadata":
                continue  # presentation and documentation, not rules
            elif isinstance(form, s.Call) and form.name in ("match", "subgame"):
                checker.error(f"({form.name} ...) descriptions of several games cannot be played yet", form.span,
                              hint="use ludeme check --syntax-only to check their syntax")
            else:
                checker.error(f"unexpected top-level form {_show(form)}", form.span,
                              hint="a description holds (game ...), and optionally (metadata ...), options, "
                                   "rulesets and defines")
        if not found and not any(isinstance(f, s.Call) and f.name in ("match", "subgame") for f in expansion.forms):
            span = expansion.forms[0].span if expansion.forms else None
            checker.error("this description has no (game ...) form", span,
                          hint='start with (game "Name" (players 2) (equipment {...}) (rules ...))')
    except _TooManyErrors:
        game = None
        checker.diagnostics.append(Diagnostic.error(
            f"more than {MAX_ERRORS} errors; checking stopped here", checker.diagnostics[-1].span,
            hint="fix these first: one mistake in a define or a range often causes many"))
    return CheckResult(game if isinstance(game, Bound) else None,
                       tuple(expansion.warnings) + _once_each(checker.diagnostics))


def _once_each(diagnostics) -> tuple[Diagnostic, ...]:
    """Each problem once: a define used in several places is reported at its first use."""
    seen, unique = set(), []
    for diagnostic in diagnostics:
        span = diagnostic.span
        key = (diagnostic.message, span.path, span.start, span.end) if span else (diagnostic.message,)
        if key not in seen:
            seen.add(key)
            unique.append(diagnostic)
    return tuple(unique)


def check_expression(node: s.Node, kind: str, catalogue: Catalogue = CATALOGUE):
    """Check one expression against a kind: (value, diagnostics). Used for catalogue examples."""
    checker = _Checker(catalogue)
    return checker.value(node, kind), checker.diagnostics


class _Checker:
    def __init__(self, catalogue: Catalogue):
        self.catalogue = catalogue
        self.diagnostics: list[Diagnostic] = []
        self._kinds: dict[int, frozenset[str]] = {}  # by id(node): the tree outlives the checker

    def error(self, message, span, hint="", notes=()):
        self.diagnostics.append(Diagnostic.error(message, span, hint, notes))
        if len(self.diagnostics) >= MAX_ERRORS:
            raise _TooManyErrors

    # What a node could be, without checking it -------------------------------------------------

    def possible_kinds(self, node: s.Node) -> frozenset[str]:
        """What a node may be (remembered per node: the matching of overloads asks often)."""
        known = self._kinds.get(id(node))
        if known is None:
            known = self._kinds[id(node)] = self._possible_kinds(node)
        return known

    def _possible_kinds(self, node: s.Node) -> frozenset[str]:
        if isinstance(node, s.Integer):
            return frozenset({"int"})
        if isinstance(node, s.Float):
            return frozenset({"float"})
        if isinstance(node, s.Boolean):
            return frozenset({"boolean"})
        if isinstance(node, s.String):
            return frozenset({"string"})
        if isinstance(node, s.Name):
            return kinds_of_word(node.text) or ANY
        if isinstance(node, s.Array):
            if not node.items:
                return frozenset({"{any}"})
            common = None
            for item in node.items:
                kinds = self.possible_kinds(item)
                if "int" in kinds:  # {0 0.5} is an array of numbers
                    kinds = kinds | {"float"}
                common = kinds if common is None else (common & kinds if "any" not in kinds else common)
            return frozenset("{" + k + "}" for k in common) if common else frozenset({"{mixed}"})
        if isinstance(node, s.Call):
            candidates, _ = self._candidates(node)
            return frozenset(o.returns for o in candidates) or ANY_CALL
        if isinstance(node, s.Unknown):
            return ANY_CALL
        return ANY

    def _candidates(self, call: s.Call) -> tuple[list[Ludeme], tuple[s.Node, ...]]:
        """The overloads a call may mean (by its selector word), and its arguments after the selector."""
        name = call.name
        args = call.args
        if args and isinstance(args[0], s.Name):
            selected = self.catalogue.selected(name, args[0].text)
            if selected:
                return selected, args[1:]
        return self.catalogue.plain(name), args

    # Checking ----------------------------------------------------------------------------------

    def value(self, node: s.Node, kind: str):
        """Check a node where ``kind`` is expected; its value for the compiler (None after an error)."""
        if "|" in kind:
            kinds = self.possible_kinds(node)
            alternatives = kind.split("|")
            kind = next((k for k in alternatives if accepts(k, kinds)), alternatives[0])
        if isinstance(node, s.Call):
            return self.call(node, kind)
        if isinstance(node, s.Array):
            return self.array(node, kind)
        if isinstance(node, s.Name):
            return self.word(node, kind)
        if isinstance(node, (s.Integer, s.Float, s.Boolean, s.String)):
            if not accepts(kind, self.possible_kinds(node)):
                self.error(f"expected {describe(kind)}; got {_show(node)}", node.span)
                return None
            return float(node.value) if kind == "float" else node.value
        if isinstance(node, s.Named):
            self.error(f"the named argument {node.name}: is not expected here", node.span,
                       hint="named arguments belong directly inside a ludeme's parentheses")
            return None
        if isinstance(node, s.Unknown):
            self.error("a part left unknown ([...]) cannot be played", node.span,
                       hint="replace it with a rule, or use ludeme check --syntax-only")
            return None
        self.error(f"{_show(node)} is not expected after expansion", node.span)
        return None

    def word(self, node: s.Name, kind: str):
        kinds = kinds_of_word(node.text)
        if accepts(kind, kinds):
            word = canonical(node.text)
            if word in INTEGER_CONSTANTS and "int" in (kind, *kind.split("|")):
                return INTEGER_CONSTANTS[word]
            return node if word == node.text else s.Name(word, span=node.span)
        wanted = ENUMS.get(kind.strip("{}"), ())
        if not kinds:
            hint = did_you_mean(node.text, wanted or all_words())
            if not hint and self.catalogue.overloads(node.text):
                hint = f"{node.text} is a ludeme: write it in parentheses, ({node.text} ...)"
            self.error(f"unknown word '{node.text}'; expected {describe(kind)}", node.span, hint=hint)
        else:
            self.error(f"expected {describe(kind)}; got the word {node.text}", node.span,
                       hint=did_you_mean(node.text, wanted) if wanted else "")
        return None

    def array(self, node: s.Array, kind: str):
        if kind == "any":
            return tuple(self.value(item, "any") for item in node.items)
        if not kind.startswith("{"):
            if accepts(kind, self.possible_kinds(node)):  # e.g. {0 1 2} where a region is expected
                element = "int" if accepts("{int}", self.possible_kinds(node)) else "any"
                return tuple(self.value(item, element) for item in node.items)
            self.error(f"expected {describe(kind)}; got an array", node.span)
            return None
        element = kind[1:-1]
        return tuple(self.value(item, element) for item in node.items)

    def call(self, call: s.Call, kind: str):
        overloads = self.catalogue.overloads(call.name)
        if not overloads:
            self._unknown_ludeme(call)
            return None
        candidates, args = self._candidates(call)
        first = call.args[0] if call.args else None
        selectors = sorted({o.selector for o in overloads if o.selector})
        if (selectors and isinstance(first, s.Name) and first.text.lower() not in map(str.lower, selectors)
                and not kinds_of_word(first.text)):
            words = selectors + [w for o in candidates if o.positional for w in
                                 ENUMS.get(o.positional[0].kind, ())]
            self.error(f"unknown word '{first.text}' after '{call.name}'", first.span,
                       hint=did_you_mean(first.text, words) or f"({call.name} ...) starts with one of "
                                                                 f"{', '.join(selectors)}")
            self._check_inside(args[1:] if args and args[0] is first else args)
            return None
        if not candidates:
            got = f"'{first}'" if isinstance(first, s.Name) else "nothing"
            hint = did_you_mean(str(first), selectors) if isinstance(first, s.Name) else ""
            self.error(f"({call.name} ...) needs one of {', '.join(selectors)} after '{call.name}'; got {got}",
                       (first or call.head).span, hint=hint or f"for example ({call.name} {selectors[0]} ...)")
            return None
        fitting = [o for o in candidates if accepts(kind, {o.returns})]
        if not fitting:
            gives = describe(candidates[0].returns)
            self.error(f"{_show(call)} gives {_strip_examples(gives)}, but {describe(kind)} is expected here",
                       call.span)
            return None
        attempts = [(self._bind(o, args, call), o) for o in fitting]
        for (binding, problems), overload in attempts:
            if not problems:
                return self._bound(overload, binding, call)
        (binding, problems), overload = min(attempts, key=lambda attempt: len(attempt[0][1]))
        for message, span, hint in problems:
            if len(fitting) > 1:
                hint = (hint + "; " if hint else "") + "its forms: " + "  ".join(o.signature for o in fitting)
            self.error(message, span, hint=hint)
        self._check_inside(args)
        return None

    def _check_inside(self, args) -> None:
        """After a call fails to match, still report what is wrong in the ludemes inside it."""
        for arg in args:
            inner = arg.value if isinstance(arg, s.Named) else arg
            if isinstance(inner, (s.Call, s.Array)):
                self.value(inner, "any")

    def _unknown_ludeme(self, call: s.Call) -> None:
        name = call.name
        if isinstance(call.head, s.String):
            self.error(f'"{name}" is not a define', call.head.span,
                       hint=did_you_mean(name, []) or f'declare it with (define "{name}" ...)')
            return
        hint = did_you_mean(name, self.catalogue.heads())
        if not hint and kinds_of_word(name):
            hint = f"{name} is a value, not a ludeme: write it without parentheses"
        self.error(f"unknown ludeme '{name}'", call.head.span,
                   hint=hint or "ludeme catalogue lists every ludeme the engine knows")

    def _bind(self, overload: Ludeme, args, call: s.Call):
        """Match arguments to an overload's parameters: (binding, problems), without reporting."""
        binding: dict[str, Any] = {}
        problems: list[tuple[str, object, str]] = []
        params = list(overload.positional)
        index = 0
        head = f"({call.name} ...)"
        for arg in args:
            if isinstance(arg, s.Named):
                continue
            kinds = self.possible_kinds(arg)
            while index < len(params):
                param = params[index]
                if _fits(param.kind, kinds):
                    if param.repeated:
                        binding.setdefault(param.name, []).append(arg)
                    else:
                        binding[param.name] = arg
                        index += 1
                    break
                if param.optional or param.repeated:
                    index += 1
                    continue
                problems.append((f"{head} expects {describe(param.kind)}; got {_show(arg)}", arg.span,
                                 _signature_hint(overload)))
                index += 1
                break
            else:
                problems.append((f"{head} takes no further argument; got {_show(arg)}", arg.span,
                                 _signature_hint(overload)))
        for param in params[index:]:
            if not (param.optional or param.repeated) and param.name not in binding:
                problems.append((f"{head} needs its {param.name}, {describe(param.kind)}", call.span,
                                 _signature_hint(overload)))
        for arg in args:
            if not isinstance(arg, s.Named):
                continue
            named = overload.named_param(arg.name)
            if named is None:
                names = [p.name for p in overload.params if p.named]
                hint = did_you_mean(arg.name, names) or (
                    f"its named arguments: {', '.join(names)}" if names else f"{head} takes no named arguments")
                problems.append((f"{head} has no argument '{arg.name}'", arg.span, hint))
            elif arg.name in binding:
                problems.append((f"{arg.name}: is given twice", arg.span, ""))
            elif not _fits(named.kind, self.possible_kinds(arg.value)):
                problems.append((f"{head} expects {arg.name}: to be {describe(named.kind)}; got {_show(arg.value)}",
                                 arg.value.span, ""))
            else:
                binding[arg.name] = arg.value
        for param in overload.params:
            if param.named and not param.optional and param.name not in binding:
                problems.append((f"{head} needs {param.name}:{describe(param.kind)}", call.span,
                                 _signature_hint(overload)))
        return binding, problems

    def _bound(self, overload: Ludeme, binding, call: s.Call) -> Bound:
        arguments = {}
        for param in overload.params:
            if param.name not in binding:
                continue
            node = binding[param.name]
            if param.repeated:
                arguments[param.name] = tuple(self.value(n, param.kind) for n in node)
            else:
                arguments[param.name] = self.value(node, param.kind)
            limits = INTEGER_LIMITS.get((overload.head, param.name))
            value = arguments[param.name]
            if limits and isinstance(value, int) and not limits[0] <= value <= limits[1]:
                low, high, reason = limits
                self.error(f"({overload.head} {value}): {param.name} must be from {low} to {high}",
                           binding[param.name].span, hint=reason)
        return Bound(overload, arguments, call)


@functools.cache
def _fits(kind: str, kinds: frozenset[str]) -> bool:
    return any(accepts(k, kinds) for k in kind.split("|"))


def _signature_hint(overload: Ludeme) -> str:
    return f"write {overload.signature}"


def _strip_examples(phrase: str) -> str:
    return phrase.split(" such as ")[0]


def _show(node: s.Node) -> str:
    """How a value is named in messages: 'the integer 9', '(sites ...)'."""
    if isinstance(node, s.Integer):
        return f"the integer {node.value}"
    if isinstance(node, s.Float):
        return f"the number {node}"
    if isinstance(node, s.Boolean):
        return f"the boolean {node}"
    if isinstance(node, s.String):
        return f"the string {node}"
    if isinstance(node, s.Name):
        return f"the word {node.text}"
    if isinstance(node, s.Array):
        return "an array"
    if isinstance(node, s.Call):
        return f"({node.name} ...)"
    return f"'{node}'"


__all__ = ["Bound", "CheckResult", "check", "check_expression", "Param"]
