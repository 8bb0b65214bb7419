//! `crates/ids`: the rule and message ids as constants, generated from the data.
//!
//! - `crates/ids/src/rule.rs` holds a constant per entry of `rulings/*.yaml` and
//!   `crates/ids/src/msg.rs` one per message of `locales/en/*.ftl` (the locale tests keep the
//!   Dutch files in step). These tests fail when either file is stale and write both again when
//!   `ARBITER_WRITE_IDS` is set (`ARBITER_WRITE_IDS=1 cargo test --test suite ids`).
//! - No source file of the crates or the command line writes a known rule or message id as a
//!   string literal, nor passes a literal where a message or rule id goes: code names them by
//!   their constants, so that a misspelt id fails to compile instead of waiting for a test.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use arbiter_rulings::Database;

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The constant naming `id`: `base.turn.order` is `BASE_TURN_ORDER`, `kf-col-key` `KF_COL_KEY`.
fn constant(id: &str) -> String {
    id.chars()
        .map(|c| match c {
            '.' | '-' => '_',
            c => c.to_ascii_uppercase(),
        })
        .collect()
}

/// Every rule and ruling id of the database, sorted.
fn rule_ids() -> Vec<String> {
    let mut ids: Vec<String> = Database::embedded()
        .entries()
        .iter()
        .map(|e| e.id.to_string())
        .collect();
    ids.sort();
    ids
}

/// Every message id of `locales/en/*.ftl` (a line that starts with an id and ` =`), sorted.
/// Terms (`-name`) are the locale files' own business and get no constant.
fn message_ids() -> Vec<String> {
    let dir = root().join("locales/en");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("locales/en")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let mut ids = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a locale file");
        for line in text.lines() {
            let Some((id, _)) = line.split_once('=') else {
                continue;
            };
            let id = id.trim_end();
            let is_id = id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if is_id {
                ids.push(id.to_string());
            }
        }
    }
    ids.sort();
    ids.dedup();
    ids
}

/// A generated module: its doc line, then a constant per id.
fn module(doc: &str, ids: &[String]) -> String {
    let mut out = format!(
        "//! {doc}\n//! Written by `ARBITER_WRITE_IDS=1 cargo test --test suite ids` (tests/ids.rs). Do not edit.\n\n"
    );
    for id in ids {
        out.push_str(&format!(
            "/// `{id}`\npub const {}: &str = \"{id}\";\n",
            constant(id)
        ));
    }
    out
}

/// Both generated files, by their path in the repository.
fn generated() -> Vec<(&'static str, String)> {
    vec![
        (
            "crates/ids/src/rule.rs",
            module(
                "The id of every rule and ruling of `rulings/*.yaml`.",
                &rule_ids(),
            ),
        ),
        (
            "crates/ids/src/msg.rs",
            module(
                "The id of every message of `locales/en/*.ftl` (the Dutch files hold the same ids).",
                &message_ids(),
            ),
        ),
    ]
}

#[test]
fn ids_constants_are_fresh() {
    let write = std::env::var_os("ARBITER_WRITE_IDS").is_some();
    for (path, text) in generated() {
        let file = root().join(path);
        if write {
            std::fs::write(&file, &text).expect("write the id constants");
            continue;
        }
        let now = std::fs::read_to_string(&file).unwrap_or_default();
        assert!(
            now == text,
            "{path} is stale: run `ARBITER_WRITE_IDS=1 cargo test --test suite ids`"
        );
    }
}

#[test]
fn ids_no_two_share_a_constant() {
    for ids in [rule_ids(), message_ids()] {
        let mut seen: BTreeMap<String, &str> = BTreeMap::new();
        for id in &ids {
            if let Some(other) = seen.insert(constant(id), id) {
                panic!("{other} and {id} would share the constant {}", constant(id));
            }
        }
    }
}

/// Where a string literal starts in Rust source, with its text (escapes left as written):
/// normal and byte strings, outside comments; raw strings and character literals skipped.
fn literals(source: &str) -> Vec<(usize, String)> {
    crate::common::rust_source::lex(source).strings
}

/// Every Rust source of the crates and the command line, but the generated ids themselves.
fn sources() -> Vec<PathBuf> {
    let ids = root().join("crates/ids");
    crate::common::rust_sources()
        .into_iter()
        .filter(|p| !p.starts_with(&ids))
        .collect()
}

#[test]
fn ids_are_named_by_their_constants() {
    let rules = rule_ids();
    let messages = message_ids();
    // Words the messages use as Fluent selector values as well as ids of their own.
    let selectors = ["yes", "no", "none"];
    let mut found = Vec::new();
    for file in sources() {
        let text = std::fs::read_to_string(&file).expect("a source file");
        let shown = file
            .strip_prefix(root())
            .unwrap_or(&file)
            .display()
            .to_string();
        for (line, lit) in literals(&text) {
            if rules.contains(&lit) {
                found.push(format!(
                    "{shown}:{line}: \"{lit}\" is rule::{}",
                    constant(&lit)
                ));
            } else if messages.contains(&lit) && !selectors.contains(&lit.as_str()) {
                found.push(format!(
                    "{shown}:{line}: \"{lit}\" is msg::{}",
                    constant(&lit)
                ));
            }
        }
        // A literal where an id goes is a misspelt or missing id.
        for call in [
            "Message::new(\"",
            "Problem::error(\"",
            "Problem::warning(\"",
            ".text(\"",
            ".text_with(\"",
            ".t(\"",
        ] {
            for (n, l) in text.lines().enumerate() {
                if l.contains(call) && !l.trim_start().starts_with("//") {
                    found.push(format!("{shown}:{}: a literal id in `{call}`", n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "name rules and messages by the constants of crates/ids ({} places):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn ids_literal_scanner_reads_rust() {
    let src = "let a = \"x\"; // \"comment\"\n/* \"block\" */ let c = '\"'; let r = r#\"raw \"q\"\"#;\nlet d = \"y\\\"z\"; fn f<'a>(s: &'a str) -> &'a str { \"w\" }";
    let found: Vec<String> = literals(src).into_iter().map(|(_, t)| t).collect();
    assert_eq!(found, ["x", "y\\\"z", "w"]);
}
