# Under the Big Top (classic): its name, its two kinds of space, the ringmaster and the big top,
# and the problems its rules find (expansions/under_the_big_top/).

expansion-under-the-big-top = Under the Big Top
piece-ringmaster = ringmaster
pieces-ringmaster = ringmasters
piece-big-top = big top
pieces-big-top = big tops
feature-circus = circus
tile-summary-circus = circus space
locator-circus = circus
seen-mark-circus = circus
feature-acrobats = acrobat space
tile-summary-acrobats = acrobat space
locator-acrobats = acrobats
seen-mark-acrobats = acrobats

# Its problems.
problem-bt-acrobat-kind = { $piece ->
    [abbot] An
   *[other] A
} { $piece } on the acrobat space at { $square }: only an ordinary follower may be an acrobat.
problem-bt-acrobats-full = The acrobat space at { $square } holds { $count ->
    [one] { $count } follower
   *[other] { $count } followers
}: a pyramid holds at most 3.
problem-bt-tile-pieces = The tile at { $square } holds { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
} besides its acrobats: a tile takes one piece, and its acrobat space up to 3 more.
problem-bt-bigtop-tile = The big top stands on the tile at { $square }, which shows no circus space: it only ever stands on the last circus tile laid.
problem-bt-bigtop-missing = { $count ->
    [one] A circus tile lies
   *[other] { $count } circus tiles lie
} on the board but the big top is not written: it stands on the last circus tile laid (figures: [big-top@X,Y]).
problem-bt-token-value = The tile at { $square } holds a token worth { $value }: the animal tokens are worth 1, 3, 4, 5, 6 or 7.
problem-bt-token-tile = The tile at { $square } holds an animal token but shows no circus space: tokens lie only on circus tiles.
problem-bt-token-count = { $count ->
    [one] One animal token
   *[other] { $count } animal tokens
} worth { $value } lie on the board; the box holds { $allowed }.
problem-bt-acrobat-none = There is no acrobat space at { $square }.
problem-bt-acrobat-bridge = No acrobat goes on the tile at { $square }: a bridge lies across it, and a bridge and acrobats never share a tile.
problem-bt-acrobat-far = The acrobat space at { $square } is out of reach: an acrobat goes on the tile laid (at { $from }) or one of the 8 tiles around it, or on any acrobat space when the tile laid shows a magic portal.
problem-bt-pyramid-not-full = The acrobat space at { $square } holds { $count ->
    [0] no acrobat
    [one] { $count } acrobat
   *[other] { $count } acrobats
}: only a full pyramid of 3 may be scored.
problem-bt-token-before-wagon = The big top moves once the wagons have moved on (a wagon moved beside the circus counts for it): write animal-token={ $token } after the wagon's step.
problem-bt-token-owed = The big top leaves the circus at { $square } for the circus tile laid: the move must say which animal token was drawn for it (the step animal-token=1, 3, 4, 5, 6 or 7).
problem-bt-token-first = No animal token is drawn for the tile laid at { $square } (animal-token={ $token }): the big top stands on no other circus, so this first circus tile only receives it.
problem-bt-token-no-circus = No animal token is drawn (animal-token={ $token }): the tile laid at { $square } shows no circus space, so the big top does not move.
problem-bt-token-used = The animal token { $token } is not among those still unused: { $unused }.
problem-bt-final-token-used = The animal token { $token } written under final_draws for the last circus, under the big top at { $square }, is not among those still unused: { $unused }.
problem-bt-final-no-big-top = No animal token is drawn at the end of this game (final_draws: animal-token={ $token }): the big top stands on no circus tile.

# The moves' changes of state.
move-tile-state-token = The animal token { $value } now lies on the circus at { $square }.

# The last circus when the position does not say which animal token was drawn.
bt-final-open = The totals depend on the animal token drawn for the last circus, under the big top at { $square }: { $ranges }. Each token still unused: { $each }. Write the token drawn on the big top's tile (token: N) to settle it.
bt-final-open-record = The totals depend on the animal token drawn for the last circus, under the big top at { $square }: { $ranges }. Each token still unused: { $each }. Write the token drawn in the record (final_draws: [animal-token=N]) to settle it.
bt-final-same = The animal token drawn for the last circus, under the big top at { $square }, is not written; no player has a follower around it, so every token still unused gives the same totals.
bt-token-each = { $value } → { $totals }
edition-circus-and-artists = "{ $name }" is the current edition (Circus & Artists), which arbiter does not judge: its rulebook is not at hand, and from its FAQ it is another design (a ringmistress lying in fields, performance tokens). arbiter judges the classic Under the Big Top as JCloisterZone plays it: write Under the Big Top.
