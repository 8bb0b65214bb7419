//! Trying every reading of what a position leaves open, the slow way the judgement is checked
//! against (shared by tests/readings.rs and tests/random_games.rs).

use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::readings::{reading, Choice};
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::setup::Setup;

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

/// The feature a piece is written with: its own locator (`"city:N"`), or when `open` and
/// its tile has another feature, its own and another one as alternatives, in a random order
/// (`["city:N", "field:NNW"]`).
pub fn piece_feature(
    t: &arbiter_engine::carcassonne::setup::TileSetup,
    p: &arbiter_engine::carcassonne::setup::PieceSetup,
    open: bool,
    rng: &mut crate::common::rng::Rng,
) -> String {
    use arbiter_engine::carcassonne::pieces::Locator;
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    let own = p.locator.to_text();
    let others: Vec<Locator> = Locator::all_on(cat.tile(t.def), t.rot)
        .into_iter()
        .filter(|l| l.resolve(cat.tile(t.def), t.rot) != Some(p.feature))
        .collect();
    if !open || others.is_empty() {
        return format!("\"{own}\"");
    }
    let other = others[rng.below(others.len())].to_text();
    if rng.chance(50) {
        format!("[\"{own}\", \"{other}\"]")
    } else {
        format!("[\"{other}\", \"{own}\"]")
    }
}
