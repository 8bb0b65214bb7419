//! Village placement: one tile per hex, road counts, and matching sides (road, no road,
//! water), with the boat and summer Boat 2a exceptions.

use super::bidding::winning;
use super::catalogue::{Effect, Kind, TileDef};
use super::geometry::{edge_at, opposite, Edge, Hex};
use super::position::{Face, PlaceMove, Player, Position, Season, TileRef};
use super::{Message, MoveVerdict, Problem, Subject};
use crate::PlayerId;
use arbiter_ids::{msg, rule};

fn tile_key(def: &TileDef) -> String {
    format!("kf-tile-{}", def.key)
}

/// Whether the road count of `edges` agrees with the rulebook count for the tile's kind.
fn road_count_problem(def: &TileDef, edges: &[Edge; 6], subject: Subject) -> Option<Problem> {
    let want = def.kind.roads()?;
    let have = edges.iter().filter(|e| **e == Edge::Road).count() as u8;
    (have != want).then(|| {
        Problem::error(
            rule::KF_VILLAGE_ROAD_COUNT,
            subject,
            Message::new(msg::KF_PROBLEM_ROAD_COUNT)
                .key_arg("tile", tile_key(def))
                .arg("count", have as i64)
                .arg("want", want as i64),
        )
    })
}

/// Why two facing sides may meet, or `None` when they may not.
/// `a_boat`/`b_boat`: whether each tile is a boat. Returns the rule that allows it.
pub(crate) fn sides_meet(
    a: Edge,
    a_boat: bool,
    b: Edge,
    b_boat: bool,
    owner_2a: bool,
) -> Option<&'static str> {
    if a == b {
        Some(rule::KF_VILLAGE_SIDES_MATCH)
    } else if (a_boat && a == Edge::Water) || (b_boat && b == Edge::Water) {
        Some(rule::KF_VILLAGE_BOATS_WATER)
    } else if owner_2a {
        Some(rule::KF_SUMMER_BOAT_2A)
    } else {
        None
    }
}

/// Checks every village: one tile per hex, road counts, and matching sides.
pub(crate) fn check_villages(pos: &Position) -> Vec<Problem> {
    let mut out = Vec::new();
    for p in &pos.players {
        let owner_2a = p.has_boat_face(2, Face::A);
        for (i, t) in p.village.iter().enumerate() {
            let (Some(at), Some(edges)) = (t.at, t.edges.as_ref()) else {
                continue;
            };
            if let Some(prob) = road_count_problem(t.def, edges, t.subject) {
                out.push(prob);
            }
            if p.village[..i].iter().any(|o| o.at == Some(at)) {
                out.push(Problem::error(
                    rule::KF_VILLAGE_ONE_PER_HEX,
                    t.subject,
                    Message::new(msg::KF_PROBLEM_HEX_TAKEN)
                        .arg("q", at.q)
                        .arg("r", at.r),
                ));
                continue;
            }
            // Each pair once: only look at neighbours listed earlier.
            let mut said = false;
            for o in &p.village[..i] {
                let (Some(oat), Some(_)) = (o.at, o.edges.as_ref()) else {
                    continue;
                };
                let Some(side) = at.side_towards(oat) else {
                    continue;
                };
                let a = t.edge(side).unwrap();
                let b = o.edge(opposite(side)).unwrap();
                if sides_meet(a, t.def.kind.is_boat(), b, o.def.kind.is_boat(), owner_2a).is_none()
                {
                    // The rotations that fit, said with the tile's first clash only.
                    let turns = match said {
                        true => Vec::new(),
                        false => fitting_rotations(p, t.def, edges, at, t.rotation, owner_2a),
                    };
                    said = true;
                    out.push(side_problem(t.def, o.def, a, b, t.subject, &turns));
                }
            }
        }
        out.extend(apart_tiles(p));
    }
    out
}

/// The tiles of `p`'s village that no chain of touching tiles joins to its home tile (or,
/// in a village written without one, to its first tile): a village is one group of touching
/// tiles, so such a tile is misplaced, or its coordinates are mistyped.
fn apart_tiles(p: &Player) -> Vec<Problem> {
    let placed: Vec<(&super::position::Tile, Hex)> = p
        .village
        .iter()
        .filter_map(|t| t.at.map(|at| (t, at)))
        .collect();
    let Some(&(anchor, anchor_at)) = placed
        .iter()
        .find(|(t, _)| t.def.kind == Kind::Home)
        .or_else(|| placed.first())
    else {
        return Vec::new();
    };
    let mut joined = vec![anchor_at];
    let mut next = 0;
    while next < joined.len() {
        let here = joined[next];
        next += 1;
        for side in 0..6 {
            let n = here.neighbour(side);
            if !joined.contains(&n) && placed.iter().any(|(_, at)| *at == n) {
                joined.push(n);
            }
        }
    }
    placed
        .iter()
        .filter(|(_, at)| !joined.contains(at))
        .map(|(t, at)| {
            Problem::error(
                rule::KF_VILLAGE_CONNECTED,
                t.subject,
                Message::new(msg::KF_PROBLEM_VILLAGE_APART)
                    .key_arg("tile", tile_key(t.def))
                    .arg("q", at.q)
                    .arg("r", at.r)
                    .key_arg("anchor", tile_key(anchor.def))
                    .arg("aq", anchor_at.q)
                    .arg("ar", anchor_at.r)
                    .arg("player", p.name.as_str()),
            )
        })
        .collect()
}

/// The rotations (0-5) other than `rotation` at which a tile with printed sides `edges`, put
/// at `at` in `p`'s village, meets every placed neighbour: what a tile turned wrongly (in
/// the file or on the table) should have been turned to.
fn fitting_rotations(
    p: &Player,
    def: &TileDef,
    edges: &[Edge; 6],
    at: Hex,
    rotation: u8,
    owner_2a: bool,
) -> Vec<u8> {
    let neighbours: Vec<(usize, Edge, bool)> = (0..6)
        .filter_map(|side| {
            let o = p
                .village
                .iter()
                .find(|o| o.at == Some(at.neighbour(side)))?;
            Some((side, o.edge(opposite(side))?, o.def.kind.is_boat()))
        })
        .collect();
    (0..6u8)
        .filter(|&k| k != rotation % 6)
        .filter(|&k| {
            neighbours.iter().all(|&(side, b, b_boat)| {
                let a = edge_at(edges, k, side);
                sides_meet(a, def.kind.is_boat(), b, b_boat, owner_2a).is_some()
            })
        })
        .collect()
}

/// Sides that may not meet; `turns`, the rotations at which the tile would fit, are said
/// when there are any.
fn side_problem(
    a_def: &TileDef,
    b_def: &TileDef,
    a: Edge,
    b: Edge,
    subject: Subject,
    turns: &[u8],
) -> Problem {
    let m = Message::new(msg::KF_PROBLEM_SIDES)
        .key_arg("tile", tile_key(a_def))
        .key_arg("edge", format!("kf-edge-{}", a.key()))
        .key_arg("other", tile_key(b_def))
        .key_arg("other-edge", format!("kf-edge-{}", b.key()));
    let m = match turns {
        [] => m,
        [first, rest @ ..] => {
            let rest: Vec<String> = rest.iter().map(u8::to_string).collect();
            Message {
                key: msg::KF_PROBLEM_SIDES_TURN,
                args: m.args,
            }
            .arg("rotation", i64::from(*first))
            .arg("also", rest.join(", "))
            .arg("also-count", rest.len())
        }
    };
    Problem::error(rule::KF_VILLAGE_SIDES_MATCH, subject, m)
}

/// Whether `player` may add `def` to their village now: a tile joins a village only after
/// its owner won its auction (tiles nobody bid for go back to the box), and a turn-order tile
/// only at the end of winter.
fn won_by(
    pos: &Position,
    player: PlayerId,
    def: &TileDef,
    subject: Subject,
) -> Result<(), Vec<Problem>> {
    if def.kind == Kind::Boat {
        return boat_taken_by(pos, player, def, subject);
    }
    let mut problems = Vec::new();
    let tile = tile_key(def);
    if def.kind == Kind::TurnOrder && pos.season != Season::Winter {
        problems.push(Problem::error(
            rule::KF_VILLAGE_TURN_ORDER_WINTER,
            subject,
            Message::new(msg::KF_PROBLEM_PLACE_TURN_ORDER).key_arg("tile", tile.clone()),
        ));
    }
    match pos.find(def.key) {
        Some(TileRef::Offer(index)) => match winning(&pos.offer[index]) {
            // Before winter a turn-order tile's bids have gone by the time tiles are placed:
            // that it joins no village yet is the one reason, not who won it.
            None if def.kind == Kind::TurnOrder && pos.season != Season::Winter => {}
            // A turn-order tile nobody bid for stays out of every village, but not in the box.
            None if def.kind == Kind::TurnOrder => problems.push(Problem::error(
                rule::KF_VILLAGE_WON_TILES,
                subject,
                Message::new(msg::KF_PROBLEM_PLACE_NO_WINNER).key_arg("tile", tile),
            )),
            None => problems.push(Problem::error(
                rule::KF_SEASON_UNBID_TO_BOX,
                subject,
                Message::new(msg::KF_PROBLEM_PLACE_NOT_BID).key_arg("tile", tile),
            )),
            Some(bid) if bid.player != player => problems.push(Problem::error(
                rule::KF_VILLAGE_WON_TILES,
                subject,
                Message::new(msg::KF_PROBLEM_PLACE_WON_BY_OTHER)
                    .key_arg("tile", tile)
                    .arg("player", pos.players[bid.player].name.as_str()),
            )),
            Some(_) => {}
        },
        Some(TileRef::Village { .. }) => problems.push(Problem::error(
            rule::KF_VILLAGE_EXPAND,
            subject,
            Message::new(msg::KF_PROBLEM_PLACE_ALREADY_PLACED).key_arg("tile", tile),
        )),
        None => problems.push(Problem::error(
            rule::KF_VILLAGE_WON_TILES,
            subject,
            Message::new(msg::KF_PROBLEM_PLACE_NOT_WON).key_arg("tile", tile),
        )),
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// The lowest-numbered turn-order tile `player` wins on offer (the one they choose a boat
/// with), if any.
pub(crate) fn turn_order_rank(pos: &Position, player: PlayerId) -> Option<u8> {
    pos.offer
        .iter()
        .filter_map(|t| match t.def.effect {
            Effect::TurnOrder(n) => winning(t).filter(|b| b.player == player).map(|_| n),
            _ => None,
        })
        .min()
}

/// Whether `player` may take the boat `def` into their village now: at the end of winter,
/// "the player who won the bid for the number 1 turn order tile takes that tile and a boat
/// tile of their choice", then the winners of tiles 2, 3 and 4, then "any player who did not
/// win a turn order tile selects a boat from those that remain"; one boat each, a boat in
/// play, and never one another player has taken.
fn boat_taken_by(
    pos: &Position,
    player: PlayerId,
    def: &TileDef,
    subject: Subject,
) -> Result<(), Vec<Problem>> {
    let mut problems = Vec::new();
    let tile = tile_key(def);
    if pos.season != Season::Winter {
        problems.push(Problem::error(
            rule::KF_WINTER_ONE_BOAT,
            subject,
            Message::new(msg::KF_PROBLEM_PLACE_BOAT_SEASON).key_arg("tile", tile.clone()),
        ));
    }
    if usize::from(def.min_players) > pos.table_size {
        problems.push(Problem::error(
            rule::KF_SETUP_BOATS,
            subject,
            Message::new(msg::KF_PROBLEM_BOAT_PLAYERS)
                .key_arg("tile", tile.clone())
                .arg("min", i64::from(def.min_players))
                .arg("count", pos.table_size),
        ));
    }
    if let Some(TileRef::Village { player: owner, .. }) = pos.find(def.key) {
        problems.push(Problem::error(
            rule::KF_WINTER_ONE_BOAT,
            subject,
            Message::new(msg::KF_PROBLEM_PLACE_BOAT_TAKEN)
                .key_arg("tile", tile.clone())
                .arg("player", pos.players[owner].name.as_str()),
        ));
    }
    let me = &pos.players[player];
    if let Some(held) = me.village.iter().find(|t| t.def.kind == Kind::Boat) {
        problems.push(Problem::error(
            rule::KF_WINTER_ONE_BOAT,
            subject,
            Message::new(msg::KF_PROBLEM_PLACE_SECOND_BOAT)
                .key_arg("tile", tile.clone())
                .key_arg("held", tile_key(held.def))
                .arg("mover", me.name.as_str()),
        ));
    }
    // Those who choose before the mover and have not taken their boat yet.
    let rank = turn_order_rank(pos, player);
    for (other, p) in PlayerId::all(&pos.players).zip(&pos.players) {
        if other == player || p.village.iter().any(|t| t.def.kind == Kind::Boat) {
            continue;
        }
        let Some(before) = turn_order_rank(pos, other) else {
            continue;
        };
        if rank.is_none_or(|mine| before < mine) {
            problems.push(Problem::error(
                rule::KF_WINTER_ONE_BOAT,
                subject,
                Message::new(msg::KF_PROBLEM_PLACE_BOAT_ORDER)
                    .key_arg("tile", tile.clone())
                    .arg("player", p.name.as_str())
                    .arg("number", i64::from(before))
                    .arg("mover", me.name.as_str()),
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Adjudicates placing a won tile at `mv.at`.
pub(crate) fn adjudicate_place(
    pos: &Position,
    player: PlayerId,
    mv: &PlaceMove,
    subject: Subject,
) -> MoveVerdict {
    let mut v = MoveVerdict {
        problems: Vec::new(),
        satisfied: Vec::new(),
    };
    match won_by(pos, player, mv.def, subject) {
        Ok(()) if mv.def.kind == Kind::Boat => v.satisfied.push((
            rule::KF_WINTER_ONE_BOAT,
            Message::new(msg::KF_OK_PLACE_BOAT).key_arg("tile", tile_key(mv.def)),
        )),
        Ok(()) => v.satisfied.push((
            rule::KF_VILLAGE_WON_TILES,
            Message::new(msg::KF_OK_PLACE_WON).key_arg("tile", tile_key(mv.def)),
        )),
        Err(problems) => v.problems.extend(problems),
    }
    let fit = fits(pos, player, mv, subject);
    v.problems.extend(fit.problems);
    v.satisfied.extend(fit.satisfied);
    v
}

/// Whether the tile of `mv` fits where it is put in `player`'s village: its road count, a
/// free hex, matching sides, touching the village. (Whether the player may place it at all
/// is `adjudicate_place`'s, or the game's, question.)
pub fn fits(pos: &Position, player: PlayerId, mv: &PlaceMove, subject: Subject) -> MoveVerdict {
    let p: &Player = &pos.players[player];
    let mut v = MoveVerdict {
        problems: Vec::new(),
        satisfied: Vec::new(),
    };
    let owner_2a = p.has_boat_face(2, Face::A);
    match road_count_problem(mv.def, &mv.edges, subject) {
        Some(prob) => v.problems.push(prob),
        None => v.satisfied.push((
            rule::KF_VILLAGE_ROAD_COUNT,
            Message::new(msg::KF_OK_ROAD_COUNT),
        )),
    }
    if p.tile_at(mv.at).is_some() {
        v.problems.push(Problem::error(
            rule::KF_VILLAGE_ONE_PER_HEX,
            subject,
            Message::new(msg::KF_PROBLEM_HEX_TAKEN)
                .arg("q", mv.at.q)
                .arg("r", mv.at.r),
        ));
        return v;
    }
    let mut touching = 0;
    let mut turns: Option<Vec<u8>> = None;
    for side in 0..6 {
        let n: Hex = mv.at.neighbour(side);
        let Some(o) = p.tile_at(n) else { continue };
        let Some(b) = o.edge(opposite(side)) else {
            continue;
        };
        touching += 1;
        let a = edge_at(&mv.edges, mv.rotation, side);
        match sides_meet(a, mv.def.kind.is_boat(), b, o.def.kind.is_boat(), owner_2a) {
            Some(rule) => v.satisfied.push((
                rule,
                Message::new(msg::KF_OK_SIDE)
                    .key_arg("edge", format!("kf-edge-{}", a.key()))
                    .key_arg("other", tile_key(o.def))
                    .key_arg("other-edge", format!("kf-edge-{}", b.key())),
            )),
            None => {
                // The rotations that fit, said with the first clash only.
                let said = turns.is_some();
                let fit = turns.get_or_insert_with(|| {
                    fitting_rotations(p, mv.def, &mv.edges, mv.at, mv.rotation, owner_2a)
                });
                let fit = if said { &[][..] } else { &fit[..] };
                v.problems
                    .push(side_problem(mv.def, o.def, a, b, subject, fit));
            }
        }
    }
    if touching == 0 && p.village.iter().any(|t| t.at.is_some()) {
        v.problems.push(Problem::error(
            rule::KF_VILLAGE_CONNECTED,
            subject,
            Message::new(msg::KF_PROBLEM_PLACE_APART)
                .key_arg("tile", tile_key(mv.def))
                .arg("q", mv.at.q)
                .arg("r", mv.at.r)
                .arg("player", p.name.as_str()),
        ));
    } else if touching == 0 {
        v.satisfied.push((
            rule::KF_VILLAGE_EXPAND,
            Message::new(msg::KF_OK_NO_NEIGHBOURS),
        ));
    } else {
        v.satisfied.push((
            rule::KF_VILLAGE_CONNECTED,
            Message::new(msg::KF_OK_TOUCHES).arg("count", touching),
        ));
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_rules() {
        use Edge::*;
        assert_eq!(
            sides_meet(Road, false, Road, false, false),
            Some(rule::KF_VILLAGE_SIDES_MATCH)
        );
        assert_eq!(sides_meet(Road, false, Field, false, false), None);
        assert_eq!(
            sides_meet(Water, true, Field, false, false),
            Some(rule::KF_VILLAGE_BOATS_WATER)
        );
        assert_eq!(
            sides_meet(Field, false, Water, true, false),
            Some(rule::KF_VILLAGE_BOATS_WATER)
        );
        assert_eq!(sides_meet(Water, false, Road, false, false), None);
        assert_eq!(
            sides_meet(Water, false, Road, false, true),
            Some(rule::KF_SUMMER_BOAT_2A)
        );
    }
}
