//! Bridges, Castles & Bazaars, classic edition, as JCloisterZone plays it: 12 tiles, 8 of them
//! with a bazaar (a mark over the whole tile), bridges (a road laid across one tile, per-tile
//! state) and castles (a completed two-part city turned into a castle, per-feature state).
//!
//! - `bridges.rs`: the bridge's state and the road it adds, checked;
//! - `castles.rs`: the castle's state, checked; built in a move; scored during play, at the
//!   end (0) and for the fields beside it;
//! - `supply.rs`: bridges and castles per player, and who built them (`built:`);
//! - `bazaar.rs`: the auction a bazaar tile starts, as the move's steps after the scoring.

pub mod bazaar;
pub mod bridges;
pub mod castles;
pub mod supply;

use super::{
    ActionDef, Drawing, ExpansionDef, FeatureMarkDef, JczParam, JczStepDef, Locality, MarkDrawing,
    OptionDef, OtherEdition, ParamKind, StepTime,
};
use crate::carcassonne::board::Board;
use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::position::PieceIndex;
use crate::carcassonne::problem::Problem;
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
    jcz_required: &[("bazaar", None)],
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
    ],
    options: &[NO_AUCTION],
    position_rules: &[
        rule::BCB_BRIDGE_PLACE,
        rule::BCB_CASTLE_BUILD,
        rule::BCB_SUPPLY,
    ],
    check_position: Some(check_position),
    steps_owed: Some(bazaar::owed),
    check_move: Some(bazaar::check_move),
    end_game: Some(castles::end_game),
    after_move: Some(castles::score),
    player_state: &[supply::BUILT, bazaar::HELD],
    move_end: Some(bazaar::move_end),
    tile_state: &[bridges::BRIDGE_NS, bridges::BRIDGE_WE],
    feature_state: &[castles::CASTLE],
    added_part: Some(bridges::road),
    keeps_pieces: Some(castles::keeps),
    before_step: Some(castles::before_step),
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
/// it lies on; its axis follows from the board (`bridges::chosen`).
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

/// One of the auction's steps (`bazaar.rs`): its key, Dutch name, parameter and kind.
macro_rules! auction_step {
    ($name:ident, $key:literal, $dutch:literal, $param:expr, $kind:expr, $doc:literal) => {
        #[doc = $doc]
        pub const $name: ActionDef = ActionDef {
            key: $key,
            dutch: &[$dutch],
            expansion: Expansion::BridgesCastlesAndBazaars,
            param: $param,
            jcz: "",
            piece: None,
            when: StepTime::AfterScoring,
            retimed: &[],
            follows: (&[], ""),
            check: |step, so_far, problems, rules| {
                bazaar::check($kind, step, so_far, problems, rules)
            },
            apply: |step, _, verdict| bazaar::apply($kind, step, verdict),
        };
    };
}

auction_step!(
    BAZAAR_TILE,
    "bazaar-draw",
    "bazaartegel",
    Some(ParamKind::Tile),
    ActionKind::BazaarTile,
    "A tile turned face up for a bazaar's auction (`bazaar-draw=TILE`, one per player)."
);
auction_step!(
    BAZAAR_PICK,
    "bazaar-pick",
    "bazaar-kiezen",
    Some(ParamKind::Tile),
    ActionKind::BazaarPick,
    "The next player without a bazaar tile picks one of those turned up (`bazaar-pick=TILE`)."
);
auction_step!(
    BAZAAR_BID,
    "bazaar-bid",
    "bod",
    Some(ParamKind::Number),
    ActionKind::BazaarBid,
    "The picker's opening bid, or a raise by the next player in turn (`bazaar-bid=N`)."
);
auction_step!(
    BAZAAR_PASS,
    "bazaar-pass",
    "passen",
    None,
    ActionKind::BazaarPass,
    "The next player in turn does not raise (`bazaar-pass`)."
);
auction_step!(
    BAZAAR_BUY,
    "bazaar-buy",
    "kopen",
    None,
    ActionKind::BazaarBuy,
    "The picker buys the tile, paying the highest bid to its bidder (`bazaar-buy`)."
);
auction_step!(
    BAZAAR_SELL,
    "bazaar-sell",
    "verkopen",
    None,
    ActionKind::BazaarSell,
    "The picker sells the tile to the highest bidder, taking the bid (`bazaar-sell`)."
);

/// Bridges, castles and the box's supply in a standing position.
fn check_position(setup: &Setup, board: &Board, index: &PieceIndex, out: &mut Vec<Problem>) {
    if !setup.rules.has(Expansion::BridgesCastlesAndBazaars) {
        return;
    }
    bridges::check(setup, out);
    castles::check(setup, board, index, out);
    bazaar::check_position(setup, out);
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
    /// A tile turned up for a bazaar's auction.
    pub const BazaarTile: ActionKind = ActionKind::registered("bazaar-draw");
    /// A bazaar tile picked.
    pub const BazaarPick: ActionKind = ActionKind::registered("bazaar-pick");
    /// A bid at a bazaar's auction.
    pub const BazaarBid: ActionKind = ActionKind::registered("bazaar-bid");
    /// A pass at a bazaar's auction.
    pub const BazaarPass: ActionKind = ActionKind::registered("bazaar-pass");
    /// A bazaar tile bought by its picker.
    pub const BazaarBuy: ActionKind = ActionKind::registered("bazaar-buy");
    /// A bazaar tile sold by its picker.
    pub const BazaarSell: ActionKind = ActionKind::registered("bazaar-sell");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Bridges, Castles & Bazaars (classic).
    pub const BridgesCastlesAndBazaars: Expansion =
        Expansion::registered("bridges-castles-and-bazaars");
}
