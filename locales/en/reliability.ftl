# Messages of safe reading and writing: bounded input, output files, untrusted text.

## Reading
reliability-input-over-limit = The input holds more than { $limit } bytes; arbiter reads position files of at most { $limit } bytes (and stops reading there).

## Writing
reliability-stdout = standard output
reliability-other-kind = Not writing { $path }: { $input ->
    [yes] it is this command's own input, and it holds
   *[no] it holds
} { $found ->
    [yaml] a position or game record
    [svg] an SVG picture
    [png] a PNG picture
    [html] a web page
    [other-html] a web page arbiter did not write
    [text] a text view
    [other-text] text arbiter did not write
    [script] a script or program
    [json] JSON (a JCloisterZone save?)
   *[other] data of another kind
}, which arbiter does not replace with { $writing ->
    [yaml] a game record or position
    [svg] an SVG picture
    [png] a PNG picture
    [html] a web page
   *[text] a text view
}. Remove it or choose another file name.
reliability-output-link = Not writing { $path }: it is a symbolic link, and arbiter never writes through one to a file somewhere else. Name the file itself, or remove the link.
reliability-output-device = Not writing { $path }: it is a device, a pipe or a socket, not a file. arbiter writes to no device but /dev/null; for standard output, write -o -.
reliability-temp-names-taken = Not writing: arbiter writes a file whole beside it first, under a temporary name, and every such name is taken, starting with { $path }. Remove those files (arbiter leaves none behind), then try again.
reliability-output-read-only = Not writing { $path }: it is read-only, and arbiter does not replace a read-only file (nor does the shell's >). Make it writable first, or choose another file name.
reliability-output-linked = Not writing { $path }: the file has { $links } names (hard links); replacing it here would leave the other names holding the old file. Remove the other names, or choose another file name.
reliability-replaced-input = Note: { $path } was the input; it now holds the output (arbiter wrote it whole, then replaced the old one).
-overwrite-rule = Output files: a file is written whole beside the target, then renamed into place, so a full disk never leaves a cut file. An existing file is replaced only by output of the same kind (a position or record by YAML, an SVG by SVG, a PNG by PNG, a web page by HTML); a command writes over its own input only then, and says so. A symbolic link, a read-only file, a file with other hard links, a script or an executable file is never replaced. -o - writes to standard output.
cli-settle-after = { -overwrite-rule }
cli-import-after = { -overwrite-rule }
cli-render-after = { -overwrite-rule }
cli-tiles-sheet-after = { -overwrite-rule }
cli-rulings-export-after = { -overwrite-rule } --html - writes the page to standard output.
reliability-terminal-picture-name = render --terminal writes text, not a picture: not into a .{ $ext } file.

## Bounded output
reliability-more-repeated-keys = … and { $count ->
        [one] { $count } more repeated key
       *[other] { $count } more repeated keys
    } from here on (each is dropped, as the first ones are).
reliability-not-shown = … and { $count } more not shown (the first { $shown } are).
reliability-query-too-long = The query has { $words ->
        [one] { $words } word and { $chars } characters;
       *[other] { $words } words and { $chars } characters;
    } arbiter looks up at most { $max-words } words and { $max-chars } characters at once. Ask with fewer words.

## Pictures
reliability-board-too-large = The board spans { $cols } × { $rows } squares (from { $from } to { $to }); arbiter draws boards of at most { $max } squares each way. Check the squares of the outlying tiles.
render-too-many-tiles = The board holds more tiles ({ $count }) than arbiter draws in { $kind ->
    [png] a PNG picture
   *[svg] an SVG picture
}, which is { $limit }, to stay within its memory and time bounds. { $kind ->
    [png] An SVG picture (-o board.svg) or the text view (--terminal) draws larger boards.
   *[svg] The text view (--terminal) draws it.
}
render-too-much-drawn = The picture would draw { $count } things (tiles, pieces, and each highlighted part and points label), more than arbiter draws in { $kind ->
    [png] a PNG picture
   *[svg] an SVG picture
}, which is { $limit }, to stay within its memory and time bounds. { $kind ->
    [png] An SVG picture (-o board.svg) or the text view (--terminal) draws more.
   *[svg] The text view (--terminal) draws it.
}

## Small ones
reliability-kf-no-players = The position lists no players: there is nobody to score. Write at least one under players:.

## Import
jcz-unrepresentable = The saved game's { $field } is { $value }, which a game record cannot hold (arbiter does not round or drop it): the save is not imported.
jcz-name-is-colour = The saved game's { $field } is “{ $name }”, a colour word of this game: in a record, owners and scores would be ambiguous, so the save is not imported. Rename the player in JCloisterZone and save again.
jcz-start-square-twice = The saved game's { $field } lies on square { $square }, as { $other } does: a record cannot hold two tiles on one square, so the save is not imported.
reliability-kf-too-many-tiles = The position holds { $count } tiles; a Keyflower position holds at most { $limit } (the box has fewer than 100).
reliability-printed-negative = The printed { $key } is { $value }: a number printed on a tile is never negative.
