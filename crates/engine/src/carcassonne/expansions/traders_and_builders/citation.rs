//! When the rulings that back a Traders & Builders rule apply.

use crate::carcassonne::citation::{Condition, Evidence, ExpansionFact, Fact};
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::scoring::ScoredKind;
use crate::carcassonne::variants::Expansion;

/// What a verdict involved with Traders & Builders, beside the core's facts (kept in
/// [`Fact::Expansion`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TbFact {
    /// Trade goods taken from a completed city.
    GoodsTaken {
        /// Whether the city has a cathedral.
        cathedral: bool,
    },
    /// A builder's extra turn: earned or not.
    ExtraTurn {
        /// Whether it was earned.
        earned: bool,
    },
}

impl TbFact {
    /// Its code in [`ExpansionFact::code`].
    fn code(self) -> u32 {
        match self {
            TbFact::GoodsTaken { cathedral } => u32::from(cathedral),
            TbFact::ExtraTurn { earned } => 2 + u32::from(earned),
        }
    }

    /// The fact `fact` is, if it is one of these.
    pub fn of(fact: &Fact) -> Option<TbFact> {
        Some(match fact.code_of(Expansion::TradersAndBuilders)? {
            c @ (0 | 1) => TbFact::GoodsTaken { cathedral: c == 1 },
            c @ (2 | 3) => TbFact::ExtraTurn { earned: c == 3 },
            _ => return None,
        })
    }

    /// Whether the evidence holds this fact.
    fn in_evidence(self, e: &Evidence) -> bool {
        e.facts.iter().any(|f| TbFact::of(f) == Some(self))
    }
}

impl From<TbFact> for Fact {
    fn from(fact: TbFact) -> Fact {
        Fact::Expansion(ExpansionFact {
            expansion: Expansion::TradersAndBuilders,
            code: fact.code(),
        })
    }
}

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
    TbFact::GoodsTaken { cathedral: true }.in_evidence(e)
}

/// A builder's extra turn was earned.
fn extra_turn_earned(e: &Evidence) -> bool {
    TbFact::ExtraTurn { earned: true }.in_evidence(e)
}

/// Several players tie for a good's majority.
fn goods_tie(e: &Evidence) -> bool {
    e.facts.iter().any(|f| {
        matches!(
            f,
            Fact::Scored {
                kind: ScoredKind::Held { state, .. },
                winners,
                ..
            } if *state == super::GOODS.key && *winners > 1
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_read_back_from_the_core_variant() {
        for fact in [
            TbFact::GoodsTaken { cathedral: false },
            TbFact::GoodsTaken { cathedral: true },
            TbFact::ExtraTurn { earned: false },
            TbFact::ExtraTurn { earned: true },
        ] {
            assert_eq!(TbFact::of(&Fact::from(fact)), Some(fact));
        }
        let other = Fact::Expansion(ExpansionFact {
            expansion: Expansion::Abbot,
            code: 1,
        });
        assert_eq!(TbFact::of(&other), None);
    }
}
