//! The River: the spring starts the map, river tiles come first and continue the river, the
//! river never turns back on itself, and the lake ends it.

use super::RiverFlow;
use super::{group, RiverGroup};
use crate::carcassonne::board::{Board, Placed};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::geometry::{Edge, Pos};
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// The river followed from the spring.
#[derive(Debug, Clone, Default)]
pub struct RiverWalk {
    /// Placed tiles along the river, spring first.
    pub chain: Vec<usize>,
    /// For each tile of the chain, the edge the river leaves it by (none for the lake).
    pub exits: Vec<Option<Edge>>,
    /// Whether the river reaches the lake.
    pub finished: bool,
    /// River tiles that the walk from the spring does not reach.
    pub stray: Vec<usize>,
}

impl RiverWalk {
    /// The open end: the square the river flows into next and the direction it flows.
    pub fn open_end(&self, board: &Board) -> Option<(Pos, Edge)> {
        let (&last, &exit) = (self.chain.last()?, self.exits.last()?);
        let exit = exit?;
        let next = board.tiles[last].pos.step(exit);
        (!board.occupied(next)).then_some((next, exit))
    }
}

/// The river feature's board edges of placed tile `i`.
fn river_edges(board: &Board, i: usize) -> Vec<Edge> {
    placed_river_edges(&board.tiles[i])
}

/// The river feature's board edges of a placed tile (on the board or about to be laid).
fn placed_river_edges(p: &Placed) -> Vec<Edge> {
    p.tile()
        .features
        .iter()
        .filter(|f| f.kind == FeatureKind::River)
        .flat_map(|f| f.edges.iter().map(|e| e.rotate(p.rot)))
        .collect()
}

/// Follows the river from the spring; `None` when no spring is on the board.
pub fn walk(board: &Board) -> Option<RiverWalk> {
    let spring = board
        .tiles
        .iter()
        .position(|p| group(p.tile()) == Some(RiverGroup::Spring))?;
    let mut w = RiverWalk::default();
    let mut on_chain = vec![false; board.tiles.len()];
    let mut current = spring;
    let mut entered: Option<Edge> = None;
    loop {
        on_chain[current] = true;
        w.chain.push(current);
        let exit = river_edges(board, current)
            .into_iter()
            .find(|&e| Some(e) != entered);
        w.exits.push(exit);
        let Some(exit) = exit else {
            w.finished = group(board.tiles[current].tile()) == Some(RiverGroup::Lake);
            break;
        };
        let Some(next) = board.tile_at(board.tiles[current].pos.step(exit)) else {
            break;
        };
        if on_chain[next] || !river_edges(board, next).contains(&exit.opposite()) {
            break;
        }
        entered = Some(exit.opposite());
        current = next;
    }
    w.stray = (0..board.tiles.len())
        .filter(|&i| !on_chain[i] && group(board.tiles[i].tile()).is_some())
        .collect();
    Some(w)
}

/// The first tile of the chain (by chain position) whose exit breaks the one-side rule.
pub fn first_turn_back(w: &RiverWalk) -> Option<usize> {
    let d0 = (*w.exits.first()?)?;
    let mut side: Option<Edge> = None;
    for (k, exit) in w.exits.iter().enumerate() {
        let Some(d) = *exit else { continue };
        if d == d0 {
            continue;
        }
        match side {
            None if d != d0.opposite() => side = Some(d),
            Some(s) if s == d => {}
            _ => return Some(k),
        }
    }
    None
}

/// Whether a river that leaves a newly placed tile by `exit` breaks the one-side rule by
/// itself, whatever the tiles before it did: it flows back against the spring's direction, or
/// it bends to the other side than the river's first bend picked.
pub fn exit_turns_back(w: &RiverWalk, exit: Edge) -> bool {
    let Some(Some(d0)) = w.exits.first().copied() else {
        return false;
    };
    if exit == d0 {
        return false;
    }
    if exit == d0.opposite() {
        return true;
    }
    let side = w
        .exits
        .iter()
        .flatten()
        .find(|&&d| d != d0 && d != d0.opposite());
    side.is_some_and(|&s| s != exit)
}

/// The five squares that must stay empty ahead of an open end at `next` flowing `dir`.
pub fn squares_ahead(next: Pos, dir: Edge) -> [Pos; 5] {
    let left = Edge::from_index(dir.index() + 3);
    let right = Edge::from_index(dir.index() + 1);
    let two = next.step(dir);
    [
        next.step(left),
        next.step(right),
        two,
        two.step(left),
        two.step(right),
    ]
}

/// The first chain position whose placement leaves no room ahead, placing the chain in order.
pub fn first_without_room(board: &Board, w: &RiverWalk) -> Option<usize> {
    let mut placed: Vec<Pos> = Vec::new();
    for (k, &t) in w.chain.iter().enumerate() {
        placed.push(board.tiles[t].pos);
        if let Some(d) = w.exits[k] {
            let next = board.tiles[t].pos.step(d);
            if squares_ahead(next, d).iter().any(|q| placed.contains(q)) {
                return Some(k);
            }
        }
    }
    None
}

/// Checks the river rules for a tile about to be laid (`placed`, not yet on `board`): the
/// spring starts, river tiles come first and continue the open end, the lake comes last, and
/// the river flows as the `river-flow` option of `setup.rules` says. Pushes every rule it applied to `rules`
/// (the move's citations) and every breach to `out`, on the move's tile.
pub fn check_move(
    setup: &Setup,
    board: &Board,
    placed: &Placed,
    out: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) {
    let def = placed.tile();
    if !setup.rules.has(Expansion::River) {
        return;
    }
    let Some(walk) = walk(board) else {
        if board.tiles.is_empty() && group(def) != Some(RiverGroup::Spring) {
            rules.push(rule::RIVER_SPRING_START);
            out.push(Problem::error(
                rule::RIVER_SPRING_START,
                Subject::MoveTile,
                Message::new(msg::PROBLEM_RIVER_NO_SPRING),
            ));
        }
        return;
    };
    if walk.finished {
        if group(def).is_some() {
            rules.push(rule::RIVER_LAKE_ENDS);
            out.push(Problem::error(
                rule::RIVER_LAKE_ENDS,
                Subject::MoveTile,
                Message::new(msg::PROBLEM_RIVER_FINISHED),
            ));
        }
        return;
    }
    rules.push(rule::RIVER_RIVER_FIRST);
    if group(def).is_none() {
        out.push(Problem::error(
            rule::RIVER_RIVER_FIRST,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_RIVER_FIRST).arg("tile", def.id.as_ref()),
        ));
        return;
    }
    let Some((next, dir)) = walk.open_end(board) else {
        return;
    };
    let river_edges = placed_river_edges(placed);
    if placed.pos != next || !river_edges.contains(&dir.opposite()) {
        out.push(Problem::error(
            rule::RIVER_EDGES_MATCH,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_RIVER_CONTINUE).arg("square", next.to_string()),
        ));
        return;
    }
    if group(def) == Some(RiverGroup::Lake) {
        rules.push(rule::RIVER_LAKE_LAST);
        let left = river_tiles_left(setup.tiles_used(), &setup.rules);
        if left > 0 {
            out.push(Problem::error(
                rule::RIVER_LAKE_LAST,
                Subject::MoveTile,
                Message::new(msg::PROBLEM_RIVER_LAKE_EARLY).arg("count", left),
            ));
        }
    }
    let exit = river_edges.iter().copied().find(|&e| e != dir.opposite());
    match RiverFlow::of(&setup.rules) {
        RiverFlow::OneSide => {
            rules.push(rule::RIVER_NO_TURN_BACK);
            // The move is judged by itself: a river laid wrongly earlier does not excuse it.
            if exit.is_some_and(|d| exit_turns_back(&walk, d)) {
                out.push(Problem::error(
                    rule::RIVER_NO_TURN_BACK,
                    Subject::MoveTile,
                    Message::new(msg::PROBLEM_RIVER_TURN_BACK)
                        .arg("square", placed.pos.to_string()),
                ));
            }
        }
        RiverFlow::RoomAhead => {
            rules.push(rule::RIVER_FLOW_ROOM);
            if let Some(d) = exit {
                let ahead = placed.pos.step(d);
                if board.occupied(ahead)
                    || squares_ahead(ahead, d).iter().any(|q| board.occupied(*q))
                {
                    out.push(Problem::error(
                        rule::RIVER_FLOW_ROOM,
                        Subject::MoveTile,
                        Message::new(msg::PROBLEM_RIVER_NO_ROOM)
                            .arg("square", placed.pos.to_string()),
                    ));
                }
            }
        }
    }
}

/// River tiles (other than the spring and the lake) that the sets in play hold but `tiles`
/// (catalogue indexes on the table) do not yet show: the lake may come only when this is 0.
pub fn river_tiles_left(
    tiles: impl Iterator<Item = crate::carcassonne::catalogue::TileDefId>,
    rules: &crate::carcassonne::variants::Rules,
) -> u32 {
    let cat = crate::carcassonne::catalogue::Catalogue::get();
    let mut placed = vec![0u32; cat.tiles().len()];
    for t in tiles {
        placed[t.index()] += 1;
    }
    cat.tiles()
        .iter()
        .enumerate()
        .filter(|(_, d)| group(d) == Some(RiverGroup::River))
        .map(|(i, d)| {
            crate::carcassonne::legality::placement::copies_allowed(d, rules)
                .saturating_sub(placed[i])
        })
        .sum()
}

/// Checks the river of a position.
pub fn check(setup: &Setup, board: &Board, out: &mut Vec<Problem>) {
    let any_river = board.tiles.iter().any(|p| group(p.tile()).is_some());
    if !setup.rules.has(Expansion::River) && !any_river {
        return;
    }
    let Some(w) = walk(board) else {
        // A cut of a larger table may leave the spring off the picture.
        if setup.rules.has(Expansion::River) && !board.tiles.is_empty() && !setup.partial {
            out.push(Problem::error(
                rule::RIVER_SPRING_START,
                Subject::Position,
                Message::new(msg::PROBLEM_RIVER_NO_SPRING),
            ));
        }
        return;
    };
    // In a cut, a river piece may join the rest outside it, and the river's other pieces and
    // the order of play around it are not shown: only its course within the cut is judged.
    let stray: &[usize] = if setup.partial { &[] } else { &w.stray };
    for &i in stray {
        out.push(Problem::error(
            rule::RIVER_EDGES_MATCH,
            Subject::Tile(i),
            Message::new(msg::PROBLEM_RIVER_STRAY).arg("tile", board.tiles[i].tile().id.as_ref()),
        ));
    }
    if let Some(lake) = board
        .tiles
        .iter()
        .position(|p| group(p.tile()) == Some(RiverGroup::Lake))
    {
        let left = river_tiles_left(setup.tiles_used(), &setup.rules);
        if left > 0 && setup.rules.has(Expansion::River) && !setup.partial {
            out.push(Problem::error(
                rule::RIVER_LAKE_LAST,
                Subject::Tile(lake),
                Message::new(msg::PROBLEM_RIVER_LAKE_EARLY).arg("count", left),
            ));
        }
    }
    if !w.finished && !setup.partial {
        if let Some(i) = (0..board.tiles.len()).find(|&i| group(board.tiles[i].tile()).is_none()) {
            out.push(Problem::error(
                rule::RIVER_RIVER_FIRST,
                Subject::Tile(i),
                Message::new(msg::PROBLEM_RIVER_FIRST)
                    .arg("tile", board.tiles[i].tile().id.as_ref()),
            ));
        }
    }
    match RiverFlow::of(&setup.rules) {
        RiverFlow::OneSide => {
            if let Some(k) = first_turn_back(&w) {
                out.push(Problem::error(
                    rule::RIVER_NO_TURN_BACK,
                    Subject::Tile(w.chain[k]),
                    Message::new(msg::PROBLEM_RIVER_TURN_BACK)
                        .arg("square", board.tiles[w.chain[k]].pos.to_string()),
                ));
            }
        }
        RiverFlow::RoomAhead => {
            if let Some(k) = first_without_room(board, &w) {
                out.push(Problem::error(
                    rule::RIVER_FLOW_ROOM,
                    Subject::Tile(w.chain[k]),
                    Message::new(msg::PROBLEM_RIVER_NO_ROOM)
                        .arg("square", board.tiles[w.chain[k]].pos.to_string()),
                ));
            }
        }
    }
}
