//! Reading a question (steps 1 to 4 of the module documentation): its words known, split or
//! corrected, the table talk replaced, the ignored words dropped and the rest made concepts.

use super::super::lang::Lang;
use super::super::text::{fold, fold_char};
use super::super::Game;
use super::correct::nearest_word;
use super::decide::Decisive;
use super::tables::nth;
use super::{Reading, Understood, View, DIMINUTIVES, MAX_WORDS, MIN_BASE, MIN_CORRECT, MIN_SPLIT};

/// What a question is split into.
#[derive(Debug, PartialEq)]
pub(super) struct Concept {
    /// Names (English stem ids, Dutch stem ids) any of which counts as a match.
    pub(super) alts: Vec<(Vec<u32>, Vec<u32>)>,
    /// The name as said (English stem ids, Dutch stem ids): one of `alts`.
    pub(super) said: (Vec<u32>, Vec<u32>),
    /// Glossary keys (for the key weight and the groups).
    pub(super) keys: Vec<String>,
    /// The words that made it.
    pub(super) label: String,
    /// What it counts for: 1, or its share of a saying it comes from (`thief` → `follower
    /// road`: a half each).
    pub(super) part: f64,
    /// How sure the reading is: 1, or `1 − d/n` for a typo of `n` letters corrected by `d`
    /// edits. It scales the concept's matches, not its weight in the question.
    pub(super) sure: f64,
}

/// A word of the question on its way to a concept.
#[derive(Debug, Clone)]
pub(super) struct Word {
    /// The folded word (a known surface word).
    pub(super) word: String,
    /// What it counts for: 1, or its share of a saying it comes from.
    pub(super) part: f64,
    /// How sure the reading is: 1, or `1 − d/n` for a corrected typo.
    pub(super) sure: f64,
    /// Said by the player (or spelled out from a contraction), not a meaning of the table
    /// talk.
    pub(super) said: bool,
}

impl Word {
    pub(super) fn new(word: &str, part: f64, sure: f64) -> Word {
        Word {
            word: word.to_string(),
            part,
            sure,
            said: true,
        }
    }
}

/// Per folded word of `text` (as [`fold`] splits it): whether it is written with a capital
/// and then lower case only (`Pieter`, not `MEEPLE` or `meeple`), as a name is.
fn capitalised(text: &str) -> Vec<bool> {
    let mut out = Vec::new();
    let (mut len, mut first, mut later) = (0usize, false, false);
    let mut folded = String::new();
    for c in text.chars().chain([' ']) {
        folded.clear();
        fold_char(c, &mut folded);
        if folded == " " {
            if len > 0 {
                out.push(first && !later);
            }
            (len, first, later) = (0, false, false);
        } else if !folded.is_empty() {
            if len == 0 {
                first = c.is_uppercase();
            } else {
                later |= c.is_uppercase();
            }
            len += 1;
        }
    }
    out
}

impl<'a> View<'a> {
    pub(super) fn stem_pair(&self, word: &str) -> (u32, u32) {
        let i = self.surface.find(word).expect("a surface word");
        (self.surface_en[i], self.surface_nl[i])
    }

    pub(super) fn phrase_en_of(&self, p: u32) -> &'a [u32] {
        nth(self.phrase_en_at, self.phrase_en, p as usize)
    }

    pub(super) fn phrase_nl_of(&self, p: u32) -> &'a [u32] {
        nth(self.phrase_nl_at, self.phrase_nl, p as usize)
    }

    /// The terms having a glossary name whose English stems are `en` or whose Dutch stems
    /// are `nl`, sorted, each once.
    pub(super) fn terms_named(&self, en: &[u32], nl: &[u32]) -> Vec<u32> {
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
    pub(super) fn read(
        &self,
        query: &str,
        term_keys: &[&str],
    ) -> (Understood, Vec<Concept>, Decisive) {
        let mut u = Understood::default();
        let words = self.known_words(query, &mut u);
        u.lang = self.language(&u);
        let mut plain = self.table_talk(words, &mut u);
        let counted = self.counted(&plain);
        let negated = self.negated(&plain);
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
        (u, out, (counted, negated))
    }

    /// The language the question's known words lean to (see [`Understood::lang`]).
    pub(super) fn language(&self, u: &Understood) -> Option<Lang> {
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
    pub(super) fn known_words(&self, query: &str, u: &mut Understood) -> Vec<Word> {
        let folded = fold(query);
        let capitals = capitalised(query);
        let mut words: Vec<Word> = Vec::new();
        let mut all = folded.split(' ').filter(|w| !w.is_empty());
        for (k, w) in all.by_ref().take(MAX_WORDS).enumerate() {
            self.read_word(w, capitals.get(k) == Some(&true), &mut words, u);
        }
        u.unread = all.map(str::to_string).collect();
        words
    }

    /// One folded word of the question read (step 2): known, a small form, a name, split or
    /// corrected, or unknown; what it is read as is pushed to `words` and noted in `u`.
    fn read_word(&self, w: &str, capital: bool, words: &mut Vec<Word>, u: &mut Understood) {
        if self.surface.find(w).is_some() {
            words.push(Word::new(w, 1.0, 1.0));
            u.words.push((w.to_string(), Reading::Known));
        } else if let Some(base) = self.small_form(w) {
            words.push(Word::new(base, 1.0, 1.0));
            u.words
                .push((w.to_string(), Reading::Diminutive(base.to_string())));
        } else if capital {
            u.words.push((w.to_string(), Reading::Name));
        } else {
            match self.correct(w) {
                Some(read) => {
                    let r = read.iter().map(|x| x.word.clone()).collect();
                    words.extend(read);
                    u.words.push((w.to_string(), Reading::Corrected(r)));
                }
                None => u.words.push((w.to_string(), Reading::Unknown)),
            }
        }
    }

    /// An unknown Dutch diminutive or Flemish small form read as its word (`tegeltje` →
    /// `tegel`, `poppetje` → `pop`, `boerke` → `boer`, `meeplekes` → `meeple`), as the index
    /// reads the known ones (`text.rs` `small_form`): the first of [`DIMINUTIVES`] the word
    /// ends in whose stripped base, or that base with a doubled last letter made single, is a
    /// known word of at least [`MIN_BASE`] letters that is not ignored.
    pub(super) fn small_form(&self, w: &str) -> Option<&'a str> {
        let known = |s: &str| {
            let i = self.surface.find(s)?;
            (s.chars().count() >= MIN_BASE && self.ignore.find(s).is_none())
                .then(|| self.surface.get(i))
        };
        for end in DIMINUTIVES {
            let Some(base) = w.strip_suffix(end) else {
                continue;
            };
            if let Some(k) = known(base) {
                return Some(k);
            }
            let mut last = base.chars().rev();
            if let (Some(a), Some(b)) = (last.next(), last.next()) {
                if a == b {
                    if let Some(k) = known(&base[..base.len() - a.len_utf8()]) {
                        return Some(k);
                    }
                }
            }
        }
        None
    }

    /// An unknown word read as two known words, or as the nearest known word; `None` when
    /// nothing is near enough (see the module documentation).
    pub(super) fn correct(&self, w: &str) -> Option<Vec<Word>> {
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
    pub(super) fn table_talk(&self, mut words: Vec<Word>, u: &mut Understood) -> Vec<Word> {
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
            plain.extend(means.split(' ').map(|x| Word {
                said: false,
                ..Word::new(x, 1.0 / m as f64, least)
            }));
            u.sayings.push((saying, means.to_string()));
            i += len;
        }
        plain
    }

    /// Whether a saying's meaning spells out a contraction: several words, all ignored.
    pub(super) fn is_contraction(&self, means: &str) -> bool {
        means.contains(' ') && means.split(' ').all(|m| self.ignore.find(m).is_some())
    }

    /// Step 4: the words become concepts, glossary names longest first, each concept once.
    pub(super) fn concepts(&self, plain: &[Word], term_keys: &[&str]) -> Vec<Concept> {
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
    pub(super) fn named_concept(
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
}
