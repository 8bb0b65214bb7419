//! End-game scoring: printed VP, storage tiles, boats, turn-order tiles and the exact
//! allocation of items to the winter scoring tiles, with a short proof of optimality: the
//! allocation tile by tile, an upper bound, and for each contested choice the best total
//! without it.
//!
//! This file holds the report and scores each player; `held.rs` reads what a player holds,
//! `optimiser.rs` finds the best allocation and its proof, `lines.rs` writes its score lines,
//! `marker.rs` judges the start-player marker and `boats.rs` scores boats and turn-order
//! tiles.

use super::allocation;
use super::catalogue::{Colour, Resource, Skill};
use super::options::Options;
use super::position::check_setup;
use super::position::{Face, Player, Position};
use super::{Message, Problem};
use crate::PlayerId;
use crate::Points;
use arbiter_ids::rule;
use std::collections::HashMap;

mod boats;
mod held;
mod lines;
mod marker;
mod optimiser;
use boats::{boat_lines, turn_order_lines};
use held::{all_workers, holdings, sinks};
use lines::{allocation_lines, printed_lines, push};
use marker::declarations;
use optimiser::{alternatives, upper_bound, Fixed, Holdings, Optimiser};

pub use boats::sea_breese;
pub use marker::marker_warnings;

/// One line of a player's score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreLine {
    /// The rule applied.
    pub rule: &'static str,
    /// What scored, for the CLI to localise.
    pub message: Message,
    /// Points.
    pub points: Points,
}

/// A contested choice of the best allocation, and the best total without it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternative {
    /// The rule whose choice this is.
    pub rule: &'static str,
    /// The choice made, for the CLI to localise.
    pub message: Message,
    /// The best allocation total without this choice (never above the chosen total).
    pub best: Points,
    /// The choice that reaches `best` instead.
    pub instead: Message,
}

/// Why no other allocation scores more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    /// Points from the allocation: storage tiles, winter scoring tiles but the Keythedral,
    /// White Wind, gold and the start-player marker.
    pub allocation: Points,
    /// An upper bound on any allocation (each item at its best rate).
    pub upper_bound: Points,
    /// Each contested choice (Village hall colour, Scholar type, Watermill type, marker
    /// declaration, keeping or releasing resources on each storage tile) with the best total
    /// without it.
    pub alternatives: Vec<Alternative>,
}

/// One player's score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerScore {
    /// Index into the position's players.
    pub player: PlayerId,
    /// Name.
    pub name: String,
    /// Total points.
    pub total: Points,
    /// Every scoring line.
    pub lines: Vec<ScoreLine>,
    /// The proof of the allocation.
    pub proof: Proof,
}

/// The report of `arbiter score`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreReport {
    /// Per player, in seating order.
    pub players: Vec<PlayerScore>,
    /// The winners (several on a tie: shared win, option `ties`).
    pub winners: Vec<PlayerId>,
    /// The options applied: `(rule id, name, value)`.
    pub options: Vec<(&'static str, &'static str, &'static str)>,
}

fn tile_key(key: &str) -> String {
    format!("kf-tile-{key}")
}

fn colour_key(colour: Colour) -> String {
    format!("kf-colour-{}", colour.key())
}

fn skill_key(skill: Skill) -> String {
    format!("kf-skill-{}", skill.key())
}

fn resource_key(resource: Resource) -> String {
    format!("kf-resource-{}", resource.key())
}

/// Scores every player at the end of the game, with the best allocation of items to the
/// winter scoring tiles (exact) and the proof that no other allocation scores more, under the
/// position's own options. A position with more pieces than the box holds, or a tile twice,
/// describes no table, and its allocation could take unbounded time: it is refused with those
/// problems ([`Unscorable`]). Any other position scores, legal or not.
///
/// ```
/// use arbiter_engine::keyflower::catalogue;
/// use arbiter_engine::keyflower::geometry::Hex;
/// use arbiter_engine::keyflower::position::{edges, Season};
/// use arbiter_engine::keyflower::setup::{PlayerSetup, Setup, TileSetup};
/// use arbiter_engine::keyflower::{score, Position};
///
/// // A village tile at hex (q, 0) with its six edges.
/// let tile = |key: &str, q: i32, sides: &str| {
///     let mut t = TileSetup::new(catalogue::find(key).unwrap());
///     t.at = Some(Hex::new(q, 0));
///     t.edges = edges(sides);
///     t
/// };
/// let mut setup = Setup::new(Season::End);
/// let mut anna = PlayerSetup::new("Anna");
/// anna.start_player = true;
/// anna.workers = [4, 3, 2, 2]; // 11 workers: two sets of five on the Apothecary
/// let mut home = tile("home-1", 0, "RRRRRW");
/// home.printed.vp = Some(0);
/// anna.village = vec![home, tile("sea-bastion", 1, "WWWWWW"), tile("apothecary", 2, "RFFFFF")];
/// let mut bob = PlayerSetup::new("Bob");
/// let mut home = tile("home-2", 0, "RRRRRW");
/// home.printed.vp = Some(0);
/// home.printed.cart = Some(1); // the Keyflower boat scores the cart
/// bob.village = vec![home, tile("keyflower-boat", 1, "WWWWWW")];
/// setup.players = vec![anna, bob];
///
/// let position = Position::legal(setup).unwrap();
/// let report = score(&position).unwrap();
/// assert_eq!(report.totals(), vec![6, 1]);
/// assert_eq!(report.players[0].proof.allocation, 6);
/// ```
pub fn score(position: &Position) -> Result<ScoreReport, Unscorable> {
    let problems: Vec<Problem> = check_setup(position)
        .into_iter()
        .filter(|p| matches!(p.rule, rule::KF_SETUP_SUPPLY | rule::KF_SETUP_UNIQUE_TILES))
        .collect();
    if !problems.is_empty() {
        return Err(Unscorable { problems });
    }
    let options = &position.options;
    let players: Vec<PlayerScore> = position
        .players
        .iter()
        .enumerate()
        .map(|(index, player)| score_player(position, index, player, options))
        .collect();
    let top = players.iter().map(|p| p.total).max().unwrap_or(0);
    let winners = players
        .iter()
        .filter(|p| p.total == top)
        .map(|p| p.player)
        .collect();
    Ok(ScoreReport {
        players,
        winners,
        options: options.echo(),
    })
}

impl ScoreReport {
    /// Each player's total, in seating order (a Keyflower position has no score track: every
    /// point is scored at the end).
    pub fn totals(&self) -> Vec<Points> {
        self.players.iter().map(|p| p.total).collect()
    }
}

/// A position [`score`] refuses: it holds more pieces than the box, or a tile twice, so it
/// describes no table. Holds those problems, each naming its rule and subject.
#[derive(Debug, Clone, PartialEq)]
pub struct Unscorable {
    problems: Vec<Problem>,
}

impl Unscorable {
    /// The problems that keep the position from being scored.
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }
}

impl std::fmt::Display for Unscorable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rules: Vec<&str> = self.problems.iter().map(|p| p.rule).collect();
        write!(f, "position cannot be scored: {}", rules.join(", "))
    }
}

impl std::error::Error for Unscorable {}

fn score_player(
    position: &Position,
    index: usize,
    player: &Player,
    options: &Options,
) -> PlayerScore {
    let has_3b = player.has_boat_face(3, Face::B);
    let (yards, resources) = holdings(player, options, has_3b);
    let (sinks, keythedral) = sinks(player, options, has_3b);
    let holdings = Holdings {
        workers: all_workers(player),
        skills: player.skills,
        declarations: declarations(position, player, options, &yards),
        resources,
        yards,
    };
    let mut optimiser = Optimiser {
        holdings: &holdings,
        sinks,
        workers: HashMap::new(),
        skills: HashMap::new(),
        resources: HashMap::new(),
    };
    let best = optimiser.best(Fixed::default());
    let mut lines = Vec::new();
    printed_lines(player, &mut lines);
    allocation_lines(&holdings, &best, has_3b, options, &mut lines);
    if keythedral {
        push(
            &mut lines,
            allocation::KEYTHEDRAL.rule,
            Message::new(allocation::KEYTHEDRAL.message),
            allocation::KEYTHEDRAL.points,
        );
    }
    boat_lines(player, options, &mut lines);
    turn_order_lines(player, options, &mut lines);
    let total = lines.iter().map(|l| l.points).sum();
    let alternatives = alternatives(&mut optimiser, &best, options);
    PlayerScore {
        player: PlayerId::unchecked(index),
        name: player.name.clone(),
        total,
        lines,
        proof: Proof {
            allocation: Points::from(best.total),
            upper_bound: Points::from(upper_bound(&holdings, &sinks)),
            alternatives,
        },
    }
}
