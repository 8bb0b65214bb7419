//! How an inn and a cathedral change a feature's value: a completed road with an inn scores 2
//! per tile and an open one 0; a completed city with a cathedral 3 per tile and pennant and an
//! open one 0. Several on one feature count once.

use crate::carcassonne::board::Group;
use crate::carcassonne::catalogue::{FeatureKind, FeatureMark};
use arbiter_ids::rule;

/// The value of a road with an inn or a city with a cathedral; `None` for any other feature.
pub fn revalue(group: &Group, complete: bool) -> Option<(i64, Vec<&'static str>)> {
    let tiles = i64::from(group.tile_count());
    let (marks, points, rule) = match group.kind {
        k if k == FeatureKind::Road => {
            let rule = if complete {
                rule::IC_INN
            } else {
                rule::IC_INN_INCOMPLETE
            };
            (group.count(FeatureMark::Inn), 2 * tiles, rule)
        }
        k if k == FeatureKind::City => {
            let rule = if complete {
                rule::IC_CATHEDRAL
            } else {
                rule::IC_CATHEDRAL_INCOMPLETE
            };
            let per = tiles + i64::from(group.pennants);
            (group.count(FeatureMark::Cathedral), 3 * per, rule)
        }
        _ => return None,
    };
    if marks == 0 {
        return None;
    }
    let mut applied = vec![rule];
    if marks > 1 {
        applied.push(rule::IC_NO_STACK);
    }
    if group.parts.len() as u32 > group.tile_count() {
        applied.push(rule::BASE_COUNT_TILES);
    }
    Some((if complete { points } else { 0 }, applied))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carcassonne::scoring::test_support::group;

    #[test]
    fn cathedral_triples_a_complete_city_and_zeroes_an_open_one() {
        let mut city = group(FeatureKind::City, 6, 7);
        city.pennants = 1;
        city.marks[FeatureMark::Cathedral.index()] = 1;
        assert_eq!(
            revalue(&city, true),
            Some((21, vec![rule::IC_CATHEDRAL, rule::BASE_COUNT_TILES]))
        );
        assert_eq!(revalue(&city, false).map(|v| v.0), Some(0));
    }

    #[test]
    fn inns_double_a_complete_road_and_zero_an_open_one() {
        let mut road = group(FeatureKind::Road, 5, 6);
        road.marks[FeatureMark::Inn.index()] = 2;
        assert_eq!(
            revalue(&road, true),
            Some((
                10,
                vec![rule::IC_INN, rule::IC_NO_STACK, rule::BASE_COUNT_TILES]
            ))
        );
        assert_eq!(revalue(&road, false).map(|v| v.0), Some(0));
    }

    #[test]
    fn features_without_an_inn_or_cathedral_keep_their_value() {
        assert_eq!(revalue(&group(FeatureKind::Road, 3, 3), true), None);
        let mut monastery = group(FeatureKind::Monastery, 1, 1);
        monastery.marks[FeatureMark::Inn.index()] = 1;
        assert_eq!(revalue(&monastery, true), None);
    }
}
