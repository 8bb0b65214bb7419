## Explanations a referee can trust: render file names, --until, file-system errors,
## command-line errors, the YAML reader's errors (English).
error-picture-extension = Cannot write a picture to a .{ $ext } file: arbiter draws SVG (.svg) and PNG (.png) pictures only.
error-picture-extension-clash = The file name ends in .{ $ext }, but --format { $format } was asked for: use a matching file name.
warning-until-beyond = Warning: --until { $until } goes beyond the record, which has { $unit ->
    [actions] { $count ->
        [one] { $count } action
       *[other] { $count } actions
    }; showing the position after the last action.
   *[moves] { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }; showing the position after the last move.
}
verdict-allowed-by = Allowed by: { $rules }
yaml-syntax = { $what ->
    [tab] Not valid YAML: a tab is not allowed here; indent with spaces.
    [indentation] Not valid YAML: the indentation does not fit here; entries of one list or mapping start in the same column.
    [unclosed] Not valid YAML: the file ends inside an open list, mapping or quoted text; a closing bracket or quote is missing.
    [colon] Not valid YAML: a colon ":" is out of place here; write key: value, one key per line, and quote text that holds a colon.
    [brackets] Not valid YAML: a bracket or comma is out of place; write [a, b] and {"{"}key: value{"}"}.
    [list-entry] Not valid YAML: a list entry "- " is out of place here.
    [list-indentation] Not valid YAML: the indentation of this line fits none of the lines above it. The entries of one list start with "- " in the same column, and the keys of one entry line up under its first key; move this line left or right to match them.
    [quotes] Not valid YAML: quoted text is broken here (an unknown escape, or text after the closing quote).
    [anchor] Not valid YAML: an alias refers to an anchor that is not defined.
    [comment] Not valid YAML: a comment "#" needs a space before it.
    [document] Not valid YAML: a position is one document; remove the "---" or "..." markers here.
    [directive] Not valid YAML: a directive or tag ("%" or "!") is not understood here.
    [whitespace] Not valid YAML: a space is missing here.
   *[other] Not valid YAML here.
}
yaml-wrong-type = Wrong type: { $expected ->
    [list] a list
    [mapping] a mapping
    [boolean] true or false
    [integer] a whole number
    [number] a number
    [text] a text
   *[other] another kind of value
} is expected here, but this is { $found ->
    [list] a list
    [mapping] a mapping
    [boolean] true or false
    [integer] a whole number
    [number] a number
    [text] a text
    [null] empty
   *[other] another kind of value
}.
yaml-wrong-length = Wrong length: this list has { $count ->
    [one] { $count } entry
   *[other] { $count } entries
}, which is not what { $expected ->
    [list] the list
   *[other] the value
} here needs.
yaml-duplicate-key = The key "{ $key }" appears twice in one mapping.
yaml-too-complex = The file uses too many aliases or values to be a position (a guard against alias bombs).
io-reason = { $what ->
    [not-found] there is no such file or folder
    [permission] permission denied
    [directory] this is a folder, not a file
    [not-directory] a part of the path is not a folder
    [exists] the file already exists
    [full] the disk is full
    [read-only] the file system is read-only
    [invalid-data] the data could not be read
    [broken-pipe] the output was closed
    [interrupted] the operation was interrupted
    [too-large] the file is too large
   *[other] the system refused it
}
cli-usage-options = [OPTIONS]
cli-usage-command = [COMMAND]
cli-usage-command-required = <COMMAND>
cli-value-file = FILE
cli-value-n = N
cli-value-lang = LANG
cli-value-format = FORMAT
cli-value-color = COLOR
cli-value-tile = TILE
cli-value-at = X,Y
cli-value-rot = DEGREES
cli-value-piece = PIECE
cli-value-player = PLAYER
cli-value-action = NAME[=PARAMETER]
cli-value-id = ID
cli-value-expansion = EXPANSION
cli-value-category = CATEGORY
cli-value-game = GAME
cli-value-words = WORDS
cli-value-term = TERM
cli-value-shell = SHELL
cli-value-output = FILE
cli-value-key-value = KEY=VALUE
cli-value-dir = DIR
cli-value-expansions = EXPANSIONS
cli-value-step = STEP
cli-error = { $what ->
    [invalid-value] "{ $value }" is not a valid value for { $arg }{ $has-valid ->
        [yes] ; possible values: { $valid }
       *[no] {""}
    }.
    [until-negative] { $arg } counts the moves played (in Keyflower, the actions): 0 is the start position and N the position after move N, so it is never negative; "{ $value }" cannot be used.
    [unknown-argument] Unknown argument "{ $arg }".
    [unknown-command] Unknown command "{ $arg }".
    [no-equals] { $arg } needs its value after an equals sign (=).
    [too-many-values] Too many values for { $arg }.
    [too-few-values] Too few values for { $arg }.
    [conflict] { $arg } cannot be used together with { $prior }.
    [missing-argument] A required argument is missing: { $arg }.
    [missing-command] A command is missing.
    [not-utf8] An argument is not valid text (UTF-8).
   *[other] The command line is not understood.
}
cli-error-suggestion = Did you mean "{ $suggestion }"?
cli-error-more = For more information, try "--help".
ruling-cited-when = Cited only when
ruling-faq-place = Place in the FAQ
ruling-faq-place-value = { $place } (line { $line } of the source{ $lost ->
    [yes] ; this copy lost the block's heading, so the block is inferred from the expansions the ruling names
   *[no] {""}
})
ruling-not-a-ruling = This entry is a note from the FAQ, not a ruling.
ruling-nl-by-arbiter = The FAQ gives this text in English; the Dutch is arbiter's translation.
ruling-context = Context
ruling-note = Note
condition-inn-road-tile-twice = a completed road with an inn enters one tile more than once
condition-cathedral-city-tile-twice = a completed city with a cathedral enters one tile more than once
condition-builder-with-big-follower = the builder's follower is a big follower
condition-pig-with-big-follower = the pig's farmer is a big follower
condition-goods-from-cathedral-city = goods are taken from a completed city with a cathedral
condition-extra-turn-earned = the builder gives an extra turn
condition-goods-tie = players tie for a kind of goods
condition-abbot-recalled = the abbot is taken back and scored
cli-man-section = { $section ->
    [name] Name
    [synopsis] Synopsis
    [description] Description
    [options] Options
    [subcommands] Commands
    [extra] Extra
    [version] Version
    [authors] Authors
   *[other] { $section }
}
