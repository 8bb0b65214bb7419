//! The princess: a tile with her in a city part may, instead of a piece, send one follower of
//! that city home (any player's); the owner's builder or pig goes along when it was his last
//! follower there.

use super::fairy::named;
use super::figures::send_home;
use crate::carcassonne::board::GroupId;
use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::expansions::{ActionDef, ParamKind, StepContext, StepTime, Taken};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::turn::{ActionKind, MoveVerdict};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// A knight of the princess's city sent home, instead of placing a piece.
pub const PRINCESS: ActionDef = ActionDef {
    key: "princess",
    dutch: &["jonkvrouw"],
    expansion: Expansion::PrincessAndDragon,
    param: Some(ParamKind::Piece),
    jcz: "PRINCESS",
    piece: None,
    when: StepTime::InsteadOfPiece,
    follows: (&[], ""),
    check,
    apply,
};

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// The princess sends a knight home.
    pub const Princess: ActionKind = ActionKind::registered("princess");
}

/// The city the new tile's princess stands in, if it shows one.
pub(crate) fn princess_city(step: &StepContext) -> Option<GroupId> {
    let t = &step.board.tiles[step.new_tile];
    let f = t
        .tile()
        .features
        .iter()
        .position(|f| f.marks.contains(FeatureMark::Princess))?;
    Some(step.board.group_of(step.new_tile, f))
}

fn check(
    step: &StepContext,
    _so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::PD_PRINCESS_RETURN);
    let refused = match princess_city(step) {
        None => Message::new(msg::PROBLEM_PD_PRINCESS_NONE),
        Some(city) => match named(step, step.index, &|p| p.kind.occupies()) {
            Err(m) => m,
            Ok(p) if p.group != city => Message::new(msg::PROBLEM_PD_PRINCESS_OTHER_CITY),
            Ok(p) => {
                return Some(Taken {
                    kind: p.kind,
                    tile: p.tile,
                    piece: p.piece,
                    group: p.group,
                })
            }
        },
    };
    problems.push(Problem::error(
        rule::PD_PRINCESS_RETURN,
        Subject::MovePiece,
        refused,
    ));
    None
}

fn apply(step: &StepContext, taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some(t) = taken else { return };
    let Some(p) = step
        .index
        .pieces
        .iter()
        .find(|p| p.tile == t.tile && p.piece == t.piece)
        .copied()
    else {
        return;
    };
    send_home(step.index, &[p], rule::PD_PRINCESS_RETURN, verdict);
}
