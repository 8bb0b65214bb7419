//! King & Robber (the King and the Robber Baron), as JCloisterZone plays it: five tiles, and
//! two reward cards held by the player who completed the largest city and the longest road.

use super::ExpansionDef;
use crate::carcassonne::variants::Expansion;

/// King & Robber.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "king-and-robber",
    names: &[
        "King & Robber",
        "The King and the Robber Baron",
        "King & Robber Baron",
        "K&R",
        "Koning & Roofridder",
        "Koning en Verkenner",
    ],
    jcz_sets: &["king-and-robber"],
    jcz_elements: &["king", "robber"],
    ..ExpansionDef::EMPTY
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// King & Robber.
    pub const KingAndRobber: Expansion = Expansion::registered("king-and-robber");
}
