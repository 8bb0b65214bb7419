//! JSON Schemas (draft-07) of the files arbiter reads, for editors' completion and checking.

use schemars::generate::SchemaSettings;
use serde::Serialize;
use serde_json::Value;

use super::carcassonne::PositionFile;
use super::record::RecordFile;
use arbiter_engine::carcassonne::expansions::TileStateDef;
use arbiter_engine::carcassonne::setup::TileState;

fn finish(mut schema: Value, title: &str) -> Value {
    // The options expansions declare, as properties of the `rules:` block.
    if let Some(props) = schema
        .pointer_mut("/definitions/RulesFile/properties")
        .and_then(Value::as_object_mut)
    {
        for (key, option) in super::carcassonne::schema::expansion_options() {
            props.insert(key.into(), option);
        }
    }
    // The per-player state expansions keep, as properties of the position (the record's
    // start).
    let blocks = super::carcassonne::schema::player_state();
    for at in ["/properties", "/definitions/PositionFile/properties"] {
        let Some(props) = schema.pointer_mut(at).and_then(Value::as_object_mut) else {
            continue;
        };
        if props.contains_key("tiles") {
            for (key, block, _, _) in &blocks {
                props.insert(key.to_string(), block.clone());
            }
        }
    }
    if let Some(defs) = schema
        .pointer_mut("/definitions")
        .and_then(Value::as_object_mut)
    {
        for (_, _, name, row) in blocks {
            defs.insert(name, row);
        }
    }
    let tile_state: Vec<_> = TileState::defs().map(|(_, d)| d).collect();
    add_tile_state(&mut schema, &tile_state);
    if let Some(obj) = schema.as_object_mut() {
        obj.insert("title".into(), Value::String(title.into()));
    }
    schema
}

/// The schema of a whole-number counter (`uint32`): a tile's state, a per-player block's
/// counter. Written through [`serde_json::Value`], so its keys come out sorted.
#[derive(Serialize)]
pub(crate) struct Counter {
    #[serde(rename = "type")]
    kind: &'static str,
    minimum: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub maximum: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<u32>,
    format: &'static str,
    description: &'static str,
}

impl Counter {
    /// A counter from `minimum` up, 0 when not written.
    pub fn new(minimum: u32, description: &'static str) -> Counter {
        Counter {
            kind: "integer",
            minimum,
            maximum: None,
            default: Some(0),
            format: "uint32",
            description,
        }
    }

    /// The counter's schema as a JSON value.
    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }
}

/// The per-tile state `defs` declare (production: every expansion's), as properties of a tile
/// entry: a whole number within its bounds (nothing changes when there is none).
pub(crate) fn add_tile_state(schema: &mut Value, defs: &[&TileStateDef]) {
    let Some(props) = schema
        .pointer_mut("/definitions/TileFile/properties")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    for d in defs {
        let value = Counter {
            maximum: Some(d.max),
            default: None,
            ..Counter::new(d.min, d.doc)
        };
        props.insert(d.key.to_string(), value.to_value());
    }
}

/// The schema of the Carcassonne position file.
pub fn position() -> Value {
    let s = SchemaSettings::draft07()
        .into_generator()
        .into_root_schema_for::<PositionFile>();
    finish(
        serde_json::to_value(s).unwrap_or(Value::Null),
        "arbiter Carcassonne position",
    )
}

/// The schema of the game record.
pub fn record() -> Value {
    let s = SchemaSettings::draft07()
        .into_generator()
        .into_root_schema_for::<RecordFile>();
    finish(
        serde_json::to_value(s).unwrap_or(Value::Null),
        "arbiter Carcassonne game record",
    )
}

/// The schema of the Keyflower position file.
pub fn keyflower_record() -> Value {
    let s = SchemaSettings::draft07()
        .into_generator()
        .into_root_schema_for::<super::keyflower_record::RecordSchema>();
    finish(
        serde_json::to_value(s).unwrap_or(Value::Null),
        "arbiter Keyflower game record",
    )
}

/// The JSON Schema of the Keyflower position file.
pub fn keyflower_position() -> Value {
    let s = SchemaSettings::draft07()
        .into_generator()
        .into_root_schema_for::<super::keyflower::PositionFile>();
    finish(
        serde_json::to_value(s).unwrap_or(Value::Null),
        "arbiter Keyflower position",
    )
}
