//! Dispatch by the position file's `game:` key.

use arbiter::format::carcassonne::game_of;

use super::args::MoveArgs;
use super::diagnostics::print_input_errors;
use super::{keyflower, moves, position, Ctx, Outcome, Source};

/// Which engine reads a file.
enum Game {
    Carcassonne,
    Keyflower,
}

fn game(ctx: &Ctx, source: &Source) -> Result<Game, Outcome> {
    match game_of(&source.bytes) {
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
    match game(ctx, source) {
        Ok(Game::Carcassonne) => moves::run(ctx, source, args),
        Ok(Game::Keyflower) => keyflower::adjudicate(ctx, source),
        Err(o) => o,
    }
}
