//! The open notes of "Bounded as a whole, and what new users still trip on", as a user meets
//! them: counts said honestly, a key written in both languages refused, Keyflower records
//! read by `score` and `check`, commands that would do nothing silently refused.

use crate::common::{run, TempDir};

/// Standard error as one line: the report's wrapping and its margin (`│`) taken out.
fn flat(text: &str) -> String {
    text.split_whitespace()
        .filter(|w| *w != "│")
        .collect::<Vec<_>>()
        .join(" ")
}

/// A position whose open pieces all share one road: 140 followers, each on one of three
/// features, leave 3^140 readings, more than a `u128` holds.
fn saturating_position() -> String {
    let mut text = String::from(
        "game: carcassonne\nplayers: [{name: Ann, color: red}, {name: Bob, color: blue}]\ntiles:\n",
    );
    for x in 0..140 {
        text.push_str(&format!(
            "  - {{tile: U, at: [{x}, 0], rot: 0, pieces: [{{owner: red, kind: follower, \
             feature: [road:E, field:NNE, field:SSE]}}]}}\n"
        ));
    }
    text
}

/// A count of readings too large to hold is said as "more than 10^38", never as the
/// saturated 2^128 - 1.
#[test]
fn a_saturated_readings_count_says_more_than() {
    let dir = TempDir::new("notes-readings");
    let file = dir.join("open.yaml");
    std::fs::write(&file, saturating_position()).unwrap();
    let file = file.to_str().unwrap();
    for (lang, more) in [("en", "more than 10^38"), ("nl", "meer dan 10^38")] {
        let (code, _, err) = run(&["--lang", lang, "score", file]);
        assert_eq!(code, 2, "{err}");
        let flat = flat(&err);
        assert!(flat.contains(more), "{lang}: {err}");
        assert!(!flat.contains(&u128::MAX.to_string()), "{lang}: {err}");
    }
}

/// One key written in English and in Dutch in one mapping is refused at the second one's
/// line:column (before, the first silently won).
#[test]
fn a_key_in_two_languages_is_bad_input_at_the_second() {
    let dir = TempDir::new("notes-two-languages");
    let text = std::fs::read_to_string("examples/keyflower-summer.yaml")
        .unwrap()
        .replace("season: summer\n", "season: summer\nseizoen: winter\n")
        .replace("workers: {blue: 5,", "workers: {blauw: 2, blue: 5,");
    let file = dir.join("two.yaml");
    std::fs::write(&file, text).unwrap();
    let file = file.to_str().unwrap();
    let (code, _, err) = run(&["check", file]);
    assert_eq!(code, 2, "{err}");
    let err = flat(&err);
    assert!(
        err.contains("two.yaml:8:1: seizoen is the same key as season (line 7)"),
        "{err}"
    );
    assert!(
        err.contains("two.yaml:12:25: blue is the same key as blauw"),
        "{err}"
    );
    let (code, _, err) = run(&["--lang", "nl", "check", file]);
    assert_eq!(code, 2, "{err}");
    let err = flat(&err);
    assert!(
        err.contains("seizoen is dezelfde sleutel als season (regel 7)"),
        "{err}"
    );
}
