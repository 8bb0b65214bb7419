# render on a position that leaves tiles or pieces open: one reading drawn, what was open marked.

render-readings-open = { $count ->
    [one] One reading was left open
   *[other] { $count } readings were left open
}: { $open }. The picture draws { $legal ->
    [yes] one legal reading
    [position] one reading (the position itself breaks { $rules } whatever the reading)
   *[other] one reading (no reading is legal)
} and marks what was open with “?”. { $verdict ->
    [differ] The totals depend on the reading: arbiter score names the piece or tile that decides.
   *[too-many] They are too many to judge together: arbiter score names them.
}
render-legend-open = ? = left open in the file (beside a piece, or in a corner of its tile): one reading of it is drawn.
render-legend-open-picture = Dashed with ?: left open in the file, one reading drawn
