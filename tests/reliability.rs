//! Nothing lost, nothing unbounded, nothing injected (issue 21): output files written whole and
//! never over a file of another kind, write errors said, one bounded reader for every input,
//! bounded work and output on hostile files (memory checked under an address-space limit, not
//! by timing), pictures sized by what is drawn, untrusted text escaped, one reading of which
//! game a file holds, imports that replay reads, and the small ones.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::{arbiter, TempDir};

/// The memory bound arbiter keeps on any input under the size limit (README).
const MEMORY_BOUND: u64 = 256 * 1024 * 1024;

/// A fresh folder for one test's files, removed when dropped.
fn scratch(name: &str) -> TempDir {
    TempDir::new(&format!("reliability-{name}"))
}

fn manifest(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

fn run(mut cmd: impl std::borrow::BorrowMut<Command>) -> Output {
    let out = cmd
        .borrow_mut()
        .stdin(Stdio::null())
        .output()
        .expect("arbiter runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    out
}

fn code(out: &Output) -> i32 {
    out.status.code().expect("exits, not killed by a signal")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `arbiter ARGS` under an address-space limit of [`MEMORY_BOUND`] bytes, in `dir`.
fn bounded(dir: &Path, args: &[&str]) -> Output {
    let mut cmd = Command::new("prlimit");
    cmd.current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .arg(format!("--as={MEMORY_BOUND}"))
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_arbiter"))
        .args(["--color", "never"])
        .args(args);
    run(cmd)
}

// ---- 4. Writes that cannot lose data ----

#[test]
fn settle_in_place_replaces_its_input_whole_and_says_so() {
    let dir = scratch("settle-in-place");
    let pos = dir.join("pos.yaml");
    std::fs::copy(manifest("examples/photo-auto.yaml"), &pos).unwrap();
    let out = run(arbiter(&[
        "settle",
        pos.to_str().unwrap(),
        "-o",
        pos.to_str().unwrap(),
    ]));
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("was the input"),
        "{}",
        text(&out.stderr)
    );
    let again = run(arbiter(&["check", pos.to_str().unwrap()]));
    assert_eq!(code(&again), 0, "{}", text(&again.stderr));
    // No temporary file left beside it.
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
}

#[test]
fn an_existing_file_of_another_kind_is_never_replaced() {
    let dir = scratch("other-kind");
    let pos = dir.join("mine.yaml");
    std::fs::copy(manifest("examples/base-game.yaml"), &pos).unwrap();
    let before = std::fs::read(&pos).unwrap();
    for lang in ["en", "nl"] {
        let out = run(arbiter(&[
            "--lang",
            lang,
            "tiles",
            "sheet",
            "-o",
            pos.to_str().unwrap(),
        ]));
        assert_eq!(code(&out), 2);
        assert!(
            text(&out.stderr).contains("mine.yaml"),
            "{}",
            text(&out.stderr)
        );
    }
    assert_eq!(std::fs::read(&pos).unwrap(), before);
    // A save is not replaced by its own import.
    let save = dir.join("save.jcz");
    std::fs::write(&save, minimal_save().to_string()).unwrap();
    let save_before = std::fs::read(&save).unwrap();
    let out = run(arbiter(&[
        "import",
        save.to_str().unwrap(),
        "-o",
        save.to_str().unwrap(),
    ]));
    assert_eq!(code(&out), 2);
    assert!(
        text(&out.stderr).contains("own input"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read(&save).unwrap(), save_before);
    // The same kind is replaced: a record over a record.
    let rec = dir.join("rec.yaml");
    for _ in 0..2 {
        let out = run(arbiter(&[
            "import",
            save.to_str().unwrap(),
            "-o",
            rec.to_str().unwrap(),
        ]));
        assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    }
    // A picture over a picture too.
    let svg = dir.join("sheet.svg");
    for _ in 0..2 {
        let out = run(arbiter(&["tiles", "sheet", "-o", svg.to_str().unwrap()]));
        assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    }
}

#[test]
fn a_full_disk_leaves_the_old_file_whole_and_is_said() {
    let dir = scratch("full-disk");
    let pos = dir.join("pos.yaml");
    std::fs::copy(manifest("examples/photo-auto.yaml"), &pos).unwrap();
    let before = std::fs::read(&pos).unwrap();
    // A file size limit of one block stands in for a full disk: the write fails part way
    // (SIGXFSZ ignored, so the write returns an error, as on a full disk).
    let out = run(Command::new("sh")
        .current_dir(&dir)
        .env("NO_COLOR", "1")
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .arg("-c")
        .arg(format!(
            "trap '' XFSZ; ulimit -f 1; exec {} settle pos.yaml -o pos.yaml",
            env!("CARGO_BIN_EXE_arbiter")
        )));
    assert_eq!(code(&out), 2, "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("Cannot write"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read(&pos).unwrap(), before);
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "the temporary file is removed: {names:?}");
}

#[test]
fn write_errors_on_standard_output_are_said_with_exit_2() {
    for args in [
        &["score", "examples/base-game.yaml"][..],
        &["tiles"],
        &["schema"],
        &["man"],
        &["completions", "bash"],
        &["replay", "tests/records/abbot-river-game.yaml"],
    ] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = arbiter(args).stdout(Stdio::from(full)).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(
            err.contains("standard output") && err.contains("full"),
            "{args:?}: {err}"
        );
    }
    let out = run(arbiter(&[
        "render",
        "examples/base-game.yaml",
        "-o",
        "/dev/full",
    ]));
    assert_eq!(code(&out), 2);
    assert!(text(&out.stderr).contains("/dev/full"));
}

#[test]
fn a_closed_pipe_stays_quiet() {
    for args in [
        &["score", "examples/base-game.yaml"][..],
        &["tiles"],
        &["rulings", "list"],
        &["render", "examples/base-game.yaml"],
    ] {
        let mut child = arbiter(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        assert!(
            matches!(out.status.code(), Some(0 | 141)),
            "{args:?}: {:?}",
            out.status
        );
        assert!(out.stderr.is_empty(), "{args:?}: {}", text(&out.stderr));
    }
}

#[test]
fn dash_is_standard_output_and_terminal_views_reach_their_file() {
    let dir = scratch("dash");
    let base = manifest("examples/base-game.yaml");
    let out = run(arbiter(&["render", base.to_str().unwrap(), "-o", "-"]).current_dir(&dir));
    assert_eq!(code(&out), 0);
    assert!(text(&out.stdout).starts_with("<svg"));
    let out = run(arbiter(&["settle", base.to_str().unwrap(), "-o", "-"]).current_dir(&dir));
    assert_eq!(code(&out), 0);
    assert!(text(&out.stdout).contains("game: carcassonne"));
    assert!(!dir.join("-").exists(), "no file named -");
    let view = dir.join("view.txt");
    let out = run(arbiter(&[
        "render",
        base.to_str().unwrap(),
        "--terminal",
        "-o",
        view.to_str().unwrap(),
    ]));
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&view).unwrap().contains(" = "));
    let out = run(arbiter(&[
        "render",
        base.to_str().unwrap(),
        "--terminal",
        "-o",
        "x.svg",
    ])
    .current_dir(&dir));
    assert_eq!(code(&out), 2);
}

#[test]
fn settle_and_rulings_export_speak_json() {
    let dir = scratch("json");
    let out = run(arbiter(&[
        "--format",
        "json",
        "settle",
        "examples/photo-auto.yaml",
    ]));
    assert_eq!(code(&out), 0);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(v["text"].as_str().unwrap().contains("game: carcassonne"));
    let out = run(arbiter(&[
        "--format",
        "json",
        "rulings",
        "export",
        "--html",
        dir.to_str().unwrap(),
    ]));
    assert_eq!(code(&out), 0);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(v["entries"].as_u64().unwrap() > 100);
}

// ---- 1. One bounded reader ----

#[test]
fn devices_pipes_and_standard_input_are_read_up_to_the_limit() {
    let dir = scratch("devices");
    for lang in ["en", "nl"] {
        for cmd in ["score", "import", "check", "replay", "render", "settle"] {
            let out = bounded(&dir, &["--lang", lang, cmd, "/dev/zero"]);
            assert_eq!(code(&out), 2, "{cmd}");
            assert!(
                text(&out.stderr).contains("4194304"),
                "{cmd}: {}",
                text(&out.stderr)
            );
        }
    }
    // A pipe on standard input, longer than the limit.
    let mut child = arbiter(&["score", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        use std::io::Write as _;
        let chunk = vec![b'y'; 1 << 20];
        for _ in 0..8 {
            if stdin.write_all(&chunk).is_err() {
                break;
            }
        }
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("4194304"));
}

// ---- 2. Bounded work and output ----

#[test]
fn repeated_keys_print_a_page_within_the_memory_bound() {
    let dir = scratch("repeats");
    let mut yaml = String::from(
        "game: carcassonne\nplayers: [{name: A, color: red}]\ntiles: [{tile: D, at: [0, 0]}]\nscore: {",
    );
    // 125,000 repeats (a 4 MB file holds 500,000; debug builds are slow to parse them).
    while yaml.len() < 1_000_000 {
        yaml.push_str("red: 1, ");
    }
    yaml.push_str("red: 1}\n");
    std::fs::write(dir.join("repeats.yaml"), &yaml).unwrap();
    for format in ["table", "json"] {
        let out = bounded(&dir, &["--format", format, "check", "repeats.yaml"]);
        assert_eq!(code(&out), 2, "{format}: {}", text(&out.stderr));
        let shown = out.stdout.len() + out.stderr.len();
        assert!(shown < 200_000, "{format}: {shown} bytes");
        if format == "table" {
            assert!(
                text(&out.stderr).contains("more repeated keys"),
                "{}",
                text(&out.stderr)
            );
        }
    }
}

#[test]
fn a_huge_unknown_name_gets_a_short_message() {
    let dir = scratch("long-name");
    let yaml = format!(
        "game: carcassonne\nplayers: [{{name: A, color: red}}]\ntiles:\n  - {{tile: {}, at: [0, 0]}}\n",
        "Q".repeat(4_000_000)
    );
    std::fs::write(dir.join("long.yaml"), yaml).unwrap();
    let out = bounded(&dir, &["check", "long.yaml"]);
    assert_eq!(code(&out), 2);
    assert!(out.stderr.len() < 10_000, "{} bytes", out.stderr.len());
}

#[test]
fn many_problems_are_shown_up_to_a_bound_then_counted() {
    let dir = scratch("many-problems");
    let mut yaml = String::from("game: carcassonne\nplayers: [{name: A, color: red}]\ntiles:\n");
    for i in 0..2000 {
        yaml.push_str(&format!("  - {{tile: D, at: [{}, 0]}}\n", 2 * i));
    }
    std::fs::write(dir.join("many.yaml"), yaml).unwrap();
    for lang in ["en", "nl"] {
        let out = bounded(&dir, &["--lang", lang, "check", "many.yaml"]);
        assert_eq!(code(&out), 1);
        let all = text(&out.stdout);
        assert!(
            all.contains("1900"),
            "{lang}: {}",
            &all[all.len().saturating_sub(300)..]
        );
    }
}

#[test]
fn glossary_terms_are_bounded_and_long_questions_read() {
    let words: Vec<String> = (0..200).map(|i| format!("word{i}")).collect();
    let mut args = vec!["rulings", "search"];
    args.extend(words.iter().map(String::as_str));
    let out = run(arbiter(&args));
    assert_eq!(code(&out), 0);
    assert!(
        text(&out.stdout).contains("was not read"),
        "{}",
        text(&out.stdout)
    );
    let mut args = vec!["glossary"];
    args.extend(words.iter().map(String::as_str));
    let out = run(arbiter(&args));
    assert_eq!(code(&out), 2);
    assert!(text(&out.stderr).contains("40"), "{}", text(&out.stderr));
    let out = run(arbiter(&["rulings", "search", "farmer", "city"]));
    assert_eq!(code(&out), 0);
}

// ---- Caps where input is read (issue 30) ----

/// `arbiter ARGS` under the address-space limit and 2 s of CPU, in `dir`.
fn bounded_in_time(dir: &Path, args: &[&str]) -> Output {
    let mut cmd = Command::new("prlimit");
    cmd.current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .arg(format!("--as={MEMORY_BOUND}"))
        .arg("--cpu=2")
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_arbiter"))
        .args(["--color", "never"])
        .args(args);
    run(cmd)
}

/// A file of about 4 MB: `head`, then `item` repeated (comma-separated), then `tail`.
fn four_megabytes(head: &str, item: &str, tail: &str) -> String {
    let n = (4_000_000 - head.len() - tail.len()) / (item.len() + 1);
    let mut text = String::with_capacity(4_000_000);
    text.push_str(head);
    text.push_str(&vec![item; n].join(","));
    text.push_str(tail);
    text
}

/// Each case, in tables and JSON, in both languages: refused with exit 2 within the memory
/// and time bounds, naming the list and its limit.
fn refused_at_the_limit(dir: &Path, command: &str, cases: &[(&str, String, &str, &str)]) {
    for (name, yaml, list, limit) in cases {
        std::fs::write(dir.join(name), yaml).unwrap();
        for (lang, format) in [("en", "table"), ("nl", "table"), ("en", "json")] {
            let out = bounded_in_time(dir, &["--lang", lang, "--format", format, command, name]);
            assert_eq!(
                code(&out),
                2,
                "{name} {lang} {format}: {}",
                text(&out.stderr)
            );
            let said = text(&out.stdout) + &text(&out.stderr);
            assert!(said.len() < 10_000, "{name}: {} bytes", said.len());
            assert!(
                (said.contains(&format!("\"{list}\""))
                    || said.contains(&format!("\\\"{list}\\\"")))
                    && said.contains(limit),
                "{name} {lang}: {said}"
            );
        }
    }
}

const CARCASSONNE_HEAD: &str = "game: carcassonne\nrules: {expansions: []}\nplayers: [{name: A, color: red}, {name: B, color: blue}]\n";

#[test]
fn carcassonne_positions_refuse_a_list_past_its_limit_as_it_is_read() {
    let dir = scratch("caps-carcassonne");
    let one_tile = format!("{CARCASSONNE_HEAD}tiles: [{{tile: D, at: [0, 0]}}]\n");
    refused_at_the_limit(
        &dir,
        "check",
        &[
            (
                "maps.yaml",
                four_megabytes(&format!("{CARCASSONNE_HEAD}tiles: ["), "{}", "]\n"),
                "tiles",
                "10000",
            ),
            (
                "ints.yaml",
                four_megabytes(&format!("{CARCASSONNE_HEAD}tiles: ["), "1", "]\n"),
                "tiles",
                "10000",
            ),
            (
                "players.yaml",
                four_megabytes(
                    "game: carcassonne\ntiles: [{tile: D, at: [0, 0]}]\nplayers: [",
                    "{}",
                    "]\n",
                ),
                "players",
                "100",
            ),
            (
                "discarded.yaml",
                four_megabytes(&format!("{one_tile}discarded: ["), "D", "]\n"),
                "discarded",
                "1000",
            ),
        ],
    );
}

#[test]
fn carcassonne_records_refuse_a_list_past_its_limit_as_it_is_read() {
    let dir = scratch("caps-records");
    let start = "start:\n  game: carcassonne\n  rules: {expansions: []}\n  players: [{name: A, color: red}]\n  tiles: [{tile: D, at: [0, 0]}]\n";
    refused_at_the_limit(
        &dir,
        "replay",
        &[
            (
                "moves.yaml",
                four_megabytes(&format!("{start}moves: ["), "{}", "]\n"),
                "moves",
                "10000",
            ),
            (
                "discarded.yaml",
                four_megabytes(&format!("{start}moves: []\ndiscarded: ["), "{}", "]\n"),
                "discarded",
                "1000",
            ),
        ],
    );
}

/// The summer example up to its move.
fn keyflower_summer() -> String {
    let text = std::fs::read_to_string(manifest("examples/keyflower-summer.yaml")).unwrap();
    text[..text.find("move:").unwrap()].to_string()
}

#[test]
fn keyflower_positions_refuse_a_list_past_its_limit_as_it_is_read() {
    let dir = scratch("caps-keyflower");
    let base = keyflower_summer();
    let bid = format!(
        "{base}move:\n  player: Anna\n  bid: {{tile: turn-order-1, colour: red, count: 3, from: ["
    );
    let transport = format!(
        "{base}move:\n  player: Anna\n  transport: {{tile: home-1, colour: blue, count: 1, "
    );
    refused_at_the_limit(
        &dir,
        "move",
        &[
            (
                "from.yaml",
                four_megabytes(&bid, "b", "]}\n"),
                "from",
                "100",
            ),
            (
                "upgrade.yaml",
                four_megabytes(&format!("{transport}upgrade: ["), "gold-mine", "]}\n"),
                "upgrade",
                "100",
            ),
            (
                "carry.yaml",
                four_megabytes(&format!("{transport}carry: ["), "{}", "]}\n"),
                "carry",
                "1000",
            ),
            (
                "players.yaml",
                four_megabytes("game: keyflower\nseason: summer\nplayers: [", "{}", "]\n"),
                "players",
                "100",
            ),
        ],
    );
}

#[test]
fn keyflower_records_refuse_a_list_past_its_limit_as_it_is_read() {
    let dir = scratch("caps-keyflower-records");
    let game = std::fs::read_to_string(manifest("examples/keyflower-game.yaml")).unwrap();
    let head = &game[..game.find("actions:").unwrap()];
    refused_at_the_limit(
        &dir,
        "replay",
        &[
            (
                "actions.yaml",
                four_megabytes(&format!("{head}actions: ["), "{}", "]\n"),
                "actions",
                "10000",
            ),
            (
                "winter.yaml",
                four_megabytes(
                    &format!("{head}actions: [{{player: Anna, winter: ["),
                    "k",
                    "]}]\n",
                ),
                "winter",
                "100",
            ),
        ],
    );
}

#[test]
fn a_move_with_many_reasons_shows_a_hundred_and_counts_the_rest() {
    let dir = scratch("caps-reasons");
    let carry = vec!["{from: home-1, to: keywood, resource: wood, count: 1}"; 1000].join(", ");
    let yaml = format!(
        "{}move:\n  player: Anna\n  transport: {{tile: home-1, colour: blue, count: 1, carry: [{carry}]}}\n",
        keyflower_summer()
    );
    std::fs::write(dir.join("carry.yaml"), yaml).unwrap();
    let out = bounded(&dir, &["move", "carry.yaml"]);
    assert_eq!(code(&out), 1, "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(shown.lines().count() < 150, "{shown}");
    assert!(shown.contains("more not shown"), "{shown}");
    let out = bounded(&dir, &["--format", "json", "move", "carry.yaml"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["reasons"].as_array().unwrap().len(), 100);
    assert_eq!(json["problems"].as_array().unwrap().len(), 100);
    assert!(json["reasons_not_shown"].as_u64().unwrap() > 800, "{json}");
    assert!(json["satisfied"].as_array().unwrap().len() <= 100);
}

// ---- 3. Pictures sized by what is drawn ----

#[test]
fn sparse_boards_are_refused_naming_the_limit_and_png_is_bounded() {
    let dir = scratch("sparse");
    let far = "game: carcassonne\nplayers: [{name: A, color: red}]\ntiles:\n  - {tile: D, at: [0, 0]}\n  - {tile: D, at: [1000000000, 1000000000]}\n";
    std::fs::write(dir.join("far.yaml"), far).unwrap();
    for args in [
        &["render", "far.yaml", "-o", "far.png"][..],
        &["render", "far.yaml", "--terminal"],
    ] {
        let out = bounded(&dir, args);
        assert_eq!(code(&out), 2);
        assert!(text(&out.stderr).contains("400"), "{}", text(&out.stderr));
    }
    assert!(!dir.join("far.png").exists());
    let near = "game: carcassonne\nplayers: [{name: A, color: red}]\ntiles:\n  - {tile: D, at: [0, 0]}\n  - {tile: D, at: [100, 100]}\n";
    std::fs::write(dir.join("near.yaml"), near).unwrap();
    let out = bounded(&dir, &["render", "near.yaml", "-o", "near.png"]);
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    let png = std::fs::read(dir.join("near.png")).unwrap();
    let width = u64::from(u32::from_be_bytes(png[16..20].try_into().unwrap()));
    let height = u64::from(u32::from_be_bytes(png[20..24].try_into().unwrap()));
    assert!(width * height <= 16_000_000, "{width} × {height}");
}

/// A square board of `side` × `side` monasteries.
fn monastery_board(side: i64) -> String {
    let mut yaml = String::from(
        "game: carcassonne\nrules: {expansions: []}\nplayers: [{name: A, color: red}]\ntiles:\n",
    );
    for y in 0..side {
        for x in 0..side {
            yaml.push_str(&format!("  - {{tile: B, at: [{x}, {y}]}}\n"));
        }
    }
    yaml
}

#[test]
fn pictures_are_bounded_by_the_tiles_they_draw() {
    let dir = scratch("picture-tiles");
    // 51 × 51 = 2,601 tiles: past the PNG limit, refused before anything is drawn.
    std::fs::write(dir.join("big.yaml"), monastery_board(51)).unwrap();
    for lang in ["en", "nl"] {
        let out = bounded(
            &dir,
            &["--lang", lang, "render", "big.yaml", "-o", "big.png"],
        );
        assert_eq!(code(&out), 2, "{}", text(&out.stderr));
        let said = text(&out.stderr);
        assert!(said.contains("2601") && said.contains("2500"), "{said}");
    }
    assert!(!dir.join("big.png").exists());
    // 100 × 100 tiles as SVG: one pass over the tiles, a few MB.
    std::fs::write(dir.join("huge.yaml"), monastery_board(100)).unwrap();
    let out = bounded(&dir, &["render", "huge.yaml", "-o", "huge.svg"]);
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    let written = std::fs::metadata(dir.join("huge.svg")).unwrap().len();
    assert!(written < 10_000_000, "{written} bytes");
}

// ---- 5. Untrusted text shown safely ----

fn assert_clean(what: &str, bytes: &[u8]) {
    let t = text(bytes);
    for bad in ['\u{1b}', '\u{7}', '\0', '\u{202e}', '\u{9b}'] {
        assert!(!t.contains(bad), "{what}: {bad:?} in {t}");
    }
}

#[test]
fn names_with_escape_sequences_are_escaped_everywhere() {
    let dir = scratch("escapes");
    let yaml = "game: carcassonne\nplayers:\n  - {name: \"Al\\e]0;pwned\\aice\\u202e\\0\", color: red}\n  - {name: \"B\\e[2Job\\x9b\", color: blue}\nscore: {red: 3}\ntiles:\n  - {tile: D, at: [0, 0], pieces: [{owner: \"q\\e[31m\", kind: follower, feature: \"city:N\"}]}\n";
    std::fs::write(dir.join("bad-owner.yaml"), yaml).unwrap();
    std::fs::write(
        dir.join("names.yaml"),
        yaml.replace("owner: \"q\\e[31m\"", "owner: red"),
    )
    .unwrap();
    for color in ["never", "always"] {
        for args in [
            &["score", "names.yaml"][..],
            &["check", "bad-owner.yaml"],
            &["render", "names.yaml", "--terminal"],
            &["render", "names.yaml"],
            &["--lang", "nl", "score", "names.yaml"],
        ] {
            let out = run(arbiter(args).args(["--color", color]).current_dir(&dir));
            assert!(code(&out) <= 2);
            // With colours on, arbiter's own colour codes are fine: look for the names'.
            let out_text = text(&out.stdout) + &text(&out.stderr);
            assert!(!out_text.contains("\u{1b}]0;"), "{args:?}: {out_text}");
            assert!(!out_text.contains("\u{1b}[2J"), "{args:?}");
            assert!(
                !out_text.contains('\u{202e}') && !out_text.contains('\0'),
                "{args:?}"
            );
            if color == "never" {
                assert_clean(&format!("{args:?}"), out_text.as_bytes());
            }
        }
    }
}

#[test]
fn json_and_yaml_output_keep_names_exact_and_safe() {
    let dir = scratch("data-escapes");
    let yaml = "game: carcassonne\nplayers:\n  - {name: \"Al\\u202eice\\e[2J\", color: red}\ntiles:\n  - {tile: D, at: [0, 0]}\n";
    std::fs::write(dir.join("names.yaml"), yaml).unwrap();
    for format in ["json", "yaml"] {
        let out = run(arbiter(&["--format", format, "score", "names.yaml"]).current_dir(&dir));
        assert_eq!(code(&out), 0, "{}", text(&out.stderr));
        assert_clean(format, &out.stdout);
        // The value is the name exactly: YAML with YAML's escapes (`"Al\u202Eice"`).
        let v: serde_json::Value = if format == "json" {
            serde_json::from_slice(&out.stdout).unwrap()
        } else {
            serde_saphyr::from_slice(&out.stdout).expect("YAML with escapes")
        };
        assert_eq!(v["players"][0]["name"], "Al\u{202e}ice\u{1b}[2J");
    }
}

#[test]
fn a_record_on_standard_output_is_the_file_it_would_be() {
    let dir = scratch("stdout-record");
    let mut save = minimal_save();
    save["players"][1]["name"] = "Ca\u{202e}rol".into();
    std::fs::write(dir.join("s.jcz"), save.to_string()).unwrap();
    let piped = run(arbiter(&["import", "s.jcz"]).current_dir(&dir));
    assert_eq!(code(&piped), 0, "{}", text(&piped.stderr));
    let out = run(arbiter(&["import", "s.jcz", "-o", "s.yaml"]).current_dir(&dir));
    assert_eq!(code(&out), 0);
    assert_eq!(piped.stdout, std::fs::read(dir.join("s.yaml")).unwrap());
}

// ---- 6. One reading of the file ----

#[test]
fn which_game_is_decided_by_the_yaml_reader() {
    let dir = scratch("game-key");
    let keyflower = std::fs::read_to_string(manifest("examples/keyflower-end-game.yaml")).unwrap();
    let variants = [
        keyflower.replace("game: keyflower", "game: !!str keyflower"),
        keyflower.replace("game: keyflower", "game: &g keyflower"),
        keyflower.replace("game: keyflower", "game: >\n  keyflower"),
        keyflower.replace(
            "game: keyflower",
            "game: keyflower\t# a tab before the comment",
        ),
        keyflower.replace('\n', "\r"),
    ];
    for (i, v) in variants.iter().enumerate() {
        let name = format!("k{i}.yaml");
        std::fs::write(dir.join(&name), v).unwrap();
        let out = run(arbiter(&["--format", "json", "score", &name]).current_dir(&dir));
        assert_eq!(code(&out), 0, "{name}: {}", text(&out.stderr));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(json["game"], "keyflower", "{name}");
    }
    let base = std::fs::read_to_string(manifest("examples/base-game.yaml")).unwrap();
    std::fs::write(dir.join("mac.yaml"), base.replace('\n', "\r")).unwrap();
    let out = run(arbiter(&["score", "mac.yaml"]).current_dir(&dir));
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
}

// ---- 7. Imports replay accepts ----

fn minimal_save() -> serde_json::Value {
    serde_json::json!({
        "setup": {"sets": {"basic:1": 1}, "elements": {"farmers": true},
                  "start": [{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0}]},
        "players": [{"name": "Eva", "slot": 0}, {"name": "Carol", "slot": 1}],
        "replay": [
            {"type": "PLACE_TILE", "payload": {"tileId": "BA/L", "rotation": "R0", "position": [0, 1]}, "player": 0},
            {"type": "COMMIT", "payload": {}, "player": 0}
        ],
        "gameAnnotations": {"endTurn": 1}
    })
}

/// A change made to a save.
type Change = Box<dyn Fn(&mut serde_json::Value)>;

#[test]
fn import_refuses_what_a_record_cannot_hold_naming_the_field() {
    let dir = scratch("import");
    let good = minimal_save();
    std::fs::write(dir.join("good.jcz"), good.to_string()).unwrap();
    let out = run(arbiter(&["import", "good.jcz", "-o", "good.yaml"]).current_dir(&dir));
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    let replayed = run(arbiter(&["replay", "good.yaml"]).current_dir(&dir));
    assert_eq!(code(&replayed), 0, "{}", text(&replayed.stderr));
    let cases: Vec<(&str, Change, &str)> = vec![
        (
            "far",
            Box::new(|v| v["setup"]["start"][0]["x"] = 1e10.into()),
            "setup.start[0].x",
        ),
        (
            "half",
            Box::new(|v| v["setup"]["start"][0]["x"] = 0.5.into()),
            "setup.start[0].x",
        ),
        (
            "huge",
            Box::new(|v| v["setup"]["start"][0]["y"] = 1e300.into()),
            "setup.start[0].y",
        ),
        (
            "three",
            Box::new(|v| {
                let t = v["setup"]["start"][0].clone();
                v["setup"]["start"]
                    .as_array_mut()
                    .unwrap()
                    .extend([t.clone(), t]);
            }),
            "setup.start[1]",
        ),
        (
            "rood",
            Box::new(|v| v["players"][1]["name"] = "rood".into()),
            "players[1].name",
        ),
        (
            "sets",
            Box::new(|v| v["setup"]["sets"]["basic:1"] = 2.into()),
            "basic:1",
        ),
        (
            "move",
            Box::new(|v| v["replay"][0]["payload"]["position"] = serde_json::json!([0, 1e10])),
            "replay[0].payload.position",
        ),
        (
            "player",
            Box::new(|v| v["replay"][0]["player"] = 0.5.into()),
            "replay[0].player",
        ),
    ];
    for (name, change, field) in cases {
        let mut save = good.clone();
        change(&mut save);
        let file = format!("{name}.jcz");
        std::fs::write(dir.join(&file), save.to_string()).unwrap();
        let out_file = format!("{name}.yaml");
        for lang in ["en", "nl"] {
            let out =
                run(arbiter(&["--lang", lang, "import", &file, "-o", &out_file]).current_dir(&dir));
            assert_eq!(code(&out), 2, "{name}: {}", text(&out.stderr));
            assert!(
                text(&out.stderr).contains(field),
                "{name} {lang}: {}",
                text(&out.stderr)
            );
        }
        assert!(!dir.join(&out_file).exists(), "{name}: nothing written");
    }
}

// ---- 8. The small ones ----

#[test]
fn the_small_ones() {
    let dir = scratch("small");
    // A Keyflower file with no players: no "Winner: " with nobody, exit 2.
    std::fs::write(
        dir.join("nobody.yaml"),
        "game: keyflower\nseason: end\nplayers: []\n",
    )
    .unwrap();
    let out = run(arbiter(&["score", "nobody.yaml"]).current_dir(&dir));
    assert_eq!(code(&out), 2);
    assert!(!text(&out.stdout).contains("Winner"));
    // A negative printed VP is refused.
    let kf = std::fs::read_to_string(manifest("examples/keyflower-end-game.yaml")).unwrap();
    std::fs::write(
        dir.join("negative.yaml"),
        kf.replacen("printed: {vp: 0}", "printed: {vp: -2999995}", 1),
    )
    .unwrap();
    let out = run(arbiter(&["score", "negative.yaml"]).current_dir(&dir));
    assert_eq!(code(&out), 2, "{}", text(&out.stdout));
    // A count past i64 is echoed as written.
    let out = run(arbiter(&[
        "score",
        "tests/records/abbot-river-game.yaml",
        "--until",
        "9223372036854775808",
    ]));
    assert_eq!(code(&out), 0);
    assert!(
        text(&out.stderr).contains("9223372036854775808"),
        "{}",
        text(&out.stderr)
    );
    assert!(!text(&out.stderr).contains("-9223372036854775808"));
}
