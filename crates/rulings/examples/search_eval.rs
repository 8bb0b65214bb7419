//! A quick measure of the search on the evaluation sets of `tests/search/` (the quality test
//! of `tests/rulings_search_quality.rs` is the check): P@1, P@3 and MRR per set, one line
//! each. `--misses` also lists the misses of the sets whose misses may be read (the tuning
//! sets, `held-out-7`, and from issue 40's fifth round `held-out-blind-8` and the
//! development set `held-out-dev-11`); the fresh and blind sets are always totals only.
//!
//! `cargo run -p arbiter-rulings --features serde --example search_eval [-- --misses]`

use arbiter_rulings::Database;
use serde::Deserialize;

#[derive(Deserialize)]
struct Question {
    q: String,
    answers: Vec<String>,
}

/// The sets, and whether their misses may be read.
const SETS: [(&str, bool); 18] = [
    ("questions.yaml", true),
    ("held-out.yaml", true),
    ("held-out-2.yaml", true),
    ("held-out-3.yaml", true),
    ("held-out-nl-dev.yaml", true),
    ("held-out-nl-blind.yaml", true),
    ("held-out-7.yaml", true),
    ("held-out-dev-11.yaml", true),
    ("held-out-4.yaml", false),
    ("held-out-5.yaml", false),
    ("held-out-6.yaml", false),
    ("held-out-nl-blind-2.yaml", false),
    ("held-out-blind-8.yaml", true),
    ("held-out-blind-9.yaml", false),
    ("held-out-blind-10.yaml", false),
    ("held-out-blind-12.yaml", false),
    ("held-out-blind-13.yaml", false),
    ("held-out-blind-14.yaml", false),
];

fn main() {
    let misses = std::env::args().any(|a| a == "--misses");
    let db = Database::embedded();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/search");
    let (mut tuning, mut fresh) = ([0.0f64; 4], [0.0f64; 4]);
    for (file, readable) in SETS {
        let text = std::fs::read_to_string(format!("{dir}/{file}")).unwrap();
        let qs: Vec<Question> = serde_saphyr::from_str(&text).unwrap();
        let (mut p1, mut p3, mut rr) = (0usize, 0usize, 0.0f64);
        for q in &qs {
            let hits = db.search(&q.q);
            let rank = hits
                .iter()
                .take(10)
                .position(|h| q.answers.contains(&h.entry.id));
            p1 += usize::from(rank == Some(0));
            p3 += usize::from(rank.is_some_and(|r| r < 3));
            rr += rank.map_or(0.0, |r| 1.0 / (r + 1) as f64);
            if misses && readable && rank != Some(0) {
                let top: Vec<&str> = hits.iter().take(3).map(|h| h.entry.id.as_str()).collect();
                println!(
                    "MISS {file} {:?}: rank {rank:?}, want {:?}, got {top:?}",
                    q.q, q.answers
                );
            }
        }
        let n = qs.len() as f64;
        println!(
            "{file:28} {:4} {:.3} {:.3} {:.3}",
            qs.len(),
            p1 as f64 / n,
            p3 as f64 / n,
            rr / n
        );
        let sum = if readable
            && file != "held-out-7.yaml"
            && file != "held-out-blind-8.yaml"
            && file != "held-out-dev-11.yaml"
        {
            &mut tuning
        } else if !readable && !file.starts_with("held-out-blind-") {
            &mut fresh
        } else {
            continue;
        };
        for (s, x) in sum.iter_mut().zip([n, p1 as f64, p3 as f64, rr]) {
            *s += x;
        }
    }
    for (name, s) in [("tuning sets", tuning), ("fresh 4,5,6,nl-blind-2", fresh)] {
        println!(
            "{name:28} {:4} {:.3} {:.3} {:.3}",
            s[0],
            s[1] / s[0],
            s[2] / s[0],
            s[3] / s[0]
        );
    }
}
