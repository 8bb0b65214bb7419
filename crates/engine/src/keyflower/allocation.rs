//! The exact end-game allocation of workers, skills and resources to the winter scoring
//! tiles, the White Wind boat and the storage tiles.
//!
//! Items of one family (workers, skills, resources) never score on another family's tiles,
//! so each family is solved on its own; the start-player marker (one extra item of a family
//! the owner names) is tried in each family by the caller.
//!
//! Each winter tile's scoring is written once, as a [`Rate`] (points per group of items, the
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

use super::catalogue::{Colour, Resource, Skill, Winter};
use crate::Points;
use arbiter_ids::{msg, rule};

/// How one scoring tile turns items into points: `points` for every `items` items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    /// Items per scoring group.
    pub items: u32,
    /// Points per group.
    pub points: Points,
    /// The rule applied (an id of `rulings/keyflower.yaml`).
    pub rule: &'static str,
    /// The message that explains a score line (in `locales/*/keyflower.ftl`).
    pub message: &'static str,
}

impl Rate {
    /// Points for `groups` groups.
    pub fn of(self, groups: u32) -> Points {
        self.points * groups as Points
    }
}

/// Apothecary: 3 points per five workers of any colour.
pub const APOTHECARY: Rate = Rate {
    items: 5,
    points: 3,
    rule: rule::KF_WINTER_APOTHECARY,
    message: msg::KF_SCORE_APOTHECARY,
};
/// Craftsman's guild: 3 points per blue + red + yellow worker.
pub const CRAFTSMANS_GUILD: Rate = Rate {
    items: 3,
    points: 3,
    rule: rule::KF_WINTER_CRAFTSMANS_GUILD,
    message: msg::KF_SCORE_CRAFTSMAN,
};
/// Key market: 2 points per green worker.
pub const KEY_MARKET: Rate = Rate {
    items: 1,
    points: 2,
    rule: rule::KF_WINTER_KEY_MARKET,
    message: msg::KF_SCORE_KEY_MARKET,
};
/// Village hall: 1 point per worker of the chosen colour.
pub const VILLAGE_HALL: Rate = Rate {
    items: 1,
    points: 1,
    rule: rule::KF_WINTER_VILLAGE_HALL,
    message: msg::KF_SCORE_VILLAGE_HALL,
};
/// White Wind boat: 1 point per worker.
pub const WHITE_WIND: Rate = Rate {
    items: 1,
    points: 1,
    rule: rule::KF_BOAT_WHITE_WIND,
    message: msg::KF_SCORE_WHITE_WIND,
};
/// Scribes: 10 points per anvil + pick-axe + saw.
pub const SCRIBES: Rate = Rate {
    items: 3,
    points: 10,
    rule: rule::KF_WINTER_SCRIBES,
    message: msg::KF_SCORE_SCRIBES,
};
/// Scholar: 3 points per skill of the chosen type.
pub const SCHOLAR: Rate = Rate {
    items: 1,
    points: 3,
    rule: rule::KF_WINTER_SCHOLAR,
    message: msg::KF_SCORE_SCHOLAR,
};
/// Key guild: 10 points per five skills.
pub const KEY_GUILD: Rate = Rate {
    items: 5,
    points: 10,
    rule: rule::KF_WINTER_KEY_GUILD,
    message: msg::KF_SCORE_KEY_GUILD,
};
/// Mercer's guild: 5 points per set of three different resources.
pub const MERCERS_GUILD: Rate = Rate {
    items: 3,
    points: 5,
    rule: rule::KF_WINTER_MERCERS_GUILD,
    message: msg::KF_SCORE_MERCER,
};
/// Watermill: 1 point per resource of the chosen type.
pub const WATERMILL: Rate = Rate {
    items: 1,
    points: 1,
    rule: rule::KF_WINTER_WATERMILL,
    message: msg::KF_SCORE_WATERMILL,
};
/// Windmill: 5 points per five resources.
pub const WINDMILL: Rate = Rate {
    items: 5,
    points: 5,
    rule: rule::KF_WINTER_WINDMILL,
    message: msg::KF_SCORE_WINDMILL,
};
/// Jeweller: 2 points per gold.
pub const JEWELLER: Rate = Rate {
    items: 1,
    points: 2,
    rule: rule::KF_WINTER_JEWELLER,
    message: msg::KF_SCORE_JEWELLER,
};
/// A gold allocated nowhere: its own point.
pub const GOLD: Rate = Rate {
    items: 1,
    points: 1,
    rule: rule::KF_END_GOLD,
    message: msg::KF_SCORE_GOLD,
};
/// Keythedral: 12 points, once.
pub const KEYTHEDRAL: Rate = Rate {
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

// ---------------------------------------------------------------------------------------
// Workers
// ---------------------------------------------------------------------------------------

/// The best use of workers (counts indexed by [`Colour`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WorkerPlan {
    /// Points.
    pub points: Points,
    /// Craftsman's guild sets.
    pub craftsman_sets: u32,
    /// Greens on the Key market.
    pub key_market: u32,
    /// Village hall colour and count.
    pub village_hall: Option<(Colour, u32)>,
    /// Apothecary sets.
    pub apothecary_sets: u32,
    /// Workers on White Wind.
    pub white_wind: u32,
    /// Workers that score nothing.
    pub unused: u32,
    /// The workers that score nothing, by colour (indexed by [`Colour`]; they add up to
    /// `unused`). The Apothecary and White Wind take any colour: they are counted as taking
    /// the colours in [`Colour::ALL`] order, so that the ones left over can be named.
    pub unused_by_colour: [u32; 4],
}

/// The colours of the `unused` workers left over from `rest` (by colour) once the tiles
/// that take any colour have taken theirs, taken in [`Colour::ALL`] order.
fn left_over_colours(rest: [u32; 4], unused: u32) -> [u32; 4] {
    let mut taken = rest.iter().sum::<u32>() - unused;
    let mut left = rest;
    for count in &mut left {
        let take = taken.min(*count);
        *count -= take;
        taken -= take;
    }
    left
}

/// Where `left` workers that may be of any colour score best: (points, Apothecary sets,
/// White Wind, unused). White Wind's 1 point each beats the Apothecary's 3 per five.
fn any_colour_workers(left: u32, sinks: &Sinks) -> (Points, u32, u32, u32) {
    if sinks.white_wind {
        (WHITE_WIND.of(left), 0, left, 0)
    } else if sinks.apothecary {
        let sets = left / APOTHECARY.items;
        (APOTHECARY.of(sets), sets, 0, left % APOTHECARY.items)
    } else {
        (0, 0, 0, left)
    }
}

/// Exact best allocation of `workers`; `colour` forces the Village hall colour.
pub fn best_workers(workers: [u32; 4], sinks: &Sinks, colour: Option<Colour>) -> WorkerPlan {
    let mut best = WorkerPlan {
        points: -1,
        ..Default::default()
    };
    let [blue, red, yellow, green] = workers;
    let max_sets = if sinks.craftsman {
        blue.min(red).min(yellow)
    } else {
        0
    };
    let colours: Vec<Option<Colour>> = match (sinks.village_hall, colour) {
        (false, _) => vec![None],
        (true, Some(c)) => vec![Some(c)],
        (true, None) => Colour::ALL.iter().copied().map(Some).collect(),
    };
    for sets in 0..=max_sets {
        let after_sets = [blue - sets, red - sets, yellow - sets, green];
        for &hall_colour in &colours {
            let max_hall = hall_colour.map_or(0, |c| after_sets[c as usize]);
            // A worker scores 1 on the Village hall, at most 1 elsewhere: only up to four
            // (completing one Apothecary set) can do better elsewhere.
            let fewest_hall = max_hall.saturating_sub(APOTHECARY.items - 1);
            for hall in fewest_hall..=max_hall {
                let mut left = after_sets;
                if let Some(c) = hall_colour {
                    left[c as usize] -= hall;
                }
                let greens = left[Colour::Green as usize];
                // A green scores 2 on the Key market, at most 1 elsewhere; only up to four
                // greens (completing one Apothecary set) can do better elsewhere.
                let (low, high) = if sinks.key_market {
                    (greens.saturating_sub(APOTHECARY.items - 1), greens)
                } else {
                    (0, 0)
                };
                for market in low..=high {
                    let mut by_colour = left;
                    by_colour[Colour::Green as usize] -= market;
                    let rest = by_colour.iter().sum::<u32>();
                    let (tail, apothecary_sets, white_wind, unused) =
                        any_colour_workers(rest, sinks);
                    let points = CRAFTSMANS_GUILD.of(sets)
                        + KEY_MARKET.of(market)
                        + VILLAGE_HALL.of(hall)
                        + tail;
                    if points > best.points {
                        best = WorkerPlan {
                            points,
                            craftsman_sets: sets,
                            key_market: market,
                            village_hall: hall_colour.map(|c| (c, hall)),
                            apothecary_sets,
                            white_wind,
                            unused,
                            unused_by_colour: left_over_colours(by_colour, unused),
                        };
                    }
                }
            }
        }
    }
    best
}

// ---------------------------------------------------------------------------------------
// Skills
// ---------------------------------------------------------------------------------------

/// The best use of skills (counts indexed by [`Skill`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SkillPlan {
    /// Points.
    pub points: Points,
    /// Scribes sets.
    pub scribes_sets: u32,
    /// Scholar type and count.
    pub scholar: Option<(Skill, u32)>,
    /// Key guild sets.
    pub key_guild_sets: u32,
    /// Skills that score nothing.
    pub unused: u32,
}

/// Exact best allocation of `skills`; `kind` forces the Scholar type.
pub fn best_skills(skills: [u32; 3], sinks: &Sinks, kind: Option<Skill>) -> SkillPlan {
    let mut best = SkillPlan {
        points: -1,
        ..Default::default()
    };
    let max_sets = if sinks.scribes {
        skills.iter().copied().min().unwrap_or(0)
    } else {
        0
    };
    let kinds: Vec<Option<Skill>> = match (sinks.scholar, kind) {
        (false, _) => vec![None],
        (true, Some(k)) => vec![Some(k)],
        (true, None) => Skill::ALL.iter().copied().map(Some).collect(),
    };
    for sets in 0..=max_sets {
        let left = skills.map(|n| n - sets);
        for &scholar_kind in &kinds {
            let max_scholar = scholar_kind.map_or(0, |k| left[k as usize]);
            for scholar in 0..=max_scholar {
                let rest = left.iter().sum::<u32>() - scholar;
                let guild = if sinks.key_guild {
                    rest / KEY_GUILD.items
                } else {
                    0
                };
                let points = SCRIBES.of(sets) + SCHOLAR.of(scholar) + KEY_GUILD.of(guild);
                if points > best.points {
                    best = SkillPlan {
                        points,
                        scribes_sets: sets,
                        scholar: scholar_kind.map(|k| (k, scholar)),
                        key_guild_sets: guild,
                        unused: rest - KEY_GUILD.items * guild,
                    };
                }
            }
        }
    }
    best
}

// ---------------------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------------------

/// Resources on one storage tile that may stay there (scoring `rate` each) or be released to
/// the other scoring tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stay {
    /// Which storage tile (an index the caller chooses; echoed in the plan).
    pub tile: usize,
    /// The resource.
    pub resource: Resource,
    /// How many.
    pub count: u32,
    /// Points each scores if it stays.
    pub rate: Points,
}

/// The resources to allocate: the pool (free to go anywhere) and those that may stay.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Resources {
    /// Free resources, indexed by [`Resource`].
    pub pool: [u32; 4],
    /// Resources that may stay on a storage tile.
    pub stays: Vec<Stay>,
}

/// The best use of resources.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ResourcePlan {
    /// Points (stays included).
    pub points: Points,
    /// Mercer's guild sets.
    pub mercer_sets: u32,
    /// Gold standing in inside the Mercer's guild sets.
    pub mercer_gold: u32,
    /// Whether some Mercer's guild set holds two or more gold (option `mercer-gold`).
    pub mercer_multi_gold: bool,
    /// Watermill type and count.
    pub watermill: Option<(Resource, u32)>,
    /// Windmill sets.
    pub windmill_sets: u32,
    /// Gold inside the Windmill sets.
    pub windmill_gold: u32,
    /// Gold on the Jeweller.
    pub jeweller: u32,
    /// Gold left over (1 point each).
    pub gold_left: u32,
    /// Resources that score nothing.
    pub unused: u32,
    /// Per entry of [`Resources::stays`]: how many stay on their tile.
    pub stayed: Vec<u32>,
}

/// One resource item for the solver.
#[derive(Debug, Clone, Copy)]
struct Item {
    /// Best worth outside the two set tiles.
    value: Points,
    /// The entry of `stays` it comes from, if it may stay.
    stay: Option<usize>,
    /// Whether it stays (rather than going to the pool's own use) when not in a set.
    stays: bool,
    /// The resource it really is.
    resource: Resource,
}

/// Items interchangeable for the Mercer's guild, sorted by value.
#[derive(Debug, Clone)]
struct Kind {
    /// At most `cap × sets` of this kind go into `sets` Mercer's guild sets.
    cap: u32,
    items: Vec<Item>,
}

/// The kind index of `resource` under `reach`.
fn kind_of(resource: Resource, reach: Reach) -> usize {
    match reach {
        Reach::Separate => resource as usize,
        Reach::NonGoldAlike => usize::from(resource != Resource::Gold),
        Reach::AllAlike => 0,
    }
}

/// Builds the kinds: every item's single value for Watermill type `watermill`.
fn kinds(input: &Resources, sinks: &Sinks, watermill: Option<Resource>) -> Vec<Kind> {
    let gold_cap = if sinks.mercer_gold_any { 3 } else { 1 };
    let mut kinds: Vec<Kind> = match sinks.reach {
        Reach::Separate => vec![gold_cap, 1, 1, 1],
        Reach::NonGoldAlike => vec![gold_cap, 3],
        Reach::AllAlike => vec![3],
    }
    .into_iter()
    .map(|cap| Kind {
        cap,
        items: Vec::new(),
    })
    .collect();
    let own_value = |resource: Resource| -> Points {
        let as_gold = resource == Resource::Gold || sinks.reach == Reach::AllAlike;
        if as_gold {
            if sinks.jeweller {
                JEWELLER.points
            } else {
                GOLD.points
            }
        } else {
            let milled = match (watermill, sinks.reach) {
                (None, _) => false,
                (Some(_), Reach::NonGoldAlike) => true,
                (Some(w), _) => w == resource,
            };
            if milled {
                WATERMILL.points
            } else {
                0
            }
        }
    };
    for resource in Resource::ALL {
        let value = own_value(resource);
        let item = Item {
            value,
            stay: None,
            stays: false,
            resource,
        };
        let kind = &mut kinds[kind_of(resource, sinks.reach)];
        kind.items.extend(std::iter::repeat_n(
            item,
            input.pool[resource as usize] as usize,
        ));
    }
    for (index, stay) in input.stays.iter().enumerate() {
        let own = own_value(stay.resource);
        let item = Item {
            value: own.max(stay.rate),
            stay: Some(index),
            stays: stay.rate > 0 && stay.rate >= own,
            resource: stay.resource,
        };
        let kind = &mut kinds[kind_of(stay.resource, sinks.reach)];
        kind.items
            .extend(std::iter::repeat_n(item, stay.count as usize));
    }
    for kind in &mut kinds {
        kind.items.sort_by_key(|i| (i.value, i.stay));
    }
    kinds
}

/// The sets of one solution: how many items of each kind go to the Mercer's guild and to the
/// Windmill (always the lowest-valued items of the kind).
#[derive(Debug, Clone, Default)]
struct SetChoice {
    points: Points,
    mercer_sets: u32,
    windmill_sets: u32,
    /// Per kind: items in Mercer's guild sets.
    mercer: Vec<usize>,
    /// Per kind: items in Windmill sets.
    windmill: Vec<usize>,
}

/// Fills `sets` Mercer's guild sets with the lowest items a kind still has room for; `None`
/// when the kinds cannot fill them.
fn fill_mercer(kinds: &[Kind], sets: u32) -> Option<Vec<usize>> {
    let mut taken = vec![0usize; kinds.len()];
    let room: Vec<usize> = kinds
        .iter()
        .map(|kind| kind.items.len().min((kind.cap * sets) as usize))
        .collect();
    for _ in 0..3 * sets {
        let mut next: Option<(usize, Points)> = None;
        for (k, kind) in kinds.iter().enumerate() {
            if taken[k] < room[k] {
                let value = kind.items[taken[k]].value;
                if next.is_none_or(|(_, best)| value < best) {
                    next = Some((k, value));
                }
            }
        }
        taken[next?.0] += 1;
    }
    Some(taken)
}

/// The best sets for the kinds (exact; see the module documentation). For each number of
/// Mercer's guild sets, the Windmill takes the lowest of what is left, walked in order without
/// sorting (each kind is already sorted).
fn best_sets(kinds: &[Kind], sinks: &Sinks) -> SetChoice {
    let total: usize = kinds.iter().map(|k| k.items.len()).sum();
    let max_mercer = if sinks.mercer { total / 3 } else { 0 };
    // Per kind, the value of its items from index i on.
    let suffix: Vec<Vec<Points>> = kinds
        .iter()
        .map(|kind| {
            let mut sums = vec![0; kind.items.len() + 1];
            for (i, item) in kind.items.iter().enumerate().rev() {
                sums[i] = sums[i + 1] + item.value;
            }
            sums
        })
        .collect();
    // Per kind, how many items are worth nothing outside the set tiles (they come first).
    let zeros: Vec<usize> = kinds
        .iter()
        .map(|kind| kind.items.iter().take_while(|i| i.value <= 0).count())
        .collect();
    let mut best = SetChoice {
        points: Points::MIN,
        ..Default::default()
    };
    for mercer_sets in 0..=max_mercer as u32 {
        let Some(mercer) = fill_mercer(kinds, mercer_sets) else {
            continue;
        };
        let left_value: Points = (0..kinds.len()).map(|k| suffix[k][mercer[k]]).sum();
        let left = total - mercer.iter().sum::<usize>();
        // A Windmill item gains 1 minus its value: only the items worth 0 gain, so no more
        // sets than it takes to hold them all can do better (the gain is concave).
        let worthless: usize = (0..kinds.len())
            .map(|k| zeros[k].saturating_sub(mercer[k]))
            .sum();
        let max_windmill = if sinks.windmill {
            (left / WINDMILL.items as usize).min(worthless.div_ceil(WINDMILL.items as usize))
        } else {
            0
        };
        // Walk what is left, lowest first, five items per Windmill set.
        let mut head = mercer.clone();
        let mut in_windmill = 0;
        for windmill_sets in 0..=max_windmill {
            if windmill_sets > 0 {
                for _ in 0..WINDMILL.items {
                    let (k, value) = kinds
                        .iter()
                        .enumerate()
                        .filter(|(k, kind)| head[*k] < kind.items.len())
                        .map(|(k, kind)| (k, kind.items[head[k]].value))
                        .min_by_key(|&(_, value)| value)
                        .expect("enough items for the Windmill set");
                    head[k] += 1;
                    in_windmill += value;
                }
            }
            let points =
                MERCERS_GUILD.of(mercer_sets) + WINDMILL.of(windmill_sets as u32) + left_value
                    - in_windmill;
            if points > best.points {
                best = SetChoice {
                    points,
                    mercer_sets,
                    windmill_sets: windmill_sets as u32,
                    windmill: head.iter().zip(&mercer).map(|(h, m)| h - m).collect(),
                    mercer: mercer.clone(),
                };
            }
        }
    }
    best
}

/// Turns the chosen sets into a plan.
fn plan(
    input: &Resources,
    sinks: &Sinks,
    kinds: &[Kind],
    sets: &SetChoice,
    watermill: Option<Resource>,
) -> ResourcePlan {
    let is_gold = |r: Resource| r == Resource::Gold || sinks.reach == Reach::AllAlike;
    let mut result = ResourcePlan {
        points: sets.points,
        mercer_sets: sets.mercer_sets,
        windmill_sets: sets.windmill_sets,
        stayed: vec![0; input.stays.len()],
        ..Default::default()
    };
    let mut milled = 0;
    for (k, kind) in kinds.iter().enumerate() {
        let in_mercer = &kind.items[..sets.mercer[k]];
        let in_windmill = &kind.items[sets.mercer[k]..sets.mercer[k] + sets.windmill[k]];
        let rest = &kind.items[sets.mercer[k] + sets.windmill[k]..];
        result.mercer_gold += in_mercer.iter().filter(|i| is_gold(i.resource)).count() as u32;
        result.windmill_gold += in_windmill.iter().filter(|i| is_gold(i.resource)).count() as u32;
        for item in rest {
            match item.stay {
                Some(entry) if item.stays => result.stayed[entry] += 1,
                _ if is_gold(item.resource) && sinks.jeweller => result.jeweller += 1,
                _ if is_gold(item.resource) => result.gold_left += 1,
                _ if item.value > 0 => milled += 1,
                _ => result.unused += 1,
            }
        }
    }
    result.mercer_multi_gold =
        sinks.reach == Reach::Separate && result.mercer_gold > result.mercer_sets && sinks.mercer;
    result.watermill = watermill.map(|w| (w, milled));
    result
}

/// The Watermill types worth trying: every non-gold type (only one when they are alike).
fn watermill_types(sinks: &Sinks, forced: Option<Resource>) -> Vec<Option<Resource>> {
    if !sinks.watermill {
        return vec![None];
    }
    match (forced, sinks.reach) {
        (Some(r), _) => vec![Some(r)],
        (None, Reach::Separate) => Resource::ALL[1..].iter().copied().map(Some).collect(),
        (None, _) => vec![Some(Resource::Iron)],
    }
}

/// Exact best allocation of `input`; `watermill` forces the Watermill type.
pub fn best_resources(
    input: &Resources,
    sinks: &Sinks,
    watermill: Option<Resource>,
) -> ResourcePlan {
    let mut best: Option<ResourcePlan> = None;
    for mill in watermill_types(sinks, watermill) {
        let kinds = kinds(input, sinks, mill);
        let sets = best_sets(&kinds, sinks);
        if best.as_ref().is_none_or(|b| sets.points > b.points) {
            best = Some(plan(input, sinks, &kinds, &sets, mill));
        }
    }
    best.expect("at least one Watermill choice")
}

// ---------------------------------------------------------------------------------------
// Upper bounds
// ---------------------------------------------------------------------------------------

/// Upper bound, ×15, on what one worker of `colour` can score.
pub fn worker_rate15(colour: Colour, sinks: &Sinks) -> Points {
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
pub fn skill_rate15(sinks: &Sinks) -> Points {
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
pub fn resource_rate15(gold: bool, sinks: &Sinks) -> Points {
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
