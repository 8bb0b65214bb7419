//! The Tower's checks on a standing position: heights only on towers, who may stand on a
//! tower top (a follower or big follower, on a tower at least one floor high, one at most),
//! the floors on the board against the box and against the floors the players placed, and
//! the prisoners (followers only).

use super::{capturable, may_top, share, tower_feature, FLOORS, HEIGHT};
use crate::carcassonne::board::Board;
use crate::carcassonne::pieces::PlayerId;
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// Checks a position (run whether the Tower is on or not: its tiles may be there without it).
pub(super) fn position(setup: &Setup, _board: &Board, _index: &PieceIndex, out: &mut Vec<Problem>) {
    let mut on_board = 0u32;
    for (t, tile) in setup.tiles.iter().enumerate() {
        let tower = tower_feature(setup, t);
        let height = tile.state.get(HEIGHT.key).unwrap_or(0);
        if tower.is_none() && height > 0 {
            out.push(Problem::error(
                rule::TOWER_RAISE,
                Subject::Tile(t),
                Message::new(msg::PROBLEM_TOWER_NONE).arg("square", tile.pos.to_string()),
            ));
            continue;
        }
        on_board += height;
        let Some(tower) = tower else { continue };
        let mut on_top = 0;
        for (i, p) in tile.pieces.iter().enumerate() {
            if p.feature != tower {
                continue;
            }
            on_top += 1;
            let subject = Subject::Piece { tile: t, piece: i };
            if !may_top(p.kind) {
                out.push(Problem::error(
                    rule::TOWER_TOP,
                    subject,
                    Message::new(msg::PROBLEM_TOWER_TOP_KIND).arg("piece", p.kind.key()),
                ));
            } else if height == 0 {
                out.push(Problem::error(
                    rule::TOWER_TOP,
                    subject,
                    Message::new(msg::PROBLEM_TOWER_BARE).arg("square", tile.pos.to_string()),
                ));
            } else if on_top > 1 {
                out.push(Problem::error(
                    rule::TOWER_TOP,
                    subject,
                    Message::new(msg::PROBLEM_TOWER_CLOSED).arg("square", tile.pos.to_string()),
                ));
            }
        }
    }
    for (i, h) in setup.held.iter().enumerate() {
        if !capturable(h.kind) {
            out.push(Problem::error(
                rule::TOWER_CAPTURE,
                Subject::Held(i),
                Message::new(msg::PROBLEM_TOWER_PRISONER_KIND).arg("piece", h.kind.key()),
            ));
        }
    }
    if !setup.rules.has(Expansion::Tower) {
        return;
    }
    let players = setup.players.len();
    let share = share(players);
    let box_holds = share * players as u32;
    if on_board > box_holds {
        out.push(Problem::error(
            rule::TOWER_FLOORS,
            Subject::Position,
            Message::new(msg::PROBLEM_TOWER_FLOORS_BOX)
                .arg("count", on_board)
                .arg("allowed", box_holds)
                .arg("players", players),
        ));
    }
    let rows = setup.player_state.rows(FLOORS.key);
    let mut placed_total = 0u32;
    for (p, row) in rows.iter().enumerate() {
        let placed = row.first().copied().unwrap_or(0);
        placed_total = placed_total.saturating_add(placed);
        if placed > share {
            out.push(Problem::error(
                rule::TOWER_FLOORS,
                Subject::Player(PlayerId::unchecked(p)),
                Message::new(msg::PROBLEM_TOWER_FLOORS_PLAYER)
                    .arg("player", setup.players[p].name.as_str())
                    .arg("count", placed)
                    .arg("allowed", share),
            ));
        }
    }
    // Floors said to be placed must be the floors on the board (none said: not known).
    if placed_total > 0 && placed_total != on_board {
        out.push(Problem::error(
            rule::TOWER_FLOORS,
            Subject::Position,
            Message::new(msg::PROBLEM_TOWER_FLOORS_PLACED)
                .arg("placed", placed_total)
                .arg("count", on_board),
        ));
    }
}
