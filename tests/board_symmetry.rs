//! Property tests: scores and legality do not change when the whole board is shifted, or turned
//! by a quarter turn, or when its tiles are listed in another order.

use std::path::PathBuf;

use arbiter_engine::carcassonne::effect::{PieceAddress, Spot};
use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
use arbiter_engine::carcassonne::pieces::Locator;
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::setup::Setup;
use arbiter_format::carcassonne::read;
use proptest::prelude::*;

/// Every readable position of the test suite (hand-made ones and, where present, the six
/// JCloisterZone positions).
fn positions() -> &'static [Setup] {
    static ALL: std::sync::OnceLock<Vec<Setup>> = std::sync::OnceLock::new();
    ALL.get_or_init(load_positions)
}

fn load_positions() -> Vec<Setup> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut dirs = vec![root.join("tests/positions"), root.join("examples")];
    dirs.extend(crate::common::shared::shared_path(
        "reference/scored-positions",
    ));
    let mut out = Vec::new();
    for d in dirs {
        let mut files: Vec<_> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for f in files {
            let name = f.file_name().unwrap().to_string_lossy().to_string();
            if !name.ends_with(".yaml") || name.ends_with(".expect.yaml") {
                continue;
            }
            if let Ok((setup, _)) = read(&std::fs::read(&f).unwrap()) {
                out.push(setup);
            }
        }
    }
    assert!(out.len() > 40);
    out
}

fn turn_locator(l: Locator, r: Rotation) -> Locator {
    l.rotate(r)
}

/// Per-tile state written as seen on the table, one key per axis (a bridge's: Bridges,
/// Castles & Bazaars): a quarter turn of the board swaps the two keys.
const AXES: &[(&str, &str)] = &[("bridge-ns", "bridge-we")];

fn turn_state(key: &'static str, quarters: u8) -> &'static str {
    if quarters.is_multiple_of(2) {
        return key;
    }
    AXES.iter()
        .find_map(|&(a, b)| (key == a).then_some(b).or((key == b).then_some(a)))
        .unwrap_or(key)
}

/// The same table turned a quarter turn clockwise `quarters` times, then shifted.
fn transform(setup: &Setup, quarters: u8, dx: i64, dy: i64) -> Setup {
    let r = Rotation::from_quarters(quarters);
    let mut s = setup.clone();
    for t in &mut s.tiles {
        let mut p = t.pos;
        for _ in 0..quarters {
            p = Pos::new(-p.y, p.x);
        }
        t.pos = Pos::new(p.x + dx, p.y + dy);
        t.rot = t.rot.then(r);
        for piece in &mut t.pieces {
            piece.locator = turn_locator(piece.locator, r);
        }
        for (key, _) in &mut t.state.0 {
            *key = turn_state(key, quarters);
        }
    }
    // A figure at a corner is named by the square whose north-west corner it is: a quarter
    // turn takes that corner to the north-west corner of (1 - y, x).
    for f in &mut s.figures {
        if let Spot::Corner(c) = f.at {
            let mut p = c;
            for _ in 0..quarters {
                p = Pos::new(1 - p.y, p.x);
            }
            f.at = Spot::Corner(Pos::new(p.x + dx, p.y + dy));
        }
    }
    s
}

fn verdict(setup: Setup) -> (Vec<i64>, Vec<&'static str>) {
    let position = Position::validate(setup);
    let mut rules: Vec<&str> = position.problems().iter().map(|p| p.rule).collect();
    rules.sort();
    (end_game(&position).final_points, rules)
}

/// Every position, turned a quarter turn: the sample above may miss the few whose state is
/// written as seen on the table (a bridge's axis).
#[test]
fn a_quarter_turn_changes_no_position() {
    for setup in positions() {
        assert_eq!(verdict(setup.clone()), verdict(transform(setup, 1, 3, -2)));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn shifting_and_turning_the_board_changes_nothing(
        pick in any::<prop::sample::Index>(),
        quarters in 0u8..4,
        dx in -1000i64..1000,
        dy in -1000i64..1000,
    ) {
        let all = positions();
        let setup = &all[pick.index(all.len())];
        let before = verdict(setup.clone());
        let after = verdict(transform(setup, quarters, dx, dy));
        prop_assert_eq!(before, after);
    }

    #[test]
    fn the_order_of_the_tiles_changes_nothing(
        pick in any::<prop::sample::Index>(),
        seed in any::<u64>(),
    ) {
        let all = positions();
        let setup = &all[pick.index(all.len())];
        let mut shuffled = setup.clone();
        // A deterministic Fisher-Yates shuffle driven by the seed.
        let mut state = seed | 1;
        // Where each tile entry goes, so that figures naming a tile entry follow it.
        let mut order: Vec<usize> = (0..shuffled.tiles.len()).collect();
        for i in (1..shuffled.tiles.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let j = (state % (i as u64 + 1)) as usize;
            shuffled.tiles.swap(i, j);
            order.swap(i, j);
        }
        let moved = |old: usize| order.iter().position(|&o| o == old).unwrap_or(old);
        for f in &mut shuffled.figures {
            f.at = match f.at {
                Spot::Tile { tile } => Spot::Tile { tile: moved(tile) },
                Spot::Beside(PieceAddress::OnTile { tile, piece }) => {
                    Spot::Beside(PieceAddress::OnTile {
                        tile: moved(tile),
                        piece,
                    })
                }
                other => other,
            };
        }
        let (points_a, mut rules_a) = verdict(setup.clone());
        let (points_b, mut rules_b) = verdict(shuffled);
        // The river rules and supply name the same problems whatever the order.
        rules_a.dedup();
        rules_b.dedup();
        prop_assert_eq!(points_a, points_b);
        prop_assert_eq!(rules_a, rules_b);
    }
}
