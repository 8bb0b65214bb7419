//! The six real end-of-game positions scored by JCloisterZone (read from `../shared`, skipped
//! with a message where that folder is absent): arbiter must reach the same totals, and the
//! rivers that flow back must be reported under the seed's rule but accepted under the
//! room-ahead option.

use crate::common::scored::{dir, NAMES};

use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_format::carcassonne::read;

fn expected(d: &std::path::Path, name: &str) -> Vec<(String, i64, i64, i64)> {
    let text = std::fs::read_to_string(d.join(format!("{name}.expected.json"))).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["color"].as_str().unwrap().to_string(),
                p["track"].as_i64().unwrap(),
                p["final"].as_i64().unwrap(),
                p["total"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn totals_match_jcloisterzone() {
    let Some(d) = dir() else { return };
    let mut failures = Vec::new();
    for name in NAMES {
        let bytes = std::fs::read(d.join(format!("{name}.yaml"))).unwrap();
        let (setup, _) = read(&bytes).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let position = Position::validate(setup);
        let scoring = end_game(&position);
        for (i, (color, track, fin, total)) in expected(&d, name).into_iter().enumerate() {
            let player = &position.setup().players[i];
            assert_eq!(player.color.key(), color);
            assert_eq!(position.setup().track[i], track, "{name} {color} track");
            let got = scoring.final_points[i];
            if got != fin || track + got != total {
                failures.push(format!("{name} {color}: final {got}, expected {fin}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn legality_of_the_reference_positions() {
    let Some(d) = dir() else { return };
    for name in NAMES {
        let bytes = std::fs::read(d.join(format!("{name}.yaml"))).unwrap();
        let (setup, _) = read(&bytes).unwrap();
        let strict = Position::validate(setup.clone());
        let rules: Vec<&str> = strict.problems().iter().map(|p| p.rule).collect();
        let backwards = name.starts_with('b') || name.starts_with('c');
        if backwards {
            assert_eq!(rules, vec!["river.no-turn-back"], "{name}");
            let mut loose = setup;
            loose.rules.set_option("river-flow", "room-ahead").unwrap();
            let loose = Position::validate(loose);
            assert!(loose.is_legal(), "{name}: {:?}", loose.problems());
        } else {
            assert!(strict.is_legal(), "{name}: {:?}", strict.problems());
        }
    }
}
