"""The evaluation context: every name a ludeme binds for the ludemes inside it, and reads.

A ludeme such as ``(forEach Value min:1 max:3 <moves>)`` binds a name, ``(value)``, for the
ludemes inside it; ``(value)`` reads it. While a rule is worked out, each name's value is
kept on the state, in the attribute given here (a slot of :class:`~interpreter.state.State`),
so compiled closures take the state alone and a reader is one attribute look-up. A binder
sets the attribute for each value in turn and puts the old value back afterwards
(:func:`each`), so binders nest and the same name may be bound again inside.

======= =========== ================================================================ ==========
name    attribute   bound by                                                          unbound
======= =========== ================================================================ ==========
to      var_to      the ``if:`` of (to ...), (sites Around ...), (sites Group ...),      -1
                    (forEach Group ...) and other tests of candidate sites
from    var_from    the ``if:`` of (from ...)                                          -1
site    var_site    (forEach Site ...), (forEach <sites> if:...)                        -1
sites   var_sites   (forEach Group ...), the areas of (sites Area ...),                 ()
                    (min Areas ...), (max Areas ...), the rings of (count Rings ...)
value   var_value   (forEach Value ...), the consequences of (move Action "a" n)         0
player  var_player  (forEach Player ...)                                                 0
between var_between movement ludemes that jump over a site (Ludii's (move Hop ...))     -1
level   var_level   movement ludemes on stacks (Ludii's ``level:``)                      0
count   var_count   loops that count (Ludii's (count) inside (forEach ... count:))       0
======= =========== ================================================================ ==========

A ludeme that binds names declares them where its compile rule is registered
(``@rule(..., binds={"moves": ("value",)})``: the parameter whose ludemes see the name),
and a ludeme that reads one declares it too (``reads=("value",)``); the compiler derives
from these what a remembered region reads (:func:`interpreter.compiler.free_context`), so its
answers are kept apart by exactly the names it reads.

A movement ludeme that binds ``(from)``, ``(to)`` and ``(between)`` (Ludii's ``Step``,
``Slide`` and ``Hop``) does the same: it declares ``binds={"if": ("from", "to", "between")}``
(or whichever parameters see them), sets ``state.var_from``, ``state.var_to`` and
``state.var_between`` while it tests each candidate (with :func:`each`, or by hand in a hot
loop, saving and restoring the old values), and reads nothing else of the context.

>>> [name.name for name in NAMES.values()][:4]
['to', 'from', 'site', 'sites']
>>> NAMES["value"].attribute, NAMES["value"].unbound
('var_value', 0)
"""

from __future__ import annotations

from operator import attrgetter
from typing import Callable, Iterable, NamedTuple


class ContextName(NamedTuple):
    """A name of the evaluation context: as written in ``(name)``, its state attribute, and its
    value where nothing binds it."""

    name: str
    attribute: str
    unbound: object


NAMES: dict[str, ContextName] = {name: ContextName(name, f"var_{name}", unbound) for name, unbound in (
    ("to", -1), ("from", -1), ("site", -1), ("sites", ()), ("value", 0), ("player", 0),
    ("between", -1), ("level", 0), ("count", 0))}

#: The state attributes of the context, in the order of :data:`NAMES`.
ATTRIBUTES: tuple[str, ...] = tuple(name.attribute for name in NAMES.values())
#: Every name's value where nothing binds it, in the order of :data:`ATTRIBUTES`.
UNBOUND = tuple(name.unbound for name in NAMES.values())
#: ``bindings(state)``: every name's value now, in one call made in C.
bindings = attrgetter(*ATTRIBUTES)


def clear(state) -> tuple:
    """Unbind every name (for a question asked afresh, such as whether another player could
    move); returns what was bound, for :func:`restore`. Callers on a hot path first compare
    ``bindings(state)`` with :data:`UNBOUND`: at the top of a turn nothing is bound."""
    saved = bindings(state)
    for attribute, unbound in zip(ATTRIBUTES, UNBOUND):
        setattr(state, attribute, unbound)
    return saved


def restore(state, saved: tuple) -> None:
    """Bind every name again as :func:`clear` found it."""
    for attribute, value in zip(ATTRIBUTES, saved):
        setattr(state, attribute, value)


def each(state, name: str, values: Iterable, work: Callable) -> list:
    """``work(state)`` for each value bound to a name in turn, its lists joined; the name's old
    value is put back afterwards, also when ``work`` raises.

    >>> class Probe: var_value = 0
    >>> probe = Probe()
    >>> each(probe, "value", range(1, 4), lambda state: [state.var_value * 10]), probe.var_value
    ([10, 20, 30], 0)
    """
    attribute = NAMES[name].attribute
    saved = getattr(state, attribute)
    found: list = []
    try:
        for value in values:
            setattr(state, attribute, value)
            found += work(state)
    finally:
        setattr(state, attribute, saved)
    return found
