# Keyflower: boats, the season flow, production, setup checks and game records (issue 23).

kf-problem-bid-boat = { $tile } is a boat tile: boat tiles are not bid for with workers directly; their contents are chosen in the order players won the turn-order tiles.
kf-problem-place-boat-season = { $tile } is a boat tile: boat tiles join a village only at the end of winter.
kf-problem-place-boat-taken = { $tile } is already in { $player }'s village: each boat is taken once.
kf-problem-place-second-boat = { $tile } would be a second boat: { $mover } already took { $held }, and a player takes one boat however many turn-order tiles they won.
kf-problem-place-boat-order = { $player } won turn-order tile { $number } and chooses a boat before { $mover }, but has not taken one yet.
kf-ok-place-boat = { $tile } is a boat still available, taken in turn-order order at the end of winter.

kf-report-proven-best = { $allocation } is proven the best allocation: every allocation was worked out (what each alternative reaches is below); the upper bound of { $bound } counts each item at its best rate separately, and no allocation reaches it.
kf-report-proven-best-alone = { $allocation } is proven the best allocation: every allocation was worked out; the upper bound of { $bound } counts each item at its best rate separately, and no allocation reaches it.
kf-score-marker-as = Start-player marker counted as one extra { $item } (its points are in the rows below)
kf-score-marker-on-yard = Start-player marker counted as one resource on { $tile } (its points are in that tile's row)

kf-problem-offer-size = { $count ->
        [one] { $count } { $season } tile on offer
       *[other] { $count } { $season } tiles on offer
    }: a { $players }-player game puts out { $max }.
kf-problem-winter-offer-size = { $count ->
        [one] { $count } winter tile on offer
       *[other] { $count } winter tiles on offer
    }: with { $players ->
        [one] { $players } player each chooses
       *[other] { $players } players each chooses
    } at least one of the tiles dealt, so between { $min } and { $max } come out.
kf-problem-winter-hand-kind = { $player } holds { $tile } among the winter tiles dealt, but it is not a winter tile.
kf-problem-winter-dealt = { $player } holds { $count ->
        [one] { $count } winter tile:
       *[other] { $count } winter tiles:
    } a { $players }-player game deals { $want } to each player.
kf-problem-spring-start = { $player } holds the start-player marker in spring, but { $want } received the lowest-numbered home tile ({ $number }) and starts the game.
kf-problem-village-season = { $tile } ({ $kind } tile) is in { $player }'s village during { $season }: it can join a village only at the end of its season (turn-order and boat tiles at the end of winter).

kf-outlay-skill-any = First returns 1 skill tile of any type face down to the pile.
kf-outlay-skill = First returns 1 { $skill } skill tile face down to the pile.
kf-outlay-set-aside = First sets 1 skill tile of any type aside; it is shuffled back into the pile after the draw.
kf-outlay-discard = First discards 1 further worker; it goes into the bag after the draw and cannot make up a shortfall.
kf-outlay-to-bag = First puts 1 { $colour } worker into the bag.
kf-outlay-to-bag-unknown = First puts 1 worker of the colour printed on the tile into the bag (the facts sheet does not know the colour).
kf-gain-resource = Yields { $count } { $resource } ({ $conf }{ $source }), placed on { $place }.
kf-gain-workshop = Yields { $count } wood, stone or iron, the user's choice ({ $conf }{ $source }), placed on { $place }.
kf-gain-workers = Yields { $count ->
        [one] { $count } worker drawn
       *[other] { $count } workers drawn
    } at random from the bag ({ $conf }{ $source }), placed behind the screen.
kf-gain-green = Yields { $count ->
        [one] { $count } green worker
       *[other] { $count } green workers
    } from the supply ({ $conf }{ $source }), placed behind the screen.
kf-gain-skills = Yields { $count ->
        [one] { $count } skill tile drawn
       *[other] { $count } skill tiles drawn
    } face down from the pile ({ $conf }{ $source }), placed behind the screen.
kf-gain-unknown = Yields { $what }, but no source gives how many ({ $conf }{ $source }): the number printed on the tile decides.
kf-gain-what-workers = workers from the bag
kf-gain-what-green = green workers from the supply
kf-gain-what-skills = skill tiles from the pile
kf-gain-what-resources = resources
kf-cli-produced = The use yields:
kf-gain-short = Only { $left } of the { $count } { $left ->
        [one] is
       *[other] are
    } left in the supply: { $mover } receives only those.
kf-problem-outlay-skill-any = { $tile } first takes a skill tile of any type, and { $mover } has none behind the screen to give.
kf-problem-outlay-skill = { $tile } first takes a { $skill } skill tile, and { $mover } has none behind the screen.
kf-problem-outlay-worker = { $tile } first takes one further worker, and { $mover } has none left behind the screen.

kf-problem-no-such-player = No such player.
kf-problem-winter-choice-first = Winter begins with every player selecting winter tiles: { $player } cannot act before choosing.
kf-problem-not-your-turn = It is { $turn }'s turn, not { $player }'s: play goes clockwise until all players have passed in succession.
kf-problem-place-during-season = Won tiles are added to the villages at the end of the season, not during it.
kf-problem-not-now = { $player } cannot do that during the turns of a season: bid, use a tile, transport or pass.
kf-problem-boat-turn = { $turn } chooses a boat now, not { $player }: turn-order winners in tile order, then the others clockwise from the new start player.
kf-problem-boat-chosen = { $tile } was already chosen this season: each player takes the contents of a different boat.
kf-problem-boat-tile-taken = { $tile } was already taken by { $player }: at the end of winter each player takes a different boat tile, from those that remain.
kf-problem-boat-choose-now = { $turn } chooses a boat now: the season's turns are over, the boats are chosen first, and only then are the won tiles placed.
kf-problem-place-not-yours = { $tile } is not among the tiles { $player } won this season: only a tile you win at auction joins your village.
kf-problem-place-won-by = { $tile } was won by { $player } this season: a won tile joins only its winner's village.
kf-problem-boat-gone = { $tile } is not a boat on the table.
kf-problem-placing-first = The season's won tiles are being added to the villages: { $player } can only place a tile now.
kf-problem-winter-chosen = { $player } has already selected winter tiles.
kf-problem-winter-none = { $player } must select at least one winter tile.
kf-problem-winter-not-dealt = { $player } selects { $tile }, which is not among the winter tiles dealt to them (or is named twice).
kf-problem-gets-needed = The record must say what the use of { $tile } gave: { $what } (a random draw or the user's choice).
kf-problem-gets-count = The use of { $tile } gave { $count }, but the tile gives { $want }.
kf-problem-outlay-which-skill = { $tile } first takes a skill tile of the user's choice: the record must say which (gives).
kf-problem-outlay-which-worker = { $tile } first takes a worker: the record must say which colour (gives).
kf-event-pass = { $player } passes.
kf-event-winter-chosen = { $player } selects { $count ->
        [one] { $count } winter tile.
       *[other] { $count } winter tiles.
    }
kf-event-winter-out = The { $count ->
        [one] { $count } selected winter tile is laid out.
       *[other] { $count } selected winter tiles are shuffled and laid out.
    }
kf-event-season-end = All players passed in succession: the end of { $season }.
kf-event-bid-returned = { $player }'s unsuccessful bid of { $count } for { $tile } goes back behind the screen.
kf-event-to-box = { $tile } was not bid for: back to the box, any workers on it into the bag.
kf-event-won = { $player } won { $tile } and takes the workers on it; the winning bid goes into the bag.
kf-event-home-workers = { $count ->
        [one] { $count } worker used in { $player }'s village goes behind their screen.
       *[other] { $count } workers used in { $player }'s village go behind their screen.
    }
kf-event-boat-order = Boats are chosen in this order: { $players }.
kf-event-boat-contents = { $player } takes the contents of { $tile }: { $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
    } and { $skills ->
        [one] { $skills } skill
       *[other] { $skills } skills
    }.
kf-event-boat-tile = { $player } takes the boat tile { $tile } ({ $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
    } and { $skills ->
        [one] { $skills } skill
       *[other] { $skills } skills
    } on it).
kf-event-start-player = { $player } is the start player of the next season and takes the purple marker.
kf-event-marker-last = { $player } takes the purple marker; winter was the last season, so the marker can only still count in the final scoring.
kf-event-placed = { $player } adds { $tile } to the village at [{ $q }, { $r }].
kf-event-game-over = The end of winter: the game is over.
kf-event-season-start = The { $season } season begins.
kf-event-upgraded = { $tile } is upgraded.

kf-action-pass = passes
kf-action-boat = takes the boat { $tile }
kf-action-winter = selects { $count ->
        [one] { $count } winter tile
       *[other] { $count } winter tiles
    }
kf-action-bid = bids { $count } { $colour } for { $tile }
kf-action-use = uses { $tile } with { $count } { $colour }
kf-action-transport = uses { $tile } with { $count } { $colour } to transport: { $carries ->
        [0] nothing carried
        [one] 1 resource carried
       *[other] { $carries } resources carried
    }, { $upgrades ->
        [0] nothing upgraded
        [one] 1 tile upgraded
       *[other] { $upgrades } tiles upgraded
    }
kf-record-season-missing = After this action { $season } begins, but the record has no { $key }: entry under seasons:, so arbiter cannot know which tiles were put out or what was drawn onto the boats. Add it at the top level: seasons: {"{"} { $key }: {"{"} offer: [TILE, ...], boats: [{"{"} tile: BOAT, workers: {"{"} COLOUR: N {"}"} {"}"}, ...] {"}"} {"}"} (docs/keyflower-record.md).
kf-action-place = places { $tile } at [{ $q }, { $r }]
kf-action-bid-boat = bids for the boat { $tile }
kf-action-withdraw = takes bidding workers back from { $tile }
kf-replay-step = { $number }. { $player } { $action }
kf-replay-illegal = Action { $number } ({ $player }, line { $line }, column { $column }) is illegal ({ $count ->
        [one] { $count } reason)
       *[other] { $count } reasons)
    }; the replay stops here:
kf-replay-open-winter = The record ends in winter while players select winter tiles.
kf-replay-open-turns = The record ends during { $season }: it is { $player }'s turn.
kf-replay-open-boats = The record ends at the end of { $season }: { $player } chooses a boat next.
kf-replay-open-placing = The record ends at the end of { $season }, while won tiles are being placed.
kf-replay-open-season-end = The record ends at the end of { $season }, every won tile placed; { $next } is not in it (seasons: → { $next }:, only needed to play on), so its tiles are not on offer and nothing new is on the boats.
kf-input-not-a-boat = “{ $name }” is not a boat tile.
kf-input-not-turn-order = “{ $name }” is not a turn-order tile.
kf-what-gets = colour, skill or resource
kf-what-gives = skill or colour
kf-replay-numbers-needed = The game is over, but the final scoring needs printed numbers that no source gives; state them in the record (under printed: of the tile or boat):
kf-problem-bag-short = The use draws { $count ->
        [one] { $count } { $what }
       *[other] { $count } × { $what }
    }, but only { $left ->
        [one] { $left } is
       *[other] { $left } are
    } left in the bag or the pile.
kf-problem-boat-count = { $count ->
        [one] { $count } boat on the table
       *[other] { $count } boats on the table
    }: as many boat tiles are used as there are players ({ $players }).
kf-replay-illegal-start = The game cannot start from this table ({ $count ->
        [one] { $count } problem)
       *[other] { $count } problems)
    }:
kf-problem-boat-1a = The owner of summer boat 1a also draws { $count ->
        [one] { $count } worker from the bag
       *[other] { $count } workers from the bag
    } with the boat: the record must say which (gets).
kf-event-boat-extra = { $player } also receives { $count ->
        [one] { $count } worker (summer
       *[other] { $count } workers (summer
    } boat 1).
kf-replay-pending = { $tile } won by { $player }, not placed yet.
kf-input-record-use-replay = This is a Keyflower game record (it has actions:): `arbiter replay FILE` plays it, and `arbiter replay FILE --until N > position.yaml` writes the position after action N for move; `score` and `check` read the record themselves (`--until N` for the position after action N).
kf-input-until-needs-record = --until needs a Keyflower game record (a file with actions:).
kf-replay-stopped-at = The game record stops at action { $number } (line { $line }), which is not allowed; using the position before it (`arbiter replay` says why).
kf-record-position-name = { $file }, after action { $number }
kf-record-numbers-needed = The final scoring of this game will need { $count ->
        [one] a printed number
       *[other] { $count } printed numbers
    } that the record does not give. Add { $count ->
        [one] it
       *[other] each
    } as shown; the actions are replayed below, but the game is not scored until then:
kf-record-number-needed = { $tile } (`{ $field }`, catalogue: { $conf }): add `{ $write }` to its entry under { $place }, as in `{"{"}tile: { $key }, …, { $write }{"}"}`{ $fan ->
        [yes] {" "}(or accept the fan sources' numbers with `options: {"{"} unverified: accept {"}"}`)
        [listed] {""}
       *[no] {""}
    }.
kf-record-place-offer = `offer:`
kf-record-place-summer = `seasons:` → `summer:` → `offer:`
kf-record-place-autumn = `seasons:` → `autumn:` → `offer:`
kf-record-place-winter = `players:` → `winter_tiles:` (of the player it was dealt to)
kf-record-place-village = `players:` → `village:` (of its owner)
kf-record-place-boats = `boats:`
kf-record-not-scored = The game is over but not scored: the record lacks the printed numbers asked for above.
