"""Fuzzing: mutated descriptions and saves run through the engine under time and memory limits.

- :mod:`interpreter.fuzzing.mutations`: grammar-aware mutations of descriptions, and of saves;
- :mod:`interpreter.fuzzing.cases`: what one case does (parse, check, fmt, compile, play; load a save);
- :mod:`interpreter.fuzzing.worker`: a process that runs cases under a memory limit;
- :mod:`interpreter.fuzzing.pool`: workers watched for hangs and crashes.

The test suite runs a short hypothesis-driven version (``tests/fuzz``); ``benchmarks/fuzz.py``
runs the long campaign and reports the failures by signature.
"""
