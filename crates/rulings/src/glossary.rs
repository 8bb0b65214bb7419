//! The glossary: game terms in Seizer's English, the standard English and Dutch, and the
//! accent- and case-folding used for every name comparison and for search.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use crate::lang::Bilingual;

pub use super::text::fold;
use super::text::{fold_char, folded_names};

/// What a glossary term names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TermKind {
    /// An expansion (key used in entries' `expansions`).
    Expansion,
    /// A piece (key used in entries' `pieces`).
    Piece,
    /// A type of piece (normal meeple, special figure, ...).
    PieceType,
    /// A feature of the map: city, road, field, monastery, ...
    Feature,
    /// A token or symbol on a tile: pennant, inn, goods, ...
    Token,
    /// Any other game term.
    Term,
}

impl TermKind {
    /// Every kind, in display order.
    pub const ALL: [TermKind; 6] = [
        TermKind::Expansion,
        TermKind::Piece,
        TermKind::PieceType,
        TermKind::Feature,
        TermKind::Token,
        TermKind::Term,
    ];

    /// The YAML spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            TermKind::Expansion => "expansion",
            TermKind::Piece => "piece",
            TermKind::PieceType => "piece-type",
            TermKind::Feature => "feature",
            TermKind::Token => "token",
            TermKind::Term => "term",
        }
    }
}

impl fmt::Display for TermKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One glossary term.
#[derive(Debug, Clone, PartialEq)]
pub struct Term {
    /// Lower-case key, as used in entries' `expansions` and `pieces` lists.
    pub key: String,
    /// What the term names.
    pub kind: TermKind,
    /// Standard English names, preferred first.
    pub en: Vec<String>,
    /// Seizer's English names (empty when Seizer has none).
    pub seizer: Vec<String>,
    /// Dutch names, the chosen one first (the word every Dutch text uses); the others are
    /// forms it may take (`gewone meeple`).
    pub nl: Vec<String>,
    /// Dutch words players also say for it, read by the search but never written: a Dutch
    /// message or ruling that uses one instead of the chosen name fails a test
    /// (`tests/dutch_terms.rs`; the choices are in `docs/dutch-terms.md`).
    pub nl_search: Vec<String>,
    /// An optional explanation.
    pub note: Option<Bilingual>,
}

impl Term {
    /// Every name of the term: English, Seizer, Dutch.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.en
            .iter()
            .chain(&self.seizer)
            .chain(&self.nl)
            .chain(&self.nl_search)
            .map(String::as_str)
    }

    /// The key read as words (`big-follower` → `big follower`).
    pub fn key_words(&self) -> String {
        self.key.replace('-', " ")
    }
}

/// All glossary terms of all glossary files.
#[derive(Debug, Clone, Default)]
pub struct Glossary {
    terms: Vec<Term>,
    by_key: HashMap<String, usize>,
    /// Folded name (and folded key) → term indices, for exact lookup.
    /// Made on the first lookup: searching does not need it.
    by_name: OnceLock<HashMap<String, Vec<usize>>>,
    /// Folded names per term, parallel to `terms`.
    folded: Vec<Vec<String>>,
}

impl Glossary {
    pub(crate) fn new(terms: Vec<Term>) -> Glossary {
        let folded = terms
            .iter()
            .map(|t| folded_names(&t.key, t.names()))
            .collect();
        Glossary::with_folded(terms, folded)
    }

    /// The glossary of these terms, given their folded names (see `text::folded_names`;
    /// the embedded glossary's are computed at build time).
    pub(crate) fn with_folded(terms: Vec<Term>, folded: Vec<Vec<String>>) -> Glossary {
        let mut by_key = HashMap::with_capacity(terms.len());
        for (i, t) in terms.iter().enumerate() {
            by_key.entry(t.key.clone()).or_insert(i);
        }
        Glossary {
            terms,
            by_key,
            by_name: OnceLock::new(),
            folded,
        }
    }

    /// Folded name (and folded key) → term indices.
    fn by_name(&self) -> &HashMap<String, Vec<usize>> {
        self.by_name.get_or_init(|| {
            let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
            for (i, names) in self.folded.iter().enumerate() {
                for n in names {
                    let v = by_name.entry(n.clone()).or_default();
                    if !v.contains(&i) {
                        v.push(i);
                    }
                }
            }
            by_name
        })
    }

    /// Every term, in file order.
    pub fn terms(&self) -> &[Term] {
        &self.terms
    }

    /// True when `key` is a term key.
    pub fn knows(&self, key: &str) -> bool {
        self.by_key.contains_key(key)
    }

    /// The first term with this key.
    pub fn get(&self, key: &str) -> Option<&Term> {
        self.by_key.get(key).map(|&i| &self.terms[i])
    }

    /// The term with this key and kind (one key may name, say, an expansion and a piece).
    pub fn get_kind(&self, key: &str, kind: TermKind) -> Option<&Term> {
        self.terms.iter().find(|t| t.key == key && t.kind == kind)
    }

    /// The terms of one kind.
    pub fn of_kind(&self, kind: TermKind) -> impl Iterator<Item = &Term> {
        self.terms.iter().filter(move |t| t.kind == kind)
    }

    /// Terms matching `term` (accent- and case-insensitive, `&`/`and` and punctuation
    /// ignored): exact name or key matches first, then names starting with it, then names
    /// containing it. Each term appears once.
    pub fn lookup(&self, term: &str) -> Vec<&Term> {
        let q = fold(term);
        if q.is_empty() {
            return Vec::new();
        }
        let mut out: Vec<usize> = Vec::new();
        if let Some(v) = self.by_name().get(&q) {
            out.extend(v);
        }
        for pass in 0..2 {
            for (i, names) in self.folded.iter().enumerate() {
                if out.contains(&i) {
                    continue;
                }
                let hit = names.iter().any(|n| {
                    if pass == 0 {
                        n.starts_with(&q)
                    } else {
                        n.contains(&q)
                    }
                });
                if hit {
                    out.push(i);
                }
            }
        }
        out.into_iter().map(|i| &self.terms[i]).collect()
    }

    /// The key a filter value stands for: the value itself when it is a key, else the key
    /// of the term with that exact name (preferring `kind`), else the folded value.
    pub(crate) fn resolve_key(&self, value: &str, kind: Option<TermKind>) -> String {
        let trimmed = value.trim();
        if self.knows(trimmed) {
            return trimmed.to_string();
        }
        let lower = trimmed.to_lowercase();
        if self.knows(&lower) {
            return lower;
        }
        let q = fold(trimmed);
        if let Some(v) = self.by_name().get(&q) {
            let pick = v
                .iter()
                .find(|&&i| Some(self.terms[i].kind) == kind)
                .or_else(|| v.first());
            if let Some(&i) = pick {
                return self.terms[i].key.clone();
            }
        }
        q.replace(' ', "-")
    }

    /// Up to `count` terms of the given kinds whose names are nearest to `value` (a name
    /// containing it first, then by edit distance), for "did you mean" suggestions.
    pub fn nearest(&self, value: &str, kinds: &[TermKind], count: usize) -> Vec<&Term> {
        let q = fold(value);
        let mut ranked: Vec<(usize, usize)> = self
            .terms
            .iter()
            .enumerate()
            .filter(|(_, t)| kinds.contains(&t.kind))
            .map(|(i, _)| {
                let d = self.folded[i]
                    .iter()
                    .map(|n| {
                        if !q.is_empty() && n.contains(&q) {
                            return 0;
                        }
                        let whole = strsim::levenshtein(n, &q);
                        let word = n
                            .split(' ')
                            .map(|w| strsim::levenshtein(w, &q))
                            .min()
                            .unwrap_or(whole);
                        whole.min(word)
                    })
                    .min()
                    .unwrap_or(usize::MAX);
                (d, i)
            })
            .collect();
        ranked.sort();
        let mut out: Vec<&Term> = Vec::new();
        for (_, i) in ranked {
            let t = &self.terms[i];
            if out.len() < count && !out.iter().any(|o| o.key == t.key) {
                out.push(t);
            }
        }
        out
    }

    /// Folded names per term (parallel to [`Glossary::terms`]), for search.
    pub(crate) fn folded_names(&self) -> &[Vec<String>] {
        &self.folded
    }
}

/// Every character up to U+2FFF whose folding is not the default one (its lower case for a
/// letter or digit, a space for anything else), with its folding: what a script needs to
/// fold exactly as [`fold`] does.
pub(crate) fn fold_exceptions() -> Vec<(char, String)> {
    let mut out = Vec::new();
    for c in (0u32..0x3000).filter_map(char::from_u32) {
        let mut got = String::new();
        fold_char(c, &mut got);
        let default: String = if c.is_alphanumeric() {
            c.to_lowercase().collect()
        } else {
            " ".to_string()
        };
        if got != default {
            out.push((c, got));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_ids::rule;

    fn term(key: &str, kind: TermKind, en: &[&str], seizer: &[&str], nl: &[&str]) -> Term {
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect();
        Term {
            key: key.into(),
            kind,
            en: v(en),
            seizer: v(seizer),
            nl: v(nl),
            nl_search: Vec::new(),
            note: None,
        }
    }

    #[test]
    fn folds_accents_case_and_punctuation() {
        assert_eq!(fold("Café"), "cafe");
        assert_eq!(fold("geëindigd"), "geeindigd");
        assert_eq!(fold("ruïne"), "ruine");
        assert_eq!(fold("Rôle"), "role");
        assert_eq!(
            fold("  Kooplieden & Bouwmeesters! "),
            "kooplieden bouwmeesters"
        );
        assert_eq!(fold("Straße"), "strasse");
        assert_eq!(fold("meeple's"), "meeples");
        assert_eq!(fold("ÉÈÊËéèêë"), "eeeeeeee");
        assert_eq!(fold(rule::TB_BUILDER_PLACE), "tb builder place");
        assert_eq!(fold("Naïef, coördinatie"), "naief coordinatie");
    }

    #[test]
    fn lookup_exact_then_prefix_then_contains() {
        let g = Glossary::new(vec![
            term(
                "big-follower",
                TermKind::Piece,
                &["big follower", "big meeple"],
                &["big follower"],
                &["grote meeple"],
            ),
            term(
                "follower",
                TermKind::Piece,
                &["follower", "meeple"],
                &[],
                &["volgeling", "meeple"],
            ),
            term(
                "inns-and-cathedrals",
                TermKind::Expansion,
                &["Inns & Cathedrals"],
                &["Taverns & Temples"],
                &["Kathedralen & Herbergen"],
            ),
        ]);
        let keys = |q: &str| {
            g.lookup(q)
                .iter()
                .map(|t| t.key.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(keys("MEEPLE"), ["follower", "big-follower"]);
        assert_eq!(keys("Grote"), ["big-follower"]);
        assert_eq!(keys("kathedralen en herbergen"), Vec::<String>::new());
        assert_eq!(keys("Kathedralen & Herbergen"), ["inns-and-cathedrals"]);
        assert_eq!(keys("taverns"), ["inns-and-cathedrals"]);
        assert_eq!(keys("edral"), ["inns-and-cathedrals"]);
        assert!(g.knows("follower"));
        assert!(!g.knows("Follower"));
        assert_eq!(
            g.resolve_key("Taverns & Temples", Some(TermKind::Expansion)),
            "inns-and-cathedrals"
        );
    }
}
