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
use super::position::{Face, Player, Position};
use super::Message;
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

pub use boats::{loop_tiles, sea_breese};
pub use marker::marker_warnings;

/// One line of a player's score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreLine {
    /// The rule applied.
    pub rule: &'static str,
    /// What scored, for the CLI to localise.
    pub message: Message,
    /// Points.
    pub points: i32,
}

/// A contested choice of the best allocation, and the best total without it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternative {
    /// The rule whose choice this is.
    pub rule: &'static str,
    /// The choice made, for the CLI to localise.
    pub message: Message,
    /// The best allocation total without this choice (never above the chosen total).
    pub best: i32,
    /// The choice that reaches `best` instead.
    pub instead: Message,
}

/// Why no other allocation scores more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    /// Points from the allocation: storage tiles, winter scoring tiles but the Keythedral,
    /// White Wind, gold and the start-player marker.
    pub allocation: i32,
    /// An upper bound on any allocation (each item at its best rate).
    pub upper_bound: i32,
    /// Each contested choice (Village hall colour, Scholar type, Watermill type, marker
    /// declaration, keeping or releasing resources on each storage tile) with the best total
    /// without it.
    pub alternatives: Vec<Alternative>,
}

/// One player's score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerScore {
    /// Index into the position's players.
    pub player: usize,
    /// Name.
    pub name: String,
    /// Total points.
    pub total: i32,
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
    /// Indexes of the winners (several on a tie: shared win, option `ties`).
    pub winners: Vec<usize>,
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

/// Scores every player.
pub fn score(position: &Position, options: &Options) -> ScoreReport {
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
    ScoreReport {
        players,
        winners,
        options: options.echo(),
    }
}

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
        player: index,
        name: player.name.clone(),
        total,
        lines,
        proof: Proof {
            allocation: best.total,
            upper_bound: upper_bound(&holdings, &sinks),
            alternatives,
        },
    }
}
