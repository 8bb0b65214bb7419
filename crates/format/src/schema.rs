//! JSON Schemas (draft-07) of the files arbiter reads, for editors' completion and checking:
//! generated from the tables the readers check files against (`crate::shape`), so that a
//! schema lists exactly the keys its reader takes.

use serde_json::Value;

use super::carcassonne::keys as carcassonne;
use super::keyflower_keys as keyflower;
use super::shape::schema_of;

/// The schema of the Carcassonne position file.
///
/// ```
/// let schema = arbiter_format::schema::position();
/// assert_eq!(schema["title"], "arbiter Carcassonne position");
/// assert!(schema["required"].as_array().unwrap().contains(&"tiles".into()));
/// ```
pub fn position() -> Value {
    schema_of(&carcassonne::POSITION, "arbiter Carcassonne position")
}

/// The schema of the Carcassonne game record.
///
/// ```
/// let schema = arbiter_format::schema::record();
/// assert_eq!(schema["properties"]["start"]["allOf"][0]["$ref"], "#/definitions/PositionFile");
/// ```
pub fn record() -> Value {
    schema_of(&carcassonne::RECORD, "arbiter Carcassonne game record")
}

/// The schema of the Keyflower game record.
///
/// ```
/// let schema = arbiter_format::schema::keyflower_record();
/// assert!(schema["properties"]["actions"].is_object());
/// ```
pub fn keyflower_record() -> Value {
    schema_of(&keyflower::RECORD, "arbiter Keyflower game record")
}

/// The schema of the Keyflower position file.
///
/// ```
/// let schema = arbiter_format::schema::keyflower_position();
/// assert_eq!(schema["title"], "arbiter Keyflower position");
/// ```
pub fn keyflower_position() -> Value {
    schema_of(&keyflower::POSITION, "arbiter Keyflower position")
}

/// Adds the per-tile state `defs` declare as properties of a Carcassonne tile entry, as the
/// reader given the same declarations reads them (the tests' imagined expansions).
#[cfg(test)]
pub(crate) fn add_tile_state(
    schema: &mut Value,
    defs: &[&'static arbiter_engine::carcassonne::expansions::TileStateDef],
) {
    let keys = carcassonne::tile_keys(defs, &[]);
    let fixed = carcassonne::TILE.keys.len();
    let Some(props) = schema
        .pointer_mut("/definitions/TileFile/properties")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let mut defs = serde_json::Map::new();
    for k in &keys[fixed..] {
        props.insert(k.name.into(), super::shape::property(k, &mut defs));
    }
}

/// Adds the per-feature state `defs` declare as the `features:` block of a Carcassonne tile
/// entry, as the reader given the same declarations reads it (the tests' imagined
/// expansions).
#[cfg(test)]
pub(crate) fn add_feature_state(
    schema: &mut Value,
    defs: &[&'static arbiter_engine::carcassonne::expansions::FeatureStateDef],
) {
    if defs.is_empty() {
        return;
    }
    let Some(props) = schema
        .pointer_mut("/definitions/TileFile/properties")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let block = super::shape::Schema {
        description: Some(carcassonne::FEATURES_DOC.into()),
        ..carcassonne::features_of(defs)
    };
    props.insert(carcassonne::FEATURES.into(), block.value());
}
