//! A made-up siege: a mover who lays a tile showing one city part may besiege that city (a
//! step, after the piece); the mark is per-feature state on the city part of the new tile. A
//! besieged city scored during play pays back half (rounded down) of what each player it
//! awards scores. The mark stays on the part that carries it; the city it belongs to is
//! besieged when any of its parts is.

use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::effect::Effect;
use crate::carcassonne::expansions::{
    ActionDef, ExpansionDef, FeatureStateDef, Locality, MoveContext, StepContext, StepTime, Taken,
};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::scoring::ScoreLine;
use crate::carcassonne::turn::{ActionKind, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::msg;

/// The mark's rule (made up: no ruling backs it).
pub const MARK_RULE: &str = "made-up.siege.mark";
/// The rule of what a besieged city pays back.
pub const SCORE_RULE: &str = "made-up.siege.score";

/// A city part besieged.
pub const BESIEGED: FeatureStateDef = FeatureStateDef {
    key: "made-up-besieged",
    min: 1,
    max: 1,
    rule: MARK_RULE,
    doc: "1: the city this part belongs to is besieged (made up).",
};

/// The made-up siege.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "made-up-siege",
    feature_state: &[BESIEGED],
    award_bonus: Some(pay_back),
    locality: Locality::Feature,
    ..ExpansionDef::EMPTY
};

/// The city of the new tile besieged, after the piece is placed.
pub const BESIEGE: ActionDef = ActionDef {
    key: "made-up-besiege",
    dutch: &[],
    expansion: Expansion::MadeUpSiege,
    param: None,
    jcz: "",
    piece: None,
    when: StepTime::BeforeScoring,
    retimed: &[],
    follows: (&[], ""),
    check: check_besiege,
    apply: apply_besiege,
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The made-up siege.
    pub const MadeUpSiege: Expansion = Expansion::registered("made-up-siege");
}

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// A city besieged.
    pub const MadeUpBesiege: ActionKind = ActionKind::registered("made-up-besiege");
}

/// The new tile's one city part (the feature of its catalogue entry), if it shows exactly one.
fn city_part(step: &StepContext) -> Option<usize> {
    let placed = &step.board.tiles[step.new_tile];
    let mut cities = placed
        .tile()
        .features
        .iter()
        .enumerate()
        .filter(|(_, f)| f.kind == FeatureKind::City)
        .map(|(i, _)| i);
    let first = cities.next()?;
    cities.next().is_none().then_some(first)
}

fn check_besiege(
    step: &StepContext,
    so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(MARK_RULE);
    let besieged = city_part(step).map(|f| {
        let group = step.board.group_of(step.new_tile, f);
        step.feature_state(so_far, group, BESIEGED.key).is_some()
    });
    // No one city part on the tile, or its city already besieged.
    if besieged != Some(false) {
        problems.push(Problem::error(
            MARK_RULE,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_STEP_FOLLOWS)
                .arg("action-key", MARK_RULE)
                .arg("needed", ""),
        ));
    }
    None
}

fn apply_besiege(step: &StepContext, _taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some(feature) = city_part(step) else {
        return;
    };
    verdict.push(Effect::feature_state(
        step.board,
        step.new_tile,
        feature,
        BESIEGED.key,
        1,
    ));
}

/// A besieged city scored during play: each player it awards pays back half their points.
fn pay_back(m: &MoveContext, line: &ScoreLine, verdict: &mut MoveVerdict) {
    let Some(group) = line.group else {
        return;
    };
    if m.feature_state(verdict, group, BESIEGED.key).is_none() {
        return;
    }
    for a in &line.awards {
        if a.points / 2 > 0 {
            verdict.push(Effect::Points {
                player: a.player,
                points: -(a.points / 2),
                rule: SCORE_RULE,
            });
        }
    }
}
