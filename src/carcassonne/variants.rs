//! Expansions and rule switches, with today's rules as defaults.

use super::expansions::{self, ExpansionDef};

/// A Carcassonne expansion arbiter knows (plus the base game): one of the [`ExpansionDef`]s
/// registered in [`expansions::EXPANSIONS`]; each expansion's module names its own
/// (`Expansion::Abbot` is declared in `expansions/abbot/`). Expansions sort in the order of
/// that table, the base game first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Expansion(u8);

impl Expansion {
    /// The expansions a position may switch on, in the order of [`expansions::EXPANSIONS`].
    pub const OPTIONAL: [Expansion; expansions::EXPANSIONS.len() - 1] = {
        let mut all = [Expansion(0); expansions::EXPANSIONS.len() - 1];
        let mut i = 0;
        while i < all.len() {
            all[i] = Expansion(i as u8 + 1);
            i += 1;
        }
        all
    };

    /// Every expansion, the base game first.
    pub fn all() -> impl Iterator<Item = Expansion> {
        (0..expansions::EXPANSIONS.len()).map(|i| Expansion(i as u8))
    }

    /// The expansion registered under `key` (a key not registered stops the build).
    pub(crate) const fn registered(key: &str) -> Expansion {
        Expansion(expansions::expansion_index(key))
    }

    /// What the expansion brings to the core.
    pub fn def(self) -> &'static ExpansionDef {
        expansions::EXPANSIONS[usize::from(self.0)]
    }

    /// The key used in position files and the rulings database.
    pub fn key(self) -> &'static str {
        self.def().key
    }

    /// Reads a key.
    pub fn parse(key: &str) -> Option<Expansion> {
        Expansion::all().find(|e| e.key() == key)
    }
}

/// How a completed city of exactly two tiles scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TwoTileCity {
    /// Current rules: like any city, 2 per tile and 2 per pennant (so 4 without pennant).
    #[default]
    Four,
    /// Older rules: 1 per tile and 1 per pennant (so 2 without pennant).
    Two,
}

/// How fields score at the end of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FarmerRule {
    /// Current (3rd edition) rules: each field scores 3 per completed city it touches, to the
    /// field's majority.
    #[default]
    ThirdEdition,
    /// First-edition rules: each completed city gives 4 to the players with the most farmers
    /// in all the fields that touch it.
    FirstEdition,
    /// Fields are not scored.
    None,
}

/// Which river placements are allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RiverFlow {
    /// The seed's rule: after the first bend picks a side, the river flows only downstream or
    /// to that side.
    #[default]
    OneSide,
    /// Some digital editions: any placement that keeps the five squares ahead of each open
    /// river end empty.
    RoomAhead,
}

/// The rules a position is played under.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Rules {
    /// Switched-on expansions (the base game is always on).
    pub expansions: Vec<Expansion>,
    /// Two-tile city scoring.
    pub two_tile_city: TwoTileCity,
    /// Field scoring.
    pub farmers: FarmerRule,
    /// River placement rule.
    pub river_flow: RiverFlow,
    /// Pigs per player as the rules say it (`None`: not said, the usual one; JCloisterZone can deal two).
    pub pigs: Option<u8>,
}

/// The rule options a position's `rules:` block may set besides `expansions`, each with the
/// values it takes (the default first). `--rules KEY=VALUE` on the command line sets the same.
pub const OPTIONS: [(&str, &[&str]); 4] = [
    ("two-tile-city", &["4", "2"]),
    ("farmers", &["third-edition", "first-edition", "none"]),
    ("river-flow", &["one-side", "room-ahead"]),
    ("pigs", &["1", "2"]),
];

/// Why a rule option could not be set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionError {
    /// No option has that key; the keys that exist are [`OPTIONS`]'.
    UnknownKey,
    /// The option does not take that value; these are the values it takes.
    BadValue(&'static [&'static str]),
}

impl Rules {
    /// Sets one rule option by its key and value as written in a `rules:` block
    /// (`river-flow`, `room-ahead`).
    pub fn set_option(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let (_, values) = OPTIONS
            .iter()
            .find(|(k, _)| *k == key)
            .ok_or(OptionError::UnknownKey)?;
        match (key, value) {
            ("two-tile-city", "4") => self.two_tile_city = TwoTileCity::Four,
            ("two-tile-city", "2") => self.two_tile_city = TwoTileCity::Two,
            ("farmers", "third-edition") => self.farmers = FarmerRule::ThirdEdition,
            ("farmers", "first-edition") => self.farmers = FarmerRule::FirstEdition,
            ("farmers", "none") => self.farmers = FarmerRule::None,
            ("river-flow", "one-side") => self.river_flow = RiverFlow::OneSide,
            ("river-flow", "room-ahead") => self.river_flow = RiverFlow::RoomAhead,
            ("pigs", "1") => self.pigs = Some(1),
            ("pigs", "2") => self.pigs = Some(2),
            _ => return Err(OptionError::BadValue(values)),
        }
        Ok(())
    }

    /// The value of one rule option as a `rules:` block writes it: the inverse of
    /// [`Rules::set_option`], kept beside it (a test checks every value of [`OPTIONS`] reads
    /// back). `None` for a key [`OPTIONS`] does not have.
    pub fn option_value(&self, key: &str) -> Option<&'static str> {
        Some(match key {
            "two-tile-city" => match self.two_tile_city {
                TwoTileCity::Four => "4",
                TwoTileCity::Two => "2",
            },
            "farmers" => match self.farmers {
                FarmerRule::ThirdEdition => "third-edition",
                FarmerRule::FirstEdition => "first-edition",
                FarmerRule::None => "none",
            },
            "river-flow" => match self.river_flow {
                RiverFlow::OneSide => "one-side",
                RiverFlow::RoomAhead => "room-ahead",
            },
            "pigs" => match self.pigs {
                Some(2) => "2",
                _ => "1",
            },
            _ => return None,
        })
    }

    /// Whether `e` is in play.
    pub fn has(&self, e: Expansion) -> bool {
        e == Expansion::Base || self.expansions.contains(&e)
    }

    /// Every expansion in play, the base game first.
    pub fn in_play(&self) -> impl Iterator<Item = Expansion> + '_ {
        Expansion::all().filter(|&e| self.has(e))
    }

    /// The set variant in use: the highest any expansion in play selects (2, garden tiles,
    /// with the Abbot), else 1.
    pub fn set_variant(&self) -> u8 {
        self.in_play().map(|e| e.def().tile_set).max().unwrap_or(1)
    }

    /// Followers per player.
    pub const FOLLOWERS: usize = 7;

    /// How many pieces of `kind` each player owns under these rules.
    pub fn supply(&self, kind: super::pieces::PieceKind) -> usize {
        match (kind, self.pigs) {
            (super::pieces::PieceKind::Pig, Some(n)) => usize::from(n),
            _ => kind.supply(),
        }
    }
}

#[cfg(test)]
mod option_table {
    use super::*;

    /// Every value of every option, once set, is the value the writer writes.
    #[test]
    fn every_option_value_reads_back() {
        for (key, values) in OPTIONS {
            for value in values {
                let mut rules = Rules::default();
                rules.set_option(key, value).expect("a value of the table");
                assert_eq!(rules.option_value(key), Some(*value), "{key}");
            }
        }
        assert_eq!(Rules::default().option_value("no-such-option"), None);
    }
}
