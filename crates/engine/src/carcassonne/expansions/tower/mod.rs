//! The Tower, classic (second) edition, as JCloisterZone plays it: tiles with a tower
//! foundation (a feature of its own, inside the tile), tower floors, captures, prisoners and
//! ransom.

use super::{Completion, Drawing, ExpansionDef, FeatureKindDef, Lies, OtherEdition};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// The Tower (classic).
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "tower",
    names: &["The Tower", "De Toren"],
    other_editions: &[OtherEdition {
        names: &[
            "Torens & Dieven",
            "Torens en Dieven",
            "Towers & Thieves",
            "Towers and Thieves",
        ],
        refusal: msg::EDITION_TOWERS_AND_THIEVES,
    }],
    jcz_sets: &["tower"],
    jcz_elements: &["tower"],
    features: &[FeatureKind::Tower],
    reserved_features: &[(FeatureKind::Tower, rule::TOWER_TOP)],
    ..ExpansionDef::EMPTY
};

/// A tower foundation, and the tower built on it: inside the tile; it never completes and
/// never scores; no piece is placed on it as on other features (a follower goes on top of a
/// tower by a step of its own).
pub const TOWER: FeatureKindDef = FeatureKindDef {
    key: "tower",
    dutch: &["toren", "torenbouwplaats"],
    jcz: &["Tower"],
    lies: Lies::Inside,
    edge: None,
    completes: Completion::Never,
    value: None,
    seen_mark: true,
    drawing: Drawing::Centre {
        svg: "<rect class=\"tower\" x=\"60\" y=\"60\" width=\"22\" height=\"22\" fill=\"#b0a898\" stroke=\"#333\" stroke-width=\"1.5\"/><path d=\"M60,60 v-4 h5.5 v4 h5.5 v-4 h5.5 v4 h5.5 v-4\" fill=\"none\" stroke=\"#333\" stroke-width=\"1.5\"/>",
        under_roads: false,
        letter: 'T',
    },
};

#[allow(non_upper_case_globals)]
impl FeatureKind {
    /// A tower foundation (The Tower).
    pub const Tower: FeatureKind = FeatureKind::registered("tower");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The Tower (classic).
    pub const Tower: Expansion = Expansion::registered("tower");
}
