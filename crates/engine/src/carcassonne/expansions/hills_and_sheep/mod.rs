//! Hills & Sheep, classic (second) edition, as JCloisterZone plays it: eighteen tiles with
//! hills, vineyards and two monasteries (one vineyard tile shows two cities sharing an edge:
//! the catalogue's `shares:`), and for each player a shepherd.
//!
//! - hills (a mark printed over the whole tile): a tie for a feature goes to the players with
//!   followers on hill tiles there ([`tie_break`], option `hill-tiebreaker`);
//! - vineyards (a mark printed over the whole tile): a completed monastery scores 3 more per
//!   vineyard tile around it ([`vineyards`]).

use super::{Drawing, ExpansionDef, FeatureMarkDef, Locality, MarkDrawing, OptionDef};
use crate::carcassonne::board::{Board, GroupId};
use crate::carcassonne::catalogue::{FeatureKind, FeatureMark};
use crate::carcassonne::pieces::PlayerId;
use crate::carcassonne::position::PieceIndex;
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
    jcz_sets: &["hills-and-sheep"],
    jcz_elements: &["shepherd", "hill", "vineyard"],
    options: &[HILL_TIEBREAKER],
    tie_break: Some(tie_break),
    add_value: Some(vineyards),
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
