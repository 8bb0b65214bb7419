//! One table per mapping of every file arbiter reads: its keys, what each holds, whether it
//! is required, and what it means. The readers check the keys a file writes against these
//! tables ([`super::tree::fields`]), and the JSON Schemas of `arbiter schema` are generated
//! from the same tables ([`super::schema`]), so that the two cannot disagree.

use serde::Serialize;
use serde_json::{Map, Value};

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
    pub other: Option<fn() -> Schema>,
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
    pub const fn other(name: &'static str, doc: &'static str, schema: fn() -> Schema) -> Shape {
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
    /// A list whose items are mappings of another table or pieces written as text in the one
    /// textual form ([`crate::address`]), described by the text given.
    MapsOrAddresses(&'static Shape, &'static str),
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
    Custom(fn() -> Schema),
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
fn reference(shape: &'static Shape, defs: &mut Map<String, Value>) -> Schema {
    if !defs.contains_key(shape.name) {
        // Placed first, so that a table that refers to itself is defined once.
        defs.insert(shape.name.into(), Value::Null);
        let mut def = match shape.other {
            Some(schema) => schema().value(),
            None => object(shape.doc, &shape.all_keys(), shape.closed, defs),
        };
        if let (Some(obj), false) = (def.as_object_mut(), shape.doc.is_empty()) {
            obj.insert("description".into(), shape.doc.into());
        }
        defs.insert(shape.name.into(), def);
    }
    Schema::reference(shape.name)
}

/// `kind`, or `kind` and null.
fn typed(kind: &str, nullable: bool) -> Value {
    if nullable {
        Value::from(vec![kind, "null"])
    } else {
        kind.into()
    }
}

/// The schema of one key's value, with its description.
pub(crate) fn property(key: &Key, defs: &mut Map<String, Value>) -> Value {
    let null = key.need == Need::Nullable;
    let list = |items: Schema| Schema {
        items: Some(items.value()),
        ..Schema::of("array", null)
    };
    let schema = match key.kind {
        Kind::Text => Schema::of("string", null),
        Kind::Int => Schema {
            format: Some("int64"),
            ..Schema::of("integer", null)
        },
        Kind::Count => Schema {
            format: Some("uint"),
            minimum: Some(0),
            ..Schema::of("integer", null)
        },
        Kind::Bool => Schema::of("boolean", null),
        Kind::Flag => Schema {
            default: Some(false.into()),
            ..Schema::of("boolean", false)
        },
        Kind::Pair => Schema {
            min_items: Some(2),
            max_items: Some(2),
            ..list(Schema::int())
        },
        Kind::Ints => list(Schema::int()),
        Kind::Texts => list(Schema::of("string", false)),
        Kind::Map(shape) => {
            let target = reference(shape, defs);
            match (null, key.doc.is_empty()) {
                (true, _) => Schema {
                    any_of: Some(vec![target.value(), Schema::of("null", false).value()]),
                    ..Schema::default()
                },
                (false, false) => Schema {
                    all_of: Some(vec![target.value()]),
                    ..Schema::default()
                },
                (false, true) => target,
            }
        }
        Kind::Maps(shape) => Schema {
            items: Some(reference(shape, defs).value()),
            ..Schema::of("array", false)
        },
        Kind::MapsOrAddresses(shape, form) => Schema {
            items: Some(
                Schema {
                    any_of: Some(vec![
                        reference(shape, defs).value(),
                        Schema {
                            description: Some(form.to_string()),
                            pattern: Some(ADDRESS_PATTERN.to_string()),
                            ..Schema::of("string", false)
                        }
                        .value(),
                    ]),
                    ..Schema::default()
                }
                .value(),
            ),
            ..Schema::of("array", false)
        },
        Kind::RuleOption(name, numeric) => rule_option(name, numeric),
        Kind::Counter { min, max, default } => Schema {
            minimum: Some(min),
            maximum: max,
            default: default.map(Value::from),
            format: Some("uint32"),
            ..Schema::of("integer", false)
        },
        Kind::Block(def) => block(def, defs),
        Kind::Custom(schema) => schema(),
    };
    Schema {
        description: (!key.doc.is_empty()).then(|| key.doc.to_string()),
        ..schema
    }
    .value()
}

/// The values a rule option takes, from the engine's option tables (numbers as numbers), or
/// null.
fn rule_option(key: &str, numeric: bool) -> Schema {
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
    Schema {
        values: Some(values.into()),
        ..Schema::of(kind, true)
    }
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
fn block(def: &'static PlayerStateDef, defs: &mut Map<String, Value>) -> Schema {
    let name = block_name(def);
    if !defs.contains_key(&name) {
        let row = object(def.each, &block_keys(def), true, defs);
        defs.insert(name.clone(), row);
    }
    Schema {
        additional_properties: Some(Schema::reference(&name).value()),
        ..Schema::of("object", true)
    }
}

/// The shape of a piece written as text, `WHO@WHERE` ([`crate::address`]): what each list
/// takes of it is checked when the file is read.
const ADDRESS_PATTERN: &str = "^[^@/]+(/[^@/]+)?@.+$";

/// A piece of JSON Schema: the keywords the schemas of arbiter's files use, each written only
/// when set (serialized through [`serde_json::Value`], so keys come out sorted).
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Schema {
    /// `$ref`: a definition.
    #[serde(rename = "$ref", skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// `type`: a kind, or a list of kinds.
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub kind: Option<Value>,
    /// `format`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub format: Option<&'static str>,
    /// `minimum`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minimum: Option<u32>,
    /// `maximum`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub maximum: Option<u32>,
    /// `default`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<Value>,
    /// `items`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub items: Option<Value>,
    /// `minItems`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_items: Option<u32>,
    /// `maxItems`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_items: Option<u32>,
    /// `uniqueItems`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unique_items: Option<bool>,
    /// `enum`: the values allowed.
    #[serde(rename = "enum", skip_serializing_if = "Option::is_none")]
    pub values: Option<Value>,
    /// `const`.
    #[serde(rename = "const", skip_serializing_if = "Option::is_none")]
    pub constant: Option<&'static str>,
    /// `pattern`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    /// `description`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// `anyOf`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub any_of: Option<Vec<Value>>,
    /// `allOf`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_of: Option<Vec<Value>>,
    /// `oneOf`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub one_of: Option<Vec<Value>>,
    /// `additionalProperties`: false, or the schema of every value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub additional_properties: Option<Value>,
    /// `properties`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub properties: Option<Map<String, Value>>,
    /// `propertyNames`: the schema every key of an object matches.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub property_names: Option<Value>,
    /// `required`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub required: Option<Vec<&'static str>>,
}

impl Schema {
    /// A value of `kind` (`string`, `integer` ...), or of `kind` or null.
    pub fn of(kind: &str, nullable: bool) -> Schema {
        Schema {
            kind: Some(typed(kind, nullable)),
            ..Schema::default()
        }
    }

    /// A whole number (`int64`).
    pub fn int() -> Schema {
        Schema {
            format: Some("int64"),
            ..Schema::of("integer", false)
        }
    }

    /// A reference to the definition `name`.
    pub fn reference(name: &str) -> Schema {
        Schema {
            target: Some(format!("#/definitions/{name}")),
            ..Schema::default()
        }
    }

    /// The schema as a JSON value.
    pub fn value(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }
}
