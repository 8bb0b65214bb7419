# Bridges, Castles & Bazaars (classic): its name, its marks, bridges and castles, and the
# problems its rules find (expansions/bridges_castles_and_bazaars/).

expansion-bridges-castles-and-bazaars = Bridges, Castles & Bazaars
seen-mark-bazaar = bazaar
tile-note-bazaar = bazaar
seen-mark-no-castle = no-castle
built-bridges = bridges built
built-castles = castles built
bazaar-held = bazaar tiles held
bazaar-auction = auction due after a builder's second turn part
tile-note-no-castle = no castle on this city part
edition-castles-and-bridges = "{ $name }" is the current edition (Castles & Bridges), which arbiter does not judge: its rulebook is not at hand, and from its FAQ it is another design (a maiden in the castle, farmhouses, bridges with a value of their own, no bazaars). arbiter judges the classic Bridges, Castles & Bazaars as JCloisterZone plays it: write Bridges, Castles & Bazaars.

# Its problems.
problem-bcb-bridge-edges = The bridge on the tile at { $square } runs { $axis ->
    [ns] north to south
   *[we] west to east
}, but the tile's { $edge ->
    [n] north
    [e] east
    [s] south
   *[w] west
} edge is not a field: a bridge lies only across two field edges of its tile.
problem-bcb-bridge-two = The tile at { $square } carries two bridges: a tile holds at most one.
problem-bcb-supply = { $count } { $what ->
    [bridges] bridges lie
   *[castles] castles lie
} on the board; with { $players ->
    [one] { $players } player
   *[other] { $players } players
} the box holds { $allowed } ({ $each } per player).
problem-bcb-built-total = The players built { $written } { $what ->
    [bridges] bridges
   *[castles] castles
} as written, but { $count ->
    [one] { $count } lies
   *[other] { $count } lie
} on the board.
problem-bcb-built-each = { $player } built { $count } { $what ->
    [bridges] bridges
   *[castles] castles
}, more than the { $each } each player has.
problem-bcb-castle-occupants = { $player } has { $count ->
    [one] a follower
   *[other] { $count } followers
} in castles but built { $built ->
    [one] one castle
   *[other] { $built } castles
}.
problem-bcb-castle-city = The castle at { $square } is written on a { $feature }: a castle is a city.
problem-bcb-castle-shape = The castle at { $square } is not a completed city of two castle bases: { $why ->
    [open] the city is not completed
    [parts] the city has { $count } parts
   *[base] one of its parts is not a small city cap along one edge on which a castle may stand
}.
problem-bcb-castle-pieces = The castle at { $square } holds { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}: a castle holds its one follower, or nothing once it has scored.
problem-bcb-castle-piece = { $piece ->
    [abbot] An
   *[other] A
} { $piece } stands in the castle at { $square }: only a follower stays in a castle.
problem-bcb-bridge-none = No bridge can be laid at { $square }: { $why ->
    [square] a bridge is laid on the tile just placed, or on a tile beside it when the new tile only fits that way
    [fields] a bridge lies only across two field edges of its tile
    [ends] both ends of a bridge laid on the tile just placed must face empty squares, and a bridge on a tile beside it must end at an empty square
    [needed] no bridge there makes the tile just placed fit
    [not-needed] the tile just placed fits without a bridge, so no bridge goes on a tile beside it
    [taken] that tile carries a bridge already
    [acrobats] followers stand on that tile's acrobat space
    [once] a move lays at most one bridge
   *[supply] { $player } has built every bridge they have ({ $each })
}.
problem-bcb-bazaar = { $why ->
    [abbey] No abbey is laid while the bazaar tiles of an auction are being laid (bazaar:), except in a builder's second turn part.
    [trigger] No auction follows this move: its tile shows no bazaar.
    [waiting] No auction follows this move: bazaar tiles of an earlier auction are still waiting to be laid (bazaar:).
    [owed] The tile shows a bazaar and no tiles of an earlier auction are waiting (none is written under bazaar:), so an auction follows this turn: write it as steps (bazaar-draw, bazaar-pick, bazaar-bid, bazaar-pass, bazaar-buy, bazaar-sell).
    [owed-part] The tile laid in the first part of this builder's double turn showed a bazaar (bazaar: auction: 1), so its auction follows this second part: write it as steps (bazaar-draw, bazaar-pick, bazaar-bid, bazaar-pass, bazaar-buy, bazaar-sell).
    [builder] No auction follows this move: it is the first part of a builder's double turn, and the auction its bazaar tile starts follows the second part, written with that move.
    [auction-count] { $player } is written with { $count } auctions due (bazaar: auction): at most one is.
    [auction-turn] { $player } is written with an auction due (bazaar: auction), but is not the player to move in a builder's second turn part (turn: and extra_turn: true).
    [auction-held] An auction is written as due (bazaar: auction) while bazaar tiles of an earlier auction are held (bazaar: held): a bazaar tile laid then starts no auction.
    [players] No auction follows this move: a bazaar's auction needs at least two players.
    [tiles] No auction follows this move: only { $count } { $count ->
        [one] tile is
       *[other] tiles are
    } left, fewer than there are players ({ $players }).
    [hills] No auction follows this move: only { $count } { $count ->
        [one] tile is
       *[other] tiles are
    } left to draw, the tiles hidden under hills not counted: fewer than there are players ({ $players }).
    [done] The auction is over: every bazaar tile has its owner.
    [drawn] As many tiles are turned up as there are players ({ $players }), before anyone picks.
    [supply] { $count ->
        [0] No tile { $tile } is left in the box to turn up.
       *[other] No tile { $tile } is left to turn up: the box holds { $count ->
            [one] one, turned up already
           *[other] { $count }, all turned up already
        } in this auction.
    }
    [laid-out] The auction starts once as many tiles are turned up as there are players ({ $players }): { $count ->
        [0] none is yet
        [one] only 1 is so far
       *[other] only { $count } are so far
    }.
    [pick-not-laid] { $player } cannot pick { $tile }: it is not among the tiles turned up and still unsold ({ $tiles }).
    [pick-now] { $tiles } is on sale: { $player } picks again only once it is sold.
    [bid-first] { $player } picks a tile first.
    [no-bids] Under the rule option bazaar-no-auction: true the players only pick; nobody bids.
    [open] { $player } opens the bidding for the tile picked.
    [raise] { $player } bids { $bid }, but the highest bid is already { $high } ({ $bidder }'s): a raise is at least { $least }.
    [decide-now] Everyone has bid or passed, and the highest bid is { $high } ({ $bidder }'s): { $player } buys or sells.
    [decide] { $player } buys or sells only once everyone has bid or passed: { $next } still raises or passes first (the highest bid is { $high }, { $bidder }'s).
    [unfinished-draw] The auction is not over: only { $count ->
        [one] 1 tile is
       *[other] { $count } tiles are
    } turned up, of the { $players } it needs.
   *[unfinished] The auction is not over: { $player } is still to pick, bid, pass, buy or sell.
}
problem-bcb-not-judged = arbiter does not judge this move of Bridges, Castles & Bazaars yet: { $what ->
    [castles] two cities of the tile at { $square } could become castles for the same player, and the step does not say which
   *[other] { $what }
}.
problem-bcb-castle-none = No castle can be built at { $square }: { $why ->
    [city] no completed city of two castle bases with exactly one follower has a part on the tile just placed there
    [supply] { $player } has built every castle they have
   *[tile] castles are built only on a city of the tile just placed
}.
problem-bcb-castle-last = The step { $action-key } is written after the castle: castles are built last before the scoring, after the action, the shepherds and the dragon's flight (as JCloisterZone plays it), so write it before the castle.
move-tile-state-bridge-ns = A bridge now runs from north to south across the tile at { $square }.
move-tile-state-bridge-we = A bridge now runs from west to east across the tile at { $square }.
move-feature-state-castle = { $value ->
    [0] The city at { $square } ({ $feature }) is no castle any more.
   *[other] The city at { $square } ({ $feature }) is now a castle.
}
move-gained-bazaar = { $held ->
    [-1] The bazaar tile { $player } held from the auction is laid.
    [0] { $auction ->
        [-1] The auction due since the first part of { $player }'s double turn has been held.
       *[other] { $player } has laid a bazaar tile in the first part of a builder's double turn: its auction follows the second part.
    }
   *[other] { $player } now holds a bazaar tile from the auction, to lay in a turn to come.
}
move-gained-built = { $player } builds { $castles ->
    [0] a bridge
   *[other] a castle
}.
