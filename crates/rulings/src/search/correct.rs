//! Typo correction: the nearest known word to an unknown one (step 2 of the module
//! documentation), with cheap filters on tables made at build time before the distance.

use super::super::text::letter_set;
use super::{View, MIN_CORRECT};

/// How often each ASCII byte occurs in a word; `None` when it has other characters.
pub(super) fn letter_counts(w: &str) -> Option<[i16; 128]> {
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
pub(super) fn within_letters(
    letters: &mut Option<[i16; 128]>,
    w: &str,
    s: &str,
    max: usize,
) -> bool {
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
pub(super) fn nearest_word<'a>(v: &View<'a>, w: &str) -> Option<&'a str> {
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
        if !same_start(w, s) || !within_letters(&mut letters, w, s, max) {
            continue;
        }
        let d = strsim::osa_distance(w, s);
        if d > max || v.ignore.find(s).is_some() {
            continue;
        }
        if d == 1 && !plausible_substitution(w, s) {
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

/// Whether `s` starts as the typo `w` does: the same first letter, or the first two letters
/// swapped. A slip of the hand rarely changes a word's first letter, while a word arbiter does
/// not know that is one letter from a rule word mostly differs there ("vond" is not "rond",
/// "night" not "eight", "ding" not "king").
pub(super) fn same_start(w: &str, s: &str) -> bool {
    let mut a = w.chars();
    let mut b = s.chars();
    match (a.next(), b.next()) {
        (Some(x), Some(y)) if x == y => true,
        (Some(x), Some(y)) => a.next() == Some(y) && b.next() == Some(x),
        _ => false,
    }
}

/// The letter rows of a QWERTY keyboard: keys next to each other, in a row or in the rows
/// above and below, are near. (AZERTY's swapped keys are in [`SOUND_ALIKE`].)
const KEY_ROWS: [&str; 3] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/// Letters that sound alike or sit where the other keyboard has them: one for the other is a
/// typo players make (`cirkus`, `wijzer`/`wyzer`, AZERTY's `a`/`q` and `z`/`w`).
const SOUND_ALIKE: [&str; 12] = [
    "ck", "cs", "sz", "fv", "dt", "bp", "ij", "iy", "gk", "qa", "zw", "mn",
];

/// Whether two keys are next to each other on the keyboard ([`KEY_ROWS`]).
fn keys_near(a: char, b: char) -> bool {
    let pos = |c: char| {
        KEY_ROWS
            .iter()
            .enumerate()
            .find_map(|(r, row)| row.find(c).map(|k| (r as i32, k as i32)))
    };
    match (pos(a), pos(b)) {
        (Some((ra, ka)), Some((rb, kb))) => (ra - rb).abs() <= 1 && (ka - kb).abs() <= 1,
        _ => false,
    }
}

/// Whether a word one edit from a known word can be a typo of it. A letter left out, added or
/// two swapped always can; one letter for another only when the keys are near, both are
/// vowels, or they sound alike ([`SOUND_ALIKE`]). An ordinary word the index does not know is
/// often one other letter from a rule word (`snel`/`spel`, `week`/`welk`, `nice`/`nine`).
pub(super) fn plausible_substitution(w: &str, s: &str) -> bool {
    let a: Vec<char> = w.chars().collect();
    let b: Vec<char> = s.chars().collect();
    if a.len() != b.len() {
        return true;
    }
    let diff: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).collect();
    if diff.len() != 1 {
        return true;
    }
    let (x, y) = (a[diff[0]], b[diff[0]]);
    let vowel = |c: char| "aeiouy".contains(c);
    let alike = |p: char, q: char| {
        SOUND_ALIKE
            .iter()
            .any(|pair| pair.contains(p) && pair.contains(q))
    };
    (vowel(x) && vowel(y)) || keys_near(x, y) || alike(x, y)
}
