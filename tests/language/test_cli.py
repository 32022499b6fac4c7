"""The ludeme command: check, catalogue and bench, as a user runs them."""

import json
from pathlib import Path

from ludeme.catalogue import CATALOGUE
from ludeme.catalogue.markdown import catalogue_markdown
from ludeme.cli import main

ROOT = Path(__file__).resolve().parents[2]
TIC_TAC_TOE = str(ROOT / "examples" / "tic-tac-toe.lud")
HEX = str(ROOT / "examples" / "hex.lud")


def write(tmp_path, text, name="bad.lud"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_check_clean_files_exits_zero(capsys):
    assert main(["check", TIC_TAC_TOE, HEX]) == 0
    assert capsys.readouterr().out.splitlines() == [f"{TIC_TAC_TOE}: ok", f"{HEX}: ok"]


def test_check_reports_every_error_with_location_caret_and_hint(tmp_path, capsys):
    path = write(tmp_path, '(game "G" (players 2)\n  (equipment {(board (sqare 3))})\n'
                           "  (rules (play (move Add (to (sities Empty)))) (end (if (is Full) (result Mover Draw)))))")
    assert main(["check", path]) == 1
    out = capsys.readouterr().out
    assert f"{path}:2:23: error: unknown ludeme 'sqare'" in out
    assert "  2 |   (equipment {(board (sqare 3))})\n    |                       ^^^^^" in out
    assert "hint: did you mean 'square'?" in out
    assert f"{path}:3:31: error: unknown ludeme 'sities'" in out
    assert out.rstrip().endswith(f"{path}: 2 errors, 0 warnings")


def test_check_json_for_tools(tmp_path, capsys):
    path = write(tmp_path, "(game (players 2)")
    assert main(["check", "--json", path, TIC_TAC_TOE]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [entry["ok"] for entry in report] == [False, True]
    (diagnostic,) = report[0]["diagnostics"]
    assert (diagnostic["line"], diagnostic["column"], diagnostic["severity"]) == (1, 1, "error")
    assert diagnostic["message"] == "'(' opened here is never closed"


def test_syntax_only_accepts_ludemes_the_engine_does_not_know(tmp_path, capsys):
    path = write(tmp_path, '(game "G" (players 2) (rules (play (move Hop (from (sites Occupied by:Mover))))))')
    assert main(["check", path]) == 1
    capsys.readouterr()
    assert main(["check", "--syntax-only", path]) == 0


def test_check_with_options(capsys):
    assert main(["check", HEX, "--option", "Board Size/5x5", "--option", "End Rules/Misere"]) == 0
    assert main(["check", HEX, "--option", "Board Size/55x55"]) == 1
    assert "hint: did you mean '5x5'?" in capsys.readouterr().out


def test_missing_and_undecodable_files(tmp_path, capsys):
    missing = str(tmp_path / "missing.lud")
    binary = tmp_path / "binary.lud"
    binary.write_bytes(b"(game \xff\xfe)")
    assert main(["check", missing, str(binary)]) == 1
    out = capsys.readouterr().out
    assert f"error: {missing}: No such file or directory" in out
    assert "not UTF-8 text" in out


def test_catalogue_lists_every_ludeme(capsys):
    assert main(["catalogue"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == len(CATALOGUE)


def test_catalogue_document_is_current():
    document = (ROOT / "docs" / "catalogue.md").read_text(encoding="utf-8")
    assert document == catalogue_markdown(CATALOGUE), "run: ludeme catalogue --markdown > docs/catalogue.md"


def test_bench_parse_reports_throughput(capsys):
    assert main(["bench", "--parse", str(ROOT / "examples"), "--runs", "1", "--check"]) == 0
    out = capsys.readouterr().out
    files = len(list((ROOT / "examples").rglob("*.lud")))
    assert out.startswith(f"parse + expand + check: {files} files") and "MB/s" in out


def test_fmt_prints_checks_and_writes(tmp_path, capsys):
    path = write(tmp_path, '(game "G"   (players 2)\n\n\n (rules (end (if (is Full) (result Mover Draw)))))', "g.lud")
    assert main(["fmt", path]) == 0
    formatted = capsys.readouterr().out
    assert formatted.startswith('(game "G"') and formatted.endswith("\n")
    assert main(["fmt", "--check", path]) == 1
    assert f"{path}: not formatted" in capsys.readouterr().out
    assert main(["fmt", "--write", path]) == 0
    assert (tmp_path / "g.lud").read_text(encoding="utf-8") == formatted
    assert main(["fmt", "--check", path]) == 0
    assert not list(tmp_path.glob(".*.tmp")), "no temporary file is left behind"


def test_fmt_refuses_broken_text_and_leaves_the_file(tmp_path, capsys):
    path = write(tmp_path, "(game (players 2)", "broken.lud")
    assert main(["fmt", "--write", path]) == 1
    assert "'(' opened here is never closed" in capsys.readouterr().err
    assert (tmp_path / "broken.lud").read_text(encoding="utf-8") == "(game (players 2)"


def test_a_traceback_is_a_bug_with_its_own_exit_status(monkeypatch, capsys):
    import ludeme.cli

    def broken(*args, **kwargs):
        raise KeyError("oops")

    monkeypatch.setattr(ludeme.cli, "read_description", broken)
    assert main(["check", "examples/tic-tac-toe.lud"]) == ludeme.cli.BUG_EXIT_STATUS != 1
    error = capsys.readouterr().err
    assert "KeyError: 'oops'" in error and "this is a bug in ludeme" in error


def test_fmt_write_keeps_a_private_mode_and_a_link(tmp_path, capsys):
    real = Path(write(tmp_path, '(game "T"   (players 2))', name="real.lud"))
    real.chmod(0o600)
    link = tmp_path / "link.lud"
    link.symlink_to(real)
    assert main(["fmt", "--write", str(link)]) == 0
    assert link.is_symlink() and (real.stat().st_mode & 0o777) == 0o600
    assert real.read_text(encoding="utf-8") == '(game "T" (players 2))\n'


def test_catalogue_used_by_lists_each_ludeme_with_its_descriptions(capsys):
    assert main(["catalogue", "--used-by", TIC_TAC_TOE, HEX]) == 0
    lines = {line.split("  ")[1]: line for line in capsys.readouterr().out.splitlines()}
    assert len(lines) == len(CATALOGUE)
    assert lines["(sites Empty)"] == f"2  (sites Empty)  {TIC_TAC_TOE} {HEX}"
    line = "(is Line <length=int> [<relationType>] [through:<int>] [exact:<boolean>] [if:<boolean>] [byLevel:<boolean>] [top:<boolean>])"
    assert lines[line].startswith("1  ")
    assert lines["(dual <graph>)"] == "0  (dual <graph>)"
    # the ludemes written in option items count: hex.lud's swap rule is one
    assert lines["(swap)"] == f"1  (swap)  {HEX}"


def test_bench_of_a_board_laid_out_by_chance_plays_on_the_games_layout_and_times_a_new_one(capsys):
    from interpreter.analysis import _playout_start
    from interpreter.game import load_game

    game = load_game(ROOT / "descriptions" / "springtime.lud")
    starts = [_playout_start(game, seed) for seed in (1, 2, 3)]
    assert all(state.game is game for state in starts), "no playout lays out and compiles a board again"
    assert len({state.rng.random() for state in starts}) == 3, "each playout draws with a seed of its own"
    assert main(["bench", str(ROOT / "descriptions" / "springtime.lud"), "--runs", "1", "--seconds", "0.05"]) == 0
    out = capsys.readouterr().out
    assert "random playouts/s" in out
    assert "the board is laid out by chance: the playouts are on the layout of the game's seed" in out
    assert "ms to lay out and compile" in out
