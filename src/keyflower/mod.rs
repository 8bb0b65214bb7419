//! Keyflower: the second game arbiter adjudicates.
//!
//! The engine takes typed, validated inputs ([`Position`], [`Move`], [`Options`]) and returns
//! typed verdicts ([`Problem`], [`MoveVerdict`], [`ScoreReport`]). It does no I/O, prints
//! nothing and knows neither serde nor Fluent: every verdict carries the id of the rule it
//! applied (an entry of `rulings/keyflower.yaml`) and a message key with arguments that the
//! command-line layer localises with `locales/*/keyflower.ftl`.
//!
//! The engine never reads files: the `format` module (`format::keyflower`) turns a `game: keyflower` YAML
//! position (and its move) into these types, reporting bad input as [`InputError`]s with line
//! and column. Entry points: [`check`], [`adjudicate`], [`scorable`] and [`score`].

#![allow(clippy::needless_range_loop)]

pub mod allocation;
pub mod bidding;
pub mod catalogue;
pub mod geometry;
pub mod options;
pub mod position;
pub mod scoring;
pub mod tile_use;
pub mod transport;
pub mod village;

pub use catalogue::{Conf, Num, TileDef};
pub use options::Options;
pub use position::{Move, MoveKind, Position, Setup};
pub use scoring::ScoreReport;

/// A place in the input file (1-based line and column); `0:0` when unknown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, PartialOrd, Ord, Hash)]
pub struct Span {
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
}

pub use crate::verdict::{Arg, Message, Severity};

/// Why a well-formed position or move is illegal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The rule broken: an id of `rulings/keyflower.yaml`.
    pub rule: &'static str,
    /// What is wrong, for the CLI to localise.
    pub message: Message,
    /// Where in the input the problem lies.
    pub span: Span,
}

impl Problem {
    /// A problem citing `rule`.
    pub fn new(rule: &'static str, message: Message, span: Span) -> Self {
        Problem {
            rule,
            message,
            span,
        }
    }
}

/// Bad input: the file does not describe a Keyflower position (wrong shape, unknown tile
/// name, unknown colour, missing printed number...). The CLI exits with status 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// 1-based line (0 when unknown).
    pub line: u32,
    /// 1-based column (0 when unknown).
    pub column: u32,
    /// What is wrong.
    pub message: Message,
}

impl InputError {
    /// An input error at `span`.
    pub fn new(span: Span, message: Message) -> Self {
        InputError {
            line: span.line,
            column: span.column,
            message,
        }
    }
}

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
    pub fn unless_game_over(position: &Position, span: Span) -> Result<MoveVerdict, MoveVerdict> {
        let mut v = MoveVerdict {
            problems: Vec::new(),
            satisfied: Vec::new(),
        };
        if position.season == position::Season::End {
            v.problems.push(Problem::new(
                "kf.end.game-over",
                Message::new("kf-problem-game-over"),
                span,
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
    problems.sort_by_key(|p| p.span);
    problems
}

/// Adjudicates one move in `position`.
pub fn adjudicate(position: &Position, mv: &Move) -> MoveVerdict {
    match &mv.kind {
        MoveKind::Bid(b) => bidding::adjudicate_bid(position, mv.player, b, mv.span),
        MoveKind::Use(u) => tile_use::adjudicate_use(position, mv.player, u, mv.span),
        MoveKind::Transport(t) => transport::adjudicate_transport(position, mv.player, t, mv.span),
        MoveKind::Place(p) => village::adjudicate_place(position, mv.player, p, mv.span),
        MoveKind::Withdraw { tile } => {
            bidding::adjudicate_withdraw(position, mv.player, *tile, mv.span)
        }
    }
}

/// Whether the exact end-game allocation can be run: a position with more pieces than the box
/// holds, or a tile twice, describes no table, and its allocation could take unbounded time.
/// Returns those problems when it cannot.
pub fn scorable(position: &Position) -> Result<(), Vec<Problem>> {
    let blocking: Vec<Problem> = position::check_setup(position)
        .into_iter()
        .filter(|p| matches!(p.rule, "kf.setup.supply" | "kf.setup.unique-tiles"))
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
