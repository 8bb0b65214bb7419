//! Keyflower: the second game arbiter adjudicates.
//!
//! The engine takes typed, validated inputs ([`Position`], [`Move`], [`Options`]) and returns
//! typed verdicts ([`Problem`], [`MoveVerdict`], [`ScoreReport`]). It does no I/O, prints
//! nothing and knows neither serde nor Fluent: every verdict carries the id of the rule it
//! applied (an entry of `rulings/keyflower.yaml`) and a message key with arguments that the
//! command-line layer localises with `locales/*/keyflower.ftl`.
//!
//! The engine never reads files: the format crate (`format::keyflower`) reads a `game:
//! keyflower` YAML position into a [`Setup`] (every name resolved, bad input reported with
//! line and column) and its move into a [`Move`]; [`Position::legal`] is the one place a
//! setup becomes a position, reporting every problem at once. Its verdicts use the model both
//! games share (`crate::verdict`): a problem names its rule, its message, its [`Subject`]
//! (what it is about) and its severity; the format layer maps each subject back to the place
//! it was written. Entry points: [`Position::legal`], [`check`], [`adjudicate`],
//! [`scorable`] and [`score`].

#![allow(clippy::needless_range_loop)]

use arbiter_ids::{msg, rule};

pub mod allocation;
pub mod bidding;
pub mod catalogue;
pub mod game;
pub mod geometry;
pub mod options;
pub mod position;
pub mod production;
pub mod scoring;
pub mod setup;
pub mod tile_use;
pub mod transport;
pub mod village;

pub use catalogue::{Conf, Num, TileDef};
pub use options::Options;
pub use position::{Move, MoveKind, Position};
pub use scoring::ScoreReport;
pub use setup::{IllegalPosition, Setup};

pub use crate::verdict::{Arg, Message, Severity};

/// What a Keyflower problem is about; the format layer knows where each was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Subject {
    /// The position as a whole (its season line).
    Position,
    /// A player.
    Player(usize),
    /// A tile, on offer or in a village.
    Tile(position::TileRef),
    /// A bid around an offer tile (index among its bids).
    Bid {
        /// The tile bid for.
        tile: position::TileRef,
        /// The bid.
        bid: usize,
    },
    /// The workers standing on a tile.
    Workers(position::TileRef),
    /// A value written on a tile entry: its face, its hex, its bids, a printed number.
    Written(position::TileRef, setup::Field),
    /// How many sit at the table (`players_at_table`).
    Table,
    /// The move being judged.
    Move,
    /// One carry of the move (index in its list).
    Carry(usize),
    /// One upgrade of the move (index in its list).
    Upgrade(usize),
}

/// Why a well-formed position or move is illegal (or, as a warning, worth knowing): the
/// verdict model both games share, about a Keyflower [`Subject`].
pub type Problem = crate::verdict::Problem<Subject>;

/// The verdict on one move: legal when `problems` is empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveVerdict {
    /// Every reason the move is illegal (empty when legal).
    pub problems: Vec<Problem>,
    /// The rules checked and satisfied, in the order applied, each with a message.
    pub satisfied: Vec<(&'static str, Message)>,
}

impl MoveVerdict {
    /// An empty verdict to fill in, or (as the error) the finished verdict that no move is
    /// possible once the game is over.
    pub fn unless_game_over(
        position: &Position,
        subject: Subject,
    ) -> Result<MoveVerdict, MoveVerdict> {
        let mut v = MoveVerdict {
            problems: Vec::new(),
            satisfied: Vec::new(),
        };
        if position.season == position::Season::End {
            v.problems.push(Problem::error(
                rule::KF_END_GAME_OVER,
                subject,
                Message::new(msg::KF_PROBLEM_GAME_OVER),
            ));
            return Err(v);
        }
        Ok(v)
    }

    /// True when the move is legal.
    pub fn is_legal(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Checks a validated position against every rule that concerns a standing position: supply
/// limits, unique tiles, boats in play, placement, bids and uses. Returns every problem.
pub fn check(position: &Position) -> Vec<Problem> {
    let mut problems = position::check_setup(position);
    problems.extend(village::check_villages(position));
    problems.extend(bidding::check_bids(position));
    problems.extend(tile_use::check_uses(position));
    problems
}

/// Adjudicates one move in `position`.
pub fn adjudicate(position: &Position, mv: &Move) -> MoveVerdict {
    match &mv.kind {
        MoveKind::Bid(b) => bidding::adjudicate_bid(position, mv.player, b, Subject::Move),
        MoveKind::Use(u) => tile_use::adjudicate_use(position, mv.player, u, Subject::Move),
        MoveKind::Transport(t) => {
            transport::adjudicate_transport(position, mv.player, t, Subject::Move)
        }
        MoveKind::Place(p) => village::adjudicate_place(position, mv.player, p, Subject::Move),
        MoveKind::BoatBid { def } => bidding::adjudicate_boat_bid(position, def, Subject::Move),
        MoveKind::Withdraw { tile } => {
            bidding::adjudicate_withdraw(position, mv.player, *tile, Subject::Move)
        }
    }
}

/// Whether the exact end-game allocation can be run: a position with more pieces than the box
/// holds, or a tile twice, describes no table, and its allocation could take unbounded time.
/// Returns those problems when it cannot.
pub fn scorable(position: &Position) -> Result<(), Vec<Problem>> {
    let blocking: Vec<Problem> = position::check_setup(position)
        .into_iter()
        .filter(|p| matches!(p.rule, rule::KF_SETUP_SUPPLY | rule::KF_SETUP_UNIQUE_TILES))
        .collect();
    if blocking.is_empty() {
        Ok(())
    } else {
        Err(blocking)
    }
}

/// Scores every player at the end of the game, with the best allocation of items to the
/// scoring tiles (exact) and the proof that no other allocation scores more. Run it on
/// positions that [`scorable`] accepts.
pub fn score(position: &Position, options: &Options) -> ScoreReport {
    scoring::score(position, options)
}
