//! The rulings database compiled at build time (`build.rs` writes
//! `$OUT_DIR/rulings_compiled.rs` with the functions of `text.rs`): every entry and glossary
//! term as static data, the glossary's folded names and the search index, so that loading the
//! embedded database parses nothing and indexes nothing.

use std::sync::OnceLock;

use super::glossary::{Glossary, Term, TermKind};
use super::search::{Index, Indexed, Strs, View};
use super::{Bilingual, Category, Database, Entry, FaqPlace, Game, Store, YearMonth};

/// An entry as compiled; fields as in [`Entry`], texts as `(en, nl)`, the FAQ place as
/// `(page, block, section, line, heading_lost)`.
struct StaticEntry {
    id: &'static str,
    title: (&'static str, &'static str),
    text: (&'static str, &'static str),
    game: Game,
    expansions: &'static [&'static str],
    pieces: &'static [&'static str],
    category: Category,
    source: &'static str,
    date: Option<YearMonth>,
    related: &'static [&'static str],
    enforced_by: Option<&'static str>,
    cited_when: &'static [&'static str],
    faq_place: Option<(&'static str, &'static str, Option<&'static str>, u32, bool)>,
    ruling: bool,
    nl_by_arbiter: bool,
    note: Option<(&'static str, &'static str)>,
    context: Option<(&'static str, &'static str)>,
}

/// A glossary term as compiled, with its folded names.
struct StaticTerm {
    key: &'static str,
    kind: TermKind,
    en: &'static [&'static str],
    seizer: &'static [&'static str],
    nl: &'static [&'static str],
    nl_search: &'static [&'static str],
    note: Option<(&'static str, &'static str)>,
    folded: &'static [&'static str],
}

include!(concat!(env!("OUT_DIR"), "/rulings_compiled.rs"));

fn strings(xs: &[&str]) -> Vec<String> {
    xs.iter().map(|s| s.to_string()).collect()
}

fn bilingual((en, nl): (&str, &str)) -> Bilingual {
    Bilingual {
        en: en.to_string(),
        nl: nl.to_string(),
    }
}

impl StaticEntry {
    fn entry(&self) -> Entry {
        Entry {
            id: self.id.to_string(),
            title: bilingual(self.title),
            text: bilingual(self.text),
            game: self.game,
            expansions: strings(self.expansions),
            pieces: strings(self.pieces),
            category: self.category,
            source: self.source.to_string(),
            date: self.date,
            related: strings(self.related),
            enforced_by: self.enforced_by.map(str::to_string),
            cited_when: strings(self.cited_when),
            faq_place: self
                .faq_place
                .map(|(page, block, section, line, heading_lost)| FaqPlace {
                    page: page.to_string(),
                    block: block.to_string(),
                    section: section.map(str::to_string),
                    line,
                    heading_lost,
                }),
            ruling: self.ruling,
            nl_by_arbiter: self.nl_by_arbiter,
            note: self.note.map(bilingual),
            context: self.context.map(bilingual),
        }
    }
}

impl StaticTerm {
    fn term(&self) -> Term {
        Term {
            key: self.key.to_string(),
            kind: self.kind,
            en: strings(self.en),
            seizer: strings(self.seizer),
            nl: strings(self.nl),
            nl_search: strings(self.nl_search),
            note: self.note.map(bilingual),
        }
    }
}

impl Indexed for StaticEntry {
    fn id(&self) -> &str {
        self.id
    }
    fn game(&self) -> Game {
        self.game
    }
    fn keys(&self) -> (&[impl AsRef<str>], &[impl AsRef<str>]) {
        (self.expansions, self.pieces)
    }
}

/// The compiled search index (set when the database is made; this is its only value).
pub(super) fn index() -> Index {
    Index::Static(INDEX)
}

/// The compiled glossary.
pub(super) fn glossary() -> Glossary {
    Glossary::with_folded(
        TERMS.iter().map(StaticTerm::term).collect(),
        TERMS.iter().map(|t| strings(t.folded)).collect(),
    )
}

/// The compiled glossary terms' keys, in glossary order.
pub(super) fn term_keys() -> Vec<&'static str> {
    TERMS.iter().map(|t| t.key).collect()
}

/// The compiled entries, for the search.
pub(super) fn entries() -> &'static [impl Indexed] {
    ENTRIES
}

/// Compiled entry `i` as an [`Entry`].
pub(super) fn entry(i: usize) -> Entry {
    ENTRIES[i].entry()
}

/// The id of compiled entry `i`.
pub(super) fn id(i: usize) -> &'static str {
    ENTRIES[i].id
}

/// The compiled database (rulings files that do not compile fail the build): no entry is
/// made until it is read.
pub(super) fn database() -> Database {
    let entries = Store::Compiled((0..ENTRIES.len()).map(|_| OnceLock::new()).collect());
    let by_id = BY_ID.to_vec();
    Database {
        entries,
        by_id,
        glossary: OnceLock::new(),
        asks: Vec::new(),
        index: OnceLock::from(index()),
    }
}

#[cfg(all(test, feature = "serde"))]
mod tests {
    use super::super::text::{StrList, Tables};
    use super::*;

    /// The index compiled into the binary is the one built at run time from the YAML files.
    #[test]
    fn the_compiled_index_is_the_one_built_from_the_yaml_files() {
        let yaml = Database::parse(Database::embedded_files()).expect("rulings parse");
        let entries: Vec<Entry> = yaml.entries().iter().cloned().collect();
        let built = match Index::build(&entries, &yaml.asks, yaml.glossary()) {
            Index::Built(t) => t,
            Index::Static(_) => panic!("a built index"),
        };
        let v = INDEX;
        let list = |l: Strs<'_>| StrList {
            joined: l.joined.to_string(),
            starts: l.starts.to_vec(),
        };
        let compiled = Tables {
            surface: list(v.surface),
            surface_en: v.surface_en.to_vec(),
            surface_nl: v.surface_nl.to_vec(),
            surface_freq: v.surface_freq.to_vec(),
            surface_len: v.surface_len.to_vec(),
            surface_letters: v.surface_letters.to_vec(),
            surface_lean: v.surface_lean.to_vec(),
            stems: v.stems,
            field_at: v.field_at.to_vec(),
            field_stems: v.field_stems.to_vec(),
            title_len: v.title_len.to_vec(),
            ask_at: v.ask_at.to_vec(),
            ask_ends: v.ask_ends.to_vec(),
            post_at: v.post_at.to_vec(),
            post: v.post.to_vec(),
            compound_posts: v.compound_posts.to_vec(),
            phrase_en_at: v.phrase_en_at.to_vec(),
            phrase_en: v.phrase_en.to_vec(),
            phrase_nl_at: v.phrase_nl_at.to_vec(),
            phrase_nl: v.phrase_nl.to_vec(),
            phrase_terms_at: v.phrase_terms_at.to_vec(),
            phrase_terms: v.phrase_terms.to_vec(),
            phrase_by_en: v.phrase_by_en.to_vec(),
            phrase_by_nl: v.phrase_by_nl.to_vec(),
            alt_at: v.alt_at.to_vec(),
            alts: v.alts.to_vec(),
            max_phrase: v.max_phrase,
            ignore: list(v.ignore),
            say: list(v.say),
            means: list(v.means),
            max_say: v.max_say,
            variant_ids: list(v.variant_ids),
            game_words: list(v.game_words),
            game_word_game: v.game_word_game.to_vec(),
            same_box: list(v.same_box),
            same_box_as: list(v.same_box_as),
        };
        assert_eq!(compiled, built);
        assert_eq!(BY_ID, super::super::sorted_by_id(&entries).as_slice());
        let folded: Vec<Vec<String>> = TERMS.iter().map(|t| strings(t.folded)).collect();
        assert_eq!(folded, yaml.glossary().folded_names());
    }
}
