//! Inns & Cathedrals: inns and cathedrals (tile markings read by the catalogue and scored in
//! `scoring/`), and the big follower.

pub mod citation;
use super::{ExpansionDef, Figure, Letter, PieceDef, Shape};
use crate::carcassonne::pieces::{PieceKind, PieceType};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::rule;

/// Inns & Cathedrals.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    player_state: &[],
    tile_state: &[],
    options: &[],
    key: "inns-and-cathedrals",
    jcz_sets: &["inns-and-cathedrals"],
    jcz_elements: &["big-follower", "cathedral", "inn"],
    tile_set: 1,
    features: &[],
    reserved_features: &[],
    check_position: None,
    end_game: None,
    on_completed: None,
    after_move: None,
    conditions: citation::CONDITIONS,
    check_move: None,
    position_rules: &[],
    check_draw: None,
};

/// The big follower: counts as two.
pub const BIG_FOLLOWER: PieceDef = PieceDef {
    key: "big-follower",
    dutch: &["grote-meeple", "grote-volgeling"],
    jcz: "big",
    piece_type: PieceType::Meeple,
    strength: 2,
    supply: 1,
    supply_option: None,
    supply_rule: rule::IC_BIG_FOLLOWER_SUPPLY,
    expansion: Expansion::InnsAndCathedrals,
    stands_on: &[],
    wrong_feature_rule: rule::IC_BIG_FOLLOWER_PLACE,
    move_rules: &[rule::IC_BIG_FOLLOWER_PLACE, rule::BASE_MOVE_OCCUPIED],
    majority_rule: Some(rule::IC_BIG_FOLLOWER),
    position_rules: &[rule::IC_BIG_FOLLOWER_PLACE],
    joinable: true,
    joins: None,
    completed_rule: rule::BASE_PIECE_COMPLETED_OCCUPIED,
    scoring_rule: None,
    field_bonus: None,
    letter: Letter::OwnerInitialUpper,
    figure: Figure {
        shapes: &[Shape::Meeple(1.35)],
        centred_on: &[],
    },
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
