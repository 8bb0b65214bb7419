//! Imports every JCloisterZone saved game of `../shared/reference/jcz-saves/`, replays it and
//! checks the scores its author asserted; the same check (`check_file`) serves JCloisterZone's
//! scenario tests of the classic boxes (`jcz-scenarios-classic`), run by each box's tests,
//! and a guard here that every one of those scenarios is run or left out with its reason. The
//! files are third-party test data read where they lie; the tests are skipped, saying so,
//! when they are absent.

use std::path::{Path, PathBuf};

use arbiter_engine::carcassonne::pieces::PlayerId;
use arbiter_engine::carcassonne::replay::{replay, Replay};
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
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    check_save(&bytes, &path.display().to_string())
}

/// [`check_file`] on a save's bytes; `label` names it in messages.
fn check_save(bytes: &[u8], label: &str) -> Result<(), String> {
    let json: serde_json::Value = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
    let r = replayed(bytes, label)?;
    let players = &r.position.setup().players;
    let totals = r.totals();
    // JCloisterZone's point events: (player, the name's first word, points).
    let evs: Vec<(usize, String, i64)> = crate::common::jcz_games::all_events(&r)
        .into_iter()
        .map(|(_, p, name, points)| (p, name.split('.').next().unwrap_or("").to_string(), points))
        .collect();
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
                .any(|(q, k, pts)| *q == p.index() && k == kind && *pts == n)
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

/// Runs [`check_file`] on each of `names` (paths in `jcz-scenarios-classic`, without
/// `.jcz`): every assertion of each must hold. Skipped, saying so, without that folder.
pub(crate) fn check_scenarios(names: &[&str]) {
    let Some(dir) = crate::common::shared::shared_path("reference/jcz-scenarios-classic") else {
        return;
    };
    let failed: Vec<String> = names
        .iter()
        .filter_map(|name| {
            check_file(&dir.join(format!("{name}.jcz")))
                .err()
                .map(|e| format!("{name}: {e}"))
        })
        .collect();
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// The scenarios of `jcz-scenarios-classic` no test runs, with the reason. Every assertion
/// of the others (the tables `SCENARIOS` of each box's tests) is checked by [`check_file`]:
/// a player's total ("X has N points") and a point event ("X scored K for N points", named as
/// JCloisterZone names it); those are all the assertions the other scenarios make.
const LEFT_OUT: &[(&str, &str)] = &[
    (
        "count/coc-field-scoring",
        "plays the Count (the City of Carcassonne's tiles, the `count` set), which arbiter does \
         not know; its assertions are a total and a field's points",
    ),
    (
        "bridge-bazaar-and-castles/castle-not-affected-by-corn-circles",
        "plays Corn Circles (`corn-circles/1`), which arbiter does not know; its one assertion \
         (`phase is TilePhase`) is JCloisterZone's screen state, which JCloisterZone-Client's \
         own scenario runner does not know either",
    ),
];

/// Every scenario of `jcz-scenarios-classic` is in one box's table or left out with a reason
/// (and those left out are still refused by the importer: one it learns to read is to be
/// checked).
#[test]
fn every_classic_scenario_is_checked_or_left_out_with_its_reason() {
    let Some(dir) = crate::common::shared::shared_path("reference/jcz-scenarios-classic") else {
        return;
    };
    let mut found: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .flat_map(|d| std::fs::read_dir(d).unwrap().map(|e| e.unwrap().path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jcz"))
        .map(|p| {
            let rel = p.strip_prefix(&dir).unwrap().with_extension("");
            rel.to_string_lossy().replace('\\', "/")
        })
        .collect();
    found.sort();
    let mut listed: Vec<String> = [
        crate::abbey_and_mayor::SCENARIOS,
        crate::bridges_castles_and_bazaars::SCENARIOS,
        crate::hills_and_sheep::SCENARIOS,
        crate::king_and_robber::SCENARIOS,
        crate::princess_and_dragon::SCENARIOS,
    ]
    .concat()
    .into_iter()
    .chain(LEFT_OUT.iter().map(|(name, _)| *name))
    .map(String::from)
    .collect();
    listed.sort();
    assert_eq!(listed, found, "each scenario once, in a table or left out");
    for (name, _) in LEFT_OUT {
        let bytes = std::fs::read(dir.join(format!("{name}.jcz"))).unwrap();
        assert!(
            jcz::import(&bytes).is_err(),
            "{name} now imports: check it with its box's scenarios"
        );
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

/// `file` (a scenario of `jcz-scenarios-classic`) with its assertions replaced by `assertion`
/// alone, checked.
fn check_with_assertion(dir: &Path, file: &str, assertion: &str) -> Result<(), String> {
    let bytes = std::fs::read(dir.join(format!("{file}.jcz"))).unwrap();
    let mut v: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    v["test"]["assertions"] = serde_json::json!([assertion]);
    check_save(&serde_json::to_vec(&v).unwrap(), file)
}

/// JCloisterZone's scenario runner (`verifyScenario` in JCloisterZone-Client) reads "X scored
/// K for N points" as: one of X's point events is worth N and its name, up to the first dot,
/// is K. The names are JCloisterZone's: a fairy's bonus is `fairy.turn` or `fairy.completed`
/// (not the feature the fairy stood on), a castle's points `castle`, a flock's `flock`, the
/// cards' `king` and `robber` (`king+robber` for the 40 of one who holds both under 15/40).
/// Points given outside a score line (a castle, a flock, the fairy's turn, the cards scored
/// as they go) are events too.
#[test]
fn a_scored_assertion_names_the_event_as_jcloisterzone_does() {
    let Some(dir) = crate::common::shared::shared_path("reference/jcz-scenarios-classic") else {
        return;
    };
    let fairy = "princess-and-dragon/fairy-endgame-zero-field";
    for (file, assertion, holds) in [
        (fairy, "David scored fairy for 3 points", true),
        (fairy, "David scored field for 0 points", true),
        (fairy, "David scored field for 3 points", false),
        (
            "princess-and-dragon/fairy-endgame-incomplete-castle",
            "Oscar scored fairy for 1 point",
            true,
        ),
        (
            "princess-and-dragon/fairy-empty-city",
            "Alice scored fairy for 3 points",
            true,
        ),
        (
            "princess-and-dragon/fairy-empty-city",
            "Alice scored city for 3 points",
            false,
        ),
        (
            "bridge-bazaar-and-castles/castle-unoccupied-trigger",
            "Alice scored castle for 3 points",
            true,
        ),
        (
            "hills-and-sheep/flock-scoring",
            "Bob scored flock for 11 points",
            true,
        ),
        (
            "hills-and-sheep/flock-scoring",
            "Bob scored field for 11 points",
            false,
        ),
        (
            "hills-and-sheep/flock-deploy-on-closed-farm",
            "Bob scored flock for 2 points",
            true,
        ),
        (
            "abbey-and-mayor/barn-scoring",
            "Alice scored field for 6 points",
            true,
        ),
        (
            "king-and-robber/king-and-robber-scoring",
            "Bob scored king for 2 points",
            true,
        ),
        (
            "king-and-robber/king-and-robber-15_40_scoring",
            "Alice scored king for 40 points",
            false,
        ),
        (
            "king-and-robber/king-continuous-scoring",
            "Alice scored king for 2 points",
            true,
        ),
        (
            "king-and-robber/robber-continuous-scoring",
            "Bob scored robber for 1 point",
            true,
        ),
        (
            "king-and-robber/robber-continuous-scoring",
            "Alice scored king for 1 point",
            false,
        ),
    ] {
        let got = check_with_assertion(&dir, file, assertion);
        assert_eq!(got.is_ok(), holds, "{file}: {assertion}: {got:?}");
    }
}
