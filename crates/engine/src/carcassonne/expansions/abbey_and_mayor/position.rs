//! What a standing position with Abbey & Mayor must show: each barn at a corner where four
//! tiles meet with a field holding it, no piece in a barn's field but a shepherd (its farmers
//! went home when the barn came or their field joined it), and as many players who have laid
//! their abbey as abbeys lie on the board.

use super::abbey::{is_abbey, used};
use super::barn::{barns, corner_field};
use crate::carcassonne::board::Board;
use crate::carcassonne::effect::Spot;
use crate::carcassonne::pieces::{PieceKind, PlayerId};
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use arbiter_ids::{msg, rule};

/// The position's problems with barns and abbeys.
pub fn check(setup: &Setup, board: &Board, index: &PieceIndex, out: &mut Vec<Problem>) {
    for (i, f) in setup.figures.iter().enumerate() {
        if f.kind != PieceKind::Barn {
            continue;
        }
        if let Spot::Corner(c) = f.at {
            if corner_field(board, c).is_none() {
                out.push(Problem::error(
                    rule::AM_BARN_PLACE,
                    Subject::Figure(i),
                    Message::new(msg::PROBLEM_AM_BARN_CORNER).arg("square", c.to_string()),
                ));
            }
        }
    }
    let fields = barns(setup, board);
    for (_, _, g) in &fields {
        for p in index.on(*g).filter(|p| !p.kind.def().beside_barns) {
            out.push(Problem::error(
                rule::AM_BARN_FIELD,
                Subject::Piece {
                    tile: p.tile,
                    piece: p.piece,
                },
                Message::new(msg::PROBLEM_AM_BARN_FARMER).arg("piece", p.kind.key()),
            ));
        }
    }
    let abbeys: Vec<usize> = setup
        .tiles
        .iter()
        .enumerate()
        .filter(|(_, t)| is_abbey(crate::carcassonne::catalogue::Catalogue::get().tile(t.def)))
        .map(|(i, _)| i)
        .collect();
    let laid = (0..setup.players.len())
        .filter(|&p| used(setup, PlayerId::unchecked(p)))
        .count();
    if abbeys.len() > laid {
        out.push(Problem::error(
            rule::AM_ABBEY_PLACE,
            Subject::Tile(abbeys[laid]),
            Message::new(msg::PROBLEM_AM_ABBEY_COUNT)
                .arg("count", abbeys.len())
                .arg("laid", laid),
        ));
    }
}
