//! The Tower's JCloisterZone game, `../shared/reference/jcz-games-classic/h-tower-s8009-p4`
//! (its point events by turn and its totals are judged in `classic_games.rs`, with the other
//! classic games): the end position arbiter's replay reaches, written as a position file,
//! reads back legal, holds JCloisterZone's towers, tower tops, prisoners and floors, and
//! scores to its final scoring; and the captures' effects.
//! The files are third-party test data read where they lie; the tests skip, saying so, when
//! they are absent.

use std::fmt::Write as _;
use std::path::PathBuf;

use arbiter_engine::carcassonne::effect::Effect;
use arbiter_engine::carcassonne::replay::{replay, Replay};
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::setup::Setup;
use arbiter_engine::carcassonne::Position;
use arbiter_format::{carcassonne, jcz, record};
use serde_json::Value;

fn file(name: &str) -> Option<PathBuf> {
    crate::common::shared::shared_path(&format!("reference/jcz-games-classic/{name}"))
}

fn json(path: &PathBuf) -> Value {
    serde_json::from_slice(&std::fs::read(path).expect("read")).expect("json")
}

/// The game imported, its record's YAML and its replay.
fn played(name: &str) -> Option<(String, Replay)> {
    let path = file(&format!("{name}.jcz"))?;
    let out = jcz::import(&std::fs::read(&path).expect("read")).expect("import");
    let yaml = out.to_yaml();
    let (rec, _) = record::read(yaml.as_bytes()).expect("read back");
    let r = replay(rec.start.clone(), &rec.moves, None, rec.finished);
    if let Some(bad) = &r.illegal {
        panic!("move {} illegal: {:?}", bad.number, bad.verdict.problems);
    }
    Some((yaml, r))
}

/// A position file for `setup` (its rules block taken from the game record's YAML).
fn position_yaml(record_yaml: &str, setup: &Setup) -> String {
    let color = |i: usize| setup.players[i].color.key();
    let mut out = String::from("game: carcassonne\n");
    let rules: Vec<&str> = record_yaml
        .lines()
        .skip_while(|l| l.trim() != "rules:")
        .take_while(|l| l.trim() != "players:")
        .collect();
    for l in rules {
        writeln!(out, "{}", &l[2..]).unwrap();
    }
    out.push_str("players:\n");
    for p in &setup.players {
        writeln!(out, "  - {{name: {}, color: {}}}", p.name, p.color.key()).unwrap();
    }
    out.push_str("score: {");
    let score: Vec<String> = (0..setup.players.len())
        .map(|i| format!("{}: {}", color(i), setup.track[i]))
        .collect();
    writeln!(out, "{}}}", score.join(", ")).unwrap();
    out.push_str("tower-floors:\n");
    for (i, row) in setup.player_state.rows("tower-floors").iter().enumerate() {
        writeln!(out, "  {}: {{placed: {}}}", color(i), row[0]).unwrap();
    }
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    out.push_str("tiles:\n");
    for t in &setup.tiles {
        write!(
            out,
            "  - {{tile: \"{}\", at: [{}, {}], rot: {}",
            cat.tile(t.def).id,
            t.pos.x,
            t.pos.y,
            t.rot.degrees()
        )
        .unwrap();
        for (k, v) in &t.state.0 {
            write!(out, ", {k}: {v}").unwrap();
        }
        if !t.pieces.is_empty() {
            let pieces: Vec<String> = t
                .pieces
                .iter()
                .map(|p| {
                    format!(
                        "{{owner: {}, kind: {}, feature: \"{}\"}}",
                        color(p.owner.index()),
                        p.kind.key(),
                        p.locator.to_text()
                    )
                })
                .collect();
            write!(out, ", pieces: [{}]", pieces.join(", ")).unwrap();
        }
        out.push_str("}\n");
    }
    if !setup.held.is_empty() {
        out.push_str("held:\n");
        for h in &setup.held {
            writeln!(
                out,
                "  - {{holder: {}, owner: {}, kind: {}}}",
                color(h.holder.index()),
                color(h.owner.index()),
                h.kind.key()
            )
            .unwrap();
        }
    }
    out
}

/// The end position of `h-tower-s8009-p4` as a position file, when the game is there.
pub(crate) fn end_position_text() -> Option<String> {
    let (yaml, r) = played("h-tower-s8009-p4")?;
    Some(position_yaml(&yaml, r.position.setup()))
}

#[test]
fn the_tower_end_position_scores_to_jcz_final_scoring() {
    let Some((yaml, r)) = played("h-tower-s8009-p4") else {
        return;
    };
    let Some(path) = file("h-tower-s8009-p4.end.json") else {
        return;
    };
    let end = json(&path);
    let text = position_yaml(&yaml, r.position.setup());
    let (setup, _) = carcassonne::read(text.as_bytes()).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    let position = Position::validate(setup);
    assert!(position.is_legal(), "{:?}\n{text}", position.problems());
    let setup = position.setup();
    let players = end["players"].as_array().expect("players");
    // JCloisterZone's towers, tower tops, prisoners and floors left.
    for f in end["features"].as_array().expect("features") {
        if f["type"] != "Tower" {
            continue;
        }
        let at = &f["places"][0];
        let (x, y) = (at[0].as_i64().unwrap(), at[1].as_i64().unwrap());
        let tile = setup
            .tiles
            .iter()
            .find(|t| (t.pos.x, t.pos.y) == (x, y))
            .expect("tower tile");
        let height = f["height"].as_u64().unwrap() as u32;
        assert_eq!(tile.state.get("height").unwrap_or(0), height, "{x},{y}");
    }
    let tops: Vec<(i64, i64, usize)> = end["meeples"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["feature"] == "Tower")
        .map(|m| {
            (
                m["position"][0].as_i64().unwrap(),
                m["position"][1].as_i64().unwrap(),
                m["player"].as_u64().unwrap() as usize,
            )
        })
        .collect();
    let mut ours: Vec<(i64, i64, usize)> = setup
        .tiles
        .iter()
        .flat_map(|t| {
            t.pieces
                .iter()
                .filter(|p| p.locator.to_text() == "tower")
                .map(move |p| (t.pos.x, t.pos.y, p.owner.index()))
        })
        .collect();
    let mut tops = tops;
    tops.sort();
    ours.sort();
    assert_eq!(ours, tops, "tower tops");
    for (i, p) in players.iter().enumerate() {
        let held: u64 = p["prisoners_held"].as_array().map_or(0, |a| {
            a.iter().map(|h| h["count"].as_u64().unwrap_or(1)).sum()
        });
        let ours = setup.held.iter().filter(|h| h.holder.index() == i).count() as u64;
        assert_eq!(ours, held, "prisoners held by {}", p["name"]);
        let left = p["tokens"]["TOWER_PIECE"].as_u64().unwrap_or(0) as u32;
        let placed = setup.player_state.rows("tower-floors")[i][0];
        assert_eq!(7 - placed, left, "floors left of {}", p["name"]);
    }
    // The final scoring.
    let scored = end_game(&position);
    let theirs: Vec<i64> = players
        .iter()
        .map(|p| p["final_scoring"].as_i64().unwrap())
        .collect();
    assert_eq!(scored.final_points, theirs);
    let before: Vec<i64> = players
        .iter()
        .map(|p| p["score_before_final"].as_i64().unwrap())
        .collect();
    assert_eq!(setup.track, before);
}

/// A move on a position file: its verdict.
fn verdict(
    position: &str,
    tile: &str,
    at: (i64, i64),
    rot: i64,
    steps: &[&str],
) -> arbiter_engine::carcassonne::turn::MoveVerdict {
    use arbiter_engine::carcassonne::catalogue::Catalogue;
    use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
    use arbiter_engine::carcassonne::turn::{adjudicate, Move, PieceAction};
    let (setup, _) = carcassonne::read(position.as_bytes()).expect("position");
    let position = Position::validate(setup);
    assert!(position.is_legal(), "{:?}", position.problems());
    let players = position.setup().players.clone();
    let mv = Move {
        player: None,
        def: Catalogue::get().index_of(tile).expect("tile"),
        pos: Pos::new(at.0, at.1),
        rot: Rotation::from_degrees(rot).expect("rot"),
        action: PieceAction::None,
        steps: steps
            .iter()
            .map(|s| {
                arbiter_format::action::step(
                    &arbiter_format::yaml::Spanned::new((*s).to_string(), Default::default()),
                    &players,
                )
                .expect("step")
            })
            .collect(),
        again: false,
    };
    adjudicate(&position, &mv)
}

/// A legal move on a position file: the verdict's effects.
fn judged(position: &str, tile: &str, at: (i64, i64), rot: i64, steps: &[&str]) -> Vec<Effect> {
    let v = verdict(position, tile, at, rot, steps);
    assert!(v.problems.is_empty(), "{:?}", v.problems);
    v.effects
}

/// Red raises the tower at (1,0) and captures blue's knight at (0,0), blue's builder beside it;
/// blue holds `held` of red's pieces.
fn capture_case(held: &str, extra: &[&str]) -> Vec<Effect> {
    let position = format!(
        "game: carcassonne\nrules:\n  expansions: [tower, inns-and-cathedrals, traders-and-builders]\n\
         players:\n  - {{name: Alice, color: red}}\n  - {{name: Bob, color: blue}}\nturn: red\n\
         tower-floors:\n  red: {{placed: 1}}\ntiles:\n\
         \x20 - {{tile: \"BA/RCr\", at: [0, 0], rot: 0, pieces: [{{owner: blue, kind: follower, feature: \"road:W\"}}]}}\n\
         \x20 - {{tile: \"TO/RRR\", at: [1, 0], rot: 0, height: 1, pieces: [{{owner: blue, kind: builder, feature: \"road:W\"}}]}}\n\
         held:\n{held}"
    );
    let mut steps = vec!["tower-raise=1,0", "tower-capture=blue@0,0:road:W"];
    steps.extend_from_slice(extra);
    judged(&position, "BA/C", (0, -1), 180, &steps)
}

fn removals(effects: &[Effect]) -> Vec<(String, &'static str, String)> {
    use arbiter_engine::carcassonne::effect::{Destination, PieceAddress};
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Removed {
                piece, kind, to, ..
            } => Some((
                match piece {
                    PieceAddress::Held(_) => "held".to_string(),
                    _ => "board".to_string(),
                },
                kind.key(),
                match to {
                    Destination::Supply => "supply".to_string(),
                    Destination::HeldBy(p) => format!("held by {}", p.index()),
                    Destination::Gone => "gone".to_string(),
                },
            )),
            _ => None,
        })
        .collect()
}

#[test]
fn a_capture_takes_a_prisoner_exchanges_and_sends_a_lonely_builder_home() {
    let b = |a: &str, k: &'static str, c: &str| (a.to_string(), k, c.to_string());
    // Nobody holds red's pieces: blue's knight is red's prisoner; the builder goes home.
    let plain = capture_case("  []\n", &[]);
    assert_eq!(
        removals(&plain),
        [
            b("board", "follower", "held by 0"),
            b("board", "builder", "supply")
        ]
    );
    // Blue holds one red follower: both go home at once.
    let one = capture_case("  - {holder: blue, owner: red, kind: follower}\n", &[]);
    assert_eq!(
        removals(&one),
        [
            b("board", "follower", "supply"),
            b("held", "follower", "supply"),
            b("board", "builder", "supply")
        ]
    );
    // Blue holds a red follower and red's big follower: red chooses which comes back.
    let two = "  - {holder: blue, owner: red, kind: follower}\n  - {holder: blue, owner: red, kind: big-follower}\n";
    let chosen = capture_case(two, &["tower-exchange=big-follower"]);
    assert_eq!(
        removals(&chosen),
        [
            b("board", "follower", "supply"),
            b("board", "builder", "supply"),
            b("held", "big-follower", "supply")
        ]
    );
}

#[test]
fn a_ransom_paid_before_the_tile_is_the_turn_s_that_pays_it() {
    // JCloisterZone takes PAY_RANSOM in any phase: paid before the tile is laid, it follows
    // the previous turn's COMMIT, yet it is the new turn's (Carol's here, not Bob's before it).
    let Some((bytes, expected)) = crate::common::jcz_games::game("h-tower-s8009-p4") else {
        return;
    };
    let mut save: Value = serde_json::from_slice(&bytes).unwrap();
    let replay = save["replay"].as_array_mut().unwrap();
    let paid = replay
        .iter()
        .position(|m| m["type"] == "PAY_RANSOM")
        .unwrap();
    assert_eq!(replay[paid - 1]["type"], "PLACE_TILE");
    replay.swap(paid - 1, paid);
    let r = crate::common::jcz_games::import_and_replay(&serde_json::to_vec(&save).unwrap());
    // Each ransom is paid in the turn JCloisterZone says, by the player it names: the one
    // moved, at turn 43, in Carol's turn.
    let names: Vec<&str> = expected["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    let said: Vec<(u64, usize)> = expected["history"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|h| h["name"] == "ransom" && h["points"].as_i64() < Some(0))
        .map(|h| {
            let payer = h["player"].as_str().unwrap();
            let at = names.iter().position(|n| *n == payer).unwrap();
            (h["turn"].as_u64().unwrap(), at)
        })
        .collect();
    let paid: Vec<(u64, usize)> = r
        .steps
        .iter()
        .flat_map(|s| {
            s.verdict.effects.iter().filter_map(move |e| match *e {
                Effect::Points {
                    player,
                    points,
                    rule,
                } if rule == arbiter_ids::rule::TOWER_RANSOM && points < 0 => {
                    Some((s.number as u64, player.index()))
                }
                _ => None,
            })
        })
        .collect();
    assert_eq!(said.first(), Some(&(43, 2)));
    assert_eq!(paid, said);
    let totals: Vec<i64> = expected["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_i64().unwrap())
        .collect();
    assert_eq!(r.totals(), totals);
}

/// A move on a position file: the rules of its problems (none when legal).
fn refused(position: &str, tile: &str, at: (i64, i64), rot: i64, steps: &[&str]) -> Vec<String> {
    verdict(position, tile, at, rot, steps)
        .problems
        .iter()
        .map(|p| p.rule.to_string())
        .collect()
}

#[test]
fn an_exchange_between_kinds_is_owed_after_the_capture() {
    // JCloisterZone's `TowerCapturePhase`: when the captured player holds the capturer's
    // followers of more than one kind, it asks which comes back and allows no pass.
    let position = "game: carcassonne\nrules:\n  expansions: [tower, inns-and-cathedrals]\n\
         players:\n  - {name: Alice, color: red}\n  - {name: Bob, color: blue}\nturn: red\n\
         tower-floors:\n  red: {placed: 1}\ntiles:\n\
         \x20 - {tile: \"BA/RCr\", at: [0, 0], rot: 0}\n\
         \x20 - {tile: \"TO/RRR\", at: [1, 0], rot: 0, height: 1, pieces: [{owner: blue, kind: follower, feature: \"road:W\"}]}\n\
         held:\n  - {holder: blue, owner: red, kind: follower}\n  - {holder: blue, owner: red, kind: big-follower}\n";
    let capture = ["tower-raise=1,0", "tower-capture=blue@1,0"];
    assert_eq!(
        refused(position, "BA/RFr", (-1, 0), 0, &capture),
        [arbiter_ids::rule::TOWER_EXCHANGE]
    );
    let mut chosen = capture.to_vec();
    chosen.push("tower-exchange=big-follower");
    assert!(refused(position, "BA/RFr", (-1, 0), 0, &chosen).is_empty());
    // Raised without a capture: nothing is owed.
    assert!(refused(position, "BA/RFr", (-1, 0), 0, &capture[..1]).is_empty());
}
