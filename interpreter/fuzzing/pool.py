"""A pool of fuzz workers, each a process under a memory limit, watched for hangs.

Cases go to idle workers; a worker that spends more than ``timeout`` seconds of processor
time on a case (or ten times that on the clock, when the system cannot say) is killed and
the case counted as a hang; a worker that dies (a crash, or after a ``MemoryError``) is
replaced. Every result carries the case it answers. Processor time, not the clock, is what
counts, so a busy shared machine does not turn slow cases into hangs.

>>> with Pool(workers=1) as pool:
...     [result["outcome"] for result in pool.run([{"kind": "description", "text": "(game"}])]
['refused']
"""

from __future__ import annotations

import json
import os
import selectors
import subprocess
import sys
import time
from collections import deque
from collections.abc import Iterable, Iterator, Sequence

#: The address space each worker may use (its resident memory is always below it).
MEMORY_BYTES = 1 << 30
#: A case that takes more processor time than this is a hang.
TIMEOUT_SECONDS = 10.0
#: A case that takes this many times the timeout on the clock is a hang, however busy the machine.
CLOCK_FACTOR = 10
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _cpu_seconds(pid: int) -> float | None:
    """The processor time a process has used so far, or None where the system does not say."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / _TICKS  # utime and stime
    except (OSError, IndexError, ValueError):
        return None


class _Worker:
    def __init__(self, memory: int, nice: int, donors: list[str]):
        command = [sys.executable, "-m", "interpreter.fuzzing.worker", str(memory), json.dumps(donors)]
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            preexec_fn=(lambda: os.nice(nice)) if nice else None)
        stdin, stdout = self.process.stdin, self.process.stdout
        assert stdin is not None and stdout is not None  # both are pipes
        self.stdin, self.stdout = stdin, stdout
        self.case: dict | None = None
        self.started = 0.0
        self.cpu_started: float | None = None

    def send(self, case: dict) -> None:
        self.case, self.started = case, time.monotonic()
        self.cpu_started = _cpu_seconds(self.process.pid)
        self.stdin.write(json.dumps(case) + "\n")
        self.stdin.flush()

    def hung(self, timeout: float) -> str | None:
        """Why the case in hand is a hang, or None while it may still be working."""
        clock = time.monotonic() - self.started
        if clock <= timeout:
            return None
        now = _cpu_seconds(self.process.pid)
        if now is not None and self.cpu_started is not None:
            if now - self.cpu_started > timeout:
                return f"more than {timeout:g} s of processor time"
            if clock <= timeout * CLOCK_FACTOR:
                return None
        return f"no answer within {clock:.0f} s"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        for stream in (self.stdin, self.stdout):
            try:
                stream.close()
            except OSError:
                pass


class Pool:
    """``workers`` processes answering cases; use as a context manager. ``donors`` are the files
    whose names and forms mutants borrow."""

    def __init__(self, workers: int = 2, timeout: float = TIMEOUT_SECONDS, memory: int = MEMORY_BYTES,
                 nice: int = 0, donors: Sequence[str] = ()):
        self.size, self.timeout, self.memory, self.nice = workers, timeout, memory, nice
        self.donors = list(donors)
        self.selector = selectors.DefaultSelector()
        self.workers: list[_Worker] = []
        self.restarts = 0

    def __enter__(self) -> Pool:
        for _ in range(self.size):
            self._start()
        return self

    def __exit__(self, *exc) -> None:
        for worker in list(self.workers):
            self._retire(worker)

    def _start(self) -> _Worker:
        worker = _Worker(self.memory, self.nice, self.donors)
        worker.stdout.readline()  # "ready": imports are not counted in a case's time
        self.workers.append(worker)
        self.selector.register(worker.stdout, selectors.EVENT_READ, worker)
        return worker

    def _retire(self, worker: _Worker) -> None:
        self.selector.unregister(worker.stdout)
        self.workers.remove(worker)
        worker.stop()

    def _replace(self, worker: _Worker) -> None:
        self._retire(worker)
        self.restarts += 1
        self._start()

    def run(self, cases: Iterable[dict]) -> Iterator[dict]:
        """Each case's result (in the order they finish), with the case under ``"case"``."""
        waiting: deque[dict] = deque()
        source = iter(cases)
        exhausted = False
        while True:
            for worker in self.workers:
                if worker.case is None and not exhausted:
                    case = waiting.popleft() if waiting else next(source, None)
                    if case is None:
                        exhausted = True
                        break
                    try:
                        worker.send(case)
                    except BrokenPipeError:
                        waiting.append(case)
                        self._replace(worker)
                        break
            busy = [w for w in self.workers if w.case is not None]
            if not busy:
                return
            now = time.monotonic()
            wait = min(w.started + self.timeout for w in busy) - now
            if wait <= 0:  # a case past its time on the clock: look at its processor time each second
                wait = min(1.0, self.timeout)  # (or sooner, for a timeout shorter than that)
            for key, _ in self.selector.select(wait):
                worker = key.data
                line = worker.stdout.readline()
                case, worker.case = worker.case, None
                if case is None:
                    continue
                if line:
                    result = json.loads(line)
                else:
                    result = {"outcome": "failed", "signature": f"crash (exit {worker.process.wait()})",
                              "seconds": time.monotonic() - worker.started, "peak_kb": 0}
                result["case"] = case
                yield result
                if not line or result.get("signature", "").startswith("MemoryError"):
                    self._replace(worker)
            for worker in [w for w in self.workers if w.case is not None]:
                reason = worker.hung(self.timeout)
                if reason is None:
                    continue
                case, seconds = worker.case, time.monotonic() - worker.started
                worker.case = None
                self._replace(worker)
                yield {"outcome": "failed", "signature": "hang", "seconds": seconds, "peak_kb": 0, "case": case,
                       "detail": reason}
