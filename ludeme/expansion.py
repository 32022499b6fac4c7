"""Expansion: from the description as written to the game text the checker reads.

Like Ludii, expansion rewrites text, not trees, so an option item may hold any
fragment (``<(dual >`` ... ``<)>``) and a define any run of tokens. It works on
tokens that keep their spans, in this order:

1. options: each ``<Tag>`` / ``<Tag:arg>`` becomes the chosen item's raw text
   (chosen by ``--option``, then ``--ruleset``, then the item with most stars: as Ludii's
   loader, a starred ruleset is not applied unless named);
2. defines: ``("Name" a b)`` and bare ``"Name"`` become the define's body, ``#k``
   replaced by the k-th argument (a missing argument or ``~`` leaves nothing),
   repeated until no define is left; the standard defines of the Ludii library the user
   names (:mod:`ludeme.library`) are known without declaring;
3. ranges: ``1..4`` becomes ``1 2 3 4``; ``"A1".."B2"`` becomes ``"A1" "A2" "B1" "B2"``.

Spans survive: a token brought in by a define or an option keeps the span where
its text was written, with ``via`` pointing at the use.

>>> from ludeme.parser import parse_text
>>> text = '(define "Size" 3) (game "Demo" (equipment {(board (square "Size"))}) (rules {1..3}))'
>>> [str(form) for form in expand(parse_text(text)).forms]
['(game "Demo" (equipment {(board (square 3))}) (rules {1 2 3}))']
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left

import attrs

from ludeme import syntax as s
from ludeme.diagnostics import Diagnostic, DiagnosticError
from ludeme.builder import SourceToken, build_forms, integer_literal, parameter_number
from ludeme.library import HOW_TO_NAME, Library, LibraryError, current_library
from ludeme.parser import lex, parse_text
from ludeme.suggest import did_you_mean

#: Ludii's limits: defines nested deeper than this, or a text larger, is a runaway expansion.
MAX_EXPANSION_DEPTH = 1000
MAX_EXPANDED_CHARACTERS = 1_000_000
#: The most tokens define expansion may look at (a define used many times over, each expanding
#: to nothing, grows no text but would take for ever).
MAX_EXPANSION_STEPS = 1_000_000


@attrs.frozen
class Define:
    """``(define "Name" body...)``: a named run of tokens with ``#k`` parameters."""

    name: str
    body: tuple[SourceToken, ...]
    span: s.Span | None = None


@attrs.frozen
class Option:
    """``(option "Heading" <Tag> args:{<a> <b>} {items})``."""

    heading: str
    tag: str
    argument_names: tuple[str, ...]
    items: tuple[s.Item, ...]
    span: s.Span | None = None

    @property
    def default(self) -> s.Item:
        """The item with most priority stars (the first of them on a tie)."""
        return max(self.items, key=lambda item: item.stars)

    def item(self, name: str) -> s.Item | None:
        return next((item for item in self.items if item.name == name), None)


@attrs.frozen
class Ruleset:
    """``(ruleset "Ruleset/Name (Described)" {"Heading/Item" ...})``; a star marks it as the one the
    authors prefer, but it applies only when named, as in Ludii (its items may differ from the starred
    items, which are the default)."""

    name: str
    selections: tuple[s.String, ...]
    span: s.Span | None = None


@attrs.frozen
class Expansion:
    """The expanded description: its forms, the option items chosen, and the warnings met."""

    forms: tuple[s.Node, ...]
    options: tuple[Option, ...]
    rulesets: tuple[Ruleset, ...]
    chosen: dict[str, str]  # option heading -> item name
    ruleset: Ruleset | None
    warnings: tuple[Diagnostic, ...] = ()
    defines: dict[str, Define] = attrs.field(factory=dict, repr=False)
    items: dict[str, s.Item] = attrs.field(factory=dict, repr=False)  # option heading -> chosen item

    def form(self, name: str) -> s.Call | None:
        """The first top-level form with this head, e.g. ``form("game")``."""
        return next((f for f in self.forms if isinstance(f, s.Call) and f.name == name), None)


def expand(file: s.File, options=(), ruleset: str | None = None) -> Expansion:
    """Expand a parsed description with the given ``"Heading/Item"`` options and ruleset.

    Raises :class:`DiagnosticError` with every problem found.
    """
    problems: list[Diagnostic] = [
        Diagnostic.warning(f"stray text {stray.text!r} between forms is skipped", stray.span,
                           hint="remove it, or make it a // comment")
        for stray in file.stray if not _OPTION_REFERENCE.fullmatch(stray.text)
    ]
    declared_options, declared_rulesets, others = _declarations(file, problems)
    chosen_ruleset = _choose_ruleset(declared_rulesets, ruleset, problems)
    chosen = _choose_items(declared_options, chosen_ruleset, options, problems)
    expander = _Expander(declared_options, chosen, problems)
    tokens = expander.options_in(_tokens_of(file, others, with_option_references=True))
    tokens, expander.defines = _take_defines(tokens, problems)
    tokens = expander.defines_in(tokens)
    tokens = _expand_ranges(tokens, problems)
    tokens = _collapse_double_brackets(tokens, problems)
    errors = [p for p in problems if p.is_error]
    if errors:
        raise DiagnosticError(errors)
    forms = build_forms(tokens)
    return Expansion(
        forms, tuple(declared_options), tuple(declared_rulesets),
        {heading: item.name for heading, item in chosen.items()}, chosen_ruleset,
        tuple(p for p in problems if not p.is_error), expander.defines, chosen,
    )


def expand_expression(text: str, expansion: Expansion) -> s.Node:
    """One expression written against a description: its options and defines expanded.

    >>> from ludeme.parser import parse_text
    >>> described = expand(parse_text('(define "Double" (* 2 #1)) (game "G")'))
    >>> str(expand_expression('("Double" 21)', described))
    '(* 2 21)'
    """
    from ludeme.source import Source

    problems: list[Diagnostic] = []
    expander = _Expander(expansion.options, expansion.items, problems)
    expander.defines = expansion.defines
    tokens = expander.defines_in(expander.options_in(lex(Source("<expression>", text))))
    tokens = _collapse_double_brackets(_expand_ranges(tokens, problems), problems)
    errors = [p for p in problems if p.is_error]
    if errors:
        raise DiagnosticError(errors)
    forms = build_forms(tokens)
    if len(forms) != 1:
        raise DiagnosticError([Diagnostic.error(f"expected one expression; got {len(forms)}",
                                                tokens[0].span if tokens else None)])
    return forms[0]


def _tokens_of(file: s.File, forms, with_option_references: bool = False) -> list[SourceToken]:
    """The tokens of some top-level forms, from the tokens kept by the parser.

    With ``with_option_references``, an option reference written between forms, such as
    ``<Board:defines>`` on a line of its own, is kept in its place (Ludii expands options in
    the whole text), and other stray text is left out.
    """
    starts = [token.span.start for token in file.tokens]
    pieces = list(forms)
    if with_option_references:
        pieces += [stray for stray in file.stray if _OPTION_REFERENCE.fullmatch(stray.text)]
        pieces.sort(key=lambda piece: piece.span.start)
    tokens: list[SourceToken] = []
    for piece in pieces:
        if isinstance(piece, s.Stray):
            tokens.append(SourceToken("OPTION_REF", piece.text, piece.span))  # type: ignore[arg-type]  # stray text read from a file has its span
            continue
        tokens.extend(file.tokens[bisect_left(starts, piece.span.start): bisect_left(starts, piece.span.end)])
    return tokens


_OPTION_REFERENCE = re.compile(r"<[A-Za-z0-9_][A-Za-z0-9_\- ]*(:[A-Za-z0-9_\- ]*)?>")


def _collapse_double_brackets(tokens: list[SourceToken], problems) -> list[SourceToken]:
    """Drop the outer pair of ``((...))``, as Ludii does once defines are expanded.

    A ``(`` right after ``(`` whose closing ``)`` comes right after another ``)`` loses both
    brackets, so ``(#1)`` with ``#1`` = ``(to)`` is ``(to)`` and ``((a) (b))`` gives ``(a) (b)``;
    a ``((`` without its ``))`` is an error, as in Ludii.

    >>> from ludeme.source import Source
    >>> [t.value for t in _collapse_double_brackets(lex(Source("x", "(f ((a) (b)) (((c))))")), [])]
    ['(', 'f', '(', 'a', ')', '(', 'b', ')', '(', 'c', ')', ')']
    """
    if not any(a.type == "LPAR" == b.type for a, b in zip(tokens, tokens[1:])):
        return tokens
    closing: dict[int, int] = {}
    open_at: list[int] = []
    for index, token in enumerate(tokens):
        if token.type in ("LPAR", "LBRACE", "LBRACKET"):
            open_at.append(index)
        elif token.type in ("RPAR", "RBRACE", "RBRACKET") and open_at:
            closing[open_at.pop()] = index
    dropped: set[int] = set()
    for index, token in enumerate(tokens[:-1]):
        if token.type != "LPAR" or tokens[index + 1].type != "LPAR":
            continue
        end = closing.get(index)
        if end is None:
            continue  # an unclosed bracket, reported when the forms are built
        if tokens[end - 1].type != "RPAR":
            problems.append(Diagnostic.error(
                "'((' opens a form inside brackets that close after more text", token.span,
                hint="Ludii drops the outer brackets of ((...)) only when they close as '))'; "
                     "remove the extra '('"))
            continue
        dropped.update((index, end))
    return [token for index, token in enumerate(tokens) if index not in dropped]


def _declarations(file: s.File, problems):
    """Split the top-level forms into options, rulesets, and the rest."""
    options, rulesets, others = [], [], []
    for form in file.forms:
        if isinstance(form, s.Call) and form.name == "option":
            option = _read_option(form, problems)
            if option:
                options.append(option)
        elif isinstance(form, s.Call) and form.name == "rulesets":
            rulesets.extend(_read_rulesets(form, problems))
        else:
            others.append(form)
    return options, rulesets, others


def _read_option(form: s.Call, problems) -> Option | None:
    usage = 'write (option "Heading" <Tag> args:{<a> <b>} {(item "Name" <...> "Description") ...})'
    heading = next((a for a in form.positional if isinstance(a, s.String)), None)
    tag = next((a for a in form.positional if isinstance(a, s.OptionRef)), None)
    items = next((a for a in form.positional if isinstance(a, s.Array)), None)
    if heading is None or tag is None or items is None:
        problems.append(Diagnostic.error("an option needs a heading, a <Tag> and an array of items",
                                         form.span, hint=usage))
        return None
    if "/" in heading.value:
        problems.append(Diagnostic.error(f"option heading {heading.value!r} contains '/'", heading.span,
                                         hint="'/' separates heading and item in a selection"))
    names = form.named("args")
    if names is not None and not isinstance(names, s.Array):
        problems.append(Diagnostic.error("args: of an option is an array of names", names.span,
                                         hint="write args:{<size> <rule>}"))
        names = None
    argument_names = (tuple(a.tag for a in names.items if isinstance(a, s.OptionRef))
                      if isinstance(names, s.Array) else ())
    option_items = tuple(i for i in items.items if isinstance(i, s.Item))
    if not option_items:
        problems.append(Diagnostic.error(f"option {heading.value!r} has no items", items.span, hint=usage))
        return None
    for item in option_items:
        expected = max(1, len(argument_names))
        if len(item.arguments) != expected:  # Ludii reads such items; a missing argument is empty
            problems.append(Diagnostic.warning(
                f"item {item.name!r} has {len(item.arguments)} argument{'s' * (len(item.arguments) != 1)}; "
                f"its option declares {expected}", item.span, hint="give one <...> per name in args:{...}"))
    return Option(heading.value, tag.tag, argument_names, option_items, form.span)


def _read_rulesets(form: s.Call, problems) -> list[Ruleset]:
    rulesets = []
    for array in form.positional:
        for entry in array.items if isinstance(array, s.Array) else (array,):
            if not (isinstance(entry, s.Call) and entry.name == "ruleset"):
                problems.append(Diagnostic.error("expected (ruleset \"Ruleset/Name\" {...})", entry.span))
                continue
            name = next((a for a in entry.positional if isinstance(a, s.String)), None)
            selections = next((a for a in entry.positional if isinstance(a, s.Array)), s.Array(()))
            if name is None:
                problems.append(Diagnostic.error("a ruleset needs a name", entry.span))
                continue
            strings = tuple(i for i in selections.items if isinstance(i, s.String))
            rulesets.append(Ruleset(name.value, strings, entry.span))
    return rulesets


def _ruleset_key(name: str) -> str:
    """A ruleset's name without its "Ruleset/" prefix or "(Described)" suffix, for matching."""
    name = name.split("/", 1)[1] if name.startswith("Ruleset/") else name
    return name.rsplit(" (", 1)[0].strip() if name.endswith(")") else name.strip()


def _choose_ruleset(rulesets, wanted: str | None, problems) -> Ruleset | None:
    if wanted is None:
        return None
    for ruleset in rulesets:
        if wanted in (ruleset.name, _ruleset_key(ruleset.name)) or _ruleset_key(wanted) == _ruleset_key(
                ruleset.name):
            return ruleset
    names = [r.name for r in rulesets]
    problems.append(Diagnostic.error(
        f"--ruleset {wanted!r}: no such ruleset",
        None, hint=did_you_mean(wanted, names) or (f"rulesets: {', '.join(names)}" if names
                                                   else "this description declares no rulesets")))
    return None


def _choose_items(options, ruleset: Ruleset | None, selections, problems) -> dict[str, s.Item]:
    """The item chosen for each option heading: explicit, then from the ruleset, then default."""
    chosen = {option.heading: option.default for option in options}
    by_heading = {option.heading: option for option in options}
    requests = [(sel.value, sel.span, "ruleset") for sel in (ruleset.selections if ruleset else ())]
    requests += [(text, None, "--option") for text in selections]
    for text, span, origin in requests:
        heading, slash, item_name = text.partition("/")
        option = by_heading.get(heading)
        if not slash or option is None:
            hint = did_you_mean(heading, list(by_heading)) or (
                f"options: {', '.join(by_heading)}" if by_heading else "this description declares no options")
            problems.append(Diagnostic.error(f"{origin} {text!r}: no option heading {heading!r}", span,
                                             hint=f'write "Heading/Item"; {hint}'))
            continue
        item = option.item(item_name)
        if item is None:
            names = [i.name for i in option.items]
            problems.append(Diagnostic.error(
                f"{origin} {text!r}: option {heading!r} has no item {item_name!r}", span,
                hint=did_you_mean(item_name, names) or f"items: {', '.join(names)}"))
            continue
        chosen[heading] = item
    return chosen


class _Expander:
    """Option and define substitution over token lists, with Ludii's limits."""

    def __init__(self, options, chosen, problems):
        self.by_tag: dict[str, list[Option]] = {}  # Ludii lets several options share a tag
        for option in options:
            self.by_tag.setdefault(option.tag, []).append(option)
        self.chosen = chosen
        self.problems = problems
        self.defines: dict[str, Define] = {}
        self.unknown_define_reported = False
        self.unknown_places: set[tuple[str, int]] = set()
        self.library_reported = False

    # Options -----------------------------------------------------------------------------------

    def options_in(self, tokens: list[SourceToken]) -> list[SourceToken]:
        """Replace each option reference by its chosen item's text, until none is left."""
        pending = tokens[::-1]
        result: list[SourceToken] = []
        size = 0
        while pending:
            token = pending.pop()
            if token.type != "OPTION_REF":
                result.append(token)
                size += len(token.value) + 1
                if size > MAX_EXPANDED_CHARACTERS:
                    raise DiagnosticError([_too_long(token)])
                continue
            if _depth(token.span) > MAX_EXPANSION_DEPTH:
                raise DiagnosticError([Diagnostic.error(
                    f"option references are nested more than {MAX_EXPANSION_DEPTH} deep", token.span,
                    hint="an option item that refers to its own option never ends")])
            replacement = self._option_text(token)
            if replacement:
                pending.extend(reversed(replacement))
        return result

    def _option_text(self, token: SourceToken) -> list[SourceToken] | None:
        reference = token.value[1:-1]
        tag, colon, name = (part.strip() for part in reference.partition(":"))
        sharing = self.by_tag.get(tag)
        if sharing is None:
            self.problems.append(Diagnostic.error(
                f"no option has the tag <{tag}>", token.span,
                hint=did_you_mean(tag, list(self.by_tag)) or "declare it with (option \"Heading\" <Tag> ...)"))
            return None
        # <Tag:name> is the argument `name` of the first option with that tag that has it.
        option = next((o for o in sharing if name in o.argument_names), sharing[0]) if colon else sharing[0]
        item = self.chosen[option.heading]
        if colon:
            if name not in option.argument_names:
                names = [n for o in sharing for n in o.argument_names]
                self.problems.append(Diagnostic.error(
                    f"option <{tag}> has no argument {name!r}", token.span,
                    hint=did_you_mean(name, names) or f"its arguments: {', '.join(names) or 'none'}"))
                return None
            index = option.argument_names.index(name)
        else:
            index = 0
        if index >= len(item.arguments):
            return []  # a missing item argument is empty (reported at the item)
        raw = item.arguments[index]
        reason = f'option "{option.heading}/{item.name}"'
        return [t.moved(t.span.expanded_at(token.span, reason))
                for t in lex(raw.span.source, raw.span.start + 1, raw.span.end - 1)]

    # Defines -----------------------------------------------------------------------------------

    def defines_in(self, tokens: list[SourceToken]) -> list[SourceToken]:
        """Expand defines until none is left (one left-to-right pass over a work stack)."""
        pending = tokens[::-1]
        result: list[SourceToken] = []
        size = steps = 0
        uses: dict[str, int] = {}
        while pending:
            token = pending.pop()
            steps += 1
            if steps > MAX_EXPANSION_STEPS:
                raise DiagnosticError([Diagnostic.error(
                    f"expanding the defines takes more than {MAX_EXPANSION_STEPS:,} steps; "
                    f"{_most_used(uses)}", token.span,
                    hint="check that no define uses another many times over, or itself through others")])
            define = self._define_named(token)
            if define is None:
                if token.type == "STRING" and result and result[-1].type == "LPAR":
                    self._unknown_define(token)
                if token.type == "PARAMETER":
                    self.problems.append(Diagnostic.error(
                        f"{token.value} is a define parameter, used outside a define body", token.span,
                        hint="parameters #1, #2, ... stand for a define's arguments"))
                elif token.type == "TILDE":
                    if self.unknown_define_reported:
                        continue
                    self.problems.append(Diagnostic.error("'~' stands for a missing define argument",
                                                          token.span, hint="pass it as (\"Define\" ~ ...)"))
                else:
                    result.append(token)
                    size += len(token.value) + 1
                    if size > MAX_EXPANDED_CHARACTERS:
                        if not uses:
                            raise DiagnosticError([_too_long(token)])
                        raise DiagnosticError([Diagnostic.error(
                            f"expansion grows past {MAX_EXPANDED_CHARACTERS:,} characters; {_most_used(uses)}",
                            token.span, hint="check that this define does not use itself through others")])
                continue
            if self._runs_away(define, token):
                return result
            uses[define.name] = uses.get(define.name, 0) + 1
            applied = bool(result) and result[-1].type == "LPAR"
            if applied:
                opener = result.pop()
                arguments, closer = self._arguments(pending, opener, define)
                if closer is None:
                    return result
                use = opener.span.to(closer)
            else:
                arguments, use = [], token.span
            pending.extend(reversed(self._substitute(define, arguments, use)))
        return result

    def _unknown_define(self, token: SourceToken) -> None:
        """A string in head position, ``("Name" ...)``, that names no define."""
        self.unknown_define_reported = True
        place = (token.span.path, token.span.start)
        if place in self.unknown_places:
            return  # the same text, expanded again
        self.unknown_places.add(place)
        name = token.value[1:-1]
        library = self._library()
        hint = did_you_mean(name, [*self.defines, *(library.define_names() if library else ())])
        if library is None:
            hint = (f"{hint}; " if hint else "") + f"if it is one of Ludii's standard defines, {HOW_TO_NAME}"
        self.problems.append(Diagnostic.error(f'no define is named "{name}"', token.span,
                                              hint=hint or f'declare it with (define "{name}" ...)'))

    def _define_named(self, token: SourceToken) -> Define | None:
        if token.type != "STRING":
            return None
        name = token.value[1:-1]
        if name in self.defines:
            return self.defines[name]
        library = self._library()
        return library_define(library, name) if library else None

    def _library(self) -> Library | None:
        """The library named by the user; a library that cannot be opened is reported once."""
        try:
            return current_library()
        except LibraryError as error:
            if not self.library_reported:
                self.library_reported = True
                self.problems.append(Diagnostic.error(str(error), None, hint=HOW_TO_NAME))
            return None

    def _runs_away(self, define: Define, token: SourceToken) -> bool:
        """Report a define that uses itself, or expansions nested beyond Ludii's limit."""
        depth, span, marker = 0, token.span, f'define "{define.name}"'
        chain = []
        while span is not None and span.via is not None:
            depth += 1
            chain.append(span.reason)
            if span.reason == marker:
                path = " -> ".join(reversed([c.split(" ", 1)[1] for c in chain if c.startswith("define")]))
                self.problems.append(Diagnostic.error(
                    f'define "{define.name}" uses itself ({path} -> "{define.name}"), so it never ends',
                    token.span, hint="a define cannot refer to itself, directly or through other defines"))
                return True
            span = span.via
        if depth > MAX_EXPANSION_DEPTH:
            self.problems.append(Diagnostic.error(
                f'define "{define.name}" is nested more than {MAX_EXPANSION_DEPTH} expansions deep',
                token.span))
            return True
        return False

    def _arguments(self, pending: list[SourceToken], opener: SourceToken, define: Define):
        """Pop an applied define's arguments, one token group each, and the span of its ')'."""
        arguments: list[list[SourceToken]] = []
        while pending:
            token = pending.pop()
            if token.type == "RPAR":
                return arguments, token.span
            group = [token]
            if token.type == "NAMED_KEY" and pending:
                group.append(pending.pop())
            self._complete_group(group, pending)
            while pending and pending[-1].type == "DOTS" and len(pending) >= 2:
                group.append(pending.pop())
                group.append(pending.pop())
            arguments.append(group)
        self.problems.append(Diagnostic.error(f'the use of define "{define.name}" is never closed',
                                              opener.span, hint="add ')'"))
        return arguments, None

    @staticmethod
    def _complete_group(group: list[SourceToken], pending: list[SourceToken]) -> None:
        """Extend a group that opens a bracket up to the bracket that closes it."""
        depth = sum(1 for t in group if t.type in ("LPAR", "LBRACE", "LBRACKET"))
        depth -= sum(1 for t in group if t.type in ("RPAR", "RBRACE", "RBRACKET"))
        while depth > 0 and pending:
            token = pending.pop()
            group.append(token)
            if token.type in ("LPAR", "LBRACE", "LBRACKET"):
                depth += 1
            elif token.type in ("RPAR", "RBRACE", "RBRACKET"):
                depth -= 1

    def _substitute(self, define: Define, arguments, use) -> list[SourceToken]:
        reason = f'define "{define.name}"'
        result = []
        for token in define.body:
            if token.type == "PARAMETER":
                index = parameter_number(token.value, token.span) - 1
                if index < len(arguments) and not (
                        len(arguments[index]) == 1 and arguments[index][0].type == "TILDE"):
                    result.extend(arguments[index])
                elif result and result[-1].type == "NAMED_KEY":
                    result.pop()  # `if:#1` with #1 missing leaves no `if:` behind
                continue
            if token.type == "STRING" and "#" in token.value:  # Ludii replaces #k inside strings too
                token = SourceToken("STRING", _PARAMETER.sub(lambda m: _argument_text(arguments, m), token.value),
                                    token.span)
            result.append(token.moved(token.span.expanded_at(use, reason)))
        return result


def _too_long(token: SourceToken) -> Diagnostic:
    """The text, options in, is past the limit without any define."""
    return Diagnostic.error(
        f"the description is more than {MAX_EXPANDED_CHARACTERS:,} characters long without its comments"
        + (", once its options are in" if token.span.via is not None else ""), token.span,
        hint="Ludii reads descriptions of at most this size, once expanded")


def _most_used(uses: dict[str, int]) -> str:
    """Which define was expanded most, in words."""
    if not uses:
        return "no define is used"
    worst = max(uses, key=lambda name: uses[name])
    return f'define "{worst}" was expanded {uses[worst]:,} times'


def _depth(span) -> int:
    """How many expansions brought in the text at ``span``."""
    depth = 0
    while span is not None and span.via is not None:
        depth += 1
        span = span.via
    return depth


_PARAMETER = re.compile(r"#(\d+)")


def _argument_text(arguments, match: re.Match) -> str:
    """The text of the k-th argument, for ``#k`` inside a string (nothing when it is missing)."""
    digits = match.group(1)
    index = int(digits) - 1 if len(digits) <= 4 else len(arguments)
    if not 0 <= index < len(arguments) or [t.type for t in arguments[index]] == ["TILDE"]:
        return ""
    return " ".join(t.value for t in arguments[index])


def _take_defines(tokens: list[SourceToken], problems) -> tuple[list[SourceToken], dict[str, Define]]:
    """Take every ``(define "Name" ...)`` out of the tokens: the rest, and the defines by name."""
    defines: dict[str, Define] = {}
    rest: list[SourceToken] = []
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if (token.type == "LPAR" and index + 2 < len(tokens) and tokens[index + 1].value == "define"
                and tokens[index + 1].type == "NAME"):
            end = _closing(tokens, index)
            name_token = tokens[index + 2]
            span = token.span.to(tokens[end - 1].span)
            if name_token.type != "STRING":
                problems.append(Diagnostic.error("a define needs a quoted name", name_token.span,
                                                 hint='write (define "Name" body)'))
            else:
                name = name_token.value[1:-1]
                if name in defines:
                    problems.append(Diagnostic.warning(
                        f'define "{name}" is declared again; this declaration replaces the first', span,
                        notes=[("first declared here", defines[name].span)]))
                defines[name] = Define(name, tuple(tokens[index + 3: end - 1]), span)
            index = end
        else:
            rest.append(token)
            index += 1
    return rest, defines


def _closing(tokens: list[SourceToken], index: int) -> int:
    """The index just past the bracket closing the one at ``index``."""
    depth = 0
    for position in range(index, len(tokens)):
        kind = tokens[position].type
        if kind in ("LPAR", "LBRACE", "LBRACKET"):
            depth += 1
        elif kind in ("RPAR", "RBRACE", "RBRACKET"):
            depth -= 1
            if depth == 0:
                return position + 1
    return len(tokens)


#: The most elements a single range may expand to.
MAX_RANGE = 100_000


def _expand_ranges(tokens: list[SourceToken], problems) -> list[SourceToken]:
    """Replace ``a..b`` by the integers or site labels it covers, counting what each adds first."""
    result: list[SourceToken] = []
    size = sum(len(token.value) + 1 for token in tokens)
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token.type == "DOTS" and result and index + 1 < len(tokens):
            low, high = result.pop(), tokens[index + 1]
            span = low.span.to(high.span)
            try:
                values = _range_values(low, high, span, MAX_EXPANDED_CHARACTERS - size)
            except DiagnosticError as error:
                problems.extend(error.diagnostics)
                return result
            size += sum(len(value) + 1 for _, value in values)
            result.extend(SourceToken(kind, value, span) for kind, value in values)
            index += 2
            continue
        result.append(token)
        index += 1
    return result


def _range_values(low: SourceToken, high: SourceToken, span, room: int) -> list[tuple[str, str]]:
    """The tokens a range stands for; raises DiagnosticError when they would not fit in ``room``
    characters (their number is worked out before any is made)."""
    if low.type == "INT" and high.type == "INT":
        a, b = integer_literal(low.value, low.span), integer_literal(high.value, high.span)
        count = abs(b - a) + 1
        width = max(len(low.value), len(high.value)) + 1
        if count > MAX_RANGE or count * width > room:
            _range_too_large(f"the range {a}..{b}", count, span)
        step = 1 if b >= a else -1
        return [("INT", str(n)) for n in range(a, b + step, step)]
    if low.type == "STRING" and high.type == "STRING":
        first, last = _site_label(low.value[1:-1]), _site_label(high.value[1:-1])
        if first and last:
            (c1, r1), (c2, r2) = first, last
            columns = range(min(c1, c2), max(c1, c2) + 1)
            rows = range(min(r1, r2), max(r1, r2) + 1)
            count = len(columns) * len(rows)
            if count > MAX_RANGE or count * (len(low.value) + len(high.value)) > room:
                _range_too_large(f"the site range {low.value}..{high.value}", count, span)
            return [("STRING", f'"{_column_letters(c)}{r}"') for c in columns for r in rows]
    raise DiagnosticError([Diagnostic.error(
        f"a range joins two integers or two site labels; got {low.value}..{high.value}", span,
        hint='write 1..8 or "A1".."C3"')])


def _range_too_large(what: str, count: int, span) -> None:
    raise DiagnosticError([Diagnostic.error(
        f"{what} has {count:,} values; ranges expand to at most {MAX_RANGE:,} values, and all of a "
        f"description to {MAX_EXPANDED_CHARACTERS:,} characters", span)])


def _site_label(label: str):
    """``"B12"`` -> (column 1, row 12); None if the text is not a site label (at most 3 letters and
    6 digits, enough for the largest board)."""
    letters = label.rstrip("0123456789")
    digits = label[len(letters):]
    if not letters.isalpha() or not letters.isascii() or not digits or len(letters) > 3 or len(digits) > 6:
        return None
    column = 0
    for letter in letters.upper():
        column = column * 26 + (ord(letter) - ord("A") + 1)
    return column - 1, int(digits)


def _column_letters(column: int) -> str:
    letters = ""
    column += 1
    while column:
        column, remainder = divmod(column - 1, 26)
        letters = chr(ord("A") + remainder) + letters
    return letters


@functools.lru_cache(maxsize=1024)
def library_define(library: Library, name: str) -> Define | None:
    """One of the library's standard defines, read and parsed the first time it is used.

    >>> import io, zipfile
    >>> jar = io.BytesIO()
    >>> with zipfile.ZipFile(jar, "w") as archive:
    ...     archive.writestr("def/Win.def", '(define "Win" (result Mover Win))')
    >>> [token.value for token in library_define(Library.open_archive(jar, "demo.jar"), "Win").body]
    ['(', 'result', 'Mover', 'Win', ')']
    """
    found = library.define_text(name)
    if found is None:
        return None
    label, text = found
    file = parse_text(text, label)
    return _take_defines(_tokens_of(file, file.forms), [])[1].get(name)
