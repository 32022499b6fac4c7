"""The parser never loads a grammar cache: a pickle planted where Lark keeps its cache
(the shared temp folder) is never unpickled, and checking writes nothing there."""

import os
import subprocess
import sys
from pathlib import Path

from lark import Lark

from ludeme.parser import _CALLBACKS, GRAMMAR, _TreeBuilder

ROOT = Path(__file__).resolve().parents[2]

HOSTILE = """
import os, pickle
class Planted:
    def __reduce__(self):
        return (os.mkdir, ({sentinel!r},))
payload = pickle.dumps(Planted())
"""


def _plant_hostile_caches(temp: Path, sentinel: Path) -> list[Path]:
    """Make Lark write its cache files into `temp` as a cached build would, then replace
    each with a pickle that creates `sentinel` when it is loaded."""
    before = set(temp.iterdir())
    previous = os.environ.get("TMPDIR")
    os.environ["TMPDIR"] = str(temp)
    try:
        import tempfile

        tempfile.tempdir = None
        Lark.open(str(GRAMMAR), parser="lalr", lexer="contextual", start="file",
                  transformer=_TreeBuilder(), lexer_callbacks=_CALLBACKS, cache=True)
    finally:
        if previous is None:
            del os.environ["TMPDIR"]
        else:
            os.environ["TMPDIR"] = previous
        tempfile.tempdir = None
    planted = sorted(set(temp.iterdir()) - before)
    namespace: dict = {}
    exec(HOSTILE.format(sentinel=str(sentinel)), namespace)
    for path in planted:  # Lark's cache: a line with the grammar's hash, then pickles
        first_line = path.read_bytes().split(b"\n", 1)[0]
        path.write_bytes(first_line + b"\n" + namespace["payload"])
    return planted


def test_a_planted_grammar_cache_is_never_loaded(tmp_path):
    temp = tmp_path / "shared-tmp"
    temp.mkdir()
    sentinel = tmp_path / "the-planted-pickle-ran"
    planted = _plant_hostile_caches(temp, sentinel)
    assert planted, "Lark wrote no cache file, so the test would prove nothing"
    files_before = sorted(temp.iterdir())

    env = {**os.environ, "TMPDIR": str(temp)}
    result = subprocess.run(
        [sys.executable, "-c", "import sys; from ludeme.cli import main; sys.exit(main())", "check", str(ROOT / "examples" / "tic-tac-toe.lud")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )

    assert result.returncode == 0, result.stderr
    assert not sentinel.exists(), "the planted pickle was loaded and ran"
    assert sorted(temp.iterdir()) == files_before, "checking wrote into the shared temp folder"
