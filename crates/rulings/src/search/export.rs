//! The search data of the rulings page ([`Index::export`]): everything its script needs to
//! rank exactly as this module does.

use serde::Serialize;
use serde_json::Value;

use super::super::text::{DIMINUTIVES, FIELDS, FIELD_DUTCH, MIN_BASE};
use super::tables::nth;
use super::*;

impl Index {
    /// Everything the page's script needs to run this search (see the module
    /// documentation), entries in database order, fields as in [`entry_fields`].
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
                copulas: decide::COPULAS,
                d_agree: decide::D_AGREE,
                d_clash: decide::D_CLASH,
                d_neg: decide::D_NEG,
                diminutives: DIMINUTIVES,
                h_max: H_MAX,
                k1: K1,
                ln2: std::f64::consts::LN_2,
                ln_terms: likely::LN_TERMS,
                max_words: MAX_WORDS,
                min_base: MIN_BASE,
                min_correct: MIN_CORRECT,
                min_split: MIN_SPLIT,
                mu: likely::MU,
                negations: decide::NEGATIONS,
                numbers: decide::NUMBERS,
                p_carc: P_CARC,
                p_game: P_GAME,
                p_group: P_GROUP,
                rerank: likely::RERANK,
                scope: decide::SCOPE,
                sqrt2: std::f64::consts::SQRT_2,
                sqrt_half: std::f64::consts::FRAC_1_SQRT_2,
                w_ask: W_ASK,
                w_away: W_AWAY,
                w_best: W_BEST,
                w_cover: W_COVER,
                w_even: W_EVEN,
                w_fit: W_FIT,
                w_id: W_ID,
                w_key: W_KEY,
                w_likely: likely::W_LIKELY,
                w_prec: W_PREC,
                w_text: W_TEXT,
                w_title: W_TITLE,
            },
            field_dutch: FIELD_DUTCH,
            fields: (0..n)
                .map(|e| (0..FIELDS).map(|f| v.field(e, f)).collect())
                .collect(),
            game_word_game: v.game_word_game,
            same_box: v.same_box.all(),
            same_box_as: v.same_box_as.all(),
            game_words: v.game_words.all(),
            games: entries.iter().map(|e| game_index(e.game())).collect(),
            groups: entries.iter().map(|e| groups(e, &v)).collect(),
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
    same_box: Vec<&'a str>,
    same_box_as: Vec<&'a str>,
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
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Constants {
    b: f64,
    copulas: [&'static str; 7],
    d_agree: f64,
    d_clash: f64,
    d_neg: f64,
    diminutives: [&'static str; 18],
    h_max: f64,
    k1: f64,
    ln2: f64,
    ln_terms: u32,
    max_words: usize,
    min_base: usize,
    min_correct: usize,
    min_split: usize,
    mu: f64,
    negations: [&'static str; 22],
    numbers: [(&'static str, u32); 30],
    p_carc: f64,
    p_game: f64,
    p_group: f64,
    rerank: usize,
    scope: usize,
    sqrt2: f64,
    sqrt_half: f64,
    w_ask: f64,
    w_away: f64,
    w_best: f64,
    w_cover: f64,
    w_even: f64,
    w_fit: f64,
    w_id: f64,
    w_key: f64,
    w_likely: f64,
    w_prec: f64,
    w_text: f64,
    w_title: f64,
}
