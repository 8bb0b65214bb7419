//! Transport and upgrading: resources move along roads in the mover's own village, up to the
//! transport tile's cart capacity (split freely over resources and steps); upgrades need
//! their resources on the tile. Summer boats 2a (fields), 2b (double) and 3a (stand-ins)
//! apply. Road stubs on one tile are taken to join in its centre (option `road-hub`).

use std::collections::{HashMap, VecDeque};

use super::catalogue::{Effect, Kind, Resource};
use super::geometry::{opposite, Edge, Hex};
use super::position::{Face, Player, Position, TransportMove};
use super::tile_use::adjudicate_use;
use super::{Message, MoveVerdict, Problem, Span};

/// Hexes joined to `at` in `p`'s village: by road on both facing sides, or by any shared
/// side when `fields_too` (summer Boat 2a).
pub fn joined(p: &Player, at: Hex, fields_too: bool) -> Vec<Hex> {
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

/// Fewest steps from `from` to `to` through the village (`None`: not joined).
pub fn distance(p: &Player, from: Hex, to: Hex, fields_too: bool) -> Option<u32> {
    let mut seen: HashMap<Hex, u32> = HashMap::new();
    let mut queue = VecDeque::from([from]);
    seen.insert(from, 0);
    while let Some(h) = queue.pop_front() {
        let d = seen[&h];
        if h == to {
            return Some(d);
        }
        for n in joined(p, h, fields_too) {
            if let std::collections::hash_map::Entry::Vacant(slot) = seen.entry(n) {
                slot.insert(d + 1);
                queue.push_back(n);
            }
        }
    }
    None
}

fn key_of(p: &Player, h: Hex) -> String {
    p.tile_at(h).map_or("kf-tile-none".to_string(), |t| {
        format!("kf-tile-{}", t.def.key)
    })
}

/// Adjudicates a transport/upgrade move.
pub fn adjudicate_transport(
    pos: &Position,
    player: usize,
    mv: &TransportMove,
    span: Span,
) -> MoveVerdict {
    let via = pos.tile(mv.placement.tile);
    if !matches!(via.def.effect, Effect::Transport { .. }) {
        return MoveVerdict {
            problems: vec![Problem::new(
                "kf.transport.tile",
                Message::new("kf-problem-not-transport")
                    .key_arg("tile", format!("kf-tile-{}", via.def.key)),
                span,
            )],
            satisfied: Vec::new(),
        };
    }
    let mut v = adjudicate_use(pos, player, &mv.placement, span);
    let p = &pos.players[player];
    let fields_too = p.has_boat_face(2, Face::A);
    let double = if p.has_boat_face(2, Face::B) { 2 } else { 1 };
    let cart = via.printed.cart.map_or(0, |c| c.value.max(0) as u32) * double;
    let upgrades = via.printed.upgrades.map_or(0, |c| c.value.max(0) as u32) * double;
    if double == 2 {
        v.satisfied.push((
            "kf.summer-boat.2b",
            Message::new("kf-ok-doubled")
                .arg("cart", cart)
                .arg("upgrades", upgrades),
        ));
    }
    // Resources per hex, updated as carries happen.
    let mut stock: HashMap<Hex, [u32; 4]> = p
        .village
        .iter()
        .filter_map(|t| t.at.map(|h| (h, t.resources)))
        .collect();
    let mut used = 0u32;
    for c in &mv.carries {
        if p.tile_at(c.from).is_none() || p.tile_at(c.to).is_none() {
            v.problems.push(Problem::new(
                "kf.transport.own-village",
                Message::new("kf-problem-carry-no-tile")
                    .arg("q", c.from.q)
                    .arg("r", c.from.r)
                    .arg("q2", c.to.q)
                    .arg("r2", c.to.r),
                c.span,
            ));
            continue;
        }
        match distance(p, c.from, c.to, fields_too) {
            None => v.problems.push(Problem::new(
                "kf.transport.roads",
                Message::new("kf-problem-carry-no-road")
                    .key_arg("from", key_of(p, c.from))
                    .key_arg("to", key_of(p, c.to)),
                c.span,
            )),
            Some(d) => {
                used += d * c.count;
                v.satisfied.push((
                    if fields_too {
                        "kf.summer-boat.2a"
                    } else {
                        "kf.transport.roads"
                    },
                    Message::new("kf-ok-carry")
                        .arg("count", c.count)
                        .key_arg("resource", format!("kf-resource-{}", c.resource.key()))
                        .key_arg("from", key_of(p, c.from))
                        .key_arg("to", key_of(p, c.to))
                        .arg("steps", d),
                ));
            }
        }
        let src = stock.entry(c.from).or_default();
        let have = src[c.resource as usize];
        if have < c.count {
            v.problems.push(Problem::new(
                "kf.transport.available",
                Message::new("kf-problem-carry-short")
                    .key_arg("resource", format!("kf-resource-{}", c.resource.key()))
                    .key_arg("from", key_of(p, c.from))
                    .arg("count", c.count)
                    .arg("have", have),
                c.span,
            ));
        } else {
            src[c.resource as usize] -= c.count;
            stock.entry(c.to).or_default()[c.resource as usize] += c.count;
        }
    }
    if used > cart {
        v.problems.push(Problem::new(
            "kf.transport.capacity",
            Message::new("kf-problem-capacity")
                .arg("used", used)
                .arg("cart", cart),
            span,
        ));
    } else if !mv.carries.is_empty() {
        v.satisfied.push((
            "kf.transport.capacity",
            Message::new("kf-ok-capacity")
                .arg("used", used)
                .arg("cart", cart),
        ));
    }
    if mv.upgrades.len() as u32 > upgrades {
        v.problems.push(Problem::new(
            "kf.upgrade.count",
            Message::new("kf-problem-upgrade-count")
                .arg("count", mv.upgrades.len())
                .arg("max", upgrades),
            span,
        ));
    }
    let mut skills = p.skills;
    for (i, u) in mv.upgrades.iter().enumerate() {
        let Some(t) = p.tile_at(u.value) else {
            v.problems.push(Problem::new(
                "kf.upgrade.own-village",
                Message::new("kf-problem-upgrade-no-tile")
                    .arg("q", u.value.q)
                    .arg("r", u.value.r),
                u.span,
            ));
            continue;
        };
        let tk = format!("kf-tile-{}", t.def.key);
        if !t.def.kind.upgradable() || (t.def.kind == Kind::Home && t.printed.cost.is_none()) {
            v.problems.push(Problem::new(
                "kf.upgrade.which-tiles",
                Message::new("kf-problem-not-upgradable").key_arg("tile", tk),
                u.span,
            ));
            continue;
        }
        if t.face == Face::Upgraded || mv.upgrades[..i].iter().any(|o| o.value == u.value) {
            v.problems.push(Problem::new(
                "kf.upgrade.once",
                Message::new("kf-problem-already-upgraded").key_arg("tile", tk),
                u.span,
            ));
            continue;
        }
        let Some(cost) = t.printed.cost else { continue };
        let have = stock.entry(u.value).or_default();
        let stand_in = p.has_boat_face(3, Face::A);
        let need_total: u32 =
            cost.resources.iter().map(|&x| x as u32).sum::<u32>() + cost.any as u32;
        let have_total: u32 = have.iter().sum();
        let specific_ok = Resource::ALL
            .iter()
            .all(|r| have[*r as usize] >= cost.resources[*r as usize] as u32);
        let ok = if stand_in {
            have_total >= need_total
        } else {
            specific_ok && have_total >= need_total
        };
        if !ok {
            v.problems.push(Problem::new(
                "kf.upgrade.resources-on-tile",
                Message::new("kf-problem-upgrade-resources")
                    .key_arg("tile", tk.clone())
                    .arg("need", cost_text(&cost.resources, cost.any))
                    .arg(
                        "have",
                        cost_text(
                            &[have[0], have[1], have[2], have[3]].map(|x| x.min(255) as u8),
                            0,
                        ),
                    ),
                u.span,
            ));
        } else {
            v.satisfied.push((
                if stand_in && !specific_ok {
                    "kf.summer-boat.3a"
                } else {
                    "kf.upgrade.resources-on-tile"
                },
                Message::new("kf-ok-upgrade").key_arg("tile", tk.clone()),
            ));
        }
        for s in 0..3 {
            if skills[s] < cost.skills[s] as u32 {
                v.problems.push(Problem::new(
                    "kf.upgrade.skills",
                    Message::new("kf-problem-upgrade-skill")
                        .key_arg("tile", tk.clone())
                        .key_arg(
                            "skill",
                            format!("kf-skill-{}", super::catalogue::Skill::ALL[s].key()),
                        ),
                    u.span,
                ));
            } else {
                skills[s] -= cost.skills[s] as u32;
            }
        }
    }
    v
}

/// A compact cost text such as `1 iron + 1 stone`, used as a message argument.
pub fn cost_text(res: &[u8; 4], any: u8) -> String {
    let mut parts: Vec<String> = Resource::ALL
        .iter()
        .filter(|r| res[**r as usize] > 0)
        .map(|r| format!("{} {}", res[*r as usize], r.key()))
        .collect();
    if any > 0 {
        parts.push(format!("{any} any"));
    }
    if parts.is_empty() {
        "0".into()
    } else {
        parts.join(" + ")
    }
}
