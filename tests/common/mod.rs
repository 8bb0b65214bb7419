//! What the command-line tests share: the arbiter binary, run from the crate's folder with no
//! colour and no language from the environment (so English unless `--lang` says otherwise).

use std::path::{Path, PathBuf};
use std::process::Command;

pub mod jcz_games;
pub mod readings;
pub mod rng;
pub mod rust_source;
pub mod scored;
pub mod scratch;
pub mod seen;
pub mod shared;

/// `arbiter --color never ARGS`, ready to run.
/// The evaluation sets of `rulings search` in `tests/search/` (see
/// `tests/rulings_search_quality.rs`).
pub const SEARCH_SETS: [&str; 18] = [
    "questions.yaml",
    "held-out.yaml",
    "held-out-2.yaml",
    "held-out-3.yaml",
    "held-out-4.yaml",
    "held-out-5.yaml",
    "held-out-6.yaml",
    "held-out-nl-dev.yaml",
    "held-out-nl-blind.yaml",
    "held-out-nl-blind-2.yaml",
    "held-out-7.yaml",
    "held-out-blind-8.yaml",
    "held-out-dev-11.yaml",
    "held-out-blind-9.yaml",
    "held-out-blind-10.yaml",
    "held-out-blind-12.yaml",
    "held-out-blind-13.yaml",
    "held-out-blind-14.yaml",
];

pub fn arbiter(args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["--color", "never"])
        .args(args);
    cmd
}

/// `arbiter --color never ARGS` run: its exit status, standard output and standard error.
pub fn run(args: &[&str]) -> (i32, String, String) {
    let out = arbiter(args).output().unwrap();
    (
        out.status
            .code()
            .unwrap_or_else(|| panic!("arbiter {args:?} ended by a signal")),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Exit status, standard output and standard error of `arbiter ARGS` with `input` on
/// standard input.
pub fn run_with_input(args: &[&str], input: &str) -> (i32, String, String) {
    use std::io::Write;
    let mut child = arbiter(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `arbiter --color never ARGS` run, its exit status and its standard output read as JSON.
pub fn json(args: &[&str]) -> (i32, serde_json::Value) {
    let out = arbiter(args).output().unwrap();
    let value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)));
    (out.status.code().unwrap(), value)
}

/// Each player's total (`players[].total`) in the JSON of `score`, in turn order.
pub fn totals(v: &serde_json::Value) -> Vec<i64> {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_i64().unwrap())
        .collect()
}

/// The effects of one kind (`effect`: `removed`, `placed` …) in the JSON of `move`, in order.
pub fn effects<'a>(v: &'a serde_json::Value, effect: &str) -> Vec<&'a serde_json::Value> {
    v["effects"]
        .as_array()
        .expect("effects")
        .iter()
        .filter(|e| e["effect"] == effect)
        .collect()
}

/// Writes `text` to the file `name` in `dir`; its path.
pub fn write_in(dir: &TempDir, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// The exit status of `check FILE --format json` and the rule ids of its problems.
pub fn problem_rules(file: &str) -> (i32, Vec<String>) {
    let (code, v) = json(&["check", file, "--format", "json"]);
    let rules = v["problems"].as_array().map_or_else(Vec::new, |ps| {
        ps.iter()
            .map(|p| p["rule"].as_str().unwrap().to_string())
            .collect()
    });
    (code, rules)
}

pub use rust_source::rust_files;
pub use scratch::TempDir;

/// Every Rust source of the command line (`src/`) and of the crates (`crates/*/src`), sorted.
pub fn rust_sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = rust_files(&root.join("src"));
    for c in std::fs::read_dir(root.join("crates"))
        .expect("crates/")
        .flatten()
    {
        out.extend(rust_files(&c.path().join("src")));
    }
    out.sort();
    out
}

/// Two players for an engine-level test: Ann (red) and Bob (blue), in that order.
pub fn ann_and_bob() -> Vec<arbiter_engine::carcassonne::pieces::Player> {
    use arbiter_engine::carcassonne::pieces::{Color, Player};
    vec![
        Player {
            name: "Ann".into(),
            color: Color::Red,
        },
        Player {
            name: "Bob".into(),
            color: Color::Blue,
        },
    ]
}
