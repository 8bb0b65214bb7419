//! Monasteries: 9 when the eight squares around are filled, else 1 + 1 per neighbouring tile
//! at game end (or when the abbot is taken back). Features that score alike (the Abbot's
//! garden) use `points` with their own rules.

use crate::carcassonne::board::Group;
use arbiter_ids::rule;

/// 9 when the eight squares around are filled, else 1 + 1 per neighbouring tile.
pub(crate) fn points(group: &Group) -> i64 {
    if group.is_complete() {
        9
    } else {
        1 + i64::from(group.neighbours)
    }
}

/// Points for a monastery and the rules applied.
pub(crate) fn value(group: &Group) -> (i64, Vec<&'static str>) {
    let rule = if group.is_complete() {
        rule::BASE_MONASTERY_COMPLETE
    } else {
        rule::BASE_MONASTERY_INCOMPLETE
    };
    (points(group), vec![rule])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carcassonne::catalogue::FeatureKind;
    use crate::carcassonne::scoring::test_support::group;

    #[test]
    fn nine_when_surrounded_else_one_plus_neighbours() {
        let mut m = group(FeatureKind::Monastery, 1, 1);
        m.neighbours = 3;
        assert_eq!(value(&m), (4, vec![rule::BASE_MONASTERY_INCOMPLETE]));
        m.neighbours = 8;
        assert_eq!(value(&m), (9, vec![rule::BASE_MONASTERY_COMPLETE]));
    }

    #[test]
    fn the_tiles_counted_are_the_monastery_and_its_neighbours() {
        let mut m = group(FeatureKind::Monastery, 1, 1);
        m.neighbours = 4;
        assert_eq!(m.counted_tiles(), 5);
        let road = group(FeatureKind::Road, 3, 3);
        assert_eq!(road.counted_tiles(), 3);
    }
}
