# Hills & Sheep (classic): its name, its printed marks, the shepherd and the problems its
# rules find (expansions/hills_and_sheep/).

expansion-hills-and-sheep = Hills & Sheep
seen-mark-hill = hill
seen-mark-vineyard = vineyard
tile-note-hill = hill
tile-note-vineyard = vineyard
hs-problem-field-has-shepherd = A shepherd already stands in that field: a shepherd goes only into a field without one.
hs-problem-no-draw-due = No token is drawn now, so no { $sheep ->
        [0] wolf
        [one] token of 1 sheep
       *[other] token of { $sheep } sheep
    } either: a token is drawn only for a shepherd placed this turn or for a flock let grow just before.
hs-problem-not-in-bag = No { $sheep ->
        [0] wolf
        [one] token of 1 sheep
       *[other] token of { $sheep } sheep
    } is left in the bag, which holds { $bag }.
hs-problem-draw-first = The token drawn for the flock at { $square } comes first.
hs-problem-draw-owed = The move does not say which token was drawn for the shepherd at { $square }: write the step sheep=1, 2, 3, 4 or wolf.
hs-problem-no-shepherd = { $player } has no shepherd at { $square }.
hs-problem-just-placed = The shepherd at { $square } was placed this turn: its token is its draw, there is nothing to choose.
hs-problem-not-extended = The tile does not extend the field of the shepherd at { $square }.
hs-problem-decided = The field of the shepherd at { $square } has been decided this turn already: one choice per field.
hs-problem-choice-owed = The tile extends the field of { $player }'s shepherd at { $square }: the flock must grow or go to the stable (flock-grow or flock-score).
hs-problem-before-dragon = The dragon flies only once the shepherds are done: the move still owes a step for the shepherd at { $square } (write the shepherd's steps before the dragon's).
hs-problem-box-under-hills = No tile is left to draw: { $count ->
    [one] the one tile still in the box lies
   *[other] the { $count } tiles still in the box lie
} under the hills (one under each hill laid while tiles were left), so the game is over and no tile from the box is laid or drawn any more.
hs-problem-closed-field = This shepherd stands in a closed field: its flock went to the stable in the turn that closed the field.
hs-problem-sheep-without-shepherd = Sheep lie on this tile, but no shepherd stands on it.
hs-problem-two-shepherds-on-tile = Two shepherds on one tile: a shepherd is placed only on the tile just laid, one per turn.
hs-problem-empty-flock = This shepherd has no sheep: a shepherd on the board always has a token by it (write sheep-1 ... sheep-4 on its tile).
hs-problem-too-many-tokens = { $count } tokens of { $sheep } sheep lie in flocks, but the bag holds only { $allowed } in all.
piece-shepherd = shepherd
pieces-shepherd = shepherds
move-tile-state-sheep-1 = The flock of the shepherd at { $square } now has { $value ->
    [0] no token of 1 sheep any more (back in the bag)
    [one] one token of 1 sheep
   *[other] { $value } tokens of 1 sheep
}.
move-tile-state-sheep-2 = The flock of the shepherd at { $square } now has { $value ->
    [0] no token of 2 sheep any more (back in the bag)
    [one] one token of 2 sheep
   *[other] { $value } tokens of 2 sheep
}.
move-tile-state-sheep-3 = The flock of the shepherd at { $square } now has { $value ->
    [0] no token of 3 sheep any more (back in the bag)
    [one] one token of 3 sheep
   *[other] { $value } tokens of 3 sheep
}.
move-tile-state-sheep-4 = The flock of the shepherd at { $square } now has { $value ->
    [0] no token of 4 sheep any more (back in the bag)
    [one] one token of 4 sheep
   *[other] { $value } tokens of 4 sheep
}.
edition-shepherds-and-vineyards = "{ $name }" is the current edition (Shepherds & Vineyards), which arbiter does not judge: its rulebook is not at hand, and from its FAQ it is another design (flock tokens; the FAQ never mentions hills). arbiter judges the classic Hills & Sheep as JCloisterZone plays it: write Hills & Sheep.
