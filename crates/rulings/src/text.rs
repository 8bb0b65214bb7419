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

/// The stem of a folded word as the English snowball stemmer gives it.
pub(crate) fn stem_en(word: &str) -> String {
    rust_stemmers::Stemmer::create(rust_stemmers::Algorithm::English)
        .stem(word)
        .into_owned()
}

/// The stem of a folded word as the Dutch snowball stemmer gives it.
pub(crate) fn stem_nl(word: &str) -> String {
    rust_stemmers::Stemmer::create(rust_stemmers::Algorithm::Dutch)
        .stem(word)
        .into_owned()
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

/// How many fields each entry has in the index: title (en, nl), id, text (en, nl), asks (en,
/// nl).
pub(crate) const FIELDS: usize = 7;

/// The shortest part of a compound word of the entries indexed as its parts.
pub(crate) const MIN_COMPOUND_PART: usize = 4;

/// The language of each field: `Some(false)` English, `Some(true)` Dutch, `None` the id
/// (read with the English stems).
pub(crate) const FIELD_DUTCH: [bool; FIELDS] = [false, true, false, false, true, false, true];

/// An entry's asks: how players ask for it, in English and in Dutch (`asks` in the rulings
/// files; see `rulings/README.md`).
pub(crate) type Asks = (Vec<String>, Vec<String>);

/// The field of the id.
pub(crate) const ID: usize = 2;

/// The fields of the asks, English and Dutch.
pub(crate) const ASKS_EN: usize = 5;
pub(crate) const ASKS_NL: usize = 6;

/// An entry's index fields (see [`FIELDS`]) from its title, id, text and asks. The asks are
/// read as a question is ([`read_asks`]), so that what a player says and what an ask says
/// meet in the same words.
pub(crate) fn index_fields_of(
    title: (&str, &str),
    id: &str,
    text: (&str, &str),
    asks: (&[String], &[String]),
    talk: &TableTalk,
) -> [String; FIELDS] {
    [
        title.0.to_string(),
        title.1.to_string(),
        id.to_string(),
        text.0.to_string(),
        text.1.to_string(),
        read_asks(asks.0, talk),
        read_asks(asks.1, talk),
    ]
}

/// The asks of one language as one field: each ask folded, its table talk replaced by what it
/// means, longest saying first, a contraction spelled out and matched again (`doesnt fit` →
/// `does not fit` → `unplaceable`), exactly as `search.rs` reads a question's words; then the
/// words a question drops (ignored words, a game's name) dropped. One line per ask (an ask
/// left with no word is left out): [`build_tables`] reads where each ask starts from the line
/// breaks.
pub(crate) fn read_asks(asks: &[String], talk: &TableTalk) -> String {
    let longest = talk
        .say
        .iter()
        .map(|(s, _)| s.split(' ').count())
        .max()
        .unwrap_or(0);
    let find = |saying: &str| {
        talk.say
            .binary_search_by(|(s, _)| s.as_str().cmp(saying))
            .ok()
            .map(|k| talk.say[k].1.as_str())
    };
    let ignored = |w: &str| talk.ignore.binary_search_by(|x| x.as_str().cmp(w)).is_ok();
    let game_word = |w: &str| talk.game_words.iter().any(|(g, _)| g == w);
    let mut lines: Vec<String> = Vec::new();
    for ask in asks {
        let folded = fold(ask);
        let mut words: Vec<String> = folded
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        let mut out: Vec<String> = Vec::new();
        let mut i = 0;
        let mut spelled = 0;
        while i < words.len() {
            let found = (1..=longest.min(words.len() - i)).rev().find_map(|len| {
                let saying = words[i..i + len].join(" ");
                find(&saying).map(|m| (len, m))
            });
            let Some((len, means)) = found else {
                out.push(words[i].clone());
                i += 1;
                continue;
            };
            let contraction = means.contains(' ') && means.split(' ').all(ignored);
            if len == 1 && i >= spelled && contraction {
                let spelled_out: Vec<String> = means.split(' ').map(str::to_string).collect();
                spelled = i + spelled_out.len();
                words.splice(i..=i, spelled_out);
                continue;
            }
            out.extend(means.split(' ').map(str::to_string));
            i += len;
        }
        out.retain(|w| !ignored(w) && !game_word(w));
        if !out.is_empty() {
            lines.push(out.join(" "));
        }
    }
    lines.join("\n")
}

/// A list of strings, joined: string `i` is `joined[starts[i]..starts[i + 1]]`.
#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct StrList {
    pub joined: String,
    pub starts: Vec<u32>,
}

impl StrList {
    fn new<S: AsRef<str>>(items: impl IntoIterator<Item = S>) -> StrList {
        let mut l = StrList::default();
        l.starts.push(0);
        for s in items {
            l.joined.push_str(s.as_ref());
            l.starts.push(l.joined.len() as u32);
        }
        l
    }
}

/// The table talk of `rulings/table-talk.txt`: words ignored in questions, what players say
/// and what it means in the rules' words, and the id prefixes of rule variants.
#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct TableTalk {
    /// Folded words never searched for, sorted, each once.
    pub ignore: Vec<String>,
    /// (what players say, what it means), folded, sorted by what players say.
    pub say: Vec<(String, String)>,
    /// Id prefixes of the entries that describe rule variants and options.
    pub variant_ids: Vec<String>,
    /// Words that name a game (folded, sorted), with the game's index in `Game::ALL`.
    pub game_words: Vec<(String, u32)>,
    /// Expansion keys that count as another box where the question points (a current
    /// edition as its classic box), sorted, with that box's key.
    pub same_box: Vec<(String, String)>,
}

impl TableTalk {
    /// Reads the table-talk file: `#` starts a comment; `ignore = WORDS`, `variant-ids =
    /// PREFIXES`, `same-box = BOX KEYS`, or `SAYING, SAYING = MEANING` per line. Errors name
    /// the line.
    pub(crate) fn parse(text: &str) -> Result<TableTalk, String> {
        let mut t = TableTalk::default();
        for (n, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let Some((left, right)) = line.split_once('=') else {
                return Err(format!("table-talk.txt:{}: no `=`", n + 1));
            };
            let left = left.trim();
            match left {
                "ignore" => t.ignore.extend(fold(right).split(' ').map(str::to_string)),
                "variant-ids" => t
                    .variant_ids
                    .extend(right.split_whitespace().map(str::to_string)),
                "same-box" => {
                    let mut keys = right.split_whitespace();
                    let Some(first) = keys.next() else {
                        return Err(format!("table-talk.txt:{}: no box after `=`", n + 1));
                    };
                    for k in keys {
                        if t.same_box.iter().any(|(x, _)| x == k) {
                            return Err(format!("table-talk.txt:{}: `{k}` in two boxes", n + 1));
                        }
                        t.same_box.push((k.to_string(), first.to_string()));
                    }
                }
                _ if left.ends_with("-words") => {
                    let game = arbiter_ids::Game::ALL
                        .iter()
                        .position(|g| left == format!("{}-words", g.key()))
                        .ok_or_else(|| format!("table-talk.txt:{}: no game {left}", n + 1))?;
                    for w in fold(right).split(' ').filter(|w| !w.is_empty()) {
                        t.game_words.push((w.to_string(), game as u32));
                    }
                }
                _ => {
                    let means = fold(right);
                    if means.is_empty() {
                        return Err(format!("table-talk.txt:{}: nothing after `=`", n + 1));
                    }
                    for say in left.split(',').map(fold).filter(|s| !s.is_empty()) {
                        if t.say.iter().any(|(s, _)| *s == say) {
                            return Err(format!("table-talk.txt:{}: `{say}` said twice", n + 1));
                        }
                        t.say.push((say, means.clone()));
                    }
                }
            }
        }
        t.ignore.retain(|w| !w.is_empty());
        t.ignore.sort();
        t.ignore.dedup();
        t.say.sort();
        t.game_words.sort();
        t.game_words.dedup();
        t.same_box.sort();
        Ok(t)
    }
}

/// The search index as plain tables (see `search.rs` for how it is searched). Lists of lists
/// are flattened: list `i` of `xs` is `xs[at[i]..at[i + 1]]`.
///
/// Every folded word of the entries, the glossary and the table talk is a *surface word*;
/// each has an English and a Dutch stem (snowball), interned as stem ids. English fields are
/// indexed by English stems, Dutch fields by Dutch stems, so a query word, whatever its
/// language, is looked for as its English stem in English text and its Dutch stem in Dutch
/// text. A query is only ever looked up in these tables, never stemmed: a script searching
/// the same tables ranks alike.
#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct Tables {
    /// The surface words, sorted.
    pub surface: StrList,
    /// Per surface word: its English stem id, its Dutch stem id, how often it occurs in the
    /// entries (for choosing among equally near corrections of a typo).
    pub surface_en: Vec<u32>,
    pub surface_nl: Vec<u32>,
    pub surface_freq: Vec<u32>,
    /// Per surface word: its length in characters and the set of its letters (see
    /// [`letter_set`]), so that correcting a typo rules out most words without reading them.
    pub surface_len: Vec<u32>,
    pub surface_letters: Vec<u32>,
    /// Per surface word: how often the entries' English fields use it minus how often their
    /// Dutch fields do (which language a question's words are in; see `search.rs`).
    pub surface_lean: Vec<i32>,
    /// How many distinct stems there are.
    pub stems: u32,
    /// Per entry and field (`entry * FIELDS + field`): the field's stem ids.
    pub field_at: Vec<u32>,
    pub field_stems: Vec<u32>,
    /// Per entry: how many words of its English and of its Dutch title are not ignored words.
    pub title_len: Vec<u32>,
    /// Per entry and language of the asks (`entry * 2 + 0` English, `+ 1` Dutch): where each
    /// ask ends in its field (the first starts at 0), as a list of `ask_ends`.
    pub ask_at: Vec<u32>,
    pub ask_ends: Vec<u16>,
    /// Per stem id: its (entry, field, position) postings.
    pub post_at: Vec<u32>,
    pub post: Vec<(u32, u8, u16)>,
    /// The postings of compound parts (stem, entry, field, position), also in `post`: what a
    /// script adds to the postings it reads off the fields.
    pub compound_posts: Vec<(u32, u32, u8, u16)>,
    /// Per glossary name, in the order first seen: its English and its Dutch stem ids.
    pub phrase_en_at: Vec<u32>,
    pub phrase_en: Vec<u32>,
    pub phrase_nl_at: Vec<u32>,
    pub phrase_nl: Vec<u32>,
    /// Per glossary name: the terms having that name.
    pub phrase_terms_at: Vec<u32>,
    pub phrase_terms: Vec<u32>,
    /// Glossary name indices sorted by their English, and by their Dutch, stem ids.
    pub phrase_by_en: Vec<u32>,
    pub phrase_by_nl: Vec<u32>,
    /// Per glossary term: its names (as indices of glossary names), each once.
    pub alt_at: Vec<u32>,
    pub alts: Vec<u32>,
    /// The longest glossary name, in words.
    pub max_phrase: u32,
    /// Table talk: the ignored words (sorted), the sayings (sorted) and their meanings, the
    /// longest saying in words, and the variant id prefixes.
    pub ignore: StrList,
    pub say: StrList,
    pub means: StrList,
    pub max_say: u32,
    pub variant_ids: StrList,
    /// Words that name a game (sorted) and the game each names.
    pub game_words: StrList,
    pub game_word_game: Vec<u32>,
    /// Expansion keys that count as another box (sorted) and the box each counts as.
    pub same_box: StrList,
    pub same_box_as: StrList,
}

/// The set of a word's characters as bits: `a` to `z` bits 0 to 25, any other character one
/// of bits 26 to 31. One edit changes at most two bits, so two words whose sets differ in more
/// than `2·k` bits are more than `k` edits apart.
pub(crate) fn letter_set(w: &str) -> u32 {
    w.chars().fold(0u32, |set, c| {
        let bit = if c.is_ascii_lowercase() {
            c as u32 - 'a' as u32
        } else {
            26 + c as u32 % 6
        };
        set | 1 << bit
    })
}

/// Builds the index tables of the entries' fields (`[title en, title nl, id, text en, text
/// nl]` each), the glossary terms' folded names (see [`folded_names`]) and the table talk.
pub(crate) fn build_tables(
    entries: &[[&str; FIELDS]],
    term_names: &[Vec<String>],
    talk: &TableTalk,
) -> Tables {
    let freq = word_counts(entries, term_names, talk);
    let mut surface: Vec<String> = freq.keys().cloned().collect();
    surface.sort();
    let words = Words::new(&surface, &freq, &talk.ignore);
    let mut t = Tables::default();
    index_fields(&mut t, &words, entries);
    index_phrases(&mut t, &words, term_names);
    index_asks(&mut t, entries);
    t.title_len = entries
        .iter()
        .flat_map(|f| [f[0], f[1]])
        .map(|title| {
            fold(title)
                .split(' ')
                .filter(|w| !w.is_empty() && talk.ignore.binary_search(&w.to_string()).is_err())
                .count() as u32
        })
        .collect();
    t.surface = StrList::new(&surface);
    t.surface_freq = surface.iter().map(|w| freq[w]).collect();
    t.surface_len = surface.iter().map(|w| w.chars().count() as u32).collect();
    t.surface_letters = surface.iter().map(|w| letter_set(w)).collect();
    t.surface_lean = language_lean(entries, &surface);
    t.stems = words.stems;
    t.surface_en = words.en;
    t.surface_nl = words.nl;
    t.ignore = StrList::new(&talk.ignore);
    t.say = StrList::new(talk.say.iter().map(|(s, _)| s));
    t.means = StrList::new(talk.say.iter().map(|(_, m)| m));
    t.max_say = talk
        .say
        .iter()
        .map(|(s, _)| s.split(' ').count() as u32)
        .max()
        .unwrap_or(0);
    t.variant_ids = StrList::new(&talk.variant_ids);
    t.game_words = StrList::new(talk.game_words.iter().map(|(w, _)| w));
    t.game_word_game = talk.game_words.iter().map(|(_, g)| *g).collect();
    t.same_box = StrList::new(talk.same_box.iter().map(|(k, _)| k));
    t.same_box_as = StrList::new(talk.same_box.iter().map(|(_, b)| b));
    t
}

/// Per surface word (sorted): its uses in the entries' English fields minus those in their
/// Dutch fields.
fn language_lean(entries: &[[&str; FIELDS]], surface: &[String]) -> Vec<i32> {
    let mut lean = vec![0i32; surface.len()];
    for fields in entries {
        for (f, text) in fields.iter().enumerate() {
            let d = if FIELD_DUTCH[f] { -1 } else { 1 };
            for w in fold(text).split(' ').filter(|w| !w.is_empty()) {
                if let Ok(i) = surface.binary_search_by(|s| s.as_str().cmp(w)) {
                    lean[i] += d;
                }
            }
        }
    }
    lean
}

/// Every surface word, with how often the entries use it (0 for the words only the glossary
/// and the table talk use).
fn word_counts(
    entries: &[[&str; FIELDS]],
    term_names: &[Vec<String>],
    talk: &TableTalk,
) -> HashMap<String, u32> {
    let mut freq: HashMap<String, u32> = HashMap::new();
    for fields in entries {
        for text in fields {
            for w in fold(text).split(' ').filter(|w| !w.is_empty()) {
                *freq.entry(w.to_string()).or_insert(0) += 1;
            }
        }
    }
    let extra = term_names
        .iter()
        .flatten()
        .map(String::as_str)
        .chain(talk.ignore.iter().map(String::as_str))
        .chain(talk.say.iter().flat_map(|(a, b)| [a.as_str(), b.as_str()]));
    for text in extra {
        for w in text.split(' ').filter(|w| !w.is_empty()) {
            freq.entry(w.to_string()).or_insert(0);
        }
    }
    freq
}

/// The surface words (sorted) with their stem ids in each language, and the compound each
/// is, if any.
struct Words<'s> {
    index_of: HashMap<&'s str, usize>,
    en: Vec<u32>,
    nl: Vec<u32>,
    stems: u32,
    compounds: Vec<Option<(usize, usize)>>,
}

impl<'s> Words<'s> {
    fn new(surface: &'s [String], freq: &HashMap<String, u32>, ignore: &[String]) -> Words<'s> {
        let mut stem_ids: HashMap<String, u32> = HashMap::new();
        let mut intern = |s: String| -> u32 {
            let next = stem_ids.len() as u32;
            *stem_ids.entry(s).or_insert(next)
        };
        let (mut en, mut nl) = (Vec::new(), Vec::new());
        // Dutch stems are marked apart from English ones only where they differ: one id space.
        for w in surface {
            en.push(intern(stem_en(w)));
            nl.push(intern(stem_nl(small_form(w, freq, ignore).unwrap_or(w))));
        }
        let index_of: HashMap<&str, usize> = surface
            .iter()
            .enumerate()
            .map(|(i, w)| (w.as_str(), i))
            .collect();
        let compounds = surface
            .iter()
            .map(|w| compound(w, freq, &index_of))
            .collect();
        Words {
            index_of,
            en,
            nl,
            stems: stem_ids.len() as u32,
            compounds,
        }
    }

    /// Surface word `i`'s stem id, Dutch or English.
    fn stem(&self, i: usize, dutch: bool) -> u32 {
        if dutch {
            self.nl[i]
        } else {
            self.en[i]
        }
    }

    /// The stem ids of a folded text's words.
    fn stems_of(&self, text: &str, dutch: bool) -> Vec<u32> {
        text.split(' ')
            .filter(|w| !w.is_empty())
            .map(|w| self.stem(self.index_of[w], dutch))
            .collect()
    }
}

/// The endings of Dutch diminutives and Flemish small forms, in the order they are tried
/// (longest first within each family): `-etje(s)` after a doubled letter (`poppetje`),
/// `-tje(s)`, `-pje(s)`, `-je(s)`, and the Flemish `-eke(s)`, `-ske(s)`, `-ke(s)`.
pub(crate) const DIMINUTIVES: [&str; 18] = [
    "etjes", "etje", "tjes", "tje", "pjes", "pje", "jes", "je", "ekes", "eke", "skes", "ske",
    "kes", "ke", "ekens", "eken", "kens", "ken",
];

/// The word a Dutch diminutive or Flemish small form is made of (`tegeltje` → `tegel`,
/// `poppetje` → `pop`, `boerke` → `boer`): the first ending of [`DIMINUTIVES`] the word ends
/// in whose stripped base, or that base with a doubled last letter made single, is one of
/// `known` of at least `MIN_BASE` letters and not one of `ignore` (sorted). A diminutive
/// is indexed with its word's Dutch stem, and an unknown one in a question is read as its
/// word (search `View::small_form`), so that `hoekje` and `hoek` meet.
pub(crate) fn small_form<'k>(
    w: &str,
    known: &'k HashMap<String, u32>,
    ignore: &[String],
) -> Option<&'k str> {
    let find = |s: &str| {
        let (k, _) = known.get_key_value(s)?;
        (s.chars().count() >= MIN_BASE && ignore.binary_search_by(|x| x.as_str().cmp(s)).is_err())
            .then_some(k.as_str())
    };
    for end in DIMINUTIVES {
        let Some(base) = w.strip_suffix(end) else {
            continue;
        };
        if let Some(k) = find(base) {
            return Some(k);
        }
        let mut last = base.chars().rev();
        if let (Some(a), Some(b)) = (last.next(), last.next()) {
            if a == b {
                if let Some(k) = find(&base[..base.len() - a.len_utf8()]) {
                    return Some(k);
                }
            }
        }
    }
    None
}

/// The shortest word a diminutive is read as.
pub(crate) const MIN_BASE: usize = 3;

/// The parts of a compound of the entries' text (Dutch mostly: `startwerkers`, `stadsmuur`):
/// a word that is two words of the entries, of at least `MIN_COMPOUND_PART` letters each,
/// joined directly or by a linking `s`, is indexed as its parts too (at its own position).
/// The longest first part is taken.
fn compound(
    w: &str,
    freq: &HashMap<String, u32>,
    index_of: &HashMap<&str, usize>,
) -> Option<(usize, usize)> {
    let chars: Vec<(usize, char)> = w.char_indices().collect();
    let n = chars.len();
    let used = |s: &str| freq.get(s).is_some_and(|&f| f > 0);
    for k in (MIN_COMPOUND_PART..=n.saturating_sub(MIN_COMPOUND_PART)).rev() {
        let (a, rest) = w.split_at(chars[k].0);
        if !used(a) {
            continue;
        }
        if used(rest) {
            return Some((index_of[a], index_of[rest]));
        }
        if let Some(b) = rest.strip_prefix('s') {
            if b.chars().count() >= MIN_COMPOUND_PART && used(b) {
                return Some((index_of[a], index_of[b]));
            }
        }
    }
    None
}

/// The entries' fields: each field's stems, and each stem's postings (a compound's parts
/// posted at the compound's position too).
fn index_fields(t: &mut Tables, words: &Words, entries: &[[&str; FIELDS]]) {
    let mut postings: Vec<Vec<(u32, u8, u16)>> = vec![Vec::new(); words.stems as usize];
    t.field_at.push(0);
    for (ei, fields) in entries.iter().enumerate() {
        for (fi, text) in fields.iter().enumerate() {
            let folded = fold(text);
            let stems = words.stems_of(&folded, FIELD_DUTCH[fi]);
            let surface = folded.split(' ').filter(|w| !w.is_empty());
            for (pos, (&s, w)) in stems
                .iter()
                .zip(surface)
                .enumerate()
                .take(u16::MAX as usize)
            {
                let at = (ei as u32, fi as u8, pos as u16);
                postings[s as usize].push(at);
                if let Some((a, b)) = words.compounds[words.index_of[w]] {
                    for part in [a, b] {
                        let p = words.stem(part, FIELD_DUTCH[fi]);
                        if p != s {
                            postings[p as usize].push(at);
                            t.compound_posts.push((p, at.0, at.1, at.2));
                        }
                    }
                }
            }
            t.field_stems.extend(&stems);
            t.field_at.push(t.field_stems.len() as u32);
        }
    }
    t.post_at.push(0);
    for list in postings {
        t.post.extend(list);
        t.post_at.push(t.post.len() as u32);
    }
}

/// Where each ask ends in the asks fields (one line per ask, see [`read_asks`]), in words.
fn index_asks(t: &mut Tables, entries: &[[&str; FIELDS]]) {
    t.ask_at.push(0);
    for fields in entries {
        for f in [ASKS_EN, ASKS_NL] {
            let mut end = 0usize;
            for line in fields[f].split('\n') {
                let n = fold(line).split(' ').filter(|w| !w.is_empty()).count();
                if n == 0 {
                    continue;
                }
                end = (end + n).min(u16::MAX as usize);
                t.ask_ends.push(end as u16);
            }
            t.ask_at.push(t.ask_ends.len() as u32);
        }
    }
}

/// The glossary names: one per distinct (English stems, Dutch stems), with the terms having
/// it; each term's names; both sort orders.
fn index_phrases(t: &mut Tables, words: &Words, term_names: &[Vec<String>]) {
    type Phrase = (Vec<u32>, Vec<u32>, Vec<u32>);
    let mut phrases: Vec<Phrase> = Vec::new();
    t.alt_at.push(0);
    for (ti, names) in term_names.iter().enumerate() {
        let mut mine: Vec<u32> = Vec::new();
        for name in names {
            let en = words.stems_of(name, false);
            if en.is_empty() {
                continue;
            }
            let nl = words.stems_of(name, true);
            t.max_phrase = t.max_phrase.max(en.len() as u32);
            let p = match phrases.iter().position(|p| p.0 == en && p.1 == nl) {
                Some(p) => p,
                None => {
                    phrases.push((en, nl, Vec::new()));
                    phrases.len() - 1
                }
            };
            if !phrases[p].2.contains(&(ti as u32)) {
                phrases[p].2.push(ti as u32);
            }
            if !mine.contains(&(p as u32)) {
                mine.push(p as u32);
            }
        }
        t.alts.extend(mine);
        t.alt_at.push(t.alts.len() as u32);
    }
    t.phrase_en_at.push(0);
    t.phrase_nl_at.push(0);
    t.phrase_terms_at.push(0);
    for (en, nl, terms) in &phrases {
        t.phrase_en.extend(en);
        t.phrase_en_at.push(t.phrase_en.len() as u32);
        t.phrase_nl.extend(nl);
        t.phrase_nl_at.push(t.phrase_nl.len() as u32);
        t.phrase_terms.extend(terms);
        t.phrase_terms_at.push(t.phrase_terms.len() as u32);
    }
    t.phrase_by_en = (0..phrases.len() as u32).collect();
    t.phrase_by_en.sort_by(|&a, &b| {
        phrases[a as usize]
            .0
            .cmp(&phrases[b as usize].0)
            .then(a.cmp(&b))
    });
    t.phrase_by_nl = (0..phrases.len() as u32).collect();
    t.phrase_by_nl.sort_by(|&a, &b| {
        phrases[a as usize]
            .1
            .cmp(&phrases[b as usize].1)
            .then(a.cmp(&b))
    });
}
