//! Skills: Scribes sets × Scholar type and count; the rest feed the Key guild.

use super::{Sinks, KEY_GUILD, SCHOLAR, SCRIBES};
use crate::keyflower::catalogue::Skill;
use crate::Points;

/// The best use of skills (counts indexed by [`Skill`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SkillPlan {
    /// Points.
    pub points: Points,
    /// Scribes sets.
    pub(crate) scribes_sets: u32,
    /// Scholar type and count.
    pub scholar: Option<(Skill, u32)>,
    /// Key guild sets.
    pub(crate) key_guild_sets: u32,
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
