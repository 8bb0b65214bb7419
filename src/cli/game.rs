//! Dispatch by the position file's `game:` key.

use arbiter::format::carcassonne::game_of;

use super::args::MoveArgs;
use super::diagnostics::print_input_errors;
use super::{moves, position, Ctx, Outcome, Source};

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
        // KEYFLOWER HOOK: Keyflower's score goes here.
        Ok(Game::Keyflower) => keyflower_pending(ctx, source),
        Err(o) => o,
    }
}

/// `arbiter check`.
pub fn check(ctx: &Ctx, source: &Source) -> Outcome {
    match game(ctx, source) {
        Ok(Game::Carcassonne) => position::check(ctx, source),
        // KEYFLOWER HOOK: Keyflower's check goes here.
        Ok(Game::Keyflower) => keyflower_pending(ctx, source),
        Err(o) => o,
    }
}

/// `arbiter move`.
pub fn moves(ctx: &Ctx, source: &Source, args: &MoveArgs) -> Outcome {
    match game(ctx, source) {
        Ok(Game::Carcassonne) => moves::run(ctx, source, args),
        // KEYFLOWER HOOK: Keyflower's move goes here.
        Ok(Game::Keyflower) => keyflower_pending(ctx, source),
        Err(o) => o,
    }
}

fn keyflower_pending(ctx: &Ctx, source: &Source) -> Outcome {
    let e = arbiter::format::InputError::new(
        arbiter::carcassonne::problem::Message::new("input-unknown-game").arg("game", "keyflower"),
        Default::default(),
    );
    print_input_errors(ctx, source, &[e]);
    Outcome::BadInput
}
