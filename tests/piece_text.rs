//! One textual form names a piece (`crates/format/src/address.rs`): in position files (a
//! tile's `pieces:`, `figures:`, `held:`), in `--piece` and game records, in the parameters of
//! steps and in `move`'s JSON effects. Each written form gives what the mapping gives.

use crate::common::{json, run_with_input as on_stdin, TempDir};

fn example(name: &str) -> String {
    std::fs::read_to_string(format!("examples/{name}.yaml")).unwrap()
}

fn replaced(text: &str, pairs: &[(&str, &str)]) -> String {
    let mut out = text.to_string();
    for (from, to) in pairs {
        assert!(out.contains(from), "{from}");
        out = out.replacen(from, to, 1);
    }
    out
}

#[test]
fn pieces_figures_and_prisoners_written_as_text_score_as_the_mappings() {
    for (name, pairs) in [
        (
            "tower",
            vec![
                (
                    r#"{owner: red, kind: follower, feature: "tower"}"#,
                    "red/follower@tower",
                ),
                (
                    r#"{owner: blue, kind: follower, feature: "road:W"}"#,
                    "blauw/meeple@weg:W",
                ),
                (
                    "{holder: red, owner: blue, kind: follower}",
                    "blue/follower@red",
                ),
            ],
        ),
        (
            "princess-and-dragon",
            vec![
                ("{kind: dragon, at: [1, 0]}", "dragon@1,0"),
                ("{kind: fairy, at: [-1, 0], beside: red}", "fee@rood@-1,0"),
            ],
        ),
        (
            "abbey-and-mayor",
            vec![(
                "{kind: barn, owner: blue, corner: [1, 2]}",
                "blue/barn@1,2:corner",
            )],
        ),
    ] {
        let text = example(name);
        let written = replaced(&text, &pairs);
        let (code, want, _) = on_stdin(&["score", "-", "--format", "json"], &text);
        let (code2, got, err) = on_stdin(&["score", "-", "--format", "json"], &written);
        assert_eq!((code, &want), (code2, &got), "{name}: {err}");
        let (check, _, _) = on_stdin(&["check", "-"], &written);
        assert_eq!(check, 0, "{name}");
    }
}

#[test]
fn alternatives_written_as_text_are_judged_like_a_list() {
    let text = std::fs::read_to_string("tests/transcription/pieces-decide-together.yaml").unwrap();
    let written = replaced(
        &text,
        &[
            (
                r#"{owner: red, kind: follower, feature: ["road:E", "city:N"]}"#,
                r#""red/follower@road:E|city:N""#,
            ),
            (
                r#"{owner: red, kind: follower, feature: ["road:W", "city:N"]}"#,
                r#""red/follower@road:W|city:N""#,
            ),
        ],
    );
    let (code, _, err) = on_stdin(&["score", "-"], &written);
    assert_eq!(code, 2, "{err}");
    let err = err.replace(['│', '\n'], " ");
    let err = err.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(err.contains("road:E or city:N"), "{err}");
    assert!(err.contains("Anna 5–10"), "{err}");
}

#[test]
fn text_that_is_no_piece_is_refused_at_its_place_in_both_languages() {
    let text = "game: carcassonne\nplayers: [{color: red}, {color: blue}]\ntiles:\n  - tile: BA/RCr\n    at: [0, 0]\n    pieces: [\"red follower@road:E\"]\nheld: [red@blue]\nfigures: [dragon@road:E]\n";
    for (lang, words) in [
        (
            "en",
            [
                "OWNER/KIND@FEATURE",
                "OWNER/KIND@HOLDER",
                "KIND@X,Y on a tile",
            ],
        ),
        (
            "nl",
            [
                "EIGENAAR/SOORT@GEBIED",
                "EIGENAAR/SOORT@HOUDER",
                "SOORT@X,Y op een tegel",
            ],
        ),
    ] {
        let (code, _, err) = on_stdin(&["--lang", lang, "score", "-"], text);
        assert_eq!(code, 2, "{lang}");
        // Wrapped lines are read as one (the words compared without spaces).
        let flat: String = err
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '│')
            .collect();
        for (w, at) in words.iter().zip([":6:14:", ":7:8:", ":8:11:"]) {
            let w: String = w.chars().filter(|c| !c.is_whitespace()).collect();
            assert!(flat.contains(&w), "{lang}: {w}: {err}");
            assert!(err.contains(at), "{lang}: {at}: {err}");
        }
    }
}

#[test]
fn a_piece_flag_with_its_owner_says_who_moves() {
    let args = |piece: &str, player: Option<&str>| {
        let mut a = vec![
            "move",
            "examples/base-game.yaml",
            "--tile",
            "BA/RFr",
            "--at",
            "-1,1",
            "--piece",
        ];
        a.push(piece);
        a.extend(["--format", "json"]);
        if let Some(p) = player {
            a.extend(["--player", p]);
        }
        a.iter().map(|s| s.to_string()).collect::<Vec<_>>()
    };
    let run = |a: Vec<String>| {
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        json(&a)
    };
    let (_, plain) = run(args("follower@road:E", Some("blue")));
    let (_, owned) = run(args("blue/follower@road:E", None));
    assert_eq!(owned["player"], "blue", "{owned}");
    assert_eq!(plain["legal"], owned["legal"]);
    assert_eq!(plain["scored"], owned["scored"]);
    let (code, _, err) = crate::common::run(&[
        "--lang",
        "nl",
        "move",
        "examples/base-game.yaml",
        "--tile",
        "BA/RFr",
        "--at",
        "-1,1",
        "--piece",
        "blauw/meeple@weg:O",
        "--player",
        "red",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("is van"), "{err}");
}

#[test]
fn a_record_piece_of_another_player_is_refused_at_its_line() {
    let dir = TempDir::new("piece-text-record");
    let record = "start:\n  game: carcassonne\n  players:\n    - {name: Ann, color: red}\n    - {name: Bob, color: blue}\n  tiles:\n    - {tile: BA/RCr, at: [0, 0]}\nmoves:\n  - {player: red, tile: BA/RFr, at: [-1, 0], piece: \"blue/follower@road:W\"}\n";
    let path = dir.join("game.yaml");
    std::fs::write(&path, record).unwrap();
    let (code, _, err) = crate::common::run(&["replay", path.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(":9:"), "{err}");
    let flat = err.replace('│', " ");
    let flat = flat.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("Bob's, but the move is Ann's"), "{err}");
    let fine = record.replace("blue/follower@road:W", "red/follower@road:W");
    std::fs::write(&path, fine).unwrap();
    let (code, _, err) = crate::common::run(&["replay", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn effects_name_each_piece_in_the_same_form() {
    let (code, v) = json(&[
        "move",
        "examples/tower.yaml",
        "--tile",
        "TO/CFR",
        "--at",
        "1,-1",
        "--step",
        "tower-raise=1,0",
        "--step",
        "tower-capture=blue@1,0:road:W",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{v}");
    let removed = v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["effect"] == "removed")
        .unwrap();
    assert_eq!(removed["address"], "blue/follower@1,0:road:W", "{v}");
    // The same text names the piece as the step's parameter does (kind added).
    let parsed = arbiter_format::address::parse(removed["address"].as_str().unwrap()).unwrap();
    assert_eq!(parsed.owner.as_deref(), Some("blue"));
    assert_eq!(parsed.kind.as_deref(), Some("follower"));
}

mod properties {
    use arbiter_format::address::{parse, place_text, write, Place};
    use proptest::prelude::*;

    fn word() -> impl Strategy<Value = String> {
        "[a-zA-Z][a-zA-Z-]{0,8}"
    }

    fn place() -> impl Strategy<Value = Place> {
        let sq = (-300i64..300, -300i64..300).prop_map(|(x, y)| [x, y]);
        let locator = prop_oneof![
            Just("road:E".to_string()),
            Just("city:N".to_string()),
            Just("field:inner2".to_string()),
            Just("monastery".to_string()),
            Just("stad:Z".to_string()),
        ];
        prop_oneof![
            (sq.clone(), locator.clone()).prop_map(|(a, l)| Place::Feature(a, l)),
            sq.clone().prop_map(Place::Tile),
            sq.clone().prop_map(Place::Corner),
            (word(), sq, proptest::option::of(locator.clone()))
                .prop_map(|(owner, at, feature)| { Place::Beside { owner, at, feature } }),
            locator.prop_map(Place::Word),
            word().prop_map(Place::Word),
        ]
    }

    proptest! {
        /// Any text is read without a panic.
        #[test]
        fn any_text_is_read_or_refused(text in "\\PC{0,40}") {
            let _ = parse(&text);
        }

        /// What is written reads back as the same piece.
        #[test]
        fn what_is_written_reads_back(owner in proptest::option::of(word()), kind in word(), place in place()) {
            let text = write(owner.as_deref(), &kind, &place);
            let back = parse(&text).unwrap_or_else(|| panic!("{text}"));
            prop_assert_eq!(&back.place, &place, "{}", text);
            prop_assert_eq!(place_text(&back.place), place_text(&place));
            match owner {
                Some(o) => {
                    prop_assert_eq!(back.owner, Some(o));
                    prop_assert_eq!(back.kind, Some(kind));
                }
                None => prop_assert_eq!(back.word, Some(kind)),
            }
        }
    }
}
