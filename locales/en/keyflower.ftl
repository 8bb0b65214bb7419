# Keyflower messages (English). Ids and variables match the other language file.

kf-input-shape = The file does not have the shape of a Keyflower position: { $detail }
kf-input-not-keyflower = This file is for game “{ $game }”, not keyflower.
kf-input-bad-count = “{ $value }” is not a valid count: the game holds at most 48 of any one item (0–48).
kf-input-unknown-name = Unknown { $what }: “{ $name }”.
kf-input-bad-season = Unknown season “{ $value }” (spring, summer, autumn, winter or end).
kf-input-bad-option = Unknown rule option “{ $name }”; the options are: { $known }.
kf-input-bad-option-value = Option { $name } has no value “{ $value }”; its values are: { $known } (the first is the default).
kf-input-duplicate-player = Two players are called “{ $name }”.
kf-input-players-at-table = players_at_table: { $count }, but the file lists { $listed ->
        [one] { $listed } player:
       *[other] { $listed } players:
    } give at least as many, and at most 6.
kf-input-printed-needed = { $tile }: the catalogue's { $field } is { $conf }, so the position must give the number printed on the tile, in its entry: printed: {"{"} { $field ->
        [cost] cost: {"{"} iron: N, saw: N, … {"}"} {"}"} (each resource or skill the upgrade costs)
       *[other] { $field }: N {"}"}
    }{ $fan ->
        [yes] {" "}(or accept the fan sources' numbers with options: {"{"} unverified: accept {"}"}).
        [listed] .
       *[no] . No source gives it: read it off the tile itself.
    }
kf-input-unverified-once = Only fan sources give these { $count } numbers: write each one as printed on its tile, as above, or accept the fan sources' numbers for all of them at once with options: {"{"} unverified: accept {"}"}.
kf-input-unknown-tile = Unknown tile “{ $name }”.
kf-input-bad-face = Unknown face “{ $value }” (front, upgraded, a or b).
kf-input-face-not-on-tile = { $tile } has no face “{ $face }”.
kf-input-missing-at = A village tile needs its position: at: [q, r].
kf-input-offer-has-at = A tile on offer is not in a village and has no position.
kf-input-bad-rotation = Rotation { $value } is not between 0 and 5.
kf-input-bad-hex = A hex is written [q, r]: two whole numbers, not { $count }.
kf-input-bad-edges = “{ $value }” is not six edge letters (R road, F field, W water).
kf-input-missing-edges = A village tile needs its six edges (edges: RRFFWF); no source gives tile edges.
kf-input-unknown-tile-suggest = Unknown tile “{ $name }”; did you mean “{ $suggestion }”? (arbiter tiles --game keyflower lists every key and name)
kf-input-unknown-name-suggest = Unknown { $what }: “{ $name }”; did you mean “{ $suggestion }”?
kf-input-tile-not-in-play-suggest = No tile “{ $name }” is on offer or in a village; did you mean “{ $suggestion }”?
kf-input-unknown-player = No player is called “{ $name }”.
kf-input-village-bid = Tiles in a village are not bid for.
kf-input-printed-not-on-tile = { $tile } has no printed { $field }.
kf-input-one-action = A move has exactly one of bid, use, transport, place or withdraw.
kf-input-tile-not-in-play = The tile “{ $name }” is neither on offer nor in a village.
kf-input-placement-workers = Give either colour and count, or workers by colour (at least one worker).
kf-what-colour = colour
kf-what-skill = skill
kf-what-resource = resource
kf-what-cost = cost item
kf-problem-player-count = { $count ->
        [one] { $count } player: Keyflower
       *[other] { $count } players: Keyflower
    } is for 2 to 6.
kf-problem-duplicate-tile = { $tile } appears twice; the game has one of each tile.
kf-problem-supply = { $count } × { $what } in play, but the game has only { $max }.
kf-problem-boat-players = { $tile } is used only with { $min } or more players, not { $count }.
kf-problem-two-boats = { $player } has { $count ->
        [one] { $count } boat tile;
       *[other] { $count } boat tiles;
    } a player takes one boat.
kf-problem-no-boat = { $player } has no boat tile at the end of winter.
kf-problem-flipper-target = { $tile } cannot be the Flipper's target (the owner needs the Flipper, one upgradable tile, shown upgraded).
kf-problem-marker-holders = { $count ->
        [one] { $count } player holds the
       *[other] { $count } players hold the
    } start-player marker; exactly one must.
kf-problem-start-tile-winners = { $count ->
        [one] { $count } player won the winter
       *[other] { $count } players won the winter
    } start-player tile; at most one can.
kf-problem-turn-order-count = { $count ->
        [one] { $count } turn-order tile on offer
       *[other] { $count } turn-order tiles on offer
    }; this player count uses { $max }.
kf-problem-offer-season = { $tile } is not a tile of this season.
kf-problem-road-count = { $tile } has { $count ->
        [one] { $count } road;
       *[other] { $count } roads;
    } it must have { $want }.
kf-problem-hex-taken = The space [{ $q }, { $r }] already holds a tile.
kf-problem-village-apart = { $tile } at [{ $q }, { $r }] is not joined to { $anchor } at [{ $aq }, { $ar }] by touching tiles: { $player }'s village must be one group of touching tiles (a misplaced tile, or mistyped coordinates?).
kf-problem-place-apart = { $tile } at [{ $q }, { $r }] touches no tile of { $player }'s village.
kf-problem-sides = { $tile } puts { $edge } against { $other-edge } of { $other }.
kf-problem-sides-turn = { $tile } puts { $edge } against { $other-edge } of { $other }; turned to rotation { $rotation }{ $also-count ->
        [0] {""}
       *[other] {" "}(or { $also })
    } it fits every neighbour.
kf-problem-bid-colour = A bid for { $tile } in { $colour }: the tile's colour is { $want }.
kf-problem-bid-two-groups = { $player } has two bids for { $tile }; a player's workers form one bid.
kf-problem-bid-tie = Two bids of { $count } for { $tile }: each bid must beat the one before.
kf-problem-bid-empty = A bid for { $tile } needs at least one worker.
kf-problem-game-over = The game is over: nothing more is bid, used or moved.
kf-problem-no-bid-there = { $mover } has no bid at { $tile } to move.
kf-problem-winning-stay = { $count ->
    [one] The worker of { $mover } at { $tile } is winning and must stay.
   *[other] The { $count } workers of { $mover } at { $tile } are winning and must stay.
}
kf-problem-moved-colour = The workers from { $tile } are { $colour }: outbid workers move together and keep their colour.
kf-problem-split-group = { $count ->
        [one] { $count } worker placed,
       *[other] { $count } workers placed,
    } but the outbid group of { $mover } holds { $moved }: it must move whole. (count is every worker placed this turn, the moved group included: moving 2 outbid workers from the brewer and adding 1 from behind the screen is count: 3, from: [brewer].)
kf-problem-screen-short = { $count ->
    [one] 1 { $colour } worker
   *[other] { $count } { $colour } workers
} needed from behind the screen of { $mover }, who has { $have }. (count is every worker placed this turn, a moved group included, and only the workers not moved come from behind the screen: moving 2 outbid workers from the brewer and adding 1 is count: 3, from: [brewer].)
kf-problem-bid-village = { $tile } is in a village and cannot be bid for.
kf-problem-same-tile = Workers at { $tile } cannot be moved to { $tile } itself.
kf-problem-bid-too-small = A bid of { $count } for { $tile } does not beat the highest bid of { $top }.
kf-problem-no-return = Workers bidding for { $tile } cannot go back behind the screen.
kf-problem-use-winter = { $tile } is a winter tile: it only scores.
kf-problem-use-summer-boat = No worker may be placed on { $tile }.
kf-problem-use-not-village = { $tile } is not a village tile and cannot be used.
kf-problem-use-score-only = { $tile } only scores at game end; nobody places workers on it.
kf-problem-use-winter-offer = { $tile } is on offer in winter and cannot be used.
kf-problem-use-too-few = { $count ->
        [one] { $count } worker on { $tile }: this
       *[other] { $count } workers on { $tile }: this
    } use needs at least { $min }.
kf-problem-use-after-three = { $tile } was first used with { $first ->
        [one] { $first } worker:
       *[other] { $first } workers:
    } it cannot be used again this season.
kf-problem-use-six = { $count ->
        [one] { $count } worker on { $tile } this season
       *[other] { $count } workers on { $tile } this season
    }: at most 6.
kf-problem-use-colour = Using { $tile } in { $colour } is not allowed: the workers already on it are { $want }, so every further use of it this season must be in { $want } too.
kf-problem-moved-twice = The outbid workers from { $tile } are named twice; they move once.
kf-problem-bid-mixed = A bid for { $tile } in several colours: all workers of a bid have one colour.
kf-problem-bid-own-colour = { $mover } already bids for { $tile } in { $want }: those workers form one bid, so they cannot be joined by { $colour } ones.
kf-problem-4a-turn-order = Summer boat 4a counters bids for village tiles; { $tile } is a turn-order tile (option boat-4a-tiles).
kf-problem-4a-green = { $tile } is bid for in green: summer boat 4a counters only blue, red or yellow bids.
kf-problem-4a-no-bid = No other player bids for { $tile } in its colour: summer boat 4a only counters another player's bid.
kf-problem-flat-bid-no-boat = { $player } bids flat for { $tile } but does not own summer boat 4a.
kf-problem-flat-bid-alone = The flat bid for { $tile } faces no standing bid and no workers on the tile: it stands up and gives the tile its colour (write it without flat).
kf-problem-flat-bid-same = The flat bid for { $tile } is in the tile's own colour, { $colour }: only a bid in another colour lies flat.
kf-problem-flat-use-no-boat = Flat workers on { $tile }, but nobody owns summer boat 4b.
kf-problem-flat-use-same = Flat workers on { $tile } in its own colour, { $colour }: only workers of another colour lie flat.
kf-problem-flat-use-count = { $flat ->
        [one] { $flat } flat worker on
       *[other] { $flat } flat workers on
    } { $tile }, but only { $count ->
        [one] { $count } of its workers came
       *[other] { $count } of its workers came
    } after it was first bid for or used.
kf-problem-use-mixed = A use of { $tile } in several colours: workers placed together have one colour.
kf-problem-4b-fresh = Nobody has bid for or used { $tile } yet: summer boat 4b does not apply, so the workers stand and share one colour.
kf-problem-not-transport = { $tile } is not a transport tile.
kf-problem-no-tile-at = No tile at [{ $q }, { $r }] in the village of { $mover }: { $mover } carries and upgrades in their own village only.
kf-problem-not-own-village = { $tile } is not in the village of { $mover }: { $mover } carries and upgrades in their own village only.
kf-problem-printed-needed = The move needs the number printed on { $tile } ({ $field }): give it in the tile's entry, as printed: {"{"} { $field ->
        [cost] cost: {"{"} iron: N, saw: N, … {"}"} {"}"} (each resource or skill the upgrade costs)
       *[other] { $field }: N {"}"}
    }{ $fan ->
        [yes] , or accept the fan sources' numbers with options: {"{"} unverified: accept {"}"}.
       *[no] . No source gives it: read it off the tile itself.
    }
kf-problem-carry-no-road = No road joins { $from } to { $to }.
kf-problem-carry-short = { $count } { $resource } to move from { $from }, but only { $have } there.
kf-problem-capacity = The moves take { $used ->
        [one] { $used } resource-step;
       *[other] { $used } resource-steps;
    } the cart carries { $cart }.
kf-problem-upgrade-count = { $count ->
        [one] { $count } upgrade;
       *[other] { $count } upgrades;
    } this transport allows { $max }.
kf-problem-not-upgradable = { $tile } cannot be upgraded.
kf-problem-already-upgraded = { $tile } is already upgraded.
kf-problem-upgrade-resources = { $tile } needs { $need } on the tile; it has { $have }.
kf-problem-upgrade-skill = Upgrading { $tile } needs a { $skill } from behind the screen.
kf-ok-road-count = The tile has its kind's number of roads.
kf-ok-side = { $edge } meets { $other-edge } of { $other }.
kf-problem-place-won-by-other = { $tile } was won by { $player }, who bid more workers: it goes to the village of { $player }, not to that of { $mover }.
kf-problem-place-no-winner = Nobody won { $tile } at auction: only a tile won at auction joins a village.
kf-problem-place-not-bid = Nobody bid for { $tile }: at the end of the season it goes back to the box.
kf-problem-place-not-won = { $tile } is not on offer this season: only a tile won at auction joins a village.
kf-problem-place-already-placed = { $tile } already lies in a village; placed tiles never move.
kf-problem-place-turn-order = { $tile } is a turn-order tile: it joins a village only at the end of winter.
kf-ok-place-won = { $mover } won the auction for { $tile }.
kf-ok-no-neighbours = The tile touches no other tile yet.
kf-ok-touches = The tile touches { $count ->
    [one] one tile
   *[other] { $count } tiles
} of the village.
kf-ok-moved-group = The { $count ->
        [one] { $count } outbid worker from { $tile } moves.
       *[other] { $count } outbid workers from { $tile } move together.
    }
kf-ok-from-screen = { $count ->
    [one] 1 { $colour } worker comes
   *[other] { $count } { $colour } workers come
} from behind the screen of { $mover }.
kf-ok-same-colour = The workers match the tile's colour, { $colour }.
kf-ok-first-bid = Nobody has bid for { $tile } yet: { $mover } may open with any colour.
kf-ok-outbids = { $count ->
        [one] { $count } worker beats the
       *[other] { $count } workers beat the
    } highest bid of { $top }.
kf-ok-raise-own = { $mover } adds to their own winning bid, now { $count }.
kf-ok-first-use = First use of { $tile } this season.
kf-ok-use-count = { $count ->
        [one] { $count } worker: at least
       *[other] { $count } workers: at least
    } { $min } were needed.
kf-ok-six-max = { $count ->
        [one] { $count } worker on the tile this season
       *[other] { $count } workers on the tile this season
    }, within 6.
kf-ok-doubled = Summer boat 2b doubles: cart { $cart }, upgrades { $upgrades }.
kf-ok-carry = { $count } { $resource } from { $from } to { $to }: { $steps ->
    [one] 1 step each
   *[other] { $steps } steps each
}, by { $route }.
kf-ok-capacity = { $used ->
        [one] { $used } resource-step of
       *[other] { $used } resource-steps of
    } the cart's { $cart }.
kf-ok-upgrade = The upgrade cost of { $tile } lies on the tile.
kf-ok-4a-counter-bid = Summer boat 4a: a counter-bid for { $tile } in { $colour } against the { $want } bid, laid flat.
kf-ok-4a-raise = Summer boat 4a: { $mover } adds to their flat { $colour } bid for { $tile }.
kf-ok-4b-flat = Summer boat 4b: { $count ->
    [one] 1 worker not in { $want } uses { $tile } laid flat; it counts toward the six.
   *[other] { $count } workers not in { $want } use { $tile } laid flat; they count toward the six.
}
kf-score-printed = { $tile }: printed points ({ $conf }{ $source })
kf-score-storage = { $tile }: { $count ->
    [one] 1 resource kept
   *[other] { $count } resources kept
} × { $rate } ({ $conf }{ $source })
kf-score-released = { $tile }: { $count } { $resource } released to the other tiles
kf-warn-marker-not-won = { $player } holds the start-player marker, but under marker-user: { $option } holding it is not enough to declare it at game end: nobody declares it. If { $player } won the winter start-player tile, add won_winter_start_tile: true to the player.
kf-warn-marker-nobody = { $player } holds the start-player marker, but no start-player turn-order tile is in play and option no-start-tile is nobody: nobody declares it.
kf-marker-as = Start-player marker declared as { $item }
kf-marker-on-yard = Start-player marker placed on { $tile }
kf-score-keythedral = Keythedral
kf-score-craftsman = Craftsman's guild: { $sets ->
    [one] 1 set of blue + red + yellow
   *[other] { $sets } sets of blue + red + yellow
}
kf-score-key-market = Key market: { $count ->
    [one] 1 green worker
   *[other] { $count } green workers
}
kf-score-village-hall = Village hall: { $count ->
    [one] 1 { $colour } worker
   *[other] { $count } { $colour } workers
}
kf-score-apothecary = Apothecary: { $sets ->
    [one] 1 set of five workers
   *[other] { $sets } sets of five workers
}
kf-score-white-wind = White Wind: { $count ->
    [one] 1 worker not scored elsewhere
   *[other] { $count } workers not scored elsewhere
}
kf-score-unused-workers = { $count ->
    [one] 1 { $colour } worker is left over and scores nothing
   *[other] { $count } { $colour } workers are left over and score nothing
}
kf-score-scribes = Scribes: { $sets ->
    [one] 1 set of anvil + pick-axe + saw
   *[other] { $sets } sets of anvil + pick-axe + saw
}
kf-score-scholar = Scholar: { $count ->
    [one] { $count } { $skill }
   *[other] { $count } × { $skill }
}
kf-score-key-guild = Key guild: { $sets ->
    [one] 1 set of five skills
   *[other] { $sets } sets of five skills
}
kf-score-unused-skills = { $count ->
    [one] 1 skill scores nothing
   *[other] { $count } skills score nothing
}
kf-score-mercer = Mercer's guild: { $sets ->
    [one] 1 set
   *[other] { $sets } sets
} of three different resources{ $gold ->
    [0] {""}
   *[other] {" "}({ $gold } gold used in place of other resources)
}
kf-score-watermill = Watermill: { $count } { $resource }
kf-score-watermill-any = Watermill: { $count ->
    [one] 1 resource
   *[other] { $count } resources
}, standing in as { $resource } (summer boat 3b)
kf-score-windmill = Windmill: { $sets ->
    [one] 1 set of five
   *[other] { $sets } sets of five
}, { $gold } of them gold
kf-score-jeweller = Jeweller: { $count } gold
kf-score-gold = { $marker ->
    [yes] { $count ->
        [one] 1 gold left over, 1 point: the start-player marker, counted as gold
       *[other] { $count } gold left over, 1 point each (one of them the start-player marker, counted as gold)
    }
   *[no] { $count } gold left over, 1 point each
}
kf-score-unused-resources = { $count ->
    [one] 1 resource scores nothing
   *[other] { $count } resources score nothing
}
kf-score-3b = Summer boat 3b: resources stand in for one another (reach: { $reach })
kf-score-keyflower-boat = Keyflower boat: transport capacity { $capacity } ({ $conf }{ $source }) × { $times } ({ $why ->
    [double] summer boat 2b on its b side doubles it, by the option `keyflower-boat: { $option }`
    [quadruple] summer boat 2b on its b side quadruples it, by the option `keyflower-boat: { $option }`
   *[single] nobody has summer boat 2b on its b side, so the option `keyflower-boat: { $option }` changes nothing
})
kf-score-sea-bastion = Sea Bastion: { $count ->
    [one] 1 tile on road loops
   *[other] { $count } tiles on road loops
}
kf-score-sea-breese = Sea Breese: { $count ->
    [one] 1 boat joined to home by water
   *[other] { $count } boats joined to home by water
}
kf-score-flipper = Flipper
kf-score-ianvincible = Ianvincible
kf-score-turn-order = { $tile }: connected to { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}
kf-alt-village-hall = Village hall on { $colour }
kf-alt-scholar = Scholar on { $skill }
kf-alt-watermill = Watermill on { $resource }
kf-alt-marker-unused = Start-player marker not declared
kf-alt-yard-kept = { $count ->
    [one] 1 optional resource kept on { $tile }
   *[other] { $count } optional resources kept on { $tile }
}
kf-alt-yard-released = { $count ->
    [one] 1 optional resource released from { $tile }
   *[other] { $count } optional resources released from { $tile }
}
kf-alt-yard-keep-all = every optional resource kept on { $tile }
kf-alt-yard-release-all = every optional resource released from { $tile }
kf-report-proof = Allocation (storage tiles, winter scoring tiles but the Keythedral, White Wind, gold, start-player marker): { $allocation ->
        [one] { $allocation } point;
       *[other] { $allocation } points;
    } upper bound with every item at its best rate: { $bound }.
kf-report-meets-bound = The allocation meets the upper bound, so nothing scores more.
kf-report-alternative = Without “{ $choice }”: at best { $best } ({ $instead })
kf-report-total = Total for { $player }: { $total }
kf-report-sources = Unverified numbers come from { $sources }.
kf-report-winner = Winner: { $players }
kf-report-tie = Tie between { $players }: the rulebook says that players with an equal number of points are tied and should play again to determine the winner.
kf-tile-none = (no tile)
kf-colour-blue = blue
kf-colour-red = red
kf-colour-yellow = yellow
kf-colour-green = green
kf-skill-anvil = anvil
kf-skill-pick-axe = pick-axe
kf-skill-saw = saw
kf-count-gold = { $count } gold
kf-count-iron = { $count } iron
kf-count-stone = { $count } stone
kf-count-wood = { $count } wood
kf-count-any = { $count } { $count ->
    [one] resource
   *[other] resources
} of any kind
kf-resource-gold = gold
kf-resource-iron = iron
kf-resource-stone = stone
kf-resource-wood = wood
kf-edge-road = a road
kf-edge-field = a field
kf-edge-water = water
kf-conf-rulebook = rulebook
kf-conf-file = given in this file
kf-conf-file-and-unverified = partly given in this file, partly unverified
kf-conf-mixed = from several sources
kf-conf-derived = derived
kf-conf-unverified = unverified
kf-conf-unknown = unknown
kf-tile-home-1 = Home 1
kf-tile-home-2 = Home 2
kf-tile-home-3 = Home 3
kf-tile-home-4 = Home 4
kf-tile-home-5 = Home 5
kf-tile-home-6 = Home 6
kf-tile-alehouse = Alehouse
kf-tile-apprentice-hall = Apprentice hall
kf-tile-gold-mine = Gold mine
kf-tile-key-mine = Key mine
kf-tile-keystone-quarry = Keystone quarry
kf-tile-keywood = Keywood
kf-tile-miner = Miner
kf-tile-quarryman = Quarryman
kf-tile-woodcutter = Woodcutter
kf-tile-workshop = Workshop
kf-tile-peddler = Peddler
kf-tile-stable = Stable
kf-tile-brewer = Brewer
kf-tile-carpenter = Carpenter
kf-tile-mason = Mason
kf-tile-smelter = Smelter
kf-tile-hiring-fair = Hiring fair
kf-tile-store = Store
kf-tile-tavern = Tavern
kf-tile-farrier = Farrier
kf-tile-summer-boat-1 = Summer boat 1
kf-tile-summer-boat-2 = Summer boat 2
kf-tile-summer-boat-3 = Summer boat 3
kf-tile-summer-boat-4 = Summer boat 4
kf-tile-inn = Inn
kf-tile-fair = Fair
kf-tile-wainwright = Wainwright
kf-tile-barn = Barn
kf-tile-blacksmith = Blacksmith
kf-tile-stone-yard = Stone yard
kf-tile-timber-yard = Timber yard
kf-tile-forge = Forge
kf-tile-goldsmith = Goldsmith
kf-tile-sawmill = Sawmill
kf-tile-sculptor = Sculptor
kf-tile-well = Well
kf-tile-apothecary = Apothecary
kf-tile-craftsmans-guild = Craftsman's guild
kf-tile-jeweller = Jeweller
kf-tile-key-guild = Key guild
kf-tile-keythedral = Keythedral
kf-tile-key-market = Key market
kf-tile-mercers-guild = Mercer's guild
kf-tile-scholar = Scholar
kf-tile-scribes = Scribes
kf-tile-village-hall = Village hall
kf-tile-watermill = Watermill
kf-tile-windmill = Windmill
kf-tile-keyflower-boat = Keyflower boat
kf-tile-sea-bastion = Sea Bastion
kf-tile-sea-breese = Sea Breese
kf-tile-flipper = Flipper
kf-tile-ianvincible = Ianvincible
kf-tile-white-wind = White Wind
kf-tile-turn-order-1 = Turn-order tile 1
kf-tile-turn-order-2 = Turn-order tile 2
kf-tile-turn-order-3 = Turn-order tile 3
kf-tile-turn-order-4 = Turn-order tile 4

## Command-line glue
kf-cli-legal = Legal: no rule of Keyflower is broken in this position.
kf-cli-options = Rule options: { $changed-count ->
    [0] all { $defaults } at their defaults
   *[other] { $changed }; the other { $defaults } at their defaults
} (arbiter rulings show kf.option.NAME explains each).
kf-cli-option-changed = { $name }={ $value } (default: { $default })
kf-cli-no-move = This Keyflower position has no move: section to adjudicate.
kf-cli-move-legal = Legal move by { $mover }. Rules satisfied:
kf-cli-move-illegal = { $count ->
    [one] Illegal move by { $mover } (1 reason):
   *[other] Illegal move by { $mover } ({ $count } reasons):
}
kf-cli-cannot-score = This position cannot be scored: it holds more pieces than the game contains, or a tile twice.
cli-move-after = Keyflower: the move is the position file's `move:` section, not these flags (they are Carcassonne's). It holds the player and exactly one of bid, use, transport, place or withdraw, for example
    move: {"{"}player: Anna, bid: {"{"}tile: brewer, colour: red, count: 3{"}"}{"}"}
  A bid's or use's count is the workers placed this turn (a losing group moved here included), not the bid's new total. Tiles are named by key everywhere; carries and upgrades are in the mover's own village. See docs/keyflower-position.md.
kf-col-key = Key
kf-col-kind = Kind
kf-col-english = English
kf-col-dutch = Dutch
kf-kind-home = home
kf-kind-spring = spring
kf-kind-summer = summer
kf-kind-summer-boat = summer boat
kf-kind-autumn = autumn
kf-kind-winter = winter
kf-kind-boat = boat
kf-kind-turn-order = turn order
kf-input-number-range = The number { $value } is out of range: a Keyflower position accepts -{ $limit } to { $limit }.

## tiles show KEY --game keyflower
kf-tile-show-heading = { $key }: { $en } (in Dutch: { $nl })
kf-tile-show-kind = Kind: { $kind }
kf-tile-show-points = Points: { $front } on the front, { $upgraded } upgraded
kf-tile-show-cost = Upgrade cost: { $cost }
kf-tile-show-never-upgraded = Upgrade cost: none, the tile is never upgraded
kf-tile-show-cost-unknown = Upgrade cost: unknown (no source gives it)
kf-tile-show-sources = Sources named above:
kf-tile-show-unknown = ?
kf-tile-show-faces = Faces: { $faces }
kf-tile-show-faces-upgradable = front and upgraded
kf-tile-show-faces-home = front and upgraded (unconfirmed: the rulebook does not say that a home tile is upgraded; only KFW gives it two faces)
kf-tile-show-faces-summer-boat = a and b, one chosen at random when the tile comes out; it is never turned over
kf-tile-show-faces-winter = one; a winter tile is never upgraded
kf-tile-show-faces-boat = the side with the player counts, turned so that the current season shows, and the end-game scoring on the back; never upgraded
kf-tile-show-faces-turn-order = two sides; which side is in play with how many players is printed on the tile and not known here
kf-tile-show-points-one = Points: { $points }
kf-tile-show-players = In play from { $count } { $count ->
        [one] player
       *[other] players
    } (rulebook)
kf-tile-show-use = Use ({ $face }): { $does }
kf-tile-show-no-workers = Use: none; nobody places workers on it to produce (rulebook)
kf-tile-show-no-use-summer-boat = Use: none; no worker may be placed on it, and its ability is the owner's alone, without a worker (rulebook)
kf-tile-show-ability = Ability ({ $face }): { $does }
kf-tile-show-role = Role: { $does }
kf-tile-show-end = At the end of the game: { $does }
kf-tile-show-end-face = At the end of the game ({ $face }): { $does }
kf-tile-show-face-front = front
kf-tile-show-face-upgraded = upgraded
kf-tile-show-face-a = side a
kf-tile-show-face-b = side b
kf-tile-show-any = { $count ->
        [one] 1 resource of any kind
       *[other] { $count } resources of any kind
    }
kf-tile-show-and = { $first } and { $last }
kf-tile-show-conf-rulebook = (rulebook)
kf-tile-show-conf-derived = (derived from the rulebook's numbers)
kf-tile-show-conf-unverified = (unconfirmed: only { $source } { $count ->
        [one] gives
       *[other] give
    } this{ $bda ->
        [yes] ; BDA is often wrong
       *[other] {""}
    })
kf-tile-show-conf-unknown = (unknown: no source gives this)
kf-tile-does-take = take { $items }
kf-tile-does-workshop-front = take one of: 1 wood, 1 stone or 1 iron
kf-tile-does-workshop-upgraded = take 1 wood, 1 stone and 1 iron
kf-tile-does-draw = draw { $count } { $count ->
        [one] worker
       *[other] workers
    } from the bag
kf-tile-does-skill-for-workers = return 1 skill of any type face down to the pile, then draw { $count } { $count ->
        [one] worker
       *[other] workers
    } from the bag
kf-tile-does-tavern = discard 1 more worker, then draw { $count } { $count ->
        [one] worker
       *[other] workers
    } from the bag; the discarded worker goes into the bag after the draw
kf-tile-does-skills = take { $count } random { $count ->
        [one] skill
       *[other] skills
    } from the face-down pile
kf-tile-does-hiring-fair = set 1 skill of any type aside, take { $count } random { $count ->
        [one] skill
       *[other] skills
    } from the pile, then shuffle the set-aside skill back into the pile
kf-tile-does-skill-for-resources = return 1 { $skill } to the pile, then take { $items }
kf-tile-does-green = put 1 { $colour } worker into the bag, then take { $count } green { $count ->
        [one] worker
       *[other] workers
    } from the supply
kf-tile-does-green-no-colour = put 1 worker into the bag (no source gives its colour), then take { $count } green { $count ->
        [one] worker
       *[other] workers
    } from the supply
kf-tile-does-transport = move up to { $cart } { $cart ->
        [one] resource
       *[other] resources
    } along the roads of your own village and upgrade up to { $upgrades } { $upgrades ->
        [one] tile
       *[other] tiles
    }
kf-tile-does-storage = { $rate } { $rate ->
        [one] point
       *[other] points
    } per { $resource } kept on it
kf-tile-does-storage-any = { $rate } { $rate ->
        [one] point
       *[other] points
    } per resource of any kind kept on it
kf-tile-does-score-only = points only; for what and how many, no source says (unknown)
kf-tile-does-apothecary = 3 points per 5 workers of any colour, green included
kf-tile-does-craftsmans-guild = 3 points per set of one blue, one red and one yellow worker; green cannot stand in
kf-tile-does-jeweller = 2 points per gold allocated to it, instead of that gold's own 1 point
kf-tile-does-key-guild = 10 points per 5 skills of any type
kf-tile-does-keythedral = 12 points, once
kf-tile-does-key-market = 2 points per green worker
kf-tile-does-mercers-guild = 5 points per set of 3 different resources; gold may stand in for any one of them, and then loses its own 1 point
kf-tile-does-scholar = 3 points per skill of the one type the owner chooses
kf-tile-does-scribes = 10 points per set of one anvil, one pick-axe and one saw
kf-tile-does-village-hall = 1 point per worker of the one colour the owner chooses
kf-tile-does-watermill = 1 point per resource of the one type the owner chooses (choosing gold gains nothing)
kf-tile-does-windmill = 5 points per 5 resources of any type
kf-tile-does-keyflower-boat = 1 point per point of the owner's transport capacity; doubled when the owner also has summer boat 2b
kf-tile-does-sea-bastion = 1 point per tile on a loop of roads that comes back to its start without going over any stretch twice (summer boat 2a does not help)
kf-tile-does-sea-breese = the printed points of each boat, summer boats included, joined to the owner's home tile by water; the points printed on each boat are not known here, the position file gives them
kf-tile-does-flipper = upgrade (turn over) one tile of the owner's village without paying its cost, and 2 points
kf-tile-does-ianvincible = 5 points
kf-tile-does-white-wind = 1 point per worker the owner holds at the end, those placed in their own village in winter included, except workers already scored by the Apothecary, the Craftsman's guild, the Key market or the Village hall
kf-tile-does-summer-boat-1-a = when taking boat contents at the end of summer and autumn, also draw 2 workers from the bag, if there are any; when taking a boat tile at the end of winter, draw 2 workers, after the workers of the winning bids have gone back into the bag
kf-tile-does-summer-boat-1-b = as side a, but take 1 green worker from the supply, if there is one, instead of the 2 drawn workers
kf-tile-does-summer-boat-2-a = transports may also cross fields, and the sides of placed tiles need not match (this does not help Sea Bastion)
kf-tile-does-summer-boat-2-b = all of the owner's transport capacity and upgrades are doubled, and so is the Keyflower boat's score
kf-tile-does-summer-boat-3-a = when upgrading, gold, iron, stone and wood may stand in for one another
kf-tile-does-summer-boat-3-b = at the end-game scoring, gold, iron, stone and wood may stand in for one another
kf-tile-does-summer-boat-4-a = against a bid in blue, red or yellow, the owner may counter-bid in one other colour (green allowed) with every worker of that colour, laid flat; when the first bidders have all left and nobody uses the tile, the flat workers stand up and their colour becomes the tile's
kf-tile-does-summer-boat-4-b = on a tile someone has already bid for or used, the owner may place workers to produce in any colours, mixed, the off-colour workers laid flat; they count toward the limit of 6 workers, and the others keep using the standing colour
kf-tile-does-turn-order = its number sets the order of choosing boat contents (spring to autumn) and boats (winter); the winner of the highest numbered tile showing the start-player icon becomes start player; which tiles show that icon is not known here
kf-tile-does-turn-order-end = 1 point per other tile it is connected to; sides must match unless the owner has summer boat 2a
kf-tiles-no-rot = --rot turns a Carcassonne tile; a Keyflower tile is shown as printed, so leave --rot out.
kf-tiles-no-sheet = Keyflower has no tile sheet, so no file is written: arbiter tiles --game keyflower lists every tile, and arbiter tiles show KEY --game keyflower shows one.
tiles-show-other-game = “{ $id }” is a Keyflower tile: arbiter tiles show { $id } --game keyflower shows it.
