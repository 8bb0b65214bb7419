//! Benchmarks (divan): `cargo bench --bench carcassonne`.
//!
//! - parse + validate + score a full all-expansion final position (benches/data);
//! - end-game scoring of synthetic square boards of 1,000, 10,000 and 100,000 tiles (cost per
//!   tile should stay flat: linear growth);
//! - rulings search over the whole database.

use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
use arbiter_engine::carcassonne::pieces::{Color, Locator, PieceKind, Player, PlayerId};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::setup::{PieceSetup, Setup, TileSetup};
use arbiter_engine::carcassonne::variants::Rules;
use arbiter_rulings::Database;
use divan::{black_box, Bencher};

fn main() {
    divan::main();
}

const FULL: &[u8] = include_bytes!("data/all-expansions-final.yaml");

/// Read + validate + end-game scoring of a final position with every expansion.
#[divan::bench]
fn parse_validate_score_all_expansions(b: Bencher) {
    b.bench(|| {
        let (setup, _) =
            arbiter_format::carcassonne::read(black_box(FULL)).expect("bench position reads");
        let position = Position::validate(setup);
        end_game(&position)
    });
}

/// The same, split: reading the YAML into a setup only.
#[divan::bench]
fn parse_only_all_expansions() {
    arbiter_format::carcassonne::read(black_box(FULL)).expect("bench position reads");
}

/// The same, split: validating (building the board and checking every rule) only.
#[divan::bench]
fn validate_only_all_expansions(b: Bencher) {
    let (setup, _) = arbiter_format::carcassonne::read(FULL).expect("bench position reads");
    b.with_inputs(|| setup.clone())
        .bench_values(Position::validate);
}

/// The same, split: end-game scoring of the validated position only.
#[divan::bench]
fn score_only_all_expansions(b: Bencher) {
    let (setup, _) = arbiter_format::carcassonne::read(FULL).expect("bench position reads");
    let position = Position::validate(setup);
    b.bench(|| end_game(black_box(&position)));
}

/// A square board of `n` tiles of the crossroads (BA/RRRR, letter X: roads on four sides,
/// which always fit), with a follower of one of four players on every tenth tile's road and
/// a farmer on every seventh tile's field. The supply limits are ignored (scoring does not
/// look at them).
fn square_board(n: usize) -> Setup {
    let cat = Catalogue::get();
    let x = cat.index_of("X").expect("tile X");
    let side = (n as f64).sqrt().round() as i64;
    let players: Vec<Player> = Color::ALL[..4]
        .iter()
        .enumerate()
        .map(|(i, &color)| Player {
            name: format!("P{i}"),
            color,
        })
        .collect();
    let mut setup = Setup::new(Rules::default(), players);
    let tile = cat.tile(x);
    let road = Locator::parse("road:E").unwrap();
    let field = Locator::parse("field:NNE").unwrap();
    for i in 0..side * side {
        let (px, py) = (i % side, i / side);
        let mut pieces = Vec::new();
        let (locator, every) = if i % 10 == 0 {
            (road, true)
        } else {
            (field, i % 7 == 0)
        };
        if every {
            pieces.push(PieceSetup {
                owner: PlayerId::unchecked((i as usize) % 4),
                kind: PieceKind::Follower,
                locator,
                feature: locator.resolve(tile, Rotation::R0).expect("feature on X"),
            });
        }
        setup.tiles.push(TileSetup {
            def: x,
            pos: Pos::new(px, py),
            rot: Rotation::R0,
            pieces,
            state: Default::default(),
            features: Default::default(),
        });
    }
    setup
}

/// Validate + end-game scoring of a synthetic square board (1,000, 10,000 and 100,000
/// tiles; 32x32, 100x100 and 316x316). Divan prints the time per board; per tile = time / n.
#[divan::bench(args = [1_000, 10_000, 100_000], sample_count = 10)]
fn score_square_board(b: Bencher, n: usize) {
    let setup = square_board(n);
    b.counter(divan::counter::ItemsCount::new(setup.tiles.len()))
        .with_inputs(|| setup.clone())
        .bench_values(|s| {
            let position = Position::validate(s);
            end_game(&position)
        });
}

/// End-game scoring alone (board already built) of the same boards.
#[divan::bench(args = [1_000, 10_000, 100_000], sample_count = 10)]
fn end_game_only_square_board(b: Bencher, n: usize) {
    let setup = square_board(n);
    let position = Position::validate(setup);
    b.counter(divan::counter::ItemsCount::new(
        position.setup().tiles.len(),
    ))
    .bench(|| end_game(black_box(&position)));
}

const QUERIES: &[&str] = &[
    "farmer field completed city",
    "boer weide voltooide stad",
    "big follower inn lake",
    "builder extra turn",
    "abbot garden recall",
    "river spring lake turn back",
    "kathedraal herberg",
    "pig",
];

/// One search over the whole rulings database (English and Dutch), per query.
#[divan::bench(args = QUERIES)]
fn rulings_search(b: Bencher, query: &str) {
    let db = Database::embedded();
    b.bench(|| db.search(black_box(query)).len());
}
