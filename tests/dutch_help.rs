//! No English in Dutch output: the whole `--help` tree in Dutch (clap's own headings, "Possible
//! values", defaults included), every Dutch message, and no field name or option key used as a
//! Dutch noun ("de vp", "het count"): a key appears only as what to write, in code form.

use crate::common::arbiter;
use crate::dutch_output::english_left;

/// `arbiter --lang nl ARGS --help`.
fn help(path: &[&str]) -> String {
    let mut args = vec!["--lang", "nl"];
    args.extend_from_slice(path);
    args.push("--help");
    let out = arbiter(&args).output().unwrap();
    assert!(out.status.success(), "{path:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The subcommands a help text lists under its "Opdrachten:" heading.
fn subcommands(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("Opdrachten:") {
            inside = true;
            continue;
        }
        if inside {
            if line.trim().is_empty() {
                break;
            }
            // A command's line starts with two spaces and its name; a wrapped line with more.
            if line.starts_with("  ") && !line.starts_with("   ") {
                if let Some(name) = line.split_whitespace().next() {
                    if name != "help" {
                        out.push(name.to_string());
                    }
                }
            }
        }
    }
    out
}

/// Words clap writes in English on its own, which arbiter must replace.
const CLAP_WORDS: &[&str] = &[
    "Possible values",
    "[default",
    "default:",
    "Usage:",
    "Options:",
    "Commands:",
    "Arguments:",
    "[possible values",
    "[aliases",
    "Print help",
    "Print version",
];

/// Every help text of the tree, by its command path.
fn help_tree() -> Vec<(String, String)> {
    let mut todo: Vec<Vec<String>> = vec![vec![]];
    let mut out = Vec::new();
    while let Some(path) = todo.pop() {
        let args: Vec<&str> = path.iter().map(String::as_str).collect();
        let text = help(&args);
        for sub in subcommands(&text) {
            let mut p = path.clone();
            p.push(sub);
            todo.push(p);
        }
        out.push((path.join(" "), text));
    }
    out
}

/// Field names and option keys of the files, which Dutch prose may show only as code.
pub(crate) const KEYS: &[&str] = &[
    "vp",
    "cart",
    "rate",
    "sea-breese",
    "count",
    "upgrades",
    "stores",
    "cost",
    "printed",
    "workers",
    "bid",
    "use",
    "uses",
    "face",
    "edges",
    "keyflower-boat",
];

/// A key used as a noun in Dutch prose: after an article, outside backticks or quotes.
pub(crate) fn key_as_noun(text: &str) -> Option<String> {
    let mut prose = String::new();
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if matches!(c, '`' | '"' | '“' | '{') => {
                quote = Some(match c {
                    '“' => '”',
                    '{' => '}',
                    c => c,
                })
            }
            None => prose.push(c),
        }
    }
    let words: Vec<String> = prose
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && !matches!(c, '-' | '='))
                .to_lowercase()
        })
        .collect();
    for pair in words.windows(2) {
        let key = pair[1].split('=').next().unwrap_or("");
        let article = matches!(pair[0].as_str(), "de" | "het" | "een" | "dus" | "elke");
        if (article && KEYS.contains(&key)) || pair[1].contains('=') && KEYS.contains(&key) {
            return Some(format!("{} {}", pair[0], pair[1]));
        }
    }
    None
}

#[test]
fn the_whole_help_tree_is_dutch() {
    let tree = help_tree();
    assert!(tree.len() > 15, "{} help texts", tree.len());
    let mut bad = Vec::new();
    for (path, text) in &tree {
        for w in CLAP_WORDS {
            if text.contains(w) {
                bad.push(format!("`arbiter {path} --help`: clap's {w:?}"));
            }
        }
        let left = english_left(text, &[]);
        if !left.is_empty() {
            bad.push(format!("`arbiter {path} --help`: English {left:?}"));
        }
        // A value's placeholder is the Dutch one its `cli-value-` message gives.
        for english in [
            "<FILE>",
            "<KEY=VALUE>",
            "<DIR>",
            "<EXPANSIONS>",
            "<LANG>",
            "<GAME>",
        ] {
            if text.contains(english) {
                bad.push(format!(
                    "`arbiter {path} --help`: the placeholder {english}"
                ));
            }
        }
        for line in text.lines() {
            if let Some(noun) = key_as_noun(line) {
                bad.push(format!(
                    "`arbiter {path} --help`: a key as a noun, {noun:?}"
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_noun_detector_finds_keys_as_nouns() {
    assert!(key_as_noun("Het count van een bod").is_some());
    assert!(key_as_noun("de vp in de catalogus is onbevestigd").is_some());
    assert!(key_as_noun("dus keyflower-boat=double geldt niet").is_some());
    assert!(key_as_noun("schrijf `printed: {vp: N}` bij de tegel").is_none());
    assert!(key_as_noun("het aantal werkers").is_none());
}

/// Every Dutch message of `locales/nl`, by id, its placeables (`{ $player }`) left out.
pub(crate) fn dutch_messages() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/nl");
    let mut out: Vec<(String, String)> = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let starts = !line.starts_with(' ') && line.contains(" =");
            if starts {
                let (id, value) = line.split_once(" =").unwrap();
                out.push((id.trim().to_string(), value.to_string()));
            } else if let Some((_, value)) = out.last_mut() {
                value.push('\n');
                value.push_str(line);
            }
        }
    }
    for (_, value) in &mut out {
        *value = without_placeables(value);
    }
    out
}

/// `text` without Fluent placeables; a literal (`{"{"}`) is kept as its text, and a
/// selector's variant keys (`[one]`) are left out.
fn without_placeables(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'"') => {
                chars.next();
                for d in chars.by_ref() {
                    if d == '"' {
                        break;
                    }
                    out.push(d);
                }
                chars.next();
            }
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            c => out.push(c),
        }
    }
    out.lines()
        .map(|l| {
            let t = l.trim_start();
            match t.strip_prefix('*').unwrap_or(t).strip_prefix('[') {
                Some(rest) => rest.split_once(']').map_or("", |(_, r)| r).to_string(),
                None => l.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Messages whose English words are the value a user writes, shown as such (none yet).
const ENGLISH_ALLOWED: &[(&str, &[&str])] = &[];

#[test]
fn every_dutch_message_is_dutch() {
    let mut bad = Vec::new();
    for (id, text) in dutch_messages() {
        let allowed = ENGLISH_ALLOWED
            .iter()
            .find(|(i, _)| *i == id)
            .map_or(&[][..], |(_, a)| a);
        let left = english_left(&text, allowed);
        if !left.is_empty() {
            bad.push(format!("{id}: English {left:?}: {text}"));
        }
        for line in text.lines() {
            if let Some(noun) = key_as_noun(line) {
                bad.push(format!("{id}: a key as a noun, {noun:?}: {line}"));
            }
        }
    }
    assert!(bad.is_empty(), "{}\n{} messages", bad.join("\n"), bad.len());
}
