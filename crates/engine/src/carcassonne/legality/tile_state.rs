//! The per-tile state expansions keep (a tower's height, [`TileStateDef`]): each value within
//! its bounds, and carried only when the expansion that declares it is switched on.

use crate::carcassonne::catalogue::Catalogue;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::tables::TileStateDef;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::msg;

/// Every problem of the tiles' state under the declarations `defs` (each with the expansion
/// that makes it; a position check passes every expansion's, [`TileState::defs`]), each
/// citing the declaration's rule. A key none of `defs` declares cannot come from a file and is
/// left to whoever built the setup.
///
/// [`TileState::defs`]: crate::carcassonne::setup::TileState::defs
pub fn check(setup: &Setup, defs: &[(Expansion, &TileStateDef)], out: &mut Vec<Problem>) {
    let cat = Catalogue::get();
    for (i, tile) in setup.tiles.iter().enumerate() {
        for &(key, value) in &tile.state.0 {
            let Some(&(expansion, def)) = defs.iter().find(|(_, d)| d.key == key) else {
                continue;
            };
            let id = cat.tile(tile.def).id.as_ref();
            if !setup.rules.has(expansion) {
                out.push(Problem::error(
                    def.rule,
                    Subject::Tile(i),
                    Message::new(msg::PROBLEM_TILE_STATE_EXPANSION)
                        .arg("tile", id)
                        .arg("key", key)
                        .arg("expansion", expansion.key()),
                ));
            } else if !(def.min..=def.max).contains(&value) {
                out.push(Problem::error(
                    def.rule,
                    Subject::Tile(i),
                    Message::new(msg::PROBLEM_TILE_STATE_RANGE)
                        .arg("tile", id)
                        .arg("key", key)
                        .arg("value", value)
                        .arg("min", def.min)
                        .arg("max", def.max),
                ));
            }
        }
    }
}
