"""Every file of Ludii's library that Ludii's parser reads, ludeme parses and expands.

Run over the library named by ``LUDEME_LUDII`` (skipped when none is named), one test per
folder. ``benchmarks/ludii_coverage.py`` goes further (check, load, play, compare with Ludii).
"""

from collections import defaultdict

import pytest

from helpers import ludii_library
from ludeme.files import read_description

#: Files outside lud/test/parser/ that Ludii refuses too, and why.
REFUSED_BY_LUDII = {
    "lud/test/Recursive.lud": "a define that uses itself",
    "lud/test/Max Define Expansions.lud": "a define expanded more than 1,000 times",
    "lud/test/graph/tiling/Graph Test - Mesh (Square).lud": "commas between numbers",
    "lud/test/graph/tiling/Graph Test - Mesh (Square, Bad).lud": "commas between numbers",
}
#: The files of lud/test/parser/ broken in their brackets, quotes, defines or option tags, which the
#: parser and expansion refuse (the others there are broken in their ludemes, which checking refuses).
BROKEN_SYNTAX = {
    "TestParserBadBracketA.lud", "TestParserBadBracketB.lud", "TestParserBadBracketC.lud",
    "TestParserBadBracketD.lud", "TestParserBadDefine.lud", "TestParserBadOptionTag.lud",
    "TestParserBadQuotes.lud", "TestParserMissingBracesPairB.lud", "TestParserMissingBracesPairC.lud",
    "TestParserMissingBracketsPairB.lud",
}


def _folders():
    try:
        root = ludii_library()
    except pytest.skip.Exception:
        return {}
    folders = defaultdict(list)
    for path in sorted((root / "lud").rglob("*.lud")):
        relative = path.relative_to(root).as_posix()
        folders["/".join(relative.split("/")[1:3]) if relative.count("/") > 2 else relative.split("/")[1]].append(
            relative)
    return folders


FOLDERS = _folders()


def _refused(root, paths):
    refused = {}
    for relative in paths:
        diagnostics = read_description(root / relative, syntax_only=True).diagnostics
        errors = [d for d in diagnostics if d.is_error]
        if errors:
            refused[relative] = errors[0].message
    return refused


@pytest.mark.parametrize("folder", sorted(FOLDERS) or ["(no library)"])
def test_every_file_ludii_parses_parses_and_expands(folder):
    root = ludii_library()
    paths = FOLDERS[folder]
    refused = _refused(root, [p for p in paths if not p.startswith("lud/test/parser/")])
    assert {path: why for path, why in refused.items() if path not in REFUSED_BY_LUDII} == {}
    assert set(refused) == {p for p in REFUSED_BY_LUDII if p in paths}


def test_files_broken_on_purpose_are_refused():
    root = ludii_library()
    paths = sorted(p.relative_to(root).as_posix() for p in (root / "lud" / "test" / "parser").glob("*.lud"))
    refused = _refused(root, paths)
    assert {path.rsplit("/", 1)[1] for path in refused} == BROKEN_SYNTAX
