//! The base game: always on; the follower.

use super::{ExpansionDef, Figure, Letter, PieceDef, Shape};
use crate::carcassonne::pieces::{PieceKind, PieceType};
use crate::carcassonne::variants::{Expansion, Rules};

/// The base game.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    player_state: &[],
    options: &[],
    key: "base",
    jcz_sets: &["basic"],
    jcz_elements: &["small-follower"],
    tile_set: 1,
    features: &[],
    reserved_features: &[],
    check_position: None,
    end_game: None,
    on_completed: None,
    after_move: None,
    conditions: &[],
    check_move: None,
    position_rules: &[
        "base.tile.edges-match",
        "base.tile.connected",
        "base.tile.one-per-square",
        "base.tile.supply",
    ],
};

/// The follower (meeple): knight, thief, monk or farmer.
pub const FOLLOWER: PieceDef = PieceDef {
    key: "follower",
    dutch: &["meeple", "volgeling"],
    jcz: "small",
    piece_type: PieceType::NormalMeeple,
    strength: 1,
    supply: Rules::FOLLOWERS,
    supply_option: None,
    supply_rule: "base.piece.follower-supply",
    expansion: Expansion::Base,
    stands_on: &[],
    wrong_feature_rule: "base.def.roles",
    move_rules: &["base.def.roles", "base.move.occupied"],
    majority_rule: None,
    position_rules: &["base.def.roles", "base.piece.shared-at-placement"],
    joinable: true,
    joins: None,
    completed_rule: "base.piece.completed-occupied",
    letter: Letter::OwnerInitial,
    figure: Figure {
        shapes: &[Shape::Meeple(1.0)],
        centred_on: &[],
    },
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The base game.
    pub const Base: Expansion = Expansion::registered("base");
}

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// A normal follower (meeple): knight, thief, monk or farmer.
    pub const Follower: PieceKind = PieceKind::registered("follower");
}
