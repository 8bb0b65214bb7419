//! The Abbot: garden tiles (the classic set's variant 2) and the abbot, who stands on a
//! monastery or a garden, is the only piece a garden takes, and may be taken back and scored
//! instead of placing a piece.

pub mod recall;

pub mod citation;
use super::{
    Completion, Drawing, ExpansionDef, FeatureKindDef, Figure, Letter, Lies, PieceDef, Shape,
};
use crate::carcassonne::board::Group;
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::citation::Fact;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::scoring::monasteries;
use crate::carcassonne::turn::{ActionKind, ActionParam, PieceAction};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::rule;

/// The Abbot.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "abbot",
    names: &["The Abbot", "De Abt"],
    jcz_elements: &["abbot", "garden"],
    tile_set: 2,
    features: &[FeatureKind::Garden],
    reserved_features: &[(FeatureKind::Garden, rule::ABBOT_GARDEN_ONLY_ABBOT)],
    conditions: citation::CONDITIONS,
    ..ExpansionDef::EMPTY
};

/// The abbot: monasteries and gardens only.
pub const ABBOT: PieceDef = PieceDef {
    key: "abbot",
    dutch: &["abt"],
    jcz: "abbot",
    supply_rule: rule::ABBOT_SUPPLY,
    expansion: Expansion::Abbot,
    stands_on: &[FeatureKind::Monastery, FeatureKind::Garden],
    wrong_feature_rule: rule::ABBOT_PLACE,
    move_rules: &[rule::ABBOT_PLACE, rule::BASE_MOVE_OCCUPIED],
    position_rules: &[rule::ABBOT_PLACE],
    completed_rule: rule::BASE_PIECE_COMPLETED_OCCUPIED,
    scoring_rule: Some((FeatureKind::Monastery, rule::ABBOT_SCORE)),
    letter: Letter::Fixed('A'),
    figure: Figure {
        shapes: &[
            Shape::Meeple(1.0),
            Shape::Path(0.0, -14.0, "l-5,-8 l10,0 Z"),
        ],
        centred_on: &[FeatureKind::Monastery, FeatureKind::Garden],
    },
    ..PieceDef::EMPTY
};

/// The garden: inside the tile, complete when surrounded, scored like a monastery; only the
/// abbot stands on it (reserved above).
pub const GARDEN: FeatureKindDef = FeatureKindDef {
    key: "garden",
    dutch: &["tuin"],
    jcz: &["Garden"],
    lies: Lies::Inside,
    edge: None,
    completes: Completion::Surrounded,
    value: Some(|g, _, _| garden_value(g)),
    seen_mark: true,
    drawing: Drawing::Centre {
        svg: "<rect x=\"30\" y=\"30\" width=\"40\" height=\"40\" rx=\"6\" fill=\"#3f7a2a\"/><circle cx=\"40\" cy=\"40\" r=\"4\" fill=\"#f9e04b\"/><circle cx=\"60\" cy=\"44\" r=\"4\" fill=\"#f08bb0\"/><circle cx=\"46\" cy=\"60\" r=\"4\" fill=\"#ffffff\"/>",
        under_roads: true,
        letter: 'G',
    },
};

/// Points for a garden (as a monastery's) and the rules applied.
pub fn garden_value(group: &Group) -> (i64, Vec<&'static str>) {
    let rule = if group.is_complete() {
        rule::ABBOT_GARDEN_COMPLETE
    } else {
        rule::ABBOT_SCORE
    };
    (monasteries::points(group), vec![rule])
}

#[allow(non_upper_case_globals)]
impl FeatureKind {
    /// An Abbot garden.
    pub const Garden: FeatureKind = FeatureKind::registered("garden");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The Abbot (abbots and gardens).
    pub const Abbot: Expansion = Expansion::registered("abbot");
}

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The abbot: monasteries and gardens only.
    pub const Abbot: PieceKind = PieceKind::registered("abbot");
}

#[allow(non_upper_case_globals)]
impl PieceAction {
    /// Takes the abbot back and scores it, instead of placing a piece.
    pub const RecallAbbot: PieceAction =
        PieceAction::Special(ActionKind::registered("recall-abbot"), ActionParam::None);
}

#[allow(non_upper_case_globals)]
impl Fact {
    /// The abbot taken back and scored.
    pub const AbbotRecalled: Fact = Fact::Action(ActionKind::registered("recall-abbot"));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carcassonne::catalogue::Catalogue;
    use crate::carcassonne::scoring::test_support::group;

    #[test]
    fn a_garden_scores_as_a_monastery_citing_its_own_rules() {
        let mut g = group(FeatureKind::Garden, 1, 1);
        g.neighbours = 8;
        assert_eq!(garden_value(&g), (9, vec![rule::ABBOT_GARDEN_COMPLETE]));
        g.neighbours = 2;
        assert_eq!(garden_value(&g), (3, vec![rule::ABBOT_SCORE]));
        let value = FeatureKind::Garden.def().value.expect("gardens score");
        assert_eq!(value(&g, false, &Default::default()), garden_value(&g));
    }

    /// Gardens per expansion in the classic set (none) and in the set with gardens.
    #[test]
    fn garden_counts_match_the_fact_sheet() {
        let gardens = |exp: Expansion, variant: u8| -> u32 {
            Catalogue::get()
                .tiles()
                .iter()
                .filter(|t| t.expansion == exp)
                .filter(|t| t.features.iter().any(|f| f.kind == FeatureKind::Garden))
                .map(|t| u32::from(t.count_in(variant)))
                .sum()
        };
        for (exp, n) in [
            (Expansion::Base, 8),
            (Expansion::River, 1),
            (Expansion::InnsAndCathedrals, 2),
            (Expansion::TradersAndBuilders, 2),
        ] {
            assert_eq!(gardens(exp, 1), 0);
            assert_eq!(gardens(exp, 2), n);
        }
    }
}
