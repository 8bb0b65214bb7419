//! The tables of the Carcassonne position file and game record: every key each mapping
//! takes, which the reader (`read_position.rs`) checks files against and the JSON Schema is
//! generated from. The values a key accepts are listed from the engine's own tables, so that
//! editors offer exactly what arbiter reads.

use crate::shape::{Key, Kind, Schema, Shape};
use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::expansions::{FeatureStateDef, TileStateDef};
use arbiter_engine::carcassonne::pieces::{Color, Locator, PieceKind};
use arbiter_engine::carcassonne::setup::{FeatureState, PlayerState, TileState};
use arbiter_engine::carcassonne::variants::Expansion;

/// The whole position file; the per-player state blocks expansions declare (`goods`) go
/// before `tiles` ([`position_keys`]).
pub static POSITION: Shape = Shape::closed(
    "PositionFile",
    "The whole file.",
    &[
        Key::required("game", "Always `carcassonne` here.", Kind::Custom(game)),
        Key::nullable(
            "rules",
            "Expansions and rule switches.",
            Kind::Map(&RULES),
        ),
        Key::required("players", "Players in turn order.", Kind::Maps(&PLAYER)),
        Key::optional(
            "score",
            "Score track before end-game scoring, by colour or name.",
            Kind::Custom(score),
        ),
        Key::nullable("turn", "Whose turn it is, by colour or name.", Kind::Text),
        Key::nullable(
            "partial",
            "True when the file shows a cut of a larger table (a photo of part of it): what lies\noutside the cut is not a problem, and totals are the cut's (an extension of the contract).",
            Kind::Bool,
        ),
        Key::nullable(
            "extra_turn",
            "True when the player whose turn it is plays the extra turn their builder gave (Traders\n& Builders): `move` judges that player's move as the extra turn, which earns no further\none (`tb.builder.no-chain`). Default false.",
            Kind::Bool,
        ),
        Key::optional(
            "figures",
            "Pieces that stand off the features: a neutral figure on a tile, a piece beside\nanother or at a corner (an extension of the contract).",
            Kind::MapsOrAddresses(
                &FIGURE,
                "A figure as text: `KIND@X,Y` on a tile, `KIND@OWNER@X,Y[:FEATURE]` beside that\nplayer's piece, `OWNER/KIND@X,Y:corner` at a corner.",
            ),
        ),
        Key::optional(
            "held",
            "Pieces held by players other than their owners: prisoners (an extension of the\ncontract).",
            Kind::MapsOrAddresses(
                &HELD,
                "A held piece as text: `OWNER/KIND@HOLDER` (`blue/follower@red`).",
            ),
        ),
        Key::required("tiles", "The tiles on the table.", Kind::Maps(&TILE)),
    ],
)
.with_keys(position_keys);

/// A piece standing off the features.
pub static FIGURE: Shape = Shape::closed(
    "FigureFile",
    "A piece standing off the features.",
    &[
        Key::required("kind", "Its kind.", Kind::Custom(piece_kind)),
        Key::optional(
            "owner",
            "Its owner's colour or name; left out for a figure that is nobody's.",
            Kind::Text,
        ),
        Key::optional(
            "at",
            "The square of the tile it stands on, `[x, y]`.",
            Kind::Pair,
        ),
        Key::optional(
            "beside",
            "The owner (colour or name) of the piece it stands beside, on the tile `at`.",
            Kind::Text,
        ),
        Key::optional(
            "feature",
            "With `beside`: the locator of that piece's feature, when its owner has more than one\npiece on the tile.",
            Kind::Text,
        ),
        Key::optional(
            "corner",
            "The square whose north-west corner it stands at, `[x, y]`, instead of `at`.",
            Kind::Pair,
        ),
    ],
);

/// A piece held by another player.
pub static HELD: Shape = Shape::closed(
    "HeldFile",
    "A piece held by a player who does not own it.",
    &[
        Key::required("holder", "Who holds it (colour or name).", Kind::Text),
        Key::required("owner", "Whose it is (colour or name).", Kind::Text),
        Key::required("kind", "Its kind.", Kind::Custom(piece_kind)),
    ],
);

/// The position's keys: the fixed ones, with the per-player state blocks the expansions
/// declare (`goods`) before the last three (`figures`, `held`, `tiles`).
pub fn position_keys() -> Vec<Key> {
    let (fixed, last) = POSITION.keys.split_at(POSITION.keys.len() - 3);
    fixed
        .iter()
        .copied()
        .chain(PlayerState::defs().map(|d| Key::optional(d.key, d.doc, Kind::Block(d))))
        .chain(last.iter().copied())
        .collect()
}

/// The `rules:` block: `expansions` and the base game's options (`variants::OPTIONS`: a test keeps
/// them equal), then the options expansions declare ([`rules_keys`]).
pub static RULES: Shape = Shape::closed(
    "RulesFile",
    "The `rules:` block.",
    &[
        Key::optional("expansions", "Expansion keys.", Kind::Custom(expansions)),
        Key::optional(
            "two-tile-city",
            "Points of a completed 2-tile city without pennants: 4 (default) or 2.",
            Kind::RuleOption("two-tile-city", true),
        ),
        Key::optional(
            "farmers",
            "`third-edition` (default), `first-edition`, `none` (fields not scored) or `not-placed` (no follower in a field, as JCloisterZone without its farmers).",
            Kind::RuleOption("farmers", false),
        ),
    ],
)
.with_keys(rules_keys);

/// The `rules:` keys: the fixed ones, then every option an expansion declares.
pub fn rules_keys() -> Vec<Key> {
    let declared = Expansion::all()
        .flat_map(|e| e.def().options)
        .map(|o| Key::optional(o.key, o.doc, Kind::RuleOption(o.key, o.numeric())));
    RULES.keys.iter().copied().chain(declared).collect()
}

/// A player. `color` is the documented spelling; `colour` (as Keyflower files write it) is
/// read too.
pub static PLAYER: Shape = Shape::closed(
    "PlayerFile",
    "A player.",
    &[
        Key::optional(
            "name",
            "Name (default: the colour's name in the output language, such as Red or Rood).",
            Kind::Text,
        ),
        Key::required("color", "Colour.", Kind::Custom(color)),
        Key::alias("colour", "color"),
    ],
);

/// A tile on the table; `features` (when an expansion declares per-feature state) and the
/// per-tile state expansions declare follow its fixed keys ([`tile_keys`]).
pub static TILE: Shape = Shape::closed(
    "TileFile",
    "A tile on the table.",
    &[
        Key::optional(
            "tile",
            "Catalogue id or base letter (or `seen:` instead).",
            Kind::Custom(tile),
        ),
        Key::optional(
            "seen",
            "What the tile looks like on the table, instead of `tile` and `rot`.",
            Kind::Custom(seen),
        ),
        Key::required("at", "`[x, y]`.", Kind::Pair),
        Key::optional("rot", "Clockwise degrees, or `auto`.", Kind::Custom(rot)),
        Key::optional(
            "pieces",
            "Pieces on it.",
            Kind::MapsOrAddresses(
                &PIECE,
                "A piece as text: `OWNER/KIND@FEATURE` (`red/follower@road:E`; `FEATURE|FEATURE`\nfor alternatives).",
            ),
        ),
    ],
)
.with_keys(tile_keys_in_play);

/// The key of a tile entry's per-feature state block, which no per-tile state may take.
pub const FEATURES: &str = "features";

/// What the `features:` block holds, for the schema.
pub(crate) const FEATURES_DOC: &str = "State the expansions keep on this tile's feature parts, by the part's locator as seen on\nthe table (`city:N`, `field:NNE`, `monastery` ...; an extension of the contract). A value\nbelongs to the part on this tile; a feature joined over several tiles has the value its\nparts carry, and two parts of it may not carry different values under one key.";

/// A tile entry's keys with every expansion's per-tile and per-feature state.
fn tile_keys_in_play() -> Vec<Key> {
    let tile: Vec<_> = TileState::defs().map(|(_, d)| d).collect();
    let feature: Vec<_> = FeatureState::defs().map(|(_, d)| d).collect();
    tile_keys(&tile, &feature)
}

/// A tile entry's keys: the fixed ones, then `features` when `feature` declares any
/// per-feature state, then those of the per-tile state `tile` (production: every
/// expansion's, [`TileState::defs`] and [`FeatureState::defs`]), each a whole number within
/// its bounds.
pub fn tile_keys(tile: &[&'static TileStateDef], feature: &[&'static FeatureStateDef]) -> Vec<Key> {
    let state = tile.iter().map(|d| {
        Key::optional(
            d.key,
            d.doc,
            Kind::Counter {
                min: d.min,
                max: Some(d.max),
                default: None,
            },
        )
    });
    let features = (!feature.is_empty()).then_some(Key::optional(
        FEATURES,
        FEATURES_DOC,
        Kind::Custom(features),
    ));
    TILE.keys
        .iter()
        .copied()
        .chain(features)
        .chain(state)
        .collect()
}

/// The keys of one feature part's block in `features:`: the per-feature state `defs` declare
/// (production: every expansion's, [`FeatureState::defs`]), each a whole number within its
/// bounds.
pub fn feature_state_keys(defs: &[&'static FeatureStateDef]) -> Vec<Key> {
    defs.iter()
        .map(|d| {
            Key::optional(
                d.key,
                d.doc,
                Kind::Counter {
                    min: d.min,
                    max: Some(d.max),
                    default: None,
                },
            )
        })
        .collect()
}

/// The `features:` block of every expansion's per-feature state.
fn features() -> Schema {
    let defs: Vec<_> = FeatureState::defs().map(|(_, d)| d).collect();
    features_of(&defs)
}

/// The `features:` block under the declarations `defs`: a mapping from a locator to a
/// closed mapping of their keys.
pub(crate) fn features_of(defs: &[&'static FeatureStateDef]) -> Schema {
    let mut unused = serde_json::Map::new();
    let properties = feature_state_keys(defs)
        .iter()
        .map(|k| (k.name.to_string(), crate::shape::property(k, &mut unused)))
        .collect();
    let part = Schema {
        properties: Some(properties),
        additional_properties: Some(false.into()),
        ..Schema::of("object", false)
    };
    let name = Schema {
        pattern: Some(Locator::pattern()),
        ..Schema::of("string", false)
    };
    Schema {
        property_names: Some(name.value()),
        additional_properties: Some(part.value()),
        ..Schema::of("object", false)
    }
}

/// A piece on a tile.
pub static PIECE: Shape = Shape::closed(
    "PieceFile",
    "A piece on a tile.",
    &[
        Key::required("owner", "Owner's colour or name.", Kind::Text),
        Key::required(
            "kind",
            "`follower`, `big-follower`, `abbot`, `builder`, `pig`.",
            Kind::Custom(piece_kind),
        ),
        Key::required(
            "feature",
            "Locator: `city:N`, `field:NNE`, `monastery` ..., or a list of them when a photo does\nnot tell which (the first of the list).",
            Kind::Custom(locators),
        ),
    ],
);

/// The whole game record.
pub static RECORD: Shape = Shape::closed(
    "RecordFile",
    "The whole record file.",
    &[
        Key::required(
            "start",
            "The position before the first move.",
            Kind::Map(&POSITION),
        ),
        Key::optional("moves", "The moves, in order.", Kind::Maps(&MOVE)),
        Key::nullable(
            "finished",
            "Whether the game ended after the last move (end-game scoring applies); default true.\nA game ends when no tile is left in the box: every tile was laid or discarded.",
            Kind::Bool,
        ),
        Key::optional(
            "discarded",
            "Tiles drawn that fitted nowhere on the map and went out of the game\n(`base.tile.unplaceable`); the replay checks that each really had no legal place then.",
            Kind::Maps(&DISCARD),
        ),
        Key::optional(
            "final_draws",
            "What was drawn at random at the end of the game, after the last move, each\n`STEP=VALUE`: the animal token of the last circus (`animal-token=5`, Under the Big\nTop). Only for a finished game; the replay's end-game scoring reads it.",
            Kind::Texts,
        ),
    ],
);

/// One move of a record.
pub static MOVE: Shape = Shape::closed(
    "MoveFile",
    "One move of the record.",
    &[
        Key::required("player", "Who moves (colour or name).", Kind::Text),
        Key::required("tile", "The tile laid (id or letter).", Kind::Text),
        Key::required("at", "Its square, `[x, y]`.", Kind::Pair),
        Key::nullable("rot", "Its clockwise turn in degrees.", Kind::Int),
        Key::nullable(
            "piece",
            "The piece placed on the new tile, `KIND@LOCATOR` (`follower@road:E`), or null.",
            Kind::Text,
        ),
        Key::nullable(
            "recall_abbot",
            "The mover takes the abbot back instead of placing a piece (the same as\n`action: recall-abbot`).",
            Kind::Bool,
        ),
        Key::nullable(
            "action",
            "A move action an expansion adds, done instead of placing a piece: `NAME`, or\n`NAME=PARAMETER` for an action that names something (`OWNER@X,Y`: a piece on the\nboard, by its owner and its tile's square). `arbiter move --help` lists the actions.",
            Kind::Text,
        ),
        Key::nullable(
            "steps",
            "The further steps an expansion adds to the move, in the order played, each `NAME` or\n`NAME=PARAMETER` (`OWNER@X,Y` a piece, `X,Y` a square, a colour or name a player).\n`arbiter move --help` lists them.",
            Kind::Texts,
        ),
        Key::nullable(
            "extra_turn",
            "This move is a builder's extra turn.",
            Kind::Bool,
        ),
    ],
);

/// A tile discarded during the game.
pub static DISCARD: Shape = Shape::closed(
    "DiscardFile",
    "A tile discarded during the game.",
    &[
        Key::required("tile", "The tile (id or letter).", Kind::Text),
        Key::nullable(
            "after",
            "How many moves had been played when it was drawn (0: before the first move); default:\nall of them, so the tile was drawn at the end of the game.",
            Kind::Count,
        ),
    ],
);

fn strings(values: Vec<String>, description: &str) -> Schema {
    Schema {
        values: Some(values.into()),
        description: Some(description.into()),
        ..Schema::of("string", false)
    }
}

fn game() -> Schema {
    Schema {
        constant: Some(arbiter_ids::Game::Carcassonne.key()),
        ..Schema::of("string", false)
    }
}

fn score() -> Schema {
    Schema {
        additional_properties: Some(Schema::int().value()),
        ..Schema::of("object", true)
    }
}

fn expansions() -> Schema {
    let keys: Vec<&str> = Expansion::OPTIONAL.iter().map(|e| e.key()).collect();
    let items = Schema {
        values: Some(keys.into()),
        ..Schema::of("string", false)
    };
    Schema {
        items: Some(items.value()),
        unique_items: Some(true),
        ..Schema::of("array", false)
    }
}

fn color() -> Schema {
    strings(
        Color::ALL
            .iter()
            .flat_map(|c| [c.key().to_string(), c.dutch().to_string()])
            .collect(),
        "Colour (English or Dutch).",
    )
}

fn piece_kind() -> Schema {
    strings(
        PieceKind::ALL
            .iter()
            .flat_map(|k| {
                std::iter::once(k.key().to_string()).chain(k.dutch().iter().map(|w| w.to_string()))
            })
            .collect(),
        "Piece kind (English or Dutch).",
    )
}

fn tile() -> Schema {
    let cat = Catalogue::get();
    let mut names: Vec<String> = cat.tiles().iter().map(|t| t.id.to_string()).collect();
    names.extend(
        cat.tiles()
            .iter()
            .filter_map(|t| t.letter.map(String::from)),
    );
    names.extend(
        cat.tiles()
            .iter()
            .filter_map(|t| t.letter.map(|l| l.to_ascii_lowercase().to_string())),
    );
    strings(
        names,
        "Catalogue id (JCloisterZone's) or base-game letter A-X (either case).",
    )
}

/// A locator, or a list of alternatives (the piece stands on exactly one of them).
fn locators() -> Schema {
    let one = Schema {
        pattern: Some(Locator::pattern()),
        description: Some("The feature the piece stands on, as seen on the table.".into()),
        ..Schema::of("string", false)
    };
    let many = Schema {
        items: Some(one.value()),
        min_items: Some(1),
        ..Schema::of("array", false)
    };
    Schema {
        one_of: Some(vec![one.value(), many.value()]),
        ..Schema::default()
    }
}

/// What a tile looks like on the table: its edges, then marks.
fn seen() -> Schema {
    Schema {
        pattern: Some("^[CRFWcrfw]{4}( +[A-Za-z]+)*$".into()),
        ..Schema::of("string", false)
    }
}

/// Degrees or `auto`.
fn rot() -> Schema {
    let degrees = Schema {
        values: Some(vec![0, 90, 180, 270].into()),
        ..Schema::of("integer", false)
    };
    let auto = Schema {
        constant: Some("auto"),
        ..Schema::of("string", false)
    };
    Schema {
        one_of: Some(vec![
            degrees.value(),
            auto.value(),
            Schema::of("null", false).value(),
        ]),
        ..Schema::default()
    }
}

#[cfg(test)]
mod tests {
    /// The keys a `rules:` block holds besides the expansions' options are the expansions
    /// and the base game's option table.
    #[test]
    fn rules_keys_follow_the_option_table() {
        let mut expected = vec!["expansions"];
        expected.extend(
            arbiter_engine::carcassonne::variants::OPTIONS
                .iter()
                .map(|(k, _)| *k),
        );
        let keys: Vec<&str> = super::RULES.keys.iter().map(|k| k.name).collect();
        assert_eq!(keys, expected);
    }

    /// The per-tile state the expansions declare takes no fixed key of a tile entry, no key
    /// twice, and bounds that hold some value.
    #[test]
    fn declared_tile_state_keys_clash_with_nothing() {
        let mut keys: Vec<&str> = super::TILE.keys.iter().map(|k| k.name).collect();
        keys.push(super::FEATURES);
        for (e, d) in super::TileState::defs() {
            assert!(!keys.contains(&d.key), "{}: {} taken", e.key(), d.key);
            assert!(d.min <= d.max, "{}: {} has no value", e.key(), d.key);
            assert!(!d.rule.is_empty() && !d.doc.is_empty(), "{}", d.key);
            keys.push(d.key);
        }
    }

    /// The per-feature state the expansions declare takes no key twice, and bounds that hold
    /// some value.
    #[test]
    fn declared_feature_state_keys_clash_with_nothing() {
        let mut keys: Vec<&str> = Vec::new();
        for (e, d) in super::FeatureState::defs() {
            assert!(!keys.contains(&d.key), "{}: {} taken", e.key(), d.key);
            assert!(d.min <= d.max, "{}: {} has no value", e.key(), d.key);
            assert!(!d.rule.is_empty() && !d.doc.is_empty(), "{}", d.key);
            keys.push(d.key);
        }
    }
}
