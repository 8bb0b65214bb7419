//! Under the Big Top as JCloisterZone plays it: the end-game scoring of hand-made positions
//! (acrobats, the ringmaster's bonus, the last circus with its animal token written or left to
//! chance), a position's problems with acrobats, the big top and the tokens, the moves (the
//! ringmaster's bonus during play, acrobats on the tile laid and around it, a full pyramid
//! scored, the big top's move with the token drawn), and records whose last circus's token is
//! written in `final_draws` (replayed and imported).

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

/// The big top on the circus at 0,1 (red's ringmaster in its field), red's knight in the
/// start tile's city, red's and blue's acrobats at 1,0 and the elephant on the circus at -1,0
/// the big top left before.
const BIG_TOP_AT_0_1: &str = "game: carcassonne
rules: {expansions: [under-the-big-top]}
players: [{name: Alice, color: red}, {name: Bob, color: blue}]
turn: red
tiles:
  - tile: BA/RCr
    at: [0, 0]
    pieces:
      - {owner: red, kind: follower, feature: \"city:N\"}
  - {tile: BT/frrf.bt, at: [-1, 0], rot: 270, token: 7}
  - tile: BT/ffrr.ac
    at: [1, 0]
    pieces:
      - {owner: red, kind: follower, feature: acrobats}
      - {owner: blue, kind: follower, feature: acrobats}
  - tile: BT/ffrf.bt
    at: [0, 1]
    pieces:
      - {owner: red, kind: ringmaster, feature: \"field:NNW\"}
figures:
  - {kind: big-top, at: [0, 1]}
";

/// [`BIG_TOP_AT_0_1`] with `expansion` in play too.
fn big_top_with(expansion: &str) -> String {
    BIG_TOP_AT_0_1.replace(
        "expansions: [under-the-big-top]",
        &format!("expansions: [under-the-big-top, {expansion}]"),
    )
}

/// `move` on `file` laying the circus cap at 0,-1 (it closes the start tile's city), with
/// `steps` (`--step` each).
fn circus_cap(file: &str, steps: &[&str], lang: &str) -> (i32, String, String) {
    let mut args = vec![
        "--lang",
        lang,
        "move",
        file,
        "--tile",
        "BT/cfff.bt",
        "--at",
        "0,-1",
        "--rot",
        "180",
    ];
    for s in steps {
        args.extend(["--step", s]);
    }
    run(&args)
}

#[test]
fn the_big_top_scores_the_circus_it_leaves_with_the_token_drawn_then_moves() {
    let dir = TempDir::new("circus-move");
    let file = write_in(&dir, "bigtop.yaml", BIG_TOP_AT_0_1);
    let (code, v) = json(&[
        "move",
        &file,
        "--tile",
        "BT/cfff.bt",
        "--at",
        "0,-1",
        "--rot",
        "180",
        "--step",
        "animal-token=5",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{v}");
    let fx = effects(&v);
    // The city scores first and red's knight goes home: it no longer counts for the circus.
    let circus: Vec<&serde_json::Value> = fx.iter().filter(|e| e["feature"] == "circus").collect();
    assert_eq!(circus.len(), 1, "{fx:?}");
    // Red: the ringmaster and an acrobat, 2 x 5; blue: an acrobat, 5.
    assert_eq!(circus[0]["points"]["red"], 10, "{fx:?}");
    assert_eq!(circus[0]["points"]["blue"], 5, "{fx:?}");
    let city = fx.iter().position(|e| e["feature"] == "city").unwrap();
    let at = fx.iter().position(|e| e["feature"] == "circus").unwrap();
    assert!(city < at, "the turn's scoring comes first: {fx:?}");
    assert!(fx.iter().any(|e| e["effect"] == "tile_state"
        && e["key"] == "token"
        && e["square"] == "0,1"
        && e["value"] == 5));
    assert!(fx
        .iter()
        .any(|e| e["effect"] == "moved" && e["piece"] == "big-top" && e["to"]["square"] == "0,-1"));
    for r in ["bt.bigtop.move", "bt.circus.score"] {
        assert!(v["rules"].to_string().contains(r), "{r}: {v}");
    }
    // Another token, another score: nothing is fixed in advance.
    let (code, out, _) = circus_cap(&file, &["animal-token=1"], "en");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Alice 2, Bob 1"), "{out}");
}

#[test]
fn the_circus_token_must_be_said_and_still_unused() {
    let dir = TempDir::new("circus-token");
    let file = write_in(&dir, "bigtop.yaml", BIG_TOP_AT_0_1);
    for (lang, words) in [
        ("en", "animal-token=1, 3, 4, 5, 6 or 7"),
        ("nl", "dierenfiche"),
    ] {
        let (code, out, err) = circus_cap(&file, &[], lang);
        assert_eq!(code, 1, "{out}{err}");
        assert!(
            out.contains("bt.bigtop.move") && out.contains(words),
            "{out}"
        );
    }
    // The elephant lies on the circus at -1,0: the one in the box is used.
    let (code, out, _) = circus_cap(&file, &["animal-token=7"], "en");
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("bt.circus.score") && out.contains("still unused: 1, 3, 4, 5, 6"),
        "{out}"
    );
    let (code, out, _) = circus_cap(&file, &["animal-token=7"], "nl");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("nog ongebruikte: 1, 3, 4, 5, 6"), "{out}");
    // A word that is no token is bad input.
    let (code, _, err) = circus_cap(&file, &["animal-token=2"], "en");
    assert_eq!(code, 2, "{err}");
    // A tile without a circus draws no token.
    let (code, out, _) = run(&[
        "move",
        &file,
        "--tile",
        "BA/LR",
        "--at",
        "2,0",
        "--step",
        "animal-token=3",
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("shows no circus space"), "{out}");
}

#[test]
fn the_first_circus_tile_only_receives_the_big_top() {
    let dir = TempDir::new("circus-first");
    let text = BIG_TOP_AT_0_1
        .replace("figures:\n  - {kind: big-top, at: [0, 1]}\n", "")
        .replace("  - {tile: BT/frrf.bt, at: [-1, 0], rot: 270, token: 7}\n", "")
        .replace(
            "  - tile: BT/ffrf.bt\n    at: [0, 1]\n    pieces:\n      - {owner: red, kind: ringmaster, feature: \"field:NNW\"}\n",
            "",
        );
    let file = write_in(&dir, "first.yaml", &text);
    let (code, v) = json(&["check", &file, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    let (code, out, _) = circus_cap(&file, &[], "en");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("big top is put on the tile at 0,-1"), "{out}");
    assert!(!out.contains("circus "), "nothing is scored: {out}");
    let (code, out, _) = circus_cap(&file, &["animal-token=3"], "en");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("only receives it"), "{out}");
}

/// `move` laying a straight road at `at`, doing `action` instead of placing a piece.
fn road_with(file: &str, at: &str, rot: &str, action: &str) -> (i32, serde_json::Value) {
    json(&[
        "move", file, "--tile", "BA/LR", "--at", at, "--rot", rot, "--action", action, "--format",
        "json",
    ])
}

#[test]
fn an_acrobat_goes_on_a_space_around_the_tile_laid_while_fewer_than_three_stand_there() {
    let dir = TempDir::new("acrobat-around");
    let file = write_in(&dir, "bigtop.yaml", BIG_TOP_AT_0_1);
    // The road at 2,0 is beside the acrobat tile at 1,0.
    let (code, v) = road_with(&file, "2,0", "0", "acrobat=follower@1,0");
    assert_eq!(code, 0, "{v}");
    assert!(v["rules"].to_string().contains("bt.acrobat.place"), "{v}");
    assert!(
        effects(&v).iter().any(|e| e["effect"] == "placed"
            && e["piece"] == "follower"
            && e.to_string().contains("1,0")),
        "{v}"
    );
    // Diagonal counts too: the circus cap at 0,-1 touches 1,0 at a corner (and its big top
    // moves after the scoring, the acrobat counted for the circus it leaves: red 3 x 3).
    let (code, out, _) = circus_cap(&file, &["animal-token=3"], "en");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Alice 6, Bob 3"), "{out}");
    let (code, v) = json(&[
        "move",
        &file,
        "--tile",
        "BT/cfff.bt",
        "--at",
        "0,-1",
        "--rot",
        "180",
        "--action",
        "acrobat=follower@1,0",
        "--step",
        "animal-token=3",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{v}");
    let circus = effects(&v)
        .into_iter()
        .find(|e| e["feature"] == "circus")
        .unwrap();
    assert_eq!(circus["points"]["red"], 9, "{v}");
    // Only an ordinary follower; never two tiles away.
    let (code, v) = road_with(&file, "2,0", "0", "acrobat=ringmaster@1,0");
    assert_eq!(code, 1, "{v}");
    assert!(v.to_string().contains("only an ordinary follower"), "{v}");
    let (code, v) = road_with(&file, "-1,-1", "0", "acrobat=follower@1,0");
    assert_eq!(code, 1, "{v}");
    assert!(v.to_string().contains("out of reach"), "{v}");
    let (code, v) = road_with(&file, "2,0", "0", "acrobat=follower@0,0");
    assert_eq!(code, 1, "{v}");
    assert!(v.to_string().contains("no acrobat space at 0,0"), "{v}");
    // A third acrobat fills the pyramid; a fourth is refused.
    let full = BIG_TOP_AT_0_1.replace(
        "      - {owner: blue, kind: follower, feature: acrobats}\n",
        "      - {owner: blue, kind: follower, feature: acrobats}\n      - {owner: blue, kind: follower, feature: acrobats}\n",
    );
    let file = write_in(&dir, "full.yaml", &full);
    let (code, v) = road_with(&file, "2,0", "0", "acrobat=follower@1,0");
    assert_eq!(code, 1, "{v}");
    assert!(v.to_string().contains("holds 3 followers"), "{v}");
}

#[test]
fn a_full_pyramid_anywhere_is_scored_instead_of_placing_a_piece() {
    let dir = TempDir::new("pyramid");
    let full = BIG_TOP_AT_0_1.replace(
        "      - {owner: blue, kind: follower, feature: acrobats}\n",
        "      - {owner: blue, kind: follower, feature: acrobats}\n      - {owner: blue, kind: follower, feature: acrobats}\n",
    );
    let file = write_in(&dir, "full.yaml", &full);
    // Far from the tile laid: any full pyramid on the board.
    let (code, v) = road_with(&file, "-1,-1", "0", "acrobats-score=1,0");
    assert_eq!(code, 0, "{v}");
    let fx = effects(&v);
    let line = fx
        .iter()
        .find(|e| e["feature"] == "acrobats")
        .expect("the pyramid's line");
    assert_eq!(line["points"]["red"], 5, "{fx:?}");
    assert_eq!(line["points"]["blue"], 10, "{fx:?}");
    let home = fx
        .iter()
        .filter(|e| e["effect"] == "removed" && e["rule"] == "bt.acrobat.pyramid")
        .count();
    assert_eq!(home, 3, "{fx:?}");
    // Not a pyramid of two; not where no acrobat space is.
    let file = write_in(&dir, "two.yaml", BIG_TOP_AT_0_1);
    let (code, v) = road_with(&file, "2,0", "0", "acrobats-score=1,0");
    assert_eq!(code, 1, "{v}");
    assert!(v.to_string().contains("only a full pyramid of 3"), "{v}");
    assert!(v.to_string().contains("bt.acrobat.pyramid"), "{v}");
    // Instead of placing a piece, not besides.
    let (code, out, _) = run(&[
        "move",
        &full_path(&dir),
        "--tile",
        "BA/LR",
        "--at",
        "2,0",
        "--piece",
        "follower@monastery",
        "--step",
        "acrobats-score=1,0",
    ]);
    assert_eq!(code, 1, "{out}");
}

fn full_path(dir: &TempDir) -> String {
    dir.join("full.yaml").to_string_lossy().into_owned()
}

/// `tests/jcz/NAME.jcz` imported into `dir`: the record's path and text.
fn import(dir: &TempDir, name: &str) -> (String, String) {
    let record = dir
        .join(format!("{name}.yaml"))
        .to_string_lossy()
        .into_owned();
    let save = format!("tests/jcz/{name}.jcz");
    let (code, out, err) = run(&["import", &save, "-o", &record]);
    assert_eq!(code, 0, "{out}{err}");
    let text = std::fs::read_to_string(&record).unwrap();
    (record, text)
}

/// The players' score tracks of a `replay --format json`.
fn tracks(v: &serde_json::Value) -> Vec<i64> {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["track"].as_i64().unwrap())
        .collect()
}

#[test]
fn a_jcloisterzone_save_imports_its_ringmaster_acrobat_and_first_circus() {
    let dir = TempDir::new("big-top-jcz");
    let (record, text) = import(&dir, "big-top");
    for part in [
        "under-the-big-top",
        // An acrobat is a step of its own, on the tile laid as on the tiles around it.
        "- acrobat=follower@1,0",
        "piece: ringmaster@road:S",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    // Hal's ringmaster: the road of 2 tiles, and 2 for the acrobat space next to its tile.
    let (code, v) = json(&["replay", &record, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(tracks(&v), vec![0, 4], "{v}");
    let (circus, _) = import(&dir, "big-top-circus");
    // The first circus only receives the big top.
    let (code, v) = json(&["replay", &circus, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["played"], 4, "{v}");
    assert_eq!(v["legal"], true, "{v}");
}

#[test]
fn a_jcloisterzone_save_draws_the_circus_tokens_from_its_random_numbers() {
    let dir = TempDir::new("big-top-jcz-moves");
    let (record, text) = import(&dir, "big-top-moves");
    // Hal's acrobat from the circus tile at 0,1 (a corner away), the pyramid scored, and the
    // two tokens: r = 0.5 of 16 unused is the 9th, a seal (4); r = 0.6 of the 15 left is the
    // 10th, a bear (5) (with the seal still counted it would be a seal again).
    for part in [
        "- acrobat=follower@1,0",
        "- acrobats-score=1,0",
        "- animal-token=4",
        "- animal-token=5",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    let (code, v) = json(&["replay", &record, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["played"], 6, "{v}");
    // The circus at 0,1 with the seal: Gus's 2 acrobats 8, Hal's 4; the pyramid 10 and 5; the
    // circus at 0,-1 with nobody around.
    assert_eq!(tracks(&v), vec![18, 9], "{v}");
}

/// `tests/jcz/big-top-final.jcz` imported: a finished game (`endTurn`) whose last move lays a
/// circus tile, so the big top draws twice after the last `COMMIT`.
fn import_final(dir: &TempDir) -> (String, String) {
    import(dir, "big-top-final")
}

#[test]
fn a_finished_jcloisterzone_save_writes_the_last_circus_token_and_replays_to_its_totals() {
    let dir = TempDir::new("big-top-jcz-final");
    let (record, text) = import_final(&dir);
    // In play: r = 0.5 of 16 is a seal (4), r = 0.8 of the 15 left a tiger (6). At the end the
    // generator goes on from 0.8 (the tiger's draw moved it to 0.19998...): of the 14 left
    // that is the 3rd, a monkey (3); from 0.8 itself it would be the 12th, a bear (5).
    for part in [
        "- animal-token=4",
        "- animal-token=6",
        "final_draws:\n- animal-token=3",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    let (code, v) = json(&["replay", &record, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    // Gus: the first circus 4 x 1, his road 1, the last circus 3 x his follower at 0,1.
    // Hal: the first circus 4, the second 6 x his two acrobats, the acrobats 10 at the end.
    assert_eq!(totals(&v), vec![8, 26], "{v}");
    let finals = v["final_scoring"].as_array().unwrap();
    let circus = finals
        .iter()
        .find(|l| l["kind"] == "circus")
        .unwrap_or_else(|| panic!("no last circus: {v}"));
    let rules = circus["rules"].to_string();
    assert!(rules.contains("bt.circus.final"), "{circus}");
    // `score` on the record reads the same final draw.
    let (code, v) = json(&["score", &record, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(totals(&v), vec![8, 26], "{v}");
}

#[test]
fn a_record_without_the_final_draw_gives_the_range_as_score_does() {
    let dir = TempDir::new("big-top-final-open");
    let (_, text) = import_final(&dir);
    let open = write_in(
        &dir,
        "open.yaml",
        &text.replace("final_draws:\n- animal-token=3\n", ""),
    );
    let (code, out, err) = run(&["replay", &open]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.is_empty(), "no total is printed: {out}");
    assert!(err.contains("Gus 6–12, Hal 26"), "{err}");
    let (code, v) = json(&["replay", &open, "--format", "json"]);
    assert_eq!(code, 2, "{v}");
    let message = v["input_errors"][0]["message"].as_str().unwrap();
    for part in [
        "Gus 6–12, Hal 26",
        "1 → Gus 6, Hal 26; 3 → Gus 8, Hal 26",
        "final_draws: [animal-token=N]",
    ] {
        assert!(message.contains(part), "{part} missing: {message}");
    }
    // At the last move, after which the game ended.
    let lines: Vec<&str> = text.lines().collect();
    let last = lines
        .iter()
        .rposition(|l| l.starts_with("- player:"))
        .unwrap()
        + 1;
    assert_eq!(v["input_errors"][0]["line"], last, "{v}");
    let (code, _, err) = run(&["--lang", "nl", "replay", &open]);
    assert_eq!(code, 2);
    assert!(
        err.contains("dierenfiche") && err.contains("partijverslag"),
        "{err}"
    );
    // `score` of the record says the same, and where a record writes the token.
    let (code, out, err) = run(&["score", &open]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("Gus 6–12, Hal 26") && err.contains("final_draws"),
        "{err}"
    );
}

#[test]
fn a_final_draw_of_a_token_no_longer_left_is_refused_with_its_rule() {
    let dir = TempDir::new("big-top-final-used");
    let (_, text) = import_final(&dir);
    // The elephant drawn in play: none is left for the last circus.
    let used = text
        .replace("- animal-token=6", "- animal-token=7")
        .replace(
            "final_draws:\n- animal-token=3",
            "final_draws:\n- animal-token=7",
        );
    let file = write_in(&dir, "used.yaml", &used);
    let (code, v) = json(&["replay", &file, "--format", "json"]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(v["legal"], false, "{v}");
    assert_eq!(v["finished"], false, "{v}");
    let bad = &v["bad_final_draw"];
    assert_eq!(bad["draw"], "animal-token=7", "{v}");
    assert_eq!(bad["problems"][0]["rule"], "bt.circus.final", "{v}");
    let line = used.lines().position(|l| l == "- animal-token=7").unwrap() + 1;
    assert_eq!(bad["problems"][0]["line"], line, "{v}");
    assert!(
        bad["reasons"][0]
            .as_str()
            .unwrap()
            .contains("1, 3, 4, 5, 6"),
        "{v}"
    );
    let (code, out, _) = run(&["--lang", "nl", "replay", &file]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("nog ongebruikte: 1, 3, 4, 5, 6"), "{out}");
}

#[test]
fn final_draws_are_read_at_their_line_and_column() {
    let dir = TempDir::new("big-top-final-bad");
    let (_, text) = import_final(&dir);
    let at = text.lines().position(|l| l == "- animal-token=3").unwrap() + 1;
    let cases = [
        // Not a draw of the end of the game.
        (
            "- \"acrobats-score=1,0\"",
            "final_draws takes animal-token",
            "final_draws neemt",
        ),
        // No animal token is worth 2.
        ("- animal-token=2", "1, 3, 4, 5, 6, 7", "1, 3, 4, 5, 6, 7"),
        // Drawn once.
        (
            "- animal-token=3\n- dierenfiche=4",
            "written twice",
            "twee keer",
        ),
    ];
    for (draws, en, nl) in cases {
        let file = write_in(&dir, "bad.yaml", &text.replace("- animal-token=3", draws));
        for (lang, part) in [("en", en), ("nl", nl)] {
            let (code, out, err) = run(&["--lang", lang, "replay", &file, "--format", "json"]);
            assert_eq!(code, 2, "{draws}: {out}{err}");
            assert!(out.contains(part), "{draws} {lang}: {out}");
            assert!(out.contains("\"line\""), "{out}");
        }
    }
    let file = write_in(
        &dir,
        "twice.yaml",
        &text.replace("- animal-token=3", "- animal-token=3\n- dierenfiche=4"),
    );
    let (_, v) = json(&["replay", &file, "--format", "json"]);
    assert_eq!(v["input_errors"][0]["line"], at + 1, "{v}");
    assert_eq!(v["input_errors"][0]["column"], 3, "{v}");
    // Only a finished game has them.
    let file = write_in(
        &dir,
        "going.yaml",
        &text.replace("finished: true", "finished: false"),
    );
    let (code, v) = json(&["replay", &file, "--format", "json"]);
    assert_eq!(code, 2, "{v}");
    assert_eq!(v["input_errors"][0]["line"], at, "{v}");
    // The Dutch name is read, and written back in English.
    let file = write_in(
        &dir,
        "dutch.yaml",
        &text.replace("- animal-token=3", "- dierenfiche=3"),
    );
    let (code, v) = json(&["replay", &file, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(totals(&v), vec![8, 26], "{v}");
}

#[test]
fn the_ringmaster_may_top_a_tower_and_the_abbot_may_not() {
    let dir = TempDir::new("ringmaster-tower");
    let text = "game: carcassonne
rules: {expansions: [tower, under-the-big-top, abbot]}
players: [{name: Alice, color: red}, {name: Bob, color: blue}]
turn: red
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - {tile: TO/RRR, at: [1, 0], rot: 0, height: 1}
";
    let file = write_in(&dir, "tower.yaml", text);
    let top = |piece: &str| {
        let action = format!("tower-top={piece}@1,0");
        json(&[
            "move", &file, "--tile", "BA/L", "--at", "0,1", "--action", &action, "--format", "json",
        ])
    };
    let (code, v) = top("ringmaster");
    assert_eq!(code, 0, "{v}");
    assert!(v["rules"].to_string().contains("tower.top"), "{v}");
    let (code, v) = top("abbot");
    assert_eq!(code, 1, "{v}");
    assert!(v.to_string().contains("or a ringmaster"), "{v}");
}

#[test]
fn a_barn_scoring_pays_the_ringmasters_bonus_in_its_field() {
    let dir = TempDir::new("ringmaster-barn");
    let text = "game: carcassonne
rules: {expansions: [abbey-and-mayor, under-the-big-top]}
players: [{name: Alice, color: red}, {name: Bob, color: blue}]
turn: red
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - {tile: BT/ffrr.ac, at: [1, 0]}
  - tile: BA/L
    at: [0, 1]
    pieces:
      - {owner: red, kind: ringmaster, feature: \"field:NNW\"}
";
    let file = write_in(&dir, "barn.yaml", text);
    let (code, v) = json(&[
        "move", &file, "--tile", "BA/LR", "--at", "1,1", "--rot", "180", "--action", "barn=1,1",
        "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    // The field scores 0 (no completed city), the ringmaster 2 for the acrobat space at 1,0.
    let bonus: Vec<serde_json::Value> = effects(&v)
        .into_iter()
        .filter(|e| e["rule"] == "bt.ringmaster.bonus")
        .collect();
    assert_eq!(bonus.len(), 1, "{v}");
    assert_eq!(bonus[0]["points"], 2, "{v}");
}

#[test]
fn a_magic_portal_reaches_every_acrobat_space() {
    // With the Princess & the Dragon, a tile showing a magic portal laid at -2,0 reaches the
    // acrobat space at 1,0, three squares away; the same square with a plain road tile does not.
    let dir = TempDir::new("acrobat-portal");
    let text = big_top_with("princess-and-dragon");
    let file = write_in(&dir, "portal.yaml", &text);
    let lay = |tile: &str| {
        json(&[
            "move",
            &file,
            "--tile",
            tile,
            "--at",
            "-2,0",
            "--rot",
            "90",
            "--action",
            "acrobat=follower@1,0",
            "--format",
            "json",
        ])
    };
    let (code, v) = lay("DG/RRR.g");
    assert_eq!(code, 0, "{v}");
    assert!(
        effects(&v).iter().any(|e| e["effect"] == "placed"
            && e["piece"] == "follower"
            && e.to_string().contains("1,0")),
        "{v}"
    );
    let (code, v) = lay("BA/RRR");
    assert_eq!(code, 1, "{v}");
    assert!(v.to_string().contains("out of reach"), "{v}");
    // Without the Princess & the Dragon the portal tile is not in the box.
    let file = write_in(&dir, "plain.yaml", BIG_TOP_AT_0_1);
    let (code, v) = json(&[
        "move",
        &file,
        "--tile",
        "DG/RRR.g",
        "--at",
        "-2,0",
        "--rot",
        "90",
        "--action",
        "acrobat=follower@1,0",
        "--format",
        "json",
    ]);
    assert_ne!(code, 0, "{v}");
}

#[test]
fn no_acrobat_goes_on_a_tile_with_a_bridge() {
    // With Bridges, Castles & Bazaars: BT/ffrf.ac laid at -1,-1 with the optional bridge from
    // west to east takes no acrobat on its own space (JCloisterZone offers none there); the
    // same move without the bridge does.
    let dir = TempDir::new("acrobat-bridge");
    let text = big_top_with("bridges-castles-and-bazaars");
    let file = write_in(&dir, "bridge.yaml", &text);
    // The acrobat as the move's action, or as the tile's own piece (`--piece
    // follower@acrobats`): JCloisterZone lays the bridge before the piece, and offers no
    // acrobat on a tile with a bridge either way.
    for placed in [
        ["--action", "acrobat=follower@-1,-1"],
        ["--piece", "follower@acrobats"],
    ] {
        let lay = |steps: &[&str]| {
            let mut args = vec![
                "move",
                &file,
                "--tile",
                "BT/ffrf.ac",
                "--at",
                "-1,-1",
                "--rot",
                "0",
                placed[0],
                placed[1],
                "--format",
                "json",
            ];
            for s in steps {
                args.extend(["--step", s]);
            }
            json(&args)
        };
        let (code, v) = lay(&[]);
        assert_eq!(code, 0, "{placed:?}: {v}");
        let (code, v) = lay(&["bridge=-1,-1"]);
        assert_eq!(code, 1, "{placed:?}: {v}");
        assert_eq!(v["problems"][0]["rule"], "bcb.bridge.place", "{v}");
        assert!(v.to_string().contains("a bridge lies across it"), "{v}");
    }
}

/// Red's two acrobats and blue's one on the space at 1,0, the fairy beside `beside`.
fn fairy_at_acrobats(beside: &str) -> String {
    format!(
        "game: carcassonne
rules: {{expansions: [under-the-big-top, princess-and-dragon]}}
players: [{{name: Ann, color: red}}, {{name: Bob, color: blue}}]
turn: red
tiles:
  - {{tile: BA/RCr, at: [0, 0]}}
  - tile: BT/ffrr.ac
    at: [1, 0]
    pieces:
      - {{owner: red, kind: follower, feature: acrobats}}
      - {{owner: red, kind: follower, feature: acrobats}}
      - {{owner: blue, kind: follower, feature: acrobats}}
figures:
  - {{kind: fairy, at: [1, 0], {beside}}}
"
    )
}

#[test]
fn the_fairy_at_an_acrobat_space_pays_the_mover_a_point_per_own_acrobat_there() {
    // JCloisterZone's FairyPhase: with the fairy beside an acrobat, the player whose turn
    // begins scores 1 for each of his meeples on that space, whoever's acrobat she is beside.
    let dir = TempDir::new("fairy-acrobats");
    for (name, beside) in [
        ("blue", "beside: blue"),
        ("red", "beside: red, feature: acrobats"),
    ] {
        let file = write_in(&dir, &format!("{name}.yaml"), &fairy_at_acrobats(beside));
        let (code, v) = json(&[
            "move", &file, "--tile", "BA/L", "--at", "0,1", "--format", "json",
        ]);
        assert_eq!(code, 0, "{beside}: {v}");
        let fairy: Vec<&serde_json::Value> = v["effects"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["rule"] == "pd.fairy.turn")
            .collect();
        assert_eq!(fairy.len(), 1, "{beside}: {v}");
        assert_eq!(fairy[0]["points"], 2, "{beside}: {v}");
        assert_eq!(fairy[0]["player"], "red", "{beside}: {v}");
    }
    // Beside one of red's two acrobats, she may go beside the other.
    let file = write_in(
        &dir,
        "again.yaml",
        &fairy_at_acrobats("beside: red, feature: acrobats"),
    );
    let (code, v) = json(&[
        "move",
        &file,
        "--tile",
        "BA/L",
        "--at",
        "0,1",
        "--action",
        "fairy=red@1,0",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{v}");
}

#[test]
fn the_big_top_moves_after_the_wagons() {
    // JCloisterZone's turn: the scoring, the wagons' moves, then the big top. Red's wagon,
    // scored with the road BT/frrr.bt closes, moves on to the monastery at -1,0, beside the
    // circus at 0,1 the big top leaves: it counts there (5 with a bear). The token written
    // before the wagon's step is refused.
    let dir = TempDir::new("big-top-wagon");
    let file = write_in(
        &dir,
        "wagon.yaml",
        "game: carcassonne
rules: {expansions: [under-the-big-top, abbey-and-mayor]}
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
turn: red
tiles:
  - tile: BA/RCr
    at: [0, 0]
    pieces:
      - {owner: red, kind: wagon, feature: \"road:W\"}
  - {tile: BA/LR, at: [-1, 0], rot: 270}
  - {tile: BT/ffrf.bt, at: [0, 1]}
figures:
  - {kind: big-top, at: [0, 1]}
",
    );
    let lay = |steps: &[&str]| {
        let mut args = vec![
            "move",
            &file,
            "--tile",
            "BT/frrr.bt",
            "--at",
            "1,0",
            "--format",
            "json",
        ];
        for s in steps {
            args.extend(["--step", s]);
        }
        json(&args)
    };
    let (code, v) = lay(&["wagon=red@-1,0:monastery", "animal-token=5"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"]["red"], 8, "road 3, circus 5: {v}");
    let (code, v) = lay(&["animal-token=5", "wagon=red@-1,0:monastery"]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(v["problems"][0]["rule"], "bt.bigtop.move", "{v}");
    assert!(v.to_string().contains("after the wagon's step"), "{v}");
}

#[test]
fn an_acrobat_may_stand_on_the_dragons_tile_as_jcloisterzone_allows() {
    // JCloisterZone's acrobat placement (AcrobatsCapability) asks nothing of the dragon: an
    // acrobat joins the space at 1,0 under the dragon, and a position showing it is legal;
    // any other piece there is not.
    let dir = TempDir::new("acrobat-dragon");
    let text = "game: carcassonne
rules: {expansions: [under-the-big-top, princess-and-dragon]}
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
turn: red
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - {tile: DG/Rr.v, at: [-1, 0], rot: 180}
  - tile: BT/ffrr.ac
    at: [1, 0]
    pieces:
      - {owner: blue, kind: follower, feature: acrobats}
figures:
  - {kind: dragon, at: [1, 0]}
";
    let file = write_in(&dir, "acrobat.yaml", text);
    let (code, rules) = problem_rules(&file);
    assert_eq!((code, rules.len()), (0, 0), "{rules:?}");
    let (code, v) = json(&[
        "move",
        &file,
        "--tile",
        "BA/L",
        "--at",
        "0,1",
        "--action",
        "acrobat=follower@1,0",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{v}");
    let farmer = text.replace("feature: acrobats", "feature: \"field:NNW\"");
    let file = write_in(&dir, "farmer.yaml", &farmer);
    let (code, rules) = problem_rules(&file);
    assert_eq!(code, 1, "{rules:?}");
    assert!(rules.iter().any(|r| r == "pd.dragon.tile"), "{rules:?}");
}

#[test]
fn a_position_with_acrobats_on_a_bridges_tile_is_illegal() {
    // JCloisterZone lays no bridge over an occupied acrobat space and puts no acrobat on a
    // tile with a bridge: such a position cannot arise.
    let dir = TempDir::new("acrobat-bridge-position");
    let text = "game: carcassonne
rules: {expansions: [under-the-big-top, bridges-castles-and-bazaars]}
players: [{name: Ann, color: red}, {name: Bob, color: blue}]
tiles:
  - {tile: BA/RCr, at: [0, 0]}
  - tile: BT/ffrf.ac
    at: [0, 1]
    bridge-we: 1
    pieces:
      - {owner: blue, kind: follower, feature: acrobats}
      - {owner: red, kind: follower, feature: acrobats}
";
    let file = write_in(&dir, "bridge.yaml", text);
    let (code, rules) = problem_rules(&file);
    assert_eq!(code, 1, "{rules:?}");
    assert_eq!(rules, vec!["bcb.bridge.place".to_string()], "{rules:?}");
    // Without the bridge, or with the bridge and nobody on the space, it is legal.
    for legal in [
        text.replace("    bridge-we: 1\n", ""),
        text.replace(
            "    pieces:\n      - {owner: blue, kind: follower, feature: acrobats}\n      - {owner: red, kind: follower, feature: acrobats}\n",
            "",
        ),
    ] {
        let file = write_in(&dir, "legal.yaml", &legal);
        let (code, rules) = problem_rules(&file);
        assert_eq!((code, rules.len()), (0, 0), "{legal}: {rules:?}");
    }
}

/// JCloisterZone plays the Under the Big Top tiles without a big top when its `big-top`
/// element is not in the save's setup (no `BigTopCapability`: no circus is ever scored):
/// arbiter plays the box only whole, so such a save is refused, naming the element. The
/// acrobats switched off change nothing a save can show (no piece of theirs is placed).
#[test]
fn a_save_playing_the_tiles_without_the_big_top_is_refused() {
    let (code, out, err) = crate::hills_and_sheep::import_without("big-top-circus", &["big-top"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("game element big-top") && err.contains("Under the Big Top"),
        "{err}"
    );
    let (code, out, err) = crate::hills_and_sheep::import_without("big-top-circus", &["acrobats"]);
    assert_eq!(code, 0, "{out}{err}");
}
