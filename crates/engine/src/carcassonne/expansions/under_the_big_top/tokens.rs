//! The animal tokens: the box's set, the tokens lying on circus tiles (each the token its
//! circus was scored with, or on the big top's tile the one drawn at the end), and those still
//! unused.

use super::TOKEN;
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::effect::Spot;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::setup::Setup;

/// The box's tokens per set, as (value, count): a flea, 4 monkeys, 5 seals, 3 bears, 2 tigers
/// and an elephant (JCloisterZone's `AnimalToken`).
pub(crate) const SET: [(u32, usize); 6] = [(1, 1), (3, 4), (4, 5), (5, 3), (6, 2), (7, 1)];

/// The tokens in a set.
const PER_SET: usize = 16;

/// How many sets of tokens the game has: one per 16 circus tiles on the table (rounded up,
/// as JCloisterZone counts the pack), at least one.
pub(crate) fn sets(setup: &Setup) -> usize {
    let circus = (0..setup.tiles.len())
        .filter(|&t| super::shows(setup, t, FeatureKind::Circus))
        .count();
    circus.div_ceil(PER_SET).max(1)
}

/// How many tokens of `value` the game holds.
pub(crate) fn allowed(setup: &Setup, value: u32) -> usize {
    SET.iter()
        .find(|(v, _)| *v == value)
        .map_or(0, |(_, n)| n * sets(setup))
}

/// The tile entry the big top stands on, and its index among the figures.
pub(crate) fn big_top(setup: &Setup) -> Option<(usize, usize)> {
    setup
        .figures
        .iter()
        .enumerate()
        .find(|(_, f)| f.kind == PieceKind::BigTop)
        .and_then(|(i, f)| match f.at {
            Spot::Tile { tile } => Some((tile, i)),
            _ => None,
        })
}

/// The token written on tile entry `tile`, if any.
pub(crate) fn on(setup: &Setup, tile: usize) -> Option<u32> {
    setup.tiles.get(tile)?.state.get(TOKEN.key)
}

/// The values of the tokens still unused for the last circus: the game's tokens less those
/// lying on the circus tiles the big top has left (a circus tile left without a token written
/// took one nobody wrote: any of the rest may still come), each value once.
pub(crate) fn unused_values(setup: &Setup, big_top_tile: usize) -> Vec<u32> {
    SET.iter()
        .map(|&(v, _)| v)
        .filter(|&v| {
            let used = (0..setup.tiles.len())
                .filter(|&t| t != big_top_tile && on(setup, t) == Some(v))
                .count();
            used < allowed(setup, v)
        })
        .collect()
}

/// The tokens still unused for the circus the big top stands on at tile entry
/// `big_top_tile`, each as many times as it is left, in JCloisterZone's order (by value): what
/// a random draw picks from.
pub(crate) fn unused_pool(setup: &Setup, big_top_tile: usize) -> Vec<u32> {
    SET.iter()
        .flat_map(|&(v, _)| {
            let used = (0..setup.tiles.len())
                .filter(|&t| t != big_top_tile && on(setup, t) == Some(v))
                .count();
            std::iter::repeat_n(v, allowed(setup, v).saturating_sub(used))
        })
        .collect()
}
