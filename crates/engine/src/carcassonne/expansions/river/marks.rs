//! The river's two ends, printed on its feature: the spring, where it starts, and the lake,
//! where it ends (`river(E spring)` in the tile data). Which of them a tile shows, if any, is
//! its place in the river's course ([`RiverGroup`]).

use super::super::{Drawing, FeatureMarkDef, MarkDrawing};
use crate::carcassonne::catalogue::{FeatureKind, FeatureMark, TileDef};
use arbiter_ids::msg;

/// The water of the pictures' pools (the colour the pictures give the river).
const WATER: &str = "#3b82c4";

/// The spring, printed where the river starts.
pub const SPRING: FeatureMarkDef = FeatureMarkDef {
    key: "spring",
    written: "spring",
    dutch: &["bron"],
    word: msg::SEEN_MARK_SPRING,
    note: None,
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Water,
        svg: spring_svg,
        at: (0.0, 0.0),
        legend_at: (0.0, 0.0),
        letter: 'o',
        centred: true,
    },
};

/// The lake, printed where the river ends.
pub const LAKE: FeatureMarkDef = FeatureMarkDef {
    key: "lake",
    written: "lake",
    dutch: &["meer"],
    word: msg::SEEN_MARK_LAKE,
    note: None,
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Water,
        svg: lake_svg,
        at: (0.0, 0.0),
        legend_at: (0.0, 0.0),
        letter: 'O',
        centred: true,
    },
};

/// The spring: a small pool centred on `(x, y)`, with a white ring welling up.
fn spring_svg(x: f64, y: f64) -> String {
    format!(
        "<circle class=\"spring\" cx=\"{x}\" cy=\"{y}\" r=\"12\" fill=\"{WATER}\"/><circle cx=\"{x}\" cy=\"{y}\" r=\"5\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2\"/><circle cx=\"{x}\" cy=\"{y}\" r=\"1.5\" fill=\"#fff\"/>"
    )
}

/// The lake: a wide pool centred on `(x, y)`, with white waves.
fn lake_svg(x: f64, y: f64) -> String {
    let (a, b) = (x - 18.0, y - 4.0);
    let (c, d) = (x - 6.0, y + 8.0);
    format!(
        "<ellipse class=\"lake\" cx=\"{x}\" cy=\"{y}\" rx=\"32\" ry=\"24\" fill=\"{WATER}\" stroke=\"#1f4f7a\" stroke-width=\"2\"/><path d=\"M{a},{b} q5,-5 10,0 t10,0 M{c},{d} q5,-5 10,0 t10,0\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2\"/>"
    )
}

#[allow(non_upper_case_globals)]
impl FeatureMark {
    /// The river's spring.
    pub const Spring: FeatureMark = FeatureMark::registered("spring");
    /// The river's lake.
    pub const Lake: FeatureMark = FeatureMark::registered("lake");
}

/// A tile's place in the river's course.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RiverGroup {
    /// The spring, which starts the river.
    Spring,
    /// An ordinary river tile.
    River,
    /// The lake, which ends the river.
    Lake,
}

/// The place of `tile` in the river's course: `None` when it shows no river, else the end its
/// river feature has printed on it, if any.
pub fn group(tile: &TileDef) -> Option<RiverGroup> {
    let river = tile
        .features
        .iter()
        .find(|f| f.kind == FeatureKind::River)?;
    Some(if river.marks.contains(FeatureMark::Spring) {
        RiverGroup::Spring
    } else if river.marks.contains(FeatureMark::Lake) {
        RiverGroup::Lake
    } else {
        RiverGroup::River
    })
}
