//! Benchmarks (divan): `cargo bench --bench transcription`.
//!
//! Solving `rot: auto` and `seen` on the 126-tile all-expansion final position of
//! benches/data, with every tile transcribed (all `auto`, all `seen`, or the two alternating).
//! The solver stops with the tiles it cannot settle on such boards, which is the slow case:
//! every group of unsettled tiles is searched.

use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::geometry::Pos;
use arbiter_engine::carcassonne::transcription::{solve, Clue, Look};
use arbiter_engine::carcassonne::variants::Rules;
use divan::{black_box, Bencher};

fn main() {
    divan::main();
}

const FULL: &[u8] = include_bytes!("data/all-expansions-final.yaml");

/// The bench position's rules and tiles, each turned into a clue by `clue` (tile index, id,
/// turn).
fn clues(
    clue: impl Fn(
        usize,
        arbiter_engine::carcassonne::catalogue::TileDefId,
        arbiter_engine::carcassonne::geometry::Rotation,
    ) -> Clue,
) -> (Rules, Vec<(Pos, Clue)>) {
    let (setup, _) = arbiter_format::carcassonne::read(FULL).expect("bench position reads");
    let tiles = setup
        .tiles
        .iter()
        .enumerate()
        .map(|(i, t)| (t.pos, clue(i, t.def, t.rot)))
        .collect();
    (setup.rules, tiles)
}

fn seen(
    def: arbiter_engine::carcassonne::catalogue::TileDefId,
    rot: arbiter_engine::carcassonne::geometry::Rotation,
) -> Clue {
    Clue::Seen(Look::of(Catalogue::get().tile(def), rot))
}

/// Every tile `rot: auto`.
#[divan::bench]
fn every_tile_auto(b: Bencher) {
    let (rules, tiles) = clues(|_, def, _| Clue::Auto(def));
    b.bench(|| solve(black_box(&rules), black_box(&tiles)));
}

/// Every tile `seen`.
#[divan::bench]
fn every_tile_seen(b: Bencher) {
    let (rules, tiles) = clues(|_, def, rot| seen(def, rot));
    b.bench(|| solve(black_box(&rules), black_box(&tiles)));
}

/// `rot: auto` and `seen` on alternate tiles.
#[divan::bench]
fn every_tile_auto_or_seen(b: Bencher) {
    let (rules, tiles) = clues(|i, def, rot| {
        if i % 2 == 0 {
            Clue::Auto(def)
        } else {
            seen(def, rot)
        }
    });
    b.bench(|| solve(black_box(&rules), black_box(&tiles)));
}
