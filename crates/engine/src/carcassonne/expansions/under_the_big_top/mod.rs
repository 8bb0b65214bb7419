//! Under the Big Top, classic edition, as JCloisterZone plays it: tiles with a circus space or
//! an acrobat space (two kinds of feature inside the tile), the ringmaster (a follower with a
//! bonus for the spaces around it), acrobats (ordinary followers on an acrobat space, up to 3)
//! and the big top (a neutral figure on the last circus tile laid, whose circus scores with
//! an animal token).
//!
//! - `position.rs`: what a standing position must show;
//! - `scoring.rs`: acrobats, the ringmaster's bonus and the last circus at the end (a range
//!   over the tokens still unused when the drawn one is not written), the bonus during play;
//! - `tokens.rs`: the animal tokens, those lying on circus tiles and those still unused;
//! - `steps.rs`: the moves (the big top's with the token drawn, an acrobat placed, a full
//!   pyramid scored).

mod position;
mod scoring;
pub mod steps;
mod tokens;

use super::bridges_castles_and_bazaars::bridges::bridged_in;
use super::{
    Completion, Drawing, ExpansionDef, FeatureKindDef, Figure, FinalDrawDef, JczParam, JczStepDef,
    Letter, Lies, Locality, OptionDef, OtherEdition, PieceDef, PlacementContext, Shape, Stand,
    StateMark, TileStateDef,
};
use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::{Catalogue, FeatureKind};
use crate::carcassonne::geometry::Pos;
use crate::carcassonne::pieces::{PieceKind, PieceType};
use crate::carcassonne::problem::{Message, Problem};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// Under the Big Top (classic).
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "under-the-big-top",
    classic: true,
    names: &[
        "Under the Big Top",
        "Big Top",
        "UtBT",
        "Het Circus",
        "Onder de Circustent",
    ],
    other_editions: &[OtherEdition {
        names: &["Circus & Artiesten", "Circus & Artists"],
        refusal: msg::EDITION_CIRCUS_AND_ARTISTS,
    }],
    jcz_sets: &["under-the-big-top"],
    jcz_elements: &["big-top", "ringmaster", "acrobats"],
    jcz_required: &[("big-top", None)],
    features: &[FeatureKind::Circus, FeatureKind::Acrobats],
    // The circus space takes no piece: the big top stands on its tile as a whole.
    reserved_features: &[(FeatureKind::Circus, rule::BT_SPACES)],
    position_rules: &[rule::BT_SPACES],
    check_position: Some(position::check),
    check_move: Some(check_move),
    steps_owed: Some(steps::steps_owed),
    after_move: Some(steps::after_move),
    end_game: Some(scoring::end_game),
    end_game_open: Some(scoring::end_game_open),
    final_draw: Some(FinalDrawDef {
        step: "animal-token",
        apply: scoring::final_token,
    }),
    award_bonus: Some(scoring::award_bonus),
    options: &[RINGMASTERS],
    tile_state: &[TOKEN],
    draw_tile_state: Some(draw_token),
    may_place: Some(may_place),
    tile_capacity: Some(acrobat_tile),
    // An acrobat put on the space of another tile, a full pyramid scored (the big top's
    // token is not in the save: drawn from the random numbers, `jcz_big_top.rs`).
    jcz_steps: &[
        JczStepDef {
            message: "DEPLOY_MEEPLE",
            when: Some(("pointer/feature", "Acrobats")),
            step: "acrobat",
            param: JczParam::KindAt("pointer"),
        },
        JczStepDef {
            message: "SCORE_ACROBATS",
            when: None,
            step: "acrobats-score",
            param: JczParam::Square("pointer"),
        },
    ],
    // The big top counts followers on nine tiles, the ringmaster's bonus spaces on nine.
    locality: Locality::Radius(2),
    ..ExpansionDef::EMPTY
};

/// The animal token on a circus tile: on a tile the big top has left, the token its circus
/// was scored with; on the big top's tile, the token drawn for the last circus at the end.
pub const TOKEN: TileStateDef = TileStateDef {
    key: "token",
    min: 1,
    max: 7,
    rule: rule::BT_CIRCUS_SCORE,
    doc:
        "Under the Big Top: the animal token (1, 3, 4, 5, 6 or 7) on a circus tile: on a tile the \
          big top has left, the token its circus was scored with; on the big top's tile, the \
          token drawn for the last circus at the end of the game (left out: not drawn yet).",
};

/// Ringmasters per player.
pub const RINGMASTERS: OptionDef = OptionDef {
    key: "ringmasters",
    values: &["1", "2", "3"],
    rule: rule::BT_RINGMASTER_PLACE,
    keeps_default: true,
    doc: "Under the Big Top: ringmasters per player (JCloisterZone's `ringmaster` element; 1 in the box).",
};

/// A circus space: inside the tile; it never completes and never scores as a feature; the big
/// top stands on its tile.
pub const CIRCUS: FeatureKindDef = FeatureKindDef {
    key: "circus",
    dutch: &["circusplek"],
    jcz: &["Circus"],
    lies: Lies::Inside,
    edge: None,
    completes: Completion::Never,
    value: None,
    seen_mark: true,
    drawing: Drawing::Centre {
        svg: "<circle class=\"circus\" cx=\"50\" cy=\"50\" r=\"15\" fill=\"#f3e2b3\" stroke=\"#b3261e\" stroke-width=\"3\"/><circle cx=\"50\" cy=\"50\" r=\"6\" fill=\"#b3261e\"/>",
        under_roads: false,
        letter: '@',
    },
};

/// An acrobat space: inside the tile; up to 3 ordinary followers stand on it (a pyramid); it
/// never completes; its acrobats score on their own (`scoring.rs`).
pub const ACROBATS: FeatureKindDef = FeatureKindDef {
    key: "acrobats",
    dutch: &["acrobatenplek", "acrobaten"],
    jcz: &["Acrobats"],
    lies: Lies::Inside,
    edge: None,
    completes: Completion::Never,
    value: None,
    seen_mark: true,
    drawing: Drawing::Centre {
        svg: "<path class=\"acrobats\" d=\"M36,64 L50,36 L64,64 Z\" fill=\"#f6c343\" stroke=\"#6a1b9a\" stroke-width=\"3\"/>",
        under_roads: false,
        letter: '^',
    },
};

/// The ringmaster: a follower of strength 1, placed like an ordinary one but never on an
/// acrobat space (nor a garden, which the Abbot reserves).
pub const RINGMASTER: PieceDef = PieceDef {
    key: "ringmaster",
    dutch: &["circusdirecteur"],
    jcz: "ringmaster",
    piece_type: PieceType::Meeple,
    supply_option: Some(RINGMASTERS.key),
    supply_rule: rule::BT_RINGMASTER_PLACE,
    expansion: Expansion::UnderTheBigTop,
    wrong_feature_rule: rule::BT_RINGMASTER_PLACE,
    move_rules: &[rule::BT_RINGMASTER_PLACE, rule::BASE_MOVE_OCCUPIED],
    position_rules: &[rule::BT_RINGMASTER_PLACE],
    joinable: true,
    completed_rule: rule::BASE_PIECE_COMPLETED_OCCUPIED,
    letter: Letter::Fixed('D'),
    figure: Figure {
        shapes: &[Shape::Meeple(1.0), Shape::Rect(-5.0, -24.0, 10, 7, 1)],
        centred_on: &[],
    },
    tops_towers: true,
    ..PieceDef::EMPTY
};

/// The big top: nobody's, one in the box, on the last circus tile laid.
pub const BIG_TOP: PieceDef = PieceDef {
    key: "big-top",
    dutch: &["circustent"],
    jcz: "bigtop",
    supply_rule: rule::BT_BIGTOP_MOVE,
    wrong_feature_rule: rule::BT_BIGTOP_MOVE,
    completed_rule: rule::BT_BIGTOP_MOVE,
    expansion: Expansion::UnderTheBigTop,
    strength: 0,
    stands: Stand::OnTile,
    neutral: true,
    letter: Letter::Fixed('U'),
    figure: Figure {
        shapes: &[Shape::Path(-12.0, 8.0, "l12,-18 l12,18 Z")],
        centred_on: &[],
    },
    ..PieceDef::EMPTY
};

#[allow(non_upper_case_globals)]
impl FeatureKind {
    /// A circus space (Under the Big Top).
    pub const Circus: FeatureKind = FeatureKind::registered("circus");
    /// An acrobat space (Under the Big Top).
    pub const Acrobats: FeatureKind = FeatureKind::registered("acrobats");
}

#[allow(non_upper_case_globals)]
impl PieceKind {
    /// The ringmaster.
    pub const Ringmaster: PieceKind = PieceKind::registered("ringmaster");
    /// The big top.
    pub const BigTop: PieceKind = PieceKind::registered("big-top");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Under the Big Top (classic).
    pub const UnderTheBigTop: Expansion = Expansion::registered("under-the-big-top");
}

/// Whether a piece of `kind` may be an acrobat: an ordinary follower only.
pub fn may_be_acrobat(kind: PieceKind) -> bool {
    kind == PieceKind::Follower
}

/// Whether a feature of `kind` is an acrobat space (the fairy beside an acrobat counts all the
/// mover's acrobats there, `princess_and_dragon::fairy`).
pub(crate) fn acrobat_space(kind: FeatureKind) -> bool {
    kind == FeatureKind::Acrobats
}

/// Whether tile entry `tile` of the setup shows a space of `kind`.
pub(crate) fn shows(setup: &Setup, tile: usize, kind: FeatureKind) -> bool {
    setup.tiles.get(tile).is_some_and(|t| {
        Catalogue::get()
            .tile(t.def)
            .features
            .iter()
            .any(|f| f.kind == kind)
    })
}

/// The circus and acrobat spaces printed on the tile at `pos` and the 8 around it.
pub(crate) fn spaces_around(board: &Board, pos: Pos) -> u32 {
    std::iter::once(pos)
        .chain(pos.ring())
        .filter_map(|q| board.tile_at(q))
        .map(|t| {
            board.tiles[t]
                .tile()
                .features
                .iter()
                .filter(|f| f.kind == FeatureKind::Circus || f.kind == FeatureKind::Acrobats)
                .count() as u32
        })
        .sum()
}

/// A tile with an acrobat space holds up to 3 acrobats besides its own piece.
fn acrobat_tile(setup: &Setup, tile: usize) -> Option<(usize, &'static str)> {
    shows(setup, tile, FeatureKind::Acrobats).then_some((3, rule::BT_ACROBAT_PLACE))
}

/// Only an ordinary follower goes on an acrobat space, and none on a tile with a bridge, one
/// laid with the tile included (JCloisterZone lays the bridge before the piece, and then
/// offers no acrobat there).
fn may_place(placing: &PlacementContext) -> Option<(&'static str, Message)> {
    let t = placing.board.tiles.get(placing.tile)?;
    let f = t.tile().features.get(placing.feature)?;
    if f.kind != FeatureKind::Acrobats {
        return None;
    }
    let square = t.pos.to_string();
    if !may_be_acrobat(placing.kind) {
        return Some((
            rule::BT_ACROBAT_PLACE,
            Message::new(msg::PROBLEM_BT_ACROBAT_KIND)
                .arg("piece", placing.kind.key())
                .arg("square", square),
        ));
    }
    bridged_in(placing.laid, placing.tile).then(|| {
        (
            rule::BCB_BRIDGE_PLACE,
            Message::new(msg::PROBLEM_BT_ACROBAT_BRIDGE).arg("square", square),
        )
    })
}

/// A tile with a circus space moves the big top after the scoring (`steps.rs`): the rule
/// applies to the move.
fn check_move(
    setup: &Setup,
    _board: &Board,
    placed: &crate::carcassonne::board::Placed,
    _out: &mut Vec<Problem>,
    applied: &mut Vec<&'static str>,
) {
    if !setup.rules.has(Expansion::UnderTheBigTop) {
        return;
    }
    let circus = placed
        .tile()
        .features
        .iter()
        .any(|f| f.kind == FeatureKind::Circus);
    if circus {
        applied.push(rule::BT_BIGTOP_MOVE);
    }
}

/// An animal token on its tile: its value in a red disc, in the corner.
fn draw_token(_def: &TileStateDef, value: u32) -> StateMark {
    StateMark {
        svg: format!(
            "<circle class=\"animal-token\" cx=\"82\" cy=\"18\" r=\"11\" fill=\"#b3261e\" stroke=\"#333\" stroke-width=\"1\"/><text x=\"82\" y=\"23\" font-size=\"14\" font-family=\"sans-serif\" text-anchor=\"middle\" fill=\"#fff\">{value}</text>"
        ),
        letter: char::from_digit(value.min(9), 10),
    }
}
