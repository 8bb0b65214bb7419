## arbiter: English messages (Carcassonne, the command line, diagnostics).


## Values
yes = yes
no = no
# The word before the last item of a list (Anna, Bram and Carol).
list-and = and
none = none
color-red = red
color-blue = blue
color-green = green
color-yellow = yellow
color-black = black
color-gray = gray
color-pink = pink
feature-city = city
feature-road = road
feature-river = river
feature-monastery = monastery
feature-field = field
goods-wine = wine
goods-grain = grain
goods-cloth = cloth
piece-follower = follower
piece-big-follower = big follower
piece-abbot = abbot
piece-builder = builder
piece-pig = pig
pieces-follower = followers
pieces-big-follower = big followers
pieces-abbot = abbots
pieces-builder = builders
pieces-pig = pigs
expansion-base = base game
expansion-river = The River
expansion-inns-and-cathedrals = Inns & Cathedrals
expansion-traders-and-builders = Traders & Builders
expansion-abbot = Abbot

## Table columns
col-player = Player
col-color = Colour
col-track = Track
col-final = Final
col-total = Total
col-feature = Feature
col-where = Where
col-tiles = Tiles
col-pennants = Pennants
col-complete = Complete
col-owners = Strength
col-points = Points
col-rule = Rules applied
col-tile = Tile
col-letter = Letter
col-expansion = Expansion
col-count = Count
col-count-gardens = With gardens
col-description = Description
col-locator = Locator
col-touches = Touches
col-notes = Notes
col-id = Id
col-date = Date
col-category = Category
col-title = Title
col-score = Score
col-key = Key
col-kind = Kind
col-english = English
col-seizer = Seizer
col-dutch = Dutch

## Labels
label-error = error
label-warning = warning
label-illegal = illegal
label-not-judged = not judged
label-here = here
label-rule = rule: { $rule }

## Scoring
heading-final-scores = End-game scoring
heading-scored-features = Scored features
heading-warnings = { $count ->
    [one] Warning: this position has a problem (it is scored as it stands):
   *[other] Warning: this position has { $count } problems (it is scored as it stands):
}
heading-explanations = Rules and rulings applied:
nothing-scored = Nothing is scored: no follower stands on an unfinished feature or a field, and nobody holds goods.
note-skipped-completed = { $count ->
    [one] One completed feature still holds pieces; it was scored when it was completed, so it is not scored again.
   *[other] { $count } completed features still hold pieces; they were scored when they were completed, so they are not scored again.
}
cell-cities = { $count ->
    [one] 1 city
   *[other] { $count } cities
}
score-feature = { $complete ->
    [yes] completed
   *[no] unfinished
} { $kind } of { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}{ $city ->
    [yes] { $pennants ->
        [0] {" "}without pennants
        [one] {" "}with 1 pennant
       *[other] {" "}with { $pennants } pennants
    }
   *[no] {""}
}
score-cloister = { $complete ->
    [yes] completed { $kind }
   *[no] unfinished { $kind } (its own tile and each neighbouring tile count)
}
score-field = field touching { $cities ->
    [one] 1 completed city
   *[other] { $cities } completed cities
}
score-most = most { $counter }

## check
check-legal = Legal: { $tiles ->
    [one] this tile
   *[other] these { $tiles } tiles
} and { $pieces ->
    [0] no pieces
    [one] 1 piece
   *[other] { $pieces } pieces
} could have arisen in a legal game.
check-illegal = { $count ->
    [one] Illegal: 1 problem.
   *[other] Illegal: { $count } problems.
}

## move
move-legal = Legal move by { $player }.
move-illegal = { $count ->
    [one] Illegal move by { $player } (1 reason):
   *[other] Illegal move by { $player } ({ $count } reasons):
}
move-not-judged = { $count ->
    [one] arbiter gives no verdict on this move by { $player }: a part of it is not judged (1 reason):
   *[other] arbiter gives no verdict on this move by { $player }: a part of it is not judged ({ $count } reasons):
}
move-nothing-completed = The move scores no feature.
move-scored = Scored at once: { $list }
move-returned = { $count ->
    [one] { $player }'s { $piece } goes back to the supply.
   *[other] { $player }'s { $count } { $pieces } go back to the supply.
}
move-gained-goods = { $player } takes the goods of the completed city: { $wine } wine, { $grain } grain, { $cloth } cloth.
move-feature-state = The feature at { $square } ({ $feature }) now has { $key }: { $value }.
move-captured = { $count ->
    [one] { $holder } takes { $player }'s { $piece } prisoner.
   *[other] { $holder } takes { $player }'s { $count } { $pieces } prisoner.
}
move-removed = { $count ->
    [one] { $player }'s { $piece } leaves the game.
   *[other] { $player }'s { $count } { $pieces } leave the game.
}
move-figure-removed = { $count ->
    [one] The { $piece } leaves the board.
   *[other] The { $count } { $pieces } leave the board.
}
move-placed = { $neutral ->
    [true] The { $piece } is put { $where }.
   *[other] { $player }'s { $piece } is put { $where }.
}
move-moved = { $neutral ->
    [true] The { $piece } now stands { $where }.
   *[other] { $player }'s { $piece } now stands { $where }.
}
# A piece the scoring sent home that a step puts back on the board: a wagon moving on.
move-moved-on = { $player }'s { $piece } rides on from the { $locator-a } at { $square-a } to the { $locator-b } at { $square-b }.
move-points = { $paid ->
    [true] { $points ->
        [one] { $player } pays 1 point.
       *[other] { $player } pays { $points } points.
    }
   *[other] { $points ->
        [one] { $player } gains 1 point.
       *[other] { $player } gains { $points } points.
    }
}
spot-feature = on the { $locator } at { $square }
spot-tile = on the tile at { $square }
spot-beside = beside { $player }'s { $piece } on { $square }
spot-corner = at the north-west corner of { $square }
spot-held = into { $player }'s hands
move-extra-turn = The builder gives an extra turn now.
move-no-extra-turn = No extra turn: this is already the builder's extra turn.
move-extra-turn-not-extended = This move is the builder's extra turn; its tile does not extend the builder's road or city, so no further extra turn follows.

## Tiles
tile-heading = Tile { $tile }, turned { $rot }°
tile-legend = C city  = | road  / \ road bend  ~ river  M monastery  G garden  * pennant  + road end  . field
tile-note-pennants = { $count ->
    [one] 1 pennant
   *[other] { $count } pennants
}
tile-note-cathedral = cathedral
tile-note-inn = inn
tile-note-touches = touches { $cities }
tile-summary-city = { $count ->
    [one] a city
   *[other] { $count } cities
}
tile-summary-road = { $count ->
    [one] a road
   *[other] { $count } roads
}
tile-summary-river = river
tile-summary-monastery = monastery
tile-summary-field = { $count ->
    [one] one field
   *[other] { $count } fields
}

## Rulings
ruling-source = Source
ruling-date = Date
ruling-category = Category
ruling-expansions = Expansions
ruling-pieces = Pieces
ruling-related = Related
ruling-enforced-by = Checked by the engine as
rulings-count = { $count ->
    [one] 1 entry.
   *[other] { $count } entries.
}
rulings-no-hits = No ruling matches these words.
rulings-unknown-id = There is no ruling with id "{ $id }". Nearest ids: { $suggestions }.
rulings-unknown-category = Unknown category "{ $category }"; use placement, scoring, movement, turn-structure or definition.
rulings-unknown-game = Unknown game "{ $game }"; use carcassonne or keyflower.
glossary-unknown = The glossary has no term "{ $term }".

## Input errors (exit status 2)
error-input-header = { $count ->
    [one] { $file } cannot be used:
   *[other] { $file } cannot be used ({ $count } errors):
}
error-read-file = Cannot read { $path }: { $reason }
input-too-large = The file is { $size } bytes; arbiter reads position files of at most { $limit } bytes.
input-not-utf8 = The file is not valid UTF-8 text.
input-empty = The file is empty: a position needs at least game, players and tiles.
input-not-yaml = This is not valid YAML: { $detail }
input-wrong-shape = A value has the wrong type or shape: { $detail }
input-too-deep = Lists and mappings are nested too deeply here: arbiter reads at most { $limit } levels (a position needs 5).
input-too-many-entries = { $what ->
    [keyed-list] The list "{ $key }" holds more entries than arbiter reads there, which is { $limit } (no game comes near it): it stops reading at this one.
    [mapping] This mapping holds more keys than arbiter reads in one, which is { $limit }: it stops reading at this one.
    [keyed-mapping] The mapping "{ $key }" holds more keys than arbiter reads in one, which is { $limit }: it stops reading at this one.
   *[list] This list holds more entries than arbiter reads in a list like it, which is { $limit }: it stops reading at this one.
}
input-too-many-values = The file holds more values (texts, numbers, lists and mappings, counted wherever they are written) than arbiter reads in one file, which is { $limit } (no game comes near it): it stops reading at this one.
input-too-complex = The file uses too many aliases or values to be a position (a guard against alias bombs): { $detail }
input-expected = { $expected ->
    [list] Wrong shape: a list is expected here, written [a, b] or as lines that start with "-".
    [mapping] Wrong shape: a mapping is expected here, written {"{"}key: value{"}"} or as lines of key: value.
    [text] Wrong shape: a text (a single value) is expected here.
    [integer] Wrong shape: a whole number is expected here.
    [number] Wrong shape: a number is expected here.
    [boolean] Wrong shape: true or false is expected here.
   *[other] Wrong shape: another kind of value is expected here.
}
input-bad-number = This is not a whole number arbiter can read here: it takes whole numbers from { $min } to { $max }.
input-duplicate-key = A key appears twice in one mapping: { $detail }
input-key-two-languages = { $key } is the same key as { $first } (line { $line }), written in the other language: write it once.
input-unknown-key = { $suggestion ->
    [none] Unknown key "{ $key }". Known keys here: { $expected }.
   *[other] Unknown key "{ $key }" (did you mean "{ $suggestion }"?). Known keys here: { $expected }.
}
input-missing-key = The required key "{ $key }" is missing.
input-unknown-value = Unknown value "{ $value }"; expected one of: { $expected }.
input-unknown-game = Unknown game "{ $game }"; arbiter reads carcassonne and keyflower positions.
input-unknown-expansion = Unknown expansion "{ $name }"{ $suggestion ->
    [none] {""}
   *[other] {" "}(did you mean "{ $suggestion }"?)
}. Known: { $known }.
input-bad-option = "{ $value }" is not a value of { $option }; use one of: { $known }.
input-unknown-color = Unknown colour "{ $color }"{ $suggestion ->
    [none] {""}
   *[other] {" "}(did you mean "{ $suggestion }"?)
}. Colours: { $known }.
input-duplicate-color = Two players have the colour { $color }.
input-duplicate-name = Two players are called { $name }.
input-move-needs-position = This is a game record (it starts with start:), but move judges one move on a position file. Judge the record's moves with replay, or score and check it up to a move with --until N.
input-name-is-colour = A player is called { $name }, which is the colour of { $other }: owners, turns and scores would be ambiguous. Give the player another name.
input-no-players = The position has no players.
input-no-tiles = The position has no tiles.
input-unknown-player = No player has the colour or name "{ $who }". Players: { $known }.
input-unknown-player-suggest = No player has the colour or name "{ $who }" (did you mean "{ $suggestion }"?). Players: { $known }.
input-unknown-player-none = No player has the colour or name "{ $who }": the file has no player arbiter could read (see the errors about the players).
input-player-twice = "{ $who }" and "{ $other }" are the same player: name each player once here.
input-bad-square = A square is written [x, y]: two whole numbers, not { $count }.
input-coordinate-range = The coordinate { $value } is out of range: arbiter accepts -{ $limit } to { $limit }.
input-score-range = The score { $value } is out of range: arbiter accepts -{ $limit } to { $limit }.
input-bad-rotation = The rotation { $value } is not one of 0, 90, 180 or 270 (degrees, clockwise).
input-unknown-tile = Unknown tile "{ $tile }". Nearest ids: { $suggestions }. (arbiter tiles lists them all.)
input-duplicate-square = Two tiles stand on square { $square } (the other is on line { $line }).
input-piece-is-role = "{ $piece }" is a role, not a piece: a follower becomes one by where it stands. Write `kind: follower` (or `big-follower`) and put it on a { $feature } with `feature:`.
input-unknown-piece = Unknown piece "{ $piece }"{ $suggestion ->
    [none] {""}
   *[other] {" "}(did you mean "{ $suggestion }"?)
}. Pieces: { $known }.
input-bad-locator = "{ $locator }" is not a locator such as city:N, road:E, field:NNE, monastery or garden{ $suggestion ->
    [none] {""}
   *[other] {""} (did you mean "{ $suggestion }"?)
}. This tile has: { $features }.
input-no-such-feature = Tile { $tile } has no feature at "{ $locator }" (after rotation). Its features: { $features }.
input-feature-twice = "{ $locator }" names the same feature of this tile as "{ $first }" (line { $line }): write its state once.
input-locator-edge-split = "{ $locator }" names a whole edge, and at that edge this tile has two fields, one on each side of the road or river: { $locator-a } and { $locator-b }. Which one is meant? Write { $locator-a } or { $locator-b }.
input-locator-edge-one = "{ $locator }" names a whole edge, but a field is named by half an edge: write { $locator-a }{ $locator-b ->
    [none] {""}
   *[other] {""} (or { $locator-b }: the same field)
}.
input-bad-at = --at takes X,Y (two whole numbers), not "{ $value }".
input-bad-piece-flag = --piece takes KIND@LOCATOR or OWNER/KIND@LOCATOR, such as follower@road:E or red/follower@road:E, not "{ $value }".
input-bad-address = "{ $value }" is not a piece as { $list } writes one: { $list ->
    [pieces] OWNER/KIND@FEATURE, such as red/follower@road:E (FEATURE|FEATURE when the photo leaves two possible), or a mapping with owner, kind and feature
    [figures] KIND@X,Y on a tile, KIND@OWNER@X,Y beside that player's piece (KIND@OWNER@X,Y:FEATURE to say which), OWNER/KIND@X,Y:corner at a corner, or a mapping with kind and at, beside or corner
   *[held] OWNER/KIND@HOLDER, such as blue/follower@red (red holds one of blue's followers), or a mapping with holder, owner and kind
}.
input-piece-not-movers = The piece { $piece } is { $owner }'s, but the move is { $mover }'s: a move places its own player's piece.
input-bad-piece-record = A move's piece is written KIND@LOCATOR or OWNER/KIND@LOCATOR, such as follower@road:E or red/follower@road:E, not "{ $value }".

## Legality problems (exit status 1)
problem-one-per-square = Square { $square } already holds tile number { $other }.
problem-square-taken = Square { $square } already holds a tile.
problem-edges-match = The { $kind } on edge { $edge } touches the { $other-kind } of { $other } at { $square }.
problem-connected = The tile at { $square } touches no other tile: the board must be one connected area.
problem-tile-expansion = Tile { $tile } belongs to { $expansion }, which is not switched on in rules.expansions.
problem-tile-supply = { $count ->
    [one] 1 copy of { $tile } is
   *[other] { $count } copies of { $tile } are
} on the table, but the sets in play hold { $allowed }.
problem-tile-state-expansion = Tile { $tile } carries "{ $key }", which { $expansion } keeps, and that expansion is not switched on in rules.expansions.
problem-tile-state-range = Tile { $tile } has { $key }: { $value }, but it must lie between { $min } and { $max }.
problem-feature-state-expansion = Tile { $tile } carries "{ $key }" on { $feature }, which { $expansion } keeps, and that expansion is not switched on in rules.expansions.
problem-feature-state-range = Tile { $tile } has { $key }: { $value } on { $feature }, but it must lie between { $min } and { $max }.
problem-feature-state-disagree = Tile { $tile } has { $key }: { $value } on { $feature }, but the same feature has { $key }: { $other-value } on tile { $other } at { $square }. One feature holds one value: write it on one of its parts, or the same on each.
problem-piece-expansion = The { $piece } belongs to { $expansion }, which is not switched on in rules.expansions.
problem-figure-stands = A { $piece } does not stand there: its kind stands elsewhere, or belongs to another owner.
problem-figure-nowhere = The { $piece } stands at a place that is not on the table (no such tile, or no such piece to stand beside).
problem-held-own = A { $piece } cannot be held by its own owner, and a figure that is nobody's is never held.
problem-held-no-expansion = A player holds another player's { $piece }, but no expansion in play brings prisoners.
problem-action-expansion = The move { $action-key } belongs to { $expansion }, which is not switched on in rules.expansions.
problem-step-instead = { $why ->
    [piece] The step { $action-key } is done instead of placing a piece, and this move places a piece already.
    [action] The step { $action-key } is done instead of placing a piece, and this move already does { $after-key } instead of one.
   *[order] The step { $action-key } is done instead of placing a piece, so it comes first among the move's steps: write it before { $after-key }.
}
problem-step-follows = The step { $action-key } can only come after { $needed } in the same turn.
problem-piece-supply = { $player } has { $count ->
        [one] { $count } piece of kind
       *[other] { $count } pieces of kind
    } { $piece } on the board; each player has { $allowed }.
problem-one-piece-per-tile = This tile holds { $count ->
        [one] { $count } piece, but
       *[other] { $count } pieces, but
    } a player places at most one piece, on the tile just placed.
problem-farmers-not-placed = Under { $option } no follower goes into a field (JCloisterZone without its farmers): this { $piece } may not stand there.
problem-piece-feature-kind = { $piece ->
    [abbot] An
   *[other] A
} { $piece } may not stand on a { $feature }.
problem-builder-without-follower = The builder stands on a road or city where its owner has no follower.
problem-pig-without-farmer = The pig stands on a field where its owner has no farmer.
problem-completed-occupied = { $piece ->
    [abbot] An
   *[other] A
} { $piece } still stands on a completed { $feature }: it should have gone back when the feature was scored.
problem-no-such-feature = Tile { $tile } has no feature at { $locator }.
problem-no-supply = { $player } has no { $piece } left in supply (each player has { $allowed }).
problem-occupied = { $whose ->
    [own] This { $feature } already holds one of { $player }'s own followers once the tile joins it: one follower per { $feature }, even of the same colour. Put the piece on another feature of the tile, or place none.
   *[other] This { $feature } already holds another player's follower once the tile joins it. Put the piece on another feature of the tile, or place none.
}
problem-no-abbot-to-recall = { $player } has no abbot on the board to take back.
problem-abbot-recall-completed = { $player } may not take the abbot back: the tile just laid completes its { $feature } (a completed one scores as usual).
problem-river-no-spring = The River is switched on but the spring is not on the table.
problem-river-stray = River tile { $tile } is not joined to the river that flows from the spring.
problem-river-first = { $tile } was placed before the river was finished; only river tiles go down until the lake is placed.
problem-river-turn-back = At { $square } the river flows back: it only flows on in the direction it left the spring, or to the side its first bend chose, never back towards the spring.
problem-river-no-room = At { $square } the river leaves no room: the five squares ahead of its open end must stay empty.
problem-river-finished = The lake has been placed: the river is finished.
problem-river-continue = A river tile must continue the river at its open end, { $square }.

## Rulings categories and glossary kinds
category-placement = placement
category-scoring = scoring
category-movement = movement
category-turn-structure = turn structure
category-definition = definition
term-kind-expansion = expansion
term-kind-piece = piece
term-kind-piece-type = piece type
term-kind-feature = feature
term-kind-token = token
term-kind-term = term
input-move-needs-tile = A Carcassonne move needs --tile and --at (for example --tile D --at 1,0 --rot 90).
input-carcassonne-only = This works on Carcassonne positions and game records only, not on Keyflower files.
input-move-flags-keyflower = A Keyflower move is read from the file's own move: section; --tile, --at, --rot, --piece, --recall-abbot, --action, --player and --extra-turn are for Carcassonne positions. Leave them out.
problem-river-lake-early = { $count ->
    [one] The lake is on the table while 1 river tile is still missing: the lake is the last river tile.
   *[other] The lake is on the table while { $count } river tiles are still missing: the lake is the last river tile.
}
problem-shared-at-placement = The piece at { $square } stands on a part of a { $feature } that touches, across an edge, the occupied part at { $other }: whichever of the two tiles came second was laid onto an occupied { $feature }.
col-place = Place
tile-legend-places = 1 2 3 …: where a piece on the feature of that row stands in the pictures (the Place column).
# Counted things when there are none (a tile holding no resources).
arg-counted-none = nothing
tile-note-volcano = volcano
tile-note-dragon = dragon symbol
tile-note-portal = magic portal
tile-note-princess = princess
edition-dragon-and-fairy = "{ $name }" is the current edition (Dragon & Fairy), which arbiter does not judge: its rulebook is not at hand, and from its FAQ it is a new design (the dragon faces a meeple, the dragon's hoard, double-size tiles, no princess). arbiter judges the classic Princess & the Dragon as JCloisterZone plays it: write princess-and-dragon.
edition-towers-and-thieves = "{ $name }" is the current edition (Towers & Thieves), which arbiter does not judge: its rulebook is not at hand, and from its FAQ it is a new design (guards put on towers within range, thieves). arbiter judges the classic Tower as JCloisterZone plays it: write tower.
edition-current-box = "{ $name }" is a box of the current edition, which arbiter does not judge: its rulebook is not at hand. arbiter judges the classic boxes as JCloisterZone plays them: The Princess & the Dragon; The Tower; Abbey & Mayor; King & Robber; Hills & Sheep; Under the Big Top; Bridges, Castles & Bazaars.
