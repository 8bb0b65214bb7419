//! Roads: 1 per tile, complete or not (an inn changes that: `expansions/inns_and_cathedrals/`).

use crate::carcassonne::board::Group;
use arbiter_ids::rule;

/// Points for a road and the rules applied.
pub(crate) fn value(road: &Group, complete: bool) -> (i64, Vec<&'static str>) {
    let tiles = i64::from(road.tile_count());
    let mut rules = vec![if complete {
        rule::BASE_ROAD_COMPLETE
    } else {
        rule::BASE_ROAD_INCOMPLETE
    }];
    if road.parts.len() as u32 > road.tile_count() {
        rules.push(rule::BASE_COUNT_TILES);
    }
    (tiles, rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carcassonne::catalogue::FeatureKind;
    use crate::carcassonne::scoring::test_support::group;

    #[test]
    fn one_point_per_tile_complete_or_not() {
        let road = group(FeatureKind::Road, 4, 4);
        assert_eq!(value(&road, true), (4, vec![rule::BASE_ROAD_COMPLETE]));
        assert_eq!(value(&road, false), (4, vec![rule::BASE_ROAD_INCOMPLETE]));
    }
}
