# Messages of render, replay, import and schema.

## Help texts
cli-render-about = Draw a position or game record as a picture (SVG, or PNG with --format png or an -o FILE.png) or, with --terminal, as coloured text.
cli-render-arg-file = The position file or game record (YAML).
cli-render-arg-output = Write the picture to this file (default: standard output).
cli-render-arg-terminal = Print a compact coloured text view instead of a picture.
cli-render-arg-highlight = Outline the features scored at the end of the game, with their points.
cli-render-arg-until = For a game record: draw the position after move N.
cli-replay-about = Play a game record move by move: stop at the first illegal move, print who scored what, when and why, and the final scores.
cli-replay-arg-file = The game record (YAML).
cli-replay-arg-until = Stop after move N.
cli-import-about = Convert a JCloisterZone saved game (.jcz) into a game record.
cli-import-arg-file = The JCloisterZone saved game (.jcz).
cli-import-arg-output = Write the game record to this file (default: standard output).
cli-schema-about = Print the JSON Schema (draft-07) of the position file, for editors.
cli-schema-arg-record = Print the schema of the game record instead.
cli-score-arg-until = For a game record: score the position after move N.
cli-check-arg-until = For a game record: check the position after move N.

## Replay
heading-score-history = Score history
heading-replay-final-lines = End-game scoring
heading-replay-totals = Scores
col-move = Move
replay-payment = other points
replay-nothing-scored = Nothing was scored during play.
replay-nothing-final = End-game scoring gives nothing.
replay-illegal = Move { $number } by { $player } (line { $line } of the record) is illegal; the replay stops before it:
replay-not-judged = Move { $number } by { $player } (line { $line } of the record) is not judged: a part of it is beyond what arbiter judges, so the replay stops before it:
replay-not-finished = The record is not a finished game ({ $played ->
    [one] 1 move
   *[other] { $played } moves
} played): no end-game scoring.
replay-stopped = The game record stops at move { $number } (line { $line }), which is illegal; using the position before it.
problem-replay-turn = It is { $expected }'s turn, not { $player }'s.
problem-replay-no-extra-turn = This move is marked as a builder's extra turn, but the previous move earned none.
problem-replay-chained-extra-turn = { $player } has just had the builder's extra turn: extra turns do not chain, so it is now the next player's turn.
input-until-needs-record = --until needs a game record (a file with a start: block and moves:).
input-piece-and-recall = A move places a piece ({ $value }) or takes the abbot back, not both.
input-piece-and-action = A move places a piece ({ $value }) or does a move action ({ $action }), not both.
input-recall-and-action = recall_abbot: true and action: { $action } are two move actions; a move does one.
input-unknown-action = Unknown move action "{ $action }"{ $suggestion ->
    [none] {""}
   *[other] {" "}(did you mean "{ $suggestion }"?)
}. Move actions: { $known } (in Dutch: { $dutch }).
input-action-no-parameter = The move action { $action } takes no parameter: write { $action } without "={ $value }".
input-figure-place = A figure stands either on a tile, written `at: [x, y]` (with `beside:` for the piece it stands beside), or at a corner, written `corner: [x, y]`: write one of the two.
input-figure-no-tile = No tile lies at { $square }, where this figure is said to stand.
input-figure-beside = { $count ->
    [0] { $owner } has no piece on the tile at { $square } for this figure to stand beside.
   *[other] { $owner } has { $count } pieces on the tile at { $square }: add `feature:` with the locator of the one this figure stands beside.
}
input-action-needs-piece = The move action { $action } names a piece: write { $action }=OWNER@X,Y (the owner's colour or name, then the square of the tile the piece stands on), such as { $action }=red@1,0.
input-bad-action-piece = "{ $value }" does not name a piece for { $action }: write OWNER@X,Y (a player's colour or name, then the square of the tile the piece stands on), such as red@1,0.
input-action-needs-square = The move action { $action } names a square: write { $action }=X,Y, such as { $action }=1,0.
input-bad-action-square = "{ $value }" does not name a square for { $action }: write X,Y, two whole numbers, such as 1,0.
input-action-needs-player = The move action { $action } names a player: write { $action }=PLAYER (a colour or a name), such as { $action }=red.
input-bad-action-player = "{ $value }" names no player of this game for { $action }: write a player's colour or name, such as red.
input-action-needs-kind = The move action { $action } names a kind of piece: write { $action }=KIND, KIND@X,Y or KIND@PLAYER as its help says, such as { $action }=follower.
input-bad-action-kind = "{ $value }" does not name what { $action } needs: a kind of piece (follower, big-follower ...), with @X,Y (a square) or @PLAYER (a colour or a name) when the action asks for it, such as follower@1,0 or follower@red.
input-action-needs-word = The step { $action } names one of { $values }: write { $action }=WORD, such as { $action }=wolf.
input-bad-action-word = The step { $action } can only be { $values }, not "{ $value }".
input-bad-action-tile = "{ $value }" names no tile for { $action }: write a tile's id or letter, such as { $action }=BB/F.b.
input-bad-action-number = "{ $value }" is no whole number for { $action }: write one in digits, such as { $action }=3.

## Render
render-legend = { $initial } = { $name } ({ $color })
error-picture-format = --format svg and --format png apply only to the render command.
error-write-file = Cannot write { $path }: { $reason }
error-png = Cannot make the PNG picture: { $reason }
error-png-terminal = Not writing a PNG picture to the terminal: use -o FILE.png or redirect the output.

## Import
import-header = Imported by arbiter from { $file }
import-done = Wrote the game record ({ $moves ->
        [one] { $moves } move)
       *[other] { $moves } moves)
    } to { $path }.
jcz-not-json = This is not a JCloisterZone saved game (its JSON cannot be read): { $detail }
jcz-too-complex = { $what ->
    [depth] The saved game nests lists and objects deeper than arbiter reads, at most { $limit } deep (a save needs 7): it stops reading here.
    [objects] The saved game holds more objects than arbiter reads in one save, which is { $limit } (a long game has under 2,000): it stops reading at this one.
   *[values] The saved game holds more values than arbiter reads in one save, which is { $limit } (a long game has under 6,000), counted wherever they are written: it stops reading at this one.
}
jcz-too-many-messages = The saved game's replay holds { $count } messages, more than arbiter imports, which is { $limit } (a long game has under 1,000): the save is not imported.
jcz-missing = The saved game has no { $key }.
jcz-bad-message = Message { $number } of the saved game's replay is malformed ({ $detail }).
jcz-auction-tiles = Message { $number } of the saved game's replay opens a bazaar's auction whose tiles the save does not name: it has no draw order (gameAnnotations.drawOrder), and its replay stops before the players lay the tiles they got.
jcz-unknown-set = The saved game uses the tile set { $set }, which arbiter does not know (it knows { $known }).
jcz-element-missing = The saved game plays the tiles of { $expansion } without its game element { $element }: JCloisterZone then plays those tiles otherwise, which arbiter does not judge.
jcz-element-missing-option = The saved game sets the rule { $option } without the game element { $element } it applies to: JCloisterZone then plays as if the rule were not set, which arbiter does not judge.
jcz-unknown-element = The saved game uses { $element }, which belongs to an expansion arbiter does not know.
jcz-unknown-rule = The saved game sets the rule { $rule } to { $value }, which arbiter does not support.
jcz-too-many-players = The saved game has { $count } players; at most 7 are possible.
jcz-unknown-tile = The saved game plays the tile { $tile }, which arbiter does not know (nearest: { $suggestions }).
jcz-no-commit = The saved game's replay holds moves (messages { $number } to { $last }) but not one COMMIT, which ends every turn JCloisterZone plays: no turn of it was finished, so there is no game to import.
jcz-unsupported-message = Message { $number } of the saved game's replay is { $type }, which arbiter does not read: it belongs to a part of an expansion that arbiter does not judge.
jcz-unknown-meeple = The saved game uses the piece { $meeple }, which arbiter does not know.
jcz-no-feature = Message { $number } puts a piece on { $feature } { $location } of tile { $tile }, but the placed tile has no such part.
render-legend-symbols = Symbols: { $symbols }. A piece shows its owner's initial (see above): alone for a follower, after the piece's letter for the others.
render-legend-symbol = { $glyph } { $name }
legend-crossroads = crossroads (the roads end there)
input-action-needs-placement = The move action { $action } names a piece and a place for it: write { $action }=KIND@X,Y:FEATURE (the kind of piece, the square of a tile, the feature there), such as { $action }=follower@1,0:city:N.
input-bad-action-placement = "{ $value }" does not name a piece and a place for { $action }: write KIND@X,Y:FEATURE (the kind of piece, the square of a tile, the feature there), such as follower@1,0:city:N.
render-holds-prisoner = { $owner }’s { $piece } (prisoner)
