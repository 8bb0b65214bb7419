//! The Princess & the Dragon, classic (second) edition, as JCloisterZone plays it: volcano,
//! dragon and magic-portal tiles (marks printed on the whole tile), princess cities (a mark
//! printed on a city part), the dragon and the fairy.
//!
//! - `dragon.rs`: the volcano brings the dragon, no piece on its tile, its symbol's tiles kept
//!   out of the draw until a volcano lies, and its flight, square by square, eating;
//! - `fairy.rs`: the fairy moved, its point at the start of a turn and its 3 when its
//!   follower's feature scores (during play and at the end);
//! - `princess.rs`, `portal.rs`: the two actions done instead of placing a piece;
//! - `position.rs`: what a standing position cannot show;
//! - `figures.rs`: where the two figures stand, and what a removal takes along.

pub mod citation;
pub mod dragon;
pub mod fairy;
mod figures;
pub mod portal;
mod position;
pub mod princess;

use super::{
    Drawing, ExpansionDef, FeatureMarkDef, Figure, JczParam, JczStepDef, Letter, Locality,
    MarkDrawing, OptionDef, OtherEdition, PieceDef, Shape, Stand,
};
use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::pieces::PieceKind;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// The Princess & the Dragon (classic).
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "princess-and-dragon",
    classic: true,
    names: &[
        "The Princess & the Dragon",
        "Princess & Dragon",
        "P&D",
        "The Princess and the Dragon",
        "De Draak, de Fee en de Jonkvrouw",
        "De Draak de Fee en de Jonkvrouw",
        "Draak, Fee en Jonkvrouw",
        "De Draak",
        "De Prinses en de Draak",
        "Prinses & Draak",
    ],
    other_editions: &[OtherEdition {
        names: &[
            "Draak & Fee",
            "Draak en Fee",
            "Dragon & Fairy",
            "The Dragon & the Fairy",
        ],
        refusal: msg::EDITION_DRAGON_AND_FAIRY,
    }],
    jcz_sets: &["princess-and-dragon"],
    jcz_elements: &["dragon", "fairy", "princess", "portal"],
    jcz_required: &[
        ("dragon", None),
        ("princess", Some((PRINCESS_ACTION.key, "must"))),
    ],
    // A save keeps only the rules that differ from the client's defaults; the importer writes
    // every option a save leaves out at its default (the first of its values), as JCloisterZone
    // plays it.
    jcz_steps: &[
        JczStepDef {
            message: "MOVE_NEUTRAL_FIGURE",
            when: Some(("figureId", DRAGON_ID)),
            step: "dragon",
            param: JczParam::Square("to"),
        },
        JczStepDef {
            message: "MOVE_NEUTRAL_FIGURE",
            when: Some(("figureId", FAIRY_ID)),
            step: "fairy",
            param: JczParam::Piece("to"),
        },
        JczStepDef {
            message: "RETURN_MEEPLE",
            when: Some(("source", "PRINCESS")),
            step: "princess",
            param: JczParam::Piece("pointer"),
        },
    ],
    position_rules: &[rule::PD_DRAGON_TILE, rule::PD_FAIRY_MOVE],
    check_position: Some(position::check),
    check_move: Some(dragon::check_move),
    check_draw: Some(dragon::check_draw),
    end_game: Some(fairy::end_game),
    after_move: Some(dragon::after_move),
    options: &[PRINCESS_ACTION, FAIRY_PLACEMENT, DRAGON_MOVE],
    may_place: Some(dragon::may_place),
    turn_start: Some(fairy::turn_start),
    award_bonus: Some(fairy::award_bonus),
    // The dragon flies up to six squares and the fairy's follower may stand anywhere: one
    // reading of a tile far away may decide what another does.
    locality: Locality::Board,
    steps_owed: Some(steps_owed),
    before_step: Some(dragon::before_step),
    tile_capacity: Some(portal::arrivals),
    conditions: citation::CONDITIONS,
    counterpart: Some("dragon-and-fairy"),
    ..ExpansionDef::EMPTY
};

/// What the move still owes at `when`: the princess's return when she must act, then the rest
/// of the dragon's flight.
fn steps_owed(
    step: &super::StepContext,
    so_far: &crate::carcassonne::turn::MoveVerdict,
    when: super::StepTime,
) -> Option<crate::carcassonne::problem::Problem> {
    princess::steps_owed(step, so_far, when).or_else(|| dragon::steps_owed(step, so_far, when))
}

/// JCloisterZone's id of the dragon in saved games (written so that it does not read as a
/// rule id).
const DRAGON_ID: &str = concat!("dragon", ".1");
/// JCloisterZone's id of the fairy in saved games.
const FAIRY_ID: &str = concat!("fairy", ".1");

/// Whether the princess's return is one action among others or the only one when possible.
pub const PRINCESS_ACTION: OptionDef = OptionDef {
    key: "princess-action",
    values: &["may", "must"],
    rule: rule::PD_PRINCESS_RETURN,
    keeps_default: false,
    doc: "`may` (default): the princess's return is one action among others; `must`: when the tile's princess stands in a city holding a follower, her return is the only action allowed (no piece, no other action, no pass), as JCloisterZone plays it.",
};

/// Where the fairy goes when moved.
pub const FAIRY_PLACEMENT: OptionDef = OptionDef {
    key: "fairy-placement",
    values: &["next-follower", "on-tile"],
    rule: rule::PD_FAIRY_ON_TILE,
    keeps_default: false,
    doc: "`next-follower` (default): the fairy stands beside one follower; `on-tile`: on a tile holding one of the mover's followers, as JCloisterZone plays it: 1 point per own piece on her tile at the start of a turn, and 3 to the owner of the first follower of a scored feature standing on her tile.",
};

/// When the dragon flies.
pub const DRAGON_MOVE: OptionDef = OptionDef {
    key: "dragon-move",
    values: &["before-scoring", "after-scoring"],
    rule: rule::PD_DRAGON_MOVE,
    keeps_default: false,
    doc: "`before-scoring` (default): the dragon flies after the action and before the turn's scoring; `after-scoring`: after it, as JCloisterZone plays it: the features the tile completes score and their pieces go home first, then the dragon may eat what is left, pieces placed this turn included.",
};

/// The dragon: nobody's, one in the box, on a tile as a whole.
pub const DRAGON_PIECE: PieceDef = PieceDef {
    key: "dragon",
    dutch: &["draak"],
    jcz: "dragon",
    supply_rule: rule::PD_DRAGON_VOLCANO,
    wrong_feature_rule: rule::PD_DRAGON_TILE,
    completed_rule: rule::PD_DRAGON_TILE,
    expansion: Expansion::PrincessAndDragon,
    strength: 0,
    stands: Stand::OnTile,
    neutral: true,
    letter: Letter::Fixed('R'),
    figure: Figure {
        shapes: &[Shape::Path(
            -12.0,
            6.0,
            "l6,-12 l4,4 l4,-8 l4,8 l4,-4 l6,12 Z",
        )],
        centred_on: &[],
    },
    ..PieceDef::EMPTY
};

/// The fairy: nobody's, one in the box, beside a follower (or alone on the tile its
/// follower left).
pub const FAIRY_PIECE: PieceDef = PieceDef {
    key: "fairy",
    dutch: &["fee"],
    jcz: "fairy",
    supply_rule: rule::PD_FAIRY_MOVE,
    wrong_feature_rule: rule::PD_FAIRY_MOVE,
    completed_rule: rule::PD_FAIRY_ALONE,
    expansion: Expansion::PrincessAndDragon,
    strength: 0,
    stands: Stand::Beside,
    neutral: true,
    letter: Letter::Fixed('F'),
    figure: Figure {
        shapes: &[
            Shape::Circle(0.0, -4.0, 4),
            Shape::Path(-8.0, 0.0, "l8,-3 l8,3 l-8,8 Z"),
        ],
        centred_on: &[],
    },
    ..PieceDef::EMPTY
};

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The dragon.
    pub const Dragon: PieceKind = PieceKind::registered("dragon");
    /// The fairy.
    pub const Fairy: PieceKind = PieceKind::registered("fairy");
}

/// A volcano, printed over the whole tile: the dragon comes to it.
pub const VOLCANO: FeatureMarkDef = FeatureMarkDef {
    key: "volcano",
    written: "volcano",
    dutch: &["vulkaan"],
    word: msg::SEEN_MARK_VOLCANO,
    note: Some(msg::TILE_NOTE_VOLCANO),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Ground,
        svg: volcano_svg,
        at: (-22.0, 22.0),
        legend_at: (0.0, 0.0),
        letter: 'V',
        centred: true,
    },
};

/// The dragon's symbol, printed in a corner of the tile: the dragon moves after it is laid.
pub const DRAGON: FeatureMarkDef = FeatureMarkDef {
    key: "dragon",
    written: "dragon",
    dutch: &["draak", "drakentegel"],
    word: msg::SEEN_MARK_DRAGON,
    note: Some(msg::TILE_NOTE_DRAGON),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Ground,
        svg: dragon_svg,
        at: (-22.0, 22.0),
        legend_at: (0.0, 0.0),
        letter: '!',
        centred: true,
    },
};

/// A magic portal, printed on the tile: a follower may go through it onto any feature.
pub const PORTAL: FeatureMarkDef = FeatureMarkDef {
    key: "portal",
    written: "portal",
    dutch: &["poort", "magische-poort", "toverpoort"],
    word: msg::SEEN_MARK_PORTAL,
    note: Some(msg::TILE_NOTE_PORTAL),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Ground,
        svg: portal_svg,
        at: (-22.0, 22.0),
        legend_at: (0.0, 0.0),
        letter: 'Q',
        centred: true,
    },
};

/// The princess, printed in a city part: she may send one knight of that city home.
pub const PRINCESS: FeatureMarkDef = FeatureMarkDef {
    key: "princess",
    written: "princess",
    dutch: &["jonkvrouw", "prinses"],
    word: msg::SEEN_MARK_PRINCESS,
    note: Some(msg::TILE_NOTE_PRINCESS),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Walled,
        svg: princess_svg,
        at: (-10.0, 6.0),
        legend_at: (0.0, 6.0),
        letter: '$',
        centred: false,
    },
};

/// A volcano (a red cone) centred at `(x, y)`.
fn volcano_svg(x: f64, y: f64) -> String {
    format!(
        "<path class=\"volcano\" d=\"M{:.1},{:.1} l9,-14 l6,0 l9,14 Z\" fill=\"#7a3b1d\" stroke=\"#333\" stroke-width=\"1\"/><path d=\"M{:.1},{:.1} l3,-6 l3,6 Z\" fill=\"#e8541e\"/>",
        x - 12.0,
        y + 7.0,
        x - 3.0,
        y - 7.0,
    )
}

/// The dragon's symbol (a green diamond with a red eye) centred at `(x, y)`.
fn dragon_svg(x: f64, y: f64) -> String {
    format!(
        "<path class=\"dragon-mark\" d=\"M{x:.1},{:.1} l8,8 l-8,8 l-8,-8 Z\" fill=\"#2e7d32\" stroke=\"#333\" stroke-width=\"1\"/><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"2\" fill=\"#c62828\"/>",
        y - 8.0,
    )
}

/// A magic portal (a violet arch) centred at `(x, y)`.
fn portal_svg(x: f64, y: f64) -> String {
    format!(
        "<path class=\"portal\" d=\"M{:.1},{:.1} v-8 a7,7 0 0 1 14,0 v8 Z\" fill=\"#7e57c2\" stroke=\"#333\" stroke-width=\"1\"/>",
        x - 7.0,
        y + 7.0,
    )
}

/// The princess (a small crown) with its bottom left corner at `(x, y)`.
fn princess_svg(x: f64, y: f64) -> String {
    format!(
        "<path class=\"princess\" d=\"M{x:.1},{y:.1} v-8 l4,4 l3,-6 l3,6 l4,-4 v8 Z\" fill=\"#f6c343\" stroke=\"#333\" stroke-width=\"1\"/>"
    )
}

#[allow(non_upper_case_globals)]
impl FeatureMark {
    /// A volcano tile.
    pub const Volcano: FeatureMark = FeatureMark::registered("volcano");
    /// A tile with the dragon's symbol.
    pub const DragonSymbol: FeatureMark = FeatureMark::registered("dragon");
    /// A magic-portal tile.
    pub const Portal: FeatureMark = FeatureMark::registered("portal");
    /// A princess in a city part.
    pub const Princess: FeatureMark = FeatureMark::registered("princess");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The Princess & the Dragon (classic).
    pub const PrincessAndDragon: Expansion = Expansion::registered("princess-and-dragon");
}
