//! The builder's extra turn in a single move (`move --extra-turn`, the position file's
//! `extra_turn: true`), and what `replay` checks of a record's start (its legality, pieces
//! written exactly) and of `--until` (issues 29 and 30). The files are in
//! `tests/builder_turn/`; the board is that of `tests/positions/traders-09-builder-no-chain.yaml`.

use crate::common::{json, run};

const NO_CHAIN_BOARD: &str = "tests/positions/traders-09-builder-no-chain.yaml";
const IN_EXTRA_TURN: &str = "tests/builder_turn/in-extra-turn.yaml";
/// U at (2,0) extends the road holding red's builder.
const EXTENDS: [&str; 4] = ["--tile", "U", "--at", "2,0"];
/// E at (0,-1) turned 180 joins D's city, away from the builder's road.
const ELSEWHERE: [&str; 6] = ["--tile", "E", "--at", "0,-1", "--rot", "180"];

fn args<'a>(head: &[&'a str], tail: &[&'a str]) -> Vec<&'a str> {
    head.iter().chain(tail).copied().collect()
}

fn rules(v: &serde_json::Value) -> Vec<&str> {
    v["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect()
}

#[test]
fn the_extra_turn_flag_says_no_further_turn_in_english_and_dutch() {
    for (lang, said, allowed_by) in [
        (
            "en",
            "No extra turn: this is already the builder's extra turn. [tb.builder.no-chain]",
            "Allowed by:",
        ),
        (
            "nl",
            "Geen extra beurt: dit is al de extra beurt van de bouwmeester. [tb.builder.no-chain]",
            "Toegestaan door:",
        ),
    ] {
        let (code, out, _) = run(&args(
            &["--lang", lang, "move", NO_CHAIN_BOARD],
            &args(&EXTENDS, &["--extra-turn"]),
        ));
        assert_eq!(code, 0, "{out}");
        assert!(out.contains(said), "{out}");
        let allowed = out.lines().find(|l| l.starts_with(allowed_by)).unwrap();
        assert!(allowed.contains("tb.builder.extra-turn"), "{allowed}");
        assert!(allowed.contains("tb.builder.no-chain"), "{allowed}");
    }
}

#[test]
fn without_the_flag_extending_the_builders_road_still_earns_the_extra_turn() {
    let (code, v) = json(&args(
        &["--format", "json", "move", NO_CHAIN_BOARD],
        &EXTENDS,
    ));
    assert_eq!(code, 0);
    assert_eq!(v["extra_turn"], true);
    assert_eq!(v["in_extra_turn"], false);
    assert!(rules(&v).contains(&"tb.builder.extra-turn"));
    assert!(!rules(&v).contains(&"tb.builder.no-chain"));
    let (_, out, _) = run(&args(&["--lang", "nl", "move", NO_CHAIN_BOARD], &EXTENDS));
    assert!(
        out.contains("De bouwmeester geeft nu een extra beurt. [tb.builder.extra-turn]"),
        "{out}"
    );
}

#[test]
fn the_extra_turn_as_json_cites_both_rules() {
    let (code, v) = json(&args(
        &["--format", "json", "move", NO_CHAIN_BOARD],
        &args(&EXTENDS, &["--extra-turn"]),
    ));
    assert_eq!(code, 0);
    assert_eq!(v["legal"], true);
    assert_eq!(v["extra_turn"], false);
    assert_eq!(v["in_extra_turn"], true);
    let cited = rules(&v);
    assert!(cited.contains(&"tb.builder.extra-turn"), "{cited:?}");
    assert!(cited.contains(&"tb.builder.no-chain"), "{cited:?}");
    // The ruling on earning an extra turn is not cited for a turn that earns none.
    assert!(!cited.contains(&"faq.034"), "{cited:?}");
}

#[test]
fn the_position_files_key_and_the_flag_agree() {
    let flag = json(&args(
        &["--format", "json", "move", NO_CHAIN_BOARD],
        &args(&EXTENDS, &["--extra-turn", "--player", "red"]),
    ));
    let key = json(&args(
        &["--format", "json", "move", IN_EXTRA_TURN],
        &EXTENDS,
    ));
    let both = json(&args(
        &["--format", "json", "move", IN_EXTRA_TURN],
        &args(&EXTENDS, &["--extra-turn"]),
    ));
    assert_eq!(flag, key);
    assert_eq!(key, both);
    for tile in [&EXTENDS[..], &ELSEWHERE[..]] {
        let flag = json(&args(
            &["--format", "json", "move", NO_CHAIN_BOARD],
            &args(tile, &["--extra-turn"]),
        ));
        let key = json(&args(&["--format", "json", "move", IN_EXTRA_TURN], tile));
        assert_eq!(flag, key, "{tile:?}");
    }
    // The key speaks of the player whose turn it is, not of a move given to another.
    let (_, blue) = json(&args(
        &["--format", "json", "move", IN_EXTRA_TURN],
        &args(&EXTENDS, &["--player", "blue"]),
    ));
    assert_eq!(blue["in_extra_turn"], false);
    assert_eq!(blue["extra_turn"], serde_json::Value::Null);
}

#[test]
fn an_extra_turn_that_does_not_extend_the_builders_feature() {
    let (code, v) = json(&args(
        &["--format", "json", "move", IN_EXTRA_TURN],
        &ELSEWHERE,
    ));
    assert_eq!(code, 0);
    assert_eq!(v["legal"], true);
    assert_eq!(v["extra_turn"], false);
    assert_eq!(v["in_extra_turn"], true);
    let cited = rules(&v);
    assert!(cited.contains(&"tb.builder.extra-turn"), "{cited:?}");
    assert!(!cited.contains(&"tb.builder.no-chain"), "{cited:?}");

    let (_, en, _) = run(&args(&["--lang", "en", "move", IN_EXTRA_TURN], &ELSEWHERE));
    assert!(
        en.contains("This move is the builder's extra turn; its tile does not extend the builder's road or city, so no further extra turn follows. [tb.builder.extra-turn]"),
        "{en}"
    );
    let (_, nl, _) = run(&args(&["--lang", "nl", "move", IN_EXTRA_TURN], &ELSEWHERE));
    assert!(
        nl.contains("Deze zet is de extra beurt van de bouwmeester; de tegel verlengt de weg of stad van de bouwmeester niet, dus er volgt geen nieuwe extra beurt. [tb.builder.extra-turn]"),
        "{nl}"
    );
    // The same tile in an ordinary turn: the builder has no part in it.
    let (_, plain) = json(&args(
        &["--format", "json", "move", NO_CHAIN_BOARD],
        &ELSEWHERE,
    ));
    assert_eq!(plain["extra_turn"], serde_json::Value::Null);
    assert!(!rules(&plain).contains(&"tb.builder.extra-turn"));
}

#[test]
fn the_schema_lists_the_extra_turn_key() {
    let (code, v) = json(&["schema"]);
    assert_eq!(code, 0);
    let key = &v["properties"]["extra_turn"];
    assert!(
        key["type"]
            .as_array()
            .is_some_and(|t| t.contains(&"boolean".into())),
        "{key}"
    );
    assert!(key["description"].as_str().unwrap().contains("no-chain"));
}

#[test]
fn a_record_may_start_in_an_extra_turn() {
    // Started in red's extra turn: red's tile extends the builder's road but earns nothing,
    // so red's next move is a chained extra turn.
    let (code, v) = json(&[
        "--format",
        "json",
        "replay",
        "tests/builder_turn/start-extra-turn.yaml",
    ]);
    assert_eq!(code, 1);
    assert_eq!(v["played"], 1);
    assert_eq!(v["history"][0]["extra_turn"], false);
    assert_eq!(v["illegal"]["move"], 2);
    assert_eq!(v["illegal"]["problems"][0]["rule"], "tb.builder.no-chain");
    // The same record started in an ordinary turn: the first move earns the extra turn.
    let (code, v) = json(&[
        "--format",
        "json",
        "replay",
        "tests/builder_turn/start-normal-turn.yaml",
    ]);
    assert_eq!(code, 0);
    assert_eq!(v["played"], 2);
    assert_eq!(v["history"][0]["extra_turn"], true);
}

const TOO_MANY: &str = "tests/builder_turn/too-many-copies.yaml";

#[test]
fn replay_checks_the_start_as_check_does() {
    let (code, check) = json(&["--format", "json", "check", TOO_MANY]);
    assert_eq!(code, 1);
    let (code, replay) = json(&["--format", "json", "replay", TOO_MANY]);
    assert_eq!(code, 1);
    assert_eq!(replay["legal"], false);
    assert_eq!(replay["played"], 0);
    assert_eq!(replay["history"].as_array().unwrap().len(), 0);
    assert_eq!(replay["final_scoring"], serde_json::Value::Null);
    assert_eq!(replay["start_problems"], check["problems"]);
    assert_eq!(replay["start_problems"][0]["rule"], "base.tile.supply");
    assert_eq!(replay["players"][0]["total"], 0);

    let (code, en, _) = run(&["--lang", "en", "replay", TOO_MANY]);
    assert_eq!(code, 1);
    assert!(
        en.starts_with("The record's start position (under start:) could not arise in a legal game; the replay stops before the first move."),
        "{en}"
    );
    assert!(en.contains("[base.tile.supply] 6 copies of BA/L"), "{en}");
    assert!(!en.contains("Scores"), "{en}");
    let (code, nl, _) = run(&["--lang", "nl", "replay", TOO_MANY]);
    assert_eq!(code, 1);
    assert!(
        nl.starts_with("De beginsituatie van het partijverslag (onder start:) kan niet in een geldig spel ontstaan; het naspelen stopt vóór de eerste zet."),
        "{nl}"
    );
    assert!(nl.contains("[base.tile.supply]"), "{nl}");
}

/// A diagnostic's text on one line: the frame's bars and the wrapping taken out.
fn flat(text: &str) -> String {
    text.replace('│', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_records_start_with_piece_alternatives_is_refused_as_a_record() {
    let file = "tests/builder_turn/start-alternatives.yaml";
    for command in ["score", "replay", "check"] {
        let (code, _, en) = run(&["--lang", "en", command, file]);
        assert_eq!(code, 2, "{command}: {en}");
        let en = flat(&en);
        assert!(
            en.contains("A game record is written exactly"),
            "{command}: {en}"
        );
        assert!(en.contains("red's follower on the tile at 0,0"), "{en}");
        assert!(en.contains("the alternatives city:N, road:E"), "{en}");
        assert!(!en.contains("judge a list of alternatives"), "{en}");
    }
    let (code, _, nl) = run(&["--lang", "nl", "score", file]);
    assert_eq!(code, 2);
    let nl = flat(&nl);
    assert!(
        nl.contains("Een partijverslag wordt precies opgeschreven"),
        "{nl}"
    );
    assert!(nl.contains("de meeple van red op de tegel op 0,0"), "{nl}");
}

#[test]
fn a_negative_until_is_refused_with_the_reason() {
    for command in ["replay", "score", "check"] {
        let (code, out, err) = run(&["--lang", "en", command, TOO_MANY, "--until", "-1"]);
        assert_eq!(code, 2, "{command}");
        assert!(out.is_empty(), "{out}");
        assert!(err.contains("counts the moves played"), "{command}: {err}");
        assert!(err.contains("never negative"), "{err}");
        assert!(err.contains("\"-1\""), "{err}");
        assert!(!err.contains("Unknown argument"), "{err}");
    }
    let (code, _, err) = run(&["--lang", "nl", "replay", "--until", "-3", TOO_MANY]);
    assert_eq!(code, 2);
    assert!(err.contains("telt de gespeelde zetten"), "{err}");
    assert!(err.contains("nooit negatief"), "{err}");
    // Not a number at all: clap's own refusal.
    let (code, _, err) = run(&["--lang", "en", "replay", TOO_MANY, "--until", "x"]);
    assert_eq!(code, 2);
    assert!(err.contains("is not a valid value"), "{err}");
    // 0 is the start position.
    let (code, _, _) = run(&["replay", "tests/records/short-game.yaml", "--until", "0"]);
    assert_eq!(code, 0);
}
