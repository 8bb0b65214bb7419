//! The Tower, classic (second) edition, as JCloisterZone plays it: tiles with a tower
//! foundation (a feature of its own, inside the tile), tower floors raised instead of placing a
//! piece, the capture a raise allows, prisoners, their exchange and ransom, and followers on
//! tower tops. Towers never score.

mod check;
mod steps;

pub use steps::{CAPTURE, EXCHANGE, RAISE, RANSOM, TOP};

use super::{
    Completion, Drawing, ExpansionDef, FeatureKindDef, JczParam, JczStepDef, Lies, Locality,
    OtherEdition, PieceDef, PlacementContext, PlayerStateDef, StateMark, TileStateDef,
};
use crate::carcassonne::catalogue::FeatureKind;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::problem::Message;
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::ActionKind;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// A tower's height: the floors on its foundation (a tile with a foundation and no height is a
/// bare foundation).
pub const HEIGHT: TileStateDef = TileStateDef {
    key: "height",
    min: 0,
    max: 30,
    rule: rule::TOWER_RAISE,
    doc: "The Tower: the number of floors on the tile's tower foundation (0 or absent: a bare \
          foundation).",
};

/// The floors each player has placed (those left are the player's share less these).
pub const FLOORS: PlayerStateDef = PlayerStateDef {
    key: "tower-floors",
    counters: &[(
        "placed",
        "Tower floors the player has placed; the floors left are the player's share (10, 10, \
         9, 7, 6, 5 for 1 to 6 players) less these.",
    )],
    gain_rule: rule::TOWER_RAISE,
    doc: "The Tower: tower floors placed, by colour or name.",
    each: "Floors placed.",
    scored: None,
};

/// The Tower (classic).
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "tower",
    classic: true,
    names: &["The Tower", "De Toren"],
    other_editions: &[OtherEdition {
        names: &[
            "Torens & Dieven",
            "Torens en Dieven",
            "Towers & Thieves",
            "Towers and Thieves",
        ],
        refusal: msg::EDITION_TOWERS_AND_THIEVES,
    }],
    jcz_sets: &["tower"],
    jcz_elements: &["tower"],
    jcz_steps: &[
        JczStepDef {
            message: "PLACE_TOKEN",
            when: Some(("token", "TOWER_PIECE")),
            step: "tower-raise",
            param: JczParam::Square("pointer"),
        },
        JczStepDef {
            message: "CAPTURE_FOLLOWER",
            when: None,
            step: "tower-capture",
            param: JczParam::Piece("pointer"),
        },
        JczStepDef {
            message: "EXCHANGE_FOLLOWER",
            when: None,
            step: "tower-exchange",
            param: JczParam::Kind("meepleId"),
        },
        JczStepDef {
            message: "PAY_RANSOM",
            when: None,
            step: "tower-ransom",
            param: JczParam::KindHeldBy("meepleId"),
        },
        JczStepDef {
            message: "DEPLOY_MEEPLE",
            when: Some(("pointer/feature", "Tower")),
            step: "tower-top",
            param: JczParam::KindAt("pointer"),
        },
    ],
    features: &[FeatureKind::Tower],
    position_rules: &[rule::TOWER_NO_SCORE],
    final_rules: Some(no_score),
    check_position: Some(check::position),
    player_state: &[FLOORS],
    tile_state: &[HEIGHT],
    draw_tile_state: Some(draw_height),
    may_place: Some(no_piece_on_foundation),
    tile_capacity: Some(tower_top),
    holds_pieces: Some(rule::TOWER_CAPTURE),
    steps_owed: Some(steps::exchange_owed),
    locality: Locality::Radius(30),
    ..ExpansionDef::EMPTY
};

/// A tower foundation, and the tower built on it: inside the tile; it never completes and
/// never scores; a follower goes on top of a tower by a step of its own, never as the piece
/// placed with the tile (whose tower is a bare foundation).
pub const TOWER: FeatureKindDef = FeatureKindDef {
    key: "tower",
    dutch: &["toren", "torenbouwplaats"],
    jcz: &["Tower"],
    lies: Lies::Inside,
    edge: None,
    completes: Completion::Never,
    value: None,
    seen_mark: true,
    drawing: Drawing::Centre {
        svg: "<rect class=\"tower\" x=\"60\" y=\"60\" width=\"22\" height=\"22\" fill=\"#b0a898\" stroke=\"#333\" stroke-width=\"1.5\"/><path d=\"M60,60 v-4 h5.5 v4 h5.5 v-4 h5.5 v4 h5.5 v-4\" fill=\"none\" stroke=\"#333\" stroke-width=\"1.5\"/>",
        under_roads: false,
        letter: 'T',
    },
};

#[allow(non_upper_case_globals)]
impl FeatureKind {
    /// A tower foundation (The Tower).
    pub const Tower: FeatureKind = FeatureKind::registered("tower");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The Tower (classic).
    pub const Tower: Expansion = Expansion::registered("tower");
}

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// A tower floor raised.
    pub const TowerRaise: ActionKind = ActionKind::registered("tower-raise");
    /// A follower captured.
    pub const TowerCapture: ActionKind = ActionKind::registered("tower-capture");
}

/// The floors JCloisterZone gives each player for the number of players.
pub fn share(players: usize) -> u32 {
    match players {
        0..=2 => 10,
        3 => 9,
        4 => 7,
        5 => 6,
        6 => 5,
        7 => 4,
        _ => 3,
    }
}

/// The kinds that may stand on top of a tower: those whose definition says so
/// ([`PieceDef::tops_towers`]: the follower, the big follower, the ringmaster).
pub fn may_top(kind: PieceKind) -> bool {
    kind.def().tops_towers
}

/// A kind a tower may capture: a follower of any kind (not a special figure).
pub fn capturable(kind: PieceKind) -> bool {
    let def: &PieceDef = kind.def();
    def.piece_type != crate::carcassonne::pieces::PieceType::SpecialFigure && !def.neutral
}

/// The index of the tower feature of a tile's catalogue entry, if it shows one.
pub fn tower_feature(setup: &Setup, tile: usize) -> Option<usize> {
    let t = setup.tiles.get(tile)?;
    crate::carcassonne::catalogue::Catalogue::get()
        .tile(t.def)
        .features
        .iter()
        .position(|f| f.kind == FeatureKind::Tower)
}

/// Whether a feature of `kind` is a tower (a follower on its top stands apart from the
/// tile's other features: the dragon's tile, `princess_and_dragon::position`).
pub(crate) fn is_tower(kind: FeatureKind) -> bool {
    kind == FeatureKind::Tower
}

/// What the end-game scoring leaves unscored: a tower with floors, a follower on top of one,
/// a prisoner still held (`tower.no-score`), when the position shows any.
fn no_score(position: &crate::carcassonne::Position) -> Vec<&'static str> {
    let setup = position.setup();
    let shows = !setup.held.is_empty()
        || setup.tiles.iter().enumerate().any(|(t, tile)| {
            let tower = tower_feature(setup, t);
            tower.is_some()
                && (tile.state.get(HEIGHT.key).unwrap_or(0) > 0
                    || tile.pieces.iter().any(|p| Some(p.feature) == tower))
        });
    if shows {
        vec![rule::TOWER_NO_SCORE]
    } else {
        Vec::new()
    }
}

/// A tile with a tower holds its own piece and one on top of the tower.
fn tower_top(setup: &Setup, tile: usize) -> Option<(usize, &'static str)> {
    tower_feature(setup, tile).map(|_| (1, rule::TOWER_TOP))
}

/// No piece goes on a tower with the tile just laid: its tower is a bare foundation.
fn no_piece_on_foundation(placing: &PlacementContext) -> Option<(&'static str, Message)> {
    let t = placing.board.tiles.get(placing.tile)?;
    let f = t.tile().features.get(placing.feature)?;
    (f.kind == FeatureKind::Tower).then(|| {
        (
            rule::TOWER_TOP,
            Message::new(msg::PROBLEM_TOWER_BARE).arg("square", t.pos.to_string()),
        )
    })
}

/// A tower's height on its tile: the number in the tower's corner.
fn draw_height(_def: &TileStateDef, value: u32) -> StateMark {
    StateMark {
        svg: format!(
            "<rect class=\"tower-height\" x=\"66\" y=\"6\" width=\"28\" height=\"20\" rx=\"3\" fill=\"#f4efe4\" stroke=\"#333\" stroke-width=\"1\"/><text x=\"80\" y=\"21\" font-size=\"15\" font-family=\"sans-serif\" text-anchor=\"middle\" fill=\"#333\">{value}</text>"
        ),
        letter: char::from_digit(value.min(9), 10),
    }
}
