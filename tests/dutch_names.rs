//! Keyflower files written in Dutch: every key and every name a file takes reads as the
//! English one (`docs/keyflower-position.md`, "Dutch names"), and a misspelt Dutch key is
//! offered a Dutch key.

use crate::common::arbiter;

fn output(args: &[&str]) -> (i32, String) {
    with_input(args, "")
}

/// arbiter run with `input` on its standard input: exit code and all output.
fn with_input(args: &[&str], input: &str) -> (i32, String) {
    let out = assert_cmd::Command::from_std(arbiter(args))
        .write_stdin(input)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code().unwrap_or(-1), text)
}

#[test]
fn a_keyflower_position_in_dutch_reads_as_the_english_one() {
    for lang in ["en", "nl"] {
        let english = output(&["--lang", lang, "move", "examples/keyflower-summer.yaml"]);
        let dutch = output(&["--lang", lang, "move", "tests/keyflower/dutch/summer.yaml"]);
        assert_eq!(english.0, 0, "{}", english.1);
        assert_eq!(english, dutch);
    }
}

#[test]
fn dutch_resources_skills_seasons_and_faces_are_read() {
    let file = "spel: keyflower\nseizoen: herfst\nspelers:\n  - naam: Anna\n    \
                werkers: {blauw: 1}\n    vaardigheden: {aambeeld: 1, houweel: 1, zaag: 1}\n    \
                dorp:\n      - {tegel: home-1, op: [0, 0], randen: RRRRRW, kant: voorkant, \
                gedrukt: {punten: 0, kar: 1, opwaarderingen: 1}, \
                grondstoffen: {goud: 1, hout: 1, ijzer: 1, steen: 1}}\n";
    let (code, text) = with_input(&["--lang", "nl", "check", "-"], file);
    assert!(code < 2, "{text}");
    assert!(!text.contains("Onbekend"), "{text}");
}

#[test]
fn a_misspelt_dutch_key_gets_a_dutch_suggestion() {
    let file = "game: keyflower\nseason: spring\nplayers:\n  - name: Anna\n    \
                skills: {aambeel: 1}\n    village: []\n";
    let (code, text) = with_input(&["--lang", "nl", "check", "-"], file);
    assert_eq!(code, 2, "{text}");
    assert!(text.contains("bedoel je \"aambeeld\"?"), "{text}");
    assert!(text.contains("anvil (aambeeld)"), "{text}");
    let file = file.replace("aambeel", "anvl");
    let (_, text) = with_input(&["--lang", "en", "check", "-"], &file);
    assert!(text.contains("\"anvil\"?"), "{text}");
}

/// A Carcassonne file with an unknown colour and a piece written by its role.
const ROLE_AND_COLOUR: &str = "game: carcassonne\nplayers:\n  - {name: A, color: paars}\ntiles:\n  - {tile: D, at: [0, 0], pieces: [{owner: paars, kind: boer, feature: \"field:N\"}]}\n";

#[test]
fn known_names_are_listed_in_the_language_asked_and_a_role_is_explained() {
    let (code, nl) = with_input(&["--lang", "nl", "check", "-"], ROLE_AND_COLOUR);
    assert_eq!(code, 2, "{nl}");
    assert!(nl.contains("rood, blauw, groen"), "{nl}");
    assert!(nl.contains("\"boer\" is een rol"), "{nl}");
    assert!(nl.contains("op een weide"), "{nl}");
    assert!(!nl.contains("Spelers: ."), "{nl}");
    let (_, en) = with_input(&["check", "-"], ROLE_AND_COLOUR);
    assert!(en.contains("red, blue, green"), "{en}");
    assert!(en.contains("\"boer\" is a role"), "{en}");
    assert!(!en.contains("Players: ."), "{en}");
}

#[test]
fn an_upgrade_cost_names_its_resources_in_the_language_asked() {
    let base = std::fs::read_to_string("tests/keyflower/rules/base.yaml").unwrap();
    let mv = std::fs::read_to_string("tests/keyflower/rules/moves/upgrade-resources.yaml").unwrap();
    let file = format!(
        "{base}\nmove:\n{}",
        mv.lines().map(|l| format!("  {l}\n")).collect::<String>()
    );
    let (code, nl) = with_input(&["--lang", "nl", "move", "-"], &file);
    assert_eq!(code, 1, "{nl}");
    assert!(nl.contains("1 ijzer + 1 steen + 1 hout"), "{nl}");
    assert!(nl.contains("er ligt niets"), "{nl}");
    let (_, en) = with_input(&["move", "-"], &file);
    assert!(en.contains("1 iron + 1 stone + 1 wood"), "{en}");
    assert!(en.contains("it has nothing"), "{en}");
}
