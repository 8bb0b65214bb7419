//! The end of the game: the box is empty once every tile of the selected sets has been laid or
//! discarded, and a drawn tile is discarded only when it fits nowhere on the map
//! (`base.tile.unplaceable`). JCloisterZone discards such tiles without a trace in its saved
//! games, so a finished game may hold fewer tiles than the box.

use super::catalogue::{Catalogue, TileDefId};
use super::geometry::{Edge, Pos, Rotation};
use super::legality::placement::{copies_allowed, missing_expansion};
use super::position::Position;
use super::problem::{Message, Problem, Subject};
use super::replay::{play, Discard, RecordMove};
use super::setup::Setup;
use super::turn::fits;
use arbiter_ids::{msg, rule};

/// The tiles the selected sets hold that `setup` has not used (neither laid nor discarded), one
/// entry per copy, in catalogue order.
pub(crate) fn tiles_left(setup: &Setup) -> Vec<TileDefId> {
    let cat = Catalogue::get();
    let mut used = vec![0u32; cat.tiles().len()];
    for d in setup.tiles_used() {
        if let Some(n) = used.get_mut(d.index()) {
            *n += 1;
        }
    }
    cat.ids()
        .flat_map(|i| {
            let n = copies_allowed(cat.tile(i), &setup.rules).saturating_sub(used[i.index()]);
            std::iter::repeat_n(i, n as usize)
        })
        .collect()
}

/// How many tiles the box can still hand out under `setup`: those it has left
/// ([`tiles_left`]) less one for each tile on the table that hid one (`hs.hill.hidden`, a hill
/// laid while the box held a tile), as JCloisterZone's `TilePack.size()` counts them (its
/// groups' tiles less `hiddenUnderHills`). A hill laid once the box was empty hid nothing, and
/// then nothing is left either way, so each hill on the table counts.
pub(crate) fn tiles_to_draw(setup: &Setup) -> usize {
    tiles_left(setup).len().saturating_sub(hiding(setup))
}

/// How many tiles on the table hide one from the box (a hill, `hs.hill.hidden`).
pub(crate) fn hiding(setup: &Setup) -> usize {
    let cat = Catalogue::get();
    setup
        .tiles
        .iter()
        .filter(|t| {
            let tile = cat.tile(t.def);
            setup
                .rules
                .in_play()
                .any(|e| e.def().hides_tile.is_some_and(|h| h(tile)))
        })
        .count()
}

/// A square and turn where tile `def` may be laid on `position`, if there is one.
pub(crate) fn legal_place(position: &Position, def: TileDefId) -> Option<(Pos, Rotation)> {
    let board = position.board();
    if board.tiles.is_empty() {
        let origin = Pos::new(0, 0);
        return Rotation::ALL
            .into_iter()
            .find(|&r| fits(position, def, origin, r))
            .map(|r| (origin, r));
    }
    let mut squares: Vec<Pos> = board
        .tiles
        .iter()
        .flat_map(|t| Edge::ALL.map(|e| t.pos.step(e)))
        .filter(|q| !board.occupied(*q))
        .collect();
    squares.sort_by_key(|q| (q.y, q.x));
    squares.dedup();
    squares.into_iter().find_map(|q| {
        Rotation::ALL
            .into_iter()
            .find(|&r| fits(position, def, q, r))
            .map(|r| (q, r))
    })
}

/// Why the box could not hand out tile `def` now, if it could not: no copy is left, its
/// expansion is not in play, or an expansion's order of draws (the River's) forbids it.
fn draw_problem(position: &Position, def: TileDefId) -> Option<Problem> {
    let setup = position.setup();
    let tile = Catalogue::get().tile(def);
    let problem = |rule, message| Some(Problem::error(rule, Subject::Position, message));
    if let Some(exp) = missing_expansion(tile, &setup.rules) {
        return problem(
            rule::BASE_TILE_EXPANSION,
            Message::new(msg::PROBLEM_TILE_EXPANSION)
                .arg("tile", tile.id.as_ref())
                .arg("expansion", exp.key()),
        );
    }
    let used = setup.tiles_used().filter(|&d| d == def).count() as u32;
    let allowed = copies_allowed(tile, &setup.rules);
    if used >= allowed {
        return problem(
            rule::BASE_TILE_SUPPLY,
            Message::new(msg::PROBLEM_TILE_SUPPLY)
                .arg("tile", tile.id.as_ref())
                .arg("count", used + 1)
                .arg("allowed", allowed),
        );
    }
    // The order of draws an expansion imposes (the River's): the first of them that refuses.
    setup
        .rules
        .expansions
        .iter()
        .find_map(|e| e.def().check_draw.and_then(|check| check(position, tile)))
}

/// Judges a discard of tile `def` on `position`: `None` when the box could hand the tile out
/// now and it fits nowhere, else why the tile could not have been discarded.
pub(crate) fn check_discard(position: &Position, def: TileDefId) -> Option<Problem> {
    if let Some(p) = draw_problem(position, def) {
        return Some(p);
    }
    let (at, rot) = legal_place(position, def)?;
    Some(Problem::error(
        rule::BASE_TILE_UNPLACEABLE,
        Subject::Position,
        Message::new(msg::PROBLEM_DISCARD_FITS)
            .arg("tile", Catalogue::get().tile(def).id.as_ref())
            .arg("square", at.to_string())
            .arg("rot", u32::from(rot.degrees())),
    ))
}

/// How many tiles the game's hills hid (`hs.hill.hidden`): one for each tile laid that an
/// expansion in play says hides one ([`ExpansionDef::hides_tile`](super::tables::ExpansionDef)),
/// while the box still held a tile to draw. The start tiles hide none.
pub fn hidden_tiles(start: &Setup, moves: &[RecordMove]) -> usize {
    let cat = Catalogue::get();
    let mut left = tiles_left(start).len();
    let mut hidden = 0;
    for m in moves {
        let tile = cat.tile(m.mv.def);
        // A tile the players hold (the abbey) is not drawn from the box.
        if copies_allowed(tile, &start.rules) > 0 {
            left = left.saturating_sub(1);
        }
        let hides = start
            .rules
            .in_play()
            .any(|e| e.def().hides_tile.is_some_and(|h| h(tile)));
        if hides && left > 0 {
            left -= 1;
            hidden += 1;
        }
    }
    hidden
}

/// Whether a game record empties the box, and how: `Some` with no discard when the record lays
/// every tile; `Some` with, for each tile it never lays, the latest point (a number of moves
/// played) at which the box could hand that tile out and it fitted nowhere; `None` when some
/// tile left fits at every point, so the game cannot be over.
pub fn box_emptied(start: &Setup, moves: &[RecordMove]) -> Option<Vec<Discard>> {
    let mut laid = start.clone();
    laid.tiles.extend(moves.iter().map(|m| m.mv.laid_tile()));
    let missing = tiles_left(&laid);
    let mut hidden = hidden_tiles(start, moves);
    if missing.len() <= hidden {
        // What the box still held lies under the hills.
        return Some(Vec::new());
    }
    let mut found: Vec<Discard> = Vec::new();
    let mut todo = missing;
    // A discard found may make a later move legal (the lake may come once every river tile is
    // used), so the replay runs again until it plays every move or finds nothing new.
    loop {
        let mut positions: Vec<Position> = Vec::new();
        let played = play(start.clone(), moves, &found, None, &mut |n, p| {
            if positions.len() == n {
                positions.push(p.clone());
            } else if let Some(slot) = positions.get_mut(n) {
                *slot = p.clone();
            }
        });
        let complete = played.illegal.is_none() && played.bad_discard.is_none();
        let mut left = Vec::new();
        let before = found.len();
        for def in todo {
            let at = (0..positions.len())
                .rev()
                .find(|&n| check_discard(&positions[n], def).is_none());
            match at {
                Some(after) => found.push(Discard { def, after }),
                // Every move was played and this tile fits all along: it lies under a hill,
                // or the game goes on.
                None if complete && hidden > 0 => hidden -= 1,
                None if complete => return None,
                None => left.push(def),
            }
        }
        found.sort_by_key(|d| (d.after, d.def));
        if left.is_empty() && complete {
            return Some(found);
        }
        if complete || found.len() == before {
            return None;
        }
        todo = left;
    }
}
