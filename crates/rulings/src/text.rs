//! Text handling of the rulings shared with `build.rs`, which includes this file with
//! `#[path]`: folding, stemming, the folded names of a glossary term and the construction of
//! the search index. The build script compiles the embedded database and its index with
//! these very functions, so the index compiled into the binary and one built at run time from
//! YAML files (as the tests do) are the same by construction.
//!
//! This file uses nothing but `std`: no `crate::` or `super::` paths.

use std::collections::HashMap;

/// Folds one character: lower case, diacritics removed. Returns up to two characters
/// (`ß` → `ss`, `æ` → `ae`, ...); characters that are not letters or digits fold to a space.
pub(crate) fn fold_char(c: char, out: &mut String) {
    let base = match c {
        'a'..='z' | '0'..='9' => c,
        'A'..='Z' => c.to_ascii_lowercase(),
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' | 'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å'
        | 'Ā' | 'Ă' | 'Ą' => 'a',
        'ç' | 'ć' | 'č' | 'Ç' | 'Ć' | 'Č' => 'c',
        'ď' | 'đ' | 'Ď' | 'Đ' => 'd',
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' | 'È' | 'É' | 'Ê' | 'Ë' | 'Ē' | 'Ė' | 'Ę'
        | 'Ě' => 'e',
        'ğ' | 'Ğ' => 'g',
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' | 'Ì' | 'Í' | 'Î' | 'Ï' | 'Ī' | 'Į' | 'İ' => {
            'i'
        }
        'ł' | 'ľ' | 'Ł' | 'Ľ' => 'l',
        'ñ' | 'ń' | 'ň' | 'Ñ' | 'Ń' | 'Ň' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' | 'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ö' | 'Ø' | 'Ō'
        | 'Ő' => 'o',
        'ř' | 'Ř' => 'r',
        'ś' | 'š' | 'ş' | 'Ś' | 'Š' | 'Ş' => 's',
        'ť' | 'ţ' | 'Ť' | 'Ţ' => 't',
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' | 'Ù' | 'Ú' | 'Û' | 'Ü' | 'Ū' | 'Ů' | 'Ű' => {
            'u'
        }
        'ý' | 'ÿ' | 'Ý' | 'Ÿ' => 'y',
        'ź' | 'ż' | 'ž' | 'Ź' | 'Ż' | 'Ž' => 'z',
        'ß' => {
            out.push_str("ss");
            return;
        }
        'æ' | 'Æ' => {
            out.push_str("ae");
            return;
        }
        'œ' | 'Œ' => {
            out.push_str("oe");
            return;
        }
        // Dutch ij ligature.
        'ĳ' | 'Ĳ' => {
            out.push_str("ij");
            return;
        }
        // Apostrophes join: "meeple's" → "meeples".
        '\'' | '’' | '`' | '´' => return,
        c if c.is_alphanumeric() => {
            for l in c.to_lowercase() {
                out.push(l);
            }
            return;
        }
        _ => ' ',
    };
    out.push(base);
}

/// Folds a text for comparison: lower case, diacritics removed (é→e, ë→e, ï→i, ô→o, ...),
/// apostrophes dropped, every run of other characters (punctuation, `&`, spaces) made one
/// space. Leading and trailing spaces are dropped.
pub fn fold(text: &str) -> String {
    let mut raw = String::with_capacity(text.len());
    for c in text.chars() {
        fold_char(c, &mut raw);
    }
    let mut out = String::with_capacity(raw.len());
    for word in raw.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// A rough stem: plural and inflection endings of English and Dutch cut off, the same way
/// for documents and queries.
pub(crate) fn stem(word: &str) -> String {
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

/// The folded names of a glossary term, each once, in order: its names (English, Seizer,
/// Dutch), then its key and its key read as words (`big-follower` → `big follower`).
pub(crate) fn folded_names<'a>(key: &str, names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for n in names
        .map(fold)
        .chain([fold(key), fold(&key.replace('-', " "))])
    {
        if !n.is_empty() && !out.contains(&n) {
            out.push(n);
        }
    }
    out
}

/// How many fields each entry has in the index: title (en, nl), id, text (en, nl).
pub(crate) const FIELDS: usize = 5;

/// The search index as plain tables (see `search.rs` for how it is searched). Lists of lists
/// are flattened: list `i` of `xs` is `xs[at[i]..at[i + 1]]`.
#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct Tables {
    /// Every stem, each followed by a newline, in stem-id order (for finding word parts).
    pub joined: String,
    /// Where each stem starts in `joined`, plus the length of `joined` at the end.
    pub starts: Vec<u32>,
    /// Stem ids sorted by their stem, for looking a stem up.
    pub sorted: Vec<u32>,
    /// Per stem id: its (entry, field, position) postings.
    pub post_at: Vec<u32>,
    pub post: Vec<(u32, u8, u16)>,
    /// Per entry and field (`entry * FIELDS + field`): the field's stem ids.
    pub field_at: Vec<u32>,
    pub field_stems: Vec<u32>,
    /// Per glossary name (as stem ids), in the order first seen: the name's stem ids.
    pub phrase_at: Vec<u32>,
    pub phrase_stems: Vec<u32>,
    /// Per glossary name: the terms having that name.
    pub phrase_terms_at: Vec<u32>,
    pub phrase_terms: Vec<u32>,
    /// The glossary names' indices sorted by their stem ids, for looking a name up.
    pub phrase_sorted: Vec<u32>,
    /// Per glossary term: its names (as indices of glossary names), each once.
    pub alt_at: Vec<u32>,
    pub alts: Vec<u32>,
    /// The longest glossary name, in words.
    pub max_phrase: u32,
}

/// Builds the index tables of the entries' fields (`[title en, title nl, id, text en, text
/// nl]` each) and of the glossary terms' folded names (see [`folded_names`]).
pub(crate) fn build_tables(entries: &[[&str; FIELDS]], term_names: &[Vec<String>]) -> Tables {
    let mut vocab: HashMap<String, u32> = HashMap::new();
    let mut words: Vec<String> = Vec::new();
    let mut stems_of = |text: &str| -> Vec<u32> {
        fold(text)
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(|w| {
                let s = stem(w);
                if let Some(&id) = vocab.get(&s) {
                    return id;
                }
                let id = words.len() as u32;
                words.push(s.clone());
                vocab.insert(s, id);
                id
            })
            .collect()
    };
    let mut t = Tables::default();
    let mut postings: Vec<Vec<(u32, u8, u16)>> = Vec::new();
    t.field_at.push(0);
    for (ei, fields) in entries.iter().enumerate() {
        for (fi, text) in fields.iter().enumerate() {
            let stems = stems_of(text);
            for (pos, &s) in stems.iter().enumerate().take(u16::MAX as usize) {
                if postings.len() <= s as usize {
                    postings.resize(s as usize + 1, Vec::new());
                }
                postings[s as usize].push((ei as u32, fi as u8, pos as u16));
            }
            t.field_stems.extend(&stems);
            t.field_at.push(t.field_stems.len() as u32);
        }
    }
    let mut phrases: Vec<(Vec<u32>, Vec<u32>)> = Vec::new();
    let mut phrase_of: HashMap<Vec<u32>, usize> = HashMap::new();
    t.alt_at.push(0);
    for (ti, names) in term_names.iter().enumerate() {
        let mut alts: Vec<u32> = Vec::new();
        for name in names {
            let ids = stems_of(name);
            if ids.is_empty() {
                continue;
            }
            t.max_phrase = t.max_phrase.max(ids.len() as u32);
            let p = *phrase_of.entry(ids.clone()).or_insert_with(|| {
                phrases.push((ids, Vec::new()));
                phrases.len() - 1
            });
            if !phrases[p].1.contains(&(ti as u32)) {
                phrases[p].1.push(ti as u32);
            }
            if !alts.contains(&(p as u32)) {
                alts.push(p as u32);
            }
        }
        t.alts.extend(alts);
        t.alt_at.push(t.alts.len() as u32);
    }
    postings.resize(words.len(), Vec::new());
    t.post_at.push(0);
    for list in postings {
        t.post.extend(list);
        t.post_at.push(t.post.len() as u32);
    }
    for w in &words {
        t.starts.push(t.joined.len() as u32);
        t.joined.push_str(w);
        t.joined.push('\n');
    }
    t.starts.push(t.joined.len() as u32);
    t.sorted = (0..words.len() as u32).collect();
    t.sorted
        .sort_by(|&a, &b| words[a as usize].cmp(&words[b as usize]));
    t.phrase_at.push(0);
    t.phrase_terms_at.push(0);
    for (ids, terms) in &phrases {
        t.phrase_stems.extend(ids);
        t.phrase_at.push(t.phrase_stems.len() as u32);
        t.phrase_terms.extend(terms);
        t.phrase_terms_at.push(t.phrase_terms.len() as u32);
    }
    t.phrase_sorted = (0..phrases.len() as u32).collect();
    t.phrase_sorted
        .sort_by(|&a, &b| phrases[a as usize].0.cmp(&phrases[b as usize].0));
    t
}
