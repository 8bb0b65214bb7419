//! The boats' and turn-order tiles' end-game points: each boat's rule (Sea Bastion's road
//! loops, Sea Breese's reach, the Keyflower boat's carts...) and the turn-order tiles'.

use super::lines::push;
use super::{tile_key, ScoreLine};
use crate::keyflower::catalogue::{BoatRule, Conf, Effect, Kind};
use crate::keyflower::geometry::{opposite, Edge, Hex};
use crate::keyflower::options::{
    KeyflowerBoat, Options, SeaBastion, SeaBreese, TurnOrderConnected,
};
use crate::keyflower::position::{Face, Player, Value};
use crate::keyflower::transport::joined;
use crate::keyflower::Message;
use crate::Points;
use arbiter_ids::{msg, rule};
use std::collections::{HashMap, HashSet};

pub(super) fn boat_lines(player: &Player, options: &Options, lines: &mut Vec<ScoreLine>) {
    for tile in &player.village {
        let Effect::Boat(boat) = tile.def.effect else {
            continue;
        };
        match boat {
            BoatRule::Keyflower => {
                let carts: Vec<Value> = player
                    .village
                    .iter()
                    .filter(|other| matches!(other.def.effect, Effect::Transport { .. }))
                    .filter_map(|other| other.printed.cart)
                    .collect();
                let capacity: Points = carts.iter().map(|cart| Points::from(cart.value)).sum();
                let origins: Vec<(Conf, bool)> =
                    carts.iter().map(|c| (c.conf, c.from_file)).collect();
                // Why the capacity counts once, twice or four times: summer boat 2b's
                // b face, under the keyflower-boat option.
                let (times, rule, why) = if player.has_boat_face(2, Face::B) {
                    match options.keyflower_boat {
                        KeyflowerBoat::Double => (2, rule::KF_OPTION_KEYFLOWER_BOAT, "double"),
                        KeyflowerBoat::Quadruple => {
                            (4, rule::KF_OPTION_KEYFLOWER_BOAT, "quadruple")
                        }
                    }
                } else {
                    (1, rule::KF_BOAT_KEYFLOWER, "single")
                };
                push(
                    lines,
                    rule,
                    crate::keyflower::position::sources_args(
                        Message::new(msg::KF_SCORE_KEYFLOWER_BOAT)
                            .arg("capacity", capacity)
                            .arg("times", times)
                            .arg("why", why)
                            .arg("option", options.get("keyflower-boat")),
                        &origins,
                    ),
                    capacity * times,
                );
            }
            BoatRule::SeaBastion => {
                let tiles = loop_tiles(player, options.sea_bastion);
                push(
                    lines,
                    rule::KF_OPTION_SEA_BASTION,
                    Message::new(msg::KF_SCORE_SEA_BASTION).arg("count", tiles),
                    tiles as Points,
                );
            }
            BoatRule::SeaBreese => {
                let (count, pts) = sea_breese(player, options.sea_breese);
                push(
                    lines,
                    rule::KF_OPTION_SEA_BREESE,
                    Message::new(msg::KF_SCORE_SEA_BREESE).arg("count", count),
                    pts,
                );
            }
            BoatRule::Flipper => push(
                lines,
                rule::KF_BOAT_FLIPPER,
                Message::new(msg::KF_SCORE_FLIPPER),
                2,
            ),
            BoatRule::Ianvincible => push(
                lines,
                rule::KF_BOAT_IANVINCIBLE,
                Message::new(msg::KF_SCORE_IANVINCIBLE),
                5,
            ),
            BoatRule::WhiteWind => {}
        }
    }
}

/// Tiles on road loops (option O4).
pub(crate) fn loop_tiles(p: &Player, mode: SeaBastion) -> usize {
    let hexes: Vec<Hex> = p.village.iter().filter_map(|t| t.at).collect();
    let adj: HashMap<Hex, Vec<Hex>> = hexes.iter().map(|&h| (h, joined(p, h, false))).collect();
    match mode {
        SeaBastion::Union => {
            // A tile is on a loop when one of its roads is not a bridge.
            let mut on = HashSet::new();
            for (&u, ns) in &adj {
                for &v in ns {
                    if u < v && !is_bridge(&adj, u, v) {
                        on.insert(u);
                        on.insert(v);
                    }
                }
            }
            on.len()
        }
        SeaBastion::Largest => {
            let mut best = 0;
            // The longest loop is found by exhaustive search, which is instant for a real
            // village (at most a few dozen tiles); the step budget only stops a hostile file
            // (a village of hundreds of duplicated road tiles, which `check` rejects anyway)
            // from running for ever, keeping the longest loop found so far.
            let mut budget: u64 = 5_000_000;
            for &s in &hexes {
                let mut path = vec![s];
                longest_cycle(&adj, s, &mut path, &mut best, &mut budget);
            }
            best
        }
    }
}

fn is_bridge(adj: &HashMap<Hex, Vec<Hex>>, u: Hex, v: Hex) -> bool {
    let mut seen = HashSet::from([u]);
    let mut stack = vec![u];
    while let Some(h) = stack.pop() {
        for &n in &adj[&h] {
            if (h == u && n == v) || (h == v && n == u) {
                continue;
            }
            if n == v {
                return false;
            }
            if seen.insert(n) {
                stack.push(n);
            }
        }
    }
    true
}

fn longest_cycle(
    adj: &HashMap<Hex, Vec<Hex>>,
    start: Hex,
    path: &mut Vec<Hex>,
    best: &mut usize,
    budget: &mut u64,
) {
    if *budget == 0 {
        return;
    }
    *budget -= 1;
    let Some(&last) = path.last() else { return };
    for &n in &adj[&last] {
        if n == start && path.len() >= 3 {
            *best = (*best).max(path.len());
        } else if n > start && !path.contains(&n) {
            path.push(n);
            longest_cycle(adj, start, path, best, budget);
            path.pop();
        }
    }
}

/// Boats joined to the home tile by water, and their Sea Breese points (option O5).
pub fn sea_breese(p: &Player, mode: SeaBreese) -> (usize, Points) {
    let homes: Vec<Hex> = p
        .village
        .iter()
        .filter(|t| t.def.kind == Kind::Home)
        .filter_map(|t| t.at)
        .collect();
    let mut reached: HashSet<Hex> = HashSet::new();
    let mut frontier = homes.clone();
    while let Some(h) = frontier.pop() {
        let t = p.tile_at(h).unwrap();
        for side in 0..6 {
            let n = h.neighbour(side);
            let Some(o) = p.tile_at(n) else { continue };
            if !o.def.kind.is_boat() || reached.contains(&n) {
                continue;
            }
            if t.edge(side) == Some(Edge::Water) && o.edge(opposite(side)) == Some(Edge::Water) {
                reached.insert(n);
                if mode == SeaBreese::Chain {
                    frontier.push(n);
                }
            }
        }
    }
    let pts = reached
        .iter()
        .map(|h| {
            p.tile_at(*h)
                .unwrap()
                .printed
                .sea_breese
                .map_or(0, |v| Points::from(v.value))
        })
        .sum();
    (reached.len(), pts)
}

pub(super) fn turn_order_lines(player: &Player, options: &Options, lines: &mut Vec<ScoreLine>) {
    for tile in &player.village {
        if tile.def.kind != Kind::TurnOrder {
            continue;
        }
        let Some(at) = tile.at else { continue };
        let mut connected = 0;
        for side in 0..6 {
            let Some(other) = player.tile_at(at.neighbour(side)) else {
                continue;
            };
            let counts = match options.turn_order_connected {
                TurnOrderConnected::Adjacent => true,
                TurnOrderConnected::Road => {
                    tile.edge(side) == Some(Edge::Road)
                        && other.edge(opposite(side)) == Some(Edge::Road)
                }
            };
            if counts {
                connected += 1;
            }
        }
        push(
            lines,
            rule::KF_OPTION_TURN_ORDER_CONNECTED,
            Message::new(msg::KF_SCORE_TURN_ORDER)
                .key_arg("tile", tile_key(tile.def.key))
                .arg("count", connected),
            connected,
        );
    }
}
