//! Transcription aids as a user meets them: `rot: auto` and `seen` that arbiter cannot settle
//! (exit 2, the pictures left drawn, in English and Dutch), the worked example of the README
//! written both ways, and `arbiter settle`.

use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::scoring::end_game;
use insta_cmd::assert_cmd_snapshot;

use crate::common;
use common::arbiter;

fn path(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
}

fn final_points(text: &str) -> Vec<i64> {
    let (setup, _) = arbiter_format::carcassonne::read(text.as_bytes()).expect("position reads");
    end_game(&Position::validate(setup)).final_points
}

#[test]
fn ambiguous_positions_stop_with_the_pictures_left() {
    // `score` and `check` judge every reading of what is left open, and `render` draws one
    // reading with the open ones marked; a command that judges one exact position (`move`)
    // stops on it.
    for name in ["edge-one-neighbour", "roads-side-by-side", "look-alikes"] {
        let file = format!("tests/transcription/{name}.yaml");
        let command = ["move", &file, "--tile", "D", "--at", "5,5"];
        for lang in ["en", "nl"] {
            let args = [&["--lang", lang][..], &command[..]].concat();
            let out = arbiter(&args).output().unwrap();
            assert_eq!(out.status.code(), Some(2), "{file}");
            assert_cmd_snapshot!(format!("{name}_{lang}"), arbiter(&args));
        }
    }
}

#[test]
fn look_alikes_whose_reading_does_not_matter_are_answered_with_a_note() {
    let file = "tests/transcription/look-alikes.yaml";
    for lang in ["en", "nl"] {
        let out = arbiter(&["--lang", lang, "score", file]).output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("BA/C") && text.contains("IC/C!"), "{text}");
        assert!(text.contains("0,-1") && text.contains("1,0"), "{text}");
    }
}

#[test]
fn ambiguous_tiles_name_the_right_pictures() {
    let (setup_err, lines) = match arbiter_format::carcassonne::read(
        &std::fs::read(path("tests/transcription/look-alikes.yaml")).unwrap(),
    ) {
        Ok(_) => panic!("look-alikes must not settle"),
        Err(e) => (
            e.iter()
                .map(|e| {
                    e.pictures
                        .iter()
                        .map(|&(d, r)| {
                            format!(
                                "{}@{}",
                                arbiter_engine::carcassonne::catalogue::Catalogue::get()
                                    .tile(d)
                                    .id,
                                r.degrees()
                            )
                        })
                        .collect::<Vec<_>>()
                })
                .collect::<Vec<_>>(),
            e.iter().map(|e| e.loc.line).collect::<Vec<_>>(),
        ),
    };
    assert_eq!(lines, vec![9, 10]);
    assert_eq!(setup_err[0], vec!["BA/C@180", "IC/C!@180"]);
    assert_eq!(
        setup_err[1],
        vec!["BA/RRRR@0", "IC/RrRr@0", "IC/RrRr@90", "TB/RRrr@0"]
    );
}

#[test]
fn the_worked_example_scores_the_same_both_ways() {
    let auto = std::fs::read_to_string(path("examples/photo-auto.yaml")).unwrap();
    let seen = std::fs::read_to_string(path("examples/photo-seen.yaml")).unwrap();
    assert_eq!(auto.matches("at: [").count(), 15);
    assert!(auto.matches("rot: auto").count() >= 8);
    assert_eq!(seen.matches("seen: ").count(), 15);
    assert_eq!(final_points(&auto), final_points(&seen));
    let a = arbiter_format::carcassonne::read(auto.as_bytes())
        .unwrap()
        .0;
    let s = arbiter_format::carcassonne::read(seen.as_bytes())
        .unwrap()
        .0;
    assert_eq!(a.tiles, s.tiles);
}

#[test]
fn settle_writes_ids_and_turns_and_keeps_the_rest() {
    for name in ["examples/photo-auto.yaml", "examples/photo-seen.yaml"] {
        let out = arbiter(&["settle", name]).output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8(out.stdout).unwrap();
        let code: String = text
            .lines()
            .map(|l| l.split('#').next().unwrap_or_default())
            .collect();
        assert!(!code.contains("seen:") && !code.contains("auto"), "{text}");
        let original = std::fs::read_to_string(path(name)).unwrap();
        let before = arbiter_format::carcassonne::read(original.as_bytes())
            .unwrap()
            .0;
        let after = arbiter_format::carcassonne::read(text.as_bytes())
            .unwrap()
            .0;
        assert_eq!(before, after);
    }
    assert_cmd_snapshot!(
        "settle_seen_en",
        arbiter(&["settle", "examples/photo-seen.yaml"])
    );
    assert_cmd_snapshot!(
        "settle_block_nl",
        arbiter(&[
            "--lang",
            "nl",
            "settle",
            "tests/transcription/block-style.yaml"
        ])
    );
}

#[test]
fn dutch_words_are_read_wherever_a_name_is() {
    let out = arbiter(&[
        "--format",
        "json",
        "move",
        "tests/transcription/dutch.yaml",
        "--tile",
        "B",
        "--at",
        "0,1",
        "--piece",
        "abt@klooster",
        "--player",
        "blauw",
    ])
    .output()
    .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["legal"], true, "{v}");
    let text = std::fs::read_to_string(path("tests/transcription/dutch.yaml")).unwrap();
    let english = text
        .replace("rood", "red")
        .replace("blauw", "blue")
        .replace("kind: meeple", "kind: follower")
        .replace("grote meeple", "big-follower")
        .replace("weide:ZZO", "field:SSE")
        .replace("stad:Z", "city:S");
    assert_ne!(text, english);
    assert_eq!(final_points(&text), final_points(&english));
}

#[test]
fn readings_that_decide_only_together_are_all_named() {
    // Each of Anna's two followers may be on the road or in the city; one alone decides
    // nothing (either way, 5 and 10 stay possible), the two together decide. The refusal
    // names both, with the range, instead of an empty list of reasons.
    let file = "tests/transcription/pieces-decide-together.yaml";
    for (lang, words) in [
        ("en", ["together", "road:E or city:N", "road:W or city:N"]),
        ("nl", ["samen", "weg:O of stad:N", "weg:W of stad:N"]),
    ] {
        let out = arbiter(&["--lang", lang, "score", file]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{lang}");
        let text = String::from_utf8_lossy(&out.stderr).replace(['│', '\n'], " ");
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for w in words {
            assert!(text.contains(w), "{lang}: {w}: {text}");
        }
        assert!(text.contains("Anna 5–10"), "{lang}: {text}");
    }
    let out = arbiter(&["score", file, "--format", "json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json["input_errors"].as_array().map(Vec::len),
        Some(1),
        "{json}"
    );
    assert_eq!(json["input_errors"][0]["line"], 16, "{json}");
}

#[test]
fn a_decisive_reading_says_what_each_way_gives() {
    // Three followers stand on a line between two features; only Bob's reading changes a
    // total, and the refusal says which reading gives which.
    let file = "tests/transcription/piece-on-the-line.yaml";
    for (lang, each) in [
        ("en", "city:S → Bob 8; field:ESE → Bob 7"),
        ("nl", "stad:Z → Bob 8; weide:OZO → Bob 7"),
    ] {
        let out = arbiter(&["--lang", lang, "score", file]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{lang}");
        let text = String::from_utf8_lossy(&out.stderr).replace(['│', '\n'], " ");
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(each), "{lang}: {text}");
        assert!(text.contains("Bob 7–8"), "{lang}: {text}");
        assert_eq!(
            text.matches("→").count(),
            2,
            "{lang}: only Bob's piece: {text}"
        );
    }
}
