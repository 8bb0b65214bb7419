//! A position file (the first part of the input) and a sequence of moves (the rest, a few
//! bytes each): adjudicating any move on any position must never panic, and a legal move
//! applied to the position must keep every scored value non-negative.
#![no_main]

use arbiter_engine::carcassonne::catalogue::{Catalogue, FeatureKind, TileDefId};
use arbiter_engine::carcassonne::geometry::{Edge, HalfEdge, Pos, Rotation};
use arbiter_engine::carcassonne::pieces::{Locator, PieceKind, PlayerId};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::tables::Lies;
use arbiter_engine::carcassonne::turn::{adjudicate, Move, PieceAction};
use libfuzzer_sys::fuzz_target;

const SEED: &str = "game: carcassonne
rules: {expansions: [river, inns-and-cathedrals, traders-and-builders, abbot]}
players: [{name: A, color: red}, {name: B, color: blue}]
tiles: [{tile: D, at: [0, 0]}]
";

/// A place on a tile from one byte: the feature kind from the high bits (every registered
/// kind, the expansions' included), the edge or half-edge from the low ones.
fn locator(b: u8) -> Locator {
    let kind = FeatureKind::ALL[usize::from(b >> 3) % FeatureKind::ALL.len()];
    match kind.lies() {
        Lies::Edges => Locator::Edge(kind, Edge::from_index(usize::from(b % 4))),
        Lies::HalfEdges if b & 0x80 != 0 => Locator::Inner(kind),
        Lies::HalfEdges => Locator::Half(kind, HalfEdge::from_index(usize::from(b % 8))),
        Lies::Inside => Locator::Inner(kind),
    }
}

fuzz_target!(|data: &[u8]| {
    // Input: [len u8][position bytes; len * 8][moves: 6 bytes each]; a zero length uses SEED.
    let Some((&len, rest)) = data.split_first() else {
        return;
    };
    let n = (usize::from(len) * 8).min(rest.len());
    let (head, moves) = rest.split_at(n);
    let text: &[u8] = if n == 0 { SEED.as_bytes() } else { head };
    let Ok((mut setup, _)) = arbiter_format::carcassonne::read(text) else {
        return;
    };
    let cat = Catalogue::get();
    let tiles = cat.tiles().len();
    for m in moves.chunks_exact(6).take(40) {
        let position = Position::validate(setup.clone());
        let def = TileDefId::new(usize::from(m[0]) % tiles).expect("in the catalogue");
        let centre = setup.tiles.first().map_or(Pos::new(0, 0), |t| t.pos);
        let pos = Pos::new(
            centre.x + i64::from(m[1] as i8 % 12),
            centre.y + i64::from(m[2] as i8 % 12),
        );
        let rot = Rotation::from_quarters(m[3] % 4);
        let action = match m[4] % 8 {
            0..=2 => PieceAction::None,
            3 => PieceAction::RecallAbbot,
            k => PieceAction::Place {
                kind: PieceKind::ALL[usize::from(k - 4 + m[5] % 2) % PieceKind::ALL.len()],
                locator: locator(m[5]),
            },
        };
        let player = (!setup.players.is_empty())
            .then(|| PlayerId::unchecked(usize::from(m[5]) % setup.players.len()));
        let mv = Move {
            player,
            def,
            pos,
            rot,
            action,
            steps: Vec::new(),
            again: m[4] & 0x80 != 0,
        };
        if player.is_none() {
            return;
        }
        let verdict = adjudicate(&position, &mv);
        if !verdict.legal() {
            continue;
        }
        assert!(
            verdict.scored().iter().all(|&s| s >= 0),
            "negative points: {verdict:?}"
        );
        if let PieceAction::Place { locator, .. } = action {
            assert!(
                locator.resolve(cat.tile(def), rot).is_some(),
                "a legal piece names a feature"
            );
        }
        setup = arbiter_engine::carcassonne::replay::apply(&setup, &mv, &verdict);
    }
});
