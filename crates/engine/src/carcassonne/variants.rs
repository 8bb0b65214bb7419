//! Expansions and rule switches, with today's rules as defaults.

use super::ruleset;
use super::tables::{ExpansionDef, OptionDef, OtherEdition};

/// A Carcassonne expansion arbiter knows (plus the base game): one of the [`ExpansionDef`]s
/// registered in `ruleset::EXPANSIONS`; each expansion's module names its own
/// (`Expansion::Abbot` is declared in `expansions/abbot/`). Expansions sort in the order of
/// that table, the base game first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Expansion(u8);

impl Expansion {
    /// The expansions a position may switch on, in the order of `ruleset::EXPANSIONS`.
    pub const OPTIONAL: [Expansion; ruleset::EXPANSIONS.len() - 1] = {
        let mut all = [Expansion(0); ruleset::EXPANSIONS.len() - 1];
        let mut i = 0;
        while i < all.len() {
            all[i] = Expansion(i as u8 + 1);
            i += 1;
        }
        all
    };

    /// The first registered expansion, the base game (always on): what a table's defaults
    /// name before an entry says which expansion brings it.
    pub(crate) const FIRST: Expansion = Expansion(0);

    /// Every expansion, the base game first.
    pub fn all() -> impl Iterator<Item = Expansion> {
        (0..ruleset::EXPANSIONS.len()).map(|i| Expansion(i as u8))
    }

    /// The expansion registered under `key` (a key not registered stops the build).
    pub(crate) const fn registered(key: &str) -> Expansion {
        Expansion(ruleset::expansion_index(key))
    }

    /// What the expansion brings to the core.
    pub fn def(self) -> &'static ExpansionDef {
        ruleset::EXPANSIONS[usize::from(self.0)]
    }

    /// The key used in position files and the rulings database.
    pub fn key(self) -> &'static str {
        self.def().key
    }

    /// Reads a key.
    pub fn parse(key: &str) -> Option<Expansion> {
        Expansion::all().find(|e| e.key() == key)
    }

    /// Reads a key or any name players write for an expansion ("The Princess & the Dragon",
    /// "De Toren", "P&D"): the expansion, or the edition arbiter does not judge, or nothing.
    pub fn read(name: &str) -> Option<Named> {
        if let Some(e) = Expansion::parse(name) {
            return Some(Named::Judged(e));
        }
        let written = name_words(name);
        if written.is_empty() {
            return None;
        }
        let same = |n: &&str| name_words(n) == written;
        for e in Expansion::all() {
            let def = e.def();
            if same(&def.key) || def.names.iter().any(same) {
                return Some(Named::Judged(e));
            }
            if let Some(o) = def.other_editions.iter().find(|o| o.names.iter().any(same)) {
                return Some(Named::OtherEdition(o));
            }
        }
        CURRENT_BOXES
            .iter()
            .find(|o| o.names.iter().any(same))
            .map(Named::OtherEdition)
    }
}

impl Expansion {
    /// The expansion a name that [`Expansion::read`] does not know most likely means: the one
    /// whose key or names share the most words of four letters or more with it ("De Prinses en
    /// de Draak" → `princess-and-dragon`), when exactly one shares the most.
    pub fn suggest(name: &str) -> Option<Expansion> {
        let words = |n: &str| -> Vec<String> {
            n.to_lowercase()
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| w.chars().count() >= 4)
                .map(str::to_string)
                .collect()
        };
        let written = words(name);
        let shared = |e: Expansion| {
            let def = e.def();
            let mut theirs: Vec<String> = std::iter::once(def.key)
                .chain(def.names.iter().copied())
                .flat_map(words)
                .collect();
            theirs.sort();
            theirs.dedup();
            written.iter().filter(|w| theirs.contains(w)).count()
        };
        let mut best: Vec<(usize, Expansion)> = Expansion::all()
            .map(|e| (shared(e), e))
            .filter(|(n, _)| *n > 0)
            .collect();
        best.sort_by_key(|b| std::cmp::Reverse(b.0));
        match best.as_slice() {
            [(n, e), rest @ ..] if rest.first().is_none_or(|(m, _)| m < n) => Some(*e),
            _ => None,
        }
    }
}

/// The current edition's large boxes that no expansion arbiter judges answers for (the
/// Dutch FAQ's numbering): refused by name, like an expansion's other editions. A box that
/// is the current edition of a classic one arbiter judges is that expansion's
/// `other_editions` instead, whose refusal names the classic box to write.
const CURRENT_BOXES: &[OtherEdition] = &[
    OtherEdition {
        names: &[
            "Tournooien & Emblemen",
            "Toernooien & Emblemen",
            "Tournaments & Emblems",
        ],
        refusal: arbiter_ids::msg::EDITION_CURRENT_BOX,
    },
    OtherEdition {
        names: &["Aanval & Afweer", "Attack & Defence", "Attack & Defense"],
        refusal: arbiter_ids::msg::EDITION_CURRENT_BOX,
    },
];

/// What a name written for an expansion names.
#[derive(Debug, Clone, Copy)]
pub enum Named {
    /// An expansion arbiter judges.
    Judged(Expansion),
    /// Another edition of an expansion's box, or a current-edition box, which arbiter does
    /// not judge.
    OtherEdition(&'static OtherEdition),
}

/// A name as names are compared: lower case, letters and digits only, without the small
/// words titles add in either language (the, and, of, de, het, en, van): "The Princess & the
/// Dragon" and "princess-and-dragon" both read `princessdragon`.
pub fn name_words(name: &str) -> String {
    const SMALL: [&str; 7] = ["the", "and", "of", "de", "het", "en", "van"];
    name.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !SMALL.contains(w))
        .collect()
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
    /// No follower may be placed in a field, so no farmer scores (JCloisterZone played without
    /// its `farmers` element); barns and shepherds still go into fields, and barns score.
    NotPlaced,
}

impl FarmerRule {
    /// Whether farmers score their fields at the end.
    pub fn scores_fields(self) -> bool {
        matches!(self, FarmerRule::ThirdEdition | FarmerRule::FirstEdition)
    }

    /// Whether a follower may be placed in a field.
    pub fn farmers_placed(self) -> bool {
        self != FarmerRule::NotPlaced
    }
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
    /// The options expansions declare ([`OptionDef`]s), as set: key and value, in the order
    /// of the expansions' tables. Set them with [`Rules::set_option`], read them with
    /// [`Rules::option_value`] (a default not kept is not listed).
    pub options: Vec<(&'static str, &'static str)>,
}

/// The base game's rule options a position's `rules:` block may set besides `expansions`,
/// each with the values it takes (the default first); expansions declare theirs in their
/// [`ExpansionDef::options`](super::tables::ExpansionDef::options). `--rules KEY=VALUE` on the
/// command line sets the same.
pub const OPTIONS: [(&str, &[&str]); 2] = [
    ("two-tile-city", &["4", "2"]),
    (
        "farmers",
        &["third-edition", "first-edition", "none", "not-placed"],
    ),
];

/// The option an expansion declares under `key`, with the expansion.
pub fn expansion_option(key: &str) -> Option<(Expansion, &'static OptionDef)> {
    Expansion::all().find_map(|e| {
        e.def()
            .options
            .iter()
            .find(|o| o.key == key)
            .map(|o| (e, o))
    })
}

/// Every option key: the base game's, then each expansion's in table order.
pub fn option_keys() -> impl Iterator<Item = &'static str> {
    OPTIONS.iter().map(|(k, _)| *k).chain(
        ruleset::EXPANSIONS
            .iter()
            .flat_map(|e| e.options.iter().map(|o| o.key)),
    )
}

/// The values option `key` takes, the default first.
pub fn option_values(key: &str) -> Option<&'static [&'static str]> {
    OPTIONS
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| *v)
        .or_else(|| expansion_option(key).map(|(_, o)| o.values))
}

/// Why a rule option could not be set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionError {
    /// No option has that key; the keys that exist are [`option_keys`].
    UnknownKey,
    /// The option does not take that value; these are the values it takes.
    BadValue(&'static [&'static str]),
}

impl Rules {
    /// Sets one rule option by its key and value as written in a `rules:` block
    /// (`river-flow`, `room-ahead`).
    pub fn set_option(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        if let Some((_, option)) = expansion_option(key) {
            let value = *option
                .values
                .iter()
                .find(|v| **v == value)
                .ok_or(OptionError::BadValue(option.values))?;
            let at = self.options.iter().position(|(k, _)| *k == option.key);
            let keep = option.keeps_default || value != option.values[0];
            match (at, keep) {
                (Some(i), true) => self.options[i].1 = value,
                (Some(i), false) => {
                    self.options.remove(i);
                }
                (None, true) => {
                    self.options.push((option.key, value));
                    let order: Vec<&str> = option_keys().collect();
                    self.options
                        .sort_by_key(|(k, _)| order.iter().position(|o| o == k));
                }
                (None, false) => {}
            }
            return Ok(());
        }
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
            ("farmers", "not-placed") => self.farmers = FarmerRule::NotPlaced,
            _ => return Err(OptionError::BadValue(values)),
        }
        Ok(())
    }

    /// The value of one rule option as a `rules:` block writes it (an expansion's option not
    /// set: its default): the inverse of [`Rules::set_option`], kept beside it (a test checks
    /// every value of every option reads back). `None` for a key no option has.
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
                FarmerRule::NotPlaced => "not-placed",
            },
            _ => {
                let (_, option) = expansion_option(key)?;
                self.option_set(key).unwrap_or(option.values[0])
            }
        })
    }

    /// The value an expansion's option `key` is set to, if it is kept (a default not kept is
    /// not).
    fn option_set(&self, key: &str) -> Option<&'static str> {
        self.options
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| *v)
    }

    /// The expansions' options a writer spells out, in table order: those set, and those
    /// whose default is not kept when their expansion is in play.
    pub fn written_options(&self) -> Vec<(&'static str, &'static str)> {
        Expansion::all()
            .flat_map(|e| e.def().options.iter().map(move |o| (e, o)))
            .filter_map(|(e, o)| match self.option_set(o.key) {
                Some(v) => Some((o.key, v)),
                None if !o.keeps_default && self.has(e) => Some((o.key, o.values[0])),
                None => None,
            })
            .collect()
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

    /// How many pieces of `kind` each player owns under these rules (an option may say,
    /// [`PieceDef::supply_option`](super::tables::PieceDef::supply_option)).
    pub fn supply(&self, kind: super::pieces::PieceKind) -> usize {
        kind.def()
            .supply_option
            .and_then(|key| self.option_set(key))
            .and_then(|v| v.parse().ok())
            .unwrap_or(kind.supply())
    }
}

#[cfg(test)]
mod option_table {
    use super::*;
    use arbiter_ids::rule;

    /// Every value of every option, the base game's and the expansions', once set, is the
    /// value the writer writes.
    #[test]
    fn every_option_value_reads_back() {
        let keys: Vec<&str> = option_keys().collect();
        assert_eq!(
            keys[..4],
            ["two-tile-city", "farmers", "river-flow", "pigs"],
            "the order of rules: blocks and messages (the base game's, then the registry's)"
        );
        for key in keys {
            let values = option_values(key).expect("a key of the table");
            for value in values {
                let mut rules = Rules::default();
                rules.set_option(key, value).expect("a value of the table");
                assert_eq!(rules.option_value(key), Some(*value), "{key}");
                assert_eq!(
                    rules.set_option(key, "no-such-value"),
                    Err(OptionError::BadValue(values))
                );
            }
        }
        assert_eq!(Rules::default().option_value("no-such-option"), None);
        assert_eq!(
            Rules::default().set_option("no-such-option", "1"),
            Err(OptionError::UnknownKey)
        );
    }

    /// Expansion options are found by key in their expansion's folder; a default is kept only
    /// where saying it differs from saying nothing, and the options set stay in table order.
    #[test]
    fn expansion_options_are_kept_by_key() {
        let (river, flow) = expansion_option("river-flow").unwrap();
        assert_eq!(
            (river, flow.rule),
            (Expansion::River, rule::RIVER_NO_TURN_BACK)
        );
        let (tb, pigs) = expansion_option("pigs").unwrap();
        assert_eq!(
            (tb, pigs.rule),
            (Expansion::TradersAndBuilders, rule::TB_PIG_SUPPLY)
        );
        let mut rules = Rules::default();
        rules.set_option("river-flow", "one-side").unwrap();
        assert_eq!(rules, Rules::default(), "the river's default is not kept");
        rules.set_option("pigs", "1").unwrap();
        rules.set_option("river-flow", "room-ahead").unwrap();
        assert_eq!(rules.options, [("river-flow", "room-ahead"), ("pigs", "1")]);
        assert_eq!(rules.supply(super::super::pieces::PieceKind::Pig), 1);
        rules.set_option("pigs", "2").unwrap();
        assert_eq!(rules.supply(super::super::pieces::PieceKind::Pig), 2);
        assert_eq!(
            rules.written_options(),
            [("river-flow", "room-ahead"), ("pigs", "2")]
        );
        rules.set_option("river-flow", "one-side").unwrap();
        assert_eq!(rules.written_options(), [("pigs", "2")]);
        rules.expansions.push(Expansion::River);
        assert_eq!(
            rules.written_options(),
            [("river-flow", "one-side"), ("pigs", "2")]
        );
    }
}
