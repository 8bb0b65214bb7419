//! JCloisterZone games compared with their replays: the point events of a replay and of a
//! game's `expected.json` by turn, named as JCloisterZone names them, and the import and
//! replay of a saved game (for the tests of each classic box).

use std::collections::BTreeMap;

use arbiter_engine::carcassonne::effect::Effect;
use arbiter_engine::carcassonne::replay::Replay;
use arbiter_engine::carcassonne::scoring::{ScoreLine, ScoredKind};
use arbiter_ids::rule;
use serde_json::Value;

/// A point event: (turn, 0 for the end), player index, JCloisterZone's score name, points.
pub type Event = (usize, usize, String, i64);

/// JCloisterZone's name of the point event a score line makes.
pub fn line_name(line: &ScoreLine) -> String {
    if line.rules.contains(&rule::PD_FAIRY_SCORE) {
        return "fairy.completed".into();
    }
    if line.rules.contains(&rule::AM_BARN_PLACED) {
        return "field.barn-placed".into();
    }
    if line.rules.contains(&rule::AM_BARN_CONNECTED) {
        return "field.barn-connected".into();
    }
    // An occupied castle at the end: JCloisterZone's `FinalScoring` scores it for nothing.
    if line.rules.contains(&rule::BCB_CASTLE_FINAL) {
        return "castle.incomplete".into();
    }
    match line.kind {
        ScoredKind::Held { state: "goods", .. } => return "trade-goods".into(),
        // One who holds both cards under 15/40 scores 40 with the King (`KingCapability`).
        ScoredKind::Held {
            counter: "king", ..
        } if line.rules.contains(&rule::KR_SCORING)
            && line.awards.iter().any(|a| a.points == 40) =>
        {
            return "king+robber".into()
        }
        _ => {}
    }
    let key = line.kind.key();
    if line.complete || key == "field" {
        key.to_string()
    } else {
        format!("{key}.incomplete")
    }
}

/// JCloisterZone's name of the point event of points given under `rule` outside a score line
/// (the rule's own id where JCloisterZone has no such event or the helper does not name it).
pub fn points_name(rule: &str) -> String {
    match rule {
        rule::PD_FAIRY_TURN => "fairy.turn".into(),
        rule::PD_FAIRY_SCORE => "fairy.completed".into(),
        rule::BCB_CASTLE_SCORE => "castle".into(),
        rule::HS_FLOCK_SCORE | rule::HS_FLOCK_CLOSED => "flock".into(),
        other => other.into(),
    }
}

/// Every point event of a replay, by turn, zero-point ones left out.
pub fn events(r: &Replay) -> Vec<Event> {
    let mut out = all_events(r);
    out.retain(|e| e.3 != 0);
    out.sort();
    out
}

/// Every point event of a replay, zero-point ones included, in the order they happened. The
/// cards' points as they go (`king-and-robber-scoring: continuously`) cite one rule for both
/// cards: the event is named after the card its player held before the move (a game's start
/// holds none), `kr.scoring` when they held both.
pub fn all_events(r: &Replay) -> Vec<Event> {
    let mut out = Vec::new();
    // The holders of the King and the Robber, by the counter's place in the cards block.
    let mut holders: [Option<usize>; 2] = [None, None];
    for s in &r.steps {
        let before = holders;
        for e in &s.verdict.effects {
            match e {
                Effect::Scored { line, .. } => {
                    for a in &line.awards {
                        out.push((s.number, a.player.index(), line_name(line), a.points));
                    }
                }
                Effect::Points {
                    player,
                    points,
                    rule,
                } => {
                    let p = player.index();
                    let name = match (*rule, before) {
                        (rule::KR_SCORING, [Some(k), r]) if k == p && r != Some(p) => "king".into(),
                        (rule::KR_SCORING, [k, Some(r)]) if r == p && k != Some(p) => {
                            "robber".into()
                        }
                        _ => points_name(rule),
                    };
                    out.push((s.number, p, name, *points));
                }
                Effect::Holds {
                    player,
                    key: "cards",
                    counter,
                    ..
                } if *counter < 2 => holders[*counter] = Some(player.index()),
                _ => {}
            }
        }
    }
    if let Some(f) = &r.final_scoring {
        for line in &f.lines {
            for a in &line.awards {
                out.push((0, a.player.index(), line_name(line), a.points));
            }
        }
    }
    out
}

/// JCloisterZone's point events of `expected.json` (zero-point events left out).
pub fn expected_events(v: &Value) -> Vec<Event> {
    let names: Vec<&str> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    let mut out: Vec<Event> = v["history"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|h| h["points"].as_i64() != Some(0))
        .filter(|h| h["name"] != "bazaar" && h["name"] != "ransom")
        .map(|h| {
            let turn = if h["final"].as_bool() == Some(true) {
                0
            } else {
                h["turn"].as_u64().unwrap() as usize
            };
            let player = names
                .iter()
                .position(|n| *n == h["player"].as_str().unwrap())
                .unwrap();
            (
                turn,
                player,
                h["name"].as_str().unwrap().to_string(),
                h["points"].as_i64().unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

/// A saved game imported, its record read back unchanged, and replayed (panics on failure).
pub fn import_and_replay(bytes: &[u8]) -> Replay {
    crate::jcz_import::replayed(bytes, "a classic game").unwrap_or_else(|e| panic!("{e}"))
}

pub fn game(name: &str) -> Option<(Vec<u8>, Value)> {
    let dir = crate::common::shared::shared_path("reference/jcz-games-classic")?;
    let bytes = std::fs::read(dir.join(format!("{name}.jcz"))).unwrap();
    let expected: Value =
        serde_json::from_slice(&std::fs::read(dir.join(format!("{name}.expected.json"))).unwrap())
            .unwrap();
    Some((bytes, expected))
}

/// Differences between two sorted event lists, as text.
pub fn differences(ours: &[Event], theirs: &[Event]) -> Vec<String> {
    let mut count: BTreeMap<&Event, i64> = BTreeMap::new();
    for e in ours {
        *count.entry(e).or_default() += 1;
    }
    for e in theirs {
        *count.entry(e).or_default() -= 1;
    }
    count
        .into_iter()
        .filter(|(_, n)| *n != 0)
        .map(|(e, n)| format!("{e:?}: {}", if n > 0 { "arbiter only" } else { "JCZ only" }))
        .collect()
}
