//! The tables of the Keyflower position file, move and game record: every key each mapping
//! takes, which the reader (`read_keyflower.rs`, `keyflower_record.rs`) checks files against
//! and the JSON Schema is generated from. Each key may also be written by its Dutch name
//! ([`super::read_keyflower::DUTCH_KEYS`]); the schema lists the English ones.

use serde_json::Value;

pub use crate::shape::Shape;
use crate::shape::{Key, Kind, Schema};
use arbiter_engine::keyflower::catalogue::{Colour, TILES};
use arbiter_engine::keyflower::options::OPTIONS;

/// The whole position file.
pub static POSITION: Shape = Shape::closed("PositionFile", "The whole file.", POSITION_KEYS);

const POSITION_KEYS: &[Key] = &[
    Key::required("game", "Must be `keyflower`.", Kind::Text),
    Key::required(
        "season",
        "`spring`, `summer`, `autumn`, `winter` or `end`.",
        Kind::Text,
    ),
    Key::optional(
        "start_tile_in_play",
        "Whether a turn-order tile with the start-player icon is in play (default true).",
        Kind::Custom(start_tile_in_play),
    ),
    Key::nullable(
        "players_at_table",
        "How many play at the table, when `players` lists only those a question is about.",
        Kind::Int,
    ),
    Key::optional(
        "options",
        "Rule options, `name: value`: every name and value comes from the one declaration of\nthe options, `arbiter_engine::keyflower::options::OPTIONS`.",
        Kind::Custom(options),
    ),
    Key::required(
        "players",
        "Players in seating order (clockwise).",
        Kind::Maps(&PLAYER),
    ),
    Key::optional("offer", "Tiles on offer this season.", Kind::Maps(&TILE)),
    Key::nullable("move", "An optional move to adjudicate.", Kind::Map(&MOVE)),
];

/// A player.
pub static PLAYER: Shape = Shape::closed(
    "PlayerFile",
    "A player.",
    &[
        Key::optional(
            "name",
            "Name (unique); without it, the colour's name (\"Red\", in Dutch \"Rood\"), and\n`player:` entries may name the player by colour.",
            Kind::Text,
        ),
        Key::nullable(
            "colour",
            "The player's colour (of their screen and pieces; a label only, `color` is read too).",
            Kind::Text,
        ),
        Key::alias("color", "colour"),
        Key::optional(
            "winter_tiles",
            "The winter tiles dealt face down and still held (spring to autumn; in winter the\nones not chosen).",
            Kind::Texts,
        ),
        Key::optional(
            "start_player",
            "Holds the purple start-player marker.",
            Kind::Flag,
        ),
        Key::optional(
            "won_winter_start_tile",
            "Won the winter start-player turn-order tile.",
            Kind::Flag,
        ),
        Key::optional("workers", "Workers behind the screen.", Kind::Map(&WORKERS)),
        Key::optional("skills", "Skills behind the screen.", Kind::Map(&SKILLS)),
        Key::optional("village", "The village.", Kind::Maps(&TILE)),
    ],
);

/// A count by name, none when not written.
const fn count(name: &'static str) -> Key {
    Key::nullable(name, "", Kind::Int)
}

/// Workers by colour.
pub static WORKERS: Shape = Shape::closed(
    "WorkerCounts",
    "Workers by colour.",
    &[count("blue"), count("red"), count("yellow"), count("green")],
);

/// Skills by type.
pub static SKILLS: Shape = Shape::closed(
    "SkillCounts",
    "Skills by type.",
    &[count("anvil"), count("pick-axe"), count("saw")],
);

/// Resources by type.
pub static RESOURCES: Shape = Shape::closed(
    "ResourceCounts",
    "Resources by type.",
    &[count("gold"), count("iron"), count("stone"), count("wood")],
);

/// An upgrade cost.
pub static COST: Shape = Shape::closed(
    "CostFile",
    "An upgrade cost: resources, `any` resources, skills.",
    &[
        count("gold"),
        count("iron"),
        count("stone"),
        count("wood"),
        count("any"),
        count("anvil"),
        count("pick-axe"),
        count("saw"),
    ],
);

/// A tile in a village or on offer.
pub static TILE: Shape = Shape::closed(
    "TileFile",
    "A tile in a village or on offer.",
    &[
        Key::required("tile", "The catalogue key.", Kind::Custom(tile)),
        Key::nullable("at", "`[q, r]` (village tiles).", Kind::Pair),
        Key::nullable("rotation", "0–5.", Kind::Int),
        Key::nullable("face", "`front`, `upgraded`, `a`, `b`.", Kind::Text),
        Key::nullable("edges", "Six letters R/F/W in printed order.", Kind::Text),
        Key::optional("resources", "Resources on it.", Kind::Map(&RESOURCES)),
        Key::nullable(
            "workers",
            "Workers on it this season.",
            Kind::Map(&TILE_WORKERS),
        ),
        Key::optional("bids", "Bids (offer tiles).", Kind::Maps(&BID)),
        Key::optional("printed", "Printed numbers.", Kind::Map(&PRINTED)),
        Key::nullable(
            "flipped_by_flipper",
            "The Flipper flipped this tile.",
            Kind::Bool,
        ),
    ],
);

/// Workers standing on a tile.
pub static TILE_WORKERS: Shape = Shape::closed(
    "TileWorkersFile",
    "Workers standing on a tile.",
    &[
        Key::required("colour", "Their colour.", Kind::Custom(colour)),
        Key::alias("color", "colour"),
        Key::required("uses", "Workers per use, in order.", Kind::Ints),
        Key::optional(
            "flat",
            "Off-colour workers laid flat among them (summer boat 4b), by colour.",
            Kind::Map(&WORKERS),
        ),
    ],
);

/// A bid.
pub static BID: Shape = Shape::closed(
    "BidFile",
    "A bid.",
    &[
        Key::required("player", "The bidder.", Kind::Text),
        Key::required("colour", "The colour.", Kind::Custom(colour)),
        Key::alias("color", "colour"),
        Key::required("count", "Workers.", Kind::Int),
        Key::optional(
            "flat",
            "Laid flat: a counter-bid in another colour (summer boat 4a).",
            Kind::Flag,
        ),
    ],
);

/// Printed numbers a position states.
pub static PRINTED: Shape = Shape::closed(
    "PrintedFile",
    "Printed numbers the position states.",
    &[
        Key::nullable("vp", "VP of the current face.", Kind::Int),
        Key::nullable("cart", "Cart capacity.", Kind::Int),
        Key::nullable("upgrades", "Upgrade icons.", Kind::Int),
        Key::nullable("rate", "VP per stored resource.", Kind::Int),
        Key::nullable("sea-breese", "Sea Breese points.", Kind::Int),
        Key::nullable("cost", "Upgrade cost.", Kind::Map(&COST)),
        Key::nullable("stores", "The Barn's printed type.", Kind::Text),
    ],
);

/// A move: its own document, or a position's `move:`.
pub static MOVE: Shape = Shape::closed(
    "MoveFile",
    "A move: exactly one of the action fields.",
    MOVE_KEYS,
);

const MOVE_KEYS: &[Key] = &[
    Key::required("player", "The mover.", Kind::Text),
    Key::nullable("bid", "A bid.", Kind::Map(&PLACEMENT)),
    Key::nullable("use", "A tile use.", Kind::Map(&PLACEMENT)),
    Key::nullable("transport", "A transport/upgrade.", Kind::Map(&TRANSPORT)),
    Key::nullable("place", "A tile placement.", Kind::Map(&PLACE)),
    Key::nullable(
        "withdraw",
        "Taking bidding workers back.",
        Kind::Map(&WITHDRAW),
    ),
];

/// Workers placed by a bid or a use.
pub static PLACEMENT: Shape = Shape::closed(
    "PlacementFile",
    "Workers placed by a bid or a use.",
    &[
        Key::required("tile", "The tile's key.", Kind::Custom(tile)),
        Key::optional(
            "colour",
            "The colour (with `count`).",
            Kind::Custom(optional_colour),
        ),
        Key::alias("color", "colour"),
        Key::nullable(
            "count",
            "Workers placed in total (with `colour`).",
            Kind::Int,
        ),
        Key::nullable(
            "workers",
            "Workers by colour, instead of `colour` and `count` (several colours: summer boat 4b).",
            Kind::Map(&WORKERS),
        ),
        Key::optional(
            "from",
            "Tiles whose losing bids of the mover move here (whole).",
            Kind::Texts,
        ),
    ],
);

/// A transport move.
pub static TRANSPORT: Shape = Shape::closed(
    "TransportFile",
    "A transport move: a use of a transport tile with carries and upgrades.",
    &[
        Key::required("tile", "The transport tile's key.", Kind::Custom(tile)),
        Key::optional(
            "colour",
            "The colour (with `count`).",
            Kind::Custom(optional_colour),
        ),
        Key::alias("color", "colour"),
        Key::nullable("count", "Workers placed (with `colour`).", Kind::Int),
        Key::nullable(
            "workers",
            "Workers by colour, instead of `colour` and `count`.",
            Kind::Map(&WORKERS),
        ),
        Key::optional("from", "Tiles whose losing bids move here.", Kind::Texts),
        Key::optional("carry", "Resources carried, in order.", Kind::Maps(&CARRY)),
        Key::optional(
            "upgrade",
            "The tiles upgraded, in the mover's village.",
            Kind::Maps(&VILLAGE_TILE),
        ),
    ],
);

/// One resource carried.
pub static CARRY: Shape = Shape::closed(
    "CarryFile",
    "One resource carried.",
    &[
        Key::required(
            "from",
            "From this tile of the mover's village.",
            Kind::Map(&VILLAGE_TILE),
        ),
        Key::required(
            "to",
            "To this tile of the mover's village.",
            Kind::Map(&VILLAGE_TILE),
        ),
        Key::required("resource", "The resource.", Kind::Text),
        Key::nullable("count", "How many (default 1).", Kind::Int),
    ],
);

/// A tile of the mover's village: its key or its hex.
pub static VILLAGE_TILE: Shape = Shape::other(
    "VillageTile",
    "A tile of the mover's village named in a carry or an upgrade: its key (`gold-mine`), like\nevery other move names tiles, or its place `[q, r]` in the mover's village.",
    village_tile,
);

/// Placing a won tile.
pub static PLACE: Shape = Shape::closed(
    "PlaceFile",
    "Placing a won tile.",
    &[
        Key::required("tile", "The tile's key.", Kind::Custom(tile)),
        Key::required("at", "`[q, r]`.", Kind::Pair),
        Key::nullable("rotation", "0–5.", Kind::Int),
        Key::required("edges", "Six letters R/F/W.", Kind::Text),
    ],
);

/// Taking bidding workers back.
pub static WITHDRAW: Shape = Shape::closed(
    "WithdrawFile",
    "Taking bidding workers back.",
    &[Key::required("tile", "The tile's key.", Kind::Custom(tile))],
);

/// The game record: the spring position file's keys, and the record's own
/// ([`RECORD_KEYS`]).
pub static RECORD: Shape = Shape::closed(
    "RecordFile",
    "The record's schema (for `arbiter schema --game keyflower --record`): the spring position\nfile, and these keys.",
    POSITION_KEYS,
)
.with_keys(record_keys);

/// The keys a record adds to the spring position's top level.
pub const RECORD_KEYS: &[Key] = &[
    Key::nullable(
        "start_tile",
        "The turn-order tile showing the start-player icon, or a list of them when several\nshow it (none: no such tile in play).",
        Kind::Map(&START_TILES),
    ),
    Key::required(
        "boats",
        "The boats in play with their spring contents.",
        Kind::Maps(&BOAT),
    ),
    Key::optional(
        "seasons",
        "Summer and autumn: the tiles put out and the boats' new contents.",
        Kind::Map(&SEASONS),
    ),
    Key::required("actions", "Every action, in order.", Kind::Maps(&ACTION)),
];

/// Every key of a record's top level.
pub fn record_keys() -> Vec<Key> {
    POSITION_KEYS.iter().chain(RECORD_KEYS).copied().collect()
}

/// `start_tile:`: one turn-order tile or several.
pub static START_TILES: Shape = Shape::other(
    "StartTiles",
    "`start_tile:`: one turn-order tile, or a list (the rulebook's \"highest numbered start player\ntile\" allows several to show the icon).",
    start_tiles,
);

/// A boat and what is put on it.
pub static BOAT: Shape = Shape::closed(
    "BoatFile",
    "A boat and the workers and skills put on it.",
    &[
        Key::required("tile", "The boat tile's key.", Kind::Text),
        Key::optional(
            "workers",
            "Workers drawn from the bag onto it.",
            Kind::Map(&WORKERS),
        ),
        Key::optional("skills", "Skill tiles put on it.", Kind::Map(&SKILLS)),
        Key::optional(
            "printed",
            "Numbers printed on the boat: `sea-breese`, its Sea Breese points (needed when its\nowner has the Sea Breese), written as on a tile of a position file.",
            Kind::Map(&PRINTED),
        ),
        Key::nullable(
            "sea-breese",
            "The Sea Breese points printed on the boat, as `printed: {sea-breese: N}` gives them\n(read for records written before `printed:`).",
            Kind::Int,
        ),
    ],
);

/// What summer and autumn bring.
pub static SEASONS: Shape = Shape::closed(
    "SeasonsFile",
    "What summer and autumn bring.",
    &[
        Key::nullable("summer", "Summer.", Kind::Map(&SEASON)),
        Key::nullable("autumn", "Autumn.", Kind::Map(&SEASON)),
    ],
);

/// One season's new tiles and boat contents.
pub static SEASON: Shape = Shape::closed(
    "SeasonFile",
    "One season's new tiles and boat contents.",
    &[
        Key::optional(
            "offer",
            "The season's village tiles put out.",
            Kind::Maps(&TILE),
        ),
        Key::optional("boats", "New contents of each boat.", Kind::Maps(&BOAT)),
    ],
);

/// One action of a record: a move's keys, and the action's own ([`ACTION_KEYS`]).
pub static ACTION: Shape = Shape::closed(
    "ActionSchema",
    "One action: a move (as in a position's `move:`), or `pass`, `boat` or `winter`; a use\nsays what it gave (`gets`) and what it took first (`gives`) where chance or the player\ndecides.",
    MOVE_KEYS,
)
.with_keys(action_keys);

/// The keys an action adds to a move's.
pub const ACTION_KEYS: &[Key] = &[
    Key::nullable("pass", "The player passes.", Kind::Bool),
    Key::nullable(
        "boat",
        "The boat whose contents (spring to autumn) or whose tile (end of winter) the player\ntakes.",
        Kind::Text,
    ),
    Key::nullable(
        "winter",
        "The winter tiles the player selects.",
        Kind::Texts,
    ),
    Key::optional(
        "gets",
        "What a use gave: workers by colour, skills by type, resources by type, in one mapping.",
        Kind::Custom(gets),
    ),
    Key::nullable(
        "gives",
        "What a use took first: a skill type (Brewer, Hiring fair) or a worker colour (Tavern,\nFair).",
        Kind::Text,
    ),
];

/// Every key of an action.
pub fn action_keys() -> Vec<Key> {
    MOVE_KEYS.iter().chain(ACTION_KEYS).copied().collect()
}

fn tile() -> Schema {
    let keys: Vec<&str> = TILES.iter().map(|t| t.key).collect();
    Schema {
        values: Some(keys.into()),
        ..Schema::of("string", false)
    }
}

/// The colours' Dutch names, read as the English keys.
const DUTCH: [&str; 4] = ["blauw", "rood", "geel", "groen"];

fn colour() -> Schema {
    let keys: Vec<&str> = Colour::ALL.iter().map(|c| c.key()).chain(DUTCH).collect();
    Schema {
        values: Some(keys.into()),
        ..Schema::of("string", false)
    }
}

fn optional_colour() -> Schema {
    let keys: Vec<Value> = Colour::ALL
        .iter()
        .map(|c| c.key())
        .chain(DUTCH)
        .map(Value::from)
        .chain([Value::Null])
        .collect();
    Schema {
        values: Some(keys.into()),
        ..Schema::of("string", true)
    }
}

fn start_tile_in_play() -> Schema {
    Schema {
        default: Some(Value::Null),
        ..Schema::of("boolean", true)
    }
}

/// Every rule option with its values, the default first.
fn options() -> Schema {
    let properties: serde_json::Map<String, Value> = OPTIONS
        .iter()
        .map(|o| {
            let schema = Schema {
                values: Some(o.values.into()),
                default: Some(o.values[0].into()),
                description: Some(format!("Rule option ({}).", o.rule)),
                ..Schema::of("string", false)
            };
            (o.name.to_string(), schema.value())
        })
        .collect();
    Schema {
        properties: Some(properties),
        additional_properties: Some(false.into()),
        ..Schema::of("object", false)
    }
}

/// One of two forms, each with what it means.
fn either(first: (Schema, &str), second: (Schema, &str)) -> Schema {
    let with = |(s, doc): (Schema, &str)| {
        Schema {
            description: Some(doc.into()),
            ..s
        }
        .value()
    };
    Schema {
        any_of: Some(vec![with(first), with(second)]),
        ..Schema::default()
    }
}

fn village_tile() -> Schema {
    let hex = Schema {
        items: Some(Schema::int().value()),
        min_items: Some(2),
        max_items: Some(2),
        ..Schema::of("array", false)
    };
    either(
        (Schema::of("string", false), "The tile's key."),
        (hex, "Its hex in the mover's village."),
    )
}

fn start_tiles() -> Schema {
    let several = Schema {
        items: Some(Schema::of("string", false).value()),
        ..Schema::of("array", false)
    };
    either(
        (Schema::of("string", false), "One tile's key."),
        (several, "Several tiles' keys."),
    )
}

fn gets() -> Schema {
    Schema {
        additional_properties: Some(Schema::int().value()),
        ..Schema::of("object", true)
    }
}
