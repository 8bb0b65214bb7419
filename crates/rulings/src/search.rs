//! Full-text search over both languages with glossary synonyms.
//!
//! Every text is folded (case, accents, punctuation; see [`fold`]), split into words and
//! each word reduced to a rough stem (plural and inflection endings of English and Dutch cut
//! off), so `volgelingen` finds `volgeling` and `cities` finds `city`. Stems are interned
//! and an inverted index maps each stem to its positions: compiled into the binary by
//! `build.rs` for the embedded database, built on first search for parsed files.
//!
//! A query is split into *concepts*: a run of words that is a glossary name ("grote
//! meeple", "big follower", "Kooplieden & Bouwmeesters", longest first) becomes that term,
//! matched through every name of the term in every language and, as a bonus, through the
//! entries' `expansions`/`pieces` keys; any other word that is not a stop word is a concept
//! of its own. A concept matches an entry *as a whole word* (its stem is a word of the entry)
//! or *as a word part* (a one-word name of at least four letters inside a longer word:
//! `tegel` in `landtegel`). An entry's score is the number of concepts it matches as whole
//! words plus a fraction (less than one) from how often and where (title over text) it
//! matches them, word parts counting a quarter, weighted by rarity: an entry that matches more
//! distinct concepts as whole words always ranks higher, and word-part matches alone rank
//! below every whole-word match ("meer" the lake is not "meerderheid").
//!
//! The exported rulings page runs the same algorithm in its script, on data this module
//! writes ([`Index::export`]): the stems of every field, the vocabulary, the glossary names
//! and the rarity weights, so that the page and `arbiter rulings search` rank alike. All
//! arithmetic is in `f64` with the logarithms taken from a table, so both give bit-identical
//! scores.

#[cfg(feature = "serde")]
use serde_json::{json, Value};

use super::glossary::Glossary;
use super::text::{build_tables, fold, stem, Tables, FIELDS};
use super::Entry;

/// One search result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit<'a> {
    /// The entry found.
    pub entry: &'a Entry,
    /// Higher is better; the whole part is the number of query concepts matched as whole
    /// words.
    pub score: f32,
}

/// Very common English and Dutch words, never searched for on their own.
const STOP_WORDS: &[&str] = &[
    // English
    "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "by", "for", "with", "is", "are",
    "be", "been", "it", "its", "this", "that", "these", "those", "as", "from", "into", "not", "no",
    "but", "if", "then", "than", "so", "do", "does", "did", "can", "may", "must", "when", "which",
    "who", "what", "where", "how", "there", "their", "they", "them", "he", "she", "his", "her",
    "you", "your", "i", "we", "our", "all", "any", "each", "was", "were", "has", "have", "had",
    "will", "would", "should", "could", "only", "also", "still", "about", // Dutch
    "de", "het", "een", "en", "of", "in", "op", "aan", "bij", "voor", "met", "van", "naar", "uit",
    "is", "zijn", "wordt", "worden", "werd", "dat", "die", "dit", "deze", "er", "als", "dan",
    "niet", "geen", "wel", "maar", "ook", "nog", "je", "jij", "jouw", "jou", "u", "uw", "hij",
    "zij", "ze", "hun", "haar", "wat", "wie", "waar", "hoe", "te", "om", "tot", "door", "over",
    "mag", "moet", "kan", "kun", "elke", "ieder", "iedere", "al", "alle", "heb", "hebt", "heeft",
    "hebben", "ik", "wij", "we", "men", "welke", "wanneer", "nu", "zo",
];

/// Field weights: title (en, nl), id, text (en, nl).
const W_TITLE: f64 = 3.0;
const W_ID: f64 = 2.0;
const W_TEXT: f64 = 1.0;
/// Bonus when a glossary concept is one of the entry's expansion or piece keys.
const W_KEY: f64 = 2.0;
/// What a word-part match counts, against a whole-word match's 1.
const W_PART: f64 = 0.25;
/// The shortest stem (in characters) searched for inside longer words.
const MIN_PART: usize = 4;

/// What a query is split into.
#[derive(Debug, PartialEq)]
struct Concept {
    /// Word sequences (stem ids) any of which counts as a match.
    alts: Vec<Vec<u32>>,
    /// One-word names (stems) of at least [`MIN_PART`] characters, also looked for inside
    /// longer words.
    parts: Vec<String>,
    /// Glossary keys (for the key bonus).
    keys: Vec<String>,
}

/// The search index: the tables of [`Tables`], either compiled into the binary (see
/// `build.rs`) or built at run time from parsed files.
#[derive(Debug)]
pub(crate) enum Index {
    /// Compiled at build time.
    Static(View<'static>),
    /// Built at run time.
    Built(Tables),
}

/// The index tables, borrowed (field meanings as in [`Tables`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct View<'a> {
    pub joined: &'a str,
    pub starts: &'a [u32],
    pub sorted: &'a [u32],
    pub post_at: &'a [u32],
    pub post: &'a [(u32, u8, u16)],
    pub field_at: &'a [u32],
    pub field_stems: &'a [u32],
    pub phrase_at: &'a [u32],
    pub phrase_stems: &'a [u32],
    pub phrase_terms_at: &'a [u32],
    pub phrase_terms: &'a [u32],
    pub phrase_sorted: &'a [u32],
    pub alt_at: &'a [u32],
    pub alts: &'a [u32],
    pub max_phrase: u32,
}

impl Tables {
    fn view(&self) -> View<'_> {
        View {
            joined: &self.joined,
            starts: &self.starts,
            sorted: &self.sorted,
            post_at: &self.post_at,
            post: &self.post,
            field_at: &self.field_at,
            field_stems: &self.field_stems,
            phrase_at: &self.phrase_at,
            phrase_stems: &self.phrase_stems,
            phrase_terms_at: &self.phrase_terms_at,
            phrase_terms: &self.phrase_terms,
            phrase_sorted: &self.phrase_sorted,
            alt_at: &self.alt_at,
            alts: &self.alts,
            max_phrase: self.max_phrase,
        }
    }
}

/// List `i` of a flattened list of lists.
fn nth<'a, T>(at: &[u32], xs: &'a [T], i: usize) -> &'a [T] {
    &xs[at[i] as usize..at[i + 1] as usize]
}

/// The five fields of an entry as the index reads them (weights in [`WEIGHTS`]).
fn entry_fields(e: &Entry) -> [&str; FIELDS] {
    [
        e.title.en.as_str(),
        e.title.nl.as_str(),
        e.id.as_str(),
        e.text.en.as_str(),
        e.text.nl.as_str(),
    ]
}

/// Field weights, in the order of [`entry_fields`].
const WEIGHTS: [f64; FIELDS] = [W_TITLE, W_TITLE, W_ID, W_TEXT, W_TEXT];

/// The rarity weight of a concept found in `df` of `n` entries.
fn idf(n: usize, df: usize) -> f64 {
    if df == 0 {
        0.0
    } else {
        (1.0 + n as f64 / df as f64).ln()
    }
}

impl<'a> View<'a> {
    /// The stem with this id.
    fn word(&self, id: u32) -> &'a str {
        let i = id as usize;
        &self.joined[self.starts[i] as usize..self.starts[i + 1] as usize - 1]
    }

    fn words(&self) -> usize {
        self.starts.len() - 1
    }

    /// The id of a stem, if the index knows it.
    fn id_of(&self, stem: &str) -> Option<u32> {
        self.sorted
            .binary_search_by(|&id| self.word(id).cmp(stem))
            .ok()
            .map(|i| self.sorted[i])
    }

    fn postings(&self, id: u32) -> &'a [(u32, u8, u16)] {
        nth(self.post_at, self.post, id as usize)
    }

    fn field(&self, entry: u32, field: u8) -> &'a [u32] {
        nth(
            self.field_at,
            self.field_stems,
            entry as usize * FIELDS + field as usize,
        )
    }

    fn phrases(&self) -> usize {
        self.phrase_at.len() - 1
    }

    fn phrase(&self, p: u32) -> &'a [u32] {
        nth(self.phrase_at, self.phrase_stems, p as usize)
    }

    /// The terms having the glossary name with these stem ids.
    fn terms_named(&self, ids: &[u32]) -> Option<&'a [u32]> {
        let i = self
            .phrase_sorted
            .binary_search_by(|&p| self.phrase(p).cmp(ids))
            .ok()?;
        Some(nth(
            self.phrase_terms_at,
            self.phrase_terms,
            self.phrase_sorted[i] as usize,
        ))
    }

    /// Every name of a glossary term, as stem ids.
    fn term_alts(&self, t: u32) -> impl Iterator<Item = &'a [u32]> + '_ {
        nth(self.alt_at, self.alts, t as usize)
            .iter()
            .map(|&p| self.phrase(p))
    }
}

impl Index {
    pub(crate) fn build(entries: &[Entry], glossary: &Glossary) -> Index {
        let fields: Vec<[&str; FIELDS]> = entries.iter().map(entry_fields).collect();
        Index::Built(build_tables(&fields, glossary.folded_names()))
    }

    fn view(&self) -> View<'_> {
        match self {
            Index::Static(v) => *v,
            Index::Built(t) => t.view(),
        }
    }

    /// The stems of one-word alternatives long enough to be looked for inside words.
    fn parts_of(&self, alts: &[Vec<u32>]) -> Vec<String> {
        let v = self.view();
        alts.iter()
            .filter(|a| a.len() == 1)
            .map(|a| v.word(a[0]).to_string())
            .filter(|w| w.chars().count() >= MIN_PART)
            .collect()
    }

    /// Splits a query into concepts (see the module documentation).
    fn concepts(&self, query: &str, glossary: &Glossary) -> Vec<Concept> {
        let v = self.view();
        let folded = fold(query);
        let words: Vec<&str> = folded.split(' ').filter(|w| !w.is_empty()).collect();
        let stems: Vec<String> = words.iter().map(|w| stem(w)).collect();
        let ids: Vec<u32> = stems
            .iter()
            .map(|s| v.id_of(s).unwrap_or(u32::MAX))
            .collect();
        let mut out: Vec<Concept> = Vec::new();
        let mut i = 0;
        while i < words.len() {
            let mut matched = None;
            for len in (1..=(v.max_phrase as usize).min(words.len() - i)).rev() {
                let slice = &ids[i..i + len];
                if slice.contains(&u32::MAX) {
                    continue;
                }
                if let Some(terms) = v.terms_named(slice) {
                    // A lone stop word that happens to be a name is not a concept.
                    if len == 1 && STOP_WORDS.contains(&words[i]) {
                        continue;
                    }
                    matched = Some((len, terms));
                    break;
                }
            }
            let concept = match matched {
                Some((len, terms)) => {
                    i += len;
                    let mut alts: Vec<Vec<u32>> = Vec::new();
                    let mut keys: Vec<String> = Vec::new();
                    for &t in terms {
                        for a in v.term_alts(t) {
                            if !alts.iter().any(|x| x == a) {
                                alts.push(a.to_vec());
                            }
                        }
                        keys.push(glossary.terms()[t as usize].key.clone());
                    }
                    alts.sort();
                    keys.sort();
                    Concept {
                        parts: self.parts_of(&alts),
                        alts,
                        keys,
                    }
                }
                None => {
                    let w = words[i];
                    let id = ids[i];
                    let s = &stems[i];
                    i += 1;
                    if STOP_WORDS.contains(&w) {
                        continue;
                    }
                    Concept {
                        alts: if id == u32::MAX {
                            Vec::new()
                        } else {
                            vec![vec![id]]
                        },
                        parts: if s.chars().count() >= MIN_PART {
                            vec![s.clone()]
                        } else {
                            Vec::new()
                        },
                        keys: Vec::new(),
                    }
                }
            };
            if !out.contains(&concept) {
                out.push(concept);
            }
        }
        out
    }

    /// Weighted whole-word and word-part match counts of one concept per entry.
    fn concept_hits(&self, c: &Concept, entries: &[Entry]) -> (Vec<f64>, Vec<f64>) {
        let v = self.view();
        let n = entries.len();
        let mut full = vec![0.0f64; n];
        for alt in &c.alts {
            for &(e, f, p) in v.postings(alt[0]) {
                let field = v.field(e, f);
                let p = p as usize;
                if alt.len() == 1 || field.get(p..p + alt.len()) == Some(alt.as_slice()) {
                    full[e as usize] += WEIGHTS[f as usize];
                }
            }
        }
        if !c.keys.is_empty() {
            for (e, entry) in entries.iter().enumerate() {
                if entry
                    .expansions
                    .iter()
                    .chain(&entry.pieces)
                    .any(|k| c.keys.contains(k))
                {
                    full[e] += W_KEY;
                }
            }
        }
        // Every stem that holds a part but is not itself one of the names, once.
        let mut ids: Vec<u32> = Vec::new();
        for p in &c.parts {
            for (at, _) in v.joined.match_indices(p.as_str()) {
                let id = (v.starts.partition_point(|&s| s as usize <= at) - 1) as u32;
                if !c.alts.iter().any(|a| a.len() == 1 && a[0] == id) {
                    ids.push(id);
                }
            }
        }
        ids.sort_unstable();
        ids.dedup();
        let mut part = vec![0.0f64; n];
        for id in ids {
            for &(e, f, _) in v.postings(id) {
                part[e as usize] += WEIGHTS[f as usize];
            }
        }
        (full, part)
    }

    pub(crate) fn search<'a>(
        &self,
        query: &str,
        entries: &'a [Entry],
        glossary: &Glossary,
    ) -> Vec<Hit<'a>> {
        let n = entries.len();
        let concepts = self.concepts(query, glossary);
        let mut matched = vec![0u32; n];
        let mut found = vec![false; n];
        let mut weighted = vec![0.0f64; n];
        let mut total_weight = 0.0f64;
        for c in &concepts {
            let (full, part) = self.concept_hits(c, entries);
            let h: Vec<f64> = full
                .iter()
                .zip(&part)
                .map(|(f, p)| f + W_PART * p)
                .collect();
            let df = h.iter().filter(|&&x| x > 0.0).count();
            if df == 0 {
                continue;
            }
            let idf = idf(n, df);
            total_weight += idf;
            for e in 0..n {
                if h[e] > 0.0 {
                    found[e] = true;
                    if full[e] > 0.0 {
                        matched[e] += 1;
                    }
                    weighted[e] += idf * h[e] / (h[e] + 3.0);
                }
            }
        }
        let exact = query.trim();
        let mut hits: Vec<(usize, f64)> = (0..n)
            .filter_map(|e| {
                let bonus = if entries[e].id == exact {
                    concepts.len() as f64 + 1.0
                } else {
                    0.0
                };
                if !found[e] && bonus == 0.0 {
                    return None;
                }
                let frac = if total_weight > 0.0 {
                    0.999 * weighted[e] / total_weight
                } else {
                    0.0
                };
                Some((e, bonus + matched[e] as f64 + frac))
            })
            .collect();
        hits.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        hits.into_iter()
            .map(|(e, score)| Hit {
                entry: &entries[e],
                score: score as f32,
            })
            .collect()
    }

    /// Everything the page's script needs to run this search: the vocabulary, every field's
    /// stems (entries in database order, fields as in [`entry_fields`]), the entries' keys,
    /// the glossary names, the rarity table, the constants and the stop words.
    #[cfg(feature = "serde")]
    pub(crate) fn export(&self, entries: &[Entry], glossary: &Glossary) -> Value {
        let v = self.view();
        let n = entries.len();
        let words: Vec<&str> = (0..v.words() as u32).map(|i| v.word(i)).collect();
        let fields: Vec<Vec<&[u32]>> = (0..n as u32)
            .map(|e| (0..FIELDS as u8).map(|f| v.field(e, f)).collect())
            .collect();
        let keys: Vec<Vec<&String>> = entries
            .iter()
            .map(|e| e.expansions.iter().chain(&e.pieces).collect())
            .collect();
        let phrases: Vec<Value> = (0..v.phrases())
            .map(|p| {
                json!([
                    v.phrase(p as u32),
                    nth(v.phrase_terms_at, v.phrase_terms, p)
                ])
            })
            .collect();
        let terms = glossary.terms().len();
        let term_alts: Vec<Vec<&[u32]>> = (0..terms as u32)
            .map(|t| v.term_alts(t).collect())
            .collect();
        let term_keys: Vec<&str> = glossary.terms().iter().map(|t| t.key.as_str()).collect();
        let idf: Vec<f64> = (0..=n).map(|df| idf(n, df)).collect();
        json!({
            "words": words,
            "fields": fields,
            "fieldWeights": WEIGHTS,
            "keys": keys,
            "phrases": phrases,
            "maxPhrase": v.max_phrase,
            "termAlts": term_alts,
            "termKeys": term_keys,
            "idf": idf,
            "wKey": W_KEY,
            "wPart": W_PART,
            "minPart": MIN_PART,
            "stopWords": STOP_WORDS,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::Database;
    use super::*;

    #[test]
    fn stems_plurals_of_both_languages() {
        for (a, b) in [
            ("volgelingen", "volgeling"),
            ("bouwmeesters", "bouwmeester"),
            ("cities", "city"),
            ("followers", "follower"),
            ("tegels", "tegel"),
            ("meeples", "meeple"),
            ("monasteries", "monastery"),
            ("kloosters", "klooster"),
        ] {
            assert_eq!(stem(a), stem(b), "{a} / {b}");
        }
    }

    fn top_ids(db: &Database, q: &str, k: usize) -> Vec<String> {
        let mut v: Vec<String> = db
            .search(q)
            .into_iter()
            .take(k)
            .map(|h| h.entry.id.clone())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn synonyms_work_both_ways() {
        let db = Database::embedded();
        let nl = top_ids(db, "bouwmeester grote meeple", 10);
        let en = top_ids(db, "builder big follower", 10);
        assert!(!nl.is_empty());
        assert_eq!(nl, en);
        let seizer = top_ids(db, "Merchants & Makers pig", 8);
        let dutch = top_ids(db, "Kooplieden & Bouwmeesters varken", 8);
        assert_eq!(seizer, dutch);
    }

    #[test]
    fn finds_dutch_and_english_words_and_ignores_accents() {
        let db = Database::embedded();
        let first = |q: &str| db.search(q).first().map(|h| h.entry.id.clone());
        assert_eq!(
            first("tb.builder.place").as_deref(),
            Some("tb.builder.place")
        );
        let hits = db.search("kathedraal onvoltooide stad");
        assert!(hits
            .iter()
            .take(3)
            .any(|h| h.entry.id == "ic.cathedral.incomplete"));
        let hits = db.search("tavern unfinished road");
        assert!(hits
            .iter()
            .take(3)
            .any(|h| h.entry.id == "ic.inn.incomplete"));
        let plain = top_ids(db, "abt tuin", 5);
        let accents = top_ids(db, "ÁBT TÚÏN", 5);
        assert_eq!(plain, accents);
        assert!(db.search("de het een").is_empty());
        assert!(db.search("").is_empty());
    }

    #[test]
    fn whole_words_rank_above_word_parts() {
        let db = Database::embedded();
        // "meer" the lake: the lake's rulings first, before "één of meer" and "meerderheid".
        let hits = db.search("meer");
        assert!(hits[0].entry.id.starts_with("river.lake"), "{:?}", hits[0]);
        // "punt" inside "puntentelling" is found, but after every entry with the word itself.
        let hits = db.search("punt");
        let whole = |e: &Entry| {
            [&e.title.en, &e.title.nl, &e.id, &e.text.en, &e.text.nl]
                .iter()
                .any(|t| fold(t).split(' ').any(|w| stem(w) == "punt"))
        };
        let first_part = hits.iter().position(|h| h.score < 1.0).unwrap();
        assert!(first_part > 0);
        assert!(hits[..first_part].iter().all(|h| whole(h.entry)));
        assert!(hits[first_part..].iter().all(|h| !whole(h.entry)));
        assert!(hits[first_part..]
            .iter()
            .any(|h| fold(&h.entry.text.nl).contains("puntentelling")));
        // Three letters are too few to look inside words.
        assert!(db.search("unt").is_empty());
    }

    #[test]
    fn names_of_the_expansions_and_of_the_big_follower() {
        let db = Database::embedded();
        assert_eq!(
            top_ids(db, "big meeple", 15),
            top_ids(db, "big follower", 15)
        );
        assert_eq!(
            top_ids(db, "Hills & Sheep shepherd", 10),
            top_ids(db, "Herders & Wijngaarden herder", 10)
        );
        assert_eq!(
            top_ids(db, "Under the Big Top ringmaster", 10),
            top_ids(db, "Circus & Artiesten circusdirectrice", 10)
        );
        // An abbey is not a monastery: no monastery ruling is found for it.
        assert!(db
            .search("abbey")
            .iter()
            .all(|h| !h.entry.id.contains("monastery")));
        assert!(!db.search("monastery").is_empty());
    }

    #[test]
    fn more_distinct_terms_rank_first() {
        let db = Database::embedded();
        let hits = db.search("varken boer stad");
        assert!(hits.windows(2).all(|w| w[0].score >= w[1].score));
        let best = hits[0].score.floor();
        assert!(best >= 2.0, "{best}");
    }
}
