"""`ludeme info` and `ludeme render` through the command line."""

import json
import xml.etree.ElementTree as ET

import pytest

from ludeme.cli import main

from .descriptions import CAIRO_1, TILES, game_text

HEX = ["examples/hex.lud", "--option", "Board Size/5x5"]

BOARDS = {
    "limping": ["(board (hex 3 4))", "(regions P1 {(sites Side N) (sites Side S)})"],
    "cairo": [f"(board {CAIRO_1})"],
    "tri": ["(board (tri 4))"],
    "tiles": [f"(board {TILES} shuffle:True))"],
    "rings": ["(board (rotatingRings))"],
    "grid": ["(boardless Square 3)"],
}


@pytest.fixture
def description(tmp_path):
    def write(name: str) -> str:
        path = tmp_path / f"{name}.lud"
        path.write_text(game_text(*BOARDS[name], '(piece "Stone" Each)'))
        return str(path)
    return write


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_info_on_hex(capsys):
    status, out, err = run(capsys, "info", *HEX)
    assert (status, err) == (0, "")
    assert out.splitlines() == [
        "Hex (examples/hex.lud)",
        "options: Board Size/5x5, Swap Rules/On, End Rules/Standard",
        "players: 2",
        "board: 25 cells (Hexagonal)",
        "edges: Orthogonal 56, Diagonal 40, Adjacent 56, All 96",
        "regions: RegionP1 (P1) 10 sites, RegionP2 (P2) 10 sites",
        "pieces: Marker1 (P1), Marker2 (P2)",
        "native backend: covers every ludeme",
    ]


def test_info_as_json_on_tic_tac_toe(capsys):
    status, out, _ = run(capsys, "info", "examples/tic-tac-toe.lud", "--json")
    report = json.loads(out)
    assert status == 0
    assert report["game"] == "Tic-Tac-Toe" and report["players"] == 2 and report["options"] == {}
    assert report["board"] == {"sites": 9, "use": "Cell", "basis": "Square",
                               "edges": {"Orthogonal": 12, "Diagonal": 8, "Adjacent": 20, "All": 20}}
    assert report["pieces"] == [{"name": "Disc1", "owner": "P1"}, {"name": "Cross2", "owner": "P2"}]


def test_info_json_lists_parts_of_regions(capsys):
    report = json.loads(run(capsys, "info", *HEX, "--json")[1])
    assert report["options"]["Board Size"] == "5x5"
    assert report["regions"][0] == {"name": "RegionP1", "owner": "P1", "sites": 10, "parts": [5, 5]}


@pytest.mark.parametrize("name, sites, extra", [
    ("limping", 27, "regions: RegionP1 (P1) 7 sites"),
    ("cairo", 48, "board: 48 cells (Dual)"),
    ("tri", 16, "edges: Orthogonal 18, Diagonal 36, Adjacent 54, All 54"),
    ("tiles", 36, "regions: Tile 1 9 sites, Tile 2 9 sites, Tile 3 9 sites, Tile 4 9 sites"),
    ("rings", 36, "rings: 6 areas, 6 contact pairs"),
    ("grid", 9, "board: 9 cells (Square)"),
])
def test_info_on_each_board_kind(capsys, description, name, sites, extra):
    status, out, _ = run(capsys, "info", description(name))
    assert status == 0
    assert f"board: {sites} cells" in out and extra in out.splitlines()
    assert "pieces: Stone1 (P1), Stone2 (P2)" in out


def test_render_text_by_default(capsys):
    status, out, _ = run(capsys, "render", "examples/tic-tac-toe.lud")
    assert status == 0
    assert out.splitlines() == ["  A B C", "3 . . . 3", "2 . . . 2", "1 . . . 1", "  A B C"]


def test_render_shows_the_colours_of_tiles(capsys, description):
    path = description("tiles")
    first = run(capsys, "render", path, "--seed", "4")[1]
    assert first == run(capsys, "render", path, "--seed", "4")[1]
    rows = first.splitlines()[1:7]
    assert all(len(row.split()) == 8 and set(row.split()[1:7]) <= set("RGBY") for row in rows)


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_render_svg_of_each_board_kind(capsys, tmp_path, description, name):
    out_file = tmp_path / f"{name}.svg"
    status, out, _ = run(capsys, "render", description(name), "--svg", str(out_file))
    assert (status, out) == (0, "")
    root = ET.parse(out_file).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_render_svg_of_hex_tints_the_players_regions(capsys, tmp_path):
    out_file = tmp_path / "hex.svg"
    out_file.write_text("old")
    status, out, _ = run(capsys, "render", *HEX, "--svg", str(out_file), "--text")
    svg = out_file.read_text()
    assert status == 0 and out.startswith("A5     .     A5")
    polygons = [e for e in ET.fromstring(svg).iter() if e.tag.endswith("polygon")]
    assert len(polygons) == 25
    assert {p.get("fill") for p in polygons} == {"#eedcb3", "#f6c3bd", "#c3d7f6"}


def test_a_broken_description_prints_diagnostics_and_exits_1(capsys, tmp_path):
    path = tmp_path / "bad.lud"
    path.write_text(game_text("(board (hex -3))"))
    for command in ("info", "render"):
        status, out, err = run(capsys, command, str(path))
        assert (status, out) == (1, "")
        assert err.startswith(f"{path}:4:12: error: a hexagon needs a size of at least 1; got -3")
        assert "^^^^^^^^" in err and "Traceback" not in err


def test_missing_files_options_and_unwritable_pictures_fail_cleanly(capsys, tmp_path):
    status, _, err = run(capsys, "info", str(tmp_path / "none.lud"))
    assert status == 1 and "No such file or directory" in err
    status, _, err = run(capsys, "render", "examples/hex.lud", "--option", "Board Size/99x99")
    assert status == 1 and "did you mean '9x9'?" in err
    status, _, err = run(capsys, "render", "examples/tic-tac-toe.lud", "--svg", str(tmp_path / "no" / "x.svg"))
    assert status == 1 and "cannot write" in err


def test_a_growing_grid_is_drawn_around_its_centre(tmp_path, capsys):
    from ludeme.cli import main

    assert main(["render", "descriptions/flower-up.lud", "--svg", str(tmp_path / "grid.svg"), "--text"]) == 0
    picture = (tmp_path / "grid.svg").read_text()
    assert picture.count('class="site"') == 9 and len(picture) < 10_000  # not 5,929 empty places
    assert "growing grid of 5929 places" in capsys.readouterr().out
