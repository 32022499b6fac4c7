"""Benchmarks of the language front end: files and megabytes read per second.

>>> from pathlib import Path
>>> result = bench_parse([Path("examples/tic-tac-toe.lud")], runs=1)
>>> result.files, result.failures
(1, 0)
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import attrs

from ludeme.diagnostics import DiagnosticError


@attrs.frozen
class ParseBench:
    """The median time over several runs to read (and expand, and maybe check) a set of files."""

    files: int
    bytes: int
    seconds: tuple[float, ...]
    failures: int
    checked: bool

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    def report(self) -> str:
        stage = "parse + expand + check" if self.checked else "parse + expand"
        median = self.median
        return (f"{stage}: {self.files} files, {self.bytes / 1e6:.2f} MB, median of {len(self.seconds)} runs "
                f"{median:.3f} s: {self.files / median:,.0f} files/s, {self.bytes / 1e6 / median:.2f} MB/s"
                + (f"; {self.failures} files with errors" if self.failures else ""))


def bench_parse(paths: list[Path], runs: int = 5, check: bool = False) -> ParseBench:
    """Read every file ``runs`` times; the texts are loaded first so disk time is not counted."""
    from ludeme.checker import check as check_expansion
    from ludeme.expansion import expand
    from ludeme.parser import parse_text, read_description_file

    texts = [(str(path), read_description_file(path)) for path in paths]
    seconds, failures = [], 0
    for _ in range(max(1, runs)):
        failures = 0
        start = time.perf_counter()
        for name, text in texts:
            try:
                expansion = expand(parse_text(text, name))
                if check and not check_expansion(expansion).ok:
                    failures += 1
            except DiagnosticError:
                failures += 1
        seconds.append(time.perf_counter() - start)
    size = sum(len(text.encode("utf-8")) for _, text in texts)
    return ParseBench(len(texts), size, tuple(seconds), failures, check)
