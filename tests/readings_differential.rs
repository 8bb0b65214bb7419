//! The readings judge against brute force, on random legal end positions in every mix of
//! expansions and farmer rules.
//!
//! Each case opens k = 2..6 tiles of a finished random game, side by side (a tile and the
//! tiles around it) or scattered over the board, written with `rot: auto`, with `seen`, with
//! their pieces' features as alternatives, or a mix. Brute force then writes out every
//! reading, validates and scores it as an ordinary position file is, and keeps the legal
//! ones. The judge must say exactly what that list says: the same totals when they agree;
//! otherwise each player's lowest and highest total, and as decisive exactly the choices
//! whose readings leave different totals possible. The judge is held to it as it runs (it
//! takes the cheaper of its two exact ways), and each way on its own: trying every reading
//! (`judge_every_reading`) and sorting the choices into clusters (`judge_with(.., 0)`), which
//! may refuse (too many readings) but never state anything else.
//!
//! `ARBITER_READINGS_GAMES` sets the number of games (default 60, each opened in
//! `SUBSETS` ways); the ignored `the_long_run` plays 400.

use proptest::prelude::*;

use arbiter_engine::carcassonne::position::Position;

use arbiter_engine::carcassonne::readings::{
    judge, judge_every_reading, judge_in_clusters, judge_with, reading, Choice, Verdict,
};
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::setup::Setup;
use arbiter_format::carcassonne::read_open;
use proptest::strategy::ValueTree;
use std::collections::{BTreeSet, HashMap};

use crate::common::readings::{every_reading, piece_feature};
use crate::common::rng::Rng;
use crate::common::seen::{written_as, Writing};
use crate::random_games::{play, position_yaml, spec, written, GameSpec};

/// Ways each game is opened.
const SUBSETS: usize = 30;

/// Readings brute force writes out at most for one case (more: the case is skipped).
const BRUTE_LIMIT: usize = 1024;

/// What was compared, for the summary a run prints.
#[derive(Default)]
struct Tally {
    cases: usize,
    same: usize,
    differ: usize,
    clusters_refused: usize,
    skipped: usize,
}

/// The tiles to open: `k` side by side (a random tile, then tiles next to those taken) or
/// scattered.
fn pick_tiles(end: &Setup, rng: &mut Rng, k: usize, side_by_side: bool) -> Vec<usize> {
    let n = end.tiles.len();
    let k = k.min(n);
    if !side_by_side {
        let mut all: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut all);
        all.truncate(k);
        return all;
    }
    let at: HashMap<_, usize> = end
        .tiles
        .iter()
        .enumerate()
        .map(|(i, t)| (t.pos, i))
        .collect();
    let mut taken = vec![rng.below(n)];
    while taken.len() < k {
        let mut next: Vec<usize> = taken
            .iter()
            .flat_map(|&i| {
                arbiter_engine::carcassonne::geometry::Edge::ALL
                    .into_iter()
                    .filter_map(|e| at.get(&end.tiles[i].pos.step(e)).copied())
                    .collect::<Vec<_>>()
            })
            .filter(|j| !taken.contains(j))
            .collect();
        next.sort_unstable();
        next.dedup();
        if next.is_empty() {
            break;
        }
        taken.push(next[rng.below(next.len())]);
    }
    taken
}

/// The position file with the tiles of `open` written as `how` (0: `rot: auto`, 1: `seen`,
/// 2: the pieces' features as alternatives, 3: a mix), other tiles exactly.
fn case_text(end: &Setup, rng: &mut Rng, open: &[usize], how: usize) -> String {
    case_text_from(&position_yaml(end, "", written), end, rng, open, how)
}

/// [`case_text`] from `text`, a position file read as `end` (its header kept).
fn case_text_from(text: &str, end: &Setup, rng: &mut Rng, open: &[usize], how: usize) -> String {
    let mut writing = vec![Writing::Exact; end.tiles.len()];
    let mut alternatives = vec![false; end.tiles.len()];
    for &i in open {
        let way = if how == 3 { rng.below(3) } else { how };
        match way {
            0 => writing[i] = Writing::Auto,
            1 => writing[i] = Writing::Seen,
            _ if !end.tiles[i].pieces.is_empty() => alternatives[i] = true,
            _ => writing[i] = Writing::Auto,
        }
    }
    let features: Vec<Vec<String>> = end
        .tiles
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.pieces
                .iter()
                .map(|p| piece_feature(t, p, alternatives[i], rng))
                .collect()
        })
        .collect();
    written_as(text, end, |i| writing[i], |i, k| features[i][k].clone())
}

/// Each player's total (track added) in every legal reading, with its picks.
fn brute_force(setup: &Setup, choices: &[Choice]) -> Option<Vec<(Vec<usize>, Vec<i64>)>> {
    let every = every_reading(setup, choices, BRUTE_LIMIT)?;
    Some(
        every
            .into_iter()
            .map(|(picks, points)| {
                let totals = points
                    .iter()
                    .zip(&setup.track)
                    .map(|(p, t)| p + t)
                    .collect();
                (picks, totals)
            })
            .collect(),
    )
}

/// The choices whose readings leave different sets of totals possible.
fn truly_decisive(choices: &[Choice], every: &[(Vec<usize>, Vec<i64>)]) -> Vec<usize> {
    (0..choices.len())
        .filter(|&c| {
            let sets: BTreeSet<BTreeSet<&Vec<i64>>> = (0..choices[c].len())
                .map(|k| {
                    every
                        .iter()
                        .filter(|(p, _)| p[c] == k)
                        .map(|(_, t)| t)
                        .collect::<BTreeSet<_>>()
                })
                .filter(|s| !s.is_empty())
                .collect();
            sets.len() > 1
        })
        .collect()
}

/// Whether `verdict` (on `setup`, with `reading` the reading it shows) says what `every`
/// says; a refusal (too many readings) passes only when `may_refuse`.
fn agrees(
    setup: &Setup,
    choices: &[Choice],
    every: &[(Vec<usize>, Vec<i64>)],
    verdict: &Verdict,
    reading: &Setup,
    may_refuse: bool,
) -> Result<(), String> {
    match verdict {
        Verdict::Same => {
            if let Some((_, t)) = every.iter().find(|(_, t)| *t != every[0].1) {
                return Err(format!(
                    "said the same totals, but readings give {:?} and {t:?}",
                    every[0].1
                ));
            }
            let shown: Vec<i64> = end_game(&Position::validate(reading.clone()))
                .final_points
                .iter()
                .zip(&setup.track)
                .map(|(p, t)| p + t)
                .collect();
            if shown != every[0].1 {
                return Err(format!(
                    "shows {shown:?}, every reading gives {:?}",
                    every[0].1
                ));
            }
        }
        Verdict::Differ {
            decisive, ranges, ..
        } => {
            for (p, &(lo, hi)) in ranges.iter().enumerate() {
                let totals = every.iter().map(|(_, t)| t[p]);
                let want = (totals.clone().min(), totals.max());
                if want != (Some(lo), Some(hi)) {
                    return Err(format!(
                        "player {p}: range {lo}..{hi}, readings give {want:?}"
                    ));
                }
            }
            let truly = truly_decisive(choices, every);
            if *decisive != truly {
                return Err(format!("decisive {decisive:?}, truly {truly:?}"));
            }
        }
        Verdict::TooMany { .. } if may_refuse => {}
        Verdict::TooMany { .. } => return Err("refused with few readings".into()),
    }
    Ok(())
}

/// Plays one game and opens it `SUBSETS` ways; every case must agree.
fn games_agree(spec: &GameSpec, seed: u64, tally: &mut Tally) -> Result<(), String> {
    let end = play(spec, |_| {});
    let mut rng = Rng(seed);
    for _ in 0..SUBSETS {
        let k = 2 + rng.below(5);
        let side_by_side = rng.chance(50);
        let how = rng.below(4);
        let open = pick_tiles(&end, &mut rng, k, side_by_side);
        let text = case_text(&end, &mut rng, &open, how);
        one_case(&text, tally)?;
    }
    Ok(())
}

/// Judges one position file both ways and compares with brute force.
fn one_case(text: &str, tally: &mut Tally) -> Result<(), String> {
    {
        let (setup, spans) = read_open(text.as_bytes()).map_err(|e| format!("{e:?}\n{text}"))?;
        let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
        if choices.is_empty() {
            return Ok(());
        }
        let Some(every) = brute_force(&setup, &choices) else {
            tally.skipped += 1;
            return Ok(());
        };
        if every.is_empty() {
            return Err(format!("the true reading was not found legal\n{text}"));
        }
        tally.cases += 1;
        let first = judge(&setup, &choices);
        agrees(
            &setup,
            &choices,
            &every,
            &first.verdict,
            &first.reading,
            false,
        )
        .map_err(|e| format!("judge: {e}\n{text}"))?;
        if !first.legal {
            return Err(format!("judge: said no reading is legal\n{text}"));
        }
        match first.verdict {
            Verdict::Same => tally.same += 1,
            _ => tally.differ += 1,
        }
        if let Some(every_way) = judge_every_reading(&setup, &choices, 4096) {
            agrees(
                &setup,
                &choices,
                &every,
                &every_way.verdict,
                &every_way.reading,
                false,
            )
            .map_err(|e| format!("every reading: {e}\n{text}"))?;
        }
        // The clusters with every cluster of more than two readings read one choice at a
        // time (where that is cheaper), so that branching is held to brute force as well.
        let branching = judge_in_clusters(&setup, &choices, 2);
        agrees(
            &setup,
            &choices,
            &every,
            &branching.verdict,
            &branching.reading,
            true,
        )
        .map_err(|e| format!("clusters, branching: {e}\n{text}"))?;
        let clustered = judge_with(&setup, &choices, 0);
        if matches!(clustered.verdict, Verdict::TooMany { .. }) {
            tally.clusters_refused += 1;
        }
        agrees(
            &setup,
            &choices,
            &every,
            &clustered.verdict,
            &clustered.reading,
            true,
        )
        .map_err(|e| format!("clusters: {e}\n{text}"))?;
    }
    Ok(())
}

fn games() -> u32 {
    std::env::var("ARBITER_READINGS_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60)
}

fn run(cases: u32) {
    let tally = std::cell::RefCell::new(Tally::default());
    let config = ProptestConfig {
        cases,
        max_shrink_iters: 0,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    proptest::test_runner::TestRunner::new(config)
        .run(&(spec(), any::<u64>()), |(spec, seed)| {
            games_agree(&spec, seed, &mut tally.borrow_mut()).map_err(TestCaseError::fail)
        })
        .unwrap();
    let t = tally.borrow();
    eprintln!(
        "readings differential: {} cases agree ({} same, {} differ; the clusters refused \
         {}), {} skipped as over {BRUTE_LIMIT} readings",
        t.cases, t.same, t.differ, t.clusters_refused, t.skipped
    );
    assert!(t.cases > 0);
}

/// The mutant of the soundness rule: every choice judged apart from every other (each read
/// each way with the others held at one legal reading, the gains added up), as if no two of
/// them could share a feature, a field's city or an edge. Its verdict on one case.
fn judged_apart(setup: &Setup, choices: &[Choice], every: &[(Vec<usize>, Vec<i64>)]) -> Verdict {
    let (held, base) = &every[0];
    let players = setup.track.len();
    let mut lo = base.clone();
    let mut hi = base.clone();
    let mut decisive = Vec::new();
    for c in 0..choices.len() {
        let gains: Vec<Vec<i64>> = every
            .iter()
            .filter(|(p, _)| (0..choices.len()).all(|o| o == c || p[o] == held[o]))
            .map(|(_, t)| t.iter().zip(base).map(|(a, b)| a - b).collect())
            .collect();
        if gains.iter().any(|g| g.iter().any(|&x| x != 0)) {
            decisive.push(c);
        }
        for p in 0..players {
            lo[p] += gains.iter().map(|g| g[p]).min().unwrap_or(0);
            hi[p] += gains.iter().map(|g| g[p]).max().unwrap_or(0);
        }
    }
    if decisive.is_empty() {
        return Verdict::Same;
    }
    Verdict::Differ {
        readings: decisive.iter().map(|_| Vec::new()).collect(),
        totals: decisive.iter().map(|_| Vec::new()).collect(),
        decisive,
        ranges: lo.into_iter().zip(hi).collect(),
    }
}

/// The differential check has teeth: with the soundness rule broken (every choice judged
/// apart), it fails within a few games.
#[test]
fn judging_every_choice_apart_is_caught() {
    let mut caught = 0;
    let mut rng = Rng(0x5eed);
    let runner_config = ProptestConfig {
        cases: 8,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    let mut runner = proptest::test_runner::TestRunner::new(runner_config);
    for _ in 0..8 {
        let spec = spec().new_tree(&mut runner).unwrap().current();
        let end = play(&spec, |_| {});
        for _ in 0..SUBSETS {
            let k = 2 + rng.below(5);
            let open = pick_tiles(&end, &mut rng, k, true);
            let text = case_text(&end, &mut rng, &open, 0);
            let (setup, spans) = read_open(text.as_bytes()).unwrap();
            let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
            let Some(every) = brute_force(&setup, &choices).filter(|e| !e.is_empty()) else {
                continue;
            };
            let mutant = judged_apart(&setup, &choices, &every);
            let shown = reading(&setup, &choices, &every[0].0).unwrap();
            if agrees(&setup, &choices, &every, &mutant, &shown, false).is_err() {
                caught += 1;
            }
        }
    }
    eprintln!("judging every choice apart: caught on {caught} cases");
    assert!(
        caught > 0,
        "the differential check did not catch the broken rule"
    );
}

/// Cases the random runs once caught, kept (`tests/cases/readings/`): each must agree every
/// way, as on the run that found it.
#[test]
fn the_judge_agrees_on_the_cases_random_runs_caught() {
    let mut tally = Tally::default();
    let mut names: Vec<_> = std::fs::read_dir("tests/cases/readings")
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    for path in &names {
        let text = std::fs::read_to_string(path).unwrap();
        one_case(&text, &mut tally).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    assert_eq!(tally.cases, names.len());
}

/// The six real end positions JCloisterZone scored, each opened in 40 ways as the random
/// ones are (read from `../shared`, skipped with a message where it is absent). The river
/// position breaks `river.no-turn-back` in every reading (a JCloisterZone game arbiter calls
/// illegal), so its cases are compared over every reading, none being legal.
#[test]
fn the_judge_agrees_with_every_reading_on_the_real_end_positions() {
    let Some(d) = crate::common::scored::dir() else {
        return;
    };
    let mut tally = Tally::default();
    let mut rng = Rng(0x7ea1);
    for name in crate::common::scored::NAMES {
        let text = std::fs::read_to_string(d.join(format!("{name}.yaml"))).unwrap();
        let (end, _) = arbiter_format::carcassonne::read(text.as_bytes()).unwrap();
        if !Position::validate(end.clone()).is_legal() {
            eprintln!("{name}: illegal as written, left to the tests of illegal positions");
            continue;
        }
        for _ in 0..40 {
            let k = 2 + rng.below(5);
            let side_by_side = rng.chance(50);
            let how = rng.below(4);
            let open = pick_tiles(&end, &mut rng, k, side_by_side);
            let case = case_text_from(&text, &end, &mut rng, &open, how);
            one_case(&case, &mut tally).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
    eprintln!(
        "real end positions: {} cases agree ({} same, {} differ; the clusters refused {}), {} \
         skipped as over {BRUTE_LIMIT} readings",
        tally.cases, tally.same, tally.differ, tally.clusters_refused, tally.skipped
    );
    assert!(tally.cases > 0);
}

/// The Tower's JCloisterZone end position (`h-tower-s8009-p4` replayed: towers with their
/// heights, followers on tower tops, prisoners), opened in 40 ways: the Tower declares how far
/// it reaches (`Locality::Radius`), so the judge tries the readings one by one and must agree.
#[test]
fn the_judge_agrees_with_every_reading_on_the_tower_end_position() {
    let Some(text) = crate::tower_game::end_position_text() else {
        return;
    };
    let (end, _) = arbiter_format::carcassonne::read(text.as_bytes()).unwrap();
    assert!(Position::validate(end.clone()).is_legal());
    let mut tally = Tally::default();
    let mut rng = Rng(0x70e4);
    for _ in 0..40 {
        let k = 2 + rng.below(5);
        let side_by_side = rng.chance(50);
        let how = rng.below(4);
        let open = pick_tiles(&end, &mut rng, k, side_by_side);
        let case = case_text_from(&text, &end, &mut rng, &open, how);
        one_case(&case, &mut tally).unwrap_or_else(|e| panic!("{e}"));
    }
    eprintln!(
        "tower end position: {} cases agree ({} same, {} differ), {} skipped",
        tally.cases, tally.same, tally.differ, tally.skipped
    );
    assert!(tally.cases > 0);
}

#[test]
fn the_judge_agrees_with_every_reading_on_random_end_positions() {
    run(games());
}

#[test]
#[ignore]
fn the_long_run() {
    run(400);
}
