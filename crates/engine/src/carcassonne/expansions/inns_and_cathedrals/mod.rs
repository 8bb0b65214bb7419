//! Inns & Cathedrals: inns and cathedrals (marks printed on roads and cities, declared here
//! and scored in `scoring.rs`), and the big follower.

pub mod citation;
pub mod scoring;
use super::{Drawing, ExpansionDef, FeatureMarkDef, Figure, Letter, MarkDrawing, PieceDef, Shape};
use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// Inns & Cathedrals.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "inns-and-cathedrals",
    names: &[
        "Inns & Cathedrals",
        "I&C",
        "Taverns & Temples",
        "Kathedralen & Herbergen",
        "Herbergen & Kathedralen",
        "K&H",
    ],
    jcz_sets: &["inns-and-cathedrals"],
    jcz_elements: &["big-follower", "cathedral", "inn"],
    jcz_required: &[("cathedral", None), ("inn", None)],
    conditions: citation::CONDITIONS,
    revalue: Some(scoring::revalue),
    ..ExpansionDef::EMPTY
};

/// The cathedral, printed in some cities.
pub const CATHEDRAL: FeatureMarkDef = FeatureMarkDef {
    key: "cathedral",
    written: "cathedral",
    dutch: &["kathedraal"],
    word: msg::SEEN_MARK_CATHEDRAL,
    note: Some(msg::TILE_NOTE_CATHEDRAL),
    on_score_line: true,
    drawing: MarkDrawing {
        on: Drawing::Walled,
        svg: cathedral_svg,
        at: (12.0, 0.0),
        legend_at: (-6.0, 9.0),
        letter: '#',
        centred: false,
    },
};

/// The inn, printed beside some roads.
pub const INN: FeatureMarkDef = FeatureMarkDef {
    key: "inn",
    written: "inn",
    dutch: &["herberg"],
    word: msg::SEEN_MARK_INN,
    note: Some(msg::TILE_NOTE_INN),
    on_score_line: true,
    drawing: MarkDrawing {
        on: Drawing::Road,
        svg: inn_svg,
        at: (8.0, 8.0),
        legend_at: (-6.0, -7.0),
        letter: '&',
        centred: false,
    },
};

/// A cathedral whose bottom left corner is at `(x, y)`.
fn cathedral_svg(x: f64, y: f64) -> String {
    format!(
        "<path class=\"cathedral\" d=\"M{x:.1},{y:.1} v-10 l6,-8 l6,8 v10 Z\" fill=\"#8a7fa0\" stroke=\"#333\" stroke-width=\"1\"/>"
    )
}

/// An inn (a house) whose wall's top left corner is 4 units below `(x, y)`.
fn inn_svg(x: f64, y: f64) -> String {
    format!(
        "<rect class=\"inn\" x=\"{x:.1}\" y=\"{:.1}\" width=\"12\" height=\"9\" fill=\"#f1e3c6\" stroke=\"#333\" stroke-width=\"1\"/><path d=\"M{:.1},{:.1} l8,-7 l8,7 Z\" fill=\"#c0392b\" stroke=\"#333\" stroke-width=\"1\"/>",
        y + 4.0,
        x - 2.0,
        y + 4.0,
    )
}

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
    jcz_element: "big-follower",
    strength: 2,
    supply_rule: rule::IC_BIG_FOLLOWER_SUPPLY,
    expansion: Expansion::InnsAndCathedrals,
    wrong_feature_rule: rule::IC_BIG_FOLLOWER_PLACE,
    move_rules: &[rule::IC_BIG_FOLLOWER_PLACE, rule::BASE_MOVE_OCCUPIED],
    majority_rule: Some(rule::IC_BIG_FOLLOWER),
    position_rules: &[rule::IC_BIG_FOLLOWER_PLACE],
    joinable: true,
    completed_rule: rule::BASE_PIECE_COMPLETED_OCCUPIED,
    // L for large, as a clothing size in either language (B would read as the builder,
    // bouwmeester, and an upper-case initial as another piece's letter: A, P).
    letter: Letter::Fixed('L'),
    figure: Figure {
        shapes: &[Shape::Meeple(1.35)],
        centred_on: &[],
    },
    tops_towers: true,
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
