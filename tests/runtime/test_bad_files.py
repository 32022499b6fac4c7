"""Every command and prompt command that reads or writes a file answers a bad one with a message
naming it (and the place in it, when there is one), exits 1 or 2 without a traceback, and leaves
every file as it was."""

import json
import os

import pytest

from interpreter.game import load_game
from interpreter.repl import Session
from ludeme.cli import main

TTT = "examples/tic-tac-toe.lud"


@pytest.fixture
def bad(tmp_path):
    """name -> path of each kind of bad file."""
    files = {"missing": tmp_path / "missing.lud", "folder": tmp_path / "folder.lud", "fifo": tmp_path / "fifo.lud",
             "device": "/dev/zero", "binary": tmp_path / "binary.lud", "huge": tmp_path / "huge.lud"}
    files["folder"].mkdir()
    os.mkfifo(files["fifo"])
    files["binary"].write_bytes(b"(game \xff\xfe")
    with open(files["huge"], "wb") as out:
        out.truncate(9_000_000)  # past every reading limit
    return files


EXPECTED = {"missing": "No such file", "folder": "a folder", "fifo": "not a regular file",
            "device": "not a regular file", "binary": "1:7", "huge": "the limit is"}

DESCRIPTION_COMMANDS = [
    "check {file}", "fmt {file}", "fmt --write {file}", "fmt --check {file}", "render {file}",
    "render {file} --svg {out}", "info {file}", "run {file} --json", "simulate {file} -n 1", "perft {file} 1",
    "bench {file} --seconds 0.1 --runs 1", "bench --parse {file} --runs 1", "serve {file}",
]


def _run(capsys, argv) -> tuple[int, str]:
    status = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return status, captured.out + captured.err


@pytest.mark.parametrize("command", DESCRIPTION_COMMANDS)
def test_commands_refuse_unreadable_descriptions(capsys, tmp_path, bad, command):
    for kind, path in bad.items():
        argv = command.format(file=path, out=tmp_path / "out.svg").split()
        status, output = _run(capsys, argv)
        assert status in (1, 2) and "Traceback" not in output, (argv, status, output)
        expected = "no .lud files found in" if kind == "folder" and "--parse" in argv else EXPECTED[kind]
        assert str(path) in output and expected.lower() in output.lower(), (argv, output)
    assert not (tmp_path / "out.svg").exists()
    assert (bad["binary"]).read_bytes() == b"(game \xff\xfe"


@pytest.fixture
def saves(tmp_path):
    """Broken save or position files, each with what its message must say."""
    texts = {
        "broken.json": ('{"pieces": {"A1": "Disc1",,}}', "broken.json:1:27: "),
        "deep.json": ("[" * 5000, "deep.json:1:101: "),
        "number.json": ('{"seed":\n ' + "9" * 500 + "}", "number.json:2:2: "),
        "nan.json": ('{"turn": NaN}', "nan.json:1:10: "),
        "surrogate.json": ('{"pieces": {"\\udc00": "Disc1"}}', "surrogate.json:1:13: "),
        "list.json": ("[1, 2]", "list.json: "),
    }
    for name, (text, _) in texts.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return {tmp_path / name: words for name, (_, words) in texts.items()}


@pytest.mark.parametrize("option", ["--state", "--position"])
def test_run_refuses_broken_saves_and_positions_with_the_place(capsys, saves, bad, option):
    for path, words in list(saves.items()) + [(p, EXPECTED[k]) for k, p in bad.items()]:
        before = open(path, "rb").read() if os.path.isfile(path) else None
        status, output = _run(capsys, ["run", TTT, option, path, "--json"])
        assert status == 1 and "Traceback" not in output and words in output, (path, output)
        assert (open(path, "rb").read() if os.path.isfile(path) else None) == before


def test_simulate_refuses_a_place_it_cannot_write_and_writes_whole_files(capsys, tmp_path):
    (tmp_path / "folder").mkdir()
    for target in [tmp_path / "folder", tmp_path / "no" / "such.json"]:
        status, output = _run(capsys, ["simulate", TTT, "-n", "1", "--json", target])
        assert status == 1 and f"cannot write {target}" in output and "Traceback" not in output
    kept = tmp_path / "kept.csv"
    kept.write_text("old")
    kept.chmod(0o600)
    assert _run(capsys, ["simulate", TTT, "-n", "2", "--csv", kept])[0] == 0
    assert kept.read_text().startswith("game,") and kept.stat().st_mode & 0o777 == 0o600
    assert set(os.listdir(tmp_path)) == {"folder", "kept.csv"}  # no temporary file left behind


def test_the_prompt_file_commands_refuse_bad_files_and_keep_the_game(tmp_path, saves, bad):
    session = Session(load_game(TTT))
    session.handle("B2")
    before = session.state.to_position()
    (tmp_path / "folder2").mkdir()
    for command in ("load", "position"):
        for path, words in list(saves.items()) + [(p, EXPECTED[k]) for k, p in bad.items()]:
            answer = session.handle(f"{command} {path}")
            assert answer.startswith("Not loaded: " if command == "load" else "Not set up: "), answer
            assert str(path) in answer and words in answer, answer
            assert session.state.to_position() == before
    for command, refusal in (("save", "Not saved: cannot write"), ("svg", "Not drawn: cannot write")):
        for target in (tmp_path / "folder2", tmp_path / "no" / "such"):
            assert session.handle(f"{command} {target}").startswith(f"{refusal} {target}")
        assert session.handle(command) == f"Give a file: {command} FILE"
    assert session.state.to_position() == before
    assert json.loads(session.handle("position"))["pieces"] == {"B2": "Disc1"}


def test_run_takes_a_save_or_a_position_not_both(capsys, tmp_path):
    with pytest.raises(SystemExit) as stopped:
        main(["run", TTT, "--state", "a.json", "--position", "b.json"])
    assert stopped.value.code == 2 and "not allowed with argument --state" in capsys.readouterr().err


@pytest.mark.parametrize("argv, words", [
    (["perft", TTT, "999999999999999999999"], "DEPTH must be from 1 to 100"),  # was a traceback
    (["perft", TTT, "0"], "DEPTH must be from 1 to 100"),  # printed nothing
    (["simulate", TTT, "-n", "1", "--max-turns", "99999999999999999999"], "--max-turns from 1"),  # was a traceback
    (["simulate", TTT, "-n", "1", "--agents", "mcts:seconds=1e999"], "finite"),  # never ended
    (["simulate", TTT, "-n", "1", "--agents", "mcts:c=nan"], "finite"),
    (["serve", TTT, "--port", "99999"], "--port must be from 0 to 65535"),
])
def test_numbers_out_of_range_on_the_command_line_are_refused(capsys, argv, words):
    status, output = _run(capsys, argv)
    assert status == 2 and words in output and "Traceback" not in output
