"""Ludii's library, read where the user keeps it: its standard defines and its games.

Ludii ships its standard defines (``def/**/*.def``) and its games (``lud/**/*.lud``) in a
folder of its source tree and inside its jar. A user names either with the environment
variable ``LUDEME_LUDII`` or the command-line option ``--ludii PATH``; descriptions may then
use Ludii's defines without declaring them, and commands find a game by its name. The
project's own descriptions need no library.

>>> import zipfile, io
>>> jar = io.BytesIO()
>>> with zipfile.ZipFile(jar, "w") as archive:
...     archive.writestr("def/Three.def", '(define "Three" 3)')
...     archive.writestr("lud/board/Demo Game.lud", '(game "Demo Game")')
>>> library = Library.open_archive(jar, "demo.jar")
>>> library.define_text("Three")
('demo.jar!/def/Three.def', '(define "Three" 3)')
>>> library.find_game("demo game")
'lud/board/Demo Game.lud'
"""

from __future__ import annotations

import functools
import os
import re
import zipfile
from pathlib import Path
from typing import IO

from ludeme.errors import LudemeError
from ludeme.textfiles import FileRefused, decode_text, read_text_file

ENVIRONMENT_VARIABLE = "LUDEME_LUDII"

#: How to name a library, for messages.
HOW_TO_NAME = (f"name a Ludii library with --ludii PATH or the environment variable {ENVIRONMENT_VARIABLE} "
               "(a folder holding def/ and lud/, or Ludii's jar)")

#: Folders of the library whose games are found by name before the others (Ludii's released games).
_RELEASED = ("board", "experimental", "puzzle", "math", "reconstruction/done", "wishlist", "WishlistDLP",
             "subgame", "dominoes", "simulation")

_DEFINE_NAME = re.compile(r'\(\s*define\s+"([^"]+)"')

#: The largest file of a library read: Ludii's largest is 484 KB.
MAX_LIBRARY_FILE_BYTES = 1_000_000


class LibraryError(LudemeError, ValueError):
    """A library that cannot be read, or a game name it does not hold."""


class Library:
    """The defines and games of a Ludii library (a folder or a jar); read lazily, never written."""

    def __init__(self, name: str, members: dict[str, object], read):
        self.name = name
        self._members = members  # path inside the library ("def/x/Y.def") -> handle for ``read``
        self._read = read
        self._define_paths: dict[str, str] | None = None

    @classmethod
    def open(cls, location: str | os.PathLike) -> Library:
        """The library at a folder holding ``def/`` and ``lud/``, or in Ludii's jar."""
        path = Path(location).expanduser()
        if path.is_dir():
            return cls.open_folder(path)
        if path.is_file():
            try:
                return cls.open_archive(path, str(path))
            except (zipfile.BadZipFile, OSError) as error:
                raise LibraryError(f"{path}: not a folder or a jar ({error})") from None
        raise LibraryError(f"{path}: no such folder or jar")

    @classmethod
    def open_folder(cls, folder: Path) -> Library:
        if not (folder / "def").is_dir() and not (folder / "lud").is_dir():
            raise LibraryError(f"{folder}: holds neither def/ nor lud/, so it is not a Ludii library")
        members: dict[str, object] = {}
        for kind, suffix in (("def", ".def"), ("lud", ".lud")):
            for file in sorted((folder / kind).rglob(f"*{suffix}")):
                members[file.relative_to(folder).as_posix()] = file
        return cls(str(folder), members, lambda file: read_text_file(file, MAX_LIBRARY_FILE_BYTES))

    @classmethod
    def open_archive(cls, file: str | Path | IO[bytes], name: str) -> Library:
        """A jar (a zip archive) holding ``def/`` and ``lud/`` at its root or under one folder."""
        archive = zipfile.ZipFile(file)
        members: dict[str, object] = {}
        for info in archive.infolist():
            parts = info.filename.split("/")
            for kind, suffix in (("def", ".def"), ("lud", ".lud")):
                if kind in parts[:-1] and info.filename.endswith(suffix) and not info.is_dir():
                    inside = "/".join(parts[parts.index(kind):])
                    members.setdefault(inside, info)
        if not members:
            raise LibraryError(f"{name}: holds no def/*.def or lud/*.lud, so it is not a Ludii library")
        def read(info: zipfile.ZipInfo) -> str:
            if info.file_size > MAX_LIBRARY_FILE_BYTES:
                raise FileRefused(f"{name}!/{info.filename}: {info.file_size:,} bytes; the limit is "
                                  f"{MAX_LIBRARY_FILE_BYTES:,} bytes")
            with archive.open(info) as member:  # read no more than the limit, whatever the header says
                data = member.read(MAX_LIBRARY_FILE_BYTES + 1)
            if len(data) > MAX_LIBRARY_FILE_BYTES:
                raise FileRefused(f"{name}!/{info.filename}: more than {MAX_LIBRARY_FILE_BYTES:,} bytes")
            return decode_text(data, f"{name}!/{info.filename}")

        return cls(name, members, read)

    def read(self, path: str) -> str:
        """The text of a file of the library, by its path inside it (``lud/board/.../Hex.lud``)."""
        member = self._members.get(path)
        if member is None:
            raise LibraryError(f"{self.name}: holds no {path}")
        try:
            return self._read(member)
        except (OSError, zipfile.BadZipFile, FileRefused) as error:
            raise LibraryError(f"{self.name}: cannot read {path}: {error}") from None

    def label(self, path: str) -> str:
        """How a file of the library is named in messages: ``/x/ludii/lud/...`` or ``Ludii.jar!/lud/...``."""
        member = self._members[path]
        return str(member) if isinstance(member, Path) else f"{self.name}!/{path}"

    # Defines -----------------------------------------------------------------------------------

    def define_names(self) -> list[str]:
        return list(self._defines())

    def define_text(self, name: str) -> tuple[str, str] | None:
        """The label and text of the file declaring define ``name``, or None."""
        path = self._defines().get(name)
        return None if path is None else (self.label(path), self.read(path))

    def _defines(self) -> dict[str, str]:
        """Define name -> file, from the name each file declares (as Ludii keys them), not its file name."""
        if self._define_paths is None:
            self._define_paths = {}
            for path in self._members:
                if path.startswith("def/"):
                    for name in _DEFINE_NAME.findall(self.read(path)):
                        self._define_paths.setdefault(name, path)
        return self._define_paths

    # Games -------------------------------------------------------------------------------------

    def games(self) -> list[str]:
        """Every game file's path inside the library, released folders first."""
        paths = [p for p in self._members if p.startswith("lud/")]
        return sorted(paths, key=lambda p: (not _is_released(p), p))

    def find_game(self, name: str) -> str:
        """The path of the game named ``name`` (its file name without ``.lud``, any case).

        Ludii names a game by its file; a released game is chosen before a test or work in
        progress of the same name. A name that matches nothing gets the nearest names.
        """
        wanted = name.removesuffix(".lud").casefold()
        found = [p for p in self.games() if _stem(p).casefold() == wanted]
        if found:
            return found[0]
        from ludeme.suggest import did_you_mean

        hint = did_you_mean(name, sorted({_stem(p) for p in self.games()}))
        raise LibraryError(f"{self.name}: no game named {name!r}" + (f"; {hint}" if hint else ""))


def _stem(path: str) -> str:
    return path.rsplit("/", 1)[-1].removesuffix(".lud")


def _is_released(path: str) -> bool:
    return any(path.startswith(f"lud/{folder}/") for folder in _RELEASED)


def configured_location() -> str | None:
    """The library the user names: ``LUDEME_LUDII``, which ``--ludii`` sets (None when unset)."""
    return os.environ.get(ENVIRONMENT_VARIABLE) or None


def current_library() -> Library | None:
    """The library named by ``LUDEME_LUDII``, opened once per location; None when none is named."""
    location = configured_location()
    return None if location is None else _opened(location)


@functools.lru_cache(maxsize=4)
def _opened(location: str) -> Library:
    return Library.open(location)


def locate(path_or_name: str | os.PathLike) -> tuple[str, str]:
    """The label and text of a description: a file, or a game of the library found by name.

    A path that names an existing file is read; otherwise, when the text is a bare name
    (no folder, no ``.lud``) and a library is named, the game is looked up in it.

    >>> locate("examples/tic-tac-toe.lud")[0]
    'examples/tic-tac-toe.lud'
    """
    path = Path(path_or_name)
    text = str(path_or_name)
    if path.exists() or path.suffix == ".lud" or os.sep in text or "/" in text:
        from ludeme.parser import read_description_file  # the reader with its limits (DiagnosticError)

        return text, read_description_file(path)
    library = current_library()
    if library is None:
        raise LibraryError(f"{text}: no such file; to find a game by name in Ludii's library, {HOW_TO_NAME}")
    found = library.find_game(text)
    return library.label(found), library.read(found)
