//! Whether a position could have arisen in a legal game, and whether a move is legal
//! (`moves.rs`; an expansion's own checks, like the river's, are in its folder under
//! `expansions/`, called through its `ExpansionDef`): one file per rule family.

pub mod feature_state;
pub mod moves;
pub(crate) mod off_board;
pub mod pieces;
pub mod placement;
pub mod tile_state;

use super::board::Board;
use super::problem::Problem;
use super::setup::Setup;

/// Every problem of a position, tiles first, then pieces, then the per-tile and per-feature
/// state the expansions declare, then each expansion's own checks (the river's).
pub(crate) fn check(
    setup: &Setup,
    board: &Board,
    index: &super::position::PieceIndex,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    placement::check(setup, board, &mut problems);
    pieces::check(setup, board, index, &mut problems);
    if !setup.figures.is_empty() || !setup.held.is_empty() {
        off_board::check(setup, &mut problems);
    }
    if setup.tiles.iter().any(|t| !t.state.is_empty()) {
        let defs: Vec<_> = super::setup::TileState::defs().collect();
        tile_state::check(setup, &defs, &mut problems);
    }
    if setup.tiles.iter().any(|t| !t.features.is_empty()) {
        let defs: Vec<_> = super::setup::FeatureState::defs().collect();
        feature_state::check(setup, board, &defs, &mut problems);
    }
    for e in super::variants::Expansion::all() {
        if let Some(check) = e.def().check_position {
            check(setup, board, index, &mut problems);
        }
    }
    problems
}
