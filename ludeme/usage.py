"""Which ludemes of the catalogue descriptions use, under every option item.

``ludeme catalogue --used-by FILE...`` prints each ludeme with the descriptions that use
it, so a ludeme written for one description alone stands out.

>>> used = ludemes_used("examples/tic-tac-toe.lud")
>>> "(move Add [<who=roleType>] <to> [stack:<boolean>] [<then>])" in used, "(sites Empty)" in used
(True, True)
"""

from __future__ import annotations

from pathlib import Path

from ludeme.checker import Bound
from ludeme.files import read_description


def option_selections(path: str | Path, chosen: list[str] | tuple[str, ...] = (),
                      ruleset: str | None = None) -> list[list[str]]:
    """The choices of options that visit every option item of a description once: those given,
    then each item of every other heading alone (the other headings at their defaults)."""
    chosen = list(chosen)
    expansion = read_description(path, chosen, ruleset, syntax_only=True).expansion
    if expansion is None:
        return [chosen]
    given = {text.partition("/")[0] for text in chosen}
    return [chosen] + [chosen + [f"{option.heading}/{item.name}"] for option in expansion.options
                       if option.heading not in given for item in option.items]


def ludemes_used(path: str | Path) -> set[str]:
    """The signatures of the catalogue entries a description applies, under any option item."""
    used: set[str] = set()
    for options in option_selections(path):
        game = read_description(path, options).game
        stack: list[object] = [game] if game is not None else []
        while stack:
            value = stack.pop()
            if isinstance(value, Bound):
                used.add(value.ludeme.signature)
                stack.extend(value.arguments.values())
            elif isinstance(value, tuple):
                stack.extend(value)
    return used


def usage(paths: list[str]) -> dict[str, list[str]]:
    """For each signature used by any of the descriptions, the descriptions that use it."""
    found: dict[str, list[str]] = {}
    for path in paths:
        for signature in ludemes_used(path):
            found.setdefault(signature, []).append(path)
    return found
