//! The made-up siege judged through the core: per-feature state written on a tile's feature
//! part, checked (bounds, its expansion, one value per joined feature), set by a step, read by
//! a scoring hook over the whole joined feature, and played onto the next position.

use super::siege::{self, BESIEGED, MARK_RULE, SCORE_RULE};
use crate::carcassonne::catalogue::Catalogue;
use crate::carcassonne::effect::Effect;
use crate::carcassonne::expansions::FeatureStateDef;
use crate::carcassonne::geometry::{Pos, Rotation};
use crate::carcassonne::legality::feature_state;
use crate::carcassonne::pieces::{Color, Locator, PieceKind, Player, PlayerId};
use crate::carcassonne::position::Position;
use crate::carcassonne::problem::Subject;
use crate::carcassonne::replay::apply;
use crate::carcassonne::setup::{FeatureValue, PieceSetup, Setup, TileSetup};
use crate::carcassonne::turn::{adjudicate, ActionKind, ActionParam, Move, PieceAction};
use crate::carcassonne::variants::{Expansion, Rules};
use arbiter_ids::msg;

const RED: PlayerId = PlayerId::FIRST;

fn blue() -> PlayerId {
    RED.next(2)
}

/// The city part `locator` names on a city cap (E) turned by `rot`.
fn cap_city(locator: &str, rot: Rotation) -> (Locator, usize) {
    let cat = Catalogue::get();
    let l = Locator::parse(locator).expect("locator");
    let f = l
        .resolve(cat.tile(cat.index_of("E").unwrap()), rot)
        .expect("city part");
    (l, f)
}

/// Red and blue, `expansions` on; a city cap at 0,0 facing south, blue's knight in it.
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
    let half = Rotation::from_degrees(180).unwrap();
    let (south, f) = cap_city("city:S", half);
    setup.tiles = vec![TileSetup {
        def: Catalogue::get().index_of("E").unwrap(),
        pos: Pos::new(0, 0),
        rot: half,
        pieces: vec![PieceSetup {
            owner: blue(),
            kind: PieceKind::Follower,
            locator: south,
            feature: f,
        }],
        state: Default::default(),
        features: Default::default(),
    }];
    setup
}

/// The mark on the city part of tile 0.
fn mark(setup: &mut Setup, value: u32) {
    let (south, f) = cap_city("city:S", setup.tiles[0].rot);
    setup.tiles[0].features.set(south, f, BESIEGED.key, value);
}

/// Red closes the city with a cap at 0,1 facing north, doing `steps`.
fn close(steps: Vec<(ActionKind, ActionParam)>) -> Move {
    Move {
        player: Some(RED),
        def: Catalogue::get().index_of("E").unwrap(),
        pos: Pos::new(0, 1),
        rot: Rotation::R0,
        action: PieceAction::None,
        steps,
        again: false,
    }
}

fn besiege() -> (ActionKind, ActionParam) {
    (ActionKind::MadeUpBesiege, ActionParam::None)
}

fn position(setup: Setup) -> Position {
    Position::legal(setup).unwrap_or_else(|e| panic!("{:?}", e.problems()))
}

fn problems(setup: &Setup) -> Vec<(&'static str, &'static str, Subject)> {
    Position::validate(setup.clone())
        .problems()
        .iter()
        .map(|p| (p.rule, p.message.key, p.subject))
        .collect()
}

#[test]
fn a_step_marks_the_new_tiles_city_part_and_the_next_position_keeps_it() {
    let setup = table(&[Expansion::MadeUpSiege]);
    let mv = close(vec![besiege()]);
    let verdict = adjudicate(&position(setup.clone()), &mv);
    assert!(verdict.legal(), "{:?}", verdict.problems);
    let (north, f) = cap_city("city:N", Rotation::R0);
    let set = Effect::FeatureState {
        tile: 1,
        feature: f,
        locator: north,
        key: BESIEGED.key,
        value: 1,
    };
    assert_eq!(verdict.effects.first(), Some(&set), "{:?}", verdict.effects);
    assert!(verdict.cited().contains(MARK_RULE));
    // The city it closes is besieged: blue's 4 points, 2 paid back.
    assert_eq!(verdict.completed().count(), 1);
    assert_eq!(verdict.scored(), vec![0, 2]);
    assert!(verdict.effects.contains(&Effect::Points {
        player: blue(),
        points: -2,
        rule: SCORE_RULE,
    }));
    let next = apply(&setup, &mv, &verdict);
    assert_eq!(
        next.tiles[1].features.0,
        [FeatureValue {
            locator: north,
            feature: f,
            key: BESIEGED.key,
            value: 1,
        }]
    );
    assert!(
        next.tiles[0].features.is_empty(),
        "on the part it was set on"
    );
    // The next position is legal, and the joined city is besieged through either part.
    let after = position(next.clone());
    let group = after
        .board()
        .group_of(0, cap_city("city:S", next.tiles[0].rot).1);
    assert_eq!(
        next.feature_state(after.board(), group, BESIEGED.key),
        Some(1)
    );
}

#[test]
fn a_written_mark_counts_for_the_whole_city_and_cannot_be_set_twice() {
    let mut setup = table(&[Expansion::MadeUpSiege]);
    mark(&mut setup, 1);
    // Closed without a step: the mark on the other tile's part still halves the score.
    let verdict = adjudicate(&position(setup.clone()), &close(vec![]));
    assert!(verdict.legal(), "{:?}", verdict.problems);
    assert_eq!(verdict.scored(), vec![0, 2]);
    // Besieged already: the step is refused under the mark's rule.
    let verdict = adjudicate(&position(setup.clone()), &close(vec![besiege()]));
    assert!(!verdict.legal());
    assert!(verdict.problems.iter().any(|p| p.rule == MARK_RULE));
    // Without the mark, and without the expansion, nothing is paid back.
    let plain = table(&[]);
    let verdict = adjudicate(&position(plain), &close(vec![]));
    assert_eq!(verdict.scored(), vec![0, 4]);
}

#[test]
fn a_tile_without_one_city_part_cannot_be_besieged() {
    let setup = table(&[Expansion::MadeUpSiege]);
    // A road straight (U) laid beside the cap shows no city.
    let mv = Move {
        def: Catalogue::get().index_of("U").unwrap(),
        pos: Pos::new(1, 0),
        ..close(vec![besiege()])
    };
    let verdict = adjudicate(&position(setup), &mv);
    assert!(verdict.problems.iter().any(|p| p.rule == MARK_RULE));
}

#[test]
fn bounds_and_the_expansion_are_checked_under_the_declared_rule() {
    let mut setup = table(&[Expansion::MadeUpSiege]);
    mark(&mut setup, 2);
    assert_eq!(
        problems(&setup),
        [(
            MARK_RULE,
            msg::PROBLEM_FEATURE_STATE_RANGE,
            Subject::Tile(0)
        )]
    );
    setup.rules.expansions.clear();
    mark(&mut setup, 1);
    assert_eq!(
        problems(&setup),
        [(
            MARK_RULE,
            msg::PROBLEM_FEATURE_STATE_EXPANSION,
            Subject::Tile(0)
        )]
    );
    assert_eq!(siege::EXPANSION.feature_state.len(), 1);
}

#[test]
fn two_parts_of_one_feature_hold_one_value() {
    // A declaration with room for two values, owned by the siege.
    static LEVEL: FeatureStateDef = FeatureStateDef {
        key: "level",
        min: 0,
        max: 3,
        rule: "test.level",
        doc: "A level.",
    };
    let mut setup = table(&[Expansion::MadeUpSiege]);
    let next = apply(
        &setup,
        &close(vec![]),
        &adjudicate(&position(setup.clone()), &close(vec![])),
    );
    setup.tiles = next.tiles;
    setup.tiles[0].pieces.clear();
    let (south, fs) = cap_city("city:S", setup.tiles[0].rot);
    let (north, fn_) = cap_city("city:N", Rotation::R0);
    setup.tiles[0].features.set(south, fs, "level", 1);
    setup.tiles[1].features.set(north, fn_, "level", 1);
    let check = |setup: &Setup| {
        let p = Position::validate(setup.clone());
        let mut out = Vec::new();
        feature_state::check(
            setup,
            p.board(),
            &[(Expansion::MadeUpSiege, &LEVEL)],
            &mut out,
        );
        out
    };
    assert!(check(&setup).is_empty(), "the same value on both parts");
    setup.tiles[1].features.set(north, fn_, "level", 2);
    let out = check(&setup);
    assert_eq!(out.len(), 1, "{out:?}");
    assert_eq!(
        (out[0].rule, out[0].message.key, out[0].subject),
        (
            "test.level",
            msg::PROBLEM_FEATURE_STATE_DISAGREE,
            Subject::Tile(1)
        )
    );
    let args = format!("{:?}", out[0].message.args);
    assert!(
        args.contains("\"0,0\"") && args.contains("city:N"),
        "{args}"
    );
}
