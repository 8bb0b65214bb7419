//! Every rule the engines and the command line cite (by its `rule::` constant of crates/ids)
//! exists in the rulings database, in both languages, and none is written as a literal.

use std::path::PathBuf;

use arbiter_rulings::Database;

/// Endings that make a dotted literal a file name, not a rule id.
const FILE_ENDINGS: [&str; 10] = [
    "html", "yaml", "json", "svg", "png", "ftl", "txt", "rs", "js", "css",
];

/// String literals that look like rule ids: lower-case dotted words (`base.city.complete`,
/// `tb.pig.bonus`, `tower.capture` ...), whatever their first word, so that an id of a family
/// the database does not know is caught too. File names (`index.html`) are left out.
fn cited_ids(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for piece in text.split('"').skip(1).step_by(2) {
        let words: Vec<&str> = piece.split('.').collect();
        let is_id = words.len() >= 2
            && words.iter().all(|w| {
                !w.is_empty()
                    && w.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
            && words[0].starts_with(|c: char| c.is_ascii_lowercase())
            && !FILE_ENDINGS.contains(words.last().unwrap_or(&""));
        if is_id {
            out.push(piece.to_string());
        }
    }
    out
}

#[test]
fn id_shaped_literals_are_found_whatever_their_family() {
    let text = r#"cite("base.city.complete"); cite("tower.capture"); open("index.html");
        let s = "Not an id."; let t = "a..b"; let u = "kf.bid.raise-2";"#;
    assert_eq!(
        cited_ids(text),
        vec!["base.city.complete", "tower.capture", "kf.bid.raise-2"]
    );
}

/// The rule constants the sources name (`rule::BASE_CITY_COMPLETE`), as rule ids.
fn cited_constants(text: &str) -> Vec<String> {
    let generated = include_str!("../crates/ids/src/rule.rs");
    let mut out = Vec::new();
    for piece in text.split("rule::").skip(1) {
        let name: String = piece
            .chars()
            .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
            .collect();
        let decl = format!("pub const {name}: &str = \"");
        if let Some(at) = generated.find(&decl) {
            let rest = &generated[at + decl.len()..];
            out.push(rest[..rest.find('"').unwrap_or(0)].to_string());
        }
    }
    out
}

#[test]
fn every_cited_rule_exists() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let db = Database::embedded();
    let mut files = Vec::new();
    for dir in [
        "crates/engine/src/carcassonne",
        "crates/engine/src/keyflower",
        "src/cli",
    ] {
        files.extend(crate::common::rust_files(&root.join(dir)));
    }
    let mut literal = Vec::new();
    let mut seen = 0;
    // The made-up expansions of the engine's test builds cite made-up rules, which no
    // ruling backs by design (`expansions/made_up/`).
    files.retain(|f| !f.to_string_lossy().contains("made_up"));
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        // A rule is cited by its constant: an id-shaped literal is a typo or a missed one.
        literal.extend(
            cited_ids(&text)
                .into_iter()
                .map(|id| format!("{id} ({name})")),
        );
        for id in cited_constants(&text) {
            seen += 1;
            let e = db
                .get(&id)
                .unwrap_or_else(|| panic!("{id} ({name}) not in rulings/"));
            assert!(!e.text.en.is_empty() && !e.text.nl.is_empty(), "{id}");
        }
    }
    assert!(seen > 50, "found only {seen} citations");
    assert!(
        literal.is_empty(),
        "rule ids written as literals, not rule:: constants: {literal:?}"
    );
}
