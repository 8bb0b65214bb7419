//! The abbey: laid instead of a drawn tile, into a hole only, once per player. Its sides meet
//! every edge and join nothing (the edge kind `abbey`), so the cities and roads it touches end
//! there and score as any feature the move completes; its monastery scores as a monastery.

use super::ABBEY;
use crate::carcassonne::board::{Board, Placed};
use crate::carcassonne::catalogue::TileDef;
use crate::carcassonne::effect::Effect;
use crate::carcassonne::expansions::{MoveContext, StepContext, StepTime};
use crate::carcassonne::geometry::Edge;
use crate::carcassonne::pieces::PlayerId;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::MoveVerdict;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// Whether `tile` is the abbey: the tile of this expansion that players hold.
pub(crate) fn is_abbey(tile: &TileDef) -> bool {
    tile.held && tile.expansion == Expansion::AbbeyAndMayor
}

/// Whether `player` has laid their abbey already.
pub(crate) fn used(setup: &Setup, player: PlayerId) -> bool {
    setup
        .player_state
        .rows(ABBEY.key)
        .get(player.index())
        .and_then(|row| row.first())
        .is_some_and(|&n| n > 0)
}

/// The abbey goes only into a hole: a square whose four neighbours all hold tiles.
pub fn check_move(
    _setup: &Setup,
    board: &Board,
    placed: &Placed,
    out: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) {
    if !is_abbey(placed.tile()) {
        return;
    }
    rules.push(rule::AM_ABBEY_PLACE);
    rules.push(rule::AM_ABBEY_CLOSES);
    if Edge::ALL
        .into_iter()
        .any(|e| !board.occupied(placed.pos.step(e)))
    {
        out.push(Problem::error(
            rule::AM_ABBEY_PLACE,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_AM_ABBEY_HOLE).arg("square", placed.pos.to_string()),
        ));
    }
}

/// A player who laid their abbey holds none to lay again (said once, before the scoring).
pub fn steps_owed(step: &StepContext, _so_far: &MoveVerdict, when: StepTime) -> Option<Problem> {
    if when != StepTime::BeforeScoring {
        return None;
    }
    let tile = step.board.tiles[step.new_tile].tile();
    (is_abbey(tile) && used(step.setup, step.player)).then(|| {
        Problem::error(
            rule::AM_ABBEY_PLACE,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_AM_ABBEY_NONE)
                .arg("player", step.setup.player_name(step.player)),
        )
    })
}

/// The abbey laid leaves its player's hand.
pub fn after_move(m: &MoveContext, verdict: &mut MoveVerdict) {
    if is_abbey(m.board.tiles[m.new_tile].tile()) {
        verdict.push(Effect::PlayerState {
            player: m.player,
            key: ABBEY.key,
            amounts: vec![1],
        });
    }
}
