//! The River's order of draws: while the river is unfinished every tile drawn is a river tile
//! (the rest wait), the lake comes last of them, and once the lake is laid no river tile is
//! left to draw. Asked when a record says a tile was drawn and discarded.

use super::legality as river;
use super::{group, RiverGroup};
use crate::carcassonne::catalogue::TileDef;
use crate::carcassonne::position::Position;
use crate::carcassonne::problem::{Message, Problem, Subject};
use arbiter_ids::{msg, rule};

/// Why the box could not hand out `tile` now by the River's order of draws, if it could not.
pub fn check_draw(position: &Position, tile: &TileDef) -> Option<Problem> {
    let setup = position.setup();
    let problem = |rule, message| Some(Problem::error(rule, Subject::Position, message));
    let finished = river::walk(position.board()).is_some_and(|w| w.finished);
    match (group(tile), finished) {
        (None, false) => problem(
            rule::RIVER_RIVER_FIRST,
            Message::new(msg::PROBLEM_DISCARD_RIVER_FIRST).arg("tile", tile.id.as_ref()),
        ),
        (Some(_), true) => problem(
            rule::RIVER_LAKE_ENDS,
            Message::new(msg::PROBLEM_RIVER_FINISHED),
        ),
        (Some(RiverGroup::Lake), false) => {
            let left = river::river_tiles_left(setup.tiles_used(), &setup.rules);
            (left > 0).then(|| {
                Problem::error(
                    rule::RIVER_LAKE_LAST,
                    Subject::Position,
                    Message::new(msg::PROBLEM_RIVER_LAKE_EARLY).arg("count", left),
                )
            })
        }
        _ => None,
    }
}
