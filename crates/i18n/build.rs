//! Embeds every `locales/<lang>/*.ftl` file with a table of its entries (see [`locales`]).

use std::env;
use std::fs;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    // The Fluent files are embedded by a macro: rebuild when they change.
    println!("cargo:rerun-if-changed=../../locales");
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR"));
    fs::write(
        out_dir.join("locale_files.rs"),
        locales(&manifest.join("../../locales")),
    )
    .expect("write locale_files.rs");
}

/// Every `locales/<lang>/*.ftl` file, embedded per language, and a table of its entries, so
/// that a run parses only the Fluent entries it formats: `<LANG>` lists the files,
/// `<LANG>_IDS` maps every message and term id (terms with their `-`) to its entry, sorted by
/// id, and `<LANG>_ENTRIES` gives each entry's place in its file and the entries it refers to,
/// directly or through others (see [`ftl_entries`] and [`ftl_references`]).
fn locales(dir: &std::path::Path) -> String {
    let mut out = String::new();
    for lang in ["en", "nl"] {
        let mut files: Vec<PathBuf> = fs::read_dir(dir.join(lang))
            .map(|r| {
                r.flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "ftl") && p.is_file())
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        let upper = lang.to_uppercase();
        out.push_str(&format!(
            "/// Every `locales/{lang}/*.ftl` file, sorted by name.\n\
             pub(crate) static {upper}: &[&str] = &[\n"
        ));
        // (file, start, end, id, referenced ids)
        let mut entries: Vec<(usize, usize, usize, String, Vec<String>)> = Vec::new();
        for (n, f) in files.iter().enumerate() {
            println!("cargo:rerun-if-changed={}", f.display());
            out.push_str(&format!("    include_str!({:?}),\n", f.to_string_lossy()));
            let text = fs::read_to_string(f).unwrap_or_default();
            for (id, start, end) in ftl_entries(&text) {
                let refs = ftl_references(&text[start..end]);
                entries.push((n, start, end, id, refs));
            }
        }
        out.push_str("];\n");
        let index: std::collections::BTreeMap<&str, usize> = entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e.3.as_str(), i))
            .collect();
        out.push_str(&format!(
            "/// Every message and term id of `locales/{lang}`, sorted, with its entry.\n\
             pub(crate) static {upper}_IDS: &[(&str, u16)] = &[\n"
        ));
        for (id, i) in &index {
            out.push_str(&format!("    ({id:?}, {i}),\n"));
        }
        out.push_str("];\n");
        out.push_str(&format!(
            "/// Every entry of `locales/{lang}`: file, byte range, and the entries it needs.\n\
             pub(crate) static {upper}_ENTRIES: &[Entry] = &[\n"
        ));
        let direct: Vec<Vec<usize>> = entries
            .iter()
            .map(|e| {
                e.4.iter()
                    .filter_map(|r| index.get(r.as_str()).copied())
                    .collect()
            })
            .collect();
        for (i, (file, start, end, _, _)) in entries.iter().enumerate() {
            // Everything reachable from the entry, itself excluded.
            let mut needs = std::collections::BTreeSet::new();
            let mut todo = direct[i].clone();
            while let Some(j) = todo.pop() {
                if j != i && needs.insert(j) {
                    todo.extend(direct[j].iter().copied());
                }
            }
            out.push_str(&format!(
                "    Entry {{ file: {file}, start: {start}, end: {end}, needs: &{:?} }},\n",
                needs.into_iter().collect::<Vec<_>>()
            ));
        }
        out.push_str("];\n");
    }
    out
}

/// The messages and terms of a Fluent file: id (a term's with its `-`) and byte range. An
/// entry runs from the line that starts with its id to the next line that starts, at its
/// first column, an entry or a comment; lines between (indented, blank, or a select
/// expression's `[`, `*[` and `}`) belong to it.
fn ftl_entries(text: &str) -> Vec<(String, usize, usize)> {
    let mut out: Vec<(String, usize, usize)> = Vec::new();
    let mut open = false;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        let first = line.chars().next().unwrap_or(' ');
        if first.is_ascii_alphabetic() || first == '-' || first == '#' {
            if open {
                if let Some(last) = out.last_mut() {
                    last.2 = pos;
                }
            }
            open = false;
            if first != '#' {
                if let Some((id, _)) = line.split_once('=') {
                    out.push((id.trim().to_string(), pos, text.len()));
                    open = true;
                }
            }
        }
        pos += line.len();
    }
    out
}

/// The ids an entry may refer to: every word inside a placeable that is not a variable
/// (`$x`), a variant key (`[one]`) or in a string literal. Words that name no entry (variant keys, words of
/// variant text) are dropped by the caller; a word that names one only makes the entry load
/// more than it needs.
fn ftl_references(entry: &str) -> Vec<String> {
    let b = entry.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'-' || c == b'_';
    let mut out = Vec::new();
    let (mut depth, mut in_string, mut i) = (0usize, false, 0);
    while i < b.len() {
        let c = b[i];
        if in_string {
            match c {
                b'\\' => i += 1,
                b'"' => in_string = false,
                _ => {}
            }
            i += 1;
            continue;
        }
        let starts_word = c.is_ascii_alphabetic()
            || (c == b'-' && b.get(i + 1).is_some_and(|n| n.is_ascii_alphabetic()));
        let after = if i == 0 { b' ' } else { b[i - 1] };
        match c {
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            b'"' if depth > 0 => in_string = true,
            _ if depth > 0 && starts_word && !ident(after) && !b"$[".contains(&after) => {
                let end = (i + 1..b.len()).find(|&j| !ident(b[j])).unwrap_or(b.len());
                out.push(entry[i..end].to_string());
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}
