//! Cities: 2 per tile and pennant when complete (a 2-tile city scores 4), 1 per tile and
//! pennant at game end; with a cathedral 3 per tile and pennant when complete, 0 when not.

use crate::carcassonne::board::Group;
use crate::carcassonne::variants::{Rules, TwoTileCity};

/// Points for a city and the rules applied.
pub fn value(city: &Group, complete: bool, rules: &Rules) -> (i64, Vec<&'static str>) {
    let tiles = i64::from(city.tile_count());
    let pennants = i64::from(city.pennants);
    let mut applied = Vec::new();
    let points = match (city.cathedrals > 0, complete) {
        (true, true) => {
            applied.push("ic.cathedral");
            3 * (tiles + pennants)
        }
        (true, false) => {
            applied.push("ic.cathedral.incomplete");
            0
        }
        (false, true) if tiles == 2 => match rules.two_tile_city {
            TwoTileCity::Four => {
                applied.extend(["base.city.complete", "base.city.two-tile"]);
                2 * (tiles + pennants)
            }
            TwoTileCity::Two => {
                applied.push("variant.two-tile-city");
                tiles + pennants
            }
        },
        (false, true) => {
            applied.push("base.city.complete");
            2 * (tiles + pennants)
        }
        (false, false) => {
            applied.push("base.city.incomplete");
            tiles + pennants
        }
    };
    if city.cathedrals > 1 {
        applied.push("ic.no-stack");
    }
    if city.parts.len() as u32 > city.tile_count() {
        applied.push("base.count-tiles");
    }
    (points, applied)
}
