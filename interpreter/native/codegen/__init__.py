"""The generated backend: each game's rules written as Python source for Numba, then run as machine code.

Where the table kernels (:mod:`interpreter.native.kernels`) run a few shapes of game from tables, the
generator writes a module for each game (:mod:`~interpreter.native.codegen.module`), ludeme by
ludeme (:mod:`~interpreter.native.codegen.emitter` and its families), so any composition of the
ludemes it covers runs natively: conditions, regions, groups, scores, variables, consequences,
hypothetical moves, moves again. :class:`~interpreter.native.codegen.game.GeneratedGame` plays it.
"""
