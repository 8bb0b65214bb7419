# The Tower (classic): the words for its tower, a kind of feature it brings (expansions/tower/).

feature-tower = tower
tile-summary-tower = tower foundation
locator-tower = tower
seen-mark-tower = tower

# Its problems.
problem-tower-none = There is no tower at { $square }.
problem-tower-closed = Someone already stands on top of the tower at { $square }: that tower is closed.
problem-tower-bare = The tower at { $square } is a bare foundation: nobody may stand on it until it has a floor.
problem-tower-no-floors = { $player } has no tower floors left (each player has { $allowed }).
problem-tower-top-kind = { $piece ->
    [abbot] An
   *[other] A
} { $piece } may not stand on top of a tower: only a follower, a big follower or a ringmaster (Under the Big Top).
problem-tower-no-follower = { $player } has no follower on the tile at { $square } that a tower could take.
problem-tower-out-of-reach = { $square } is out of reach of the tower at { $tower }: it takes in its own row or column, at most { $height ->
    [one] { $height } square
   *[other] { $height } squares
} away.
problem-tower-no-exchange = There is nothing to exchange for { $player }: the player just captured holds no { $piece } of theirs.
problem-tower-exchange-owed = { $player } holds prisoners of yours of more than one kind, so after the capture you choose which one comes back, and the exchange cannot be skipped: name it with tower-exchange=KIND ({ $kinds }).
problem-tower-no-prisoner = { $holder } holds no { $piece } of { $player } as a prisoner.
problem-tower-ransom-twice = A ransom may be paid only once per turn.
problem-tower-ransom-points = { $player } has { $points ->
    [one] { $points } point
   *[other] { $points } points
}: a ransom needs at least 3.
problem-tower-prisoner-kind = { $piece ->
    [abbot] An
   *[other] A
} { $piece } cannot be a prisoner: towers take followers only.
problem-tower-floors-box = The towers on the board hold { $count ->
    [one] { $count } floor
   *[other] { $count } floors
}; the box holds { $allowed } for { $players } players.
problem-tower-floors-player = { $player } has placed { $count ->
    [one] { $count } tower floor
   *[other] { $count } tower floors
}; each player has { $allowed }.
problem-tower-floors-placed = The players have placed { $placed ->
    [one] { $placed } tower floor
   *[other] { $placed } tower floors
}, but the towers on the board hold { $count }.

# Its effects.
move-gained-tower-floors = { $player } places a tower floor.
move-tile-state-height = The tower at { $square } is now { $value ->
    [one] { $value } floor
   *[other] { $value } floors
} high.
tower-floors-placed = tower floors placed
expansion-tower = The Tower
