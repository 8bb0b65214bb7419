//! Inns & Cathedrals: inns and cathedrals (marks printed on roads and cities, declared here
//! and scored in `scoring.rs`), and the big follower.

pub mod citation;
pub mod scoring;
use super::{ExpansionDef, FeatureMarkDef, Figure, Letter, PieceDef, Shape};
use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::rule;

/// Inns & Cathedrals.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "inns-and-cathedrals",
    jcz_sets: &["inns-and-cathedrals"],
    jcz_elements: &["big-follower", "cathedral", "inn"],
    conditions: citation::CONDITIONS,
    revalue: Some(scoring::revalue),
    ..ExpansionDef::EMPTY
};

/// The cathedral, printed in some cities.
pub const CATHEDRAL: FeatureMarkDef = FeatureMarkDef {
    key: "cathedral",
    count: |f| u32::from(f.cathedral),
    on_score_line: true,
};

/// The inn, printed beside some roads.
pub const INN: FeatureMarkDef = FeatureMarkDef {
    key: "inn",
    count: |f| u32::from(f.inn),
    on_score_line: true,
};

#[allow(non_upper_case_globals)]
impl FeatureMark {
    /// A cathedral in a city.
    pub const Cathedral: FeatureMark = FeatureMark::registered("cathedral");
    /// An inn beside a road.
    pub const Inn: FeatureMark = FeatureMark::registered("inn");
}

/// The big follower: counts as two.
pub const BIG_FOLLOWER: PieceDef = PieceDef {
    key: "big-follower",
    dutch: &["grote-meeple", "grote-volgeling"],
    jcz: "big",
    strength: 2,
    supply_rule: rule::IC_BIG_FOLLOWER_SUPPLY,
    expansion: Expansion::InnsAndCathedrals,
    wrong_feature_rule: rule::IC_BIG_FOLLOWER_PLACE,
    move_rules: &[rule::IC_BIG_FOLLOWER_PLACE, rule::BASE_MOVE_OCCUPIED],
    majority_rule: Some(rule::IC_BIG_FOLLOWER),
    position_rules: &[rule::IC_BIG_FOLLOWER_PLACE],
    joinable: true,
    completed_rule: rule::BASE_PIECE_COMPLETED_OCCUPIED,
    letter: Letter::OwnerInitialUpper,
    figure: Figure {
        shapes: &[Shape::Meeple(1.35)],
        centred_on: &[],
    },
    ..PieceDef::EMPTY
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Inns & Cathedrals.
    pub const InnsAndCathedrals: Expansion = Expansion::registered("inns-and-cathedrals");
}

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The big follower (Inns & Cathedrals): counts as two.
    pub const BigFollower: PieceKind = PieceKind::registered("big-follower");
}
