## Explanations a referee can trust: render file names, --until, file-system errors,
## command-line errors, the YAML reader's errors (English).
error-picture-extension = Cannot write a picture to a .{ $ext } file: arbiter draws SVG (.svg) and PNG (.png) pictures only.
error-picture-extension-clash = The file name ends in .{ $ext }, but --format { $format } was asked for: use a matching file name.
warning-until-beyond = Warning: --until { $until } goes beyond the record, which has { $count ->
    [one] { $count } move
   *[other] { $count } moves
}; showing the position after the last move.
verdict-allowed-by = Allowed by: { $rules }
