//! One table per mapping of every file arbiter reads: its keys, what each holds, whether it
//! is required, and what it means. The readers check the keys a file writes against these
//! tables ([`super::tree::fields`]), and the JSON Schemas of `arbiter schema` are generated
//! from the same tables ([`super::schema`]), so that the two cannot disagree.

use serde_json::{json, Map, Value};

use arbiter_engine::carcassonne::expansions::PlayerStateDef;

/// A mapping of a file: its keys, and its name and description in the JSON Schema.
#[derive(Debug)]
pub struct Shape {
    /// Its name among the schema's definitions (`TileFile`).
    pub name: &'static str,
    /// What it is.
    pub doc: &'static str,
    /// Its keys, in the order an error lists them.
    pub keys: &'static [Key],
    /// Whether a key outside the table is refused (`additionalProperties: false`).
    pub closed: bool,
    /// For a value that is not a mapping of keys (one tile's key or its hex): its schema.
    pub other: Option<fn() -> Value>,
    /// For a mapping whose keys the engine's tables extend (the options expansions declare):
    /// all its keys, [`Shape::keys`] among them.
    pub extended: Option<fn() -> Vec<Key>>,
}

impl Shape {
    /// A mapping that holds only `keys`.
    pub const fn closed(name: &'static str, doc: &'static str, keys: &'static [Key]) -> Shape {
        Shape {
            name,
            doc,
            keys,
            closed: true,
            other: None,
            extended: None,
        }
    }

    /// The same mapping, its keys extended by the engine's tables: `all` gives every key.
    pub const fn with_keys(self, all: fn() -> Vec<Key>) -> Shape {
        Shape {
            extended: Some(all),
            ..self
        }
    }

    /// Every key the mapping takes, in the order an error lists them.
    pub fn all_keys(&self) -> Vec<Key> {
        match self.extended {
            Some(all) => all(),
            None => self.keys.to_vec(),
        }
    }

    /// A value of another form than a mapping (`schema`: its JSON Schema).
    pub const fn other(name: &'static str, doc: &'static str, schema: fn() -> Value) -> Shape {
        Shape {
            name,
            doc,
            keys: &[],
            closed: false,
            other: Some(schema),
            extended: None,
        }
    }
}

/// One key of a mapping.
#[derive(Debug, Clone, Copy)]
pub struct Key {
    /// The key as written.
    pub name: &'static str,
    /// What it holds (empty: the key speaks for itself).
    pub doc: &'static str,
    /// Whether it must be written, may be null, or is another spelling of a key.
    pub need: Need,
    /// The value's kind.
    pub kind: Kind,
}

/// Whether a key must be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// It must be written.
    Required,
    /// It may be left out (the reader has a default).
    Optional,
    /// It may be left out or written null.
    Nullable,
    /// Another spelling of the key named here, read as it (`colour` for `color`); the schema
    /// lists only the documented spelling.
    Alias(&'static str),
}

/// What a key holds.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// Text.
    Text,
    /// A whole number.
    Int,
    /// A whole number from 0 (a count of moves).
    Count,
    /// True or false.
    Bool,
    /// True or false, false when not written.
    Flag,
    /// Two whole numbers, `[x, y]`.
    Pair,
    /// A list of whole numbers.
    Ints,
    /// A list of texts.
    Texts,
    /// A mapping of another table.
    Map(&'static Shape),
    /// A list of mappings of another table.
    Maps(&'static Shape),
    /// A rule option's value (`numeric`: written as a whole number), from the engine's option
    /// tables.
    RuleOption(&'static str, bool),
    /// A counter: a whole number from `min`, up to `max` when bounded, `default` when not
    /// written.
    Counter {
        /// The least value.
        min: u32,
        /// The greatest value, if bounded.
        max: Option<u32>,
        /// The value taken when not written, if the schema states one.
        default: Option<u32>,
    },
    /// A per-player block of an expansion (`goods`): each player's counters.
    Block(&'static PlayerStateDef),
    /// A value whose schema is written out (values listed from the engine's tables).
    Custom(fn() -> Value),
}

impl Key {
    /// A key that must be written.
    pub const fn required(name: &'static str, doc: &'static str, kind: Kind) -> Key {
        Key {
            name,
            doc,
            need: Need::Required,
            kind,
        }
    }

    /// A key that may be left out.
    pub const fn optional(name: &'static str, doc: &'static str, kind: Kind) -> Key {
        Key {
            name,
            doc,
            need: Need::Optional,
            kind,
        }
    }

    /// A key that may be left out or written null.
    pub const fn nullable(name: &'static str, doc: &'static str, kind: Kind) -> Key {
        Key {
            name,
            doc,
            need: Need::Nullable,
            kind,
        }
    }

    /// `name`, another spelling of the key `of`.
    pub const fn alias(name: &'static str, of: &'static str) -> Key {
        Key {
            name,
            doc: "",
            need: Need::Alias(of),
            kind: Kind::Text,
        }
    }

    /// Whether the schema lists the key (an alias it does not).
    pub fn in_schema(&self) -> bool {
        !matches!(self.need, Need::Alias(_))
    }
}

/// The JSON Schema (draft-07) of a file whose top level is `root`, titled `title`: the root's
/// own keys, and every mapping it refers to among the definitions.
pub fn schema_of(root: &Shape, title: &str) -> Value {
    let mut defs = Map::new();
    let mut out = object(root.doc, &root.all_keys(), root.closed, &mut defs);
    if let Some(obj) = out.as_object_mut() {
        obj.insert(
            "$schema".into(),
            "http://json-schema.org/draft-07/schema#".into(),
        );
        obj.insert("title".into(), title.into());
        if !defs.is_empty() {
            obj.insert("definitions".into(), Value::Object(defs));
        }
    }
    out
}

/// The schema of a mapping holding `keys`, adding what it refers to to `defs`.
fn object(doc: &str, keys: &[Key], closed: bool, defs: &mut Map<String, Value>) -> Value {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for k in keys.iter().filter(|k| k.in_schema()) {
        properties.insert(k.name.into(), property(k, defs));
        if k.need == Need::Required {
            required.push(Value::from(k.name));
        }
    }
    let mut out = Map::new();
    out.insert("type".into(), "object".into());
    if !doc.is_empty() {
        out.insert("description".into(), doc.into());
    }
    out.insert("properties".into(), Value::Object(properties));
    if !required.is_empty() {
        out.insert("required".into(), Value::Array(required));
    }
    if closed {
        out.insert("additionalProperties".into(), false.into());
    }
    Value::Object(out)
}

/// A reference to the definition of `shape`, defining it (and what it refers to) once.
fn reference(shape: &'static Shape, defs: &mut Map<String, Value>) -> Value {
    if !defs.contains_key(shape.name) {
        // Placed first, so that a table that refers to itself is defined once.
        defs.insert(shape.name.into(), Value::Null);
        let mut def = match shape.other {
            Some(schema) => schema(),
            None => object(shape.doc, &shape.all_keys(), shape.closed, defs),
        };
        if let (Some(obj), false) = (def.as_object_mut(), shape.doc.is_empty()) {
            obj.insert("description".into(), shape.doc.into());
        }
        defs.insert(shape.name.into(), def);
    }
    json!({ "$ref": format!("#/definitions/{}", shape.name) })
}

/// `kind`, or `kind` and null.
fn typed(kind: &str, nullable: bool) -> Value {
    if nullable {
        json!([kind, "null"])
    } else {
        kind.into()
    }
}

/// The schema of one key's value, with its description.
pub(crate) fn property(key: &Key, defs: &mut Map<String, Value>) -> Value {
    let null = key.need == Need::Nullable;
    let int = json!({"type": "integer", "format": "int64"});
    let mut value = match key.kind {
        Kind::Text => json!({ "type": typed("string", null) }),
        Kind::Int => json!({ "type": typed("integer", null), "format": "int64" }),
        Kind::Count => json!({ "type": typed("integer", null), "format": "uint", "minimum": 0 }),
        Kind::Bool => json!({ "type": typed("boolean", null) }),
        Kind::Flag => json!({ "type": "boolean", "default": false }),
        Kind::Pair => json!({
            "type": typed("array", null), "items": int, "minItems": 2, "maxItems": 2
        }),
        Kind::Ints => json!({ "type": typed("array", null), "items": int }),
        Kind::Texts => json!({ "type": typed("array", null), "items": {"type": "string"} }),
        Kind::Map(shape) => {
            let target = reference(shape, defs);
            match (null, key.doc.is_empty()) {
                (true, _) => json!({ "anyOf": [target, {"type": "null"}] }),
                (false, false) => json!({ "allOf": [target] }),
                (false, true) => target,
            }
        }
        Kind::Maps(shape) => json!({ "type": "array", "items": reference(shape, defs) }),
        Kind::RuleOption(name, numeric) => rule_option(name, numeric),
        Kind::Counter { min, max, default } => counter(min, max, default, key.doc),
        Kind::Block(def) => block(def, defs),
        Kind::Custom(schema) => schema(),
    };
    if let (Some(obj), false) = (value.as_object_mut(), key.doc.is_empty()) {
        obj.insert("description".into(), key.doc.into());
    }
    value
}

/// The values a rule option takes, from the engine's option tables (numbers as numbers), or
/// null.
fn rule_option(key: &str, numeric: bool) -> Value {
    let values: Vec<Value> = arbiter_engine::carcassonne::variants::option_values(key)
        .into_iter()
        .flatten()
        .map(|v| match v.parse::<u64>() {
            Ok(n) if numeric => Value::from(n),
            _ => Value::from(*v),
        })
        .chain([Value::Null])
        .collect();
    let kind = if numeric { "integer" } else { "string" };
    json!({ "type": [kind, "null"], "enum": values })
}

/// A whole-number counter (`uint32`).
fn counter(min: u32, max: Option<u32>, default: Option<u32>, doc: &str) -> Value {
    let mut out = json!({
        "type": "integer", "minimum": min, "format": "uint32", "description": doc
    });
    if let Some(obj) = out.as_object_mut() {
        if let Some(max) = max {
            obj.insert("maximum".into(), max.into());
        }
        if let Some(default) = default {
            obj.insert("default".into(), default.into());
        }
    }
    out
}

/// The name of a per-player block's definition: its key in camel case, then `File`
/// (`GoodsFile` for `goods`).
pub fn block_name(def: &PlayerStateDef) -> String {
    def.key
        .split('-')
        .flat_map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase())
                .into_iter()
                .chain(c)
        })
        .chain("File".chars())
        .collect()
}

/// The keys of one player's row of a per-player block: its counters, 0 when not written.
pub fn block_keys(def: &PlayerStateDef) -> Vec<Key> {
    def.counters
        .iter()
        .map(|(name, doc)| {
            Key::optional(
                name,
                doc,
                Kind::Counter {
                    min: 0,
                    max: None,
                    default: Some(0),
                },
            )
        })
        .collect()
}

/// A per-player block: a mapping from player to a row of counters, or null.
fn block(def: &'static PlayerStateDef, defs: &mut Map<String, Value>) -> Value {
    let name = block_name(def);
    if !defs.contains_key(&name) {
        let row = object(def.each, &block_keys(def), true, defs);
        defs.insert(name.clone(), row);
    }
    json!({
        "type": ["object", "null"],
        "additionalProperties": { "$ref": format!("#/definitions/{name}") }
    })
}
