//! Embeds every `rulings/*.yaml` file: writes `$OUT_DIR/rulings_files.rs`, a list of
//! `(file name, include_str!(...))` pairs, so files added to `rulings/` later are picked up
//! without code changes.

use std::env;
use std::fs;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let dir = manifest.join("rulings");
    println!("cargo:rerun-if-changed=rulings");
    // The Fluent files are embedded by a macro: rebuild when they change.
    println!("cargo:rerun-if-changed=locales");
    let mut names: Vec<String> = Vec::new();
    if let Ok(read) = fs::read_dir(&dir) {
        for entry in read.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".yaml") && entry.path().is_file() {
                println!("cargo:rerun-if-changed=rulings/{name}");
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
    out.push_str(&json(&dir, &names));
    out.push_str(&backing(&dir, &names));
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR"));
    fs::write(out_dir.join("rulings_files.rs"), out).expect("write rulings_files.rs");
    fs::write(
        out_dir.join("locale_files.rs"),
        locales(&manifest.join("locales")),
    )
    .expect("write locale_files.rs");
}

/// Every `locales/<lang>/*.ftl` file, embedded per language, so that a run parses only the
/// Fluent files of the language it speaks.
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
        out.push_str(&format!(
            "/// Every `locales/{lang}/*.ftl` file, sorted by name.\n\
             pub(crate) static {}: &[&str] = &[\n",
            lang.to_uppercase()
        ));
        for f in files {
            println!("cargo:rerun-if-changed={}", f.display());
            out.push_str(&format!("    include_str!({:?}),\n", f.to_string_lossy()));
        }
        out.push_str("];\n");
    }
    out
}

/// Every rulings file converted to JSON, which reads many times faster than YAML: the
/// database embedded in the binary is read from these. A file that does not read as YAML is
/// kept as it is (then the run-time reader reports it, as the tests do).
fn json(dir: &std::path::Path, names: &[String]) -> String {
    let mut out = String::from(
        "/// Every `rulings/*.yaml` file as JSON (converted at build time), by file name, sorted.\n\
         pub(crate) static JSON: &[(&str, &str)] = &[\n",
    );
    for name in names {
        let text = fs::read_to_string(dir.join(name)).unwrap_or_default();
        let converted = match serde_saphyr::from_str::<Option<serde_json::Value>>(&text) {
            Ok(Some(v)) => v.to_string(),
            Ok(None) => String::new(),
            Err(_) => text,
        };
        out.push_str(&format!("    ({name:?}, {converted:?}),\n"));
    }
    out.push_str("];\n");
    out
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
