# Unclear readings: tiles with several pictures left, pieces with alternatives.

readings-or = or
readings-tile = the tile at { $square } (line { $line }): { $options }
readings-piece = { $owner }'s { $kind } on the tile at { $square } (line { $line }): { $options }
readings-same = { $count ->
    [one] One reading was left open
   *[other] { $count } readings were left open
}: { $open }. { $legal ->
    [yes] Every legal reading gives the same verdict and the same totals, so the reading does not matter.
    [position] The position itself breaks { $rules } whatever these tiles show (`arbiter check` shows where); every reading gives the same totals, so the reading does not change them.
   *[other] No reading of what was left open is legal (`arbiter check` shows why); every reading gives the same totals, so for the totals the reading does not matter.
}
readings-differ = The totals depend on how this is read: { $ranges }, depending on { $item }. { $settle }
readings-differ-each = The totals depend on how this is read: { $ranges }, depending on { $item }. Read each way: { $each }. { $settle }
readings-differ-together = The totals depend on how these are read together, though no one of them decides it alone (read one way or the other, each leaves the same totals possible): { $ranges }, depending on { $items }. Look at each of them on the table and write what it shows.
readings-each = { $reading } → { $totals }
readings-settle-piece = Look which feature the piece lies on and write only that one as its feature.
readings-settle-edge = The { $edge ->
    [N] north
    [E] east
    [S] south
   *[W] west
} edge tells them apart: { $line ->
    [0] the square next to it, { $neighbour }, is empty, so write the turn yourself.
   *[other] settle the tile at { $neighbour } (line { $line }) and this one follows.
}
readings-settle-inside = They look the same from above and differ only inside the tile (where its fields and roads are cut): look closely and { $written ->
    [yes] write the turn as rot instead of seen.
   *[other] write the id you see with tile: beside seen.
}
readings-too-many = { $count } open tiles and pieces depend on each other and leave { $more ->
    [yes] more than { $readings }
   *[no] { $readings }
} readings; arbiter scores at most { $limit } readings of the whole board. Write the id (tile: beside seen) or the feature of some of them: { $items }.
input-piece-alternatives = This command needs to know which feature the piece stands on: write one feature (score and check judge a list of alternatives).
input-record-piece-alternatives = A game record is written exactly, so each piece of its start position stands on one feature: { $owner }'s { $piece } on the tile at { $square } is written with the alternatives { $features }. Write the one feature it stands on.
transcribe-id-seen-mismatch = { $tile } never looks like “{ $seen }”{ $edges ->
    [yes] : its edges fit, but its marks differ
   *[other] {""}
}. Turned, it looks like: { $looks }. Check the id and the seen string.
settle-comment-open = left open: { $options } (score and check judge every reading)
note-partial-check = The file shows part of a larger table (`partial: true`): what lies outside it, such as river pieces, the spring or the order tiles were laid in around the river, was not judged.
note-partial-score = These totals are those of the part of the table the file shows (`partial: true`): features that run outside it may score more on the table.
note-track-unwritten = No score track was written for { $players }: taken as 0. A photo shows the track: copy each player's marker into “score”.
note-state-unwritten = { $block ->
    [goods] No trade goods were written for { $players }: taken as none. A photo shows the tokens each player holds: copy them into “goods”.
    [tower-floors] No tower floors were written for { $players }: taken as none placed yet. A photo shows the floors each player has left: write how many each has placed under “tower-floors”.
    [abbey] Nothing was written under “abbey” for { $players }: taken as still holding their abbey tile. If the abbey is on the table, write “used: 1” for its player under “abbey”.
    [cards] No King or Robber card was written for { $players }: taken as holding neither. Write the cards each player holds under “cards”.
    [built] No bridges or castles built were written for { $players }: only the totals on the board were checked. Write what each player has built under “built” (bridges: N, castles: N) to check each one's supply.
   *[other] Nothing was written under “{ $block }” for { $players }: taken as 0. Copy what the table shows for each player into “{ $block }”.
}
note-turn-assumed = The position writes no “turn” and the command no --player: arbiter judged the move as { $player }'s (the first player). Write “turn:” in the file or pass --player to judge another player's move.
note-classic-edition = { $expansions } { $count ->
    [one] is
   *[other] are
} judged in the classic edition, as JCloisterZone plays { $count ->
    [one] it
   *[other] them
}, not by the current edition's rules.
