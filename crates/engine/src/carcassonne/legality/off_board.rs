//! Pieces that stand off the features (neutral figures on a square, a piece beside another or
//! at a corner) and pieces held by other players (prisoners): each must be of a kind that
//! stands that way, whose expansion is in play, at a place that exists.

use arbiter_ids::{msg, rule};

use crate::carcassonne::effect::{Owner, PieceAddress, Spot};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::tables::Stand;
use crate::carcassonne::variants::Expansion;

/// Checks every piece of `setup.figures` and `setup.held`.
pub(crate) fn check(setup: &Setup, out: &mut Vec<Problem>) {
    for (i, f) in setup.figures.iter().enumerate() {
        let subject = Subject::Figure(i);
        let def = f.kind.def();
        super::pieces::expansion_in_play(setup, f.kind, subject, out);
        let form = match f.at {
            Spot::Tile { .. } => Some(Stand::OnTile),
            Spot::Beside(_) => Some(Stand::Beside),
            Spot::Corner(_) => Some(Stand::AtCorner),
            Spot::Feature { .. } | Spot::Held(_) => None,
        };
        let owner_fits = def.neutral == (f.owner == Owner::Nobody);
        // A figure beside a piece that left stays on its tile (`replay::take_away`).
        let left_alone = def.stands == Stand::Beside && form == Some(Stand::OnTile);
        if (form != Some(def.stands) && !left_alone) || !owner_fits {
            out.push(Problem::error(
                rule::BASE_PIECES_OFF_FEATURES,
                subject,
                Message::new(msg::PROBLEM_FIGURE_STANDS).arg("piece", f.kind.key()),
            ));
        } else if !place_exists(setup, f.at) {
            out.push(Problem::error(
                rule::BASE_PIECES_OFF_FEATURES,
                subject,
                Message::new(msg::PROBLEM_FIGURE_NOWHERE).arg("piece", f.kind.key()),
            ));
        }
    }
    let holding = Expansion::all()
        .filter(|&e| setup.rules.has(e))
        .find_map(|e| e.def().holds_pieces);
    for (i, h) in setup.held.iter().enumerate() {
        let subject = Subject::Held(i);
        let problem = if h.kind.def().neutral || h.holder == h.owner {
            Some((rule::BASE_PIECES_OFF_FEATURES, msg::PROBLEM_HELD_OWN))
        } else if holding.is_none() {
            Some((
                rule::BASE_PIECES_OFF_FEATURES,
                msg::PROBLEM_HELD_NO_EXPANSION,
            ))
        } else {
            None
        };
        if let Some((rule, id)) = problem {
            out.push(Problem::error(
                rule,
                subject,
                Message::new(id).arg("piece", h.kind.key()),
            ));
        }
    }
}

/// Whether the place a figure stands at exists: its tile, or the piece it stands beside.
fn place_exists(setup: &Setup, at: Spot) -> bool {
    match at {
        Spot::Tile { tile } => tile < setup.tiles.len(),
        Spot::Beside(PieceAddress::OnTile { tile, piece }) => setup
            .tiles
            .get(tile)
            .is_some_and(|t| piece < t.pieces.len()),
        Spot::Beside(PieceAddress::Figure(i)) => i < setup.figures.len(),
        Spot::Beside(PieceAddress::Held(_)) | Spot::Feature { .. } | Spot::Held(_) => false,
        Spot::Corner(_) => true,
    }
}
