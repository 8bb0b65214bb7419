//! How one move changes a position: workers lifted from the screen and stood on a tile, a
//! bid, a use and what it produces, a transport and its upgrades ([`advance`]).

use super::seasons::{new_tile, renumber};
use super::{add, problem, take, tile_key, Events, Gets};
use crate::keyflower::catalogue::{Colour, Kind, Resource, Skill};
use crate::keyflower::position::{
    printed_from_catalogue, Bid, Face, Move, MoveKind, Placement, Player, Position, Spot, Tile,
    TileRef, TileWorkers,
};
use crate::keyflower::production::{self, Outlay, Product};
use crate::keyflower::{Message, MoveVerdict, Problem, Subject};
use crate::PlayerId;
use arbiter_ids::{msg, rule};

/// The workers a placement takes from behind the screen: those not moved from losing bids.
pub(super) fn from_screen(pos: &Position, player: PlayerId, pl: &Placement) -> [u32; 4] {
    let mut moved = [0u32; 4];
    for r in &pl.from_bids {
        for b in pos.tile(*r).bids.iter().filter(|b| b.player == player) {
            moved[b.colour as usize] += b.count;
        }
    }
    let mut out = pl.workers;
    take(&mut out, moved);
    out
}

/// Takes a placement's workers: from the losing bids it names (whole) and from behind the
/// screen.
fn lift(pos: &mut Position, player: PlayerId, pl: &Placement) {
    let screen = from_screen(pos, player, pl);
    take(&mut pos.players[player].workers, screen);
    for r in &pl.from_bids {
        if let TileRef::Offer(i) = r {
            pos.offer[*i].bids.retain(|b| b.player != player);
        }
    }
}

fn tile_mut(pos: &mut Position, r: TileRef) -> &mut Tile {
    match r {
        TileRef::Offer(i) => &mut pos.offer[i],
        TileRef::Village { player, index } => &mut pos.players[player].village[index],
    }
}

/// Puts a placement's workers on the tile as one more use.
fn stand(pos: &mut Position, pl: &Placement) {
    let tile = tile_mut(pos, pl.tile);
    let colour = crate::keyflower::bidding::tile_colour(tile).unwrap_or(pl.colour);
    let w = tile.workers.get_or_insert(TileWorkers {
        colour,
        uses: Vec::new(),
        flat: [0; 4],
        subject: Subject::Workers(pl.tile),
    });
    w.uses.push(pl.count);
    for c in Colour::ALL {
        if c != w.colour {
            w.flat[c as usize] += pl.workers[c as usize];
        }
    }
}

/// Judges `mv` in `position` and, when it is legal, gives the position after it: the ONE
/// function that advances a position by a move, for `move` and `replay` alike. `gets` holds
/// the random outcomes and choices of a use (what was drawn, what was given); missing ones
/// are taken from the catalogue where it decides them.
pub fn advance(
    position: &Position,
    mv: &Move,
    gets: &Gets,
) -> (MoveVerdict, Option<(Position, Events)>) {
    let verdict = crate::keyflower::adjudicate(position, mv);
    if !verdict.is_legal() {
        return (verdict, None);
    }
    let mut pos = position.clone();
    let mut events = Events::new();
    match &mv.kind {
        MoveKind::Bid(pl) => {
            lift(&mut pos, mv.player, pl);
            let TileRef::Offer(i) = pl.tile else {
                return (verdict, None);
            };
            let t = &mut pos.offer[i];
            match t.bids.iter_mut().find(|b| b.player == mv.player) {
                Some(b) => b.count += pl.count,
                None => t.bids.push(Bid {
                    player: mv.player,
                    colour: pl.colour,
                    count: pl.count,
                    flat: false,
                    subject: Subject::Bid {
                        tile: pl.tile,
                        bid: t.bids.len(),
                    },
                }),
            }
        }
        MoveKind::Use(pl) => {
            events = production::messages(position, mv.player, pl.tile, gets);
            lift(&mut pos, mv.player, pl);
            stand(&mut pos, pl);
            produce(&mut pos, mv.player, pl.tile, gets);
        }
        MoveKind::Transport(t) => {
            // What was carried, from where, by which road: the verdict's carry lines.
            events.extend(
                verdict
                    .satisfied
                    .iter()
                    .filter(|(_, m)| m.key == msg::KF_OK_CARRY)
                    .cloned(),
            );
            lift(&mut pos, mv.player, &t.placement);
            stand(&mut pos, &t.placement);
            transport(&mut pos, mv.player, t, &mut events);
        }
        MoveKind::Place(p) => {
            let mut tile = match pos.find(p.def.key) {
                Some(TileRef::Offer(i)) => pos.offer.remove(i),
                _ => new_tile(p.def, &pos),
            };
            tile.at = Some(p.at);
            tile.rotation = p.rotation;
            tile.edges = Some(p.edges);
            tile.bids.clear();
            pos.players[mv.player].village.push(tile);
            renumber(&mut pos);
        }
        MoveKind::BoatBid { .. } | MoveKind::Withdraw { .. } => return (verdict, None),
    }
    (verdict, Some((pos, events)))
}

/// What a record must say about a use that the catalogue cannot decide: which workers and
/// skills were drawn, the Workshop's choice, the resources of a tile whose number no source
/// gives, which skill or worker was given first when the player has several kinds; and whether
/// the player has what the tile takes first. Every problem, for `replay`.
pub fn use_problems(pos: &Position, player: PlayerId, tile: TileRef, gets: &Gets) -> Vec<Problem> {
    let t = pos.tile(tile);
    let Some(p) = production::production(t.def, t.face) else {
        return Vec::new();
    };
    let key = tile_key(t.def);
    let me = &pos.players[player];
    let mut out = Vec::new();
    let needed = |what: &'static str| {
        problem(
            rule::KF_USE_BENEFIT,
            Message::new(msg::KF_PROBLEM_GETS_NEEDED)
                .key_arg("tile", key.clone())
                .key_arg("what", format!("kf-gain-what-{what}")),
        )
    };
    match p.outlay {
        Some(Outlay::Skill(s)) if me.skills[s as usize] == 0 => out.push(problem(
            rule::KF_USE_OUTLAY,
            Message::new(msg::KF_PROBLEM_OUTLAY_SKILL)
                .key_arg("tile", key.clone())
                .key_arg("skill", format!("kf-skill-{}", s.key()))
                .arg("mover", me.name.as_str()),
        )),
        Some(Outlay::SkillAny | Outlay::SetAsideSkill) => {
            let kinds = me.skills.iter().filter(|n| **n > 0).count();
            if kinds == 0 {
                out.push(problem(
                    rule::KF_USE_OUTLAY,
                    Message::new(msg::KF_PROBLEM_OUTLAY_SKILL_ANY)
                        .key_arg("tile", key.clone())
                        .arg("mover", me.name.as_str()),
                ));
            } else if kinds > 1 && gets.gives_skill.is_none_or(|s| me.skills[s as usize] == 0) {
                out.push(problem(
                    rule::KF_USE_OUTLAY,
                    Message::new(msg::KF_PROBLEM_OUTLAY_WHICH_SKILL).key_arg("tile", key.clone()),
                ));
            }
        }
        Some(Outlay::DiscardWorker | Outlay::WorkerToBag(None)) if gets.gives_worker.is_none() => {
            out.push(problem(
                rule::KF_USE_OUTLAY,
                Message::new(msg::KF_PROBLEM_OUTLAY_WHICH_WORKER).key_arg("tile", key.clone()),
            ));
        }
        _ => {}
    }
    for o in &p.outputs {
        // Workers drawn from the bag and skills drawn: the record must say which, and no more
        // than a certain number of them.
        let drawn = match o.product {
            Product::BagWorker => Some((gets.workers.map(|w| w.iter().sum::<u32>()), "workers")),
            Product::Skill => Some((gets.skills.map(|s| s.iter().sum::<u32>()), "skills")),
            _ => None,
        };
        if let Some((got, what)) = drawn {
            match (got, o.count) {
                (None, _) => out.push(needed(what)),
                (Some(count), Some(n)) if count > n && o.conf.is_certain() => out.push(problem(
                    rule::KF_USE_BENEFIT,
                    Message::new(msg::KF_PROBLEM_GETS_COUNT)
                        .key_arg("tile", key.clone())
                        .arg("count", count)
                        .arg("want", n),
                )),
                _ => {}
            }
            continue;
        }
        match (o.product, o.count) {
            (Product::WoodStoneOrIron, _) if gets.resources.is_none() => {
                out.push(needed("resources"))
            }
            (Product::GreenWorker | Product::Resource(_), None)
                if gets.workers.is_none() && gets.resources.is_none() =>
            {
                out.push(needed(if o.product == Product::GreenWorker {
                    "green"
                } else {
                    "resources"
                }))
            }
            _ => {}
        }
    }
    out
}

/// The products of a use, from the catalogue numbers and the record's random outcomes and
/// choices (`gets`); what neither decides is not received. What the tile takes first is paid
/// when the player has it.
fn produce(pos: &mut Position, player: PlayerId, tile: TileRef, gets: &Gets) {
    let t = pos.tile(tile);
    let Some(p) = production::production(t.def, t.face) else {
        return;
    };
    let home = pos.players[player]
        .village
        .iter()
        .position(|v| v.def.kind == Kind::Home);
    let supply = crate::keyflower::position::in_play(pos);
    let me = &mut pos.players[player];
    match p.outlay {
        Some(Outlay::Skill(s)) => me.skills[s as usize] = me.skills[s as usize].saturating_sub(1),
        Some(Outlay::SkillAny | Outlay::SetAsideSkill) => {
            let s = gets
                .gives_skill
                .filter(|s| me.skills[*s as usize] > 0)
                .or_else(|| Skill::ALL.into_iter().find(|s| me.skills[*s as usize] > 0));
            if let Some(s) = s {
                me.skills[s as usize] -= 1;
            }
        }
        Some(Outlay::DiscardWorker | Outlay::WorkerToBag(_)) => {
            let want = match p.outlay {
                Some(Outlay::WorkerToBag(Some(c))) => Some(c),
                _ => gets.gives_worker,
            };
            if let Some(c) = want.filter(|c| me.workers[*c as usize] > 0) {
                me.workers[c as usize] -= 1;
            }
        }
        None => {}
    }
    let mut resources = [0u32; 4];
    for o in &p.outputs {
        match (o.product, o.count) {
            (Product::Resource(r), Some(n)) => resources[r as usize] += n,
            (Product::GreenWorker, n) => {
                let n = gets
                    .workers
                    .map(|w| w[Colour::Green as usize])
                    .or(n)
                    .unwrap_or(0)
                    .min(supply.greens_left());
                pos.players[player].workers[Colour::Green as usize] += n;
            }
            (Product::BagWorker, _) => {
                if let Some(w) = gets.workers {
                    add(&mut pos.players[player].workers, w);
                }
            }
            (Product::Skill, _) => {
                if let Some(s) = gets.skills {
                    add(&mut pos.players[player].skills, s);
                }
            }
            _ => {}
        }
    }
    if let Some(r) = gets.resources {
        resources = r;
    }
    let made = p
        .outputs
        .iter()
        .any(|o| matches!(o.product, Product::Resource(_) | Product::WoodStoneOrIron));
    if made {
        for r in Resource::ALL {
            resources[r as usize] = resources[r as usize].min(supply.resources_left(r));
        }
        let dest = match production::destination(player, tile) {
            production::Destination::ProducingTile => Some(tile),
            production::Destination::HomeTile => {
                home.map(|index| TileRef::Village { player, index })
            }
        };
        if let Some(d) = dest {
            add(&mut tile_mut(pos, d).resources, resources);
        }
    }
}

/// Carries resources and flips upgraded tiles (the move was judged legal).
pub(super) fn transport(
    pos: &mut Position,
    player: PlayerId,
    t: &crate::keyflower::position::TransportMove,
    events: &mut Events,
) {
    let options = pos.options;
    let me: &mut Player = &mut pos.players[player];
    for c in &t.carries {
        let (Spot::Hex(from), Spot::Hex(to)) = (c.from, c.to) else {
            continue;
        };
        let r = c.resource as usize;
        if let Some(f) = me.village.iter_mut().find(|x| x.at == Some(from)) {
            f.resources[r] = f.resources[r].saturating_sub(c.count);
        }
        if let Some(d) = me.village.iter_mut().find(|x| x.at == Some(to)) {
            d.resources[r] += c.count;
        }
    }
    for u in &t.upgrades {
        let Spot::Hex(at) = u.spot else { continue };
        let Some(tile) = me.village.iter_mut().find(|x| x.at == Some(at)) else {
            continue;
        };
        if let Some(cost) = tile.printed.cost {
            for r in 0..4 {
                tile.resources[r] = tile.resources[r].saturating_sub(u32::from(cost.resources[r]));
            }
            let mut any = u32::from(cost.any);
            for r in 0..4 {
                let used = any.min(tile.resources[r]);
                tile.resources[r] -= used;
                any -= used;
            }
            for s in 0..3 {
                me.skills[s] = me.skills[s].saturating_sub(u32::from(cost.skills[s]));
            }
        }
        tile.face = Face::Upgraded;
        tile.printed = printed_from_catalogue(tile.def, Face::Upgraded, &options);
        events.push((
            rule::KF_UPGRADE_WHICH_TILES,
            Message::new(msg::KF_EVENT_UPGRADED).key_arg("tile", tile_key(tile.def)),
        ));
    }
}
