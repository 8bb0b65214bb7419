//! Where an illegal move's problems point (issue 20): `move --format json` gives each problem
//! its place in the position file; the rules `--explain` prints for an illegal move are those
//! at issue.

use crate::common;
use common::arbiter;

fn json(args: &[&str]) -> (i32, serde_json::Value) {
    let out = arbiter(args).output().unwrap();
    let value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)));
    (out.status.code().unwrap(), value)
}

/// The move itself is given on the command line, not in the file: its problems point at the
/// file's `game:` value (line 6 of this file, after its comment; column 7), as other position-wide
/// problems do, in either language.
#[test]
fn move_problems_point_at_the_game_line() {
    for lang in ["en", "nl"] {
        let (code, v) = json(&[
            "--lang",
            lang,
            "--format",
            "json",
            "move",
            "tests/positions/base-31-move-occupied-road.yaml",
            "--tile",
            "BA/RFr",
            "--at",
            "1,0",
            "--piece",
            "follower@road:W",
        ]);
        assert_eq!(code, 1);
        assert_eq!(v["legal"], false);
        let problems = v["problems"].as_array().unwrap();
        assert!(!problems.is_empty());
        for p in problems {
            assert_eq!(p["line"], 6, "{p}");
            assert_eq!(p["column"], 7, "{p}");
        }
    }
}

/// A replay stopping at an illegal move names the move's line in the record (line 11 of
/// `illegal-move.yaml`), in the table in both languages, in the JSON problems, and in the
/// note `render` gives when a record stops early.
#[test]
fn replay_ties_the_illegal_move_to_its_line() {
    let record = "tests/records/illegal-move.yaml";
    for (lang, words) in [
        ("en", "Move 2 by Bob (line 11 of the record) is illegal"),
        (
            "nl",
            "Zet 2 van Bob (regel 11 van het partijverslag) is ongeldig",
        ),
    ] {
        let out = arbiter(&["--lang", lang, "replay", record])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(words), "{lang}: {text}");
    }
    let (code, v) = json(&["--format", "json", "replay", record]);
    assert_eq!(code, 1);
    assert_eq!(v["illegal"]["move"], 2);
    let problems = v["illegal"]["problems"].as_array().unwrap();
    assert!(!problems.is_empty());
    for p in problems {
        assert_eq!(p["line"], 11, "{p}");
        assert_eq!(p["column"], 5, "{p}");
    }
    let svg = std::env::temp_dir().join(format!("arbiter-20b-{}.svg", std::process::id()));
    let out = arbiter(&["render", record, "-o", svg.to_str().unwrap()])
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&svg);
    let note = String::from_utf8_lossy(&out.stderr);
    assert!(note.contains("move 2 (line 11)"), "{note}");
}
