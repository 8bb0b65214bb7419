//! Abbey & Mayor against JCloisterZone (read from `../shared`, skipped with a message where
//! that folder is absent): the 4-player game `i-abbey-s8015-p4` imported and replayed reaches
//! every point event of every turn and JCloisterZone's totals; its end position, written in
//! arbiter's position format, scores to JCloisterZone's final scoring; JCloisterZone's own
//! Abbey & Mayor scenarios that need nothing arbiter lacks reach their asserted scores.

use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::replay::replay;
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_format::carcassonne::read;
use arbiter_format::{jcz, record};
use arbiter_ids::rule;
use serde_json::Value;

use crate::common::jcz_games::{differences, events, expected_events, game, import_and_replay};

#[test]
fn the_abbey_game_reaches_every_point_event_and_the_totals() {
    let Some((bytes, expected)) = game("i-abbey-s8015-p4") else {
        return;
    };
    let r = import_and_replay(&bytes);
    let totals: Vec<i64> = expected["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_i64().unwrap())
        .collect();
    let (ours, theirs) = (events(&r), expected_events(&expected));
    let diff = differences(&ours, &theirs);
    assert!(diff.is_empty(), "{}", diff.join("\n"));
    assert_eq!(r.totals(), totals);
    assert_eq!(ours.len(), theirs.len());
}

/// The end position of `end.json`, written in arbiter's position format.
fn end_position(end: &Value) -> String {
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    let colors: Vec<&str> = end["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["color"].as_str().unwrap())
        .collect();
    let mut y =
        String::from("game: carcassonne\nrules:\n  expansions: [abbey-and-mayor]\nplayers:\n");
    for p in end["players"].as_array().unwrap() {
        y += &format!(
            "  - {{name: {}, color: {}}}\n",
            p["name"].as_str().unwrap(),
            p["color"].as_str().unwrap()
        );
    }
    y += "score:\n";
    for p in end["players"].as_array().unwrap() {
        y += &format!(
            "  {}: {}\n",
            p["color"].as_str().unwrap(),
            p["score_before_final"]
        );
    }
    let laid: Vec<&str> = end["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["tokens"]["ABBEY_TILE"].as_i64().unwrap_or(0) == 0)
        .map(|p| p["color"].as_str().unwrap())
        .collect();
    if !laid.is_empty() {
        y += "abbey:\n";
        for c in laid {
            y += &format!("  {c}: {{used: 1}}\n");
        }
    }
    let tiles = end["tiles"].as_array().unwrap();
    let locator = |pointer: &Value| {
        let t = tiles
            .iter()
            .find(|t| t["position"] == pointer["position"])
            .unwrap();
        let tile = cat.tile(cat.index_of(t["tile"].as_str().unwrap()).unwrap());
        let rot = arbiter_engine::carcassonne::geometry::Rotation::from_degrees(
            t["rotation"].as_i64().unwrap(),
        )
        .unwrap();
        jcz::pointer_locator(tile, rot, pointer).unwrap().to_text()
    };
    y += "tiles:\n";
    for t in tiles {
        y += &format!(
            "  - tile: \"{}\"\n    at: [{}, {}]\n    rot: {}\n",
            t["tile"].as_str().unwrap(),
            t["position"][0],
            t["position"][1],
            t["rotation"]
        );
        let on: Vec<&Value> = end["meeples"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["position"] == t["position"] && m["type"] != "Barn")
            .collect();
        if !on.is_empty() {
            y += "    pieces:\n";
            for m in on {
                let kind = match m["type"].as_str().unwrap() {
                    "SmallFollower" => "follower",
                    "Mayor" => "mayor",
                    "Wagon" => "wagon",
                    other => panic!("{other}"),
                };
                y += &format!(
                    "      - {{owner: {}, kind: {kind}, feature: \"{}\"}}\n",
                    colors[m["player"].as_u64().unwrap() as usize],
                    locator(m)
                );
            }
        }
    }
    let barns: Vec<&Value> = end["meeples"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["type"] == "Barn")
        .collect();
    if !barns.is_empty() {
        y += "figures:\n";
        for b in barns {
            y += &format!(
                "  - {{kind: barn, owner: {}, corner: [{}, {}]}}\n",
                colors[b["player"].as_u64().unwrap() as usize],
                b["position"][0],
                b["position"][1]
            );
        }
    }
    y
}

#[test]
fn the_abbey_game_s_end_position_scores_to_jcloisterzone_s_final_scoring() {
    let Some(dir) = crate::common::shared::shared_path("reference/jcz-games-classic") else {
        return;
    };
    let end: Value =
        serde_json::from_slice(&std::fs::read(dir.join("i-abbey-s8015-p4.end.json")).unwrap())
            .unwrap();
    let text = end_position(&end);
    let (setup, _) = read(text.as_bytes()).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    let position = Position::validate(setup);
    assert!(
        position.problems().is_empty(),
        "{:?}\n{text}",
        position.problems()
    );
    let scoring = end_game(&position);
    for (i, p) in end["players"].as_array().unwrap().iter().enumerate() {
        assert_eq!(
            scoring.final_points[i],
            p["final_scoring"].as_i64().unwrap(),
            "{}\n{text}",
            p["name"]
        );
        assert_eq!(scoring.totals()[i], p["total"].as_i64().unwrap());
    }
}

#[test]
fn jcloisterzone_scenarios_reach_their_asserted_scores() {
    let Some(dir) =
        crate::common::shared::shared_path("reference/jcz-scenarios-classic/abbey-and-mayor")
    else {
        return;
    };
    // `abbey-wagon-move` and `multiple-wagons` play under `wagon-move: C1`;
    // `abbey-wagon-move-bridge` also needs Bridges, Castles & Bazaars' bridge.
    for name in [
        "abbey-merge",
        "abbey-wagon-move",
        "multiple-wagons",
        "barn-connected-scoring",
        "barn-scoring",
        "mayor-zero-points",
        "multiple-barns",
    ] {
        crate::jcz_import::check_file(&dir.join(format!("{name}.jcz")))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

/// JCloisterZone's `multiple-wagons` with its last turn's first wagon move sent to `to`
/// (`[x, y]`, location, feature) under `rule`, and its second left out: the problems of the
/// move that judged it (none when legal).
fn wagon_sent(save: &Value, rule: &str, to: ([i64; 2], &str, &str)) -> Vec<(&'static str, String)> {
    let mut v = save.clone();
    v["setup"]["rules"]["wagon-move"] = rule.into();
    let steps = v["replay"].as_array_mut().unwrap();
    let wagons: Vec<usize> = (0..steps.len())
        .filter(|&i| steps[i]["type"] == "DEPLOY_MEEPLE")
        .collect();
    let (first, second) = (wagons[wagons.len() - 2], wagons[wagons.len() - 1]);
    steps[first]["payload"]["pointer"] = serde_json::json!({
        "position": to.0, "location": to.1, "feature": to.2,
    });
    steps.remove(second);
    let bytes = serde_json::to_vec(&v).unwrap();
    let out = jcz::import(&bytes).unwrap_or_else(|e| panic!("import: {:?}", e.message));
    let yaml = out.to_yaml();
    let (rec, _) = record::read(yaml.as_bytes()).unwrap_or_else(|e| panic!("{e:?}\n{yaml}"));
    let r = replay(rec.start.clone(), &rec.moves, None, rec.finished);
    r.illegal
        .map(|bad| {
            bad.verdict
                .problems
                .iter()
                .map(|p| (p.message.key, p.rule.to_string()))
                .collect()
        })
        .unwrap_or_default()
}

/// Under `wagon-move: C1` a scored wagon goes only onto a part linked to its feature, on any
/// tile that feature covers: from the road it stood on at (1,0) east it may not take the city
/// at (0,0), one square away (which `C2` allows), but it may take the road leaving the
/// junction at (2,1), where the scored road ended.
#[test]
fn under_c1_a_wagon_moves_along_the_links_of_its_feature() {
    let Some(dir) =
        crate::common::shared::shared_path("reference/jcz-scenarios-classic/abbey-and-mayor")
    else {
        return;
    };
    let save: Value =
        serde_json::from_slice(&std::fs::read(dir.join("multiple-wagons.jcz")).unwrap()).unwrap();
    let city = ([0, 0], "N", "City");
    assert_eq!(wagon_sent(&save, "C2", city), vec![]);
    assert_eq!(
        wagon_sent(&save, "C1", city),
        vec![(
            arbiter_ids::msg::PROBLEM_AM_WAGON_LINKED,
            rule::AM_WAGON_MOVE.to_string()
        )]
    );
    assert_eq!(wagon_sent(&save, "C1", ([2, 1], "S", "Road")), vec![]);
}
