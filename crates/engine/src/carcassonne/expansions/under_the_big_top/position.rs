//! What a standing position with Under the Big Top must show: acrobats are ordinary
//! followers, at most 3 on a space, besides at most one other piece on their tile; the big top
//! on a circus tile, and on the board once a circus tile lies there; animal tokens only on
//! circus tiles, of the box's values, no more of a value than the box holds.

use super::tokens::{allowed, big_top, on, SET};
use super::{may_be_acrobat, shows};
use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::expansions::bridges_castles_and_bazaars::bridges::bridged_in;
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// The position's problems with acrobats, the big top and the animal tokens.
pub fn check(setup: &Setup, board: &Board, index: &PieceIndex, out: &mut Vec<Problem>) {
    acrobats(setup, board, index, out);
    if !setup.rules.has(Expansion::UnderTheBigTop) {
        return;
    }
    the_big_top(setup, out);
    tokens(setup, out);
}

/// Acrobats: ordinary followers only, at most 3 per space, none on a tile with a bridge, and
/// one other piece on the tile (more when other expansions bring them).
fn acrobats(setup: &Setup, board: &Board, index: &PieceIndex, out: &mut Vec<Problem>) {
    for (t, tile) in setup.tiles.iter().enumerate() {
        if !shows(setup, t, FeatureKind::Acrobats) {
            continue;
        }
        let square = tile.pos.to_string();
        let mut on_space = 0;
        let mut others = 0;
        // The tile's own piece, and those the other expansions bring (a wagon moved in, a
        // follower through a magic portal, a tower's top).
        let room = 1 + crate::carcassonne::legality::pieces::extra_pieces(
            setup,
            t,
            Some(Expansion::UnderTheBigTop),
        )
        .0;
        for p in index.pieces.iter().filter(|p| p.tile == t) {
            let subject = Subject::Piece {
                tile: t,
                piece: p.piece,
            };
            if board.group(p.group).kind != FeatureKind::Acrobats {
                others += 1;
                if others == room + 1 {
                    out.push(Problem::error(
                        rule::BASE_MOVE_ONE_PIECE,
                        subject,
                        Message::new(msg::PROBLEM_BT_TILE_PIECES)
                            .arg("square", square.as_str())
                            .arg("count", others),
                    ));
                }
                continue;
            }
            on_space += 1;
            // JCloisterZone lays no bridge over followers on an acrobat space, and puts no
            // acrobat on a tile with a bridge.
            if on_space == 1 && bridged_in(setup, t) {
                out.push(Problem::error(
                    rule::BCB_BRIDGE_PLACE,
                    subject,
                    Message::new(msg::PROBLEM_BT_ACROBAT_BRIDGE).arg("square", square.as_str()),
                ));
            }
            if !may_be_acrobat(p.kind) {
                out.push(Problem::error(
                    rule::BT_ACROBAT_PLACE,
                    subject,
                    Message::new(msg::PROBLEM_BT_ACROBAT_KIND)
                        .arg("piece", p.kind.key())
                        .arg("square", square.as_str()),
                ));
            }
            if on_space == 4 {
                let count = index
                    .pieces
                    .iter()
                    .filter(|q| q.tile == t && board.group(q.group).kind == FeatureKind::Acrobats)
                    .count();
                out.push(Problem::error(
                    rule::BT_ACROBAT_PLACE,
                    subject,
                    Message::new(msg::PROBLEM_BT_ACROBATS_FULL)
                        .arg("square", square.as_str())
                        .arg("count", count),
                ));
            }
        }
    }
}

/// The big top stands on a circus tile, and on the board once a circus tile lies there.
fn the_big_top(setup: &Setup, out: &mut Vec<Problem>) {
    match big_top(setup) {
        Some((tile, figure)) => {
            if !shows(setup, tile, FeatureKind::Circus) {
                out.push(Problem::error(
                    rule::BT_BIGTOP_MOVE,
                    Subject::Figure(figure),
                    Message::new(msg::PROBLEM_BT_BIGTOP_TILE)
                        .arg("square", setup.tiles[tile].pos.to_string()),
                ));
            }
        }
        None => {
            let circus: Vec<usize> = (0..setup.tiles.len())
                .filter(|&t| shows(setup, t, FeatureKind::Circus))
                .collect();
            if let (Some(&first), false) = (circus.first(), setup.partial) {
                out.push(Problem::error(
                    rule::BT_BIGTOP_MOVE,
                    Subject::Tile(first),
                    Message::new(msg::PROBLEM_BT_BIGTOP_MISSING).arg("count", circus.len()),
                ));
            }
        }
    }
}

/// Tokens lie on circus tiles, with the box's values, no more of one than the box holds.
fn tokens(setup: &Setup, out: &mut Vec<Problem>) {
    let mut seen: Vec<(u32, usize)> = Vec::new();
    for (t, tile) in setup.tiles.iter().enumerate() {
        let Some(value) = on(setup, t) else { continue };
        let square = tile.pos.to_string();
        if !shows(setup, t, FeatureKind::Circus) {
            out.push(Problem::error(
                rule::BT_CIRCUS_SCORE,
                Subject::Tile(t),
                Message::new(msg::PROBLEM_BT_TOKEN_TILE).arg("square", square),
            ));
            continue;
        }
        if !SET.iter().any(|(v, _)| *v == value) {
            out.push(Problem::error(
                rule::BT_CIRCUS_SCORE,
                Subject::Tile(t),
                Message::new(msg::PROBLEM_BT_TOKEN_VALUE)
                    .arg("square", square)
                    .arg("value", value),
            ));
            continue;
        }
        let count = match seen.iter_mut().find(|(v, _)| *v == value) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                seen.push((value, 1));
                1
            }
        };
        let box_holds = allowed(setup, value);
        if count == box_holds + 1 {
            let total = (0..setup.tiles.len())
                .filter(|&u| shows(setup, u, FeatureKind::Circus) && on(setup, u) == Some(value))
                .count();
            out.push(Problem::error(
                rule::BT_CIRCUS_SCORE,
                Subject::Tile(t),
                Message::new(msg::PROBLEM_BT_TOKEN_COUNT)
                    .arg("count", total)
                    .arg("value", value)
                    .arg("allowed", box_holds),
            ));
        }
    }
}
