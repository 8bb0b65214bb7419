//! What the compiler cannot see of ARCHITECTURE.md's layering: the crate graph keeps the
//! engines free of the edge libraries (checked here from `cargo tree`, and by each crate's
//! manifest), `crates/engine/clippy.toml` keeps them free of I/O and printing; this file also
//! checks that the engines share one verdict model and that only its expansion names a kind
//! of feature it brings.

use std::path::{Path, PathBuf};

use crate::common::rust_source::{code_only, rust_files};

/// One verdict model for both games: no engine defines its own message, argument, problem,
/// input-error or source-place type (they live in `src/verdict.rs` and `src/format`), and no
/// engine type holds a span: the format layer maps subjects to places.
#[test]
fn engines_share_one_verdict_model_and_hold_no_spans() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/engine/src");
    let mut found = Vec::new();
    for engine in ["carcassonne", "keyflower"] {
        for file in rust_files(&root.join(engine)) {
            let code = code_only(&std::fs::read_to_string(&file).unwrap());
            for (n, line) in code.lines().enumerate() {
                let words: Vec<&str> = line
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|w| !w.is_empty())
                    .collect();
                for pair in words.windows(2) {
                    let own_type = matches!(pair[0], "struct" | "enum" | "type")
                        && matches!(
                            pair[1],
                            "Message" | "Arg" | "Severity" | "InputError" | "Span" | "Loc"
                        );
                    if own_type {
                        found.push(format!("{}:{}: {line}", file.display(), n + 1));
                    }
                }
                if words.iter().any(|w| *w == "span" || *w == "Span") {
                    found.push(format!("{}:{}: {line}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "engine types of their own:\n{}",
        found.join("\n")
    );
}

/// The names of the constants of type `ty` declared in `text` (`pub const Garden: FeatureKind
/// = FeatureKind::registered(...)`, `pub const Abbot: PieceKind = ...`).
fn declared(text: &str, ty: &str) -> Vec<String> {
    let code = code_only(text);
    let mut names = Vec::new();
    let marker = format!(":{ty}=");
    for line in code.lines() {
        let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        if let Some(rest) = squeezed.strip_prefix("pubconst") {
            if let Some((name, _)) = rest.split_once(&marker) {
                names.push(name.to_string());
            }
        }
    }
    names
}

/// The names of the feature kinds declared in `text`.
fn declared_feature_kinds(text: &str) -> Vec<String> {
    declared(text, "FeatureKind")
}

/// Whether `code` names `TY::<name>` (and not a longer name starting with it).
fn names_const(code: &str, ty: &str, name: &str) -> bool {
    let squeezed: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let needle = format!("{ty}::{name}");
    squeezed.match_indices(&needle).any(|(at, _)| {
        let before = squeezed[..at].chars().next_back();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
            && !squeezed[at + needle.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
    })
}

/// Whether `code` names `FeatureKind::<name>`.
fn names_kind(code: &str, name: &str) -> bool {
    names_const(code, "FeatureKind", name)
}

/// Every `.rs` file of the workspace's sources: the root package's and every crate's.
fn workspace_sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = rust_files(&root.join("src"));
    for entry in std::fs::read_dir(root.join("crates")).expect("read crates folder") {
        let src = entry.expect("folder entry").path().join("src");
        if src.is_dir() {
            files.extend(rust_files(&src));
        }
    }
    files
}

/// The Carcassonne core names no expansion: outside the expansions' folders and the one file
/// that assembles them (`carcassonne/ruleset.rs`), no engine file names an expansion's folder
/// (`expansions::river`) or a constant an expansion's folder declares (`Expansion::River`,
/// `PieceKind::Pig`, `PieceAction::RecallAbbot`, `Fact::AbbotRecalled`, `FeatureKind::Garden`);
/// the base game's own kinds and follower are the core's. A core file's unit tests (its
/// `#[cfg(test)]` module, kept at the end of the file) may use the shipped expansions as data.
#[test]
fn the_carcassonne_core_names_no_expansion() {
    let carcassonne = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/engine/src/carcassonne");
    let expansions = carcassonne.join("expansions");
    let ruleset = carcassonne.join("ruleset.rs");
    let mut declared_names: Vec<(&str, String)> = Vec::new();
    let mut folders: Vec<String> = Vec::new();
    for entry in std::fs::read_dir(&expansions).expect("read expansions folder") {
        let dir = entry.expect("folder entry").path();
        if !dir.is_dir() || dir.ends_with("base") {
            continue;
        }
        folders.push(dir.file_name().unwrap().to_string_lossy().into_owned());
        for file in rust_files(&dir) {
            let text = std::fs::read_to_string(&file).expect("read source file");
            for ty in [
                "Expansion",
                "PieceKind",
                "PieceAction",
                "Fact",
                "FeatureKind",
            ] {
                for name in declared(&text, ty) {
                    declared_names.push((ty, name));
                }
            }
        }
    }
    assert!(
        declared_names.contains(&("PieceKind", "Pig".to_string()))
            && declared_names.contains(&("Expansion", "River".to_string())),
        "declared constants not found: {declared_names:?}"
    );
    let mut found = Vec::new();
    for file in rust_files(&carcassonne) {
        if file.starts_with(&expansions) || file == ruleset {
            continue;
        }
        let code = code_only(&std::fs::read_to_string(&file).expect("read source file"));
        let code = code.split("#[cfg(test)]").next().unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
            let folder = folders
                .iter()
                .any(|f| squeezed.contains(&format!("expansions::{f}")));
            let constant = declared_names
                .iter()
                .any(|(ty, name)| names_const(line, ty, name));
            if folder || constant {
                found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the core names an expansion outside carcassonne/ruleset.rs:\n{}",
        found.join("\n")
    );
}

/// A feature kind an expansion brings (the Abbot's garden, the river) is declared in its
/// folder and named by no code outside it: board, scoring, locators, renderers and formats ask
/// the kind's definition in `ruleset::FEATURES` (ARCHITECTURE.md, "Checklist: adding an
/// expansion"). The base game's kinds (city, road, monastery, field) are the core's own.
#[test]
fn only_its_expansion_names_a_feature_kind() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/engine/src");
    let expansions = root.join("carcassonne").join("expansions");
    let mut declared: Vec<(PathBuf, String)> = Vec::new();
    for entry in std::fs::read_dir(&expansions).expect("read expansions folder") {
        let dir = entry.expect("folder entry").path();
        if !dir.is_dir() || dir.ends_with("base") {
            continue;
        }
        for file in rust_files(&dir) {
            let text = std::fs::read_to_string(&file).expect("read source file");
            for name in declared_feature_kinds(&text) {
                declared.push((dir.clone(), name));
            }
        }
    }
    let names: Vec<&str> = declared.iter().map(|(_, n)| n.as_str()).collect();
    assert!(
        names.contains(&"Garden") && names.contains(&"River"),
        "declared feature kinds not found: {names:?}"
    );
    let mut found = Vec::new();
    for file in workspace_sources() {
        let code = code_only(&std::fs::read_to_string(&file).expect("read source file"));
        for (dir, name) in &declared {
            if file.starts_with(dir) {
                continue;
            }
            for (n, line) in code.lines().enumerate() {
                if names_kind(line, name) {
                    found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "feature kinds named outside their expansion's folder:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_feature_kind_checker_sees_declarations_and_names() {
    let decl = "#[allow(non_upper_case_globals)]\nimpl FeatureKind {\n    /// A tower.\n    pub const Tower: FeatureKind = FeatureKind::registered(\"tower\");\n}\n";
    assert_eq!(declared_feature_kinds(decl), vec!["Tower".to_string()]);
    assert!(names_kind("if f.kind == FeatureKind::Tower {", "Tower"));
    assert!(names_kind("FeatureKind :: Tower", "Tower"));
    assert!(!names_kind("FeatureKind::TowerBase", "Tower"));
    assert!(!names_kind("// FeatureKind::Tower", "Garden"));
}

/// The crates the engine (and the rulings database under it) depend on, from `cargo tree`:
/// none of the command line's, the file formats' or the pictures' libraries.
#[test]
fn the_engine_crate_depends_on_no_edge_library() {
    // serde itself is not on the list: the stemmer of the rulings search derives its traits
    // (the engine's code names none of it: it would have to depend on serde to).
    const EDGE: &[&str] = &[
        "clap",
        "clap_complete",
        "clap_mangen",
        "miette",
        "fluent-templates",
        "fluent-bundle",
        "comfy-table",
        "resvg",
        "serde_json",
        "serde-saphyr",
        "schemars",
        "sys-locale",
        "arbiter-format",
        "arbiter-render",
        "arbiter-i18n",
    ];
    for krate in ["arbiter-engine", "arbiter-rulings"] {
        let names = tree_of(krate);
        let edge: Vec<&String> = names
            .iter()
            .filter(|n| EDGE.contains(&n.as_str()))
            .collect();
        assert!(edge.is_empty(), "{krate} depends on {edge:?}: {names:?}");
    }
}

/// The names of the crates `krate` depends on in normal builds, itself included.
fn tree_of(krate: &str) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new(env!("CARGO"))
        .current_dir(root)
        .args(["tree", "--offline", "-p", krate, "-e", "normal"])
        .args(["--prefix", "none", "--format", "{p}"])
        .output()
        .expect("run cargo tree");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let tree = String::from_utf8(out.stdout).expect("cargo tree prints UTF-8");
    let names: Vec<String> = tree
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect();
    assert!(
        names.iter().any(|n| n == krate),
        "{krate} missing from its own tree:\n{tree}"
    );
    names
}

/// The engine cites rules by id and never asks the rulings database (which rulings back a rule
/// is looked up above it, `src/cli/backing.rs`); a library user who reads and scores files
/// depends on the format and engine crates and gets no command-line crate with them.
#[test]
fn the_libraries_bring_no_rulings_search_and_no_command_line() {
    let engine = tree_of("arbiter-engine");
    for not in ["arbiter-rulings", "rust-stemmers", "serde"] {
        assert!(
            !engine.iter().any(|n| n == not),
            "the engine depends on {not}: {engine:?}"
        );
    }
    for krate in ["arbiter-engine", "arbiter-format"] {
        let names = tree_of(krate);
        for cli in ["clap", "miette", "comfy-table", "resvg", "arbiter"] {
            assert!(
                !names.iter().any(|n| n == cli),
                "{krate} depends on {cli}: {names:?}"
            );
        }
    }
}
