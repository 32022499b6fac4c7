"""Enum kinds: the bare words a ludeme accepts, with Ludii's names for the enums and their values.

>>> "Orthogonal" in ENUMS["relationType"]
True
>>> sorted(kinds_of_word("All"))[:4]
['absoluteDirection', 'forgetValueAllType', 'relationType', 'roleType']
"""

from __future__ import annotations

import functools

_PLAYERS = tuple(f"P{n}" for n in range(1, 17))
_TEAMS = tuple(f"Team{n}" for n in range(1, 17))

ENUMS: dict[str, tuple[str, ...]] = {
    # Who a rule is about (Ludii: game.types.play.RoleType).
    "roleType": (
        "Neutral", *_PLAYERS, *_TEAMS, "TeamMover", "Each", "Shared", "All", "Mover", "Next", "Prev",
        "NonMover", "Enemy", "Friend", "Ally", "Player",
    ),
    # Which neighbours count (game.util.directions.RelationType).
    "relationType": ("Orthogonal", "Diagonal", "OffDiagonal", "Adjacent", "All"),
    # The tiling of a board without edges (game.types.board.TilingBoardlessType).
    "tilingBoardlessType": ("Square", "Hexagonal", "Triangle"),
    # Which graph elements sites are (game.types.board.SiteType).
    "siteType": ("Vertex", "Edge", "Cell"),
    # Compass and other absolute directions (game.util.directions.AbsoluteDirection).
    "absoluteDirection": (
        "All", "Angled", "Adjacent", "Axial", "Orthogonal", "Diagonal", "OffDiagonal", "SameLayer",
        "Upward", "Downward", "Rotational", "Base", "Support", "N", "NNE", "NE", "ENE", "E", "ESE",
        "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW", "U", "UN", "UNE", "UE", "USE",
        "US", "USW", "UW", "UNW", "D", "DN", "DNE", "DE", "DSE", "DS", "DSW", "DW", "DNW", "In", "Out",
        "CW", "CCW",
    ),
    # Directions relative to a player's facing (game.util.directions.RelativeDirection).
    "relativeDirection": (
        "Forward", "Backward", "Rightward", "Leftward", "FL", "FLL", "FLLL", "BL", "BLL", "BLLL",
        "FR", "FRR", "FRRR", "BR", "BRR", "BRRR", "OppositeDirection", "SameDirection",
        "Forwards", "Backwards", "Rightwards", "Leftwards",
    ),
    # How a game ends for a player (game.types.play.ResultType).
    "resultType": ("Win", "Loss", "Draw", "Tie", "Abandon", "Crash"),
    # Named sides and parts of a board for (sites ...) (game.functions.region.sites.SitesSimpleType).
    "sitesSimpleType": (
        "Board", "Top", "Bottom", "Left", "Right", "Inner", "Outer", "Perimeter", "Corners",
        "ConcaveCorners", "ConvexCorners", "Major", "Minor", "Centre", "LineOfPlay", "Hand",
        "LastTo", "LastFrom", "Pending", "Playable", "ToClear",
    ),
    # Shapes of hexagonal boards (game.functions.graph.generators.basis.hex.HexShapeType).
    "hexShapeType": ("NoShape", "Square", "Rectangle", "Diamond", "Prism", "Triangle", "Hexagon",
                     "Star", "Limping"),
    # Shapes of triangle-tiled boards (game.functions.graph.generators.basis.tri.TriShapeType).
    "triShapeType": ("NoShape", "Square", "Rectangle", "Diamond", "Triangle", "Hexagon", "Star",
                     "Limping", "Prism", "Custom"),
    # Tilings (game.functions.graph.generators.basis.tiling.TilingType).
    "tilingType": ("Square", "Hexagonal", "Triangular", "T31212", "T333333_33434", "T33336",
                   "T33344", "T33434", "T3464", "T3636", "T4612", "T488"),
    # Families of areas of a board (game.types.board.RegionTypeStatic); Fields (same-colour areas of
    # a coloured board) is this engine's.
    "repetitionType": ("Positional", "Situational", "PositionalInTurn", "SituationalInTurn"),
    "regionTypeStatic": ("Rows", "Columns", "Diagonals", "SubGrids", "AllSites", "Fields", "Sides", "SidesNoCorners",
                         "Corners"),
    # Which diagonals a square board has (game.functions.graph.generators.basis.square.DiagonalsType).
    "diagonalsType": ("Implied", "Solid", "SolidNoSplit", "Concentric", "Radiating", "Alternating"),
    # What a line of sight keeps (game.functions.region.sites.LineOfSightType).
    "lineOfSightType": ("Piece", "Empty", "Farthest"),
    # Turtle steps of a walk: a step forward, a turn left or right (game.types.board.StepType).
    "stepType": ("F", "L", "R"),
    # Shapes of concentric boards (game.functions.graph.generators.shape.concentric.ConcentricShapeType).
    "concentricShapeType": ("Square", "Triangle", "Hexagon", "Target"),
    # A regular polygon drawn as a star (game.functions.graph.generators.shape.ShapeStarType).
    "shapeStarType": ("Star",),
    # Forgetting every value remembered under a name (game.rules.play.moves.nonDecision.effect.state.forget).
    "forgetValueAllType": ("All",),
    # When a removal happens (game.types.play.WhenType): EndOfTurn, once the mover's turn ends.
    "whenType": ("StartOfTurn", "EndOfTurn"),
    # Where the stores of a mancala board are (game.types.board.StoreType).
    "storeType": ("None", "Outer", "Inner"),
    # Named sites of a board (game.types.board.LandmarkType).
    "landmarkType": ("CentreSite", "LeftSite", "RightSite", "Topsite", "BottomSite", "FirstSite", "LastSite"),
}

#: Integer constants usable wherever an integer is expected.
INTEGER_CONSTANTS = {"Off": -1, "End": -2, "Undefined": -1, "Infinity": 1_000_000_000}


@functools.cache
def _index() -> dict[str, frozenset[str]]:
    index: dict[str, set[str]] = {}
    for kind, values in ENUMS.items():
        for value in values:
            index.setdefault(value, set()).add(kind)
    return {word: frozenset(kinds) for word, kinds in index.items()}


@functools.cache
def _spellings() -> dict[str, str]:
    return {word.lower(): word for word in _index()}


def canonical(word: str) -> str:
    """The enum word as the catalogue spells it: Ludii reads ``vertex`` as ``Vertex``.

    >>> canonical("vertex"), canonical("Mover"), canonical("Nonsense")
    ('Vertex', 'Mover', 'Nonsense')
    """
    return word if word in _index() else _spellings().get(word.lower(), word)


def kinds_of_word(word: str) -> frozenset[str]:
    """The enum kinds a bare word belongs to (several for words like ``All``), in any case."""
    kinds = _index().get(canonical(word), frozenset())
    if word in INTEGER_CONSTANTS:
        kinds = kinds | {"int"}
    return kinds


def all_words() -> list[str]:
    """Every enum value and constant, for did-you-mean hints."""
    return sorted(set(_index()) | set(INTEGER_CONSTANTS))
