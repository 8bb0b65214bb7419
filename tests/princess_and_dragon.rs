//! The Princess & the Dragon against JCloisterZone (read from `../shared`, skipped with a
//! message where that folder is absent): the 4-player game `g-dragon-s8003-p4` imported and
//! replayed reaches every point event of every turn, named as JCloisterZone names them, and
//! JCloisterZone's totals; the fairy scenarios that need no other missing expansion reach
//! their asserted scores. Its end position is scored in `classic_games.rs`, with the other
//! classic games'.

use arbiter_format::{jcz, record};
use arbiter_ids::rule;
use serde_json::Value;

use crate::common::jcz_games::{differences, events, expected_events, game, import_and_replay};

#[test]
fn the_dragon_game_reaches_every_point_event_and_the_totals() {
    let Some((bytes, expected)) = game("g-dragon-s8003-p4") else {
        return;
    };
    let r = import_and_replay(&bytes);
    let totals: Vec<i64> = expected["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_i64().unwrap())
        .collect();
    assert_eq!(r.totals(), totals);
    let (ours, theirs) = (events(&r), expected_events(&expected));
    let diff = differences(&ours, &theirs);
    assert!(diff.is_empty(), "{}", diff.join("\n"));
    assert_eq!(ours.len(), theirs.len());
}

/// JCloisterZone's fairy scenarios, each reaching every assertion it makes (one total each,
/// `crate::jcz_import::check_file`): the fairy scored at the end beside a road, an inn road
/// (3 though the road scores 0) and a field worth 0, and beside a mayor in a city without
/// pennants (the city 0, the fairy 3; the mayor and fairy elements without their sets).
/// `fairy-endgame-incomplete-castle` is checked with Bridges, Castles & Bazaars
/// (`bridges_castles_and_bazaars.rs`).
pub(crate) const SCENARIOS: &[&str] = &[
    "princess-and-dragon/fairy-endgame-road",
    "princess-and-dragon/fairy-endgame-incomplete-inn",
    "princess-and-dragon/fairy-endgame-zero-field",
    "princess-and-dragon/fairy-empty-city",
];

#[test]
fn the_fairy_scenarios_reach_their_asserted_scores() {
    crate::jcz_import::check_scenarios(SCENARIOS);
}

/// `arbiter --format json move examples/princess-and-dragon.yaml ARGS`: whether legal, and the
/// rules of its problems.
fn judged(args: &[&str]) -> (bool, Vec<String>, Value) {
    judged_in("examples/princess-and-dragon.yaml", args)
}

/// The arguments that lay a tile (`lay`), then one `--step` per step.
fn with_steps<'a>(lay: &[&'a str], steps: &[&'a str]) -> Vec<&'a str> {
    let steps = steps.iter().flat_map(|s| ["--step", *s]);
    lay.iter().copied().chain(steps).collect()
}

#[test]
fn the_dragon_flies_on_while_it_can_and_never_onto_the_fairy() {
    let lay = ["--tile", "DG/Rr.d", "--at", "1,1", "--rot", "90"];
    let with = |steps: &[&str]| judged(&with_steps(&lay, steps));
    // One square, then nowhere: -1,0 is the fairy's tile.
    let (legal, _, v) = with(&["dragon=0,0"]);
    assert!(legal, "{v}");
    let removed: Vec<&Value> = crate::common::effects(&v, "removed");
    assert_eq!(removed.len(), 1, "{v}");
    assert_eq!(removed[0]["rule"], rule::PD_DRAGON_EAT);
    // The fairy's point at the start of red's turn.
    assert_eq!(v["scored"]["red"], 1, "{v}");
    assert_eq!(with(&[]).1, [rule::PD_DRAGON_MOVE]);
    assert_eq!(
        with(&["dragon=0,0", "dragon=-1,0"]).1,
        [rule::PD_DRAGON_MOVE]
    );
    assert_eq!(with(&["dragon=2,0"]).1, [rule::PD_DRAGON_MOVE]);
    // The other way round: onto the new tile, then stuck.
    assert!(with(&["dragon=1,1"]).0);
}

#[test]
fn no_piece_goes_on_the_dragon_s_tile_nor_on_a_volcano_just_laid() {
    // A piece on the dragon's tile, through the portal.
    let (legal, rules, _) = judged(&[
        "--player",
        "blue",
        "--tile",
        "DG/RRR.g",
        "--at",
        "0,1",
        "--action",
        "portal=follower@1,0:field:NNW",
    ]);
    assert!(!legal);
    assert!(
        rules.contains(&rule::PD_DRAGON_TILE.to_string()),
        "{rules:?}"
    );
    // The portal elsewhere, on a field nobody holds: legal.
    assert!(
        judged(&[
            "--player",
            "blue",
            "--tile",
            "DG/RRR.g",
            "--at",
            "0,1",
            "--action",
            "portal=follower@-2,0:field:NNE",
        ])
        .0
    );
    // A knight on a volcano laid this turn.
    let (legal, rules, _) = judged(&[
        "--tile",
        "DG/C.v",
        "--at",
        "0,-1",
        "--rot",
        "180",
        "--piece",
        "follower@city:S",
    ]);
    assert!(!legal);
    assert!(
        rules.contains(&rule::PD_DRAGON_VOLCANO.to_string()),
        "{rules:?}"
    );
}

#[test]
fn the_fairy_goes_beside_an_own_follower_only() {
    let fairy = |player: &str, to: &str| {
        judged(&[
            "--player",
            player,
            "--tile",
            "BA/RFr",
            "--at=-3,0",
            "--action",
            to,
        ])
    };
    assert!(fairy("blue", "fairy=blue@0,0").0);
    assert_eq!(fairy("blue", "fairy=red@-1,0").1, [rule::PD_FAIRY_MOVE]);
    // Red's thief already has her.
    assert_eq!(fairy("red", "fairy=red@-1,0").1, [rule::PD_FAIRY_MOVE]);
}

#[test]
fn the_princess_sends_home_a_knight_of_her_city_only() {
    let princess = |to: &str| {
        judged(&[
            "--player",
            "blue",
            "--tile",
            "DG/CRRR.p",
            "--at",
            "0,-1",
            "--rot",
            "180",
            "--action",
            to,
        ])
    };
    assert!(princess("princess=blue@0,0").0);
    assert_eq!(princess("princess=red@-1,0").1, [rule::PD_PRINCESS_RETURN]);
}

#[test]
fn a_dragon_tile_waits_for_a_volcano() {
    let dir = crate::common::TempDir::new("pd-draw");
    let file = dir.join("no-volcano.yaml");
    std::fs::write(
        &file,
        "game: carcassonne\nrules: {expansions: [princess-and-dragon]}\nplayers:\n  - {name: Ann, color: red}\ntiles:\n  - {tile: \"BA/RCr\", at: [0, 0]}\n  - {tile: \"DG/RFr.d\", at: [1, 0]}\nfigures:\n  - {kind: dragon, at: [0, 0]}\n",
    )
    .unwrap();
    let (code, v) = crate::common::json(&["--format", "json", "check", file.to_str().unwrap()]);
    assert_eq!(code, 1, "{v}");
    let text = v.to_string();
    assert!(text.contains(rule::PD_DRAGON_DRAW), "{text}");
    assert!(text.contains(rule::PD_DRAGON_VOLCANO), "{text}");
}

/// The example position with `rules:` line `option` added, written to a file in `dir`.
fn with_option(dir: &crate::common::TempDir, option: &str) -> String {
    let text = std::fs::read_to_string("examples/princess-and-dragon.yaml").unwrap();
    let text = text.replace(
        "  expansions: [princess-and-dragon]\n",
        &format!("  expansions: [princess-and-dragon]\n  {option}\n"),
    );
    let file = dir.join("position.yaml");
    std::fs::write(&file, text).unwrap();
    file.to_str().unwrap().to_string()
}

/// `arbiter --format json move FILE ARGS`: whether legal, its problems' rules, the JSON.
fn judged_in(file: &str, args: &[&str]) -> (bool, Vec<String>, Value) {
    let mut all = vec!["--format", "json", "move", file];
    all.extend(args);
    let (_, v) = crate::common::json(&all);
    let rules = v["problems"]
        .as_array()
        .map(|p| {
            p.iter()
                .map(|p| p["rule"].as_str().unwrap().to_string())
                .collect()
        })
        .unwrap_or_default();
    (v["legal"].as_bool().unwrap(), rules, v)
}

/// The effects of a verdict as `(effect, rule)` pairs, in order.
fn effect_rules(v: &Value) -> Vec<(String, String)> {
    v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["effect"].as_str().unwrap().to_string(),
                e["rule"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

#[test]
fn after_the_scoring_the_dragon_flies_once_the_completed_city_has_scored() {
    // A dragon tile north of blue's knight completes his two-tile city; red puts a farmer on
    // it. The dragon flies 1,0 -> 0,0 (blue's knight) -> 0,-1 (the new tile: red's farmer).
    let args = [
        "--tile",
        "DG/C.d",
        "--at",
        "0,-1",
        "--rot",
        "180",
        "--piece",
        "follower@field:NNW",
        "--step",
        "dragon=0,0",
        "--step",
        "dragon=0,-1",
    ];
    // Before the scoring (the default): the knight is eaten, the city scores nothing.
    let (legal, _, before) = judged(&args);
    assert!(legal, "{before}");
    assert_eq!(before["scored"]["blue"], 0, "{before}");
    let eaten = |v: &Value| {
        effect_rules(v)
            .iter()
            .filter(|(e, r)| e == "removed" && r == rule::PD_DRAGON_EAT)
            .count()
    };
    assert_eq!(eaten(&before), 2, "{before}");
    // After it: the city scores 4 and the knight goes home first; the dragon then eats only
    // the farmer placed this turn.
    let dir = crate::common::TempDir::new("pd-after");
    let file = with_option(&dir, "dragon-move: after-scoring");
    let (legal, _, after) = judged_in(&file, &args);
    assert!(legal, "{after}");
    assert_eq!(after["scored"]["blue"], 4, "{after}");
    assert_eq!(eaten(&after), 1, "{after}");
    let order: Vec<String> = effect_rules(&after)
        .into_iter()
        .filter(|(e, _)| e != "points" && e != "placed")
        .map(|(e, r)| format!("{e} {r}"))
        .collect();
    assert_eq!(
        order,
        [
            "scored ",
            "removed base.scoring.return",
            "moved pd.dragon.move",
            "moved pd.dragon.move",
            "removed pd.dragon.eat",
        ],
        "{after}"
    );
    // The flight is still owed in full after the scoring.
    let (legal, rules, _) = judged_in(&file, &args[..args.len() - 2]);
    assert!(!legal);
    assert_eq!(rules, [rule::PD_DRAGON_MOVE]);
    // The option is written back as set and the position checks clean.
    let (code, v) = crate::common::json(&["--format", "json", "check", &file]);
    assert_eq!(code, 0, "{v}");
}

#[test]
fn a_princess_who_must_act_is_the_only_action_allowed() {
    let dir = crate::common::TempDir::new("pd-must");
    let file = with_option(&dir, "princess-action: must");
    // A princess tile north of blue's knight: her city holds him.
    let lay = [
        "--player",
        "blue",
        "--tile",
        "DG/CRRR.p",
        "--at",
        "0,-1",
        "--rot",
        "180",
    ];
    let with = |extra: &[&str]| {
        let mut a = lay.to_vec();
        a.extend(extra);
        judged_in(&file, &a)
    };
    let (legal, _, v) = with(&["--action", "princess=blue@0,0"]);
    assert!(legal, "{v}");
    // A piece placed, another action, or nothing at all: each refused under her rule.
    for other in [
        &["--piece", "follower@road:W"][..],
        &["--action", "fairy=blue@0,0"][..],
        &[][..],
    ] {
        let (legal, rules, v) = with(other);
        assert!(!legal, "{other:?}: {v}");
        assert_eq!(rules, [rule::PD_PRINCESS_RETURN], "{other:?}: {v}");
        let text = v["problems"][0]["message"].as_str().unwrap_or_default();
        assert!(text.contains("princess=blue@0,0"), "{v}");
    }
    // By default (`may`) the piece is as good as her return.
    assert!(
        judged(&[&lay[..], &["--piece", "follower@road:W"][..]].concat()).0,
        "may"
    );
    // With nobody in her city she has nothing to do: a piece is fine under `must` too.
    let (legal, _, v) = judged_in(
        &file,
        &[
            "--player",
            "blue",
            "--tile",
            "DG/CRRR.p",
            "--at",
            "1,1",
            "--rot",
            "90",
            "--piece",
            "follower@city:E",
        ],
    );
    assert!(legal, "{v}");
}

#[test]
fn a_save_s_non_default_options_are_read_and_written() {
    let Some((bytes, _)) = game("g-dragon-s8003-p4") else {
        return;
    };
    let mut save: Value = serde_json::from_slice(&bytes).unwrap();
    save["setup"]["rules"] = serde_json::json!({
        "dragon-move": "after-scoring",
        "princess-action": "must",
    });
    let out = jcz::import(save.to_string().as_bytes())
        .unwrap_or_else(|e| panic!("import: {:?}", e.message));
    let yaml = out.to_yaml();
    assert!(yaml.contains("dragon-move: after-scoring"), "{yaml}");
    assert!(yaml.contains("princess-action: must"), "{yaml}");
    let (rec, _) = record::read(yaml.as_bytes()).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        rec.start.rules.option_value("dragon-move"),
        Some("after-scoring")
    );
}

/// `fairy-placement: on-tile`, as JCloisterZone plays it: the example with the fairy on red's
/// tile (-1,0) instead of beside red's thief.
fn on_tile_example(dir: &crate::common::TempDir) -> String {
    let file = with_option(dir, "fairy-placement: on-tile");
    let text = std::fs::read_to_string(&file).unwrap();
    let text = text.replace(
        "  - {kind: fairy, at: [-1, 0], beside: red}",
        "  - fairy@-1,0",
    );
    std::fs::write(&file, text).unwrap();
    file
}

#[test]
fn the_fairy_on_a_tile_scores_and_moves_as_jcloisterzone_plays_it() {
    let dir = crate::common::TempDir::new("pd-on-tile");
    let file = on_tile_example(&dir);
    // At the end: red's road (4) and the fairy's 3 for the road's first follower on her tile.
    let (code, v) = crate::common::json(&["--format", "json", "score", &file]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["players"][0]["total"], 5 + 4 + 3, "{v}");
    assert_eq!(v["players"][1]["total"], 3 + 1, "{v}");
    assert!(v.to_string().contains(rule::PD_FAIRY_ON_TILE), "{v}");
    // Blue moves her onto the start tile, where blue's knight stands.
    let lay = ["--tile", "BA/RFr", "--at=-3,0"];
    let mv = |player: &str, action: &str| {
        let mut a = vec!["--player", player];
        a.extend(lay);
        a.extend(["--action", action]);
        judged_in(&file, &a)
    };
    let (legal, _, v) = mv("blue", "fairy=blue@0,0");
    assert!(legal, "{v}");
    let moved = v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["effect"] == "moved")
        .unwrap();
    assert_eq!(moved["to"]["square"], "0,0", "{v}");
    assert!(moved["to"]["beside"].is_null(), "{v}");
    assert_eq!(moved["rule"], rule::PD_FAIRY_ON_TILE);
    // No follower of blue's on -1,0; red's fairy is on -1,0 already.
    assert_eq!(mv("blue", "fairy=blue@-1,0").1, [rule::PD_FAIRY_ON_TILE]);
    assert_eq!(mv("red", "fairy=red@-1,0").1, [rule::PD_FAIRY_ON_TILE]);
    // Red, whose one piece stands on her tile, gains a point at the start of the turn; blue
    // none.
    let mut a = vec!["--player", "red"];
    a.extend(lay);
    let (legal, _, v) = judged_in(&file, &a);
    assert!(legal, "{v}");
    assert_eq!(v["scored"]["red"], 1, "{v}");
    let (_, _, v) = mv("blue", "fairy=blue@0,0");
    assert_eq!(v["scored"]["blue"], 0, "{v}");
    // The same file under the default reads the fairy as standing alone: no bonus.
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace("  fairy-placement: on-tile\n", "");
    let (code, out, err) =
        crate::common::run_with_input(&["--format", "json", "score", "-"], &text);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["players"][0]["total"], 5 + 4, "{v}");
}

/// A barn laid on a field scores it during play, and the fairy beside a farmer there pays her
/// 3 as for any feature scored (JCloisterZone's fairy bonus counts the barn's field scorings;
/// classic-expansions.md §3.3), though the field itself gives 0 (no completed city).
#[test]
fn the_fairy_pays_in_a_field_a_barn_scores() {
    let dir = crate::common::TempDir::new("fairy-barn");
    let file = dir.join("position.yaml");
    std::fs::write(
        &file,
        "game: carcassonne
rules: {expansions: [abbey-and-mayor, princess-and-dragon]}
players: [{name: Alice, color: red}, {name: Bob, color: blue}]
turn: blue
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - {tile: BA/Rr, at: [1, 0]}
  - tile: BA/L
    at: [0, 1]
    pieces:
      - {owner: red, kind: follower, feature: \"field:NNW\"}
figures:
  - {kind: fairy, at: [0, 1], beside: red}
",
    )
    .unwrap();
    let (legal, _, v) = judged_in(
        file.to_str().unwrap(),
        &[
            "--tile", "BA/LR", "--at", "1,1", "--rot", "180", "--action", "barn=1,1",
        ],
    );
    assert!(legal, "{v}");
    let fairy: Vec<&Value> = v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["rule"] == rule::PD_FAIRY_SCORE)
        .collect();
    assert_eq!(fairy.len(), 1, "{v}");
    assert_eq!(fairy[0]["points"], 3, "{v}");
    assert_eq!(v["scored"], serde_json::json!({"red": 3, "blue": 0}), "{v}");
}

#[test]
fn a_follower_may_top_a_tower_on_the_dragons_tile() {
    // JCloisterZone's tower placement asks nothing of the dragon: a follower put on a tower
    // where the dragon stands is a position it reaches, and so is the move that puts it there.
    let position = |piece: &str| {
        format!(
            "game: carcassonne\nrules:\n  expansions: [princess-and-dragon, tower]\nplayers:\n  - {{name: Alice, color: red}}\n  - {{name: Bob, color: blue}}\nturn: red\ntower-floors:\n  red: {{placed: 1}}\ntiles:\n  - {{tile: BA/RCr, at: [0, 0], rot: 0}}\n  - {{tile: DG/Rr.v, at: [1, 0], rot: 0}}\n  - tile: TO/F\n    at: [0, 1]\n    height: 1\n{piece}figures:\n  - {{kind: dragon, at: [0, 1]}}\n"
        )
    };
    let dir = crate::common::TempDir::new("pd-dragon-tower");
    let topped = crate::common::write_in(
        &dir,
        "topped.yaml",
        &position("    pieces:\n      - {owner: red, kind: follower, feature: tower}\n"),
    );
    let (code, rules) = crate::common::problem_rules(&topped);
    assert_eq!((code, rules), (0, Vec::<String>::new()));
    let bare = crate::common::write_in(&dir, "bare.yaml", &position(""));
    let (code, v) = crate::common::json(&[
        "move",
        &bare,
        "--tile",
        "BA/RFr",
        "--at",
        "-1,0",
        "--rot",
        "0",
        "--action",
        "tower-top=follower@0,1",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{v}");
}

#[test]
fn the_fairy_may_share_the_dragon_s_tile_beside_a_tower_top() {
    // JCloisterZone moves the fairy beside any follower of the mover's, one on a tower top
    // where the dragon stands included (its fairy action asks nothing of the dragon): the
    // position that move reaches is one it plays on, with her beside the follower or, once the
    // follower is captured, alone on that tile.
    let position = |pieces: &str, fairy: &str| {
        format!(
            "game: carcassonne\nrules:\n  expansions: [princess-and-dragon, tower]\nplayers:\n  - {{name: Alice, color: red}}\n  - {{name: Bob, color: blue}}\nturn: red\ntower-floors:\n  red: {{placed: 1}}\ntiles:\n  - {{tile: BA/RCr, at: [0, 0], rot: 0}}\n  - {{tile: DG/Rr.v, at: [1, 0], rot: 0}}\n  - tile: TO/F\n    at: [0, 1]\n    height: 1\n{pieces}figures:\n  - {{kind: dragon, at: [0, 1]}}\n  - {{kind: fairy, at: {fairy}}}\n"
        )
    };
    let top = "    pieces:\n      - {owner: red, kind: follower, feature: tower}\n";
    let dir = crate::common::TempDir::new("pd-fairy-dragon-tower");
    for (name, pieces, fairy) in [
        ("beside.yaml", top, "[0, 1], beside: red"),
        ("alone.yaml", "", "[0, 1]"),
    ] {
        let file = crate::common::write_in(&dir, name, &position(pieces, fairy));
        assert_eq!(
            crate::common::problem_rules(&file),
            (0, Vec::<String>::new()),
            "{name}"
        );
    }
    // On a tile where no follower can stand beside the dragon she still cannot be.
    let plain = crate::common::write_in(
        &dir,
        "plain.yaml",
        &position("", "[1, 0]").replace("at: [0, 1]}", "at: [1, 0]}"),
    );
    assert_eq!(
        crate::common::problem_rules(&plain),
        (1, vec![rule::PD_DRAGON_MOVE.to_string()])
    );
}

#[test]
fn a_castle_comes_after_the_dragon_and_needs_the_knight_still_there() {
    // JCloisterZone's turn runs the action (the princess), then the dragon's flight (before the
    // scoring, its default), then the castles (`CastlePhase`), which it offers on a city of the
    // tile that holds exactly one follower at that time.
    let dir = crate::common::TempDir::new("pd-castle");
    let file = crate::common::write_in(
        &dir,
        "castle.yaml",
        "game: carcassonne\nrules:\n  expansions: [princess-and-dragon, bridges-castles-and-bazaars]\nplayers:\n  - {name: Alice, color: red}\n  - {name: Bob, color: blue}\nturn: red\ntiles:\n  - tile: BA/RCr\n    at: [0, 0]\n    rot: 0\n    pieces:\n      - {owner: blue, kind: follower, feature: \"city:N\"}\n  - {tile: DG/Rr.v, at: [1, 0], rot: 0}\nfigures:\n  - {kind: dragon, at: [1, 0]}\n",
    );
    let dragon = |steps: &[&str]| {
        judged_in(
            &file,
            &with_steps(&["--tile", "DG/C.d", "--at", "0,-1", "--rot", "180"], steps),
        )
    };
    // Built before the flight: the castle would have saved the knight the dragon eats.
    let (legal, rules, v) = dragon(&["castle", "dragon=0,0", "dragon=0,-1"]);
    assert!(!legal, "{v}");
    assert_eq!(rules[0], rule::BCB_CASTLE_BUILD, "{v}");
    // After the flight the city holds nobody: no castle.
    let (legal, rules, v) = dragon(&["dragon=0,0", "dragon=0,-1", "castle"]);
    assert!(!legal, "{v}");
    assert_eq!(rules, [rule::BCB_CASTLE_BUILD], "{v}");
    assert!(dragon(&["dragon=0,0", "dragon=0,-1"]).0);
    // The princess sends the knight home: no castle either.
    let princess = |steps: &[&str]| {
        judged_in(
            &file,
            &with_steps(
                &[
                    "--tile",
                    "DG/CRRR.p",
                    "--at",
                    "0,-1",
                    "--rot",
                    "180",
                    "--action",
                    "princess=blue@0,0",
                ],
                steps,
            ),
        )
    };
    assert!(princess(&[]).0);
    let (legal, rules, v) = princess(&["castle"]);
    assert!(!legal, "{v}");
    assert_eq!(rules, [rule::BCB_CASTLE_BUILD], "{v}");
}

#[test]
fn a_wagon_does_not_ride_onto_the_tile_the_dragon_has_just_flown_to() {
    // JCloisterZone's `WagonPhase` (after the scoring) asks the dragon where it stands then:
    // after its flight before the scoring, not where it started.
    let dir = crate::common::TempDir::new("pd-wagon");
    let file = crate::common::write_in(
        &dir,
        "wagon.yaml",
        "game: carcassonne\nrules:\n  expansions: [princess-and-dragon, abbey-and-mayor]\nplayers:\n  - {name: Alice, color: red}\n  - {name: Bob, color: blue}\nturn: red\ntiles:\n  - tile: BA/RCr\n    at: [0, 0]\n    rot: 0\n    pieces:\n      - {owner: blue, kind: wagon, feature: \"road:W\"}\n  - {tile: DG/Rr.v, at: [1, 0], rot: 0}\n  - {tile: BA/LR, at: [1, 1], rot: 180}\nfigures:\n  - {kind: dragon, at: [1, 0]}\n",
    );
    // The tile closes blue's road; the dragon flies 1,0 -> 1,1 and stops there.
    let wagon = |to: &str| {
        judged_in(
            &file,
            &[
                "--tile",
                "DG/RRR.d",
                "--at",
                "-1,0",
                "--rot",
                "0",
                "--step",
                "dragon=1,1",
                "--step",
                to,
            ],
        )
    };
    let (legal, rules, v) = wagon("wagon=blue@1,1:monastery");
    assert!(!legal, "{v}");
    assert_eq!(rules, [rule::PD_DRAGON_TILE], "{v}");
    assert!(wagon("wagon=blue@0,0:city:N").0);
}

/// The pieces the dragon eats in a move's JSON verdict.
fn eaten(v: &Value) -> Vec<&str> {
    v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["rule"] == rule::PD_DRAGON_EAT)
        .map(|e| e["piece"].as_str().unwrap())
        .collect()
}

#[test]
fn the_dragon_eats_a_piece_put_earlier_in_the_move_where_it_lands() {
    // JCloisterZone's dragon eats every piece on the tile it enters: a follower put on a tower
    // top as the turn's action (before the flight), and under `after-scoring` a wagon that
    // rode on after the scoring (its `WagonPhase` comes before the dragon's).
    use arbiter_engine::carcassonne::catalogue::Catalogue;
    use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
    use arbiter_engine::carcassonne::turn::{adjudicate, Move, PieceAction};
    use arbiter_engine::carcassonne::Position;
    let text = "game: carcassonne\nrules:\n  expansions: [princess-and-dragon, tower]\nplayers:\n  - {name: Alice, color: red}\n  - {name: Bob, color: blue}\nturn: red\ntower-floors:\n  red: {placed: 1}\ntiles:\n  - {tile: BA/RCr, at: [0, 0], rot: 0}\n  - {tile: DG/Rr.v, at: [1, 0], rot: 0}\n  - {tile: TO/F, at: [2, 0], rot: 0, height: 1}\nfigures:\n  - {kind: dragon, at: [1, 0]}\n";
    let (setup, _) = arbiter_format::carcassonne::read(text.as_bytes()).unwrap();
    let position = Position::validate(setup);
    assert!(position.is_legal(), "{:?}", position.problems());
    let players = position.setup().players.clone();
    let step = |s: &str| {
        arbiter_format::action::step(
            &arbiter_format::yaml::Spanned::new(s.to_string(), Default::default()),
            &players,
        )
        .unwrap()
    };
    let (top, top_param) = step("tower-top=follower@2,0");
    let mv = Move {
        player: None,
        def: Catalogue::get().index_of("DG/RFr.d").unwrap(),
        pos: Pos::new(-1, 0),
        rot: Rotation::R0,
        action: PieceAction::Special(top, top_param),
        steps: vec![step("dragon=2,0")],
        again: false,
    };
    let v = adjudicate(&position, &mv);
    assert!(v.problems.is_empty(), "{:?}", v.problems);
    let next = arbiter_engine::carcassonne::replay::apply(position.setup(), &mv, &v);
    let tower = next.tiles.iter().find(|t| t.pos == Pos::new(2, 0)).unwrap();
    assert!(tower.pieces.is_empty(), "{:?}", tower.pieces);

    let dir = crate::common::TempDir::new("pd-wagon-after");
    let file = crate::common::write_in(
        &dir,
        "wagon.yaml",
        "game: carcassonne\nrules:\n  expansions: [princess-and-dragon, abbey-and-mayor]\n  dragon-move: after-scoring\nplayers:\n  - {name: Alice, color: red}\n  - {name: Bob, color: blue}\nturn: red\ntiles:\n  - tile: BA/RCr\n    at: [0, 0]\n    rot: 0\n    pieces:\n      - {owner: blue, kind: wagon, feature: \"road:W\"}\n  - {tile: DG/Rr.v, at: [1, 0], rot: 0}\n  - {tile: BA/LR, at: [1, 1], rot: 180}\nfigures:\n  - {kind: dragon, at: [1, 0]}\n",
    );
    let (legal, _, v) = judged_in(
        &file,
        &[
            "--tile",
            "DG/RRR.d",
            "--at",
            "-1,0",
            "--rot",
            "0",
            "--step",
            "wagon=blue@1,1:monastery",
            "--step",
            "dragon=1,1",
        ],
    );
    assert!(legal, "{v}");
    assert_eq!(eaten(&v), ["wagon"], "{v}");
}

#[test]
fn under_after_scoring_a_wagon_moves_before_the_dragon_flies() {
    // JCloisterZone's phases after the scoring: `WagonPhase`, `BigTopPhase`, then the
    // `DragonPhase` under `dragon-move: after-scoring` (GameStatePhaseReducer). A wagon written
    // after the flight would ride onto a tile the dragon has passed over, safe, where
    // JCloisterZone has the dragon eat it: that order is refused.
    let dir = crate::common::TempDir::new("pd-wagon-order");
    let file = crate::common::write_in(
        &dir,
        "wagon.yaml",
        "game: carcassonne\nrules:\n  expansions: [princess-and-dragon, abbey-and-mayor]\n  dragon-move: after-scoring\nplayers:\n  - {name: Alice, color: red}\n  - {name: Bob, color: blue}\nturn: red\ntiles:\n  - tile: BA/RCr\n    at: [0, 0]\n    rot: 0\n    pieces:\n      - {owner: blue, kind: wagon, feature: \"road:W\"}\n  - {tile: DG/Rr.v, at: [1, 0], rot: 0}\n  - {tile: BA/LR, at: [1, 1], rot: 180}\nfigures:\n  - {kind: dragon, at: [1, 0]}\n",
    );
    // The tile closes blue's road; the dragon flies 1,0 -> 0,0 -> -1,0 and stops there.
    let judged = |steps: &[&str]| {
        judged_in(
            &file,
            &with_steps(&["--tile", "DG/RRR.d", "--at", "-1,0", "--rot", "0"], steps),
        )
    };
    let (legal, rules, v) = judged(&["dragon=0,0", "dragon=-1,0", "wagon=blue@0,0:city:N"]);
    assert!(!legal, "{v}");
    assert_eq!(rules, [rule::PD_DRAGON_MOVE], "{v}");
    let text = v["problems"][0]["message"].as_str().unwrap();
    assert!(text.contains("wagon"), "{text}");
    let (code, out, _) = crate::common::run(&[
        "--lang",
        "nl",
        "move",
        &file,
        "--tile",
        "DG/RRR.d",
        "--at",
        "-1,0",
        "--rot",
        "0",
        "--step",
        "draak=0,0",
        "--step",
        "draak=-1,0",
        "--step",
        "wagen=blauw@0,0:city:N",
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("rijden eerst de wagens verder"), "{out}");
    // Written in JCloisterZone's order, the dragon eats the wagon on its way.
    let (legal, _, v) = judged(&["wagon=blue@0,0:city:N", "dragon=0,0", "dragon=-1,0"]);
    assert!(legal, "{v}");
    assert_eq!(eaten(&v), ["wagon"], "{v}");
}

#[test]
fn a_piece_the_dragon_eats_that_the_move_put_there_is_shown_where_it_stood() {
    // A follower put on a tower top as the action, then eaten by the dragon landing there:
    // the `removed` effect names the tower top of 2,0, in either language; and the dragon's
    // second square starts where its first ended.
    let dir = crate::common::TempDir::new("pd-eaten-address");
    let file = crate::common::write_in(
        &dir,
        "top.yaml",
        "game: carcassonne\nrules:\n  expansions: [princess-and-dragon, tower]\nplayers:\n  - {name: Alice, color: red}\n  - {name: Bob, color: blue}\nturn: red\ntower-floors:\n  red: {placed: 1}\ntiles:\n  - {tile: BA/RCr, at: [0, 0], rot: 0}\n  - {tile: DG/Rr.v, at: [1, 0], rot: 0}\n  - {tile: TO/F, at: [2, 0], rot: 0, height: 1}\nfigures:\n  - {kind: dragon, at: [1, 0]}\n",
    );
    for lang in ["en", "nl"] {
        let (_, v) = crate::common::json(&[
            "--lang",
            lang,
            "--format",
            "json",
            "move",
            &file,
            "--tile",
            "DG/RFr.d",
            "--at",
            "-1,0",
            "--action",
            "tower-top=follower@2,0",
            "--step",
            "dragon=2,0",
        ]);
        assert_eq!(v["legal"], true, "{v}");
        let eaten: Vec<&Value> = crate::common::effects(&v, "removed");
        assert_eq!(eaten.len(), 1, "{v}");
        assert_eq!(eaten[0]["address"], "red/follower@2,0:tower", "{lang}: {v}");
        assert_eq!(eaten[0]["from"]["square"], "2,0", "{lang}: {v}");
        assert_eq!(eaten[0]["from"]["feature"], "tower", "{lang}: {v}");
    }
    // Two squares of flight: the second starts at the first's end.
    let (_, v) = crate::common::json(&[
        "--format",
        "json",
        "move",
        &file,
        "--tile",
        "DG/RFr.d",
        "--at",
        "-1,0",
        "--step",
        "dragon=0,0",
        "--step",
        "dragon=-1,0",
    ]);
    assert_eq!(v["legal"], true, "{v}");
    let moved: Vec<&Value> = v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["effect"] == "moved")
        .collect();
    assert_eq!(moved.len(), 2, "{v}");
    assert_eq!(moved[0]["from"]["square"], "1,0", "{v}");
    assert_eq!(moved[1]["from"]["square"], "0,0", "{v}");
    assert_eq!(moved[1]["address"], "dragon@0,0", "{v}");
}
