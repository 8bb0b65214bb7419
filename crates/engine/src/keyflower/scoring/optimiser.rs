//! The exact allocation of a player's items to their winter scoring tiles and its proof: the
//! best allocation, the best total without each contested choice, and an upper bound.

use super::held::Yard;
use super::lines::stay_rule;
use super::marker::{marker_message, Declaration};
use super::{colour_key, resource_key, skill_key, tile_key, Alternative};
use crate::keyflower::allocation::{
    self, best_resources, best_skills, best_workers, resource_rate15, skill_rate15, worker_rate15,
    Reach, ResourcePlan, Resources, Sinks, SkillPlan, WorkerPlan,
};
use crate::keyflower::catalogue::{Colour, Resource, Skill};
use crate::keyflower::options::Options;
use crate::keyflower::Message;
use crate::Points;
use arbiter_ids::{msg, rule};
use std::collections::HashMap;

/// Everything a player allocates at game end.
pub(super) struct Holdings {
    pub(super) workers: [u32; 4],
    pub(super) skills: [u32; 3],
    pub(super) resources: Resources,
    pub(super) yards: Vec<Yard>,
    /// What the marker may be declared as (`[None]` when the player may not declare it).
    pub(super) declarations: Vec<Option<Declaration>>,
}

/// Choices held fixed when looking for the best total without a contested choice.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(super) struct Fixed {
    pub(super) village_hall: Option<Colour>,
    pub(super) scholar: Option<Skill>,
    pub(super) watermill: Option<Resource>,
    pub(super) marker: Option<Option<Declaration>>,
    /// A storage tile whose optional resources all stay (`true`) or all leave (`false`).
    pub(super) yard: Option<(usize, bool)>,
}

/// One complete allocation.
#[derive(Debug, Clone)]
pub(super) struct Allocation {
    pub(super) total: Points,
    pub(super) workers: WorkerPlan,
    pub(super) skills: SkillPlan,
    pub(super) resources: ResourcePlan,
    /// The resources the plan was made for (a storage tile forced to keep or release changes
    /// them).
    pub(super) input: Resources,
    pub(super) marker: Option<Declaration>,
}

/// The exact optimiser for one player, with its sub-results cached.
pub(super) struct Optimiser<'a> {
    pub(super) holdings: &'a Holdings,
    pub(super) sinks: Sinks,
    pub(super) workers: HashMap<([u32; 4], Option<Colour>), WorkerPlan>,
    pub(super) skills: HashMap<([u32; 3], Option<Skill>), SkillPlan>,
    pub(super) resources: HashMap<(Resources, Option<Resource>), ResourcePlan>,
}

impl Optimiser<'_> {
    /// The best allocation with the choices in `fixed`.
    pub(super) fn best(&mut self, fixed: Fixed) -> Allocation {
        let kept: Points = self
            .holdings
            .yards
            .iter()
            .map(|y| y.kept as Points * y.rate)
            .sum();
        let (input, forced) = self.forced_yard(fixed.yard);
        let declarations = match fixed.marker {
            Some(d) => vec![d],
            None => self.holdings.declarations.clone(),
        };
        let mut best: Option<Allocation> = None;
        for marker in declarations {
            let mut workers = self.holdings.workers;
            let mut skills = self.holdings.skills;
            let mut resources = input.clone();
            let mut on_yard = 0;
            match marker {
                Some(Declaration::Worker(c)) => workers[c as usize] += 1,
                Some(Declaration::Skill(s)) => skills[s as usize] += 1,
                Some(Declaration::Resource(r)) => resources.pool[r as usize] += 1,
                Some(Declaration::Yard(y)) => on_yard = self.holdings.yards[y].rate,
                None => {}
            }
            let sinks = self.sinks;
            let worker_plan = *self
                .workers
                .entry((workers, fixed.village_hall))
                .or_insert_with(|| best_workers(workers, &sinks, fixed.village_hall));
            let skill_plan = *self
                .skills
                .entry((skills, fixed.scholar))
                .or_insert_with(|| best_skills(skills, &sinks, fixed.scholar));
            let resource_plan = self
                .resources
                .entry((resources.clone(), fixed.watermill))
                .or_insert_with(|| best_resources(&resources, &sinks, fixed.watermill))
                .clone();
            let total = kept
                + forced
                + on_yard
                + worker_plan.points
                + skill_plan.points
                + resource_plan.points;
            if best.as_ref().is_none_or(|b| total > b.total) {
                best = Some(Allocation {
                    total,
                    workers: worker_plan,
                    skills: skill_plan,
                    resources: resource_plan,
                    input: input.clone(),
                    marker,
                });
            }
        }
        best.expect("at least one marker choice")
    }

    /// The resources when storage tile `yard` keeps (or releases) all its optional resources,
    /// and the points those kept score.
    fn forced_yard(&self, yard: Option<(usize, bool)>) -> (Resources, Points) {
        let mut input = self.holdings.resources.clone();
        let Some((tile, keep)) = yard else {
            return (input, 0);
        };
        let mut points = 0;
        for stay in input.stays.iter_mut().filter(|s| s.tile == tile) {
            if keep {
                points += stay.count as Points * stay.rate;
            } else {
                input.pool[stay.resource as usize] += stay.count;
            }
            stay.count = 0;
        }
        (input, points)
    }
}

/// Every contested choice of `best`, with the best total without it.
pub(super) fn alternatives(
    optimiser: &mut Optimiser,
    best: &Allocation,
    options: &Options,
) -> Vec<Alternative> {
    let mut out = Vec::new();
    tile_choices(optimiser, best, &mut out);
    marker_choices(optimiser, best, &mut out);
    yard_choices(optimiser, best, options, &mut out);
    out
}

/// The contested choice `message` (under `rule`) against its `others`: the best total of
/// any other, and what it is, when there is one.
fn contest(
    out: &mut Vec<Alternative>,
    rule: &'static str,
    message: Message,
    others: Vec<(Fixed, Message)>,
    optimiser: &mut Optimiser,
) {
    let Some((total, instead)) = others
        .into_iter()
        .map(|(fixed, m)| (optimiser.best(fixed).total, m))
        .reduce(|a, b| if b.0 > a.0 { b } else { a })
    else {
        return;
    };
    out.push(Alternative {
        rule,
        message,
        best: Points::from(total),
        instead,
    });
}

/// The one type a tile scores, where `best` chose one: the Village Hall's colour, the
/// Scholar's skill, the Watermill's resource.
fn tile_choices(optimiser: &mut Optimiser, best: &Allocation, out: &mut Vec<Alternative>) {
    if let Some((colour, count)) = best.workers.village_hall.filter(|h| h.1 > 0) {
        let others = other_choices(&Colour::ALL, colour, |c| {
            let fixed = Fixed {
                village_hall: Some(c),
                ..Fixed::default()
            };
            (
                fixed,
                Message::new(msg::KF_ALT_VILLAGE_HALL).key_arg("colour", colour_key(c)),
            )
        });
        let chosen = Message::new(msg::KF_SCORE_VILLAGE_HALL)
            .arg("count", count)
            .key_arg("colour", colour_key(colour));
        contest(
            out,
            allocation::VILLAGE_HALL.rule,
            chosen,
            others,
            optimiser,
        );
    }
    if let Some((skill, count)) = best.skills.scholar.filter(|s| s.1 > 0) {
        let others = other_choices(&Skill::ALL, skill, |s| {
            let fixed = Fixed {
                scholar: Some(s),
                ..Fixed::default()
            };
            (
                fixed,
                Message::new(msg::KF_ALT_SCHOLAR).key_arg("skill", skill_key(s)),
            )
        });
        let chosen = Message::new(msg::KF_SCORE_SCHOLAR)
            .arg("count", count)
            .key_arg("skill", skill_key(skill));
        contest(out, allocation::SCHOLAR.rule, chosen, others, optimiser);
    }
    let separate = optimiser.sinks.reach == Reach::Separate;
    if let Some((mill, count)) = best.resources.watermill.filter(|w| separate && w.1 > 0) {
        let others = other_choices(&Resource::ALL[1..], mill, |r| {
            let fixed = Fixed {
                watermill: Some(r),
                ..Fixed::default()
            };
            (
                fixed,
                Message::new(msg::KF_ALT_WATERMILL).key_arg("resource", resource_key(r)),
            )
        });
        let chosen = Message::new(msg::KF_SCORE_WATERMILL)
            .arg("count", count)
            .key_arg("resource", resource_key(mill));
        contest(out, allocation::WATERMILL.rule, chosen, others, optimiser);
    }
}

/// What the start-player marker is declared as, when it may be declared as more than one
/// thing.
fn marker_choices(optimiser: &mut Optimiser, best: &Allocation, out: &mut Vec<Alternative>) {
    let holdings = optimiser.holdings;
    if holdings.declarations.len() > 1 {
        let others = holdings
            .declarations
            .iter()
            .copied()
            .filter(|&d| d != best.marker)
            .map(|d| {
                let fixed = Fixed {
                    marker: Some(d),
                    ..Fixed::default()
                };
                (fixed, marker_message(d, &holdings.yards))
            })
            .collect();
        let chosen = marker_message(best.marker, &holdings.yards);
        contest(out, rule::KF_END_START_MARKER, chosen, others, optimiser);
    }
}

/// The optional resources each yard keeps or releases (option yard-release).
fn yard_choices(
    optimiser: &mut Optimiser,
    best: &Allocation,
    options: &Options,
    out: &mut Vec<Alternative>,
) {
    let holdings = optimiser.holdings;
    for (y, yard) in holdings.yards.iter().enumerate() {
        let entries = || {
            holdings
                .resources
                .stays
                .iter()
                .enumerate()
                .filter(|(_, s)| s.tile == y)
        };
        let optional: u32 = entries().map(|(_, s)| s.count).sum();
        if optional == 0 {
            continue;
        }
        let stayed: u32 = entries().map(|(e, _)| best.resources.stayed[e]).sum();
        let rule = entries()
            .map(|(_, s)| stay_rule(s, options))
            .find(|&r| r != rule::KF_END_YARD_GOLD)
            .unwrap_or(rule::KF_END_YARD_GOLD);
        let released = optional - stayed;
        for (count, keep) in [(stayed, true), (released, false)] {
            if count == 0 {
                continue;
            }
            let (key, other) = if keep {
                (msg::KF_ALT_YARD_KEPT, msg::KF_ALT_YARD_RELEASE_ALL)
            } else {
                (msg::KF_ALT_YARD_RELEASED, msg::KF_ALT_YARD_KEEP_ALL)
            };
            let fixed = Fixed {
                yard: Some((y, !keep)),
                ..Fixed::default()
            };
            let tile = tile_key(yard.key);
            let chosen = Message::new(key)
                .arg("count", count)
                .key_arg("tile", tile.clone());
            let instead = Message::new(other).key_arg("tile", tile);
            contest(out, rule, chosen, vec![(fixed, instead)], optimiser);
        }
    }
}

/// Every choice of `all` but `chosen`, each as the choices it fixes and its message.
fn other_choices<T: Copy + PartialEq>(
    all: &[T],
    chosen: T,
    choice: impl Fn(T) -> (Fixed, Message),
) -> Vec<(Fixed, Message)> {
    all.iter()
        .copied()
        .filter(|&x| x != chosen)
        .map(choice)
        .collect()
}

/// An upper bound on any allocation: every item at the best rate any tile it may go to
/// pays (×15 to keep fifths and thirds whole), the marker at the best rate of all.
pub(super) fn upper_bound(holdings: &Holdings, sinks: &Sinks) -> Points {
    let is_gold = |r: Resource| r == Resource::Gold || sinks.reach == Reach::AllAlike;
    let mut bound15: Points = Colour::ALL
        .into_iter()
        .map(|c| holdings.workers[c as usize] as Points * worker_rate15(c, sinks))
        .sum();
    bound15 += holdings.skills.iter().sum::<u32>() as Points * skill_rate15(sinks);
    for r in Resource::ALL {
        bound15 +=
            holdings.resources.pool[r as usize] as Points * resource_rate15(is_gold(r), sinks);
    }
    for stay in &holdings.resources.stays {
        let pool_rate = resource_rate15(is_gold(stay.resource), sinks);
        bound15 += stay.count as Points * (15 * stay.rate).max(pool_rate);
    }
    if holdings.declarations.len() > 1 {
        let best_item = Colour::ALL
            .into_iter()
            .map(|c| worker_rate15(c, sinks))
            .chain([skill_rate15(sinks), resource_rate15(true, sinks)])
            .chain(holdings.yards.iter().map(|y| 15 * y.rate))
            .max()
            .unwrap_or(0);
        bound15 += best_item;
    }
    let kept: Points = holdings
        .yards
        .iter()
        .map(|y| y.kept as Points * y.rate)
        .sum();
    bound15 / 15 + kept
}
