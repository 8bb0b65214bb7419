//! The score lines of the allocation, tile by tile: printed VP, storage tiles and what stays
//! on them, released resources, the marker, workers, skills and resources.

use super::held::rate_source;
use super::marker::{marker_line, Declaration};
use super::optimiser::{Allocation, Holdings};
use super::{colour_key, resource_key, skill_key, tile_key, ScoreLine};
use crate::keyflower::allocation::{self, Rate, ResourcePlan, SkillPlan, Stay, WorkerPlan};
use crate::keyflower::catalogue::{Colour, Resource};
use crate::keyflower::options::{Options, YardRelease};
use crate::keyflower::position::Player;
use crate::keyflower::Message;
use crate::Points;
use arbiter_ids::{msg, rule};

pub(super) fn printed_lines(player: &Player, lines: &mut Vec<ScoreLine>) {
    for tile in &player.village {
        // A tile worth 0 is listed too: a hand check sees that every tile was counted.
        let Some(vp) = tile.printed.vp else { continue };
        let rule = if tile.flipped_by_flipper {
            rule::KF_OPTION_FLIPPER
        } else {
            rule::KF_SCORE_PRINTED_VP
        };
        push(
            lines,
            rule,
            vp.source_args(
                Message::new(msg::KF_SCORE_PRINTED).key_arg("tile", tile_key(tile.def.key)),
            ),
            vp.value.into(),
        );
    }
}

/// The rule that lets a resource on a storage tile stay or leave.
pub(super) fn stay_rule(stay: &Stay, options: &Options) -> &'static str {
    if stay.resource == Resource::Gold {
        rule::KF_END_YARD_GOLD
    } else if options.yard_release == YardRelease::Release {
        rule::KF_OPTION_YARD_RELEASE
    } else {
        rule::KF_SUMMER_BOAT_3B
    }
}

pub(super) fn push(
    lines: &mut Vec<ScoreLine>,
    rule: &'static str,
    message: Message,
    points: Points,
) {
    lines.push(ScoreLine {
        rule,
        message,
        points: Points::from(points),
    });
}

/// A line for `groups` groups scored on the tile `rate` describes, with `name` = `groups`.
fn rate_line(lines: &mut Vec<ScoreLine>, rate: Rate, name: &'static str, groups: u32) {
    if groups > 0 {
        push(
            lines,
            rate.rule,
            Message::new(rate.message).arg(name, groups),
            rate.of(groups),
        );
    }
}

/// The allocation, tile by tile: storage tiles, released resources, the marker, workers,
/// skills and resources.
pub(super) fn allocation_lines(
    holdings: &Holdings,
    best: &Allocation,
    has_3b: bool,
    options: &Options,
    lines: &mut Vec<ScoreLine>,
) {
    let mut on_yard: Vec<u32> = holdings.yards.iter().map(|y| y.kept).collect();
    for (entry, stay) in best.input.stays.iter().enumerate() {
        on_yard[stay.tile] += best.resources.stayed[entry];
    }
    if let Some(Declaration::Yard(y)) = best.marker {
        on_yard[y] += 1;
    }
    for (yard, &count) in holdings.yards.iter().zip(&on_yard) {
        if count > 0 {
            push(
                lines,
                rule::KF_SCORE_STORAGE,
                rate_source(
                    Message::new(msg::KF_SCORE_STORAGE)
                        .key_arg("tile", tile_key(yard.key))
                        .arg("count", count)
                        .arg("rate", yard.rate),
                    yard.printed,
                ),
                count as Points * yard.rate,
            );
        }
    }
    for (entry, stay) in best.input.stays.iter().enumerate() {
        let released = stay.count - best.resources.stayed[entry];
        if released == 0 {
            continue;
        }
        push(
            lines,
            stay_rule(stay, options),
            Message::new(msg::KF_SCORE_RELEASED)
                .key_arg("tile", tile_key(holdings.yards[stay.tile].key))
                .arg("count", released)
                .key_arg("resource", resource_key(stay.resource)),
            0,
        );
    }
    if best.marker.is_some() {
        push(
            lines,
            rule::KF_END_START_MARKER,
            marker_line(best.marker, &holdings.yards),
            0,
        );
    }
    worker_lines(&best.workers, lines);
    skill_lines(&best.skills, lines);
    let marker_gold = best.marker == Some(Declaration::Resource(Resource::Gold));
    resource_lines(&best.resources, marker_gold, has_3b, options, lines);
}

fn worker_lines(plan: &WorkerPlan, lines: &mut Vec<ScoreLine>) {
    rate_line(
        lines,
        allocation::CRAFTSMANS_GUILD,
        "sets",
        plan.craftsman_sets,
    );
    rate_line(lines, allocation::KEY_MARKET, "count", plan.key_market);
    if let Some((colour, count)) = plan.village_hall.filter(|h| h.1 > 0) {
        let rate = allocation::VILLAGE_HALL;
        push(
            lines,
            rate.rule,
            Message::new(rate.message)
                .arg("count", count)
                .key_arg("colour", colour_key(colour)),
            rate.of(count),
        );
    }
    rate_line(lines, allocation::APOTHECARY, "sets", plan.apothecary_sets);
    rate_line(lines, allocation::WHITE_WIND, "count", plan.white_wind);
    // One line per colour, so that the reader sees which workers are left over.
    for colour in Colour::ALL {
        let count = plan.unused_by_colour[colour as usize];
        if count > 0 {
            push(
                lines,
                rule::KF_END_EACH_ITEM_ONCE,
                Message::new(msg::KF_SCORE_UNUSED_WORKERS)
                    .arg("count", count)
                    .key_arg("colour", colour_key(colour)),
                0,
            );
        }
    }
}

fn skill_lines(plan: &SkillPlan, lines: &mut Vec<ScoreLine>) {
    rate_line(lines, allocation::SCRIBES, "sets", plan.scribes_sets);
    if let Some((skill, count)) = plan.scholar.filter(|s| s.1 > 0) {
        let rate = allocation::SCHOLAR;
        push(
            lines,
            rate.rule,
            Message::new(rate.message)
                .arg("count", count)
                .key_arg("skill", skill_key(skill)),
            rate.of(count),
        );
    }
    rate_line(lines, allocation::KEY_GUILD, "sets", plan.key_guild_sets);
    if plan.unused > 0 {
        push(
            lines,
            rule::KF_END_EACH_ITEM_ONCE,
            Message::new(msg::KF_SCORE_UNUSED_SKILLS).arg("count", plan.unused),
            0,
        );
    }
}

fn resource_lines(
    plan: &ResourcePlan,
    marker_gold: bool,
    has_3b: bool,
    options: &Options,
    lines: &mut Vec<ScoreLine>,
) {
    if plan.mercer_sets > 0 {
        let rate = allocation::MERCERS_GUILD;
        push(
            lines,
            if plan.mercer_multi_gold {
                rule::KF_OPTION_MERCER_GOLD
            } else {
                rate.rule
            },
            Message::new(rate.message)
                .arg("sets", plan.mercer_sets)
                .arg("gold", plan.mercer_gold),
            rate.of(plan.mercer_sets),
        );
    }
    if let Some((resource, count)) = plan.watermill.filter(|w| w.1 > 0) {
        let rate = allocation::WATERMILL;
        let key = if has_3b {
            msg::KF_SCORE_WATERMILL_ANY
        } else {
            rate.message
        };
        push(
            lines,
            rate.rule,
            Message::new(key)
                .arg("count", count)
                .key_arg("resource", resource_key(resource)),
            rate.of(count),
        );
    }
    if plan.windmill_sets > 0 {
        let rate = allocation::WINDMILL;
        push(
            lines,
            rate.rule,
            Message::new(rate.message)
                .arg("sets", plan.windmill_sets)
                .arg("gold", plan.windmill_gold),
            rate.of(plan.windmill_sets),
        );
    }
    rate_line(lines, allocation::JEWELLER, "count", plan.jeweller);
    if plan.gold_left > 0 {
        // Gold is gold: when the marker is declared as gold, the gold left over is said to
        // hold it (it scores 1 there as anywhere it is the last gold used).
        let rate = allocation::GOLD;
        push(
            lines,
            rate.rule,
            Message::new(rate.message)
                .arg("count", plan.gold_left)
                .arg("marker", if marker_gold { "yes" } else { "no" }),
            rate.of(plan.gold_left),
        );
    }
    if plan.unused > 0 {
        push(
            lines,
            rule::KF_END_EACH_ITEM_ONCE,
            Message::new(msg::KF_SCORE_UNUSED_RESOURCES).arg("count", plan.unused),
            0,
        );
    }
    if has_3b {
        push(
            lines,
            rule::KF_SUMMER_BOAT_3B,
            Message::new(msg::KF_SCORE_3B).arg("reach", options.get("boat-3b")),
            0,
        );
    }
}
