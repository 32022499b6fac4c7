"""Reading and writing the files users give: bounded, never blocking, never half written.

Reading (:func:`read_text_file`) refuses what is not a regular file (a FIFO or a device
would block or never end) without waiting on it, refuses a file over its size limit
before reading it, drops a leading UTF-8 byte order mark, and names the line and
column of a byte that is not UTF-8.

Writing (:func:`write_atomically`) goes through a new temporary file beside the target,
created with an unpredictable name (``O_EXCL``, or unnamed with ``O_TMPFILE`` where the
system has it), given the target's permissions, flushed to disk, then renamed over the
target, whose folder is flushed too. A symbolic link is written through to its target.
On any failure the target is left as it was and no temporary file is left behind.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "demo.lud"
>>> write_atomically(path, "\\ufeff(game)\\n")
>>> read_text_file(path, limit=100)
'(game)\\n'
>>> read_text_file(path, limit=3)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ludeme.textfiles.FileRefused: ...demo.lud: the file is 10 bytes; the limit is 3 bytes
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

from ludeme.errors import LudemeError

BOM = "\ufeff"


class FileRefused(LudemeError, ValueError):
    """A file that cannot be read as text: not a regular file, too large, unreadable or not UTF-8.

    When the reason is a byte that is not UTF-8, ``text`` is the file decoded with that byte
    and others like it replaced, and ``offset`` is where the first one is in ``text``.
    """

    def __init__(self, message: str, text: str = "", offset: int | None = None):
        super().__init__(message)
        self.text, self.offset = text, offset


def read_text_file(path: str | Path, limit: int) -> str:
    """The text of a regular file of at most ``limit`` bytes, in UTF-8 (a leading BOM dropped).

    Raises :class:`FileRefused` saying why otherwise.
    """
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as error:
        raise FileRefused(f"{path}: {error.strerror or error}") from None
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            kind = "a folder" if stat.S_ISDIR(status.st_mode) else "not a regular file"
            raise FileRefused(f"{path}: {kind}; only regular files are read")
        if status.st_size > limit:
            raise FileRefused(f"{path}: the file is {status.st_size:,} bytes; the limit is {limit:,} bytes")
        chunks, size = [], 0
        while size <= limit:  # a file growing while it is read is caught here
            chunk = os.read(descriptor, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        data = b"".join(chunks)
    except OSError as error:
        raise FileRefused(f"{path}: {error.strerror or error}") from None
    finally:
        os.close(descriptor)
    if len(data) > limit:
        raise FileRefused(f"{path}: the file is more than {limit:,} bytes; the limit is {limit:,} bytes")
    return decode_text(data, str(path))


def decode_text(data: bytes, name: str) -> str:
    """UTF-8 text without its byte order mark; an undecodable byte is named with its line and column.

    >>> decode_text(b"(game\\n \\xff)", "x.lud")
    Traceback (most recent call last):
    ...
    ludeme.textfiles.FileRefused: x.lud:2:2: not UTF-8 text (byte 0xff cannot be decoded)
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[: error.start]
        line = before.count(b"\n") + 1
        column = len(before[before.rfind(b"\n") + 1:].decode("utf-8", "replace")) + 1
        text = data.decode("utf-8", "replace")
        offset = len(before.decode("utf-8", "replace"))
        raise FileRefused(f"{name}:{line}:{column}: not UTF-8 text (byte 0x{data[error.start]:02x} cannot be "
                          f"decoded)", text, offset) from None
    return text[1:] if text.startswith(BOM) else text


def write_atomically(path: str | Path, text: str) -> None:
    """Replace the file at ``path`` (or the file a symbolic link there points to) with ``text``.

    Raises OSError when the place cannot be written or holds something other than a regular file
    (a device such as ``/dev/null``, a FIFO, a folder); the old file is then untouched.
    """
    target = Path(os.path.realpath(path))
    folder = target.parent
    data = text.encode("utf-8")
    try:
        status = os.stat(target)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    else:
        if not stat.S_ISREG(status.st_mode):  # a device, a FIFO or a folder is never replaced by a file
            kind = "a folder" if stat.S_ISDIR(status.st_mode) else "not a regular file"
            raise OSError(errno.EINVAL, f"{kind}; only regular files are written", str(path))
        mode = stat.S_IMODE(status.st_mode)
    temporary = _written_beside(folder, target.name, data, mode)
    try:
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)


def _written_beside(folder: Path, name: str, data: bytes, mode: int) -> str:
    """A new file in ``folder`` holding ``data`` on disk, with ``mode``: its (random) path.

    Where the system allows, the file is written unnamed (``O_TMPFILE``) and named only once
    complete, so a process killed while writing leaves nothing behind.
    """
    if hasattr(os, "O_TMPFILE") and os.path.isdir("/proc/self/fd"):
        try:
            descriptor = os.open(folder, os.O_TMPFILE | os.O_WRONLY, 0o600)
        except OSError:
            pass  # a file system without unnamed files
        else:
            try:
                _fill(descriptor, data, mode)
                return _link_unnamed(descriptor, folder, name)
            except OSError:
                pass  # no way to name it here: write a named temporary file instead
            finally:
                os.close(descriptor)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        _fill(descriptor, data, mode)
    except BaseException:
        os.close(descriptor)
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    os.close(descriptor)
    return temporary


def _fill(descriptor: int, data: bytes, mode: int) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view):]
    os.fchmod(descriptor, mode)
    os.fsync(descriptor)


def _link_unnamed(descriptor: int, folder: Path, name: str) -> str:
    """Give an unnamed file a fresh random name in ``folder`` (never an existing path)."""
    folder_descriptor = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        while True:
            temporary = f".{name}.{os.urandom(8).hex()}.tmp"
            try:  # linkat(AT_SYMLINK_FOLLOW) through /proc names the open file itself
                os.link(f"/proc/self/fd/{descriptor}", temporary, dst_dir_fd=folder_descriptor,
                        follow_symlinks=True)
                return os.path.join(folder, temporary)
            except FileExistsError:
                continue
    finally:
        os.close(folder_descriptor)


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (the rename) to disk, where the system allows it."""
    try:
        descriptor = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
