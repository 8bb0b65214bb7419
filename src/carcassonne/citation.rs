//! Which rulings back a verdict's rules: what the verdict involved ([`Evidence`]), and the
//! named conditions the rulings database attaches to backing links (`cited_when:` in
//! `rulings/*.yaml`), each a small function of that evidence.

use super::pieces::PieceKind;
use super::position::Position;
use super::scoring::{FinalScoring, ScoreLine, ScoredKind};
use super::variants::{Expansion, Rules};
use crate::rulings::{Circumstances, Database};

/// One thing a verdict involved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fact {
    /// A builder or pig placed (or standing) on a feature, with the kinds of its owner's
    /// followers on that feature (empty when it has none).
    Joined {
        /// The builder or pig.
        kind: PieceKind,
        /// Its owner's followers on the feature.
        with: Vec<PieceKind>,
    },
    /// A feature or good scored.
    Scored {
        /// What was scored.
        kind: ScoredKind,
        /// Whether the feature is complete.
        complete: bool,
        /// Whether it has an inn.
        inn: bool,
        /// Whether it has a cathedral.
        cathedral: bool,
        /// Tiles it covers.
        tiles: u32,
        /// Feature parts it joins (more than its tiles when it enters a tile twice).
        parts: usize,
        /// How many players share the points.
        winners: usize,
    },
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
    /// The abbot taken back and scored.
    AbbotRecalled,
}

impl Fact {
    /// The fact of a score line.
    pub fn scored(line: &ScoreLine) -> Fact {
        Fact::Scored {
            kind: line.kind,
            complete: line.complete,
            inn: line.inn,
            cathedral: line.cathedral,
            tiles: line.tiles,
            parts: line.parts,
            winners: line.awards.len(),
        }
    }
}

/// What a verdict involved: the expansions in play and the facts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Evidence {
    /// Expansions in play (the base game always is).
    pub expansions: Vec<Expansion>,
    /// What happened or was found.
    pub facts: Vec<Fact>,
}

/// A named condition: a function of the evidence.
type Condition = fn(&Evidence) -> bool;

/// Every condition a backing link may name, by the name the rulings files use.
pub const CONDITIONS: &[(&str, Condition)] = &[
    ("inn-road-tile-twice", inn_road_tile_twice),
    ("cathedral-city-tile-twice", cathedral_city_tile_twice),
    ("builder-with-big-follower", builder_with_big_follower),
    ("pig-with-big-follower", pig_with_big_follower),
    ("goods-from-cathedral-city", goods_from_cathedral_city),
    ("extra-turn-earned", extra_turn_earned),
    ("goods-tie", goods_tie),
    ("abbot-recalled", abbot_recalled),
];

/// A completed road with an inn, entering some tile more than once, was scored: it counts
/// 2 per tile, not per road segment.
fn inn_road_tile_twice(e: &Evidence) -> bool {
    e.facts.iter().any(|f| {
        matches!(
            f,
            Fact::Scored {
                kind: ScoredKind::Road,
                complete: true,
                inn: true,
                tiles,
                parts,
                ..
            } if *parts > *tiles as usize
        )
    })
}

/// A completed city with a cathedral, entering some tile more than once, was scored: it
/// counts 3 per tile, not per city segment.
fn cathedral_city_tile_twice(e: &Evidence) -> bool {
    e.facts.iter().any(|f| {
        matches!(
            f,
            Fact::Scored {
                kind: ScoredKind::City,
                complete: true,
                cathedral: true,
                tiles,
                parts,
                ..
            } if *parts > *tiles as usize
        )
    })
}

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

/// The abbot was taken back and scored.
fn abbot_recalled(e: &Evidence) -> bool {
    e.facts.contains(&Fact::AbbotRecalled)
}

impl Circumstances for Evidence {
    fn in_play(&self, expansion: &str) -> bool {
        expansion == Expansion::Base.key() || self.expansions.iter().any(|x| x.key() == expansion)
    }

    fn holds(&self, condition: &str) -> bool {
        CONDITIONS
            .iter()
            .find(|(name, _)| *name == condition)
            .is_some_and(|(_, f)| f(self))
    }
}

/// The rules a position check applies to every position, and those it applies to the pieces
/// the position holds: what decides that a position is legal.
pub fn position_rules(position: &Position) -> Vec<&'static str> {
    let setup = position.setup();
    let mut rules: Vec<&'static str> = setup
        .rules
        .in_play()
        .flat_map(|e| e.def().position_rules.iter().copied())
        .collect();
    let index = position.pieces();
    for kind in PieceKind::ALL {
        if index.pieces.iter().any(|p| p.kind == kind) {
            rules.push(kind.supply_rule());
            rules.extend(kind.def().position_rules);
        }
    }
    rules
}

impl Evidence {
    /// Evidence with the expansions of these rules and no facts yet.
    pub fn new(rules: &Rules) -> Evidence {
        Evidence {
            expansions: rules.in_play().filter(|&e| e != Expansion::Base).collect(),
            facts: Vec::new(),
        }
    }

    /// What a position shows: every builder and pig with its owner's followers beside it.
    pub fn of_position(position: &Position) -> Evidence {
        let mut e = Evidence::new(&position.setup().rules);
        let index = position.pieces();
        for p in &index.pieces {
            if p.kind.joins() {
                let with = index
                    .on(p.group)
                    .filter(|q| q.owner == p.owner && q.kind.occupies())
                    .map(|q| q.kind)
                    .collect();
                e.facts.push(Fact::Joined { kind: p.kind, with });
            }
        }
        e
    }

    /// What an end-game scoring involved: the position's pieces and every scored line.
    pub fn of_scoring(position: &Position, scoring: &FinalScoring) -> Evidence {
        let mut e = Evidence::of_position(position);
        e.facts.extend(scoring.lines.iter().map(Fact::scored));
        e
    }

    /// A score line's rules followed by the rulings that back them for that line alone.
    pub fn line_rules(&self, line: &ScoreLine) -> Vec<&'static str> {
        let mut only = Evidence {
            expansions: self.expansions.clone(),
            facts: self
                .facts
                .iter()
                .filter(|f| !matches!(f, Fact::Scored { .. }))
                .cloned()
                .collect(),
        };
        only.facts.push(Fact::scored(line));
        let mut rules = line.rules.clone();
        for b in only.backers(line.rules.iter().copied()) {
            if !rules.contains(&b) {
                rules.push(b);
            }
        }
        rules
    }

    /// The rulings that back the cited rules under this evidence.
    pub fn backers<'a>(&self, cited: impl IntoIterator<Item = &'a str>) -> Vec<&'static str> {
        Database::backers(cited, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_condition_in_the_rulings_is_known_and_every_link_has_one() {
        let links: Vec<_> = Database::backing_links().collect();
        assert!(!links.is_empty());
        for link in links {
            assert!(
                !link.conditions.is_empty(),
                "{} backs {} without a condition",
                link.backer,
                link.rule
            );
            for c in link.conditions {
                assert!(
                    CONDITIONS.iter().any(|(name, _)| name == c),
                    "{}: unknown condition {c}",
                    link.backer
                );
            }
        }
    }

    #[test]
    fn unknown_conditions_never_hold() {
        let e = Evidence {
            expansions: Expansion::OPTIONAL.to_vec(),
            facts: vec![Fact::AbbotRecalled],
        };
        assert!(e.holds("abbot-recalled"));
        assert!(!e.holds("no-such-condition"));
        assert!(e.in_play("base") && e.in_play("abbot"));
        assert!(!Evidence::default().in_play("abbot"));
    }
}
