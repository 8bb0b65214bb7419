//! The base game: always on; the follower; cities, roads, monasteries and fields.

use super::{
    Completion, Drawing, EdgeKindDef, ExpansionDef, FeatureKindDef, Figure, Letter, Lies, PieceDef,
    Shape,
};
use crate::carcassonne::catalogue::{EdgeKind, FeatureKind};
use crate::carcassonne::pieces::{PieceKind, PieceType};
use crate::carcassonne::scoring::{cities, monasteries, roads};
use crate::carcassonne::variants::{Expansion, Rules};
use arbiter_ids::rule;

/// The base game.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "base",
    jcz_sets: &["basic"],
    jcz_elements: &["small-follower"],
    position_rules: &[
        rule::BASE_TILE_EDGES_MATCH,
        rule::BASE_TILE_CONNECTED,
        rule::BASE_TILE_ONE_PER_SQUARE,
        rule::BASE_TILE_SUPPLY,
    ],
    ..ExpansionDef::EMPTY
};

/// The follower (meeple): knight, thief, monk or farmer.
pub const FOLLOWER: PieceDef = PieceDef {
    key: "follower",
    dutch: &["meeple", "volgeling"],
    jcz: "small",
    jcz_element: "small-follower",
    piece_type: PieceType::NormalMeeple,
    supply: Rules::FOLLOWERS,
    supply_rule: rule::BASE_PIECE_FOLLOWER_SUPPLY,
    expansion: Expansion::Base,
    wrong_feature_rule: rule::BASE_DEF_ROLES,
    move_rules: &[rule::BASE_DEF_ROLES, rule::BASE_MOVE_OCCUPIED],
    position_rules: &[rule::BASE_DEF_ROLES, rule::BASE_PIECE_SHARED_AT_PLACEMENT],
    joinable: true,
    completed_rule: rule::BASE_PIECE_COMPLETED_OCCUPIED,
    letter: Letter::OwnerInitial,
    figure: Figure {
        shapes: &[Shape::Meeple(1.0)],
        centred_on: &[],
    },
    tops_towers: true,
    ..PieceDef::EMPTY
};

/// A city wall opening: meets only a city.
pub const CITY_EDGE: EdgeKindDef = EdgeKindDef {
    key: "city",
    letter: 'C',
    seen: 'C',
    meets: &[],
    mismatch_rule: rule::BASE_TILE_EDGES_MATCH,
    course: false,
    piece_rule: None,
};

/// A road: meets only a road.
pub const ROAD_EDGE: EdgeKindDef = EdgeKindDef {
    key: "road",
    letter: 'R',
    seen: 'R',
    meets: &[],
    mismatch_rule: rule::BASE_TILE_EDGES_MATCH,
    course: false,
    piece_rule: None,
};

/// Grass: meets only a field.
pub const FIELD_EDGE: EdgeKindDef = EdgeKindDef {
    key: "field",
    letter: 'F',
    seen: 'F',
    meets: &[],
    mismatch_rule: rule::BASE_TILE_EDGES_MATCH,
    course: false,
    piece_rule: None,
};

#[allow(non_upper_case_globals)]
impl EdgeKind {
    /// A city wall opening.
    pub const City: EdgeKind = EdgeKind::registered("city");
    /// A road.
    pub const Road: EdgeKind = EdgeKind::registered("road");
    /// Grass.
    pub const Field: EdgeKind = EdgeKind::registered("field");
}

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

/// Cities: along edges, complete when closed, scored per tile and pennant.
pub const CITY: FeatureKindDef = FeatureKindDef {
    key: "city",
    dutch: &["stad"],
    // JCloisterZone's `Castle` is a city part turned castle (Bridges, Castles & Bazaars),
    // at the same places: a pointer to it names the city part.
    jcz: &["City", "Castle"],
    lies: Lies::Edges,
    edge: Some(EdgeKind::City),
    completes: Completion::ClosedEdges,
    value: Some(cities::value),
    seen_mark: false,
    drawing: Drawing::Walled,
};

/// Roads: along edges, complete when closed, scored per tile.
pub const ROAD: FeatureKindDef = FeatureKindDef {
    key: "road",
    dutch: &["weg"],
    jcz: &["Road"],
    lies: Lies::Edges,
    edge: Some(EdgeKind::Road),
    completes: Completion::ClosedEdges,
    value: Some(|g, complete, _| roads::value(g, complete)),
    seen_mark: false,
    drawing: Drawing::Road,
};

/// Monasteries (cloisters): inside the tile, complete when surrounded, scored per tile
/// around.
pub const MONASTERY: FeatureKindDef = FeatureKindDef {
    key: "monastery",
    dutch: &["klooster"],
    jcz: &["Monastery", "Cloister"],
    lies: Lies::Inside,
    edge: None,
    completes: Completion::Surrounded,
    value: Some(|g, _, _| monasteries::value(g)),
    seen_mark: true,
    drawing: Drawing::Centre {
        svg: "<rect x=\"36\" y=\"40\" width=\"28\" height=\"26\" fill=\"#e8d8b0\" stroke=\"#5b3a1a\" stroke-width=\"1.5\"/><path d=\"M32,41 L50,26 L68,41 Z\" fill=\"#b5523b\" stroke=\"#5b3a1a\" stroke-width=\"1.5\"/><rect x=\"46\" y=\"54\" width=\"8\" height=\"12\" fill=\"#5b3a1a\"/>",
        under_roads: false,
        letter: 'M',
    },
};

/// Fields: along half-edges, never complete, scored at the end by the cities they touch
/// (`scoring/fields.rs`).
pub const FIELD: FeatureKindDef = FeatureKindDef {
    key: "field",
    dutch: &["weide"],
    jcz: &["Field"],
    lies: Lies::HalfEdges,
    edge: None,
    completes: Completion::Never,
    value: None,
    seen_mark: false,
    drawing: Drawing::Ground,
};

#[allow(non_upper_case_globals)]
impl FeatureKind {
    /// A city part.
    pub const City: FeatureKind = FeatureKind::registered("city");
    /// A road part.
    pub const Road: FeatureKind = FeatureKind::registered("road");
    /// A monastery (cloister).
    pub const Monastery: FeatureKind = FeatureKind::registered("monastery");
    /// A field part.
    pub const Field: FeatureKind = FeatureKind::registered("field");
}
