//! The words' likelihood: which of the first answers is likeliest to be written in the
//! question's words (see the module documentation, "Near answers by their words").
//!
//! Every entry is a small language model of its own fields (titles, texts and asks, both
//! languages), smoothed towards the whole database with a Dirichlet prior of [`MU`] words:
//! a concept said `x` times in an entry of `len` words, and `seen` times in the `all` words
//! of the database (`p = seen / all`), is that entry's word with probability
//! `(x + MU·p) / (len + MU)`. The question's concepts each add how much likelier the entry
//! makes them than the database does, `ln((x + MU·p) / (len + MU)) − ln p`. Nothing is
//! learned or stored beyond the index: the counts are the ones the scoring reads anyway.
//!
//! It only re-orders near answers: each of the first [`RERANK`] answers gets [`W_LIKELY`]
//! times its likelihood less the best of them, per concept counted. The best of them keeps
//! its score; no answer rises past one outside the first [`RERANK`].
//!
//! The logarithm is [`ln`], written with `+ − × ÷` only so that the page's script, which runs
//! the same steps, gets the same bits.

/// The Dirichlet prior, in words: how strongly an entry's counts lean towards the
/// database's.
pub(super) const MU: f64 = 100.0;
/// What the likelihood weighs against the score.
pub(super) const W_LIKELY: f64 = 0.08;
/// How many of the first answers it re-orders.
pub(super) const RERANK: usize = 5;
/// Terms of the series in [`ln`]: `|s| ≤ 0.172`, so the 13th term is below `10⁻¹⁹`.
pub(super) const LN_TERMS: u32 = 12;

/// The natural logarithm of a positive `x`, by halving or doubling it into `[√½, √2)` (exact)
/// and the series `ln m = 2·(s + s³/3 + s⁵/5 + …)`, `s = (m − 1)/(m + 1)`. Only basic IEEE
/// operations in a fixed order, so any language that does them gets the same result. Not a
/// positive finite number: negative infinity.
pub(super) fn ln(x: f64) -> f64 {
    if !(x > 0.0 && x.is_finite()) {
        return f64::NEG_INFINITY;
    }
    let (mut m, mut k) = (x, 0i32);
    while m >= std::f64::consts::SQRT_2 {
        m *= 0.5;
        k += 1;
    }
    while m < std::f64::consts::FRAC_1_SQRT_2 {
        m *= 2.0;
        k -= 1;
    }
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let (mut term, mut sum) = (s, 0.0f64);
    for i in 0..LN_TERMS {
        sum += term / f64::from(2 * i + 1);
        term *= s2;
    }
    2.0 * sum + f64::from(k) * std::f64::consts::LN_2
}

/// What one concept adds to every entry's likelihood (`likely[e]`): said `count[e]` times in
/// entry `e`, whose words weigh `ln_lens[e] = ln(len + MU)`, `p` its share of the database's
/// words. `ln((x + MU·p)/(len + MU)) − ln p` is taken as `ln(x + MU·p) − ln(len + MU) − ln p`,
/// with the logarithms of an entry that does not say it (`x` 0) and of `p` taken once.
pub(super) fn add(likely: &mut [f64], count: &[u32], ln_lens: &[f64], p: f64) {
    let (ln_p, unsaid) = (ln(p), ln(MU * p));
    for ((l, &x), &ln_len) in likely.iter_mut().zip(count).zip(ln_lens) {
        let said = if x == 0 {
            unsaid
        } else {
            ln(f64::from(x) + MU * p)
        };
        *l += said - ln_len - ln_p;
    }
}

/// `ln(len + MU)` of each entry's number of words (see [`add`]).
pub(super) fn ln_lens(lens: &[f64]) -> Vec<f64> {
    lens.iter().map(|&len| ln(len + MU)).collect()
}

/// Re-orders the first [`RERANK`] answers of `hits` (best first, as (entry, score)) by their
/// likelihood, `likely[e]` summed over `counted` concepts; an answer scored 2 or more (the
/// entry whose id the question is) is left where it is, and so is the rest. The scores of
/// the answers re-ordered are lowered by the likelihood they lack, but never below the next
/// answer's, so that the scores shown stay in order.
pub(super) fn rerank(hits: &mut [(usize, f64)], likely: &[f64], counted: f64) {
    if counted <= 0.0 {
        return;
    }
    let k = hits.iter().take(RERANK).take_while(|h| h.1 < 2.0).count();
    let first = &mut hits[..k];
    let best = first
        .iter()
        .map(|h| likely[h.0])
        .fold(f64::NEG_INFINITY, f64::max);
    let least = first.iter().map(|h| h.1).fold(f64::INFINITY, f64::min);
    for h in first.iter_mut() {
        h.1 += W_LIKELY * (likely[h.0] - best) / counted;
    }
    first.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    // The scores shown stay in order and positive: none below the next answer's, or below
    // the least of the first before the re-ordering when there is no next answer. The order
    // is decided above; this changes no place.
    let floor = hits.get(k).map_or(least, |h| h.1);
    for h in &mut hits[..k] {
        h.1 = h.1.max(floor);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ln_agrees_with_the_standard_library() {
        for x in [
            1e-9,
            0.001,
            0.37,
            0.5,
            std::f64::consts::FRAC_1_SQRT_2,
            1.0,
            1.5,
            2.0,
            3.0,
            10.0,
            123.456,
            1e6,
        ] {
            let (a, b) = (ln(x), x.ln());
            assert!(
                (a - b).abs() <= 1e-15 * b.abs().max(1.0),
                "{x}: {a} against {b}"
            );
        }
        assert_eq!(ln(1.0), 0.0);
        assert_eq!(ln(0.0), f64::NEG_INFINITY);
        assert_eq!(ln(-1.0), f64::NEG_INFINITY);
        assert_eq!(ln(f64::NAN), f64::NEG_INFINITY);
    }

    #[test]
    fn an_entry_that_says_the_word_more_is_likelier() {
        // Entries of 200, 200, 50, 500 and 200 words; the word said 3, 1, 1, 1 and 0 times.
        let lens = ln_lens(&[200.0, 200.0, 50.0, 500.0, 200.0]);
        let mut likely = vec![0.0; 5];
        add(&mut likely, &[3, 1, 1, 1, 0], &lens, 0.001);
        assert!(likely[0] > likely[1], "{likely:?}");
        assert!(likely[2] > likely[3], "{likely:?}");
        assert!(likely[4] < 0.0 && likely[1] > 0.0, "{likely:?}");
        // The sum of logarithms is the logarithm of the ratio.
        let direct = ((3.0 + MU * 0.001) / (200.0 + MU) / 0.001f64).ln();
        assert!(
            (likely[0] - direct).abs() < 1e-12,
            "{} against {direct}",
            likely[0]
        );
    }

    #[test]
    fn rerank_moves_only_the_first_answers_and_keeps_the_best_likelihood_score() {
        // Entries 0..6; entry 2 is by far the likeliest, entry 6 (outside the first five)
        // likelier still but never moved.
        let likely = [0.0, 0.0, 10.0, 0.0, 0.0, 0.0, 50.0];
        let mut hits = vec![
            (0, 0.60),
            (1, 0.59),
            (2, 0.58),
            (3, 0.50),
            (4, 0.40),
            (6, 0.3),
        ];
        rerank(&mut hits, &likely, 2.0);
        assert_eq!(hits[0], (2, 0.58));
        assert_eq!(hits[5], (6, 0.3));
        assert!(hits[1].1 < 0.60 && hits[1].0 == 0);
        // Entries 0 and 1 lose 0.4: their scores stop at the next answer's.
        assert!(hits.windows(2).all(|w| w[0].1 >= w[1].1), "{hits:?}");
        assert!(hits.iter().all(|h| h.1 >= 0.3), "{hits:?}");
        // With no answer after the first five, at the least of the five.
        let mut hits = vec![(0, 0.60), (1, 0.59), (2, 0.58)];
        rerank(&mut hits, &likely, 2.0);
        assert_eq!(hits[0], (2, 0.58));
        assert!(hits.iter().all(|h| h.1 >= 0.58), "{hits:?}");
        // An id asked for stays first and out of the re-ordering.
        let mut hits = vec![(5, 2.0), (0, 0.6), (2, 0.5)];
        rerank(&mut hits, &likely, 1.0);
        assert_eq!(hits[0], (5, 2.0));
        // No concept counted: nothing moves.
        let mut hits = vec![(0, 0.6), (2, 0.5)];
        rerank(&mut hits, &likely, 0.0);
        assert_eq!(hits, vec![(0, 0.6), (2, 0.5)]);
    }
}
