//! Cities: 2 per tile and pennant when complete (a 2-tile city scores 4), 1 per tile and
//! pennant at game end; with a cathedral 3 per tile and pennant when complete, 0 when not.

use crate::carcassonne::board::Group;
use crate::carcassonne::variants::{Rules, TwoTileCity};

/// Points for a city and the rules applied.
pub fn value(city: &Group, complete: bool, rules: &Rules) -> (i64, Vec<&'static str>) {
    let tiles = i64::from(city.tile_count());
    let pennants = i64::from(city.pennants);
    let mut applied = Vec::new();
    let points = match (city.cathedrals > 0, complete) {
        (true, true) => {
            applied.push("ic.cathedral");
            3 * (tiles + pennants)
        }
        (true, false) => {
            applied.push("ic.cathedral.incomplete");
            0
        }
        (false, true) if tiles == 2 => match rules.two_tile_city {
            TwoTileCity::Four => {
                applied.extend(["base.city.complete", "base.city.two-tile"]);
                2 * (tiles + pennants)
            }
            TwoTileCity::Two => {
                applied.push("variant.two-tile-city");
                tiles + pennants
            }
        },
        (false, true) => {
            applied.push("base.city.complete");
            2 * (tiles + pennants)
        }
        (false, false) => {
            applied.push("base.city.incomplete");
            tiles + pennants
        }
    };
    if city.cathedrals > 1 {
        applied.push("ic.no-stack");
    }
    if city.parts.len() as u32 > city.tile_count() {
        applied.push("base.count-tiles");
    }
    (points, applied)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carcassonne::catalogue::FeatureKind;
    use crate::carcassonne::scoring::test_support::group;

    #[test]
    fn complete_and_incomplete_cities() {
        let mut city = group(FeatureKind::City, 5, 5);
        city.pennants = 2;
        let rules = Rules::default();
        assert_eq!(value(&city, true, &rules).0, 14);
        assert_eq!(value(&city, false, &rules).0, 7);
    }

    #[test]
    fn two_tile_city_scores_four_or_two() {
        let city = group(FeatureKind::City, 2, 2);
        let mut rules = Rules::default();
        assert_eq!(
            value(&city, true, &rules),
            (4, vec!["base.city.complete", "base.city.two-tile"])
        );
        rules.two_tile_city = TwoTileCity::Two;
        assert_eq!(
            value(&city, true, &rules),
            (2, vec!["variant.two-tile-city"])
        );
    }

    #[test]
    fn cathedral_triples_a_complete_city_and_zeroes_an_open_one() {
        let mut city = group(FeatureKind::City, 6, 7);
        city.pennants = 1;
        city.cathedrals = 1;
        let rules = Rules::default();
        assert_eq!(
            value(&city, true, &rules),
            (21, vec!["ic.cathedral", "base.count-tiles"])
        );
        assert_eq!(value(&city, false, &rules).0, 0);
    }
}
