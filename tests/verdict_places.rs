//! Where an illegal move's problems point (issue 20): `move --format json` gives each problem
//! its place in the position file; the rules `--explain` prints for an illegal move are those
//! at issue.

use crate::common;
use common::{arbiter, json, TempDir};

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
            "Zet 2 van Bob (regel 11 van het partijverslag) is niet toegestaan",
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
    let dir = TempDir::new("20b");
    let svg = dir.join("picture.svg");
    let out = arbiter(&["render", record, "-o", svg.to_str().unwrap()])
        .output()
        .unwrap();
    let note = String::from_utf8_lossy(&out.stderr);
    assert!(note.contains("move 2 (line 11)"), "{note}");
}

/// The explanations `--explain` prints after a verdict: the part after its heading.
fn explained(lang: &str, args: &[&str]) -> String {
    let out = arbiter(&[&["--lang", lang, "--explain"][..], args].concat())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let heading = if lang == "en" {
        "Rules and rulings applied:"
    } else {
        "Toegepaste regels en uitspraken:"
    };
    let at = text
        .find(heading)
        .unwrap_or_else(|| panic!("no {heading}: {text}"));
    text[at..].to_string()
}

/// `--explain` on an illegal Carcassonne move explains the rule the move broke, not the
/// rules of the parts that were fine (the tile fits: its edges match), in table and JSON.
#[test]
fn explain_on_an_illegal_move_gives_the_rules_at_issue() {
    let args = [
        "move",
        "tests/positions/base-31-move-occupied-road.yaml",
        "--tile",
        "BA/RFr",
        "--at",
        "1,0",
        "--piece",
        "follower@road:W",
    ];
    for lang in ["en", "nl"] {
        let text = explained(lang, &args);
        assert!(text.contains("base.move.occupied"), "{lang}: {text}");
        assert!(!text.contains("base.tile.edges-match"), "{lang}: {text}");
        assert!(!text.contains("base.tile.connected"), "{lang}: {text}");
    }
    let (code, v) = json(&[&["--explain", "--format", "json"][..], &args[..]].concat());
    assert_eq!(code, 1);
    let ids: Vec<&str> = v["explanations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["base.move.occupied"]);
    // `rules` still lists every rule the verdict applied.
    assert!(v["rules"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r == "base.tile.edges-match"));
}

/// The same for an illegal Keyflower move: more workers than the screen holds explains the
/// screen's rule, not the opening bid's or the outbid workers' rules it also met.
#[test]
fn explain_on_an_illegal_keyflower_move_gives_the_rules_at_issue() {
    let text = std::fs::read_to_string("examples/keyflower-summer.yaml")
        .unwrap()
        .replace(
            "colour: red, count: 3, from",
            "colour: red, count: 30, from",
        );
    let dir = TempDir::new("20b-kf");
    let file = dir.join("move.yaml");
    std::fs::write(&file, text).unwrap();
    for lang in ["en", "nl"] {
        let shown = explained(lang, &["move", file.to_str().unwrap()]);
        assert!(shown.contains("kf.bid.from-screen"), "{lang}: {shown}");
        assert!(!shown.contains("kf.bid.first"), "{lang}: {shown}");
        assert!(!shown.contains("kf.bid.outbid-together"), "{lang}: {shown}");
    }
}
