"""The games that come with ludeme: the descriptions and the examples, by name.

The files live at the top of the repository (``descriptions/``, ``examples/``); this package
reaches them through links, so the wheel carries them and an installed ludeme has its games.

>>> "sprout" in games() and "tic-tac-toe" in games()
True
>>> path_of("sprout").name
'sprout.lud'
>>> resolve("examples/hex.lud")  # a path stays a path
PosixPath('examples/hex.lud')
"""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).parent
_FOLDERS = ("descriptions", "examples")


def games() -> list[str]:
    """The names of the packaged games (a file's name without ``.lud``), sorted."""
    return sorted(_files())


def path_of(name: str) -> Path:
    """The file of a packaged game; KeyError naming the games when there is none so named."""
    files = _files()
    if name not in files:
        raise KeyError(f"no game is named {name!r}; games: {', '.join(sorted(files))}")
    return files[name]


def resolve(path: str | Path) -> Path:
    """The file a command or ``ludeme.load`` reads: ``path`` itself when it exists or looks like a path,
    else the packaged game of that name (``"sprout"``)."""
    candidate = Path(path)
    if candidate.exists() or candidate.suffix or len(candidate.parts) != 1:
        return candidate
    return _files().get(str(path), candidate)


def _files() -> dict[str, Path]:
    return {file.stem: file for folder in _FOLDERS for file in sorted((_HERE / folder).glob("*.lud"))}
