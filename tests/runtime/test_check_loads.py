"""``ludeme check`` builds the board and compiles the rules: "ok" means the game loads.

Every board or rule the engine cannot build is a located diagnostic (file:line:col, the
line, a caret and a hint), for the chosen options and, with ``--all-options``, for each
option item in turn.
"""

import json

import pytest

from interpreter.compiler import RULES
from ludeme.cli import main
from ludeme.runtime import runtime_function


@pytest.fixture(autouse=True)
def runtime_installed():
    if runtime_function("compile") is None:
        pytest.fail("the installed entry points are older than pyproject.toml: run .venv/bin/pip install -e '.[test]'")

PLAY = "(rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Draw))))"


def write(tmp_path, text, name="game.lud"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("board, rules, message, column", [
    ("(rotatingRings 5)", PLAY, "rotating rings: areas must be 2, 3 or 6, got 5", 42),
    ("(square -3)", PLAY, "a square board needs a size of at least 1; got -3", 42),
    ("(square 3)", "(rules (play (move Rotate (sites Occupied by:Mover) CW)) (end (if (is Full) (result Mover Draw))))",
     "(move Rotate ...) needs areas that turn", 89),
])
def test_check_refuses_what_cannot_run(tmp_path, capsys, board, rules, message, column):
    path = write(tmp_path, f'(game "R" (players 2) (equipment {{(board {board}) (piece "Disc" Each)}}) {rules})')
    assert main(["check", path]) == 1
    out = capsys.readouterr().out
    location, _, rest = out.partition(": error: ")
    assert location == f"{path}:1:{column}"
    assert rest.startswith(message)
    line, carets = out.splitlines()[1:3]
    assert line.startswith("  1 | ")
    assert line[carets.index("^"):].startswith(board if "Rotate" not in rules else "(move Rotate")
    assert "  hint: " in out
    assert out.rstrip().endswith(f"{path}: 1 error, 0 warnings")
    # the language alone finds nothing wrong: these are the runtime's findings
    assert main(["check", "--language-only", path]) == 0


def test_all_options_checks_each_item(tmp_path, capsys):
    path = write(tmp_path, '(game "R" (players 2) (equipment {(board (square <Size:n>)) (piece "Disc" Each)}) '
                           f'{PLAY}) (option "Size" <Size> args:{{<n>}} {{(item "3" <3>)** (item "Minus" <-3>)}})')
    assert main(["check", path]) == 0
    assert capsys.readouterr().out == f"{path}: ok\n"
    assert main(["check", "--all-options", path]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{path}: ok"
    assert lines[1] == f"{path} [Size/3]: ok"
    assert lines[2].startswith(f"{path}:1:42: error: a square board needs a size of at least 1; got -3")
    assert lines[-1] == f"{path} [Size/Minus]: 1 error, 0 warnings"
    assert main(["check", "--all-options", "--json", path]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [(entry["options"], entry["ok"]) for entry in report] == [([], True), (["Size/3"], True),
                                                                      (["Size/Minus"], False)]


def test_a_rule_that_fails_to_compile_is_located(tmp_path, capsys, monkeypatch):
    def broken(bound, compiler):
        raise TypeError("unsupported operand")

    monkeypatch.setitem(RULES, ("sites", "Empty", "sites"), broken)
    path = write(tmp_path, f'(game "R" (players 2) (equipment {{(board (square 3)) (piece "Disc" Each)}}) {PLAY})')
    assert main(["check", path]) == 1
    out = capsys.readouterr().out
    assert f"{path}:1:103: error: cannot compile (sites Empty): unsupported operand" in out
    assert "hint: the signature is (sites Empty" in out


def test_check_ok_means_the_game_loads(tmp_path, capsys):
    import ludeme

    path = write(tmp_path, f'(game "R" (players 2) (equipment {{(board (hex 2)) (piece "Disc" Each)}}) {PLAY})')
    assert main(["check", path]) == 0
    assert ludeme.load(path).new_initial_state(0).legal_moves()
