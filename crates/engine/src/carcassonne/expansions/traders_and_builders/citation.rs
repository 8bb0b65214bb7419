//! When the rulings that back a Traders & Builders rule apply.

use crate::carcassonne::citation::{Condition, Evidence, Fact};
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::scoring::ScoredKind;

/// The conditions the rulings files may name for Traders & Builders.
pub const CONDITIONS: &[(&str, Condition)] = &[
    ("builder-with-big-follower", builder_with_big_follower),
    ("pig-with-big-follower", pig_with_big_follower),
    ("goods-from-cathedral-city", goods_from_cathedral_city),
    ("extra-turn-earned", extra_turn_earned),
    ("goods-tie", goods_tie),
];

fn joined_big_follower(e: &Evidence, piece: PieceKind) -> bool {
    e.facts.iter().any(|f| match f {
        Fact::Joined { kind, with } => *kind == piece && with.contains(&PieceKind::BigFollower),
        _ => false,
    })
}

/// The builder's follower is a big follower.
fn builder_with_big_follower(e: &Evidence) -> bool {
    joined_big_follower(e, PieceKind::Builder)
}

/// The pig's farmer is a big follower.
fn pig_with_big_follower(e: &Evidence) -> bool {
    joined_big_follower(e, PieceKind::Pig)
}

/// Goods were taken from a completed city with a cathedral.
fn goods_from_cathedral_city(e: &Evidence) -> bool {
    e.facts
        .iter()
        .any(|f| matches!(f, Fact::GoodsTaken { cathedral: true }))
}

/// A builder's extra turn was earned.
fn extra_turn_earned(e: &Evidence) -> bool {
    e.facts
        .iter()
        .any(|f| matches!(f, Fact::ExtraTurn { earned: true }))
}

/// Several players tie for a good's majority.
fn goods_tie(e: &Evidence) -> bool {
    e.facts.iter().any(|f| {
        matches!(
            f,
            Fact::Scored {
                kind: ScoredKind::Goods(_),
                winners,
                ..
            } if *winners > 1
        )
    })
}
