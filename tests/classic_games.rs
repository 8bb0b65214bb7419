//! The five whole JCloisterZone games of the classic boxes (`../shared/reference/
//! jcz-games-classic/`, read where they lie and skipped, saying so, when absent), each judged
//! the way an outside engine judges arbiter:
//!
//! - `import` + `replay` reaches every point event of every turn (as a multiset of player and
//!   points per turn, zero-point events left out, ransoms included) and the final totals;
//! - the end position, written by this test from JCloisterZone's own `end.json` (tiles,
//!   meeples, neutral figures, tower heights, tokens, prisoners) in arbiter's documented
//!   position format, reads back legal and scores to JCloisterZone's final scoring.
//!
//! The per-expansion tests (`princess_and_dragon.rs`, `tower_game.rs`, `abbey_and_mayor.rs`,
//! `king_and_robber.rs`) look closer at each game; this one holds the mixed game
//! `o-mix-s8051-p4` (the Princess & the Dragon, The Tower, Inns & Cathedrals and Traders &
//! Builders in one game) to the same bar as the others.

use std::collections::BTreeMap;
use std::fmt::Write;

use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::effect::Effect;
use arbiter_engine::carcassonne::geometry::Rotation;
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::replay::Replay;
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_format::carcassonne::read;
use arbiter_format::jcz;

use crate::common::jcz_games::import_and_replay;
use serde_json::Value;

/// Each game, the expansions its position file switches on, and its final totals as the
/// games' README lists them.
const GAMES: [(&str, &[&str], [i64; 4]); 5] = [
    (
        "g-dragon-s8003-p4",
        &["princess-and-dragon"],
        [57, 47, 25, 49],
    ),
    ("h-tower-s8009-p4", &["tower"], [40, 0, 28, 29]),
    ("i-abbey-s8015-p4", &["abbey-and-mayor"], [94, 82, 36, 64]),
    ("j-king-s8021-p4", &["king-and-robber"], [44, 38, 38, 47]),
    (
        "o-mix-s8051-p4",
        &[
            "inns-and-cathedrals",
            "traders-and-builders",
            "princess-and-dragon",
            "tower",
        ],
        [61, 65, 54, 39],
    ),
];

fn read_json(dir: &std::path::Path, name: &str) -> Value {
    serde_json::from_slice(&std::fs::read(dir.join(name)).unwrap()).unwrap()
}

/// Points by turn (0: the final scoring): each player's point events, sorted.
type Events = BTreeMap<usize, Vec<(usize, i64)>>;

fn replayed(r: &Replay) -> Events {
    let mut out = Events::new();
    for s in &r.steps {
        for e in &s.verdict.effects {
            let turn = out.entry(s.number).or_default();
            match e {
                Effect::Scored { line, .. } => {
                    turn.extend(line.awards.iter().map(|a| (a.player.index(), a.points)));
                }
                Effect::Points { player, points, .. } => turn.push((player.index(), *points)),
                _ => {}
            }
        }
    }
    if let Some(f) = &r.final_scoring {
        let fin = out.entry(0).or_default();
        for line in &f.lines {
            fin.extend(line.awards.iter().map(|a| (a.player.index(), a.points)));
        }
    }
    tidy(out)
}

fn expected(v: &Value) -> Events {
    let names: Vec<&str> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    let mut out = Events::new();
    for h in v["history"].as_array().unwrap() {
        let turn = if h["final"].as_bool() == Some(true) {
            0
        } else {
            h["turn"].as_u64().unwrap() as usize
        };
        let player = names
            .iter()
            .position(|n| *n == h["player"].as_str().unwrap())
            .unwrap();
        out.entry(turn)
            .or_default()
            .push((player, h["points"].as_i64().unwrap()));
    }
    tidy(out)
}

/// Zero-point events out, each turn's events sorted, empty turns dropped.
fn tidy(events: Events) -> Events {
    events
        .into_iter()
        .map(|(t, mut e)| {
            e.retain(|&(_, p)| p != 0);
            e.sort();
            (t, e)
        })
        .filter(|(_, e)| !e.is_empty())
        .collect()
}

#[test]
fn every_classic_game_reaches_every_point_event_and_its_totals() {
    let Some(dir) = crate::common::shared::shared_path("reference/jcz-games-classic") else {
        return;
    };
    for (name, _, listed) in GAMES {
        let bytes = std::fs::read(dir.join(format!("{name}.jcz"))).unwrap();
        let want = read_json(&dir, &format!("{name}.expected.json"));
        let r = import_and_replay(&bytes);
        let totals: Vec<i64> = want["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["total"].as_i64().unwrap())
            .collect();
        assert_eq!(r.totals(), totals, "{name}");
        assert_eq!(totals, listed, "{name}");
        let (ours, theirs) = (replayed(&r), expected(&want));
        let events: usize = theirs.values().map(Vec::len).sum();
        assert!(events > 20, "{name}: only {events} point events");
        eprintln!(
            "{name}: {events} point events in {} turns, totals {totals:?}",
            theirs.len()
        );
        let turns: Vec<usize> = ours
            .keys()
            .chain(theirs.keys())
            .copied()
            .filter(|t| ours.get(t) != theirs.get(t))
            .collect();
        assert!(
            turns.is_empty(),
            "{name}: turns {turns:?} differ: {:?} against {:?}",
            turns.iter().map(|t| ours.get(t)).collect::<Vec<_>>(),
            turns.iter().map(|t| theirs.get(t)).collect::<Vec<_>>()
        );
    }
}

/// JCloisterZone's class name of a piece as arbiter's key.
fn kind(class: &str) -> &'static str {
    match class {
        "SmallFollower" => "follower",
        "BigFollower" => "big-follower",
        "Abbot" => "abbot",
        "Builder" => "builder",
        "Pig" => "pig",
        "Mayor" => "mayor",
        "Wagon" => "wagon",
        other => panic!("a piece arbiter does not know: {other}"),
    }
}

/// Tower floors JCloisterZone deals each player, by the number of players.
fn floors_dealt(players: usize) -> u64 {
    match players {
        0..=2 => 10,
        3 => 9,
        4 => 7,
        5 => 6,
        6 => 5,
        7 => 4,
        _ => 3,
    }
}

/// The end position of `end.json` in arbiter's position format, as a reader who knows only
/// the documented format would write it.
fn end_position(end: &Value, expansions: &[&str]) -> String {
    let cat = Catalogue::get();
    let players = end["players"].as_array().unwrap();
    let colors: Vec<&str> = players
        .iter()
        .map(|p| p["color"].as_str().unwrap())
        .collect();
    let on = |key: &str| expansions.contains(&key);
    let mut y = format!(
        "game: carcassonne\nrules:\n  expansions: [{}]\nplayers:\n",
        expansions.join(", ")
    );
    for p in players {
        writeln!(
            y,
            "  - {{name: {}, color: {}}}",
            p["name"].as_str().unwrap(),
            p["color"].as_str().unwrap()
        )
        .unwrap();
    }
    y += "score:\n";
    for p in players {
        writeln!(
            y,
            "  {}: {}",
            p["color"].as_str().unwrap(),
            p["score_before_final"]
        )
        .unwrap();
    }
    let token = |p: &Value, t: &str| p["tokens"][t].as_u64().unwrap_or(0);
    if on("traders-and-builders") {
        y += "goods:\n";
        for p in players {
            let (w, g, c) = (token(p, "WINE"), token(p, "GRAIN"), token(p, "CLOTH"));
            writeln!(
                y,
                "  {}: {{wine: {w}, grain: {g}, cloth: {c}}}",
                p["color"].as_str().unwrap()
            )
            .unwrap();
        }
    }
    if on("king-and-robber") {
        y += "cards:\n";
        for p in players {
            let (k, r) = (token(p, "KING"), token(p, "ROBBER"));
            writeln!(
                y,
                "  {}: {{king: {k}, robber: {r}}}",
                p["color"].as_str().unwrap()
            )
            .unwrap();
        }
    }
    if on("tower") {
        y += "tower-floors:\n";
        for p in players {
            let placed = floors_dealt(players.len()) - token(p, "TOWER_PIECE");
            writeln!(
                y,
                "  {}: {{placed: {placed}}}",
                p["color"].as_str().unwrap()
            )
            .unwrap();
        }
    }
    if on("abbey-and-mayor") {
        let laid: Vec<&Value> = players
            .iter()
            .filter(|p| token(p, "ABBEY_TILE") == 0)
            .collect();
        if !laid.is_empty() {
            y += "abbey:\n";
            for p in laid {
                writeln!(y, "  {}: {{used: 1}}", p["color"].as_str().unwrap()).unwrap();
            }
        }
    }
    let tiles = end["tiles"].as_array().unwrap();
    let tile_at = |pos: &Value| {
        let t = tiles.iter().find(|t| t["position"] == *pos).unwrap();
        let def = cat.tile(cat.index_of(t["tile"].as_str().unwrap()).unwrap());
        (
            def,
            Rotation::from_degrees(t["rotation"].as_i64().unwrap()).unwrap(),
        )
    };
    let locator = |pointer: &Value| {
        let (def, rot) = tile_at(&pointer["position"]);
        jcz::pointer_locator(def, rot, pointer)
            .unwrap_or_else(|| panic!("no feature at {pointer}"))
            .to_text()
    };
    let heights: Vec<(&Value, u64)> = end["features"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["type"] == "Tower")
        .map(|f| (&f["places"][0], f["height"].as_u64().unwrap_or(0)))
        .collect();
    let meeples = end["meeples"].as_array().unwrap();
    y += "tiles:\n";
    for t in tiles {
        let (x, yy) = (&t["position"][0], &t["position"][1]);
        write!(
            y,
            "  - {{tile: \"{}\", at: [{x}, {yy}], rot: {}",
            t["tile"].as_str().unwrap(),
            t["rotation"]
        )
        .unwrap();
        if let Some((_, h)) = heights.iter().find(|(p, _)| p[0] == *x && p[1] == *yy) {
            write!(y, ", height: {h}").unwrap();
        }
        let pieces: Vec<String> = meeples
            .iter()
            .filter(|m| m["position"] == t["position"] && m["type"] != "Barn")
            .map(|m| {
                format!(
                    "{{owner: {}, kind: {}, feature: \"{}\"}}",
                    colors[m["player"].as_u64().unwrap() as usize],
                    kind(m["type"].as_str().unwrap()),
                    locator(m)
                )
            })
            .collect();
        if !pieces.is_empty() {
            write!(y, ", pieces: [{}]", pieces.join(", ")).unwrap();
        }
        y += "}\n";
    }
    let mut figures = String::new();
    for b in meeples.iter().filter(|m| m["type"] == "Barn") {
        writeln!(
            figures,
            "  - {{kind: barn, owner: {}, corner: [{}, {}]}}",
            colors[b["player"].as_u64().unwrap() as usize],
            b["position"][0],
            b["position"][1]
        )
        .unwrap();
    }
    if let Some(d) = end["neutral_figures"].get("dragon") {
        writeln!(
            figures,
            "  - {{kind: dragon, at: [{}, {}]}}",
            d["position"][0], d["position"][1]
        )
        .unwrap();
    }
    if let Some(f) = end["neutral_figures"].get("fairy") {
        let fp = &f["placement"]["featurePointer"];
        let owner: usize = f["placement"]["meepleId"].as_str().unwrap()[..1]
            .parse()
            .unwrap();
        writeln!(
            figures,
            "  - {{kind: fairy, at: [{}, {}], beside: {}, feature: \"{}\"}}",
            fp["position"][0],
            fp["position"][1],
            colors[owner],
            locator(fp)
        )
        .unwrap();
    }
    if !figures.is_empty() {
        y += "figures:\n";
        y += &figures;
    }
    let mut held = String::new();
    for (i, p) in players.iter().enumerate() {
        for h in p["prisoners_held"].as_array().into_iter().flatten() {
            for _ in 0..h["count"].as_u64().unwrap_or(1) {
                writeln!(
                    held,
                    "  - {{holder: {}, owner: {}, kind: {}}}",
                    colors[i],
                    colors[h["player"].as_u64().unwrap() as usize],
                    kind(h["type"].as_str().unwrap())
                )
                .unwrap();
            }
        }
    }
    if !held.is_empty() {
        y += "held:\n";
        y += &held;
    }
    y
}

#[test]
fn every_classic_end_position_scores_to_jcloisterzones_final_scoring() {
    let Some(dir) = crate::common::shared::shared_path("reference/jcz-games-classic") else {
        return;
    };
    for (name, expansions, _) in GAMES {
        let end = read_json(&dir, &format!("{name}.end.json"));
        let text = end_position(&end, expansions);
        let (setup, _) = read(text.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e:?}\n{text}"));
        let position = Position::validate(setup);
        assert!(
            position.problems().is_empty(),
            "{name}: {:?}\n{text}",
            position.problems()
        );
        let scoring = end_game(&position);
        for (i, p) in end["players"].as_array().unwrap().iter().enumerate() {
            assert_eq!(
                scoring.final_points[i],
                p["final_scoring"].as_i64().unwrap(),
                "{name}: {}\n{text}",
                p["name"]
            );
            assert_eq!(
                scoring.totals()[i],
                p["total"].as_i64().unwrap(),
                "{name}: {}",
                p["name"]
            );
        }
    }
}

/// The saves whose every position a test walks: the classic games, JCloisterZone's saves and
/// scenario tests (where they lie), and the saves written for arbiter's own tests.
fn walked_saves() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    if let Some(dir) = crate::common::shared::shared_path("reference/jcz-games-classic") {
        for (name, _, _) in GAMES {
            let bytes = std::fs::read(dir.join(format!("{name}.jcz"))).unwrap();
            out.push((name.to_string(), bytes));
        }
    }
    // JCloisterZone's own saves and scenario tests, one folder per box.
    for folder in ["reference/jcz-saves", "reference/jcz-scenarios-classic"] {
        let Some(dir) = crate::common::shared::shared_path(folder) else {
            continue;
        };
        let mut found: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_dir())
            .flat_map(|d| std::fs::read_dir(d).unwrap().map(|e| e.unwrap().path()))
            .filter(|p| p.extension().is_some_and(|x| x == "jcz"))
            .collect();
        found.sort();
        for p in found {
            out.push((p.display().to_string(), std::fs::read(&p).unwrap()));
        }
    }
    let mut own: Vec<_> = std::fs::read_dir("tests/jcz")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "jcz"))
        .collect();
    own.sort();
    for p in own {
        out.push((p.display().to_string(), std::fs::read(&p).unwrap()));
    }
    out
}

#[test]
fn every_position_a_saved_game_passes_through_is_legal() {
    // What JCloisterZone reaches, move by move, `check` must accept: a position it calls
    // illegal (a wagon moved in beside a follower, a follower on a tower where the dragon
    // stands) would be a position arbiter calls impossible that a game reached.
    use arbiter_engine::carcassonne::adjudicate;
    use arbiter_engine::carcassonne::problem::Severity;
    use arbiter_engine::carcassonne::replay::apply;
    let mut failures = Vec::new();
    for (name, bytes) in walked_saves() {
        let Ok(out) = jcz::import(&bytes) else {
            continue;
        };
        let (rec, _) = arbiter_format::record::read(out.to_yaml().as_bytes()).unwrap();
        let mut setup = rec.start.clone();
        for (i, m) in rec.moves.iter().enumerate() {
            let position = Position::validate(setup.clone());
            let errors: Vec<_> = position
                .problems()
                .iter()
                .filter(|p| p.severity == Severity::Error)
                .map(|p| p.rule)
                .collect();
            if !errors.is_empty() {
                failures.push(format!("{name}: before move {}: {errors:?}", i + 1));
                break;
            }
            let verdict = adjudicate(&position, &m.mv);
            if !verdict.legal() {
                break;
            }
            setup = apply(&setup, &m.mv, &verdict);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
