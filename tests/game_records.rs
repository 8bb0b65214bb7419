//! Whole games written for the tests: River, Abbot-with-River and all-four games, and a base game
//! that ends with a discarded tile, each as a JCloisterZone save (`tests/jcz/`) and as a game
//! record (`tests/records/`, whose comments work the final scores out by hand). Both forms must
//! reach the hand-worked totals, and importing the save must give the record.

use std::path::{Path, PathBuf};

use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::replay::{replay_game, Discard, Replay};
use arbiter_engine::carcassonne::turn::PieceAction;
use arbiter_format::jcz;
use arbiter_format::record::{self, Record, RecordOut};

use crate::common;

fn path(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(rel)
}

fn import(rel: &str) -> Record {
    let bytes = std::fs::read(path(rel)).unwrap();
    let out = jcz::import(&bytes).unwrap_or_else(|e| panic!("{rel}: {:?}", e.message));
    let yaml = out.to_yaml();
    let (rec, _) = record::read(yaml.as_bytes()).unwrap_or_else(|e| panic!("{rel}: {e:?}"));
    // The written record reads back to itself.
    assert_eq!(RecordOut::from_record(&rec).to_yaml(), yaml, "{rel}");
    rec
}

fn read(rel: &str) -> Record {
    let bytes = std::fs::read(path(rel)).unwrap();
    record::read(&bytes)
        .unwrap_or_else(|e| panic!("{rel}: {e:?}"))
        .0
}

fn play(rec: &Record) -> Replay {
    replay_game(
        rec.start.clone(),
        &rec.moves,
        &rec.discarded,
        None,
        rec.finished,
    )
}

fn totals(rel: &str, r: &Replay) -> Vec<(String, i64)> {
    if let Some(bad) = &r.illegal {
        panic!(
            "{rel}: move {} illegal: {:?}",
            bad.number, bad.verdict.problems
        );
    }
    assert!(r.bad_discard.is_none(), "{rel}: {:?}", r.bad_discard);
    assert!(r.final_scoring.is_some(), "{rel}: no end-game scoring");
    let players = &r.position.setup().players;
    players
        .iter()
        .zip(r.totals())
        .map(|(p, t)| (p.name.clone(), t))
        .collect()
}

/// The moves with each piece named by the feature its locator resolves to (`road:N` and
/// `road:S` name the same road of a straight road tile).
fn moves(rec: &Record) -> Vec<String> {
    let cat = Catalogue::get();
    rec.moves
        .iter()
        .map(|m| {
            let mv = &m.mv;
            let action = match mv.action {
                PieceAction::Place { kind, locator } => format!(
                    "{}@{:?}",
                    kind.key(),
                    locator.resolve(cat.tile(mv.def), mv.rot)
                ),
                other => format!("{other:?}"),
            };
            format!(
                "{:?} {} {} {} {action} {}",
                mv.player,
                cat.tile(mv.def).id,
                mv.pos,
                mv.rot.degrees(),
                mv.again
            )
        })
        .collect()
}

fn expect(names: &[(&str, i64)]) -> Vec<(String, i64)> {
    names.iter().map(|(n, t)| (n.to_string(), *t)).collect()
}

/// A save, the same game as a record, and the totals worked out by hand in the record's comments.
type Game = (&'static str, &'static str, &'static [(&'static str, i64)]);

const GAMES: [Game; 5] = [
    (
        "jcz/river.jcz",
        "records/river-game.yaml",
        &[("Alice", 21), ("Bob", 8)],
    ),
    (
        "jcz/abbot-with-river.jcz",
        "records/abbot-river-game.yaml",
        &[("Ann", 18), ("Ben", 13), ("Cas", 17)],
    ),
    (
        "jcz/all-four.jcz",
        "records/all-four-game.yaml",
        &[("Eva", 27), ("Finn", 21)],
    ),
    (
        "jcz/discarded-tile.jcz",
        "records/discarded-tile.yaml",
        &[("Gus", 27), ("Hal", 15)],
    ),
    (
        "jcz/river-discarded-tile.jcz",
        "records/river-discarded-tile.yaml",
        &[("Ivy", 40), ("Jon", 17)],
    ),
];

#[test]
fn hand_made_saves_and_records_reach_the_hand_worked_totals() {
    for (save, rec_path, want) in GAMES {
        let imported = import(save);
        let written = read(rec_path);
        assert_eq!(imported.start, written.start, "{save}");
        assert_eq!(moves(&imported), moves(&written), "{save}");
        assert_eq!(imported.finished, written.finished, "{save}");
        assert_eq!(imported.discarded, written.discarded, "{save}");
        assert_eq!(totals(save, &play(&imported)), expect(want), "{save}");
        assert_eq!(
            totals(rec_path, &play(&written)),
            expect(want),
            "{rec_path}"
        );
    }
}

#[test]
fn imported_river_games_record_the_rules_they_were_played_under() {
    for save in [
        "jcz/river.jcz",
        "jcz/abbot-with-river.jcz",
        "jcz/all-four.jcz",
    ] {
        let yaml = jcz::import(&std::fs::read(path(save)).unwrap())
            .unwrap()
            .to_yaml();
        for line in [
            "river-flow: room-ahead",
            "two-tile-city: 4",
            "farmers: third-edition",
        ] {
            assert!(yaml.contains(line), "{save} lacks {line}:\n{yaml}");
        }
    }
    let all = import("jcz/all-four.jcz");
    let garden_twin = Catalogue::get().index_of("RI.1/IIG").unwrap();
    assert!(all.moves.iter().any(|m| m.mv.def == garden_twin));
    assert!(all.moves.iter().any(|m| m.mv.again), "builder double turn");
}

#[test]
fn by_the_seed_rules_the_river_games_stop_where_the_river_bends_back() {
    for rec_path in [
        "records/river-game.yaml",
        "records/abbot-river-game.yaml",
        "records/all-four-game.yaml",
    ] {
        let mut rec = read(rec_path);
        rec.start
            .rules
            .set_option("river-flow", "one-side")
            .unwrap();
        let r = play(&rec);
        let bad = r.illegal.expect("illegal under one-side");
        assert_eq!(bad.number, 6, "{rec_path}");
        assert_eq!(bad.verdict.problems[0].rule, "river.no-turn-back");
        assert!(r.final_scoring.is_none());
    }
}

#[test]
fn a_discarded_tile_ends_the_game() {
    let rec = import("jcz/discarded-tile.jcz");
    let crossroads = Catalogue::get().index_of("BA/RRRR").unwrap();
    assert!(rec.finished);
    assert_eq!(
        rec.discarded,
        vec![Discard {
            def: crossroads,
            after: 70
        }]
    );
    assert_eq!(rec.moves.len(), 70);
    let r = play(&rec);
    assert_eq!(r.discarded.len(), 1);

    // Without the discard the box still holds the crossroads: the replay checks only what the
    // record says, so the record is finished when it says so, but the importer would not say so
    // for a save that stops earlier while tiles that fit are left.
    let mut json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(path("jcz/discarded-tile.jcz")).unwrap()).unwrap();
    let replay = json["replay"].as_array_mut().unwrap();
    let cut = replay.len() - 6; // the last two turns: PLACE_TILE, PASS, COMMIT each
    replay.truncate(cut);
    let shorter = jcz::import(&serde_json::to_vec(&json).unwrap()).unwrap();
    assert_eq!(shorter.moves.len(), 68);
    assert!(
        !shorter.finished,
        "tiles that fit are left: the game goes on"
    );
    assert!(shorter.discarded.is_empty());
}

#[test]
fn a_discarded_river_tile_lets_the_lake_come() {
    let rec = import("jcz/river-discarded-tile.jcz");
    let straight = Catalogue::get().index_of("RI.1/IFI").unwrap();
    assert!(rec.finished);
    assert_eq!(
        rec.discarded,
        vec![Discard {
            def: straight,
            after: 9
        }]
    );
    // Without the discard a river tile is still to come when the lake is laid (move 10).
    let mut without = rec.clone();
    without.discarded.clear();
    let r = play(&without);
    let bad = r.illegal.expect("the lake comes too early");
    assert_eq!(bad.number, 10);
    assert_eq!(bad.verdict.problems[0].rule, "river.lake-last");
    // Listed one move earlier, the straight still fitted: the replay refuses the discard.
    let mut early = rec;
    early.discarded[0].after = 8;
    let r = play(&early);
    assert_eq!(
        r.bad_discard.expect("it fitted").problem.rule,
        "base.tile.unplaceable"
    );
}

#[test]
fn a_listed_discard_of_a_tile_that_fits_stops_the_replay() {
    let mut rec = read("records/discarded-tile.yaml");
    let straight = Catalogue::get().index_of("BA/RFr").unwrap();
    // Put back the crossroads: the box has one; list instead a road that fits after move 10.
    rec.discarded = vec![Discard {
        def: straight,
        after: 10,
    }];
    let r = play(&rec);
    let bad = r.bad_discard.expect("the road fits");
    assert_eq!(bad.index, 0);
    assert_eq!(bad.problem.rule, "base.tile.unplaceable");
    assert_eq!(r.steps.len(), 10);
    assert!(r.final_scoring.is_none());

    // A second crossroads is more than the box holds.
    let crossroads = Catalogue::get().index_of("BA/RRRR").unwrap();
    rec.discarded = vec![
        Discard {
            def: crossroads,
            after: 70,
        },
        Discard {
            def: crossroads,
            after: 70,
        },
    ];
    let r = play(&rec);
    assert_eq!(
        r.bad_discard.expect("one crossroads").problem.rule,
        "base.tile.supply"
    );
}

#[test]
fn a_discard_after_the_last_move_is_bad_input() {
    let text = std::fs::read_to_string(path("records/river-game.yaml")).unwrap();
    let text = text.replace(
        "finished: true",
        "discarded:\n  - {tile: BA/RRRR, after: 18}\nfinished: true",
    );
    let errors = record::read(text.as_bytes()).unwrap_err();
    assert_eq!(errors[0].message.key, "input-discard-after");
    assert!(errors[0].loc.line > 0);
}

#[test]
fn saves_with_other_expansions_are_refused_by_name() {
    let base: serde_json::Value =
        serde_json::from_slice(&std::fs::read(path("jcz/river.jcz")).unwrap()).unwrap();
    let mut with_set = base.clone();
    with_set["setup"]["sets"]["river/2:1"] = 1.into();
    let e = jcz::import(&serde_json::to_vec(&with_set).unwrap()).unwrap_err();
    assert_eq!(e.message.key, "jcz-unknown-set");
    assert!(format!("{:?}", e.message.args).contains("river/2:1"));

    let mut with_element = base;
    with_element["setup"]["elements"]["bigtop"] = true.into();
    let e = jcz::import(&serde_json::to_vec(&with_element).unwrap()).unwrap_err();
    assert_eq!(e.message.key, "jcz-unknown-element");
    assert!(format!("{:?}", e.message.args).contains("bigtop"));
}

fn arbiter(args: &[&str]) -> (i32, String, String) {
    let out = common::arbiter(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn rule_options_on_the_command_line() {
    let game = "tests/records/river-game.yaml";
    let (code, out, _) = arbiter(&["replay", game, "--format", "json"]);
    assert_eq!(code, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["players"][0]["total"], 21);

    let (code, out, _) = arbiter(&["replay", game, "--rules", "river-flow=one-side"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("river-flow=one-side"), "{out}");
    assert!(out.contains("river.no-turn-back"), "{out}");
    let (code, out, _) = arbiter(&[
        "--lang",
        "nl",
        "replay",
        game,
        "--rules",
        "river-flow=one-side",
    ]);
    assert_eq!(code, 1);
    assert!(out.contains("opdrachtregel"), "{out}");

    // `check` on a position: its river bends both ways, which its own rules (the default
    // one-side) refuse and JCloisterZone's allow.
    let position = "tests/positions/river-08-flows-back-after-wrong-bend.yaml";
    assert_eq!(arbiter(&["check", position]).0, 1);
    assert_eq!(
        arbiter(&["check", position, "--rules", "river-flow=room-ahead"]).0,
        0
    );

    for (bad, key) in [
        ("river-flow=uphill", "one-side, room-ahead"),
        ("rivers=on", "river-flow"),
    ] {
        let (code, out, err) = arbiter(&["replay", game, "--rules", bad]);
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains(key), "{bad}: {out}{err}");
        let (code, _, err) = arbiter(&["--lang", "nl", "score", game, "--rules", bad]);
        assert_eq!(code, 2);
        assert!(err.starts_with("fout"), "{err}");
    }
}

#[test]
fn replay_prints_the_discarded_tile() {
    let (code, out, _) = arbiter(&["replay", "tests/records/discarded-tile.yaml"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("BA/RRRR was drawn after move 70"), "{out}");
    assert!(out.contains("base.tile.unplaceable"), "{out}");
    let (_, out, _) = arbiter(&[
        "--lang",
        "nl",
        "replay",
        "tests/records/discarded-tile.yaml",
    ]);
    assert!(out.contains("ging uit het spel"), "{out}");
}

fn read_text(text: &str) -> Record {
    record::read(text.as_bytes())
        .unwrap_or_else(|e| panic!("{e:?}"))
        .0
}

#[test]
fn replay_infers_the_builders_extra_turn_and_refuses_a_chained_one() {
    let text = std::fs::read_to_string(path("records/all-four-game.yaml")).unwrap();
    let flagged = "piece: follower@monastery, extra_turn: true}   # 17";
    assert!(text.contains(flagged));
    // Without the flag, move 17 is still the extra turn that move 16 earned: same game.
    let unflagged = text.replace(flagged, "piece: follower@monastery}   # 17");
    let r = play(&read_text(&unflagged));
    assert_eq!(
        totals("unflagged", &r),
        expect(&[("Eva", 27), ("Finn", 21)])
    );
    let extra = &r.steps[16];
    assert_eq!(extra.verdict.plays_again().map(|(b, _)| b), Some(false));
    // A third tile in a row by the builder's owner is a chained extra turn: refused at move 18,
    // flagged or not.
    for seventeen in [flagged, "piece: follower@monastery}   # 17"] {
        let chained = text.replace(flagged, seventeen).replace(
            "{player: red, tile: BA/LR, at: [3, -2], rot: 0, recall_abbot: true}   # 18",
            "{player: blue, tile: BA/LR, at: [3, -2], rot: 0}   # 18",
        );
        let r = play(&read_text(&chained));
        let bad = r.illegal.expect("a chained extra turn is refused");
        assert_eq!(bad.number, 18);
        let rules: Vec<_> = bad.verdict.problems.iter().map(|p| p.rule).collect();
        assert_eq!(rules, ["tb.builder.no-chain"]);
    }
    // Another player's move in between is judged by turn order as before.
    let out_of_turn = text.replace(
        "{player: red, tile: BA/C, at: [2, -1], rot: 180}   # 15",
        "{player: blue, tile: BA/C, at: [2, -1], rot: 180}   # 15",
    );
    let bad = play(&read_text(&out_of_turn)).illegal.expect("out of turn");
    assert_eq!(bad.number, 15);
    assert_eq!(bad.verdict.problems[0].rule, "base.turn.order");
}
