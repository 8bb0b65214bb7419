# Abbey & Mayor: its pieces, the abbey and the barn (expansions/abbey_and_mayor/).

expansion-abbey-and-mayor = Abbey & Mayor
piece-mayor = mayor
piece-wagon = wagon
piece-barn = barn
pieces-mayor = mayors
pieces-wagon = wagons
pieces-barn = barns
abbey-used = abbey laid
move-gained-abbey = { $player } lays their abbey tile.
problem-am-abbey-hole = The abbey goes only into a hole: the square { $square } needs a tile on each of its four sides.
problem-am-abbey-none = { $player } has already laid their abbey.
problem-am-abbey-count = { $count ->
    [one] One abbey lies
   *[other] { $count } abbeys lie
} on the board but { $laid ->
    [0] no player has
    [one] only one player has
   *[other] only { $laid } players have
} laid theirs: say who under abbey: (for example abbey: {"{"}red: {"{"}used: 1{"}}"}).
problem-am-barn-corner = No barn at the north-west corner of { $square }: the barn stands on a corner of the tile just laid where four tiles meet, each with a field in that corner.
problem-am-barn-taken = The field at the north-west corner of { $square } already holds a barn.
problem-am-barn-field = That field holds a barn: no { $piece } may go there.
problem-am-barn-farmer = A { $piece } stands in a field that holds a barn: it went home when the barn came or its field joined the barn's.
problem-am-wagon-none = No wagon of { $player } went home from a feature scored this turn, or each has moved already.
problem-am-wagon-target = The wagon may only move to a road, city, monastery or abbey that is incomplete, holds no piece and lies on its tile or one of the eight around it: { $square } offers none such.
problem-am-wagon-linked = By the rule in play (wagon-move C1) the wagon may only move to a road, city, monastery or abbey that is incomplete, holds no piece and is linked to the feature it was scored on, on a tile that feature covers (or an abbey that feature ends against): { $square } offers none such.
edition-messengers-and-mayors = "{ $name }" is the current edition (Messengers & Mayors), which arbiter does not judge: its rulebook is not at hand, and from its FAQ it is another design (a town-hall tile, mayors with an ability, messengers, a scarecrow; no wagon, barn or abbey). arbiter judges the classic Abbey & Mayor as JCloisterZone plays it: write Abbey & Mayor.
