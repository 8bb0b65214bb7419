//! Abbey & Mayor, classic (second) edition, as JCloisterZone plays it: twelve tiles, and for
//! each player an abbey tile, a mayor, a wagon and a barn.
//!
//! - `abbey.rs`: the abbey laid instead of a drawn tile, into a hole only (its sides are an
//!   edge kind that meets every kind and joins nothing, so what it touches ends there), and
//!   who still holds theirs (`abbey: {red: {used: 1}}`);
//! - the mayor: a follower in cities only whose strength is its city's pennants
//!   ([`mayor_strength`]);
//! - `wagon.rs`: the wagon's move after its feature is scored;
//! - `barn.rs`: the barn at a field corner, the farmers it scores when placed or joined, and
//!   its end-game points;
//! - `position.rs`: what a standing position must show.

pub(crate) mod abbey;
pub mod barn;
mod position;
pub mod wagon;

use super::{
    EdgeKindDef, ExpansionDef, Figure, Letter, Locality, OptionDef, OtherEdition, PieceDef,
    PlayerStateDef, Shape, Stand,
};
use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::{EdgeKind, FeatureKind};
use crate::carcassonne::pieces::{PieceKind, PieceType};
use crate::carcassonne::position::PieceRef;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::rule;

/// Abbey & Mayor (classic).
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "abbey-and-mayor",
    classic: true,
    names: &[
        "Abbey & Mayor",
        "Abbey and Mayor",
        "A&M",
        "Burgemeesters en Abdijen",
        "Burgemeesters & Abdijen",
        "Abdij & Burgemeester",
    ],
    // The current edition's box #5 (the Dutch FAQ's numbering), another design.
    other_editions: &[OtherEdition {
        names: &["Bodes & Burgemeesters", "Messengers & Mayors"],
        refusal: arbiter_ids::msg::EDITION_MESSENGERS_AND_MAYORS,
    }],
    jcz_sets: &["abbey-and-mayor"],
    jcz_elements: &["abbey", "barn", "mayor", "wagon"],
    position_rules: &[rule::AM_BARN_FIELD, rule::AM_ABBEY_PLACE],
    check_position: Some(position::check),
    check_move: Some(abbey::check_move),
    after_move: Some(after_move),
    end_game: Some(barn::end_game),
    options: &[WAGON_MOVE, BARN_PLACEMENT, MAYORS, WAGONS, BARNS],
    player_state: &[ABBEY],
    may_place: Some(barn::may_place),
    strength: Some(mayor_strength),
    steps_owed: Some(abbey::steps_owed),
    tile_capacity: Some(wagon::moved_in),
    // A barn's field and a wagon's move reach beyond the feature a piece stands on.
    locality: Locality::Board,
    ..ExpansionDef::EMPTY
};

/// What a legal move brings: the abbey laid leaves its player's hand; farmers joined to a
/// barn score and go home.
fn after_move(
    m: &crate::carcassonne::expansions::MoveContext,
    v: &mut crate::carcassonne::turn::MoveVerdict,
) {
    abbey::after_move(m, v);
    barn::connected(m, v);
}

/// Who has laid their abbey: each player holds one until then.
pub const ABBEY: PlayerStateDef = PlayerStateDef {
    key: "abbey",
    counters: &[(
        "used",
        "1 once the player has laid their abbey tile (each player holds one until then).",
    )],
    gain_rule: rule::AM_ABBEY_PLACE,
    doc: "Abbey & Mayor: the players who have laid their abbey, by colour or name (a player not listed still holds it).",
    each: "Abbey laid: used (1 once laid).",
    scored: None,
};

/// Where a scored wagon may go.
pub const WAGON_MOVE: OptionDef = OptionDef {
    key: "wagon-move",
    values: &["C2", "C1"],
    rule: rule::AM_WAGON_MOVE,
    keeps_default: false,
    doc: "`C2` (default): a scored wagon may move to a free incomplete feature on its tile or the eight around it; `C1`: only onto a part linked to the scored feature, on a tile it covers, by the tile's links (the catalogue's `link:`, JCloisterZone's `wagon-move` groups), or onto the monastery of an abbey it ends against.",
};

/// Whether a barn may join a field that already has one.
pub const BARN_PLACEMENT: OptionDef = OptionDef {
    key: "barn-placement",
    values: &["not-occupied", "occupied"],
    rule: rule::AM_BARN_PLACE,
    keeps_default: false,
    doc: "`not-occupied` (default): a barn may not go into a field that already holds a barn; `occupied`: it may.",
};

/// Mayors per player.
pub const MAYORS: OptionDef = OptionDef {
    key: "mayors",
    values: &["1", "2", "3"],
    rule: rule::AM_SUPPLY,
    keeps_default: true,
    doc: "Abbey & Mayor: mayors per player (JCloisterZone's `mayor` element; 1 in the box).",
};

/// Wagons per player.
pub const WAGONS: OptionDef = OptionDef {
    key: "wagons",
    values: &["1", "2", "3"],
    rule: rule::AM_SUPPLY,
    keeps_default: true,
    doc: "Abbey & Mayor: wagons per player (JCloisterZone's `wagon` element; 1 in the box).",
};

/// Barns per player.
pub const BARNS: OptionDef = OptionDef {
    key: "barns",
    values: &["1", "2", "3"],
    rule: rule::AM_SUPPLY,
    keeps_default: true,
    doc: "Abbey & Mayor: barns per player (JCloisterZone's `barn` element; 1 in the box).",
};

/// An abbey's side: it meets every edge and joins nothing, so the city or road it faces ends
/// there.
pub const ABBEY_EDGE: EdgeKindDef = EdgeKindDef {
    key: "abbey",
    letter: '*',
    seen: '*',
    meets: &["*"],
    mismatch_rule: rule::AM_ABBEY_CLOSES,
    course: false,
    piece_rule: None,
};

#[allow(non_upper_case_globals)]
impl EdgeKind {
    /// An abbey's side.
    pub const Abbey: EdgeKind = EdgeKind::registered("abbey");
}

/// The mayor: a follower in cities only, as strong as its city's pennants.
pub const MAYOR: PieceDef = PieceDef {
    key: "mayor",
    dutch: &["burgemeester"],
    jcz: "mayor",
    supply_option: Some(MAYORS.key),
    supply_rule: rule::AM_SUPPLY,
    expansion: Expansion::AbbeyAndMayor,
    stands_on: &[FeatureKind::City],
    wrong_feature_rule: rule::AM_MAYOR_PLACE,
    move_rules: &[rule::AM_MAYOR_PLACE],
    majority_rule: Some(rule::AM_MAYOR_STRENGTH),
    position_rules: &[rule::AM_MAYOR_PLACE],
    joinable: true,
    completed_rule: rule::BASE_PIECE_COMPLETED_OCCUPIED,
    // Y for maYor: M is the monastery's letter in text views.
    letter: Letter::Fixed('Y'),
    figure: Figure {
        shapes: &[
            Shape::Meeple(1.0),
            Shape::Path(-6.0, -16.0, "l2,-5 l2,3 l2,-4 l2,4 l2,-3 l2,5 Z"),
        ],
        centred_on: &[],
    },
    ..PieceDef::EMPTY
};

/// The wagon: a follower on roads, cities, monasteries and abbeys, which may move on after
/// its feature scores.
pub const WAGON: PieceDef = PieceDef {
    key: "wagon",
    dutch: &["wagen"],
    jcz: "wagon",
    supply_option: Some(WAGONS.key),
    supply_rule: rule::AM_SUPPLY,
    expansion: Expansion::AbbeyAndMayor,
    stands_on: &[FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery],
    wrong_feature_rule: rule::AM_WAGON_PLACE,
    move_rules: &[rule::AM_WAGON_PLACE],
    position_rules: &[rule::AM_WAGON_PLACE],
    joinable: true,
    completed_rule: rule::BASE_PIECE_COMPLETED_OCCUPIED,
    letter: Letter::Fixed('W'),
    figure: Figure {
        shapes: &[
            Shape::Rect(-10.0, -8.0, 20, 10, 2),
            Shape::Circle(-6.0, 5.0, 3),
            Shape::Circle(6.0, 5.0, 3),
        ],
        centred_on: &[FeatureKind::Monastery],
    },
    ..PieceDef::EMPTY
};

/// The barn: a special figure at a field corner where four tiles meet.
pub const BARN: PieceDef = PieceDef {
    key: "barn",
    dutch: &["herenboerderij"],
    jcz: "barn",
    piece_type: PieceType::SpecialFigure,
    strength: 0,
    supply_option: Some(BARNS.key),
    supply_rule: rule::AM_SUPPLY,
    expansion: Expansion::AbbeyAndMayor,
    stands_on: &[FeatureKind::Field],
    wrong_feature_rule: rule::AM_BARN_PLACE,
    move_rules: &[rule::AM_BARN_PLACE],
    position_rules: &[rule::AM_BARN_PLACE],
    completed_rule: rule::AM_BARN_FIELD,
    stands: Stand::AtCorner,
    letter: Letter::Fixed('H'),
    figure: Figure {
        shapes: &[Shape::Path(-9.0, 7.0, "v-9 l9,-7 l9,7 v9 Z")],
        centred_on: &[],
    },
    ..PieceDef::EMPTY
};

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The mayor.
    pub const Mayor: PieceKind = PieceKind::registered("mayor");
    /// The wagon.
    pub const Wagon: PieceKind = PieceKind::registered("wagon");
    /// The barn.
    pub const Barn: PieceKind = PieceKind::registered("barn");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Abbey & Mayor (classic).
    pub const AbbeyAndMayor: Expansion = Expansion::registered("abbey-and-mayor");
}

/// A mayor's strength: its city's pennants (0 without any).
pub fn mayor_strength(board: &Board, p: &PieceRef) -> Option<u32> {
    (p.kind == PieceKind::Mayor).then(|| board.group(p.group).pennants)
}
