//! The rulings database: every rule, ruling and glossary term arbiter can cite, in English
//! and Dutch.
//!
//! The data lives in `rulings/*.yaml` and is compiled into the binary at build time (see
//! `build.rs` and the `compiled` module): entries, glossary and search index are static data,
//! and [`Database::embedded`] parses nothing. Nothing here prints or reads files.
//!
//! # Stability
//!
//! This crate is an internal library of the arbiter binary, published nowhere (its manifest
//! says `publish = false`). Its API carries no stability promise: any version may change or
//! remove what it offers. The policy is stated once, in `ARCHITECTURE.md` ("Stability").

// Without the `serde` feature the loader is gone, and with it the only callers of a few
// helpers it shares with the compiled data.
#![cfg_attr(not(feature = "serde"), allow(dead_code))]

mod compiled;
mod glossary;
pub mod lang;
#[cfg(feature = "serde")]
mod load;
mod search;
pub mod shown;
mod text;

use std::fmt;
use std::sync::OnceLock;

pub use crate::lang::Bilingual;
pub use glossary::{fold, Glossary, Term, TermKind};
#[cfg(feature = "serde")]
pub use load::LoadError;

pub use search::{Hit, Ranked, Reading, Understood, MAX_WORDS, WELL};

mod embedded_files {
    include!(concat!(env!("OUT_DIR"), "/rulings_files.rs"));
}

/// The game a ruling belongs to: the one list of games every layer shares.
pub use arbiter_ids::Game;

/// What kind of rule an entry states.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    /// Where tiles and pieces may go.
    Placement,
    /// How points are counted.
    Scoring,
    /// Pieces moving or coming back.
    Movement,
    /// The order of play and the steps of a turn.
    TurnStructure,
    /// What a word or a game element means.
    Definition,
}

impl Category {
    /// Every category, in display order.
    pub const ALL: [Category; 5] = [
        Category::Placement,
        Category::Scoring,
        Category::Movement,
        Category::TurnStructure,
        Category::Definition,
    ];

    /// The YAML spelling (`placement`, `scoring`, `movement`, `turn-structure`, `definition`).
    pub fn as_str(self) -> &'static str {
        match self {
            Category::Placement => "placement",
            Category::Scoring => "scoring",
            Category::Movement => "movement",
            Category::TurnStructure => "turn-structure",
            Category::Definition => "definition",
        }
    }

    /// Reads the YAML spelling (case-insensitive; `_` and ` ` read as `-`).
    pub fn from_name(name: &str) -> Option<Category> {
        let norm = name.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        Category::ALL.into_iter().find(|c| c.as_str() == norm)
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A year and month, the date of an FAQ ruling such as `(10/2025)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct YearMonth {
    /// The year, e.g. 2025.
    pub year: u16,
    /// The month, 1 to 12.
    pub month: u8,
}

impl YearMonth {
    /// Reads `YYYY-MM`.
    pub fn parse(s: &str) -> Option<YearMonth> {
        let (y, m) = s.trim().split_once('-')?;
        if y.len() != 4 || m.len() != 2 || !y.bytes().chain(m.bytes()).all(|b| b.is_ascii_digit()) {
            return None;
        }
        let year: u16 = y.parse().ok()?;
        let month: u8 = m.parse().ok()?;
        (1..=12)
            .contains(&month)
            .then_some(YearMonth { year, month })
    }
}

impl fmt::Display for YearMonth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

/// One rule or ruling.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// Stable id such as `tb.builder.place`.
    pub id: String,
    /// Short title.
    pub title: Bilingual,
    /// The rule itself.
    pub text: Bilingual,
    /// The game it belongs to.
    pub game: Game,
    /// Expansion keys (glossary keys); empty for the base game.
    pub expansions: Vec<String>,
    /// Piece keys (glossary keys).
    pub pieces: Vec<String>,
    /// What kind of rule it is.
    pub category: Category,
    /// The source document's file name, or `base-rules`.
    pub source: String,
    /// The FAQ date tag, if any.
    pub date: Option<YearMonth>,
    /// Ids of related entries.
    pub related: Vec<String>,
    /// The id under which the engine enforces this rule, if it does.
    pub enforced_by: Option<String>,
    /// For a ruling that backs another rule (`enforced_by` names another entry): the
    /// conditions, by name, under which a verdict citing that rule cites this ruling too.
    pub cited_when: Vec<String>,
    /// Where an FAQ entry stands in the FAQ.
    pub faq_place: Option<FaqPlace>,
    /// False for entries that are notes, not rulings (an introduction, a table of piece types).
    pub ruling: bool,
    /// True when the source gives this text in English only: the Dutch is arbiter's translation.
    pub nl_by_arbiter: bool,
    /// What arbiter did to the source text (a garble repaired, a picture the copy lost).
    pub note: Option<Bilingual>,
    /// The context the ruling was given in, when it only holds there.
    pub context: Option<Bilingual>,
}

/// Where an entry stands in the FAQ: the expansion's page, the block inside it (the other
/// expansion it combines with, or the page's own rules), and a sub-heading if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaqPlace {
    /// The page, as headed in the FAQ (`Uitbr. 2 - Kooplieden & Bouwmeesters`).
    pub page: String,
    /// The block inside the page, as headed in the FAQ.
    pub block: String,
    /// A sub-heading inside the block (`Burchten`), if any.
    pub section: Option<String>,
    /// The line of the source file where the ruling first appears.
    pub line: u32,
    /// True when this copy of the FAQ lost the block's heading: the block is then inferred
    /// from the expansions the ruling names.
    pub heading_lost: bool,
}

/// A ruling that backs a rule: cited with the rule when every expansion it names is in play
/// and every one of its conditions holds for the verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backing {
    /// The rule backed.
    pub rule: &'static str,
    /// The backing ruling.
    pub backer: &'static str,
    /// The expansions the ruling names (`base` is always in play).
    pub expansions: &'static [&'static str],
    /// Its conditions, by name.
    pub conditions: &'static [&'static str],
}

/// What a verdict involved, as far as backing conditions ask: the engine of each game answers.
pub trait Circumstances {
    /// Whether an expansion (by key) is in play.
    fn in_play(&self, expansion: &str) -> bool;
    /// Whether a named condition holds; unknown names never hold.
    fn holds(&self, condition: &str) -> bool;
}

impl Entry {
    /// True for base-game entries (no expansion, or the `base` key).
    pub fn is_base(&self) -> bool {
        self.game == Game::Carcassonne
            && (self.expansions.is_empty() || self.expansions.iter().any(|e| e == "base"))
    }
}

/// Which entries [`Database::filter`] keeps; `None` fields do not filter.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// An expansion key or any glossary name of it ("Kooplieden & Bouwmeesters").
    pub expansion: Option<String>,
    /// A piece key or any glossary name of it ("grote meeple").
    pub piece: Option<String>,
    /// The category.
    pub category: Option<Category>,
    /// The game.
    pub game: Option<Game>,
}

/// The positions of the entries sorted by id, for [`Database::get`]: a sorted list rather
/// than a map, so that loading the embedded database copies no id (its list is made at build
/// time, `build.rs`).
#[cfg(feature = "serde")]
fn sorted_by_id(entries: &[Entry]) -> Vec<u32> {
    let mut by_id: Vec<u32> = (0..entries.len() as u32).collect();
    by_id.sort_unstable_by(|&a, &b| entries[a as usize].id.cmp(&entries[b as usize].id));
    by_id
}

/// The entries of a database: for the embedded one, each made from the compiled data when it
/// is first read (so that a search copies no text but its answers'); for parsed files, owned.
#[derive(Debug)]
enum Store {
    Compiled(Box<[OnceLock<Entry>]>),
    Parsed(Vec<Entry>),
}

/// Every entry of a database, in file order (files sorted by name): [`Database::entries`].
#[derive(Debug, Clone, Copy)]
pub struct Entries<'a> {
    db: &'a Database,
}

impl<'a> Entries<'a> {
    /// How many entries there are.
    pub fn len(&self) -> usize {
        self.db.len()
    }

    /// True when there is none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Entry `i` in file order.
    pub fn get(&self, i: usize) -> Option<&'a Entry> {
        (i < self.len()).then(|| self.db.entry_at(i))
    }

    /// The entries in file order.
    pub fn iter(&self) -> EntryIter<'a> {
        EntryIter {
            db: self.db,
            range: 0..self.len(),
        }
    }
}

impl<'a> IntoIterator for Entries<'a> {
    type Item = &'a Entry;
    type IntoIter = EntryIter<'a>;
    fn into_iter(self) -> EntryIter<'a> {
        self.iter()
    }
}

/// The entries of a database in file order ([`Entries::iter`]).
#[derive(Debug, Clone)]
pub struct EntryIter<'a> {
    db: &'a Database,
    range: std::ops::Range<usize>,
}

impl<'a> Iterator for EntryIter<'a> {
    type Item = &'a Entry;
    fn next(&mut self) -> Option<&'a Entry> {
        self.range.next().map(|i| self.db.entry_at(i))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl DoubleEndedIterator for EntryIter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.range.next_back().map(|i| self.db.entry_at(i))
    }
}

impl ExactSizeIterator for EntryIter<'_> {}

/// The rulings database.
#[derive(Debug)]
pub struct Database {
    entries: Store,
    /// Entry positions sorted by id (see [`sorted_by_id`]).
    by_id: Vec<u32>,
    /// Made on first use for the embedded database (a search needs only the terms' keys).
    glossary: OnceLock<Glossary>,
    /// Per entry, how players ask for it (English, Dutch): kept for parsed files only, to
    /// build their index; the embedded database has them compiled into its index.
    asks: Vec<text::Asks>,
    /// Compiled for the embedded database; built on the first search for parsed files.
    index: OnceLock<search::Index>,
}

impl Database {
    /// The database embedded in the binary: compiled at build time from the same files
    /// (tests/rulings_integrity.rs checks that it equals what the YAML files say), made on
    /// first use without parsing anything.
    ///
    /// # Panics
    /// Only if the embedded data is broken, which the test suite rules out.
    pub fn embedded() -> &'static Database {
        static DB: OnceLock<Database> = OnceLock::new();
        DB.get_or_init(compiled::database)
    }

    /// Every backing link: rulings (such as FAQ entries) whose `enforced_by` names another
    /// entry, with their conditions. Answered from a table made at build time, without parsing
    /// the database.
    pub fn backing_links() -> impl Iterator<Item = Backing> {
        embedded_files::BACKING
            .iter()
            .map(|&(rule, backer, expansions, conditions)| Backing {
                rule,
                backer,
                expansions,
                conditions,
            })
    }

    /// The rulings that back any of the `cited` rules under these circumstances: each backer
    /// once, in table order.
    pub fn backers<'a>(
        cited: impl IntoIterator<Item = &'a str>,
        circumstances: &dyn Circumstances,
    ) -> Vec<&'static str> {
        let cited: Vec<&str> = cited.into_iter().collect();
        let mut out: Vec<&'static str> = Vec::new();
        for link in Database::backing_links() {
            let applies = cited.contains(&link.rule)
                && link
                    .expansions
                    .iter()
                    .all(|e| *e == "base" || circumstances.in_play(e))
                && link.conditions.iter().all(|c| circumstances.holds(c));
            if applies && !out.contains(&link.backer) {
                out.push(link.backer);
            }
        }
        out
    }

    /// The embedded files, `(file name, contents)`, sorted by name.
    pub fn embedded_files() -> &'static [(&'static str, &'static str)] {
        embedded_files::FILES
    }

    /// Parses rule files and glossary files (`glossary*.yaml`), given as `(file name,
    /// contents)`. Checks each file on its own (ids well formed and unique, texts non-empty,
    /// dates valid, glossary keys unique); cross-references are checked by
    /// [`Database::problems`].
    #[cfg(feature = "serde")]
    pub fn parse(files: &[(&str, &str)]) -> Result<Database, LoadError> {
        let loaded = load::load(files)?;
        let by_id = sorted_by_id(&loaded.entries);
        Ok(Database {
            entries: Store::Parsed(loaded.entries),
            by_id,
            glossary: OnceLock::from(loaded.glossary),
            asks: loaded.asks,
            index: OnceLock::new(),
        })
    }

    /// The search index: compiled for the embedded database, else built on first use.
    fn index(&self) -> &search::Index {
        self.index.get_or_init(|| match &self.entries {
            Store::Parsed(entries) => search::Index::build(entries, &self.asks, self.glossary()),
            Store::Compiled(_) => compiled::index(),
        })
    }

    /// How many entries there are.
    fn len(&self) -> usize {
        match &self.entries {
            Store::Compiled(cells) => cells.len(),
            Store::Parsed(entries) => entries.len(),
        }
    }

    /// Entry `i` in file order (made on first read for the embedded database).
    fn entry_at(&self, i: usize) -> &Entry {
        match &self.entries {
            Store::Compiled(cells) => cells[i].get_or_init(|| compiled::entry(i)),
            Store::Parsed(entries) => &entries[i],
        }
    }

    /// The id of entry `i`, without making the entry.
    fn id_at(&self, i: usize) -> &str {
        match &self.entries {
            Store::Compiled(_) => compiled::id(i),
            Store::Parsed(entries) => &entries[i].id,
        }
    }

    /// The entry with this id.
    pub fn get(&self, id: &str) -> Option<&Entry> {
        let id = id.trim();
        let at = self
            .by_id
            .binary_search_by(|&i| self.id_at(i as usize).cmp(id))
            .ok()?;
        Some(self.entry_at(self.by_id[at] as usize))
    }

    /// Every entry, in file order (files sorted by name).
    pub fn entries(&self) -> Entries<'_> {
        Entries { db: self }
    }

    /// The glossary.
    pub fn glossary(&self) -> &Glossary {
        self.glossary.get_or_init(compiled::glossary)
    }

    /// The glossary terms' keys, in glossary order, without making the glossary of the
    /// embedded database.
    fn term_keys(&self) -> Vec<&str> {
        match &self.entries {
            Store::Compiled(_) => compiled::term_keys(),
            Store::Parsed(_) => self
                .glossary()
                .terms()
                .iter()
                .map(|t| t.key.as_str())
                .collect(),
        }
    }

    /// The entries that pass `filter`, in database order.
    pub fn filter(&self, filter: &Filter) -> Vec<&Entry> {
        let expansion = filter
            .expansion
            .as_deref()
            .map(|e| self.glossary().resolve_key(e, Some(TermKind::Expansion)));
        let piece = filter
            .piece
            .as_deref()
            .map(|p| self.glossary().resolve_key(p, Some(TermKind::Piece)));
        self.entries()
            .iter()
            .filter(|e| filter.game.is_none_or(|g| e.game == g))
            .filter(|e| filter.category.is_none_or(|c| e.category == c))
            .filter(|e| match &expansion {
                None => true,
                Some(key) if key == "base" => e.is_base(),
                Some(key) => e.expansions.iter().any(|x| x == key),
            })
            .filter(|e| match &piece {
                None => true,
                Some(key) => e.pieces.iter().any(|x| x == key),
            })
            .collect()
    }

    /// Full-text search over both languages, best match first. See the `search` module for
    /// the ranking.
    pub fn search(&self, query: &str) -> Vec<Hit<'_>> {
        self.answer(query).1
    }

    /// [`Database::understand`] and [`Database::search`] at once, reading the question once.
    pub fn answer(&self, query: &str) -> (Understood, Vec<Hit<'_>>) {
        let (understood, ranked) = self.ranked(query);
        (
            understood,
            ranked.into_iter().map(|r| self.hit(r)).collect(),
        )
    }

    /// [`Database::answer`] without reading any entry yet: the answers as positions in
    /// [`Database::entries`], best first, to be made [`Hit`]s with [`Database::hit`] (for
    /// the embedded database, an entry is made when first read: a command that shows ten
    /// answers makes ten).
    pub fn ranked(&self, query: &str) -> (Understood, Vec<Ranked>) {
        let keys = self.term_keys();
        match &self.entries {
            Store::Compiled(_) => self.index().answer(query, compiled::entries(), &keys),
            Store::Parsed(entries) => self.index().answer(query, entries, &keys),
        }
    }

    /// The hit of a ranked answer of this database.
    pub fn hit(&self, r: Ranked) -> Hit<'_> {
        Hit {
            entry: self.entry_at(r.at),
            score: r.score,
            matched: r.matched,
        }
    }

    /// How [`Database::search`] reads a question: each word (known, corrected, unknown), the
    /// table talk it used and the concepts it searched for.
    pub fn understand(&self, query: &str) -> Understood {
        self.index().understand(query, &self.term_keys())
    }

    /// Everything a script needs to run [`Database::search`] itself, as JSON: the index (see
    /// the `search` module) and the folding of every character that does not simply fold to
    /// its lower case (letters and digits) or to a space (anything else).
    #[cfg(feature = "serde")]
    pub fn search_data(&self) -> serde_json::Value {
        let mut data = match &self.entries {
            Store::Compiled(_) => self.index().export(compiled::entries(), &self.term_keys()),
            Store::Parsed(entries) => self.index().export(entries, &self.term_keys()),
        };
        data["fold"] = serde_json::Value::Object(
            glossary::fold_exceptions()
                .into_iter()
                .map(|(c, f)| (c.to_string(), serde_json::Value::String(f)))
                .collect(),
        );
        data
    }

    /// The expansion key a `--expansion` value stands for (a key, or any name of an
    /// expansion in any language); else the expansions with the nearest names.
    pub fn resolve_expansion(&self, value: &str) -> Result<String, Vec<&Term>> {
        let key = self
            .glossary()
            .resolve_key(value, Some(TermKind::Expansion));
        if self
            .glossary()
            .get_kind(&key, TermKind::Expansion)
            .is_some()
        {
            return Ok(key);
        }
        Err(self.glossary().nearest(value, &[TermKind::Expansion], 3))
    }

    /// The piece key a `--piece` value stands for (a key, or any name of a piece or piece
    /// type in any language); else the pieces with the nearest names.
    pub fn resolve_piece(&self, value: &str) -> Result<String, Vec<&Term>> {
        let kinds = [TermKind::Piece, TermKind::PieceType];
        let key = self.glossary().resolve_key(value, Some(TermKind::Piece));
        let known = kinds
            .iter()
            .any(|&k| self.glossary().get_kind(&key, k).is_some())
            || self.entries().iter().any(|e| e.pieces.contains(&key));
        if known {
            return Ok(key);
        }
        Err(self.glossary().nearest(value, &kinds, 3))
    }

    /// Cross-reference problems: related ids, `enforced_by` ids, expansion and piece keys
    /// that do not exist. Empty for a sound database.
    pub fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        for e in self.entries() {
            for r in &e.related {
                if self.get(r).is_none() {
                    out.push(format!("{}: related id `{r}` does not exist", e.id));
                }
                if r == &e.id {
                    out.push(format!("{}: relates to itself", e.id));
                }
            }
            if let Some(by) = &e.enforced_by {
                if self.get(by).is_none() {
                    out.push(format!("{}: enforced_by id `{by}` does not exist", e.id));
                }
            }
            for x in &e.expansions {
                if !self.glossary().knows(x) {
                    out.push(format!(
                        "{}: expansion key `{x}` is not in the glossary",
                        e.id
                    ));
                }
            }
            for p in &e.pieces {
                if !self.glossary().knows(p) {
                    out.push(format!("{}: piece key `{p}` is not in the glossary", e.id));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_ids::rule;

    #[test]
    fn year_month_round_trip() {
        let ym = YearMonth::parse("2025-10").unwrap();
        assert_eq!(
            ym,
            YearMonth {
                year: 2025,
                month: 10
            }
        );
        assert_eq!(ym.to_string(), "2025-10");
        assert_eq!(YearMonth::parse("2025-13"), None);
        assert_eq!(YearMonth::parse("25-10"), None);
        assert_eq!(YearMonth::parse("2025-1"), None);
    }

    #[test]
    fn category_spelling() {
        for c in Category::ALL {
            assert_eq!(Category::from_name(c.as_str()), Some(c));
        }
        assert_eq!(
            Category::from_name("Turn_Structure"),
            Some(Category::TurnStructure)
        );
        assert_eq!(Game::from_key("Keyflower"), Some(Game::Keyflower));
    }

    #[test]
    fn embedded_database_loads_and_is_sound() {
        let db = Database::embedded();
        assert!(!db.entries().is_empty());
        assert_eq!(db.problems(), Vec::<String>::new());
    }

    #[test]
    fn filter_by_dutch_expansion_name() {
        let db = Database::embedded();
        let by_name = db.filter(&Filter {
            expansion: Some("Kooplieden & Bouwmeesters".into()),
            ..Filter::default()
        });
        let by_key = db.filter(&Filter {
            expansion: Some("traders-and-builders".into()),
            ..Filter::default()
        });
        let by_seizer = db.filter(&Filter {
            expansion: Some("merchants & makers".into()),
            ..Filter::default()
        });
        assert!(!by_key.is_empty());
        assert_eq!(by_name, by_key);
        assert_eq!(by_seizer, by_key);
        assert!(db
            .get(rule::TB_BUILDER_PLACE)
            .is_some_and(|e| by_key.contains(&e)));
    }

    #[test]
    fn english_names_of_the_faq_expansions_resolve() {
        let db = Database::embedded();
        for (name, key) in [
            ("The Princess & the Dragon", "dragon-and-fairy"),
            ("Dragon & Fairy", "dragon-and-fairy"),
            ("The Tower", "towers-and-thieves"),
            ("Abbey & Mayor", "messengers-and-mayors"),
            ("Count, King & Robber", "tournaments-and-emblems"),
            ("The Catapult", "attack-and-defence"),
            ("Bridges, Castles & Bazaars", "bridges-castles-and-bazaars"),
            ("Burchten & Bruggen", "castles-and-bridges"),
            ("hills and sheep", "shepherds-and-vineyards"),
            ("UNDER THE BIG TOP", "under-the-big-top"),
            ("Circus & Artists", "circus-and-artists"),
            ("Taverns & Temples", "inns-and-cathedrals"),
            ("Kooplieden & Bouwmeesters", "traders-and-builders"),
            ("base", "base"),
        ] {
            assert_eq!(
                db.resolve_expansion(name).ok().as_deref(),
                Some(key),
                "{name}"
            );
            assert!(
                db.glossary().lookup(name).iter().any(|t| t.key == key),
                "{name}"
            );
        }
        let near = db.resolve_expansion("towr").unwrap_err();
        assert_eq!(near[0].key, "towers-and-thieves");
        assert!(db.resolve_expansion("big follower").is_err());
    }

    #[test]
    fn farm_abbey_and_big_meeple_are_their_own_terms() {
        let db = Database::embedded();
        for name in ["farm", "boerderij", "Boerderijen"] {
            assert_eq!(db.resolve_piece(name).ok().as_deref(), Some("farm"));
            let found = db.glossary().lookup(name);
            assert_eq!(found[0].key, "farm", "{name}");
            assert!(found.iter().all(|t| t.key != "field"), "{name}");
        }
        let field = db.glossary().lookup("weide");
        assert_eq!(field[0].key, "field");
        let abbey = db.glossary().lookup("abbey");
        assert_eq!(abbey[0].key, "abbey");
        assert!(abbey.iter().all(|t| t.key != "monastery"));
        for name in ["big meeple", "big follower", "grote meeple", "big-follower"] {
            assert_eq!(
                db.resolve_piece(name).ok().as_deref(),
                Some("big-follower"),
                "{name}"
            );
            let found = db.glossary().lookup(name);
            assert_eq!(found[0].key, "big-follower", "{name}");
        }
        let near = db.resolve_piece("grot meepl").unwrap_err();
        assert_eq!(near[0].key, "big-follower");
        assert!(db.resolve_piece("Castles & Bridges").is_err());
    }

    #[test]
    fn filter_by_piece_and_category() {
        let db = Database::embedded();
        let big = db.filter(&Filter {
            piece: Some("Grote Meeple".into()),
            category: Some(Category::Scoring),
            ..Filter::default()
        });
        assert!(big.iter().any(|e| e.id == rule::IC_BIG_FOLLOWER));
        assert!(big.iter().all(
            |e| e.category == Category::Scoring && e.pieces.iter().any(|p| p == "big-follower")
        ));
        let base = db.filter(&Filter {
            expansion: Some("base".into()),
            ..Filter::default()
        });
        assert!(base.iter().any(|e| e.id == rule::BASE_ROAD_COMPLETE));
        assert!(base.iter().all(|e| e.is_base()));
    }
}
