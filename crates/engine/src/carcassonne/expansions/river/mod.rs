//! The River: river tiles laid first, from the spring; nothing stands on the river. Its
//! placement checks are in `legality.rs`.

pub mod draw;
pub mod legality;
pub mod marks;

pub use marks::{group, RiverGroup, LAKE, SPRING};

use super::{Completion, Drawing, EdgeKindDef, ExpansionDef, FeatureKindDef, Lies, OptionDef};
use crate::carcassonne::catalogue::{EdgeKind, FeatureKind};
use crate::carcassonne::variants::{Expansion, Rules};
use arbiter_ids::rule;

/// The `river-flow` option: which river placements are allowed.
pub const FLOW: OptionDef = OptionDef {
    key: "river-flow",
    values: &["one-side", "room-ahead"],
    rule: rule::RIVER_NO_TURN_BACK,
    keeps_default: false,
    doc: "`one-side` (default) or `room-ahead`.",
};

/// Which river placements are allowed (the `river-flow` option).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RiverFlow {
    /// The seed's rule: after the first bend picks a side, the river flows only downstream or
    /// to that side.
    #[default]
    OneSide,
    /// Some digital editions: any placement that keeps the five squares ahead of each open
    /// river end empty.
    RoomAhead,
}

impl RiverFlow {
    /// The river rule of `rules`.
    pub fn of(rules: &Rules) -> RiverFlow {
        match rules.option_value(FLOW.key) {
            Some("room-ahead") => RiverFlow::RoomAhead,
            _ => RiverFlow::OneSide,
        }
    }

    /// Its value of the `river-flow` option.
    pub fn key(self) -> &'static str {
        match self {
            RiverFlow::OneSide => "one-side",
            RiverFlow::RoomAhead => "room-ahead",
        }
    }
}

/// The River.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "river",
    names: &["The River", "River I", "De Rivier"],
    options: &[FLOW],
    jcz_sets: &["river", "river/1"],
    jcz_elements: &["river"],
    jcz_required: &[("river", None)],
    // JCloisterZone lets a river tile go wherever the squares ahead of its open ends are free:
    // arbiter's `room-ahead`, not the seed's one-side rule.
    jcz_options: &[(FLOW.key, "room-ahead")],
    reserved_features: &[(FeatureKind::River, rule::RIVER_NO_FOLLOWER)],
    position_rules: &[
        rule::RIVER_SPRING_START,
        rule::RIVER_EDGES_MATCH,
        rule::RIVER_NO_TURN_BACK,
    ],
    check_position: Some(|setup, board, _, out| legality::check(setup, board, out)),
    check_move: Some(legality::check_move),
    check_draw: Some(draw::check_draw),
    ..ExpansionDef::EMPTY
};

/// The river: along edges, nothing stands on it (reserved above) and it scores nothing.
pub const RIVER: FeatureKindDef = FeatureKindDef {
    key: "river",
    dutch: &["rivier"],
    jcz: &[],
    lies: Lies::Edges,
    edge: Some(EdgeKind::River),
    completes: Completion::ClosedEdges,
    value: None,
    seen_mark: false,
    drawing: Drawing::Water,
};

/// The river's edge: meets only the river, and its tiles are laid as one course.
pub const RIVER_EDGE: EdgeKindDef = EdgeKindDef {
    key: "river",
    letter: 'W',
    seen: 'W',
    meets: &[],
    mismatch_rule: rule::RIVER_EDGES_MATCH,
    course: true,
    piece_rule: Some(rule::RIVER_FOLLOWER_ON_RIVER_TILE),
};

#[allow(non_upper_case_globals)]
impl EdgeKind {
    /// The river.
    pub const River: EdgeKind = EdgeKind::registered("river");
}

#[allow(non_upper_case_globals)]
impl FeatureKind {
    /// A river part (nothing may stand on it).
    pub const River: FeatureKind = FeatureKind::registered("river");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The River.
    pub const River: Expansion = Expansion::registered("river");
}
