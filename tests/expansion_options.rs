//! Rule options an expansion declares (`river-flow` in the River's folder, `pigs` in Traders &
//! Builders') are read, checked, kept and written back by key, like the base game's.

use arbiter_engine::carcassonne::expansions::river::RiverFlow;
use arbiter_engine::carcassonne::pieces::PieceKind;
use arbiter_format::carcassonne::read;
use arbiter_format::record::{Record, RecordOut};
use assert_cmd::Command;

fn position(rules: &str) -> String {
    format!(
        "game: carcassonne\nrules:\n{rules}players: [{{name: Ann, color: red}}, {{name: Bob, color: blue}}]\ntiles:\n  - {{tile: D, at: [0, 0]}}\n"
    )
}

fn written(text: &str) -> String {
    let (start, _) = read(text.as_bytes()).unwrap();
    let record = Record {
        start,
        moves: Vec::new(),
        finished: true,
        discarded: Vec::new(),
        final_draws: Vec::new(),
    };
    RecordOut::from_record(&record).to_yaml()
}

#[test]
fn options_declared_by_expansions_read_back() {
    let text = position(
        "  expansions: [river, traders-and-builders]\n  pigs: 2\n  river-flow: room-ahead\n",
    );
    let (setup, _) = read(text.as_bytes()).unwrap();
    assert_eq!(setup.rules.option_value("river-flow"), Some("room-ahead"));
    assert_eq!(RiverFlow::of(&setup.rules), RiverFlow::RoomAhead);
    assert_eq!(setup.rules.option_value("pigs"), Some("2"));
    assert_eq!(setup.rules.supply(PieceKind::Pig), 2);
    // Written in the order of the expansions' table, the number as a number.
    let out = written(&text);
    assert!(
        out.contains("    farmers: third-edition\n    river-flow: room-ahead\n    pigs: 2\n"),
        "{out}"
    );
    // And read again, the same rules.
    let again = out.split_once("moves:").unwrap().0.replace("start:\n", "");
    let again: String = again
        .lines()
        .map(|l| format!("{}\n", l.strip_prefix("  ").unwrap_or(l)))
        .collect();
    assert_eq!(read(again.as_bytes()).unwrap().0.rules, setup.rules);
}

#[test]
fn defaults_are_written_as_before() {
    // Without the River its default is not written; with it, it is.
    let out = written(&position("  expansions: [traders-and-builders]\n"));
    assert!(
        !out.contains("river-flow") && !out.contains("pigs"),
        "{out}"
    );
    let out = written(&position("  expansions: [river]\n"));
    assert!(out.contains("river-flow: one-side"), "{out}");
    // A pig count said is kept, even the default one.
    let out = written(&position(
        "  expansions: [traders-and-builders]\n  pigs: 1\n",
    ));
    assert!(out.contains("    pigs: 1\n"), "{out}");
}

#[test]
fn a_wrong_value_of_an_expansion_option_points_at_it() {
    let keys = |text: &str| -> Vec<(&'static str, usize, usize)> {
        read(text.as_bytes())
            .unwrap_err()
            .iter()
            .map(|e| (e.message.key, e.loc.line, e.loc.column))
            .collect()
    };
    assert_eq!(
        keys(&position("  pigs: 3\n  river-flow: uphill\n")),
        // In the order of the options' table, as before they moved into their folders.
        [("input-bad-option", 4, 15), ("input-bad-option", 3, 9)]
    );
    assert_eq!(
        keys(&position("  pigs: two\n")),
        [("yaml-wrong-type", 3, 9)]
    );
    assert_eq!(keys(&position("  pig: 2\n")), [("input-unknown-key", 3, 3)]);
}

fn run(args: &[&str]) -> (i32, String) {
    let out = Command::cargo_bin("arbiter")
        .unwrap()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["--lang", "en", "--color", "never"])
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_command_line_sets_expansion_options_by_key() {
    let file = "examples/traders-and-builders.yaml";
    assert_eq!(run(&["score", file, "--rules", "pigs=2"]).0, 0);
    assert_eq!(
        run(&["score", file, "--rules", "river-flow=room-ahead"]).0,
        0
    );
    let (code, err) = run(&["score", file, "--rules", "pig=2"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("one of these keys: two-tile-city, farmers, river-flow, pigs,"),
        "{err}"
    );
    let (code, err) = run(&["score", file, "--rules", "river-flow=uphill"]);
    assert_eq!(code, 2);
    assert!(err.contains("one-side, room-ahead"), "{err}");
}

#[test]
fn every_declared_option_names_a_rule_of_the_database() {
    let db = arbiter_rulings::Database::embedded();
    let mut seen = Vec::new();
    for e in arbiter_engine::carcassonne::variants::Expansion::all() {
        for o in e.def().options {
            assert!(db.get(o.rule).is_some(), "{}: {}", o.key, o.rule);
            seen.push(o.key);
        }
    }
    for key in [
        "river-flow",
        "pigs",
        "princess-action",
        "fairy-placement",
        "dragon-move",
        "king-and-robber-scoring",
    ] {
        assert!(seen.contains(&key), "{key} in {seen:?}");
    }
}

/// Box titles in either language and short forms read as the expansion's key; the current
/// editions of the classic boxes arbiter judges are refused, at their place, saying why.
#[test]
fn expansions_are_read_by_any_name_and_other_editions_are_refused() {
    for (names, keys) in [
        (
            "[The Princess & the Dragon, De Toren, Kathedralen en Herbergen]",
            vec!["princess-and-dragon", "tower", "inns-and-cathedrals"],
        ),
        (
            "[P&D, the tower, \"De Draak, de Fee en de Jonkvrouw\", T&B]",
            vec!["princess-and-dragon", "tower", "traders-and-builders"],
        ),
    ] {
        let (start, _) = read(position(&format!("  expansions: {names}\n")).as_bytes())
            .unwrap_or_else(|e| panic!("{names}: {e:?}"));
        let read: Vec<&str> = start.rules.expansions.iter().map(|e| e.key()).collect();
        assert_eq!(read, keys, "{names}");
    }
    let dir = crate::common::TempDir::new("editions");
    for (name, lang, says) in [
        (
            "Draak & Fee",
            "en",
            "arbiter judges the classic Princess & the Dragon",
        ),
        ("Torens en Dieven", "en", "arbiter judges the classic Tower"),
        ("Torens & Dieven", "nl", "schrijf De Toren"),
        (
            "Tournooien & Emblemen",
            "en",
            "a box of the current edition, which arbiter does not judge",
        ),
        ("Aanval en Afweer", "nl", "een doos van de huidige editie"),
        (
            "Bodes en Burgemeesters",
            "nl",
            "schrijf Burgemeesters en Abdijen",
        ),
    ] {
        let file = dir.join("p.yaml");
        std::fs::write(&file, position(&format!("  expansions: [river, {name}]\n"))).unwrap();
        let out = Command::cargo_bin("arbiter")
            .unwrap()
            .args(["--lang", lang, "--color", "never", "check"])
            .arg(&file)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr).replace("\n  │ ", " ");
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(err.contains(says), "{name}: {err}");
        assert!(err.contains("p.yaml:3:23"), "{name}: {err}");
    }
}

#[test]
fn an_unknown_expansion_name_is_answered_with_the_box_its_words_name() {
    use arbiter_engine::carcassonne::variants::Expansion;
    for (written, want) in [
        ("Draak met prinses", Some("princess-and-dragon")),
        (
            "the abbey expansion with the mayor",
            Some("abbey-and-mayor"),
        ),
        ("King and the Robber Baron", Some("king-and-robber")),
        ("Castles", Some("bridges-castles-and-bazaars")),
    ] {
        assert_eq!(
            Expansion::suggest(written).map(|e| e.key()),
            want,
            "{written}"
        );
    }
    let text = "game: carcassonne\nrules:\n  expansions: [Draak met prinses]\nplayers: [{color: red}, {color: blue}]\ntiles:\n  - {tile: BA/RCr, at: [0, 0]}\n";
    let (code, _, err) = crate::common::run_with_input(&["--lang", "nl", "score", "-"], text);
    assert_eq!(code, 2);
    let flat: String = err
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '│')
        .collect();
    assert!(flat.contains("bedoelje\"princess-and-dragon\""), "{err}");
    // "De Prinses en de Draak" is a name players write for the classic box.
    let named = text.replace("Draak met prinses", "De Prinses en de Draak");
    let (code, _, err) = crate::common::run_with_input(&["score", "-"], &named);
    assert_eq!(code, 0, "{err}");
}
