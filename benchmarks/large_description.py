"""Write a large, valid description (about 500 KB) for timing `ludeme check`.

Usage: python benchmarks/large_description.py OUT.lud [--kilobytes 500]

The text is shaped like the largest files of Ludii's library: hundreds of defines
with parameters (some using others), options with several items, long metadata
strings, and a game whose rules use every define.
"""

from __future__ import annotations

import argparse

DEFINE = """
// Placement rule number {n}: its own region and its own condition.
(define "Place{n}"
    (if (and (is Empty #1) (or (is In #1 (sites {{{a} {b} {c}}})) ("Near{n}" #1)))
        (move Add (to #1 if:(not (is In (to) (union {{(sites Row {r}) (sites Column {r})}})))))
        (move Pass)
    )
)
(define "Near{n}" (is In #1 (sites Around (last To) Orthogonal if:(is Empty (to)))))
"""

OPTION = """
(option "Variant {n}" <V{n}> args:{{<size> <rule>}} {{
    (item "Small {n}" <3> <(move Pass)> "A small variant, number {n}, for testing the reader.")
    (item "Large {n}" <9> <(move Add (to (sites Empty)))> "A large variant, number {n}.")**
}})
"""


def large_description(kilobytes: int = 500) -> str:
    defines, options, uses = [], [], []
    n = 0
    while sum(map(len, defines)) + sum(map(len, options)) < kilobytes * 1000 * 0.9:
        defines.append(DEFINE.format(n=n, a=n % 9, b=(n + 3) % 9, c=(n + 6) % 9, r=n % 3))
        if n % 10 == 0:
            options.append(OPTION.format(n=n))
        uses.append(f'("Place{n}" {n % 9})')
        n += 1
    game = ('(game "Large"\n    (players 2)\n    (equipment {(board (square 9)) (piece "Disc" Each)})\n'
            '    (rules\n        (play (or {\n            ' + "\n            ".join(uses) + "\n        }))\n"
            "        (end (if (is Line 3) (result Mover Win)))\n    )\n)\n")
    metadata = '(metadata (info {(description "' + "A long description. " * 200 + '")}))\n'
    return "".join(defines) + game + "".join(options) + metadata


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--kilobytes", type=int, default=500)
    args = parser.parse_args()
    with open(args.out, "w", encoding="utf-8") as out:
        out.write(large_description(args.kilobytes))


if __name__ == "__main__":
    main()
