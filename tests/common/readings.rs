//! Trying every reading of what a position leaves open, the slow way the judgement is checked
//! against (shared by tests/readings.rs and tests/random_games.rs).

use arbiter::carcassonne::position::Position;
use arbiter::carcassonne::readings::{reading, Choice};
use arbiter::carcassonne::scoring::end_game;
use arbiter::carcassonne::setup::Setup;

/// Every legal reading of `choices` on `setup` (the box counted), with its picks and each
/// player's end-game points (the score track not added); None when there are more than
/// `limit` readings.
pub fn every_reading(
    setup: &Setup,
    choices: &[Choice],
    limit: usize,
) -> Option<Vec<(Vec<usize>, Vec<i64>)>> {
    let product = choices
        .iter()
        .try_fold(1usize, |p, c| p.checked_mul(c.len()))?;
    if product > limit {
        return None;
    }
    let mut out = Vec::new();
    for mut code in 0..product {
        let picks: Vec<usize> = choices
            .iter()
            .map(|c| {
                let k = code % c.len();
                code /= c.len();
                k
            })
            .collect();
        let Some(s) = reading(setup, choices, &picks) else {
            continue;
        };
        let position = Position::validate(s);
        if position.is_legal() {
            out.push((picks, end_game(&position).final_points));
        }
    }
    Some(out)
}
