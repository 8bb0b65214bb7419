//! Every rule id the engines cite exists in the rulings database, in both languages.

use std::path::{Path, PathBuf};

use arbiter::rulings::Database;

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// String literals that look like rule ids (`base.city.complete`, `tb.pig.bonus`, ...).
fn cited_ids(text: &str) -> Vec<String> {
    let prefixes = ["base.", "variant.", "river.", "ic.", "tb.", "abbot.", "kf."];
    let mut out = Vec::new();
    for piece in text.split('"').skip(1).step_by(2) {
        let is_id = prefixes.iter().any(|p| piece.starts_with(p))
            && piece
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '-')
            && !piece.ends_with('.');
        if is_id {
            out.push(piece.to_string());
        }
    }
    out
}

#[test]
fn every_cited_rule_exists() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let db = Database::embedded();
    let mut files = Vec::new();
    for dir in ["src/carcassonne", "src/keyflower", "src/cli"] {
        let d = root.join(dir);
        if d.is_dir() {
            sources(&d, &mut files);
        }
    }
    let mut missing = Vec::new();
    let mut seen = 0;
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for id in cited_ids(&text) {
            seen += 1;
            match db.get(&id) {
                Some(e) => assert!(!e.text.en.is_empty() && !e.text.nl.is_empty(), "{id}"),
                None => missing.push(format!(
                    "{id} ({})",
                    f.file_name().unwrap().to_string_lossy()
                )),
            }
        }
    }
    assert!(seen > 50, "found only {seen} citations");
    assert!(missing.is_empty(), "cited but not in rulings/: {missing:?}");
}
