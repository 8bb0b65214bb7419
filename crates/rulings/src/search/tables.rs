//! The index tables, borrowed: the compiled statics or a [`Tables`] built at run time.

use super::super::text::{StrList, Tables};

/// A borrowed [`StrList`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Strs<'a> {
    pub joined: &'a str,
    pub starts: &'a [u32],
}

impl<'a> Strs<'a> {
    pub(super) fn len(&self) -> usize {
        self.starts.len() - 1
    }
    pub(super) fn get(&self, i: usize) -> &'a str {
        &self.joined[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
    pub(super) fn find(&self, s: &str) -> Option<usize> {
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
    pub(super) fn all(&self) -> Vec<&'a str> {
        (0..self.len()).map(|i| self.get(i)).collect()
    }
}

impl StrList {
    pub(super) fn strs(&self) -> Strs<'_> {
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
    pub same_box: Strs<'a>,
    pub same_box_as: Strs<'a>,
}

impl<'a> View<'a> {
    /// The box an expansion key counts as where the question points (`same-box` in the
    /// table talk: a current edition counts as its classic box); the key itself otherwise.
    pub(super) fn box_of<'k>(&self, key: &'k str) -> &'k str
    where
        'a: 'k,
    {
        self.same_box
            .find(key)
            .map_or(key, |i| self.same_box_as.get(i))
    }
}

impl Tables {
    pub(super) fn view(&self) -> View<'_> {
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
            same_box: self.same_box.strs(),
            same_box_as: self.same_box_as.strs(),
        }
    }
}

/// List `i` of a flattened list of lists.
pub(super) fn nth<'a, T>(at: &[u32], xs: &'a [T], i: usize) -> &'a [T] {
    &xs[at[i] as usize..at[i + 1] as usize]
}
