//! The Abbot: garden tiles (the classic set's variant 2) and the abbot, who stands on a
//! monastery or a garden, is the only piece a garden takes, and may be taken back and scored
//! instead of placing a piece.

pub mod recall;

pub mod citation;
use super::{ExpansionDef, Figure, Letter, PieceDef, Shape};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::citation::Fact;
use crate::carcassonne::pieces::{PieceKind, PieceType};
use crate::carcassonne::turn::{ActionKind, ActionParam, PieceAction};
use crate::carcassonne::variants::Expansion;

/// The Abbot.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    player_state: &[],
    options: &[],
    key: "abbot",
    jcz_sets: &[],
    jcz_elements: &["abbot", "garden"],
    tile_set: 2,
    features: &[FeatureKind::Garden],
    reserved_features: &[(FeatureKind::Garden, "abbot.garden.only-abbot")],
    check_position: None,
    end_game: None,
    on_completed: None,
    after_move: None,
    conditions: citation::CONDITIONS,
    check_move: None,
    position_rules: &[],
};

/// The abbot: monasteries and gardens only.
pub const ABBOT: PieceDef = PieceDef {
    key: "abbot",
    dutch: &["abt"],
    jcz: "abbot",
    piece_type: PieceType::Meeple,
    strength: 1,
    supply: 1,
    supply_option: None,
    supply_rule: "abbot.supply",
    expansion: Expansion::Abbot,
    stands_on: &[FeatureKind::Monastery, FeatureKind::Garden],
    wrong_feature_rule: "abbot.place",
    move_rules: &["abbot.place", "base.move.occupied"],
    majority_rule: None,
    position_rules: &["abbot.place"],
    joinable: false,
    joins: None,
    completed_rule: "base.piece.completed-occupied",
    letter: Letter::Fixed('A'),
    figure: Figure {
        shapes: &[
            Shape::Meeple(1.0),
            Shape::Path(0.0, -14.0, "l-5,-8 l10,0 Z"),
        ],
        centred_on: &[FeatureKind::Monastery, FeatureKind::Garden],
    },
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The Abbot (abbots and gardens).
    pub const Abbot: Expansion = Expansion::registered("abbot");
}

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The abbot: monasteries and gardens only.
    pub const Abbot: PieceKind = PieceKind::registered("abbot");
}

#[allow(non_upper_case_globals)]
impl PieceAction {
    /// Takes the abbot back and scores it, instead of placing a piece.
    pub const RecallAbbot: PieceAction =
        PieceAction::Special(ActionKind::registered("recall-abbot"), ActionParam::None);
}

#[allow(non_upper_case_globals)]
impl Fact {
    /// The abbot taken back and scored.
    pub const AbbotRecalled: Fact = Fact::Action(ActionKind::registered("recall-abbot"));
}
