//! The steps of a turn that expansions add ([`ActionDef`]s): put in the order they happen,
//! checked for what they need before them, and judged one by one, each seeing the effects of
//! the steps before it.

use arbiter_ids::{msg, rule};

use super::problem::{Message, Problem, Subject};
use super::tables::{ActionDef, StepContext, StepTime};
use super::turn::{ActionKind, ActionParam, Move, MoveVerdict, PieceAction};
use super::variants::Rules;

/// A move's steps in the order they happen: the one done instead of placing a piece first,
/// then the others as written. A step that must be done instead of placing a piece but comes
/// after another piece action, and a step whose required step does not come before it, are
/// problems.
pub(crate) fn in_order(mv: &Move, problems: &mut Vec<Problem>) -> Vec<(ActionKind, ActionParam)> {
    let mut out: Vec<(ActionKind, ActionParam)> = Vec::new();
    if let PieceAction::Special(kind, param) = mv.action {
        out.push((kind, param));
    }
    for (i, &(kind, param)) in mv.steps.iter().enumerate() {
        let def = kind.def();
        // Only steps laid with the tile (a bridge) or at the start of the piece step (a
        // ransom) may come before it.
        let first = matches!(mv.action, PieceAction::None)
            && mv.steps[..i]
                .iter()
                .all(|(k, _)| matches!(k.def().when, StepTime::BeforePiece | StepTime::WithTile));
        if def.when == StepTime::InsteadOfPiece && !first {
            // What comes before it: the move's piece, the action done instead of one, or an
            // earlier step written first.
            let (why, after) = match mv.action {
                PieceAction::Place { .. } => ("piece", ""),
                PieceAction::Special(k, _) => ("action", k.key()),
                PieceAction::None => (
                    "order",
                    mv.steps[..i]
                        .iter()
                        .find(|(k, _)| {
                            !matches!(k.def().when, StepTime::BeforePiece | StepTime::WithTile)
                        })
                        .map_or("", |(k, _)| k.key()),
                ),
            };
            problems.push(Problem::error(
                rule::BASE_MOVE_ONE_PIECE,
                Subject::MovePiece,
                Message::new(msg::PROBLEM_STEP_INSTEAD)
                    .arg("action-key", def.key)
                    .arg("why", why)
                    .arg("after-key", after),
            ));
        }
        out.push((kind, param));
    }
    for (i, &(kind, _)) in out.iter().enumerate() {
        let (needed, rule) = kind.def().follows;
        if !needed.is_empty() && !out[..i].iter().any(|(k, _)| needed.contains(&k.key())) {
            problems.push(Problem::error(
                rule,
                Subject::MovePiece,
                Message::new(msg::PROBLEM_STEP_FOLLOWS)
                    .arg("action-key", kind.key())
                    .arg("needed", needed.join(", ")),
            ));
        }
    }
    out
}

/// When a step happens under the rules in play: one done instead of placing a piece happens
/// where the piece would have been placed, before the scoring; a rule option may move a step
/// to another time ([`ActionDef::retimed`]).
fn time(def: &ActionDef, rules: &Rules) -> StepTime {
    match def.time(rules) {
        StepTime::InsteadOfPiece => StepTime::BeforeScoring,
        t => t,
    }
}

/// Judges the steps that happen at `when`, in order: each one's expansion must be played,
/// then its own check runs on the move as judged so far; a step its check finds nothing wrong
/// with applies its effects at once, so that the steps after it see them, even when an
/// earlier part of the move broke a rule (the dragon's second square is judged from its
/// first, whatever the piece placed before it). An illegal move's effects are dropped at the
/// end ([`super::turn::adjudicate`]).
pub(crate) fn judge<'a>(
    steps: &[(ActionKind, ActionParam)],
    when: StepTime,
    context: &dyn Fn(ActionParam) -> StepContext<'a>,
    problems: &mut Vec<Problem>,
    verdict: &mut MoveVerdict,
) {
    for (i, &(kind, param)) in steps.iter().enumerate() {
        let def = kind.def();
        let step = StepContext {
            earlier: &steps[..i],
            ..context(param)
        };
        if time(def, &step.setup.rules) != when {
            continue;
        }
        if !step.setup.rules.has(def.expansion) {
            problems.push(Problem::error(
                rule::BASE_TILE_EXPANSION,
                Subject::MovePiece,
                Message::new(msg::PROBLEM_ACTION_EXPANSION)
                    .arg("action-key", def.key)
                    .arg("expansion", def.expansion.key()),
            ));
        }
        // What the expansions play before it (the closed fields' flocks before the dragon).
        if problems.is_empty() {
            for e in super::variants::Expansion::all().filter(|&e| step.setup.rules.has(e)) {
                if let Some(hook) = e.def().before_step {
                    hook(&step, kind, verdict, problems);
                }
            }
        }
        // The check reads the verdict so far and adds to its rules (kept whether or not it
        // finds a problem).
        let mut rules = std::mem::take(&mut verdict.rules);
        let before = problems.len();
        let taken = (def.check)(&step, verdict, problems, &mut rules);
        verdict.rules = rules;
        if problems.len() == before {
            (def.apply)(&step, taken, verdict);
        }
    }
}
