//! Whether a position could have arisen in a legal game, and whether a move is legal
//! (`moves.rs`, with the river's move rules in `river.rs`): one file per rule family.

pub mod moves;
pub mod pieces;
pub mod placement;
pub mod river;

use super::board::Board;
use super::problem::Problem;
use super::setup::Setup;

/// Every problem of a position, tiles first, then pieces, then the river.
pub fn check(setup: &Setup, board: &Board, index: &super::position::PieceIndex) -> Vec<Problem> {
    let mut problems = Vec::new();
    placement::check(setup, board, &mut problems);
    pieces::check(setup, board, index, &mut problems);
    river::check(setup, board, &mut problems);
    problems
}
