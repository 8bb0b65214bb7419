//! Hills & Sheep, classic (second) edition, as JCloisterZone plays it: eighteen tiles with
//! hills, vineyards and two monasteries (one vineyard tile shows two cities sharing an edge:
//! the catalogue's `shares:`), and for each player a shepherd.
//!
//! - hills (a mark printed over the whole tile): a tie for a feature goes to the players with
//!   followers on hill tiles there ([`tie_break`], option `hill-tiebreaker`);
//! - vineyards (a mark printed over the whole tile): a completed monastery scores 3 more per
//!   vineyard tile around it ([`vineyards`]);
//! - the shepherd ([`SHEPHERD`]), a special figure placed in a field of the tile laid, and its
//!   flock of sheep tokens drawn from a bag ([`flock`]); the draws and each field's choice
//!   (grow or drive to the stable) are steps of the move ([`steps`]).

pub mod flock;
mod hidden;
pub mod steps;

use super::{
    Drawing, ExpansionDef, FeatureMarkDef, Figure, JczParam, JczStepDef, Letter, Locality,
    MarkDrawing, OptionDef, OtherEdition, PieceDef, PlacementContext, Shape,
};
use crate::carcassonne::board::{Board, GroupId};
use crate::carcassonne::catalogue::{FeatureKind, FeatureMark};
use crate::carcassonne::citation::{ExpansionFact, Fact};
use crate::carcassonne::pieces::{PieceKind, PieceType, PlayerId};
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::variants::{Expansion, Rules};
use arbiter_ids::{msg, rule};

/// Hills & Sheep (classic).
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "hills-and-sheep",
    classic: true,
    names: &[
        "Hills & Sheep",
        "Hills and Sheep",
        "H&S",
        "Schapen en Heuvels",
        "Schapen & Heuvels",
        "Heuvels en Schapen",
    ],
    // The current edition's box #9 (the Dutch FAQ's numbering), another design.
    other_editions: &[OtherEdition {
        names: &["Herders & Wijngaarden", "Shepherds & Vineyards"],
        refusal: msg::EDITION_SHEPHERDS_AND_VINEYARDS,
    }],
    jcz_sets: &["hills-and-sheep"],
    jcz_elements: &["shepherd", "hill", "vineyard"],
    jcz_required: &[("hill", None), ("vineyard", None)],
    options: &[HILL_TIEBREAKER, SHEPHERDS],
    tie_break: Some(tie_break),
    add_value: Some(vineyards),
    tile_state: &flock::SHEEP,
    may_place: Some(may_place),
    check_position: Some(check_position),
    steps_owed: Some(steps::owed),
    before_step: Some(steps::before_step),
    hides_tile: Some(|tile| tile.marks.contains(FeatureMark::Hill)),
    check_draw: Some(hidden::check_draw),
    check_move: Some(hidden::check_move),
    after_move: Some(steps::after_move),
    move_end: Some(steps::move_end),
    position_rules: &[rule::HS_SHEPHERD_SUPPLY],
    jcz_steps: &[
        JczStepDef {
            message: "FLOCK_EXPAND_OR_SCORE",
            when: Some(("value", "EXPAND")),
            step: "flock-grow",
            param: JczParam::None,
        },
        JczStepDef {
            message: "FLOCK_EXPAND_OR_SCORE",
            when: Some(("value", "SCORE")),
            step: "flock-score",
            param: JczParam::None,
        },
    ],
    // A vineyard counts for the monastery of a neighbouring tile: one tile's reading may
    // change what a feature on another scores.
    locality: Locality::Radius(1),
    ..ExpansionDef::EMPTY
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Hills & Sheep (classic).
    pub const HillsAndSheep: Expansion = Expansion::registered("hills-and-sheep");
}

/// Shepherds per player when not the box's 1 (JCloisterZone's `shepherd: 2`).
pub const SHEPHERDS: OptionDef = OptionDef {
    key: "shepherds",
    values: &["1", "2"],
    rule: rule::HS_SHEPHERD_SUPPLY,
    keeps_default: true,
    doc: "Shepherds per player: 1 (default) or 2 (a JCloisterZone option).",
};

/// The shepherd: a special figure in a field, with its flock.
pub const SHEPHERD: PieceDef = PieceDef {
    key: "shepherd",
    dutch: &["herder"],
    jcz: "shepherd",
    piece_type: PieceType::SpecialFigure,
    strength: 0,
    supply_option: Some(SHEPHERDS.key),
    supply_rule: rule::HS_SHEPHERD_SUPPLY,
    expansion: Expansion::HillsAndSheep,
    stands_on: &[FeatureKind::Field],
    wrong_feature_rule: rule::HS_SHEPHERD_PLACE,
    move_rules: &[rule::HS_SHEPHERD_PLACE],
    majority_rule: Some(rule::HS_SHEPHERD_SUPPLY),
    position_rules: &[rule::HS_SHEPHERD_SUPPLY, rule::HS_FLOCK_CLOSED],
    // A flock still in its field at the end scores nothing.
    final_rules: &[rule::HS_FLOCK_END],
    completed_rule: rule::HS_FLOCK_CLOSED,
    // JCloisterZone's UndeployMeeples leaves barns and shepherds; Shepherd allows any field
    // without a shepherd.
    beside_barns: true,
    letter: Letter::Fixed('S'),
    figure: Figure {
        shapes: &[Shape::Path(
            -3.0,
            12.0,
            "v-20 q0,-6 6,-6 q6,0 6,6 h-3 q0,-3 -3,-3 q-3,0 -3,3 v20 Z",
        )],
        centred_on: &[],
    },
    ..PieceDef::EMPTY
};

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The shepherd.
    pub const Shepherd: PieceKind = PieceKind::registered("shepherd");
}

/// What a Hills & Sheep verdict involved: the shepherd steps done so far in a move (each
/// step reads them back to know what the move still owes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HsFact {
    /// The token of the shepherd placed was drawn.
    PlacedDrawn,
    /// A token was drawn for a flock let grow.
    GrowDrawn,
    /// The field of the shepherd on this tile entry was let grow.
    Grew(usize),
    /// The field of the shepherd on this tile entry was driven to the stable.
    Scored(usize),
}

const TILE_CODE: u32 = 1 << 20;

impl HsFact {
    /// The fact a code is.
    fn read(code: u32) -> Option<HsFact> {
        let tile = (code % TILE_CODE) as usize;
        match code / TILE_CODE {
            0 if code == 1 => Some(HsFact::PlacedDrawn),
            0 if code == 2 => Some(HsFact::GrowDrawn),
            1 => Some(HsFact::Grew(tile)),
            2 => Some(HsFact::Scored(tile)),
            _ => None,
        }
    }

    fn code(self) -> u32 {
        let tile = |t: usize| (t as u32) % TILE_CODE;
        match self {
            HsFact::PlacedDrawn => 1,
            HsFact::GrowDrawn => 2,
            HsFact::Grew(t) => TILE_CODE + tile(t),
            HsFact::Scored(t) => 2 * TILE_CODE + tile(t),
        }
    }
}

impl From<HsFact> for Fact {
    fn from(f: HsFact) -> Fact {
        Fact::Expansion(ExpansionFact {
            expansion: Expansion::HillsAndSheep,
            code: f.code(),
        })
    }
}

/// A shepherd goes only into a field that holds no shepherd.
fn may_place(p: &PlacementContext) -> Option<(&'static str, Message)> {
    if p.kind != PieceKind::Shepherd {
        return None;
    }
    let group = p.board.group_of(p.tile, p.feature);
    p.index
        .on(group)
        .any(|q| q.kind == PieceKind::Shepherd)
        .then(|| {
            (
                rule::HS_SHEPHERD_PLACE,
                Message::new(msg::HS_PROBLEM_FIELD_HAS_SHEPHERD),
            )
        })
}

/// The flocks of a standing position: tokens only by a shepherd, every shepherd with a flock,
/// one shepherd per tile, no shepherd in a closed field (its flock went to the stable in the
/// turn that closed it: JCloisterZone's shepherd phase scores every closed field with
/// shepherds, every turn), and no more tokens of a kind than the box holds.
fn check_position(setup: &Setup, board: &Board, index: &PieceIndex, problems: &mut Vec<Problem>) {
    if !setup.rules.has(Expansion::HillsAndSheep) {
        return;
    }
    for p in index
        .pieces
        .iter()
        .filter(|p| p.kind == PieceKind::Shepherd && !flock::open(board, p.group))
    {
        problems.push(Problem::error(
            rule::HS_FLOCK_CLOSED,
            Subject::Piece {
                tile: p.tile,
                piece: p.piece,
            },
            Message::new(msg::HS_PROBLEM_CLOSED_FIELD),
        ));
    }
    for (t, tile) in setup.tiles.iter().enumerate() {
        let tokens: u32 = flock::SHEEP
            .iter()
            .filter_map(|d| tile.state.get(d.key))
            .sum();
        let shepherds: Vec<usize> = tile
            .pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.kind == PieceKind::Shepherd)
            .map(|(i, _)| i)
            .collect();
        if tokens > 0 && shepherds.is_empty() {
            problems.push(Problem::error(
                rule::HS_SHEPHERD_SUPPLY,
                Subject::Tile(t),
                Message::new(msg::HS_PROBLEM_SHEEP_WITHOUT_SHEPHERD),
            ));
        }
        if let Some(&i) = shepherds.get(1) {
            problems.push(Problem::error(
                rule::HS_SHEPHERD_PLACE,
                Subject::Piece { tile: t, piece: i },
                Message::new(msg::HS_PROBLEM_TWO_SHEPHERDS_ON_TILE),
            ));
        }
        if tokens == 0 && !setup.partial {
            if let Some(&i) = shepherds.first() {
                problems.push(Problem::error(
                    rule::HS_SHEPHERD_PLACE,
                    Subject::Piece { tile: t, piece: i },
                    Message::new(msg::HS_PROBLEM_EMPTY_FLOCK),
                ));
            }
        }
    }
    for (word, lying, count) in flock::overdrawn(&flock::flocks(setup, index, None)) {
        problems.push(Problem::error(
            rule::HS_SHEPHERD_SUPPLY,
            Subject::Position,
            Message::new(msg::HS_PROBLEM_TOO_MANY_TOKENS)
                .arg("token", word)
                .arg("sheep", flock::sheep_of(word))
                .arg("count", lying)
                .arg("allowed", count),
        ));
    }
}

/// How hills break a tie for a feature.
pub const HILL_TIEBREAKER: OptionDef = OptionDef {
    key: "hill-tiebreaker",
    values: &["at-least-one-follower", "number-of-followers"],
    rule: rule::HS_HILL_TIE,
    keeps_default: false,
    doc: "`at-least-one-follower` (default): among players tied for the most strength on a feature, those with a follower on a hill tile there win; `number-of-followers`: the most followers on hill tiles wins, equal numbers share.",
};

/// A hill, printed over the whole tile.
pub const HILL: FeatureMarkDef = FeatureMarkDef {
    key: "hill",
    written: "hill",
    dutch: &["heuvel"],
    word: msg::SEEN_MARK_HILL,
    note: Some(msg::TILE_NOTE_HILL),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Ground,
        svg: hill_svg,
        at: (-22.0, 22.0),
        legend_at: (0.0, 0.0),
        letter: '^',
        centred: true,
    },
};

/// A vineyard, printed over the whole tile.
pub const VINEYARD: FeatureMarkDef = FeatureMarkDef {
    key: "vineyard",
    written: "vineyard",
    dutch: &["wijngaard"],
    word: msg::SEEN_MARK_VINEYARD,
    note: Some(msg::TILE_NOTE_VINEYARD),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Ground,
        svg: vineyard_svg,
        at: (22.0, 22.0),
        legend_at: (0.0, 0.0),
        letter: '%',
        centred: true,
    },
};

#[allow(non_upper_case_globals)]
impl FeatureMark {
    /// A hill tile.
    pub const Hill: FeatureMark = FeatureMark::registered("hill");
    /// A vineyard tile.
    pub const Vineyard: FeatureMark = FeatureMark::registered("vineyard");
}

/// A hill (a green mound) centred at `(x, y)`.
fn hill_svg(x: f64, y: f64) -> String {
    format!(
        "<path class=\"hill\" d=\"M{:.1},{:.1} q12,-20 24,0 Z\" fill=\"#6d9f3a\" stroke=\"#333\" stroke-width=\"1\"/>",
        x - 12.0,
        y + 6.0,
    )
}

/// A vineyard (a bunch of grapes) centred at `(x, y)`.
fn vineyard_svg(x: f64, y: f64) -> String {
    let grape = |dx: f64, dy: f64| {
        format!(
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"#6a2c70\" stroke=\"#333\" stroke-width=\"0.5\"/>",
            x + dx,
            y + dy
        )
    };
    format!(
        "<g class=\"vineyard\">{}{}{}{}{}{}</g>",
        grape(-5.0, -5.0),
        grape(0.0, -5.0),
        grape(5.0, -5.0),
        grape(-2.5, 0.0),
        grape(2.5, 0.0),
        grape(0.0, 5.0)
    )
}

/// Whether the tile of placed-tile entry `tile` shows a hill.
fn on_hill(board: &Board, tile: usize) -> bool {
    board.tiles[tile].tile().marks.contains(FeatureMark::Hill)
}

/// Among `tied` players, those the hills favour on `groups`: under `at-least-one-follower`
/// the ones with a follower on a hill tile there (all of them when none has), under
/// `number-of-followers` the ones with the most followers on hill tiles. `None` when no tied
/// player has a follower on a hill (the hills say nothing).
pub fn tie_break(
    board: &Board,
    index: &PieceIndex,
    rules: &Rules,
    groups: &[GroupId],
    tied: &[PlayerId],
) -> Option<(Vec<PlayerId>, &'static str)> {
    let count = rules.option_value(HILL_TIEBREAKER.key) == Some("number-of-followers");
    let on_hills = |player: PlayerId| -> usize {
        let n = groups
            .iter()
            .flat_map(|&g| index.on(g))
            .filter(|p| p.owner == player && p.kind.occupies() && on_hill(board, p.tile))
            .count();
        if count {
            n
        } else {
            n.min(1)
        }
    };
    let best = tied.iter().map(|&p| on_hills(p)).max().unwrap_or(0);
    (best > 0).then(|| {
        (
            tied.iter()
                .copied()
                .filter(|&p| on_hills(p) == best)
                .collect(),
            rule::HS_HILL_TIE,
        )
    })
}

/// A completed monastery's 3 points per vineyard tile among the eight around it.
pub fn vineyards(board: &Board, group: GroupId) -> Option<(i64, &'static str)> {
    let g = board.group(group);
    if g.kind != FeatureKind::Monastery || !g.is_complete() {
        return None;
    }
    let around: i64 = g
        .tiles
        .iter()
        .flat_map(|&t| board.tiles[t].pos.ring())
        .filter_map(|q| board.tile_at(q))
        .filter(|&t| board.tiles[t].tile().marks.contains(FeatureMark::Vineyard))
        .count() as i64;
    (around > 0).then_some((3 * around, rule::HS_VINEYARD))
}
