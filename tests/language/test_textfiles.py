"""Files are written whole, in place of their target, with its permissions, or not at all."""

import os
import stat

import pytest

from ludeme import textfiles
from ludeme.textfiles import write_atomically


def leftovers(folder) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name.endswith(".tmp"))


def test_a_planted_link_at_a_predictable_temporary_name_is_never_followed(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    target = tmp_path / "game.lud"
    target.write_text("old", encoding="utf-8")
    for name in [f".game.lud.{os.getpid()}.tmp", ".game.lud.tmp", "game.lud.tmp", ".game.lud.swp"]:
        (tmp_path / name).symlink_to(victim)
    write_atomically(target, "new")
    assert target.read_text(encoding="utf-8") == "new"
    assert victim.read_text(encoding="utf-8") == "precious"


def test_the_mode_of_the_target_is_kept(tmp_path):
    target = tmp_path / "private.json"
    target.write_text("{}", encoding="utf-8")
    target.chmod(0o600)
    write_atomically(target, '{"x": 1}')
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


def test_a_new_file_gets_the_usual_mode(tmp_path):
    umask = os.umask(0o022)
    try:
        write_atomically(tmp_path / "new.txt", "x")
    finally:
        os.umask(umask)
    assert stat.S_IMODE((tmp_path / "new.txt").stat().st_mode) == 0o644


def test_a_symbolic_link_is_written_through_to_its_target(tmp_path):
    real = tmp_path / "real.lud"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.lud"
    link.symlink_to(real)
    write_atomically(link, "new")
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "new"


def test_the_file_and_its_folder_are_flushed_to_disk(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(stat.S_ISDIR(os.fstat(fd).st_mode)), real_fsync(fd)))
    write_atomically(tmp_path / "x.txt", "x")
    assert synced == [False, True]


def test_a_failed_write_leaves_the_target_and_no_temporary_file(tmp_path, monkeypatch):
    target = tmp_path / "game.json"
    target.write_text("old", encoding="utf-8")

    def fail(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError, match="No space left"):
        write_atomically(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert leftovers(tmp_path) == []


def test_without_unnamed_files_a_random_name_is_used_and_removed_on_failure(tmp_path, monkeypatch):
    monkeypatch.delattr(os, "O_TMPFILE", raising=False)
    names = []
    real_mkstemp = textfiles.tempfile.mkstemp
    monkeypatch.setattr(textfiles.tempfile, "mkstemp",
                        lambda **kw: names.append(real_mkstemp(**kw)) or names[-1])
    write_atomically(tmp_path / "a.txt", "a")
    write_atomically(tmp_path / "a.txt", "b")
    assert names[0][1] != names[1][1] and (tmp_path / "a.txt").read_text(encoding="utf-8") == "b"
    monkeypatch.setattr(os, "fchmod", lambda *a: (_ for _ in ()).throw(OSError(5, "I/O error")))
    with pytest.raises(OSError):
        write_atomically(tmp_path / "a.txt", "c")
    assert leftovers(tmp_path) == [] and (tmp_path / "a.txt").read_text(encoding="utf-8") == "b"


def test_a_device_fifo_or_folder_is_never_replaced_by_a_file(tmp_path):
    # as root, `svg /dev/null` once replaced the device with a regular file; a FIFO stands in for it here
    fifo, folder, link = tmp_path / "fifo", tmp_path / "folder", tmp_path / "link"
    os.mkfifo(fifo)
    folder.mkdir()
    link.symlink_to(fifo)
    for target, reason in ((fifo, "not a regular file"), (link, "not a regular file"), (folder, "a folder")):
        with pytest.raises(OSError) as refused:
            write_atomically(target, "text")
        assert refused.value.strerror == f"{reason}; only regular files are written"
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and link.is_symlink() and folder.is_dir()
    assert sorted(os.listdir(tmp_path)) == ["fifo", "folder", "link"]
