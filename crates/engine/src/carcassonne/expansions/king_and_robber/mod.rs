//! King & Robber (the King and the Robber Baron), as JCloisterZone plays it: five tiles, and
//! two reward cards held by the player who completed the largest city and the longest road
//! (kept as per-player state: `cards`), scored at the end as the `king-and-robber-scoring`
//! option says.

pub mod cards;

use super::{ExpansionDef, Locality, OptionDef, PlayerStateDef};
use crate::carcassonne::variants::Expansion;
use arbiter_ids::{msg, rule};

/// King & Robber.
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "king-and-robber",
    classic: true,
    names: &[
        "King & Robber",
        "The King and the Robber Baron",
        "King & Robber Baron",
        "K&R",
        "Koning & Roofridder",
        "Koning en Verkenner",
    ],
    jcz_sets: &["king-and-robber"],
    jcz_elements: &["king", "robber"],
    jcz_required: &[("king", None), ("robber", None)],
    options: &[SCORING],
    player_state: &[CARDS],
    check_position: Some(cards::check),
    after_move: Some(cards::take),
    end_game: Some(cards::end_game),
    // The cards count every completed city and road on the board.
    locality: Locality::Board,
    ..ExpansionDef::EMPTY
};

/// The two cards, each held by one player at most: 1 for the holder.
pub const CARDS: PlayerStateDef = PlayerStateDef {
    key: "cards",
    counters: &[
        (
            "king",
            "1 if the player holds the King (the largest completed city).",
        ),
        (
            "robber",
            "1 if the player holds the Robber (the longest completed road).",
        ),
    ],
    gain_rule: rule::KR_KING,
    doc: "King & Robber: who holds the King and the Robber, by colour or name.",
    each: "Cards held: king, robber (1 each).",
    scored: Some(msg::SCORE_CARD),
};

/// How the cards score (`king-and-robber-scoring`), JCloisterZone's values, the default first.
pub const SCORING: OptionDef = OptionDef {
    key: "king-and-robber-scoring",
    values: &["default", "10/20", "15/40", "continuously"],
    rule: rule::KR_SCORING,
    keeps_default: false,
    doc: "King & Robber: how the cards score: default (1 per completed city or road at the \
          end), 10/20, 15/40 or continuously.",
};

#[allow(non_upper_case_globals)]
impl Expansion {
    /// King & Robber.
    pub const KingAndRobber: Expansion = Expansion::registered("king-and-robber");
}
