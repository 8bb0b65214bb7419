//! Under the Big Top as JCloisterZone plays it: the end-game scoring of hand-made positions
//! (acrobats, the ringmaster's bonus, the last circus with its animal token written or left to
//! chance), a position's problems with acrobats, the big top and the tokens, and the moves
//! arbiter judges (a ringmaster's bonus during play, an acrobat on the tile laid) or refuses
//! to judge yet (a circus tile, whose big top moves with a token drawn at random).

use crate::common::{json, problem_rules, run, totals, write_in, TempDir};

const EXAMPLE: &str = "examples/under-the-big-top.yaml";

/// The example with its last token taken out (the circus's token not drawn yet).
fn example_without_token() -> String {
    std::fs::read_to_string(EXAMPLE)
        .unwrap()
        .replace("    token: 4\n", "")
}

#[test]
fn the_example_scores_acrobats_ringmaster_and_the_last_circus() {
    let (code, v) = json(&["score", EXAMPLE, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    // Acrobats 10 + 5, ringmaster 6, blue's farmer 3, circus 3 x 4 and 1 x 4.
    assert_eq!(totals(&v), vec![38, 24]);
    let rules: Vec<&str> = v["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    for r in [
        "bt.acrobat.final",
        "bt.ringmaster.bonus",
        "bt.circus.final",
        "bt.circus.score",
    ] {
        assert!(rules.contains(&r), "{r} not cited: {rules:?}");
    }
}

#[test]
fn an_unwritten_last_token_gives_each_players_range_not_a_total() {
    let dir = TempDir::new("big-top-range");
    let file = write_in(&dir, "open.yaml", &example_without_token());
    let (code, out, err) = run(&["score", &file]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.is_empty(), "no total is printed: {out}");
    // The elephant (7) lies on the first circus tile: 1, 3, 4, 5 or 6 remain.
    for part in [
        "Alice 29–44",
        "Bob 21–26",
        "1 → Alice 29, Bob 21",
        "6 → Alice 44, Bob 26",
        "token: N",
    ] {
        assert!(err.contains(part), "{part} missing: {err}");
    }
    assert!(!err.contains("7 → "), "the elephant is used: {err}");
    let (code, _, err) = run(&["--lang", "nl", "score", &file]);
    assert_eq!(code, 2);
    assert!(
        err.contains("dierenfiche") && err.contains("Alice 29–44"),
        "{err}"
    );
    // The place named is the big top's line.
    assert!(err.contains("big-top"), "{err}");
}

#[test]
fn a_last_circus_nobody_stands_around_scores_the_same_whatever_the_token() {
    let dir = TempDir::new("big-top-same");
    // Blue's monk at 0,3 is two rows from the big top at 0,1: nobody counts for its circus.
    let text = "game: carcassonne
rules: {expansions: [under-the-big-top]}
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
score: {red: 4, blue: 2}
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - {tile: BT/ffrf.bt, at: [0, 1]}
  - {tile: BA/LR, at: [0, 2], rot: 180}
  - tile: BA/L
    at: [0, 3]
    pieces:
      - {owner: blue, kind: follower, feature: monastery}
figures:
  - {kind: big-top, at: [0, 1]}
";
    let file = write_in(&dir, "same.yaml", text);
    let (code, v) = json(&["check", &file, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    let (code, out, err) = run(&["score", &file]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("every token still unused gives the same totals"),
        "{out}"
    );
}

/// A position around one acrobat tile at 1,0 and the circus tile at 0,1, with `pieces` on the
/// acrobat tile and `extra` entries appended.
fn around(pieces: &str, expansions: &str, extra: &str) -> String {
    format!(
        "game: carcassonne
rules: {{expansions: [under-the-big-top{expansions}]}}
players: [{{name: Ann, color: red}}, {{name: Bob, color: blue}}]
tiles:
  - {{tile: BA/RCr, at: [0, 0]}}
  - tile: BT/ffrr.ac
    at: [1, 0]
    pieces: [{pieces}]
  - {{tile: BT/ffrf.bt, at: [0, 1]}}
{extra}figures:
  - {{kind: big-top, at: [0, 1]}}
"
    )
}

#[test]
fn acrobats_are_ordinary_followers_three_at_most_beside_one_piece() {
    let dir = TempDir::new("acrobats");
    let acrobat = |o: &str| format!("{{owner: {o}, kind: follower, feature: acrobats}}");
    let three = [acrobat("red"), acrobat("blue"), acrobat("red")].join(", ");
    let cases: Vec<(String, &str, Option<&str>)> = vec![
        (three.clone(), "", None),
        (
            format!("{three}, {{owner: blue, kind: follower, feature: \"field:NNW\"}}"),
            "",
            None,
        ),
        (
            format!("{three}, {}", acrobat("blue")),
            "",
            Some("bt.acrobat.place"),
        ),
        (
            "{owner: red, kind: big-follower, feature: acrobats}".into(),
            ", inns-and-cathedrals",
            Some("bt.acrobat.place"),
        ),
        (
            "{owner: red, kind: ringmaster, feature: acrobats}".into(),
            "",
            Some("bt.acrobat.place"),
        ),
        (
            "{owner: red, kind: follower, feature: \"field:NNW\"}, {owner: blue, kind: follower, feature: \"road:S\"}".into(),
            "",
            Some("base.move.one-piece"),
        ),
    ];
    for (i, (pieces, expansions, want)) in cases.into_iter().enumerate() {
        let file = write_in(
            &dir,
            &format!("a{i}.yaml"),
            &around(&pieces, expansions, ""),
        );
        let (code, rules) = problem_rules(&file);
        match want {
            None => assert_eq!((code, rules.len()), (0, 0), "{pieces}: {rules:?}"),
            Some(rule) => {
                assert_eq!(code, 1, "{pieces}");
                assert!(rules.iter().any(|r| r == rule), "{pieces}: {rules:?}");
            }
        }
    }
}

#[test]
fn the_big_top_and_the_tokens_are_checked() {
    let dir = TempDir::new("big-top-check");
    let base = around("", "", "");
    let cases: Vec<(String, &str)> = vec![
        // On a tile without a circus space.
        (base.replace("{kind: big-top, at: [0, 1]}", "{kind: big-top, at: [0, 0]}"), "bt.bigtop.move"),
        // Circus tiles on the board, the big top not written.
        (
            base.replace("figures:\n  - {kind: big-top, at: [0, 1]}\n", ""),
            "bt.bigtop.move",
        ),
        // No animal token is worth 2.
        (
            base.replace(
                "{tile: BT/ffrf.bt, at: [0, 1]}",
                "{tile: BT/ffrf.bt, at: [0, 1], token: 2}",
            ),
            "bt.circus.score",
        ),
        // A token on an acrobat tile.
        (
            base.replace("    pieces: []\n", "    token: 3\n"),
            "bt.circus.score",
        ),
        // A piece on the circus space.
        (
            base.replace(
                "{tile: BT/ffrf.bt, at: [0, 1]}",
                "{tile: BT/ffrf.bt, at: [0, 1], pieces: [{owner: red, kind: follower, feature: circus}]}",
            ),
            "bt.spaces",
        ),
    ];
    for (i, (text, rule)) in cases.into_iter().enumerate() {
        let file = write_in(&dir, &format!("c{i}.yaml"), &text);
        let (code, rules) = problem_rules(&file);
        assert_eq!(code, 1, "{text}");
        assert!(rules.iter().any(|r| r == rule), "{text}: {rules:?}");
    }
    // Two elephants: the box holds one.
    let two = around(
        "",
        "",
        "  - {tile: BT/cfff.bt, at: [0, -1], rot: 180, token: 7}\n  - {tile: BT/cffr.bt, at: [-1, 0], rot: 90, token: 7}\n",
    );
    let file = write_in(&dir, "two.yaml", &two);
    let (code, rules) = problem_rules(&file);
    assert_eq!(code, 1);
    assert_eq!(
        rules.iter().filter(|r| *r == "bt.circus.score").count(),
        1,
        "{rules:?}"
    );
}

#[test]
fn the_last_circus_counts_every_follower_kind_once_and_no_special_figure() {
    let dir = TempDir::new("big-top-kinds");
    // Around the big top at 0,1: red's big follower (1, not 2) on the start tile's road, red's
    // builder on that road at -1,0 (0), red's acrobat at 1,0; blue's ringmaster in the acrobat
    // tile's field, blue's farmer on the circus tile, blue's abbot on a monastery at -1,1 and
    // blue's pig in the field at 1,1 (0). Token 5: red 2 x 5 = 10, blue 3 x 5 = 15.
    let text = "game: carcassonne
rules: {expansions: [under-the-big-top, inns-and-cathedrals, traders-and-builders, abbot]}
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
tiles:
  - tile: BA/RCr
    at: [0, 0]
    pieces:
      - {owner: red, kind: big-follower, feature: \"road:E\"}
  - tile: BA/RCr
    at: [-1, 0]
    pieces:
      - {owner: red, kind: builder, feature: \"road:W\"}
  - tile: BT/ffrr.ac
    at: [1, 0]
    pieces:
      - {owner: red, kind: follower, feature: acrobats}
      - {owner: blue, kind: ringmaster, feature: \"field:NNW\"}
  - tile: BT/ffrf.bt
    at: [0, 1]
    token: 5
    pieces:
      - {owner: blue, kind: follower, feature: \"field:NNW\"}
  - tile: BA/L
    at: [-1, 1]
    pieces:
      - {owner: blue, kind: abbot, feature: monastery}
  - tile: BA/LR
    at: [1, 1]
    rot: 180
    pieces:
      - {owner: blue, kind: pig, feature: \"field:NNW\"}
figures:
  - {kind: big-top, at: [0, 1]}
";
    let file = write_in(&dir, "kinds.yaml", text);
    let (code, rules) = problem_rules(&file);
    assert_eq!((code, rules.len()), (0, 0), "{rules:?}");
    let (code, v) = json(&["score", &file, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    let circus = v["features"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| {
            f["rules"]
                .as_array()
                .unwrap()
                .iter()
                .any(|r| r == "bt.circus.final")
        })
        .unwrap_or_else(|| panic!("no circus line: {v}"));
    let points = |color: &str| {
        circus["awards"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["color"] == color)
            .map(|a| a["points"].as_i64().unwrap())
    };
    assert_eq!(
        (points("red"), points("blue")),
        (Some(10), Some(15)),
        "{circus}"
    );
}

/// A road from 0,0 west, open at its west end, with red's ringmaster on it; an acrobat tile
/// at 1,0 closes its east end.
const RINGMASTER_ROAD: &str = "game: carcassonne
rules: {expansions: [under-the-big-top, inns-and-cathedrals]}
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
tiles:
  - tile: BA/RCr
    at: [0, 0]
    pieces:
      - {owner: red, kind: ringmaster, feature: \"road:W\"}
  - {tile: BT/ffrr.ac, at: [1, 0]}
";

fn effects(v: &serde_json::Value) -> Vec<serde_json::Value> {
    v["effects"].as_array().unwrap().clone()
}

#[test]
fn a_ringmasters_feature_scored_during_play_pays_two_per_space_around_it() {
    let dir = TempDir::new("ringmaster-move");
    let file = write_in(&dir, "road.yaml", RINGMASTER_ROAD);
    let (code, v) = json(&[
        "move", &file, "--tile", "BA/LR", "--at", "-1,0", "--rot", "270", "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    let fx = effects(&v);
    let bonus: Vec<&serde_json::Value> = fx
        .iter()
        .filter(|e| e["rule"] == "bt.ringmaster.bonus")
        .collect();
    assert_eq!(bonus.len(), 1, "{fx:?}");
    // One acrobat space around the ringmaster's tile (at 1,0): 2 points.
    assert_eq!(bonus[0]["points"], 2);
    assert_eq!(bonus[0]["player"], "red");
    // Not without a space around it: the same road one tile further from the acrobats.
    let far = RINGMASTER_ROAD.replace(
        "{tile: BT/ffrr.ac, at: [1, 0]}",
        "{tile: BA/LR, at: [1, 0], rot: 90}",
    );
    let file = write_in(&dir, "far.yaml", &far);
    let (code, v) = json(&[
        "move", &file, "--tile", "BA/LR", "--at", "-1,0", "--rot", "270", "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert!(
        effects(&v)
            .iter()
            .all(|e| e["rule"] != "bt.ringmaster.bonus"),
        "{v}"
    );
}

#[test]
fn an_acrobat_goes_on_the_tile_laid_only_as_an_ordinary_follower() {
    let dir = TempDir::new("acrobat-move");
    let file = write_in(&dir, "road.yaml", RINGMASTER_ROAD);
    let laid = [
        "move",
        &file,
        "--tile",
        "BT/ffrr.ac",
        "--at",
        "1,1",
        "--rot",
        "90",
    ];
    let with = |piece: &str| {
        let mut a = laid.to_vec();
        a.extend(["--piece", piece, "--format", "json"]);
        json(&a)
    };
    let (code, v) = with("follower@acrobats");
    assert_eq!(code, 0, "{v}");
    for piece in ["big-follower@acrobats", "ringmaster@acrobats"] {
        let (code, v) = with(piece);
        assert_eq!(code, 1, "{piece}: {v}");
        assert!(v.to_string().contains("bt.acrobat.place"), "{piece}: {v}");
    }
}

#[test]
fn a_circus_tile_is_refused_with_what_is_not_judged_yet() {
    let dir = TempDir::new("circus-move");
    let file = write_in(&dir, "road.yaml", RINGMASTER_ROAD);
    for (lang, words) in [("en", "does not judge"), ("nl", "beoordeelt deze zet")] {
        let (code, out, err) = run(&[
            "--lang",
            lang,
            "move",
            &file,
            "--tile",
            "BT/ffrf.bt",
            "--at",
            "0,1",
        ]);
        assert_eq!(code, 1, "{out}{err}");
        assert!(
            out.contains("bt.bigtop.move") && out.contains(words),
            "{out}"
        );
    }
}

#[test]
fn a_jcloisterzone_save_imports_its_ringmaster_and_acrobat_and_stops_at_a_circus() {
    let dir = TempDir::new("big-top-jcz");
    let record = dir.join("big-top.yaml");
    let record = record.to_string_lossy().into_owned();
    let (code, out, err) = run(&["import", "tests/jcz/big-top.jcz", "-o", &record]);
    assert_eq!(code, 0, "{out}{err}");
    let text = std::fs::read_to_string(&record).unwrap();
    for part in [
        "under-the-big-top",
        "piece: follower@acrobats",
        "piece: ringmaster@road:S",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    // Hal's ringmaster: the road of 2 tiles, and 2 for the acrobat space next to its tile.
    let (code, v) = json(&["replay", &record, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    let track: Vec<i64> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["track"].as_i64().unwrap())
        .collect();
    assert_eq!(track, vec![0, 4], "{v}");
    let circus = dir.join("circus.yaml");
    let circus = circus.to_string_lossy().into_owned();
    let (code, _, err) = run(&["import", "tests/jcz/big-top-circus.jcz", "-o", &circus]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = run(&["replay", &circus]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("bt.bigtop.move"), "{out}");
}
