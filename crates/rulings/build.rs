//! Embeds every `rulings/*.yaml` file: writes `$OUT_DIR/rulings_files.rs`, a list of
//! `(file name, include_str!(...))` pairs, so files added to `rulings/` later are picked up
//! without code changes; and compiles them: `$OUT_DIR/rulings_compiled.rs` holds every entry,
//! every glossary term (with its folded names) and the search index as static data, so that
//! nothing is parsed or indexed at run time (`tests/rulings_integrity.rs` checks the compiled
//! database against the YAML files).

use std::env;
use std::fs;
use std::path::PathBuf;

use serde_json::Value;

/// Folding, stemming and the index construction, shared with the crate.
#[path = "src/text.rs"]
#[allow(dead_code)]
mod text;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let dir = manifest.join("../../rulings");
    println!("cargo:rerun-if-changed=../../rulings");
    let mut names: Vec<String> = Vec::new();
    if let Ok(read) = fs::read_dir(&dir) {
        for entry in read.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".yaml") && entry.path().is_file() {
                println!("cargo:rerun-if-changed=../../rulings/{name}");
                names.push(name);
            }
        }
    }
    names.sort();
    let mut out = String::from("/// Every `rulings/*.yaml` file, by file name, sorted.\n");
    out.push_str("pub(crate) static FILES: &[(&str, &str)] = &[\n");
    for name in &names {
        let path = dir.join(name);
        out.push_str(&format!(
            "    ({:?}, include_str!({:?})),\n",
            name,
            path.to_string_lossy()
        ));
    }
    out.push_str("];\n");
    out.push_str(&backing(&dir, &names));
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR"));
    println!("cargo:rerun-if-changed=src/text.rs");
    fs::write(out_dir.join("rulings_compiled.rs"), compiled(&dir, &names))
        .expect("write rulings_compiled.rs");
    fs::write(out_dir.join("rulings_files.rs"), out).expect("write rulings_files.rs");
}

/// The rulings files compiled to Rust source (see the module documentation). A file that does
/// not read, or an entry that does not convert, fails the build with what is wrong and where
/// (the file, the entry's id); `tests/rulings_integrity.rs` then names the line and column.
fn compiled(dir: &std::path::Path, names: &[String]) -> String {
    match compile(dir, names) {
        Ok(out) => out,
        Err(problem) => {
            eprintln!("error: the rulings files in rulings/ do not compile: {problem}");
            std::process::exit(1);
        }
    }
}

/// A glossary term as compiled: key, kind, names (en, seizer, nl), note.
struct CTerm {
    key: String,
    kind: String,
    en: Vec<String>,
    seizer: Vec<String>,
    nl: Vec<String>,
    nl_search: Vec<String>,
    note: Option<(String, String)>,
}

fn field<'a>(v: &'a Value, name: &str) -> Option<&'a Value> {
    v.get(name).filter(|x| !x.is_null())
}

fn string(v: &Value, name: &str) -> Result<String, String> {
    match field(v, name) {
        Some(Value::String(s)) => Ok(s.clone()),
        other => Err(format!("`{name}` is not a string: {other:?}")),
    }
}

fn strings(v: &Value, name: &str) -> Result<Vec<String>, String> {
    match field(v, name) {
        None => Ok(Vec::new()),
        Some(Value::Array(items)) => items
            .iter()
            .map(|x| {
                x.as_str()
                    .map(str::to_string)
                    .ok_or_else(|| format!("`{name}` holds a non-string"))
            })
            .collect(),
        Some(_) => Err(format!("`{name}` is not a list")),
    }
}

fn flag(v: &Value, name: &str, default: bool) -> Result<bool, String> {
    match field(v, name) {
        None => Ok(default),
        Some(Value::Bool(b)) => Ok(*b),
        Some(_) => Err(format!("`{name}` is not true or false")),
    }
}

/// A bilingual text, trimmed: `("en", "nl")` as Rust source.
fn bilingual(v: &Value, name: &str) -> Result<Option<String>, String> {
    let Some(t) = field(v, name) else {
        return Ok(None);
    };
    let en = string(t, "en")?;
    let nl = string(t, "nl")?;
    Ok(Some(format!("({:?}, {:?})", en.trim(), nl.trim())))
}

fn some<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or("None".to_string(), |x| format!("Some({x})"))
}

fn read_file(dir: &std::path::Path, name: &str) -> Result<Vec<Value>, String> {
    let text = fs::read_to_string(dir.join(name)).map_err(|e| format!("{name}: {e}"))?;
    match serde_saphyr::from_str::<Option<Value>>(&text) {
        Ok(None) | Ok(Some(Value::Null)) => Ok(Vec::new()),
        Ok(Some(Value::Array(items))) => Ok(items),
        Ok(Some(_)) => Err(format!("{name}: not a list")),
        Err(e) => Err(format!("{name}: {e}")),
    }
}

/// One entry as a `StaticEntry` literal, and its indexed fields (`text::index_fields_of`).
fn entry(v: &Value, talk: &text::TableTalk) -> Result<(String, [String; text::FIELDS]), String> {
    let id = string(v, "id")?;
    let at = |e: String| format!("{id}: {e}");
    let title = bilingual(v, "title")
        .map_err(at)?
        .ok_or_else(|| at("no title".into()))?;
    let text_ = bilingual(v, "text")
        .map_err(at)?
        .ok_or_else(|| at("no text".into()))?;
    let game = match arbiter_ids::Game::from_key(&string(v, "game").map_err(at)?) {
        Some(g) => format!("Game::{g:?}"),
        None => return Err(at(format!("unknown game {}", string(v, "game")?))),
    };
    let category = match string(v, "category").map_err(at)?.as_str() {
        "placement" => "Category::Placement",
        "scoring" => "Category::Scoring",
        "movement" => "Category::Movement",
        "turn-structure" => "Category::TurnStructure",
        "definition" => "Category::Definition",
        c => return Err(at(format!("unknown category {c}"))),
    };
    let date = match field(v, "date") {
        None => None,
        Some(Value::String(d)) => {
            let (y, m) = d
                .trim()
                .split_once('-')
                .ok_or_else(|| at(format!("date {d}")))?;
            let year: u16 = y.parse().map_err(|_| at(format!("date {d}")))?;
            let month: u8 = m.parse().map_err(|_| at(format!("date {d}")))?;
            if y.len() != 4 || m.len() != 2 || !(1..=12).contains(&month) {
                return Err(at(format!("date {d}")));
            }
            Some(format!("YearMonth {{ year: {year}, month: {month} }}"))
        }
        Some(d) => return Err(at(format!("date {d}"))),
    };
    let faq = match field(v, "faq") {
        None => None,
        Some(p) => {
            let section = match field(p, "section") {
                None => None,
                Some(_) => Some(format!("{:?}", string(p, "section").map_err(at)?.trim())),
            };
            let line = field(p, "line")
                .and_then(Value::as_u64)
                .and_then(|l| u32::try_from(l).ok())
                .ok_or_else(|| at("faq.line".into()))?;
            Some(format!(
                "({:?}, {:?}, {}, {line}, {})",
                string(p, "page").map_err(at)?.trim(),
                string(p, "block").map_err(at)?.trim(),
                some(section),
                flag(p, "heading_lost", false).map_err(at)?
            ))
        }
    };
    let enforced_by = match field(v, "enforced_by") {
        None => None,
        Some(_) => Some(format!("{:?}", string(v, "enforced_by").map_err(at)?)),
    };
    let source = string(v, "source").map_err(at)?.trim().to_string();
    let (asks_en, asks_nl) = match field(v, "asks") {
        None => (Vec::new(), Vec::new()),
        Some(a) => (strings(a, "en").map_err(at)?, strings(a, "nl").map_err(at)?),
    };
    let fields = text::index_fields_of(
        (&title_part(v, "title", "en"), &title_part(v, "title", "nl")),
        &id,
        (&title_part(v, "text", "en"), &title_part(v, "text", "nl")),
        (&asks_en, &asks_nl),
        talk,
    );
    let literal = format!(
        "StaticEntry {{ id: {id:?}, title: {title}, text: {text_}, game: {game}, \
         expansions: &{:?}, pieces: &{:?}, category: {category}, source: {source:?}, \
         date: {}, related: &{:?}, enforced_by: {}, cited_when: &{:?}, faq_place: {}, \
         ruling: {}, nl_by_arbiter: {}, note: {}, context: {} }}",
        strings(v, "expansions").map_err(at)?,
        strings(v, "pieces").map_err(at)?,
        some(date),
        strings(v, "related").map_err(at)?,
        some(enforced_by),
        strings(v, "cited_when").map_err(at)?,
        some(faq),
        flag(v, "ruling", true).map_err(at)?,
        flag(v, "nl_by_arbiter", false).map_err(at)?,
        some(bilingual(v, "note").map_err(at)?),
        some(bilingual(v, "context").map_err(at)?),
    );
    Ok((literal, fields))
}

/// One language of a bilingual field, trimmed (already checked to be there).
fn title_part(v: &Value, name: &str, lang: &str) -> String {
    field(v, name)
        .and_then(|t| t.get(lang))
        .and_then(Value::as_str)
        .unwrap_or("")
        .trim()
        .to_string()
}

fn term(v: &Value) -> Result<CTerm, String> {
    let key = string(v, "key")?;
    let clean = |name: &str| -> Result<Vec<String>, String> {
        Ok(strings(v, name)
            .map_err(|e| format!("{key}: {e}"))?
            .iter()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect())
    };
    let kind = match string(v, "kind")?.as_str() {
        "expansion" => "Expansion",
        "piece" => "Piece",
        "piece-type" => "PieceType",
        "feature" => "Feature",
        "token" => "Token",
        "term" => "Term",
        k => return Err(format!("{key}: unknown kind {k}")),
    };
    let note = match field(v, "note") {
        None => None,
        Some(n) => Some((
            string(n, "en")?.trim().to_string(),
            string(n, "nl")?.trim().to_string(),
        )),
    };
    Ok(CTerm {
        en: clean("en")?,
        seizer: clean("seizer")?,
        nl: clean("nl")?,
        nl_search: clean("nl-search")?,
        key,
        kind: kind.to_string(),
        note,
    })
}

/// Writes a list of numbers (or tuples) as a Rust slice literal.
fn slice<T: std::fmt::Debug>(xs: &[T]) -> String {
    let mut out = String::from("&[");
    for x in xs {
        out.push_str(&format!("{x:?},"));
    }
    out.push(']');
    out
}

fn compile(dir: &std::path::Path, names: &[String]) -> Result<String, String> {
    let talk_text = fs::read_to_string(dir.join("table-talk.txt"))
        .map_err(|e| format!("table-talk.txt: {e}"))?;
    let talk = text::TableTalk::parse(&talk_text)?;
    let read = read_all(dir, names, &talk)?;
    let folded: Vec<Vec<String>> = read
        .terms
        .iter()
        .map(|t| {
            let names =
                t.en.iter()
                    .chain(&t.seizer)
                    .chain(&t.nl)
                    .chain(&t.nl_search)
                    .map(String::as_str);
            text::folded_names(&t.key, names)
        })
        .collect();
    let field_refs: Vec<[&str; text::FIELDS]> = read
        .fields
        .iter()
        .map(|f| std::array::from_fn(|i| f[i].as_str()))
        .collect();
    let t = text::build_tables(&field_refs, &folded, &talk);
    // The entries' positions sorted by id, for `Database::get` (`lib.rs` `sorted_by_id`).
    let mut by_id: Vec<u32> = (0..read.fields.len() as u32).collect();
    by_id.sort_by(|&a, &b| read.fields[a as usize][2].cmp(&read.fields[b as usize][2]));
    let mut out = format!("static BY_ID: &[u32] = &{by_id:?};\n");
    out.push_str(&entries_source(&read.entries, &read.terms, &folded));
    out.push_str(&index_source(&t));
    Ok(out)
}

/// The rulings files read: each entry as a Rust literal and as its index fields, and the
/// glossary terms (a term defined in several glossary files has all their names).
struct Read {
    entries: Vec<String>,
    fields: Vec<[String; text::FIELDS]>,
    terms: Vec<CTerm>,
}

/// Reads every rulings file: the glossary files' terms (each once per file), the others'
/// entries.
fn read_all(
    dir: &std::path::Path,
    names: &[String],
    talk: &text::TableTalk,
) -> Result<Read, String> {
    let mut read = Read {
        entries: Vec::new(),
        fields: Vec::new(),
        terms: Vec::new(),
    };
    for name in names {
        let items = read_file(dir, name)?;
        if name.starts_with("glossary") {
            let mut here: Vec<(String, String)> = Vec::new();
            for v in &items {
                let t = term(v).map_err(|e| format!("{name}: {e}"))?;
                let k = (t.key.clone(), t.kind.clone());
                if here.contains(&k) {
                    return Err(format!("{name}: {} defined twice", t.key));
                }
                here.push(k);
                add_term(&mut read.terms, t);
            }
        } else {
            for v in &items {
                let (literal, f) = entry(v, talk).map_err(|e| format!("{name}: {e}"))?;
                read.entries.push(literal);
                read.fields.push(f);
            }
        }
    }
    Ok(read)
}

/// Adds a term, or its names (and note, if the term has none yet) to the term of the same key
/// and kind.
fn add_term(terms: &mut Vec<CTerm>, t: CTerm) {
    let Some(known) = terms
        .iter_mut()
        .find(|x| x.key == t.key && x.kind == t.kind)
    else {
        terms.push(t);
        return;
    };
    for (dst, src) in [
        (&mut known.en, t.en),
        (&mut known.seizer, t.seizer),
        (&mut known.nl, t.nl),
        (&mut known.nl_search, t.nl_search),
    ] {
        for n in src {
            if !dst.contains(&n) {
                dst.push(n);
            }
        }
    }
    if known.note.is_none() {
        known.note = t.note;
    }
}

/// The entries and the glossary terms (with their folded names) as Rust statics.
fn entries_source(entries: &[String], terms: &[CTerm], folded: &[Vec<String>]) -> String {
    let mut out = String::new();
    out.push_str("static ENTRIES: &[StaticEntry] = &[\n");
    for e in entries {
        out.push_str("    ");
        out.push_str(e);
        out.push_str(",\n");
    }
    out.push_str("];\nstatic TERMS: &[StaticTerm] = &[\n");
    for (term, folded) in terms.iter().zip(folded) {
        out.push_str(&format!(
            "    StaticTerm {{ key: {:?}, kind: TermKind::{}, en: &{:?}, seizer: &{:?}, \
             nl: &{:?}, nl_search: &{:?}, note: {}, folded: &{:?} }},\n",
            term.key,
            term.kind,
            term.en,
            term.seizer,
            term.nl,
            term.nl_search,
            some(
                term.note
                    .as_ref()
                    .map(|(en, nl)| format!("({en:?}, {nl:?})"))
            ),
            folded
        ));
    }
    out.push_str("];\n");
    out
}

/// The search index's tables as a Rust static `View`.
fn index_source(t: &text::Tables) -> String {
    let strs = |l: &text::StrList| {
        format!(
            "Strs {{ joined: {:?}, starts: {} }}",
            l.joined,
            slice(&l.starts)
        )
    };
    format!(
        "static INDEX: View<'static> = View {{\n    surface: {},\n    surface_en: {},\n    \
         surface_nl: {},\n    surface_freq: {},\n    surface_len: {},\n    surface_letters: {},\n    surface_lean: {},\n    stems: {},\n    field_at: {},\n    \
         field_stems: {},\n    title_len: {},\n    ask_at: {},\n    ask_ends: {},\n    post_at: {},\n    post: {},\n    compound_posts: {},\n    phrase_en_at: {},\n    \
         phrase_en: {},\n    phrase_nl_at: {},\n    phrase_nl: {},\n    phrase_terms_at: {},\n    \
         phrase_terms: {},\n    phrase_by_en: {},\n    phrase_by_nl: {},\n    alt_at: {},\n    \
         alts: {},\n    max_phrase: {},\n    ignore: {},\n    say: {},\n    means: {},\n    \
         max_say: {},\n    variant_ids: {},\n    game_words: {},\n    \
         game_word_game: {},\n    same_box: {},\n    same_box_as: {},\n}};\n",
        strs(&t.surface),
        slice(&t.surface_en),
        slice(&t.surface_nl),
        slice(&t.surface_freq),
        slice(&t.surface_len),
        slice(&t.surface_letters),
        slice(&t.surface_lean),
        t.stems,
        slice(&t.field_at),
        slice(&t.field_stems),
        slice(&t.title_len),
        slice(&t.ask_at),
        slice(&t.ask_ends),
        slice(&t.post_at),
        slice(&t.post),
        slice(&t.compound_posts),
        slice(&t.phrase_en_at),
        slice(&t.phrase_en),
        slice(&t.phrase_nl_at),
        slice(&t.phrase_nl),
        slice(&t.phrase_terms_at),
        slice(&t.phrase_terms),
        slice(&t.phrase_by_en),
        slice(&t.phrase_by_nl),
        slice(&t.alt_at),
        slice(&t.alts),
        t.max_phrase,
        strs(&t.ignore),
        strs(&t.say),
        strs(&t.means),
        t.max_say,
        strs(&t.variant_ids),
        strs(&t.game_words),
        slice(&t.game_word_game),
        strs(&t.same_box),
        strs(&t.same_box_as),
    )
}

/// A backing link: (rule, backer, expansions, conditions).
type Link = (String, String, Vec<String>, Vec<String>);
/// An entry as read: (id, the rule it backs, expansions, conditions).
type Entry = (String, Option<String>, Vec<String>, Vec<String>);

/// Backing links: entries whose `enforced_by` names another entry's id, with the expansions
/// the backer names and its `cited_when` conditions. Read from the entry lines directly, so
/// that a verdict can cite the rulings behind its rules without parsing the whole database; a
/// test checks the table against the parsed database.
fn backing(dir: &std::path::Path, names: &[String]) -> String {
    let unquote = |v: &str| v.trim().trim_matches(|c| c == '"' || c == '\'').to_string();
    let list = |v: &str| -> Vec<String> {
        v.trim()
            .trim_start_matches('[')
            .trim_end_matches(']')
            .split(',')
            .map(unquote)
            .filter(|s| !s.is_empty())
            .collect()
    };
    let mut links: Vec<Link> = Vec::new();
    for name in names.iter().filter(|n| !n.starts_with("glossary")) {
        let text = fs::read_to_string(dir.join(name)).unwrap_or_default();
        // (id, rule it backs, expansions, conditions)
        let mut entries: Vec<Entry> = Vec::new();
        for line in text.lines() {
            if let Some(v) = line.strip_prefix("- id:") {
                entries.push((unquote(v), None, Vec::new(), Vec::new()));
                continue;
            }
            let Some(entry) = entries.last_mut() else {
                continue;
            };
            let field = line.trim_start();
            if !line.starts_with("  ") || line.starts_with("   ") {
                continue;
            }
            if let Some(v) = field.strip_prefix("enforced_by:") {
                let rule = unquote(v);
                if rule != "null" && !rule.is_empty() && rule != entry.0 {
                    entry.1 = Some(rule);
                }
            } else if let Some(v) = field.strip_prefix("expansions:") {
                entry.2 = list(v);
            } else if let Some(v) = field.strip_prefix("cited_when:") {
                entry.3 = list(v);
            }
        }
        for (id, rule, expansions, conditions) in entries {
            if let Some(rule) = rule {
                links.push((rule, id, expansions, conditions));
            }
        }
    }
    links.sort();
    let mut out = String::from(
        "/// `(rule, ruling, expansions, conditions)`: rulings whose `enforced_by` names another\n\
         /// entry, with the expansions they name and their `cited_when` conditions, sorted.\n",
    );
    out.push_str("pub(crate) static BACKING: &[(&str, &str, &[&str], &[&str])] = &[\n");
    for (rule, backer, expansions, conditions) in links {
        out.push_str(&format!(
            "    ({rule:?}, {backer:?}, &{expansions:?}, &{conditions:?}),\n"
        ));
    }
    out.push_str("];\n");
    out
}
