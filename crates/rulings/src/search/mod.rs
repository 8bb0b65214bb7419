//! Search in a player's own words, English or Dutch: a small scoring model over an index
//! compiled at build time.
//!
//! # Reading the question
//!
//! 1. The question is folded (case, accents, punctuation; see [`fold`]) and split into words
//!    (at most [`MAX_WORDS`]; the rest is noted as not read).
//! 2. Each word is looked up among the *surface words*: every folded word of the entries, the
//!    glossary and the table talk (`rulings/table-talk.txt`). A Dutch diminutive or Flemish
//!    small form arbiter does not know is read as its word (`tegeltje` → `tegel`, `weggetje`
//!    → `weg`, `boerke` → `boer`, `meeplekes` → `meeple`; the endings of
//!    [`DIMINUTIVES`], the base a known word of at least [`MIN_BASE`] letters), as the index
//!    reads the diminutives the entries use (`text.rs` `small_form`: they get their word's
//!    Dutch stem). An unknown word written with a capital and then lower case (`Pieter`,
//!    `Els`) is a name, a player at the table: it is left out, never corrected into a rule
//!    word. Any other word arbiter does not know is
//!    read as two known words when it splits into two (`keymarket` → `key market`, of at
//!    least three letters each, the longest first part first), else as the nearest known word
//!    by optimal-string-alignment distance (`strsim::osa_distance`; one edit for words of four
//!    to six letters, two for longer ones; among equally near words the most used, then the
//!    first in sorted order) that starts with the same letter, or with the first two letters
//!    swapped: a slip of the hand rarely changes the first letter, while an ordinary word
//!    arbiter does not know often is one letter from a rule word there (`vond` is not `rond`,
//!    `night` not `eight`); and, one edit away, a letter left out, added or two swapped, or
//!    one letter for another only when the keys are near, both are vowels, or they sound
//!    alike (`correct.rs` `plausible_substitution`: `snel` is not `spel`, `cirkus` is
//!    `circus`). Words of three letters or fewer are never corrected. Every correction is
//!    reported ("did you mean").
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
//! (Keyflower). The game's evidence `E(g)` is the weighted mean share of the concepts, each
//! concept weighing `w(c)·(W_EVEN + (1 − W_EVEN)·|share(carcassonne) − share(keyflower)|)`:
//! a word of one game (`dorp`, `werker`, `seizoen`) counts fully, one both games use alike
//! (`tegel`) a fifth as much. The group's `G(x)` is the largest share of any concept, 1 when
//! a concept's glossary key is `x`. A classic box and its current edition are one group
//! (`same-box` in the table talk: Draak & Fee counts as The Princess & the Dragon), since a
//! question rarely says which edition it means: `fee` points at both editions' rulings, not
//! mostly at the edition with more of them.
//!
//! ```text
//! game(e)   = P_GAME + (1 − P_GAME)·E(game of e)     (1 or P_GAME when a game is named)
//! groups(e) = Π over e's groups x of P_GROUP + (1 − P_GROUP)·G(x)
//! ```
//!
//! `E(g)` starts with [`P_CARC`] of evidence for Carcassonne before the question's words:
//! `(evidence(g) + P_CARC·[g = carcassonne]) / (Σ weights + P_CARC)`, so that with no
//! Keyflower word a Carcassonne entry keeps the edge where the words alone are even.
//!
//! *What decides* (`decide.rs`): a number and the word after it are a count ("4 tiles");
//! an entry whose title, text or asks say the same count weighs `1 + D_AGREE`, one that says
//! only other counts of that word `1 − D_CLASH`. A negation the player says ("no", "geen",
//! "zonder") bears on the words within `SCOPE` of it; an entry whose title or text says a
//! negation of the same kind (after a copula or not) within `SCOPE + 1` words before such a
//! word weighs `1 + D_NEG`:
//!
//! ```text
//! final(e) = score(e) · (1 + D_NEG·[says no]) · (1 + D_AGREE | 1 − D_CLASH | 1)
//! ```
//!
//! *Near answers by their words* (`likely.rs`): every entry is also a small language model of
//! its titles, texts and asks, smoothed towards the whole database (a Dirichlet prior of
//! `MU` words). The first `RERANK` answers are re-ordered by how much likelier each makes the
//! question's concepts than the database does: each gets `W_LIKELY` times its
//! log-likelihood ratio less the best of them, per concept. It reads the counts the scoring
//! reads and stores nothing more.
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

mod correct;
mod decide;
#[cfg(feature = "serde")]
mod export;
mod likely;
mod read;
mod score;
mod tables;
#[cfg(test)]
mod tests;

use super::glossary::Glossary;
use super::lang::Lang;
use super::text::{
    build_tables, index_fields_of, Asks, TableTalk, Tables, DIMINUTIVES, FIELDS, MIN_BASE,
};
use super::{Entry, Game};

pub(crate) use tables::{Strs, View};

/// The table talk, embedded.
pub(crate) const TABLE_TALK: &str = include_str!("../../../../rulings/table-talk.txt");

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
    /// A diminutive or Flemish small form read as its word (`tegeltje` → `tegel`,
    /// `boerke` → `boer`): not a guess, so not offered as "did you mean".
    Diminutive(String),
    /// A name: a word arbiter does not know written with a capital (`Pieter`, `Els`), a
    /// player at the table. Left out, neither corrected nor counted.
    Name,
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
/// What a concept both games use alike counts in the game evidence, against a word of one
/// game only (by how unevenly its matches fall between the games).
const W_EVEN: f64 = 0.2;
/// The evidence Carcassonne starts with, before the question's words (in the units of a
/// concept's weight): with no Keyflower word in the question, a Carcassonne table is far
/// likelier.
const P_CARC: f64 = 0.1;
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
fn groups<'e, M: Indexed>(e: &'e M, v: &View<'e>) -> Vec<&'e str> {
    let mut out: Vec<&str> = Vec::new();
    for x in e.keys().0 {
        let x = v.box_of(x.as_ref());
        if x != "base" && !out.contains(&x) {
            out.push(x);
        }
    }
    if (0..v.variant_ids.len()).any(|i| e.id().starts_with(v.variant_ids.get(i))) {
        out.push("variant");
    }
    out
}

/// The position of a game in [`Game::ALL`].
fn game_index(game: Game) -> usize {
    Game::ALL.iter().position(|&g| g == game).unwrap_or(0)
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
        let (understood, concepts, (counted, negated)) = v.read(query, term_keys);
        let groups_of: Vec<Vec<&str>> = entries.iter().map(|e| groups(e, &v)).collect();
        let t = v.tally(&concepts, entries, &groups_of);
        let agree = v.number_agreement(&counted, entries.len());
        let says_no = v.negation_agreement(&negated, entries.len());
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
                let score = v.score(&t, e, entries, &groups_of[e], named);
                Some((e, score * decide::agreement_factor(agree[e], says_no[e])))
            })
            .collect();
        hits.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        likely::rerank(&mut hits, &t.likely, t.counted);
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
}
