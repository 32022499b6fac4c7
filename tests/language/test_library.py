"""Ludii's library read where the user keeps it: defines and games by name, from a folder or a jar."""

import hashlib
import re
import zipfile
from pathlib import Path

import pytest

import ludeme
from helpers import ludii_library
from ludeme.cli import main
from ludeme.diagnostics import DiagnosticError
from ludeme.expansion import expand
from ludeme.library import Library, LibraryError, locate
from ludeme.parser import parse_text

ROOT = Path(__file__).resolve().parents[2]

# A small library of the project's own texts, laid out as Ludii lays out its library.
DEFINES = {
    "def/rules/end/ThreeInARow.def": '(define "ThreeInARow" (if (is Line 3) (result Mover Win)))',
    "def/rules/play/PlaceAnywhere.def": '(define "PlaceAnywhere" (move Add (to (sites Empty))))',
}
GAMES = {
    "lud/board/space/line/Three In A Row.lud":
        '(game "Three In A Row" (players 2) (equipment {(board (square 3)) (piece "Disc" Each)})'
        ' (rules (play "PlaceAnywhere") (end "ThreeInARow")))',
    "lud/wip/Three In A Row.lud": '(game "Unfinished")',
}


def write_library(folder: Path) -> Path:
    for relative, text in {**DEFINES, **GAMES}.items():
        (folder / relative).parent.mkdir(parents=True, exist_ok=True)
        (folder / relative).write_text(text, encoding="utf-8")
    return folder


def write_jar(path: Path) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for relative, text in {**DEFINES, **GAMES}.items():
            archive.writestr(relative, text)
        archive.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n")
    return path


@pytest.fixture(params=["folder", "jar"])
def library_location(request, tmp_path, monkeypatch):
    location = write_library(tmp_path / "ludii") if request.param == "folder" else write_jar(tmp_path / "Ludii.jar")
    monkeypatch.setenv("LUDEME_LUDII", str(location))
    return location


@pytest.fixture
def no_library(monkeypatch):
    monkeypatch.delenv("LUDEME_LUDII", raising=False)


def test_defines_of_the_library_need_no_declaration(library_location):
    text = '(game "G" (rules (play "PlaceAnywhere") (end "ThreeInARow")))'
    assert str(expand(parse_text(text)).form("game")) == (
        '(game "G" (rules (play (move Add (to (sites Empty)))) (end (if (is Line 3) (result Mover Win)))))')


def test_a_define_declared_in_the_description_wins_over_the_library(library_location):
    text = '(define "PlaceAnywhere" (move Pass)) (game "G" (play "PlaceAnywhere"))'
    assert str(expand(parse_text(text)).form("game")) == '(game "G" (play (move Pass)))'


def test_a_game_is_found_by_name_released_folders_first(library_location):
    label, text = locate("three in a row")
    assert label.endswith("lud/board/space/line/Three In A Row.lud")
    game = ludeme.load("Three In A Row")
    assert game.name == "Three In A Row" and len(game.new_initial_state().legal_moves()) == 9


def test_a_game_of_the_library_by_name_on_the_command_line(library_location, monkeypatch, capsys):
    monkeypatch.delenv("LUDEME_LUDII")
    assert main(["perft", "Three In A Row", "2", "--ludii", str(library_location)]) == 0
    assert capsys.readouterr().out.split("\n")[:2] == ["1 9", "2 72"]
    assert main(["--ludii", str(library_location), "check", "Three In A Row"]) == 0


def test_an_unknown_game_name_gets_the_nearest(library_location):
    with pytest.raises(LibraryError, match="no game named 'Three In A Rwo'; did you mean 'Three In A Row'"):
        locate("Three In A Rwo")


def test_without_a_library_a_ludii_define_is_a_located_error_saying_how_to_name_one(no_library):
    with pytest.raises(DiagnosticError) as caught:
        expand(parse_text('(game "G"\n  (rules (end ("ThreeInARow"))))', "g.lud"))
    (error,) = caught.value.diagnostics
    assert error.message == 'no define is named "ThreeInARow"'
    assert (error.span.path, error.span.line, error.span.column) == ("g.lud", 2, 16)
    assert "--ludii PATH" in error.hint and "LUDEME_LUDII" in error.hint


def test_without_a_library_a_game_name_says_how_to_name_one(no_library, capsys):
    assert main(["check", "Hex"]) == 1
    assert "Hex: no such file; to find a game by name in Ludii's library, name a Ludii library" in (
        capsys.readouterr().out)


def test_a_library_that_is_not_one_is_refused(tmp_path, monkeypatch):
    (tmp_path / "empty").mkdir()
    for location in (tmp_path / "empty", tmp_path / "missing", write_library(tmp_path / "x") / "lud" / "wip"):
        with pytest.raises(LibraryError):
            Library.open(location)
    monkeypatch.setenv("LUDEME_LUDII", str(tmp_path / "missing"))
    with pytest.raises(DiagnosticError) as caught:
        expand(parse_text('(game ("Anything"))'))
    assert any("no such folder or jar" in d.message for d in caught.value.diagnostics)


def test_the_projects_own_descriptions_need_no_library(no_library):
    for path in [*(ROOT / "descriptions").glob("*.lud"), *(ROOT / "examples").glob("*.lud")]:
        assert ludeme.read_description(path).ok, path


# With Ludii's own library -------------------------------------------------------------------------

def test_ludii_games_by_name(monkeypatch, capsys):
    monkeypatch.setenv("LUDEME_LUDII", str(ludii_library()))
    assert main(["perft", "Tic-Tac-Toe", "5"]) == 0
    assert capsys.readouterr().out.split() == "1 9 2 72 3 504 4 3024 5 15120".split()
    assert ludeme.load("Hex").name == "Hex"


def test_each_ludii_define_is_declared_once():
    library = Library.open(ludii_library())
    declared = [name for path in (ludii_library() / "def").rglob("*.def")
                for name in re.findall(r'\(define\s+"([^"]+)"', path.read_text(encoding="utf-8"))]
    assert len(declared) == len(set(declared)) == len(library.define_names()) > 150
    assert {"StarBoard", "CrossBoard", "StepToEmpty"} <= set(library.define_names())


def _fingerprint(data: bytes) -> str:
    """A file's content with all whitespace removed, hashed: equal modulo whitespace (empty files apart)."""
    content = re.sub(rb"\s+", b"", data)
    return hashlib.sha256(content).hexdigest() if content else "empty"


def test_no_file_of_the_project_is_a_file_of_ludiis_library():
    library = {_fingerprint(path.read_bytes()): path for path in ludii_library().rglob("*") if path.is_file()}
    library.pop("empty", None)
    skipped = {".git", ".venv", "__pycache__", ".pytest_cache", ".hypothesis", "build", "dist"}
    copies = [(str(path.relative_to(ROOT)), str(library[_fingerprint(path.read_bytes())]))
              for path in ROOT.rglob("*")
              if path.is_file() and not skipped & set(path.relative_to(ROOT).parts)
              and not path.name.endswith(".egg-info") and path.stat().st_size < 2_000_000
              and _fingerprint(path.read_bytes()) in library]
    assert copies == []
