//! A `Setup` built by hand, with any players, any tiles of the catalogue anywhere, any pieces
//! (owners and features out of range included) and any score track, never makes
//! `Position::validate` (or scoring the result) panic: what does not fit is reported as a
//! problem with a rule id.

use arbiter_engine::carcassonne::catalogue::{Catalogue, TileDefId};
use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
use arbiter_engine::carcassonne::pieces::{Color, Locator, PieceKind, Player, PlayerId};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::setup::{PieceSetup, Setup, TileSetup};
use arbiter_engine::carcassonne::variants::{Expansion, Rules};
use arbiter_rulings::Database;
use proptest::prelude::*;

/// Raw material for one piece: owner, kind, locator choice, feature index.
type RawPiece = (usize, usize, usize, usize);
/// Raw material for one tile: catalogue index, square, turn, pieces.
type RawTile = (usize, (i64, i64), u8, Vec<RawPiece>);

fn build(
    expansions: u16,
    players: usize,
    track_len: usize,
    goods_len: usize,
    turn: usize,
    tiles: Vec<RawTile>,
    discarded: Vec<usize>,
) -> Setup {
    let cat = Catalogue::get();
    let n = cat.tiles().len();
    let rules = Rules {
        expansions: Expansion::OPTIONAL
            .into_iter()
            .enumerate()
            .filter(|(i, _)| expansions & (1 << i) != 0)
            .map(|(_, e)| e)
            .collect(),
        ..Rules::default()
    };
    let players: Vec<Player> = (0..players)
        .map(|i| Player {
            name: format!("p{i}"),
            color: Color::ALL[i % Color::ALL.len()],
        })
        .collect();
    let mut setup = Setup::new(rules, players);
    setup.track = vec![3; track_len];
    *setup.player_state.rows_mut("goods").expect("declared") = vec![vec![1, 0, 2]; goods_len];
    setup.turn = PlayerId::unchecked(turn);
    for (def, (x, y), rot, pieces) in tiles {
        let def = TileDefId::new(def % n).expect("reduced into the catalogue");
        let rot = Rotation::from_quarters(rot % 4);
        let locators = Locator::all_on(cat.tile(def), rot);
        let pieces = pieces
            .into_iter()
            .map(|(owner, kind, loc, feature)| PieceSetup {
                owner: PlayerId::unchecked(owner),
                kind: PieceKind::ALL[kind % PieceKind::ALL.len()],
                locator: locators[loc % locators.len()],
                // Usually the feature the locator names, sometimes one past the tile's end.
                feature: if feature < 8 {
                    loc % locators.len()
                } else {
                    feature
                },
            })
            .collect();
        setup.tiles.push(TileSetup {
            def,
            pos: Pos::new(x, y),
            rot,
            pieces,
            state: Default::default(),
            features: Default::default(),
        });
    }
    setup.discarded = discarded
        .into_iter()
        .map(|d| TileDefId::new(d % n).expect("reduced into the catalogue"))
        .collect();
    setup
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn validate_never_panics_on_a_hand_built_setup(
        expansions in any::<u16>(),
        players in 0usize..5,
        track_len in 0usize..6,
        goods_len in 0usize..6,
        turn in 0usize..7,
        tiles in prop::collection::vec(
            (
                any::<usize>(),
                (-3i64..3, -3i64..3),
                any::<u8>(),
                prop::collection::vec((0usize..6, any::<usize>(), any::<usize>(), 0usize..12), 0..3),
            ),
            0..12,
        ),
        discarded in prop::collection::vec(any::<usize>(), 0..3),
    ) {
        let setup = build(expansions, players, track_len, goods_len, turn, tiles, discarded);
        let broken_players = setup.track.len() != setup.players.len()
            || setup.player_state.rows("goods").len() != setup.players.len()
            || setup.turn.index() >= setup.players.len().max(1)
            || setup.pieces().any(|(_, _, p)| p.owner.index() >= setup.players.len());
        let position = Position::validate(setup);
        let db = Database::embedded();
        for p in position.problems() {
            prop_assert!(db.get(p.rule).is_some(), "unknown rule id {}", p.rule);
        }
        if broken_players {
            prop_assert!(!position.is_legal(), "a setup whose players do not add up is illegal");
        }
        if position.is_legal() {
            let _ = end_game(&position);
        }
    }
}

#[test]
fn a_piece_of_a_player_who_is_not_there_is_reported_not_a_panic() {
    let cat = Catalogue::get();
    let d = cat.index_of("D").expect("tile D");
    let mut setup = build(0, 2, 2, 2, 0, Vec::new(), Vec::new());
    setup.tiles.push(TileSetup {
        def: d,
        pos: Pos::new(0, 0),
        rot: Rotation::R0,
        pieces: vec![PieceSetup {
            owner: PlayerId::unchecked(5),
            kind: PieceKind::Follower,
            locator: Locator::all_on(cat.tile(d), Rotation::R0)[0],
            feature: 0,
        }],
        state: Default::default(),
        features: Default::default(),
    });
    let position = Position::validate(setup);
    assert!(!position.is_legal());
    assert!(position
        .problems()
        .iter()
        .any(|p| p.rule == "base.turn.order"));
}

#[test]
fn checked_ids_refuse_what_does_not_exist() {
    let n = Catalogue::get().tiles().len();
    assert!(TileDefId::new(n - 1).is_some());
    assert!(TileDefId::new(n).is_none());
    let players = vec![
        Player {
            name: "a".into(),
            color: Color::Red,
        };
        3
    ];
    assert_eq!(PlayerId::new(2, &players).map(PlayerId::index), Some(2));
    assert!(PlayerId::new(3, &players).is_none());
}
