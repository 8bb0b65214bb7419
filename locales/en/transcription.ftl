# Transcription aids: rot: auto, seen: "NESW marks", arbiter settle.

transcribe-no-tile = Each tile needs “tile” (its id or letter) or “seen” (what it looks like on the table).
transcribe-seen-and-rot = “seen” already gives the turn (its edges are as seen on the table): leave out “rot”.
transcribe-bad-rot = “{ $value }” is not a turn: write 0, 90, 180, 270, or auto to let the neighbours decide.
transcribe-bad-edges = “{ $word }” is not four edge letters: the edges N, E, S, W as seen on the table, each C (city), R (road), F (field) or W (river), for example “CRFR”.
transcribe-bad-mark = “{ $word }” is not a mark{ $suggestion ->
    [none] {""}
   *[other] {""} (did you mean “{ $suggestion }”?)
}. Marks: { $known } (in Dutch: { $dutch }).
transcribe-seen-none = No tile of the expansions in play looks like “{ $seen }”. { $others ->
    [none] No tile has these edges.
   *[other] Tiles with these edges look like: { $others }.
}
transcribe-no-fit = None of the { $count ->
    [one] pictures
   *[other] { $count } pictures
} this line allows ({ $pictures }) fits its neighbours and the copies in the box. { $line ->
    [0] One of the tiles around { $square } is probably written wrongly.
   *[other] It clashes with the tile at { $neighbour } (line { $line }): { $written ->
        [seen] check what this line says it sees first (its edges clockwise from north, and its marks), then that tile.
       *[id] check this tile's id first, then that one.
    }
}
transcribe-no-fit-knock-on = None of the { $count ->
    [one] pictures
   *[other] { $count } pictures
} this line allows ({ $pictures }) fits its neighbours, most likely only because the tile next to it at { $neighbour } (line { $line }) fits nothing itself: correct that one first (its own message says why), and this one may then fit.
transcribe-ambiguous-edge = { $count } pictures are left for the tile at { $square } ({ $pictures }); arbiter does not guess. The { $edge ->
    [N] north
    [E] east
    [S] south
   *[W] west
} edge tells them apart: { $line ->
    [0] the square next to it, { $neighbour }, is empty, so write the turn yourself.
   *[other] settle the tile at { $neighbour } (line { $line }) and this one follows.
}
transcribe-ambiguous-inside = { $count } pictures are left for the tile at { $square } ({ $pictures }); arbiter does not guess. Their edges and marks are the same: they differ only inside the tile (how its roads, cities and fields join), so { $written ->
    [seen] write the id you see with tile: beside seen (seen gives the turn).
    [both] write the turn as rot instead of seen.
   *[other] write the turn.
}
transcribe-picture = { $tile } rot { $rot }
transcribe-pictures-heading = The pictures left:
transcribe-pictures-allowed = The pictures this line allows:

settle-comment-seen = from seen “{ $seen }”
settle-comment-auto = rot: auto
settle-written = { $count ->
    [one] One tile settled
   *[other] { $count } tiles settled
}, written to { $file }.
settle-not-position = settle reads a Carcassonne position file.
settle-failed = settle rewrites a file line by line, as written, and could not rewrite this one so that it reads back as the same position (a value written over several lines, such as a folded `seen: >`, is one it cannot rewrite); nothing was written. Write each `seen` and `rot: auto` value on its key's line and settle again.
cli-settle-about = Write out every “seen” and “rot: auto” of a position (ids and turns), keeping the rest as written, with a comment on each line arbiter filled in.
cli-settle-arg-file = The position (or game record) with “seen” or “rot: auto” tiles.
cli-settle-arg-output = Write the settled position to this file (default: standard output).
problem-edges-culprit = { $tile } at { $square } (rot { $rot }): { $count ->
    [one] one edge does not match
   *[other] { $count } edges do not match
}; { $turn ->
    [yes] { $mend }
   *[other] the tile { $mend } (same marks)
} fits { $neighbours ->
    [one] its only neighbour
    [2] both its neighbours
    [3] all three neighbours
   *[other] all { $neighbours } neighbours
}.
problem-edges-either = The { $kind } on edge { $edge } touches the { $other-kind } of { $other } at { $square }. Either tile may be the mistake: this one fits all its neighbours with { $mend }, the one at { $square } with { $other-mend }.
col-seen = Seen (unturned)
tiles-footnote = Count: copies in the box of the classic sets. With gardens: copies when the Abbot is in play, whose sets replace some tiles by their twins with a garden (so some counts drop by one and the garden tiles appear). Seen: the tile's “seen” string lying unturned (edges N, E, S, W: C city, R road, F field, W river; then its marks); turned, its edges shift clockwise. Base letters may be written in lower case (tiles show d).
tiles-seen = seen: “{ $seen }”
cli-tiles-sheet-about = Draw every tile of the chosen expansions on one sheet, unturned, with its letter, id and “seen” string (SVG, or PNG for a .png file), to hold next to a photo of the table.
cli-tiles-sheet-arg-expansions = Expansions, comma-separated (default: every one); the base game is always in.
cli-tiles-sheet-arg-output = Write the sheet to this file (.svg or .png; default: SVG on standard output).

## The position format's words as tables print them (the same words the format reads).
locator-city = city
locator-road = road
locator-river = river
locator-field = field
locator-monastery = monastery
locator-inner = inner
# The letters for north, east, south and west, in that order.
compass-letters = NESW
seen-mark-monastery = monastery
seen-mark-pennant = pennant
seen-mark-cathedral = cathedral
seen-mark-inn = inn
seen-mark-wine = wine
seen-mark-grain = grain
seen-mark-cloth = cloth
seen-mark-spring = spring
seen-mark-lake = lake
seen-mark-apart = apart
seen-mark-volcano = volcano
seen-mark-dragon = dragon
seen-mark-portal = portal
seen-mark-princess = princess
