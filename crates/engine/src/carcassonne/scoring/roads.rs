//! Roads: 1 per tile, complete or not; with an inn 2 per tile when complete, 0 when not.

use crate::carcassonne::board::Group;

/// Points for a road and the rules applied.
pub fn value(road: &Group, complete: bool) -> (i64, Vec<&'static str>) {
    let tiles = i64::from(road.tile_count());
    let mut rules = Vec::new();
    let points = match (road.inns > 0, complete) {
        (true, true) => {
            rules.push("ic.inn");
            2 * tiles
        }
        (true, false) => {
            rules.push("ic.inn.incomplete");
            0
        }
        (false, true) => {
            rules.push("base.road.complete");
            tiles
        }
        (false, false) => {
            rules.push("base.road.incomplete");
            tiles
        }
    };
    if road.inns > 1 {
        rules.push("ic.no-stack");
    }
    if road.parts.len() as u32 > road.tile_count() {
        rules.push("base.count-tiles");
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
        assert_eq!(value(&road, true), (4, vec!["base.road.complete"]));
        assert_eq!(value(&road, false), (4, vec!["base.road.incomplete"]));
    }

    #[test]
    fn inns_double_a_complete_road_and_zero_an_open_one() {
        let mut road = group(FeatureKind::Road, 5, 6);
        road.inns = 2;
        assert_eq!(
            value(&road, true),
            (10, vec!["ic.inn", "ic.no-stack", "base.count-tiles"])
        );
        assert_eq!(value(&road, false).0, 0);
    }
}
