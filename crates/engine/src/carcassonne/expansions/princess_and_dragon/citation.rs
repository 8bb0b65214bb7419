//! When the current edition's rulings that agree with a classic Princess & the Dragon rule
//! back it: the facts a verdict of this expansion adds, and the conditions read from them.

use crate::carcassonne::citation::{Condition, Evidence, ExpansionFact, Fact};
use crate::carcassonne::variants::Expansion;

/// What a Princess & the Dragon verdict involved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PdFact {
    /// The dragon ate a big follower.
    AteBigFollower = 1,
    /// A builder or pig went home with its owner's last follower the dragon ate.
    TookBuilderOrPig = 2,
    /// The fairy's 3 points were paid.
    FairyBonus = 3,
    /// A big follower went through the magic portal.
    PortalBigFollower = 4,
}

impl From<PdFact> for Fact {
    fn from(f: PdFact) -> Fact {
        Fact::Expansion(ExpansionFact {
            expansion: Expansion::PrincessAndDragon,
            code: f as u32,
        })
    }
}

fn has(e: &Evidence, fact: PdFact) -> bool {
    e.facts.contains(&Fact::from(fact))
}

/// The conditions the rulings files may name for The Princess & the Dragon.
pub const CONDITIONS: &[(&str, Condition)] = &[
    ("dragon-ate-big-follower", |e| {
        has(e, PdFact::AteBigFollower)
    }),
    ("dragon-took-builder-or-pig", |e| {
        has(e, PdFact::TookBuilderOrPig)
    }),
    ("fairy-bonus-paid", |e| has(e, PdFact::FairyBonus)),
    ("portal-big-follower", |e| has(e, PdFact::PortalBigFollower)),
];
