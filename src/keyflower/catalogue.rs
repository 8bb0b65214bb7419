//! The tile catalogue: every Keyflower base-game tile, with each printed number marked by its
//! confidence, transcribed from `keyflower-facts.md`.
//!
//! A number marked [`Conf::Unverified`] or [`Conf::Unknown`] is never used silently: the
//! position file must state the number printed on the tile (see
//! [`crate::keyflower::options::Options::unverified`]).

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
    pub fn is_certain(self) -> bool {
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

const fn rb(v: i32) -> Num {
    Num {
        value: Some(v),
        conf: Conf::Rulebook,
    }
}
const fn als(v: i32) -> Num {
    Num {
        value: Some(v),
        conf: Conf::Unverified("ALS"),
    }
}
const fn kfw(v: i32) -> Num {
    Num {
        value: Some(v),
        conf: Conf::Unverified("KFW"),
    }
}
const fn bda(v: i32) -> Num {
    Num {
        value: Some(v),
        conf: Conf::Unverified("BDA"),
    }
}
const UNK: Num = Num {
    value: None,
    conf: Conf::Unknown,
};

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

const fn cost(resources: [u8; 4], any: u8, skills: [u8; 3], conf: Conf) -> Option<Cost> {
    Some(Cost {
        resources,
        any,
        skills,
        conf,
    })
}
const ALSC: Conf = Conf::Unverified("ALS");

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

const fn t(
    key: &'static str,
    kind: Kind,
    effect: Effect,
    vp: [Num; 2],
    cost: Option<Cost>,
) -> TileDef {
    TileDef {
        key,
        kind,
        effect,
        vp,
        cost,
        min_players: 2,
    }
}
const fn winter(key: &'static str, w: Winter) -> TileDef {
    // Winter tiles score only by their rule and are never upgraded [rulebook].
    t(key, Kind::Winter, Effect::Winter(w), [rb(0), rb(0)], None)
}
const fn boat(key: &'static str, b: BoatRule, min: u8) -> TileDef {
    TileDef {
        key,
        kind: Kind::Boat,
        effect: Effect::Boat(b),
        vp: [rb(0), rb(0)],
        cost: None,
        min_players: min,
    }
}
const fn home(key: &'static str) -> TileDef {
    let kasta = Num {
        value: Some(1),
        conf: Conf::Unverified("kasta.ua, BDA"),
    };
    t(
        key,
        Kind::Home,
        Effect::Transport {
            cart: [kasta, bda(2)],
            upgrades: [kasta, bda(2)],
        },
        [als(0), bda(2)],
        cost([0, 0, 1, 1], 0, [0, 0, 0], Conf::Unverified("BDA")),
    )
}
const fn res(
    out_front: [u8; 4],
    out_up: [u8; 4],
    vp_up: i32,
    c: Option<Cost>,
) -> (Effect, [Num; 2], Option<Cost>) {
    (
        Effect::Resources {
            out: [out_front, out_up],
            conf: ALSC,
        },
        [als(0), als(vp_up)],
        c,
    )
}
const fn tr(key: &'static str, kind: Kind, x: (Effect, [Num; 2], Option<Cost>)) -> TileDef {
    t(key, kind, x.0, x.1, x.2)
}
const fn num2(a: i32, b: i32) -> [Num; 2] {
    [als(a), als(b)]
}

use Kind::*;

/// Every tile of the base game.
pub static TILES: &[TileDef] = &[
    home("home-1"),
    home("home-2"),
    home("home-3"),
    home("home-4"),
    home("home-5"),
    home("home-6"),
    // Spring
    t(
        "alehouse",
        Spring,
        Effect::DrawWorkers(num2(1, 2)),
        num2(0, 0),
        cost([0, 1, 1, 1], 0, [0; 3], ALSC),
    ),
    t(
        "apprentice-hall",
        Spring,
        Effect::Skills(num2(1, 2)),
        num2(0, 3),
        cost([0, 0, 1, 1], 0, [0; 3], ALSC),
    ),
    tr(
        "gold-mine",
        Spring,
        res(
            [1, 0, 0, 0],
            [2, 0, 0, 0],
            3,
            cost([0, 1, 1, 0], 0, [0; 3], ALSC),
        ),
    ),
    tr(
        "key-mine",
        Spring,
        res(
            [0, 1, 0, 0],
            [0, 3, 0, 0],
            3,
            cost([0; 4], 0, [1, 0, 0], ALSC),
        ),
    ),
    tr(
        "keystone-quarry",
        Spring,
        res(
            [0, 0, 1, 0],
            [0, 0, 3, 0],
            3,
            cost([0; 4], 0, [0, 1, 0], ALSC),
        ),
    ),
    tr(
        "keywood",
        Spring,
        res(
            [0, 0, 0, 1],
            [0, 0, 0, 3],
            3,
            cost([0; 4], 0, [0, 0, 1], ALSC),
        ),
    ),
    tr(
        "miner",
        Spring,
        res(
            [0, 2, 0, 0],
            [1, 1, 0, 0],
            3,
            cost([0; 4], 0, [1, 0, 0], ALSC),
        ),
    ),
    tr(
        "quarryman",
        Spring,
        res(
            [0, 0, 2, 0],
            [1, 0, 1, 0],
            3,
            cost([0; 4], 0, [0, 1, 0], ALSC),
        ),
    ),
    tr(
        "woodcutter",
        Spring,
        res(
            [0, 0, 0, 2],
            [1, 0, 0, 1],
            3,
            cost([0; 4], 0, [0, 0, 1], ALSC),
        ),
    ),
    t(
        "workshop",
        Spring,
        Effect::Workshop,
        num2(0, 3),
        cost([0; 4], 2, [0; 3], ALSC),
    ),
    t(
        "peddler",
        Spring,
        Effect::Green {
            colour: Some(Colour::Yellow),
            count: num2(1, 2),
        },
        num2(0, 0),
        cost([1, 0, 0, 0], 0, [0; 3], ALSC),
    ),
    t(
        "stable",
        Spring,
        Effect::Transport {
            cart: num2(2, 4),
            upgrades: num2(1, 2),
        },
        num2(0, 5),
        cost([0, 1, 0, 1], 0, [0; 3], ALSC),
    ),
    // Summer
    t(
        "brewer",
        Summer,
        Effect::SkillForWorkers(num2(2, 3)),
        num2(0, 3),
        cost([0, 1, 1, 0], 0, [0; 3], ALSC),
    ),
    t(
        "carpenter",
        Summer,
        Effect::SkillForResources {
            skill: Skill::Saw,
            out: [[0, 0, 0, 3], [3, 0, 0, 0]],
        },
        num2(0, 7),
        cost([0, 0, 0, 3], 0, [0; 3], ALSC),
    ),
    t(
        "mason",
        Summer,
        Effect::SkillForResources {
            skill: Skill::PickAxe,
            out: [[0, 0, 3, 0], [3, 0, 0, 0]],
        },
        num2(0, 7),
        cost([0, 0, 3, 0], 0, [0; 3], ALSC),
    ),
    t(
        "smelter",
        Summer,
        Effect::SkillForResources {
            skill: Skill::Anvil,
            out: [[0, 3, 0, 0], [3, 0, 0, 0]],
        },
        num2(0, 7),
        cost([0, 3, 0, 0], 0, [0; 3], ALSC),
    ),
    t(
        "hiring-fair",
        Summer,
        Effect::HiringFair([rb(2), rb(3)]),
        num2(0, 5),
        cost([0, 1, 0, 1], 0, [0; 3], ALSC),
    ),
    t(
        "store",
        Summer,
        Effect::Green {
            colour: Some(Colour::Blue),
            count: num2(1, 2),
        },
        num2(0, 3),
        cost([1, 0, 0, 0], 0, [0; 3], ALSC),
    ),
    t(
        "tavern",
        Summer,
        Effect::Tavern(num2(2, 3)),
        num2(0, 0),
        cost([0, 1, 1, 1], 0, [0; 3], ALSC),
    ),
    t(
        "farrier",
        Summer,
        Effect::Transport {
            cart: num2(3, 5),
            upgrades: num2(1, 2),
        },
        num2(0, 5),
        cost([0; 4], 2, [0; 3], ALSC),
    ),
    t(
        "summer-boat-1",
        SummerBoat,
        Effect::SummerBoat(1),
        [UNK, UNK],
        None,
    ),
    t(
        "summer-boat-2",
        SummerBoat,
        Effect::SummerBoat(2),
        [UNK, UNK],
        None,
    ),
    t(
        "summer-boat-3",
        SummerBoat,
        Effect::SummerBoat(3),
        [UNK, UNK],
        None,
    ),
    t(
        "summer-boat-4",
        SummerBoat,
        Effect::SummerBoat(4),
        [UNK, UNK],
        None,
    ),
    // Autumn
    t(
        "inn",
        Autumn,
        Effect::DrawWorkers([UNK, UNK]),
        [UNK, UNK],
        None,
    ),
    t(
        "fair",
        Autumn,
        Effect::Green {
            colour: None,
            count: [UNK, UNK],
        },
        [UNK, UNK],
        None,
    ),
    t(
        "wainwright",
        Autumn,
        Effect::Transport {
            cart: [bda(4), bda(8)],
            upgrades: [bda(1), bda(2)],
        },
        [UNK, bda(6)],
        None,
    ),
    t(
        "barn",
        Autumn,
        Effect::Storage {
            accepts: None,
            rate: [kfw(1), kfw(2)],
        },
        [UNK, UNK],
        None,
    ),
    t(
        "blacksmith",
        Autumn,
        Effect::Storage {
            accepts: Some(Resource::Iron),
            rate: [kfw(2), kfw(3)],
        },
        [UNK, UNK],
        None,
    ),
    t(
        "stone-yard",
        Autumn,
        Effect::Storage {
            accepts: Some(Resource::Stone),
            rate: [kfw(2), kfw(3)],
        },
        [UNK, UNK],
        None,
    ),
    t(
        "timber-yard",
        Autumn,
        Effect::Storage {
            accepts: Some(Resource::Wood),
            rate: [kfw(2), kfw(3)],
        },
        [UNK, UNK],
        None,
    ),
    t("forge", Autumn, Effect::ScoreOnly, [UNK, UNK], None),
    t("goldsmith", Autumn, Effect::ScoreOnly, [UNK, UNK], None),
    t("sawmill", Autumn, Effect::ScoreOnly, [UNK, UNK], None),
    t("sculptor", Autumn, Effect::ScoreOnly, [UNK, UNK], None),
    t("well", Autumn, Effect::ScoreOnly, [UNK, UNK], None),
    // Winter
    winter("apothecary", Winter::Apothecary),
    winter("craftsmans-guild", Winter::CraftsmansGuild),
    winter("jeweller", Winter::Jeweller),
    winter("key-guild", Winter::KeyGuild),
    winter("keythedral", Winter::Keythedral),
    winter("key-market", Winter::KeyMarket),
    winter("mercers-guild", Winter::MercersGuild),
    winter("scholar", Winter::Scholar),
    winter("scribes", Winter::Scribes),
    winter("village-hall", Winter::VillageHall),
    winter("watermill", Winter::Watermill),
    winter("windmill", Winter::Windmill),
    // Boats (winter scoring face); effects are rulebook, contents unknown.
    boat("keyflower-boat", BoatRule::Keyflower, 2),
    boat("sea-bastion", BoatRule::SeaBastion, 2),
    boat("sea-breese", BoatRule::SeaBreese, 3),
    boat("flipper", BoatRule::Flipper, 4),
    boat("ianvincible", BoatRule::Ianvincible, 5),
    boat("white-wind", BoatRule::WhiteWind, 6),
    // Turn-order tiles: score 1 VP per connected tile [rulebook]; no printed VP.
    t(
        "turn-order-1",
        TurnOrder,
        Effect::TurnOrder(1),
        [rb(0), rb(0)],
        None,
    ),
    t(
        "turn-order-2",
        TurnOrder,
        Effect::TurnOrder(2),
        [rb(0), rb(0)],
        None,
    ),
    t(
        "turn-order-3",
        TurnOrder,
        Effect::TurnOrder(3),
        [rb(0), rb(0)],
        None,
    ),
    t(
        "turn-order-4",
        TurnOrder,
        Effect::TurnOrder(4),
        [rb(0), rb(0)],
        None,
    ),
];

/// Finds a tile by key.
pub fn find(key: &str) -> Option<&'static TileDef> {
    TILES.iter().find(|t| t.key == key)
}

/// Supply limits `[rulebook]`: workers by colour, skills by type, resources by type.
pub const WORKER_SUPPLY: [u32; 4] = [40, 40, 40, 20];
/// Skill tokens per type `[rulebook]`.
pub const SKILL_SUPPLY: [u32; 3] = [16, 16, 16];
/// Resources per type `[rulebook]`: gold 48, iron/stone/wood 24.
pub const RESOURCE_SUPPLY: [u32; 4] = [48, 24, 24, 24];

/// Spring/summer/autumn tiles put out per season, by player count 2..=6 `[rulebook]`.
pub const SEASON_TILES: [u8; 5] = [6, 7, 8, 9, 10];
/// Turn-order tiles in play by player count 2..=6 `[rulebook]`.
pub const TURN_ORDER_TILES: [u8; 5] = [1, 2, 3, 4, 4];

#[cfg(test)]
mod tests {
    use super::*;

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
