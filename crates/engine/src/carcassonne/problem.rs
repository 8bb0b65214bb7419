//! Carcassonne's side of the shared verdict model (`crate::verdict`): what a problem is
//! about ([`Subject`]); messages, severities and problems are the types both engines share.

use super::pieces::PlayerId;

pub use crate::verdict::{Arg, Message, Severity};

/// What a problem is about, so that the edge can point at the right line of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Subject {
    /// The position as a whole.
    Position,
    /// A player.
    Player(PlayerId),
    /// A tile entry (index in the position's tile list).
    Tile(usize),
    /// A piece: tile entry and index in its piece list.
    Piece {
        /// Tile entry.
        tile: usize,
        /// Piece index on that tile.
        piece: usize,
    },
    /// A piece standing off the features: its index in the setup's figures.
    Figure(usize),
    /// A piece held by another player: its index in the setup's held pieces.
    Held(usize),
    /// The tile of the move being judged.
    MoveTile,
    /// The piece of the move being judged.
    MovePiece,
}

/// One reason a position or move is not legal (or a warning): the shared verdict model,
/// about a [`Subject`] of a Carcassonne position.
pub type Problem = crate::verdict::Problem<Subject>;

/// Removes repeated problems (the same rule, place and message), keeping the first of each:
/// one finding reached along two paths (two half-edges of one field, say) is reported once.
pub(crate) fn dedup(problems: &mut Vec<Problem>) {
    let mut kept: Vec<Problem> = Vec::with_capacity(problems.len());
    let mut seen: std::collections::HashSet<String> = std::collections::HashSet::new();
    for p in problems.drain(..) {
        if seen.insert(format!("{:?}", (p.rule, p.subject, &p.message, p.severity))) {
            kept.push(p);
        }
    }
    *problems = kept;
}
