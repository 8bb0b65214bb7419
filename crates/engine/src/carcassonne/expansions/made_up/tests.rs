//! The made-up tower and walker judged through the core: steps in order, effects, prisoners,
//! signed points, a neutral figure, and `apply` playing it all onto the next position.

use super::tower::{self, CAPTURE_RULE, EXCHANGE_RULE, RANSOM, RANSOM_RULE};
use super::walker::{BONUS, TILE_RULE, WALK_RULE};
use crate::carcassonne::catalogue::Catalogue;
use crate::carcassonne::effect::{Destination, Effect, Owner, PieceAddress, Spot};
use crate::carcassonne::geometry::{Pos, Rotation};
use crate::carcassonne::legality::moves::check_piece;
use crate::carcassonne::pieces::{Color, Locator, PieceKind, Player, PlayerId};
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::position::Position;
use crate::carcassonne::readings::effects_stay_in_features;
use crate::carcassonne::replay::apply;
use crate::carcassonne::scoring::majority::strength;
use crate::carcassonne::setup::{FigureSetup, HeldPiece, PieceSetup, Setup, TileSetup};
use crate::carcassonne::turn::{adjudicate, ActionKind, ActionParam, Move, PieceAction};
use crate::carcassonne::variants::{Expansion, Rules};
use arbiter_ids::rule;

const RED: PlayerId = PlayerId::FIRST;

fn blue() -> PlayerId {
    RED.next(2)
}

/// An all-field monastery tile (a tower foundation here) at `(x, y)`, with `pieces`.
fn cloister(x: i64, y: i64, pieces: Vec<PieceSetup>) -> TileSetup {
    TileSetup {
        def: Catalogue::get().index_of("B").expect("tile B"),
        pos: Pos::new(x, y),
        rot: Rotation::R0,
        pieces,
        state: Default::default(),
        features: Default::default(),
    }
}

/// A follower of `owner` on the monastery.
fn monk(owner: PlayerId) -> PieceSetup {
    let locator = Locator::parse("monastery").expect("locator");
    PieceSetup {
        owner,
        kind: PieceKind::Follower,
        locator,
        feature: locator
            .resolve(
                Catalogue::get().tile(Catalogue::get().index_of("B").unwrap()),
                Rotation::R0,
            )
            .expect("monastery"),
    }
}

/// Red and blue, `expansions` on; tiles at (0,0) (empty), (1,0) and (2,0) (a blue monk each).
fn table(expansions: &[Expansion]) -> Setup {
    let mut rules = Rules::default();
    rules.expansions.extend_from_slice(expansions);
    let players = [("Ann", Color::Red), ("Bob", Color::Blue)]
        .into_iter()
        .map(|(name, color)| Player {
            name: name.into(),
            color,
        })
        .collect();
    let mut setup = Setup::new(rules, players);
    setup.tiles = vec![
        cloister(0, 0, vec![]),
        cloister(1, 0, vec![monk(blue())]),
        cloister(2, 0, vec![monk(blue())]),
    ];
    setup
}

/// Red lays a monastery at (0,1), doing `action` and then `steps`.
fn red_moves(action: PieceAction, steps: Vec<(ActionKind, ActionParam)>) -> Move {
    Move {
        player: Some(RED),
        def: Catalogue::get().index_of("B").unwrap(),
        pos: Pos::new(0, 1),
        rot: Rotation::R0,
        action,
        steps,
        again: false,
    }
}

fn raise(x: i64, y: i64) -> PieceAction {
    PieceAction::Special(ActionKind::MadeUpRaise, ActionParam::Square(Pos::new(x, y)))
}

fn capture(owner: PlayerId, x: i64, y: i64) -> (ActionKind, ActionParam) {
    let at = Pos::new(x, y);
    (
        ActionKind::MadeUpCapture,
        ActionParam::Piece {
            owner,
            at,
            on: None,
        },
    )
}

fn position(setup: Setup) -> Position {
    Position::legal(setup).unwrap_or_else(|e| panic!("{:?}", e.problems()))
}

#[test]
fn a_raise_captures_an_opponent_within_its_height_as_a_prisoner() {
    let setup = table(&[Expansion::MadeUpTower]);
    let mv = red_moves(raise(0, 0), vec![capture(blue(), 1, 0)]);
    let verdict = adjudicate(&position(setup.clone()), &mv);
    assert!(verdict.legal(), "{:?}", verdict.problems);
    assert_eq!(
        verdict.effects,
        vec![
            Effect::TileState {
                tile: 0,
                key: tower::HEIGHT.key,
                value: 1,
            },
            Effect::Removed {
                piece: PieceAddress::OnTile { tile: 1, piece: 0 },
                owner: Owner::Player(blue()),
                kind: PieceKind::Follower,
                to: Destination::HeldBy(RED),
                rule: CAPTURE_RULE,
            },
        ]
    );
    assert!(verdict.cited().contains(CAPTURE_RULE));
    let next = apply(&setup, &mv, &verdict);
    assert_eq!(next.tiles[0].state.get(tower::HEIGHT.key), Some(1));
    assert!(next.tiles[1].pieces.is_empty());
    assert_eq!(
        next.held,
        vec![HeldPiece {
            holder: RED,
            owner: blue(),
            kind: PieceKind::Follower,
        }]
    );
    // The next position is legal, and the prisoner still counts against blue's supply.
    let after = position(next.clone());
    assert!(after.problems().is_empty());
    assert_eq!(next.off_board(blue(), PieceKind::Follower), 1);
}

#[test]
fn a_capture_beyond_the_height_or_off_the_row_is_illegal() {
    let setup = table(&[Expansion::MadeUpTower]);
    let far = red_moves(raise(0, 0), vec![capture(blue(), 2, 0)]);
    let verdict = adjudicate(&position(setup.clone()), &far);
    assert!(!verdict.legal());
    assert!(verdict.problems.iter().any(|p| p.rule == CAPTURE_RULE));
    assert!(verdict.effects.is_empty(), "an illegal move does nothing");
    // Raised twice (one floor already there), the tower reaches two squares.
    let mut taller = setup;
    taller.tiles[0].state.set(tower::HEIGHT.key, 1);
    let verdict = adjudicate(&position(taller), &far);
    assert!(verdict.legal(), "{:?}", verdict.problems);
}

#[test]
fn a_capture_needs_a_raise_before_it() {
    let setup = table(&[Expansion::MadeUpTower]);
    let mv = red_moves(PieceAction::None, vec![capture(blue(), 1, 0)]);
    let verdict = adjudicate(&position(setup), &mv);
    assert!(verdict.problems.iter().any(|p| p.rule == CAPTURE_RULE));
}

#[test]
fn a_step_done_instead_of_a_piece_cannot_follow_a_piece() {
    let setup = table(&[Expansion::MadeUpTower]);
    let place = PieceAction::Place {
        kind: PieceKind::Follower,
        locator: Locator::parse("monastery").unwrap(),
    };
    let mv = red_moves(
        place,
        vec![(ActionKind::MadeUpRaise, ActionParam::Square(Pos::new(0, 0)))],
    );
    let verdict = adjudicate(&position(setup), &mv);
    assert!(verdict
        .problems
        .iter()
        .any(|p| p.rule == rule::BASE_MOVE_ONE_PIECE));
}

#[test]
fn capturing_a_holder_exchanges_both_prisoners() {
    let mut setup = table(&[Expansion::MadeUpTower]);
    setup.held.push(HeldPiece {
        holder: blue(),
        owner: RED,
        kind: PieceKind::Follower,
    });
    let mv = red_moves(raise(0, 0), vec![capture(blue(), 1, 0)]);
    let verdict = adjudicate(&position(setup.clone()), &mv);
    assert!(verdict.legal(), "{:?}", verdict.problems);
    let removed: Vec<_> = verdict
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Removed {
                piece, to, rule, ..
            } => Some((*piece, *to, *rule)),
            _ => None,
        })
        .collect();
    assert_eq!(
        removed,
        [
            (
                PieceAddress::OnTile { tile: 1, piece: 0 },
                Destination::Supply,
                EXCHANGE_RULE
            ),
            (PieceAddress::Held(0), Destination::Supply, EXCHANGE_RULE),
        ]
    );
    let next = apply(&setup, &mv, &verdict);
    assert!(next.held.is_empty());
    assert!(next.tiles[1].pieces.is_empty());
}

#[test]
fn a_ransom_is_negative_points_for_the_payer_and_frees_the_prisoner() {
    let mut setup = table(&[Expansion::MadeUpTower]);
    setup.held.push(HeldPiece {
        holder: blue(),
        owner: RED,
        kind: PieceKind::Follower,
    });
    setup.track = vec![10, 10];
    let ransom = (ActionKind::MadeUpRansom, ActionParam::Player(blue()));
    let mv = red_moves(PieceAction::None, vec![ransom]);
    let verdict = adjudicate(&position(setup.clone()), &mv);
    assert!(verdict.legal(), "{:?}", verdict.problems);
    assert_eq!(verdict.scored(), vec![-RANSOM, RANSOM]);
    assert!(verdict.cited().contains(RANSOM_RULE));
    let next = apply(&setup, &mv, &verdict);
    assert_eq!(next.track, vec![10 - RANSOM, 10 + RANSOM]);
    assert!(next.held.is_empty());
    // Nobody holds one of blue's pieces: blue cannot buy one back.
    let back = red_moves(
        PieceAction::None,
        vec![(ActionKind::MadeUpRansom, ActionParam::Player(RED))],
    );
    let mut blues = next;
    blues.turn = blue();
    let elsewhere = Move {
        player: Some(blue()),
        pos: Pos::new(1, 1),
        ..back
    };
    let verdict = adjudicate(&Position::validate(blues), &elsewhere);
    assert!(verdict.problems.iter().any(|p| p.rule == RANSOM_RULE));
}

#[test]
fn a_prisoner_counts_against_its_owners_supply() {
    let mut setup = table(&[Expansion::MadeUpTower, Expansion::Abbot]);
    setup.held.push(HeldPiece {
        holder: blue(),
        owner: RED,
        kind: PieceKind::Abbot,
    });
    let place = PieceAction::Place {
        kind: PieceKind::Abbot,
        locator: Locator::parse("monastery").unwrap(),
    };
    let verdict = adjudicate(&position(setup.clone()), &red_moves(place, vec![]));
    assert!(verdict
        .problems
        .iter()
        .any(|p| p.rule == rule::BASE_MOVE_NO_SUPPLY));
    // Held without an expansion that brings prisoners, or by its own owner: illegal.
    let mut plain = setup;
    plain
        .rules
        .expansions
        .retain(|&e| e != Expansion::MadeUpTower);
    let problems = Position::validate(plain.clone()).problems().to_vec();
    assert!(problems
        .iter()
        .any(|p| p.rule == rule::BASE_PIECES_OFF_FEATURES));
    plain.rules.expansions.push(Expansion::MadeUpTower);
    plain.held[0].holder = RED;
    let problems = Position::validate(plain).problems().to_vec();
    assert!(problems
        .iter()
        .any(|p| p.rule == rule::BASE_PIECES_OFF_FEATURES));
}

fn with_walker() -> Setup {
    let mut setup = table(&[Expansion::MadeUpWalker]);
    setup.figures.push(FigureSetup {
        owner: Owner::Nobody,
        kind: PieceKind::MadeUpWalker,
        at: Spot::Tile { tile: 0 },
    });
    setup
}

fn walk(x: i64, y: i64) -> (ActionKind, ActionParam) {
    (ActionKind::MadeUpWalk, ActionParam::Square(Pos::new(x, y)))
}

#[test]
fn the_walker_moves_and_sends_home_what_stands_where_it_stops() {
    let setup = with_walker();
    let mv = red_moves(PieceAction::None, vec![walk(2, 0)]);
    let verdict = adjudicate(&position(setup.clone()), &mv);
    assert!(verdict.legal(), "{:?}", verdict.problems);
    assert_eq!(
        verdict.effects,
        vec![
            Effect::Moved {
                piece: PieceAddress::Figure(0),
                owner: Owner::Nobody,
                kind: PieceKind::MadeUpWalker,
                to: Spot::Tile { tile: 2 },
                rule: WALK_RULE,
            },
            Effect::Removed {
                piece: PieceAddress::OnTile { tile: 2, piece: 0 },
                owner: Owner::Player(blue()),
                kind: PieceKind::Follower,
                to: Destination::Supply,
                rule: WALK_RULE,
            },
        ]
    );
    let next = apply(&setup, &mv, &verdict);
    assert_eq!(next.figures[0].at, Spot::Tile { tile: 2 });
    assert!(next.tiles[2].pieces.is_empty());
    assert!(position(next).problems().is_empty());
    // Nowhere to stop, or no step at all: illegal.
    for to in [(5, 5), (0, 0)] {
        let mv = red_moves(PieceAction::None, vec![walk(to.0, to.1)]);
        let verdict = adjudicate(&position(setup.clone()), &mv);
        assert!(
            verdict.problems.iter().any(|p| p.rule == WALK_RULE),
            "{to:?}"
        );
    }
}

#[test]
fn a_figure_stands_as_its_kind_says() {
    let mut setup = with_walker();
    setup.figures[0].owner = Owner::Player(RED);
    let problems = Position::validate(setup.clone()).problems().to_vec();
    assert!(problems
        .iter()
        .any(|p| p.rule == rule::BASE_PIECES_OFF_FEATURES));
    setup.figures[0] = FigureSetup {
        owner: Owner::Nobody,
        kind: PieceKind::MadeUpWalker,
        at: Spot::Tile { tile: 9 },
    };
    let problems = Position::validate(setup).problems().to_vec();
    assert!(problems
        .iter()
        .any(|p| p.rule == rule::BASE_PIECES_OFF_FEATURES));
}

#[test]
fn a_figure_beside_a_piece_that_leaves_stays_on_its_tile() {
    let mut setup = with_walker();
    setup.figures[0].at = Spot::Beside(PieceAddress::OnTile { tile: 2, piece: 0 });
    setup.tiles[1].pieces.push(monk(RED));
    let mv = red_moves(PieceAction::None, vec![]);
    let mut verdict = adjudicate(&Position::validate(setup.clone()), &mv);
    verdict.effects = vec![Effect::Removed {
        piece: PieceAddress::OnTile { tile: 2, piece: 0 },
        owner: Owner::Player(blue()),
        kind: PieceKind::Follower,
        to: Destination::Supply,
        rule: WALK_RULE,
    }];
    let next = apply(&setup, &mv, &verdict);
    assert_eq!(next.figures[0].at, Spot::Tile { tile: 2 });
    // Beside the second of two pieces, when the first leaves: it follows the piece.
    setup.tiles[2].pieces.insert(0, monk(RED));
    setup.figures[0].at = Spot::Beside(PieceAddress::OnTile { tile: 2, piece: 1 });
    verdict.effects = vec![Effect::Removed {
        piece: PieceAddress::OnTile { tile: 2, piece: 0 },
        owner: Owner::Player(RED),
        kind: PieceKind::Follower,
        to: Destination::Supply,
        rule: WALK_RULE,
    }];
    let next = apply(&setup, &mv, &verdict);
    assert_eq!(
        next.figures[0].at,
        Spot::Beside(PieceAddress::OnTile { tile: 2, piece: 0 })
    );
}

#[test]
fn an_expansion_that_reaches_beyond_a_feature_turns_the_clusters_off() {
    assert!(effects_stay_in_features(&table(&[])));
    assert!(!effects_stay_in_features(&with_walker()));
    assert!(!effects_stay_in_features(&table(&[Expansion::MadeUpTower])));
}

#[test]
fn the_walker_forbids_its_tile_and_pays_company_and_a_bonus() {
    // The placement hook, asked of a piece on the walker's tile (the core places pieces on
    // the new tile only, so it is asked through the piece check directly).
    let setup = with_walker();
    let board = position(setup.clone()).board().clone();
    let index = PieceIndex::new(&setup, &board);
    let feature = Locator::parse("monastery")
        .unwrap()
        .resolve(Catalogue::get().tile(setup.tiles[0].def), Rotation::R0)
        .unwrap();
    let mut problems = Vec::new();
    check_piece(
        &board,
        &index,
        (&setup, &setup),
        RED,
        PieceKind::Follower,
        0,
        feature,
        &mut problems,
    );
    assert!(problems.iter().any(|p| p.rule == TILE_RULE), "{problems:?}");
    let mut problems = Vec::new();
    check_piece(
        &board,
        &index,
        (&setup, &setup),
        RED,
        PieceKind::Follower,
        1,
        feature,
        &mut problems,
    );
    assert!(
        !problems.iter().any(|p| p.rule == TILE_RULE),
        "{problems:?}"
    );
    // Red has a piece on the walker's tile: a point at the start of red's turn.
    let mut shared = with_walker();
    shared.tiles[0].pieces.push(monk(RED));
    let verdict = adjudicate(
        &Position::validate(shared),
        &red_moves(PieceAction::None, vec![]),
    );
    assert!(verdict.legal(), "{:?}", verdict.problems);
    assert_eq!(verdict.scored(), vec![1, 0]);
    // A city completed with a part on the walker's tile gives its owner 3 more: a city cap
    // at 0,0 turned to face south, with blue's knight, closed by a cap laid at 0,1.
    let cat = Catalogue::get();
    let e = cat.index_of("E").unwrap();
    let south = Locator::parse("city:S").unwrap();
    let half = Rotation::from_degrees(180).unwrap();
    let mut capped = with_walker();
    capped.tiles[0] = TileSetup {
        def: e,
        pos: Pos::new(0, 0),
        rot: half,
        pieces: vec![PieceSetup {
            owner: blue(),
            kind: PieceKind::Follower,
            locator: south,
            feature: south.resolve(cat.tile(e), half).unwrap(),
        }],
        state: Default::default(),
        features: Default::default(),
    };
    let close = Move {
        def: e,
        ..red_moves(PieceAction::None, vec![])
    };
    let verdict = adjudicate(&position(capped), &close);
    assert_eq!(verdict.completed().count(), 1, "{:?}", verdict.problems);
    assert_eq!(verdict.scored(), vec![0, 4 + BONUS]);
}

#[test]
fn the_captain_counts_a_citys_pennants_in_a_majority() {
    // A full city with a pennant at 0,0 and a pennant city joining it from the east: two
    // pennants, red's follower in it.
    let cat = Catalogue::get();
    let city = Locator::parse("city:N").unwrap();
    let c = cat.index_of("C").unwrap();
    let mut setup = table(&[]);
    setup.tiles = vec![
        TileSetup {
            def: c,
            pos: Pos::new(0, 0),
            rot: Rotation::R0,
            pieces: vec![PieceSetup {
                owner: RED,
                kind: PieceKind::Follower,
                locator: city,
                feature: city.resolve(cat.tile(c), Rotation::R0).unwrap(),
            }],
            state: Default::default(),
            features: Default::default(),
        },
        TileSetup {
            def: cat.index_of("F").unwrap(),
            pos: Pos::new(1, 0),
            rot: Rotation::R0,
            pieces: vec![],
            state: Default::default(),
            features: Default::default(),
        },
    ];
    let strength = |setup: &Setup| {
        let p = position(setup.clone());
        let index = PieceIndex::new(setup, p.board());
        strength(p.board(), &index.pieces[0])
    };
    assert_eq!(strength(&setup), 1, "a follower's own strength");
    setup.rules.expansions.push(Expansion::MadeUpTower);
    setup.tiles[0].pieces[0].kind = PieceKind::MadeUpCaptain;
    assert_eq!(strength(&setup), 2, "the captain: the city's two pennants");
}

#[test]
fn a_tower_top_widens_one_piece_per_tile() {
    let mut setup = table(&[Expansion::MadeUpTower]);
    setup.tiles[1].pieces.push(monk(RED));
    let rules = |setup: &Setup| -> Vec<&str> {
        Position::validate(setup.clone())
            .problems()
            .iter()
            .map(|p| p.rule)
            .collect()
    };
    assert!(rules(&setup).contains(&rule::BASE_MOVE_ONE_PIECE));
    setup.tiles[1].state.set(tower::HEIGHT.key, 1);
    assert!(!rules(&setup).contains(&rule::BASE_MOVE_ONE_PIECE));
    setup.rules.expansions.clear();
    assert!(rules(&setup).contains(&rule::BASE_MOVE_ONE_PIECE));
}
