//! What a verdict involved ([`Evidence`]), and the named conditions the rulings database
//! attaches to backing links (`cited_when:` in `rulings/*.yaml`), each a small function of that
//! evidence. Which rulings back a rule is looked up above the engine, by the rulings database,
//! through [`Evidence::in_play`] and [`Evidence::holds`]: the engine cites rules by id only.

use super::catalogue::FeatureMark;
use super::pieces::PieceKind;
use super::position::Position;
use super::scoring::{FinalScoring, ScoreLine, ScoredKind};
use super::turn::ActionKind;
use super::variants::{Expansion, Rules};

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
        /// The marks its feature shows that score lines list ([`ScoreLine::marks`]).
        marks: Vec<FeatureMark>,
        /// Tiles it covers.
        tiles: u32,
        /// Feature parts it joins (more than its tiles when it enters a tile twice).
        parts: usize,
        /// How many players share the points.
        winners: usize,
    },
    /// A fact an expansion adds, of its own type (Traders & Builders' goods taken, its
    /// builder's extra turn), which reads it back from this.
    Expansion(ExpansionFact),
    /// A move action an expansion adds was done (`Fact::AbbotRecalled`).
    Action(ActionKind),
}

/// A fact of an expansion's own type, as the core keeps it: the expansion and a code that
/// only that expansion's type gives meaning to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExpansionFact {
    /// The expansion whose fact it is.
    pub expansion: Expansion,
    /// What its type makes of it.
    pub code: u32,
}

impl Fact {
    /// The code of expansion `expansion`'s fact, if this is one of its facts.
    pub(crate) fn code_of(&self, expansion: Expansion) -> Option<u32> {
        match self {
            Fact::Expansion(f) if f.expansion == expansion => Some(f.code),
            _ => None,
        }
    }

    /// The fact of a score line.
    pub fn scored(line: &ScoreLine) -> Fact {
        Fact::Scored {
            kind: line.kind,
            complete: line.complete,
            marks: line.marks.clone(),
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
pub(crate) type Condition = fn(&Evidence) -> bool;

/// Every condition a backing link may name, by the name the rulings files use: each
/// expansion's (`ExpansionDef::conditions`).
pub fn conditions() -> impl Iterator<Item = &'static (&'static str, Condition)> {
    Expansion::all().flat_map(|e| e.def().conditions)
}

impl Evidence {
    /// Whether the expansion with this key (`abbot`) is in play; the base game always is.
    /// An expansion in play also answers for its current-edition counterpart's key
    /// ([`ExpansionDef::counterpart`](super::tables::ExpansionDef::counterpart)).
    pub fn in_play(&self, expansion: &str) -> bool {
        expansion == Expansion::Base.key()
            || self
                .expansions
                .iter()
                .any(|x| x.key() == expansion || x.def().counterpart == Some(expansion))
    }

    /// Whether the named condition holds; a name no expansion declares never does.
    pub fn holds(&self, condition: &str) -> bool {
        conditions()
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
    // What lets a tile hold more than one piece, where one does.
    for (t, tile) in setup.tiles.iter().enumerate() {
        if tile.pieces.len() > 1 {
            rules.extend(super::legality::pieces::extra_pieces(setup, t, None).1);
        }
    }
    let index = position.pieces();
    for kind in PieceKind::ALL {
        if index.pieces.iter().any(|p| p.kind == kind) {
            rules.push(kind.supply_rule());
            rules.extend(kind.def().position_rules);
        }
    }
    rules
}

/// The rules the end-game scoring applies besides its score lines: those of the kinds of
/// piece the position holds (a flock that scores nothing at the end), and those the
/// expansions in play apply to what the position shows (a tower that scores nothing).
pub fn final_rules(position: &Position) -> Vec<&'static str> {
    let index = position.pieces();
    let mut rules: Vec<&'static str> = PieceKind::ALL
        .into_iter()
        .filter(|&kind| index.pieces.iter().any(|p| p.kind == kind))
        .flat_map(|kind| kind.def().final_rules.iter().copied())
        .collect();
    for e in position.setup().rules.in_play() {
        if let Some(hook) = e.def().final_rules {
            rules.extend(hook(position));
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

    /// The evidence of one score line: this evidence's facts other than score lines, and that
    /// line's. Which rulings back the line's rules is a question of this evidence.
    pub fn of_line(&self, line: &ScoreLine) -> Evidence {
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
        only
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
