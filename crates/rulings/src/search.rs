//! Search in a player's own words, English or Dutch: a small scoring model over an index
//! compiled at build time.
//!
//! # Reading the question
//!
//! 1. The question is folded (case, accents, punctuation; see [`fold`]) and split into words
//!    (at most [`MAX_WORDS`]; the rest is noted as not read).
//! 2. Each word is looked up among the *surface words*: every folded word of the entries, the
//!    glossary and the table talk (`rulings/table-talk.txt`). A word arbiter does not know is
//!    read as two known words when it splits into two (`keymarket` → `key market`, of at
//!    least three letters each, the longest first part first), else as the nearest known word
//!    by optimal-string-alignment distance (`strsim::osa_distance`; one edit for words of four
//!    to six letters, two for longer ones; among equally near words the most used, then the
//!    first in sorted order). Words of three letters or fewer are never corrected. Every
//!    correction is reported ("did you mean").
//! 3. Table talk is replaced by what it means in the rules' words, longest saying first
//!    (`thief` → `follower road`, `de grote` → `grote meeple`), then the words the table talk
//!    ignores (question words, filler) are dropped.
//! 4. The words left become *concepts*: a run of words that is a glossary name (longest
//!    first) becomes that term, matched through every name of the term in both languages and
//!    through the entries' `expansions`/`pieces` keys; any other word is a concept of its own.
//!    Each word has an English and a Dutch stem (snowball, `rust-stemmers`), looked up in the
//!    index, never computed at search time: English text is searched by English stems, Dutch
//!    text by Dutch stems.
//!
//! # The asks
//!
//! Every entry lists *asks*: questions players ask whose answer it is, in English and in
//! Dutch (`asks` in `rulings/*.yaml`, written from the rules, several per language). They are
//! read at build time exactly as a question is read (table talk replaced, ignored words
//! dropped; `text.rs` `read_asks`) and indexed as two more fields of the entry, with where
//! each ask ends. They let a question find its entry in the words players use ("nergens aan
//! vast" for a tile that must touch the others), and the single ask nearest to the question
//! tells near neighbours apart.
//!
//! # Scoring an entry
//!
//! For a concept `c` and an entry `e`, per language, with `T` 1 when a name of `c` is in the
//! title, `x` its occurrences in the text and `y` in the asks (BM25 saturation, `K1`, `B`,
//! `bm(x) = x·(K1+1) / (x + K1·(1 − B + B·len/avg))` with the field's length `len` against
//! the average `avg` of that field):
//!
//! ```text
//! h(c, e) = max over en, nl of [ W_TITLE·T + W_TEXT·bm(x) + W_ASK·bm(y) ]
//!           + W_ID·(a name in the id) + W_KEY·(one of c's glossary keys among e's keys)
//! ```
//!
//! `c` weighs `w(c) = √ln(1 + N/df)` times its share of a saying it comes from (`df` the
//! entries with `h > 0`; a concept that matches nothing weighs as much as the rarest and only
//! counts against coverage). The square root keeps one rare word ("different", "later") from
//! outweighing the rest of the question. A concept read from a corrected typo matches at
//! `1 − d/n` of its weight (`d` edits in `n` letters), so a guess never answers as surely as
//! the word itself. Then
//!
//! ```text
//! coverage(e)  = Σ w(c)·[h(c, e) > 0] / Σ w(c)          how much of the question e answers
//! fit(e)       = Σ w(c)·h(c, e) / (Σ w(c) · H_MAX)       how well (H_MAX: the largest h)
//! precision(e) = title words matched / title words       how much of its title is asked
//! ask(e)       = max over e's asks a of 2·q·r / (q + r)   its nearest ask, where
//!                q = Σ w(c)·sure over the concepts a matches / Σ w(c)   (the question said)
//!                r = words of a matched / words of a                    (the ask said)
//! score(e)     = (W_COVER·coverage + W_FIT·fit + W_PREC·precision + W_BEST·ask)
//!                · game(e) · Π groups(e)
//! ```
//!
//! *Priors*, from the question's own words: each concept points at a game and at *groups*
//! (an expansion other than the base game, or `variant`: the entries whose id starts with a
//! prefix of `variant-ids` in the table talk) by the share of its matches that belong to it,
//! a match weighing `h` in the title and `W_AWAY·h` elsewhere. Only the entries a concept
//! matches through the words as said count, when there are any: `meeple` points where the
//! rules say meeple (Carcassonne), not where a glossary name it shares says worker
//! (Keyflower). The game's evidence `E(g)` is the weighted mean share of the concepts; the
//! group's `G(x)` is the largest share of any concept, 1 when a concept's glossary key is `x`.
//!
//! ```text
//! game(e)   = P_GAME + (1 − P_GAME)·E(game of e)     (1 or P_GAME when a game is named)
//! groups(e) = Π over e's groups x of P_GROUP + (1 − P_GROUP)·G(x)
//! ```
//!
//! So a question about a thief on a road prefers the base game's rule to an FAQ ruling that
//! also needs the dragon, unless the question names the dragon; today's rules come before a
//! variant unless the question speaks of the variant; Keyflower answers Keyflower words. A
//! question that is an entry's id puts that entry first. An answer *answers well* when its
//! score is at least [`WELL`].
//!
//! The exported rulings page runs the same steps in its script, on data this module writes
//! ([`Index::export`]): the surface words with their stem ids, every field's stems, where
//! each ask ends, the glossary names, the table talk, the rarity table and the constants; the distance is the
//! same optimal string alignment. All arithmetic is in `f64` in the same order, with the
//! logarithms taken from a table, so both give bit-identical scores.

#[cfg(feature = "serde")]
use serde::Serialize;
#[cfg(feature = "serde")]
use serde_json::Value;

use super::glossary::Glossary;
use super::lang::Lang;
use super::text::{
    build_tables, fold, index_fields_of, letter_set, Asks, StrList, TableTalk, Tables, ASKS_EN,
    ASKS_NL, FIELDS, FIELD_DUTCH,
};
use super::{Entry, Game};

/// The table talk, embedded.
pub(crate) const TABLE_TALK: &str = include_str!("../../../rulings/table-talk.txt");

/// One search result.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit<'a> {
    /// The entry found.
    pub entry: &'a Entry,
    /// Between 0 and 1 (2 for the entry whose id the question is); see the module
    /// documentation.
    pub score: f32,
    /// The question's concepts this entry matched, as the words that made them.
    pub matched: Vec<String>,
}

/// One answer as ranked, before its entry is read: what a [`Hit`] is made of
/// ([`Database::ranked`](super::Database::ranked), [`Database::hit`](super::Database::hit)).
#[derive(Debug, Clone, PartialEq)]
pub struct Ranked {
    /// The entry's position in [`Database::entries`](super::Database::entries).
    pub at: usize,
    /// The entry's game.
    pub game: Game,
    /// As [`Hit::score`].
    pub score: f32,
    /// As [`Hit::matched`].
    pub matched: Vec<String>,
}

/// How arbiter read one word of the question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// A word arbiter knows.
    Known,
    /// Read as these known words: a split compound or a corrected typo.
    Corrected(Vec<String>),
    /// Nothing near enough.
    Unknown,
}

/// How a question was read: every word, the table talk replaced, and its concepts.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Understood {
    /// Each folded word of the question and how it was read.
    pub words: Vec<(String, Reading)>,
    /// The table talk used: (what was said, what it means).
    pub sayings: Vec<(String, String)>,
    /// The concepts, as the words that made each.
    pub concepts: Vec<String>,
    /// The game a word of the question names ("keyflower"), the last one named.
    pub game: Option<Game>,
    /// The language the question is written in, when its words say so: each known word
    /// votes for the language whose entries use it more (`surface_lean`); `None` on a tie.
    pub lang: Option<Lang>,
    /// The folded words past [`MAX_WORDS`], not read: a long question is read from its start.
    pub unread: Vec<String>,
}

/// The most words of a question read (a table argument of a few sentences; the rest of a
/// longer question is kept in [`Understood::unread`]).
pub const MAX_WORDS: usize = 100;
/// Field weights: title, text, id; a glossary key among the entry's keys.
const W_TITLE: f64 = 2.0;
const W_TEXT: f64 = 1.0;
const W_ID: f64 = 0.5;
const W_KEY: f64 = 1.5;
/// The weight of the asks (how players ask for the entry), saturated like the text.
const W_ASK: f64 = 1.0;
/// BM25 saturation and length normalisation of the text.
const K1: f64 = 0.6;
const B: f64 = 0.5;
/// The largest `h`: title, saturated text and asks, id and key.
const H_MAX: f64 = W_TITLE + (W_TEXT + W_ASK) * (K1 + 1.0) + W_ID + W_KEY;
/// What coverage, fit, title precision and the nearest ask count (summing to 1): what an
/// entry answers and how well count alike; the nearest ask and the title tell near
/// neighbours apart.
const W_COVER: f64 = 0.28;
const W_FIT: f64 = 0.28;
const W_PREC: f64 = 0.08;
const W_BEST: f64 = 0.36;
/// What a match outside the title weighs, against one in the title, in the shares of the
/// priors.
const W_AWAY: f64 = 0.25;
/// The factor of an entry of a game the question does not point at at all.
const P_GAME: f64 = 0.5;
/// The factor of each group (expansion, variant) of an entry the question does not point at.
const P_GROUP: f64 = 0.4;
/// The score from which an answer answers well.
pub const WELL: f32 = 0.35;
/// The shortest word split or corrected.
const MIN_CORRECT: usize = 4;
/// The shortest part of a split word.
const MIN_SPLIT: usize = 3;

/// What a question is split into.
#[derive(Debug, PartialEq)]
struct Concept {
    /// Names (English stem ids, Dutch stem ids) any of which counts as a match.
    alts: Vec<(Vec<u32>, Vec<u32>)>,
    /// The name as said (English stem ids, Dutch stem ids): one of `alts`.
    said: (Vec<u32>, Vec<u32>),
    /// Glossary keys (for the key weight and the groups).
    keys: Vec<String>,
    /// The words that made it.
    label: String,
    /// What it counts for: 1, or its share of a saying it comes from (`thief` → `follower
    /// road`: a half each).
    part: f64,
    /// How sure the reading is: 1, or `1 − d/n` for a typo of `n` letters corrected by `d`
    /// edits. It scales the concept's matches, not its weight in the question.
    sure: f64,
}

/// A word of the question on its way to a concept.
#[derive(Debug, Clone)]
struct Word {
    /// The folded word (a known surface word).
    word: String,
    /// What it counts for: 1, or its share of a saying it comes from.
    part: f64,
    /// How sure the reading is: 1, or `1 − d/n` for a corrected typo.
    sure: f64,
}

impl Word {
    fn new(word: &str, part: f64, sure: f64) -> Word {
        Word {
            word: word.to_string(),
            part,
            sure,
        }
    }
}

/// The search index: the tables of [`Tables`], either compiled into the binary (see
/// `build.rs`) or built at run time from parsed files.
// Both variants are large and a database holds exactly one.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub(crate) enum Index {
    /// Compiled at build time.
    Static(View<'static>),
    /// Built at run time.
    Built(Tables),
}

/// A borrowed [`StrList`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Strs<'a> {
    pub joined: &'a str,
    pub starts: &'a [u32],
}

impl<'a> Strs<'a> {
    fn len(&self) -> usize {
        self.starts.len() - 1
    }
    fn get(&self, i: usize) -> &'a str {
        &self.joined[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
    fn find(&self, s: &str) -> Option<usize> {
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            match self.get(mid).cmp(s) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(mid),
            }
        }
        None
    }
    fn all(&self) -> Vec<&'a str> {
        (0..self.len()).map(|i| self.get(i)).collect()
    }
}

impl StrList {
    fn strs(&self) -> Strs<'_> {
        Strs {
            joined: &self.joined,
            starts: &self.starts,
        }
    }
}

/// The index tables, borrowed (field meanings as in [`Tables`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct View<'a> {
    pub surface: Strs<'a>,
    pub surface_en: &'a [u32],
    pub surface_nl: &'a [u32],
    pub surface_freq: &'a [u32],
    pub surface_len: &'a [u32],
    pub surface_letters: &'a [u32],
    pub surface_lean: &'a [i32],
    pub stems: u32,
    pub field_at: &'a [u32],
    pub field_stems: &'a [u32],
    pub title_len: &'a [u32],
    pub ask_at: &'a [u32],
    pub ask_ends: &'a [u16],
    pub post_at: &'a [u32],
    pub post: &'a [(u32, u8, u16)],
    pub compound_posts: &'a [(u32, u32, u8, u16)],
    pub phrase_en_at: &'a [u32],
    pub phrase_en: &'a [u32],
    pub phrase_nl_at: &'a [u32],
    pub phrase_nl: &'a [u32],
    pub phrase_terms_at: &'a [u32],
    pub phrase_terms: &'a [u32],
    pub phrase_by_en: &'a [u32],
    pub phrase_by_nl: &'a [u32],
    pub alt_at: &'a [u32],
    pub alts: &'a [u32],
    pub max_phrase: u32,
    pub ignore: Strs<'a>,
    pub say: Strs<'a>,
    pub means: Strs<'a>,
    pub max_say: u32,
    pub variant_ids: Strs<'a>,
    pub game_words: Strs<'a>,
    pub game_word_game: &'a [u32],
}

impl Tables {
    fn view(&self) -> View<'_> {
        View {
            surface: self.surface.strs(),
            surface_en: &self.surface_en,
            surface_nl: &self.surface_nl,
            surface_freq: &self.surface_freq,
            surface_len: &self.surface_len,
            surface_letters: &self.surface_letters,
            surface_lean: &self.surface_lean,
            stems: self.stems,
            field_at: &self.field_at,
            field_stems: &self.field_stems,
            title_len: &self.title_len,
            ask_at: &self.ask_at,
            ask_ends: &self.ask_ends,
            post_at: &self.post_at,
            post: &self.post,
            compound_posts: &self.compound_posts,
            phrase_en_at: &self.phrase_en_at,
            phrase_en: &self.phrase_en,
            phrase_nl_at: &self.phrase_nl_at,
            phrase_nl: &self.phrase_nl,
            phrase_terms_at: &self.phrase_terms_at,
            phrase_terms: &self.phrase_terms,
            phrase_by_en: &self.phrase_by_en,
            phrase_by_nl: &self.phrase_by_nl,
            alt_at: &self.alt_at,
            alts: &self.alts,
            max_phrase: self.max_phrase,
            ignore: self.ignore.strs(),
            say: self.say.strs(),
            means: self.means.strs(),
            max_say: self.max_say,
            variant_ids: self.variant_ids.strs(),
            game_words: self.game_words.strs(),
            game_word_game: &self.game_word_game,
        }
    }
}

/// List `i` of a flattened list of lists.
fn nth<'a, T>(at: &[u32], xs: &'a [T], i: usize) -> &'a [T] {
    &xs[at[i] as usize..at[i + 1] as usize]
}

/// The fields of an entry as the index reads them ([`index_fields_of`]).
fn entry_fields(e: &Entry, asks: &Asks, talk: &TableTalk) -> [String; FIELDS] {
    index_fields_of(
        (&e.title.en, &e.title.nl),
        &e.id,
        (&e.text.en, &e.text.nl),
        (&asks.0, &asks.1),
        talk,
    )
}

/// What the search reads of an entry besides the index: its id, game and keys. Both a parsed
/// [`Entry`] and a compiled entry have it, so that searching the embedded database makes no
/// [`Entry`] but those it answers with.
pub(crate) trait Indexed {
    fn id(&self) -> &str;
    fn game(&self) -> Game;
    /// The expansion keys, then the piece keys.
    fn keys(&self) -> (&[impl AsRef<str>], &[impl AsRef<str>]);
}

impl Indexed for Entry {
    fn id(&self) -> &str {
        &self.id
    }
    fn game(&self) -> Game {
        self.game
    }
    fn keys(&self) -> (&[impl AsRef<str>], &[impl AsRef<str>]) {
        (&self.expansions, &self.pieces)
    }
}

/// Whether one of an entry's keys is one of `keys`.
fn has_key<M: Indexed>(e: &M, keys: &[String]) -> bool {
    let (x, p) = e.keys();
    x.iter()
        .map(AsRef::as_ref)
        .chain(p.iter().map(AsRef::as_ref))
        .any(|k| keys.iter().any(|c| c == k))
}

/// The rarity weight of a concept found in `df` of `n` entries (`df` 0 weighs as 1).
fn idf(n: usize, df: usize) -> f64 {
    (1.0 + n as f64 / df.max(1) as f64).ln().sqrt()
}

/// The groups of an entry (see the module documentation): its expansions other than the
/// base game, and `variant` for a variant.
fn groups<'e, M: Indexed>(e: &'e M, variant_ids: &Strs<'_>) -> Vec<&'e str> {
    let mut out: Vec<&str> = e
        .keys()
        .0
        .iter()
        .map(AsRef::as_ref)
        .filter(|x| *x != "base")
        .collect();
    if (0..variant_ids.len()).any(|i| e.id().starts_with(variant_ids.get(i))) {
        out.push("variant");
    }
    out
}

/// How often each ASCII byte occurs in a word; `None` when it has other characters.
fn letter_counts(w: &str) -> Option<[i16; 128]> {
    let mut counts = [0i16; 128];
    for b in w.bytes() {
        *counts.get_mut(b as usize)? += 1;
    }
    Some(counts)
}

/// False only when `s` cannot be within `max` edits of the word counted in `letters`: an
/// insertion, deletion or substitution changes the letter counts by at most 2 in all, a
/// transposition not at all, so more than `2·max` differences rule it out. A filter that
/// leaves the search's result unchanged, only faster. `letters` is borrowed as scratch and
/// left as it was.
fn within_letters(letters: &mut Option<[i16; 128]>, w: &str, s: &str, max: usize) -> bool {
    let Some(counts) = letters else {
        return true;
    };
    if !s.is_ascii() {
        return true;
    }
    for b in s.bytes() {
        counts[b as usize] -= 1;
    }
    // Each letter of either word once: its count's size, then marked done (i16::MIN).
    let mut diff = 0usize;
    for b in w.bytes().chain(s.bytes()) {
        let c = &mut counts[b as usize];
        if *c != i16::MIN {
            diff += c.unsigned_abs() as usize;
            *c = i16::MIN;
        }
    }
    // Restore the counts of `w`.
    for b in s.bytes() {
        counts[b as usize] = 0;
    }
    for b in w.bytes() {
        counts[b as usize] = 0;
    }
    for b in w.bytes() {
        counts[b as usize] += 1;
    }
    diff <= 2 * max
}

/// The one-word corrections of an unknown word: the nearest surface word (see the module
/// documentation), or `None`.
fn nearest_word<'a>(v: &View<'a>, w: &str) -> Option<&'a str> {
    let n = w.chars().count();
    let max = if n <= 6 { 1 } else { 2 };
    let mut best: Option<(usize, u32, usize)> = None;
    let mut letters = letter_counts(w);
    let set = letter_set(w);
    for i in 0..v.surface.len() {
        // The cheap tests first, on tables made at build time: length and letter set; then
        // the letter counts and the distance; the ignored words (a search of their list) only
        // for a word that is near.
        let m = v.surface_len[i] as usize;
        if m.abs_diff(n) > max
            || m < MIN_CORRECT
            || (v.surface_letters[i] ^ set).count_ones() as usize > 2 * max
        {
            continue;
        }
        let s = v.surface.get(i);
        if !within_letters(&mut letters, w, s, max) {
            continue;
        }
        let d = strsim::osa_distance(w, s);
        if d > max || v.ignore.find(s).is_some() {
            continue;
        }
        let f = v.surface_freq[i];
        let better = match best {
            None => true,
            Some((bd, bf, _)) => d < bd || (d == bd && f > bf),
        };
        if better {
            best = Some((d, f, i));
        }
    }
    best.map(|(_, _, i)| v.surface.get(i))
}

impl<'a> View<'a> {
    fn stem_pair(&self, word: &str) -> (u32, u32) {
        let i = self.surface.find(word).expect("a surface word");
        (self.surface_en[i], self.surface_nl[i])
    }

    fn phrase_en_of(&self, p: u32) -> &'a [u32] {
        nth(self.phrase_en_at, self.phrase_en, p as usize)
    }

    fn phrase_nl_of(&self, p: u32) -> &'a [u32] {
        nth(self.phrase_nl_at, self.phrase_nl, p as usize)
    }

    /// The terms having a glossary name whose English stems are `en` or whose Dutch stems
    /// are `nl`, sorted, each once.
    fn terms_named(&self, en: &[u32], nl: &[u32]) -> Vec<u32> {
        let mut out: Vec<u32> = Vec::new();
        for (sorted, seq, of) in [
            (
                self.phrase_by_en,
                en,
                View::phrase_en_of as fn(&Self, u32) -> &'a [u32],
            ),
            (self.phrase_by_nl, nl, View::phrase_nl_of),
        ] {
            let start = sorted.partition_point(|&p| of(self, p) < seq);
            for &p in &sorted[start..] {
                if of(self, p) != seq {
                    break;
                }
                out.extend(nth(self.phrase_terms_at, self.phrase_terms, p as usize));
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Reads a question (steps 1 to 4 of the module documentation).
    fn read(&self, query: &str, term_keys: &[&str]) -> (Understood, Vec<Concept>) {
        let mut u = Understood::default();
        let words = self.known_words(query, &mut u);
        u.lang = self.language(&u);
        let mut plain = self.table_talk(words, &mut u);
        plain.retain(|w| self.ignore.find(&w.word).is_none());
        // A game's name says which game is meant; it is not looked for in the text.
        plain.retain(|w| match self.game_words.find(&w.word) {
            Some(k) => {
                u.game = Game::ALL.get(self.game_word_game[k] as usize).copied();
                false
            }
            None => true,
        });
        let mut out = self.concepts(&plain, term_keys);
        // A word nothing was made of counts as a concept that matches nothing.
        for (w, r) in &u.words {
            if *r == Reading::Unknown {
                out.push(Concept {
                    alts: Vec::new(),
                    said: (Vec::new(), Vec::new()),
                    keys: Vec::new(),
                    label: w.clone(),
                    part: 1.0,
                    sure: 1.0,
                });
            }
        }
        u.concepts = out.iter().map(|c| c.label.clone()).collect();
        (u, out)
    }

    /// The language the question's known words lean to (see [`Understood::lang`]).
    fn language(&self, u: &Understood) -> Option<Lang> {
        let vote: i32 = u
            .words
            .iter()
            .filter(|(_, r)| *r == Reading::Known)
            .filter_map(|(w, _)| self.surface.find(w))
            .map(|i| self.surface_lean[i].signum())
            .sum();
        match vote.signum() {
            1 => Some(Lang::En),
            -1 => Some(Lang::Nl),
            _ => None,
        }
    }

    /// Step 2: the question's folded words, each known, split or corrected (noted in `u`),
    /// with how sure each reading is.
    fn known_words(&self, query: &str, u: &mut Understood) -> Vec<Word> {
        let folded = fold(query);
        let mut words: Vec<Word> = Vec::new();
        let mut all = folded.split(' ').filter(|w| !w.is_empty());
        for w in all.by_ref().take(MAX_WORDS) {
            if self.surface.find(w).is_some() {
                words.push(Word::new(w, 1.0, 1.0));
                u.words.push((w.to_string(), Reading::Known));
                continue;
            }
            match self.correct(w) {
                Some(read) => {
                    let r = read.iter().map(|x| x.word.clone()).collect();
                    words.extend(read);
                    u.words.push((w.to_string(), Reading::Corrected(r)));
                }
                None => u.words.push((w.to_string(), Reading::Unknown)),
            }
        }
        u.unread = all.map(str::to_string).collect();
        words
    }

    /// An unknown word read as two known words, or as the nearest known word; `None` when
    /// nothing is near enough (see the module documentation).
    fn correct(&self, w: &str) -> Option<Vec<Word>> {
        let chars: Vec<(usize, char)> = w.char_indices().collect();
        let n = chars.len();
        if n < MIN_CORRECT {
            return None;
        }
        let known = |s: &str| self.surface.find(s).is_some() && self.ignore.find(s).is_none();
        for k in (MIN_SPLIT..=n.saturating_sub(MIN_SPLIT)).rev() {
            let (a, b) = w.split_at(chars[k].0);
            if known(a) && known(b) {
                return Some(vec![Word::new(a, 1.0, 1.0), Word::new(b, 1.0, 1.0)]);
            }
        }
        nearest_word(self, w).map(|s| {
            let d = strsim::osa_distance(w, s);
            vec![Word::new(s, 1.0, 1.0 - d as f64 / n as f64)]
        })
    }

    /// Step 3: table talk replaced by what it means, longest saying first (noted in `u`); a
    /// saying's meaning words share its weight and are as sure as its least sure word. A
    /// saying of one word that means only ignored words is a contraction (`isnt` → `is
    /// not`): it is spelled out in place, once, and the sayings are matched again over it
    /// (`doesnt fit` → `does not fit` → `unplaceable`).
    fn table_talk(&self, mut words: Vec<Word>, u: &mut Understood) -> Vec<Word> {
        let mut plain: Vec<Word> = Vec::new();
        let mut i = 0;
        // Words before this index come from a contraction already spelled out.
        let mut spelled = 0;
        while i < words.len() {
            let longest = (self.max_say as usize).min(words.len() - i);
            let found = (1..=longest).rev().find_map(|len| {
                let saying = words[i..i + len]
                    .iter()
                    .map(|w| w.word.as_str())
                    .collect::<Vec<_>>()
                    .join(" ");
                self.say
                    .find(&saying)
                    .map(|k| (len, saying, self.means.get(k)))
            });
            let Some((len, saying, means)) = found else {
                plain.push(words[i].clone());
                i += 1;
                continue;
            };
            if len == 1 && i >= spelled && self.is_contraction(means) {
                let w = words[i].clone();
                let out: Vec<Word> = means
                    .split(' ')
                    .map(|m| Word::new(m, w.part, w.sure))
                    .collect();
                spelled = i + out.len();
                words.splice(i..=i, out);
                continue;
            }
            let m = means.split(' ').count();
            let least = words[i..i + len].iter().fold(1.0f64, |a, w| a.min(w.sure));
            plain.extend(
                means
                    .split(' ')
                    .map(|x| Word::new(x, 1.0 / m as f64, least)),
            );
            u.sayings.push((saying, means.to_string()));
            i += len;
        }
        plain
    }

    /// Whether a saying's meaning spells out a contraction: several words, all ignored.
    fn is_contraction(&self, means: &str) -> bool {
        means.contains(' ') && means.split(' ').all(|m| self.ignore.find(m).is_some())
    }

    /// Step 4: the words become concepts, glossary names longest first, each concept once.
    fn concepts(&self, plain: &[Word], term_keys: &[&str]) -> Vec<Concept> {
        let pairs: Vec<(u32, u32)> = plain.iter().map(|w| self.stem_pair(&w.word)).collect();
        let mut out: Vec<Concept> = Vec::new();
        let mut i = 0;
        while i < plain.len() {
            let longest = (self.max_phrase as usize).min(plain.len() - i);
            let named = (1..=longest).rev().find_map(|len| {
                self.named_concept(&plain[i..i + len], &pairs[i..i + len], term_keys)
            });
            let (len, c) = named.unwrap_or_else(|| {
                let (en, nl) = pairs[i];
                (
                    1,
                    Concept {
                        alts: vec![(vec![en], vec![nl])],
                        said: (vec![en], vec![nl]),
                        keys: Vec::new(),
                        label: plain[i].word.clone(),
                        part: plain[i].part,
                        sure: plain[i].sure,
                    },
                )
            });
            i += len;
            if !out.iter().any(|o| o.alts == c.alts && o.keys == c.keys) {
                out.push(c);
            }
        }
        out
    }

    /// The concept of a run of words that is a glossary name, with its length; `None` when
    /// it names no term. Matched through the name said, and every name of its terms that
    /// names no other term: a name several terms share ("meeple": follower, worker) stands
    /// for itself.
    fn named_concept(
        &self,
        words: &[Word],
        pairs: &[(u32, u32)],
        term_keys: &[&str],
    ) -> Option<(usize, Concept)> {
        let en: Vec<u32> = pairs.iter().map(|p| p.0).collect();
        let nl: Vec<u32> = pairs.iter().map(|p| p.1).collect();
        let terms = self.terms_named(&en, &nl);
        if terms.is_empty() {
            return None;
        }
        let said = (en, nl);
        let mut alts: Vec<(Vec<u32>, Vec<u32>)> = vec![said.clone()];
        let mut keys: Vec<String> = Vec::new();
        for &t in &terms {
            for &p in nth(self.alt_at, self.alts, t as usize) {
                if nth(self.phrase_terms_at, self.phrase_terms, p as usize).len() == 1 {
                    alts.push((self.phrase_en_of(p).to_vec(), self.phrase_nl_of(p).to_vec()));
                }
            }
            keys.push(term_keys[t as usize].to_string());
        }
        alts.sort();
        alts.dedup();
        keys.sort();
        keys.dedup();
        let concept = Concept {
            alts,
            said,
            keys,
            label: words
                .iter()
                .map(|w| w.word.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            part: words.iter().map(|w| w.part).sum::<f64>().min(1.0),
            sure: words.iter().fold(1.0f64, |a, w| a.min(w.sure)),
        };
        Some((words.len(), concept))
    }

    fn field(&self, entry: usize, field: usize) -> &'a [u32] {
        nth(self.field_at, self.field_stems, entry * FIELDS + field)
    }

    /// The average length of each field over the entries.
    fn average_lengths(&self, n: usize) -> [f64; FIELDS] {
        let mut sum = [0.0f64; FIELDS];
        for e in 0..n {
            for (f, s) in sum.iter_mut().enumerate() {
                *s += self.field(e, f).len() as f64;
            }
        }
        sum.map(|s| if n == 0 { 1.0 } else { (s / n as f64).max(1.0) })
    }

    /// `h(c, e)` of every entry (see the module documentation), the title words matched and
    /// the entries matched through the name as said.
    fn concept_hits<M: Indexed>(
        &self,
        c: &Concept,
        entries: &[M],
        avg: &[f64; FIELDS],
    ) -> ConceptHits {
        let n = entries.len();
        let mut tf = vec![[0u32; FIELDS]; n];
        let mut literal = vec![false; n];
        let mut titles: Vec<(u32, u8, u16)> = Vec::new();
        let mut asked: Vec<(u32, u8, u16)> = Vec::new();
        for (en, nl) in &c.alts {
            let said = (en, nl) == (&c.said.0, &c.said.1);
            for (dutch, alt) in [(false, en), (true, nl)] {
                for &(e, f, p) in nth(self.post_at, self.post, alt[0] as usize) {
                    if FIELD_DUTCH[f as usize] != dutch {
                        continue;
                    }
                    let field = self.field(e as usize, f as usize);
                    let p = p as usize;
                    if alt.len() == 1 || field.get(p..p + alt.len()) == Some(alt.as_slice()) {
                        tf[e as usize][f as usize] += 1;
                        literal[e as usize] |= said;
                        if f < 2 {
                            for q in p..p + alt.len() {
                                titles.push((e, f, q as u16));
                            }
                        }
                        if f as usize == ASKS_EN || f as usize == ASKS_NL {
                            let lang = u8::from(f as usize == ASKS_NL);
                            for q in p..p + alt.len() {
                                asked.push((e, lang, q as u16));
                            }
                        }
                    }
                }
            }
        }
        let bm = |x: u32, len: usize, avg: f64| -> f64 {
            if x == 0 {
                return 0.0;
            }
            let x = x as f64;
            x * (K1 + 1.0) / (x + K1 * (1.0 - B + B * len as f64 / avg))
        };
        let h = (0..n)
            .map(|e| {
                let t = &tf[e];
                let side = |title: usize, text: usize, asks: usize| {
                    W_TITLE * f64::from(u8::from(t[title] > 0))
                        + W_TEXT * bm(t[text], self.field(e, text).len(), avg[text])
                        + W_ASK * bm(t[asks], self.field(e, asks).len(), avg[asks])
                };
                let en = side(0, 3, ASKS_EN);
                let nl = side(1, 4, ASKS_NL);
                let key = has_key(&entries[e], &c.keys);
                en.max(nl) + W_ID * f64::from(u8::from(t[2] > 0)) + W_KEY * f64::from(u8::from(key))
            })
            .collect();
        ConceptHits {
            h,
            titles,
            asked,
            literal,
        }
    }

    /// The asks of entry `e` in one language (0 English, 1 Dutch): where each ends.
    fn ask_ends_of(&self, e: usize, lang: usize) -> &'a [u16] {
        nth(self.ask_at, self.ask_ends, e * 2 + lang)
    }

    /// `ask(e)` (see the module documentation): how well the entry's best ask says what the
    /// question says, the harmonic mean of the question's weight it matches and the share of
    /// its own words matched. `hits`: the words of its asks matched (sorted here);
    /// `concepts`: scratch.
    fn best_ask(
        &self,
        e: usize,
        hits: &mut Vec<(u8, u16, u32)>,
        weights: &[f64],
        total: f64,
        concepts: &mut Vec<u32>,
    ) -> f64 {
        hits.sort_unstable();
        hits.dedup();
        let mut best = 0.0f64;
        let mut i = 0;
        while i < hits.len() {
            let (lang, pos, _) = hits[i];
            let ends = self.ask_ends_of(e, lang as usize);
            let k = ends.partition_point(|&end| end <= pos);
            let start = if k == 0 { 0 } else { ends[k - 1] };
            let end = ends.get(k).copied().unwrap_or(start);
            // The hits inside this ask: positions matched and concepts matched.
            let mut j = i;
            let mut positions = 0usize;
            concepts.clear();
            let mut last: Option<u16> = None;
            while j < hits.len() && hits[j].0 == lang && hits[j].1 < end {
                if last != Some(hits[j].1) {
                    positions += 1;
                    last = Some(hits[j].1);
                }
                concepts.push(hits[j].2);
                j += 1;
            }
            i = j.max(i + 1);
            concepts.sort_unstable();
            concepts.dedup();
            let len = f64::from(end.saturating_sub(start).max(1));
            let q = concepts.iter().map(|&c| weights[c as usize]).sum::<f64>() / total;
            let a = (positions as f64 / len).min(1.0);
            if q + a > 0.0 {
                best = best.max(2.0 * q * a / (q + a));
            }
        }
        best
    }
}

/// What one concept matches ([`View::concept_hits`]).
struct ConceptHits {
    /// `h(c, e)` per entry.
    h: Vec<f64>,
    /// The title words matched: (entry, 0 English or 1 Dutch, position).
    titles: Vec<(u32, u8, u16)>,
    /// The words of the asks matched: (entry, 0 English or 1 Dutch, position).
    asked: Vec<(u32, u8, u16)>,
    /// Per entry: matched through the name as said (not only another name of its terms).
    literal: Vec<bool>,
}

/// What the concepts of a question add up to over the entries (see the module
/// documentation): the sums of coverage and fit, the concepts each entry matched, the game
/// and group evidence and the title words matched.
struct Tally {
    /// `Σ w(c)` over the concepts.
    total: f64,
    /// Per entry, `Σ w(c)·sure` over the concepts it matches.
    covered: Vec<f64>,
    /// Per entry, `Σ w(c)·sure·h(c, e)`.
    fit: Vec<f64>,
    /// Per entry, the concepts it matches (indices).
    matched: Vec<Vec<usize>>,
    /// Per game of [`Game::ALL`], `Σ w(c)·share`, and `Σ w(c)` of the concepts that match.
    evidence: [f64; 2],
    evidence_weight: f64,
    /// The groups pointed at, with the largest share.
    pointed: Vec<(String, f64)>,
    /// Per entry, the positions of its English and Dutch title words matched.
    title_words: Vec<[Vec<u16>; 2]>,
    /// Per concept, `w(c)·sure`.
    weights: Vec<f64>,
    /// Per entry, the words of its asks matched: (0 English or 1 Dutch, position, concept).
    asked: Vec<Vec<(u8, u16, u32)>>,
    /// Per entry, `ask(e)` (after every concept is counted).
    best: Vec<f64>,
}

/// The position of a game in [`Game::ALL`].
fn game_index(game: Game) -> usize {
    Game::ALL.iter().position(|&g| g == game).unwrap_or(0)
}

impl View<'_> {
    /// Every concept's matches summed over the entries.
    fn tally<M: Indexed>(
        &self,
        concepts: &[Concept],
        entries: &[M],
        groups_of: &[Vec<&str>],
    ) -> Tally {
        let n = entries.len();
        let avg = self.average_lengths(n);
        let mut t = Tally {
            total: 0.0,
            covered: vec![0.0; n],
            fit: vec![0.0; n],
            matched: vec![Vec::new(); n],
            evidence: [0.0; 2],
            evidence_weight: 0.0,
            pointed: Vec::new(),
            title_words: vec![[Vec::new(), Vec::new()]; n],
            weights: Vec::with_capacity(concepts.len()),
            asked: vec![Vec::new(); n],
            best: Vec::new(),
        };
        for (ci, c) in concepts.iter().enumerate() {
            let ConceptHits {
                h,
                titles,
                asked,
                literal,
            } = self.concept_hits(c, entries, &avg);
            let df = h.iter().filter(|&&x| x > 0.0).count();
            let w = idf(n, df) * c.part;
            t.total += w;
            t.weights.push(w * c.sure);
            for (e, lang, p) in asked {
                t.asked[e as usize].push((lang, p, ci as u32));
            }
            if df == 0 {
                continue;
            }
            let mut in_title = vec![false; n];
            for (e, lang, p) in titles {
                in_title[e as usize] = true;
                let seen = &mut t.title_words[e as usize][lang as usize];
                if !seen.contains(&p) {
                    seen.push(p);
                }
            }
            // The priors count the entries matched by the words as said when there are any
            // ("meeple" points where the rules say meeple, not where they say worker).
            let any_literal = literal.iter().zip(&h).any(|(&l, &x)| l && x > 0.0);
            // Shares weighed by h, a match outside the title by W_AWAY of it: where the
            // concept is central counts most.
            let mut mass = 0.0f64;
            let mut per_game = [0.0f64; 2];
            let mut per_group: Vec<(&str, f64)> = Vec::new();
            for e in 0..n {
                if h[e] <= 0.0 {
                    continue;
                }
                t.covered[e] += w * c.sure;
                t.fit[e] += w * c.sure * h[e];
                t.matched[e].push(ci);
                if any_literal && !literal[e] {
                    continue;
                }
                let m = if in_title[e] { h[e] } else { W_AWAY * h[e] };
                mass += m;
                per_game[game_index(entries[e].game())] += m;
                for &g in &groups_of[e] {
                    match per_group.iter_mut().find(|(x, _)| *x == g) {
                        Some(p) => p.1 += m,
                        None => per_group.push((g, m)),
                    }
                }
            }
            for (g, part) in per_game.iter().enumerate() {
                t.evidence[g] += w * (part / mass);
            }
            t.evidence_weight += w;
            let shares = per_group
                .into_iter()
                .map(|(g, k)| (g.to_string(), k / mass))
                .chain(c.keys.iter().map(|k| (k.clone(), 1.0)));
            for (g, s) in shares {
                match t.pointed.iter_mut().find(|(x, _)| *x == g) {
                    Some(p) => p.1 = p.1.max(s),
                    None => t.pointed.push((g, s)),
                }
            }
        }
        let mut scratch: Vec<u32> = Vec::new();
        t.best = std::mem::take(&mut t.asked)
            .into_iter()
            .enumerate()
            .map(|(e, mut hits)| self.best_ask(e, &mut hits, &t.weights, t.total, &mut scratch))
            .collect();
        t
    }

    /// The score of an entry that matched (see the module documentation); `named`: the game
    /// the question names, as a position in [`Game::ALL`].
    fn score(
        &self,
        t: &Tally,
        e: usize,
        entries: &[impl Indexed],
        groups: &[&str],
        named: Option<usize>,
    ) -> f64 {
        let coverage = t.covered[e] / t.total;
        let fit = t.fit[e] / (t.total * H_MAX);
        let g = game_index(entries[e].game());
        let e_g = match named {
            Some(n) => f64::from(u8::from(n == g)),
            None => t.evidence[g] / t.evidence_weight,
        };
        let mut factor = P_GAME + (1.0 - P_GAME) * e_g;
        for x in groups {
            let share = t.pointed.iter().find(|(p, _)| p == x).map_or(0.0, |p| p.1);
            factor *= P_GROUP + (1.0 - P_GROUP) * share;
        }
        let title = |lang: usize| {
            let len = self.title_len[e * 2 + lang].max(1) as f64;
            (t.title_words[e][lang].len() as f64 / len).min(1.0)
        };
        let precision = title(0).max(title(1));
        let ask = t.best[e];
        let answer = W_COVER * coverage + W_FIT * fit + W_PREC * precision + W_BEST * ask;
        answer * factor
    }
}

impl Index {
    /// The index of parsed entries, with their asks (`asks[i]` of `entries[i]`; none for an
    /// entry past the end of `asks`).
    pub(crate) fn build(entries: &[Entry], asks: &[Asks], glossary: &Glossary) -> Index {
        let talk = TableTalk::parse(TABLE_TALK).expect("rulings/table-talk.txt reads");
        let none: Asks = (Vec::new(), Vec::new());
        let fields: Vec<[String; FIELDS]> = entries
            .iter()
            .enumerate()
            .map(|(i, e)| entry_fields(e, asks.get(i).unwrap_or(&none), &talk))
            .collect();
        let refs: Vec<[&str; FIELDS]> = fields
            .iter()
            .map(|f| std::array::from_fn(|i| f[i].as_str()))
            .collect();
        Index::Built(build_tables(&refs, glossary.folded_names(), &talk))
    }

    fn view(&self) -> View<'_> {
        match self {
            Index::Static(v) => *v,
            Index::Built(t) => t.view(),
        }
    }

    /// How a question is read.
    pub(crate) fn understand(&self, query: &str, term_keys: &[&str]) -> Understood {
        self.view().read(query, term_keys).0
    }

    /// How a question is read and its answers (positions in `entries`, best first), reading
    /// it once.
    pub(crate) fn answer<M: Indexed>(
        &self,
        query: &str,
        entries: &[M],
        term_keys: &[&str],
    ) -> (Understood, Vec<Ranked>) {
        let v = self.view();
        let (understood, concepts) = v.read(query, term_keys);
        let groups_of: Vec<Vec<&str>> = entries.iter().map(|e| groups(e, &v.variant_ids)).collect();
        let t = v.tally(&concepts, entries, &groups_of);
        let named = understood
            .game
            .and_then(|n| Game::ALL.iter().position(|&x| x == n));
        let exact = query.trim();
        let mut hits: Vec<(usize, f64)> = (0..entries.len())
            .filter_map(|e| {
                if entries[e].id() == exact {
                    return Some((e, 2.0));
                }
                if t.matched[e].is_empty() {
                    return None;
                }
                Some((e, v.score(&t, e, entries, &groups_of[e], named)))
            })
            .collect();
        hits.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let hits = hits
            .into_iter()
            .map(|(e, score)| Ranked {
                at: e,
                game: entries[e].game(),
                score: score as f32,
                matched: t.matched[e]
                    .iter()
                    .map(|&c| concepts[c].label.clone())
                    .collect(),
            })
            .collect();
        (understood, hits)
    }

    /// Everything the page's script needs to run this search (see the module
    /// documentation), entries in database order, fields as in [`entry_fields`].
    #[cfg(feature = "serde")]
    pub(crate) fn export<M: Indexed>(&self, entries: &[M], term_keys: &[&str]) -> Value {
        let v = self.view();
        let n = entries.len();
        let phrases = v.phrase_en_at.len() - 1;
        let terms = term_keys.len();
        let data = SearchData {
            ask_at: v.ask_at,
            ask_ends: v.ask_ends,
            average_lengths: v.average_lengths(n),
            compound_posts: v.compound_posts,
            constants: Constants {
                b: B,
                h_max: H_MAX,
                k1: K1,
                max_words: MAX_WORDS,
                min_correct: MIN_CORRECT,
                min_split: MIN_SPLIT,
                p_game: P_GAME,
                p_group: P_GROUP,
                w_ask: W_ASK,
                w_away: W_AWAY,
                w_best: W_BEST,
                w_cover: W_COVER,
                w_fit: W_FIT,
                w_id: W_ID,
                w_key: W_KEY,
                w_prec: W_PREC,
                w_text: W_TEXT,
                w_title: W_TITLE,
            },
            field_dutch: FIELD_DUTCH,
            fields: (0..n)
                .map(|e| (0..FIELDS).map(|f| v.field(e, f)).collect())
                .collect(),
            game_word_game: v.game_word_game,
            game_words: v.game_words.all(),
            games: entries.iter().map(|e| game_index(e.game())).collect(),
            groups: entries.iter().map(|e| groups(e, &v.variant_ids)).collect(),
            idf: (0..=n).map(|df| idf(n, df)).collect(),
            ignore: v.ignore.all(),
            keys: entries
                .iter()
                .map(|e| {
                    let (x, p) = e.keys();
                    x.iter()
                        .map(AsRef::as_ref)
                        .chain(p.iter().map(AsRef::as_ref))
                        .collect()
                })
                .collect(),
            max_phrase: v.max_phrase,
            max_say: v.max_say,
            means: v.means.all(),
            phrase_by_en: v.phrase_by_en,
            phrase_by_nl: v.phrase_by_nl,
            phrases: (0..phrases as u32)
                .map(|p| {
                    (
                        v.phrase_en_of(p),
                        v.phrase_nl_of(p),
                        nth(v.phrase_terms_at, v.phrase_terms, p as usize),
                    )
                })
                .collect(),
            say: v.say.all(),
            stems: v.stems,
            surface: v.surface.all(),
            surface_en: v.surface_en,
            surface_freq: v.surface_freq,
            surface_nl: v.surface_nl,
            term_alts: (0..terms).map(|t| nth(v.alt_at, v.alts, t)).collect(),
            term_keys: term_keys.to_vec(),
            title_len: v.title_len,
        };
        serde_json::to_value(data).expect("the search data is plain data")
    }
}

/// The page's search data ([`Index::export`]): fields in alphabetical order of their names,
/// as the object they become lists them.
#[cfg(feature = "serde")]
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SearchData<'a> {
    ask_at: &'a [u32],
    ask_ends: &'a [u16],
    average_lengths: [f64; FIELDS],
    compound_posts: &'a [(u32, u32, u8, u16)],
    constants: Constants,
    field_dutch: [bool; FIELDS],
    fields: Vec<Vec<&'a [u32]>>,
    game_word_game: &'a [u32],
    game_words: Vec<&'a str>,
    games: Vec<usize>,
    groups: Vec<Vec<&'a str>>,
    idf: Vec<f64>,
    ignore: Vec<&'a str>,
    keys: Vec<Vec<&'a str>>,
    max_phrase: u32,
    max_say: u32,
    means: Vec<&'a str>,
    phrase_by_en: &'a [u32],
    phrase_by_nl: &'a [u32],
    /// Per glossary name: its English stems, its Dutch stems, the terms it names.
    phrases: Vec<(&'a [u32], &'a [u32], &'a [u32])>,
    say: Vec<&'a str>,
    stems: u32,
    surface: Vec<&'a str>,
    surface_en: &'a [u32],
    surface_freq: &'a [u32],
    surface_nl: &'a [u32],
    term_alts: Vec<&'a [u32]>,
    term_keys: Vec<&'a str>,
    title_len: &'a [u32],
}

/// The model's constants, for the page (alphabetical, as in [`SearchData`]).
#[cfg(feature = "serde")]
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Constants {
    b: f64,
    h_max: f64,
    k1: f64,
    max_words: usize,
    min_correct: usize,
    min_split: usize,
    p_game: f64,
    p_group: f64,
    w_ask: f64,
    w_away: f64,
    w_best: f64,
    w_cover: f64,
    w_fit: f64,
    w_id: f64,
    w_key: f64,
    w_prec: f64,
    w_text: f64,
    w_title: f64,
}

#[cfg(test)]
mod tests {
    use super::super::Database;
    use super::*;
    use arbiter_ids::rule;

    fn first(db: &Database, q: &str) -> String {
        db.search(q)
            .first()
            .map(|h| h.entry.id.clone())
            .unwrap_or_default()
    }

    #[test]
    fn plurals_and_inflections_of_both_languages_meet() {
        let db = Database::embedded();
        let ids = |q: &str| {
            db.search(q)
                .iter()
                .take(5)
                .map(|h| h.entry.id.clone())
                .collect::<Vec<_>>()
        };
        for (a, b) in [
            ("volgelingen", "volgeling"),
            ("bouwmeesters", "bouwmeester"),
            ("cities", "city"),
            ("followers", "follower"),
            ("kloosters", "klooster"),
        ] {
            assert_eq!(ids(a), ids(b), "{a} / {b}");
        }
    }

    #[test]
    fn typos_are_corrected_and_compounds_split() {
        let db = Database::embedded();
        let u = db.understand("monestary sheperd keymarket");
        assert_eq!(
            u.words,
            vec![
                (
                    "monestary".into(),
                    Reading::Corrected(vec!["monastery".into()])
                ),
                (
                    "sheperd".into(),
                    Reading::Corrected(vec!["shepherd".into()])
                ),
                (
                    "keymarket".into(),
                    Reading::Corrected(vec!["key".into(), "market".into()])
                ),
            ]
        );
        assert_eq!(db.understand("xqzvw").words[0].1, Reading::Unknown);
    }

    #[test]
    fn table_talk_and_filler() {
        let db = Database::embedded();
        let u = db.understand("can I move my thief to another road later");
        assert!(u.sayings.iter().any(|(s, _)| s == "thief"), "{u:?}");
        assert!(!u.concepts.iter().any(|c| c == "can" || c == "my"), "{u:?}");
        assert!(db.search("de het een").is_empty());
        assert!(db.search("").is_empty());
    }

    #[test]
    fn contractions_are_spelled_out() {
        let db = Database::embedded();
        let u = db.understand("they weren't finished, isn't it, wouldn't he");
        assert!(u.words.iter().all(|(_, r)| *r == Reading::Known), "{u:?}");
        // Spelled out, then matched again: "were not finished".
        assert!(u.sayings.iter().any(|(s, _)| s == "not finished"), "{u:?}");
        assert_eq!(u.concepts, vec!["incomplete".to_string()], "{u:?}");
        assert_eq!(
            first(
                db,
                "once my meeple is on a road can I pick it up again and put it somewhere else"
            ),
            rule::BASE_MOVE_NO_MOVING
        );
    }

    #[test]
    fn an_id_comes_first_and_accents_do_not_matter() {
        let db = Database::embedded();
        assert_eq!(first(db, rule::TB_BUILDER_PLACE), rule::TB_BUILDER_PLACE);
        assert_eq!(
            db.search("abt tuin")
                .iter()
                .map(|h| h.entry.id.clone())
                .collect::<Vec<_>>(),
            db.search("ÁBT TÚÏN")
                .iter()
                .map(|h| h.entry.id.clone())
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn scores_are_ordered_and_bounded() {
        let db = Database::embedded();
        let hits = db.search("varken boer stad");
        assert!(hits.windows(2).all(|w| w[0].score >= w[1].score));
        assert!(hits.iter().all(|h| h.score > 0.0 && h.score <= 1.0));
        assert!(!hits[0].matched.is_empty());
    }
}
