//! Using a tile (production): the colour matches, each use needs at least one more worker
//! than the previous one, at most 6 workers per tile per season, and a first use of 3 or more
//! ends the tile's season. Summer boat 4b lets its owner produce in other colours, laid flat,
//! on a tile already bid for or used.

use super::bidding::{check_sources, tile_colour};
use super::catalogue::{Colour, Effect, Kind};
use super::position::{Face, Placement, Position, Season, Tile, TileRef};
use super::{Message, MoveVerdict, Problem, Subject};
use crate::PlayerId;
use arbiter_ids::{msg, rule};

fn colour_key(c: Colour) -> String {
    format!("kf-colour-{}", c.key())
}

/// Most workers on one tile in one season `[rulebook]`.
pub(crate) const MAX_WORKERS: u32 = 6;

fn tile_key(t: &Tile) -> String {
    format!("kf-tile-{}", t.def.key)
}

/// Why nobody may place workers on `t` (rule id and message), if so.
fn unusable(t: &Tile, on_offer: bool, season: Season) -> Option<(&'static str, Message)> {
    let key = tile_key(t);
    // "Except in winter" workers go on the season's tiles being bid for: the rulebook's own
    // rule decides every tile on offer in winter, winter tiles included.
    if on_offer && season == Season::Winter {
        return Some((
            rule::KF_USE_WINTER_OFFER,
            Message::new(msg::KF_PROBLEM_USE_WINTER_OFFER).key_arg("tile", key),
        ));
    }
    match t.def.kind {
        Kind::Winter => {
            return Some((
                rule::KF_WINTER_SCORE_ONLY,
                Message::new(msg::KF_PROBLEM_USE_WINTER).key_arg("tile", key),
            ))
        }
        Kind::SummerBoat => {
            return Some((
                rule::KF_SUMMER_BOAT_NO_WORKERS,
                Message::new(msg::KF_PROBLEM_USE_SUMMER_BOAT).key_arg("tile", key),
            ))
        }
        Kind::Boat | Kind::TurnOrder => {
            return Some((
                rule::KF_USE_VILLAGE_TILES,
                Message::new(msg::KF_PROBLEM_USE_NOT_VILLAGE).key_arg("tile", key),
            ))
        }
        _ => {}
    }
    if t.def.effect == Effect::ScoreOnly {
        return Some((
            rule::KF_AUTUMN_SCORE_ONLY,
            Message::new(msg::KF_PROBLEM_USE_SCORE_ONLY).key_arg("tile", key),
        ));
    }
    None
}

/// Checks the sequence of uses `uses` (workers per use) on one tile; returns problems.
pub(crate) fn sequence_problems(t: &Tile, uses: &[u32], subject: Subject) -> Vec<Problem> {
    let mut out = Vec::new();
    let key = tile_key(t);
    for (i, &u) in uses.iter().enumerate() {
        let prev = if i == 0 { 0 } else { uses[i - 1] };
        if u <= prev || u == 0 {
            out.push(Problem::error(
                rule::KF_USE_MORE_WORKERS,
                subject,
                Message::new(msg::KF_PROBLEM_USE_TOO_FEW)
                    .key_arg("tile", key.clone())
                    .arg("count", u)
                    .arg("min", prev + 1),
            ));
        }
        if i > 0 && uses[0] >= 3 {
            out.push(Problem::error(
                rule::KF_USE_FIRST_THREE,
                subject,
                Message::new(msg::KF_PROBLEM_USE_AFTER_THREE)
                    .key_arg("tile", key.clone())
                    .arg("first", uses[0]),
            ));
        }
    }
    let total: u32 = uses.iter().sum();
    if total > MAX_WORKERS {
        out.push(Problem::error(
            rule::KF_USE_SIX_MAX,
            subject,
            Message::new(msg::KF_PROBLEM_USE_SIX)
                .key_arg("tile", key)
                .arg("count", total),
        ));
    }
    out
}

/// Checks the workers standing on every tile.
pub(crate) fn check_uses(pos: &Position) -> Vec<Problem> {
    let mut out = Vec::new();
    let village = pos
        .players
        .iter()
        .flat_map(|p| p.village.iter().map(|t| (t, false)));
    for (t, on_offer) in village.chain(pos.offer.iter().map(|t| (t, true))) {
        let Some(w) = &t.workers else { continue };
        if w.uses.is_empty() {
            continue;
        }
        if let Some((rule, m)) = unusable(t, on_offer, pos.season) {
            out.push(Problem::error(rule, w.subject, m));
        }
        if let Some(b) = t.bids.iter().find(|b| !b.flat) {
            if b.colour != w.colour {
                out.push(Problem::error(
                    rule::KF_USE_SAME_COLOUR,
                    w.subject,
                    Message::new(msg::KF_PROBLEM_USE_COLOUR)
                        .key_arg("tile", tile_key(t))
                        .key_arg("colour", format!("kf-colour-{}", w.colour.key()))
                        .key_arg("want", format!("kf-colour-{}", b.colour.key())),
                ));
            }
        }
        out.extend(sequence_problems(t, &w.uses, w.subject));
        let flat = w.flat_total();
        if flat == 0 {
            continue;
        }
        if !pos.players.iter().any(|p| p.has_boat_face(4, Face::B)) {
            out.push(Problem::error(
                rule::KF_SUMMER_BOAT_4B,
                w.subject,
                Message::new(msg::KF_PROBLEM_FLAT_USE_NO_BOAT).key_arg("tile", tile_key(t)),
            ));
        }
        if w.flat[w.colour as usize] > 0 {
            out.push(Problem::error(
                rule::KF_SUMMER_BOAT_4B,
                w.subject,
                Message::new(msg::KF_PROBLEM_FLAT_USE_SAME)
                    .key_arg("tile", tile_key(t))
                    .key_arg("colour", colour_key(w.colour)),
            ));
        }
        // Without a bid, the first use was made standing, in the tile's colour.
        let standing_min = if t.bids.is_empty() {
            w.uses.first().copied().unwrap_or(0)
        } else {
            0
        };
        if flat + standing_min > w.total() {
            out.push(Problem::error(
                rule::KF_SUMMER_BOAT_4B,
                w.subject,
                Message::new(msg::KF_PROBLEM_FLAT_USE_COUNT)
                    .key_arg("tile", tile_key(t))
                    .arg("flat", flat)
                    .arg("count", w.total() - standing_min.min(w.total())),
            ));
        }
    }
    out
}

/// Adjudicates one use of a tile (also the worker part of a transport move).
pub(crate) fn adjudicate_use(
    pos: &Position,
    player: PlayerId,
    pl: &Placement,
    subject: Subject,
) -> MoveVerdict {
    let mut v = match MoveVerdict::unless_game_over(pos, subject) {
        Ok(v) => v,
        Err(over) => return over,
    };
    let t = pos.tile(pl.tile);
    let on_offer = matches!(pl.tile, TileRef::Offer(_));
    if let Some((rule, m)) = unusable(t, on_offer, pos.season) {
        v.problems.push(Problem::error(rule, subject, m));
        return v;
    }
    let boat = pos.players[player].has_boat_face(4, Face::B);
    let colours = pl.colours();
    match tile_colour(t) {
        Some(c) if colours.iter().any(|x| *x != c) => {
            let off: u32 = colours
                .iter()
                .filter(|x| **x != c)
                .map(|x| pl.workers[*x as usize])
                .sum();
            if boat {
                v.satisfied.push((
                    rule::KF_SUMMER_BOAT_4B,
                    Message::new(msg::KF_OK_4B_FLAT)
                        .key_arg("tile", tile_key(t))
                        .arg("count", off)
                        .key_arg("want", colour_key(c)),
                ));
            } else {
                let wrong = colours.iter().copied().find(|x| *x != c).unwrap_or(c);
                v.problems.push(Problem::error(
                    rule::KF_USE_SAME_COLOUR,
                    subject,
                    Message::new(msg::KF_PROBLEM_USE_COLOUR)
                        .key_arg("tile", tile_key(t))
                        .key_arg("colour", colour_key(wrong))
                        .key_arg("want", colour_key(c)),
                ));
            }
        }
        Some(c) => v.satisfied.push((
            rule::KF_USE_SAME_COLOUR,
            Message::new(msg::KF_OK_SAME_COLOUR).key_arg("colour", colour_key(c)),
        )),
        None if colours.len() > 1 => {
            v.problems.push(Problem::error(
                rule::KF_USE_SAME_COLOUR,
                subject,
                Message::new(msg::KF_PROBLEM_USE_MIXED).key_arg("tile", tile_key(t)),
            ));
            if boat {
                v.problems.push(Problem::error(
                    rule::KF_SUMMER_BOAT_4B,
                    subject,
                    Message::new(msg::KF_PROBLEM_4B_FRESH).key_arg("tile", tile_key(t)),
                ));
            }
        }
        None => v.satisfied.push((
            rule::KF_USE_FIRST,
            Message::new(msg::KF_OK_FIRST_USE).key_arg("tile", tile_key(t)),
        )),
    }
    let mut uses: Vec<u32> = t.workers.as_ref().map_or(Vec::new(), |w| w.uses.clone());
    uses.push(pl.count);
    let probs = sequence_problems(t, &uses, subject);
    if probs.is_empty() {
        let prev = uses.len().checked_sub(2).map_or(0, |i| uses[i]);
        v.satisfied.push((
            rule::KF_USE_MORE_WORKERS,
            Message::new(msg::KF_OK_USE_COUNT)
                .arg("count", pl.count)
                .arg("min", prev + 1),
        ));
        v.satisfied.push((
            rule::KF_USE_SIX_MAX,
            Message::new(msg::KF_OK_SIX_MAX).arg("count", uses.iter().sum::<u32>()),
        ));
    }
    v.problems.extend(probs);
    check_sources(pos, player, pl, subject, &mut v);
    v
}
