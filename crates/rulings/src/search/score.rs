//! Scoring (see the module documentation): each concept's matches in every entry, summed
//! into coverage, fit, title precision and the nearest ask, times the game and group priors.

use super::super::text::{ASKS_EN, ASKS_NL, FIELDS, FIELD_DUTCH, ID};
use super::likely;
use super::read::Concept;
use super::tables::nth;
use super::*;

impl<'a> View<'a> {
    pub(super) fn field(&self, entry: usize, field: usize) -> &'a [u32] {
        nth(self.field_at, self.field_stems, entry * FIELDS + field)
    }

    /// The average length of each field over the entries.
    pub(super) fn average_lengths(&self, n: usize) -> [f64; FIELDS] {
        let mut sum = [0.0f64; FIELDS];
        for e in 0..n {
            for (f, s) in sum.iter_mut().enumerate() {
                *s += self.field(e, f).len() as f64;
            }
        }
        sum.map(|s| if n == 0 { 1.0 } else { (s / n as f64).max(1.0) })
    }

    /// The words of each entry's fields but the id (the likelihood's lengths).
    pub(super) fn word_counts(&self, n: usize) -> Vec<f64> {
        (0..n)
            .map(|e| {
                (0..FIELDS)
                    .filter(|&f| f != ID)
                    .map(|f| self.field(e, f).len() as f64)
                    .sum()
            })
            .collect()
    }

    /// `h(c, e)` of every entry (see the module documentation), the title words matched and
    /// the entries matched through the name as said.
    pub(super) fn concept_hits<M: Indexed>(
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
                en.max(nl)
                    + W_ID * f64::from(u8::from(t[ID] > 0))
                    + W_KEY * f64::from(u8::from(key))
            })
            .collect();
        // Every field but the id: the words the likelihood counts.
        let count = tf
            .iter()
            .map(|t| {
                t.iter()
                    .enumerate()
                    .filter(|&(f, _)| f != ID)
                    .map(|(_, &x)| x)
                    .sum()
            })
            .collect();
        ConceptHits {
            h,
            count,
            titles,
            asked,
            literal,
        }
    }

    /// The asks of entry `e` in one language (0 English, 1 Dutch): where each ends.
    pub(super) fn ask_ends_of(&self, e: usize, lang: usize) -> &'a [u16] {
        nth(self.ask_at, self.ask_ends, e * 2 + lang)
    }

    /// `ask(e)` (see the module documentation): how well the entry's best ask says what the
    /// question says, the harmonic mean of the question's weight it matches and the share of
    /// its own words matched. `hits`: the words of its asks matched (sorted here);
    /// `concepts`: scratch.
    pub(super) fn best_ask(
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
pub(super) struct ConceptHits {
    /// `h(c, e)` per entry.
    pub(super) h: Vec<f64>,
    /// Per entry, how often it says the concept in its titles, texts and asks (for the
    /// likelihood, `likely.rs`).
    pub(super) count: Vec<u32>,
    /// The title words matched: (entry, 0 English or 1 Dutch, position).
    pub(super) titles: Vec<(u32, u8, u16)>,
    /// The words of the asks matched: (entry, 0 English or 1 Dutch, position).
    pub(super) asked: Vec<(u32, u8, u16)>,
    /// Per entry: matched through the name as said (not only another name of its terms).
    pub(super) literal: Vec<bool>,
}

/// What the concepts of a question add up to over the entries (see the module
/// documentation): the sums of coverage and fit, the concepts each entry matched, the game
/// and group evidence and the title words matched.
pub(super) struct Tally {
    /// `Σ w(c)` over the concepts.
    pub(super) total: f64,
    /// Per entry, `Σ w(c)·sure` over the concepts it matches.
    pub(super) covered: Vec<f64>,
    /// Per entry, `Σ w(c)·sure·h(c, e)`.
    pub(super) fit: Vec<f64>,
    /// Per entry, the concepts it matches (indices).
    pub(super) matched: Vec<Vec<usize>>,
    /// Per game of [`Game::ALL`], `Σ w(c)·share`, and `Σ w(c)` of the concepts that match.
    pub(super) evidence: [f64; 2],
    pub(super) evidence_weight: f64,
    /// The groups pointed at, with the largest share.
    pub(super) pointed: Vec<(String, f64)>,
    /// Per entry, the positions of its English and Dutch title words matched.
    pub(super) title_words: Vec<[Vec<u16>; 2]>,
    /// Per concept, `w(c)·sure`.
    pub(super) weights: Vec<f64>,
    /// Per entry, the words of its asks matched: (0 English or 1 Dutch, position, concept).
    pub(super) asked: Vec<Vec<(u8, u16, u32)>>,
    /// Per entry, `ask(e)` (after every concept is counted).
    pub(super) best: Vec<f64>,
    /// Per entry, the likelihood of the question's concepts (`likely.rs`), summed over the
    /// concepts the database says at all; and how many those are.
    pub(super) likely: Vec<f64>,
    pub(super) counted: f64,
}

impl View<'_> {
    /// Every concept's matches summed over the entries.
    pub(super) fn tally<M: Indexed>(
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
            likely: vec![0.0; n],
            counted: 0.0,
        };
        let lens = self.word_counts(n);
        let all: f64 = lens.iter().sum();
        let mut ln_lens: Vec<f64> = Vec::new();
        for (ci, c) in concepts.iter().enumerate() {
            let ConceptHits {
                h,
                count,
                titles,
                asked,
                literal,
            } = self.concept_hits(c, entries, &avg);
            let df = h.iter().filter(|&&x| x > 0.0).count();
            let w = idf(n, df) * c.part;
            t.total += w;
            t.weights.push(w * c.sure);
            let seen: u32 = count.iter().sum();
            if seen > 0 {
                let p = f64::from(seen) / all;
                t.counted += 1.0;
                if ln_lens.is_empty() {
                    ln_lens = likely::ln_lens(&lens);
                }
                likely::add(&mut t.likely, &count, &ln_lens, p);
            }
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
            // A word of one game ("dorp", "werker", "seizoen") weighs fully in the game's
            // evidence; one both games use alike, W_EVEN of it.
            let sharp = (per_game[0] - per_game[1]).abs() / mass;
            let we = w * (W_EVEN + (1.0 - W_EVEN) * sharp);
            for (g, part) in per_game.iter().enumerate() {
                t.evidence[g] += we * (part / mass);
            }
            t.evidence_weight += we;
            let shares = per_group
                .into_iter()
                .map(|(g, k)| (g.to_string(), k / mass))
                .chain(c.keys.iter().map(|k| (self.box_of(k).to_string(), 1.0)));
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
    pub(super) fn score(
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
            // Carcassonne is asked far more: it starts with P_CARC of evidence.
            None => {
                let prior = if g == 0 { P_CARC } else { 0.0 };
                (t.evidence[g] + prior) / (t.evidence_weight + P_CARC)
            }
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
