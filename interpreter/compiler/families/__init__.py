"""Compile rules, one module per family of ludemes, named as the catalogue's families
(:mod:`ludeme.catalogue.families`): a ludeme's catalogue row in ``ludeme/catalogue/families/X.py``
has its compile rule in ``interpreter/compiler/families/X.py``."""

from interpreter.compiler.families import (booleans, directions, end, game, intArray, ints,  # noqa: F401
                                           meta, moves, range, region, start)
