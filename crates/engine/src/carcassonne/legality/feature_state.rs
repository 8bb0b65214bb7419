//! The per-feature state expansions keep (a city besieged, [`FeatureStateDef`]): each value
//! within its bounds, carried only when the expansion that declares it is switched on, and one
//! value per joined feature (the parts of a feature that carry a key agree on its value).

use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::Catalogue;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::tables::FeatureStateDef;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::msg;

/// Every problem of the feature parts' state under the declarations `defs` (each with the
/// expansion that makes it; a position check passes every expansion's, [`FeatureState::defs`]),
/// each citing the declaration's rule, on the tile entry that carries the value. `board` is
/// built from the setup's tiles, in order. A key none of `defs` declares cannot come from a
/// file and is left to whoever built the setup.
///
/// [`FeatureState::defs`]: crate::carcassonne::setup::FeatureState::defs
pub fn check(
    setup: &Setup,
    board: &Board,
    defs: &[(Expansion, &FeatureStateDef)],
    out: &mut Vec<Problem>,
) {
    let cat = Catalogue::get();
    for (i, tile) in setup.tiles.iter().enumerate() {
        for v in &tile.features.0 {
            let Some(&(expansion, def)) = defs.iter().find(|(_, d)| d.key == v.key) else {
                continue;
            };
            let id = cat.tile(tile.def).id.as_ref();
            let feature = v.locator.to_text();
            if !setup.rules.has(expansion) {
                out.push(Problem::error(
                    def.rule,
                    Subject::Tile(i),
                    Message::new(msg::PROBLEM_FEATURE_STATE_EXPANSION)
                        .arg("tile", id)
                        .arg("feature", feature)
                        .arg("key", v.key)
                        .arg("expansion", expansion.key()),
                ));
            } else if !(def.min..=def.max).contains(&v.value) {
                out.push(Problem::error(
                    def.rule,
                    Subject::Tile(i),
                    Message::new(msg::PROBLEM_FEATURE_STATE_RANGE)
                        .arg("tile", id)
                        .arg("feature", feature)
                        .arg("key", v.key)
                        .arg("value", v.value)
                        .arg("min", def.min)
                        .arg("max", def.max),
                ));
            } else if let Some((j, other)) = disagreeing(setup, board, (i, v.feature), v.key) {
                let o = &setup.tiles[j];
                out.push(Problem::error(
                    def.rule,
                    Subject::Tile(i),
                    Message::new(msg::PROBLEM_FEATURE_STATE_DISAGREE)
                        .arg("tile", id)
                        .arg("feature", feature)
                        .arg("key", v.key)
                        .arg("value", v.value)
                        .arg("other", cat.tile(o.def).id.as_ref())
                        .arg("square", o.pos.to_string())
                        .arg("other-value", other),
                ));
            }
        }
    }
}

/// The first part written before part `(tile, feature)` of the same joined feature that
/// carries `key` with another value than it: its tile entry and value. Each disagreement is
/// reported once, on the later of the two entries.
fn disagreeing(
    setup: &Setup,
    board: &Board,
    (tile, feature): (usize, usize),
    key: &str,
) -> Option<(usize, u32)> {
    let value = setup.tiles.get(tile)?.features.get(feature, key)?;
    if tile >= board.tiles.len() || feature >= board.tiles[tile].tile().features.len() {
        return None;
    }
    let group = board.group(board.group_of(tile, feature));
    group
        .parts
        .iter()
        .filter(|p| (p.tile, p.feature) < (tile, feature))
        .find_map(|p| {
            let other = setup.tiles.get(p.tile)?.features.get(p.feature, key)?;
            (other != value).then_some((p.tile, other))
        })
}
