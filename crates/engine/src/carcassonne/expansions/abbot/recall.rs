//! Taking the abbot back instead of placing a piece: the abbot's monastery or garden scores at
//! once, as at game end, and the abbot returns to its owner; only while that feature is
//! unfinished, the tile just laid counted.

use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::citation::Fact;
use crate::carcassonne::effect::{Destination, Effect, Owner, PieceAddress};
use crate::carcassonne::expansions::{ActionDef, StepContext, StepTime, Taken};
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::scoring::{monasteries, Award, ScoreLine, ScoredKind};
use crate::carcassonne::turn::MoveVerdict;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// The recall, as a move action.
pub const RECALL: ActionDef = ActionDef {
    key: "recall-abbot",
    dutch: &["abt-terugnemen"],
    expansion: Expansion::Abbot,
    param: None,
    jcz: "ABBOT_RETURN",
    piece: Some(PieceKind::Abbot),
    when: StepTime::InsteadOfPiece,
    retimed: &[],
    follows: (&[], ""),
    check,
    apply,
};

/// The mover's abbot, if any stands; the rule applied and any problem are added to the lists.
fn check(
    step: &StepContext,
    _so_far: &MoveVerdict,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule::ABBOT_RECALL);
    let player = step.player;
    let found = step
        .index
        .pieces
        .iter()
        .find(|p| p.owner == player && p.kind == PieceKind::Abbot);
    if found.is_none() {
        problems.push(Problem::error(
            rule::ABBOT_RECALL,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_NO_ABBOT_TO_RECALL)
                .arg("player", step.setup.players[player.index()].name.as_str()),
        ));
    }
    let p = found?;
    let g = step.board.group(p.group);
    if g.is_complete() {
        // JCloisterZone offers the recall only for an abbot whose monastery or garden is
        // unfinished once the tile is laid (`AbbotCapability.onActionPhaseEntered`).
        rules.push(rule::ABBOT_RECALL_UNFINISHED);
        problems.push(Problem::error(
            rule::ABBOT_RECALL_UNFINISHED,
            Subject::MovePiece,
            Message::new(msg::PROBLEM_ABBOT_RECALL_COMPLETED)
                .arg("player", step.setup.players[player.index()].name.as_str())
                .arg("feature", g.kind.name()),
        ));
        return None;
    }
    Some(Taken {
        kind: p.kind,
        tile: p.tile,
        piece: p.piece,
        group: p.group,
    })
}

/// Scores the abbot's feature for its owner and returns the abbot.
fn apply(step: &StepContext, taken: Option<Taken>, verdict: &mut MoveVerdict) {
    let Some(taken) = taken else { return };
    let (board, player) = (step.board, step.player);
    let g = board.group(taken.group);
    let (points, mut applied) = if g.kind == FeatureKind::Garden {
        super::garden_value(g)
    } else {
        let (points, mut rules) = monasteries::value(g);
        rules.push(rule::ABBOT_SCORE);
        (points, rules)
    };
    applied.insert(0, rule::ABBOT_RECALL);
    let line = ScoreLine::new(
        ScoredKind::Feature(g.kind),
        Some(taken.group),
        g.is_complete(),
        board,
        vec![(player, 1)],
        vec![Award {
            player,
            points,
            bonus: false,
        }],
        applied,
    );
    verdict.evidence.facts.push(Fact::AbbotRecalled);
    verdict.evidence.facts.push(Fact::scored(&line));
    verdict.push(Effect::Scored {
        line,
        by_action: true,
    });
    verdict.push(Effect::Removed {
        piece: PieceAddress::OnTile {
            tile: taken.tile,
            piece: taken.piece,
        },
        owner: Owner::Player(player),
        kind: taken.kind,
        to: Destination::Supply,
        rule: rule::BASE_SCORING_RETURN,
    });
}
