//! The tile catalogue: every Keyflower base-game tile, with each printed number marked by its
//! confidence, read from `data/keyflower/tiles.txt` (transcribed from `keyflower-facts.md`).
//!
//! A number marked [`Conf::Unverified`] or [`Conf::Unknown`] is never used silently: the
//! position file must state the number printed on the tile (see
//! [`crate::keyflower::options::Options::unverified`]).

use std::collections::HashMap;
use std::sync::LazyLock;

/// How sure the catalogue is of a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conf {
    /// Stated by the rulebook.
    Rulebook,
    /// Follows from rulebook numbers by arithmetic.
    Derived,
    /// Given only by the named fan source (ALS, KFW, MTT, BDA...).
    Unverified(&'static str),
    /// No source gives it.
    Unknown,
}

impl Conf {
    /// True for rulebook and derived numbers.
    pub(crate) fn is_certain(self) -> bool {
        matches!(self, Conf::Rulebook | Conf::Derived)
    }
    /// A short key for messages: `rulebook`, `derived`, `unverified`, `unknown`.
    pub fn key(self) -> &'static str {
        match self {
            Conf::Rulebook => "rulebook",
            Conf::Derived => "derived",
            Conf::Unverified(_) => "unverified",
            Conf::Unknown => "unknown",
        }
    }
}

/// A printed number and its confidence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Num {
    /// The value, `None` when unknown.
    pub value: Option<i32>,
    /// How sure the catalogue is.
    pub conf: Conf,
}

/// Resource types, in the order used by every count array.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Resource {
    /// Gold.
    Gold = 0,
    /// Iron.
    Iron = 1,
    /// Stone.
    Stone = 2,
    /// Wood.
    Wood = 3,
}

impl Resource {
    /// All four, in index order.
    pub const ALL: [Resource; 4] = [
        Resource::Gold,
        Resource::Iron,
        Resource::Stone,
        Resource::Wood,
    ];
    /// The key (`gold`, `iron`, `stone`, `wood`).
    pub fn key(self) -> &'static str {
        ["gold", "iron", "stone", "wood"][self as usize]
    }
}

/// Worker colours, in the order used by every count array.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Blue.
    Blue = 0,
    /// Red.
    Red = 1,
    /// Yellow.
    Yellow = 2,
    /// Green (only from the supply).
    Green = 3,
}

impl Colour {
    /// All four, in index order.
    pub const ALL: [Colour; 4] = [Colour::Blue, Colour::Red, Colour::Yellow, Colour::Green];
    /// The key (`blue`, `red`, `yellow`, `green`).
    pub fn key(self) -> &'static str {
        ["blue", "red", "yellow", "green"][self as usize]
    }
}

/// Skill types, in the order used by every count array.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Skill {
    /// Anvil.
    Anvil = 0,
    /// Pick-axe.
    PickAxe = 1,
    /// Saw.
    Saw = 2,
}

impl Skill {
    /// All three, in index order.
    pub const ALL: [Skill; 3] = [Skill::Anvil, Skill::PickAxe, Skill::Saw];
    /// The key (`anvil`, `pick-axe`, `saw`).
    pub fn key(self) -> &'static str {
        ["anvil", "pick-axe", "saw"][self as usize]
    }
}

/// What kind of tile, which fixes its road count and whether it can be upgraded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A home tile (numbered 1–6).
    Home,
    /// A spring village tile.
    Spring,
    /// A summer village tile that is not a boat.
    Summer,
    /// One of the four summer boats (faces a and b).
    SummerBoat,
    /// An autumn village tile.
    Autumn,
    /// A winter village tile.
    Winter,
    /// One of the six boat tiles (winter scoring face).
    Boat,
    /// A turn-order tile (numbered 1–4).
    TurnOrder,
}

impl Kind {
    /// The number of roads the rulebook gives this kind (`None`: not stated).
    pub fn roads(self) -> Option<u8> {
        match self {
            Kind::Home => Some(5),
            Kind::Spring => Some(4),
            Kind::Summer => Some(3),
            Kind::SummerBoat => Some(0),
            Kind::Autumn => Some(2),
            Kind::Winter => Some(1),
            Kind::Boat | Kind::TurnOrder => None,
        }
    }
    /// Whether the upgrade rule applies (never summer boats, winter, boat or turn-order
    /// tiles; home tiles per the position's own data, see option O12/upgrade).
    pub fn upgradable(self) -> bool {
        matches!(
            self,
            Kind::Spring | Kind::Summer | Kind::Autumn | Kind::Home
        )
    }
    /// Whether the tile is a boat for placement (boat tiles and summer boats).
    pub fn is_boat(self) -> bool {
        matches!(self, Kind::SummerBoat | Kind::Boat)
    }
    /// The key (`home`, `spring`...).
    pub fn key(self) -> &'static str {
        match self {
            Kind::Home => "home",
            Kind::Spring => "spring",
            Kind::Summer => "summer",
            Kind::SummerBoat => "summer-boat",
            Kind::Autumn => "autumn",
            Kind::Winter => "winter",
            Kind::Boat => "boat",
            Kind::TurnOrder => "turn-order",
        }
    }
}

/// The twelve winter scoring rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Winter {
    /// 3 VP per 5 workers of any colour.
    Apothecary,
    /// 3 VP per blue + red + yellow worker.
    CraftsmansGuild,
    /// 2 VP per gold (instead of its 1 VP).
    Jeweller,
    /// 10 VP per 5 skills.
    KeyGuild,
    /// 12 VP, once.
    Keythedral,
    /// 2 VP per green worker.
    KeyMarket,
    /// 5 VP per set of 3 different resources.
    MercersGuild,
    /// 3 VP per skill of one chosen type.
    Scholar,
    /// 10 VP per anvil + pick-axe + saw.
    Scribes,
    /// 1 VP per worker of one chosen colour.
    VillageHall,
    /// 1 VP per resource of one chosen type.
    Watermill,
    /// 5 VP per 5 resources.
    Windmill,
}

/// The six boat tiles' end-game effects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoatRule {
    /// 1 VP per point of transport capacity.
    Keyflower,
    /// 1 VP per tile on a road loop.
    SeaBastion,
    /// The Sea Breese points of the boats joined to home by water.
    SeaBreese,
    /// Flip one tile free and score 2 VP.
    Flipper,
    /// 5 VP.
    Ianvincible,
    /// 1 VP per worker not scored elsewhere.
    WhiteWind,
}

/// What a tile does; numbers are `[front, upgraded]`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Effect {
    /// Take the printed resources (front list, upgraded list).
    Resources {
        /// Output on each face, as `[gold, iron, stone, wood]`.
        out: [[u8; 4]; 2],
        /// Confidence of the outputs.
        conf: Conf,
    },
    /// Workshop: one of wood/stone/iron, upgraded all three.
    Workshop,
    /// Draw workers from the bag (Alehouse, Inn).
    DrawWorkers([Num; 2]),
    /// Return a skill (of any type), then draw workers (Brewer).
    SkillForWorkers([Num; 2]),
    /// Discard a worker, then draw workers (Tavern).
    Tavern([Num; 2]),
    /// Take random skills (Apprentice hall).
    Skills([Num; 2]),
    /// Set aside a skill, take random skills (Hiring fair).
    HiringFair([Num; 2]),
    /// Return a skill of the given type, take resources (Carpenter, Mason, Smelter).
    SkillForResources {
        /// The skill returned.
        skill: Skill,
        /// Output `[front, upgraded]` as `[gold, iron, stone, wood]`.
        out: [[u8; 4]; 2],
        /// Confidence of the skill type and the outputs.
        conf: Conf,
    },
    /// Put one worker of the colour into the bag, take green workers (Peddler, Store, Fair).
    Green {
        /// The colour put into the bag (`None`: unknown).
        colour: Option<Colour>,
        /// Greens taken.
        count: [Num; 2],
    },
    /// Transport and upgrade (homes, Stable, Farrier, Wainwright).
    Transport {
        /// Cart capacity.
        cart: [Num; 2],
        /// Upgrades allowed.
        upgrades: [Num; 2],
    },
    /// Storage: resources of the type kept on it score per resource.
    Storage {
        /// The type scored (`None`: any resource, the Barn under option O9 `any`).
        accepts: Option<Resource>,
        /// VP per resource.
        rate: [Num; 2],
    },
    /// Scores only at game end; the condition is unknown (Forge, Goldsmith...).
    ScoreOnly,
    /// A winter scoring tile.
    Winter(Winter),
    /// A boat tile's end-game effect.
    Boat(BoatRule),
    /// A summer boat (1–4).
    SummerBoat(u8),
    /// A turn-order tile (1–4).
    TurnOrder(u8),
}

/// An upgrade cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cost {
    /// Resources `[gold, iron, stone, wood]`.
    pub resources: [u8; 4],
    /// Resources of any type.
    pub any: u8,
    /// Skills `[anvil, pick-axe, saw]`.
    pub skills: [u8; 3],
    /// Confidence.
    pub conf: Conf,
}

/// One tile of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TileDef {
    /// The key used in position files and message ids (`kf-tile-<key>`).
    pub key: &'static str,
    /// The kind (season).
    pub kind: Kind,
    /// The effect.
    pub effect: Effect,
    /// Printed VP `[front, upgraded]`.
    pub vp: [Num; 2],
    /// Upgrade cost (`None`: unknown or not upgradable).
    pub cost: Option<Cost>,
    /// Minimum player count (boats; 2 for everything else).
    pub min_players: u8,
}

/// The catalogue file, compiled in.
const CATALOGUE: &str = include_str!("../../data/keyflower/tiles.txt");

/// Every tile of the base game, read from `data/keyflower/tiles.txt` on first use.
pub static TILES: LazyLock<Vec<TileDef>> = LazyLock::new(|| {
    read_catalogue(CATALOGUE).unwrap_or_else(|e| panic!("data/keyflower/tiles.txt: {e}"))
});

/// Reads the catalogue text (format: the file's header).
pub(crate) fn read_catalogue(text: &str) -> Result<Vec<TileDef>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|(index, line)| read_tile(line).map_err(|e| format!("line {}: {e}", index + 1)))
        .collect()
}

/// A source name kept for the whole run (`kasta.ua+BDA` reads "kasta.ua, BDA").
fn source(name: &str) -> Conf {
    match name {
        "rulebook" => Conf::Rulebook,
        "derived" => Conf::Derived,
        other => Conf::Unverified(Box::leak(other.replace('+', ", ").into_boxed_str())),
    }
}

/// `N@SOURCE` or `?`.
fn number(text: &str) -> Result<Num, String> {
    if text == "?" {
        return Ok(Num {
            value: None,
            conf: Conf::Unknown,
        });
    }
    let (value, from) = text
        .split_once('@')
        .ok_or_else(|| format!("“{text}”: a number is N@SOURCE or ?"))?;
    let value = value
        .parse()
        .map_err(|_| format!("“{text}”: not a number"))?;
    Ok(Num {
        value: Some(value),
        conf: source(from),
    })
}

/// `FRONT/UPGRADED` numbers.
fn faces(text: &str) -> Result<[Num; 2], String> {
    let (front, upgraded) = text
        .split_once('/')
        .ok_or_else(|| format!("“{text}”: two faces are FRONT/UPGRADED"))?;
    Ok([number(front)?, number(upgraded)?])
}

/// Items joined by `+` (`1gold+2iron`, `2any`, `1saw`): resources, any-resource count, skills.
fn items(text: &str) -> Result<([u8; 4], u8, [u8; 3]), String> {
    let mut resources = [0u8; 4];
    let mut any = 0u8;
    let mut skills = [0u8; 3];
    for item in text.split('+') {
        let digits = item.chars().take_while(char::is_ascii_digit).count();
        let count: u8 = item[..digits]
            .parse()
            .map_err(|_| format!("“{item}”: an item is a count and a name"))?;
        let name = &item[digits..];
        if let Some(r) = Resource::ALL.into_iter().find(|r| r.key() == name) {
            resources[r as usize] += count;
        } else if let Some(k) = Skill::ALL.into_iter().find(|k| k.key() == name) {
            skills[k as usize] += count;
        } else if name == "any" {
            any += count;
        } else {
            return Err(format!("“{name}”: not a resource, skill or any"));
        }
    }
    Ok((resources, any, skills))
}

/// Resources only: `[gold, iron, stone, wood]`.
fn resources(text: &str) -> Result<[u8; 4], String> {
    match items(text)? {
        (resources, 0, [0, 0, 0]) => Ok(resources),
        _ => Err(format!("“{text}”: only resources here")),
    }
}

fn kind(text: &str) -> Result<Kind, String> {
    use Kind::*;
    [
        Home,
        Spring,
        Summer,
        SummerBoat,
        Autumn,
        Kind::Winter,
        Boat,
        TurnOrder,
    ]
    .into_iter()
    .find(|k| k.key() == text)
    .ok_or_else(|| format!("“{text}”: unknown kind"))
}

fn winter_rule(text: &str) -> Result<Winter, String> {
    use Winter::*;
    let all = [
        ("apothecary", Apothecary),
        ("craftsmans-guild", CraftsmansGuild),
        ("jeweller", Jeweller),
        ("key-guild", KeyGuild),
        ("keythedral", Keythedral),
        ("key-market", KeyMarket),
        ("mercers-guild", MercersGuild),
        ("scholar", Scholar),
        ("scribes", Scribes),
        ("village-hall", VillageHall),
        ("watermill", Watermill),
        ("windmill", Windmill),
    ];
    named(&all, text, "winter rule")
}

/// The entry of `table` named `text`.
fn named<T: Copy>(table: &[(&str, T)], text: &str, what: &str) -> Result<T, String> {
    table
        .iter()
        .find(|(key, _)| *key == text)
        .map(|&(_, value)| value)
        .ok_or_else(|| format!("“{text}”: unknown {what}"))
}

fn boat_rule(text: &str) -> Result<BoatRule, String> {
    use BoatRule::*;
    let all = [
        ("keyflower", Keyflower),
        ("sea-bastion", SeaBastion),
        ("sea-breese", SeaBreese),
        ("flipper", Flipper),
        ("ianvincible", Ianvincible),
        ("white-wind", WhiteWind),
    ];
    named(&all, text, "boat rule")
}

/// One catalogue line: key, kind, fields.
fn read_tile(line: &str) -> Result<TileDef, String> {
    let mut words = line.split_whitespace();
    let key: &'static str = Box::leak(
        words
            .next()
            .unwrap_or_default()
            .to_string()
            .into_boxed_str(),
    );
    let kind = kind(words.next().ok_or("no kind")?)?;
    let fields: HashMap<&str, &str> = words
        .map(|w| w.split_once('=').unwrap_or((w, "")))
        .collect();
    let field = |name: &str| fields.get(name).copied();
    let need = |name: &str| field(name).ok_or_else(|| format!("{key}: no {name}="));
    let fixed_vp = matches!(kind, Kind::Winter | Kind::Boat);
    let vp = match field("vp") {
        Some(v) => faces(v)?,
        None if fixed_vp => faces("0@rulebook/0@rulebook")?,
        None => faces("?/?")?,
    };
    let cost = field("cost")
        .map(|c| -> Result<Cost, String> {
            let (list, from) = c.split_once('@').ok_or("cost=ITEMS@SOURCE")?;
            let (resources, any, skills) = items(list)?;
            Ok(Cost {
                resources,
                any,
                skills,
                conf: source(from),
            })
        })
        .transpose()?;
    let effect = effect(key, &field, &need)?;
    let min_players = field("min-players").map_or(Ok(2), |n| {
        n.parse().map_err(|_| format!("{key}: min-players={n}"))
    })?;
    Ok(TileDef {
        key,
        kind,
        effect,
        vp,
        cost,
        min_players,
    })
}

/// An effect that is one number per face.
type Counted = fn([Num; 2]) -> Effect;

/// The effect a line's fields describe.
fn effect<'a>(
    key: &str,
    field: &dyn Fn(&str) -> Option<&'a str>,
    need: &dyn Fn(&str) -> Result<&'a str, String>,
) -> Result<Effect, String> {
    if let Some(out) = field("resources") {
        let (faces, from) = out.split_once('@').ok_or("resources=ITEMS/ITEMS@SOURCE")?;
        let (front, upgraded) = faces.split_once('/').ok_or("resources=FRONT/UPGRADED")?;
        return Ok(Effect::Resources {
            out: [resources(front)?, resources(upgraded)?],
            conf: source(from),
        });
    }
    let counted: [(&str, Counted); 5] = [
        ("draw-workers", Effect::DrawWorkers),
        ("skill-for-workers", Effect::SkillForWorkers),
        ("tavern", Effect::Tavern),
        ("skills", Effect::Skills),
        ("hiring-fair", Effect::HiringFair),
    ];
    for (name, make) in counted {
        if let Some(numbers) = field(name) {
            return Ok(make(faces(numbers)?));
        }
    }
    if let Some(skill) = field("skill-for-resources") {
        let skill = Skill::ALL
            .into_iter()
            .find(|k| k.key() == skill)
            .ok_or_else(|| format!("{key}: unknown skill {skill}"))?;
        let (faces, from) = need("out")?
            .split_once('@')
            .ok_or("out=ITEMS/ITEMS@SOURCE")?;
        let (front, upgraded) = faces.split_once('/').ok_or("out=FRONT/UPGRADED")?;
        return Ok(Effect::SkillForResources {
            skill,
            out: [resources(front)?, resources(upgraded)?],
            conf: source(from),
        });
    }
    if let Some(colour) = field("green") {
        return Ok(Effect::Green {
            colour: Colour::ALL.into_iter().find(|c| c.key() == colour),
            count: faces(need("count")?)?,
        });
    }
    if let Some(cart) = field("cart") {
        return Ok(Effect::Transport {
            cart: faces(cart)?,
            upgrades: faces(need("upgrades")?)?,
        });
    }
    if let Some(accepts) = field("storage") {
        return Ok(Effect::Storage {
            accepts: Resource::ALL.into_iter().find(|r| r.key() == accepts),
            rate: faces(need("rate")?)?,
        });
    }
    if let Some(rule) = field("winter") {
        return Ok(Effect::Winter(winter_rule(rule)?));
    }
    if let Some(rule) = field("boat") {
        return Ok(Effect::Boat(boat_rule(rule)?));
    }
    let small = |name: &str| -> Result<Option<u8>, String> {
        field(name)
            .map(|n| n.parse().map_err(|_| format!("{key}: {name}={n}")))
            .transpose()
    };
    if let Some(n) = small("summer-boat")? {
        return Ok(Effect::SummerBoat(n));
    }
    if let Some(n) = small("turn-order")? {
        return Ok(Effect::TurnOrder(n));
    }
    if field("workshop").is_some() {
        return Ok(Effect::Workshop);
    }
    if field("score-only").is_some() {
        return Ok(Effect::ScoreOnly);
    }
    Err(format!("{key}: no effect"))
}

/// Finds a tile by key.
pub fn find(key: &str) -> Option<&'static TileDef> {
    TILES.iter().find(|t| t.key == key)
}

/// Supply limits `[rulebook]`: workers by colour, skills by type, resources by type.
pub(crate) const WORKER_SUPPLY: [u32; 4] = [40, 40, 40, 20];
/// Skill tokens per type `[rulebook]`.
pub(crate) const SKILL_SUPPLY: [u32; 3] = [16, 16, 16];
/// Resources per type `[rulebook]`: gold 48, iron/stone/wood 24.
pub(crate) const RESOURCE_SUPPLY: [u32; 4] = [48, 24, 24, 24];

/// Spring/summer/autumn tiles put out per season, by player count 2..=6 `[rulebook]`.
pub const SEASON_TILES: [u8; 5] = [6, 7, 8, 9, 10];
/// Turn-order tiles in play by player count 2..=6 `[rulebook]`.
pub const TURN_ORDER_TILES: [u8; 5] = [1, 2, 3, 4, 4];

#[cfg(test)]
mod tests {
    use super::*;
    use Kind::*;

    #[test]
    fn the_data_file_reads_every_field() {
        let miner = find("miner").unwrap();
        assert_eq!(
            miner.effect,
            Effect::Resources {
                out: [[0, 2, 0, 0], [1, 1, 0, 0]],
                conf: Conf::Unverified("ALS"),
            }
        );
        assert_eq!(miner.cost.unwrap().skills, [1, 0, 0]);
        let home = find("home-3").unwrap();
        assert_eq!(home.vp[1].conf, Conf::Unverified("BDA"));
        let Effect::Transport { cart, .. } = home.effect else {
            panic!("{:?}", home.effect)
        };
        assert_eq!(cart[0].conf, Conf::Unverified("kasta.ua, BDA"));
        assert_eq!(find("white-wind").unwrap().min_players, 6);
        assert_eq!(find("workshop").unwrap().cost.unwrap().any, 2);
        assert!(read_catalogue("x spring vp=1").is_err());
        assert!(read_catalogue("x spring vp=1@ALS/2 workshop").is_err());
        assert!(read_catalogue("x meadow workshop").is_err());
    }

    #[test]
    fn catalogue_counts() {
        let count = |k: Kind| TILES.iter().filter(|t| t.kind == k).count();
        assert_eq!(count(Home), 6);
        assert_eq!(count(Spring), 12);
        assert_eq!(count(Summer) + count(SummerBoat), 12);
        assert_eq!(count(SummerBoat), 4);
        assert_eq!(count(Autumn), 12);
        assert_eq!(count(Kind::Winter), 12);
        assert_eq!(count(Boat), 6);
        assert_eq!(count(TurnOrder), 4);
        let mut keys: Vec<_> = TILES.iter().map(|t| t.key).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), TILES.len());
    }

    #[test]
    fn unknowns_are_marked() {
        let inn = find("inn").unwrap();
        assert_eq!(inn.vp[1].conf, Conf::Unknown);
        assert!(inn.vp[1].value.is_none());
        let jeweller = find("jeweller").unwrap();
        assert!(jeweller.vp[0].conf.is_certain());
    }
}
