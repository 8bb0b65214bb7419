//! Keyflower game records that say what happened and ask for what they need at once (issue 33,
//! item 4): the printed numbers the end needs asked for before the first action with the form
//! that is accepted, JSON refusals, suggestions that can help, transports that say what they
//! carried, a missing `seasons:` entry, `start_tile` lists, `gets:` numbers as the record's,
//! `count` explained, indentation slips, and zeros in the score table.

use crate::common::{arbiter, TempDir};
use std::path::{Path, PathBuf};

/// A fresh folder for the test `name`, removed when dropped.
fn scratch(name: &str) -> TempDir {
    TempDir::new(&format!("records-say-{name}"))
}

/// `text` written as `game.yaml` in `dir`.
fn written(dir: &Path, text: &str) -> PathBuf {
    let file = dir.join("game.yaml");
    std::fs::write(&file, text).unwrap();
    file
}

/// Asserts that `out` says every one of `phrases`.
fn says(out: &str, phrases: &[&str]) {
    for p in phrases {
        assert!(out.contains(p), "lacks {p:?}: {out}");
    }
}

/// Runs arbiter with `args`; exit code and standard output, standard error.
fn run(args: &[&str]) -> (i32, String, String) {
    let out = arbiter(args).output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Diagnostics as one line: miette wraps long messages behind a gutter (`│`).
fn flat(s: &str) -> String {
    s.split(|c: char| c.is_whitespace() || c == '│')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn example() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/keyflower-game.yaml"
    ))
    .unwrap()
}

/// The example game without `options: {unverified: accept}`: five numbers are needed.
fn needing() -> String {
    example().replace("options: {unverified: accept}", "")
}

#[test]
fn numbers_the_end_needs_are_asked_for_before_the_first_action() {
    let dir = scratch("needs");
    let file = written(&dir, &needing());
    let path = file.to_str().unwrap();
    let (code, out, _) = run(&["replay", path]);
    assert_eq!(code, 2, "{out}");
    let ask = out.find("will need 5 printed numbers").expect(&out);
    assert!(ask < out.find("1. Anna bids").unwrap(), "{out}");
    assert!(out.contains("add `printed: {vp: N}` to its entry under `seasons:` → `summer:` → `offer:`, as in `{tile: brewer, …, printed: {vp: N}}`"), "{out}");
    // How to accept the fan sources' numbers is said once, after the five.
    assert_eq!(out.matches("unverified: accept").count(), 1, "{out}");
    assert!(
        out.contains("or accept the fan sources' numbers for all of them at once with options: { unverified: accept }"),
        "{out}"
    );
    // Every action is still replayed and shown, and the game is said not to be scored.
    assert!(out.contains("31. "), "{out}");
    assert!(out.contains("The game is over but not scored"), "{out}");
    let (_, nl, _) = run(&["--lang", "nl", "replay", path]);
    assert!(
        nl.contains("De eindtelling van dit spel heeft 5 gedrukte getallen nodig"),
        "{nl}"
    );
    assert!(nl.contains("zet `printed: {vp: N}` bij de tegel onder `offer:`, zoals in `{tile: keywood, …, printed: {vp: N}}`"), "{nl}");
    // The forms asked for are accepted: written in, the game is scored.
    let given = needing()
        .replace(
            "- {tile: home-1, at: [0, 0], edges: RRRRRW}",
            "- {tile: home-1, at: [0, 0], edges: RRRRRW, printed: {vp: 0}}",
        )
        .replace(
            "- {tile: home-2, at: [0, 0], edges: RRRRRW}",
            "- {tile: home-2, at: [0, 0], edges: RRRRRW, printed: {vp: 0, cart: 1}}",
        )
        .replace(
            "  - {tile: keywood}",
            "  - {tile: keywood, printed: {vp: 1}}",
        )
        .replace("{tile: brewer}", "{tile: brewer, printed: {vp: 2}}");
    std::fs::write(&file, given).unwrap();
    let (code, out, err) = run(&["replay", path]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(!out.contains("will need"), "{out}");
    assert!(out.contains("Winner: Anna"), "{out}");
}

#[test]
fn the_ask_and_every_refusal_are_json_under_format_json() {
    let dir = scratch("json");
    let file = written(&dir, &needing());
    let path = file.to_str().unwrap();
    let (code, out, _) = run(&["--format", "json", "replay", path]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).expect(&out);
    assert_eq!(v["finished"], false);
    assert_eq!(v["steps"].as_array().unwrap().len(), 31);
    let needs = v["numbers_needed"].as_array().unwrap();
    assert_eq!(needs.len(), 5);
    assert!(needs
        .iter()
        .any(|n| n["tile"] == "brewer" && n["write"] == "printed: {vp: N}"));
    // A record with bad input, and a record missing its seasons, under --format json.
    std::fs::write(&file, "game: keyflower\nplayers: [\n").unwrap();
    let (code, out, _) = run(&["--format", "json", "replay", path]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).expect(&out);
    assert_eq!(v["ok"], false);
    let cut = example();
    let cut = &cut[..cut.find("seasons:").unwrap()];
    let rest = example();
    let rest = &rest[rest.find("actions:").unwrap()..];
    std::fs::write(&file, format!("{cut}{rest}")).unwrap();
    let (code, out, _) = run(&["--format", "json", "replay", path]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).expect(&out);
    assert!(
        v["input_errors"][0]["message"]
            .as_str()
            .unwrap()
            .contains("no summer: entry under seasons:"),
        "{out}"
    );
}

#[test]
fn a_game_past_spring_without_its_season_is_an_error_naming_it() {
    let dir = scratch("seasons");
    let file = dir.join("game.yaml");
    let all = example();
    let cut = &all[..all.find("seasons:").unwrap()];
    let rest = &all[all.find("actions:").unwrap()..];
    std::fs::write(&file, format!("{cut}{rest}")).unwrap();
    let path = file.to_str().unwrap();
    let (code, _, err) = run(&["replay", path]);
    assert_eq!(code, 2);
    says(
        &flat(&err),
        &[
            "After this action summer begins, but the record has no summer: entry under seasons:",
            "seasons: { summer: { offer: [TILE, ...]",
        ],
    );
    let (_, _, nl) = run(&["--lang", "nl", "replay", path]);
    says(
        &flat(&nl),
        &["Na deze actie begint de zomer, maar het verslag heeft geen summer: onder seasons:"],
    );
    // Summer given, autumn not: autumn is named.
    let autumn = all.find("  autumn:").unwrap();
    std::fs::write(&file, format!("{}{rest}", &all[..autumn])).unwrap();
    let (code, _, err) = run(&["replay", path]);
    assert_eq!(code, 2);
    says(
        &flat(&err),
        &["autumn begins, but the record has no autumn: entry"],
    );
}

#[test]
fn suggestions_name_only_what_can_help() {
    // unverified: accept already set and a tile whose number no source gives: accepting the
    // fan sources' numbers is not suggested.
    let dir = scratch("suggest");
    let file = dir.join("end.yaml");
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/keyflower/score/review-printed-accept.yaml"
    ))
    .unwrap()
    .replace(
        "      - {tile: carpenter,",
        "      - {tile: forge, at: [6, 0], edges: RRFFFF}\n      - {tile: carpenter,",
    );
    std::fs::write(&file, text).unwrap();
    let path = file.to_str().unwrap();
    for (lang, said, not) in [
        (
            "en",
            "No source gives it: read it off the tile itself.",
            "unverified: accept }",
        ),
        (
            "nl",
            "Geen bron geeft het: lees het van de tegel zelf af.",
            "unverified: accept }",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "score", path]);
        let err = flat(&err);
        assert_eq!(code, 2, "{out}{err}");
        assert!(err.contains(said), "{lang}: {err}");
        assert!(!err.contains(not), "{lang}: {err}");
    }
    // Without the option and a number a fan source gives, it is suggested.
    let (_, out, _) = run(&["--lang", "en", "replay", &{
        let f = dir.join("game.yaml");
        std::fs::write(&f, needing()).unwrap();
        f.to_str().unwrap().to_string()
    }]);
    assert!(out.contains("unverified: accept"), "{out}");
}

#[test]
fn sea_breese_points_are_asked_for_in_the_form_a_boat_entry_takes() {
    // A random game where a player ends with the Sea Breese, its boats' points left out.
    let (text, game) = (3..60)
        .map(|seed| crate::keyflower_random_games::play(3, seed))
        .find(|(_, g)| g.position.players.iter().any(|p| p.has("sea-breese")))
        .expect("a random 3-player game with the Sea Breese");
    assert!(game.position.players.iter().any(|p| p.has("sea-breese")));
    let dir = scratch("breese");
    let file = dir.join("game.yaml");
    std::fs::write(&file, text.replace(", printed: {sea-breese: 2}}", "}")).unwrap();
    let path = file.to_str().unwrap();
    let (code, out, _) = run(&["replay", path]);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("add `printed: {sea-breese: N}` to its entry under `boats:`, as in `{tile: "),
        "{out}"
    );
    // The form asked for is the one a boat entry accepts, as a tile of a position file does;
    // `sea-breese: N` directly on the entry is still read.
    std::fs::write(&file, &text).unwrap();
    let (code, out, err) = run(&["replay", path]);
    assert_eq!(code, 0, "{out}{err}");
    std::fs::write(
        &file,
        text.replace(", printed: {sea-breese: 2}}", ", sea-breese: 2}"),
    )
    .unwrap();
    let (code, out, err) = run(&["replay", path]);
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn a_transport_says_what_it_carried_and_that_nothing_was_upgraded() {
    let path = "tests/keyflower/records/transport-carried.yaml";
    let (code, out, _) = run(&["replay", path]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "11. Anna uses Home 1 with 1 blue to transport: 1 resource carried, nothing upgraded"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "[kf.transport.roads] 1 wood from Keywood to Home 1: 1 step each, by Keywood → Home 1."
        ),
        "{out}"
    );
    assert!(!out.contains("transports and upgrades"), "{out}");
    let (_, nl, _) = run(&["--lang", "nl", "replay", path]);
    says(
        &nl,
        &[
            "11. Anna gebruikt Thuistegel 1 met 1 blauwe werker voor vervoer: 1 grondstof vervoerd, niets opgewaardeerd",
            "1 hout van Sleutelbos naar Thuistegel 1",
        ],
    );
}

#[test]
fn start_tile_takes_one_tile_or_a_list() {
    let dir = scratch("start");
    let file = dir.join("game.yaml");
    let path = file.to_str().unwrap();
    for start in [
        "turn-order-1",
        "[turn-order-1]",
        "[turn-order-1, turn-order-1]",
    ] {
        std::fs::write(
            &file,
            example().replace("start_tile: turn-order-1", &format!("start_tile: {start}")),
        )
        .unwrap();
        let (code, out, err) = run(&["replay", path]);
        assert_eq!(code, 0, "{start}: {out}{err}");
    }
    std::fs::write(
        &file,
        example().replace(
            "start_tile: turn-order-1",
            "start_tile: [turn-order-1, keywood]",
        ),
    )
    .unwrap();
    let (code, _, err) = run(&["replay", path]);
    assert_eq!(code, 2);
    assert!(err.contains("keywood"), "{err}");
    // Several tiles show the icon: the highest numbered one won decides.
    let several = "tests/keyflower/records/start-tiles-highest.yaml";
    let (code, out, _) = run(&["replay", several]);
    assert_eq!(code, 0, "{out}");
    says(
        &out,
        &[
            "Bob is the start player of the next season",
            "it is Bob's turn",
        ],
    );
    let one = std::fs::read_to_string(several).unwrap().replace(
        "start_tile: [turn-order-1, turn-order-2]",
        "start_tile: turn-order-1",
    );
    let one_dir = scratch("start-one");
    let (_, out, _) = run(&["replay", written(&one_dir, &one).to_str().unwrap()]);
    says(&out, &["Anna is the start player of the next season"]);
    // In the schema, one or several.
    let (_, schema, _) = run(&["schema", "--game", "keyflower", "--record"]);
    let v: serde_json::Value = serde_json::from_str(&schema).unwrap();
    let s = v.to_string();
    assert!(s.contains("StartTiles"), "{s}");
}

#[test]
fn a_number_gets_gives_is_the_record_s() {
    let path = "examples/keyflower-game.yaml";
    let (_, out, _) = run(&["replay", path]);
    assert!(
        out.contains("Yields 1 wood (given in this file), placed on Home 2."),
        "{out}"
    );
    let (_, nl, _) = run(&["--lang", "nl", "replay", path]);
    assert!(nl.contains("(opgegeven in dit bestand)"), "{nl}");
}

#[test]
fn count_is_explained_where_it_is_read() {
    let doc = std::fs::read_to_string("docs/keyflower-record.md").unwrap();
    assert!(doc.contains("count: 3, from: [brewer]"));
    // Dutch says it with the Dutch keys and tile name, which a file may use too.
    for (lang, said) in [
        ("en", "count: 3, from: [brewer]"),
        ("nl", "aantal: 3, van: [brouwer]"),
    ] {
        let ftl = std::fs::read_to_string(format!("locales/{lang}/keyflower.ftl")).unwrap();
        for id in ["kf-problem-split-group", "kf-problem-screen-short"] {
            let at = ftl.find(&format!("{id} =")).unwrap();
            let entry = &ftl[at..at + ftl[at..].find("\nkf-").unwrap()];
            assert!(entry.contains(said), "{lang} {id}");
        }
    }
}

#[test]
fn list_indentation_slips_are_said_to_be_indentation() {
    let dir = scratch("indent");
    let file = dir.join("game.yaml");
    let path = file.to_str().unwrap();
    // One action indented one space too far, one too little, and a key out of its entry.
    for (from, to) in [
        (
            "  - {player: Bob, pass: true}",
            "   - {player: Bob, pass: true}",
        ),
        (
            "  - {player: Bob, pass: true}",
            " - {player: Bob, pass: true}",
        ),
        (
            "  - name: Bob\n    colour: blue",
            "  - name: Bob\n  colour: blue",
        ),
    ] {
        std::fs::write(&file, example().replacen(from, to, 1)).unwrap();
        let (code, _, err) = run(&["replay", path]);
        let err = flat(&err);
        assert_eq!(code, 2);
        assert!(
            err.contains("indentation of this line fits none of the lines above"),
            "{to}: {err}"
        );
        assert!(!err.contains("colon"), "{err}");
        let (_, _, nl) = run(&["--lang", "nl", "replay", path]);
        let nl = flat(&nl);
        assert!(
            nl.contains("deze regel springt anders in dan alle regels erboven"),
            "{nl}"
        );
    }
    // A colon out of place on a line that is indented well stays a colon.
    std::fs::write(
        &file,
        example().replacen("season: spring", "season: spring: now", 1),
    )
    .unwrap();
    let (_, _, err) = run(&["replay", path]);
    assert!(err.contains("colon"), "{err}");
}

#[test]
fn the_score_table_lists_every_tile_zeros_included() {
    let (_, out, _) = run(&["replay", "examples/keyflower-game.yaml"]);
    assert!(out.contains("Home 1: printed points"), "{out}");
    let home = out
        .lines()
        .find(|l| l.contains("Home 1: printed points"))
        .unwrap();
    assert!(home.contains("┆ 0 "), "{home}");
    let (_, nl, _) = run(&["--lang", "nl", "replay", "examples/keyflower-game.yaml"]);
    assert!(nl.contains("Thuistegel 1: gedrukte punten"), "{nl}");
}
