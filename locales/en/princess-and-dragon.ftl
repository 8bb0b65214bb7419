# The Princess & the Dragon (classic): its name, its two figures and the problems its rules
# find (expansions/princess_and_dragon/).

expansion-princess-and-dragon = The Princess & the Dragon
piece-dragon = dragon
piece-fairy = fairy
pieces-dragon = dragons
pieces-fairy = fairies
problem-pd-volcano-tile = No piece may go on the volcano at { $square } the turn it is laid: the dragon has just come to it.
problem-pd-dragon-tile = No piece may go on the tile at { $square }: the dragon stands there.
problem-pd-dragon-draw = Tile { $tile } shows the dragon's symbol: it cannot be drawn before a volcano lies on the board.
problem-pd-dragon-no-symbol = The dragon flies only after a tile with the dragon's symbol is laid.
problem-pd-dragon-absent = The dragon is not on the board yet: a volcano brings it.
problem-pd-dragon-six = The dragon flies at most { $count ->
        [one] { $count } square
       *[other] { $count } squares
    } a turn.
problem-pd-dragon-far = The dragon flies one square at a time, along a row or column, from { $from }: { $square } is not next to it.
problem-pd-dragon-empty = No tile lies at { $square }: the dragon flies only over tiles.
problem-pd-dragon-visited = The dragon has already been on the tile at { $square } this turn.
problem-pd-dragon-fairy = The fairy stands on the tile at { $square }: the dragon may not go there.
problem-pd-no-piece = { $player } has no such follower on the tile at { $square }.
problem-pd-which-piece = { $player } has more than one follower on the tile at { $square }: name its feature (OWNER@X,Y:FEATURE, such as red@1,0:city:N).
problem-pd-fairy-not-own = The fairy may only be moved beside one of your own followers.
problem-pd-fairy-same = The fairy already stands beside that follower: move her to another one.
problem-pd-fairy-special = The fairy stands beside a { $piece }: only a follower can have her.
problem-pd-fairy-on-dragon = The fairy and the dragon stand on the same tile: the dragon never enters the fairy's tile, and on the dragon's tile a follower can only stand on a tower, on an acrobat space or in a castle, none of which this tile has.
problem-pd-princess-none = The tile just laid shows no princess.
problem-pd-princess-other-city = That follower is not in the princess's city.
problem-pd-portal-none = The tile just laid shows no magic portal.
problem-pd-portal-special = A { $piece } cannot go through the magic portal: only followers can; special figures stay on the tile just laid.
problem-pd-portal-complete = The { $feature } at { $square } is complete: the magic portal only leads to a feature that is not finished.
problem-pd-figure-twice = The box holds one { $piece }: the position shows more.
problem-pd-dragon-no-volcano = The dragon stands on the board but no volcano lies there: only a volcano brings it into play.
problem-pd-piece-on-dragon = A { $piece } stands on the dragon's tile at { $square }: the dragon eats every piece where it lands, and nobody may place one on its tile.
problem-pd-dragon-on = The dragon flies on while it can, up to six squares: it has flown { $count } and can still go to { $square }.
problem-pd-dragon-last = The step { $action-key } is written after the dragon's flight: when the dragon flies after the scoring, the wagons move on first, then the dragon flies (as JCloisterZone plays it), so write it before the flight.
condition-dragon-ate-big-follower = the dragon eats a big follower
condition-dragon-took-builder-or-pig = a builder or pig goes home with the last follower the dragon eats
condition-fairy-bonus-paid = the fairy's 3 points are paid
condition-portal-big-follower = a big follower goes through the magic portal
problem-pd-princess-must = Under { $option } the princess's return is the only action allowed when she can send a follower of her city home: do that instead ({ $step }, say), with no piece and no other action.
