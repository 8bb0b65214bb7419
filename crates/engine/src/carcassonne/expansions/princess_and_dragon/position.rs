//! What a standing position of this box cannot show: a piece on the dragon's tile (the dragon
//! eats all it lands on but a castle's occupant, and nobody places a piece there), a tile with the dragon's symbol
//! or the dragon with no volcano on the board, two dragons or two fairies, the fairy on the
//! dragon's tile or beside a piece that cannot hold her.

use super::figures::tile_of;
use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::effect::{PieceAddress, Spot};
use crate::carcassonne::expansions::{tower, under_the_big_top};
use crate::carcassonne::legality::pieces::keeps_pieces;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use arbiter_ids::{msg, rule};

/// Checks a position (whether the expansion is on or not: its figures need it on, which the
/// core's check of figures says).
pub(crate) fn check(setup: &Setup, board: &Board, _index: &PieceIndex, out: &mut Vec<Problem>) {
    let volcano = board
        .tiles
        .iter()
        .any(|t| t.tile().marks.contains(FeatureMark::Volcano));
    if !volcano {
        for (i, t) in board.tiles.iter().enumerate() {
            if t.tile().marks.contains(FeatureMark::DragonSymbol) {
                out.push(Problem::error(
                    rule::PD_DRAGON_DRAW,
                    Subject::Tile(i),
                    Message::new(msg::PROBLEM_PD_DRAGON_DRAW).arg("tile", t.tile().id.as_ref()),
                ));
            }
        }
    }
    let mut seen = [0usize; 2];
    let mut dragon_tile = None;
    for (i, f) in setup.figures.iter().enumerate() {
        let which = match f.kind {
            PieceKind::Dragon => 0,
            PieceKind::Fairy => 1,
            _ => continue,
        };
        seen[which] += 1;
        if seen[which] > 1 {
            out.push(Problem::error(
                rule::BASE_PIECES_OFF_FEATURES,
                Subject::Figure(i),
                Message::new(msg::PROBLEM_PD_FIGURE_TWICE).arg("piece", f.kind.key()),
            ));
            continue;
        }
        if which == 0 {
            dragon_tile = tile_of(f.at);
            if !volcano {
                out.push(Problem::error(
                    rule::PD_DRAGON_VOLCANO,
                    Subject::Figure(i),
                    Message::new(msg::PROBLEM_PD_DRAGON_NO_VOLCANO),
                ));
            }
        }
    }
    if let Some(tile) = dragon_tile.filter(|&t| t < setup.tiles.len()) {
        for (p, piece) in setup.tiles[tile].pieces.iter().enumerate() {
            // A castle's occupant stays where the dragon lands (Bridges, Castles & Bazaars).
            let group = board.group_of(tile, piece.feature);
            if keeps_pieces(setup, board, group, None) {
                continue;
            }
            // An acrobat may join an acrobat space on the dragon's tile (Under the Big Top):
            // JCloisterZone's acrobat placement asks nothing of the dragon.
            if under_the_big_top::acrobat_space(board.group(group).kind) {
                continue;
            }
            // A follower may top a tower on the dragon's tile (The Tower): JCloisterZone's
            // tower placement asks nothing of the dragon either.
            if tower::is_tower(board.group(group).kind) {
                continue;
            }
            out.push(Problem::error(
                rule::PD_DRAGON_TILE,
                Subject::Piece { tile, piece: p },
                Message::new(msg::PROBLEM_PD_PIECE_ON_DRAGON)
                    .arg("piece", piece.kind.key())
                    .arg("square", setup.tiles[tile].pos.to_string()),
            ));
        }
    }
    for (i, f) in setup.figures.iter().enumerate() {
        if f.kind != PieceKind::Fairy {
            continue;
        }
        // JCloisterZone moves the fairy beside a follower of the mover's anywhere, asking
        // nothing of the dragon: on a tower top, an acrobat space or in a castle, where a
        // follower may stand on the dragon's tile, she may stand there too (and stays, alone,
        // when that follower leaves).
        if dragon_tile.is_some()
            && tile_of(f.at) == dragon_tile
            && !dragon_tile.is_some_and(|t| holds_beside_dragon(setup, board, t))
        {
            out.push(Problem::error(
                rule::PD_DRAGON_MOVE,
                Subject::Figure(i),
                Message::new(msg::PROBLEM_PD_FAIRY_ON_DRAGON),
            ));
        }
        // Under `on-tile` only her tile matters, not the piece she is written beside.
        if let (Spot::Beside(PieceAddress::OnTile { tile, piece }), false) =
            (f.at, super::fairy::on_tile(setup))
        {
            let holder = setup.tiles.get(tile).and_then(|t| t.pieces.get(piece));
            if holder.is_some_and(|p| !p.kind.occupies()) {
                out.push(Problem::error(
                    rule::PD_FAIRY_MOVE,
                    Subject::Figure(i),
                    Message::new(msg::PROBLEM_PD_FAIRY_SPECIAL)
                        .arg("piece", holder.map_or("", |p| p.kind.key())),
                ));
            }
        }
    }
}

/// Whether tile entry `tile` has a place where a follower may stand on the dragon's tile: a
/// tower top, an acrobat space, a castle.
fn holds_beside_dragon(setup: &Setup, board: &Board, tile: usize) -> bool {
    let Some(placed) = board.tiles.get(tile) else {
        return false;
    };
    (0..placed.tile().features.len()).any(|f| {
        let group = board.group_of(tile, f);
        let kind = board.group(group).kind;
        tower::is_tower(kind)
            || under_the_big_top::acrobat_space(kind)
            || keeps_pieces(setup, board, group, None)
    })
}
