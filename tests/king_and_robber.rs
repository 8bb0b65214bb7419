//! King & Robber as JCloisterZone plays it: its five scenario tests (every scoring option)
//! and hand-made positions and moves: who takes a card, what the cards score, and a
//! position's problems with them. The whole game `j-king-s8021-p4` is judged in
//! `classic_games.rs`, with the other classic games.

use crate::common::TempDir;
use crate::common::{json, totals};

/// JCloisterZone's King & Robber scenarios, one per scoring option, each reaching every
/// assertion it makes (`crate::jcz_import::check_file`): totals only (1 or 2 each).
pub(crate) const SCENARIOS: &[&str] = &[
    "king-and-robber/king-and-robber-scoring",
    "king-and-robber/king-and-robber-10_scoring",
    "king-and-robber/king-and-robber-15_40_scoring",
    "king-and-robber/king-continuous-scoring",
    "king-and-robber/robber-continuous-scoring",
];

#[test]
fn jcloisterzone_scenarios_reach_their_asserted_scores() {
    crate::jcz_import::check_scenarios(SCENARIOS);
}

/// A completed two-tile city (the King's, red) and a completed three-tile road (the
/// Robber's, blue); the city cap at 1,0 is open to the north.
const POSITION: &str = "game: carcassonne
rules:
  expansions: [king-and-robber]
  RULES
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
cards:
  red: {king: 1}
  blue: {robber: 1}
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - {tile: BA/C, at: [0, -1], rot: 180}
  - {tile: KR/RC, at: [1, 0]}
  - {tile: BA/LR, at: [-1, 0], rot: 270}
";

fn write(dir: &TempDir, rules: &str, cards: Option<&str>) -> String {
    let mut text = POSITION.replace("RULES", rules);
    if let Some(c) = cards {
        let start = text.find("cards:").unwrap();
        let end = text.find("tiles:").unwrap();
        text.replace_range(start..end, c);
    }
    let path = dir.join("kr.yaml");
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn the_cards_score_as_the_option_says() {
    let dir = TempDir::new("king-and-robber");
    for (rules, want) in [
        ("", vec![1, 1]),
        ("king-and-robber-scoring: 10/20", vec![10, 10]),
        ("king-and-robber-scoring: 15/40", vec![15, 15]),
        ("king-and-robber-scoring: continuously", vec![0, 0]),
    ] {
        let (code, v) = json(&["score", &write(&dir, rules, None), "--format", "json"]);
        assert_eq!(code, 0, "{rules}: {v}");
        assert_eq!(totals(&v), want, "{rules}");
    }
    let both = "cards:\n  red: {king: 1, robber: 1}\n";
    let (_, v) = json(&[
        "score",
        &write(&dir, "king-and-robber-scoring: 15/40", Some(both)),
        "--format",
        "json",
    ]);
    assert_eq!(totals(&v), vec![40, 0], "one who holds both scores 40 once");
    let (_, v) = json(&["score", &write(&dir, "", Some(both)), "--format", "json"]);
    assert_eq!(totals(&v), vec![2, 0]);
}

#[test]
fn a_larger_city_takes_the_king_and_an_equal_one_does_not() {
    let dir = TempDir::new("king-and-robber");
    let file = write(&dir, "", None);
    // The cap at 1,0 closed by a cap above it: a two-tile city, as large as the King's.
    let (code, v) = json(&[
        "move", &file, "--player", "blue", "--tile", "BA/C", "--at", "1,-1", "--rot", "180",
        "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    let effects = v["effects"].as_array().unwrap();
    assert!(
        !effects.iter().any(|e| e["effect"] == "holds"),
        "an equal city takes nothing: {v}"
    );
    // Closed by a city that runs on to the east and is capped there: three tiles.
    let text =
        std::fs::read_to_string(&file).unwrap() + "  - {tile: BA/C, at: [2, -1], rot: 270}\n";
    std::fs::write(&file, text).unwrap();
    let (code, v) = json(&[
        "move", &file, "--player", "blue", "--tile", "BA/Cc.1", "--at", "1,-1", "--rot", "180",
        "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    let holds: Vec<&serde_json::Value> = v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["effect"] == "holds")
        .collect();
    assert_eq!(holds.len(), 1, "{v}");
    assert_eq!(holds[0]["player"], "blue");
    assert_eq!(holds[0]["from"], "red");
    assert_eq!(holds[0]["counter"], "king");
    assert_eq!(holds[0]["rule"], "kr.king");
}

#[test]
fn a_position_says_who_holds_each_card_once() {
    let dir = TempDir::new("king-and-robber");
    let two = "cards:\n  red: {king: 1}\n  blue: {king: 1, robber: 1}\n";
    let (code, out, err) = crate::common::run(&["check", &write(&dir, "", Some(two))]);
    let out = out.replace("\n  │ ", " ");
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("[kr.king] Two players hold the King"), "{out}");
    let none = "cards:\n  blue: {robber: 1}\n";
    let (code, out, _) = crate::common::run(&["check", &write(&dir, "", Some(none))]);
    let out = out.replace("\n  │ ", " ");
    assert_eq!(code, 1);
    assert!(
        out.contains("[kr.king]") && out.contains("gives its card, the King, to someone"),
        "{out}"
    );
    let (code, out, _) = crate::common::run(&["check", &write(&dir, "", None), "--lang", "nl"]);
    assert_eq!(code, 0, "{out}");
}

/// A hole at 1,0 with a city cap facing it from the west and a road from a monastery facing
/// it from the east; blue holds both cards.
const HOLE: &str = "game: carcassonne
rules:
  expansions: [abbey-and-mayor, king-and-robber]
  RULES
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
cards:
  blue: {king: 1, robber: 1}
tiles:
  - {tile: BA/RFr, at: [0, -1]}
  - {tile: BA/RFr, at: [1, -1]}
  - {tile: BA/RFr, at: [2, -1]}
  - {tile: BA/RFr, at: [0, 1]}
  - {tile: BA/RFr, at: [1, 1]}
  - {tile: BA/RFr, at: [2, 1]}
  - {tile: BA/C, at: [0, 0], rot: 90}
  - {tile: BA/LR, at: [2, 0], rot: 90}
";

/// An abbey that closes a city and a road completes them as any tile does
/// (JCloisterZone's `ScoringPhase` collects the features on the edges around the tile laid,
/// and `KingCapability`/`RobberCapability.onTurnScoring` count what was completed this turn):
/// the cards' holder scores them under `continuously`, and the abbey's placer takes both
/// cards, though neither feature has a part on the abbey.
#[test]
fn an_abbey_closing_a_city_and_a_road_counts_for_the_cards() {
    let dir = TempDir::new("king-and-robber-abbey");
    let path = dir.join("hole.yaml");
    for (rules, blue) in [("", 0), ("king-and-robber-scoring: continuously", 2)] {
        std::fs::write(&path, HOLE.replace("RULES", rules)).unwrap();
        let (code, v) = json(&[
            "move",
            &path.to_string_lossy(),
            "--player",
            "red",
            "--tile",
            "AM/A",
            "--at",
            "1,0",
            "--format",
            "json",
        ]);
        assert_eq!(code, 0, "{rules}: {v}");
        assert_eq!(v["scored"]["blue"], blue, "{rules}: {v}");
        let taken: Vec<(&str, &str, &str)> = v["effects"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["effect"] == "holds")
            .map(|e| {
                (
                    e["player"].as_str().unwrap(),
                    e["from"].as_str().unwrap_or(""),
                    e["counter"].as_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            taken,
            vec![("red", "blue", "king"), ("red", "blue", "robber")],
            "{rules}: {v}"
        );
    }
}
