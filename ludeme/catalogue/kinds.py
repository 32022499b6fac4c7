"""Kinds: what an argument must be, named the way Ludii's language reference names them.

A kind is a short name (``int``, ``sites``, ``moves``, ``graph``, or an enum such as
``relationType``). An array of a kind is written ``{int}``. Each kind has a phrase
for error messages that says what is expected, with examples.

>>> describe("graph")
'a graph such as (square 9) or (hex 5)'
>>> describe("{int}")
'an array of integers such as {1 2 3}'
>>> accepts("float", {"int"}), accepts("sites", {"{int}"}), accepts("int", {"string"})
(True, True, False)
"""

from __future__ import annotations

from ludeme.catalogue.enums import ENUMS

#: What a family of areas may be written as: a (regions ...) name, or static region types.
AREAS = "string|regionTypeStatic|{regionTypeStatic}"

#: Every kind that is not an enum, with the phrase used in messages.
KINDS: dict[str, str] = {
    "int": "an integer such as 3 or (count Pieces Mover)",
    "float": "a number such as 0.5",
    "boolean": "a condition such as (is Empty (to)) or True",
    "string": 'a string such as "Disc"',
    "sites": "a region such as (sites Empty) or {0 1 2}",
    "moves": "moves such as (move Add (to (sites Empty)))",
    "graph": "a graph such as (square 9) or (hex 5)",
    "poly": "a polygon such as (poly {{0 0} {1 0} {0 1}})",
    "item": 'equipment such as (board (square 3)) or (piece "Disc" Each)',
    "game": 'a game such as (game "Name" (players 2) (equipment {...}) (rules ...))',
    "players": "players such as (players 2)",
    "player": "a player such as (player N)",
    "equipment": "equipment such as (equipment {(board (square 3))})",
    "rules": "rules such as (rules (play ...) (end ...))",
    "meta": "meta rules such as (meta (swap))",
    "metaRule": "a meta rule such as (swap)",
    "start": 'a start such as (start (place "Disc1" 0))',
    "startRule": 'a start rule such as (place "Disc1" 0)',
    "play": "play such as (play (move Add (to (sites Empty))))",
    "end": "an end such as (end (if (is Line 3) (result Mover Win)))",
    "endRule": "an end rule such as (if (is Line 3) (result Mover Win))",
    "phase": 'a phase such as (phase "Movement" (play (forEach Piece)))',
    "nextPhase": 'a change of phase such as (nextPhase Mover (= (count Moves) 10) "Movement")',
    "result": "a result such as (result Mover Win)",
    "then": "consequences such as (then (moveAgain))",
    "to": "a destination such as (to (sites Empty))",
    "from": "an origin such as (from (sites Occupied by:Mover))",
    "between": "the sites a move passes over, such as (between if:(is Enemy (who at:(between))))",
    "directions": "directions such as Orthogonal or (directions {N S})",
    "score": "a score such as (score P1 3)",
    "metadata": "metadata such as (metadata (info {...}))",
    "piece": 'a piece to place such as (piece "V1") or (piece Hand)',
    "pair": 'a map entry such as (pair "V1" 1)',
    "flips": "the two states a piece turns between, such as (flips 1 2)",
    "track": 'a track such as (track "Track" {0 1 2 3} loop:True)',
    "range": "a range such as (range 1 6)",
    "intArray": 'an array of integers worked out in play, such as (values Remembered "Dice")',
    "playerIndex": "a player by number such as (player 1) or (player (next))",
    "any": "anything",
}

#: Kinds a value of another kind may stand for: an integer is a number, an array of sites is a region.
_STANDS_FOR: dict[str, set[str]] = {
    "float": {"int"},
    "sites": {"{int}", "int"},
    "directions": {"absoluteDirection", "relativeDirection"},
    "moves": set(),
}


def describe(kind: str) -> str:
    """The phrase for a kind in messages."""
    if "|" in kind:
        return " or ".join(describe(k) for k in kind.split("|"))
    if kind.startswith("{"):
        inner = kind[1:-1]
        phrase = describe(inner)
        plurals = {"int": ("integers", "{1 2 3}"), "float": ("numbers", "{0.5 1.5}"),
                   "sites": ("regions", "{(sites Top) (sites Bottom)}"), "string": ("strings", '{"A1" "B2"}')}
        if inner in plurals:
            noun, example = plurals[inner]
            return f"an array of {noun} such as {example}"
        if inner.startswith("{"):
            noun, _, example = phrase.removeprefix("an array of ").partition(" such as ")
            return f"an array of arrays of {noun} such as {{{example} {example}}}"
        return f"an array of {phrase.removeprefix('a ').removeprefix('an ')}"
    if kind in KINDS:
        return KINDS[kind]
    values = ENUMS.get(kind)
    if values:
        shown = ", ".join(values[:4]) + (", ..." if len(values) > 4 else "")
        return f"one of {shown}"
    return kind


def accepts(expected: str, actual: set[str] | frozenset[str]) -> bool:
    """Whether a value that may be of any of the ``actual`` kinds fits where ``expected`` is wanted."""
    if "any" in actual or expected == "any":
        return True
    for kind in expected.split("|"):
        if kind in actual or actual & _STANDS_FOR.get(kind, set()):
            return True
        if kind.startswith("{") and any(a.startswith("{") and accepts(kind[1:-1], {a[1:-1]}) for a in actual):
            return True
    return False
