//! The River: river tiles laid first, from the spring; nothing stands on the river. Its
//! placement checks are in `legality/river.rs`.

use super::ExpansionDef;
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::variants::Expansion;

/// The River.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "river",
    tile_set: 1,
    features: &[],
    reserved_features: &[(FeatureKind::River, "river.no-follower")],
    position_rules: &[
        "river.spring-start",
        "river.edges-match",
        "river.no-turn-back",
    ],
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The River.
    pub const River: Expansion = Expansion::registered("river");
}
