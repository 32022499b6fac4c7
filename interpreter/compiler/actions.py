"""Named decisions and counted loops: ``(move Action "name" [value])`` is a decision with no
site, written as its name (``name:value`` with a value, which ``(value)`` gives inside its
consequences); ``(forEach Value min:a max:b <moves>)`` makes moves for each integer from a to b,
with ``(value)`` the integer in question; ``(forEach <sites> if:...)`` is the sites of a region
that meet a condition, with ``(site)`` the site tested (Ludii's region ``forEach``).

The compile rules of these ludemes are in their families (:mod:`interpreter.compiler.families`);
this module holds the tables and functions they share.
"""

from __future__ import annotations


_values: dict[int, int] = {}  # (value) of each state while a rule looks at it
