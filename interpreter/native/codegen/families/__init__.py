"""The emitters, one module per family of ludemes, as the reference's compile rules are grouped
(:mod:`interpreter.compiler.families`); importing this package registers them all."""

from interpreter.native.codegen.families import areas, booleans, end, ints, lines, moves, region, start  # noqa: F401
