//! Resources: the Mercer's guild and Windmill sets, the Watermill, the Jeweller, each gold's
//! own point and the storage tiles, solved without enumerating keep/release choices (the
//! method is in the module above).

use super::{Reach, Sinks, GOLD, JEWELLER, MERCERS_GUILD, WATERMILL, WINDMILL};
use crate::keyflower::catalogue::Resource;
use crate::Points;

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
    pub(crate) mercer_gold: u32,
    /// Whether some Mercer's guild set holds two or more gold (option `mercer-gold`).
    pub(crate) mercer_multi_gold: bool,
    /// Watermill type and count.
    pub watermill: Option<(Resource, u32)>,
    /// Windmill sets.
    pub windmill_sets: u32,
    /// Gold inside the Windmill sets.
    pub(crate) windmill_gold: u32,
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
