//! The seam between the Carcassonne core and its expansions, read from the source's imports
//! (`use` trees and `crate::`/`super::`/`self::` paths in code, comments and strings blanked
//! by `common::rust_source::code_only`): the core is every file of `crates/engine/src/carcassonne/`
//! outside `expansions/`; an expansion is a folder of `expansions/`. Only the registry,
//! `carcassonne/ruleset.rs`, names the expansions' folders; the expansions import the core, and
//! no circle of files crosses the two sides except through the registry.
//!
//! A file's unit tests (its `#[cfg(test)]` module, kept at the end of the file) are left out:
//! a core file's tests may use the shipped expansions as data (as `tests/layering.rs` allows).
//! `mod` declarations are not imports (`carcassonne/mod.rs` declares `expansions`).

use crate::common::rust_source::{code_only, rust_files};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The one core file that may import from an expansion's folder.
const REGISTRY: &str = "ruleset.rs";

/// A source token: an identifier or a piece of punctuation (`::` is one).
fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push("::".to_string());
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(c.to_string());
            }
            i += 1;
        }
    }
    out
}

/// The paths of one use tree starting at `toks[*at]`, each with `prefix` before it; `*at` ends
/// after the tree. `a::{b, c::d as e, f::*}` gives `a::b`, `a::c::d`, `a::f`.
fn use_tree(toks: &[String], at: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let mut path = prefix.to_vec();
    while *at < toks.len() {
        let t = toks[*at].as_str();
        match t {
            "{" => {
                *at += 1;
                while *at < toks.len() && toks[*at] != "}" {
                    use_tree(toks, at, &path, out);
                    if toks.get(*at).is_some_and(|t| t == ",") {
                        *at += 1;
                    }
                }
                *at += 1;
                return;
            }
            "::" => *at += 1,
            "*" => *at += 1,
            "as" => *at += 2,
            "," | "}" | ";" => break,
            "self" if path.len() > prefix.len() || !prefix.is_empty() => *at += 1,
            _ => {
                path.push(t.to_string());
                *at += 1;
            }
        }
    }
    out.push(path);
}

/// Every path a file's code names: its use trees, and `crate::`/`super::`/`self::` paths.
fn named_paths(code: &str) -> Vec<Vec<String>> {
    let toks = tokens(code);
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let after_path = i > 0 && toks[i - 1] == "::";
        if toks[i] == "use" && !after_path {
            i += 1;
            while i < toks.len() && toks[i] != ";" {
                let before = i;
                use_tree(&toks, &mut i, &[], &mut out);
                i = i.max(before + 1);
            }
        } else if matches!(toks[i].as_str(), "crate" | "super" | "self")
            && !after_path
            && toks.get(i + 1).is_some_and(|t| t == "::")
        {
            let mut path = vec![toks[i].clone()];
            i += 1;
            while toks.get(i).is_some_and(|t| t == "::")
                && toks
                    .get(i + 1)
                    .is_some_and(|t| t.starts_with(|c: char| c.is_alphabetic() || c == '_'))
            {
                path.push(toks[i + 1].clone());
                i += 2;
            }
            out.push(path);
            continue;
        }
        i += 1;
    }
    out
}

/// The module path of a source file under `src` (`carcassonne/board.rs` is
/// `carcassonne::board`, a `mod.rs` is its folder's module).
fn module_of(file: &Path, src: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("file under src");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// The path `path`, named in module `module`, from the crate's root; `None` for another
/// crate's path (`std::`, `arbiter_ids::`).
fn absolute(path: &[String], module: &[String]) -> Option<Vec<String>> {
    let mut base = module.to_vec();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("super") | Some("self") => {
            while let Some(first) = rest.first() {
                match first.as_str() {
                    "super" => {
                        base.pop()?;
                    }
                    "self" => {}
                    _ => break,
                }
                rest = &rest[1..];
            }
        }
        _ => return None,
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// The engine's source files by module path.
fn engine_modules(src: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    rust_files(src)
        .into_iter()
        .map(|f| (module_of(&f, src), f))
        .collect()
}

/// The code of a file without its unit tests: the `#[cfg(test)]` module at its end (a
/// `#[cfg(test)]` on a single item, such as a registry line of the test builds, is code).
fn production_code(file: &Path) -> String {
    let text = std::fs::read_to_string(file).expect("read source file");
    let code = code_only(&text);
    let module = code
        .match_indices("#[cfg(test)]")
        .find(|(at, attr)| code[at + attr.len()..].trim_start().starts_with("mod "));
    match module {
        Some((at, _)) => code[..at].to_string(),
        None => code,
    }
}

/// The import graph of the Carcassonne files: each file (relative to `carcassonne/`) with the
/// files it imports from.
fn carcassonne_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/engine/src");
    let carcassonne = src.join("carcassonne");
    let modules = engine_modules(&src);
    let rel = |f: &Path| {
        f.strip_prefix(&carcassonne)
            .ok()
            .map(|p| p.to_string_lossy().into_owned())
    };
    let mut graph = BTreeMap::new();
    for file in rust_files(&carcassonne) {
        let me = rel(&file).expect("under carcassonne");
        let module = module_of(&file, &src);
        let mut edges = BTreeSet::new();
        for path in named_paths(&production_code(&file)) {
            let Some(abs) = absolute(&path, &module) else {
                continue;
            };
            let target = (0..=abs.len())
                .rev()
                .find_map(|n| modules.get(&abs[..n]))
                .and_then(|f| rel(f));
            if let Some(t) = target.filter(|t| *t != me) {
                edges.insert(t);
            }
        }
        graph.insert(me, edges);
    }
    graph
}

/// Whether a file (relative to `carcassonne/`) is an expansion's, or the expansions' shared
/// module (`expansions/mod.rs`).
fn expansion_side(file: &str) -> bool {
    file.starts_with("expansions/")
}

/// The files `from` reaches in `graph`, leaving out `skip`.
fn reach(graph: &BTreeMap<String, BTreeSet<String>>, from: &str, skip: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut stack = vec![from.to_string()];
    while let Some(f) = stack.pop() {
        for t in graph.get(&f).into_iter().flatten() {
            if t != skip && seen.insert(t.clone()) {
                stack.push(t.clone());
            }
        }
    }
    seen
}

#[test]
fn only_the_registry_imports_from_an_expansion() {
    let graph = carcassonne_graph();
    let crossing: Vec<(&String, &String)> = graph
        .iter()
        .filter(|(f, _)| !expansion_side(f) && f.as_str() != REGISTRY)
        .flat_map(|(f, ts)| ts.iter().filter(|t| expansion_side(t)).map(move |t| (f, t)))
        .collect();
    assert!(
        crossing.is_empty(),
        "core files importing from an expansion's folder (only {REGISTRY} may): {crossing:?}"
    );
    // The check sees the registry's imports, and the expansions' of the core.
    let registry = &graph[REGISTRY];
    for folder in [
        "base",
        "river",
        "inns_and_cathedrals",
        "traders_and_builders",
        "abbot",
    ] {
        assert!(
            registry.contains(&format!("expansions/{folder}/mod.rs")),
            "{REGISTRY} imports {folder}: {registry:?}"
        );
    }
    assert!(graph["expansions/abbot/recall.rs"].contains("turn.rs"));
}

#[test]
fn no_circle_crosses_core_and_expansions_but_through_the_registry() {
    let graph = carcassonne_graph();
    let mut circles = Vec::new();
    for core in graph
        .keys()
        .filter(|f| !expansion_side(f) && *f != REGISTRY)
    {
        for exp in reach(&graph, core, REGISTRY)
            .iter()
            .filter(|t| expansion_side(t))
        {
            if reach(&graph, exp, REGISTRY).contains(core) {
                circles.push((core.clone(), exp.clone()));
            }
        }
    }
    assert!(
        circles.is_empty(),
        "files on a circle crossing core and expansions without {REGISTRY}: {circles:?}"
    );
    // Through the registry there are circles (the core asks the tables; the tables are filled
    // by the expansions, which use the core): the check would see one.
    let through = reach(&graph, "variants.rs", "");
    assert!(through.contains(REGISTRY) && through.contains("expansions/river/mod.rs"));
}

#[test]
fn the_import_reader_sees_use_trees_and_paths_but_not_comments_or_strings() {
    let code = code_only(
        "use super::{board::{Board, Group}, catalogue as cat, expansions::river::*};\n\
         // use super::expansions::abbot;\n\
         const S: &str = \"crate::carcassonne::expansions::abbot\";\n\
         fn f() { let x = crate::carcassonne::scoring::roads::value(g, true); self.y; }\n\
         use arbiter_ids::{msg, rule};\n",
    );
    let paths: Vec<String> = named_paths(&code).iter().map(|p| p.join("::")).collect();
    assert_eq!(
        paths,
        [
            "super::board::Board",
            "super::board::Group",
            "super::catalogue",
            "super::expansions::river",
            "crate::carcassonne::scoring::roads::value",
            "arbiter_ids::msg",
            "arbiter_ids::rule",
        ]
    );
    let module: Vec<String> = ["carcassonne", "legality", "moves"]
        .map(String::from)
        .to_vec();
    assert_eq!(
        absolute(&["super".into(), "tile_state".into()], &module),
        Some(
            ["carcassonne", "legality", "tile_state"]
                .map(String::from)
                .to_vec()
        )
    );
    assert_eq!(absolute(&["std".into(), "fmt".into()], &module), None);
}

/// The made-up tower, walker and siege (`expansions/made_up/`, registered in the engine's test builds
/// only) hold the seams: no file of the workspace outside their folder and the registry names
/// them, in code or in strings, so what they needed of the core is what any expansion gets.
#[test]
fn the_made_up_expansions_live_in_their_folder_and_the_registry_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut named = Vec::new();
    for dir in ["crates", "src"] {
        for file in rust_files(&root.join(dir)) {
            let path = file.to_string_lossy().replace('\\', "/");
            // Their folder, the registry, and the expansions' own index that declares the
            // folder.
            if path.contains("/expansions/made_up/")
                || path.ends_with(REGISTRY)
                || path.ends_with("carcassonne/expansions/mod.rs")
            {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("source");
            for (n, line) in text.lines().enumerate() {
                let lower = line.to_lowercase();
                let names = [
                    "madeup",
                    "made-up-tower",
                    "made-up-walk",
                    "made_up::tower",
                    "made_up::walker",
                    "made-up-siege",
                    "made-up-besiege",
                    "made_up::siege",
                ];
                if names.iter().any(|n| lower.contains(n)) {
                    named.push(format!("{path}:{}: {line}", n + 1));
                }
            }
        }
    }
    assert!(named.is_empty(), "{}", named.join("\n"));
    let registry =
        std::fs::read_to_string(root.join("crates/engine/src/carcassonne").join(REGISTRY))
            .expect("registry");
    assert!(
        registry.contains("made_up::tower::EXPANSION")
            && registry.contains("made_up::walker::WALK")
            && registry.contains("made_up::siege::EXPANSION"),
        "the made-up expansions are registered"
    );
}
