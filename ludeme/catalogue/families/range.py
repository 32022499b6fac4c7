"""Ranges: two integers bounding the values between them.

Ludii's packages: ``game.functions.range``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(range <min=int> [<max=int>])", "range",
     "The integers from min to max, both included (max is min when not given).", "(range 1 6)"),
    ("(exact <value=int>)", "range", "The one integer given, as a range (a distance of exactly that many sites).",
     "(exact 3)"),
]
