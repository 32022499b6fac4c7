"""A fuzz worker: a process that runs cases read from its input under a memory limit.

Each line in is a JSON case:

- ``{"kind": "description", "text": ..., "seed": ...}``: a description;
- ``{"kind": "mutant", "path": ..., "seed": ...}``: the file at ``path`` mutated with the
  seed (the worker makes the mutant, so the parent does no parsing);
- ``{"kind": "save", "description": ..., "save": ...}``: a save loaded into a game;
- ``{"kind": "position", "description": ..., "position": ..., "seed": ...}``: the position
  (JSON text) mutated with the seed, then set up in the game from a file;
- ``{"kind": "request", "seed": ...}``: a run of web requests made from the seed.

Each line out is its result: the outcome (``ok``, ``refused``, ``failed``), for a failure
its signature, traceback and (for a mutant) its text, and the peak memory of the process
so far. The process limits its own address space first, so a runaway allocation ends in
``MemoryError`` (reported as a failure) and never takes the machine; the parent kills it
when a case hangs.
"""

from __future__ import annotations

import functools
import json
import random
import resource
import sys
import time
import traceback
from pathlib import Path

from interpreter.fuzzing.cases import game_of, position_words, run_description, run_position, run_save
from interpreter.fuzzing.mutations import Donors, mutate, mutate_position

#: The files whose names and forms mutants borrow (set from the command line).
DONOR_PATHS: list[str] = []


@functools.lru_cache(maxsize=256)
def _text_of(path: str) -> str:
    return Path(path).read_text(encoding="utf-8", errors="replace")


@functools.cache
def _donors() -> Donors:
    return Donors.of([_text_of(path) for path in DONOR_PATHS])


def signature(error: BaseException) -> str:
    """The kind of a failure and where it was raised, without the values that vary.

    >>> from ludeme.source import Source
    >>> try:
    ...     Source("x", "").line_text(5)
    ... except IndexError as error:
    ...     signature(error)
    'IndexError at ludeme/source.py:line_text'
    """
    if error.__cause__ is not None and type(error).__name__ == "RuleError":  # where the rule failed
        return f"RuleError from {signature(error.__cause__)}"
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if "/interpreter/" in f.filename or "/ludeme/" in f.filename] or frames
    where = ""
    if ours:
        frame = ours[-1]
        path = frame.filename.replace("\\", "/")
        for package in ("/interpreter/", "/ludeme/"):
            if package in path:
                path = package[1:] + path.split(package, 1)[1]
                break
        where = f" at {path}:{frame.name}"
    return f"{type(error).__name__}{where}"


def run_case(case: dict) -> dict:
    """One case's result, as plain data."""
    start, cpu = time.perf_counter(), time.process_time()
    text = None
    try:
        if case["kind"] == "mutant":
            text = mutate(_text_of(case["path"]), random.Random(case["seed"]), _donors())
            start, cpu = time.perf_counter(), time.process_time()
            outcome = run_description(text, case["seed"])
        elif case["kind"] == "description":
            outcome = run_description(case["text"], case.get("seed", 0))
        elif case["kind"] == "position":
            words = position_words(game_of(case["description"]))
            text = mutate_position(case["position"], random.Random(case["seed"]), words)
            start, cpu = time.perf_counter(), time.process_time()
            outcome = run_position(case["description"], text, case["seed"])
        elif case["kind"] == "request":
            from interpreter.fuzzing.requests import run_requests  # the web framework, only where it is fuzzed

            outcome = run_requests(case["seed"])
        else:
            outcome = run_save(case["description"], case["save"].encode("utf-8", "surrogateescape"))
        result: dict[str, object] = {"outcome": outcome}
    except MemoryError as error:
        result = {"outcome": "failed", "signature": "MemoryError" + signature(error)[11:],
                  "detail": "ran past the memory limit"}
    except (Exception, RecursionError) as error:  # a traceback: what the fuzzer looks for
        result = {"outcome": "failed", "signature": signature(error),
                  "detail": "".join(traceback.format_exception(error, limit=-8))[-3000:]}
    if result["outcome"] == "failed" and text is not None:
        result["text"] = text
    result["seconds"] = time.perf_counter() - start
    result["cpu_seconds"] = time.process_time() - cpu
    result["peak_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return result


def main() -> None:
    """Limit memory to the bytes given as the first argument, then answer cases line by line
    (the second argument, if any, is a JSON list of the files mutants borrow from)."""
    limit = int(sys.argv[1])
    if len(sys.argv) > 2:
        DONOR_PATHS[:] = json.loads(sys.argv[2])
    _donors()  # read before the first case, whose time it would count against
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    print("ready", flush=True)
    for line in sys.stdin:
        result = run_case(json.loads(line))
        sys.stdout.write(json.dumps(result) + "\n")
        sys.stdout.flush()
        if result.get("signature", "").startswith("MemoryError"):
            return  # what is left of the heap is not to be trusted: the pool starts another


if __name__ == "__main__":
    main()
