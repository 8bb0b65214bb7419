//! Monasteries: 9 when the eight squares around are filled, else 1 + 1 per neighbouring tile
//! at game end (or when the abbot is taken back). Features that score alike (the Abbot's
//! garden) use [`points`] with their own rules.

use crate::carcassonne::board::Group;

/// 9 when the eight squares around are filled, else 1 + 1 per neighbouring tile.
pub fn points(group: &Group) -> i64 {
    if group.is_complete() {
        9
    } else {
        1 + i64::from(group.neighbours)
    }
}

/// Points for a monastery and the rules applied.
pub fn value(group: &Group, with_abbot: bool) -> (i64, Vec<&'static str>) {
    let mut rules = vec![if group.is_complete() {
        "base.monastery.complete"
    } else {
        "base.monastery.incomplete"
    }];
    if with_abbot {
        rules.push("abbot.score");
    }
    (points(group), rules)
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
        assert_eq!(value(&m, false), (4, vec!["base.monastery.incomplete"]));
        m.neighbours = 8;
        assert_eq!(
            value(&m, true),
            (9, vec!["base.monastery.complete", "abbot.score"])
        );
    }
}
