//! The tiles under the hills: once every tile still in the box lies under a hill, none is left
//! to draw, and the game is over (JCloisterZone's `TilePack.size()` counts the tiles less
//! those hidden under hills, and its `TilePhase` ends the game on an empty pack): no tile of
//! the box is laid any more, nor drawn to be discarded.

use crate::carcassonne::board::{Board, Placed};
use crate::carcassonne::catalogue::{Catalogue, TileDef};
use crate::carcassonne::expansions::bridges_castles_and_bazaars::bazaar;
use crate::carcassonne::game_end::{hiding, tiles_left};
use crate::carcassonne::legality::placement::copies_allowed;
use crate::carcassonne::position::Position;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// How many tiles the box still holds when all of them lie under hills (none to draw).
/// Tiles the position does not say were discarded count as left, so an unsaid discard never
/// makes the box look emptier than it is.
fn all_under_hills(setup: &Setup) -> Option<usize> {
    if !setup.rules.has(Expansion::HillsAndSheep) {
        return None;
    }
    // As `tiles_to_draw` counts, the box left once: none to draw when the hills hide them all.
    let left = tiles_left(setup).len();
    (left > 0 && left <= hiding(setup)).then_some(left)
}

fn problem(count: usize, subject: Subject) -> Problem {
    Problem::error(
        rule::HS_HILL_HIDDEN,
        subject,
        Message::new(msg::HS_PROBLEM_BOX_UNDER_HILLS).arg("count", count),
    )
}

/// No tile is drawn (to be discarded) while all those left lie under hills.
pub(crate) fn check_draw(position: &Position, _tile: &TileDef) -> Option<Problem> {
    all_under_hills(position.setup()).map(|n| problem(n, Subject::Position))
}

/// No tile of the box is laid while all those left lie under hills: a tile the players hold
/// (an abbey) or one bought at a bazaar's auction still waiting to be laid is no draw.
pub(crate) fn check_move(
    setup: &Setup,
    _board: &Board,
    placed: &Placed,
    out: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) {
    let tile = Catalogue::get().tile(placed.def);
    if copies_allowed(tile, &setup.rules) == 0 || bazaar::waiting(setup) {
        return;
    }
    if let Some(n) = all_under_hills(setup) {
        rules.push(rule::HS_HILL_HIDDEN);
        out.push(problem(n, Subject::MoveTile));
    }
}

#[cfg(test)]
mod tests {
    use crate::carcassonne::catalogue::Catalogue;
    use crate::carcassonne::game_end::check_discard;
    use crate::carcassonne::geometry::{Pos, Rotation};
    use crate::carcassonne::legality::placement::copies_allowed;
    use crate::carcassonne::pieces::{Color, Player};
    use crate::carcassonne::setup::TileSetup;
    use crate::carcassonne::{Expansion, Position, Rules, Setup};

    /// A hill on the table and one tile left in the box: it lies under the hill, so it is not
    /// drawn, and a record cannot have discarded it (the reason given is the hill, before
    /// whether it fits).
    #[test]
    fn a_tile_under_a_hill_is_not_drawn_to_be_discarded() {
        let cat = Catalogue::get();
        let id = |key: &str| cat.index_of(key).expect(key);
        let mut rules = Rules::default();
        rules.expansions.push(Expansion::HillsAndSheep);
        let mut setup = Setup::new(
            rules,
            vec![Player {
                name: "Ann".into(),
                color: Color::Red,
            }],
        );
        let tile = |def, x, rot| TileSetup {
            def,
            pos: Pos::new(x, 0),
            rot,
            pieces: Vec::new(),
            state: Default::default(),
            features: Default::default(),
        };
        setup.tiles.push(tile(id("BA/RCr"), 0, Rotation::R0));
        setup.tiles.push(tile(id("HS/RFR.h"), 1, Rotation::ALL[1]));
        let last = id("BA/Cccc+");
        let mut keep = vec![last, id("BA/RCr"), id("HS/RFR.h")];
        for i in cat.ids() {
            for _ in 0..copies_allowed(cat.tile(i), &setup.rules) {
                match keep.iter().position(|&k| k == i) {
                    Some(at) => {
                        keep.remove(at);
                    }
                    None => setup.discarded.push(i),
                }
            }
        }
        let position = Position::validate(setup);
        let problem = check_discard(&position, last).expect("not drawn");
        assert_eq!(problem.rule, arbiter_ids::rule::HS_HILL_HIDDEN);
    }
}
