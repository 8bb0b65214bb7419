//! Move actions in their generic form (`action: NAME` in game records, `--action NAME` on the
//! command line) give the same verdicts as the older forms they generalise (`recall_abbot:
//! true`, `--recall-abbot`), and a wrong name or parameter is bad input (exit 2) with a
//! localised message.

use assert_cmd::Command;

/// `arbiter --lang LANG --color never ARGS` with `stdin`: (exit code, stdout, stderr).
fn run(lang: &str, args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = Command::cargo_bin("arbiter")
        .unwrap()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .args(["--lang", lang, "--color", "never"])
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Recalls judged by the move command: position, tile, square, player.
const RECALLS: &[(&str, &str, &str, &str)] = &[
    (
        "tests/positions/abbot-02-recall.yaml",
        "BA/RFr",
        "-2,1",
        "red",
    ),
    (
        "tests/positions/abbot-03-recall-adjacent.yaml",
        "BA/RFr",
        "-2,1",
        "red",
    ),
    ("tests/backing/no-abbot.yaml", "U", "1,0", "red"),
];

#[test]
fn the_move_command_judges_action_as_the_recall_flag() {
    for &(file, tile, at, player) in RECALLS {
        let at = format!("--at={at}");
        let base = [
            "move",
            file,
            "--tile",
            tile,
            at.as_str(),
            "--player",
            player,
        ];
        for (lang, format) in [("en", "table"), ("nl", "table"), ("en", "json")] {
            let with = |extra: &[&str]| {
                let mut args = vec!["--format", format];
                args.extend(base);
                args.extend(extra);
                run(lang, &args, "")
            };
            let old = with(&["--recall-abbot"]);
            assert!(old.0 == 0 || old.0 == 1, "{file}: {old:?}");
            assert_eq!(
                with(&["--action", "recall-abbot"]),
                old,
                "{file} {lang} {format}"
            );
            assert_eq!(
                with(&["--action=recall-abbot"]),
                old,
                "{file} {lang} {format}"
            );
        }
    }
}

#[test]
fn a_record_judges_action_as_recall_abbot() {
    for file in [
        "tests/records/abbot-river-game.yaml",
        "tests/records/all-four-game.yaml",
    ] {
        let old = std::fs::read_to_string(file).unwrap();
        assert!(old.contains("recall_abbot: true"), "{file}");
        let new = old.replace("recall_abbot: true", "action: recall-abbot");
        let both = old.replace(
            "recall_abbot: true",
            "recall_abbot: true, action: recall-abbot",
        );
        for args in [
            &["--format", "json", "replay", "-"][..],
            &["replay", "-"],
            &["score", "-"],
            &["--format", "yaml", "replay", "-", "--until", "16"],
        ] {
            for lang in ["en", "nl"] {
                let expected = run(lang, args, &old);
                assert!(
                    expected.0 == 0 || expected.0 == 1,
                    "{file} {args:?}: {expected:?}"
                );
                assert_eq!(run(lang, args, &new), expected, "{file} {args:?} {lang}");
                assert_eq!(run(lang, args, &both), expected, "{file} {args:?} {lang}");
            }
        }
    }
}

#[test]
fn an_unknown_action_is_bad_input_with_a_suggestion() {
    let base = [
        "move",
        "tests/positions/abbot-02-recall.yaml",
        "--tile",
        "BA/RFr",
        "--at=-2,1",
        "--action",
        "recall-abot",
    ];
    let (code, out, err) = run("en", &base, "");
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("Unknown move action \"recall-abot\" (did you mean \"recall-abbot\"?)"),
        "{err}"
    );
    assert!(
        err.contains("Move actions: recall-abbot, fairy, princess, portal, dragon, tower-raise, tower-capture, tower-exchange, tower-ransom, tower-top, barn, wagon, sheep, flock-grow, flock-score, animal-token, acrobat, acrobats-score, castle, bridge, bazaar-draw, bazaar-pick, bazaar-bid, bazaar-pass, bazaar-buy, bazaar-sell (in Dutch: abt-terugnemen, fee, jonkvrouw, poort, draak, torendeel-plaatsen, gevangennemen, gevangenenruil, losgeld-betalen, op-toren-zetten, herenboerderij, wagen, schaap, kudde-laten-groeien, naar-de-stal, dierenfiche, acrobaat, piramide-tellen, burcht, brug, bazaartegel, bazaar-kiezen, bod, passen, kopen, verkopen)."),
        "{err}"
    );
    let (code, _, err) = run("nl", &base, "");
    assert_eq!(code, 2);
    assert!(
        err.contains("Onbekende actie \"recall-abot\" (bedoel je \"recall-abbot\"?)"),
        "{err}"
    );
    assert!(
        err.contains("Acties: abt-terugnemen, fee, jonkvrouw, poort, draak, torendeel-plaatsen, gevangennemen, gevangenenruil, losgeld-betalen, op-toren-zetten, herenboerderij, wagen, schaap, kudde-laten-groeien, naar-de-stal, dierenfiche, acrobaat, piramide-tellen, burcht, brug, bazaartegel, bazaar-kiezen, bod, passen, kopen, verkopen (in het Engels: \"recall-abbot, fairy, princess, portal, dragon, tower-raise, tower-capture, tower-exchange, tower-ransom, tower-top, barn, wagon, sheep, flock-grow, flock-score, animal-token, acrobat, acrobats-score, castle, bridge, bazaar-draw, bazaar-pick, bazaar-bid, bazaar-pass, bazaar-buy, bazaar-sell\")."),
        "{err}"
    );
}

#[test]
fn a_record_with_a_wrong_action_points_at_it() {
    let old = std::fs::read_to_string("tests/records/abbot-river-game.yaml").unwrap();
    let line = old
        .lines()
        .position(|l| l.contains("recall_abbot: true"))
        .unwrap()
        + 1;
    let column = old
        .lines()
        .nth(line - 1)
        .unwrap()
        .find("recall_abbot")
        .unwrap()
        + 1;
    let cases = [
        (
            "action: capture",
            "Unknown move action \"capture\". Move actions:",
        ),
        ("action: \"recall-abbot=red@0,0\"", "takes no parameter"),
        ("action: 3", "Unknown move action \"3\""),
    ];
    for (replacement, words) in cases {
        let text = old.replace("recall_abbot: true", replacement);
        let (code, out, err) = run("en", &["replay", "-"], &text);
        assert_eq!(code, 2, "{replacement}: {out}{err}");
        assert!(err.contains(words), "{replacement}: {err}");
        assert!(
            err.contains(&format!(":{line}:{}", column + "action: ".len())),
            "{replacement}: {err}"
        );
    }
    // A piece and an action, or the recall and another action, are two things at once.
    let text = old.replace(
        "recall_abbot: true",
        "piece: follower@road:N, action: recall-abbot",
    );
    let (code, _, err) = run("nl", &["replay", "-"], &text);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("of doet een actie (recall-abbot)"), "{err}");
}

#[test]
fn action_and_piece_flags_exclude_each_other() {
    for extra in [
        &["--action", "recall-abbot", "--piece", "follower@road:E"][..],
        &["--action", "recall-abbot", "--recall-abbot"],
    ] {
        let mut args = vec![
            "move",
            "tests/positions/abbot-02-recall.yaml",
            "--tile",
            "BA/RFr",
            "--at=-2,1",
        ];
        args.extend(extra);
        let (code, _, err) = run("en", &args, "");
        assert_eq!(code, 2, "{extra:?}: {err}");
    }
}

#[test]
fn help_lists_the_registered_actions() {
    // Help is wrapped to the terminal's width: compare words.
    let words =
        |(_, out, _): (i32, String, String)| out.split_whitespace().collect::<Vec<_>>().join(" ");
    let out = words(run("en", &["move", "--help"], ""));
    assert!(out.contains("--action <NAME[=PARAMETER]>"), "{out}");
    assert!(
        out.contains("Actions: recall-abbot, fairy, princess, portal, dragon, tower-raise, tower-capture, tower-exchange, tower-ransom, tower-top, barn, wagon, sheep, flock-grow, flock-score, animal-token, acrobat, acrobats-score, castle, bridge, bazaar-draw, bazaar-pick, bazaar-bid, bazaar-pass, bazaar-buy, bazaar-sell (in Dutch: abt-terugnemen, fee, jonkvrouw, poort, draak, torendeel-plaatsen, gevangennemen, gevangenenruil, losgeld-betalen, op-toren-zetten, herenboerderij, wagen, schaap, kudde-laten-groeien, naar-de-stal, dierenfiche, acrobaat, piramide-tellen, burcht, brug, bazaartegel, bazaar-kiezen, bod, passen, kopen, verkopen)."),
        "{out}"
    );
    let out = words(run("nl", &["move", "--help"], ""));
    assert!(out.contains("--action <NAAM[=PARAMETER]>"), "{out}");
    assert!(
        out.contains("Acties: abt-terugnemen, fee, jonkvrouw, poort, draak, torendeel-plaatsen, gevangennemen, gevangenenruil, losgeld-betalen, op-toren-zetten, herenboerderij, wagen, schaap, kudde-laten-groeien, naar-de-stal, dierenfiche, acrobaat, piramide-tellen, burcht, brug, bazaartegel, bazaar-kiezen, bod, passen, kopen, verkopen (in het Engels: \"recall-abbot, fairy, princess, portal, dragon, tower-raise, tower-capture, tower-exchange, tower-ransom, tower-top, barn, wagon, sheep, flock-grow, flock-score, animal-token, acrobat, acrobats-score, castle, bridge, bazaar-draw, bazaar-pick, bazaar-bid, bazaar-pass, bazaar-buy, bazaar-sell\")."),
        "{out}"
    );
}

/// A position with an abbot on a monastery; `rules` is its `rules:` line.
fn abbot_position(rules: &str) -> String {
    format!(
        "game: carcassonne\n{rules}\nplayers:\n  - {{name: Anna, color: yellow}}\n  - {{name: Bram, color: black}}\nturn: yellow\ntiles:\n  - {{tile: D, at: [0, 0]}}\n  - {{tile: BA/L, at: [0, 1], pieces: [{{owner: yellow, kind: abbot, feature: monastery}}]}}\n  - {{tile: BA/L, at: [1, 1]}}\n"
    )
}

#[test]
fn action_names_are_read_whatever_their_case() {
    let text = abbot_position("rules: {expansions: [abbot]}");
    for name in ["RECALL-ABBOT", "Abt-Terugnemen"] {
        let args = ["move", "-", "--tile", "BA/L", "--at=-1,1", "--action", name];
        let (code, out, err) = run("en", &args, &text);
        assert_eq!(code, 0, "{name}: {out}{err}");
        assert!(out.contains("Yellow") || out.contains("Anna"), "{out}");
    }
}

#[test]
fn an_action_of_an_expansion_not_in_play_says_so() {
    let text = abbot_position("rules: {expansions: []}");
    let args = [
        "move",
        "-",
        "--tile",
        "BA/L",
        "--at=-1,1",
        "--action",
        "recall-abbot",
    ];
    let (code, out, _) = run("en", &args, &text);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("[base.tile.expansion] The move recall-abbot belongs to"),
        "{out}"
    );
    let (code, out, _) = run("nl", &args, &text);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("[base.tile.expansion] De zet abt-terugnemen hoort bij De Abt"),
        "{out}"
    );
}

#[test]
fn carcassonne_flags_on_a_keyflower_move_are_refused() {
    let flags: &[&[&str]] = &[
        &["--action", "recall-abbot"],
        &["--tile", "D", "--at", "1,1"],
        &["--rot", "90"],
        &["--player", "red"],
        &["--extra-turn"],
    ];
    for extra in flags {
        let mut args = vec!["move", "examples/keyflower-summer.yaml"];
        args.extend(*extra);
        let (code, _, err) = run("en", &args, "");
        assert_eq!(code, 2, "{extra:?}: {err}");
        assert!(err.contains("Leave them out."), "{err}");
    }
    // Without them, the file's own move is judged.
    let (code, out, err) = run("en", &["move", "examples/keyflower-summer.yaml"], "");
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn a_rule_option_without_its_value_asks_for_key_equals_value() {
    let (code, _, err) = run(
        "en",
        &["score", "examples/river.yaml", "--rules", "river-flow"],
        "",
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("write river-flow=VALUE, with one of these values: one-side, room-ahead"),
        "{err}"
    );
}
