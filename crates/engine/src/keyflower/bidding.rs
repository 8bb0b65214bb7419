//! Bidding for village and turn-order tiles: same colour, more workers than the winning bid,
//! winning workers stay, outbid workers move together and never go back behind the screen.
//! Summer boat 4a lets its owner counter-bid in another colour, laid flat.

use super::catalogue::{Colour, Kind};
use super::options::Boat4aTiles;
use super::position::{Bid, Face, Placement, Position, Season, Tile, TileRef};
use super::{Message, MoveVerdict, Problem, Subject};
use crate::PlayerId;
use arbiter_ids::{msg, rule};

fn tile_key(t: &Tile) -> String {
    format!("kf-tile-{}", t.def.key)
}

fn colour_key(c: Colour) -> String {
    format!("kf-colour-{}", c.key())
}

/// The colour a tile demands: of the standing bids around it, else of the (standing) workers
/// on it, else of a flat 4a bid left alone (which then stands up and gives the tile its
/// colour).
pub fn tile_colour(t: &Tile) -> Option<Colour> {
    t.bids
        .iter()
        .find(|b| !b.flat)
        .map(|b| b.colour)
        .or(t.workers.as_ref().map(|w| w.colour))
        .or(t.bids.first().map(|b| b.colour))
}

/// Why summer boat 4a does not let `player` counter-bid on `t` in a colour other than
/// `standing`; `None` when it does.
fn counter_bid_refusal(
    pos: &Position,
    player: PlayerId,
    t: &Tile,
    standing: Colour,
) -> Option<(&'static str, Message)> {
    if t.def.kind == Kind::TurnOrder && pos.options.boat_4a_tiles == Boat4aTiles::Village {
        return Some((
            rule::KF_OPTION_BOAT_4A_TILES,
            Message::new(msg::KF_PROBLEM_4A_TURN_ORDER).key_arg("tile", tile_key(t)),
        ));
    }
    if standing == Colour::Green {
        return Some((
            rule::KF_SUMMER_BOAT_4A,
            Message::new(msg::KF_PROBLEM_4A_GREEN).key_arg("tile", tile_key(t)),
        ));
    }
    let against = t
        .bids
        .iter()
        .any(|b| !b.flat && b.player != player && b.colour == standing);
    if !against {
        return Some((
            rule::KF_SUMMER_BOAT_4A,
            Message::new(msg::KF_PROBLEM_4A_NO_BID).key_arg("tile", tile_key(t)),
        ));
    }
    None
}

/// The current winning bid (the largest), if any.
pub fn winning(t: &Tile) -> Option<&Bid> {
    t.bids.iter().max_by_key(|b| b.count)
}

/// Whether `player`'s bid on `t` is losing (exists and is not the largest).
pub(crate) fn is_losing(t: &Tile, player: PlayerId) -> bool {
    match (t.bids.iter().find(|b| b.player == player), winning(t)) {
        (Some(mine), Some(top)) => top.player != player && mine.count < top.count,
        _ => false,
    }
}

/// Checks the bids standing in a position.
pub(crate) fn check_bids(pos: &Position) -> Vec<Problem> {
    let mut out = Vec::new();
    for t in &pos.offer {
        let colour = tile_colour(t);
        for (i, b) in t.bids.iter().enumerate() {
            if b.flat {
                out.extend(check_flat_bid(pos, t, b));
            } else if Some(b.colour) != colour {
                out.push(Problem::error(
                    rule::KF_BID_SAME_COLOUR,
                    b.subject,
                    Message::new(msg::KF_PROBLEM_BID_COLOUR)
                        .key_arg("tile", tile_key(t))
                        .key_arg("colour", format!("kf-colour-{}", b.colour.key()))
                        .key_arg(
                            "want",
                            format!("kf-colour-{}", colour.map_or("blue", |c| c.key())),
                        ),
                ));
            }
            if t.bids[..i].iter().any(|o| o.player == b.player) {
                out.push(Problem::error(
                    rule::KF_BID_ONE_GROUP,
                    b.subject,
                    Message::new(msg::KF_PROBLEM_BID_TWO_GROUPS)
                        .arg("player", pos.players[b.player].name.as_str())
                        .key_arg("tile", tile_key(t)),
                ));
            } else if t.bids[..i].iter().any(|o| o.count == b.count) {
                out.push(Problem::error(
                    rule::KF_BID_MORE_WORKERS,
                    b.subject,
                    Message::new(msg::KF_PROBLEM_BID_TIE)
                        .key_arg("tile", tile_key(t))
                        .arg("count", b.count),
                ));
            }
            if b.count == 0 {
                out.push(Problem::error(
                    rule::KF_BID_MORE_WORKERS,
                    b.subject,
                    Message::new(msg::KF_PROBLEM_BID_EMPTY).key_arg("tile", tile_key(t)),
                ));
            }
        }
        if pos.season == Season::End && !t.bids.is_empty() {
            out.push(Problem::error(
                rule::KF_END_GAME_OVER,
                t.subject,
                Message::new(msg::KF_PROBLEM_GAME_OVER),
            ));
        }
    }
    out
}

/// Checks a standing flat bid (summer boat 4a).
fn check_flat_bid(pos: &Position, t: &Tile, b: &Bid) -> Vec<Problem> {
    let mut out = Vec::new();
    let owner = &pos.players[b.player];
    if !owner.has_boat_face(4, Face::A) {
        out.push(Problem::error(
            rule::KF_SUMMER_BOAT_4A,
            b.subject,
            Message::new(msg::KF_PROBLEM_FLAT_BID_NO_BOAT)
                .arg("player", owner.name.as_str())
                .key_arg("tile", tile_key(t)),
        ));
        return out;
    }
    let standing = t
        .bids
        .iter()
        .find(|o| !o.flat)
        .map(|o| o.colour)
        .or(t.workers.as_ref().map(|w| w.colour));
    match standing {
        None => out.push(Problem::error(
            rule::KF_SUMMER_BOAT_4A,
            b.subject,
            Message::new(msg::KF_PROBLEM_FLAT_BID_ALONE).key_arg("tile", tile_key(t)),
        )),
        Some(c) if c == b.colour => out.push(Problem::error(
            rule::KF_SUMMER_BOAT_4A,
            b.subject,
            Message::new(msg::KF_PROBLEM_FLAT_BID_SAME)
                .key_arg("tile", tile_key(t))
                .key_arg("colour", colour_key(c)),
        )),
        Some(c) => {
            if c == Colour::Green {
                out.push(Problem::error(
                    rule::KF_SUMMER_BOAT_4A,
                    b.subject,
                    Message::new(msg::KF_PROBLEM_4A_GREEN).key_arg("tile", tile_key(t)),
                ));
            }
            if t.def.kind == Kind::TurnOrder && pos.options.boat_4a_tiles == Boat4aTiles::Village {
                out.push(Problem::error(
                    rule::KF_OPTION_BOAT_4A_TILES,
                    b.subject,
                    Message::new(msg::KF_PROBLEM_4A_TURN_ORDER).key_arg("tile", tile_key(t)),
                ));
            }
        }
    }
    out
}

/// Checks where the workers of a placement come from: whole losing bids of the same colour
/// that move together, plus workers from behind the screen. Shared by bids and uses.
pub(crate) fn check_sources(
    pos: &Position,
    player: PlayerId,
    pl: &Placement,
    subject: Subject,
    v: &mut MoveVerdict,
) {
    let mut moved = [0u32; 4];
    for (i, r) in pl.from_bids.iter().enumerate() {
        let t = pos.tile(*r);
        if pl.from_bids[..i].contains(r) {
            v.problems.push(Problem::error(
                rule::KF_BID_OUTBID_TOGETHER,
                subject,
                Message::new(msg::KF_PROBLEM_MOVED_TWICE).key_arg("tile", tile_key(t)),
            ));
            continue;
        }
        let Some(group) = t.bids.iter().find(|b| b.player == player) else {
            v.problems.push(Problem::error(
                rule::KF_BID_OUTBID_TOGETHER,
                subject,
                Message::new(msg::KF_PROBLEM_NO_BID_THERE).key_arg("tile", tile_key(t)),
            ));
            continue;
        };
        if !is_losing(t, player) {
            v.problems.push(Problem::error(
                rule::KF_BID_WINNING_STAY,
                subject,
                Message::new(msg::KF_PROBLEM_WINNING_STAY)
                    .key_arg("tile", tile_key(t))
                    .arg("count", group.count),
            ));
            continue;
        }
        if pl.workers[group.colour as usize] == 0 {
            v.problems.push(Problem::error(
                rule::KF_BID_SAME_COLOUR,
                subject,
                Message::new(msg::KF_PROBLEM_MOVED_COLOUR)
                    .key_arg("tile", tile_key(t))
                    .key_arg("colour", colour_key(group.colour)),
            ));
        }
        moved[group.colour as usize] += group.count;
        v.satisfied.push((
            rule::KF_BID_OUTBID_TOGETHER,
            Message::new(msg::KF_OK_MOVED_GROUP)
                .key_arg("tile", tile_key(t))
                .arg("count", group.count),
        ));
    }
    let mut short = false;
    for c in Colour::ALL {
        let (placed, m) = (pl.workers[c as usize], moved[c as usize]);
        if placed > 0 && placed < m {
            v.problems.push(Problem::error(
                rule::KF_BID_OUTBID_TOGETHER,
                subject,
                Message::new(msg::KF_PROBLEM_SPLIT_GROUP)
                    .arg("count", placed)
                    .arg("moved", m)
                    .arg("mover", pos.players[player].name.as_str()),
            ));
            short = true;
        }
    }
    if short {
        return;
    }
    for c in Colour::ALL {
        let from_screen = pl.workers[c as usize].saturating_sub(moved[c as usize]);
        let have = pos.players[player].workers[c as usize];
        if from_screen > have {
            v.problems.push(Problem::error(
                rule::KF_BID_FROM_SCREEN,
                subject,
                Message::new(msg::KF_PROBLEM_SCREEN_SHORT)
                    .key_arg("colour", colour_key(c))
                    .arg("count", from_screen)
                    .arg("have", have)
                    .arg("mover", pos.players[player].name.as_str()),
            ));
        } else if from_screen > 0 {
            v.satisfied.push((
                rule::KF_BID_FROM_SCREEN,
                Message::new(msg::KF_OK_FROM_SCREEN)
                    .key_arg("colour", colour_key(c))
                    .arg("count", from_screen),
            ));
        }
    }
}

/// Adjudicates a bid.
pub(crate) fn adjudicate_bid(
    pos: &Position,
    player: PlayerId,
    pl: &Placement,
    subject: Subject,
) -> MoveVerdict {
    let mut v = match MoveVerdict::unless_game_over(pos, subject) {
        Ok(v) => v,
        Err(over) => return over,
    };
    let TileRef::Offer(_) = pl.tile else {
        v.problems.push(Problem::error(
            rule::KF_BID_OFFER_ONLY,
            subject,
            Message::new(msg::KF_PROBLEM_BID_VILLAGE).key_arg("tile", tile_key(pos.tile(pl.tile))),
        ));
        return v;
    };
    let t = pos.tile(pl.tile);
    if pl.count == 0 {
        v.problems.push(Problem::error(
            rule::KF_BID_MORE_WORKERS,
            subject,
            Message::new(msg::KF_PROBLEM_BID_EMPTY).key_arg("tile", tile_key(t)),
        ));
    }
    if pl.colours().len() > 1 {
        v.problems.push(Problem::error(
            rule::KF_BID_SAME_COLOUR,
            subject,
            Message::new(msg::KF_PROBLEM_BID_MIXED).key_arg("tile", tile_key(t)),
        ));
    }
    check_bid_colour(pos, player, pl, t, subject, &mut v);
    check_bid_size(player, pl, t, subject, &mut v);
    check_sources(pos, player, pl, subject, &mut v);
    v
}

/// The bid's colour: the tile's colour (or a summer boat 4a counter-bid), and one group per
/// bidder.
fn check_bid_colour(
    pos: &Position,
    player: PlayerId,
    pl: &Placement,
    t: &Tile,
    subject: Subject,
    v: &mut MoveVerdict,
) {
    let wrong_colour = |want: Colour| {
        Problem::error(
            rule::KF_BID_SAME_COLOUR,
            subject,
            Message::new(msg::KF_PROBLEM_BID_COLOUR)
                .key_arg("tile", tile_key(t))
                .key_arg("colour", colour_key(pl.colour))
                .key_arg("want", colour_key(want)),
        )
    };
    let own = t.bids.iter().find(|b| b.player == player);
    match (own, tile_colour(t)) {
        (Some(b), c) if b.colour != pl.colour => {
            if let Some(c) = c.filter(|c| *c != pl.colour) {
                v.problems.push(wrong_colour(c));
            }
            v.problems.push(Problem::error(
                rule::KF_BID_ONE_GROUP,
                subject,
                Message::new(msg::KF_PROBLEM_BID_OWN_COLOUR)
                    .key_arg("tile", tile_key(t))
                    .key_arg("colour", colour_key(pl.colour))
                    .key_arg("want", colour_key(b.colour)),
            ))
        }
        (Some(b), Some(c)) if b.flat && b.colour != c => v.satisfied.push((
            rule::KF_SUMMER_BOAT_4A,
            Message::new(msg::KF_OK_4A_RAISE)
                .key_arg("tile", tile_key(t))
                .key_arg("colour", colour_key(b.colour)),
        )),
        (_, Some(c)) if c != pl.colour => {
            let boat = pos.players[player].has_boat_face(4, Face::A);
            match boat.then(|| counter_bid_refusal(pos, player, t, c)) {
                Some(None) => v.satisfied.push((
                    rule::KF_SUMMER_BOAT_4A,
                    Message::new(msg::KF_OK_4A_COUNTER_BID)
                        .key_arg("tile", tile_key(t))
                        .key_arg("colour", colour_key(pl.colour))
                        .key_arg("want", colour_key(c)),
                )),
                refused => {
                    v.problems.push(wrong_colour(c));
                    if let Some(Some((rule, m))) = refused {
                        v.problems.push(Problem::error(rule, subject, m));
                    }
                }
            }
        }
        (_, Some(c)) => v.satisfied.push((
            rule::KF_BID_SAME_COLOUR,
            Message::new(msg::KF_OK_SAME_COLOUR).key_arg("colour", colour_key(c)),
        )),
        (_, None) => v.satisfied.push((
            rule::KF_BID_FIRST,
            Message::new(msg::KF_OK_FIRST_BID).key_arg("tile", tile_key(t)),
        )),
    }
}

/// The bid's size: more workers than any other bid (with the bidder's own already there),
/// and not moved from the tile itself.
fn check_bid_size(
    player: PlayerId,
    pl: &Placement,
    t: &Tile,
    subject: Subject,
    v: &mut MoveVerdict,
) {
    let mine = t
        .bids
        .iter()
        .find(|b| b.player == player)
        .map_or(0, |b| b.count);
    let total = mine + pl.count;
    let top_other = t
        .bids
        .iter()
        .filter(|b| b.player != player)
        .map(|b| b.count)
        .max();
    let winning_now = mine > 0 && top_other.is_none_or(|o| mine > o);
    if pl.from_bids.contains(&pl.tile) {
        v.problems.push(Problem::error(
            rule::KF_BID_WINNING_STAY,
            subject,
            Message::new(msg::KF_PROBLEM_SAME_TILE).key_arg("tile", tile_key(t)),
        ));
    }
    match top_other {
        Some(o) if total <= o => v.problems.push(Problem::error(
            rule::KF_BID_MORE_WORKERS,
            subject,
            Message::new(msg::KF_PROBLEM_BID_TOO_SMALL)
                .key_arg("tile", tile_key(t))
                .arg("count", total)
                .arg("top", o),
        )),
        Some(o) => v.satisfied.push((
            rule::KF_BID_MORE_WORKERS,
            Message::new(msg::KF_OK_OUTBIDS)
                .arg("count", total)
                .arg("top", o),
        )),
        None => {}
    }
    if winning_now {
        v.satisfied.push((
            rule::KF_BID_RAISE_OWN,
            Message::new(msg::KF_OK_RAISE_OWN).arg("count", total),
        ));
    }
}

/// Taking bidding workers back behind the screen is never allowed.
pub(crate) fn adjudicate_withdraw(
    pos: &Position,
    _player: PlayerId,
    tile: TileRef,
    subject: Subject,
) -> MoveVerdict {
    MoveVerdict {
        problems: vec![Problem::error(
            rule::KF_BID_NO_RETURN,
            subject,
            Message::new(msg::KF_PROBLEM_NO_RETURN).key_arg("tile", tile_key(pos.tile(tile))),
        )],
        satisfied: Vec::new(),
    }
}

/// A bid on a boat tile: never legal. "The boat tiles are not bid for with the workers
/// directly, but the contents of the boats are chosen in the order that players successfully
/// bid for the turn order tiles."
pub(crate) fn adjudicate_boat_bid(
    pos: &Position,
    def: &'static super::catalogue::TileDef,
    subject: Subject,
) -> MoveVerdict {
    let mut v = match MoveVerdict::unless_game_over(pos, subject) {
        Ok(v) => v,
        Err(over) => return over,
    };
    v.problems.push(Problem::error(
        rule::KF_BID_NO_BOATS,
        subject,
        Message::new(msg::KF_PROBLEM_BID_BOAT).key_arg("tile", format!("kf-tile-{}", def.key)),
    ));
    v
}
