//! Inns & Cathedrals: inns and cathedrals (tile markings read by the catalogue and scored in
//! `scoring/`), and the big follower.

pub mod citation;
use super::{ExpansionDef, Figure, Letter, PieceDef, Shape};
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::rule;

/// Inns & Cathedrals.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "inns-and-cathedrals",
    jcz_sets: &["inns-and-cathedrals"],
    jcz_elements: &["big-follower", "cathedral", "inn"],
    conditions: citation::CONDITIONS,
    ..ExpansionDef::EMPTY
};

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
