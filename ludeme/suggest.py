"""Did-you-mean hints: the nearest known name to a misspelled one.

>>> did_you_mean("sities", ["sites", "site", "size"])
"did you mean 'sites'?"
>>> did_you_mean("xyz", ["sites"])
''
"""

from __future__ import annotations

import difflib


def nearest(name: str, known, limit: int = 3) -> list[str]:
    """The known names closest to ``name``, best first (case is ignored when comparing)."""
    by_lower: dict[str, str] = {}
    for candidate in known:
        by_lower.setdefault(candidate.lower(), candidate)
    matches = difflib.get_close_matches(name.lower(), list(by_lower), n=limit, cutoff=0.6)
    return [by_lower[m] for m in matches]


def did_you_mean(name: str, known, limit: int = 1) -> str:
    """``"did you mean 'x'?"`` for the nearest names, or ``''`` when none is near."""
    found = nearest(name, known, limit)
    if not found:
        return ""
    return "did you mean " + " or ".join(f"'{n}'" for n in found) + "?"
