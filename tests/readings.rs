//! Unclear readings: the six positions scored by JCloisterZone, written with `seen` on every
//! tile or `rot: auto` on every tile (read from `../shared`, skipped with a message where that
//! folder is absent), are judged in every reading: never a total that a legal reading
//! contradicts.

use crate::common::readings;
use crate::common::scored::{dir, NAMES};
use crate::common::seen;

use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::readings::{
    judge, judge_every_reading, judge_in_clusters, judge_with, reading, Choice, Judgement, Verdict,
};
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::setup::Setup;
use arbiter_format::carcassonne::{read, read_open};

#[test]
fn the_scored_positions_written_with_seen_everywhere_keep_their_totals() {
    let Some(d) = dir() else { return };
    let mut refused = Vec::new();
    for name in NAMES {
        let text = std::fs::read_to_string(d.join(format!("{name}.yaml"))).unwrap();
        let (truth, _) = read(text.as_bytes()).unwrap();
        let want: Vec<i64> = with_track(
            &end_game(&Position::validate(truth.clone())).final_points,
            &truth,
        );
        let written = seen::rewritten(
            &text,
            &truth,
            |_| true,
            |i, k| format!("\"{}\"", truth.tiles[i].pieces[k].locator.to_text()),
        );
        let (setup, spans) =
            read_open(written.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
        let judged = judge(&setup, &choices);
        match &judged.verdict {
            Verdict::Same => {
                let got = with_track(
                    &end_game(&Position::validate(judged.reading.clone())).final_points,
                    &setup,
                );
                assert_eq!(got, want, "{name}");
            }
            Verdict::Differ {
                ranges, decisive, ..
            } => {
                assert!(!decisive.is_empty(), "{name}");
                for (p, &(lo, hi)) in ranges.iter().enumerate() {
                    assert!(lo <= want[p] && want[p] <= hi, "{name}: player {p}");
                }
            }
            Verdict::TooMany { .. } => refused.push(name),
        }
        eprintln!(
            "{name}: {} open, {}",
            choices.len(),
            match &judged.verdict {
                Verdict::Same => "same".to_string(),
                Verdict::Differ {
                    decisive, ranges, ..
                } => format!("differ on {} ({ranges:?})", decisive.len()),
                Verdict::TooMany { .. } => "too many".into(),
            }
        );
    }
    assert!(refused.is_empty(), "refused: {refused:?}");
}

/// Every legal reading of `choices` on `setup` (the box counted): its picks and totals
/// (the score track added).
fn every_reading(setup: &Setup, choices: &[Choice]) -> Vec<(Vec<usize>, Vec<i64>)> {
    readings::every_reading(setup, choices, usize::MAX)
        .expect("no limit")
        .into_iter()
        .map(|(picks, points)| (picks, with_track(&points, setup)))
        .collect()
}

/// End-game points with the score track added: the totals.
fn with_track(points: &[i64], setup: &Setup) -> Vec<i64> {
    points
        .iter()
        .zip(&setup.track)
        .map(|(f, t)| f + t)
        .collect()
}

/// The all-expansion position with only the `count` choices `open` picks open (the other
/// tiles as they truly are), judged as every reading says.
fn agrees_with_every_reading(open: impl Fn(usize, &Choice) -> bool, count: usize) {
    let Some(d) = dir() else { return };
    let text = std::fs::read_to_string(d.join("f-all-s906-p3.yaml")).unwrap();
    let (truth, _) = read(text.as_bytes()).unwrap();
    let written = seen::rewritten(
        &text,
        &truth,
        |_| true,
        |i, k| format!("\"{}\"", truth.tiles[i].pieces[k].locator.to_text()),
    );
    let (setup, spans) = read_open(written.as_bytes()).unwrap();
    let all: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
    // The other tiles as they truly are.
    let true_picks: Vec<usize> = all
        .iter()
        .map(|c| match c {
            Choice::Tile { tile, options } => {
                let t = &truth.tiles[*tile];
                // A symmetric tile is listed in one of its equal turns.
                let exact = options.iter().position(|&o| o == (t.def, t.rot));
                exact
                    .or_else(|| options.iter().position(|&o| o.0 == t.def))
                    .unwrap()
            }
            Choice::Piece { .. } => 0,
        })
        .collect();
    let setup = reading(&setup, &all, &true_picks).unwrap();
    let choices: Vec<Choice> = all
        .into_iter()
        .enumerate()
        .filter(|(i, c)| open(*i, c))
        .map(|(_, c)| c)
        .collect();
    assert_eq!(choices.len(), count);
    judged_as_every_reading(&setup, &choices);
}

/// Judges `choices` on `setup` and tries every reading: the judgement says exactly what trying
/// every reading says (the box counted): the same totals, or the ranges and as decisive
/// exactly the choices whose readings leave different totals possible.
fn judged_as_every_reading(setup: &Setup, choices: &[Choice]) {
    let every = every_reading(setup, choices);
    assert!(!every.is_empty());
    let truly: Vec<usize> = (0..choices.len())
        .filter(|&c| {
            let mut sets: Vec<Vec<&Vec<i64>>> = (0..choices[c].len())
                .map(|k| {
                    let mut v: Vec<&Vec<i64>> = every
                        .iter()
                        .filter(|(picks, _)| picks[c] == k)
                        .map(|(_, t)| t)
                        .collect();
                    v.sort();
                    v.dedup();
                    v
                })
                .filter(|v| !v.is_empty())
                .collect();
            sets.dedup();
            sets.len() > 1
        })
        .collect();
    for (way, judged) in both_ways(setup, choices) {
        judged_as(setup, &every, &truly, way, &judged);
    }
}

/// One judgement against every reading (`truly`: the choices whose readings leave different
/// totals possible); the clusters alone may decline (too many readings).
fn judged_as(
    setup: &Setup,
    every: &[(Vec<usize>, Vec<i64>)],
    truly: &[usize],
    way: &str,
    judged: &Judgement,
) {
    match &judged.verdict {
        Verdict::Same => {
            assert!(every.iter().all(|(_, t)| *t == every[0].1), "{way}");
            let got = with_track(
                &end_game(&Position::validate(judged.reading.clone())).final_points,
                setup,
            );
            assert_eq!(got, every[0].1, "{way}");
        }
        Verdict::Differ {
            decisive, ranges, ..
        } => {
            for (p, &(lo, hi)) in ranges.iter().enumerate() {
                let totals = every.iter().map(|(_, t)| t[p]);
                let want = (totals.clone().min(), totals.max());
                assert_eq!(want, (Some(lo), Some(hi)), "{way}: player {p}");
            }
            assert_eq!(decisive, truly, "{way}");
        }
        Verdict::TooMany { .. } => assert!(way.starts_with("clusters"), "{way}: too many readings"),
    }
}

/// The crossroads and the two four-sided city tiles shown in four turns (1 024 readings): the
/// fields and roads a crossroads cuts, the cities a turn joins, the box binding the
/// crossroads together.
#[test]
fn the_split_judgement_agrees_with_every_reading_of_the_four_way_tiles() {
    agrees_with_every_reading(|_, c| c.len() == 4, 5);
}

/// The eleven two-way look-alikes (2 048 readings): four-sided cities that differ only in what
/// they hold, city and road tiles whose fields are cut differently beside farmers.
#[test]
fn the_split_judgement_agrees_with_every_reading_of_the_two_way_tiles() {
    agrees_with_every_reading(|_, c| c.len() == 2, 11);
}

/// Tiles on both sides of the farmed fields by the city tiles at 0,9 and 5,1: the cities a
/// turn joins and the fields a road tile cuts beside farmers (1 024 readings).
#[test]
fn the_split_judgement_agrees_with_every_reading_by_the_farmed_fields() {
    agrees_with_every_reading(|i, _| [3, 4, 5, 8, 9, 12, 13].contains(&i), 7);
}

/// A farmed field beside a city tile whose turn joins its two cities or not: the turn (`rot:
/// auto`) and the farmer's place (field or monastery) must be judged together. Judged
/// apart, adding what each changes alone, Anna would get 1 (the farmer on the monastery and
/// the cities joined), a total no reading gives: she gets 3, 4 or 6.
#[test]
fn a_city_that_a_turn_joins_is_judged_with_the_farmed_field_beside_it() {
    let text = "game: carcassonne
rules:
  expansions: [traders-and-builders]
players:
  - {name: Anna, color: red}
  - {name: Bart, color: blue}
score: {red: 0, blue: 0}
tiles:
  - {tile: \"TB/CcCc.w\", at: [0, 0], rot: auto}
  - {tile: \"BA/C\", at: [0, -1], rot: 180}
  - {tile: \"BA/C\", at: [1, 0], rot: 270}
  - {tile: \"BA/C\", at: [0, 1], rot: 0}
  - {tile: \"BA/C\", at: [-1, 0], rot: 90}
  - {tile: \"BA/L\", at: [1, -1], rot: 0, pieces: [{owner: red, kind: follower, feature: [\"field:NNW\", \"monastery\"]}]}
";
    let (setup, spans) = read_open(text.as_bytes()).unwrap();
    let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
    assert_eq!(choices.len(), 2);
    judged_as_every_reading(&setup, &choices);
    let Verdict::Differ { ranges, .. } = judge(&setup, &choices).verdict else {
        panic!("the readings differ");
    };
    assert_eq!(ranges, vec![(3, 6), (0, 0)]);
}

/// The judgement of `choices` on `setup`: as the judge runs, by the clusters alone, and by
/// trying every reading when at most 4,096 fit.
fn both_ways(setup: &Setup, choices: &[Choice]) -> Vec<(&'static str, Judgement)> {
    let mut ways = vec![
        ("judge", judge(setup, choices)),
        ("clusters", judge_with(setup, choices, 0)),
    ];
    ways.push(("clusters, branching", judge_in_clusters(setup, choices, 2)));
    if let Some(every) = judge_every_reading(setup, choices, 4096) {
        ways.push(("every reading", every));
    }
    ways
}

/// Whether a judgement is true to totals `want` (track added): those totals when it answers,
/// or ranges holding them when it refuses; a refusal for too many readings is no claim.
fn true_to(setup: &Setup, judged: &Judgement, want: &[i64]) -> Result<&'static str, String> {
    match &judged.verdict {
        Verdict::Same => {
            let got = with_track(
                &end_game(&Position::validate(judged.reading.clone())).final_points,
                setup,
            );
            if got == want {
                Ok("answered")
            } else {
                Err(format!("answered {got:?}, the truth is {want:?}"))
            }
        }
        Verdict::Differ { ranges, .. } => {
            let held = ranges
                .iter()
                .zip(want)
                .all(|(&(lo, hi), &w)| lo <= w && w <= hi);
            if held {
                Ok("refused with ranges")
            } else {
                Err(format!("ranges {ranges:?} miss the truth {want:?}"))
            }
        }
        Verdict::TooMany { .. } => Ok("too many readings"),
    }
}

/// The reproduction cases of `tests/cases/` (the real positions whose `rot: auto` readings
/// were once judged wrong), judged both ways.
fn case(name: &str) -> (Setup, Vec<Choice>) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    let (setup, spans) = read_open(text.as_bytes()).unwrap();
    let choices = spans.open.iter().map(|o| o.choice.clone()).collect();
    (setup, choices)
}

/// Four open tiles of a real base game, three side by side and one far away: the legal
/// readings give green 64 or 67, so both ways refuse naming 64–67.
#[test]
fn four_open_tiles_of_a_real_game_leave_green_64_or_67() {
    let (setup, choices) = case("rot-auto-four-open.yaml");
    judged_as_every_reading(&setup, &choices);
    for (way, judged) in both_ways(&setup, &choices) {
        let Verdict::Differ { ranges, .. } = &judged.verdict else {
            panic!("{way}: {:?}", judged.verdict);
        };
        assert_eq!(ranges, &vec![(27, 27), (36, 36), (64, 67)], "{way}");
        assert!(judged.legal, "{way}");
    }
}

/// Two separate pairs of neighbours left to `rot: auto` in the 126-tile position: the real
/// reading is legal, so some reading is legal, and the totals are the bench position's.
#[test]
fn two_separate_pairs_keep_a_legal_reading() {
    let (setup, choices) = case("rot-auto-two-pairs.yaml");
    judged_as_every_reading(&setup, &choices);
    for (way, judged) in both_ways(&setup, &choices) {
        assert!(judged.legal, "{way}");
        assert!(
            Position::validate(judged.reading.clone()).is_legal(),
            "{way}"
        );
        assert_eq!(judged.verdict, Verdict::Same, "{way}");
    }
}

/// A real River and Abbot position with `rot: auto` on every tile: whatever is said holds
/// JCloisterZone's totals (red 77, blue 97, green 88, yellow 31).
#[test]
fn rot_auto_everywhere_on_a_real_river_game_keeps_the_real_totals() {
    let (setup, choices) = case("rot-auto-everywhere-c-abbot.yaml");
    let want = [77, 97, 88, 31];
    for (way, judged) in both_ways(&setup, &choices) {
        true_to(&setup, &judged, &want).unwrap_or_else(|e| panic!("{way}: {e}"));
    }
    assert_eq!(
        true_to(&setup, &judge(&setup, &choices), &want),
        Ok("answered")
    );
}

/// The six positions JCloisterZone scored, with `rot: auto` on every tile: every answer is
/// JCloisterZone's totals, every refusal names ranges holding them, both ways.
#[test]
fn the_scored_positions_written_with_rot_auto_everywhere_keep_their_totals() {
    let Some(d) = dir() else { return };
    for name in NAMES {
        let text = std::fs::read_to_string(d.join(format!("{name}.yaml"))).unwrap();
        let (truth, _) = read(text.as_bytes()).unwrap();
        let want = with_track(
            &end_game(&Position::validate(truth.clone())).final_points,
            &truth,
        );
        let written = seen::written_as(
            &text,
            &truth,
            |_| seen::Writing::Auto,
            |i, k| format!("\"{}\"", truth.tiles[i].pieces[k].locator.to_text()),
        );
        let (setup, spans) = read_open(written.as_bytes()).unwrap();
        let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
        for (way, judged) in both_ways(&setup, &choices) {
            let said =
                true_to(&setup, &judged, &want).unwrap_or_else(|e| panic!("{name}, {way}: {e}"));
            eprintln!(
                "{name} (rot: auto everywhere, {} open), {way}: {said}",
                choices.len()
            );
        }
    }
}
