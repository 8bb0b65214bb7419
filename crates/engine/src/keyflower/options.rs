//! Rule options: the points the rulebook leaves open (fact sheet §13, O1–O14) and how
//! uncertain printed numbers are treated. Each option has a documented default, a rule id in
//! `rulings/keyflower.yaml` and is echoed in every score report.

use arbiter_ids::rule;

/// Declares every rule option once: its field, type, name in files, rule id and values (the
/// default first). The enums, the [`Options`] struct, its default, the [`OPTIONS`] table (from
/// which the reader, the JSON Schema, the "known values" messages and the score report's echo
/// all come), and [`Options::set`]/[`Options::get`] are generated from it.
macro_rules! options {
    ($(
        $(#[$doc:meta])*
        $field:ident: $ty:ident = $name:literal, $rule:path {
            $( $(#[$variant_doc:meta])* $variant:ident = $value:literal, )+
        }
    )+) => {
        $(
            $(#[$doc])*
            #[derive(Debug, Clone, Copy, PartialEq, Eq)]
            pub enum $ty {
                $( $(#[$variant_doc])* $variant, )+
            }

            impl $ty {
                /// Every value, the default first.
                pub const ALL: &'static [$ty] = &[$($ty::$variant),+];
            }
        )+

        /// Every rule option.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct Options {
            $( $(#[$doc])* pub $field: $ty, )+
        }

        impl Default for Options {
            fn default() -> Self {
                Options { $( $field: $ty::ALL[0], )+ }
            }
        }

        /// Every option, with its values (default first).
        pub const OPTIONS: &[OptionInfo] = &[
            $( OptionInfo { name: $name, rule: $rule, values: &[$($value),+] }, )+
            OptionInfo { name: "ties", rule: rule::KF_OPTION_TIES, values: &["shared"] },
            OptionInfo { name: "road-hub", rule: rule::KF_OPTION_ROAD_HUB, values: &["joined"] },
        ];

        impl Options {
            /// Sets option `name` to `value`; `Err` names what was not recognised (the option
            /// name, or the value).
            pub fn set(&mut self, name: &str, value: &str) -> Result<(), &'static str> {
                let info = OPTIONS.iter().find(|o| o.name == name).ok_or("name")?;
                let index = info.values.iter().position(|v| *v == value).ok_or("value")?;
                match name {
                    $( $name => self.$field = $ty::ALL[index], )+
                    _ => {} // ties, road-hub: one value
                }
                Ok(())
            }

            /// The current value of option `name`.
            pub fn get(&self, name: &str) -> &'static str {
                let index = match name {
                    $( $name => self.$field as usize, )+
                    _ => 0,
                };
                OPTIONS
                    .iter()
                    .find(|o| o.name == name)
                    .map(|o| o.values[index])
                    .unwrap_or("")
            }
        }
    };
}

/// One option as named in files and on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionInfo {
    /// The name (`sea-bastion`).
    pub name: &'static str,
    /// The rule id documenting it.
    pub rule: &'static str,
    /// The allowed values, the default first.
    pub values: &'static [&'static str],
}

options! {
    /// Treatment of catalogue numbers that are only `[unverified]`.
    unverified: Unverified = "unverified", rule::KF_OPTION_UNVERIFIED {
        /// Default: the position file must give every unverified or unknown number it needs.
        Require = "require",
        /// Use the fan-source number, citing its source in the verdict.
        Accept = "accept",
    }
    /// O1: who may declare the start-player marker at game end.
    marker_user: MarkerUser = "marker-user", rule::KF_OPTION_MARKER_USER {
        /// Default (a): only the winner of the winter start-player tile.
        WinterWinner = "winter-winner",
        /// (b): whoever holds the marker at game end.
        Holder = "holder",
        /// (c): the holder, but nobody when nobody bid for the start-player tile in winter.
        HolderIfBid = "holder-if-bid",
    }
    /// O2: what the marker may be declared as.
    marker_as: MarkerAs = "marker-as", rule::KF_OPTION_MARKER_AS {
        /// Default: any resource (gold included), any skill, a worker of any colour (green included).
        Any = "any",
        /// Neither gold nor a green worker.
        NoGoldNoGreen = "no-gold-no-green",
    }
    /// O3: who may declare the marker when no turn-order tile in play shows the start-player icon.
    no_start_tile: NoStartTile = "no-start-tile", rule::KF_OPTION_NO_START_TILE {
        /// Default: the player holding the marker.
        Holder = "holder",
        /// Nobody.
        Nobody = "nobody",
    }
    /// O4: Sea Bastion with several loops.
    sea_bastion: SeaBastion = "sea-bastion", rule::KF_OPTION_SEA_BASTION {
        /// Default (b): every tile on any road loop (the union of all simple cycles).
        Union = "union",
        /// (a): the tiles of the single largest simple loop.
        Largest = "largest",
    }
    /// O5: Sea Breese connection.
    sea_breese: SeaBreese = "sea-breese", rule::KF_OPTION_SEA_BREESE {
        /// Default (b): any water-joined chain of boats back to the home tile (Sea Breese itself
        /// counts when it is in the chain).
        Chain = "chain",
        /// (a): only boats whose water side touches the home's water side.
        Adjacent = "adjacent",
    }
    /// O6: Keyflower boat with summer Boat 2b.
    keyflower_boat: KeyflowerBoat = "keyflower-boat", rule::KF_OPTION_KEYFLOWER_BOAT {
        /// Default (a): printed capacity × 2.
        Double = "double",
        /// (b): the doubled capacity doubled again (× 4).
        Quadruple = "quadruple",
    }
    /// O7: "connected" for turn-order tiles.
    turn_order_connected: TurnOrderConnected = "turn-order-connected", rule::KF_OPTION_TURN_ORDER_CONNECTED {
        /// Default (a): adjacent, sharing an edge.
        Adjacent = "adjacent",
        /// (b): joined by road.
        Road = "road",
    }
    /// O8: resources kept on a yard.
    yard_release: YardRelease = "yard-release", rule::KF_OPTION_YARD_RELEASE {
        /// Default: they stay and score on the yard.
        Stay = "stay",
        /// The owner may release them to feed other tiles (losing the yard VP).
        Release = "release",
    }
    /// O9: the Barn's type.
    barn_type: BarnType = "barn-type", rule::KF_OPTION_BARN_TYPE {
        /// Default: any resource.
        Any = "any",
        /// One printed type, given by the position file (`stores:`).
        Printed = "printed",
    }
    /// O10: how far summer Boat 3b reaches at scoring.
    boat_3b: Boat3b = "boat-3b", rule::KF_OPTION_BOAT_3B {
        /// Default: every resource may stand in for every other, gold included (Jeweller,
        /// left-over gold, Mercer's guild, Watermill, yards).
        Full = "full",
        /// Iron, stone and wood stand in for one another; nothing counts as gold.
        NoGold = "no-gold",
    }
    /// O11: gold in a Mercer's guild set.
    mercer_gold: MercerGold = "mercer-gold", rule::KF_OPTION_MERCER_GOLD {
        /// Default: at most one gold per set.
        OnePerSet = "one-per-set",
        /// Any number of gold per set.
        Any = "any",
    }
    /// O12: the Flipper's target.
    flipper: Flipper = "flipper", rule::KF_OPTION_FLIPPER {
        /// Default: any upgradable village tile but not a home tile; the position shows it flipped.
        VillageTiles = "village-tiles",
        /// Home tiles too.
        HomesToo = "homes-too",
    }
    /// O13: gold on the Watermill.
    watermill_gold: WatermillGold = "watermill-gold", rule::KF_OPTION_WATERMILL_GOLD {
        /// Default: gold does not stand in for the chosen type.
        No = "no",
        /// Gold may stand in for the chosen type.
        Yes = "yes",
    }
    /// Summer boat 4a: which bids its owner may counter in another colour. The rulebook says "bid
    /// for a village tile"; whether turn-order tiles are meant too is not stated.
    boat_4a_tiles: Boat4aTiles = "boat-4a-tiles", rule::KF_OPTION_BOAT_4A_TILES {
        /// Default: village tiles only (the rulebook's words).
        Village = "village",
        /// Turn-order tiles too.
        All = "all",
    }
}

/// Every option name, for the "known names" message.
pub fn known_names() -> String {
    OPTIONS
        .iter()
        .map(|o| o.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The values option `name` accepts, the default first, for the "known values" message.
pub fn known_values(name: &str) -> String {
    OPTIONS
        .iter()
        .find(|o| o.name == name)
        .map_or_else(String::new, |o| o.values.join(", "))
}

impl Options {
    /// Every option with its current value: `(rule id, name, value)`.
    pub fn echo(&self) -> Vec<(&'static str, &'static str, &'static str)> {
        OPTIONS
            .iter()
            .map(|o| (o.rule, o.name, self.get(o.name)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_first_values() {
        let o = Options::default();
        for info in OPTIONS {
            assert_eq!(o.get(info.name), info.values[0], "{}", info.name);
        }
    }

    #[test]
    fn set_and_get_round_trip() {
        let mut o = Options::default();
        for info in OPTIONS {
            for v in info.values {
                o.set(info.name, v).unwrap();
                assert_eq!(o.get(info.name), *v);
            }
        }
        assert_eq!(o.set("nope", "x"), Err("name"));
        assert_eq!(o.set("sea-bastion", "x"), Err("value"));
    }
}
