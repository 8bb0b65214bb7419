//! Workers: Craftsman's guild sets × Village hall colour and count; greens go to the Key
//! market except up to four that may complete an Apothecary set; the rest go to the tiles
//! that take any colour (Apothecary, White Wind).

use super::{Sinks, APOTHECARY, CRAFTSMANS_GUILD, KEY_MARKET, VILLAGE_HALL, WHITE_WIND};
use crate::keyflower::catalogue::Colour;
use crate::Points;

/// The best use of workers (counts indexed by [`Colour`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WorkerPlan {
    /// Points.
    pub points: Points,
    /// Craftsman's guild sets.
    pub(crate) craftsman_sets: u32,
    /// Greens on the Key market.
    pub key_market: u32,
    /// Village hall colour and count.
    pub village_hall: Option<(Colour, u32)>,
    /// Apothecary sets.
    pub(crate) apothecary_sets: u32,
    /// Workers on White Wind.
    pub white_wind: u32,
    /// Workers that score nothing.
    pub unused: u32,
    /// The workers that score nothing, by colour (indexed by [`Colour`]; they add up to
    /// `unused`). The Apothecary and White Wind take any colour: they are counted as taking
    /// the colours in [`Colour::ALL`] order, so that the ones left over can be named.
    pub(crate) unused_by_colour: [u32; 4],
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
