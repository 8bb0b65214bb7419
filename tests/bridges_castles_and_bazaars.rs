//! Bridges, Castles & Bazaars as JCloisterZone plays it: JCloisterZone's castle scenarios
//! imported and replayed to their asserted points (read from `../shared`, skipped with a
//! message where that folder is absent); the example's end-game scoring (a castle 0, castles
//! worth 4 to the field beside them, a road over a bridge); a position's problems with
//! bridges, castles and the players' supply; the moves arbiter judges (a castle built, a
//! castle scored during play, bridges laid in a move, a bazaar's auction).

use serde_json::Value;

use crate::common::jcz_games::{events, import_and_replay};
use crate::common::{arbiter, json, problem_rules, totals, write_in, TempDir};

const EXAMPLE: &str = "examples/bridges-castles-and-bazaars.yaml";

/// The example with `from` replaced by `to` (which must be there).
fn example_with(from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(EXAMPLE).unwrap();
    assert!(text.contains(from), "{from}");
    text.replacen(from, to, 1)
}

fn cites(v: &Value, rule: &str) -> bool {
    v["rules"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r.as_str() == Some(rule))
}

/// Every JCloisterZone scenario that plays this box's pieces, each reaching every assertion
/// it makes (`crate::jcz_import::check_file`):
///
/// | scenario | assertions |
/// |---|---|
/// | castle-unoccupied-trigger | 2 totals |
/// | field-castle-scoring | 1 total, a field event, a castle event of 0 (at the end) |
/// | princess-and-dragon/fairy-endgame-incomplete-castle (no fairy bonus: the castle is not scored at the end) | 1 total |
/// | abbey-and-mayor/abbey-wagon-move-bridge (a wagon on a bridge's road) | 1 total |
///
/// Left out (`crate::jcz_import::LEFT_OUT`): `castle-not-affected-by-corn-circles` plays Corn
/// Circles, which arbiter does not know, and its one assertion (`phase is TilePhase`) is
/// JCloisterZone's screen state, not points.
pub(crate) const SCENARIOS: &[&str] = &[
    "bridge-bazaar-and-castles/castle-unoccupied-trigger",
    "bridge-bazaar-and-castles/field-castle-scoring",
    "princess-and-dragon/fairy-endgame-incomplete-castle",
    "abbey-and-mayor/abbey-wagon-move-bridge",
];

#[test]
fn the_scenarios_with_bridges_and_castles_reach_their_asserted_points() {
    crate::jcz_import::check_scenarios(SCENARIOS);
}

#[test]
fn the_example_scores_a_castle_0_castles_4_for_the_field_and_the_bridge_road() {
    let (code, v) = json(&["score", EXAMPLE, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    // Red: track 5, the field beside both castles 8, the castle 0; blue: track 6, the road
    // over the bridge 3.
    assert_eq!(totals(&v), vec![13, 9]);
    for r in ["bcb.castle.fields", "bcb.castle.final"] {
        assert!(cites(&v, r), "{r} not cited: {v}");
    }
}

#[test]
fn the_bridge_joins_the_fields_under_it_and_carries_a_road() {
    // Without the bridge the tile is a plain field: blue's follower names no road there.
    let dir = TempDir::new("bcb-no-bridge");
    let file = write_in(&dir, "p.yaml", &example_with("    bridge-we: 1\n", ""));
    let (code, _) = json(&["score", &file, "--format", "json"]);
    assert_eq!(code, 2);
    // A pig beside red's farmer (Traders & Builders): 5 a castle.
    let pig = example_with(
        "expansions: [bridges-castles-and-bazaars]",
        "expansions: [bridges-castles-and-bazaars, traders-and-builders]",
    )
    .replace(
        "      - {owner: red, kind: follower, feature: \"field:SSE\"}\n",
        "      - {owner: red, kind: follower, feature: \"field:SSE\"}\n      - {owner: red, kind: pig, feature: \"field:SSE\"}\n",
    );
    let file = write_in(&dir, "pig.yaml", &pig);
    let (code, v) = json(&["score", &file, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(totals(&v), vec![5 + 10, 9]);
}

#[test]
fn bridges_castles_and_supplies_are_checked() {
    let dir = TempDir::new("bcb-checks");
    let (code, rules) = problem_rules(EXAMPLE);
    assert_eq!((code, rules.len()), (0, 0), "{rules:?}");
    // A bridge from north to south across the start tile, whose north edge is a city.
    let text = example_with(
        "  - tile: \"BA/RCr\"\n    at: [0, 0]\n    rot: 0\n",
        "  - tile: \"BA/RCr\"\n    at: [0, 0]\n    rot: 0\n    bridge-ns: 1\n",
    );
    let (code, rules) = problem_rules(&write_in(&dir, "edges.yaml", &text));
    assert_eq!(code, 1);
    assert!(rules.contains(&"bcb.bridge.place".to_string()), "{rules:?}");
    // Two bridges on one tile.
    let text = example_with(
        "  - {tile: \"BA/C\", at: [2, -1], rot: 270}",
        "  - {tile: \"BA/C\", at: [2, -1], rot: 270, bridge-ns: 1, bridge-we: 1}",
    );
    let (code, rules) = problem_rules(&write_in(&dir, "two.yaml", &text));
    assert_eq!(code, 1);
    assert!(rules.contains(&"bcb.bridge.place".to_string()), "{rules:?}");
    // A castle on a city that is not completed (the castle at 1,-1 without its partner).
    let text = example_with("  - {tile: \"BA/C\", at: [2, -1], rot: 270}\n", "");
    let (code, rules) = problem_rules(&write_in(&dir, "open.yaml", &text));
    assert_eq!(code, 1);
    assert_eq!(rules, vec!["bcb.castle.build".to_string()]);
    // The built block disagreeing with the board, and a player over their share.
    let text = example_with(
        "  blue: {bridges: 1, castles: 1}",
        "  blue: {bridges: 4, castles: 1}",
    );
    let (code, v) = json(&[
        "check",
        &write_in(&dir, "built.yaml", &text),
        "--format",
        "json",
    ]);
    assert_eq!(code, 1);
    let messages = v["problems"].to_string();
    assert!(messages.contains("bcb.supply"), "{messages}");
    // Red's follower in a castle red never built.
    let text = example_with(
        "  red: {bridges: 0, castles: 1}",
        "  red: {bridges: 1, castles: 0}",
    )
    .replace(
        "  blue: {bridges: 1, castles: 1}",
        "  blue: {bridges: 0, castles: 2}",
    );
    let (code, rules) = problem_rules(&write_in(&dir, "occupant.yaml", &text));
    assert_eq!(code, 1);
    assert_eq!(rules, vec!["bcb.supply".to_string()]);
}

#[test]
fn a_completed_feature_beside_a_castle_scores_the_castle() {
    let (code, v) = json(&[
        "move", EXAMPLE, "--tile", "BA/RRR", "--at", "2,0", "--rot", "0", "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    // Blue's road of 4 over the bridge; red's castle beside it takes the same 4.
    assert_eq!(v["scored"]["blue"], 4);
    assert_eq!(v["scored"]["red"], 4);
    assert!(cites(&v, "bcb.castle.score"), "{v}");
    // An empty road of 2 closed west of the castle: one of its tiles is beside the castle,
    // which takes its 2.
    let (code, v) = json(&[
        "move", EXAMPLE, "--tile", "BA/RRR", "--at", "-2,0", "--rot", "0", "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"]["red"], 2);
    // A tile that completes nothing: the castle waits.
    let (code, v) = json(&[
        "move", EXAMPLE, "--tile", "BA/C", "--at", "3,-1", "--rot", "0", "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert!(!cites(&v, "bcb.castle.score"), "{v}");
}

#[test]
fn a_castle_is_built_on_a_two_part_city_with_one_follower() {
    let dir = TempDir::new("bcb-build");
    let start = "game: carcassonne\nrules:\n  expansions: [bridges-castles-and-bazaars]\nplayers:\n  - {name: Alice, color: red}\n  - {name: Bob, color: blue}\nturn: red\ntiles:\n  - {tile: BA/RCr, at: [0, 0], rot: 0}\n";
    let file = write_in(&dir, "start.yaml", start);
    let build = |piece: Option<&str>| {
        let mut args = vec![
            "move", &file, "--tile", "BA/C", "--at", "0,-1", "--rot", "180", "--step", "castle",
            "--format", "json",
        ];
        if let Some(p) = piece {
            args.extend(["--piece", p]);
        }
        json(&args)
    };
    // Red's knight on the closing city part, then the castle: nothing scored, it stays.
    let (code, v) = build(Some("follower@city:S"));
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"]["red"], 0);
    assert!(v["returned"].as_array().is_none_or(|r| r.is_empty()), "{v}");
    // No follower in the city: no castle.
    let (code, v) = build(None);
    assert_eq!(code, 1, "{v}");
    assert!(
        v["problems"].to_string().contains("bcb.castle.build"),
        "{v}"
    );
}

/// `arbiter move` on the example laying a bazaar tile (the inn road closing blue's road over
/// the bridge) with these auction steps, as JSON.
fn auction(file: &str, steps: &[&str]) -> (i32, Value) {
    let mut args = vec![
        "move", file, "--tile", "BB/R.bi", "--at", "2,0", "--rot", "90", "--format", "json",
    ];
    for s in steps {
        args.extend(["--step", s]);
    }
    json(&args)
}

/// The points the auction moved, per colour, from the move's `points` effects.
fn auction_points(v: &Value) -> Vec<(String, i64)> {
    v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["rule"] == "bcb.bazaar.auction")
        .map(|e| {
            (
                e["player"].as_str().unwrap().to_string(),
                e["points"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_bazaar_auction_is_judged_and_moves_points() {
    let dir = TempDir::new("bcb-bazaar");
    let laid = ["bazaar-draw=BA/L", "bazaar-draw=BA/C"];
    // Blue (after red, the mover) picks and opens at 2, red raises to 3, blue sells: blue
    // takes 3 from red, who gets the tile; blue takes the last tile for nothing.
    let mut steps = laid.to_vec();
    steps.extend([
        "bazaar-pick=BA/L",
        "bazaar-bid=2",
        "bazaar-bid=3",
        "bazaar-sell",
    ]);
    let (code, v) = auction(EXAMPLE, &steps);
    assert_eq!(code, 0, "{v}");
    assert_eq!(
        auction_points(&v),
        [("blue".to_string(), 3), ("red".to_string(), -3)]
    );
    // Bought instead: blue pays red 3.
    *steps.last_mut().unwrap() = "bazaar-buy";
    let (code, v) = auction(EXAMPLE, &steps);
    assert_eq!(code, 0, "{v}");
    assert_eq!(
        auction_points(&v),
        [("blue".to_string(), -3), ("red".to_string(), 3)]
    );
    // Nobody raises: blue buys at once and loses the bid; no buy or sell is written.
    let mut unraised = laid.to_vec();
    unraised.extend(["bazaar-pick=BA/C", "kopen"]);
    let (code, v) = auction(EXAMPLE, &unraised[..4]);
    assert_eq!(code, 1, "{v}");
    unraised.splice(3.., ["bod=4", "passen"]);
    let (code, v) = auction(EXAMPLE, &unraised);
    assert_eq!(code, 0, "{v}");
    assert_eq!(auction_points(&v), [("blue".to_string(), -4)]);
    // A raise no higher than the bid, a pick of a tile not turned up, an auction stopped
    // half way, and a bazaar tile with no auction written.
    for (steps, words) in [
        (
            &["bazaar-pick=BA/L", "bazaar-bid=2", "bazaar-bid=2"][..],
            "a raise is at least 3",
        ),
        (&["bazaar-pick=BA/RRR"][..], "not among the tiles turned up"),
        (
            &["bazaar-pick=BA/L", "bazaar-bid=2"][..],
            "is still to pick, bid",
        ),
        (&["bazaar-bid=2"][..], "picks a tile first"),
    ] {
        let mut all = laid.to_vec();
        all.extend(steps);
        let (code, v) = auction(EXAMPLE, &all);
        assert_eq!(code, 1, "{steps:?}: {v}");
        assert!(v["problems"].to_string().contains(words), "{steps:?}: {v}");
    }
    let (code, v) = auction(EXAMPLE, &["bazaar-draw=BA/L"]);
    assert_eq!(code, 1, "{v}");
    assert!(v["problems"]
        .to_string()
        .contains("only 1 tile is turned up, of the 2 it needs"));
    // With no auction written while no bazaar tile of an earlier auction waits (nothing under
    // `bazaar:`), the auction owed is missing.
    let (code, v) = auction(EXAMPLE, &[]);
    assert_eq!(code, 1, "{v}");
    assert!(
        v["problems"]
            .to_string()
            .contains("an auction follows this turn"),
        "{v}"
    );
    // No auction after a tile without a bazaar.
    let (code, v) = json(&[
        "move",
        EXAMPLE,
        "--tile",
        "BA/RRR",
        "--at",
        "2,0",
        "--rot",
        "0",
        "--step",
        "bazaar-draw=BA/L",
        "--format",
        "json",
    ]);
    assert_eq!(code, 1, "{v}");
    assert!(v["problems"].to_string().contains("shows no bazaar"), "{v}");
    // Under bazaar-no-auction: only picks, and a bazaar tile needs none written.
    let text = example_with(
        "  expansions: [bridges-castles-and-bazaars]\n",
        "  expansions: [bridges-castles-and-bazaars]\n  bazaar-no-auction: true\n",
    );
    let file = write_in(&dir, "no-auction.yaml", &text);
    let (code, v) = auction(&file, &[]);
    assert_eq!(code, 0, "{v}");
    let mut picks = laid.to_vec();
    picks.push("bazaar-pick=BA/C");
    let (code, v) = auction(&file, &picks);
    assert_eq!(code, 0, "{v}");
    assert!(auction_points(&v).is_empty());
    picks.push("bazaar-bid=1");
    let (code, v) = auction(&file, &picks);
    assert_eq!(code, 1, "{v}");
}

/// A start tile (city north, road west to east) and, when `more` says so, further tile
/// entries; red moves unless `turn` says otherwise.
fn bridge_board(more: &str, turn: &str) -> String {
    format!(
        "game: carcassonne\nrules:\n  expansions: [bridges-castles-and-bazaars]\nplayers:\n  - {{name: Alice, color: red}}\n  - {{name: Bob, color: blue}}\nturn: {turn}\ntiles:\n  - tile: BA/RCr\n    at: [0, 0]\n    rot: 0\n{more}"
    )
}

/// `arbiter move` on `file` laying `tile` at `at` (rot 0) with `extra` arguments, as JSON.
fn lay(file: &str, tile: &str, at: &str, extra: &[&str]) -> (i32, Value) {
    let mut args = vec![
        "move", file, "--tile", tile, "--at", at, "--rot", "0", "--format", "json",
    ];
    args.extend(extra);
    json(&args)
}

/// The reason (`why`) a bridge step was refused for, read from the English message.
fn refused(v: &Value, words: &str) -> bool {
    let p = v["problems"].to_string();
    p.contains("bcb.") && p.contains(words)
}

#[test]
fn a_bridge_laid_on_the_new_tile_before_the_action_carries_a_follower() {
    let dir = TempDir::new("bcb-bridge-optional");
    let file = write_in(&dir, "p.yaml", &bridge_board("", "red"));
    // A monastery tile south of the start tile fits as it is: a bridge west to east (its
    // north end faces the start tile), and red's follower on the bridge's road.
    let (code, v) = lay(
        &file,
        "BA/L",
        "0,1",
        &["--step", "bridge=0,1", "--piece", "follower@road:W"],
    );
    assert_eq!(code, 0, "{v}");
    assert!(cites(&v, "bcb.bridge.move"), "{v}");
    let effects = v["effects"].to_string();
    assert!(effects.contains("\"key\":\"bridge-we\""), "{effects}");
    assert!(effects.contains("\"bridges\":1"), "{effects}");
    assert!(effects.contains("\"feature\":\"road:W\""), "{effects}");
    // Without the bridge there is no road to stand on: bad input, named at the flag.
    let (code, _) = lay(&file, "BA/L", "0,1", &["--piece", "follower@road:W"]);
    assert_eq!(code, 2);
    // With the bridge on a tile that does not need one, both ends must face empty squares:
    // one beside the start tile has its west end against it, and the other axis crosses a
    // road.
    let text = bridge_board("  - {tile: BA/L, at: [1, 1], rot: 0}\n", "red");
    let file = write_in(&dir, "q.yaml", &text);
    let (code, v) = lay(&file, "BA/L", "0,1", &["--step", "bridge=0,1"]);
    assert_eq!(code, 1, "{v}");
    assert!(refused(&v, "must face empty squares"), "{v}");
    // A tile that fits as it is takes no bridge on its neighbour.
    let (code, v) = lay(&file, "BA/L", "2,1", &["--step", "bridge=1,1"]);
    assert_eq!(code, 1, "{v}");
    assert!(refused(&v, "fits without a bridge"), "{v}");
    // Nor on a square that is neither the new tile nor beside it.
    let (code, v) = lay(&file, "BA/L", "0,1", &["--step", "bridge=5,5"]);
    assert_eq!(code, 1, "{v}");
    assert!(refused(&v, "or on a tile beside it"), "{v}");
}

#[test]
fn a_tile_that_fits_only_with_a_bridge_is_laid_with_it() {
    let dir = TempDir::new("bcb-bridge-needed");
    let file = write_in(&dir, "p.yaml", &bridge_board("", "red"));
    // East of the start tile a plain field tile meets its road: only a bridge west to east
    // on the new tile makes it fit, and a follower may stand on it, joining that road.
    let (code, v) = lay(&file, "BA/L", "1,0", &[]);
    assert_eq!(code, 1, "{v}");
    assert!(v["problems"].to_string().contains("base.tile.edges-match"));
    let (code, v) = lay(
        &file,
        "BA/L",
        "1,0",
        &["--step", "bridge=1,0", "--piece", "follower@road:E"],
    );
    assert_eq!(code, 0, "{v}");
    // A bridge on the neighbour whose field edge faces the new tile's road: the monastery
    // tile at 0,1 takes one west to east for a straight road laid east of it.
    let text = bridge_board("  - {tile: BA/L, at: [0, 1], rot: 0}\n", "red");
    let file = write_in(&dir, "n.yaml", &text);
    let (code, v) = lay(&file, "BA/RFr", "1,1", &["--step", "bridge=0,1"]);
    assert_eq!(code, 0, "{v}");
    let effects = v["effects"].to_string();
    assert!(effects.contains("\"square\":\"0,1\""), "{effects}");
    // Not when the bridge's far end meets a tile.
    let text = bridge_board(
        "  - {tile: BA/L, at: [0, 1], rot: 0}\n  - {tile: BA/L, at: [-1, 1], rot: 0}\n",
        "red",
    );
    let file = write_in(&dir, "far.yaml", &text);
    let (code, v) = lay(&file, "BA/RFr", "1,1", &["--step", "bridge=0,1"]);
    assert_eq!(code, 1, "{v}");
    assert!(refused(&v, "must end at an empty square"), "{v}");
    // One bridge per move, and none for a player who has built all of theirs.
    let (code, v) = lay(
        &file,
        "BA/L",
        "1,0",
        &["--step", "bridge=1,0", "--step", "bridge=1,0"],
    );
    assert_eq!(code, 1, "{v}");
    assert!(refused(&v, "at most one bridge"), "{v}");
    let text = bridge_board("", "red").replace(
        "turn: red\n",
        "turn: red\nbuilt:\n  red: {bridges: 3, castles: 0}\n",
    ) + "  - {tile: BA/L, at: [0, -5], rot: 0, bridge-ns: 1}\n";
    let file = write_in(&dir, "spent.yaml", &text);
    let (code, v) = lay(&file, "BA/L", "1,0", &["--step", "bridge=1,0"]);
    assert_eq!(code, 1, "{v}");
    assert!(refused(&v, "every bridge they have"), "{v}");
}

#[test]
fn a_road_completed_by_a_bridge_scores_and_a_record_replays_it() {
    let dir = TempDir::new("bcb-bridge-road");
    // Red's follower on the start tile's road, a junction west of it and one two squares
    // east: a field tile between them fits only with its bridge, which closes the road of
    // four tiles.
    let text = bridge_board(
        "    pieces:\n      - {owner: red, kind: follower, feature: \"road:W\"}\n  - {tile: BA/RRR, at: [-1, 0], rot: 0}\n  - {tile: BA/L, at: [0, 1], rot: 0}\n  - {tile: BA/L, at: [1, 1], rot: 0}\n  - {tile: BA/L, at: [2, 1], rot: 0}\n  - {tile: BA/RRR, at: [2, 0], rot: 180}\n",
        "blue",
    );
    let file = write_in(&dir, "p.yaml", &text);
    let (code, v) = lay(&file, "BA/L", "1,0", &["--step", "bridge=1,0"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"]["red"], 4, "{v}");
    // A record: red lays an optional bridge and stands on it, blue a needed one and stands on
    // it, red extends red's bridge road; each road is worth 2 at the end.
    let record = "start:\n  game: carcassonne\n  rules: {expansions: [bridges-castles-and-bazaars]}\n  players:\n    - {name: Alice, color: red}\n    - {name: Bob, color: blue}\n  tiles:\n    - {tile: BA/RCr, at: [0, 0]}\nmoves:\n  - {player: red, tile: BA/L, at: [0, 1], rot: 0, piece: follower@road:W, steps: [\"bridge=0,1\"]}\n  - {player: blue, tile: BA/L, at: [1, 0], rot: 0, steps: [\"brug=1,0\"], piece: follower@road:E}\n  - {player: red, tile: BA/RFr, at: [-1, 1], rot: 0}\n";
    let file = write_in(&dir, "r.yaml", record);
    let (code, v) = json(&["replay", &file, "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(totals(&v), vec![2, 2]);
}

#[test]
fn a_castle_scored_sets_off_the_castle_beside_it() {
    // Blue's castle north of red's: none of the road's squares is around it, but red's
    // castle's tile at 0,-1 is.
    let dir = TempDir::new("bcb-chain");
    let text = example_with(
        "  blue: {bridges: 1, castles: 1}",
        "  blue: {bridges: 1, castles: 2}",
    ) + "  - tile: \"BA/C\"\n    at: [-1, -2]\n    rot: 90\n    features: {\"city:E\": {castle: 1}}\n    pieces:\n      - {owner: blue, kind: follower, feature: \"city:E\"}\n  - {tile: \"BA/C\", at: [0, -2], rot: 270}\n";
    let file = write_in(&dir, "chain.yaml", &text);
    let (code, rules) = problem_rules(&file);
    assert_eq!((code, rules.len()), (0, 0), "{rules:?}");
    let (code, v) = json(&[
        "move", &file, "--tile", "BA/RRR", "--at", "2,0", "--rot", "0", "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    // Blue: the road 4 and the castle set off 4; red: the castle beside the road 4.
    assert_eq!(v["scored"]["blue"], 8);
    assert_eq!(v["scored"]["red"], 4);
}

/// The example with The Princess & the Dragon in play too, and `figures` (a `figures:` block).
fn with_dragon(tiles: &str, figures: &str) -> String {
    example_with(
        "expansions: [bridges-castles-and-bazaars]",
        "expansions: [bridges-castles-and-bazaars, princess-and-dragon]",
    ) + tiles
        + "figures:\n"
        + figures
}

#[test]
fn the_fairy_beside_a_castle_occupant_pays_her_3_when_the_castle_scores() {
    let dir = TempDir::new("bcb-fairy");
    // The fairy beside red's follower in the castle at 0,-1; blue's road over the bridge
    // closed: red gets the fairy's point at the start of the turn, the castle's 4 and her 3.
    let text = with_dragon("", "  - {kind: fairy, at: [0, -1], beside: red}\n");
    let file = write_in(&dir, "fairy.yaml", &text);
    let (code, v) = json(&[
        "move", &file, "--tile", "BA/RRR", "--at", "2,0", "--rot", "0", "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"]["red"], 1 + 4 + 3, "{v}");
    assert_eq!(v["scored"]["blue"], 4, "{v}");
    assert!(
        cites(&v, "pd.fairy.score") && cites(&v, "bcb.castle.score"),
        "{v}"
    );
    // Beside blue's follower on the bridge instead: blue's road pays her 3, the castle none.
    let text = with_dragon("", "  - {kind: fairy, at: [1, 0], beside: blue}\n");
    let file = write_in(&dir, "road.yaml", &text);
    let (code, v) = json(&[
        "move", &file, "--tile", "BA/RRR", "--at", "2,0", "--rot", "0", "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(
        (v["scored"]["red"].clone(), v["scored"]["blue"].clone()),
        (4.into(), 7.into())
    );
}

#[test]
fn the_dragon_leaves_a_castle_occupant_where_it_lands() {
    let dir = TempDir::new("bcb-dragon");
    // The dragon on a volcano north-west of the castle flies over the castle's tile, the
    // scored castle, the new tile, the bridge and the start tile: it eats blue's follower on
    // the bridge and red's farmer, not red's follower in the castle.
    let text = with_dragon(
        "  - {tile: DG/F.v, at: [-1, -1], rot: 0}\n",
        "  - {kind: dragon, at: [-1, -1]}\n",
    );
    let file = write_in(&dir, "dragon.yaml", &text);
    let mut args = vec![
        "move", &file, "--tile", "DG/Rr.d", "--at", "2,0", "--rot", "0", "--format", "json",
    ];
    for sq in ["0,-1", "1,-1", "2,-1", "2,0", "1,0", "0,0"] {
        args.extend(["--step", Box::leak(format!("dragon={sq}").into_boxed_str())]);
    }
    let (code, v) = json(&args);
    assert_eq!(code, 0, "{v}");
    let removed: Vec<String> = crate::common::effects(&v, "removed")
        .into_iter()
        .map(|e| e["address"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        removed,
        ["blue/follower@1,0:road:W", "red/follower@0,0:field:SSE"],
        "{v}"
    );
    // A position with the dragon on the castle's tile is no problem for its occupant.
    let text = with_dragon(
        "  - {tile: DG/F.v, at: [-1, -1], rot: 0}\n",
        "  - {kind: dragon, at: [0, -1]}\n",
    );
    let (code, rules) = problem_rules(&write_in(&dir, "on.yaml", &text));
    assert_eq!((code, rules.len()), (0, 0), "{rules:?}");
}

/// Two cities of the tile laid at 0,-1 (`BA/CFC.2` turned a quarter: caps west and east)
/// each close a city of two castle bases with one follower: the castle step does not say
/// which becomes the castle.
const TWO_CASTLE_CITIES: &str = "game: carcassonne
rules:
  expansions: [bridges-castles-and-bazaars]
players:
  - {name: Alice, color: red}
  - {name: Bob, color: blue}
turn: red
tiles:
  - {tile: BA/RCr, at: [0, 0], rot: 180}
  - {tile: BA/Rr, at: [-1, 0], rot: 270}
  - {tile: BA/Rr, at: [1, 0], rot: 0}
  - tile: BA/C
    at: [-1, -1]
    rot: 90
    pieces:
      - {owner: red, kind: follower, feature: \"city:E\"}
  - tile: BA/C
    at: [1, -1]
    rot: 270
    pieces:
      - {owner: red, kind: follower, feature: \"city:W\"}
";

#[test]
fn a_record_stops_at_a_move_not_judged_and_gives_no_verdict() {
    // Red may build a castle on either city the tile completes (red's knight alone in each):
    // the castle step does not say which.
    let dir = TempDir::new("bcb-not-judged");
    let position = write_in(&dir, "two.yaml", TWO_CASTLE_CITIES);
    // `move`: no verdict (exit 2), the problem marked as not judged rather than illegal.
    let lay = |rot: &str| {
        json(&[
            "move", &position, "--tile", "BA/CFC.2", "--at", "0,-1", "--rot", rot, "--step",
            "castle", "--format", "json",
        ])
    };
    let (code, v) = lay("90");
    assert_eq!(code, 2, "{v}");
    assert_eq!(v["judged"], false, "{v}");
    assert_eq!(v["legal"], false, "{v}");
    assert_eq!(v["problems"][0]["rule"], "bcb.castle.build", "{v}");
    assert_eq!(v["problems"][0]["severity"], "not-judged", "{v}");
    // A rule the move breaks besides makes it illegal whatever the castle step holds.
    let (code, v) = lay("0");
    assert_eq!(code, 1, "{v}");
    assert_eq!(v["judged"], true, "{v}");
    // `replay` stops before it, saying it is not judged, not that it is illegal.
    let start: String = TWO_CASTLE_CITIES
        .lines()
        .map(|l| format!("  {l}\n"))
        .collect();
    let text = format!(
        "start:\n{start}moves:\n  - {{player: red, tile: BA/CFC.2, at: [0, -1], rot: 90, steps: [castle]}}\n"
    );
    let file = write_in(&dir, "record.yaml", &text);
    let (code, v) = json(&["replay", &file, "--format", "json"]);
    assert_eq!(code, 2, "{v}");
    assert_eq!(v["illegal"]["judged"], false, "{v}");
    assert_eq!(v["illegal"]["problems"][0]["severity"], "not-judged", "{v}");
    for (lang, header) in [("en", "is not judged"), ("nl", "wordt niet beoordeeld")] {
        let out = arbiter(&["--lang", lang, "replay", &file])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(header), "{text}");
        assert!(
            !text.contains("illegal") && !text.contains("niet toegestaan"),
            "{text}"
        );
    }
}

#[test]
fn the_bazaar_tiles_bought_are_held_until_laid_and_no_auction_starts_meanwhile() {
    // Move 1: red's bazaar tile and its auction (blue sells BA/L to red for 3, and takes
    // BA/C): each player then holds a bazaar tile (`bazaar: held`). Move 2: blue lays a
    // bazaar tile while those wait, and no auction follows. Move 3: red lays its tile. Move
    // 4: nobody holds one any more, so blue's bazaar tile owes an auction the record lacks.
    let dir = TempDir::new("bcb-held");
    let start: String = std::fs::read_to_string(EXAMPLE)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("  {l}\n"))
        .collect();
    let moves = [
        "{player: red, tile: BB/R.bi, at: [2, 0], rot: 90, steps: [bazaar-draw=BA/L, bazaar-draw=BA/C, bazaar-pick=BA/L, bazaar-bid=2, bazaar-bid=3, bazaar-sell]}",
        "{player: blue, tile: BB/RFR.b, at: [3, 0], rot: 0}",
        "{player: red, tile: BA/L, at: [-1, -1], rot: 0}",
        "{player: blue, tile: BB/CFR.b, at: [-2, -1], rot: 0}",
    ];
    let record = |n: usize| {
        let listed: String = moves[..n].iter().map(|m| format!("  - {m}\n")).collect();
        write_in(
            &dir,
            &format!("record-{n}.yaml"),
            &format!("start:\n{start}moves:\n{listed}"),
        )
    };
    let (code, v) = json(&["replay", &record(3), "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    let (code, v) = json(&["replay", &record(4), "--format", "json"]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(v["illegal"]["move"], 4, "{v}");
    assert!(
        v["illegal"]["problems"]
            .to_string()
            .contains("an auction follows this turn"),
        "{v}"
    );
    // The same in a position: while tiles wait, a bazaar tile laid starts no auction, and
    // one written is refused; the mover's held tile is laid (held -1).
    let held = example_with(
        "turn: red\n",
        "turn: red\nbazaar:\n  red: {held: 1}\n  blue: {held: 1}\n",
    );
    let file = write_in(&dir, "held.yaml", &held);
    let (code, v) = auction(&file, &[]);
    assert_eq!(code, 0, "{v}");
    assert!(
        v["effects"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["effect"] == "gained"
                && e["key"] == "bazaar"
                && e["player"] == "red"
                && e["amounts"]["held"] == -1),
        "{v}"
    );
    let (code, v) = auction(&file, &["bazaar-draw=BA/L", "bazaar-draw=BA/C"]);
    assert_eq!(code, 1, "{v}");
    assert!(v["problems"].to_string().contains("still waiting"), "{v}");
    // An auction that ends gives every player a tile to hold.
    let (code, v) = auction(
        EXAMPLE,
        &[
            "bazaar-draw=BA/L",
            "bazaar-draw=BA/C",
            "bazaar-pick=BA/L",
            "bazaar-bid=2",
            "bazaar-bid=3",
            "bazaar-sell",
        ],
    );
    assert_eq!(code, 0, "{v}");
    let holders: Vec<&str> = v["effects"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["key"] == "bazaar" && e["amounts"]["held"] == 1)
        .map(|e| e["player"].as_str().unwrap())
        .collect();
    assert_eq!(holders, ["red", "blue"], "{v}");
}

/// A position of `tests/positions/bcb/`.
fn bcb(name: &str) -> String {
    format!("tests/positions/bcb/{name}.yaml")
}

#[test]
fn a_castle_is_no_city_for_the_king() {
    // Red's two-tile city becomes a castle: no King for it (JCloisterZone's KingCapability
    // counts only cities), during play and at the end.
    let (code, v) = json(&[
        "move",
        &bcb("king-castle-built"),
        "--tile",
        "BA/C",
        "--at",
        "0,-1",
        "--rot",
        "180",
        "--step",
        "castle",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert!(!v.to_string().contains("kr.king"), "{v}");
    let (code, v) = json(&["score", &bcb("king-castle-end"), "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["players"][0]["final"], 0, "{v}");
}

#[test]
fn a_mayor_in_a_castle_scores_nothing_and_goes_home() {
    // The example with red's castle occupant a mayor: a castle is no city, the mayor's
    // strength (its pennants) is 0, so the castle set off by blue's road scores for nobody.
    let text = example_with(
        "  expansions: [bridges-castles-and-bazaars]\n",
        "  expansions: [bridges-castles-and-bazaars, abbey-and-mayor]\n",
    )
    .replacen(
        "{owner: red, kind: follower, feature: \"city:S\"}",
        "{owner: red, kind: mayor, feature: \"city:S\"}",
        1,
    );
    let dir = TempDir::new("bcb-mayor");
    let file = write_in(&dir, "mayor.yaml", &text);
    let (code, v) = json(&[
        "move", &file, "--tile", "BA/RRR", "--at", "2,0", "--rot", "0", "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"]["red"], 0, "{v}");
    assert_eq!(v["scored"]["blue"], 4, "{v}");
    assert!(
        effects_of(&v)
            .iter()
            .any(|e| e["effect"] == "removed" && e["piece"] == "mayor"),
        "{v}"
    );
}

fn effects_of(v: &Value) -> Vec<Value> {
    v["effects"].as_array().cloned().unwrap_or_default()
}

#[test]
fn a_tower_takes_no_castle_occupant() {
    let (code, v) = json(&[
        "move",
        &bcb("tower-castle"),
        "--tile",
        "BA/L",
        "--at",
        "1,1",
        "--rot",
        "0",
        "--step",
        "tower-raise=1,0",
        "--step",
        "tower-capture=red@0,0",
        "--format",
        "json",
    ]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(v["problems"][0]["rule"], "tower.capture", "{v}");
}

#[test]
fn a_castle_takes_a_monastery_with_its_vineyards() {
    // Blue's monastery closes with two vineyards beside it: 9 + 6 = 15, and red's castle
    // beside it takes the same 15.
    let (code, v) = json(&[
        "move",
        &bcb("vineyard-castle"),
        "--tile",
        "HS/C!.v",
        "--at",
        "2,1",
        "--rot",
        "180",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"]["blue"], 15, "{v}");
    assert_eq!(v["scored"]["red"], 15, "{v}");
}

#[test]
fn no_abbey_is_laid_while_bazaar_tiles_are_held() {
    let file = bcb("abbey-bazaar");
    let lay = |f: &str| {
        json(&[
            "move", f, "--tile", "AM/A", "--at", "0,1", "--rot", "0", "--format", "json",
        ])
    };
    let (code, v) = lay(&file);
    assert_eq!(code, 1, "{v}");
    assert!(
        v["problems"].to_string().contains("No abbey is laid"),
        "{v}"
    );
    // With no bazaar tile held, the abbey goes there.
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace("bazaar: {red: {held: 1}, blue: {held: 1}}\n", "");
    let dir = TempDir::new("bcb-abbey");
    let (code, v) = lay(&write_in(&dir, "free.yaml", &text));
    assert_eq!(code, 0, "{v}");
}

#[test]
fn the_last_tile_held_is_laid_when_the_whole_turn_ends() {
    // Red holds the last bazaar tile and plays a builder's second turn part: the tiles are
    // cleared only when the whole turn ends, so a bazaar tile laid now starts no auction
    // (JCloisterZone), and red's held tile counts as laid after this part.
    let text = example_with(
        "turn: red\n",
        "turn: red\nextra_turn: true\nbazaar:\n  red: {held: 1}\n",
    )
    .replace(
        "  expansions: [bridges-castles-and-bazaars]\n",
        "  expansions: [bridges-castles-and-bazaars, traders-and-builders]\n",
    );
    let dir = TempDir::new("bcb-last-held");
    let file = write_in(&dir, "second-part.yaml", &text);
    let (code, v) = auction(&file, &[]);
    assert_eq!(code, 0, "{v}");
    assert!(
        effects_of(&v)
            .iter()
            .any(|e| e["key"] == "bazaar" && e["player"] == "red" && e["amounts"]["held"] == -1),
        "{v}"
    );
}

/// The bazaar tiles each move of a replay gave a player (1) or had them lay (-1): move number,
/// player index, change of `bazaar: held`.
fn held_moves(r: &arbiter_engine::carcassonne::Replay) -> Vec<(usize, usize, i64)> {
    use arbiter_engine::carcassonne::effect::Effect;
    let mut out = Vec::new();
    for step in &r.steps {
        for e in &step.verdict.effects {
            if let Effect::PlayerState {
                player,
                key: "bazaar",
                amounts,
            } = e
            {
                if let Some(&n) = amounts.first().filter(|&&n| n != 0) {
                    out.push((step.number, player.index(), n));
                }
            }
        }
    }
    out
}

/// A test save of `tests/jcz/` (written here, in JCloisterZone's save format).
fn save(name: &str) -> Vec<u8> {
    std::fs::read(format!("tests/jcz/{name}.jcz")).unwrap()
}

/// A save imported, as `arbiter import` writes the record.
fn imported(bytes: &[u8]) -> String {
    arbiter_format::jcz::import(bytes)
        .unwrap_or_else(|e| panic!("{e:?}"))
        .to_yaml()
}

/// A save with its draw order taken out (as a Hills & Sheep game has none), or replaced.
fn with_draw_order(bytes: &[u8], order: Option<&[&str]>) -> Vec<u8> {
    let mut v: Value = serde_json::from_slice(bytes).unwrap();
    let root = v.as_object_mut().unwrap();
    match order {
        None => {
            root.remove("gameAnnotations");
        }
        Some(o) => {
            root.insert(
                "gameAnnotations".into(),
                serde_json::json!({ "drawOrder": o }),
            );
        }
    }
    serde_json::to_vec(&v).unwrap()
}

#[test]
fn a_saved_auction_is_imported_as_its_steps() {
    // Blue picks the second tile turned up and opens at 2, red raises to 3, blue sells: the
    // tiles are the two after the bazaar tile in the draw order (the fourth turn's tile comes
    // after one that fitted nowhere).
    let bytes = save("bcb-auction-sold");
    let yaml = imported(&bytes);
    let steps = "  - bazaar-draw=BA/L\n  - bazaar-draw=BA/C\n  - bazaar-pick=BA/C\n  - bazaar-bid=2\n  - bazaar-bid=3\n  - bazaar-sell\n";
    assert!(yaml.contains(steps), "{yaml}");
    // With no draw order, or one that the tiles laid do not agree with, each tile is the one
    // its owner lays next: the same record.
    assert_eq!(imported(&with_draw_order(&bytes, None)), yaml);
    let wrong = with_draw_order(&bytes, Some(&["BB/F.b", "BA/C", "BA/L", "BA/RFr"]));
    assert_eq!(imported(&wrong), yaml);
    // Replayed to the end: red paid blue 3 in the auction of the first move, each player held
    // a tile from it, and laid it in the next turns (blue first).
    let r = import_and_replay(&bytes);
    assert_eq!(r.steps.len(), 4);
    assert_eq!(
        events(&r),
        [
            (1, 0, "bcb.bazaar.auction".to_string(), -3),
            (1, 1, "bcb.bazaar.auction".to_string(), 3)
        ]
    );
    assert_eq!(
        held_moves(&r),
        [(1, 0, 1), (1, 1, 1), (2, 1, -1), (3, 0, -1)]
    );
    assert_eq!(r.position.setup().track, [-3, 3]);
    // `replay` names the points in its history, with their rule.
    let dir = TempDir::new("bcb-auction-import");
    let record = write_in(&dir, "sold.yaml", &yaml);
    let (code, out, _) = crate::common::run(&["replay", &record, "--lang", "en"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.lines()
            .any(|l| l.contains("Bob +3, Alice -3") && l.contains("bcb.bazaar.auction")),
        "{out}"
    );
}

#[test]
fn a_saved_auction_nobody_raised_and_one_without_bids() {
    // Blue opens at 1 and red passes: blue buys at once and loses the bid.
    let bytes = save("bcb-auction-unraised");
    let yaml = imported(&bytes);
    assert!(
        yaml.contains("  - bazaar-pick=BA/L\n  - bazaar-bid=1\n  - bazaar-pass\n"),
        "{yaml}"
    );
    let r = import_and_replay(&bytes);
    assert_eq!(r.steps.len(), 3);
    assert_eq!(events(&r), [(1, 1, "bcb.bazaar.auction".to_string(), -1)]);
    assert_eq!(
        held_moves(&r),
        [(1, 0, 1), (1, 1, 1), (2, 1, -1), (3, 0, -1)]
    );
    assert_eq!(r.position.setup().track, [0, -1]);
    // Under `bazaar-no-auction`, a bid is only a pick; red takes the last tile.
    let bytes = save("bcb-auction-picks");
    let yaml = imported(&bytes);
    assert!(yaml.contains("bazaar-no-auction: \"true\""), "{yaml}");
    assert!(
        yaml.contains("  - bazaar-draw=BA/C\n  - bazaar-pick=BA/C\n"),
        "{yaml}"
    );
    assert!(!yaml.contains("bazaar-bid"), "{yaml}");
    let r = import_and_replay(&bytes);
    assert_eq!(r.steps.len(), 3);
    assert_eq!(events(&r), []);
    assert_eq!(
        held_moves(&r),
        [(1, 0, 1), (1, 1, 1), (2, 1, -1), (3, 0, -1)]
    );
}

#[test]
fn a_saved_auction_whose_tiles_nothing_names_is_refused() {
    // The save stops right after the auction and has no draw order: no later turn says which
    // tiles were turned up.
    let bytes = save("bcb-auction-sold");
    let mut v: Value = serde_json::from_slice(&with_draw_order(&bytes, None)).unwrap();
    v["replay"].as_array_mut().unwrap().truncate(5);
    let err = arbiter_format::jcz::import(&serde_json::to_vec(&v).unwrap()).unwrap_err();
    assert_eq!(
        err.message.key,
        arbiter_ids::msg::JCZ_AUCTION_TILES,
        "{err:?}"
    );
    // With the draw order, the auction is written, and the replay judges it.
    let with = with_draw_order(
        &serde_json::to_vec(&v).unwrap(),
        Some(&["BB/F.b", "BA/L", "BA/C"]),
    );
    assert!(imported(&with).contains("bazaar-sell"));
}

#[test]
fn a_bridge_a_saved_tile_needed_is_written() {
    // The monastery fits east of the straight road only with a bridge on itself, the second
    // straight road south of the first only with a bridge on the first (north of it).
    let bytes = save("bcb-bridges-needed");
    let yaml = imported(&bytes);
    assert!(yaml.contains("  steps:\n  - bridge=2,0\n"), "{yaml}");
    assert!(yaml.contains("  steps:\n  - bridge=1,0\n"), "{yaml}");
    // Replayed: the bridges lie where the record says, each player's counted as built.
    let r = import_and_replay(&bytes);
    assert_eq!(r.steps.len(), 3);
    let setup = r.position.setup();
    let bridge = |x: i64, y: i64, key: &str| {
        setup
            .tiles
            .iter()
            .find(|t| t.pos == arbiter_engine::carcassonne::geometry::Pos::new(x, y))
            .and_then(|t| t.state.get(key))
    };
    assert_eq!(bridge(2, 0, "bridge-we"), Some(1));
    assert_eq!(bridge(1, 0, "bridge-ns"), Some(1));
    assert_eq!(setup.player_state.rows("built"), [[1, 0], [1, 0]]);
}

#[test]
fn a_follower_saved_on_a_bridge_is_imported_on_its_road() {
    // Red lays a monastery south of the start tile, a bridge west to east across it (the
    // save's `PLACE_TOKEN BRIDGE`) and a follower on the bridge's road (`Road WE`, a part the
    // tile does not print); blue's road tile east of it extends that road.
    let bytes = save("bcb-follower-on-bridge");
    let yaml = imported(&bytes);
    assert!(
        yaml.contains("  piece: follower@road:E\n  steps:\n  - bridge=0,1\n"),
        "{yaml}"
    );
    let r = import_and_replay(&bytes);
    assert_eq!(r.steps.len(), 2);
    // After the replay the follower still stands on the bridge's road of the monastery tile.
    let on_bridge: Vec<_> = r
        .position
        .setup()
        .tiles
        .iter()
        .filter(|t| t.pos == arbiter_engine::carcassonne::geometry::Pos::new(0, 1))
        .flat_map(|t| t.pieces.iter().map(|p| p.locator))
        .collect();
    assert_eq!(
        on_bridge,
        [arbiter_engine::carcassonne::pieces::Locator::parse("road:E").unwrap()]
    );
}

/// The `bazaar` effects of a move for `player`, as (held, auction).
fn bazaar_gains(v: &Value, player: &str) -> Vec<(i64, i64)> {
    effects_of(v)
        .iter()
        .filter(|e| e["effect"] == "gained" && e["key"] == "bazaar" && e["player"] == player)
        .map(|e| {
            (
                e["amounts"]["held"].as_i64().unwrap_or(0),
                e["amounts"]["auction"].as_i64().unwrap_or(0),
            )
        })
        .collect()
}

/// A move on `file` laying `tile` at `at` turned `rot`, with these steps, as JSON.
fn lay_with(file: &str, tile: &str, at: &str, rot: &str, steps: &[&str]) -> (i32, Value) {
    let mut args = vec![
        "move", file, "--tile", tile, "--at", at, "--rot", rot, "--format", "json",
    ];
    for s in steps {
        args.extend(["--step", s]);
    }
    json(&args)
}

const AUCTION: [&str; 6] = [
    "bazaar-draw=BA/L",
    "bazaar-draw=BA/C",
    "bazaar-pick=BA/L",
    "bazaar-bid=2",
    "bazaar-bid=3",
    "bazaar-sell",
];

#[test]
fn a_bazaar_tile_in_a_builders_first_part_is_auctioned_after_the_second() {
    // JCloisterZone: `TilePhase` flags the auction, `CleanUpTurnPartPhase` keeps the flag and
    // starts the second part, and `BazaarPhase` comes after it. Red's bazaar tile extends red's
    // builder's road: the first part writes no auction, and one written is refused.
    let first = bcb("builder-bazaar");
    let (code, v) = lay_with(&first, "BB/R.bi", "2,0", "90", &AUCTION);
    assert_eq!(code, 1, "{v}");
    assert!(
        v["problems"]
            .to_string()
            .contains("first part of a builder's double turn"),
        "{v}"
    );
    assert!(cites(&v, "bcb.bazaar.auction"), "{v}");
    let (code, v) = lay_with(&first, "BB/R.bi", "2,0", "90", &[]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(bazaar_gains(&v, "red"), [(0, 1)], "{v}");
    assert!(bazaar_gains(&v, "blue").is_empty(), "{v}");
    // The second part owes the auction though its own tile shows no bazaar, and clears it.
    let second = bcb("builder-bazaar-second");
    let (code, v) = lay_with(&second, "BA/L", "0,1", "0", &[]);
    assert_eq!(code, 1, "{v}");
    assert!(
        v["problems"]
            .to_string()
            .contains("its auction follows this second part"),
        "{v}"
    );
    let (code, v) = lay_with(&second, "BA/L", "0,1", "0", &AUCTION);
    assert_eq!(code, 0, "{v}");
    assert_eq!(bazaar_gains(&v, "red"), [(1, 0), (0, -1)], "{v}");
    assert_eq!(bazaar_gains(&v, "blue"), [(1, 0)], "{v}");
    assert_eq!(
        auction_points(&v),
        [("blue".to_string(), 3), ("red".to_string(), -3)]
    );
    // A bazaar tile in the second part too: one auction.
    let (code, v) = lay_with(&second, "BB/RFR.b", "0,1", "90", &AUCTION);
    assert_eq!(code, 0, "{v}");
    let mut twice = AUCTION.to_vec();
    twice.extend(AUCTION);
    let (code, v) = lay_with(&second, "BB/RFR.b", "0,1", "90", &twice);
    assert_eq!(code, 1, "{v}");
    // Under bazaar-no-auction: the same timing, picks only.
    let dir = TempDir::new("bcb-builder-bazaar");
    let no_bids = |name: &str| {
        let text = std::fs::read_to_string(bcb(name)).unwrap().replacen(
            "traders-and-builders]\n",
            "traders-and-builders]\n  bazaar-no-auction: true\n",
            1,
        );
        write_in(&dir, &format!("{name}.yaml"), &text)
    };
    let picks = ["bazaar-draw=BA/L", "bazaar-draw=BA/C", "bazaar-pick=BA/C"];
    let (code, v) = lay_with(&no_bids("builder-bazaar"), "BB/R.bi", "2,0", "90", &picks);
    assert_eq!(code, 1, "{v}");
    let (code, v) = lay_with(&no_bids("builder-bazaar"), "BB/R.bi", "2,0", "90", &[]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(bazaar_gains(&v, "red"), [(0, 1)], "{v}");
    let (code, v) = lay_with(
        &no_bids("builder-bazaar-second"),
        "BA/L",
        "0,1",
        "0",
        &picks,
    );
    assert_eq!(code, 0, "{v}");
    assert!(auction_points(&v).is_empty(), "{v}");
}

#[test]
fn a_record_carries_the_auction_from_the_first_part_to_the_second() {
    let dir = TempDir::new("bcb-builder-record");
    let start: String = std::fs::read_to_string(bcb("builder-bazaar"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("  {l}\n"))
        .collect();
    let record = |second: &str| {
        let moves = [
            "{player: red, tile: BB/R.bi, at: [2, 0], rot: 90}".to_string(),
            format!("{{player: red, tile: BA/L, at: [0, 1], rot: 0{second}}}"),
            // Blue lays the tile it holds from that auction: a bazaar tile starts no other.
            "{player: blue, tile: BB/RFR.b, at: [0, 2], rot: 90}".to_string(),
        ];
        let listed: String = moves.iter().map(|m| format!("  - {m}\n")).collect();
        write_in(
            &dir,
            &format!("record-{}.yaml", second.len()),
            &format!("start:\n{start}moves:\n{listed}"),
        )
    };
    let steps = format!(", steps: [{}]", AUCTION.join(", "));
    let (code, v) = json(&["replay", &record(&steps), "--format", "json"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["played"], 3, "{v}");
    let (code, v) = json(&["replay", &record(""), "--format", "json"]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(v["illegal"]["move"], 2, "{v}");
    assert!(
        v["illegal"]["problems"]
            .to_string()
            .contains("its auction follows this second part"),
        "{v}"
    );
}

#[test]
fn an_auction_due_is_checked_in_a_position() {
    let dir = TempDir::new("bcb-auction-due");
    let text = std::fs::read_to_string(bcb("builder-bazaar-second")).unwrap();
    for (from, to, words) in [
        (
            "bazaar: {red: {auction: 1}}",
            "bazaar: {red: {auction: 2}}",
            "2 auctions due",
        ),
        (
            "bazaar: {red: {auction: 1}}",
            "bazaar: {blue: {auction: 1}}",
            "is not the player to move",
        ),
        ("extra_turn: true\n", "", "is not the player to move"),
        (
            "bazaar: {red: {auction: 1}}",
            "bazaar: {red: {auction: 1}, blue: {held: 1}}",
            "bazaar tiles of an earlier auction are held",
        ),
    ] {
        let file = write_in(&dir, "bad.yaml", &text.replacen(from, to, 1));
        let (code, v) = json(&["check", &file, "--format", "json"]);
        assert_eq!(code, 1, "{to}: {v}");
        assert!(v["problems"].to_string().contains(words), "{to}: {v}");
    }
    let (code, v) = json(&["check", &bcb("builder-bazaar-second"), "--format", "json"]);
    assert_eq!(code, 0, "{v}");
}

/// JCloisterZone's `BazaarPhase` holds no auction when `TilePack.size()` is below the number
/// of players, and `size()` leaves out the tiles hidden under hills (`hiddenUnderHills`, one
/// per hill laid while the pack held a tile): a box with two tiles left, one of them under a
/// hill, holds no auction for two players.
#[test]
fn the_tiles_under_the_hills_do_not_count_for_the_auction() {
    use arbiter_engine::carcassonne::catalogue::Catalogue;
    use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
    use arbiter_engine::carcassonne::legality::placement::copies_allowed;
    use arbiter_engine::carcassonne::setup::TileSetup;
    use arbiter_engine::carcassonne::turn::{ActionKind, ActionParam, PieceAction};
    use arbiter_engine::carcassonne::{adjudicate, Expansion, Move, Position, Rules, Setup};
    let cat = Catalogue::get();
    let id = |t: &str| cat.index_of(t).unwrap();
    let laid = |t: &str, x: i64, deg: i64| TileSetup {
        def: id(t),
        pos: Pos::new(x, 0),
        rot: Rotation::from_degrees(deg).unwrap(),
        pieces: Vec::new(),
        state: Default::default(),
        features: Default::default(),
    };
    // The start tile and, east of it, a road tile: a hill or a plain one.
    let position = |beside: &str, deg: i64| {
        let mut rules = Rules::default();
        rules.expansions.push(Expansion::BridgesCastlesAndBazaars);
        rules.expansions.push(Expansion::HillsAndSheep);
        let players = crate::common::ann_and_bob();
        let mut setup = Setup::new(rules, players);
        setup.tiles = vec![laid("BA/RCr", 0, 0), laid(beside, 1, deg)];
        // Every other tile of the box discarded but the bazaar tile laid and two more.
        let mut keep = vec![id("BB/RFR.b"), id("BA/L"), id("BA/C")];
        keep.extend(setup.tiles.iter().map(|t| t.def));
        for t in cat.ids() {
            let n = copies_allowed(cat.tile(t), &setup.rules) as usize;
            let kept = keep.iter().filter(|&&k| k == t).count();
            setup
                .discarded
                .extend(std::iter::repeat_n(t, n.saturating_sub(kept)));
        }
        Position::legal(setup).unwrap()
    };
    let mv = |steps: Vec<(ActionKind, ActionParam)>| Move {
        player: None,
        def: id("BB/RFR.b"),
        pos: Pos::new(-1, 0),
        rot: Rotation::from_degrees(90).unwrap(),
        action: PieceAction::None,
        steps,
        again: false,
    };
    let draw = |t: &str| (ActionKind::BazaarTile, ActionParam::Tile(id(t)));
    let auction = || {
        vec![
            draw("BA/L"),
            draw("BA/C"),
            (ActionKind::BazaarPick, ActionParam::Tile(id("BA/L"))),
            (ActionKind::BazaarBid, ActionParam::Number(0)),
            (ActionKind::BazaarPass, ActionParam::None),
        ]
    };
    let why = |v: &arbiter_engine::carcassonne::MoveVerdict| -> Vec<String> {
        v.problems
            .iter()
            .map(|p| format!("{:?}", p.message))
            .collect()
    };
    // Beside a plain road tile, two tiles are left for two players: the auction is owed.
    let plain = position("BA/RFr", 0);
    let v = adjudicate(&plain, &mv(Vec::new()));
    assert!(!v.problems.is_empty(), "an auction is owed");
    let v = adjudicate(&plain, &mv(auction()));
    assert!(v.problems.is_empty(), "{:?}", why(&v));
    // Beside a hill, one of those two lies under it: no auction, and one written is refused.
    let hill = position("HS/RFR.h", 90);
    let v = adjudicate(&hill, &mv(Vec::new()));
    assert!(v.problems.is_empty(), "{:?}", why(&v));
    let v = adjudicate(&hill, &mv(auction()));
    assert!(
        why(&v).iter().any(|w| w.contains("\"hills\"")),
        "{:?}",
        why(&v)
    );
    // The refusal counts the tiles left to draw: one, the other under the hill.
    assert!(
        why(&v).iter().any(|w| w.contains("(\"count\", Num(1))")),
        "{:?}",
        why(&v)
    );
    assert!(v.rules.contains(&"hs.hill.hidden"), "{:?}", v.rules);
}

#[test]
fn a_tile_passed_right_after_an_auction_is_not_the_auctions() {
    // Blue picks the monastery and red lets it go; blue's monastery then fits only with a
    // bridge (every square beside the board faces a road or a city), so blue passes it
    // (JCloisterZone's TilePhase.handlePass) and lays the straight road drawn instead. That
    // pass comes right after the auction's own, before the next tile.
    let bytes = save("bcb-auction-tile-passed");
    let yaml = imported(&bytes);
    let steps = "  - bazaar-draw=BA/L\n  - bazaar-draw=BA/C\n  - bazaar-pick=BA/L\n  - bazaar-bid=0\n  - bazaar-pass\n- player: blue\n";
    assert!(yaml.contains(steps), "{yaml}");
    let r = import_and_replay(&bytes);
    assert_eq!(r.steps.len(), 5);
    // The auction after the third move, nobody raising the opening bid of 0; blue lays the
    // tile drawn instead of the monastery, which still counts as the bazaar tile laid.
    assert_eq!(events(&r), []);
    assert_eq!(
        held_moves(&r),
        [(3, 0, 1), (3, 1, 1), (4, 1, -1), (5, 0, -1)]
    );
}

#[test]
fn a_wagon_left_where_it_was_before_an_auction_is_no_bid() {
    // Red's inn road, completed by the bazaar tile, sends red's wagon home; red declines to
    // move it (a PASS with no COMMIT after it, JCloisterZone's WagonPhase), then the
    // auction opens.
    let bytes = save("bcb-wagon-declined-auction");
    let yaml = imported(&bytes);
    let steps = "  - bazaar-draw=BA/C\n  - bazaar-draw=BA/RFr\n  - bazaar-pick=BA/C\n  - bazaar-bid=0\n  - bazaar-pass\n";
    assert!(yaml.contains(steps), "{yaml}");
    assert!(!yaml.contains("wagon="), "{yaml}");
    let r = import_and_replay(&bytes);
    assert_eq!(r.steps.len(), 5);
    assert_eq!(
        held_moves(&r),
        [(3, 0, 1), (3, 1, 1), (4, 1, -1), (5, 0, -1)]
    );
    // The inn on the bazaar tile counts only with Inns & Cathedrals (JCloisterZone's inn
    // asks for the game element `inn`): 4 for the road of 4 tiles, 8 with the inn.
    assert_eq!(r.position.setup().track, [4, 0]);
    let mut v: Value = serde_json::from_slice(&bytes).unwrap();
    v["setup"]["sets"]["inns-and-cathedrals:1"] = 1.into();
    for e in ["inn", "cathedral", "big-follower"] {
        v["setup"]["elements"][e] = true.into();
    }
    let r = import_and_replay(&serde_json::to_vec(&v).unwrap());
    assert_eq!(events(&r), [(3, 0, "road".to_string(), 8)]);
    assert_eq!(r.position.setup().track, [8, 0]);
}

#[test]
fn the_fairy_beside_a_castle_occupant_is_read_as_beside_its_city_part() {
    // Blue's knight stays in the castle red's tile made of its city (blue builds it, in red's
    // turn); blue then moves the fairy beside it: JCloisterZone names the knight's feature
    // `Castle`, the city part's places.
    let bytes = save("bcb-fairy-castle");
    let yaml = imported(&bytes);
    assert!(yaml.contains("  steps:\n  - castle\n"), "{yaml}");
    assert!(yaml.contains("  - fairy=blue@1,-1:city:N\n"), "{yaml}");
    let r = import_and_replay(&bytes);
    assert_eq!(r.steps.len(), 6);
    // Blue built the castle, in red's third move; the fairy's point at the start of blue's
    // next turn.
    assert_eq!(
        r.position.setup().player_state.rows("built"),
        [[0, 0], [0, 1]]
    );
    assert_eq!(events(&r), [(6, 1, "fairy.turn".to_string(), 1)]);
    assert_eq!(r.position.setup().track, [0, 1]);
}

#[test]
fn two_cities_a_tile_completes_become_castles_in_turn_order_from_the_mover() {
    // Red's tile completes two two-part cities, red's knight alone in one, blue's in the
    // other. JCloisterZone offers the castle to red first, then blue (a pass ends the
    // offers), so each castle step is the first of them who may still build one.
    let bytes = save("bcb-two-castles");
    let yaml = imported(&bytes);
    assert!(
        yaml.contains("  steps:\n  - castle\n  - castle\n"),
        "{yaml}"
    );
    let r = import_and_replay(&bytes);
    assert_eq!(r.steps.len(), 6);
    assert_eq!(
        r.position.setup().player_state.rows("built"),
        [[0, 1], [0, 1]]
    );
    assert_eq!(events(&r), []);
    assert_eq!(r.position.setup().track, [0, 0]);
    // Red builds, blue passes: blue's city is scored.
    let r = import_and_replay(&save("bcb-two-castles-one"));
    assert_eq!(r.steps.len(), 6);
    assert_eq!(
        r.position.setup().player_state.rows("built"),
        [[0, 1], [0, 0]]
    );
    assert_eq!(events(&r), [(5, 1, "city".to_string(), 4)]);
    assert_eq!(r.position.setup().track, [0, 4]);
}

#[test]
fn a_castle_is_offered_on_a_city_with_one_knight_and_a_builder() {
    // JCloisterZone's `CastlePhase` counts the city's followers only (`getFollowers`): a
    // builder beside the knight does not stop the castle. It moves the followers into the
    // castle and leaves the builder out (its place names the city the castle replaced):
    // arbiter sends it home as the castle is built, the castle holding its knight only.
    let dir = TempDir::new("bcb-builder");
    let start = "game: carcassonne\nrules:\n  expansions: [bridges-castles-and-bazaars, traders-and-builders]\nplayers:\n  - {name: Alice, color: red}\n  - {name: Bob, color: blue}\nturn: red\ntiles:\n  - tile: BA/RCr\n    at: [0, 0]\n    rot: 0\n    pieces:\n      - {owner: red, kind: follower, feature: \"city:N\"}\n      - {owner: red, kind: builder, feature: \"city:N\"}\n";
    let file = write_in(&dir, "start.yaml", start);
    let (code, v) = json(&[
        "move", &file, "--tile", "BA/C", "--at", "0,-1", "--rot", "180", "--step", "castle",
        "--format", "json",
    ]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["scored"]["red"], 0, "{v}");
    let removed: Vec<&Value> = crate::common::effects(&v, "removed");
    assert_eq!(removed.len(), 1, "{v}");
    assert_eq!(removed[0]["piece"], "builder", "{v}");
    assert_eq!(removed[0]["rule"], "bcb.castle.build", "{v}");
    assert_eq!(removed[0]["to"], "supply", "{v}");
    // The tile extends the builder's city: JCloisterZone grants the extra turn as the tile is
    // laid (its `TilePhase`), before the castle.
    assert_eq!(v["extra_turn"], true, "{v}");
    // The position the move reaches is legal: the castle holds the knight only.
    use arbiter_engine::carcassonne::catalogue::Catalogue;
    use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
    use arbiter_engine::carcassonne::turn::{
        adjudicate, ActionKind, ActionParam, Move, PieceAction,
    };
    use arbiter_engine::carcassonne::Position;
    let (setup, _) = arbiter_format::carcassonne::read(start.as_bytes()).unwrap();
    let position = Position::validate(setup);
    // Two pieces on a tile that no single move placed: said of the position, and gone once
    // the builder is home.
    let rules: Vec<&str> = position.problems().iter().map(|p| p.rule).collect();
    assert_eq!(rules, ["base.move.one-piece"], "{:?}", position.problems());
    let mv = Move {
        player: None,
        def: Catalogue::get().index_of("BA/C").unwrap(),
        pos: Pos::new(0, -1),
        rot: Rotation::from_degrees(180).unwrap(),
        action: PieceAction::None,
        steps: vec![(ActionKind::parse("castle").unwrap(), ActionParam::None)],
        again: false,
    };
    let verdict = adjudicate(&position, &mv);
    assert!(verdict.problems.is_empty(), "{:?}", verdict.problems);
    let next = arbiter_engine::carcassonne::replay::apply(position.setup(), &mv, &verdict);
    let after = Position::validate(next);
    assert!(after.is_legal(), "{:?}", after.problems());
}
