//! Keyflower: the second game arbiter adjudicates.
//!
//! The engine takes typed, validated inputs ([`Position`], [`Move`], [`Options`]) and returns
//! typed verdicts ([`Problem`], [`MoveVerdict`], [`ScoreReport`]). It does no I/O, prints
//! nothing and knows neither serde nor Fluent: every verdict carries the id of the rule it
//! applied (an entry of `rulings/keyflower.yaml`) and a message key with arguments that the
//! command-line layer localises with `locales/*/keyflower.ftl`.
//!
//! The shape is Carcassonne's: a [`Setup`] (what a file says, every name resolved, nothing
//! checked) becomes a [`Position`] in one place, [`Position::legal`], which reports every
//! problem at once; the position is then judged and scored:
//!
//! | step | entry point |
//! |---|---|
//! | read a file | `arbiter_format::keyflower::read_setup` (a [`Setup`] and where each subject was written) |
//! | validate | [`Position::legal`] (a [`Position`], or [`IllegalPosition`] with every problem) |
//! | what a position breaks now | [`Position::problems`] (after a move, or the warnings of a legal one) |
//! | judge a move | [`adjudicate`]; [`game::advance`] also plays it |
//! | score | [`score`] (a [`ScoreReport`] with [`ScoreReport::totals`], or [`Unscorable`]) |
//! | replay a record | [`game::Game::new`], then [`game::Game::act`] per action |
//!
//! Points are [`crate::Points`] in both games. Its verdicts use the model both games share
//! (`crate::verdict`): a problem names its rule, its message, its [`Subject`] (what it is
//! about) and its severity; the format layer maps each subject back to the place it was
//! written.

#![allow(clippy::needless_range_loop)]
#![deny(missing_docs)]

use crate::PlayerId;
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
pub(crate) mod tile_use;
pub mod transport;
pub mod village;

pub use catalogue::{Conf, Num, TileDef};
pub use options::Options;
pub use position::{Move, MoveKind, Position};
pub use scoring::{score, ScoreReport, Unscorable};
pub use setup::{IllegalPosition, Setup};

pub use crate::verdict::{Arg, Message, Severity};

/// What a Keyflower problem is about; the format layer knows where each was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Subject {
    /// The position as a whole (its season line).
    Position,
    /// A player.
    Player(PlayerId),
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
    pub(crate) fn unless_game_over(
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

/// Adjudicates one move in `position`: legal, with the rules it satisfied, or every reason
/// it is not. It judges the move alone (whose turn it is belongs to a whole game:
/// [`game::Game::act`]); [`game::advance`] also plays a legal move.
///
/// ```
/// use arbiter_engine::keyflower::catalogue::{self, Colour};
/// use arbiter_engine::keyflower::geometry::Hex;
/// use arbiter_engine::keyflower::position::{edges, Move, MoveKind, Placement, Season, TileRef};
/// use arbiter_engine::keyflower::setup::{PlayerSetup, Setup, TileSetup};
/// use arbiter_engine::keyflower::Position;
/// use arbiter_engine::PlayerId;
///
/// // Spring for two: Ann and Bob with their home tiles and 8 workers each, six spring
/// // tiles and turn-order tile 1 on offer.
/// let tile = |key: &str| TileSetup::new(catalogue::find(key).unwrap());
/// let mut setup = Setup::new(Season::Spring);
/// for (name, home) in [("Ann", "home-1"), ("Bob", "home-2")] {
///     let mut player = PlayerSetup::new(name);
///     player.workers = [3, 3, 2, 0];
///     let mut home = tile(home);
///     home.at = Some(Hex::new(0, 0));
///     home.edges = edges("RRRRRW");
///     player.village.push(home);
///     setup.players.push(player);
/// }
/// setup.players[0].start_player = true;
/// let spring = ["keywood", "gold-mine", "miner", "alehouse", "woodcutter", "stable"];
/// for key in spring.into_iter().chain(["turn-order-1"]) {
///     setup.offer.push(tile(key));
/// }
/// let position = Position::legal(setup).unwrap();
/// let (ann, bob) = (PlayerId::FIRST, PlayerId::FIRST.next(2));
/// // A bid of `count` blue workers for the Keywood, the first tile on offer.
/// let bid = |player, count| Move {
///     player,
///     kind: MoveKind::Bid(Placement::single(TileRef::Offer(0), Colour::Blue, count, Vec::new())),
/// };
/// use arbiter_engine::keyflower::adjudicate;
///
/// assert!(adjudicate(&position, &bid(ann, 2)).is_legal());
/// // Bob has 3 blue workers behind his screen, not 4.
/// let verdict = adjudicate(&position, &bid(bob, 4));
/// assert!(!verdict.is_legal());
/// assert_eq!(verdict.problems[0].rule, arbiter_ids::rule::KF_BID_FROM_SCREEN);
/// ```
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
