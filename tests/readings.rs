//! Unclear readings: the six positions scored by JCloisterZone, written with `seen` on every
//! tile (read from `../shared`, skipped with a message where that folder is absent), are judged
//! in every reading: never a total that a legal reading contradicts.

use crate::common::seen;

use std::path::PathBuf;

use arbiter::carcassonne::position::Position;
use arbiter::carcassonne::readings::{judge, Choice, Verdict};
use arbiter::carcassonne::scoring::end_game;
use arbiter::format::carcassonne::{read, read_open};

fn dir() -> Option<PathBuf> {
    let d = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/reference/scored-positions");
    if d.is_dir() {
        Some(d)
    } else {
        eprintln!("skipped: ../shared/reference/scored-positions not found");
        None
    }
}

const NAMES: [&str; 6] = [
    "a-base-s901-p3",
    "b-river-s902-p2",
    "c-abbot-s903-p4",
    "d-inns-s904-p3",
    "e-traders-s905-p4",
    "f-all-s906-p3",
];

#[test]
fn the_scored_positions_written_with_seen_everywhere_keep_their_totals() {
    let Some(d) = dir() else { return };
    for name in NAMES {
        let text = std::fs::read_to_string(d.join(format!("{name}.yaml"))).unwrap();
        let (truth, _) = read(text.as_bytes()).unwrap();
        let want: Vec<i64> = end_game(&Position::validate(truth.clone()))
            .final_points
            .iter()
            .zip(&truth.track)
            .map(|(f, t)| f + t)
            .collect();
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
                let got: Vec<i64> = end_game(&Position::validate(judged.reading.clone()))
                    .final_points
                    .iter()
                    .zip(&setup.track)
                    .map(|(f, t)| f + t)
                    .collect();
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
            Verdict::TooMany { .. } => panic!("{name}: too many readings"),
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
}

#[test]
#[ignore]
fn debug_f_choices() {
    use arbiter::carcassonne::catalogue::Catalogue;
    let Some(d) = dir() else { return };
    let name = "f-all-s906-p3";
    let text = std::fs::read_to_string(d.join(format!("{name}.yaml"))).unwrap();
    let (truth, _) = read(text.as_bytes()).unwrap();
    let written = seen::rewritten(
        &text,
        &truth,
        |_| true,
        |i, k| format!("\"{}\"", truth.tiles[i].pieces[k].locator.to_text()),
    );
    let (setup, spans) = read_open(written.as_bytes()).unwrap();
    let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
    let cat = Catalogue::get();
    for c in &choices {
        if let Choice::Tile { tile, options } = c {
            let t = &setup.tiles[*tile];
            let opts: Vec<String> = options
                .iter()
                .map(|&(d, r)| format!("{}@{}", cat.tile(d).id, r.degrees()))
                .collect();
            eprintln!(
                "tile {tile} at {},{} pieces {:?}: {:?}",
                t.pos.x,
                t.pos.y,
                t.pieces
                    .iter()
                    .map(|p| p.locator.to_text())
                    .collect::<Vec<_>>(),
                opts
            );
        } else {
            eprintln!("{c:?}");
        }
    }
    let start = std::time::Instant::now();
    let j = judge(&setup, &choices);
    eprintln!("{:?} in {:?}", j.verdict, start.elapsed());
}
