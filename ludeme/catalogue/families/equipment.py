"""Equipment: the board, the pieces, hands, maps and named regions a game uses.

Ludii's packages: ``game.equipment``. Each row is (signature, result kind, doc,
example); the compile rule of each is in the module of the same name in
``interpreter/compiler/families/``.
"""

from __future__ import annotations

ROWS: list[tuple[str, str, str, str]] = [
    ("(piece <name=string> [<owner=roleType>] [<facing=absoluteDirection>] [<flips>] [<moves>])", "item",
     "A kind of piece; with Each, every player gets one named after them (Disc1, Disc2, ...). Its "
     "moves are what (forEach Piece) lets each such piece do, with (from) the piece's site; directions "
     "relative to the mover (Forward, FR, ...) follow the piece's facing when it has one, else its player's. "
     "With flips, (flip ...) turns it over: its site's state goes from one of the two to the other.",
     '(piece "Pawn" Each (move Step Forward (to if:(is Empty (to)))))'),
    ("(flips <a=int> <b=int>)", "flips",
     "The two sides of a piece, as the state values its site holds: (flip ...) turns a into b and b into a "
     "(any other state stays).",
     "(flips 1 2)"),
    ("(regions [<name=string>] [<owner=roleType>] <sites={sites}|sites|{int}>)", "item",
     "A named region of the board, optionally belonging to a player; fixed sites, which may be made of "
     "the board's parts, its tracks and the players' other regions ((sites P1 \"Inner\")).",
     "(regions P1 {(sites Side NE) (sites Side SW)})"),
    ("(board <graph> [<tracks=track|{track}>] [use:<siteType>])", "item",
     "The board: a graph of sites, with its tracks; use:Vertex plays on its vertices instead of its cells.",
     '(board (square 3) (track "Loop" {0 1 2 5 8 7 6 3} loop:True) use:Cell)'),
    ("(deck <cards={string}>)", "item",
     "A shared face-down deck of cards (pieces declared in the equipment): it holds one card of each "
     "kind listed when the game starts.",
     '(deck {"R01" "R02" "B01"})'),
    ("(boardless <tiling=tilingBoardlessType> [<dimension=int>])", "item",
     "A board without edges, for games whose pieces make the board: a square grid of dimension x "
     "dimension sites (41 by default) round the centre, labelled by position x,y from it.",
     "(boardless Square 77)"),
    ("(track <name=string> <sites={int}|{string}|string> [loop:<boolean>] [<owner=roleType|int>])", "track",
     "A named path through the board's sites, by index or label, in order, or as steps written in a string: "
     "a first site, then sites by number and directions, each direction followed as far as the board goes "
     "(or as many sites as the number after it: \"N1\"), as in \"0,E,N1,W\". loop:True goes on from the "
     "last site to the first; an owner makes it that player's track (several players may have a track "
     "of the same name).",
     '(track "Track" "0,E,N1,W" loop:True P1)'),
    ("(map [<name=string>] <entries={pair}>)", "item",
     "A table (named \"Map\" when no name is given) from integers, piece names or players to integers, "
     "piece names or named sites (piece names stand for their kind numbers, players for their numbers).",
     '(map "Next" {(pair "V1" "V2") (pair "V2" "V3")})'),
    ("(pair <key=int|string|roleType> <value=int|string|landmarkType>)", "pair",
     "One entry of a map: a player's key stands for the player's number, FirstSite and LastSite for the "
     "first and last sites of the board.", "(pair P1 LastSite)"),
    ("(mancalaBoard <rows=int> <columns=int> [store:<storeType>] [numStores:<int>] [largeStack:<boolean>] "
     "[<tracks=track|{track}>])", "item",
     "A board of holes for sowing games: rows (2 to 6) of columns holes, played on its vertices, numbered "
     "as in Ludii: with Outer stores (the default), the left store is site 0, then the holes row by row "
     "from the bottom left, then the right store; store:None leaves the stores out.",
     '(mancalaBoard 2 6 (track "Track" "1,E,N,W" loop:True))'),
    ("(regions [<name=string>] [<owner=roleType>] <areas=regionTypeStatic|{regionTypeStatic}>)", "item",
     "A named family of areas of the board: Rows, Columns, Diagonals, SubGrids (the boxes of a "
     "Sudoku grid), AllSites, Fields (the same-colour areas of a coloured board), or several.",
     '(regions "Areas" {Rows Columns SubGrids})'),
    ("(hand <owner=roleType> [size:<int>])", "item",
     "A hand for each player (Each), for one player, or one shared by all (Shared): pieces off "
     "the board, counted; (handSite ...) is its site.",
     "(hand Each)"),
]
