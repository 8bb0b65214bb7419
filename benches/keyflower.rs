//! Benchmarks: the exact end-game allocation on the worst cases of issue 16, each a position
//! under `benches/data/keyflower/` (target: under 10 ms each, proof included).

use arbiter::keyflower::{self, Position};

fn position(name: &str) -> Position {
    let path = format!(
        "{}/benches/data/keyflower/{name}.yaml",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("benchmark position exists");
    arbiter::format::keyflower::load_position(&text).expect("benchmark position loads")
}

fn score(bencher: divan::Bencher, name: &str) {
    let position = position(name);
    bencher.bench(|| keyflower::score(divan::black_box(&position), &position.options));
}

fn main() {
    divan::main();
}

/// Every winter tile, the box's maximum items, `mercer-gold: any`.
#[divan::bench]
fn every_winter_tile_box_max(bencher: divan::Bencher) {
    score(bencher, "every-winter-tile-box-max");
}

/// 12 gold over four storage tiles.
#[divan::bench]
fn gold_on_four_yards(bencher: divan::Bencher) {
    score(bencher, "gold-on-four-yards");
}

/// Summer Boat 3b, four storage tiles with 3 of each resource.
#[divan::bench]
fn boat_3b_four_yards(bencher: divan::Bencher) {
    score(bencher, "boat-3b-four-yards");
}

/// `yard-release: release`, four storage tiles.
#[divan::bench]
fn yard_release_four_yards(bencher: divan::Bencher) {
    score(bencher, "yard-release-four-yards");
}
