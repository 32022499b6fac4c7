"""Integer arrays: functions whose value is a list of integers.

Ludii's packages: ``game.functions.intArray``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(values Remembered <name=string>)", "intArray",
     "The integers a named multiset remembers, each as many times as it is held, in increasing order.",
     '(values Remembered "Dice")'),
]
