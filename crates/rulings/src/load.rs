//! YAML → entries and glossary terms, with errors that name file, line and column.

use std::collections::HashMap;
use std::fmt;

use serde::Deserialize;
use serde_saphyr::Spanned;

use super::glossary::{Glossary, Term, TermKind};
use super::text::Asks;
use super::{Category, Entry, FaqPlace, Game, YearMonth};
use crate::lang::Bilingual;

/// A rulings file that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// The file name, e.g. `base.yaml`.
    pub file: String,
    /// 1-based line, 0 when unknown.
    pub line: u64,
    /// 1-based column, 0 when unknown.
    pub column: u64,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )
    }
}

impl std::error::Error for LoadError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawText {
    en: String,
    nl: String,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum RawCategory {
    Placement,
    Scoring,
    Movement,
    TurnStructure,
    Definition,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    id: Spanned<String>,
    title: Spanned<RawText>,
    text: Spanned<RawText>,
    game: Spanned<String>,
    #[serde(default)]
    expansions: Vec<Spanned<String>>,
    #[serde(default)]
    pieces: Vec<Spanned<String>>,
    category: RawCategory,
    source: Spanned<String>,
    #[serde(default)]
    date: Option<Spanned<String>>,
    #[serde(default)]
    related: Vec<Spanned<String>>,
    #[serde(default)]
    enforced_by: Option<Spanned<String>>,
    #[serde(default)]
    cited_when: Vec<Spanned<String>>,
    #[serde(default)]
    faq: Option<RawPlace>,
    #[serde(default = "yes")]
    ruling: bool,
    #[serde(default)]
    nl_by_arbiter: bool,
    #[serde(default)]
    note: Option<Spanned<RawText>>,
    #[serde(default)]
    context: Option<Spanned<RawText>>,
    #[serde(default)]
    asks: Option<RawAsks>,
}

/// How players ask for an entry (for the search): questions in each language.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawAsks {
    #[serde(default)]
    en: Vec<Spanned<String>>,
    #[serde(default)]
    nl: Vec<Spanned<String>>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlace {
    page: String,
    block: String,
    #[serde(default)]
    section: Option<String>,
    line: u32,
    #[serde(default)]
    heading_lost: bool,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum RawKind {
    Expansion,
    Piece,
    PieceType,
    Feature,
    Token,
    Term,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTerm {
    key: Spanned<String>,
    kind: RawKind,
    en: Vec<String>,
    #[serde(default)]
    seizer: Vec<String>,
    nl: Vec<String>,
    #[serde(default, rename = "nl-search")]
    nl_search: Vec<String>,
    #[serde(default)]
    note: Option<RawText>,
}

/// What [`load`] returns.
pub(crate) struct Loaded {
    pub entries: Vec<Entry>,
    /// Per entry: its asks in English and in Dutch (for the search index).
    pub asks: Vec<Asks>,
    pub glossary: Glossary,
}

/// An entry's asks, trimmed; an empty ask is an error at its place.
fn asks(file: &str, id: &str, raw: Option<RawAsks>) -> Result<Asks, LoadError> {
    let raw = raw.unwrap_or_default();
    let clean = |lang: &str, list: Vec<Spanned<String>>| -> Result<Vec<String>, LoadError> {
        list.into_iter()
            .map(|a| match a.value.trim() {
                "" => Err(err_at(
                    file,
                    &a,
                    format!("{id}: an empty ask in asks.{lang}"),
                )),
                t => Ok(t.to_string()),
            })
            .collect()
    };
    Ok((clean("en", raw.en)?, clean("nl", raw.nl)?))
}

/// True for a well-formed id or key: `[a-z0-9.-]`, starting and ending with a letter or
/// digit, no empty dot-separated part.
pub(crate) fn well_formed_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-')
        && id
            .split('.')
            .all(|part| !part.is_empty() && !part.starts_with('-') && !part.ends_with('-'))
}

/// True for glossary files (`glossary*.yaml`); every other file holds entries.
pub(crate) fn is_glossary_file(name: &str) -> bool {
    name.rsplit('/')
        .next()
        .unwrap_or(name)
        .starts_with("glossary")
}

fn err_at<T>(file: &str, s: &Spanned<T>, message: String) -> LoadError {
    LoadError {
        file: file.to_string(),
        line: s.referenced.line(),
        column: s.referenced.column(),
        message,
    }
}

fn yaml_error(file: &str, e: &serde_saphyr::Error) -> LoadError {
    let (line, column) = e
        .location()
        .map(|l| (l.line(), l.column()))
        .unwrap_or((0, 0));
    let message = e.without_snippet().to_string();
    let mut message = message.lines().next().unwrap_or("").trim().to_string();
    // The location is reported separately.
    if let Some(i) = message.rfind(" at line ") {
        if message[i..].contains("column") {
            message.truncate(i);
        }
    }
    LoadError {
        file: file.to_string(),
        line,
        column,
        message,
    }
}

fn parse_list<T: for<'de> Deserialize<'de>>(file: &str, text: &str) -> Result<Vec<T>, LoadError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    let list: Option<Vec<T>> = serde_saphyr::from_str(text).map_err(|e| yaml_error(file, &e))?;
    Ok(list.unwrap_or_default())
}

fn bilingual(
    file: &str,
    what: &str,
    id: &str,
    t: Spanned<RawText>,
) -> Result<Bilingual, LoadError> {
    for (lang, s) in [("en", &t.value.en), ("nl", &t.value.nl)] {
        if s.trim().is_empty() {
            return Err(err_at(file, &t, format!("{id}: {what}.{lang} is empty")));
        }
    }
    Ok(Bilingual {
        en: t.value.en.trim().to_string(),
        nl: t.value.nl.trim().to_string(),
    })
}

fn keys(
    file: &str,
    id: &str,
    what: &str,
    list: Vec<Spanned<String>>,
) -> Result<Vec<String>, LoadError> {
    list.into_iter()
        .map(|k| {
            if well_formed_id(&k.value) {
                Ok(k.value)
            } else {
                Err(err_at(
                    file,
                    &k,
                    format!("{id}: malformed {what} `{}`", k.value),
                ))
            }
        })
        .collect()
}

fn entry(file: &str, mut raw: RawEntry) -> Result<(Entry, Asks), LoadError> {
    let id = raw.id.value.clone();
    if !well_formed_id(&id) {
        return Err(err_at(
            file,
            &raw.id,
            format!("malformed id `{id}` (use lower case a-z, 0-9, `.` and `-`)"),
        ));
    }
    let asks = asks(file, &id, raw.asks.take())?;
    let title = bilingual(file, "title", &id, raw.title)?;
    let text = bilingual(file, "text", &id, raw.text)?;
    if raw.source.value.trim().is_empty() {
        return Err(err_at(file, &raw.source, format!("{id}: source is empty")));
    }
    let date =
        match raw.date {
            None => None,
            Some(d) => Some(YearMonth::parse(&d.value).ok_or_else(|| {
                err_at(file, &d, format!("{id}: date `{}` is not YYYY-MM", d.value))
            })?),
        };
    let enforced_by = match raw.enforced_by {
        None => None,
        Some(e) if well_formed_id(&e.value) => Some(e.value),
        Some(e) => {
            return Err(err_at(
                file,
                &e,
                format!("{id}: malformed enforced_by `{}`", e.value),
            ))
        }
    };
    let note = match raw.note {
        Some(n) => Some(bilingual(file, "note", &id, n)?),
        None => None,
    };
    let context = match raw.context {
        Some(c) => Some(bilingual(file, "context", &id, c)?),
        None => None,
    };
    let game = Game::from_key(&raw.game.value).ok_or_else(|| {
        err_at(
            file,
            &raw.game,
            format!("{id}: unknown game `{}`", raw.game.value),
        )
    })?;
    let entry = Entry {
        cited_when: keys(file, &id, "condition", raw.cited_when)?,
        faq_place: raw.faq.map(|p| FaqPlace {
            page: p.page.trim().to_string(),
            block: p.block.trim().to_string(),
            section: p.section.map(|s| s.trim().to_string()),
            line: p.line,
            heading_lost: p.heading_lost,
        }),
        ruling: raw.ruling,
        nl_by_arbiter: raw.nl_by_arbiter,
        note,
        context,
        expansions: keys(file, &id, "expansion key", raw.expansions)?,
        pieces: keys(file, &id, "piece key", raw.pieces)?,
        related: keys(file, &id, "related id", raw.related)?,
        id,
        title,
        text,
        game,
        category: match raw.category {
            RawCategory::Placement => Category::Placement,
            RawCategory::Scoring => Category::Scoring,
            RawCategory::Movement => Category::Movement,
            RawCategory::TurnStructure => Category::TurnStructure,
            RawCategory::Definition => Category::Definition,
        },
        source: raw.source.value.trim().to_string(),
        date,
        enforced_by,
    };
    Ok((entry, asks))
}

fn term(file: &str, raw: RawTerm) -> Result<Term, LoadError> {
    let key = raw.key.value.clone();
    if !well_formed_id(&key) {
        return Err(err_at(
            file,
            &raw.key,
            format!("malformed glossary key `{key}`"),
        ));
    }
    let clean = |v: Vec<String>| -> Vec<String> {
        v.into_iter()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    };
    let (en, seizer, nl) = (clean(raw.en), clean(raw.seizer), clean(raw.nl));
    let nl_search = clean(raw.nl_search);
    if en.is_empty() || nl.is_empty() {
        return Err(err_at(
            file,
            &raw.key,
            format!("glossary term `{key}` needs at least one English and one Dutch name"),
        ));
    }
    Ok(Term {
        key,
        kind: match raw.kind {
            RawKind::Expansion => TermKind::Expansion,
            RawKind::Piece => TermKind::Piece,
            RawKind::PieceType => TermKind::PieceType,
            RawKind::Feature => TermKind::Feature,
            RawKind::Token => TermKind::Token,
            RawKind::Term => TermKind::Term,
        },
        en,
        seizer,
        nl,
        nl_search,
        note: raw.note.map(|n| Bilingual {
            en: n.en.trim().to_string(),
            nl: n.nl.trim().to_string(),
        }),
    })
}

/// Adds the names (and, if missing, the note) of `more` to `into`.
fn merge_term(into: &mut Term, more: Term) {
    for (dst, src) in [
        (&mut into.en, more.en),
        (&mut into.seizer, more.seizer),
        (&mut into.nl, more.nl),
    ] {
        for name in src {
            if !dst.contains(&name) {
                dst.push(name);
            }
        }
    }
    if into.note.is_none() {
        into.note = more.note;
    }
}

/// Parses all files. Duplicate ids (within or across files) are errors, and so is a glossary
/// key defined twice with the same kind in one file; one key may name, say, both an
/// expansion and a piece, and the same term in two glossary files has its names merged.
pub(crate) fn load(files: &[(&str, &str)]) -> Result<Loaded, LoadError> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut all_asks: Vec<Asks> = Vec::new();
    let mut terms: Vec<Term> = Vec::new();
    let mut seen_ids: HashMap<String, String> = HashMap::new();
    let mut seen_keys: HashMap<(String, TermKind), String> = HashMap::new();
    for &(file, text) in files {
        if is_glossary_file(file) {
            for raw in parse_list::<RawTerm>(file, text)? {
                let span = raw.key.clone();
                let t = term(file, raw)?;
                match seen_keys.get(&(t.key.clone(), t.kind)) {
                    Some(prev) if prev == file => {
                        return Err(err_at(
                            file,
                            &span,
                            format!("glossary key `{}` of kind {} defined twice", t.key, t.kind),
                        ));
                    }
                    Some(_) => {
                        // Another glossary file knows the same term: merge the names.
                        let known = terms
                            .iter_mut()
                            .find(|k| k.key == t.key && k.kind == t.kind)
                            .expect("seen term is stored");
                        merge_term(known, t);
                    }
                    None => {
                        seen_keys.insert((t.key.clone(), t.kind), file.to_string());
                        terms.push(t);
                    }
                }
            }
        } else {
            for raw in parse_list::<RawEntry>(file, text)? {
                let span = raw.id.clone();
                let (e, a) = entry(file, raw)?;
                if let Some(prev) = seen_ids.insert(e.id.clone(), file.to_string()) {
                    return Err(err_at(
                        file,
                        &span,
                        format!("id `{}` already defined in {prev}", e.id),
                    ));
                }
                entries.push(e);
                all_asks.push(a);
            }
        }
    }
    Ok(Loaded {
        entries,
        asks: all_asks,
        glossary: Glossary::new(terms),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_ids::rule;

    const ONE: &str = "\
- id: x.one
  title: {en: One, nl: Een}
  text: {en: The first rule., nl: De eerste regel.}
  game: carcassonne
  expansions: []
  pieces: [follower]
  category: placement
  source: base-rules
  date: null
  related: []
  enforced_by: x.one
";

    #[test]
    fn parses_an_entry() {
        let l = load(&[("a.yaml", ONE)]).unwrap();
        assert_eq!(l.entries.len(), 1);
        let e = &l.entries[0];
        assert_eq!(e.id, "x.one");
        assert_eq!(e.text.nl, "De eerste regel.");
        assert_eq!(e.category, Category::Placement);
        assert_eq!(e.enforced_by.as_deref(), Some("x.one"));
        assert_eq!(e.date, None);
    }

    #[test]
    fn errors_name_file_line_and_column() {
        let bad = ONE.replace("category: placement", "category: placing");
        let e = load(&[("bad.yaml", &bad)]).err().unwrap();
        assert_eq!(e.file, "bad.yaml");
        assert_eq!(e.line, 7, "{e}");
        assert!(!e.message.contains("at line"), "{e}");
        assert!(e.column > 0, "{e}");

        let bad = ONE.replace("x.one\n  title", "X One\n  title");
        let e = load(&[("bad.yaml", &bad)]).err().unwrap();
        assert_eq!((e.line, e.column), (1, 7), "{e}");
        assert!(e.message.contains("malformed id"), "{e}");

        let bad = ONE.replace("date: null", "date: 10/2025");
        let e = load(&[("bad.yaml", &bad)]).err().unwrap();
        assert_eq!(e.line, 9, "{e}");

        let bad = ONE.replace("nl: Een", "nl: ''");
        let e = load(&[("bad.yaml", &bad)]).err().unwrap();
        assert!(e.message.contains("title.nl is empty"), "{e}");
        assert!(e.to_string().starts_with("bad.yaml:2:"), "{e}");
    }

    #[test]
    fn duplicate_ids_across_files_are_errors() {
        let e = load(&[("a.yaml", ONE), ("b.yaml", ONE)]).err().unwrap();
        assert_eq!(e.file, "b.yaml");
        assert!(e.message.contains("already defined in a.yaml"), "{e}");
    }

    #[test]
    fn glossary_terms_merge_across_files_only() {
        let a = "- {key: knight, kind: term, en: [knight], nl: [ridder]}\n\
                 - {key: abbot, kind: piece, en: [abbot], nl: [abt]}\n\
                 - {key: abbot, kind: expansion, en: [Abbot], nl: [De Abt]}\n";
        let b = "- {key: knight, kind: term, en: [knight, city knight], seizer: [knight], nl: [ridder]}\n";
        let l = load(&[("glossary.yaml", a), ("glossary-faq.yaml", b)]).unwrap();
        let k = l.glossary.get("knight").unwrap();
        assert_eq!(k.en, ["knight", "city knight"]);
        assert_eq!(k.seizer, ["knight"]);
        assert_eq!(l.glossary.terms().len(), 3);
        let twice = format!("{a}{b}");
        let e = load(&[("glossary.yaml", &twice)]).err().unwrap();
        assert!(e.message.contains("defined twice"), "{e}");
        assert_eq!(e.line, 4, "{e}");
    }

    #[test]
    fn id_shape() {
        assert!(well_formed_id(rule::TB_BUILDER_PLACE));
        assert!(well_formed_id(rule::FAQ_012));
        assert!(well_formed_id("river-path"));
        for bad in ["", "Tb.x", "a..b", ".a", "a.", "a b", "a_b", "a.-b"] {
            assert!(!well_formed_id(bad), "{bad}");
        }
    }

    #[test]
    fn empty_file_is_fine() {
        assert!(load(&[("empty.yaml", "# nothing yet\n")])
            .unwrap()
            .entries
            .is_empty());
        assert!(is_glossary_file("glossary-faq.yaml"));
        assert!(!is_glossary_file("faq.yaml"));
    }
}
