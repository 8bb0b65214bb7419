//! The Princess & the Dragon, classic (second) edition, as JCloisterZone plays it: volcano,
//! dragon and magic-portal tiles (marks printed on the whole tile), princess cities (a mark
//! printed on a city part), the dragon and the fairy.

use super::{Drawing, ExpansionDef, FeatureMarkDef, MarkDrawing, OtherEdition};
use crate::carcassonne::catalogue::FeatureMark;
use crate::carcassonne::variants::Expansion;
use arbiter_ids::msg;

/// The Princess & the Dragon (classic).
pub const EXPANSION: ExpansionDef = ExpansionDef {
    key: "princess-and-dragon",
    names: &[
        "The Princess & the Dragon",
        "Princess & Dragon",
        "P&D",
        "The Princess and the Dragon",
        "De Draak, de Fee en de Jonkvrouw",
        "De Draak de Fee en de Jonkvrouw",
        "Draak, Fee en Jonkvrouw",
        "De Draak",
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
    ..ExpansionDef::EMPTY
};

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
        letter: '@',
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
        letter: 'Q',
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
