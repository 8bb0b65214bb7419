//! The exact end-game allocation of workers, skills and resources to the winter scoring
//! tiles, the White Wind boat and the storage tiles.
//!
//! Items of one family (workers, skills, resources) never score on another family's tiles,
//! so each family is solved on its own; the start-player marker (one extra item of a family
//! the owner names) is tried in each family by the caller.
//!
//! Each winter tile's scoring is written once, as a `Rate` (points per group of items, the
//! rule it applies and the message that explains it); the solvers and the score lines both
//! read these constants.
//!
//! # Resources: one model, solved without enumerating keep/release choices
//!
//! Every resource is one item with a few uses: a Mercer's guild set (5 points for three
//! different resources, gold standing in), a Windmill set (5 points for any five), the
//! Watermill (1 point each of the chosen type), the Jeweller or the gold's own point, and, for
//! a resource standing on a storage tile that may stay there (gold, Boat 3b stand-ins, every
//! resource under option `yard-release: release`), "stay" at the tile's printed rate. Within
//! one kind of resource the items differ only by their best use outside the two set tiles
//! (their *single value*: the largest of stay, Watermill, Jeweller or own point).
//!
//! For a number `S` of Mercer sets and `K` of Windmill sets, the best allocation sends to the
//! sets the items of lowest single value: the Mercer sets first, taking the lowest item of a
//! kind that still has room (at most one iron, one stone and one wood per set, at most one gold
//! per set unless option `mercer-gold: any`), then the Windmill sets the lowest of what is
//! left. This is a minimum-cost flow from the kinds to the two set tiles with convex costs (the
//! Windmill takes any kind without limit, so no Mercer choice has to be undone), so the greedy
//! filling is exact. Trying every `S` and `K` (at most 64 and 39) and each Watermill type costs
//! a few tens of thousands of steps at the box's maximum counts, whatever the number of storage
//! tiles.
//!
//! # Workers and skills
//!
//! Workers: Craftsman's guild sets × Village hall colour and count; greens go to the Key
//! market except up to four that may complete an Apothecary set; the rest go to the tiles that
//! take any colour. Skills: Scribes sets × Scholar type and count; the rest feed the Key guild.
//! Both are small polynomial searches.
//!
//! This file holds the rates, the tiles owned and the best rate of each item; `workers.rs`,
//! `skills.rs` and `resources.rs` solve each family.

use super::catalogue::{Colour, Winter};
use crate::Points;
use arbiter_ids::{msg, rule};

mod resources;
mod skills;
mod workers;

pub use resources::{best_resources, ResourcePlan, Resources, Stay};
pub use skills::{best_skills, SkillPlan};
pub use workers::{best_workers, WorkerPlan};

/// How one scoring tile turns items into points: `points` for every `items` items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rate {
    /// Items per scoring group.
    pub(crate) items: u32,
    /// Points per group.
    pub(crate) points: Points,
    /// The rule applied (an id of `rulings/keyflower.yaml`).
    pub(crate) rule: &'static str,
    /// The message that explains a score line (in `locales/*/keyflower.ftl`).
    pub(crate) message: &'static str,
}

impl Rate {
    /// Points for `groups` groups.
    pub(crate) fn of(self, groups: u32) -> Points {
        self.points * groups as Points
    }
}

/// Apothecary: 3 points per five workers of any colour.
pub(crate) const APOTHECARY: Rate = Rate {
    items: 5,
    points: 3,
    rule: rule::KF_WINTER_APOTHECARY,
    message: msg::KF_SCORE_APOTHECARY,
};

/// Craftsman's guild: 3 points per blue + red + yellow worker.
pub(crate) const CRAFTSMANS_GUILD: Rate = Rate {
    items: 3,
    points: 3,
    rule: rule::KF_WINTER_CRAFTSMANS_GUILD,
    message: msg::KF_SCORE_CRAFTSMAN,
};

/// Key market: 2 points per green worker.
pub(crate) const KEY_MARKET: Rate = Rate {
    items: 1,
    points: 2,
    rule: rule::KF_WINTER_KEY_MARKET,
    message: msg::KF_SCORE_KEY_MARKET,
};

/// Village hall: 1 point per worker of the chosen colour.
pub(crate) const VILLAGE_HALL: Rate = Rate {
    items: 1,
    points: 1,
    rule: rule::KF_WINTER_VILLAGE_HALL,
    message: msg::KF_SCORE_VILLAGE_HALL,
};

/// White Wind boat: 1 point per worker.
pub(crate) const WHITE_WIND: Rate = Rate {
    items: 1,
    points: 1,
    rule: rule::KF_BOAT_WHITE_WIND,
    message: msg::KF_SCORE_WHITE_WIND,
};

/// Scribes: 10 points per anvil + pick-axe + saw.
pub(crate) const SCRIBES: Rate = Rate {
    items: 3,
    points: 10,
    rule: rule::KF_WINTER_SCRIBES,
    message: msg::KF_SCORE_SCRIBES,
};

/// Scholar: 3 points per skill of the chosen type.
pub(crate) const SCHOLAR: Rate = Rate {
    items: 1,
    points: 3,
    rule: rule::KF_WINTER_SCHOLAR,
    message: msg::KF_SCORE_SCHOLAR,
};

/// Key guild: 10 points per five skills.
pub(crate) const KEY_GUILD: Rate = Rate {
    items: 5,
    points: 10,
    rule: rule::KF_WINTER_KEY_GUILD,
    message: msg::KF_SCORE_KEY_GUILD,
};

/// Mercer's guild: 5 points per set of three different resources.
pub(crate) const MERCERS_GUILD: Rate = Rate {
    items: 3,
    points: 5,
    rule: rule::KF_WINTER_MERCERS_GUILD,
    message: msg::KF_SCORE_MERCER,
};

/// Watermill: 1 point per resource of the chosen type.
pub(crate) const WATERMILL: Rate = Rate {
    items: 1,
    points: 1,
    rule: rule::KF_WINTER_WATERMILL,
    message: msg::KF_SCORE_WATERMILL,
};

/// Windmill: 5 points per five resources.
pub(crate) const WINDMILL: Rate = Rate {
    items: 5,
    points: 5,
    rule: rule::KF_WINTER_WINDMILL,
    message: msg::KF_SCORE_WINDMILL,
};

/// Jeweller: 2 points per gold.
pub(crate) const JEWELLER: Rate = Rate {
    items: 1,
    points: 2,
    rule: rule::KF_WINTER_JEWELLER,
    message: msg::KF_SCORE_JEWELLER,
};

/// A gold allocated nowhere: its own point.
pub(crate) const GOLD: Rate = Rate {
    items: 1,
    points: 1,
    rule: rule::KF_END_GOLD,
    message: msg::KF_SCORE_GOLD,
};

/// Keythedral: 12 points, once.
pub(crate) const KEYTHEDRAL: Rate = Rate {
    items: 0,
    points: 12,
    rule: rule::KF_WINTER_KEYTHEDRAL,
    message: msg::KF_SCORE_KEYTHEDRAL,
};

/// Which scoring tiles a player owns, and how resources may stand in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Sinks {
    /// Apothecary.
    pub apothecary: bool,
    /// Craftsman's guild.
    pub craftsman: bool,
    /// Key market.
    pub key_market: bool,
    /// Village hall.
    pub village_hall: bool,
    /// White Wind boat.
    pub white_wind: bool,
    /// Key guild.
    pub key_guild: bool,
    /// Scholar.
    pub scholar: bool,
    /// Scribes.
    pub scribes: bool,
    /// Jeweller.
    pub jeweller: bool,
    /// Mercer's guild.
    pub mercer: bool,
    /// Watermill.
    pub watermill: bool,
    /// Windmill.
    pub windmill: bool,
    /// Mercer's guild sets may hold any number of gold (option `mercer-gold: any`, or Boat 3b
    /// with full reach).
    pub mercer_gold_any: bool,
    /// How far resources stand in for each other (summer Boat 3b).
    pub reach: Reach,
}

impl Sinks {
    /// Marks a winter tile as owned.
    pub fn add(&mut self, tile: Winter) {
        match tile {
            Winter::Apothecary => self.apothecary = true,
            Winter::CraftsmansGuild => self.craftsman = true,
            Winter::Jeweller => self.jeweller = true,
            Winter::KeyGuild => self.key_guild = true,
            Winter::Keythedral => {}
            Winter::KeyMarket => self.key_market = true,
            Winter::MercersGuild => self.mercer = true,
            Winter::Scholar => self.scholar = true,
            Winter::Scribes => self.scribes = true,
            Winter::VillageHall => self.village_hall = true,
            Winter::Watermill => self.watermill = true,
            Winter::Windmill => self.windmill = true,
        }
    }
}

/// How far resources stand in for each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Reach {
    /// Each resource is its own type.
    #[default]
    Separate,
    /// Iron, stone and wood are interchangeable (Boat 3b, `boat-3b: no-gold`).
    NonGoldAlike,
    /// Every resource is interchangeable, gold included (Boat 3b, `boat-3b: full`).
    AllAlike,
}

/// Upper bound, ×15, on what one worker of `colour` can score.
pub(crate) fn worker_rate15(colour: Colour, sinks: &Sinks) -> Points {
    let mut rate = 0;
    if sinks.apothecary {
        rate = rate.max(15 * APOTHECARY.points / APOTHECARY.items as Points);
    }
    if sinks.craftsman && colour != Colour::Green {
        rate = rate.max(15 * CRAFTSMANS_GUILD.points / CRAFTSMANS_GUILD.items as Points);
    }
    if sinks.key_market && colour == Colour::Green {
        rate = rate.max(15 * KEY_MARKET.points);
    }
    if sinks.village_hall {
        rate = rate.max(15 * VILLAGE_HALL.points);
    }
    if sinks.white_wind {
        rate = rate.max(15 * WHITE_WIND.points);
    }
    rate
}

/// Upper bound, ×15, on what one skill can score.
pub(crate) fn skill_rate15(sinks: &Sinks) -> Points {
    let mut rate = 0;
    if sinks.key_guild {
        rate = rate.max(15 * KEY_GUILD.points / KEY_GUILD.items as Points);
    }
    if sinks.scribes {
        rate = rate.max(15 * SCRIBES.points / SCRIBES.items as Points);
    }
    if sinks.scholar {
        rate = rate.max(15 * SCHOLAR.points);
    }
    rate
}

/// Upper bound, ×15, on what one resource can score in the pool (`gold`: it is, or stands in
/// as, gold).
pub(crate) fn resource_rate15(gold: bool, sinks: &Sinks) -> Points {
    let mut rate = 0;
    if gold {
        rate = 15 * GOLD.points;
        if sinks.jeweller {
            rate = rate.max(15 * JEWELLER.points);
        }
    }
    if sinks.mercer {
        rate = rate.max(15 * MERCERS_GUILD.points / MERCERS_GUILD.items as Points);
    }
    if sinks.watermill {
        rate = rate.max(15 * WATERMILL.points);
    }
    if sinks.windmill {
        rate = rate.max(15 * WINDMILL.points / WINDMILL.items as Points);
    }
    rate
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keyflower::catalogue::Resource;

    #[test]
    fn greedy_mercer_loses_to_windmill() {
        let sinks = Sinks {
            mercer: true,
            windmill: true,
            ..Default::default()
        };
        let input = |pool| Resources {
            pool,
            stays: Vec::new(),
        };
        // 10 resources: 2 Windmill sets = 10, or 3 Mercer sets (9 items) = 15.
        assert_eq!(
            best_resources(&input([0, 3, 3, 4]), &sinks, None).points,
            15
        );
        // 1 Mercer set + 7 wood (1 Windmill set) = 10; Windmill alone: 2 sets = 10.
        assert_eq!(
            best_resources(&input([0, 1, 1, 8]), &sinks, None).points,
            10
        );
    }

    #[test]
    fn workers_exact() {
        let sinks = Sinks {
            craftsman: true,
            apothecary: true,
            key_market: true,
            ..Default::default()
        };
        // Craftsman 1 set (3) + Apothecary (4 blue + the green) 3 = 6 beats the Key market.
        let plan = best_workers([5, 1, 1, 1], &sinks, None);
        assert_eq!(plan.points, 6);
        assert_eq!(plan.craftsman_sets, 1);
        assert_eq!(plan.key_market, 0);
    }

    #[test]
    fn a_gold_stays_on_a_yard_when_the_yard_pays_more() {
        let sinks = Sinks {
            mercer: true,
            ..Default::default()
        };
        let stays = vec![Stay {
            tile: 0,
            resource: Resource::Gold,
            count: 1,
            rate: 3,
        }];
        let input = Resources {
            pool: [0, 1, 1, 0],
            stays,
        };
        // Staying: 3; in a Mercer set with iron and stone: 5.
        let plan = best_resources(&input, &sinks, None);
        assert_eq!((plan.points, plan.stayed[0]), (5, 0));
        let plan = best_resources(
            &Resources {
                pool: [0, 1, 0, 0],
                ..input
            },
            &sinks,
            None,
        );
        assert_eq!((plan.points, plan.stayed[0]), (3, 1));
    }
}
