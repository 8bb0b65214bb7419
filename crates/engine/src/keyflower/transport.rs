//! Transport and upgrading: the transport tile may stand in any village, but resources move
//! along roads in the mover's own village, by the shortest route, up to the tile's cart
//! capacity (split freely over resources and steps); upgrades are of the mover's own tiles and
//! need their resources on the tile. Summer boats 2a (fields), 2b (double) and 3a (stand-ins)
//! apply. Road stubs on one tile are taken to join in its centre (option `road-hub`).

use crate::PlayerId;
use arbiter_ids::{msg, rule};
use std::collections::{HashMap, VecDeque};

use super::catalogue::{Conf, Effect, Kind, Resource, Skill};
use super::geometry::{opposite, Edge, Hex};
use super::position::{Face, Player, Position, Spot, TransportMove};
use super::tile_use::adjudicate_use;
use super::{Message, MoveVerdict, Problem, Subject};

/// Hexes joined to `at` in `p`'s village: by road on both facing sides, or by any shared
/// side when `fields_too` (summer Boat 2a).
pub(crate) fn joined(p: &Player, at: Hex, fields_too: bool) -> Vec<Hex> {
    let Some(t) = p.tile_at(at) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for side in 0..6 {
        let n = at.neighbour(side);
        let Some(o) = p.tile_at(n) else { continue };
        let road = t.edge(side) == Some(Edge::Road) && o.edge(opposite(side)) == Some(Edge::Road);
        if road || fields_too {
            out.push(n);
        }
    }
    out
}

/// The shortest route from `from` to `to` through the village, both ends included (`None`:
/// not joined).
pub(crate) fn route(player: &Player, from: Hex, to: Hex, fields_too: bool) -> Option<Vec<Hex>> {
    let mut previous: HashMap<Hex, Hex> = HashMap::new();
    let mut queue = VecDeque::from([from]);
    previous.insert(from, from);
    while let Some(here) = queue.pop_front() {
        if here == to {
            let mut path = vec![to];
            while let Some(&back) = previous
                .get(path.last().unwrap())
                .filter(|&&b| b != *path.last().unwrap())
            {
                path.push(back);
            }
            path.reverse();
            return Some(path);
        }
        for next in joined(player, here, fields_too) {
            if let std::collections::hash_map::Entry::Vacant(slot) = previous.entry(next) {
                slot.insert(here);
                queue.push_back(next);
            }
        }
    }
    None
}

fn key_of(player: &Player, hex: Hex) -> String {
    player
        .tile_at(hex)
        .map_or(msg::KF_TILE_NONE.to_string(), |t| {
            format!("kf-tile-{}", t.def.key)
        })
}

/// The hex of a tile in `player`'s village, or the problem with naming it.
fn own_hex(player: &Player, spot: Spot, subject: Subject) -> Result<Hex, Problem> {
    match spot {
        Spot::Hex(hex) if player.tile_at(hex).is_some() => Ok(hex),
        Spot::Hex(hex) => Err(Problem::error(
            rule::KF_TRANSPORT_OWN_VILLAGE,
            subject,
            Message::new(msg::KF_PROBLEM_NO_TILE_AT)
                .arg("q", hex.q)
                .arg("r", hex.r),
        )),
        Spot::Elsewhere(def) => Err(Problem::error(
            rule::KF_TRANSPORT_OWN_VILLAGE,
            subject,
            Message::new(msg::KF_PROBLEM_NOT_OWN_VILLAGE)
                .key_arg("tile", format!("kf-tile-{}", def.key)),
        )),
    }
}

/// What a transport tile allows this turn.
struct Capacity {
    /// `None` when the printed number is not known: the move is refused for it
    /// (`kf.option.unverified`) and not judged against a number nobody gave.
    cart: Option<u32>,
    upgrades: Option<u32>,
    fields_too: bool,
}

/// Adjudicates a transport/upgrade move: the worker placement as a use, then every carry in
/// order, then every upgrade.
pub(crate) fn adjudicate_transport(
    pos: &Position,
    player: PlayerId,
    mv: &TransportMove,
    subject: Subject,
) -> MoveVerdict {
    let via = pos.tile(mv.placement.tile);
    let Effect::Transport { .. } = via.def.effect else {
        return MoveVerdict {
            problems: vec![Problem::error(
                rule::KF_TRANSPORT_TILE,
                subject,
                Message::new(msg::KF_PROBLEM_NOT_TRANSPORT)
                    .key_arg("tile", format!("kf-tile-{}", via.def.key)),
            )],
            satisfied: Vec::new(),
        };
    };
    let mut verdict = adjudicate_use(pos, player, &mv.placement, subject);
    let mover = &pos.players[player];
    let double = if mover.has_boat_face(2, Face::B) {
        2
    } else {
        1
    };
    // A printed number the move needs and the position does not give is a problem of the
    // verdict (option `unverified`), reported with the others.
    let fi = via.face.index();
    let (cart_conf, upgrades_conf) = match via.def.effect {
        Effect::Transport { cart, upgrades } => (cart[fi].conf, upgrades[fi].conf),
        _ => (Conf::Unknown, Conf::Unknown),
    };
    for (field, value, conf) in [
        ("cart", via.printed.cart, cart_conf),
        ("upgrades", via.printed.upgrades, upgrades_conf),
    ] {
        if value.is_none() {
            verdict
                .problems
                .push(printed_needed(via.def.key, field, conf, subject));
        }
    }
    let capacity = Capacity {
        cart: via.printed.cart.map(|c| c.value.max(0) as u32 * double),
        upgrades: via.printed.upgrades.map(|c| c.value.max(0) as u32 * double),
        fields_too: mover.has_boat_face(2, Face::A),
    };
    if let (2, Some(cart), Some(upgrades)) = (double, capacity.cart, capacity.upgrades) {
        verdict.satisfied.push((
            rule::KF_SUMMER_BOAT_2B,
            Message::new(msg::KF_OK_DOUBLED)
                .arg("cart", cart)
                .arg("upgrades", upgrades),
        ));
    }
    // Resources per hex, updated as carries happen.
    let mut stock: HashMap<Hex, [u32; 4]> = mover
        .village
        .iter()
        .filter_map(|t| t.at.map(|h| (h, t.resources)))
        .collect();
    carries(mover, mv, &capacity, &mut stock, subject, &mut verdict);
    upgrades(mover, mv, &capacity, &mut stock, &mut verdict);
    verdict
}

/// The problem: the position must give the printed `field` of `tile` (option `unverified`);
/// accepting the fan sources' numbers is suggested only when a fan source gives one (`conf`).
fn printed_needed(tile: &str, field: &'static str, conf: Conf, subject: Subject) -> Problem {
    Problem::error(
        rule::KF_OPTION_UNVERIFIED,
        subject,
        Message::new(msg::KF_PROBLEM_PRINTED_NEEDED)
            .key_arg("tile", format!("kf-tile-{tile}"))
            .arg("field", field)
            .arg("fan", fan(conf)),
    )
}

/// `yes` when a fan source gives the number (so `unverified: accept` would supply it).
pub(crate) fn fan(conf: Conf) -> &'static str {
    if matches!(conf, Conf::Unverified(_)) {
        "yes"
    } else {
        "no"
    }
}

fn carries(
    mover: &Player,
    mv: &TransportMove,
    capacity: &Capacity,
    stock: &mut HashMap<Hex, [u32; 4]>,
    subject: Subject,
    verdict: &mut MoveVerdict,
) {
    let mut used = 0u32;
    for carry in &mv.carries {
        let ends = (
            own_hex(mover, carry.from, carry.subject),
            own_hex(mover, carry.to, carry.subject),
        );
        let (from, to) = match ends {
            (Ok(from), Ok(to)) => (from, to),
            (from, to) => {
                verdict.problems.extend(from.err());
                verdict.problems.extend(to.err());
                continue;
            }
        };
        let resource = format!("kf-resource-{}", carry.resource.key());
        match route(mover, from, to, capacity.fields_too) {
            None => verdict.problems.push(Problem::error(
                rule::KF_TRANSPORT_ROADS,
                carry.subject,
                Message::new(msg::KF_PROBLEM_CARRY_NO_ROAD)
                    .key_arg("from", key_of(mover, from))
                    .key_arg("to", key_of(mover, to)),
            )),
            Some(path) => {
                let steps = path.len() as u32 - 1;
                used += steps * carry.count;
                let rule = if capacity.fields_too {
                    rule::KF_SUMMER_BOAT_2A
                } else {
                    rule::KF_TRANSPORT_ROADS
                };
                let route: Vec<String> = path.iter().map(|&h| key_of(mover, h)).collect();
                verdict.satisfied.push((
                    rule,
                    Message::new(msg::KF_OK_CARRY)
                        .arg("count", carry.count)
                        .key_arg("resource", resource.clone())
                        .key_arg("from", key_of(mover, from))
                        .key_arg("to", key_of(mover, to))
                        .arg("steps", steps)
                        .keys_arg("route", route),
                ));
            }
        }
        let source = stock.entry(from).or_default();
        let have = source[carry.resource as usize];
        if have < carry.count {
            verdict.problems.push(Problem::error(
                rule::KF_TRANSPORT_AVAILABLE,
                carry.subject,
                Message::new(msg::KF_PROBLEM_CARRY_SHORT)
                    .key_arg("resource", resource)
                    .key_arg("from", key_of(mover, from))
                    .arg("count", carry.count)
                    .arg("have", have),
            ));
        } else {
            source[carry.resource as usize] -= carry.count;
            stock.entry(to).or_default()[carry.resource as usize] += carry.count;
        }
    }
    let Some(cart) = capacity.cart else {
        return;
    };
    if used > cart {
        verdict.problems.push(Problem::error(
            rule::KF_TRANSPORT_CAPACITY,
            subject,
            Message::new(msg::KF_PROBLEM_CAPACITY)
                .arg("used", used)
                .arg("cart", cart),
        ));
    } else if !mv.carries.is_empty() {
        verdict.satisfied.push((
            rule::KF_TRANSPORT_CAPACITY,
            Message::new(msg::KF_OK_CAPACITY)
                .arg("used", used)
                .arg("cart", cart),
        ));
    }
}

fn upgrades(
    mover: &Player,
    mv: &TransportMove,
    capacity: &Capacity,
    stock: &mut HashMap<Hex, [u32; 4]>,
    verdict: &mut MoveVerdict,
) {
    match capacity.upgrades {
        Some(max) if mv.upgrades.len() as u32 > max => {
            verdict.problems.push(Problem::error(
                rule::KF_UPGRADE_COUNT,
                mv.upgrades[0].subject,
                Message::new(msg::KF_PROBLEM_UPGRADE_COUNT)
                    .arg("count", mv.upgrades.len())
                    .arg("max", max),
            ));
        }
        _ => {}
    }
    let mut skills = mover.skills;
    let mut done: Vec<Hex> = Vec::new();
    for upgrade in &mv.upgrades {
        let hex = match own_hex(mover, upgrade.spot, upgrade.subject) {
            Ok(hex) => hex,
            Err(problem) => {
                verdict.problems.push(problem);
                continue;
            }
        };
        let tile = mover.tile_at(hex).expect("own_hex found it");
        let key = format!("kf-tile-{}", tile.def.key);
        if !tile.def.kind.upgradable()
            || (tile.def.kind == Kind::Home && tile.printed.cost.is_none())
        {
            verdict.problems.push(Problem::error(
                rule::KF_UPGRADE_WHICH_TILES,
                upgrade.subject,
                Message::new(msg::KF_PROBLEM_NOT_UPGRADABLE).key_arg("tile", key),
            ));
            continue;
        }
        if tile.face == Face::Upgraded || done.contains(&hex) {
            verdict.problems.push(Problem::error(
                rule::KF_UPGRADE_ONCE,
                upgrade.subject,
                Message::new(msg::KF_PROBLEM_ALREADY_UPGRADED).key_arg("tile", key),
            ));
            continue;
        }
        done.push(hex);
        let Some(cost) = tile.printed.cost else {
            verdict.problems.push(printed_needed(
                tile.def.key,
                "cost",
                tile.def.cost.map_or(Conf::Unknown, |c| c.conf),
                upgrade.subject,
            ));
            continue;
        };
        let have = stock.entry(hex).or_default();
        let stand_in = mover.has_boat_face(3, Face::A);
        let need_total: u32 =
            cost.resources.iter().map(|&x| x as u32).sum::<u32>() + cost.any as u32;
        let have_total: u32 = have.iter().sum();
        let specific_ok = Resource::ALL
            .iter()
            .all(|r| have[*r as usize] >= cost.resources[*r as usize] as u32);
        let enough = have_total >= need_total && (stand_in || specific_ok);
        if !enough {
            verdict.problems.push(Problem::error(
                rule::KF_UPGRADE_RESOURCES_ON_TILE,
                upgrade.subject,
                Message::new(msg::KF_PROBLEM_UPGRADE_RESOURCES)
                    .key_arg("tile", key.clone())
                    .counted_arg("need", cost_items(&cost.resources, cost.any))
                    .counted_arg("have", cost_items(&have.map(|x| x.min(255) as u8), 0)),
            ));
        } else {
            verdict.satisfied.push((
                if stand_in && !specific_ok {
                    rule::KF_SUMMER_BOAT_3A
                } else {
                    rule::KF_UPGRADE_RESOURCES_ON_TILE
                },
                Message::new(msg::KF_OK_UPGRADE).key_arg("tile", key.clone()),
            ));
        }
        for skill in Skill::ALL {
            let need = cost.skills[skill as usize] as u32;
            if skills[skill as usize] < need {
                verdict.problems.push(Problem::error(
                    rule::KF_UPGRADE_SKILLS,
                    upgrade.subject,
                    Message::new(msg::KF_PROBLEM_UPGRADE_SKILL)
                        .key_arg("tile", key.clone())
                        .key_arg("skill", format!("kf-skill-{}", skill.key())),
                ));
            } else {
                skills[skill as usize] -= need;
            }
        }
    }
}

/// A cost or a stock as counted things for a message (`kf-count-iron` with 1 ...), resources in
/// their order, then resources of any kind.
fn cost_items(res: &[u8; 4], any: u8) -> Vec<(String, i64)> {
    let mut items: Vec<(String, i64)> = Resource::ALL
        .iter()
        .filter(|r| res[**r as usize] > 0)
        .map(|r| (format!("kf-count-{}", r.key()), i64::from(res[*r as usize])))
        .collect();
    if any > 0 {
        items.push((msg::KF_COUNT_ANY.to_string(), i64::from(any)));
    }
    items
}
