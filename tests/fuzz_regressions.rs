//! Replays every input under `tests/fuzz_regressions/TARGET/` through the same code as the
//! fuzz target TARGET (see `fuzz/fuzz_targets/`): none may panic.

use std::path::Path;

use arbiter_engine::carcassonne::catalogue::{Catalogue, FeatureKind, TileDefId};
use arbiter_engine::carcassonne::geometry::{Edge, HalfEdge, Pos, Rotation};
use arbiter_engine::carcassonne::pieces::{Locator, PieceKind, PlayerId};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::turn::{adjudicate, Move, PieceAction};
use arbiter_rulings::Database;

/// The inputs kept for `target`: its folder must exist and hold at least one (a folder that
/// went missing or empty would otherwise pass without replaying anything).
fn inputs(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz_regressions")
        .join(target);
    let entries = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("folder entry").path())
        .filter(|p| p.is_file() && p.file_name().is_none_or(|n| n != ".keep"));
    let mut out: Vec<(String, Vec<u8>)> = entries
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).unwrap())
        })
        .collect();
    assert!(!out.is_empty(), "{}: no inputs to replay", dir.display());
    out.sort();
    out
}

fn parse_check_score(data: &[u8]) {
    let _ = arbiter_format::carcassonne::game_of(data);
    if let Ok((setup, spans)) = arbiter_format::carcassonne::read(data) {
        let players = setup.players.len();
        let position = Position::validate(setup);
        for p in position.problems() {
            let _ = spans.locate(p.subject);
        }
        assert_eq!(end_game(&position).final_points.len(), players);
    }
}

#[test]
fn parse_check_score_regressions() {
    for (name, data) in inputs("parse_check_score") {
        println!("{name}");
        parse_check_score(&data);
    }
}

#[test]
fn rulings_search_regressions() {
    let db = Database::embedded();
    for (name, data) in inputs("rulings_search") {
        println!("{name}");
        let query = String::from_utf8_lossy(&data);
        let _ = db.search(&query);
        let _ = db.get(&query);
        let _ = db.glossary().lookup(&query);
    }
}

/// The move target's input: `[len][position; len * 8 bytes][moves, 6 bytes each]`; here only
/// the first move of each input is replayed on its position (enough for a crash in
/// adjudication itself).
#[test]
fn move_adjudication_regressions() {
    for (name, data) in inputs("move_adjudication") {
        println!("{name}");
        let Some((&len, rest)) = data.split_first() else {
            continue;
        };
        let n = (usize::from(len) * 8).min(rest.len());
        let (head, moves) = rest.split_at(n);
        let Ok((setup, _)) = arbiter_format::carcassonne::read(head) else {
            continue;
        };
        if setup.players.is_empty() {
            continue;
        }
        let position = Position::validate(setup);
        let tiles = Catalogue::get().tiles().len();
        for m in moves.chunks_exact(6).take(1) {
            let e = Edge::from_index(usize::from(m[5] % 4));
            let locator = match (m[5] / 4) % 7 {
                0 => Locator::Edge(FeatureKind::City, e),
                1 => Locator::Edge(FeatureKind::Road, e),
                2 => Locator::Edge(FeatureKind::River, e),
                3 => Locator::Half(
                    FeatureKind::Field,
                    HalfEdge::from_index(usize::from(m[5] % 8)),
                ),
                4 => Locator::Inner(FeatureKind::Field),
                5 => Locator::Inner(FeatureKind::Monastery),
                _ => Locator::Inner(FeatureKind::Garden),
            };
            let action = match m[4] % 8 {
                0..=2 => PieceAction::None,
                3 => PieceAction::RecallAbbot,
                k => PieceAction::Place {
                    kind: PieceKind::ALL[usize::from(k - 4 + m[5] % 2) % PieceKind::ALL.len()],
                    locator,
                },
            };
            let _ = adjudicate(
                &position,
                &Move {
                    player: PlayerId::new(
                        usize::from(m[5]) % position.setup().players.len(),
                        &position.setup().players,
                    ),
                    def: TileDefId::new(usize::from(m[0]) % tiles).expect("in the catalogue"),
                    pos: Pos::new(i64::from(m[1] as i8 % 12), i64::from(m[2] as i8 % 12)),
                    rot: Rotation::from_quarters(m[3] % 4),
                    action,
                    steps: Vec::new(),
                    again: m[4] & 0x80 != 0,
                },
            );
        }
    }
}
