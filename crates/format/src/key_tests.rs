//! The schemas and the readers agree: every key a schema allows is read, and every key read is
//! in the schema, for every kind of file (Carcassonne position, record and move; Keyflower
//! position, move and record).
//!
//! The readers ask for keys through [`crate::tree::Fields`], which refuses (when debugging) a
//! key outside the table it was given; here every key asked is noted while the project's
//! example and test files are read, and each table of every schema is held to what was asked.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::shape::{Key, Need, Shape};
use crate::tree::{Asked, ASKED};
use crate::{carcassonne, keyflower, keyflower_keys as kf, keyflower_record, record, schema};

/// Every table of every file, with its keys as the readers use them.
fn tables() -> Vec<(&'static Shape, Vec<Key>)> {
    use carcassonne::keys as c;
    let shapes: [&'static Shape; 31] = [
        &c::POSITION,
        &c::RULES,
        &c::PLAYER,
        &c::TILE,
        &c::PIECE,
        &c::RECORD,
        &c::MOVE,
        &c::DISCARD,
        &c::FIGURE,
        &c::HELD,
        &kf::POSITION,
        &kf::PLAYER,
        &kf::WORKERS,
        &kf::SKILLS,
        &kf::RESOURCES,
        &kf::COST,
        &kf::TILE,
        &kf::TILE_WORKERS,
        &kf::BID,
        &kf::PRINTED,
        &kf::MOVE,
        &kf::PLACEMENT,
        &kf::TRANSPORT,
        &kf::CARRY,
        &kf::PLACE,
        &kf::WITHDRAW,
        &kf::RECORD,
        &kf::BOAT,
        &kf::SEASONS,
        &kf::SEASON,
        &kf::ACTION,
    ];
    shapes.into_iter().map(|s| (s, s.all_keys())).collect()
}

/// The YAML files of the project's examples and tests.
fn files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut stack = vec![root.join("examples"), root.join("tests")];
    let mut out = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "yaml") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Reads `bytes` with the reader its kind calls for (the outcome does not matter here).
fn read_any(bytes: &[u8]) {
    let kind = carcassonne::kind_of(bytes);
    let text = std::str::from_utf8(bytes).unwrap_or("");
    let game = kind.game.map_or(String::new(), |(g, _)| g);
    match (game.as_str(), kind.record) {
        // A Carcassonne record names its game under `start:`.
        ("", true) => drop(record::read(bytes)),
        ("", false) => {}
        ("carcassonne", _) => drop(carcassonne::read_open(bytes)),
        _ if keyflower_record::is_record_text(text) => drop(keyflower_record::read(text)),
        _ => {
            if let Ok((pos, _, _)) = keyflower::read(text) {
                // The file's `move:` as a document of its own, as `arbiter move` reads one.
                if let Some(at) = text.find("\nmove:\n") {
                    let body: String = text[at + 7..]
                        .lines()
                        .take_while(|l| l.starts_with("  "))
                        .map(|l| format!("{}\n", &l[2..]))
                        .collect();
                    drop(keyflower::read_move(&pos, &body));
                }
            }
        }
    }
}

/// Every key asked while every file is read.
fn asked() -> Asked {
    ASKED.with(|a| *a.borrow_mut() = Some(Asked::new()));
    for path in files() {
        read_any(&std::fs::read(&path).unwrap());
    }
    // What no file of the project writes: a Keyflower tile's printed cost, a withdrawal.
    read_any(SAMPLE_COST.as_bytes());
    read_any(SAMPLE_WITHDRAW.as_bytes());
    read_any(SAMPLE_OFF_FEATURES.as_bytes());
    ASKED.with(|a| a.borrow_mut().take()).unwrap()
}

/// A Keyflower position with a printed cost on a village tile.
const SAMPLE_COST: &str = "game: keyflower\nseason: spring\nplayers:\n  - name: Ann\n    village: [{tile: home-1, at: [0, 0], edges: RRRRRW, printed: {cost: {gold: 1, iron: 1, stone: 1, wood: 1, any: 1, anvil: 1, pick-axe: 1, saw: 1}}}]\n";

/// A Carcassonne position with pieces off the features (no shipped expansion has any yet).
const SAMPLE_OFF_FEATURES: &str = "game: carcassonne\nplayers:\n  - {name: Ann, color: red}\n  - {name: Bob, color: blue}\nfigures:\n  - {kind: follower, owner: red, at: [0, 0], beside: blue, feature: \"city:N\"}\n  - {kind: follower, corner: [1, 1]}\nheld:\n  - {holder: red, owner: blue, kind: follower}\ntiles:\n  - {tile: D, at: [0, 0]}\n";

/// A Keyflower position whose move takes bidding workers back.
const SAMPLE_WITHDRAW: &str = "game: keyflower\nseason: spring\nplayers:\n  - name: Ann\n    village: [{tile: home-1, at: [0, 0], edges: RRRRRW}]\nmove: {player: Ann, withdraw: {tile: home-1}}\n";

#[test]
fn every_key_of_a_table_is_read_as_the_table_says() {
    let asked = asked();
    let mut missing = Vec::new();
    for (shape, keys) in tables() {
        let names: Vec<&str> = keys.iter().map(|k| k.name).collect();
        let of = |key: &str, required: bool| asked.contains(&(names.clone(), key.into(), required));
        for k in &keys {
            let read = of(k.name, false) || of(k.name, true);
            if !read {
                missing.push(format!("{}.{}: never read", shape.name, k.name));
            }
            // A key read as required is required in the schema, and the other way round.
            if of(k.name, true) != (k.need == Need::Required) {
                missing.push(format!("{}.{}: required in one only", shape.name, k.name));
            }
        }
    }
    // Every mapping read was one of the tables.
    let known: Vec<Vec<&str>> = tables()
        .iter()
        .map(|(_, keys)| keys.iter().map(|k| k.name).collect())
        .collect();
    for (names, key, _) in &asked {
        let block = crate::shape::block_keys;
        let a_block = arbiter_engine::carcassonne::setup::PlayerState::defs()
            .any(|d| block(d).iter().map(|k| k.name).collect::<Vec<_>>() == *names);
        // A feature part's block in `features:`: the per-feature state the expansions declare.
        let parts: Vec<_> = arbiter_engine::carcassonne::setup::FeatureState::defs()
            .map(|(_, d)| d)
            .collect();
        let a_part = crate::carcassonne::keys::feature_state_keys(&parts)
            .iter()
            .map(|k| k.name)
            .collect::<Vec<_>>()
            == *names;
        if !known.contains(names) && !a_block && !a_part {
            missing.push(format!("{key} read in a mapping of no table: {names:?}"));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The properties of every object of a schema, by definition name (`<root>` for the top
/// level).
fn objects(schema: &Value) -> BTreeMap<String, Vec<String>> {
    let props = |v: &Value| -> Option<Vec<String>> {
        Some(v.get("properties")?.as_object()?.keys().cloned().collect())
    };
    let mut out = BTreeMap::new();
    out.extend(props(schema).map(|p| ("<root>".to_string(), p)));
    for (name, def) in schema["definitions"].as_object().into_iter().flatten() {
        out.extend(props(def).map(|p| (name.clone(), p)));
    }
    out
}

#[test]
fn every_key_a_schema_allows_is_a_key_of_its_table() {
    let roots = [
        (schema::position(), "PositionFile"),
        (schema::record(), "RecordFile"),
        (schema::keyflower_position(), "PositionFile"),
        (schema::keyflower_record(), "RecordFile"),
    ];
    let tables = tables();
    for (i, (schema, root)) in roots.iter().enumerate() {
        // Carcassonne's and Keyflower's tables share names: each schema by its own.
        let own: Vec<_> = if i < 2 { &tables[..10] } else { &tables[10..] }.to_vec();
        for (name, mut props) in objects(schema) {
            let name = if name == "<root>" {
                root
            } else {
                name.as_str()
            };
            let Some((_, keys)) = own.iter().find(|(s, _)| s.name == name) else {
                // A per-player block's row: its counters.
                let def = arbiter_engine::carcassonne::setup::PlayerState::defs()
                    .find(|d| crate::shape::block_name(d) == name)
                    .unwrap_or_else(|| panic!("{name}: no table"));
                let mut counters: Vec<String> =
                    def.counters.iter().map(|(k, _)| k.to_string()).collect();
                counters.sort();
                props.sort();
                assert_eq!(props, counters, "{name}");
                continue;
            };
            let mut listed: Vec<String> = keys
                .iter()
                .filter(|k| k.in_schema())
                .map(|k| k.name.to_string())
                .collect();
            listed.sort();
            props.sort();
            assert_eq!(props, listed, "{name}");
        }
    }
}
