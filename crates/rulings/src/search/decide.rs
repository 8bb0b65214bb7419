//! The words that decide between near neighbours (see the module documentation): a number
//! and what it counts ("a city of 4 tiles" is not "a city of two tiles"), and negation and
//! absence ("no knights", "zonder", "geen"). Both read the entries' own words through the
//! postings of the word they bear on, so they cost what one concept costs.

use super::super::text::FIELD_DUTCH;
use super::read::Word;
use super::tables::nth;
use super::View;

/// Number words and digits, English and Dutch, with their value. "one" and "een" are left
/// out: they are the article as often as the number.
pub(crate) const NUMBERS: [(&str, u32); 30] = [
    ("2", 2),
    ("3", 3),
    ("4", 4),
    ("5", 5),
    ("6", 6),
    ("7", 7),
    ("8", 8),
    ("9", 9),
    ("10", 10),
    ("12", 12),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("twelve", 12),
    ("twee", 2),
    ("drie", 3),
    ("vier", 4),
    ("vijf", 5),
    ("zes", 6),
    ("zeven", 7),
    ("acht", 8),
    ("negen", 9),
    ("tien", 10),
    ("twaalf", 12),
];

/// Negation and absence, English, Dutch and Flemish: said in a question, they favour the
/// rulings whose title or text says no near the same words ("No follower, no points").
pub(crate) const NEGATIONS: [&str; 22] = [
    "no", "not", "without", "none", "nobody", "noone", "never", "nothing", "neither", "cannot",
    "geen", "niet", "zonder", "niemand", "nooit", "niets", "niks", "nie", "ni", "gene", "genen",
    "nergens",
];

/// Copulas: a negation after one says what a thing is not ("builder and pig are not
/// followers"), not that something is absent ("no follower"); the two agree only with their
/// own kind.
pub(crate) const COPULAS: [&str; 7] = ["is", "are", "be", "was", "were", "zijn", "ben"];

/// How many words either side of a negation it bears on.
pub(crate) const SCOPE: usize = 2;
/// The factor of a ruling that says no where the question does.
pub(crate) const D_NEG: f64 = 0.1;
/// The factor of a ruling that says the question's number of the same thing, and of one
/// that says another number of it.
pub(crate) const D_AGREE: f64 = 0.12;
pub(crate) const D_CLASH: f64 = 0.15;

/// A number said in the question and what it counts: the value, and the English and Dutch
/// stems of the next word.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Counted {
    pub(super) value: u32,
    pub(super) en: u32,
    pub(super) nl: u32,
}

/// What decides, read from a question: its numbers with what they count, and the words its
/// negations bear on.
pub(super) type Decisive = (Vec<Counted>, Vec<Negated>);

/// A word a negation of the question bears on (English stem, Dutch stem) and whether the
/// negation follows a copula ("is not a follower": what a thing is, not what is absent).
pub(super) type Negated = (u32, u32, bool);

impl View<'_> {
    /// The numbers of the question with what each counts: a number word followed by a word
    /// that is not a number (`words`: after the table talk, before the ignored words go).
    pub(super) fn counted(&self, words: &[Word]) -> Vec<Counted> {
        let mut out: Vec<Counted> = Vec::new();
        for pair in words.windows(2) {
            let value = NUMBERS.iter().find(|n| n.0 == pair[0].word).map(|n| n.1);
            let next_is_number = NUMBERS.iter().any(|n| n.0 == pair[1].word);
            if let (Some(value), false) = (value, next_is_number) {
                if self.ignore.find(&pair[1].word).is_some() {
                    continue;
                }
                let (en, nl) = self.stem_pair(&pair[1].word);
                let c = Counted { value, en, nl };
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// The words a negation of the question bears on: the words within [`SCOPE`] of a word
    /// of [`NEGATIONS`] the player said (not one the table talk means: "nobody" is already
    /// read as `follower nothing`), not ignored, as stem pairs (`words`: after the table
    /// talk, before the ignored words go; "no knights" → follower, city).
    pub(super) fn negated(&self, words: &[Word]) -> Vec<Negated> {
        let mut out: Vec<Negated> = Vec::new();
        for (i, w) in words.iter().enumerate() {
            if !w.said || !NEGATIONS.contains(&w.word.as_str()) {
                continue;
            }
            let copular = i > 0 && COPULAS.contains(&words[i - 1].word.as_str());
            let near = i.saturating_sub(SCOPE)..(i + SCOPE + 1).min(words.len());
            for x in &words[near] {
                if NEGATIONS.contains(&x.word.as_str()) || self.ignore.find(&x.word).is_some() {
                    continue;
                }
                let (en, nl) = self.stem_pair(&x.word);
                if !out.contains(&(en, nl, copular)) {
                    out.push((en, nl, copular));
                }
            }
        }
        out
    }

    /// Per entry: whether its title or text says a negation of the same kind (after a
    /// copula or not) within [`SCOPE`] + 1 words before a word the question's negation
    /// bears on ("No follower, no points" for "no knights"; "not followers" only for "is
    /// the pig not a follower").
    pub(super) fn negation_agreement(&self, negated: &[Negated], n: usize) -> Vec<bool> {
        let mut out = vec![false; n];
        if negated.is_empty() {
            return out;
        }
        let stems = |list: &[&str]| -> Vec<(u32, u32)> {
            list.iter()
                .filter_map(|w| {
                    self.surface
                        .find(w)
                        .map(|i| (self.surface_en[i], self.surface_nl[i]))
                })
                .collect()
        };
        let (no, copulas) = (stems(&NEGATIONS), stems(&COPULAS));
        let is = |list: &[(u32, u32)], x: u32, dutch: bool| {
            list.iter().any(|s| if dutch { s.1 == x } else { s.0 == x })
        };
        for &(en, nl, copular) in negated {
            for (dutch, stem) in [(false, en), (true, nl)] {
                for &(e, f, p) in nth(self.post_at, self.post, stem as usize) {
                    if FIELD_DUTCH[f as usize] != dutch || ![0, 1, 3, 4].contains(&f) {
                        continue;
                    }
                    let field = self.field(e as usize, f as usize);
                    let p = p as usize;
                    let near = p.saturating_sub(SCOPE + 1)..p;
                    out[e as usize] |= near.into_iter().any(|q| {
                        is(&no, field[q], dutch)
                            && (q > 0 && is(&copulas, field[q - 1], dutch)) == copular
                    });
                }
            }
        }
        out
    }

    /// The English and the Dutch stems of the ignored words, each sorted.
    fn ignored_stems(&self) -> (Vec<u32>, Vec<u32>) {
        let (mut en, mut nl): (Vec<u32>, Vec<u32>) = (0..self.ignore.len())
            .filter_map(|k| self.surface.find(self.ignore.get(k)))
            .map(|i| (self.surface_en[i], self.surface_nl[i]))
            .unzip();
        en.sort_unstable();
        nl.sort_unstable();
        (en, nl)
    }

    /// Per entry: 1 when one of its fields says a number of the question of the same thing
    /// (the number just before it, or one word before when that word is not an ignored
    /// one), −1 when it says only other numbers
    /// of it, 0 when it says no number of it.
    pub(super) fn number_agreement(&self, counted: &[Counted], n: usize) -> Vec<i8> {
        let mut out = vec![0i8; n];
        if counted.is_empty() {
            return out;
        }
        let stems: Vec<(u32, u32, u32)> = NUMBERS
            .iter()
            .filter_map(|(w, v)| {
                let i = self.surface.find(w)?;
                Some((self.surface_en[i], self.surface_nl[i], *v))
            })
            .collect();
        let ignored = self.ignored_stems();
        let value_of = |stem: u32, dutch: bool| -> Option<u32> {
            stems
                .iter()
                .find(|s| if dutch { s.1 == stem } else { s.0 == stem })
                .map(|s| s.2)
        };
        for c in counted {
            for (dutch, stem) in [(false, c.en), (true, c.nl)] {
                for &(e, f, p) in nth(self.post_at, self.post, stem as usize) {
                    if FIELD_DUTCH[f as usize] != dutch || f == 2 {
                        continue;
                    }
                    let field = self.field(e as usize, f as usize);
                    let p = p as usize;
                    // The number just before, or one word before when the word between
                    // is not an ignored one ("eight neighbouring tiles", not "2 per tile").
                    let gap = |q: usize| {
                        let ignored = if dutch { &ignored.1 } else { &ignored.0 };
                        ignored.binary_search(&field[q]).is_err()
                    };
                    let before = match p {
                        0 => None,
                        1 => value_of(field[0], dutch),
                        _ => value_of(field[p - 1], dutch).or_else(|| {
                            gap(p - 1).then(|| value_of(field[p - 2], dutch)).flatten()
                        }),
                    };
                    match before {
                        Some(v) if v == c.value => out[e as usize] = 1,
                        Some(_) if out[e as usize] == 0 => out[e as usize] = -1,
                        _ => {}
                    }
                }
            }
        }
        out
    }
}

/// The factor of a ruling by how its numbers agree with the question's
/// ([`View::number_agreement`]).
pub(crate) fn agreement_factor(agree: i8, says_no: bool) -> f64 {
    let no = if says_no { 1.0 + D_NEG } else { 1.0 };
    no * match agree {
        1 => 1.0 + D_AGREE,
        -1 => 1.0 - D_CLASH,
        _ => 1.0,
    }
}
