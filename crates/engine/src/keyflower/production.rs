//! Production: what one use of a tile yields, at each face, from the catalogue numbers and
//! their confidence, and where the products go `[rulebook]`: resources made in the user's
//! own village go on the producing tile, resources made elsewhere (another village, a tile
//! on offer) on the user's home tile; skills, bag workers and green workers behind the
//! user's screen. A number the facts sheet leaves unknown stays unknown (`count: None`), never
//! invented.

use super::catalogue::{Colour, Conf, Effect, Num, Resource, Skill, TileDef};
use super::position::{Face, Position, TileRef};
use super::Message;
use crate::PlayerId;
use arbiter_ids::{msg, rule};

/// What a use gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Product {
    /// A resource of this type.
    Resource(Resource),
    /// One resource of wood, stone or iron, the user's choice (the Workshop's front face).
    WoodStoneOrIron,
    /// Workers drawn at random from the bag.
    BagWorker,
    /// Green workers from the supply.
    GreenWorker,
    /// Skill tiles drawn face down from the pile.
    Skill,
}

/// One product of a use: how many (`None`: no source gives the number) and how sure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Output {
    /// What.
    pub product: Product,
    /// How many.
    pub count: Option<u32>,
    /// The confidence of the number.
    pub conf: Conf,
}

/// What a use costs before it gives, besides its workers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outlay {
    /// Return one skill of any type face down to the pile (Brewer).
    SkillAny,
    /// Return one skill of this type (Carpenter, Mason, Smelter).
    Skill(Skill),
    /// Set one skill aside, shuffled back into the pile after the draw (Hiring fair).
    SetAsideSkill,
    /// Discard one further worker, into the bag after the draw (Tavern).
    DiscardWorker,
    /// Put one worker of this colour into the bag (`None`: the colour is unknown, the Fair).
    WorkerToBag(Option<Colour>),
}

/// Where the resources of a use go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Destination {
    /// On the producing tile (a tile of the user's own village).
    ProducingTile,
    /// On the user's home tile (a tile of another village, or on offer).
    HomeTile,
}

/// What one use of a tile yields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Production {
    /// Paid before the products are taken.
    pub outlay: Option<Outlay>,
    /// The products.
    pub outputs: Vec<Output>,
}

fn counted(product: Product, num: Num) -> Output {
    Output {
        product,
        count: num.value.and_then(|v| u32::try_from(v).ok()),
        conf: num.conf,
    }
}

/// What one use of `def` on `face` yields; `None` for a tile nobody produces with (transport
/// tiles move and upgrade instead, see `transport`; storage, score-only, winter, boat and
/// turn-order tiles give nothing).
pub fn production(def: &TileDef, face: Face) -> Option<Production> {
    let i = face.index();
    let simple = |outputs: Vec<Output>| {
        Some(Production {
            outlay: None,
            outputs,
        })
    };
    let resources = |out: [u8; 4], conf: Conf| -> Vec<Output> {
        Resource::ALL
            .into_iter()
            .filter(|r| out[*r as usize] > 0)
            .map(|r| Output {
                product: Product::Resource(r),
                count: Some(u32::from(out[r as usize])),
                conf,
            })
            .collect()
    };
    match def.effect {
        Effect::Resources { out, conf } => simple(resources(out[i], conf)),
        // Front: ONE of wood, stone or iron; upgraded: all three `[rulebook]`.
        Effect::Workshop if face == Face::Upgraded => {
            simple(resources([0, 1, 1, 1], Conf::Rulebook))
        }
        Effect::Workshop => simple(vec![Output {
            product: Product::WoodStoneOrIron,
            count: Some(1),
            conf: Conf::Rulebook,
        }]),
        Effect::DrawWorkers(n) => simple(vec![counted(Product::BagWorker, n[i])]),
        Effect::Skills(n) => simple(vec![counted(Product::Skill, n[i])]),
        Effect::SkillForWorkers(n) => Some(Production {
            outlay: Some(Outlay::SkillAny),
            outputs: vec![counted(Product::BagWorker, n[i])],
        }),
        Effect::Tavern(n) => Some(Production {
            outlay: Some(Outlay::DiscardWorker),
            outputs: vec![counted(Product::BagWorker, n[i])],
        }),
        Effect::HiringFair(n) => Some(Production {
            outlay: Some(Outlay::SetAsideSkill),
            outputs: vec![counted(Product::Skill, n[i])],
        }),
        Effect::SkillForResources { skill, out, conf } => Some(Production {
            outlay: Some(Outlay::Skill(skill)),
            outputs: resources(out[i], conf),
        }),
        Effect::Green { colour, count } => Some(Production {
            outlay: Some(Outlay::WorkerToBag(colour)),
            outputs: vec![counted(Product::GreenWorker, count[i])],
        }),
        _ => None,
    }
}

/// Where the resources `player` makes with the tile at `tile` go.
pub fn destination(player: PlayerId, tile: TileRef) -> Destination {
    match tile {
        TileRef::Village { player: owner, .. } if owner == player => Destination::ProducingTile,
        _ => Destination::HomeTile,
    }
}

/// The messages that say what a use of the tile at `tile` by `player` yields and where each
/// product goes, each with the rule that decides it: `kf.use.benefit`.
///
/// `given` holds what the record says the use gave (its `gets:`): a number it gives is shown
/// as the record's, not with the catalogue's confidence.
pub fn messages(
    pos: &Position,
    player: PlayerId,
    tile: TileRef,
    given: &super::game::Gets,
) -> Vec<(&'static str, Message)> {
    let t = pos.tile(tile);
    let Some(p) = production(t.def, t.face) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let producing = format!("kf-tile-{}", t.def.key);
    if let Some(outlay) = p.outlay {
        let m = match outlay {
            Outlay::SkillAny => Message::new(msg::KF_OUTLAY_SKILL_ANY),
            Outlay::Skill(s) => {
                Message::new(msg::KF_OUTLAY_SKILL).key_arg("skill", format!("kf-skill-{}", s.key()))
            }
            Outlay::SetAsideSkill => Message::new(msg::KF_OUTLAY_SET_ASIDE),
            Outlay::DiscardWorker => Message::new(msg::KF_OUTLAY_DISCARD),
            Outlay::WorkerToBag(Some(c)) => Message::new(msg::KF_OUTLAY_TO_BAG)
                .key_arg("colour", format!("kf-colour-{}", c.key())),
            Outlay::WorkerToBag(None) => Message::new(msg::KF_OUTLAY_TO_BAG_UNKNOWN),
        };
        out.push((rule::KF_USE_BENEFIT, m));
        // The numbers and types of these tiles are the facts sheet's, not the rulebook's: a
        // player with nothing to give is told so, and the use is not refused for it.
        if let Some(m) = outlay_problem(pos, player, tile, 0) {
            out.push((rule::KF_USE_OUTLAY, m));
        }
    }
    let home = pos.players[player]
        .village
        .iter()
        .find(|v| v.def.kind == super::catalogue::Kind::Home)
        .map_or(msg::KF_TILE_NONE.to_string(), |h| {
            format!("kf-tile-{}", h.def.key)
        });
    let place = match destination(player, tile) {
        Destination::ProducingTile => producing.clone(),
        Destination::HomeTile => home,
    };
    let supply = super::position::in_play(pos);
    for o in &p.outputs {
        // "In the unlikely scenario that there are insufficient resources, workers or skill
        // tiles of the type being generated, then the player only receives the number that is
        // available."
        let left = match o.product {
            Product::Resource(r) => Some(supply.resources_left(r)),
            Product::GreenWorker => Some(supply.greens_left()),
            _ => None,
        };
        if let (Some(left), Some(n)) = (left, o.count) {
            if left < n {
                out.push((
                    rule::KF_USE_BENEFIT,
                    Message::new(msg::KF_GAIN_SHORT)
                        .arg("count", n)
                        .arg("left", left)
                        .arg("mover", pos.players[player].name.as_str()),
                ));
            }
        }
        let stated = match o.product {
            Product::Resource(r) => given.resources.map(|g| g[r as usize]),
            Product::WoodStoneOrIron => given.resources.map(|g| g.iter().sum()),
            Product::BagWorker => given.workers.map(|g| g[..3].iter().sum()),
            Product::GreenWorker => given.workers.map(|g| g[3]),
            Product::Skill => given.skills.map(|g| g.iter().sum()),
        };
        let count = stated.or(o.count);
        let m = match (o.product, count) {
            (_, None) => Message::new(msg::KF_GAIN_UNKNOWN).key_arg(
                "what",
                match o.product {
                    Product::BagWorker => msg::KF_GAIN_WHAT_WORKERS,
                    Product::GreenWorker => msg::KF_GAIN_WHAT_GREEN,
                    Product::Skill => msg::KF_GAIN_WHAT_SKILLS,
                    _ => msg::KF_GAIN_WHAT_RESOURCES,
                },
            ),
            (Product::Resource(r), Some(n)) => Message::new(msg::KF_GAIN_RESOURCE)
                .arg("count", n)
                .key_arg("resource", format!("kf-resource-{}", r.key()))
                .key_arg("place", place.clone()),
            (Product::WoodStoneOrIron, Some(n)) => Message::new(msg::KF_GAIN_WORKSHOP)
                .arg("count", n)
                .key_arg("place", place.clone()),
            (Product::BagWorker, Some(n)) => Message::new(msg::KF_GAIN_WORKERS).arg("count", n),
            (Product::GreenWorker, Some(n)) => Message::new(msg::KF_GAIN_GREEN).arg("count", n),
            (Product::Skill, Some(n)) => Message::new(msg::KF_GAIN_SKILLS).arg("count", n),
        };
        out.push((
            rule::KF_USE_BENEFIT,
            super::position::source_args(m, o.conf, stated.is_some()),
        ));
    }
    out
}

/// Why `player` cannot pay what a use of the tile at `tile` asks first (a skill, a further
/// worker), after placing `placed_from_screen` workers from behind the screen; `None` when
/// they can.
pub(crate) fn outlay_problem(
    pos: &Position,
    player: PlayerId,
    tile: TileRef,
    placed_from_screen: u32,
) -> Option<Message> {
    let t = pos.tile(tile);
    let p = production(t.def, t.face)?;
    let me = &pos.players[player];
    let skills: u32 = me.skills.iter().sum();
    let workers_left = me
        .workers
        .iter()
        .sum::<u32>()
        .saturating_sub(placed_from_screen);
    let tile_key = format!("kf-tile-{}", t.def.key);
    let mover = me.name.as_str();
    match p.outlay? {
        Outlay::SkillAny | Outlay::SetAsideSkill if skills == 0 => Some(
            Message::new(msg::KF_PROBLEM_OUTLAY_SKILL_ANY)
                .key_arg("tile", tile_key)
                .arg("mover", mover),
        ),
        Outlay::Skill(s) if me.skills[s as usize] == 0 => Some(
            Message::new(msg::KF_PROBLEM_OUTLAY_SKILL)
                .key_arg("tile", tile_key)
                .key_arg("skill", format!("kf-skill-{}", s.key()))
                .arg("mover", mover),
        ),
        Outlay::DiscardWorker if workers_left == 0 => Some(
            Message::new(msg::KF_PROBLEM_OUTLAY_WORKER)
                .key_arg("tile", tile_key)
                .arg("mover", mover),
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keyflower::catalogue;

    fn of(key: &str, face: Face) -> Production {
        production(catalogue::find(key).unwrap(), face).unwrap()
    }

    #[test]
    fn every_face_of_every_producing_tile() {
        let keywood = of("keywood", Face::Upgraded);
        assert_eq!(keywood.outputs.len(), 1);
        assert_eq!(
            keywood.outputs[0].product,
            Product::Resource(Resource::Wood)
        );
        assert_eq!(keywood.outputs[0].count, Some(3));
        let workshop = of("workshop", Face::Upgraded);
        assert_eq!(workshop.outputs.len(), 3);
        assert!(workshop.outputs.iter().all(|o| o.conf == Conf::Rulebook));
        assert_eq!(
            of("workshop", Face::Front).outputs[0].product,
            Product::WoodStoneOrIron
        );
        let inn = of("inn", Face::Front);
        assert_eq!(inn.outputs[0].count, None, "the Inn's number is unknown");
        assert_eq!(inn.outputs[0].conf, Conf::Unknown);
        assert_eq!(
            of("fair", Face::Front).outlay,
            Some(Outlay::WorkerToBag(None))
        );
        assert_eq!(of("hiring-fair", Face::Upgraded).outputs[0].count, Some(3));
        assert_eq!(
            of("hiring-fair", Face::Upgraded).outputs[0].conf,
            Conf::Rulebook
        );
        assert_eq!(
            of("carpenter", Face::Front).outlay,
            Some(Outlay::Skill(Skill::Saw))
        );
        for key in [
            "stable",
            "barn",
            "forge",
            "windmill",
            "sea-bastion",
            "turn-order-1",
        ] {
            assert!(
                production(catalogue::find(key).unwrap(), Face::Front).is_none(),
                "{key}"
            );
        }
    }
}
