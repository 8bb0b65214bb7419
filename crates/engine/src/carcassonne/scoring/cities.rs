//! Cities: 2 per tile and pennant when complete (a 2-tile city scores 4), 1 per tile and
//! pennant at game end (a cathedral changes that: `expansions/inns_and_cathedrals/`).

use crate::carcassonne::board::Group;
use crate::carcassonne::variants::{Rules, TwoTileCity};
use arbiter_ids::rule;

/// Points for a city and the rules applied.
pub(crate) fn value(city: &Group, complete: bool, rules: &Rules) -> (i64, Vec<&'static str>) {
    let tiles = i64::from(city.tile_count());
    let pennants = i64::from(city.pennants);
    let mut applied = Vec::new();
    let points = match complete {
        true if tiles == 2 => match rules.two_tile_city {
            TwoTileCity::Four => {
                applied.extend([rule::BASE_CITY_COMPLETE, rule::BASE_CITY_TWO_TILE]);
                2 * (tiles + pennants)
            }
            TwoTileCity::Two => {
                applied.push(rule::VARIANT_TWO_TILE_CITY);
                tiles + pennants
            }
        },
        true => {
            applied.push(rule::BASE_CITY_COMPLETE);
            2 * (tiles + pennants)
        }
        false => {
            applied.push(rule::BASE_CITY_INCOMPLETE);
            tiles + pennants
        }
    };
    if city.parts.len() as u32 > city.tile_count() {
        applied.push(rule::BASE_COUNT_TILES);
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
            (4, vec![rule::BASE_CITY_COMPLETE, rule::BASE_CITY_TWO_TILE])
        );
        rules.two_tile_city = TwoTileCity::Two;
        assert_eq!(
            value(&city, true, &rules),
            (2, vec![rule::VARIANT_TWO_TILE_CITY])
        );
    }
}
