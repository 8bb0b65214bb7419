//! The Keyflower game beyond single actions: boats, the end of winter, setup checks,
//! production, the season flow and game records (issue 23).

use arbiter_engine::keyflower;
use arbiter_format::keyflower::read;

use crate::common;
use common::{arbiter, TempDir};

/// Runs arbiter: exit status and standard output.
fn run(args: &[&str], stdin: Option<&str>) -> (i32, String) {
    use std::io::Write;
    let mut cmd = arbiter(args);
    if stdin.is_some() {
        cmd.stdin(std::process::Stdio::piped());
    }
    cmd.stdout(std::process::Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// The rules a position file's move breaks (empty: legal) and those it satisfies.
fn verdict(text: &str) -> (Vec<&'static str>, Vec<&'static str>) {
    let (pos, mv, _) = read(text).unwrap_or_else(|e| panic!("{e:?}"));
    let v = keyflower::adjudicate(&pos, &mv.expect("a move"));
    (
        v.problems.iter().map(|p| p.rule).collect(),
        v.satisfied.iter().map(|s| s.0).collect(),
    )
}

/// A winter position: Anna won turn-order tile 1, Bob won nothing; `mv` is the move.
fn winter(mv: &str) -> String {
    format!(
        "game: keyflower
season: winter
players:
  - name: Anna
    start_player: true
    workers: {{red: 3}}
    village:
      - {{tile: home-1, at: [0, 0], edges: RRRRRW}}
  - name: Bob
    workers: {{blue: 3}}
    village:
      - {{tile: home-2, at: [0, 0], edges: RRRRRW}}
offer:
  - tile: turn-order-1
    bids:
      - {{player: Anna, colour: red, count: 2}}
  - tile: windmill
    bids:
      - {{player: Bob, colour: blue, count: 2}}
move:
{mv}
"
    )
}

#[test]
fn a_bid_on_a_boat_is_a_rules_verdict() {
    let (bad, _) = verdict(&winter(
        "  player: Anna\n  bid: {tile: sea-bastion, colour: red, count: 1}",
    ));
    assert_eq!(bad, vec!["kf.bid.no-boats"]);
}

#[test]
fn the_turn_order_winner_takes_a_boat_at_the_end_of_winter() {
    let (bad, ok) = verdict(&winter(
        "  player: Anna\n  place: {tile: sea-bastion, at: [1, 0], edges: WWWWWW}",
    ));
    assert!(bad.is_empty(), "{bad:?}");
    assert!(ok.contains(&"kf.winter.one-boat"), "{ok:?}");
}

#[test]
fn a_player_without_a_turn_order_tile_chooses_from_the_boats_that_remain() {
    // Anna has not chosen yet: Bob must wait.
    let (bad, _) = verdict(&winter(
        "  player: Bob\n  place: {tile: keyflower-boat, at: [1, 0], edges: WWWWWW}",
    ));
    assert_eq!(bad, vec!["kf.winter.one-boat"]);
    // Anna took the Sea Bastion: Bob takes the Keyflower boat, not hers.
    let taken = winter("  player: Bob\n  place: {tile: keyflower-boat, at: [1, 0], edges: WWWWWW}")
        .replace(
            "      - {tile: home-1, at: [0, 0], edges: RRRRRW}",
            "      - {tile: home-1, at: [0, 0], edges: RRRRRW}\n      - {tile: sea-bastion, at: [1, 0], edges: WWWWWW}",
        );
    let (bad, _) = verdict(&taken);
    assert!(bad.is_empty(), "{bad:?}");
    let (bad, _) = verdict(&taken.replace(
        "tile: keyflower-boat, at: [1, 0]",
        "tile: sea-bastion, at: [1, 0]",
    ));
    assert_eq!(bad, vec!["kf.winter.one-boat"]);
}

#[test]
fn a_boat_joins_a_village_only_at_the_end_of_winter() {
    let text = winter("  player: Anna\n  place: {tile: sea-bastion, at: [1, 0], edges: WWWWWW}")
        .replace("season: winter", "season: autumn")
        .replace(
            "  - tile: windmill\n    bids:\n      - {player: Bob, colour: blue, count: 2}\n",
            "",
        );
    let (bad, _) = verdict(&text);
    assert!(bad.contains(&"kf.winter.one-boat"), "{bad:?}");
}

/// The rules `check` finds broken in a position file.
fn standing(text: &str) -> Vec<&'static str> {
    let (pos, _, _) = read(text).unwrap_or_else(|e| panic!("{e:?}"));
    pos.problems().iter().map(|p| p.rule).collect()
}

/// A two-player position in `season` with `offer` (YAML list items) and Anna's extra
/// village tiles.
fn table(season: &str, village: &str, offer: &str) -> String {
    format!(
        "game: keyflower
season: {season}
players:
  - name: Anna
    start_player: true
    village:
      - {{tile: home-1, at: [0, 0], edges: RRRRRW}}
{village}
  - name: Bob
    village:
      - {{tile: home-2, at: [0, 0], edges: RRRRRW}}
offer:
{offer}
"
    )
}

fn offer(keys: &[&str]) -> String {
    keys.iter().map(|k| format!("  - tile: {k}\n")).collect()
}

#[test]
fn offer_sizes_follow_the_player_count() {
    let six = offer(&[
        "alehouse",
        "miner",
        "keywood",
        "gold-mine",
        "workshop",
        "stable",
    ]);
    assert!(standing(&table("spring", "", &six)).is_empty());
    let nine = offer(&[
        "alehouse",
        "miner",
        "keywood",
        "gold-mine",
        "workshop",
        "stable",
        "peddler",
        "key-mine",
        "quarryman",
    ]);
    assert_eq!(
        standing(&table("spring", "", &nine)),
        ["kf.setup.season-tiles"]
    );
    // Winter: 2 to 6 tiles in a two-player game.
    let one = offer(&["windmill"]);
    let seven = offer(&[
        "windmill",
        "watermill",
        "scholar",
        "scribes",
        "apothecary",
        "jeweller",
        "key-guild",
    ]);
    for winter in [one, seven] {
        assert_eq!(
            standing(&table("winter", "", &winter)),
            ["kf.season.winter-choice"]
        );
    }
    assert!(standing(&table("winter", "", &offer(&["windmill", "scholar"]))).is_empty());
}

#[test]
fn the_lowest_home_tile_starts_spring() {
    let swapped = table("spring", "", &offer(&["alehouse"]))
        .replace("home-1", "home-3")
        .replace("home-2", "home-1")
        .replace("home-3", "home-2");
    assert_eq!(standing(&swapped), ["kf.setup.start-player"]);
}

#[test]
fn tiles_join_a_village_only_after_their_season() {
    let brewer = "      - {tile: brewer, at: [1, 0], edges: RRRFFF, rotation: 3}";
    assert_eq!(
        standing(&table("summer", brewer, &offer(&["carpenter"]))),
        ["kf.village.season"]
    );
    assert!(standing(&table("autumn", brewer, &offer(&["inn"]))).is_empty());
    let boat = "      - {tile: sea-bastion, at: [1, 0], edges: WWWWWW}";
    assert_eq!(
        standing(&table("autumn", boat, &offer(&["inn"]))),
        ["kf.village.season"]
    );
}

#[test]
fn winter_tiles_dealt_per_player() {
    let text = table("spring", "", &offer(&["alehouse"])).replace(
        "    start_player: true\n",
        "    start_player: true\n    winter_tiles: [windmill, scholar]\n",
    );
    assert_eq!(standing(&text), ["kf.setup.season-tiles"]);
    let three = text.replace("[windmill, scholar]", "[windmill, scholar, scribes]");
    assert!(standing(&three).is_empty());
}

#[test]
fn dutch_tile_names_and_colours_and_both_spellings_of_colour() {
    let dutch = table(
        "summer",
        "",
        "  - {tile: Smidse, bids: [{player: Anna, color: rood, count: 2}]}\n  - {tile: brouwer, workers: {kleur: geel, uses: [1]}}\n",
    );
    // `kleur` is the Dutch name of `colour` (docs/keyflower-position.md, "Dutch names").
    assert!(read(&dutch).is_ok());
    let dutch = dutch.replace("kleur", "colour");
    let (pos, _, _) = read(&dutch).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(pos.offer[0].def.key, "blacksmith");
    assert_eq!(pos.offer[0].bids[0].colour.key(), "red");
    assert_eq!(pos.offer[1].def.key, "brewer");
    // Carcassonne reads `colour` as well as `color`.
    let c =
        "game: carcassonne\nplayers: [{name: Ann, colour: red}]\ntiles: [{tile: D, at: [0, 0]}]\n";
    assert!(arbiter_format::carcassonne::read(c.as_bytes()).is_ok());
}

#[test]
fn a_use_says_what_it_yields_and_where_it_goes() {
    use arbiter_engine::keyflower::production::{destination, Destination};
    use arbiter_engine::PlayerId;
    let text = table(
        "summer",
        "      - {tile: keywood, at: [1, 0], edges: FRRRRF, face: upgraded}",
        "  - tile: carpenter\n",
    );
    let (pos, _, _) = read(&text).unwrap();
    let own = pos.find("keywood").unwrap();
    let offer = pos.find("carpenter").unwrap();
    let (anna, bob) = (PlayerId::FIRST, PlayerId::FIRST.next(2));
    assert_eq!(destination(anna, own), Destination::ProducingTile);
    assert_eq!(destination(bob, own), Destination::HomeTile);
    assert_eq!(destination(anna, offer), Destination::HomeTile);
    let keywood = keyflower::production::messages(&pos, anna, own, &Default::default());
    assert_eq!(keywood.len(), 1);
    let m = &keywood[0].1;
    assert_eq!(m.key, "kf-gain-resource");
    assert!(format!("{:?}", m.args).contains("kf-tile-keywood"), "{m:?}");
    // The carpenter first takes a saw, which Anna does not have: she is told so.
    let carpenter = keyflower::production::messages(&pos, anna, offer, &Default::default());
    let keys: Vec<&str> = carpenter.iter().map(|(_, m)| m.key).collect();
    assert_eq!(
        keys,
        [
            "kf-outlay-skill",
            "kf-problem-outlay-skill",
            "kf-gain-resource"
        ]
    );
    assert!(format!("{:?}", carpenter[2].1.args).contains("kf-tile-home-1"));
}

#[test]
fn the_example_game_replays_to_its_final_scoring() {
    let (code, out) = run(&["replay", "examples/keyflower-game.yaml"], None);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("All players passed in succession: the end of spring."),
        "{out}"
    );
    assert!(out.contains("Winner: Anna"), "{out}");
    let (code, nl) = run(
        &["--lang", "nl", "replay", "examples/keyflower-game.yaml"],
        None,
    );
    assert_eq!(code, 0);
    assert!(nl.contains("Alle spelers hebben na elkaar gepast"), "{nl}");
    assert!(nl.contains("Winnaar: Anna") || nl.contains("Anna"), "{nl}");
    // JSON: players with name, colour/color and total.
    let (code, json) = run(
        &["replay", "examples/keyflower-game.yaml", "--format", "json"],
        None,
    );
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["players"][0]["name"], "Anna");
    assert_eq!(v["players"][0]["colour"], "red");
    assert_eq!(v["players"][0]["color"], "red");
    assert_eq!(v["players"][0]["total"], 12);
    assert_eq!(v["finished"], true);
}

#[test]
fn until_writes_a_position_that_check_score_and_move_read() {
    let (code, summer) = run(
        &["replay", "examples/keyflower-game.yaml", "--until", "8"],
        None,
    );
    assert_eq!(code, 0, "{summer}");
    assert!(
        summer.starts_with("game: keyflower\nseason: summer\n"),
        "{summer}"
    );
    let dir = TempDir::new("kf-until");
    let file = dir.join("summer.yaml");
    std::fs::write(&file, &summer).unwrap();
    let path = file.to_str().unwrap();
    assert_eq!(run(&["check", path], None).0, 0);
    let with_move = format!(
        "{summer}move:\n  player: Anna\n  use: {{tile: keywood, colour: yellow, count: 1}}\n"
    );
    std::fs::write(&file, with_move).unwrap();
    let (code, out) = run(&["move", path], None);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("placed on Keywood"), "{out}");
}

#[test]
fn a_replay_stops_at_the_first_illegal_action_with_every_reason() {
    let text = std::fs::read_to_string("examples/keyflower-game.yaml")
        .unwrap()
        .replace(
            "  - {player: Anna, bid: {tile: turn-order-1, colour: blue, count: 1}}",
            "  - {player: Bob, bid: {tile: sea-bastion, colour: blue, count: 1}}",
        );
    let dir = TempDir::new("kf-illegal");
    let file = dir.join("game.yaml");
    std::fs::write(&file, text).unwrap();
    let (code, out) = run(&["replay", file.to_str().unwrap()], None);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("Action 3 (Bob"), "{out}");
    assert!(
        out.contains("[kf.season.turns]") && out.contains("[kf.bid.no-boats]"),
        "{out}"
    );
    let (_, nl) = run(&["--lang", "nl", "replay", file.to_str().unwrap()], None);
    assert!(nl.contains("is niet toegestaan"), "{nl}");
}

#[test]
fn the_record_has_a_schema() {
    let (code, out) = run(&["schema", "--game", "keyflower", "--record"], None);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let props = &v["properties"];
    for key in [
        "actions",
        "boats",
        "seasons",
        "start_tile",
        "players",
        "offer",
    ] {
        assert!(props.get(key).is_some(), "{key} missing in {props}");
    }
}

/// Replays a record through the library: the number (from 1) of the first refused action
/// and its rules, or `None` when every action is legal.
fn first_refused(text: &str) -> Option<(usize, Vec<&'static str>)> {
    let record = arbiter_format::keyflower_record::read(text).unwrap_or_else(|e| panic!("{e:?}"));
    let mut game = record.game;
    for (i, a) in record.actions.iter().enumerate() {
        let action = a.resolve(&game.position).unwrap();
        if let Err(p) = game.act(&action) {
            return Some((i + 1, p.iter().map(|p| p.rule).collect()));
        }
    }
    None
}

#[test]
fn summer_boat_1a_draws_two_workers_with_each_boat() {
    let s = std::fs::read_to_string("examples/keyflower-game.yaml").unwrap();
    let s = s
        .replace("{tile: hiring-fair}]\n    boats: [{tile: keyflower-boat, workers: {red: 1}}", "{tile: summer-boat-1, face: a}]\n    boats: [{tile: keyflower-boat, workers: {red: 1}}")
        .replace("  - {player: Anna, pass: true}\n  - {player: Bob, pass: true}\n  - {player: Anna, boat: keyflower-boat}", "  - {player: Anna, bid: {tile: summer-boat-1, colour: blue, count: 1}}\n  - {player: Bob, pass: true}\n  - {player: Anna, pass: true}\n  - {player: Anna, boat: keyflower-boat}")
        .replace("  - {player: Bob, place: {tile: brewer, at: [1, 0], rotation: 3, edges: RRRFFF}}", "  - {player: Bob, place: {tile: brewer, at: [1, 0], rotation: 3, edges: RRRFFF}}\n  - {player: Anna, place: {tile: summer-boat-1, at: [0, 1], edges: WWWWWW}}")
        .replace("  - {player: Anna, place: {tile: sea-bastion, at: [0, 1], edges: WWWWWW}}", "  - {player: Anna, place: {tile: sea-bastion, at: [0, -1], edges: WWWWWW}}");
    // After autumn, Anna's boat choice must say which two workers she drew.
    let (at, rules) = first_refused(&s).expect("the draw is missing");
    assert_eq!((at, rules), (21, vec!["kf.summer-boat.1a"]));
    let s = s.replace(
        "  - {player: Anna, boat: sea-bastion}\n  # Winter",
        "  - {player: Anna, boat: sea-bastion, gets: {blue: 1, geel: 1}}\n  # Winter",
    );
    let (at, _) = first_refused(&s).expect("the winter draw is missing");
    assert_eq!(at, 29);
    let s = s.replace(
        "  - {player: Anna, boat: sea-bastion}\n  - {player: Anna, place",
        "  - {player: Anna, boat: sea-bastion, gets: {red: 2}}\n  - {player: Anna, place",
    );
    assert_eq!(first_refused(&s), None);
}
