//! The end of a season and the start of the next: losing bids returned, unbid tiles boxed,
//! won tiles collected, the workers of the home tiles, the order of choosing boats, the
//! winter tile selection.

use super::{add, problem, take, tile_key, Events, Game, Stage};
use crate::keyflower::bidding::winning;
use crate::keyflower::catalogue::{Effect, Kind, TileDef};
use crate::keyflower::position::{printed_from_catalogue, Face, Position, Season, Tile, TileRef};
use crate::keyflower::{Message, Problem, Subject};
use crate::PlayerId;
use arbiter_ids::{msg, rule};

/// A tile fresh from the box (a boat or a turn-order tile joining a village).
pub(super) fn new_tile(def: &'static TileDef, pos: &Position) -> Tile {
    Tile {
        def,
        subject: Subject::Position,
        at: None,
        rotation: 0,
        face: Face::Front,
        edges: None,
        resources: [0; 4],
        workers: None,
        bids: Vec::new(),
        printed: printed_from_catalogue(def, Face::Front, &pos.options),
        stores: None,
        flipped_by_flipper: false,
    }
}

/// Every tile's subject again after tiles moved, so that each names where it now lies.
pub(super) fn renumber(pos: &mut Position) {
    for (i, t) in pos.offer.iter_mut().enumerate() {
        let r = TileRef::Offer(i);
        t.subject = Subject::Tile(r);
        if let Some(w) = &mut t.workers {
            w.subject = Subject::Workers(r);
        }
        for (b, bid) in t.bids.iter_mut().enumerate() {
            bid.subject = Subject::Bid { tile: r, bid: b };
        }
    }
    for (p, pl) in pos.players.iter_mut().enumerate() {
        for (index, t) in pl.village.iter_mut().enumerate() {
            let r = TileRef::Village {
                player: PlayerId::unchecked(p),
                index,
            };
            t.subject = Subject::Tile(r);
            if let Some(w) = &mut t.workers {
                w.subject = Subject::Workers(r);
            }
        }
    }
}

/// Season end, step 1: unsuccessful bids go back behind the screens.
fn return_losing_bids(pos: &mut Position, events: &mut Events) {
    for t in &mut pos.offer {
        let top = winning(t).map(|b| b.player);
        for b in t.bids.iter().filter(|b| Some(b.player) != top) {
            pos.players[b.player].workers[b.colour as usize] += b.count;
            events.push((
                rule::KF_END_UNSUCCESSFUL_BIDS,
                Message::new(msg::KF_EVENT_BID_RETURNED)
                    .arg("player", pos.players[b.player].name.as_str())
                    .arg("count", b.count)
                    .key_arg("tile", tile_key(t.def)),
            ));
        }
        t.bids.retain(|b| Some(b.player) == top);
    }
}

/// Season end, step 2: village tiles nobody bid for go to the box, their workers into the
/// bag. Returns the tiles that stay (bid for, or turn-order tiles).
fn box_unbid_tiles(pos: &mut Position, bag: &mut [u32; 4], events: &mut Events) -> Vec<Tile> {
    let mut kept = Vec::new();
    for t in std::mem::take(&mut pos.offer) {
        if t.def.kind != Kind::TurnOrder && t.bids.is_empty() {
            if let Some(w) = &t.workers {
                add(bag, w.by_colour());
            }
            events.push((
                rule::KF_END_UNBID_TILES,
                Message::new(msg::KF_EVENT_TO_BOX).key_arg("tile", tile_key(t.def)),
            ));
        } else {
            kept.push(t);
        }
    }
    kept
}

/// Season end, step 3: each winner takes their tiles and the workers on them; the winning
/// bids go into the bag. Returns the tiles to place, by winner, and the turn-order tiles won
/// (number, winner); a turn-order tile nobody bid for stays on offer for the next season, one
/// won before winter goes back on offer.
fn collect_won(
    pos: &mut Position,
    kept: Vec<Tile>,
    bag: &mut [u32; 4],
    events: &mut Events,
) -> Won {
    let season = pos.season;
    let mut to_place: Vec<(PlayerId, Tile)> = Vec::new();
    let mut turn_order: Vec<(u8, PlayerId)> = Vec::new();
    for mut t in kept {
        let Some(bid) = t.bids.first().cloned() else {
            pos.offer.push(t);
            continue;
        };
        let winner = bid.player;
        bag[bid.colour as usize] += bid.count;
        t.bids.clear();
        if let Effect::TurnOrder(number) = t.def.effect {
            turn_order.push((number, winner));
            if season == Season::Winter {
                to_place.push((winner, t));
            } else {
                pos.offer.push(t);
            }
            continue;
        }
        if let Some(w) = t.workers.take() {
            add(&mut pos.players[winner].workers, w.by_colour());
        }
        events.push((
            rule::KF_END_COLLECT_WON,
            Message::new(msg::KF_EVENT_WON)
                .arg("player", pos.players[winner].name.as_str())
                .key_arg("tile", tile_key(t.def)),
        ));
        to_place.push((winner, t));
    }
    Won {
        to_place,
        turn_order,
    }
}

/// What the winners of a season's bids take ([`collect_won`]).
struct Won {
    /// The tiles to place, with their winners.
    to_place: Vec<(PlayerId, Tile)>,
    /// The turn-order tiles won: number and winner.
    turn_order: Vec<(u8, PlayerId)>,
}

/// Season end, step 4: workers on village tiles go behind their village owner's screen.
fn home_workers(pos: &mut Position, events: &mut Events) {
    for pl in &mut pos.players {
        let mut back = [0u32; 4];
        for t in &mut pl.village {
            if let Some(w) = t.workers.take() {
                add(&mut back, w.by_colour());
            }
        }
        if back.iter().sum::<u32>() > 0 {
            events.push((
                rule::KF_END_HOME_WORKERS,
                Message::new(msg::KF_EVENT_HOME_WORKERS)
                    .arg("player", pl.name.as_str())
                    .arg("count", back.iter().sum::<u32>()),
            ));
        }
        add(&mut pl.workers, back);
    }
}

/// The order of choosing boats: the turn-order winners by tile number (`turn_order` sorted),
/// one boat each, then the others clockwise from `from` (the new start player).
fn boat_order(turn_order: &[(u8, PlayerId)], from: PlayerId, n: usize) -> Vec<PlayerId> {
    let mut order: Vec<PlayerId> = Vec::new();
    for (_, p) in turn_order {
        if !order.contains(p) {
            order.push(*p);
        }
    }
    for k in 0..n {
        let p = PlayerId::unchecked((from.index() + k) % n);
        if !order.contains(&p) {
            order.push(p);
        }
    }
    order
}

impl Game {
    pub(super) fn choose_winter(
        &mut self,
        mut chosen: Vec<Option<Vec<&'static TileDef>>>,
        p: PlayerId,
        tiles: &[&'static TileDef],
    ) -> Result<Events, Vec<Problem>> {
        let me = &self.position.players[p];
        let mut problems = Vec::new();
        if chosen[p.index()].is_some() {
            problems.push(problem(
                rule::KF_SEASON_WINTER_CHOICE,
                Message::new(msg::KF_PROBLEM_WINTER_CHOSEN).arg("player", me.name.as_str()),
            ));
        }
        if tiles.is_empty() {
            problems.push(problem(
                rule::KF_SEASON_WINTER_CHOICE,
                Message::new(msg::KF_PROBLEM_WINTER_NONE).arg("player", me.name.as_str()),
            ));
        }
        for (i, t) in tiles.iter().enumerate() {
            if !me.winter_tiles.contains(t) || tiles[..i].contains(t) {
                problems.push(problem(
                    rule::KF_SEASON_WINTER_CHOICE,
                    Message::new(msg::KF_PROBLEM_WINTER_NOT_DEALT)
                        .arg("player", me.name.as_str())
                        .key_arg("tile", tile_key(t)),
                ));
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        chosen[p.index()] = Some(tiles.to_vec());
        let mut events = vec![(
            rule::KF_SEASON_WINTER_CHOICE,
            Message::new(msg::KF_EVENT_WINTER_CHOSEN)
                .arg("player", me.name.as_str())
                .arg("count", tiles.len()),
        )];
        if chosen.iter().all(Option::is_some) {
            // Revealed together, shuffled and laid out; the rest go back to the box.
            for sel in chosen.iter().flatten() {
                for def in sel {
                    let t = new_tile(def, &self.position);
                    self.position.offer.push(t);
                }
            }
            for pl in &mut self.position.players {
                pl.winter_tiles.clear();
            }
            renumber(&mut self.position);
            let start = self.start_player();
            self.stage = Stage::Turns {
                turn: start,
                passes: 0,
            };
            events.push((
                rule::KF_SEASON_WINTER_CHOICE,
                Message::new(msg::KF_EVENT_WINTER_OUT).arg(
                    "count",
                    self.position
                        .offer
                        .iter()
                        .filter(|t| t.def.kind == Kind::Winter)
                        .count(),
                ),
            ));
        } else {
            self.stage = Stage::WinterChoice { chosen };
        }
        Ok(events)
    }

    /// The end of the season, steps 1 to 5 of the rulebook up to the boat choices.
    pub(super) fn end_season(&mut self) -> Events {
        let season = self.position.season;
        let mut events: Events = vec![(
            rule::KF_SEASON_TURNS,
            Message::new(msg::KF_EVENT_SEASON_END)
                .key_arg("season", format!("kf-kind-{}", season.key())),
        )];
        let n = self.players();
        let pos = &mut self.position;
        return_losing_bids(pos, &mut events);
        let kept = box_unbid_tiles(pos, &mut self.bag, &mut events);
        let start =
            PlayerId::unchecked(pos.players.iter().position(|p| p.start_player).unwrap_or(0));
        let Won {
            mut to_place,
            mut turn_order,
        } = collect_won(pos, kept, &mut self.bag, &mut events);
        to_place.sort_by_key(|(p, _)| (p.index() + n - start.index()) % n);
        home_workers(pos, &mut events);
        // 5. The order of choosing boats: the turn-order winners by tile number, one boat
        //    each, then the others clockwise from the new start player.
        turn_order.sort();
        // The highest numbered start-player tile won decides (rulebook: "the highest numbered
        // start player tile").
        let new_start = turn_order
            .iter()
            .filter(|(n, _)| self.start_tile.contains(n))
            .max_by_key(|(n, _)| *n)
            .map(|(_, p)| *p);
        let order = boat_order(&turn_order, new_start.unwrap_or(start), n);
        if season == Season::Winter {
            if let Some(p) = new_start {
                pos.players[p].won_winter_start_tile = true;
            }
        }
        // The start-player marker: to the start tile's winner, else to the left.
        self.next_start = new_start.unwrap_or(start.next(n));
        self.pending = to_place;
        renumber(pos);
        events.push((
            rule::KF_END_BOAT_CONTENTS,
            Message::new(msg::KF_EVENT_BOAT_ORDER).arg(
                "players",
                order
                    .iter()
                    .map(|p| self.position.players[*p].name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        ));
        self.stage = Stage::Boats {
            order,
            done: 0,
            taken: Vec::new(),
        };
        events
    }

    /// The next season begins: the boats turned and (summer, autumn) refilled, the season's
    /// tiles put out; after winter the game is over.
    pub(super) fn next_season(&mut self) -> Events {
        let next = self.position.season.next();
        self.position.season = next;
        let mut events: Events = Vec::new();
        match next {
            Season::End => {
                self.stage = Stage::Over;
                events.push((
                    rule::KF_END_GAME_OVER,
                    Message::new(msg::KF_EVENT_GAME_OVER),
                ));
            }
            Season::Winter => {
                self.stage = Stage::WinterChoice {
                    chosen: vec![None; self.players()],
                };
                events.push((
                    rule::KF_SEASON_WINTER_CHOICE,
                    Message::new(msg::KF_EVENT_SEASON_START).key_arg("season", msg::KF_KIND_WINTER),
                ));
            }
            _ => {
                let found = self.upcoming.iter().position(|s| s.season == next);
                if found.is_none() {
                    self.unwritten = Some(next);
                }
                if let Some(i) = found {
                    let s = self.upcoming.remove(i);
                    self.position.offer.extend(s.offer);
                    for new in s.boats {
                        if let Some(b) = self.boats.iter_mut().find(|b| b.def == new.def) {
                            add(&mut b.workers, new.workers);
                            add(&mut b.skills, new.skills);
                            take(&mut self.bag, new.workers);
                            for k in 0..3 {
                                self.pile[k] = self.pile[k].saturating_sub(new.skills[k]);
                            }
                        }
                    }
                }
                renumber(&mut self.position);
                self.stage = Stage::Turns {
                    turn: self.start_player(),
                    passes: 0,
                };
                events.push((
                    rule::KF_SEASON_START_PLAYER,
                    Message::new(msg::KF_EVENT_SEASON_START)
                        .key_arg("season", format!("kf-kind-{}", next.key())),
                ));
            }
        }
        events
    }
}
