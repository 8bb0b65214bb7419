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

/// `score` and `check` read a Keyflower game record, with `--until N` for the position after
/// action N, as the README says (before: "--until needs a game record").
#[test]
fn score_and_check_read_a_keyflower_record() {
    let record = "examples/keyflower-game.yaml";
    let (code, out, err) = run(&["check", "--until", "3", record]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Legal"), "{out}");
    let (code, out, err) = run(&["--lang", "nl", "score", "--until", "3", record]);
    assert_eq!(code, 0, "{out}{err}");
    // The whole record: the totals the replay's final scoring gives.
    let (code, out, _) = run(&["score", record]);
    assert_eq!(code, 0, "{out}");
    let (_, replayed, _) = run(&["replay", record]);
    for total in ["Total for Anna: 12", "Total for Bob: 3"] {
        assert!(out.contains(total) && replayed.contains(total), "{out}");
    }
    // --until on a position, and pictures of a record, are refused with what is true.
    let (code, _, err) = run(&["check", "--until", "3", "examples/keyflower-summer.yaml"]);
    assert_eq!(code, 2);
    assert!(
        flat(&err).contains("--until needs a Keyflower game record"),
        "{err}"
    );
    let (code, _, err) = run(&["render", "--until", "3", record, "-o", "-"]);
    assert_eq!(code, 2);
    assert!(flat(&err).contains("not on Keyflower files"), "{err}");
}

/// `tiles` for Keyflower: no sheet to write and no turn to draw are refused (exit 2, no
/// file), and a Keyflower key asked without `--game` is pointed to the right game.
#[test]
fn keyflower_tiles_refuse_what_they_cannot_do() {
    let dir = TempDir::new("notes-tiles");
    let svg = dir.join("x.svg");
    let (code, _, err) = run(&[
        "tiles",
        "sheet",
        "--game",
        "keyflower",
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("Keyflower has no tile sheet"), "{err}");
    assert!(!svg.exists());
    let (code, _, err) = run(&[
        "tiles",
        "show",
        "keywood",
        "--game",
        "keyflower",
        "--rot",
        "90",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("leave --rot out"), "{err}");
    for (lang, word, says) in [
        (
            "en",
            "keywood",
            "is a Keyflower tile: arbiter tiles show keywood --game keyflower",
        ),
        (
            "nl",
            "sleutelbos",
            "is een Keyflower-tegel: arbiter tiles show sleutelbos --game keyflower",
        ),
    ] {
        let (code, _, err) = run(&["--lang", lang, "tiles", "show", word]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(says), "{lang}: {err}");
    }
}

/// `rulings search`: a first word longer than what is read says that nothing was read (not
/// "its first 0 words"), and an unknown word typed 100 times is named once.
#[test]
fn search_notes_say_what_was_read_once() {
    let long = format!("{} dragon", "a".repeat(4500));
    let (code, out, _) = run(&["rulings", "search", &long]);
    assert_eq!(code, 0);
    assert!(!out.contains("first 0 words"), "{out}");
    assert!(out.contains("its first word"), "{out}");
    assert!(out.contains("so nothing was read"), "{out}");
    let repeated = format!("{} dragon", ["zzqx"; 100].join(" "));
    for lang in ["en", "nl"] {
        let (_, out, _) = run(&["--lang", lang, "rulings", "search", &repeated]);
        assert_eq!(out.matches("“zzqx”").count(), 1, "{lang}: {out}");
    }
}

/// `--lang both` answers a Dutch question in Dutch first, then in English, and the help of
/// `--lang` says the answer follows the question.
#[test]
fn search_in_both_languages_answers_in_both() {
    let (code, out, _) = run(&[
        "--lang",
        "both",
        "rulings",
        "search",
        "mag de draak mijn grote meeple opeten",
    ]);
    assert_eq!(code, 0);
    let nl = out
        .find("De draak verwijdert alle typen meeples")
        .expect("Dutch");
    let en = out
        .find("The dragon removes all types of meeple")
        .expect("English");
    assert!(nl < en, "{out}");
    assert!(out.contains("rulings show faq.014 --lang both"), "{out}");
    for lang in ["en", "nl"] {
        let (_, help, _) = run(&["--lang", lang, "rulings", "search", "--help"]);
        let help = flat(&help);
        assert!(
            help.contains("rulings search answers in the language of the question")
                || help.contains("rulings search antwoordt in de taal van de vraag"),
            "{lang}: {help}"
        );
    }
}

/// A `.jcz` save whose moves were never committed is refused, saying so, instead of being
/// imported as a finished game of 0 moves; a save with no message at all is a game not over.
#[test]
fn a_save_without_commit_is_said() {
    let dir = TempDir::new("notes-jcz");
    let save: serde_json::Value =
        serde_json::from_slice(&std::fs::read("tests/jcz/all-four.jcz").unwrap()).unwrap();
    let mut uncommitted = save.clone();
    let replay = uncommitted["replay"].as_array_mut().unwrap();
    replay.retain(|m| m["type"] != "COMMIT");
    let file = dir.join("nocommit.jcz");
    std::fs::write(&file, serde_json::to_vec(&uncommitted).unwrap()).unwrap();
    for (lang, says) in [("en", "not one COMMIT"), ("nl", "geen enkele COMMIT")] {
        let (code, out, err) = run(&["--lang", lang, "import", file.to_str().unwrap()]);
        assert_eq!(code, 2, "{out}");
        assert!(flat(&err).contains(says), "{lang}: {err}");
    }
    let mut empty = save;
    empty["replay"] = serde_json::json!([]);
    let file = dir.join("empty.jcz");
    std::fs::write(&file, serde_json::to_vec(&empty).unwrap()).unwrap();
    let (code, out, err) = run(&["import", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("moves: []\nfinished: false"), "{out}");
}

/// `!!float 1` is the number 1.0: refused where a whole number goes, as `1.0` is.
#[test]
fn a_float_tag_is_not_a_whole_number() {
    let dir = TempDir::new("notes-float");
    let file = dir.join("float.yaml");
    std::fs::write(
        &file,
        "game: carcassonne\nplayers: [{name: Ann, color: red}, {name: Bob, color: blue}]\n\
         score: {red: !!float 1, blue: 1.0}\ntiles:\n  - {tile: D, at: [0, 0]}\n",
    )
    .unwrap();
    let (code, _, err) = run(&["score", file.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    let err = flat(&err);
    assert!(
        err.contains("float.yaml:3:22: Wrong type: a whole number"),
        "{err}"
    );
    assert!(
        err.contains("float.yaml:3:31: Wrong type: a whole number"),
        "{err}"
    );
}

/// `settle` rewrites a position written as JSON, with quoted keys or with CR line ends, and
/// says what it cannot rewrite (a folded value) instead of "Please report this".
#[test]
fn settle_rewrites_json_quoted_keys_and_cr_lines() {
    let dir = TempDir::new("notes-settle");
    let cases = [
        (
            "pos.json",
            "{\"game\": \"carcassonne\", \"players\": [{\"name\": \"Ann\", \"color\": \"red\"}], \
             \"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}, {\"seen\": \"FFCF\", \"at\": [0, -1]}]}\n",
            "{\"tile\": \"BA/C\", \"rot\": 180, \"at\": [0, -1]}",
        ),
        (
            "cr.yaml",
            "game: carcassonne\rplayers: [{name: Ann, color: red}]\rtiles:\r  - {tile: D, at: [0, 0]}\r  - {seen: \"FFCF\", at: [0, -1]}\r",
            "  - {tile: BA/C, rot: 180, at: [0, -1]}  # from seen “FFCF”\r",
        ),
    ];
    for (name, text, written) in cases {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        let (code, out, err) = run(&["settle", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{name}: {err}");
        assert!(out.contains(written), "{name}: {out}");
    }
    let file = dir.join("folded.yaml");
    std::fs::write(
        &file,
        "game: carcassonne\nplayers: [{name: Ann, color: red}]\ntiles:\n  - {tile: D, at: [0, 0]}\n  - seen: >\n      FFCF\n    at: [0, -1]\n",
    )
    .unwrap();
    let (code, _, err) = run(&["settle", file.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(!err.contains("report"), "{err}");
    assert!(flat(&err).contains("a folded `seen: >`"), "{err}");
}

/// A Keyflower replay prints each pass once, in both languages.
#[test]
fn a_keyflower_replay_prints_each_pass_once() {
    for (lang, pass) in [("en", "Bob passes"), ("nl", "Bob past")] {
        let (code, out, _) = run(&["--lang", lang, "replay", "examples/keyflower-game.yaml"]);
        assert_eq!(code, 0, "{out}");
        // Every time the pass is said, it is an action's numbered line, never an event too.
        let said = out.matches(pass).count();
        let numbered = out
            .lines()
            .filter(|l| {
                l.split_once(". ")
                    .is_some_and(|(n, rest)| n.chars().all(|c| c.is_ascii_digit()) && rest == pass)
            })
            .count();
        assert!(said >= 2 && said == numbered, "{lang}: {out}");
        assert!(out.contains(&format!("4. {pass}\n5. ")), "{lang}: {out}");
    }
}

/// A position without names scores, each player called by the colour's name in the output
/// language (docs/format-extensions.md).
#[test]
fn a_position_without_names_scores() {
    let dir = TempDir::new("notes-names");
    let file = dir.join("noname.yaml");
    std::fs::write(
        &file,
        "game: carcassonne\nplayers: [{color: red}, {color: blue}]\ntiles:\n  \
         - {tile: D, at: [0, 0], pieces: [{owner: red, kind: follower, feature: city:N}]}\n  \
         - {tile: V, at: [1, 0], rot: 90, pieces: [{owner: blue, kind: follower, feature: road:W}]}\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    for (lang, red, blue) in [("en", "Red 1", "Blue 2"), ("nl", "Rood 1", "Blauw 2")] {
        let (code, out, err) = run(&["--lang", lang, "score", file]);
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(out.contains(red) && out.contains(blue), "{lang}: {out}");
    }
    let (code, out, _) = run(&["check", file]);
    assert_eq!(code, 0, "{out}");
}
