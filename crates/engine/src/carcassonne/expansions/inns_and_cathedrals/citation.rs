//! When the rulings that back an Inns & Cathedrals rule apply.

use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::citation::{Condition, Evidence, Fact};
use crate::carcassonne::scoring::ScoredKind;

/// The conditions the rulings files may name for Inns & Cathedrals.
pub const CONDITIONS: &[(&str, Condition)] = &[
    ("inn-road-tile-twice", inn_road_tile_twice),
    ("cathedral-city-tile-twice", cathedral_city_tile_twice),
];

/// A completed road with an inn, entering some tile more than once, was scored: it counts
/// 2 per tile, not per road segment.
fn inn_road_tile_twice(e: &Evidence) -> bool {
    e.facts.iter().any(|f| {
        matches!(
            f,
            Fact::Scored {
                kind: ScoredKind::Road,
                complete: true,
                marks,
                tiles,
                parts,
                ..
            } if marks.contains(&FeatureMark::Inn) && *parts > *tiles as usize
        )
    })
}

/// A completed city with a cathedral, entering some tile more than once, was scored: it
/// counts 3 per tile, not per city segment.
fn cathedral_city_tile_twice(e: &Evidence) -> bool {
    e.facts.iter().any(|f| {
        matches!(
            f,
            Fact::Scored {
                kind: ScoredKind::City,
                complete: true,
                marks,
                tiles,
                parts,
                ..
            } if marks.contains(&FeatureMark::Cathedral) && *parts > *tiles as usize
        )
    })
}
