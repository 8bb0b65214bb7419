# Keyflower: boats, the season flow, production, setup checks and game records (issue 23).

kf-problem-bid-boat = { $tile } is a boat tile: boat tiles are not bid for with workers directly; their contents are chosen in the order players won the turn-order tiles.
kf-problem-place-boat-season = { $tile } is a boat tile: boat tiles join a village only at the end of winter.
kf-problem-place-boat-taken = { $tile } is already in { $player }'s village: each boat is taken once.
kf-problem-place-second-boat = { $tile } would be a second boat: this player already took { $held }, and a player takes one boat however many turn-order tiles they won.
kf-problem-place-boat-order = { $player } won turn-order tile { $number } and chooses a boat before this player, but has not taken one yet.
kf-ok-place-boat = { $tile } is a boat still available, taken in turn-order order at the end of winter.

kf-report-proven-best = { $allocation } is proven the best allocation: the search tried every allocation exactly (the choices below show what each alternative reaches); the upper bound of { $bound } counts each item at its best rate separately, and no allocation reaches it.
kf-score-marker-as = Start-player marker counted as one extra { $item } (its points are in the lines below)
kf-score-marker-on-yard = Start-player marker counted as one resource on { $tile } (its points are in that tile's line)

kf-problem-offer-size = { $count } { $season } tiles on offer: a { $players }-player game puts out { $max }.
kf-problem-winter-offer-size = { $count } winter tiles on offer: with { $players } players each chooses at least one of the tiles dealt, so between { $min } and { $max } come out.
kf-problem-winter-hand-kind = { $player } holds { $tile } among the winter tiles dealt, but it is not a winter tile.
kf-problem-winter-dealt = { $player } holds { $count } winter tiles: a { $players }-player game deals { $want } to each player.
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
kf-gain-workers = Yields { $count } workers drawn at random from the bag ({ $conf }{ $source }), placed behind the screen.
kf-gain-green = Yields { $count } green workers from the supply ({ $conf }{ $source }), placed behind the screen.
kf-gain-skills = Yields { $count } skill tiles drawn face down from the pile ({ $conf }{ $source }), placed behind the screen.
kf-gain-unknown = Yields { $what }, but no source gives how many ({ $conf }{ $source }): the number printed on the tile decides.
kf-gain-what-workers = workers from the bag
kf-gain-what-green = green workers from the supply
kf-gain-what-skills = skill tiles from the pile
kf-gain-what-resources = resources
kf-cli-produced = The use yields:
kf-gain-short = Only { $left } of the { $count } are left in the supply: the player receives only those.
kf-problem-outlay-skill-any = { $tile } first takes a skill tile of any type, and this player has none behind the screen to give.
kf-problem-outlay-skill = { $tile } first takes a { $skill } skill tile, and this player has none behind the screen.
kf-problem-outlay-worker = { $tile } first takes one further worker, and this player has none left behind the screen.
