//! Tile placement: matching edges, one connected board, one tile per square, the box's supply.

use arbiter_ids::{msg, rule};
use std::cmp::Ordering;
use std::collections::{HashMap, VecDeque};

use crate::carcassonne::board::{Board, Mismatch};
use crate::carcassonne::catalogue::{Catalogue, EdgeKind, TileDef};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::transcription::{fix_for, Fix};
use crate::carcassonne::variants::{Expansion, Rules};

/// The expansion a tile needs, if it is not switched on.
pub(crate) fn missing_expansion(tile: &TileDef, rules: &Rules) -> Option<Expansion> {
    if !rules.has(tile.expansion) {
        return Some(tile.expansion);
    }
    Expansion::all().find(|&e| {
        !rules.has(e)
            && tile
                .features
                .iter()
                .any(|f| e.def().features.contains(&f.kind))
    })
}

/// Copies of `tile` the selected sets hold.
pub fn copies_allowed(tile: &TileDef, rules: &Rules) -> u32 {
    if missing_expansion(tile, rules).is_some() {
        return 0;
    }
    let n = u32::from(tile.count_in(rules.set_variant()));
    tile.max.map_or(n, |m| n.min(u32::from(m)))
}

/// How many copies of `tile` a game under `setup` may lay: the box's, or for a tile the
/// players hold instead (an abbey), one each.
pub(crate) fn supply_of(tile: &TileDef, setup: &Setup) -> u32 {
    if tile.held && missing_expansion(tile, &setup.rules).is_none() {
        setup.players.len() as u32
    } else {
        copies_allowed(tile, &setup.rules)
    }
}

/// The rule a mismatched pair of edges breaks (their table's: [`EdgeKind::mismatch_rule`]).
pub(crate) fn mismatch_rule(a: EdgeKind, b: EdgeKind) -> &'static str {
    a.mismatch_rule(b)
}

/// The message key naming an edge kind.
pub(crate) fn edge_kind_key(k: EdgeKind) -> &'static str {
    k.key()
}

/// Checks tile placement.
pub(crate) fn check(setup: &Setup, board: &Board, out: &mut Vec<Problem>) {
    let cat = Catalogue::get();
    for &(i, other) in &board.overlaps {
        out.push(Problem::error(
            rule::BASE_TILE_ONE_PER_SQUARE,
            Subject::Tile(i),
            Message::new(msg::PROBLEM_ONE_PER_SQUARE)
                .arg("square", board.tiles[i].pos.to_string())
                .arg("other", other + 1),
        ));
    }
    edge_mismatches(setup, board, out);
    check_connected(board, out);
    let mut seen = vec![0u32; cat.tiles().len()];
    for &d in &setup.discarded {
        if let Some(n) = seen.get_mut(d.index()) {
            *n += 1;
        }
    }
    for (i, t) in setup.tiles.iter().enumerate() {
        let def = cat.tile(t.def);
        if let Some(exp) = missing_expansion(def, &setup.rules) {
            out.push(Problem::error(
                rule::BASE_TILE_EXPANSION,
                Subject::Tile(i),
                Message::new(msg::PROBLEM_TILE_EXPANSION)
                    .arg("tile", def.id.as_ref())
                    .arg("expansion", exp.key()),
            ));
            continue;
        }
        seen[t.def.index()] += 1;
        let allowed = supply_of(def, setup);
        if seen[t.def.index()] == allowed + 1 {
            let total = setup.tiles_used().filter(|&x| x == t.def).count();
            out.push(Problem::error(
                rule::BASE_TILE_SUPPLY,
                Subject::Tile(i),
                Message::new(msg::PROBLEM_TILE_SUPPLY)
                    .arg("tile", def.id.as_ref())
                    .arg("count", total)
                    .arg("allowed", allowed),
            ));
        }
    }
}

fn check_connected(board: &Board, out: &mut Vec<Problem>) {
    if board.tiles.is_empty() {
        return;
    }
    let mut reached = vec![false; board.tiles.len()];
    let mut queue = VecDeque::from([0usize]);
    reached[0] = true;
    while let Some(i) = queue.pop_front() {
        for e in crate::carcassonne::geometry::Edge::ALL {
            if let Some(j) = board.tile_at(board.tiles[i].pos.step(e)) {
                if !reached[j] {
                    reached[j] = true;
                    queue.push_back(j);
                }
            }
        }
    }
    let overlapped: Vec<usize> = board.overlaps.iter().map(|&(i, _)| i).collect();
    for (i, r) in reached.iter().enumerate() {
        if !r && !overlapped.contains(&i) {
            out.push(Problem::error(
                rule::BASE_TILE_CONNECTED,
                Subject::Tile(i),
                Message::new(msg::PROBLEM_CONNECTED).arg("square", board.tiles[i].pos.to_string()),
            ));
        }
    }
}

/// The tile of mismatch `m` to blame: the one that a turn (or a look-alike tile) makes fit
/// all its neighbours, when only one of the two can be mended so, or when its mend removes
/// more mismatches. Otherwise neither: with one mistake on the board, a correct neighbour is
/// never blamed.
fn culprit(m: &Mismatch, fixes: &HashMap<usize, Option<Fix>>) -> Option<usize> {
    let key = |i: usize| fixes.get(&i).and_then(Option::as_ref).map(|f| f.mismatched);
    match key(m.tile).cmp(&key(m.other)) {
        Ordering::Greater => Some(m.tile),
        Ordering::Less => Some(m.other),
        Ordering::Equal => None,
    }
}

/// A mend in words: `rot 180` (or `rot 90 / rot 270`), or another tile and its turn.
fn mend(fix: &Fix) -> String {
    if fix.turn {
        std::iter::once(fix.to.1)
            .chain(fix.also.iter().copied())
            .map(|r| format!("rot {}", r.degrees()))
            .collect::<Vec<_>>()
            .join(" / ")
    } else {
        format!(
            "{} rot {}",
            Catalogue::get().tile(fix.to.0).id,
            fix.to.1.degrees()
        )
    }
}

/// Edges that do not match: blamed on the tile whose turn (or replacement) would mend them,
/// naming that mend; when either tile could be mended, both mends are named.
fn edge_mismatches(setup: &Setup, board: &Board, out: &mut Vec<Problem>) {
    let mut fixes: HashMap<usize, Option<Fix>> = HashMap::new();
    for m in &board.mismatches {
        for i in [m.tile, m.other] {
            fixes
                .entry(i)
                .or_insert_with(|| fix_for(board, &setup.rules, i));
        }
    }
    let mut blamed: Vec<(usize, EdgeKind, EdgeKind)> = Vec::new();
    for m in &board.mismatches {
        if let Some(c) = culprit(m, &fixes) {
            if !blamed.iter().any(|b| b.0 == c) {
                let a = board.tiles[m.tile].edges[m.edge.index()];
                let b = board.tiles[m.other].edges[m.edge.opposite().index()];
                blamed.push((c, a, b));
            }
        }
    }
    for &(c, a, b) in &blamed {
        let Some(Some(fix)) = fixes.get(&c) else {
            continue;
        };
        let placed = &board.tiles[c];
        out.push(Problem::error(
            mismatch_rule(a, b),
            Subject::Tile(c),
            Message::new(msg::PROBLEM_EDGES_CULPRIT)
                .arg("tile", placed.tile().id.as_ref())
                .arg("square", placed.pos.to_string())
                .arg("rot", u32::from(placed.rot.degrees()))
                .arg("mend", mend(fix))
                .arg("turn", if fix.turn { "yes" } else { "no" })
                .arg("neighbours", fix.neighbours)
                .arg("count", fix.mismatched),
        ));
    }
    for m in &board.mismatches {
        if blamed.iter().any(|b| b.0 == m.tile || b.0 == m.other) {
            continue;
        }
        let a = board.tiles[m.tile].edges[m.edge.index()];
        let b = board.tiles[m.other].edges[m.edge.opposite().index()];
        let mut message = Message::new(msg::PROBLEM_EDGES_MATCH)
            .arg("edge", m.edge.name())
            .arg("kind", edge_kind_key(a))
            .arg("other", board.tiles[m.other].tile().id.as_ref())
            .arg("square", board.tiles[m.other].pos.to_string())
            .arg("other-kind", edge_kind_key(b));
        if let (Some(Some(f)), Some(Some(g))) = (fixes.get(&m.tile), fixes.get(&m.other)) {
            message = Message::new(msg::PROBLEM_EDGES_EITHER)
                .arg("edge", m.edge.name())
                .arg("kind", edge_kind_key(a))
                .arg("other", board.tiles[m.other].tile().id.as_ref())
                .arg("square", board.tiles[m.other].pos.to_string())
                .arg("other-kind", edge_kind_key(b))
                .arg("mend", mend(f))
                .arg("other-mend", mend(g));
        }
        out.push(Problem::error(
            mismatch_rule(a, b),
            Subject::Tile(m.tile),
            message,
        ));
    }
}
