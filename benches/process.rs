//! Whole-process benchmarks (divan): `cargo build --release --example hello && cargo bench
//! --bench process`. Each command runs as a fresh `arbiter` process, next to a hello-world
//! process (`examples/hello.rs`, the floor) measured in the same run, so that every figure can
//! be read as a ratio to the floor (docs/performance.md).
//!
//! - `hello`: the floor;
//! - `score` of the 126-tile position of the first four expansions and the Abbot, and of the
//!   187-tile position with every expansion, the classic boxes too (benches/data);
//! - `rulings search` of a few words, and of a player's question with table talk and typos;
//! - `replay` of the longest game record of the tests (82 moves, river and base game);
//! - `check` of a 100,000-tile board (316 x 316 crossroads, written to a temporary file).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

fn main() {
    divan::main();
    // The big board's temporary file, if a benchmark wrote it, goes with the run.
    if let Some(path) = BOARD.get() {
        let _ = std::fs::remove_file(path);
    }
}

const ARBITER: &str = env!("CARGO_BIN_EXE_arbiter");

/// The hello-world example next to the arbiter binary (`target/release/examples/hello`),
/// built first if missing.
fn hello() -> &'static Path {
    static HELLO: OnceLock<PathBuf> = OnceLock::new();
    HELLO.get_or_init(|| {
        let bin = Path::new(ARBITER);
        let profile = bin.parent().expect("target dir");
        let path = profile.join("examples").join("hello");
        if !path.exists() {
            let release = profile.file_name().is_some_and(|n| n == "release");
            let mut cargo = Command::new(env!("CARGO"));
            cargo.args(["build", "--example", "hello"]);
            if release {
                cargo.arg("--release");
            }
            let ok = cargo.status().is_ok_and(|s| s.success());
            assert!(ok, "could not build examples/hello.rs");
        }
        path
    })
}

/// Runs a process to its end, output discarded; returns its exit status code.
fn run(program: &Path, args: &[&str]) -> Option<i32> {
    Command::new(program)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("process runs")
        .code()
}

/// A square board of 316 x 316 = 99,856 crossroads tiles in the position format.
/// The big board's file, once written (removed at the end of `main`).
static BOARD: OnceLock<PathBuf> = OnceLock::new();

fn big_board() -> &'static Path {
    BOARD.get_or_init(|| {
        let side = 316;
        let mut text = String::from(
            "game: carcassonne\nrules:\n  expansions: []\nplayers:\n  - {name: Ann, color: red}\n  - {name: Ben, color: blue}\ntiles:\n",
        );
        for i in 0..side * side {
            text.push_str(&format!(
                "  - {{tile: X, at: [{}, {}], rot: 0}}\n",
                i % side,
                i / side
            ));
        }
        let path = std::env::temp_dir().join(format!("arbiter-bench-{}.yaml", std::process::id()));
        std::fs::write(&path, text).expect("write the board");
        path
    })
}

#[divan::bench(sample_count = 100)]
fn floor_hello() {
    run(hello(), &[]);
}

#[divan::bench(sample_count = 100)]
fn score_126_tiles() {
    let code = run(
        Path::new(ARBITER),
        &[
            "--color",
            "never",
            "score",
            "benches/data/all-expansions-final.yaml",
        ],
    );
    assert_eq!(code, Some(0));
}

#[divan::bench(sample_count = 100)]
fn score_every_expansion() {
    let code = run(
        Path::new(ARBITER),
        &[
            "--color",
            "never",
            "score",
            "benches/data/every-expansion-final.yaml",
        ],
    );
    assert_eq!(code, Some(0));
}

#[divan::bench(sample_count = 50)]
fn rulings_search() {
    let code = run(
        Path::new(ARBITER),
        &["--color", "never", "rulings", "search", "big follower inn"],
    );
    assert_eq!(code, Some(0));
}

#[divan::bench(sample_count = 50)]
fn rulings_search_question() {
    let code = run(
        Path::new(ARBITER),
        &[
            "--color",
            "never",
            "rulings",
            "search",
            "can I move my theif to a diferent road later or does he stay",
        ],
    );
    assert_eq!(code, Some(0));
}

#[divan::bench(sample_count = 50)]
fn replay_82_moves() {
    let code = run(
        Path::new(ARBITER),
        &[
            "--color",
            "never",
            "replay",
            "tests/records/river-discarded-tile.yaml",
        ],
    );
    assert_eq!(code, Some(0));
}

#[divan::bench(sample_count = 5)]
fn check_100k_tiles() {
    let board = big_board().to_string_lossy().into_owned();
    run(Path::new(ARBITER), &["--color", "never", "check", &board]);
}
