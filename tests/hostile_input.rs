//! Hostile input: every file under `tests/hostile/` (and a few generated at test time: a 50 MB
//! file, a billion-laughs alias bomb, 10,000-deep nesting) run through the `arbiter` binary in
//! English and Dutch. Each must end with exit status 2 (1 for the well-formed but illegal
//! position), name `file:line:column`, never panic, and print exactly the snapshotted message.

use std::path::{Path, PathBuf};

use crate::common::TempDir;
use assert_cmd::Command;

fn hostile_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile")
}

/// Runs `arbiter --lang LANG --color never ARGS...` in `dir`; returns (exit code, stdout, stderr).
fn run(dir: &Path, lang: &str, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .current_dir(dir)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("NO_COLOR", "1")
        .args(["--lang", lang, "--color", "never"])
        .args(args)
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .expect("arbiter runs");
    let code = out
        .status
        .code()
        .expect("arbiter exits normally, not by a signal");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        !stderr.contains("panicked"),
        "arbiter panicked on {args:?}:\n{stderr}"
    );
    (code, stdout, stderr)
}

/// One hostile case: the file, the exit status, and every place the output must name.
struct Case {
    file: &'static str,
    code: i32,
    places: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        file: "empty.yaml",
        code: 2,
        places: &["empty.yaml:1:1"],
    },
    Case {
        file: "comments-only.yaml",
        code: 2,
        places: &["comments-only.yaml:1:1"],
    },
    Case {
        file: "not-yaml.yaml",
        code: 2,
        places: &["not-yaml.yaml:3:6"],
    },
    Case {
        file: "wrong-shape.yaml",
        code: 2,
        places: &["wrong-shape.yaml:5:19"],
    },
    Case {
        file: "wrong-shape-root.yaml",
        code: 2,
        places: &["wrong-shape-root.yaml:1:1"],
    },
    Case {
        file: "unknown-key.yaml",
        code: 2,
        places: &["unknown-key.yaml:4:1"],
    },
    Case {
        file: "unknown-key-nested.yaml",
        code: 2,
        places: &["unknown-key-nested.yaml:8:38"],
    },
    Case {
        file: "unknown-tile.yaml",
        code: 2,
        places: &["unknown-tile.yaml:6:12"],
    },
    Case {
        file: "unknown-player.yaml",
        code: 2,
        places: &["unknown-player.yaml:9:17"],
    },
    Case {
        file: "unknown-color.yaml",
        code: 2,
        places: &["unknown-color.yaml:4:24"],
    },
    Case {
        file: "duplicate-square.yaml",
        code: 2,
        places: &["duplicate-square.yaml:7:19"],
    },
    Case {
        file: "bad-rotation.yaml",
        code: 2,
        places: &[
            "bad-rotation.yaml:5:32",
            "bad-rotation.yaml:6:33",
            "bad-rotation.yaml:7:32",
        ],
    },
    Case {
        file: "coordinate-i64-max.yaml",
        code: 2,
        places: &["coordinate-i64-max.yaml:5:20"],
    },
    Case {
        file: "coordinate-i64-min.yaml",
        code: 2,
        places: &["coordinate-i64-min.yaml:5:23"],
    },
    Case {
        file: "coordinate-beyond-i64.yaml",
        code: 2,
        places: &["coordinate-beyond-i64.yaml:5:20"],
    },
    Case {
        file: "coordinate-at-limit.yaml",
        code: 2,
        places: &["coordinate-at-limit.yaml:6:20"],
    },
    Case {
        file: "score-out-of-range.yaml",
        code: 2,
        places: &["score-out-of-range.yaml:4:14"],
    },
    Case {
        file: "invalid-utf8.yaml",
        code: 2,
        places: &["invalid-utf8.yaml:3:14"],
    },
    Case {
        file: "no-such-feature.yaml",
        code: 2,
        places: &["no-such-feature.yaml:9:47"],
    },
    Case {
        file: "bad-locator.yaml",
        code: 2,
        places: &["bad-locator.yaml:8:47"],
    },
    Case {
        // Every error at once: an unknown key does not hide the unknown tile after it.
        file: "several-errors.yaml",
        code: 2,
        places: &[
            "several-errors.yaml:5:27",
            "several-errors.yaml:6:12",
            "several-errors.yaml:7:23",
            "several-errors.yaml:11:17",
            "several-errors.yaml:11:30",
        ],
    },
    Case {
        // A name that is another player's colour would make `owner: red` ambiguous.
        file: "name-is-colour.yaml",
        code: 2,
        places: &["name-is-colour.yaml:5:12"],
    },
    Case {
        file: "illegal-well-formed.yaml",
        code: 1,
        places: &[
            "illegal-well-formed.yaml:22:5",
            "illegal-well-formed.yaml:21:5",
            "illegal-well-formed.yaml:15:9",
            "illegal-well-formed.yaml:20:9",
        ],
    },
];

fn snapshot(name: &str, text: &str) {
    insta::with_settings!({ snapshot_path => "snapshots", prepend_module_to_snapshot => true, omit_expression => true }, {
        insta::assert_snapshot!(name.to_string(), text);
    });
}

/// The lead line of an English input-error report; a Dutch run must not show it.
const ENGLISH_LEAD: &str = "cannot be used";

fn check_case(dir: &Path, case: &Case, command: &str) {
    for lang in ["en", "nl"] {
        let (code, stdout, stderr) = run(dir, lang, &[command, case.file]);
        // Exit 1 reports problems on standard output; exit 2 reports on standard error.
        let report = if case.code == 1 { &stdout } else { &stderr };
        assert_eq!(
            code, case.code,
            "{} ({lang}): exit status\n{stdout}\n{stderr}",
            case.file
        );
        for place in case.places {
            assert!(
                report.contains(place),
                "{} ({lang}): expected the place {place} in\n{report}",
                case.file
            );
        }
        if lang == "nl" {
            assert!(
                !report.contains(ENGLISH_LEAD),
                "{} (nl): English text in\n{report}",
                case.file
            );
        }
        let stem = case.file.trim_end_matches(".yaml");
        snapshot(&format!("{command}_{stem}_{lang}"), report);
    }
}

#[test]
fn hostile_files_check() {
    let dir = hostile_dir();
    for case in CASES {
        check_case(&dir, case, "check");
    }
}

#[test]
fn hostile_files_score_agree_with_check() {
    // `score` reads files the same way: the same exit status 2 and places.
    let dir = hostile_dir();
    for case in CASES.iter().filter(|c| c.code == 2) {
        for lang in ["en", "nl"] {
            let (code, _, stderr) = run(&dir, lang, &["score", case.file]);
            assert_eq!(code, 2, "score {} ({lang})\n{stderr}", case.file);
            for place in case.places {
                assert!(
                    stderr.contains(place),
                    "score {} ({lang}): no {place} in\n{stderr}",
                    case.file
                );
            }
        }
    }
}

#[test]
fn illegal_position_lists_every_problem_with_its_line() {
    let dir = hostile_dir();
    let (code, stdout, _) = run(
        &dir,
        "en",
        &["check", "illegal-well-formed.yaml", "--format", "json"],
    );
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&stdout).expect("JSON output");
    let problems = v["problems"].as_array().expect("problems");
    assert!(problems.len() >= 4, "{stdout}");
    for p in problems {
        assert!(
            p["line"].as_u64().unwrap() > 0,
            "problem without a line: {p}"
        );
        assert!(
            p["column"].as_u64().unwrap() > 0,
            "problem without a column: {p}"
        );
    }
}

#[test]
fn json_input_errors_carry_line_and_column() {
    let dir = hostile_dir();
    for case in CASES.iter().filter(|c| c.code == 2) {
        let (code, stdout, _) = run(&dir, "en", &["check", case.file, "--format", "json"]);
        assert_eq!(code, 2, "{}", case.file);
        let v: serde_json::Value = serde_json::from_str(&stdout).expect("JSON output");
        for e in v["input_errors"].as_array().expect("input_errors") {
            assert!(
                e["line"].as_u64().unwrap() > 0,
                "{}: no line in {e}",
                case.file
            );
            assert!(
                e["column"].as_u64().unwrap() > 0,
                "{}: no column in {e}",
                case.file
            );
        }
    }
}

/// A fresh folder for generated files, removed when dropped.
fn scratch(name: &str) -> TempDir {
    TempDir::new(&format!("hostile-input-{name}"))
}

fn generated(name: &str, file: &str, bytes: &[u8], places: &[&str]) {
    let dir = scratch(name);
    std::fs::write(dir.join(file), bytes).unwrap();
    for lang in ["en", "nl"] {
        // A guard against hanging, not a speed measurement (speed is in `cargo bench`): the
        // bound is far beyond any normal run.
        let start = std::time::Instant::now();
        let (code, _, stderr) = run(&dir, lang, &["check", file]);
        assert!(
            start.elapsed().as_secs() < 120,
            "{file}: took {:?}",
            start.elapsed()
        );
        assert_eq!(code, 2, "{file} ({lang})\n{stderr}");
        for place in places {
            assert!(
                stderr.contains(place),
                "{file} ({lang}): no {place} in\n{stderr}"
            );
        }
        if lang == "nl" {
            assert!(
                !stderr.contains(ENGLISH_LEAD),
                "{file} (nl): English text in\n{stderr}"
            );
        }
        snapshot(&format!("check_{name}_{lang}"), &stderr);
    }
}

#[test]
fn fifty_megabyte_file() {
    let mut text = String::from("game: carcassonne\n");
    let pad = "# padding padding padding padding padding padding padding padding padding\n";
    while text.len() + pad.len() <= 50 * 1024 * 1024 {
        text.push_str(pad);
    }
    while text.len() < 50 * 1024 * 1024 {
        text.push('\n');
    }
    generated("huge", "huge.yaml", text.as_bytes(), &["huge.yaml:1:1"]);
}

#[test]
fn billion_laughs() {
    // Written as one flow mapping, so that arbiter must parse the whole document to find out
    // which game it is: the alias budget, not the shape check, has to stop it.
    let mut text = String::from("{game: carcassonne,\n lol0: &a0 \"lol\",\n");
    for i in 1..10 {
        let refs = vec![format!("*a{}", i - 1); 10].join(", ");
        text.push_str(&format!(" lol{i}: &a{i} [{refs}],\n"));
    }
    text.push_str(" players: [*a9], tiles: [*a9]}\n");
    generated("alias_bomb", "bomb.yaml", text.as_bytes(), &["bomb.yaml:"]);
}

/// The value budget grows with the file: a board of 36,100 tiles (about 250,000 values, more
/// than a small file may hold, within the 100,000 tiles a position may list) is read and
/// judged, while the alias bomb above, a few hundred bytes that expand into millions of
/// values, is still refused.
#[test]
fn a_large_board_is_read_not_refused_as_too_complex() {
    let side = 190;
    let mut text = String::from(
        "game: carcassonne\nplayers:\n  - {name: Ann, color: red}\n  - {name: Ben, color: blue}\ntiles:\n",
    );
    for i in 0..side * side {
        text.push_str(&format!(
            "  - {{tile: X, at: [{}, {}], rot: 0}}\n",
            i % side,
            i / side
        ));
    }
    let dir = scratch("large_board");
    std::fs::write(dir.join("board.yaml"), text).unwrap();
    let (code, stdout, stderr) = run(&dir, "en", &["check", "board.yaml"]);
    // Every tile fits; only the box is short of crossroads.
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(stdout.contains("[base.tile.supply]"), "{stdout}");
    assert!(stdout.contains("36100 copies"), "{stdout}");
}

#[test]
fn ten_thousand_deep_sequences() {
    let text = format!(
        "game: carcassonne\nplayers: {}{}\n",
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    generated(
        "deep_sequences",
        "deep.yaml",
        text.as_bytes(),
        &["deep.yaml:2:"],
    );
}

#[test]
fn ten_thousand_deep_mappings() {
    let text = format!(
        "{{game: carcassonne,\n tiles: {}1{}}}\n",
        "{a: ".repeat(10_000),
        "}".repeat(10_000)
    );
    generated(
        "deep_mappings",
        "deep.yaml",
        text.as_bytes(),
        &["deep.yaml:2:"],
    );
}

#[test]
fn ten_thousand_deep_block_sequences() {
    // Block style: each level one "- " further in, all on one line.
    let text = format!("game: carcassonne\nplayers:\n{}x\n", "- ".repeat(10_000));
    generated(
        "deep_block",
        "deep.yaml",
        text.as_bytes(),
        &["deep.yaml:3:"],
    );
}
