//! The engines know nothing of files or the command line: no file under `src/carcassonne` or
//! `src/keyflower` may use the `format` or `cli` modules.

use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The `crate::format`/`crate::cli` uses in `text` (also `crate::{format, ...}` groups).
fn forbidden_uses(text: &str) -> Vec<String> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut found = Vec::new();
    for module in ["format", "cli"] {
        if compact.contains(&format!("crate::{module}::"))
            || compact.contains(&format!("crate::{module};"))
        {
            found.push(format!("crate::{module}"));
        }
        for group in compact.split("crate::{").skip(1) {
            let inside = group.split('}').next().unwrap_or("");
            if inside
                .split(',')
                .any(|item| item == module || item.starts_with(&format!("{module}::")))
            {
                found.push(format!("crate::{{{module}}}"));
            }
        }
    }
    found
}

#[test]
fn the_detector_sees_imports() {
    assert!(!forbidden_uses("use crate::format::keyflower;").is_empty());
    assert!(!forbidden_uses("crate::format::keyflower::load_position(text)").is_empty());
    assert!(!forbidden_uses("use crate::{\n    cli,\n    lang };").is_empty());
    assert!(forbidden_uses("use crate::lang::Lang; // format! here").is_empty());
}

#[test]
fn engines_do_not_use_format_or_cli() {
    let mut files = Vec::new();
    sources(Path::new("src/carcassonne"), &mut files);
    sources(Path::new("src/keyflower"), &mut files);
    assert!(!files.is_empty());
    let offenders: Vec<String> = files
        .iter()
        .flat_map(|path| {
            let text = std::fs::read_to_string(path).unwrap();
            forbidden_uses(&text)
                .into_iter()
                .map(move |m| format!("{}: {m}", path.display()))
        })
        .collect();
    assert!(offenders.is_empty(), "{offenders:#?}");
}
