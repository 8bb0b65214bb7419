//! Roads: 1 per tile, complete or not; with an inn 2 per tile when complete, 0 when not.

use crate::carcassonne::board::Group;
use arbiter_ids::rule;

/// Points for a road and the rules applied.
pub fn value(road: &Group, complete: bool) -> (i64, Vec<&'static str>) {
    let tiles = i64::from(road.tile_count());
    let mut rules = Vec::new();
    let points = match (road.inns > 0, complete) {
        (true, true) => {
            rules.push(rule::IC_INN);
            2 * tiles
        }
        (true, false) => {
            rules.push(rule::IC_INN_INCOMPLETE);
            0
        }
        (false, true) => {
            rules.push(rule::BASE_ROAD_COMPLETE);
            tiles
        }
        (false, false) => {
            rules.push(rule::BASE_ROAD_INCOMPLETE);
            tiles
        }
    };
    if road.inns > 1 {
        rules.push(rule::IC_NO_STACK);
    }
    if road.parts.len() as u32 > road.tile_count() {
        rules.push(rule::BASE_COUNT_TILES);
    }
    (points, rules)
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

    #[test]
    fn inns_double_a_complete_road_and_zero_an_open_one() {
        let mut road = group(FeatureKind::Road, 5, 6);
        road.inns = 2;
        assert_eq!(
            value(&road, true),
            (
                10,
                vec![rule::IC_INN, rule::IC_NO_STACK, rule::BASE_COUNT_TILES]
            )
        );
        assert_eq!(value(&road, false).0, 0);
    }
}
