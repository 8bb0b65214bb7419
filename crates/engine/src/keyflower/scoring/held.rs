//! What a player holds at the end of the game: the storage tiles and the resources on them
//! (what stays, what may stay, what is free), every worker, and the winter scoring tiles
//! owned (the sinks of the allocation).

use crate::keyflower::allocation::{Reach, Resources, Sinks, Stay};
use crate::keyflower::catalogue::{BoatRule, Conf, Effect, Resource, Winter};
use crate::keyflower::options::{BarnType, Boat3b, MercerGold, Options, YardRelease};
use crate::keyflower::position::{Player, Value};
use crate::keyflower::Message;
use crate::Points;

/// A storage tile: its rate and the resources that stay on it whatever the owner chooses.
#[derive(Debug, Clone)]
pub(super) struct Yard {
    pub(super) key: &'static str,
    pub(super) rate: Points,
    /// Where the rate comes from (`None`: no source gives it, and it counts 0).
    pub(super) printed: Option<Value>,
    /// Resources that stay and score here.
    pub(super) kept: u32,
}

/// A storage rate's origin ([`Value::source_args`]); a rate no source gives is unknown.
pub(super) fn rate_source(m: Message, rate: Option<Value>) -> Message {
    match rate {
        Some(v) => v.source_args(m),
        None => crate::keyflower::position::source_args(m, Conf::Unknown, false),
    }
}

/// The storage tiles and resources of `player`: what stays, what may stay, what is free.
pub(super) fn holdings(player: &Player, options: &Options, has_3b: bool) -> (Vec<Yard>, Resources) {
    let mut resources = Resources::default();
    let mut yards = Vec::new();
    for tile in &player.village {
        let Effect::Storage { accepts, .. } = tile.def.effect else {
            for r in 0..4 {
                resources.pool[r] += tile.resources[r];
            }
            continue;
        };
        let accepts = match options.barn_type {
            BarnType::Any => accepts,
            BarnType::Printed => accepts.or(tile.stores),
        };
        let mut yard = Yard {
            key: tile.def.key,
            rate: tile.printed.rate.map_or(0, |v| v.value.into()),
            printed: tile.printed.rate,
            kept: 0,
        };
        for resource in Resource::ALL {
            let count = tile.resources[resource as usize];
            if count == 0 {
                continue;
            }
            // The tile's own type: for a Barn taking any resource, every type but gold, which
            // the rulebook calls a substitute on all four storage tiles.
            let native = match accepts {
                None => resource != Resource::Gold,
                Some(a) => a == resource,
            };
            // A stand-in (gold anywhere, or another resource under Boat 3b) "can be used": the
            // owner may keep it on the tile or release it; under `yard-release: release` so may
            // the tile's own type.
            let stand_in = !native && (resource == Resource::Gold || has_3b);
            let optional = stand_in || (native && options.yard_release == YardRelease::Release);
            if optional {
                resources.stays.push(Stay {
                    tile: yards.len(),
                    resource,
                    count,
                    rate: yard.rate,
                });
            } else if native {
                yard.kept += count;
            } else {
                resources.pool[resource as usize] += count;
            }
        }
        yards.push(yard);
    }
    (yards, resources)
}

/// The scoring tiles `player` owns, and whether it owns the Keythedral.
pub(super) fn sinks(player: &Player, options: &Options, has_3b: bool) -> (Sinks, bool) {
    let mut sinks = Sinks::default();
    let mut keythedral = false;
    for tile in &player.village {
        match tile.def.effect {
            Effect::Winter(Winter::Keythedral) => keythedral = true,
            Effect::Winter(w) => sinks.add(w),
            Effect::Boat(BoatRule::WhiteWind) => sinks.white_wind = true,
            _ => {}
        }
    }
    let full_3b = has_3b && options.boat_3b == Boat3b::Full;
    sinks.mercer_gold_any = options.mercer_gold == MercerGold::Any || full_3b;
    sinks.reach = match (has_3b, full_3b) {
        (false, _) => Reach::Separate,
        (true, false) => Reach::NonGoldAlike,
        (true, true) => Reach::AllAlike,
    };
    (sinks, keythedral)
}

/// Workers behind the screen plus any still standing in the village (they go to the owner).
pub(super) fn all_workers(player: &Player) -> [u32; 4] {
    let mut workers = player.workers;
    for tile in &player.village {
        if let Some(standing) = &tile.workers {
            for (c, n) in standing.by_colour().into_iter().enumerate() {
                workers[c] += n;
            }
        }
    }
    workers
}
