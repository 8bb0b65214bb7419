//! Benchmarks (divan): `cargo bench --bench readings`.
//!
//! Judging every reading of the six positions JCloisterZone scored
//! (`../shared/reference/scored-positions`), written with `seen` on every tile: reading the
//! file, settling what the neighbours settle and judging the look-alikes left open (up to two
//! million readings on the all-expansion board). Skipped where that folder is absent.

#[path = "../tests/common/scored.rs"]
mod scored;
#[path = "../tests/common/seen.rs"]
mod seen;
#[path = "../tests/common/shared.rs"]
mod shared;

use arbiter_engine::carcassonne::readings::{judge, Choice};
use arbiter_format::carcassonne::{read, read_open};
use divan::{black_box, Bencher};

fn main() {
    divan::main();
}

/// The position `name` with `seen` on every tile, or None without the reference folder.
fn written(name: &str) -> Option<String> {
    let dir = scored::dir()?;
    let text = std::fs::read_to_string(dir.join(format!("{name}.yaml"))).ok()?;
    let (truth, _) = read(text.as_bytes()).ok()?;
    Some(seen::rewritten(
        &text,
        &truth,
        |_| true,
        |i, k| format!("\"{}\"", truth.tiles[i].pieces[k].locator.to_text()),
    ))
}

#[divan::bench(args = scored::NAMES, sample_count = 3, sample_size = 1)]
fn judge_seen_everywhere(bencher: Bencher, name: &str) {
    // Without the reference folder `scored::dir` has said that this skips.
    let Some(text) = written(name) else {
        return;
    };
    bencher.bench(|| {
        let (setup, spans) = read_open(black_box(text.as_bytes())).expect("reads");
        let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
        black_box(judge(&setup, &choices))
    });
}
