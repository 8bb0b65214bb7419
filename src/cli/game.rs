//! Dispatch by the position file's `game:` key.

use arbiter_ids::msg;

use super::args::MoveArgs;
use super::diagnostics::print_input_errors;
use super::{keyflower, moves, position, readings, Ctx, Outcome, Source};

/// Which engine reads a file.
enum Game {
    Carcassonne,
    Keyflower,
}

fn game(ctx: &Ctx, source: &Source) -> Result<Game, Outcome> {
    match source.kind().game.clone() {
        Ok((g, _)) if g == "keyflower" && !ctx.rules.is_empty() => {
            Err(carcassonne_only(ctx, source))
        }
        Ok((g, _)) if g == "keyflower" => Ok(Game::Keyflower),
        Ok(_) => Ok(Game::Carcassonne),
        Err(e) => {
            print_input_errors(ctx, source, &[e]);
            Err(Outcome::BadInput)
        }
    }
}

/// `arbiter score`.
pub fn score(ctx: &Ctx, source: &Source) -> Outcome {
    match game(ctx, source) {
        Ok(Game::Carcassonne) => position::score(ctx, source),
        Ok(Game::Keyflower) => keyflower::score(ctx, source),
        Err(o) => o,
    }
}

/// `arbiter check`.
pub fn check(ctx: &Ctx, source: &Source) -> Outcome {
    match game(ctx, source) {
        Ok(Game::Carcassonne) => position::check(ctx, source),
        Ok(Game::Keyflower) => keyflower::check(ctx, source),
        Err(o) => o,
    }
}

/// `arbiter move`.
pub fn moves(ctx: &Ctx, source: &Source, args: &MoveArgs) -> Outcome {
    if source.is_record() {
        // A record has no position at its top level: say so rather than "game is missing".
        let e = arbiter::format::InputError::new(
            arbiter::carcassonne::problem::Message::new(msg::INPUT_MOVE_NEEDS_POSITION),
            arbiter::format::Loc::START,
        );
        print_input_errors(ctx, source, &[e]);
        return Outcome::BadInput;
    }
    match game(ctx, source) {
        Ok(Game::Carcassonne) => moves::run(ctx, source, args),
        Ok(Game::Keyflower) if carcassonne_move_flags(args) => {
            // A Keyflower move is the file's own `move:` section; the flags describe a
            // Carcassonne tile and piece, and would be silently ignored.
            let e = arbiter::format::InputError::new(
                arbiter::carcassonne::problem::Message::new(msg::INPUT_MOVE_FLAGS_KEYFLOWER),
                Default::default(),
            );
            print_input_errors(ctx, source, &[e]);
            Outcome::BadInput
        }
        Ok(Game::Keyflower) => keyflower::adjudicate(ctx, source),
        Err(o) => o,
    }
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
    let e = arbiter::format::InputError::new(
        arbiter::carcassonne::problem::Message::new(msg::INPUT_CARCASSONNE_ONLY),
        Default::default(),
    );
    print_input_errors(ctx, source, &[e]);
    Outcome::BadInput
}

/// Reads a position file, or a game record (top-level `start:`) played up to move `until`
/// (all moves by default). Prints input errors itself; an illegal move in the record stops
/// the replay there, with a warning.
pub fn load_position(
    ctx: &Ctx,
    source: &Source,
    until: Option<usize>,
) -> Result<
    (
        arbiter::carcassonne::position::Position,
        arbiter::format::carcassonne::SpanMap,
    ),
    Outcome,
> {
    if source.is_record() {
        let (mut record, spans) = match arbiter::format::record::read(&source.bytes) {
            Ok(x) => x,
            Err(errors) => {
                print_input_errors(ctx, source, &errors);
                return Err(Outcome::BadInput);
            }
        };
        ctx.override_rules(&mut record.start.rules);
        warn_until_beyond(ctx, until, record.moves.len());
        let played = arbiter::carcassonne::replay::replay_game(
            record.start,
            &record.moves,
            &record.discarded,
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
        return Ok((played.position, spans.start));
    }
    if until.is_some() {
        let e = arbiter::format::InputError::new(
            arbiter::carcassonne::problem::Message::new(msg::INPUT_UNTIL_NEEDS_RECORD),
            Default::default(),
        );
        print_input_errors(ctx, source, &[e]);
        return Err(Outcome::BadInput);
    }
    match game(ctx, source) {
        Ok(Game::Carcassonne) => position::load(ctx, source),
        Ok(Game::Keyflower) => Err(carcassonne_only(ctx, source)),
        Err(o) => Err(o),
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
        arbiter::carcassonne::position::Position,
        arbiter::format::carcassonne::SpanMap,
        arbiter::render::Open,
        Option<String>,
    ),
    Outcome,
> {
    if until.is_some() || source.is_record() {
        return load_position(ctx, source, until).map(|(p, s)| (p, s, Default::default(), None));
    }
    match game(ctx, source) {
        Ok(Game::Carcassonne) => readings::load_drawable(ctx, source),
        Ok(Game::Keyflower) => Err(carcassonne_only(ctx, source)),
        Err(o) => Err(o),
    }
}

/// Warns (on standard error) when `--until` asks for more moves than the record holds.
pub fn warn_until_beyond(ctx: &Ctx, until: Option<usize>, moves: usize) {
    if let Some(n) = until.filter(|&n| n > moves) {
        eprintln!(
            "{}",
            ctx.loc.text_with(
                msg::WARNING_UNTIL_BEYOND,
                &[("until", n.into()), ("count", moves.into())]
            )
        );
    }
}

/// `arbiter score`, for a position or a game record.
pub fn score_until(ctx: &Ctx, source: &Source, until: Option<usize>) -> Outcome {
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
    if until.is_none() && !source.is_record() {
        return check(ctx, source);
    }
    match load_position(ctx, source, until) {
        Ok((p, spans)) => position::check_position(ctx, source, &p, &spans),
        Err(o) => o,
    }
}
