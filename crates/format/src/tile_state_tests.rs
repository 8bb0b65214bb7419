//! Per-tile state declared by an expansion ([`TileStateDef`]), proved with a declaration made
//! here (The Tower declares `height` too; this one is not registered). The readers,
//! the check and the schema take the declarations as a parameter (production passes every
//! expansion's); the writers write what a tile keeps.

use crate::carcassonne::{read, read_declaring, Declared, SpanMap};
use crate::record::{self, RecordOut};
use crate::transcription::write_settled;
use crate::InputError;
use arbiter_engine::carcassonne::effect::Effect;
use arbiter_engine::carcassonne::expansions::TileStateDef;
use arbiter_engine::carcassonne::legality::tile_state;
use arbiter_engine::carcassonne::problem::Subject;
use arbiter_engine::carcassonne::setup::{Setup, TileState};
use arbiter_engine::carcassonne::variants::Expansion;
use arbiter_ids::msg;

/// A tower's height, as The Tower would declare it (here owned by the Abbot, an expansion
/// that exists, so that switching it on and off can be tried).
static HEIGHT: TileStateDef = TileStateDef {
    key: "height",
    min: 0,
    max: 4,
    rule: "test.tower.height",
    doc: "Floors of the tower on this tile.",
};

const OWNER: Expansion = Expansion::Abbot;

fn head(expansions: &str) -> String {
    format!("game: carcassonne\nrules: {{expansions: [{expansions}]}}\nplayers: [{{name: Ann, color: red}}]\ntiles:\n")
}

fn read_height(text: &str) -> Result<(Setup, SpanMap), Vec<InputError>> {
    let declared = Declared {
        tile: vec![&HEIGHT],
        feature: Vec::new(),
    };
    read_declaring(text.as_bytes(), &declared)
}

fn keys(errors: &[InputError]) -> Vec<(&'static str, usize, usize)> {
    errors
        .iter()
        .map(|e| (e.message.key, e.loc.line, e.loc.column))
        .collect()
}

fn heights(setup: &Setup) -> Vec<Option<u32>> {
    setup.tiles.iter().map(|t| t.state.get("height")).collect()
}

fn problems(setup: &Setup) -> Vec<(&'static str, &'static str, Subject)> {
    let mut out = Vec::new();
    tile_state::check(setup, &[(OWNER, &HEIGHT)], &mut out);
    out.iter()
        .map(|p| (p.rule, p.message.key, p.subject))
        .collect()
}

#[test]
fn a_declared_key_is_read_from_tile_entries_and_kept() {
    let text = format!(
        "{}  - {{tile: D, at: [0, 0], height: 3}}\n  - tile: U\n    at: [1, 0]\n    rot: 90\n    height: 0\n  - {{tile: E, at: [0, -1], rot: 180}}\n",
        head("abbot")
    );
    let (setup, _) = read_height(&text).unwrap();
    assert_eq!(heights(&setup), [Some(3), Some(0), None]);
    assert_eq!(setup.tiles[0].state, TileState(vec![("height", 3)]));
    assert!(problems(&setup).is_empty(), "{:?}", problems(&setup));
}

#[test]
fn without_the_declaration_the_key_is_unknown() {
    // A key no shipped expansion declares (The Tower declares `height`) is no key of a tile
    // entry.
    let text = format!("{}  - {{tile: D, at: [0, 0], storeys: 3}}\n", head("abbot"));
    let errors = read(text.as_bytes()).unwrap_err();
    assert_eq!(keys(&errors), [(msg::INPUT_UNKNOWN_KEY, 5, 27)]);
    let listed = format!("{:?}", errors[0].message.args);
    assert!(
        listed.contains("tile, seen, at, rot, pieces, features, height"),
        "{listed}"
    );
    // With it, the key is listed after the fixed ones.
    let text = format!("{}  - {{tile: D, at: [0, 0], hieght: 3}}\n", head("abbot"));
    let errors = read_height(&text).unwrap_err();
    let listed = format!("{:?}", errors[0].message.args);
    assert!(
        listed.contains("tile, seen, at, rot, pieces, height"),
        "{listed}"
    );
}

#[test]
fn a_wrong_value_points_at_itself_and_the_rest_is_still_read() {
    let text = format!(
        "{}  - {{tile: D, at: [0, 0], height: -1}}\n  - {{tile: Q9, at: [1, 0], height: two}}\n",
        head("abbot")
    );
    let errors = read_height(&text).unwrap_err();
    // The unknown tile after the broken height is still reported.
    assert_eq!(
        keys(&errors),
        [
            (msg::INPUT_BAD_NUMBER, 5, 35),
            (msg::YAML_WRONG_TYPE, 6, 36),
            (msg::INPUT_UNKNOWN_TILE, 6, 12),
        ]
    );
}

#[test]
fn bounds_and_the_expansion_are_checked_under_the_declared_rule() {
    let text = format!(
        "{}  - {{tile: D, at: [0, 0], height: 5}}\n  - {{tile: U, at: [1, 0], rot: 90, height: 4}}\n",
        head("abbot")
    );
    let (setup, _) = read_height(&text).unwrap();
    assert_eq!(
        problems(&setup),
        [(
            "test.tower.height",
            msg::PROBLEM_TILE_STATE_RANGE,
            Subject::Tile(0)
        )]
    );
    // Switched off, every tile carrying it is reported, in range or not, naming the rule.
    let text = text.replace("[abbot]", "[]");
    let (setup, _) = read_height(&text).unwrap();
    let off = problems(&setup);
    assert_eq!(
        off,
        [
            (
                "test.tower.height",
                msg::PROBLEM_TILE_STATE_EXPANSION,
                Subject::Tile(0)
            ),
            (
                "test.tower.height",
                msg::PROBLEM_TILE_STATE_EXPANSION,
                Subject::Tile(1)
            ),
        ]
    );
    let mut out = Vec::new();
    tile_state::check(&setup, &[(OWNER, &HEIGHT)], &mut out);
    let args = format!("{:?}", out[1].message.args);
    let id = &arbiter_engine::carcassonne::catalogue::Catalogue::get()
        .tile(setup.tiles[1].def)
        .id;
    assert!(
        args.contains("\"height\"")
            && args.contains("\"abbot\"")
            && args.contains(id.as_ref() as &str),
        "{args}"
    );
    // The shipped tables declare The Tower's height, Under the Big Top's animal token and
    // Hills & Sheep's flocks; Bridges, Castles & Bazaars' bridges.
    assert!(
        TileState::defs().all(|(e, d)| (e.key() == "tower" && d.key == "height")
            || (e.key() == "under-the-big-top" && d.key == "token")
            || (e.key() == "hills-and-sheep" && d.key.starts_with("sheep-"))
            || (e.key() == "bridges-castles-and-bazaars" && d.key.starts_with("bridge-")))
    );
}

#[test]
fn transcribed_entries_keep_their_state_when_settled() {
    let text = format!(
        "{}  - {{tile: D, at: [0, 0], height: 1}}\n  - {{seen: \"FFCF\", at: [0, -1], height: 2}}\n  - seen: \"FRFR\"\n    at: [-1, 0]\n    height: 3\n  - tile: U\n    at: [1, 0]\n    rot: auto\n    height: 4\n",
        head("abbot")
    );
    let (setup, spans) = read_height(&text).unwrap();
    assert_eq!(heights(&setup), [Some(1), Some(2), Some(3), Some(4)]);
    assert_eq!(spans.inferred.len(), 3);
    let settled: Vec<_> = setup.tiles.iter().map(|t| (t.def, t.rot)).collect();
    let written = write_settled(&text, &spans.inferred, &settled, |_| "settled".into());
    assert!(
        !written.contains("seen") && !written.contains("auto"),
        "{written}"
    );
    let (again, spans) = read_height(&written).unwrap();
    assert!(spans.inferred.is_empty());
    assert_eq!(again.tiles, setup.tiles, "{written}");
}

#[test]
fn a_record_writes_the_state_of_its_start_tiles() {
    let text = "start:\n  game: carcassonne\n  rules: {expansions: [abbot]}\n  players: [{name: Ann, color: red}]\n  tiles: [{tile: D, at: [0, 0]}]\nmoves:\n  - {player: red, tile: E, at: [0, -1], rot: 180}\n";
    let (mut rec, _) = record::read(text.as_bytes()).unwrap();
    let plain = RecordOut::from_record(&rec).to_yaml();
    assert!(!plain.contains("height"), "{plain}");
    rec.start.tiles[0].state.set("height", 3);
    let yaml = RecordOut::from_record(&rec).to_yaml();
    assert_eq!(
        yaml.replace("    height: 3\n", ""),
        plain,
        "only the state is added"
    );
    assert!(yaml.contains("rot: 0\n    height: 3\n"), "{yaml}");
    // Replaying keeps the start tile's state in every later position.
    let replay = arbiter_engine::carcassonne::replay::replay(
        rec.start.clone(),
        &rec.moves,
        None,
        rec.finished,
    );
    assert_eq!(replay.steps.len(), 1);
    assert!(replay.illegal.is_none());
    let last = replay.position.setup();
    assert_eq!(last.tiles.len(), 2);
    assert_eq!(last.tiles[0].state.get("height"), Some(3));
    assert!(last.tiles[1].state.is_empty());
}

#[test]
fn the_schema_lists_declared_state_as_keys_of_a_tile_entry() {
    let mut schema = crate::schema::position();
    let before = schema.clone();
    let props = "/definitions/TileFile/properties";
    assert!(schema.pointer(props).is_some());
    crate::schema::add_tile_state(&mut schema, &[]);
    assert_eq!(schema, before, "nothing declared, nothing added");
    crate::schema::add_tile_state(&mut schema, &[&HEIGHT]);
    let height = &schema.pointer(props).unwrap()["height"];
    assert_eq!(height["type"], "integer");
    assert_eq!(height["minimum"], 0);
    assert_eq!(height["maximum"], 4);
    assert_eq!(height["description"], HEIGHT.doc);
}

#[test]
fn a_move_sets_tile_state_through_its_verdict() {
    // What an expansion's move hook (a tower raised) leaves in the verdict, replay applies.
    let text = "start:\n  game: carcassonne\n  rules: {expansions: [abbot]}\n  players: [{name: Ann, color: red}]\n  tiles: [{tile: D, at: [0, 0]}]\nmoves:\n  - {player: red, tile: E, at: [0, -1], rot: 180}\n";
    let (rec, _) = record::read(text.as_bytes()).unwrap();
    let position = arbiter_engine::carcassonne::position::Position::validate(rec.start.clone());
    let mv = &rec.moves[0].mv;
    let mut verdict = arbiter_engine::carcassonne::turn::adjudicate(&position, mv);
    assert!(verdict.legal() && verdict.tile_states().next().is_none());
    let plain = arbiter_engine::carcassonne::replay::apply(&rec.start, mv, &verdict);
    assert!(plain.tiles.iter().all(|t| t.state.is_empty()));
    let raise = |tile, value| Effect::TileState {
        tile,
        key: "height",
        value,
    };
    verdict.effects = vec![raise(0, 1), raise(1, 2), raise(0, 3)];
    let next = arbiter_engine::carcassonne::replay::apply(&rec.start, mv, &verdict);
    assert_eq!(heights(&next), [Some(3), Some(2)]);
    // The next position checks them like written ones.
    let mut out = Vec::new();
    tile_state::check(&next, &[(OWNER, &HEIGHT)], &mut out);
    assert!(out.is_empty(), "{out:?}");
    verdict.effects = vec![raise(1, 9)];
    let next = arbiter_engine::carcassonne::replay::apply(&rec.start, mv, &verdict);
    tile_state::check(&next, &[(OWNER, &HEIGHT)], &mut out);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].subject, Subject::Tile(1));
}
