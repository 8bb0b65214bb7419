//! Rule options: the points the rulebook leaves open (fact sheet §13, O1–O14) and how
//! uncertain printed numbers are treated. Each option has a documented default, a rule id in
//! `rulings/keyflower.yaml` and is echoed in every score report.

/// Treatment of catalogue numbers that are only `[unverified]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unverified {
    /// Default: the position file must give every unverified or unknown number it needs.
    Require,
    /// Use the fan-source number, citing its source in the verdict.
    Accept,
}

/// O1: who may declare the start-player marker at game end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkerUser {
    /// Default (a): only the winner of the winter start-player tile.
    WinterWinner,
    /// (b): whoever holds the marker at game end.
    Holder,
    /// (c): the holder, but nobody when nobody bid for the start-player tile in winter.
    HolderIfBid,
}

/// O2: what the marker may be declared as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkerAs {
    /// Default: any resource (gold included), any skill, a worker of any colour (green included).
    Any,
    /// Neither gold nor a green worker.
    NoGoldNoGreen,
}

/// O3: who may declare the marker when no turn-order tile in play shows the start-player icon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoStartTile {
    /// Default: the player holding the marker.
    Holder,
    /// Nobody.
    Nobody,
}

/// O4: Sea Bastion with several loops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeaBastion {
    /// Default (b): every tile on any road loop (the union of all simple cycles).
    Union,
    /// (a): the tiles of the single largest simple loop.
    Largest,
}

/// O5: Sea Breese connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeaBreese {
    /// Default (b): any water-joined chain of boats back to the home tile (Sea Breese itself
    /// counts when it is in the chain).
    Chain,
    /// (a): only boats whose water side touches the home's water side.
    Adjacent,
}

/// O6: Keyflower boat with summer Boat 2b.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyflowerBoat {
    /// Default (a): printed capacity × 2.
    Double,
    /// (b): the doubled capacity doubled again (× 4).
    Quadruple,
}

/// O7: "connected" for turn-order tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnOrderConnected {
    /// Default (a): adjacent, sharing an edge.
    Adjacent,
    /// (b): joined by road.
    Road,
}

/// O8: resources kept on a yard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YardRelease {
    /// Default: they stay and score on the yard.
    Stay,
    /// The owner may release them to feed other tiles (losing the yard VP).
    Release,
}

/// O9: the Barn's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarnType {
    /// Default: any resource.
    Any,
    /// One printed type, given by the position file (`stores:`).
    Printed,
}

/// O10: how far summer Boat 3b reaches at scoring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Boat3b {
    /// Default: every resource may stand in for every other, gold included (Jeweller,
    /// left-over gold, Mercer's guild, Watermill, yards).
    Full,
    /// Iron, stone and wood stand in for one another; nothing counts as gold.
    NoGold,
}

/// O11: gold in a Mercer's guild set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MercerGold {
    /// Default: at most one gold per set.
    OnePerSet,
    /// Any number of gold per set.
    Any,
}

/// O12: the Flipper's target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flipper {
    /// Default: any upgradable village tile but not a home tile; the position shows it flipped.
    VillageTiles,
    /// Home tiles too.
    HomesToo,
}

/// O13: gold on the Watermill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WatermillGold {
    /// Default: gold does not stand in for the chosen type.
    No,
    /// Gold may stand in for the chosen type.
    Yes,
}

/// Summer boat 4a: which bids its owner may counter in another colour. The rulebook says "bid
/// for a village tile"; whether turn-order tiles are meant too is not stated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Boat4aTiles {
    /// Default: village tiles only (the rulebook's words).
    Village,
    /// Turn-order tiles too.
    All,
}

/// Every rule option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Unverified printed numbers.
    pub unverified: Unverified,
    /// O1.
    pub marker_user: MarkerUser,
    /// O2.
    pub marker_as: MarkerAs,
    /// O3.
    pub no_start_tile: NoStartTile,
    /// O4.
    pub sea_bastion: SeaBastion,
    /// O5.
    pub sea_breese: SeaBreese,
    /// O6.
    pub keyflower_boat: KeyflowerBoat,
    /// O7.
    pub turn_order_connected: TurnOrderConnected,
    /// O8.
    pub yard_release: YardRelease,
    /// O9.
    pub barn_type: BarnType,
    /// O10.
    pub boat_3b: Boat3b,
    /// O11.
    pub mercer_gold: MercerGold,
    /// O12.
    pub flipper: Flipper,
    /// O13.
    pub watermill_gold: WatermillGold,
    /// Summer boat 4a on turn-order tiles.
    pub boat_4a_tiles: Boat4aTiles,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            unverified: Unverified::Require,
            marker_user: MarkerUser::WinterWinner,
            marker_as: MarkerAs::Any,
            no_start_tile: NoStartTile::Holder,
            sea_bastion: SeaBastion::Union,
            sea_breese: SeaBreese::Chain,
            keyflower_boat: KeyflowerBoat::Double,
            turn_order_connected: TurnOrderConnected::Adjacent,
            yard_release: YardRelease::Stay,
            barn_type: BarnType::Any,
            boat_3b: Boat3b::Full,
            mercer_gold: MercerGold::OnePerSet,
            flipper: Flipper::VillageTiles,
            watermill_gold: WatermillGold::No,
            boat_4a_tiles: Boat4aTiles::Village,
        }
    }
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

/// Every option, with its values (default first).
pub const OPTIONS: &[OptionInfo] = &[
    OptionInfo {
        name: "unverified",
        rule: "kf.option.unverified",
        values: &["require", "accept"],
    },
    OptionInfo {
        name: "marker-user",
        rule: "kf.option.marker-user",
        values: &["winter-winner", "holder", "holder-if-bid"],
    },
    OptionInfo {
        name: "marker-as",
        rule: "kf.option.marker-as",
        values: &["any", "no-gold-no-green"],
    },
    OptionInfo {
        name: "no-start-tile",
        rule: "kf.option.no-start-tile",
        values: &["holder", "nobody"],
    },
    OptionInfo {
        name: "sea-bastion",
        rule: "kf.option.sea-bastion",
        values: &["union", "largest"],
    },
    OptionInfo {
        name: "sea-breese",
        rule: "kf.option.sea-breese",
        values: &["chain", "adjacent"],
    },
    OptionInfo {
        name: "keyflower-boat",
        rule: "kf.option.keyflower-boat",
        values: &["double", "quadruple"],
    },
    OptionInfo {
        name: "turn-order-connected",
        rule: "kf.option.turn-order-connected",
        values: &["adjacent", "road"],
    },
    OptionInfo {
        name: "yard-release",
        rule: "kf.option.yard-release",
        values: &["stay", "release"],
    },
    OptionInfo {
        name: "barn-type",
        rule: "kf.option.barn-type",
        values: &["any", "printed"],
    },
    OptionInfo {
        name: "boat-3b",
        rule: "kf.option.boat-3b",
        values: &["full", "no-gold"],
    },
    OptionInfo {
        name: "mercer-gold",
        rule: "kf.option.mercer-gold",
        values: &["one-per-set", "any"],
    },
    OptionInfo {
        name: "flipper",
        rule: "kf.option.flipper",
        values: &["village-tiles", "homes-too"],
    },
    OptionInfo {
        name: "watermill-gold",
        rule: "kf.option.watermill-gold",
        values: &["no", "yes"],
    },
    OptionInfo {
        name: "boat-4a-tiles",
        rule: "kf.option.boat-4a-tiles",
        values: &["village", "all"],
    },
    OptionInfo {
        name: "ties",
        rule: "kf.option.ties",
        values: &["shared"],
    },
    OptionInfo {
        name: "road-hub",
        rule: "kf.option.road-hub",
        values: &["joined"],
    },
];

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
    /// Sets option `name` to `value`; `Err` names what was not recognised (the option
    /// name, or the value).
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), &'static str> {
        let info = OPTIONS.iter().find(|o| o.name == name).ok_or("name")?;
        let i = info
            .values
            .iter()
            .position(|v| *v == value)
            .ok_or("value")?;
        match name {
            "unverified" => self.unverified = [Unverified::Require, Unverified::Accept][i],
            "marker-user" => {
                self.marker_user = [
                    MarkerUser::WinterWinner,
                    MarkerUser::Holder,
                    MarkerUser::HolderIfBid,
                ][i]
            }
            "marker-as" => self.marker_as = [MarkerAs::Any, MarkerAs::NoGoldNoGreen][i],
            "no-start-tile" => self.no_start_tile = [NoStartTile::Holder, NoStartTile::Nobody][i],
            "sea-bastion" => self.sea_bastion = [SeaBastion::Union, SeaBastion::Largest][i],
            "sea-breese" => self.sea_breese = [SeaBreese::Chain, SeaBreese::Adjacent][i],
            "keyflower-boat" => {
                self.keyflower_boat = [KeyflowerBoat::Double, KeyflowerBoat::Quadruple][i]
            }
            "turn-order-connected" => {
                self.turn_order_connected =
                    [TurnOrderConnected::Adjacent, TurnOrderConnected::Road][i]
            }
            "yard-release" => self.yard_release = [YardRelease::Stay, YardRelease::Release][i],
            "barn-type" => self.barn_type = [BarnType::Any, BarnType::Printed][i],
            "boat-3b" => self.boat_3b = [Boat3b::Full, Boat3b::NoGold][i],
            "mercer-gold" => self.mercer_gold = [MercerGold::OnePerSet, MercerGold::Any][i],
            "flipper" => self.flipper = [Flipper::VillageTiles, Flipper::HomesToo][i],
            "watermill-gold" => self.watermill_gold = [WatermillGold::No, WatermillGold::Yes][i],
            "boat-4a-tiles" => self.boat_4a_tiles = [Boat4aTiles::Village, Boat4aTiles::All][i],
            _ => {} // ties, road-hub: one value
        }
        Ok(())
    }

    /// The current value of option `name`.
    pub fn get(&self, name: &str) -> &'static str {
        let i = match name {
            "unverified" => self.unverified as usize,
            "marker-user" => self.marker_user as usize,
            "marker-as" => self.marker_as as usize,
            "no-start-tile" => self.no_start_tile as usize,
            "sea-bastion" => self.sea_bastion as usize,
            "sea-breese" => self.sea_breese as usize,
            "keyflower-boat" => self.keyflower_boat as usize,
            "turn-order-connected" => self.turn_order_connected as usize,
            "yard-release" => self.yard_release as usize,
            "barn-type" => self.barn_type as usize,
            "boat-3b" => self.boat_3b as usize,
            "mercer-gold" => self.mercer_gold as usize,
            "flipper" => self.flipper as usize,
            "watermill-gold" => self.watermill_gold as usize,
            "boat-4a-tiles" => self.boat_4a_tiles as usize,
            _ => 0,
        };
        OPTIONS
            .iter()
            .find(|o| o.name == name)
            .map(|o| o.values[i])
            .unwrap_or("")
    }

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
