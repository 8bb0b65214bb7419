//! Abbey & Mayor against JCloisterZone (read from `../shared`, skipped with a message where
//! that folder is absent): the 4-player game `i-abbey-s8015-p4` imported and replayed reaches
//! every point event of every turn, named as JCloisterZone names them, and JCloisterZone's
//! totals; JCloisterZone's own Abbey & Mayor scenarios that need nothing arbiter lacks reach
//! their asserted scores. Its end position is scored in `classic_games.rs`, with the other
//! classic games'.

use arbiter_engine::carcassonne::replay::replay;
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

/// JCloisterZone's Abbey & Mayor scenarios (in `jcz-scenarios-classic`), each reaching every
/// assertion it makes (`crate::jcz_import::check_file`):
///
/// | scenario | assertions |
/// |---|---|
/// | abbey-merge | 2 totals |
/// | abbey-wagon-move (`wagon-move: C1`) | 1 total |
/// | multiple-wagons (`wagon-move: C1`) | 1 total, 2 road events |
/// | barn-connected-scoring | 2 totals |
/// | barn-scoring | 1 total |
/// | mayor-zero-points | 1 total, a city event of 0 |
/// | multiple-barns | 2 totals |
/// | basic/tiny-city-coa (an Abbey & Mayor tile, `tiny-city-scoring: 2`) | 1 total, 1 city event |
///
/// `abbey-wagon-move-bridge` (a wagon on a bridge's road) is checked with Bridges, Castles &
/// Bazaars (`bridges_castles_and_bazaars.rs`).
pub(crate) const SCENARIOS: &[&str] = &[
    "abbey-and-mayor/abbey-merge",
    "abbey-and-mayor/abbey-wagon-move",
    "abbey-and-mayor/multiple-wagons",
    "abbey-and-mayor/barn-connected-scoring",
    "abbey-and-mayor/barn-scoring",
    "abbey-and-mayor/mayor-zero-points",
    "abbey-and-mayor/multiple-barns",
    "basic/tiny-city-coa",
];

#[test]
fn jcloisterzone_scenarios_reach_their_asserted_scores() {
    crate::jcz_import::check_scenarios(SCENARIOS);
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

/// A tile with a follower in its city and, on its road, a piece written as `road_piece`.
fn two_pieces_on_the_start(road_piece: &str, expansions: &str, more_tiles: &str) -> String {
    format!(
        "game: carcassonne\nrules:\n  expansions: [{expansions}]\nplayers:\n  - {{name: Alice, color: red}}\n  - {{name: Bob, color: blue}}\ntiles:\n  - tile: BA/RCr\n    at: [0, 0]\n    pieces:\n      - {{owner: red, kind: follower, feature: city:N}}\n      - {{owner: blue, kind: {road_piece}, feature: road:E}}\n{more_tiles}"
    )
}

#[test]
fn a_wagon_moved_on_may_share_a_tile_with_another_piece() {
    // JCloisterZone moves a scored wagon on to a feature of a tile beside it, whatever stands
    // on that tile's other features: a wagon beside a follower on one tile is legal, citing
    // the wagon's move; two followers on one tile are not.
    let dir = crate::common::TempDir::new("am-wagon-tile");
    let file = crate::common::write_in(
        &dir,
        "wagon.yaml",
        &two_pieces_on_the_start("wagon", "abbey-and-mayor", ""),
    );
    let (code, v) = crate::common::json(&["check", &file, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert!(v["rules"].to_string().contains(rule::AM_WAGON_MOVE), "{v}");
    let file = crate::common::write_in(
        &dir,
        "two.yaml",
        &two_pieces_on_the_start("follower", "abbey-and-mayor", ""),
    );
    let (code, rules) = crate::common::problem_rules(&file);
    assert_eq!(code, 1);
    assert_eq!(rules, [rule::BASE_MOVE_ONE_PIECE]);
}

#[test]
fn a_follower_through_a_magic_portal_may_share_a_tile_with_another_piece() {
    // Once a portal tile lies on the board, a follower may have come through it to any tile.
    let dir = crate::common::TempDir::new("pd-portal-tile");
    let portal = "  - {tile: DG/RRR.g, at: [0, 1]}\n";
    let file = crate::common::write_in(
        &dir,
        "portal.yaml",
        &two_pieces_on_the_start("follower", "princess-and-dragon", portal),
    );
    let (code, v) = crate::common::json(&["check", &file, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert!(
        v["rules"].to_string().contains(rule::PD_PORTAL_PLACE),
        "{v}"
    );
    // With no portal on the board, one piece per tile.
    let file = crate::common::write_in(
        &dir,
        "no-portal.yaml",
        &two_pieces_on_the_start("follower", "princess-and-dragon", ""),
    );
    let (code, rules) = crate::common::problem_rules(&file);
    assert_eq!(code, 1);
    assert_eq!(rules, [rule::BASE_MOVE_ONE_PIECE]);
}

/// The abbey game with its last tile laid at [3, -6] instead (leaving a hole at [3, -5]) and
/// JCloisterZone's end-of-game abbey round after it: `round` the players it offers the abbey
/// to, in its order, and `placer` the one who lays theirs into the hole (the others pass).
fn with_closing_round(bytes: &[u8], round: &[u64], placer: u64) -> Vec<u8> {
    let mut save: Value = serde_json::from_slice(bytes).unwrap();
    let replay = save["replay"].as_array_mut().unwrap();
    let last = replay
        .iter()
        .rposition(|m| m["type"] == "PLACE_TILE")
        .unwrap();
    replay[last]["payload"]["position"] = serde_json::json!([3, -6]);
    replay[last]["payload"]["rotation"] = "R0".into();
    for &p in round {
        let msg = |kind: &str, payload: Value| serde_json::json!({"type": kind, "payload": payload, "player": p, "clock": 0});
        if p == placer {
            let tile = serde_json::json!({"tileId": "AM/A", "rotation": "R0", "position": [3, -5]});
            replay.push(msg("PLACE_TILE", tile));
            replay.push(msg("PASS", serde_json::json!({})));
            replay.push(msg("COMMIT", serde_json::json!({"random": 0.25})));
        } else {
            replay.push(msg("PASS", serde_json::json!({})));
        }
    }
    serde_json::to_vec(&save).unwrap()
}

#[test]
fn the_abbeys_laid_once_the_box_is_empty_go_round_from_the_next_player() {
    let Some((bytes, _)) = game("i-abbey-s8015-p4") else {
        return;
    };
    // Carol laid the last tile; the round offers the abbey to Dave, Alice, Bob, then Carol,
    // who lays hers right after her own turn: no extra turn, and the game is over after it.
    // Then Alice lays hers, though the position says it is Dave's turn.
    for (placer, name) in [(2, "green"), (0, "red")] {
        let save = with_closing_round(&bytes, &[3, 0, 1, 2], placer);
        let written = jcz::import(&save).unwrap().to_yaml();
        let last = written.rsplit("- player:").next().unwrap();
        assert!(
            last.starts_with(&format!(" {name}\n  tile: AM/A")) && !last.contains("extra_turn"),
            "{last}"
        );
        let r = import_and_replay(&save);
        assert_eq!(r.steps.len(), 84);
        assert_eq!(
            r.steps.last().map(|s| s.player.index() as u64),
            Some(placer)
        );
        assert!(r.final_scoring.is_some());
    }
}

/// The rule ids of the problems of `move FILE ARGS --format json`, with its exit status.
fn move_problems(file: &str, args: &[&str]) -> (i32, Vec<String>) {
    let mut all = vec!["move", file];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--format", "json"]);
    let (code, v) = crate::common::json(&all);
    let rules = v["problems"].as_array().map_or_else(Vec::new, |ps| {
        ps.iter()
            .map(|p| p["rule"].as_str().unwrap().to_string())
            .collect()
    });
    (code, rules)
}

/// Red's wagon on the road from the monastery at -1,0 and blue's on the road from the
/// monastery at 0,-1: a junction laid at 0,0 completes both.
const TWO_WAGONS: &str = "game: carcassonne
rules: {expansions: [abbey-and-mayor]}
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
tiles:
  - {tile: BA/L, at: [-1, -1]}
  - tile: BA/LR
    at: [-1, 0]
    rot: 270
    pieces: [{owner: red, kind: wagon, feature: road:E}]
  - tile: BA/LR
    at: [0, -1]
    pieces: [{owner: blue, kind: wagon, feature: road:S}]
";

/// JCloisterZone's `WagonPhase` offers each scored wagon in turn the free features left once
/// the wagons before it have moved: a road of the tile just laid that one wagon has taken is
/// no longer free for the next.
#[test]
fn two_wagons_may_not_move_onto_one_road_of_the_tile_laid() {
    let dir = crate::common::TempDir::new("am-two-wagons");
    let file = crate::common::write_in(&dir, "two.yaml", TWO_WAGONS);
    let lay = ["--tile", "BA/RRRR", "--at", "0,0"];
    let with = |steps: &[&str]| {
        let mut args: Vec<&str> = lay.to_vec();
        for s in steps {
            args.extend_from_slice(&["--step", s]);
        }
        move_problems(&file, &args)
    };
    assert_eq!(
        with(&["wagon=red@0,0:road:E", "wagon=blue@0,0:road:S"]),
        (0, vec![])
    );
    assert_eq!(
        with(&["wagon=red@0,0:road:E", "wagon=blue@0,0:road:E"]),
        (1, vec![rule::AM_WAGON_MOVE.to_string()])
    );
}

/// Red's wagon on the road from the monastery at 0,0 east; the dragon on the volcano at
/// -1,0, whose road runs south, with a monastery at -1,-1 beyond it. A dragon tile laid at
/// 1,0 completes red's road; the dragon flies to -1,-1 and stops there.
const WAGON_AND_DRAGON: &str = "game: carcassonne
rules:
  expansions: [abbey-and-mayor, princess-and-dragon]
  DRAGON
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
tiles:
  - tile: BA/LR
    at: [0, 0]
    rot: 270
    pieces: [{owner: red, kind: wagon, feature: road:E}]
  - {tile: DG/R.v, at: [-1, 0]}
  - {tile: BA/L, at: [-1, -1]}
figures:
  - {kind: dragon, at: [-1, 0]}
";

/// With the dragon's flight before the scoring (JCloisterZone's default `dragon-move`), the
/// wagon moves once the dragon has flown, and `WagonPhase` asks every capability whether a
/// piece may go on the target's tile: not onto the tile the dragon has flown to, but onto
/// the one it has left.
#[test]
fn a_wagon_moves_on_where_the_dragon_is_once_it_has_flown() {
    let dir = crate::common::TempDir::new("am-wagon-dragon");
    let file =
        crate::common::write_in(&dir, "dragon.yaml", &WAGON_AND_DRAGON.replace("DRAGON", ""));
    let to = |target: &str| {
        let step = format!("wagon=red@{target}");
        move_problems(
            &file,
            &[
                "--tile",
                "DG/RRR.d",
                "--at",
                "1,0",
                "--step",
                "dragon=-1,-1",
                "--step",
                &step,
            ],
        )
    };
    assert_eq!(
        to("-1,-1:monastery"),
        (1, vec![rule::PD_DRAGON_TILE.to_string()])
    );
    assert_eq!(to("-1,0:road:S"), (0, vec![]));
}

/// The mover's own piece on the tile laid is told as the move's piece; a wagon the mover
/// moves on afterwards onto that tile is an effect of its own, and the text says so.
#[test]
fn a_wagon_moved_onto_the_tile_laid_is_told() {
    let dir = crate::common::TempDir::new("am-wagon-told");
    let file = crate::common::write_in(&dir, "two.yaml", TWO_WAGONS);
    let (code, out, err) = crate::common::run(&[
        "move",
        &file,
        "--player",
        "red",
        "--tile",
        "BA/RRRR",
        "--at",
        "0,0",
        "--piece",
        "follower@road:S",
        "--step",
        "wagon=red@0,0:road:E",
        "--lang",
        "en",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains(
            "Ann's wagon rides on from the road:E at -1,0 to the road:E at 0,0. [am.wagon.move]"
        ),
        "{out}"
    );
    assert!(!out.contains("Ann's follower is put"), "{out}");
}
