//! Full-text search over both languages with glossary synonyms.
//!
//! Every text is folded (case, accents, punctuation; see [`fold`]), split into words and
//! each word reduced to a rough stem (plural and inflection endings of English and Dutch cut
//! off), so `volgelingen` finds `volgeling` and `cities` finds `city`. Stems are interned
//! and an inverted index maps each stem to its positions, built once at load.
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

use std::collections::HashMap;

use serde_json::{json, Value};

use super::glossary::{fold, Glossary};
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

/// A rough stem: plural and inflection endings of English and Dutch cut off, the same way
/// for documents and queries.
fn stem(word: &str) -> String {
    let mut w = word.to_string();
    let n = w.chars().count();
    if n > 4 && w.ends_with("ies") {
        w.truncate(w.len() - 3);
        w.push('y');
        return w;
    }
    if n > 3 && w.ends_with('s') && !w.ends_with("ss") {
        w.pop();
    }
    if w.chars().count() > 4 && w.ends_with("en") {
        w.truncate(w.len() - 2);
    }
    if w.chars().count() > 3 && w.ends_with('e') {
        w.pop();
    }
    w
}

#[derive(Debug)]
struct Field {
    weight: f64,
    stems: Vec<u32>,
}

/// The search index, built once at load.
#[derive(Debug, Default)]
pub(crate) struct Index {
    vocab: HashMap<String, u32>,
    /// stem id → stem.
    words: Vec<String>,
    /// Every stem, each followed by a newline, for finding word parts quickly.
    joined: String,
    /// Where each stem starts in `joined`.
    starts: Vec<usize>,
    /// stem id → (entry, field, position) list.
    postings: HashMap<u32, Vec<(u32, u8, u16)>>,
    /// per entry: its fields' stem ids.
    fields: Vec<Vec<Field>>,
    /// per entry: its expansion and piece keys.
    keys: Vec<Vec<String>>,
    /// glossary name (as stem ids) → terms having that name.
    phrases: HashMap<Vec<u32>, Vec<usize>>,
    /// the glossary names in the order they were first seen (for the export).
    phrase_order: Vec<Vec<u32>>,
    /// the longest glossary name, in words.
    max_phrase: usize,
    /// per glossary term: every name as stem ids.
    term_alts: Vec<Vec<Vec<u32>>>,
    /// per glossary term: its key.
    term_keys: Vec<String>,
    /// `idf[df]`: the rarity weight of a concept found in `df` entries.
    idf: Vec<f64>,
}

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

impl Index {
    fn intern(&mut self, s: String) -> u32 {
        if let Some(&id) = self.vocab.get(&s) {
            return id;
        }
        let id = self.words.len() as u32;
        self.words.push(s.clone());
        self.vocab.insert(s, id);
        id
    }

    fn stems_of(&mut self, text: &str) -> Vec<u32> {
        fold(text)
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(|w| {
                let s = stem(w);
                self.intern(s)
            })
            .collect()
    }

    pub(crate) fn build(entries: &[Entry], glossary: &Glossary) -> Index {
        let mut ix = Index::default();
        for (ei, e) in entries.iter().enumerate() {
            let parts = [
                (W_TITLE, e.title.en.as_str()),
                (W_TITLE, e.title.nl.as_str()),
                (W_ID, e.id.as_str()),
                (W_TEXT, e.text.en.as_str()),
                (W_TEXT, e.text.nl.as_str()),
            ];
            let mut fields = Vec::with_capacity(parts.len());
            for (fi, (weight, text)) in parts.into_iter().enumerate() {
                let stems = ix.stems_of(text);
                for (pos, &s) in stems.iter().enumerate().take(u16::MAX as usize) {
                    ix.postings
                        .entry(s)
                        .or_default()
                        .push((ei as u32, fi as u8, pos as u16));
                }
                fields.push(Field { weight, stems });
            }
            ix.fields.push(fields);
            ix.keys.push(
                e.expansions
                    .iter()
                    .chain(&e.pieces)
                    .cloned()
                    .collect::<Vec<_>>(),
            );
        }
        for (ti, names) in glossary.folded_names().iter().enumerate() {
            let mut alts: Vec<Vec<u32>> = Vec::new();
            for name in names {
                let ids = ix.stems_of(name);
                if ids.is_empty() {
                    continue;
                }
                ix.max_phrase = ix.max_phrase.max(ids.len());
                if !ix.phrases.contains_key(&ids) {
                    ix.phrase_order.push(ids.clone());
                }
                let v = ix.phrases.entry(ids.clone()).or_default();
                if !v.contains(&ti) {
                    v.push(ti);
                }
                if !alts.contains(&ids) {
                    alts.push(ids);
                }
            }
            ix.term_alts.push(alts);
            ix.term_keys.push(glossary.terms()[ti].key.clone());
        }
        for w in &ix.words {
            ix.starts.push(ix.joined.len());
            ix.joined.push_str(w);
            ix.joined.push('\n');
        }
        let n = entries.len();
        ix.idf = (0..=n)
            .map(|df| {
                if df == 0 {
                    0.0
                } else {
                    (1.0 + n as f64 / df as f64).ln()
                }
            })
            .collect();
        ix
    }

    /// The stems of one-word alternatives long enough to be looked for inside words.
    fn parts_of(&self, alts: &[Vec<u32>]) -> Vec<String> {
        alts.iter()
            .filter(|a| a.len() == 1)
            .map(|a| self.words[a[0] as usize].clone())
            .filter(|w| w.chars().count() >= MIN_PART)
            .collect()
    }

    /// Splits a query into concepts (see the module documentation).
    fn concepts(&self, query: &str) -> Vec<Concept> {
        let folded = fold(query);
        let words: Vec<&str> = folded.split(' ').filter(|w| !w.is_empty()).collect();
        let stems: Vec<String> = words.iter().map(|w| stem(w)).collect();
        let ids: Vec<u32> = stems
            .iter()
            .map(|s| self.vocab.get(s).copied().unwrap_or(u32::MAX))
            .collect();
        let mut out: Vec<Concept> = Vec::new();
        let mut i = 0;
        while i < words.len() {
            let mut matched = None;
            for len in (1..=self.max_phrase.min(words.len() - i)).rev() {
                let slice = &ids[i..i + len];
                if slice.contains(&u32::MAX) {
                    continue;
                }
                if let Some(terms) = self.phrases.get(slice) {
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
                        for a in &self.term_alts[t] {
                            if !alts.contains(a) {
                                alts.push(a.clone());
                            }
                        }
                        keys.push(self.term_keys[t].clone());
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
    fn concept_hits(&self, c: &Concept, n: usize) -> (Vec<f64>, Vec<f64>) {
        let mut full = vec![0.0f64; n];
        for alt in &c.alts {
            let Some(list) = self.postings.get(&alt[0]) else {
                continue;
            };
            for &(e, f, p) in list {
                let field = &self.fields[e as usize][f as usize];
                let p = p as usize;
                if alt.len() == 1 || field.stems.get(p..p + alt.len()) == Some(alt.as_slice()) {
                    full[e as usize] += field.weight;
                }
            }
        }
        if !c.keys.is_empty() {
            for (e, keys) in self.keys.iter().enumerate() {
                if keys.iter().any(|k| c.keys.contains(k)) {
                    full[e] += W_KEY;
                }
            }
        }
        // Every stem that holds a part but is not itself one of the names, once.
        let mut ids: Vec<u32> = Vec::new();
        for p in &c.parts {
            for (at, _) in self.joined.match_indices(p.as_str()) {
                let id = (self.starts.partition_point(|&s| s <= at) - 1) as u32;
                if !c.alts.iter().any(|a| a.len() == 1 && a[0] == id) {
                    ids.push(id);
                }
            }
        }
        ids.sort_unstable();
        ids.dedup();
        let mut part = vec![0.0f64; n];
        for id in ids {
            for &(e, f, _) in self.postings.get(&id).into_iter().flatten() {
                part[e as usize] += self.fields[e as usize][f as usize].weight;
            }
        }
        (full, part)
    }

    pub(crate) fn search<'a>(
        &self,
        query: &str,
        entries: &'a [Entry],
        _glossary: &Glossary,
    ) -> Vec<Hit<'a>> {
        let n = entries.len();
        let concepts = self.concepts(query);
        let mut matched = vec![0u32; n];
        let mut found = vec![false; n];
        let mut weighted = vec![0.0f64; n];
        let mut total_weight = 0.0f64;
        for c in &concepts {
            let (full, part) = self.concept_hits(c, n);
            let h: Vec<f64> = full
                .iter()
                .zip(&part)
                .map(|(f, p)| f + W_PART * p)
                .collect();
            let df = h.iter().filter(|&&x| x > 0.0).count();
            if df == 0 {
                continue;
            }
            let idf = self.idf[df];
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
    /// stems (entries in database order, fields as in [`Index::build`]), the entries' keys,
    /// the glossary names, the rarity table, the constants and the stop words.
    pub(crate) fn export(&self) -> Value {
        let phrases: Vec<Value> = self
            .phrase_order
            .iter()
            .map(|ids| json!([ids, self.phrases[ids]]))
            .collect();
        json!({
            "words": self.words,
            "fields": self.fields.iter().map(|fs| fs.iter().map(|f| &f.stems).collect::<Vec<_>>()).collect::<Vec<_>>(),
            "fieldWeights": [W_TITLE, W_TITLE, W_ID, W_TEXT, W_TEXT],
            "keys": self.keys,
            "phrases": phrases,
            "maxPhrase": self.max_phrase,
            "termAlts": self.term_alts,
            "termKeys": self.term_keys,
            "idf": self.idf,
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
