"""Where compiled native code is kept between runs: a private folder of the user, or nowhere.

Numba's cache is made of pickles, and loading a pickle runs whatever it names: a cache in a
folder that others can write to lets them run code as the user. So compiled code is kept only
in ``$XDG_CACHE_HOME/ludeme/native`` (``~/.cache/ludeme/native`` when unset), created with mode
0700, and used only when that folder and ``ludeme`` above it are real folders (not links),
owned by the user, with no write permission for group or others. Otherwise nothing is cached
and every load compiles again (:func:`private_folder` says why).

>>> import os, stat, tempfile
>>> home = tempfile.mkdtemp()
>>> folder, problem = private_folder({"XDG_CACHE_HOME": home})
>>> problem is None and stat.S_IMODE(os.stat(folder).st_mode) == 0o700
True
>>> os.chmod(folder, 0o777)
>>> private_folder({"XDG_CACHE_HOME": home})[1].endswith("is writable by others")
True
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Mapping


def _default_root(environ: Mapping[str, str]) -> Path:
    base = environ.get("XDG_CACHE_HOME")
    return Path(base) if base and os.path.isabs(base) else Path.home() / ".cache"


def _unsafe(folder: Path) -> str | None:
    """Why a folder may not hold code to load, or None when only the user can write to it."""
    try:
        info = os.lstat(folder)
    except OSError as error:
        return f"{folder} cannot be read: {error.strerror}"
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        return f"{folder} is not a folder of its own (a link or a file)"
    if info.st_uid != os.getuid():
        return f"{folder} belongs to another user"
    if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return f"{folder} is writable by others"
    return None


def private_folder(environ: Mapping[str, str] = os.environ) -> tuple[Path | None, str | None]:
    """The folder for compiled code and None, or None and why no folder may be used.

    ``LUDEME_NATIVE_CACHE=off`` turns caching off."""
    if environ.get("LUDEME_NATIVE_CACHE", "").lower() in ("off", "0", "no"):
        return None, "caching is turned off (LUDEME_NATIVE_CACHE=off)"
    if not hasattr(os, "getuid"):
        return None, "this system cannot tell who owns a folder"
    mine = _default_root(environ) / "ludeme"
    folder = mine / "native"
    for level, parents in ((mine, True), (folder, False)):  # each is checked before anything goes in it
        try:
            level.mkdir(mode=0o700, parents=parents, exist_ok=True)
        except OSError as error:
            return None, f"{level} cannot be created: {error.strerror}"
        problem = _unsafe(level)
        if problem:
            return None, problem
    return folder, None
