//! Which game answers a command: the table of what each game provides ([`GameCommands`]),
//! and dispatch by a file's `game:` key or by `--game`.

use arbiter_ids::msg;

use arbiter_rulings::Game;

use super::args::{MoveArgs, TilesAction};
use super::diagnostics::print_input_errors;
use super::{keyflower, moves, position, readings, Ctx, Outcome, Source};

/// What a game provides to the command line: one row per game of [`Game::ALL`], the one
/// place a command learns which engine answers it. A new game is a new module of commands
/// and a new row here (ARCHITECTURE.md, "Adding a game").
pub struct GameCommands {
    /// The game (the row's test reads it: each row is its own game's).
    #[cfg_attr(not(test), allow(dead_code))]
    pub game: Game,
    /// `arbiter score FILE`: a position's end-game scoring.
    pub score: fn(&Ctx, &Source) -> Outcome,
    /// `arbiter check FILE`: whether a position is legal, with every problem.
    pub check: fn(&Ctx, &Source) -> Outcome,
    /// `arbiter move FILE`: whether the file's (or the flags') move is legal, and what it does.
    pub adjudicate: fn(&Ctx, &Source, &MoveArgs) -> Outcome,
    /// `arbiter replay FILE`: a whole game record played move by move.
    pub replay: fn(&Ctx, &Source, Option<usize>) -> Outcome,
    /// `arbiter schema`: the JSON Schema of its position file, or of its record.
    pub schema: fn(&Ctx, bool) -> Outcome,
    /// `arbiter tiles`: its tile catalogue (a list, one tile, a picture sheet).
    pub tiles: fn(&Ctx, Option<TilesAction>) -> Outcome,
    /// Whether `--rules KEY=VALUE`, pictures (`render`) and reading a record as a position
    /// the board's way (`score RECORD`, `--until N`) apply to its files.
    pub board_commands: bool,
    /// For a game whose records `score` and `check` read by playing them into a position
    /// file: that file after action N (the last by default), or `None` for a position.
    pub position_at: Option<PositionAt>,
}

/// A record played into the position file after action N ([`GameCommands::position_at`]).
pub type PositionAt = fn(&Ctx, &Source, Option<usize>) -> Result<Option<Source>, Outcome>;

/// The row of a game.
pub fn commands(game: Game) -> &'static GameCommands {
    match game {
        Game::Carcassonne => &CARCASSONNE,
        Game::Keyflower => &KEYFLOWER,
    }
}

const CARCASSONNE: GameCommands = GameCommands {
    game: Game::Carcassonne,
    score: position::score,
    check: position::check,
    adjudicate: moves::run,
    replay: super::replay::run,
    schema: super::schema::run,
    tiles: carcassonne_tiles,
    board_commands: true,
    position_at: None,
};

const KEYFLOWER: GameCommands = GameCommands {
    game: Game::Keyflower,
    score: keyflower::score,
    check: keyflower::check,
    adjudicate: keyflower_move,
    replay: super::keyflower_replay::run,
    schema: keyflower::schema,
    tiles: keyflower_tiles,
    board_commands: false,
    position_at: Some(super::keyflower_replay::position_at),
};

fn carcassonne_tiles(ctx: &Ctx, action: Option<TilesAction>) -> Outcome {
    match action {
        None | Some(TilesAction::List) => super::tiles::list(ctx),
        Some(TilesAction::Show { id, rot }) => super::tiles::show(ctx, &id, rot),
        Some(TilesAction::Sheet { expansions, output }) => super::transcribe::sheet(
            ctx,
            expansions.as_deref(),
            super::files::output_path(output.as_deref()),
        ),
    }
}

fn keyflower_tiles(ctx: &Ctx, action: Option<TilesAction>) -> Outcome {
    match action {
        // A Keyflower tile is shown as printed: a turn asked for is refused, not ignored.
        Some(TilesAction::Show { rot, .. }) if rot != 0 => {
            super::diagnostics::print_plain_error(ctx, &ctx.t(msg::KF_TILES_NO_ROT));
            Outcome::BadInput
        }
        Some(TilesAction::Show { id, .. }) => super::keyflower_tile::show(ctx, &id),
        // No picture sheet: refused rather than a list printed and no file written.
        Some(TilesAction::Sheet { .. }) => {
            super::diagnostics::print_plain_error(ctx, &ctx.t(msg::KF_TILES_NO_SHEET));
            Outcome::BadInput
        }
        _ => keyflower::tiles(ctx),
    }
}

fn keyflower_move(ctx: &Ctx, source: &Source, args: &MoveArgs) -> Outcome {
    if carcassonne_move_flags(args) {
        // A Keyflower move is the file's own `move:` section; the flags describe a
        // Carcassonne tile and piece, and would be silently ignored.
        let e = arbiter_format::InputError::new(
            arbiter_engine::carcassonne::problem::Message::new(msg::INPUT_MOVE_FLAGS_KEYFLOWER),
            Default::default(),
        );
        print_input_errors(ctx, source, &[e]);
        return Outcome::BadInput;
    }
    keyflower::adjudicate(ctx, source)
}

/// The game a file names with `game:`; a name no game has is read by the default game's
/// reader, which says what is wrong with it.
pub fn named(source: &Source) -> Result<Game, arbiter_format::InputError> {
    match source.kind().game.clone() {
        Ok((g, _)) => Ok(Game::from_key(&g).unwrap_or(Game::DEFAULT)),
        Err(e) => Err(e),
    }
}

/// The row of the game a file names, refusing `--rules` for a game without rule options.
fn game(ctx: &Ctx, source: &Source) -> Result<&'static GameCommands, Outcome> {
    match named(source) {
        Ok(g) if !commands(g).board_commands && !ctx.rules.is_empty() => {
            Err(carcassonne_only(ctx, source))
        }
        Ok(g) => Ok(commands(g)),
        Err(e) => {
            print_input_errors(ctx, source, &[e]);
            Err(Outcome::BadInput)
        }
    }
}

/// `arbiter score`.
pub fn score(ctx: &Ctx, source: &Source) -> Outcome {
    game(ctx, source).map_or_else(|o| o, |g| (g.score)(ctx, source))
}

/// `arbiter check`.
pub fn check(ctx: &Ctx, source: &Source) -> Outcome {
    game(ctx, source).map_or_else(|o| o, |g| (g.check)(ctx, source))
}

/// `arbiter replay`: a record whose game cannot be read is the default game's, whose reader
/// says what is wrong with it.
pub fn replay(ctx: &Ctx, source: &Source, until: Option<usize>) -> Outcome {
    let game = named(source).unwrap_or(Game::DEFAULT);
    (commands(game).replay)(ctx, source, until)
}

/// `arbiter schema`, for the game asked (the default one unless named).
pub fn schema(ctx: &Ctx, game: Option<Game>, record: bool) -> Outcome {
    (commands(game.unwrap_or(Game::DEFAULT)).schema)(ctx, record)
}

/// `arbiter tiles`, for the game asked (the default one unless named).
pub fn tiles(ctx: &Ctx, game: Option<Game>, action: Option<TilesAction>) -> Outcome {
    (commands(game.unwrap_or(Game::DEFAULT)).tiles)(ctx, action)
}

/// `arbiter move`.
pub fn moves(ctx: &Ctx, source: &Source, args: &MoveArgs) -> Outcome {
    if source.is_record() {
        // A record has no position at its top level: say so rather than "game is missing".
        let e = arbiter_format::InputError::new(
            arbiter_engine::carcassonne::problem::Message::new(msg::INPUT_MOVE_NEEDS_POSITION),
            arbiter_format::Loc::START,
        );
        print_input_errors(ctx, source, &[e]);
        return Outcome::BadInput;
    }
    game(ctx, source).map_or_else(|o| o, |g| (g.adjudicate)(ctx, source, args))
}

/// Whether `move` was given any flag of a Carcassonne move (`--rot 0`, the default, aside).
fn carcassonne_move_flags(args: &MoveArgs) -> bool {
    args.tile.is_some()
        || args.at.is_some()
        || args.rot != 0
        || args.piece.is_some()
        || args.recall_abbot
        || args.action.is_some()
        || args.player.is_some()
        || args.extra_turn
}

/// Pictures, records and `--until` are for Carcassonne positions only.
fn carcassonne_only(ctx: &Ctx, source: &Source) -> Outcome {
    let e = arbiter_format::InputError::new(
        arbiter_engine::carcassonne::problem::Message::new(msg::INPUT_CARCASSONNE_ONLY),
        Default::default(),
    );
    print_input_errors(ctx, source, &[e]);
    Outcome::BadInput
}

/// Reads a position file, or a game record (top-level `start:`) played up to move `until`
/// (all moves by default, then its final draws). Prints input errors itself; an illegal move in the record stops
/// the replay there, with a warning.
pub fn load_position(
    ctx: &Ctx,
    source: &Source,
    until: Option<usize>,
) -> Result<
    (
        arbiter_engine::carcassonne::position::Position,
        arbiter_format::carcassonne::SpanMap,
    ),
    Outcome,
> {
    if source.is_record() {
        let (mut record, spans) = match arbiter_format::record::read(&source.bytes) {
            Ok(x) => x,
            Err(errors) => {
                print_input_errors(ctx, source, &errors);
                return Err(Outcome::BadInput);
            }
        };
        ctx.override_rules(&mut record.start.rules);
        warn_until_beyond(ctx, until, record.moves.len(), "moves");
        let played = arbiter_engine::carcassonne::replay::replay_with_draws(
            record.start,
            &record.moves,
            &record.discarded,
            &record.final_draws,
            until,
            false,
        );
        // Warnings on standard error, so that a picture on standard output stays whole.
        if let Some(bad) = &played.illegal {
            eprintln!(
                "{}",
                ctx.loc.text_with(
                    msg::REPLAY_STOPPED,
                    &[
                        ("number", bad.number.into()),
                        (
                            "line",
                            spans.moves.get(bad.number - 1).map_or(0, |l| l.line).into()
                        )
                    ]
                )
            );
        }
        if let Some(bad) = &played.bad_discard {
            eprintln!(
                "{}",
                ctx.loc.text_with(
                    msg::REPLAY_STOPPED_DISCARD,
                    &[("after", bad.discard.after.into())]
                )
            );
        }
        if played.bad_final_draw.is_some() {
            eprintln!("{}", ctx.t(msg::REPLAY_STOPPED_FINAL_DRAW));
        }
        return Ok((played.position, spans.start));
    }
    if !game(ctx, source)?.board_commands {
        return Err(carcassonne_only(ctx, source));
    }
    if until.is_some() {
        let e = arbiter_format::InputError::new(
            arbiter_engine::carcassonne::problem::Message::new(msg::INPUT_UNTIL_NEEDS_RECORD),
            Default::default(),
        );
        print_input_errors(ctx, source, &[e]);
        return Err(Outcome::BadInput);
    }
    match game(ctx, source)? {
        g if g.board_commands => position::load(ctx, source),
        _ => Err(carcassonne_only(ctx, source)),
    }
}

/// Reads what `render` draws: a game record played up to move `until`, or a position file
/// with what it leaves open judged and one reading of it drawn ([`readings::load_drawable`]:
/// what was open, and the note naming it).
pub fn load_drawable(
    ctx: &Ctx,
    source: &Source,
    until: Option<usize>,
) -> Result<
    (
        arbiter_engine::carcassonne::position::Position,
        arbiter_format::carcassonne::SpanMap,
        arbiter_render::Open,
        Option<String>,
    ),
    Outcome,
> {
    if until.is_some() || source.is_record() {
        return load_position(ctx, source, until).map(|(p, s)| (p, s, Default::default(), None));
    }
    match game(ctx, source)? {
        g if g.board_commands => readings::load_drawable(ctx, source),
        _ => Err(carcassonne_only(ctx, source)),
    }
}

/// Warns (on standard error) when `--until` asks for more moves than the record holds;
/// `unit` is what the record counts (`moves`, or Keyflower's `actions`).
pub fn warn_until_beyond(ctx: &Ctx, until: Option<usize>, moves: usize, unit: &'static str) {
    if let Some(n) = until.filter(|&n| n > moves) {
        eprintln!(
            "{}",
            ctx.loc.text_with(
                msg::WARNING_UNTIL_BEYOND,
                &[
                    ("until", n.into()),
                    ("count", moves.into()),
                    ("unit", unit.into())
                ]
            )
        );
    }
}

/// The file a game's row plays a record into ([`GameCommands::position_at`]): `None` when
/// the game has none or the file is a position.
fn played_record(
    ctx: &Ctx,
    source: &Source,
    until: Option<usize>,
) -> Result<Option<Source>, Outcome> {
    match named(source).ok().and_then(|g| commands(g).position_at) {
        Some(at) => at(ctx, source, until),
        None => Ok(None),
    }
}

/// `arbiter score`, for a position or a game record.
pub fn score_until(ctx: &Ctx, source: &Source, until: Option<usize>) -> Outcome {
    match played_record(ctx, source, until) {
        Err(o) => return o,
        Ok(Some(played)) => return score(ctx, &played),
        Ok(None) => {}
    }
    if until.is_none() && !source.is_record() {
        return score(ctx, source);
    }
    match load_position(ctx, source, until) {
        Ok((p, spans)) => position::score_position(ctx, source, &p, &spans),
        Err(o) => o,
    }
}

/// `arbiter check`, for a position or a game record.
pub fn check_until(ctx: &Ctx, source: &Source, until: Option<usize>) -> Outcome {
    match played_record(ctx, source, until) {
        Err(o) => return o,
        Ok(Some(played)) => return check(ctx, &played),
        Ok(None) => {}
    }
    if until.is_none() && !source.is_record() {
        return check(ctx, source);
    }
    match load_position(ctx, source, until) {
        Ok((p, spans)) => position::check_position(ctx, source, &p, &spans),
        Err(o) => o,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_own_row_in_order() {
        for game in Game::ALL {
            assert_eq!(commands(game).game, game);
        }
    }
}
