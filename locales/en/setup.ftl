# Problems only a hand-built setup can have (a position file cannot produce them): the
# engine reports them instead of failing.
problem-setup-count = { $list ->
    [track] The score track has { $count ->
        [one] { $count } entry
       *[other] { $count } entries
    }
   *[goods] The trade goods list has { $count ->
        [one] { $count } entry
       *[other] { $count } entries
    }
} for { $players ->
        [one] { $players } player: each
       *[other] { $players } players: each
    } player has exactly one.
problem-setup-turn = Player { $turn } is to move, but there { $players ->
        [one] is { $players } player
       *[other] are { $players } players
    }.
problem-setup-owner = This piece belongs to player { $owner }, but there { $players ->
        [one] is { $players } player
       *[other] are { $players } players
    }.
problem-setup-feature = This piece stands on feature { $feature } of its tile, which has { $features ->
        [one] { $features } feature.
       *[other] { $features } features.
    }
