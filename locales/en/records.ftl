# Whole games: discarded tiles, rule options from the command line, the builder on a completed feature.
problem-builder-completed = The tile completes this { $feature }: it is scored at once and its follower goes back, so the builder has nothing left to extend and may not be placed on it.
problem-discard-river-first = { $tile } cannot have been drawn yet: until the river is finished only river tiles are drawn.
problem-discard-fits = { $tile } did not have to be discarded: it fits at { $square } turned { $rot }°.
input-discard-after = A tile cannot be discarded after move { $after }: the record has { $moves ->
        [one] { $moves } move.
       *[other] { $moves } moves.
    }
rules-option-unknown = “{ $option }” is not a rule option; write KEY=VALUE with one of these keys: { $known }.
rules-option-needs-value = --rules takes KEY=VALUE: write { $option }=VALUE, with one of these values: { $known }.
replay-rules-overridden = Judged with rule options from the command line instead of the record's: { $rules }.
replay-discarded = { $tile } was drawn after move { $after }, fitted nowhere and went out of the game.
replay-bad-discard = The record says { $tile } was discarded after move { $after }, but it could not have been; the replay stops there:
replay-stopped-discard = The game record lists a discard after move { $after } that could not have happened; using the position before it.
replay-bad-final-draw = The record's final draw at line { $line } could not have happened; the game is not scored:
replay-stopped-final-draw = The game record lists a final draw that could not have happened; using the position without it.
problem-final-draw-none = Nothing is drawn at the end of this game with { $draw }: no expansion in play draws it then.
input-final-draw-not-final = { $action } is not a draw made at the end of the game: final_draws takes { $known }.
input-final-draw-twice = { $action } is written twice under final_draws: the end of the game draws it once.
input-final-draws-unfinished = The record lists final draws but says the game is not finished (finished: false): they are made only at the end of the game.
replay-start-illegal = The record's start position (under start:) could not arise in a legal game; the replay stops before the first move.
cli-score-arg-rules = Score by this rule option instead of the file's (river-flow=one-side); repeatable.
cli-check-arg-rules = Check by this rule option instead of the file's (river-flow=one-side); repeatable.
cli-replay-arg-rules = Judge by this rule option instead of the record's (river-flow=one-side); repeatable.
import-discarded = Tiles the save never lays fitted nowhere and were discarded, which ended the game (tile, and the moves played when it was drawn): { $tiles }.
import-unfinished = The save stops while the game goes on (tiles that fit are left in the box): the record is not finished.
