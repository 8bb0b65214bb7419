//! Imports every JCloisterZone saved game of `../shared/reference/jcz-saves/`, replays it and
//! checks the scores its author asserted. The files are third-party test data read where they
//! lie; the test is skipped, saying so, when they are absent.

use std::path::{Path, PathBuf};

use arbiter_engine::carcassonne::pieces::PlayerId;
use arbiter_engine::carcassonne::replay::{replay, Replay};
use arbiter_engine::carcassonne::scoring::{ScoreLine, ScoredKind};
use arbiter_format::{jcz, record};

fn files() -> Option<Vec<PathBuf>> {
    let dir = crate::common::shared::shared_path("reference/jcz-saves")?;
    let mut out = Vec::new();
    for sub in std::fs::read_dir(&dir).ok()? {
        let sub = sub.ok()?.path();
        if sub.is_dir() {
            for f in std::fs::read_dir(&sub).ok()? {
                let f = f.ok()?.path();
                if f.extension().is_some_and(|e| e == "jcz") {
                    out.push(f);
                }
            }
        }
    }
    out.sort();
    Some(out)
}

/// A score line's kind as JCloisterZone names its event: an occupied castle at the end is a
/// city line in arbiter (under `bcb.castle.final`), a `castle` event in JCloisterZone.
fn kind_name(line: &ScoreLine) -> &'static str {
    if line.rules.contains(&arbiter_ids::rule::BCB_CASTLE_FINAL) {
        return "castle";
    }
    match line.kind {
        ScoredKind::Held { state: "goods", .. } => "trade-goods",
        k => k.key(),
    }
}

/// Every scoring event: (player, kind, points), during play and at the end.
fn events(r: &Replay) -> Vec<(PlayerId, &'static str, i64)> {
    let mut out = Vec::new();
    let mut push = |line: &ScoreLine| {
        for a in &line.awards {
            out.push((a.player, kind_name(line), a.points));
        }
    };
    for s in &r.steps {
        s.lines().for_each(&mut push);
    }
    if let Some(f) = &r.final_scoring {
        f.lines.iter().for_each(&mut push);
    }
    out
}

/// Imports, writes as YAML, reads back and replays.
pub(crate) fn import_and_replay(path: &Path) -> Result<Replay, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    replayed(&bytes, &path.display().to_string())
}

/// A saved game's bytes imported, written as YAML, read back (the record survives a second
/// trip unchanged) and replayed; `label` names the game in messages.
pub(crate) fn replayed(bytes: &[u8], label: &str) -> Result<Replay, String> {
    let out = jcz::import(bytes).map_err(|e| format!("import: {:?}", e.message))?;
    let yaml = out.to_yaml();
    let (rec, _) =
        record::read(yaml.as_bytes()).map_err(|e| format!("read back: {e:?}\n{yaml}"))?;
    // The record survives a second trip unchanged.
    assert_eq!(
        record::RecordOut::from_record(&rec).to_yaml(),
        yaml,
        "{label}"
    );
    let r = replay(rec.start.clone(), &rec.moves, None, rec.finished);
    if let Some(bad) = &r.illegal {
        return Err(format!(
            "move {} illegal: {:?}\n{yaml}",
            bad.number, bad.verdict.problems
        ));
    }
    Ok(r)
}

pub(crate) fn check_file(path: &Path) -> Result<(), String> {
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(path).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
    let r = import_and_replay(path)?;
    let players = &r.position.setup().players;
    let totals = r.totals();
    let evs = events(&r);
    let who = |name: &str| {
        players
            .iter()
            .position(|p| p.name == name)
            .and_then(|i| PlayerId::new(i, players))
    };
    let mut failures = Vec::new();
    let assertions = json["test"]["assertions"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if assertions.is_empty() {
        return Err("no assertions".into());
    }
    for a in &assertions {
        let a = a.as_str().unwrap_or_default();
        let ok = if let Some((name, rest)) = a.split_once(" has ") {
            // "has 1 point" or "has 2 points".
            let n: i64 = rest
                .trim_end_matches(" points")
                .trim_end_matches(" point")
                .parse()
                .map_err(|_| a.to_string())?;
            let p = who(name).ok_or(a)?;
            totals[p.index()] == n
        } else if let Some((name, rest)) = a.split_once(" scored ") {
            let (kind, n) = rest.split_once(" for ").ok_or(a)?;
            // "for 1 point" or "for 2 points".
            let n: i64 = n
                .trim_end_matches(" points")
                .trim_end_matches(" point")
                .parse()
                .map_err(|_| a.to_string())?;
            let p = who(name).ok_or(a)?;
            evs.iter()
                .any(|&(q, k, pts)| q == p && k == kind && pts == n)
        } else {
            return Err(format!("unknown assertion {a}"));
        };
        if !ok {
            failures.push(format!("{a} (totals {totals:?}, events {evs:?})"));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n"))
    }
}

#[test]
fn every_saved_game_reaches_its_asserted_scores() {
    let Some(files) = files() else { return };
    assert_eq!(files.len(), 13, "expected the 13 reference games");
    let mut failed = Vec::new();
    for f in &files {
        match check_file(f) {
            Ok(()) => println!("ok   {}", f.display()),
            Err(e) => {
                println!("FAIL {}: {e}", f.display());
                failed.push(f.display().to_string());
            }
        }
    }
    assert!(failed.is_empty(), "failed: {failed:?}");
}
