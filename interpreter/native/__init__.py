"""The native backend: a game's lowered rules (:mod:`interpreter.lowering`) run as machine code.

Numba compiles the kernels in :mod:`interpreter.native.kernels` (legal moves, apply, undo, end
tests, whole random playouts, perft) over the program's flat int32 tables and a state held in
flat arrays (:mod:`interpreter.native.state`). Compiled code is kept on disk only in a private
folder of the user (:mod:`interpreter.native.cache`).
"""
