//! Monasteries and gardens: 9 when the eight squares around are filled, else 1 + 1 per
//! neighbouring tile at game end (or when the abbot is taken back).

use crate::carcassonne::board::Group;
use crate::carcassonne::catalogue::FeatureKind;

/// Points for a monastery or garden and the rules applied.
pub fn value(group: &Group, with_abbot: bool) -> (i64, Vec<&'static str>) {
    let complete = group.is_complete();
    let mut rules = Vec::new();
    let points = if complete {
        9
    } else {
        1 + i64::from(group.neighbours)
    };
    if group.kind == FeatureKind::Garden {
        rules.push(if complete {
            "abbot.garden.complete"
        } else {
            "abbot.score"
        });
    } else {
        rules.push(if complete {
            "base.monastery.complete"
        } else {
            "base.monastery.incomplete"
        });
        if with_abbot {
            rules.push("abbot.score");
        }
    }
    (points, rules)
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let mut g = group(FeatureKind::Garden, 1, 1);
        g.neighbours = 8;
        assert_eq!(value(&g, true), (9, vec!["abbot.garden.complete"]));
    }
}
