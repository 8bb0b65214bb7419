//! One escaping path for every text a user did not write here (issue 30, item 3): a player
//! name with a line feed, a tab, a bidirectional override, a zero-width space and an escape
//! sequence, given to every command that prints or writes names (both games, both languages,
//! tables and JSON), never forges a line of output nor reaches it raw; and every position or
//! record arbiter writes with such a name reads back with the same name.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};

use common::{arbiter, TempDir};

/// The name as a YAML double-quoted string (what the test files hold).
const NAME_YAML: &str = r#""Eve\nWinner: Mallory\t\u202e\u200b\e[2J""#;

/// The name itself.
const NAME: &str = "Eve\nWinner: Mallory\t\u{202e}\u{200b}\u{1b}[2J";

/// A fresh folder for the test `name`, removed when dropped.
fn scratch(name: &str) -> TempDir {
    TempDir::new(&format!("hostile-{name}"))
}

fn manifest(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// `from` (a file of the crate) with every whole word `who` replaced by the hostile name,
/// written to `dir/to`.
fn with_name(dir: &Path, from: &str, who: &str, to: &str) {
    let text = std::fs::read_to_string(manifest(from)).unwrap();
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find(who) {
        let before = rest[..i].chars().next_back();
        let after = rest[i + who.len()..].chars().next();
        let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '"');
        out.push_str(&rest[..i]);
        out.push_str(if word(before) || word(after) {
            who
        } else {
            NAME_YAML
        });
        rest = &rest[i + who.len()..];
    }
    out.push_str(rest);
    std::fs::write(dir.join(to), out).unwrap();
}

fn run(dir: &Path, args: &[&str]) -> Output {
    let out = arbiter(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("arbiter runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert!(
        out.status.code().is_some_and(|c| c <= 2),
        "{args:?}: {stderr}"
    );
    out
}

/// A character that must not reach the output raw: a control (but the output's own line
/// feeds), a bidirectional control or a zero-width character.
fn raw_unsafe(c: char) -> bool {
    c != '\n' && arbiter_rulings::shown::is_unsafe(c, false)
}

/// Fails on a forged line or a raw unsafe character in `out`.
fn assert_safe(what: &str, out: &Output) {
    for (stream, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        let text = String::from_utf8_lossy(bytes);
        if let Some(c) = text.chars().find(|&c| raw_unsafe(c)) {
            panic!("{what} ({stream}): raw {c:?} in\n{text}");
        }
        for line in text.lines() {
            let start = line.trim_start_matches(|c: char| !c.is_alphanumeric());
            assert!(
                !start.starts_with("Winner: Mallory"),
                "{what} ({stream}): a forged line in\n{text}"
            );
        }
    }
}

/// The files of the test, in `dir`.
fn files(dir: &Path) {
    // Carcassonne: a position without a score track (the note names the players), one where
    // two players share the name (a problem names it), a record and a JCloisterZone save.
    with_name(dir, "examples/base-game.yaml", "Alice", "c.yaml");
    let text = std::fs::read_to_string(dir.join("c.yaml")).unwrap();
    let no_track: String = text
        .lines()
        .filter(|l| !l.starts_with("score:"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(dir.join("c.yaml"), &no_track).unwrap();
    std::fs::write(
        dir.join("c-twice.yaml"),
        no_track.replace("name: Bob", &format!("name: {NAME_YAML}")),
    )
    .unwrap();
    with_name(dir, "tests/records/short-game.yaml", "Alice", "c-game.yaml");
    let mut save: serde_json::Value =
        serde_json::from_slice(&std::fs::read(manifest("tests/jcz/all-four.jcz")).unwrap())
            .unwrap();
    save["players"][0]["name"] = NAME.into();
    std::fs::write(dir.join("s.jcz"), save.to_string()).unwrap();
    // Keyflower: the end of a game, a move, a whole game, and two players of one name.
    with_name(dir, "examples/keyflower-end-game.yaml", "Anna", "k.yaml");
    with_name(dir, "examples/keyflower-summer.yaml", "Anna", "k-move.yaml");
    with_name(dir, "examples/keyflower-game.yaml", "Anna", "k-game.yaml");
    let end = std::fs::read_to_string(dir.join("k.yaml")).unwrap();
    std::fs::write(
        dir.join("k-twice.yaml"),
        end.replace("name: Bob", &format!("name: {NAME_YAML}")),
    )
    .unwrap();
}

/// Every command that shows names, on the test's files.
const COMMANDS: &[&[&str]] = &[
    &["score", "c.yaml"],
    &["check", "c.yaml"],
    &["check", "c-twice.yaml"],
    &[
        "move", "c.yaml", "--tile", "E", "--at", "-1,-1", "--rot", "180",
    ],
    &[
        "move", "c.yaml", "--tile", "E", "--at", "0,-2", "--rot", "180", "--player", "red",
    ],
    &["replay", "c-game.yaml"],
    &["replay", "c-game.yaml", "--until", "1"],
    &["render", "c.yaml", "--terminal"],
    &["render", "c.yaml"],
    &["render", "c-game.yaml", "--terminal", "--until", "2"],
    &["import", "s.jcz"],
    &["score", "k.yaml"],
    &["check", "k.yaml"],
    &["check", "k-twice.yaml"],
    &["move", "k-move.yaml"],
    &["replay", "k-game.yaml"],
    &["replay", "k-game.yaml", "--until", "8"],
    &["--explain", "score", "c.yaml"],
    &["--explain", "score", "k.yaml"],
    &["--explain", "replay", "c-game.yaml"],
];

#[test]
fn a_hostile_name_forges_no_line_and_reaches_no_output_raw() {
    let dir = scratch("every-path");
    files(&dir);
    for lang in ["en", "nl", "both"] {
        for format in ["table", "json", "yaml"] {
            for args in COMMANDS {
                let all = [&["--lang", lang, "--format", format][..], args].concat();
                let out = run(&dir, &all);
                assert_safe(&format!("{all:?}"), &out);
                if format == "table" {
                    assert!(
                        !String::from_utf8_lossy(&out.stdout).is_empty() || !out.stderr.is_empty(),
                        "{all:?} said nothing"
                    );
                }
            }
        }
    }
}

/// The players' names of a position file, as `check`'s reader sees them (`score --format
/// json`).
fn names_read_back(dir: &Path, file: &str) -> Vec<String> {
    let out = run(dir, &["--format", "json", "score", file]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{file}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect()
}

fn assert_reads_back(dir: &Path, file: &str) {
    let check = run(dir, &["check", file]);
    assert!(
        check.status.code().is_some_and(|c| c < 2),
        "{file}: {}",
        String::from_utf8_lossy(&check.stderr)
    );
    let bytes = std::fs::read(dir.join(file)).unwrap();
    let text = String::from_utf8(bytes).unwrap();
    assert!(
        !text.chars().any(raw_unsafe),
        "{file} holds a raw unsafe character:\n{text}"
    );
    assert!(
        names_read_back(dir, file).iter().any(|n| n == NAME),
        "{file}: the name did not read back:\n{text}"
    );
}

#[test]
fn what_arbiter_writes_with_a_hostile_name_reads_back_the_same() {
    let dir = scratch("read-back");
    files(&dir);
    // replay --until on standard output, then read back.
    let out = run(&dir, &["replay", "k-game.yaml", "--until", "8"]);
    assert_eq!(out.status.code(), Some(0));
    std::fs::write(dir.join("summer.yaml"), &out.stdout).unwrap();
    assert_reads_back(&dir, "summer.yaml");
    // import -o, and import on standard output (the same bytes).
    let out = run(&dir, &["import", "s.jcz", "-o", "game.yaml"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let piped = run(&dir, &["import", "s.jcz"]);
    assert_eq!(piped.stdout, std::fs::read(dir.join("game.yaml")).unwrap());
    let check = run(&dir, &["replay", "game.yaml"]);
    assert_eq!(
        check.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    let text = std::fs::read_to_string(dir.join("game.yaml")).unwrap();
    assert!(!text.chars().any(raw_unsafe), "{text}");
    assert!(names_read_back(&dir, "game.yaml").iter().any(|n| n == NAME));
    // --format yaml output reads as YAML with the same name.
    let out = run(&dir, &["--format", "yaml", "score", "c.yaml"]);
    let v: serde_json::Value = serde_saphyr::from_slice(&out.stdout).unwrap();
    assert_eq!(v["players"][0]["name"], NAME);
    let out = run(&dir, &["--format", "yaml", "score", "k.yaml"]);
    let v: serde_json::Value = serde_saphyr::from_slice(&out.stdout).unwrap();
    let text = v.to_string();
    assert!(
        text.contains(&serde_json::to_string(NAME).unwrap()),
        "{text}"
    );
}
