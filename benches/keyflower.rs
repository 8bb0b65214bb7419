//! Benchmarks: the exact end-game allocation on the worst cases of issue 16, each a position
//! under `benches/data/keyflower/` (target: under 10 ms each, proof included):
//! every winter tile with the box's maximum items and `mercer-gold: any`; 12 gold over four
//! storage tiles; summer Boat 3b with four storage tiles holding 3 of each resource;
//! `yard-release: release` with four storage tiles.

use arbiter_engine::keyflower::{self, Position};

fn position(name: &str) -> Position {
    let path = format!(
        "{}/benches/data/keyflower/{name}.yaml",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("benchmark position exists");
    arbiter_format::keyflower::load_position(&text).expect("benchmark position loads")
}

fn main() {
    divan::main();
}

#[divan::bench(args = [
    "every-winter-tile-box-max",
    "gold-on-four-yards",
    "boat-3b-four-yards",
    "yard-release-four-yards",
])]
fn score(bencher: divan::Bencher, name: &str) {
    let position = position(name);
    bencher.bench(|| keyflower::score(divan::black_box(&position)).expect("scorable"));
}
