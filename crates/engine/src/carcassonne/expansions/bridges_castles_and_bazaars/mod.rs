//! Bridges, Castles & Bazaars, classic edition, as JCloisterZone plays it: 12 tiles, 8 of them
//! with a bazaar (a mark over the whole tile), bridges (a road laid across one tile, per-tile
//! state) and castles (a completed two-part city turned into a castle, per-feature state).
//!
//! - `bridges.rs`: the bridge's state and the road it adds, checked;
//! - `castles.rs`: the castle's state, checked; built in a move; scored during play, at the
//!   end (0) and for the fields beside it;
//! - `supply.rs`: bridges and castles per player, and who built them (`built:`).

pub mod bridges;
pub mod castles;
pub mod supply;

use super::{
    ActionDef, Drawing, ExpansionDef, FeatureMarkDef, JczParam, JczStepDef, Locality, MarkDrawing,
    OptionDef, OtherEdition, ParamKind, StepContext, StepTime, Taken,
};
use crate::carcassonne::board::{Board, Placed};
use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::problem::{Message, Problem, Subject};
use crate::carcassonne::setup::Setup;
use crate::carcassonne::turn::ActionKind;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// Bridges, Castles & Bazaars (classic).
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "bridges-castles-and-bazaars",
    classic: true,
    names: &[
        "Bridges, Castles & Bazaars",
        "Bridges, Castles and Bazaars",
        "Bridges Castles Bazaars",
        "BCB",
        "Bruggen, Burchten en Bazaars",
        "Bruggen, Burchten & Bazaars",
        "Bruggen Burchten Bazaars",
    ],
    other_editions: &[OtherEdition {
        names: &["Burchten & Bruggen", "Castles & Bridges"],
        refusal: msg::EDITION_CASTLES_AND_BRIDGES,
    }],
    jcz_sets: &["bridges-castles-and-bazaars"],
    jcz_elements: &["bridge", "castle", "bazaar"],
    jcz_steps: &[
        JczStepDef {
            message: "PLACE_TOKEN",
            when: Some(("token", "CASTLE")),
            step: "castle",
            param: JczParam::None,
        },
        JczStepDef {
            message: "PLACE_TOKEN",
            when: Some(("token", "BRIDGE")),
            step: "bridge",
            param: JczParam::Square("pointer"),
        },
        JczStepDef {
            message: "BAZAAR_BID",
            when: None,
            step: "bazaar",
            param: JczParam::None,
        },
        JczStepDef {
            message: "BAZAAR_BUY_OR_SELL",
            when: None,
            step: "bazaar",
            param: JczParam::None,
        },
    ],
    options: &[NO_AUCTION],
    position_rules: &[
        rule::BCB_BRIDGE_PLACE,
        rule::BCB_CASTLE_BUILD,
        rule::BCB_SUPPLY,
    ],
    check_position: Some(check_position),
    check_move: Some(check_move),
    end_game: Some(castles::end_game),
    after_move: Some(castles::score),
    player_state: &[supply::BUILT],
    tile_state: &[bridges::BRIDGE_NS, bridges::BRIDGE_WE],
    feature_state: &[castles::CASTLE],
    added_part: Some(bridges::road),
    keeps_pieces: Some(castles::keeps),
    city_extra: Some(castles::city_extra),
    // A castle scores from the features completed on the six squares around it, and sets off
    // the castles around it in turn.
    locality: Locality::Board,
    ..ExpansionDef::EMPTY
};

/// A castle built on the city the tile just placed completed (two castle bases, one
/// follower), before the scoring: the city is not scored, its follower stays.
pub const BUILD_CASTLE: ActionDef = ActionDef {
    key: "castle",
    dutch: &["burcht"],
    expansion: Expansion::BridgesCastlesAndBazaars,
    param: None,
    jcz: "",
    piece: None,
    when: StepTime::BeforeScoring,
    retimed: &[],
    follows: (&[], ""),
    check: castles::check_build,
    apply: castles::apply_build,
};

/// A bridge laid with the tile (the one it needs to fit, on it or on a neighbour) or on it
/// before the action (both ends facing empty squares): `bridge=X,Y`, the square of the tile
/// it lies on; its axis follows from the board ([`bridges::chosen`]).
pub const LAY_BRIDGE: ActionDef = ActionDef {
    key: "bridge",
    dutch: &["brug"],
    expansion: Expansion::BridgesCastlesAndBazaars,
    param: Some(ParamKind::Square),
    jcz: "",
    piece: None,
    when: StepTime::WithTile,
    retimed: &[],
    follows: (&[], ""),
    check: bridges::check_lay,
    apply: bridges::apply_lay,
};

/// A bid or a buy-or-sell at a bazaar's auction: not judged yet, and refused saying so.
pub const BAZAAR_STEP: ActionDef = ActionDef {
    key: "bazaar",
    dutch: &["veiling"],
    expansion: Expansion::BridgesCastlesAndBazaars,
    param: None,
    jcz: "",
    piece: None,
    when: StepTime::AfterScoring,
    retimed: &[],
    follows: (&[], ""),
    check: |step, _, problems, rules| {
        not_judged(step, "auction", rule::BCB_BAZAAR_AUCTION, problems, rules)
    },
    apply: |_, _, _| {},
};

/// A step arbiter does not judge yet (`what`: a bridge, a bazaar's auction), refused under
/// `rule` saying so.
fn not_judged(
    step: &StepContext,
    what: &str,
    rule: &'static str,
    problems: &mut Vec<Problem>,
    rules: &mut Vec<&'static str>,
) -> Option<Taken> {
    rules.push(rule);
    problems.push(Problem::error(
        rule,
        Subject::MovePiece,
        Message::new(msg::PROBLEM_BCB_NOT_JUDGED)
            .arg("what", what)
            .arg("square", step.board.tiles[step.new_tile].pos.to_string()),
    ));
    None
}

/// Bridges, castles and the box's supply in a standing position.
fn check_position(setup: &Setup, board: &Board, index: &PieceIndex, out: &mut Vec<Problem>) {
    if !setup.rules.has(Expansion::BridgesCastlesAndBazaars) {
        return;
    }
    bridges::check(setup, out);
    castles::check(setup, board, index, out);
}

/// A bazaar tile laid: the auction after the turn is not judged yet (unless the rule option
/// says nobody bids).
fn check_move(
    setup: &Setup,
    _board: &Board,
    placed: &Placed,
    out: &mut Vec<Problem>,
    applied: &mut Vec<&'static str>,
) {
    if !setup.rules.has(Expansion::BridgesCastlesAndBazaars)
        || !placed.tile().marks.contains(FeatureMark::Bazaar)
    {
        return;
    }
    applied.push(rule::BCB_BAZAAR_AUCTION);
    if setup.rules.option_value(NO_AUCTION.key) != Some("true") {
        out.push(Problem::error(
            rule::BCB_BAZAAR_AUCTION,
            Subject::MoveTile,
            Message::new(msg::PROBLEM_BCB_NOT_JUDGED)
                .arg("what", "bazaar")
                .arg("square", placed.pos.to_string()),
        ));
    }
}

/// Whether the bazaars are played without bids (JCloisterZone's `bazaar-no-auction`).
pub const NO_AUCTION: OptionDef = OptionDef {
    key: "bazaar-no-auction",
    values: &["false", "true"],
    rule: rule::BCB_BAZAAR_AUCTION,
    keeps_default: false,
    doc: "Bridges, Castles & Bazaars: `true` plays the bazaars without bids (each player in turn just picks a tile; no points move), JCloisterZone's `bazaar-no-auction`.",
};

/// A bazaar, printed over the whole tile: an auction of as many tiles as players follows the
/// turn it is laid in.
pub const BAZAAR: FeatureMarkDef = FeatureMarkDef {
    key: "bazaar",
    written: "bazaar",
    dutch: &["bazaartegel", "bazaar", "markt"],
    word: msg::SEEN_MARK_BAZAAR,
    note: Some(msg::TILE_NOTE_BAZAAR),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Ground,
        svg: bazaar_svg,
        at: (-22.0, 22.0),
        legend_at: (0.0, 0.0),
        letter: 'B',
        centred: true,
    },
};

/// A one-edge city part on which JCloisterZone builds no castle (its `castle-base=false`).
pub const NO_CASTLE: FeatureMarkDef = FeatureMarkDef {
    key: "no-castle",
    written: "no-castle",
    dutch: &["geen-burcht"],
    word: msg::SEEN_MARK_NO_CASTLE,
    note: Some(msg::TILE_NOTE_NO_CASTLE),
    on_score_line: false,
    drawing: MarkDrawing {
        on: Drawing::Walled,
        svg: no_castle_svg,
        at: (-14.0, 2.0),
        legend_at: (0.0, 0.0),
        letter: 'x',
        centred: false,
    },
};

/// A market stall (a striped awning) centred at `(x, y)`.
fn bazaar_svg(x: f64, y: f64) -> String {
    format!(
        "<path class=\"bazaar\" d=\"M{:.1},{:.1} h16 l-3,-7 h-10 Z\" fill=\"#e0a030\" stroke=\"#333\" stroke-width=\"1\"/><rect x=\"{:.1}\" y=\"{:.1}\" width=\"12\" height=\"7\" fill=\"#f5e6c8\" stroke=\"#333\" stroke-width=\"1\"/>",
        x - 8.0,
        y - 1.0,
        x - 6.0,
        y - 1.0,
    )
}

/// A small grey cross with its top left corner at `(x, y)`.
fn no_castle_svg(x: f64, y: f64) -> String {
    format!(
        "<path class=\"no-castle\" d=\"M{x:.1},{y:.1} l6,6 M{:.1},{y:.1} l-6,6\" stroke=\"#555\" stroke-width=\"2\"/>",
        x + 6.0,
    )
}

#[allow(non_upper_case_globals)]
impl FeatureMark {
    /// A bazaar tile.
    pub const Bazaar: FeatureMark = FeatureMark::registered("bazaar");
    /// A city part on which no castle is built.
    pub const NoCastle: FeatureMark = FeatureMark::registered("no-castle");
}

#[allow(non_upper_case_globals)]
impl ActionKind {
    /// A castle built.
    pub const BuildCastle: ActionKind = ActionKind::registered("castle");
    /// A bridge laid.
    pub const LayBridge: ActionKind = ActionKind::registered("bridge");
    /// A bazaar's auction (not judged yet).
    pub const Bazaar: ActionKind = ActionKind::registered("bazaar");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Bridges, Castles & Bazaars (classic).
    pub const BridgesCastlesAndBazaars: Expansion =
        Expansion::registered("bridges-castles-and-bazaars");
}
